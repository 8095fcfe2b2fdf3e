"""The reference model: the modes of operation and the Streebog iteration, built on the IR
interpreter (interp.py) and nothing else. Tests compare every backend with these functions.

Sources: RFC 5830 (GOST 28147-89 modes), RFC 4357 2.3.2 (CryptoPro key meshing), GOST R 34.13-2015
(Magma modes), RFC 6986 (Streebog stages 1-3). Where the standards leave a choice, the OpenSSL gost
engine's behaviour is followed (CNT's end-around carry, MAC padding of one-block messages).
"""
from __future__ import annotations

from functools import lru_cache

from . import interp, ir, paths

C1, C2 = 0x01010104, 0x01010101  # RFC 5830 section 6.1: the counter-mode constants
MESH_KEY = bytes.fromhex(  # RFC 4357 section 2.3.2: the CryptoPro key meshing constant C
    "6900722264c904238d3adb9646e92ac418feac9400ed0712c086dcc2ef4ca92b")
MAGMA_MAC_B = 0x1B  # GOST R 34.13-2015 5.6: B_64 = 0^59 || 11011


@lru_cache(maxsize=None)
def cipher_ir() -> ir.FeistelIR:
    return ir.load(paths.dsl_dir() / "gost28147.gg")


@lru_cache(maxsize=None)
def hash_ir() -> ir.HashIR:
    return ir.load(paths.dsl_dir() / "streebog.gg")


def _xor(a: bytes, b: bytes) -> bytes:
    return bytes(x ^ y for x, y in zip(a, b))


class Block:
    """One key (and S-box set) in one byte order: E, D and the MAC's 16 rounds on 8-byte blocks."""

    def __init__(self, order: str, rows, key: bytes):
        self.ir, self.order, self.rows = cipher_ir(), order, rows
        self.rekey(key)

    def rekey(self, key: bytes) -> None:
        self.key = bytes(key)
        self.k = interp.key_words(self.ir, self.order, self.key)

    def run(self, sched: str, block: bytes) -> bytes:
        o = self.ir.orders[self.order]
        a, b = interp.feistel_words(self.ir, self.rows, self.k, sched,
                                    interp.load_word(block, o.a), interp.load_word(block, o.b))
        out = bytearray(8)
        interp.store_word(out, o.a, a)
        interp.store_word(out, o.b, b)
        return bytes(out)

    def enc(self, block: bytes) -> bytes:
        return self.run("encrypt", block)

    def dec(self, block: bytes) -> bytes:
        return self.run("decrypt", block)

    def mesh(self, register: bytes) -> bytes:
        """CryptoPro key meshing: K' = D_K(C); returns E_K'(register)."""
        self.rekey(b"".join(self.dec(MESH_KEY[i:i + 8]) for i in range(0, 32, 8)))
        return self.enc(register)


def _blocks(data: bytes):
    return [data[i:i + 8] for i in range(0, len(data), 8)]


def _check_whole(data: bytes) -> None:
    if len(data) % 8:
        raise ValueError("ECB and CBC need whole 8-byte blocks")


def ecb(cipher: str, rows, key: bytes, data: bytes, decrypt: bool) -> bytes:
    _check_whole(data)
    blk = Block(cipher, rows, key)
    f = blk.dec if decrypt else blk.enc
    return b"".join(f(b) for b in _blocks(data))


def gost89_cnt(rows, key: bytes, iv: bytes, data: bytes, mesh: bool = False) -> bytes:
    blk = Block("gost89", rows, key)
    state, out, count = bytes(iv), bytearray(), 0
    for i, chunk in enumerate(_blocks(data)):
        if mesh and count == 1024:
            state = blk.mesh(state)
        if i == 0:
            state = blk.enc(state)
        n1 = (int.from_bytes(state[:4], "little") + C2) & 0xFFFFFFFF
        n2 = int.from_bytes(state[4:], "little")
        g2 = (n2 + C1) & 0xFFFFFFFF
        if g2 < n2:  # addition modulo 2^32 - 1 by end-around carry
            g2 += 1
        state = n1.to_bytes(4, "little") + g2.to_bytes(4, "little")
        out += _xor(chunk, blk.enc(state))
        count = count % 1024 + 8
    return bytes(out)


def gost89_cfb(rows, key: bytes, iv: bytes, data: bytes, decrypt: bool, mesh: bool = False) -> bytes:
    blk = Block("gost89", rows, key)
    reg, out, count = bytes(iv), bytearray(), 0
    for chunk in _blocks(data):
        if mesh and count == 1024:
            reg = blk.mesh(reg)
        gamma = blk.enc(reg)
        res = _xor(chunk, gamma)
        out += res
        reg = chunk if decrypt else res
        count = count % 1024 + 8
    return bytes(out)


