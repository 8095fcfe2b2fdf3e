/* bcmodes.c: the GOST R 34.13-2015 modes (ECB, CTR, OFB, CBC, CFB, MAC) for the block ciphers
 * described with round keys (generated/runtime/gg_blockciphers.h: Kuznyechik today), written
 * once over the block size n of gg_bc_infos[], on top of a backend's gg_bc_ops.
 *
 * As in cipher.c, every mode is two per-block halves around the cipher: prep() builds the cipher
 * inputs from the mode state (and the input, for ECB/CBC/CFB), finish() turns the outputs into
 * output bytes and advances the state. One stream hands up to GG_BC_BATCH_BYTES of prepared
 * blocks to ops->blocks at once, as many as do not depend on each other (one register length,
 * z blocks, for OFB and CBC/CFB encryption). ECB and CTR on large buffers are split across
 * threads (each part jumps its counter ahead). The multi-stream calls prepare one block of every
 * stream and make one ops->lanes call.
 *
 * CTR: IV n/2 bytes, CTR_1 = IV || 0^(n/2), an n-bit big-endian counter (34.13 5.2.1).
 * OFB/CBC/CFB: the register R is the IV, z = |IV| / n blocks (m = n*z; CFB with s = n).
 * MAC (34.13 5.6): R = E(0^n), K1 = R << 1 (^ B_n if the top bit was set; B_64 = 0x1b,
 * B_128 = 0x87), K2 = K1 << 1 likewise; a complete last block is xored with K1, an incomplete
 * (or empty) one is padded with 1 0...0 and xored with K2; the MAC is the first bits/8 bytes. */
#include <stdlib.h>
#include <string.h>

#include "gg_internal.h"

/* Blocks prepared for one ops->blocks call: 256 blocks of 16 bytes. */
#define GG_BC_BATCH_BYTES 4096

struct gg_bc_stream {
    const gg_bc_ops *ops;
    size_t bs;                    /* block bytes */
    gostgen_mode mode; /* an enum: every switch on it names every mode (-Werror=switch) */
    int decrypt;
    int kdec;                     /* the cipher direction: decryption for ECB/CBC decryption */
    size_t z;                     /* register length in blocks (OFB, CBC, CFB) */
    size_t pos;                   /* register slot used by the next block */
    size_t ks_off;                /* bytes of ks already used; bs = none pending */
    uint8_t ctr[GG_BC_MAX_BLOCK]; /* CTR: the next counter block */
    uint8_t ks[GG_BC_MAX_BLOCK];  /* keystream of a block only partly used */
    uint8_t cbuf[GG_BC_MAX_BLOCK]; /* CFB: ciphertext bytes of the pending block */
    uint8_t rk[GG_BC_MAX_RK];
    uint8_t reg[GG_MAX_REG];      /* OFB/CBC/CFB register slots */
};

struct gg_bc_mac {
    const gg_bc_ops *ops;
    size_t bs;
    size_t buflen;
    uint8_t s[GG_BC_MAX_BLOCK];   /* chaining value */
    uint8_t buf[GG_BC_MAX_BLOCK]; /* pending bytes; a complete last block stays until more data */
    uint8_t rk[GG_BC_MAX_RK];
};

int gg_bc_of_cipher(int cipher)
{
    return cipher == GOSTGEN_KUZNYECHIK ? GG_BC_KUZNYECHIK : -1;
}

/* No S-box set applies; the backend resolved. */
static int gg_bc_resolve(const gostgen_sbox *sbox, const char *backend, const gg_backend **be)
{
    if (sbox != NULL)
        return GOSTGEN_ESBOX;
    return gg_backend_resolve(backend, be);
}

static int gg_bc_whole_blocks_only(int mode)
{
    return mode == GOSTGEN_ECB || mode == GOSTGEN_CBC;
}

