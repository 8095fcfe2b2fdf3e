/* prov_ctr_omac.c: the provider's CMS ciphers magma-ctr-acpkm-omac and kuznyechik-ctr-acpkm-omac
 * (CTR-ACPKM encryption with an OMAC tag under keys derived from the master key), on libgostgen's
 * KDF_TREE, CTR-ACPKM and MAC calls.
 *
 * Names, OIDs, IV lengths and the construction are the OpenSSL gost provider's (gost-engine
 * 3.0.1: gost_prov_cipher.c table GOST_prov_ciphers, gost_gost2015.c gost2015_acpkm_omac_init and
 * gost2015_final_call, gost_crypt.c and gost_grasshopper_cipher.c *_ctracpkm_omac):
 *   keys     K_enc || K_mac = KDF_TREE_GOSTR3411_2012_256(K, label "kdf tree", seed, R = 1,
 *            512 bits) (RFC 7836 4.5), seed an 8-byte kdf seed drawn at random by every
 *            encrypting init (unless "alg_id_param" set one; gostprov: every keyed one), carried
 *            in the CMS parameters.
 *   data     CTR-ACPKM under K_enc with the IV (4 bytes magma, 8 kuznyechik); the section is
 *            gostprov's default at init (1024 / 4096 bytes) or "key-mesh" (before the first
 *            update; magma also takes 0: plain CTR, as gostprov's magma).
 *   tag      the block cipher's OMAC (GOST R 34.13-2015 5.6; gost-engine's magma-mac /
 *            kuznyechik-mac, not OMAC-ACPKM) under K_mac over the plaintext, full length (8 / 16
 *            bytes), encrypted with the keystream that follows the data.
 *   alg_id_param  the DER of the CMS AlgorithmIdentifier parameters, GOST2015_CIPHER_PARAMS
 *            ::= SEQUENCE { ukm OCTET STRING } with ukm = IV || seed (12 / 16 bytes). Setting it
 *            (before the first update) gives the IV and the seed; setting it, or reading it
 *            before the first update, also sets the CMS section (8192 / 262144 bytes), as
 *            gostprov's does: OpenSSL's CMS reads it after the keyed encrypting init and sets
 *            it before the keyed decrypting init, so both ends use the CMS section. (gostprov
 *            then loses it, and the seed, at the keyed decrypting init; here both stay.)
 * The tag goes through OSSL_CIPHER_PARAM_AEAD_TAG ("tag", EVP_CTRL_AEAD_GET_TAG / SET_TAG):
 * read after an encryption's final, set (all 8 / 16 bytes) before a decryption's final, which
 * fails ("bad decrypt") unless it verifies (compared in constant time). gostprov has no way to
 * read or set the tag through the provider interface (only its engine's CMS ctrl
 * EVP_CTRL_PROCESS_UNPROTECTED reaches it). As with GCM, a decrypting update writes plaintext
 * before the tag is checked: it is unverified until final returns 1. Not an EVP AEAD (no
 * associated data), EVP mode CTR, block size 1, as gostprov's. */
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <sys/random.h> /* getentropy */

#include <openssl/evp.h> /* EVP_CIPH_CTR_MODE */

#include "gp_local.h"

#define GP_KDF_SEED_LEN 8

typedef struct gp_ctromac_alg {
    const char *names, *description;
    int cipher;            /* GOSTGEN_KUZNYECHIK or GOSTGEN_MAGMA */
    size_t n;              /* block = tag, bytes */
    size_t iv_len;         /* CTR's IV: half a block */
    size_t section;        /* the default CTR-ACPKM section (gostprov's at init) */
    size_t cms_section;    /* the section "alg_id_param" sets (gost-engine: "CMS implies ...") */
    int zero_section_off;  /* magma: "key-mesh" 0 is plain CTR */
    const char *sbox_oid;  /* the fixed S-box set (magma), or NULL */
} gp_ctromac_alg;

typedef struct gp_ctromac_ctx {
    gp_prov *prov;
    const gp_ctromac_alg *alg;
    const gostgen_sbox *sbox;
    gostgen_ctx *stream;   /* made with mac at the first update or final after an init */
    gostgen_mac_ctx *mac;
    int enc, keyed, has_iv, has_seed, seed_given, finished, tag_ready, tag_set;
    size_t section;
    uint8_t key[GP_KEY_LEN]; /* the master key K */
    uint8_t iv[GP_MAX_IV];
    uint8_t iv_given[GP_MAX_BLOCK]; /* "updated-iv" as last given: here, not on the stack, as
                                     * a caller may keep the pointer (EVP_CIPHER_CTX_iv) */
    uint8_t seed[GP_KDF_SEED_LEN];
    uint8_t tag[GP_MAX_BLOCK];
} gp_ctromac_ctx;

