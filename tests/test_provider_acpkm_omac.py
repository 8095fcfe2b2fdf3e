"""The provider's CMS ciphers magma-ctr-acpkm-omac and kuznyechik-ctr-acpkm-omac
(runtime/provider/prov_ctr_omac.c) through EVP: against the reference (KDF_TREE, CTR-ACPKM and the
OMAC of gostgen.reference), against gost-engine in both directions, and their parameter rules.

The construction is gost-engine's (3.0.1: gost_gost2015.c gost2015_acpkm_omac_init and
gost2015_final_call): K_enc || K_mac = KDF_TREE_GOSTR3411_2012_256(K, "kdf tree", seed, R = 1,
64 bytes), the data in CTR-ACPKM under K_enc, the tag = the OMAC (GOST R 34.13-2015 5.6) of the
plaintext under K_mac, encrypted by the keystream that follows the data. The 8-byte seed is random
per encryption and travels with the IV in the CMS parameters ("alg_id_param": SEQUENCE { OCTET
STRING IV || seed }).

Why gost-engine and not gostprov: Debian's gostprov 3.0.1 lists both ciphers, but every keyed
init of them fails in provider mode (its gost2015_acpkm_omac_init looks the OMAC up with
EVP_get_digestbynid and makes its key with EVP_PKEY_new_mac_key, which only an ENGINE registered
as the default provides; `openssl enc -magma-ctr-acpkm-omac -provider gostprov` says "Error setting
cipher"), and even then its provider interface offers no way to read or set the tag and its
"alg_id_param" getter returns the bytes of a pointer instead of the DER (it passes &der to
OSSL_PARAM_set_octet_string), so its random seed stays unknown. The gost engine of the same package
(engines-3/gost.so) runs the same cipher code, with the tag in the CMS unprotected attribute
1.2.643.7.1.0.6.1.1 (EVP_CTRL_PROCESS_UNPROTECTED); tests/evp_ctr_omac.py drives both, and
gostprov with the engine loaded as the default, where its ciphers do initialise: its decryption
(zero seed, default section) is compared as far as it goes.

The section is gostprov's default (1024 / 4096 bytes) unless "key-mesh" (EVP_CTRL_KEY_MESH for the
engine) sets it; setting "alg_id_param", or reading it before the data (as OpenSSL's CMS does after
the keyed init), switches to the CMS section (8192 / 262144), as gost-engine does.

Skipped as tests/test_provider.py is (no OpenSSL 3, no gostprov, or no gostgen.so); the engine
comparisons also when the gost engine is not installed."""
from __future__ import annotations

import functools
import json
import re
import subprocess
import sys
from pathlib import Path

import pytest

import gghelpers as H
from gostgen import reference as R
from test_provider import _ok, _run, prov  # noqa: F401  (prov: the module fixture)
from test_provider_acpkm import _chunks

X = bytes.fromhex
NAMES = {"magma": "magma-ctr-acpkm-omac", "kuznyechik": "kuznyechik-ctr-acpkm-omac"}
OIDS = {"magma": "1.2.643.7.1.1.5.1.2", "kuznyechik": "1.2.643.7.1.1.5.2.2"}
BLOCK = {"kuznyechik": 16, "magma": 8}  # = the tag; the IV is half of it
ROWS = {"kuznyechik": None, "magma": H.builtin_rows("tc26-z")}
DEFAULT = {"kuznyechik": 4096, "magma": 1024}  # gost-engine's sections at init
CMS = {"kuznyechik": 262144, "magma": 8192}  # ... and after its asn1 parameters


@functools.lru_cache(maxsize=None)
def _engine_state() -> str | None:
    """None if the gost engine is installed in OpenSSL's engine folder, else why not."""
    out = subprocess.run(["openssl", "version", "-e"], capture_output=True, text=True).stdout
    m = re.search(r'ENGINESDIR: "([^"]*)"', out)
    if not m or not (Path(m.group(1)) / "gost.so").exists():
        return ("the gost engine (engines-3/gost.so, Debian: libengine-gost-openssl) is not "
                "installed")
    return None


