"""Byte-sliced lowering of block ciphers described with round keys (ir.BlockCipherIR) for the x86
backends with GFNI: private to backends/avx512.py (and any other backend that imports it; the
loader skips files starting with "_").

Layout: a batch of N blocks (N = the vector's bytes, 64 in a zmm) is held as 16 vectors, vector m
holding memory byte m of every block of the batch (byte b of the vector = block b). Loading is a
byte transpose (one byte permute per vector, then a 16 x 16 transpose of 32-bit words in four
butterfly stages of two-source permutes), storing the same in reverse.

In that layout every step of the cipher's chain is vertical:
- xor with a round key: each key byte broadcast to a vector (or, for independent streams, the
  streams' keys transposed like blocks);
- subst8: a 256-entry register lookup, two vpermi2b over 128-entry halves and a blend on the
  index's top bit (no memory indexed by data);
- gflinear over GF(2^8): output vector i = xor over j of c[i][j] * vector j, each product one
  vgf2p8affineqb whose 8x8 GF(2) matrix is multiplication by c[i][j] in the map's own field
  (so no change of field basis is needed; products by 1 are plain xors, by 0 dropped).
Per block and linear map that is 16 x 16 / N products, versus 16 shuffles and 16 products for 4
blocks when each 128-bit lane holds a block: the vertical form has a quarter of the work on the
two shuffle/GF ports for the large batches this lowering is for.

Everything is derived from the IR here and the whole plan is checked on bytes against the
reference interpreter before any C is written.
"""
from __future__ import annotations

import random

from gostgen import gf, interp, lowering

from ._shared import affine_qword, mat_of_map


def mem_order(ir) -> list:
    """vb[m]: the value's byte held at memory byte m of a block."""
    (ld,) = [x for x in ir.loads if x.src == "block"]
    if ld.offset != 0 or ld.bits != 8 * ir.block_bytes:
        raise ValueError("the byte-sliced lowering expects the block loaded whole at offset 0")
    n = ir.block_bytes
    return [n - 1 - m for m in range(n)] if ld.endian == "be" else list(range(n))


def _steps(ir, block) -> list:
    out = []
    for op, a in lowering._chain(block, ir.state):
        out.append(dict(kind=op, arg=a))
    return out


def fuse_bytewise(steps) -> list:
    """Runs of byte-wise steps (xor with a round key, subst8) as one step, so each vector goes
    through them in one pass (no store and reload of the batch between them)."""
    out = []
    for st in steps:
        if st["kind"] in ("xor", "subst8"):
            if out and out[-1]["kind"] == "bytewise":
                out[-1]["ops"].append(st)
            else:
                out.append(dict(kind="bytewise", ops=[st]))
        else:
            out.append(st)
    return out


def lower(ir, xor2: str = "_mm512_xor_si512") -> dict:
    """xor2: the C name of the two-operand vector xor the shift-register steps are written with."""
    if ir.block_bytes != 16:
        raise ValueError("the byte-sliced lowering handles 128-bit blocks")
    vb = mem_order(ir)
    enc, dec = _steps(ir, ir.encrypt), _steps(ir, ir.decrypt)
    used_t = sorted({s["arg"] for s in enc + dec if s["kind"] == "subst8"})
    used_m = sorted({s["arg"] for s in enc + dec if s["kind"] == "gflinear"})
    tables = {t: list(ir.tables[t]) for t in used_t}
    for t, v in tables.items():
        if len(v) != 256:
            raise ValueError(f"table {t} is not a byte table")
    mats, lfsrs = {}, {}
    for name in used_m:
        g = ir.gfmats[name]
        form = lfsr_form(g) if USE_LFSR else None
        if form is not None:
            lfsrs[name] = lfsr_plan(form, vb, g.poly, xor2)
            continue
        # terms[i] = [(j, qword or None for a product by 1)], memory byte order
        terms = []
        for i in range(16):
            row = []
            for j in range(16):
                c = g.rows[vb[i]][vb[j]]
                if c == 0:
                    continue
                row.append((j, None if c == 1 else
                            affine_qword(mat_of_map(lambda x, c=c: gf.mul(c, x, g.poly)))))
            terms.append(row)
        mats[name] = terms
    plan = dict(enc=enc, dec=dec, enc_fused=fuse_bytewise(enc), dec_fused=fuse_bytewise(dec),
                tables=tables, mats=mats, lfsrs=lfsrs, vb=vb,
                rounds=ir.round_keys)
    check(ir, plan)
    return plan


# gflinear maps that are powers of a linear-feedback shift register (Kuznyechik's L = R^16 and
# its inverse) are computed as the register's 16 steps: each new byte one dot product whose
# equal coefficients share a product (c a + c b = c (a ^ b)), the shift being a renaming. For
# Kuznyechik that is 7 products per step, 112 per map instead of 251 for the matrix, at the
# price of a serial chain of 16 steps (bench/results/kuznyechik.md).
USE_LFSR = True


def _companion_power(coeffs: list, poly: int, n: int) -> list:
    """rows of R^n, R(v) = v[1:] + [sum_k coeffs[k] v[k]] (byte 0 the least significant)."""
    cols = []
    for j in range(n):
        v = [1 if i == j else 0 for i in range(n)]
        for _ in range(n):
            top = 0
            for k in range(n):
                top ^= gf.mul(coeffs[k], v[k], poly)
            v = v[1:] + [top]
        cols.append(v)
    return [[cols[j][i] for j in range(n)] for i in range(n)]


