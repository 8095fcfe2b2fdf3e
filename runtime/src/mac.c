/* mac.c: the MAC calls of gostgen.h: their checks, the backend and S-box set, contexts, one-shot
 * and multi-message calls. The MACs themselves (GOST 28147-89's imitovstavka, RFC 5830 with
 * CryptoPro key meshing on request; GOST R 34.13-2015's CMAC for any block size) are described in
 * generator/gostgen/modes.py and run in modes.c. */
#include <stdlib.h>
#include <string.h>

#include "gg_internal.h"

struct gostgen_mac_ctx {
    gg_mac_state st;
    uint8_t mem[GG_KEY_MAX_MEM] __attribute__((aligned(8))); /* its key's round keys */
    gg_mstream master; /* OMAC-ACPKM's key material */
    uint8_t master_mem[GG_MSTREAM_MAX_MEM] __attribute__((aligned(8)));
    /* The same as set up, before any data, for gostgen_mac_restart (meshing and OMAC-ACPKM
     * change the key as the message goes on); its pointers are the live fields'. */
    gg_mac_state st0;
    uint8_t mem0[GG_KEY_MAX_MEM] __attribute__((aligned(8)));
    gg_mstream master0;
    uint8_t master_mem0[GG_MSTREAM_MAX_MEM] __attribute__((aligned(8)));
    int cipher;
    int done;
    gg_sbox sbox;
};

/* The context as set up becomes the one gostgen_mac_restart goes back to. */
static void gg_mac_keep_start(gostgen_mac_ctx *c)
{
    c->st0 = c->st;
    memcpy(c->mem0, c->mem, sizeof c->mem);
    if (c->st.master != NULL) {
        c->master0 = c->master;
        memcpy(c->master_mem0, c->master_mem, sizeof c->master_mem);
    }
}

static int gg_mac_check(int cipher, const uint8_t *key, size_t key_len)
{
    if (gostgen_block_size(cipher) == 0)
        return GOSTGEN_EINVAL;
    if (key == NULL)
        return GOSTGEN_EINVAL;
    if (key_len != 32)
        return GOSTGEN_EKEYLEN;
    return GOSTGEN_OK;
}

/* The MAC's flags: GOSTGEN_FLAG_MESH where the cipher's MAC meshes (gost89), nothing else. */
static int gg_mac_flags_check(int cipher, unsigned flags)
{
    if (flags & ~(unsigned)GOSTGEN_FLAG_MESH)
        return GOSTGEN_EINVAL;
    if ((flags & GOSTGEN_FLAG_MESH) && !gg_mac_infos[gg_family_of(cipher)].meshing)
        return GOSTGEN_EMODE;
    return GOSTGEN_OK;
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
    if ((rc = gg_mac_flags_check(cipher, flags)) != GOSTGEN_OK)
        return rc;
    if ((rc = gg_resolve_cipher(cipher, sbox, backend, &sb, &be)) != GOSTGEN_OK)
        return rc;
    gostgen_mac_ctx *c = malloc(sizeof *c);
    if (c == NULL)
        return GOSTGEN_ENOMEM;
    memset(&c->sbox, 0, sizeof c->sbox);
    if (sb != NULL)
        c->sbox = *sb;
    gg_mac_setup(&c->st, c->mem, be, cipher, sb != NULL ? &c->sbox : NULL, key,
                 (flags & GOSTGEN_FLAG_MESH) != 0);
    c->cipher = cipher;
    c->done = 0;
    gg_mac_keep_start(c);
    *out = c;
    return GOSTGEN_OK;
}

/* OMAC-ACPKM's arguments: a cipher of GOST R 34.13-2015 (magma, kuznyechik) and its sections. */
static int gg_omac_acpkm_check(int cipher, size_t section, size_t key_section)
{
    if (cipher != GOSTGEN_MAGMA && cipher != GOSTGEN_KUZNYECHIK)
        return gostgen_block_size(cipher) == 0 ? GOSTGEN_EINVAL : GOSTGEN_EMODE;
    size_t n = gostgen_block_size(cipher);
    if (section == 0 || section % n != 0 || key_section == 0 || key_section % n != 0)
        return GOSTGEN_EINVAL;
    return GOSTGEN_OK;
}

