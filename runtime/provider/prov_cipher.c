/* prov_cipher.c: the provider's ciphers, one table row per algorithm (GP_CIPHERS).
 *
 * Behaviour follows the OpenSSL gost provider (gost-engine 3.x, gost_crypt.c), so that its
 * users get byte-identical results:
 *   gost89        CFB, CryptoPro key meshing, S-box set from the parameter set (CRYPT_PARAMS,
 *                 default tc26-z)
 *   gost89-cnt    CNT (RFC 5830 counter gamming) with meshing, CryptoPro-A
 *   gost89-cnt-12 the same with tc26-z
 *   gost89-cbc    CBC without meshing, parameter set as gost89, PKCS#7 padding
 *   magma-ctr     GOST R 34.13-2015 CTR, 4-byte IV; "key-mesh" N > 0 makes it CTR-ACPKM with
 *                 N-byte sections, as gostprov's magma-ctr does
 *   magma-cbc     GOST R 34.13-2015 CBC, 8-byte IV, PKCS#7 padding
 *   kuznyechik-ecb/-cbc (PKCS#7 padding), -cfb, -ofb (16-byte IVs), -ctr (8-byte IV)
 *   magma-ctr-acpkm, kuznyechik-ctr-acpkm
 *                 CTR-ACPKM (R 1323565.1.017-2018, RFC 8645 6.2.2) with CTR's IV (4 / 8 bytes);
 *                 the section is gostprov's default (1024 / 4096 bytes) unless "key-mesh" sets
 *                 it (a positive multiple of the block; magma also takes 0: plain CTR, as
 *                 gostprov's magma). gostprov resets the section at every init, so its users set
 *                 it after the init; here it stays on the context until set again, and an init's
 *                 own parameters take effect too.
 *                 (gostprov's CMS ciphers magma/kuznyechik-ctr-acpkm-omac, CTR-ACPKM with an
 *                 OMAC tag, are in prov_ctr_omac.c; the MAC kuznyechik-ctr-acpkm-omac in
 *                 prov_mac.c.)
 * (kuznyechik-mgm and magma-mgm, AEADs with their own context, are in prov_mgm.c.)
 * Stream modes have EVP block size 1; ECB/CBC pad as EVP does (padding=0 turns it off).
 * A primitive or mode libgostgen gains is one row of GP_CIPHERS; its name then goes into the
 * lists tests/test_provider.py and tests/c/provider_evp.c compare against gostprov. */
#include <stdlib.h>
#include <string.h>

#include <openssl/evp.h> /* EVP_CIPH_*_MODE: the "mode" values OpenSSL expects */

#include "gp_local.h"

enum {
    GP_MESH = 1,             /* CryptoPro key meshing on unless "key-mesh" is 0 */
    GP_PARAMSET = 2,         /* default S-box set: the parameter set (gp_sbox_default) */
    GP_SBOX = 4,             /* "sbox" and "alg_id_param" choose the S-box set */
    GP_GOST89_OVER_MAGMA = 8, /* gost89 byte order run on the magma kernel (CBC: see gp_blocks) */
    GP_ACPKM = 16,            /* "key-mesh" is the CTR-ACPKM section in bytes (c->section) */
    GP_ACPKM_ZERO_OFF = 32    /* ... and 0 turns ACPKM off (gostprov's magma takes any value) */
};

/* The gost provider's default CTR-ACPKM sections (gost-engine: gost_crypt.c magma_cipher_init,
 * gost_grasshopper_cipher.c gost_grasshopper_cipher_init_ctracpkm), also libgostgen's. */
#define GP_ACPKM_SECTION(cipher) ((cipher) == GOSTGEN_KUZNYECHIK ? 4096u : 1024u)
/* The block cipher's block in bytes (the section is a multiple of it). */
#define GP_CIPHER_BLOCK(cipher) ((cipher) == GOSTGEN_KUZNYECHIK ? 16u : 8u)

typedef struct gp_cipher_alg {
    const char *names, *description;
    int cipher, mode;  /* GOSTGEN_GOST89/MAGMA, GOSTGEN_CFB/CNT/... */
    size_t block;      /* EVP block size: 1 for the stream modes, the cipher block for ECB/CBC */
    size_t iv_len;     /* bytes; the key is always GP_KEY_LEN */
    unsigned evp_mode; /* reported as "mode" */
    unsigned flags;
    const char *sbox_oid; /* the fixed S-box set; NULL: GP_PARAMSET, or a cipher without one */
} gp_cipher_alg;

/* One row per algorithm:
 * X(id, "names:aliases:OID", description, cipher, mode, EVP block, IV bytes, EVP mode, flags,
 *   fixed S-box set OID or NULL) */
