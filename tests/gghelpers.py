"""Shared helpers of the conformance suite: paths, seeds, S-box sets, the cached reference model
and the two command lines. Imported by conftest.py after it has made `gostgen` importable."""
from __future__ import annotations

import functools
import hashlib
import json
import os
import random
import shutil
import subprocess
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
TESTS = Path(__file__).resolve().parent
VECTORS = json.loads((TESTS / "vectors" / "gost-vectors.json").read_text())


# ---- seeds ----------------------------------------------------------------------------------------
def _base_seed() -> int:
    text = os.environ.get("GOSTGEN_TEST_SEED", "").strip()
    if text.lower() == "random":
        return int.from_bytes(os.urandom(4), "little")
    if text:
        return int(text, 0)
    return 20261121


BASE_SEED = _base_seed()


def seed_for(*parts) -> int:
    """A seed per test, from the base seed and the test's parameters (not the backend)."""
    h = hashlib.sha256(repr((BASE_SEED,) + parts).encode()).digest()
    return int.from_bytes(h[:4], "little")


def rng_for(*parts):
    seed = seed_for(*parts)
    return random.Random(seed), seed


def rbytes(rng: random.Random, n: int) -> bytes:
    return rng.getrandbits(8 * n).to_bytes(n, "little") if n else b""


# ---- the library ------------------------------------------------------------------------------------
_infos = None
_problem = None


def _load():
    global _infos, _problem
    if _infos is not None or _problem is not None:
        return
    try:
        import gostgen

        _infos = gostgen.backends()
    except Exception as exc:  # reported by the fixtures, not at import time
        _infos, _problem = [], f"{type(exc).__name__}: {exc}"


def backend_infos() -> list:
    _load()
    return _infos


def library_problem():
    _load()
    return _problem


def available_backends() -> list:
    return [b["name"] for b in backend_infos() if b["available"]]


def gostcli_path() -> Path:
    env = os.environ.get("GOSTCLI")
    return Path(env) if env else REPO / "build" / "bin" / "gostcli"


# ---- S-box sets ---------------------------------------------------------------------------------------
SHIPPED = list(VECTORS["sboxes"]["rows"])  # the published sets (all of them are shipped)


@functools.lru_cache(maxsize=None)
def builtin_rows(name: str) -> tuple:
    """Rows of a shipped set as the generator reads them (dsl/sboxes/NAME.toml)."""
    from gostgen import sboxfile

    return sboxfile.load(REPO / "dsl" / "sboxes" / f"{name}.toml").rows


def rows_from_hex(hex_rows) -> tuple:
    return tuple(tuple(int(c, 16) for c in r) for r in hex_rows)


def rows_hex(rows) -> list:
    return ["".join("%X" % v for v in r) for r in rows]


def random_rows(rng: random.Random, permutation: bool = True) -> tuple:
    """8 random nibble tables; with permutation=False the rows need not be bijective (allowed)."""
    rows = []
    for _ in range(8):
        if permutation:
            r = list(range(16))
            rng.shuffle(r)
        else:
            r = [rng.randrange(16) for _ in range(16)]
        rows.append(tuple(r))
    return tuple(rows)


def toml_text(rows, name: str | None = None, oid: str | None = None) -> str:
    lines = ["# written by the gostgen test suite"]
    if name:
        lines.append(f'name = "{name}"')
    if oid:
        lines.append(f'oid = "{oid}"')
    lines.append("rows = [")
    lines += [f'    "{r}",' for r in rows_hex(rows)]
    lines.append("]")
    return "\n".join(lines) + "\n"


def write_toml(path: Path, rows, name: str | None = None) -> Path:
    path.write_text(toml_text(rows, name))
    return path


# ---- the reference model, cached: every backend (and interface) reuses the same results ------------
@functools.lru_cache(maxsize=None)
def ref_crypt(cipher, mode, rows, key, iv, data, decrypt=False, mesh=False) -> bytes:
    from gostgen import reference as R

    return R.crypt(cipher, mode, rows, key, iv, data, decrypt=decrypt, mesh=mesh)


@functools.lru_cache(maxsize=None)
def ref_mac(cipher, rows, key, data, bits, mesh=False) -> bytes:
    from gostgen import reference as R

    return R.mac(cipher, rows, key, data, bits, mesh=mesh)


@functools.lru_cache(maxsize=None)
def ref_hash(data, bits) -> bytes:
    from gostgen import reference as R

    return R.streebog(data, bits)


