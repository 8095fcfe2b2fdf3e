"""Backend `avx2gfni`: x86-64 AVX2 + GFNI (VEX-encoded vgf2p8affineqb on ymm), for the CPUs that
have GFNI without AVX-512 (Intel Alder Lake and later client cores, Gracemont/Tremont-class Atoms
with AVX2) and, below avx512 in priority, any CPU with both.

Magma: the avx2 backend's byte-sliced pshufb kernels (templates/_x86/, backends/_x86_simd.py),
constant-time: not generated again, the table points at avx2's functions (BORROWS). Streebog: backends/_avx2gfni_streebog.py, one 512-bit state in two ymm: pi by the
GF(2^4) structure below in L's changed byte basis, L as vgf2p8mulb products after vpshufb /
vpshufd moves inside 128-bit lanes, P as a dword network between the lanes; no memory indexed by
data: constant-time.
Kuznyechik (any block cipher described with round keys whose chain is xor / subst8 / gflinear on
128-bit blocks): backends/_bytesliced_bc.py's plan on ymm, 32 blocks byte-sliced in 16 ymm, the
rounds as a loop on BC_INFLIGHT batches whose steps interleave:
- subst8 without vpermb: a table with the structure of Streebog's and Kuznyechik's pi (or its
  inverse) is computed in GF(2^4) embedded in GF(2^8) by GFNI products and inverses and five
  vpshufb on 4-bit tables, the products taken in a coset of the subfield that vpshufb indexes
  directly (backends/_pi_gfni.py, fast_plan): per vector 10 operations on the GFNI/vpshufb
  ports and 4 others besides the key xor, for pi and its inverse alike (before: 14 and 3).
  Any other byte table: the 16 rows of 16 entries each looked up by the low nibble (16 vpshufb
  on register tables), then a 4-level tree of 15 vpblendvb selects the row by the high nibble's
  bits (vpblendvb reads each mask byte's top bit: x shifted left by 3, 2, 1, 0). Every row is
  read for every byte, nothing indexed in memory: constant-time.
- gflinear: the shift-register form of L (16 steps of 7 vgf2p8affineqb products and 15 xors
  each) or the matrix form, as on avx512, with 2-input xors (no vpternlog).
- the round loop's body, when every step has a form there (pi's structure, a shift-register L):
  straight-line assembly with our own register allocation (_bytesliced_bc.asm_body,
  _x86_asm.py), one batch per call, the substitution taking the slices in the order the shift
  register produces them so the next round overlaps this one's serial chain. gcc's allocation of
  the same body spilled the state on that chain (no scheduling before allocation on x86): ECB
  855 -> 1043, CTR 930 -> 1106 MB/s on Zen 4 (bench/results/kuznyechik.md, session 20). The C
  form stays for the MemorySanitizer build of the constant-time check, which compares its
  outputs with the assembly's.
- load/store: one 32-byte load per pair of blocks, then a 16 x 16 byte transpose in each 128-bit
  lane by four stages of unpack (bytes, words, dwords, qwords), 64 instructions per 32 blocks;
  CTR makes its counter blocks in sliced form and xors the keystream in as it stores it;
  CTR-ACPKM (ctr_rekey) makes each next key, E_K(D) and its schedule in the field form below,
  a slice per round of the section's batches (_bytesliced_bc.side_slices, as avx512's).
- single blocks (blocks() calls of up to BC_FIELD_MAX_BLOCKS: the chained modes, a re-keying's
  two) and the key schedule: one value per 128-bit lane in GFNI's field (_bytesliced_bc.field_plan
  with 16-byte vectors, the value in both lanes of a ymm): L as 8 vpshufb broadcasts (value byte k
  in lane 0, k + 8 in lane 1) times per-byte constants by vgf2p8mulb, their xor and one vperm2i128
  adding the lanes; S the construction above with the change of basis folded into its first and
  last steps (_pi_gfni.conjugate); 4, 2 or 1 blocks with their steps interleaved.
  bench/results/avx2gfni-field.md.
No table in memory is indexed by data or key: constant-time (checked by MemorySanitizer, since
valgrind neither reports GFNI in its CPUID nor executes VEX GFNI instructions: tests/ct/).
bench/results/kuznyechik.md has the figures and the instruction counts.
"""
import random

from gostgen import gf, modes

from . import _avx2gfni_streebog, _bytesliced_bc, _pi_gfni, _x86_probe, avx2

