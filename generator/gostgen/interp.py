"""The reference interpreter: executes the IR directly. It is the golden model every backend is
checked against, for any S-box set. It favours being obviously right over speed; v128 and v512
values are Python ints holding 16 or 64 little-endian bytes."""
from __future__ import annotations

from functools import lru_cache

from . import gf
from .ir import VEC_BYTES, Block, BlockCipherIR, FeistelIR, HashIR, Load

MASK32 = 0xFFFFFFFF


@lru_cache(maxsize=None)
def row_sums(rows: tuple) -> tuple:
    """The image of a 64-bit word under the matrix `rows` is the XOR of the rows its set bits
    select (row 0 is the image of the most significant bit). sums[j][v]: that XOR for the bits of
    byte j of the word set as in v; linear() then takes a byte at a time (8 times fewer steps)."""
    sums = []
    for j in range(8):
        table = []
        for v in range(256):
            acc = 0
            for b in range(8):
                if (v >> b) & 1:
                    acc ^= rows[63 - (8 * j + b)]
            table.append(acc)
        sums.append(tuple(table))
    return tuple(sums)


class Machine:
    """Evaluates IR blocks given the parameters (S-box rows) and the description's data (an IR
    with tables, perms, matrices, consts and gfmats, as it has them)."""

    def __init__(self, data=None, sbox_rows=None):
        self.h = data
        self.rows = sbox_rows

    def subst4(self, x: int) -> int:
        out = 0
        for i in range(8):
            out |= self.rows[i][(x >> (4 * i)) & 0xF] << (4 * i)
        return out

    def subst8(self, name: str, x: int, nbytes: int = 64) -> int:
        t = self.h.tables[name]
        return int.from_bytes(bytes(t[c] for c in x.to_bytes(nbytes, "little")), "little")

    def gflinear(self, name: str, x: int) -> int:
        g = self.h.gfmats[name]
        v = list(x.to_bytes(len(g.rows), "little"))
        return int.from_bytes(bytes(gf.apply(g.rows, v, g.poly)), "little")

    def permute(self, name: str, x: int) -> int:
        p = self.h.perms[name]
        b = x.to_bytes(64, "little")
        return int.from_bytes(bytes(b[p[i]] for i in range(64)), "little")

    def linear(self, name: str, x: int) -> int:
        sums = row_sums(tuple(self.h.matrices[name]))
        out = 0
        for w in range(8):
            word, acc = (x >> (64 * w)) & ((1 << 64) - 1), 0
            for j in range(8):
                acc ^= sums[j][(word >> (8 * j)) & 0xFF]
            out |= acc << (64 * w)
        return out

    def run(self, block: Block, inputs: list) -> list:
        env = dict(zip(block.inputs, inputs))
        for ins in block.body:
            a = [env[x] for x in ins.args]
            op = ins.op
            if op == "xor":
                v = a[0] ^ a[1]
            elif op == "add32":
                v = (a[0] + a[1]) & MASK32
            elif op == "rotl":
                v = ((a[0] << ins.attr) | (a[0] >> (32 - ins.attr))) & MASK32
            elif op == "subst4":
                v = self.subst4(a[0])
            elif op == "subst8":
                v = self.subst8(ins.attr, a[0], VEC_BYTES[block.types[ins.dst]])
            elif op == "gflinear":
                v = self.gflinear(ins.attr, a[0])
            elif op == "literal":
                v = ins.attr
            elif op == "permute":
                v = self.permute(ins.attr, a[0])
            elif op == "linear":
                v = self.linear(ins.attr, a[0])
            elif op == "const":
                name, i = ins.attr
                v = int.from_bytes(self.h.consts[name][i], "little")
            elif op == "add":  # modulo 2^bits of the result's type
                v = (a[0] + a[1]) % (1 << (8 * VEC_BYTES.get(block.types[ins.dst], 4)))
            elif op == "call":
                (v,) = self.run(self.h.funcs[ins.attr], a)
            else:
                raise ValueError(f"the interpreter does not know IR op {op!r}")
            env[ins.dst] = v
        return [env[x] for x in block.outputs]


