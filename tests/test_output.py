"""Where output goes, and what a failure leaves behind, on both command lines.

`-o FILE` / `--output FILE` (encrypt, decrypt, mac, hash): the same bytes as standard output, written
through a temporary file in FILE's folder that is renamed onto FILE only when complete. Every
failure (bad input, an unwritable place, a write error part way) leaves FILE as it was (absent, or
with its old content) and no temporary file. A closed standard output or a pipe whose reader has
gone is one line on stderr and exit status 1, never a silent death by SIGPIPE."""
from __future__ import annotations

import os
import re
import resource
import signal
import stat
import subprocess

import pytest

import gghelpers as H

KEY = bytes(range(32))
K = KEY.hex()
IV8 = "0102030405060708"

# (id, argv, stdin): commands that succeed.
GOOD = [
    ("encrypt", ["encrypt", "--cipher", "gost89", "--mode", "cnt", "--key", K, "--iv", IV8,
                 "--mesh"], bytes(range(256)) * 9),
    ("decrypt", ["decrypt", "--cipher", "magma", "--mode", "cbc", "--key", K, "--iv", IV8 * 2],
     bytes(range(256)) * 4),
    ("mac", ["mac", "--cipher", "magma", "--key", K, "--bits", "64"], b"abc" * 100),
    ("hash", ["hash", "--bits", "256"], b"abc"),
]


def _bad_cases(tmp):
    """(id, argv, stdin): commands that fail after -o FILE was accepted."""
    garbage = tmp / "garbage.toml"
    garbage.write_bytes(b'rows = ["C462A5B9E8D703F1",\n')
    (tmp / "adir").mkdir(exist_ok=True)
    e = ["encrypt", "--cipher", "gost89"]
    return [
        ("ecb-partial-block", [*e, "--mode", "ecb", "--key", K], b"123456789"),
        ("cbc-decrypt-truncated", ["decrypt", "--cipher", "magma", "--mode", "cbc", "--key", K,
                                   "--iv", IV8], b"x" * 20),
        ("key-short", [*e, "--mode", "ecb", "--key", K[:62]], b""),
        ("key-not-hex", [*e, "--mode", "ecb", "--key", "zz" + K[2:]], b""),
        ("iv-missing", [*e, "--mode", "cnt", "--key", K], b"abc"),
        ("unknown-sbox", [*e, "--mode", "ecb", "--key", K, "--sbox", "nosuchset"], b""),
        ("truncated-toml", [*e, "--mode", "ecb", "--key", K, "--sbox", str(garbage)], b""),
        ("unknown-backend", [*e, "--mode", "ecb", "--key", K, "--backend", "nonexistent"], b""),
        ("mac-bits", ["mac", "--cipher", "gost89", "--key", K, "--bits", "12"], b"abc"),
        ("hash-missing-file", ["hash", str(tmp / "missing.bin")], b""),
        ("hash-directory", ["hash", str(tmp / "adir")], b""),
        ("hash-second-file-missing", ["hash", str(garbage), str(tmp / "missing.bin")], b""),
    ]


def _listing(d):
    return sorted(p.name for p in d.iterdir())


def _umask(mask):
    def pre():
        os.umask(mask)
    return pre


@pytest.mark.parametrize("case", [c[0] for c in GOOD])
def test_output_file(cli, tmp_path, case):
    """-o FILE holds exactly what standard output would; new files get 0666 less the umask, an
    existing file keeps its mode; nothing else is left in the folder."""
    _, args, data = next(c for c in GOOD if c[0] == case)
    want = H.ok(H.run(cli, args, data))
    out = tmp_path / "out" / "result.bin"
    out.parent.mkdir()
    for opt in (["-o", str(out)], [f"--output={out}"], ["--output", str(out)]):
        if out.exists():
            out.unlink()
        proc = subprocess.run([*cli, *args, *opt], input=data, capture_output=True,
                              env=H.clean_env(), preexec_fn=_umask(0o027), timeout=120)
        assert H.ok(proc) == b"", H.describe(proc)
        assert out.read_bytes() == want, opt
        assert stat.S_IMODE(out.stat().st_mode) == 0o640, oct(out.stat().st_mode)
        assert _listing(out.parent) == ["result.bin"]
    # An existing file: replaced (not appended to), its mode kept.
    out.write_bytes(b"old content that is longer than any of the outputs above" * 200)
    out.chmod(0o604)
    H.ok(H.run(cli, [*args, "-o", out], data))
    assert out.read_bytes() == want
    assert stat.S_IMODE(out.stat().st_mode) == 0o604
    assert _listing(out.parent) == ["result.bin"]
    # "-o -" is standard output.
    assert H.ok(H.run(cli, [*args, "-o", "-"], data)) == want


def _bad_ids():
    import tempfile
    from pathlib import Path

    with tempfile.TemporaryDirectory() as d:
        return [c[0] for c in _bad_cases(Path(d))]


