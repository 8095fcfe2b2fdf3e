"""Every backend's own kernels for the block ciphers described with round keys (dsl/*.gg with
roundkeys, e.g. Kuznyechik) against the shared default lowering, through the library's internal
ops table (gg_bc_ops_of): c/bc_kernels.c, linked with the static libgostgen of the build under
test, runs random keys, blocks and lengths (0..300 blocks: whole 64-block batches, masked tails,
in place), both directions, one key for a run ("blocks") and one key per stream ("lanes"), the
fused CTR kernels (ops->ctr, counters carrying across bytes and wrapping), the key schedule, and
the published vector (tests/vectors/gost-vectors.json, kuznyechik_block:
GOST R 34.12-2015 A.1 / RFC 7801 section 5) through every backend this machine runs."""
from __future__ import annotations

import subprocess

import pytest

import ccprog
import gghelpers as H


def _static_library():
    lib = H.gostcli_path().parent.parent / "lib" / "libgostgen.a"
    if not lib.exists():
        if H.INSTALLED:
            pytest.skip("testing an installed package: no static libgostgen.a to link with")
        pytest.fail(f"{lib} not found (build it: cmake --build build)")
    return lib


@pytest.fixture(scope="module")
def kernels_exe(tmp_path_factory):
    cc = ccprog.compiler()
    if cc is None:
        pytest.skip("no C compiler (cc, gcc or clang) on PATH")
    tmp = tmp_path_factory.mktemp("bc_kernels")
    exe = tmp / "bc_kernels"
    cmd = [cc, "-std=c11", "-O1", "-g", "-Wall",
           "-I", str(H.REPO / "runtime" / "include"), "-I", str(H.REPO / "runtime" / "src"),
           "-I", str(H.REPO / "generated" / "runtime"),
           str(H.TESTS / "c" / "bc_kernels.c"), str(_static_library()),
           "-lpthread", "-ldl", "-lm", "-o", str(exe)]
    proc = subprocess.run(cmd, capture_output=True, text=True, timeout=300)
    if proc.returncode != 0 and "__asan" in proc.stderr:
        pytest.skip("libgostgen is built with AddressSanitizer: this program is not")
    assert proc.returncode == 0, f"{' '.join(cmd)}\n{proc.stderr[-3000:]}"
    return exe


@pytest.mark.parametrize("trial", range(3))
def test_every_backend_matches_default_lowering(kernels_exe, trial):
    v = H.VECTORS["kuznyechik_block"]
    seed = H.seed_for("bc_kernels", trial)
    proc = ccprog.run(kernels_exe, seed, v["key"], v["plaintext"], v["ciphertext"])
    assert proc.returncode == 0, f"seed {seed}:\n{proc.stdout[-3000:]}{proc.stderr[-2000:]}"
    checked = {ln.split()[1] for ln in proc.stdout.splitlines() if ln.startswith("ok ")}
    runnable = set(H.available_backends())
    assert runnable and runnable <= checked, (runnable, proc.stdout)
