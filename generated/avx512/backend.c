/* Auto-generated file. Do not edit!
 *   Template: templates/avx512/backend.c.j2
 *   Generator: gostgen generator (generator/gostgen/emit.py)
 *   Inputs: dsl/gost28147.gg, dsl/streebog.gg, dsl/kuznyechik.gg, backends/avx512.py
 *   Regenerate with: python -m gostgen.generate */
/* The avx512 backend's entry in the runtime's table. */
#include <cpuid.h>

#include "gg_backend.h"

void gg_avx512_magma_blocks(const gg_magma_key *key, gg_order order, gg_sched sched,
                            const uint8_t *in, uint8_t *out, size_t nblocks);
void gg_avx512_magma_lanes(const gg_magma_key *const *keys, gg_order order, gg_sched sched,
                           const uint8_t *in, uint8_t *out, size_t n);
void gg_avx512_streebog_g(uint8_t h[64], const uint8_t N[64], const uint8_t m[64]);
void gg_avx512_streebog_g_lanes(size_t n, uint8_t *const h[], const uint8_t *const N[],
                                const uint8_t *const m[]);
void gg_avx512_magma_ctr(const gg_magma_key *key, gg_order order, uint32_t ctr[2],
                         const uint8_t *in, uint8_t *out, size_t nblocks);
void gg_avx512_magma_cnt_mesh(gg_magma_key *key, uint32_t s[2], const uint8_t *in, uint8_t *out,
                              size_t nseg);
void gg_avx512_magma_ctr_acpkm(gg_magma_key *key, uint32_t ctr[2], const uint8_t *in, uint8_t *out,
                               size_t sec_blocks, size_t nseg);
void gg_avx512_magma_lanes_chain(const gg_magma_key *const *keys, gg_order order, gg_sched sched,
                                 gg_chain chain, size_t n, uint32_t *reg, const uint8_t *const in[],
                                 uint8_t *const out[], size_t off, size_t nblocks);

/* CPUID and XGETBV: the instructions and the OS-enabled register state this backend needs. */
static int probe(const char **reason)
{
    unsigned a, b, c, d;
    if (!__get_cpuid(1, &a, &b, &c, &d) || !(c & (1u << 27))) {
        *reason = "no OSXSAVE (XGETBV unavailable)";
        return 0;
    }
    unsigned lo, hi;
    __asm__ volatile("xgetbv" : "=a"(lo), "=d"(hi) : "c"(0));
    (void)hi;
    if ((lo & 0xe6u) != 0xe6u) {
        *reason = "the OS does not enable the AVX-512 register state (XCR0)";
        return 0;
    }
    if (__get_cpuid_max(0, NULL) < 7) {
        *reason = "no CPUID leaf 7";
        return 0;
    }
    __cpuid_count(7, 0, a, b, c, d);
    if (!(b & (1u << 16)) || !(b & (1u << 30)) || !(b & (1u << 31))) {
        *reason = "CPU lacks AVX512F, AVX512BW or AVX512VL";
        return 0;
    }
    if (!(c & (1u << 1))) {
        *reason = "CPU lacks AVX512_VBMI";
        return 0;
    }
    if (!(c & (1u << 8))) {
        *reason = "CPU lacks GFNI";
        return 0;
    }
    return 1;
}

const gg_backend gg_backend_avx512 = {
    .name = "avx512",
    .description = "AVX-512 VBMI + GFNI: Magma with vpermb S-box lookups, 16 blocks per register, interleaved groups; Streebog with vpermi2b S and GF(2^8) products for L; Kuznyechik byte-sliced, 64 blocks per batch, single blocks and the key schedule one value per zmm in GFNI's field, many keys' schedules byte-sliced, many streams' chained modes and MACs inside the kernel; CTR-ACPKM re-keying inside the kernels (constant-time)",
    .constant_time = GG_CT_KUZNYECHIK | GG_CT_MAGMA | GG_CT_STREEBOG,
    .probe = probe,
    .magma_chains = (1u << GG_CHAIN_COUNT) - 1 /* every step */,
    .magma_blocks = gg_avx512_magma_blocks,
    .magma_lanes = gg_avx512_magma_lanes,
    .streebog_g = gg_avx512_streebog_g,
    .streebog_g_lanes = gg_avx512_streebog_g_lanes,
    .magma_ctr = gg_avx512_magma_ctr,
    .magma_cnt_mesh = gg_avx512_magma_cnt_mesh,
    .magma_ctr_acpkm = gg_avx512_magma_ctr_acpkm,
    .magma_lanes_chain = gg_avx512_magma_lanes_chain,
};
