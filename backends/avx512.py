"""Backend `avx512`: AVX-512 (F, BW, VL, VBMI; GFNI for Streebog) intrinsics C for x86-64.

Lowering choices (Magma):
- Word-sliced: one zmm holds the same half (a or b) of 16 independent blocks; a "group". The
  cores run GROUPS independent groups with their statements interleaved (round by round), so the
  ~8-cycle round latency of one group hides behind the others' work.
- subst4 is two vpermb lookups per group and round: the index of the low nibbles is
  (t & 0x0f) | position << 4 and that of the high nibbles (t >> 4 & 0x0f) | position << 4, each
  into a 64-byte table holding the rows of the 4 byte positions (16 entries each). The tables
  are built from key->sbox->rows at run time (so sets given at run time work), and no memory is
  indexed by data or key: constant-time.
- Rotations are tracked, not executed: a value may live rotated right by r bits. rotl(S(t), n)
  is free (the S-box result is then "rotated by n"), and the xor with the other half is done in
  that rotated domain with one vpternlogd (b ^ lo ^ hi). The value is rotated back once, where
  it next feeds an add32. Per round and 16 blocks: rotate, add, 2 index ops + 1 shift, 2 vpermb,
  1 ternary xor = 8 instructions.
- Calls of up to 4 blocks (a chained mode of one stream goes one block at a time) take the
  serial form (_Xmm): one block per dword of an xmm, a 16-entry table per nibble position, each
  lookup zero-masked to its byte; vpermb on xmm has 2 cycles of latency against 5 on zmm (Zen 4).
  bench/results/magma-serial-zen4.md.
- Streebog: backends/_avx512_streebog.py (GFNI): S by two vpermi2b and a blend, P folded into
  alternating register layouts, L as 8 vgf2p8mulb / vgf2p8affineqb after a change of byte basis
  that makes L's blocks GF(2^8) products; no tables in memory indexed by data (constant-time).
- Kuznyechik (and any block cipher described with round keys whose chain is xor / subst8 /
  gflinear on 128-bit blocks): backends/_bytesliced_bc.py; 64 blocks byte-sliced in 16 zmm (one
  batch in flight: its state, the S tables and the step temporaries fit the 32 registers, the
  products' matrices are memory operands), the rounds as a loop; subst8 by two masked vpermi2b,
  gflinear by vgf2p8affineqb products with the coefficients' matrices in the map's own field, a
  shift-register map by its steps with the newest byte's product alone (a 5-cycle chain per
  step); transposes by vpunpck (off the GFNI/permute ports); CTR fused (counter blocks made in
  sliced form, the keystream xored in as it is stored). Constant-time;
  bench/results/kuznyechik.md.
"""
from itertools import zip_longest

from gostgen import modes

from . import _avx512_streebog, _bytesliced_bc, _x86_probe

NAME = "avx512"
DESCRIPTION = ("AVX-512 VBMI + GFNI: Magma with vpermb S-box lookups, 16 blocks per register, "
               "interleaved groups; Streebog with vpermi2b S and GF(2^8) products for L; "
               "Kuznyechik byte-sliced, 64 blocks per batch, single blocks and the key schedule "
               "one value per zmm in GFNI's field, many keys' schedules byte-sliced, many "
               "streams' chained modes and MACs inside the kernel; "
               "CTR-ACPKM re-keying inside the kernels "
               "(constant-time)")
