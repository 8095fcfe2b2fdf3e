/* hash.c: Streebog (GOST R 34.11-2012, RFC 6986) on top of a backend's compression g_N.
 * What runs per block and at the end, and how the last block is padded, is the description's
 * iteration (dsl/streebog.gg, section "iterate"), generated into gg_hash_iteration.h; this file
 * cuts the message into blocks (streaming, one-shot, batches in lanes). */
#include <stdlib.h>
#include <string.h>

#include "gg_hash_iteration.h"
#include "gg_internal.h"

struct gostgen_hash_ctx {
    const gg_backend *be;
    unsigned bits;
    int done;
    gg_hash_state s;
    uint8_t buf[GG_HASH_BLOCK_BYTES];
    size_t buflen;
};

static void gg_hash_init(gostgen_hash_ctx *h, const gg_backend *be, unsigned bits)
{
    memset(h, 0, sizeof *h);
    h->be = be;
    h->bits = bits;
    gg_hash_start(&h->s, bits);
}

static void gg_hash_update_(gostgen_hash_ctx *h, const uint8_t *data, size_t len)
{
    const size_t B = GG_HASH_BLOCK_BYTES;
    if (h->buflen > 0) {
        size_t n = B - h->buflen < len ? B - h->buflen : len;
        memcpy(h->buf + h->buflen, data, n);
        h->buflen += n;
        data += n;
        len -= n;
        if (h->buflen < B)
            return;
        gg_hash_block(h->be, &h->s, h->buf, 8 * B);
        h->buflen = 0;
    }
    /* A complete block is compressed at once: a message of exactly k blocks still ends with a
     * padded empty block. */
    for (; len >= B; data += B, len -= B)
        gg_hash_block(h->be, &h->s, data, 8 * B);
    memcpy(h->buf, data, len);
    h->buflen = len;
}

static void gg_hash_final_(gostgen_hash_ctx *h, uint8_t *digest)
{
    gg_hash_pad(h->buf, h->buflen);
    gg_hash_block(h->be, &h->s, h->buf, (unsigned)(8 * h->buflen));
    gg_hash_finish(h->be, &h->s);
    gg_hash_digest(&h->s, h->bits, digest);
    h->done = 1;
}

int gostgen_hash_new(gostgen_hash_ctx **out, unsigned bits, const char *backend)
{
    const gg_backend *be;
    if (out == NULL)
        return GOSTGEN_EINVAL;
    *out = NULL;
    if (bits != 256 && bits != 512)
        return GOSTGEN_EINVAL;
    int rc = gg_backend_resolve(backend, &be);
    if (rc != GOSTGEN_OK)
        return rc;
    gostgen_hash_ctx *h = malloc(sizeof *h);
    if (h == NULL)
        return GOSTGEN_ENOMEM;
    gg_hash_init(h, be, bits);
    *out = h;
    return GOSTGEN_OK;
}

int gostgen_hash_update(gostgen_hash_ctx *h, const uint8_t *data, size_t len)
{
    if (h == NULL || (data == NULL && len > 0))
        return GOSTGEN_EINVAL;
    if (h->done)
        return GOSTGEN_ESTATE;
    if (len > 0)
        gg_hash_update_(h, data, len);
    return GOSTGEN_OK;
}

int gostgen_hash_final(gostgen_hash_ctx *h, uint8_t *digest)
{
    if (h == NULL || digest == NULL)
        return GOSTGEN_EINVAL;
    if (h->done)
        return GOSTGEN_ESTATE;
    gg_hash_final_(h, digest);
    return GOSTGEN_OK;
}

int gostgen_hash_copy(const gostgen_hash_ctx *h, gostgen_hash_ctx **out)
{
    void *c;
    if (out == NULL)
        return GOSTGEN_EINVAL;
    int rc = gg_ctx_copy(h, h != NULL && h->done, sizeof *h, &c);
    *out = c;
    return rc;
}

void gostgen_hash_free(gostgen_hash_ctx *h)
{
    if (h == NULL) /* (no scrub: as gostgen_ctx_free) */
        return;
    gg_wipe(h, sizeof *h);
    free(h);
    gg_stack_scrub(); /* messages may be keys (HMAC, KDFs) */
}

static __attribute__((noinline)) int
hash_body(unsigned bits, const char *backend, const uint8_t *data, size_t len, uint8_t *digest)
{
    const gg_backend *be;
    gostgen_hash_ctx h;
    if (bits != 256 && bits != 512)
        return GOSTGEN_EINVAL;
    if (digest == NULL || (data == NULL && len > 0))
        return GOSTGEN_EINVAL;
    int rc = gg_backend_resolve(backend, &be);
    if (rc != GOSTGEN_OK)
        return rc;
    gg_hash_init(&h, be, bits);
    if (len > 0)
        gg_hash_update_(&h, data, len);
    gg_hash_final_(&h, digest);
    gg_wipe(&h, sizeof h);
    return GOSTGEN_OK;
}

/* Messages may be keys (HMAC, KDFs): as for the ciphers (cipher.c), the work runs in a frame of
 * its own so that the scrub reaches all of it. */
int gostgen_hash(unsigned bits, const char *backend, const uint8_t *data, size_t len,
                 uint8_t *digest)
{
    int rc = hash_body(bits, backend, data, len, digest);
    gg_stack_scrub();
    return rc;
}

