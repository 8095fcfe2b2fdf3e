/* Auto-generated file. Do not edit!
 *   Template: templates/avx2/backend.c.j2
 *   Generator: gostgen generator (generator/gostgen/emit.py)
 *   Inputs: dsl/gost28147.gg, dsl/streebog.gg, backends/avx2.py
 *   Regenerate with: python -m gostgen.generate */
/* The avx2 backend's entry in the runtime's table. */
#include <cpuid.h>
#include <stdint.h>

#include "gg_backend.h"

void gg_avx2_magma_blocks(const gg_magma_key *key, gg_order order, gg_sched sched,
                          const uint8_t *in, uint8_t *out, size_t nblocks);
void gg_avx2_magma_lanes(const gg_magma_key *const *keys, gg_order order, gg_sched sched,
                         const uint8_t *in, uint8_t *out, size_t n);
void gg_avx2_magma_ctr(const gg_magma_key *key, gg_order order, uint32_t ctr[2], const uint8_t *in,
                       uint8_t *out, size_t nblocks);
void gg_avx2_magma_ctr_acpkm(gg_magma_key *key, uint32_t ctr[2], const uint8_t *in, uint8_t *out,
                             size_t sec_blocks, size_t nseg);
void gg_avx2_magma_lanes_chain(const gg_magma_key *const *keys, gg_order order, gg_sched sched,
                               gg_chain chain, size_t n, uint32_t *reg, const uint8_t *const in[],
                               uint8_t *const out[], size_t off, size_t nblocks);
void gg_avx2_streebog_g(uint8_t h[64], const uint8_t N[64], const uint8_t m[64]);
void gg_avx2_streebog_g_lanes(size_t n, uint8_t *const h[], const uint8_t *const N[],
                              const uint8_t *const m[]);

/* Scalar code only (cpuid, xgetbv): this file is compiled with the ISA's flags but must run on
 * any x86-64 to say no. */
static int probe(const char **reason)
{
    unsigned a, b, c, d;
    if (!__get_cpuid(1, &a, &b, &c, &d) || !(c & (1u << 27)) || !(c & (1u << 28))) {
        *reason = "CPU lacks AVX or OSXSAVE";
        return 0;
    }
    unsigned lo, hi;
    __asm__ volatile("xgetbv" : "=a"(lo), "=d"(hi) : "c"(0));
    (void)hi;
    if ((lo & 6u) != 6u) {
        *reason = "the OS does not enable the AVX register state (XCR0)";
        return 0;
    }
    if (__get_cpuid_max(0, NULL) < 7) {
        *reason = "CPU lacks AVX2";
        return 0;
    }
    __cpuid_count(7, 0, a, b, c, d);
    if (!(b & (1u << 5))) {
        *reason = "CPU lacks AVX2";
        return 0;
    }
    return 1;
}

const gg_backend gg_backend_avx2 = {
    .name = "avx2",
    .description = "x86-64 AVX2: Magma constant-time (byte-sliced, pshufb S-box); Streebog tables",
    .constant_time = GG_CT_MAGMA,
    .probe = probe,
    .magma_chains = (1u << GG_CHAIN_COUNT) - 1 /* every step */,
    .magma_blocks = gg_avx2_magma_blocks,
    .magma_lanes = gg_avx2_magma_lanes,
    .streebog_g = gg_avx2_streebog_g,
    .streebog_g_lanes = gg_avx2_streebog_g_lanes,
    .magma_ctr = gg_avx2_magma_ctr,
    .magma_ctr_acpkm = gg_avx2_magma_ctr_acpkm,
    .magma_lanes_chain = gg_avx2_magma_lanes_chain,
};