static void gp_ctromac_drop_message(gp_ctromac_ctx *c)
{
    gostgen_ctx_free(c->stream);
    gostgen_mac_free(c->mac);
    c->stream = NULL;
    c->mac = NULL;
    c->finished = c->tag_ready = c->tag_set = 0;
    gp_wipe(c->tag, sizeof c->tag);
}

static void *gp_ctromac_newctx(void *provctx, const gp_ctromac_alg *alg)
{
    gp_ctromac_ctx *c = calloc(1, sizeof *c);
    if (c == NULL)
        return NULL;
    c->prov = provctx;
    c->alg = alg;
    c->section = alg->section;
    if (alg->sbox_oid != NULL && !gp_alg_sbox(c->prov, alg->names, alg->sbox_oid, &c->sbox)) {
        free(c);
        return NULL;
    }
    return c;
}

static void gp_ctromac_freectx(void *vc)
{
    gp_ctromac_ctx *c = vc;
    if (c == NULL)
        return;
    gp_ctromac_drop_message(c);
    gp_wipe(c, sizeof *c);
    free(c);
}

static void *gp_ctromac_dupctx(void *vc)
{
    const gp_ctromac_ctx *c = vc;
    return gp_dup_unstarted(c->prov, c, sizeof *c, c->stream != NULL, c->alg->names);
}

/* ---- the CMS parameters (DER) ---------------------------------------------------------------- */

/* SEQUENCE { OCTET STRING ukm }, ukm = IV || seed: at most 2 + 2 + 16 bytes. */
static size_t gp_ctromac_der(const gp_ctromac_ctx *c, uint8_t out[20])
{
    size_t ukm = c->alg->iv_len + GP_KDF_SEED_LEN;
    out[0] = 0x30;
    out[1] = (uint8_t)(2 + ukm);
    out[2] = 0x04;
    out[3] = (uint8_t)ukm;
    memcpy(out + 4, c->iv, c->alg->iv_len);
    memcpy(out + 4 + c->alg->iv_len, c->seed, GP_KDF_SEED_LEN);
    return 4 + ukm;
}

/* The IV and seed from the DER above (short-form lengths only: it is 14 or 18 bytes). */
static int gp_ctromac_parse_der(gp_ctromac_ctx *c, const uint8_t *der, size_t len)
{
    size_t ukm = c->alg->iv_len + GP_KDF_SEED_LEN;
    if (der == NULL || len != 4 + ukm || der[0] != 0x30 || der[1] != 2 + ukm || der[2] != 0x04 ||
        der[3] != ukm)
        return 0;
    memcpy(c->iv, der + 4, c->alg->iv_len);
    memcpy(c->seed, der + 4 + c->alg->iv_len, GP_KDF_SEED_LEN);
    return 1;
}

/* ---- parameters ------------------------------------------------------------------------------ */