#define GP_CIPHERS(X)                                                                             \
    X(gost89, "gost89:GOST 28147-89:1.2.643.2.2.21", "GOST 28147-89 CFB, CryptoPro key meshing",  \
      GOSTGEN_GOST89, GOSTGEN_CFB, 1, 8, EVP_CIPH_CFB_MODE, GP_MESH | GP_PARAMSET | GP_SBOX, NULL) \
    X(gost89_cnt, "gost89-cnt", "GOST 28147-89 CNT, CryptoPro key meshing, CryptoPro-A",          \
      GOSTGEN_GOST89, GOSTGEN_CNT, 1, 8, EVP_CIPH_OFB_MODE, GP_MESH | GP_SBOX, GP_SET_CRYPTOPRO_A) \
    X(gost89_cnt_12, "gost89-cnt-12", "GOST 28147-89 CNT, CryptoPro key meshing, tc26-z",         \
      GOSTGEN_GOST89, GOSTGEN_CNT, 1, 8, EVP_CIPH_OFB_MODE, GP_MESH | GP_SBOX, GP_SET_TC26_Z)      \
    X(gost89_cbc, "gost89-cbc", "GOST 28147-89 CBC", GOSTGEN_GOST89, GOSTGEN_CBC, 8, 8,            \
      EVP_CIPH_CBC_MODE, GP_PARAMSET | GP_SBOX | GP_GOST89_OVER_MAGMA, NULL)                       \
    X(magma_ctr, "magma-ctr", "GOST R 34.12-2015 Magma CTR", GOSTGEN_MAGMA, GOSTGEN_CTR, 1, 4,     \
      EVP_CIPH_CTR_MODE, GP_ACPKM | GP_ACPKM_ZERO_OFF, GP_SET_TC26_Z)                             \
    X(magma_cbc, "magma-cbc", "GOST R 34.12-2015 Magma CBC", GOSTGEN_MAGMA, GOSTGEN_CBC, 8, 8,     \
      EVP_CIPH_CBC_MODE, 0, GP_SET_TC26_Z)                                                        \
    X(kuznyechik_ecb, "kuznyechik-ecb", "GOST R 34.12-2015 Kuznyechik ECB", GOSTGEN_KUZNYECHIK,    \
      GOSTGEN_ECB, 16, 0, EVP_CIPH_ECB_MODE, 0, NULL)                                             \
    X(kuznyechik_cbc, "kuznyechik-cbc", "GOST R 34.12-2015 Kuznyechik CBC", GOSTGEN_KUZNYECHIK,    \
      GOSTGEN_CBC, 16, 16, EVP_CIPH_CBC_MODE, 0, NULL)                                            \
    X(kuznyechik_cfb, "kuznyechik-cfb", "GOST R 34.12-2015 Kuznyechik CFB", GOSTGEN_KUZNYECHIK,    \
      GOSTGEN_CFB, 1, 16, EVP_CIPH_CFB_MODE, 0, NULL)                                             \
    X(kuznyechik_ofb, "kuznyechik-ofb", "GOST R 34.12-2015 Kuznyechik OFB", GOSTGEN_KUZNYECHIK,    \
      GOSTGEN_OFB, 1, 16, EVP_CIPH_OFB_MODE, 0, NULL)                                             \
    X(kuznyechik_ctr, "kuznyechik-ctr", "GOST R 34.12-2015 Kuznyechik CTR", GOSTGEN_KUZNYECHIK,    \
      GOSTGEN_CTR, 1, 8, EVP_CIPH_CTR_MODE, 0, NULL)                                              \
    X(magma_ctr_acpkm, "magma-ctr-acpkm:1.2.643.7.1.1.5.1.1", "GOST R 34.12-2015 Magma CTR-ACPKM", \
      GOSTGEN_MAGMA, GOSTGEN_CTR_ACPKM, 1, 4, EVP_CIPH_CTR_MODE, GP_ACPKM | GP_ACPKM_ZERO_OFF,     \
      GP_SET_TC26_Z)                                                                              \
    X(kuznyechik_ctr_acpkm, "kuznyechik-ctr-acpkm:1.2.643.7.1.1.5.2.1",                           \
      "GOST R 34.12-2015 Kuznyechik CTR-ACPKM", GOSTGEN_KUZNYECHIK, GOSTGEN_CTR_ACPKM, 1, 8,      \
      EVP_CIPH_CTR_MODE, GP_ACPKM, NULL)

/* A libgostgen stream and what it was made with: an init on the same key and settings restarts
 * it on the new IV (gostgen_ctx_restart: no new key schedule for each message). */
typedef struct gp_stream_made {
    unsigned key_gen;
    int enc;
    const gostgen_sbox *sbox;
    unsigned mesh;
    size_t section;
} gp_stream_made;

typedef struct gp_cipher_ctx {
    gp_prov *prov;
    const gp_cipher_alg *alg;
    gostgen_ctx *stream;       /* made on the first update after an init */
    gp_stream_made made;       /* ... with these */
    gostgen_ctx *spare;        /* the last init's stream, kept for a restart */
    gp_stream_made spare_made;
    unsigned key_gen;          /* counts the keys set */
    const gostgen_sbox *sbox;  /* compiled-in set (NULL: the cipher has none) */
    int sbox_chosen;           /* by "sbox" or "alg_id_param"; a param-set cipher keeps it over
                                * later inits, a fixed-set one returns to its set at each init */
    unsigned mesh;             /* GOSTGEN_FLAG_MESH or 0 */
    size_t section;            /* GP_ACPKM: CTR-ACPKM's section in bytes, 0: plain CTR */
    unsigned pad;              /* PKCS#7 padding (block modes) */
    int enc, keyed, finished;
    int moved;                 /* data has gone through the stream since the last init */
    size_t buflen;             /* block modes: bytes held in buf */
    uint8_t key[GP_KEY_LEN];
    uint8_t iv[GP_MAX_IV];      /* the original IV: from init, or alg_id_param for the next init */
    uint8_t iv_work[GP_MAX_IV]; /* the IV the stream starts from: iv as of the last init */
    uint8_t iv_given[GP_MAX_IV]; /* "updated-iv" as last given: here, not on the stack, as a
                                  * caller may keep the pointer (EVP_CIPHER_CTX_iv) */
    uint8_t buf[GP_MAX_BLOCK];
} gp_cipher_ctx;

