/* prov_mgm.c: the provider's MGM AEAD ciphers (RFC 9058, R 1323565.1.026-2019) on libgostgen's
 * streaming MGM calls (gostgen_mgm_new/aad/update/final/verify); MGM itself is libgostgen's.
 *
 * Names as the OpenSSL gost provider's (gost-engine, gost_prov_cipher.c, table GOST_prov_ciphers:
 * "kuznyechik-mgm" and "magma-mgm", no OID aliases; EVP block size 1, IV one cipher block, no
 * mode flag, AEAD). magma-mgm uses the tc26-z S-box set, as magma-ctr and magma-cbc.
 *
 * EVP AEAD conventions, as OpenSSL's GCM:
 *   init     key (32 bytes) and nonce (one block, its first bit 0, else the init fails); either
 *            may come in a later init. A nonce serves one message: after a message has started,
 *            the next init must give a new one.
 *   update   with out == NULL: associated data (all of it before the first data update);
 *            otherwise data, the same length out.
 *   final    encryption: computes the tag, read afterwards with OSSL_CIPHER_PARAM_AEAD_TAG (its
 *            buffer size, 4..block bytes, is the tag length: the leading bytes of the MGM tag).
 *            decryption: the tag set before it with OSSL_CIPHER_PARAM_AEAD_TAG (4..block bytes)
 *            is checked in constant time; final returns 0 ("bad decrypt") if it does not verify.
 * As with GCM in OpenSSL, a decrypting update writes plaintext before the tag is checked: it is
 * unverified until final returns 1, and the caller must discard it otherwise. */
#include <stdlib.h>
#include <string.h>

#include "gp_local.h"

typedef struct gp_mgm_alg {
    const char *names, *description;
    int cipher;           /* GOSTGEN_KUZNYECHIK or GOSTGEN_MAGMA */
    size_t n;             /* block = nonce = largest tag, bytes */
    const char *sbox_oid; /* the fixed S-box set (magma), or NULL */
} gp_mgm_alg;

#define GP_MGM_MIN_TAG 4 /* RFC 9058 and libgostgen: tags of 4..n/8 bytes */

typedef struct gp_mgm_ctx {
    gp_prov *prov;
    const gp_mgm_alg *alg;
    gostgen_mgm_ctx *mgm;    /* made at the first update or final after an init */
    gostgen_mgm_ctx *spare;  /* the last message's, restarted by an init without a key
                              * (gostgen_mgm_restart: the next record, no new key schedule) */
    int mgm_enc, spare_enc;  /* the directions they were made for */
    int enc, keyed, has_nonce, finished;
    int nonce_known;         /* nonce[] holds the last nonce set (reported, as GCM's IV, while
                              * has_nonce says whether it is still unused) */
    int tag_ready;           /* encryption: final computed tag[] */
    size_t tag_set;          /* decryption: length of the expected tag set, 0 = none */
    size_t taglen;           /* AEAD_TAGLEN: the tag length in use (default n) */
    uint8_t key[GP_KEY_LEN];
    uint8_t nonce[GP_MAX_BLOCK];
    uint8_t tag[GP_MAX_BLOCK];
} gp_mgm_ctx;

static void gp_mgm_reset(gp_mgm_ctx *c)
{
    if (c->mgm != NULL) {
        gostgen_mgm_free(c->spare);
        c->spare = c->mgm;
        c->spare_enc = c->mgm_enc;
    }
    c->mgm = NULL;
    c->finished = 0;
    c->tag_ready = 0;
    c->tag_set = 0;
    c->taglen = c->alg->n;
    gp_wipe(c->tag, sizeof c->tag);
}

static void *gp_mgm_newctx(void *provctx, const gp_mgm_alg *alg)
{
    gp_mgm_ctx *c = calloc(1, sizeof *c);
    if (c == NULL)
        return NULL;
    c->prov = provctx;
    c->alg = alg;
    c->taglen = alg->n;
    return c;
}

static void gp_mgm_freectx(void *vc)
{
    gp_mgm_ctx *c = vc;
    if (c == NULL)
        return;
    gostgen_mgm_free(c->mgm);
    gostgen_mgm_free(c->spare);
    gp_wipe(c, sizeof *c);
    free(c);
}

static void *gp_mgm_dupctx(void *vc)
{
    const gp_mgm_ctx *c = vc;
    gp_mgm_ctx *d = gp_dup_unstarted(c->prov, c, sizeof *c, c->mgm != NULL, c->alg->names);
    if (d != NULL)
        d->spare = NULL; /* (the original's) */
    return d;
}

/* ---- parameters ------------------------------------------------------------------------------ */

