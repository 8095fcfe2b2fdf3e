"""Straight-line vector programs as x86 assembly with our own register allocation (AT&T syntax,
VEX three-operand forms, 16 ymm registers), for the loop bodies where gcc's allocation is what
limits a kernel: gcc does no scheduling before register allocation on x86, and on a body whose
live values outnumber the registers it spills and reloads on the serial chains
(bench/results/kuznyechik.md, session 20: the avx2gfni byte-sliced round).

A program is a list of Op(dst, kind, srcs) over named values. Values that are not computed by an
op live in memory (`homes`: the name -> an operand string such as "32(%[x])"): inputs, round
keys, constants. `outputs` maps the values that must end in memory to their operand.

The allocator walks the program once (no reordering: the caller's order is the schedule):
- a source not in a register is read as the instruction's memory operand where the ISA allows
  it (the second source of vpxor / vpand / vpcmpeqb / vgf2p8mulb / vgf2p8affine*, the index of
  vpshufb), unless it is used again within LOOKAHEAD ops (then it is loaded and kept);
- a destination takes a free register, else the one whose value is needed furthest ahead
  (Belady), stored first if it has no copy in memory (an output's own slot, else a spill slot);
- every memory operand is a fixed offset from a base register: no address depends on data, and
  there is no branch, so the code is constant-time by construction (checked in `allocate`).

`simulate` runs the allocated code on one byte per register and memory cell (every op here is
byte-wise: a byte-sliced batch is 32 independent lanes), so a lowering checks the assembly it
will emit against its reference before any C is written.
"""
from __future__ import annotations

import bisect
import re
from dataclasses import dataclass

from gostgen import gf

from ._shared import GFNI_POLY, apply_qword

NREG = 16
LOOKAHEAD = 12

# kind -> (mnemonic, commutative); the second source may be memory, the first must be a register
KINDS = {
    "xor": ("vpxor", True),
    "and": ("vpand", True),
    "cmpeq": ("vpcmpeqb", True),
    "mul": ("vgf2p8mulb", True),
    "aff": ("vgf2p8affineqb $0,", False),     # (value, matrix)
    "affinv": ("vgf2p8affineinvqb $0,", False),
    "shuf": ("vpshufb", False),               # (table, index)
}


@dataclass
class Op:
    dst: str
    kind: str
    srcs: tuple


def byte_op(kind: str, a: int = 0, b: int = 0) -> int:
    """One byte lane of an op: b is the matrix (a 64-bit GFNI operand, broadcast) for aff and
    affinv, the table (16 bytes, the same in every 128-bit lane) for shuf's first source."""
    if kind == "xor":
        return a ^ b
    if kind == "and":
        return a & b
    if kind == "cmpeq":
        return 0xFF if a == b else 0
    if kind == "mul":
        return gf.mul(a, b, GFNI_POLY)
    if kind == "aff":
        return apply_qword(b, a)
    if kind == "affinv":
        return apply_qword(b, gf.inverse(a, GFNI_POLY) if a else 0)
    raise ValueError(f"no byte semantics for {kind}")


def run_ops(ops: list, env: dict, table: dict) -> dict:
    """The program on one lane: env maps input names to bytes (or matrices), table maps a shuf
    table's name to its 16 entries."""
    env = dict(env)
    for o in ops:
        if o.kind == "shuf":
            t, i = o.srcs
            env[o.dst] = 0 if env[i] & 0x80 else table[t][env[i] & 15]
        else:
            a, b = o.srcs
            env[o.dst] = byte_op(o.kind, env[a], env[b])
    return env


