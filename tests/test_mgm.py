"""MGM authenticated encryption (RFC 9058, R 1323565.1.026-2019) with Kuznyechik and Magma through
the C library (Python binding) on every available backend: the published examples and the extra
cases of tests/vectors/gost-vectors.json (mgm), random differential checks against
gostgen.reference.mgm (lengths around the block and the library's 128-block batches, random
S-box sets for Magma), forged tags, truncated input and bad parameters, and the field products of
runtime/src/gf.c in both forms (PCLMULQDQ and the integer one) against the reference's."""
from __future__ import annotations

import functools
import subprocess

import pytest

import ccprog
import gghelpers as H
from gostgen import reference as R

BLOCK = {"kuznyechik": 16, "magma": 8}
SBOX = {"kuznyechik": None, "magma": "tc26-z"}


def cases():
    v = H.VECTORS["mgm"]
    for c in v["cases"] + v["extra_cases"]:
        yield pytest.param(c, id=c["name"].replace(" ", "_").replace(",", "")[:48])


def _b(c, k):
    return bytes.fromhex(c[k])


@pytest.mark.parametrize("case", list(cases()))
def test_vectors(backend, api, case):
    cipher, key, nonce, aad = case["cipher"], _b(case, "key"), _b(case, "nonce"), _b(case, "aad")
    pt, ct, tag = _b(case, "plaintext"), _b(case, "ciphertext"), _b(case, "tag")
    kw = dict(cipher=cipher, key=key, nonce=nonce, aad=aad, tag_bytes=len(tag), backend=backend)
    assert api.mgm_encrypt(pt, **kw) == ct + tag, case["name"]
    assert api.mgm_decrypt(ct + tag, **kw) == pt, case["name"]
    # every single-bit change of the ciphertext, the tag, the associated data or the nonce fails
    for where in ("data", "aad", "nonce"):
        blob, a, n = bytearray(ct + tag), bytearray(aad), bytearray(nonce)
        target = {"data": blob, "aad": a, "nonce": n}[where]
        if not target:
            continue
        target[-1] ^= 1
        with pytest.raises(api.AuthenticationError):
            api.mgm_decrypt(bytes(blob), **dict(kw, aad=bytes(a), nonce=bytes(n)))


def _rand_case(rng, cipher, alen, dlen):
    n = BLOCK[cipher]
    nonce = bytearray(H.rbytes(rng, n))
    nonce[0] &= 0x7f
    return H.rbytes(rng, 32), bytes(nonce), H.rbytes(rng, alen), H.rbytes(rng, dlen)


def _lengths(n):
    """Around one block, around 128 blocks, and around the library's batch of 4 KiB of data
    (256 or 512 blocks) and two of them."""
    return [0, 1, n - 1, n, n + 1, 3 * n + 5, 127 * n, 128 * n, 128 * n + 1, 129 * n, 300 * n + 7,
            4096 - n, 4096 - 1, 4096, 4096 + n + 3, 8192 + 5]


@functools.lru_cache(maxsize=None)
def _random_plans(cipher):
    """(where, call arguments, expected output) per plan, with the reference's results: computed
    once and checked on every backend (the seed does not depend on the backend)."""
    rng, seed = H.rng_for("mgm", cipher)
    n = BLOCK[cipher]
    plans = [(a, d) for a in (0, 1, n, 2 * n + 3) for d in _lengths(n)]
    plans += [(a, 3) for a in _lengths(n)]
    sets = [SBOX[cipher]] if cipher == "kuznyechik" else ["tc26-z", "random"]
    out = []
    for i, (alen, dlen) in enumerate(plans):
        key, nonce, aad, data = _rand_case(rng, cipher, alen, dlen)
        sb, rows, sbox = sets[i % len(sets)], None, None
        if sb == "random":
            rows = H.random_rows(rng, permutation=False)
            sbox = H.rows_hex(rows)
        elif sb is not None:
            rows, sbox = H.builtin_rows(sb), sb
        tag_len = 4 + i % (n - 3)
        want, tag = R.mgm(cipher, rows, key, nonce, aad, data)
        kw = dict(cipher=cipher, key=key, nonce=nonce, aad=aad, tag_bytes=tag_len, sbox=sbox)
        where = f"seed {seed} {cipher} aad {alen} data {dlen} tag {tag_len} sbox {sb}"
        out.append((where, kw, data, want + tag[:tag_len]))
    return out


@pytest.mark.parametrize("cipher", ["kuznyechik", "magma"])
def test_random_against_reference(backend, api, cipher):
    for where, kw, data, sealed in _random_plans(cipher):
        assert api.mgm_encrypt(data, backend=backend, **kw) == sealed, where
        assert api.mgm_decrypt(sealed, backend=backend, **kw) == data, where


