"""Sector mode (disk images): `gostgen_crypt_sectors`, `gostgen.encrypt_sectors` and
`--sector-size N [--first-sector S]` on both command lines.

The format (README, "Disk images"): sector k of the input (N bytes) is encrypted alone as one
stream whose IV is its number first_sector + k as a 64-bit little-endian integer, zero-padded to
the mode's shortest IV (magma ctr: 4 bytes, and the number must fit). So every test compares with
per-sector one-shot calls of `gostgen.encrypt` given that IV, on every available backend, and
one backend's result with the reference model too."""
from __future__ import annotations

import ctypes
import os
import subprocess

import pytest

import gghelpers as H

# Every mode with an IV; kuznyechik (16-byte blocks) shows the format is not tied to 8.
SECTOR_MODES = [m for m in H.CRYPT_MODES if m[1] != "ecb"] + [
    ("kuznyechik", m, False) for m in ("ctr", "ofb", "cbc", "cfb")]


def _id(m):
    return H.mode_id(*m) if m[0] != "kuznyechik" else f"kuznyechik-{m[1]}"


MODE_PARAMS = [pytest.param(m, id=_id(m)) for m in SECTOR_MODES]
BLOCK = {"gost89": 8, "magma": 8, "kuznyechik": 16}


def plain64(number: int, iv_len: int) -> bytes:
    """dm-crypt's plain64 IV, written out independently of the library: little-endian, padded."""
    return number.to_bytes(8, "little")[:iv_len].ljust(iv_len, b"\0")


def shortest_iv(cipher, mode) -> int:
    """The mode's shortest IV (gostgen_iv_length), written out: half a block for ctr."""
    return BLOCK[cipher] // 2 if mode == "ctr" else BLOCK[cipher]


