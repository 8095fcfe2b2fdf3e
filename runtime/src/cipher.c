/* cipher.c: the block-cipher modes on top of a backend's magma_blocks / magma_lanes.
 *
 * Every mode is written as two per-block halves around the block cipher: prep() builds the
 * cipher input X for a block from the mode state (and the input for ECB/CBC/CFB), finish()
 * turns the cipher output Y into output bytes and advances the state. A single stream hands
 * up to GG_BATCH prepared blocks to magma_blocks at once, as many as do not depend on each
 * other: all of them for ECB, CNT, CTR and for CBC/CFB decryption, one register length (z
 * blocks) for OFB and CBC/CFB encryption, and never across a CryptoPro meshing point. The
 * multi-stream path prepares one block of every stream and makes one magma_lanes call (meshing,
 * due for every stream at the same block, is done in lanes too). */
#include <stdlib.h>
#include <string.h>

#include "gg_bytes.h"
#include "gg_internal.h"

/* RFC 4357 2.3.2: the key is replaced by the ECB decryption of this constant every 1024
 * bytes (128 gamma blocks). Shared with mac.c (gg_internal.h). */
const uint8_t gg_mesh_constant[32] = {
    0x69, 0x00, 0x72, 0x22, 0x64, 0xc9, 0x04, 0x23, 0x8d, 0x3a, 0xdb, 0x96, 0x46, 0xe9, 0x2a, 0xc4,
    0x18, 0xfe, 0xac, 0x94, 0x00, 0xed, 0x07, 0x12, 0xc0, 0x86, 0xdc, 0xc2, 0xef, 0x4c, 0xa9, 0x2b,
};

typedef struct gg_stream {
    const gg_backend *be;
    int cipher, decrypt, mesh;
    gostgen_mode mode; /* an enum: every switch on it names every mode (-Werror=switch) */
    gg_order order;
    gg_sched sched;
    gg_magma_key key;
    size_t z;                /* register length in blocks (OFB, CBC, CFB) */
    size_t pos;              /* register slot used by the next block */
    unsigned mesh_count;     /* gamma blocks made since the last meshing */
    uint64_t ctr;            /* magma CTR counter */
    uint8_t reg[GG_MAX_REG]; /* OFB/CBC/CFB register slots; CNT: the state S in reg[0..8) */
    uint8_t ks[8];           /* keystream of a block only partly used */
    size_t ks_off;           /* bytes of ks already used; 8 = none pending */
    uint8_t cbuf[8];         /* CFB: ciphertext bytes of the pending block */
} gg_stream;

struct gostgen_ctx {
    gg_stream st;
    gg_sbox sbox; /* a copy, so the caller may free a run-time set while the context lives */
    gg_bc_stream *bc; /* the block ciphers with round keys (bcmodes.c) use this instead */
};

static void gg_put_be64(uint8_t *p, uint64_t v)
{
    for (int i = 7; i >= 0; i--) {
        p[i] = (uint8_t)v;
        v >>= 8;
    }
}

int gostgen_iv_length(int cipher, int mode, size_t *min, size_t *max, size_t *step)
{
    size_t lo, hi, st;
    if (cipher == GOSTGEN_GOST89) {
        switch (mode) {
        case GOSTGEN_ECB: lo = hi = st = 0; break;
        case GOSTGEN_CNT:
        case GOSTGEN_CFB: lo = hi = st = 8; break;
        default: return GOSTGEN_EMODE;
        }
    } else if (cipher == GOSTGEN_MAGMA) {
        switch (mode) {
        case GOSTGEN_ECB: lo = hi = st = 0; break;
        case GOSTGEN_CTR: lo = hi = st = 4; break;
        case GOSTGEN_OFB:
        case GOSTGEN_CBC:
        case GOSTGEN_CFB: lo = 8; hi = GG_MAX_REG; st = 8; break;
        default: return GOSTGEN_EMODE;
        }
    } else if (gg_bc_of_cipher(cipher) >= 0) {
        /* 34.13 for an n-byte block: CTR n/2, the register modes m = n*z. */
        size_t bs = gg_bc_infos[gg_bc_of_cipher(cipher)].block_bytes;
        switch (mode) {
        case GOSTGEN_ECB: lo = hi = st = 0; break;
        case GOSTGEN_CTR: lo = hi = st = bs / 2; break;
        case GOSTGEN_OFB:
        case GOSTGEN_CBC:
        case GOSTGEN_CFB: lo = bs; hi = GG_MAX_REG - GG_MAX_REG % bs; st = bs; break;
        default: return GOSTGEN_EMODE;
        }
    } else {
        return GOSTGEN_EINVAL;
    }
    if (min != NULL)
        *min = lo;
    if (max != NULL)
        *max = hi;
    if (step != NULL)
        *step = st;
    return GOSTGEN_OK;
}