static int gp_ctromac_set_ctx_params(void *vc, const OSSL_PARAM params[])
{
    gp_ctromac_ctx *c = vc;
    const gp_ctromac_alg *a = c->alg;
    const OSSL_PARAM *p;
    if (params == NULL)
        return 1;
    if (!gp_size_param_is(c->prov, params, OSSL_CIPHER_PARAM_KEYLEN, GP_KEY_LEN,
                          GP_R_BAD_KEY_LENGTH, a->names, "key"))
        return 0;
    if (!gp_size_param_is(c->prov, params, OSSL_CIPHER_PARAM_IVLEN, a->iv_len,
                          GP_R_BAD_IV_LENGTH, a->names, "IV"))
        return 0;
    /* alg_id_param before key-mesh: a key-mesh in the same call overrides the CMS section */
    if ((p = OSSL_PARAM_locate_const(params, OSSL_CIPHER_PARAM_ALGORITHM_ID_PARAMS)) != NULL) {
        const void *der = NULL;
        size_t len = 0;
        if (c->stream != NULL) {
            gp_error(c->prov, GP_R_CALL_ORDER, "%.*s: alg_id_param: set it before the first "
                     "update", GP_NAME(a->names));
            return 0;
        }
        if (!OSSL_PARAM_get_octet_string_ptr(p, &der, &len) ||
            !gp_ctromac_parse_der(c, der, len)) {
            gp_error(c->prov, GP_R_BAD_PARAMETER, "%.*s: alg_id_param: not the DER of SEQUENCE "
                     "{ OCTET STRING ukm } with a %zu-byte ukm (IV and kdf seed)",
                     GP_NAME(a->names), a->iv_len + GP_KDF_SEED_LEN);
            return 0;
        }
        c->has_iv = c->has_seed = c->seed_given = 1;
        c->section = a->cms_section;
    }
    if ((p = OSSL_PARAM_locate_const(params, "key-mesh")) != NULL) {
        size_t v;
        if (!OSSL_PARAM_get_size_t(p, &v)) {
            gp_error(c->prov, GP_R_BAD_PARAMETER, "key-mesh: not an unsigned integer");
            return 0;
        }
        if (!gp_before_first_update(c->prov, c->stream != NULL, "key-mesh") ||
            !gp_acpkm_section_ok(c->prov, a->names, v, a->n, a->zero_section_off))
            return 0;
        c->section = v;
    }
    if ((p = OSSL_PARAM_locate_const(params, OSSL_CIPHER_PARAM_AEAD_TAG)) != NULL) {
        if (p->data_type != OSSL_PARAM_OCTET_STRING || p->data == NULL ||
            p->data_size != a->n) {
            gp_error(c->prov, GP_R_BAD_PARAMETER, "%.*s: tag: %zu bytes expected",
                     GP_NAME(a->names), a->n);
            return 0;
        }
        if (!gp_tag_settable(c->prov, a->names, c->enc, c->finished))
            return 0;
        memcpy(c->tag, p->data, a->n);
        c->tag_set = 1;
    }
    return 1;
}

static int gp_ctromac_get_ctx_params(void *vc, OSSL_PARAM params[])
{
    gp_ctromac_ctx *c = vc;
    const gp_ctromac_alg *a = c->alg;
    OSSL_PARAM *p;
    if (!gp_give_size(c->prov, params, OSSL_CIPHER_PARAM_KEYLEN, GP_KEY_LEN) ||
        !gp_give_size(c->prov, params, OSSL_CIPHER_PARAM_IVLEN, a->iv_len) ||
        !gp_give_size(c->prov, params, OSSL_CIPHER_PARAM_AEAD_TAGLEN, a->n) ||
        !gp_give_size(c->prov, params, "key-mesh", c->section) ||
        !gp_give_octets(c->prov, params, OSSL_CIPHER_PARAM_IV, c->has_iv ? c->iv : NULL,
                        a->iv_len))
        return 0;
    /* as gostprov's (its CTR's running counter block, the first iv_len bytes): the IV half of
     * the next counter block, which the data moves only past 2^(8 (n - iv_len)) blocks */
    if (OSSL_PARAM_locate(params, OSSL_CIPHER_PARAM_UPDATED_IV) != NULL) {
        uint8_t *reg = c->iv_given; /* in the context: a caller may keep the pointer */
        size_t len = 0;
        int rc;
        if (c->stream == NULL) {
            if (!c->has_iv) {
                gp_error(c->prov, GP_R_CALL_ORDER, "%.*s: updated-iv: no IV set",
                         GP_NAME(a->names));
                return 0;
            }
            memcpy(reg, c->iv, a->iv_len);
        } else if ((rc = gostgen_ctx_get_iv(c->stream, reg, sizeof c->iv_given, &len)) !=
                   GOSTGEN_OK) {
            return gp_lib_error(c->prov, rc, "updated-iv");
        }
        if (!gp_give_octets(c->prov, params, OSSL_CIPHER_PARAM_UPDATED_IV, reg, a->iv_len))
            return 0;
    }
    if ((p = OSSL_PARAM_locate(params, OSSL_CIPHER_PARAM_ALGORITHM_ID_PARAMS)) != NULL) {
        uint8_t der[20];
        if (!c->has_iv || !c->has_seed) {
            gp_error(c->prov, GP_R_CALL_ORDER, "%.*s: alg_id_param: no %s yet (an encrypting "
                     "init with key and IV makes both)", GP_NAME(a->names),
                     c->has_iv ? "kdf seed" : "IV");
            return 0;
        }
        size_t len = gp_ctromac_der(c, der);
        if (!OSSL_PARAM_set_octet_string(p, der, len)) {
            gp_error(c->prov, GP_R_OUTPUT_TOO_SMALL, "%.*s: alg_id_param: %zu bytes",
                     GP_NAME(a->names), len);
            return 0;
        }
        if (c->stream == NULL) /* the parameters describe a CMS message: its section */
            c->section = a->cms_section;
    }
    if ((p = OSSL_PARAM_locate(params, OSSL_CIPHER_PARAM_AEAD_TAG)) != NULL) {
        int give = gp_tag_to_give(c->prov, a->names, p, a->n, c->enc && c->tag_ready);
        if (give <= 0)
            return give == 0;
        if (p->data_size != a->n) {
            gp_error(c->prov, GP_R_BAD_PARAMETER, "%.*s: tag: %zu bytes, not %zu",
                     GP_NAME(a->names), a->n, p->data_size);
            return 0;
        }
        if (!gp_gave(c->prov, OSSL_PARAM_set_octet_string(p, c->tag, a->n), p->key))
            return 0;
    }
    return 1;
}

