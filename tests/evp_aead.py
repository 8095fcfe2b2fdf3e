"""An OpenSSL 3 AEAD driver over libcrypto (ctypes), run as a child process by
tests/test_provider.py: `python evp_aead.py MODULE_DIR PROVIDER` reads a JSON list of operations
on stdin and writes a JSON list of results on stdout. A child, so that each backend
(GOSTGEN_BACKEND, read once per process) gets a fresh library.

Every operation goes through the public EVP calls an application uses: EVP_CipherInit_ex2,
EVP_CipherUpdate (out == NULL for associated data), EVP_CipherFinal_ex, and
EVP_CIPHER_CTX_ctrl with EVP_CTRL_AEAD_SET_IVLEN / GET_TAG / SET_TAG (which OpenSSL 3 turns into
the provider's OSSL_CIPHER_PARAM_AEAD_IVLEN / AEAD_TAG parameters), EVP_CIPHER_CTX_get_params for
OSSL_CIPHER_PARAM_AEAD_TAGLEN.

Operations (bytes in hex):
  {"op": "info", "name": N}
  {"op": "encrypt", "name": N, "key": K, "nonce": V, "aad": [A...], "data": [D...],
   "taglen": T, "split_init": bool, "taglen_first": bool}
  {"op": "decrypt", ... "tag": TAG, "tag_first": bool}
Results: {"ok": bool, "stage": where it stopped, "out": hex, "tag": hex, "errors": [text], ...}."""
from __future__ import annotations

import ctypes
import json
import sys

EVP_CTRL_AEAD_SET_IVLEN = 0x9
EVP_CTRL_AEAD_GET_TAG = 0x10
EVP_CTRL_AEAD_SET_TAG = 0x11
EVP_CIPH_FLAG_AEAD_CIPHER = 0x200000
OSSL_PARAM_UNSIGNED_INTEGER = 2


class OSSL_PARAM(ctypes.Structure):
    _fields_ = [("key", ctypes.c_char_p), ("data_type", ctypes.c_uint), ("data", ctypes.c_void_p),
                ("data_size", ctypes.c_size_t), ("return_size", ctypes.c_size_t)]


def _lib():
    c = ctypes.CDLL("libcrypto.so.3")
    P, I, S, B = ctypes.c_void_p, ctypes.c_int, ctypes.c_size_t, ctypes.c_char_p
    sig = {
        "OSSL_LIB_CTX_new": (P, []),
        "OSSL_PROVIDER_set_default_search_path": (I, [P, B]),
        "OSSL_PROVIDER_load": (P, [P, B]),
        "EVP_CIPHER_fetch": (P, [P, B, B]),
        "EVP_CIPHER_get_iv_length": (I, [P]),
        "EVP_CIPHER_get_block_size": (I, [P]),
        "EVP_CIPHER_get_key_length": (I, [P]),
        "EVP_CIPHER_get_flags": (ctypes.c_ulong, [P]),
        "EVP_CIPHER_CTX_new": (P, []),
        "EVP_CIPHER_CTX_free": (None, [P]),
        "EVP_CipherInit_ex2": (I, [P, P, B, B, I, P]),
        "EVP_CipherUpdate": (I, [P, P, ctypes.POINTER(I), B, I]),
        "EVP_CipherFinal_ex": (I, [P, P, ctypes.POINTER(I)]),
        "EVP_CIPHER_CTX_ctrl": (I, [P, I, I, P]),
        "EVP_CIPHER_CTX_get_params": (I, [P, ctypes.POINTER(OSSL_PARAM)]),
        "ERR_get_error_all": (ctypes.c_ulong, [ctypes.POINTER(B), ctypes.POINTER(I),
                                               ctypes.POINTER(B), ctypes.POINTER(B),
                                               ctypes.POINTER(I)]),
        "ERR_reason_error_string": (B, [ctypes.c_ulong]),
        "ERR_clear_error": (None, []),
    }
    for name, (res, args) in sig.items():
        f = getattr(c, name)
        f.restype, f.argtypes = res, args
    return c


C = _lib()


def errors() -> list:
    """OpenSSL's error queue as 'reason: detail' lines, emptied."""
    out = []
    while True:
        data, flags = ctypes.c_char_p(), ctypes.c_int()
        e = C.ERR_get_error_all(None, None, None, ctypes.byref(data), ctypes.byref(flags))
        if e == 0:
            return out
        reason = C.ERR_reason_error_string(e)
        out.append(f"{(reason or b'?').decode()}: {(data.value or b'').decode(errors='replace')}")


class Failed(Exception):
    def __init__(self, stage):
        super().__init__(stage)
        self.stage = stage


def _check(ok, stage):
    if ok != 1:
        raise Failed(stage)


def _taglen_param(ctx) -> int:
    v = ctypes.c_size_t(0)
    params = (OSSL_PARAM * 2)()
    params[0] = OSSL_PARAM(b"taglen", OSSL_PARAM_UNSIGNED_INTEGER,
                           ctypes.cast(ctypes.byref(v), ctypes.c_void_p), ctypes.sizeof(v),
                           ctypes.c_size_t(-1).value)
    _check(C.EVP_CIPHER_CTX_get_params(ctx, params), "get taglen")
    return v.value


