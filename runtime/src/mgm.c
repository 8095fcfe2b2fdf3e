/* mgm.c: MGM authenticated encryption (RFC 9058, R 1323565.1.026-2019) with Kuznyechik
 * (n = 128) or Magma (n = 64), on any backend's block cipher kernels.
 *
 * The nonce is one block whose first bit is 0. Y_1 = E(nonce), Z_1 = E(nonce with its first bit
 * set); block i of data is xored with E(Y_i), Y_(i+1) = Y_i + 1 in its right half (mod 2^(n/2));
 * H_i = E(Z_i), Z_(i+1) = Z_i + 1 in its left half. With the associated data A (h blocks, the last
 * one zero-padded) and the ciphertext C (q blocks, likewise),
 *   T = E(sum H_i (x) A_i + sum H_(h+j) (x) C_j + H_(h+q+1) (x) (len(A) || len(C)))
 * in GF(2^n) (gf.c), lengths in bits as n/2-bit big-endian numbers; the tag is T's first bytes.
 *
 * Blocks go to the cipher in batches: the counters of up to GG_MGM_BATCH_BYTES of data (Y and Z
 * for data, Z alone for associated data) are written out (AVX-512 where the CPU has it) and
 * encrypted by one kernel call, so the SIMD kernels see many independent blocks; the batch's
 * products are summed, unreduced, by one gf.c call, which also xors the keystream into the data
 * in the same pass. The one-shot call puts its few single blocks through the cipher together
 * (gg_mgm_oneshot_run). The Y keystream does not use a backend's fused CTR kernel: that one
 * carries out of the right half, so it could serve only runs that do not wrap it, and where the
 * wrap falls depends on Y_1, a secret; splitting there would branch on it.
 *
 * The one-shot decryption checks the tag over the ciphertext first and writes plaintext only
 * once it verified; the streaming context's plaintext is unverified until gostgen_mgm_verify
 * says so (gostgen.h). */
#include <pthread.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <stddef.h>
#include <string.h>

#include "gg_blockciphers.h"
#include "gg_bytes.h"
#include "gg_internal.h"

/* Data per kernel call: 4 KiB (256 Kuznyechik or 512 Magma blocks), whose Y and Z counters make
 * 512 or 1024 blocks in flight for the kernel (fewer calls: each has a fixed cost, such as
 * setting up its round keys). The passes with one counter sequence only (associated data, the
 * decryption's two passes) take twice as much data per call: the same blocks per call. */
#define GG_MGM_BATCH_BYTES 4096
#define GG_MGM_PASS_BYTES (2 * GG_MGM_BATCH_BYTES)
#define GG_MGM_MAX_BLOCK 16

/* The compiler may no longer assume anything about x's value. MemorySanitizer reports secret
 * data passed to inline assembly, so its builds (the constant-time check) go through a
 * volatile copy instead, whose shadow it follows. */
#if defined(__has_feature)
#if __has_feature(memory_sanitizer)
#define GG_MSAN_BUILD 1
#endif
#endif
#if defined(GG_MSAN_BUILD)
#define GG_VALUE_BARRIER(x)                 \
    do {                                    \
        volatile __typeof__(x) gg_vb_ = (x); \
        (x) = gg_vb_;                       \
    } while (0)
#elif defined(__GNUC__)
#define GG_VALUE_BARRIER(x) __asm__("" : "+r"(x))
#else
#define GG_VALUE_BARRIER(x) ((void)0)
#endif

typedef struct gg_mgm_cipher {
    size_t bs;
    int cipher;                     /* GOSTGEN_KUZNYECHIK or GOSTGEN_MAGMA ... */
    const gg_backend *be;           /* ... on this backend */
    const gg_bc_ops *ops;           /* kuznyechik: the backend's ops and the round keys */
    uint8_t rk[GG_BC_MAX_RK];
    gg_magma_key key;               /* magma: the key (key.sbox: the S-box set) */
} gg_mgm_cipher;

enum { GG_MGM_AAD, GG_MGM_DATA, GG_MGM_DONE };

struct gostgen_mgm_ctx {
    gg_mgm_cipher c;
    int decrypt, phase;
    uint8_t y[GG_MGM_MAX_BLOCK], z[GG_MGM_MAX_BLOCK]; /* the next Y_i and Z_i (before E) */
    uint8_t acc[GG_MGM_MAX_BLOCK];                    /* the sum so far, reduced */
    uint8_t buf[GG_MGM_MAX_BLOCK];  /* pending bytes of a partial block: AAD, or ciphertext */
    size_t fill;
    uint8_t ks[GG_MGM_MAX_BLOCK];   /* the partial data block's keystream ... */
    uint8_t hp[GG_MGM_MAX_BLOCK];   /* ... and its H */
    uint64_t alen, clen;            /* bytes */
    uint8_t tag[GG_MGM_MAX_BLOCK];  /* after final */
};

/* A context from gostgen_mgm_new, with its copy of the S-box set (the caller may free theirs). */
typedef struct gg_mgm_alloc {
    gostgen_mgm_ctx m; /* first: gostgen_mgm_free gets the allocation back from it */
    gg_sbox sbox;
} gg_mgm_alloc;

static void gg_mgm_encrypt(const gg_mgm_cipher *c, const uint8_t *in, uint8_t *out, size_t n)
{
    if (c->ops != NULL)
        c->ops->blocks(c->rk, 0, in, out, n);
    else
        c->be->magma_blocks(&c->key, GG_ORDER_MAGMA, GG_SCHED_ENCRYPT, in, out, n);
}

#if defined(__x86_64__) && defined(__GNUC__)
#include <immintrin.h>
#define GG_MGM_HAVE_AVX512 1

/* gg_mgm_counters' counters with 512-bit vectors: four 16-byte or eight 8-byte blocks per
 * store. Each block is built as numbers (the halves as 64-bit lanes, or as the two 32-bit
 * halves of one 64-bit lane) that lane additions step, each half wrapping within itself, and
 * is stored byte-swapped to big-endian. No branch or index depends on the counter's value. */
__attribute__((target("avx512f,avx512bw"))) static void
gg_mgm_counters_avx512(uint64_t l, uint64_t r, size_t bs, int right, uint8_t *out, size_t n)
{
    __m512i v, step, order;
    if (bs == 8) { /* lane j: block j, (l << 32 | r) with its 32-bit halves stepped apart */
        const __m512i j = _mm512_set_epi64(7, 6, 5, 4, 3, 2, 1, 0);
        v = _mm512_set1_epi64((long long)(l << 32 | r));
        if (right) {
            v = _mm512_add_epi32(v, j);
            step = _mm512_set1_epi64(8);
        } else {
            v = _mm512_add_epi32(v, _mm512_slli_epi64(j, 32));
            step = _mm512_set1_epi64((long long)8 << 32);
        }
        order = _mm512_broadcast_i32x4(_mm_set_epi8(8, 9, 10, 11, 12, 13, 14, 15, 0, 1, 2, 3,
                                                    4, 5, 6, 7));
    } else { /* lanes 2j, 2j + 1: block j's left and right halves */
        const __m512i j = right ? _mm512_set_epi64(3, 0, 2, 0, 1, 0, 0, 0)
                                : _mm512_set_epi64(0, 3, 0, 2, 0, 1, 0, 0);
        v = _mm512_add_epi64(_mm512_set_epi64((long long)r, (long long)l, (long long)r,
                                              (long long)l, (long long)r, (long long)l,
                                              (long long)r, (long long)l),
                             j);
        step = right ? _mm512_set_epi64(4, 0, 4, 0, 4, 0, 4, 0)
                     : _mm512_set_epi64(0, 4, 0, 4, 0, 4, 0, 4);
        order = _mm512_broadcast_i32x4(_mm_set_epi8(8, 9, 10, 11, 12, 13, 14, 15, 0, 1, 2, 3,
                                                    4, 5, 6, 7));
    }
    const size_t bytes = bs * n;
    size_t i = 0;
    for (; i + 64 <= bytes; i += 64) {
        _mm512_storeu_si512(out + i, _mm512_shuffle_epi8(v, order));
        v = bs == 8 ? _mm512_add_epi32(v, step) : _mm512_add_epi64(v, step);
    }
    if (i < bytes)
        _mm512_mask_storeu_epi8(out + i, ((__mmask64)1 << (bytes - i)) - 1,
                                _mm512_shuffle_epi8(v, order));
}

