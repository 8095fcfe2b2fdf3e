"""Streaming on both command lines: encrypt, decrypt and mac of inputs larger than their buffers,
through pipes and from files, in bounded memory, with the same bytes as one-shot API calls; and
what an input that ends badly (ECB/CBC with a partial block) leaves behind.

Memory: a stream of GOSTGEN_STREAM_TEST_MIB MiB (default 1024) goes through
`encrypt | decrypt` in pipes; each process's peak resident size (VmHWM, sampled) must stay
under 64 MiB, the bound the README states (it holds for any size: the buffers are fixed)."""
from __future__ import annotations

import hashlib
import os
import subprocess
import threading
import time

import pytest

import gghelpers as H

KEY = bytes(range(32))
K = KEY.hex()
MiB = 1 << 20
RSS_BOUND_KIB = 64 * 1024
# Under AddressSanitizer (.ci/sanitize.sh) memory use is the sanitizer's (shadow memory, its
# allocator's quarantine) and the instrumented kernels are slower: a smaller stream, and the
# resident-size bound is left to the uninstrumented run.
SANITIZED = "ASAN_OPTIONS" in os.environ
STREAM_MIB = int(os.environ.get("GOSTGEN_STREAM_TEST_MIB", "64" if SANITIZED else "1024"))


def _check_rss(**peaks):
    if SANITIZED:
        return
    assert all(v < RSS_BOUND_KIB for v in peaks.values()), \
        f"peak resident size (KiB): {peaks} (bound 64 MiB)"

# One 4 MiB pattern repeated: cheap to produce at pipe speed, not a multiple of the CLIs' buffers
# when cut at an odd total length.
PATTERN = H.rbytes(H.rng_for("stream-pattern")[0], 4 * MiB + 3)


def _feed(pipe, total: int, digest) -> None:
    try:
        left = total
        while left:
            piece = PATTERN[:min(left, len(PATTERN))]
            pipe.write(piece)
            digest.update(piece)
            left -= len(piece)
    finally:
        pipe.close()


def _hwm(pid: int) -> int:
    """The process's peak resident size so far (VmHWM, KiB), 0 once it is gone."""
    try:
        with open(f"/proc/{pid}/status") as f:
            for line in f:
                if line.startswith("VmHWM:"):
                    return int(line.split()[1])
    except OSError:
        pass
    return 0


def _watch(proc, peaks: dict) -> threading.Thread:
    """Samples the child's VmHWM until it exits. Not ru_maxrss from wait4: Linux carries the
    parent's high-water mark into a child across fork and exec, so a child of a large pytest
    process would report pytest's size."""
    def run():
        while proc.poll() is None:
            peaks[proc.pid] = max(peaks.get(proc.pid, 0), _hwm(proc.pid))
            time.sleep(0.02)
    t = threading.Thread(target=run, daemon=True)
    t.start()
    return t


_PEAKS: dict = {}


def _wait(proc):
    """Exit status and peak resident size (KiB) of a child started with _watch."""
    proc.wait()
    peak = _PEAKS.get(proc.pid, 0)
    assert peak > 0, "the child's VmHWM was never read (exited before the first sample?)"
    return proc.returncode, peak


@pytest.mark.parametrize("threads", [None, "2"], ids=["threads-1", "threads-2"])
def test_pipe_roundtrip_bounded_memory(cli, threads):
    """A large stream through `encrypt | decrypt`: the same bytes come back, and neither process
    grows past 64 MiB resident."""
    total = STREAM_MIB * MiB + 5
    extra = ["--threads", threads] if threads else []
    enc_args = ["encrypt", "--cipher", "magma", "--mode", "ctr", "--key", K, "--iv", "01020304",
                *extra]
    dec_args = ["decrypt", *enc_args[1:]]
    env = H.clean_env()
    enc = subprocess.Popen([*cli, *enc_args], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                           stderr=subprocess.PIPE, env=env)
    _watch(enc, _PEAKS)
    dec = subprocess.Popen([*cli, *dec_args], stdin=enc.stdout, stdout=subprocess.PIPE,
                           stderr=subprocess.PIPE, env=env)
    _watch(dec, _PEAKS)
    enc.stdout.close()
    sent = hashlib.sha256()
    feeder = threading.Thread(target=_feed, args=(enc.stdin, total, sent))
    feeder.start()
    got, n = hashlib.sha256(), 0
    for chunk in iter(lambda: dec.stdout.read(MiB), b""):
        got.update(chunk)
        n += len(chunk)
    feeder.join()
    enc_status, enc_rss = _wait(enc)
    dec_status, dec_rss = _wait(dec)
    errors = enc.stderr.read() + dec.stderr.read()
    assert (enc_status, dec_status, errors) == (0, 0, b""), errors
    assert n == total and got.digest() == sent.digest()
    _check_rss(encrypt=enc_rss, decrypt=dec_rss)


