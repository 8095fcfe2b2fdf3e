/* prov_util.c: errors, S-box set lookup and the GOST 28147-89 parameters' DER for the provider. */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <openssl/err.h>
#include <openssl/objects.h>

#include "gp_local.h"

const OSSL_ITEM gp_reason_strings[] = {
    {GP_R_BAD_KEY_LENGTH, "bad key length"},
    {GP_R_BAD_IV_LENGTH, "bad iv length"},
    {GP_R_UNKNOWN_PARAMSET, "unknown parameter set"},
    {GP_R_NO_KEY, "no key set"},
    {GP_R_BAD_PARAMETER, "bad parameter"},
    {GP_R_LIBRARY, "libgostgen error"},
    {GP_R_OUTPUT_TOO_SMALL, "output buffer too small"},
    {GP_R_WRONG_FINAL_BLOCK_LENGTH, "wrong final block length"},
    {GP_R_BAD_DECRYPT, "bad decrypt"},
    {GP_R_NOT_MULTIPLE_OF_BLOCK, "data not multiple of block length"},
    {GP_R_BAD_MAC_SIZE, "bad mac size"},
    {GP_R_CALL_ORDER, "call out of order"},
    {GP_R_BACKEND, "backend not usable"},
    {GP_R_CANNOT_COPY, "context cannot be copied"},
    {0, NULL}};

void gp_error(const gp_prov *p, int reason, const char *fmt, ...)
{
    va_list ap;
    if (p == NULL || p->new_error == NULL || p->vset_error == NULL)
        return;
    p->new_error(p->handle);
    if (p->set_error_debug != NULL)
        p->set_error_debug(p->handle, NULL, 0, NULL);
    va_start(ap, fmt);
    p->vset_error(p->handle, reason, fmt, ap);
    va_end(ap);
}

int gp_lib_error(const gp_prov *p, int status, const char *what)
{
    int reason = GP_R_LIBRARY;
    switch (status) {
    case GOSTGEN_EKEYLEN: reason = GP_R_BAD_KEY_LENGTH; break;
    case GOSTGEN_EIVLEN: reason = GP_R_BAD_IV_LENGTH; break;
    case GOSTGEN_ESBOX: reason = GP_R_UNKNOWN_PARAMSET; break;
    case GOSTGEN_EBACKEND: reason = GP_R_BACKEND; break;
    case GOSTGEN_ELENGTH: reason = GP_R_NOT_MULTIPLE_OF_BLOCK; break;
    case GOSTGEN_ESTATE: reason = GP_R_CALL_ORDER; break;
    default: break;
    }
    gp_error(p, reason, "%.*s: %s", GP_NAME(what), gostgen_strerror(status));
    return 0;
}

void gp_wipe(void *p, size_t n)
{
    /* A volatile pointer: the stores are observable, so they cannot be dropped as dead. */
    volatile unsigned char *v = p;
    while (n-- > 0)
        *v++ = 0;
}

const gostgen_sbox *gp_sbox_lookup(const char *text)
{
    const gostgen_sbox *s = NULL;
    if (text == NULL || *text == '\0')
        return NULL;
    if (gostgen_sbox_find(text, &s) == GOSTGEN_OK)
        return s;
    /* An OpenSSL name of an OID (the spelling gost-engine's CRYPT_PARAMS takes). */
    ERR_set_mark(); /* an unknown name is our error to report, not OBJ_txt2obj's */
    ASN1_OBJECT *obj = OBJ_txt2obj(text, 0);
    ERR_pop_to_mark();
    if (obj == NULL)
        return NULL;
    char oid[128];
    int n = OBJ_obj2txt(oid, sizeof oid, obj, 1);
    ASN1_OBJECT_free(obj);
    if (n <= 0 || (size_t)n >= sizeof oid)
        return NULL;
    if (gostgen_sbox_find(oid, &s) == GOSTGEN_OK)
        return s;
    return NULL;
}

const gostgen_sbox *gp_sbox_default(const gp_prov *p)
{
    const char *env = getenv("CRYPT_PARAMS");
    const char *name = env != NULL && *env != '\0' ? env : p->crypt_params;
    if (name == NULL || *name == '\0')
        return gostgen_sbox_default();
    const gostgen_sbox *s = gp_sbox_lookup(name);
    if (s == NULL)
        gp_error(p, GP_R_UNKNOWN_PARAMSET,
                 "CRYPT_PARAMS='%s' (%s) names no S-box set compiled into libgostgen", name,
                 name == env ? "environment" : "provider configuration");
    return s;
}

