"""DSL errors: the real descriptions (dsl/*.gg) mutated in memory into an unknown operation, a
malformed table row, a missing `end`, a wrong type, ... must raise gostgen.errors.InputError with
one line "FILE:LINE:COL: message" pointing at the mutation, from the parser/lowering, from ir.load
on a file, and from the `python -m gostgen.generate` entry (one line on stderr, status 2)."""
from __future__ import annotations

import re
import shutil
import subprocess
import sys

import pytest

import gghelpers as H

DSL = H.REPO / "dsl"
ROW0 = "fc ee dd 11 cf 6e 31 16 fb c4 fa da 23 c5 04 4d"

# (id, file, old, new, at, exact_col): `at` is a substring of the mutated text whose first
# occurrence is where the error must point (its line; and its column if exact_col); None: anywhere.
MUTATIONS = [
    ("unknown-operation", "gost28147.gg", "rotl(s, 11)", "rotr(s, 11)", "rotr(s, 11)", True),
    ("unknown-operation-hash", "streebog.gg", "linear(A, permute", "linearx(A, permute", "linearx(", True),
    ("unexpected-character", "gost28147.gg", "    s = subst4(S, t)\n", "    s = subst4(S, t) $\n", "$", True),
    ("table-row-short", "streebog.gg", ROW0, ROW0[:-3], "pi : u8[256]", True),
    ("table-row-long", "streebog.gg", ROW0, ROW0 + " 00", "pi : u8[256]", True),
    ("table-row-not-hex", "streebog.gg", ROW0, ROW0.replace("da", "zz"), "zz 23", True),
    ("table-row-one-digit", "streebog.gg", ROW0, ROW0.replace("da", "d"), "d 23 c5 04 4d", True),
    ("matrix-row-short-value", "streebog.gg", "8e20faa72ba0b470 ", "8e20faa72ba0b47 ", "8e20faa72ba0b47 ", True),
    ("table-missing-end", "streebog.gg", "  end\n\n  # P:", "\n  # P:", "perm tau", False),
    ("func-missing-end", "gost28147.gg", "    return rotl(s, 11)\n  end\n", "    return rotl(s, 11)\n",
     "round(a: u32", True),
    ("loop-missing-end", "streebog.gg", "      k = LPS(xor(k, C[i]))\n    end\n", "      k = LPS(xor(k, C[i]))\n",
     "g(h: v512, N: v512, m: v512)", True),
    ("unknown-type", "gost28147.gg", "state a, b : u32", "state a, b : u64", "u64", True),
    ("wrong-param-type", "streebog.gg", "func LPS(x: v512)", "func LPS(x: u32)",
     "return linear(A, permute(tau, subst8(pi, x)))", False),
    ("wrong-return-type", "gost28147.gg", "func g(x: u32, k: u32) -> u32", "func g(x: u32, k: u32) -> v512",
     "g(x: u32, k: u32) -> v512", True),
    ("wrong-argument-count", "gost28147.gg", "t = add32(x, k)", "t = add32(x, k, k)", "add32(x, k, k)", True),
    ("wrong-call-arity", "gost28147.gg", "b = xor(b, g(a, k))", "b = xor(b, g(a))", "g(a))", True),
    ("unknown-name", "gost28147.gg", "t = add32(x, k)", "t = add32(x, Q)", "t = add32(x, Q)", False),
    ("number-as-value", "streebog.gg", "m = LPS(xor(k, m))", "m = LPS(xor(k, 1))", "m = LPS(xor(k, 1))", False),
    ("round-key-out-of-range", "gost28147.gg", "schedule encrypt = K0..K7, K0..K7, K0..K7, K7..K0",
     "schedule encrypt = K0..K7, K0..K7, K0..K8, K7..K0", "schedule encrypt", False),
    ("rotl-count", "gost28147.gg", "rotl(s, 11)", "rotl(s, 32)", "rotl(s, 32)", False),
    ("unknown-declaration", "gost28147.gg", "  key K[8] : u32", "  keys K[8] : u32", "keys K[8]", True),
]


def _pos(text, at):
    i = text.index(at)
    line = text.count("\n", 0, i) + 1
    return line, i - (text.rfind("\n", 0, i) + 1) + 1


def _mutate(m):
    _, fname, old, new, at, _ = m
    text = (DSL / fname).read_text()
    assert text.count(old) >= 1, f"{old!r} is no longer in dsl/{fname}: update this test"
    mutated = text.replace(old, new, 1)
    assert mutated != text
    return mutated


def _check(msg, file, m, mutated):
    assert "\n" not in msg, repr(msg)
    g = re.match(rf"^{re.escape(file)}:(\d+):(\d+): \S", msg)
    assert g, f"message does not start with {file}:LINE:COL: {msg!r}"
    at, exact = m[4], m[5]
    if at is not None:
        line, col = _pos(mutated, at)
        assert int(g.group(1)) == line, f"line: expected {line} ({at!r}), got {msg!r}"
        if exact:
            assert int(g.group(2)) == col, f"column: expected {col} ({at!r}), got {msg!r}"
    return int(g.group(1))


