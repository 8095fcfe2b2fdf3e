"""Builds the suite's small C test programs against the libgostgen under test (the one the Python
package loads), with the system C compiler; pytest.skip() when there is none."""
from __future__ import annotations

import os
import shutil
import subprocess
from pathlib import Path

import pytest

import gghelpers as H


def compiler():
    for name in (os.environ.get("CC"), "cc", "gcc", "clang"):
        if name and shutil.which(name):
            return shutil.which(name)
    return None


def library_dir(tmp: Path) -> Path:
    """A folder with libgostgen.so (and its versioned names) for -L/-rpath: the library the
    Python package loads. A wheel carries only libgostgen.so.X.Y.Z, so links are made here."""
    from gostgen import _binding

    lib = Path(_binding.library_path()).resolve()
    d = tmp / "libdir"
    d.mkdir(exist_ok=True)
    name = "libgostgen.so"
    for part in [""] + lib.name[len(name):].lstrip(".").split("."):
        name = name + ("." + part if part else "")
        link = d / name
        if not link.exists():
            link.symlink_to(lib)
    return d


def build(source: Path, tmp: Path, *, extra=(), name=None) -> Path:
    """Compiles source (linked with -lgostgen and pthreads) into tmp; returns the executable."""
    cc = compiler()
    if cc is None:
        pytest.skip("no C compiler (cc, gcc or clang) on PATH")
    libdir = library_dir(tmp)
    exe = tmp / (name or source.stem)
    cmd = [cc, "-std=c11", "-O1", "-g", "-pthread", "-D_GNU_SOURCE", "-Wall",
           "-I", str(H.REPO / "runtime" / "include"), str(source), *extra,
           "-L", str(libdir), "-lgostgen", f"-Wl,-rpath,{libdir}", "-o", str(exe)]
    proc = subprocess.run(cmd, capture_output=True, text=True, timeout=300)
    if proc.returncode != 0 and "__asan" in proc.stderr:
        pytest.skip("libgostgen is built with AddressSanitizer: this program is not")
    assert proc.returncode == 0, f"{' '.join(cmd)}\n{proc.stderr[-3000:]}"
    return exe


def run(exe: Path, *args, timeout=300):
    env = H.clean_env()
    return subprocess.run([str(exe), *map(str, args)], capture_output=True, text=True,
                          timeout=timeout, env=env)
