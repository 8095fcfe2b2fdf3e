/* mac.c: gost89 imitovstavka and the GOST R 34.13-2015 MAC (section 5.6).
 *
 * gost89: s = 0; s = E16(s ^ block) per block under the MAC schedule (16 rounds), the last
 * block zero-padded; a message of 1..8 bytes gets one more all-zero block (as the CryptoPro /
 * OpenSSL gost engine implementations); an empty message leaves s = 0.
 * magma: CBC-MAC with R = E(0), K1 = R << 1 (^ 0x1B if the top bit was set), K2 = K1 << 1
 * likewise; a complete last block is xored with K1, an incomplete (or empty) one is padded with
 * 1 0...0 and xored with K2. The MAC is the first bits/8 bytes in both cases.
 * gost89 with GOSTGEN_FLAG_MESH (gostgen_mac_new_ex): before every block that follows 128
 * blocks under one key, the key is meshed as in CNT/CFB (RFC 4357 2.3.2) and s is kept as it
 * is, as the CryptoPro implementations and the OpenSSL gost engine's gost-mac do.
 * kuznyechik: the same 34.13 MAC over 16-byte blocks, in bcmodes.c. */
#include <stdlib.h>
#include <string.h>

#include "gg_internal.h"

struct gostgen_mac_ctx {
    const gg_backend *be;
    int cipher;
    int done;
    gg_order order;
    gg_sched sched;
    gg_magma_key key;
    uint8_t s[8];    /* chaining value */
    uint8_t buf[8];  /* pending bytes; magma keeps a complete last block here until more data */
    size_t buflen;
    uint64_t total;  /* message bytes so far (saturates; only "0", "1..8" and "more" matter) */
    int mesh;        /* CryptoPro key meshing (gost89) */
    unsigned mesh_count; /* blocks absorbed under the current key */
    gg_bc_mac *bc;   /* the block ciphers with round keys (bcmodes.c) use this instead */
    gg_sbox sbox;
};

static int gg_mac_bits_ok(unsigned bits)
{
    return bits >= 8 && bits <= 64 && bits % 8 == 0;
}

static int gg_mac_check(int cipher, const uint8_t *key, size_t key_len)
{
    if (cipher != GOSTGEN_GOST89 && cipher != GOSTGEN_MAGMA && gg_bc_of_cipher(cipher) < 0)
        return GOSTGEN_EINVAL;
    if (key == NULL)
        return GOSTGEN_EINVAL;
    if (key_len != 32)
        return GOSTGEN_EKEYLEN;
    return GOSTGEN_OK;
}

static void gg_mac_init(gostgen_mac_ctx *c, const gg_backend *be, int cipher, const gg_sbox *sb,
                        const uint8_t *key, int mesh)
{
    memset(c, 0, offsetof(gostgen_mac_ctx, sbox));
    c->mesh = mesh;
    c->be = be;
    c->cipher = cipher;
    c->order = cipher == GOSTGEN_GOST89 ? GG_ORDER_GOST89 : GG_ORDER_MAGMA;
    c->sched = cipher == GOSTGEN_GOST89 ? GG_SCHED_MAC : GG_SCHED_ENCRYPT;
    gg_magma_load_key(c->order, key, c->key.k);
    c->key.sbox = sb;
}

static void gg_mac_absorb(gostgen_mac_ctx *c, const uint8_t block[8])
{
    if (c->mesh) {
        if (c->mesh_count == GG_MESH_BLOCKS) {
            uint8_t nk[32];
            c->be->magma_blocks(&c->key, GG_ORDER_GOST89, GG_SCHED_DECRYPT, gg_mesh_constant, nk,
                                4);
            gg_magma_load_key(GG_ORDER_GOST89, nk, c->key.k);
            gg_wipe(nk, sizeof nk);
            c->mesh_count = 0;
        }
        c->mesh_count++;
    }
    gg_xor(c->s, c->s, block, 8);
    c->be->magma_blocks(&c->key, c->order, c->sched, c->s, c->s, 1);
}