def test_bad_input(api):
    key, n16, n8 = bytes(32), bytes(16), bytes(8)
    with pytest.raises(api.InputError, match="first bit"):
        api.mgm_encrypt(b"x", cipher="kuznyechik", key=key, nonce=b"\x80" + bytes(15))
    with pytest.raises(api.InputError, match="16 bytes"):
        api.mgm_encrypt(b"x", cipher="kuznyechik", key=key, nonce=n8)
    with pytest.raises(api.InputError, match="8 bytes"):
        api.mgm_encrypt(b"x", cipher="magma", key=key, nonce=n16)
    with pytest.raises(api.InputError, match="not offered for gost89"):
        api.mgm_encrypt(b"x", cipher="gost89", key=key, nonce=n8)
    with pytest.raises(api.InputError, match="4 to 8 bytes"):
        api.mgm_encrypt(b"x", cipher="magma", key=key, nonce=n8, tag_bytes=9)
    with pytest.raises(api.InputError, match="4 to 16 bytes"):
        api.mgm_encrypt(b"x", cipher="kuznyechik", key=key, nonce=n16, tag_bytes=3)
    with pytest.raises(api.InputError, match="key must be 32 bytes"):
        api.mgm_encrypt(b"x", cipher="kuznyechik", key=bytes(31), nonce=n16)
    with pytest.raises(api.InputError):
        api.mgm_encrypt(b"x", cipher="kuznyechik", key=key, nonce=n16, sbox="tc26-z")
    sealed = api.mgm_encrypt(b"hello", cipher="magma", key=key, nonce=n8)
    with pytest.raises(api.AuthenticationError):  # truncated: the tag is taken from the end
        api.mgm_decrypt(sealed[:-1], cipher="magma", key=key, nonce=n8)
    with pytest.raises(api.AuthenticationError, match="shorter than"):
        api.mgm_decrypt(sealed[:7], cipher="magma", key=key, nonce=n8)
    with pytest.raises(api.AuthenticationError):  # a different tag length
        api.mgm_decrypt(sealed, cipher="magma", key=key, nonce=n8, tag_bytes=4)


@pytest.fixture(scope="module")
def gf_programs(tmp_path_factory):
    tmp = tmp_path_factory.mktemp("gf")
    inc = ["-I", str(H.REPO / "runtime" / "src"), "-I", str(H.REPO / "generated" / "runtime")]
    defines = {"generic": ["-DGG_GF_GENERIC_ONLY"], "pclmul": ["-DGG_GF_NO_VPCLMUL"], "native": []}
    return {form: ccprog.build(H.TESTS / "c" / "gf_check.c", tmp, name=f"gf_check_{form}",
                               extra=inc + d)
            for form, d in defines.items()}


@pytest.mark.parametrize("form", ["generic", "pclmul", "native"])
def test_field_products(gf_programs, form):
    """Sums of 1..70 products with random and extreme operands, both block sizes: every form
    (native: VPCLMULQDQ where the CPU has it, whose vectors hold 4 or 8 elements, so the counts
    cover whole vectors, two-vector steps and every partial last vector)."""
    rng, seed = H.rng_for("gf", form)
    lines, want = [], []
    for bs in (8, 16):
        top = (1 << (8 * bs)) - 1
        specials = [0, 1, 2, top, top >> 1, 1 << (8 * bs - 1), 0x87, 0x1b]
        for i in range(300):
            k = 1 + i % 70
            pairs = [(rng.choice(specials) if rng.random() < 0.2 else rng.getrandbits(8 * bs),
                      rng.choice(specials) if rng.random() < 0.2 else rng.getrandbits(8 * bs))
                     for _ in range(k)]
            acc = 0
            for h, x in pairs:
                acc ^= R.gf_mul(bs, h, x)
            lines.append(f"{bs} " + " ".join(f"{h:0{2 * bs}x} {x:0{2 * bs}x}" for h, x in pairs))
            want.append(f"{acc:0{2 * bs}x}")
    proc = subprocess.run([str(gf_programs[form])], input="\n".join(lines) + "\n",
                          capture_output=True, text=True, timeout=120, env=H.clean_env())
    assert proc.returncode == 0, proc.stderr
    got = proc.stdout.split()
    assert len(got) == len(want)
    for i, (g, w) in enumerate(zip(got, want)):
        assert g == w, f"seed {seed} {form}: line {i}: {lines[i][:80]}..."


@pytest.mark.parametrize("decrypt", [False, True], ids=["seal", "open"])
@pytest.mark.parametrize("cipher", ["kuznyechik", "magma"])
def test_restart(backend, api, cipher, decrypt):
    """Mgm.restart (gostgen_mgm_restart): records on one context, each started on its nonce with
    the key kept, some after a record dropped midway: each the same as the one-shot call; a bad
    nonce is refused and the record goes on as it was."""
    rng, seed = H.rng_for("mgm-restart", cipher, decrypt)
    n, sbox = BLOCK[cipher], SBOX[cipher]
    key = H.rbytes(rng, 32)
    recs = [_rand_case(rng, cipher, alen, dlen)[1:]
            for alen, dlen in ((5, 16), (0, 3 * n + 5), (n, 0), (17, 4096 + 3), (2, 300 * n))]
    kw = dict(cipher=cipher, key=key, sbox=sbox, backend=backend)
    sealed = [api.mgm_encrypt(d, nonce=nonce, aad=a, **kw) for nonce, a, d in recs]
    with api.Mgm(cipher, key, recs[0][0], decrypt=decrypt, sbox=sbox, backend=backend) as m:
        for i, (nonce, aad, data) in enumerate(recs):
            text = sealed[i][:-n] if decrypt else data
            if i % 2:  # a record begun and dropped
                m.restart(bytes([0x11]) + H.rbytes(rng, n - 1))
                m.aad(b"dropped")
                m.update(text[:len(text) // 2])
            if i > 0:
                m.restart(nonce)
            m.aad(aad[:3])
            if i == 2:
                with pytest.raises(api.InputError, match="bytes"):
                    m.restart(nonce + b"\0")
                with pytest.raises(api.InputError, match="first bit"):
                    m.restart(b"\x80" + nonce[1:])
            m.aad(aad[3:])
            out = m.update(text[:n + 1]) + m.update(text[n + 1:])
            if decrypt:
                m.verify(sealed[i][-n:])
                assert out == data, (seed, i)
            else:
                assert out + m.final() == sealed[i], (seed, i)
