/* Auto-generated file. Do not edit!
 *   Template: templates/cuda/hostcheck.cpp.j2
 *   Generator: gostgen generator (generator/gostgen/emit.py)
 *   Inputs: dsl/gost28147.gg, dsl/streebog.gg, dsl/kuznyechik.gg, backends/cuda.py
 *   Regenerate with: python -m gostgen.generate */
/* Host check of the cuda backend's device arithmetic: gg_cuda_device.h compiled for the CPU (by a
 * C++ compiler with __host__/__device__ defined empty, or by nvcc's host pass), with C entry
 * points that run the kernels' per-item functions over whole buffers the way the kernels do.
 * tests/test_cuda_host.py builds it and compares every entry with the reference interpreter.
 * Not part of libgostgen. */
#define GG_CUDA_BC_HOST_TABLES /* the block ciphers' tables on the host */
#include "gg_cuda_device.h"

#if defined(__GNUC__)
#  define GG_HC_API extern "C" __attribute__((visibility("default")))
#else
#  define GG_HC_API extern "C"
#endif

/* The S-box set's byte tables from its rows, as gg_sbox_expand (templates/runtime/gg_layout.c.j2). */
static void gg_hc_tables(const uint8_t *rows, uint32_t *T)
{
    for (unsigned j = 0; j < 4; j++)
        for (unsigned b = 0; b < 256; b++) {
            uint32_t v = ((uint32_t)rows[16 * (2 * j) + (b & 15)] |
                          (uint32_t)rows[16 * (2 * j + 1) + (b >> 4)] << 4) << (8 * j);
            T[256 * j + b] = gg_cuda_rotl32(v, 11);
        }
}

/* Round keys from key bytes in the order's layout (the same words gg_magma_load_key gives). */
static void gg_hc_key(int order, const uint8_t *key, uint32_t *k)
{
    switch (order) {
    case GG_CUDA_ORDER_GOST89:
        k[0] = ((uint32_t)key[0] | (uint32_t)key[1] << 8 | (uint32_t)key[2] << 16 | (uint32_t)key[3] << 24);
        k[1] = ((uint32_t)key[4] | (uint32_t)key[5] << 8 | (uint32_t)key[6] << 16 | (uint32_t)key[7] << 24);
        k[2] = ((uint32_t)key[8] | (uint32_t)key[9] << 8 | (uint32_t)key[10] << 16 | (uint32_t)key[11] << 24);
        k[3] = ((uint32_t)key[12] | (uint32_t)key[13] << 8 | (uint32_t)key[14] << 16 | (uint32_t)key[15] << 24);
        k[4] = ((uint32_t)key[16] | (uint32_t)key[17] << 8 | (uint32_t)key[18] << 16 | (uint32_t)key[19] << 24);
        k[5] = ((uint32_t)key[20] | (uint32_t)key[21] << 8 | (uint32_t)key[22] << 16 | (uint32_t)key[23] << 24);
        k[6] = ((uint32_t)key[24] | (uint32_t)key[25] << 8 | (uint32_t)key[26] << 16 | (uint32_t)key[27] << 24);
        k[7] = ((uint32_t)key[28] | (uint32_t)key[29] << 8 | (uint32_t)key[30] << 16 | (uint32_t)key[31] << 24);
        return;
    case GG_CUDA_ORDER_MAGMA:
        k[0] = gg_cuda_bswap32((uint32_t)key[0] | (uint32_t)key[1] << 8 | (uint32_t)key[2] << 16 | (uint32_t)key[3] << 24);
        k[1] = gg_cuda_bswap32((uint32_t)key[4] | (uint32_t)key[5] << 8 | (uint32_t)key[6] << 16 | (uint32_t)key[7] << 24);
        k[2] = gg_cuda_bswap32((uint32_t)key[8] | (uint32_t)key[9] << 8 | (uint32_t)key[10] << 16 | (uint32_t)key[11] << 24);
        k[3] = gg_cuda_bswap32((uint32_t)key[12] | (uint32_t)key[13] << 8 | (uint32_t)key[14] << 16 | (uint32_t)key[15] << 24);
        k[4] = gg_cuda_bswap32((uint32_t)key[16] | (uint32_t)key[17] << 8 | (uint32_t)key[18] << 16 | (uint32_t)key[19] << 24);
        k[5] = gg_cuda_bswap32((uint32_t)key[20] | (uint32_t)key[21] << 8 | (uint32_t)key[22] << 16 | (uint32_t)key[23] << 24);
        k[6] = gg_cuda_bswap32((uint32_t)key[24] | (uint32_t)key[25] << 8 | (uint32_t)key[26] << 16 | (uint32_t)key[27] << 24);
        k[7] = gg_cuda_bswap32((uint32_t)key[28] | (uint32_t)key[29] << 8 | (uint32_t)key[30] << 16 | (uint32_t)key[31] << 24);
        return;
    }
    GG_CUDA_UNREACHABLE();
}