static int gp_ctromac_get_params(const gp_ctromac_alg *a, OSSL_PARAM params[])
{
    return gp_cipher_info_params(params, EVP_CIPH_CTR_MODE, a->iv_len, 1, 0);
}

static const OSSL_PARAM *gp_ctromac_gettable_ctx_params(void *vc, void *provctx)
{
    static const OSSL_PARAM list[] = {
        OSSL_PARAM_size_t(OSSL_CIPHER_PARAM_KEYLEN, NULL),
        OSSL_PARAM_size_t(OSSL_CIPHER_PARAM_IVLEN, NULL),
        OSSL_PARAM_size_t(OSSL_CIPHER_PARAM_AEAD_TAGLEN, NULL),
        OSSL_PARAM_size_t("key-mesh", NULL),
        OSSL_PARAM_octet_string(OSSL_CIPHER_PARAM_IV, NULL, 0),
        OSSL_PARAM_octet_string(OSSL_CIPHER_PARAM_UPDATED_IV, NULL, 0),
        OSSL_PARAM_octet_string(OSSL_CIPHER_PARAM_ALGORITHM_ID_PARAMS, NULL, 0),
        OSSL_PARAM_octet_string(OSSL_CIPHER_PARAM_AEAD_TAG, NULL, 0),
        OSSL_PARAM_END};
    (void)vc;
    (void)provctx;
    return list;
}

static const OSSL_PARAM *gp_ctromac_settable_ctx_params(void *vc, void *provctx)
{
    static const OSSL_PARAM list[] = {
        OSSL_PARAM_size_t(OSSL_CIPHER_PARAM_KEYLEN, NULL),
        OSSL_PARAM_size_t(OSSL_CIPHER_PARAM_IVLEN, NULL),
        OSSL_PARAM_size_t("key-mesh", NULL),
        OSSL_PARAM_octet_string(OSSL_CIPHER_PARAM_ALGORITHM_ID_PARAMS, NULL, 0),
        OSSL_PARAM_octet_string(OSSL_CIPHER_PARAM_AEAD_TAG, NULL, 0),
        OSSL_PARAM_END};
    (void)vc;
    (void)provctx;
    return list;
}

/* ---- init, update, final --------------------------------------------------------------------- */

/* The operating system's generator (getentropy: Linux glibc 2.25+, the BSDs, macOS): no call
 * back into libcrypto from inside a provider operation. */
static int gp_ctromac_random_seed(gp_ctromac_ctx *c)
{
    if (getentropy(c->seed, GP_KDF_SEED_LEN) != 0) {
        gp_error(c->prov, GP_R_LIBRARY, "%.*s: no random kdf seed (getentropy: %s)",
                 GP_NAME(c->alg->names), strerror(errno));
        return 0;
    }
    c->has_seed = 1;
    return 1;
}

static int gp_ctromac_init(gp_ctromac_ctx *c, int enc, const unsigned char *key, size_t keylen,
                           const unsigned char *iv, size_t ivlen, const OSSL_PARAM params[])
{
    const gp_ctromac_alg *a = c->alg;
    if (!gp_init_lengths_ok(c->prov, a->names, key, keylen, iv, ivlen, a->iv_len, "IV"))
        return 0;
    gp_ctromac_drop_message(c);
    c->enc = enc;
    /* every encryption gets its own keys: a fresh seed at each encrypting init, unless the
     * caller set one ("alg_id_param") for the message to come; the message derives its keys
     * from the seed in force at its first update */
    if (enc && !c->seed_given && !gp_ctromac_random_seed(c))
        return 0;
    if (key != NULL) {
        memcpy(c->key, key, GP_KEY_LEN);
        c->keyed = 1;
    }
    if (iv != NULL) {
        memcpy(c->iv, iv, a->iv_len);
        c->has_iv = 1;
    }
    return gp_ctromac_set_ctx_params(c, params);
}

