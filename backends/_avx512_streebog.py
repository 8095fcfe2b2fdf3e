"""Streebog lowering for the avx512 backend (AVX-512 F/BW + VBMI + GFNI): LPS without tables in
memory, as register lookups, byte permutations and GF(2^8) products. Private to backends/avx512.py
(the loader skips files starting with "_").

The math, all derived here from the IR (pi, tau, A of dsl/streebog.gg) and checked against the
reference interpreter:

- Field form of L. A 64-bit word is 8 bytes; L maps input byte b to output byte o through an 8x8
  GF(2) block M[o][b]. For Streebog the 64 blocks commute and generate a field of 256 elements
  (Kazymyrov & Kazymyrova, "Algebraic aspects of the Russian hash standard GOST R 34.11-2012",
  2013: L is an 8x8 MDS matrix over GF(2^8)). Every field of 256 elements is isomorphic to the one
  GFNI multiplies in (x^8 + x^4 + x^3 + x + 1), so a byte change of basis Q (an 8x8 GF(2)
  matrix, found below) turns every block into a multiplication by a constant c[o][b]:
  Q M[o][b] Q^-1 = mul(c[o][b]). In that "Q domain" L is 8 vgf2p8mulb with per-byte constants
  and an xor tree; xor commutes with Q, and S becomes the table Q pi Q^-1 (or pi Q^-1, Q pi at a
  change of domain).
- P is the 8x8 byte transpose, so output byte (w, o) of LPS (word w, byte o) needs bytes (b, w)
  of S(x), b = 0..7. If S(x) is held transposed (qword lane w = byte w of every word), those 8
  bytes share lane w with the output: the 8 terms are S(x) rotated by 0..7 bytes inside each
  qword (vprolq, 2 cycles) times per-byte constants, and the result comes out in the natural
  layout ("t2n"). If S(x) is natural, the terms are its qword lanes rotated (valignq, 5 cycles;
  the per-lane constants allow vgf2p8affineqb, so any byte domain in and out) and the result
  comes out transposed ("n2t"). Alternating the two, a chain of LPS needs no transpose at all;
  "n2n" transposes with one vpermb and then does a t2n.
- S is two vpermi2b (128-entry halves of the table) and a blend on the top bit: constant time
  (no memory access depends on data).

Cost model (AMD Zen 5, measured with bench/proto/tp.py, bench/results/avx512-streebog.md):
vpermi2b, vpermb, valignq, vgf2p8mulb/affineqb and vpmovb2m share two ports (2 per cycle in
all); vprolq has those two plus a third; xor, vpternlogq and blends have four. Latencies: vpermb,
vpermi2b, valignq 5; vgf2p8* 3; vprolq, vpternlogq 2; vpmovb2m to a blend 7.5 in all. Per LPS:
t2n 2 lookups + mask + blend + 7 vprolq + 8 products + 4 vpternlogq (11 on the two shared
ports), n2t the same with 7 valignq (18 on them), n2n one vpermb more than t2n (12).

Plans. A plan is straight-line code over 512-bit values (ops below), executed here on byte lists
to check it against the interpreter before any C is written, then printed as intrinsics. Shapes
of g (build_g, build_g_swap; measured against each other in bench/results/avx512-streebog.md):
  - "alt" (used for one message): latency-bound. The key chain K(i+1) = LPS(K(i) ^ C(i)) is the
    critical path (13 LPS per block); alternating n2t/t2n layouts need no transpose, the domains
    alternate too (n2t by affine matrices in the description's byte domain, t2n by products in
    the Q domain), so no Q conversion is needed on entry or exit.
  - "nat" (used for batches): throughput-bound; every LPS is n2n (fewest ops on the two shared
    ports), LANES messages interleaved LPS by LPS.
  - "swap" and the Lowering/build_g options (lane_move, shuf_rot, first, lag, mfirst, sel) are
    variants that measured no better; they stay as options for the record and for re-measuring
    on other CPUs. _no_msg and sel="_none" compute something other than g and exist only to time
    parts of it (bench/proto).
"""
from __future__ import annotations

import random

from gostgen import gf

from ._shared import GFNI_POLY, affine_qword, apply_rows, mat_of_map

# ---------------------------------------------------------------- GF(2) and GF(2^8) helpers

AES_POLY = GFNI_POLY  # the field GFNI's vgf2p8mulb works in


def gmul(a: int, b: int) -> int:
    return gf.mul(a, b, AES_POLY)


