"""ctypes binding to libgostgen (runtime/include/gostgen.h).

The library is looked up once, on first use: the file named by the environment variable
GOSTGEN_LIBRARY, else the copy the wheel carries in gostgen/_lib/. Everything here is thin: the
public, checked API is gostgen.api.
"""
from __future__ import annotations

import ctypes
import os
import sys
import threading
from ctypes import POINTER, c_char_p, c_int, c_size_t, c_uint, c_void_p
from pathlib import Path

# gostgen_status, the flags and the sizes: generated from gostgen.h and the descriptions
from ._abi import (BLOCK_SIZE, EAUTH, EBACKEND, EINVAL, EIVLEN, EKEYLEN, ELENGTH, EMODE,  # noqa: F401
                   ENOMEM, ESBOX, ESTATE, FLAG_MESH, KEY_SIZE, OK, STATUS_NAMES)
from .errors import GostgenError, InputError


class LibraryError(GostgenError, OSError):
    """libgostgen could not be found or loaded (an installation problem, not bad input)."""


class StatusError(InputError):
    """A libgostgen call refused its input; .status is the gostgen_status, .code its name."""

    def __init__(self, status: int, message: str):
        super().__init__(message)
        self.status = status
        self.code = STATUS_NAMES.get(status, str(status))


class BackendInfo(ctypes.Structure):
    _fields_ = [
        ("name", c_char_p),
        ("description", c_char_p),
        ("available", c_int),
        ("selected", c_int),
        ("constant_time", c_int),
        ("reason", c_char_p),
        ("constant_time_magma", c_int),
        ("constant_time_streebog", c_int),
        ("constant_time_kuznyechik", c_int),
    ]


_P = c_void_p
_PP = POINTER(c_void_p)
_SZ = c_size_t
_SZP = POINTER(c_size_t)