/* c += k, c a big-endian number of bs bytes (mod 2^(8 bs)). */
static void gg_be_add(uint8_t *c, size_t bs, uint64_t k)
{
    for (size_t i = bs; i-- > 0 && k != 0;) {
        uint64_t s = (uint64_t)c[i] + (k & 0xff);
        c[i] = (uint8_t)s;
        k = (k >> 8) + (s >> 8);
    }
}

static void gg_bc_stream_init(gg_bc_stream *st, int bc, const gg_backend *be, int mode,
                              int decrypt, const uint8_t *key, const uint8_t *iv, size_t iv_len)
{
    memset(st, 0, sizeof *st);
    st->ops = gg_bc_ops_of(be, bc);
    st->bs = gg_bc_infos[bc].block_bytes;
    st->mode = mode;
    st->decrypt = decrypt ? 1 : 0;
    st->kdec = st->decrypt && gg_bc_whole_blocks_only(mode);
    st->ops->schedule(key, st->rk);
    st->z = iv_len >= st->bs ? iv_len / st->bs : 1;
    st->ks_off = st->bs;
    if (mode == GOSTGEN_CTR)
        memcpy(st->ctr, iv, iv_len); /* the low half stays zero */
    else if (iv_len > 0)
        memcpy(st->reg, iv, iv_len);
}

static uint8_t *gg_bc_slot(gg_bc_stream *st, size_t j)
{
    return st->reg + st->bs * ((st->pos + j) % st->z);
}

/* How many blocks the next batch may hold. */
static size_t gg_bc_batch(const gg_bc_stream *st)
{
    size_t lim = GG_BC_BATCH_BYTES / st->bs;
    if (st->mode == GOSTGEN_OFB ||
        (!st->decrypt && (st->mode == GOSTGEN_CBC || st->mode == GOSTGEN_CFB)))
        lim = st->z < lim ? st->z : lim;
    return lim;
}

/* Cipher inputs for nb blocks. in is read only for ECB, CBC and CFB decryption (whole blocks). */
static void gg_bc_prep(gg_bc_stream *st, const uint8_t *in, uint8_t *X, size_t nb)
{
    size_t j, bs = st->bs;
    switch (st->mode) {
    case GOSTGEN_ECB:
        memcpy(X, in, bs * nb);
        break;
    case GOSTGEN_CTR:
        for (j = 0; j < nb; j++) {
            memcpy(X + bs * j, st->ctr, bs);
            gg_be_add(st->ctr, bs, 1);
        }
        break;
    case GOSTGEN_OFB:
        for (j = 0; j < nb; j++)
            memcpy(X + bs * j, gg_bc_slot(st, j), bs);
        break;
    case GOSTGEN_CBC:
        if (st->decrypt)
            memcpy(X, in, bs * nb);
        else
            for (j = 0; j < nb; j++)
                gg_xor(X + bs * j, in + bs * j, gg_bc_slot(st, j), bs);
        break;
    case GOSTGEN_CFB:
        /* Block j's gamma is E(ciphertext block j - z), or E(register slot) for j < z. */
        for (j = 0; j < nb; j++)
            memcpy(X + bs * j, j < st->z ? gg_bc_slot(st, j) : in + bs * (j - st->z), bs);
        break;
    case GOSTGEN_CNT: /* GOST 28147-89's only: gostgen_iv_length refuses it before a stream exists */
        break;
    }
}