def gost89_mac(rows, key: bytes, data: bytes, bits: int = 32) -> bytes:
    blk = Block("gost89", rows, key)
    blocks = [b.ljust(8, b"\0") for b in _blocks(data)]
    if len(blocks) == 1:  # a single block is followed by a zero block (CryptoPro, OpenSSL engine)
        blocks.append(bytes(8))
    s = bytes(8)
    for b in blocks:
        s = blk.run("mac", _xor(s, b))
    return s[: bits // 8]


def magma_ctr(rows, key: bytes, iv: bytes, data: bytes) -> bytes:
    if len(iv) != 4:
        raise ValueError("Magma CTR needs a 4-byte IV")
    blk = Block("magma", rows, key)
    ctr = int.from_bytes(iv + bytes(4), "big")
    out = bytearray()
    for chunk in _blocks(data):
        out += _xor(chunk, blk.enc(ctr.to_bytes(8, "big")))
        ctr = (ctr + 1) % (1 << 64)
    return bytes(out)


def _check_register(iv: bytes) -> None:
    if not iv or len(iv) % 8:
        raise ValueError("the IV must be a non-zero multiple of 8 bytes")


def magma_ofb(rows, key: bytes, iv: bytes, data: bytes) -> bytes:
    _check_register(iv)
    blk = Block("magma", rows, key)
    reg, out = bytes(iv), bytearray()
    for chunk in _blocks(data):
        y = blk.enc(reg[:8])
        out += _xor(chunk, y)
        reg = reg[8:] + y
    return bytes(out)


def magma_cbc(rows, key: bytes, iv: bytes, data: bytes, decrypt: bool) -> bytes:
    _check_register(iv)
    _check_whole(data)
    blk = Block("magma", rows, key)
    reg, out = bytes(iv), bytearray()
    for chunk in _blocks(data):
        if decrypt:
            out += _xor(blk.dec(chunk), reg[:8])
            reg = reg[8:] + chunk
        else:
            c = blk.enc(_xor(chunk, reg[:8]))
            out += c
            reg = reg[8:] + c
    return bytes(out)


def magma_cfb(rows, key: bytes, iv: bytes, data: bytes, decrypt: bool) -> bytes:
    _check_register(iv)
    blk = Block("magma", rows, key)
    reg, out = bytes(iv), bytearray()
    for chunk in _blocks(data):
        res = _xor(chunk, blk.enc(reg[:8]))
        out += res
        reg = reg[8:] + (chunk if decrypt else res)  # a short last block ends the stream
    return bytes(out)


def magma_mac(rows, key: bytes, data: bytes, bits: int = 32) -> bytes:
    blk = Block("magma", rows, key)

    def dbl(x: int) -> int:
        x <<= 1
        return (x ^ MAGMA_MAC_B) & (2**64 - 1) if x >> 64 else x

    r = int.from_bytes(blk.enc(bytes(8)), "big")
    k1 = dbl(r)
    k2 = dbl(k1)
    blocks = _blocks(data)
    if blocks and len(blocks[-1]) == 8:
        last, k = blocks.pop(), k1
    else:
        tail = blocks.pop() if blocks else b""
        last, k = (tail + b"\x80").ljust(8, b"\0"), k2
    c = bytes(8)
    for b in blocks:
        c = blk.enc(_xor(c, b))
    c = blk.enc(_xor(_xor(c, last), k.to_bytes(8, "big")))
    return c[: bits // 8]


def crypt(cipher: str, mode: str, rows, key: bytes, iv: bytes | None, data: bytes,
          decrypt: bool = False, mesh: bool = False) -> bytes:
    """Dispatch by names, as the CLIs and the C API spell them."""
    if mode == "ecb":
        return ecb(cipher, rows, key, data, decrypt)
    if cipher == "gost89" and mode == "cnt":
        return gost89_cnt(rows, key, iv, data, mesh)
    if cipher == "gost89" and mode == "cfb":
        return gost89_cfb(rows, key, iv, data, decrypt, mesh)
    if cipher == "magma" and mode == "ctr":
        return magma_ctr(rows, key, iv, data)
    if cipher == "magma" and mode == "ofb":
        return magma_ofb(rows, key, iv, data)
    if cipher == "magma" and mode == "cbc":
        return magma_cbc(rows, key, iv, data, decrypt)
    if cipher == "magma" and mode == "cfb":
        return magma_cfb(rows, key, iv, data, decrypt)
    raise ValueError(f"mode {mode!r} is not offered for {cipher}")


def mac(cipher: str, rows, key: bytes, data: bytes, bits: int = 32) -> bytes:
    return (gost89_mac if cipher == "gost89" else magma_mac)(rows, key, data, bits)


# ---- Streebog (RFC 6986 section 8: stages 1 to 3 around the described g_N) ----

def streebog_g(h: bytes, N: bytes, m: bytes) -> bytes:
    return interp.streebog_g(hash_ir(), h, N, m)


def _add512(a: bytes, b: int) -> bytes:
    return ((int.from_bytes(a, "little") + b) % (1 << 512)).to_bytes(64, "little")


def streebog(data: bytes, bits: int = 512) -> bytes:
    v = hash_ir().variants[bits]
    h, N, sigma = bytes([v.iv_byte]) * 64, bytes(64), bytes(64)
    pos = 0
    while len(data) - pos >= 64:
        m = data[pos:pos + 64]
        h = streebog_g(h, N, m)
        N = _add512(N, 512)
        sigma = _add512(sigma, int.from_bytes(m, "little"))
        pos += 64
    tail = data[pos:]
    m = (tail + b"\x01").ljust(64, b"\0")
    h = streebog_g(h, N, m)
    N = _add512(N, 8 * len(tail))
    sigma = _add512(sigma, int.from_bytes(m, "little"))
    h = streebog_g(h, bytes(64), N)
    h = streebog_g(h, bytes(64), sigma)
    return h[v.digest[0]: v.digest[1] + 1]
