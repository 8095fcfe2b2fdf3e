"""Passes over the IR: pattern checks that backends rely on, and the tables that follow from the
description (computed here, never typed in). Every table is checked against the interpreter."""
from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Optional

from . import interp
from .errors import InputError
from .ir import VEC_BYTES, Block, FeistelIR, HashIR, Instr


def uses(block: Block, value: str) -> list:
    return [i for i in block.body if value in i.args] + (
        [None] if value in block.outputs else [])


@dataclass
class SboxRotate:
    """`s = subst4(x); r = rotl(s, n)` where s has no other use: lowered to byte tables."""
    subst: Instr
    rotl: Instr


def find_sbox_rotate(block: Block) -> Optional[SboxRotate]:
    for ins in block.body:
        if ins.op == "subst4":
            u = uses(block, ins.dst)
            if len(u) == 1 and u[0] is not None and u[0].op == "rotl":
                return SboxRotate(ins, u[0])
    return None


def sbox_rotation(ir: FeistelIR) -> int:
    """The rotation folded into the byte tables (0 if the round has no subst4-then-rotl)."""
    p = find_sbox_rotate(ir.round)
    return p.rotl.attr if p else 0


def rotl32(x: int, n: int) -> int:
    return ((x << n) | (x >> (32 - n))) & 0xFFFFFFFF if n else x


def sbox_byte_tables(ir: FeistelIR, rows) -> list:
    """t[j][b] = rotl(S applied to byte j = b alone (other bytes' nibbles left out), rot).

    Then rotl(S(x), rot) = t[0][x & 255] ^ t[1][x >> 8 & 255] ^ t[2][..] ^ t[3][x >> 24]: S works
    per nibble and the rotation distributes over the disjoint parts."""
    rot = sbox_rotation(ir)
    m = interp.Machine(sbox_rows=rows)
    tables = []
    for j in range(4):
        mask = 0xFF << (8 * j)
        tables.append([rotl32(m.subst4(b << (8 * j)) & mask, rot) for b in range(256)])
    # check against the interpreter on the round's own operations
    rng = random.Random(1)
    for _ in range(64):
        x = rng.getrandbits(32)
        want = rotl32(m.subst4(x), rot)
        got = tables[0][x & 255] ^ tables[1][(x >> 8) & 255] ^ tables[2][(x >> 16) & 255] \
            ^ tables[3][x >> 24]
        assert got == want, "byte tables disagree with the interpreter"
    return tables


@dataclass
class LpsChain:
    subst: Instr
    perm: Instr
    linear: Instr


def find_lps_chains(block: Block) -> dict:
    """dst of `linear` -> the subst8 -> permute -> linear chain it ends, where each
    intermediate value has exactly that one use."""
    out = {}
    for ins in block.body:
        if ins.op != "subst8":
            continue
        u = uses(block, ins.dst)
        if len(u) != 1 or u[0] is None or u[0].op != "permute":
            continue
        v = uses(block, u[0].dst)
        if len(v) != 1 or v[0] is None or v[0].op != "linear":
            continue
        out[v[0].dst] = LpsChain(ins, u[0], v[0])
    return out


def lps_tables(h: HashIR, chain: LpsChain) -> list:
    """T[i][v] (8 x 256 64-bit words) with LPS(x) word w = xor over i of T[i][byte w of word i].

    L and P are GF(2)-linear, so LP(x) is the xor of LP of each input byte alone; the generator
    computes LP of the 512 single-bit inputs with the interpreter and checks that input byte 8i+w
    lands in output word w only, with the same image for every w (else InputError)."""
    m = interp.Machine(h)

    def lp(x: int) -> int:
        return m.linear(chain.linear.attr, m.permute(chain.perm.attr, x))

    basis = [[lp(1 << (8 * p + bit)) for bit in range(8)] for p in range(64)]
    sbox = h.tables[chain.subst.attr]
    T = [[0] * 256 for _ in range(8)]
    for i in range(8):
        for w in range(8):
            p = 8 * i + w
            for bit in range(8):
                img = basis[p][bit]
                if img >> (64 * w) << (64 * w) != img or img >> (64 * (w + 1)):
                    raise InputError("the LPS table lowering needs P to send byte 8i+w into word w")
                if (img >> (64 * w)) != (basis[8 * i][bit]):
                    raise InputError("the LPS table lowering needs the same L on every word")
        for v in range(256):
            acc, s = 0, sbox[v]
            for bit in range(8):
                if (s >> bit) & 1:
                    acc ^= basis[8 * i][bit]
            T[i][v] = acc
    rng = random.Random(2)
    for _ in range(8):
        x = rng.getrandbits(512)
        want = lp(m.subst8(chain.subst.attr, x))
        words = [(x >> (64 * i)) & (2**64 - 1) for i in range(8)]
        got = 0
        for w in range(8):
            acc = 0
            for i in range(8):
                acc ^= T[i][(words[i] >> (8 * w)) & 255]
            got |= acc << (64 * w)
        assert got == want, "LPS tables disagree with the interpreter"
    return T


