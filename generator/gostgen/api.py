"""The Python API of libgostgen: hashlib-like Streebog, GOST 28147-89/Magma/Kuznyechik modes and MACs.

Every function checks its input through the C library itself (the one source of the rules) and
turns a refusal into a StatusError (an InputError) whose message says what was wrong, e.g.
"key must be 32 bytes, got 31".
"""
from __future__ import annotations

import ctypes
import operator
import os
import threading

from . import _binding as B
# Cipher and mode numbers (gostgen.h), block bytes per cipher (ECB/CBC lengths, the largest MAC)
# and digest bits per hash name: generated from the header and the descriptions, never typed here.
from ._abi import BLOCK_SIZES, CIPHERS, HASHES, MODES
from .errors import InputError

__all__ = [
    "new", "streebog256", "streebog512", "Streebog", "hash_batch",
    "encrypt", "decrypt", "Cipher", "mac", "Mac", "encrypt_multi", "decrypt_multi", "mac_multi",
    "encrypt_sectors", "decrypt_sectors", "block_size",
    "mgm_encrypt", "mgm_decrypt", "AuthenticationError",
    "backends", "sbox_names", "library_version", "CIPHERS", "MODES", "set_threads", "threads",
]



# ---- names and messages ---------------------------------------------------------------------------
def _lookup(table, value, what):
    if isinstance(value, str):
        key = value.lower()
        if key in table:
            return key, table[key]
    raise InputError(f"unknown {what} {value!r} (known: {', '.join(table)})")


def _cipher(cipher):
    return _lookup(CIPHERS, cipher, "cipher")


def _mode(mode):
    """A mode by name; "ctr-acpkm" is also spelled as the command lines and OpenSSL do."""
    return _lookup(MODES, mode.replace("-", "_") if isinstance(mode, str) else mode, "mode")


def _iv_range(cid, mid):
    lo, hi, step = ctypes.c_size_t(), ctypes.c_size_t(), ctypes.c_size_t()
    status = B.lib().gostgen_iv_length(cid, mid, ctypes.byref(lo), ctypes.byref(hi), ctypes.byref(step))
    return status, lo.value, hi.value, step.value


def _offered_modes(cid):
    return [m for m, mid in MODES.items() if _iv_range(cid, mid)[0] == B.OK]


def _default_backend_problem():
    """None if the process has a default backend, else why not (the text names GOSTGEN_BACKEND)."""
    lib = B.lib()
    if lib.gostgen_backend_default():
        return None
    return B.decode(lib.gostgen_backend_default_error()) or "no default backend"


def _backend_problem(backend):
    if backend is None:
        return _default_backend_problem()
    infos = backends()
    for info in infos:
        if info["name"].lower() == str(backend).lower():  # the library matches in any case
            if not info["available"]:
                return f"backend '{backend}' is not available on this machine: {info['reason']}"
            return None
    return f"unknown backend '{backend}' (known: {', '.join(i['name'] for i in infos)})"


def _explain(status, *, cipher=None, cid=None, mode=None, mid=None, key_len=None, iv_len=None,
             data_len=None, mesh=False, backend=None, bits=None, hash_bits=None, sbox=None,
             per_update=False):
    """A specific one-line message for a failed call, from its status and arguments."""
    base = B.strerror(status)
    if status == B.EKEYLEN and key_len is not None:
        return f"key must be {B.KEY_SIZE} bytes, got {key_len}"
    if status == B.EIVLEN and cid is not None and mid is not None:
        st, lo, hi, step = _iv_range(cid, mid)
        if st == B.OK:
            if hi == 0:
                return f"{cipher} {mode} takes no IV, got {iv_len or 0} bytes"
            need = (f"{lo} bytes" if lo == hi else
                    f"a multiple of {step} bytes from {lo} to {hi}")
            if iv_len is None:
                return f"{cipher} {mode} needs an IV of {need}"
            return f"IV for {cipher} {mode} must be {need}, got {iv_len}"
    if status == B.ELENGTH and data_len is not None:
        where = " in this update" if per_update else ""
        return (f"{cipher} {mode} needs whole {BLOCK_SIZES.get(cipher, B.BLOCK_SIZE)}-byte blocks, "
                f"got {data_len} bytes{where}")
    if status == B.EMODE and cid is not None and mid is not None:
        if _iv_range(cid, mid)[0] == B.OK and mesh:
            return f"key meshing is not offered for {cipher} {mode} (only gost89 cnt and cfb)"
        return f"mode {mode} is not offered for {cipher} (offered: {', '.join(_offered_modes(cid))})"
    if status == B.EBACKEND:
        problem = _backend_problem(backend)
        if problem:
            return problem
    if status == B.ESBOX and sbox is not None:
        return f"S-box set {sbox}: {base}"
    top = 8 * BLOCK_SIZES.get(cipher, B.BLOCK_SIZE)
    if status == B.EINVAL and bits is not None and not (8 <= bits <= top and bits % 8 == 0):
        return f"MAC length must be a multiple of 8 from 8 to {top} bits, got {bits}"
    if status == B.EINVAL and hash_bits is not None and hash_bits not in (256, 512):
        return f"Streebog digest size must be 256 or 512 bits, got {hash_bits}"
    return base


def _seq(value, what):
    """A list from a sequence argument; None, a string or a single buffer is a TypeError naming
    the argument (list() would say only "'NoneType' object is not iterable")."""
    if value is None or isinstance(value, (str, bytes, bytearray, memoryview)):
        raise TypeError(f"{what} must be a sequence of bytes-like objects, not {type(value).__name__}")
    try:
        return list(value)
    except TypeError:
        raise TypeError(f"{what} must be a sequence of bytes-like objects, "
                        f"not {type(value).__name__}") from None


def _int(value, what, explain=None):
    """An int for an `unsigned` parameter; explain(value) words the out-of-range message."""
    try:
        value = operator.index(value)
    except TypeError:
        raise TypeError(f"{what} must be an int, not {type(value).__name__}") from None
    # ctypes would wrap a negative or huge value into range silently.
    if not 0 <= value < (1 << 32):
        B.fail(B.EINVAL, explain(value) if explain else f"{what} out of range: {value}")
    return value


def _size_t(value, what):
    """An int for a `size_t` parameter (a section: gostcli takes any the platform holds)."""
    try:
        value = operator.index(value)
    except TypeError:
        raise TypeError(f"{what} must be an int, not {type(value).__name__}") from None
    if not 0 <= value < (1 << (8 * ctypes.sizeof(ctypes.c_size_t))):
        B.fail(B.EINVAL, f"{what} out of range: {value}")
    return value


def _mac_bits(bits, cipher):
    """bits, or by default half a block (32; kuznyechik 64), as the GOST R 34.13-2015 examples."""
    if bits is None:
        return 4 * BLOCK_SIZES[cipher]
    return _int(bits, "bits", lambda v: _explain(B.EINVAL, bits=v, cipher=cipher))


def _hash_bits(bits):
    return _int(bits, "bits", lambda v: _explain(B.EINVAL, hash_bits=v))


# ---- S-box sets ---------------------------------------------------------------------------------
class _Sbox:
    """A gostgen_sbox pointer; frees it when it was made at run time."""

    __slots__ = ("ptr", "owned", "label")

    def __init__(self, ptr, owned, label):
        self.ptr = ptr
        self.owned = owned
        self.label = label

    def __del__(self):
        if self.owned and self.ptr:
            try:
                B.lib().gostgen_sbox_free(self.ptr)
            except Exception:  # interpreter shutdown: nothing left to free into
                pass
            self.ptr = None


def sbox_names():
    """Names of the compiled-in S-box sets, the default first."""
    lib = B.lib()
    return [B.decode(lib.gostgen_sbox_name(lib.gostgen_sbox_at(i)))
            for i in range(lib.gostgen_sbox_count())]


def _builtin_sbox(name):
    out = ctypes.c_void_p()
    status = B.lib().gostgen_sbox_find(B.encode(name), ctypes.byref(out))
    return out.value if status == B.OK else None


