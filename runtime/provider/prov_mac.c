/* prov_mac.c: the provider's MACs, one table row per algorithm (GP_MACS), as the gost provider:
 *   gost-mac     GOST 28147-89 imitovstavka, CryptoPro-A, CryptoPro key meshing every 1 KiB,
 *                4 bytes unless "size" (1..8) says otherwise
 *   gost-mac-12  the same with tc26-z
 *   magma-mac    GOST R 34.13-2015 MAC (OMAC), 8 bytes unless "size" (1..8)
 *   kuznyechik-mac  the same on Kuznyechik, 16 bytes unless "size" (1..16)
 *   kuznyechik-ctr-acpkm-omac (OID 1.2.643.7.1.1.5.2.2)
 *                OMAC-ACPKM (R 1323565.1.017-2018 4.2), 16 bytes unless "size" (1..16);
 *                "key-mesh" is the section N and "cipher-key-mesh" the ACPKM-Master section T*,
 *                both 4096 bytes unless set (gost-engine, gost_omac_acpkm.c: N from
 *                CMAC_ACPKM_CTX_new, T* the default of its kuznyechik-ctr-acpkm), positive
 *                multiples of 16. They are kept on the context until set again and may be set
 *                at any time before the first update. (gostprov's takes them only after its key
 *                and "cipher-key-mesh" only beside "key-mesh"; here either alone, in any order.)
 *                gostprov 3.0.1 has no magma-ctr-acpkm-omac MAC, so neither is there one here.
 * The key is 32 bytes, from EVP_MAC_init or the "key" parameter. */
#include <stdlib.h>
#include <string.h>

#include "gp_local.h"

enum {
    GP_MAC_SBOX = 1, /* "sbox" chooses the S-box set */
    GP_MAC_ACPKM = 2 /* OMAC-ACPKM: "key-mesh" and "cipher-key-mesh" are its sections */
};

/* gostprov's OMAC-ACPKM sections N and T* (see above) */
#define GP_OMAC_ACPKM_SECTION 4096u
#define GP_OMAC_ACPKM_KEY_SECTION 4096u

typedef struct gp_mac_alg {
    const char *names, *description;
    int cipher;
    size_t default_size, max_size; /* bytes */
    unsigned lib_flags;            /* gostgen_mac_new_ex flags */
    unsigned flags;
    const char *sbox_oid;          /* the S-box set; NULL for a cipher without one */
} gp_mac_alg;

/* X(id, "names:aliases:OID", description, cipher, default size, largest size, library flags,
 *   flags, S-box set OID or NULL) */
#define GP_MACS(X)                                                                                \
    X(gost_mac, "gost-mac:1.2.643.2.2.22", "GOST 28147-89 MAC", GOSTGEN_GOST89, 4, 8,              \
      GOSTGEN_FLAG_MESH, GP_MAC_SBOX, GP_SET_CRYPTOPRO_A)                                          \
    X(gost_mac_12, "gost-mac-12", "GOST 28147-89 MAC, tc26-z S-box set", GOSTGEN_GOST89, 4, 8,     \
      GOSTGEN_FLAG_MESH, GP_MAC_SBOX, GP_SET_TC26_Z)                                               \
    X(magma_mac, "magma-mac", "GOST R 34.13-2015 Magma MAC", GOSTGEN_MAGMA, 8, 8, 0, 0,           \
      GP_SET_TC26_Z)                                                                              \
    X(kuznyechik_mac, "kuznyechik-mac", "GOST R 34.13-2015 Kuznyechik MAC", GOSTGEN_KUZNYECHIK,    \
      16, 16, 0, 0, NULL)                                                                         \
    X(kuznyechik_omac_acpkm, "kuznyechik-ctr-acpkm-omac:1.2.643.7.1.1.5.2.2",                      \
      "R 1323565.1.017-2018 Kuznyechik OMAC-ACPKM", GOSTGEN_KUZNYECHIK, 16, 16, 0, GP_MAC_ACPKM,   \
      NULL)

typedef struct gp_mac_ctx {
    gp_prov *prov;
    const gp_mac_alg *alg;
    gostgen_mac_ctx *mac; /* from the first init on; restarted by the next ones */
    const gostgen_sbox *sbox;
    size_t size;
    size_t section, key_section; /* OMAC-ACPKM's N and T*, bytes */
    int keyed, data_seen;
    int open;    /* a message from init until final */
    int current; /* mac has the key, set and sections now set (else the next init makes one) */
    uint8_t key[GP_KEY_LEN];
} gp_mac_ctx;

