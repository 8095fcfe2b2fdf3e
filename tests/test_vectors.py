"""Known answers: every vector of tests/vectors/gost-vectors.json through the reference model, the
Python API, the `gostgen` Python CLI and gostcli, for every available backend."""
from __future__ import annotations

import pytest

import gghelpers as H

V = H.VECTORS
X = bytes.fromhex


def _kat_cases():
    """Flattens the vectors file into uniform cases (the only expected values in the suite)."""
    cases = []

    def crypt(cid, cipher, mode, sbox, key, iv, pt, ct, mesh=False):
        cases.append(dict(id=cid, kind="crypt", cipher=cipher, mode=mode, sbox=sbox, key=X(key),
                          iv=X(iv) if iv else None, data=X(pt), expected=X(ct), mesh=mesh))

    def mac(cid, cipher, sbox, key, data, tag):
        cases.append(dict(id=cid, kind="mac", cipher=cipher, sbox=sbox, key=X(key), data=X(data),
                          bits=len(tag) * 4, expected=X(tag)))

    mb = V["magma_block"]
    crypt("magma-block", "magma", "ecb", mb["sbox"], mb["key"], None, mb["plaintext"], mb["ciphertext"])

    mm = V["magma_modes"]
    for mode in ("ecb", "ctr", "ofb", "cbc", "cfb"):
        crypt(f"magma-{mode}", "magma", mode, mm["sbox"], mm["key"], mm[mode].get("iv"),
              mm["plaintext"], mm[mode]["ciphertext"])
    mac("magma-mac32", "magma", mm["sbox"], mm["key"], mm["plaintext"], mm["mac"]["mac"])
    mac("magma-mac64", "magma", mm["sbox"], mm["key"], mm["plaintext"], mm["mac"]["mac_64"])

    r = V["gost89_rfc5831"]
    crypt("gost89-rfc5831", "gost89", "ecb", r["sbox"], r["key"], None, r["plaintext"], r["ciphertext"])

    ps = V["gost89_paramsets"]
    for sbox, res in ps["results"].items():
        for mode in ("ecb", "cfb", "cnt"):
            crypt(f"gost89-{sbox}-{mode}", "gost89", mode, sbox, ps["key"],
                  ps["iv"] if mode != "ecb" else None, ps["plaintext"], res[mode])
        mac(f"gost89-{sbox}-mac64", "gost89", sbox, ps["key"], ps["plaintext"], res["mac_64"])
        # The MAC is the first bits/8 bytes of the 64-bit value (gostgen.h): 32 bits is a prefix.
        mac(f"gost89-{sbox}-mac32", "gost89", sbox, ps["key"], ps["plaintext"], res["mac_64"][:8])

    km = V["gost89_cnt_key_meshing"]
    assert km["plaintext_rule"] == "byte i = (13*i + 1) mod 256"
    assert X(km["meshing_key"]) == __import__("gostgen.reference").reference.MESH_KEY
    for length, ct in km["ciphertexts_by_length"].items():
        n = int(length)
        pt = bytes((13 * i + 1) % 256 for i in range(n)).hex()
        crypt(f"gost89-cnt-mesh-{n}", "gost89", "cnt", km["sbox"], km["key"], km["iv"], pt, ct,
              mesh=True)

    for name, c in V["streebog"]["cases"].items():
        for bits in (256, 512):
            cases.append(dict(id=f"streebog{bits}-{name}", kind="hash", bits=bits,
                              data=X(c["message"]), expected=X(c[str(bits)])))
    return cases


CASES = _kat_cases()
CRYPT = [c for c in CASES if c["kind"] == "crypt"]
MAC = [c for c in CASES if c["kind"] == "mac"]
HASH = [c for c in CASES if c["kind"] == "hash"]


def _params(cases):
    return [pytest.param(c, id=c["id"]) for c in cases]


def _msg(c, extra=""):
    return f"known answer {c['id']} (tests/vectors/gost-vectors.json) {extra}"


# ---- the vectors file itself and the S-box sets ----------------------------------------------------
def test_vectors_file_is_complete():
    """The suite must not silently lose vectors: count what the file holds."""
    assert len(V["gost89_paramsets"]["results"]) == 7
    assert len(CRYPT) == 1 + 5 + 1 + 7 * 3 + 4
    assert len(MAC) == 2 + 7 * 2
    assert len(HASH) == 2 * len(V["streebog"]["cases"]) >= 12


