"""Builds that say what they built: `backends` lists every backend the generator knows, and one the
build left out is unavailable with the reason; `gostgen build` finds the toolchains the README's
setup installs (ISPC under .tools/, nvcc in the Python environment) without --define and prints
which backends it built."""
from __future__ import annotations

import json
import os
import platform
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

import gghelpers as H


def generator_backends() -> list:
    from gostgen import emit

    return [b.NAME for b in emit.backend_modules()]


def test_backends_lists_every_generator_backend(cli):
    infos = json.loads(H.ok(H.run(cli, ["backends", "--json"])))
    assert [b["name"] for b in infos] == generator_backends()
    table = H.ok(H.run(cli, ["backends"])).decode()
    for b in infos:
        if b["reason"].startswith("not built: "):
            assert not b["available"] and not b["selected"], b
            assert f"(unavailable: {b['reason']})" in table, table
    if platform.machine() == "x86_64":
        msa = next(b for b in infos if b["name"] == "msa")
        assert msa["reason"] == "not built: target architecture (x86_64)", msa


def test_forcing_a_backend_that_was_not_built(cli):
    """--backend names a backend left out of the build: the error says it was not built."""
    infos = json.loads(H.ok(H.run(cli, ["backends", "--json"])))
    missing = [b for b in infos if b["reason"].startswith("not built: ")]
    if not missing:
        pytest.skip("this build has every backend")
    proc = H.run(cli, ["hash", "--backend", missing[0]["name"]], b"abc")
    H.assert_one_line_error(proc, contains=missing[0]["reason"])


@pytest.mark.slow
def test_configure_says_why(tmp_path):
    """The reasons as the CMake configure step finds them: an ISPC and an nvcc named that are not
    there (named back), a backend left out by GOSTGEN_WITHOUT, another target architecture."""
    if not shutil.which("cmake"):
        pytest.skip("cmake is not on PATH")
    tree = tmp_path / "tree"
    # generation takes seconds of CPU; a machine shared with other jobs can stretch that a lot
    H.ok(H.run(H.pycli(), ["generate", "--sbox", "tc26-z", "--out", tree], timeout=900))
    build = tmp_path / "build"
    env = H.clean_env(PATH="/usr/bin:/bin", CUDA_HOME=None)
    env.pop("CUDA_HOME", None)
    proc = subprocess.run(["cmake", "-S", tree, "-B", build, f"-DGOSTGEN_ISPC={tmp_path}/no/ispc",
                           f"-DGOSTGEN_NVCC={tmp_path}/no/nvcc", "-DGOSTGEN_WITHOUT=bitsliced"],
                          capture_output=True, env=env, timeout=300)
    assert proc.returncode == 0, H.describe(proc)
    report = dict(line.split("\t", 1) for line in
                  (build / "gostgen-backends.txt").read_text().splitlines())
    assert list(report) == generator_backends()
    assert report["bitsliced"] == "not built: left out (GOSTGEN_WITHOUT)"
    assert report["portable"] == "built"
    if platform.machine() == "x86_64":
        # the compilers named (and not there) are named back
        assert report["ispc"] == f"not built: no working ispc: {tmp_path}/no/ispc --version failed"
        assert report["cuda"] == f"not built: no nvcc: {tmp_path}/no/nvcc is not there"
        assert report["msa"] == "not built: target architecture (x86_64)"
        assert report["avx2"] == "built"
    assert b"gostgen: not built: bitsliced: left out (GOSTGEN_WITHOUT)" in proc.stdout


FIND = ("import json, sys; from gostgen.cli import found_toolchains; "
        "print(json.dumps(found_toolchains(sys.argv[1:])))")


def _found(cwd, *defines, path="/usr/bin:/bin"):
    proc = subprocess.run([sys.executable, "-c", FIND, *defines], capture_output=True, cwd=cwd,
                          env=H.clean_env(PATH=path), timeout=60)
    return {name: p for name, p, _ in json.loads(H.ok(proc))}


def test_build_finds_the_setup_toolchains(tmp_path):
    """ISPC under a checkout's .tools/bin (the venv's checkout, the package's, or the current
    folder) and nvcc from pip's nvidia/cu13 in this Python's environment; --define wins, and an
    `ispc` on PATH is left to CMake."""
    fake = tmp_path / ".tools" / "bin" / "ispc"
    fake.parent.mkdir(parents=True)
    fake.write_text("#!/bin/sh\nexit 0\n")
    fake.chmod(0o755)
    found = _found(tmp_path)
    from gostgen.paths import data_root

    candidates = [Path(sys.prefix).parent, data_root(), tmp_path]
    first = next(r / ".tools" / "bin" / "ispc" for r in candidates
                 if (r / ".tools" / "bin" / "ispc").is_file())
    assert Path(found["GOSTGEN_ISPC"]) == first.resolve() or found["GOSTGEN_ISPC"] == str(first)
    import sysconfig

    nvccs = [Path(sysconfig.get_paths()[k]) / "nvidia" / "cu13" / "bin" / "nvcc"
             for k in ("purelib", "platlib")]
    if any(p.is_file() for p in nvccs):
        assert Path(found["GOSTGEN_NVCC"]) in nvccs
    else:
        assert "GOSTGEN_NVCC" not in found
    given = _found(tmp_path, "GOSTGEN_ISPC=/opt/ispc", "GOSTGEN_NVCC=")
    assert given == {}
    on_path = _found(tmp_path, path=f"{fake.parent}:/usr/bin:/bin")
    assert "GOSTGEN_ISPC" not in on_path


