"""gostgen: GOST 28147-89/Magma, Kuznyechik and Streebog, generated kernels behind one C library.

The API (gostgen.api) is loaded on first use, and libgostgen with it, so that `import gostgen` stays
cheap and the generator commands work without the library.
"""
from .errors import GostgenError, InputError

__version__ = "0.1.0"

_API = (
    "new", "streebog256", "streebog512", "Streebog", "hash_batch",
    "encrypt", "decrypt", "Cipher", "mac", "Mac", "encrypt_multi", "decrypt_multi", "mac_multi",
    "encrypt_sectors", "decrypt_sectors", "block_size",
    "mgm_encrypt", "mgm_decrypt", "AuthenticationError", "Mgm",
    "backends", "sbox_names", "library_version", "CIPHERS", "MODES", "set_threads", "threads",
)
_API += ("Hmac", "hmac_new", "hmac_digest", "hmac_batch", "kdf_256", "kdf_tree", "tlstree",
         "tlstree_suites", "pbkdf2")
_API += ("mgm_encrypt_multi", "mgm_decrypt_multi")
_BINDING = ("StatusError", "LibraryError")

__all__ = ["GostgenError", "InputError", "__version__", *_API, *_BINDING]


def __getattr__(name):
    if name in _API:
        from . import api

        value = getattr(api, name)
    elif name in _BINDING:
        from . import _binding

        value = getattr(_binding, name)
    else:
        raise AttributeError(f"module 'gostgen' has no attribute {name!r}")
    globals()[name] = value
    return value


def __dir__():
    return sorted(set(globals()) | set(__all__))
