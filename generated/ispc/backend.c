/* Auto-generated file. Do not edit!
 *   Template: templates/ispc/backend.c.j2
 *   Generator: gostgen generator (generator/gostgen/emit.py)
 *   Inputs: dsl/gost28147.gg, dsl/streebog.gg, backends/ispc.py
 *   Regenerate with: python -m gostgen.generate */
/* The ispc backend's entry in the runtime's table: the runtime's enums become
 * indices into the ISPC kernels' lists, keys are packed per stream, and streams are handed over
 * in runs that share an S-box set (the kernels hold one set's tables in registers). */
#include <stdbool.h>
#include <string.h>

#include "gg_backend.h"
#include "gg_internal.h"

/* The exported ISPC functions (magma.ispc, streebog.ispc); ISPC's dispatcher picks the target. */
void gg_ispc_magma_ecb(const uint32_t *kw, const uint8_t *rows, const uint32_t *tbytes, int order,
                       int sched, uint8_t *in, uint8_t *out, int64_t nblocks);
void gg_ispc_magma_ctr(const uint32_t *kw, const uint8_t *rows, const uint32_t *tbytes, int order,
                       bool cnt, uint32_t *ctr, uint8_t *in, uint8_t *out, int64_t nblocks);
void gg_ispc_magma_lanes(const uint32_t *kw, const uint8_t *rows, const uint32_t *tbytes, int order,
                         int sched, uint8_t *in, uint8_t *out, int64_t n);
void gg_ispc_magma_chain(const uint32_t *kw, const uint8_t *rows, const uint32_t *tbytes, int order,
                         int sched, int chain, int64_t n, uint32_t *reg, uint8_t **in,
                         uint8_t **out, int64_t off, int64_t nblocks);
void gg_ispc_streebog_g(uint8_t *h, const uint8_t *N, const uint8_t *m);
void gg_ispc_streebog_g_lanes(int64_t n, uint8_t **h, uint8_t **N, uint8_t **m);

/* magma.ispc numbers the chains as gg_chain does. */
_Static_assert(GG_CHAIN_ECB == 0, "gg_chain numbering (magma.ispc)");
_Static_assert(GG_CHAIN_CNT == 1, "gg_chain numbering (magma.ispc)");
_Static_assert(GG_CHAIN_CTR == 2, "gg_chain numbering (magma.ispc)");
_Static_assert(GG_CHAIN_OFB == 3, "gg_chain numbering (magma.ispc)");
_Static_assert(GG_CHAIN_CBC_ENC == 4, "gg_chain numbering (magma.ispc)");
_Static_assert(GG_CHAIN_CBC_DEC == 5, "gg_chain numbering (magma.ispc)");
_Static_assert(GG_CHAIN_CFB_ENC == 6, "gg_chain numbering (magma.ispc)");
_Static_assert(GG_CHAIN_CFB_DEC == 7, "gg_chain numbering (magma.ispc)");
_Static_assert(GG_CHAIN_MAC == 8, "gg_chain numbering (magma.ispc)");

static int order_index(gg_order order)
{
    switch (order) {
    case GG_ORDER_GOST89:
        return 0;
    case GG_ORDER_MAGMA:
        return 1;
    }
    GG_UNREACHABLE();
}

static int sched_index(gg_sched sched)
{
    switch (sched) {
    case GG_SCHED_ENCRYPT:
        return 0;
    case GG_SCHED_DECRYPT:
        return 1;
    case GG_SCHED_MAC:
        return 2;
    }
    GG_UNREACHABLE();
}

/* Streams per kernel call in lanes/chain (their keys are packed on the stack: 8 KiB). */
#define GG_ISPC_GROUP 256

/* Length of the run of keys from keys[0] that share keys[0]'s S-box set, at most max. */
static size_t same_sbox_run(const gg_magma_key *const *keys, size_t n, size_t max)
{
    size_t m = 1;
    while (m < n && m < max && keys[m]->sbox == keys[0]->sbox)
        m++;
    return m;
}

static void pack_keys(const gg_magma_key *const *keys, size_t m, uint32_t *kw)
{
    for (size_t i = 0; i < m; i++)
        memcpy(kw + 8 * i, keys[i]->k, sizeof keys[i]->k);
}

