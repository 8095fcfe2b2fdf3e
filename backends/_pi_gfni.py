"""A byte substitution computed with GFNI and a few 16-entry lookups, for byte tables that have
the structure Biryukov, Perrin and Udovenko found in pi, the S-box of Streebog and Kuznyechik
("Reverse-Engineering the S-Box of Streebog, Kuznyechik and STRIBOBr1", EUROCRYPT 2016, section
4; their constants below): with y = alpha(x), l = y >> 4, r = y & 15 and products in GF(2^4)
modulo X^4 + X^3 + 1,
    l' = nu0(l) if r == 0 else nu1(l * r^-1),   r' = sigma(r * phi(l')),   S(x) = omega(l' || r').
Private to the x86 backends with GFNI (the loader skips files starting with "_").

GF(2^4) is embedded in GF(2^8) modulo x^8 + x^4 + x^3 + x + 1 (the field of vgf2p8mulb and
vgf2p8affineinvqb) by e(a) = sum a_i b^i for a root b of X^4 + X^3 + 1 there; e is GF(2)-linear,
so e(l) and e(r) are one vgf2p8affineqb each from x, products are vgf2p8mulb, inverses
vgf2p8affineinvqb, and the 4-bit maps are vpshufb on tables that output whatever form the next
step wants (a nibble, an embedded value, omega's share of the output): 16 vector operations for
S, 13 for its inverse, against 16 vpshufb and 15 vpblendvb for a generic byte table.

match(table) tells whether a table is this S-box or its inverse and returns the plan (matrix
qwords for vgf2p8affineqb, 16-entry tables); run(plan, x) computes it on one byte as the kernel
does, and match checks all 256 bytes that way before returning.
"""
from __future__ import annotations

from gostgen import gf

from . import _x86_asm
from ._shared import GFNI_POLY, affine_qword, apply_qword, mat_of_map

# The decomposition's data (Biryukov, Perrin, Udovenko 2016). alpha, omega: rows of 8x8 binary
# matrices, bit 7 - column of the input to bit 7 - row of the output.
NU0 = [0x2, 0x5, 0x3, 0xb, 0x6, 0x9, 0xe, 0xa, 0x0, 0x4, 0xf, 0x1, 0x8, 0xd, 0xc, 0x7]
NU1 = [0x7, 0x6, 0xc, 0x9, 0x0, 0xf, 0x8, 0x1, 0x4, 0x5, 0xb, 0xe, 0xd, 0x2, 0x3, 0xa]
SIGMA = [0xc, 0xd, 0x0, 0x4, 0x8, 0xb, 0xa, 0xe, 0x3, 0x9, 0x5, 0x2, 0xf, 0x1, 0x6, 0x7]
PHI = [0xb, 0x2, 0xb, 0x8, 0xc, 0x4, 0x1, 0xc, 0x6, 0x3, 0x5, 0x8, 0xe, 0x3, 0x6, 0xb]
ALPHA = ["00001000", "01000001", "01000011", "11101111",
         "10001010", "01000100", "00011010", "00100000"]
OMEGA = ["00001010", "00000100", "00100000", "10011010",
         "00001000", "01000100", "10000010", "00000001"]
POLY4 = 0x19        # X^4 + X^3 + 1
AES = GFNI_POLY     # the GFNI field
IDENTITY = 0x0102040810204080  # vgf2p8affineqb's identity matrix


def mul4(a: int, b: int) -> int:
    r = 0
    for _ in range(4):
        if b & 1:
            r ^= a
        b >>= 1
        a <<= 1
        if a & 0x10:
            a ^= POLY4
    return r


def inv4(a: int) -> int:
    return next((x for x in range(16) if mul4(a, x) == 1), 0)


def matmul(x: int, rows: list) -> int:
    y = 0
    for i, row in enumerate(rows):
        if bin(int(row, 2) & x).count("1") & 1:
            y |= 1 << (7 - i)
    return y


def structure(x: int) -> int:
    y = matmul(x, ALPHA)
    l, r = y >> 4, y & 15
    l = NU0[l] if r == 0 else NU1[mul4(l, inv4(r))]
    r = SIGMA[mul4(r, PHI[l])]
    return matmul(l << 4 | r, OMEGA)