static void gp_cipher_reset(gp_cipher_ctx *c)
{
    if (c->stream != NULL) { /* kept for the next stream on the same key */
        gostgen_ctx_free(c->spare);
        c->spare = c->stream;
        c->spare_made = c->made;
    }
    c->stream = NULL;
    c->buflen = 0;
    c->finished = 0;
    c->moved = 0;
    gp_wipe(c->buf, sizeof c->buf);
}

static void *gp_cipher_newctx(void *provctx, const gp_cipher_alg *alg)
{
    gp_cipher_ctx *c = calloc(1, sizeof *c);
    if (c == NULL)
        return NULL;
    c->prov = provctx;
    c->alg = alg;
    c->pad = 1;
    c->mesh = (alg->flags & GP_MESH) ? GOSTGEN_FLAG_MESH : 0;
    c->section = alg->mode == GOSTGEN_CTR_ACPKM ? GP_ACPKM_SECTION(alg->cipher) : 0;
    return c;
}

static void gp_cipher_freectx(void *vc)
{
    gp_cipher_ctx *c = vc;
    if (c == NULL)
        return;
    gp_cipher_reset(c);
    gostgen_ctx_free(c->spare);
    gp_wipe(c, sizeof *c);
    free(c);
}

static void *gp_cipher_dupctx(void *vc)
{
    const gp_cipher_ctx *c = vc;
    gp_cipher_ctx *d = gp_dup_unstarted(c->prov, c, sizeof *c, 0, c->alg->names);
    if (d == NULL)
        return NULL;
    d->spare = NULL;
    if (c->stream != NULL) { /* mid-stream: the copy goes on from the same point */
        int rc = gostgen_ctx_dup(c->stream, &d->stream);
        if (rc != GOSTGEN_OK) {
            gp_wipe(d, sizeof *d);
            free(d);
            gp_lib_error(c->prov, rc, c->alg->names);
            return NULL;
        }
    }
    return d;
}

/* The S-box set an init falls back to when none was chosen on the context. */
static int gp_cipher_default_sbox(gp_cipher_ctx *c)
{
    const gp_cipher_alg *a = c->alg;
    if (a->sbox_oid != NULL) {
        if (!gp_alg_sbox(c->prov, a->names, a->sbox_oid, &c->sbox))
            return 0;
    } else if (a->flags & GP_PARAMSET) {
        if ((c->sbox = gp_sbox_default(c->prov)) == NULL)
            return 0;
    } else {
        c->sbox = NULL;
    }
    return 1;
}

static int gp_cipher_choose_sbox(gp_cipher_ctx *c, const char *name_or_oid, const char *what)
{
    const gostgen_sbox *s = gp_sbox_lookup(name_or_oid);
    if (s == NULL) {
        gp_error(c->prov, GP_R_UNKNOWN_PARAMSET, "%.*s: %s '%s' names no S-box set compiled into "
                 "libgostgen", GP_NAME(c->alg->names), what, name_or_oid);
        return 0;
    }
    c->sbox = s;
    c->sbox_chosen = 1;
    return 1;
}

/* ---- parameters ------------------------------------------------------------------------------ */