def load_word(data: bytes, spec) -> int:
    endian, off = spec
    return int.from_bytes(data[off:off + 4], "little" if endian == "le" else "big")


def store_word(out: bytearray, spec, value: int) -> None:
    endian, off = spec
    out[off:off + 4] = value.to_bytes(4, "little" if endian == "le" else "big")


def feistel_words(ir: FeistelIR, rows, k: list, sched: str, a: int, b: int):
    m = Machine(sbox_rows=rows)
    s = ir.schedules[sched]
    for i in s.keys:
        a, b = m.run(ir.round, [a, b, k[i]])
    if s.unswap:
        a, b = b, a
    return a, b


def key_words(ir: FeistelIR, order: str, key: bytes) -> list:
    if len(key) != 4 * ir.key_words:
        raise ValueError(f"key must be {4 * ir.key_words} bytes")
    return [load_word(key, spec) for spec in ir.orders[order].key]


def feistel_block(ir: FeistelIR, order: str, sched: str, rows, key: bytes, block: bytes) -> bytes:
    """One 8-byte block through a schedule, in the given byte order."""
    o = ir.orders[order]
    a, b = feistel_words(ir, rows, key_words(ir, order, key), sched,
                         load_word(block, o.a), load_word(block, o.b))
    out = bytearray(8)
    store_word(out, o.a, a)
    store_word(out, o.b, b)
    return bytes(out)


def compress(ir: HashIR, *values: bytes) -> bytes:
    """The hash's compression function on little-endian byte vectors (the chaining value first)."""
    (r,) = Machine(ir).run(ir.compress, [int.from_bytes(x, "little") for x in values])
    return r.to_bytes(len(values[0]), "little")


def hash_message(ir: HashIR, data: bytes, bits: int) -> bytes:
    """The digest of variant `bits` of data: the description's iteration (ir.Iteration) run as
    it says, block by block, the last block padded, then its finishing statements."""
    it, v = ir.iteration, ir.variants[bits]
    m = Machine(ir)
    n = it.block_bytes
    state = {name: int.from_bytes(bytes([v.iv_byte]) * VEC_BYTES[it.types[name]], "little")
             if init == "iv" else init for name, init in it.state}

    def run(block, extra):
        out = m.run(block, [state[x] for x in it.types] + extra)
        state.update(zip(block.outputs, out))

    full = len(data) // n
    for i in range(full):
        run(it.each, [int.from_bytes(data[n * i:n * (i + 1)], "little"), 8 * n])
    rest = data[n * full:]
    run(it.each, [int.from_bytes((rest + bytes([it.pad])).ljust(n, b"\0"), "little"), 8 * len(rest)])
    run(it.finish, [])
    h = state[it.chain].to_bytes(VEC_BYTES[it.types[it.chain]], "little")
    return h[v.digest[0]:v.digest[1] + 1]


def load_value(ld: Load, data: bytes) -> int:
    raw = data[ld.offset:ld.offset + ld.bits // 8]
    return int.from_bytes(raw, "big" if ld.endian == "be" else "little")


def store_value(ld: Load, out: bytearray, value: int) -> None:
    out[ld.offset:ld.offset + ld.bits // 8] = value.to_bytes(ld.bits // 8,
                                                              "big" if ld.endian == "be" else "little")


def round_keys(ir: BlockCipherIR, key: bytes) -> list:
    if len(key) != ir.key_bytes:
        raise ValueError(f"key must be {ir.key_bytes} bytes")
    parts = {ld.name: load_value(ld, key) for ld in ir.loads if ld.src == "key"}
    return Machine(ir).run(ir.keyschedule, [parts[n] for n in ir.key_inputs])


def block_crypt(ir: BlockCipherIR, rk: list, block: bytes, decrypt: bool = False) -> bytes:
    """One block through encrypt (or the derived decrypt) under round keys rk."""
    (ld,) = [x for x in ir.loads if x.src == "block"]
    (y,) = Machine(ir).run(ir.decrypt if decrypt else ir.encrypt, [load_value(ld, block)] + rk)
    out = bytearray(ir.block_bytes)
    store_value(ld, out, y)
    return bytes(out)
