"""CTR-ACPKM (R 1323565.1.017-2018, RFC 8645 6.2.2) through both command lines,
`encrypt|decrypt --mode ctr-acpkm [--section-bytes N]`: the published examples of the vectors
file's "acpkm" section on every available backend; random data at the default section and at
several others (one block, sizes that do not divide the data) compared with the reference
interpreter, from pipes and files, to stdout and to -o FILE; --sector-size (each sector its own
CTR-ACPKM stream at the default section, or at --section-bytes N's); and bad --section-bytes
(with --sector-size too): one line on stderr, exit
status 2, nothing written, no -o file. OMAC-ACPKM through `mac --section-bytes N
--key-section-bytes T`: the published examples, random data against the reference, and bad
sections. The reference itself is checked in test_acpkm.py."""
from __future__ import annotations

import functools
import subprocess

import pytest

import gghelpers as H

ROWS = {"kuznyechik": None, "magma": H.builtin_rows("tc26-z")}  # Magma: the default set
BLOCK = {"kuznyechik": 16, "magma": 8}
DEFAULT_SECTION = {"kuznyechik": 4096, "magma": 1024}

# (cipher, --section-bytes or None for the default, data length): the default section re-keys
# once; one block per section re-keys at every block; the others leave a partial last section.
# Kuznyechik is short: the reference interpreter takes about 0.2 s a KiB there.
SHAPES = [
    ("magma", None, 2 * 1024 + 13),
    ("magma", 8, 203),
    ("magma", 24, 301),
    ("magma", 1000, 2100),
    ("kuznyechik", None, 4096 + 37),
    ("kuznyechik", 16, 157),
    ("kuznyechik", 48, 500),
    ("kuznyechik", 208, 1000),
]


def _shape_id(s):
    return f"{s[0]}-{s[1] or 'default'}-{s[2]}"


