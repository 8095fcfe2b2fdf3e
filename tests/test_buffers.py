"""The Python API takes any buffer without copying it, and writes into a caller's buffer (out=).

"No copy" is measured: with tracemalloc tracing every Python allocation, encrypting a 32 MiB
read-only buffer (a memoryview of bytes, a read-only mmap of a file) into out= must allocate
well under 1 MiB, where one copy of the input would be 32 MiB; and the address the library is
handed is the buffer's own."""
from __future__ import annotations

import array
import ctypes
import mmap
import tracemalloc

import pytest

import gghelpers as H

KEY = bytes(range(32))
IV = bytes(range(4))
KW = dict(cipher="magma", mode="ctr", key=KEY, iv=IV)
BIG = 32 << 20


def _forms(raw: bytes, tmp_path):
    path = tmp_path / "data.bin"
    path.write_bytes(raw)
    f = open(path, "r+b")
    ro = mmap.mmap(f.fileno(), 0, access=mmap.ACCESS_READ)
    rw = mmap.mmap(f.fileno(), 0, access=mmap.ACCESS_WRITE)
    f.close()
    return {
        "bytes": raw, "bytearray": bytearray(raw), "memoryview": memoryview(raw),
        "memoryview-slice": memoryview(b"xx" + raw)[2:], "readonly-view": memoryview(bytearray(raw)).toreadonly(),
        "mmap-read": ro, "mmap-write": rw, "array-B": array.array("B", raw),
        "array-I": array.array("I", raw), "memoryview-cast": memoryview(bytearray(raw)).cast("Q"),
    }


def test_every_buffer_type_same_result(api, tmp_path):
    raw = H.rbytes(H.rng_for("buffer-forms")[0], 4096)
    want = api.encrypt(raw, **KW)
    forms = _forms(raw, tmp_path)
    for name, obj in forms.items():
        assert api.encrypt(obj, **KW) == want, name
        assert api.Streebog(512, obj).digest() == api.Streebog(512, raw).digest(), name
        assert api.mac(obj, cipher="gost89", key=KEY) == api.mac(raw, cipher="gost89", key=KEY), name
        assert api.encrypt_sectors(obj, sector_size=512, **{k: v for k, v in KW.items()
                                                             if k != "iv"}) == \
            api.encrypt_sectors(raw, sector_size=512, cipher="magma", mode="ctr", key=KEY), name
    strided = memoryview(bytes(x for b in raw for x in (b, 0)))[::2]  # non-contiguous: copied once
    assert api.encrypt(strided, **KW) == want


@pytest.mark.parametrize("target", ["bytearray", "memoryview", "mmap-write", "array-B", "array-I"])
def test_out_buffer(api, tmp_path, target):
    raw = H.rbytes(H.rng_for("buffer-out")[0], 4096)
    want = api.encrypt(raw, **KW)
    out = _forms(bytes(4096), tmp_path)[target] if target != "memoryview" else \
        memoryview(bytearray(4096))
    assert api.encrypt(raw, out=out, **KW) is out
    assert bytes(out) == want, target
    # In place: data and out the same buffer; decrypt back likewise.
    assert api.decrypt(out, out=out, **KW) is out and bytes(out) == raw
    # The streaming context too, in two parts.
    c = api.Cipher("magma", "ctr", KEY, IV)
    view = memoryview(out).cast("B")
    c.update(view[:1000], out=view[:1000])
    c.update(view[1000:], out=view[1000:])
    assert bytes(out) == want


@pytest.mark.parametrize("case", ["bytes", "readonly-view", "too-short", "too-long", "strided",
                                  "str"])
def test_out_buffer_refused(api, case):
    out = {"bytes": bytes(64), "readonly-view": memoryview(bytearray(64)).toreadonly(),
           "too-short": bytearray(63), "too-long": bytearray(65),
           "strided": memoryview(bytearray(128))[::2], "str": "x" * 64}[case]
    expect = api.InputError if case.startswith("too") else TypeError
    with pytest.raises(expect) as info:
        api.encrypt(bytes(64), out=out, **KW)
    assert "out" in str(info.value)