@pytest.mark.parametrize("existing", [False, True], ids=["new", "existing"])
@pytest.mark.parametrize("case", _bad_ids())
def test_output_file_untouched_on_failure(cli, tmp_path, case, existing):
    _, args, data = next(c for c in _bad_cases(tmp_path) if c[0] == case)
    folder = tmp_path / "out"
    folder.mkdir()
    out = folder / "result.bin"
    if existing:
        out.write_bytes(b"previous content\n")
    before = _listing(folder)
    proc = H.run(cli, [*args, "-o", out], data)
    H.assert_one_line_error(proc)
    assert _listing(folder) == before, "a file was left behind: " + H.describe(proc)
    if existing:
        assert out.read_bytes() == b"previous content\n"
    assert K not in proc.stderr.decode(errors="replace")


@pytest.mark.parametrize("where", ["directory", "missing-folder", "empty-name"])
def test_output_bad_place(cli, tmp_path, where):
    target = {"directory": tmp_path, "missing-folder": tmp_path / "nope" / "x.bin",
              "empty-name": ""}[where]
    before = _listing(tmp_path)
    proc = H.run(cli, ["hash", "-o", target], b"abc")
    H.assert_one_line_error(proc)
    assert _listing(tmp_path) == before


def test_output_write_error_midway(cli, tmp_path):
    """A write that fails part way (the file size limit, standing in for a full disk): an error,
    FILE untouched, the temporary file removed."""
    out = tmp_path / "result.bin"
    out.write_bytes(b"previous content\n")

    def pre():
        signal.signal(signal.SIGXFSZ, signal.SIG_IGN)  # EFBIG instead of a kill
        resource.setrlimit(resource.RLIMIT_FSIZE, (4096, 4096))

    args = ["encrypt", "--cipher", "magma", "--mode", "ctr", "--key", K, "--iv", "01020304",
            "-o", str(out)]
    proc = subprocess.run([*cli, *args], input=bytes(65536), capture_output=True,
                          env=H.clean_env(PYTHONDONTWRITEBYTECODE="1"), preexec_fn=pre, timeout=120)
    H.assert_one_line_error(proc, contains="result.bin")
    assert proc.returncode == 1
    assert out.read_bytes() == b"previous content\n"
    assert _listing(tmp_path) == ["result.bin"]


def test_output_special_files(cli, tmp_path):
    """A device is written in place, never replaced by a rename (-o /dev/null as root would
    otherwise put a regular file there); a symbolic link's target is replaced, the link kept."""
    before = os.stat("/dev/null")
    assert H.ok(H.run(cli, ["hash", "-o", "/dev/null"], b"abc")) == b""
    after = os.stat("/dev/null")
    assert stat.S_ISCHR(after.st_mode) and after.st_ino == before.st_ino
    target = tmp_path / "target.txt"
    target.write_bytes(b"old\n")
    link = tmp_path / "link.txt"
    link.symlink_to(target.name)
    want = H.ok(H.run(cli, ["hash"], b"abc"))
    H.ok(H.run(cli, ["hash", "-o", link], b"abc"))
    assert link.is_symlink() and target.read_bytes() == want
    assert _listing(tmp_path) == ["link.txt", "target.txt"]


# ---- a closed or broken standard output ------------------------------------------------------------
@pytest.mark.parametrize("case", [c[0] for c in GOOD])
def test_closed_stdout(cli, case):
    """`cmd >&-`: one line on stderr, exit status 1."""
    _, args, data = next(c for c in GOOD if c[0] == case)
    proc = subprocess.run(["sh", "-c", '"$@" >&-', "sh", *cli, *args], input=data,
                          stderr=subprocess.PIPE, env=H.clean_env(), timeout=120)
    text = proc.stderr.decode(errors="replace")
    assert proc.returncode == 1, (proc.returncode, text)
    assert text.count("\n") == 1 and "standard output" in text and "Traceback" not in text, text


@pytest.mark.parametrize("case", [c[0] for c in GOOD])
def test_closed_stdin(cli, case):
    """`cmd <&-`: one line on stderr saying standard input is closed, exit status 1, nothing
    on standard output (not the result for empty input)."""
    _, args, _ = next(c for c in GOOD if c[0] == case)
    proc = subprocess.run(["sh", "-c", '"$@" <&-', "sh", *cli, *args], capture_output=True,
                          env=H.clean_env(), timeout=120)
    text = proc.stderr.decode(errors="replace")
    assert proc.returncode == 1 and proc.stdout == b"", (proc.returncode, text)
    assert text.count("\n") == 1 and "standard input" in text and "closed" in text, text
    assert "Traceback" not in text, text


def test_closed_stdout_with_output_file(cli, tmp_path):
    """With -o FILE a closed standard output does not matter, and FILE gets the output."""
    out = tmp_path / "h.txt"
    want = H.ok(H.run(cli, ["hash"], b"abc"))
    proc = subprocess.run(["sh", "-c", '"$@" >&-', "sh", *cli, "hash", "-o", str(out)],
                          input=b"abc", stderr=subprocess.PIPE, env=H.clean_env(), timeout=120)
    assert proc.returncode == 0 and proc.stderr == b"", proc.stderr
    assert out.read_bytes() == want