/* The cipher/mode pair exists and the flags apply to it. */
static int gg_check_mode(int cipher, int mode, unsigned flags)
{
    size_t lo, hi, step;
    int rc = gostgen_iv_length(cipher, mode, &lo, &hi, &step);
    if (rc != GOSTGEN_OK)
        return rc;
    if (flags & ~(unsigned)GOSTGEN_FLAG_MESH)
        return GOSTGEN_EINVAL;
    if ((flags & GOSTGEN_FLAG_MESH) &&
        !(cipher == GOSTGEN_GOST89 && (mode == GOSTGEN_CNT || mode == GOSTGEN_CFB)))
        return GOSTGEN_EMODE;
    return GOSTGEN_OK;
}

/* iv_len is one the mode accepts (gostgen_iv_length). */
static int gg_check_iv_len(int cipher, int mode, size_t iv_len)
{
    size_t lo, hi, step;
    int rc = gostgen_iv_length(cipher, mode, &lo, &hi, &step);
    if (rc != GOSTGEN_OK)
        return rc;
    if (iv_len < lo || iv_len > hi || (step != 0 && (iv_len - lo) % step != 0))
        return GOSTGEN_EIVLEN;
    return GOSTGEN_OK;
}

static int gg_check(int cipher, int mode, const uint8_t *key, size_t key_len, const uint8_t *iv,
                    size_t iv_len, unsigned flags)
{
    int rc = gg_check_mode(cipher, mode, flags);
    if (rc != GOSTGEN_OK)
        return rc;
    if (key == NULL)
        return GOSTGEN_EINVAL;
    if (key_len != 32)
        return GOSTGEN_EKEYLEN;
    if ((rc = gg_check_iv_len(cipher, mode, iv_len)) != GOSTGEN_OK)
        return rc;
    if (iv_len > 0 && iv == NULL)
        return GOSTGEN_EINVAL;
    return GOSTGEN_OK;
}

/* Everything but the cipher call for CNT's S = E(IV): the callers batch that call. */
static void gg_stream_init(gg_stream *st, const gg_backend *be, int cipher, int mode, int decrypt,
                           const gg_sbox *sbox, const uint8_t *key, const uint8_t *iv,
                           size_t iv_len, unsigned flags)
{
    memset(st, 0, sizeof *st);
    st->be = be;
    st->cipher = cipher;
    st->mode = mode;
    st->decrypt = decrypt ? 1 : 0;
    st->mesh = (flags & GOSTGEN_FLAG_MESH) ? 1 : 0;
    st->order = cipher == GOSTGEN_GOST89 ? GG_ORDER_GOST89 : GG_ORDER_MAGMA;
    st->sched = (st->decrypt && (mode == GOSTGEN_ECB || mode == GOSTGEN_CBC)) ? GG_SCHED_DECRYPT
                                                                              : GG_SCHED_ENCRYPT;
    gg_magma_load_key(st->order, key, st->key.k);
    st->key.sbox = sbox;
    st->z = iv_len >= 8 ? iv_len / 8 : 1;
    st->ks_off = 8;
    if (mode == GOSTGEN_CTR) {
        /* CTR_1 = IV || 0^32, a big-endian 64-bit counter. */
        st->ctr = (uint64_t)iv[0] << 56 | (uint64_t)iv[1] << 48 | (uint64_t)iv[2] << 40 |
                  (uint64_t)iv[3] << 32;
    } else if (iv_len > 0) {
        memcpy(st->reg, iv, iv_len);
    }
}

/* CryptoPro key meshing; then the state that feeds the next gamma block is encrypted under
 * the new key (CNT: S; CFB: the register), as the OpenSSL gost engine does. */
static void gg_mesh(gg_stream *st)
{
    uint8_t nk[32];
    st->be->magma_blocks(&st->key, GG_ORDER_GOST89, GG_SCHED_DECRYPT, gg_mesh_constant, nk, 4);
    gg_magma_load_key(GG_ORDER_GOST89, nk, st->key.k);
    gg_wipe(nk, sizeof nk);
    st->be->magma_blocks(&st->key, GG_ORDER_GOST89, GG_SCHED_ENCRYPT, st->reg, st->reg, 1);
    st->mesh_count = 0;
}

/* Meshes if due; returns how many blocks the next batch may hold. */
static size_t gg_begin_batch(gg_stream *st)
{
    size_t lim = GG_BATCH;
    switch (st->mode) {
    case GOSTGEN_OFB:
        lim = st->z;
        break;
    case GOSTGEN_CBC:
    case GOSTGEN_CFB:
        if (!st->decrypt)
            lim = st->z;
        break;
    case GOSTGEN_ECB: /* no feedback: every block of a batch is independent */
    case GOSTGEN_CNT:
    case GOSTGEN_CTR:
        break;
    }
    if (lim > GG_BATCH)
        lim = GG_BATCH;
    if (st->mesh) {
        if (st->mesh_count == GG_MESH_BLOCKS)
            gg_mesh(st);
        if (lim > GG_MESH_BLOCKS - st->mesh_count)
            lim = GG_MESH_BLOCKS - st->mesh_count;
    }
    return lim;
}

static uint8_t *gg_slot(gg_stream *st, size_t j)
{
    return st->reg + 8 * ((st->pos + j) % st->z);
}