static void gg_mac_update_(gostgen_mac_ctx *c, const uint8_t *data, size_t len)
{
    c->total = c->total + len < c->total ? UINT64_MAX : c->total + len;
    while (len > 0) {
        if (c->buflen == 8) { /* magma: more data follows, so this was not the last block */
            gg_mac_absorb(c, c->buf);
            c->buflen = 0;
        }
        if (c->buflen == 0 && len > 8) { /* whole blocks straight from the input */
            gg_mac_absorb(c, data);
            data += 8;
            len -= 8;
            continue;
        }
        size_t n = 8 - c->buflen < len ? 8 - c->buflen : len;
        memcpy(c->buf + c->buflen, data, n);
        c->buflen += n;
        data += n;
        len -= n;
        if (c->buflen == 8 && c->cipher == GOSTGEN_GOST89) {
            gg_mac_absorb(c, c->buf);
            c->buflen = 0;
        }
    }
}

/* One step of the 34.13 subkey derivation: a big-endian 64-bit shift left by one. */
static void gg_mac_shift(const uint8_t in[8], uint8_t out[8])
{
    uint8_t carry = in[0] >> 7;
    for (int i = 0; i < 7; i++)
        out[i] = (uint8_t)(in[i] << 1 | in[i + 1] >> 7);
    out[7] = (uint8_t)(in[7] << 1);
    if (carry)
        out[7] ^= 0x1b;
}

static void gg_mac_final_(gostgen_mac_ctx *c, unsigned bits, uint8_t *mac)
{
    uint8_t blk[8];
    if (c->cipher == GOSTGEN_GOST89) {
        if (c->buflen > 0) {
            memset(c->buf + c->buflen, 0, 8 - c->buflen);
            gg_mac_absorb(c, c->buf);
        }
        if (c->total >= 1 && c->total <= 8) {
            memset(blk, 0, 8);
            gg_mac_absorb(c, blk);
        }
    } else {
        uint8_t k[8];
        memset(k, 0, 8);
        c->be->magma_blocks(&c->key, c->order, GG_SCHED_ENCRYPT, k, k, 1); /* R */
        gg_mac_shift(k, k);                                               /* K1 */
        if (c->buflen == 8) {
            memcpy(blk, c->buf, 8);
        } else {
            gg_mac_shift(k, k); /* K2 */
            memcpy(blk, c->buf, c->buflen);
            blk[c->buflen] = 0x80;
            memset(blk + c->buflen + 1, 0, 7 - c->buflen);
        }
        gg_xor(blk, blk, k, 8);
        gg_mac_absorb(c, blk);
        gg_wipe(k, sizeof k);
    }
    memcpy(mac, c->s, bits / 8);
    gg_wipe(blk, sizeof blk);
    c->done = 1;
}

int gostgen_mac_new(gostgen_mac_ctx **out, int cipher, const gostgen_sbox *sbox,
                    const uint8_t *key, size_t key_len, const char *backend)
{
    return gostgen_mac_new_ex(out, cipher, sbox, key, key_len, 0, backend);
}

int gostgen_mac_new_ex(gostgen_mac_ctx **out, int cipher, const gostgen_sbox *sbox,
                       const uint8_t *key, size_t key_len, unsigned flags, const char *backend)
{
    const gg_backend *be;
    const gg_sbox *sb;
    if (out == NULL)
        return GOSTGEN_EINVAL;
    *out = NULL;
    int rc = gg_mac_check(cipher, key, key_len);
    if (rc != GOSTGEN_OK)
        return rc;
    if (flags & ~(unsigned)GOSTGEN_FLAG_MESH)
        return GOSTGEN_EINVAL;
    if ((flags & GOSTGEN_FLAG_MESH) && cipher != GOSTGEN_GOST89)
        return GOSTGEN_EMODE;
    if (gg_bc_of_cipher(cipher) >= 0) {
        gg_bc_mac *bm;
        if ((rc = gg_bc_mac_new(&bm, gg_bc_of_cipher(cipher), sbox, backend, key)) != GOSTGEN_OK)
            return rc;
        gostgen_mac_ctx *c = calloc(1, sizeof *c);
        if (c == NULL) {
            gg_bc_mac_free(bm);
            return GOSTGEN_ENOMEM;
        }
        c->cipher = cipher;
        c->bc = bm;
        *out = c;
        return GOSTGEN_OK;
    }
    if ((rc = gg_resolve(sbox, backend, &sb, &be)) != GOSTGEN_OK)
        return rc;
    gostgen_mac_ctx *c = malloc(sizeof *c);
    if (c == NULL)
        return GOSTGEN_ENOMEM;
    c->sbox = *sb;
    gg_mac_init(c, be, cipher, &c->sbox, key, (flags & GOSTGEN_FLAG_MESH) != 0);
    *out = c;
    return GOSTGEN_OK;
}

