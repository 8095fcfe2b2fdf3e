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

from .errors import GostgenError, InputError

# gostgen_status (gostgen.h)
OK = 0
EINVAL = -1
EKEYLEN = -2
EIVLEN = -3
ELENGTH = -4
ESBOX = -5
EBACKEND = -6
EMODE = -7
ENOMEM = -8
ESTATE = -9

STATUS_NAMES = {
    EINVAL: "EINVAL", EKEYLEN: "EKEYLEN", EIVLEN: "EIVLEN", ELENGTH: "ELENGTH", ESBOX: "ESBOX",
    EBACKEND: "EBACKEND", EMODE: "EMODE", ENOMEM: "ENOMEM", ESTATE: "ESTATE",
}

FLAG_MESH = 1

KEY_SIZE = 32
BLOCK_SIZE = 8


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
    "gostgen_ctx_free": (None, [_P]),
    "gostgen_crypt": (c_int, [c_int, c_int, c_int, _P, _P, _SZ, _P, _SZ, c_uint, c_char_p,
                              _P, _P, _SZ]),
    "gostgen_crypt_multi": (c_int, [c_int, c_int, c_int, _P, _SZ, _P, _P, _SZ, c_uint, c_char_p,
                                    _P, _P, _SZ]),
    "gostgen_mac_new": (c_int, [_PP, c_int, _P, _P, _SZ, c_char_p]),
    "gostgen_mac_update": (c_int, [_P, _P, _SZ]),
    "gostgen_mac_final": (c_int, [_P, c_uint, _P]),
    "gostgen_mac_free": (None, [_P]),
    "gostgen_mac": (c_int, [c_int, _P, _P, _SZ, c_char_p, _P, _SZ, c_uint, _P]),
    "gostgen_mac_multi": (c_int, [c_int, _P, _SZ, _P, c_char_p, _P, _SZ, c_uint, _P]),
    "gostgen_hash_new": (c_int, [_PP, c_uint, c_char_p]),
    "gostgen_hash_update": (c_int, [_P, _P, _SZ]),
    "gostgen_hash_final": (c_int, [_P, _P]),
    "gostgen_hash_copy": (c_int, [_P, _PP]),
    "gostgen_hash_free": (None, [_P]),
    "gostgen_hash": (c_int, [c_uint, c_char_p, _P, _SZ, _P]),
    "gostgen_hash_batch": (c_int, [c_uint, c_char_p, _SZ, _P, _P, _P]),
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
def as_buffer(data, what: str = "data"):
    """(object for a c_void_p argument, length) for any C-contiguous-or-not buffer.

    bytes pass through without a copy; writable buffers (bytearray, array, writable memoryview,
    numpy arrays) are wrapped in place; read-only or non-contiguous ones are copied once.
    """
    if isinstance(data, bytes):
        return data, len(data)
    if isinstance(data, str):
        raise TypeError(f"{what} must be a bytes-like object, not str (encode it first)")
    try:
        view = memoryview(data)
    except TypeError:
        raise TypeError(f"{what} must be a bytes-like object, not {type(data).__name__}") from None
    if not view.c_contiguous or view.readonly:
        raw = view.tobytes()
        return raw, len(raw)
    view = view.cast("B")
    n = view.nbytes
    return (ctypes.c_char * n).from_buffer(view), n


def address(buf) -> int:
    """Address of an object from as_buffer(), for arrays of pointers."""
    if isinstance(buf, bytes):
        return ctypes.cast(buf, c_void_p).value or 0
    return ctypes.addressof(buf)


def pointer_array(buffers):
    """A C array `const uint8_t *const[]` of the buffers (which the caller keeps alive)."""
    return (c_void_p * len(buffers))(*[address(b) for b in buffers])


def out_buffer(n: int):
    return ctypes.create_string_buffer(n)
