"""The bitsliced backend's Kuznyechik kernel (generated/bitsliced/kuznyechik.c), built from the
checked-in sources beside the shared default lowering (tests/bitsliced/kuznyechik_check.c):
the published example (GOST R 34.12-2015 A.1 / RFC 7801), random keys, blocks and lengths
0..600 (full and partial groups, in place, the lanes call) against the default lowering, and its
constant-time claim under valgrind memcheck (secrets marked undefined, ctgrind-style), with the
table-based default as the control that memcheck must catch. Every word width the kernel can be
built with: as built by default (on x86 the AVX2 instance where the CPU has it, else the
128-bit vectors), the compile-time word alone (-DGG_BITSLICED_NO_DISPATCH: 2 x 64 bits on x86-64)
and the plain uint64_t word (GG_BITSLICED_LANES=1)."""
from __future__ import annotations

import os
import shutil
import subprocess

import pytest

import ccprog
import gghelpers as H

SRC = H.REPO / "tests" / "bitsliced" / "kuznyechik_check.c"
SOURCES = [H.REPO / "generated" / "bitsliced" / "kuznyechik.c",
           H.REPO / "generated" / "default" / "kuznyechik.c",
           H.REPO / "runtime" / "src" / "util.c"]
FOUND = 99


def _build(tmp, name, *flags):
    cc = ccprog.compiler()
    if cc is None:
        pytest.skip("no C compiler (cc, gcc or clang) on PATH")
    exe = tmp / name
    cmd = [cc, "-std=c11", "-O2", "-g", "-Wall", *flags,
           *(f"-I{H.REPO / d}" for d in ("runtime/include", "runtime/src", "generated/runtime")),
           str(SRC), *map(str, SOURCES), "-o", str(exe)]
    proc = subprocess.run(cmd, capture_output=True, text=True, timeout=600)
    assert proc.returncode == 0, f"{' '.join(cmd)}\n{proc.stderr[-3000:]}"
    return exe


WIDTHS = {"default": [], "no-dispatch": ["-DGG_BITSLICED_NO_DISPATCH"],
          "uint64": ["-DGG_BITSLICED_NO_DISPATCH", "-DGG_BITSLICED_LANES=1"]}


@pytest.fixture(scope="module", params=sorted(WIDTHS))
def checker(request, tmp_path_factory):
    return _build(tmp_path_factory.mktemp("kuzbits"), "kuznyechik_check", *WIDTHS[request.param])


def _run(cmd):
    return subprocess.run([str(c) for c in cmd], capture_output=True, text=True, timeout=600,
                          env=H.clean_env())


def test_published_example(checker):
    v = H.VECTORS["kuznyechik_block"]
    proc = _run([checker, "vector", v["key"], v["plaintext"], v["ciphertext"]])
    assert proc.returncode == 0, proc.stderr


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_random_against_default(checker, seed):
    proc = _run([checker, "random", seed, 40])
    assert proc.returncode == 0, proc.stderr


@pytest.mark.parametrize("width", ["default", "uint64"])
def test_constant_time_under_valgrind(tmp_path, width):
    valgrind = shutil.which("valgrind")
    if valgrind is None:
        message = "valgrind is not installed (.ci/setup.sh installs it)"
        if os.environ.get("GOSTGEN_REQUIRE_CT") == "1":
            pytest.fail(message)
        pytest.skip(message)
    exe = _build(tmp_path, "kuznyechik_ct", "-DCT_VALGRIND", *WIDTHS[width])
    native = _run([exe, "ct"])
    assert native.returncode == 0, native.stderr
    cmd = [valgrind, "-q", f"--error-exitcode={FOUND}", "--exit-on-first-error=yes",
           "--num-callers=12", exe]
    proc = _run(cmd + ["ct"])
    assert proc.returncode == 0, ("memcheck reports a branch or memory index that depends on a "
                                  f"secret in the bitsliced Kuznyechik:\n{proc.stderr[-3000:]}")
    assert proc.stdout == native.stdout
    # the control: the same marks on the table lookups of the default lowering are caught
    control = _run(cmd + ["ct-default"])
    assert control.returncode == FOUND, control.stderr[-3000:]
