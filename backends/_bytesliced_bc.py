"""Byte-sliced lowering of block ciphers described with round keys (ir.BlockCipherIR) for the x86
backends with GFNI: private to backends/avx512.py (and any other backend that imports it; the
loader skips files starting with "_").

Layout: a batch of N blocks (N = the vector's bytes, 64 in a zmm, 32 in a ymm) is held as 16
vectors, vector m holding memory byte m of every block of the batch (in an order of the blocks
the loads fix). Loading is a byte transpose in each 128-bit lane (four stages of vpunpck, see
unpack_transpose_check), storing the same network again.

In that layout every step of the cipher's chain is vertical:
- xor with a round key: each key byte broadcast to a vector (or, for independent streams, the
  streams' keys transposed like blocks);
- subst8: a 256-entry register lookup (avx512: two masked vpermi2b over the 128-entry halves,
  chosen by the index's top bit; no memory indexed by data);
- gflinear over GF(2^8): output vector i = xor over j of c[i][j] * vector j, each product one
  vgf2p8affineqb whose 8x8 GF(2) matrix is multiplication by c[i][j] in the map's own field
  (so no change of field basis is needed; products by 1 are plain xors, by 0 dropped).
Per block and linear map that is 16 x 16 / N products, versus 16 shuffles and 16 products for 4
blocks when each 128-bit lane holds a block: the vertical form has a quarter of the work on the
two shuffle/GF ports for the large batches this lowering is for. A map that is a power of a shift
register (Kuznyechik's L) goes as the register's steps instead (lfsr_plan), and the chain's
repeated rounds become a loop (round_loop). Many keys' schedules run in the same layout, a key
per lane (sliced_schedule_plan); one key's, and a few blocks, go one value per vector in GFNI's
field instead (field_plan).

Everything is derived from the IR here and the whole plan is checked on bytes against the
reference interpreter before any C is written.
"""
from __future__ import annotations

import random
import re

from gostgen import gf, interp, lowering

from . import _x86_asm
from ._shared import GFNI_POLY, affine_qword, apply_qword, mat_of_map


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


def _shape(st) -> tuple:
    """A step without its round-key indexes (what must repeat for a loop)."""
    if st["kind"] == "bytewise":
        return ("bytewise",) + tuple((o["kind"], None if o["kind"] == "xor" else o["arg"])
                                     for o in st["ops"])
    return (st["kind"], st["arg"])


def _keys(steps) -> list:
    return [o["arg"] for st in steps if st["kind"] == "bytewise"
            for o in st["ops"] if o["kind"] == "xor"]


def _with_keys(steps, key_of) -> list:
    """The steps with each xor's key as a C expression (key_of(index in the chain's xors))."""
    out, n = [], 0
    for st in steps:
        if st["kind"] != "bytewise":
            out.append(dict(st))
            continue
        ops = []
        for o in st["ops"]:
            if o["kind"] == "xor":
                ops.append(dict(o, key=key_of(n, o["arg"])))
                n += 1
            else:
                ops.append(dict(o))
        out.append(dict(kind="bytewise", ops=ops))
    return out