static int gp_cipher_set_ctx_params(void *vc, const OSSL_PARAM params[])
{
    gp_cipher_ctx *c = vc;
    const gp_cipher_alg *a = c->alg;
    const OSSL_PARAM *p;
    if (params == NULL)
        return 1;
    if ((p = OSSL_PARAM_locate_const(params, OSSL_CIPHER_PARAM_PADDING)) != NULL) {
        unsigned v;
        if (!OSSL_PARAM_get_uint(p, &v)) {
            gp_error(c->prov, GP_R_BAD_PARAMETER, "padding: not an unsigned integer");
            return 0;
        }
        c->pad = v != 0;
    }
    if (!gp_size_param_is(c->prov, params, OSSL_CIPHER_PARAM_KEYLEN, GP_KEY_LEN,
                          GP_R_BAD_KEY_LENGTH, a->names, "key"))
        return 0;
    if (!gp_size_param_is(c->prov, params, OSSL_CIPHER_PARAM_IVLEN, a->iv_len,
                          GP_R_BAD_IV_LENGTH, a->names, "IV"))
        return 0;
    if ((p = OSSL_PARAM_locate_const(params, "key-mesh")) != NULL) {
        size_t v;
        if (!OSSL_PARAM_get_size_t(p, &v)) {
            gp_error(c->prov, GP_R_BAD_PARAMETER, "key-mesh: not an unsigned integer");
            return 0;
        }
        if (!gp_before_first_update(c->prov, c->stream != NULL, "key-mesh"))
            return 0;
        if (a->flags & GP_MESH) {
            c->mesh = v != 0 ? GOSTGEN_FLAG_MESH : 0;
        } else if (a->flags & GP_ACPKM) {
            if (!gp_acpkm_section_ok(c->prov, a->names, v, GP_CIPHER_BLOCK(a->cipher),
                                     (a->flags & GP_ACPKM_ZERO_OFF) != 0))
                return 0;
            c->section = v;
        } else if (v != 0) {
            gp_error(c->prov, GP_R_BAD_PARAMETER, "key-mesh %zu: %.*s offers no key meshing", v,
                     GP_NAME(a->names));
            return 0;
        }
    }
    if ((p = OSSL_PARAM_locate_const(params, "sbox")) != NULL) {
        const char *name = NULL;
        if (!(a->flags & GP_SBOX) || !OSSL_PARAM_get_utf8_string_ptr(p, &name)) {
            gp_error(c->prov, GP_R_BAD_PARAMETER, "sbox: %s", (a->flags & GP_SBOX)
                     ? "not a string" : "this cipher has no S-box parameter");
            return 0;
        }
        if (!gp_before_first_update(c->prov, c->stream != NULL, "sbox"))
            return 0;
        if (!gp_cipher_choose_sbox(c, name, "sbox"))
            return 0;
    }
    if ((p = OSSL_PARAM_locate_const(params, OSSL_CIPHER_PARAM_ALGORITHM_ID_PARAMS)) != NULL) {
        const void *der = NULL;
        size_t len = 0;
        uint8_t iv[8];
        char oid[128];
        if (!(a->flags & GP_SBOX)) {
            gp_error(c->prov, GP_R_BAD_PARAMETER, "alg_id_param: not offered for %.*s",
                     GP_NAME(a->names));
            return 0;
        }
        if (!OSSL_PARAM_get_octet_string_ptr(p, &der, &len) ||
            !gp_der_parse_gost89_params(der, len, iv, oid, sizeof oid)) {
            gp_error(c->prov, GP_R_BAD_PARAMETER,
                     "alg_id_param: not a DER Gost28147-89-Parameters with an 8-byte IV");
            return 0;
        }
        if (!gp_before_first_update(c->prov, c->stream != NULL, "alg_id_param"))
            return 0;
        if (!gp_cipher_choose_sbox(c, oid, "alg_id_param parameter set"))
            return 0;
        /* As the gost provider: the IV becomes the original IV, used from the next init on
         * (EVP_CipherInit with no IV, as CMS decryption does); a stream already initialised
         * with an IV keeps it. */
        memcpy(c->iv, iv, 8);
    }
    return 1;
}

static void gp_reverse_blocks(const uint8_t *in, uint8_t *out, size_t n);

/* "updated-iv", as the gost provider gives it (its legacy cipher's running IV, which OpenSSL's
 * own ciphers also give): the IV of the last init until data has gone through the stream, then
 * the register libgostgen keeps (gostgen_ctx_get_iv), its first iv_len bytes (CTR: the IV half
 * of the next counter block, as gostprov). A CBC decryption holding back its last whole block
 * for the padding check has, in gostprov, already run that block: the block is the IV. */
static int gp_cipher_updated_iv(gp_cipher_ctx *c, uint8_t out[GP_MAX_IV])
{
    const gp_cipher_alg *a = c->alg;
    uint8_t reg[GP_MAX_BLOCK];
    size_t len = 0;
    int rc;
    if (a->iv_len == 0)
        return 1;
    if (a->mode == GOSTGEN_CBC && !c->enc && c->buflen == a->block) {
        memcpy(reg, c->buf, a->block);
    } else if (!c->moved) {
        memcpy(out, c->iv_work, a->iv_len);
        return 1;
    } else if ((rc = gostgen_ctx_get_iv(c->stream, reg, sizeof reg, &len)) != GOSTGEN_OK) {
        return gp_lib_error(c->prov, rc, "updated-iv");
    } else if (len < a->iv_len) {
        gp_error(c->prov, GP_R_LIBRARY, "updated-iv: %.*s's register is %zu bytes, not %zu",
                 GP_NAME(a->names), len, a->iv_len);
        return 0;
    } else if (a->flags & GP_GOST89_OVER_MAGMA) {
        memcpy(out, reg, 8);
        gp_reverse_blocks(out, reg, 8); /* back to gost89's byte order */
    }
    memcpy(out, reg, a->iv_len);
    gp_wipe(reg, sizeof reg);
    return 1;
}

