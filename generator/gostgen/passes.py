"""Passes over the IR: pattern checks that backends rely on, and the tables that follow from the
description (computed here, never typed in). Every table is checked against the interpreter."""
from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Optional

from . import interp
from .errors import InputError
from .ir import Block, FeistelIR, HashIR, Instr


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
    lands in output word w only, with the same image for every w (true for Streebog's P and L)."""
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
