"""Threads (gostgen_set_threads / --threads): results must not depend on the thread count.

Each backend runs calls large enough to be split (over 64 KiB per part) with four threads, and
the results are compared with the same call on one thread (whose results the differential tests
check against the reference interpreter; the interpreter itself would take seconds per call at
these sizes): one buffer split into parts (ECB, CNT without meshing, whose counter is jumped ahead
per part, CTR; an MGM message, its products summed per part), and streams or messages split
(multi-stream modes, multi-MACs, hash batches).
Both CLIs' --threads are checked the same way."""
from __future__ import annotations

import pytest

import gghelpers as H

THREADS = 4
SET = "cryptopro-a"


class Threaded:
    """Calls an API function with THREADS threads and with one; both results are returned."""

    def __init__(self, api):
        self.api = api

    def both(self, fn, *args, **kw):
        self.api.set_threads(THREADS)
        try:
            assert self.api.threads() == THREADS
            many = getattr(self.api, fn)(*args, **kw)
        finally:
            self.api.set_threads(1)
        return many, getattr(self.api, fn)(*args, **kw)


@pytest.fixture
def threaded(api):
    return Threaded(api)


# Lengths: a part is at least 64 KiB, so 4 parts need 256 KiB; odd sizes leave a partial block.
@pytest.mark.parametrize("cm", [("gost89", "ecb"), ("gost89", "cnt"), ("magma", "ctr"),
                                ("magma", "ecb")], ids=lambda cm: "-".join(cm))
def test_one_buffer_split(backend, threaded, cm):
    cipher, mode = cm
    rng, seed = H.rng_for("threads-one", cm)
    rows = H.builtin_rows(SET)
    for n in (256 * 1024, 300 * 1024 + 8 * 13, 333 * 1024 + 5):
        if H.whole_blocks(cipher, mode):
            n -= n % 8
        key = H.rbytes(rng, 32)
        iv = H.rbytes(rng, H.iv_lengths(cipher, mode)[0]) if mode != "ecb" else None
        data = H.rbytes(rng, n)
        got, want = threaded.both("encrypt", data, cipher=cipher, mode=mode, key=key, iv=iv,
                                  sbox=SET, backend=backend)
        assert got == want, f"seed {seed} {cipher} {mode} len {n}: {THREADS} threads differ"
        if n == 256 * 1024:  # and once against the reference, on a prefix that is one part
            part = data[:4096]
            assert threaded.api.encrypt(part, cipher=cipher, mode=mode, key=key, iv=iv, sbox=SET,
                                        backend=backend) == \
                H.ref_crypt(cipher, mode, rows, key, iv, part), f"seed {seed}"


@pytest.mark.parametrize("cm", [("gost89", "cfb"), ("magma", "cbc"), ("magma", "ofb")],
                         ids=lambda cm: "-".join(cm))
def test_streams_split(backend, threaded, cm):
    cipher, mode = cm
    rng, seed = H.rng_for("threads-multi", cm)
    rows = H.builtin_rows(SET)
    n, length = 67, 4096 + 24  # several parts of at least 64 KiB, not a multiple of a vector
    keys = [H.rbytes(rng, 32) for _ in range(n)]
    ivs = [H.rbytes(rng, 8) for _ in range(n)]
    datas = [H.rbytes(rng, length) for _ in range(n)]
    got, want = threaded.both("encrypt_multi", datas, cipher=cipher, mode=mode, keys=keys,
                              ivs=ivs, sbox=SET, backend=backend)
    for i in range(n):
        assert got[i] == want[i], f"seed {seed} {cipher} {mode} stream {i}: threads differ"
    assert want[-1][:64] == H.ref_crypt(cipher, mode, rows, keys[-1], ivs[-1], datas[-1][:64]), \
        f"seed {seed} {cipher} {mode}: last stream differs from the reference"


def test_macs_and_batch_split(backend, threaded):
    rng, seed = H.rng_for("threads-mac-batch")
    rows = H.builtin_rows(SET)
    n, length = 70, 4096 + 3
    keys = [H.rbytes(rng, 32) for _ in range(n)]
    datas = [H.rbytes(rng, length) for _ in range(n)]
    for cipher in ("gost89", "magma"):
        got, want = threaded.both("mac_multi", datas, cipher=cipher, keys=keys, sbox=SET,
                                  bits=64, backend=backend)
        assert got == want, f"seed {seed} {cipher} multi-MAC: {THREADS} threads differ"
        assert want[-1] == H.ref_mac(cipher, rows, keys[-1], datas[-1], 64), f"seed {seed}"
    msgs = [H.rbytes(rng, rng.randrange(0, 8192)) for _ in range(n)]
    msgs[-1] = msgs[-1][:100]
    got, want = threaded.both("hash_batch", msgs, 512, backend=backend)
    assert got == want, f"seed {seed} hash batch: {THREADS} threads differ"
    assert want[-1] == H.ref_hash(msgs[-1], 512), f"seed {seed}"


@pytest.mark.parametrize("cipher", ["kuznyechik", "magma"])
def test_mgm_one_message_split(backend, threaded, cipher):
    """One MGM message split across threads (its products are independent and its counters can be
    stepped to any block): the one-shot calls and a streaming context's large updates, in the
    associated data and in the data, give what one thread gives; a forged tag still fails."""
    api = threaded.api
    rng, seed = H.rng_for("threads-mgm", cipher)
    bs = 16 if cipher == "kuznyechik" else 8
    for n, a in ((256 * 1024, 13), (300 * 1024 + 5, 260 * 1024 + 3), (17, 333 * 1024)):
        key, data, aad = H.rbytes(rng, 32), H.rbytes(rng, n), H.rbytes(rng, a)
        nonce = bytes([rng.randrange(128)]) + H.rbytes(rng, bs - 1)
        kw = dict(cipher=cipher, key=key, nonce=nonce, aad=aad, backend=backend)
        got, want = threaded.both("mgm_encrypt", data, **kw)
        note = f"seed {seed} {cipher} data {n} aad {a}"
        assert got == want, note + f": {THREADS} threads differ"
        plain, _ = threaded.both("mgm_decrypt", want, **kw)
        assert plain == data, note
        forged = bytearray(want)
        forged[rng.randrange(len(forged))] ^= 1
        api.set_threads(THREADS)
        try:
            with pytest.raises(api.AuthenticationError):
                api.mgm_decrypt(bytes(forged), **kw)
            with api.Mgm(cipher, key, nonce, backend=backend) as m:  # the streaming path
                m.aad(aad)
                parts = [m.update(data[i:i + 200 * 1024]) for i in range(0, n, 200 * 1024)]
                tag = m.final()
        finally:
            api.set_threads(1)
        assert b"".join(parts) + tag == want, note + " (streaming)"


def test_cli_threads(cli, api):
    rng, seed = H.rng_for("threads-cli")
    key = H.rbytes(rng, 32)
    data = H.rbytes(rng, 300 * 1024 + 3)
    want = api.encrypt(data, cipher="magma", mode="ctr", key=key, iv=bytes(4), sbox=SET)
    out = H.ok(H.run(cli, [*H.crypt_args("magma", "ctr", key, bytes(4), SET), "--threads", "3"],
                     data))
    assert out == want, f"seed {seed}: {cli[0]} --threads 3 differs from the reference"
    for bad in ("-1", "x", "257"):
        proc = H.run(cli, [*H.crypt_args("magma", "ctr", key, bytes(4), SET), "--threads", bad],
                     data)
        H.assert_one_line_error(proc, contains="--threads")