/* Cipher inputs for nb blocks. in is read only for ECB, CBC and CFB decryption (whole blocks). */
static void gg_prep(gg_stream *st, const uint8_t *in, uint8_t *X, size_t nb)
{
    size_t j;
    switch (st->mode) {
    case GOSTGEN_ECB:
        memcpy(X, in, 8 * nb);
        break;
    case GOSTGEN_CNT:
        for (j = 0; j < nb; j++) {
            /* gost89 counter: n1 += C2 mod 2^32, n2 += C1 mod 2^32 - 1 (end-around carry). */
            uint32_t n1 = gg_load_le32(st->reg) + GG_CNT_C2;
            uint32_t n2 = gg_load_le32(st->reg + 4);
            uint32_t g2 = n2 + GG_CNT_C1;
            if (g2 < n2)
                g2++;
            gg_store_le32(st->reg, n1);
            gg_store_le32(st->reg + 4, g2);
            memcpy(X + 8 * j, st->reg, 8);
        }
        break;
    case GOSTGEN_CTR:
        for (j = 0; j < nb; j++)
            gg_put_be64(X + 8 * j, st->ctr++);
        break;
    case GOSTGEN_OFB:
        for (j = 0; j < nb; j++)
            memcpy(X + 8 * j, gg_slot(st, j), 8);
        break;
    case GOSTGEN_CBC:
        if (st->decrypt)
            memcpy(X, in, 8 * nb);
        else
            for (j = 0; j < nb; j++)
                gg_xor(X + 8 * j, in + 8 * j, gg_slot(st, j), 8);
        break;
    case GOSTGEN_CFB:
        /* Block j's gamma is E(ciphertext block j - z), or E(register slot) for j < z. */
        for (j = 0; j < nb; j++)
            memcpy(X + 8 * j, j < st->z ? gg_slot(st, j) : in + 8 * (j - st->z), 8);
        break;
    }
    if (st->mesh)
        st->mesh_count += (unsigned)nb;
}

/* Output for nb whole blocks from the cipher outputs Y; in and out may alias exactly. */
static void gg_finish(gg_stream *st, const uint8_t *in, const uint8_t *Y, uint8_t *out, size_t nb)
{
    size_t j;
    uint8_t c[8];
    switch (st->mode) {
    case GOSTGEN_ECB:
        if (out != Y)
            memcpy(out, Y, 8 * nb);
        return;
    case GOSTGEN_CNT:
    case GOSTGEN_CTR:
        gg_xor(out, in, Y, 8 * nb);
        return;
    case GOSTGEN_OFB:
        for (j = 0; j < nb; j++) {
            memcpy(gg_slot(st, j), Y + 8 * j, 8);
            gg_xor(out + 8 * j, in + 8 * j, Y + 8 * j, 8);
        }
        break;
    case GOSTGEN_CBC:
        for (j = 0; j < nb; j++) {
            if (st->decrypt) {
                /* Slot j still holds ciphertext block j - z (or the IV). */
                memcpy(c, in + 8 * j, 8);
                gg_xor(out + 8 * j, Y + 8 * j, gg_slot(st, j), 8);
                memcpy(gg_slot(st, j), c, 8);
            } else {
                memcpy(gg_slot(st, j), Y + 8 * j, 8);
                memcpy(out + 8 * j, Y + 8 * j, 8);
            }
        }
        break;
    case GOSTGEN_CFB:
        for (j = 0; j < nb; j++) {
            /* The register takes the ciphertext: the input when decrypting (copied before out,
             * which may alias it, is written), the output when encrypting. */
            memcpy(c, in + 8 * j, 8);
            gg_xor(out + 8 * j, c, Y + 8 * j, 8);
            memcpy(gg_slot(st, j), st->decrypt ? c : out + 8 * j, 8);
        }
        break;
    }
    st->pos = (st->pos + nb) % st->z;
}

/* Keystream block Y for a block that will be used only partly (stream modes). */
static void gg_finish_partial(gg_stream *st, const uint8_t *Y)
{
    memcpy(st->ks, Y, 8);
    st->ks_off = 0;
    if (st->mode == GOSTGEN_OFB) {
        memcpy(gg_slot(st, 0), Y, 8);
        st->pos = (st->pos + 1) % st->z;
    }
    /* CFB: the register takes the ciphertext once the block is complete (gg_use_ks). */
}

/* Uses pending keystream bytes; returns how many bytes were processed. */
static size_t gg_use_ks(gg_stream *st, const uint8_t *in, uint8_t *out, size_t len)
{
    size_t n = 8 - st->ks_off;
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
    if (n > 0 && st->ks_off == 8 && st->mode == GOSTGEN_CFB) {
        memcpy(gg_slot(st, 0), st->cbuf, 8);
        st->pos = (st->pos + 1) % st->z;
    }
    return n;
}

static int gg_whole_blocks_only(int mode)
{
    return mode == GOSTGEN_ECB || mode == GOSTGEN_CBC;
}

/* A stream's one-block register (CNT: the state S; CTR: the counter before the next one) in
 * the cipher's word form, and back. */
static void gg_stream_to_words(const gg_stream *st, uint32_t w[2])
{
    if (st->mode == GOSTGEN_CTR) {
        uint64_t c = st->ctr - 1;
        w[0] = (uint32_t)c;
        w[1] = (uint32_t)(c >> 32);
    } else {
        gg_magma_load_block(st->order, st->reg, &w[0], &w[1]);
    }
}

