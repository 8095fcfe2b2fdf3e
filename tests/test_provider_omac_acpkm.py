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

import json
import sys

import pytest

import gghelpers as H
from gostgen import reference as R
from test_provider import _ok, _run, prov  # noqa: F401  (prov: the module fixture)

X = bytes.fromhex
VEC = H.VECTORS["acpkm"]
NAME = "kuznyechik-ctr-acpkm-omac"
N_DEFAULT, T_DEFAULT = 4096, 4096  # gostprov's (see above)
WHEN = ["init", "after", "before"]


def _evp(prov, provider, ops, backend=None):
    """Runs the operations through tests/evp_mac.py in a child process."""
    proc = _run([sys.executable, str(H.TESTS / "evp_mac.py"), str(prov.dir), provider],
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
def test_evp_matches_reference(prov, backend):
    """Random keys and data in odd-sized updates at the default sections (none set) and others,
    lengths around the section, the parameters given in each of the three places, a few sizes."""
    rng, seed = H.rng_for("provider-omac-acpkm-ref", backend)
    cases, ops = [], []
    runs = [(None, None), (16, None), (None, 16), (32, 96), (48, 32), (1024 + 16, 48),
            (8192, 4096 + 16)]
    for k, (section, key_section) in enumerate(runs):
        span = section or N_DEFAULT
        for length in (0, 1, 16, span - 1, span, span + 1, 3 * span + 19,
                       rng.randrange(1, 4 * span)):
            key, data = H.rbytes(rng, 32), H.rbytes(rng, length)
            size = (None, 16, 1, 7, 15)[(k + length) % 5]
            when = WHEN[(k + length) % 3]
            cases.append((section, key_section, length, when, size,
                          _ref(key, data, section, key_section, size)))
            ops.append(_op(key, _chunks(rng, data), section, key_section, when, size))
    got = _evp(prov, "gostgen", ops, backend)
    for (section, key_section, length, when, size, want), r in zip(cases, got):
        what = (f"seed {seed} backend {backend} N {section} T* {key_section} ({when}) size "
                f"{size} length {length}")
        assert r["ok"], f"{what}: {r['stage']} {r['errors']}"
        assert X(r["mac"]) == want, f"{what}: MAC differs from the reference"


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
