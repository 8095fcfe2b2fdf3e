"""The constant-time check: every backend's claim (`gostgen backends --json`: constant_time_magma,
constant_time_streebog) is tested both ways on this machine.

ct/ct_driver.c runs one backend through the public API with the secrets marked as undefined
memory (GOST 28147-89/Magma: the keys and a run-time S-box set; Streebog: the message), and a
checker that tracks undefined bits reports every branch and every memory address computed from
them (the ctgrind technique):
- valgrind memcheck runs the real library, machine code as shipped, for every backend it can
  execute (x86-64 up to AVX2);
- MemorySanitizer (clang) for the backends valgrind cannot execute (AVX-512): the library is
  rebuilt with it, with ct/msan_avx512.h standing in for the intrinsics that the sanitizer would
  not track bit by bit, and that build's outputs are compared with the real library's.
A backend that claims constant time must give no report; one that does not claim it must give
one (so the check is seen to catch table lookups). Backends neither tool can run here (cuda, or a
CPU feature this machine lacks) are skipped with the reason.

GOSTGEN_REQUIRE_CT=1 (set by .ci/test.sh) turns a missing valgrind or clang into a failure.
"""
from __future__ import annotations

import os
import re
import shutil
import subprocess
from pathlib import Path

import pytest

import ccprog
import gghelpers as H

CT = H.TESTS / "ct"
PRIMITIVES = ("magma", "streebog", "kuznyechik")
# A backend whose kernels run where neither checker can follow them.
UNCHECKABLE = {"cuda": "GPU kernels: neither valgrind nor MemorySanitizer follows them"}
# Not claimed for reasons the checkers cannot see on this machine (backends/<name>.py says why).
NOT_SEEN_HERE = {
    ("ispc", "magma"): "ISPC's dispatcher runs its avx2 or avx512skx target here (register "
                       "shuffles); the sse4 target reads S-box tables, so the backend claims no",
}
FOUND = 99  # the checkers' exit status when they report


def _tool(name):
    path = shutil.which(name)
    if path is None:
        message = f"{name} is not installed (.ci/setup.sh installs it)"
        if os.environ.get("GOSTGEN_REQUIRE_CT") == "1":
            pytest.fail(message)
        pytest.skip(message)
    return path


def _clang():
    for name in ("clang", "clang-14", "clang-15", "clang-16", "clang-17", "clang-18", "clang-19"):
        if shutil.which(name):
            return shutil.which(name)
    return _tool("clang")


@pytest.fixture(scope="module")
def workdir(tmp_path_factory):
    return tmp_path_factory.mktemp("ct")


@pytest.fixture(scope="module")
def valgrind_driver(workdir):
    """(valgrind, driver linked with the library under test)."""
    valgrind = _tool("valgrind")
    exe = ccprog.build(CT / "ct_driver.c", workdir, name="ct_driver_valgrind",
                       extra=["-DCT_VALGRIND", "-I", str(H.REPO / "runtime" / "src"),
                              "-I", str(H.REPO / "generated" / "runtime")])
    return valgrind, exe


@pytest.fixture(scope="module")
def msan_driver(workdir):
    """The driver and libgostgen (the repository's sources) built with MemorySanitizer."""
    clang = _clang()
    cmake = _tool("cmake")
    build = workdir / "msan"
    flags = f"-fsanitize=memory -fno-omit-frame-pointer -include {CT / 'msan_avx512.h'}"
    generator = ["-G", "Ninja"] if shutil.which("ninja") else []
    for cmd in ([cmake, "-S", str(H.REPO), "-B", str(build), *generator,
                 f"-DCMAKE_C_COMPILER={clang}", "-DCMAKE_BUILD_TYPE=RelWithDebInfo",
                 # line tables are all a report's frames need; full -g made this build take
                 # about four times as long (the avx512 files: 58 s against 15 s each, Zen 4)
                 "-DCMAKE_C_FLAGS_RELWITHDEBINFO=-O2 -gline-tables-only -DNDEBUG",
                 "-DGOSTGEN_BUILD_SHARED=OFF", "-DGOSTGEN_BUILD_CLI=OFF",
                 "-DGOSTGEN_ISPC=", "-DGOSTGEN_NVCC=", "-DGOSTGEN_BUILD_PROVIDER=OFF",
                 f"-DCMAKE_C_FLAGS={flags}"],
                [cmake, "--build", str(build), "-j", "2"]):
        proc = subprocess.run(cmd, capture_output=True, text=True, timeout=900)
        assert proc.returncode == 0, f"{' '.join(cmd)}\n{proc.stdout[-3000:]}{proc.stderr[-3000:]}"
    exe = workdir / "ct_driver_msan"
    cmd = [clang, "-fsanitize=memory", "-fno-omit-frame-pointer", "-g", "-O1", "-DCT_MSAN",
           "-I", str(H.REPO / "runtime" / "include"), "-I", str(H.REPO / "runtime" / "src"),
           "-I", str(H.REPO / "generated" / "runtime"), str(CT / "ct_driver.c"), str(build / "lib" / "libgostgen.a"),
           "-lpthread", "-ldl", "-lm", "-o", str(exe)]
    proc = subprocess.run(cmd, capture_output=True, text=True, timeout=300)
    assert proc.returncode == 0, proc.stderr[-3000:]
    return exe