@pytest.mark.parametrize("name", H.SHIPPED)
def test_shipped_sbox_files_match_published_rows(name):
    """dsl/sboxes/NAME.toml (what the generator compiles in) holds the published table and OID."""
    from gostgen import sboxfile

    s = sboxfile.load(H.REPO / "dsl" / "sboxes" / f"{name}.toml")
    assert s.name == name
    assert s.rows == H.rows_from_hex(V["sboxes"]["rows"][name])
    assert s.oid == V["sboxes"]["oids"][name]


def test_library_sbox_sets(api):
    """The compiled-in sets: names, OIDs, default first (tc26-z), and the exact rows."""
    import ctypes

    from gostgen import _binding as B

    lib = B.lib()
    names = api.sbox_names()
    assert names[0] == "tc26-z", names
    assert sorted(names) == sorted(H.SHIPPED)
    for i, name in enumerate(names):
        ptr = lib.gostgen_sbox_at(i)
        assert B.decode(lib.gostgen_sbox_name(ptr)) == name
        assert B.decode(lib.gostgen_sbox_oid(ptr)) == V["sboxes"]["oids"][name]
        rows = (ctypes.c_uint8 * 16 * 8)()
        lib.gostgen_sbox_rows(ptr, rows)
        assert tuple(tuple(r) for r in rows) == H.rows_from_hex(V["sboxes"]["rows"][name]), name
        for key in (name, V["sboxes"]["oids"][name]):
            out = ctypes.c_void_p()
            assert lib.gostgen_sbox_find(key.encode(), ctypes.byref(out)) == 0, key
            assert out.value == ptr, key
    assert lib.gostgen_sbox_default() == lib.gostgen_sbox_at(0)


# ---- the reference model (fast; no library needed) -----------------------------------------------
@pytest.mark.parametrize("c", _params(CASES))
def test_reference(c):
    if c["kind"] == "hash":
        assert H.ref_hash(c["data"], c["bits"]) == c["expected"], _msg(c)
        return
    rows = H.rows_from_hex(V["sboxes"]["rows"][c["sbox"]])
    if c["kind"] == "mac":
        assert H.ref_mac(c["cipher"], rows, c["key"], c["data"], c["bits"]) == c["expected"], _msg(c)
        return
    ct = H.ref_crypt(c["cipher"], c["mode"], rows, c["key"], c["iv"], c["data"], False, c["mesh"])
    assert ct == c["expected"], _msg(c, "encrypt")
    pt = H.ref_crypt(c["cipher"], c["mode"], rows, c["key"], c["iv"], c["expected"], True, c["mesh"])
    assert pt == c["data"], _msg(c, "decrypt")


# ---- the Python API -------------------------------------------------------------------------------
@pytest.mark.parametrize("c", _params(CRYPT))
def test_api_crypt(backend, api, c):
    kw = dict(cipher=c["cipher"], mode=c["mode"], key=c["key"], iv=c["iv"], mesh=c["mesh"],
              backend=backend)
    # The set by name, by OID, and as run-time rows must all give the published answer.
    oid = V["sboxes"]["oids"][c["sbox"]]
    for sbox in (c["sbox"], oid, V["sboxes"]["rows"][c["sbox"]]):
        assert api.encrypt(c["data"], sbox=sbox, **kw) == c["expected"], _msg(c, f"encrypt sbox={sbox}")
        assert api.decrypt(c["expected"], sbox=sbox, **kw) == c["data"], _msg(c, f"decrypt sbox={sbox}")
    if c["sbox"] == "tc26-z":  # the default set
        assert api.encrypt(c["data"], **kw) == c["expected"], _msg(c, "default set")
    # Streaming: the same answer when fed in two uneven pieces (whole blocks for ECB/CBC).
    cut = 8 if c["mode"] in ("ecb", "cbc") else 5
    with api.Cipher(c["cipher"], c["mode"], c["key"], c["iv"], sbox=c["sbox"], mesh=c["mesh"],
                    backend=backend) as ctx:
        out = ctx.update(c["data"][:cut]) + ctx.update(c["data"][cut:])
    assert out == c["expected"], _msg(c, "Cipher.update in two pieces")