def round_loop(steps) -> dict:
    """The chain as pre + body x count + post, the body's round-key indexes advancing by a fixed
    stride per repetition (Kuznyechik: 9 x [X S, L] then X), so a kernel can run the rounds as
    a loop instead of unrolling them all (code that fits the instruction caches). Each xor op
    gets "key": its round-key index as a C expression, in the body of the loop counter r. The
    longest such cover wins; with none, everything is pre and count is 0."""
    n = len(steps)
    best = (0, 0, 0, 0, 0)  # covered, start, period, count, stride
    for period in range(1, n // 2 + 1):
        for start in range(0, n - 2 * period + 1):
            unit = [_shape(s) for s in steps[start:start + period]]
            k0 = _keys(steps[start:start + period])
            count, stride = 1, None
            while start + (count + 1) * period <= n:
                nxt = steps[start + count * period:start + (count + 1) * period]
                if [_shape(s) for s in nxt] != unit:
                    break
                kn = _keys(nxt)
                d = {b - a for a, b in zip(k0, kn)} if k0 else {0}
                if len(d) != 1:
                    break
                dd = d.pop()
                if stride is None and count == 1:
                    if dd == 0 and k0:
                        break
                    stride = dd
                if dd != stride * count:
                    break
                count += 1
            if count >= 2 and count * period > best[0]:
                best = (count * period, start, period, count, stride or 0)
    covered, start, period, count, stride = best
    tables = sorted({o["arg"] for st in steps if st["kind"] == "bytewise"
                     for o in st["ops"] if o["kind"] == "subst8"})
    if count == 0:
        return dict(pre=_with_keys(steps, lambda i, k: str(k)), body=[], count=0, post=[],
                    tables=tables)
    k0 = _keys(steps[start:start + period])
    body = _with_keys(steps[start:start + period],
                      lambda i, k: f"({k0[i]} + {stride} * r)" if stride >= 0
                      else f"({k0[i]} - {-stride} * r)")
    xors = [o for st in body if st["kind"] == "bytewise" for o in st["ops"] if o["kind"] == "xor"]
    for o, k in zip(xors, k0):
        o["key0"] = k  # the key index at r = 0 (code that moves a key pointer by the stride)
    return dict(tables=tables, pre=_with_keys(steps[:start], lambda i, k: str(k)),
                body=body, count=count, stride=stride,
                post=_with_keys(steps[start + covered:], lambda i, k: str(k)))


def lower(ir, xor2: str = "_mm512_xor_si512", xor3: bool = True,
          split_newest: bool = False) -> dict:
    """xor2: the C name of the two-operand vector xor the shift-register steps are written with;
    xor3: whether XOR3 (a three-input xor) may be used; split_newest: see lfsr_plan."""
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
            lfsrs[name] = lfsr_plan(form, vb, g.poly, xor2, xor3, split_newest)
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
    enc_fused, dec_fused = fuse_bytewise(enc), fuse_bytewise(dec)
    plan = dict(enc=enc, dec=dec, enc_fused=enc_fused, dec_fused=dec_fused,
                enc_loop=round_loop(enc_fused), dec_loop=round_loop(dec_fused),
                tables=tables, mats=mats, lfsrs=lfsrs, vb=vb,
                rounds=ir.round_keys)
    check(ir, plan)
    plan["ctr_head"] = ctr_head_plan(ir, plan)
    return plan


# CTR's counter blocks in a batch share every memory byte but the last (byte 15, the least
# significant: GOST R 34.13-2015 counts big-endian) while no carry leaves it inside the batch.
# When the chain starts with a bytewise step (X[k0], S) and a linear map, that first round of
# such a batch is U ^ col * s: s the bytewise step on byte 15 alone, col the map's column of byte
# 15, U the round of the shared bytes with byte 15 zero (the same for 256 blocks, made once per
# counter prefix). It replaces a round's S on 16 bytes and the map's 16 steps per batch by one
# S and a column of products (Bernstein and Schwabe's counter-mode caching, for AES-CTR).
CTR_VARYING = 15


def ctr_head_plan(ir, plan, trials: int = 4):
    """{bytewise: the first step's ops (keys as indexes), linear: the map's name, col: per output
    memory byte None (coefficient 0), 1, or the product's qword} for the first round as above;
    None when the chain does not start with a bytewise step and a linear map looped from round
    0 (then CTR runs every round in full). Checked against the plan on random blocks."""
    lp, fused = plan["enc_loop"], plan["enc_fused"]
    if (lp["pre"] or len(lp["body"]) != 2 or [s["kind"] for s in lp["body"]] != ["bytewise", "gflinear"]
            or fused[0]["kind"] != "bytewise" or fused[1]["kind"] != "gflinear"):
        return None
    name, vb = fused[1]["arg"], plan["vb"]
    g = ir.gfmats[name]
    coeffs = [g.rows[vb[i]][vb[CTR_VARYING]] for i in range(16)]
    col = [None if c == 0 else 1 if c == 1 else
           affine_qword(mat_of_map(lambda x, c=c: gf.mul(c, x, g.poly))) for c in coeffs]
    ops = [dict(o, key=str(o["arg"])) if o["kind"] == "xor" else o for o in fused[0]["ops"]]
    head = dict(bytewise=ops, linear=name, col=col, varying=CTR_VARYING)
    # the steps of the first round, unfused, as run_plan takes them
    k = next(i for i, s in enumerate(plan["enc"]) if s["kind"] == "gflinear")
    byte_steps, lin_step = plan["enc"][:k], plan["enc"][k]
    rnd = random.Random(20152)
    for _ in range(trials):
        rk = interp.round_keys(ir, bytes(rnd.randrange(256) for _ in range(ir.key_bytes)))
        blk = bytes(rnd.randrange(256) for _ in range(16))
        want = run_plan(plan, [*byte_steps, lin_step], rk, blk)
        shared = bytearray(run_plan(plan, byte_steps, rk, blk))
        s = shared[CTR_VARYING]
        shared[CTR_VARYING] = 0
        u = run_plan(plan, [lin_step], rk, bytes(shared))
        got = bytes(u[i] ^ (0 if q is None else s if q == 1 else _affine(q, s))
                    for i, q in enumerate(col))
        if got != want:
            raise AssertionError("CTR's first-round split disagrees with the plan")
    return head


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


def lfsr_plan(form, vb, poly, xor2: str = "_mm512_xor_si512", xor3: bool = True,
              split_newest: bool = False) -> dict:
    """order[i]: the memory byte holding register byte i; mats: the products' matrices (one per
    coefficient other than 0 and 1); terms: what each step xors together, (index into mats, or
    None for the coefficient 1, [register offsets k of the inputs xored before the product]).
    Equal coefficients share a product (c a + c b = c (a + b)), except, with split_newest, the
    newest byte's (offset n - 1): its product alone is then the only work between one step's
    output and the next step's (one more product per step, a shorter serial chain)."""
    coeffs, reverse = form
    n = len(coeffs)
    mem_of_value = {v: m for m, v in enumerate(vb)}
    order = [mem_of_value[n - 1 - i if reverse else i] for i in range(n)]
    by = {}
    for k, c in enumerate(coeffs):
        if c:
            by.setdefault(c, []).append(k)
    mats, terms = [], []
    for c, ks in sorted(by.items()):
        if c == 1:
            terms += [(None, [k]) for k in ks]
            continue
        mats.append(affine_qword(mat_of_map(lambda x, c=c: gf.mul(c, x, poly))))
        if split_newest and n - 1 in ks:
            terms += [(len(mats) - 1, [k]) for k in ks]
        else:
            terms.append((len(mats) - 1, ks))
    return dict(order=order, mats=mats, terms=terms,
                steps=[step_expr(terms, t, n, xor2, xor3) for t in range(n)])


# A model of when values are ready, in cycles, for ordering each step's xor tree (this
# machine's latencies: bench/results/kuznyechik.md): register offset k is ready (n - 1 - k)
# chain periods before the newest byte.
LAT_XOR, LAT_GF, CHAIN_PERIOD = 2, 3, 5


def step_expr(terms, t, n, xor2: str = "_mm512_xor_si512", xor3: bool = True) -> str:
    """C expression of the new register byte of step t (s[i]: register byte i, mat[i]: the
    products' matrices). The terms are summed as a tree that takes the earliest-ready ones
    first (Huffman on ready times), so the newest byte's term meets the sum of all the others
    at the root and the serial chain from step to step is as short as the terms allow."""
    def join(es):
        return ("XOR3(%s, %s, %s)" if len(es) == 3 else xor2 + "(%s, %s)") % tuple(es)
    return step_tree(terms, t, n, lambda i: "s[%d]" % i,
                     lambda e, q: "GFMUL(%s, mat[%d])" % (e, q), join, xor3)


def step_tree(terms, t, n, leaf, product, join, xor3: bool):
    """step_expr's tree built by the callables: leaf(register byte), product(e, matrix index),
    join(list of 2 or 3 summands); returns what the root's join returns."""
    def ready_in(k):
        return -(n - 1 - k) * CHAIN_PERIOD
    items = []
    for q, ks in terms:
        e, r = _xor_tree([(leaf(t + k), ready_in(k)) for k in sorted(ks)], join, xor3)
        if q is not None:
            e, r = product(e, q), r + LAT_GF
        items.append((e, r))
    return _xor_tree(items, join, xor3)[0]


def _xor_tree(items, join, xor3):
    """(join's result, ready time) of the xor of items [(summand, ready time)]: repeatedly
    the earliest two or three combined (three when the count left allows a tree of XOR3s with
    at most one 2-input xor, which goes last)."""
    items = sorted(items, key=lambda it: it[1])
    while len(items) > 1:
        take = 3 if xor3 and len(items) >= 3 else 2
        group, items = items[:take], items[take:]
        items.append((join([e for e, _ in group]), max(r for _, r in group) + LAT_XOR))
        items.sort(key=lambda it: it[1])
    return items[0]


def lfsr_code(lf, G: int, x: str = "x%d_%d", tmp: str = "t%d_%d", decl: str = "__m512i") -> list:
    """C statements of the register's 16 steps on G batches, step by step (batch g's state in
    the variables x % (g, m), m the memory byte; its new bytes in tmp % (g, i)), the state then
    renamed to the result."""
    n = len(lf["order"])
    lines = []
    for t, e in enumerate(lf["steps"]):
        for g in range(G):
            def name(i, g=g):
                return x % (g, lf["order"][i]) if i < n else tmp % (g, i - n)
            expr = re.sub(r"s\[(\d+)\]", lambda m_: name(int(m_.group(1))), e)
            lines.append("const %s %s = %s;" % (decl, tmp % (g, t), expr))
    for i, m in enumerate(lf["order"]):
        for g in range(G):
            lines.append("%s = %s;" % (x % (g, m), tmp % (g, i)))
    return lines


_affine = apply_qword


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
                for q, ks in lf["terms"]:
                    v = 0
                    for k in ks:
                        v ^= seq[t + k]
                    acc ^= v if q is None else _affine(lf["mats"][q], v)
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


# ---------------------------------------------------------------- the loop body in assembly

def asm_body(plan, lp, substs: dict, trials: int = 4):
    """The round loop's body on one batch (16 vectors, the memory bytes at 32 * m(%[x])) as
    straight-line assembly with our own register allocation (backends/_x86_asm.py), or None when
    a step has no form here (a byte table without `substs`, a linear map without a shift-register
    form). substs: table name -> (ops, homes, values): the substitution as _x86_asm ops on "x"
    (and "zero"), its constants' operands and values (matrix qwords, 16-entry tables). Returns dict(lines, slots, stride, bases): the assembly,
    the spill slots it uses (32 bytes each at %[t]), how many round keys the key pointer (%[k],
    keys as [round][16] vectors) moves per repetition, and the constant arrays it reads (%[NAME]:
    the template's arrays of that name).

    The order is the schedule: each bytewise step takes the slices in the order the linear step
    before it (cyclically) produces them, so the next round's substitution starts on the first
    outputs while the shift register is still running (the out-of-order window overlaps them);
    the shift register's steps sum their terms as step_expr does."""
    body = lp["body"]
    if not lp["count"]:
        return None
    linear = [st for st in body if st["kind"] == "gflinear"]
    if any(st["arg"] not in plan["lfsrs"] for st in linear):
        return None
    if any(o["kind"] == "subst8" and o["arg"] not in substs
           for st in body if st["kind"] == "bytewise" for o in st["ops"]):
        return None
    ops, homes = [], {}
    count = [0]

    def emit(kind, *srcs):
        count[0] += 1
        d = f"v{count[0]}"
        ops.append(_x86_asm.Op(d, kind, tuple(srcs)))
        return d
    cur = {m: f"x{m}" for m in range(16)}
    homes.update({f"x{m}": f"{32 * m}(%[x])" for m in range(16)})

    def slice_order(i):
        for j in range(1, len(body) + 1):
            st = body[(i - j) % len(body)]
            if st["kind"] == "gflinear":
                return list(plan["lfsrs"][st["arg"]]["order"])
        return list(range(16))
    for i, st in enumerate(body):
        if st["kind"] == "bytewise":
            for m in slice_order(i):
                v = cur[m]
                for o in st["ops"]:
                    if o["kind"] == "xor":
                        key = f"k{o['key0']}_{m}"
                        homes[key] = f"{32 * (16 * o['key0'] + m)}(%[k])"
                        v = emit("xor", v, key)
                        continue
                    sops, shomes, _ = substs[o["arg"]]
                    homes.update(shomes)
                    env = {"x": v}
                    for d, kind, srcs in sops:
                        args = []
                        for a in srcs:
                            if a == "zero":  # a constant in memory: no register held for it
                                homes["zero"] = "0(%[zero_v])"
                            args.append(env.get(a, a))
                        env[d] = emit(kind, *args)
                    v = env[sops[-1][0]]
                cur[m] = v
        else:
            lf = plan["lfsrs"][st["arg"]]
            n = len(lf["order"])
            for q, mat in enumerate(lf["mats"]):
                homes[f"{st['arg']}_mat{q}"] = f"{32 * q}(%[mat_{st['arg']}])"
            seq = [cur[m] for m in lf["order"]]

            def emit_tree(e):  # post-order: each sum right after its operands (few live)
                if e[0] == "leaf":
                    return e[1]
                if e[0] == "aff":
                    return emit("aff", emit_tree(e[1]), e[2])
                acc = emit_tree(e[1][0])
                for f in e[1][1:]:
                    acc = emit("xor", acc, emit_tree(f))
                return acc
            for t in range(n):
                seq.append(emit_tree(step_tree(
                    lf["terms"], t, n, lambda i: ("leaf", seq[i]),
                    lambda e, q: ("aff", e, f"{st['arg']}_mat{q}"), lambda es: ("xor", es),
                    False)))
            for i, m in enumerate(lf["order"]):
                cur[m] = seq[n + i]
    outputs = {cur[m]: f"{32 * m}(%[x])" for m in range(16)}
    code, slots = _x86_asm.allocate(ops, homes, outputs)
    _check_asm_body(plan, lp, substs, code, homes, trials)
    lines = _x86_asm.att(code)
    bases = sorted({b for ln in lines for b in re.findall(r"%\[(\w+)\]", ln)} - {"x", "k", "t"})
    return dict(lines=lines, slots=slots, stride=lp["stride"], bases=bases)


def _check_asm_body(plan, lp, substs, code, homes, trials) -> None:
    """The assembly on one lane, two repetitions (the key pointer moved by the stride between
    them), against run_plan on the same steps."""
    rnd = random.Random(20160)
    vb = plan["vb"]
    consts = {"zero": 0}
    for name, (sops, shomes, values) in substs.items():
        consts.update(values)
    for name, lf in plan["lfsrs"].items():
        for q, mat in enumerate(lf["mats"]):
            consts[f"{name}_mat{q}"] = mat
    body = lp["body"]
    for _ in range(trials):
        rk = [rnd.getrandbits(128) for _ in range(max(plan["rounds"], 1))]
        block = bytes(rnd.randrange(256) for _ in range(16))
        x = list(block)
        for r in range(2):
            steps = []
            for st in body:
                if st["kind"] == "bytewise":
                    steps += [dict(kind="xor", arg=o["key0"] + lp["stride"] * r)
                              if o["kind"] == "xor" else dict(o) for o in st["ops"]]
                else:
                    steps.append(dict(st))
            if any(s["kind"] == "xor" and not 0 <= s["arg"] < len(rk) for s in steps):
                break
            want = run_plan(plan, steps, rk, bytes(x))
            mem = {f"{32 * m}(%[x])": x[m] for m in range(16)}
            table_of_mem = {}
            for v, operand in homes.items():
                if v in consts:
                    c = consts[v]
                    if isinstance(c, list):
                        table_of_mem[operand] = c
                    else:
                        mem[operand] = c
                elif v.startswith("k"):
                    k0, m = map(int, v[1:].split("_"))
                    mem[operand] = (rk[k0 + lp["stride"] * r] >> (8 * vb[m])) & 255
            out = _x86_asm.simulate(code, mem, table_of_mem)
            x = [out[f"{32 * m}(%[x])"] for m in range(16)]
            if bytes(x) != want:
                raise AssertionError("the round loop's assembly disagrees with the plan")


def check(ir, plan, trials: int = 3) -> None:
    rnd = random.Random(20151)
    for _ in range(trials):
        key = bytes(rnd.randrange(256) for _ in range(ir.key_bytes))
        rk = interp.round_keys(ir, key)
        blk = bytes(rnd.randrange(256) for _ in range(16))
        for dec, steps in ((False, plan["enc"]), (True, plan["dec"])):
            if run_plan(plan, steps, rk, blk) != interp.block_crypt(ir, rk, blk, dec):
                raise AssertionError("byte-sliced plan disagrees with the interpreter")


def bitrev4(i: int) -> int:
    return int(f"{i:04b}"[::-1], 2)


def unpack_transpose_check() -> None:
    """The unpack network of the x86 templates (four stages of vpunpck{l,h}{bw,wd,dq,qdq}, in
    each 128-bit lane) on symbols: registers loaded in bit-reversed order come out transposed
    (register j = byte j of every row, row p at byte p), and it undoes itself when fed the
    transposed registers in bit-reversed order. Raises if not."""
    def unpack(a, b, w, hi):
        off = 8 if hi else 0
        return [x for k in range(8 // w) for x in a[off + k * w:off + (k + 1) * w] + b[off + k * w:off + (k + 1) * w]]

    def net(regs):
        for w in (1, 2, 4, 8):
            regs = [x for i in range(8) for x in (unpack(regs[i], regs[i + 8], w, False),
                                                   unpack(regs[i], regs[i + 8], w, True))]
        return regs
    rows = [[(r, c) for c in range(16)] for r in range(16)]
    sliced = net([rows[bitrev4(r)] for r in range(16)])
    if any(sliced[j][p] != (p, j) for j in range(16) for p in range(16)):
        raise AssertionError("the unpack network does not transpose")
    back = net([sliced[bitrev4(r)] for r in range(16)])
    if back != rows:
        raise AssertionError("the unpack network does not undo itself")


def _xor_all(vals) -> int:
    acc = 0
    for v in vals:
        acc ^= v
    return acc


# ---- one value in a register, in GFNI's field ----
#
# For one block (the chained modes' single blocks, a re-keying's few) and one key (the key
# schedule) the byte-sliced batch wastes 63 of its 64 lanes. There the value sits in one vector
# instead, and a change of byte basis makes each coefficient product a vgf2p8mulb: every field
# of 256 elements is isomorphic to GFNI's GF(2^8)/(x^8 + x^4 + x^3 + x + 1), by phi sending the
# map's polynomial basis x^k to beta^k for a root beta of the map's polynomial there. phi is
# linear, so xor (round keys) commutes with it, a table t becomes phi t phi^-1, and
# phi(c x) = phi(c) phi(x).
#
# Layout: "spread", value byte b at vector byte s b (s = vector bytes / 16; the other bytes hold
# whatever the steps make of them). A 16 x 16 map's 256 products are 16 / s vgf2p8mulb: product
# k, byte s i + a, is phi(c[i][j]) times value byte j = s k + a, broadcast there by one vpermb;
# the products' xor leaves output i's terms in bytes s i .. s i + s - 1, and shifts within each
# s-byte word sum them into byte s i, where the next step wants it. So a map is a vpermb, a
# product, a short xor tree and two shift-xors deep (no lane crossing after the products).
# Values enter and leave the field domain by one vgf2p8affineqb each.



def field_iso(poly: int) -> list:
    """phi as a byte table: GF(2^8)/poly -> GF(2^8)/GFNI_POLY, a field isomorphism."""
    def at(beta):  # poly evaluated at beta in GFNI's field
        acc, p = 0, 1
        for k in range(9):
            if (poly >> k) & 1:
                acc ^= p
            p = gf.mul(p, beta, GFNI_POLY)
        return acc
    beta = next((b for b in range(2, 256) if at(b) == 0), None)
    if beta is None:
        raise ValueError(f"the polynomial {poly:#x} has no root in GFNI's field")
    powers = [1]
    for _ in range(7):
        powers.append(gf.mul(powers[-1], beta, GFNI_POLY))
    phi = []
    for v in range(256):
        acc = 0
        for k in range(8):
            if (v >> k) & 1:
                acc ^= powers[k]
        phi.append(acc)
    rnd = random.Random(20153)
    for _ in range(200):
        a, b = rnd.randrange(256), rnd.randrange(256)
        if phi[gf.mul(a, b, poly)] != gf.mul(phi[a], phi[b], GFNI_POLY):
            raise AssertionError("field_iso: phi is not multiplicative")
    return phi


def field_plan(ir, vec_bytes: int = 64) -> dict:
    """One 16-byte value per vector of vec_bytes bytes, spread (see above), in GFNI's field:
    the rounds of encryption and decryption and the key schedule's statements, with the
    tables, the products' indexes and constants, the literals and the layout changes they need.
    Checked against the interpreter."""
    if ir.block_bytes != 16:
        raise ValueError("the register field form handles 128-bit values")
    enc, dec = _steps(ir, ir.encrypt), _steps(ir, ir.decrypt)
    for s in enc + dec:
        if s["kind"] not in ("xor", "subst8", "gflinear"):
            raise ValueError(f"the register field form has no step {s['kind']!r}")
    sched = lowering.plan(ir)["schedule"]
    maps = sorted({s["arg"] for s in enc + dec if s["kind"] == "gflinear"} | set(sched["maps"]))
    polys = {ir.gfmats[m].poly for m in maps}
    if len(polys) != 1:
        raise ValueError("the register field form needs one field for all linear maps")
    (poly,) = polys
    phi = field_iso(poly)
    inv = [0] * 256
    for v, w in enumerate(phi):
        inv[w] = v
    sp = vec_bytes // 16
    nprod = 16 // sp
    index = [[sp * (sp * k + p % sp) for p in range(vec_bytes)] for k in range(nprod)]
    consts = {m: [[phi[ir.gfmats[m].rows[p // sp][sp * k + p % sp]] for p in range(vec_bytes)]
                  for k in range(nprod)] for m in maps}
    vb = mem_order(ir)
    # a block's memory bytes (in the low 16 bytes) to the spread value and back
    spread = [vb.index(p // sp) if p % sp == 0 else 0 for p in range(vec_bytes)]
    gather = [sp * vb[m] for m in range(16)] + [0] * (vec_bytes - 16)
    # the round keys' stored order (value byte b at byte b) to spread
    spread_value = [p // sp if p % sp == 0 else 0 for p in range(vec_bytes)]
    gather_value = [sp * b for b in range(16)] + [0] * (vec_bytes - 16)
    sched_t = sorted({ln[4] for ln in sched["lines"] if ln[0] in ("lookup", "subst")})
    used_t = sorted({s["arg"] for s in enc + dec if s["kind"] == "subst8"} | set(sched_t))
    tables = {t: [phi[ir.tables[t][inv[u]]] for u in range(256)] for t in used_t}
    literals = {ln[1]: [phi[(ln[3] >> (8 * (p // sp))) & 255] if p % sp == 0 else 0
                        for p in range(vec_bytes)]
                for ln in sched["lines"] if ln[0] == "literal"}
    loads = [dict(name=ld.name, offset=ld.offset, be=ld.endian == "be")
             for ld in ir.loads if ld.src == "key"]
    plan = dict(enc=enc, dec=dec, vb=vb, rounds=ir.round_keys, spread_bytes=sp, nprod=nprod,
                index=index, consts=consts, tables=tables, spread=spread, gather=gather,
                spread_value=spread_value, gather_value=gather_value,
                phi=phi, phi_inv=inv,
                to_field=affine_qword(mat_of_map(lambda v: phi[v])),
                from_field=affine_qword(mat_of_map(lambda v: inv[v])),
                sched=dict(lines=sched["lines"], inputs=sched["inputs"],
                           outputs=sched["outputs"], key_inputs=list(ir.key_inputs),
                           loads=loads, literals=literals, tables=sched_t, field=True))
    _check_field(ir, plan, phi, inv)
    return plan


def _field_linear(plan, m, x: list) -> list:
    """A spread value's map as the C code computes it: products, xor, the shifts' fold."""
    acc = [0] * len(x)
    for k in range(plan["nprod"]):
        xs = [x[j] for j in plan["index"][k]]
        acc = [a ^ gf.mul(p, c, GFNI_POLY) for a, p, c in zip(acc, xs, plan["consts"][m][k])]
    sp = plan["spread_bytes"]
    # byte s i gets the xor of its s-byte word (the shifts also leave sums in the other bytes)
    return [_xor_all(acc[p:p - p % sp + sp]) for p in range(len(x))]


def _check_field(ir, plan, phi, inv, trials: int = 3) -> None:
    rnd = random.Random(20154)
    sp, n = plan["spread_bytes"], len(plan["spread"])

    def spread_value(vals):  # 16 value bytes -> a spread vector (other bytes arbitrary)
        return [vals[p // sp] if p % sp == 0 else rnd.randrange(256) for p in range(n)]

    def value(x):
        return [x[sp * b] for b in range(16)]
    for _ in range(trials):
        key = bytes(rnd.randrange(256) for _ in range(ir.key_bytes))
        rk = interp.round_keys(ir, key)
        # the schedule, as key_schedule.j2 renders it in the field domain
        env = {}
        for ld in plan["sched"]["loads"]:
            part = key[ld["offset"]:ld["offset"] + 16]
            env[ld["name"]] = spread_value([phi[v] for v in (part[::-1] if ld["be"] else part)])
        for a, k in zip(plan["sched"]["inputs"], plan["sched"]["key_inputs"]):
            env[a] = env[k]
        for op, dst, args, attr, s, m in plan["sched"]["lines"]:
            if op == "literal":
                env[dst] = list(plan["sched"]["literals"][dst])
            elif op == "xor":
                env[dst] = [p ^ q for p, q in zip(env[args[0]], env[args[1]])]
            elif op in ("lookup", "subst"):
                y = [plan["tables"][s][v] for v in env[args[0]]]
                env[dst] = _field_linear(plan, m, y) if op == "lookup" else y
            else:
                raise ValueError(f"the register field form has no statement {op!r}")
        got = [int.from_bytes(bytes(inv[v] for v in value(env[o])), "little")
               for o in plan["sched"]["outputs"]]
        if got != list(rk):
            raise AssertionError("the field-form key schedule disagrees with the interpreter")
        # the rounds, from a block's memory bytes and back
        blk = bytes(rnd.randrange(256) for _ in range(16))
        for dec, steps in ((False, plan["enc"]), (True, plan["dec"])):
            x = [phi[blk[j]] if p % sp == 0 else rnd.randrange(256)
                 for p, j in enumerate(plan["spread"])]
            for s in steps:
                if s["kind"] == "xor":
                    x = [v ^ (phi[(rk[s["arg"]] >> (8 * (p // sp))) & 255] if p % sp == 0
                              else rnd.randrange(256)) for p, v in enumerate(x)]
                elif s["kind"] == "subst8":
                    x = [plan["tables"][s["arg"]][v] for v in x]
                else:
                    x = _field_linear(plan, s["arg"], x)
            out = bytes(inv[x[j]] for j in plan["gather"][:16])
            if out != interp.block_crypt(ir, rk, blk, dec):
                raise AssertionError("the field-form rounds disagree with the interpreter")


# ---- the key schedule of many keys at once, byte-sliced ----
# A many-stream call with a key per stream (gg_bc_ops.schedule_many) can run its keys' schedules
# in the batch's layout, one key per lane: the schedule's statements (lowering.plan) on values
# that are 16 vectors each (vector m: memory byte m of every key's value, as the rounds hold a
# block), a lookup being the rounds' own S and linear map on them. The value names are given
# the fewest slots (a slot is free after its value's last use) and every round key is stored as
# soon as it is made, so the stack holds a few values, not all of them.

def sliced_schedule_plan(ir) -> dict:
    """The schedule's statements on slots: loads [{offset, slot, perm}] (vector m of the slot is
    vector perm[m] of the key part loaded as a block is), lines [(op, dst slot, arg slots, literal
    bytes in memory order or None, table, map)], stores {line index (-1: after the loads):
    [(round key, slot)]} and the number of slots. Checked against the interpreter."""
    sched = lowering.plan(ir)["schedule"]
    vb = mem_order(ir)
    loads = [ld for ld in ir.loads if ld.src == "key"]
    for ld in loads:
        if ld.bits != 8 * ir.block_bytes:
            raise ValueError("the sliced schedule loads key parts of one block each")
    alias = dict(zip(sched["inputs"], ir.key_inputs))
    name = lambda v: alias.get(v, v)  # noqa: E731 (an input is its key part)
    lines = sched["lines"]
    last = {}
    for i, (op, dst, args, attr, t, m) in enumerate(lines):
        for a in args:
            last[name(a)] = i
    slot_of, free, nslots = {}, [], 0

    def take(v):
        nonlocal nslots
        if free:
            slot_of[v] = free.pop()
        else:
            slot_of[v] = nslots
            nslots += 1
        return slot_of[v]
    out_at = {}
    for k, o in enumerate(sched["outputs"]):
        out_at.setdefault(name(o), []).append(k)
    stores = {-1: []}
    pl_loads = []
    for ld in loads:
        # the part's memory byte q is value byte 15 - q (be) or q; vector m holds value byte vb[m]
        perm = [15 - vb[m] if ld.endian == "be" else vb[m] for m in range(16)]
        pl_loads.append(dict(offset=ld.offset, slot=take(ld.name), perm=perm))
        stores[-1] += [(k, slot_of[ld.name]) for k in out_at.get(ld.name, [])]
    for ld in loads:
        if ld.name not in last and ld.name not in out_at:
            free.append(slot_of[ld.name])
    pl_lines = []
    for i, (op, dst, args, attr, t, m) in enumerate(lines):
        srcs = [slot_of[name(a)] for a in args]
        for a in dict.fromkeys(name(a) for a in args):
            if last[a] == i:
                free.append(slot_of[a])
        d = take(dst)
        lit = [(attr >> (8 * vb[j])) & 255 for j in range(16)] if op == "literal" else None
        if op not in ("literal", "xor", "lookup", "subst"):
            raise ValueError(f"the sliced schedule has no statement {op!r}")
        pl_lines.append((op, d, srcs, lit, t, m))
        stores[i] = [(k, d) for k in out_at.get(dst, [])]
        if dst not in last:
            free.append(d)
    plan = dict(loads=pl_loads, lines=pl_lines, stores=stores, nslots=nslots,
                tables=sorted({ln[4] for ln in pl_lines if ln[0] in ("lookup", "subst")}),
                lookups=sorted({(ln[4], ln[5]) for ln in pl_lines if ln[0] == "lookup"}))
    _check_sliced_schedule(ir, plan, vb)
    return plan


def _check_sliced_schedule(ir, plan, vb, trials: int = 3) -> None:
    """Runs the plan on values in memory byte order, slot by slot as the C code does."""
    rnd = random.Random(20155)
    for _ in range(trials):
        key = bytes(rnd.randrange(256) for _ in range(ir.key_bytes))
        slots = [None] * plan["nslots"]
        rk = [None] * ir.round_keys

        def store(at):
            for k, sl in plan["stores"].get(at, []):
                rk[k] = sum(slots[sl][m] << (8 * vb[m]) for m in range(16))
        for ld in plan["loads"]:
            part = key[ld["offset"]:ld["offset"] + 16]
            slots[ld["slot"]] = [part[ld["perm"][m]] for m in range(16)]
        store(-1)
        for i, (op, d, srcs, lit, t, mp) in enumerate(plan["lines"]):
            if op == "literal":
                val = list(lit)
            elif op == "xor":
                val = [p ^ q for p, q in zip(slots[srcs[0]], slots[srcs[1]])]
            else:
                val = [ir.tables[t][v] for v in slots[srcs[0]]]
                if op == "lookup":
                    g = ir.gfmats[mp]
                    x = [0] * 16  # value order for the map, back to memory order
                    for m in range(16):
                        x[vb[m]] = val[m]
                    y = [_xor_all(gf.mul(g.rows[r][c], x[c], g.poly) for c in range(16))
                         for r in range(16)]
                    val = [y[vb[m]] for m in range(16)]
            slots[d] = val
            store(i)
        if rk != list(interp.round_keys(ir, key)):
            raise AssertionError("the sliced key schedule disagrees with the interpreter")


# The C spellings side_slices writes its statements in, per ISA (the template defines the
# field_* helpers and the S lookups they name): xor (two vectors), subst ("{t}": the table's
# name, "@0" the value), enter (the __m128i m_ of 16 value bytes into the field), literal ("{i}":
# sched_literal's row), low (a vector to its low 16 bytes).
SIDE_AVX512 = dict(xor="_mm512_xor_si512", subst="field_subst_{t}(@0, tv_{t})",
                   enter="field_enter(_mm512_zextsi128_si512(m_))",
                   literal="_mm512_load_si512((const void *)sched_literal[{i}])",
                   low="_mm512_castsi512_si128")
SIDE_AVX2 = dict(xor="_mm256_xor_si256", subst="subst_{t}(@0, FSM_{t}, FST_{t})",
                 enter="field_enter(m_)", literal="field_literal((const void *)sched_literal[{i}])",
                 low="_mm256_castsi256_si128")


def side_slices(field: dict, key_bytes: int, spell: dict = SIDE_AVX512) -> dict:
    """A re-keying K' = E_K(d) and K''s schedule as slices of C statements to run one at a time
    beside other work (the fused re-keying kernel runs one per round of its batches), in the
    field form: first d's key_bytes / 16 blocks encrypted under K (round keys k[], d from `d`;
    the result stored to `key`), then the schedule of key_schedule.j2 on `key`, the round keys
    stored to `rk`. Values live in v[], a vector reused once its value is dead; each slice ends
    with one round of linear maps (the blocks') or one table lookup and linear map (the
    schedule's), the chain's unit of latency. spell: the ISA's C spellings (SIDE_AVX512,
    SIDE_AVX2). Statement for statement field_plan's rounds and schedule (checked there against
    the interpreter); the tests check the kernels against the reference."""
    xor = spell["xor"]

    def subst(t):
        return spell["subst"].format(t=t)
    sched = field["sched"]
    alias = dict(zip(sched["inputs"], sched["key_inputs"]))
    if key_bytes % 16:
        raise ValueError("the side re-keying encrypts whole 16-byte blocks of d")
    nblk = key_bytes // 16

    def name(x):
        return alias.get(x, x)
    # (defined name or None, [used names], C with @d / @0, @1 placeholders, a slice ends after it)
    stmts = []
    for b in range(nblk):
        stmts.append((f"e{b}_0", [], f"@d = field_load(d + {16 * b});", False))
    for n, st in enumerate(field["enc"]):
        for b in range(nblk):
            e, e1 = f"e{b}_{n}", f"e{b}_{n + 1}"  # (one name per value: the slots' scan)
            if st["kind"] == "xor":
                stmts.append((e1, [e], f"@d = {xor}(@0, k[{st['arg']}]);", False))
            elif st["kind"] == "subst8":
                stmts.append((e1, [e], f"@d = {subst(st['arg'])};", False))
            else:
                stmts.append((e1, [e], f"@d = field_linear_{st['arg']}(@0);", b == nblk - 1))
    for b in range(nblk):
        stmts.append((None, [f"e{b}_{len(field['enc'])}"], f"field_store(key + {16 * b}, @0);",
                      False))
    for ld in sched["loads"]:
        shuf = ("m_ = _mm_shuffle_epi8(m_, _mm_set_epi8(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, "
                "12, 13, 14, 15)); " if ld["be"] else "")
        stmts.append((ld["name"], [], "{ __m128i m_ = _mm_loadu_si128((const __m128i *)(key + "
                      f"{ld['offset']})); {shuf}@d = {spell['enter']}; "
                      "gg_wipe(&m_, sizeof m_); }", False))
    lit = 0
    for op, dst, args, attr, s, m in sched["lines"]:
        if op == "xor":
            stmts.append((dst, [name(a) for a in args], f"@d = {xor}(@0, @1);", False))
        elif op == "literal":
            stmts.append((dst, [], f"@d = {spell['literal'].format(i=lit)};", False))
            lit += 1
        elif op == "lookup":
            stmts.append((dst, [name(args[0])],
                          f"@d = field_linear_{m}({subst(s)});", True))
        elif op == "subst":
            stmts.append((dst, [name(args[0])], f"@d = {subst(s)};", False))
        else:
            raise ValueError(f"the side schedule has no statement {op!r}")
    for i, o in enumerate(sched["outputs"]):
        stmts.append((None, [name(o)], f"_mm_storeu_si128((__m128i *)(rk + {16 * i}), "
                                       f"{spell['low']}(field_leave(@0)));", False))
    # vector slots: linear scan, a value's slot free after its last use
    last = {}
    for i, (_, uses, _, _) in enumerate(stmts):
        for u in uses:
            last[u] = i
    slot_of, free, nv, c_lines = {}, [], 0, []
    for i, (d, uses, fmt, end) in enumerate(stmts):
        args = [f"v[{slot_of[u]}]" for u in uses]
        for u in dict.fromkeys(uses):  # (in order: the output must not depend on hashing)
            if last[u] == i:
                free.append(slot_of[u])
        if d is not None:
            if d not in last:  # defined, never used (nothing reads it): skip
                continue
            if free:
                slot_of[d] = free.pop()
            else:
                slot_of[d] = nv
                nv += 1
        line = fmt
        for k, a in enumerate(args):
            line = line.replace(f"@{k}", a)
        if d is not None:
            line = line.replace("@d", f"v[{slot_of[d]}]")
        c_lines.append((line, end))
    slices, cur = [], []
    for line, end in c_lines:
        cur.append(line)
        if end:
            slices.append(cur)
            cur = []
    if cur:
        slices[-1] += cur
    tables = sorted(set(sched["tables"]) | {s["arg"] for s in field["enc"] if s["kind"] == "subst8"})
    return dict(slices=slices, nv=nv, tables=tables)
