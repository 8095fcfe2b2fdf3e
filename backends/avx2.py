"""Backend `avx2`: x86-64 AVX2 intrinsics (256-bit vectors), chosen at run time by CPUID.

Magma (constant-time): byte-sliced, 32 blocks per group of eight vectors (vector p holds byte p
of the halves a|b of 32 blocks), INTERLEAVE groups' rounds interleaved; the S-box is 12 pshufb
lookups per round and group in 16-entry register tables built from the S-box set's rows at run
time, the key addition a byte-wise carry chain (backends/_x86_simd.py has the lowering and the
operation counts behind the choice; bench/results/avx2-ssse3-magma.md the model and numbers).
Fused counter modes (magma_ctr) and multi-stream chains (magma_lanes_chain, one stream per lane,
per-lane round keys) keep the blocks in registers between blocks.
Streebog: the portable backend's 8 x 256 table code (templates/portable/streebog.c.j2) compiled
here: its lookups are indexed by data, so the backend as a whole is NOT constant-time.
"""
from gostgen import modes

from . import _x86_probe, _x86_simd

NAME = "avx2"
DESCRIPTION = "x86-64 AVX2: Magma constant-time (byte-sliced, pshufb S-box); Streebog tables"
PRIORITY = 20  # above ssse3 (10) and portable (0); room for avx512 (30)
CONSTANT_TIME = {"magma"}  # Magma by pshufb in registers; Streebog is table code
COMPILE_OPTIONS = ["-mavx2"]
ARCH = "^(x86_64|AMD64|amd64|x86-64)$"
TEMPLATES = ["magma.c.j2", "streebog.c.j2", "backend.c.j2"]
# The chain steps (generator/gostgen/modes.py) its magma_lanes_chain specialises: all of
# them, rendered from the description by templates/_shared/chain.j2.
CHAINS = modes.CHAIN_NAMES
INTERLEAVE = 2  # groups of 32 blocks in flight (a round's carry chain is ~12 cycles deep)

# CPUID.1:ECX.OSXSAVE[27], AVX[28]; XCR0 bits 1 (SSE) and 2 (AVX) enabled by the OS;
# CPUID.(7,0):EBX.AVX2[5] (Intel SDM vol. 1, 14.3 "Detection of AVX instructions").
# AVX2_CHECKS: also the start of avx2gfni's probe (backends/_x86_probe.py writes the C).
AVX2_CHECKS = (
    ("leaf1.ecx", (27, 28), "CPU lacks AVX or OSXSAVE"),
    ("xcr0", (1, 2), "the OS does not enable the AVX register state (XCR0)"),
    ("leaf7", None, "CPU lacks AVX2"),
    ("leaf7.ebx", (5,), "CPU lacks AVX2"),
)
PROBE = _x86_probe.probe(*AVX2_CHECKS)


def lower(model):
    return _x86_simd.lower(model, vbytes=32, interleave=INTERLEAVE)
