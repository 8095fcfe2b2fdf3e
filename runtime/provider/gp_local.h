/* gp_local.h: shared parts of the gostgen OpenSSL 3 provider (runtime/provider/).
 *
 * The provider exposes libgostgen through OpenSSL's provider interface under the names and OIDs
 * of the OpenSSL gost provider (gostprov, gost-engine 3.x), so that switching is a configuration
 * change. It uses only gostgen.h and OpenSSL's public headers. */
#ifndef GP_LOCAL_H
#define GP_LOCAL_H

#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <openssl/core.h>
#include <openssl/core_dispatch.h>
#include <openssl/core_names.h>
#include <openssl/params.h>

#include "gostgen.h"

/* Largest block, IV and key over the rows of the algorithm tables (Kuznyechik: 16-byte blocks). */
#define GP_MAX_BLOCK 16
#define GP_MAX_IV 16
#define GP_KEY_LEN 32

/* OIDs of the S-box sets the gost provider fixes for some algorithms (RFC 4357, RFC 7836). */
#define GP_SET_CRYPTOPRO_A "1.2.643.2.2.31.1"
#define GP_SET_TC26_Z "1.2.643.7.1.2.5.1.1"

/* Every algorithm's property definition: "-propquery provider=gostgen" (or the default
 * properties of a library context) selects these implementations when another provider offers
 * the same names. */
#define GP_PROPERTIES "provider=gostgen"

/* The provider context: one per load of the module into an OSSL_LIB_CTX. */
typedef struct gp_prov {
    const OSSL_CORE_HANDLE *handle;
    OSSL_FUNC_core_new_error_fn *new_error;
    OSSL_FUNC_core_set_error_debug_fn *set_error_debug;
    OSSL_FUNC_core_vset_error_fn *vset_error;
    char *crypt_params;    /* CRYPT_PARAMS from the provider's config section, or NULL */
    OSSL_ALGORITHM *ciphers, *digests, *macs; /* the rows whose S-box sets are compiled in */
} gp_prov;

/* Reason codes (gp_reason_strings names them for OpenSSL's error queue). */
enum {
    GP_R_BAD_KEY_LENGTH = 1,
    GP_R_BAD_IV_LENGTH,
    GP_R_UNKNOWN_PARAMSET,
    GP_R_NO_KEY,
    GP_R_BAD_PARAMETER,
    GP_R_LIBRARY,
    GP_R_OUTPUT_TOO_SMALL,
    GP_R_WRONG_FINAL_BLOCK_LENGTH,
    GP_R_BAD_DECRYPT,
    GP_R_NOT_MULTIPLE_OF_BLOCK,
    GP_R_BAD_MAC_SIZE,
    GP_R_CALL_ORDER,
    GP_R_BACKEND,
    GP_R_CANNOT_COPY
};
extern const OSSL_ITEM gp_reason_strings[];

/* Puts one error on OpenSSL's error queue (the printf-style detail follows the reason text). */
void gp_error(const gp_prov *p, int reason, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));
/* A libgostgen status as an error; returns 0 so that callers can `return gp_lib_error(...)`. */
int gp_lib_error(const gp_prov *p, int status, const char *what);

/* An S-box set by gostgen name or OID, or by an OpenSSL object name of its OID
 * ("id-Gost28147-89-CryptoPro-A-ParamSet", "id-tc26-gost-28147-param-Z"). NULL if none. */
const gostgen_sbox *gp_sbox_lookup(const char *text);
/* The set the param-set ciphers use when none is asked for: CRYPT_PARAMS from the environment,
 * else from the provider's config section (the gost provider's and engine's name), else the
 * library's default set (tc26-z, as the gost provider's default, unless `gostgen build --sbox`
 * made another the first). Raises an error and returns NULL for an unknown name. */
const gostgen_sbox *gp_sbox_default(const gp_prov *p);

/* Gost28147-89-Parameters ::= SEQUENCE { iv OCTET STRING (SIZE (8)), encryptionParamSet OID }
 * (RFC 4490, CMS content encryption): the cipher's "alg_id_param". */
int gp_der_gost89_params(const uint8_t iv[8], const char *oid, uint8_t *out, size_t cap,
                         size_t *len);
int gp_der_parse_gost89_params(const uint8_t *der, size_t len, uint8_t iv[8], char *oid,
                               size_t oid_cap);