static void gg_stream_from_words(gg_stream *st, const uint32_t w[2])
{
    if (st->mode == GOSTGEN_CTR)
        st->ctr = ((uint64_t)w[1] << 32 | w[0]) + 1;
    else
        gg_magma_store_block(st->order, w[0], w[1], st->reg);
}

/* Blocks [lo, hi) of an ECB or counter-mode run; w: the counter before block 0. */
typedef struct gg_blocks_job {
    gg_stream *st;
    const uint32_t *w;
    const uint8_t *in;
    uint8_t *out;
} gg_blocks_job;

static int gg_blocks_part(void *arg, size_t lo, size_t hi)
{
    const gg_blocks_job *j = arg;
    const gg_stream *st = j->st;
    if (st->mode == GOSTGEN_ECB) {
        st->be->magma_blocks(&st->key, st->order, st->sched, j->in + 8 * lo, j->out + 8 * lo,
                             hi - lo);
    } else {
        uint32_t w[2] = {j->w[0], j->w[1]};
        gg_ctr_advance(st->order, w, lo);
        gg_ctr(st->be, &st->key, st->order, w, j->in + 8 * lo, j->out + 8 * lo, hi - lo);
        gg_wipe(w, sizeof w);
    }
    return GOSTGEN_OK;
}

static int gg_stream_update(gg_stream *st, const uint8_t *in, uint8_t *out, size_t len)
{
    uint8_t X[8 * GG_BATCH];
    size_t used = 0;
    if (gg_whole_blocks_only(st->mode) && len % 8 != 0)
        return GOSTGEN_ELENGTH;
    if (len == 0)
        return GOSTGEN_OK;
    if (in == NULL || out == NULL)
        return GOSTGEN_EINVAL;

    size_t n = gg_use_ks(st, in, out, len);
    in += n;
    out += n;
    len -= n;
    while (len >= 8 && (st->mode == GOSTGEN_CNT || st->mode == GOSTGEN_CTR ||
                        st->mode == GOSTGEN_ECB)) {
        /* ECB and the counter modes: straight from in to out, split across threads when asked
         * (meshing makes CNT a chain of 1 KiB segments: those stay on one thread). */
        size_t nb = len / 8;
        uint32_t w[2] = {0, 0};
        if (st->mesh && st->mode == GOSTGEN_CNT && st->be->magma_cnt_mesh != NULL &&
            nb >= GG_MESH_BLOCKS && st->mesh_count % GG_MESH_BLOCKS == 0) {
            /* whole 1 KiB segments through a kernel that meshes as it goes (see gg_vtable.h) */
            size_t nseg = nb / GG_MESH_BLOCKS;
            if (st->mesh_count == GG_MESH_BLOCKS)
                gg_mesh(st);
            gg_stream_to_words(st, w);
            st->be->magma_cnt_mesh(&st->key, w, in, out, nseg);
            gg_stream_from_words(st, w);
            gg_wipe(w, sizeof w);
            in += 8 * GG_MESH_BLOCKS * nseg;
            out += 8 * GG_MESH_BLOCKS * nseg;
            len -= 8 * GG_MESH_BLOCKS * nseg;
            continue;
        }
        if (st->mesh) {
            gg_begin_batch(st);
            if (nb > GG_MESH_BLOCKS - st->mesh_count)
                nb = GG_MESH_BLOCKS - st->mesh_count;
            st->mesh_count += (unsigned)nb;
        }
        if (st->mode != GOSTGEN_ECB)
            gg_stream_to_words(st, w);
        gg_blocks_job job = {st, w, in, out};
        gg_parallel(nb, GG_PARALLEL_MIN_BYTES / 8, gg_blocks_part, &job);
        if (st->mode != GOSTGEN_ECB) {
            gg_ctr_advance(st->order, w, nb);
            gg_stream_from_words(st, w);
        }
        in += 8 * nb;
        out += 8 * nb;
        len -= 8 * nb;
    }
    while (len >= 8) {
        size_t nb = gg_begin_batch(st);
        if (nb > len / 8)
            nb = len / 8;
        gg_prep(st, in, X, nb);
        st->be->magma_blocks(&st->key, st->order, st->sched, X, X, nb);
        gg_finish(st, in, X, out, nb);
        if (8 * nb > used)
            used = 8 * nb;
        in += 8 * nb;
        out += 8 * nb;
        len -= 8 * nb;
    }
    if (len > 0) {
        gg_begin_batch(st);
        gg_prep(st, NULL, X, 1);
        st->be->magma_blocks(&st->key, st->order, st->sched, X, X, 1);
        gg_finish_partial(st, X);
        gg_use_ks(st, in, out, len);
        if (used < 8)
            used = 8;
    }
    gg_wipe(X, used); /* keystream */
    return GOSTGEN_OK;
}