@pytest.mark.parametrize("size", [0, 1 << 20], ids=["small", "1MiB"])
def test_broken_pipe(cli, size):
    """The reader of the pipe is gone (SIGPIPE at its default, as a shell leaves it): one line on
    stderr, exit status 1, not a silent death by the signal."""
    r, w = os.pipe()
    os.close(r)
    try:
        if size:
            args = ["encrypt", "--cipher", "magma", "--mode", "ctr", "--key", K, "--iv", "01020304"]
        else:
            args = ["hash"]
        proc = subprocess.run([*cli, *args], input=bytes(size) or b"abc", stdout=w,
                              stderr=subprocess.PIPE, env=H.clean_env(), timeout=120)
    finally:
        os.close(w)
    text = proc.stderr.decode(errors="replace")
    assert proc.returncode == 1, (proc.returncode, text)
    assert text.count("\n") == 1 and "standard output" in text and "Traceback" not in text, text


@pytest.mark.parametrize("sig", [signal.SIGINT, signal.SIGTERM, signal.SIGHUP],
                         ids=["SIGINT", "SIGTERM", "SIGHUP"])
def test_signal_removes_temporary_file(cli, tmp_path, sig):
    """A run ended by a signal part way leaves FILE as it was and no temporary file; while it
    runs, the temporary file (partial plaintext) is readable by its owner only."""
    import time

    fifo = tmp_path / "in.fifo"
    os.mkfifo(fifo)
    out = tmp_path / "plain.bin"
    out.write_bytes(b"old")
    out.chmod(0o644)
    args = ["decrypt", "--cipher", "kuznyechik", "--mode", "cbc", "--key", K, "--iv", IV8 * 2,
            "--backend", "portable", "-o", str(out)]
    # (r+: opening does not wait for a reader)
    with open(fifo, "r+b", buffering=0) as feed, open(fifo, "rb") as src:
        # The ending signals at their defaults in the child: a shell's background job (CI runs
        # the suite's parts with &) inherits SIGINT ignored, and both command lines rightly keep
        # an ignored signal ignored (nohup).
        def default_signals():
            for s in (signal.SIGINT, signal.SIGTERM, signal.SIGHUP):
                signal.signal(s, signal.SIG_DFL)

        proc = subprocess.Popen([*cli, *args], stdin=src, stderr=subprocess.PIPE,
                                env=H.clean_env(), preexec_fn=default_signals)
        try:
            feed.write(bytes(1 << 16))
            temps = []
            for _ in range(600):
                temps = [p for p in tmp_path.iterdir() if p.name.startswith(".plain.bin.")]
                if temps:
                    break
                time.sleep(0.05)
            assert temps, "no temporary file appeared beside FILE"
            assert stat.S_IMODE(temps[0].stat().st_mode) == 0o600
            time.sleep(0.3)  # (the Python command line: inside its loop)
            proc.send_signal(sig)
            proc.wait(timeout=60)
        finally:
            if proc.poll() is None:
                proc.kill()
                proc.wait()
    err = proc.stderr.read().decode(errors="replace")
    proc.stderr.close()
    assert proc.returncode in (-sig, 128 + sig), (proc.returncode, err)
    assert "Traceback" not in err, err
    # both command lines alike: one line for an interrupt from the keyboard, else nothing
    if sig == signal.SIGINT:
        assert re.fullmatch(r"(gostcli|gostgen): error: interrupted\n", err), err
    else:
        assert err == "", err
    assert _listing(tmp_path) == ["in.fifo", "plain.bin"]
    assert out.read_bytes() == b"old"


def test_mgm_decrypt_to_stdout_reads_a_copy(cli, tmp_path):
    """MGM decryption of a file written anywhere but a -o file (here a pipe) runs from a private
    copy of the input, which the file cannot change between the tag check and the plaintext:
    with no place for that copy in $TMPDIR it refuses, before any output (both command lines:
    the Python one does not go looking for another folder)."""
    nonce = bytes([0x12] + [0x34] * 15)
    ct = tmp_path / "ct.bin"
    data = bytes(range(256)) * 40
    args = ["--cipher", "kuznyechik", "--mode", "mgm", "--key", K, "--iv", nonce.hex()]
    ct.write_bytes(H.ok(H.run(cli, ["encrypt", *args], data)))
    missing = tmp_path / "missing"
    env = {**H.clean_env(), "TMPDIR": str(missing)}
    with open(ct, "rb") as f:
        proc = subprocess.run([*cli, "decrypt", *args], stdin=f, capture_output=True,
                              env=env, timeout=120)
    assert proc.returncode == 1 and proc.stdout == b"", H.describe(proc)
    assert proc.stderr.decode().endswith(f"error: cannot create a temporary file in {missing} for "
                                         "the input: No such file or directory\n"), H.describe(proc)
    with open(ct, "rb") as f:  # with a place for it, the plaintext
        proc = subprocess.run([*cli, "decrypt", *args], stdin=f, capture_output=True,
                              env=H.clean_env(), timeout=120)
    assert H.ok(proc) == data
