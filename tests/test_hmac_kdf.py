"""HMAC-Streebog (RFC 7836 4.1), KDF_GOSTR3411_2012_256 and KDF_TREE (RFC 7836 4.4, 4.5), TLSTREE
(RFC 9367 4.1.1, RFC 9189 8.1) and PBKDF2-HMAC-Streebog-512 (R 50.1.111-2016) on every surface.

- The published examples (vectors: hmac_streebog, kdf, tlstree, pbkdf2_streebog512) through the C
  API (ctypes: one-shot, streaming, batch under one key and one key per message) and the Python
  API on every backend, both command lines on every backend, and the reference model.
- Random differential tests of every backend against gostgen.reference (written from the
  definitions, on the reference Streebog): key lengths around the 64-byte block, messages around
  block boundaries, streaming at random split points, batches past the 64 lanes of one round and
  split across two library threads, KDF_TREE for every R and output lengths that are not whole
  blocks, TLSTREE around each level's change points for every suite, PBKDF2 with salts around
  the block size and several output blocks.
- The standard library's hmac over gostgen.streebog256/512 equals the native HMAC.
- The OpenSSL gost provider (gostprov), when installed: `openssl mac ... HMAC` over md_gost12_*,
  `openssl kdf PBKDF2` over md_gost12_512, and `openssl kdf KBKDF` (counter mode, a 32-bit
  counter: KDF_TREE with R = 4), results computed at run time.
- Bad input at every surface: C statuses (null pointers, sizes, R, lengths, iterations, suites,
  call order), Python exceptions, one-line CLI errors with status 2 and nothing on stdout; -o
  FILE; no key or password echoed.
Key hygiene (c/key_wipe.c), leaks (san/leakcheck.c) and fuzzing (fuzz/fuzz_capi.c) cover these
calls beside the others."""
from __future__ import annotations

import ctypes
import functools
import hmac as stdhmac
import os
import re
import shutil
import subprocess

import pytest

import gghelpers as H

V = H.VECTORS


# ---- the reference model, cached across backends ---------------------------------------------------
@functools.lru_cache(maxsize=None)
def ref_hmac(key, data, bits):
    from gostgen import reference as R

    return R.hmac_streebog(key, data, bits)


@functools.lru_cache(maxsize=None)
def ref_kdf_tree(key, label, seed, length, r):
    from gostgen import reference as R

    return R.kdf_tree(key, label, seed, length, r)


@functools.lru_cache(maxsize=None)
def ref_tlstree(root, seqnum, suite):
    from gostgen import reference as R

    return R.tlstree(root, seqnum, suite)


@functools.lru_cache(maxsize=None)
def ref_pbkdf2(password, salt, iterations, length):
    from gostgen import reference as R

    return R.pbkdf2_streebog512(password, salt, iterations, length)


def _hex(s):
    return bytes.fromhex(s)


# ---- the published examples -------------------------------------------------------------------------
def hmac_vectors():
    """(key, data, bits, mac) of every hmac_streebog example."""
    v = V["hmac_streebog"]
    out = []
    for e in [v, *v["extra"]]:
        for bits in (256, 512):
            out.append((_hex(e["key"]), _hex(e["data"]), bits, _hex(e[str(bits)])))
    return out