/* Output for nb whole blocks from the cipher outputs Y; in and out may alias exactly. */
static void gg_bc_finish(gg_bc_stream *st, const uint8_t *in, const uint8_t *Y, uint8_t *out,
                         size_t nb)
{
    size_t j, bs = st->bs;
    uint8_t c[GG_BC_MAX_BLOCK];
    switch (st->mode) {
    case GOSTGEN_ECB:
        if (out != Y)
            memcpy(out, Y, bs * nb);
        return;
    case GOSTGEN_CTR:
        gg_xor(out, in, Y, bs * nb);
        return;
    case GOSTGEN_OFB:
        for (j = 0; j < nb; j++) {
            memcpy(gg_bc_slot(st, j), Y + bs * j, bs);
            gg_xor(out + bs * j, in + bs * j, Y + bs * j, bs);
        }
        break;
    case GOSTGEN_CBC:
        for (j = 0; j < nb; j++) {
            if (st->decrypt) {
                /* Slot j still holds ciphertext block j - z (or the IV). */
                memcpy(c, in + bs * j, bs);
                gg_xor(out + bs * j, Y + bs * j, gg_bc_slot(st, j), bs);
                memcpy(gg_bc_slot(st, j), c, bs);
            } else {
                memcpy(gg_bc_slot(st, j), Y + bs * j, bs);
                memcpy(out + bs * j, Y + bs * j, bs);
            }
        }
        break;
    case GOSTGEN_CFB:
        for (j = 0; j < nb; j++) {
            /* The register takes the ciphertext: the input when decrypting (copied before out,
             * which may alias it, is written), the output when encrypting. */
            memcpy(c, in + bs * j, bs);
            gg_xor(out + bs * j, c, Y + bs * j, bs);
            memcpy(gg_bc_slot(st, j), st->decrypt ? c : out + bs * j, bs);
        }
        break;
    case GOSTGEN_CNT: /* GOST 28147-89's only: refused before a stream exists (gg_bc_prep) */
        return;
    }
    st->pos = (st->pos + nb) % st->z;
}

/* Keystream block Y for a block that will be used only partly (stream modes). */
static void gg_bc_finish_partial(gg_bc_stream *st, const uint8_t *Y)
{
    memcpy(st->ks, Y, st->bs);
    st->ks_off = 0;
    if (st->mode == GOSTGEN_OFB) {
        memcpy(gg_bc_slot(st, 0), Y, st->bs);
        st->pos = (st->pos + 1) % st->z;
    }
    /* CFB: the register takes the ciphertext once the block is complete (gg_bc_use_ks). */
}

/* Uses pending keystream bytes; returns how many bytes were processed. */
static size_t gg_bc_use_ks(gg_bc_stream *st, const uint8_t *in, uint8_t *out, size_t len)
{
    size_t n = st->bs - st->ks_off;
    if (n > len)
        n = len;
    for (size_t i = 0; i < n; i++) {
        uint8_t x = in[i];
        uint8_t y = (uint8_t)(x ^ st->ks[st->ks_off]);
        if (st->mode == GOSTGEN_CFB)
            st->cbuf[st->ks_off] = st->decrypt ? x : y;
        out[i] = y;
        st->ks_off++;
    }
    if (n > 0 && st->ks_off == st->bs && st->mode == GOSTGEN_CFB) {
        memcpy(gg_bc_slot(st, 0), st->cbuf, st->bs);
        st->pos = (st->pos + 1) % st->z;
    }
    return n;
}

/* Blocks [lo, hi) of an ECB or CTR run; ctr: the counter of block 0. */
typedef struct gg_bc_job {
    const gg_bc_stream *st;
    const uint8_t *ctr;
    const uint8_t *in;
    uint8_t *out;
} gg_bc_job;

void gg_bc_ctr_blocks(const gg_bc_ops *ops, size_t bs, const uint8_t *rk, const uint8_t *ctr,
                      const uint8_t *in, uint8_t *out, size_t nblocks)
{
    if (ops->ctr != NULL) {
        ops->ctr(rk, ctr, in, out, nblocks);
        return;
    }
    uint8_t X[GG_BC_BATCH_BYTES], c[GG_BC_MAX_BLOCK];
    size_t batch = GG_BC_BATCH_BYTES / bs, used = 0;
    memcpy(c, ctr, bs);
    for (size_t b = 0; b < nblocks;) {
        size_t nb = nblocks - b < batch ? nblocks - b : batch;
        for (size_t k = 0; k < nb; k++) {
            memcpy(X + bs * k, c, bs);
            gg_be_add(c, bs, 1);
        }
        ops->blocks(rk, 0, X, X, nb);
        gg_xor(out + bs * b, in + bs * b, X, bs * nb);
        if (bs * nb > used)
            used = bs * nb;
        b += nb;
    }
    gg_wipe(X, used); /* keystream */
    gg_wipe(c, sizeof c);
}

