"""The GOST 28147-89 MAC with CryptoPro key meshing (the key meshed before each block that
follows 1024 bytes under one key, RFC 4357 2.3.2; the MAC of the CryptoPro implementations and of
OpenSSL's gost-mac): through both command lines (mac --mesh) and the Python API (mac(mesh=True),
Mac(mesh=True), mac_multi(mesh=True), threaded too) on every backend, against the reference
interpreter at lengths at, below and above each meshing point; test_provider.py checks the C
API's against gostprov (gost-mac)."""
from __future__ import annotations

import functools

import pytest

import gghelpers as H

# around the first two meshing points (1024, 2048 bytes) and the MAC's block; 0 and 1 block too
LENGTHS = [0, 7, 8, 1016, 1023, 1024, 1025, 1031, 1032, 2047, 2048, 2049, 3000]
SETS = ["cryptopro-a", "tc26-z"]


def _case(surface, sbox):
    """The set's rows, a key and 4000 bytes of data for one surface and set."""
    rng, _ = H.rng_for("mac-mesh", surface, sbox)
    return H.builtin_rows(sbox), H.rbytes(rng, 32), H.rbytes(rng, 4000)


@pytest.mark.parametrize("sbox", SETS)
def test_cli_mac_mesh(backend, cli, sbox):
    rows, key, data = _case("cli", sbox)
    for n in LENGTHS:
        want = H.ref_mac("gost89", rows, key, data[:n], 32, mesh=True)
        got = H.ok(H.run(cli, H.mac_args("gost89", key, sbox, 32, backend, mesh=True), data[:n]))
        assert got == (want.hex() + "\n").encode(), (sbox, n)


@pytest.mark.parametrize("sbox", SETS)
def test_api_mac_mesh(backend, api, sbox):
    rows, key, data = _case("api", sbox)
    for n in LENGTHS:
        want = H.ref_mac("gost89", rows, key, data[:n], 64, mesh=True)
        assert api.mac(data[:n], cipher="gost89", key=key, sbox=sbox, bits=64, backend=backend,
                       mesh=True) == want, (sbox, n)
        m = api.Mac("gost89", key, sbox=sbox, bits=64, backend=backend, mesh=True)
        for i in range(0, n, 333):  # pieces across the meshing points
            m.update(data[i:min(i + 333, n)])
        assert m.digest() == want, (sbox, n)
    # meshing changes the MAC only past 1024 bytes
    plain = api.mac(data[:1025], cipher="gost89", key=key, sbox=sbox, bits=64, backend=backend)
    assert plain != api.mac(data[:1025], cipher="gost89", key=key, sbox=sbox, bits=64,
                            backend=backend, mesh=True)


# (streams, bytes each) of the multi-message calls: a few streams around the meshing points, and
# more streams than one lanes call takes on any backend
MULTI = [(3, n) for n in (0, 7, 8, 1023, 1024, 1025, 2048, 2049)] + [(33, 1032), (33, 2056)]


@functools.lru_cache(maxsize=None)
def _multi_case(sbox, streams, n):
    """Keys, messages and their meshed MACs (the reference's, once for every backend)."""
    rng, _ = H.rng_for("mac-mesh-multi", sbox, streams, n)
    keys = [H.rbytes(rng, 32) for _ in range(streams)]
    datas = [H.rbytes(rng, n) for _ in range(streams)]
    rows = H.builtin_rows(sbox)
    return keys, datas, [H.ref_mac("gost89", rows, k, d, 64, mesh=True)
                         for k, d in zip(keys, datas)]


@pytest.mark.parametrize("sbox", SETS)
def test_api_mac_multi_mesh(backend, api, sbox):
    for streams, n in MULTI:
        keys, datas, want = _multi_case(sbox, streams, n)
        got = api.mac_multi(datas, cipher="gost89", keys=keys, sbox=sbox, bits=64,
                            backend=backend, mesh=True)
        assert got == want, (sbox, streams, n)


def test_api_mac_multi_mesh_threads(api):
    """Streams split between threads mesh as they do in one (64 of 2 KiB: two parts of at
    least 64 KiB each, as gg_parallel splits them)."""
    keys, datas, want = _multi_case("cryptopro-a", 64, 2056)
    old = api.threads()
    try:
        api.set_threads(2)
        got = api.mac_multi(datas, cipher="gost89", keys=keys, sbox="cryptopro-a", bits=64,
                            mesh=True)
    finally:
        api.set_threads(old)
    assert got == want


@pytest.mark.parametrize("cipher", ["magma", "kuznyechik"])
def test_mesh_is_for_gost89_only(cli, api, cipher):
    key = bytes(32)
    H.assert_one_line_error(H.run(cli, H.mac_args(cipher, key, None, mesh=True), b"abc"),
                            contains="gost89")
    with pytest.raises(api.StatusError, match="gost89"):
        api.mac(b"abc", cipher=cipher, key=key, mesh=True)
    with pytest.raises(api.StatusError, match="gost89"):
        api.mac_multi([b"abc"], cipher=cipher, keys=[key], mesh=True)
