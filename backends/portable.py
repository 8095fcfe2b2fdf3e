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

NAME = "portable"
DESCRIPTION = "portable C99, table lookups (4 x 256 words per S-box set; 8 x 256 for Streebog LPS)"
PRIORITY = 0
CONSTANT_TIME = set()  # table lookups indexed by key-dependent data
COMPILE_OPTIONS = []
PROBE = None
TEMPLATES = ["magma.c.j2", "streebog.c.j2", "backend.c.j2"]


def _passes():
    # backends/ sits beside the generator package in a checkout and inside it when installed;
    # either way the package is importable as gostgen.
    from gostgen import passes
    return passes


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
    fused = _passes().find_sbox_rotate(cipher.round)
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


def compress_plan(h):
    """g as steps (call, destination buffer, argument names) on v512 values (xor512, lps, lpsx =
    LPS of an xor whose only use it is), with temporaries sharing buffers; also used by the
    ispc backend, which renders the same steps in its own language."""
    passes = _passes()
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


def lower(model):
    schedules, needs_rows = lower_schedules(model.cipher)
    consts = {name: [[int.from_bytes(c[8 * w:8 * w + 8], "little") for w in range(8)] for c in cs]
              for name, cs in model.hash.consts.items()}
    return dict(schedules=schedules, needs_rows=needs_rows, consts=consts, interleave=INTERLEAVE,
                **lower_compress(model.hash))