static void magma_blocks(const gg_magma_key *key, gg_order order, gg_sched sched,
                         const uint8_t *in, uint8_t *out, size_t nblocks)
{
    gg_ispc_magma_ecb(key->k, &key->sbox->rows[0][0], &key->sbox->t[0][0], order_index(order),
                      sched_index(sched), (uint8_t *)in, out, (int64_t)nblocks);
}

static void magma_lanes(const gg_magma_key *const *keys, gg_order order, gg_sched sched,
                        const uint8_t *in, uint8_t *out, size_t n)
{
    uint32_t kw[8 * GG_ISPC_GROUP];
    size_t used = 0;
    while (n > 0) {
        size_t m = same_sbox_run(keys, n, GG_ISPC_GROUP);
        pack_keys(keys, m, kw);
        if (m > used)
            used = m;
        gg_ispc_magma_lanes(kw, &keys[0]->sbox->rows[0][0], &keys[0]->sbox->t[0][0],
                            order_index(order), sched_index(sched), (uint8_t *)in, out,
                            (int64_t)m);
        keys += m;
        in += 8 * m;
        out += 8 * m;
        n -= m;
    }
    gg_wipe(kw, 8 * sizeof kw[0] * used);
}

static void magma_ctr(const gg_magma_key *key, gg_order order, uint32_t ctr[2], const uint8_t *in,
                      uint8_t *out, size_t nblocks)
{
    /* the counter step belongs to the byte order (gg_backend.h): gost89 CNT, magma CTR */
    gg_ispc_magma_ctr(key->k, &key->sbox->rows[0][0], &key->sbox->t[0][0], order_index(order),
                      order == GG_ORDER_GOST89, ctr, (uint8_t *)in, out, (int64_t)nblocks);
}

static void magma_lanes_chain(const gg_magma_key *const *keys, gg_order order, gg_sched sched,
                              gg_chain chain, size_t n, uint32_t *reg, const uint8_t *const in[],
                              uint8_t *const out[], size_t off, size_t nblocks)
{
    uint32_t kw[8 * GG_ISPC_GROUP];
    size_t used = 0;
    while (n > 0) {
        size_t m = same_sbox_run(keys, n, GG_ISPC_GROUP);
        pack_keys(keys, m, kw);
        if (m > used)
            used = m;
        gg_ispc_magma_chain(kw, &keys[0]->sbox->rows[0][0], &keys[0]->sbox->t[0][0],
                            order_index(order), sched_index(sched), (int)chain, (int64_t)m, reg,
                            (uint8_t **)in, chain == GG_CHAIN_MAC ? NULL : (uint8_t **)out,
                            (int64_t)off, (int64_t)nblocks);
        keys += m;
        reg += 2 * m;
        in += m;
        if (chain != GG_CHAIN_MAC)
            out += m;
        n -= m;
    }
    gg_wipe(kw, 8 * sizeof kw[0] * used);
}

static void streebog_g(uint8_t h[64], const uint8_t N[64], const uint8_t m[64])
{
    gg_ispc_streebog_g(h, N, m);
}

static void streebog_g_lanes(size_t n, uint8_t *const h[], const uint8_t *const N[],
                             const uint8_t *const m[])
{
    gg_ispc_streebog_g_lanes((int64_t)n, (uint8_t **)h, (uint8_t **)N, (uint8_t **)m);
}

static int probe(const char **reason)
{
    /* ISPC's dispatcher needs at least its lowest target (sse4-i32x4). */
    __builtin_cpu_init();
    if (!__builtin_cpu_supports("sse4.2")) {
        *reason = "the CPU lacks SSE4.2 (the lowest ISPC target built)";
        return 0;
    }
    return 1;
}

const gg_backend gg_backend_ispc = {
    .name = "ispc",
    .description = "ISPC multi-target (SSE4/AVX2/AVX-512): Magma S-box by register shuffles (AVX2/AVX-512), Streebog by 8 x 256 tables",
    .constant_time = 0,
    .probe = probe,
    .magma_chains = (1u << GG_CHAIN_COUNT) - 1 /* every step */,
    .magma_blocks = magma_blocks,
    .magma_lanes = magma_lanes,
    .streebog_g = streebog_g,
    .streebog_g_lanes = streebog_g_lanes,
    .magma_ctr = magma_ctr,
    .magma_lanes_chain = magma_lanes_chain,
};
