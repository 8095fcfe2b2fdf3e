"""Random differential tests: every available backend against gostgen.reference (the golden model),
for every compiled-in S-box set and random sets given at run time, every mode of both ciphers (with
and without meshing), MACs of several lengths and Streebog, through the API and both CLIs.

Inputs come from a seeded RNG; the seed depends on the test's parameters but not on the backend, so
the cached reference results serve every backend. Each failure message names the seed."""
from __future__ import annotations

import pytest

import gghelpers as H

# Every boundary around a block (8), a Streebog block and a cache line (64) and the meshing period
# (1024), the largest size, plus random sizes chosen per test.
LENGTHS = [0, 1, 7, 8, 9, 15, 16, 17, 63, 64, 65, 127, 128, 129, 1016, 1023, 1024, 1025, 1032,
           2048, 2049, 4095, 4096]
BLOCK_LENGTHS = [0, 8, 16, 56, 64, 72, 1016, 1024, 1032, 2048, 4096]
MAC_BITS = [8, 16, 24, 32, 40, 48, 56, 64]

RANDOM_SETS = ["random-perm", "random-any"]  # permutation rows / arbitrary nibble rows
SETS = H.SHIPPED + RANDOM_SETS


def set_rows(name):
    if name in RANDOM_SETS:
        rng, _ = H.rng_for("sbox", name)
        return H.random_rows(rng, permutation=name == "random-perm")
    return H.builtin_rows(name)


def api_sbox(name, variant=0):
    """How a set is handed to the API: compiled-in ones by name, random ones as rows (hex strings
    or integer lists, alternating)."""
    if name not in RANDOM_SETS:
        return name
    rows = set_rows(name)
    return H.rows_hex(rows) if variant % 2 == 0 else [list(r) for r in rows]


MODE_PARAMS = [pytest.param(m, id=H.mode_id(*m)) for m in H.CRYPT_MODES]
SET_PARAMS = [pytest.param(s, id=s) for s in SETS]


def _lengths(cipher, mode, rng, extra=2):
    base = BLOCK_LENGTHS if H.whole_blocks(cipher, mode) else LENGTHS
    more = [rng.randrange(0, 4097) for _ in range(extra)]
    if H.whole_blocks(cipher, mode):
        more = [n - n % 8 for n in more]
    return base + more


def _random_splits(rng, n, whole=False, pieces=6):
    cuts = sorted(rng.randrange(0, n + 1) for _ in range(pieces - 1)) if n else []
    if whole:
        cuts = [c - c % 8 for c in cuts]
    bounds = [0, *cuts, n]
    return [(bounds[i], bounds[i + 1]) for i in range(len(bounds) - 1)]


def _inputs(rng, cipher, mode, n, i):
    key = H.rbytes(rng, 32)
    ivs = H.iv_lengths(cipher, mode)
    iv = H.rbytes(rng, ivs[i % len(ivs)]) if mode != "ecb" else None
    return key, iv, H.rbytes(rng, n)


# ---- the API ----------------------------------------------------------------------------------------
@pytest.mark.parametrize("cm", MODE_PARAMS)
@pytest.mark.parametrize("sbox", SET_PARAMS)
def test_api_crypt(backend, api, sbox, cm):
    cipher, mode, mesh = cm
    rng, seed = H.rng_for("api-crypt", sbox, cm)
    rows = set_rows(sbox)
    for i, n in enumerate(_lengths(cipher, mode, rng)):
        key, iv, data = _inputs(rng, cipher, mode, n, i)
        where = (f"seed {seed} (GOSTGEN_TEST_SEED={H.BASE_SEED}) sbox {sbox} {cipher} {mode} "
                 f"mesh={mesh} len {n} iv {iv.hex() if iv else None} key {key.hex()}")
        kw = dict(cipher=cipher, mode=mode, key=key, iv=iv, mesh=mesh, backend=backend,
                  sbox=api_sbox(sbox, i))
        want = H.ref_crypt(cipher, mode, rows, key, iv, data, False, mesh)
        assert api.encrypt(data, **kw) == want, "encrypt: " + where
        assert api.decrypt(want, **kw) == data, "decrypt of the reference ciphertext: " + where
        # Decrypting arbitrary data is a different path for CFB (feedback of the input).
        want_d = H.ref_crypt(cipher, mode, rows, key, iv, data, True, mesh)
        assert api.decrypt(data, **kw) == want_d, "decrypt of random data: " + where


