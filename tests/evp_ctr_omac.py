"""An OpenSSL 3 driver over libcrypto (ctypes) for the CMS ciphers magma-ctr-acpkm-omac and
kuznyechik-ctr-acpkm-omac, run as a child process by tests/test_provider_acpkm_omac.py:
`python evp_ctr_omac.py MODULE_DIR IMPL` reads a JSON list of operations on stdin and writes a
JSON list of results on stdout. IMPL: "gostgen" (the provider), "engine:gost" (the gost engine of
gostprov's gost-engine package, through the legacy EVP calls), or "gostprov+engine:gost" (gostprov
with the gost engine loaded as the default: gostprov 3.0.1's ciphers initialise only so, see the
test). A child, so that each backend
(GOSTGEN_BACKEND, read once per process) gets a fresh library.

Every operation goes through the public EVP calls a CMS implementation makes:
EVP_CipherInit_ex (cipher only, then key and IV), EVP_CIPHER_asn1_to_param (decryption: the
AlgorithmIdentifier parameters, before the keyed init) and EVP_CIPHER_param_to_asn1 (encryption:
after final), EVP_CipherUpdate in the pieces given, EVP_CipherFinal_ex. The section: the size_t
parameter "key-mesh" (providers) or EVP_CTRL_KEY_MESH (engine), after the keyed init. The tag:
EVP_CTRL_AEAD_GET_TAG / SET_TAG (providers: the "tag" parameter) or, for the engine, the CMS
unprotected attribute 1.2.643.7.1.0.6.1.1 through EVP_CTRL_PROCESS_UNPROTECTED.

Operation (bytes in hex):
  {"name": N, "enc": bool, "key": K, "iv": V or null, "chunks": [D...],
   "alg_id": DER or null (set before the keyed init), "section": S or null,
   "tag": T (decryption; absent: none set), "alg_id_first": bool (encryption: read the
   parameters after the keyed init, before the data, as OpenSSL's CMS does; else after final),
   "late": {"section": S} or {"alg_id": DER}
   (optional: set after the first piece; the result says whether it was taken)}
Result: {"ok": bool, "stage": where it stopped, "out": hex (decryption: also what the updates
gave before a failing final), "tag": hex, "alg_id": hex, "errors": [text], "late_ok": bool}."""
from __future__ import annotations

import ctypes
import json
import sys

import evp_aead as E

C = E.C
P, I, B = ctypes.c_void_p, ctypes.c_int, ctypes.c_char_p
for _name, (_res, _args) in {
    "EVP_CIPHER_CTX_set_params": (I, [P, ctypes.POINTER(E.OSSL_PARAM)]),
    "EVP_CipherInit_ex": (I, [P, P, P, B, B, I]),
    "EVP_CIPHER_param_to_asn1": (I, [P, P]),
    "EVP_CIPHER_asn1_to_param": (I, [P, P]),
    "ASN1_TYPE_new": (P, []),
    "ASN1_TYPE_free": (None, [P]),
    "i2d_ASN1_TYPE": (I, [P, ctypes.POINTER(ctypes.c_void_p)]),
    "d2i_ASN1_TYPE": (P, [P, ctypes.POINTER(ctypes.c_char_p), ctypes.c_long]),
    "CRYPTO_free": (None, [P, B, I]),
    "ENGINE_by_id": (P, [B]),
    "ENGINE_init": (I, [P]),
    "ENGINE_set_default": (I, [P, ctypes.c_uint]),
    "EVP_get_cipherbyname": (P, [B]),
    "OPENSSL_sk_new_null": (P, []),
    "OBJ_txt2obj": (P, [B, I]),
    "X509at_add1_attr_by_OBJ": (P, [ctypes.POINTER(ctypes.c_void_p), P, I, B, I]),
    "X509at_get0_data_by_OBJ": (P, [P, P, I, I]),
    "ASN1_STRING_length": (I, [P]),
    "ASN1_STRING_get0_data": (P, [P]),
}.items():
    _f = getattr(C, _name)
    _f.restype, _f.argtypes = _res, _args

