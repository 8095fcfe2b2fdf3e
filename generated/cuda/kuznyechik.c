/* Auto-generated file. Do not edit!
 *   Template: templates/cuda/blockcipher.c.j2
 *   Generator: gostgen generator (generator/gostgen/emit.py)
 *   Inputs: dsl/kuznyechik.gg, backends/cuda.py
 *   Regenerate with: python -m gostgen.generate */
/* The cuda backend's kuznyechik entry points (gg_bc_ops, gg_blockciphers.h): the host side of the
 * kernels gg_cuda_k_kuznyechik_* (gg_cuda_kernels.cu), run through backend.c's runners, and the same
 * device functions (gg_cuda_device.h) on the host for what the GPU does not do: all of it when
 * the backend has no usable GPU or this cipher's kernels do not fit it, the rest of a call and
 * every later one after a CUDA call failed (as the Magma entry points, backend.c). The round keys
 * and decryption's transformed keys are made on the host per call (NOT constant-time: table
 * lookups indexed by key bytes) and wiped after. */
#define GG_CUDA_BC_HOST_TABLES
#include <stddef.h>
#include <stdint.h>

#include "gg_backend.h"
#include "gg_internal.h"
#include "gg_cuda_device.h"

_Static_assert(GG_CUDA_BC_BLOCK == 16, "kuznyechik: 16-byte blocks");

const gg_cuda_v128 *gg_cuda_kuznyechik_blob_host(void);
void gg_cuda_kuznyechik_blocks(const uint8_t *rk, int decrypt, const uint8_t *in, uint8_t *out,
                            size_t nblocks);
void gg_cuda_kuznyechik_lanes(const uint8_t *const *rks, int decrypt, const uint8_t *in,
                           uint8_t *out, size_t n);
void gg_cuda_kuznyechik_ctr(const uint8_t *rk, const uint8_t *ctr, const uint8_t *in, uint8_t *out,
                         size_t nblocks);

/* The tables backend.c uploads. */
const gg_cuda_v128 *gg_cuda_kuznyechik_blob_host(void)
{
    return gg_cuda_kuznyechik_blob;
}

void gg_cuda_kuznyechik_blocks(const uint8_t *rk, int decrypt, const uint8_t *in, uint8_t *out,
                            size_t nblocks)
{
    gg_cuda_kuznyechik_keys K;
    size_t done;
    if (nblocks == 0)
        return;
    gg_cuda_host_kuznyechik_keys(rk, decrypt, &K);
    done = gg_cuda_bc_whole(GG_CUDA_BC_KUZNYECHIK, decrypt ? GG_CUDA_BC_ECB_DEC : GG_CUDA_BC_ECB_ENC,
                            &K, NULL, in, out, nblocks);
    if (done < nblocks)
        gg_cuda_host_kuznyechik_ecb(&K, decrypt, in + GG_CUDA_BC_BLOCK * done,
                                 out + GG_CUDA_BC_BLOCK * done, nblocks - done);
    gg_wipe(&K, sizeof K);
}

void gg_cuda_kuznyechik_ctr(const uint8_t *rk, const uint8_t *ctr, const uint8_t *in, uint8_t *out,
                         size_t nblocks)
{
    gg_cuda_kuznyechik_keys K;
    size_t done;
    if (nblocks == 0)
        return;
    gg_cuda_host_kuznyechik_keys(rk, 0, &K);
    done = gg_cuda_bc_whole(GG_CUDA_BC_KUZNYECHIK, GG_CUDA_BC_CTR, &K, ctr, in, out, nblocks);
    if (done < nblocks) {
        uint64_t hi = 0, lo = 0;
        for (int i = 0; i < 8; i++) {
            hi = hi << 8 | ctr[i];
            lo = lo << 8 | ctr[8 + i];
        }
        gg_cuda_bc_ctr_add(hi, lo, done, &hi, &lo);
        gg_cuda_host_kuznyechik_ctr(&K, hi, lo, in + GG_CUDA_BC_BLOCK * done,
                                 out + GG_CUDA_BC_BLOCK * done, nblocks - done);
    }
    gg_wipe(&K, sizeof K);
}

static void gg_cuda_kuznyechik_prep(const uint8_t *rk, int decrypt, void *keys)
{
    gg_cuda_host_kuznyechik_keys(rk, decrypt, (gg_cuda_kuznyechik_keys *)keys);
}

void gg_cuda_kuznyechik_lanes(const uint8_t *const *rks, int decrypt, const uint8_t *in,
                           uint8_t *out, size_t n)
{
    size_t done;
    gg_cuda_kuznyechik_keys K;
    if (n == 0)
        return;
    done = gg_cuda_bc_lanes(GG_CUDA_BC_KUZNYECHIK, decrypt, sizeof K, gg_cuda_kuznyechik_prep,
                            rks, in, out, n);
    for (size_t i = done; i < n; i++) {
        gg_cuda_host_kuznyechik_keys(rks[i], decrypt, &K);
        gg_cuda_host_kuznyechik_ecb(&K, decrypt, in + GG_CUDA_BC_BLOCK * i, out + GG_CUDA_BC_BLOCK * i, 1);
    }
    gg_wipe(&K, sizeof K);
}