def lfsr_form(g):
    """(coefficients, reversed) when the map is R^n for a shift register R of n bytes, shifting
    toward byte 0 (reversed False) or toward byte n - 1 (True, R conjugated by the byte
    reversal); None otherwise. The candidate is read off the first generated byte and checked."""
    n = len(g.rows)
    down = list(g.rows[0])
    if _companion_power(down, g.poly, n) == g.rows:
        return down, False
    up = list(g.rows[n - 1])[::-1]
    rev = [row[::-1] for row in g.rows[::-1]]
    if _companion_power(up, g.poly, n) == rev:
        return up, True
    return None


def lfsr_plan(form, vb, poly, xor2: str = "_mm512_xor_si512") -> dict:
    """order[i]: the memory byte holding register byte i; groups: (product matrix, or None for
    the coefficient 1, [register offsets k of the step's inputs with that coefficient])."""
    coeffs, reverse = form
    n = len(coeffs)
    mem_of_value = {v: m for m, v in enumerate(vb)}
    order = [mem_of_value[n - 1 - i if reverse else i] for i in range(n)]
    by = {}
    for k, c in enumerate(coeffs):
        if c:
            by.setdefault(c, []).append(k)
    groups = [(None if c == 1 else affine_qword(mat_of_map(lambda x, c=c: gf.mul(c, x, poly))),
               ks) for c, ks in sorted(by.items())]
    # the newest byte (offset n - 1) last in its group and its group last: the serial chain
    # through the previous step's output is then one xor, one product and the final xor
    groups.sort(key=lambda g: (n - 1) in g[1])
    return dict(order=order, groups=groups, steps=[step_expr(groups, t, xor2) for t in range(n)])


def xor_expr(terms: list, xor2: str = "_mm512_xor_si512") -> str:
    """C expression: the xor of the terms, three at a time by XOR3 (vpternlog on AVX-512)."""
    while len(terms) > 1:
        nxt = []
        for i in range(0, len(terms), 3):
            chunk = terms[i:i + 3]
            nxt.append(chunk[0] if len(chunk) == 1 else
                       xor2 + "(%s, %s)" % tuple(chunk) if len(chunk) == 2 else
                       "XOR3(%s, %s, %s)" % tuple(chunk))
        terms = nxt
    return terms[0]


def step_expr(groups, t, xor2: str = "_mm512_xor_si512") -> list:
    """C expression of the new register byte of step t (mat: the groups' product matrices)."""
    terms, p = [], 0
    for q, ks in groups:
        inner = xor_expr(["s[%d]" % (t + k) for k in ks], xor2)
        if q is None:
            terms.append(inner)
        else:
            terms.append("GFMUL(%s, mat[%d])" % (inner, p))
            p += 1
    return xor_expr(terms, xor2)


def _affine(q: int, x: int) -> int:
    y = 0
    for t in range(8):
        y |= (bin(((q >> (8 * (7 - t))) & 255) & x).count("1") & 1) << t
    return y


def run_plan(plan, steps, rk: list, block: bytes) -> bytes:
    """The plan on one block's memory bytes, as the C code computes it (round keys as values)."""
    x = list(block)
    vb = plan["vb"]
    for s in steps:
        if s["kind"] == "xor":
            k = rk[s["arg"]]
            x = [x[m] ^ ((k >> (8 * vb[m])) & 255) for m in range(16)]
        elif s["kind"] == "subst8":
            t = plan["tables"][s["arg"]]
            x = [t[v] for v in x]
        elif s["arg"] in plan["lfsrs"]:
            lf = plan["lfsrs"][s["arg"]]
            seq = [x[m] for m in lf["order"]]
            for t in range(16):
                acc = 0
                for q, ks in lf["groups"]:
                    v = 0
                    for k in ks:
                        v ^= seq[t + k]
                    acc ^= v if q is None else _affine(q, v)
                seq.append(acc)
            y = [0] * 16
            for i, m in enumerate(lf["order"]):
                y[m] = seq[16 + i]
            x = y
        else:
            y = []
            for row in plan["mats"][s["arg"]]:
                acc = 0
                for j, q in row:
                    acc ^= x[j] if q is None else _affine(q, x[j])
                y.append(acc)
            x = y
    return bytes(x)


def check(ir, plan, trials: int = 3) -> None:
    rnd = random.Random(20151)
    for _ in range(trials):
        key = bytes(rnd.randrange(256) for _ in range(ir.key_bytes))
        rk = interp.round_keys(ir, key)
        blk = bytes(rnd.randrange(256) for _ in range(16))
        for dec, steps in ((False, plan["enc"]), (True, plan["dec"])):
            if run_plan(plan, steps, rk, blk) != interp.block_crypt(ir, rk, blk, dec):
                raise AssertionError("byte-sliced plan disagrees with the interpreter")


def transpose_stages() -> list:
    """The 16 x 16 transpose of 32-bit words (vector r, word d -> vector d, word r) as four
    butterfly stages; each pair (r, r | bit) becomes two two-source permutes (first operand r,
    second r | bit) with these word indexes (16 + w: word w of the second)."""
    stages = []
    for s in range(4):
        bit = 1 << s
        lo = [d if not d & bit else 16 + (d ^ bit) for d in range(16)]
        hi = [d | bit if not d & bit else 16 + d for d in range(16)]
        stages.append(dict(bit=bit, lo=lo, hi=hi,
                           pairs=[r for r in range(16) if not r & bit]))
    return stages
