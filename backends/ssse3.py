"""Backend `ssse3`: x86-64 SSSE3 intrinsics (128-bit vectors), chosen at run time by CPUID.

Magma (constant-time): the byte-sliced kernel of backends/avx2.py on 16 blocks per group
(backends/_x86_simd.py has the lowering): 12 pshufb lookups per round and group in register
tables built from the S-box set's rows at run time, the key addition a byte-wise carry chain.
Streebog: the portable backend's 8 x 256 table code compiled here: its lookups are indexed by
data, so the backend as a whole is NOT constant-time.
"""
from gostgen import modes

from . import _x86_probe, _x86_simd

NAME = "ssse3"
DESCRIPTION = "x86-64 SSSE3: Magma constant-time (byte-sliced, pshufb S-box); Streebog tables"
PRIORITY = 10  # above portable (0), below avx2 (20)
CONSTANT_TIME = {"magma"}  # Magma by pshufb in registers; Streebog is table code
COMPILE_OPTIONS = ["-mssse3"]
ARCH = "^(x86_64|AMD64|amd64|x86-64)$"
TEMPLATES = ["magma.c.j2", "streebog.c.j2", "backend.c.j2"]
# The chain steps (generator/gostgen/modes.py) its magma_lanes_chain specialises: all of
# them, rendered from the description by templates/_shared/chain.j2.
CHAINS = modes.CHAIN_NAMES
INTERLEAVE = 2

# CPUID.1:ECX.SSSE3[9] (Intel SDM vol. 2A, CPUID feature flags). SSE state needs no OS check
# on x86-64 (it is part of the ABI).
PROBE = _x86_probe.probe(("leaf1.ecx", (9,), "CPU lacks SSSE3"))


def lower(model):
    return _x86_simd.lower(model, vbytes=16, interleave=INTERLEAVE)