static int gg_hash_batch(unsigned bits, const char *backend, size_t n, const uint8_t *const data[],
                         const size_t lens[], uint8_t *digests)
{
    const gg_backend *be;
    size_t i, k;
    if (bits != 256 && bits != 512)
        return GOSTGEN_EINVAL;
    int rc = gg_backend_resolve(backend, &be);
    if (rc != GOSTGEN_OK)
        return rc;
    if (n == 0)
        return GOSTGEN_OK;
    if (data == NULL || lens == NULL || digests == NULL)
        return GOSTGEN_EINVAL;
    for (i = 0; i < n; i++)
        if (data[i] == NULL && lens[i] > 0)
            return GOSTGEN_EINVAL;
    if (be->streebog_batch != NULL && be->streebog_batch(bits, n, data, lens, digests))
        return GOSTGEN_OK;

    /* Per message: its state, its padded last block; per lane: the state's and the block's
     * pointers, the block's bits, and the compression's three pointer arrays. */
    const size_t B = GG_HASH_BLOCK_BYTES;
    size_t per = sizeof(gg_hash_state) + B + 5 * sizeof(void *) + sizeof(unsigned);
    size_t bytes = n * per;
    if (bytes / n != per)
        return GOSTGEN_ENOMEM;
    uint8_t *mem = malloc(bytes);
    if (mem == NULL)
        return GOSTGEN_ENOMEM;
    gg_hash_state *st = (gg_hash_state *)(void *)mem;
    gg_hash_state **sp = (gg_hash_state **)(void *)(st + n);
    const uint8_t **mp = (const uint8_t **)(void *)(sp + n);
    gg_hash_lanes_args w = {(uint8_t **)(void *)(mp + n), (const uint8_t **)(void *)(mp + 2 * n),
                            (const uint8_t **)(void *)(mp + 3 * n)};
    unsigned *bits_in = (unsigned *)(void *)(mp + 4 * n);
    uint8_t *P = (uint8_t *)(bits_in + n);
    for (i = 0; i < n; i++)
        gg_hash_start(&st[i], bits);

    /* Each step compresses block `off / B` of every message that still has a complete block
     * there. */
    for (size_t off = 0;; off += B) {
        for (i = 0, k = 0; i < n; i++)
            if (lens[i] >= off + B) {
                sp[k] = &st[i];
                mp[k] = data[i] + off;
                bits_in[k] = (unsigned)(8 * B);
                k++;
            }
        if (k == 0)
            break;
        gg_hash_block_lanes(be, k, sp, mp, bits_in, &w);
    }
    /* The padded last blocks and the end, for all messages together. */
    for (i = 0; i < n; i++) {
        size_t rem = lens[i] % B;
        uint8_t *p = P + B * i;
        if (rem > 0)
            memcpy(p, data[i] + (lens[i] - rem), rem);
        gg_hash_pad(p, rem);
        sp[i] = &st[i];
        mp[i] = p;
        bits_in[i] = (unsigned)(8 * rem);
    }
    gg_hash_block_lanes(be, n, sp, mp, bits_in, &w);
    gg_hash_finish_lanes(be, n, sp, &w);
    for (i = 0; i < n; i++)
        gg_hash_digest(&st[i], bits, digests + i * (bits / 8));
    gg_wipe(mem, bytes);
    free(mem);
    return GOSTGEN_OK;
}

/* Messages [lo, hi) of a batch; parts are cut by message count, balanced for equal lengths. */
typedef struct gg_batch_job {
    unsigned bits;
    const char *backend;
    const uint8_t *const *data;
    const size_t *lens;
    uint8_t *digests;
} gg_batch_job;

static int gg_batch_part(void *arg, size_t lo, size_t hi)
{
    const gg_batch_job *j = arg;
    return gg_hash_batch(j->bits, j->backend, hi - lo, j->data + lo, j->lens + lo,
                         j->digests + lo * (j->bits / 8));
}

static __attribute__((noinline)) int hash_batch_body(unsigned bits, const char *backend, size_t n,
                                                     const uint8_t *const data[],
                                                     const size_t lens[], uint8_t *digests)
{
    /* Every argument checked (a call on no message, and the pointers) before threads start; n
     * past what the arrays (n pointers, n digests of up to 64 bytes) can hold is refused before
     * they are read. */
    if (n > SIZE_MAX / sizeof(void *) || n > SIZE_MAX / 64)
        return GOSTGEN_EINVAL;
    int ok = gostgen_threads() > 1 && n > 1 && data != NULL && lens != NULL && digests != NULL;
    size_t total = 0;
    for (size_t i = 0; ok && i < n; i++) {
        ok = data[i] != NULL || lens[i] == 0;
        total += lens[i];
    }
    if (!ok)
        return gg_hash_batch(bits, backend, n, data, lens, digests);
    int rc = gg_hash_batch(bits, backend, 0, data, lens, digests);
    if (rc != GOSTGEN_OK)
        return rc;
    gg_batch_job job = {bits, backend, data, lens, digests};
    size_t avg = total / n + 64;
    return gg_parallel(n, GG_PARALLEL_MIN_BYTES / avg + 1, gg_batch_part, &job);
}

int gostgen_hash_batch(unsigned bits, const char *backend, size_t n, const uint8_t *const data[],
                       const size_t lens[], uint8_t *digests)
{
    int rc = hash_batch_body(bits, backend, n, data, lens, digests);
    gg_stack_scrub_deep(); /* as gostgen_hash; the batch path and its threads go deeper */
    return rc;
}
