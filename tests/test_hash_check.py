"""`hash` on both command lines as sha256sum: digests of every file that can be read, one error line
per file that cannot (status 1 at the end), and `--check` / `-c` as sha256sum's -c flag, the
lists its operands (none: standard input; "NAME: OK" / "NAME: FAILED", sha256sum's closing
warnings per list, status 1 on any failure, unreadable file or list or ill-formed line). The two
command lines print the same bytes (stderr up to the program's name)."""
from __future__ import annotations

import subprocess

import pytest

import gghelpers as H


def _stderr(proc) -> str:
    text = proc.stderr.decode("utf-8", "replace")
    return text.replace("gostgen: ", "PROG: ").replace("gostcli: ", "PROG: ")


@pytest.fixture
def files(tmp_path):
    (tmp_path / "a.txt").write_bytes(b"abc")
    (tmp_path / "b.bin").write_bytes(bytes(range(256)) * 300)
    (tmp_path / "odd\\name").write_bytes(b"backslash")
    (tmp_path / "sub").mkdir()
    return tmp_path


def _digest(api, path, bits=512):
    return api.Streebog(bits, path.read_bytes()).hexdigest()


def test_unreadable_files_reported_and_others_printed(cli, api, files):
    names = ["a.txt", "missing", "b.bin", "sub", "odd\\name"]
    proc = H.run(cli, ["hash", *names], cwd=files)
    assert proc.returncode == 1, H.describe(proc)
    odd = _digest(api, files / "odd\\name")
    want = (f"{_digest(api, files / 'a.txt')}  a.txt\n{_digest(api, files / 'b.bin')}  b.bin\n"
            "\\" + odd + "  odd\\\\name\n")
    assert proc.stdout.decode() == want
    assert _stderr(proc) == ("PROG: error: missing: No such file or directory\n"
                             "PROG: error: sub: Is a directory\n")


def test_unreadable_file_with_output_file(cli, files):
    """-o FILE: a failure leaves FILE as it was (the project's rule for -o), the errors on stderr."""
    out = files / "sums"
    out.write_bytes(b"old\n")
    proc = H.run(cli, ["hash", "a.txt", "missing", "-o", out], cwd=files)
    assert proc.returncode == 1 and proc.stdout == b""
    assert _stderr(proc) == "PROG: error: missing: No such file or directory\n"
    assert out.read_bytes() == b"old\n"
    assert sorted(p.name for p in files.iterdir()) == ["a.txt", "b.bin", "odd\\name", "sub", "sums"]


@pytest.mark.parametrize("bits", [256, 512])
def test_check_all_good(cli, files, bits):
    sums = H.ok(H.run(cli, ["hash", "--bits", bits, "a.txt", "b.bin", "odd\\name"], cwd=files))
    (files / "list").write_bytes(sums)
    proc = H.run(cli, ["hash", "--check", "list"], cwd=files)
    assert H.ok(proc) == b"a.txt: OK\nb.bin: OK\n\\odd\\\\name: OK\n"
    # The list from standard input, CRLF line ends, sha256sum's binary marker '*'.
    crlf = sums.replace(b"  a.txt", b" *a.txt").replace(b"\n", b"\r\n")
    assert H.ok(H.run(cli, ["hash", "--check", "-"], crlf, cwd=files)) == proc.stdout
    assert H.ok(H.run(cli, ["hash", "--check", "list", "--bits", bits], cwd=files)) == proc.stdout
    # sha256sum's spellings: -c a flag, the options before the list, standard input by default,
    # --check=LIST; several lists one after the other
    for args in (["-c", "list"], ["--check", "--bits", bits, "list"], ["--check=list"]):
        assert H.ok(H.run(cli, ["hash", *args], cwd=files)) == proc.stdout, args
    assert H.ok(H.run(cli, ["hash", "-c"], sums, cwd=files)) == proc.stdout
    assert H.ok(H.run(cli, ["hash", "-c", "list", "-", "list"], crlf, cwd=files)) == 3 * proc.stdout


