"""The provider's CTR-ACPKM ciphers (runtime/provider/prov_cipher.c: magma-ctr-acpkm,
kuznyechik-ctr-acpkm; R 1323565.1.017-2018, RFC 8645 6.2.2) through EVP: against the reference
(gostgen.reference, mode "ctr_acpkm") at the default and other sections, against the published
examples of the vectors file's "acpkm" section, and against the OpenSSL gost provider (gostprov)
in both directions.

The section is the cipher context's size_t parameter "key-mesh", as gostprov's (gost-engine,
gost_prov_cipher.c: "key-mesh" becomes EVP_CTRL_KEY_MESH, which sets the section of its
CTR-ACPKM ciphers and turns magma-ctr into CTR-ACPKM). gostprov resets the section at every init,
so only a set_params after the init reaches it; gostgen also takes it in the init's parameters
and before the keyed init. `openssl enc` has no way to set a cipher parameter, so the other
sections are compared through EVP (tests/evp_stream.py, a child process per backend); the default
sections are compared through `openssl enc` too (tests/test_provider.py's CIPHERS).

Skipped as tests/test_provider.py is (no OpenSSL 3, no gostprov, or no gostgen.so)."""
from __future__ import annotations

import json
import sys

import pytest

import gghelpers as H
from gostgen import reference as R
from test_provider import _ok, _peer, _run, prov  # noqa: F401  (prov: the module fixture)

X = bytes.fromhex
VEC = H.VECTORS["acpkm"]
BLOCK = {"kuznyechik": 16, "magma": 8}
ROWS = {"kuznyechik": None, "magma": H.builtin_rows("tc26-z")}  # Magma: GOST R 34.12-2015's set
DEFAULT = {"kuznyechik": 4096, "magma": 1024}  # gostprov's (and libgostgen's) default sections
WHEN = ["init", "after", "split"]


def _evp(prov, provider, ops, backend=None, driver="evp_stream.py"):
    """Runs the operations through the driver (tests/evp_stream.py) in a child process."""
    proc = _run([sys.executable, str(H.TESTS / driver), str(prov.dir), provider],
                json.dumps(ops).encode(), H.clean_env(GOSTGEN_BACKEND=backend))
    out = json.loads(_ok(proc))
    assert isinstance(out, list), out
    return out


def _chunks(rng, data: bytes) -> list:
    """The data in pieces of odd sizes (1 to 999 bytes), as hex."""
    out, i = [], 0
    while i < len(data):
        n = rng.randrange(1, 1000, 2)
        out.append(data[i:i + n].hex())
        i += n
    return out


def _op(name, enc, key, iv, chunks, section, when="after", **extra):
    return {"name": name, "enc": enc, "key": key.hex(), "iv": iv.hex(), "chunks": chunks,
            "section": section, "when": when, **extra}


def _ref(cipher, key, iv, data, section):
    return R.crypt(cipher, "ctr_acpkm", ROWS[cipher], key, iv, data,
                   section=section if section is not None else DEFAULT[cipher])


