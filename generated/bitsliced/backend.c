/* Auto-generated file. Do not edit!
 *   Template: templates/bitsliced/backend.c.j2
 *   Generator: gostgen generator (generator/gostgen/emit.py)
 *   Inputs: dsl/gost28147.gg, dsl/streebog.gg, dsl/kuznyechik.gg, backends/bitsliced.py
 *   Regenerate with: python -m gostgen.generate */
/* The bitsliced backend's entry in the runtime's table. */
#include "gg_backend.h"

void gg_bitsliced_magma_blocks(const gg_magma_key *key, gg_order order, gg_sched sched,
                               const uint8_t *in, uint8_t *out, size_t nblocks);
void gg_bitsliced_magma_lanes(const gg_magma_key *const *keys, gg_order order, gg_sched sched,
                              const uint8_t *in, uint8_t *out, size_t n);
void gg_bitsliced_streebog_g(uint8_t h[64], const uint8_t N[64], const uint8_t m[64]);
void gg_bitsliced_streebog_g_lanes(size_t n, uint8_t *const h[], const uint8_t *const N[],
                                   const uint8_t *const m[]);

static int probe(const char **reason)
{
    (void)reason;
    return 1; /* plain C runs everywhere */
}

/* No magma_ctr, magma_lanes_chain: the runtime's generic ones run over the entries below. */
const gg_backend gg_backend_bitsliced = {
    .name = "bitsliced",
    .description = "portable C99, constant-time: Magma nibble-sliced (8 blocks per 64-bit word, S-boxes by algebraic normal form), Streebog bitsliced (pi as a Boolean circuit), Kuznyechik bitsliced (64 blocks per 64-bit lane, words of 1-2 lanes chosen at compile time, 4 with AVX2 chosen at run time on x86; pi as a circuit, L as xor networks)",
    .constant_time = GG_CT_KUZNYECHIK | GG_CT_MAGMA | GG_CT_STREEBOG,
    .probe = probe,
    .magma_chains = 0,
    .magma_blocks = gg_bitsliced_magma_blocks,
    .magma_lanes = gg_bitsliced_magma_lanes,
    .streebog_g = gg_bitsliced_streebog_g,
    .streebog_g_lanes = gg_bitsliced_streebog_g_lanes,
};