@pytest.mark.parametrize("cm", MODE_PARAMS)
@pytest.mark.parametrize("sbox", [pytest.param(s, id=s) for s in ["tc26-z", "cryptopro-a", "random-any"]])
def test_api_streaming(backend, api, sbox, cm):
    """Cipher.update at random split points (keystream and meshing carried across calls)."""
    cipher, mode, mesh = cm
    rng, seed = H.rng_for("api-stream", sbox, cm)
    rows = set_rows(sbox)
    whole = H.whole_blocks(cipher, mode)
    for i, n in enumerate([4096, 1032 if whole else 1025, 3000 - 3000 % 8 if whole else 3001]):
        key, iv, data = _inputs(rng, cipher, mode, n, i)
        for decrypt in (False, True):
            splits = _random_splits(rng, n, whole, pieces=rng.choice([2, 5, 40]))
            want = H.ref_crypt(cipher, mode, rows, key, iv, data, decrypt, mesh)
            with api.Cipher(cipher, mode, key, iv, decrypt=decrypt, sbox=api_sbox(sbox, i),
                            mesh=mesh, backend=backend) as ctx:
                got = b"".join(ctx.update(data[a:b]) for a, b in splits)
            assert got == want, (f"seed {seed} sbox {sbox} {cipher} {mode} mesh={mesh} "
                                 f"decrypt={decrypt} len {n} splits {splits}")


@pytest.mark.parametrize("cipher", ["gost89", "magma"])
@pytest.mark.parametrize("sbox", SET_PARAMS)
def test_api_mac(backend, api, sbox, cipher):
    rng, seed = H.rng_for("api-mac", sbox, cipher)
    rows = set_rows(sbox)
    for i, n in enumerate(LENGTHS + [rng.randrange(0, 4097) for _ in range(3)]):
        key, data = H.rbytes(rng, 32), H.rbytes(rng, n)
        bits_list = MAC_BITS if n in (0, 8, 9, 64, 1025) else [MAC_BITS[i % len(MAC_BITS)], 64]
        for bits in bits_list:
            want = H.ref_mac(cipher, rows, key, data, bits)
            got = api.mac(data, cipher=cipher, key=key, sbox=api_sbox(sbox, i), bits=bits,
                          backend=backend)
            assert got == want, f"seed {seed} sbox {sbox} {cipher} MAC bits {bits} len {n} key {key.hex()}"


# ---- Streebog -----------------------------------------------------------------------------------------
HASH_LENGTHS = [0, 1, 31, 32, 33, 63, 64, 65, 127, 128, 129, 191, 192, 1023, 1024, 1025, 4096]


@pytest.mark.parametrize("bits", [256, 512])
def test_api_hash(backend, api, bits):
    rng, seed = H.rng_for("hash", bits)
    for n in HASH_LENGTHS + [rng.randrange(0, 4097) for _ in range(3)]:
        data = H.rbytes(rng, n)
        want = H.ref_hash(data, bits)
        where = f"seed {seed} Streebog-{bits} len {n}"
        assert api.Streebog(bits, data, backend=backend).digest() == want, "one-shot: " + where
        # incremental, split at random points; digest() in the middle must not disturb the state,
        # and a copy taken in the middle must finish on its own
        h = api.Streebog(bits, backend=backend)
        splits = _random_splits(rng, n, pieces=rng.choice([2, 3, 9, 30]))
        mid = len(splits) // 2
        copy = None
        for j, (a, b) in enumerate(splits):
            h.update(data[a:b])
            if j == mid:
                assert h.digest() == H.ref_hash(data[:b], bits), f"digest() mid-stream at {b}: " + where
                copy = h.copy()
                copy_at = b
        assert h.digest() == want, f"incremental {splits}: " + where
        assert h.digest() == want, "second digest() call: " + where
        if copy is not None:
            copy.update(data[copy_at:])
            assert copy.digest() == want, f"copy() taken at {copy_at}: " + where