static int gg_bc_part(void *arg, size_t lo, size_t hi)
{
    const gg_bc_job *j = arg;
    const gg_bc_stream *st = j->st;
    size_t bs = st->bs;
    if (st->mode == GOSTGEN_ECB) {
        st->ops->blocks(st->rk, st->kdec, j->in + bs * lo, j->out + bs * lo, hi - lo);
        return GOSTGEN_OK;
    }
    uint8_t c[GG_BC_MAX_BLOCK];
    memcpy(c, j->ctr, bs);
    gg_be_add(c, bs, lo);
    gg_bc_ctr_blocks(st->ops, bs, st->rk, c, j->in + bs * lo, j->out + bs * lo, hi - lo);
    return GOSTGEN_OK;
}

int gg_bc_stream_update(gg_bc_stream *st, const uint8_t *in, uint8_t *out, size_t len)
{
    uint8_t X[GG_BC_BATCH_BYTES];
    size_t used = 0, bs = st->bs;
    if (gg_bc_whole_blocks_only(st->mode) && len % bs != 0)
        return GOSTGEN_ELENGTH;
    if (len == 0)
        return GOSTGEN_OK;
    if (in == NULL || out == NULL)
        return GOSTGEN_EINVAL;

    size_t n = gg_bc_use_ks(st, in, out, len);
    in += n;
    out += n;
    len -= n;
    if (len >= bs && (st->mode == GOSTGEN_ECB || st->mode == GOSTGEN_CTR)) {
        /* Straight from in to out, split across threads when asked. */
        size_t nb = len / bs;
        gg_bc_job job = {st, st->ctr, in, out};
        gg_parallel(nb, GG_PARALLEL_MIN_BYTES / bs, gg_bc_part, &job);
        if (st->mode == GOSTGEN_CTR)
            gg_be_add(st->ctr, bs, nb);
        in += bs * nb;
        out += bs * nb;
        len -= bs * nb;
    }
    while (len >= bs) {
        size_t nb = gg_bc_batch(st);
        if (nb > len / bs)
            nb = len / bs;
        gg_bc_prep(st, in, X, nb);
        st->ops->blocks(st->rk, st->kdec, X, X, nb);
        gg_bc_finish(st, in, X, out, nb);
        if (bs * nb > used)
            used = bs * nb;
        in += bs * nb;
        out += bs * nb;
        len -= bs * nb;
    }
    if (len > 0) {
        gg_bc_prep(st, NULL, X, 1);
        st->ops->blocks(st->rk, st->kdec, X, X, 1);
        gg_bc_finish_partial(st, X);
        gg_bc_use_ks(st, in, out, len);
        if (used < bs)
            used = bs;
    }
    gg_wipe(X, used); /* keystream */
    return GOSTGEN_OK;
}

int gg_bc_stream_new(gg_bc_stream **out, int bc, const gostgen_sbox *sbox, const char *backend,
                     int mode, int decrypt, const uint8_t *key, const uint8_t *iv, size_t iv_len)
{
    const gg_backend *be;
    int rc = gg_bc_resolve(sbox, backend, &be);
    if (rc != GOSTGEN_OK)
        return rc;
    gg_bc_stream *st = malloc(sizeof *st);
    if (st == NULL)
        return GOSTGEN_ENOMEM;
    gg_bc_stream_init(st, bc, be, mode, decrypt, key, iv, iv_len);
    *out = st;
    return GOSTGEN_OK;
}

void gg_bc_stream_free(gg_bc_stream *st)
{
    if (st != NULL) {
        gg_wipe(st, sizeof *st);
        free(st);
    }
}