static int gp_mgm_check_taglen(gp_mgm_ctx *c, size_t len)
{
    if (len < GP_MGM_MIN_TAG || len > c->alg->n) {
        gp_error(c->prov, GP_R_BAD_PARAMETER, "%.*s: a tag of %zu bytes (MGM tags are %d to %zu "
                 "bytes)", GP_NAME(c->alg->names), len, GP_MGM_MIN_TAG, c->alg->n);
        return 0;
    }
    return 1;
}

static int gp_mgm_set_ctx_params(void *vc, const OSSL_PARAM params[])
{
    gp_mgm_ctx *c = vc;
    const gp_mgm_alg *a = c->alg;
    const OSSL_PARAM *p;
    if (params == NULL)
        return 1;
    if (!gp_size_param_is(c->prov, params, OSSL_CIPHER_PARAM_KEYLEN, GP_KEY_LEN,
                          GP_R_BAD_KEY_LENGTH, a->names, "key"))
        return 0;
    /* OSSL_CIPHER_PARAM_AEAD_IVLEN is the same name: MGM's nonce is exactly one block. */
    if (!gp_size_param_is(c->prov, params, OSSL_CIPHER_PARAM_IVLEN, a->n, GP_R_BAD_IV_LENGTH,
                          a->names, "nonce (one block)"))
        return 0;
    if ((p = OSSL_PARAM_locate_const(params, OSSL_CIPHER_PARAM_AEAD_TAG)) != NULL) {
        if (p->data_type != OSSL_PARAM_OCTET_STRING) {
            gp_error(c->prov, GP_R_BAD_PARAMETER, "%.*s: tag: not an octet string",
                     GP_NAME(a->names));
            return 0;
        }
        if (!gp_mgm_check_taglen(c, p->data_size))
            return 0;
        if (p->data == NULL) {
            /* no bytes: the tag length alone, as for CCM and OCB */
            c->taglen = p->data_size;
        } else if (!gp_tag_settable(c->prov, a->names, c->enc, c->finished)) {
            return 0;
        } else {
            memcpy(c->tag, p->data, p->data_size);
            c->tag_set = c->taglen = p->data_size;
        }
    }
    return 1;
}

static int gp_mgm_get_ctx_params(void *vc, OSSL_PARAM params[])
{
    gp_mgm_ctx *c = vc;
    const gp_mgm_alg *a = c->alg;
    OSSL_PARAM *p;
    if (!gp_give_size(c->prov, params, OSSL_CIPHER_PARAM_KEYLEN, GP_KEY_LEN) ||
        !gp_give_size(c->prov, params, OSSL_CIPHER_PARAM_IVLEN, a->n) ||
        !gp_give_size(c->prov, params, OSSL_CIPHER_PARAM_AEAD_TAGLEN, c->taglen) ||
        !gp_give_octets(c->prov, params, OSSL_CIPHER_PARAM_IV, c->nonce_known ? c->nonce : NULL,
                        a->n))
        return 0;
    /* MGM chains no IV: as OpenSSL's GCM, the updated IV is the nonce (the message's, also
     * once it has started), and there is none before one is set */
    if (OSSL_PARAM_locate(params, OSSL_CIPHER_PARAM_UPDATED_IV) != NULL) {
        if (!c->nonce_known) {
            gp_error(c->prov, GP_R_CALL_ORDER, "%.*s: updated-iv: no nonce set",
                     GP_NAME(a->names));
            return 0;
        }
        if (!gp_give_octets(c->prov, params, OSSL_CIPHER_PARAM_UPDATED_IV, c->nonce, a->n))
            return 0;
    }
    if ((p = OSSL_PARAM_locate(params, OSSL_CIPHER_PARAM_AEAD_TAG)) != NULL) {
        int give = gp_tag_to_give(c->prov, a->names, p, c->taglen, c->enc && c->tag_ready);
        if (give <= 0)
            return give == 0;
        /* As GCM: the buffer's size is the tag length; MGM's shorter tags are its leading
         * bytes. */
        if (!gp_mgm_check_taglen(c, p->data_size) ||
            !gp_gave(c->prov, OSSL_PARAM_set_octet_string(p, c->tag, p->data_size), p->key))
            return 0;
    }
    return 1;
}

static int gp_mgm_get_params(const gp_mgm_alg *a, OSSL_PARAM params[])
{
    /* gost-engine's MGM ciphers carry no EVP mode flag (0, "stream cipher") and block size 1 */
    return gp_cipher_info_params(params, 0, a->n, 1, 1);
}

