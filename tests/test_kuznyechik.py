"""Kuznyechik (GOST R 34.12-2015, RFC 7801) through the public API, both CLIs and the C library on
every available backend: the published vectors (tests/vectors/gost-vectors.json: kuznyechik_block,
kuznyechik_modes with iv128 and the MACs, kuznyechik_random), random differential checks against
gostgen.reference (one-shot, streaming at random splits, multi-stream, multi-MAC, threads), and the
inputs it refuses (an S-box set, key meshing, IV and data lengths, MAC lengths)."""
from __future__ import annotations

import hashlib

import pytest

import gghelpers as H

C = "kuznyechik"
MODES = ["ecb", "ctr", "ofb", "cbc", "cfb"]
# bytes; 496/512/528, 1008/1024/1040 and 2048/2064: 31..33 and 63..65 blocks around the byte-sliced
# kernels' vectors (32 blocks in ymm, 64 in zmm) and 128/129 around avx2gfni's 4 batches in flight
LENGTHS = [0, 1, 15, 16, 17, 31, 32, 33, 255, 256, 257, 496, 512, 528, 1008, 1024, 1040, 2048,
           2064, 4095, 4096, 4097]


def det(label: str, n: int) -> bytes:
    """The vector file's rule for its random cases (kuznyechik_random.rule)."""
    out, i = b"", 0
    while len(out) < n:
        out += hashlib.sha256(label.encode() + i.to_bytes(4, "big")).digest()
        i += 1
    return out[:n]


def whole(mode) -> bool:
    return mode in ("ecb", "cbc")


def iv_lengths(mode) -> list:
    """8 for CTR; registers of 1, 2 and 3 blocks for OFB, CBC, CFB."""
    return {"ecb": [0], "ctr": [8]}.get(mode, [16, 32, 48])


def ref_crypt(mode, key, iv, data, decrypt=False) -> bytes:
    return H.ref_crypt(C, mode, None, key, iv, data, decrypt)


def ref_mac(key, data, bits) -> bytes:
    return H.ref_mac(C, None, key, data, bits)


def vec(name):
    return H.VECTORS[name]


# ---- published vectors --------------------------------------------------------------------------------
def modes_cases():
    """(mode, iv, plaintext, ciphertext) of kuznyechik_modes, the iv128 ones included."""
    v = vec("kuznyechik_modes")
    pt = bytes.fromhex(v["plaintext"])
    for mode in MODES:
        m = v[mode]
        yield mode, bytes.fromhex(m["iv"]) if "iv" in m else None, pt, bytes.fromhex(m["ciphertext"])
    iv128 = v["iv128"]
    for mode in ("ofb", "cbc", "cfb"):
        yield mode, bytes.fromhex(iv128["iv"]), pt, bytes.fromhex(iv128[mode])


def test_vectors_api(backend, api):
    b = vec("kuznyechik_block")
    key = bytes.fromhex(b["key"])
    assert api.encrypt(bytes.fromhex(b["plaintext"]), cipher=C, mode="ecb", key=key,
                       backend=backend).hex() == b["ciphertext"]
    assert api.decrypt(bytes.fromhex(b["ciphertext"]), cipher=C, mode="ecb", key=key,
                       backend=backend).hex() == b["plaintext"]
    v = vec("kuznyechik_modes")
    key = bytes.fromhex(v["key"])
    for mode, iv, pt, ct in modes_cases():
        kw = dict(cipher=C, mode=mode, key=key, iv=iv, backend=backend)
        assert api.encrypt(pt, **kw) == ct, f"{mode} iv {iv.hex() if iv else None}"
        assert api.decrypt(ct, **kw) == pt, f"{mode} iv {iv.hex() if iv else None}"
    assert api.mac(pt, cipher=C, key=key, backend=backend).hex() == v["mac"]["mac"]  # default 64
    assert api.mac(pt, cipher=C, key=key, bits=128, backend=backend).hex() == v["mac"]["mac_128"]