static void *gp_mac_newctx(void *provctx, const gp_mac_alg *alg)
{
    gp_mac_ctx *c = calloc(1, sizeof *c);
    if (c == NULL)
        return NULL;
    c->prov = provctx;
    c->alg = alg;
    c->size = alg->default_size;
    c->section = GP_OMAC_ACPKM_SECTION;
    c->key_section = GP_OMAC_ACPKM_KEY_SECTION;
    if (alg->sbox_oid != NULL && !gp_alg_sbox(c->prov, alg->names, alg->sbox_oid, &c->sbox)) {
        free(c);
        return NULL;
    }
    return c;
}

static void gp_mac_freectx(void *vc)
{
    gp_mac_ctx *c = vc;
    if (c == NULL)
        return;
    gostgen_mac_free(c->mac);
    gp_wipe(c, sizeof *c);
    free(c);
}

/* A message starts: the library context restarted on its key schedule when the key, set and
 * sections are the ones it has (a protocol's next record), else a new one for them. */
static int gp_mac_start(gp_mac_ctx *c)
{
    c->data_seen = 0;
    c->open = 0;
    if (!c->keyed) {
        gp_error(c->prov, GP_R_NO_KEY, "%.*s: no key set", GP_NAME(c->alg->names));
        return 0;
    }
    int rc;
    if (c->mac != NULL && c->current) {
        rc = gostgen_mac_restart(c->mac);
    } else {
        gostgen_mac_free(c->mac);
        c->mac = NULL;
        rc = (c->alg->flags & GP_MAC_ACPKM)
                 ? gostgen_omac_acpkm_new(&c->mac, c->alg->cipher, c->sbox, c->key, GP_KEY_LEN,
                                          c->section, c->key_section, NULL)
                 : gostgen_mac_new_ex(&c->mac, c->alg->cipher, c->sbox, c->key, GP_KEY_LEN,
                                      c->alg->lib_flags, NULL);
        c->current = rc == GOSTGEN_OK;
    }
    if (rc != GOSTGEN_OK)
        return gp_lib_error(c->prov, rc, c->alg->names);
    c->open = 1;
    return 1;
}

/* A copy at any point: its own library context (gostgen_mac_dup), the message as far as it
 * went. */
static void *gp_mac_dupctx(void *vc)
{
    gp_mac_ctx *c = vc;
    gp_mac_ctx *d = malloc(sizeof *d);
    if (d == NULL)
        return NULL;
    memcpy(d, c, sizeof *d);
    d->mac = NULL;
    if (c->mac != NULL) {
        int rc = gostgen_mac_dup(c->mac, &d->mac);
        if (rc != GOSTGEN_OK) {
            gp_lib_error(c->prov, rc, c->alg->names);
            gp_mac_freectx(d);
            return NULL;
        }
    }
    return d;
}

static int gp_mac_set_key(gp_mac_ctx *c, const unsigned char *key, size_t keylen)
{
    if (keylen != GP_KEY_LEN) {
        gp_error(c->prov, GP_R_BAD_KEY_LENGTH, "%.*s takes a %d-byte key, not %zu",
                 GP_NAME(c->alg->names), GP_KEY_LEN, keylen);
        return 0;
    }
    memcpy(c->key, key, GP_KEY_LEN);
    c->keyed = 1;
    c->current = 0;
    return 1;
}