def _evp(prov, impl, ops, backend=None):
    """The operations through tests/evp_ctr_omac.py in a child process."""
    proc = _run([sys.executable, str(H.TESTS / "evp_ctr_omac.py"), str(prov.dir), impl],
                json.dumps(ops).encode(), H.clean_env(GOSTGEN_BACKEND=backend))
    out = json.loads(_ok(proc))
    assert isinstance(out, list), out
    return out


def _engine(prov, ops):
    why = _engine_state()
    if why is not None:
        pytest.skip(why)
    return _evp(prov, "engine:gost", ops)


def _op(cipher, enc, key, iv, chunks, **extra):
    return {"name": NAMES[cipher], "enc": enc, "key": key.hex(),
            "iv": iv.hex() if iv is not None else None, "chunks": chunks, **extra}


def _alg_id(iv: bytes, seed: bytes) -> bytes:
    ukm = iv + seed
    return bytes([0x30, len(ukm) + 2, 0x04, len(ukm)]) + ukm


def _ref(cipher, key, iv, seed, data, section):
    """(ciphertext, tag) from the reference: KDF_TREE, OMAC, CTR-ACPKM over data || OMAC."""
    n = BLOCK[cipher]
    keys = R.kdf_tree(key, b"kdf tree", seed, 64)
    mac = R.mac(cipher, ROWS[cipher], keys[32:], data, bits=8 * n)
    if section == 0:
        out = R.crypt(cipher, "ctr", ROWS[cipher], keys[:32], iv, data + mac)
    else:
        out = R.crypt(cipher, "ctr_acpkm", ROWS[cipher], keys[:32], iv, data + mac,
                      section=section)
    return out[:len(data)], out[len(data):]


def _lengths(rng, cipher, section):
    n, span = BLOCK[cipher], section or DEFAULT[cipher]
    return [0, 1, n - 1, span - 1, span + 1, 2 * span + n + 3, rng.randrange(1, 3 * span)]


# ---- registration ----------------------------------------------------------------------------
@pytest.mark.parametrize("cipher", ["kuznyechik", "magma"])
def test_registered_as_gostprov(prov, cipher):
    """Both names and their OIDs fetch gostgen's cipher with gostprov's key, IV and block lengths
    (32 bytes, half a block, 1) and its EVP mode (CTR); `openssl list` shows them as gostprov
    does, name with OID."""
    ops = [{"op": "info", "name": x} for x in (NAMES[cipher], OIDS[cipher])]
    ours = _evp_aead(prov, "gostgen", ops)
    theirs = _evp_aead(prov, "gostprov", ops[:1])
    for r in ours + theirs:
        assert r["ok"], r
        r.pop("errors"), r.pop("stage"), r.pop("out"), r.pop("tag")
    assert ours[0] == ours[1] == theirs[0], (ours, theirs)
    assert ours[0] == {"ok": True, "iv": BLOCK[cipher] // 2, "block": 1, "key": 32,
                       "aead": False, "mode": 5}, ours[0]
    listed = _ok(_run([prov.openssl, "list", "-cipher-algorithms", "-provider-path",
                       str(prov.dir), "-provider", "gostgen"])).decode()
    assert f"{{ {OIDS[cipher]}, {NAMES[cipher]} }} @ gostgen" in listed, listed


def _evp_aead(prov, provider, ops):
    proc = _run([sys.executable, "-c", _INFO, str(prov.dir), provider], json.dumps(ops).encode())
    return json.loads(_ok(proc))


# tests/evp_aead.py's "info" with the EVP mode added
_INFO = f"""
import sys, ctypes
sys.path.insert(0, {str(H.TESTS)!r})
import evp_aead as E
E.C.EVP_CIPHER_get_mode.restype = ctypes.c_int
E.C.EVP_CIPHER_get_mode.argtypes = [ctypes.c_void_p]
def run(op, libctx, props):
    r = E.run(op, libctx, props)
    if r["ok"]:
        r["mode"] = E.C.EVP_CIPHER_get_mode(E.C.EVP_CIPHER_fetch(libctx, op["name"].encode(),
                                                                 props))
    return r
sys.exit(E.serve(run, shared_context=True))
"""


