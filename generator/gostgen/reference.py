"""The reference model: the modes of operation and the Streebog iteration, built on the IR
interpreter (interp.py) and nothing else. Tests compare every backend with these functions.

The modes are not written here: this module interprets their description, modes.py (the chain
steps, the modes of RFC 5830 and of GOST R 34.13-2015 for any block size, the MACs, CryptoPro key
meshing), on the block ciphers the descriptions in dsl/ define; the published vectors check the
interpretation (tests/test_vectors.py). Where the standards leave a choice, the OpenSSL gost
engine's behaviour is followed (CNT's end-around carry, MAC padding of one-block messages).
Streebog: RFC 6986 stages 1-3 around the described g_N.
"""
from __future__ import annotations

from functools import lru_cache

from . import interp, ir, modes, paths

MESH_KEY = modes.MESH_KEY  # RFC 4357 section 2.3.2: the CryptoPro key meshing constant C


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

    n = 8  # the 64-bit Feistel network's block bytes

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

    def mesh_key(self) -> None:
        """CryptoPro key meshing: K' = D_K(C)."""
        self.rekey(b"".join(self.dec(MESH_KEY[i:i + 8]) for i in range(0, 32, 8)))

    def mesh(self, register: bytes) -> bytes:
        """CryptoPro key meshing of a mode: K' = D_K(C); returns E_K'(register)."""
        self.mesh_key()
        return self.enc(register)


class CipherBlock:
    """A block cipher with round keys (ir.BlockCipherIR, e.g. Kuznyechik): E and the derived D."""

    def __init__(self, cipher: str, key: bytes):
        self.ir = block_cipher_ir(cipher)
        self.n = self.ir.block_bytes
        self.rekey(key)

    def rekey(self, key: bytes) -> None:
        self.rk = interp.round_keys(self.ir, bytes(key))

    def enc(self, block: bytes) -> bytes:
        return interp.block_crypt(self.ir, self.rk, block)

    def dec(self, block: bytes) -> bytes:
        return interp.block_crypt(self.ir, self.rk, block, decrypt=True)

    def run(self, sched: str, block: bytes) -> bytes:
        if sched not in ("encrypt", "decrypt"):
            raise ValueError(f"{self.ir.name} has no {sched} schedule")
        return self.enc(block) if sched == "encrypt" else self.dec(block)


def _blocks(data: bytes, n: int = 8):
    return [data[i:i + n] for i in range(0, len(data), n)]


def cipher_block(cipher: str, rows, key: bytes):
    """The block-cipher object a cipher name stands for (gost89 and magma: the byte orders of the
    Feistel network, which takes an S-box set; others: their own descriptions)."""
    return Block(cipher, rows, key) if cipher in ("gost89", "magma") else CipherBlock(cipher, key)


def family(cipher: str) -> modes.Family:
    """The modes a cipher offers: GOST 28147-89's (RFC 5830) for gost89, 34.13's for the others."""
    return modes.FAMILIES["rfc5830" if cipher == "gost89" else "gost3413"]


# ---- the interpreter of modes.py ----

def _cnt_next(r: bytes) -> bytes:
    """RFC 5830 6.1: n1 + C2 mod 2^32, n2 + C1 mod 2^32 - 1 (end-around carry)."""
    if len(r) != 8:
        raise ValueError("cnt_next is defined on 8-byte blocks")
    n1 = (int.from_bytes(r[:4], "little") + modes.CNT_C2) & 0xFFFFFFFF
    n2 = int.from_bytes(r[4:], "little")
    g2 = (n2 + modes.CNT_C1) & 0xFFFFFFFF
    if g2 < n2:
        g2 += 1
    return n1.to_bytes(4, "little") + g2.to_bytes(4, "little")


def _ctr_inc(r: bytes) -> bytes:
    """34.13 5.2.1: the block as a big-endian number, plus one mod 2^(8n)."""
    return ((int.from_bytes(r, "big") + 1) % (1 << (8 * len(r)))).to_bytes(len(r), "big")


REGISTER_OPS = {"cnt_next": _cnt_next, "ctr_inc": _ctr_inc}
if set(REGISTER_OPS) != set(modes.REGISTER_OPS):
    raise RuntimeError("reference.py interprets every register operation of modes.py")


def _eval(e: modes.Expr, env: dict) -> bytes:
    if e.kind == "name":
        return env[e.args[0]]
    if e.kind == "xor":
        return _xor(env[e.args[0]], env[e.args[1]])
    return REGISTER_OPS[e.args[0]](env["r"])