int gostgen_mac_update(gostgen_mac_ctx *ctx, const uint8_t *data, size_t len)
{
    if (ctx == NULL || (data == NULL && len > 0))
        return GOSTGEN_EINVAL;
    if (ctx->done)
        return GOSTGEN_ESTATE;
    if (ctx->bc != NULL) {
        gg_bc_mac_update(ctx->bc, data, len);
        return GOSTGEN_OK;
    }
    gg_mac_update_(ctx, data, len);
    return GOSTGEN_OK;
}

int gostgen_mac_final(gostgen_mac_ctx *ctx, unsigned bits, uint8_t *mac)
{
    if (ctx == NULL || mac == NULL)
        return GOSTGEN_EINVAL;
    if (ctx->bc != NULL ? !gg_bc_mac_bits_ok(gg_bc_of_cipher(ctx->cipher), bits)
                        : !gg_mac_bits_ok(bits))
        return GOSTGEN_EINVAL;
    if (ctx->done)
        return GOSTGEN_ESTATE;
    if (ctx->bc != NULL) {
        gg_bc_mac_final(ctx->bc, bits, mac);
        ctx->done = 1;
        return GOSTGEN_OK;
    }
    gg_mac_final_(ctx, bits, mac);
    return GOSTGEN_OK;
}

void gostgen_mac_free(gostgen_mac_ctx *ctx)
{
    if (ctx != NULL) {
        gg_bc_mac_free(ctx->bc);
        gg_wipe(ctx, sizeof *ctx);
        free(ctx);
    }
    gg_stack_scrub_deep(); /* the context may have run any cipher's kernels */
}

static __attribute__((noinline)) int
mac_body(int cipher, const gostgen_sbox *sbox, const uint8_t *key, size_t key_len,
                const char *backend, const uint8_t *data, size_t len, unsigned bits, uint8_t *mac)
{
    const gg_backend *be;
    const gg_sbox *sb;
    gostgen_mac_ctx c;
    int rc = gg_mac_check(cipher, key, key_len);
    if (rc != GOSTGEN_OK)
        return rc;
    int bc = gg_bc_of_cipher(cipher);
    if (mac == NULL || !(bc >= 0 ? gg_bc_mac_bits_ok(bc, bits) : gg_mac_bits_ok(bits)) ||
        (data == NULL && len > 0))
        return GOSTGEN_EINVAL;
    if (bc >= 0)
        return gg_bc_mac_oneshot(bc, sbox, backend, key, data, len, bits, mac);
    if ((rc = gg_resolve(sbox, backend, &sb, &be)) != GOSTGEN_OK)
        return rc;
    gg_mac_init(&c, be, cipher, sb, key, 0);
    gg_mac_update_(&c, data, len);
    gg_mac_final_(&c, bits, mac);
    gg_wipe(&c, offsetof(gostgen_mac_ctx, sbox));
    return GOSTGEN_OK;
}

/* The work runs in a frame of its own, below this one, so that the scrub reaches all of it. */
int gostgen_mac(int cipher, const gostgen_sbox *sbox, const uint8_t *key, size_t key_len,
                const char *backend, const uint8_t *data, size_t len, unsigned bits, uint8_t *mac)
{
    int rc = mac_body(cipher, sbox, key, key_len, backend, data, len, bits, mac);
    gg_stack_scrub_for(cipher);
    return rc;
}