static int gp_mac_set_ctx_params(void *vc, const OSSL_PARAM params[])
{
    gp_mac_ctx *c = vc;
    const OSSL_PARAM *p;
    int restart = 0;
    if (params == NULL)
        return 1;
    if ((p = OSSL_PARAM_locate_const(params, OSSL_MAC_PARAM_SIZE)) != NULL) {
        size_t v;
        if (!OSSL_PARAM_get_size_t(p, &v) || v < 1 || v > c->alg->max_size) {
            gp_error(c->prov, GP_R_BAD_MAC_SIZE, "%.*s: size is 1..%zu bytes",
                     GP_NAME(c->alg->names), c->alg->max_size);
            return 0;
        }
        c->size = v;
    }
    if ((p = OSSL_PARAM_locate_const(params, "sbox")) != NULL) {
        const char *name = NULL;
        const gostgen_sbox *s;
        if (!(c->alg->flags & GP_MAC_SBOX) || !OSSL_PARAM_get_utf8_string_ptr(p, &name)) {
            gp_error(c->prov, GP_R_BAD_PARAMETER, "sbox: %s", (c->alg->flags & GP_MAC_SBOX)
                     ? "not a string" : "this MAC has no S-box parameter");
            return 0;
        }
        if ((s = gp_sbox_lookup(name)) == NULL) {
            gp_error(c->prov, GP_R_UNKNOWN_PARAMSET, "%.*s: sbox '%s' names no S-box set "
                     "compiled into libgostgen", GP_NAME(c->alg->names), name);
            return 0;
        }
        c->sbox = s;
        c->current = 0;
        restart = 1;
    }
    static const char *const section_names[2] = {"key-mesh", "cipher-key-mesh"};
    size_t sections[2] = {c->section, c->key_section};
    for (int i = 0; i < 2; i++) {
        size_t v, blk = c->alg->cipher == GOSTGEN_KUZNYECHIK ? 16 : 8;
        if ((p = OSSL_PARAM_locate_const(params, section_names[i])) == NULL)
            continue;
        if (!(c->alg->flags & GP_MAC_ACPKM)) {
            gp_error(c->prov, GP_R_BAD_PARAMETER, "%s: %.*s has no sections (only OMAC-ACPKM "
                     "has)", section_names[i], GP_NAME(c->alg->names));
            return 0;
        }
        if (!OSSL_PARAM_get_size_t(p, &v) || v == 0 || v % blk != 0) {
            gp_error(c->prov, GP_R_BAD_PARAMETER, "%s: the %s of %.*s is a positive multiple of "
                     "its %zu-byte block", section_names[i], i ? "ACPKM-Master section T*"
                     : "section N", GP_NAME(c->alg->names), blk);
            return 0;
        }
        if (!gp_before_first_update(c->prov, c->data_seen, section_names[i]))
            return 0;
        sections[i] = v;
        c->current = 0;
        restart = 1;
    }
    c->section = sections[0];
    c->key_section = sections[1];
    if ((p = OSSL_PARAM_locate_const(params, OSSL_MAC_PARAM_KEY)) != NULL) {
        const void *key = NULL;
        size_t len = 0;
        if (!OSSL_PARAM_get_octet_string_ptr(p, &key, &len)) {
            gp_error(c->prov, GP_R_BAD_PARAMETER, "key: not an octet string");
            return 0;
        }
        if (!gp_mac_set_key(c, key, len))
            return 0;
        restart = 1;
    }
    /* A new key or set starts the message again, as EVP_MAC_init would; new sections come
     * before any data, so that restart loses nothing. */
    if (restart && c->open && !gp_mac_start(c))
        return 0;
    return 1;
}

static int gp_mac_init(void *vc, const unsigned char *key, size_t keylen, const OSSL_PARAM params[])
{
    gp_mac_ctx *c = vc;
    /* an init starts a new message: the one under way (if any) ends here, so parameters that
     * must come before the first update (the sections) are taken */
    c->open = 0;
    c->data_seen = 0;
    if (!gp_mac_set_ctx_params(c, params))
        return 0;
    if (key != NULL && !gp_mac_set_key(c, key, keylen))
        return 0;
    return gp_mac_start(c);
}

static int gp_mac_update(void *vc, const unsigned char *in, size_t inl)
{
    gp_mac_ctx *c = vc;
    if (!c->open) {
        gp_error(c->prov, GP_R_CALL_ORDER, "%.*s: update before init or after final",
                 GP_NAME(c->alg->names));
        return 0;
    }
    int rc = gostgen_mac_update(c->mac, in, inl);
    if (rc != GOSTGEN_OK)
        return gp_lib_error(c->prov, rc, c->alg->names);
    c->data_seen = 1;
    return 1;
}

