"""Shipped S-box sets for a pip user: `gostgen sboxes` lists them (name, OID), `--toml NAME` prints
one, `generate` and `build` take their names and OIDs as well as files, and `gostcli sboxes`
lists what a tool has compiled in. Expected rows and OIDs: the published ones
(vectors/gost-vectors.json)."""
from __future__ import annotations

import json

import pytest

import gghelpers as H

PUB = H.VECTORS["sboxes"]


def gostgen(*args, **kw):
    return H.run(H.pycli(), list(args), **kw)


def test_sboxes_lists_the_shipped_sets():
    lines = H.ok(gostgen("sboxes")).decode().splitlines()
    assert lines[0].split() == ["NAME", "OID"]
    listed = [ln.split() for ln in lines[1:]]
    assert [r[0] for r in listed] == ["tc26-z", "cryptopro-a", "cryptopro-b", "cryptopro-c",
                                      "cryptopro-d", "test", "r3411-94-test"]
    for r in listed:
        assert r[1] == PUB["oids"][r[0]], r
    assert listed[0][2:] == ["(default)"] and all(len(r) == 2 for r in listed[1:])


def test_sboxes_json():
    sets = json.loads(H.ok(gostgen("sboxes", "--json")))
    assert {s["name"]: s["rows"] for s in sets} == PUB["rows"]
    assert [s["default"] for s in sets] == [True] + [False] * (len(sets) - 1)


@pytest.mark.parametrize("name", sorted(PUB["rows"]))
def test_sboxes_toml_by_name_and_oid(name, tmp_path):
    """--toml prints a file the parsers read back as the published set (a starting point)."""
    from gostgen import sboxfile

    for key in (name, PUB["oids"][name]):
        text = H.ok(gostgen("sboxes", "--toml", key)).decode()
        s = sboxfile.parse(text, f"{key}.toml")
        assert (s.name, s.oid, s.rows) == (name, PUB["oids"][name],
                                          H.rows_from_hex(PUB["rows"][name]))
    out = tmp_path / "start.toml"
    proc = gostgen("sboxes", "--toml", name, "-o", out)
    assert proc.returncode == 0 and proc.stdout == b"", H.describe(proc)
    assert sboxfile.load(out).rows == H.rows_from_hex(PUB["rows"][name])


@pytest.mark.parametrize("args", [["--toml", "nosuch"], ["--toml", "./dsl/sboxes/test.toml"],
                                  ["--json", "--toml", "test"], ["extra"]])
def test_sboxes_bad_input(args):
    H.assert_one_line_error(gostgen("sboxes", *args))


def test_generate_takes_names_and_oids(tmp_path):
    """Names and OIDs of shipped sets, mixed with a file; the order sets the default."""
    rng, _ = H.rng_for("generate-names")
    own = H.write_toml(tmp_path / "own.toml", H.random_rows(rng), "own-set")
    out = tmp_path / "tree"
    H.ok(gostgen("generate", "--sbox", "cryptopro-b", "--sbox", PUB["oids"]["tc26-z"],
                 "--sbox", own, "--out", out))
    text = (out / "generated" / "runtime" / "gg_sboxes.c").read_text()
    at = [text.index(f'"{n}"') for n in ("cryptopro-b", "tc26-z", "own-set")]
    assert at == sorted(at), "the sets keep the order given (the first is the default)"
    assert '"cryptopro-a"' not in text


@pytest.mark.parametrize("cmd", ["generate", "build"])
def test_unknown_name_is_one_line(cmd, tmp_path):
    proc = gostgen(cmd, "--sbox", "no-such-set", "--out", tmp_path / "o")
    text = H.assert_one_line_error(proc, contains="no-such-set")
    assert "tc26-z" in text, "the message names the shipped sets"
    assert not (tmp_path / "o").exists()


@pytest.mark.parametrize("cmd", ["generate", "build"])
def test_one_set_twice_is_one_line(cmd, tmp_path):
    """A shipped set given by its name and by its OID: said so in the user's own words."""
    oid = PUB["oids"]["tc26-z"]
    proc = gostgen(cmd, "--sbox", "tc26-z", "--sbox", oid, "--out", tmp_path / "o")
    H.assert_one_line_error(proc, contains=f"--sbox {oid}: the set 'tc26-z' is already given "
                                           "(--sbox tc26-z)")
    assert not (tmp_path / "o").exists()


def test_gostcli_sboxes(gostcli):
    """The README's build has the shipped sets compiled in: gostcli lists the same as gostgen."""
    text = H.ok(H.run([gostcli], ["sboxes"]))
    assert text == H.ok(gostgen("sboxes"))
    got = json.loads(H.ok(H.run([gostcli], ["sboxes", "--json"])))
    assert got == json.loads(H.ok(gostgen("sboxes", "--json")))
    H.assert_one_line_error(H.run([gostcli], ["sboxes", "--toml", "x"]))


@pytest.mark.slow
def test_gostcli_sboxes_of_a_built_tree(random_sbox_tree):
    out, rows, _ = random_sbox_tree
    got = json.loads(H.ok(H.run([out / "bin" / "gostcli"], ["sboxes", "--json"])))
    assert [(s["name"], s["oid"], s["default"]) for s in got] == [
        ("random-org", "1.2.643.99.3", True), ("cryptopro-a", PUB["oids"]["cryptopro-a"], False),
        ("tc26-z", PUB["oids"]["tc26-z"], False)]
    assert got[0]["rows"] == H.rows_hex(rows)
    assert got[1]["rows"] == PUB["rows"]["cryptopro-a"]
    assert got[2]["rows"] == PUB["rows"]["tc26-z"]


@pytest.mark.slow
def test_magma_keeps_its_fixed_set_in_a_built_tree(random_sbox_tree):
    """GOST R 34.12-2015 fixes Magma's S-box set (tc26-z). In a build whose default (first) set is
    another, magma given no set still runs on tc26-z, through gostcli and the Python API, as the
    OpenSSL module's magma algorithms do; GOST 28147-89 runs on the default set."""
    out, rows, _ = random_sbox_tree
    tc26 = tuple(tuple(int(c, 16) for c in r) for r in PUB["rows"]["tc26-z"])
    rng, _ = H.rng_for("magma-fixed-set")
    key, data = H.rbytes(rng, 32), H.rbytes(rng, 77)
    cases = {("magma", "ctr"): (tc26, H.rbytes(rng, 4)),
             ("gost89", "cnt"): (tuple(map(tuple, rows)), H.rbytes(rng, 8))}
    env = H.clean_env(GOSTGEN_LIBRARY=str(out / "lib" / "libgostgen.so"))
    for (cipher, mode), (want_rows, iv) in cases.items():
        want = H.ref_crypt(cipher, mode, want_rows, key, iv, data)
        args = ["encrypt", "--cipher", cipher, "--mode", mode, "--key", key.hex(), "--iv", iv.hex()]
        assert H.ok(H.run([out / "bin" / "gostcli"], args, data)) == want, (cipher, mode)
        assert H.ok(H.run(H.pycli(), args, data, env=env)) == want, (cipher, mode)


def test_readme_build_example_needs_no_checkout():
    """The README's `gostgen build` line names shipped sets by name (no dsl/ path)."""
    readme = (H.REPO / "README.md").read_text()
    lines = [ln for ln in readme.splitlines() if ln.startswith("gostgen build ")]
    assert lines and not any("dsl/" in ln for ln in lines), lines