@pytest.mark.parametrize("bits", [256, 512])
def test_api_hash_batch(backend, api, bits):
    """hash_batch (lanes filled together) against one message at a time and the reference."""
    rng, seed = H.rng_for("hash-batch", bits)
    for count in (0, 1, 2, 3, 4, 7, 8, 9, 16, 17):
        lens = [rng.choice([0, 1, 63, 64, 65, 128, rng.randrange(0, 600)]) for _ in range(count)]
        if count > 4 and rng.random() < 0.5:
            lens = [lens[0]] * count  # equal lengths, the lanes' easy case
        msgs = [H.rbytes(rng, n) for n in lens]
        got = api.hash_batch(msgs, bits, backend=backend)
        assert len(got) == count
        for i, (m, d) in enumerate(zip(msgs, got)):
            where = f"seed {seed} Streebog-{bits} batch of {count}, message {i} of {len(m)} bytes"
            assert d == H.ref_hash(m, bits), where
            assert d == api.Streebog(bits, m, backend=backend).digest(), where


# ---- multi-stream --------------------------------------------------------------------------------------
MULTI_SETS = [pytest.param(s, id=s) for s in ["tc26-z", "random-perm"]]


@pytest.mark.parametrize("cm", MODE_PARAMS)
@pytest.mark.parametrize("sbox", MULTI_SETS)
def test_api_crypt_multi(backend, api, sbox, cm):
    """encrypt_multi/decrypt_multi against one stream at a time (API and reference)."""
    cipher, mode, mesh = cm
    rng, seed = H.rng_for("multi", sbox, cm)
    rows = set_rows(sbox)
    whole = H.whole_blocks(cipher, mode)
    plans = [(1, 64), (2, 8), (3, 1032 if whole else 1025), (8, 512), (9, 0), (17, 2056 if mesh else 520),
             (67, 24)]
    if not whole:
        plans += [(5, 9), (16, 4095 if mesh else 1)]
    ivls = H.iv_lengths(cipher, mode)
    for count, n in plans:
        same_key = rng.random() < 0.3
        k0 = H.rbytes(rng, 32)
        keys = [k0 if same_key else H.rbytes(rng, 32) for _ in range(count)]
        ivl = rng.choice(ivls)
        ivs = [H.rbytes(rng, ivl) for _ in range(count)] if mode != "ecb" else None
        msgs = [H.rbytes(rng, n) for _ in range(count)]
        for decrypt in (False, True):
            f = api.decrypt_multi if decrypt else api.encrypt_multi
            got = f(msgs, cipher=cipher, mode=mode, keys=keys, ivs=ivs, sbox=api_sbox(sbox),
                    mesh=mesh, backend=backend)
            assert len(got) == count
            for i in range(count):
                iv = ivs[i] if ivs else None
                where = (f"seed {seed} sbox {sbox} {cipher} {mode} mesh={mesh} decrypt={decrypt} "
                         f"{count} streams of {n} bytes, stream {i}, same key {same_key}")
                want = H.ref_crypt(cipher, mode, rows, keys[i], iv, msgs[i], decrypt, mesh)
                assert got[i] == want, where
                one = (api.decrypt if decrypt else api.encrypt)(
                    msgs[i], cipher=cipher, mode=mode, key=keys[i], iv=iv, sbox=api_sbox(sbox),
                    mesh=mesh, backend=backend)
                assert got[i] == one, "multi differs from one stream at a time: " + where