def _embedding() -> list:
    """e[a] for a in GF(2^4): the images of a root of X^4 + X^3 + 1 in the AES field."""
    for beta in range(2, 256):
        b2 = gf.mul(beta, beta, AES)
        b3 = gf.mul(b2, beta, AES)
        if gf.mul(b3, beta, AES) ^ b3 ^ 1 == 0:
            pw = [1, beta, b2, b3]
            e = []
            for a in range(16):
                v = 0
                for i in range(4):
                    if a >> i & 1:
                        v ^= pw[i]
                e.append(v)
            if all(e[mul4(a, b)] == gf.mul(e[a], e[b], AES) for a in range(16) for b in range(16)):
                return e
    raise AssertionError("no embedding of GF(2^4) in the AES field")


def _qword(f) -> int:
    """vgf2p8affineqb's matrix operand for the GF(2)-linear byte map f."""
    return affine_qword(mat_of_map(f))


_affine = apply_qword


def _plans():
    e = _embedding()
    # e^-1 as a linear map on all bytes (only subfield values reach it): the subfield's basis
    # e(1), e(X), e(X^2), e(X^3) to the nibble's bits, a complement of unit bytes to zero
    lin = [e[1], e[2], e[4], e[8]]
    for v in [1 << i for i in range(8)]:
        if len(lin) < 8 and len(_span(lin + [v])) > len(_span(lin)):
            lin.append(v)
    images = [1, 2, 4, 8, 0, 0, 0, 0]

    def to_nibble(v):
        return _solve(lin, images, v)
    assert all(to_nibble(e[a]) == a for a in range(16))
    lo = lambda x: matmul(x, ALPHA) & 15  # noqa: E731
    hi = lambda x: matmul(x, ALPHA) >> 4  # noqa: E731
    fwd = dict(
        kind="fwd",
        m_r=_qword(lambda x: e[lo(x)]),          # e(r)
        m_l=_qword(lambda x: e[hi(x)]),          # e(l)
        m_lnib=_qword(hi),                       # l
        m_nib=_qword(to_nibble),                 # e(a) -> a
        inv=IDENTITY,
        t_nu1=NU1, t_nu0=NU0,
        t_phi=[e[PHI[a]] for a in range(16)],    # l' -> e(phi(l'))
        t_sig=[matmul(SIGMA[a], OMEGA) for a in range(16)],   # q -> omega(0 || sigma(q))
        t_oml=[matmul(a << 4, OMEGA) for a in range(16)],      # l' -> omega(l' || 0)
    )
    oinv = _inverse_rows(OMEGA)
    ainv = _inverse_rows(ALPHA)
    sig_inv = [SIGMA.index(a) for a in range(16)]
    nu0_inv = [NU0.index(a) for a in range(16)]
    nu1_inv = [NU1.index(a) for a in range(16)]
    inv = dict(
        kind="inv",
        m_lp=_qword(lambda y: matmul(y, oinv) >> 4),        # l'
        m_rp=_qword(lambda y: matmul(y, oinv) & 15),        # r'
        t_sig=[e[sig_inv[a]] for a in range(16)],           # r' -> e(sigma^-1(r'))
        t_phi=[e[inv4(PHI[a])] for a in range(16)],         # l' -> e(phi(l')^-1)
        t_nu1=[e[nu1_inv[a]] for a in range(16)],           # l' -> e(nu1^-1(l'))
        t_nu0=[e[nu0_inv[a]] for a in range(16)],           # l' -> e(nu0^-1(l'))
        m_outl=_qword(lambda v: matmul(to_nibble(v) << 4, ainv)),  # e(l) -> alpha^-1(l || 0)
        m_outr=_qword(lambda v: matmul(to_nibble(v), ainv)),       # e(r) -> alpha^-1(0 || r)
    )
    return fwd, inv


def _span(vs: list) -> list:
    s = {0}
    for v in vs:
        s |= {x ^ v for x in s}
    return sorted(s)


def _solve(basis: list, images: list, v: int) -> int:
    """The linear map sending basis[i] to images[i], at v (basis: 8 independent bytes)."""
    for mask in range(256):
        acc, img = 0, 0
        for i in range(8):
            if mask >> i & 1:
                acc ^= basis[i]
                img ^= images[i]
        if acc == v:
            return img
    raise AssertionError("not in the span")


def _inverse_rows(rows: list) -> list:
    """The rows (same convention as matmul) of the inverse of a binary matrix."""
    f = {matmul(x, rows): x for x in range(256)}
    return ["".join(str(f[1 << (7 - c)] >> (7 - r) & 1) for c in range(8)) for r in range(8)]


def pshufb(t: list, idx: int) -> int:
    return 0 if idx & 0x80 else t[idx & 15]