static int gg_mgm_have_avx512(void)
{
    static int have = -1; /* a benign race: every thread computes the same value */
    if (have < 0)
        have = __builtin_cpu_supports("avx512f") && __builtin_cpu_supports("avx512bw") ? 1 : 0;
    return have;
}
#endif

/* *ctr stepped k times in its right half (right) or its left half, mod 2^(n/2). */
static void gg_mgm_step(uint8_t *ctr, size_t bs, int right, size_t k)
{
    if (bs == 8) {
        const uint64_t v = gg_load_be64(ctr);
        const uint32_t l = (uint32_t)(v >> 32), r = (uint32_t)v;
        gg_store_be64(ctr, right ? (uint64_t)l << 32 | (uint32_t)(r + k)
                                 : (uint64_t)(uint32_t)(l + k) << 32 | r);
    } else {
        const uint64_t l = gg_load_be64(ctr), r = gg_load_be64(ctr + 8);
        gg_store_be64(ctr, right ? l : l + k);
        gg_store_be64(ctr + 8, right ? r + k : r);
    }
}

/* n counters from *ctr into out, stepping its right half (right) or its left half by one, mod
 * 2^(n/2) (RFC 9058 incr_r / incr_l); *ctr advances. Halves as big-endian numbers. */
static void gg_mgm_counters(uint8_t *ctr, size_t bs, int right, uint8_t *out, size_t n)
{
#ifdef GG_MGM_HAVE_AVX512
    if (n >= 4 && gg_mgm_have_avx512()) {
        if (bs == 8) {
            const uint64_t v = gg_load_be64(ctr);
            gg_mgm_counters_avx512((uint32_t)(v >> 32), (uint32_t)v, bs, right, out, n);
        } else {
            gg_mgm_counters_avx512(gg_load_be64(ctr), gg_load_be64(ctr + 8), bs, right, out, n);
        }
        gg_mgm_step(ctr, bs, right, n);
        return;
    }
#endif
    /* counter i computed from the first, not from counter i - 1: no chain, so it vectorizes.
     * The barrier keeps the compiler from turning the loop into one over the (secret-derived)
     * counter values with a compare against the last one: the branch would be taken as often
     * either way, but the constant-time check could not tell. */
    if (bs == 8) { /* halves of 32 bits, each wrapping within itself */
        const uint64_t v = gg_load_be64(ctr);
        const uint32_t l = (uint32_t)(v >> 32), r = (uint32_t)v;
        for (size_t i = 0; i < n; i++) {
            uint32_t a = l, b = r;
            GG_VALUE_BARRIER(a);
            GG_VALUE_BARRIER(b);
            gg_store_be64(out + 8 * i, right ? (uint64_t)a << 32 | (uint32_t)(b + i)
                                             : (uint64_t)(uint32_t)(a + i) << 32 | b);
        }
    } else {
        const uint64_t l = gg_load_be64(ctr), r = gg_load_be64(ctr + 8);
        for (size_t i = 0; i < n; i++) {
            uint64_t a = l, b = r;
            GG_VALUE_BARRIER(a);
            GG_VALUE_BARRIER(b);
            gg_store_be64(out + 16 * i, right ? a : a + i);
            gg_store_be64(out + 16 * i + 8, right ? b + i : b);
        }
    }
    gg_mgm_step(ctr, bs, right, n);
}

/* Lengths allowed so far: |A| + |C| < 2^(n/2) bits (RFC 9058 section 4). */
static int gg_mgm_len_ok(size_t bs, uint64_t alen, uint64_t clen)
{
    const uint64_t limit = bs == 8 ? (uint64_t)1 << 29 : (uint64_t)1 << 61; /* bytes */
    return alen < limit && clen < limit - alen;
}

/* sbox_copy: where a context that outlives the call keeps its own copy of a Magma S-box set;
 * NULL in the one-shot calls, which use the caller's for the call (and keep 4 KiB of table off
 * their stack). */
static void gg_mgm_start(gostgen_mgm_ctx *m, const uint8_t *nonce);

static int gg_mgm_setup(gostgen_mgm_ctx *m, int cipher, int decrypt, const gostgen_sbox *sbox,
                        const uint8_t *key, size_t key_len, const uint8_t *nonce,
                        size_t nonce_len, const char *backend, gg_sbox *sbox_copy)
{
    gg_mgm_cipher *c = &m->c;
    const gg_backend *be;
    int rc;
    if (key == NULL || nonce == NULL)
        return GOSTGEN_EINVAL;
    if (cipher != GOSTGEN_MAGMA && cipher != GOSTGEN_KUZNYECHIK)
        return cipher == GOSTGEN_GOST89 ? GOSTGEN_EMODE : GOSTGEN_EINVAL;
    if (key_len != 32)
        return GOSTGEN_EKEYLEN;
    memset(m, 0, sizeof *m);
    c->cipher = cipher;
    c->bs = gostgen_block_size(cipher);
    if (nonce_len != c->bs)
        return GOSTGEN_EIVLEN;
    if (nonce[0] & 0x80)
        return GOSTGEN_EINVAL;
    if (cipher == GOSTGEN_KUZNYECHIK) {
        int bc = gg_bc_of_cipher(cipher);
        if (sbox != NULL)
            return GOSTGEN_ESBOX;
        if ((rc = gg_backend_resolve(backend, &be)) != GOSTGEN_OK)
            return rc;
        c->be = be;
        c->ops = gg_bc_ops_of(be, bc);
        c->ops->schedule(key, c->rk);
    } else {
        const gg_sbox *sb;
        if ((rc = gg_resolve(cipher, sbox, backend, &sb, &be)) != GOSTGEN_OK)
            return rc;
        c->be = be;
        if (sbox_copy != NULL) {
            *sbox_copy = *sb;
            sb = sbox_copy;
        }
        c->key.sbox = sb;
        gg_magma_load_key(GG_ORDER_MAGMA, key, c->key.k);
    }
    m->decrypt = decrypt ? 1 : 0;
    gg_mgm_start(m, nonce);
    return GOSTGEN_OK;
}

/* A message under nonce (one block, its top bit clear: checked by the caller) on m's key: every
 * field after the key and direction starts afresh. */
static void gg_mgm_start(gostgen_mgm_ctx *m, const uint8_t *nonce)
{
    const gg_mgm_cipher *c = &m->c;
    const size_t from = offsetof(gostgen_mgm_ctx, y);
    gg_wipe((uint8_t *)m + from, sizeof *m - from); /* the last message's sums and keystream */
    m->phase = GG_MGM_AAD;
    /* Y_1 = E(0 || nonce), Z_1 = E(1 || nonce) */
    uint8_t yz[2 * GG_MGM_MAX_BLOCK];
    memcpy(yz, nonce, c->bs);
    memcpy(yz + c->bs, nonce, c->bs);
    yz[c->bs] |= 0x80;
    gg_mgm_encrypt(c, yz, yz, 2);
    memcpy(m->y, yz, c->bs);
    memcpy(m->z, yz + c->bs, c->bs);
    gg_wipe(yz, sizeof yz);
}

int gostgen_mgm_restart(gostgen_mgm_ctx *m, const uint8_t *nonce, size_t nonce_len)
{
    if (m == NULL || nonce == NULL)
        return GOSTGEN_EINVAL;
    if (nonce_len != m->c.bs)
        return GOSTGEN_EIVLEN;
    if (nonce[0] & 0x80)
        return GOSTGEN_EINVAL;
    gg_mgm_start(m, nonce);
    return GOSTGEN_OK;
}