static int gp_mac_final(void *vc, unsigned char *out, size_t *outl, size_t outsize)
{
    gp_mac_ctx *c = vc;
    if (!c->open) {
        gp_error(c->prov, GP_R_CALL_ORDER, "%.*s: final before init or twice",
                 GP_NAME(c->alg->names));
        return 0;
    }
    if (out == NULL || outl == NULL || outsize < c->size) {
        gp_error(c->prov, GP_R_OUTPUT_TOO_SMALL, "%.*s: the MAC is %zu bytes",
                 GP_NAME(c->alg->names), c->size);
        return 0;
    }
    int rc = gostgen_mac_final(c->mac, (unsigned)(8 * c->size), out);
    c->open = 0; /* (the library context stays, for the next init to restart) */
    c->data_seen = 0;
    if (rc != GOSTGEN_OK)
        return gp_lib_error(c->prov, rc, c->alg->names);
    *outl = c->size;
    return 1;
}

static int gp_mac_get_ctx_params(void *vc, OSSL_PARAM params[])
{
    gp_mac_ctx *c = vc;
    if (!gp_give_size(c->prov, params, OSSL_MAC_PARAM_SIZE, c->size) ||
        !gp_give_size(c->prov, params, "keylen", GP_KEY_LEN))
        return 0;
    if ((c->alg->flags & GP_MAC_ACPKM) &&
        (!gp_give_size(c->prov, params, "key-mesh", c->section) ||
         !gp_give_size(c->prov, params, "cipher-key-mesh", c->key_section)))
        return 0;
    if ((c->alg->flags & GP_MAC_SBOX) &&
        !gp_give_utf8(c->prov, params, "sbox", gostgen_sbox_name(c->sbox)))
        return 0;
    return 1;
}

static int gp_mac_get_params(const gp_mac_alg *a, OSSL_PARAM params[])
{
    OSSL_PARAM *p;
    if ((p = OSSL_PARAM_locate(params, OSSL_MAC_PARAM_SIZE)) != NULL &&
        !OSSL_PARAM_set_size_t(p, a->default_size))
        return 0;
    if ((p = OSSL_PARAM_locate(params, "keylen")) != NULL && !OSSL_PARAM_set_size_t(p, GP_KEY_LEN))
        return 0;
    return 1;
}

static const OSSL_PARAM *gp_mac_gettable_params(void *provctx)
{
    static const OSSL_PARAM list[] = {OSSL_PARAM_size_t(OSSL_MAC_PARAM_SIZE, NULL),
                                      OSSL_PARAM_size_t("keylen", NULL), OSSL_PARAM_END};
    (void)provctx;
    return list;
}

/* Each MAC lists only what it takes: "sbox" only the GOST 28147-89 MACs (GP_MAC_SBOX). */
static const OSSL_PARAM *gp_mac_gettable_ctx_params(const gp_mac_alg *a)
{
    static const OSSL_PARAM sbox[] = {OSSL_PARAM_size_t(OSSL_MAC_PARAM_SIZE, NULL),
                                      OSSL_PARAM_size_t("keylen", NULL),
                                      OSSL_PARAM_utf8_string("sbox", NULL, 0), OSSL_PARAM_END};
    static const OSSL_PARAM plain[] = {OSSL_PARAM_size_t(OSSL_MAC_PARAM_SIZE, NULL),
                                       OSSL_PARAM_size_t("keylen", NULL), OSSL_PARAM_END};
    static const OSSL_PARAM acpkm[] = {OSSL_PARAM_size_t(OSSL_MAC_PARAM_SIZE, NULL),
                                       OSSL_PARAM_size_t("keylen", NULL),
                                       OSSL_PARAM_size_t("key-mesh", NULL),
                                       OSSL_PARAM_size_t("cipher-key-mesh", NULL), OSSL_PARAM_END};
    return (a->flags & GP_MAC_ACPKM) ? acpkm : (a->flags & GP_MAC_SBOX) ? sbox : plain;
}

static const OSSL_PARAM *gp_mac_settable_ctx_params(const gp_mac_alg *a)
{
    static const OSSL_PARAM sbox[] = {OSSL_PARAM_size_t(OSSL_MAC_PARAM_SIZE, NULL),
                                      OSSL_PARAM_octet_string(OSSL_MAC_PARAM_KEY, NULL, 0),
                                      OSSL_PARAM_utf8_string("sbox", NULL, 0), OSSL_PARAM_END};
    static const OSSL_PARAM plain[] = {OSSL_PARAM_size_t(OSSL_MAC_PARAM_SIZE, NULL),
                                       OSSL_PARAM_octet_string(OSSL_MAC_PARAM_KEY, NULL, 0),
                                       OSSL_PARAM_END};
    static const OSSL_PARAM acpkm[] = {OSSL_PARAM_size_t(OSSL_MAC_PARAM_SIZE, NULL),
                                       OSSL_PARAM_octet_string(OSSL_MAC_PARAM_KEY, NULL, 0),
                                       OSSL_PARAM_size_t("key-mesh", NULL),
                                       OSSL_PARAM_size_t("cipher-key-mesh", NULL), OSSL_PARAM_END};
    return (a->flags & GP_MAC_ACPKM) ? acpkm : (a->flags & GP_MAC_SBOX) ? sbox : plain;
}

