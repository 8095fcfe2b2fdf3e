"""The reference model: the modes of operation and the Streebog iteration, built on the IR
interpreter (interp.py) and nothing else. Tests compare every backend with these functions.

Sources: RFC 5830 (GOST 28147-89 modes), RFC 4357 2.3.2 (CryptoPro key meshing), GOST R 34.13-2015
(the modes of Magma and Kuznyechik, written once for both block sizes), RFC 6986 (Streebog
stages 1-3). Where the standards leave a choice, the OpenSSL gost
engine's behaviour is followed (CNT's end-around carry, MAC padding of one-block messages).
"""
from __future__ import annotations

from functools import lru_cache

from . import interp, ir, modes, paths

C1, C2 = modes.CNT_C1, modes.CNT_C2  # RFC 5830 section 6.1: the counter-mode constants
MESH_KEY = bytes.fromhex(  # RFC 4357 section 2.3.2: the CryptoPro key meshing constant C
    "6900722264c904238d3adb9646e92ac418feac9400ed0712c086dcc2ef4ca92b")


@lru_cache(maxsize=None)
def described() -> tuple:
    """The IRs of every description in dsl/."""
    return tuple(x for _, x in ir.load_all(paths.dsl_dir()))


def _one(kind):
    (x,) = [x for x in described() if isinstance(x, kind)]
    return x


def cipher_ir() -> ir.FeistelIR:
    return _one(ir.FeistelIR)


def block_cipher_ir(name: str) -> ir.BlockCipherIR:
    """A block cipher with round keys, by the name its description gives it."""
    for c in described():
        if isinstance(c, ir.BlockCipherIR) and c.name == name:
            return c
    raise ValueError(f"{name} is not a block cipher with round keys")


def hash_ir() -> ir.HashIR:
    return _one(ir.HashIR)


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


class CipherBlock:
    """A block cipher with round keys (ir.BlockCipherIR, e.g. Kuznyechik): E and the derived D."""

    def __init__(self, cipher: str, key: bytes):
        self.ir = block_cipher_ir(cipher)
        self.n = self.ir.block_bytes
        self.rk = interp.round_keys(self.ir, bytes(key))

    def enc(self, block: bytes) -> bytes:
        return interp.block_crypt(self.ir, self.rk, block)

    def dec(self, block: bytes) -> bytes:
        return interp.block_crypt(self.ir, self.rk, block, decrypt=True)


Block.n = 8  # the 64-bit Feistel network's block bytes


def _blocks(data: bytes, n: int = 8):
    return [data[i:i + n] for i in range(0, len(data), n)]


def _check_whole(data: bytes, n: int = 8) -> None:
    if len(data) % n:
        raise ValueError(f"ECB and CBC need whole {n}-byte blocks")


def cipher_block(cipher: str, rows, key: bytes):
    """The block-cipher object a cipher name stands for (gost89 and magma: the byte orders of the
    Feistel network, which takes an S-box set; others: their own descriptions)."""
    return Block(cipher, rows, key) if cipher in ("gost89", "magma") else CipherBlock(cipher, key)


def ecb(cipher: str, rows, key: bytes, data: bytes, decrypt: bool) -> bytes:
    blk = cipher_block(cipher, rows, key)
    _check_whole(data, blk.n)
    f = blk.dec if decrypt else blk.enc
    return b"".join(f(b) for b in _blocks(data, blk.n))


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


# ---- GOST R 34.13-2015 modes, for any block size n (Magma: 8 bytes, Kuznyechik: 16) ----

# section 5.6: the constant B_n of the MAC's subkeys
MAC_B = {8: 0x1B, 16: 0x87}


