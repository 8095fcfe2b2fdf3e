"""`gostgen check`, the conformance suite as a user command: it passes on the README's build, on a
`gostgen build --sbox RANDOM.toml` tree (run by the build's own --check, and again with run-time
sets), under QEMU on the mipsel-msa build, and fails on a gostcli that corrupts one output byte
of one mode (tests/corrupt_gostcli.sh). The expected values are the check's own: known answers
from the shipped vectors file and the reference interpreter."""
from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

import gghelpers as H

CORRUPTER = H.TESTS / "corrupt_gostcli.sh"
ROW = re.compile(r"^(\S+)\s+(\S+)\s+(\S+)\s+(\d+)\s+(\d+)\s+(\d+)$")


def check(*args, env=None, timeout=900):
    return H.run(H.pycli(), ["check", *map(str, args)], env=env, timeout=timeout)


def table(stdout: bytes) -> dict:
    """{(backend, primitive, mode): (cases, known, failed)} from the summary table."""
    rows = {}
    for line in stdout.decode().splitlines():
        m = ROW.match(line)
        if m:
            rows[m.group(1, 2, 3)] = tuple(map(int, m.group(4, 5, 6)))
    return rows


def verdict(stdout: bytes) -> str:
    return stdout.decode().strip().splitlines()[-1]


def assert_passed(proc, backends):
    assert proc.returncode == 0, H.describe(proc)
    assert verdict(proc.stdout).startswith("PASS: all "), H.describe(proc)
    rows = table(proc.stdout)
    assert rows and all(f == 0 for _, _, f in rows.values()), H.describe(proc)
    for b in backends:
        for prim, mode in (("gost89", "cnt-mesh"), ("gost89", "mac"), ("gost89", "mac-mesh"),
                           ("magma", "cbc-dec"), ("magma", "ctr"), ("streebog", "512"),
                           ("streebog", "256-files"), ("gost89", "cfb-mesh-dec-sectors"),
                           ("magma", "ctr-sectors")):
            assert rows.get((b, prim, mode), (0,))[0] > 0, f"no {prim} {mode} cases on {b}"
    # published known answers reached every backend (Magma modes of GOST R 34.13-2015 A.2)
    for b in backends:
        assert rows[(b, "magma", "ofb")][1] >= 1 and rows[(b, "gost89", "cnt-mesh")][1] >= 4
    return rows


def test_check_passes_on_build(gostcli):
    """The README's build: every available backend, every compiled-in set; the unavailable
    backends and a cipher the tool lacks are named as skipped."""
    proc = check("--tool", gostcli, "--quick")
    assert_passed(proc, H.available_backends())
    out = proc.stdout.decode()
    for b in H.backend_infos():
        if not b["available"]:
            assert f"skipped: backend {b['name']}: {b['reason']}" in out, out
    from gostgen import conformance

    ciphers = {c.name for c in conformance.CIPHERS}
    tested = {p for _, p, _ in table(proc.stdout)}
    for c in ciphers - tested:
        assert f"skipped: cipher {c}: not offered by this tool" in out, out
    # Kuznyechik, when the tool offers it: every mode, MAC and the published vectors
    if "kuznyechik" in tested:
        for b in H.available_backends():
            rows = table(proc.stdout)
            assert rows[(b, "kuznyechik", "ofb")][1] >= 2, "GOST R 34.13-2015 A.1.3 and iv128"
            assert rows[(b, "kuznyechik", "cfb-dec-sectors")][0] > 0
            assert rows[(b, "kuznyechik", "mac")][1] >= 2
    # MGM, HMAC and the KDFs: random cases and the published examples on every backend
    rows = table(proc.stdout)
    for b in H.available_backends():
        for row in ((b, "hmac", "256"), (b, "hmac", "512"), (b, "kdf", "256"),
                    (b, "kdf", "tree-r1"), (b, "kdf", "tree-r4"), (b, "kdf", "tlstree-magma-mgm-l"),
                    (b, "pbkdf2", "pbkdf2"), (b, "kuznyechik", "mgm"), (b, "kuznyechik", "mgm-dec"),
                    (b, "magma", "mgm"), (b, "magma", "mgm-dec"), (b, "kuznyechik", "omac-acpkm"),
                    (b, "magma", "omac-acpkm")):
            assert rows[row][0] > rows[row][1] >= 1, (row, rows.get(row))
    err = proc.stderr.decode()
    assert "S-box sets tc26-z, cryptopro-a" in err and "random-any (run time)" in err, err