GG_HC_API void gg_hc_ecb(const uint8_t *rows, const uint8_t *key, int order, int sched,
                         const uint8_t *in, uint8_t *out, size_t nblocks)
{
    uint32_t T[1024], k[8];
    gg_hc_tables(rows, T);
    gg_hc_key(order, key, k);
    gg_cuda_host_ecb(T, k, order, sched, in, out, nblocks);
}

/* ctr: the counter block (a, b) in word form before the first block; updated to the last used. */
GG_HC_API void gg_hc_ctr(const uint8_t *rows, const uint8_t *key, int order, uint32_t *ctr,
                         const uint8_t *in, uint8_t *out, size_t nblocks)
{
    uint32_t T[1024], k[8];
    gg_hc_tables(rows, T);
    gg_hc_key(order, key, k);
    gg_cuda_host_ctr(T, k, order, ctr[0], ctr[1], in, out, nblocks);
    gg_cuda_ctr_at(order, ctr[0], ctr[1], nblocks, &ctr[0], &ctr[1]);
}

/* keys: n x 32 bytes; reg: n x 2 words; in/out: interleaved (gg_cuda_chain_item). */
GG_HC_API void gg_hc_chain(const uint8_t *rows, const uint8_t *keys, int order, int sched,
                           int chain, size_t n, uint32_t *reg, const uint8_t *in, uint8_t *out,
                           size_t nblocks)
{
    uint32_t T[1024];
    uint32_t *k = new uint32_t[8 * n + 1];
    gg_hc_tables(rows, T);
    for (size_t i = 0; i < n; i++)
        gg_hc_key(order, keys + 32 * i, k + 8 * i);
    gg_cuda_host_chain(T, k, order, sched, chain, n, reg, in, out, nblocks);
    delete[] k;
}

GG_HC_API void gg_hc_ctr_at(int order, uint32_t a0, uint32_t b0, uint64_t j, uint32_t *ab)
{
    gg_cuda_ctr_at(order, a0, b0, j, &ab[0], &ab[1]);
}

GG_HC_API void gg_hc_g(size_t n, uint8_t *h, const uint8_t *N, const uint8_t *m)
{
    gg_cuda_host_g(n, h, N, m);
}

GG_HC_API void gg_hc_hash(unsigned bits, size_t n, const uint8_t *data, const uint64_t *offs,
                          const uint64_t *lens, uint8_t *digests)
{
    gg_cuda_host_hash(bits, n, data, offs, lens, digests);
}

/* kuznyechik: rk is the round keys in the runtime's form (10 x 16 bytes), as the kernels get them. */
GG_HC_API void gg_hc_kuznyechik_blocks(const uint8_t *rk, int decrypt, const uint8_t *in, uint8_t *out,
                                    size_t nblocks)
{
    gg_cuda_kuznyechik_keys K;
    gg_cuda_host_kuznyechik_keys(rk, decrypt, &K);
    gg_cuda_host_kuznyechik_ecb(&K, decrypt, in, out, nblocks);
}

/* ctr: the first counter block (16 bytes, a big-endian number). */
GG_HC_API void gg_hc_kuznyechik_ctr(const uint8_t *rk, const uint8_t *ctr, const uint8_t *in, uint8_t *out,
                                 size_t nblocks)
{
    gg_cuda_kuznyechik_keys K;
    uint64_t hi = 0, lo = 0;
    for (int i = 0; i < 8; i++) {
        hi = hi << 8 | ctr[i];
        lo = lo << 8 | ctr[8 + i];
    }
    gg_cuda_host_kuznyechik_keys(rk, 0, &K);
    gg_cuda_host_kuznyechik_ctr(&K, hi, lo, in, out, nblocks);
}

/* rks: n streams' round keys one after another; block i under stream i's (the lanes kernel's item). */
GG_HC_API void gg_hc_kuznyechik_lanes(const uint8_t *rks, int decrypt, const uint8_t *in, uint8_t *out,
                                   size_t n)
{
    gg_cuda_kuznyechik_keys *K = new gg_cuda_kuznyechik_keys[n + 1];
    gg_cuda_kuznyechik_tables T;
    gg_cuda_kuznyechik_tables_at(gg_cuda_kuznyechik_blob, &T);
    for (size_t i = 0; i < n; i++)
        gg_cuda_kuznyechik_load_keys(&T, rks + 160 * i, decrypt, K + i);
    for (size_t i = 0; i < n; i++)
        gg_cuda_kuznyechik_lanes_item(&T, K, decrypt, in, out, i);
    delete[] K;
}
