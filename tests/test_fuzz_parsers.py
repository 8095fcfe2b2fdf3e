"""Fuzzing the generator's parsers with hypothesis: the DSL (gostgen.dsl, lowered by gostgen.ir as
ir.load does) and the S-box TOML reader (gostgen.sboxfile). Inputs: mutations of the real files
(dsl/*.gg, dsl/sboxes/*.toml: truncations, deleted, inserted and replaced pieces, duplicated and
swapped lines, changed numbers), random token soup, random bytes and invalid UTF-8. Every input
either parses (an S-box set then validates and round-trips through a file written again) or
raises gostgen's InputError; any other exception, or a parse running past 20 s, is a finding.
The S-box files gostcli accepts (its own small parser) must be read to the same table.
The `gostgen` commands given such bad files print one line on stderr and exit non-zero.

Bounded: GOSTGEN_FUZZ_EXAMPLES examples per test (default 150); raise it for a longer run, e.g.
GOSTGEN_FUZZ_EXAMPLES=20000 python -m pytest tests/test_fuzz_parsers.py."""
from __future__ import annotations

import os
import re
import signal
import tempfile
from contextlib import contextmanager
from pathlib import Path

import pytest

hypothesis = pytest.importorskip("hypothesis")
from hypothesis import HealthCheck, given, settings  # noqa: E402
from hypothesis import strategies as st  # noqa: E402

import gghelpers as H  # noqa: E402
from gostgen import dsl, ir, sboxfile  # noqa: E402
from gostgen.errors import InputError  # noqa: E402

REPO = Path(__file__).resolve().parent.parent
DSL_FILES = {p.name: p.read_text(encoding="utf-8") for p in sorted((REPO / "dsl").glob("*.gg"))}
TOML_FILES = {p.name: p.read_text(encoding="utf-8")
              for p in sorted((REPO / "dsl" / "sboxes").glob("*.toml"))}
EXAMPLES = int(os.environ.get("GOSTGEN_FUZZ_EXAMPLES", "150"))
FUZZ = settings(max_examples=EXAMPLES, deadline=None, database=None, print_blob=True,
                suppress_health_check=list(HealthCheck))

# Pieces that mean something to the parsers, and some that should not.
DSL_WORDS = ["cipher", "hash", "end", "func", "return", "for", "in", "param", "key", "state",
             "table", "matrix", "const", "schedule", "order", "variant", "swap", "unswap", "u32",
             "u8", "v512", "x", "->", "..", ":", ",", "=", "(", ")", "[", "]", "+", "-", "*", "<<",
             ">>", "#", "\n", "  ", "\t", "\r", "K0", "K7", "K9", "S", "a", "b", "g", "round",
             "0", "1", "4", "8", "64", "0x", "0xff", "ff", "99999999999999999999", "-1", "le32",
             "be32", "add32", "xor", "rotl", "subst4", "encrypt", "decrypt", "mac", "block",
             "\u00e9", "\x00", "\ufeff", "\u2028"]
TOML_WORDS = ['"', "'", '"""', "'''", "[", "]", ",", "=", "#", "\n", "\r\n", " ", "\t", "rows",
              "name", "oid", "[rows]", "[[rows]]", "{", "}", "true", "1.5", "0x10", "1979-05-27",
              "\\u0041", "\\n", "\\", "0123456789ABCDEF", "0123456789abcdef", "0123456789ABCDE",
              "0123456789ABCDEFF", "G123456789ABCDEF", "1.2.643", "1..2", "-", "_", ".", "x" * 70,
              "\u00e9", "\x00", "\x7f", "\ufeff"]


@contextmanager
def time_limit(seconds, what):
    """A parse that does not finish is a finding too (hypothesis has no deadline here)."""
    def expired(signum, frame):
        raise AssertionError(f"{what}: no result within {seconds} s")
    old = signal.signal(signal.SIGALRM, expired)
    signal.alarm(seconds)
    try:
        yield
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, old)