int gostgen_ctx_new(gostgen_ctx **out, int cipher, int mode, int decrypt,
                    const gostgen_sbox *sbox, const uint8_t *key, size_t key_len,
                    const uint8_t *iv, size_t iv_len, unsigned flags, const char *backend)
{
    const gg_backend *be;
    const gg_sbox *sb;
    if (out == NULL)
        return GOSTGEN_EINVAL;
    *out = NULL;
    int rc = gg_check(cipher, mode, key, key_len, iv, iv_len, flags);
    if (rc != GOSTGEN_OK)
        return rc;
    int bc = gg_bc_of_cipher(cipher);
    if (bc >= 0) {
        gg_bc_stream *bst;
        rc = gg_bc_stream_new(&bst, bc, sbox, backend, mode, decrypt, key, iv, iv_len);
        if (rc != GOSTGEN_OK)
            return rc;
        gostgen_ctx *c = calloc(1, sizeof *c);
        if (c == NULL) {
            gg_bc_stream_free(bst);
            return GOSTGEN_ENOMEM;
        }
        c->bc = bst;
        *out = c;
        return GOSTGEN_OK;
    }
    if ((rc = gg_resolve(sbox, backend, &sb, &be)) != GOSTGEN_OK)
        return rc;
    gostgen_ctx *c = malloc(sizeof *c);
    if (c == NULL)
        return GOSTGEN_ENOMEM;
    c->bc = NULL;
    c->sbox = *sb;
    gg_stream_init(&c->st, be, cipher, mode, decrypt, &c->sbox, key, iv, iv_len, flags);
    if (mode == GOSTGEN_CNT)
        be->magma_blocks(&c->st.key, c->st.order, GG_SCHED_ENCRYPT, c->st.reg, c->st.reg, 1);
    *out = c;
    return GOSTGEN_OK;
}

int gostgen_ctx_update(gostgen_ctx *ctx, const uint8_t *in, uint8_t *out, size_t len)
{
    if (ctx == NULL)
        return GOSTGEN_EINVAL;
    if (ctx->bc != NULL)
        return gg_bc_stream_update(ctx->bc, in, out, len);
    return gg_stream_update(&ctx->st, in, out, len);
}

void gostgen_ctx_free(gostgen_ctx *ctx)
{
    if (ctx != NULL) {
        gg_bc_stream_free(ctx->bc);
        gg_wipe(ctx, sizeof *ctx);
        free(ctx);
    }
    gg_stack_scrub_deep(); /* the context may have run any cipher's kernels */
}

static __attribute__((noinline)) int
crypt_body(int cipher, int mode, int decrypt, const gostgen_sbox *sbox, const uint8_t *key,
                  size_t key_len, const uint8_t *iv, size_t iv_len, unsigned flags,
                  const char *backend, const uint8_t *in, uint8_t *out, size_t len)
{
    const gg_backend *be;
    const gg_sbox *sb;
    gg_stream st;
    int rc = gg_check(cipher, mode, key, key_len, iv, iv_len, flags);
    if (rc != GOSTGEN_OK)
        return rc;
    if (gg_bc_of_cipher(cipher) >= 0)
        return gg_bc_crypt(gg_bc_of_cipher(cipher), sbox, backend, mode, decrypt, key, iv, iv_len,
                           in, out, len);
    if ((rc = gg_resolve(sbox, backend, &sb, &be)) != GOSTGEN_OK)
        return rc;
    if (gg_whole_blocks_only(mode) && len % 8 != 0)
        return GOSTGEN_ELENGTH;
    if (len > 0 && (in == NULL || out == NULL))
        return GOSTGEN_EINVAL;
    gg_stream_init(&st, be, cipher, mode, decrypt, sb, key, iv, iv_len, flags);
    if (mode == GOSTGEN_CNT)
        be->magma_blocks(&st.key, st.order, GG_SCHED_ENCRYPT, st.reg, st.reg, 1);
    rc = gg_stream_update(&st, in, out, len);
    gg_wipe(&st, sizeof st);
    return rc;
}

/* The work runs in a frame of its own, below this one, so that the scrub reaches all of it. */
int gostgen_crypt(int cipher, int mode, int decrypt, const gostgen_sbox *sbox, const uint8_t *key,
                  size_t key_len, const uint8_t *iv, size_t iv_len, unsigned flags,
                  const char *backend, const uint8_t *in, uint8_t *out, size_t len)
{
    int rc = crypt_body(cipher, mode, decrypt, sbox, key, key_len, iv, iv_len, flags, backend,
                        in, out, len);
    gg_stack_scrub_for(cipher);
    return rc;
}

/* The chained-lanes operation of a mode (gg_backend.h, gg_chain). */
static gg_chain gg_chain_of(gostgen_mode mode, int decrypt)
{
    switch (mode) { /* every mode named (-Werror=switch): a new one must say its chain step */
    case GOSTGEN_ECB: return GG_CHAIN_ECB;
    case GOSTGEN_CNT: return GG_CHAIN_CNT;
    case GOSTGEN_CTR: return GG_CHAIN_CTR;
    case GOSTGEN_OFB: return GG_CHAIN_OFB;
    case GOSTGEN_CBC: return decrypt ? GG_CHAIN_CBC_DEC : GG_CHAIN_CBC_ENC;
    case GOSTGEN_CFB: return decrypt ? GG_CHAIN_CFB_DEC : GG_CHAIN_CFB_ENC;
    }
    return GG_CHAIN_ECB; /* not reached: callers pass a checked gostgen_mode */
}

