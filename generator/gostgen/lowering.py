"""The shared default lowering: what every backend gets for a primitive it does not specialise.

Block ciphers with round keys (ir.BlockCipherIR): the encryption and the derived decryption are
chains of steps on the state (xor with a round key, subst8, gflinear). The default lowering
- moves each linear map ahead of the round-key xor that precedes it, gflinear(x ^ k) =
  gflinear(x) ^ gflinear(k), whenever that lets it meet a subst8 (decryption: S^-1 X[k] L^-1
  becomes S^-1 L^-1 X[L^-1 k]; the transformed keys are computed per call from the round keys);
- fuses each subst8 followed by a gflinear into one table lookup per byte, T[j][b] = the map of
  the vector with byte j = S(b) and zeros elsewhere (16 x 256 entries of 16 bytes for a v128);
- lowers a gflinear with no subst8 before it through a fused table whose S is a bijection:
  M(x) = T_(S, M)(S^-1(x));
- lowers a lone subst8 to byte lookups.
Tables are computed here from the IR and checked against the interpreter. The result is a list of
steps that a template renders (templates/_default/blockcipher.c.j2). Table lookups are indexed by
secret data: NOT constant-time.
"""

from __future__ import annotations

from dataclasses import dataclass

from . import gf, interp
from .ir import VEC_BYTES, BlockCipherIR, Block

# How deep a one-shot call on the default kernels reaches below its frame (gg_bc_ops.stack_bytes):
# about 10-19 KiB measured (gcc, -O3), doubled for other compilers and flags.
STACK_BYTES = 32 * 1024


@dataclass
class Step:
    kind: str     # "xor_key" | "lookup" (fused subst8+gflinear) | "subst" | "linear_via"
    key: object = None    # xor_key: (round key index, map name applied to it or None)
    table: str = ""       # lookup/linear_via: fused table name; subst: byte table name
    pre: str = ""         # linear_via: the byte table applied first (S^-1)


def _chain(block: Block, state: str) -> list:
    """The state's steps as (op, attr, round-key index or None)."""
    rk_index = {name: i for i, name in enumerate(block.inputs[1:])}
    steps = []
    for ins in block.body:
        if ins.op == "xor":
            other = [a for a in ins.args if a in rk_index]
            if len(other) != 1:
                raise ValueError("the default lowering expects xor with a round key")
            steps.append(("xor", rk_index[other[0]]))
        elif ins.op in ("subst8", "gflinear"):
            steps.append((ins.op, ins.attr))
        else:
            raise ValueError(f"the default lowering cannot lower {ins.op}")
    return steps


def plan(ir: BlockCipherIR) -> dict:
    """Steps for encrypt and decrypt, and the tables they use."""
    if ir.block_bytes != 16:
        raise ValueError("the default block-cipher lowering handles 128-bit blocks")
    fused, byte_tables = {}, set()

    def fuse(s, m):
        name = f"{s}_{m}"
        fused[name] = (s, m)
        return name

    def lower(chain):
        # keys are (index, transform): a linear map moved ahead of a key xor applies to the key
        ops = [(op, a if op != "xor" else (a, None)) for op, a in chain]
        i = 0
        while i + 2 < len(ops):  # subst8, xor k, gflinear -> subst8, gflinear, xor M(k)
            (o1, a1), (o2, a2), (o3, a3) = ops[i:i + 3]
            if o1 == "subst8" and o2 == "xor" and o3 == "gflinear" and a2[1] is None:
                ops[i + 1:i + 3] = [("gflinear", a3), ("xor", (a2[0], a3))]
            i += 1
        steps, i = [], 0
        while i < len(ops):
            op, a = ops[i]
            if op == "xor":
                steps.append(Step("xor_key", key=a))
            elif op == "subst8" and i + 1 < len(ops) and ops[i + 1][0] == "gflinear":
                steps.append(Step("lookup", table=fuse(a, ops[i + 1][1])))
                i += 1
            elif op == "subst8":
                byte_tables.add(a)
                steps.append(Step("subst", table=a))
            else:  # a lone linear map: resolved below, once the fused tables are known
                steps.append(Step("linear_via", table=a))
            i += 1
        return steps

    def through_fused(step):
        """M(x) = T_(S, M)(S^-1(x)) with a bijective S, preferably one already fused with M."""
        if step.kind != "linear_via":
            return step
        m = step.table
        bij = [t for t in ir.tables if sorted(ir.tables[t]) == list(range(256))]
        have = [s for s, mm in fused.values() if mm == m and s in bij]
        if not (have or bij):
            raise ValueError("a lone gflinear needs a bijective table to go through")
        s = (have or bij)[0]
        inv = _inverse_name(ir, s)
        byte_tables.add(inv)
        return Step("linear_via", table=fuse(s, m), pre=inv)

    enc = lower(_chain(ir.encrypt, ir.state))
    dec = lower(_chain(ir.decrypt, ir.state))
    enc, dec = [through_fused(x) for x in enc], [through_fused(x) for x in dec]
    key_maps = sorted({s.key[1] for s in enc + dec if s.kind == "xor_key" and s.key[1]})
    key_maps = {m: through_fused(Step("linear_via", table=m)) for m in key_maps}
    sched = schedule_lines(ir, fuse, byte_tables)
    tables = {name: fused_table(ir, s, m) for name, (s, m) in sorted(fused.items())}
    return dict(enc_steps=enc, dec_steps=dec, fused_tables=tables,
                byte_tables={t: ir.tables[t] for t in sorted(byte_tables)},
                key_maps=key_maps, schedule=sched, gfmats=ir.gfmats,
                bitcols={m: bit_columns(g) for m, g in ir.gfmats.items()})