/* Copies block b (zero-filled past len) of a message. */
static void gg_block_at(const uint8_t *data, size_t len, size_t b, uint8_t out[8])
{
    size_t off = 8 * b, n = off < len ? len - off : 0;
    if (n > 8)
        n = 8;
    if (n > 0)
        memcpy(out, data + off, n);
    memset(out + n, 0, 8 - n);
}

static int gg_mac_multi(int cipher, const gostgen_sbox *sbox, size_t n, const uint8_t *const keys[],
                        const char *backend, const uint8_t *const data[], size_t len, unsigned bits,
                        uint8_t *macs)
{
    const gg_backend *be;
    const gg_sbox *sb;
    size_t i, b;
    int rc;
    if (gg_bc_of_cipher(cipher) >= 0)
        return gg_bc_mac_multi(gg_bc_of_cipher(cipher), sbox, backend, n, keys, data, len, bits,
                               macs);
    if (cipher != GOSTGEN_GOST89 && cipher != GOSTGEN_MAGMA)
        return GOSTGEN_EINVAL;
    if (!gg_mac_bits_ok(bits))
        return GOSTGEN_EINVAL;
    if ((rc = gg_resolve(sbox, backend, &sb, &be)) != GOSTGEN_OK)
        return rc;
    if (n == 0)
        return GOSTGEN_OK;
    if (keys == NULL || macs == NULL || (len > 0 && data == NULL))
        return GOSTGEN_EINVAL;
    for (i = 0; i < n; i++)
        if (keys[i] == NULL || (len > 0 && data[i] == NULL))
            return GOSTGEN_EINVAL;

    /* Per stream: key, key pointer, chaining value s (bytes and words), subkey k; plus one
     * block per lane. */
    size_t per = sizeof(gg_magma_key) + sizeof(gg_magma_key *) + 2 * sizeof(uint32_t) + 8 + 8 + 8;
    size_t bytes = n * per;
    if (bytes / n != per)
        return GOSTGEN_ENOMEM;
    gg_magma_key *key = malloc(bytes);
    if (key == NULL)
        return GOSTGEN_ENOMEM;
    const gg_magma_key **kp = (const gg_magma_key **)(key + n);
    uint32_t *W = (uint32_t *)(kp + n);
    uint8_t *s = (uint8_t *)(W + 2 * n), *k = s + 8 * n, *X = k + 8 * n;
    gg_order order = cipher == GOSTGEN_GOST89 ? GG_ORDER_GOST89 : GG_ORDER_MAGMA;
    gg_sched sched = cipher == GOSTGEN_GOST89 ? GG_SCHED_MAC : GG_SCHED_ENCRYPT;
    for (i = 0; i < n; i++) {
        gg_magma_load_key(order, keys[i], key[i].k);
        key[i].sbox = sb;
        kp[i] = &key[i];
    }
    memset(s, 0, 8 * n);

    size_t nblocks = (len + 7) / 8;
    /* The blocks that need no padding or subkey go through the chained-lanes entry: gost89 all
     * whole blocks of a message longer than one block, magma all but the last block. */
    size_t chained = cipher == GOSTGEN_GOST89 ? (len > 8 ? len / 8 : 0)
                                              : (nblocks > 1 ? nblocks - 1 : 0);
    if (chained > 0) {
        memset(W, 0, 2 * n * sizeof(uint32_t));
        gg_lanes_chain(be, kp, order, sched, GG_CHAIN_MAC, n, W, data, NULL, 0, chained);
        for (i = 0; i < n; i++)
            gg_magma_store_block(order, W[2 * i], W[2 * i + 1], s + 8 * i);
    }
    if (cipher == GOSTGEN_GOST89) {
        /* Messages of 1..8 bytes take one extra all-zero block. */
        size_t steps = nblocks + (len >= 1 && len <= 8 ? 1 : 0);
        for (b = chained; b < steps; b++) {
            for (i = 0; i < n; i++) {
                gg_block_at(len > 0 ? data[i] : NULL, len, b, X + 8 * i);
                gg_xor(X + 8 * i, X + 8 * i, s + 8 * i, 8);
            }
            be->magma_lanes(kp, order, sched, X, X, n);
            memcpy(s, X, 8 * n);
        }
    } else {
        memset(X, 0, 8 * n);
        be->magma_lanes(kp, order, GG_SCHED_ENCRYPT, X, X, n); /* R per stream */
        int full = len > 0 && len % 8 == 0;
        for (i = 0; i < n; i++) {
            gg_mac_shift(X + 8 * i, k + 8 * i);
            if (!full)
                gg_mac_shift(k + 8 * i, k + 8 * i);
        }
        if (nblocks == 0)
            nblocks = 1;
        for (b = chained; b < nblocks; b++) {
            for (i = 0; i < n; i++) {
                uint8_t *x = X + 8 * i;
                gg_block_at(len > 0 ? data[i] : NULL, len, b, x);
                if (b == nblocks - 1) {
                    if (!full)
                        x[len - 8 * b] = 0x80;
                    gg_xor(x, x, k + 8 * i, 8);
                }
                gg_xor(x, x, s + 8 * i, 8);
            }
            be->magma_lanes(kp, order, sched, X, X, n);
            memcpy(s, X, 8 * n);
        }
    }
    for (i = 0; i < n; i++)
        memcpy(macs + i * (bits / 8), s + 8 * i, bits / 8);
    gg_wipe(key, bytes);
    free(key);
    return GOSTGEN_OK;
}

