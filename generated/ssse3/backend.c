/* Auto-generated file. Do not edit!
 *   Template: templates/ssse3/backend.c.j2
 *   Generator: gostgen generator (generator/gostgen/emit.py)
 *   Inputs: dsl/gost28147.gg, dsl/streebog.gg, backends/ssse3.py
 *   Regenerate with: python -m gostgen.generate */
/* The ssse3 backend's entry in the runtime's table. */
#include <cpuid.h>
#include <stdint.h>

#include "gg_backend.h"

void gg_ssse3_magma_blocks(const gg_magma_key *key, gg_order order, gg_sched sched,
                           const uint8_t *in, uint8_t *out, size_t nblocks);
void gg_ssse3_magma_lanes(const gg_magma_key *const *keys, gg_order order, gg_sched sched,
                          const uint8_t *in, uint8_t *out, size_t n);
void gg_ssse3_magma_ctr(const gg_magma_key *key, gg_order order, uint32_t ctr[2], const uint8_t *in,
                        uint8_t *out, size_t nblocks);
void gg_ssse3_magma_ctr_acpkm(gg_magma_key *key, uint32_t ctr[2], const uint8_t *in, uint8_t *out,
                              size_t sec_blocks, size_t nseg);
void gg_ssse3_magma_lanes_chain(const gg_magma_key *const *keys, gg_order order, gg_sched sched,
                                gg_chain chain, size_t n, uint32_t *reg, const uint8_t *const in[],
                                uint8_t *const out[], size_t off, size_t nblocks);
void gg_ssse3_streebog_g(uint8_t h[64], const uint8_t N[64], const uint8_t m[64]);
void gg_ssse3_streebog_g_lanes(size_t n, uint8_t *const h[], const uint8_t *const N[],
                               const uint8_t *const m[]);

/* Scalar code only (cpuid, xgetbv): this file is compiled with the ISA's flags but must run on
 * any x86-64 to say no. */
static int probe(const char **reason)
{
    unsigned a, b, c, d;
    if (!__get_cpuid(1, &a, &b, &c, &d) || !(c & (1u << 9))) {
        *reason = "CPU lacks SSSE3";
        return 0;
    }
    return 1;
}

const gg_backend gg_backend_ssse3 = {
    .name = "ssse3",
    .description = "x86-64 SSSE3: Magma constant-time (byte-sliced, pshufb S-box); Streebog tables",
    .constant_time = GG_CT_MAGMA,
    .probe = probe,
    .magma_chains = (1u << GG_CHAIN_COUNT) - 1 /* every step */,
    .magma_blocks = gg_ssse3_magma_blocks,
    .magma_lanes = gg_ssse3_magma_lanes,
    .streebog_g = gg_ssse3_streebog_g,
    .streebog_g_lanes = gg_ssse3_streebog_g_lanes,
    .magma_ctr = gg_ssse3_magma_ctr,
    .magma_ctr_acpkm = gg_ssse3_magma_ctr_acpkm,
    .magma_lanes_chain = gg_ssse3_magma_lanes_chain,
};
