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
 * Blocks go to the cipher in batches: the counters of up to GG_MGM_BATCH blocks (Y and Z for
 * data, Z alone for associated data) are written out and encrypted by one kernel call, so the
 * SIMD kernels see many independent blocks; the batch's products are summed by one
 * gg_gf_mul_sum call. The one-shot decryption checks the tag over the ciphertext first and
 * writes plaintext only once it verified; the streaming context's plaintext is unverified until
 * gostgen_mgm_verify says so (gostgen.h). */
#include <stdlib.h>
#include <string.h>

#include "gg_blockciphers.h"
#include "gg_bytes.h"
#include "gg_internal.h"

/* Data blocks per kernel call: Y and Z counters of 128 blocks = 256 blocks (4 KiB of 16-byte blocks). */
#define GG_MGM_BATCH 128
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
    const gg_bc_ops *ops;           /* kuznyechik: the backend's ops and the round keys */
    uint8_t rk[GG_BC_MAX_RK];
    const gg_backend *be;           /* magma: the backend, the key and its S-box set */
    gg_magma_key key;
    gg_sbox sbox;
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

static void gg_mgm_encrypt(const gg_mgm_cipher *c, const uint8_t *in, uint8_t *out, size_t n)
{
    if (c->ops != NULL)
        c->ops->blocks(c->rk, 0, in, out, n);
    else
        c->be->magma_blocks(&c->key, GG_ORDER_MAGMA, GG_SCHED_ENCRYPT, in, out, n);
}

/* n counters from *ctr into out, stepping its right half (right) or its left half by one, mod
 * 2^(n/2) (RFC 9058 incr_r / incr_l); *ctr advances. Halves as big-endian numbers. */
static void gg_mgm_counters(uint8_t *ctr, size_t bs, int right, uint8_t *out, size_t n)
{
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
        gg_store_be64(ctr, right ? (uint64_t)l << 32 | (uint32_t)(r + n)
                                 : (uint64_t)(uint32_t)(l + n) << 32 | r);
    } else {
        const uint64_t l = gg_load_be64(ctr), r = gg_load_be64(ctr + 8);
        for (size_t i = 0; i < n; i++) {
            uint64_t a = l, b = r;
            GG_VALUE_BARRIER(a);
            GG_VALUE_BARRIER(b);
            gg_store_be64(out + 16 * i, right ? a : a + i);
            gg_store_be64(out + 16 * i + 8, right ? b + i : b);
        }
        gg_store_be64(ctr, right ? l : l + n);
        gg_store_be64(ctr + 8, right ? r + n : r);
    }
}

/* Lengths allowed so far: |A| + |C| < 2^(n/2) bits (RFC 9058 section 4). */
static int gg_mgm_len_ok(size_t bs, uint64_t alen, uint64_t clen)
{
    const uint64_t limit = bs == 8 ? (uint64_t)1 << 29 : (uint64_t)1 << 61; /* bytes */
    return alen < limit && clen < limit - alen;
}

static int gg_mgm_setup(gostgen_mgm_ctx *m, int cipher, int decrypt, const gostgen_sbox *sbox,
                        const uint8_t *key, size_t key_len, const uint8_t *nonce,
                        size_t nonce_len, const char *backend)
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
        c->ops = gg_bc_ops_of(be, bc);
        c->ops->schedule(key, c->rk);
    } else {
        const gg_sbox *sb;
        if ((rc = gg_resolve(sbox, backend, &sb, &be)) != GOSTGEN_OK)
            return rc;
        c->be = be;
        c->sbox = *sb;
        c->key.sbox = &c->sbox;
        gg_magma_load_key(GG_ORDER_MAGMA, key, c->key.k);
    }
    m->decrypt = decrypt ? 1 : 0;
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
    return GOSTGEN_OK;
}

