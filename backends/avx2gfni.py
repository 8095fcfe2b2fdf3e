"""Backend `avx2gfni`: x86-64 AVX2 + GFNI (VEX-encoded vgf2p8affineqb on ymm), for the CPUs that
have GFNI without AVX-512 (Intel Alder Lake and later client cores, Gracemont/Tremont-class Atoms
with AVX2) and, below avx512 in priority, any CPU with both.

Magma: the avx2 backend's byte-sliced pshufb kernels (templates/_x86/, backends/_x86_simd.py),
constant-time. Streebog: backends/_avx2gfni_streebog.py, one 512-bit state in two ymm: pi by the
GF(2^4) structure below in L's changed byte basis, L as vgf2p8mulb products after vpshufb /
vpshufd moves inside 128-bit lanes, P as a dword network between the lanes; no memory indexed by
data: constant-time.
Kuznyechik (any block cipher described with round keys whose chain is xor / subst8 / gflinear on
128-bit blocks): backends/_bytesliced_bc.py's plan on ymm, 32 blocks byte-sliced in 16 ymm:
- subst8 without vpermb: a table with the structure of Streebog's and Kuznyechik's pi (or its
  inverse) is computed in GF(2^4) embedded in GF(2^8) by GFNI products and inverses and five
  vpshufb on 4-bit tables (backends/_pi_gfni.py: 16 operations per vector, 13 for the inverse).
  Any other byte table: the 16 rows of 16 entries each looked up by the low nibble (16 vpshufb
  on register tables), then a 4-level tree of 15 vpblendvb selects the row by the high nibble's
  bits (vpblendvb reads each mask byte's top bit: x shifted left by 3, 2, 1, 0). Every row is
  read for every byte, nothing indexed in memory: constant-time.
- gflinear: the shift-register form of L (16 steps of 7 vgf2p8affineqb products and xors each)
  or the matrix form, as on avx512, with 2-input xors (no vpternlog).
- load/store: one 32-byte load per pair of blocks, then a 16 x 16 byte transpose in each 128-bit
  lane by four stages of unpack (bytes, words, dwords, qwords), 64 instructions per 32 blocks.
No table in memory is indexed by data or key: constant-time (checked by MemorySanitizer, since
valgrind neither reports GFNI in its CPUID nor executes VEX GFNI instructions: tests/ct/).
bench/results/kuznyechik.md has the figures and the instruction counts.
"""
from gostgen import modes

from . import _avx2gfni_streebog, _bytesliced_bc, _pi_gfni, _x86_simd

NAME = "avx2gfni"
DESCRIPTION = ("x86-64 AVX2 + GFNI: Magma as avx2 (constant-time); Kuznyechik byte-sliced, 32 "
               "blocks per ymm, pi by GF(2^4) arithmetic in GFNI, L by vgf2p8affineqb "
               "(constant-time); Streebog by GFNI products and pi's structure on ymm (constant-time)")
PRIORITY = 25  # above avx2 (20): the same Magma, a faster Kuznyechik; below avx512 (30)
CONSTANT_TIME = {"magma", "kuznyechik", "streebog"}  # register lookups and GFNI only
COMPILE_OPTIONS = ["-mavx2", "-mgfni"]
ARCH = "^(x86_64|AMD64|amd64|x86-64)$"
TEMPLATES = ["magma.c.j2", "streebog.c.j2", "backend.c.j2"]
# The chain steps (generator/gostgen/modes.py) its magma_lanes_chain specialises: all of
# them, rendered from the description by templates/_shared/chain.j2.
CHAINS = modes.CHAIN_NAMES
BLOCKCIPHERS = {"kuznyechik"}
BLOCKCIPHER_TEMPLATE = "blockcipher.c.j2"
INTERLEAVE = 2  # Magma: as backends/avx2.py
BC_INFLIGHT = 4  # 32-block batches interleaved in the shift-register form of L (1: 643, 2: 811, 3: 827, 4: 842 MB/s ECB here)

