"""The msa backend (MIPS MSA, Baikal-T1) under QEMU: `gostgen build --target mipsel-msa` once per
session, then every S-box set (shipped, and random ones made at run time) through every mode of
both ciphers, both MACs, the multi-stream calls and Streebog (single and batch), on the msa and
the portable backend, checked against the reference interpreter (gostgen.reference).

QEMU starts slowly, so all library calls go through one run of a small static driver
(tests/msa_driver.c, linked with the cross-built libgostgen.a) that reads every case from
stdin; gostcli itself runs under QEMU only for the backend list and for S-box sets given as
TOML files. Lengths sit at, below and above the kernel's 16 blocks (128 bytes) and cross the
1024-byte meshing period. Needs mipsel-linux-gnu-gcc and qemu-mipsel (bash .ci/install-mips.sh,
called by .ci/setup.sh); skipped with that reason without them."""
from __future__ import annotations

import functools
import os
import subprocess
import sys

import pytest

import gghelpers as H
from gostgen import reference as R

QEMU = ["qemu-mipsel", "-cpu", "P5600"]
MIPS_CC = "mipsel-linux-gnu-gcc"
MIPS_FLAGS = ["-march=mips32r5", "-mmsa", "-mfp64", "-mhard-float"]
BACKENDS = ["msa", "portable"]
LANES = 16  # blocks per msa kernel call (backends/msa.py)
CIPHER = {"gost89": 0, "magma": 1}
MODE = {"ecb": 0, "cnt": 1, "cfb": 2, "ctr": 3, "ofb": 4, "cbc": 5}
RANDOM_SETS = ["random-perm", "random-any"]
SETS = H.SHIPPED + RANDOM_SETS

# (cipher, mode, mesh, decrypt): decryption only where it differs from encryption
VARIANTS = [(c, m, mesh, dec) for c, m, mesh in H.CRYPT_MODES
            for dec in ((False, True) if m in ("ecb", "cbc", "cfb") else (False,))]


def _variant_id(c, m, mesh, dec):
    return H.mode_id(c, m, mesh) + ("-dec" if dec else "")


GROUPS = ([f"{s}-{_variant_id(*v)}" for s in SETS for v in VARIANTS]
          + [f"{s}-{c}-mac" for s in SETS for c in CIPHER]
          + [f"{s}-multi" for s in SETS]
          + [f"{s}-stream" for s in SETS]
          + ["streebog-256", "streebog-512", "streebog-batch"])


def set_rows(name):
    if name in RANDOM_SETS:
        rng, _ = H.rng_for("msa-sbox", name)
        return H.random_rows(rng, permutation=name == "random-perm")
    return H.builtin_rows(name)


def sbox_token(name):
    if name in RANDOM_SETS:
        return "rows:" + "".join(H.rows_hex(set_rows(name)))
    return name


def _hex(b: bytes) -> str:
    return b.hex() if b else "-"


def _lengths(rng, cipher, mode, mesh):
    """At, below and above the 16-block kernel width, two widths and a bit, one random length;
    past the meshing period where meshing is on."""
    if H.whole_blocks(cipher, mode):
        out = [8, 8 * (LANES - 1), 8 * LANES, 8 * (LANES + 1), 8 * (2 * LANES + 1)]
        out.append(8 * rng.randrange(1, 64))
    else:
        out = [1, 8 * LANES - 1, 8 * LANES, 8 * LANES + 1, 8 * (2 * LANES) + 7]
        out.append(rng.randrange(1, 512))
    if mesh:
        out.append(1100)
    return out


def _iv(rng, cipher, mode, i):
    lens = H.iv_lengths(cipher, mode)
    n = lens[i % len(lens)] if len(lens) < 3 else lens[i % 2]  # magma registers of 8 and 16
    return H.rbytes(rng, n) if n else b""