@functools.lru_cache(maxsize=None)
def _case(cipher, section, length):
    """(key, iv, plaintext, the reference's ciphertext), the same for every CLI and backend."""
    from gostgen import reference as R

    rng, seed = H.rng_for("acpkm-cli", cipher, section, length)
    key, iv = H.rbytes(rng, 32), H.rbytes(rng, BLOCK[cipher] // 2)
    data = H.rbytes(rng, length)
    ct = R.crypt(cipher, "ctr_acpkm", ROWS[cipher], key, iv, data,
                 section=section or DEFAULT_SECTION[cipher])
    return key, iv, data, ct, seed


def _args(cmd, cipher, key, iv, section=None, backend=None, mode="ctr-acpkm", extra=()):
    args = [cmd, "--cipher", cipher, "--mode", mode, "--key", key.hex()]
    if iv is not None:
        args += ["--iv", iv.hex()]
    if section is not None:
        args += ["--section-bytes", str(section)]
    if backend is not None:
        args += ["--backend", backend]
    return args + list(extra)


def _run_file(cli, args, path):
    with open(path, "rb") as f:
        return subprocess.run([*cli, *map(str, args)], stdin=f, capture_output=True,
                              env=H.clean_env(), timeout=600)


def _backends():
    return [b["name"] for b in H.backend_infos() if b["available"]]


def test_vectors(cli, backend):
    """Every published CTR-ACPKM example (sections of 2 blocks and the defaults); on the portable
    backend also back, and the default-size ones without --section-bytes, spelled ctr_acpkm."""
    for case in H.VECTORS["acpkm"]["ctr_acpkm"]["cases"]:
        c, s = case["cipher"], case["section_bytes"]
        key = bytes.fromhex(case.get("key", H.VECTORS["acpkm"]["key"]))
        iv, pt = bytes.fromhex(case["iv"]), bytes.fromhex(case["plaintext"])
        ct = bytes.fromhex(case["ciphertext"])
        where = f"{c} section {s} ({case['origin']}) on {backend}"
        assert H.ok(H.run(cli, _args("encrypt", c, key, iv, s, backend), pt)) == ct, where
        if backend != "portable":
            continue
        assert H.ok(H.run(cli, _args("decrypt", c, key, iv, s, backend), ct)) == pt, where
        if s == DEFAULT_SECTION[c]:
            got = H.ok(H.run(cli, _args("encrypt", c, key, iv, None, backend, "ctr_acpkm"), pt))
            assert got == ct, where + " (default section)"


@pytest.mark.parametrize("i", range(len(SHAPES)), ids=[_shape_id(s) for s in SHAPES])
def test_random_against_reference(cli, i):
    """Random data through pipes, and back: gostcli on every available backend, the Python CLI
    (the same library behind a slower start) on two of them, different ones for each shape."""
    shape = SHAPES[i]
    cipher, section, length = shape
    key, iv, data, ct, seed = _case(*shape)
    backends = _backends()
    if not cli[0].endswith("gostcli"):
        backends = sorted({backends[i % len(backends)], backends[(i + 1) % len(backends)]})
    for b in backends:
        got = H.ok(H.run(cli, _args("encrypt", cipher, key, iv, section, b), data))
        assert got == ct, f"seed {seed}: {_shape_id(shape)} on {b}"
    assert H.ok(H.run(cli, _args("decrypt", cipher, key, iv, section), ct)) == data, \
        f"seed {seed}: {_shape_id(shape)} decrypt"


@pytest.mark.parametrize("shape", [SHAPES[1], SHAPES[6]], ids=_shape_id)
def test_files_and_output(cli, shape, tmp_path):
    """A regular file on stdin, -o FILE (replacing an older file), and back the same way."""
    cipher, section, length = shape
    key, iv, data, ct, seed = _case(*shape)
    src, enc, dec = tmp_path / "in", tmp_path / "enc", tmp_path / "dec"
    src.write_bytes(data)
    enc.write_bytes(b"older contents")
    proc = _run_file(cli, _args("encrypt", cipher, key, iv, section, extra=["-o", enc]), src)
    assert H.ok(proc) == b""
    assert enc.read_bytes() == ct, f"seed {seed}"
    proc = _run_file(cli, _args("decrypt", cipher, key, iv, section, extra=["-o", dec]), enc)
    assert H.ok(proc) == b""
    assert dec.read_bytes() == data, f"seed {seed}"


@pytest.mark.parametrize("cipher", ["magma", "kuznyechik"])
def test_section_past_the_data_is_ctr(cli, cipher):
    """A section no shorter than the data never re-keys: the output is plain ctr's."""
    rng, seed = H.rng_for("acpkm-cli-ctr", cipher)
    key, iv, data = H.rbytes(rng, 32), H.rbytes(rng, BLOCK[cipher] // 2), H.rbytes(rng, 777)
    ctr = H.ok(H.run(cli, _args("encrypt", cipher, key, iv, mode="ctr"), data))
    for section in (784, 1 << 20, 1 << 33):  # (past 2^32: a size_t, not an unsigned)
        got = H.ok(H.run(cli, _args("encrypt", cipher, key, iv, section), data))
        assert got == ctr, f"seed {seed}: {cipher} section {section}"
    # and a shorter one does re-key
    assert H.ok(H.run(cli, _args("encrypt", cipher, key, iv, 256), data)) != ctr


@pytest.mark.parametrize("cipher,sector,count", [("magma", 2048, 2), ("kuznyechik", 512, 2)])
def test_sector_size(cli, cipher, sector, count):
    """--sector-size: each sector a CTR-ACPKM stream at the default section (magma's 2048-byte
    sectors re-key inside) with its number as the IV (dm-crypt plain64, cut to the IV length)."""
    from gostgen import reference as R

    rng, seed = H.rng_for("acpkm-cli-sectors", cipher)
    key, data = H.rbytes(rng, 32), H.rbytes(rng, sector * count)
    first = 7
    want = b"".join(
        R.crypt(cipher, "ctr_acpkm", ROWS[cipher], key,
                (first + i).to_bytes(8, "little")[:BLOCK[cipher] // 2],
                data[i * sector:(i + 1) * sector], section=DEFAULT_SECTION[cipher])
        for i in range(count))
    extra = ["--sector-size", sector, "--first-sector", first]
    assert H.ok(H.run(cli, _args("encrypt", cipher, key, None, extra=extra), data)) == want, \
        f"seed {seed}"
    assert H.ok(H.run(cli, _args("decrypt", cipher, key, None, extra=extra), want)) == data, \
        f"seed {seed}"


@pytest.mark.parametrize("cipher,sector,section,length", [
    ("magma", 512, 24, 3 * 512 + 5), ("magma", 2048, 1024, 2 * 2048), ("magma", 64, 8, 64 * 5),
    ("kuznyechik", 512, 48, 2 * 512 + 17), ("kuznyechik", 1024, 16, 1024),
    ("kuznyechik", 256, 4096, 3 * 256)])
def test_sector_size_with_section(cli, api, cipher, sector, section, length, tmp_path):
    """--sector-size with --section-bytes: each sector its own CTR-ACPKM stream at that section,
    as the library's encrypt_sectors(section=) (a sector checked against the reference too);
    back again, through a pipe and through a file to -o FILE."""
    from gostgen import reference as R

    rng, seed = H.rng_for("acpkm-cli-sector-sections", cipher, sector, section)
    key, data, first = H.rbytes(rng, 32), H.rbytes(rng, length), rng.randrange(1 << 16)
    want = api.encrypt_sectors(data, cipher=cipher, mode="ctr_acpkm", key=key, sector_size=sector,
                               first_sector=first, section=section)
    assert want[:sector] == R.crypt(cipher, "ctr_acpkm", ROWS[cipher], key,
                                    first.to_bytes(8, "little")[:BLOCK[cipher] // 2],
                                    data[:sector], section=section), f"seed {seed}"
    extra = ["--sector-size", sector, "--first-sector", first]
    got = H.ok(H.run(cli, _args("encrypt", cipher, key, None, section, extra=extra), data))
    assert got == want, f"seed {seed}"
    src, dec = tmp_path / "ct", tmp_path / "pt"
    src.write_bytes(want)
    proc = _run_file(cli, _args("decrypt", cipher, key, None, section, extra=[*extra, "-o", dec]),
                     src)
    assert H.ok(proc) == b"" and dec.read_bytes() == data, f"seed {seed}"


@pytest.mark.parametrize("cipher", ["magma", "kuznyechik"])
def test_sector_size_with_section_past_the_buffers(cli, api, cipher):
    """Sectors with a section past the CLIs' 1 MiB buffers, with threads: as the library."""
    rng, seed = H.rng_for("acpkm-cli-sector-sections-buffers", cipher)
    key, data = H.rbytes(rng, 32), H.rbytes(rng, 2 * (1 << 20) + 4096 + 7)
    section = 5 * BLOCK[cipher]
    want = api.encrypt_sectors(data, cipher=cipher, mode="ctr_acpkm", key=key, sector_size=4096,
                               section=section)
    got = H.ok(H.run(cli, _args("encrypt", cipher, key, None, section,
                                extra=["--sector-size", 4096, "--threads", 3]), data))
    assert got == want, f"seed {seed}"


K, IV8 = bytes(range(32)), bytes(range(8))


@pytest.mark.parametrize("args", [
    pytest.param(_args("encrypt", "kuznyechik", K, IV8, 0), id="zero"),
    pytest.param(_args("encrypt", "kuznyechik", K, IV8, 8), id="half-block"),
    pytest.param(_args("decrypt", "magma", K, IV8[:4], 1028), id="not-a-multiple"),
    pytest.param(_args("encrypt", "magma", K, IV8[:4], "1e3"), id="not-a-number"),
    pytest.param(_args("encrypt", "magma", K, IV8[:4], 64, mode="ctr"), id="ctr"),
    pytest.param(_args("encrypt", "magma", K, IV8, 64, mode="cbc"), id="cbc"),
    pytest.param(_args("encrypt", "magma", K, IV8, 64, mode="mgm"), id="mgm"),
    pytest.param(_args("encrypt", "gost89", K, IV8, 64, mode="cnt"), id="gost89-cnt"),
    pytest.param(_args("encrypt", "kuznyechik", K, None, 24, extra=["--sector-size", 512]),
                 id="sectors-not-a-multiple"),
    pytest.param(_args("decrypt", "magma", K, None, 0, extra=["--sector-size", 512]),
                 id="sectors-zero"),
    pytest.param(_args("encrypt", "magma", K, None, 64, mode="ctr", extra=["--sector-size", 512]),
                 id="sectors-ctr"),
])
def test_bad_section(cli, args, tmp_path):
    """Exit status 2, one line naming the option, nothing on stdout, no -o file."""
    out = tmp_path / "out"
    proc = H.run(cli, [*args, "-o", out], b"x" * 100)
    H.assert_one_line_error(proc, contains="--section-bytes")
    assert proc.returncode == 2, H.describe(proc)
    assert not out.exists() and list(tmp_path.iterdir()) == [], H.describe(proc)


@pytest.mark.parametrize("cipher", ["magma", "kuznyechik"])
def test_help_and_offered_lists(cli, cipher):
    """ctr-acpkm is in --help and in the modes an unknown mode's message offers."""
    helptext = H.ok(H.run(cli, ["--help"] if cli[0].endswith("gostcli")
                          else ["encrypt", "--help"])).decode()
    assert "ctr-acpkm" in helptext and "--section-bytes" in helptext
    proc = H.run(cli, _args("encrypt", cipher, K, None, mode="xts"))
    assert "ctr-acpkm" in H.assert_one_line_error(proc, contains="xts")
    assert proc.returncode == 2, H.describe(proc)


@pytest.mark.parametrize("cipher", ["magma", "kuznyechik"])
def test_past_the_buffers(cli, api, cipher):
    """Past the CLIs' 1 MiB buffers (sections straddling them), with threads asked for: as the
    library's one call (itself checked against the reference in test_acpkm.py)."""
    rng, seed = H.rng_for("acpkm-cli-buffers", cipher)
    key, iv = H.rbytes(rng, 32), H.rbytes(rng, BLOCK[cipher] // 2)
    data = H.rbytes(rng, 2 * (1 << 20) + 13)
    section = 4104 if cipher == "magma" else 4112  # does not divide 1 MiB
    want = api.encrypt(data, cipher=cipher, mode="ctr_acpkm", key=key, iv=iv, section=section)
    got = H.ok(H.run(cli, _args("encrypt", cipher, key, iv, section, extra=["--threads", 3]),
                     data))
    assert got == want, f"seed {seed}"


# ---- OMAC-ACPKM: mac --section-bytes N --key-section-bytes T ------------------------------------
def _mac_args(cipher, key, section, key_section, bits=None, backend=None, extra=()):
    args = ["mac", "--cipher", cipher, "--key", key.hex()]
    if section is not None:
        args += ["--section-bytes", str(section)]
    if key_section is not None:
        args += ["--key-section-bytes", str(key_section)]
    if bits is not None:
        args += ["--bits", str(bits)]
    if backend is not None:
        args += ["--backend", backend]
    return args + list(extra)


def test_omac_vectors(cli, backend):
    """Every published OMAC-ACPKM example (R 1323565.1.017-2018 A.3, A.4), as a hex line."""
    for case in H.VECTORS["acpkm"]["omac_acpkm"]["cases"]:
        key = bytes.fromhex(H.VECTORS["acpkm"]["key"])
        args = _mac_args(case["cipher"], key, case["section_bytes"], case["key_section_bytes"],
                         4 * len(case["mac"]), backend)
        got = H.ok(H.run(cli, args, bytes.fromhex(case["message"])))
        assert got == (case["mac"] + "\n").encode(), f"{case['name']} on {backend}"


@pytest.mark.parametrize("cipher,section,key_section,length", [
    ("magma", 8, 8, 203), ("magma", 24, 40, 1000), ("kuznyechik", 16, 48, 157),
    ("kuznyechik", 64, 32, 300)])
def test_omac_random_against_reference(cli, cipher, section, key_section, length):
    from gostgen import reference as R

    rng, seed = H.rng_for("omac-acpkm-cli", cipher, section, key_section, length)
    key, data = H.rbytes(rng, 32), H.rbytes(rng, length)
    want = R.omac_acpkm(cipher, ROWS[cipher], key, data, section, key_section, 8 * BLOCK[cipher])
    backends = _backends()
    if not cli[0].endswith("gostcli"):
        backends = backends[:2]
    for b in backends:
        got = H.ok(H.run(cli, _mac_args(cipher, key, section, key_section, 8 * BLOCK[cipher], b),
                         data))
        assert got == (want.hex() + "\n").encode(), f"seed {seed} on {b}"


@pytest.mark.parametrize("args,names", [
    pytest.param(_mac_args("kuznyechik", K, 32, None), "--key-section-bytes", id="one-of-two"),
    pytest.param(_mac_args("kuznyechik", K, None, 48), "--section-bytes", id="other-of-two"),
    pytest.param(_mac_args("kuznyechik", K, 24, 48), "--section-bytes", id="not-a-multiple"),
    pytest.param(_mac_args("magma", K, 16, 0), "--key-section-bytes", id="zero"),
    pytest.param(_mac_args("gost89", K, 16, 16), "gost89", id="gost89"),
])
def test_omac_bad_sections(cli, args, names, tmp_path):
    """Exit status 2, one line naming the problem, nothing on stdout, no -o file."""
    out = tmp_path / "out"
    proc = H.run(cli, [*args, "-o", out], b"x" * 100)
    H.assert_one_line_error(proc, contains=names)
    assert proc.returncode == 2, H.describe(proc)
    assert not out.exists() and list(tmp_path.iterdir()) == [], H.describe(proc)