NAME = "avx2gfni"
DESCRIPTION = ("x86-64 AVX2 + GFNI: Magma as avx2 (constant-time); Kuznyechik byte-sliced, 32 "
               "blocks per ymm, pi by GF(2^4) arithmetic in GFNI, L by vgf2p8affineqb, the round "
               "loop as assembly with the generator's register allocation; single "
               "blocks and the key schedule one value per 128-bit lane in GFNI's field "
               "(constant-time), many keys' schedules byte-sliced, many streams' chained modes "
               "inside the kernel; CTR-ACPKM re-keying inside "
               "the Kuznyechik kernel; Streebog by "
               "GFNI products and pi's structure on ymm (constant-time)")
PRIORITY = 25  # above avx2 (20): the same Magma, a faster Kuznyechik; below avx512 (30)
CONSTANT_TIME = {"magma", "kuznyechik", "streebog"}  # register lookups and GFNI only
COMPILE_OPTIONS = ["-mavx2", "-mgfni"]
ARCH = "^(x86_64|AMD64|amd64|x86-64)$"
TEMPLATES = ["streebog.c.j2", "backend.c.j2"]
# Magma is avx2's: its functions, compiled once (with -mavx2) whether or not avx2 is built
BORROWS = {"avx2": ["magma.c"]}
# The chain steps (generator/gostgen/modes.py) its magma_lanes_chain, avx2's, specialises
CHAINS = avx2.CHAINS
BLOCKCIPHERS = {"kuznyechik"}
BLOCKCIPHER_TEMPLATE = "blockcipher.c.j2"
BC_INFLIGHT = 2  # 32-block batches in flight, steps interleaved (1: 815, 2: 890 MB/s ECB here; 1 is
# latency-bound, the S chain is long, and with 16 ymm the state spills either way)
BC_SPLIT_NEWEST = False  # see _bytesliced_bc.lfsr_plan (True: about the same encryption, decryption 12% slower)
BLOCKCIPHER_CTR = {"kuznyechik"}  # the template's fused CTR kernel
# CTR re-keyed every section by K' = E_K(d) (ACPKM) with the next key made beside the keystream
# (gg_avx2gfni_<cipher>_ctr_rekey; _bytesliced_bc.side_slices in this backend's field form)
BLOCKCIPHER_CTR_REKEY = {"kuznyechik"}
# the lanes' round keys transposed once per multi-stream call (gg_avx2gfni_<cipher>_lanes_keys)
BLOCKCIPHER_LANES_KEYS = {"kuznyechik"}
# many streams' blocks chained inside the kernel (gg_avx2gfni_<cipher>_lanes_chain), every
# chain step but GOST 28147-89's CNT, as avx512's
BLOCKCIPHER_LANES_CHAIN = {"kuznyechik"}
BLOCKCIPHER_CHAINS = tuple(c for c in modes.CHAIN_NAMES if c != "CNT")
# the key schedule in registers (gg_avx2gfni_<cipher>_schedule; _bytesliced_bc.field_plan)
BLOCKCIPHER_SCHEDULE = {"kuznyechik"}
# keys the many-stream calls schedule at once (gg_avx2gfni_<cipher>_schedule_many: their chains
# overlap; one key's schedule is latency-bound)
BC_SCHEDULE_KEYS = 2
# from this many keys on, schedule_many runs them byte-sliced, up to 32 in one batch (it breaks
# even with BC_SCHEDULE_KEYS at a time at about 14 keys on Zen 4, 16-byte MACs)
BC_SCHEDULE_SLICED_MIN = 16
# blocks() calls of up to this many blocks run in the field form (_bytesliced_bc.field_plan, one
# value per 128-bit lane) rather than as a 32-lane batch: the chained modes' single blocks and a
# re-keying's few. BC_FIELD_WAYS: blocks whose steps are interleaved, largest first (one block's
# chain fills the out-of-order window alone). Per blocks() call, Zen 5: 1 block 90 ns, 2 110, 4
# 135, 8 283, 16 581, 24 938; a batch 632-660 ns whatever its fill.
BC_FIELD_MAX_BLOCKS = 16
BC_FIELD_WAYS = [4, 2, 1]

# CPUID.1:ECX.OSXSAVE[27], AVX[28]; XCR0 bits 1 (SSE) and 2 (AVX) enabled by the OS;
# CPUID.(7,0):EBX.AVX2[5], ECX.GFNI[8] (Intel SDM vol. 1, 14.3; vol. 2A, CPUID).
PROBE = _x86_probe.probe(*avx2.AVX2_CHECKS, ("leaf7.ecx", (8,), "CPU lacks GFNI"))


