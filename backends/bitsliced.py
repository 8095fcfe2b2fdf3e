"""Backend `bitsliced`: C99 without intrinsics for any 64-bit CPU, constant-time for Magma and
Streebog: no branch and no memory index depends on the key, the S-box set or the data (loop
counts and branches depend only on public counts, schedules and byte orders).

Lowering choices:
- Magma, nibble-sliced: one group of 8 blocks lives in 4 + 4 words of 64 bits, word q holding
  bit q of every nibble of a half, lane 8*j + block for nibble j. Then
    subst4: the 8 S-boxes at once by their algebraic normal form (ANF): out bit o = xor over the
      16 monomials m of the nibble's 4 bits of (coefficient mask[o][m] & monomial m). The masks
      (byte j all-ones where S-box j's ANF has the monomial) come from the S-box set's rows at run
      time by a Moebius transform on 16-bit truth tables: fixed operations, no lookup;
    add32: a carry-lookahead adder: 4-bit ripple inside every nibble, the carries between nibbles
      by a prefix over the bytes (shifts by 8 lanes), the key bits as all-ones/zero lane masks;
    rotl n: a renaming of words plus a 64-bit rotation by whole nibbles (8 lanes);
    xor: word by word.
  8 blocks (not 64) per group keep single-block modes (CFB, CBC encryption, MAC) at 8x the work
  of one block instead of 64x; the 8 S-boxes of a round share one ANF evaluation, so the cost per
  block is close to a 64-block bitslice. Blocks enter and leave by an 8x8 byte transpose and 8x8
  bit transposes (delta swaps) and a byte placement computed from the byte order.
- Streebog, bitsliced: the 64 state bytes as 8 words (word b = bit b of every byte, lane = byte
  index). S (the public pi) is a Boolean circuit the generator derives from the IR's table
  (positive Davio expansions with shared subfunctions); P (tau, the 8x8 byte transpose) is an 8x8
  bit transpose of every word; L is the IR's matrix as masked byte rotations: output word p =
  xor over input words q and rotations d of (mask[p][q][d] & each byte of word q rotated by d).
- Kuznyechik (lower_blockcipher), bitsliced: 128 state words, word 16b + j = bit b of byte j of
  every block; pi and pi^-1 as derived circuits (as for Streebog), L and L^-1 as xor networks
  (Paar's elimination), round keys as all-ones/zero masks. A word is 64 x LANES blocks: the
  template makes it a GCC/Clang vector (2 lanes on SSE2/NEON targets, plain uint64_t for other
  compilers) and adds a 4-lane instance for AVX2 chosen at run time on x86.
Each S-box circuit is written once, in generated/bitsliced/gg_bs_circuits.h (a macro on the word
type), however many kernels and instances use it (Streebog's pi is Kuznyechik's); each linear
network once per cipher file. Every generated circuit, mask and placement is evaluated here on
random inputs and checked against the interpreter at generation time.
"""
import random

from . import _shared

NAME = "bitsliced"
DESCRIPTION = ("portable C99, constant-time: Magma nibble-sliced (8 blocks per 64-bit word, "
               "S-boxes by algebraic normal form), Streebog bitsliced (pi as a Boolean circuit), "
               "Kuznyechik bitsliced (64 blocks per 64-bit lane, words of 1-2 lanes chosen at compile "
               "time, 4 with AVX2 chosen at run time on x86; pi as a circuit, L as xor networks)")
PRIORITY = -10  # opt-in for now: slower than the table code
CONSTANT_TIME = {"magma", "streebog", "kuznyechik"}
COMPILE_OPTIONS = []
PROBE = None
TEMPLATES = ["magma.c.j2", "streebog.c.j2", "backend.c.j2", "gg_bs_circuits.h.j2"]

M64 = (1 << 64) - 1
GROUP = 8  # Magma blocks per nibble-sliced group


def _interp():
    from gostgen import interp
    return interp


def rotl64(x, n):
    n %= 64
    return ((x << n) | (x >> (64 - n))) & M64 if n else x


# ---- shared transposes (the C template has the same delta swaps) ----

def bit_transpose8(x):
    """8x8 bit transpose of a word: bit t of byte r <-> bit r of byte t."""
    t = (x ^ (x >> 7)) & 0x00AA00AA00AA00AA
    x ^= t ^ (t << 7)
    t = (x ^ (x >> 14)) & 0x0000CCCC0000CCCC
    x ^= t ^ (t << 14)
    t = (x ^ (x >> 28)) & 0x00000000F0F0F0F0
    x ^= t ^ (t << 28)
    return x & M64


