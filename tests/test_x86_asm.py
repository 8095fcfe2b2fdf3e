"""backends/_x86_asm.py, the register allocator behind avx2gfni's assembly round loops: on random
straight-line programs (more live values than registers, outputs written over inputs that are
still to be read), the allocated code run on one lane computes what the program computes, and
every memory operand it writes is a fixed offset from a base register."""
from __future__ import annotations

import random
import re

import pytest

from gostgen import emit

emit.backends_package()
from gostgen._backends import _x86_asm as A  # noqa: E402  (the backends folder, as the generator loads it)

KINDS = ("xor", "and", "cmpeq", "mul", "aff", "affinv", "shuf")


def random_program(rnd, n_in, n_ops, n_out):
    """(ops, homes, outputs, env, tables): inputs x0.. at 32*i(%[x]), matrices and tables in
    their own arrays, outputs over the first inputs' slots."""
    homes = {f"x{i}": f"{32 * i}(%[x])" for i in range(n_in)}
    env = {f"x{i}": rnd.randrange(256) for i in range(n_in)}
    for j in range(3):
        homes[f"m{j}"] = f"{32 * j}(%[m])"
        env[f"m{j}"] = rnd.getrandbits(64)
    tables = {}
    for j in range(2):
        homes[f"t{j}"] = f"{32 * j}(%[tb])"
        tables[f"t{j}"] = [rnd.randrange(256) for _ in range(16)]
    values = [f"x{i}" for i in range(n_in)]
    ops = []
    for k in range(n_ops):
        kind = rnd.choice(KINDS)
        d = f"v{k}"
        if kind in ("aff", "affinv"):
            srcs = (rnd.choice(values), f"m{rnd.randrange(3)}")
        elif kind == "shuf":
            srcs = (f"t{rnd.randrange(2)}", rnd.choice(values))
        else:
            srcs = (rnd.choice(values), rnd.choice(values))
        ops.append(A.Op(d, kind, srcs))
        values.append(d)
    # outputs: late values over the first inputs' slots (some inputs are read after that)
    outs = values[-n_out:]
    outputs = {v: f"{32 * i}(%[x])" for i, v in enumerate(outs)}
    return ops, homes, outputs, env, tables


@pytest.mark.parametrize("seed", range(200))
def test_allocation_computes_the_program(seed):
    rnd = random.Random(seed)
    ops, homes, outputs, env, tables = random_program(
        rnd, n_in=rnd.randrange(4, 24), n_ops=rnd.randrange(20, 200), n_out=rnd.randrange(1, 16))
    want = A.run_ops(ops, env, tables)
    code, slots = A.allocate(ops, homes, outputs, lookahead=rnd.choice((0, 4, 12, 40)))
    mem = {homes[v]: env[v] for v in env}
    table_of_mem = {homes[t]: rows for t, rows in tables.items()}
    got = A.simulate(code, mem, table_of_mem)
    for v, m in outputs.items():
        assert got[m] == want[v], f"output {v} at {m}"
    for line in A.att(code):
        for operand in re.findall(r"-?\d*\(%\[\w+\]\)", line):
            assert re.fullmatch(r"-?\d+\(%\[\w+\]\)", operand), line


def test_unknown_op_is_an_error():
    with pytest.raises(ValueError, match="no x86 form"):
        A.allocate([A.Op("v", "vpermb", ("a", "b"))], {"a": "0(%[x])", "b": "32(%[x])"}, {})