def _parse_rows(rows):
    """8 rows of 16 values 0..15, from 16-hex-digit strings or sequences of ints."""
    if isinstance(rows, (str, bytes)):
        raise InputError("an S-box table must be a sequence of 8 rows, not a string")
    try:
        rows = list(rows)
    except TypeError:
        raise TypeError("sbox must be a set name, a TOML file or 8 rows, "
                        f"not {type(rows).__name__}") from None
    if len(rows) != 8:
        raise InputError(f"an S-box table must have 8 rows, got {len(rows)}")
    table = []
    for i, row in enumerate(rows, 1):
        if isinstance(row, str):
            if len(row) != 16 or any(c not in "0123456789abcdefABCDEF" for c in row):
                raise InputError(f"S-box row {i} must be 16 hex digits, got {row!r}")
            values = [int(c, 16) for c in row]
        else:
            try:
                values = [operator.index(v) for v in row]
            except TypeError:
                raise InputError(f"S-box row {i} must be 16 hex digits or 16 integers") from None
            if len(values) != 16:
                raise InputError(f"S-box row {i} must have 16 entries, got {len(values)}")
            for j, v in enumerate(values):
                if not 0 <= v <= 15:
                    raise InputError(f"S-box row {i} entry {j} must be 0..15, got {v}")
        table.append(values)
    return table


def _sbox_from_rows(rows, name):
    table = (ctypes.c_uint8 * 16 * 8)()
    for i, row in enumerate(_parse_rows(rows)):
        table[i][:] = row
    label = name or "custom"
    cname = B.encode(label)[:63]  # gostgen_sbox keeps at most 63 bytes of a name
    out = ctypes.c_void_p()
    status = B.lib().gostgen_sbox_new(table, cname, ctypes.byref(out))
    B.check(status, lambda s: _explain(s, sbox=label))
    return _Sbox(out.value, True, label)


def _sbox_from_file(path):
    if not os.path.exists(path):
        raise InputError(f"{path}: no such S-box file")
    if not os.path.isfile(path):
        raise InputError(f"{path}: not an S-box file (a directory?)")
    from . import sboxfile  # the generator's parser: the same rules as `gostgen generate`

    parsed = sboxfile.load(path)
    return _sbox_from_rows(parsed.rows, parsed.name)


def _looks_like_path(text):
    return (os.sep in text or (os.altsep and os.altsep in text)
            or text.lower().endswith(".toml"))


def _cipher_sbox(cipher, sbox):
    """The S-box set a cipher call takes: none for kuznyechik (its S-box is fixed), nor for magma
    without one named (the library then runs it on GOST R 34.12-2015's set, tc26-z, wherever
    the build has it: a build's first set is GOST 28147-89's default only)."""
    if cipher == "magma" and sbox is None:
        return _Sbox(None, False, "default")
    if cipher != "kuznyechik":
        return _resolve_sbox(sbox)
    if sbox is not None:
        B.fail(B.ESBOX, "kuznyechik has no S-box set to choose (sbox must be None)")
    return _Sbox(None, False, "none")


def _resolve_sbox(sbox):
    """None, a compiled-in name or OID, a TOML file, an object with .rows, or 8 rows."""
    if sbox is None:
        return _Sbox(B.lib().gostgen_sbox_default(), False, "default")
    if isinstance(sbox, _Sbox):
        return sbox
    if isinstance(sbox, os.PathLike):
        return _sbox_from_file(os.fspath(sbox))
    if isinstance(sbox, bytes):
        sbox = os.fsdecode(sbox)
    if isinstance(sbox, str):
        if not _looks_like_path(sbox):
            ptr = _builtin_sbox(sbox)
            if ptr:
                return _Sbox(ptr, False, sbox)
            if not os.path.isfile(sbox):
                raise B.StatusError(
                    B.ESBOX, f"unknown S-box set '{sbox}' (compiled in: {', '.join(sbox_names())};"
                             " or give a .toml file)")
        return _sbox_from_file(sbox)
    if hasattr(sbox, "rows"):
        return _sbox_from_rows(sbox.rows, getattr(sbox, "name", None))
    return _sbox_from_rows(sbox, None)


# ---- Streebog -----------------------------------------------------------------------------------
class _HashState:
    """What Streebog and Hmac objects do alike but for the library calls (named in _UPDATE,
    _COPY, _FINAL, _FREE): update under the object's lock, copies of the library state, a digest
    from a finalized copy (so that the object goes on being updated, as hashlib's and hmac's do),
    and freeing. Subclasses set _DATA (update's argument name) and call _init_state first."""

    block_size = 64

    def _init_state(self, bits, backend):
        """The attributes every such object has before its handle is made (_h stays None until
        then, so that __del__ of a half-made object frees nothing)."""
        self._bits = _hash_bits(bits)
        self._backend = backend
        self._lock = threading.Lock()
        self._h = None
        return self._bits

    @property
    def digest_size(self):
        return self._bits // 8

    def update(self, data):
        buf, n = B.as_buffer(data, self._DATA)
        with self._lock:
            B.check(getattr(B.lib(), self._UPDATE)(self._h, buf, n))

    def _copy_handle(self):
        out = ctypes.c_void_p()
        with self._lock:
            B.check(getattr(B.lib(), self._COPY)(self._h, ctypes.byref(out)))
        return out.value

    def digest(self):
        lib = B.lib()
        tmp = self._copy_handle()
        try:
            out = B.out_buffer(self.digest_size)
            B.check(getattr(lib, self._FINAL)(tmp, out))
            return out.raw
        finally:
            getattr(lib, self._FREE)(tmp)

    def hexdigest(self):
        return self.digest().hex()

    def __del__(self):
        h, self._h = getattr(self, "_h", None), None
        if h:
            try:
                getattr(B.lib(), self._FREE)(h)
            except Exception:  # interpreter shutdown
                pass


class Streebog(_HashState):
    """A Streebog (GOST R 34.11-2012) hash object with the hashlib interface."""

    _UPDATE, _COPY, _FINAL, _FREE = ("gostgen_hash_update", "gostgen_hash_copy",
                                     "gostgen_hash_final", "gostgen_hash_free")
    _DATA = "data"

    def __init__(self, bits=512, data=b"", *, backend=None, _handle=None):
        bits = self._init_state(bits, backend)
        if _handle is None:
            out = ctypes.c_void_p()
            status = B.lib().gostgen_hash_new(ctypes.byref(out), bits, B.encode(backend))
            B.check(status, lambda s: _explain(s, backend=backend, hash_bits=bits))
            _handle = out.value
        self._h = _handle
        if data:
            self.update(data)

    @property
    def name(self):
        return f"streebog{self._bits}"

    def copy(self):
        return Streebog(self._bits, backend=self._backend, _handle=self._copy_handle())

    def __repr__(self):
        return f"<{self.name} hash object @ {id(self):#x}>"


def new(name, data=b"", *, backend=None):
    """hashlib.new() for "streebog256" / "streebog512"."""
    key = name.lower().replace("-", "").replace("_", "") if isinstance(name, str) else name
    if key not in HASHES:
        raise InputError(f"unknown hash {name!r} (known: {', '.join(HASHES)})")
    return Streebog(HASHES[key], data, backend=backend)


def streebog256(data=b"", *, backend=None):
    return Streebog(256, data, backend=backend)


def streebog512(data=b"", *, backend=None):
    return Streebog(512, data, backend=backend)


def hash_batch(messages, bits=512, *, backend=None):
    """Digests of many independent messages, hashed together (SIMD lanes filled)."""
    bits = _hash_bits(bits)
    bufs, lens = [], []
    for i, m in enumerate(_seq(messages, "messages")):
        buf, n = B.as_buffer(m, f"message {i}")
        bufs.append(buf)
        lens.append(n)
    count = len(bufs)
    size = 64  # room for the largest digest; sliced to bits/8 below
    out = B.out_buffer(max(count, 1) * size)
    status = B.lib().gostgen_hash_batch(bits, B.encode(backend), count, B.pointer_array(bufs),
                                        (ctypes.c_size_t * count)(*lens), out)
    B.check(status, lambda s: _explain(s, backend=backend, hash_bits=bits))
    d = bits // 8
    raw = out.raw
    return [raw[i * d:(i + 1) * d] for i in range(count)]


# ---- block ciphers ------------------------------------------------------------------------------
def _flags(mesh):
    return B.FLAG_MESH if mesh else 0