int gostgen_omac_acpkm_new(gostgen_mac_ctx **out, int cipher, const gostgen_sbox *sbox,
                           const uint8_t *key, size_t key_len, size_t section,
                           size_t key_section, const char *backend)
{
    if (out == NULL)
        return GOSTGEN_EINVAL;
    *out = NULL;
    int rc = gg_omac_acpkm_check(cipher, section, key_section);
    if (rc != GOSTGEN_OK)
        return rc;
    if ((rc = gostgen_mac_new_ex(out, cipher, sbox, key, key_len, 0, backend)) != GOSTGEN_OK)
        return rc;
    gostgen_mac_ctx *c = *out;
    gg_mac_setup_acpkm(&c->st, &c->master, c->master_mem, cipher,
                       cipher == GOSTGEN_MAGMA ? &c->sbox : NULL, key, section,
                       key_section);
    gg_mac_keep_start(c);
    return GOSTGEN_OK;
}

int gostgen_omac_acpkm(int cipher, const gostgen_sbox *sbox, const uint8_t *key, size_t key_len,
                       size_t section, size_t key_section, const char *backend,
                       const uint8_t *data, size_t len, unsigned bits, uint8_t *mac)
{
    gostgen_mac_ctx *c;
    if (mac == NULL || (data == NULL && len > 0))
        return GOSTGEN_EINVAL;
    int rc = gg_omac_acpkm_check(cipher, section, key_section);
    if (rc != GOSTGEN_OK)
        return rc;
    if (!gg_mac_bits_ok(cipher, bits)) /* before any work, as gostgen_mac */
        return GOSTGEN_EINVAL;
    if ((rc = gostgen_omac_acpkm_new(&c, cipher, sbox, key, key_len, section, key_section,
                                     backend)) != GOSTGEN_OK)
        return rc;
    if ((rc = gostgen_mac_update(c, data, len)) == GOSTGEN_OK)
        rc = gostgen_mac_final(c, bits, mac);
    gostgen_mac_free(c);
    return rc;
}

int gostgen_mac_update(gostgen_mac_ctx *ctx, const uint8_t *data, size_t len)
{
    if (ctx == NULL || (data == NULL && len > 0))
        return GOSTGEN_EINVAL;
    if (ctx->done)
        return GOSTGEN_ESTATE;
    gg_mac_update(&ctx->st, data, len);
    return GOSTGEN_OK;
}

int gostgen_mac_final(gostgen_mac_ctx *ctx, unsigned bits, uint8_t *mac)
{
    if (ctx == NULL || mac == NULL)
        return GOSTGEN_EINVAL;
    if (!gg_mac_bits_ok(ctx->cipher, bits))
        return GOSTGEN_EINVAL;
    if (ctx->done)
        return GOSTGEN_ESTATE;
    gg_mac_final(&ctx->st, bits, mac);
    ctx->done = 1;
    return GOSTGEN_OK;
}

int gostgen_mac_restart(gostgen_mac_ctx *ctx)
{
    if (ctx == NULL)
        return GOSTGEN_EINVAL;
    ctx->st = ctx->st0;
    memcpy(ctx->mem, ctx->mem0, sizeof ctx->mem);
    if (ctx->st0.master != NULL) {
        ctx->master = ctx->master0;
        memcpy(ctx->master_mem, ctx->master_mem0, sizeof ctx->master_mem);
    }
    ctx->done = 0;
    return GOSTGEN_OK;
}

/* The pointers of a MAC state (or its start) into the context old, moved to its copy c. */
static void gg_mac_state_rebase(gostgen_mac_ctx *c, const gostgen_mac_ctx *old, gg_mac_state *st)
{
    gg_key_rebase(&st->k, c, old, sizeof *c);
    GG_REBASE(c, old, sizeof *c, st->R.r);
    GG_REBASE(c, old, sizeof *c, st->master);
}