static int gp_cipher_get_ctx_params(void *vc, OSSL_PARAM params[])
{
    gp_cipher_ctx *c = vc;
    const gp_cipher_alg *a = c->alg;
    OSSL_PARAM *p;
    if (!gp_give_size(c->prov, params, OSSL_CIPHER_PARAM_KEYLEN, GP_KEY_LEN) ||
        !gp_give_size(c->prov, params, OSSL_CIPHER_PARAM_IVLEN, a->iv_len))
        return 0;
    if ((p = OSSL_PARAM_locate(params, OSSL_CIPHER_PARAM_PADDING)) != NULL &&
        !gp_gave(c->prov, OSSL_PARAM_set_uint(p, c->pad), p->key))
        return 0;
    if (!gp_give_octets(c->prov, params, OSSL_CIPHER_PARAM_IV, c->iv, a->iv_len))
        return 0;
    if (OSSL_PARAM_locate(params, OSSL_CIPHER_PARAM_UPDATED_IV) != NULL &&
        !(gp_cipher_updated_iv(c, c->iv_given) &&
          gp_give_octets(c->prov, params, OSSL_CIPHER_PARAM_UPDATED_IV, c->iv_given, a->iv_len)))
        return 0;
    /* the section CTR-ACPKM re-keys after (0: none), or whether CryptoPro meshing is on */
    if ((a->flags & (GP_ACPKM | GP_MESH)) &&
        !gp_give_size(c->prov, params, "key-mesh",
                      (a->flags & GP_ACPKM) ? c->section : (size_t)(c->mesh != 0)))
        return 0;
    if (OSSL_PARAM_locate(params, "sbox") != NULL && (a->flags & GP_SBOX) &&
        ((c->sbox == NULL && !gp_cipher_default_sbox(c)) ||
         !gp_give_utf8(c->prov, params, "sbox", gostgen_sbox_name(c->sbox))))
        return 0;
    if ((p = OSSL_PARAM_locate(params, OSSL_CIPHER_PARAM_ALGORITHM_ID_PARAMS)) != NULL &&
        (a->flags & GP_SBOX)) {
        uint8_t der[80];
        size_t len;
        if (c->sbox == NULL && !gp_cipher_default_sbox(c))
            return 0;
        if (!gp_der_gost89_params(c->iv, gostgen_sbox_oid(c->sbox), der, sizeof der, &len)) {
            gp_error(c->prov, GP_R_BAD_PARAMETER, "alg_id_param: the S-box set %s has no OID",
                     gostgen_sbox_name(c->sbox));
            return 0;
        }
        if (!gp_gave(c->prov, OSSL_PARAM_set_octet_string(p, der, len), p->key))
            return 0;
    }
    return 1;
}

static int gp_cipher_get_params(const gp_cipher_alg *a, OSSL_PARAM params[])
{
    return gp_cipher_info_params(params, a->evp_mode, a->iv_len, a->block, 0);
}

/* Each cipher lists only the parameters it takes: a gettable "alg_id_param" makes OpenSSL encode
 * the cipher's AlgorithmIdentifier parameters through it (EVP_CIPHER_param_to_asn1), which only
 * the S-box ciphers' Gost28147-89-Parameters do; the others get OpenSSL's IV encoding, as from
 * gostprov. Indexed [has an IV][has "key-mesh"][has "sbox" and "alg_id_param"]; the unused
 * entries are left all-zero (OSSL_PARAM_END). */
#define GP_IF_0(...)
#define GP_IF_1(...) __VA_ARGS__
#define GP_GETTABLE(iv, mesh, sbox)                                                                \
    {OSSL_PARAM_size_t(OSSL_CIPHER_PARAM_KEYLEN, NULL),                                            \
     OSSL_PARAM_size_t(OSSL_CIPHER_PARAM_IVLEN, NULL),                                             \
     OSSL_PARAM_uint(OSSL_CIPHER_PARAM_PADDING, NULL),                                             \
     GP_IF_##iv(OSSL_PARAM_octet_string(OSSL_CIPHER_PARAM_IV, NULL, 0),                            \
                OSSL_PARAM_octet_string(OSSL_CIPHER_PARAM_UPDATED_IV, NULL, 0), )                  \
     GP_IF_##mesh(OSSL_PARAM_size_t("key-mesh", NULL), )                                           \
     GP_IF_##sbox(OSSL_PARAM_utf8_string("sbox", NULL, 0),                                         \
                  OSSL_PARAM_octet_string(OSSL_CIPHER_PARAM_ALGORITHM_ID_PARAMS, NULL, 0), )       \
     OSSL_PARAM_END}
#define GP_SETTABLE(mesh, sbox)                                                                    \
    {OSSL_PARAM_uint(OSSL_CIPHER_PARAM_PADDING, NULL),                                             \
     OSSL_PARAM_size_t(OSSL_CIPHER_PARAM_KEYLEN, NULL),                                            \
     OSSL_PARAM_size_t(OSSL_CIPHER_PARAM_IVLEN, NULL),                                             \
     GP_IF_##mesh(OSSL_PARAM_size_t("key-mesh", NULL), )                                           \
     GP_IF_##sbox(OSSL_PARAM_utf8_string("sbox", NULL, 0),                                         \
                  OSSL_PARAM_octet_string(OSSL_CIPHER_PARAM_ALGORITHM_ID_PARAMS, NULL, 0), )       \
     OSSL_PARAM_END}
static const OSSL_PARAM gp_cipher_gettable[2][2][2][10] = {
    {{GP_GETTABLE(0, 0, 0), GP_GETTABLE(0, 0, 1)}, {GP_GETTABLE(0, 1, 0), GP_GETTABLE(0, 1, 1)}},
    {{GP_GETTABLE(1, 0, 0), GP_GETTABLE(1, 0, 1)}, {GP_GETTABLE(1, 1, 0), GP_GETTABLE(1, 1, 1)}}};
static const OSSL_PARAM gp_cipher_settable[2][2][7] = {
    {GP_SETTABLE(0, 0), GP_SETTABLE(0, 1)}, {GP_SETTABLE(1, 0), GP_SETTABLE(1, 1)}};

static const OSSL_PARAM *gp_cipher_gettable_ctx_params(const gp_cipher_alg *a)
{
    return gp_cipher_gettable[a->iv_len > 0][(a->flags & (GP_MESH | GP_ACPKM)) != 0]
                             [(a->flags & GP_SBOX) != 0];
}