@pytest.mark.parametrize("c", _params(MAC))
def test_api_mac(backend, api, c):
    for sbox in (c["sbox"], V["sboxes"]["rows"][c["sbox"]]):
        tag = api.mac(c["data"], cipher=c["cipher"], key=c["key"], sbox=sbox, bits=c["bits"],
                      backend=backend)
        assert tag == c["expected"], _msg(c, f"sbox={sbox}")


@pytest.mark.parametrize("c", _params(HASH))
def test_api_hash(backend, api, c):
    assert api.Streebog(c["bits"], c["data"], backend=backend).digest() == c["expected"], _msg(c)
    assert api.new(f"streebog{c['bits']}", c["data"], backend=backend).hexdigest() == c["expected"].hex()
    h = api.Streebog(c["bits"], backend=backend)
    for i in range(0, len(c["data"]), 7):
        h.update(c["data"][i:i + 7])
    assert h.digest() == c["expected"], _msg(c, "7-byte updates")
    assert api.hash_batch([c["data"]], c["bits"], backend=backend) == [c["expected"]], _msg(c, "batch")


# ---- the two command lines --------------------------------------------------------------------------

@pytest.mark.parametrize("c", _params(CRYPT))
def test_cli_crypt(backend, cli, c):
    # gostcli gets the set by OID, the Python CLI by name (both are accepted by both).
    sbox = V["sboxes"]["oids"][c["sbox"]] if cli[0].endswith("gostcli") else c["sbox"]
    out = H.ok(H.run(cli, H.crypt_args(c["cipher"], c["mode"], c["key"], c["iv"], sbox, c["mesh"],
                                       backend=backend), c["data"]))
    assert out == c["expected"], _msg(c, "encrypt")
    out = H.ok(H.run(cli, H.crypt_args(c["cipher"], c["mode"], c["key"], c["iv"], sbox, c["mesh"],
                                       decrypt=True, backend=backend), c["expected"]))
    assert out == c["data"], _msg(c, "decrypt")


@pytest.mark.parametrize("c", _params(MAC))
def test_cli_mac(backend, cli, c):
    out = H.ok(H.run(cli, H.mac_args(c["cipher"], c["key"], c["sbox"], c["bits"], backend), c["data"]))
    assert out == (c["expected"].hex() + "\n").encode(), _msg(c)


def test_cli_mac_default_bits_is_32(backend, cli):
    c = next(m for m in MAC if m["id"] == "magma-mac32")
    out = H.ok(H.run(cli, H.mac_args(c["cipher"], c["key"], c["sbox"], None, backend), c["data"]))
    assert out == (c["expected"].hex() + "\n").encode(), _msg(c, "without --bits")


@pytest.mark.parametrize("bits", [256, 512])
def test_cli_hash(backend, cli, bits, tmp_path):
    cases = [c for c in HASH if c["bits"] == bits]
    # stdin, one line "HEX  -"
    for c in cases:
        out = H.ok(H.run(cli, ["hash", "--bits", bits, "--backend", backend], c["data"]))
        assert out == f"{c['expected'].hex()}  -\n".encode(), _msg(c, "stdin")
    # several files in one call, one line each in order
    files = []
    for c in cases:
        f = tmp_path / f"{c['id']}.bin"
        f.write_bytes(c["data"])
        files.append(f)
    out = H.ok(H.run(cli, ["hash", "--bits", bits, "--backend", backend, *files]))
    want = "".join(f"{c['expected'].hex()}  {f}\n" for c, f in zip(cases, files))
    assert out.decode() == want


def test_cli_hash_default_is_512(cli, backend):
    c = next(h for h in HASH if h["id"] == "streebog512-M1")
    out = H.ok(H.run(cli, ["hash", "--backend", backend], c["data"]))
    assert out == f"{c['expected'].hex()}  -\n".encode()


@pytest.mark.parametrize("c", _params([c for c in CRYPT if c["id"] in
                                       ("magma-ctr", "gost89-cryptopro-a-cnt", "gost89-cnt-mesh-3000")]))
def test_cli_backend_from_environment(backend, cli, c):
    """GOSTGEN_BACKEND=NAME (no --backend) selects the backend for the process."""
    env = H.clean_env(GOSTGEN_BACKEND=backend)
    out = H.ok(H.run(cli, H.crypt_args(c["cipher"], c["mode"], c["key"], c["iv"], c["sbox"],
                                       c["mesh"]), c["data"], env=env))
    assert out == c["expected"], _msg(c, f"GOSTGEN_BACKEND={backend}")
