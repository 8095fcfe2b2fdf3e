"""C users: the README's program, built both ways the README shows (pkg-config, and CMake's
find_package), against a `gostgen build` tree and against the README's build/ folder, runs and
prints the Streebog-256 of "abc" (expected value: the reference model)."""
from __future__ import annotations

import os
import re
import shutil
import subprocess

import pytest

import gghelpers as H

README = (H.REPO / "README.md").read_text()


def readme_block(lang: str, first_line: str) -> str:
    """The README's fenced block of this language that starts with first_line."""
    for m in re.finditer(r"```" + lang + r"\n(.*?)```", README, re.S):
        if m.group(1).startswith(first_line):
            return m.group(1)
    raise AssertionError(f"README.md has no ```{lang} block starting {first_line!r}")


PROGRAM = readme_block("c", "/* hello.c")
CMAKE = readme_block("cmake", "cmake_minimum_required")
WANT = H.ref_hash(b"abc", 256).hex() + "\n"


def _run(cmd, **kw):
    proc = subprocess.run(cmd, capture_output=True, timeout=300, **kw)
    assert proc.returncode == 0, H.describe(proc)
    return proc


@pytest.fixture(params=["gostgen-build", "readme-build"])
def prefix(request):
    if request.param == "readme-build":
        path = H.REPO / "build"
        if not (path / "lib" / "pkgconfig" / "gostgen.pc").is_file():
            pytest.skip("build/ is not built (cmake -S . -B build && cmake --build build)")
        return path
    return request.getfixturevalue("random_sbox_tree")[0]


def test_layout(prefix):
    for rel in ("include/gostgen.h", "lib/pkgconfig/gostgen.pc", "lib/libgostgen.a",
                "lib/cmake/gostgen/gostgenConfig.cmake", "lib/cmake/gostgen/gostgenTargets.cmake",
                "lib/cmake/gostgen/gostgenConfigVersion.cmake"):
        assert (prefix / rel).is_file(), rel
    assert (prefix / "include" / "gostgen.h").read_bytes() == \
        (H.REPO / "runtime" / "include" / "gostgen.h").read_bytes()


def test_pkg_config(prefix, tmp_path):
    if not shutil.which("pkg-config") or not shutil.which("cc"):
        pytest.skip("pkg-config or cc not found")
    (tmp_path / "hello.c").write_text(PROGRAM)
    env = H.clean_env(PKG_CONFIG_PATH=str(prefix / "lib" / "pkgconfig"))
    flags = _run(["pkg-config", "--cflags", "--libs", "gostgen"], env=env).stdout.decode().split()
    libdir = _run(["pkg-config", "--variable=libdir", "gostgen"], env=env).stdout.decode().strip()
    assert os.path.realpath(libdir) == os.path.realpath(prefix / "lib")
    _run(["cc", "hello.c", *flags, f"-Wl,-rpath,{libdir}", "-o", "hello"], cwd=tmp_path, env=env)
    env.pop("LD_LIBRARY_PATH", None)
    assert _run([tmp_path / "hello"], env=env).stdout.decode() == WANT


@pytest.mark.parametrize("target", ["gostgen::gostgen", "gostgen::gostgen_static"])
def test_cmake_find_package(prefix, tmp_path, target):
    if not shutil.which("cmake"):
        pytest.skip("cmake not found")
    assert "gostgen::gostgen)" in CMAKE
    (tmp_path / "hello.c").write_text(PROGRAM)
    (tmp_path / "CMakeLists.txt").write_text(CMAKE.replace("gostgen::gostgen)", f"{target})"))
    env = H.clean_env()
    env.pop("LD_LIBRARY_PATH", None)
    _run(["cmake", "-S", tmp_path, "-B", tmp_path / "b", f"-DCMAKE_PREFIX_PATH={prefix}"], env=env)
    _run(["cmake", "--build", tmp_path / "b"], env=env)
    assert _run([tmp_path / "b" / "hello"], env=env).stdout.decode() == WANT