def test_vectors_random(backend, api):
    r = vec("kuznyechik_random")
    for c, case in enumerate(r["cases"]):
        base = f"kuznyechik_random/{c}"
        key, iv, ctr_iv = det(base + "/key", 32), det(base + "/iv", 16), det(base + "/ctr_iv", 8)
        assert (key.hex(), iv.hex(), ctr_iv.hex()) == (case["key"], case["iv"], case["ctr_iv"])
        plain = det(base + "/plaintext", 65536)
        assert hashlib.sha256(plain).hexdigest() == case["plaintext_65536_sha256"]
        for length, outs in case["by_length"].items():
            data = plain[:int(length)]
            for name, want in outs.items():
                mode, _, form = name.partition("_")
                if mode == "mac":
                    got = api.mac(data, cipher=C, key=key, bits=128, backend=backend)
                    assert got.hex() == want, f"case {c} len {length} mac"
                    continue
                got = api.encrypt(data, cipher=C, mode=mode, key=key,
                                  iv=None if mode == "ecb" else ctr_iv if mode == "ctr" else iv,
                                  backend=backend)
                if form == "sha256":
                    got = hashlib.sha256(got).hexdigest()
                elif form == "first64":
                    got = got[:64].hex()
                else:
                    got = got.hex()
                assert got == want, f"case {c} len {length} {name}"


def test_vectors_cli(cli, backend):
    v = vec("kuznyechik_modes")
    key = bytes.fromhex(v["key"])
    for mode, iv, pt, ct in modes_cases():
        out = H.ok(H.run(cli, H.crypt_args(C, mode, key, iv, None, backend=backend), pt))
        assert out == ct, f"{mode} iv {iv.hex() if iv else None}"
        out = H.ok(H.run(cli, H.crypt_args(C, mode, key, iv, None, decrypt=True, backend=backend), ct))
        assert out == pt, f"{mode} iv {iv.hex() if iv else None}"
    pt = bytes.fromhex(v["plaintext"])
    assert H.ok(H.run(cli, H.mac_args(C, key, None, backend=backend), pt)).decode() == v["mac"]["mac"] + "\n"
    out = H.ok(H.run(cli, H.mac_args(C, key, None, bits=128, backend=backend), pt)).decode()
    assert out == v["mac"]["mac_128"] + "\n"


# ---- against the reference model -----------------------------------------------------------------------
@pytest.mark.parametrize("mode", MODES)
def test_api_crypt(backend, api, mode):
    rng, seed = H.rng_for("kuz-api-crypt", mode)
    lengths = [n for n in LENGTHS if not whole(mode) or n % 16 == 0]
    for i, n in enumerate(lengths):
        key, data = H.rbytes(rng, 32), H.rbytes(rng, n)
        ivs = iv_lengths(mode)
        iv = H.rbytes(rng, ivs[i % len(ivs)]) if mode != "ecb" else None
        kw = dict(cipher=C, mode=mode, key=key, iv=iv, backend=backend)
        where = f"seed {seed} {mode} len {n} iv {iv.hex() if iv else None}"
        want = ref_crypt(mode, key, iv, data)
        assert api.encrypt(data, **kw) == want, where
        assert api.decrypt(want, **kw) == data, where
        assert api.decrypt(data, **kw) == ref_crypt(mode, key, iv, data, True), where