/* acc += H_i (x) X_i for n whole blocks X (AAD or ciphertext), H from the next n Z counters. */
/* noinline here and below: each batch buffer lives only in its own frame, so the one-shot's
 * stack stays shallow enough for the cipher's usual scrub (gg_stack_scrub_for). */
static __attribute__((noinline)) void gg_mgm_absorb(gostgen_mgm_ctx *m, const uint8_t *X,
                                                    size_t n)
{
    uint8_t H[GG_MGM_PASS_BYTES];
    const size_t bs = m->c.bs, batch = GG_MGM_PASS_BYTES / bs;
    size_t used = 0;
    while (n > 0) {
        size_t k = n < batch ? n : batch;
        if (bs * k > used)
            used = bs * k;
        gg_mgm_counters(m->z, bs, 0, H, k);
        gg_mgm_encrypt(&m->c, H, H, k);
        gg_gf_mul_sum(bs, H, X, k, m->acc);
        X += bs * k;
        n -= k;
    }
    gg_wipe(H, used);
}

/* The pending partial AAD block, zero-padded, once no more AAD can come. */
static void gg_mgm_end_aad(gostgen_mgm_ctx *m)
{
    if (m->phase == GG_MGM_AAD) {
        if (m->fill > 0) {
            memset(m->buf + m->fill, 0, m->c.bs - m->fill);
            gg_mgm_absorb(m, m->buf, 1);
            m->fill = 0;
        }
        m->phase = GG_MGM_DATA;
    }
}

/* n whole data blocks from in to out: out = in ^ E(Y_i), the ciphertext's products summed. */
static __attribute__((noinline)) void gg_mgm_blocks(gostgen_mgm_ctx *m, const uint8_t *in,
                                                    uint8_t *out, size_t n)
{
    uint8_t YZ[2 * GG_MGM_BATCH_BYTES];
    const size_t bs = m->c.bs, batch = GG_MGM_BATCH_BYTES / bs;
    size_t used = 0;
    while (n > 0) {
        size_t k = n < batch ? n : batch;
        uint8_t *G = YZ, *H = YZ + bs * k;
        gg_mgm_counters(m->y, bs, 1, G, k);
        gg_mgm_counters(m->z, bs, 0, H, k);
        gg_mgm_encrypt(&m->c, YZ, YZ, 2 * k);
        gg_gf_xor_mul_sum(bs, H, G, in, out, k, m->decrypt, m->acc);
        if (2 * bs * k > used)
            used = 2 * bs * k;
        in += bs * k;
        out += bs * k;
        n -= k;
    }
    gg_wipe(YZ, used);
}

static void gg_mgm_keystream(gostgen_mgm_ctx *m, const uint8_t *in, uint8_t *out, size_t n);

/* The bulk passes over whole blocks: the products of AAD or ciphertext (absorb), the
 * encryption or decryption with the products (blocks), the keystream alone (keystream). */
typedef enum gg_mgm_pass { GG_MGM_PASS_ABSORB, GG_MGM_PASS_BLOCKS, GG_MGM_PASS_KEYSTREAM } gg_mgm_pass;

static void gg_mgm_pass_run(gostgen_mgm_ctx *m, gg_mgm_pass pass, const uint8_t *in, uint8_t *out,
                            size_t n)
{
    switch (pass) {
    case GG_MGM_PASS_ABSORB:
        gg_mgm_absorb(m, in, n);
        return;
    case GG_MGM_PASS_BLOCKS:
        gg_mgm_blocks(m, in, out, n);
        return;
    case GG_MGM_PASS_KEYSTREAM:
        gg_mgm_keystream(m, in, out, n);
        return;
    }
}

typedef struct gg_mgm_par {
    const gostgen_mgm_ctx *m;
    gg_mgm_pass pass;
    const uint8_t *in;
    uint8_t *out;
    pthread_mutex_t lock;
    uint8_t acc[GG_MGM_MAX_BLOCK]; /* the parts' sums, xored */
} gg_mgm_par;

/* Blocks [lo, hi) of a pass on a copy of the context, its Y and Z counters stepped to block lo
 * and its sum from zero; the sum is xored into the job's (addition in the field). */
static int gg_mgm_part(void *arg, size_t lo, size_t hi)
{
    gg_mgm_par *p = arg;
    gostgen_mgm_ctx c = *p->m;
    const size_t bs = c.c.bs;
    gg_mgm_step(c.y, bs, 1, lo);
    gg_mgm_step(c.z, bs, 0, lo);
    memset(c.acc, 0, sizeof c.acc);
    gg_mgm_pass_run(&c, p->pass, p->in + bs * lo, p->out == NULL ? NULL : p->out + bs * lo,
                    hi - lo);
    pthread_mutex_lock(&p->lock);
    for (size_t i = 0; i < bs; i++)
        p->acc[i] ^= c.acc[i];
    pthread_mutex_unlock(&p->lock);
    gg_wipe(&c, sizeof c);
    return GOSTGEN_OK;
}

/* A pass over n whole blocks, split across the library's threads when asked for (each part at
 * least GG_MGM_PART_BYTES): MGM's multiplications are independent, and its counters can be
 * stepped to any block. */
#define GG_MGM_PART_BYTES (64 * 1024)
static void gg_mgm_pass_threads(gostgen_mgm_ctx *m, gg_mgm_pass pass, const uint8_t *in,
                                uint8_t *out, size_t n)
{
    const size_t bs = m->c.bs, min_per = GG_MGM_PART_BYTES / bs;
    if (gostgen_threads() <= 1 || n < 2 * min_per) {
        gg_mgm_pass_run(m, pass, in, out, n);
        return;
    }
    gg_mgm_par p = {m, pass, in, out, PTHREAD_MUTEX_INITIALIZER, {0}};
    gg_parallel(n, min_per, gg_mgm_part, &p);
    pthread_mutex_destroy(&p.lock);
    for (size_t i = 0; i < bs; i++)
        m->acc[i] ^= p.acc[i];
    if (pass != GG_MGM_PASS_ABSORB)
        gg_mgm_step(m->y, bs, 1, n);
    if (pass != GG_MGM_PASS_KEYSTREAM)
        gg_mgm_step(m->z, bs, 0, n);
    gg_wipe(&p, sizeof p);
}

int gostgen_mgm_new(gostgen_mgm_ctx **out, int cipher, int decrypt, const gostgen_sbox *sbox,
                    const uint8_t *key, size_t key_len, const uint8_t *nonce, size_t nonce_len,
                    const char *backend)
{
    if (out == NULL)
        return GOSTGEN_EINVAL;
    *out = NULL;
    gg_mgm_alloc *a = malloc(sizeof *a);
    if (a == NULL)
        return GOSTGEN_ENOMEM;
    gostgen_mgm_ctx *m = &a->m;
    int rc = gg_mgm_setup(m, cipher, decrypt, sbox, key, key_len, nonce, nonce_len, backend,
                          &a->sbox);
    if (rc != GOSTGEN_OK) { /* (partly set up, before any cipher call: not gostgen_mgm_free) */
        gg_wipe(a, sizeof *a);
        free(a);
        return rc;
    }
    *out = m;
    return GOSTGEN_OK;
}

int gostgen_mgm_aad(gostgen_mgm_ctx *m, const uint8_t *aad, size_t len)
{
    if (m == NULL || (len > 0 && aad == NULL))
        return GOSTGEN_EINVAL;
    if (m->phase != GG_MGM_AAD)
        return GOSTGEN_ESTATE;
    if (len > UINT64_MAX - m->alen || !gg_mgm_len_ok(m->c.bs, m->alen + len, m->clen))
        return GOSTGEN_ELENGTH;
    const size_t bs = m->c.bs;
    m->alen += len;
    if (m->fill > 0) {
        size_t k = bs - m->fill < len ? bs - m->fill : len;
        memcpy(m->buf + m->fill, aad, k);
        m->fill += k;
        aad += k;
        len -= k;
        if (m->fill < bs)
            return GOSTGEN_OK;
        gg_mgm_absorb(m, m->buf, 1);
        m->fill = 0;
    }
    /* a last whole block may be followed by more AAD or not: either way it is absorbed as is */
    gg_mgm_pass_threads(m, GG_MGM_PASS_ABSORB, aad, NULL, len / bs);
    memcpy(m->buf, aad + len / bs * bs, len % bs);
    m->fill = len % bs;
    return GOSTGEN_OK;
}

