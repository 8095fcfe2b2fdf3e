"""CTR-ACPKM and OMAC-ACPKM (R 1323565.1.017-2018 4.1-4.2, RFC 8645 6.2-6.3) through the C library
(Python binding) on every available backend: the published examples of the vectors file's "acpkm"
section, random differential checks against gostgen.reference (sections of one block, of a few
blocks and the defaults, data that ends inside, at and past section boundaries, one-shot and
streaming in random pieces, many streams and sectors, random S-box sets for Magma), and bad
parameters."""
from __future__ import annotations

import functools

import pytest

import gghelpers as H
from gostgen import reference as R

X = bytes.fromhex
VEC = H.VECTORS["acpkm"]
BLOCK = {"kuznyechik": 16, "magma": 8}
CIPHERS = ("kuznyechik", "magma")


def _rows(cipher, rng=None):
    """Magma's rows: GOST R 34.12-2015's set, or a random one (then also passed as sbox=)."""
    if cipher != "magma":
        return None, None
    if rng is None:
        return H.builtin_rows("tc26-z"), "tc26-z"
    rows = tuple(tuple(rng.sample(range(16), 16)) for _ in range(8))
    return rows, rows


@pytest.mark.parametrize("case", VEC["ctr_acpkm"]["cases"],
                         ids=lambda c: f"{c['cipher']}-{c['section_bytes']}-{c['origin']}")
def test_ctr_acpkm_vectors(backend, api, case):
    c, sec = case["cipher"], case["section_bytes"]
    key, iv = X(case.get("key", VEC["key"])), X(case["iv"])
    pt, ct = X(case["plaintext"]), X(case["ciphertext"])
    kw = dict(cipher=c, mode="ctr-acpkm", key=key, iv=iv, backend=backend, section=sec)
    assert api.encrypt(pt, **kw) == ct
    assert api.decrypt(ct, **kw) == pt
    with api.Cipher(c, "ctr_acpkm", key, iv, backend=backend, section=sec) as s:
        assert b"".join(s.update(pt[i:i + 5]) for i in range(0, len(pt), 5)) == ct


@pytest.mark.parametrize("case", VEC["omac_acpkm"]["cases"], ids=lambda c: c["name"])
def test_omac_acpkm_vectors(backend, api, case):
    kw = dict(cipher=case["cipher"], key=X(VEC["key"]), bits=4 * len(case["mac"]),
              backend=backend, section=case["section_bytes"],
              key_section=case["key_section_bytes"])
    msg = X(case["message"])
    assert api.mac(msg, **kw).hex() == case["mac"]
    multi = dict(kw, keys=[kw["key"]] * 3)
    del multi["key"]
    assert [t.hex() for t in api.mac_multi([msg] * 3, **multi)] == [case["mac"]] * 3
    m = api.Mac(kw.pop("cipher"), kw.pop("key"), **kw)
    for i in range(0, len(msg), 3):
        m.update(msg[i:i + 3])
    assert m.hexdigest() == case["mac"]


