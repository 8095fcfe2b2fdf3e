/* Auto-generated file. Do not edit!
 *   Template: templates/runtime/gg_blockciphers.c.j2
 *   Generator: gostgen generator (generator/gostgen/emit.py)
 *   Inputs: dsl/kuznyechik.gg, backends/avx512.py, backends/msa.py, backends/avx2gfni.py, backends/avx2.py, backends/ssse3.py, backends/ispc.py, backends/portable.py, backends/bitsliced.py, backends/cuda.py
 *   Regenerate with: python -m gostgen.generate */
/* Which kernels each backend uses for each block cipher described with round keys: its own
 * where its module specialises the cipher (BLOCKCIPHERS in backends/<name>.py), else the shared
 * default lowering (generated/default/<cipher>.c). Adding a description adds it to every backend. */
#include <stddef.h>

#include "gg_backend.h"

const gg_bc_info gg_bc_infos[GG_BC_COUNT] = {
    [GG_BC_KUZNYECHIK] = { "kuznyechik", 16, 32, 10 },
};

void gg_default_kuznyechik_blocks(const uint8_t *rk, int decrypt, const uint8_t *in,
                                    uint8_t *out, size_t nblocks);
void gg_default_kuznyechik_lanes(const uint8_t *const *rks, int decrypt, const uint8_t *in,
                                   uint8_t *out, size_t n);
void gg_kuznyechik_schedule(const uint8_t *key, uint8_t *rk);
void gg_kuznyechik_schedule_ct(const uint8_t *key, uint8_t *rk);

#ifdef GG_HAVE_BACKEND_AVX512
extern const gg_backend gg_backend_avx512;
void gg_avx512_kuznyechik_blocks(const uint8_t *rk, int decrypt, const uint8_t *in,
                                         uint8_t *out, size_t nblocks);
void gg_avx512_kuznyechik_lanes(const uint8_t *const *rks, int decrypt,
                                        const uint8_t *in, uint8_t *out, size_t n);
void gg_avx512_kuznyechik_schedule(const uint8_t *key, uint8_t *rk);
void gg_avx512_kuznyechik_schedule_many(const uint8_t *const *keys, uint8_t *rk,
                                                size_t stride, size_t n);
void gg_avx512_kuznyechik_ctr(const uint8_t *rk, const uint8_t *ctr, const uint8_t *in,
                                      uint8_t *out, size_t nblocks);
size_t gg_avx512_kuznyechik_lanes_keys_bytes(size_t n);
void gg_avx512_kuznyechik_lanes_keys(const uint8_t *const *rks, size_t n, void *mem);
void gg_avx512_kuznyechik_lanes_with(const void *mem, int decrypt, const uint8_t *in,
                                             uint8_t *out, size_t n);
void gg_avx512_kuznyechik_lanes_chain(const void *mem, int decrypt, int chain, size_t n,
                                              uint8_t *reg, size_t reg_stride,
                                              const uint8_t *const in[], uint8_t *const out[],
                                              size_t off, size_t nblocks);
void gg_avx512_kuznyechik_ctr_rekey(uint8_t *rk, const uint8_t *d, const uint8_t *ctr,
                                            const uint8_t *in, uint8_t *out, size_t sec_blocks,
                                            size_t nsec);
static const gg_bc_ops ops_avx512[GG_BC_COUNT] = {
    [GG_BC_KUZNYECHIK] = {
        gg_avx512_kuznyechik_blocks,
        gg_avx512_kuznyechik_lanes,
        gg_avx512_kuznyechik_schedule,
        gg_avx512_kuznyechik_schedule_many,
        gg_avx512_kuznyechik_ctr,
        gg_avx512_kuznyechik_lanes_keys_bytes,
        gg_avx512_kuznyechik_lanes_keys,
        gg_avx512_kuznyechik_lanes_with,
        gg_avx512_kuznyechik_lanes_chain,
        (1u << GG_CHAIN_ECB) | (1u << GG_CHAIN_CTR) | (1u << GG_CHAIN_OFB) | (1u << GG_CHAIN_CBC_ENC) | (1u << GG_CHAIN_CBC_DEC) | (1u << GG_CHAIN_CFB_ENC) | (1u << GG_CHAIN_CFB_DEC) | (1u << GG_CHAIN_MAC),
        gg_avx512_kuznyechik_ctr_rekey,
        32768,
    },
};
#endif
#ifdef GG_HAVE_BACKEND_MSA
extern const gg_backend gg_backend_msa;
static const gg_bc_ops ops_msa[GG_BC_COUNT] = {
    [GG_BC_KUZNYECHIK] = {
        gg_default_kuznyechik_blocks,
        gg_default_kuznyechik_lanes,
        gg_kuznyechik_schedule,
        NULL,
        NULL,
        NULL,
        NULL,
        NULL,
        NULL,
        0,
        NULL,
        32768,
    },
};
#endif
#ifdef GG_HAVE_BACKEND_AVX2GFNI
extern const gg_backend gg_backend_avx2gfni;
void gg_avx2gfni_kuznyechik_blocks(const uint8_t *rk, int decrypt, const uint8_t *in,
                                         uint8_t *out, size_t nblocks);