def bit_columns(g) -> list:
    """The map as a 128 x 128 matrix over GF(2): column 8 j + b is the image of the vector whose
    byte j is 2^b (bytes least significant first), as a 128-bit integer. The constant-time key
    schedule applies the map as the xor of the columns of the input's set bits."""
    cols = []
    for j in range(16):
        for b in range(8):
            cols.append(sum(gf.mul(g.rows[i][j], 1 << b, g.poly) << (8 * i) for i in range(16)))
    return cols


def schedule_lines(ir: BlockCipherIR, fuse, byte_tables) -> list:
    """The key schedule as straight-line statements (op, dst, args, attr) on v128 values, a
    subst8 whose only use is a gflinear fused with it ("lookup")."""
    block = ir.keyschedule
    uses = {}
    for ins in block.body:
        for a in ins.args:
            uses.setdefault(a, []).append(ins)
    prod = {i.dst: i for i in block.body}
    skip, out = set(), []
    for ins in block.body:
        if ins.op == "gflinear":
            src = prod.get(ins.args[0])
            if src is not None and src.op == "subst8" and len(uses[src.dst]) == 1:
                skip.add(src.dst)
    for ins in block.body:
        if ins.dst in skip:
            continue
        if ins.op == "gflinear" and prod.get(ins.args[0]) is not None and ins.args[0] in skip:
            src = prod[ins.args[0]]
            byte_tables.add(src.attr)  # the constant-time form reads it whole
            out.append(("lookup", ins.dst, src.args, fuse(src.attr, ins.attr), src.attr, ins.attr))
        elif ins.op == "subst8":
            byte_tables.add(ins.attr)
            out.append(("subst", ins.dst, ins.args, ins.attr, ins.attr, None))
        elif ins.op in ("xor", "literal"):
            out.append((ins.op, ins.dst, ins.args, ins.attr, None, None))
        else:
            raise ValueError(f"the default lowering cannot lower {ins.op} in the key schedule")
    return dict(lines=out, inputs=block.inputs, outputs=block.outputs,
                maps=sorted({ln[5] for ln in out if ln[0] == "lookup"}))


def _inverse_name(ir: BlockCipherIR, s: str) -> str:
    inv = [0] * 256
    for i, v in enumerate(ir.tables[s]):
        inv[v] = i
    for name, t in ir.tables.items():
        if t == inv:
            return name
    ir.tables[s + "_inv"] = inv
    return s + "_inv"


def fused_table(ir: BlockCipherIR, s: str, m: str) -> list:
    """T[j][b] as 16-byte little-endian ints: the map m of the vector with byte j = S(b)."""
    g = ir.gfmats[m]
    n = len(g.rows)
    out = []
    for j in range(n):
        row = []
        col = [g.rows[i][j] for i in range(n)]
        for b in range(256):
            y = ir.tables[s][b]
            row.append(int.from_bytes(bytes(gf.mul(c, y, g.poly) for c in col), "little"))
        out.append(row)
    _check_fused(ir, s, m, out)
    return out


def _check_fused(ir, s, m, table) -> None:
    """The tables against the interpreter on a few vectors (they are built from the same maths;
    this guards the byte order)."""
    mach = interp.Machine(ir)
    for x in (0x0123456789abcdeffedcba9876543210, 1, 0xff << 120, 0x8000000000000000):
        want = mach.gflinear(m, mach.subst8(s, x, 16))
        got = 0
        for j in range(16):
            got ^= table[j][(x >> (8 * j)) & 255]
        if got != want:
            raise AssertionError(f"fused table {s}_{m} disagrees with the interpreter")
