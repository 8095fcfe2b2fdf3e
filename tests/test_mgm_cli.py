"""MGM (RFC 9058) through both command lines, `encrypt|decrypt --mode mgm`, and the streaming
Python context api.Mgm: every example of tests/vectors/gost-vectors.json "mgm" (the published
R 1323565.1.026-2019 / RFC 9058 Appendix A examples in "cases", and "extra_cases" computed by the
implementation named in its "source") on every available backend; round trips at lengths around
the block and the CLIs' 1 MiB buffers, compared with the one-shot API (itself checked against the
reference in test_mgm.py), from pipes and from files, to stdout and to -o FILE; and what a forged
tag, a truncated input or a bad parameter leaves: one line on stderr, exit status 1 for
authentication and 2 for bad input, nothing on stdout, no -o file."""
from __future__ import annotations

import pytest

import gghelpers as H

BLOCK = {"kuznyechik": 16, "magma": 8}
MiB = 1 << 20
KEY = bytes(range(32))
NONCE = {"kuznyechik": bytes.fromhex("1122334455667700ffeeddccbbaa9988"),
         "magma": bytes.fromhex("12def06b3c130a59")}


def _cases():
    v = H.VECTORS["mgm"]
    return v["cases"] + v["extra_cases"]


def _args(cmd, c, key, nonce, aad=None, tag_bytes=None, backend=None, extra=()):
    args = [cmd, "--cipher", c, "--mode", "mgm", "--key", key.hex(), "--iv", nonce.hex()]
    if aad is not None:
        args += ["--aad", aad.hex()]
    if tag_bytes is not None:
        args += ["--tag-bytes", str(tag_bytes)]
    if backend is not None:
        args += ["--backend", backend]
    return args + list(extra)


def _run_file(cli, args, path):
    """The command with standard input a regular file (the decrypt path that reads it twice)."""
    import subprocess

    with open(path, "rb") as f:
        return subprocess.run([*cli, *map(str, args)], stdin=f, capture_output=True,
                              env=H.clean_env(), timeout=600)


def _assert_auth_failed(proc):
    text = H.assert_one_line_error(proc, contains="authentication failed")
    assert proc.returncode == 1, H.describe(proc)
    return text


def test_vectors(cli, backend, tmp_path):
    """Every mgm example (published and extra) both ways, from a pipe and from a file."""
    for case in _cases():
        c, key, nonce = case["cipher"], bytes.fromhex(case["key"]), bytes.fromhex(case["nonce"])
        aad, pt = bytes.fromhex(case["aad"]), bytes.fromhex(case["plaintext"])
        sealed = bytes.fromhex(case["ciphertext"] + case["tag"])
        tag_bytes = len(case["tag"]) // 2
        kw = dict(aad=aad, tag_bytes=tag_bytes, backend=backend)
        where = f"{case['name']} on {backend}"
        assert H.ok(H.run(cli, _args("encrypt", c, key, nonce, **kw), pt)) == sealed, where
        assert H.ok(H.run(cli, _args("decrypt", c, key, nonce, **kw), sealed)) == pt, where
        f = tmp_path / "sealed"
        f.write_bytes(sealed)
        assert H.ok(_run_file(cli, _args("decrypt", c, key, nonce, **kw), f)) == pt, where
        # the associated data from a file gives the same
        a = tmp_path / "aad"
        a.write_bytes(aad)
        kw_file = dict(tag_bytes=tag_bytes, backend=backend, extra=["--aad-file", a])
        assert H.ok(H.run(cli, _args("encrypt", c, key, nonce, **kw_file), pt)) == sealed, where
        # a changed last byte of the tag fails, with no plaintext
        forged = sealed[:-1] + bytes([sealed[-1] ^ 1])
        _assert_auth_failed(H.run(cli, _args("decrypt", c, key, nonce, **kw), forged))


def _lengths(n):
    """Around one block, and around the CLIs' 1 MiB buffers (the tag straddling one, too)."""
    return [0, 1, n - 1, n, n + 1, 5 * n + 3, MiB - n - 1, MiB - n, MiB - 1, MiB, MiB + 1,
            2 * MiB + n + 5]