def byte_transpose8(w):
    """8 words as an 8x8 byte matrix, transposed: byte o of word i <-> byte i of word o."""
    w = list(w)
    for s, mask in ((32, 0x00000000FFFFFFFF), (16, 0x0000FFFF0000FFFF), (8, 0x00FF00FF00FF00FF)):
        d = s // 8
        for i in range(8):
            if i & d:
                continue
            x, y = w[i], w[i + d]
            w[i] = (x & mask) | ((y & mask) << s) & M64
            w[i + d] = ((x >> s) & mask) | (y & (~mask & M64))
    return w


# ---- Magma ----

def _magma_placement(cipher):
    """Per byte order: (half, plane q, source byte offset o, bit t, nibble j): after the
    transposes, byte t of word o holds bit t of block byte o for the 8 blocks; it becomes byte j
    of plane q of the half (nibble j = 2k + t/4 of the half's byte k, bit q = t % 4)."""
    out = {}
    for o in cipher.orders.values():
        moves = []
        for half, (endian, off) in (("a", o.a), ("b", o.b)):
            for k in range(4):
                src = off + k if endian == "le" else off + 3 - k
                for t in range(8):
                    moves.append((half, t % 4, src, t, 2 * k + t // 4))
        out[o.name] = moves
    return out


def _rotl_map(n):
    """rotl by n on nibble-sliced planes: out plane p = rotl64(in plane q, 8 * s)."""
    out = []
    for p in range(4):
        q = (p - n) % 4
        s = ((q + n) >> 2) % 8
        out.append((q, 8 * s))
    return out


C_OPS = {"and": "&", "or": "|", "xor": "^"}


class Ops:
    """Straight-line code over 64-bit words: (dst, op, args), rendered as C and run here."""

    def __init__(self):
        self.code = []

    def emit(self, op, *args):
        d = f"t{len(self.code)}"
        self.code.append((d, op, args))
        return d

    def xor_tree(self, terms):
        terms = list(terms)
        while len(terms) > 1:  # balanced: short dependency chains
            terms = [self.emit("xor", terms[i], terms[i + 1]) if i + 1 < len(terms) else terms[i]
                     for i in range(0, len(terms), 2)]
        return terms[0]

    def c(self):
        out = []
        for d, op, a in self.code:
            if op in ("and", "or", "xor"):
                e = f" {C_OPS[op]} ".join(a)
            elif op == "shl":
                e = f"{a[0]} << {a[1]}"
            elif op == "rotl":
                e = f"gg_bs_rotl64({a[0]}, {a[1]})"
            else:
                raise ValueError(op)
            out.append(f"const uint64_t {d} = {e};")
        return out

    def run(self, env):
        env = dict(env)
        for d, op, a in self.code:
            if op == "and":
                env[d] = env[a[0]] & env[a[1]]
            elif op == "or":
                env[d] = env[a[0]] | env[a[1]]
            elif op == "xor":
                env[d] = env[a[0]] ^ env[a[1]]
            elif op == "shl":
                env[d] = (env[a[0]] << a[1]) & M64
            else:
                env[d] = rotl64(env[a[0]], a[1])
        return env


def _add_ops(ops, x, y):
    """x + y mod 2^32 in every block: ripple inside the nibbles, the carries between nibbles by
    a prefix (generate, propagate) over the bytes (8 lanes per nibble), then the carry-ins."""
    e = ops.emit
    p = [e("xor", x[i], y[i]) for i in range(4)]
    g = e("and", x[0], y[0])
    s = [p[0], e("xor", p[1], g)]
    for i in (1, 2):
        g = e("or", e("and", x[i], y[i]), e("and", p[i], g))
        s.append(e("xor", p[i + 1], g))
    g = e("or", e("and", x[3], y[3]), e("and", p[3], g))
    P = e("and", e("and", p[0], p[1]), e("and", p[2], p[3]))
    for sh in (8, 16, 32):
        g = e("or", g, e("and", P, e("shl", g, sh)))
        if sh != 32:
            P = e("and", P, e("shl", P, sh))
    c = e("shl", g, 8)  # the carry into every nibble
    out = []
    for i in range(4):
        out.append(e("xor", s[i], c))
        if i < 3:
            c = e("and", c, s[i])
    return out


def _sbox_ops(ops, x):
    """The 8 S-boxes by their ANF (masks c[o][m], m's bit i: x_i in the monomial), factored as
    A ^ x2 B ^ x3 (C ^ x2 D) with A..D the ANFs in x0, x1: 121 operations, few live values."""
    e = ops.emit
    x01 = e("and", x[0], x[1])
    out = []
    for o in range(4):
        part = [ops.xor_tree([f"c[{o}][{4 * h}]"] + [e("and", f"c[{o}][{4 * h + lo}]", v)
                                                    for lo, v in ((1, x[0]), (2, x[1]), (3, x01))])
                for h in range(4)]
        A, B, C, D = part
        out.append(ops.xor_tree([A, e("and", x[2], B),
                                 e("and", x[3], e("xor", C, e("and", x[2], D)))]))
    return out


def lower_magma_round(block):
    """The round as straight-line code on words: inputs a0..a3, b0..b3 (planes of the halves),
    k0..k3 (key planes), c[o][m] (ANF masks); returns (ops, output names)."""
    ops = Ops()
    env = {block.inputs[0]: [f"a{i}" for i in range(4)],
           block.inputs[1]: [f"b{i}" for i in range(4)],
           block.inputs[2]: [f"k[{i}]" for i in range(4)]}
    for ins in block.body:
        v = [env[x] for x in ins.args]
        if ins.op == "add32":
            r = _add_ops(ops, v[0], v[1])
        elif ins.op == "xor":
            r = [ops.emit("xor", v[0][i], v[1][i]) for i in range(4)]
        elif ins.op == "subst4":
            r = _sbox_ops(ops, v[0])
        elif ins.op == "rotl":
            r = [ops.emit("rotl", v[0][q], s) if s else v[0][q] for q, s in _rotl_map(ins.attr)]
        else:
            raise ValueError(f"cannot lower {ins.op} in the round")
        env[ins.dst] = r
    return ops, [env[o] for o in block.outputs]


def spread4to8(x):
    """Bits 4j of a 32-bit word -> bits 8j (j = 0..7); the C template's gg_bs_spread."""
    x = (x & 0x0000FFFF) | ((x & 0xFFFF0000) << 16)
    x = (x & 0x000000FF000000FF) | ((x & 0x0000FF000000FF00) << 8)
    x = (x & 0x000F000F000F000F) | ((x & 0x00F000F000F000F0) << 4)
    return x


def bytes_mask(x):
    """Lane bits at 8j -> byte j all ones (the C's (x << 8) - x)."""
    return ((x << 8) - x) & M64


def anf_masks(rows):
    """Coefficient masks c[o][m] (byte j: S-box j's ANF of output bit o has monomial m), the way
    the C template computes them: truth tables of the 4 output bits as 16-bit fields of one word,
    Moebius transform by 4 shift-xor steps."""
    c = [[0] * 16 for _ in range(4)]
    for j in range(8):
        tt = 0
        for x in range(16):
            v = rows[j][x]
            tt |= ((v & 1) | (v & 2) << 15 | (v & 4) << 30 | (v & 8) << 45) << x
        for s, m in ((1, 0xAAAA), (2, 0xCCCC), (4, 0xF0F0), (8, 0xFF00)):
            mm = m * 0x0001000100010001
            tt ^= (tt << s) & mm
        for o in range(4):
            for mono in range(16):
                c[o][mono] |= ((tt >> (16 * o + mono)) & 1) << (8 * j)
    return [[bytes_mask(v) for v in row] for row in c]


def key_planes(k):
    return [bytes_mask(spread4to8((k >> q) & 0x11111111)) for q in range(4)]


def _eval_round(ops, outs, a, b, k, c):
    env = {f"a{i}": a[i] for i in range(4)}
    env.update({f"b{i}": b[i] for i in range(4)})
    env.update({f"k[{i}]": k[i] for i in range(4)})
    env.update({f"c[{o}][{m}]": c[o][m] for o in range(4) for m in range(16)})
    env = ops.run(env)
    return [[env[v] for v in o] for o in outs]


def _check_magma(cipher, ops, outs, placement):
    """The lowered round, ANF masks, key masks and block placement on random S-box sets, keys and
    blocks, against the interpreter."""
    interp = _interp()
    rng = random.Random(7)
    for _ in range(4):
        rows = [[rng.randrange(16) for _ in range(16)] for _ in range(8)]
        m = interp.Machine(sbox_rows=rows)
        c = anf_masks(rows)
        for order, moves in placement.items():
            blocks = [bytes(rng.randrange(256) for _ in range(8)) for _ in range(GROUP)]
            k = rng.getrandbits(32)
            # load as the C does: le64 words, byte transpose, bit transposes, placement
            w = byte_transpose8([int.from_bytes(blk, "little") for blk in blocks])
            T = [bit_transpose8(x) for x in w]
            planes = {"a": [0] * 4, "b": [0] * 4}
            for half, q, o, t, j in moves:
                planes[half][q] |= ((T[o] >> (8 * t)) & 0xFF) << (8 * j)
            a2, b2 = _eval_round(ops, outs, planes["a"], planes["b"], key_planes(k), c)
            # store as the C does (the reverse moves) and compare per block
            T2 = [0] * 8
            for half, q, o, t, j in moves:
                T2[o] |= (({"a": a2, "b": b2}[half][q] >> (8 * j)) & 0xFF) << (8 * t)
            w2 = byte_transpose8([bit_transpose8(x) for x in T2])
            o_ir = cipher.orders[order]
            for i, blk in enumerate(blocks):
                want = m.run(cipher.round, [interp.load_word(blk, o_ir.a),
                                            interp.load_word(blk, o_ir.b), k])
                got = w2[i].to_bytes(8, "little")
                assert [interp.load_word(got, o_ir.a), interp.load_word(got, o_ir.b)] == want, \
                    "bitsliced Magma round disagrees with the interpreter"


def lower_magma(cipher):
    ops, outs = lower_magma_round(cipher.round)
    lines = ops.c()
    placement = _magma_placement(cipher)
    _check_magma(cipher, ops, outs, placement)
    scheds = [dict(name=s.name, ks=s.keys, unswap=s.unswap) for s in cipher.schedules.values()]
    sep = " |\n            "
    moves_c = {}
    for order, moves in placement.items():
        load = [(f"{h}[{q}]", sep.join(f"((T[{o}] >> {8 * t}) & 0xff) << {8 * j}"
                                       for hh, qq, o, t, j in moves if (hh, qq) == (h, q)))
                for h in ("a", "b") for q in range(4)]
        store = [(f"T[{o}]", sep.join(f"(({h}[{q}] >> {8 * j}) & 0xff) << {8 * t}"
                                      for h, q, oo, t, j in moves if oo == o))
                 for o in range(8)]
        moves_c[order] = dict(load=load, store=store)
    return dict(round_lines=lines, round_outs=outs, placement=moves_c, schedules=scheds,
                group=GROUP)


# ---- Streebog ----

class Circuit:
    """Straight-line and/xor code over 64-bit words; functions of n variables are truth tables
    (ints of 2^n bits). Positive Davio: f = f0 ^ x_top & (f0 ^ f1), shared by truth table."""

    def __init__(self, nvars, prefix):
        self.n = nvars
        self.full = (1 << (1 << nvars)) - 1
        self.memo = {0: "0"}
        self.lines = []
        self.prefix = prefix
        self.vars = []
        for i in range(nvars):
            tt = 0
            for x in range(1 << nvars):
                if x >> i & 1:
                    tt |= 1 << x
            self.vars.append(tt)
            self.memo[tt] = f"x[{i}]"

    def _emit(self, expr, tt):
        name = f"{self.prefix}{len(self.lines)}"
        self.lines.append((name, expr))
        self.memo[tt] = name
        return name

    def build(self, tt, k):
        """tt depends on variables below k only."""
        if tt in self.memo:
            return self.memo[tt]
        if tt ^ self.full in self.memo:
            return self._emit(("not", self.memo[tt ^ self.full]), tt)
        v = k - 1
        while v >= 0:  # the top variable tt depends on
            f0, f1 = self._cofactors(tt, v)
            if f0 != f1:
                break
            v -= 1
        f0, f1 = self._cofactors(tt, v)
        a = self.build(f0, v)
        d = self.build(f0 ^ f1, v)
        t = self._emit(("and", f"x[{v}]", d), self.vars[v] & (f0 ^ f1))
        if a == "0":
            return t
        return self._emit(("xor", a, t), tt)

    def _cofactors(self, tt, v):
        f0 = f1 = 0
        for x in range(1 << self.n):
            if not x >> v & 1:
                b0 = tt >> x & 1
                b1 = tt >> (x | 1 << v) & 1
                f0 |= b0 << x | b0 << (x | 1 << v)
                f1 |= b1 << x | b1 << (x | 1 << v)
        return f0, f1


_circuits = {}  # table (tuple) -> (lines, outputs): each table's circuit is derived once


def sbox_circuit(table, nbits=8):
    """Output bit functions of the 8-bit table as one shared circuit; returns (lines, outputs)."""
    key = (tuple(table), nbits)
    if key not in _circuits:
        _circuits[key] = _sbox_circuit(table, nbits)
    return _circuits[key]


def _sbox_circuit(table, nbits):
    best = None
    for seed in range(6):  # variable orders: keep the smallest circuit
        order = list(range(nbits))
        if seed:
            random.Random(seed).shuffle(order)
        # rename inputs: circuit variable i is input bit order[i]
        c = Circuit(nbits, "s")
        outs = []
        for o in range(nbits):
            tt = 0
            for x in range(1 << nbits):
                xin = 0
                for i in range(nbits):
                    xin |= (x >> i & 1) << order[i]
                tt |= (table[xin] >> o & 1) << x
            outs.append(c.build(tt, nbits))
        if best is None or len(c.lines) < len(best[0]):
            best = (c.lines, outs, order)
    lines, outs, order = best
    # map circuit variables back to input words
    def ren(a):
        return f"x[{order[int(a[2:-1])]}]" if a.startswith("x[") else a
    lines = [(n, (e[0],) + tuple(ren(a) for a in e[1:])) for n, e in lines]
    outs = [ren(o) for o in outs]
    return lines, outs


def eval_circuit(lines, outs, x):
    env = {"0": 0}
    for i, v in enumerate(x):
        env[f"x[{i}]"] = v
    for name, e in lines:
        if e[0] == "not":
            env[name] = ~env[e[1]] & M64
        elif e[0] == "and":
            env[name] = env[e[1]] & env[e[2]]
        else:
            env[name] = env[e[1]] ^ env[e[2]]
    return [env[o] for o in outs]


def to_planes(words):
    """8 state words (le64 of bytes 8w..8w+7) -> 8 planes (plane b: bit b of every byte)."""
    return byte_transpose8([bit_transpose8(w) for w in words])


def from_planes(planes):
    return [bit_transpose8(w) for w in byte_transpose8(planes)]


def brot(x, d):
    """Every byte rotated left by d."""
    hi = (0xFF << d) & 0xFF
    return (((x << d) & (hi * 0x0101010101010101)) | ((x >> (8 - d)) & ((~hi & 0xFF) * 0x0101010101010101))) & M64


def l_masks(h, matrix):
    """mask[p][q][d]: bit r of every byte set where output bit 8r+p of a state word takes input
    bit 8s+q, s = r - d mod 8 (rows[63 - j] is the image of input bit j)."""
    rows = h.matrices[matrix]
    mask = [[[0] * 8 for _ in range(8)] for _ in range(8)]
    for q in range(8):
        for s in range(8):
            img = rows[63 - (8 * s + q)]
            for p in range(8):
                for r in range(8):
                    if img >> (8 * r + p) & 1:
                        mask[p][q][(r - s) % 8] |= (1 << r) * 0x0101010101010101
    return mask


def lps_planes(x, sb, mask):
    lines, outs = sb
    y = eval_circuit(lines, outs, x)
    y = [bit_transpose8(v) for v in y]
    out = []
    for p in range(8):
        acc = 0
        for q in range(8):
            for d in range(8):
                if mask[p][q][d]:
                    acc ^= mask[p][q][d] & (brot(y[q], d) if d else y[q])
        out.append(acc)
    return out


def _lps_chain(h):
    from gostgen import passes
    chains = passes.find_lps_chains(h.compress)
    if not chains or len({(c.subst.attr, c.perm.attr, c.linear.attr) for c in chains.values()}) != 1:
        raise ValueError("expects one LPS shape")
    return next(iter(chains.values()))


def lower_streebog(h):
    chain = _lps_chain(h)
    perm = h.perms[chain.perm.attr]
    if perm != [8 * (i % 8) + i // 8 for i in range(64)]:
        raise ValueError("the bitsliced P lowering needs the 8x8 byte transpose")
    table = h.tables[chain.subst.attr]
    if sorted(table) != list(range(256)):
        raise ValueError("subst8 table is not a permutation")
    sb = sbox_circuit(table)
    mask = l_masks(h, chain.linear.attr)
    # check LPS (and the transposes) against the interpreter
    interp = _interp()
    m = interp.Machine(h)
    rng = random.Random(3)
    for _ in range(16):
        x = rng.getrandbits(512)
        want = m.linear(chain.linear.attr, m.permute(chain.perm.attr, m.subst8(chain.subst.attr, x)))
        words = [(x >> (64 * i)) & M64 for i in range(8)]
        got_w = from_planes(lps_planes(to_planes(words), sb, mask))
        got = sum(v << (64 * i) for i, v in enumerate(got_w))
        assert got == want, "bitsliced LPS disagrees with the interpreter"
    # the S circuit on all 256 inputs (lane i of batch n: byte value 64n + i)
    for n in range(4):
        xs = [sum((64 * n + i >> b & 1) << i for i in range(64)) for b in range(8)]
        ys = eval_circuit(sb[0], sb[1], xs)
        for i in range(64):
            assert sum((ys[b] >> i & 1) << b for b in range(8)) == table[64 * n + i], \
                "the pi circuit disagrees with the table"
    plan = _shared.compress_plan(h)
    plan.pop("lps_tables")
    consts = {name: [to_planes([int.from_bytes(c[8 * w:8 * w + 8], "little") for w in range(8)])
                     for c in cs] for name, cs in h.consts.items()}
    lines = [f"{call}({dst}, {', '.join(names)});" for call, dst, names in plan.pop("g_steps")]
    _check_g(h, plan, lines, consts, sb, mask)
    return dict(plan, g_lines=lines, uses_lps=any(ln.startswith("lps(") for ln in lines),
                sbox_gates=len(sb[0]), l_terms=_l_terms(mask)[1], l_masks=_l_terms(mask)[0], h_consts=consts)


def _l_terms(mask):
    """The nonzero masks as one table (lmask), and per output plane its xor of masked byte
    rotations as a balanced C expression over lmask[i] (short dependency chains)."""
    table, out = [], []
    for p in range(8):
        terms = []
        for q in range(8):
            for d in range(8):
                if mask[p][q][d]:
                    terms.append(f"(lmask[{len(table)}] & {f'y{q}r{d}' if d else f'y[{q}]'})")
                    table.append(mask[p][q][d])
        while len(terms) > 1:
            terms = [f"({terms[i]} ^ {terms[i + 1]})" if i + 1 < len(terms) else terms[i]
                     for i in range(0, len(terms), 2)]
        out.append(terms[0])
    return table, out


def _check_g(h, plan, lines, consts, sb, mask):
    """Runs the g steps on planes in Python and compares with the interpreter's g."""
    import re
    interp = _interp()
    rng = random.Random(4)
    hb, Nb, mb = (bytes(rng.randrange(256) for _ in range(64)) for _ in range(3))
    env = {}
    for name, v in (("h", hb), ("N", Nb), ("m", mb)):
        env[name] = to_planes([int.from_bytes(v[8 * w:8 * w + 8], "little") for w in range(8)])
    for name, cs in consts.items():
        for i, c in enumerate(cs):
            env[f"{name}_consts[{i}]"] = c
    for ln in lines:
        call, dst, args = re.match(r"(\w+)\((\w+), (.*)\);", ln).groups()
        a = [env[x] for x in args.split(", ")]
        if call == "xor512":
            v = [x ^ y for x, y in zip(a[0], a[1])]
        elif call == "lpsx":
            v = lps_planes([x ^ y for x, y in zip(a[0], a[1])], sb, mask)
        else:
            v = lps_planes(a[0], sb, mask)
        env[dst] = v
    out = b"".join(w.to_bytes(8, "little") for w in from_planes(env[plan["g_out"]]))
    assert out == interp.compress(h, hb, Nb, mb), "bitsliced g disagrees with the interpreter"


def shared_circuits(model) -> dict:
    """Every S-box circuit the kernels use, each table once whoever uses it (the hash's S, the
    S layers of the block ciphers this backend specialises, their derived inverses): {macro
    name: dict(lines, outs, gates, users, table)} for gg_bs_circuits.h, where each is written once."""
    tables = []  # (name, table, user)
    chain = _lps_chain(model.hash)
    tables.append((chain.subst.attr, model.hash.tables[chain.subst.attr], model.hash.name))
    for c in model.blockciphers or []:
        if c.name in BLOCKCIPHERS:
            for kind, name in _bc_chain(c, c.encrypt) + _bc_chain(c, c.decrypt):
                if kind == "subst":
                    tables.append((name, c.tables[name], c.name))
    out, by_table = {}, {}
    for name, table, user in tables:
        key = tuple(table)
        if key not in by_table:
            macro = name
            while macro in out:
                macro += "_"
            lines, outs = sbox_circuit(table)
            _check_circuit(table, (lines, outs))
            by_table[key] = macro
            out[macro] = dict(lines=lines, outs=outs, gates=len(lines), users=[], table=key)
        users = out[by_table[key]]["users"]
        if f"{user} {name}" not in users:
            users.append(f"{user} {name}")
    return out


def circuit_macro(model, table) -> str:
    """The name gg_bs_circuits.h gives the circuit of this table (GG_BS_SBOX_<name>)."""
    for macro, c in shared_circuits(model).items():
        if c["table"] == tuple(table):
            return macro
    raise ValueError("no shared circuit for this table")


def lower(model):
    sbox = model.hash.tables[_lps_chain(model.hash).subst.attr]
    return dict(**lower_magma(model.cipher), **lower_streebog(model.hash),
                circuits=shared_circuits(model), sbox_macro=circuit_macro(model, sbox))


# ---- block ciphers with round keys (Kuznyechik) ----

BLOCKCIPHERS = {"kuznyechik"}
BLOCKCIPHER_TEMPLATE = "blockcipher.c.j2"
# the AVX2 kernels slice 256 blocks' round keys into words on the stack (40 KiB for Kuznyechik's
# 10 x 128 bits): one-shot calls about 55 KiB deep, the multi-stream calls' lanes kernel (every
# lane its own keys) about 82 KiB, measured (gcc 12, -O3; tests/c/stack_reach.c)
BLOCKCIPHER_STACK_BYTES = 96 * 1024


def bc_word(v, nbytes):
    """State word of value bit v = 8j + b (byte j, bit b): words 16b..16b+15 hold bit b of the
    bytes, so the S layer runs over bytes with unit stride (the compiler may vectorise it)."""
    return nbytes * (v % 8) + v // 8


def paar_xor_network(cols_of_rows, nin):
    """Paar's greedy common-subexpression elimination for y = M x over GF(2): rows given as sets
    of inputs. Repeatedly the pair of signals that most rows share becomes a new signal (one
    xor); ties go to the lowest pair. Returns (steps [(new, a, b)], rows as signal lists)."""
    import heapq
    nrows = len(cols_of_rows)
    col = [0] * nin  # signal -> bitset of the rows that still need it
    for r, row in enumerate(cols_of_rows):
        for s in row:
            col[s] |= 1 << r
    heap = []
    for a in range(nin):
        for b in range(a + 1, nin):
            n = (col[a] & col[b]).bit_count()
            if n >= 2:
                heap.append((-n, a, b))
    heapq.heapify(heap)
    steps = []
    while heap:
        n, a, b = heapq.heappop(heap)
        cur = (col[a] & col[b]).bit_count()
        if cur != -n:  # stale: counts only fall, so a fresh entry is pushed back
            if cur >= 2:
                heapq.heappush(heap, (-cur, a, b))
            continue
        both = col[a] & col[b]
        c = len(col)
        col.append(both)
        col[a] &= ~both
        col[b] &= ~both
        steps.append((c, a, b))
        for s in range(c):
            k = (col[c] & col[s]).bit_count()
            if k >= 2:
                heapq.heappush(heap, (-k, s, c))
    rows = [[s for s in range(len(col)) if col[s] >> r & 1] for r in range(nrows)]
    return steps, rows


def gf_bit_matrix(ir, name):
    """The map as 128 rows of input bits: row v = the value bits whose xor is output bit v,
    from the interpreter's images of the unit vectors."""
    m = _interp().Machine(ir)
    nbits = 8 * ir.block_bytes
    rows = [set() for _ in range(nbits)]
    for u in range(nbits):
        img = m.gflinear(name, 1 << u)
        for v in range(nbits):
            if img >> v & 1:
                rows[v].add(u)
    return rows


def lower_gflinear(ir, name):
    """The map as an xor network on state words: inputs x[i], outputs y[i] (word indices);
    returns (C lines, xor count, the naive count), checked against the interpreter."""
    nb = ir.block_bytes
    nbits = 8 * nb
    rows = gf_bit_matrix(ir, name)
    naive = sum(len(r) - 1 for r in rows)
    word_rows = [None] * nbits
    for v in range(nbits):
        word_rows[bc_word(v, nb)] = sorted(bc_word(u, nb) for u in rows[v])
    steps, final = paar_xor_network(word_rows, nbits)
    names = {i: f"x[{i}]" for i in range(nbits)}
    code = []
    for c, a, b in steps:
        names[c] = f"u{c}"
        code.append((f"u{c}", names[a], names[b]))
    outs = []
    for w, sigs in enumerate(final):
        terms = [names[s] for s in sigs]
        if not terms:
            raise ValueError(f"{name}: an output bit is constant zero")
        while len(terms) > 1:  # balanced trees: short dependency chains
            nxt = []
            for i in range(0, len(terms) - 1, 2):
                t = f"v{len(code)}"
                code.append((t, terms[i], terms[i + 1]))
                nxt.append(t)
            if len(terms) % 2:
                nxt.append(terms[-1])
            terms = nxt
        outs.append(terms[0])
    # the network on random values against the interpreter
    m = _interp().Machine(ir)
    rng = random.Random(11)
    for _ in range(32):
        x = rng.getrandbits(nbits)
        env = {f"x[{bc_word(v, nb)}]": x >> v & 1 for v in range(nbits)}
        for d, a, b in code:
            env[d] = env[a] ^ env[b]
        y = sum(env[outs[bc_word(v, nb)]] << v for v in range(nbits))
        assert y == m.gflinear(name, x), f"the {name} xor network disagrees with the interpreter"
    return code, outs, naive


def _check_circuit(table, sb):
    for n in range(4):  # all 256 inputs, lane i of batch n: byte value 64n + i
        xs = [sum((64 * n + i >> b & 1) << i for i in range(64)) for b in range(8)]
        ys = eval_circuit(sb[0], sb[1], xs)
        for i in range(64):
            assert sum((ys[b] >> i & 1) << b for b in range(8)) == table[64 * n + i], \
                "an S circuit disagrees with its table"


def _bc_chain(ir, block):
    """The block as a chain of steps on the state: ("key", i), ("subst", table), ("linear", map)."""
    rk = {n: i for i, n in enumerate(block.inputs[1:])}
    cur = block.inputs[0]
    steps = []
    for ins in block.body:
        data = [a for a in ins.args if a not in rk]
        if data != [cur]:
            raise ValueError(f"{ins.dst}: the bitsliced lowering needs one chain of steps")
        if ins.op == "xor" and len(ins.args) == 2 and len(data) == 1:
            steps.append(("key", rk[next(a for a in ins.args if a in rk)]))
        elif ins.op == "subst8":
            steps.append(("subst", ins.attr))
        elif ins.op == "gflinear":
            steps.append(("linear", ins.attr))
        else:
            raise ValueError(f"cannot lower {ins.op} in {ir.name}")
        cur = ins.dst
    if block.outputs != [cur]:
        raise ValueError("the block's output is not the end of its chain")
    return steps


def lower_blockcipher(model, ir):
    (ld,) = [x for x in ir.loads if x.src == "block"]
    if ir.block_bytes != 16 or ld.bits != 128:
        raise ValueError("the bitsliced lowering handles 128-bit blocks")
    enc, dec = _bc_chain(ir, ir.encrypt), _bc_chain(ir, ir.decrypt)
    circuits, linears = {}, {}
    for kind, name in enc + dec:
        if kind == "subst" and name not in circuits:
            table = ir.tables[name]
            if sorted(table) != list(range(256)):
                raise ValueError(f"{name} is not a permutation")
            macro = circuit_macro(model, table)  # gg_bs_circuits.h, shared with the other kernels
            circuits[name] = dict(macro=macro, gates=len(sbox_circuit(table)[0]))
        elif kind == "linear" and name not in linears:
            code, outs, naive = lower_gflinear(ir, name)
            linears[name] = dict(code=code, outs=outs, xors=len(code), naive=naive)
    return dict(enc_steps=enc, dec_steps=dec, circuits=circuits, linears=linears, load=ld,
                nbytes=ir.block_bytes)