/* printf arguments for an algorithm's first name ("gost-mac" of "gost-mac:1.2.643.2.2.22"). */
#define GP_NAME(names) (int)strcspn((names), ":"), (names)

/* An algorithm's own S-box set (oid: its OID or name), or one error line ("NAME needs the S-box
 * set ..., not compiled in") and 0. */
int gp_alg_sbox(const gp_prov *p, const char *names, const char *oid, const gostgen_sbox **out);

/* 1 when params has no size_t parameter `key`, or it is `want`; else one error line with
 * `reason` ("NAME takes a WANT-byte WHAT") and 0: the key and IV lengths of set_ctx_params. */
int gp_size_param_is(const gp_prov *p, const OSSL_PARAM params[], const char *key, size_t want,
                     int reason, const char *names, const char *what);

/* The key and IV lengths an init is given (key or iv NULL: not given): 1, or one error line
 * ("NAME takes a 32-byte key, not N", "NAME takes a WANT-byte IV_WHAT, not N") and 0. The
 * ciphers' inits share it so that their length errors read the same. */
int gp_init_lengths_ok(const gp_prov *p, const char *names, const unsigned char *key,
                       size_t keylen, const unsigned char *iv, size_t ivlen, size_t want_iv,
                       const char *iv_what);

/* get_ctx_params helpers: the size_t parameter `key` set to v, the UTF-8 string `key` to text
 * (as a pointer or a copy, as asked), or the octet string `key` to len bytes of data (as a pointer when the caller asked for one, so data must outlive the call;
 * data NULL: not there yet, left alone), when params asks for it. 0 when the parameter cannot
 * take the value, with an error on the queue (gp_gave: ok, or that error; prov NULL: no queue,
 * for the algorithm-level parameters). */
int gp_gave(const gp_prov *prov, int ok, const char *key);
int gp_give_size(const gp_prov *prov, OSSL_PARAM params[], const char *key, size_t v);
int gp_give_octets(const gp_prov *prov, OSSL_PARAM params[], const char *key, const void *data,
                   size_t len);
int gp_give_utf8(const gp_prov *prov, OSSL_PARAM params[], const char *key, const char *text);

/* A parameter (what: "key-mesh", "sbox", ...) that only a context which has not started its
 * message may take: 1 when not started, else one error line ("WHAT: set it before the first
 * update") and 0. */
int gp_before_first_update(const gp_prov *p, int started, const char *what);

/* "key-mesh" v as a CTR-ACPKM section (prov_cipher.c, prov_ctr_omac.c): 1 when it is a positive
 * multiple of the block (or 0 where zero_off: re-keying off), else one error line and 0. */
int gp_acpkm_section_ok(const gp_prov *p, const char *names, size_t v, size_t block,
                        int zero_off);

/* The AEAD tag parameter of the tagged ciphers (prov_mgm.c, prov_ctr_omac.c), so that both
 * answer alike. gp_tag_settable: 1 when a tag to check may be set now (a decrypting context
 * not yet finished), else one error line and 0. gp_tag_to_give (get_ctx_params' tag p): 1 when
 * the caller is to copy its tag into p, 0 when there is nothing to copy (a size query: p gets
 * size), -1 with one error line (not an octet string, or no encryption has finished). */
int gp_tag_settable(const gp_prov *p, const char *names, int enc, int finished);
int gp_tag_to_give(const gp_prov *p, const char *names, OSSL_PARAM *tag, size_t size,
                   int ready);

/* A copy of a provider context of `size` bytes (dupctx), or, once it has started (its libgostgen
 * context exists, which has no copy), one error line and NULL. */
void *gp_dup_unstarted(const gp_prov *p, const void *ctx, size_t size, int started,
                       const char *names);

/* Wipes key material; the compiler may not drop it. */
void gp_wipe(void *p, size_t n);


/* size_t fn(OSSL_ALGORITHM *out): the algorithms of rows (entries { alg, algorithm }, alg with
 * sbox_oid: the S-box set the algorithm needs, or NULL) whose set this build has, written to
 * out when not NULL; returns how many. */
