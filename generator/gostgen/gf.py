"""GF(2^8) arithmetic for linear maps given over a field (an lfsr in a description): products,
the map's matrix, its inverse (Gauss-Jordan), and the change of basis to another polynomial."""
from __future__ import annotations

from functools import lru_cache


def _mul_bits(a: int, b: int, poly: int) -> int:
    r = 0
    while b:
        if b & 1:
            r ^= a
        b >>= 1
        a <<= 1
        if a & 0x100:
            a ^= poly
    return r


def mul(a: int, b: int, poly: int) -> int:
    """a * b in GF(2^8) modulo poly: read from the polynomial's table of every product (the
    generator's lowerings and checks take millions of products; shift-and-add was a third of
    `python -m gostgen.generate`)."""
    if a > 0xff or b > 0xff:
        return _mul_bits(a, b, poly)
    return products(poly)[a][b]


def inverse(a: int, poly: int) -> int:
    if a == 0:
        raise ZeroDivisionError("0 has no inverse in GF(2^8)")
    x = _inverses(poly)[a]
    if x is None:
        raise ZeroDivisionError(f"{a:#04x} has no inverse modulo {poly:#x} (not irreducible)")
    return x


@lru_cache(maxsize=None)
def _inverses(poly: int) -> tuple:
    """_inverses(poly)[a]: a's inverse, None for 0 and for an a without one."""
    table = products(poly)
    return (None, *(next((x for x in range(1, 256) if table[a][x] == 1), None)
                    for a in range(1, 256)))


def lfsr_matrix(coeffs: list, steps: int, poly: int) -> list:
    """The matrix of R^steps, R(a_{n-1}..a_0) = l(a) || a_{n-1}..a_1 with l(a) = sum coeffs[k] *
    a_{n-1-k} (coefficients listed from the most significant byte, as the standards print them).
    rows[i][j]: the coefficient of input byte j in output byte i."""
    n = len(coeffs)

    def step(v):
        top = 0
        for k, c in enumerate(coeffs):
            top ^= mul(c, v[n - 1 - k], poly)
        return v[1:] + [top]

    cols = []
    for j in range(n):
        v = [1 if i == j else 0 for i in range(n)]
        for _ in range(steps):
            v = step(v)
        cols.append(v)
    return [[cols[j][i] for j in range(n)] for i in range(n)]


@lru_cache(maxsize=None)
def products(poly: int) -> tuple:
    """products(poly)[a][b] == mul(a, b, poly): every product, computed once per polynomial (the
    reference interpreter applies the same maps to every block; mul per byte was most of its time)."""
    return tuple(tuple(_mul_bits(a, b, poly) for b in range(256)) for a in range(256))


def apply(rows: list, v: list, poly: int) -> list:
    table = products(poly)
    out = []
    for row in rows:
        acc = 0
        for c, x in zip(row, v):
            acc ^= table[c][x]
        out.append(acc)
    return out


def invert_matrix(rows: list, poly: int) -> list:
    """Gauss-Jordan over GF(2^8); ValueError if the map is not invertible."""
    n = len(rows)
    m = [list(r) + [1 if i == j else 0 for j in range(n)] for i, r in enumerate(rows)]
    for col in range(n):
        piv = next((r for r in range(col, n) if m[r][col]), None)
        if piv is None:
            raise ValueError("the linear map is not invertible")
        m[col], m[piv] = m[piv], m[col]
        f = inverse(m[col][col], poly)
        m[col] = [mul(x, f, poly) for x in m[col]]
        for r in range(n):
            if r != col and m[r][col]:
                g = m[r][col]
                m[r] = [x ^ mul(g, y, poly) for x, y in zip(m[r], m[col])]
    return [r[n:] for r in m]