static const OSSL_PARAM *gp_cipher_settable_ctx_params(const gp_cipher_alg *a)
{
    return gp_cipher_settable[(a->flags & (GP_MESH | GP_ACPKM)) != 0][(a->flags & GP_SBOX) != 0];
}

/* ---- init, update, final --------------------------------------------------------------------- */

/* An init with neither key nor IV (nor an alg_id_param, which carries one) after data goes on
 * with the stream where starting over would send the same keystream again (CTR, CNT,
 * CTR-ACPKM, OFB), as OpenSSL's own CTR does; CBC and CFB start over at the IV, as OpenSSL's
 * do. Parameters that shape the stream are refused then, as after any update. */
static int gp_cipher_goes_on(const gp_cipher_ctx *c, const unsigned char *key,
                             const unsigned char *iv, const OSSL_PARAM params[])
{
    switch ((gostgen_mode)c->alg->mode) { /* (the enum: a mode left out fails the build) */
    case GOSTGEN_CTR:
    case GOSTGEN_CNT:
    case GOSTGEN_CTR_ACPKM:
    case GOSTGEN_OFB:
        return key == NULL && iv == NULL && c->stream != NULL &&
               OSSL_PARAM_locate_const(params, OSSL_CIPHER_PARAM_ALGORITHM_ID_PARAMS) == NULL;
    case GOSTGEN_ECB:
    case GOSTGEN_CBC:
    case GOSTGEN_CFB:
        return 0;
    }
    return 0;
}

static int gp_cipher_init(gp_cipher_ctx *c, int enc, const unsigned char *key, size_t keylen,
                          const unsigned char *iv, size_t ivlen, const OSSL_PARAM params[])
{
    const gp_cipher_alg *a = c->alg;
    if (gp_cipher_goes_on(c, key, iv, params)) {
        c->enc = enc; /* (the same keystream either way) */
        c->finished = 0;
        return gp_cipher_set_ctx_params(c, params);
    }
    gp_cipher_reset(c);
    c->enc = enc;
    /* a cipher without an IV (ECB) ignores one given */
    if (!gp_init_lengths_ok(c->prov, a->names, key, keylen, a->iv_len > 0 ? iv : NULL, ivlen,
                            a->iv_len, "IV"))
        return 0;
    if (a->sbox_oid != NULL)
        c->sbox_chosen = 0;
    /* Parameters first, then key and IV, as the gost provider: an IV given here wins over the
     * one of an alg_id_param given with it. */
    if (!gp_cipher_set_ctx_params(c, params))
        return 0;
    if (key != NULL) {
        memcpy(c->key, key, GP_KEY_LEN);
        c->keyed = 1;
        c->key_gen++; /* (even the same key again: its bytes are not compared) */
        gostgen_ctx_free(c->spare); /* the old key's stream: never restarted now */
        c->spare = NULL;
    }
    if (iv != NULL && a->iv_len > 0)
        memcpy(c->iv, iv, a->iv_len);
    memcpy(c->iv_work, c->iv, sizeof c->iv);
    return c->sbox_chosen || gp_cipher_default_sbox(c);
}

static int gp_cipher_encrypt_init(void *vc, const unsigned char *key, size_t keylen,
                                  const unsigned char *iv, size_t ivlen, const OSSL_PARAM params[])
{
    return gp_cipher_init(vc, 1, key, keylen, iv, ivlen, params);
}

static int gp_cipher_decrypt_init(void *vc, const unsigned char *key, size_t keylen,
                                  const unsigned char *iv, size_t ivlen, const OSSL_PARAM params[])
{
    return gp_cipher_init(vc, 0, key, keylen, iv, ivlen, params);
}

static void gp_reverse_blocks(const uint8_t *in, uint8_t *out, size_t n)
{
    for (size_t b = 0; b < n; b += 8)
        for (size_t i = 0; i < 8; i++)
            out[b + i] = in[b + 7 - i];
}

/* The library context for the stream that starts now. GOST 28147-89 in RFC 5830 byte order is
 * Magma with every 8-byte block and the IV reversed and every 4-byte key word reversed (the same
 * 32 rounds on the same words), so gost89-cbc runs on libgostgen's Magma CBC. */
