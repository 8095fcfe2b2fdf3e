"""The reference model of the block ciphers described with round keys (dsl/kuznyechik.gg) against
the published vectors: the key schedule's constants computed by the generator, the block cipher
and its derived decryption, and the GOST R 34.13-2015 modes written once for both block sizes."""
from __future__ import annotations

import hashlib

import pytest

from gghelpers import VECTORS

from gostgen import interp
from gostgen import reference as R

KB = VECTORS["kuznyechik_block"]
KM = VECTORS["kuznyechik_modes"]
KR = VECTORS["kuznyechik_random"]


def test_round_keys_and_constants():
    ir = R.block_cipher_ir("kuznyechik")
    # RFC 7801 section 5.2 prints C_1 and the round keys K_3.. of the example key.
    consts = [i.attr for i in ir.keyschedule.body if i.op == "literal"]
    assert consts[0] == 0x6ea276726c487ab85d27bd10dd849401
    assert len(consts) == 32
    rk = interp.round_keys(ir, bytes.fromhex(KB["key"]))
    assert rk[2] == 0xdb31485315694343228d6aef8cc78c44
    assert rk[9] == 0x72e9dd7416bcf45b755dbaa88e4a4043


def test_block():
    blk = R.CipherBlock("kuznyechik", bytes.fromhex(KB["key"]))
    pt, ct = bytes.fromhex(KB["plaintext"]), bytes.fromhex(KB["ciphertext"])
    assert blk.enc(pt) == ct
    assert blk.dec(ct) == pt


@pytest.mark.parametrize("mode", ["ecb", "ctr", "ofb", "cbc", "cfb"])
def test_modes_published(mode):
    key, pt = bytes.fromhex(KM["key"]), bytes.fromhex(KM["plaintext"])
    iv = bytes.fromhex(KM[mode]["iv"]) if "iv" in KM[mode] else None
    ct = bytes.fromhex(KM[mode]["ciphertext"])
    assert R.crypt("kuznyechik", mode, None, key, iv, pt) == ct
    assert R.crypt("kuznyechik", mode, None, key, iv, ct, decrypt=True) == pt
    if mode in KM["iv128"]:
        iv16 = bytes.fromhex(KM["iv128"]["iv"])
        assert R.crypt("kuznyechik", mode, None, key, iv16, pt).hex() == KM["iv128"][mode]


def test_mac_published():
    key, pt = bytes.fromhex(KM["key"]), bytes.fromhex(KM["plaintext"])
    assert R.mac("kuznyechik", None, key, pt, 64).hex() == KM["mac"]["mac"]
    assert R.mac("kuznyechik", None, key, pt, 128).hex() == KM["mac"]["mac_128"]


def det(label: str, n: int) -> bytes:
    """The vector file's rule for its random cases (see kuznyechik_random.rule)."""
    out, i = b"", 0
    while len(out) < n:
        out += hashlib.sha256(label.encode() + i.to_bytes(4, "big")).digest()
        i += 1
    return out[:n]


@pytest.mark.parametrize("case", range(len(KR["cases"])))
def test_random_cases(case):
    c = KR["cases"][case]
    key = det(f"kuznyechik_random/{case}/key", 32)
    assert key.hex() == c["key"]
    iv, ctr_iv = bytes.fromhex(c["iv"]), bytes.fromhex(c["ctr_iv"])
    plain = det(f"kuznyechik_random/{case}/plaintext", 65536)
    for length, want in c["by_length"].items():
        if int(length) > 4101:
            continue  # the interpreter is slow; the backends check the long ones
        pt = plain[:int(length)]
        for mode, value in want.items():
            if mode == "mac":
                assert R.mac("kuznyechik", None, key, pt, 128).hex() == value, (length, mode)
            else:
                got = R.crypt("kuznyechik", mode, None, key, ctr_iv if mode == "ctr" else iv, pt)
                assert got.hex() == value, (length, mode)