void gg_avx2gfni_kuznyechik_lanes(const uint8_t *const *rks, int decrypt,
                                        const uint8_t *in, uint8_t *out, size_t n);
void gg_avx2gfni_kuznyechik_schedule(const uint8_t *key, uint8_t *rk);
void gg_avx2gfni_kuznyechik_schedule_many(const uint8_t *const *keys, uint8_t *rk,
                                                size_t stride, size_t n);
void gg_avx2gfni_kuznyechik_ctr(const uint8_t *rk, const uint8_t *ctr, const uint8_t *in,
                                      uint8_t *out, size_t nblocks);
size_t gg_avx2gfni_kuznyechik_lanes_keys_bytes(size_t n);
void gg_avx2gfni_kuznyechik_lanes_keys(const uint8_t *const *rks, size_t n, void *mem);
void gg_avx2gfni_kuznyechik_lanes_with(const void *mem, int decrypt, const uint8_t *in,
                                             uint8_t *out, size_t n);
void gg_avx2gfni_kuznyechik_lanes_chain(const void *mem, int decrypt, int chain, size_t n,
                                              uint8_t *reg, size_t reg_stride,
                                              const uint8_t *const in[], uint8_t *const out[],
                                              size_t off, size_t nblocks);
void gg_avx2gfni_kuznyechik_ctr_rekey(uint8_t *rk, const uint8_t *d, const uint8_t *ctr,
                                            const uint8_t *in, uint8_t *out, size_t sec_blocks,
                                            size_t nsec);
static const gg_bc_ops ops_avx2gfni[GG_BC_COUNT] = {
    [GG_BC_KUZNYECHIK] = {
        gg_avx2gfni_kuznyechik_blocks,
        gg_avx2gfni_kuznyechik_lanes,
        gg_avx2gfni_kuznyechik_schedule,
        gg_avx2gfni_kuznyechik_schedule_many,
        gg_avx2gfni_kuznyechik_ctr,
        gg_avx2gfni_kuznyechik_lanes_keys_bytes,
        gg_avx2gfni_kuznyechik_lanes_keys,
        gg_avx2gfni_kuznyechik_lanes_with,
        gg_avx2gfni_kuznyechik_lanes_chain,
        (1u << GG_CHAIN_ECB) | (1u << GG_CHAIN_CTR) | (1u << GG_CHAIN_OFB) | (1u << GG_CHAIN_CBC_ENC) | (1u << GG_CHAIN_CBC_DEC) | (1u << GG_CHAIN_CFB_ENC) | (1u << GG_CHAIN_CFB_DEC) | (1u << GG_CHAIN_MAC),
        gg_avx2gfni_kuznyechik_ctr_rekey,
        32768,
    },
};
#endif
#ifdef GG_HAVE_BACKEND_AVX2
extern const gg_backend gg_backend_avx2;
static const gg_bc_ops ops_avx2[GG_BC_COUNT] = {
    [GG_BC_KUZNYECHIK] = {
        gg_default_kuznyechik_blocks,
        gg_default_kuznyechik_lanes,
        gg_kuznyechik_schedule,
        NULL,
        NULL,
        NULL,
        NULL,
        NULL,
        NULL,
        0,
        NULL,
        32768,
    },
};
#endif
#ifdef GG_HAVE_BACKEND_SSSE3
extern const gg_backend gg_backend_ssse3;
static const gg_bc_ops ops_ssse3[GG_BC_COUNT] = {
    [GG_BC_KUZNYECHIK] = {
        gg_default_kuznyechik_blocks,
        gg_default_kuznyechik_lanes,
        gg_kuznyechik_schedule,
        NULL,
        NULL,
        NULL,
        NULL,
        NULL,
        NULL,
        0,
        NULL,
        32768,
    },
};
#endif
#ifdef GG_HAVE_BACKEND_ISPC
extern const gg_backend gg_backend_ispc;
static const gg_bc_ops ops_ispc[GG_BC_COUNT] = {
    [GG_BC_KUZNYECHIK] = {
        gg_default_kuznyechik_blocks,
        gg_default_kuznyechik_lanes,
        gg_kuznyechik_schedule,
        NULL,
        NULL,
        NULL,
        NULL,
        NULL,
        NULL,
        0,
        NULL,
        32768,
    },
};
#endif
#ifdef GG_HAVE_BACKEND_PORTABLE
extern const gg_backend gg_backend_portable;
static const gg_bc_ops ops_portable[GG_BC_COUNT] = {
    [GG_BC_KUZNYECHIK] = {
        gg_default_kuznyechik_blocks,
        gg_default_kuznyechik_lanes,
        gg_kuznyechik_schedule,
        NULL,
        NULL,
        NULL,
        NULL,
        NULL,
        NULL,
        0,
        NULL,
        32768,
    },
};
#endif
#ifdef GG_HAVE_BACKEND_BITSLICED
extern const gg_backend gg_backend_bitsliced;
void gg_bitsliced_kuznyechik_blocks(const uint8_t *rk, int decrypt, const uint8_t *in,
                                         uint8_t *out, size_t nblocks);