# ---- against the reference -------------------------------------------------------------------
@pytest.mark.parametrize("cipher", ["kuznyechik", "magma"])
def test_matches_reference(prov, backend, cipher):
    """Random keys, IVs, seeds and data in odd-sized updates at the default section and others
    (magma: 0 is plain CTR): ciphertext and tag equal the reference's, and decryption in other
    pieces with that tag gives the data back."""
    rng, seed = H.rng_for("provider-ctr-omac-ref", cipher, backend)
    n = BLOCK[cipher]
    sections = [None, n, 3 * n, 1024 + n] + ([0] if cipher == "magma" else [])
    cases, ops = [], []
    for section in sections:
        for length in _lengths(rng, cipher, section)[:5 if section is None else 3]:
            key, iv, kseed = H.rbytes(rng, 32), H.rbytes(rng, n // 2), H.rbytes(rng, 8)
            data = H.rbytes(rng, length)
            ct, tag = _ref(cipher, key, iv, kseed, data,
                           section if section is not None else DEFAULT[cipher])
            extra = {"section": section if section is not None else DEFAULT[cipher]}
            cases.append((section, length, data, ct, tag))
            ops.append(_op(cipher, True, key, None, _chunks(rng, data),
                           alg_id=_alg_id(iv, kseed).hex(), **extra))
            ops.append(_op(cipher, False, key, None, _chunks(rng, ct),
                           alg_id=_alg_id(iv, kseed).hex(), tag=tag.hex(), **extra))
    got = _evp(prov, "gostgen", ops, backend)
    for i, (section, length, data, ct, tag) in enumerate(cases):
        what = f"seed {seed} backend {backend} {NAMES[cipher]} section {section} length {length}"
        enc, dec = got[2 * i], got[2 * i + 1]
        assert enc["ok"], f"{what}: {enc['stage']} {enc['errors']}"
        assert X(enc["out"]) == ct, f"{what}: ciphertext differs from the reference"
        assert X(enc["tag"]) == tag, f"{what}: tag differs from the reference"
        assert dec["ok"], f"{what}: {dec['stage']} {dec['errors']}"
        assert X(dec["out"]) == data, f"{what}: decryption does not give the data back"


# ---- against gost-engine ---------------------------------------------------------------------
@pytest.mark.parametrize("cipher", ["kuznyechik", "magma"])
def test_matches_gost_engine_both_ways(prov, backend, cipher):
    """gost-engine encrypts (its own random seed) at the default and other sections; gostgen,
    given the same key and the engine's CMS parameters (IV and seed), encrypts to the same
    ciphertext, tag and parameters, and decrypts the engine's ciphertext with its tag. gostgen
    encrypts with a seed of its own and the engine decrypts that with gostgen's parameters and
    tag. All in odd-sized pieces, each side in other pieces."""
    rng, seed = H.rng_for("provider-ctr-omac-engine", cipher, backend)
    n = BLOCK[cipher]
    sections = [None, 5 * n, 2048 + n] + ([0] if cipher == "magma" else [])
    cases, ops = [], []
    for section in sections:
        for length in _lengths(rng, cipher, section):
            key, iv, data = H.rbytes(rng, 32), H.rbytes(rng, n // 2), H.rbytes(rng, length)
            cases.append((section, length, key, iv, data))
            ops.append(_op(cipher, True, key, iv, _chunks(rng, data), section=section))
    theirs = _engine(prov, ops)
    ours_ops, mine_ops = [], []
    for (section, length, key, iv, data), t in zip(cases, theirs):
        assert t["ok"], f"seed {seed} engine {section} {length}: {t['stage']} {t['errors']}"
        assert X(t["alg_id"]) == _alg_id(iv, X(t["alg_id"])[-8:]), t["alg_id"]
        # the engine's parameters set the CMS section: the test's section comes after them
        sec = section if section is not None else DEFAULT[cipher]
        ours_ops.append(_op(cipher, True, key, None, _chunks(rng, data), alg_id=t["alg_id"],
                            section=sec))
        ours_ops.append(_op(cipher, False, key, None, _chunks(rng, X(t["out"])),
                            alg_id=t["alg_id"], section=sec, tag=t["tag"]))
        mine_ops.append(_op(cipher, True, key, iv, _chunks(rng, data), section=section))
    ours = _evp(prov, "gostgen", ours_ops + mine_ops, backend)
    back_ops = []
    for i, ((section, length, key, iv, data), t) in enumerate(zip(cases, theirs)):
        what = f"seed {seed} backend {backend} {NAMES[cipher]} section {section} length {length}"
        enc, dec, mine = ours[2 * i], ours[2 * i + 1], ours[len(ours_ops) + i]
        assert enc["ok"] and dec["ok"] and mine["ok"], \
            f"{what}: {enc['errors']} {dec['errors']} {mine['errors']}"
        assert enc["out"] == t["out"], f"{what}: ciphertext differs from gost-engine's"
        assert enc["tag"] == t["tag"], f"{what}: tag differs from gost-engine's"
        assert enc["alg_id"] == t["alg_id"], f"{what}: parameters differ from gost-engine's"
        assert X(dec["out"]) == data, f"{what}: gostgen does not decrypt gost-engine's"
        mine_seed = X(mine["alg_id"])[4 + n // 2:]
        assert X(mine["alg_id"]) == _alg_id(iv, mine_seed), mine["alg_id"]
        back_ops.append(_op(cipher, False, key, None, _chunks(rng, X(mine["out"])),
                            alg_id=mine["alg_id"], section=section, tag=mine["tag"]))
    back = _engine(prov, back_ops)
    for (section, length, *_, data), b in zip(cases, back):
        what = f"seed {seed} backend {backend} {NAMES[cipher]} section {section} length {length}"
        assert b["ok"], f"{what}: gost-engine does not decrypt gostgen's: {b['stage']} " \
                        f"{b['errors']}"
        assert X(b["out"]) == data, f"{what}: gost-engine decrypts gostgen's to other data"


@pytest.mark.parametrize("cipher", ["kuznyechik", "magma"])
def test_cms_order_matches_gost_engine(prov, cipher):
    """OpenSSL's CMS order: the keyed encrypting init, then the parameters read, then the data.
    gost-engine then encrypts with the CMS section (8192 / 262144 bytes), and so does gostgen:
    equal ciphertexts and tags across the default section's end; gostgen decrypts with the
    parameters set before its keyed init (the CMS decryption order) and the CMS section."""
    rng, seed = H.rng_for("provider-ctr-omac-cms", cipher)
    n = BLOCK[cipher]
    cases, ops = [], []
    for length in (DEFAULT[cipher] + 3 * n + 1, 3 * DEFAULT[cipher]):
        key, iv, data = H.rbytes(rng, 32), H.rbytes(rng, n // 2), H.rbytes(rng, length)
        cases.append((length, key, iv, data))
        ops.append(_op(cipher, True, key, iv, _chunks(rng, data), alg_id_first=True))
    theirs = _engine(prov, ops)
    mine_ops = []
    for (length, key, iv, data), t in zip(cases, theirs):
        assert t["ok"], f"seed {seed}: engine: {t['stage']} {t['errors']}"
        ct, tag = _ref(cipher, key, iv, X(t["alg_id"])[-8:], data, CMS[cipher])
        assert (X(t["out"]), X(t["tag"])) == (ct, tag), \
            f"seed {seed} length {length}: gost-engine's CMS order is not the CMS section"
        mine_ops.append(_op(cipher, True, key, None, _chunks(rng, data), alg_id=t["alg_id"]))
        mine_ops.append(_op(cipher, False, key, None, _chunks(rng, ct), alg_id=t["alg_id"],
                            tag=t["tag"]))
        mine_ops.append(_op(cipher, True, key, iv, _chunks(rng, data), alg_id_first=True))
    ours = _evp(prov, "gostgen", mine_ops)
    for i, ((length, key, iv, data), t) in enumerate(zip(cases, theirs)):
        enc, dec, early = ours[3 * i:3 * i + 3]
        what = f"seed {seed} {NAMES[cipher]} length {length}"
        assert enc["ok"] and (enc["out"], enc["tag"]) == (t["out"], t["tag"]), f"{what}: {enc}"
        assert dec["ok"] and X(dec["out"]) == data, f"{what}: {dec['stage']} {dec['errors']}"
        assert early["ok"], f"{what}: {early['stage']} {early['errors']}"
        want = _ref(cipher, key, iv, X(early["alg_id"])[-8:], data, CMS[cipher])
        assert (X(early["out"]), X(early["tag"])) == want, \
            f"{what}: reading alg_id_param before the data does not select the CMS section"


@pytest.mark.parametrize("cipher", ["kuznyechik", "magma"])
def test_gostprov_decrypts_gostgen_data(prov, backend, cipher):
    """gostprov itself, as far as it can be driven: with the gost engine loaded as the default
    its ciphers initialise, but it draws its encryption seed at random and hands it out nowhere
    usable, and has no tag parameter, so neither its ciphertexts nor its tag checks can be
    compared. Its decryption runs with the all-zero seed (no parameters given), so gostgen
    encrypts with that seed (through "alg_id_param") and gostprov's decrypting updates give the
    data back and then the OMAC: the same K_enc and K_mac from KDF_TREE and the same CTR-ACPKM
    (its final cannot check the tag: there is no way to set it). Only at the default section:
    so loaded, gostprov refuses "key-mesh" (set_params returns 0, with no error)."""
    if _engine_state() is not None:
        pytest.skip(_engine_state())
    rng, seed = H.rng_for("provider-ctr-omac-gostprov", cipher, backend)
    n = BLOCK[cipher]
    cases, ops = [], []
    span = DEFAULT[cipher]
    for length in (span - 1, span + 1, 2 * span + n + 3):
        key, iv, data = H.rbytes(rng, 32), H.rbytes(rng, n // 2), H.rbytes(rng, length)
        cases.append((length, key, iv, data))
        # the parameters select the CMS section: back to the default, gostprov's
        ops.append(_op(cipher, True, key, None, _chunks(rng, data),
                       alg_id=_alg_id(iv, bytes(8)).hex(), section=span))
    ours = _evp(prov, "gostgen", ops, backend)
    back_ops = []
    for (length, key, iv, data), o in zip(cases, ours):
        assert o["ok"], f"seed {seed} length {length}: {o['stage']} {o['errors']}"
        back_ops.append(_op(cipher, False, key, iv, _chunks(rng, X(o["out"]) + X(o["tag"]))))
    theirs = _evp(prov, "gostprov+engine:gost", back_ops)
    for (length, key, iv, data), t in zip(cases, theirs):
        what = f"seed {seed} backend {backend} {NAMES[cipher]} length {length}"
        assert t["stage"] in ("", "final"), f"{what}: gostprov: {t['stage']} {t['errors']}"
        plain = X(t["out"])
        assert plain[:length] == data, f"{what}: gostprov decrypts gostgen's to other data"
        assert len(plain) == length + n, f"{what}: {len(plain)} bytes from gostprov"
        keys = R.kdf_tree(key, b"kdf tree", bytes(8), 64)
        want_mac = R.mac(cipher, ROWS[cipher], keys[32:], data, bits=8 * n)
        assert plain[length:] == want_mac, \
            f"{what}: gostgen's tag is not the OMAC under gostprov's keystream"


# ---- authentication --------------------------------------------------------------------------
@pytest.mark.parametrize("cipher", ["kuznyechik", "magma"])
def test_wrong_tag_fails(prov, cipher):
    """A flipped tag bit, a flipped ciphertext bit, a truncated or extended ciphertext, another
    seed or IV in the parameters, another key, and no tag at all: final fails with one error
    line ("bad decrypt: ... authentication failed", or "no tag to check"); the right tag
    passes."""
    rng, seed = H.rng_for("provider-ctr-omac-auth", cipher)
    n = BLOCK[cipher]
    key, iv, kseed = H.rbytes(rng, 32), H.rbytes(rng, n // 2), H.rbytes(rng, 8)
    data = H.rbytes(rng, 3 * DEFAULT[cipher] // 2)
    ct, tag = _ref(cipher, key, iv, kseed, data, DEFAULT[cipher])
    good = _alg_id(iv, kseed).hex()

    def flip(b: bytes, i: int) -> bytes:
        return b[:i] + bytes([b[i] ^ 0x01]) + b[i + 1:]

    other_seed = _alg_id(iv, flip(kseed, 7)).hex()
    other_iv = _alg_id(flip(iv, 0), kseed).hex()
    bad = {"tag bit": (key, ct, flip(tag, n - 1), good),
           "ciphertext bit": (key, flip(ct, len(ct) // 2), tag, good),
           "truncated": (key, ct[:-1], tag, good),
           "extended": (key, ct + b"\x00", tag, good),
           "seed": (key, ct, tag, other_seed),
           "iv": (key, ct, tag, other_iv),
           "key": (flip(key, 0), ct, tag, good)}
    ops = [_op(cipher, False, key, None, [ct.hex()], alg_id=good, tag=tag.hex(),
               section=DEFAULT[cipher])]
    for k, c, t, a in bad.values():
        ops.append(_op(cipher, False, k, None, _chunks(rng, c), alg_id=a, tag=t.hex(),
                       section=DEFAULT[cipher]))
    ops.append(_op(cipher, False, key, None, [ct.hex()], alg_id=good, section=DEFAULT[cipher]))
    got = _evp(prov, "gostgen", ops)
    assert got[0]["ok"] and X(got[0]["out"]) == data, got[0]
    for what, r in zip(list(bad) + ["no tag"], got[1:]):
        assert not r["ok"] and r["stage"] == "final", f"seed {seed} {what}: {r}"
        assert len(r["errors"]) == 1, f"{what}: {r['errors']}"
        want = "no tag to check" if what == "no tag" else "authentication failed"
        assert want in r["errors"][0], f"{what}: {r['errors']}"


# ---- the parameters' rules -------------------------------------------------------------------
def test_parameter_rules(prov):
    """Bad "alg_id_param" DER (ukm of another length, an element after the ukm, wrong tags,
    garbage), bad
    "key-mesh" values (not a positive multiple of the block; magma 0 is plain CTR), either of them
    after the first update, a tag of another length, and decryption without the parameters (no
    seed): each refused with one error line on OpenSSL's error queue."""
    key = bytes(range(32))
    data = bytes(range(200))
    ops, expect = [], []

    def add(cipher, stage, words, enc=True, iv=True, **extra):
        n = BLOCK[cipher]
        ops.append(_op(cipher, enc, key, bytes(n // 2) if iv else None,
                       [data[:37].hex(), data[37:].hex()], **extra))
        expect.append((cipher, stage, words, extra))

    for cipher in ("kuznyechik", "magma"):
        n = BLOCK[cipher]
        good = _alg_id(bytes(n // 2), bytes(8))
        for der in (_alg_id(bytes(n // 2 + 1), bytes(8)), _alg_id(bytes(n // 2), bytes(7)),
                    bytes([0x30, good[1] + 2]) + good[2:] + b"\x05\x00", b"\x31" + good[1:],
                    good[:2] + b"\x03" + good[3:], b"\x04\x02\x00\x00"):
            add(cipher, "set alg_id", "alg_id_param", alg_id=der.hex())
        for bad in ([8, 24, 0] if cipher == "kuznyechik" else [12, 4, 1]):
            add(cipher, "set section", "key-mesh", section=bad)
        add(cipher, "late", "before the first update", late={"section": 2 * n})
        add(cipher, "late", "before the first update", late={"alg_id": good.hex()})
        add(cipher, "set tag", "tag", enc=False, alg_id=good.hex(), tag="00" * (n - 1))
        add(cipher, "set tag", "tag", enc=False, alg_id=good.hex(), tag="00" * (n + 1))
        add(cipher, "update", "no kdf seed", enc=False, tag="00" * n)
        add(cipher, "update", "no IV", iv=False)
    got = _evp(prov, "gostgen", ops)
    for (cipher, stage, words, extra), r in zip(expect, got):
        what = f"{NAMES[cipher]} {extra}"
        if stage == "late":
            assert r["ok"], f"{what}: {r}"
            assert r["late_ok"] is False, f"{what}: taken after an update"
            evp = ["cipher parameter error: "] if "alg_id" in extra["late"] else []
            assert len(r["late_errors"]) == 1 + len(evp) and words in r["late_errors"][0] and \
                r["late_errors"][1:] == evp, f"{what}: {r['late_errors']}"
            continue
        assert not r["ok"] and r["stage"] == stage, f"{what}: {r}"
        # EVP_CIPHER_asn1_to_param adds libcrypto's own line after the provider's
        evp = ["cipher parameter error: "] if stage == "set alg_id" else []
        assert len(r["errors"]) == 1 + len(evp) and words in r["errors"][0] and \
            r["errors"][1:] == evp, f"{what}: {r['errors']}"


def test_each_encryption_draws_a_seed(prov):
    """Encryptions under one key and IV each draw their own kdf seed (so their own K_enc and
    K_mac): different parameters and ciphertexts, each the reference's for its seed."""
    for cipher in ("kuznyechik", "magma"):
        n = BLOCK[cipher]
        key, iv, data = bytes(range(32)), bytes(range(n // 2)), bytes(range(99))
        got = _evp(prov, "gostgen", [_op(cipher, True, key, iv, [data.hex()])] * 4)
        seeds = set()
        for r in got:
            assert r["ok"], r
            kseed = X(r["alg_id"])[-8:]
            assert X(r["alg_id"]) == _alg_id(iv, kseed), r["alg_id"]
            assert (X(r["out"]), X(r["tag"])) == _ref(cipher, key, iv, kseed, data,
                                                      DEFAULT[cipher])
            seeds.add(kseed)
        assert len(seeds) == 4, f"{NAMES[cipher]}: kdf seeds repeat: {seeds}"


def test_magma_zero_section_is_plain_ctr(prov):
    """magma-ctr-acpkm-omac with "key-mesh" 0 is plain CTR (gost-engine's magma takes any
    value): the same as the reference's CTR over data || OMAC (test_matches_reference has the
    rest); kuznyechik refuses 0 (test_parameter_rules)."""
    key, iv, kseed = bytes(range(32)), bytes(range(4)), bytes(range(8, 16))
    data = bytes(range(256)) * 9
    ct, tag = _ref("magma", key, iv, kseed, data, 0)
    r = _evp(prov, "gostgen", [_op("magma", True, key, None, [data.hex()],
                                   alg_id=_alg_id(iv, kseed).hex(), section=0)])[0]
    assert r["ok"] and (X(r["out"]), X(r["tag"])) == (ct, tag), r


# ---- openssl enc -----------------------------------------------------------------------------
@pytest.mark.parametrize("cipher", ["kuznyechik", "magma"])
def test_openssl_enc_decrypt_refused(prov, cipher):
    """`openssl enc` has no way to carry the tag or the kdf seed (the CMS parameters), so its
    encryption output cannot be decrypted and its decryption cannot be verified: `openssl enc -d`
    fails at the first data with gostgen's one error line and writes no plaintext. (gostprov
    3.0.1's `openssl enc` with these ciphers fails earlier: "Error setting cipher", see above.)"""
    n = BLOCK[cipher]
    args = [f"-{NAMES[cipher]}", "-K", "07" * 32, "-iv", "05" * (n // 2)]
    data = bytes(range(100))
    enc = _ok(_run([prov.openssl, "enc", *prov.ours_args, *args], data))
    assert len(enc) == len(data)  # ciphertext only: no tag, no seed
    proc = _run([prov.openssl, "enc", "-d", *prov.ours_args, *args], enc)
    assert proc.returncode != 0 and proc.stdout == b"", H.describe(proc)
    lines = [ln for ln in proc.stderr.decode().splitlines() if "gostgen" in ln]
    assert len(lines) == 1 and "no kdf seed" in lines[0], proc.stderr