PRIORITY = 30
CONSTANT_TIME = {"magma", "streebog", "kuznyechik"}  # register lookups and GFNI only: no memory indexed by data or key
ARCH = "x86_64|AMD64|amd64|x64"
COMPILE_OPTIONS = ["-mavx512f", "-mavx512bw", "-mavx512vl", "-mavx512vbmi", "-mgfni"]
TEMPLATES = ["magma.c.j2", "streebog.c.j2", "backend.c.j2"]
# The chain steps (generator/gostgen/modes.py) its magma_lanes_chain specialises: all of
# them, rendered from the description by templates/_shared/chain.j2.
CHAINS = modes.CHAIN_NAMES
BLOCKCIPHERS = {"kuznyechik"}  # byte-sliced, backends/_bytesliced_bc.py
BLOCKCIPHER_TEMPLATE = "blockcipher.c.j2"
BC_INFLIGHT = 1  # 64-block batches in flight (2: their steps interleaved, but 32 state vectors spill)
BC_SPLIT_NEWEST = True  # one more product per step for a shorter chain (_bytesliced_bc.lfsr_plan)
BLOCKCIPHER_CTR = {"kuznyechik"}  # the template's fused CTR kernel (gg_avx512_<cipher>_ctr)
# CTR re-keyed every section by K' = E_K(d) (ACPKM) with the next key made beside the keystream
# (gg_avx512_<cipher>_ctr_rekey)
BLOCKCIPHER_CTR_REKEY = {"kuznyechik"}
# the lanes' round keys transposed once per multi-stream call, not per block step
# (gg_avx512_<cipher>_lanes_keys / _lanes_with)
BLOCKCIPHER_LANES_KEYS = {"kuznyechik"}
# many streams' blocks chained inside the kernel (gg_avx512_<cipher>_lanes_chain: the
# multi-stream feedback modes and MAC batches), every chain step but GOST 28147-89's CNT, whose
# register operation is on its 64-bit block's halves
BLOCKCIPHER_LANES_CHAIN = {"kuznyechik"}
BLOCKCIPHER_CHAINS = tuple(c for c in modes.CHAIN_NAMES if c != "CNT")
# the key schedule in registers (gg_avx512_<cipher>_schedule; _bytesliced_bc.field_plan: one key
# in a zmm in GFNI's field), against the default lowering's constant-time table scans (~35 us)
BLOCKCIPHER_SCHEDULE = {"kuznyechik"}
# keys the many-stream calls schedule at once (gg_avx512_<cipher>_schedule_many: their chains
# overlap; one key's schedule is latency-bound)
BC_SCHEDULE_KEYS = 4
# from this many keys on, schedule_many runs them byte-sliced, up to 64 in one batch (a batch
# costs the same for any number of keys: it breaks even with BC_SCHEDULE_KEYS at a time at about
# 24 keys on Zen 4, 64 x 16-byte MACs: 280 ns a key either way)
BC_SCHEDULE_SLICED_MIN = 24
# blocks() calls of up to this many blocks run one block at a time in the field form
# (_bytesliced_bc.field_plan) rather than as a 64-lane batch: the chained modes' single blocks
# and a re-keying's few.
BC_FIELD_MAX_BLOCKS = 8

# CPUID leaf 7 sub-leaf 0 bits (Intel SDM vol. 2A, CPUID, table 3-8): EBX 16 AVX512F,
# 30 AVX512BW, 31 AVX512VL; ECX 1 AVX512_VBMI, 8 GFNI. Leaf 1 ECX 27: OSXSAVE (XGETBV usable).
# XCR0 (SDM vol. 1, 13.3): bit 1 SSE, 2 AVX, 5 opmask, 6 ZMM_Hi256, 7 Hi16_ZMM state enabled by
# the OS.
PROBE = _x86_probe.probe(
    ("leaf1.ecx", (27,), "no OSXSAVE (XGETBV unavailable)"),
    ("xcr0", (1, 2, 5, 6, 7), "the OS does not enable the AVX-512 register state (XCR0)"),
    ("leaf7", None, "no CPUID leaf 7"),
    ("leaf7.ebx", (16, 30, 31), "CPU lacks AVX512F, AVX512BW or AVX512VL"),
    ("leaf7.ecx", (1,), "CPU lacks AVX512_VBMI"),
    ("leaf7.ecx", (8,), "CPU lacks GFNI"),
)

LANES = 16               # 32-bit words per zmm: blocks per group
GROUP_SIZES = (1, 2, 4, 8)  # cores generated for this many groups in flight
GROUPS = GROUP_SIZES[-1]




class _Zmm:
    """The word-sliced form: 16 blocks per zmm, subst4 as two vpermb into 64-byte tables."""
    T, add, rol, xor, orr, tern = ("__m512i", "_mm512_add_epi32", "_mm512_rol_epi32",
                                   "_mm512_xor_si512", "_mm512_or_si512",
                                   "_mm512_ternarylogic_epi32")

    @staticmethod
    def subst4(rl, t):
        # the shift first: the index ternlogs then overwrite dead registers (no copies)
        sh = rl.tmp(f"_mm512_srli_epi32({t}, 4)")
        hi = rl.tmp(f"_mm512_permutexvar_epi8(_mm512_ternarylogic_epi32({sh}, NIB, POS, 0xea), THI)")
        lo = rl.tmp(f"_mm512_permutexvar_epi8(_mm512_ternarylogic_epi32({t}, NIB, POS, 0xea), TLO)")
        return lo, hi