int gg_bc_crypt(int bc, const gostgen_sbox *sbox, const char *backend, int mode, int decrypt,
                const uint8_t *key, const uint8_t *iv, size_t iv_len, const uint8_t *in,
                uint8_t *out, size_t len)
{
    const gg_backend *be;
    gg_bc_stream st;
    int rc = gg_bc_resolve(sbox, backend, &be);
    if (rc != GOSTGEN_OK)
        return rc;
    if (gg_bc_whole_blocks_only(mode) && len % gg_bc_infos[bc].block_bytes != 0)
        return GOSTGEN_ELENGTH;
    if (len > 0 && (in == NULL || out == NULL))
        return GOSTGEN_EINVAL;
    gg_bc_stream_init(&st, bc, be, mode, decrypt, key, iv, iv_len);
    rc = gg_bc_stream_update(&st, in, out, len);
    gg_wipe(&st, sizeof st);
    return rc;
}

int gg_bc_crypt_multi(int bc, const gostgen_sbox *sbox, const char *backend, int mode,
                      int decrypt, size_t n, const uint8_t *const keys[],
                      const uint8_t *const ivs[], size_t iv_len, const uint8_t *const in[],
                      uint8_t *const out[], size_t len)
{
    const gg_backend *be;
    size_t i, bs = gg_bc_infos[bc].block_bytes;
    int rc;
    if (gg_bc_whole_blocks_only(mode) && len % bs != 0)
        return GOSTGEN_ELENGTH;
    if ((rc = gg_bc_resolve(sbox, backend, &be)) != GOSTGEN_OK)
        return rc;
    if (n == 0)
        return GOSTGEN_OK;
    if (keys == NULL || (iv_len > 0 && ivs == NULL) || (len > 0 && (in == NULL || out == NULL)))
        return GOSTGEN_EINVAL;
    for (i = 0; i < n; i++)
        if (keys[i] == NULL || (iv_len > 0 && ivs[i] == NULL) ||
            (len > 0 && (in[i] == NULL || out[i] == NULL)))
            return GOSTGEN_EINVAL;

    /* One allocation: the stream states, the round-key pointers for ops->lanes, one block each. */
    size_t per = sizeof(gg_bc_stream) + sizeof(uint8_t *) + bs;
    size_t bytes = n * per;
    if (bytes / n != per)
        return GOSTGEN_ENOMEM;
    gg_bc_stream *st = malloc(bytes);
    if (st == NULL)
        return GOSTGEN_ENOMEM;
    const uint8_t **rks = (const uint8_t **)(st + n);
    uint8_t *X = (uint8_t *)(rks + n);
    for (i = 0; i < n; i++) {
        gg_bc_stream_init(&st[i], bc, be, mode, decrypt, keys[i], iv_len > 0 ? ivs[i] : NULL,
                          iv_len);
        rks[i] = st[i].rk;
    }
    const gg_bc_ops *ops = st[0].ops;
    int kdec = st[0].kdec;
    size_t off = 0;
    for (; len - off >= bs; off += bs) {
        for (i = 0; i < n; i++)
            gg_bc_prep(&st[i], in[i] + off, X + bs * i, 1);
        ops->lanes(rks, kdec, X, X, n);
        for (i = 0; i < n; i++)
            gg_bc_finish(&st[i], in[i] + off, X + bs * i, out[i] + off, 1);
    }
    if (off < len) {
        for (i = 0; i < n; i++)
            gg_bc_prep(&st[i], NULL, X + bs * i, 1);
        ops->lanes(rks, kdec, X, X, n);
        for (i = 0; i < n; i++) {
            gg_bc_finish_partial(&st[i], X + bs * i);
            gg_bc_use_ks(&st[i], in[i] + off, out[i] + off, len - off);
        }
    }
    gg_wipe(st, bytes);
    free(st);
    return GOSTGEN_OK;
}

/* ---- MAC ---- */