/* Multi-stream meshing, when due: all streams are at the same block, so they mesh together;
 * each stream's new key is the decryption of the constant under its own key, then its state is
 * encrypted under the new key (as gg_mesh, in lanes). */
static void gg_mesh_lanes(gg_stream *st, const gg_magma_key **kp, uint8_t *X, uint8_t *nk,
                          size_t n)
{
    size_t i;
    if (!st[0].mesh || st[0].mesh_count != GG_MESH_BLOCKS)
        return;
    for (size_t b = 0; b < 4; b++) {
        for (i = 0; i < n; i++)
            memcpy(X + 8 * i, gg_mesh_constant + 8 * b, 8);
        st[0].be->magma_lanes(kp, GG_ORDER_GOST89, GG_SCHED_DECRYPT, X, X, n);
        for (i = 0; i < n; i++)
            memcpy(nk + 32 * i + 8 * b, X + 8 * i, 8);
    }
    for (i = 0; i < n; i++) {
        gg_magma_load_key(GG_ORDER_GOST89, nk + 32 * i, st[i].key.k);
        memcpy(X + 8 * i, st[i].reg, 8);
        st[i].mesh_count = 0;
    }
    st[0].be->magma_lanes(kp, GG_ORDER_GOST89, GG_SCHED_ENCRYPT, X, X, n);
    for (i = 0; i < n; i++)
        memcpy(st[i].reg, X + 8 * i, 8);
}

static int gg_crypt_multi(int cipher, int mode, int decrypt, const gostgen_sbox *sbox, size_t n,
                          const uint8_t *const keys[], const uint8_t *const ivs[], size_t iv_len,
                          unsigned flags, const char *backend, const uint8_t *const in[],
                          uint8_t *const out[], size_t len)
{
    const gg_backend *be;
    const gg_sbox *sb;
    size_t i;
    int rc = gg_check_mode(cipher, mode, flags);
    if (rc != GOSTGEN_OK)
        return rc;
    if ((rc = gg_check_iv_len(cipher, mode, iv_len)) != GOSTGEN_OK)
        return rc;
    if (gg_bc_of_cipher(cipher) >= 0)
        return gg_bc_crypt_multi(gg_bc_of_cipher(cipher), sbox, backend, mode, decrypt, n, keys,
                                 ivs, iv_len, in, out, len);
    if (gg_whole_blocks_only(mode) && len % 8 != 0)
        return GOSTGEN_ELENGTH;
    if ((rc = gg_resolve(sbox, backend, &sb, &be)) != GOSTGEN_OK)
        return rc;
    if (n == 0)
        return GOSTGEN_OK;
    if (keys == NULL || (iv_len > 0 && ivs == NULL) || (len > 0 && (in == NULL || out == NULL)))
        return GOSTGEN_EINVAL;
    for (i = 0; i < n; i++)
        if (keys[i] == NULL || (iv_len > 0 && ivs[i] == NULL) ||
            (len > 0 && (in[i] == NULL || out[i] == NULL)))
            return GOSTGEN_EINVAL;

    /* One allocation: the stream states, the key pointers for magma_lanes, one block and the
     * register in word form each, and with meshing the new keys. */
    size_t per = sizeof(gg_stream) + sizeof(gg_magma_key *) + 8 + 2 * sizeof(uint32_t);
    if (flags & GOSTGEN_FLAG_MESH)
        per += 32;
    size_t bytes = n * per;
    if (bytes / n != per)
        return GOSTGEN_ENOMEM;
    gg_stream *st = malloc(bytes);
    if (st == NULL)
        return GOSTGEN_ENOMEM;
    const gg_magma_key **kp = (const gg_magma_key **)(st + n);
    uint32_t *W = (uint32_t *)(kp + n);
    uint8_t *X = (uint8_t *)(W + 2 * n);
    uint8_t *nk = X + 8 * n;

    for (i = 0; i < n; i++) {
        gg_stream_init(&st[i], be, cipher, mode, decrypt, sb, keys[i],
                       iv_len > 0 ? ivs[i] : NULL, iv_len, flags);
        kp[i] = &st[i].key;
    }
    gg_order order = st[0].order;
    gg_sched sched = st[0].sched;
    if (mode == GOSTGEN_CNT) {
        for (i = 0; i < n; i++)
            memcpy(X + 8 * i, st[i].reg, 8);
        be->magma_lanes(kp, order, GG_SCHED_ENCRYPT, X, X, n);
        for (i = 0; i < n; i++)
            memcpy(st[i].reg, X + 8 * i, 8);
    }
    /* Whole blocks go through the chained-lanes entry when the register is one block; a longer
     * magma register (z blocks) is stepped block by block here. */
    gg_chain chain = gg_chain_of(mode, st[0].decrypt);
    int chained = st[0].z == 1;
    size_t whole = len / 8, off = 0;
    while (off < len) {
        gg_mesh_lanes(st, kp, X, nk, n);
        if (off / 8 == whole)
            break;
        size_t nb = chained ? whole - off / 8 : 1;
        if (st[0].mesh && nb > GG_MESH_BLOCKS - st[0].mesh_count)
            nb = GG_MESH_BLOCKS - st[0].mesh_count;
        if (chained) {
            for (i = 0; i < n; i++)
                gg_stream_to_words(&st[i], W + 2 * i);
            gg_lanes_chain(be, kp, order, sched, chain, n, W, in, out, off, nb);
            for (i = 0; i < n; i++) {
                gg_stream_from_words(&st[i], W + 2 * i);
                if (st[i].mesh)
                    st[i].mesh_count += (unsigned)nb;
            }
        } else {
            for (i = 0; i < n; i++)
                gg_prep(&st[i], in[i] + off, X + 8 * i, 1);
            be->magma_lanes(kp, order, sched, X, X, n);
            for (i = 0; i < n; i++)
                gg_finish(&st[i], in[i] + off, X + 8 * i, out[i] + off, 1);
        }
        off += 8 * nb;
    }
    if (off < len) {
        for (i = 0; i < n; i++)
            gg_prep(&st[i], NULL, X + 8 * i, 1);
        be->magma_lanes(kp, order, sched, X, X, n);
        for (i = 0; i < n; i++) {
            gg_finish_partial(&st[i], X + 8 * i);
            gg_use_ks(&st[i], in[i] + off, out[i] + off, len - off);
        }
    }
    gg_wipe(st, bytes);
    free(st);
    return GOSTGEN_OK;
}