#define GP_ALGORITHMS_WITH_SBOXES(fn, rows)                                                        \
    size_t fn(OSSL_ALGORITHM *out)                                                                 \
    {                                                                                              \
        size_t k = 0;                                                                              \
        const gostgen_sbox *s;                                                                     \
        for (size_t i = 0; i < sizeof(rows) / sizeof((rows)[0]); i++) {                            \
            const char *oid = (rows)[i].alg->sbox_oid;                                             \
            if (oid == NULL || gostgen_sbox_find(oid, &s) == GOSTGEN_OK) {                         \
                if (out != NULL)                                                                   \
                    out[k] = (rows)[i].algorithm;                                                  \
                k++;                                                                               \
            }                                                                                      \
        }                                                                                          \
        return k;                                                                                  \
    }
/* The dispatch table gp_fns_<id> of one cipher algorithm whose functions are named <p>_freectx,
 * <p>_update, ... (prov_cipher.c: gp_cipher; prov_mgm.c: gp_mgm), with gp_newctx_<id> and
 * gp_get_params_<id> bound to its row of the table. GP_CIPHER_DISPATCH_LISTS: the same with the
 * parameter lists of the algorithm's own (gettable, settable: functions). */
typedef void (*gp_fn)(void);
#define GP_CIPHER_DISPATCH(id, p)                                                                  \
    GP_CIPHER_DISPATCH_LISTS(id, p, p##_gettable_ctx_params, p##_settable_ctx_params)
#define GP_CIPHER_DISPATCH_LISTS(id, p, gettable, settable)                                        \
    static const OSSL_DISPATCH gp_fns_##id[] = {                                                   \
        {OSSL_FUNC_CIPHER_NEWCTX, (gp_fn)gp_newctx_##id},                                          \
        {OSSL_FUNC_CIPHER_FREECTX, (gp_fn)p##_freectx},                                            \
        {OSSL_FUNC_CIPHER_DUPCTX, (gp_fn)p##_dupctx},                                              \
        {OSSL_FUNC_CIPHER_ENCRYPT_INIT, (gp_fn)p##_encrypt_init},                                  \
        {OSSL_FUNC_CIPHER_DECRYPT_INIT, (gp_fn)p##_decrypt_init},                                  \
        {OSSL_FUNC_CIPHER_UPDATE, (gp_fn)p##_update},                                              \
        {OSSL_FUNC_CIPHER_FINAL, (gp_fn)p##_final},                                                \
        {OSSL_FUNC_CIPHER_GET_PARAMS, (gp_fn)gp_get_params_##id},                                  \
        {OSSL_FUNC_CIPHER_GETTABLE_PARAMS, (gp_fn)gp_cipher_gettable_params},                      \
        {OSSL_FUNC_CIPHER_GET_CTX_PARAMS, (gp_fn)p##_get_ctx_params},                              \
        {OSSL_FUNC_CIPHER_GETTABLE_CTX_PARAMS, (gp_fn)gettable},                                   \
        {OSSL_FUNC_CIPHER_SET_CTX_PARAMS, (gp_fn)p##_set_ctx_params},                              \
        {OSSL_FUNC_CIPHER_SETTABLE_CTX_PARAMS, (gp_fn)settable},                                   \
        {0, NULL}}

/* EVP_CIPHER_get_params of any of the provider's ciphers (prov_util.c), and their list. */
int gp_cipher_info_params(OSSL_PARAM params[], unsigned mode, size_t iv_len, size_t block,
                          int aead);
const OSSL_PARAM *gp_cipher_gettable_params(void *provctx);

/* The algorithm tables (prov_cipher.c, prov_digest.c, prov_mac.c): every row, and a copy holding
 * only the rows whose fixed S-box sets this build of libgostgen has (freed by the caller). */
OSSL_ALGORITHM *gp_cipher_algorithms(void);
OSSL_ALGORITHM *gp_digest_algorithms(void);
OSSL_ALGORITHM *gp_mac_algorithms(void);
/* prov_mgm.c's rows (the MGM AEAD ciphers) whose S-box sets are compiled in, written to out
 * (unless NULL); returns how many. gp_cipher_algorithms appends them to the cipher table. */
size_t gp_mgm_algorithms(OSSL_ALGORITHM *out);
/* prov_ctr_omac.c's rows (the CMS ciphers magma/kuznyechik-ctr-acpkm-omac), the same way. */
size_t gp_ctromac_algorithms(OSSL_ALGORITHM *out);

#endif /* GP_LOCAL_H */