mat_apply = apply_rows  # rows[t] = mask of the input bits that output bit t is the parity of


# ---------------------------------------------------------------- the field form of L


class FieldForm:
    """Q (byte map into the domain where L is products), its inverse, and c[o][b]."""

    def __init__(self, hash_ir, chain, interp):
        m = interp.Machine(hash_ir)
        self.pi = list(hash_ir.tables[chain.subst.attr])

        def lp(x: int) -> int:
            return m.linear(chain.linear.attr, m.permute(chain.perm.attr, x))

        self.lp = lp
        self.machine = m
        self.chain = chain
        # Blocks of L: image of input byte b of word 0 in output byte o, read off LP of single
        # bits placed where P sends them to word 0, byte b (P moves byte 8b into word 0, byte b;
        # checked below through the whole-LPS test rather than assumed).
        lin = hash_ir.matrices[chain.linear.attr]

        def l_word(x: int) -> int:  # L on one 64-bit word
            acc = 0
            for j in range(64):
                if (x >> j) & 1:
                    acc ^= lin[63 - j]
            return acc

        self.M = [[mat_of_map(lambda v, o=o, b=b: (l_word(v << (8 * b)) >> (8 * o)) & 255)
                   for b in range(8)] for o in range(8)]
        blocks = [self.M[o][b] for o in range(8) for b in range(8)]
        gen = next((X for X in blocks if self._cyclic(X)), None)
        if gen is None or not all(self._commute(X, Y) for X in blocks for Y in blocks):
            raise ValueError("avx512 Streebog lowering: L's 8x8 blocks do not form a field")
        # Krylov basis of gen from e0 maps to powers of a root of gen's minimal polynomial.
        kry = [1]
        for _ in range(7):
            kry.append(mat_apply(gen, kry[-1]))
        coord = {}
        for c in range(256):
            y = 0
            for k in range(8):
                if (c >> k) & 1:
                    y ^= kry[k]
            coord[y] = c
        c8 = coord[mat_apply(gen, kry[7])]
        root = None
        for a in range(2, 256):
            p = [1]
            for _ in range(8):
                p.append(gmul(p[-1], a))
            s = 0
            for k in range(8):
                if (c8 >> k) & 1:
                    s ^= p[k]
            if p[8] == s:
                root = p
                break
        if root is None:
            raise ValueError("avx512 Streebog lowering: L's field has no root in GF(2^8)/0x11b")

        def q(y: int) -> int:
            c, r = coord[y], 0
            for k in range(8):
                if (c >> k) & 1:
                    r ^= root[k]
            return r

        self.Q = [q(y) for y in range(256)]
        self.Qi = [0] * 256
        for y, z in enumerate(self.Q):
            self.Qi[z] = y
        self.Q_rows = mat_of_map(lambda v: self.Q[v])
        self.Qi_rows = mat_of_map(lambda v: self.Qi[v])
        self.c = [[self.Q[mat_apply(self.M[o][b], self.Qi[1])] for b in range(8)]
                  for o in range(8)]
        for o in range(8):
            for b in range(8):
                for z in (1, 2, 0x53, 0xCA, 0xFF):
                    assert self.Q[mat_apply(self.M[o][b], self.Qi[z])] == gmul(self.c[o][b], z)

    @staticmethod
    def _cyclic(X) -> bool:
        v = 1
        basis = []
        for _ in range(8):
            basis.append(v)
            v = mat_apply(X, v)
        # rank of the Krylov vectors
        r, vs = 0, basis[:]
        for bit in range(8):
            piv = next((k for k in range(r, 8) if (vs[k] >> bit) & 1), None)
            if piv is None:
                continue
            vs[r], vs[piv] = vs[piv], vs[r]
            for k in range(8):
                if k != r and (vs[k] >> bit) & 1:
                    vs[k] ^= vs[r]
            r += 1
        return r == 8

    @staticmethod
    def _commute(X, Y) -> bool:
        return all(mat_apply(X, mat_apply(Y, 1 << s)) == mat_apply(Y, mat_apply(X, 1 << s))
                   for s in range(8))

    # byte maps between domains: "o" = the description's bytes, "q" = Q domain
    def conv(self, src: str, dst: str):
        if src == dst:
            return lambda v: v
        return (lambda v: self.Q[v]) if dst == "q" else (lambda v: self.Qi[v])

    def sbox(self, src: str, dst: str) -> list:
        """The S table from domain src to domain dst."""
        to_o = self.conv(src, "o")
        fro = self.conv("o", dst)
        return [fro(self.pi[to_o(v)]) for v in range(256)]

    def block_rows(self, o: int, b: int, src: str, dst: str):
        """The 8x8 matrix of L's block (o, b) taking domain src to domain dst."""
        a, f = self.conv(src, "o"), self.conv("o", dst)
        return mat_of_map(lambda v: f(mat_apply(self.M[o][b], a(v))))