EVP_CTRL_KEY_MESH = 0x20
ENGINE_METHOD_ALL = 0xFFFF
EVP_CTRL_PROCESS_UNPROTECTED = 0x28
V_ASN1_OCTET_STRING = 4
OID_GOST_CMS_MAC = b"1.2.643.7.1.0.6.1.1"  # gost-engine gost_gost2015.h: the tag's attribute
TAG = {"magma": 8, "kuznyechik": 16}


def _size_param(value: ctypes.c_size_t):
    params = (E.OSSL_PARAM * 2)()
    params[0] = E.OSSL_PARAM(b"key-mesh", E.OSSL_PARAM_UNSIGNED_INTEGER,
                             ctypes.cast(ctypes.byref(value), ctypes.c_void_p),
                             ctypes.sizeof(value), ctypes.c_size_t(-1).value)
    return params


def _set_section(ctx, engine, section) -> int:
    if engine:
        return 1 if C.EVP_CIPHER_CTX_ctrl(ctx, EVP_CTRL_KEY_MESH, section, None) > 0 else 0
    return C.EVP_CIPHER_CTX_set_params(ctx, _size_param(ctypes.c_size_t(section)))


def _set_alg_id(ctx, der: bytes) -> int:
    p = ctypes.c_char_p(der)
    t = C.d2i_ASN1_TYPE(None, ctypes.byref(p), len(der))
    if not t:
        return 0
    try:
        return 1 if C.EVP_CIPHER_asn1_to_param(ctx, t) > 0 else 0
    finally:
        C.ASN1_TYPE_free(t)


def _get_alg_id(ctx) -> bytes:
    t = C.ASN1_TYPE_new()
    try:
        E._check(1 if C.EVP_CIPHER_param_to_asn1(ctx, t) > 0 else 0, "get alg_id")
        buf = ctypes.c_void_p(None)
        n = C.i2d_ASN1_TYPE(t, ctypes.byref(buf))
        E._check(1 if n > 0 else 0, "encode alg_id")
        der = ctypes.string_at(buf.value, n)
        C.CRYPTO_free(buf, b"", 0)
        return der
    finally:
        C.ASN1_TYPE_free(t)


def _engine_tag_get(ctx) -> bytes:
    attrs = ctypes.c_void_p(C.OPENSSL_sk_new_null())
    E._check(1 if C.EVP_CIPHER_CTX_ctrl(ctx, EVP_CTRL_PROCESS_UNPROTECTED, 1, attrs) > 0 else 0,
             "get tag")
    s = C.X509at_get0_data_by_OBJ(attrs, C.OBJ_txt2obj(OID_GOST_CMS_MAC, 1), -3,
                                  V_ASN1_OCTET_STRING)
    E._check(1 if s else 0, "get tag")
    return ctypes.string_at(C.ASN1_STRING_get0_data(s), C.ASN1_STRING_length(s))


def _engine_tag_set(ctx, tag: bytes) -> int:
    attrs = ctypes.c_void_p(C.OPENSSL_sk_new_null())
    if not C.X509at_add1_attr_by_OBJ(ctypes.byref(attrs), C.OBJ_txt2obj(OID_GOST_CMS_MAC, 1),
                                     V_ASN1_OCTET_STRING, tag, len(tag)):
        return 0
    return 1 if C.EVP_CIPHER_CTX_ctrl(ctx, EVP_CTRL_PROCESS_UNPROTECTED, 0, attrs) > 0 else 0