int gg_bc_mac_bits_ok(int bc, unsigned bits)
{
    return bits >= 8 && bits <= 8 * gg_bc_infos[bc].block_bytes && bits % 8 == 0;
}

static void gg_bc_mac_init(gg_bc_mac *c, int bc, const gg_backend *be, const uint8_t *key)
{
    memset(c, 0, sizeof *c);
    c->ops = gg_bc_ops_of(be, bc);
    c->bs = gg_bc_infos[bc].block_bytes;
    c->ops->schedule(key, c->rk);
}

static void gg_bc_mac_absorb(gg_bc_mac *c, const uint8_t *block)
{
    gg_xor(c->s, c->s, block, c->bs);
    c->ops->blocks(c->rk, 0, c->s, c->s, 1);
}

void gg_bc_mac_update(gg_bc_mac *c, const uint8_t *data, size_t len)
{
    size_t bs = c->bs;
    while (len > 0) {
        if (c->buflen == bs) { /* more data follows, so this was not the last block */
            gg_bc_mac_absorb(c, c->buf);
            c->buflen = 0;
        }
        if (c->buflen == 0 && len > bs) { /* whole blocks straight from the input */
            gg_bc_mac_absorb(c, data);
            data += bs;
            len -= bs;
            continue;
        }
        size_t k = bs - c->buflen < len ? bs - c->buflen : len;
        memcpy(c->buf + c->buflen, data, k);
        c->buflen += k;
        data += k;
        len -= k;
    }
}

/* One step of the subkey derivation: a big-endian shift left by one, B_n folded in on carry. */
static void gg_bc_mac_shift(const uint8_t *in, uint8_t *out, size_t bs)
{
    uint8_t carry = in[0] >> 7;
    for (size_t i = 0; i + 1 < bs; i++)
        out[i] = (uint8_t)(in[i] << 1 | in[i + 1] >> 7);
    out[bs - 1] = (uint8_t)(in[bs - 1] << 1);
    /* Constant-time select of B_n: no branch on the secret top bit. */
    out[bs - 1] ^= (uint8_t)(-carry & (bs == 16 ? 0x87 : 0x1b));
}

/* The last block: the pending bytes, padded when incomplete, xored with K1 or K2. */
void gg_bc_mac_final(gg_bc_mac *c, unsigned bits, uint8_t *mac)
{
    size_t bs = c->bs;
    uint8_t k[GG_BC_MAX_BLOCK], blk[GG_BC_MAX_BLOCK];
    memset(k, 0, bs);
    c->ops->blocks(c->rk, 0, k, k, 1); /* R */
    gg_bc_mac_shift(k, k, bs);         /* K1 */
    if (c->buflen == bs) {
        memcpy(blk, c->buf, bs);
    } else {
        gg_bc_mac_shift(k, k, bs); /* K2 */
        memcpy(blk, c->buf, c->buflen);
        blk[c->buflen] = 0x80;
        memset(blk + c->buflen + 1, 0, bs - c->buflen - 1);
    }
    gg_xor(blk, blk, k, bs);
    gg_bc_mac_absorb(c, blk);
    memcpy(mac, c->s, bits / 8);
    gg_wipe(k, sizeof k);
    gg_wipe(blk, sizeof blk);
}

int gg_bc_mac_new(gg_bc_mac **out, int bc, const gostgen_sbox *sbox, const char *backend,
                  const uint8_t *key)
{
    const gg_backend *be;
    int rc = gg_bc_resolve(sbox, backend, &be);
    if (rc != GOSTGEN_OK)
        return rc;
    gg_bc_mac *c = malloc(sizeof *c);
    if (c == NULL)
        return GOSTGEN_ENOMEM;
    gg_bc_mac_init(c, bc, be, key);
    *out = c;
    return GOSTGEN_OK;
}

void gg_bc_mac_free(gg_bc_mac *c)
{
    if (c != NULL) {
        gg_wipe(c, sizeof *c);
        free(c);
    }
}