/* Streams [lo, hi) of a multi-stream call. */
typedef struct gg_multi_job {
    int cipher, mode, decrypt;
    const gostgen_sbox *sbox;
    const uint8_t *const *keys, *const *ivs, *const *in;
    uint8_t *const *out;
    size_t iv_len, len;
    unsigned flags;
    const char *backend;
} gg_multi_job;

static int gg_multi_part(void *arg, size_t lo, size_t hi)
{
    const gg_multi_job *j = arg;
    return gg_crypt_multi(j->cipher, j->mode, j->decrypt, j->sbox, hi - lo, j->keys + lo,
                          j->iv_len > 0 ? j->ivs + lo : NULL, j->iv_len, j->flags, j->backend,
                          j->len > 0 ? j->in + lo : NULL, j->len > 0 ? j->out + lo : NULL,
                          j->len);
}

static __attribute__((noinline)) int
crypt_multi_body(int cipher, int mode, int decrypt, const gostgen_sbox *sbox, size_t n,
                        const uint8_t *const keys[], const uint8_t *const ivs[], size_t iv_len,
                        unsigned flags, const char *backend, const uint8_t *const in[],
                        uint8_t *const out[], size_t len)
{
    /* Streams are independent: with threads asked for, each thread takes a run of them. Every
     * argument is checked first (by a call on all streams), so a bad one fails before any part
     * has written anything. No array of n pointers can exist past this n: refused before the
     * arrays are read. */
    if (n > SIZE_MAX / sizeof(void *))
        return GOSTGEN_EINVAL;
    int ok = gostgen_threads() > 1 && n > 1 && keys != NULL && (iv_len == 0 || ivs != NULL) &&
             (len == 0 || (in != NULL && out != NULL));
    for (size_t i = 0; ok && i < n; i++)
        ok = keys[i] != NULL && (iv_len == 0 || ivs[i] != NULL) &&
             (len == 0 || (in[i] != NULL && out[i] != NULL));
    if (!ok)
        return gg_crypt_multi(cipher, mode, decrypt, sbox, n, keys, ivs, iv_len, flags, backend,
                              in, out, len);
    int rc = gg_crypt_multi(cipher, mode, decrypt, sbox, 0, keys, ivs, iv_len, flags, backend,
                            in, out, len);
    if (rc != GOSTGEN_OK)
        return rc;
    gg_multi_job job = {cipher, mode, decrypt, sbox, keys, ivs, in, out, iv_len, len, flags,
                        backend};
    size_t per = len > 0 ? GG_PARALLEL_MIN_BYTES / len + 1 : n;
    return gg_parallel(n, per, gg_multi_part, &job);
}

/* The work runs in a frame of its own, below this one, so that the scrub reaches all of it. */
int gostgen_crypt_multi(int cipher, int mode, int decrypt, const gostgen_sbox *sbox, size_t n,
                        const uint8_t *const keys[], const uint8_t *const ivs[], size_t iv_len,
                        unsigned flags, const char *backend, const uint8_t *const in[],
                        uint8_t *const out[], size_t len)
{
    int rc = crypt_multi_body(cipher, mode, decrypt, sbox, n, keys, ivs, iv_len, flags,
                              backend, in, out, len);
    gg_stack_scrub_deep();
    return rc;
}

size_t gostgen_block_size(int cipher)
{
    switch (cipher) {
    case GOSTGEN_GOST89:
    case GOSTGEN_MAGMA:
        return 8;
    default: {
        int bc = gg_bc_of_cipher(cipher); /* the block ciphers with round keys (bcmodes.c) */
        return bc >= 0 ? gg_bc_infos[bc].block_bytes : 0;
    }
    }
}

/* Sectors per multi-stream call: enough streams to fill every lane (and, with threads, several
 * 64 KiB parts), few enough that the per-stream states (about 600 bytes each) stay small. */