def run(p: dict, x: int) -> int:
    """The kernel's operations (templates/avx2gfni/blockcipher.c.j2) on one byte."""
    if p["kind"] == "fwd":
        R = _affine(p["m_r"], x)
        L8 = _affine(p["m_l"], x)
        Ri = _affine(p["inv"], gf.inverse(R, AES) if R else 0)
        P = gf.mul(L8, Ri, AES)
        A1 = pshufb(p["t_nu1"], _affine(p["m_nib"], P))
        A0 = pshufb(p["t_nu0"], _affine(p["m_lnib"], x))
        Lp = A0 if R == 0 else A1
        F = pshufb(p["t_phi"], Lp)
        Q = gf.mul(R, F, AES)
        return pshufb(p["t_sig"], _affine(p["m_nib"], Q)) ^ pshufb(p["t_oml"], Lp)
    Lp = _affine(p["m_lp"], x)
    Rp = _affine(p["m_rp"], x)
    R = gf.mul(pshufb(p["t_sig"], Rp), pshufb(p["t_phi"], Lp), AES)
    Lx = gf.mul(pshufb(p["t_nu1"], Lp), R, AES)
    Le = pshufb(p["t_nu0"], Lp) if R == 0 else Lx
    return _affine(p["m_outl"], Le) ^ _affine(p["m_outr"], R)


def match(table: list):
    """The plan computing table (fwd or inv) with GFNI, or None if it is not this structure."""
    if len(table) != 256:
        return None
    s = [structure(x) for x in range(256)]
    if table == s:
        p = _plans()[0]
    elif all(table[s[x]] == x for x in range(256)):
        p = _plans()[1]
    else:
        return None
    if any(run(p, x) != table[x] for x in range(256)):
        raise AssertionError("the GFNI form of the S-box disagrees with its table")
    return p


# The forward plan with fewer operations on the GFNI/vpshufb ports (used by the byte-sliced
# Kuznyechik kernel): vpshufb reads the low nibble of its index (and zeroes on bit 7), and the
# embedded subfield e(GF(2^4)) has only 4 distinct low nibbles, hence the m_nib products above.
# A coset c * e(GF(2^4)) (c a constant of the AES field) can have 16 distinct low nibbles and bit
# 7 clear everywhere; with l scaled by c (in its matrix) and phi's table giving c * e(phi(l')),
# the two products come out in that coset and index their tables directly, and l's own scaled
# value indexes nu0's table: three vgf2p8affineqb fewer per vector. The select between nu0 and
# nu1 is a and + xor (nu1's entry 0, read where r = 0, folded into nu0's table).
def pshufb_coset() -> int:
    """The smallest c whose coset c * e(GF(2^4)) pshufb can index: distinct low nibbles, bit 7
    clear."""
    e = _embedding()
    for c in range(2, 256):
        s = [gf.mul(c, v, AES) for v in e]
        if len({v & 15 for v in s}) == 16 and not any(v & 0x80 for v in s):
            return c
    raise AssertionError("no coset of the subfield indexes pshufb")


def fast_plan(p: dict) -> dict:
    """p (from match) with the coset indexing (fwd) or the and/xor select (inv); checked on all
    256 bytes by run_fast."""
    e = _embedding()
    if p["kind"] == "fwd":
        c = pshufb_coset()
        of_nib = {gf.mul(c, e[a], AES) & 15: a for a in range(16)}
        hi = lambda x: matmul(x, ALPHA) >> 4  # noqa: E731
        q = dict(kind="fwd_fast", coset=c, m_r=p["m_r"],
                 m_l=_qword(lambda x: gf.mul(c, e[hi(x)], AES)),   # c e(l)
                 inv=IDENTITY,
                 t_nu1=[NU1[of_nib[n]] for n in range(16)],           # c e(l r^-1) -> nu1
                 t_nu0x=[NU0[of_nib[n]] ^ NU1[0] for n in range(16)],  # c e(l) -> nu0 ^ nu1[0]
                 # c e(l r^-1) -> c e(phi(nu1(l r^-1))): phi(l') where r != 0 (l' = nu1(l
                 # r^-1) there), read from the product itself, one vpshufb shorter than
                 # through l'; where r = 0 the product by r is 0 whatever it reads
                 t_phnu=[gf.mul(c, e[PHI[NU1[of_nib[n]]]], AES) for n in range(16)],
                 t_sig=[matmul(SIGMA[of_nib[n]], OMEGA) for n in range(16)],
                 t_oml=list(p["t_oml"]))
    else:
        q = dict(p, kind="inv_fast")
    table = [structure(x) for x in range(256)]
    want = table if q["kind"] == "fwd_fast" else [table.index(x) for x in range(256)]
    if any(run_fast(q, x) != want[x] for x in range(256)):
        raise AssertionError("the fast GFNI form of the S-box disagrees with its table")
    return q