static int gp_ctromac_encrypt_init(void *vc, const unsigned char *key, size_t keylen,
                                   const unsigned char *iv, size_t ivlen,
                                   const OSSL_PARAM params[])
{
    return gp_ctromac_init(vc, 1, key, keylen, iv, ivlen, params);
}

static int gp_ctromac_decrypt_init(void *vc, const unsigned char *key, size_t keylen,
                                   const unsigned char *iv, size_t ivlen,
                                   const OSSL_PARAM params[])
{
    return gp_ctromac_init(vc, 0, key, keylen, iv, ivlen, params);
}

/* The message's keys and library contexts, at its first update or final. */
static int gp_ctromac_start(gp_ctromac_ctx *c)
{
    const gp_ctromac_alg *a = c->alg;
    static const uint8_t label[] = {'k', 'd', 'f', ' ', 't', 'r', 'e', 'e'};
    uint8_t keys[2 * GP_KEY_LEN];
    int rc;
    if (c->finished) {
        gp_error(c->prov, GP_R_CALL_ORDER, "%.*s: the message is finished (initialise again)",
                 GP_NAME(a->names));
        return 0;
    }
    if (c->stream != NULL)
        return 1;
    if (!c->keyed) {
        gp_error(c->prov, GP_R_NO_KEY, "%.*s: no key set", GP_NAME(a->names));
        return 0;
    }
    if (!c->has_iv) {
        gp_error(c->prov, GP_R_BAD_IV_LENGTH, "%.*s: no IV set", GP_NAME(a->names));
        return 0;
    }
    if (!c->has_seed) {
        gp_error(c->prov, GP_R_CALL_ORDER, "%.*s: no kdf seed (a decryption takes it, with the "
                 "IV, from alg_id_param)", GP_NAME(a->names));
        return 0;
    }
    rc = gostgen_kdf_tree(NULL, c->key, GP_KEY_LEN, label, sizeof label, c->seed,
                          GP_KDF_SEED_LEN, 1, keys, sizeof keys);
    if (rc == GOSTGEN_OK)
        rc = gostgen_ctx_new(&c->stream, a->cipher, c->section ? GOSTGEN_CTR_ACPKM : GOSTGEN_CTR,
                             !c->enc, c->sbox, keys, GP_KEY_LEN, c->iv, a->iv_len, 0, NULL);
    if (rc == GOSTGEN_OK && c->section != 0)
        rc = gostgen_ctx_set_section(c->stream, c->section);
    if (rc == GOSTGEN_OK)
        rc = gostgen_mac_new(&c->mac, a->cipher, c->sbox, keys + GP_KEY_LEN, GP_KEY_LEN, NULL);
    gp_wipe(keys, sizeof keys);
    if (rc != GOSTGEN_OK) {
        gp_ctromac_drop_message(c);
        return gp_lib_error(c->prov, rc, a->names);
    }
    c->seed_given = 0; /* the seed is used up: the next keyed encrypting init draws another */
    return 1;
}

static int gp_ctromac_update(void *vc, unsigned char *out, size_t *outl, size_t outsize,
                             const unsigned char *in, size_t inl)
{
    gp_ctromac_ctx *c = vc;
    const gp_ctromac_alg *a = c->alg;
    int rc;
    if (outl == NULL || out == NULL || (inl > 0 && in == NULL)) {
        gp_error(c->prov, GP_R_BAD_PARAMETER, "%.*s: null buffer (no associated data: not an "
                 "AEAD)", GP_NAME(a->names));
        return 0;
    }
    if (inl > outsize) {
        gp_error(c->prov, GP_R_OUTPUT_TOO_SMALL, "%.*s: %zu bytes of room for %zu",
                 GP_NAME(a->names), outsize, inl);
        return 0;
    }
    if (!gp_ctromac_start(c))
        return 0;
    /* the MAC covers the plaintext: before encrypting (in and out may be one buffer), after
     * decrypting */
    rc = c->enc ? gostgen_mac_update(c->mac, in, inl) : GOSTGEN_OK;
    if (rc == GOSTGEN_OK)
        rc = gostgen_ctx_update(c->stream, in, out, inl);
    if (rc == GOSTGEN_OK && !c->enc)
        rc = gostgen_mac_update(c->mac, out, inl);
    if (rc != GOSTGEN_OK)
        return gp_lib_error(c->prov, rc, a->names);
    *outl = inl;
    return 1;
}