# CPUID.1:ECX.OSXSAVE[27], AVX[28]; XCR0 bits 1 (SSE) and 2 (AVX) enabled by the OS;
# CPUID.(7,0):EBX.AVX2[5], ECX.GFNI[8] (Intel SDM vol. 1, 14.3; vol. 2A, CPUID).
PROBE = """
unsigned a, b, c, d;
if (!__get_cpuid(1, &a, &b, &c, &d) || !(c & (1u << 27)) || !(c & (1u << 28))) {
    *reason = "CPU lacks AVX or OSXSAVE";
    return 0;
}
unsigned lo, hi;
__asm__ volatile("xgetbv" : "=a"(lo), "=d"(hi) : "c"(0));
(void)hi;
if ((lo & 6u) != 6u) {
    *reason = "the OS does not enable the AVX register state (XCR0)";
    return 0;
}
if (__get_cpuid_max(0, NULL) < 7) {
    *reason = "CPU lacks AVX2";
    return 0;
}
__cpuid_count(7, 0, a, b, c, d);
if (!(b & (1u << 5))) {
    *reason = "CPU lacks AVX2";
    return 0;
}
if (!(c & (1u << 8))) {
    *reason = "CPU lacks GFNI";
    return 0;
}
return 1;
"""


def lower(model):
    extra = _avx2gfni_streebog.lower(model)  # the Streebog kernels' variables
    return dict(_x86_simd.lower(model, vbytes=32, interleave=INTERLEAVE), **extra)


def bitrev4(i: int) -> int:
    return int(f"{i:04b}"[::-1], 2)


def unpack_transpose_check() -> None:
    """The unpack network of the template on symbols: registers loaded in bit-reversed order come
    out transposed (register j = byte j of every row, row p at byte p), and it undoes itself when
    fed the transposed registers in bit-reversed order. Raises if not."""
    def unpack(a, b, w, hi):
        off = 8 if hi else 0
        return [x for k in range(8 // w) for x in a[off + k * w:off + (k + 1) * w] + b[off + k * w:off + (k + 1) * w]]

    def net(regs):
        for w in (1, 2, 4, 8):
            regs = [x for i in range(8) for x in (unpack(regs[i], regs[i + 8], w, False),
                                                   unpack(regs[i], regs[i + 8], w, True))]
        return regs
    rows = [[(r, c) for c in range(16)] for r in range(16)]
    sliced = net([rows[bitrev4(r)] for r in range(16)])
    if any(sliced[j][p] != (p, j) for j in range(16) for p in range(16)):
        raise AssertionError("avx2gfni: the unpack network does not transpose")
    back = net([sliced[bitrev4(r)] for r in range(16)])
    if back != rows:
        raise AssertionError("avx2gfni: the unpack network does not undo itself")


def lower_blockcipher(model, c):
    unpack_transpose_check()
    plan = _bytesliced_bc.lower(c, xor2="_mm256_xor_si256")
    gfni_sbox = {name: p for name, t in plan["tables"].items()
                 if (p := _pi_gfni.match(t)) is not None}
    for steps in (plan["enc_fused"], plan["dec_fused"]):
        for st in steps:
            if st["kind"] == "bytewise":
                st["ops"] = fuse_key_subst(st["ops"])
    # the chain's functions for INFLIGHT batches ("G") and, for short runs, for one ("1")
    groups = [(BC_INFLIGHT, "G"), (1, "1")]
    return dict(plan, inflight=BC_INFLIGHT, bitrev=[bitrev4(r) for r in range(16)],
                gfni_sbox=gfni_sbox, groups=groups)


def fuse_key_subst(ops: list) -> list:
    """A substitution with the key xors just before and after it as one op (kind "xs": table, pre
    and post key or None), so each vector is xored and substituted in one pass rather than
    stored and reloaded in between."""
    out = []
    for o in ops:
        if o["kind"] == "subst8":
            pre = out.pop()["arg"] if out and out[-1]["kind"] == "xor" else None
            out.append(dict(kind="xs", table=o["arg"], pre=pre, post=None))
        elif o["kind"] == "xor" and out and out[-1]["kind"] == "xs" and out[-1]["post"] is None:
            out[-1]["post"] = o["arg"]
        else:
            out.append(o)
    return out