# name: (restype, argtypes). Pointer arguments are c_void_p so that bytes, ctypes arrays and raw
# addresses are all accepted without copies.
_PROTOTYPES = {
    "gostgen_strerror": (c_char_p, [c_int]),
    "gostgen_version": (c_char_p, []),
    "gostgen_backend_count": (_SZ, []),
    "gostgen_backend_get": (c_int, [_SZ, POINTER(BackendInfo)]),
    "gostgen_backend_default": (c_char_p, []),
    "gostgen_backend_default_error": (c_char_p, []),
    "gostgen_backend_check": (c_int, [c_char_p]),
    "gostgen_sbox_count": (_SZ, []),
    "gostgen_sbox_at": (_P, [_SZ]),
    "gostgen_sbox_find": (c_int, [c_char_p, _PP]),
    "gostgen_sbox_default": (_P, []),
    "gostgen_sbox_name": (c_char_p, [_P]),
    "gostgen_sbox_oid": (c_char_p, [_P]),
    "gostgen_sbox_rows": (None, [_P, _P]),
    "gostgen_sbox_new": (c_int, [_P, c_char_p, _PP]),
    "gostgen_sbox_free": (None, [_P]),
    "gostgen_iv_length": (c_int, [c_int, c_int, _SZP, _SZP, _SZP]),
    "gostgen_ctx_new": (c_int, [_PP, c_int, c_int, c_int, _P, _P, _SZ, _P, _SZ, c_uint, c_char_p]),
    "gostgen_ctx_update": (c_int, [_P, _P, _P, _SZ]),
    "gostgen_ctx_set_section": (c_int, [_P, _SZ]),
    "gostgen_ctx_get_iv": (c_int, [_P, _P, _SZ, _SZP]),
    "gostgen_ctx_restart": (c_int, [_P, _P, _SZ]),
    "gostgen_ctx_dup": (c_int, [_P, _PP]),
    "gostgen_ctx_free": (None, [_P]),
    "gostgen_crypt": (c_int, [c_int, c_int, c_int, _P, _P, _SZ, _P, _SZ, c_uint, c_char_p,
                              _P, _P, _SZ]),
    "gostgen_crypt_ex": (c_int, [c_int, c_int, c_int, _P, _P, _SZ, _P, _SZ, c_uint, c_char_p,
                                 _P, _P, _SZ, _SZ]),
    "gostgen_crypt_multi": (c_int, [c_int, c_int, c_int, _P, _SZ, _P, _P, _SZ, c_uint, c_char_p,
                                    _P, _P, _SZ]),
    "gostgen_crypt_multi_ex": (c_int, [c_int, c_int, c_int, _P, _SZ, _P, _P, _SZ, c_uint,
                                       c_char_p, _P, _P, _SZ, _SZ]),
    "gostgen_block_size": (_SZ, [c_int]),
    "gostgen_crypt_sectors": (c_int, [c_int, c_int, c_int, _P, _P, _SZ, _SZ, c_uint, c_char_p, _SZ,
                                      ctypes.c_uint64, _P, _P, _SZ]),
    "gostgen_crypt_sectors_ex": (c_int, [c_int, c_int, c_int, _P, _P, _SZ, _SZ, c_uint, c_char_p,
                                         _SZ, ctypes.c_uint64, _P, _P, _SZ, _SZ]),
    "gostgen_mac_new": (c_int, [_PP, c_int, _P, _P, _SZ, c_char_p]),
    "gostgen_omac_acpkm_new": (c_int, [_PP, c_int, _P, _P, _SZ, _SZ, _SZ, c_char_p]),
    "gostgen_omac_acpkm": (c_int, [c_int, _P, _P, _SZ, _SZ, _SZ, c_char_p, _P, _SZ, c_uint, _P]),
    "gostgen_omac_acpkm_multi": (c_int, [c_int, _P, _SZ, _P, _SZ, _SZ, c_char_p, _P, _SZ, c_uint,
                                         _P]),
    "gostgen_mac_new_ex": (c_int, [_PP, c_int, _P, _P, _SZ, c_uint, c_char_p]),
    "gostgen_mac_update": (c_int, [_P, _P, _SZ]),
    "gostgen_mac_final": (c_int, [_P, c_uint, _P]),
    "gostgen_mac_restart": (c_int, [_P]),
    "gostgen_mac_dup": (c_int, [_P, _PP]),
    "gostgen_mac_free": (None, [_P]),
    "gostgen_mac": (c_int, [c_int, _P, _P, _SZ, c_char_p, _P, _SZ, c_uint, _P]),
    "gostgen_mac_multi": (c_int, [c_int, _P, _SZ, _P, c_char_p, _P, _SZ, c_uint, _P]),
    "gostgen_mac_multi_ex": (c_int, [c_int, _P, _SZ, _P, c_uint, c_char_p, _P, _SZ, c_uint,
                                     _P]),
    "gostgen_hash_new": (c_int, [_PP, c_uint, c_char_p]),
    "gostgen_hash_update": (c_int, [_P, _P, _SZ]),
    "gostgen_hash_final": (c_int, [_P, _P]),
    "gostgen_hash_copy": (c_int, [_P, _PP]),
    "gostgen_hash_free": (None, [_P]),
    "gostgen_hash": (c_int, [c_uint, c_char_p, _P, _SZ, _P]),
    "gostgen_hash_batch": (c_int, [c_uint, c_char_p, _SZ, _P, _P, _P]),
    "gostgen_hmac_new": (c_int, [_PP, c_uint, _P, _SZ, c_char_p]),
    "gostgen_hmac_update": (c_int, [_P, _P, _SZ]),
    "gostgen_hmac_final": (c_int, [_P, _P]),
    "gostgen_hmac_copy": (c_int, [_P, _PP]),
    "gostgen_hmac_reset": (c_int, [_P]),
    "gostgen_hmac_free": (None, [_P]),
    "gostgen_hmac": (c_int, [c_uint, c_char_p, _P, _SZ, _P, _SZ, _P]),
    "gostgen_hmac_batch": (c_int, [c_uint, c_char_p, _SZ, _SZ, _P, _P, _P, _P, _P]),
    "gostgen_kdf_tree": (c_int, [c_char_p, _P, _SZ, _P, _SZ, _P, _SZ, c_uint, _P, _SZ]),
    "gostgen_kdf_256": (c_int, [c_char_p, _P, _SZ, _P, _SZ, _P, _SZ, _P]),
    "gostgen_tlstree": (c_int, [c_char_p, c_char_p, _P, _SZ, ctypes.c_uint64, _P]),
    "gostgen_tlstree_suite": (c_char_p, [_SZ]),
    "gostgen_pbkdf2": (c_int, [c_char_p, _P, _SZ, _P, _SZ, ctypes.c_uint64, _P, _SZ]),
    "gostgen_mgm_encrypt": (c_int, [c_int, _P, _P, _SZ, _P, _SZ, _P, _SZ, _P, _P, _SZ, _P, _SZ,
                                    c_char_p]),
    "gostgen_mgm_decrypt": (c_int, [c_int, _P, _P, _SZ, _P, _SZ, _P, _SZ, _P, _P, _SZ, _P, _SZ,
                                    c_char_p]),
    "gostgen_mgm_new": (c_int, [_PP, c_int, c_int, _P, _P, _SZ, _P, _SZ, c_char_p]),
    "gostgen_mgm_aad": (c_int, [_P, _P, _SZ]),
    "gostgen_mgm_update": (c_int, [_P, _P, _P, _SZ]),
    "gostgen_mgm_final": (c_int, [_P, _P, _SZ]),
    "gostgen_mgm_verify": (c_int, [_P, _P, _SZ]),
    "gostgen_mgm_restart": (c_int, [_P, _P, _SZ]),
    "gostgen_mgm_free": (None, [_P]),
    "gostgen_mgm_encrypt_multi": (c_int, [c_int, _P, _SZ, _SZ, _P, _P, _SZ, _P, _P, _P, _P, _P,
                                          _P, _SZ, c_char_p]),
    "gostgen_mgm_decrypt_multi": (c_int, [c_int, _P, _SZ, _SZ, _P, _P, _SZ, _P, _P, _P, _P, _P,
                                          _P, _SZ, _P, c_char_p]),
    "gostgen_set_threads": (c_int, [c_uint]),
    "gostgen_threads": (c_uint, []),
}