static int gp_ctromac_final(void *vc, unsigned char *out, size_t *outl, size_t outsize)
{
    gp_ctromac_ctx *c = vc;
    const gp_ctromac_alg *a = c->alg;
    uint8_t mac[GP_MAX_BLOCK], sent[GP_MAX_BLOCK];
    int rc;
    (void)out;
    (void)outsize;
    if (outl == NULL) {
        gp_error(c->prov, GP_R_BAD_PARAMETER, "%.*s: null length", GP_NAME(a->names));
        return 0;
    }
    *outl = 0;
    if (!c->enc && !c->tag_set) {
        gp_error(c->prov, GP_R_CALL_ORDER, "%.*s: no tag to check (set OSSL_CIPHER_PARAM_AEAD_TAG "
                 "before final)", GP_NAME(a->names));
        return 0;
    }
    if (!gp_ctromac_start(c))
        return 0;
    c->finished = 1;
    rc = gostgen_mac_final(c->mac, (unsigned)(8 * a->n), mac);
    /* the tag travels encrypted by the keystream after the data: encrypt ours, or decrypt the
     * one received (the keystream is the same either way) */
    if (rc == GOSTGEN_OK)
        rc = c->enc ? gostgen_ctx_update(c->stream, mac, c->tag, a->n)
                    : gostgen_ctx_update(c->stream, c->tag, sent, a->n);
    if (rc != GOSTGEN_OK) {
        gp_wipe(mac, sizeof mac);
        return gp_lib_error(c->prov, rc, a->names);
    }
    if (c->enc) {
        gp_wipe(mac, sizeof mac);
        c->tag_ready = 1;
        return 1;
    }
    unsigned diff = 0;
    for (size_t i = 0; i < a->n; i++)
        diff |= (unsigned)(mac[i] ^ sent[i]);
    gp_wipe(mac, sizeof mac);
    gp_wipe(sent, sizeof sent);
    if (diff != 0) {
        gp_error(c->prov, GP_R_BAD_DECRYPT, "%.*s: authentication failed (the tag does not "
                 "verify; discard the plaintext)", GP_NAME(a->names));
        return 0;
    }
    return 1;
}

/* ---- the table ------------------------------------------------------------------------------- */

/* X(id, "names:OID", description, cipher, block, IV bytes, section, CMS section, 0 turns
 *   re-keying off, fixed S-box set OID or NULL) */
#define GP_CTROMACS(X)                                                                             \
    X(magma_ctr_acpkm_omac, "magma-ctr-acpkm-omac:1.2.643.7.1.1.5.1.2",                           \
      "GOST R 34.12-2015 Magma CTR-ACPKM with OMAC (CMS)", GOSTGEN_MAGMA, 8, 4, 1024, 8192, 1,    \
      GP_SET_TC26_Z)                                                                              \
    X(kuznyechik_ctr_acpkm_omac, "kuznyechik-ctr-acpkm-omac:1.2.643.7.1.1.5.2.2",                 \
      "GOST R 34.12-2015 Kuznyechik CTR-ACPKM with OMAC (CMS)", GOSTGEN_KUZNYECHIK, 16, 8, 4096,  \
      262144, 0, NULL)

#define GP_CTROMAC_DEFINE(id, names, desc, cipher, n, iv, sec, cms, zero, oid)                    \
    static const gp_ctromac_alg gp_alg_##id = {names, desc, cipher, n, iv, sec, cms, zero, oid}; \
    static void *gp_newctx_##id(void *provctx)                                                     \
    {                                                                                              \
        return gp_ctromac_newctx(provctx, &gp_alg_##id);                                           \
    }                                                                                              \
    static int gp_get_params_##id(OSSL_PARAM params[])                                             \
    {                                                                                              \
        return gp_ctromac_get_params(&gp_alg_##id, params);                                        \
    }                                                                                              \
    GP_CIPHER_DISPATCH(id, gp_ctromac);
GP_CTROMACS(GP_CTROMAC_DEFINE)

#define GP_CTROMAC_ROW(id, names, desc, ...)                                                       \
    {&gp_alg_##id, {names, GP_PROPERTIES, gp_fns_##id, desc}},
static const struct {
    const gp_ctromac_alg *alg;
    OSSL_ALGORITHM algorithm;
} gp_ctromac_rows[] = {GP_CTROMACS(GP_CTROMAC_ROW)};

GP_ALGORITHMS_WITH_SBOXES(gp_ctromac_algorithms, gp_ctromac_rows)