int gostgen_mgm_update(gostgen_mgm_ctx *m, const uint8_t *in, uint8_t *out, size_t len)
{
    if (m == NULL || (len > 0 && (in == NULL || out == NULL)))
        return GOSTGEN_EINVAL;
    if (m->phase == GG_MGM_DONE)
        return GOSTGEN_ESTATE;
    if (len > UINT64_MAX - m->clen || !gg_mgm_len_ok(m->c.bs, m->alen, m->clen + len))
        return GOSTGEN_ELENGTH;
    if (len == 0)
        return GOSTGEN_OK;
    gg_mgm_end_aad(m);
    const size_t bs = m->c.bs;
    m->clen += len;
    if (m->fill > 0) { /* finish the partial block: its keystream and H were made with it */
        size_t k = bs - m->fill < len ? bs - m->fill : len;
        for (size_t i = 0; i < k; i++) {
            uint8_t x = in[i], y = (uint8_t)(x ^ m->ks[m->fill + i]);
            m->buf[m->fill + i] = m->decrypt ? x : y;
            out[i] = y;
        }
        m->fill += k;
        in += k;
        out += k;
        len -= k;
        if (m->fill < bs)
            return GOSTGEN_OK;
        gg_gf_mul_sum(bs, m->hp, m->buf, 1, m->acc);
        m->fill = 0;
    }
    gg_mgm_pass_threads(m, GG_MGM_PASS_BLOCKS, in, out, len / bs);
    in += len / bs * bs;
    out += len / bs * bs;
    len %= bs;
    if (len > 0) { /* a partial block: its keystream and H now, its product when complete */
        uint8_t yz[2 * GG_MGM_MAX_BLOCK];
        gg_mgm_counters(m->y, bs, 1, yz, 1);
        gg_mgm_counters(m->z, bs, 0, yz + bs, 1);
        gg_mgm_encrypt(&m->c, yz, yz, 2);
        memcpy(m->ks, yz, bs);
        memcpy(m->hp, yz + bs, bs);
        gg_wipe(yz, sizeof yz);
        for (size_t i = 0; i < len; i++) {
            uint8_t x = in[i], y = (uint8_t)(x ^ m->ks[i]);
            m->buf[i] = m->decrypt ? x : y;
            out[i] = y;
        }
        m->fill = len;
    }
    return GOSTGEN_OK;
}

/* The tag T (all n bits) into m->tag; the context is then done. */
static void gg_mgm_finish(gostgen_mgm_ctx *m)
{
    const size_t bs = m->c.bs;
    uint8_t L[GG_MGM_MAX_BLOCK], H[GG_MGM_MAX_BLOCK];
    if (m->phase == GG_MGM_AAD) {
        gg_mgm_end_aad(m);
    } else if (m->fill > 0) {
        memset(m->buf + m->fill, 0, bs - m->fill);
        gg_gf_mul_sum(bs, m->hp, m->buf, 1, m->acc);
        m->fill = 0;
    }
    if (bs == 8) {
        gg_store_be32(L, (uint32_t)(8 * m->alen));
        gg_store_be32(L + 4, (uint32_t)(8 * m->clen));
    } else {
        gg_store_be64(L, 8 * m->alen);
        gg_store_be64(L + 8, 8 * m->clen);
    }
    gg_mgm_counters(m->z, bs, 0, H, 1);
    gg_mgm_encrypt(&m->c, H, H, 1);
    gg_gf_mul_sum(bs, H, L, 1, m->acc);
    gg_mgm_encrypt(&m->c, m->acc, m->tag, 1);
    gg_wipe(H, sizeof H);
    m->phase = GG_MGM_DONE;
}

static int gg_mgm_tag_len_ok(const gostgen_mgm_ctx *m, size_t tag_len)
{
    return tag_len >= 4 && tag_len <= m->c.bs;
}

int gostgen_mgm_final(gostgen_mgm_ctx *m, uint8_t *tag, size_t tag_len)
{
    if (m == NULL || tag == NULL)
        return GOSTGEN_EINVAL;
    if (m->phase == GG_MGM_DONE || m->decrypt)
        return GOSTGEN_ESTATE;
    if (!gg_mgm_tag_len_ok(m, tag_len))
        return GOSTGEN_EINVAL;
    gg_mgm_finish(m);
    memcpy(tag, m->tag, tag_len);
    return GOSTGEN_OK;
}

/* Constant time in the tag's bytes: every byte is compared. */
static int gg_mgm_tag_equal(const uint8_t *a, const uint8_t *b, size_t n)
{
    unsigned d = 0;
    for (size_t i = 0; i < n; i++)
        d |= (unsigned)(a[i] ^ b[i]);
    return ((d - 1) >> 8) & 1;
}

int gostgen_mgm_verify(gostgen_mgm_ctx *m, const uint8_t *tag, size_t tag_len)
{
    if (m == NULL || tag == NULL)
        return GOSTGEN_EINVAL;
    if (m->phase == GG_MGM_DONE || !m->decrypt)
        return GOSTGEN_ESTATE;
    if (!gg_mgm_tag_len_ok(m, tag_len))
        return GOSTGEN_EINVAL;
    gg_mgm_finish(m);
    return gg_mgm_tag_equal(m->tag, tag, tag_len) ? GOSTGEN_OK : GOSTGEN_EAUTH;
}

void gostgen_mgm_free(gostgen_mgm_ctx *m)
{
    if (m == NULL) /* (no scrub: as gostgen_ctx_free) */
        return;
    const int cipher = m->c.cipher;
    const char *backend = m->c.be->name;
    gg_mgm_alloc *a = (gg_mgm_alloc *)m; /* m is its first member */
    gg_wipe(a, sizeof *a);
    free(a);
    gg_stack_scrub_context(cipher, backend); /* as deep as its kernels reach, and a margin */
}

/* out = in ^ E(Y_i) over n whole blocks, Y from m->y. */
static __attribute__((noinline)) void gg_mgm_keystream(gostgen_mgm_ctx *m, const uint8_t *in,
                                                       uint8_t *out, size_t n)
{
    uint8_t G[GG_MGM_PASS_BYTES];
    const size_t bs = m->c.bs, batch = GG_MGM_PASS_BYTES / bs;
    size_t used = 0;
    for (size_t done = 0; done < n;) {
        size_t k = n - done < batch ? n - done : batch;
        gg_mgm_counters(m->y, bs, 1, G, k);
        gg_mgm_encrypt(&m->c, G, G, k);
        gg_xor(out + bs * done, in + bs * done, G, bs * k);
        if (bs * k > used)
            used = bs * k;
        done += k;
    }
    gg_wipe(G, used);
}

/* The one-shot's body, once the context is set up and the lengths checked. The blocks that do
 * not come in runs (the last associated-data block, a partial last data block's keystream and
 * H, the length block's H) go through the cipher together in one call, their counters computed
 * from Y_1 and Z_1 at offsets given by the lengths; the whole blocks go in batches. Decryption
 * sums the ciphertext's products first and writes plaintext only once the tag verified. */