@pytest.mark.parametrize("cipher", CIPHERS)
def test_ctr_acpkm_random(backend, api, cipher):
    rng, seed = H.rng_for("acpkm-lib-ctr", backend, cipher)
    n = BLOCK[cipher]
    for section in (n, 3 * n, 64 * n, 100 * n, None):  # (100 n: a partial batch per section)
        rows, sbox = _rows(cipher, rng if section == 3 * n else None)
        span = section or R.ACPKM_DEFAULT_SECTION[cipher]
        for length in (0, 1, n + 3, span - 1, span, span + 1, 2 * span + n + 5):
            if length > 9000:
                continue  # the reference interpreter is slow; the default sections get 2 + 1 KiB
            key, iv, data = H.rbytes(rng, 32), H.rbytes(rng, n // 2), H.rbytes(rng, length)
            want = R.crypt(cipher, "ctr_acpkm", rows, key, iv, data, section=section)
            kw = dict(cipher=cipher, mode="ctr_acpkm", key=key, iv=iv, sbox=sbox,
                      backend=backend, section=section)
            note = f"seed {seed} section {section} length {length}"
            assert api.encrypt(data, **kw) == want, note
            assert api.decrypt(want, **kw) == data, note
            with api.Cipher(cipher, "ctr_acpkm", key, iv, sbox=sbox, backend=backend,
                            section=section) as s:
                out, i = [], 0
                while i < length:
                    k = rng.randint(1, 2 * span)
                    out.append(s.update(data[i:i + k]))
                    i += k
            assert b"".join(out) == want, note + " (streaming)"


@pytest.mark.parametrize("cipher", CIPHERS)
def test_ctr_acpkm_many_streams_and_sectors(backend, api, cipher):
    """The multi-stream and sector calls take the default section: streams long enough to
    re-key (Magma 1 KiB sections re-key inside the lanes; Kuznyechik's 4 KiB streams alone)."""
    rng, seed = H.rng_for("acpkm-lib-multi", backend, cipher)
    n, rows = BLOCK[cipher], _rows(cipher)[0]
    span = R.ACPKM_DEFAULT_SECTION[cipher]
    for count, length in ((2, span + 2 * n + 1), (9, span // 4)):
        keys = [H.rbytes(rng, 32) for _ in range(count)]
        ivs = [H.rbytes(rng, n // 2) for _ in range(count)]
        datas = [H.rbytes(rng, length) for _ in range(count)]
        want = [R.crypt(cipher, "ctr_acpkm", rows, k, v, d) for k, v, d in zip(keys, ivs, datas)]
        got = api.encrypt_multi(datas, cipher=cipher, mode="ctr-acpkm", keys=keys, ivs=ivs,
                                backend=backend)
        assert list(got) == want, f"seed {seed} {count} x {length}"
    key, size = H.rbytes(rng, 32), span + n
    data = H.rbytes(rng, 2 * size + 3 * n)
    got = api.encrypt_sectors(data, cipher=cipher, mode="ctr_acpkm", key=key, sector_size=size,
                              first_sector=5, backend=backend)
    want = b"".join(R.crypt(cipher, "ctr_acpkm", rows, key,
                            (5 + i).to_bytes(8, "little")[:n // 2], data[i * size:(i + 1) * size])
                    for i in range(3))
    assert got == want, f"seed {seed} sectors"


@pytest.mark.parametrize("cipher", CIPHERS)
def test_omac_acpkm_random(backend, api, cipher):
    rng, seed = H.rng_for("acpkm-lib-omac", backend, cipher)
    n = BLOCK[cipher]
    for section, key_section in ((n, n), (2 * n, 5 * n), (3 * n, 2 * n), (8 * n, 32 + n)):
        rows, sbox = _rows(cipher, rng if section == 2 * n else None)
        for length in (0, 1, n - 1, n, n + 1, section, section + 1, 3 * section, 5 * n + 3, 200):
            key, data = H.rbytes(rng, 32), H.rbytes(rng, length)
            bits = rng.choice((8 * n, 32))
            want = R.omac_acpkm(cipher, rows, key, data, section, key_section, bits)
            kw = dict(key=key, sbox=sbox, bits=bits, backend=backend, section=section,
                      key_section=key_section)
            note = f"seed {seed} sections {section}/{key_section} length {length}"
            assert api.mac(data, cipher=cipher, **kw) == want, note
            m = api.Mac(cipher, **kw)
            i = 0
            while i < length:
                k = rng.randint(1, 2 * section)
                m.update(data[i:i + k])
                i += k
            assert m.digest() == want, note + " (streaming)"


@pytest.mark.parametrize("cipher", CIPHERS)
def test_omac_acpkm_multi_random(backend, api, cipher):
    """mac_multi with sections: every message (its own key) as the reference's OMAC-ACPKM, for
    counts below, at and above the lanes kernels' widths and lengths at section boundaries."""
    rng, seed = H.rng_for("acpkm-lib-omac-multi", backend, cipher)
    n = BLOCK[cipher]
    for section, key_section in ((n, n), (2 * n, 5 * n), (3 * n, 2 * n), (4 * n, 32 + n)):
        rows, sbox = _rows(cipher, rng if section == 2 * n else None)
        for count in (1, 2, 7, 17, 65):
            length = rng.choice((0, 1, n, section - 1, section, section + n, 3 * section + 5))
            keys = [H.rbytes(rng, 32) for _ in range(count)]
            datas = [H.rbytes(rng, length) for _ in range(count)]
            bits = rng.choice((8 * n, 32, 8))
            got = api.mac_multi(datas, cipher=cipher, keys=keys, sbox=sbox, bits=bits,
                                backend=backend, section=section, key_section=key_section)
            note = f"seed {seed} sections {section}/{key_section} {count} x {length}"
            for i in sorted({0, count // 2, count - 1}):
                assert got[i] == R.omac_acpkm(cipher, rows, keys[i], datas[i], section,
                                              key_section, bits), f"{note} message {i}"
            assert got == [api.mac(d, cipher=cipher, key=k, sbox=sbox, bits=bits,
                                   backend=backend, section=section, key_section=key_section)
                           for d, k in zip(datas, keys)], note


@pytest.mark.parametrize("cipher", CIPHERS)
def test_omac_acpkm_multi_with_threads(api, cipher):
    """Threads split the messages into parts: each part keeps the sections."""
    rng, seed = H.rng_for("acpkm-lib-omac-threads", cipher)
    n, rows = BLOCK[cipher], _rows(cipher)[0]
    section, key_section, length, count = 5 * n, 3 * n, 4096 + n + 1, 40
    keys = [H.rbytes(rng, 32) for _ in range(count)]
    datas = [H.rbytes(rng, length) for _ in range(count)]
    kw = dict(cipher=cipher, keys=keys, bits=8 * n, section=section, key_section=key_section)
    api.set_threads(3)
    try:
        got = api.mac_multi(datas, **kw)
    finally:
        api.set_threads(1)
    assert got == api.mac_multi(datas, **kw), f"seed {seed}"
    for i in (0, 17, 39):
        assert got[i] == R.omac_acpkm(cipher, rows, keys[i], datas[i], section, key_section,
                                      8 * n), f"seed {seed} message {i}"


@pytest.mark.parametrize("cipher,mode,section", [
    ("kuznyechik", "ctr_acpkm", 0), ("kuznyechik", "ctr_acpkm", 24), ("magma", "ctr_acpkm", 12),
    ("magma", "ctr", 64), ("kuznyechik", "ofb", 64)])
def test_ctr_acpkm_bad_section(api, cipher, mode, section):
    n = BLOCK[cipher]
    iv = bytes(n // 2 if mode != "ofb" else n)
    with pytest.raises(api.GostgenError) as e:
        api.encrypt(b"x" * 40, cipher=cipher, mode=mode, key=bytes(32), iv=iv, section=section)
    assert "section" in str(e.value)


def test_ctr_acpkm_section_after_data(api):
    """The section is set before the first update: the C call says so afterwards."""
    import ctypes
    from gostgen import _binding as B
    c = api.Cipher("kuznyechik", "ctr_acpkm", bytes(32), bytes(8))
    c.update(b"abc")
    assert B.lib().gostgen_ctx_set_section(ctypes.c_void_p(c._ctx), 32) == B.ESTATE
    c.close()


def test_ctr_acpkm_not_for_gost89(api):
    with pytest.raises(api.GostgenError) as e:
        api.encrypt(b"x" * 8, cipher="gost89", mode="ctr_acpkm", key=bytes(32), iv=bytes(8))
    assert "not offered" in str(e.value)


@pytest.mark.parametrize("cipher,section,key_section", [
    ("gost89", 64, 64), ("kuznyechik", 0, 48), ("kuznyechik", 48, 20), ("magma", 12, 40),
    ("magma", 16, None)])
def test_omac_acpkm_bad_parameters(api, cipher, section, key_section):
    with pytest.raises((api.GostgenError, ValueError)):
        api.mac(b"x" * 40, cipher=cipher, key=bytes(32), section=section, key_section=key_section)


# ---- the section through the one-shot, multi-stream and sector calls (the _ex C calls) -----------
def _sector_iv(cipher, number):
    """dm-crypt's plain64 IV as the sector calls make it, cut to CTR-ACPKM's n/2 bytes."""
    return number.to_bytes(8, "little")[:BLOCK[cipher] // 2]


# (section in blocks, or None for the default; stream lengths as sections +/- bytes). Kuznyechik
# streams of 64 blocks or more run alone (the fused re-keying kernel), shorter ones in lanes;
# Magma's always in lanes, each re-keying at its own section boundaries.
_SECTIONS = (1, 3, 64, 100, None)


def _lengths(cipher, section):
    n = BLOCK[cipher]
    span = section or R.ACPKM_DEFAULT_SECTION[cipher]
    out = {1, n + 3, span - 1, span, span + 1, 2 * span + n + 5}
    if span < 64 * n:
        out |= {64 * n + 1}  # long streams under short sections (kuznyechik: alone)
    return sorted(x for x in out if 0 < x <= 9000)


@functools.lru_cache(maxsize=None)
def _multi_cases(cipher):
    """(seed, [(section, keys, ivs, datas, the reference's outputs)]): made once per cipher (the
    reference is the slow part) and run on every backend."""
    rng, seed = H.rng_for("acpkm-lib-multi-sections", cipher)
    n, rows = BLOCK[cipher], _rows(cipher)[0]
    cases = []
    for blocks in _SECTIONS:
        section = blocks and blocks * n
        for length in _lengths(cipher, section):
            count = rng.choice((1, 3, 9))
            keys = [H.rbytes(rng, 32) for _ in range(count)]
            ivs = [H.rbytes(rng, n // 2) for _ in range(count)]
            datas = [H.rbytes(rng, length) for _ in range(count)]
            want = [R.crypt(cipher, "ctr_acpkm", rows, k, v, d, section=section)
                    for k, v, d in zip(keys, ivs, datas)]
            cases.append((section, keys, ivs, datas, want))
    return seed, cases


@functools.lru_cache(maxsize=None)
def _sector_cases(cipher):
    """(seed, [(section, key, sector size, first sector, image, the reference's image)])."""
    rng, seed = H.rng_for("acpkm-lib-sector-sections", cipher)
    n, rows = BLOCK[cipher], _rows(cipher)[0]
    cases = []
    for blocks, size, count in ((1, 4 * n, 5), (3, 512, 3), (64, 512, 2), (None, 512, 3),
                                (3, 64 * n, 2), (5, 2048, 2)):
        section = blocks and blocks * n
        key, first = H.rbytes(rng, 32), rng.randrange(1 << 20)
        data = H.rbytes(rng, size * count + rng.choice((0, 1, n, n + 3)))
        want = b"".join(R.crypt(cipher, "ctr_acpkm", rows, key,
                                _sector_iv(cipher, first + i // size), data[i:i + size],
                                section=section)
                        for i in range(0, len(data), size))
        cases.append((section, key, size, first, data, want))
    return seed, cases


@pytest.mark.parametrize("cipher", CIPHERS)
def test_ctr_acpkm_multi_sections(backend, api, cipher):
    """encrypt_multi/decrypt_multi with section=: every stream (its own key and IV) as the
    reference's CTR-ACPKM at that section; a section past the data is plain ctr's."""
    seed, cases = _multi_cases(cipher)
    for section, keys, ivs, datas, want in cases:
        kw = dict(cipher=cipher, mode="ctr-acpkm", keys=keys, ivs=ivs, backend=backend,
                  section=section)
        note = f"seed {seed} section {section} {len(datas)} x {len(datas[0])}"
        assert api.encrypt_multi(datas, **kw) == want, note
        assert api.decrypt_multi(want, **kw) == datas, note
    # the default spelled out, and a section no shorter than the data (never re-keys: ctr)
    rng = H.rng_for("acpkm-lib-multi-sections-ctr", backend, cipher)[0]
    n = BLOCK[cipher]
    keys = [H.rbytes(rng, 32) for _ in range(3)]
    ivs = [H.rbytes(rng, n // 2) for _ in range(3)]
    datas = [H.rbytes(rng, 2 * R.ACPKM_DEFAULT_SECTION[cipher] + 5) for _ in range(3)]
    kw = dict(cipher=cipher, keys=keys, ivs=ivs, backend=backend)
    assert api.encrypt_multi(datas, mode="ctr_acpkm", section=R.ACPKM_DEFAULT_SECTION[cipher],
                             **kw) == api.encrypt_multi(datas, mode="ctr_acpkm", **kw), seed
    big = 3 * R.ACPKM_DEFAULT_SECTION[cipher]
    assert api.encrypt_multi(datas, mode="ctr_acpkm", section=big, **kw) == \
        api.encrypt_multi(datas, mode="ctr", **kw), seed


@pytest.mark.parametrize("cipher", CIPHERS)
def test_ctr_acpkm_sector_sections(backend, api, cipher):
    """encrypt_sectors/decrypt_sectors with section=: each sector (a short last one too) the
    reference's CTR-ACPKM stream at that section with its plain64 number as IV."""
    seed, cases = _sector_cases(cipher)
    for section, key, size, first, data, want in cases:
        kw = dict(cipher=cipher, mode="ctr_acpkm", key=key, sector_size=size, first_sector=first,
                  backend=backend, section=section)
        note = f"seed {seed} section {section} sectors {size} x {len(data) / size:.2f}"
        assert api.encrypt_sectors(data, **kw) == want, note
        assert api.decrypt_sectors(want, **kw) == data, note


@pytest.mark.parametrize("cipher", CIPHERS)
def test_ctr_acpkm_sections_with_threads(api, cipher):
    """Threads split the streams (and sectors) into parts: each part keeps the section."""
    rng, seed = H.rng_for("acpkm-lib-section-threads", cipher)
    n, rows = BLOCK[cipher], _rows(cipher)[0]
    section, length, count = 5 * n, 4096 + n + 1, 40  # 17 streams a part: 3 parts
    keys = [H.rbytes(rng, 32) for _ in range(count)]
    ivs = [H.rbytes(rng, n // 2) for _ in range(count)]
    datas = [H.rbytes(rng, length) for _ in range(count)]
    key, image = keys[0], H.rbytes(rng, 512 * 300)
    api.set_threads(3)
    try:
        got = api.encrypt_multi(datas, cipher=cipher, mode="ctr_acpkm", keys=keys, ivs=ivs,
                                section=section)
        sectors = api.encrypt_sectors(image, cipher=cipher, mode="ctr_acpkm", key=key,
                                      sector_size=512, section=section)
    finally:
        api.set_threads(1)
    for i in (0, 17, 39):
        assert got[i] == R.crypt(cipher, "ctr_acpkm", rows, keys[i], ivs[i], datas[i],
                                 section=section), f"seed {seed} stream {i}"
    assert sectors == api.encrypt_sectors(image, cipher=cipher, mode="ctr_acpkm", key=key,
                                          sector_size=512, section=section), f"seed {seed}"
    for i in (0, 150, 299):
        assert sectors[512 * i:512 * (i + 1)] == R.crypt(
            cipher, "ctr_acpkm", rows, key, _sector_iv(cipher, i), image[512 * i:512 * (i + 1)],
            section=section), f"seed {seed} sector {i}"


@pytest.mark.parametrize("call", ["encrypt", "decrypt", "encrypt_multi", "decrypt_multi",
                                  "encrypt_sectors", "decrypt_sectors"])
@pytest.mark.parametrize("cipher,mode,section,word", [
    ("kuznyechik", "ctr_acpkm", 0, "positive multiple"),
    ("kuznyechik", "ctr_acpkm", 24, "positive multiple"),
    ("magma", "ctr_acpkm", 12, "positive multiple"),
    ("magma", "ctr", 64, "no sections"),
    ("kuznyechik", "cfb", 64, "no sections"),
    ("gost89", "ctr_acpkm", 64, "not offered")])
def test_ctr_acpkm_bad_section_every_call(api, call, cipher, mode, section, word):
    """section=None is the default; 0, a non-multiple of the block size, or a section with a
    mode without sections is refused, one line, before anything is written."""
    n = BLOCK.get(cipher, 8)
    iv = bytes(n // 2 if mode.startswith("ctr") else n)
    out = bytearray(b"\xa5" * 40)
    fn = getattr(api, call)
    with pytest.raises(api.GostgenError) as e:
        if call.endswith("_multi"):
            fn([b"x" * 40] * 2, cipher=cipher, mode=mode, keys=[bytes(32)] * 2, ivs=[iv] * 2,
               section=section)
        elif call.endswith("_sectors"):
            fn(b"x" * 40, cipher=cipher, mode=mode, key=bytes(32), sector_size=2 * n,
               section=section, out=out)
        else:
            fn(b"x" * 40, cipher=cipher, mode=mode, key=bytes(32), iv=iv, section=section,
               out=out)
    text = str(e.value)
    assert word in text and "\n" not in text, text
    if word != "not offered":
        assert "section" in text, text
    assert out == b"\xa5" * 40


def test_capi_section_ex(api):
    """gostgen_crypt_ex, gostgen_crypt_multi_ex, gostgen_crypt_sectors_ex through ctypes: 0 is
    the default (the plain calls' result), a custom section the reference's; a section with
    another mode GOSTGEN_EMODE, not a multiple of the block GOSTGEN_EINVAL, nothing written."""
    import ctypes
    from gostgen import _binding as B

    lib = B.lib()
    K, M, CTR, ACPKM, CBC = 2, 1, 3, 6, 5
    key = bytes(range(32))
    iv = bytes(range(8))
    data = bytes(range(256)) * 3
    n = len(data)

    def buf(fill=0xa5):
        return (ctypes.c_uint8 * n)(*([fill] * n))

    def one(section, mode=ACPKM, cipher=K, iv_len=8, flags=0):
        out = buf()
        rc = lib.gostgen_crypt_ex(cipher, mode, 0, None, key, 32, iv, iv_len, flags, None, data,
                                  out, n, section)
        return rc, bytes(out)

    def multi(section, mode=ACPKM, cipher=K, count=2, iv_len=8):
        outs = [buf() for _ in range(count)]
        arr = B.pointer_array
        rc = lib.gostgen_crypt_multi_ex(cipher, mode, 0, None, count, arr([key] * count),
                                        arr([iv] * count), iv_len, 0, None, arr([data] * count),
                                        arr(outs), n, section)
        return rc, [bytes(o) for o in outs]

    def sectors(section, mode=ACPKM, cipher=K, size=128, iv_len=8):
        out = buf()
        rc = lib.gostgen_crypt_sectors_ex(cipher, mode, 0, None, key, 32, iv_len, 0, None, size,
                                          3, data, out, n, section)
        return rc, bytes(out)

    plain = bytes(n)
    rc_plain = lib.gostgen_crypt(K, ACPKM, 0, None, key, 32, iv, 8, 0, None, data,
                                 ctypes.cast(ctypes.c_char_p(plain), ctypes.c_void_p), n)
    assert rc_plain == B.OK
    assert one(0) == (B.OK, plain)
    assert one(0) == (B.OK, R.crypt("kuznyechik", "ctr_acpkm", None, key, iv, data))
    assert one(48) == (B.OK, R.crypt("kuznyechik", "ctr_acpkm", None, key, iv, data, section=48))
    assert one(0, mode=CTR) == (B.OK, R.crypt("kuznyechik", "ctr", None, key, iv, data))
    rows = H.builtin_rows("tc26-z")
    assert one(24, cipher=M, iv_len=4) == (
        B.OK, R.crypt("magma", "ctr_acpkm", rows, key, iv[:4], data, section=24))
    want = R.crypt("kuznyechik", "ctr_acpkm", None, key, iv, data, section=32)
    assert multi(32) == (B.OK, [want, want])
    assert multi(0) == (B.OK, [R.crypt("kuznyechik", "ctr_acpkm", None, key, iv, data)] * 2)
    assert sectors(80) == (B.OK, b"".join(
        R.crypt("kuznyechik", "ctr_acpkm", None, key, _sector_iv("kuznyechik", 3 + i // 128),
                data[i:i + 128], section=80) for i in range(0, n, 128)))
    untouched = bytes(buf())
    for bad, status in ((8, B.EINVAL), (24, B.EINVAL), (1, B.EINVAL), (16, None)):
        for mode, iv_len in ((CTR, 8), (CBC, 16)):  # any section with another mode: EMODE
            assert one(bad, mode=mode, iv_len=iv_len) == (B.EMODE, untouched)
            assert multi(bad, mode=mode, iv_len=iv_len) == (B.EMODE, [untouched] * 2)
            assert sectors(bad, mode=mode, iv_len=iv_len) == (B.EMODE, untouched)
            assert multi(bad, mode=mode, iv_len=iv_len, count=0)[0] == B.EMODE
        if status is None:
            continue
        assert one(bad) == (status, untouched)
        assert multi(bad) == (status, [untouched] * 2)
        assert multi(bad, count=0)[0] == status
        assert sectors(bad) == (status, untouched)
    assert one(4, cipher=M, iv_len=4) == (B.EINVAL, untouched)
    assert one(8, cipher=0, mode=1, iv_len=8) == (B.EMODE, untouched)  # gost89 cnt: no sections