def _output(out, n):
    """(buffer for the C call, what to return): a new bytes object, or the caller's writable
    buffer `out` of exactly n bytes (written in place; it may be the input buffer itself)."""
    if out is None:
        res = B.result_buffer(n)
        return res, lambda: B.result_bytes(res)
    obuf, m = B.as_writable(out, "out")
    if m != n:
        raise InputError(f"out must be {n} bytes (the input's length), got {m}")
    return obuf, lambda: out


def _section(section, cname, cid, mname, mid):
    """The section argument of the _ex calls: 0 (the default) for None; else ctr_acpkm's section,
    a positive multiple of the block size (as Cipher's section=). A cipher/mode pair the library
    does not offer is left to its call to refuse (and _explain to word)."""
    if section is None:
        return 0
    size = _size_t(section, "section")
    if _iv_range(cid, mid)[0] != B.OK:
        return size
    if mname != "ctr_acpkm":
        B.fail(B.EMODE, f"{mname} has no sections (only ctr_acpkm)")
    if size == 0 or size % BLOCK_SIZES[cname]:
        B.fail(B.EINVAL, f"section must be a positive multiple of the {cname} block size "
                         f"({BLOCK_SIZES[cname]} bytes), got {size}")
    return size


def _crypt(decrypt, data, cipher, mode, key, iv, sbox, mesh, backend, out=None, section=None):
    cname, cid = _cipher(cipher)
    mname, mid = _mode(mode)
    size = _section(section, cname, cid, mname, mid)
    sb = _cipher_sbox(cname, sbox)
    kbuf, klen = B.as_buffer(key, "key")
    ivbuf, ivlen = (None, 0) if iv is None else B.as_buffer(iv, "iv")
    inbuf, n = B.as_buffer(data)
    obuf, result = _output(out, n)
    status = B.lib().gostgen_crypt_ex(cid, mid, int(bool(decrypt)), sb.ptr, kbuf, klen, ivbuf,
                                      ivlen, _flags(mesh), B.encode(backend), inbuf, obuf, n, size)
    B.check(status, lambda s: _explain(s, cipher=cname, cid=cid, mode=mname, mid=mid, key_len=klen,
                                       iv_len=None if iv is None else ivlen, data_len=n, mesh=mesh,
                                       backend=backend))
    return result()


def encrypt(data, *, cipher, mode, key, iv=None, sbox=None, mesh=False, backend=None, out=None,
            section=None):
    """Encrypt data in one call; returns bytes of the same length, or with out= (a writable
    buffer of the same length, which may be data itself) writes there and returns out.
    section: ctr_acpkm's section in bytes (None: 1024 for magma, 4096 for kuznyechik).

    data may be any bytes-like object (bytes, bytearray, memoryview, mmap, array, ...): it is
    read in place, not copied (only a non-contiguous view is copied)."""
    return _crypt(False, data, cipher, mode, key, iv, sbox, mesh, backend, out, section)


def decrypt(data, *, cipher, mode, key, iv=None, sbox=None, mesh=False, backend=None, out=None,
            section=None):
    """Decrypt data in one call; as encrypt()."""
    return _crypt(True, data, cipher, mode, key, iv, sbox, mesh, backend, out, section)


# ---- sector mode (disk images) ------------------------------------------------------------------
def block_size(cipher):
    """The cipher's block size in bytes."""
    _, cid = _cipher(cipher)
    return int(B.lib().gostgen_block_size(cid))