@pytest.mark.parametrize("mode", MODES)
def test_api_streaming(backend, api, mode):
    """Cipher.update at random split points: the keystream and registers carry across calls."""
    rng, seed = H.rng_for("kuz-api-stream", mode)
    for i, n in enumerate([4096, 1040 if whole(mode) else 1031, 3008 if whole(mode) else 3001]):
        key, data = H.rbytes(rng, 32), H.rbytes(rng, n)
        ivs = iv_lengths(mode)
        iv = H.rbytes(rng, ivs[i % len(ivs)]) if mode != "ecb" else None
        for decrypt in (False, True):
            cuts = sorted(rng.randrange(0, n + 1) for _ in range(rng.choice([1, 4, 39])))
            if whole(mode):
                cuts = [c - c % 16 for c in cuts]
            bounds = [0, *cuts, n]
            want = ref_crypt(mode, key, iv, data, decrypt)
            with api.Cipher(C, mode, key, iv, decrypt=decrypt, backend=backend) as ctx:
                got = b"".join(ctx.update(data[a:b]) for a, b in zip(bounds, bounds[1:]))
            assert got == want, f"seed {seed} {mode} decrypt={decrypt} len {n} cuts {cuts}"


@pytest.mark.parametrize("mode", MODES)
def test_api_multi(backend, api, mode):
    rng, seed = H.rng_for("kuz-api-multi", mode)
    for count, n in ((1, 33), (5, 512), (17, 48), (3, 0), (31, 16), (33, 32), (129, 16)):
        if whole(mode):
            n -= n % 16
        keys = [H.rbytes(rng, 32) for _ in range(count)]
        ivl = iv_lengths(mode)[count % len(iv_lengths(mode))]
        ivs = [H.rbytes(rng, ivl) for _ in range(count)] if mode != "ecb" else None
        datas = [H.rbytes(rng, n) for _ in range(count)]
        for decrypt in (False, True):
            got = (api.decrypt_multi if decrypt else api.encrypt_multi)(
                datas, cipher=C, mode=mode, keys=keys, ivs=ivs, backend=backend)
            want = [ref_crypt(mode, keys[i], ivs[i] if ivs else None, datas[i], decrypt)
                    for i in range(count)]
            assert got == want, f"seed {seed} {mode} decrypt={decrypt} {count} streams of {n}"


def test_api_mac(backend, api):
    rng, seed = H.rng_for("kuz-api-mac")
    for i, n in enumerate(LENGTHS):
        key, data = H.rbytes(rng, 32), H.rbytes(rng, n)
        for bits in (8, 64, 72, 128) if n in (0, 16, 17) else (8 * (1 + i % 16),):
            assert api.mac(data, cipher=C, key=key, bits=bits, backend=backend) == \
                ref_mac(key, data, bits), f"seed {seed} bits {bits} len {n}"
    # 26: enough keys for avx512's byte-sliced schedules (schedule_many, from 24 keys)
    for count, n in ((1, 0), (4, 16), (9, 100), (3, 4096), (26, 40)):
        keys = [H.rbytes(rng, 32) for _ in range(count)]
        datas = [H.rbytes(rng, n) for _ in range(count)]
        got = api.mac_multi(datas, cipher=C, keys=keys, bits=128, backend=backend)
        assert got == [ref_mac(keys[i], datas[i], 128) for i in range(count)], \
            f"seed {seed} mac_multi {count} x {n}"


def test_threads(backend, api):
    """ECB and CTR split one buffer across threads (CTR jumps its counter per part); multi calls
    split streams. Results equal the single-threaded reference.
    Sizes: the library gives each thread at least 64 KiB (GG_PARALLEL_MIN_BYTES), so 3 * 64 KiB
    and a block is 3 parts of 4096, 4096 and 4097 blocks, and 8 MACs of 16400 bytes are 2 parts
    of 4 streams; the reference (pure Python) costs about as much as the bytes it checks."""
    rng, seed = H.rng_for("kuz-threads")
    key, data = H.rbytes(rng, 32), H.rbytes(rng, (3 << 16) + 32)
    ctr_iv = bytes.fromhex("ffffffffffffffff")
    old = api.threads()
    try:
        api.set_threads(4)
        ecb_data = data[:-16]
        assert api.encrypt(ecb_data, cipher=C, mode="ecb", key=key, backend=backend) == \
            ref_crypt("ecb", key, None, ecb_data)
        got = api.encrypt(data[:-5], cipher=C, mode="ctr", key=key, iv=ctr_iv, backend=backend)
        assert got == ref_crypt("ctr", key, ctr_iv, data[:-5]), f"seed {seed}"
        keys = [H.rbytes(rng, 32) for _ in range(8)]
        datas = [data[i * 16400:(i + 1) * 16400] for i in range(8)]
        assert api.mac_multi(datas, cipher=C, keys=keys, bits=128, backend=backend) == \
            [ref_mac(keys[i], datas[i], 128) for i in range(8)]
    finally:
        api.set_threads(old)