def allocate(ops: list, homes: dict, outputs: dict, spill: str = "%[t]",
             lookahead: int = LOOKAHEAD) -> tuple:
    """(instructions, spill slots used): instructions are tuples ("op", kind, src2, src1, dst)
    with src2 a register number or a memory operand string, ("load", mem, reg) and ("store",
    reg, mem)."""
    uses: dict = {}
    for pos, o in enumerate(ops):
        if o.kind not in KINDS:
            raise ValueError(f"op {o.kind} has no x86 form here")
        for s in o.srcs:
            if s not in homes and not any(p.dst == s for p in ops[:pos]):
                raise ValueError(f"{s} is read before it is computed and has no home")
            uses.setdefault(s, []).append(pos)
    end = len(ops)
    for v in outputs:
        uses.setdefault(v, []).append(end)
    def next_use(v, pos):
        lst = uses.get(v, ())
        i = bisect.bisect_left(lst, pos)
        return lst[i] if i < len(lst) else None

    where = dict(homes)          # value -> memory operand holding it
    reg_of: dict = {}
    held = [None] * NREG
    slots_free: list = []
    nslots = 0
    slot_of: dict = {}
    code: list = []

    occupant = {m: v for v, m in homes.items()}  # an input's operand, until it is dead
    now = [0]  # the op being placed: a store emitted for it comes before it, so its reads count

    def mem_for(v):
        nonlocal nslots
        if v in where:
            return where[v]
        m = outputs.get(v)
        if m is not None and next_use(occupant.get(m), now[0]) is None:
            where[v] = m
        else:
            if slots_free:
                s = slots_free.pop()
            else:
                s, nslots = nslots, nslots + 1
            slot_of[v] = s
            where[v] = f"{32 * s}({spill})"
        code.append(("store", reg_of[v], where[v]))
        return where[v]

    def take_reg(pos, keep=()):
        for r in range(NREG):
            if held[r] is None and r not in keep:
                return r
        far, best = -1, None
        for r in range(NREG):
            if r in keep:
                continue
            nu = next_use(held[r], pos)
            nu = end + 1 if nu is None else nu
            if nu > far:
                far, best = nu, r
        v = held[best]
        mem_for(v)
        held[best] = None
        del reg_of[v]
        return best

    def load(v, pos, keep=()):
        r = take_reg(pos, keep)
        code.append(("load", where[v], r))
        held[r], reg_of[v] = v, r
        return r

    def release_regs(pos):
        for r in range(NREG):
            v = held[r]
            if v is not None and next_use(v, pos) is None:
                held[r] = None
                del reg_of[v]

    def release_slots(pos):  # after the op that last reads them is emitted
        for v in [v for v in slot_of if next_use(v, pos) is None]:
            slots_free.append(slot_of.pop(v))

    for pos, o in enumerate(ops):
        now[0] = pos
        comm = KINDS[o.kind][1]
        a, b = o.srcs
        if comm and a not in reg_of and b in reg_of:
            a, b = b, a
        ra = reg_of[a] if a in reg_of else load(a, pos, keep=[reg_of[b]] if b in reg_of else [])
        if b in reg_of:
            src2 = reg_of[b]
        else:
            nxt = next_use(b, pos + 1)
            if b not in homes and nxt is not None and nxt - pos <= lookahead:
                src2 = load(b, pos, keep=[ra])
            else:
                src2 = where[b]
        release_regs(pos + 1)
        rd = take_reg(pos + 1)
        code.append(("op", o.kind, src2, ra, rd))
        held[rd], reg_of[o.dst] = o.dst, rd
        release_slots(pos + 1)
    now[0] = end
    for v, m in outputs.items():
        if where.get(v) == m:
            continue
        if v not in reg_of:  # spilled while its slot's input was live: through a register
            load(v, end, keep=[reg_of[w] for w in outputs if w in reg_of])
        code.append(("store", reg_of[v], m))
    for ins in code:
        for part in ins[2:]:
            if isinstance(part, str) and not re.fullmatch(r"-?\d+\(%\[\w+\]\)", part):
                raise AssertionError(f"memory operand {part} is not a fixed offset from a base")
    return code, nslots


def att(code: list) -> list:
    """The instructions as AT&T assembly lines for a GNU C asm template (%% before registers)."""
    def opnd(x):
        return f"%%ymm{x}" if isinstance(x, int) else x
    lines = []
    for ins in code:
        if ins[0] == "load":
            lines.append(f"vmovdqa {ins[1]}, %%ymm{ins[2]}")
        elif ins[0] == "store":
            lines.append(f"vmovdqa %%ymm{ins[1]}, {ins[2]}")
        else:
            _, kind, src2, src1, dst = ins
            lines.append(f"{KINDS[kind][0]} {opnd(src2)}, {opnd(src1)}, {opnd(dst)}")
    return lines


def simulate(code: list, mem: dict, table_of_mem: dict) -> dict:
    """Runs the instructions on one lane. mem: operand string -> byte (or a matrix, for the
    matrices' operands); table_of_mem: a table's operand -> its 16 entries (a register loaded
    from it holds the table). Returns the memory afterwards."""
    mem = dict(mem)
    regs: list = [None] * NREG

    def read(x):
        return regs[x] if isinstance(x, int) else mem[x]
    for ins in code:
        if ins[0] == "load":
            regs[ins[2]] = ("table", ins[1]) if ins[1] in table_of_mem else mem[ins[1]]
        elif ins[0] == "store":
            mem[ins[2]] = regs[ins[1]]
        else:
            _, kind, src2, src1, dst = ins
            if kind == "shuf":
                t, i = read(src1), read(src2)
                if not (isinstance(t, tuple) and t[0] == "table"):
                    raise AssertionError("vpshufb's table is not a table")
                regs[dst] = 0 if i & 0x80 else table_of_mem[t[1]][i & 15]
            else:
                regs[dst] = byte_op(kind, read(src1), read(src2))
    return mem