def test_check_failures(cli, api, files):
    good = _digest(api, files / "a.txt")
    lines = [f"{good}  a.txt", f"{good}  b.bin", f"{good}  missing", "not a checksum line",
             f"{good[:-1]}  a.txt", f"{good.upper()}  a.txt", ""]
    (files / "list").write_text("\n".join(lines))
    proc = H.run(cli, ["hash", "--check", "list"], cwd=files)
    assert proc.returncode == 1, H.describe(proc)
    assert proc.stdout == b"a.txt: OK\nb.bin: FAILED\nmissing: FAILED open or read\na.txt: OK\n"
    assert _stderr(proc) == ("PROG: error: missing: No such file or directory\n"
                             "PROG: WARNING: 2 lines are improperly formatted\n"
                             "PROG: WARNING: 1 listed file could not be read\n"
                             "PROG: WARNING: 1 computed checksum did NOT match\n")


def test_check_bits_given_makes_other_lengths_ill_formed(cli, api, files):
    (files / "list").write_text(f"{_digest(api, files / 'a.txt', 512)}  a.txt\n"
                                f"{_digest(api, files / 'a.txt', 256)}  a.txt\n")
    proc = H.run(cli, ["hash", "--check", "list", "--bits", "256"], cwd=files)
    assert proc.returncode == 1 and proc.stdout == b"a.txt: OK\n"
    assert _stderr(proc) == "PROG: WARNING: 1 line is improperly formatted\n"


@pytest.mark.parametrize("case", ["no-good-lines", "list-missing", "with-output", "twice"])
def test_check_errors(cli, files, case):
    (files / "list").write_text("nothing\nuseful\n")
    args = {"no-good-lines": ["hash", "--check", "list"],
            "list-missing": ["hash", "--check", "nolist"],
            "with-output": ["hash", "--check", "list", "-o", "out"],
            "twice": ["hash", "-c", "--check", "list"]}[case]
    text = H.assert_one_line_error(H.run(cli, args, cwd=files))
    assert {"no-good-lines": "no properly formatted", "list-missing": "nolist",
            "with-output": "output", "twice": "more than once"}[case] in text


def test_check_lists_go_on_after_a_bad_one(cli, api, files):
    """A list that cannot be read or has no checksum line is reported, and the next list is
    checked (sha256sum -c's way); the status is 1."""
    (files / "good").write_text(f"{_digest(api, files / 'a.txt')}  a.txt\n")
    proc = H.run(cli, ["hash", "--check", "nolist", "a.txt", "good"], cwd=files)
    assert proc.returncode == 1 and proc.stdout == b"a.txt: OK\n", H.describe(proc)
    assert _stderr(proc) == ("PROG: error: nolist: No such file or directory\n"
                             "PROG: error: a.txt: no properly formatted Streebog checksum lines "
                             "found\n")


def test_both_clis_agree(gostcli, api, files):
    (files / "list").write_text(f"{_digest(api, files / 'a.txt')}  a.txt\n"
                                f"{_digest(api, files / 'a.txt')}  b.bin\nx\n")
    for args in (["hash", "a.txt", "missing", "b.bin"], ["hash", "--check", "list"],
                 ["hash", "-c", "nolist", "list", "a.txt"]):
        a = H.run([str(gostcli)], args, cwd=files)
        b = H.run(H.pycli(), args, cwd=files)
        assert (a.returncode, a.stdout, _stderr(a)) == (b.returncode, b.stdout, _stderr(b))


def test_help_says_the_defaults(gostcli):
    text = H.ok(H.run([str(gostcli)], ["--help"])).decode()
    assert "default 512 bits" in text and "--check|-c" in text
    py = H.ok(H.run(H.pycli(), ["hash", "--help"])).decode()
    assert "default 512" in " ".join(py.split()) and "--check" in py


def test_closed_stdout_check(cli, files):
    (files / "list").write_text("x\n")
    proc = subprocess.run(["sh", "-c", '"$@" >&-', "sh", *cli, "hash", "--check", "list"],
                          stderr=subprocess.PIPE, cwd=files, env=H.clean_env(), timeout=120)
    assert proc.returncode == 1 and b"standard output" in proc.stderr, proc.stderr
