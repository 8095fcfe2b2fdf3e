"""Backend `portable`: C99 without intrinsics, for any CPU.

Lowering choices:
- Magma: the round's `subst4` followed by `rotl` becomes four lookups in 256-entry 32-bit tables
  with the rotation folded in (t[j][b], computed by the generator); rounds are fully unrolled per
  schedule, for one block and for INTERLEAVE independent blocks at once (their statements
  alternate, so the serial round chain of one block no longer bounds the speed). The lookups are indexed by key-dependent data: NOT constant-time.
- Streebog: each subst8 -> permute -> linear chain (LPS) becomes eight lookups per output word in
  eight 256-entry 64-bit tables (computed by the generator); xor on eight 64-bit words, fused into
  the LPS that consumes it where it has no other use.
"""
from gostgen import passes

from . import _shared

NAME = "portable"
DESCRIPTION = "portable C99, table lookups (4 x 256 words per S-box set; 8 x 256 for Streebog LPS)"
PRIORITY = 0
CONSTANT_TIME = set()  # table lookups indexed by key-dependent data
COMPILE_OPTIONS = []
PROBE = None
TEMPLATES = ["magma.c.j2", "streebog.c.j2", "backend.c.j2"]


def lower_round(block, fused, a, b, k, prefix):
    """C statements for one round; returns (lines, [a', b'])."""
    env = dict(zip(block.inputs, (a, b, k)))
    lines = []
    for ins in block.body:
        if fused is not None and ins is fused.subst:
            continue
        args = [env.get(x) for x in ins.args]  # a fused subst4's result has no C name
        if ins.op == "add32":
            expr = f"{args[0]} + {args[1]}"
        elif ins.op == "xor":
            expr = f"{args[0]} ^ {args[1]}"
        elif ins.op == "rotl" and fused is not None and ins is fused.rotl:
            x = env[fused.subst.args[0]]
            expr = (f"T0[{x} & 255] ^ T1[({x} >> 8) & 255] ^ T2[({x} >> 16) & 255] ^ T3[{x} >> 24]")
        elif ins.op == "rotl":
            expr = f"gg_rotl32({args[0]}, {ins.attr})"
        elif ins.op == "subst4":
            expr = f"subst4(rows, {args[0]})"
        else:
            raise ValueError(f"portable backend: cannot lower {ins.op} in the round")
        name = f"{prefix}{ins.dst}"
        lines.append(f"const uint32_t {name} = {expr};")
        env[ins.dst] = name
    return lines, [env[o] for o in block.outputs]


INTERLEAVE = 4  # independent blocks whose rounds are interleaved, to hide the round's latency


def lower_schedules(cipher):
    """Per schedule: the unrolled rounds for one block, and for INTERLEAVE blocks at once
    (statements of the blocks alternate, each block with its own round keys)."""
    fused = passes.find_sbox_rotate(cipher.round)
    out = []
    for s in cipher.schedules.values():
        regs = [(f"a{j}", f"b{j}") for j in range(INTERLEAVE)]
        one, many = [], []
        a, b = "a", "b"
        for i, ki in enumerate(s.keys):
            one.append(f"/* round {i + 1}: K{ki} */")
            body, (a, b) = lower_round(cipher.round, fused, a, b, f"k[{ki}]", f"r{i + 1}_")
            one += body
            many.append(f"/* round {i + 1}: K{ki} */")
            bodies = []
            for j, (aj, bj) in enumerate(regs):
                body, regs[j] = lower_round(cipher.round, fused, aj, bj, f"k{j}[{ki}]",
                                            f"r{i + 1}b{j}_")
                bodies.append(body)
            many += [line for group in zip(*bodies) for line in group]
        if s.unswap:
            a, b = b, a
            regs = [(bj, aj) for aj, bj in regs]
        out.append(dict(name=s.name, lines=one, a=a, b=b, lines_n=many, outs_n=regs))
    return out, fused is None


def lower(model):
    schedules, needs_rows = lower_schedules(model.cipher)
    return dict(schedules=schedules, needs_rows=needs_rows, consts=_shared.const_words(model.hash),
                interleave=INTERLEAVE, **_shared.lower_compress(model.hash))