def run(op, libctx, props, engine):
    res = {"ok": False, "stage": "", "out": "", "tag": "", "alg_id": "", "errors": []}
    name = op["name"].encode()
    cipher = C.EVP_get_cipherbyname(name) if engine else C.EVP_CIPHER_fetch(libctx, name, props)
    if not cipher:
        res.update(stage="fetch", errors=E.errors())
        return res
    enc = 1 if op["enc"] else 0
    key = bytes.fromhex(op["key"])
    iv = bytes.fromhex(op["iv"]) if op.get("iv") is not None else None
    section, n = op.get("section"), TAG[op["name"].split("-")[0]]
    ctx = C.EVP_CIPHER_CTX_new()
    out = bytearray()
    try:
        E._check(C.EVP_CipherInit_ex(ctx, cipher, engine, None, None, enc), "init cipher")
        if op.get("alg_id") is not None:
            E._check(_set_alg_id(ctx, bytes.fromhex(op["alg_id"])), "set alg_id")
        E._check(C.EVP_CipherInit_ex(ctx, None, engine, key, iv, enc), "init key")
        if section is not None:
            E._check(_set_section(ctx, engine, section), "set section")
        if op.get("alg_id_first"):
            res["alg_id"] = _get_alg_id(ctx).hex()  # before the data, as OpenSSL's CMS reads it
        if not enc and "tag" in op and engine:
            E._check(_engine_tag_set(ctx, bytes.fromhex(op["tag"])), "set tag")
        outl = ctypes.c_int(0)
        for i, d in enumerate(op["chunks"]):
            d = bytes.fromhex(d)
            buf = ctypes.create_string_buffer(len(d) + 16)
            E._check(C.EVP_CipherUpdate(ctx, buf, ctypes.byref(outl), d, len(d)), "update")
            out += buf.raw[:outl.value]
            if i == 0 and "late" in op:
                late = op["late"]
                ok = (_set_section(ctx, engine, late["section"]) if "section" in late
                      else _set_alg_id(ctx, bytes.fromhex(late["alg_id"])))
                res["late_ok"], res["late_errors"] = ok == 1, E.errors()
        if not enc and "tag" in op and not engine:
            tag = bytes.fromhex(op["tag"])
            E._check(C.EVP_CIPHER_CTX_ctrl(ctx, E.EVP_CTRL_AEAD_SET_TAG, len(tag), tag),
                     "set tag")
        res["out"] = out.hex()  # decryption: unverified until final says so
        buf = ctypes.create_string_buffer(32)
        E._check(C.EVP_CipherFinal_ex(ctx, buf, ctypes.byref(outl)), "final")
        out += buf.raw[:outl.value]
        res["out"] = out.hex()
        if enc:
            if engine:
                res["tag"] = _engine_tag_get(ctx).hex()
            else:
                t = ctypes.create_string_buffer(n)
                E._check(C.EVP_CIPHER_CTX_ctrl(ctx, E.EVP_CTRL_AEAD_GET_TAG, n, t), "get tag")
                res["tag"] = t.raw.hex()
            if not op.get("alg_id_first"):
                res["alg_id"] = _get_alg_id(ctx).hex()
        res["ok"] = True
    except E.Failed as e:
        res["stage"] = e.stage
    finally:
        C.EVP_CIPHER_CTX_free(ctx)
    res["errors"] = E.errors()
    return res


def main():
    impl = sys.argv[2]
    provider, _, engine_id = impl.partition("engine:")
    engine = None
    if engine_id:
        engine = C.ENGINE_by_id(engine_id.encode())
        # the default for everything, as `openssl enc -engine gost` makes it: its ciphers' OMAC
        # keys are EVP_PKEYs of its own MAC methods (gostprov's too: see the module docstring)
        if not engine or C.ENGINE_init(engine) != 1 or \
                C.ENGINE_set_default(engine, ENGINE_METHOD_ALL) != 1:
            print(json.dumps({"load_error": E.errors()}))
            return 1
    if provider == "":
        C.OSSL_PROVIDER_load(None, b"default")
        print(json.dumps([run(op, None, None, engine) for op in json.load(sys.stdin)]))
        return 0
    sys.argv[2] = provider.rstrip("+")
    return E.serve(lambda op, libctx, props: run(op, libctx, props, None), shared_context=True)


if __name__ == "__main__":
    sys.exit(main())