static int gg_mgm_oneshot_run(gostgen_mgm_ctx *m, const uint8_t *aad, size_t aad_len,
                              const uint8_t *in, uint8_t *out, size_t len, uint8_t *tag,
                              const uint8_t *want, size_t tag_len)
{
    const size_t bs = m->c.bs;
    const size_t h = (aad_len + bs - 1) / bs, q = len / bs, r = len % bs;
    const size_t qall = q + (r > 0);
    /* S: the single blocks' counters, then E of them; P, X: the pairs H (x) X summed at once */
    uint8_t S[4 * GG_MGM_MAX_BLOCK], X[3 * GG_MGM_MAX_BLOCK], P[3 * GG_MGM_MAX_BLOCK];
    uint8_t y1[GG_MGM_MAX_BLOCK], z1[GG_MGM_MAX_BLOCK];
    size_t ns = 0, np = 0, at_aad = 0, at_part = 0, at_ks = 0;
    int rc = GOSTGEN_OK;
    memcpy(y1, m->y, bs);
    memcpy(z1, m->z, bs);
    if (h > 0) { /* Z_h */
        at_aad = ns++;
        memcpy(S + bs * at_aad, z1, bs);
        gg_mgm_step(S + bs * at_aad, bs, 0, h - 1);
    }
    if (r > 0) { /* Y_qall and Z_(h + qall) */
        at_ks = ns++;
        memcpy(S + bs * at_ks, y1, bs);
        gg_mgm_step(S + bs * at_ks, bs, 1, q);
        at_part = ns++;
        memcpy(S + bs * at_part, z1, bs);
        gg_mgm_step(S + bs * at_part, bs, 0, h + q);
    }
    const size_t at_len = ns++; /* Z_(h + qall + 1) */
    memcpy(S + bs * at_len, z1, bs);
    gg_mgm_step(S + bs * at_len, bs, 0, h + qall);
    gg_mgm_encrypt(&m->c, S, S, ns);

    /* the associated data: all but its last block in batches, the last padded */
    if (h > 0) {
        gg_mgm_pass_threads(m, GG_MGM_PASS_ABSORB, aad, NULL, h - 1);
        memset(X + bs * np, 0, bs);
        memcpy(X + bs * np, aad + bs * (h - 1), aad_len - bs * (h - 1));
        memcpy(P + bs * np++, S + bs * at_aad, bs);
        gg_mgm_step(m->z, bs, 0, 1);
    }
    /* the data's whole blocks, then a partial last one (the ciphertext padded) */
    if (!m->decrypt) {
        gg_mgm_pass_threads(m, GG_MGM_PASS_BLOCKS, in, out, q);
        if (r > 0)
            for (size_t i = 0; i < r; i++)
                out[bs * q + i] = (uint8_t)(in[bs * q + i] ^ S[bs * at_ks + i]);
    } else {
        gg_mgm_pass_threads(m, GG_MGM_PASS_ABSORB, in, NULL, q);
    }
    if (r > 0) {
        memset(X + bs * np, 0, bs);
        memcpy(X + bs * np, (m->decrypt ? in : out) + bs * q, r);
        memcpy(P + bs * np++, S + bs * at_part, bs);
    }
    /* the lengths in bits */
    if (bs == 8) {
        gg_store_be32(X + bs * np, (uint32_t)(8 * aad_len));
        gg_store_be32(X + bs * np + 4, (uint32_t)(8 * len));
    } else {
        gg_store_be64(X + bs * np, 8 * (uint64_t)aad_len);
        gg_store_be64(X + bs * np + 8, 8 * (uint64_t)len);
    }
    memcpy(P + bs * np++, S + bs * at_len, bs);
    gg_gf_mul_sum(bs, P, X, np, m->acc);
    gg_mgm_encrypt(&m->c, m->acc, m->tag, 1);
    m->alen = aad_len;
    m->clen = len;
    m->phase = GG_MGM_DONE;

    if (!m->decrypt) {
        memcpy(tag, m->tag, tag_len);
    } else if (!gg_mgm_tag_equal(m->tag, want, tag_len)) {
        rc = GOSTGEN_EAUTH;
    } else { /* then the keystream E(Y_i) alone (the products are done) */
        memcpy(m->y, y1, bs);
        gg_mgm_pass_threads(m, GG_MGM_PASS_KEYSTREAM, in, out, q);
        for (size_t i = 0; i < r; i++)
            out[bs * q + i] = (uint8_t)(in[bs * q + i] ^ S[bs * at_ks + i]);
    }
    gg_wipe(S, sizeof S);
    gg_wipe(X, sizeof X);
    gg_wipe(P, sizeof P);
    gg_wipe(y1, sizeof y1);
    gg_wipe(z1, sizeof z1);
    return rc;
}

static __attribute__((noinline)) int
mgm_oneshot(int cipher, int decrypt, const gostgen_sbox *sbox, const uint8_t *key, size_t key_len,
            const uint8_t *nonce, size_t nonce_len, const uint8_t *aad, size_t aad_len,
            const uint8_t *in, uint8_t *out, size_t len, uint8_t *tag, const uint8_t *want,
            size_t tag_len, const char *backend)
{
    gostgen_mgm_ctx m;
    int rc = gg_mgm_setup(&m, cipher, decrypt, sbox, key, key_len, nonce, nonce_len, backend,
                          NULL);
    if (rc == GOSTGEN_OK && !gg_mgm_tag_len_ok(&m, tag_len))
        rc = GOSTGEN_EINVAL;
    if (rc == GOSTGEN_OK && ((len > 0 && (in == NULL || out == NULL)) ||
                             (aad_len > 0 && aad == NULL)))
        rc = GOSTGEN_EINVAL;
    if (rc == GOSTGEN_OK && !gg_mgm_len_ok(m.c.bs, aad_len, len))
        rc = GOSTGEN_ELENGTH;
    if (rc == GOSTGEN_OK)
        rc = gg_mgm_oneshot_run(&m, aad, aad_len, in, out, len, tag, want, tag_len);
    gg_wipe(&m, sizeof m);
    return rc;
}

int gostgen_mgm_encrypt(int cipher, const gostgen_sbox *sbox, const uint8_t *key, size_t key_len,
                        const uint8_t *nonce, size_t nonce_len, const uint8_t *aad,
                        size_t aad_len, const uint8_t *in, uint8_t *out, size_t len, uint8_t *tag,
                        size_t tag_len, const char *backend)
{
    if (tag == NULL)
        return GOSTGEN_EINVAL;
    int rc = mgm_oneshot(cipher, 0, sbox, key, key_len, nonce, nonce_len, aad, aad_len, in, out,
                         len, tag, NULL, tag_len, backend);
    gg_stack_scrub_for(cipher, backend);
    return rc;
}

int gostgen_mgm_decrypt(int cipher, const gostgen_sbox *sbox, const uint8_t *key, size_t key_len,
                        const uint8_t *nonce, size_t nonce_len, const uint8_t *aad,
                        size_t aad_len, const uint8_t *in, uint8_t *out, size_t len,
                        const uint8_t *tag, size_t tag_len, const char *backend)
{
    if (tag == NULL)
        return GOSTGEN_EINVAL;
    int rc = mgm_oneshot(cipher, 1, sbox, key, key_len, nonce, nonce_len, aad, aad_len, in, out,
                         len, NULL, tag, tag_len, backend);
    gg_stack_scrub_for(cipher, backend);
    return rc;
}

/* ---- many messages in one call (gostgen_mgm_encrypt_multi / _decrypt_multi) ----
 *
 * The messages' block encryptions are pooled: every pass walks the messages in order and writes
 * the cipher inputs its stages need (counters, nonces, sums) into one shared batch of
 * GG_MGM_PASS_BYTES, each message's blocks after the last one's, and hands a full batch to the
 * kernels (gg_mm_cipher): under one key, the blocks kernel takes all of it; with a key per
 * message, each message's run of blocks goes to the blocks kernel and the short rests of the runs
 * go together to the lanes kernel, a key per block (gg_bc_ops.lanes, gg_backend.magma_lanes).
 * Then each segment of the batch (gg_mm_seg) is consumed into its message: products summed,
 * keystream xored. Short records thus fill the SIMD lanes together, where one-shot calls would
 * each run a few blocks. With library threads, each thread takes a run of messages (gg_mm_part).
 *
 * Passes: (1) the nonces: Y_1 and Z_1 of every message; (2) the associated data's H, the data's
 * keystream and H (encryption) or the ciphertext's H alone (decryption), and the length block's
 * H; (3) the tags, E(sum); decryption compares them in constant time and then (4) runs the
 * keystream for the messages whose tag verified only. A failed message's output is untouched. */