@pytest.mark.slow
def test_build_says_what_it_built(random_sbox_tree):
    """The random-set build (conftest.py) printed the backends it built and why the others were
    left out, and its gostcli lists them all with those reasons."""
    out, _, err = random_sbox_tree
    built = next(ln for ln in err.splitlines() if ln.startswith("gostgen: backends built: "))
    names = built.split(": ", 2)[2].split(", ")
    infos = json.loads(H.ok(H.run([out / "bin" / "gostcli"], ["backends", "--json"])))
    assert [b["name"] for b in infos] == generator_backends()
    for b in infos:
        if b["name"] in names:
            assert not b["reason"].startswith("not built"), b
        else:
            assert f"gostgen: backend {b['name']} {b['reason']}" in err, (b, err)
    cuda = next(b for b in infos if b["name"] == "cuda")
    assert cuda["reason"] == "not built: left out (GOSTGEN_WITHOUT)"
    if platform.machine() == "x86_64":
        assert {"avx2", "portable", "bitsliced"} <= set(names)
        # ISPC as .ci/install-ispc.sh installs it, found without --define
        if shutil.which("ispc") or any((r / ".tools" / "bin" / "ispc").is_file()
                                       for r in (Path(sys.prefix).parent, H.REPO, Path.cwd())):
            assert "ispc" in names, err
    assert os.access(out / "bin" / "gostcli", os.X_OK)


@pytest.mark.slow
def test_borrowed_code_builds_without_its_owner(tmp_path):
    """A backend that borrows another's generated code (BORROWS: avx2gfni runs avx2's Magma)
    builds and runs with that other backend left out: the borrowed files are compiled for it,
    with their owner's options, and give the same output as portable."""
    from gostgen import emit

    if not shutil.which("cmake"):
        pytest.skip("cmake is not on PATH")
    mods = {b.NAME: b for b in emit.backend_modules()}
    borrower = next((b for b in mods.values() if b.BORROWS), None)
    if borrower is None:
        pytest.skip("no backend borrows another's code")
    owners = sorted(borrower.BORROWS)
    without = sorted(set(mods) - {borrower.NAME, "portable"})
    tree = tmp_path / "tree"
    H.ok(H.run(H.pycli(), ["generate", "--sbox", "tc26-z", "--out", tree]))
    build = tmp_path / "build"
    for cmd in (["cmake", "-S", tree, "-B", build, "-DCMAKE_BUILD_TYPE=Release",
                 f"-DGOSTGEN_WITHOUT={';'.join(without)}", "-DGOSTGEN_BUILD_PROVIDER=OFF"],
                ["cmake", "--build", build]):
        proc = subprocess.run(cmd, capture_output=True, timeout=1200)
        assert proc.returncode == 0, H.describe(proc)
    report = dict(line.split("\t", 1) for line in
                  (build / "gostgen-backends.txt").read_text().splitlines())
    for o in owners:
        assert report[o] == "not built: left out (GOSTGEN_WITHOUT)", report
    if not report[borrower.NAME] == "built":
        pytest.skip(f"{borrower.NAME} not built here: {report[borrower.NAME]}")
    cli = [build / "bin" / "gostcli"]
    infos = {b["name"]: b for b in json.loads(H.ok(H.run(cli, ["backends", "--json"])))}
    if not infos[borrower.NAME]["available"]:
        pytest.skip(f"{borrower.NAME} cannot run here: {infos[borrower.NAME]['reason']}")
    rng, _ = H.rng_for("borrowed-build")
    data, key = H.rbytes(rng, 4096 + 24), H.rbytes(rng, 32).hex()
    for args in (["encrypt", "--cipher", "magma", "--mode", "ctr", "--key", key, "--iv", "01020304"],
                 ["encrypt", "--cipher", "gost89", "--mode", "cfb", "--mesh", "--key", key,
                  "--iv", "0102030405060708"],
                 ["hash"]):
        outs = {b: H.ok(H.run(cli, args + ["--backend", b], data)) for b in (borrower.NAME, "portable")}
        assert outs[borrower.NAME] == outs["portable"], args
