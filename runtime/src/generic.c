/* generic.c: the optional backend entries (magma_ctr, magma_lanes_chain) built from the
 * mandatory ones, for backends that do not provide their own. The runtime's modes call only
 * gg_ctr / gg_lanes_chain, so every backend runs the same mode code. */
#include <string.h>

#include "gg_internal.h"

static void gg_ctr_next(gg_order order, uint32_t r[2])
{
    if (order == GG_ORDER_GOST89) {
        uint32_t b = r[1] + GG_CNT_C1;
        r[0] += GG_CNT_C2;
        r[1] = b + (b < r[1]); /* end-around carry: mod 2^32 - 1 */
    } else {
        r[0]++;
        r[1] += (r[0] == 0);
    }
}

void gg_ctr_advance(gg_order order, uint32_t r[2], uint64_t k)
{
    if (k == 0)
        return;
    if (order == GG_ORDER_GOST89) {
        /* One step maps b to the representative in [1, 2^32 - 1] of b + C mod 2^32 - 1 (an
         * end-around carry never gives 0, a plain sum is at least C), so k steps are one. */
        const uint64_t M = 0xffffffffu;
        uint64_t b = (r[1] % M + (k % M) * GG_CNT_C1 % M) % M;
        r[0] += (uint32_t)k * GG_CNT_C2;
        r[1] = b == 0 ? (uint32_t)M : (uint32_t)b;
    } else {
        uint64_t v = ((uint64_t)r[1] << 32 | r[0]) + k;
        r[0] = (uint32_t)v;
        r[1] = (uint32_t)(v >> 32);
    }
}

void gg_ctr(const gg_backend *be, const gg_magma_key *key, gg_order order, uint32_t ctr[2],
            const uint8_t *in, uint8_t *out, size_t nblocks)
{
    uint8_t X[8 * GG_BATCH];
    size_t used = 0;
    if (be->magma_ctr != NULL) {
        be->magma_ctr(key, order, ctr, in, out, nblocks);
        return;
    }
    while (nblocks > 0) {
        size_t nb = nblocks < GG_BATCH ? nblocks : GG_BATCH;
        for (size_t j = 0; j < nb; j++) {
            gg_ctr_next(order, ctr);
            gg_magma_store_block(order, ctr[0], ctr[1], X + 8 * j);
        }
        be->magma_blocks(key, order, GG_SCHED_ENCRYPT, X, X, nb);
        gg_xor(out, in, X, 8 * nb);
        if (8 * nb > used)
            used = 8 * nb;
        in += 8 * nb;
        out += 8 * nb;
        nblocks -= nb;
    }
    gg_wipe(X, used); /* keystream */
}

/* Streams handled per magma_lanes call by the generic chain. */
#define GG_CHAIN_GROUP 64

void gg_lanes_chain(const gg_backend *be, const gg_magma_key *const *keys, gg_order order,
                    gg_sched sched, gg_chain chain, size_t n, uint32_t *reg,
                    const uint8_t *const in[], uint8_t *const out[], size_t off, size_t nblocks)
{
    uint8_t X[8 * GG_CHAIN_GROUP], r[8];
    if (be->magma_lanes_chain != NULL) {
        be->magma_lanes_chain(keys, order, sched, chain, n, reg, in, out, off, nblocks);
        return;
    }
    for (size_t g = 0; g < n; g += GG_CHAIN_GROUP) {
        size_t m = n - g < GG_CHAIN_GROUP ? n - g : GG_CHAIN_GROUP;
        for (size_t j = 0; j < nblocks; j++) {
            size_t at = off + 8 * j;
            for (size_t i = 0; i < m; i++) {
                uint32_t *w = reg + 2 * (g + i);
                const uint8_t *p = in[g + i] + at;
                uint8_t *x = X + 8 * i;
                switch (chain) {
                case GG_CHAIN_CNT:
                case GG_CHAIN_CTR:
                    gg_ctr_next(chain == GG_CHAIN_CNT ? GG_ORDER_GOST89 : GG_ORDER_MAGMA, w);
                    /* fall through */
                case GG_CHAIN_OFB:
                case GG_CHAIN_CFB_ENC:
                case GG_CHAIN_CFB_DEC:
                    gg_magma_store_block(order, w[0], w[1], x);
                    break;
                case GG_CHAIN_CBC_ENC:
                case GG_CHAIN_MAC:
                    gg_magma_store_block(order, w[0], w[1], r);
                    gg_xor(x, p, r, 8);
                    break;
                case GG_CHAIN_ECB:
                case GG_CHAIN_CBC_DEC:
                    memcpy(x, p, 8);
                    break;
                }
            }
            be->magma_lanes(keys + g, order, sched, X, X, m);
            for (size_t i = 0; i < m; i++) {
                uint32_t *w = reg + 2 * (g + i);
                const uint8_t *p = in[g + i] + at;
                uint8_t *o = chain == GG_CHAIN_MAC ? NULL : out[g + i] + at;
                uint8_t *x = X + 8 * i;
                switch (chain) {
                case GG_CHAIN_ECB:
                    memcpy(o, x, 8);
                    break;
                case GG_CHAIN_OFB:
                    gg_magma_load_block(order, x, &w[0], &w[1]);
                    /* fall through */
                case GG_CHAIN_CNT:
                case GG_CHAIN_CTR:
                    gg_xor(o, p, x, 8);
                    break;
                case GG_CHAIN_CBC_ENC:
                    gg_magma_load_block(order, x, &w[0], &w[1]);
                    memcpy(o, x, 8);
                    break;
                case GG_CHAIN_CBC_DEC:
                    gg_magma_store_block(order, w[0], w[1], r);
                    gg_magma_load_block(order, p, &w[0], &w[1]); /* before out, which may alias */
                    gg_xor(o, x, r, 8);
                    break;
                case GG_CHAIN_CFB_ENC:
                    gg_xor(o, p, x, 8);
                    gg_magma_load_block(order, o, &w[0], &w[1]);
                    break;
                case GG_CHAIN_CFB_DEC:
                    gg_magma_load_block(order, p, &w[0], &w[1]);
                    gg_xor(o, p, x, 8);
                    break;
                case GG_CHAIN_MAC:
                    gg_magma_load_block(order, x, &w[0], &w[1]);
                    break;
                }
            }
        }
    }
    gg_wipe(X, sizeof X);
    gg_wipe(r, sizeof r);
}
