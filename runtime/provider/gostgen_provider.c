/* gostgen_provider.c: the OpenSSL 3 provider module "gostgen" (gostgen.so): entry point, provider
 * parameters and the operation query. The algorithms are in prov_cipher.c, prov_mgm.c (the MGM
 * AEADs, appended to the cipher table), prov_digest.c and prov_mac.c, one table row each. */
#include <stdlib.h>
#include <string.h>

#include <openssl/err.h>

#include "gp_local.h"

static const OSSL_PARAM *gp_gettable_params(void *provctx)
{
    static const OSSL_PARAM list[] = {
        OSSL_PARAM_utf8_ptr(OSSL_PROV_PARAM_NAME, NULL, 0),
        OSSL_PARAM_utf8_ptr(OSSL_PROV_PARAM_VERSION, NULL, 0),
        OSSL_PARAM_utf8_ptr(OSSL_PROV_PARAM_BUILDINFO, NULL, 0),
        OSSL_PARAM_uint(OSSL_PROV_PARAM_STATUS, NULL),
        OSSL_PARAM_utf8_ptr("gostgen-backend", NULL, 0),
        OSSL_PARAM_END};
    (void)provctx;
    return list;
}

static int gp_get_params(void *provctx, OSSL_PARAM params[])
{
    OSSL_PARAM *p;
    const char *backend = gostgen_backend_default();
    (void)provctx;
    if ((p = OSSL_PARAM_locate(params, OSSL_PROV_PARAM_NAME)) != NULL &&
        !OSSL_PARAM_set_utf8_ptr(p, "gostgen: GOST 28147-89, Magma, Kuznyechik and Streebog from libgostgen"))
        return 0;
    if ((p = OSSL_PARAM_locate(params, OSSL_PROV_PARAM_VERSION)) != NULL &&
        !OSSL_PARAM_set_utf8_ptr(p, gostgen_version()))
        return 0;
    if ((p = OSSL_PARAM_locate(params, OSSL_PROV_PARAM_BUILDINFO)) != NULL &&
        !OSSL_PARAM_set_utf8_ptr(p, "libgostgen " GOSTGEN_VERSION " (static)"))
        return 0;
    if ((p = OSSL_PARAM_locate(params, OSSL_PROV_PARAM_STATUS)) != NULL &&
        !OSSL_PARAM_set_uint(p, 1))
        return 0;
    /* The backend the kernels run on (GOSTGEN_BACKEND, or the best this CPU has). */
    if ((p = OSSL_PARAM_locate(params, "gostgen-backend")) != NULL &&
        !OSSL_PARAM_set_utf8_ptr(p, backend != NULL ? backend : ""))
        return 0;
    return 1;
}

static const OSSL_ALGORITHM *gp_query_operation(void *provctx, int operation_id, int *no_cache)
{
    gp_prov *p = provctx;
    *no_cache = 0;
    switch (operation_id) {
    case OSSL_OP_CIPHER: return p->ciphers;
    case OSSL_OP_DIGEST: return p->digests;
    case OSSL_OP_MAC: return p->macs;
    default: return NULL;
    }
}

static const OSSL_ITEM *gp_get_reason_strings(void *provctx)
{
    (void)provctx;
    return gp_reason_strings;
}

static void gp_teardown(void *provctx)
{
    gp_prov *p = provctx;
    if (p == NULL)
        return;
    free(p->ciphers);
    free(p->digests);
    free(p->macs);
    free(p->crypt_params);
    free(p);
}

static const OSSL_DISPATCH gp_dispatch[] = {
    {OSSL_FUNC_PROVIDER_TEARDOWN, (gp_fn)gp_teardown},
    {OSSL_FUNC_PROVIDER_GETTABLE_PARAMS, (gp_fn)gp_gettable_params},
    {OSSL_FUNC_PROVIDER_GET_PARAMS, (gp_fn)gp_get_params},
    {OSSL_FUNC_PROVIDER_QUERY_OPERATION, (gp_fn)gp_query_operation},
    {OSSL_FUNC_PROVIDER_GET_REASON_STRINGS, (gp_fn)gp_get_reason_strings},
    {0, NULL}};

__attribute__((visibility("default"))) OSSL_provider_init_fn OSSL_provider_init;

int OSSL_provider_init(const OSSL_CORE_HANDLE *handle, const OSSL_DISPATCH *in,
                       const OSSL_DISPATCH **out, void **provctx)
{
    OSSL_FUNC_core_get_params_fn *core_get_params = NULL;
    gp_prov *p = calloc(1, sizeof *p);
    if (p == NULL)
        return 0;
    p->handle = handle;
    for (; in->function_id != 0; in++) {
        switch (in->function_id) {
        case OSSL_FUNC_CORE_NEW_ERROR: p->new_error = OSSL_FUNC_core_new_error(in); break;
        case OSSL_FUNC_CORE_SET_ERROR_DEBUG:
            p->set_error_debug = OSSL_FUNC_core_set_error_debug(in);
            break;
        case OSSL_FUNC_CORE_VSET_ERROR: p->vset_error = OSSL_FUNC_core_vset_error(in); break;
        case OSSL_FUNC_CORE_GET_PARAMS: core_get_params = OSSL_FUNC_core_get_params(in); break;
        default: break;
        }
    }
    /* CRYPT_PARAMS in the provider's config section, as the gost engine's config key. */
    if (core_get_params != NULL) {
        const char *cp = NULL;
        OSSL_PARAM q[] = {OSSL_PARAM_utf8_ptr("CRYPT_PARAMS", &cp, 0), OSSL_PARAM_END};
        if (core_get_params(handle, q) && cp != NULL && (p->crypt_params = strdup(cp)) == NULL)
            goto fail;
    }
    /* A GOSTGEN_BACKEND this machine cannot run is refused here, not at the first call. The
     * reason is one of OpenSSL's own: a provider that fails to load has no reason strings of
     * its own registered, so ours would print as "reason(13)". */
    if (gostgen_backend_default() == NULL) {
        gp_error(p, ERR_R_INIT_FAIL, "%s", gostgen_backend_default_error());
        goto fail;
    }
    p->ciphers = gp_cipher_algorithms();
    p->digests = gp_digest_algorithms();
    p->macs = gp_mac_algorithms();
    if (p->ciphers == NULL || p->digests == NULL || p->macs == NULL)
        goto fail;
    *out = gp_dispatch;
    *provctx = p;
    return 1;
fail:
    gp_teardown(p);
    return 0;
}
