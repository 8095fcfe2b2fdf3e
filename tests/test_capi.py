"""Parts of the C API the Python API does not reach, called through ctypes: the streaming MAC
context, in-place gostgen_crypt, call order (ESTATE), iv_length and null/size checks."""
from __future__ import annotations

import ctypes

import pytest

import gghelpers as H

CIPHER = {"gost89": 0, "magma": 1}
MODE = {"ecb": 0, "cnt": 1, "cfb": 2, "ctr": 3, "ofb": 4, "cbc": 5}


@pytest.fixture(scope="module")
def B(api):
    from gostgen import _binding

    return _binding


def _buf(data):
    return ctypes.create_string_buffer(bytes(data), len(data)) if data else ctypes.create_string_buffer(1)


def _sbox(B, name):
    out = ctypes.c_void_p()
    assert B.lib().gostgen_sbox_find(name.encode(), ctypes.byref(out)) == 0
    return out.value


@pytest.mark.parametrize("cipher", ["gost89", "magma"])
def test_mac_context_streaming(backend, B, cipher):
    """gostgen_mac_new/update/final in random pieces equals the reference; final twice is ESTATE."""
    lib = B.lib()
    rng, seed = H.rng_for("capi-mac", cipher)
    sb = _sbox(B, "cryptopro-b")
    rows = H.builtin_rows("cryptopro-b")
    for n in (0, 1, 8, 9, 16, 17, 1023, 1024, 1025):
        key, data = H.rbytes(rng, 32), H.rbytes(rng, n)
        bits = rng.choice([8, 24, 32, 64])
        ctx = ctypes.c_void_p()
        assert lib.gostgen_mac_new(ctypes.byref(ctx), CIPHER[cipher], sb, key, 32,
                                   backend.encode()) == 0
        try:
            pos = 0
            while pos < n:
                step = rng.choice([1, 3, 7, 8, 9, 64, 100])
                piece = data[pos:pos + step]
                assert lib.gostgen_mac_update(ctx, piece, len(piece)) == 0
                pos += step
            out = ctypes.create_string_buffer(8)
            assert lib.gostgen_mac_final(ctx, bits, out) == 0
            assert out.raw[:bits // 8] == H.ref_mac(cipher, rows, key, data, bits), \
                f"seed {seed} {cipher} MAC context len {n} bits {bits}"
            assert lib.gostgen_mac_final(ctx, bits, out) == B.ESTATE
            assert lib.gostgen_mac_update(ctx, b"x", 1) == B.ESTATE
        finally:
            lib.gostgen_mac_free(ctx)


@pytest.mark.parametrize("cm", [pytest.param(m, id=H.mode_id(*m)) for m in H.CRYPT_MODES])
def test_crypt_in_place(backend, B, cm):
    """gostgen_crypt with in == out (allowed by gostgen.h)."""
    cipher, mode, mesh = cm
    lib = B.lib()
    rng, seed = H.rng_for("capi-inplace", cm)
    n = 1032 if H.whole_blocks(cipher, mode) else 1037
    key, data = H.rbytes(rng, 32), H.rbytes(rng, n)
    iv = H.rbytes(rng, H.iv_lengths(cipher, mode)[-1]) if mode != "ecb" else b""
    buf = _buf(data)
    st = lib.gostgen_crypt(CIPHER[cipher], MODE[mode], 0, _sbox(B, "tc26-z"), key, 32, iv or None,
                           len(iv), 1 if mesh else 0, backend.encode(), buf, buf, n)
    assert st == 0, B.strerror(st)
    want = H.ref_crypt(cipher, mode, H.builtin_rows("tc26-z"), key, iv or None, data, False, mesh)
    assert buf.raw[:n] == want, f"seed {seed} in-place {cipher} {mode} mesh={mesh}"


def test_iv_length_table(B):
    """The IV lengths the library reports are the ones gostgen.h documents."""
    lib = B.lib()

    def rng_of(c, m):
        lo, hi, step = ctypes.c_size_t(), ctypes.c_size_t(), ctypes.c_size_t()
        st = lib.gostgen_iv_length(c, m, ctypes.byref(lo), ctypes.byref(hi), ctypes.byref(step))
        return st, lo.value, hi.value, step.value

    assert rng_of(0, MODE["ecb"])[:3] == (0, 0, 0)
    assert rng_of(1, MODE["ecb"])[:3] == (0, 0, 0)
    assert rng_of(0, MODE["cnt"])[:3] == (0, 8, 8)
    assert rng_of(0, MODE["cfb"])[:3] == (0, 8, 8)
    assert rng_of(1, MODE["ctr"])[:3] == (0, 4, 4)
    for m in ("ofb", "cbc", "cfb"):
        st, lo, hi, step = rng_of(1, MODE[m])
        assert st == 0 and lo == 8 and step == 8 and hi >= 32, (m, lo, hi, step)
    # kuznyechik (2): GOST R 34.13-2015 on 16-byte blocks
    assert rng_of(2, MODE["ecb"])[:3] == (0, 0, 0)
    assert rng_of(2, MODE["ctr"])[:3] == (0, 8, 8)
    for m in ("ofb", "cbc", "cfb"):
        st, lo, hi, step = rng_of(2, MODE[m])
        assert st == 0 and lo == 16 and step == 16 and hi >= 48 and hi % 16 == 0, (m, lo, hi, step)
    for c, m in ((0, "ctr"), (0, "ofb"), (0, "cbc"), (1, "cnt"), (2, "cnt")):
        assert rng_of(c, MODE[m])[0] == B.EMODE, (c, m)
    assert rng_of(3, 0)[0] != 0 and rng_of(0, 6)[0] != 0


def test_null_and_range_checks(backend, B):
    lib = B.lib()
    key = bytes(32)
    out = ctypes.create_string_buffer(64)
    be = backend.encode()
    assert lib.gostgen_crypt(0, 0, 0, None, None, 32, None, 0, 0, be, out, out, 8) == B.EINVAL
    assert lib.gostgen_crypt(0, 0, 0, None, key, 32, None, 0, 2, be, out, out, 8) != 0  # unknown flag
    assert lib.gostgen_crypt(0, 0, 0, None, key, 32, None, 0, 0, be, None, out, 8) == B.EINVAL
    assert lib.gostgen_crypt(5, 0, 0, None, key, 32, None, 0, 0, be, out, out, 8) != 0
    assert lib.gostgen_mac(0, None, key, 32, be, out, 8, 0, out) == B.EINVAL
    assert lib.gostgen_mac(0, None, key, 32, be, out, 8, 72, out) == B.EINVAL
    assert lib.gostgen_hash(384, be, out, 8, out) == B.EINVAL
    assert lib.gostgen_hash(256, be, None, 8, out) == B.EINVAL
    assert lib.gostgen_hash(256, be, None, 0, out) == 0  # an empty message needs no pointer
    assert out.raw[:32] == H.ref_hash(b"", 256)
    h = ctypes.c_void_p()
    assert lib.gostgen_hash_new(ctypes.byref(h), 512, be) == 0
    try:
        assert lib.gostgen_hash_final(h, out) == 0
        assert lib.gostgen_hash_update(h, b"a", 1) == B.ESTATE
        assert lib.gostgen_hash_final(h, out) == B.ESTATE
    finally:
        lib.gostgen_hash_free(h)
    for st in (0, B.EINVAL, B.EKEYLEN, B.EIVLEN, B.ELENGTH, B.ESBOX, B.EBACKEND, B.EMODE, B.ENOMEM,
               B.ESTATE):
        assert B.strerror(st), st


def test_sbox_new_checks(B):
    lib = B.lib()
    rows = (ctypes.c_uint8 * 16 * 8)()
    for i in range(8):
        rows[i][:] = list(range(16))
    out = ctypes.c_void_p()
    assert lib.gostgen_sbox_new(rows, b"ok", ctypes.byref(out)) == 0
    assert B.decode(lib.gostgen_sbox_name(out)) == "ok"
    back = (ctypes.c_uint8 * 16 * 8)()
    lib.gostgen_sbox_rows(out, back)
    assert [list(r) for r in back] == [list(range(16))] * 8
    lib.gostgen_sbox_free(out)
    rows[3][5] = 16
    assert lib.gostgen_sbox_new(rows, b"bad", ctypes.byref(out)) == B.ESBOX
    assert lib.gostgen_sbox_find(b"no-such-set", ctypes.byref(out)) == B.ESBOX
