"""The GOST 28147-89 MAC with CryptoPro key meshing (the key meshed before each block that
follows 1024 bytes under one key, RFC 4357 2.3.2; the MAC of the CryptoPro implementations and of
OpenSSL's gost-mac): through both command lines (mac --mesh) and the Python API (mac(mesh=True),
Mac(mesh=True)) on every backend, against the reference interpreter at lengths at, below and
above each meshing point; test_provider.py checks the C API's against gostprov (gost-mac)."""
from __future__ import annotations

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


@pytest.mark.parametrize("cipher", ["magma", "kuznyechik"])
def test_mesh_is_for_gost89_only(cli, api, cipher):
    key = bytes(32)
    H.assert_one_line_error(H.run(cli, H.mac_args(cipher, key, None, mesh=True), b"abc"),
                            contains="gost89")
    with pytest.raises(api.StatusError):
        api.mac(b"abc", cipher=cipher, key=key, mesh=True)