static int gp_cipher_start(gp_cipher_ctx *c)
{
    const gp_cipher_alg *a = c->alg;
    uint8_t key[GP_KEY_LEN], iv[GP_MAX_IV];
    const uint8_t *k = c->key, *v = a->iv_len > 0 ? c->iv_work : NULL;
    int cipher = a->cipher, mode = a->mode;
    if (!c->keyed) {
        gp_error(c->prov, GP_R_NO_KEY, "%.*s: no key set", GP_NAME(a->names));
        return 0;
    }
    if (a->flags & GP_GOST89_OVER_MAGMA) {
        for (size_t w = 0; w < GP_KEY_LEN; w += 4)
            for (size_t i = 0; i < 4; i++)
                key[w + i] = c->key[w + 3 - i];
        gp_reverse_blocks(c->iv_work, iv, 8); /* gost89's IV is one 8-byte block */
        k = key;
        v = iv;
        cipher = GOSTGEN_MAGMA;
    }
    if (a->flags & GP_ACPKM)
        mode = c->section != 0 ? GOSTGEN_CTR_ACPKM : GOSTGEN_CTR;
    const gp_stream_made now = {c->key_gen, c->enc, c->sbox, c->mesh, c->section};
    if (c->spare != NULL) {
        const gp_stream_made *was = &c->spare_made;
        if (was->key_gen == now.key_gen && was->enc == now.enc && was->sbox == now.sbox &&
            was->mesh == now.mesh && was->section == now.section &&
            gostgen_ctx_restart(c->spare, v, a->iv_len) == GOSTGEN_OK) {
            gp_wipe(key, sizeof key);
            c->stream = c->spare;
            c->spare = NULL;
            c->made = now;
            return 1;
        }
        gostgen_ctx_free(c->spare);
        c->spare = NULL;
    }
    c->made = now;
    int rc = gostgen_ctx_new(&c->stream, cipher, mode, !c->enc, c->sbox, k, GP_KEY_LEN, v,
                             a->iv_len, c->mesh, NULL);
    gp_wipe(key, sizeof key);
    if (rc == GOSTGEN_OK && mode == GOSTGEN_CTR_ACPKM &&
        (rc = gostgen_ctx_set_section(c->stream, c->section)) != GOSTGEN_OK) {
        gostgen_ctx_free(c->stream);
        c->stream = NULL;
    }
    if (rc != GOSTGEN_OK)
        return gp_lib_error(c->prov, rc, a->names);
    return 1;
}

/* The stream for an update or final: started at the first, refused once final has run
 * (refused: "update after final", "final twice"; a finished context always has its stream, which
 * only a new init frees). */
static int gp_cipher_running(gp_cipher_ctx *c, const char *refused)
{
    if (c->stream == NULL && !gp_cipher_start(c))
        return 0;
    if (c->finished) {
        gp_error(c->prov, GP_R_CALL_ORDER, "%.*s: %s (initialise again)", GP_NAME(c->alg->names),
                 refused);
        return 0;
    }
    return 1;
}

/* Whole blocks through the library context. */
static int gp_blocks(gp_cipher_ctx *c, const uint8_t *in, uint8_t *out, size_t n)
{
    int rc = GOSTGEN_OK;
    if (n == 0)
        return 1;
    c->moved = 1;
    if (c->alg->flags & GP_GOST89_OVER_MAGMA) {
        uint8_t tmp[4096];
        while (n > 0 && rc == GOSTGEN_OK) {
            size_t m = n < sizeof tmp ? n : sizeof tmp;
            gp_reverse_blocks(in, tmp, m);
            rc = gostgen_ctx_update(c->stream, tmp, tmp, m);
            gp_reverse_blocks(tmp, out, m);
            in += m;
            out += m;
            n -= m;
        }
        gp_wipe(tmp, sizeof tmp);
    } else {
        rc = gostgen_ctx_update(c->stream, in, out, n);
    }
    return rc == GOSTGEN_OK ? 1 : gp_lib_error(c->prov, rc, c->alg->names);
}

static int gp_cipher_update(void *vc, unsigned char *out, size_t *outl, size_t outsize,
                            const unsigned char *in, size_t inl)
{
    gp_cipher_ctx *c = vc;
    const gp_cipher_alg *a = c->alg;
    if (outl == NULL || (inl > 0 && (in == NULL || out == NULL))) {
        gp_error(c->prov, GP_R_BAD_PARAMETER, "%.*s: null buffer", GP_NAME(a->names));
        return 0;
    }
    if (!gp_cipher_running(c, "update after final"))
        return 0;
    if (a->block == 1) {
        if (inl > outsize) {
            gp_error(c->prov, GP_R_OUTPUT_TOO_SMALL, "%.*s: %zu bytes of room for %zu",
                     GP_NAME(a->names), outsize, inl);
            return 0;
        }
        int rc = inl > 0 ? gostgen_ctx_update(c->stream, in, out, inl) : GOSTGEN_OK;
        if (rc != GOSTGEN_OK)
            return gp_lib_error(c->prov, rc, a->names);
        c->moved |= inl > 0;
        *outl = inl;
        return 1;
    }
    /* Block modes. Held back: the partial last block, and when decrypting with padding also
     * the last whole one (final strips the padding from it). */
    size_t B = a->block;
    if (inl > SIZE_MAX - c->buflen) {
        gp_error(c->prov, GP_R_BAD_PARAMETER, "%.*s: input too long", GP_NAME(a->names));
        return 0;
    }
    size_t total = c->buflen + inl, keep = total % B;
    if (!c->enc && c->pad && keep == 0 && total > 0)
        keep = B;
    size_t nout = total - keep, done = 0;
    if (nout > outsize) {
        gp_error(c->prov, GP_R_OUTPUT_TOO_SMALL, "%.*s: %zu bytes of room for %zu",
                 GP_NAME(a->names), outsize, nout);
        return 0;
    }
    if (nout > 0 && c->buflen > 0) {
        size_t take = B - c->buflen;
        memcpy(c->buf + c->buflen, in, take);
        in += take;
        inl -= take;
        if (!gp_blocks(c, c->buf, out, B))
            return 0;
        c->buflen = 0;
        done = B;
    }
    if (nout > done) {
        if (!gp_blocks(c, in, out + done, nout - done))
            return 0;
        in += nout - done;
        inl -= nout - done;
    }
    if (inl > 0)
        memcpy(c->buf + c->buflen, in, inl);
    c->buflen += inl;
    *outl = nout;
    return 1;
}