class _Xmm:
    """The serial form: up to 4 blocks, one per dword of an xmm, for chains that go one block at
    a time (a MAC, CBC or CFB encryption of one stream), where a round's latency is all there
    is. vpermb on xmm takes 2 cycles against 5 on zmm (Zen 4), so every nibble position has its
    own 16-entry table (its low 4 index bits are the nibble: no masking), the lookup zero-masked
    to its byte: 8 lookups, then a tree of vpternlogd; about 8 cycles a round against 11."""
    T, add, rol, xor, orr, tern = ("__m128i", "_mm_add_epi32", "_mm_rol_epi32", "_mm_xor_si128",
                                   "_mm_or_si128", "_mm_ternarylogic_epi32")

    @staticmethod
    def subst4(rl, t):
        sh = rl.tmp(f"_mm_srli_epi32({t}, 4)")
        return tuple(rl.tmp(f"_mm_maskz_permutexvar_epi8(BYTE{j}, {src}, T{h}{j})")
                     for j in range(4) for h, src in (("L", t), ("H", sh)))


class _Round:
    """Lowers the IR round for one group in form F (_Zmm, _Xmm). Values are dicts {r: C
    expression} giving the value rotated right by r (or ("parts", p...): lookup results with
    disjoint bits, whose or is that), so rotations are renamings and conversions are emitted only
    where a form is missing; they are memoized in the dicts, which live on across rounds (the
    state words)."""

    def __init__(self, block, prefix, F=_Zmm):
        self.block, self.prefix, self.F, self.lines, self.n = block, prefix, F, [], 0

    def tmp(self, expr):
        self.n += 1
        name = f"{self.prefix}{self.n}"
        self.lines.append(f"const {self.F.T} {name} = {expr};")
        return name

    def combine(self, vals, three, two):
        """One value from vals by a tree of three-input (vpternlogd) and two-input ops."""
        while len(vals) > 1:
            groups = [vals[i:i + 3] for i in range(0, len(vals), 3)]
            vals = [g[0] if len(g) == 1 else
                    self.tmp(f"{two}({g[0]}, {g[1]})") if len(g) == 2 else
                    self.tmp(f"{self.F.tern}({g[0]}, {g[1]}, {g[2]}, {three})") for g in groups]
        return vals[0]

    def plain(self, val, r):
        """The value rotated right by r, as one C name."""
        got = val.get(r)
        if isinstance(got, str):
            return got
        if isinstance(got, tuple):
            val[r] = self.combine(list(got[1:]), "0xfe", self.F.orr)
            return val[r]
        r0, src = next(iter(val.items()))
        if isinstance(src, tuple):
            src = self.plain(val, r0)
        # stored(r) = rotr(true, r) = rotl(stored(r0), r0 - r)
        val[r] = self.tmp(f"{self.F.rol}({src}, {(r0 - r) % 32})")
        return val[r]

    def run(self, a, b, k):
        env = dict(zip(self.block.inputs, (a, b, {0: k})))
        for ins in self.block.body:
            args = [env[x] for x in ins.args]
            if ins.op == "add32":
                x, y = (self.plain(v, 0) for v in args)
                res = {0: self.tmp(f"{self.F.add}({x}, {y})")}
            elif ins.op == "subst4":
                res = {0: ("parts", *self.F.subst4(self, self.plain(args[0], 0)))}
            elif ins.op == "rotl":
                res = {(r + ins.attr) % 32: v for r, v in args[0].items()}
            elif ins.op == "xor":
                x, y = args
                common = [r for r in y if r in x]
                parts = [r for r, v in y.items() if isinstance(v, tuple)] or \
                    [r for r, v in x.items() if isinstance(v, tuple)]
                if parts and not isinstance(y.get(parts[0]), tuple):
                    x, y = y, x  # y holds the parts
                r = parts[0] if parts else (common[0] if common else next(iter(y)))
                if isinstance(y.get(r), tuple):
                    res = {r: self.combine([self.plain(x, r), *y[r][1:]], "0x96", self.F.xor)}
                else:
                    res = {r: self.tmp(f"{self.F.xor}({self.plain(x, r)}, "
                                       f"{self.plain(y, r)})")}
            else:
                raise ValueError(f"avx512 backend: cannot lower {ins.op} in the round")
            env[ins.dst] = res
        return [env[o] for o in self.block.outputs]