_lib = None
_lock = threading.Lock()


def _library_names():
    if sys.platform == "darwin":
        return ["libgostgen*.dylib"]
    if os.name == "nt":
        return ["gostgen*.dll", "libgostgen*.dll"]
    return ["libgostgen.so*"]


def library_path() -> Path:
    """The file that will be (or was) loaded; raises LibraryError if there is none."""
    env = os.environ.get("GOSTGEN_LIBRARY")
    if env:
        path = Path(env)
        if not path.is_file():
            raise LibraryError(f"GOSTGEN_LIBRARY={env}: no such file")
        return path
    here = Path(__file__).resolve().parent
    # Every folder of the package: an editable install keeps the Python files in the source tree
    # and what CMake installed (_lib) in site-packages.
    pkg = sys.modules.get(__package__)
    dirs = [Path(p) for p in getattr(pkg, "__path__", [])] + [here]
    libdirs = list(dict.fromkeys(d / "_lib" for d in dirs))
    for libdir in libdirs:
        for pattern in _library_names():
            # The shortest name first: an unversioned libgostgen.so before libgostgen.so.0.1.0.
            found = sorted(libdir.glob(pattern), key=lambda p: (len(p.name), p.name))
            if found:
                return found[0]
    raise LibraryError(
        f"libgostgen not found in {libdirs[-1]}: install the package (pip install .) "
        "or set GOSTGEN_LIBRARY to the path of libgostgen.so")