@st.composite
def mutated(draw, texts: dict, words: list):
    """A real file with a few random edits."""
    name = draw(st.sampled_from(sorted(texts)))
    text = texts[name]
    for _ in range(draw(st.integers(1, 6))):
        op = draw(st.sampled_from(["truncate", "delete", "insert", "replace", "dupline",
                                   "swaplines", "number", "char"]))
        n = len(text)
        i = draw(st.integers(0, n))
        if op == "truncate":
            text = text[:i]
        elif op == "delete":
            text = text[:i] + text[i + draw(st.integers(1, 40)):]
        elif op == "insert":
            text = text[:i] + draw(st.sampled_from(words)) + text[i:]
        elif op == "replace":
            text = text[:i] + draw(st.sampled_from(words)) + text[i + draw(st.integers(1, 8)):]
        elif op == "char":
            text = text[:i] + draw(st.characters(codec="utf-8")) + text[i + 1:]
        elif op in ("dupline", "swaplines"):
            lines = text.split("\n")
            a = draw(st.integers(0, len(lines) - 1))
            b = draw(st.integers(0, len(lines) - 1))
            if op == "dupline":
                lines.insert(b, lines[a])
            else:
                lines[a], lines[b] = lines[b], lines[a]
            text = "\n".join(lines)
        else:
            nums = list(re.finditer(r"\d+", text))
            if nums:
                m = draw(st.sampled_from(nums))
                new = str(draw(st.sampled_from([0, 1, 2, 3, 7, 8, 9, 15, 16, 17, 31, 32, 33, 63, 64,
                                                65, 255, 256, 511, 512, 4096, 10**6, 10**30])))
                text = text[:m.start()] + new + text[m.end():]
    return text


def soup(words):
    return st.lists(st.sampled_from(words), max_size=80).map("".join)


# ---- DSL ----------------------------------------------------------------------------------------

def _dsl_check(text: str) -> None:
    with time_limit(20, "DSL parse"):
        try:
            unit = dsl.parse_text(text, "fuzz.gg")
            lowered = ir.lower_cipher(unit) if unit.kind == "cipher" else ir.lower_hash(unit)
        except InputError as e:
            msg = str(e)
            assert msg and "\n" not in msg, f"InputError not one line: {msg!r}"
            return
    assert lowered is not None


def _loaded_bytes(real_text, blob, cut, file_name, load, what):
    """Random bytes, and a real file truncated with the bytes appended, each written to a file and
    read by load: yields what load accepted; a refusal must be a one-line InputError."""
    real = real_text.encode()
    for data in (blob, real[:cut % (len(real) + 1)] + blob):
        with tempfile.TemporaryDirectory() as d:
            p = Path(d) / file_name
            p.write_bytes(data)
            with time_limit(20, what):
                try:
                    loaded = load(p)
                except InputError as e:
                    assert "\n" not in str(e), str(e)
                    continue
            yield loaded


@FUZZ
@given(mutated(DSL_FILES, DSL_WORDS))
def test_dsl_mutations(text):
    _dsl_check(text)


@FUZZ
@given(soup(DSL_WORDS))
def test_dsl_token_soup(text):
    _dsl_check(text)


@FUZZ
@given(st.binary(max_size=400), st.sampled_from(sorted(DSL_FILES)), st.integers(0, 10**6))
def test_dsl_bytes(blob, name, cut):
    """Random bytes (mostly invalid UTF-8), and a real file truncated with bytes appended, read
    from a file as ir.load does."""
    for _ in _loaded_bytes(DSL_FILES[name], blob, cut, "fuzz.gg", ir.load, "DSL load"):
        pass


# ---- S-box TOML -----------------------------------------------------------------------------------