def step(chain: modes.Chain, E, reg: list, p: bytes):
    """One chain step on the block p: (output, or None; the register after it). reg is the
    register as a list of blocks (a shift register: the step reads reg[0], post shifts in)."""
    env = {"p": p, "r": reg[0] if reg else bytes(len(p))}
    if chain.pre is not None:
        env["r"] = _eval(chain.pre, env)
        reg = [env["r"]]
    env["y"] = E(_eval(chain.x, env))
    out = _eval(chain.out, env)[:len(p)] if chain.out is not None else None
    if chain.post is not None:
        reg = reg[1:] + [_eval(chain.post, env)]
    return out, reg


def chain_run(name: str, E, reg: bytes, data: bytes, n: int):
    """The chain step `name` (modes.CHAINS) over the whole blocks of data, with a one-block
    register: (output, or None for the MAC; the register after)."""
    chain, r, out = modes.CHAIN_BY_NAME[name], [reg], bytearray()
    for p in _blocks(data, n):
        o, r = step(chain, E, r, p)
        if o is not None:
            out += o
    return (bytes(out) if chain.out is not None else None), r[0]


def _check_iv(m: modes.Mode, iv: bytes | None, n: int) -> bytes:
    if m.iv is None:
        return b""
    iv = bytes(iv or b"")
    if m.iv == "k*n":
        if not iv or len(iv) % n:
            raise ValueError(f"the IV must be a non-zero multiple of {n} bytes")
    elif len(iv) != (n // 2 if m.iv == "n/2" else n):
        raise ValueError(f"{m.name.upper()} needs a {n // 2 if m.iv == 'n/2' else n}-byte IV")
    return iv


def _start(m: modes.Mode, blk, iv: bytes) -> list:
    n = blk.n
    if m.start == "none":
        return []
    if m.start == "iv":
        return _blocks(iv, n)
    if m.start == "E(iv)":
        return [blk.enc(iv)]
    c = int.from_bytes(iv.ljust(n, b"\0"), "big")  # "counter": the one before IV || 0
    return [((c - 1) % (1 << (8 * n))).to_bytes(n, "big")]


def acpkm_rekey(blk) -> None:
    """ACPKM: K becomes E_K(D_1) || ... || E_K(D_J) (modes.ACPKM_D in blocks)."""
    d, n = modes.ACPKM_D, blk.n
    blk.rekey(b"".join(blk.enc(d[i:i + n]) for i in range(0, len(d), n)))


def section_blocks(m: modes.Mode, n: int, section: int | None) -> int:
    """The blocks of an ACPKM section: `section` bytes, a positive multiple of n (None: the
    default, modes.ACPKM_DEFAULT_SECTION)."""
    if section is None:
        section = modes.ACPKM_DEFAULT_SECTION[n]
    if not m.acpkm:
        raise ValueError(f"{m.name} has no sections")
    if section <= 0 or section % n:
        raise ValueError(f"the section size must be a positive multiple of {n} bytes")
    return section // n


def run_mode(fam: modes.Family, mode: str, blk, iv: bytes | None, data: bytes, decrypt: bool,
             mesh: bool = False, section: int | None = None) -> bytes:
    """A mode of a family (modes.FAMILIES) on one message; section: an ACPKM mode's section in
    bytes (None: the default)."""
    m = fam.mode(mode)
    n = blk.n
    if mesh and not m.meshing:
        raise ValueError(f"meshing does not apply to {mode}")
    per_section = section_blocks(m, n, section) if m.acpkm else 0
    if section is not None and not m.acpkm:
        raise ValueError(f"{mode} has no sections")
    iv = _check_iv(m, iv, n)
    if m.whole_blocks and len(data) % n:
        raise ValueError(f"{mode.upper()} needs whole {n}-byte blocks")
    chain = m.chain(decrypt)
    E = blk.dec if decrypt and m.inverse else blk.enc
    reg, out = _start(m, blk, iv), bytearray()
    per_key = modes.MESH_BYTES // n
    for i, p in enumerate(_blocks(data, n)):
        if mesh and i and i % per_key == 0:  # the mode's meshing re-encrypts the register
            blk.mesh_key()
            reg = [blk.enc(reg[0])] + reg[1:]
        if per_section and i and i % per_section == 0:  # ACPKM: the register runs on
            acpkm_rekey(blk)
        o, reg = step(chain, E, reg, p)
        out += o
    return bytes(out)


def run_mac(fam: modes.Family, blk, data: bytes, bits: int, mesh: bool = False) -> bytes:
    """The family's MAC (modes.FAMILIES[...].mac) of one message, its first bits / 8 bytes."""
    spec, n = fam.mac, blk.n
    if mesh and not spec.meshing:
        raise ValueError("meshing does not apply to this MAC")

    def pad(tail: bytes) -> bytes:
        return (tail + (b"\x80" if spec.pad == "one_zeros" else b"")).ljust(n, b"\0")

    blocks = _blocks(data, n)
    if spec.subkeys:  # CMAC: K1 for a complete last block, K2 for a padded one
        b_n, mask = spec.subkeys[n], (1 << (8 * n)) - 1

        def dbl(x: int) -> int:
            x <<= 1
            return (x ^ b_n) & mask if x >> (8 * n) else x

        k1 = dbl(int.from_bytes(blk.run(spec.schedule, bytes(n)), "big"))
        if blocks and len(blocks[-1]) == n:
            last, k = blocks.pop(), k1
        else:
            last, k = pad(blocks.pop() if blocks else b""), dbl(k1)
        blocks.append(_xor(last, k.to_bytes(n, "big")))
    elif blocks:
        blocks[-1] = pad(blocks[-1])
        if spec.short_extra_block and len(blocks) == 1:
            blocks.append(bytes(n))
    chain, reg = modes.CHAIN_BY_NAME[spec.chain], [bytes(n)]
    per_key = modes.MESH_BYTES // n
    for i, p in enumerate(blocks):
        if mesh and i and i % per_key == 0:  # the MAC's meshing changes the key only
            blk.mesh_key()
        _, reg = step(chain, lambda x: blk.run(spec.schedule, x), reg, p)
    return reg[0][: bits // 8]


# ---- by name, as the CLIs and the C API spell them ----

def crypt(cipher: str, mode: str, rows, key: bytes, iv: bytes | None, data: bytes,
          decrypt: bool = False, mesh: bool = False, section: int | None = None) -> bytes:
    fam = family(cipher)
    if mode not in (m.name for m in fam.modes):
        raise ValueError(f"mode {mode!r} is not offered for {cipher}")
    return run_mode(fam, mode, cipher_block(cipher, rows, key), iv, data, decrypt, mesh, section)


def crypt_multi(cipher: str, mode: str, rows, keys, ivs, datas, decrypt: bool = False,
                mesh: bool = False) -> list:
    """The multi-stream call: every stream its own message of the mode."""
    return [crypt(cipher, mode, rows, k, v, d, decrypt, mesh) for k, v, d in zip(keys, ivs, datas)]


def mac(cipher: str, rows, key: bytes, data: bytes, bits: int = 32, mesh: bool = False) -> bytes:
    return run_mac(family(cipher), cipher_block(cipher, rows, key), data, bits, mesh)


def ecb(cipher: str, rows, key: bytes, data: bytes, decrypt: bool) -> bytes:
    return crypt(cipher, "ecb", rows, key, None, data, decrypt)


def gost89_cnt(rows, key: bytes, iv: bytes, data: bytes, mesh: bool = False) -> bytes:
    return crypt("gost89", "cnt", rows, key, iv, data, False, mesh)


def gost89_cfb(rows, key: bytes, iv: bytes, data: bytes, decrypt: bool,
               mesh: bool = False) -> bytes:
    return crypt("gost89", "cfb", rows, key, iv, data, decrypt, mesh)


def gost89_mac(rows, key: bytes, data: bytes, bits: int = 32, mesh: bool = False) -> bytes:
    return mac("gost89", rows, key, data, bits, mesh)


def magma_ctr(rows, key: bytes, iv: bytes, data: bytes) -> bytes:
    return crypt("magma", "ctr", rows, key, iv, data)


def magma_ofb(rows, key: bytes, iv: bytes, data: bytes) -> bytes:
    return crypt("magma", "ofb", rows, key, iv, data)


def magma_cbc(rows, key: bytes, iv: bytes, data: bytes, decrypt: bool) -> bytes:
    return crypt("magma", "cbc", rows, key, iv, data, decrypt)


def magma_cfb(rows, key: bytes, iv: bytes, data: bytes, decrypt: bool) -> bytes:
    return crypt("magma", "cfb", rows, key, iv, data, decrypt)


def magma_mac(rows, key: bytes, data: bytes, bits: int = 32) -> bytes:
    return mac("magma", rows, key, data, bits)


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
ACPKM_D = modes.ACPKM_D
# The OpenSSL gost provider's section sizes (its kuznyechik-ctr-acpkm / magma-ctr-acpkm default):
ACPKM_DEFAULT_SECTION = {"kuznyechik": modes.ACPKM_DEFAULT_SECTION[16],
                         "magma": modes.ACPKM_DEFAULT_SECTION[8]}


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
    _acpkm_blocks(cipher, rows)
    return crypt(cipher, "ctr_acpkm", rows, key, iv, data, section=section)


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
        k = (k ^ family(cipher).mac.subkeys[n]) & mask if k >> (8 * n) else k
    c = bytes(n)
    per = section // n
    for j, b in enumerate(blocks):
        c = blk_of(keys[j // per]).enc(_xor(c, b))
    c = blk_of(keys[-1]).enc(_xor(_xor(c, last), k.to_bytes(n, "big")))
    return c[: (bits or 8 * n) // 8]