@dataclass
class IterStep:
    """One statement of a hash iteration as C code renders it: kind "call" (dst = the
    compression function of args), "add", "add_small" (the other argument is a u32, e.g. the
    block's bit count) or "xor"; dst is updated in place."""
    kind: str
    dst: str
    args: tuple


@dataclass
class IterPhase:
    """Statements around exactly one compression: what C code with one call site per phase runs."""
    pre: list
    call: IterStep
    post: list


def iteration_plan(h: HashIR) -> dict:
    """The hash's iteration (ir.Iteration) for the C renderers (templates/_shared/iteration.j2):
    its statements as IterSteps, grouped into phases of one compression each (`each`: one phase
    per block; `finish`: the rest), its literals as little-endian bytes. The C code holds every
    value the iteration carries in a vector of the block's size and calls the backend's
    compression entry (chain, x, y); anything else fails generation here."""
    it = h.iteration
    nbytes = it.block_bytes
    for name, typ in it.types.items():
        if VEC_BYTES.get(typ) != nbytes:
            raise InputError(f"hash {h.name}: the C iteration carries vectors of the block's "
                             f"{nbytes} bytes; {name} is {typ}")
    literals, lit_index = [], {}

    def steps(block) -> list:
        out = []
        for ins in block.body:
            if ins.op == "literal":
                v = ins.attr.to_bytes(VEC_BYTES[block.types[ins.dst]], "little") \
                    if block.types[ins.dst] in VEC_BYTES else None
                if v is None or len(v) != nbytes:
                    raise InputError(f"hash {h.name}: the C iteration's constants are vectors "
                                     f"of {nbytes} bytes")
                if v not in literals:
                    literals.append(v)
                lit_index[ins.dst] = literals.index(v)
                continue
            if ins.op == "call":
                if len(ins.args) != 3:
                    raise InputError(f"hash {h.name}: the backends' compression entry takes the "
                                     f"chaining value and two more; {ins.attr} takes {len(ins.args)}")
                out.append(IterStep("call", ins.dst, ins.args))
            elif ins.op == "add" and block.types[ins.args[1]] == "u32":
                out.append(IterStep("add_small", ins.dst, ins.args))
            elif ins.op in ("add", "xor"):
                out.append(IterStep(ins.op, ins.dst, ins.args))
            else:
                raise InputError(f"hash {h.name}: the C iteration has no operation {ins.op!r}")
        return out

    def phases(st: list) -> list:
        out, pre = [], []
        for s in st:
            if s.kind == "call":
                out.append(IterPhase(pre, s, []))
                pre = []
            elif out:
                out[-1].post.append(s)
            else:
                pre.append(s)
        if pre:
            raise InputError(f"hash {h.name}: statements after the last block need a compression "
                             "to go with")
        return out

    (each,) = phases(steps(it.each))
    finish = phases(steps(it.finish))
    steps_all = [s for p in [each] + finish for s in p.pre + [p.call] + p.post]
    if nbytes % 8:
        raise InputError(f"hash {h.name}: the C iteration works on 64-bit words; the block has "
                         f"{nbytes} bytes")

    def words(v: bytes) -> list:
        return [int.from_bytes(v[i:i + 8], "little") for i in range(0, len(v), 8)]

    init_words = {name: None if init == "iv" else words(init.to_bytes(nbytes, "little"))
                  for name, init in it.state}
    init_lit = {}  # state value -> literal index, for initial values other than the IV and 0
    for name, init in it.state:
        if init not in ("iv", 0):
            v = init.to_bytes(nbytes, "little")
            if v not in literals:
                literals.append(v)
            init_lit[name] = f"k{literals.index(v)}"
    return dict(it=it, each=each, finish=finish, block_bytes=nbytes, words=nbytes // 8,
                literals=literals, literal_words=[words(v) for v in literals],
                lit={n: f"k{i}" for n, i in lit_index.items()}, init_words=init_words,
                init_lit=init_lit,
                uses={s.kind for s in steps_all}, variants=list(h.variants.values()))
