"""An OpenSSL 3 MAC driver over libcrypto (ctypes) for OMAC-ACPKM (kuznyechik-ctr-acpkm-omac) and
its section parameters, run as a child process by tests/test_provider_omac_acpkm.py:
`python evp_mac.py MODULE_DIR PROVIDER` reads a JSON list of operations on stdin and writes a JSON
list of results on stdout. A child, so that each backend (GOSTGEN_BACKEND, read once per process)
gets a fresh library. The libcrypto bindings are evp_aead.py's, with the EVP_MAC calls added.

Every operation goes through the public EVP_MAC calls an application uses: EVP_MAC_fetch,
EVP_MAC_CTX_new, EVP_MAC_init, EVP_MAC_CTX_set_params / get_params (size_t "size", "key-mesh",
"cipher-key-mesh"), EVP_MAC_update in the pieces given, EVP_MAC_final.

Operation (bytes in hex):
  {"name": N, "key": K, "chunks": [D...], "size": S or null,
   "params": {"key-mesh": N, "cipher-key-mesh": T} (those given; may be empty),
   "when": "init" | "after" | "before",
   "late": {...} (optional: parameters set after the first piece; the result says whether taken),
   "get": [names] (optional: size_t parameters read back after the init)}
"when" says where "params" go: "init": EVP_MAC_init's own parameters; "after": set_params after
the keyed init (the only way gostprov takes them: before its key it has no context to hold them);
"before": set_params on the fresh context, then the init.
Result: {"ok": bool, "stage": where it stopped, "mac": hex, "errors": [text], "got": {name: v},
         "late_ok": bool, "late_errors": [text]}."""
from __future__ import annotations

import ctypes
import sys

import evp_aead as E

C = E.C
_P, _I, _S, _B = ctypes.c_void_p, ctypes.c_int, ctypes.c_size_t, ctypes.c_char_p
for _name, (_res, _args) in {
    "EVP_MAC_fetch": (_P, [_P, _B, _B]),
    "EVP_MAC_free": (None, [_P]),
    "EVP_MAC_CTX_new": (_P, [_P]),
    "EVP_MAC_CTX_free": (None, [_P]),
    "EVP_MAC_init": (_I, [_P, _B, _S, ctypes.POINTER(E.OSSL_PARAM)]),
    "EVP_MAC_update": (_I, [_P, _B, _S]),
    "EVP_MAC_final": (_I, [_P, _P, ctypes.POINTER(_S), _S]),
    "EVP_MAC_CTX_set_params": (_I, [_P, ctypes.POINTER(E.OSSL_PARAM)]),
    "EVP_MAC_CTX_get_params": (_I, [_P, ctypes.POINTER(E.OSSL_PARAM)]),
}.items():
    _f = getattr(C, _name)
    _f.restype, _f.argtypes = _res, _args


def _size_params(values: dict):
    """An OSSL_PARAM array of size_t parameters, and the c_size_t cells it points at."""
    cells = {k: ctypes.c_size_t(v) for k, v in values.items()}
    params = (E.OSSL_PARAM * (len(cells) + 1))()
    for i, (k, cell) in enumerate(cells.items()):
        params[i] = E.OSSL_PARAM(k.encode(), E.OSSL_PARAM_UNSIGNED_INTEGER,
                                 ctypes.cast(ctypes.byref(cell), ctypes.c_void_p),
                                 ctypes.sizeof(cell), ctypes.c_size_t(-1).value)
    return params, cells


def run(op, libctx, props):
    res = {"ok": False, "stage": "", "mac": "", "errors": []}
    mac = C.EVP_MAC_fetch(libctx, op["name"].encode(), props)
    if not mac:
        res.update(stage="fetch", errors=E.errors())
        return res
    ctx = C.EVP_MAC_CTX_new(mac)
    key = bytes.fromhex(op["key"])
    params, cells = _size_params(op.get("params") or {})
    has = bool(op.get("params"))
    try:
        if op.get("size") is not None:
            sp, sc = _size_params({"size": op["size"]})
            E._check(C.EVP_MAC_CTX_set_params(ctx, sp), "set size")
        when = op.get("when", "after")
        if when == "before" and has:
            E._check(C.EVP_MAC_CTX_set_params(ctx, params), "set params")
        E._check(C.EVP_MAC_init(ctx, key, len(key), params if when == "init" and has else None),
                 "init")
        if when == "after" and has:
            E._check(C.EVP_MAC_CTX_set_params(ctx, params), "set params")
        if op.get("get"):
            gp, gc = _size_params({k: 0 for k in op["get"]})
            E._check(C.EVP_MAC_CTX_get_params(ctx, gp), "get params")
            res["got"] = {k: c.value for k, c in gc.items()}
        for i, d in enumerate(op["chunks"]):
            d = bytes.fromhex(d)
            E._check(C.EVP_MAC_update(ctx, d, len(d)), "update")
            if i == 0 and "late" in op:
                lp, lc = _size_params(op["late"])
                res["late_ok"] = C.EVP_MAC_CTX_set_params(ctx, lp) == 1
                res["late_errors"] = E.errors()
        buf = ctypes.create_string_buffer(64)
        outl = ctypes.c_size_t(0)
        E._check(C.EVP_MAC_final(ctx, buf, ctypes.byref(outl), len(buf)), "final")
        res["mac"] = buf.raw[:outl.value].hex()
        res["ok"] = True
    except E.Failed as e:
        res["stage"] = e.stage
    finally:
        C.EVP_MAC_CTX_free(ctx)
        C.EVP_MAC_free(mac)
    res["errors"] = E.errors()
    return res


def main():
    return E.serve(run, shared_context=True)


if __name__ == "__main__":
    sys.exit(main())
