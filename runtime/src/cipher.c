/* cipher.c: the encryption calls of gostgen.h: their checks (what the modes' tables allow), the
 * backend and S-box set, contexts, one-shot, multi-stream (threads) and sector calls. The modes
 * themselves run in modes.c, from their description (generated/runtime/gg_modes.h). */
#include <stdlib.h>
#include <string.h>

#include "gg_internal.h"

struct gostgen_ctx {
    gg_mstream st;
    uint8_t mem[GG_MSTREAM_MAX_MEM] __attribute__((aligned(8))); /* its key's and register */
    gg_sbox sbox; /* a copy, so the caller may free a run-time set while the context lives */
    /* gostgen_ctx_restart: what its IV may be, and for a stream that re-keys (meshing, ACPKM:
     * rekeys) the key as first scheduled, which the stream's own key no longer is */
    int cipher, mode, rekeys;
    gg_key key0;
    uint8_t mem0[GG_KEY_MAX_MEM] __attribute__((aligned(8)));
};

int gostgen_iv_length(int cipher, int mode, size_t *min, size_t *max, size_t *step)
{
    size_t lo = 0, hi = 0, st = 0, n = gostgen_block_size(cipher);
    if (n == 0)
        return GOSTGEN_EINVAL;
    const gg_mode_info *m = gg_mode_find(gg_family_of(cipher), mode);
    if (m == NULL)
        return GOSTGEN_EMODE;
    switch (m->iv) {
    case GG_IV_NONE: lo = hi = st = 0; break;
    case GG_IV_HALF: lo = hi = st = n / 2; break;
    case GG_IV_BLOCK: lo = hi = st = n; break;
    case GG_IV_BLOCKS: lo = n; hi = GG_MAX_REG - GG_MAX_REG % n; st = n; break;
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
    int rc = gostgen_iv_length(cipher, mode, NULL, NULL, NULL);
    if (rc != GOSTGEN_OK)
        return rc;
    if (flags & ~(unsigned)GOSTGEN_FLAG_MESH)
        return GOSTGEN_EINVAL;
    if ((flags & GOSTGEN_FLAG_MESH) && !gg_mode_find(gg_family_of(cipher), mode)->meshing)
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

static int gg_whole_blocks_only(int cipher, int mode)
{
    const gg_mode_info *m = gg_mode_find(gg_family_of(cipher), mode);
    return m != NULL && m->whole_blocks;
}

/* The section argument of the _ex calls (the cipher/mode pair checked): 0 the default; else only
 * a re-keyed mode's (CTR-ACPKM), a positive multiple of the block size, as
 * gostgen_ctx_set_section takes it. */
static int gg_check_section(int cipher, int mode, size_t section)
{
    if (section == 0)
        return GOSTGEN_OK;
    if (!gg_mode_find(gg_family_of(cipher), mode)->acpkm)
        return GOSTGEN_EMODE;
    return section % gostgen_block_size(cipher) == 0 ? GOSTGEN_OK : GOSTGEN_EINVAL;
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
    if ((rc = gg_resolve_cipher(cipher, sbox, backend, &sb, &be)) != GOSTGEN_OK)
        return rc;
    gostgen_ctx *c = malloc(sizeof *c);
    if (c == NULL)
        return GOSTGEN_ENOMEM;
    memset(&c->sbox, 0, sizeof c->sbox);
    if (sb != NULL)
        c->sbox = *sb;
    gg_mstream_setup(&c->st, c->mem, be, cipher, sb != NULL ? &c->sbox : NULL, mode, decrypt,
                     key, iv, iv_len, flags);
    c->cipher = cipher;
    c->mode = mode;
    c->rekeys = c->st.rekey != GG_REKEY_NONE;
    if (c->rekeys) { /* (no second copy of a key that never changes) */
        c->key0 = c->st.k;
        memcpy(c->mem0, c->mem, gg_key_mem_bytes(cipher));
    }
    gg_mstream_start(&c->st);
    *out = c;
    return GOSTGEN_OK;
}

int gostgen_ctx_dup(const gostgen_ctx *ctx, gostgen_ctx **out)
{
    if (out == NULL)
        return GOSTGEN_EINVAL;
    *out = NULL;
    if (ctx == NULL)
        return GOSTGEN_EINVAL;
    gostgen_ctx *c = malloc(sizeof *c);
    if (c == NULL)
        return GOSTGEN_ENOMEM;
    memcpy(c, ctx, sizeof *c);
    /* the pointers into the context itself: the stream's and the first key's */
    gg_mstream_rebase(&c->st, c, ctx, sizeof *c);
    if (c->rekeys)
        gg_key_rebase(&c->key0, c, ctx, sizeof *c);
    *out = c;
    return GOSTGEN_OK;
}

int gostgen_ctx_restart(gostgen_ctx *ctx, const uint8_t *iv, size_t iv_len)
{
    if (ctx == NULL)
        return GOSTGEN_EINVAL;
    int rc = gg_check_iv_len(ctx->cipher, ctx->mode, iv_len);
    if (rc != GOSTGEN_OK)
        return rc;
    if (iv == NULL && iv_len > 0)
        return GOSTGEN_EINVAL;
    if (ctx->rekeys) { /* the key as first scheduled */
        ctx->st.k = ctx->key0;
        memcpy(ctx->mem, ctx->mem0, gg_key_mem_bytes(ctx->cipher));
    }
    /* (the register's memory holds the longest IV the mode takes: any length fits) */
    gg_mstream_set_iv(&ctx->st, iv, iv_len);
    gg_mstream_start(&ctx->st);
    return GOSTGEN_OK;
}

int gostgen_ctx_set_section(gostgen_ctx *ctx, size_t bytes)
{
    if (ctx == NULL)
        return GOSTGEN_EINVAL;
    return gg_mstream_set_section(&ctx->st, bytes);
}

int gostgen_ctx_update(gostgen_ctx *ctx, const uint8_t *in, uint8_t *out, size_t len)
{
    if (ctx == NULL)
        return GOSTGEN_EINVAL;
    return gg_mstream_update(&ctx->st, in, out, len);
}

int gostgen_ctx_get_iv(const gostgen_ctx *ctx, uint8_t *out, size_t cap, size_t *len)
{
    if (ctx == NULL || len == NULL)
        return GOSTGEN_EINVAL;
    size_t n = gg_mstream_iv(&ctx->st, NULL, 0);
    if (n == 0)
        return GOSTGEN_EMODE;
    *len = n;
    if (out == NULL)
        return GOSTGEN_OK;
    if (cap < n)
        return GOSTGEN_ELENGTH;
    gg_mstream_iv(&ctx->st, out, cap);
    return GOSTGEN_OK;
}

void gostgen_ctx_free(gostgen_ctx *ctx)
{
    if (ctx == NULL) /* (no scrub: 128 KiB of stores for nothing, on a path callers take often) */
        return;
    const int cipher = ctx->cipher;
    const char *backend = ctx->st.k.be->name;
    gg_wipe(ctx, sizeof *ctx);
    free(ctx);
    gg_stack_scrub_context(cipher, backend); /* as deep as its kernels reach, and a margin */
}

static __attribute__((noinline)) int
crypt_body(int cipher, int mode, int decrypt, const gostgen_sbox *sbox, const uint8_t *key,
                  size_t key_len, const uint8_t *iv, size_t iv_len, unsigned flags,
                  const char *backend, const uint8_t *in, uint8_t *out, size_t len,
                  size_t section)
{
    const gg_backend *be;
    const gg_sbox *sb;
    gg_mstream st;
    uint8_t mem[GG_MSTREAM_MAX_MEM] __attribute__((aligned(8)));
    int rc = gg_check(cipher, mode, key, key_len, iv, iv_len, flags);
    if (rc != GOSTGEN_OK)
        return rc;
    if ((rc = gg_check_section(cipher, mode, section)) != GOSTGEN_OK)
        return rc;
    if ((rc = gg_resolve_cipher(cipher, sbox, backend, &sb, &be)) != GOSTGEN_OK)
        return rc;
    if (gg_whole_blocks_only(cipher, mode) && len % gostgen_block_size(cipher) != 0)
        return GOSTGEN_ELENGTH;
    if (len > 0 && (in == NULL || out == NULL))
        return GOSTGEN_EINVAL;
    gg_mstream_setup(&st, mem, be, cipher, sb, mode, decrypt, key, iv, iv_len, flags);
    if (section != 0)
        gg_mstream_set_section(&st, section); /* checked above */
    gg_mstream_start(&st);
    rc = gg_mstream_update(&st, in, out, len);
    gg_wipe(&st, sizeof st);
    gg_wipe(mem, gg_mstream_mem_bytes(cipher, iv_len));
    return rc;
}

/* The work runs in a frame of its own, below this one, so that the scrub reaches all of it. */
int gostgen_crypt_ex(int cipher, int mode, int decrypt, const gostgen_sbox *sbox,
                     const uint8_t *key, size_t key_len, const uint8_t *iv, size_t iv_len,
                     unsigned flags, const char *backend, const uint8_t *in, uint8_t *out,
                     size_t len, size_t section)
{
    int rc = crypt_body(cipher, mode, decrypt, sbox, key, key_len, iv, iv_len, flags, backend,
                        in, out, len, section);
    gg_stack_scrub_for(cipher, backend);
    return rc;
}

int gostgen_crypt(int cipher, int mode, int decrypt, const gostgen_sbox *sbox, const uint8_t *key,
                  size_t key_len, const uint8_t *iv, size_t iv_len, unsigned flags,
                  const char *backend, const uint8_t *in, uint8_t *out, size_t len)
{
    return gostgen_crypt_ex(cipher, mode, decrypt, sbox, key, key_len, iv, iv_len, flags, backend,
                            in, out, len, 0);
}

static int gg_crypt_multi(int cipher, int mode, int decrypt, const gostgen_sbox *sbox, size_t n,
                          const uint8_t *const keys[], const uint8_t *const ivs[], size_t iv_len,
                          unsigned flags, const char *backend, const uint8_t *const in[],
                          uint8_t *const out[], size_t len, size_t section)
{
    const gg_backend *be;
    const gg_sbox *sb;
    int rc = gg_check_mode(cipher, mode, flags);
    if (rc != GOSTGEN_OK)
        return rc;
    if ((rc = gg_check_iv_len(cipher, mode, iv_len)) != GOSTGEN_OK)
        return rc;
    if ((rc = gg_check_section(cipher, mode, section)) != GOSTGEN_OK)
        return rc;
    if (gg_whole_blocks_only(cipher, mode) && len % gostgen_block_size(cipher) != 0)
        return GOSTGEN_ELENGTH;
    if ((rc = gg_resolve_cipher(cipher, sbox, backend, &sb, &be)) != GOSTGEN_OK)
        return rc;
    if (n == 0)
        return GOSTGEN_OK;
    if (keys == NULL || (iv_len > 0 && ivs == NULL) || (len > 0 && (in == NULL || out == NULL)))
        return GOSTGEN_EINVAL;
    for (size_t i = 0; i < n; i++)
        if (keys[i] == NULL || (iv_len > 0 && ivs[i] == NULL) ||
            (len > 0 && (in[i] == NULL || out[i] == NULL)))
            return GOSTGEN_EINVAL;
    return gg_mstreams_crypt(be, cipher, sb, mode, decrypt, n, keys, ivs, iv_len, flags, in, out,
                             len, section);
}

/* Streams [lo, hi) of a multi-stream call. */
typedef struct gg_multi_job {
    int cipher, mode, decrypt;
    const gostgen_sbox *sbox;
    const uint8_t *const *keys, *const *ivs, *const *in;
    uint8_t *const *out;
    size_t iv_len, len, section;
    unsigned flags;
    const char *backend;
} gg_multi_job;

static int gg_multi_part(void *arg, size_t lo, size_t hi)
{
    const gg_multi_job *j = arg;
    return gg_crypt_multi(j->cipher, j->mode, j->decrypt, j->sbox, hi - lo, j->keys + lo,
                          j->iv_len > 0 ? j->ivs + lo : NULL, j->iv_len, j->flags, j->backend,
                          j->len > 0 ? j->in + lo : NULL, j->len > 0 ? j->out + lo : NULL,
                          j->len, j->section);
}

static __attribute__((noinline)) int
crypt_multi_body(int cipher, int mode, int decrypt, const gostgen_sbox *sbox, size_t n,
                        const uint8_t *const keys[], const uint8_t *const ivs[], size_t iv_len,
                        unsigned flags, const char *backend, const uint8_t *const in[],
                        uint8_t *const out[], size_t len, size_t section)
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
                              in, out, len, section);
    int rc = gg_crypt_multi(cipher, mode, decrypt, sbox, 0, keys, ivs, iv_len, flags, backend,
                            in, out, len, section);
    if (rc != GOSTGEN_OK)
        return rc;
    gg_multi_job job = {cipher, mode, decrypt, sbox, keys, ivs, in, out, iv_len, len, section,
                        flags, backend};
    size_t per = len > 0 ? GG_PARALLEL_MIN_BYTES / len + 1 : n;
    return gg_parallel(n, per, gg_multi_part, &job);
}