/* ---- DER: Gost28147-89-Parameters, the two-field SEQUENCE of RFC 4490 ---------------------- */

/* Content bytes of a dotted OID; 0 when the text is not one. */
static size_t gp_oid_encode(const char *oid, uint8_t *out, size_t cap)
{
    unsigned long arcs[32];
    size_t n = 0, len = 0;
    const char *p = oid;
    while (*p) {
        char *end;
        if (*p < '0' || *p > '9' || n == 32)
            return 0;
        arcs[n++] = strtoul(p, &end, 10);
        p = end;
        if (*p == '.')
            p++;
        else if (*p != '\0')
            return 0;
    }
    if (n < 2 || arcs[0] > 2 || (arcs[0] < 2 && arcs[1] > 39))
        return 0;
    for (size_t i = 1; i < n; i++) {
        unsigned long v = i == 1 ? arcs[0] * 40 + arcs[1] : arcs[i];
        uint8_t tmp[10];
        size_t k = 0;
        do {
            tmp[k++] = (uint8_t)(v & 0x7f);
            v >>= 7;
        } while (v != 0);
        if (len + k > cap)
            return 0;
        while (k > 0) {
            k--;
            out[len++] = (uint8_t)(tmp[k] | (k > 0 ? 0x80 : 0));
        }
    }
    return len;
}

static int gp_oid_decode(const uint8_t *in, size_t len, char *out, size_t cap)
{
    size_t pos = 0, i = 0;
    int first = 1;
    if (len == 0 || cap == 0)
        return 0;
    while (i < len) {
        unsigned long v = 0;
        if (in[i] == 0x80) /* not minimal */
            return 0;
        do {
            if (v > (~0UL >> 7))
                return 0;
            v = v << 7 | (in[i] & 0x7f);
        } while ((in[i++] & 0x80) && i < len);
        if (in[i - 1] & 0x80) /* truncated arc */
            return 0;
        int n;
        if (first) {
            unsigned long a0 = v < 40 ? 0 : v < 80 ? 1 : 2;
            n = snprintf(out + pos, cap - pos, "%lu.%lu", a0, v - 40 * a0);
            first = 0;
        } else {
            n = snprintf(out + pos, cap - pos, ".%lu", v);
        }
        if (n < 0 || (size_t)n >= cap - pos)
            return 0;
        pos += (size_t)n;
    }
    return 1;
}

int gp_der_gost89_params(const uint8_t iv[8], const char *oid, uint8_t *out, size_t cap,
                         size_t *len)
{
    uint8_t body[64];
    size_t olen = oid != NULL ? gp_oid_encode(oid, body, sizeof body) : 0;
    if (olen == 0 || olen > 127 || cap < 2 + 10 + 2 + olen)
        return 0;
    size_t seq = 10 + 2 + olen;
    if (seq > 127)
        return 0;
    size_t n = 0;
    out[n++] = 0x30;
    out[n++] = (uint8_t)seq;
    out[n++] = 0x04;
    out[n++] = 8;
    memcpy(out + n, iv, 8);
    n += 8;
    out[n++] = 0x06;
    out[n++] = (uint8_t)olen;
    memcpy(out + n, body, olen);
    n += olen;
    *len = n;
    return 1;
}

/* One DER tag-length header at *pos; the content length into *clen. */
static int gp_der_header(const uint8_t *der, size_t len, size_t *pos, uint8_t tag, size_t *clen)
{
    if (*pos + 2 > len || der[*pos] != tag)
        return 0;
    size_t l = der[*pos + 1];
    *pos += 2;
    if (l & 0x80) {
        size_t k = l & 0x7f;
        if (k == 0 || k > 2 || *pos + k > len)
            return 0;
        l = 0;
        for (size_t i = 0; i < k; i++)
            l = l << 8 | der[(*pos)++];
        if (l < 128) /* not the shortest form */
            return 0;
    }
    if (l > len - *pos)
        return 0;
    *clen = l;
    return 1;
}