def _peak(fn) -> int:
    tracemalloc.start()
    try:
        tracemalloc.reset_peak()
        base = tracemalloc.get_traced_memory()[0]
        fn()
        return tracemalloc.get_traced_memory()[1] - base
    finally:
        tracemalloc.stop()


@pytest.mark.parametrize("source", ["readonly-memoryview", "readonly-mmap", "bytearray"])
def test_no_copy_of_input(api, tmp_path, source):
    raw = bytes(BIG)
    if source == "readonly-mmap":
        path = tmp_path / "big.bin"
        path.write_bytes(raw)
        with open(path, "rb") as f:
            data = mmap.mmap(f.fileno(), 0, access=mmap.ACCESS_READ)
    elif source == "bytearray":
        data = bytearray(raw)
    else:
        data = memoryview(b"x" + raw)[1:]  # a slice: not a bytes object, read-only
    out = bytearray(BIG)
    peak = _peak(lambda: api.encrypt(data, out=out, **KW))
    assert peak < (1 << 20), f"{peak} bytes allocated while encrypting {BIG} bytes: a copy?"
    # The result without out=: one new bytes object of the input's size, no second copy.
    peak = _peak(lambda: api.encrypt(data, **KW))
    assert peak < BIG + (1 << 20), f"{peak} bytes allocated for a {BIG}-byte result"
    assert api.encrypt(data, **KW) == bytes(out)


def test_library_gets_the_buffers_own_address(api):
    """The pointer handed to C is the exporter's memory (not a temporary)."""
    from gostgen import _binding as B

    backing = bytearray(b"y" * 100)
    base = ctypes.addressof(ctypes.c_char.from_buffer(backing))
    with memoryview(backing) as whole:
        with whole.toreadonly() as ro, ro[10:] as tail, whole[5:] as rw_tail:
            buf, n = B.as_buffer(tail)
            buf2, _ = B.as_writable(rw_tail)
            assert n == 90 and B.address(buf) == base + 10 and B.address(buf2) == base + 5
            buf.release()
            buf2.release()
    # Held through the buffer protocol: a bytearray cannot be resized under the C call.
    held, _ = B.as_buffer(backing)
    with pytest.raises(BufferError):
        backing.extend(b"z")
    held.release()
    backing.extend(b"z")


def test_mac_object_streams(api):
    rng, seed = H.rng_for("mac-object")
    data = H.rbytes(rng, 5000)
    for cipher in ("gost89", "magma"):
        m = api.Mac(cipher, KEY, bits=64)
        for i in range(0, len(data), 777):
            m.update(memoryview(data)[i:i + 777])
        assert m.digest() == api.mac(data, cipher=cipher, key=KEY, bits=64), f"seed {seed}"
        assert m.hexdigest() == m.digest().hex()
        with pytest.raises(api.InputError):
            m.update(b"more")
    with pytest.raises(api.InputError):
        api.Mac("magma", KEY, bits=12)


def test_mac_object_closes(api):
    """A Mac is a context manager like Cipher and Mgm: closed, it takes no update and gives no
    digest; a digest taken before the close stays readable."""
    with api.Mac("magma", KEY) as m:
        m.update(b"abc")
        tag = m.digest()
    assert tag == api.mac(b"abc", cipher="magma", key=KEY) and m.digest() == tag
    with api.Mac("magma", KEY) as live:  # left with its context open: the block closes it
        live.update(b"x")
    m = api.Mac("kuznyechik", KEY, bits=128)
    m.update(b"abc")
    m.close()
    for closed in (live, m):
        for call in (lambda: closed.update(b"x"), closed.digest):
            with pytest.raises(api.InputError, match="closed"):
                call()
