"""An independent implementation, when installed: the OpenSSL gost engine (Debian package
libengine-gost-openssl, used by the benchmarks). Its outputs are computed at run time, never stored.
This is the only check of CFB key meshing and of long MACs outside the reference model.

The engine's `-gost89`/`-gost89-cnt`/`-gost89-cnt-12` pick their S-box set from its own
configuration, so each output must equal gostgen's for one shipped set (the first 1024 bytes
identify it; everything after a meshing point then has to agree too)."""
from __future__ import annotations

import functools
import shutil
import subprocess

import pytest

import gghelpers as H


@functools.lru_cache(maxsize=None)
def _engine_problem():
    exe = shutil.which("openssl")
    if not exe:
        return "openssl is not installed"
    try:
        proc = subprocess.run([exe, "enc", "-engine", "gost", "-list"], capture_output=True, timeout=30)
    except (OSError, subprocess.TimeoutExpired) as exc:
        return f"openssl failed: {exc}"
    if proc.returncode != 0 or b"-gost89-cnt" not in proc.stdout:
        return "the OpenSSL gost engine is not installed (apt-get install libengine-gost-openssl)"
    return None


@pytest.fixture(scope="module")
def openssl():
    problem = _engine_problem()
    if problem:
        pytest.skip(problem)
    return shutil.which("openssl")


def _enc(openssl, name, key, iv, data, extra=()):
    proc = subprocess.run([openssl, "enc", "-engine", "gost", f"-{name}", "-K", key.hex(),
                           "-iv", iv.hex(), *extra], input=data, capture_output=True, timeout=60)
    assert proc.returncode == 0, proc.stderr.decode(errors="replace")
    return proc.stdout


def _dgst(openssl, args, data):
    proc = subprocess.run([openssl, "dgst", "-engine", "gost", *args], input=data,
                          capture_output=True, timeout=60)
    assert proc.returncode == 0, proc.stderr.decode(errors="replace")
    return bytes.fromhex(proc.stdout.decode().split("=")[-1].strip())


LENGTHS = [1, 7, 8, 9, 1023, 1024, 1025, 2049, 4101]
SETS = ["tc26-z", "cryptopro-a", "cryptopro-b", "cryptopro-c", "cryptopro-d", "test", "r3411-94-test"]


@pytest.mark.parametrize("name, mode", [("gost89", "cfb"), ("gost89-cnt", "cnt"), ("gost89-cnt-12", "cnt")])
def test_gost89_meshing_modes(backend, api, openssl, name, mode):
    rng, seed = H.rng_for("peer", name)
    for n in LENGTHS:
        key, iv, data = H.rbytes(rng, 32), H.rbytes(rng, 8), H.rbytes(rng, n)
        theirs = _enc(openssl, name, key, iv, data)
        ours = {s: api.encrypt(data, cipher="gost89", mode=mode, key=key, iv=iv, sbox=s, mesh=True,
                               backend=backend) for s in SETS}
        match = [s for s, o in ours.items() if o[:1024] == theirs[:1024]]
        assert len(match) == 1, f"seed {seed} openssl -{name} len {n}: no (or several) sets agree: {match}"
        assert ours[match[0]] == theirs, \
            f"seed {seed} openssl -{name} ({match[0]}, meshing) differs after the first 1024 bytes, len {n}"
        back = api.decrypt(theirs, cipher="gost89", mode=mode, key=key, iv=iv, sbox=match[0],
                           mesh=True, backend=backend)
        assert back == data


@pytest.mark.parametrize("mode", ["ctr", "cbc"])
def test_magma_modes(backend, api, openssl, mode):
    rng, seed = H.rng_for("peer-magma", mode)
    for n in ([8, 64, 1024, 4096] if mode == "cbc" else LENGTHS):
        key, data = H.rbytes(rng, 32), H.rbytes(rng, n)
        iv = H.rbytes(rng, 4 if mode == "ctr" else 8)
        theirs = _enc(openssl, f"magma-{mode}", key, iv, data, ("-nopad",) if mode == "cbc" else ())
        ours = api.encrypt(data, cipher="magma", mode=mode, key=key, iv=iv, backend=backend)
        assert ours == theirs, f"seed {seed} openssl -magma-{mode} len {n}"


def test_macs(backend, api, openssl):
    rng, seed = H.rng_for("peer-mac")
    # gost89: the engine's gost-mac meshes the key every 1024 bytes (CryptoPro), as mac() with
    # mesh=True does; up to 1024 bytes both MACs are the same
    for n in (0, 1, 8, 9, 64, 1000, 1024, 1025, 3000):
        key, data = H.rbytes(rng, 32), H.rbytes(rng, n)
        for mac_name in ("gost-mac", "gost-mac-12"):
            theirs = _dgst(openssl, ["-mac", mac_name, "-macopt", f"hexkey:{key.hex()}"], data)
            ours = [s for s in SETS if api.mac(data, cipher="gost89", key=key, sbox=s,
                                                backend=backend, mesh=True) == theirs]
            assert ours, f"seed {seed} openssl {mac_name} len {n}: no set agrees"
            if n <= 1024:
                assert api.mac(data, cipher="gost89", key=key, sbox=ours[0],
                               backend=backend) == theirs
    for n in (0, 1, 8, 9, 64, 1025, 4101):
        key, data = H.rbytes(rng, 32), H.rbytes(rng, n)
        theirs = _dgst(openssl, ["-mac", "magma-mac", "-macopt", f"hexkey:{key.hex()}"], data)
        assert api.mac(data, cipher="magma", key=key, bits=8 * len(theirs), backend=backend) == theirs, \
            f"seed {seed} openssl magma-mac len {n}"


@pytest.mark.parametrize("bits", [256, 512])
def test_streebog(backend, api, openssl, bits):
    rng, seed = H.rng_for("peer-streebog", bits)
    for n in (0, 1, 63, 64, 65, 1000, 4097, 70000):
        data = H.rbytes(rng, n)
        theirs = _dgst(openssl, [f"-md_gost12_{bits}"], data)
        assert api.Streebog(bits, data, backend=backend).digest() == theirs, f"seed {seed} len {n}"
