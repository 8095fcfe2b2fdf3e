"""The provider's OMAC-ACPKM MAC (runtime/provider/prov_mac.c: kuznyechik-ctr-acpkm-omac, OID
1.2.643.7.1.1.5.2.2; R 1323565.1.017-2018 4.2, RFC 8645 6.3.2) through EVP_MAC: against the
reference (gostgen.reference.omac_acpkm) at the default and other sections, against the published
examples of the vectors file's "acpkm" section, and against the OpenSSL gost provider (gostprov).

The section N is the size_t parameter "key-mesh" and the ACPKM-Master section T* the parameter
"cipher-key-mesh", as gostprov's (gost-engine, gost_prov_mac.c and gost_omac_acpkm.c: N defaults
to 4096, T* to its kuznyechik-ctr-acpkm's 4096). gostprov takes them only after its key (before
it, it has no context to hold them) and "cipher-key-mesh" only beside "key-mesh"; gostgen takes
them anywhere before the first update. gostprov 3.0.1 has no magma-ctr-acpkm-omac MAC, so
neither has gostgen. The drivers are tests/evp_mac.py (a child process per backend) and, at the
defaults (`openssl mac` cannot set a parameter gostprov does not list as settable),
`openssl mac`.

Skipped as tests/test_provider.py is (no OpenSSL 3, no gostprov, or no gostgen.so)."""
from __future__ import annotations

import functools

import pytest

import gghelpers as H
from gostgen import reference as R
from test_provider import _ok, _run, prov  # noqa: F401  (prov: the module fixture)
from test_provider_acpkm import _chunks, _evp as _evp_child

X = bytes.fromhex
VEC = H.VECTORS["acpkm"]
NAME = "kuznyechik-ctr-acpkm-omac"
N_DEFAULT, T_DEFAULT = 4096, 4096  # gostprov's (see above)
WHEN = ["init", "after", "before"]


def _evp(prov, provider, ops, backend=None):
    """Runs the operations through tests/evp_mac.py in a child process."""
    return _evp_child(prov, provider, ops, backend, driver="evp_mac.py")


def _params(section, key_section) -> dict:
    p = {}
    if section is not None:
        p["key-mesh"] = section
    if key_section is not None:
        p["cipher-key-mesh"] = key_section
    return p


def _op(key, chunks, section=None, key_section=None, when="after", size=None, **extra):
    return {"name": NAME, "key": key.hex(), "chunks": chunks, "size": size,
            "params": _params(section, key_section), "when": when, **extra}


def _ref(key, data, section, key_section, size=None):
    return R.omac_acpkm("kuznyechik", None, key, data, section or N_DEFAULT,
                        key_section or T_DEFAULT, 8 * (size or 16))


# ---- against the reference -------------------------------------------------------------------
@functools.lru_cache(maxsize=None)
def _reference_cases():
    """(seed, [(what, op, reference MAC)]): random keys and data in odd-sized pieces at the
    default sections (none set) and others, lengths around the section, the parameters in each
    of the three places, a few sizes. Made once and shared by every backend (the reference is
    slow)."""
    rng, seed = H.rng_for("provider-omac-acpkm-ref")
    out = []
    runs = [(None, None), (16, None), (None, 16), (32, 96), (48, 32), (1024 + 16, 48),
            (2048, 4096 + 16)]
    for k, (section, key_section) in enumerate(runs):
        span = section or N_DEFAULT
        lengths = (0, 1, 16, span - 1, span, span + 1, 2 * span + 19, rng.randrange(1, 3 * span))
        for length in lengths if span < 1024 else lengths[3:]:
            key, data = H.rbytes(rng, 32), H.rbytes(rng, length)
            size = (None, 16, 1, 7, 15)[(k + length) % 5]
            when = WHEN[(k + length) % 3]
            what = f"N {section} T* {key_section} ({when}) size {size} length {length}"
            out.append((what, _op(key, _chunks(rng, data), section, key_section, when, size),
                        _ref(key, data, section, key_section, size)))
    return seed, out


def test_evp_matches_reference(prov, backend):
    """Every case of _reference_cases through EVP_MAC equals the reference."""
    seed, cases = _reference_cases()
    got = _evp(prov, "gostgen", [op for _, op, _ in cases], backend)
    for (what, _, want), r in zip(cases, got):
        assert r["ok"], f"seed {seed} backend {backend} {what}: {r['stage']} {r['errors']}"
        assert X(r["mac"]) == want, f"seed {seed} backend {backend} {what}: MAC differs from " \
                                    "the reference"


