/* prov_digest.c: Streebog (GOST R 34.11-2012) under the gost provider's names, one table row per
 * digest (GP_DIGESTS). HMAC comes from OpenSSL's own HMAC over these (it copies contexts:
 * dupctx is gostgen_hash_copy). */
#include <stdlib.h>
#include <string.h>

#include "gp_local.h"

typedef struct gp_digest_alg {
    const char *names, *description;
    unsigned bits;     /* digest size */
    size_t block_size; /* input block, reported as "blocksize" (HMAC pads keys to it) */
} gp_digest_alg;

/* X(id, "names:aliases:OID", description, digest bits, block bytes) */
#define GP_DIGESTS(X)                                                                             \
    X(streebog256, "id-tc26-gost3411-12-256:md_gost12_256:1.2.643.7.1.1.2.2",                     \
      "GOST R 34.11-2012 with 256 bit hash", 256, 64)                                             \
    X(streebog512, "id-tc26-gost3411-12-512:md_gost12_512:1.2.643.7.1.1.2.3",                     \
      "GOST R 34.11-2012 with 512 bit hash", 512, 64)

typedef struct gp_digest_ctx {
    gp_prov *prov;
    const gp_digest_alg *alg;
    gostgen_hash_ctx *h; /* NULL before init and after final */
} gp_digest_ctx;

static void *gp_digest_newctx(void *provctx, const gp_digest_alg *alg)
{
    gp_digest_ctx *c = calloc(1, sizeof *c);
    if (c != NULL) {
        c->prov = provctx;
        c->alg = alg;
    }
    return c;
}

static void gp_digest_freectx(void *vc)
{
    gp_digest_ctx *c = vc;
    if (c != NULL) {
        gostgen_hash_free(c->h);
        free(c);
    }
}

static void *gp_digest_dupctx(void *vc)
{
    gp_digest_ctx *c = vc, *d = malloc(sizeof *d);
    if (d == NULL)
        return NULL;
    *d = *c;
    d->h = NULL;
    if (c->h != NULL) {
        int rc = gostgen_hash_copy(c->h, &d->h);
        if (rc != GOSTGEN_OK) {
            free(d);
            gp_lib_error(c->prov, rc, c->alg->names);
            return NULL;
        }
    }
    return d;
}

static int gp_digest_init(void *vc, const OSSL_PARAM params[])
{
    gp_digest_ctx *c = vc;
    (void)params; /* no settable parameters */
    gostgen_hash_free(c->h);
    c->h = NULL;
    int rc = gostgen_hash_new(&c->h, c->alg->bits, NULL);
    return rc == GOSTGEN_OK ? 1 : gp_lib_error(c->prov, rc, c->alg->names);
}

static int gp_digest_update(void *vc, const unsigned char *in, size_t inl)
{
    gp_digest_ctx *c = vc;
    if (c->h == NULL) {
        gp_error(c->prov, GP_R_CALL_ORDER, "%.*s: update before init or after final",
                 GP_NAME(c->alg->names));
        return 0;
    }
    int rc = gostgen_hash_update(c->h, in, inl);
    return rc == GOSTGEN_OK ? 1 : gp_lib_error(c->prov, rc, c->alg->names);
}

static int gp_digest_final(void *vc, unsigned char *out, size_t *outl, size_t outsize)
{
    gp_digest_ctx *c = vc;
    size_t n = c->alg->bits / 8;
    if (c->h == NULL) {
        gp_error(c->prov, GP_R_CALL_ORDER, "%.*s: final before init or twice",
                 GP_NAME(c->alg->names));
        return 0;
    }
    if (out == NULL || outl == NULL || outsize < n) {
        gp_error(c->prov, GP_R_OUTPUT_TOO_SMALL, "%.*s: the digest is %zu bytes",
                 GP_NAME(c->alg->names), n);
        return 0;
    }
    int rc = gostgen_hash_final(c->h, out);
    gostgen_hash_free(c->h); /* a finished context can only be freed */
    c->h = NULL;
    if (rc != GOSTGEN_OK)
        return gp_lib_error(c->prov, rc, c->alg->names);
    *outl = n;
    return 1;
}

static int gp_digest_get_params(const gp_digest_alg *a, OSSL_PARAM params[])
{
    OSSL_PARAM *p;
    if ((p = OSSL_PARAM_locate(params, OSSL_DIGEST_PARAM_BLOCK_SIZE)) != NULL &&
        !OSSL_PARAM_set_size_t(p, a->block_size))
        return 0;
    if ((p = OSSL_PARAM_locate(params, OSSL_DIGEST_PARAM_SIZE)) != NULL &&
        !OSSL_PARAM_set_size_t(p, a->bits / 8))
        return 0;
    if ((p = OSSL_PARAM_locate(params, OSSL_DIGEST_PARAM_XOF)) != NULL &&
        !OSSL_PARAM_set_int(p, 0))
        return 0;
    return 1;
}

static const OSSL_PARAM *gp_digest_gettable_params(void *provctx)
{
    static const OSSL_PARAM list[] = {
        OSSL_PARAM_size_t(OSSL_DIGEST_PARAM_BLOCK_SIZE, NULL),
        OSSL_PARAM_size_t(OSSL_DIGEST_PARAM_SIZE, NULL),
        OSSL_PARAM_int(OSSL_DIGEST_PARAM_XOF, NULL),
        OSSL_PARAM_END};
    (void)provctx;
    return list;
}

#define GP_DIGEST_DEFINE(id, names, desc, bits, block)                                             \
    static const gp_digest_alg gp_alg_##id = {names, desc, bits, block};                           \
    static void *gp_newctx_##id(void *provctx) { return gp_digest_newctx(provctx, &gp_alg_##id); } \
    static int gp_get_params_##id(OSSL_PARAM params[])                                             \
    {                                                                                              \
        return gp_digest_get_params(&gp_alg_##id, params);                                         \
    }                                                                                              \
    static const OSSL_DISPATCH gp_fns_##id[] = {                                                   \
        {OSSL_FUNC_DIGEST_NEWCTX, (gp_fn)gp_newctx_##id},                                          \
        {OSSL_FUNC_DIGEST_FREECTX, (gp_fn)gp_digest_freectx},                                      \
        {OSSL_FUNC_DIGEST_DUPCTX, (gp_fn)gp_digest_dupctx},                                        \
        {OSSL_FUNC_DIGEST_INIT, (gp_fn)gp_digest_init},                                            \
        {OSSL_FUNC_DIGEST_UPDATE, (gp_fn)gp_digest_update},                                        \
        {OSSL_FUNC_DIGEST_FINAL, (gp_fn)gp_digest_final},                                          \
        {OSSL_FUNC_DIGEST_GET_PARAMS, (gp_fn)gp_get_params_##id},                                  \
        {OSSL_FUNC_DIGEST_GETTABLE_PARAMS, (gp_fn)gp_digest_gettable_params},                      \
        {0, NULL}};
GP_DIGESTS(GP_DIGEST_DEFINE)

#define GP_DIGEST_ROW(id, names, desc, ...) {names, GP_PROPERTIES, gp_fns_##id, desc},
static const OSSL_ALGORITHM gp_digest_rows[] = {GP_DIGESTS(GP_DIGEST_ROW)};

OSSL_ALGORITHM *gp_digest_algorithms(void)
{
    size_t n = sizeof gp_digest_rows / sizeof gp_digest_rows[0];
    OSSL_ALGORITHM *out = calloc(n + 1, sizeof *out);
    if (out != NULL)
        memcpy(out, gp_digest_rows, sizeof gp_digest_rows);
    return out;
}