@pytest.mark.parametrize("cipher", ["kuznyechik", "magma"])
def test_round_trips(cli, api, cipher, tmp_path):
    """The CLIs agree with the one-shot API at every length, with every tag length, both inputs
    (pipe and file) and both outputs (stdout and -o FILE)."""
    rng, seed = H.rng_for("mgm-cli", cipher)
    n = BLOCK[cipher]
    data_all = H.rbytes(rng, 2 * MiB + 64)
    for i, size in enumerate(_lengths(n)):
        tag_bytes = 4 + i % (n - 3)
        aad = H.rbytes(rng, i * 7 % 40)
        nonce = bytearray(H.rbytes(rng, n))
        nonce[0] &= 0x7f
        nonce = bytes(nonce)
        data = data_all[:size]
        where = f"seed {seed} {cipher} size {size} tag {tag_bytes} aad {len(aad)}"
        want = api.mgm_encrypt(data, cipher=cipher, key=KEY, nonce=nonce, aad=aad,
                               tag_bytes=tag_bytes)
        enc = _args("encrypt", cipher, KEY, nonce, aad=aad, tag_bytes=tag_bytes)
        dec = _args("decrypt", cipher, KEY, nonce, aad=aad, tag_bytes=tag_bytes)
        assert H.ok(H.run(cli, enc, data)) == want, where
        src = tmp_path / "in"
        src.write_bytes(data)
        out = tmp_path / "sealed"
        H.ok(_run_file(cli, [*enc, "-o", out], src))
        assert out.read_bytes() == want, where
        assert H.ok(H.run(cli, dec, want)) == data, where
        plain = tmp_path / "plain"
        H.ok(_run_file(cli, [*dec, "-o", plain], out))
        assert plain.read_bytes() == data, where
        # truncated by one byte: the tag no longer verifies
        cut = want[:-1]
        if len(cut) >= tag_bytes:
            _assert_auth_failed(H.run(cli, dec, cut))


@pytest.mark.parametrize("where", ["data", "tag", "truncated", "aad", "nonce"])
@pytest.mark.parametrize("source", ["pipe", "file"])
def test_forgery_leaves_nothing(cli, where, source, tmp_path):
    """A forged or truncated message: 'authentication failed' on one line, status 1, nothing on
    stdout, no -o file created and an existing one left as it was."""
    c = "magma"
    nonce, aad, data = NONCE[c], b"header", H.rbytes(H.rng_for("mgm-forge")[0], 3 * MiB + 5)
    sealed = H.ok(H.run(cli, _args("encrypt", c, KEY, nonce, aad=aad), data))
    blob = bytearray(sealed)
    if where == "data":
        blob[MiB + 7] ^= 0x40
    elif where == "tag":
        blob[-3] ^= 0x01
    elif where == "truncated":
        del blob[-1]
    elif where == "aad":
        aad = b"headex"
    else:
        nonce = bytes([nonce[0] ^ 1]) + nonce[1:]
    args = _args("decrypt", c, KEY, nonce, aad=aad)
    src = tmp_path / "sealed"
    src.write_bytes(bytes(blob))
    run = (lambda a: H.run(cli, a, bytes(blob))) if source == "pipe" else \
        (lambda a: _run_file(cli, a, src))
    _assert_auth_failed(run(args))
    new = tmp_path / "new.out"
    _assert_auth_failed(run([*args, "-o", new]))
    assert not new.exists()
    old = tmp_path / "old.out"
    old.write_bytes(b"previous contents")
    _assert_auth_failed(run([*args, "-o", old]))
    assert old.read_bytes() == b"previous contents"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["old.out", "sealed"], \
        "a temporary file was left behind"


K = KEY.hex()
N16 = NONCE["kuznyechik"].hex()
N8 = NONCE["magma"].hex()
ENC = ["encrypt", "--cipher", "kuznyechik", "--mode", "mgm", "--key", K]
DEC = ["decrypt", "--cipher", "kuznyechik", "--mode", "mgm", "--key", K]

# (id, argv, stdin, text the message must contain); all exit with status 2.
BAD = [
    ("nonce-short", [*ENC, "--iv", N16[:-2]], b"abc", "16-byte nonce"),
    ("nonce-long", [*ENC, "--iv", N16 + "00"], b"abc", "16-byte nonce"),
    ("magma-nonce-16", ["encrypt", "--cipher", "magma", "--mode", "mgm", "--key", K, "--iv", N16],
     b"abc", "8-byte nonce"),
    ("nonce-top-bit", [*ENC, "--iv", "80" + N16[2:]], b"abc", "first bit"),
    ("nonce-missing", ENC, b"abc", "--iv"),
    ("decrypt-nonce-short", [*DEC, "--iv", N16[:-2]], bytes(32), "16-byte nonce"),
    ("tag-bytes-3", [*ENC, "--iv", N16, "--tag-bytes", "3"], b"abc", "tag-bytes"),
    ("tag-bytes-17", [*ENC, "--iv", N16, "--tag-bytes", "17"], b"abc", "tag-bytes"),
    ("magma-tag-bytes-9", ["encrypt", "--cipher", "magma", "--mode", "mgm", "--key", K, "--iv", N8,
                           "--tag-bytes", "9"], b"abc", "tag-bytes"),
    ("tag-bytes-word", [*ENC, "--iv", N16, "--tag-bytes", "four"], b"abc", "tag-bytes"),
    ("aad-and-aad-file", [*ENC, "--iv", N16, "--aad", "00", "--aad-file", "/dev/null"], b"abc",
     "aad"),
    ("aad-not-hex", [*ENC, "--iv", N16, "--aad", "zz"], b"abc", "aad"),
    ("aad-for-ctr", ["encrypt", "--cipher", "kuznyechik", "--mode", "ctr", "--key", K, "--iv",
                     N16[:16], "--aad", "00"], b"abc", "mgm"),
    ("tag-bytes-for-cbc", ["encrypt", "--cipher", "magma", "--mode", "cbc", "--key", K, "--iv", N8,
                           "--tag-bytes", "4"], b"12345678", "mgm"),
    ("gost89-mgm", ["encrypt", "--cipher", "gost89", "--mode", "mgm", "--key", K, "--iv", N8],
     b"abc", "gost89"),
    ("kuznyechik-sbox", [*ENC, "--iv", N16, "--sbox", "tc26-z"], b"abc", "sbox"),
    ("sector-size", [*ENC, "--iv", N16, "--sector-size", "512"], b"abc", "sector-size"),
    ("key-short", ["encrypt", "--cipher", "magma", "--mode", "mgm", "--key", K[:-2], "--iv", N8],
     b"abc", "key"),
    ("shorter-than-tag", [*DEC, "--iv", N16], bytes(15), "shorter than"),
    ("magma-shorter-than-tag-4", ["decrypt", "--cipher", "magma", "--mode", "mgm", "--key", K,
                                  "--iv", N8, "--tag-bytes", "4"], b"123", "shorter than"),
]