def lib():
    """The loaded library with its prototypes declared (loaded once per process)."""
    global _lib
    if _lib is not None:
        return _lib
    with _lock:
        if _lib is None:
            path = library_path()
            try:
                handle = ctypes.CDLL(str(path))
            except OSError as exc:
                raise LibraryError(f"cannot load {path}: {exc}") from None
            for name, (restype, argtypes) in _PROTOTYPES.items():
                try:
                    fn = getattr(handle, name)
                except AttributeError:
                    raise LibraryError(f"{path} lacks {name}: not a libgostgen of this version") from None
                fn.restype = restype
                fn.argtypes = argtypes
            _lib = handle
    return _lib


def strerror(status: int) -> str:
    text = lib().gostgen_strerror(status)
    return text.decode("utf-8", "replace") if text else f"error {status}"


def fail(status: int, message: str | None = None):
    """Raise the exception for a failed call; message (if given) is a more specific text."""
    if message is None:
        message = strerror(status)
    if status == ENOMEM:
        raise MemoryError(message)
    raise StatusError(status, message)


def check(status: int, message=None) -> None:
    """Raise if status is not OK. message: None, a string, or a callable(status) -> str | None."""
    if status == OK:
        return
    if callable(message):
        message = message(status)
    fail(status, message)


def encode(name) -> bytes | None:
    """A name for a `const char *` argument (None stays NULL)."""
    if name is None:
        return None
    if isinstance(name, bytes):
        return name
    if not isinstance(name, str):
        raise TypeError(f"expected a str name, got {type(name).__name__}")
    if "\0" in name:
        raise InputError(f"name {name!r} contains a NUL character")
    return name.encode("utf-8")


def decode(value: bytes | None) -> str:
    return value.decode("utf-8", "replace") if value else ""


# ---- buffers ------------------------------------------------------------------------------------
class _PyBuffer(ctypes.Structure):
    """CPython's Py_buffer (Include/pybuffer.h; the same layout since Python 3.0)."""

    _fields_ = [
        ("buf", c_void_p),
        ("obj", c_void_p),
        ("len", ctypes.c_ssize_t),
        ("itemsize", ctypes.c_ssize_t),
        ("readonly", c_int),
        ("ndim", c_int),
        ("format", c_void_p),
        ("shape", c_void_p),
        ("strides", c_void_p),
        ("suboffsets", c_void_p),
        ("internal", c_void_p),
    ]


_PyBUF_SIMPLE = 0
_PyBUF_WRITABLE = 1
_get_buffer = None
_release_buffer = None


def _buffer_api():
    """PyObject_GetBuffer / PyBuffer_Release through ctypes.pythonapi (None where there is no
    CPython C API, e.g. PyPy: then read-only buffers are copied)."""
    global _get_buffer, _release_buffer
    if _get_buffer is None:
        try:
            get = ctypes.pythonapi.PyObject_GetBuffer
            release = ctypes.pythonapi.PyBuffer_Release
        except AttributeError:
            _get_buffer = False
            return None
        get.argtypes = [ctypes.py_object, POINTER(_PyBuffer), c_int]
        get.restype = c_int
        release.argtypes = [POINTER(_PyBuffer)]
        release.restype = None
        _release_buffer = release
        _get_buffer = get
    return _get_buffer or None


class Exported:
    """A contiguous buffer held through the buffer protocol for as long as this object lives:
    the C call gets the exporter's own memory (no copy), and the exporter cannot be resized or
    freed meanwhile (a bytearray raises BufferError on resize). Passed to a c_void_p argument
    through _as_parameter_."""

    __slots__ = ("_view", "_as_parameter_", "nbytes", "__weakref__")

    def __init__(self, view: memoryview, writable: bool):
        self._view = None
        pybuf = _PyBuffer()
        # A C-contiguous memoryview exports its bytes under PyBUF_SIMPLE whatever its format.
        _buffer_api()(view, ctypes.byref(pybuf), _PyBUF_WRITABLE if writable else _PyBUF_SIMPLE)
        self._view = pybuf
        self._as_parameter_ = pybuf.buf
        self.nbytes = pybuf.len

    @property
    def address(self) -> int:
        return self._as_parameter_ or 0

    def release(self) -> None:
        view, self._view = self._view, None
        if view is not None:
            _release_buffer(ctypes.byref(view))

    def __del__(self):
        try:
            self.release()
        except Exception:  # interpreter shutdown
            pass