int gp_der_parse_gost89_params(const uint8_t *der, size_t len, uint8_t iv[8], char *oid,
                               size_t oid_cap)
{
    size_t pos = 0, seq, l;
    if (der == NULL || !gp_der_header(der, len, &pos, 0x30, &seq) || pos + seq != len)
        return 0;
    if (!gp_der_header(der, len, &pos, 0x04, &l) || l != 8)
        return 0;
    memcpy(iv, der + pos, 8);
    pos += 8;
    if (!gp_der_header(der, len, &pos, 0x06, &l))
        return 0;
    if (!gp_oid_decode(der + pos, l, oid, oid_cap))
        return 0;
    pos += l;
    /* The SEQUENCE has no further fields: anything after the OID is refused. */
    return pos == len;
}

/* The cipher parameters every cipher of this provider answers (EVP_CIPHER_get_params): its EVP
 * mode, key, IV and block lengths, and whether it is AEAD (which also means a custom IV). */
int gp_cipher_info_params(OSSL_PARAM params[], unsigned mode, size_t iv_len, size_t block,
                          int aead)
{
    OSSL_PARAM *p;
    if ((p = OSSL_PARAM_locate(params, OSSL_CIPHER_PARAM_MODE)) != NULL &&
        !OSSL_PARAM_set_uint(p, mode))
        return 0;
    if (!gp_give_size(NULL, params, OSSL_CIPHER_PARAM_KEYLEN, GP_KEY_LEN) ||
        !gp_give_size(NULL, params, OSSL_CIPHER_PARAM_IVLEN, iv_len) ||
        !gp_give_size(NULL, params, OSSL_CIPHER_PARAM_BLOCK_SIZE, block))
        return 0;
    static const char *const flags[] = {OSSL_CIPHER_PARAM_AEAD, OSSL_CIPHER_PARAM_CUSTOM_IV,
                                        OSSL_CIPHER_PARAM_CTS, OSSL_CIPHER_PARAM_TLS1_MULTIBLOCK,
                                        OSSL_CIPHER_PARAM_HAS_RAND_KEY};
    for (size_t i = 0; i < sizeof flags / sizeof flags[0]; i++)
        if ((p = OSSL_PARAM_locate(params, flags[i])) != NULL &&
            !OSSL_PARAM_set_int(p, i < 2 ? aead : 0))
            return 0;
    return 1;
}

const OSSL_PARAM *gp_cipher_gettable_params(void *provctx)
{
    static const OSSL_PARAM list[] = {
        OSSL_PARAM_uint(OSSL_CIPHER_PARAM_MODE, NULL),
        OSSL_PARAM_size_t(OSSL_CIPHER_PARAM_KEYLEN, NULL),
        OSSL_PARAM_size_t(OSSL_CIPHER_PARAM_IVLEN, NULL),
        OSSL_PARAM_size_t(OSSL_CIPHER_PARAM_BLOCK_SIZE, NULL),
        OSSL_PARAM_int(OSSL_CIPHER_PARAM_AEAD, NULL),
        OSSL_PARAM_int(OSSL_CIPHER_PARAM_CUSTOM_IV, NULL),
        OSSL_PARAM_int(OSSL_CIPHER_PARAM_CTS, NULL),
        OSSL_PARAM_int(OSSL_CIPHER_PARAM_TLS1_MULTIBLOCK, NULL),
        OSSL_PARAM_int(OSSL_CIPHER_PARAM_HAS_RAND_KEY, NULL),
        OSSL_PARAM_END};
    (void)provctx;
    return list;
}

int gp_alg_sbox(const gp_prov *p, const char *names, const char *oid, const gostgen_sbox **out)
{
    if (gostgen_sbox_find(oid, out) == GOSTGEN_OK)
        return 1;
    gp_error(p, GP_R_UNKNOWN_PARAMSET, "%.*s needs the S-box set %s, not compiled in",
             GP_NAME(names), oid);
    return 0;
}

int gp_size_param_is(const gp_prov *p, const OSSL_PARAM params[], const char *key, size_t want,
                     int reason, const char *names, const char *what)
{
    const OSSL_PARAM *q = OSSL_PARAM_locate_const(params, key);
    size_t v;
    if (q == NULL || (OSSL_PARAM_get_size_t(q, &v) && v == want))
        return 1;
    gp_error(p, reason, "%.*s takes a %zu-byte %s", GP_NAME(names), want, what);
    return 0;
}

void *gp_dup_unstarted(const gp_prov *p, const void *ctx, size_t size, int started,
                       const char *names)
{
    if (started) {
        gp_error(p, GP_R_CANNOT_COPY,
                 "%.*s: a context can be copied only before it processes data (libgostgen "
                 "contexts have no copy)", GP_NAME(names));
        return NULL;
    }
    void *d = malloc(size);
    if (d != NULL)
        memcpy(d, ctx, size);
    return d;
}

