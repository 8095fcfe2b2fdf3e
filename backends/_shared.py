"""Lowering helpers used by more than one backend, in one place.

- Streebog's g as steps on v512 buffers (compress_plan, rendered by the table backends' C and by
  ispc), with its C statements (lower_compress) and the round constants as 64-bit words;
- GF(2) byte matrices and the GFNI affine operand (mat_of_map, affine_qword).
"""
from __future__ import annotations

from gostgen import passes


def compress_plan(h):
    """g as steps (call, destination buffer, argument names) on v512 values (xor512, lps, lpsx =
    LPS of an xor whose only use it is), with temporaries sharing buffers; the ispc backend
    renders the same steps in its own language."""
    block = h.compress
    chains = passes.find_lps_chains(block)
    skip = {id(c.subst) for c in chains.values()} | {id(c.perm) for c in chains.values()}
    # an xor whose only use is an LPS is computed inside it (lpsx): no temporary in memory
    producers = {i.dst: i for i in block.body}
    fused_xor = {}
    for c in chains.values():
        x = producers.get(c.subst.args[0])
        if x is not None and x.op == "xor" and len(passes.uses(block, x.dst)) == 1:
            fused_xor[c.linear.dst] = x
            skip.add(id(x))
    env = {x: x for x in block.inputs}
    steps = []  # (C call, destination value, argument values)
    for ins in block.body:
        if id(ins) in skip:
            continue
        if ins.op == "const":
            name, i = ins.attr
            env[ins.dst] = f"{name}_consts[{i}]"
            continue
        if ins.op == "xor":
            steps.append(("xor512", ins.dst, ins.args))
        elif ins.op == "linear" and ins.dst in fused_xor:
            steps.append(("lpsx", ins.dst, fused_xor[ins.dst].args))
        elif ins.op == "linear" and ins.dst in chains:
            steps.append(("lps", ins.dst, (chains[ins.dst].subst.args[0],)))
        else:
            raise ValueError(f"cannot lower {ins.op} in g")
        env[ins.dst] = None  # gets a buffer below
    # Temporaries share buffers (linear scan over the straight-line code): a value's buffer is
    # free after its last use. Every step reads all its inputs before writing, so the result may
    # take an input's buffer. Fewer buffers keep the frame small beside the 16 KiB of tables.
    last = {}
    for n, (_, dst, args) in enumerate(steps):
        for a in args:
            last[a] = n
    free, buffers, lines = [], [], []
    for n, (call, dst, args) in enumerate(steps):
        names = [env[a] for a in args]
        for a in dict.fromkeys(args):  # ordered: the output must not depend on hash seeds
            if env[a] in buffers and last.get(a) == n:
                free.append(env[a])
        if not free:
            buffers.append(f"t{len(buffers)}")
            free.append(buffers[-1])
        env[dst] = free.pop()
        lines.append((call, env[dst], names))
    if len({id(c.subst.attr) for c in chains.values()}) > 1 or not chains:
        raise ValueError("expects one LPS shape")
    chain = next(iter(chains.values()))
    return dict(g_steps=lines, g_temps=buffers, g_out=env[block.outputs[0]],
                lps_tables=passes.lps_tables(h, chain))


def lower_compress(h):
    """C statements for g: v512 values are uint64_t[8] arrays."""
    plan = compress_plan(h)
    lines = [f"{call}({dst}, {', '.join(names)});" for call, dst, names in plan.pop("g_steps")]
    return dict(plan, g_lines=lines, uses_lps=any(ln.startswith("lps(") for ln in lines))


def const_words(h) -> dict:
    """The hash's constants (512-bit vectors) as eight little-endian 64-bit words each."""
    return {name: [[int.from_bytes(c[8 * w:8 * w + 8], "little") for w in range(8)] for c in cs]
            for name, cs in h.consts.items()}


def mat_of_map(f) -> list:
    """The 8x8 GF(2) matrix of a linear byte map: rows[t] = mask of the input bits of output bit t."""
    rows = [0] * 8
    for s in range(8):
        y = f(1 << s)
        for t in range(8):
            if (y >> t) & 1:
                rows[t] |= 1 << s
    return rows


GFNI_POLY = 0x11B  # the field of vgf2p8mulb and vgf2p8affineinvqb (Intel SDM, GF2P8MULB)
PARITY8 = tuple(bin(v).count("1") & 1 for v in range(256))  # parity of each byte


def apply_rows(rows, x: int) -> int:
    """The byte x through the 8x8 GF(2) matrix rows (mat_of_map's form)."""
    y = 0
    for t in range(8):
        y |= PARITY8[rows[t] & x] << t
    return y


def apply_qword(q: int, x: int) -> int:
    """The byte x through vgf2p8affineqb's matrix operand q (affine_qword's form), constant 0."""
    y = 0
    for t in range(8):
        y |= PARITY8[(q >> (8 * (7 - t))) & x & 255] << t
    return y


def affine_qword(rows) -> int:
    """vgf2p8affineqb's matrix operand (Intel SDM, GF2P8AFFINEQB): output bit t of a byte is the
    parity of (qword byte 7 - t) & the input byte."""
    q = 0
    for t in range(8):
        q |= rows[t] << (8 * (7 - t))
    return q
