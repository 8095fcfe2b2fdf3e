/* generic.c: the optional backend entries (magma_ctr, magma_lanes_chain) built from the
 * mandatory ones, for backends that do not provide their own (the chain steps themselves:
 * generated/runtime/gg_chain.c, rendered from their description). The runtime's modes call
 * only gg_ctr / gg_lanes_chain, so every backend runs the same mode code. */
#include "gg_internal.h"

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
            gg_ctr_step(order, ctr);
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

void gg_lanes_chain(const gg_backend *be, const gg_magma_key *const *keys, gg_order order,
                    gg_sched sched, gg_chain chain, size_t n, uint32_t *reg,
                    const uint8_t *const in[], uint8_t *const out[], size_t off, size_t nblocks)
{
    if (be->magma_lanes_chain != NULL && (be->magma_chains >> chain & 1u))
        be->magma_lanes_chain(keys, order, sched, chain, n, reg, in, out, off, nblocks);
    else
        gg_generic_lanes_chain(be, keys, order, sched, chain, n, reg, in, out, off, nblocks);
}