@pytest.mark.parametrize("cipher", ["gost89", "magma"])
@pytest.mark.parametrize("sbox", MULTI_SETS)
def test_api_mac_multi(backend, api, sbox, cipher):
    rng, seed = H.rng_for("mac-multi", sbox, cipher)
    rows = set_rows(sbox)
    for count, n in [(1, 0), (2, 8), (3, 9), (8, 64), (9, 1025), (17, 512), (4, 1), (16, 4096)]:
        bits = rng.choice(MAC_BITS)
        keys = [H.rbytes(rng, 32) for _ in range(count)]
        msgs = [H.rbytes(rng, n) for _ in range(count)]
        got = api.mac_multi(msgs, cipher=cipher, keys=keys, sbox=api_sbox(sbox), bits=bits,
                            backend=backend)
        assert len(got) == count
        for i in range(count):
            where = f"seed {seed} sbox {sbox} {cipher} MAC bits {bits}: {count} x {n} bytes, message {i}"
            assert got[i] == H.ref_mac(cipher, rows, keys[i], msgs[i], bits), where
            assert got[i] == api.mac(msgs[i], cipher=cipher, key=keys[i], sbox=api_sbox(sbox),
                                     bits=bits, backend=backend), where


@pytest.mark.parametrize("mode", ["ofb", "cbc", "cfb"])
def test_api_magma_largest_register(backend, api, mode):
    """Magma OFB/CBC/CFB with the largest IV (register) the library accepts, and one block more."""
    import ctypes

    from gostgen import _binding as B

    lo, hi, step = ctypes.c_size_t(), ctypes.c_size_t(), ctypes.c_size_t()
    assert B.lib().gostgen_iv_length(1, api.MODES[mode], ctypes.byref(lo), ctypes.byref(hi),
                                     ctypes.byref(step)) == 0
    rng, seed = H.rng_for("magma-largest-register", mode)
    rows = H.builtin_rows("tc26-z")
    for ivl in sorted({hi.value, hi.value - step.value, 8 * (rng.randrange(1, hi.value // 8))}):
        key, iv, data = H.rbytes(rng, 32), H.rbytes(rng, ivl), H.rbytes(rng, 2 * ivl + 8)
        for decrypt in (False, True):
            f = api.decrypt if decrypt else api.encrypt
            assert f(data, cipher="magma", mode=mode, key=key, iv=iv, backend=backend) == \
                H.ref_crypt("magma", mode, rows, key, iv, data, decrypt), \
                f"seed {seed} magma {mode} IV of {ivl} bytes decrypt={decrypt}"
    with pytest.raises(api.InputError):
        api.encrypt(bytes(8), cipher="magma", mode=mode, key=bytes(32), iv=bytes(hi.value + step.value),
                    backend=backend)


def test_api_multi_empty(backend, api):
    """No streams at all is a valid (empty) call."""
    assert api.encrypt_multi([], cipher="gost89", mode="ecb", keys=[], backend=backend) == []
    # The C call with n = 0 and a valid IV length (the Python API cannot infer an IV length from
    # an empty list of IVs).
    from gostgen import _binding as B

    status = B.lib().gostgen_crypt_multi(0, 1, 0, None, 0, None, None, 8, 0, backend.encode(),
                                         None, None, 0)
    assert status == 0, B.strerror(status)
    assert api.mac_multi([], cipher="magma", keys=[], backend=backend) == []
    assert api.hash_batch([], 256, backend=backend) == []


# ---- the command lines --------------------------------------------------------------------------------
def _cli_sbox(sbox, tmp_path):
    """Compiled-in sets by name; random sets through a TOML file."""
    if sbox not in RANDOM_SETS:
        return sbox
    path = tmp_path / f"{sbox}.toml"
    if not path.exists():
        H.write_toml(path, set_rows(sbox), name=sbox)
    return path


CLI_LENGTHS = [0, 7, 9, 1025, 4096]
CLI_BLOCK_LENGTHS = [0, 8, 1032, 4096]


@pytest.mark.parametrize("cm", MODE_PARAMS)
@pytest.mark.parametrize("sbox", SET_PARAMS)
def test_gostcli_crypt(backend, gostcli, sbox, cm, tmp_path):
    cipher, mode, mesh = cm
    rng, seed = H.rng_for("gostcli-crypt", sbox, cm)
    rows = set_rows(sbox)
    arg = _cli_sbox(sbox, tmp_path)
    lengths = CLI_BLOCK_LENGTHS if H.whole_blocks(cipher, mode) else CLI_LENGTHS
    for i, n in enumerate(lengths):
        key, iv, data = _inputs(rng, cipher, mode, n, i)
        for decrypt in (False, True):
            want = H.ref_crypt(cipher, mode, rows, key, iv, data, decrypt, mesh)
            out = H.ok(H.run([gostcli], H.crypt_args(cipher, mode, key, iv, arg, mesh, decrypt,
                                                     backend), data))
            assert out == want, (f"seed {seed} sbox {sbox} {cipher} {mode} mesh={mesh} "
                                 f"decrypt={decrypt} len {n} iv {iv.hex() if iv else None}")


@pytest.mark.parametrize("cipher", ["gost89", "magma"])
@pytest.mark.parametrize("sbox", SET_PARAMS)
def test_gostcli_mac(backend, gostcli, sbox, cipher, tmp_path):
    rng, seed = H.rng_for("gostcli-mac", sbox, cipher)
    rows = set_rows(sbox)
    arg = _cli_sbox(sbox, tmp_path)
    for i, n in enumerate([0, 1, 8, 9, 1025]):
        key, data = H.rbytes(rng, 32), H.rbytes(rng, n)
        bits = MAC_BITS[(i * 3) % len(MAC_BITS)]
        out = H.ok(H.run([gostcli], H.mac_args(cipher, key, arg, bits, backend), data))
        want = H.ref_mac(cipher, rows, key, data, bits)
        assert out == (want.hex() + "\n").encode(), f"seed {seed} sbox {sbox} {cipher} bits {bits} len {n}"


@pytest.mark.parametrize("cm", MODE_PARAMS)
@pytest.mark.parametrize("sbox", [pytest.param(s, id=s) for s in ["tc26-z", "cryptopro-c", "random-any"]])
def test_pycli_crypt(backend, sbox, cm, tmp_path):
    """The Python CLI (slower to start: fewer calls)."""
    cipher, mode, mesh = cm
    rng, seed = H.rng_for("pycli-crypt", sbox, cm)
    rows = set_rows(sbox)
    arg = _cli_sbox(sbox, tmp_path)
    n = 1032 if H.whole_blocks(cipher, mode) else 1025
    key, iv, data = _inputs(rng, cipher, mode, n, 1)
    for decrypt in (False, True):
        want = H.ref_crypt(cipher, mode, rows, key, iv, data, decrypt, mesh)
        out = H.ok(H.run(H.pycli(), H.crypt_args(cipher, mode, key, iv, arg, mesh, decrypt,
                                                 backend), data))
        assert out == want, f"seed {seed} sbox {sbox} {cipher} {mode} mesh={mesh} decrypt={decrypt}"


@pytest.mark.parametrize("bits", [256, 512])
def test_cli_hash_random(backend, cli, bits, tmp_path):
    rng, seed = H.rng_for("cli-hash", bits)
    msgs = [H.rbytes(rng, n) for n in (0, 63, 64, 65, rng.randrange(1, 5000))]
    files = []
    for i, m in enumerate(msgs):
        files.append(tmp_path / f"m{i}.bin")
        files[-1].write_bytes(m)
    out = H.ok(H.run(cli, ["hash", "--bits", bits, "--backend", backend, *files])).decode()
    want = "".join(f"{H.ref_hash(m, bits).hex()}  {f}\n" for m, f in zip(msgs, files))
    assert out == want, f"seed {seed}"
    # A large stdin (more than one read buffer of a CLI).
    big = H.rbytes(rng, 3 * 65536 + 17)
    out = H.ok(H.run(cli, ["hash", "--bits", bits, "--backend", backend, "-"], big)).decode()
    assert out == f"{api_digest(big, bits, backend)}  -\n", f"seed {seed} large stdin"


def api_digest(data, bits, backend):
    import gostgen

    return gostgen.Streebog(bits, data, backend=backend).hexdigest()
