"""Shared lowering of the x86 byte-sliced backends (ssse3, avx2): see backends/avx2.py.

Layout ("byte-sliced"): a group of NB blocks (NB = bytes per vector: 16 for SSE, 32 for AVX2) is
held in eight vectors, one per byte of the words a and b (x[p], p = 0..3: bytes 0..3 of a, least
significant first; p = 4..7: bytes of b). Byte q of every vector belongs to the same block.

Lowering of the round's IR operations on that layout:
- add32 (value + round key): a byte-wise carry chain. Byte 0: s = x + k, no-carry mask from
  max(s, k) == s. Byte 1: s = x + (k + 1) + nocarry (the +1 precomputed in the key). Bytes 2..3:
  s = x + k - carry; the carry mask out of a byte is bit 7 of (x & k) | ((x | k) & ~s) (majority
  of the top bits), spread by a signed compare with zero.
- subst4 (+ a following rotl, fused): each nibble of each byte indexes a 16-entry register table
  (pshufb) whose entries are that S-box row's output already rotated into place; a nibble whose
  rotated output straddles a byte boundary gets one table per destination byte. The tables come
  from key->sbox->rows at run time (a table's contents are never indexed by memory address).
- rotl by a multiple of 8 (not fused): renames byte vectors. xor: byte-wise.
Round keys are vectors of the key's bytes (broadcast for one key, per lane for many streams).
"""
from __future__ import annotations

from gostgen import passes

from . import _shared

BYTES = 4  # a u32 is four byte vectors




class _Val:
    """A u32 value as four byte vectors: per byte, the terms (rank, C expression) whose xor it
    is (rank: when a term becomes ready, so the xor chain takes the late ones last), and whether
    every byte carries the 0x80 bias."""

    def __init__(self, terms, biased):
        self.terms = terms
        self.biased = biased


