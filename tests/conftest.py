"""pytest set-up for the gostgen conformance suite.

What is tested, and where it comes from:
  * the Python package `gostgen`: the installed one when it imports and finds its library (the CI's
    .venv), else the source tree (<repo>/generator) with GOSTGEN_LIBRARY defaulting to
    <repo>/build/lib/libgostgen.so. GOSTGEN_TEST_PACKAGE=source forces the source tree.
  * gostcli: $GOSTCLI, default <repo>/build/bin/gostcli.
  * backends: every backend the library lists. Each backend-aware test is generated once per
    backend; the ones this machine cannot run are reported as skipped with the library's reason,
    so a new backend is covered without writing a test.
  * randomness: one base seed, $GOSTGEN_TEST_SEED (an integer, or "random"); each test derives its
    own from it and its parameters (never from the backend, so that cached reference results are
    shared by every backend) and names it in every failure message.
"""
from __future__ import annotations

import os
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parent.parent
TESTS = Path(__file__).resolve().parent


def _setup_package() -> str:
    """Makes `import gostgen` work for this process and its subprocesses; returns a description."""
    forced = os.environ.get("GOSTGEN_TEST_PACKAGE", "")
    if forced != "source":
        try:
            import gostgen  # noqa: F401
            from gostgen import _binding

            origin = Path(gostgen.__file__).resolve().parent
            if origin.parent != REPO / "generator":
                _binding.library_path()  # raises when the installed package has no library
                return f"installed gostgen at {origin}"
        except Exception:
            for name in [m for m in sys.modules if m == "gostgen" or m.startswith("gostgen.")]:
                del sys.modules[name]
    src = str(REPO / "generator")
    if src not in sys.path:
        sys.path.insert(0, src)
    parts = [p for p in os.environ.get("PYTHONPATH", "").split(os.pathsep) if p]
    if src not in parts:
        os.environ["PYTHONPATH"] = os.pathsep.join([src, *parts])
    if not os.environ.get("GOSTGEN_LIBRARY"):
        os.environ["GOSTGEN_LIBRARY"] = str(REPO / "build" / "lib" / "libgostgen.so")
    return f"source gostgen at {src}"


PACKAGE = _setup_package()

import gghelpers as H  # noqa: E402  (needs the package path set up above)

H.INSTALLED = PACKAGE.startswith("installed")


def pytest_configure(config):
    config.addinivalue_line("markers", "slow: builds a tree with CMake (runs by default; "
                                       "deselect with -m 'not slow')")


def pytest_report_header(config):
    lib = os.environ.get("GOSTGEN_LIBRARY") or "(bundled with the package)"
    names = ", ".join(f"{b['name']}{'' if b['available'] else ' (unavailable)'}"
                      for b in H.backend_infos()) or f"none: {H.library_problem()}"
    cli = H.gostcli_path()
    return [f"gostgen: {PACKAGE}; library {lib}",
            f"gostgen: gostcli {cli}{'' if cli.is_file() else ' (missing)'}",
            f"gostgen: backends {names}",
            f"gostgen: base seed {H.BASE_SEED} (set GOSTGEN_TEST_SEED to change)"]


def backend_params():
    infos = H.backend_infos()
    if not infos:
        # No library: every backend test fails with the reason (a missing build is not a pass).
        return [pytest.param(None, id="no-library")]
    params = []
    for b in infos:
        marks = () if b["available"] else (
            pytest.mark.skip(reason=f"backend {b['name']} is not available on this machine: "
                                    f"{b['reason'] or 'no reason given'}"),)
        params.append(pytest.param(b["name"], id=b["name"], marks=marks))
    return params


def pytest_generate_tests(metafunc):
    # Runs before the parametrize markers are applied, so ids start with the backend:
    # portable-tc26-z-cnt-mesh.
    if "backend" in metafunc.fixturenames:
        metafunc.parametrize("backend", backend_params(), indirect=True)
    if "cli" in metafunc.fixturenames:
        metafunc.parametrize("cli", ["gostcli", "gostgen"], indirect=True)


@pytest.fixture
def backend(request):
    name = request.param
    if name is None:
        pytest.fail(f"libgostgen could not be loaded: {H.library_problem()} "
                    "(build it: cmake -S . -B build -G Ninja && cmake --build build)")
    return name


@pytest.fixture(scope="session")
def gostcli():
    path = H.gostcli_path()
    if not path.is_file() or not os.access(path, os.X_OK):
        pytest.skip(f"gostcli not found at {path} (build it, or set GOSTCLI)")
    return path


@pytest.fixture
def cli(request):
    """One of the two command lines, as an argv prefix: gostcli or the Python `gostgen`."""
    if request.param == "gostcli":
        return [str(request.getfixturevalue("gostcli"))]
    return H.pycli()


@pytest.fixture(scope="session")
def api():
    problem = H.library_problem()
    if problem:
        pytest.fail(f"libgostgen could not be loaded: {problem}")
    import gostgen

    return gostgen


@pytest.fixture(scope="session")
def mipsel_msa_tree(tmp_path_factory):
    """DIR of `gostgen build --target mipsel-msa --out DIR`, built once per session for the msa
    tests (test_msa.py, test_check.py); skipped without the mips toolchain and QEMU."""
    import shutil

    missing = [t for t in ("mipsel-linux-gnu-gcc", "qemu-mipsel", "cmake") if shutil.which(t) is None]
    if missing:
        pytest.skip(f"msa under QEMU: {', '.join(missing)} not found "
                    "(bash .ci/install-mips.sh installs them)")
    out = tmp_path_factory.mktemp("mipsel-msa")
    proc = H.run(H.pycli(), ["build", "--target", "mipsel-msa", "--out", out], timeout=900)
    # stdout is the tool's path; stderr says which backends were built
    assert proc.returncode == 0, H.describe(proc)
    assert proc.stdout.decode().strip() == str(out / "bin" / "gostcli"), H.describe(proc)
    assert b"backends built: msa" in proc.stderr, H.describe(proc)
    return out


@pytest.fixture(scope="session")
def random_sbox_tree(tmp_path_factory):
    """(DIR, rows) of `gostgen build --sbox RANDOM.toml --sbox cryptopro-a --sbox tc26-z --out DIR
    --check quick`: a random set (the default) compiled in beside shipped ones named by name
    (tc26-z: magma stays on it), and the build's own conformance check. cuda is left out (GOSTGEN_WITHOUT): its nvcc build takes minutes and
    its kernels cannot run here; the other toolchains are found as `gostgen build` finds them."""
    import shutil

    if not shutil.which("cmake"):
        pytest.skip("cmake is not on PATH")
    tmp = tmp_path_factory.mktemp("random-sbox-tree")
    rng, seed = H.rng_for("random-sbox-tree")
    rows = H.random_rows(rng, permutation=False)
    sbox = tmp / "random.toml"
    sbox.write_text(H.toml_text(rows, "random-org", "1.2.643.99.3"))
    out = tmp / "out"
    proc = H.run(H.pycli(), ["build", "--sbox", sbox, "--sbox", "cryptopro-a", "--sbox", "tc26-z", "--out", out,
                             "--define", "GOSTGEN_WITHOUT=cuda", "--check", "quick"], timeout=1800)
    assert proc.returncode == 0, H.describe(proc)
    assert proc.stdout.decode() == f"{out / 'bin' / 'gostcli'}\n", H.describe(proc)
    return out, rows, proc.stderr.decode()