@pytest.mark.parametrize("what", ["mac", "sectors", "hash"])
def test_pipe_bounded_memory_mac_and_sectors(cli, api, what):
    """mac, sector mode and hash stream too (smaller streams: MAC and Streebog are sequential
    and slower; hash's above its 64 MiB batch group)."""
    sector = what == "sectors"
    total = {"sectors": max(STREAM_MIB // 4, 8), "mac": min(STREAM_MIB, 32),
             "hash": 72 if not SANITIZED else 4}[what] * MiB + 100
    if what == "hash":
        args = ["hash", "--bits", "512", "-"]
    elif sector:
        args = ["encrypt", "--cipher", "gost89", "--mode", "cfb", "--mesh", "--key", K,
                "--sector-size", "4096"]
    else:
        args = ["mac", "--cipher", "magma", "--key", K, "--bits", "64"]
    proc = subprocess.Popen([*cli, *args], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, env=H.clean_env())
    _watch(proc, _PEAKS)
    sent = hashlib.sha256()
    feeder = threading.Thread(target=_feed, args=(proc.stdin, total, sent))
    feeder.start()
    out = hashlib.sha256()
    first = b""
    for chunk in iter(lambda: proc.stdout.read(MiB), b""):
        out.update(chunk)
        first = first or chunk
    feeder.join()
    status, rss = _wait(proc)
    assert status == 0, proc.stderr.read()
    _check_rss(process=rss)
    if sector:  # the first sectors as the API makes them
        head = PATTERN[:len(first)]
        assert first == api.encrypt_sectors(head, cipher="gost89", mode="cfb", mesh=True, key=KEY,
                                            sector_size=4096)
    else:
        m = api.streebog512() if what == "hash" else api.Mac("magma", KEY, bits=64)
        left = total
        while left:
            piece = PATTERN[:min(left, len(PATTERN))]
            m.update(piece)
            left -= len(piece)
        assert first == (m.hexdigest() + ("  -" if what == "hash" else "") + "\n").encode()


MODES = [("gost89", "ecb", False, None), ("gost89", "cnt", True, "0102030405060708"),
         ("gost89", "cfb", True, "0102030405060708"), ("magma", "ctr", False, "01020304"),
         ("magma", "ofb", False, "0102030405060708" * 2), ("magma", "cbc", False, "0102030405060708"),
         ("magma", "cfb", False, "0102030405060708" * 3),
         ("kuznyechik", "ctr", False, "0102030405060708"),
         ("kuznyechik", "cbc", False, "0102030405060708" * 2)]


@pytest.mark.parametrize("m", MODES, ids=[f"{c}-{m}{'-mesh' if x else ''}" for c, m, x, _ in MODES])
def test_stream_equals_one_shot(cli, api, tmp_path, m):
    """Every mode, an input of several buffers (not a multiple of one), from a pipe and from a
    file, with and without --threads and -o: the one-shot API's bytes; decrypt gives it back."""
    cipher, mode, mesh, iv = m
    rng, seed = H.rng_for("stream-modes", m)
    n = 9 * MiB + 16 * rng.randrange(1000) + (0 if mode in ("ecb", "cbc") else rng.randrange(16))
    data = H.rbytes(rng, n)
    ivb = bytes.fromhex(iv) if iv else None
    want = api.encrypt(data, cipher=cipher, mode=mode, key=KEY, iv=ivb, mesh=mesh)
    args = H.crypt_args(cipher, mode, KEY, ivb, None, mesh)
    src = tmp_path / "in.bin"
    src.write_bytes(data)
    out = tmp_path / "out.bin"
    for extra in ([], ["--threads", "2"], ["-o", str(out)]):
        to_file = extra[:1] == ["-o"]
        for source in ("pipe", "file"):
            if out.exists():
                out.unlink()
            if source == "pipe":
                proc = H.run(cli, [*args, *extra], data)
            else:
                with open(src, "rb") as f:
                    proc = subprocess.run([*cli, *args, *extra], stdin=f, capture_output=True,
                                          env=H.clean_env(), timeout=120)
            got = H.ok(proc)
            if to_file:
                assert got == b""
                got = out.read_bytes()
            assert got == want, f"seed {seed} {source} {extra}"
    dec = H.crypt_args(cipher, mode, KEY, ivb, None, mesh, decrypt=True)
    assert H.ok(H.run(cli, dec, want)) == data, f"seed {seed}"


def _buffer(threads: bool) -> int:
    return 8 * MiB if threads else MiB


@pytest.mark.parametrize("threads", [False, True], ids=["threads-1", "threads-2"])
@pytest.mark.parametrize("mode", ["ecb", "cbc", "cbc-sectors"])
def test_partial_block_through_pipe(cli, api, tmp_path, mode, threads):
    """ECB/CBC input that ends in a partial block (a partial sector with --sector-size), through a
    pipe: the error is known only at the end. Documented behaviour: the output of every buffer but
    the last (1 MiB; 8 MiB with --threads other than 1) is written, i.e. the first
    floor(L / buffer) * buffer bytes, then one error line, status 2. With -o nothing is kept."""
    rng, seed = H.rng_for("partial-pipe", mode, threads)
    buf = _buffer(threads)
    n = 2 * buf + 8 * rng.randrange(1, 1000) + (0 if mode == "cbc-sectors" else 3)
    data = H.rbytes(rng, n)
    if mode == "cbc-sectors":
        args = ["encrypt", "--cipher", "magma", "--mode", "cbc", "--key", K, "--sector-size", "512"]
        whole = (2 * buf) // 512 * 512
        want = api.encrypt_sectors(data[:whole], cipher="magma", mode="cbc", key=KEY,
                                   sector_size=512)
    else:
        iv = bytes(8) if mode == "cbc" else None
        args = H.crypt_args("magma", mode, KEY, iv, None)
        want = api.encrypt(data[:2 * buf], cipher="magma", mode=mode, key=KEY, iv=iv)
    if threads:
        args += ["--threads", "2"]
    proc = H.run(cli, args, data)
    assert proc.returncode == 2, H.describe(proc)
    assert proc.stdout == want[:2 * buf], f"seed {seed}: {len(proc.stdout)} bytes written"
    assert proc.stderr.count(b"\n") == 1 and b"bytes" in proc.stderr, proc.stderr
    # -o FILE: the temporary file is removed, FILE untouched.
    out = tmp_path / "out.bin"
    out.write_bytes(b"old")
    H.assert_one_line_error(H.run(cli, [*args, "-o", out], data))
    assert out.read_bytes() == b"old" and sorted(p.name for p in tmp_path.iterdir()) == ["out.bin"]


def test_partial_block_small_pipe_and_file(cli, tmp_path):
    """Shorter than one buffer through a pipe, or any size from a regular file (its size is
    checked first): nothing on stdout at all."""
    args = H.crypt_args("gost89", "ecb", KEY, None, None)
    H.assert_one_line_error(H.run(cli, args, bytes(MiB - 1)))
    src = tmp_path / "in.bin"
    src.write_bytes(bytes(5 * MiB + 4))
    with open(src, "rb") as f:
        proc = subprocess.run([*cli, *args], stdin=f, capture_output=True, env=H.clean_env(),
                              timeout=120)
    H.assert_one_line_error(proc, contains="5242884 bytes")


def test_regular_file_input_read_from_offset(cli, api, tmp_path):
    """A regular-file input already partly read (`(head -c N; gostcli ...) < file`): the size
    check counts from the current offset."""
    src = tmp_path / "in.bin"
    data = H.rbytes(H.rng_for("offset")[0], 3 * MiB + 16)
    src.write_bytes(b"abc" + data)
    args = H.crypt_args("magma", "ecb", KEY, None, None)
    with open(src, "rb") as f:
        os.lseek(f.fileno(), 3, os.SEEK_SET)
        proc = subprocess.run([*cli, *args], stdin=f, capture_output=True, env=H.clean_env(),
                              timeout=120)
    assert H.ok(proc) == api.encrypt(data, cipher="magma", mode="ecb", key=KEY)