int gostgen_mac_dup(const gostgen_mac_ctx *ctx, gostgen_mac_ctx **out)
{
    if (out == NULL)
        return GOSTGEN_EINVAL;
    *out = NULL;
    if (ctx == NULL)
        return GOSTGEN_EINVAL;
    gostgen_mac_ctx *c = malloc(sizeof *c);
    if (c == NULL)
        return GOSTGEN_ENOMEM;
    memcpy(c, ctx, sizeof *c);
    gg_mac_state_rebase(c, ctx, &c->st);
    gg_mac_state_rebase(c, ctx, &c->st0);
    if (c->st0.master != NULL) {
        gg_mstream_rebase(&c->master, c, ctx, sizeof *c);
        gg_mstream_rebase(&c->master0, c, ctx, sizeof *c);
    }
    *out = c;
    return GOSTGEN_OK;
}

void gostgen_mac_free(gostgen_mac_ctx *ctx)
{
    if (ctx == NULL) /* (no scrub: as gostgen_ctx_free) */
        return;
    const int cipher = ctx->cipher;
    const char *backend = ctx->st.k.be->name;
    gg_wipe(ctx, sizeof *ctx);
    free(ctx);
    gg_stack_scrub_context(cipher, backend); /* as deep as its kernels reach, and a margin */
}

static __attribute__((noinline)) int
mac_body(int cipher, const gostgen_sbox *sbox, const uint8_t *key, size_t key_len,
                const char *backend, const uint8_t *data, size_t len, unsigned bits, uint8_t *mac)
{
    const gg_backend *be;
    const gg_sbox *sb;
    gg_mac_state c;
    uint8_t mem[GG_KEY_MAX_MEM] __attribute__((aligned(8)));
    int rc = gg_mac_check(cipher, key, key_len);
    if (rc != GOSTGEN_OK)
        return rc;
    if (mac == NULL || !gg_mac_bits_ok(cipher, bits) || (data == NULL && len > 0))
        return GOSTGEN_EINVAL;
    if ((rc = gg_resolve_cipher(cipher, sbox, backend, &sb, &be)) != GOSTGEN_OK)
        return rc;
    gg_mac_setup(&c, mem, be, cipher, sb, key, 0);
    gg_mac_update(&c, data, len);
    gg_mac_final(&c, bits, mac);
    gg_wipe(&c, sizeof c);
    gg_wipe(mem, gg_key_mem_bytes(cipher));
    return GOSTGEN_OK;
}

/* The work runs in a frame of its own, below this one, so that the scrub reaches all of it. */
int gostgen_mac(int cipher, const gostgen_sbox *sbox, const uint8_t *key, size_t key_len,
                const char *backend, const uint8_t *data, size_t len, unsigned bits, uint8_t *mac)
{
    int rc = mac_body(cipher, sbox, key, key_len, backend, data, len, bits, mac);
    gg_stack_scrub_for(cipher, backend);
    return rc;
}

static int gg_mac_multi(int cipher, const gostgen_sbox *sbox, size_t n, const uint8_t *const keys[],
                        unsigned flags, const char *backend, const uint8_t *const data[],
                        size_t len, unsigned bits, uint8_t *macs, size_t section,
                        size_t key_section)
{
    const gg_backend *be;
    const gg_sbox *sb;
    int rc;
    if (section > 0 && (rc = gg_omac_acpkm_check(cipher, section, key_section)) != GOSTGEN_OK)
        return rc;
    if (gostgen_block_size(cipher) == 0 || !gg_mac_bits_ok(cipher, bits))
        return GOSTGEN_EINVAL;
    if ((rc = gg_mac_flags_check(cipher, flags)) != GOSTGEN_OK)
        return rc;
    if ((rc = gg_resolve_cipher(cipher, sbox, backend, &sb, &be)) != GOSTGEN_OK)
        return rc;
    if (n == 0)
        return GOSTGEN_OK;
    if (keys == NULL || macs == NULL || (len > 0 && data == NULL))
        return GOSTGEN_EINVAL;
    for (size_t i = 0; i < n; i++)
        if (keys[i] == NULL || (len > 0 && data[i] == NULL))
            return GOSTGEN_EINVAL;
    return gg_macs(be, cipher, sb, n, keys, (flags & GOSTGEN_FLAG_MESH) != 0,
                   len > 0 ? data : NULL, len, bits, macs, section, key_section);
}