# ---------------------------------------------------------------- layouts

# A layout is a permutation of the 64 byte positions of a register: lay[q] = the index (8 * word
# + byte, little endian) of the vector byte held at register byte q.
NAT = list(range(64))
TRN = [8 * (q % 8) + q // 8 for q in range(64)]


# ---------------------------------------------------------------- plans and their simulator

class Plan:
    """Straight-line code over 64-byte values. ops: (dst, op, args, attr).
    op: in (attr = input name), xor (2 or 3 args), sbox (attr = table name), vpermb (attr = index
    const), rolq (attr = bytes), alignq (attr = qwords), mulb (attr = const), affine (attr =
    matrix const), const (attr = const name), out (attr = output name)."""

    def __init__(self):
        self.ops = []
        self.consts = {}  # name -> 64 bytes
        self.n = 0

    def const(self, name, data):
        data = list(data)
        assert len(data) == 64
        if name in self.consts:
            assert self.consts[name] == data, name
        self.consts[name] = data
        return name

    def emit(self, op, args=(), attr=None, hint="t"):
        self.n += 1
        dst = f"{hint}{self.n}"
        self.ops.append((dst, op, tuple(args), attr))
        return dst

    def run(self, inputs: dict) -> dict:
        env, outs = {}, {}
        for dst, op, args, attr in self.ops:
            a = [env[x] for x in args]
            if op == "in":
                v = list(inputs[attr])
            elif op == "const":
                v = list(self.consts[attr])
            elif op == "xor":
                v = [x ^ y for x, y in zip(a[0], a[1])]
                if len(a) == 3:
                    v = [x ^ y for x, y in zip(v, a[2])]
            elif op == "sbox":
                t = self.consts[attr + "_full"]
                v = [t[x] for x in a[0]]
            elif op == "vpermb":
                idx = self.consts[attr]
                v = [a[0][idx[q] & 63] for q in range(64)]
            elif op == "pshufb":  # inside 128-bit lanes; the index's own lane
                idx = self.consts[attr]
                assert all(idx[q] // 16 == q // 16 for q in range(64))
                v = [a[0][idx[q]] for q in range(64)]
            elif op == "rolq":  # byte b of each qword moves to b + attr
                v = [a[0][8 * (q // 8) + (q % 8 - attr) % 8] for q in range(64)]
            elif op == "qperm":  # qword lane j takes lane attr[j]
                v = [a[0][8 * attr[q // 8] + q % 8] for q in range(64)]
            elif op == "alignq":  # qword lane j takes lane j + attr
                v = [a[0][(8 * (q // 8 + attr) + q % 8) % 64] for q in range(64)]
            elif op == "mulb":
                c = self.consts[attr]
                v = [gmul(x, y) for x, y in zip(a[0], c)]
            elif op == "affine":
                mq = self.consts[attr]
                v = []
                for q in range(64):
                    lane = mq[8 * (q // 8):8 * (q // 8) + 8]
                    rows = [lane[7 - t] for t in range(8)]
                    v.append(mat_apply(rows, a[0][q]))
            elif op == "out":
                outs[attr] = a[0]
                v = a[0]
            else:
                raise ValueError(op)
            env[dst] = v
        return outs


class Lowering:
    """Builds LPS steps into a plan, tracking each value's layout and domain."""

    def __init__(self, ff: FieldForm, plan: Plan, lane_move: str = "alignq", shuf_rot=()):
        self.ff = ff
        self.p = plan
        self.lane_move = lane_move  # how n2t rotates qword lanes: "alignq", "xorq" or "vpermb"
        self.shuf_rot = shuf_rot    # byte rotations (t2n) done by vpshufb instead of vprolq

    # tables: S from domain a to b; the plan keeps the whole table for the simulator and the
    # four 64-byte quarters for vpermi2b.
    def table(self, src, dst):
        name = f"sbox_{src}{dst}"
        t = self.ff.sbox(src, dst)
        if name + "_full" not in self.p.consts:
            self.p.consts[name + "_full"] = t
            for i in range(4):
                self.p.const(f"{name}_{i}", t[64 * i:64 * i + 64])
        return name

    def lps(self, x, lay_in, dom_in, kind, dom_s, extra=()):
        """LPS of x (layout lay_in, domain dom_in). kind: 'n2t' (input NAT, lane rotations,
        output TRN), 't2n' (input TRN, byte rotations, output NAT), 'n2n' (input NAT, one vpermb
        to TRN then byte rotations, output NAT), 'n2n8' (input NAT, eight vpermb).
        dom_s: the domain S's output is put in; products then need 'q' (mulb) unless the step is
        n2t, which may use affine matrices (any domain in, 'o' out).
        extra: values (already in the output layout/domain) xored into the result.
        Returns (value, layout, domain)."""
        p, ff = self.p, self.ff
        y = p.emit("sbox", [x], self.table(dom_in, dom_s), hint="s")
        if kind == "n2t":
            assert lay_in == NAT
            lay_out = TRN
            # term k: output lane a takes lane (a + k) % 8 = word b of y, byte w = position in
            # lane; output (w, o) with o = a.
            terms = []
            for k in range(8):
                if k == 0:
                    v = y
                elif self.lane_move == "xorq":
                    # lane a takes lane a ^ k: k = 1 stays in 128 bits (vpshufd, 2 cycles),
                    # k = 2, 3 in 256 bits (vpermq imm, 4), the rest cross (5)
                    v = p.emit("qperm", [y], tuple(a ^ k for a in range(8)), hint="r")
                elif self.lane_move == "vpermb":
                    v = p.emit("vpermb", [y], p.const(f"idx_lanes_{k}", [(q + 8 * k) % 64
                                                                         for q in range(64)]),
                               hint="r")
                else:
                    v = p.emit("alignq", [y], k, hint="r")
                src = (lambda a: a ^ k) if self.lane_move == "xorq" else (lambda a: (a + k) % 8)
                if dom_s == "q":
                    c = [ff.c[q // 8][src(q // 8)] for q in range(64)]
                    terms.append(p.emit("mulb", [v], p.const(f"mul_n2t_{self.lane_move}_{k}", c),
                                        hint="m"))
                    dom_out = "q"
                else:
                    mat = []
                    for a in range(8):
                        mat += list(affine_qword(ff.block_rows(a, src(a), dom_s, "o"))
                                    .to_bytes(8, "little"))
                    terms.append(p.emit("affine", [v], p.const(
                        f"aff_n2t_{self.lane_move}_{dom_s}_{k}", mat), hint="m"))
                    dom_out = "o"
        elif kind in ("t2n", "n2n"):
            if kind == "n2n":
                assert lay_in == NAT
                y = p.emit("vpermb", [y], p.const("idx_transpose", TRN), hint="u")
            else:
                assert lay_in == TRN
            assert dom_s == "q"
            lay_out, dom_out = NAT, "q"
            # y now TRN: register byte 8a + b holds vector byte 8b + a (word b, byte a). Output
            # byte q = 8w + o needs word b, byte w = register byte 8w + b: the same lane w,
            # byte b = o - k for term k (rotate left by k bytes).
            terms = []
            for k in range(8):
                if k == 0:
                    v = y
                elif k in self.shuf_rot:
                    v = p.emit("pshufb", [y], p.const(f"idx_rot_{k}", [
                        8 * (q // 8) + (q % 8 - k) % 8 for q in range(64)]), hint="r")
                else:
                    v = p.emit("rolq", [y], k, hint="r")
                c = [ff.c[q % 8][(q % 8 - k) % 8] for q in range(64)]
                terms.append(p.emit("mulb", [v], p.const(f"mul_t2n_{k}", c), hint="m"))
        elif kind == "n2n8":
            assert lay_in == NAT and dom_s == "q"
            lay_out, dom_out = NAT, "q"
            terms = []
            for k in range(8):
                # output q = 8w + o needs word b = o - k, byte w: register byte 8b + w
                idx = [8 * ((q % 8 - k) % 8) + q // 8 for q in range(64)]
                v = p.emit("vpermb", [y], p.const(f"idx_n2n8_{k}", idx), hint="r")
                c = [ff.c[q % 8][(q % 8 - k) % 8] for q in range(64)]
                terms.append(p.emit("mulb", [v], p.const(f"mul_t2n_{k}", c), hint="m"))
        else:
            raise ValueError(kind)
        vals = terms + list(extra)
        # xor tree, three inputs per step (vpternlogq), balanced
        while len(vals) > 1:
            nxt = []
            while vals:
                grp, vals = vals[:3], vals[3:]
                nxt.append(grp[0] if len(grp) == 1 else p.emit("xor", grp, hint="x"))
            vals = nxt
        return vals[0], lay_out, dom_out


# ---------------------------------------------------------------- g

def laid(data, lay, dom_map):
    """64 vector bytes -> register bytes in layout lay, mapped into a domain."""
    return [dom_map(data[lay[q]]) for q in range(64)]


def build_g(ff: FieldForm, consts, shape: str, plan: Plan = None, sfx: str = "",
            lane_move: str = "alignq", lag: bool = False, _no_msg: bool = False,
            shuf_rot=(), first: str = "n2t", mfirst: bool = False) -> Plan:
    """g_N(h, m) = E(LPS(h ^ N), m) ^ h ^ m with inputs h, N, m and output h (names + sfx).
    The key chain's LPS adds the next round constant in its xor tree (KC = K ^ C(i)), so the
    critical path has no separate xor; the message chain takes K as KC ^ C(i) ^ m."""
    p = plan or Plan()
    lw = Lowering(ff, p, lane_move, shuf_rot)
    h = p.emit("in", attr="h" + sfx, hint="h")
    N = p.emit("in", attr="N" + sfx, hint="n")
    m = p.emit("in", attr="m" + sfx, hint="m")
    rounds = len(consts)

    def cvec(i, lay, dom):
        return p.emit("const", attr=p.const(f"C{i}_{'n' if lay is NAT else 't'}{dom}",
                                             laid(consts[i], lay, ff.conv("o", dom))), hint="c")

    x = p.emit("xor", [h, N], hint="x")
    if shape == "alt" and first == "n2t":
        # LPS #0: natural -> transposed, S = pi, L by affine matrices (domain o throughout)
        nxt_lay, nxt_dom = TRN, "o"
        kc, lay, dom = lw.lps(x, NAT, "o", "n2t", "o", extra=[cvec(0, nxt_lay, nxt_dom)])
        mm = p.emit("vpermb", [m], p.const("idx_transpose", TRN), hint="m")
    elif shape == "alt" and first == "n2n8":
        # LPS #0 natural -> natural by eight vpermb (S from o to q): the rounds then end on a
        # t2n, whose natural output needs no transpose, only the Q^-1 affine (shorter)
        kc, lay, dom = lw.lps(x, NAT, "o", "n2n8", "q", extra=[cvec(0, NAT, "q")])
        mm = p.emit("affine", [m], p.const("aff_Q", list(affine_qword(ff.Q_rows)
                                                          .to_bytes(8, "little")) * 8), hint="m")
    elif shape == "nat":
        qm = p.const("aff_Q", list(affine_qword(ff.Q_rows).to_bytes(8, "little")) * 8)
        x = p.emit("affine", [x], qm, hint="x")
        kc, lay, dom = lw.lps(x, NAT, "q", "n2n", "q", extra=[cvec(0, NAT, "q")])
        mm = p.emit("affine", [m], qm, hint="m")
    else:
        raise ValueError(shape)
    # segments of the op list: the key chain's LPS i ("k", i) and the message chain's ("m", i)
    segs = [("pre", 0, len(p.ops))]
    for i in range(rounds):
        if shape == "alt":
            kind, dom_s = ("t2n", "q") if lay is TRN else ("n2t", "o")
        else:
            kind, dom_s = "n2n", "q"
        start = len(p.ops)
        extra_k = []
        if i + 1 < rounds:
            out_lay = NAT if kind in ("t2n", "n2n") else TRN
            out_dom = "q" if dom_s == "q" else "o"
            extra_k = [cvec(i + 1, out_lay, out_dom)]
        def key_step():
            return lw.lps(kc, lay, dom, kind, dom_s, extra=extra_k)

        def msg_step():
            xm = p.emit("xor", [kc, cvec(i, lay, dom), mm], hint="x")
            if _no_msg:  # (timing experiments only: the key chain alone is not g)
                return mm
            return lw.lps(xm, lay, dom, kind, dom_s)[0]

        if mfirst:  # (experiment) the message chain's LPS first in program order
            mm = msg_step()
            segs.append(("m", start, len(p.ops)))
            start = len(p.ops)
            kc2, lay2, dom2 = key_step()
            segs.append(("k", start, len(p.ops)))
        else:
            kc2, lay2, dom2 = key_step()
            segs.append(("k", start, len(p.ops)))
            start = len(p.ops)
            mm = msg_step()
            segs.append(("m", start, len(p.ops)))
        kc, lay, dom = kc2, lay2, dom2
    if lag:
        # The key chain is the critical path and the scheduler prefers older instructions: the
        # message chain's LPS i goes after the key chain's LPS i + 1 in program order.
        order = [segs[0]]
        ks = [s for s in segs if s[0] == "k"]
        ms = [s for s in segs if s[0] == "m"]
        for i in range(rounds):
            order.append(ks[i])
            if i >= 1:
                order.append(ms[i - 1])
        order.append(ms[-1])
        ops = p.ops
        p.ops = ops[:segs[0][1]] + [op for _, a, b in order for op in ops[a:b]]
    e = p.emit("xor", [kc, mm], hint="e")
    if lay is TRN:
        e = p.emit("vpermb", [e], p.const("idx_transpose", TRN), hint="e")
    if dom == "q":
        e = p.emit("affine", [e], p.const("aff_Qi", list(affine_qword(ff.Qi_rows)
                                                          .to_bytes(8, "little")) * 8), hint="e")
    out = p.emit("xor", [e, h, m], hint="e")
    p.emit("out", [out], "h" + sfx)
    return p


def build_g_swap(ff: FieldForm, consts, plan: Plan = None, sfx: str = "",
                 lane_move: str = "alignq") -> Plan:
    """g with the two chains of E in opposite layouts: while the key chain runs an n2t LPS
    (7 lane moves + 8 products on the shuffle/GF ports) the message chain runs a t2n one (byte
    rotations on the rotate ports + 8 products), and the other way round the next round, so
    every round asks the same of the ports. The message chain takes K ^ C(i) transposed (one
    vpermb, off the key chain's path) and removes C(i) again. All values after the first S are
    in the Q domain."""
    p = plan or Plan()
    lw = Lowering(ff, p, lane_move)
    h = p.emit("in", attr="h" + sfx, hint="h")
    N = p.emit("in", attr="N" + sfx, hint="n")
    m = p.emit("in", attr="m" + sfx, hint="m")
    rounds = len(consts)
    tr = p.const("idx_transpose", TRN)

    def cvec(i, lay):
        return p.emit("const", attr=p.const(f"C{i}_{'n' if lay is NAT else 't'}q",
                                             laid(consts[i], lay, ff.conv("o", "q"))), hint="c")

    def other(lay):
        return NAT if lay is TRN else TRN

    def kind_of(lay):
        return "t2n" if lay is TRN else "n2t"

    x = p.emit("xor", [h, N], hint="x")
    kc, lay, _ = lw.lps(x, NAT, "o", "n2t", "q", extra=[cvec(0, TRN)])
    mlay = other(lay)
    mm = p.emit("affine", [m], p.const("aff_Q", list(affine_qword(ff.Q_rows)
                                                      .to_bytes(8, "little")) * 8), hint="m")
    assert mlay is NAT
    for i in range(rounds):
        extra_k = [cvec(i + 1, other(lay))] if i + 1 < rounds else []
        kc2, lay2, _ = lw.lps(kc, lay, "q", kind_of(lay), "q", extra=extra_k)
        kt = p.emit("vpermb", [kc], tr, hint="k")  # K ^ C(i) in the message chain's layout
        xm = p.emit("xor", [kt, cvec(i, mlay), mm], hint="x")
        mm, mlay, _ = lw.lps(xm, mlay, "q", kind_of(mlay), "q")
        kc, lay = kc2, lay2
    if lay is TRN:
        kc = p.emit("vpermb", [kc], tr, hint="e")
    else:
        mm = p.emit("vpermb", [mm], tr, hint="e")
    e = p.emit("xor", [kc, mm], hint="e")
    e = p.emit("affine", [e], p.const("aff_Qi", list(affine_qword(ff.Qi_rows)
                                                      .to_bytes(8, "little")) * 8), hint="e")
    out = p.emit("xor", [e, h, m], hint="e")
    p.emit("out", [out], "h" + sfx)
    return p


def interleave(plans_ops, by: str = "lps"):
    """Merge independent op lists (for the batch kernel): one op of each in turn (by="op"), or
    one LPS of each in turn (by="lps": chunks cut before every S; short live ranges, so the
    compiler keeps the values in registers and the out-of-order core overlaps the chains)."""
    if by == "op":
        chunked = [[[op] for op in o] for o in plans_ops]
    else:
        chunked = []
        for o in plans_ops:
            chunks = [[]]
            for op in o:
                if op[1] == "sbox" and chunks[-1]:
                    chunks.append([])
                chunks[-1].append(op)
            chunked.append(chunks)
    out = []
    n = max(len(c) for c in chunked)
    for i in range(n):
        for c in chunked:
            if i < len(c):
                out += c[i]
    return out


def check_plan(p: Plan, ff: FieldForm, hash_ir, sfxs=("",), trials=4):
    m = ff.machine
    rng = random.Random(7)
    for _ in range(trials):
        ins, want = {}, {}
        for s in sfxs:
            h, N, msg = (rng.getrandbits(512) for _ in range(3))
            ins.update({"h" + s: list(h.to_bytes(64, "little")),
                        "N" + s: list(N.to_bytes(64, "little")),
                        "m" + s: list(msg.to_bytes(64, "little"))})
            want["h" + s] = list(m.run(hash_ir.compress, [h, N, msg])[0].to_bytes(64, "little"))
        got = p.run(ins)
        if got != want:
            raise AssertionError("avx512 Streebog plan disagrees with the interpreter")


# ---------------------------------------------------------------- C

def c_consts(p: Plan, prefix: str) -> list:
    """Constant vectors as aligned byte arrays (the S tables as four 64-byte quarters)."""
    lines = []
    for name, data in list(p.consts.items()):
        if name.endswith("_full"):
            continue
        if name.startswith("idx_rot_"):
            data = [v % 16 for v in data]
            name = name + "_l"
        body = ", ".join(f"0x{b:02x}" for b in data)
        lines.append(f"static const uint8_t {prefix}{name}[64] __attribute__((aligned(64))) = "
                     f"{{ {body} }};")
    return lines


def c_body(ops, prefix: str, ptr, sel: str = "blend") -> list:
    """Intrinsics for ops. ptr(name) -> C expression of the input/output byte pointer.
    sel: how S picks between the table halves on the top bit: "blend" (vpmovb2m + masked move),
    "alu" (a byte mask from saturating arithmetic + vpternlogq), "aff" (the mask by
    vgf2p8affineqb)."""
    def k(name):
        return f"_mm512_load_si512((const void *){prefix}{name})"

    lines = []
    for dst, op, args, attr in ops:
        if op == "in":
            e = f"_mm512_loadu_si512((const void *)({ptr(attr)}))"
        elif op == "const":
            e = k(attr)
        elif op == "xor":
            e = (f"_mm512_xor_si512({args[0]}, {args[1]})" if len(args) == 2 else
                 f"_mm512_ternarylogic_epi64({args[0]}, {args[1]}, {args[2]}, 0x96)")
        elif op == "sbox":
            x = args[0]
            lo = f"_mm512_permutex2var_epi8({k(attr + '_0')}, {x}, {k(attr + '_1')})"
            hi = f"_mm512_permutex2var_epi8({k(attr + '_2')}, {x}, {k(attr + '_3')})"
            if sel == "blend":
                e = f"_mm512_mask_blend_epi8(_mm512_movepi8_mask({x}), {lo}, {hi})"
            elif sel == "alu":
                # 0 - min(x -sat 0x7f, 1): 0xff where the top bit is set, else 0
                msk = (f"_mm512_sub_epi8(_mm512_setzero_si512(), _mm512_min_epu8(_mm512_subs_epu8("
                       f"{x}, _mm512_set1_epi8(0x7f)), _mm512_set1_epi8(1)))")
                e = f"_mm512_ternarylogic_epi64({msk}, {hi}, {lo}, 0xca)"
            elif sel == "_none":  # (timing experiments only: not S)
                e = lo
            elif sel == "aff":
                msk = (f"_mm512_gf2p8affine_epi64_epi8({x}, "
                       f"_mm512_set1_epi64((long long)0x8080808080808080ull), 0)")
                e = f"_mm512_ternarylogic_epi64({msk}, {hi}, {lo}, 0xca)"
            else:
                raise ValueError(sel)
        elif op == "vpermb":
            e = f"_mm512_permutexvar_epi8({k(attr)}, {args[0]})"
        elif op == "rolq":
            e = f"_mm512_rol_epi64({args[0]}, {8 * attr})"
        elif op == "pshufb":  # the index bytes are absolute positions; vpshufb wants them mod 16
            e = f"_mm512_shuffle_epi8({args[0]}, {k(attr + '_l')})"
        elif op == "alignq":
            e = f"_mm512_alignr_epi64({args[0]}, {args[0]}, {attr})"
        elif op == "qperm":
            src = list(attr)
            if all(src[j] // 2 == j // 2 for j in range(8)):  # inside 128-bit lanes
                assert all(src[j] % 2 == 1 - j % 2 for j in range(8))
                e = f"_mm512_shuffle_epi32({args[0]}, (_MM_PERM_ENUM)0x4e)"
            elif all(src[j] // 4 == j // 4 and src[j + 4] == src[j] + 4 for j in range(4)):
                imm = sum(src[j] << (2 * j) for j in range(4))
                e = f"_mm512_permutex_epi64({args[0]}, 0x{imm:02x})"
            else:
                idx = ", ".join(str(v) for v in reversed(src))
                e = f"_mm512_permutexvar_epi64(_mm512_set_epi64({idx}), {args[0]})"
        elif op == "mulb":
            e = f"_mm512_gf2p8mul_epi8({args[0]}, {k(attr)})"
        elif op == "affine":
            e = f"_mm512_gf2p8affine_epi64_epi8({args[0]}, {k(attr)}, 0)"
        elif op == "out":
            lines.append(f"_mm512_storeu_si512((void *)({ptr(attr)}), {args[0]});")
            continue
        else:
            raise ValueError(op)
        lines.append(f"const __m512i {dst} = {e};")
    return lines


# ---------------------------------------------------------------- the backend's variables

SINGLE_SHAPE = "alt"   # one message: latency-bound, alternating layouts (see the docstring)
LANES_SHAPE = "nat"    # batch: throughput-bound, natural layout, fewest shuffle-port ops
LANES = 3              # messages interleaved LPS by LPS; 2 to 4 measure within noise of each
                       # other (bench/results/avx512-streebog.md)
SEL = "blend"          # S's top-bit select (c_body)


def round_constants(h):
    """The constants g uses, in the order its rounds use them (the IR's const ops)."""
    out = []
    for ins in h.compress.body:
        if ins.op == "const":
            name, i = ins.attr
            out.append(list(h.consts[name][i]))
    return out


def lower(model) -> dict:
    """Template variables of templates/avx512/streebog.c.j2: constant arrays, the body of g for
    one message and for 1..LANES interleaved messages. Raises ValueError if the description's g
    is not of the shape planned here (the plans are checked against the interpreter)."""
    from gostgen import interp, passes
    h = model.hash
    chains = passes.find_lps_chains(h.compress)
    if not chains or len({(c.subst.attr, c.perm.attr, c.linear.attr)
                          for c in chains.values()}) != 1:
        raise ValueError("avx512 Streebog lowering expects one LPS shape")
    ff = FieldForm(h, next(iter(chains.values())), interp)
    consts = round_constants(h)
    plans = {}
    for n in range(1, LANES + 1):
        p = Plan()
        opss = []
        for j in range(n):
            sub = Plan()
            sub.consts, sub.n = p.consts, p.n
            build_g(ff, consts, LANES_SHAPE if n > 1 else SINGLE_SHAPE, sub, sfx=str(j))
            p.n = sub.n
            opss.append(sub.ops)
        p.ops = interleave(opss)
        try:
            check_plan(p, ff, h, sfxs=[str(j) for j in range(n)], trials=2)
        except AssertionError as e:
            raise ValueError(str(e)) from None
        plans[n] = p
    prefix = "sb_"
    merged = {}
    for p in plans.values():
        for k, v in p.consts.items():
            assert merged.get(k, v) == v
            merged[k] = v
    allc = Plan()
    allc.consts = merged

    def ptr_single(a):
        return {"h": "hb", "N": "Nb", "m": "mb"}[a[0]]

    def ptr_lanes(a):
        return f"{dict(h='h', N='N', m='m')[a[0]]}[i + {a[1:]}]"

    return dict(
        sb_consts=c_consts(allc, prefix),
        sb_g_lines=c_body(plans[1].ops, prefix, ptr_single, SEL),
        sb_lanes=[(n, c_body(plans[n].ops, prefix, ptr_lanes, SEL))
                  for n in range(LANES, 0, -1)],
        sb_field=dict(q=affine_qword(ff.Q_rows)),
    )
