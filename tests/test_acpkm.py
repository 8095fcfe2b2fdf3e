"""ACPKM re-keying (R 1323565.1.017-2018, RFC 8645 6.2-6.3) in the reference (gostgen.reference):
the key chain, CTR-ACPKM, ACPKM-Master and OMAC-ACPKM against every example of the vectors file's
"acpkm" section, and CTR-ACPKM against the OpenSSL gost provider at its default section sizes
(`openssl enc -kuznyechik-ctr-acpkm` / `-magma-ctr-acpkm`) on random inputs when it is installed.

This is the reference the library is checked against (test_acpkm_lib.py and the CLIs' tests)."""
import functools
import os
import re
import shutil
import subprocess

import pytest

import gghelpers as H
from gostgen import reference as R

X = bytes.fromhex
VEC = H.VECTORS["acpkm"]
ROWS = {"kuznyechik": None, "magma": H.builtin_rows("tc26-z")}  # Magma: GOST R 34.12-2015's set


@pytest.mark.parametrize("cipher", ["kuznyechik", "magma"])
def test_key_chain(cipher):
    blk_of, n = R._acpkm_blocks(cipher, ROWS[cipher])
    k, chain = X(VEC["key"]), []
    for _ in VEC["acpkm_keys"][cipher]:
        k = R.acpkm_next_key(blk_of, k, n)
        chain.append(k.hex())
    assert chain == VEC["acpkm_keys"][cipher]


@pytest.mark.parametrize("case", VEC["ctr_acpkm"]["cases"],
                         ids=lambda c: f"{c['cipher']}-{c['section_bytes']}-{c['origin']}")
def test_ctr_acpkm(case):
    c = case["cipher"]
    key = X(case.get("key", VEC["key"]))
    ct = R.ctr_acpkm(c, ROWS[c], key, X(case["iv"]), X(case["plaintext"]), case["section_bytes"])
    assert ct.hex() == case["ciphertext"]
    # CTR is its own inverse
    assert R.ctr_acpkm(c, ROWS[c], key, X(case["iv"]), ct, case["section_bytes"]) == \
        X(case["plaintext"])


@pytest.mark.parametrize("case", VEC["acpkm_master"]["cases"], ids=lambda c: c["cipher"])
def test_acpkm_master(case):
    c = case["cipher"]
    out = R.acpkm_master(c, ROWS[c], X(VEC["key"]), case["key_section_bytes"], case["length"])
    assert out.hex() == case["output"]


@pytest.mark.parametrize("case", VEC["omac_acpkm"]["cases"], ids=lambda c: c["name"])
def test_omac_acpkm(case):
    c = case["cipher"]
    mac = R.omac_acpkm(c, ROWS[c], X(VEC["key"]), X(case["message"]), case["section_bytes"],
                       case["key_section_bytes"])
    assert mac.hex() == case["mac"]


@pytest.mark.parametrize("cipher", ["kuznyechik", "magma"])
def test_one_section_is_plain_ctr(cipher):
    """A section at least as long as the message never re-keys: plain CTR."""
    rng, seed = H.rng_for("acpkm-one-section", cipher)
    n = 16 if cipher == "kuznyechik" else 8
    for length in (0, 1, 100, 333):
        k, iv, data = H.rbytes(rng, 32), H.rbytes(rng, n // 2), H.rbytes(rng, length)
        plain = R.crypt(cipher, "ctr", ROWS[cipher], k, iv, data)
        assert R.ctr_acpkm(cipher, ROWS[cipher], k, iv, data, 16 * 64) == plain, f"seed {seed}"


@pytest.mark.parametrize("cipher,bad", [("kuznyechik", 0), ("kuznyechik", 24), ("magma", 12),
                                        ("gost89", 64)])
def test_bad_parameters(cipher, bad):
    with pytest.raises(ValueError):
        R.ctr_acpkm(cipher, ROWS.get(cipher, ROWS["magma"]), bytes(32),
                    bytes(8 if cipher == "kuznyechik" else 4), b"x" * 40, bad)


# ---- the OpenSSL gost provider ------------------------------------------------------------------
@functools.lru_cache(maxsize=None)
def _gostprov():
    exe = shutil.which("openssl")
    if exe is None:
        return None, "openssl is not installed"
    mdir = subprocess.run([exe, "version", "-m"], capture_output=True, text=True).stdout
    m = re.search(r'MODULESDIR: "([^"]*)"', mdir)
    if not m or not os.path.exists(os.path.join(m.group(1), "gostprov.so")):
        return None, ("the OpenSSL gost provider gostprov.so is not installed "
                      "(Debian: apt-get install libengine-gost-openssl)")
    return exe, None


@pytest.mark.parametrize("cipher", ["kuznyechik", "magma"])
def test_ctr_acpkm_against_gostprov(cipher):
    """`openssl enc -<cipher>-ctr-acpkm` re-keys every 4096 (Kuznyechik) / 1024 (Magma) bytes; its
    IV is the whole first counter block, which CTR's n/2-byte IV fills with zeros after it."""
    exe, why = _gostprov()
    if exe is None:
        pytest.skip(why)
    rng, seed = H.rng_for("acpkm-gostprov", cipher)
    n = 16 if cipher == "kuznyechik" else 8
    section = R.ACPKM_DEFAULT_SECTION[cipher]
    for length in (1, section - 1, section, section + 1, 3 * section + n + 3):
        key, iv, data = H.rbytes(rng, 32), H.rbytes(rng, n // 2), H.rbytes(rng, length)
        proc = subprocess.run([exe, "enc", "-provider", "gostprov", "-provider", "default",
                               f"-{cipher}-ctr-acpkm", "-K", key.hex(),
                               "-iv", (iv + bytes(n // 2)).hex()],
                              input=data, capture_output=True, timeout=120)
        assert proc.returncode == 0, H.describe(proc)
        assert R.ctr_acpkm(cipher, ROWS[cipher], key, iv, data, section) == proc.stdout, \
            f"seed {seed} {cipher} length {length}"
