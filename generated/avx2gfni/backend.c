/* Auto-generated file. Do not edit!
 *   Template: templates/avx2gfni/backend.c.j2
 *   Generator: gostgen generator (generator/gostgen/emit.py)
 *   Inputs: dsl/gost28147.gg, dsl/streebog.gg, dsl/kuznyechik.gg, backends/avx2gfni.py
 *   Regenerate with: python -m gostgen.generate */
/* The avx2gfni backend's entry in the runtime's table. */
#include <cpuid.h>
#include <stdint.h>

#include "gg_backend.h"

/* magma.c: the avx2 backend's */
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
void gg_avx2gfni_streebog_g(uint8_t h[64], const uint8_t N[64], const uint8_t m[64]);
void gg_avx2gfni_streebog_g_lanes(size_t n, uint8_t *const h[], const uint8_t *const N[],
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
    if (!(c & (1u << 8))) {
        *reason = "CPU lacks GFNI";
        return 0;
    }
    return 1;
}

const gg_backend gg_backend_avx2gfni = {
    .name = "avx2gfni",
    .description = "x86-64 AVX2 + GFNI: Magma as avx2 (constant-time); Kuznyechik byte-sliced, 32 blocks per ymm, pi by GF(2^4) arithmetic in GFNI, L by vgf2p8affineqb, the round loop as assembly with the generator's register allocation; single blocks and the key schedule one value per 128-bit lane in GFNI's field (constant-time), many keys' schedules byte-sliced, many streams' chained modes inside the kernel; CTR-ACPKM re-keying inside the Kuznyechik kernel; Streebog by GFNI products and pi's structure on ymm (constant-time)",
    .constant_time = GG_CT_KUZNYECHIK | GG_CT_MAGMA | GG_CT_STREEBOG,
    .probe = probe,
    .magma_chains = (1u << GG_CHAIN_COUNT) - 1 /* every step */,
    .magma_blocks = gg_avx2_magma_blocks,
    .magma_lanes = gg_avx2_magma_lanes,
    .streebog_g = gg_avx2gfni_streebog_g,
    .streebog_g_lanes = gg_avx2gfni_streebog_g_lanes,
    .magma_ctr = gg_avx2_magma_ctr,
    .magma_ctr_acpkm = gg_avx2_magma_ctr_acpkm,
    .magma_lanes_chain = gg_avx2_magma_lanes_chain,
};