void gg_bitsliced_kuznyechik_lanes(const uint8_t *const *rks, int decrypt,
                                        const uint8_t *in, uint8_t *out, size_t n);
static const gg_bc_ops ops_bitsliced[GG_BC_COUNT] = {
    [GG_BC_KUZNYECHIK] = {
        gg_bitsliced_kuznyechik_blocks,
        gg_bitsliced_kuznyechik_lanes,
        gg_kuznyechik_schedule_ct,
        NULL,
        NULL,
        NULL,
        NULL,
        NULL,
        NULL,
        0,
        NULL,
        98304,
    },
};
#endif
#ifdef GG_HAVE_BACKEND_CUDA
extern const gg_backend gg_backend_cuda;
void gg_cuda_kuznyechik_blocks(const uint8_t *rk, int decrypt, const uint8_t *in,
                                         uint8_t *out, size_t nblocks);
void gg_cuda_kuznyechik_lanes(const uint8_t *const *rks, int decrypt,
                                        const uint8_t *in, uint8_t *out, size_t n);
void gg_cuda_kuznyechik_ctr(const uint8_t *rk, const uint8_t *ctr, const uint8_t *in,
                                      uint8_t *out, size_t nblocks);
static const gg_bc_ops ops_cuda[GG_BC_COUNT] = {
    [GG_BC_KUZNYECHIK] = {
        gg_cuda_kuznyechik_blocks,
        gg_cuda_kuznyechik_lanes,
        gg_kuznyechik_schedule,
        NULL,
        gg_cuda_kuznyechik_ctr,
        NULL,
        NULL,
        NULL,
        NULL,
        0,
        NULL,
        32768,
    },
};
#endif

const gg_bc_ops *gg_bc_ops_of(const gg_backend *be, int bc)
{
    if (bc < 0 || bc >= GG_BC_COUNT)
        return NULL;
#ifdef GG_HAVE_BACKEND_AVX512
    if (be == &gg_backend_avx512)
        return &ops_avx512[bc];
#endif
#ifdef GG_HAVE_BACKEND_MSA
    if (be == &gg_backend_msa)
        return &ops_msa[bc];
#endif
#ifdef GG_HAVE_BACKEND_AVX2GFNI
    if (be == &gg_backend_avx2gfni)
        return &ops_avx2gfni[bc];
#endif
#ifdef GG_HAVE_BACKEND_AVX2
    if (be == &gg_backend_avx2)
        return &ops_avx2[bc];
#endif
#ifdef GG_HAVE_BACKEND_SSSE3
    if (be == &gg_backend_ssse3)
        return &ops_ssse3[bc];
#endif
#ifdef GG_HAVE_BACKEND_ISPC
    if (be == &gg_backend_ispc)
        return &ops_ispc[bc];
#endif
#ifdef GG_HAVE_BACKEND_PORTABLE
    if (be == &gg_backend_portable)
        return &ops_portable[bc];
#endif
#ifdef GG_HAVE_BACKEND_BITSLICED
    if (be == &gg_backend_bitsliced)
        return &ops_bitsliced[bc];
#endif
#ifdef GG_HAVE_BACKEND_CUDA
    if (be == &gg_backend_cuda)
        return &ops_cuda[bc];
#endif
    return NULL;
}