# (what the broken tool corrupts, the table rows that must fail: (primitive, mode))
CORRUPTIONS = {
    "magma-ofb": ("encrypt --cipher=magma --mode=ofb",
                  {("magma", "ofb"), ("magma", "ofb-sectors")}),
    "gost89-cfb-mesh-dec": ("decrypt --cipher=gost89 --mode=cfb --mesh",
                            {("gost89", "cfb-mesh-dec"), ("gost89", "cfb-mesh-dec-sectors")}),
    "magma-cbc-sectors": ("encrypt --cipher=magma --mode=cbc --sector-size",
                          {("magma", "cbc-sectors")}),
    "gost89-mac": ("mac --cipher=gost89", {("gost89", "mac"), ("gost89", "mac-mesh")}),
    "streebog-256": ("hash --bits=256", {("streebog", "256"), ("streebog", "256-files")}),
    "hmac-512": ("hmac --bits=512", {("hmac", "512")}),
    "kdf-tree-r3": ("kdf --kind=tree --r=3", {("kdf", "tree-r3")}),
    "tlstree": ("kdf --kind=tlstree --suite=magma-mgm-s", {("kdf", "tlstree-magma-mgm-s")}),
    "pbkdf2": ("pbkdf2", {("pbkdf2", "pbkdf2")}),
    # (encryption: never an empty output, the tag is there)
    "mgm": ("encrypt --mode=mgm", {("kuznyechik", "mgm"), ("magma", "mgm")}),
    "kuznyechik-ctr-acpkm": ("encrypt --cipher=kuznyechik --mode=ctr-acpkm",
                             {("kuznyechik", "ctr-acpkm"), ("kuznyechik", "ctr-acpkm-sectors")}),
    "omac-acpkm": ("mac --section-bytes", {("kuznyechik", "omac-acpkm"), ("magma", "omac-acpkm")}),
}


@pytest.mark.parametrize("what", list(CORRUPTIONS))
def test_check_catches_one_corrupted_byte(gostcli, what):
    """A tool that flips one bit of one output byte in one mode fails the check, and the table
    puts the failures on that mode's rows only, on every backend checked. (The check is asked
    for the corrupted mode's primitives only: their other rows must still pass; the whole check
    on a corrupted tool is test_check_whole_table_on_corrupted_tool.)"""
    when, bad_rows = CORRUPTIONS[what]
    backends = H.available_backends()[:2]
    primitives = sorted({p for p, _ in bad_rows})
    env = H.clean_env(GOSTCLI_REAL=str(gostcli), CORRUPT_WHEN=when)
    proc = check("--tool", CORRUPTER, "--quick", *[a for b in backends for a in ("--backend", b)],
                 *[a for p in primitives for a in ("--primitive", p)], env=env)
    assert proc.returncode == 1, H.describe(proc)
    assert verdict(proc.stdout).startswith("FAIL: "), H.describe(proc)
    rows = table(proc.stdout)
    assert {p for _, p, _ in rows} == set(primitives), H.describe(proc)
    for (b, prim, mode), (cases, _, failed) in rows.items():
        if (prim, mode) in bad_rows:
            # every case with output is caught (an empty output has no byte to flip)
            assert failed >= cases - 1 and failed > 0, f"{b} {prim} {mode}: {failed}/{cases}"
        else:
            assert failed == 0, f"{b} {prim} {mode} failed without corruption"
    assert {b for b, _, _ in rows} == set(backends)
    assert "FAILED " in proc.stdout.decode() and str(CORRUPTER) in proc.stdout.decode()


def test_check_whole_table_on_corrupted_tool(gostcli):
    """Without --primitive, one corrupted mode fails its rows only, every other primitive's rows
    of the whole table pass (on one backend)."""
    when, bad_rows = CORRUPTIONS["magma-ofb"]
    backend = H.available_backends()[0]
    env = H.clean_env(GOSTCLI_REAL=str(gostcli), CORRUPT_WHEN=when)
    proc = check("--tool", CORRUPTER, "--quick", "--backend", backend, env=env)
    assert proc.returncode == 1, H.describe(proc)
    rows = table(proc.stdout)
    assert {p for _, p, _ in rows} >= {"gost89", "magma", "streebog", "hmac", "kdf"}, rows
    for (_, prim, mode), (cases, _, failed) in rows.items():
        assert (failed > 0) == ((prim, mode) in bad_rows), (prim, mode, cases, failed)


def test_check_primitive_selects_rows(gostcli):
    """--primitive (repeatable) checks those primitives' rows only, known answers included."""
    backend = H.available_backends()[0]
    proc = check("--tool", gostcli, "--quick", "--backend", backend, "--primitive", "streebog",
                 "--primitive", "kdf")
    assert proc.returncode == 0, H.describe(proc)
    rows = table(proc.stdout)
    assert {p for _, p, _ in rows} == {"streebog", "kdf"}, rows
    assert rows[(backend, "streebog", "512")][1] >= 1 and rows[(backend, "kdf", "tree-r1")][1] >= 1