static const OSSL_PARAM *gp_mgm_gettable_ctx_params(void *vc, void *provctx)
{
    static const OSSL_PARAM list[] = {
        OSSL_PARAM_size_t(OSSL_CIPHER_PARAM_KEYLEN, NULL),
        OSSL_PARAM_size_t(OSSL_CIPHER_PARAM_IVLEN, NULL),
        OSSL_PARAM_size_t(OSSL_CIPHER_PARAM_AEAD_TAGLEN, NULL),
        OSSL_PARAM_octet_string(OSSL_CIPHER_PARAM_IV, NULL, 0),
        OSSL_PARAM_octet_string(OSSL_CIPHER_PARAM_UPDATED_IV, NULL, 0),
        OSSL_PARAM_octet_string(OSSL_CIPHER_PARAM_AEAD_TAG, NULL, 0),
        OSSL_PARAM_END};
    (void)vc;
    (void)provctx;
    return list;
}

static const OSSL_PARAM *gp_mgm_settable_ctx_params(void *vc, void *provctx)
{
    static const OSSL_PARAM list[] = {
        OSSL_PARAM_size_t(OSSL_CIPHER_PARAM_KEYLEN, NULL),
        OSSL_PARAM_size_t(OSSL_CIPHER_PARAM_IVLEN, NULL),
        OSSL_PARAM_octet_string(OSSL_CIPHER_PARAM_AEAD_TAG, NULL, 0),
        OSSL_PARAM_END};
    (void)vc;
    (void)provctx;
    return list;
}

/* ---- init, update, final --------------------------------------------------------------------- */

static int gp_mgm_init(gp_mgm_ctx *c, int enc, const unsigned char *key, size_t keylen,
                       const unsigned char *iv, size_t ivlen, const OSSL_PARAM params[])
{
    const gp_mgm_alg *a = c->alg;
    gp_mgm_reset(c);
    c->enc = enc;
    if (!gp_init_lengths_ok(c->prov, a->names, key, keylen, iv, ivlen, a->n,
                            "nonce (one block)"))
        return 0;
    if (iv != NULL && (iv[0] & 0x80) != 0) {
        gp_error(c->prov, GP_R_BAD_PARAMETER, "%.*s: the nonce's first bit must be 0 (RFC 9058: "
                 "the nonce is n-1 bits after a 0 bit)", GP_NAME(a->names));
        return 0;
    }
    if (!gp_mgm_set_ctx_params(c, params))
        return 0;
    if (key != NULL) {
        memcpy(c->key, key, GP_KEY_LEN);
        c->keyed = 1;
        gostgen_mgm_free(c->spare); /* the old key's: never restarted now */
        c->spare = NULL;
    }
    if (iv != NULL) {
        memcpy(c->nonce, iv, a->n);
        c->has_nonce = c->nonce_known = 1;
    }
    return 1;
}

static int gp_mgm_encrypt_init(void *vc, const unsigned char *key, size_t keylen,
                               const unsigned char *iv, size_t ivlen, const OSSL_PARAM params[])
{
    return gp_mgm_init(vc, 1, key, keylen, iv, ivlen, params);
}

static int gp_mgm_decrypt_init(void *vc, const unsigned char *key, size_t keylen,
                               const unsigned char *iv, size_t ivlen, const OSSL_PARAM params[])
{
    return gp_mgm_init(vc, 0, key, keylen, iv, ivlen, params);
}

/* The library context for the message that starts now; it uses up the nonce. */
static int gp_mgm_start(gp_mgm_ctx *c)
{
    const gp_mgm_alg *a = c->alg;
    const gostgen_sbox *sbox = NULL;
    if (c->finished) {
        gp_error(c->prov, GP_R_CALL_ORDER, "%.*s: the message is finished (initialise again, "
                 "with a new nonce)", GP_NAME(a->names));
        return 0;
    }
    if (c->mgm != NULL)
        return 1;
    if (!c->keyed) {
        gp_error(c->prov, GP_R_NO_KEY, "%.*s: no key set", GP_NAME(a->names));
        return 0;
    }
    if (!c->has_nonce) {
        gp_error(c->prov, GP_R_BAD_IV_LENGTH, "%.*s: no nonce set (each message needs its own, "
                 "given at init)", GP_NAME(a->names));
        return 0;
    }
    if (c->spare != NULL) { /* the same key (an init with one freed it) */
        if (c->spare_enc == c->enc && gostgen_mgm_restart(c->spare, c->nonce, a->n) == GOSTGEN_OK) {
            c->mgm = c->spare;
            c->mgm_enc = c->enc;
            c->spare = NULL;
            c->has_nonce = 0;
            return 1;
        }
        gostgen_mgm_free(c->spare);
        c->spare = NULL;
    }
    if (a->sbox_oid != NULL && !gp_alg_sbox(c->prov, a->names, a->sbox_oid, &sbox))
        return 0;
    int rc = gostgen_mgm_new(&c->mgm, a->cipher, !c->enc, sbox, c->key, GP_KEY_LEN, c->nonce,
                             a->n, NULL);
    if (rc != GOSTGEN_OK)
        return gp_lib_error(c->prov, rc, a->names);
    c->mgm_enc = c->enc;
    c->has_nonce = 0; /* a nonce protects one message only */
    return 1;
}