#define GG_SECTOR_BATCH 1024

/* The plain64 IV of a sector: its number as a 64-bit little-endian integer, zero-padded to
 * iv_len bytes (the callers have checked that the number fits when iv_len < 8). */
static void gg_sector_iv(uint64_t sector, uint8_t *iv, size_t iv_len)
{
    memset(iv, 0, iv_len);
    for (size_t i = 0; i < 8 && i < iv_len; i++)
        iv[i] = (uint8_t)(sector >> (8 * i));
}

static __attribute__((noinline)) int
crypt_sectors_body(int cipher, int mode, int decrypt, const gostgen_sbox *sbox,
                   const uint8_t *key, size_t key_len, size_t iv_len, unsigned flags,
                   const char *backend, size_t sector_size, uint64_t first_sector,
                   const uint8_t *in, uint8_t *out, size_t len)
{
    size_t lo, hi, step;
    int rc = gg_check_mode(cipher, mode, flags);
    if (rc != GOSTGEN_OK)
        return rc;
    gostgen_iv_length(cipher, mode, &lo, &hi, &step);
    if (hi == 0)
        return GOSTGEN_EMODE; /* ECB: no IV to number the sectors with */
    if (key == NULL)
        return GOSTGEN_EINVAL;
    if (key_len != 32)
        return GOSTGEN_EKEYLEN;
    if ((rc = gg_check_iv_len(cipher, mode, iv_len)) != GOSTGEN_OK)
        return rc;
    size_t bs = gostgen_block_size(cipher);
    if (sector_size == 0 || sector_size % bs != 0)
        return GOSTGEN_EINVAL;
    if (gg_whole_blocks_only(mode) && len % sector_size != 0)
        return GOSTGEN_ELENGTH;
    if (len > 0 && (in == NULL || out == NULL))
        return GOSTGEN_EINVAL;
    /* Sector numbers must not wrap, and must fit the IV: a truncated number would give two
     * sectors the same IV (the same keystream in the counter modes). */
    size_t whole = len / sector_size, tail = len % sector_size;
    uint64_t count = (uint64_t)whole + (tail != 0);
    if (count > 0) {
        if (first_sector > UINT64_MAX - (count - 1))
            return GOSTGEN_EINVAL;
        uint64_t last = first_sector + (count - 1);
        if (iv_len < 8 && (last >> (8 * iv_len)) != 0)
            return GOSTGEN_EINVAL;
    }
    /* The S-box set and backend, checked before anything is written. */
    if ((rc = crypt_multi_body(cipher, mode, decrypt, sbox, 0, NULL, NULL, iv_len, flags, backend,
                               NULL, NULL, 0)) != GOSTGEN_OK)
        return rc;
    if (count == 0)
        return GOSTGEN_OK;

    size_t batch = whole < GG_SECTOR_BATCH ? whole : GG_SECTOR_BATCH;
    if (batch == 0)
        batch = 1;
    /* One allocation: the IVs, then the key, IV, input and output pointer arrays. */
    size_t ptrs = 4 * sizeof(void *) * batch;
    uint8_t *mem = malloc(ptrs + batch * iv_len);
    if (mem == NULL)
        return GOSTGEN_ENOMEM;
    const uint8_t **keys = (const uint8_t **)mem;
    const uint8_t **ivs = keys + batch;
    const uint8_t **ins = ivs + batch;
    uint8_t **outs = (uint8_t **)(ins + batch);
    uint8_t *ivbuf = mem + ptrs;
    for (size_t done = 0; done < whole && rc == GOSTGEN_OK;) {
        size_t n = whole - done < batch ? whole - done : batch;
        for (size_t i = 0; i < n; i++) {
            gg_sector_iv(first_sector + done + i, ivbuf + i * iv_len, iv_len);
            keys[i] = key;
            ivs[i] = ivbuf + i * iv_len;
            ins[i] = in + (done + i) * sector_size;
            outs[i] = out + (done + i) * sector_size;
        }
        rc = crypt_multi_body(cipher, mode, decrypt, sbox, n, keys, ivs, iv_len, flags, backend,
                              ins, outs, sector_size);
        done += n;
    }
    if (rc == GOSTGEN_OK && tail != 0) {
        gg_sector_iv(first_sector + whole, ivbuf, iv_len);
        rc = crypt_body(cipher, mode, decrypt, sbox, key, key_len, ivbuf, iv_len, flags, backend,
                        in + whole * sector_size, out + whole * sector_size, tail);
    }
    free(mem);
    return rc;
}

/* The work runs in a frame of its own, below this one, so that the scrub reaches all of it. */
int gostgen_crypt_sectors(int cipher, int mode, int decrypt, const gostgen_sbox *sbox,
                          const uint8_t *key, size_t key_len, size_t iv_len, unsigned flags,
                          const char *backend, size_t sector_size, uint64_t first_sector,
                          const uint8_t *in, uint8_t *out, size_t len)
{
    int rc = crypt_sectors_body(cipher, mode, decrypt, sbox, key, key_len, iv_len, flags, backend,
                                sector_size, first_sector, in, out, len);
    gg_stack_scrub_deep();
    return rc;
}