# ---- against the reference -------------------------------------------------------------------
@pytest.mark.parametrize("cipher", ["kuznyechik", "magma"])
def test_evp_matches_reference(prov, backend, cipher):
    """Random keys, IVs and data in odd-sized updates at the default section (none set), one
    block, a few blocks, just over 1 KiB and 8 KiB, the section given in each of the three places;
    encryption equals the reference and decryption (in other pieces) gives the data back."""
    rng, seed = H.rng_for("provider-acpkm-ref", cipher, backend)
    n = BLOCK[cipher]
    name = f"{cipher}-ctr-acpkm"
    cases, ops = [], []
    for k, section in enumerate([None, n, 3 * n, 1024 + n, 8192]):
        span = section or DEFAULT[cipher]
        for length in (0, 1, span - 1, span + 1, 3 * span + n + 3, rng.randrange(1, 4 * span)):
            key, iv, data = H.rbytes(rng, 32), H.rbytes(rng, n // 2), H.rbytes(rng, length)
            want = _ref(cipher, key, iv, data, section)
            when = WHEN[(k + length) % 3]
            cases.append((section, length, when, data, want))
            ops.append(_op(name, True, key, iv, _chunks(rng, data), section, when))
            ops.append(_op(name, False, key, iv, _chunks(rng, want), section, WHEN[length % 3]))
    got = _evp(prov, "gostgen", ops, backend)
    for i, (section, length, when, data, want) in enumerate(cases):
        what = f"seed {seed} backend {backend} {name} section {section} ({when}) length {length}"
        enc, dec = got[2 * i], got[2 * i + 1]
        assert enc["ok"] and dec["ok"], f"{what}: {enc['stage']} {dec['stage']} {enc['errors']} " \
                                        f"{dec['errors']}"
        assert X(enc["out"]) == want, f"{what}: ciphertext differs from the reference"
        assert X(dec["out"]) == data, f"{what}: decryption does not give the data back"


@pytest.mark.parametrize("case", VEC["ctr_acpkm"]["cases"],
                         ids=lambda c: f"{c['cipher']}-{c['section_bytes']}-{c['origin']}")
def test_published_vectors(prov, backend, case):
    """Every CTR-ACPKM example of ../shared/vectors/gost-vectors.json ("acpkm": the published
    ones of R 1323565.1.017-2018 A.1/A.2 and the computed long ones) with its section set through
    "key-mesh", whole and in 5-byte pieces, both directions."""
    c = case["cipher"]
    key = X(case.get("key", VEC["key"]))
    iv, pt, ct = X(case["iv"]), X(case["plaintext"]), X(case["ciphertext"])
    sec, name = case["section_bytes"], f"{c}-ctr-acpkm"
    pieces = [pt[i:i + 5].hex() for i in range(0, len(pt), 5)]
    ops = [_op(name, True, key, iv, [pt.hex()], sec, "init"),
           _op(name, True, key, iv, pieces, sec, "after"),
           _op(name, False, key, iv, [ct.hex()], sec, "split")]
    got = _evp(prov, "gostgen", ops, backend)
    for r, want in zip(got, [ct, ct, pt]):
        assert r["ok"], f"{backend} {name}: {r['stage']} {r['errors']}"
        assert X(r["out"]) == want, f"backend {backend} {name} section {sec}"


# ---- against gostprov ------------------------------------------------------------------------
@pytest.mark.parametrize("cipher", ["kuznyechik", "magma"])
def test_evp_matches_gostprov_both_ways(prov, backend, cipher):
    """The same EVP calls (section set after the init, the way gostprov keeps it) on gostprov and
    gostgen at the default and other sections: equal ciphertexts, and each decrypts the other's.
    magma-ctr with "key-mesh" N is CTR-ACPKM with N-byte sections in both (gostprov's magma), and
    magma-ctr-acpkm with 0 is plain CTR in both."""
    rng, seed = H.rng_for("provider-acpkm-gostprov", cipher, backend)
    n = BLOCK[cipher]
    runs = [(f"{cipher}-ctr-acpkm", s) for s in (None, n, 5 * n, 1024, 2048 + n)]
    if cipher == "magma":
        runs += [("magma-ctr", 64), ("magma-ctr-acpkm", 0)]
    cases, ops = [], []
    for name, section in runs:
        span = section or DEFAULT[cipher]
        for length in (span - 1, 3 * span + 5, rng.randrange(1, 3 * span)):
            key, iv, data = H.rbytes(rng, 32), H.rbytes(rng, n // 2), H.rbytes(rng, length)
            chunks = _chunks(rng, data)
            cases.append((name, section, length, key, iv, data))
            ops.append(_op(name, True, key, iv, chunks, section))
    theirs = _evp(prov, "gostprov", ops)
    ours = _evp(prov, "gostgen", ops, backend)
    back_ops = [[], []]
    for (name, section, length, key, iv, data), t, o in zip(cases, theirs, ours):
        what = f"seed {seed} backend {backend} {name} section {section} length {length}"
        assert t["ok"], f"{what}: gostprov: {t['stage']} {t['errors']}"
        assert o["ok"], f"{what}: gostgen: {o['stage']} {o['errors']}"
        assert o["out"] == t["out"], f"{what}: ciphertext differs from gostprov's"
        plain = section == 0 or (name == "magma-ctr" and section is None)
        want = (R.crypt(cipher, "ctr", ROWS[cipher], key, iv, data) if plain
                else _ref(cipher, key, iv, data, section))
        assert X(o["out"]) == want, f"{what}: ciphertext differs from the reference"
        # each decrypts the other's ciphertext, in other pieces
        back_ops[0].append(_op(name, False, key, iv, _chunks(rng, X(t["out"])), section))
        back_ops[1].append(_op(name, False, key, iv, _chunks(rng, X(o["out"])), section))
    ours_back = _evp(prov, "gostgen", back_ops[0], backend)
    theirs_back = _evp(prov, "gostprov", back_ops[1])
    for (name, section, length, *_, data), o, t in zip(cases, ours_back, theirs_back):
        what = f"seed {seed} backend {backend} {name} section {section} length {length}"
        assert o["ok"] and X(o["out"]) == data, f"{what}: gostgen does not decrypt gostprov's"
        assert t["ok"] and X(t["out"]) == data, f"{what}: gostprov does not decrypt gostgen's"


# ---- the parameter's rules -------------------------------------------------------------------
def test_section_parameter_rules(prov):
    """"key-mesh" reads back as the section in force (the default until set); a section that is
    not a positive multiple of the block is refused (magma: 0 is plain CTR, as gostprov's), and so
    is any setting after the first update, with one line on OpenSSL's error queue; ciphers
    without re-keying refuse a non-zero value."""
    key, data = bytes(range(32)), bytes(range(256)) * 20
    ops, expect = [], []

    def add(name, iv, section, when, ok, get=None, late=None):
        extra = {"get": True} if get is not None else {}
        if late is not None:
            extra["late_section"] = late
        ops.append(_op(name, True, key, iv, [data[:37].hex(), data[37:].hex()], section, when,
                       **extra))
        expect.append((name, section, when, ok, get, late))

    k8, m4 = bytes(8), bytes(4)
    add("kuznyechik-ctr-acpkm", k8, None, "after", True, get=4096)
    add("magma-ctr-acpkm", m4, None, "after", True, get=1024)
    add("kuznyechik-ctr-acpkm", k8, 48, "split", True, get=48)
    add("magma-ctr-acpkm", m4, 0, "init", True, get=0)
    add("magma-ctr", m4, None, "after", True, get=0)
    for name, iv, bad in [("kuznyechik-ctr-acpkm", k8, 0), ("kuznyechik-ctr-acpkm", k8, 24),
                          ("kuznyechik-ctr-acpkm", k8, 8), ("magma-ctr-acpkm", m4, 12),
                          ("magma-ctr-acpkm", m4, 4), ("magma-ctr", m4, 20),
                          ("kuznyechik-ctr", k8, 16)]:
        for when in WHEN:
            add(name, iv, bad, when, False)
    add("kuznyechik-ctr-acpkm", k8, None, "after", True, late=32)
    add("magma-ctr-acpkm", m4, 64, "init", True, late=64)
    got = _evp(prov, "gostgen", ops)
    for (name, section, when, ok, get, late), op, r in zip(expect, ops, got):
        what = f"{name} key-mesh {section} ({when})"
        if not ok:
            assert not r["ok"] and r["stage"] in ("init", "set section"), f"{what}: {r}"
            assert len(r["errors"]) == 1 and "key-mesh" in r["errors"][0], f"{what}: {r}"
            continue
        assert r["ok"], f"{what}: {r['stage']} {r['errors']}"
        if get is not None:
            assert r["section"] == get, f"{what}: key-mesh reads {r['section']}, not {get}"
        if late is not None:
            assert r["late_ok"] is False, f"{what}: key-mesh {late} taken after an update"
            assert len(r["late_errors"]) == 1 and "before the first update" in \
                r["late_errors"][0], f"{what}: {r['late_errors']}"
        cipher = name.split("-")[0]
        iv = X(op["iv"])
        want = (R.crypt(cipher, "ctr", ROWS[cipher], key, iv, data) if section == 0 or
                name == "magma-ctr" else _ref(cipher, key, iv, data, section))
        assert X(r["out"]) == want, f"{what}: output differs from the reference"