static int gp_cipher_final(void *vc, unsigned char *out, size_t *outl, size_t outsize)
{
    gp_cipher_ctx *c = vc;
    const gp_cipher_alg *a = c->alg;
    size_t B = a->block;
    if (outl == NULL) {
        gp_error(c->prov, GP_R_BAD_PARAMETER, "%.*s: null length", GP_NAME(a->names));
        return 0;
    }
    if (!gp_cipher_running(c, "final twice"))
        return 0;
    *outl = 0;
    if (B == 1 || !c->pad) {
        if (c->buflen != 0) {
            gp_error(c->prov, GP_R_NOT_MULTIPLE_OF_BLOCK, "%.*s: %zu bytes left over without "
                     "padding", GP_NAME(a->names), c->buflen);
            return 0;
        }
        c->finished = 1;
        return 1;
    }
    if (out == NULL || outsize < B) {
        gp_error(c->prov, GP_R_OUTPUT_TOO_SMALL, "%.*s: final needs %zu bytes of room",
                 GP_NAME(a->names), B);
        return 0;
    }
    if (c->enc) {
        uint8_t n = (uint8_t)(B - c->buflen);
        memset(c->buf + c->buflen, n, n);
        if (!gp_blocks(c, c->buf, out, B))
            return 0;
        *outl = B;
    } else {
        uint8_t blk[GP_MAX_BLOCK];
        if (c->buflen != B) {
            gp_error(c->prov, GP_R_WRONG_FINAL_BLOCK_LENGTH, "%.*s: %zu bytes in the final block",
                     GP_NAME(a->names), c->buflen);
            return 0;
        }
        if (!gp_blocks(c, c->buf, blk, B))
            return 0;
        /* Padding check without a data-dependent branch until the verdict. */
        unsigned n = blk[B - 1], bad = (n == 0) | (n > B);
        for (size_t i = 0; i < B; i++) {
            unsigned in_pad = (unsigned)(i >= B - (n <= B ? n : B));
            bad |= in_pad & (blk[i] != n);
        }
        if (bad) {
            gp_wipe(blk, sizeof blk);
            gp_error(c->prov, GP_R_BAD_DECRYPT, "%.*s: bad padding", GP_NAME(a->names));
            return 0;
        }
        memcpy(out, blk, B - n);
        *outl = B - n;
        gp_wipe(blk, sizeof blk);
    }
    c->buflen = 0;
    gp_wipe(c->buf, sizeof c->buf);
    c->finished = 1;
    return 1;
}

/* ---- the table ------------------------------------------------------------------------------- */

#define GP_CIPHER_DEFINE(id, names, desc, cipher, mode, block, ivlen, evpmode, flags, oid)         \
    static const gp_cipher_alg gp_alg_##id = {names, desc, cipher, mode, block,                   \
                                              ivlen, evpmode, flags, oid};                         \
    static void *gp_newctx_##id(void *provctx) { return gp_cipher_newctx(provctx, &gp_alg_##id); } \
    static int gp_get_params_##id(OSSL_PARAM params[])                                             \
    {                                                                                              \
        return gp_cipher_get_params(&gp_alg_##id, params);                                         \
    }                                                                                              \
    static const OSSL_PARAM *gp_gettable_ctx_##id(void *vc, void *provctx)                         \
    {                                                                                              \
        (void)vc;                                                                                  \
        (void)provctx;                                                                             \
        return gp_cipher_gettable_ctx_params(&gp_alg_##id);                                        \
    }                                                                                              \
    static const OSSL_PARAM *gp_settable_ctx_##id(void *vc, void *provctx)                         \
    {                                                                                              \
        (void)vc;                                                                                  \
        (void)provctx;                                                                             \
        return gp_cipher_settable_ctx_params(&gp_alg_##id);                                        \
    }                                                                                              \
    GP_CIPHER_DISPATCH_LISTS(id, gp_cipher, gp_gettable_ctx_##id, gp_settable_ctx_##id);
GP_CIPHERS(GP_CIPHER_DEFINE)

#define GP_CIPHER_ROW(id, names, desc, ...)                                                        \
    {&gp_alg_##id, {names, GP_PROPERTIES, gp_fns_##id, desc}},
static const struct {
    const gp_cipher_alg *alg;
    OSSL_ALGORITHM algorithm;
} gp_cipher_rows[] = {GP_CIPHERS(GP_CIPHER_ROW)};

OSSL_ALGORITHM *gp_cipher_algorithms(void)
{
    size_t n = sizeof gp_cipher_rows / sizeof gp_cipher_rows[0], k = 0;
    OSSL_ALGORITHM *out = calloc(n + gp_mgm_algorithms(NULL) + gp_ctromac_algorithms(NULL) + 1, sizeof *out);
    const gostgen_sbox *s;
    if (out == NULL)
        return NULL;
    for (size_t i = 0; i < n; i++) {
        const char *oid = gp_cipher_rows[i].alg->sbox_oid;
        if (oid == NULL || gostgen_sbox_find(oid, &s) == GOSTGEN_OK)
            out[k++] = gp_cipher_rows[i].algorithm;
    }
    k += gp_mgm_algorithms(out + k); /* the AEAD ciphers (prov_mgm.c) */
    gp_ctromac_algorithms(out + k); /* the CMS CTR-ACPKM-OMAC ciphers (prov_ctr_omac.c) */
    return out;
}