/* A run of blocks under one key goes to the blocks kernel in whole multiples of
 * GG_MM_ALONE_BLOCKS (the batch of the byte-sliced Kuznyechik kernels, as GG_STREAM_ALONE_BLOCKS
 * in modes.c), and the rest of it too when that is more than GG_MM_LANES_TAIL blocks: a
 * byte-sliced kernel costs a whole batch however few blocks it holds, and its lanes kernel about
 * five times a block's share of one (measured on avx512: bench/results/mgm-multi.md). */
#define GG_MM_ALONE_BLOCKS 64
#define GG_MM_LANES_TAIL 12

/* What a run of batch blocks holds for its message. */
typedef enum gg_mm_kind {
    GG_MM_INIT, /* 2 blocks: 0 || nonce, 1 || nonce -> Y_1, Z_1 */
    GG_MM_AAD,  /* k blocks: H of associated data blocks j0.. */
    GG_MM_SEAL, /* 2k blocks: k keystream blocks, then k H, for data blocks j0.. (encryption) */
    GG_MM_HASH, /* k blocks: H of ciphertext blocks j0.. (decryption, before the tag is known) */
    GG_MM_OPEN, /* k blocks: keystream for ciphertext blocks j0.. (decryption, once verified) */
    GG_MM_LEN,  /* 1 block: H of the length block */
    GG_MM_TAG   /* 1 block: the sum -> T */
} gg_mm_kind;

typedef struct gg_mm_seg {
    size_t msg, j0, k, at; /* message, its first block in the stage, blocks, first batch slot */
    gg_mm_kind kind;
} gg_mm_seg;

typedef struct gg_mm_msg {
    uint8_t y[GG_MGM_MAX_BLOCK], z[GG_MGM_MAX_BLOCK]; /* the next Y_i and Z_i (before E) */
    uint8_t y1[GG_MGM_MAX_BLOCK];                     /* Y_1, for decryption's last pass */
    uint8_t acc[GG_MGM_MAX_BLOCK];                    /* the sum so far, reduced */
    size_t key;                                       /* index of its key */
    int ok;                                           /* decryption: the tag verified */
} gg_mm_msg;

typedef struct gg_mm {
    size_t bs, n, nkeys, cap; /* cap: blocks in a batch */
    int decrypt;
    const gg_bc_ops *ops;     /* kuznyechik: the ops and nkeys schedules in rk */
    uint8_t *rk;
    const gg_backend *be;     /* magma: the backend and nkeys keys */
    gg_magma_key *mk;
    gg_mm_msg *msg;
    uint8_t *buf;             /* the batch: cap blocks */
    uint8_t *tail;            /* cap blocks: the short runs of a batch, gathered for lanes ... */
    const uint8_t **tail_rk;  /* ... and the key of each */
    const gg_magma_key **tail_mk;
    gg_mm_seg *seg;
    size_t nseg, fill;
    /* the caller's arrays (checked) */
    const uint8_t *const *nonces, *const *aads, *const *in;
    const size_t *aad_lens, *lens;
    uint8_t *const *out;
    uint8_t *tags_out;
    const uint8_t *tags_in;
    size_t tag_len;
    int *results;
} gg_mm;

static size_t gg_mm_alen(const gg_mm *J, size_t i)
{
    return J->aad_lens != NULL ? J->aad_lens[i] : 0;
}

/* The blocks of a run of len under one key that go to the blocks kernel. */
static size_t gg_mm_bulk(size_t len)
{
    const size_t rest = len % GG_MM_ALONE_BLOCKS;
    return rest > GG_MM_LANES_TAIL ? len : len - rest;
}

/* nb blocks of the batch under key k, through the blocks kernel. */
static void gg_mm_blocks(const gg_mm *J, size_t k, uint8_t *X, size_t nb)
{
    if (J->ops != NULL)
        J->ops->blocks(J->rk + GG_BC_MAX_RK * k, 0, X, X, nb);
    else
        J->be->magma_blocks(&J->mk[k], GG_ORDER_MAGMA, GG_SCHED_ENCRYPT, X, X, nb);
}

/* The batch's blocks through the cipher. Under one key: the blocks kernel on all of them. With
 * a key per message, the batch is runs of blocks under one key (a message's consecutive
 * segments): whole GG_MM_ALONE_BLOCKS of a run go to the blocks kernel, and the rest of every run
 * is gathered and goes to the lanes kernel in one call, with a key per block. The lanes kernels
 * load a key per block (the byte-sliced ones transpose 160 bytes of round keys per Kuznyechik
 * block), so they pay off for the short runs only. */
static void gg_mm_cipher(gg_mm *J)
{
    const size_t bs = J->bs;
    if (J->nkeys == 1) {
        gg_mm_blocks(J, 0, J->buf, J->fill);
        return;
    }
    size_t nt = 0;
    for (size_t s = 0; s < J->nseg;) {
        const size_t k = J->msg[J->seg[s].msg].key, start = J->seg[s].at;
        while (s < J->nseg && J->msg[J->seg[s].msg].key == k)
            s++;
        const size_t end = s < J->nseg ? J->seg[s].at : J->fill;
        const size_t bulk = gg_mm_bulk(end - start);
        if (bulk > 0)
            gg_mm_blocks(J, k, J->buf + bs * start, bulk);
        for (size_t b = start + bulk; b < end; b++, nt++) {
            if (J->ops != NULL)
                J->tail_rk[nt] = J->rk + GG_BC_MAX_RK * k;
            else
                J->tail_mk[nt] = &J->mk[k];
        }
        memcpy(J->tail + bs * (nt - (end - start - bulk)), J->buf + bs * (start + bulk),
               bs * (end - start - bulk));
    }
    if (nt == 0)
        return;
    if (J->ops != NULL)
        J->ops->lanes(J->tail_rk, 0, J->tail, J->tail, nt);
    else
        J->be->magma_lanes(J->tail_mk, GG_ORDER_MAGMA, GG_SCHED_ENCRYPT, J->tail, J->tail, nt);
    /* back into place, run by run */
    nt = 0;
    for (size_t s = 0; s < J->nseg;) {
        const size_t k = J->msg[J->seg[s].msg].key, start = J->seg[s].at;
        while (s < J->nseg && J->msg[J->seg[s].msg].key == k)
            s++;
        const size_t end = s < J->nseg ? J->seg[s].at : J->fill;
        const size_t rest = end - start - gg_mm_bulk(end - start);
        memcpy(J->buf + bs * (end - rest), J->tail + bs * nt, bs * rest);
        nt += rest;
    }
    gg_wipe(J->tail, bs * nt);
}

