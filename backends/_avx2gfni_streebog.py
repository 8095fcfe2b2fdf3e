"""Streebog lowering for the avx2gfni backend (AVX2 + VEX GFNI on ymm, no vpermb/vpermi2b): LPS
without tables in memory. Private to backends/avx2gfni.py (the loader skips files starting
with "_").

A 512-bit value is two ymm (four 128-bit lanes). Everything is derived here from the IR and the
plan is run on bytes against the reference interpreter before any C is written:

- Field form of L (backends/_avx512_streebog.FieldForm): after the byte change of basis Q, each
  8x8-bit block of L is a GF(2^8) product by a constant c[o][b] (vgf2p8mulb). All values between
  the first and the last LPS stay in the Q domain; only h ^ N and m enter by one vgf2p8affineqb
  and the result leaves by one.
- S: pi by its GF(2^4) structure in the form Kuznyechik's kernels use (backends/_pi_gfni.py,
  fast_plan: the products in a coset of the subfield that indexes vpshufb directly) with Q^-1
  folded into its input matrices and Q into its output tables (conjugate); the select between
  its two branches is an and and an xor (nu1's entry 0 folded into nu0's table): 10 GFNI/vpshufb
  operations and 4 others per ymm, 7 of them in series, no memory indexed by data.
- P and L: output word w of L P needs byte w of every word (a "column"). In the column layout
  each 128-bit lane holds two whole columns, each at the same two offsets of every dword of the
  lane. Two "picks" (vpunpcklbw / vpunpckhbw of S's output with itself, or two vpshufb where
  a layout needs them) put, at every position, a byte of the column whose output row is
  written there; eight vgf2p8mulb by per-byte constants and
  three vpshufd rotating the dwords of the summed pairs give the eight terms of L. The result
  lands in the row layout: lane l holds words 2l and 2l + 1, arranged so that
- a fixed 6-instruction network (vpunpck{l,h}dq, two vperm2i128, vpunpck{l,h}qdq) moving
  dwords between the four lanes gives the column layout again for the next LPS.
- What limits it (AMD Zen 5, bench/proto/tp_ymm.py):
  vgf2p8mulb, vgf2p8affineqb, vgf2p8affineinvqb, vpshufb, vpblendvb, vperm2i128, vinserti128
  and vpermq issue on the same two ports; vpshufd, vpunpck*, vpblendd, vpcmpeqb and the logic
  ops elsewhere. Per LPS and ymm that is 10 (S) + 8 products + 1 vperm2i128 = 19 on those two
  ports, 25 LPS of two ymm per block: about 960, at least 480 cycles per 64 bytes whatever the
  latency. One message is bound by the key chain: 13 LPS in series
  (bench/results/avx2gfni-streebog.md).
- Rounds 0 .. R-2 run as one loop body, the round constants as rows of two arrays.
- One message: the key chain K(i+1) = LPS(K(i) ^ C(i)) and the message chain run side by side,
  the key's LPS first in each round; batches merge the chains of LANES messages statement by
  statement in the loop (merged_chains) and interleave the rest LPS by LPS.
"""
from __future__ import annotations

from . import _avx512_streebog as sb512
from . import _pi_gfni
from ._shared import affine_qword

LANES = 2  # messages interleaved in the batch kernel; 1, 2 and 3 measured within noise (10.7-10.9
           # c/B, one message 11.1): latency is not what bounds it
NAT = list(range(64))


# ---------------------------------------------------------------- the dword network

def net(v: list) -> list:
    """The cross-lane network on a 64-byte value (register 0 = bytes 0..31): returns the moved
    bytes (applied to a layout list it gives the new layout)."""
    A, B = v[:32], v[32:]

    def lanes(r):
        return r[:16], r[16:]

    def dw(lane, j):
        return lane[4 * j:4 * j + 4]

    def unpack32(a, b, hi):  # per 128-bit lane
        out = []
        for la, lb in zip(lanes(a), lanes(b)):
            o = 2 if hi else 0
            out += dw(la, o) + dw(lb, o) + dw(la, o + 1) + dw(lb, o + 1)
        return out

    def unpack64(a, b, hi):
        out = []
        for la, lb in zip(lanes(a), lanes(b)):
            o = 8 if hi else 0
            out += la[o:o + 8] + lb[o:o + 8]
        return out

    U, V = unpack32(A, B, False), unpack32(A, B, True)
    X = U[:16] + V[:16]    # vperm2i128(U, V, 0x20)
    Y = U[16:] + V[16:]    # vperm2i128(U, V, 0x31)
    return unpack64(X, Y, False) + unpack64(X, Y, True)


