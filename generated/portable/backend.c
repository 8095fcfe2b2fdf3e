/* Auto-generated file. Do not edit!
 *   Template: templates/portable/backend.c.j2
 *   Generator: gostgen generator (generator/gostgen/emit.py)
 *   Inputs: dsl/gost28147.gg, dsl/streebog.gg, backends/portable.py
 *   Regenerate with: python -m gostgen.generate */
/* The portable backend's entry in the runtime's table. */
#include "gg_backend.h"

void gg_portable_magma_blocks(const gg_magma_key *key, gg_order order, gg_sched sched,
                              const uint8_t *in, uint8_t *out, size_t nblocks);
void gg_portable_magma_lanes(const gg_magma_key *const *keys, gg_order order, gg_sched sched,
                             const uint8_t *in, uint8_t *out, size_t n);
void gg_portable_streebog_g(uint8_t h[64], const uint8_t N[64], const uint8_t m[64]);
void gg_portable_streebog_g_lanes(size_t n, uint8_t *const h[], const uint8_t *const N[],
                                  const uint8_t *const m[]);

static int probe(const char **reason)
{
    (void)reason;
    return 1; /* plain C runs everywhere */
}

/* No magma_ctr, magma_lanes_chain: the runtime's generic ones run over the entries below. */
const gg_backend gg_backend_portable = {
    .name = "portable",
    .description = "portable C99, table lookups (4 x 256 words per S-box set; 8 x 256 for Streebog LPS)",
    .constant_time = 0,
    .probe = probe,
    .magma_chains = 0,
    .magma_blocks = gg_portable_magma_blocks,
    .magma_lanes = gg_portable_magma_lanes,
    .streebog_g = gg_portable_streebog_g,
    .streebog_g_lanes = gg_portable_streebog_g_lanes,
};