def per_sector(api, data, cipher, mode, mesh, key, size, first, backend, decrypt=False,
               iv_len=None):
    """What per-sector one-shot calls give: the definition of the format."""
    iv_len = iv_len or shortest_iv(cipher, mode)
    fn = api.decrypt if decrypt else api.encrypt
    return b"".join(fn(data[i:i + size], cipher=cipher, mode=mode, key=key, mesh=mesh,
                       iv=plain64(first + i // size, iv_len), backend=backend)
                    for i in range(0, len(data), size))


def image(rng, cipher, mode, size, sectors):
    """Random whole sectors, and for the stream modes a short last sector."""
    tail = 0 if H.whole_blocks(cipher, mode) else rng.randrange(1, size)
    return H.rbytes(rng, size * sectors + tail)


# ---- the API, every backend -------------------------------------------------------------------------
@pytest.mark.parametrize("size", [8, 512, 4096])
@pytest.mark.parametrize("cm", MODE_PARAMS)
def test_api_sectors(backend, api, cm, size):
    cipher, mode, mesh = cm
    if size % BLOCK[cipher]:
        size = 2 * size  # kuznyechik: 16-byte sectors
    rng, seed = H.rng_for("sectors-api", cm, size)
    key = H.rbytes(rng, 32)
    first = rng.choice([0, 1, rng.randrange(1 << 31)])
    data = image(rng, cipher, mode, size, {8: 300, 16: 150, 512: 37, 4096: 5}[size])
    where = f"seed {seed} {cipher} {mode} mesh={mesh} size {size} first {first} len {len(data)}"
    kw = dict(cipher=cipher, mode=mode, key=key, mesh=mesh, sector_size=size, first_sector=first,
              backend=backend)
    ct = api.encrypt_sectors(data, **kw)
    assert ct == per_sector(api, data, cipher, mode, mesh, key, size, first, backend), where
    assert api.decrypt_sectors(ct, **kw) == data, where
    # In place, into the caller's buffer.
    buf = bytearray(data)
    assert api.encrypt_sectors(buf, out=buf, **kw) is buf and bytes(buf) == ct, where


@pytest.mark.parametrize("cm", MODE_PARAMS)
def test_api_sectors_reference(api, cm):
    """One backend (the default) against the reference model, per sector."""
    cipher, mode, mesh = cm
    rng, seed = H.rng_for("sectors-ref", cm)
    key, first, size = H.rbytes(rng, 32), rng.randrange(1 << 32 if mode != "ctr" else 1 << 20), 512
    # The interpreter is slow for kuznyechik: fewer sectors.
    data = image(rng, cipher, mode, size, 3 if cipher == "kuznyechik" else 20)
    rows = None if cipher == "kuznyechik" else H.builtin_rows("tc26-z")
    want = b"".join(H.ref_crypt(cipher, mode, rows, key, plain64(first + i // size,
                                                                 shortest_iv(cipher, mode)),
                                data[i:i + size], False, mesh)
                    for i in range(0, len(data), size))
    got = api.encrypt_sectors(data, cipher=cipher, mode=mode, key=key, mesh=mesh, sector_size=size,
                              first_sector=first)
    assert got == want, f"seed {seed} {cipher} {mode} mesh={mesh} first {first}"


@pytest.mark.parametrize("mode", ["ofb", "cbc", "cfb"])
def test_api_sectors_longer_register(backend, api, mode):
    """magma with a register of several blocks: the plain64 IV zero-padded to iv_length."""
    rng, seed = H.rng_for("sectors-register", mode)
    key, size = H.rbytes(rng, 32), 64
    data = image(rng, "magma", mode, size, 50)
    for iv_len in (16, 32):
        got = api.encrypt_sectors(data, cipher="magma", mode=mode, key=key, sector_size=size,
                                  first_sector=9, iv_length=iv_len, backend=backend)
        want = per_sector(api, data, "magma", mode, False, key, size, 9, backend, iv_len=iv_len)
        assert got == want, f"seed {seed} iv_length {iv_len}"


# Streams a multiple of 4 KiB apart share an L1 set; the runtime stages the lanes of the Feistel
# network (runtime/src/generic.c, gg_lanes_chain) for them, 64 streams and 32 blocks at a time:
# more than 64 sectors, a run that is not a multiple of 32 blocks and a short last sector reach
# every edge of that path, checked against per-sector one-shot calls (which never take it).
@pytest.mark.parametrize("cm", [p for p in MODE_PARAMS if p.values[0][0] != "kuznyechik"])
def test_api_sectors_4k_staged(backend, api, cm):
    cipher, mode, mesh = cm
    rng, seed = H.rng_for("sectors-4k-staged", cm)
    key, first = H.rbytes(rng, 32), rng.randrange(1 << 20)
    data = image(rng, cipher, mode, 4096, 70)
    kw = dict(cipher=cipher, mode=mode, key=key, mesh=mesh, sector_size=4096, first_sector=first,
              backend=backend)
    ct = api.encrypt_sectors(data, **kw)
    where = f"seed {seed} {cipher} {mode} mesh={mesh}"
    assert ct == per_sector(api, data, cipher, mode, mesh, key, 4096, first, backend), where
    assert api.decrypt_sectors(ct, **kw) == data, where
    buf = bytearray(data)
    assert api.encrypt_sectors(buf, out=buf, **kw) is buf and bytes(buf) == ct, where


@pytest.mark.parametrize("cipher", ["gost89", "magma"])
def test_mac_multi_4k_apart(backend, api, cipher):
    """MACs of messages 4 KiB apart in one buffer (staged as above), plain and OMAC-ACPKM (whose
    sections split the runs), against one call per message."""
    rng, seed = H.rng_for("mac-multi-4k", cipher)
    count, length = 70, 4096 - 24
    buf = memoryview(bytearray(H.rbytes(rng, 4096 * count)))
    msgs = [buf[4096 * i:4096 * i + length] for i in range(count)]
    keys = [H.rbytes(rng, 32) for _ in range(count)]
    shapes = [{}] + ([{"section": 1024, "key_section": 40}] if cipher == "magma" else [])
    for extra in shapes:
        got = api.mac_multi(msgs, cipher=cipher, keys=keys, bits=64, backend=backend, **extra)
        assert got == [api.mac(m, cipher=cipher, key=k, bits=64, backend=backend, **extra)
                       for m, k in zip(msgs, keys)], f"seed {seed} {extra}"


def test_api_sectors_threads(api):
    """Sectors split across library threads give the same bytes."""
    rng, seed = H.rng_for("sectors-threads")
    key = H.rbytes(rng, 32)
    data = H.rbytes(rng, 512 * 2048 + 100)
    kw = dict(cipher="gost89", mode="cfb", key=key, mesh=True, sector_size=512, first_sector=77)
    one = api.encrypt_sectors(data, **kw)
    api.set_threads(2)
    try:
        two = api.encrypt_sectors(data, **kw)
    finally:
        api.set_threads(1)
    assert one == two, f"seed {seed}"


def test_api_sector_limits(api):
    """magma ctr's 4-byte IV holds sector numbers up to 2^32 - 1: the last one works, one past
    it is refused (a truncated number would reuse a counter); numbers never wrap past 2^64 - 1."""
    key = bytes(range(32))
    data = bytes(range(256)) * 2
    kw = dict(cipher="magma", mode="ctr", key=key, sector_size=256)
    last = api.encrypt_sectors(data[:256], first_sector=(1 << 32) - 1, **kw)
    assert last == api.encrypt(data[:256], cipher="magma", mode="ctr", key=key,
                               iv=b"\xff\xff\xff\xff")
    with pytest.raises(api.InputError, match="cannot be numbered"):
        api.encrypt_sectors(data, first_sector=(1 << 32) - 1, **kw)
    kw = dict(cipher="gost89", mode="cnt", key=key, sector_size=256)
    top = api.encrypt_sectors(data[:256], first_sector=(1 << 64) - 1, **kw)
    assert top == api.encrypt(data[:256], cipher="gost89", mode="cnt", key=key, iv=b"\xff" * 8)
    with pytest.raises(api.InputError, match=r"would pass 2\^64 - 1"):
        api.encrypt_sectors(data, first_sector=(1 << 64) - 1, **kw)


@pytest.mark.parametrize("case", ["ecb", "size-0", "size-12", "cbc-short", "first-negative",
                                  "first-huge", "out-short", "out-bytes"])
def test_api_sector_errors(api, case):
    key = bytes(32)
    kw = dict(cipher="magma", mode="cbc", key=key, sector_size=16)
    data = bytes(64)
    expect = api.InputError
    if case == "ecb":
        kw["mode"] = "ecb"
    elif case == "size-0":
        kw["sector_size"] = 0
    elif case == "size-12":
        kw["sector_size"] = 12
    elif case == "cbc-short":
        data = bytes(72)
    elif case == "first-negative":
        kw["first_sector"] = -1
    elif case == "first-huge":
        kw["first_sector"] = 1 << 64
    elif case == "out-short":
        kw["out"] = bytearray(63)
    elif case == "out-bytes":
        kw["out"], expect = bytes(64), TypeError
    with pytest.raises(expect) as info:
        api.encrypt_sectors(data, **kw)
    assert len(str(info.value)) > 10 and "\n" not in str(info.value)


def test_capi_sector_errors(api):
    """gostgen_crypt_sectors' statuses for bad arguments, through ctypes."""
    from gostgen import _binding as B

    lib = B.lib()
    key, buf = (ctypes.c_uint8 * 32)(), (ctypes.c_uint8 * 64)()
    M, G, CBC, CTR, ECB, CFB = 1, 0, 5, 3, 0, 2

    def call(cipher=M, mode=CBC, key=key, key_len=32, iv_len=8, flags=0, backend=None, size=16,
             first=0, inp=buf, out=buf, n=64):
        return lib.gostgen_crypt_sectors(cipher, mode, 0, None, key, key_len, iv_len, flags,
                                         backend, size, first, inp, out, n)

    assert call() == B.OK
    assert call(mode=ECB, iv_len=0) == B.EMODE
    assert call(cipher=G, mode=CTR) == B.EMODE
    assert call(mode=CTR, iv_len=4, flags=1) == B.EMODE
    assert call(cipher=7) == B.EINVAL
    assert call(key=None) == B.EINVAL
    assert call(key_len=31) == B.EKEYLEN
    assert call(iv_len=12) == B.EIVLEN
    assert call(size=0) == B.EINVAL
    assert call(size=12) == B.EINVAL
    assert call(n=56) == B.ELENGTH
    assert call(inp=None) == B.EINVAL
    assert call(out=None) == B.EINVAL
    assert call(inp=None, out=None, n=0) == B.OK
    assert call(backend=b"nonexistent") == B.EBACKEND
    assert call(mode=CTR, iv_len=4, first=(1 << 32) - 4) == B.OK     # sectors up to 2^32 - 1
    assert call(mode=CTR, iv_len=4, first=(1 << 32) - 3) == B.EINVAL
    assert call(mode=CFB, first=(1 << 64) - 4) == B.OK
    assert call(mode=CFB, first=(1 << 64) - 3) == B.EINVAL
    assert call(mode=CFB, n=65, inp=(ctypes.c_uint8 * 65)(), out=(ctypes.c_uint8 * 65)()) == B.OK
    assert lib.gostgen_block_size(0) == 8 and lib.gostgen_block_size(1) == 8
    assert lib.gostgen_block_size(99) == 0


# ---- both command lines ------------------------------------------------------------------------------
def sector_args(cipher, mode, mesh, key, size, first, decrypt=False, backend=None):
    args = ["decrypt" if decrypt else "encrypt", "--cipher", cipher, "--mode", mode,
            "--key", key.hex(), "--sector-size", str(size)]
    if first is not None:
        args += ["--first-sector", str(first)]
    if mesh:
        args.append("--mesh")
    if backend:
        args += ["--backend", backend]
    return args


@pytest.mark.parametrize("cm", MODE_PARAMS)
def test_cli_sectors(cli, backend, api, cm):
    cipher, mode, mesh = cm
    rng, seed = H.rng_for("sectors-cli", cm)
    key, size = H.rbytes(rng, 32), rng.choice([512, 4096])
    first = rng.choice([None, rng.randrange(1 << 30)])
    data = image(rng, cipher, mode, size, rng.randrange(3, 40))
    want = per_sector(api, data, cipher, mode, mesh, key, size, first or 0, backend)
    where = f"seed {seed} size {size} first {first} len {len(data)}"
    got = H.ok(H.run(cli, sector_args(cipher, mode, mesh, key, size, first, backend=backend), data))
    assert got == want, where
    back = H.ok(H.run(cli, sector_args(cipher, mode, mesh, key, size, first, True, backend), got))
    assert back == data, where


def test_cli_sectors_many_buffers(cli, api, tmp_path):
    """An image larger than the CLIs' buffers (1 MiB; 8 MiB with --threads 2), through a pipe and
    from a file: sector numbers carry on across buffers."""
    rng, seed = H.rng_for("sectors-cli-big")
    key = H.rbytes(rng, 32)
    data = H.rbytes(rng, 512 * 20000 + 300)  # 9.8 MiB
    first = 1 << 40
    src = tmp_path / "image.bin"
    src.write_bytes(data)
    # 1000 and 24 do not divide the buffer size: buffers hold whole sectors all the same.
    for size, threads in ((512, []), (512, ["--threads", "2"]), (1000, []), (24, ["--threads", "2"])):
        want = api.encrypt_sectors(data, cipher="gost89", mode="cfb", mesh=True, key=key,
                                   sector_size=size, first_sector=first)
        args = [*sector_args("gost89", "cfb", True, key, size, first), *threads]
        assert H.ok(H.run(cli, args, data)) == want, f"seed {seed} pipe {size} {threads}"
        with open(src, "rb") as f:
            proc = subprocess.run([*cli, *args], stdin=f, capture_output=True, env=H.clean_env(),
                                  timeout=120)
        assert H.ok(proc) == want, f"seed {seed} file {size} {threads}"


@pytest.mark.parametrize("case", ["ecb", "iv-given", "size-12", "size-0", "size-huge",
                                  "size-not-number", "first-without-size", "first-negative",
                                  "first-past-2^64", "ctr-past-2^32", "cbc-short-last"])
def test_cli_sector_errors(cli, case):
    K = bytes(range(32)).hex()
    base = ["encrypt", "--cipher", "magma", "--mode", "cbc", "--key", K]
    data = bytes(1024)
    args = {
        "ecb": ["encrypt", "--cipher", "gost89", "--mode", "ecb", "--key", K, "--sector-size", "512"],
        "iv-given": [*base, "--sector-size", "512", "--iv", "0102030405060708"],
        "size-12": [*base, "--sector-size", "12"],
        "size-0": [*base, "--sector-size", "0"],
        "size-huge": [*base, "--sector-size", str(1 << 21)],
        "size-not-number": [*base, "--sector-size", "512b"],
        "first-without-size": [*base, "--iv", "0102030405060708", "--first-sector", "5"],
        "first-negative": [*base, "--sector-size", "512", "--first-sector", "-1"],
        "first-past-2^64": [*base, "--sector-size", "512", "--first-sector", str((1 << 64) - 1)],
        "ctr-past-2^32": ["encrypt", "--cipher", "magma", "--mode", "ctr", "--key", K,
                          "--sector-size", "512", "--first-sector", str((1 << 32) - 1)],
        "cbc-short-last": [*base, "--sector-size", "512"],
    }[case]
    if case == "cbc-short-last":
        data = bytes(1024 + 8)  # whole blocks, but not whole sectors
    H.assert_one_line_error(H.run(cli, args, data))


def test_cli_sector_short_last_from_file(cli, tmp_path):
    """A regular-file input that ends in a short sector fails before any output (its size is
    checked first), with -o the file is left alone."""
    K = bytes(range(32)).hex()
    src = tmp_path / "image.bin"
    src.write_bytes(os.urandom(3 * (1 << 20) + 512 + 16))
    out = tmp_path / "out.bin"
    out.write_bytes(b"old")
    args = ["encrypt", "--cipher", "magma", "--mode", "cbc", "--key", K, "--sector-size", "512"]
    for extra in ([], ["-o", str(out)]):
        with open(src, "rb") as f:
            proc = subprocess.run([*cli, *args, *extra], stdin=f, capture_output=True,
                                  env=H.clean_env(), timeout=120)
        H.assert_one_line_error(proc, contains="sector")
    assert out.read_bytes() == b"old"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["image.bin", "out.bin"]