def kdf_vectors():
    """(kind, key, label, seed, r, length bytes, output) of every kdf example."""
    v = V["kdf"]
    e = v["kdf_256"]
    out = [("256", _hex(e["key"]), _hex(e["label"]), _hex(e["seed"]), 1, 32, _hex(e["output"]))]
    for e in [v["kdf_tree"], *v["kdf_tree_r4"]]:
        out.append(("tree", _hex(e["key"]), _hex(e["label"]), _hex(e["seed"]), e["r"],
                    e["length_bits"] // 8, _hex(e["output"])))
    return out


def tlstree_vectors(published_only=False):
    """(suite, root key, seqnum, key): the cases, and the record example's record key."""
    t = V["tlstree"]
    out = [(c["suite"], _hex(c["root_key"]), c["seqnum"], _hex(c["key"])) for c in t["cases"]
           if not published_only or c["origin"].startswith("published")]
    r = t["record"]
    out.append((r["suite"], _hex(r["root_key"]), r["seqnum"], _hex(r["record_key"])))
    return out


def pbkdf2_vectors():
    return [(_hex(c["password"]), _hex(c["salt"]), c["iterations"], c["dklen"], _hex(c["dk"]))
            for c in V["pbkdf2_streebog512"]["cases"]]


def _lib():
    from gostgen import _binding as B

    return B.lib(), B


def capi_hmac(key, data, bits, backend):
    """HMAC through the C one-shot call."""
    lib, B = _lib()
    out = ctypes.create_string_buffer(64)
    rc = lib.gostgen_hmac(bits, B.encode(backend), key, len(key), data, len(data), out)
    assert rc == 0, B.strerror(rc)
    return out.raw[:bits // 8]


def capi_hmac_stream(key, data, bits, backend, cuts):
    """HMAC through a C context, data fed in the pieces between cuts, with a copy taken at the
    first cut finished separately: (mac, mac of the copy). The context is then reset and given
    the data again in one piece: that must give the mac too."""
    lib, B = _lib()
    ctx, copy = ctypes.c_void_p(), ctypes.c_void_p()
    assert lib.gostgen_hmac_new(ctypes.byref(ctx), bits, key, len(key), B.encode(backend)) == 0
    try:
        bounds = [0, *sorted(cuts), len(data)]
        for i, (a, b) in enumerate(zip(bounds, bounds[1:])):
            assert lib.gostgen_hmac_update(ctx, data[a:b], b - a) == 0
            if i == 0:
                assert lib.gostgen_hmac_copy(ctx, ctypes.byref(copy)) == 0
                rest = data[b:]
                assert lib.gostgen_hmac_update(copy, rest, len(rest)) == 0
        out, out2 = ctypes.create_string_buffer(64), ctypes.create_string_buffer(64)
        assert lib.gostgen_hmac_final(ctx, out) == 0
        assert lib.gostgen_hmac_final(copy, out2) == 0
        again = ctypes.create_string_buffer(64)
        assert lib.gostgen_hmac_reset(ctx) == 0
        assert lib.gostgen_hmac_update(ctx, data, len(data)) == 0
        assert lib.gostgen_hmac_final(ctx, again) == 0
        assert again.raw == out.raw, "reset, then the same data: another MAC"
        return out.raw[:bits // 8], out2.raw[:bits // 8]
    finally:
        lib.gostgen_hmac_free(ctx)
        lib.gostgen_hmac_free(copy)


def test_hmac_vectors_capi(backend):
    for key, data, bits, mac in hmac_vectors():
        what = f"HMAC-{bits} key {len(key)} bytes data {len(data)} backend {backend}"
        assert capi_hmac(key, data, bits, backend) == mac, what
        assert capi_hmac_stream(key, data, bits, backend, [len(data) // 3]) == (mac, mac), what


def test_hmac_vectors_api(api, backend):
    cases = hmac_vectors()
    for key, data, bits, mac in cases:
        what = f"HMAC-{bits} key {len(key)} bytes data {len(data)} backend {backend}"
        assert api.hmac_digest(key, data, bits, backend=backend) == mac, what
        h = api.hmac_new(key, bits=bits, backend=backend)
        h.update(data[:7])
        c = h.copy()
        h.update(data[7:])
        c.update(bytearray(data[7:]))
        assert h.digest() == mac and c.digest() == mac and h.hexdigest() == mac.hex(), what
        assert api.hmac_new(key, memoryview(data), bits, backend=backend).digest() == mac, what
    for bits in (256, 512):
        sel = [c for c in cases if c[2] == bits]
        got = api.hmac_batch([c[1] for c in sel], keys=[c[0] for c in sel], bits=bits,
                             backend=backend)
        assert got == [c[3] for c in sel], f"hmac_batch keys= bits {bits} backend {backend}"
        key = sel[0][0]
        got = api.hmac_batch([sel[0][1]] * 3, key=key, bits=bits, backend=backend)
        assert got == [sel[0][3]] * 3, f"hmac_batch key= bits {bits} backend {backend}"


def test_kdf_vectors_api(api, backend):
    for kind, key, label, seed, r, length, want in kdf_vectors():
        what = f"kdf {kind} r {r} length {length} backend {backend}"
        if kind == "256":
            assert api.kdf_256(key, label, seed, backend=backend) == want, what
        assert api.kdf_tree(key, label, seed, length, r=r, backend=backend) == want, what


def test_kdf_256_is_kdf_tree_r1(api):
    """RFC 7836: KDF_GOSTR3411_2012_256 is KDF_TREE with R = 1 and L = 256, and its value is
    HMAC256(K, 0x01 || label || 0x00 || seed || 0x01 || 0x00) (the hmac_streebog example's data is
    exactly that block for the kdf example's label and seed)."""
    e = V["kdf"]["kdf_256"]
    h = V["hmac_streebog"]
    assert _hex(h["data"]) == b"\x01" + _hex(e["label"]) + b"\x00" + _hex(e["seed"]) + b"\x01\x00"
    assert h["key"] == e["key"] and h["256"] == e["output"]


def test_tlstree_vectors_api(api, backend):
    for suite, root, seqnum, key in tlstree_vectors():
        assert api.tlstree(root, seqnum, suite=suite, backend=backend) == key, \
            f"TLSTREE {suite} seqnum {seqnum} backend {backend}"


def test_tlstree_suites_and_masks(api):
    """The suites the library knows are the vectors' suites, and the reference model's masks are
    the vectors' constants (the library's are checked by the differential test below)."""
    from gostgen import reference as R

    consts = V["tlstree"]["constants"]
    assert sorted(api.tlstree_suites()) == sorted(consts)
    for suite, cs in consts.items():
        assert R.TLSTREE_MASKS[suite] == tuple(int(c, 16) for c in cs), suite


def test_pbkdf2_vectors_api(api, backend):
    for password, salt, iterations, length, dk in pbkdf2_vectors():
        assert api.pbkdf2(password, salt, iterations, length, backend=backend) == dk, \
            f"PBKDF2 iterations {iterations} length {length} backend {backend}"


def test_vectors_reference():
    """The reference model on the published examples (PBKDF2 with the 1- and 2-iteration ones:
    it computes about a thousand compressions a second)."""
    for key, data, bits, mac in hmac_vectors():
        assert ref_hmac(key, data, bits) == mac
    from gostgen import reference as R

    for kind, key, label, seed, r, length, want in kdf_vectors():
        if kind == "256":
            assert R.kdf_256(key, label, seed) == want
        assert ref_kdf_tree(key, label, seed, length, r) == want
    for suite, root, seqnum, key in tlstree_vectors(published_only=True):
        assert ref_tlstree(root, seqnum, suite) == key
    for password, salt, iterations, length, dk in pbkdf2_vectors():
        if iterations <= 2:
            assert ref_pbkdf2(password, salt, iterations, length) == dk


def test_vectors_cli(cli, backend, tmp_path):
    """Every published example through the command line on this backend (TLSTREE: the published
    cases and the record example; the computed ones go through the API on every backend)."""
    by_key = {}
    for key, data, bits, mac in hmac_vectors():
        by_key.setdefault((key, bits), []).append((data, mac))
    for n, ((key, bits), items) in enumerate(by_key.items()):
        files = []
        for i, (data, _) in enumerate(items):
            f = tmp_path / f"m{n}-{i}.bin"
            f.write_bytes(data)
            files.append(f)
        out = H.ok(H.run(cli, ["hmac", "--bits", bits, "--key", key.hex(), "--backend", backend,
                               *files])).decode()
        want = "".join(f"{mac.hex()}  {f}\n" for f, (_, mac) in zip(files, items))
        assert out == want, f"hmac --bits {bits} backend {backend}"
    for kind, key, label, seed, r, length, want in kdf_vectors():
        args = ["kdf", "--kind", kind, "--key", key.hex(), "--label", label.hex(), "--seed",
                seed.hex(), "--backend", backend]
        if kind == "tree":
            args += ["--r", r, "--length", length]
        assert H.ok(H.run(cli, args)).decode() == want.hex() + "\n", f"{args} backend {backend}"
    for i, (suite, root, seqnum, key) in enumerate(tlstree_vectors(published_only=True)):
        # suite names in any case (the first vector's upper-cased), as backend names
        args = ["kdf", "--kind", "tlstree", "--suite", suite.upper() if i == 0 else suite,
                "--key", root.hex(), "--seqnum", seqnum, "--backend", backend]
        assert H.ok(H.run(cli, args)).decode() == key.hex() + "\n", f"{args}"
    for password, salt, iterations, length, dk in pbkdf2_vectors():
        args = ["pbkdf2", "--salt", salt.hex(), "--iterations", iterations, "--length", length,
                "--backend", backend]
        assert H.ok(H.run(cli, args, password)).decode() == dk.hex() + "\n", f"{args}"


# ---- random differential tests against the reference ------------------------------------------------
KEY_LENGTHS = [1, 16, 32, 63, 64, 65, 100, 128, 200]
MSG_LENGTHS = [0, 1, 31, 32, 55, 63, 64, 65, 127, 128, 129, 191, 255, 300]


@functools.lru_cache(maxsize=None)
def hmac_random_cases(bits):
    rng, seed = H.rng_for("hmac-random", bits)
    cases = [(H.rbytes(rng, rng.choice(KEY_LENGTHS)), H.rbytes(rng, n)) for n in MSG_LENGTHS]
    cases += [(H.rbytes(rng, rng.randrange(0, 260)), H.rbytes(rng, rng.randrange(0, 400)))
              for _ in range(6)]
    cases.append((b"", H.rbytes(rng, 40)))  # the empty key: K0 all zero (C and Python APIs)
    return cases, seed


@pytest.mark.parametrize("bits", [256, 512])
def test_hmac_random(api, backend, bits):
    cases, seed = hmac_random_cases(bits)
    rng, _ = H.rng_for("hmac-random-cuts", bits)
    for key, data in cases:
        want = ref_hmac(key, data, bits)
        what = f"seed {seed} HMAC-{bits} key {len(key)} data {len(data)} backend {backend}"
        assert capi_hmac(key, data, bits, backend) == want, what
        cuts = sorted(rng.randrange(0, len(data) + 1) for _ in range(rng.randrange(1, 4)))
        assert capi_hmac_stream(key, data, bits, backend, cuts) == (want, want), f"{what} cuts {cuts}"
        assert stdhmac.new(key, data, digestmod=api.streebog256 if bits == 256 else
                           api.streebog512).digest() == want, what


@pytest.mark.parametrize("bits", [256, 512])
def test_hmac_batch_random(api, backend, bits):
    """70 messages (one round of 64 lanes and a short one) of random lengths, under one key and
    under one key each (of random lengths, long ones hashed), and the smaller counts."""
    rng, seed = H.rng_for("hmac-batch", bits)
    msgs = [H.rbytes(rng, rng.randrange(0, 200)) for _ in range(70)]
    keys = [H.rbytes(rng, rng.choice(KEY_LENGTHS)) for _ in range(70)]
    what = f"seed {seed} bits {bits} backend {backend}"
    one = api.hmac_batch(msgs, key=keys[0], bits=bits, backend=backend)
    assert one == [ref_hmac(keys[0], m, bits) for m in msgs], what + " key="
    many = api.hmac_batch(msgs, keys=keys, bits=bits, backend=backend)
    assert many == [ref_hmac(k, m, bits) for k, m in zip(keys, msgs)], what + " keys="
    for n in (0, 1, 2, 3, 7):
        assert api.hmac_batch(msgs[:n], keys=keys[:n], bits=bits, backend=backend) == many[:n]
        assert api.hmac_batch(msgs[:n], key=keys[0], bits=bits, backend=backend) == one[:n]


def test_hmac_batch_threads(api, backend):
    """A batch split across two library threads equals the one-thread result and the reference
    (sampled)."""
    rng, seed = H.rng_for("hmac-threads")
    msgs = [H.rbytes(rng, rng.randrange(500, 1500)) for _ in range(160)]
    keys = [H.rbytes(rng, 32) for _ in range(160)]
    try:
        api.set_threads(1)
        one = api.hmac_batch(msgs, keys=keys, bits=512, backend=backend)
        shared = api.hmac_batch(msgs, key=keys[0], bits=256, backend=backend)
        api.set_threads(2)
        assert api.hmac_batch(msgs, keys=keys, bits=512, backend=backend) == one, f"seed {seed}"
        assert api.hmac_batch(msgs, key=keys[0], bits=256, backend=backend) == shared
    finally:
        api.set_threads(1)
    for i in (0, 63, 64, 159):
        assert one[i] == ref_hmac(keys[i], msgs[i], 512), f"seed {seed} message {i}"
        assert shared[i] == ref_hmac(keys[0], msgs[i], 256), f"seed {seed} message {i}"


@functools.lru_cache(maxsize=None)
def kdf_random_cases():
    rng, seed = H.rng_for("kdf-random")
    cases = []
    for r in (1, 2, 3, 4):
        for length in (1, 31, 32, 33, 64, 100, 160):
            cases.append((H.rbytes(rng, rng.choice([32, 32, 1, 70])),
                          H.rbytes(rng, rng.randrange(0, 20)), H.rbytes(rng, rng.randrange(0, 70)),
                          length, r))
    # a label and seed long enough to make the message several blocks
    cases.append((H.rbytes(rng, 32), H.rbytes(rng, 90), H.rbytes(rng, 150), 96, 2))
    return cases, seed


def test_kdf_random(api, backend):
    cases, seed = kdf_random_cases()
    for key, label, seed_, length, r in cases:
        want = ref_kdf_tree(key, label, seed_, length, r)
        what = f"seed {seed} r {r} length {length} backend {backend}"
        assert api.kdf_tree(key, label, seed_, length, r=r, backend=backend) == want, what
        if r == 1 and length == 32:
            assert api.kdf_256(key, label, seed_, backend=backend) == want, what


def test_kdf_tree_many_blocks(api, backend):
    """More than 64 output blocks (two rounds of lanes), checked block by block: block i of
    KDF_TREE(L) is one HMAC over its own counter, and the last block is cut."""
    key, label, seed = b"k" * 32, b"many", b"blocks"
    length = 65 * 32 + 5
    out = api.kdf_tree(key, label, seed, length, r=2, backend=backend)
    lb = (8 * length).to_bytes(2, "big")
    for i in (0, 1, 63, 64, 65):
        block = ref_hmac(key, (i + 1).to_bytes(2, "big") + label + b"\0" + seed + lb, 256)
        assert out[32 * i:32 * i + 32] == block[:len(out[32 * i:32 * i + 32])], f"block {i}"
    assert len(out) == length


def _tlstree_seqnums(masks):
    """Sequence numbers around every level's change points (the lowest set bit of each mask) and
    the ends of the range."""
    nums = {0, 1, (1 << 64) - 1}
    for c in masks:
        low = c & -c
        nums |= {low - 1, low, low + 1, (low << 1) - 1}
    return sorted(n for n in nums if 0 <= n < 1 << 64)


def test_tlstree_random(api, backend):
    from gostgen import reference as R

    rng, seed = H.rng_for("tlstree-random")
    for suite, masks in R.TLSTREE_MASKS.items():
        root = H.rbytes(rng, 32)
        for n in _tlstree_seqnums(masks):
            assert api.tlstree(root, n, suite=suite, backend=backend) == \
                ref_tlstree(root, n, suite), f"seed {seed} {suite} seqnum {n} backend {backend}"


@functools.lru_cache(maxsize=None)
def pbkdf2_random_cases():
    rng, seed = H.rng_for("pbkdf2-random")
    cases = []
    for salt_len, length, iterations in ((0, 64, 1), (1, 1, 2), (59, 64, 1), (60, 65, 1),
                                         (63, 100, 2), (64, 64, 1), (70, 200, 1), (130, 64, 3),
                                         (16, 129, 2)):
        cases.append((H.rbytes(rng, rng.choice([0, 8, 64, 65, 100])), H.rbytes(rng, salt_len),
                      iterations, length))
    return cases, seed


def test_pbkdf2_random(api, backend):
    cases, seed = pbkdf2_random_cases()
    for password, salt, iterations, length in cases:
        want = ref_pbkdf2(password, salt, iterations, length)
        assert api.pbkdf2(password, salt, iterations, length, backend=backend) == want, \
            f"seed {seed} password {len(password)} salt {len(salt)} c {iterations} " \
            f"length {length} backend {backend}"


def test_pbkdf2_blocks_and_prefixes(api, backend):
    """Many output blocks (past one round of 64 lanes): each block is PBKDF2's T_i, so a shorter
    output is a prefix of a longer one, and T_i alone is the HMAC chain of its own INT(i)."""
    pw, salt = b"pass\0word", b"salt" * 20
    full = api.pbkdf2(pw, salt, 3, 66 * 64 + 7, backend=backend)
    assert api.pbkdf2(pw, salt, 3, 64, backend=backend) == full[:64]
    assert api.pbkdf2(pw, salt, 3, 130, backend=backend) == full[:130]
    for i in (0, 64, 66):
        u = t = api.hmac_digest(pw, salt + (i + 1).to_bytes(4, "big"), 512, backend=backend)
        for _ in range(2):
            u = api.hmac_digest(pw, u, 512, backend=backend)
            t = bytes(a ^ b for a, b in zip(t, u))
        assert full[64 * i:64 * i + 64] == t[:len(full[64 * i:64 * i + 64])], f"block {i}"


# ---- the standard library's hmac ------------------------------------------------------------------------
@pytest.mark.parametrize("bits", [256, 512])
def test_stdlib_hmac_equals_native(api, bits):
    cons = api.streebog256 if bits == 256 else api.streebog512
    rng, seed = H.rng_for("stdlib-hmac", bits)
    for klen in (0, 1, 64, 65, 150):
        key = H.rbytes(rng, klen)
        data = H.rbytes(rng, rng.randrange(0, 300))
        std = stdhmac.new(key, data, digestmod=cons)
        nat = api.hmac_new(key, data, bits)
        assert std.digest() == nat.digest() == api.hmac_digest(key, data, bits), f"seed {seed}"
        assert stdhmac.digest(key, data, cons) == nat.digest()
        assert (std.digest_size, std.block_size) == (nat.digest_size, nat.block_size) == (bits // 8, 64)
        assert std.name == nat.name == f"hmac-streebog{bits}"
        s2, n2 = std.copy(), nat.copy()
        s2.update(b"more")
        n2.update(b"more")
        assert s2.hexdigest() == n2.hexdigest() and std.digest() == nat.digest()
        assert stdhmac.compare_digest(nat.digest(), std.digest())


# ---- the OpenSSL gost provider ---------------------------------------------------------------------------
@functools.lru_cache(maxsize=None)
def _gostprov():
    """argv prefix pieces for openssl with gostprov and the default provider, or a skip reason."""
    exe = shutil.which("openssl")
    if exe is None:
        return None, "openssl is not installed"
    ver = subprocess.run([exe, "version"], capture_output=True, text=True).stdout
    if not ver.startswith("OpenSSL 3."):
        return None, f"OpenSSL 3 is needed for providers; `openssl version` says {ver.strip()!r}"
    mdir = subprocess.run([exe, "version", "-m"], capture_output=True, text=True).stdout
    m = re.search(r'MODULESDIR: "([^"]*)"', mdir)
    if not m or not os.path.exists(os.path.join(m.group(1), "gostprov.so")):
        return None, ("the OpenSSL gost provider gostprov.so is not installed "
                      "(Debian: apt-get install libengine-gost-openssl)")
    return [exe], None


def _openssl(args, data=b""):
    exe, why = _gostprov()
    if exe is None:
        pytest.skip(why)
    proc = subprocess.run([*exe, *args[:1], "-provider", "gostprov", "-provider", "default",
                           *args[1:]], input=data, capture_output=True, timeout=120)
    assert proc.returncode == 0, H.describe(proc)
    return bytes.fromhex(proc.stdout.decode().replace(":", "").strip())


@pytest.mark.parametrize("bits", [256, 512])
def test_hmac_against_gostprov(api, backend, bits):
    rng, seed = H.rng_for("gostprov-hmac", bits)
    for n in (0, 1, 63, 64, 65, 1000):
        key = H.rbytes(rng, rng.choice([1, 32, 64, 65, 100]))
        data = H.rbytes(rng, n)
        theirs = _openssl(["mac", "-digest", f"md_gost12_{bits}", "-macopt", f"hexkey:{key.hex()}",
                           "HMAC"], data)
        assert api.hmac_digest(key, data, bits, backend=backend) == theirs, \
            f"seed {seed} HMAC-{bits} key {len(key)} data {n} backend {backend}"


def test_pbkdf2_against_gostprov(api, backend):
    rng, seed = H.rng_for("gostprov-pbkdf2")
    for iterations, length in ((1, 64), (3, 100), (1000, 64), (2, 200)):
        pw, salt = H.rbytes(rng, rng.randrange(1, 80)), H.rbytes(rng, rng.randrange(1, 80))
        theirs = _openssl(["kdf", "-keylen", str(length), "-kdfopt", "digest:md_gost12_512",
                           "-kdfopt", f"hexpass:{pw.hex()}", "-kdfopt", f"hexsalt:{salt.hex()}",
                           "-kdfopt", f"iter:{iterations}", "PBKDF2"])
        assert api.pbkdf2(pw, salt, iterations, length, backend=backend) == theirs, \
            f"seed {seed} c {iterations} length {length} backend {backend}"


def test_kdf_tree_r4_against_openssl_kbkdf(api, backend):
    """OpenSSL's KBKDF in counter mode (a 32-bit counter, the 0x00 separator, use-l=0) with
    [L] appended to the context computes KDF_TREE with R = 4, over gostprov's HMAC digest."""
    rng, seed = H.rng_for("gostprov-kbkdf")
    for length in (32, 40, 64, 200):
        key, label, ctx = H.rbytes(rng, 32), H.rbytes(rng, 6), H.rbytes(rng, 12)
        lbits = 8 * length
        lb = lbits.to_bytes((lbits.bit_length() + 7) // 8, "big")
        theirs = _openssl(["kdf", "-keylen", str(length), "-kdfopt", "mac:HMAC", "-kdfopt",
                           "digest:md_gost12_256", "-kdfopt", f"hexkey:{key.hex()}", "-kdfopt",
                           f"hexsalt:{label.hex()}", "-kdfopt", f"hexinfo:{(ctx + lb).hex()}",
                           "-kdfopt", "use-l:0", "KBKDF"])
        assert api.kdf_tree(key, label, ctx, length, r=4, backend=backend) == theirs, \
            f"seed {seed} length {length} backend {backend}"


# ---- bad input: the C API ----------------------------------------------------------------------------
SIZE_MAX = (1 << (8 * ctypes.sizeof(ctypes.c_size_t))) - 1


def _capi_cases():
    """(name, expected status, call(lib, T))."""
    cases = []

    def case(name, status, fn):
        cases.append((name, status, fn))

    # HMAC contexts
    case("hmac_new-out-null", "EINVAL", lambda lib, T: lib.gostgen_hmac_new(None, 256, T.key, 32, None))
    for bits in (0, 128, 384, 0xFFFFFFFF):
        case(f"hmac_new-bits-{bits}", "EINVAL",
             lambda lib, T, bits=bits: lib.gostgen_hmac_new(T.pp, bits, T.key, 32, None))
        case(f"hmac-bits-{bits}", "EINVAL",
             lambda lib, T, bits=bits: lib.gostgen_hmac(bits, None, T.key, 32, T.buf, 8, T.buf))
        case(f"hmac_batch-bits-{bits}", "EINVAL",
             lambda lib, T, bits=bits: lib.gostgen_hmac_batch(bits, None, 2, 1, T.keys, T.klens,
                                                               T.ins, T.lens, T.big))
    case("hmac_new-key-null", "EINVAL", lambda lib, T: lib.gostgen_hmac_new(T.pp, 256, None, 32, None))
    case("hmac_new-key-null-len-0", "OK", lambda lib, T: T.keep(lib.gostgen_hmac_new(T.pp, 256, None, 0, None), T))
    case("hmac_new-backend", "EBACKEND",
         lambda lib, T: lib.gostgen_hmac_new(T.pp, 512, T.key, 32, b"nonexistent"))
    case("hmac_update-ctx-null", "EINVAL", lambda lib, T: lib.gostgen_hmac_update(None, T.buf, 8))
    case("hmac_update-data-null", "EINVAL", lambda lib, T: lib.gostgen_hmac_update(T.ctx, None, 8))
    case("hmac_update-null-len-max", "EINVAL", lambda lib, T: lib.gostgen_hmac_update(T.ctx, None, SIZE_MAX))
    case("hmac_update-null-len-0", "OK", lambda lib, T: lib.gostgen_hmac_update(T.ctx, None, 0))
    case("hmac_final-ctx-null", "EINVAL", lambda lib, T: lib.gostgen_hmac_final(None, T.big))
    case("hmac_final-out-null", "EINVAL", lambda lib, T: lib.gostgen_hmac_final(T.ctx, None))
    case("hmac_final-twice", "ESTATE", lambda lib, T: lib.gostgen_hmac_final(T.done, T.big))
    case("hmac_update-after-final", "ESTATE", lambda lib, T: lib.gostgen_hmac_update(T.done, T.buf, 1))
    case("hmac_copy-after-final", "ESTATE", lambda lib, T: lib.gostgen_hmac_copy(T.done, T.pp))
    case("hmac_copy-ctx-null", "EINVAL", lambda lib, T: lib.gostgen_hmac_copy(None, T.pp))
    case("hmac_copy-out-null", "EINVAL", lambda lib, T: lib.gostgen_hmac_copy(T.ctx, None))
    case("hmac_reset-ctx-null", "EINVAL", lambda lib, T: lib.gostgen_hmac_reset(None))
    case("hmac_reset-after-final", "OK", lambda lib, T: lib.gostgen_hmac_reset(T.done))
    case("hmac_reset-then-update", "OK",
         lambda lib, T: lib.gostgen_hmac_reset(T.done) or lib.gostgen_hmac_update(T.done, T.buf, 9))
    # one-shot and batch
    case("hmac-out-null", "EINVAL", lambda lib, T: lib.gostgen_hmac(256, None, T.key, 32, T.buf, 8, None))
    case("hmac-key-null", "EINVAL", lambda lib, T: lib.gostgen_hmac(256, None, None, 1, T.buf, 8, T.big))
    case("hmac-data-null", "EINVAL", lambda lib, T: lib.gostgen_hmac(256, None, T.key, 32, None, 1, T.big))
    case("hmac-data-null-len-max", "EINVAL",
         lambda lib, T: lib.gostgen_hmac(512, None, T.key, 32, None, SIZE_MAX, T.big))
    case("hmac-nulls-len-0", "OK", lambda lib, T: lib.gostgen_hmac(512, None, None, 0, None, 0, T.big))
    case("hmac-backend", "EBACKEND", lambda lib, T: lib.gostgen_hmac(256, b"", T.key, 32, T.buf, 8, T.big))

    def batch(lib, T, **kw):
        a = dict(bits=256, n=2, nkeys=2, keys=T.keys, klens=T.klens, ins=T.ins, lens=T.lens,
                 out=T.big)
        a.update(kw)
        return lib.gostgen_hmac_batch(a["bits"], None, a["n"], a["nkeys"], a["keys"], a["klens"],
                                      a["ins"], a["lens"], a["out"])
    case("hmac_batch-ok", "OK", lambda lib, T: batch(lib, T))
    case("hmac_batch-one-key", "OK", lambda lib, T: batch(lib, T, nkeys=1))
    case("hmac_batch-n-0-nulls", "OK",
         lambda lib, T: batch(lib, T, n=0, nkeys=0, keys=None, klens=None, ins=None, lens=None, out=None))
    for nk in (0, 3, SIZE_MAX):
        case(f"hmac_batch-nkeys-{nk}", "EINVAL", lambda lib, T, nk=nk: batch(lib, T, nkeys=nk))
    case("hmac_batch-keys-null", "EINVAL", lambda lib, T: batch(lib, T, keys=None))
    case("hmac_batch-klens-null", "EINVAL", lambda lib, T: batch(lib, T, klens=None))
    case("hmac_batch-key-item-null", "EINVAL", lambda lib, T: batch(lib, T, keys=T.ptrs_null))
    case("hmac_batch-data-null", "EINVAL", lambda lib, T: batch(lib, T, ins=None))
    case("hmac_batch-lens-null", "EINVAL", lambda lib, T: batch(lib, T, lens=None))
    case("hmac_batch-data-item-null", "EINVAL", lambda lib, T: batch(lib, T, ins=T.ptrs_null))
    case("hmac_batch-out-null", "EINVAL", lambda lib, T: batch(lib, T, out=None))
    case("hmac_batch-n-max", "EINVAL", lambda lib, T: batch(lib, T, n=SIZE_MAX, nkeys=1))
    case("hmac_batch-n-macs-overflow", "EINVAL", lambda lib, T: batch(lib, T, n=SIZE_MAX // 64 + 1, nkeys=1))
    # KDFs
    def tree(lib, T, **kw):
        a = dict(key=T.key, klen=32, label=T.buf, llen=4, seed=T.buf, slen=8, r=1, out=T.big, olen=64)
        a.update(kw)
        return lib.gostgen_kdf_tree(None, a["key"], a["klen"], a["label"], a["llen"], a["seed"],
                                    a["slen"], a["r"], a["out"], a["olen"])
    case("kdf_tree-ok", "OK", lambda lib, T: tree(lib, T))
    case("kdf_tree-empty-label-seed", "OK", lambda lib, T: tree(lib, T, label=None, llen=0, seed=None, slen=0))
    for r in (0, 5, 0xFFFFFFFF):
        case(f"kdf_tree-r-{r}", "EINVAL", lambda lib, T, r=r: tree(lib, T, r=r))
    case("kdf_tree-length-0", "EINVAL", lambda lib, T: tree(lib, T, olen=0))
    case("kdf_tree-r1-length-8161", "EINVAL", lambda lib, T: tree(lib, T, olen=8161, out=T.huge))
    case("kdf_tree-r1-length-8160", "OK", lambda lib, T: tree(lib, T, olen=8160, out=T.huge))
    case("kdf_tree-length-max", "EINVAL", lambda lib, T: tree(lib, T, r=4, olen=SIZE_MAX))
    case("kdf_tree-out-null", "EINVAL", lambda lib, T: tree(lib, T, out=None))
    case("kdf_tree-key-null", "EINVAL", lambda lib, T: tree(lib, T, key=None))
    case("kdf_tree-label-null", "EINVAL", lambda lib, T: tree(lib, T, label=None))
    case("kdf_tree-seed-null", "EINVAL", lambda lib, T: tree(lib, T, seed=None, slen=SIZE_MAX))
    # lengths whose sum with the message's other parts wraps (each addition checked: a heap
    # buffer of the wrapped size was written past)
    case("kdf_tree-seed-len-wraps", "ENOMEM", lambda lib, T: tree(lib, T, slen=SIZE_MAX - 2))
    case("kdf_tree-label-len-wraps", "ENOMEM", lambda lib, T: tree(lib, T, llen=SIZE_MAX - 2))
    case("kdf_256-seed-len-wraps", "ENOMEM",
         lambda lib, T: lib.gostgen_kdf_256(None, T.key, 32, T.buf, 1, T.buf, SIZE_MAX - 2, T.big))
    case("kdf_tree-backend", "EBACKEND",
         lambda lib, T: lib.gostgen_kdf_tree(b"nonexistent", T.key, 32, T.buf, 4, T.buf, 8, 1, T.big, 32))
    case("kdf_256-out-null", "EINVAL",
         lambda lib, T: lib.gostgen_kdf_256(None, T.key, 32, T.buf, 4, T.buf, 8, None))
    case("kdf_256-key-null", "EINVAL",
         lambda lib, T: lib.gostgen_kdf_256(None, None, 32, T.buf, 4, T.buf, 8, T.big))
    case("kdf_256-backend", "EBACKEND",
         lambda lib, T: lib.gostgen_kdf_256(b"nonexistent", T.key, 32, T.buf, 4, T.buf, 8, T.big))
    # TLSTREE
    case("tlstree-ok", "OK", lambda lib, T: lib.gostgen_tlstree(b"magma-mgm-l", None, T.key, 32, 7, T.big))
    case("tlstree-suite-null", "EINVAL", lambda lib, T: lib.gostgen_tlstree(None, None, T.key, 32, 7, T.big))
    case("tlstree-suite-unknown", "EINVAL",
         lambda lib, T: lib.gostgen_tlstree(b"aes-gcm", None, T.key, 32, 7, T.big))
    case("tlstree-suite-any-case", "OK",
         lambda lib, T: lib.gostgen_tlstree(b"Magma-MGM-L", None, T.key, 32, 7, T.big))
    case("tlstree-suite-space", "EINVAL",
         lambda lib, T: lib.gostgen_tlstree(b"magma-mgm-l ", None, T.key, 32, 7, T.big))
    for klen in (0, 31, 33, SIZE_MAX):
        case(f"tlstree-key-len-{klen}", "EKEYLEN",
             lambda lib, T, klen=klen: lib.gostgen_tlstree(b"magma-mgm-l", None, T.key, klen, 7, T.big))
    case("tlstree-key-null", "EINVAL", lambda lib, T: lib.gostgen_tlstree(b"magma-mgm-l", None, None, 32, 7, T.big))
    case("tlstree-out-null", "EINVAL", lambda lib, T: lib.gostgen_tlstree(b"magma-mgm-l", None, T.key, 32, 7, None))
    case("tlstree-backend", "EBACKEND",
         lambda lib, T: lib.gostgen_tlstree(b"magma-mgm-l", b"nonexistent", T.key, 32, 7, T.big))
    # PBKDF2
    def pb(lib, T, **kw):
        a = dict(pw=T.buf, plen=8, salt=T.buf, slen=8, it=2, out=T.big, olen=64)
        a.update(kw)
        return lib.gostgen_pbkdf2(None, a["pw"], a["plen"], a["salt"], a["slen"], a["it"], a["out"],
                                  a["olen"])
    case("pbkdf2-ok", "OK", lambda lib, T: pb(lib, T))
    case("pbkdf2-empty-password-salt", "OK", lambda lib, T: pb(lib, T, pw=None, plen=0, salt=None, slen=0))
    case("pbkdf2-iterations-0", "EINVAL", lambda lib, T: pb(lib, T, it=0))
    case("pbkdf2-length-0", "EINVAL", lambda lib, T: pb(lib, T, olen=0))
    case("pbkdf2-length-past-2^32-blocks", "EINVAL", lambda lib, T: pb(lib, T, olen=64 * 0xFFFFFFFF + 1))
    case("pbkdf2-length-max", "EINVAL", lambda lib, T: pb(lib, T, olen=SIZE_MAX))
    case("pbkdf2-out-null", "EINVAL", lambda lib, T: pb(lib, T, out=None))
    case("pbkdf2-password-null", "EINVAL", lambda lib, T: pb(lib, T, pw=None))
    case("pbkdf2-salt-null", "EINVAL", lambda lib, T: pb(lib, T, salt=None, slen=SIZE_MAX))
    case("pbkdf2-backend", "EBACKEND",
         lambda lib, T: lib.gostgen_pbkdf2(b"nonexistent", T.buf, 8, T.buf, 8, 1, T.big, 64))
    return cases


class _Objects:
    def __init__(self, lib):
        c = ctypes
        self.key = c.create_string_buffer(bytes(range(32)), 32)
        self.buf = c.create_string_buffer(4096)
        self.big = c.create_string_buffer(64 * 4)
        self.huge = c.create_string_buffer(8192)
        self.pp = c.pointer(c.c_void_p(0x1234))  # a non-NULL value the call must overwrite
        bufs = [c.create_string_buffer(64) for _ in range(2)]
        self._keep = bufs
        self.keys = (c.c_void_p * 2)(c.addressof(self.key), c.addressof(self.key))
        self.klens = (c.c_size_t * 2)(32, 7)
        self.ptrs_null = (c.c_void_p * 2)(c.addressof(self.key), None)
        self.ins = (c.c_void_p * 2)(c.addressof(bufs[0]), c.addressof(bufs[1]))
        self.lens = (c.c_size_t * 2)(8, 64)
        self.handles = []
        self.ctx = self._new(lib, 256)
        self.done = self._new(lib, 512)
        assert lib.gostgen_hmac_final(self.done, self.big) == 0

    def _new(self, lib, bits):
        out = ctypes.c_void_p()
        assert lib.gostgen_hmac_new(ctypes.byref(out), bits, self.key, 32, None) == 0
        self.handles.append(out.value)
        return out.value

    @staticmethod
    def keep(status, T):
        """A context a case made: freed with the others."""
        if status == 0:
            T.handles.append(T.pp.contents.value)
        return status

    def close(self, lib):
        for h in self.handles:
            lib.gostgen_hmac_free(h)


_CAPI = {c[0]: c for c in _capi_cases()}


@pytest.mark.parametrize("case,threads", [
    pytest.param(c, t, id=f"{c}-threads{t}") for c in _CAPI
    for t in ((1, 2) if "batch" in c else (1,))])
def test_capi_bad_arguments(api, case, threads):
    """Every new gostgen.h function refuses null pointers, bad sizes and values and calls out of
    order with the documented status; a failed *_new/copy sets its out parameter to NULL."""
    lib, B = _lib()
    _, want, fn = _CAPI[case]
    T = _Objects(lib)
    try:
        api.set_threads(threads)
        status = fn(lib, T)
    finally:
        api.set_threads(1)
        T.close(lib)
    assert B.STATUS_NAMES.get(status, "OK" if status == 0 else str(status)) == want, case
    if want != "OK" and ("_new" in case or "_copy" in case) and "out-null" not in case:
        assert T.pp.contents.value is None, f"{case}: *out not set to NULL"


def test_free_null_and_suite_list(api):
    lib, B = _lib()
    lib.gostgen_hmac_free(None)
    names = []
    while lib.gostgen_tlstree_suite(len(names)):
        names.append(lib.gostgen_tlstree_suite(len(names)).decode())
    assert len(names) == 6 and lib.gostgen_tlstree_suite(SIZE_MAX) is None


# ---- bad input: the Python API ------------------------------------------------------------------------
@pytest.mark.parametrize("call,exc,text", [
    (lambda g: g.hmac_new(b"k", bits=384), "InputError", "256 or 512"),
    (lambda g: g.hmac_new("key"), TypeError, "key"),
    (lambda g: g.hmac_new(b"k", "text"), TypeError, "msg"),
    (lambda g: g.hmac_new(b"k").update(None), TypeError, "msg"),
    (lambda g: g.hmac_digest(b"k", b"m", bits=0), "InputError", "256 or 512"),
    (lambda g: g.hmac_digest(b"k", b"m", backend="nonexistent"), "InputError", "unknown backend"),
    (lambda g: g.hmac_batch([b"a"]), "InputError", "key= "),
    (lambda g: g.hmac_batch([b"a"], key=b"k", keys=[b"k"]), "InputError", "either"),
    (lambda g: g.hmac_batch([b"a", b"b"], keys=[b"k"]), "InputError", "2 messages but 1 keys"),
    (lambda g: g.hmac_batch(b"ab", key=b"k"), TypeError, "messages"),
    (lambda g: g.kdf_256("k", b"", b""), TypeError, "key"),
    (lambda g: g.kdf_256(b"k", None, b""), TypeError, "label"),
    (lambda g: g.kdf_tree(b"k", b"", b"", 0), "InputError", "length"),
    (lambda g: g.kdf_tree(b"k", b"", b"", 8161), "InputError", "8160"),
    (lambda g: g.kdf_tree(b"k", b"", b"", 32, r=5), "InputError", "r must be"),
    (lambda g: g.kdf_tree(b"k", b"", b"", 32, r=0), "InputError", "r must be"),
    (lambda g: g.kdf_tree(b"k", b"", b"", 32.0), TypeError, "length"),
    (lambda g: g.tlstree(bytes(32), 1, suite="aes"), "InputError", "unknown TLSTREE suite"),
    (lambda g: g.tlstree(bytes(31), 1, suite="magma-mgm-l"), "InputError", "32 bytes, got 31"),
    (lambda g: g.tlstree(bytes(32), -1, suite="magma-mgm-l"), "InputError", "seqnum"),
    (lambda g: g.tlstree(bytes(32), 1 << 64, suite="magma-mgm-l"), "InputError", "seqnum"),
    (lambda g: g.pbkdf2(b"p", b"s", 0), "InputError", "iterations"),
    (lambda g: g.pbkdf2(b"p", b"s", 1, 0), "InputError", "length"),
    (lambda g: g.pbkdf2(b"p", b"s", 1 << 64), "InputError", "iterations"),
    (lambda g: g.pbkdf2("p", b"s", 1), TypeError, "password"),
    (lambda g: g.pbkdf2(b"p", b"s", 1, backend="nonexistent"), "InputError", "unknown backend"),
])
def test_api_refuses(api, call, exc, text):
    if exc == "InputError":
        exc = api.InputError
    with pytest.raises(exc) as info:
        call(api)
    assert text.lower() in str(info.value).lower()


# ---- the command lines ----------------------------------------------------------------------------------
KEY = "00112233445566778899aabbccddeeff00112233445566778899aabbccddeeff"
BAD_CLI = [
    (["hmac"], "--key"),
    (["hmac", "--key", ""], "--key"),
    (["hmac", "--key", "0g"], "--key"),
    (["hmac", "--key", "012"], "--key"),
    (["hmac", "--key", KEY, "--bits", "384"], "--bits"),
    (["hmac", "--key", KEY, "--bits", "256", "--bits", "512"], "--bits"),
    (["hmac", "--key", KEY, "--frob"], "--frob"),
    (["hmac", "--key", KEY, "--backend", "nonexistent"], "backend"),
    (["kdf", "--key", KEY, "--label", "", "--seed", ""], "--kind"),
    (["kdf", "--kind", "512", "--key", KEY, "--label", "", "--seed", ""], "--kind"),
    (["kdf", "--kind", "256", "--key", KEY, "--seed", ""], "--label"),
    (["kdf", "--kind", "256", "--key", KEY, "--label", "", "--seed", "xyz0"], "--seed"),
    (["kdf", "--kind", "256", "--label", "", "--seed", ""], "--key"),
    (["kdf", "--kind", "256", "--key", KEY, "--label", "", "--seed", "", "--length", "64"], "--length"),
    (["kdf", "--kind", "256", "--key", KEY, "--label", "", "--seed", "", "--r", "2"], "--r"),
    (["kdf", "--kind", "tree", "--key", KEY, "--label", "", "--seed", "", "--r", "5"], "--r"),
    (["kdf", "--kind", "tree", "--key", KEY, "--label", "", "--seed", "", "--r", "0"], "--r"),
    (["kdf", "--kind", "tree", "--key", KEY, "--label", "", "--seed", "", "--length", "0"], "--length"),
    (["kdf", "--kind", "tree", "--key", KEY, "--label", "", "--seed", "", "--length", "8161"], "8160"),
    (["kdf", "--kind", "tree", "--key", KEY, "--label", "", "--seed", "", "--r", "4", "--length",
      "1048577"], "--length"),
    (["kdf", "--kind", "tree", "--key", KEY, "--label", "", "--seed", "", "--length", "-1"], "--length"),
    (["kdf", "--kind", "tree", "--key", KEY, "--label", "", "--seed", "", "--suite", "magma-mgm-l"],
     "--suite"),
    (["kdf", "--kind", "tlstree", "--key", KEY, "--seqnum", "1"], "--suite"),
    (["kdf", "--kind", "tlstree", "--suite", "aes", "--key", KEY, "--seqnum", "1"], "suite"),
    (["kdf", "--kind", "tlstree", "--suite", "magma-mgm-l", "--key", KEY], "--seqnum"),
    (["kdf", "--kind", "tlstree", "--suite", "magma-mgm-l", "--key", KEY[:-2], "--seqnum", "1"], "32 bytes"),
    (["kdf", "--kind", "tlstree", "--suite", "magma-mgm-l", "--key", KEY, "--seqnum",
      "18446744073709551616"], "--seqnum"),
    (["kdf", "--kind", "tlstree", "--suite", "magma-mgm-l", "--key", KEY, "--seqnum", "x"], "--seqnum"),
    (["kdf", "--kind", "tlstree", "--suite", "magma-mgm-l", "--key", KEY, "--seqnum", "1",
      "--label", "00"], "--label"),
    (["kdf", "--kind", "256", "--key", KEY, "--label", "", "--seed", "", "extra"], "extra"),
    (["pbkdf2", "--iterations", "1"], "--salt"),
    (["pbkdf2", "--salt", "00"], "--iterations"),
    (["pbkdf2", "--salt", "00", "--iterations", "0"], "--iterations"),
    (["pbkdf2", "--salt", "00", "--iterations", "-1"], "--iterations"),
    (["pbkdf2", "--salt", "00", "--iterations", "1e3"], "--iterations"),
    (["pbkdf2", "--salt", "0", "--iterations", "1"], "--salt"),
    (["pbkdf2", "--salt", "00", "--iterations", "1", "--length", "0"], "--length"),
    (["pbkdf2", "--salt", "00", "--iterations", "1", "--length", "1048577"], "--length"),
    (["pbkdf2", "--salt", "00", "--iterations", "1", "--key", KEY], "--key"),
    (["pbkdf2", "--salt", "00", "--iterations", "1", "--backend", "nonexistent"], "backend"),
    (["pbkdf2", "--salt", "00", "--iterations", "1", "password"], "password"),
]


@pytest.mark.parametrize("args,contains", BAD_CLI, ids=[" ".join(a[0])[:60] for a in BAD_CLI])
def test_cli_refuses(cli, args, contains):
    proc = H.run(cli, args, b"password")
    H.assert_one_line_error(proc, contains=contains)
    assert proc.returncode == 2, H.describe(proc)


def test_cli_hmac_files(cli, tmp_path, api):
    """As hash: one line per file in order (stdin as '-', escaped names), an unreadable file
    gets an error line and status 1 while the others are printed, -o FILE is atomic and kept as
    it was on failure."""
    a, b = tmp_path / "a.bin", tmp_path / "b\\name"
    a.write_bytes(b"first")
    b.write_bytes(b"second" * 50)
    key = bytes.fromhex(KEY)
    ha, hb = api.hmac_digest(key, b"first", 512), api.hmac_digest(key, b"second" * 50, 512)
    hs = api.hmac_digest(key, b"stdin", 512)
    out = H.ok(H.run(cli, ["hmac", "--bits", "512", "--key", KEY, a, "-", b], b"stdin")).decode()
    assert out == f"{ha.hex()}  {a}\n{hs.hex()}  -\n\\{hb.hex()}  {str(b).replace(chr(92), 2 * chr(92))}\n"
    assert H.ok(H.run(cli, ["hmac", "--key", KEY], b"first")).decode() == \
        api.hmac_digest(key, b"first").hex() + "  -\n"  # default 256 bits, stdin
    proc = H.run(cli, ["hmac", "--key", KEY, a, tmp_path / "missing", a])
    assert proc.returncode == 1, H.describe(proc)
    line = api.hmac_digest(key, b"first").hex() + f"  {a}\n"
    assert proc.stdout.decode() == line * 2
    assert proc.stderr.decode().count("\n") == 1 and "missing" in proc.stderr.decode()
    o = tmp_path / "sums"
    o.write_text("old\n")
    proc = H.run(cli, ["hmac", "--key", KEY, "-o", o, a, tmp_path / "missing"])
    assert proc.returncode == 1 and o.read_text() == "old\n", H.describe(proc)
    H.ok(H.run(cli, ["hmac", "--key", KEY, "-o", o, a]))
    assert o.read_text() == line
    assert sorted(p.name for p in tmp_path.iterdir()) == sorted(["a.bin", "b\\name", "sums"])


def test_cli_kdf_pbkdf2_output(cli, tmp_path, api):
    """-o FILE gets exactly what stdout would; a refused call leaves FILE as it was; the password
    is standard input byte for byte (a trailing newline is part of it)."""
    key = bytes.fromhex(KEY)
    o = tmp_path / "key"
    H.ok(H.run(cli, ["kdf", "--kind", "tree", "--key", KEY, "--label", "01", "--seed", "",
                     "--length", "48", "-o", o]))
    assert o.read_text() == api.kdf_tree(key, b"\x01", b"", 48).hex() + "\n"
    o.write_text("old\n")
    proc = H.run(cli, ["kdf", "--kind", "tree", "--key", KEY, "--label", "01", "--seed", "",
                       "--r", "9", "-o", o])
    assert proc.returncode == 2 and o.read_text() == "old\n"
    for pw in (b"password", b"password\n", b"", b"\0\xff" * 40):
        out = H.ok(H.run(cli, ["pbkdf2", "--salt", "73616c74", "--iterations", "3", "-o", o], pw))
        assert out == b"" and o.read_text() == api.pbkdf2(pw, b"salt", 3).hex() + "\n", pw
    proc = H.run(cli, ["pbkdf2", "--salt", "73616c74", "--iterations", "0", "-o", o], b"x")
    assert proc.returncode == 2 and o.read_text() == api.pbkdf2(b"\0\xff" * 40, b"salt", 3).hex() + "\n"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["key"]
    out = H.ok(H.run(cli, ["kdf", "--kind", "tlstree", "--suite", "magma-ctr-omac", "--key", KEY,
                           "--seqnum", "18446744073709551615"]))
    assert out.decode() == api.tlstree(key, (1 << 64) - 1, suite="magma-ctr-omac").hex() + "\n"


MARK = "c0ffee15bad5eed5"


@pytest.mark.parametrize("args", [
    ["hmac"], ["hmac", "--bits", "9"], ["kdf", "--kind", "256", "--label", "", "--seed", ""],
    ["kdf", "--kind", "tree", "--label", "", "--seed", "", "--r", "7"],
    ["kdf", "--kind", "tlstree", "--suite", "magma-mgm-l", "--seqnum", "1"],
    ["kdf", "--kind", "tlstree", "--suite", "nosuch", "--seqnum", "1"],
])
@pytest.mark.parametrize("key", [MARK * 4, MARK * 3, MARK * 4 + "0", MARK * 2 + "zz"])
def test_cli_never_echoes_key(cli, args, key):
    for argv in ([*args, "--key", key], [*args, f"--key={key}"], [*args, "--key", key, "--key", key]):
        proc = H.run(cli, argv, b"data")
        text = (proc.stdout + proc.stderr).decode("latin-1").lower()
        assert MARK not in text and bytes.fromhex(MARK) not in proc.stderr, H.describe(proc)


def test_cli_never_echoes_password(cli):
    pw = bytes.fromhex(MARK) * 4
    for args in (["--salt", "00", "--iterations", "1", "--length", "9999999"],
                 ["--salt", "0", "--iterations", "1"], ["--salt", "00", "--iterations", "1"]):
        proc = H.run(cli, ["pbkdf2", *args], pw + MARK.encode())
        assert MARK.encode() not in proc.stderr and pw not in proc.stderr, H.describe(proc)
        assert pw not in proc.stdout and MARK.encode() not in proc.stdout