# ---- refused input --------------------------------------------------------------------------------------
def test_api_refuses(api):
    key = bytes(32)
    bad = {
        "sbox": lambda: api.encrypt(b"", cipher=C, mode="ecb", key=key, sbox="tc26-z"),
        "sbox-mac": lambda: api.mac(b"", cipher=C, key=key, sbox="tc26-z"),
        "mesh": lambda: api.encrypt(b"", cipher=C, mode="cfb", key=key, iv=bytes(16), mesh=True),
        "cnt": lambda: api.encrypt(b"", cipher=C, mode="cnt", key=key, iv=bytes(8)),
        "ctr-iv4": lambda: api.encrypt(b"", cipher=C, mode="ctr", key=key, iv=bytes(4)),
        "cbc-iv8": lambda: api.encrypt(b"", cipher=C, mode="cbc", key=key, iv=bytes(8)),
        "cfb-iv24": lambda: api.encrypt(b"", cipher=C, mode="cfb", key=key, iv=bytes(24)),
        "ecb-8": lambda: api.encrypt(bytes(8), cipher=C, mode="ecb", key=key),
        "cbc-24": lambda: api.encrypt(bytes(24), cipher=C, mode="cbc", key=key, iv=bytes(16)),
        "key-16": lambda: api.encrypt(b"", cipher=C, mode="ecb", key=bytes(16)),
        "bits-136": lambda: api.mac(b"", cipher=C, key=key, bits=136),
        "bits-12": lambda: api.mac(b"", cipher=C, key=key, bits=12),
    }
    for name, call in bad.items():
        with pytest.raises(api.GostgenError) as e:
            call()
        assert len(str(e.value)) > 10 and "\n" not in str(e.value), name
    with pytest.raises(api.GostgenError, match="16-byte blocks"):
        api.encrypt(bytes(8), cipher=C, mode="ecb", key=key)
    with pytest.raises(api.GostgenError, match="S-box"):
        api.Cipher(C, "ctr", key, bytes(8), sbox="tc26-z")


@pytest.mark.parametrize("args,data,contains", [
    (["encrypt", "--mode", "ecb", "--sbox", "tc26-z"], b"", "sbox"),
    (["mac", "--sbox", "tc26-z"], b"", "sbox"),
    (["encrypt", "--mode", "cfb", "--iv", "00" * 16, "--mesh"], b"", "mesh"),
    (["encrypt", "--mode", "cnt", "--iv", "00" * 8], b"", "cnt"),
    (["encrypt", "--mode", "ctr", "--iv", "00" * 4], b"", "iv"),
    (["encrypt", "--mode", "ofb", "--iv", "00" * 24], b"", "iv"),
    (["encrypt", "--mode", "ecb"], b"x" * 24, "16"),
    (["mac", "--bits", "136"], b"", "bits"),
])
def test_cli_refuses(cli, args, data, contains):
    cmd, rest = args[0], args[1:]
    proc = H.run(cli, [cmd, "--cipher", C, "--key", "00" * 32, *rest], data)
    H.assert_one_line_error(proc, contains=contains)
    assert proc.returncode == 2, H.describe(proc)


def test_backend_info(api):
    for b in api.backends():
        assert isinstance(b["constant_time_kuznyechik"], bool)
        assert b["constant_time"] == (b["constant_time_magma"] and b["constant_time_streebog"]
                                      and b["constant_time_kuznyechik"])