def _crypt_cases(s, c, m, mesh, dec):
    rng, seed = H.rng_for("msa", s, c, m, mesh, dec)
    rows, tok = set_rows(s), sbox_token(s)
    cases = []
    for i, n in enumerate(_lengths(rng, c, m, mesh)):
        key, iv, data = H.rbytes(rng, 32), _iv(rng, c, m, i), H.rbytes(rng, n)
        want = H.ref_crypt(c, m, rows, key, iv or None, data, dec, mesh)
        line = (f"crypt {{be}} {CIPHER[c]} {MODE[m]} {int(dec)} {int(mesh)} {tok} {key.hex()} "
                f"{_hex(iv)} {_hex(data)}")
        cases.append((f"len {n} (seed {seed})", line, want))
    return cases


def _mac_cases(s, c):
    rng, seed = H.rng_for("msa-mac", s, c)
    rows, tok = set_rows(s), sbox_token(s)
    cases = []
    for n, bits in ((0, 32), (1, 64), (8, 32), (8 * LANES - 3, 24), (8 * LANES, 64),
                    (8 * LANES + 9, 8), (rng.randrange(1, 700), 48)):
        key, data = H.rbytes(rng, 32), H.rbytes(rng, n)
        want = H.ref_mac(c, rows, key, data, bits)
        line = f"mac {{be}} {CIPHER[c]} {tok} {key.hex()} {bits} {_hex(data)}"
        cases.append((f"len {n} bits {bits} (seed {seed})", line, want))
    return cases


def _multi_cases(s):
    """Multi-stream calls: fewer streams than a kernel call, exactly one call, one more."""
    rng, seed = H.rng_for("msa-multi", s)
    rows, tok = set_rows(s), sbox_token(s)
    cases = []
    for c, m, mesh, dec in VARIANTS:
        for n in (3, LANES, LANES + 1):
            length = 24 if H.whole_blocks(c, m) else 21
            if mesh:
                length = 1030 if n == 3 else 40
            ivlen = H.iv_lengths(c, m)[n % len(H.iv_lengths(c, m))] if m != "ecb" else 0
            keys = [H.rbytes(rng, 32) for _ in range(n)]
            ivs = [H.rbytes(rng, ivlen) for _ in range(n)]
            datas = [H.rbytes(rng, length) for _ in range(n)]
            want = b"".join(H.ref_crypt(c, m, rows, k, iv or None, d, dec, mesh)
                            for k, iv, d in zip(keys, ivs, datas))
            line = (f"cmulti {{be}} {CIPHER[c]} {MODE[m]} {int(dec)} {int(mesh)} {tok} {n} {length} "
                    f"{b''.join(keys).hex()} {_hex(b''.join(ivs))} {_hex(b''.join(datas))}")
            cases.append((f"{_variant_id(c, m, mesh, dec)} x{n} len {length} (seed {seed})",
                           line, want))
    for c in CIPHER:
        for n, length, bits in ((3, 20, 32), (LANES, 8, 64), (LANES + 1, 33, 16)):
            keys = [H.rbytes(rng, 32) for _ in range(n)]
            datas = [H.rbytes(rng, length) for _ in range(n)]
            want = b"".join(H.ref_mac(c, rows, k, d, bits) for k, d in zip(keys, datas))
            line = (f"mmulti {{be}} {CIPHER[c]} {tok} {n} {length} {bits} {b''.join(keys).hex()} "
                    f"{b''.join(datas).hex()}")
            cases.append((f"{c}-mac x{n} len {length} (seed {seed})", line, want))
    # OMAC-ACPKM over many messages (magma): sections that split the lanes' runs
    for n, length, section, key_section in ((3, 45, 16, 40), (LANES + 1, 200, 64, 24)):
        keys = [H.rbytes(rng, 32) for _ in range(n)]
        datas = [H.rbytes(rng, length) for _ in range(n)]
        want = b"".join(R.omac_acpkm("magma", rows, k, d, section, key_section, 64)
                        for k, d in zip(keys, datas))
        line = (f"omulti {{be}} {CIPHER['magma']} {tok} {n} {length} 64 {section} {key_section} "
                f"{b''.join(keys).hex()} {b''.join(datas).hex()}")
        cases.append((f"magma-omac-acpkm x{n} len {length} sections {section}/{key_section} "
                      f"(seed {seed})", line, want))
    return cases