int gg_bc_mac_oneshot(int bc, const gostgen_sbox *sbox, const char *backend, const uint8_t *key,
              const uint8_t *data, size_t len, unsigned bits, uint8_t *mac)
{
    const gg_backend *be;
    gg_bc_mac c;
    int rc = gg_bc_resolve(sbox, backend, &be);
    if (rc != GOSTGEN_OK)
        return rc;
    gg_bc_mac_init(&c, bc, be, key);
    gg_bc_mac_update(&c, data, len);
    gg_bc_mac_final(&c, bits, mac);
    gg_wipe(&c, sizeof c);
    return GOSTGEN_OK;
}

/* n messages of len bytes, one block of every message per ops->lanes call. */
int gg_bc_mac_multi(int bc, const gostgen_sbox *sbox, const char *backend, size_t n,
                    const uint8_t *const keys[], const uint8_t *const data[], size_t len,
                    unsigned bits, uint8_t *macs)
{
    const gg_backend *be;
    size_t i, b, bs = gg_bc_infos[bc].block_bytes;
    int rc;
    if (!gg_bc_mac_bits_ok(bc, bits))
        return GOSTGEN_EINVAL;
    if ((rc = gg_bc_resolve(sbox, backend, &be)) != GOSTGEN_OK)
        return rc;
    if (n == 0)
        return GOSTGEN_OK;
    if (keys == NULL || macs == NULL || (len > 0 && data == NULL))
        return GOSTGEN_EINVAL;
    for (i = 0; i < n; i++)
        if (keys[i] == NULL || (len > 0 && data[i] == NULL))
            return GOSTGEN_EINVAL;

    /* Per message: round keys, their pointer, chaining value s, subkey k, one lane block. */
    size_t per = GG_BC_MAX_RK + sizeof(uint8_t *) + 3 * bs;
    size_t bytes = n * per;
    if (bytes / n != per)
        return GOSTGEN_ENOMEM;
    uint8_t *rk = malloc(bytes);
    if (rk == NULL)
        return GOSTGEN_ENOMEM;
    const uint8_t **rks = (const uint8_t **)(rk + GG_BC_MAX_RK * n);
    uint8_t *s = (uint8_t *)(rks + n), *k = s + bs * n, *X = k + bs * n;
    const gg_bc_ops *ops = gg_bc_ops_of(be, bc);
    for (i = 0; i < n; i++) {
        ops->schedule(keys[i], rk + GG_BC_MAX_RK * i);
        rks[i] = rk + GG_BC_MAX_RK * i;
    }
    memset(s, 0, bs * n);
    memset(X, 0, bs * n);
    ops->lanes(rks, 0, X, X, n); /* R per message */
    int full = len > 0 && len % bs == 0;
    for (i = 0; i < n; i++) {
        gg_bc_mac_shift(X + bs * i, k + bs * i, bs);
        if (!full)
            gg_bc_mac_shift(k + bs * i, k + bs * i, bs);
    }
    size_t nblocks = len == 0 ? 1 : (len + bs - 1) / bs;
    for (b = 0; b < nblocks; b++) {
        size_t off = bs * b, have = len - off < bs ? len - off : bs;
        for (i = 0; i < n; i++) {
            uint8_t *x = X + bs * i;
            if (have > 0)
                memcpy(x, data[i] + off, have);
            memset(x + have, 0, bs - have);
            if (b == nblocks - 1) {
                if (!full)
                    x[have] = 0x80;
                gg_xor(x, x, k + bs * i, bs);
            }
            gg_xor(x, x, s + bs * i, bs);
        }
        ops->lanes(rks, 0, X, X, n);
        memcpy(s, X, bs * n);
    }
    for (i = 0; i < n; i++)
        memcpy(macs + i * (bits / 8), s + bs * i, bits / 8);
    gg_wipe(rk, bytes);
    free(rk);
    return GOSTGEN_OK;
}