def ctr(blk, iv: bytes, data: bytes) -> bytes:
    """5.2: CTR_1 = IV || 0^(n/2), a big-endian counter mod 2^n."""
    n = blk.n
    if len(iv) != n // 2:
        raise ValueError(f"CTR needs a {n // 2}-byte IV")
    c = int.from_bytes(iv + bytes(n // 2), "big")
    out = bytearray()
    for chunk in _blocks(data, n):
        out += _xor(chunk, blk.enc(c.to_bytes(n, "big")))
        c = (c + 1) % (1 << (8 * n))
    return bytes(out)


def _check_register(iv: bytes, n: int = 8) -> None:
    if not iv or len(iv) % n:
        raise ValueError(f"the IV must be a non-zero multiple of {n} bytes")


def ofb(blk, iv: bytes, data: bytes) -> bytes:
    """5.3: the register R of m = z*n bytes; Y = E(MSB_n(R)), R = LSB(R) || Y."""
    n = blk.n
    _check_register(iv, n)
    reg, out = bytes(iv), bytearray()
    for chunk in _blocks(data, n):
        y = blk.enc(reg[:n])
        out += _xor(chunk, y)
        reg = reg[n:] + y
    return bytes(out)


def cbc(blk, iv: bytes, data: bytes, decrypt: bool) -> bytes:
    """5.4."""
    n = blk.n
    _check_register(iv, n)
    _check_whole(data, n)
    reg, out = bytes(iv), bytearray()
    for chunk in _blocks(data, n):
        if decrypt:
            out += _xor(blk.dec(chunk), reg[:n])
            reg = reg[n:] + chunk
        else:
            c = blk.enc(_xor(chunk, reg[:n]))
            out += c
            reg = reg[n:] + c
    return bytes(out)


def cfb(blk, iv: bytes, data: bytes, decrypt: bool) -> bytes:
    """5.5 with s = n."""
    n = blk.n
    _check_register(iv, n)
    reg, out = bytes(iv), bytearray()
    for chunk in _blocks(data, n):
        res = _xor(chunk, blk.enc(reg[:n]))
        out += res
        reg = reg[n:] + (chunk if decrypt else res)  # a short last block ends the stream
    return bytes(out)


def omac(blk, data: bytes, bits: int) -> bytes:
    """5.6: CMAC with subkeys K1 = R << 1 (xor B_n on carry), K2 = K1 << 1 likewise."""
    n = blk.n
    mask = (1 << (8 * n)) - 1

    def dbl(x: int) -> int:
        x <<= 1
        return (x ^ MAC_B[n]) & mask if x >> (8 * n) else x

    r = int.from_bytes(blk.enc(bytes(n)), "big")
    k1 = dbl(r)
    k2 = dbl(k1)
    blocks = _blocks(data, n)
    if blocks and len(blocks[-1]) == n:
        last, k = blocks.pop(), k1
    else:
        tail = blocks.pop() if blocks else b""
        last, k = (tail + b"\x80").ljust(n, b"\0"), k2
    c = bytes(n)
    for b in blocks:
        c = blk.enc(_xor(c, b))
    c = blk.enc(_xor(_xor(c, last), k.to_bytes(n, "big")))
    return c[: bits // 8]


def magma_ctr(rows, key: bytes, iv: bytes, data: bytes) -> bytes:
    if len(iv) != 4:
        raise ValueError("Magma CTR needs a 4-byte IV")
    return ctr(Block("magma", rows, key), iv, data)


def magma_ofb(rows, key: bytes, iv: bytes, data: bytes) -> bytes:
    return ofb(Block("magma", rows, key), iv, data)


def magma_cbc(rows, key: bytes, iv: bytes, data: bytes, decrypt: bool) -> bytes:
    return cbc(Block("magma", rows, key), iv, data, decrypt)


def magma_cfb(rows, key: bytes, iv: bytes, data: bytes, decrypt: bool) -> bytes:
    return cfb(Block("magma", rows, key), iv, data, decrypt)


def magma_mac(rows, key: bytes, data: bytes, bits: int = 32) -> bytes:
    return omac(Block("magma", rows, key), data, bits)


def crypt(cipher: str, mode: str, rows, key: bytes, iv: bytes | None, data: bytes,
          decrypt: bool = False, mesh: bool = False) -> bytes:
    """Dispatch by names, as the CLIs and the C API spell them."""
    if mode == "ecb":
        return ecb(cipher, rows, key, data, decrypt)
    if cipher == "gost89" and mode == "cnt":
        return gost89_cnt(rows, key, iv, data, mesh)
    if cipher == "gost89" and mode == "cfb":
        return gost89_cfb(rows, key, iv, data, decrypt, mesh)
    if cipher != "gost89" and mode in ("ctr", "ofb", "cbc", "cfb"):
        blk = cipher_block(cipher, rows, key)
        if mode == "ctr":
            return ctr(blk, iv, data)
        if mode == "ofb":
            return ofb(blk, iv, data)
        return (cbc if mode == "cbc" else cfb)(blk, iv, data, decrypt)
    raise ValueError(f"mode {mode!r} is not offered for {cipher}")


def mac(cipher: str, rows, key: bytes, data: bytes, bits: int = 32) -> bytes:
    if cipher == "gost89":
        return gost89_mac(rows, key, data, bits)
    return omac(cipher_block(cipher, rows, key), data, bits)


# ---- Streebog (RFC 6986 section 8): the description's iteration around its g_N ----

def streebog_g(h: bytes, N: bytes, m: bytes) -> bytes:
    return interp.compress(hash_ir(), h, N, m)


def streebog(data: bytes, bits: int = 512) -> bytes:
    return interp.hash_message(hash_ir(), data, bits)


# ---- HMAC-Streebog and the key derivation functions on it, written from their definitions ----
# HMAC (RFC 2104 as RFC 7836 4.1 instantiates it), KDF_GOSTR3411_2012_256 and KDF_TREE (RFC 7836
# 4.4, 4.5), TLSTREE (RFC 9367 4.1.1, RFC 9189 8.1), PBKDF2 (RFC 8018 5.2; R 50.1.111-2016).

def hmac_streebog(key: bytes, data: bytes, bits: int = 256) -> bytes:
    if len(key) > 64:
        key = streebog(key, bits)
    k0 = key.ljust(64, b"\0")
    inner = streebog(_xor(k0, b"\x36" * 64) + data, bits)
    return streebog(_xor(k0, b"\x5c" * 64) + inner, bits)


def kdf_256(key: bytes, label: bytes, seed: bytes) -> bytes:
    return hmac_streebog(key, b"\x01" + label + b"\x00" + seed + b"\x01\x00", 256)


def kdf_tree(key: bytes, label: bytes, seed: bytes, length: int, r: int = 1) -> bytes:
    """length bytes; L = 8 * length bits, written big-endian on as few bytes as it needs."""
    if not 1 <= r <= 4 or not 1 <= length <= 32 * ((1 << (8 * r)) - 1):
        raise ValueError("kdf_tree: r must be 1..4 and length 1..32 * (2^(8r) - 1) bytes")
    lbits = 8 * length
    lb = lbits.to_bytes((lbits.bit_length() + 7) // 8, "big")
    out = b""
    i = 1
    while len(out) < length:
        out += hmac_streebog(key, i.to_bytes(r, "big") + label + b"\x00" + seed + lb, 256)
        i += 1
    return out[:length]


TLSTREE_MASKS = {  # C_1, C_2, C_3 per suite
    "kuznyechik-mgm-l": (0xF800000000000000, 0xFFFFFFF000000000, 0xFFFFFFFFFFFFE000),
    "magma-mgm-l": (0xFFE0000000000000, 0xFFFFFFFFC0000000, 0xFFFFFFFFFFFFFF80),
    "kuznyechik-mgm-s": (0xFFFFFFFFE0000000, 0xFFFFFFFFFFFF0000, 0xFFFFFFFFFFFFFFF8),
    "magma-mgm-s": (0xFFFFFFFFFC000000, 0xFFFFFFFFFFFFE000, 0xFFFFFFFFFFFFFFFF),
    "kuznyechik-ctr-omac": (0xFFFFFFFF00000000, 0xFFFFFFFFFFF80000, 0xFFFFFFFFFFFFFFC0),
    "magma-ctr-omac": (0xFFFFFFC000000000, 0xFFFFFFFFFE000000, 0xFFFFFFFFFFFFF000),
}


def tlstree(root_key: bytes, seqnum: int, suite: str) -> bytes:
    k = root_key
    for j, c in enumerate(TLSTREE_MASKS[suite], 1):
        k = kdf_256(k, b"level%d" % j, (seqnum & c).to_bytes(8, "big"))
    return k


def pbkdf2_streebog512(password: bytes, salt: bytes, iterations: int, length: int) -> bytes:
    out = b""
    i = 1
    while len(out) < length:
        u = hmac_streebog(password, salt + i.to_bytes(4, "big"), 512)
        t = u
        for _ in range(iterations - 1):
            u = hmac_streebog(password, u, 512)
            t = _xor(t, u)
        out += t
        i += 1
    return out[:length]


# ---- MGM (RFC 9058, R 1323565.1.026-2019) ---------------------------------------------------------
# The field polynomials of the two block sizes: x^64 + x^4 + x^3 + x + 1, x^128 + x^7 + x^2 + x + 1.
MGM_POLY = {8: (1 << 64) | 0x1b, 16: (1 << 128) | 0x87}


def gf_mul(bs: int, a: int, b: int) -> int:
    """a * b in GF(2^(8 bs)), elements as integers whose bit i is the coefficient of x^i."""
    poly, top, r = MGM_POLY[bs], 8 * bs, 0
    while b:
        if b & 1:
            r ^= a
        b >>= 1
        a <<= 1
        if a >> top:
            a ^= poly
    return r


def mgm(cipher: str, rows, key: bytes, nonce: bytes, aad: bytes, data: bytes,
        decrypt: bool = False) -> tuple[bytes, bytes]:
    """(output, the full n-bit tag): data is the plaintext (or, decrypting, the ciphertext, the
    tag being computed over it). nonce: one block with its first bit clear."""
    blk = cipher_block(cipher, rows, key)
    n = blk.n
    if len(nonce) != n or nonce[0] & 0x80:
        raise ValueError(f"MGM nonce must be one {n}-byte block with its first bit clear")
    half = 4 * n  # bits in half a block
    mask = (1 << half) - 1

    def num(b):
        return int.from_bytes(b, "big")

    def blk_bytes(v):
        return v.to_bytes(n, "big")

    y = num(blk.enc(nonce))
    z = num(blk.enc(bytes([nonce[0] | 0x80]) + nonce[1:]))
    out = bytearray()
    for i in range(0, len(data), n):
        gamma = blk.enc(blk_bytes(y))
        out += _xor(data[i:i + n], gamma)
        y = (y >> half << half) | ((y + 1) & mask)
    ciphertext = data if decrypt else bytes(out)
    acc = 0
    for part in (aad, ciphertext):
        for i in range(0, len(part), n):
            h = num(blk.enc(blk_bytes(z)))
            acc ^= gf_mul(n, h, num(part[i:i + n].ljust(n, b"\0")))
            z = ((((z >> half) + 1) & mask) << half) | (z & mask)
    h = num(blk.enc(blk_bytes(z)))
    acc ^= gf_mul(n, h, ((8 * len(aad)) << half) | (8 * len(data)))
    return bytes(out), blk.enc(blk_bytes(acc))


# ---- ACPKM re-keying (R 1323565.1.017-2018; RFC 8645 6.2, 6.3) ----------------------------------
ACPKM_D = bytes(range(0x80, 0xA0))  # D_1 || ... || D_J: the 32 bytes 0x80, 0x81, ..., 0x9f
# The OpenSSL gost provider's section sizes (its kuznyechik-ctr-acpkm / magma-ctr-acpkm default):
ACPKM_DEFAULT_SECTION = {"kuznyechik": 4096, "magma": 1024}


def acpkm_next_key(blk_of, key: bytes, n: int) -> bytes:
    """ACPKM(K) = E_K(D_1) || ... || E_K(D_J) (J = 32 / n blocks)."""
    blk = blk_of(key)
    return b"".join(blk.enc(ACPKM_D[i:i + n]) for i in range(0, len(ACPKM_D), n))


def _acpkm_blocks(cipher: str, rows):
    if cipher == "gost89":
        raise ValueError("ACPKM is defined for magma and kuznyechik")
    blk_of = (lambda k: cipher_block(cipher, rows, k))
    return blk_of, blk_of(bytes(32)).n


def ctr_acpkm(cipher: str, rows, key: bytes, iv: bytes, data: bytes, section: int) -> bytes:
    """CTR of GOST R 34.13-2015 (IV n/2 bytes, CTR_1 = IV || 0, the counter running on across
    sections) whose key becomes ACPKM(key) at the start of every section of `section` bytes
    after the first (section a multiple of the block size)."""
    blk_of, n = _acpkm_blocks(cipher, rows)
    if section <= 0 or section % n:
        raise ValueError(f"the section size must be a positive multiple of {n} bytes")
    if len(iv) != n // 2:
        raise ValueError(f"CTR-ACPKM needs a {n // 2}-byte IV")
    c = int.from_bytes(iv + bytes(n // 2), "big")
    k, out = bytes(key), bytearray()
    for s in range(0, len(data), section):
        if s:
            k = acpkm_next_key(blk_of, k, n)
        blk = blk_of(k)
        for chunk in _blocks(data[s:s + section], n):
            out += _xor(chunk, blk.enc(c.to_bytes(n, "big")))
            c = (c + 1) % (1 << (8 * n))
    return bytes(out)


def acpkm_master(cipher: str, rows, key: bytes, key_section: int, length: int) -> bytes:
    """ACPKM-Master(T*, K, length): CTR-ACPKM with sections of T* bytes over `length` zero bytes,
    the IV all ones."""
    _, n = _acpkm_blocks(cipher, rows)
    return ctr_acpkm(cipher, rows, key, b"\xff" * (n // 2), bytes(length), key_section)


def omac_acpkm(cipher: str, rows, key: bytes, data: bytes, section: int, key_section: int,
               bits: int = None) -> bytes:
    """OMAC-ACPKM-Master: the message in sections of `section` bytes; section i is chained under
    the key K^i, and the last block is masked with K1 (a whole block) or K2 = K1 << 1 (a padded
    one; GOST R 34.13-2015 5.6) where K1 = K^l_1 is the last section's own n-byte key, from
    K^1 || K^1_1 || K^2 || K^2_1 ... = ACPKM-Master(T*, key, l (32 + n))."""
    blk_of, n = _acpkm_blocks(cipher, rows)
    if section <= 0 or section % n:
        raise ValueError(f"the section size must be a positive multiple of {n} bytes")
    if key_section <= 0 or key_section % n:
        raise ValueError(f"the key section size must be a positive multiple of {n} bytes")
    sections = max(1, -(-len(data) // section))
    material = acpkm_master(cipher, rows, key, key_section, sections * (32 + n))
    keys = [material[i * (32 + n):i * (32 + n) + 32] for i in range(sections)]
    k1 = int.from_bytes(material[sections * (32 + n) - n:sections * (32 + n)], "big")
    mask = (1 << (8 * n)) - 1
    blocks = _blocks(data, n)
    if blocks and len(blocks[-1]) == n:
        last, k = blocks.pop(), k1
    else:
        tail = blocks.pop() if blocks else b""
        last, k = (tail + b"\x80").ljust(n, b"\0"), k1 << 1
        k = (k ^ MAC_B[n]) & mask if k >> (8 * n) else k
    c = bytes(n)
    per = section // n
    for j, b in enumerate(blocks):
        c = blk_of(keys[j // per]).enc(_xor(c, b))
    c = blk_of(keys[-1]).enc(_xor(_xor(c, last), k.to_bytes(n, "big")))
    return c[: (bits or 8 * n) // 8]