def _stream_cases(s):
    """One context, several updates of odd sizes: the keystream carries over between calls."""
    rng, seed = H.rng_for("msa-stream", s)
    rows, tok = set_rows(s), sbox_token(s)
    cases = []
    for c, m, mesh, dec in VARIANTS:
        if H.whole_blocks(c, m):
            continue
        n = 1100 if mesh else 300
        cuts = sorted(rng.sample(range(1, n), 4))
        key, iv, data = H.rbytes(rng, 32), _iv(rng, c, m, 1), H.rbytes(rng, n)
        want = H.ref_crypt(c, m, rows, key, iv or None, data, dec, mesh)
        line = (f"stream {{be}} {CIPHER[c]} {MODE[m]} {int(dec)} {int(mesh)} {tok} {key.hex()} "
                f"{_hex(iv)} {data.hex()} {','.join(map(str, cuts))}")
        cases.append((f"{_variant_id(c, m, mesh, dec)} cuts {cuts} (seed {seed})", line, want))
    return cases


def _hash_cases(group):
    rng, seed = H.rng_for("msa-hash", group)
    if group == "streebog-batch":
        cases = []
        for bits in (256, 512):
            lens = [0, 1, 63, 64, 65, 130, rng.randrange(0, 300)]
            datas = [H.rbytes(rng, n) for n in lens]
            want = b"".join(H.ref_hash(d, bits) for d in datas)
            line = (f"hbatch {{be}} {bits} {len(lens)} {','.join(map(str, lens))} "
                    f"{_hex(b''.join(datas))}")
            cases.append((f"{bits} lens {lens} (seed {seed})", line, want))
        return cases
    bits = int(group.split("-")[1])
    cases = []
    for n in (0, 1, 63, 64, 65, 127, 128, 129, rng.randrange(130, 400)):
        data = H.rbytes(rng, n)
        cases.append((f"len {n} (seed {seed})", f"hash {{be}} {bits} {_hex(data)}",
                      H.ref_hash(data, bits)))
    return cases


@functools.lru_cache(maxsize=None)
def group_cases(group):
    if group.startswith("streebog-"):
        return _hash_cases(group)
    for s in SETS:
        if not group.startswith(s + "-"):
            continue
        rest = group[len(s) + 1:]
        if rest == "multi":
            return _multi_cases(s)
        if rest == "stream":
            return _stream_cases(s)
        for c in CIPHER:
            if rest == f"{c}-mac":
                return _mac_cases(s, c)
        for v in VARIANTS:
            if rest == _variant_id(*v):
                return _crypt_cases(s, *v)
    raise KeyError(group)


def _run(cmd, **kw):
    proc = subprocess.run(cmd, capture_output=True, **kw)
    assert proc.returncode == 0, H.describe(proc)
    return proc


@pytest.fixture(scope="session")
def mips_build(mipsel_msa_tree):
    """DIR of `gostgen build --target mipsel-msa --out DIR` (conftest.py), with DIR/msa_driver
    beside it."""
    out = mipsel_msa_tree
    from gostgen.cli import mark_nan2008

    driver = out / "msa_driver"
    _run([MIPS_CC, "-O1", "-static", *MIPS_FLAGS, "-I", str(out / "src" / "runtime" / "include"),
          str(H.TESTS / "msa_driver.c"), str(out / "lib" / "libgostgen.a"), "-lpthread",
          "-o", str(driver)], timeout=300)
    mark_nan2008(driver)
    return out