def lower(model):
    return _avx2gfni_streebog.lower(model)  # the Streebog kernels' variables


def lower_blockcipher(model, c):
    m = _bytesliced_bc
    m.unpack_transpose_check()
    plan = m.lower(c, xor2="_mm256_xor_si256", xor3=False, split_newest=BC_SPLIT_NEWEST)
    gfni_sbox = {name: _pi_gfni.fast_plan(p) for name, t in plan["tables"].items()
                 if (p := _pi_gfni.match(t)) is not None}
    # the cores: BC_INFLIGHT batches (long runs) and one (short runs, the lanes kernel)
    cores = [BC_INFLIGHT] + ([1] if BC_INFLIGHT != 1 else [])
    code = {name: {G: m.lfsr_code(lf, G, decl="V") for G in cores}
            for name, lf in plan["lfsrs"].items()}
    field = m.field_plan(c, vec_bytes=16)
    if field["spread_bytes"] != 1 or field["nprod"] % 2:
        raise ValueError("the template's field form pairs the 16 products of one value per lane")
    _check_paired(field)
    # S in the field domain: the same GF(2^4) construction with phi^-1 and phi folded into its
    # first and last steps (a table without pi's structure: its field table's rows)
    field_sbox = {name: _pi_gfni.conjugate(gfni_sbox[name], field["phi"], field["phi_inv"],
                                           field["tables"][name])
                  for name in field["tables"] if name in gfni_sbox}
    # the round loop's body in assembly where every step has a form there (gcc spills the
    # 16-vector state on the serial chains; _bytesliced_bc.asm_body)
    substs = {name: _asm_subst(name, g) for name, g in gfni_sbox.items()}
    asm = {"encrypt": m.asm_body(plan, plan["enc_loop"], substs),
           "decrypt": m.asm_body(plan, plan["dec_loop"], substs)}
    return dict(plan, bitrev=[m.bitrev4(r) for r in range(16)], gfni_sbox=gfni_sbox, asm=asm,
                pi_matrices=_pi_gfni.MATRICES, pi_tables=_pi_gfni.TABLES,
                cores=cores, lfsr_code=code, field=field, field_sbox=field_sbox,
                field_max_blocks=BC_FIELD_MAX_BLOCKS, field_ways=BC_FIELD_WAYS, sched=field["sched"],
                side=m.side_slices(field, c.key_bytes, m.SIDE_AVX2),
                sliced_sched=m.sliced_schedule_plan(c))


def _asm_subst(name, g):
    """(ops, operand homes, values) of table name's GFNI form for _bytesliced_bc.asm_body: its
    constants are the rows of the template's gm_NAME (matrices) and gt_NAME (4-bit tables)."""
    kind = g["kind"]
    own = {k: f"{name}_{k}" for k in _pi_gfni.MATRICES[kind] + _pi_gfni.TABLES[kind]}
    ops = [(d, op, tuple(own.get(a, a) for a in srcs)) for d, op, srcs in _pi_gfni.FAST_OPS[kind]]
    homes = {own[k]: f"{32 * i}(%[gm_{name}])" for i, k in enumerate(_pi_gfni.MATRICES[kind])}
    homes.update({own[k]: f"{32 * i}(%[gt_{name}])" for i, k in enumerate(_pi_gfni.TABLES[kind])})
    return ops, homes, {own[k]: g[k] for k in own}


def _check_paired(field, trials: int = 20) -> None:
    """The template's linear maps hold the value in both 128-bit lanes and take products k and
    k + n/2 in one ymm (lane 0 and lane 1), then add the lanes: the same products as
    _bytesliced_bc._field_linear's, checked on random values."""
    rnd = random.Random(20155)
    half = field["nprod"] // 2
    for m in field["consts"]:
        for _ in range(trials):
            x = [rnd.randrange(256) for _ in range(16)]
            want = _bytesliced_bc._field_linear(field, m, x)
            z = [0] * 32
            for k in range(half):
                idx = field["index"][k] + field["index"][k + half]
                cst = field["consts"][m][k] + field["consts"][m][k + half]
                z = [a ^ gf.mul((x + x)[16 * (p // 16) + idx[p]], cst[p], _bytesliced_bc.GFNI_POLY)
                     for p, a in enumerate(z)]
            got = [z[p] ^ z[p ^ 16] for p in range(32)]
            if got != want + want:
                raise AssertionError("the paired field form disagrees with field_plan's")