def lower_cores(cipher):
    """Per schedule and group count G: the statements of G interleaved groups' rounds."""
    if cipher.sbox_count * cipher.sbox_in_bits != 32 or cipher.sbox_in_bits != 4:
        raise ValueError("avx512 backend: expects 8 4-bit S-boxes on a 32-bit word")
    cores = []
    for s in cipher.schedules.values():
        for G in GROUP_SIZES:
            state = [[{0: f"a{g}"}, {0: f"b{g}"}] for g in range(G)]
            lines = []
            for i, ki in enumerate(s.keys):
                # the barrier keeps the round-key loads in the adds (memory operands) instead
                # of letting the compiler keep 8 keys per group live in registers and spill
                lines.append(f"/* round {i + 1}: K{ki} */ GG_BARRIER();")
                bodies = []
                for g in range(G):
                    rl = _Round(cipher.round, f"r{i + 1}g{g}_")
                    state[g] = rl.run(state[g][0], state[g][1], f"K{g}[{ki}]")
                    bodies.append(rl.lines)
                # groups one after another within a round: out-of-order execution overlaps
                # them, and few temporaries are live at once (8 groups' state stays in registers)
                lines += [ln for body in bodies for ln in body]
            if s.unswap:
                state = [[b, a] for a, b in state]
            outs = []
            tail = []
            for g in range(G):
                rl = _Round(cipher.round, f"out{g}_")
                outs.append([rl.plain(v, 0) for v in state[g]])
                tail.append(rl.lines)
            lines += [ln for grp in zip_longest(*tail) for ln in grp if ln is not None]
            cores.append(dict(sched=s.name, G=G, lines=lines, outs=outs))
    return cores


def lower_serial_cores(cipher):
    """Per schedule: the serial form's rounds (_Xmm; one xmm per half, up to 4 blocks)."""
    cores = []
    for s in cipher.schedules.values():
        a, b = {0: "a0"}, {0: "b0"}
        lines = []
        for i, ki in enumerate(s.keys):
            rl = _Round(cipher.round, f"r{i + 1}_", _Xmm)
            a, b = rl.run(a, b, f"K[{ki}]")
            lines += [f"/* round {i + 1}: K{ki} */", *rl.lines]
        if s.unswap:
            a, b = b, a
        rl = _Round(cipher.round, "out_", _Xmm)
        outs = [rl.plain(v, 0) for v in (a, b)]
        cores.append(dict(sched=s.name, lines=lines + rl.lines, outs=outs))
    return cores


def serial_permutes(perms):
    """The serial form's vpermt2b indexes on xmm, from the word-sliced ones: blocks 0..3 (32
    bytes, two xmm) <-> their words a and b (a's bytes 0..15 and b's 16..31 when storing)."""
    return {name: dict(load_a=p["load_a"][:16], load_b=p["load_b"][:16],
                       store0=[v if v < 64 else v - 48 for v in p["store0"][:16]],
                       store1=[v if v < 64 else v - 48 for v in p["store0"][16:32]])
            for name, p in perms.items()}


def lower_side_core(cipher, main="encrypt", side=("decrypt", "encrypt"), side_lanes=4):
    """The core of a fused CNT with key meshing (CryptoPro, RFC 4357 2.3.2): GROUPS groups under
    the `main` schedule and one key (K[k]), plus a side group whose lanes follow their own
    schedules with per-round key vectors KS[r]: lanes 0..side_lanes-1 `side[0]` (the next key,
    D_K(C), one block per lane), the rest `side[1]` (the state, E_K'(S)). The side work of a
    segment rides in the shadow of its 128 data blocks instead of running alone after them.
    Returns the core and side_index[r][lane]: the key word each lane uses in round r."""
    scheds = [cipher.schedules[n] for n in (main,) + tuple(side)]
    rounds = len(scheds[0].keys)
    if any(len(s.keys) != rounds or s.unswap != scheds[0].unswap for s in scheds):
        raise ValueError("avx512 backend: a side core needs schedules of one length and unswap")
    G = GROUPS
    state = [[{0: f"a{g}"}, {0: f"b{g}"}] for g in range(G + 1)]
    lines = []
    for i, ki in enumerate(scheds[0].keys):
        lines.append(f"/* round {i + 1}: K{ki}, side KS[{i}] */ GG_BARRIER();")
        for g in range(G + 1):
            rl = _Round(cipher.round, f"r{i + 1}g{g}_")
            key = f"K[{ki}]" if g < G else f"KS[{i}]"
            state[g] = rl.run(state[g][0], state[g][1], key)
            lines += rl.lines
    if scheds[0].unswap:
        state = [[b, a] for a, b in state]
    outs, tail = [], []
    for g in range(G + 1):
        rl = _Round(cipher.round, f"out{g}_")
        outs.append([rl.plain(v, 0) for v in state[g]])
        tail.append(rl.lines)
    lines += [ln for grp in zip_longest(*tail) for ln in grp if ln is not None]
    side_index = [[scheds[1].keys[r] if lane < side_lanes else scheds[2].keys[r]
                   for lane in range(LANES)] for r in range(rounds)]
    return dict(G=G, lines=lines, outs=outs, rounds=rounds), side_index