@pytest.fixture(scope="session")
def qemu_results(mips_build):
    """{(group, backend): [output line per case]}: one QEMU run of the driver for everything."""
    order, lines = [], []
    for g in GROUPS:
        for be in BACKENDS:
            for _, line, _ in group_cases(g):
                lines.append(line.format(be=be))
            order.append((g, be, len(group_cases(g))))
    env = H.clean_env()
    proc = subprocess.run([*QEMU, str(mips_build / "msa_driver")], capture_output=True,
                          input=("\n".join(lines) + "\n").encode(), env=env, timeout=900)
    assert proc.returncode == 0 and proc.stderr == b"", H.describe(proc)
    outs = proc.stdout.decode().split("\n")
    assert len(outs) == len(lines) + 1 and outs[-1] == "", \
        f"the driver answered {len(outs) - 1} lines for {len(lines)} cases"
    res, at = {}, 0
    for g, be, n in order:
        res[(g, be)] = outs[at:at + n]
        at += n
    return res


@pytest.mark.parametrize("qbackend", BACKENDS)
@pytest.mark.parametrize("group", GROUPS)
def test_msa_qemu_against_reference(qemu_results, group, qbackend):
    got = qemu_results[(group, qbackend)]
    bad = []
    for (what, line, want), g in zip(group_cases(group), got):
        if g != want.hex():
            bad.append(f"{what}: got {g[:80]!r}, want {want.hex()[:80]!r}; "
                       f"case: {line.format(be=qbackend)[:200]}")
    assert not bad, f"{len(bad)} of {len(got)} cases differ under QEMU:\n" + "\n".join(bad)


def _gostcli(mips_build, args, data=b"", **env):
    proc = subprocess.run([*QEMU, str(mips_build / "bin" / "gostcli"), *map(str, args)],
                          input=data, capture_output=True, env=H.clean_env(**env), timeout=300)
    return proc


def test_msa_qemu_gostcli_selects_msa(mips_build):
    """The cross-built gostcli runs under QEMU's P5600, finds MSA and prefers the msa backend;
    GOSTGEN_BACKEND=portable forces the other one."""
    out = H.ok(_gostcli(mips_build, ["backends", "--json"])).decode()
    import json

    infos = {b["name"]: b for b in json.loads(out)}
    assert infos["msa"]["available"] and infos["msa"]["selected"], out
    assert infos["portable"]["available"] and not infos["portable"]["selected"], out
    forced = json.loads(H.ok(_gostcli(mips_build, ["backends", "--json"],
                                      GOSTGEN_BACKEND="portable")).decode())
    assert [b["name"] for b in forced if b["selected"]] == ["portable"], forced


@pytest.mark.parametrize("name", RANDOM_SETS)
def test_msa_qemu_gostcli_toml_sbox(mips_build, tmp_path, name):
    """Random S-box sets given to gostcli as TOML files at run time, msa and portable."""
    rng, seed = H.rng_for("msa-toml", name)
    rows = set_rows(name)
    path = H.write_toml(tmp_path / f"{name}.toml", rows, name=name)
    key, data = H.rbytes(rng, 32), H.rbytes(rng, 1100)
    checks = [
        (H.crypt_args("gost89", "cnt", key, b"\x01" * 8, path, mesh=True),
         H.ref_crypt("gost89", "cnt", rows, key, b"\x01" * 8, data, False, True)),
        (H.crypt_args("magma", "ctr", key, b"\x02" * 4, path),
         H.ref_crypt("magma", "ctr", rows, key, b"\x02" * 4, data, False, False)),
        (H.crypt_args("magma", "ecb", key, None, path, decrypt=True),
         H.ref_crypt("magma", "ecb", rows, key, None, data[:8 * 33], True, False)),
        (H.mac_args("magma", key, path, bits=64),
         (H.ref_mac("magma", rows, key, data, 64).hex() + "\n").encode()),
    ]
    for be in BACKENDS:
        for args, want in checks:
            inp = data[:8 * 33] if "ecb" in args else data
            got = H.ok(_gostcli(mips_build, [*args, "--backend", be], inp))
            assert got == want, f"{be} {' '.join(map(str, args[:5]))} (seed {seed})"