def _compile(text, file):
    from gostgen import dsl, ir

    unit = dsl.parse_text(text, file)
    return ir.lower_cipher(unit) if unit.kind == "cipher" else ir.lower_hash(unit)


IDS = [pytest.param(m, id=m[0]) for m in MUTATIONS]


def test_unmutated_descriptions_compile():
    """The baseline: the real files parse and lower without error (so the mutations are the cause)."""
    from gostgen import ir

    for f in ("gost28147.gg", "streebog.gg"):
        _compile((DSL / f).read_text(), f"dsl/{f}")
        ir.load(DSL / f)


@pytest.mark.parametrize("m", IDS)
def test_parse_and_lower(m):
    from gostgen.errors import InputError

    mutated = _mutate(m)
    with pytest.raises(InputError) as info:
        _compile(mutated, f"dsl/{m[1]}")
    _check(str(info.value), f"dsl/{m[1]}", m, mutated)


@pytest.mark.parametrize("m", IDS)
def test_ir_load_file(m, tmp_path):
    from gostgen import ir
    from gostgen.errors import InputError

    mutated = _mutate(m)
    path = tmp_path / m[1]
    path.write_text(mutated)
    with pytest.raises(InputError) as info:
        ir.load(path)
    _check(str(info.value), str(path), m, mutated)


@pytest.mark.parametrize("text, where", [
    ("", "1:1"),
    ("# only a comment\n", None),
    ("cipher x\n", None),
    ("hash h\n  state h, N, m : v512\n", None),
    ("cipher x\nend\nend\n", "3:1"),
    ("blob x\nend\n", "1:1"),
])
def test_small_texts(text, where):
    from gostgen.errors import InputError

    with pytest.raises(InputError) as info:
        _compile(text, "t.gg")
    msg = str(info.value)
    assert "\n" not in msg and re.match(r"^t\.gg:\d+:\d+: \S", msg), msg
    if where:
        assert msg.startswith(f"t.gg:{where}:"), msg


def test_missing_file(tmp_path):
    from gostgen import ir
    from gostgen.errors import InputError

    with pytest.raises(InputError) as info:
        ir.load(tmp_path / "nothere.gg")
    assert "nothere.gg" in str(info.value) and "\n" not in str(info.value)


# ---- the generator's entry point on a mutated copy of the source tree ------------------------------
def _tree_copy(dst):
    """The generator's data root: generator/, dsl/, templates/, backends/ (paths.data_root() is two
    levels above the package in a source checkout)."""
    ign = shutil.ignore_patterns("__pycache__", "*.pyc", "_lib", "_data")
    for d in ("generator", "dsl", "templates", "backends"):
        shutil.copytree(H.REPO / d, dst / d, ignore=ign)
    return dst


@pytest.mark.parametrize("m", [p for p in IDS if p.id in (
    "unknown-operation", "table-row-not-hex", "func-missing-end", "wrong-return-type")])
def test_generate_entry(m, tmp_path):
    root = _tree_copy(tmp_path / "tree")
    mutated = _mutate(m)
    (root / "dsl" / m[1]).write_text(mutated)
    env = H.clean_env(PYTHONPATH=str(root / "generator"))
    proc = subprocess.run([sys.executable, "-m", "gostgen.generate", "--out", str(tmp_path / "gen")],
                          capture_output=True, env=env, timeout=120, cwd=tmp_path)
    text = H.assert_one_line_error(proc)
    assert proc.returncode == 2, H.describe(proc)
    assert text.startswith("gostgen: error: "), text
    _check(text[len("gostgen: error: "):].rstrip("\n"), str(root / "dsl" / m[1]), m, mutated)
    assert not (tmp_path / "gen").exists() or not any((tmp_path / "gen").rglob("*.c")), \
        "files were generated from a broken description"


@pytest.mark.parametrize("m", [p for p in IDS if p.id in (
    "unknown-operation-hash", "table-row-short", "unknown-type", "loop-missing-end")])
def test_generate_dsl_option(m, tmp_path):
    """python -m gostgen.generate --dsl DIR (alternative descriptions) reports the same location."""
    dsl = tmp_path / "dsl"
    shutil.copytree(DSL, dsl)
    mutated = _mutate(m)
    (dsl / m[1]).write_text(mutated)
    env = H.clean_env(PYTHONPATH=str(H.REPO / "generator"))
    proc = subprocess.run([sys.executable, "-m", "gostgen.generate", "--dsl", str(dsl),
                           "--out", str(tmp_path / "gen")], capture_output=True, env=env, timeout=120)
    if proc.returncode == 2 and b"unrecognized arguments: --dsl" in proc.stderr:
        pytest.skip("this generator has no --dsl option")
    text = H.assert_one_line_error(proc)
    assert text.startswith("gostgen: error: "), text
    _check(text[len("gostgen: error: "):].rstrip("\n"), str(dsl / m[1]), m, mutated)
