"""Large inputs, beyond what the pure-Python reference can check quickly: every available backend
must agree byte for byte with the portable backend (itself checked against the reference by the
other tests) on megabyte-sized streams, many-stream batches and long hashes."""
from __future__ import annotations

import pytest

import gghelpers as H

BASELINE = "portable"


def _others():
    names = H.available_backends()
    others = [n for n in names if n != BASELINE]
    if BASELINE not in names:
        return [pytest.param(None, id="no-baseline",
                             marks=pytest.mark.skip(reason=f"backend {BASELINE} is not available"))]
    if not others:
        return [pytest.param(None, id="none", marks=pytest.mark.skip(
            reason=f"no backend other than {BASELINE} is available on this machine"))]
    return [pytest.param(n, id=n) for n in others]


@pytest.fixture(params=_others())
def other(request):
    return request.param


MODE_PARAMS = [pytest.param(m, id=H.mode_id(*m)) for m in H.CRYPT_MODES]


@pytest.mark.parametrize("cm", MODE_PARAMS)
def test_large_stream(api, other, cm):
    cipher, mode, mesh = cm
    rng, seed = H.rng_for("cross-large", cm)
    n = (1 << 20) + (0 if H.whole_blocks(cipher, mode) else 13)
    key, data = H.rbytes(rng, 32), H.rbytes(rng, n)
    iv = H.rbytes(rng, H.iv_lengths(cipher, mode)[-1]) if mode != "ecb" else None
    for decrypt in (False, True):
        f = api.decrypt if decrypt else api.encrypt
        kw = dict(cipher=cipher, mode=mode, key=key, iv=iv, mesh=mesh, sbox="cryptopro-a")
        assert f(data, backend=other, **kw) == f(data, backend=BASELINE, **kw), \
            f"seed {seed} {other} vs {BASELINE}: {cipher} {mode} mesh={mesh} decrypt={decrypt} 1 MiB"


@pytest.mark.parametrize("cm", MODE_PARAMS)
def test_many_streams(api, other, cm):
    cipher, mode, mesh = cm
    rng, seed = H.rng_for("cross-multi", cm)
    for count, n in ((33, 4104), (64, 512), (7, 40000)):
        keys = [H.rbytes(rng, 32) for _ in range(count)]
        ivl = H.iv_lengths(cipher, mode)[0]
        ivs = [H.rbytes(rng, ivl) for _ in range(count)] if mode != "ecb" else None
        msgs = [H.rbytes(rng, n) for _ in range(count)]
        kw = dict(cipher=cipher, mode=mode, keys=keys, ivs=ivs, mesh=mesh)
        assert api.encrypt_multi(msgs, backend=other, **kw) == api.encrypt_multi(msgs, backend=BASELINE, **kw), \
            f"seed {seed} {count} x {n}"
    macs = [H.rbytes(rng, 32) for _ in range(40)]
    msgs = [H.rbytes(rng, 3000) for _ in range(40)]
    assert api.mac_multi(msgs, cipher=cipher, keys=macs, bits=64, backend=other) == \
        api.mac_multi(msgs, cipher=cipher, keys=macs, bits=64, backend=BASELINE), f"seed {seed} mac_multi"


@pytest.mark.parametrize("bits", [256, 512])
def test_large_hash(api, other, bits):
    rng, seed = H.rng_for("cross-hash", bits)
    data = H.rbytes(rng, (1 << 20) + 7)
    assert api.Streebog(bits, data, backend=other).digest() == api.Streebog(bits, data, backend=BASELINE).digest()
    msgs = [H.rbytes(rng, rng.randrange(0, 5000)) for _ in range(37)]
    assert api.hash_batch(msgs, bits, backend=other) == api.hash_batch(msgs, bits, backend=BASELINE), \
        f"seed {seed}"


@pytest.mark.parametrize("cipher", ["magma", "kuznyechik"])
def test_large_ctr_acpkm(api, other, cipher):
    """CTR-ACPKM over hundreds of sections: the fused re-keying kernels (avx512's Magma kernel
    runs its keys ahead of the data and takes a plain call every 31 sections; the Kuznyechik
    kernels make the next key beside the keystream) against the portable backend's one
    section at a time, one-shot and in random pieces, at the default section and a custom one."""
    rng, seed = H.rng_for("cross-acpkm", cipher)
    n = (1 << 20) + 13
    key, iv, data = H.rbytes(rng, 32), H.rbytes(rng, 4 if cipher == "magma" else 8), H.rbytes(rng, n)
    for section in (None, 3 * 1024):
        kw = dict(cipher=cipher, mode="ctr_acpkm", key=key, iv=iv, section=section)
        want = api.encrypt(data, backend=BASELINE, **kw)
        note = f"seed {seed} {other} vs {BASELINE}: {cipher} section {section}"
        assert api.encrypt(data, backend=other, **kw) == want, note
        with api.Cipher(cipher, "ctr_acpkm", key, iv, backend=other, section=section) as s:
            out, i = [], 0
            while i < n:
                k = rng.choice((rng.randint(1, 4096), rng.randint(1, 200000)))
                out.append(s.update(data[i:i + k]))
                i += k
        assert b"".join(out) == want, note + " (in pieces)"