int gp_init_lengths_ok(const gp_prov *p, const char *names, const unsigned char *key,
                       size_t keylen, const unsigned char *iv, size_t ivlen, size_t want_iv,
                       const char *iv_what)
{
    if (key != NULL && keylen != GP_KEY_LEN) {
        gp_error(p, GP_R_BAD_KEY_LENGTH, "%.*s takes a %d-byte key, not %zu", GP_NAME(names),
                 GP_KEY_LEN, keylen);
        return 0;
    }
    if (iv != NULL && ivlen != want_iv) {
        gp_error(p, GP_R_BAD_IV_LENGTH, "%.*s takes a %zu-byte %s, not %zu", GP_NAME(names),
                 want_iv, iv_what, ivlen);
        return 0;
    }
    return 1;
}

/* A get_params answer the caller's OSSL_PARAM cannot take (another type, a buffer too small)
 * fails with an error on the queue, not silently. prov may be NULL (algorithm-level params,
 * which have no provider context to report through). */
int gp_gave(const gp_prov *prov, int ok, const char *key)
{
    if (!ok)
        gp_error(prov, GP_R_BAD_PARAMETER, "%s: the parameter asked for cannot hold it (its "
                 "type or size)", key);
    return ok;
}

int gp_give_size(const gp_prov *prov, OSSL_PARAM params[], const char *key, size_t v)
{
    OSSL_PARAM *p = OSSL_PARAM_locate(params, key);
    return p == NULL || gp_gave(prov, OSSL_PARAM_set_size_t(p, v), key);
}

/* data must outlive the call: a caller asking for a pointer (EVP_CIPHER_CTX_iv) keeps it. */
int gp_give_octets(const gp_prov *prov, OSSL_PARAM params[], const char *key, const void *data,
                   size_t len)
{
    OSSL_PARAM *p = OSSL_PARAM_locate(params, key);
    return p == NULL || data == NULL ||
           gp_gave(prov, OSSL_PARAM_set_octet_string(p, data, len) ||
                   OSSL_PARAM_set_octet_ptr(p, data, len), key);
}

int gp_give_utf8(const gp_prov *prov, OSSL_PARAM params[], const char *key, const char *text)
{
    OSSL_PARAM *p = OSSL_PARAM_locate(params, key);
    return p == NULL || gp_gave(prov, OSSL_PARAM_set_utf8_ptr(p, text) ||
                                          OSSL_PARAM_set_utf8_string(p, text), key);
}

int gp_tag_settable(const gp_prov *p, const char *names, int enc, int finished)
{
    if (enc) {
        gp_error(p, GP_R_CALL_ORDER, "%.*s: the tag to check is set when decrypting; an "
                 "encrypting context gives its tag after final", GP_NAME(names));
        return 0;
    }
    if (finished) {
        gp_error(p, GP_R_CALL_ORDER, "%.*s: set the tag before final", GP_NAME(names));
        return 0;
    }
    return 1;
}

int gp_tag_to_give(const gp_prov *p, const char *names, OSSL_PARAM *tag, size_t size,
                   int ready)
{
    if (tag->data_type != OSSL_PARAM_OCTET_STRING) {
        gp_error(p, GP_R_BAD_PARAMETER, "%.*s: tag: not an octet string", GP_NAME(names));
        return -1;
    }
    if (tag->data == NULL) { /* a size query */
        tag->return_size = size;
        return 0;
    }
    if (!ready) {
        gp_error(p, GP_R_CALL_ORDER, "%.*s: the tag is there after an encryption's final",
                 GP_NAME(names));
        return -1;
    }
    return 1;
}

int gp_before_first_update(const gp_prov *p, int started, const char *what)
{
    if (!started)
        return 1;
    gp_error(p, GP_R_CALL_ORDER, "%s: set it before the first update", what);
    return 0;
}

int gp_acpkm_section_ok(const gp_prov *p, const char *names, size_t v, size_t block,
                        int zero_off)
{
    if (v % block == 0 && (v != 0 || zero_off))
        return 1;
    gp_error(p, GP_R_BAD_PARAMETER, "key-mesh %zu: the CTR-ACPKM section of %.*s is a positive "
             "multiple of its %zu-byte block%s", v, GP_NAME(names), block,
             zero_off ? " (0: no re-keying)" : "");
    return 0;
}