def _sectors(decrypt, data, cipher, mode, key, sector_size, first_sector, sbox, mesh, backend,
             iv_length, out, section):
    cname, cid = _cipher(cipher)
    mname, mid = _mode(mode)
    st, lo, hi, step = _iv_range(cid, mid)
    if st != B.OK:
        B.fail(st, _explain(st, cipher=cname, cid=cid, mode=mname, mid=mid, mesh=mesh))
    if hi == 0:
        B.fail(B.EMODE, f"sector mode needs a mode with an IV: {cname} {mname} has none "
                        "to number the sectors with")
    bs = block_size(cname)
    sector_size = _int(sector_size, "sector_size")
    if sector_size == 0 or sector_size % bs:
        B.fail(B.EINVAL, f"sector_size must be a positive multiple of the {cname} block size "
                         f"({bs} bytes), got {sector_size}")
    try:
        first_sector = operator.index(first_sector)
    except TypeError:
        raise TypeError(f"first_sector must be an int, not {type(first_sector).__name__}") from None
    if not 0 <= first_sector < (1 << 64):
        B.fail(B.EINVAL, f"first_sector must be from 0 to 2**64 - 1, got {first_sector}")
    size = _section(section, cname, cid, mname, mid)
    iv_len = lo if iv_length is None else _int(iv_length, "iv_length")
    kbuf, klen = B.as_buffer(key, "key")
    inbuf, n = B.as_buffer(data)
    obuf, result = _output(out, n)
    if n % sector_size and mname in ("ecb", "cbc"):
        B.fail(B.ELENGTH, f"{cname} {mname} needs whole sectors: {n} bytes is not a multiple of "
                          f"the sector size {sector_size}")
    count = -(-n // sector_size)
    if count:
        last = first_sector + count - 1
        limit = (1 << 64) - 1 if iv_len >= 8 else (1 << (8 * iv_len)) - 1
        if last >= 1 << 64:
            B.fail(B.EINVAL, f"sector numbers from first_sector {first_sector} would pass "
                             "2^64 - 1")
        if last > limit:
            B.fail(B.EINVAL, f"sector {max(first_sector, limit + 1)} cannot be numbered: the "
                             f"{iv_len}-byte IV of {cname} {mname} holds sector numbers up to "
                             f"{limit}")
    sb = _cipher_sbox(cname, sbox)
    status = B.lib().gostgen_crypt_sectors_ex(cid, mid, int(bool(decrypt)), sb.ptr, kbuf, klen,
                                              iv_len, _flags(mesh), B.encode(backend), sector_size,
                                              first_sector, inbuf, obuf, n, size)
    B.check(status, lambda s: _explain(s, cipher=cname, cid=cid, mode=mname, mid=mid, key_len=klen,
                                       iv_len=iv_len, data_len=n, mesh=mesh, backend=backend))
    return result()


def encrypt_sectors(data, *, cipher, mode, key, sector_size, first_sector=0, sbox=None,
                    mesh=False, backend=None, iv_length=None, out=None, section=None):
    """Encrypt a disk image: data is consecutive sectors of sector_size bytes numbered from
    first_sector, each its own stream under key with the IV from its number as dm-crypt's
    plain64 (the number as 64-bit little-endian, zero-padded to the IV length: iv_length, by
    default the mode's shortest). A short last sector is a short stream (cbc refuses it). Every
    sector goes through the multi-stream kernels. out= as encrypt(). section: ctr_acpkm's
    section in bytes for every sector (None: 1024 for magma, 4096 for kuznyechik)."""
    return _sectors(False, data, cipher, mode, key, sector_size, first_sector, sbox, mesh,
                    backend, iv_length, out, section)


def decrypt_sectors(data, *, cipher, mode, key, sector_size, first_sector=0, sbox=None,
                    mesh=False, backend=None, iv_length=None, out=None, section=None):
    """Decrypt a disk image made by encrypt_sectors()."""
    return _sectors(True, data, cipher, mode, key, sector_size, first_sector, sbox, mesh,
                    backend, iv_length, out, section)


class _Closable:
    """A library context that `close()` frees (also on leaving a `with` block, and when collected);
    the subclass names its free function in _FREE, keeps the handle in self._ctx and makes every
    library call on it under self._lock, so that a close from another thread waits for the call."""

    _FREE = None

    def _release(self):
        """Frees the context (the caller holds self._lock, where the object has one yet)."""
        ctx, self._ctx = self._ctx, None
        if ctx:
            getattr(B.lib(), self._FREE)(ctx)

    def close(self):
        lock = getattr(self, "_lock", None)
        if lock is None:  # (not made to the end)
            self._release()
            return
        with lock:
            self._release()

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()

    def __del__(self):
        try:
            self.close()
        except Exception:  # interpreter shutdown
            pass


class Cipher(_Closable):
    """A streaming encryption or decryption context.

    update(data) -> bytes of the same length. ECB and CBC need whole blocks (8 bytes, kuznyechik
    16) per update; the
    stream modes take any length (the keystream carries over between calls). section:
    ctr_acpkm's section in bytes, a positive multiple of the block size (None: the default).
    """

    _FREE = "gostgen_ctx_free"

    def __init__(self, cipher, mode, key, iv=None, *, decrypt=False, sbox=None, mesh=False,
                 backend=None, section=None):
        self._ctx = None
        size = None if section is None else _size_t(section, "section")
        self.cipher, cid = _cipher(cipher)
        self.mode, mid = _mode(mode)
        self.decrypting = bool(decrypt)
        self._sbox = _cipher_sbox(self.cipher, sbox)  # kept alive as long as the context uses it
        kbuf, klen = B.as_buffer(key, "key")
        ivbuf, ivlen = (None, 0) if iv is None else B.as_buffer(iv, "iv")
        out = ctypes.c_void_p()
        status = B.lib().gostgen_ctx_new(ctypes.byref(out), cid, mid, int(self.decrypting),
                                         self._sbox.ptr, kbuf, klen, ivbuf, ivlen, _flags(mesh),
                                         B.encode(backend))
        B.check(status, lambda s: _explain(s, cipher=self.cipher, cid=cid, mode=self.mode, mid=mid,
                                           key_len=klen, iv_len=None if iv is None else ivlen,
                                           mesh=mesh, backend=backend))
        self._ctx = out.value
        self._lock = threading.Lock()
        if section is not None:
            status = B.lib().gostgen_ctx_set_section(self._ctx, size)
            if status != B.OK:
                self.close()
            B.check(status, lambda s: (
                f"{self.mode} has no sections (only ctr_acpkm)" if s == B.EMODE else
                f"section must be a positive multiple of the {self.cipher} block size "
                f"({BLOCK_SIZES[self.cipher]} bytes), got {size}" if s == B.EINVAL else
                B.strerror(s)))

    def update(self, data, out=None):
        """The next part of the stream: bytes of the same length, or with out= (a writable
        buffer of the same length, which may be data itself) written there, returning out."""
        inbuf, n = B.as_buffer(data)
        obuf, result = _output(out, n)
        with self._lock:
            if not self._ctx:
                raise B.StatusError(B.ESTATE, "the cipher context is closed")
            status = B.lib().gostgen_ctx_update(self._ctx, inbuf, obuf, n)
        B.check(status, lambda s: _explain(s, cipher=self.cipher, mode=self.mode, data_len=n,
                                           per_update=True))
        return result()

    def copy(self):
        """An independent copy of the stream at this point (gostgen_ctx_dup)."""
        out = ctypes.c_void_p()
        with self._lock:
            if not self._ctx:
                raise B.StatusError(B.ESTATE, "the cipher context is closed")
            status = B.lib().gostgen_ctx_dup(self._ctx, ctypes.byref(out))
        B.check(status)
        dup = type(self).__new__(type(self))
        dup.__dict__.update(self.__dict__)  # cipher, mode, direction, the S-box set kept alive
        dup._ctx = out.value
        dup._lock = threading.Lock()
        return dup

    def restart(self, iv=None):
        """Starts the stream again from iv (as the constructor takes it) under the same key and
        settings, the key schedule kept (gostgen_ctx_restart): one context for many messages."""
        ivbuf, ivlen = (None, 0) if iv is None else B.as_buffer(iv, "iv")
        with self._lock:
            if not self._ctx:
                raise B.StatusError(B.ESTATE, "the cipher context is closed")
            status = B.lib().gostgen_ctx_restart(self._ctx, ivbuf, ivlen)
        B.check(status, lambda s: _explain(s, cipher=self.cipher, mode=self.mode,
                                           iv_len=None if iv is None else ivlen))

    def updated_iv(self):
        """The IV as of the data so far (gostgen_ctx_get_iv): for cbc, cfb and ofb the IV a new
        context goes on with from the next block boundary; ctr and ctr_acpkm: the next counter
        block; cnt: the counter register after its last step."""
        n = ctypes.c_size_t()
        with self._lock:
            if not self._ctx:
                raise B.StatusError(B.ESTATE, "the cipher context is closed")
            status = B.lib().gostgen_ctx_get_iv(self._ctx, None, 0, ctypes.byref(n))
            buf = ctypes.create_string_buffer(n.value) if status == B.OK else None
            if buf is not None:
                status = B.lib().gostgen_ctx_get_iv(self._ctx, buf, n.value, ctypes.byref(n))
        B.check(status, lambda s: f"{self.mode} has no IV" if s == B.EMODE else B.strerror(s))
        return buf.raw[:n.value]

    def __repr__(self):
        op = "decrypt" if self.decrypting else "encrypt"
        return f"<gostgen.Cipher {self.cipher} {self.mode} {op}>"


def _mac_mesh_check(cname, mesh):
    if mesh and cname != "gost89":
        B.fail(B.EMODE, f"key meshing is defined for the gost89 MAC only, not {cname}")


class Mac(_Closable):
    """A streaming MAC: update(data) any number of times, then digest() (bits/8 bytes) or
    hexdigest(); the result is computed once, and no update is taken after it until restart()
    starts a new message under the same key (the key schedule kept); copy() is an independent
    copy at any point. close() (or leaving a `with` block) frees the library context. section
    and key_section: OMAC-ACPKM, as mac(); mesh: the gost89 MAC with CryptoPro key meshing, as
    mac()."""

    _FREE = "gostgen_mac_free"

    def __init__(self, cipher, key, *, sbox=None, bits=None, backend=None, section=None,
                 key_section=None, mesh=False):
        self._ctx = None
        self._result = None
        self.cipher, cid = _cipher(cipher)
        self.bits = _mac_bits(bits, self.cipher)
        if not 8 <= self.bits <= 8 * BLOCK_SIZES[self.cipher] or self.bits % 8:
            B.fail(B.EINVAL, _explain(B.EINVAL, bits=self.bits, cipher=self.cipher))
        acpkm = _acpkm_sections(self.cipher, section, key_section)
        _mac_mesh_check(self.cipher, mesh)
        self._sbox = _cipher_sbox(self.cipher, sbox)
        kbuf, klen = B.as_buffer(key, "key")
        out = ctypes.c_void_p()
        if acpkm is None:
            status = B.lib().gostgen_mac_new_ex(ctypes.byref(out), cid, self._sbox.ptr, kbuf,
                                                klen, B.FLAG_MESH if mesh else 0,
                                                B.encode(backend))
        else:
            status = B.lib().gostgen_omac_acpkm_new(ctypes.byref(out), cid, self._sbox.ptr, kbuf,
                                                    klen, *acpkm, B.encode(backend))
        B.check(status, lambda s: _explain(s, cipher=self.cipher, key_len=klen, backend=backend))
        self._ctx = out.value
        self._lock = threading.Lock()

    @property
    def digest_size(self):
        return self.bits // 8

    def update(self, data):
        buf, n = B.as_buffer(data)
        with self._lock:
            if self._result is not None:
                raise B.StatusError(B.ESTATE, "the MAC is already computed (digest() was called)")
            if not self._ctx:
                raise B.StatusError(B.ESTATE, "the MAC context is closed")
            B.check(B.lib().gostgen_mac_update(self._ctx, buf, n))

    def digest(self):
        with self._lock:
            if self._result is None:
                if not self._ctx:
                    raise B.StatusError(B.ESTATE, "the MAC context is closed")
                out = B.out_buffer(16)
                B.check(B.lib().gostgen_mac_final(self._ctx, self.bits, out))
                self._result = out.raw[:self.bits // 8]
            return self._result

    def hexdigest(self):
        return self.digest().hex()

    def restart(self):
        """Starts a new message under the same key and settings, the key schedule kept
        (gostgen_mac_restart): after digest() too, one context for many messages."""
        with self._lock:
            if not self._ctx:
                raise B.StatusError(B.ESTATE, "the MAC context is closed")
            B.check(B.lib().gostgen_mac_restart(self._ctx))
            self._result = None

    def copy(self):
        """An independent copy of the MAC at this point (gostgen_mac_dup)."""
        out = ctypes.c_void_p()
        with self._lock:
            if not self._ctx:
                raise B.StatusError(B.ESTATE, "the MAC context is closed")
            B.check(B.lib().gostgen_mac_dup(self._ctx, ctypes.byref(out)))
        dup = type(self).__new__(type(self))
        dup.__dict__.update(self.__dict__)  # cipher, bits, a digest taken, the S-box set kept alive
        dup._ctx = out.value
        dup._lock = threading.Lock()
        return dup

    def __repr__(self):
        return f"<gostgen.Mac {self.cipher} {self.bits} bits>"


def _acpkm_sections(cname, section, key_section):
    """OMAC-ACPKM's (section, key_section) as ints, or None for the plain MAC; both or neither."""
    if section is None and key_section is None:
        return None
    if section is None or key_section is None:
        raise InputError("OMAC-ACPKM needs both section and key_section")
    sizes = (_int(section, "section"), _int(key_section, "key_section"))
    n = BLOCK_SIZES[cname]
    if cname == "gost89":
        B.fail(B.EMODE, "OMAC-ACPKM is defined for magma and kuznyechik, not gost89")
    for what, v in zip(("section", "key_section"), sizes):
        if v == 0 or v % n:
            B.fail(B.EINVAL, f"{what} must be a positive multiple of the {cname} block size "
                             f"({n} bytes), got {v}")
    return sizes


def mac(data, *, cipher, key, sbox=None, bits=None, backend=None, section=None, key_section=None,
        mesh=False):
    """The MAC of data: gost89 imitovstavka or the Magma/Kuznyechik GOST R 34.13-2015 MAC;
    bits/8 bytes (default half a block: 32 bits, kuznyechik 64). With section and key_section
    (bytes, multiples of the block size): OMAC-ACPKM (R 1323565.1.017-2018 4.2) with message
    sections of `section` bytes and ACPKM-Master sections (T*) of `key_section` bytes. mesh
    (gost89): the key meshed every 1024 bytes (RFC 4357 2.3.2), the MAC of the CryptoPro
    implementations and of OpenSSL's gost-mac."""
    if mesh:  # the library has it as a context (gostgen_mac_new_ex)
        m = Mac(cipher, key, sbox=sbox, bits=bits, backend=backend, section=section,
                key_section=key_section, mesh=True)
        try:
            m.update(data)
            return m.digest()
        finally:
            m.close()
    cname, cid = _cipher(cipher)
    bits = _mac_bits(bits, cname)
    acpkm = _acpkm_sections(cname, section, key_section)
    sb = _cipher_sbox(cname, sbox)
    kbuf, klen = B.as_buffer(key, "key")
    inbuf, n = B.as_buffer(data)
    out = B.out_buffer(16)  # room for the largest MAC; the library writes bits/8 bytes
    if acpkm is None:
        status = B.lib().gostgen_mac(cid, sb.ptr, kbuf, klen, B.encode(backend), inbuf, n, bits,
                                     out)
    else:
        status = B.lib().gostgen_omac_acpkm(cid, sb.ptr, kbuf, klen, *acpkm, B.encode(backend),
                                            inbuf, n, bits, out)
    B.check(status, lambda s: _explain(s, cipher=cname, key_len=klen, backend=backend, bits=bits))
    return out.raw[:bits // 8]


# ---- multi-stream -------------------------------------------------------------------------------
def _same_length(datas, what):
    bufs, length = [], None
    for i, d in enumerate(datas):
        buf, n = B.as_buffer(d, f"{what} {i}")
        if length is None:
            length = n
        elif n != length:
            raise InputError(f"every {what} must have the same length: {what} 0 has {length} bytes, "
                             f"{what} {i} has {n}")
        bufs.append(buf)
    return bufs, length or 0


def _messages(items, what="messages"):
    """Buffers and lengths of a sequence of byte strings (a batch call's messages)."""
    bufs, lens = [], []
    for i, m in enumerate(_seq(items, what)):
        buf, n = B.as_buffer(m, f"message {i}")
        bufs.append(buf)
        lens.append(n)
    return bufs, lens


def _key_or_keys(key, keys):
    """A batch call takes key= (one key for every message) or keys= (one per message), not both."""
    if (key is None) == (keys is None):
        raise InputError("give either key= (one key for every message) or keys= (one per message)")


def _keys(keys, count):
    keys = _seq(keys, "keys")
    if len(keys) != count:
        raise InputError(f"got {count} messages but {len(keys)} keys")
    bufs = []
    for i, k in enumerate(keys):
        buf, n = B.as_buffer(k, f"key {i}")
        # The C call takes bare pointers: a short key would be read past its end.
        if n != B.KEY_SIZE:
            raise B.StatusError(B.EKEYLEN, f"key {i} must be {B.KEY_SIZE} bytes, got {n}")
        bufs.append(buf)
    return bufs


def _crypt_multi(decrypt, datas, cipher, mode, keys, ivs, sbox, mesh, backend, section):
    cname, cid = _cipher(cipher)
    mname, mid = _mode(mode)
    size = _section(section, cname, cid, mname, mid)
    bufs, length = _same_length(_seq(datas, "messages"), "message")
    count = len(bufs)
    kbufs = _keys(keys, count)
    if count == 0:  # nothing to do (and no IV to take a length from)
        return []
    ivbufs, ivlen = [], 0
    if ivs is not None:
        ivs = _seq(ivs, "ivs")
        if len(ivs) != count:
            raise InputError(f"got {count} messages but {len(ivs)} IVs")
        ivbufs, ivlen = _same_length(ivs, "IV")
    sb = _cipher_sbox(cname, sbox)
    results = [B.result_buffer(length) for _ in range(count)]
    status = B.lib().gostgen_crypt_multi_ex(
        cid, mid, int(bool(decrypt)), sb.ptr, count, B.pointer_array(kbufs),
        B.pointer_array(ivbufs) if ivs is not None else None, ivlen, _flags(mesh),
        B.encode(backend), B.pointer_array(bufs), B.pointer_array(results), length, size)
    B.check(status, lambda s: _explain(s, cipher=cname, cid=cid, mode=mname, mid=mid,
                                       key_len=B.KEY_SIZE, iv_len=None if ivs is None else ivlen,
                                       data_len=length, mesh=mesh, backend=backend))
    return [B.result_bytes(r) for r in results]


def encrypt_multi(datas, *, cipher, mode, keys, ivs=None, sbox=None, mesh=False, backend=None,
                  section=None):
    """Encrypt n independent streams of equal length, each under its own key and IV. section:
    ctr_acpkm's section in bytes for every stream (None: 1024 for magma, 4096 for kuznyechik)."""
    return _crypt_multi(False, datas, cipher, mode, keys, ivs, sbox, mesh, backend, section)


def decrypt_multi(datas, *, cipher, mode, keys, ivs=None, sbox=None, mesh=False, backend=None,
                  section=None):
    """Decrypt n independent streams of equal length, each under its own key and IV."""
    return _crypt_multi(True, datas, cipher, mode, keys, ivs, sbox, mesh, backend, section)


def mac_multi(datas, *, cipher, keys, sbox=None, bits=None, backend=None, section=None,
              key_section=None, mesh=False):
    """MACs of n messages of equal length, each under its own key (bits as for mac); with section
    and key_section, every message's OMAC-ACPKM; mesh: every message's gost89 MAC with CryptoPro
    key meshing (as for mac)."""
    cname, cid = _cipher(cipher)
    bits = _mac_bits(bits, cname)
    acpkm = _acpkm_sections(cname, section, key_section)
    _mac_mesh_check(cname, mesh)
    bufs, length = _same_length(_seq(datas, "messages"), "message")
    count = len(bufs)
    kbufs = _keys(keys, count)
    sb = _cipher_sbox(cname, sbox)
    out = B.out_buffer(max(count, 1) * 16)  # room for the largest MACs; sliced to bits/8 below
    if acpkm is None:
        status = B.lib().gostgen_mac_multi_ex(cid, sb.ptr, count, B.pointer_array(kbufs),
                                              _flags(mesh), B.encode(backend),
                                              B.pointer_array(bufs), length, bits, out)
    else:
        status = B.lib().gostgen_omac_acpkm_multi(cid, sb.ptr, count, B.pointer_array(kbufs),
                                                  *acpkm, B.encode(backend),
                                                  B.pointer_array(bufs), length, bits, out)
    B.check(status, lambda s: _explain(s, cipher=cname, backend=backend, bits=bits))
    d = bits // 8
    raw = out.raw
    return [raw[i * d:(i + 1) * d] for i in range(count)]


# ---- backends -----------------------------------------------------------------------------------
def set_threads(n):
    """Threads the library may use for large calls (process-wide; 0 = one per CPU; default 1).
    ECB, CNT without meshing and CTR split one buffer; multi-stream calls, multi-MACs and hash
    batches split their streams or messages. Results never depend on it."""
    def explain(v):
        return f"threads: {v} is not a number from 0 to 256"
    n = _int(n, "threads", explain)
    if n > 256:
        B.fail(B.EINVAL, explain(n))
    B.check(B.lib().gostgen_set_threads(n))


def threads():
    """The thread count set by set_threads (1 unless changed)."""
    return int(B.lib().gostgen_threads())


def backends():
    """Every compiled-in backend: name, description, available, selected, constant_time, reason,
    constant_time_magma, constant_time_streebog, constant_time_kuznyechik (constant_time: all
    three)."""
    lib = B.lib()
    result = []
    info = B.BackendInfo()
    for i in range(lib.gostgen_backend_count()):
        B.check(lib.gostgen_backend_get(i, ctypes.byref(info)))
        result.append({
            "name": B.decode(info.name),
            "description": B.decode(info.description),
            "available": bool(info.available),
            "selected": bool(info.selected),
            "constant_time": bool(info.constant_time),
            "reason": B.decode(info.reason),
            "constant_time_magma": bool(info.constant_time_magma),
            "constant_time_streebog": bool(info.constant_time_streebog),
            "constant_time_kuznyechik": bool(info.constant_time_kuznyechik),
        })
    return result


def library_version():
    return B.decode(B.lib().gostgen_version())


# ---- HMAC-Streebog and the key derivation functions ---------------------------------------------
# HMAC_GOSTR3411_2012_256/512 (RFC 7836 4.1), KDF_GOSTR3411_2012_256 and KDF_TREE (RFC 7836 4.4,
# 4.5), TLSTREE (RFC 9367 4.1.1, RFC 9189 8.1), PBKDF2 with HMAC-Streebog-512 (R 50.1.111-2016).
# The standard library's hmac works over the Streebog objects as well:
# hmac.new(key, msg, digestmod=gostgen.streebog256); the native calls here are faster (the key's
# blocks are compressed once, and batches fill the SIMD lanes).
def _u64(value, what, low):
    """An int for a uint64_t parameter, at least low."""
    try:
        value = operator.index(value)
    except TypeError:
        raise TypeError(f"{what} must be an int, not {type(value).__name__}") from None
    if not low <= value < (1 << 64):
        B.fail(B.EINVAL, f"{what} must be from {low} to 2**64 - 1, got {value}")
    return value


def _size(value, what, low, high):
    try:
        value = operator.index(value)
    except TypeError:
        raise TypeError(f"{what} must be an int, not {type(value).__name__}") from None
    if not low <= value <= high:
        B.fail(B.EINVAL, f"{what} must be from {low} to {high}, got {value}")
    return value


class Hmac(_HashState):
    """HMAC-Streebog with the interface of the standard library's hmac objects: update(msg),
    digest(), hexdigest(), copy(), digest_size, block_size (64), name ("hmac-streebog256"). The
    key is kept by the library only as its two compressed blocks, wiped when the object goes."""

    _UPDATE, _COPY, _FINAL, _FREE = ("gostgen_hmac_update", "gostgen_hmac_copy",
                                     "gostgen_hmac_final", "gostgen_hmac_free")
    _DATA = "msg"

    def __init__(self, key, msg=None, bits=256, *, backend=None, _handle=None):
        bits = self._init_state(bits, backend)
        if _handle is None:
            kbuf, klen = B.as_buffer(key, "key")
            out = ctypes.c_void_p()
            status = B.lib().gostgen_hmac_new(ctypes.byref(out), bits, kbuf, klen,
                                              B.encode(backend))
            B.check(status, lambda s: _explain(s, backend=backend, hash_bits=bits))
            _handle = out.value
        self._h = _handle
        if msg is not None:
            self.update(msg)

    @property
    def name(self):
        return f"hmac-streebog{self._bits}"

    def copy(self):
        return Hmac(None, bits=self._bits, backend=self._backend, _handle=self._copy_handle())

    def __repr__(self):
        return f"<{self.name} HMAC object @ {id(self):#x}>"


def hmac_new(key, msg=None, bits=256, *, backend=None):
    """A new HMAC-Streebog-bits object (bits 256 or 512), as hmac.new(key, msg, digestmod)."""
    return Hmac(key, msg, bits, backend=backend)


def hmac_digest(key, msg, bits=256, *, backend=None):
    """HMAC-Streebog-bits of one message, in one call (as hmac.digest)."""
    bits = _hash_bits(bits)
    kbuf, klen = B.as_buffer(key, "key")
    buf, n = B.as_buffer(msg, "msg")
    out = B.out_buffer(64)
    status = B.lib().gostgen_hmac(bits, B.encode(backend), kbuf, klen, buf, n, out)
    B.check(status, lambda s: _explain(s, backend=backend, hash_bits=bits))
    return out.raw[:bits // 8]


def hmac_batch(messages, *, key=None, keys=None, bits=256, backend=None):
    """HMACs of many messages computed together (SIMD lanes): all under key=, or message i under
    keys[i] (one of the two)."""
    bits = _hash_bits(bits)
    _key_or_keys(key, keys)
    bufs, lens = _messages(messages)
    count = len(bufs)
    if keys is not None:
        keys = _seq(keys, "keys")
        if len(keys) != count:
            raise InputError(f"got {count} messages but {len(keys)} keys")
    else:
        keys = [key]
    kbufs, klens = [], []
    for i, k in enumerate(keys):
        buf, n = B.as_buffer(k, f"key {i}" if len(keys) > 1 else "key")
        kbufs.append(buf)
        klens.append(n)
    out = B.out_buffer(max(count, 1) * (bits // 8))
    status = B.lib().gostgen_hmac_batch(
        bits, B.encode(backend), count, len(kbufs), B.pointer_array(kbufs),
        (ctypes.c_size_t * len(klens))(*klens), B.pointer_array(bufs),
        (ctypes.c_size_t * count)(*lens), out)
    B.check(status, lambda s: _explain(s, backend=backend, hash_bits=bits))
    d = bits // 8
    raw = out.raw
    return [raw[i * d:(i + 1) * d] for i in range(count)]


def _kdf_inputs(key, label, seed):
    return (B.as_buffer(key, "key"), B.as_buffer(label, "label"), B.as_buffer(seed, "seed"))


def kdf_256(key, label, seed, *, backend=None):
    """KDF_GOSTR3411_2012_256 (RFC 7836 4.4): 32 bytes,
    HMAC256(key, 0x01 || label || 0x00 || seed || 0x01 || 0x00)."""
    (kb, kl), (lb, ll), (sb, sl) = _kdf_inputs(key, label, seed)
    out = B.out_buffer(32)
    status = B.lib().gostgen_kdf_256(B.encode(backend), kb, kl, lb, ll, sb, sl, out)
    B.check(status, lambda s: _explain(s, backend=backend))
    return out.raw


def kdf_tree(key, label, seed, length, *, r=1, backend=None):
    """KDF_TREE_GOSTR3411_2012_256 (RFC 7836 4.5): length bytes (L = 8 * length bits) of
    K(1) || K(2) || ..., K(i) = HMAC256(key, [i]_r || label || 0x00 || seed || [L]), with the
    block number on r bytes (1 to 4); at most 32 * (2^(8r) - 1) bytes."""
    r = _size(r, "r", 1, 4)
    length = _size(length, "length", 1, 32 * ((1 << (8 * r)) - 1))
    (kb, kl), (lb, ll), (sb, sl) = _kdf_inputs(key, label, seed)
    out = B.result_buffer(length)
    status = B.lib().gostgen_kdf_tree(B.encode(backend), kb, kl, lb, ll, sb, sl, r, out, length)
    B.check(status, lambda s: _explain(s, backend=backend))
    return B.result_bytes(out)


def tlstree_suites():
    """The cipher suites TLSTREE knows (their masks C_1..C_3: RFC 9367 4.1.1, RFC 9189 8.1)."""
    lib = B.lib()
    names, i = [], 0
    while True:
        name = lib.gostgen_tlstree_suite(i)
        if not name:
            return names
        names.append(B.decode(name))
        i += 1


def tlstree(root_key, seqnum, *, suite, backend=None):
    """TLSTREE (RFC 9367 4.1.1, RFC 9189 8.1): the 32-byte key of record seqnum under the 32-byte
    root key, for suite ("kuznyechik-mgm-l", "magma-mgm-l", "kuznyechik-mgm-s", "magma-mgm-s",
    "kuznyechik-ctr-omac", "magma-ctr-omac")."""
    known = tlstree_suites()
    if not isinstance(suite, str) or suite.lower() not in known:
        raise InputError(f"unknown TLSTREE suite {suite!r} (known: {', '.join(known)})")
    seqnum = _u64(seqnum, "seqnum", 0)
    kb, kl = B.as_buffer(root_key, "root_key")
    out = B.out_buffer(32)
    status = B.lib().gostgen_tlstree(B.encode(suite.lower()), B.encode(backend), kb, kl, seqnum,
                                     out)

    def explain(s):
        if s == B.EKEYLEN:
            return f"root_key must be 32 bytes, got {kl}"
        return _explain(s, backend=backend)
    B.check(status, explain)
    return out.raw


def pbkdf2(password, salt, iterations, length=64, *, backend=None):
    """PBKDF2 (RFC 8018 5.2) with HMAC-Streebog-512 (R 50.1.111-2016): length bytes (1 to
    (2^32 - 1) * 64) from password and salt, iterations >= 1."""
    iterations = _u64(iterations, "iterations", 1)
    length = _size(length, "length", 1, 64 * 0xffffffff)
    pb, pl = B.as_buffer(password, "password")
    sb, sl = B.as_buffer(salt, "salt")
    out = B.result_buffer(length)
    status = B.lib().gostgen_pbkdf2(B.encode(backend), pb, pl, sb, sl, iterations, out, length)
    B.check(status, lambda s: _explain(s, backend=backend))
    return B.result_bytes(out)


__all__ += ["Hmac", "hmac_new", "hmac_digest", "hmac_batch", "kdf_256", "kdf_tree", "tlstree",
            "tlstree_suites", "pbkdf2"]


# ---- MGM authenticated encryption (RFC 9058) ------------------------------------------------------
class AuthenticationError(InputError):
    """The MGM tag does not verify: the data, the associated data, the nonce or the key differ
    from what was encrypted (no plaintext is returned)."""


def _mgm_tag_len(cname, tag_bytes):
    bs = BLOCK_SIZES[cname]
    if tag_bytes is None:
        return bs
    n = _int(tag_bytes, "tag_bytes")
    if not 4 <= n <= bs:
        B.fail(B.EINVAL, f"MGM tag for {cname} must be 4 to {bs} bytes, got {n}")
    return n


def _mgm_explain(status, cname, cid, klen, nlen, backend):
    if status == B.EIVLEN:
        return f"MGM nonce for {cname} must be {BLOCK_SIZES[cname]} bytes (one block), got {nlen}"
    if status == B.EINVAL:
        return "MGM nonce must have its first bit clear (RFC 9058: a 0 bit, then the nonce)"
    if status == B.EMODE:
        return f"MGM is not offered for {cname} (only kuznyechik and magma)"
    if status == B.ELENGTH:
        return "MGM data and associated data together must be shorter than 2^(n/2) bits"
    if status == B.EAUTH:
        return "authentication failed"
    return _explain(status, cipher=cname, cid=cid, key_len=klen, backend=backend)


def mgm_encrypt(data, *, cipher, key, nonce, aad=b"", tag_bytes=None, sbox=None, backend=None):
    """MGM (RFC 9058) encryption with kuznyechik or magma: the ciphertext followed by the tag
    (tag_bytes, 4 to the block size; default the whole block). nonce: one block whose first bit
    is 0; aad: associated data, authenticated but not encrypted."""
    cname, cid = _cipher(cipher)
    tag_len = _mgm_tag_len(cname, tag_bytes)
    sb = _cipher_sbox(cname, sbox)
    kbuf, klen = B.as_buffer(key, "key")
    nbuf, nlen = B.as_buffer(nonce, "nonce")
    abuf, alen = B.as_buffer(aad, "aad")
    inbuf, n = B.as_buffer(data)
    out = B.out_buffer(n + tag_len)
    tag = ctypes.c_void_p(ctypes.addressof(out) + n)
    status = B.lib().gostgen_mgm_encrypt(cid, sb.ptr, kbuf, klen, nbuf, nlen, abuf, alen, inbuf,
                                         out, n, tag, tag_len, B.encode(backend))
    B.check(status, lambda s: _mgm_explain(s, cname, cid, klen, nlen, backend))
    return out.raw


def mgm_decrypt(data, *, cipher, key, nonce, aad=b"", tag_bytes=None, sbox=None, backend=None):
    """MGM decryption of ciphertext followed by its tag (tag_bytes long, as given to
    mgm_encrypt): the plaintext, or AuthenticationError if the tag does not verify (the library
    writes no plaintext before it has checked the tag)."""
    cname, cid = _cipher(cipher)
    tag_len = _mgm_tag_len(cname, tag_bytes)
    sb = _cipher_sbox(cname, sbox)
    kbuf, klen = B.as_buffer(key, "key")
    nbuf, nlen = B.as_buffer(nonce, "nonce")
    abuf, alen = B.as_buffer(aad, "aad")
    inbuf, total = B.as_buffer(data)
    if total < tag_len:
        raise AuthenticationError(f"authentication failed: {total} bytes is shorter than the "
                                  f"{tag_len}-byte tag")
    n = total - tag_len
    out = B.out_buffer(max(n, 1))
    tag = ctypes.c_void_p(B.address(inbuf) + n)
    status = B.lib().gostgen_mgm_decrypt(cid, sb.ptr, kbuf, klen, nbuf, nlen, abuf, alen, inbuf,
                                         out, n, tag, tag_len, B.encode(backend))
    if status == B.EAUTH:
        raise AuthenticationError("authentication failed")
    B.check(status, lambda s: _mgm_explain(s, cname, cid, klen, nlen, backend))
    return out.raw[:n]


class Mgm(_Closable):
    """A streaming MGM (RFC 9058) context: aad(data) any number of times, then update(data) any
    number of times, then final(tag_bytes) -> the tag (encryption) or verify(tag) (decryption:
    AuthenticationError if it does not verify). A decrypting context's update() output is
    UNVERIFIED until verify() returns: hold it back until then (the gostgen CLI reads its input
    twice), or use mgm_decrypt."""

    _FREE = "gostgen_mgm_free"

    def __init__(self, cipher, key, nonce, *, decrypt=False, sbox=None, backend=None):
        self._ctx = None
        self.cipher, cid = _cipher(cipher)
        self.decrypting = bool(decrypt)
        self._sbox = _cipher_sbox(self.cipher, sbox)  # kept alive as long as the context uses it
        kbuf, klen = B.as_buffer(key, "key")
        nbuf, nlen = B.as_buffer(nonce, "nonce")
        out = ctypes.c_void_p()
        status = B.lib().gostgen_mgm_new(ctypes.byref(out), cid, int(self.decrypting),
                                         self._sbox.ptr, kbuf, klen, nbuf, nlen,
                                         B.encode(backend))
        B.check(status, lambda s: _mgm_explain(s, self.cipher, cid, klen, nlen, backend))
        self._ctx = out.value
        self._lock = threading.Lock()

    def _call(self, fn, *args):
        with self._lock:
            if not self._ctx:
                raise B.StatusError(B.ESTATE, "the MGM context is closed")
            status = fn(self._ctx, *args)
        if status == B.ESTATE:
            B.fail(status, "MGM call out of order (associated data after the data, or a second "
                           "final/verify, or final on a decrypting context, or verify on an "
                           "encrypting one)")
        if status == B.EAUTH:
            return status
        if status != B.EINVAL:
            B.check(status, lambda s: _mgm_explain(s, self.cipher, None, 32, None, None))
        B.check(status)
        return status

    def aad(self, data) -> None:
        """More associated data (all of it before the first update)."""
        buf, n = B.as_buffer(data, "aad")
        self._call(B.lib().gostgen_mgm_aad, buf, n)

    def update(self, data, out=None):
        """The next part of the data: bytes of the same length, or written into out (a writable
        buffer of the same length, which may be data itself), returning out."""
        inbuf, n = B.as_buffer(data)
        obuf, result = _output(out, n)
        self._call(B.lib().gostgen_mgm_update, inbuf, obuf, n)
        return result()

    def final(self, tag_bytes=None) -> bytes:
        """Encryption: the tag (tag_bytes, 4 to the block size; default the whole block)."""
        n = _mgm_tag_len(self.cipher, tag_bytes)
        tag = B.out_buffer(n)
        self._call(B.lib().gostgen_mgm_final, tag, n)
        return tag.raw

    def verify(self, tag) -> None:
        """Decryption: returns if the tag (4 bytes to the block size) verifies, else raises
        AuthenticationError."""
        buf, n = B.as_buffer(tag, "tag")
        _mgm_tag_len(self.cipher, n)
        if self._call(B.lib().gostgen_mgm_verify, buf, n) == B.EAUTH:
            raise AuthenticationError("authentication failed")

    def restart(self, nonce) -> None:
        """A new message under nonce on the same key and direction, at any point of the last
        one (gostgen_mgm_restart: the key schedule kept): a record protocol's next record."""
        nbuf, nlen = B.as_buffer(nonce, "nonce")
        with self._lock:
            if not self._ctx:
                raise B.StatusError(B.ESTATE, "the MGM context is closed")
            status = B.lib().gostgen_mgm_restart(self._ctx, nbuf, nlen)
        B.check(status, lambda s: _mgm_explain(s, self.cipher, None, 32, nlen, None))


    def __repr__(self):
        return f"<gostgen.Mgm {self.cipher} {'decrypt' if self.decrypting else 'encrypt'}>"


__all__ += ["Mgm"]


# ---- MGM, many messages in one call -------------------------------------------------------------
def _mgm_multi_args(datas, cipher, nonces, key, keys, aads, sbox):
    """The checked arguments both multi calls share: buffers and lengths per message, the keys
    (one, or one per message), the nonces and the associated data."""
    cname, cid = _cipher(cipher)
    bs = BLOCK_SIZES.get(cname)
    _key_or_keys(key, keys)
    bufs, lens = _messages(datas)
    count = len(bufs)
    if keys is not None:
        kbufs = _keys(keys, count)
    else:
        kbuf, klen = B.as_buffer(key, "key")
        # a bare pointer in the C call, as every key of keys=
        if klen != B.KEY_SIZE:
            raise B.StatusError(B.EKEYLEN, f"key must be {B.KEY_SIZE} bytes, got {klen}")
        kbufs = [kbuf]
    nonces = _seq(nonces, "nonces")
    if len(nonces) != count:
        raise InputError(f"got {count} messages but {len(nonces)} nonces")
    nbufs = []
    for i, v in enumerate(nonces):
        buf, n = B.as_buffer(v, f"nonce {i}")
        # The C call takes bare pointers of nonce_len bytes: a short nonce would be read past its end.
        if cname in ("kuznyechik", "magma") and n != bs:
            B.fail(B.EIVLEN, f"MGM nonce {i} for {cname} must be {bs} bytes (one block), got {n}")
        nbufs.append(buf)
    abufs, alens = [], []
    if aads is not None:
        aads = _seq(aads, "aads")
        if len(aads) != count:
            raise InputError(f"got {count} messages but {len(aads)} associated data")
        for i, a in enumerate(aads):
            buf, n = B.as_buffer(a, f"aad {i}")
            abufs.append(buf)
            alens.append(n)
    return cname, cid, bufs, lens, kbufs, nbufs, abufs, alens


def _mgm_multi_explain(status, cname, cid, backend):
    if status == B.EINVAL:
        return ("MGM nonces must have their first bit clear (RFC 9058: a 0 bit, then the nonce), "
                "and message, key and nonce counts must agree")
    return _mgm_explain(status, cname, cid, B.KEY_SIZE, BLOCK_SIZES.get(cname), backend)


def _size_array(values):
    return (ctypes.c_size_t * max(len(values), 1))(*values)


def mgm_encrypt_multi(datas, *, cipher, nonces, key=None, keys=None, aads=None, tag_bytes=None,
                      sbox=None, backend=None):
    """MGM encryption of many messages in one library call (their blocks share the SIMD
    kernels): message i under nonces[i] with associated data aads[i] (None: none for any), all
    under key= or message i under keys[i]. Returns a list: ciphertext i followed by its tag
    (tag_bytes as for mgm_encrypt)."""
    cname, cid, bufs, lens, kbufs, nbufs, abufs, alens = _mgm_multi_args(
        datas, cipher, nonces, key, keys, aads, sbox)
    tag_len = _mgm_tag_len(cname, tag_bytes)
    sb = _cipher_sbox(cname, sbox)
    count = len(bufs)
    results = [B.result_buffer(n + tag_len) for n in lens]
    tags = B.out_buffer(max(count, 1) * tag_len)
    status = B.lib().gostgen_mgm_encrypt_multi(
        cid, sb.ptr, count, len(kbufs), B.pointer_array(kbufs), B.pointer_array(nbufs),
        BLOCK_SIZES.get(cname, 0), B.pointer_array(abufs) if aads is not None else None,
        _size_array(alens) if aads is not None else None, B.pointer_array(bufs),
        B.pointer_array(results), _size_array(lens), tags, tag_len, B.encode(backend))
    B.check(status, lambda s: _mgm_multi_explain(s, cname, cid, backend))
    for i, (r, n) in enumerate(zip(results, lens)):
        ctypes.memmove(B.address(r) + n, ctypes.addressof(tags) + i * tag_len, tag_len)
    return [B.result_bytes(r) for r in results]


def mgm_decrypt_multi(datas, *, cipher, nonces, key=None, keys=None, aads=None, tag_bytes=None,
                      sbox=None, backend=None):
    """MGM decryption of many messages in one library call, each ciphertext followed by its tag
    (tag_bytes long): the list of plaintexts if every tag verifies. Otherwise AuthenticationError
    whose `failed` lists the indices of the messages that did not verify (a message shorter
    than the tag among them) and whose `plaintexts` holds the others' plaintexts (None for the
    failed ones: the library writes no plaintext for them)."""
    cname, cid, bufs, lens, kbufs, nbufs, abufs, alens = _mgm_multi_args(
        datas, cipher, nonces, key, keys, aads, sbox)
    tag_len = _mgm_tag_len(cname, tag_bytes)
    sb = _cipher_sbox(cname, sbox)
    count = len(bufs)
    # messages too short to hold a tag fail without a library call; the rest go in one call
    idx = [i for i in range(count) if lens[i] >= tag_len]
    sizes = [lens[i] - tag_len for i in idx]
    outs = [B.result_buffer(n) for n in sizes]
    tags = [ctypes.c_void_p(B.address(bufs[i]) + sizes[j]) for j, i in enumerate(idx)]
    flat = B.out_buffer(max(len(idx), 1) * tag_len)
    for j, t in enumerate(tags):
        ctypes.memmove(ctypes.addressof(flat) + j * tag_len, t, tag_len)
    codes = (ctypes.c_int * max(len(idx), 1))()
    per_key = keys is not None
    status = B.lib().gostgen_mgm_decrypt_multi(
        cid, sb.ptr, len(idx), len(idx) if per_key else 1,
        B.pointer_array([kbufs[i] for i in idx] if per_key else kbufs),
        B.pointer_array([nbufs[i] for i in idx]), BLOCK_SIZES.get(cname, 0),
        B.pointer_array([abufs[i] for i in idx]) if aads is not None else None,
        _size_array([alens[i] for i in idx]) if aads is not None else None,
        B.pointer_array([bufs[i] for i in idx]), B.pointer_array(outs), _size_array(sizes),
        flat, tag_len, codes, B.encode(backend))
    if status not in (B.OK, B.EAUTH):
        B.check(status, lambda s: _mgm_multi_explain(s, cname, cid, backend))
    plain = [None] * count
    for j, i in enumerate(idx):
        if status == B.OK or codes[j] == B.OK:
            plain[i] = B.result_bytes(outs[j])
    failed = [i for i in range(count) if plain[i] is None]
    if failed:
        shown = ", ".join(map(str, failed[:10])) + (", ..." if len(failed) > 10 else "")
        err = AuthenticationError(f"authentication failed for {len(failed)} of {count} "
                                  f"messages: {shown}")
        err.failed = failed
        err.plaintexts = plain
        raise err
    return plain


__all__ += ["mgm_encrypt_multi", "mgm_decrypt_multi"]