def run(op, libctx, props):
    res = {"ok": False, "stage": "", "out": "", "tag": "", "errors": []}
    cipher = C.EVP_CIPHER_fetch(libctx, op["name"].encode(), props)
    if not cipher:
        res.update(stage="fetch", errors=errors())
        return res
    if op["op"] == "info":
        res.update(ok=True, iv=C.EVP_CIPHER_get_iv_length(cipher),
                   block=C.EVP_CIPHER_get_block_size(cipher),
                   key=C.EVP_CIPHER_get_key_length(cipher),
                   aead=bool(C.EVP_CIPHER_get_flags(cipher) & EVP_CIPH_FLAG_AEAD_CIPHER))
        return res
    enc = 1 if op["op"] == "encrypt" else 0
    key, nonce = bytes.fromhex(op["key"]), bytes.fromhex(op["nonce"])
    ctx = C.EVP_CIPHER_CTX_new()
    out = bytearray()
    try:
        if op.get("split_init"):
            # cipher first, nonce length, then key and nonce: the GCM idiom
            _check(C.EVP_CipherInit_ex2(ctx, cipher, None, None, enc, None), "init cipher")
            _check(C.EVP_CIPHER_CTX_ctrl(ctx, EVP_CTRL_AEAD_SET_IVLEN, len(nonce), None),
                   "set ivlen")
            _check(C.EVP_CipherInit_ex2(ctx, None, key, nonce, enc, None), "init key")
        else:
            _check(C.EVP_CipherInit_ex2(ctx, cipher, key, nonce, enc, None), "init")
        tag = bytes.fromhex(op.get("tag", ""))
        if enc and op.get("taglen_first"):
            _check(C.EVP_CIPHER_CTX_ctrl(ctx, EVP_CTRL_AEAD_SET_TAG, op["taglen"], None),
                   "set taglen")
        if not enc and op.get("tag_first"):
            _check(C.EVP_CIPHER_CTX_ctrl(ctx, EVP_CTRL_AEAD_SET_TAG, len(tag), tag), "set tag")
        outl = ctypes.c_int(0)
        for a in op.get("aad", []):
            a = bytes.fromhex(a)
            _check(C.EVP_CipherUpdate(ctx, None, ctypes.byref(outl), a, len(a)), "aad")
            if outl.value != 0:
                raise Failed("aad wrote output")
        for d in op.get("data", []):
            d = bytes.fromhex(d)
            buf = ctypes.create_string_buffer(len(d) + 16)
            _check(C.EVP_CipherUpdate(ctx, buf, ctypes.byref(outl), d, len(d)), "update")
            out += buf.raw[:outl.value]
        if not enc and not op.get("tag_first") and tag:
            _check(C.EVP_CIPHER_CTX_ctrl(ctx, EVP_CTRL_AEAD_SET_TAG, len(tag), tag), "set tag")
        buf = ctypes.create_string_buffer(32)
        res["out"] = out.hex()  # decryption: unverified until final says so
        _check(C.EVP_CipherFinal_ex(ctx, buf, ctypes.byref(outl)), "final")
        out += buf.raw[:outl.value]
        res["out"] = out.hex()
        res["taglen"] = _taglen_param(ctx)
        if enc:
            t = ctypes.create_string_buffer(op["taglen"])
            _check(C.EVP_CIPHER_CTX_ctrl(ctx, EVP_CTRL_AEAD_GET_TAG, op["taglen"], t), "get tag")
            res["tag"] = t.raw.hex()
        res["ok"] = True
    except Failed as e:
        res["stage"] = e.stage
    finally:
        C.EVP_CIPHER_CTX_free(ctx)
    res["errors"] = errors()
    return res


def serve(run, shared_context=False):
    """A driver's main: loads the provider argv[2] from the module directory argv[1] (and the
    default provider: gostprov needs its RNG), runs run(op, libctx, props) on each operation of
    the JSON list on stdin and prints the results as JSON. shared_context: the default library
    context (gostprov offers nothing in another one), where gostprov's algorithms, which do not
    answer to "provider=gostprov", are found as "provider!=gostgen"; else a context of its own."""
    module_dir, provider = sys.argv[1], sys.argv[2]
    libctx = None if shared_context else C.OSSL_LIB_CTX_new()
    _check(C.OSSL_PROVIDER_set_default_search_path(libctx, module_dir.encode()), "search path")
    if not C.OSSL_PROVIDER_load(libctx, provider.encode()):
        print(json.dumps({"load_error": errors()}))
        return 1
    C.OSSL_PROVIDER_load(libctx, b"default")
    if shared_context and provider != "gostgen":
        props = b"provider!=gostgen"
    else:
        props = f"provider={provider}".encode()
    print(json.dumps([run(op, libctx, props) for op in json.load(sys.stdin)]))
    return 0


def main():
    return serve(run)


if __name__ == "__main__":
    sys.exit(main())