def _env(backend, **extra):
    return H.clean_env(GOSTGEN_BACKEND=backend, **extra)


def _run(cmd, env):
    return subprocess.run([str(c) for c in cmd], capture_output=True, text=True, timeout=900,
                          env=env)


def _first_report(text: str) -> str:
    """The checker's first report and the frame it points at, for the failure message."""
    lines = text.splitlines()
    for i, line in enumerate(lines):
        if re.search(r"Conditional jump|Use of uninitialised|use-of-uninitialized|"
                     r"Syscall param|uninitialised", line):
            return "\n".join(lines[i:i + 8])
    return text[-2000:]


def _check(backend, primitive, valgrind_driver, msan_driver_factory):
    """(checker name, exit status, checker output, the driver's outputs line)."""
    valgrind, exe = valgrind_driver
    # The reference outputs: the same driver without a checker (its marks are then no-ops).
    native = _run([exe, primitive], _env(backend))
    assert native.returncode == 0, native.stderr
    # valgrind runs the backend if the CPU it emulates has the features the backend probes for.
    probe = _run([valgrind, "-q", exe, "probe"], _env(backend))
    if probe.returncode == 0:
        proc = _run([valgrind, "-q", f"--error-exitcode={FOUND}", "--exit-on-first-error=yes",
                     "--num-callers=12", exe, primitive], _env(backend))
        return "valgrind memcheck", proc, native.stdout
    exe = msan_driver_factory()
    proc = _run([exe, primitive], _env(backend, MSAN_OPTIONS=f"halt_on_error=1:exitcode={FOUND}"))
    return "MemorySanitizer", proc, native.stdout


def _cases():
    if H.library_problem() is not None:
        return [pytest.param(None, None, marks=pytest.mark.skip(reason=H.library_problem()))]
    return [pytest.param(b, p, id=f"{b['name']}-{p}") for b in H.backend_infos() for p in PRIMITIVES]


@pytest.mark.parametrize("info,primitive", _cases())
def test_constant_time_claim(info, primitive, valgrind_driver, request):
    name = info["name"]
    if name in UNCHECKABLE:
        pytest.skip(UNCHECKABLE[name])
    if not info["available"]:
        pytest.skip(f"{name} cannot run here: {info['reason']}")
    claim = info[f"constant_time_{primitive}"]
    if not claim and (name, primitive) in NOT_SEEN_HERE:
        pytest.skip(NOT_SEEN_HERE[name, primitive])
    checker, proc, native_out = _check(name, primitive, valgrind_driver,
                                       lambda: request.getfixturevalue("msan_driver"))
    text = proc.stdout + proc.stderr
    assert proc.returncode in (0, FOUND), f"{checker}: exit {proc.returncode}\n{text[-3000:]}"
    if claim:
        assert proc.returncode == 0, (
            f"{name} claims {primitive} is constant-time, but {checker} reports a branch or "
            f"memory index that depends on a secret:\n{_first_report(text)}")
        # The same computation as the real library (for MemorySanitizer: a different build).
        assert proc.stdout == native_out, (proc.stdout, native_out)
    else:
        assert proc.returncode == FOUND, (
            f"{name} does not claim {primitive} is constant-time, yet {checker} reports nothing: "
            f"check the kernels and claim it in backends/{name}.py\n{proc.stdout}")
