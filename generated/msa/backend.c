/* Auto-generated file. Do not edit!
 *   Template: templates/msa/backend.c.j2
 *   Generator: gostgen generator (generator/gostgen/emit.py)
 *   Inputs: dsl/gost28147.gg, dsl/streebog.gg, backends/msa.py
 *   Regenerate with: python -m gostgen.generate */
/* The msa backend's entry in the runtime's table. */
#include "gg_backend.h"
#if defined(__linux__)
#include <sys/auxv.h>
#endif

void gg_msa_magma_blocks(const gg_magma_key *key, gg_order order, gg_sched sched, const uint8_t *in,
                         uint8_t *out, size_t nblocks);
void gg_msa_magma_lanes(const gg_magma_key *const *keys, gg_order order, gg_sched sched,
                        const uint8_t *in, uint8_t *out, size_t n);
void gg_msa_streebog_g(uint8_t h[64], const uint8_t N[64], const uint8_t m[64]);
void gg_msa_streebog_g_lanes(size_t n, uint8_t *const h[], const uint8_t *const N[],
                             const uint8_t *const m[]);
void gg_msa_magma_ctr(const gg_magma_key *key, gg_order order, uint32_t ctr[2], const uint8_t *in,
                      uint8_t *out, size_t nblocks);
void gg_msa_magma_lanes_chain(const gg_magma_key *const *keys, gg_order order, gg_sched sched,
                              gg_chain chain, size_t n, uint32_t *reg, const uint8_t *const in[],
                              uint8_t *const out[], size_t off, size_t nblocks);

static int probe(const char **reason)
{
#if defined(__linux__)
    unsigned long hw = getauxval(AT_HWCAP);
    if (!(hw & (1ul << 1))) { /* HWCAP_MIPS_MSA */
        *reason = "the CPU or kernel does not offer MSA (AT_HWCAP lacks HWCAP_MIPS_MSA)";
        return 0;
    }
    return 1;
#else
    *reason = "MSA detection is implemented for Linux only";
    return 0;
#endif
}

const gg_backend gg_backend_msa = {
    .name = "msa",
    .description = "MIPS MSA (mips32r5, P5600/Baikal-T1): Magma 16 blocks byte-sliced, vshf.b S-box lookups in registers, generated assembly; Streebog as portable tables",
    .constant_time = 0,
    .probe = probe,
    .magma_chains = (1u << GG_CHAIN_COUNT) - 1 /* every step */,
    .magma_blocks = gg_msa_magma_blocks,
    .magma_lanes = gg_msa_magma_lanes,
    .streebog_g = gg_msa_streebog_g,
    .streebog_g_lanes = gg_msa_streebog_g_lanes,
    .magma_ctr = gg_msa_magma_ctr,
    .magma_lanes_chain = gg_msa_magma_lanes_chain,
};