/* Streams [lo, hi) of a multi-MAC call. */
typedef struct gg_mac_job {
    int cipher;
    const gostgen_sbox *sbox;
    const uint8_t *const *keys, *const *data;
    unsigned flags;
    const char *backend;
    size_t len;
    unsigned bits;
    uint8_t *macs;
    size_t section, key_section; /* OMAC-ACPKM's, or 0 */
} gg_mac_job;

static int gg_mac_job_run(const gg_mac_job *j, size_t n)
{
    return gg_mac_multi(j->cipher, j->sbox, n, j->keys, j->flags, j->backend, j->data, j->len,
                        j->bits, j->macs, j->section, j->key_section);
}

/* (only for arrays found complete: no offset from a null pointer) */
static int gg_mac_part(void *arg, size_t lo, size_t hi)
{
    const gg_mac_job *j = arg;
    return gg_mac_multi(j->cipher, j->sbox, hi - lo, j->keys + lo, j->flags, j->backend,
                        j->len > 0 ? j->data + lo : NULL, j->len, j->bits,
                        j->macs + lo * (j->bits / 8), j->section, j->key_section);
}

static __attribute__((noinline)) int
mac_multi_body(const gg_mac_job *job, size_t n)
{
    /* As gostgen_crypt_multi: every argument checked before any thread starts; n past what an
     * array of pointers (and of n MACs) can hold is refused before the arrays are read. */
    if (n > SIZE_MAX / sizeof(void *) || n > SIZE_MAX / GG_BC_MAX_BLOCK)
        return GOSTGEN_EINVAL;
    int ok = gostgen_threads() > 1 && n > 1 && job->keys != NULL && job->macs != NULL &&
             (job->len == 0 || job->data != NULL);
    for (size_t i = 0; ok && i < n; i++)
        ok = job->keys[i] != NULL && (job->len == 0 || job->data[i] != NULL);
    if (!ok)
        return gg_mac_job_run(job, n);
    int rc = gg_mac_job_run(job, 0);
    if (rc != GOSTGEN_OK)
        return rc;
    /* streams per part: MIN_BYTES of work (a message's bytes and about a block more); one for
     * messages that long (and no division by len + 8 wrapped to 0) */
    size_t per = job->len >= GG_PARALLEL_MIN_BYTES ? 1 : GG_PARALLEL_MIN_BYTES / (job->len + 8) + 1;
    return gg_parallel(n, per, gg_mac_part, (void *)job);
}

/* The work runs in a frame of its own, below this one, so that the scrub reaches all of it. */
int gostgen_mac_multi(int cipher, const gostgen_sbox *sbox, size_t n, const uint8_t *const keys[],
                      const char *backend, const uint8_t *const data[], size_t len, unsigned bits,
                      uint8_t *macs)
{
    return gostgen_mac_multi_ex(cipher, sbox, n, keys, 0, backend, data, len, bits, macs);
}

int gostgen_mac_multi_ex(int cipher, const gostgen_sbox *sbox, size_t n,
                         const uint8_t *const keys[], unsigned flags, const char *backend,
                         const uint8_t *const data[], size_t len, unsigned bits, uint8_t *macs)
{
    const gg_mac_job job = {cipher, sbox, keys, data, flags, backend, len, bits, macs, 0, 0};
    int rc = mac_multi_body(&job, n);
    gg_stack_scrub_for(cipher, backend);
    return rc;
}

int gostgen_omac_acpkm_multi(int cipher, const gostgen_sbox *sbox, size_t n,
                             const uint8_t *const keys[], size_t section, size_t key_section,
                             const char *backend, const uint8_t *const data[], size_t len,
                             unsigned bits, uint8_t *macs)
{
    const gg_mac_job job = {cipher, sbox, keys, data, 0, backend, len, bits, macs, section,
                            key_section};
    /* section 0 is refused here, not taken as the plain MAC */
    int rc = section == 0 ? gg_omac_acpkm_check(cipher, section, key_section)
                          : mac_multi_body(&job, n);
    gg_stack_scrub_for(cipher, backend);
    return rc;
}