class _Lowering:
    """Emits C statements (V-typed temporaries) for one round of one group.

    The state bytes are kept biased (xor 0x80), so that the carry out of x + k is one signed
    compare with the key's threshold: x > 255 - k unsigned <=> (x ^ 0x80) > ((255 - k) ^ 0x80)
    signed; the sum itself is (x ^ 0x80) + (k ^ 0x80) mod 256."""

    def __init__(self, cipher):
        self.cipher = cipher
        self.fused = passes.find_sbox_rotate(cipher.round)
        self.tables = []  # (row, dest byte, rotation) in order of first use
        self.key_slots = []  # (byte j, c): the vector of key byte j ^ c

    def key_slot(self, byte, c):
        if (byte, c) not in self.key_slots:
            self.key_slots.append((byte, c))
        return self.key_slots.index((byte, c))

    def table(self, row, dest, rot):
        if (row, dest, rot) not in self.tables:
            self.tables.append((row, dest, rot))
        return self.tables.index((row, dest, rot))

    def round(self, a, b, kv, pre):
        """a, b: lists of 4 C names (biased byte vectors). kv: C name of the round's key slots.
        Returns (lines, [a', b'] as lists of 4 byte expressions, biased)."""
        block = self.cipher.round
        state = lambda names: _Val([[(-1, x)] for x in names], True)
        env = {block.inputs[0]: state(a), block.inputs[1]: state(b), block.inputs[2]: "KEY"}
        lines = []
        n = [0]

        def tmp(expr):
            name = f"{pre}{n[0]}"
            n[0] += 1
            lines.append(f"const V {name} = {expr};")
            return name

        def mat(v, biased):
            """Byte names of value v, with the bias asked for."""
            out = []
            for terms in v.terms:
                terms = sorted(terms, key=lambda t: t[0])
                e = terms[0][1]
                for _, t in terms[1:]:
                    e = f"v_xor({e}, {t})"
                if v.biased != biased:
                    e = f"v_xor({e}, B)"
                out.append(e if e == terms[0][1] else tmp(e))
            return out

        for ins in block.body:
            if self.fused is not None and ins is self.fused.subst:
                continue
            args = [env.get(x) for x in ins.args]
            if ins.op == "add32":
                if args.count("KEY") != 1:
                    raise ValueError("x86 byte-sliced backends: add32 must add a round key")
                x = mat(args[1] if args[0] == "KEY" else args[0], True)
                env[ins.dst] = _Val([[(j, s)] for j, s in enumerate(self.add_key(x, kv, tmp))],
                                    False)
            elif ins.op == "xor":
                if "KEY" in args:
                    raise ValueError("x86 byte-sliced backends: xor with the key is not lowered")
                env[ins.dst] = _Val([args[0].terms[j] + args[1].terms[j] for j in range(BYTES)],
                                    args[0].biased != args[1].biased)
            elif ins.op == "rotl" and self.fused is not None and ins is self.fused.rotl:
                env[ins.dst] = self.subst(mat(env[self.fused.subst.args[0]], False), ins.attr,
                                          tmp)
            elif ins.op == "subst4":
                env[ins.dst] = self.subst(mat(args[0], False), 0, tmp)
            elif ins.op == "rotl" and ins.attr % 8 == 0:
                q = ins.attr // 8
                env[ins.dst] = _Val([args[0].terms[(j - q) % BYTES] for j in range(BYTES)],
                                    args[0].biased)
            else:
                raise ValueError(f"x86 byte-sliced backends: cannot lower {ins.op} "
                                 f"{ins.attr if ins.attr is not None else ''} in the round")
        outs = []
        for o in block.outputs:
            v = env[o]
            if v == "KEY":
                raise ValueError("x86 byte-sliced backends: the key cannot be a round output")
            exprs = []
            for terms in v.terms:
                terms = sorted(terms, key=lambda t: t[0])
                e = terms[0][1]
                for _, t in terms[1:]:
                    e = f"v_xor({e}, {t})"
                exprs.append(e if v.biased else f"v_xor({e}, B)")
            outs.append(exprs)
        return lines, outs

    def add_key(self, x, kv, tmp):
        """Byte names of (x + k) mod 2^32 (unbiased) from the biased bytes x: generate g_j
        (carry out of x_j + k_j) and propagate p_j (x_j + k_j == 255) masks, a carry chain of
        an and and an or per byte."""
        k = lambda j: f"{kv}[{self.key_slot(j, 0x80)}]"  # k ^ 0x80
        thr = lambda j: f"{kv}[{self.key_slot(j, 0x7F)}]"  # (255 - k) ^ 0x80 = k ^ 0x7f
        t = [tmp(f"v_add8({x[j]}, {k(j)})") for j in range(BYTES)]
        g = [tmp(f"v_cmpgt8({x[j]}, {thr(j)})") for j in range(BYTES - 1)]
        s, carry = [t[0]], g[0]
        for j in range(1, BYTES):
            s.append(tmp(f"v_sub8({t[j]}, {carry})"))
            if j < BYTES - 1:
                carry = tmp(f"v_or({g[j]}, v_and(v_cmpeq8({t[j]}, FF), {carry}))")
        return s

    def subst(self, s, rot, tmp):
        """rotl(S(s), rot) from the byte names s (unbiased): table terms per output byte."""
        terms = [[] for _ in range(BYTES)]
        for j in range(BYTES):
            idx = [None, None]
            for h in range(2):
                row = 2 * j + h
                bits = [(4 * row + rot + t) % 32 for t in range(4)]
                for dest in sorted({p // 8 for p in bits}):
                    if idx[h] is None:
                        idx[h] = tmp(f"v_and({s[j]}, M)" if h == 0 else
                                     f"v_srl16(v_andn(M, {s[j]}), 4)")
                    terms[dest].append((j, f"v_shuf(T[{self.table(row, dest, rot)}], {idx[h]})"))
        return _Val(terms, False)


def table_shift(row, dest, rot):
    """(shift, mask): table entry for nibble value v of `row` in destination byte `dest` after
    the rotation is ((v << shift) or (v >> -shift)) & mask, computed per byte with 16-bit shifts
    (the mask drops what crossed from the neighbouring byte). Checked for every v."""
    p = (4 * row + rot) % 32
    sh = p - 8 * dest
    if sh > 7:
        sh -= 32
    elif sh < -7:
        sh += 32
    mask = (0xFF << sh) & 0xFF if sh >= 0 else 0xFF >> -sh
    rotl = lambda x, n: ((x << n) | (x >> (32 - n))) & 0xFFFFFFFF if n % 32 else x
    for v in range(16):
        want = (rotl(v << (4 * row), rot % 32) >> (8 * dest)) & 0xFF
        got = ((v << sh) if sh >= 0 else (v >> -sh)) & mask
        assert want == got, (row, dest, rot, v)
    return sh, mask


def lower_narrow(cipher, groups):
    """Word form for a few blocks (the latency-bound calls: single-stream feedback modes, key
    meshing): a vector holds the a (or b) words of W blocks (W = 4 or 8). add32 -> 32-bit add;
    subst4 -> one pshufb per S-box row, the index's other byte positions set to 0x80 (pshufb
    writes zero there), ORed together; rotl -> two shifts and an or; xor -> xor. Returns the C
    lines of one round for `groups` vectors side by side (state n{g}a, n{g}b; key word vector
    NK{g}), and the tables as (row, left shift)."""
    block = cipher.round
    tables = []
    per_group = []
    for g in range(groups):
        env = {block.inputs[0]: f"n{g}a", block.inputs[1]: f"n{g}b", block.inputs[2]: f"NK{g}"}
        lines, cnt = [], [0]

        def tmp(expr, g=g, lines=lines, cnt=cnt):
            name = f"w{g}_{cnt[0]}"
            cnt[0] += 1
            lines.append(f"const V {name} = {expr};")
            return name

        def rot(x, r):
            return x if r % 32 == 0 else tmp(f"v_or(v_sll32({x}, {r % 32}), v_srl32({x}, {32 - r % 32}))")

        for ins in block.body:
            args = [env[x] for x in ins.args]
            if ins.op == "add32":
                env[ins.dst] = tmp(f"v_add32({args[0]}, {args[1]})")
            elif ins.op == "xor":
                env[ins.dst] = tmp(f"v_xor({args[0]}, {args[1]})")
            elif ins.op == "rotl":
                env[ins.dst] = rot(args[0], ins.attr)
            elif ins.op == "subst4":
                lo = tmp(f"v_and({args[0]}, M)")
                hi = tmp(f"v_and(v_srl16({args[0]}, 4), M)")
                parts = []
                for row in range(8):
                    j, h = divmod(row, 2)
                    if (row, 4 * h) not in tables:
                        tables.append((row, 4 * h))
                    parts.append(f"v_shuf(NT_[{tables.index((row, 4 * h))}], "
                                 f"v_or({hi if h else lo}, NZ[{j}]))")
                while len(parts) > 1:  # a balanced or tree
                    parts = [f"v_or({parts[i]}, {parts[i + 1]})" if i + 1 < len(parts)
                             else parts[i] for i in range(0, len(parts), 2)]
                env[ins.dst] = tmp(parts[0])
            else:
                raise ValueError(f"x86 backends (word form): cannot lower {ins.op}")
        outs = [env[o] for o in block.outputs]
        lines += [f"const V o{g}a = {outs[0]}, o{g}b = {outs[1]};",
                  f"n{g}a = o{g}a;", f"n{g}b = o{g}b;"]
        per_group.append(lines)
    out = []
    for i in range(max(len(x) for x in per_group)):
        out += [x[i] for x in per_group if i < len(x)]
    return out, tables


def lower_magma(cipher, interleave):
    lw = _Lowering(cipher)
    if cipher.sbox_in_bits != 4 or cipher.sbox_count != 8 or cipher.key_words != 8:
        raise ValueError("x86 byte-sliced backends: expect eight 4-bit S-boxes and 8 key words")
    def rounds(count, groups):
        """`count` consecutive rounds (a round pair for the loop, or one) on the state x{g}_{p}
        of `groups` groups; the groups' statements alternate (independent work side by side)."""
        per_group = []
        for g in range(groups):
            a = [f"x{g}_{p}" for p in range(4)]
            b = [f"x{g}_{p}" for p in range(4, 8)]
            lines = []
            for r in range(count):
                body, (oa, ob) = lw.round(a, b, f"K{g}_{r}", f"r{r}g{g}_")
                lines += body
                a, b = mat_outputs(oa, f"o{r}g{g}a", lines), mat_outputs(ob, f"o{r}g{g}b", lines)
            lines += [f"x{g}_{p} = {v};" for p, v in enumerate(a + b)]
            per_group.append(lines)
        out = []
        longest = max(len(x) for x in per_group)
        for i in range(longest):
            out += [x[i] for x in per_group if i < len(x)]
        return out

    def mat_outputs(exprs, pre, lines):
        names = []
        for j, e in enumerate(exprs):
            names.append(f"{pre}{j}")
            lines.append(f"const V {pre}{j} = {e};")
        return names

    variants = [dict(n=n, pair=rounds(2, n), single=rounds(1, n))
                for n in sorted({1, interleave})]
    orders = []
    for o in cipher.orders.values():
        src = []
        for half in (o.a, o.b):
            endian, off = half
            src += [off + j if endian == "le" else off + 3 - j for j in range(BYTES)]
        if sorted(src) != list(range(8)):
            raise ValueError(f"order {o.name}: the halves must cover the 8-byte block")
        load = [8 * e + src[p] for p in range(8) for e in range(2)]
        store = [2 * src.index(q % 8) + q // 8 for q in range(16)]
        orders.append(dict(name=o.name, a=o.a, b=o.b, load_ctrl=load, store_ctrl=store))
    schedules = [dict(name=s.name, key_seq=list(s.keys), unswap=s.unswap)
                 for s in cipher.schedules.values()]
    return dict(variants=variants, tables=lw.tables, key_slots=lw.key_slots,
                orders=orders, schedules=schedules, interleave=interleave)


def key_gather(vbytes, lane_block):
    """Word-to-byte-sliced transpose of NB key words (templates/_x86/magma.c.j2, keys_lanes):
    word array position i ends in byte q of the byte vectors, i = (VB/4) k + 4 L + e for
    q = 16 L + 4 k + e; returns, per position i, the block whose key word goes there."""
    out = [0] * vbytes
    for q in range(vbytes):
        lane, k, e = q // 16, (q % 16) // 4, q % 4
        out[(vbytes // 4) * k + 4 * lane + e] = lane_block[q]
    return out


def lane_blocks(vbytes):
    """Block index (within a group) of byte q of a byte-sliced vector, after the load transpose
    (a 16-bit 8x8 transpose within each 128-bit lane, see templates/_x86/magma.c.j2)."""
    lanes = vbytes // 16
    out = []
    for q in range(vbytes):
        lane, i, e = q // 16, (q % 16) // 2, q % 2
        out.append(i * 2 * lanes + 2 * lane + e)
    return out


def lower(model, vbytes, interleave):
    d = lower_magma(model.cipher, interleave)
    d["vbytes"] = vbytes
    d["table_specs"] = [t + table_shift(*t) for t in d["tables"]]
    d["narrow"] = []
    for n in (1, 2):
        lines, d["narrow_tables"] = lower_narrow(model.cipher, n)
        d["narrow"].append(dict(n=n, lines=lines))
    d["lane_block"] = lane_blocks(vbytes)
    d["key_gather"] = key_gather(vbytes, d["lane_block"])
    d.update(_shared.lower_compress(model.hash), consts=_shared.const_words(model.hash))
    return d