def _sbox_check(text: str, file: str = "fuzz.toml"):
    try:
        s = sboxfile.parse(text, file)
    except InputError as e:
        assert str(e) and "\n" not in str(e), f"InputError not one line: {str(e)!r}"
        return None
    # accepted: a valid set, which round-trips through a file written again
    assert len(s.rows) == 8 and all(len(r) == 16 and all(0 <= v < 16 for v in r) for r in s.rows)
    assert re.fullmatch(r"[A-Za-z0-9][A-Za-z0-9._-]{0,62}", s.name), s.name
    assert s.oid == "" or re.fullmatch(r"[0-9]+(\.[0-9]+)+", s.oid), s.oid
    again = sboxfile.parse(H.toml_text(s.rows, s.name, s.oid or None), file)
    assert (again.rows, again.name, again.oid) == (s.rows, s.name, s.oid)
    return s


@FUZZ
@given(mutated(TOML_FILES, TOML_WORDS))
def test_sbox_mutations(text):
    _sbox_check(text)


@FUZZ
@given(soup(TOML_WORDS))
def test_sbox_token_soup(text):
    _sbox_check(text)


@FUZZ
@given(st.binary(max_size=400), st.sampled_from(sorted(TOML_FILES)), st.integers(0, 10**6))
def test_sbox_bytes(blob, name, cut):
    for s in _loaded_bytes(TOML_FILES[name], blob, cut, "fuzz.toml", sboxfile.load, "S-box load"):
        assert len(s.rows) == 8


@settings(max_examples=max(20, EXAMPLES // 3), deadline=None, database=None, print_blob=True,
          suppress_health_check=list(HealthCheck))
@given(mutated(TOML_FILES, TOML_WORDS))
def test_sbox_gostcli_agrees(gostcli, text):
    """gostcli parses S-box files itself: whatever it accepts, the Python reader must accept as
    the same table (checked by a one-block ECB encryption against the reference)."""
    key = bytes(range(32))
    block = bytes(range(8))
    with tempfile.TemporaryDirectory() as d:
        p = Path(d) / "fuzz.toml"
        p.write_text(text, encoding="utf-8")
        proc = H.run([str(gostcli)], ["encrypt", "--cipher", "gost89", "--mode", "ecb",
                                      "--key", key.hex(), "--sbox", p], block)
        if proc.returncode != 0:
            H.assert_one_line_error(proc)
            return
        s = _sbox_check(text)
        assert s is not None, f"gostcli accepts an S-box file Python refuses:\n{text}"
        assert proc.stdout == H.ref_crypt("gost89", "ecb", s.rows, key, b"", block), \
            f"gostcli reads another table than Python from:\n{text}"


# ---- the gostgen command line on bad files -------------------------------------------------------

BAD_TOML = [b"", b"rows = [", b"\xff\xfe rows", b"rows = [\"0123\"]\n",
            TOML_FILES["test.toml"].encode()[:150], b"name = 'x'\nrows = 5\n", b"[rows]\nx = 1\n"]
BAD_DSL = [b"", b"\xff\xfe", DSL_FILES["gost28147.gg"].encode()[:300],
           DSL_FILES["streebog.gg"].encode()[:-20], b"cipher x\nend\n"]


@pytest.mark.parametrize("data", BAD_TOML, ids=[f"toml{i}" for i in range(len(BAD_TOML))])
def test_cli_bad_sbox_file(tmp_path, data):
    bad = tmp_path / "bad.toml"
    bad.write_bytes(data)
    out = tmp_path / "out"
    proc = H.run(H.pycli(), ["generate", "--sbox", bad, "--out", out])
    H.assert_one_line_error(proc)
    assert not out.exists(), "a failed generate left its output folder"


@pytest.mark.parametrize("data", BAD_DSL, ids=[f"dsl{i}" for i in range(len(BAD_DSL))])
def test_cli_bad_dsl_file(tmp_path, data):
    """python -m gostgen.generate --dsl DIR: the generator's own entry point."""
    d = tmp_path / "dsl"
    d.mkdir()
    (d / "gost28147.gg").write_bytes(data)
    (d / "streebog.gg").write_text(DSL_FILES["streebog.gg"], encoding="utf-8")
    out = tmp_path / "out"
    import sys
    proc = H.run([sys.executable, "-m", "gostgen.generate"], ["--dsl", d, "--out", out])
    H.assert_one_line_error(proc)
    assert not out.exists(), "a failed generate left its output folder"
