"""An OpenSSL 3 stream-cipher driver over libcrypto (ctypes) for the CTR-ACPKM ciphers and their
"key-mesh" (section) parameter, run as a child process by tests/test_provider_acpkm.py:
`python evp_stream.py MODULE_DIR PROVIDER` reads a JSON list of operations on stdin and writes a
JSON list of results on stdout. A child, so that each backend (GOSTGEN_BACKEND, read once per
process) gets a fresh library. The libcrypto bindings are evp_aead.py's.

Every operation goes through the public EVP calls an application uses: EVP_CipherInit_ex2,
EVP_CIPHER_CTX_set_params / get_params (the "key-mesh" size_t parameter), EVP_CipherUpdate in
the pieces given, EVP_CipherFinal_ex.

Operation (bytes in hex):
  {"name": N, "enc": bool, "key": K, "iv": V, "chunks": [D...],
   "section": S or null, "when": "init" | "after" | "split",
   "late_section": S (optional: set after the first piece; the result says whether it was taken),
   "get": bool (optional: read "key-mesh" back after the init)}
"when" says where the section goes: "init": the params of the keyed EVP_CipherInit_ex2;
"after": EVP_CIPHER_CTX_set_params after it (the only way gostprov keeps it: its init resets the
section); "split": an init with the cipher only, set_params, then an init with key and IV.
Result: {"ok": bool, "stage": where it stopped, "out": hex, "errors": [text],
         "section": the value read back, "late_ok": bool}."""
from __future__ import annotations

import ctypes
import sys

import evp_aead as E

C = E.C
C.EVP_CIPHER_CTX_set_params.restype = ctypes.c_int
C.EVP_CIPHER_CTX_set_params.argtypes = [ctypes.c_void_p, ctypes.POINTER(E.OSSL_PARAM)]


def _size_param(value: ctypes.c_size_t):
    params = (E.OSSL_PARAM * 2)()
    params[0] = E.OSSL_PARAM(b"key-mesh", E.OSSL_PARAM_UNSIGNED_INTEGER,
                             ctypes.cast(ctypes.byref(value), ctypes.c_void_p),
                             ctypes.sizeof(value), ctypes.c_size_t(-1).value)
    return params


def run(op, libctx, props):
    res = {"ok": False, "stage": "", "out": "", "errors": []}
    cipher = C.EVP_CIPHER_fetch(libctx, op["name"].encode(), props)
    if not cipher:
        res.update(stage="fetch", errors=E.errors())
        return res
    enc = 1 if op["enc"] else 0
    key, iv = bytes.fromhex(op["key"]), bytes.fromhex(op["iv"])
    section, when = op.get("section"), op.get("when", "after")
    value = ctypes.c_size_t(section if section is not None else 0)
    params = _size_param(value) if section is not None else None
    ctx = C.EVP_CIPHER_CTX_new()
    out = bytearray()
    try:
        if when == "init":
            E._check(C.EVP_CipherInit_ex2(ctx, cipher, key, iv, enc, params), "init")
        elif when == "split":
            E._check(C.EVP_CipherInit_ex2(ctx, cipher, None, None, enc, None), "init cipher")
            if params is not None:
                E._check(C.EVP_CIPHER_CTX_set_params(ctx, params), "set section")
            E._check(C.EVP_CipherInit_ex2(ctx, None, key, iv, enc, None), "init key")
        else:
            E._check(C.EVP_CipherInit_ex2(ctx, cipher, key, iv, enc, None), "init")
            if params is not None:
                E._check(C.EVP_CIPHER_CTX_set_params(ctx, params), "set section")
        if op.get("get"):
            got = ctypes.c_size_t(0)
            E._check(C.EVP_CIPHER_CTX_get_params(ctx, _size_param(got)), "get section")
            res["section"] = got.value
        outl = ctypes.c_int(0)
        for i, d in enumerate(op["chunks"]):
            d = bytes.fromhex(d)
            buf = ctypes.create_string_buffer(len(d) + 16)
            E._check(C.EVP_CipherUpdate(ctx, buf, ctypes.byref(outl), d, len(d)), "update")
            out += buf.raw[:outl.value]
            if i == 0 and "late_section" in op:
                late = ctypes.c_size_t(op["late_section"])
                res["late_ok"] = C.EVP_CIPHER_CTX_set_params(ctx, _size_param(late)) == 1
                res["late_errors"] = E.errors()
        buf = ctypes.create_string_buffer(32)
        E._check(C.EVP_CipherFinal_ex(ctx, buf, ctypes.byref(outl)), "final")
        out += buf.raw[:outl.value]
        res["out"] = out.hex()
        res["ok"] = True
    except E.Failed as e:
        res["stage"] = e.stage
    finally:
        C.EVP_CIPHER_CTX_free(ctx)
    res["errors"] = E.errors()
    return res


def main():
    return E.serve(run, shared_context=True)


if __name__ == "__main__":
    sys.exit(main())