/* The batch's blocks through the cipher, then each run into its message. */
static void gg_mm_flush(gg_mm *J)
{
    const size_t bs = J->bs;
    if (J->fill == 0)
        return;
    gg_mm_cipher(J);
    for (size_t s = 0; s < J->nseg; s++) {
        const gg_mm_seg *g = &J->seg[s];
        gg_mm_msg *m = &J->msg[g->msg];
        const uint8_t *E = J->buf + bs * g->at;
        const size_t alen = gg_mm_alen(J, g->msg), len = J->lens[g->msg];
        uint8_t X[GG_MGM_MAX_BLOCK];
        switch (g->kind) {
        case GG_MM_INIT:
            memcpy(m->y, E, bs);
            memcpy(m->y1, E, bs);
            memcpy(m->z, E + bs, bs);
            break;
        case GG_MM_AAD: {
            const uint8_t *a = J->aads[g->msg] + bs * g->j0;
            const size_t full = alen / bs - g->j0 < g->k ? alen / bs - g->j0 : g->k;
            if (full > 0)
                gg_gf_mul_sum(bs, E, a, full, m->acc);
            if (full < g->k) { /* the last block, zero-padded */
                memset(X, 0, bs);
                memcpy(X, a + bs * full, alen % bs);
                gg_gf_mul_sum(bs, E + bs * full, X, 1, m->acc);
            }
            break;
        }
        case GG_MM_SEAL:
        case GG_MM_HASH:
        case GG_MM_OPEN: {
            const uint8_t *in = J->in[g->msg] + bs * g->j0;
            uint8_t *out = J->out[g->msg] + bs * g->j0;
            const size_t full = len / bs - g->j0 < g->k ? len / bs - g->j0 : g->k;
            const size_t r = len % bs;
            const uint8_t *G = E, *Hs = g->kind == GG_MM_SEAL ? E + bs * g->k : E;
            if (full > 0) {
                if (g->kind == GG_MM_SEAL)
                    gg_gf_xor_mul_sum(bs, Hs, G, in, out, full, 0, m->acc);
                else if (g->kind == GG_MM_HASH)
                    gg_gf_mul_sum(bs, Hs, in, full, m->acc);
                else
                    gg_xor(out, in, G, bs * full);
            }
            if (full < g->k) { /* the partial last block: r bytes */
                const uint8_t *ci = in + bs * full;
                uint8_t *co = out + bs * full;
                if (g->kind != GG_MM_HASH)
                    for (size_t t = 0; t < r; t++)
                        co[t] = (uint8_t)(ci[t] ^ G[bs * full + t]);
                if (g->kind != GG_MM_OPEN) {
                    memset(X, 0, bs);
                    memcpy(X, g->kind == GG_MM_SEAL ? co : ci, r);
                    gg_gf_mul_sum(bs, Hs + bs * full, X, 1, m->acc);
                }
            }
            break;
        }
        case GG_MM_LEN:
            if (bs == 8) {
                gg_store_be32(X, (uint32_t)(8 * alen));
                gg_store_be32(X + 4, (uint32_t)(8 * len));
            } else {
                gg_store_be64(X, 8 * (uint64_t)alen);
                gg_store_be64(X + 8, 8 * (uint64_t)len);
            }
            gg_gf_mul_sum(bs, E, X, 1, m->acc);
            break;
        case GG_MM_TAG:
            if (!J->decrypt) {
                memcpy(J->tags_out + J->tag_len * g->msg, E, J->tag_len);
            } else {
                m->ok = gg_mgm_tag_equal(E, J->tags_in + J->tag_len * g->msg, J->tag_len);
                if (J->results != NULL)
                    J->results[g->msg] = m->ok ? GOSTGEN_OK : GOSTGEN_EAUTH;
            }
            break;
        }
        gg_wipe(X, sizeof X);
    }
    gg_wipe(J->buf, bs * J->fill);
    J->fill = J->nseg = 0;
}

/* Stage `kind` of message i: `units` units (a unit: a block, or for INIT and SEAL two), their
 * cipher inputs written into the batch, flushed whenever it is full. */
static void gg_mm_stage(gg_mm *J, size_t i, gg_mm_kind kind, size_t units)
{
    const size_t bs = J->bs, per = kind == GG_MM_INIT || kind == GG_MM_SEAL ? 2 : 1;
    gg_mm_msg *m = &J->msg[i];
    for (size_t done = 0; done < units;) {
        if (J->fill + per > J->cap)
            gg_mm_flush(J);
        size_t k = (J->cap - J->fill) / per;
        if (k > units - done)
            k = units - done;
        uint8_t *S = J->buf + bs * J->fill;
        switch (kind) {
        case GG_MM_INIT: /* k == 1 */
            memcpy(S, J->nonces[i], bs);
            memcpy(S + bs, J->nonces[i], bs);
            S[bs] |= 0x80;
            break;
        case GG_MM_AAD:
        case GG_MM_HASH:
        case GG_MM_LEN:
            gg_mgm_counters(m->z, bs, 0, S, k);
            break;
        case GG_MM_SEAL:
            gg_mgm_counters(m->y, bs, 1, S, k);
            gg_mgm_counters(m->z, bs, 0, S + bs * k, k);
            break;
        case GG_MM_OPEN:
            gg_mgm_counters(m->y, bs, 1, S, k);
            break;
        case GG_MM_TAG:
            memcpy(S, m->acc, bs);
            break;
        }
        J->seg[J->nseg++] = (gg_mm_seg){i, done, k, J->fill, kind};
        J->fill += per * k;
        done += k;
    }
}

static void gg_mm_run(gg_mm *J)
{
    const size_t bs = J->bs;
    size_t i;
    for (i = 0; i < J->n; i++)
        gg_mm_stage(J, i, GG_MM_INIT, 1);
    gg_mm_flush(J);
    for (i = 0; i < J->n; i++) {
        gg_mm_stage(J, i, GG_MM_AAD, (gg_mm_alen(J, i) + bs - 1) / bs);
        gg_mm_stage(J, i, J->decrypt ? GG_MM_HASH : GG_MM_SEAL, (J->lens[i] + bs - 1) / bs);
        gg_mm_stage(J, i, GG_MM_LEN, 1);
    }
    gg_mm_flush(J);
    for (i = 0; i < J->n; i++)
        gg_mm_stage(J, i, GG_MM_TAG, 1);
    gg_mm_flush(J);
    if (!J->decrypt)
        return;
    for (i = 0; i < J->n; i++) {
        if (!J->msg[i].ok)
            continue; /* no plaintext for a message whose tag failed */
        memcpy(J->msg[i].y, J->msg[i].y1, bs);
        gg_mm_stage(J, i, GG_MM_OPEN, (J->lens[i] + bs - 1) / bs);
    }
    gg_mm_flush(J);
}

/* Every argument of a multi call (gostgen.h); *sb and *be set when it returns GOSTGEN_OK. */
static int gg_mm_check(int cipher, const gostgen_sbox *sbox, size_t n, size_t nkeys,
                       const uint8_t *const keys[], const uint8_t *const nonces[],
                       size_t nonce_len, const uint8_t *const aads[], const size_t aad_lens[],
                       const uint8_t *const in[], uint8_t *const out[], const size_t lens[],
                       const void *tags, size_t tag_len, const char *backend, const gg_sbox **sb,
                       const gg_backend **be)
{
    int rc;
    if (cipher != GOSTGEN_MAGMA && cipher != GOSTGEN_KUZNYECHIK)
        return cipher == GOSTGEN_GOST89 ? GOSTGEN_EMODE : GOSTGEN_EINVAL;
    if ((rc = gg_resolve_cipher(cipher, sbox, backend, sb, be)) != GOSTGEN_OK)
        return rc;
    const size_t bs = gostgen_block_size(cipher);
    if (nonce_len != bs)
        return GOSTGEN_EIVLEN;
    if (tag_len < 4 || tag_len > bs)
        return GOSTGEN_EINVAL;
    /* no array of n pointers can exist past this n: refused before the arrays are read */
    if (n > SIZE_MAX / sizeof(void *))
        return GOSTGEN_EINVAL;
    if (n == 0)
        return GOSTGEN_OK;
    if (nkeys != 1 && nkeys != n)
        return GOSTGEN_EINVAL;
    if (keys == NULL || nonces == NULL || lens == NULL || tags == NULL)
        return GOSTGEN_EINVAL;
    for (size_t k = 0; k < nkeys; k++)
        if (keys[k] == NULL)
            return GOSTGEN_EINVAL;
    for (size_t i = 0; i < n; i++) {
        const size_t alen = aad_lens != NULL ? aad_lens[i] : 0, len = lens[i];
        if (nonces[i] == NULL || (nonces[i][0] & 0x80))
            return GOSTGEN_EINVAL;
        if (alen > 0 && (aads == NULL || aads[i] == NULL))
            return GOSTGEN_EINVAL;
        if (len > 0 && (in == NULL || out == NULL || in[i] == NULL || out[i] == NULL))
            return GOSTGEN_EINVAL;
        if (!gg_mgm_len_ok(bs, alen, len))
            return GOSTGEN_ELENGTH;
    }
    return GOSTGEN_OK;
}