#define GP_MAC_DEFINE(id, names, desc, cipher, size, max, lib_flags, flags, oid)                   \
    static const gp_mac_alg gp_alg_##id = {names, desc, cipher, size, max, lib_flags, flags, oid}; \
    static void *gp_newctx_##id(void *provctx) { return gp_mac_newctx(provctx, &gp_alg_##id); }    \
    static int gp_get_params_##id(OSSL_PARAM params[])                                             \
    {                                                                                              \
        return gp_mac_get_params(&gp_alg_##id, params);                                            \
    }                                                                                              \
    static const OSSL_PARAM *gp_gettable_ctx_##id(void *vc, void *provctx)                         \
    {                                                                                              \
        (void)vc;                                                                                  \
        (void)provctx;                                                                             \
        return gp_mac_gettable_ctx_params(&gp_alg_##id);                                           \
    }                                                                                              \
    static const OSSL_PARAM *gp_settable_ctx_##id(void *vc, void *provctx)                         \
    {                                                                                              \
        (void)vc;                                                                                  \
        (void)provctx;                                                                             \
        return gp_mac_settable_ctx_params(&gp_alg_##id);                                           \
    }                                                                                              \
    static const OSSL_DISPATCH gp_fns_##id[] = {                                                   \
        {OSSL_FUNC_MAC_NEWCTX, (gp_fn)gp_newctx_##id},                                             \
        {OSSL_FUNC_MAC_FREECTX, (gp_fn)gp_mac_freectx},                                            \
        {OSSL_FUNC_MAC_DUPCTX, (gp_fn)gp_mac_dupctx},                                              \
        {OSSL_FUNC_MAC_INIT, (gp_fn)gp_mac_init},                                                  \
        {OSSL_FUNC_MAC_UPDATE, (gp_fn)gp_mac_update},                                              \
        {OSSL_FUNC_MAC_FINAL, (gp_fn)gp_mac_final},                                                \
        {OSSL_FUNC_MAC_GET_PARAMS, (gp_fn)gp_get_params_##id},                                     \
        {OSSL_FUNC_MAC_GETTABLE_PARAMS, (gp_fn)gp_mac_gettable_params},                            \
        {OSSL_FUNC_MAC_GET_CTX_PARAMS, (gp_fn)gp_mac_get_ctx_params},                              \
        {OSSL_FUNC_MAC_GETTABLE_CTX_PARAMS, (gp_fn)gp_gettable_ctx_##id},                        \
        {OSSL_FUNC_MAC_SET_CTX_PARAMS, (gp_fn)gp_mac_set_ctx_params},                              \
        {OSSL_FUNC_MAC_SETTABLE_CTX_PARAMS, (gp_fn)gp_settable_ctx_##id},                        \
        {0, NULL}};
GP_MACS(GP_MAC_DEFINE)

#define GP_MAC_ROW(id, names, desc, ...)                                                           \
    {&gp_alg_##id, {names, GP_PROPERTIES, gp_fns_##id, desc}},
static const struct {
    const gp_mac_alg *alg;
    OSSL_ALGORITHM algorithm;
} gp_mac_rows[] = {GP_MACS(GP_MAC_ROW)};

OSSL_ALGORITHM *gp_mac_algorithms(void)
{
    size_t n = sizeof gp_mac_rows / sizeof gp_mac_rows[0], k = 0;
    OSSL_ALGORITHM *out = calloc(n + 1, sizeof *out);
    const gostgen_sbox *s;
    if (out == NULL)
        return NULL;
    for (size_t i = 0; i < n; i++) {
        const char *oid = gp_mac_rows[i].alg->sbox_oid;
        if (oid == NULL || gostgen_sbox_find(oid, &s) == GOSTGEN_OK)
            out[k++] = gp_mac_rows[i].algorithm;
    }
    return out;
}