/* acc += H_i (x) X_i for n whole blocks X (AAD or ciphertext), H from the next n Z counters. */
static void gg_mgm_absorb(gostgen_mgm_ctx *m, const uint8_t *X, size_t n)
{
    uint8_t H[GG_MGM_BATCH * GG_MGM_MAX_BLOCK];
    const size_t bs = m->c.bs;
    while (n > 0) {
        size_t k = n < GG_MGM_BATCH ? n : GG_MGM_BATCH;
        gg_mgm_counters(m->z, bs, 0, H, k);
        gg_mgm_encrypt(&m->c, H, H, k);
        gg_gf_mul_sum(bs, H, X, k, m->acc);
        X += bs * k;
        n -= k;
    }
    gg_wipe(H, sizeof H);
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
static void gg_mgm_blocks(gostgen_mgm_ctx *m, const uint8_t *in, uint8_t *out, size_t n)
{
    uint8_t YZ[2 * GG_MGM_BATCH * GG_MGM_MAX_BLOCK];
    const size_t bs = m->c.bs;
    while (n > 0) {
        size_t k = n < GG_MGM_BATCH ? n : GG_MGM_BATCH;
        uint8_t *G = YZ, *H = YZ + bs * k;
        gg_mgm_counters(m->y, bs, 1, G, k);
        gg_mgm_counters(m->z, bs, 0, H, k);
        gg_mgm_encrypt(&m->c, YZ, YZ, 2 * k);
        if (m->decrypt)
            gg_gf_mul_sum(bs, H, in, k, m->acc);
        for (size_t i = 0; i < bs * k; i++)
            out[i] = (uint8_t)(in[i] ^ G[i]);
        if (!m->decrypt)
            gg_gf_mul_sum(bs, H, out, k, m->acc);
        in += bs * k;
        out += bs * k;
        n -= k;
    }
    gg_wipe(YZ, sizeof YZ);
}

int gostgen_mgm_new(gostgen_mgm_ctx **out, int cipher, int decrypt, const gostgen_sbox *sbox,
                    const uint8_t *key, size_t key_len, const uint8_t *nonce, size_t nonce_len,
                    const char *backend)
{
    if (out == NULL)
        return GOSTGEN_EINVAL;
    *out = NULL;
    gostgen_mgm_ctx *m = malloc(sizeof *m);
    if (m == NULL)
        return GOSTGEN_ENOMEM;
    int rc = gg_mgm_setup(m, cipher, decrypt, sbox, key, key_len, nonce, nonce_len, backend);
    if (rc != GOSTGEN_OK) {
        gostgen_mgm_free(m);
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
    gg_mgm_absorb(m, aad, len / bs);
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
    gg_mgm_blocks(m, in, out, len / bs);
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
    if (m != NULL) {
        gg_wipe(m, sizeof *m);
        free(m);
    }
    gg_stack_scrub_deep();
}

static __attribute__((noinline)) int
mgm_oneshot(int cipher, int decrypt, const gostgen_sbox *sbox, const uint8_t *key, size_t key_len,
            const uint8_t *nonce, size_t nonce_len, const uint8_t *aad, size_t aad_len,
            const uint8_t *in, uint8_t *out, size_t len, uint8_t *tag, const uint8_t *want,
            size_t tag_len, const char *backend)
{
    gostgen_mgm_ctx m;
    int rc = gg_mgm_setup(&m, cipher, decrypt, sbox, key, key_len, nonce, nonce_len, backend);
    if (rc == GOSTGEN_OK && !gg_mgm_tag_len_ok(&m, tag_len))
        rc = GOSTGEN_EINVAL;
    if (rc == GOSTGEN_OK && len > 0 && (in == NULL || out == NULL))
        rc = GOSTGEN_EINVAL;
    if (rc == GOSTGEN_OK)
        rc = gostgen_mgm_aad(&m, aad, aad_len);
    if (rc == GOSTGEN_OK && !gg_mgm_len_ok(m.c.bs, aad_len, len))
        rc = GOSTGEN_ELENGTH;
    if (rc == GOSTGEN_OK && !decrypt) {
        if ((rc = gostgen_mgm_update(&m, in, out, len)) == GOSTGEN_OK)
            rc = gostgen_mgm_final(&m, tag, tag_len);
    } else if (rc == GOSTGEN_OK) {
        /* The tag is over the ciphertext: check it before any plaintext is written. */
        uint8_t y1[GG_MGM_MAX_BLOCK];
        const size_t bs = m.c.bs;
        memcpy(y1, m.y, bs);
        gg_mgm_end_aad(&m);
        gg_mgm_absorb(&m, in, len / bs);
        if (len % bs > 0) {
            memcpy(m.buf, in + len / bs * bs, len % bs);
            memset(m.buf + len % bs, 0, bs - len % bs);
            gg_mgm_absorb(&m, m.buf, 1);
        }
        m.clen = len;
        gg_mgm_finish(&m);
        if (!gg_mgm_tag_equal(m.tag, want, tag_len)) {
            rc = GOSTGEN_EAUTH;
        } else {
            /* then the keystream E(Y_i) alone (the products are done) */
            uint8_t G[GG_MGM_BATCH * GG_MGM_MAX_BLOCK];
            memcpy(m.y, y1, bs);
            for (size_t done = 0; done < len;) {
                size_t k = (len - done + bs - 1) / bs;
                if (k > GG_MGM_BATCH)
                    k = GG_MGM_BATCH;
                size_t bytes = len - done < bs * k ? len - done : bs * k;
                gg_mgm_counters(m.y, bs, 1, G, k);
                gg_mgm_encrypt(&m.c, G, G, k);
                for (size_t i = 0; i < bytes; i++)
                    out[done + i] = (uint8_t)(in[done + i] ^ G[i]);
                done += bytes;
            }
            gg_wipe(G, sizeof G);
        }
        gg_wipe(y1, sizeof y1);
    }
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
    gg_stack_scrub_deep();
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
    gg_stack_scrub_deep();
    return rc;
}