static int gp_mgm_update(void *vc, unsigned char *out, size_t *outl, size_t outsize,
                         const unsigned char *in, size_t inl)
{
    gp_mgm_ctx *c = vc;
    const gp_mgm_alg *a = c->alg;
    int rc;
    if (outl == NULL || (inl > 0 && in == NULL)) {
        gp_error(c->prov, GP_R_BAD_PARAMETER, "%.*s: null buffer", GP_NAME(a->names));
        return 0;
    }
    if (!gp_mgm_start(c))
        return 0;
    if (out == NULL) {
        rc = gostgen_mgm_aad(c->mgm, in, inl);
        if (rc == GOSTGEN_ESTATE) {
            gp_error(c->prov, GP_R_CALL_ORDER, "%.*s: associated data after the data (all of it "
                     "comes first)", GP_NAME(a->names));
            return 0;
        }
    } else {
        if (inl > outsize) {
            gp_error(c->prov, GP_R_OUTPUT_TOO_SMALL, "%.*s: %zu bytes of room for %zu",
                     GP_NAME(a->names), outsize, inl);
            return 0;
        }
        rc = gostgen_mgm_update(c->mgm, in, out, inl);
    }
    if (rc != GOSTGEN_OK)
        return gp_lib_error(c->prov, rc, a->names);
    *outl = out == NULL ? 0 : inl;
    return 1;
}

static int gp_mgm_final(void *vc, unsigned char *out, size_t *outl, size_t outsize)
{
    gp_mgm_ctx *c = vc;
    const gp_mgm_alg *a = c->alg;
    int rc;
    (void)out;
    (void)outsize;
    if (outl == NULL) {
        gp_error(c->prov, GP_R_BAD_PARAMETER, "%.*s: null length", GP_NAME(a->names));
        return 0;
    }
    *outl = 0;
    if (!c->enc && c->tag_set == 0) {
        gp_error(c->prov, GP_R_CALL_ORDER, "%.*s: no tag to check (set OSSL_CIPHER_PARAM_AEAD_TAG "
                 "before final)", GP_NAME(a->names));
        return 0;
    }
    if (!gp_mgm_start(c))
        return 0;
    c->finished = 1;
    if (c->enc) {
        rc = gostgen_mgm_final(c->mgm, c->tag, a->n);
        if (rc != GOSTGEN_OK)
            return gp_lib_error(c->prov, rc, a->names);
        c->tag_ready = 1;
        return 1;
    }
    rc = gostgen_mgm_verify(c->mgm, c->tag, c->tag_set);
    if (rc == GOSTGEN_EAUTH) {
        gp_error(c->prov, GP_R_BAD_DECRYPT, "%.*s: authentication failed (the tag does not "
                 "verify; discard the plaintext)", GP_NAME(a->names));
        return 0;
    }
    if (rc != GOSTGEN_OK)
        return gp_lib_error(c->prov, rc, a->names);
    return 1;
}

/* ---- the table ------------------------------------------------------------------------------- */

/* X(id, "names", description, cipher, block bytes, fixed S-box set OID or NULL) */
#define GP_MGMS(X)                                                                                 \
    X(kuznyechik_mgm, "kuznyechik-mgm", "GOST R 34.12-2015 Kuznyechik MGM (RFC 9058)",             \
      GOSTGEN_KUZNYECHIK, 16, NULL)                                                                \
    X(magma_mgm, "magma-mgm", "GOST R 34.12-2015 Magma MGM (RFC 9058)", GOSTGEN_MAGMA, 8,          \
      GP_SET_TC26_Z)

#define GP_MGM_DEFINE(id, names, desc, cipher, n, oid)                                             \
    static const gp_mgm_alg gp_alg_##id = {names, desc, cipher, n, oid};                          \
    static void *gp_newctx_##id(void *provctx) { return gp_mgm_newctx(provctx, &gp_alg_##id); }    \
    static int gp_get_params_##id(OSSL_PARAM params[])                                             \
    {                                                                                              \
        return gp_mgm_get_params(&gp_alg_##id, params);                                            \
    }                                                                                              \
    GP_CIPHER_DISPATCH(id, gp_mgm);
GP_MGMS(GP_MGM_DEFINE)

#define GP_MGM_ROW(id, names, desc, ...)                                                           \
    {&gp_alg_##id, {names, GP_PROPERTIES, gp_fns_##id, desc}},
static const struct {
    const gp_mgm_alg *alg;
    OSSL_ALGORITHM algorithm;
} gp_mgm_rows[] = {GP_MGMS(GP_MGM_ROW)};

GP_ALGORITHMS_WITH_SBOXES(gp_mgm_algorithms, gp_mgm_rows)