@pytest.mark.parametrize("case", [c for c in VEC["omac_acpkm"]["cases"]
                                  if c["cipher"] == "kuznyechik"], ids=lambda c: c["name"])
def test_published_vectors(prov, backend, case):
    """The Kuznyechik OMAC-ACPKM examples of the vectors file ("acpkm": R 1323565.1.017-2018
    A.4), N and T* set through the parameters, whole and in 5-byte pieces, in each place."""
    key = X(case.get("key", VEC["key"]))
    msg, want = X(case["message"]), X(case["mac"])
    n, t = case["section_bytes"], case["key_section_bytes"]
    pieces = [msg[i:i + 5].hex() for i in range(0, len(msg), 5)]
    ops = [_op(key, [msg.hex()], n, t, "init"), _op(key, pieces, n, t, "after"),
           _op(key, pieces, n, t, "before")]
    for r in _evp(prov, "gostgen", ops, backend):
        assert r["ok"], f"{backend} {case['name']}: {r['stage']} {r['errors']}"
        assert X(r["mac"]) == want, f"backend {backend} {case['name']}"


# ---- against gostprov ------------------------------------------------------------------------
def _gostprov_master(cipher, rows, key, key_section, length):
    """ACPKM-Master as gostprov 3.0.1 computes it: its first 32 + 16 bytes (K^1 || K^1_1) are
    made at its key, under its CTR-ACPKM's default section (4096 bytes), before "cipher-key-mesh"
    (which it takes only after the key) reaches it; T* then counts from there. For T* >= 48 that
    is ACPKM-Master itself; for T* of 16 or 32 the standard's K^1_1 is already under ACPKM(K)."""
    blk_of, n = R._acpkm_blocks(cipher, rows)
    k, out, num, j = key, b"", 0, 0
    while len(out) < length:
        if 16 * j >= 32 + n and num >= key_section:
            k, num = R.acpkm_next_key(blk_of, k, n), 0
        out += blk_of(k).enc(b"\xff" * (n // 2) + j.to_bytes(n // 2, "big"))
        j, num = j + 1, num + n
    return out[:length]


@functools.lru_cache(maxsize=None)
def _gostprov_cases(module_dir):
    """(seed, cases, gostprov's results): made once and shared by every backend."""
    rng, seed = H.rng_for("provider-omac-acpkm-gostprov")
    runs = [(None, None), (4096, None), (16, 4096), (32, 96), (32, 48), (64, 64), (48, 80),
            (1024, 4096 + 16), (32, 32), (32, 16), (64, 16)]
    cases = []
    for section, key_section in runs:
        span = section or N_DEFAULT
        for length in (0, 17, span + 1, rng.randrange(1, 3 * span)):
            key, data = H.rbytes(rng, 32), H.rbytes(rng, length)
            what = f"N {section} T* {key_section} length {length}"
            cases.append((what, _op(key, _chunks(rng, data), section, key_section, "after"),
                          (key, data, section, key_section)))
    return seed, cases


def test_evp_matches_gostprov(prov, backend, monkeypatch):
    """The same EVP_MAC calls (parameters after the keyed init, the only way gostprov takes them;
    "cipher-key-mesh" beside "key-mesh") on gostprov and gostgen at the defaults and other
    sections, in odd pieces: where T* >= 48 (every published example) both equal the reference.
    Where T* < 48 gostprov departs from R 1323565.1.017-2018 exactly as _gostprov_master says
    (its K^1 || K^1_1 comes before T* is set), and gostgen keeps to the reference."""
    seed, cases = _gostprov_cases(str(prov.dir))
    ops = [op for _, op, _ in cases]
    theirs = _evp(prov, "gostprov", ops)
    ours = _evp(prov, "gostgen", ops, backend)
    late = []
    for (what, _, args), t, o in zip(cases, theirs, ours):
        what = f"seed {seed} backend {backend} {what}"
        assert t["ok"], f"{what}: gostprov: {t['stage']} {t['errors']}"
        assert o["ok"], f"{what}: gostgen: {o['stage']} {o['errors']}"
        assert X(o["mac"]) == _ref(*args), f"{what}: gostgen's MAC differs from the reference"
        if (args[3] or T_DEFAULT) >= 48:
            assert t["mac"] == o["mac"], f"{what}: gostprov's MAC differs from gostgen's"
        else:
            assert t["mac"] != o["mac"], f"{what}: gostprov now keeps to the standard here"
            late.append((what, t["mac"], args))
    assert late, "no case with T* < 48"
    monkeypatch.setattr(R, "acpkm_master", _gostprov_master)
    for what, mac, args in late:
        assert X(mac) == _ref(*args), f"{what}: gostprov's MAC is not the one its late T* " \
                                      "predicts"


def test_openssl_mac_default(prov, backend):
    """`openssl mac` at the defaults (it cannot set "key-mesh": gostprov does not list it as
    settable) on gostprov and gostgen, and the reference, for lengths around N = 4096."""
    rng, seed = H.rng_for("provider-omac-acpkm-cli", backend)
    for length in (0, 15, 16, 4095, 4096, 4097, 9000):
        key, data = H.rbytes(rng, 32), H.rbytes(rng, length)
        args = ["mac", "-macopt", f"hexkey:{key.hex()}", NAME]
        theirs = _ok(_run([prov.openssl] + args[:1] + prov.peer_args + args[1:], data)).strip()
        ours = _ok(_run([prov.openssl] + args[:1] + prov.ours_args + args[1:], data,
                        H.clean_env(GOSTGEN_BACKEND=backend))).strip()
        what = f"seed {seed} backend {backend} length {length}"
        want = _ref(key, data, None, None).hex().upper().encode()
        assert ours == want, f"{what}: gostgen: {ours!r}"
        assert theirs == want, f"{what}: gostprov: {theirs!r}"


def test_parameters_and_bad_ones(prov, backend):
    """The defaults read back (4096, 4096, 16 bytes); a section that is 0 or not a multiple of
    16, a size outside 1..16, a section after the first update, or a section on a MAC without
    sections each fail with one error on the queue, and the late section leaves the MAC as it
    would have been."""
    key, data = bytes(range(32)), bytes(range(100))
    whole = [data.hex()]
    ops = [_op(key, whole, get=["key-mesh", "cipher-key-mesh", "size"]),
           _op(key, whole, 64, 32, "before", get=["key-mesh", "cipher-key-mesh"])]
    bad = [dict(section=0), dict(section=8), dict(key_section=0), dict(key_section=24),
           dict(section=4096 + 1, key_section=64), dict(size=17), dict(size=0)]
    for b in bad:
        for when in WHEN:
            ops.append(_op(key, whole, when=when, **b))
    ops.append(_op(key, [data[:10].hex(), data[10:].hex()], late={"key-mesh": 32}))
    ops.append(_op(key, [data[:10].hex(), data[10:].hex()], late={"cipher-key-mesh": 32}))
    ops.append(dict(_op(key, whole, 32, None, "init"), name="kuznyechik-mac"))
    got = _evp(prov, "gostgen", ops, backend)
    assert got[0]["ok"] and got[0]["got"] == {"key-mesh": 4096, "cipher-key-mesh": 4096,
                                              "size": 16}, got[0]
    assert X(got[0]["mac"]) == _ref(key, data, None, None)
    assert got[1]["ok"] and got[1]["got"] == {"key-mesh": 64, "cipher-key-mesh": 32}, got[1]
    assert X(got[1]["mac"]) == _ref(key, data, 64, 32)
    k = 2
    for b in bad:
        for when in WHEN:
            r = got[k]
            k += 1
            assert not r["ok"], f"{b} ({when}) was taken"
            assert len(r["errors"]) == 1, f"{b} ({when}): {r['errors']}"
    for late in got[k:k + 2]:
        assert late["ok"] and late["late_ok"] is False, late
        assert len(late["late_errors"]) == 1, late["late_errors"]
        assert "before the first update" in late["late_errors"][0], late["late_errors"]
        assert X(late["mac"]) == _ref(key, data, None, None)
    other = got[k + 2]
    assert not other["ok"] and other["stage"] == "init" and len(other["errors"]) == 1, other
    assert "key-mesh" in other["errors"][0], other["errors"]