/* A multi call's arguments, checked, and what they resolved to. */
typedef struct gg_mm_args {
    int cipher, decrypt;
    const gg_sbox *sb;
    const gg_backend *be;
    size_t nkeys;
    const uint8_t *const *keys, *const *nonces, *const *aads, *const *in;
    const size_t *aad_lens, *lens;
    uint8_t *const *out;
    uint8_t *tags_out;
    const uint8_t *tags_in;
    size_t tag_len;
    int *results;
    atomic_int enomem; /* a part could not allocate (set by any part) */
} gg_mm_args;

#define GG_MM_AT(p, lo) ((p) != NULL ? (p) + (lo) : NULL)

/* Messages [lo, hi) of a checked call: GOSTGEN_OK, GOSTGEN_EAUTH (decryption: a tag failed) or
 * GOSTGEN_ENOMEM (before anything is written). */
static int gg_mm_part(void *arg, size_t lo, size_t hi)
{
    const gg_mm_args *A = arg;
    const size_t n = hi - lo, nkeys = A->nkeys == 1 ? 1 : n;
    gg_mm J;
    memset(&J, 0, sizeof J);
    J.bs = gostgen_block_size(A->cipher);
    J.n = n;
    J.nkeys = nkeys;
    J.cap = GG_MGM_PASS_BYTES / J.bs;
    J.decrypt = A->decrypt;
    const int kuz = A->cipher == GOSTGEN_KUZNYECHIK;
    /* One allocation: the messages, the runs, the batch, its gathered short runs and their keys,
     * the keys (every part a multiple of 8 bytes). */
    const size_t key_bytes = kuz ? GG_BC_MAX_RK : sizeof(gg_magma_key);
    const size_t per_msg = sizeof(gg_mm_msg) + key_bytes, fixed = 2 * J.cap * J.bs +
                           J.cap * sizeof(void *) + J.cap * sizeof(gg_mm_seg);
    const size_t bytes = n <= (SIZE_MAX - fixed) / per_msg ? n * per_msg + fixed : 0;
    uint8_t *mem = bytes > 0 ? malloc(bytes) : NULL;
    if (mem == NULL) {
        atomic_store(&((gg_mm_args *)arg)->enomem, 1);
        return GOSTGEN_ENOMEM;
    }
    J.msg = (gg_mm_msg *)mem;
    J.seg = (gg_mm_seg *)(J.msg + n);
    J.buf = (uint8_t *)(J.seg + J.cap);
    J.tail = J.buf + J.cap * J.bs;
    uint8_t *slots = J.tail + J.cap * J.bs, *kmem = slots + J.cap * sizeof(void *);
    memset(J.msg, 0, n * sizeof *J.msg);
    const uint8_t *const *keys = A->nkeys == 1 ? A->keys : A->keys + lo;
    if (kuz) {
        J.ops = gg_bc_ops_of(A->be, gg_bc_of_cipher(A->cipher));
        J.rk = kmem;
        J.tail_rk = (const uint8_t **)(void *)slots;
        gg_schedule_many(J.ops, keys, J.rk, GG_BC_MAX_RK, nkeys);
    } else {
        J.be = A->be;
        J.mk = (gg_magma_key *)(void *)kmem;
        J.tail_mk = (const gg_magma_key **)(void *)slots;
        for (size_t k = 0; k < nkeys; k++) {
            gg_magma_load_key(GG_ORDER_MAGMA, keys[k], J.mk[k].k);
            J.mk[k].sbox = A->sb;
        }
    }
    for (size_t i = 0; i < n; i++)
        J.msg[i].key = nkeys == 1 ? 0 : i;
    J.nonces = A->nonces + lo;
    J.aads = GG_MM_AT(A->aads, lo);
    J.aad_lens = GG_MM_AT(A->aad_lens, lo);
    J.in = GG_MM_AT(A->in, lo);
    J.out = GG_MM_AT(A->out, lo);
    J.lens = A->lens + lo;
    J.tags_out = A->tags_out != NULL ? A->tags_out + A->tag_len * lo : NULL;
    J.tags_in = A->tags_in != NULL ? A->tags_in + A->tag_len * lo : NULL;
    J.tag_len = A->tag_len;
    J.results = GG_MM_AT(A->results, lo);
    gg_mm_run(&J);
    int rc = GOSTGEN_OK;
    if (A->decrypt)
        for (size_t i = 0; i < n; i++)
            if (!J.msg[i].ok)
                rc = GOSTGEN_EAUTH;
    gg_wipe(mem, bytes);
    free(mem);
    gg_wipe(&J, sizeof J);
    return rc;
}

static __attribute__((noinline)) int
mgm_multi_body(int cipher, int decrypt, const gostgen_sbox *sbox, size_t n, size_t nkeys,
               const uint8_t *const keys[], const uint8_t *const nonces[], size_t nonce_len,
               const uint8_t *const aads[], const size_t aad_lens[], const uint8_t *const in[],
               uint8_t *const out[], const size_t lens[], uint8_t *tags_out,
               const uint8_t *tags_in, size_t tag_len, int *results, const char *backend)
{
    gg_mm_args A = {cipher, decrypt, NULL, NULL, nkeys, keys, nonces, aads, in, aad_lens, lens,
                    out, tags_out, tags_in, tag_len, results, 0};
    int rc = gg_mm_check(cipher, sbox, n, nkeys, keys, nonces, nonce_len, aads, aad_lens, in,
                         out, lens, decrypt ? (const void *)tags_in : (const void *)tags_out,
                         tag_len, backend, &A.sb, &A.be);
    if (rc != GOSTGEN_OK || n == 0)
        return rc;
    /* Messages are independent: with threads asked for, each thread takes a run of them, each
     * run at least GG_PARALLEL_MIN_BYTES of data on average. A run whose allocation fails
     * leaves its messages unwritten and the call says GOSTGEN_ENOMEM, whatever the others say. */
    size_t total = 0;
    for (size_t i = 0; i < n; i++) {
        const size_t m = lens[i] + (aad_lens != NULL ? aad_lens[i] : 0) + 64;
        total = m > SIZE_MAX - total ? SIZE_MAX : total + m;
    }
    const size_t parts = total / GG_PARALLEL_MIN_BYTES > 0 ? total / GG_PARALLEL_MIN_BYTES : 1;
    rc = gg_parallel(n, (n + parts - 1) / parts, gg_mm_part, &A);
    if (atomic_load(&A.enomem))
        rc = GOSTGEN_ENOMEM;
    gg_wipe(&A, sizeof A);
    return rc;
}

int gostgen_mgm_encrypt_multi(int cipher, const gostgen_sbox *sbox, size_t n, size_t nkeys,
                              const uint8_t *const keys[], const uint8_t *const nonces[],
                              size_t nonce_len, const uint8_t *const aads[],
                              const size_t aad_lens[], const uint8_t *const in[],
                              uint8_t *const out[], const size_t lens[], uint8_t *tags,
                              size_t tag_len, const char *backend)
{
    int rc = mgm_multi_body(cipher, 0, sbox, n, nkeys, keys, nonces, nonce_len, aads, aad_lens,
                            in, out, lens, tags, NULL, tag_len, NULL, backend);
    gg_stack_scrub_for(cipher, backend);
    return rc;
}

int gostgen_mgm_decrypt_multi(int cipher, const gostgen_sbox *sbox, size_t n, size_t nkeys,
                              const uint8_t *const keys[], const uint8_t *const nonces[],
                              size_t nonce_len, const uint8_t *const aads[],
                              const size_t aad_lens[], const uint8_t *const in[],
                              uint8_t *const out[], const size_t lens[], const uint8_t *tags,
                              size_t tag_len, int *results, const char *backend)
{
    int rc = mgm_multi_body(cipher, 1, sbox, n, nkeys, keys, nonces, nonce_len, aads, aad_lens,
                            in, out, lens, NULL, tags, tag_len, results, backend);
    gg_stack_scrub_for(cipher, backend);
    return rc;
}