def as_buffer(data, what: str = "data"):
    """(object for a c_void_p argument, length) for any buffer, without a copy when it is
    C-contiguous: bytes pass their own storage; every other contiguous buffer (bytearray,
    memoryview, read-only ones included, mmap, array, numpy arrays) is held through the buffer
    protocol (Exported). Only a non-contiguous buffer is copied, once."""
    if isinstance(data, bytes):
        return data, len(data)
    if isinstance(data, str):
        raise TypeError(f"{what} must be a bytes-like object, not str (encode it first)")
    try:
        view = memoryview(data)
    except TypeError:
        raise TypeError(f"{what} must be a bytes-like object, not {type(data).__name__}") from None
    if not view.c_contiguous:
        raw = view.tobytes()
        return raw, len(raw)
    if _buffer_api() is None:
        if view.readonly:
            raw = view.tobytes()
            return raw, len(raw)
        view = view.cast("B")
        return (ctypes.c_char * view.nbytes).from_buffer(view), view.nbytes
    buf = Exported(view, False)
    return buf, buf.nbytes


def as_writable(data, what: str = "out"):
    """(object for a c_void_p argument, length) for a caller's writable, C-contiguous buffer,
    written in place."""
    if isinstance(data, (bytes, str)):
        raise TypeError(f"{what} must be a writable bytes-like object, not {type(data).__name__}")
    try:
        view = memoryview(data)
    except TypeError:
        raise TypeError(f"{what} must be a writable bytes-like object, "
                        f"not {type(data).__name__}") from None
    if view.readonly:
        raise TypeError(f"{what} must be a writable bytes-like object (this one is read-only)")
    if not view.c_contiguous:
        raise TypeError(f"{what} must be a C-contiguous buffer")
    if _buffer_api() is None:
        view = view.cast("B")
        return (ctypes.c_char * view.nbytes).from_buffer(view), view.nbytes
    buf = Exported(view, True)
    return buf, buf.nbytes


def address(buf) -> int:
    """Address of an object from as_buffer(), for arrays of pointers."""
    if isinstance(buf, bytes):
        return ctypes.cast(buf, c_void_p).value or 0
    if isinstance(buf, Exported):
        return buf.address
    return ctypes.addressof(buf)


def pointer_array(buffers):
    """A C array `const uint8_t *const[]` of the buffers (which the caller keeps alive)."""
    return (c_void_p * len(buffers))(*[address(b) for b in buffers])


def out_buffer(n: int):
    return ctypes.create_string_buffer(n)


_bytes_from_size = None


def result_buffer(n: int):
    """Room for a C call to write an n-byte result into, taken back as bytes by result_bytes()
    without a copy where CPython allows it: a new bytes object, written before any other code
    sees it (a bytes object is immutable only once published). n = 0 gives the shared empty
    bytes, which nothing writes into. Elsewhere a ctypes buffer, copied out once."""
    global _bytes_from_size
    if n == 0:
        return b""
    if _bytes_from_size is None:
        try:
            fn = ctypes.pythonapi.PyBytes_FromStringAndSize
            fn.argtypes = [c_void_p, ctypes.c_ssize_t]
            fn.restype = ctypes.py_object
            _bytes_from_size = fn
        except AttributeError:
            _bytes_from_size = False
    if _bytes_from_size:
        # With a NULL source CPython allocates a fresh object (no 1-byte singleton).
        return _bytes_from_size(None, n)
    return ctypes.create_string_buffer(n)


def result_bytes(buf) -> bytes:
    return buf if isinstance(buf, bytes) else buf.raw