# ---- modes ------------------------------------------------------------------------------------------
# (cipher, mode, mesh): every mode of both ciphers, meshing on and off where it applies.
CRYPT_MODES = [
    ("gost89", "ecb", False), ("gost89", "cnt", False), ("gost89", "cnt", True),
    ("gost89", "cfb", False), ("gost89", "cfb", True),
    ("magma", "ecb", False), ("magma", "ctr", False), ("magma", "ofb", False),
    ("magma", "cbc", False), ("magma", "cfb", False),
]


def mode_id(cipher, mode, mesh) -> str:
    return f"{'' if cipher == 'gost89' else 'magma-'}{mode}{'-mesh' if mesh else ''}"


def whole_blocks(cipher, mode) -> bool:
    return mode in ("ecb", "cbc")


def iv_lengths(cipher, mode) -> list:
    """IV lengths to try: the fixed one, or several register sizes m = n * 64 bits."""
    if mode == "ecb":
        return [0]
    if cipher == "gost89":
        return [8]
    if mode == "ctr":
        return [4]
    return [8, 16, 24, 32]


# ---- command lines ----------------------------------------------------------------------------------
INSTALLED = False  # set by conftest.py: True when testing an installed package


def clean_env(**extra) -> dict:
    env = dict(os.environ)
    env.pop("GOSTGEN_BACKEND", None)
    env.update({k: v for k, v in extra.items() if v is not None})
    return env


def pycli() -> list:
    """The `gostgen` command: the installed script beside this Python, else python -m gostgen."""
    script = Path(sys.executable).with_name("gostgen")
    if INSTALLED and script.is_file() and os.access(script, os.X_OK):
        return [str(script)]
    return [sys.executable, "-m", "gostgen"]


def run(cmd, args, data: bytes = b"", env=None, cwd=None, timeout=600):
    return subprocess.run([*cmd, *map(str, args)], input=data, capture_output=True,
                          env=env if env is not None else clean_env(), cwd=cwd, timeout=timeout)


def describe(proc) -> str:
    return (f"command: {' '.join(map(str, proc.args))}\nexit status {proc.returncode}\n"
            f"stdout: {proc.stdout[:400]!r}\nstderr: {proc.stderr[:2000]!r}")


def ok(proc) -> bytes:
    assert proc.returncode == 0, describe(proc)
    assert proc.stderr == b"", describe(proc)
    return proc.stdout


def assert_one_line_error(proc, *, contains=None):
    """Bad input: non-zero status, nothing on stdout, exactly one line on stderr, no traceback."""
    text = proc.stderr.decode("utf-8", "replace")
    assert proc.returncode != 0, describe(proc)
    assert proc.returncode < 128 and proc.returncode > 0, "killed by a signal? " + describe(proc)
    assert proc.stdout == b"", describe(proc)
    assert text.endswith("\n") and text.count("\n") == 1, "not exactly one line: " + describe(proc)
    assert "Traceback" not in text and "Exception" not in text, describe(proc)
    assert len(text.strip()) > 10, "message too short to be useful: " + describe(proc)
    if contains is not None:
        assert contains.lower() in text.lower(), f"expected {contains!r} in the message: " + describe(proc)
    return text


def crypt_args(cipher, mode, key, iv, sbox, mesh=False, decrypt=False, backend=None) -> list:
    args = ["decrypt" if decrypt else "encrypt", "--cipher", cipher, "--mode", mode,
            "--key", key.hex()]
    if sbox is not None:
        args += ["--sbox", str(sbox)]
    if iv is not None and mode != "ecb":
        args += ["--iv", iv.hex()]
    if mesh:
        args.append("--mesh")
    if backend is not None:
        args += ["--backend", backend]
    return args


def mac_args(cipher, key, sbox, bits=None, backend=None, mesh=False) -> list:
    args = ["mac", "--cipher", cipher, "--key", key.hex()]
    if sbox is not None:
        args += ["--sbox", str(sbox)]
    if bits is not None:
        args += ["--bits", str(bits)]
    if mesh:
        args.append("--mesh")
    if backend is not None:
        args += ["--backend", backend]
    return args


def which(name):
    return shutil.which(name)


def openssl3_dev() -> bool:
    """OpenSSL 3's development headers are installed (what the CMake build needs for the provider
    module gostgen.so)."""
    return Path("/usr/include/openssl/core_dispatch.h").exists() or (
        shutil.which("pkg-config") is not None and subprocess.run(
            ["pkg-config", "--atleast-version=3.0", "libcrypto"], capture_output=True).returncode == 0)