@pytest.mark.slow
def test_check_random_sbox_build(random_sbox_tree):
    """`gostgen build --sbox RANDOM.toml --sbox cryptopro-a --check quick` ran the check on its
    tree (the random set compiled in as the default), and said which backends it built."""
    out, _, err = random_sbox_tree
    assert "S-box sets random-org, cryptopro-a, tc26-z, random-perm (run time)" in err, err
    assert re.search(r"^PASS: all \d+ cases matched", err, re.M), err
    assert "gostgen: backends built: " in err, err
    assert "gostgen: backend cuda not built: left out (GOSTGEN_WITHOUT)" in err, err


@pytest.mark.slow
def test_check_random_sbox_tree_with_runtime_sets(random_sbox_tree, tmp_path):
    """The same tree checked again with sets given at run time: a TOML file of another random
    set, and a shipped set named by name (not compiled into this tree: its shipped file)."""
    out, _, _ = random_sbox_tree
    rng, _ = H.rng_for("check-runtime-set")
    extra = tmp_path / "extra.toml"
    extra.write_text(H.toml_text(H.random_rows(rng), "extra-set"))
    proc = check("--tool", out / "bin" / "gostcli", "--quick", "--sbox", extra, "--sbox",
                 "cryptopro-b", "--backend", "portable", "--seed", "12345")
    rows = assert_passed(proc, ["portable"])
    err = proc.stderr.decode()
    assert f"extra-set (run time: {extra})" in err and "cryptopro-b (run time: " in err, err
    assert "seed 12345" in err and "--seed 12345 repeats" in proc.stdout.decode()
    # the same seed gives the same cases
    again = check("--tool", out / "bin" / "gostcli", "--quick", "--sbox", extra, "--sbox",
                  "cryptopro-b", "--backend", "portable", "--seed", "12345")
    assert table(again.stdout) == rows


@pytest.mark.slow
def test_check_msa_under_qemu(mipsel_msa_tree):
    """The cross-built tool for MIPS MSA, run through QEMU's P5600: msa, portable and bitsliced."""
    tool = mipsel_msa_tree / "bin" / "gostcli"
    proc = check("--tool", tool, "--runner", "qemu-mipsel -cpu P5600", "--quick", timeout=1800)
    rows = assert_passed(proc, ["msa", "portable"])
    assert rows[("msa", "magma", "ecb")][0] > 0
    assert "skipped: backend avx512: not built: target architecture (mipsel)" in \
        proc.stdout.decode()


def test_check_unusable_backend_says_why(gostcli):
    """--backend naming a backend the tool lists but cannot run here: one line with its reason."""
    infos = json.loads(H.ok(H.run([gostcli], ["backends", "--json"])))
    missing = [b for b in infos if not b["available"]]
    if not missing:
        pytest.skip("every backend of this build runs here")
    proc = check("--tool", gostcli, "--quick", "--backend", missing[0]["name"])
    H.assert_one_line_error(proc, contains=f"{missing[0]['name']}: {missing[0]['reason']}")


@pytest.mark.parametrize("problem", ["missing-tool", "unknown-backend", "missing-runner",
                                     "bad-seed", "bad-sbox", "unknown-primitive"])
def test_check_bad_usage(gostcli, tmp_path, problem):
    args = {"missing-tool": ["--tool", tmp_path / "nothere"],
            "unknown-backend": ["--tool", gostcli, "--backend", "nosuch"],
            "missing-runner": ["--tool", gostcli, "--runner", "no-such-emulator -x"],
            "bad-seed": ["--tool", gostcli, "--seed", "-3"],
            "bad-sbox": ["--tool", gostcli, "--sbox", tmp_path / "nothere.toml"],
            "unknown-primitive": ["--tool", gostcli, "--primitive", "aes"]}[problem]
    proc = check(*args)
    H.assert_one_line_error(proc)
    assert proc.returncode == 2, H.describe(proc)


def test_check_uses_the_package_data():
    """The reference model's descriptions and the known answers come from the package itself
    (installed: gostgen/_data), not from a checkout."""
    from gostgen import paths

    vectors = paths.vectors_file()
    assert json.loads(vectors.read_text())["magma_modes"]["ctr"]["iv"] == "12345678"
    if H.INSTALLED:
        import gostgen

        pkg = Path(gostgen.__file__).resolve().parent
        assert vectors.is_relative_to(pkg) and paths.dsl_dir().is_relative_to(pkg), \
            (vectors, paths.dsl_dir())
    else:
        assert vectors == H.TESTS / "vectors" / "gost-vectors.json"
