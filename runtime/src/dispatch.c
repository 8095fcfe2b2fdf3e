/* dispatch.c: the backend list (generated gg_backends[]), probed once per process, and the
 * choice of the process default (best available, or the GOSTGEN_BACKEND environment variable). */
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "gg_internal.h"

/* More backends than a generator could plausibly emit; entries past it are not offered. */
#define GG_MAX_BACKENDS 64

static pthread_once_t gg_once = PTHREAD_ONCE_INIT;
static size_t gg_count;
static int gg_avail[GG_MAX_BACKENDS];
static const char *gg_reason[GG_MAX_BACKENDS];
static const gg_backend *gg_default;
static char gg_default_error[256];

static void gg_init(void)
{
    size_t i;
    for (i = 0; gg_backends[i] != NULL && i < GG_MAX_BACKENDS; i++) {
        const char *reason = NULL;
        gg_avail[i] = gg_backends[i]->probe(&reason) ? 1 : 0;
        gg_reason[i] = gg_avail[i] ? "" : (reason != NULL && *reason ? reason : "not supported");
    }
    gg_count = i;

    const char *env = getenv("GOSTGEN_BACKEND");
    if (env != NULL && *env != '\0') {
        for (i = 0; i < gg_count; i++)
            if (strcasecmp(gg_backends[i]->name, env) == 0)
                break;
        if (i == gg_count) {
            /* List the known names so the message says what would have worked. */
            size_t len = (size_t)snprintf(gg_default_error, sizeof gg_default_error,
                                          "GOSTGEN_BACKEND=%.64s: unknown backend (known:", env);
            for (size_t j = 0; j < gg_count && len < sizeof gg_default_error; j++)
                len += (size_t)snprintf(gg_default_error + len, sizeof gg_default_error - len,
                                        " %s", gg_backends[j]->name);
            if (len < sizeof gg_default_error)
                snprintf(gg_default_error + len, sizeof gg_default_error - len, ")");
        } else if (!gg_avail[i]) {
            snprintf(gg_default_error, sizeof gg_default_error,
                     "GOSTGEN_BACKEND=%.64s: backend not available on this machine: %s", env,
                     gg_reason[i]);
        } else {
            gg_default = gg_backends[i];
        }
        return;
    }
    for (i = 0; i < gg_count; i++)
        if (gg_avail[i]) {
            gg_default = gg_backends[i];
            return;
        }
    snprintf(gg_default_error, sizeof gg_default_error, "no backend can run on this machine");
}

static void gg_ensure_init(void)
{
    pthread_once(&gg_once, gg_init);
}

size_t gostgen_backend_count(void)
{
    gg_ensure_init();
    return gg_count;
}

int gostgen_backend_get(size_t index, gostgen_backend_info *out)
{
    gg_ensure_init();
    if (out == NULL || index >= gg_count)
        return GOSTGEN_EINVAL;
    out->name = gg_backends[index]->name;
    out->description = gg_backends[index]->description;
    out->available = gg_avail[index];
    out->selected = gg_backends[index] == gg_default;
    int ct = gg_backends[index]->constant_time;
    out->constant_time_magma = (ct & GG_CT_MAGMA) != 0;
    out->constant_time_streebog = (ct & GG_CT_STREEBOG) != 0;
    out->constant_time_kuznyechik = (ct & GG_CT_KUZNYECHIK) != 0;
    out->constant_time = out->constant_time_magma && out->constant_time_streebog &&
                         out->constant_time_kuznyechik;
    out->reason = gg_reason[index];
    return GOSTGEN_OK;
}

const char *gostgen_backend_default(void)
{
    gg_ensure_init();
    return gg_default != NULL ? gg_default->name : NULL;
}

const char *gostgen_backend_default_error(void)
{
    gg_ensure_init();
    return gg_default_error;
}

int gg_backend_resolve(const char *name, const gg_backend **out)
{
    gg_ensure_init();
    if (name == NULL) {
        if (gg_default == NULL)
            return GOSTGEN_EBACKEND;
        *out = gg_default;
        return GOSTGEN_OK;
    }
    for (size_t i = 0; i < gg_count; i++)
        if (strcasecmp(gg_backends[i]->name, name) == 0) { /* as S-box names: any case */
            if (!gg_avail[i])
                return GOSTGEN_EBACKEND;
            *out = gg_backends[i];
            return GOSTGEN_OK;
        }
    return GOSTGEN_EBACKEND;
}

int gostgen_backend_check(const char *name)
{
    const gg_backend *be;
    return gg_backend_resolve(name, &be);
}

/* After a one-shot or multi-stream call (their frames are measured alike by tests/c/stack_reach.c):
 * GOST 28147-89 and Magma: 16 KiB (util.c); a block cipher's kernels: what its backend's ops say;
 * the deepest where the backend cannot be resolved (a failed call ran no kernel, but the scrub
 * does not need to know). */
static size_t gg_stack_depth_for(int cipher, const char *backend)
{
    const int bc = gg_bc_of_cipher(cipher);
    const gg_backend *be;
    if (bc < 0)
        return 16 * 1024;
    const gg_bc_ops *ops = gg_backend_resolve(backend, &be) == GOSTGEN_OK ? gg_bc_ops_of(be, bc) : NULL;
    return ops != NULL ? ops->stack_bytes : SIZE_MAX;
}

void gg_stack_scrub_for(int cipher, const char *backend)
{
    gg_stack_scrub_to(gg_stack_depth_for(cipher, backend));
}

/* A context's updates ran below frames of the caller's, which may lie deeper than the frame that
 * frees it (the OpenSSL module's updates go through a 4 KiB buffer): the one-shot depth and 16 KiB
 * more. */
void gg_stack_scrub_context(int cipher, const char *backend)
{
    const size_t depth = gg_stack_depth_for(cipher, backend);
    gg_stack_scrub_to(depth > SIZE_MAX - 16 * 1024 ? SIZE_MAX : depth + 16 * 1024);
}