def block_permutes(cipher):
    """Byte indexes for vpermt2b: 16 blocks (two zmm, block i at bytes 8i..8i+7) <-> the words
    a and b of the 16 blocks (dword i = block i's word), per byte order."""
    out = {}
    for o in cipher.orders.values():
        def src(spec, i, m):  # byte m (least significant first) of word i's 32-bit load
            endian, off = spec
            return 8 * i + off + (m if endian == "le" else 3 - m)
        load = {w: [src(getattr(o, w), i, m) for i in range(LANES) for m in range(4)]
                for w in ("a", "b")}
        store = [0] * 128
        for w, base in (("a", 0), ("b", 64)):
            for i in range(LANES):
                for m in range(4):
                    store[src(getattr(o, w), i, m)] = base + 4 * i + m
        out[o.name] = dict(load_a=load["a"], load_b=load["b"], store0=store[:64],
                           store1=store[64:])
    return out


def key_from_blocks(cipher):
    """Per byte order: vpermt2d indexes (a's lanes 0..15, b's 16..31) that make key word j from
    the words of blocks 0..3 whose bytes are the key's (a next key made by encryption or
    decryption: CryptoPro meshing, ACPKM)."""
    out = {}
    for o in cipher.orders.values():
        idx = []
        for endian, off in o.key:
            i, at = divmod(off, 8)
            match = [base + i for w, base in (("a", 0), ("b", LANES))
                     if tuple(getattr(o, w)) == (endian, at)]
            if not match:
                raise ValueError(f"avx512 backend: order {o.name}: key word at byte {off} is not "
                                 "a block word")
            idx.append(match[0])
        out[o.name] = idx + [0] * (LANES - len(idx))
    return out


def sbox_table_index(cipher):
    """vpermt2b indexes over rows[0..7] (128 bytes) giving the two 64-byte lookup tables: entry
    16 * j + v of table h is rows[2j + h][v], nibble 2j + h being half h of byte j (subst4 takes
    nibble i through rows[i], i = 0 least significant)."""
    per = 1 << cipher.sbox_in_bits
    nib_per_byte = 8 // cipher.sbox_in_bits
    return [[16 * (nib_per_byte * j + h) + v for j in range(4) for v in range(per)]
            for h in range(nib_per_byte)]


def lower(model):
    extra = _avx512_streebog.lower(model)  # the Streebog kernels' variables
    cipher = model.cipher
    # the next key is D_K(C): one side lane per block of a key (32 bytes: 4 blocks of 8)
    side_core, side_index = lower_side_core(cipher, side_lanes=cipher.key_words // 2)
    perms = block_permutes(cipher)
    return dict(extra, cores=lower_cores(cipher), perms=perms,
                serial_cores=lower_serial_cores(cipher), serial_perms=serial_permutes(perms),
                side_core=side_core, side_index=side_index, key_from_blocks=key_from_blocks(cipher),
                sbox_index=sbox_table_index(cipher), group_sizes=GROUP_SIZES, groups=GROUPS,
                lanes=LANES)


def lower_blockcipher(model, c):
    m = _bytesliced_bc
    # the cores: BC_INFLIGHT batches (long runs) and one (short runs, the lanes kernel)
    cores = [BC_INFLIGHT] + ([1] if BC_INFLIGHT != 1 else [])
    plan = m.lower(c, split_newest=BC_SPLIT_NEWEST)
    code = {name: {G: m.lfsr_code(lf, G) for G in cores} for name, lf in plan["lfsrs"].items()}
    m.unpack_transpose_check()
    field = m.field_plan(c, vec_bytes=64)
    if field["nprod"] != 4:
        raise ValueError("the template's field_linear sums four products")
    return dict(plan, bitrev=[m.bitrev4(r) for r in range(16)], cores=cores, lfsr_code=code,
                field=field, field_max_blocks=BC_FIELD_MAX_BLOCKS, side=m.side_slices(field, c.key_bytes),
                sliced_sched=m.sliced_schedule_plan(c))