/* The work runs in a frame of its own, below this one, so that the scrub reaches all of it. */
int gostgen_crypt_multi_ex(int cipher, int mode, int decrypt, const gostgen_sbox *sbox, size_t n,
                           const uint8_t *const keys[], const uint8_t *const ivs[],
                           size_t iv_len, unsigned flags, const char *backend,
                           const uint8_t *const in[], uint8_t *const out[], size_t len,
                           size_t section)
{
    int rc = crypt_multi_body(cipher, mode, decrypt, sbox, n, keys, ivs, iv_len, flags,
                              backend, in, out, len, section);
    gg_stack_scrub_for(cipher, backend);
    return rc;
}

int gostgen_crypt_multi(int cipher, int mode, int decrypt, const gostgen_sbox *sbox, size_t n,
                        const uint8_t *const keys[], const uint8_t *const ivs[], size_t iv_len,
                        unsigned flags, const char *backend, const uint8_t *const in[],
                        uint8_t *const out[], size_t len)
{
    return gostgen_crypt_multi_ex(cipher, mode, decrypt, sbox, n, keys, ivs, iv_len, flags,
                                  backend, in, out, len, 0);
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
                   const uint8_t *in, uint8_t *out, size_t len, size_t section)
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
    if ((rc = gg_check_section(cipher, mode, section)) != GOSTGEN_OK)
        return rc;
    if (gg_whole_blocks_only(cipher, mode) && len % sector_size != 0)
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
                               NULL, NULL, 0, section)) != GOSTGEN_OK)
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
                              ins, outs, sector_size, section);
        done += n;
    }
    if (rc == GOSTGEN_OK && tail != 0) {
        gg_sector_iv(first_sector + whole, ivbuf, iv_len);
        rc = crypt_body(cipher, mode, decrypt, sbox, key, key_len, ivbuf, iv_len, flags, backend,
                        in + whole * sector_size, out + whole * sector_size, tail, section);
    }
    free(mem);
    return rc;
}

/* The work runs in a frame of its own, below this one, so that the scrub reaches all of it. */
int gostgen_crypt_sectors_ex(int cipher, int mode, int decrypt, const gostgen_sbox *sbox,
                             const uint8_t *key, size_t key_len, size_t iv_len, unsigned flags,
                             const char *backend, size_t sector_size, uint64_t first_sector,
                             const uint8_t *in, uint8_t *out, size_t len, size_t section)
{
    int rc = crypt_sectors_body(cipher, mode, decrypt, sbox, key, key_len, iv_len, flags, backend,
                                sector_size, first_sector, in, out, len, section);
    gg_stack_scrub_for(cipher, backend);
    return rc;
}

int gostgen_crypt_sectors(int cipher, int mode, int decrypt, const gostgen_sbox *sbox,
                          const uint8_t *key, size_t key_len, size_t iv_len, unsigned flags,
                          const char *backend, size_t sector_size, uint64_t first_sector,
                          const uint8_t *in, uint8_t *out, size_t len)
{
    return gostgen_crypt_sectors_ex(cipher, mode, decrypt, sbox, key, key_len, iv_len, flags,
                                    backend, sector_size, first_sector, in, out, len, 0);
}
