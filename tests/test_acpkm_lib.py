"""CTR-ACPKM and OMAC-ACPKM (R 1323565.1.017-2018 4.1-4.2, RFC 8645 6.2-6.3) through the C library
(Python binding) on every available backend: the published examples of the vectors file's "acpkm"
section, random differential checks against gostgen.reference (sections of one block, of a few
blocks and the defaults, data that ends inside, at and past section boundaries, one-shot and
streaming in random pieces, many streams and sectors, random S-box sets for Magma), and bad
parameters."""
from __future__ import annotations

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