@pytest.mark.parametrize("case", BAD, ids=[b[0] for b in BAD])
def test_bad_input(cli, case, tmp_path):
    _, args, data, contains = case
    out = tmp_path / "out"
    for extra in ([], ["-o", out]):
        proc = H.run(cli, [*args, *extra], data)
        text = H.assert_one_line_error(proc, contains=contains)
        assert proc.returncode == 2, H.describe(proc)
        assert K not in text
        assert not out.exists()


def test_aad_file_unreadable(cli, tmp_path):
    """An --aad-file that cannot be read is an I/O failure: status 1, one line naming it."""
    for path in (tmp_path / "missing", tmp_path):
        proc = H.run(cli, [*ENC, "--iv", N16, "--aad-file", path], b"abc")
        H.assert_one_line_error(proc, contains=str(path))
        assert proc.returncode == 1, H.describe(proc)


def test_bad_input_from_file(cli, tmp_path):
    """Input shorter than the tag from a regular file (the size known before reading)."""
    f = tmp_path / "short"
    f.write_bytes(bytes(7))
    proc = _run_file(cli, ["decrypt", "--cipher", "magma", "--mode", "mgm", "--key", K, "--iv", N8],
                     f)
    H.assert_one_line_error(proc, contains="shorter than the 8-byte")
    assert proc.returncode == 2


# ---- the streaming context behind the Python CLI -----------------------------------------------
@pytest.mark.parametrize("cipher", ["kuznyechik", "magma"])
def test_streaming_context(api, backend, cipher):
    """api.Mgm fed in pieces of every size gives the one-shot result; verify accepts the tag and
    rejects a changed one."""
    rng, seed = H.rng_for("mgm-ctx", cipher)
    n = BLOCK[cipher]
    for step in (1, n - 1, n, n + 1, 3 * n + 2, 1000):
        aad, data = H.rbytes(rng, 2 * n + 3), H.rbytes(rng, 5 * n + 7)
        want = api.mgm_encrypt(data, cipher=cipher, key=KEY, nonce=NONCE[cipher], aad=aad,
                               backend=backend)
        enc = api.Mgm(cipher, KEY, NONCE[cipher], backend=backend)
        for i in range(0, len(aad), step):
            enc.aad(aad[i:i + step])
        got = b"".join(enc.update(data[i:i + step]) for i in range(0, len(data), step))
        got += enc.final()
        assert got == want, f"seed {seed} {cipher} step {step}"
        for tag, ok in ((want[-n:], True), (want[-n:-1] + bytes([want[-1] ^ 1]), False)):
            dec = api.Mgm(cipher, KEY, NONCE[cipher], decrypt=True, backend=backend)
            dec.aad(aad)
            buf = bytearray(want[:-n])
            dec.update(buf, out=buf)
            if ok:
                dec.verify(tag)
                assert bytes(buf) == data
            else:
                with pytest.raises(api.AuthenticationError):
                    dec.verify(tag)


def test_streaming_context_misuse(api):
    enc = api.Mgm("magma", KEY, NONCE["magma"])
    enc.update(b"abc")
    with pytest.raises(api.InputError, match="out of order"):
        enc.aad(b"late")
    with pytest.raises(api.InputError, match="out of order"):
        enc.verify(bytes(8))
    enc.final(4)
    with pytest.raises(api.InputError, match="out of order"):
        enc.final()
    enc.close()
    with pytest.raises(api.InputError, match="closed"):
        enc.update(b"x")
    with pytest.raises(api.InputError, match="first bit"):
        api.Mgm("kuznyechik", KEY, b"\x80" + bytes(15))
    with pytest.raises(api.InputError, match="4 to 8 bytes"):
        api.Mgm("magma", KEY, NONCE["magma"]).final(9)