def row_layout() -> list:
    """The layout L writes: lane l holds words 2l, 2l + 1; dword j of a lane holds bytes o, o + 1
    of both words, o chosen so that the network sends dword j to the lane of columns o, o + 1,
    in the order (2l, o), (2l, o + 1), (2l + 1, o), (2l + 1, o + 1): after the network column o
    sits at offsets 0 and 2 of each dword of its lane, o + 1 at 1 and 3, and byte i of a dword
    of L's output is row i // 2, which vpunpck{l,h}bw of S's output with itself supply."""
    tags = [(q // 16, (q % 16) // 4) for q in range(64)]  # (lane, dword) of each input byte
    moved = net(tags)
    dest = {}
    for q, t in enumerate(moved):
        dest.setdefault(t[1], set()).add(q // 16)
    if any(len(s) != 1 for s in dest.values()):
        raise AssertionError("avx2gfni Streebog: the network splits a dword")
    lay = []
    for q in range(64):
        lane, j, i = q // 16, (q % 16) // 4, q % 4
        o = 2 * next(iter(dest[j]))
        lay.append(8 * (2 * lane + i // 2) + o + i % 2)
    return lay


def rot_dw(q: int, j: int) -> int:
    """The position vpshufd reads for position q when it rotates the dwords of a lane by j."""
    return 16 * (q // 16) + 4 * ((q % 16 // 4 + j) % 4) + q % 4


# ---------------------------------------------------------------- plans

class Plan(sb512.Plan):
    """Straight-line code over 64-byte values held in two ymm. ops: in, const, xor (2 args),
    sbox (attr: the composed _pi_gfni plan's name), pshufb (attr: index const, positions inside
    the register's 128-bit lanes), mulb, affine (attr: const of 8-byte matrices), net, out."""

    def __init__(self):
        super().__init__()
        self.sboxes = {}
        self.arrays = {}  # name -> rows of 64 bytes, read by "row" ops at the loop's index
        self.marks = []   # op indices where build_g's loop body begins and ends

    def run(self, inputs: dict) -> dict:
        env, outs = {}, {}
        pc, loop = 0, None  # loop: [start, count, index]
        while pc < len(self.ops):
            dst, op, args, attr = self.ops[pc]
            pc += 1
            a = [env[x] for x in args]
            if op == "loop":
                loop = [pc, attr, 0]
                continue
            if op == "endloop":
                loop[2] += 1
                if loop[2] < loop[1]:
                    pc = loop[0]
                else:
                    loop = None
                continue
            if op in ("var", "set"):
                v = a[0]
            elif op == "row":
                v = list(self.arrays[attr[0]][loop[2] + attr[1]])
            elif op == "in":
                v = list(inputs[attr])
            elif op == "const":
                v = list(self.consts[attr])
            elif op == "xor":
                v = [x ^ y for x, y in zip(a[0], a[1])]
            elif op == "sbox":
                sp = self.sboxes[attr]
                v = [_pi_gfni.run_fast(sp, x) for x in a[0]]
            elif op == "pshufb":
                idx = self.consts[attr]
                v = [0 if idx[q] & 0x80 else a[0][16 * (q // 16) + (idx[q] & 15)] for q in range(64)]
            elif op == "mulb":
                v = [sb512.gmul(x, y) for x, y in zip(a[0], self.consts[attr])]
            elif op == "affine":
                mq = self.consts[attr]
                v = [_pi_gfni._affine(int.from_bytes(bytes(mq[8 * (q // 8):8 * (q // 8) + 8]),
                                                      "little"), a[0][q]) for q in range(64)]
            elif op == "net":
                v = net(a[0])
            elif op == "pshufd":
                v = [a[0][rot_dw(q, attr)] for q in range(64)]
            elif op == "unpack8":  # vpunpck{l,h}bw(x, x): lane byte k from byte k / 2 of a half
                v = [a[0][16 * (q // 16) + 8 * attr + (q % 16) // 2] for q in range(64)]
            elif op == "out":
                outs[attr] = a[0]
                v = a[0]
            else:
                raise ValueError(op)
            env[dst] = v
        return outs


def composed_sbox(ff) -> dict:
    """pi's fast GFNI plan (_pi_gfni.fast_plan: the products in a coset that indexes vpshufb
    directly) taking and giving Q-domain bytes: Q^-1 folded into the input matrices, Q into the
    output tables (_pi_gfni.conjugate, which checks it on all 256 bytes by run_fast, the
    operations sbox_lines writes)."""
    base = _pi_gfni.match(ff.pi)
    if base is None or base["kind"] != "fwd":
        raise ValueError("avx2gfni Streebog lowering: the S-box lacks pi's GF(2^4) structure")
    want = [ff.Q[ff.pi[ff.Qi[x]]] for x in range(256)]
    return _pi_gfni.conjugate(_pi_gfni.fast_plan(base), ff.Q, ff.Qi, want)


class Lowering:
    def __init__(self, ff, plan: Plan, perm_src: list):
        self.ff, self.p, self.perm_src = ff, plan, perm_src
        self.rl = row_layout()
        self.cl = net(self.rl)
        p = plan
        p.sboxes.setdefault("pi_q", composed_sbox(ff))
        col = {v: w for w in range(8) for v in (perm_src[8 * w + b] for b in range(8))}
        # the two picks: for each position, a byte of the column whose row L writes at that
        # offset, the two picks together covering the column over the four dword rotations.
        # vpunpcklbw / vpunpckhbw of y with itself (byte k of a lane from byte k / 2 of its low
        # or high half) where the layouts allow it: they issue off the GFNI/vpshufb ports.
        self.pick = [[16 * (q // 16) + 8 * e + (q % 16) // 2 for q in range(64)] for e in range(2)]
        self.pick_by = "unpack"
        if not self.picks_cover(col):
            # else two vpshufb: the two bytes of the column in the position's own dword
            self.pick, self.pick_by = [[], []], "pshufb"
            for q in range(64):
                w = self.rl[q] // 8
                mates = [r for r in range(4 * (q // 4), 4 * (q // 4) + 4) if col[self.cl[r]] == w]
                if len(mates) != 2:
                    raise ValueError("avx2gfni Streebog lowering: P is not the byte transpose")
                self.pick[0].append(mates[0])
                self.pick[1].append(mates[1])
        # L: out = xor over j of (dwords rotated by j) of c[j][0] * pick0(y) ^ c[j][1] * pick1(y)
        self.lconst = [[[0] * 64 for _ in range(2)] for _ in range(4)]
        for q in range(64):
            w, o = divmod(self.rl[q], 8)
            seen = set()
            for j in range(4):
                for e in range(2):
                    r = rot_dw(q, j)
                    src = self.cl[self.pick[e][r]]
                    if col[src] != w:
                        raise ValueError("avx2gfni Streebog lowering: a column leaves its lane")
                    b = next(b for b in range(8) if perm_src[8 * w + b] == src)
                    seen.add(b)
                    self.lconst[j][e][r] = ff.c[o][b]
            if len(seen) != 8:
                raise ValueError("avx2gfni Streebog lowering: L's terms miss a byte")
        self.q_aff = p.const("aff_Q", list(affine_qword(ff.Q_rows).to_bytes(8, "little")) * 8)
        self.qi_aff = p.const("aff_Qi", list(affine_qword(ff.Qi_rows).to_bytes(8, "little")) * 8)
        self.to_rl = p.const("idx_nat_rows", [self.rl[q] % 16 for q in range(64)])
        assert all(self.rl[q] // 16 == q // 16 for q in range(64))
        self.from_rl = p.const("idx_rows_nat", [self.rl.index(q) % 16 for q in range(64)])

    def picks_cover(self, col) -> bool:
        """Whether, for every output position, the picks read over the four dword rotations
        are the eight bytes of its column."""
        for q in range(64):
            w = self.rl[q] // 8
            srcs = {self.cl[self.pick[e][rot_dw(q, j)]] for j in range(4) for e in range(2)}
            if len(srcs) != 8 or any(col[v] != w for v in srcs):
                return False
        return True

    def enter(self, x):
        """Natural, description domain -> column layout, Q domain."""
        p = self.p
        x = p.emit("affine", [x], self.q_aff, hint="q")
        x = p.emit("pshufb", [x], self.to_rl, hint="q")
        return p.emit("net", [x], hint="q")

    def leave(self, x):
        """Row layout, Q domain -> natural, description domain."""
        p = self.p
        x = p.emit("pshufb", [x], self.from_rl, hint="e")
        return p.emit("affine", [x], self.qi_aff, hint="e")

    def lps(self, x, to_columns: bool, extra=None):
        """LPS of x (column layout, Q domain): row layout, or column layout if to_columns; extra
        (row layout) is xored in, on the product that needs no dword rotation."""
        p, ff = self.p, self.ff
        y = p.emit("sbox", [x], "pi_q", hint="s")
        if self.pick_by == "unpack":
            ys = [p.emit("unpack8", [y], e, hint="w") for e in range(2)]
        else:
            ys = [p.emit("pshufb", [y], p.const(f"idx_pick{e}", [r % 16 for r in self.pick[e]]),
                         hint="w") for e in range(2)]
        terms = []
        for j in range(4):
            t = p.emit("xor", [p.emit("mulb", [ys[e]], p.const(f"mul_l{j}{e}", self.lconst[j][e]),
                                      hint="m") for e in range(2)], hint="t")
            if j:
                t = p.emit("pshufd", [t], j, hint="r")
            elif extra is not None:
                t = p.emit("xor", [t, extra], hint="t")
            terms.append(t)
        while len(terms) > 1:
            terms = [p.emit("xor", terms[i:i + 2], hint="x") if i + 1 < len(terms) else terms[i]
                     for i in range(0, len(terms), 2)]
        out = terms[0]
        return p.emit("net", [out], hint="k") if to_columns else out


def build_g(ff, consts, perm_src, plan: Plan, sfx: str = "", loop: bool = True) -> Plan:
    """g_N(h, m) = E(LPS(h ^ N), m) ^ h ^ m: inputs h, N, m and output h (names + sfx).
    (Folding C(i) into L's tree measured within noise of xoring it before S, for one message
    and for batches; it takes one xor off the key chain's path.)"""
    p = plan
    lw = Lowering(ff, p, perm_src)
    h = p.emit("in", attr="h" + sfx, hint="h")
    N = p.emit("in", attr="N" + sfx, hint="n")
    m = p.emit("in", attr="m" + sfx, hint="m")
    rounds = len(consts)

    def cvec(i, lay, hint):
        return p.emit("const", attr=p.const(f"C{i}_{hint}", [ff.Q[consts[i][lay[q]]]
                                                              for q in range(64)]), hint="c")
    # the key chain carries K(i) ^ C(i) (the constant xored inside L's tree, off its
    # critical path); the message chain takes K(i) as that ^ C(i)
    kc = lw.lps(lw.enter(p.emit("xor", [h, N], hint="x")), True, cvec(0, lw.rl, "r"))
    mm = lw.enter(m)
    first = 0
    if loop:
        # rounds 0 .. R-2 as one loop body (the constants as rows of arrays): the unrolled g
        # is about 16 KB of code per message, whose fetch bounded the straight-line kernel
        for name, lay in (("C_c", lw.cl), ("C_r", lw.rl)):
            p.arrays[name] = [[ff.Q[c[lay[q]]] for q in range(64)] for c in consts]
        kv, mv = "kv" + sfx, "mv" + sfx
        p.ops.append((kv, "var", (kc,), None))
        p.ops.append((mv, "var", (mm,), None))
        p.marks.append(len(p.ops))
        mx = p.emit("xor", [kv, p.emit("xor", [p.emit("row", attr=("C_c", 0), hint="c"), mv],
                                        hint="x")], hint="x")
        kc2 = lw.lps(kv, True, p.emit("row", attr=("C_r", 1), hint="c"))
        mm2 = lw.lps(mx, True)
        p.ops.append((kv, "set", (kc2,), None))
        p.ops.append((mv, "set", (mm2,), None))
        p.marks.append(len(p.ops))
        kc, mm, first = kv, mv, rounds - 1
    for i in range(first, rounds):
        last = i + 1 == rounds
        mx = p.emit("xor", [kc, p.emit("xor", [cvec(i, lw.cl, "c"), mm], hint="x")], hint="x")
        kc2 = lw.lps(kc, not last, None if last else cvec(i + 1, lw.rl, "r"))
        mm = lw.lps(mx, not last)
        kc = kc2
    k = kc
    e = lw.leave(p.emit("xor", [k, mm], hint="e"))
    out = p.emit("xor", [p.emit("xor", [e, h], hint="e"), m], hint="e")
    p.emit("out", [out], "h" + sfx)
    return p


# ---------------------------------------------------------------- C

SBOX_CONSTS = ("m_r", "m_l", "inv")
SBOX_TABLES = ("t_nu1", "t_nu0x", "t_phnu", "t_sig", "t_oml")


def c_consts(p: Plan, prefix: str) -> list:
    lines = []
    for name, rows in p.arrays.items():
        body = ",\n    ".join("{ " + ", ".join(f"0x{b:02x}" for b in r) + " }" for r in rows)
        lines.append(f"static const uint8_t {prefix}{name}[{len(rows)}][64] "
                     f"__attribute__((aligned(32))) = {{\n    {body}\n}};")
    for name, data in p.consts.items():
        body = ", ".join(f"0x{b:02x}" for b in data)
        lines.append(f"static const uint8_t {prefix}{name}[64] __attribute__((aligned(32))) = "
                     f"{{ {body} }};")
    for name, sp in p.sboxes.items():
        for k in SBOX_CONSTS:
            body = ", ".join(f"0x{b:02x}" for b in sp[k].to_bytes(8, "little")) + ", "
            lines.append(f"static const uint8_t {prefix}{name}_{k}[32] __attribute__((aligned(32)))"
                         f" = {{ {(body * 4)[:-2]} }};")
        for k in SBOX_TABLES:
            body = ", ".join(f"0x{b:02x}" for b in sp[k]) + ", "
            lines.append(f"static const uint8_t {prefix}{name}_{k}[32] __attribute__((aligned(32)))"
                         f" = {{ {(body * 2)[:-2]} }};")
    return lines


def sbox_lines(dst: str, v: str, tab: str) -> list:
    """S on one ymm as one statement per instruction (_pi_gfni.run_fast's steps), so that the merge of
    independent chains (merge_lines) can place them between another chain's instructions."""
    def k(name):
        return f"SB_K({tab}_{name})"
    t = f"{dst}_"
    return [
        f"const __m256i {t}r = SB_AFFINE({v}, {k('m_r')});",               # e(r)
        f"const __m256i {t}l = SB_AFFINE({v}, {k('m_l')});",               # c e(l)
        f"const __m256i {t}ri = SB_AFFINEINV({t}r, {k('inv')});",          # e(r^-1)
        f"const __m256i {t}a0x = _mm256_shuffle_epi8({k('t_nu0x')}, {t}l);",
        f"const __m256i {t}z = _mm256_cmpeq_epi8({t}r, _mm256_setzero_si256());",
        f"const __m256i {t}lr = _mm256_gf2p8mul_epi8({t}l, {t}ri);",       # c e(l r^-1)
        f"const __m256i {t}m = _mm256_and_si256({t}a0x, {t}z);",
        f"const __m256i {t}a1 = _mm256_shuffle_epi8({k('t_nu1')}, {t}lr);",
        # l' = nu0(l) where r == 0, else a1 = nu1(l / r); where r == 0, a1 is nu1's entry 0,
        # which the generator xored into nu0's table (t_nu0x): one xor after a1, and no
        # vpblendvb on the two ports the GFNI instructions and vpshufb share
        f"const __m256i {t}lp = _mm256_xor_si256({t}a1, {t}m);",
        # phi(a1) for phi(l'): they differ only where r == 0, where q = r phi(.) = 0 anyway
        # (the select's xor off q's path), read from l r^-1 by phi(nu1(.))'s table (a1's
        # lookup off it too)
        f"const __m256i {t}ph = _mm256_shuffle_epi8({k('t_phnu')}, {t}lr);",
        f"const __m256i {t}om = _mm256_shuffle_epi8({k('t_oml')}, {t}lp);",
        f"const __m256i {t}q = _mm256_gf2p8mul_epi8({t}r, {t}ph);",        # c e(r phi(l'))
        f"const __m256i {dst} = _mm256_xor_si256(_mm256_shuffle_epi8({k('t_sig')}, {t}q), {t}om);",
    ]


def merge_lines(a: list, b: list) -> list:
    """Two independent statement lists as one, b's statements spread evenly between a's."""
    out, j = [], 0
    for i, line in enumerate(a):
        out.append(line)
        want = (i + 1) * len(b) // max(len(a), 1)
        out += b[j:want]
        j = max(j, want)
    return out + b[j:]


def merged_chains(body: list, prefix: str, ptr) -> list:
    """A loop body as its independent chains (the ops each "set" needs; sets sharing ops are
    one chain) written alone and merged statement by statement, ops several need first."""
    sets = [o for o in body if o[1] == "set"]
    made = {o[0]: i for i, o in enumerate(body) if o[1] != "set"}
    owner = {}
    for c, st in enumerate(sets):
        todo = [st[2][0]]
        while todo:
            x = todo.pop()
            if x in made and c not in owner.setdefault(x, set()):
                owner[x].add(c)
                todo += body[made[x]][2]
    comp = list(range(len(sets)))
    for cs in owner.values():
        cs = sorted(cs)
        for c in cs[1:]:
            old, new = comp[c], comp[cs[0]]
            comp = [new if x == old else x for x in comp]
    owner = {x: {comp[c] for c in cs} for x, cs in owner.items()}
    common = [o for o in body if o[1] != "set" and len(owner.get(o[0], ())) != 1]
    ls = [c_body([o for o in body if o[1] != "set" and owner.get(o[0]) == {c}], prefix, ptr)
          for c in sorted(set(comp))]
    while len(ls) > 1:
        ls = ([merge_lines(ls[i], ls[i + 1]) for i in range(0, len(ls) - 1, 2)]
              + ([ls[-1]] if len(ls) % 2 else []))
    return c_body(common, prefix, ptr) + ls[0] + c_body(sets, prefix, ptr)


PER_YMM = ("in", "const", "xor", "pshufb", "mulb", "unpack8", "pshufd", "affine", "out")


def c_body(ops, prefix: str, ptr, merge: bool = False) -> list:
    """Intrinsics: each value is two __m256i, <name>_0 and <name>_1. merge: the loop body's
    chains merged statement by statement (merged_chains), else in plan order."""
    def k(name, r):
        return f"_mm256_load_si256((const __m256i *)(const void *)({prefix}{name} + {32 * r}))"

    lines = []
    body = None  # the loop body's ops, written as merged chains at "endloop"
    # a run of per-ymm ops (L between S and the network) is written ymm by ymm: fewer values
    # live at once than op by op, where gcc (no scheduling before register allocation on x86)
    # spilled L's products; measured 2.7% faster for one message, 5% for two
    half = [[], []]
    for dst, op, args, attr in ops:
        if op not in PER_YMM:
            lines += half[0] + half[1]
            half = [[], []]
        if op == "loop":
            lines.append(f"for (size_t rnd = 0; rnd < {attr}; rnd++) {{")
            body = []
            continue
        if body is not None and op != "endloop":
            body.append((dst, op, args, attr))
            continue
        if op == "endloop":
            lines += merged_chains(body, prefix, ptr) if merge else c_body(body, prefix, ptr)
            lines.append("}")
            body = None
            continue
        if op in ("var", "set"):
            decl = "__m256i " if op == "var" else ""
            lines += [f"{decl}{dst}_{r} = {args[0]}_{r};" for r in range(2)]
            continue
        if op == "row":
            lines += [f"const __m256i {dst}_{r} = _mm256_load_si256((const __m256i *)(const void *)"
                      f"({prefix}{attr[0]}[rnd + {attr[1]}] + {32 * r}));" for r in range(2)]
            continue
        if op == "net":
            a = args[0]
            lines += [f"const __m256i {dst}_u = _mm256_unpacklo_epi32({a}_0, {a}_1);",
                      f"const __m256i {dst}_v = _mm256_unpackhi_epi32({a}_0, {a}_1);",
                      f"const __m256i {dst}_x = _mm256_permute2x128_si256({dst}_u, {dst}_v, 0x20);",
                      f"const __m256i {dst}_y = _mm256_permute2x128_si256({dst}_u, {dst}_v, 0x31);",
                      f"const __m256i {dst}_0 = _mm256_unpacklo_epi64({dst}_x, {dst}_y);",
                      f"const __m256i {dst}_1 = _mm256_unpackhi_epi64({dst}_x, {dst}_y);"]
            continue
        if op == "sbox":
            lines += merge_lines(*(sbox_lines(f"{dst}_{r}", f"{args[0]}_{r}", f"{prefix}{attr}")
                                   for r in range(2)))
            continue
        for r in range(2):
            a = [f"{x}_{r}" for x in args]
            if op == "in":
                e = f"_mm256_loadu_si256((const __m256i *)(const void *)({ptr(attr)} + {32 * r}))"
            elif op == "const":
                e = k(attr, r)
            elif op == "xor":
                e = f"_mm256_xor_si256({a[0]}, {a[1]})"
            elif op == "pshufb":
                e = f"_mm256_shuffle_epi8({a[0]}, {k(attr, r)})"
            elif op == "mulb":
                e = f"_mm256_gf2p8mul_epi8({a[0]}, {k(attr, r)})"
            elif op == "unpack8":
                e = f"_mm256_unpack{'hi' if attr else 'lo'}_epi8({a[0]}, {a[0]})"
            elif op == "pshufd":
                imm = sum(((d + attr) % 4) << (2 * d) for d in range(4))
                e = f"_mm256_shuffle_epi32({a[0]}, 0x{imm:02x})"
            elif op == "affine":
                e = f"SB_AFFINE({a[0]}, {k(attr, r)})"
            elif op == "out":
                half[r].append(f"_mm256_storeu_si256((__m256i *)(void *)({ptr(attr)} + {32 * r}), "
                               f"{a[0]});")
                continue
            else:
                raise ValueError(op)
            half[r].append(f"const __m256i {dst}_{r} = {e};")
    return lines + half[0] + half[1]


def lower(model) -> dict:
    """Template variables of templates/avx2gfni/streebog.c.j2. Raises ValueError if the
    description's g is not of the shape planned here (plans are checked against the
    interpreter)."""
    from gostgen import interp, passes
    h = model.hash
    chains = passes.find_lps_chains(h.compress)
    if not chains or len({(c.subst.attr, c.perm.attr, c.linear.attr)
                          for c in chains.values()}) != 1:
        raise ValueError("avx2gfni Streebog lowering expects one LPS shape")
    chain = next(iter(chains.values()))
    ff = sb512.FieldForm(h, chain, interp)
    # P's sources: output byte j of P takes input byte perm_src[j] (read off the interpreter)
    probe = int.from_bytes(bytes(range(64)), "little")
    moved = ff.machine.permute(chain.perm.attr, probe).to_bytes(64, "little")
    perm_src = list(moved)
    consts = sb512.round_constants(h)
    plans = {}
    for n in range(1, LANES + 1):
        p = Plan()
        segs = []
        for j in range(n):
            sub = Plan()
            sub.consts, sub.sboxes, sub.arrays, sub.n = p.consts, p.sboxes, p.arrays, p.n
            build_g(ff, consts, perm_src, sub, sfx=str(j))
            p.n = sub.n
            a, b = sub.marks
            segs.append((sub.ops[:a], sub.ops[a:b], sub.ops[b:]))
        # the messages' pre-loop parts, loop bodies and tails each interleaved LPS by LPS
        p.ops = (sb512.interleave([s[0] for s in segs]) + [("", "loop", (), len(consts) - 1)]
                 + sb512.interleave([s[1] for s in segs]) + [("", "endloop", (), None)]
                 + sb512.interleave([s[2] for s in segs]))
        try:
            sb512.check_plan(p, ff, h, sfxs=[str(j) for j in range(n)], trials=2)
        except AssertionError as e:
            raise ValueError(str(e)) from None
        plans[n] = p
    prefix = "sb_"

    def ptr_single(a):
        return {"h": "hb", "N": "Nb", "m": "mb"}[a[0]]

    def ptr_lanes(a):
        return f"{dict(h='h', N='N', m='m')[a[0]]}[i + {a[1:]}]"

    return dict(
        sb_consts=c_consts(plans[LANES], prefix),
        # one message: the key chain's LPS then the message's, in plan order (merged they
        # measured within noise and spill more); several: the four or more chains merged
        # statement by statement, 14% faster at two messages than LPS by LPS
        # (bench/results/avx2gfni-streebog.md, session 11)
        sb_g_lines=c_body(plans[1].ops, prefix, ptr_single),
        sb_lanes=[(n, c_body(plans[n].ops, prefix, ptr_lanes, merge=n > 1))
                  for n in range(LANES, 0, -1)],
    )