# The fast forms' operations in order, the one model of them (run_fast; the avx2gfni round loops'
# assembly, backends/_x86_asm.py; the template's subst_* write the same in C): (result, kind,
# sources); "x" is the input, "zero" a zero vector, other sources the plan's matrices (m_*, inv)
# and 4-bit tables (t_*); fast_plan checks them on all 256 bytes. MATRICES and TABLES: the
# order the kernels lay them out in (gm_NAME and gt_NAME rows; the template reads it from here).
FAST_OPS = {
    "fwd_fast": (("r", "aff", ("x", "m_r")), ("l", "aff", ("x", "m_l")),
                 ("ri", "affinv", ("r", "inv")), ("lr", "mul", ("l", "ri")),
                 ("a1", "shuf", ("t_nu1", "lr")), ("a0", "shuf", ("t_nu0x", "l")),
                 ("z", "cmpeq", ("r", "zero")), ("a0z", "and", ("z", "a0")),
                 ("lp", "xor", ("a1", "a0z")), ("ph", "shuf", ("t_phnu", "lr")),
                 ("q", "mul", ("r", "ph")), ("o1", "shuf", ("t_sig", "q")),
                 ("o2", "shuf", ("t_oml", "lp")), ("y", "xor", ("o1", "o2"))),
    "inv_fast": (("lp", "aff", ("x", "m_lp")), ("rp", "aff", ("x", "m_rp")),
                 ("s", "shuf", ("t_sig", "rp")), ("f", "shuf", ("t_phi", "lp")),
                 ("r", "mul", ("s", "f")), ("n1", "shuf", ("t_nu1", "lp")),
                 ("lx", "mul", ("n1", "r")), ("z", "cmpeq", ("r", "zero")),
                 ("n0", "shuf", ("t_nu0", "lp")), ("n0z", "and", ("z", "n0")),
                 ("le", "xor", ("lx", "n0z")), ("o1", "aff", ("le", "m_outl")),
                 ("o2", "aff", ("r", "m_outr")), ("y", "xor", ("o1", "o2"))),
}
MATRICES = {"fwd_fast": ("m_r", "m_l", "inv"), "inv_fast": ("m_lp", "m_rp", "m_outl", "m_outr")}
TABLES = {"fwd_fast": ("t_nu1", "t_nu0x", "t_phnu", "t_sig", "t_oml"),
          "inv_fast": ("t_sig", "t_phi", "t_nu1", "t_nu0")}


def run_fast(p: dict, x: int) -> int:
    """The kernels' operations (FAST_OPS: templates/avx2gfni/blockcipher.c.j2's subst_* and the
    round loops' assembly) on one byte."""
    env = dict(x=x, zero=0, **{k: p[k] for k in MATRICES[p["kind"]]})
    tables = {k: p[k] for k in TABLES[p["kind"]]}
    return _x86_asm.run_ops([_x86_asm.Op(d, k, s) for d, k, s in FAST_OPS[p["kind"]]],
                            env, tables)["y"]


def conjugate(q: dict, phi: list, phi_inv: list, table: list) -> dict:
    """q (from fast_plan) computing phi t phi^-1 instead of its table t, for values held in
    another byte basis (phi linear; _bytesliced_bc.field_plan's change into GFNI's field):
    phi^-1 folded into the first affine steps, phi into the last (matrices or the 4-bit tables
    that make the output), so the same operations, no more. table: phi t phi^-1, checked on all
    256 bytes by run_fast."""
    ins = ("m_r", "m_l") if q["kind"] == "fwd_fast" else ("m_lp", "m_rp")
    c = dict(q)
    for k in ins:
        c[k] = _qword(lambda y, m=q[k]: _affine(m, phi_inv[y]))
    if q["kind"] == "fwd_fast":
        c["t_sig"] = [phi[v] for v in q["t_sig"]]
        c["t_oml"] = [phi[v] for v in q["t_oml"]]
    else:
        for k in ("m_outl", "m_outr"):
            c[k] = _qword(lambda v, m=q[k]: phi[_affine(m, v)])
    if any(run_fast(c, x) != table[x] for x in range(256)):
        raise AssertionError("the GFNI form of the S-box in the changed basis disagrees with its table")
    return c
