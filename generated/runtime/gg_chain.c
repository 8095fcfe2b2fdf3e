/* Auto-generated file. Do not edit!
 *   Template: templates/runtime/gg_chain.c.j2
 *   Generator: gostgen generator (generator/gostgen/emit.py)
 *   Inputs: generator/gostgen/modes.py, templates/_shared/chain.j2
 *   Regenerate with: python -m gostgen.generate */
/* The runtime's generic chain: gg_backend.magma_lanes_chain for the chain steps a backend does not
 * specialise (gg_backend.magma_chains), built on its magma_lanes. The steps are rendered from
 * their description (generator/gostgen/modes.py) by templates/_shared/chain.j2, as in every
 * kernel that chains blocks itself; runtime/src/generic.c picks the kernel or this. */
#include <string.h>

#include "gg_internal.h"

/* Streams handled per magma_lanes call. */
#define GG_CHAIN_GROUP 64

/* A block here is 8 bytes in the cipher's byte order: the input p (in place, or the copy P once
 * the output, which may alias it, is being written), the stream's register in R, the cipher's
 * input and output in X, the output o. The register operations step its word form. */
void gg_generic_lanes_chain(const gg_backend *be, const gg_magma_key *const *keys, gg_order order,
                            gg_sched sched, gg_chain chain, size_t n, uint32_t *reg,
                            const uint8_t *const in[], uint8_t *const out[], size_t off,
                            size_t nblocks)
{
    uint8_t X[8 * GG_CHAIN_GROUP], R[8 * GG_CHAIN_GROUP], P[8];
    const int has_register = chain != GG_CHAIN_ECB;
    for (size_t g = 0; g < n; g += GG_CHAIN_GROUP) {
        size_t m = n - g < GG_CHAIN_GROUP ? n - g : GG_CHAIN_GROUP;
        if (has_register) /* ECB has none: reg may be NULL */
            for (size_t i = 0; i < m; i++)
                gg_magma_store_block(order, reg[2 * (g + i)], reg[2 * (g + i) + 1], R + 8 * i);
        for (size_t j = 0; j < nblocks; j++) {
            size_t at = off + 8 * j;
            for (size_t i = 0; i < m; i++) {
                const uint8_t *p = in[g + i] + at;
                switch (chain) {
                case GG_CHAIN_ECB:
                case GG_CHAIN_CBC_DEC:
                    memcpy(X + 8 * i, p, 8);
                    break;
                case GG_CHAIN_CNT:
                    {
                        uint32_t a_, b_;
                        gg_magma_load_block(order, R + 8 * i, &a_, &b_);
                        gg_cnt_next(&a_, &b_);
                        gg_magma_store_block(order, a_, b_, R + 8 * i);
                    }
                    memcpy(X + 8 * i, R + 8 * i, 8);
                    break;
                case GG_CHAIN_CTR:
                    {
                        uint32_t a_, b_;
                        gg_magma_load_block(order, R + 8 * i, &a_, &b_);
                        gg_ctr_inc(&a_, &b_);
                        gg_magma_store_block(order, a_, b_, R + 8 * i);
                    }
                    memcpy(X + 8 * i, R + 8 * i, 8);
                    break;
                case GG_CHAIN_OFB:
                case GG_CHAIN_CFB_ENC:
                case GG_CHAIN_CFB_DEC:
                    memcpy(X + 8 * i, R + 8 * i, 8);
                    break;
                case GG_CHAIN_CBC_ENC:
                case GG_CHAIN_MAC:
                    gg_xor(X + 8 * i, p, R + 8 * i, 8);
                    break;
                }
            }
            be->magma_lanes(keys + g, order, sched, X, X, m);
            for (size_t i = 0; i < m; i++) {
                uint8_t *o = chain != GG_CHAIN_MAC ? out[g + i] + at : NULL;
                memcpy(P, in[g + i] + at, 8); /* before o, which may alias it, is written */
                switch (chain) {
                case GG_CHAIN_ECB:
                    memcpy(o, X + 8 * i, 8);
                    break;
                case GG_CHAIN_CNT:
                case GG_CHAIN_CTR:
                    gg_xor(o, P, X + 8 * i, 8);
                    break;
                case GG_CHAIN_OFB:
                    gg_xor(o, P, X + 8 * i, 8);
                    memcpy(R + 8 * i, X + 8 * i, 8);
                    break;
                case GG_CHAIN_CBC_ENC:
                    memcpy(o, X + 8 * i, 8);
                    memcpy(R + 8 * i, X + 8 * i, 8);
                    break;
                case GG_CHAIN_CBC_DEC:
                    gg_xor(o, X + 8 * i, R + 8 * i, 8);
                    memcpy(R + 8 * i, P, 8);
                    break;
                case GG_CHAIN_CFB_ENC:
                    gg_xor(o, P, X + 8 * i, 8);
                    memcpy(R + 8 * i, o, 8);
                    break;
                case GG_CHAIN_CFB_DEC:
                    gg_xor(o, P, X + 8 * i, 8);
                    memcpy(R + 8 * i, P, 8);
                    break;
                case GG_CHAIN_MAC:
                    memcpy(R + 8 * i, X + 8 * i, 8);
                    break;
                }
            }
        }
        if (has_register)
            for (size_t i = 0; i < m; i++)
                gg_magma_load_block(order, R + 8 * i, &reg[2 * (g + i)], &reg[2 * (g + i) + 1]);
    }
    gg_wipe(X, sizeof X);
    gg_wipe(R, sizeof R);
    gg_wipe(P, sizeof P);
}