/* Streams [lo, hi) of a multi-MAC call. */
typedef struct gg_mac_job {
    int cipher;
    const gostgen_sbox *sbox;
    const uint8_t *const *keys, *const *data;
    const char *backend;
    size_t len;
    unsigned bits;
    uint8_t *macs;
} gg_mac_job;

static int gg_mac_part(void *arg, size_t lo, size_t hi)
{
    const gg_mac_job *j = arg;
    return gg_mac_multi(j->cipher, j->sbox, hi - lo, j->keys + lo, j->backend,
                        j->len > 0 ? j->data + lo : NULL, j->len, j->bits,
                        j->macs + lo * (j->bits / 8));
}

static __attribute__((noinline)) int
mac_multi_body(int cipher, const gostgen_sbox *sbox, size_t n, const uint8_t *const keys[],
                      const char *backend, const uint8_t *const data[], size_t len, unsigned bits,
                      uint8_t *macs)
{
    /* As gostgen_crypt_multi: every argument checked before any thread starts; n past what an
     * array of pointers (and of n MACs) can hold is refused before the arrays are read. */
    if (n > SIZE_MAX / sizeof(void *) || n > SIZE_MAX / GG_BC_MAX_BLOCK)
        return GOSTGEN_EINVAL;
    int ok = gostgen_threads() > 1 && n > 1 && keys != NULL && macs != NULL &&
             (len == 0 || data != NULL);
    for (size_t i = 0; ok && i < n; i++)
        ok = keys[i] != NULL && (len == 0 || data[i] != NULL);
    if (!ok)
        return gg_mac_multi(cipher, sbox, n, keys, backend, data, len, bits, macs);
    int rc = gg_mac_multi(cipher, sbox, 0, keys, backend, data, len, bits, macs);
    if (rc != GOSTGEN_OK)
        return rc;
    gg_mac_job job = {cipher, sbox, keys, data, backend, len, bits, macs};
    return gg_parallel(n, GG_PARALLEL_MIN_BYTES / (len + 8) + 1, gg_mac_part, &job);
}

/* The work runs in a frame of its own, below this one, so that the scrub reaches all of it. */
int gostgen_mac_multi(int cipher, const gostgen_sbox *sbox, size_t n, const uint8_t *const keys[],
                      const char *backend, const uint8_t *const data[], size_t len, unsigned bits,
                      uint8_t *macs)
{
    int rc = mac_multi_body(cipher, sbox, n, keys, backend, data, len, bits, macs);
    gg_stack_scrub_deep();
    return rc;
}
