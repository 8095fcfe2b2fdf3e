/* hash.c: Streebog (GOST R 34.11-2012, RFC 6986) on top of a backend's compression g_N.
 * Vectors are 64-byte little-endian numbers; the message is taken 64 bytes at a time from its
 * start (stage 2), the rest is padded with 0x01 then zeros (stage 3). */
#include <stdlib.h>
#include <string.h>

#include "gg_bytes.h"
#include "gg_internal.h"

struct gostgen_hash_ctx {
    const gg_backend *be;
    unsigned bits;
    int done;
    uint8_t h[64];
    uint8_t N[64];     /* bits processed, mod 2^512 */
    uint8_t Sigma[64]; /* sum of the blocks, mod 2^512 */
    uint8_t buf[64];
    size_t buflen;
};

static const uint8_t gg_zero64[64];

/* a += b mod 2^512, in 64-bit limbs: a byte loop here cost about a sixth of a fast backend's
 * compression per block (and filled the out-of-order window between two compressions). */
static void gg_add512(uint8_t a[64], const uint8_t b[64])
{
    uint64_t c = 0;
    for (int i = 0; i < 64; i += 8) {
        uint64_t x = gg_load_le64(a + i), s = x + gg_load_le64(b + i);
        uint64_t c1 = s < x;
        s += c;
        c = c1 | (s < c);
        gg_store_le64(a + i, s);
    }
}

/* N += v mod 2^512, for a small v */
static void gg_add_small(uint8_t N[64], unsigned v)
{
    for (int i = 0; i < 64 && v != 0; i++) {
        v += N[i];
        N[i] = (uint8_t)v;
        v >>= 8;
    }
}

static void gg_hash_init(gostgen_hash_ctx *h, const gg_backend *be, unsigned bits)
{
    memset(h, 0, sizeof *h);
    h->be = be;
    h->bits = bits;
    gg_streebog_iv(bits, h->h);
}

static void gg_hash_block(gostgen_hash_ctx *h, const uint8_t m[64])
{
    h->be->streebog_g(h->h, h->N, m);
    gg_add_small(h->N, 512);
    gg_add512(h->Sigma, m);
}

static void gg_hash_update_(gostgen_hash_ctx *h, const uint8_t *data, size_t len)
{
    if (h->buflen > 0) {
        size_t n = 64 - h->buflen < len ? 64 - h->buflen : len;
        memcpy(h->buf + h->buflen, data, n);
        h->buflen += n;
        data += n;
        len -= n;
        if (h->buflen < 64)
            return;
        gg_hash_block(h, h->buf);
        h->buflen = 0;
    }
    /* A complete block is compressed at once: a message of exactly 64k bytes still ends with a
     * padded empty block in stage 3. */
    for (; len >= 64; data += 64, len -= 64)
        gg_hash_block(h, data);
    memcpy(h->buf, data, len);
    h->buflen = len;
}

static void gg_hash_final_(gostgen_hash_ctx *h, uint8_t *digest)
{
    memset(h->buf + h->buflen, 0, 64 - h->buflen);
    h->buf[h->buflen] = 0x01;
    h->be->streebog_g(h->h, h->N, h->buf);
    gg_add_small(h->N, (unsigned)(8 * h->buflen));
    gg_add512(h->Sigma, h->buf);
    h->be->streebog_g(h->h, gg_zero64, h->N);
    h->be->streebog_g(h->h, gg_zero64, h->Sigma);
    gg_streebog_digest(h->bits, h->h, digest);
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
    if (out == NULL)
        return GOSTGEN_EINVAL;
    *out = NULL;
    if (h == NULL)
        return GOSTGEN_EINVAL;
    if (h->done)
        return GOSTGEN_ESTATE;
    gostgen_hash_ctx *c = malloc(sizeof *c);
    if (c == NULL)
        return GOSTGEN_ENOMEM;
    memcpy(c, h, sizeof *c);
    *out = c;
    return GOSTGEN_OK;
}

void gostgen_hash_free(gostgen_hash_ctx *h)
{
    if (h != NULL) {
        gg_wipe(h, sizeof *h);
        free(h);
    }
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

    /* Per message: h, N, Sigma, the padded last block; three pointer arrays for the lanes. */
    size_t per = 4 * 64 + 3 * sizeof(void *);
    size_t bytes = n * per;
    if (bytes / n != per)
        return GOSTGEN_ENOMEM;
    uint8_t *mem = malloc(bytes);
    if (mem == NULL)
        return GOSTGEN_ENOMEM;
    uint8_t *H = mem, *N = mem + 64 * n, *S = mem + 128 * n, *P = mem + 192 * n;
    uint8_t **hp = (uint8_t **)(mem + 256 * n);
    const uint8_t **np = (const uint8_t **)(hp + n);
    const uint8_t **mp = np + n;
    memset(N, 0, 128 * n);
    for (i = 0; i < n; i++)
        gg_streebog_iv(bits, H + 64 * i);

    /* Stage 2: each step compresses block `step` of every message that still has a complete
     * block there. */
    for (size_t off = 0;; off += 64) {
        for (i = 0, k = 0; i < n; i++)
            if (lens[i] >= off + 64) {
                hp[k] = H + 64 * i;
                np[k] = N + 64 * i;
                mp[k] = data[i] + off;
                k++;
            }
        if (k == 0)
            break;
        be->streebog_g_lanes(k, hp, np, mp);
        for (i = 0; i < n; i++)
            if (lens[i] >= off + 64) {
                gg_add_small(N + 64 * i, 512);
                gg_add512(S + 64 * i, data[i] + off);
            }
    }
    /* Stage 3 for all messages together. */
    for (i = 0; i < n; i++) {
        size_t rem = lens[i] % 64;
        uint8_t *p = P + 64 * i;
        memset(p, 0, 64);
        if (rem > 0)
            memcpy(p, data[i] + (lens[i] - rem), rem);
        p[rem] = 0x01;
        hp[i] = H + 64 * i;
        np[i] = N + 64 * i;
        mp[i] = p;
    }
    be->streebog_g_lanes(n, hp, np, mp);
    for (i = 0; i < n; i++) {
        gg_add_small(N + 64 * i, (unsigned)(8 * (lens[i] % 64)));
        gg_add512(S + 64 * i, P + 64 * i);
        np[i] = gg_zero64;
        mp[i] = N + 64 * i;
    }
    be->streebog_g_lanes(n, hp, np, mp);
    for (i = 0; i < n; i++)
        mp[i] = S + 64 * i;
    be->streebog_g_lanes(n, hp, np, mp);
    for (i = 0; i < n; i++)
        gg_streebog_digest(bits, H + 64 * i, digests + i * (bits / 8));
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
