/* Auto-generated file. Do not edit!
 *   Template: templates/cuda/gg_cuda_device.h.j2
 *   Generator: gostgen generator (generator/gostgen/emit.py)
 *   Inputs: dsl/gost28147.gg, dsl/streebog.gg, dsl/kuznyechik.gg, backends/cuda.py
 *   Regenerate with: python -m gostgen.generate */
/* The cuda backend's arithmetic: per-block (Magma) and per-message (Streebog) functions, and the
 * per-item bodies of the kernels. Written in the common subset of C99 and CUDA C++ and marked
 * __host__ __device__, so the same code runs in the kernels (gg_cuda_kernels.cu), in the runtime's
 * host side (backend.c: fallback if a CUDA call fails) and in the host check
 * (hostcheck.cpp, tests/test_cuda_host.py), which compares it with the reference interpreter.
 *
 * Tables are passed in: T is the S-box set's 4 x 256 byte tables (gg_sbox.t, rotation folded in),
 * L the 8 x 256 Streebog LPS tables; on the GPU both sit in shared memory.
 * Byte buffers handed to the *_item functions are 8-byte aligned at every block (the GPU reads
 * whole 64-bit words); hosts are little-endian (ARCH in backends/cuda.py). */
#ifndef GG_CUDA_DEVICE_H
#define GG_CUDA_DEVICE_H

#include <stddef.h>
#include <stdint.h>
#include <string.h>

#ifdef __CUDACC__
#  define GG_HD static __host__ __device__ __forceinline__
#  define GG_UNROLL _Pragma("unroll")
#else
#  define GG_UNROLL
#  ifndef __host__
#    define __host__
#  endif
#  ifndef __device__
#    define __device__
#  endif
#  define GG_HD static inline __host__ __device__
#endif

/* Ends a switch that names every GG_CUDA_ORDER_* or GG_CUDA_SCHED_* value below and returns from
 * every case: backend.c passes no other (ints here, not the runtime's enums, but rendered from
 * the same lists), so the compiler need not test for one. GG_UNREACHABLE of gg_backend.h, which
 * this header (also built alone: hostcheck.cpp) does not include; nvcc has
 * __builtin_unreachable in device code from CUDA 11.3. */
#if defined(__CUDA_ARCH__) || defined(__GNUC__) || defined(__clang__)
#  define GG_CUDA_UNREACHABLE() __builtin_unreachable()
#elif defined(_MSC_VER)
#  define GG_CUDA_UNREACHABLE() __assume(0)
#else
#  include <stdlib.h>
#  define GG_CUDA_UNREACHABLE() abort()
#endif

/* Same numbering as gg_order, gg_sched and gg_chain in gg_vtable.h (backend.c checks). */
#define GG_CUDA_ORDER_GOST89 0
#define GG_CUDA_ORDER_MAGMA 1
#define GG_CUDA_SCHED_ENCRYPT 0
#define GG_CUDA_SCHED_DECRYPT 1
#define GG_CUDA_SCHED_MAC 2
#define GG_CUDA_CHAIN_ECB 0
#define GG_CUDA_CHAIN_CNT 1
#define GG_CUDA_CHAIN_CTR 2
#define GG_CUDA_CHAIN_OFB 3
#define GG_CUDA_CHAIN_CBC_ENC 4
#define GG_CUDA_CHAIN_CBC_DEC 5
#define GG_CUDA_CHAIN_CFB_ENC 6
#define GG_CUDA_CHAIN_CFB_DEC 7
#define GG_CUDA_CHAIN_MAC 8
/* GOST 28147-89 counter mode (RFC 5830 6.1), as GG_CNT_C1 and GG_CNT_C2 in gg_vtable.h. */
#define GG_CUDA_CNT_C1 0x01010104u
#define GG_CUDA_CNT_C2 0x01010101u

/* ---- Magma --------------------------------------------------------------------------------- */

GG_HD uint32_t gg_cuda_rotl32(uint32_t x, unsigned n)
{
    return (x << n) | (x >> ((32 - n) & 31));
}

GG_HD uint32_t gg_cuda_bswap32(uint32_t x)
{
#ifdef __CUDA_ARCH__
    return __byte_perm(x, 0, 0x0123);
#else
    return (x >> 24) | ((x >> 8) & 0xff00u) | ((x << 8) & 0xff0000u) | (x << 24);
#endif
}

/* Schedule "encrypt" (dsl/gost28147.gg), rounds unrolled. */
GG_HD void gg_cuda_magma_encrypt(const uint32_t *T, const uint32_t *k, uint32_t *pa, uint32_t *pb)
{
    const uint32_t a = *pa, b = *pb;
    /* round 1: K0 */
    const uint32_t r1_t1 = a + k[0];
    const uint32_t r1_t3 = T[r1_t1 & 255] ^ T[256 + ((r1_t1 >> 8) & 255)] ^ T[512 + ((r1_t1 >> 16) & 255)] ^ T[768 + (r1_t1 >> 24)];
    const uint32_t r1_t4 = b ^ r1_t3;
    /* round 2: K1 */
    const uint32_t r2_t1 = r1_t4 + k[1];
    const uint32_t r2_t3 = T[r2_t1 & 255] ^ T[256 + ((r2_t1 >> 8) & 255)] ^ T[512 + ((r2_t1 >> 16) & 255)] ^ T[768 + (r2_t1 >> 24)];
    const uint32_t r2_t4 = a ^ r2_t3;
    /* round 3: K2 */
    const uint32_t r3_t1 = r2_t4 + k[2];
    const uint32_t r3_t3 = T[r3_t1 & 255] ^ T[256 + ((r3_t1 >> 8) & 255)] ^ T[512 + ((r3_t1 >> 16) & 255)] ^ T[768 + (r3_t1 >> 24)];
    const uint32_t r3_t4 = r1_t4 ^ r3_t3;
    /* round 4: K3 */
    const uint32_t r4_t1 = r3_t4 + k[3];
    const uint32_t r4_t3 = T[r4_t1 & 255] ^ T[256 + ((r4_t1 >> 8) & 255)] ^ T[512 + ((r4_t1 >> 16) & 255)] ^ T[768 + (r4_t1 >> 24)];
    const uint32_t r4_t4 = r2_t4 ^ r4_t3;
    /* round 5: K4 */
    const uint32_t r5_t1 = r4_t4 + k[4];
    const uint32_t r5_t3 = T[r5_t1 & 255] ^ T[256 + ((r5_t1 >> 8) & 255)] ^ T[512 + ((r5_t1 >> 16) & 255)] ^ T[768 + (r5_t1 >> 24)];
    const uint32_t r5_t4 = r3_t4 ^ r5_t3;
    /* round 6: K5 */
    const uint32_t r6_t1 = r5_t4 + k[5];
    const uint32_t r6_t3 = T[r6_t1 & 255] ^ T[256 + ((r6_t1 >> 8) & 255)] ^ T[512 + ((r6_t1 >> 16) & 255)] ^ T[768 + (r6_t1 >> 24)];
    const uint32_t r6_t4 = r4_t4 ^ r6_t3;
    /* round 7: K6 */
    const uint32_t r7_t1 = r6_t4 + k[6];
    const uint32_t r7_t3 = T[r7_t1 & 255] ^ T[256 + ((r7_t1 >> 8) & 255)] ^ T[512 + ((r7_t1 >> 16) & 255)] ^ T[768 + (r7_t1 >> 24)];
    const uint32_t r7_t4 = r5_t4 ^ r7_t3;
    /* round 8: K7 */
    const uint32_t r8_t1 = r7_t4 + k[7];
    const uint32_t r8_t3 = T[r8_t1 & 255] ^ T[256 + ((r8_t1 >> 8) & 255)] ^ T[512 + ((r8_t1 >> 16) & 255)] ^ T[768 + (r8_t1 >> 24)];
    const uint32_t r8_t4 = r6_t4 ^ r8_t3;
    /* round 9: K0 */
    const uint32_t r9_t1 = r8_t4 + k[0];
    const uint32_t r9_t3 = T[r9_t1 & 255] ^ T[256 + ((r9_t1 >> 8) & 255)] ^ T[512 + ((r9_t1 >> 16) & 255)] ^ T[768 + (r9_t1 >> 24)];
    const uint32_t r9_t4 = r7_t4 ^ r9_t3;
    /* round 10: K1 */
    const uint32_t r10_t1 = r9_t4 + k[1];
    const uint32_t r10_t3 = T[r10_t1 & 255] ^ T[256 + ((r10_t1 >> 8) & 255)] ^ T[512 + ((r10_t1 >> 16) & 255)] ^ T[768 + (r10_t1 >> 24)];
    const uint32_t r10_t4 = r8_t4 ^ r10_t3;
    /* round 11: K2 */
    const uint32_t r11_t1 = r10_t4 + k[2];
    const uint32_t r11_t3 = T[r11_t1 & 255] ^ T[256 + ((r11_t1 >> 8) & 255)] ^ T[512 + ((r11_t1 >> 16) & 255)] ^ T[768 + (r11_t1 >> 24)];
    const uint32_t r11_t4 = r9_t4 ^ r11_t3;
    /* round 12: K3 */
    const uint32_t r12_t1 = r11_t4 + k[3];
    const uint32_t r12_t3 = T[r12_t1 & 255] ^ T[256 + ((r12_t1 >> 8) & 255)] ^ T[512 + ((r12_t1 >> 16) & 255)] ^ T[768 + (r12_t1 >> 24)];
    const uint32_t r12_t4 = r10_t4 ^ r12_t3;
    /* round 13: K4 */
    const uint32_t r13_t1 = r12_t4 + k[4];
    const uint32_t r13_t3 = T[r13_t1 & 255] ^ T[256 + ((r13_t1 >> 8) & 255)] ^ T[512 + ((r13_t1 >> 16) & 255)] ^ T[768 + (r13_t1 >> 24)];
    const uint32_t r13_t4 = r11_t4 ^ r13_t3;
    /* round 14: K5 */
    const uint32_t r14_t1 = r13_t4 + k[5];
    const uint32_t r14_t3 = T[r14_t1 & 255] ^ T[256 + ((r14_t1 >> 8) & 255)] ^ T[512 + ((r14_t1 >> 16) & 255)] ^ T[768 + (r14_t1 >> 24)];
    const uint32_t r14_t4 = r12_t4 ^ r14_t3;
    /* round 15: K6 */
    const uint32_t r15_t1 = r14_t4 + k[6];
    const uint32_t r15_t3 = T[r15_t1 & 255] ^ T[256 + ((r15_t1 >> 8) & 255)] ^ T[512 + ((r15_t1 >> 16) & 255)] ^ T[768 + (r15_t1 >> 24)];
    const uint32_t r15_t4 = r13_t4 ^ r15_t3;
    /* round 16: K7 */
    const uint32_t r16_t1 = r15_t4 + k[7];
    const uint32_t r16_t3 = T[r16_t1 & 255] ^ T[256 + ((r16_t1 >> 8) & 255)] ^ T[512 + ((r16_t1 >> 16) & 255)] ^ T[768 + (r16_t1 >> 24)];
    const uint32_t r16_t4 = r14_t4 ^ r16_t3;
    /* round 17: K0 */
    const uint32_t r17_t1 = r16_t4 + k[0];
    const uint32_t r17_t3 = T[r17_t1 & 255] ^ T[256 + ((r17_t1 >> 8) & 255)] ^ T[512 + ((r17_t1 >> 16) & 255)] ^ T[768 + (r17_t1 >> 24)];
    const uint32_t r17_t4 = r15_t4 ^ r17_t3;
    /* round 18: K1 */
    const uint32_t r18_t1 = r17_t4 + k[1];
    const uint32_t r18_t3 = T[r18_t1 & 255] ^ T[256 + ((r18_t1 >> 8) & 255)] ^ T[512 + ((r18_t1 >> 16) & 255)] ^ T[768 + (r18_t1 >> 24)];
    const uint32_t r18_t4 = r16_t4 ^ r18_t3;
    /* round 19: K2 */
    const uint32_t r19_t1 = r18_t4 + k[2];
    const uint32_t r19_t3 = T[r19_t1 & 255] ^ T[256 + ((r19_t1 >> 8) & 255)] ^ T[512 + ((r19_t1 >> 16) & 255)] ^ T[768 + (r19_t1 >> 24)];
    const uint32_t r19_t4 = r17_t4 ^ r19_t3;
    /* round 20: K3 */
    const uint32_t r20_t1 = r19_t4 + k[3];
    const uint32_t r20_t3 = T[r20_t1 & 255] ^ T[256 + ((r20_t1 >> 8) & 255)] ^ T[512 + ((r20_t1 >> 16) & 255)] ^ T[768 + (r20_t1 >> 24)];
    const uint32_t r20_t4 = r18_t4 ^ r20_t3;
    /* round 21: K4 */
    const uint32_t r21_t1 = r20_t4 + k[4];
    const uint32_t r21_t3 = T[r21_t1 & 255] ^ T[256 + ((r21_t1 >> 8) & 255)] ^ T[512 + ((r21_t1 >> 16) & 255)] ^ T[768 + (r21_t1 >> 24)];
    const uint32_t r21_t4 = r19_t4 ^ r21_t3;
    /* round 22: K5 */
    const uint32_t r22_t1 = r21_t4 + k[5];
    const uint32_t r22_t3 = T[r22_t1 & 255] ^ T[256 + ((r22_t1 >> 8) & 255)] ^ T[512 + ((r22_t1 >> 16) & 255)] ^ T[768 + (r22_t1 >> 24)];
    const uint32_t r22_t4 = r20_t4 ^ r22_t3;
    /* round 23: K6 */
    const uint32_t r23_t1 = r22_t4 + k[6];
    const uint32_t r23_t3 = T[r23_t1 & 255] ^ T[256 + ((r23_t1 >> 8) & 255)] ^ T[512 + ((r23_t1 >> 16) & 255)] ^ T[768 + (r23_t1 >> 24)];
    const uint32_t r23_t4 = r21_t4 ^ r23_t3;
    /* round 24: K7 */
    const uint32_t r24_t1 = r23_t4 + k[7];
    const uint32_t r24_t3 = T[r24_t1 & 255] ^ T[256 + ((r24_t1 >> 8) & 255)] ^ T[512 + ((r24_t1 >> 16) & 255)] ^ T[768 + (r24_t1 >> 24)];
    const uint32_t r24_t4 = r22_t4 ^ r24_t3;
    /* round 25: K7 */
    const uint32_t r25_t1 = r24_t4 + k[7];
    const uint32_t r25_t3 = T[r25_t1 & 255] ^ T[256 + ((r25_t1 >> 8) & 255)] ^ T[512 + ((r25_t1 >> 16) & 255)] ^ T[768 + (r25_t1 >> 24)];
    const uint32_t r25_t4 = r23_t4 ^ r25_t3;
    /* round 26: K6 */
    const uint32_t r26_t1 = r25_t4 + k[6];
    const uint32_t r26_t3 = T[r26_t1 & 255] ^ T[256 + ((r26_t1 >> 8) & 255)] ^ T[512 + ((r26_t1 >> 16) & 255)] ^ T[768 + (r26_t1 >> 24)];
    const uint32_t r26_t4 = r24_t4 ^ r26_t3;
    /* round 27: K5 */
    const uint32_t r27_t1 = r26_t4 + k[5];
    const uint32_t r27_t3 = T[r27_t1 & 255] ^ T[256 + ((r27_t1 >> 8) & 255)] ^ T[512 + ((r27_t1 >> 16) & 255)] ^ T[768 + (r27_t1 >> 24)];
    const uint32_t r27_t4 = r25_t4 ^ r27_t3;
    /* round 28: K4 */
    const uint32_t r28_t1 = r27_t4 + k[4];
    const uint32_t r28_t3 = T[r28_t1 & 255] ^ T[256 + ((r28_t1 >> 8) & 255)] ^ T[512 + ((r28_t1 >> 16) & 255)] ^ T[768 + (r28_t1 >> 24)];
    const uint32_t r28_t4 = r26_t4 ^ r28_t3;
    /* round 29: K3 */
    const uint32_t r29_t1 = r28_t4 + k[3];
    const uint32_t r29_t3 = T[r29_t1 & 255] ^ T[256 + ((r29_t1 >> 8) & 255)] ^ T[512 + ((r29_t1 >> 16) & 255)] ^ T[768 + (r29_t1 >> 24)];
    const uint32_t r29_t4 = r27_t4 ^ r29_t3;
    /* round 30: K2 */
    const uint32_t r30_t1 = r29_t4 + k[2];
    const uint32_t r30_t3 = T[r30_t1 & 255] ^ T[256 + ((r30_t1 >> 8) & 255)] ^ T[512 + ((r30_t1 >> 16) & 255)] ^ T[768 + (r30_t1 >> 24)];
    const uint32_t r30_t4 = r28_t4 ^ r30_t3;
    /* round 31: K1 */
    const uint32_t r31_t1 = r30_t4 + k[1];
    const uint32_t r31_t3 = T[r31_t1 & 255] ^ T[256 + ((r31_t1 >> 8) & 255)] ^ T[512 + ((r31_t1 >> 16) & 255)] ^ T[768 + (r31_t1 >> 24)];
    const uint32_t r31_t4 = r29_t4 ^ r31_t3;
    /* round 32: K0 */
    const uint32_t r32_t1 = r31_t4 + k[0];
    const uint32_t r32_t3 = T[r32_t1 & 255] ^ T[256 + ((r32_t1 >> 8) & 255)] ^ T[512 + ((r32_t1 >> 16) & 255)] ^ T[768 + (r32_t1 >> 24)];
    const uint32_t r32_t4 = r30_t4 ^ r32_t3;
    *pa = r31_t4;
    *pb = r32_t4;
}

/* Schedule "decrypt" (dsl/gost28147.gg), rounds unrolled. */
GG_HD void gg_cuda_magma_decrypt(const uint32_t *T, const uint32_t *k, uint32_t *pa, uint32_t *pb)
{
    const uint32_t a = *pa, b = *pb;
    /* round 1: K0 */
    const uint32_t r1_t1 = a + k[0];
    const uint32_t r1_t3 = T[r1_t1 & 255] ^ T[256 + ((r1_t1 >> 8) & 255)] ^ T[512 + ((r1_t1 >> 16) & 255)] ^ T[768 + (r1_t1 >> 24)];
    const uint32_t r1_t4 = b ^ r1_t3;
    /* round 2: K1 */
    const uint32_t r2_t1 = r1_t4 + k[1];
    const uint32_t r2_t3 = T[r2_t1 & 255] ^ T[256 + ((r2_t1 >> 8) & 255)] ^ T[512 + ((r2_t1 >> 16) & 255)] ^ T[768 + (r2_t1 >> 24)];
    const uint32_t r2_t4 = a ^ r2_t3;
    /* round 3: K2 */
    const uint32_t r3_t1 = r2_t4 + k[2];
    const uint32_t r3_t3 = T[r3_t1 & 255] ^ T[256 + ((r3_t1 >> 8) & 255)] ^ T[512 + ((r3_t1 >> 16) & 255)] ^ T[768 + (r3_t1 >> 24)];
    const uint32_t r3_t4 = r1_t4 ^ r3_t3;
    /* round 4: K3 */
    const uint32_t r4_t1 = r3_t4 + k[3];
    const uint32_t r4_t3 = T[r4_t1 & 255] ^ T[256 + ((r4_t1 >> 8) & 255)] ^ T[512 + ((r4_t1 >> 16) & 255)] ^ T[768 + (r4_t1 >> 24)];
    const uint32_t r4_t4 = r2_t4 ^ r4_t3;
    /* round 5: K4 */
    const uint32_t r5_t1 = r4_t4 + k[4];
    const uint32_t r5_t3 = T[r5_t1 & 255] ^ T[256 + ((r5_t1 >> 8) & 255)] ^ T[512 + ((r5_t1 >> 16) & 255)] ^ T[768 + (r5_t1 >> 24)];
    const uint32_t r5_t4 = r3_t4 ^ r5_t3;
    /* round 6: K5 */
    const uint32_t r6_t1 = r5_t4 + k[5];
    const uint32_t r6_t3 = T[r6_t1 & 255] ^ T[256 + ((r6_t1 >> 8) & 255)] ^ T[512 + ((r6_t1 >> 16) & 255)] ^ T[768 + (r6_t1 >> 24)];
    const uint32_t r6_t4 = r4_t4 ^ r6_t3;
    /* round 7: K6 */
    const uint32_t r7_t1 = r6_t4 + k[6];
    const uint32_t r7_t3 = T[r7_t1 & 255] ^ T[256 + ((r7_t1 >> 8) & 255)] ^ T[512 + ((r7_t1 >> 16) & 255)] ^ T[768 + (r7_t1 >> 24)];
    const uint32_t r7_t4 = r5_t4 ^ r7_t3;
    /* round 8: K7 */
    const uint32_t r8_t1 = r7_t4 + k[7];
    const uint32_t r8_t3 = T[r8_t1 & 255] ^ T[256 + ((r8_t1 >> 8) & 255)] ^ T[512 + ((r8_t1 >> 16) & 255)] ^ T[768 + (r8_t1 >> 24)];
    const uint32_t r8_t4 = r6_t4 ^ r8_t3;
    /* round 9: K7 */
    const uint32_t r9_t1 = r8_t4 + k[7];
    const uint32_t r9_t3 = T[r9_t1 & 255] ^ T[256 + ((r9_t1 >> 8) & 255)] ^ T[512 + ((r9_t1 >> 16) & 255)] ^ T[768 + (r9_t1 >> 24)];
    const uint32_t r9_t4 = r7_t4 ^ r9_t3;
    /* round 10: K6 */
    const uint32_t r10_t1 = r9_t4 + k[6];
    const uint32_t r10_t3 = T[r10_t1 & 255] ^ T[256 + ((r10_t1 >> 8) & 255)] ^ T[512 + ((r10_t1 >> 16) & 255)] ^ T[768 + (r10_t1 >> 24)];
    const uint32_t r10_t4 = r8_t4 ^ r10_t3;
    /* round 11: K5 */
    const uint32_t r11_t1 = r10_t4 + k[5];
    const uint32_t r11_t3 = T[r11_t1 & 255] ^ T[256 + ((r11_t1 >> 8) & 255)] ^ T[512 + ((r11_t1 >> 16) & 255)] ^ T[768 + (r11_t1 >> 24)];
    const uint32_t r11_t4 = r9_t4 ^ r11_t3;
    /* round 12: K4 */
    const uint32_t r12_t1 = r11_t4 + k[4];
    const uint32_t r12_t3 = T[r12_t1 & 255] ^ T[256 + ((r12_t1 >> 8) & 255)] ^ T[512 + ((r12_t1 >> 16) & 255)] ^ T[768 + (r12_t1 >> 24)];
    const uint32_t r12_t4 = r10_t4 ^ r12_t3;
    /* round 13: K3 */
    const uint32_t r13_t1 = r12_t4 + k[3];
    const uint32_t r13_t3 = T[r13_t1 & 255] ^ T[256 + ((r13_t1 >> 8) & 255)] ^ T[512 + ((r13_t1 >> 16) & 255)] ^ T[768 + (r13_t1 >> 24)];
    const uint32_t r13_t4 = r11_t4 ^ r13_t3;
    /* round 14: K2 */
    const uint32_t r14_t1 = r13_t4 + k[2];
    const uint32_t r14_t3 = T[r14_t1 & 255] ^ T[256 + ((r14_t1 >> 8) & 255)] ^ T[512 + ((r14_t1 >> 16) & 255)] ^ T[768 + (r14_t1 >> 24)];
    const uint32_t r14_t4 = r12_t4 ^ r14_t3;
    /* round 15: K1 */
    const uint32_t r15_t1 = r14_t4 + k[1];
    const uint32_t r15_t3 = T[r15_t1 & 255] ^ T[256 + ((r15_t1 >> 8) & 255)] ^ T[512 + ((r15_t1 >> 16) & 255)] ^ T[768 + (r15_t1 >> 24)];
    const uint32_t r15_t4 = r13_t4 ^ r15_t3;
    /* round 16: K0 */
    const uint32_t r16_t1 = r15_t4 + k[0];
    const uint32_t r16_t3 = T[r16_t1 & 255] ^ T[256 + ((r16_t1 >> 8) & 255)] ^ T[512 + ((r16_t1 >> 16) & 255)] ^ T[768 + (r16_t1 >> 24)];
    const uint32_t r16_t4 = r14_t4 ^ r16_t3;
    /* round 17: K7 */
    const uint32_t r17_t1 = r16_t4 + k[7];
    const uint32_t r17_t3 = T[r17_t1 & 255] ^ T[256 + ((r17_t1 >> 8) & 255)] ^ T[512 + ((r17_t1 >> 16) & 255)] ^ T[768 + (r17_t1 >> 24)];
    const uint32_t r17_t4 = r15_t4 ^ r17_t3;
    /* round 18: K6 */
    const uint32_t r18_t1 = r17_t4 + k[6];
    const uint32_t r18_t3 = T[r18_t1 & 255] ^ T[256 + ((r18_t1 >> 8) & 255)] ^ T[512 + ((r18_t1 >> 16) & 255)] ^ T[768 + (r18_t1 >> 24)];
    const uint32_t r18_t4 = r16_t4 ^ r18_t3;
    /* round 19: K5 */
    const uint32_t r19_t1 = r18_t4 + k[5];
    const uint32_t r19_t3 = T[r19_t1 & 255] ^ T[256 + ((r19_t1 >> 8) & 255)] ^ T[512 + ((r19_t1 >> 16) & 255)] ^ T[768 + (r19_t1 >> 24)];
    const uint32_t r19_t4 = r17_t4 ^ r19_t3;
    /* round 20: K4 */
    const uint32_t r20_t1 = r19_t4 + k[4];
    const uint32_t r20_t3 = T[r20_t1 & 255] ^ T[256 + ((r20_t1 >> 8) & 255)] ^ T[512 + ((r20_t1 >> 16) & 255)] ^ T[768 + (r20_t1 >> 24)];
    const uint32_t r20_t4 = r18_t4 ^ r20_t3;
    /* round 21: K3 */
    const uint32_t r21_t1 = r20_t4 + k[3];
    const uint32_t r21_t3 = T[r21_t1 & 255] ^ T[256 + ((r21_t1 >> 8) & 255)] ^ T[512 + ((r21_t1 >> 16) & 255)] ^ T[768 + (r21_t1 >> 24)];
    const uint32_t r21_t4 = r19_t4 ^ r21_t3;
    /* round 22: K2 */
    const uint32_t r22_t1 = r21_t4 + k[2];
    const uint32_t r22_t3 = T[r22_t1 & 255] ^ T[256 + ((r22_t1 >> 8) & 255)] ^ T[512 + ((r22_t1 >> 16) & 255)] ^ T[768 + (r22_t1 >> 24)];
    const uint32_t r22_t4 = r20_t4 ^ r22_t3;
    /* round 23: K1 */
    const uint32_t r23_t1 = r22_t4 + k[1];
    const uint32_t r23_t3 = T[r23_t1 & 255] ^ T[256 + ((r23_t1 >> 8) & 255)] ^ T[512 + ((r23_t1 >> 16) & 255)] ^ T[768 + (r23_t1 >> 24)];
    const uint32_t r23_t4 = r21_t4 ^ r23_t3;
    /* round 24: K0 */
    const uint32_t r24_t1 = r23_t4 + k[0];
    const uint32_t r24_t3 = T[r24_t1 & 255] ^ T[256 + ((r24_t1 >> 8) & 255)] ^ T[512 + ((r24_t1 >> 16) & 255)] ^ T[768 + (r24_t1 >> 24)];
    const uint32_t r24_t4 = r22_t4 ^ r24_t3;
    /* round 25: K7 */
    const uint32_t r25_t1 = r24_t4 + k[7];
    const uint32_t r25_t3 = T[r25_t1 & 255] ^ T[256 + ((r25_t1 >> 8) & 255)] ^ T[512 + ((r25_t1 >> 16) & 255)] ^ T[768 + (r25_t1 >> 24)];
    const uint32_t r25_t4 = r23_t4 ^ r25_t3;
    /* round 26: K6 */
    const uint32_t r26_t1 = r25_t4 + k[6];
    const uint32_t r26_t3 = T[r26_t1 & 255] ^ T[256 + ((r26_t1 >> 8) & 255)] ^ T[512 + ((r26_t1 >> 16) & 255)] ^ T[768 + (r26_t1 >> 24)];
    const uint32_t r26_t4 = r24_t4 ^ r26_t3;
    /* round 27: K5 */
    const uint32_t r27_t1 = r26_t4 + k[5];
    const uint32_t r27_t3 = T[r27_t1 & 255] ^ T[256 + ((r27_t1 >> 8) & 255)] ^ T[512 + ((r27_t1 >> 16) & 255)] ^ T[768 + (r27_t1 >> 24)];
    const uint32_t r27_t4 = r25_t4 ^ r27_t3;
    /* round 28: K4 */
    const uint32_t r28_t1 = r27_t4 + k[4];
    const uint32_t r28_t3 = T[r28_t1 & 255] ^ T[256 + ((r28_t1 >> 8) & 255)] ^ T[512 + ((r28_t1 >> 16) & 255)] ^ T[768 + (r28_t1 >> 24)];
    const uint32_t r28_t4 = r26_t4 ^ r28_t3;
    /* round 29: K3 */
    const uint32_t r29_t1 = r28_t4 + k[3];
    const uint32_t r29_t3 = T[r29_t1 & 255] ^ T[256 + ((r29_t1 >> 8) & 255)] ^ T[512 + ((r29_t1 >> 16) & 255)] ^ T[768 + (r29_t1 >> 24)];
    const uint32_t r29_t4 = r27_t4 ^ r29_t3;
    /* round 30: K2 */
    const uint32_t r30_t1 = r29_t4 + k[2];
    const uint32_t r30_t3 = T[r30_t1 & 255] ^ T[256 + ((r30_t1 >> 8) & 255)] ^ T[512 + ((r30_t1 >> 16) & 255)] ^ T[768 + (r30_t1 >> 24)];
    const uint32_t r30_t4 = r28_t4 ^ r30_t3;
    /* round 31: K1 */
    const uint32_t r31_t1 = r30_t4 + k[1];
    const uint32_t r31_t3 = T[r31_t1 & 255] ^ T[256 + ((r31_t1 >> 8) & 255)] ^ T[512 + ((r31_t1 >> 16) & 255)] ^ T[768 + (r31_t1 >> 24)];
    const uint32_t r31_t4 = r29_t4 ^ r31_t3;
    /* round 32: K0 */
    const uint32_t r32_t1 = r31_t4 + k[0];
    const uint32_t r32_t3 = T[r32_t1 & 255] ^ T[256 + ((r32_t1 >> 8) & 255)] ^ T[512 + ((r32_t1 >> 16) & 255)] ^ T[768 + (r32_t1 >> 24)];
    const uint32_t r32_t4 = r30_t4 ^ r32_t3;
    *pa = r31_t4;
    *pb = r32_t4;
}

/* Schedule "mac" (dsl/gost28147.gg), rounds unrolled. */
GG_HD void gg_cuda_magma_mac(const uint32_t *T, const uint32_t *k, uint32_t *pa, uint32_t *pb)
{
    const uint32_t a = *pa, b = *pb;
    /* round 1: K0 */
    const uint32_t r1_t1 = a + k[0];
    const uint32_t r1_t3 = T[r1_t1 & 255] ^ T[256 + ((r1_t1 >> 8) & 255)] ^ T[512 + ((r1_t1 >> 16) & 255)] ^ T[768 + (r1_t1 >> 24)];
    const uint32_t r1_t4 = b ^ r1_t3;
    /* round 2: K1 */
    const uint32_t r2_t1 = r1_t4 + k[1];
    const uint32_t r2_t3 = T[r2_t1 & 255] ^ T[256 + ((r2_t1 >> 8) & 255)] ^ T[512 + ((r2_t1 >> 16) & 255)] ^ T[768 + (r2_t1 >> 24)];
    const uint32_t r2_t4 = a ^ r2_t3;
    /* round 3: K2 */
    const uint32_t r3_t1 = r2_t4 + k[2];
    const uint32_t r3_t3 = T[r3_t1 & 255] ^ T[256 + ((r3_t1 >> 8) & 255)] ^ T[512 + ((r3_t1 >> 16) & 255)] ^ T[768 + (r3_t1 >> 24)];
    const uint32_t r3_t4 = r1_t4 ^ r3_t3;
    /* round 4: K3 */
    const uint32_t r4_t1 = r3_t4 + k[3];
    const uint32_t r4_t3 = T[r4_t1 & 255] ^ T[256 + ((r4_t1 >> 8) & 255)] ^ T[512 + ((r4_t1 >> 16) & 255)] ^ T[768 + (r4_t1 >> 24)];
    const uint32_t r4_t4 = r2_t4 ^ r4_t3;
    /* round 5: K4 */
    const uint32_t r5_t1 = r4_t4 + k[4];
    const uint32_t r5_t3 = T[r5_t1 & 255] ^ T[256 + ((r5_t1 >> 8) & 255)] ^ T[512 + ((r5_t1 >> 16) & 255)] ^ T[768 + (r5_t1 >> 24)];
    const uint32_t r5_t4 = r3_t4 ^ r5_t3;
    /* round 6: K5 */
    const uint32_t r6_t1 = r5_t4 + k[5];
    const uint32_t r6_t3 = T[r6_t1 & 255] ^ T[256 + ((r6_t1 >> 8) & 255)] ^ T[512 + ((r6_t1 >> 16) & 255)] ^ T[768 + (r6_t1 >> 24)];
    const uint32_t r6_t4 = r4_t4 ^ r6_t3;
    /* round 7: K6 */
    const uint32_t r7_t1 = r6_t4 + k[6];
    const uint32_t r7_t3 = T[r7_t1 & 255] ^ T[256 + ((r7_t1 >> 8) & 255)] ^ T[512 + ((r7_t1 >> 16) & 255)] ^ T[768 + (r7_t1 >> 24)];
    const uint32_t r7_t4 = r5_t4 ^ r7_t3;
    /* round 8: K7 */
    const uint32_t r8_t1 = r7_t4 + k[7];
    const uint32_t r8_t3 = T[r8_t1 & 255] ^ T[256 + ((r8_t1 >> 8) & 255)] ^ T[512 + ((r8_t1 >> 16) & 255)] ^ T[768 + (r8_t1 >> 24)];
    const uint32_t r8_t4 = r6_t4 ^ r8_t3;
    /* round 9: K0 */
    const uint32_t r9_t1 = r8_t4 + k[0];
    const uint32_t r9_t3 = T[r9_t1 & 255] ^ T[256 + ((r9_t1 >> 8) & 255)] ^ T[512 + ((r9_t1 >> 16) & 255)] ^ T[768 + (r9_t1 >> 24)];
    const uint32_t r9_t4 = r7_t4 ^ r9_t3;
    /* round 10: K1 */
    const uint32_t r10_t1 = r9_t4 + k[1];
    const uint32_t r10_t3 = T[r10_t1 & 255] ^ T[256 + ((r10_t1 >> 8) & 255)] ^ T[512 + ((r10_t1 >> 16) & 255)] ^ T[768 + (r10_t1 >> 24)];
    const uint32_t r10_t4 = r8_t4 ^ r10_t3;
    /* round 11: K2 */
    const uint32_t r11_t1 = r10_t4 + k[2];
    const uint32_t r11_t3 = T[r11_t1 & 255] ^ T[256 + ((r11_t1 >> 8) & 255)] ^ T[512 + ((r11_t1 >> 16) & 255)] ^ T[768 + (r11_t1 >> 24)];
    const uint32_t r11_t4 = r9_t4 ^ r11_t3;
    /* round 12: K3 */
    const uint32_t r12_t1 = r11_t4 + k[3];
    const uint32_t r12_t3 = T[r12_t1 & 255] ^ T[256 + ((r12_t1 >> 8) & 255)] ^ T[512 + ((r12_t1 >> 16) & 255)] ^ T[768 + (r12_t1 >> 24)];
    const uint32_t r12_t4 = r10_t4 ^ r12_t3;
    /* round 13: K4 */
    const uint32_t r13_t1 = r12_t4 + k[4];
    const uint32_t r13_t3 = T[r13_t1 & 255] ^ T[256 + ((r13_t1 >> 8) & 255)] ^ T[512 + ((r13_t1 >> 16) & 255)] ^ T[768 + (r13_t1 >> 24)];
    const uint32_t r13_t4 = r11_t4 ^ r13_t3;
    /* round 14: K5 */
    const uint32_t r14_t1 = r13_t4 + k[5];
    const uint32_t r14_t3 = T[r14_t1 & 255] ^ T[256 + ((r14_t1 >> 8) & 255)] ^ T[512 + ((r14_t1 >> 16) & 255)] ^ T[768 + (r14_t1 >> 24)];
    const uint32_t r14_t4 = r12_t4 ^ r14_t3;
    /* round 15: K6 */
    const uint32_t r15_t1 = r14_t4 + k[6];
    const uint32_t r15_t3 = T[r15_t1 & 255] ^ T[256 + ((r15_t1 >> 8) & 255)] ^ T[512 + ((r15_t1 >> 16) & 255)] ^ T[768 + (r15_t1 >> 24)];
    const uint32_t r15_t4 = r13_t4 ^ r15_t3;
    /* round 16: K7 */
    const uint32_t r16_t1 = r15_t4 + k[7];
    const uint32_t r16_t3 = T[r16_t1 & 255] ^ T[256 + ((r16_t1 >> 8) & 255)] ^ T[512 + ((r16_t1 >> 16) & 255)] ^ T[768 + (r16_t1 >> 24)];
    const uint32_t r16_t4 = r14_t4 ^ r16_t3;
    *pa = r16_t4;
    *pb = r15_t4;
}

GG_HD void gg_cuda_magma(const uint32_t *T, const uint32_t *k, int sched, uint32_t *a, uint32_t *b)
{
    switch (sched) {
    case GG_CUDA_SCHED_ENCRYPT:
        gg_cuda_magma_encrypt(T, k, a, b);
        return;
    case GG_CUDA_SCHED_DECRYPT:
        gg_cuda_magma_decrypt(T, k, a, b);
        return;
    case GG_CUDA_SCHED_MAC:
        gg_cuda_magma_mac(T, k, a, b);
        return;
    }
    GG_CUDA_UNREACHABLE();
}

/* The two little-endian 32-bit words of an 8-byte block, and back. */
GG_HD void gg_cuda_get_words(const uint8_t *p, uint32_t w[2])
{
#ifdef __CUDA_ARCH__
    const uint2 v = *(const uint2 *)p;
    w[0] = v.x;
    w[1] = v.y;
#else
    memcpy(w, p, 8);
#endif
}

GG_HD void gg_cuda_put_words(uint8_t *p, const uint32_t w[2])
{
#ifdef __CUDA_ARCH__
    *(uint2 *)p = make_uint2(w[0], w[1]);
#else
    memcpy(p, w, 8);
#endif
}

/* Block bytes <-> the halves (a, b), per byte order (dsl/gost28147.gg, sections "order"). */
GG_HD void gg_cuda_load(int order, const uint8_t *p, uint32_t *a, uint32_t *b)
{
    uint32_t w[2];
    gg_cuda_get_words(p, w);
    switch (order) {
    case GG_CUDA_ORDER_GOST89:
        *a = w[0];
        *b = w[1];
        return;
    case GG_CUDA_ORDER_MAGMA:
        *a = gg_cuda_bswap32(w[1]);
        *b = gg_cuda_bswap32(w[0]);
        return;
    }
    GG_CUDA_UNREACHABLE();
}

GG_HD void gg_cuda_to_words(int order, uint32_t a, uint32_t b, uint32_t w[2])
{
    switch (order) {
    case GG_CUDA_ORDER_GOST89:
        w[0] = a;
        w[1] = b;
        return;
    case GG_CUDA_ORDER_MAGMA:
        w[1] = gg_cuda_bswap32(a);
        w[0] = gg_cuda_bswap32(b);
        return;
    }
    GG_CUDA_UNREACHABLE();
}

GG_HD void gg_cuda_store(int order, uint32_t a, uint32_t b, uint8_t *p)
{
    uint32_t w[2];
    gg_cuda_to_words(order, a, b, w);
    gg_cuda_put_words(p, w);
}

/* x mod (2^32 - 1) for any 64-bit x, by folding the high half onto the low one. */
GG_HD uint32_t gg_cuda_mod_m32(uint64_t x)
{
    x = (x & 0xffffffffu) + (x >> 32);
    x = (x & 0xffffffffu) + (x >> 32);
    return x >= 0xffffffffu ? (uint32_t)(x - 0xffffffffu) : (uint32_t)x;
}

/* The counter (a, b) after j steps, so that every block of a buffer finds its own counter:
 *   GOST89 (CNT, RFC 5830 6.1): a += C2 mod 2^32; b += C1 mod 2^32 - 1 with end-around carry.
 *     One step maps b in [0, 2^32 - 1] to ((b + C1 - 1) mod M) + 1, M = 2^32 - 1 (the carry adds
 *     the one back), so j >= 1 steps give ((b + j C1 - 1) mod M) + 1.
 *   MAGMA (CTR): the 64-bit counter b:a plus j. */
GG_HD void gg_cuda_ctr_at(int order, uint32_t a0, uint32_t b0, uint64_t j, uint32_t *a, uint32_t *b)
{
    if (order == GG_CUDA_ORDER_GOST89) {
        *a = a0 + (uint32_t)j * GG_CUDA_CNT_C2;
        if (j == 0) {
            *b = b0;
        } else {
            uint64_t t = (uint64_t)gg_cuda_mod_m32(j) * GG_CUDA_CNT_C1 + b0 + 0xfffffffeu;
            *b = gg_cuda_mod_m32(t) + 1;
        }
    } else {
        const uint64_t c = ((uint64_t)b0 << 32 | a0) + j;
        *a = (uint32_t)c;
        *b = (uint32_t)(c >> 32);
    }
}

/* ECB: block i of in -> block i of out (may alias exactly). */
GG_HD void gg_cuda_ecb_item(const uint32_t *T, const uint32_t *k, int order, int sched,
                            const uint8_t *in, uint8_t *out, size_t i)
{
    uint32_t a, b;
    gg_cuda_load(order, in + 8 * i, &a, &b);
    gg_cuda_magma(T, k, sched, &a, &b);
    gg_cuda_store(order, a, b, out + 8 * i);
}

/* Counter modes (gg_backend.h, magma_ctr): block i uses the counter i + 1 steps after (a0, b0). */
GG_HD void gg_cuda_ctr_item(const uint32_t *T, const uint32_t *k, int order, uint32_t a0,
                            uint32_t b0, const uint8_t *in, uint8_t *out, size_t i)
{
    uint32_t a, b, pa, pb;
    gg_cuda_ctr_at(order, a0, b0, (uint64_t)i + 1, &a, &b);
    gg_cuda_magma(T, k, GG_CUDA_SCHED_ENCRYPT, &a, &b);
    gg_cuda_load(order, in + 8 * i, &pa, &pb);
    gg_cuda_store(order, pa ^ a, pb ^ b, out + 8 * i);
}

/* The chain steps (generator/gostgen/modes.py), rendered by templates/_shared/chain.j2 for one
 * thread: p (pa, pb), the register (ra, rb), the cipher's input x (xa, xb), which the cipher
 * turns into y and the output overwrites in place. */
/* One stream of a multi-stream call (gg_backend.h, magma_lanes_chain and gg_chain): stream i of
 * n, its key at keys[8 i], its register at reg[2 i]; block j of stream i is at byte 8 (j n + i)
 * of in and out (interleaved, so that neighbouring threads touch neighbouring words).
 * out is not written for MAC (may be NULL). */
GG_HD void gg_cuda_chain_item(const uint32_t *T, const uint32_t *keys, int order, int sched,
                              int chain, size_t n, uint32_t *reg, const uint8_t *in,
                              uint8_t *out, size_t nblocks, size_t i)
{
    uint32_t k[8];
    GG_UNROLL
    for (int w = 0; w < 8; w++)
        k[w] = keys[8 * i + w];
    uint32_t ra = reg[2 * i], rb = reg[2 * i + 1];
    for (size_t j = 0; j < nblocks; j++) {
        const size_t at = 8 * (j * n + i);
        uint32_t pa, pb, xa, xb;
        gg_cuda_load(order, in + at, &pa, &pb);
        switch (chain) {
        case GG_CUDA_CHAIN_ECB:
        case GG_CUDA_CHAIN_CBC_DEC:
            xa = pa;
            xb = pb;
            break;
        case GG_CUDA_CHAIN_CNT:
            gg_cuda_ctr_at(GG_CUDA_ORDER_GOST89, ra, rb, 1, &ra, &rb);
            xa = ra;
            xb = rb;
            break;
        case GG_CUDA_CHAIN_CTR:
            gg_cuda_ctr_at(GG_CUDA_ORDER_MAGMA, ra, rb, 1, &ra, &rb);
            xa = ra;
            xb = rb;
            break;
        case GG_CUDA_CHAIN_OFB:
        case GG_CUDA_CHAIN_CFB_ENC:
        case GG_CUDA_CHAIN_CFB_DEC:
            xa = ra;
            xb = rb;
            break;
        case GG_CUDA_CHAIN_CBC_ENC:
        case GG_CUDA_CHAIN_MAC:
            xa = pa ^ ra;
            xb = pb ^ rb;
            break;
        }
        gg_cuda_magma(T, k, sched, &xa, &xb);
        switch (chain) {
        case GG_CUDA_CHAIN_ECB:
            break;
        case GG_CUDA_CHAIN_CNT:
        case GG_CUDA_CHAIN_CTR:
            xa = pa ^ xa;
            xb = pb ^ xb;
            break;
        case GG_CUDA_CHAIN_OFB:
            ra = xa;
            rb = xb;
            xa = pa ^ xa;
            xb = pb ^ xb;
            break;
        case GG_CUDA_CHAIN_CBC_ENC:
        case GG_CUDA_CHAIN_MAC:
            ra = xa;
            rb = xb;
            break;
        case GG_CUDA_CHAIN_CBC_DEC:
            xa = xa ^ ra;
            xb = xb ^ rb;
            ra = pa;
            rb = pb;
            break;
        case GG_CUDA_CHAIN_CFB_ENC:
            xa = pa ^ xa;
            xb = pb ^ xb;
            ra = xa;
            rb = xb;
            break;
        case GG_CUDA_CHAIN_CFB_DEC:
            xa = pa ^ xa;
            xb = pb ^ xb;
            ra = pa;
            rb = pb;
            break;
        }
        if (chain != GG_CUDA_CHAIN_MAC)
            gg_cuda_store(order, xa, xb, out + at);
    }
    reg[2 * i] = ra;
    reg[2 * i + 1] = rb;
    GG_UNROLL
    for (int w = 0; w < 8; w++)
        k[w] = 0;
}

/* ---- Streebog ------------------------------------------------------------------------------ */

/* The round constants C (dsl/streebog.gg): constant memory on the GPU (every thread of a
 * warp reads the same word at once), a plain table on the host. */
#ifdef __CUDACC__
__constant__ uint64_t gg_cuda_C_dev[12][8] = {
    { 0xdd806559f2a64507ull, 0x05767436cc744d23ull, 0xa2422a08a460d315ull, 0x4b7ce09192676901ull, 0x714eb88d7585c4fcull, 0x2f6a76432e45d016ull, 0xebcb2f81c0657c1full, 0xb1085bda1ecadae9ull },
    { 0xe679047021b19bb7ull, 0x55dda21bd7cbcd56ull, 0x5cb561c2db0aa7caull, 0x9ab5176b12d69958ull, 0x61d55e0f16b50131ull, 0xf3feea720a232b98ull, 0x4fe39d460f70b5d7ull, 0x6fa3b58aa99d2f1aull },
    { 0x991e96f50aba0ab2ull, 0xc2b6f443867adb31ull, 0xc1c93a376062db09ull, 0xd3e20fe490359eb1ull, 0xf2ea7514b1297b7bull, 0x06f15e5f529c1f8bull, 0x0a39fc286a3d8435ull, 0xf574dcac2bce2fc7ull },
    { 0x220cbebc84e3d12eull, 0x3453eaa193e837f1ull, 0xd8b71333935203beull, 0xa9d72c82ed03d675ull, 0x9d721cad685e353full, 0x488e857e335c3c7dull, 0xf948e1a05d71e4ddull, 0xef1fdfb3e81566d2ull },
    { 0x601758fd7c6cfe57ull, 0x7a56a27ea9ea63f5ull, 0xdfff00b723271a16ull, 0xbfcd1747253af5a3ull, 0x359e35d7800fffbdull, 0x7f151c1f1686104aull, 0x9a3f410c6ca92363ull, 0x4bea6bacad474799ull },
    { 0xfa68407a46647d6eull, 0xbf71c57236904f35ull, 0x0af21f66c2bec6b6ull, 0xcffaa6b71c9ab7b4ull, 0x187f9ab49af08ec6ull, 0x2d66c4f95142a46cull, 0x6fa4c33b7a3039c0ull, 0xae4faeae1d3ad3d9ull },
    { 0x8886564d3a14d493ull, 0x3517454ca23c4af3ull, 0x06476983284a0504ull, 0x0992abc52d822c37ull, 0xd3473e33197a93c9ull, 0x399ec6c7e6bf87c9ull, 0x51ac86febf240954ull, 0xf4c70e16eeaac5ecull },
    { 0xa47f0dd4bf02e71eull, 0x36acc2355951a8d9ull, 0x69d18d2bd1a5c42full, 0xf4892bcb929b0690ull, 0x89b4443b4ddbc49aull, 0x4eb7f8719c36de1eull, 0x03e7aa020c6e4141ull, 0x9b1f5b424d93c9a7ull },
    { 0x7261445183235adbull, 0x0e38dc92cb1f2a60ull, 0x7b2b8a9aa6079c54ull, 0x800a440bdbb2ceb1ull, 0x3cd955b7e00d0984ull, 0x3a7d3a1b25894224ull, 0x944c9ad8ec165fdeull, 0x378f5a541631229bull },
    { 0x74b4c7fb98459cedull, 0x3698fad1153bb6c3ull, 0x7a1e6c303b7652f4ull, 0x9fe76702af69334bull, 0x1fffe18a1b336103ull, 0x8941e71cff8a78dbull, 0x382ae548b2e4f3f3ull, 0xabbedea680056f52ull },
    { 0x6bcaa4cd81f32d1bull, 0xdea2594ac06fd85dull, 0xefbacd1d7d476e98ull, 0x8a1d71efea48b9caull, 0x2001802114846679ull, 0xd8fa6bbbebab0761ull, 0x3002c6cd635afe94ull, 0x7bcd9ed0efc889fbull },
    { 0x48bc924af11bd720ull, 0xfaf417d5d9b21b99ull, 0xe71da4aa88e12852ull, 0x5d80ef9d1891cc86ull, 0xf82012d430219f9bull, 0xcda43c32bcdf1d77ull, 0xd21380b00449b17aull, 0x378ee767f11631baull },
};
#endif
static const uint64_t gg_cuda_C_host[12][8] = {
    { 0xdd806559f2a64507ull, 0x05767436cc744d23ull, 0xa2422a08a460d315ull, 0x4b7ce09192676901ull, 0x714eb88d7585c4fcull, 0x2f6a76432e45d016ull, 0xebcb2f81c0657c1full, 0xb1085bda1ecadae9ull },
    { 0xe679047021b19bb7ull, 0x55dda21bd7cbcd56ull, 0x5cb561c2db0aa7caull, 0x9ab5176b12d69958ull, 0x61d55e0f16b50131ull, 0xf3feea720a232b98ull, 0x4fe39d460f70b5d7ull, 0x6fa3b58aa99d2f1aull },
    { 0x991e96f50aba0ab2ull, 0xc2b6f443867adb31ull, 0xc1c93a376062db09ull, 0xd3e20fe490359eb1ull, 0xf2ea7514b1297b7bull, 0x06f15e5f529c1f8bull, 0x0a39fc286a3d8435ull, 0xf574dcac2bce2fc7ull },
    { 0x220cbebc84e3d12eull, 0x3453eaa193e837f1ull, 0xd8b71333935203beull, 0xa9d72c82ed03d675ull, 0x9d721cad685e353full, 0x488e857e335c3c7dull, 0xf948e1a05d71e4ddull, 0xef1fdfb3e81566d2ull },
    { 0x601758fd7c6cfe57ull, 0x7a56a27ea9ea63f5ull, 0xdfff00b723271a16ull, 0xbfcd1747253af5a3ull, 0x359e35d7800fffbdull, 0x7f151c1f1686104aull, 0x9a3f410c6ca92363ull, 0x4bea6bacad474799ull },
    { 0xfa68407a46647d6eull, 0xbf71c57236904f35ull, 0x0af21f66c2bec6b6ull, 0xcffaa6b71c9ab7b4ull, 0x187f9ab49af08ec6ull, 0x2d66c4f95142a46cull, 0x6fa4c33b7a3039c0ull, 0xae4faeae1d3ad3d9ull },
    { 0x8886564d3a14d493ull, 0x3517454ca23c4af3ull, 0x06476983284a0504ull, 0x0992abc52d822c37ull, 0xd3473e33197a93c9ull, 0x399ec6c7e6bf87c9ull, 0x51ac86febf240954ull, 0xf4c70e16eeaac5ecull },
    { 0xa47f0dd4bf02e71eull, 0x36acc2355951a8d9ull, 0x69d18d2bd1a5c42full, 0xf4892bcb929b0690ull, 0x89b4443b4ddbc49aull, 0x4eb7f8719c36de1eull, 0x03e7aa020c6e4141ull, 0x9b1f5b424d93c9a7ull },
    { 0x7261445183235adbull, 0x0e38dc92cb1f2a60ull, 0x7b2b8a9aa6079c54ull, 0x800a440bdbb2ceb1ull, 0x3cd955b7e00d0984ull, 0x3a7d3a1b25894224ull, 0x944c9ad8ec165fdeull, 0x378f5a541631229bull },
    { 0x74b4c7fb98459cedull, 0x3698fad1153bb6c3ull, 0x7a1e6c303b7652f4ull, 0x9fe76702af69334bull, 0x1fffe18a1b336103ull, 0x8941e71cff8a78dbull, 0x382ae548b2e4f3f3ull, 0xabbedea680056f52ull },
    { 0x6bcaa4cd81f32d1bull, 0xdea2594ac06fd85dull, 0xefbacd1d7d476e98ull, 0x8a1d71efea48b9caull, 0x2001802114846679ull, 0xd8fa6bbbebab0761ull, 0x3002c6cd635afe94ull, 0x7bcd9ed0efc889fbull },
    { 0x48bc924af11bd720ull, 0xfaf417d5d9b21b99ull, 0xe71da4aa88e12852ull, 0x5d80ef9d1891cc86ull, 0xf82012d430219f9bull, 0xcda43c32bcdf1d77ull, 0xd21380b00449b17aull, 0x378ee767f11631baull },
};
#ifdef __CUDA_ARCH__
#  define GG_CUDA_C(i, w) gg_cuda_C_dev[i][w]
#else
#  define GG_CUDA_C(i, w) gg_cuda_C_host[i][w]
#endif

/* LPS tables (passes.lps_tables): word w of LPS(x) = xor over i of L[256 i + byte w of x_i]. */
static const uint64_t gg_cuda_lps_host[2048] = {
0xd01f715b5c7ef8e6ull, 0x16fa240980778325ull, 0xa8a42e857ee049c8ull, 0x6ac1068fa186465bull, 
0x6e417bd7a2e9320bull, 0x665c8167a437daabull, 0x7666681aa89617f6ull, 0x4b959163700bdcf5ull, 
0xf14be6b78df36248ull, 0xc585bd689a625cffull, 0x9557d7fca67d82cbull, 0x89f0b969af6dd366ull, 
0xb0833d48749f6c35ull, 0xa1998c23b1ecbc7cull, 0x8d70c431ac02a736ull, 0xd6dfbc2fd0a8b69eull, 
0x37aeb3e551fa198bull, 0x0b7d128a40b5cf9cull, 0x5a8f2008b5780cbcull, 0xedec882284e333e5ull, 
0xd25fc177d3c7c2ceull, 0x5e0f5d50b61778ecull, 0x1d873683c0c24cb9ull, 0xad040bcbb45d208cull, 
0x2f89a0285b853c76ull, 0x5732fff6791b8d58ull, 0x3e9311439ef6ec3full, 0xc9183a809fd3c00full, 
0x83adf3f5260a01eeull, 0xa6791941f4e8ef10ull, 0x103ae97d0ca1cd5dull, 0x2ce948121dee1b4aull, 
0x39738421dbf2bf53ull, 0x093da2a6cf0cf5b4ull, 0xcd9847d89cbcb45full, 0xf9561c078b2d8ae8ull, 
0x9c6a755a6971777full, 0xbc1ebaa0712ef0c5ull, 0x72e61542abf963a6ull, 0x78bb5fde229eb12eull, 
0x14ba94250fceb90dull, 0x844d6697630e5282ull, 0x98ea08026a1e032full, 0xf06bbea144217f5cull, 
0xdb6263d11ccb377aull, 0x641c314b2b8ee083ull, 0x320e96ab9b4770cfull, 0x1ee7deb986a96b85ull, 
0xe96cf57a878c47b5ull, 0xfdd6615f8842feb8ull, 0xc83862965601dd1bull, 0x2ea9f83e92572162ull, 
0xf876441142ff97fcull, 0xeb2c455608357d9dull, 0x5612a7e0b0c9904cull, 0x6c01cbfb2d500823ull, 
0x4548a6a7fa037a2dull, 0xabc4c6bf388b6ef4ull, 0xbade77d4fdf8bebdull, 0x799b07c8eb4cac3aull, 
0x0c9d87e805b19cf0ull, 0xcb588aac106afa27ull, 0xea0c1d40c1e76089ull, 0x2869354a1e816f1aull, 
0xff96d17307fbc490ull, 0x9f0a9d602f1a5043ull, 0x96373fc6e016a5f7ull, 0x5292dab8b3a6e41cull, 
0x9b8ae0382c752413ull, 0x4f15ec3b7364a8a5ull, 0x3fb349555724f12bull, 0xc7c50d4415db66d7ull, 
0x92b7429ee379d1a7ull, 0xd37f99611a15dfdaull, 0x231427c05e34a086ull, 0xa439a96d7b51d538ull, 
0xb403401077f01865ull, 0xdda2aea5901d7902ull, 0x0a5d4a9c8967d288ull, 0xc265280adf660f93ull, 
0x8bb0094520d4e94eull, 0x2a29856691385532ull, 0x42a833c5bf072941ull, 0x73c64d54622b7eb2ull, 
0x07e095624504536cull, 0x8a905153e906f45aull, 0x6f6123c16b3b2f1full, 0xc6e55552dc097bc3ull, 
0x4468feb133d16739ull, 0xe211e7f0c7398829ull, 0xa2f96419f7879b40ull, 0x19074bdbc3ad38e9ull, 
0xf4ebc3f9474e0b0cull, 0x43886bd376d53455ull, 0xd8028beb5aa01046ull, 0x51f23282f5cdc320ull, 
0xe7b1c2be0d84e16dull, 0x081dfab006dee8a0ull, 0x3b33340d544b857bull, 0x7f5bcabc679ae242ull, 
0x0edd37c48a08a6d8ull, 0x81ed43d9a9b33bc6ull, 0xb1a3655ebd4d7121ull, 0x69a1eeb5e7ed6167ull, 
0xf6ab73d5c8f73124ull, 0x1a67a3e185c61fd5ull, 0x2dc91004d43c065eull, 0x0240b02c8fb93a28ull, 
0x90f7f2b26cc0eb8full, 0x3cd3a16f114fd617ull, 0xaae49ea9f15973e0ull, 0x06c0cd748cd64e78ull, 
0xda423bc7d5192a6eull, 0xc345701c16b41287ull, 0x6d2193ede4821537ull, 0xfcf639494190e3acull, 
0x7c3b228621f1c57eull, 0xfb16ac2b0494b0c0ull, 0xbf7e529a3745d7f9ull, 0x6881b6a32e3f7c73ull, 
0xca78d2bad9b8e733ull, 0xbbfe2fc2342aa3a9ull, 0x0dbddffecc6381e4ull, 0x70a6a56e2440598eull, 
0xe4d12a844befc651ull, 0x8c509c2765d0ba22ull, 0xee8c6018c28814d9ull, 0x17da7c1f49a59e31ull, 
0x609c4c1328e194d3ull, 0xb3e3d57232f44b09ull, 0x91d7aaa4a512f69bull, 0x0ffd6fd243dabbccull, 
0x50d26a943c1fde34ull, 0x6be15e9968545b4full, 0x94778fea6faf9fdfull, 0x2b09dd7058ea4826ull, 
0x677cd9716de5c7bfull, 0x49d5214fffb2e6ddull, 0x0360e83a466b273cull, 0x1fc786af4f7b7691ull, 
0xa0b9d435783ea168ull, 0xd49f0c035f118cb6ull, 0x01205816c9d21d14ull, 0xac2453dd7d8f3d98ull, 
0x545217cc3f70aa64ull, 0x26b4028e9489c9c2ull, 0xdec2469fd6765e3eull, 0x04807d58036f7450ull, 
0xe5f17292823ddb45ull, 0xf30b569b024a5860ull, 0x62dcfc3fa758aefbull, 0xe84cad6c4e5e5aa1ull, 
0xccb81fce556ea94bull, 0x53b282ae7a74f908ull, 0x1b47fbf74c1402c1ull, 0x368eebf39828049full, 
0x7afbeff2ad278b06ull, 0xbe5e0a8cfe97caedull, 0xcfd8f7f413058e77ull, 0xf78b2bc301252c30ull, 
0x4d555c17fcdd928dull, 0x5f2f05467fc565f8ull, 0x24f4b2a21b30f3eaull, 0x860dd6bbecb768aaull, 
0x4c750401350f8f99ull, 0x0000000000000000ull, 0xecccd0344d312ef1ull, 0xb5231806be220571ull, 
0xc105c030990d28afull, 0x653c695de25cfd97ull, 0x159acc33c61ca419ull, 0xb89ec7f872418495ull, 
0xa9847693b73254dcull, 0x58cf90243ac13694ull, 0x59efc832f3132b80ull, 0x5c4fed7c39ae42c4ull, 
0x828dabe3efd81cfaull, 0xd13f294d95ace5f2ull, 0x7d1b7a90e823d86aull, 0xb643f03cf849224dull, 
0x3df3f979d89dcb03ull, 0x7426d836272f2ddeull, 0xdfe21e891fa4432aull, 0x3a136c1b9d99986full, 
0xfa36f43dcd46add4ull, 0xc025982650df35bbull, 0x856d3e81aadc4f96ull, 0xc4a5e57e53b041ebull, 
0x4708168b75ba4005ull, 0xaf44bbe73be41aa4ull, 0x971767d029c4b8e3ull, 0xb9be9feebb939981ull, 
0x215497ecd18d9aaeull, 0x316e7e91dd2c57f3ull, 0xcef8afe2dad79363ull, 0x3853dc371220a247ull, 
0x35ee03c9de4323a3ull, 0xe6919aa8c456fc79ull, 0xe05157dc4880b201ull, 0x7bdbb7e464f59612ull, 
0x127a59518318f775ull, 0x332ecebd52956ddbull, 0x8f30741d23bb9d1eull, 0xd922d3fd93720d52ull, 
0x7746300c61440ae2ull, 0x25d4eab4d2e2eefeull, 0x75068020eefd30caull, 0x135a01474acaea61ull, 
0x304e268714fe4ae7ull, 0xa519f17bb283c82cull, 0xdc82f6b359cf6416ull, 0x5baf781e7caa11a8ull, 
0xb2c38d64fb26561dull, 0x34ce5bdf17913eb7ull, 0x5d6fb56af07c5fd0ull, 0x182713cd0a7f25fdull, 
0x9e2ac576e6c84d57ull, 0x9aaab82ee5a73907ull, 0xa3d93c0f3e558654ull, 0x7e7b92aaae48ff56ull, 
0x872d8ead256575beull, 0x41c8dbfff96c0e7dull, 0x99ca5014a3cc1e3bull, 0x40e883e930be1369ull, 
0x1ca76e95091051adull, 0x4e35b42dbab6b5b1ull, 0x05a0254ecabd6944ull, 0xe1710fca8152af15ull, 
0xf22b0e8dcb984574ull, 0xb763a82a319b3f59ull, 0x63fca4296e8ab3efull, 0x9d4a2d4ca0a36a6bull, 
0xe331bfe60eeb953dull, 0xd5bf541596c391a2ull, 0xf5cb9bef8e9c1618ull, 0x46284e9dbc685d11ull, 
0x2074cffa185f87baull, 0xbd3ee2b6b8fcedd1ull, 0xae64e3f1f23607b0ull, 0xfeb68965ce29d984ull, 
0x55724fdaf6a2b770ull, 0x29496d5cd753720eull, 0xa75941573d3af204ull, 0x8e102c0bea69800aull, 
0x111ab16bc573d049ull, 0xd7ffe439197aab8aull, 0xefac380e0b5a09cdull, 0x48f579593660fbc9ull, 
0x22347fd697e6bd92ull, 0x61bc1405e13389c7ull, 0x4ab5c975b9d9c1e1ull, 0x80cd1bcf606126d2ull, 
0x7186fd78ed92449aull, 0x93971a882aabccb3ull, 0x88d0e17f66bfce72ull, 0x27945a985d5bd4d6ull, 
0xde553f8c05a811c8ull, 0x1906b59631b4f565ull, 0x436e70d6b1964ff7ull, 0x36d343cb8b1e9d85ull, 
0x843dfacc858aab5aull, 0xfdfc95c299bfc7f9ull, 0x0f634bdea1d51fa2ull, 0x6d458b3b76efb3cdull, 
0x85c3f77cf8593f80ull, 0x3c91315fbe737cb2ull, 0x2148b03366ace398ull, 0x18f8b8264c6761bfull, 
0xc830c1c495c9fb0full, 0x981a76102086a0aaull, 0xaa16012142f35760ull, 0x35cc54060c763cf6ull, 
0x42907d66cc45db2dull, 0x8203d44b965af4bcull, 0x3d6f3cefc3a0e868ull, 0xbc73ff69d292bda7ull, 
0x8722ed0102e20a29ull, 0x8f8185e8cd34deb7ull, 0x9b0561dda7ee01d9ull, 0x5335a0193227fad6ull, 
0xc9cecc74e81a6fd5ull, 0x54f5832e5c2431eaull, 0x99e47ba05d553470ull, 0xf7bee756acd226ceull, 
0x384e05a5571816fdull, 0xd1367452a47d0e6aull, 0xf29fde1c386ad85bull, 0x320c77316275f7caull, 
0xd0c879e2d9ae9ab0ull, 0xdb7406c69110ef5dull, 0x45505e51a2461011ull, 0xfc029872e46c5323ull, 
0xfa3cb6f5f7bc0cc5ull, 0x031f17cd8768a173ull, 0xbd8df2d9af41297dull, 0x9d3b4f5ab43e5e3full, 
0x4071671b36feee84ull, 0x716207e7d3e3b83dull, 0x48d20ff2f9283a1aull, 0x27769eb4757cbc7eull, 
0x5c56ebc793f2e574ull, 0xa48b474f9ef5dc18ull, 0x52cbada94ff46e0cull, 0x60c7da982d8199c6ull, 
0x0e9d466edc068b78ull, 0x4eec2175eaf865fcull, 0x550b8e9e21f7a530ull, 0x6b7ba5bc653fec2bull, 
0x5eb7f1ba6949d0ddull, 0x57ea94e3db4c9099ull, 0xf640eae6d101b214ull, 0xdd4a284182c0b0bbull, 
0xff1d8fbf6304f250ull, 0xb8accb933bf9d7e8ull, 0xe8867c478eb68c4dull, 0x3f8e2692391bddc1ull, 
0xcb2fd60912a15a7cull, 0xaec935dbab983d2full, 0xf55ffd2b56691367ull, 0x80e2ce366ce1c115ull, 
0x179bf3f8edb27e1dull, 0x01fe0db07dd394daull, 0xda8a0b76ecc37b87ull, 0x44ae53e1df9584cbull, 
0xb310b4b77347a205ull, 0xdfab323c787b8512ull, 0x3b511268d070b78eull, 0x65e6e3d2b9396753ull, 
0x6864b271e2574d58ull, 0x259784c98fc789d7ull, 0x02e11a7dfabb35a9ull, 0x8841a6dfa337158bull, 
0x7ade78c39b5dcdd0ull, 0xb7cf804d9a2cc84aull, 0x20b6bd831b7f7742ull, 0x75bd331d3a88d272ull, 
0x418f6aab4b2d7a5eull, 0xd9951cbb6babdaf4ull, 0xb6318dfde7ff5c90ull, 0x1f389b112264aa83ull, 
0x492c024284fbaec0ull, 0xe33a0363c608f9a0ull, 0x2688930408af28a4ull, 0xc7538a1a341ce4adull, 
0x5da8e677ee2171aeull, 0x8c9e92254a5c7fc4ull, 0x63d8cd55aae938b5ull, 0x29ebd8daa97a3706ull, 
0x959827b37be88aa1ull, 0x1484e4356adadf6eull, 0xa7945082199d7d6bull, 0xbf6ce8a455fa1cd4ull, 
0x9cc542eac9edcae5ull, 0x79c16f0e1c356ca3ull, 0x89bfab6fdee48151ull, 0xd4174d1830c5f0ffull, 
0x9258048415eb419dull, 0x6139d72850520d1cull, 0x6a85a80c18ec78f1ull, 0xcd11f88e0171059aull, 
0xcceff53e7ca29140ull, 0xd229639f2315af19ull, 0x90b91ef9ef507434ull, 0x5977d28d074a1be1ull, 
0x311360fce51d56b9ull, 0xc093a92d5a1f2f91ull, 0x1a19a25bb6dc5416ull, 0xeb996b8a09de2d3eull, 
0xfee3820f1ed7668aull, 0xd7085ad5b7ad518cull, 0x7fff41890fe53345ull, 0xec5948bd67dde602ull, 
0x2fd5f65dbaaa68e0ull, 0xa5754affe32648c2ull, 0xf8ddac880d07396cull, 0x6fa491468c548664ull, 
0x0c7c5c1326bdbed1ull, 0x4a33158f03930fb3ull, 0x699abfc19f84d982ull, 0xe4fa2054a80b329cull, 
0x6707f9af438252faull, 0x08a368e9cfd6d49eull, 0x47b1442c58fd25b8ull, 0xbbb3dc5ebc91769bull, 
0x1665fe489061eac7ull, 0x33f27a811fa66310ull, 0x93a609346838d547ull, 0x30ed6d4c98cec263ull, 
0x1dd9816cd8df9f2aull, 0x94662a03063b1e7bull, 0x83fdd9fbeb896066ull, 0x7b207573e68e590aull, 
0x5f49fc0a149a4407ull, 0x343259b671a5a82cull, 0xfbc2bb458a6f981full, 0xc272b350a0a41a38ull, 
0x3aaf1fd8ada32354ull, 0x6cbb868b0b3c2717ull, 0xa2b569c88d2583feull, 0xf180c9d1bf027928ull, 
0xaf37386bd64ba9f5ull, 0x12bacab2790a8088ull, 0x4c0d3b0810435055ull, 0xb2eeb9070e9436dfull, 
0xc5b29067cea7d104ull, 0xdcb425f1ff132461ull, 0x4f122cc5972bf126ull, 0xac282fa651230886ull, 
0xe7e537992f6393efull, 0xe61b3a2952b00735ull, 0x709c0a57ae302ce7ull, 0xe02514ae416058d3ull, 
0xc44c9dd7b37445deull, 0x5a68c5408022ba92ull, 0x1c278cdca50c0bf0ull, 0x6e5a9cf6f18712beull, 
0x86dce0b17f319ef3ull, 0x2d34ec2040115d49ull, 0x4bcd183f7e409b69ull, 0x2815d56ad4a9a3dcull, 
0x24698979f2141d0dull, 0x0000000000000000ull, 0x1ec696a15fb73e59ull, 0xd86b110b16784e2eull, 
0x8e7f8858b0e74a6dull, 0x063e2e8713d05fe6ull, 0xe2c40ed3bbdb6d7aull, 0xb1f1aeca89fc97acull, 
0xe1db191e3cb3cc09ull, 0x6418ee62c4eaf389ull, 0xc6ad87aa49cf7077ull, 0xd6f65765ca7ec556ull, 
0x9afb6c6dda3d9503ull, 0x7ce05644888d9236ull, 0x8d609f95378feb1eull, 0x23a9aa4e9c17d631ull, 
0x6226c0e5d73aac6full, 0x56149953a69f0443ull, 0xeeb852c09d66d3abull, 0x2b0ac2a753c102afull, 
0x07c023376e03cb3cull, 0x2ccae1903dc2c993ull, 0xd3d76e2f5ec63bc3ull, 0x9e2458973356ff4cull, 
0xa66a5d32644ee9b1ull, 0x0a427294356de137ull, 0x783f62be61e6f879ull, 0x1344c70204d91452ull, 
0x5b96c8f0fdf12e48ull, 0xa90916ecc59bf613ull, 0xbe92e5142829880eull, 0x727d102a548b194eull, 
0x1be7afebcb0fc0ccull, 0x3e702b2244c8491bull, 0xd5e940a84d166425ull, 0x66f9f41f3e51c620ull, 
0xabe80c913f20c3baull, 0xf07ec461c2d1edf2ull, 0xf361d3ac45b94c81ull, 0x0521394a94b8fe95ull, 
0xadd622162cf09c5cull, 0xe97871f7f3651897ull, 0xf4a1f09b2bba87bdull, 0x095d6559b2054044ull, 
0x0bbc7f2448be75edull, 0x2af4cf172e129675ull, 0x157ae98517094bb4ull, 0x9fda55274e856b96ull, 
0x914713499283e0eeull, 0xb952c623462a4332ull, 0x74433ead475b46a8ull, 0x8b5eb112245fb4f8ull, 
0xa34b6478f0f61724ull, 0x11a5dd7ffe6221fbull, 0xc16da49d27ccbb4bull, 0x76a224d0bde07301ull, 
0x8aa0bca2598c2022ull, 0x4df336b86d90c48full, 0xea67663a740db9e4ull, 0xef465f70e0b54771ull, 
0x39b008152acb8227ull, 0x7d1e5bf4f55e06ecull, 0x105bd0cf83b1b521ull, 0x775c2960c033e7dbull, 
0x7e014c397236a79full, 0x811cc386113255cfull, 0xeda7450d1a0e72d8ull, 0x5889df3d7a998f3bull, 
0x2e2bfbedc779fc3aull, 0xce0eef438619a4e9ull, 0x372d4e7bf6cd095full, 0x04df34fae96b6a4full, 
0xf923a13870d4adb6ull, 0xa1aa7e050a4d228dull, 0xa8f71b5cb84862c9ull, 0xb52e9a306097fde3ull, 
0x0d8251a35b6e2a0bull, 0x2257a7fee1c442ebull, 0x73831d9a29588d94ull, 0x51d4ba64c89ccf7full, 
0x502ab7d4b54f5ba5ull, 0x97793dce8153bf08ull, 0xe5042de4d5d8a646ull, 0x9687307efc802bd2ull, 
0xa05473b5779eb657ull, 0xb4d097801d446939ull, 0xcff0e2f3fbca3033ull, 0xc38cbee0dd778ee2ull, 
0x464f499c252eb162ull, 0xcad1dbb96f72cea6ull, 0xba4dd1eec142e241ull, 0xb00fa37af42f0376ull, 
0xcce4cd3aa968b245ull, 0x089d5484e80b7fafull, 0x638246c1b3548304ull, 0xd2fe0ec8c2355492ull, 
0xa7fbdf7ff2374eeeull, 0x4df1600c92337a16ull, 0x84e503ea523b12fbull, 0x0790bbfd53ab0c4aull, 
0x198a780f38f6ea9dull, 0x2ab30c8f55ec48cbull, 0xe0f7fed6b2c49db5ull, 0xb6ecf3f422cadbdcull, 
0x409c9a541358df11ull, 0xd3ce8a56dfde3fe3ull, 0xc3e9224312c8c1a0ull, 0x0d6dfa58816ba507ull, 
0xddf3e1b179952777ull, 0x04c02a42748bb1d9ull, 0x94c2abff9f2decb8ull, 0x4f91752da8f8acf4ull, 
0x78682befb169bf7bull, 0xe1c77a48af2ff6c4ull, 0x0c5d7ec69c80ce76ull, 0x4cc1e4928fd81167ull, 
0xfeed3d24d9997b62ull, 0x518bb6dfc3a54a23ull, 0x6dbf2d26151f9b90ull, 0xb5bc624b05ea664full, 
0xe86aaa525acfe21aull, 0x4801ced0fb53a0beull, 0xc91463e6c00868edull, 0x1027a815cd16fe43ull, 
0xf67069a0319204cdull, 0xb04ccc976c8abce7ull, 0xc0b9b3fc35e87c33ull, 0xf380c77c58f2de65ull, 
0x50bb3241de4e2152ull, 0xdf93f490435ef195ull, 0xf1e0d25d62390887ull, 0xaf668bfb1a3c3141ull, 
0xbc11b251f00a7291ull, 0x73a5eed47e427d47ull, 0x25bee3f6ee4c3b2eull, 0x43cc0beb34786282ull, 
0xc824e778dde3039cull, 0xf97d86d98a327728ull, 0xf2b043e24519b514ull, 0xe297ebf7880f4b57ull, 
0x3a94a49a98fab688ull, 0x868516cb68f0c419ull, 0xeffa11af0964ee50ull, 0xa4ab4ec0d517f37dull, 
0xa9c6b498547c567aull, 0x8e18424f80fbbbb6ull, 0x0bcdc53bcf2bc23cull, 0x137739aaea3643d0ull, 
0x2c1333ec1bac2ff0ull, 0x8d48d3f0a7db0625ull, 0x1e1ac3f26b5de6d7ull, 0xf520f81f16b2b95eull, 
0x9f0f6ec450062e84ull, 0x0130849e1deb6b71ull, 0xd45e31ab8c7533a9ull, 0x652279a2fd14e43full, 
0x3209f01e70f1c927ull, 0xbe71a770cac1a473ull, 0x0e3d6be7a64b1894ull, 0x7ec8148cff29d840ull, 
0xcb7476c7fac3be0full, 0x72956a4a63a91636ull, 0x37f95ec21991138full, 0x9e3fea5a4ded45f5ull, 
0x7b38ba50964902e8ull, 0x222e580bbde73764ull, 0x61e253e0899f55e6ull, 0xfc8d2805e352ad80ull, 
0x35994be3235ac56dull, 0x09add01af5e014deull, 0x5e8659a6780539c6ull, 0xb17c48097161d796ull, 
0x026015213acbd6e2ull, 0xd1ae9f77e515e901ull, 0xb7dc776a3f21b0adull, 0xaba6a1b96eb78098ull, 
0x9bcf4486248d9f5dull, 0x582666c536455efdull, 0xfdbdac9bfeb9c6f1ull, 0xc47999be4163cdeaull, 
0x765540081722a7efull, 0x3e548ed8ec710751ull, 0x3d041f67cb51bac2ull, 0x7958af71ac82d40aull, 
0x36c9da5c047a78feull, 0xed9a048e33af38b2ull, 0x26ee7249c96c86bdull, 0x900281bdeba65d61ull, 
0x11172c8bd0fd9532ull, 0xea0abf73600434f8ull, 0x42fc8f75299309f3ull, 0x34a9cf7d3eb1ae1cull, 
0x2b838811480723baull, 0x5ce64c8742ceef24ull, 0x1adae9b01fd6570eull, 0x3c349bf9d6bad1b3ull, 
0x82453c891c7b75c0ull, 0x97923a40b80d512bull, 0x4a61dbf1c198765cull, 0xb48ce6d518010d3eull, 
0xcfb45c858e480fd6ull, 0xd933cbf30d1e96aeull, 0xd70ea014ab558e3aull, 0xc189376228031742ull, 
0x9262949cd16d8b83ull, 0xeb3a3bed7def5f89ull, 0x49314a4ee6b8cbcfull, 0xdcc3652f647e4c06ull, 
0xda635a4c2a3e2b3dull, 0x470c21a940f3d35bull, 0x315961a157d174b4ull, 0x6672e81dda3459acull, 
0x5b76f77a1165e36eull, 0x445cb01667d36ec8ull, 0xc5491d205c88a69bull, 0x456c34887a3805b9ull, 
0xffddb9bac4721013ull, 0x99af51a71e4649bfull, 0xa15be01cbc7729d5ull, 0x52db2760e485f7b0ull, 
0x8c78576eba306d54ull, 0xae560f6507d75a30ull, 0x95f22f6182c687c9ull, 0x71c5fbf54489aba5ull, 
0xca44f259e728d57eull, 0x88b87d2ccebbdc8dull, 0xbab18d32be4a15aaull, 0x8be8ec93e99b611eull, 
0x17b713e89ebdf209ull, 0xb31c5d284baa0174ull, 0xeeca9531148f8521ull, 0xb8d198138481c348ull, 
0x8988f9b2d350b7fcull, 0xb9e11c8d996aa839ull, 0x5a4673e40c8e881full, 0x1687977683569978ull, 
0xbf4123eed72acf02ull, 0x4ea1f1b3b513c785ull, 0xe767452be16f91ffull, 0x7505d1b730021a7cull, 
0xa59bca5ec8fc980cull, 0xad069eda20f7e7a3ull, 0x38f4b1bba231606aull, 0x60d2d77e94743e97ull, 
0x9affc0183966f42cull, 0x248e6768f3a7505full, 0xcdd449a4b483d934ull, 0x87b59255751baf68ull, 
0x1bea6d2e023d3c7full, 0x6b1f12455b5ffcabull, 0x743555292de9710dull, 0xd8034f6d10f5fddfull, 
0xc6198c9f7ba81b08ull, 0xbb8109aca3a17edbull, 0xfa2d1766ad12cabbull, 0xc729080166437079ull, 
0x9c5fff7b77269317ull, 0x0000000000000000ull, 0x15d706c9a47624ebull, 0x6fdf38072fd44d72ull, 
0x5fb6dd3865ee52b7ull, 0xa33bf53d86bcff37ull, 0xe657c1b5fc84fa8eull, 0xaa962527735cebe9ull, 
0x39c43525bfda0b1bull, 0x204e4d2a872ce186ull, 0x7a083ece8ba26999ull, 0x554b9c9db72efbfaull, 
0xb22cd9b656416a05ull, 0x96a2bedea5e63a5aull, 0x802529a826b0a322ull, 0x8115ad363b5bc853ull, 
0x8375b81701901eb1ull, 0x3069e53f4a3a1fc5ull, 0xbd2136cfede119e0ull, 0x18bafc91251d81ecull, 
0x1d4a524d4c7d5b44ull, 0x05f0aedc6960daa8ull, 0x29e39d3072ccf558ull, 0x70f57f6b5962c0d4ull, 
0x989fd53903ad22ceull, 0xf84d024797d91c59ull, 0x547b1803aac5908bull, 0xf0d056c37fd263f6ull, 
0xd56eb535919e58d8ull, 0x1c7ad6d351963035ull, 0x2e7326cd2167f912ull, 0xac361a443d1c8cd2ull, 
0x697f076461942a49ull, 0x4b515f6fdc731d2dull, 0x8ad8680df4700a6full, 0x41ac1eca0eb3b460ull, 
0x7d988533d80965d3ull, 0xa8f6300649973d0bull, 0x7765c4960ac9cc9eull, 0x7ca801adc5e20ea2ull, 
0xdea3700e5eb59ae4ull, 0xa06b6482a19c42a4ull, 0x6a2f96db46b497daull, 0x27def6d7d487edccull, 
0x463ca5375d18b82aull, 0xa6cb5be1efdc259full, 0x53eba3fef96e9cc1ull, 0xce84d81b93a364a7ull, 
0xf4107c810b59d22full, 0x333974806d1aa256ull, 0x0f0def79bba073e5ull, 0x231edc95a00c5c15ull, 
0xe437d494c64f2c6cull, 0x91320523f64d3610ull, 0x67426c83c7df32ddull, 0x6eefbc99323f2603ull, 
0x9d6f7be56acdf866ull, 0x5916e25b2bae358cull, 0x7ff89012e2c2b331ull, 0x035091bf2720bd93ull, 
0x561b0d22900e4669ull, 0x28d319ae6f279e29ull, 0x2f43a2533c8c9263ull, 0xd09e1be9f8fe8270ull, 
0xf740ed3e2c796fbcull, 0xdb53ded237d5404cull, 0x62b2c25faebfe875ull, 0x0afd41a5d2c0a94dull, 
0x6412fd3ce0ff8f4eull, 0xe3a76f6995e42026ull, 0x6c8fa9b808f4f0e1ull, 0xc2d9a6dd0f23aad1ull, 
0x8f28c6d19d10d0c7ull, 0x85d587744fd0798aull, 0xa20b71a39b579446ull, 0x684f83fa7c7f4138ull, 
0xe507500adba4471dull, 0x3f640a46f19a6c20ull, 0x1247bd34f7dd28a1ull, 0x2d23b77206474481ull, 
0x93521002cc86e0f2ull, 0x572b89bc8de52d18ull, 0xfb1d93f8b0f9a1caull, 0xe95a2ecc4724896bull, 
0x3ba420048511ddf9ull, 0xd63e248ab6bee54bull, 0x5dd6c8195f258455ull, 0x06a03f634e40673bull, 
0x1f2a476c76b68da6ull, 0x217ec9b49ac78af7ull, 0xecaa80102e4453c3ull, 0x14e78257b99d4f9aull, 
0x20329b2cc87bba05ull, 0x4f5eb6f86546a531ull, 0xd4f44775f751b6b1ull, 0x8266a47b850dfa8bull, 
0xbb986aa15a6ca985ull, 0xc979eb08f9ae0f99ull, 0x2da6f447a2375ea1ull, 0x1e74275dcd7d8576ull, 
0xbc20180a800bc5f8ull, 0xb4a2f701b2dc65beull, 0xe726946f981b6d66ull, 0x48e6c453bf21c94cull, 
0x42cad9930f0a4195ull, 0xefa47b64aacccd20ull, 0x71180a8960409a42ull, 0x8bb3329bf6a44e0cull, 
0xd34c35de2d36daccull, 0xa92f5b7cbc23dc96ull, 0xb31a85aa68bb09c3ull, 0x13e04836a73161d2ull, 
0xb24dfc4129c51d02ull, 0x8ae44b70b7da5acdull, 0xe671ed84d96579a7ull, 0xa4bb3417d66f3832ull, 
0x4572ab38d56d2de8ull, 0xb1b47761ea47215cull, 0xe81c09cf70aba15dull, 0xffbdb872ce7f90acull, 
0xa8782297fd5dc857ull, 0x0d946f6b6a4ce4a4ull, 0xe4df1f4f5b995138ull, 0x9ebc71edca8c5762ull, 
0x0a2c1dc0b02b88d9ull, 0x3b503c115d9d7b91ull, 0xc64376a8111ec3a2ull, 0xcec199a323c963e4ull, 
0xdc76a87ec58616f7ull, 0x09d596e073a9b487ull, 0x14583a9d7d560dafull, 0xf4c6dc593f2a0cb4ull, 
0xdd21d19584f80236ull, 0x4a4836983ddde1d3ull, 0xe58866a41ae745f9ull, 0xf591a5b27e541875ull, 
0x891dc05074586693ull, 0x5b068c651810a89eull, 0xa30346bc0c08544full, 0x3dbf3751c684032dull, 
0x2a1e86ec785032dcull, 0xf73f5779fca830eaull, 0xb60c05ca30204d21ull, 0x0cc316802b32f065ull, 
0x8770241bdd96be69ull, 0xb861e18199ee95dbull, 0xf805cad91418fcd1ull, 0x29e70dccbbd20e82ull, 
0xc7140f435060d763ull, 0x0f3a9da0e8b0cc3bull, 0xa2543f574d76408eull, 0xbd7761e1c175d139ull, 
0x4b1f4f737ca3f512ull, 0x6dc2df1f2fc137abull, 0xf1d05c3967b14856ull, 0xa742bf3715ed046cull, 
0x654030141d1697edull, 0x07b872abda676c7dull, 0x3ce84eba87fa17ecull, 0xc1fb0403cb79afdfull, 
0x3e46bc7105063f73ull, 0x278ae987121cd678ull, 0xa1adb4778ef47cd0ull, 0x26dd906c5362c2b9ull, 
0x05168060589b44e2ull, 0xfbfc41f9d79ac08full, 0x0e6de44ba9ced8faull, 0x9feb08068bf243a3ull, 
0x7b341749d06b129bull, 0x229c69e74a87929aull, 0xe09ee6c4427c011bull, 0x5692e30e725c4c3aull, 
0xda99a33e5e9f6e4bull, 0x353dd85af453a36bull, 0x25241b4c90e0fee7ull, 0x5de987258309d022ull, 
0xe230140fc0802984ull, 0x93281e86a0c0b3c6ull, 0xf229d719a4337408ull, 0x6f6c2dd4ad3d1f34ull, 
0x8ea5b2fbae3f0aeeull, 0x8331dd90c473ee4aull, 0x346aa1b1b52db7aaull, 0xdf8f235e06042aa9ull, 
0xcc6f6b68a1354b7bull, 0x6c95a6f46ebf236aull, 0x52d31a856bb91c19ull, 0x1a35ded6d498d555ull, 
0xf37eaef2e54d60c9ull, 0x72e181a9a3c2a61cull, 0x98537aad51952fdeull, 0x16f6c856ffaa2530ull, 
0xd960281e9d1d5215ull, 0x3a0745fa1ce36f50ull, 0x0b7b642bf1559c18ull, 0x59a87eae9aec8001ull, 
0x5e100c05408bec7cull, 0x0441f98b19e55023ull, 0xd70dcc5534d38aefull, 0x927f676de1bea707ull, 
0x9769e70db925e3e5ull, 0x7a636ea29115065aull, 0x468b201816ef11b6ull, 0xab81a9b73edff409ull, 
0xc0ac7de88a07bb1eull, 0x1f235eb68c0391b7ull, 0x6056b074458dd30full, 0xbe8eeac102f7ed67ull, 
0xcd381283e04b5fbaull, 0x5cbefecec277c4e3ull, 0xd21b4c356c48ce0dull, 0x1019c31664b35d8cull, 
0x247362a7d19eea26ull, 0xebe582efb3299d03ull, 0x02aef2cb82fc289full, 0x86275df09ce8aaa8ull, 
0x28b07427faac1a43ull, 0x38a9b7319e1f47cfull, 0xc82e92e3b8d01b58ull, 0x06ef0b409b1978bcull, 
0x62f842bfc771fb90ull, 0x9904034610eb3b1full, 0xded85ab5477a3e68ull, 0x90d195a663428f98ull, 
0x5384636e2ac708d8ull, 0xcbd719c37b522706ull, 0xae9729d76644b0ebull, 0x7c8c65e20a0c7ee6ull, 
0x80c856b007f1d214ull, 0x8c0b40302cc32271ull, 0xdbcedad51fe17a8aull, 0x740e8ae938dbdea0ull, 
0xa615c6dc549310adull, 0x19cc55f6171ae90bull, 0x49b1bdb8fe5fdd8dull, 0xed0a89af2830e5bfull, 
0x6a7aadb4f5a65bd6ull, 0x7e22972988f05679ull, 0xf952b3325566e810ull, 0x39fecedadf61530eull, 
0x6101c99f04f3c7ceull, 0x2e5f7f6761b562ffull, 0xf08725d226cf5c97ull, 0x63af3b54860fef51ull, 
0x8ff2cb10ef411e2full, 0x884ab9bb35267252ull, 0x4df04433e7ba8daeull, 0x9afd8866d3690741ull, 
0x66b9bb34de94abb3ull, 0x9baaf18d92171380ull, 0x543c11c5f0a064a5ull, 0x17a1b1bdbed431f1ull, 
0xb5f58eeaf3a2717full, 0xc355f6c849858740ull, 0xec5df044694ef17eull, 0xd83751f5dc6346d4ull, 
0xfc4433520dfdacf2ull, 0x0000000000000000ull, 0x5a51f58e596ebc5full, 0x3285aaf12e34cf16ull, 
0x8d5c39db6dbd36b0ull, 0x12b731dde64f7513ull, 0x94906c2d7aa7dfbbull, 0x302b583aacc8e789ull, 
0x9d45facd090e6b3cull, 0x2165e2c78905aec4ull, 0x68d45f7f775a7349ull, 0x189b2c1d5664fdcaull, 
0xe1c99f2f030215daull, 0x6983269436246788ull, 0x8489af3b1e148237ull, 0xe94b702431d5b59cull, 
0x33d2d31a6f4adbd7ull, 0xbfd9932a4389f9a6ull, 0xb0e30e8aab39359dull, 0xd1e2c715afcaf253ull, 
0x150f43763c28196eull, 0xc4ed846393e2eb3dull, 0x03f98b20c3823c5eull, 0xfd134ab94c83b833ull, 
0x556b682eb1de7064ull, 0x36c4537a37d19f35ull, 0x7559f30279a5ca61ull, 0x799ae58252973a04ull, 
0x9c12832648707ffdull, 0x78cd9c6913e92ec5ull, 0x1d8dac7d0effb928ull, 0x439da0784e745554ull, 
0x413352b3cc887dcbull, 0xbacf134a1b12bd44ull, 0x114ebafd25cd494dull, 0x2f08068c20cb763eull, 
0x76a07822ba27f63full, 0xeab2fb04f25789c2ull, 0xe3676de481fe3d45ull, 0x1b62a73d95e6c194ull, 
0x641749ff5c68832cull, 0xa5ec4dfc97112cf3ull, 0xf6682e92bdd6242bull, 0x3f11c59a44782bb2ull, 
0x317c21d1edb6f348ull, 0xd65ab5be75ad9e2eull, 0x6b2dd45fb4d84f17ull, 0xfaab381296e4d44eull, 
0xd0b5befeeeb4e692ull, 0x0882ef0b32d7a046ull, 0x512a91a5a83b2047ull, 0x963e9ee6f85bf724ull, 
0x4e09cf132438b1f0ull, 0x77f701c9fb59e2feull, 0x7ddb1c094b726a27ull, 0x5f4775ee01f5f8bdull, 
0x9186ec4d223c9b59ull, 0xfeeac1998f01846dull, 0xac39db1ce4b89874ull, 0xb75b7c21715e59e0ull, 
0xafc0503c273aa42aull, 0x6e3b543fec430bf5ull, 0x704f7362213e8e83ull, 0x58ff0745db9294c0ull, 
0x67eec2df9feabf72ull, 0xa0facd9ccf8a6811ull, 0xb936986ad890811aull, 0x95c715c63bd9cb7aull, 
0xca8060283a2c33c7ull, 0x507de84ee9453486ull, 0x85ded6d05f6a96f6ull, 0x1cdad5964f81ade9ull, 
0xd5a33e9eb62fa270ull, 0x40642b588df6690aull, 0x7f75eec2c98e42b8ull, 0x2cf18dace3494a60ull, 
0x23cb100c0bf9865bull, 0xeef3028febb2d9e1ull, 0x4425d2d394133929ull, 0xaad6d05c7fa1e0c8ull, 
0xad6ea2f7a5c68cb5ull, 0xc2028f2308fb9381ull, 0x819f2f5b468fc6d5ull, 0xc5bafd88d29cfffcull, 
0x47dc59f357910577ull, 0x2b49ff07392e261dull, 0x57c59ae5332258fbull, 0x73b6f842e2bcb2ddull, 
0xcf96e04862b77725ull, 0x4ca73dd8a6c4996full, 0x015779eb417e14c1ull, 0x37932a9176af8bf4ull, 
0x190a2c9b249df23eull, 0x2f62f8b62263e1e9ull, 0x7a7f754740993655ull, 0x330b7ba4d5564d9full, 
0x4c17a16a46672582ull, 0xb22f08eb7d05f5b8ull, 0x535f47f40bc148ccull, 0x3aec5d27d4883037ull, 
0x10ed0a1825438f96ull, 0x516101f72c233d17ull, 0x13cc6f949fd04eaeull, 0x739853c441474bfdull, 
0x653793d90d3f5b1bull, 0x5240647b96b0fc2full, 0x0c84890ad27623e0ull, 0xd7189b32703aaea3ull, 
0x2685de3523bd9c41ull, 0x99317c5b11bffefaull, 0x0d9baa854f079703ull, 0x70b93648fbd48ac5ull, 
0xa80441fce30bc6beull, 0x7287704bdc36ff1eull, 0xb65384ed33dc1f13ull, 0xd36417343ee34408ull, 
0x39cd38ab6e1bf10full, 0x5ab861770a1f3564ull, 0x0ebacf09f594563bull, 0xd04572b884708530ull, 
0x3cae9722bdb3af47ull, 0x4a556b6f2f5cbaf2ull, 0xe1704f1f76c4bd74ull, 0x5ec4ed7144c6dfcfull, 
0x16afc01d4c7810e6ull, 0x283f113cd629ca7aull, 0xaf59a8761741ed2dull, 0xeed5a3991e215facull, 
0x3bf37ea849f984d4ull, 0xe413e096a56ce33cull, 0x2c439d3a98f020d1ull, 0x637559dc6404c46bull, 
0x9e6c95d1e5f5d569ull, 0x24bb9836045fe99aull, 0x44efa466dac8ecc9ull, 0xc6eab2a5c80895d6ull, 
0x803b50c035220cc4ull, 0x0321658cba93c138ull, 0x8f9ebc465dc7ee1cull, 0xd15a5137190131d3ull, 
0x0fa5ec8668e5e2d8ull, 0x91c979578d1037b1ull, 0x0642ca05693b9f70ull, 0xefca80168350eb4full, 
0x38d21b24f36a45ecull, 0xbeab81e1af73d658ull, 0x8cbfd9cae7542f24ull, 0xfd19cc0d81f11102ull, 
0x0ac6430fbb4dbc90ull, 0x1d76a09d6a441895ull, 0x2a01573ff1cbbfa1ull, 0xb572e161894fde2bull, 
0x8124734fa853b827ull, 0x614b1fdf43e6b1b0ull, 0x68ac395c4238cc18ull, 0x21d837bfd7f7b7d2ull, 
0x20c714304a860331ull, 0x5cfaab726324aa14ull, 0x74c5ba4eb50d606eull, 0xf3a3030474654739ull, 
0x23e671bcf015c209ull, 0x45f087e947b9582aull, 0xd8bd77b418df4c7bull, 0xe06f6c90ebb50997ull, 
0x0bd96080263c0873ull, 0x7e03f9410e40dcfeull, 0xb8e94be4c6484928ull, 0xfb5b0608e8ca8e72ull, 
0x1a2b49179e0e3306ull, 0x4e29e76961855059ull, 0x4f36c4e6fcf4e4baull, 0x49740ee395cf7bcaull, 
0xc2963ea386d17f7dull, 0x90d65ad810618352ull, 0x12d34c1b02a1fa4dull, 0xfa44258775bb3a91ull, 
0x18150f14b9ec46ddull, 0x1491861e6b9a653dull, 0x9a1019d7ab2c3fc2ull, 0x3668d42d06fe13d7ull, 
0xdcc1fbb25606a6d0ull, 0x969490dd795a1c22ull, 0x3549b1a1bc6dd2efull, 0xc94f5e23a0ed770eull, 
0xb9f6686b5b39fdcbull, 0xc4d4f4a6efeae00dull, 0xe732851a1fff2204ull, 0x94aad6de5eb869f9ull, 
0x3f8ff2ae07206e7full, 0xfe38a9813b62d03aull, 0xa7a1ad7a8bee2466ull, 0x7b6056c8dde882b6ull, 
0x302a1e286fc58ca7ull, 0x8da0fa457a259bc7ull, 0xb3302b64e074415bull, 0x5402ae7eff8b635full, 
0x08f8050c9cafc94bull, 0xae468bf98a3059ceull, 0x88c355cca98dc58full, 0xb10e6d67c7963480ull, 
0xbad70de7e1aa3cf3ull, 0xbfb4a26e320262bbull, 0xcb711820870f02d5ull, 0xce12b7a954a75c9dull, 
0x563ce87dd8691684ull, 0x9f73b65e7884618aull, 0x2b1e74b06cba0b42ull, 0x47cec1ea605b2df1ull, 
0x1c698312f735ac76ull, 0x5fdbcefed9b76b2cull, 0x831a354c8fb1cdfcull, 0x820516c312c0791full, 
0xb74ca762aeadabf0ull, 0xfc06ef821c80a5e1ull, 0x5723cbf24518a267ull, 0x9d4df05d5f661451ull, 
0x588627742dfd40bfull, 0xda8331b73f3d39a0ull, 0x17b0e392d109a405ull, 0xf965400bcf28fba9ull, 
0x7c3dbf4229a2a925ull, 0x023e460327e275dbull, 0x6cd0b55a0ce126b3ull, 0xe62da695828e96e7ull, 
0x42ad6e63b3f373b9ull, 0xe50cc319381d57dfull, 0xc5cbd729729b54eeull, 0x46d1e265fd2a9912ull, 
0x6428b056904eeff8ull, 0x8be23040131e04b7ull, 0x6709d5da2add2ec0ull, 0x075de98af44a2b93ull, 
0x8447dcc67bfbe66full, 0x6616f655b7ac9a23ull, 0xd607b8bded4b1a40ull, 0x0563af89d3a85e48ull, 
0x3db1b4ad20c21ba4ull, 0x11f22997b8323b75ull, 0x292032b34b587e99ull, 0x7f1cdace9331681dull, 
0x8e819fc9c0b65affull, 0xa1e3677fe2d5bb16ull, 0xcd33d225ee349da5ull, 0xd9a2543b85aef898ull, 
0x795e10cbfa0af76dull, 0x25a4bbb9992e5d79ull, 0x78413344677b438eull, 0xf0826688cef68601ull, 
0xd27b34bba392f0ebull, 0x551d8df162fad7bcull, 0x1e57c511d0d7d9adull, 0xdeffbdb171e4d30bull, 
0xf4feea8e802f6caaull, 0xa480c8f6317de55eull, 0xa0fc44f07fa40ff5ull, 0x95b5f551c3c9dd1aull, 
0x22f952336d6476eaull, 0x0000000000000000ull, 0xa6be8ef5169f9085ull, 0xcc2cf1aa73452946ull, 
0x2e7ddb39bf12550aull, 0xd526dd3157d8db78ull, 0x486b2d6c08becf29ull, 0x9b0f3a58365d8b21ull, 
0xac78cdfaadd22c15ull, 0xbc95c7e28891a383ull, 0x6a927f5f65dab9c3ull, 0xc3891d2c1ba0cb9eull, 
0xeaa92f9f50f8b507ull, 0xcf0d9426c9d6e87eull, 0xca6e3baf1a7eb636ull, 0xab25247059980786ull, 
0x69b31ad3df4978fbull, 0xe2512a93cc577c4cull, 0xff278a0ea61364d9ull, 0x71a615c766a53e26ull, 
0x89dc764334fc716cull, 0xf87a638452594f4aull, 0xf2bc208be914f3daull, 0x8766b94ac1682757ull, 
0xbbc82e687cdb8810ull, 0x626a7a53f9757088ull, 0xa2c202f358467a2eull, 0x4d0882e5db169161ull, 
0x09e7268301de7da8ull, 0xe897699c771ac0dcull, 0xc8507dac3d9cc3edull, 0xc0a878a0a1330aa6ull, 
0x978bb352e42ba8c1ull, 0xe9884a13ea6b743full, 0x279afdbabecc28a2ull, 0x047c8c064ed9eaabull, 
0x507e2278b15289f4ull, 0x599904fbb08cf45cull, 0xbd8ae46d15e01760ull, 0x31353da7f2b43844ull, 
0x8558ff49e68a528cull, 0x76fbfc4d92ef15b5ull, 0x3456922e211c660cull, 0x86799ac55c1993b4ull, 
0x3e90d1219a51da9cull, 0x2d5cbeb505819432ull, 0x982e5fd48cce4a19ull, 0xdb9c1238a24c8d43ull, 
0xd439febecaa96f9bull, 0x418c0bef0960b281ull, 0x158ea591f6ebd1deull, 0x1f48e69e4da66d4eull, 
0x8afd13cf8e6fb054ull, 0xf5e1c9011d5ed849ull, 0xe34e091c5126c8afull, 0xad67ee7530a398f6ull, 
0x43b24dec2e82c75aull, 0x75da99c1287cd48dull, 0x92e81cdb3783f689ull, 0xa3dd217cc537cecdull, 
0x60543c50de970553ull, 0x93f73f54aaf2426aull, 0xa91b62737e7a725dull, 0xf19d4507538732e2ull, 
0x77e4dfc20f9ea156ull, 0x7d229ccdb4d31dc6ull, 0x1b346a98037f87e5ull, 0xedf4c615a4b29e94ull, 
0x4093286094110662ull, 0xb0114ee85ae78063ull, 0x6ff1d0d6b672e78bull, 0x6dcf96d591909250ull, 
0xdfe09e3eec9567e8ull, 0x3214582b4827f97cull, 0xb46dc2ee143e6ac8ull, 0xf6c0ac8da7cd1971ull, 
0xebb60c10cd8901e4ull, 0xf7df8f023abcad92ull, 0x9c52d3d2c217a0b2ull, 0x6b8d5cd0f8ab0d20ull, 
0x3777f7a29b8fa734ull, 0x011f238f9d71b4e3ull, 0xc1b75b2f3c42be45ull, 0x5de588fdfe551ef7ull, 
0x6eeef3592b035368ull, 0xaa3a07ffc4e9b365ull, 0xecebe59a39c32a77ull, 0x5ba742f8976e8187ull, 
0x4b4a48e0b22d0e11ull, 0xddded83dcb771233ull, 0xa59feb79ac0c51bdull, 0xc7f5912a55792135ull, 
0x6d6ae04668a9b08aull, 0x3ab3f04b0be8c743ull, 0xe51e166b54b3c908ull, 0xbe90a9eb35c2f139ull, 
0xb2c7066637f2bec1ull, 0xaa6945613392202cull, 0x9a28c36f3b5201ebull, 0xddce5a93ab536994ull, 
0x0e34133ef6382827ull, 0x52a02ba1ec55048bull, 0xa2f88f97c4b2a177ull, 0x8640e513ca2251a5ull, 
0xcdf1d36258137622ull, 0xfe6cb708dedf8ddbull, 0x8a174a9ec8121e5dull, 0x679896036b81560eull, 
0x59ed033395795feeull, 0x1dd778ab8b74edafull, 0xee533ef92d9f926dull, 0x2a8c79baf8a8d8f5ull, 
0x6bcf398e69b119f6ull, 0xe20491742fafdd95ull, 0x276488e0809c2aecull, 0xea955b82d88f5cceull, 
0x7102c63a99d9e0c4ull, 0xf9763017a5c39946ull, 0x429fa2501f151b3dull, 0x4659c72bea05d59eull, 
0x984b7fdccf5a6634ull, 0xf742232953fbb161ull, 0x3041860e08c021c7ull, 0x747bfd9616cd9386ull, 
0x4bb1367192312787ull, 0x1b72a1638a6c44d3ull, 0x4a0e68a6e8359a66ull, 0x169a5039f258b6caull, 
0xb98a2ef44edee5a4ull, 0xd9083fe85e43a737ull, 0x967f6ce239624e13ull, 0x8874f62d3c1a7982ull, 
0x3c1629830af06e3full, 0x9165ebfd427e5a8eull, 0xb5dd81794ceeaa5cull, 0x0de8f15a7834f219ull, 
0x70bd98ede3dd5d25ull, 0xaccc9ca9328a8950ull, 0x56664eda1945ca28ull, 0x221db34c0f8859aeull, 
0x26dbd637fa98970dull, 0x1acdffb4f068f932ull, 0x4585254f64090fa0ull, 0x72de245e17d53afaull, 
0x1546b25d7c546cf4ull, 0x207e0ffffb803e71ull, 0xfaaad2732bcf4378ull, 0xb462dfae36ea17bdull, 
0xcf926fd1ac1b11fdull, 0xe0672dc7dba7ba4aull, 0xd3fa49ad5d6b41b3ull, 0x8ba81449b216a3bcull, 
0x14f9ec8a0650d115ull, 0x40fc1ee3eb1d7ce2ull, 0x23a2ed9b758ce44full, 0x782c521b14fddc7eull, 
0x1c68267cf170504eull, 0xbcf31558c1ca96e6ull, 0xa781b43b4ba6d235ull, 0xf6fd7dfe29ff0c80ull, 
0xb0a4bad5c3fad91eull, 0xd199f51ea963266cull, 0x414340349119c103ull, 0x5405f269ed4dadf7ull, 
0xabd61bb649969dcdull, 0x6813dbeae7bdc3c8ull, 0x65fb2ab09f8931d1ull, 0xf1e7fae152e3181dull, 
0xc1a67cef5a2339daull, 0x7a4feea8e0f5bba1ull, 0x1e0b9acf05783791ull, 0x5b8ebf8061713831ull, 
0x80e53cdbcb3af8d9ull, 0x7e898bd315e57502ull, 0xc6bcfbf0213f2d47ull, 0x95a38e86b76e942dull, 
0x092e94218d243cbaull, 0x8339debf453622e7ull, 0xb11be402b9fe64ffull, 0x57d9100d634177c9ull, 
0xcc4e8db52217cbc3ull, 0x3b0cae9c71ec7aa2ull, 0xfb158ca451cbfe99ull, 0x2b33276d82ac6514ull, 
0x01bf5ed77a04bde1ull, 0xc5601994af33f779ull, 0x75c4a3416cc92e67ull, 0xf3844652a6eb7fc2ull, 
0x3487e375fdd0ef64ull, 0x18ae430704609eedull, 0x4d14efb993298efbull, 0x815a620cb13e4538ull, 
0x125c354207487869ull, 0x9eeea614ce42cf48ull, 0xce2d3106d61fac1cull, 0xbbe99247bad6827bull, 
0x071a871f7b1c149dull, 0x2e4a1cc10db81656ull, 0x77a71ff298c149b8ull, 0x06a5d9c80118a97cull, 
0xad73c27e488e34b1ull, 0x443a7b981e0db241ull, 0xe3bbcfa355ab6074ull, 0x0af276450328e684ull, 
0x73617a896dd1871bull, 0x58525de4ef7de20full, 0xb7be3dcab8e6cd83ull, 0x19111dd07e64230cull, 
0x842359a03e2a367aull, 0x103f89f1f3401fb6ull, 0xdc710444d157d475ull, 0xb835702334da5845ull, 
0x4320fc876511a6dcull, 0xd026abc9d3679b8dull, 0x17250eee885c0b2bull, 0x90dab52a387ae76full, 
0x31fed8d972c49c26ull, 0x89cba8fa461ec463ull, 0x2ff5421677bcabb7ull, 0x396f122f85e41d7dull, 
0xa09b332430bac6a8ull, 0xc888e8ced7070560ull, 0xaeaf201ac682ee8full, 0x1180d7268944a257ull, 
0xf058a43628e7a5fcull, 0xbd4c4b8fbbce2b07ull, 0xa1246df34abe7b49ull, 0x7d5569b79be9af3cull, 
0xa9b5a705bd9efa12ull, 0xdb6b835baa4bc0e8ull, 0x05793bac8f147342ull, 0x21c1512881848390ull, 
0xfdb0556c50d357e5ull, 0x613d4fcb6a99ff72ull, 0x03dce2648e0cda3eull, 0xe949b9e6568386f0ull, 
0xfc0f0bbb2ad7ea04ull, 0x6a70675913b5a417ull, 0x7f36d5046fe1c8e3ull, 0x0c57af8d02304ff8ull, 
0x32223abdfcc84618ull, 0x0891caf6f720815bull, 0xa63eeaec31a26fd4ull, 0x2507345374944d33ull, 
0x49d28ac266394058ull, 0xf5219f9aa7f3d6beull, 0x2d96fea583b4cc68ull, 0x5a31e1571b7585d0ull, 
0x8ed12fe53d02d0feull, 0xdfade6205f5b0e4bull, 0x4cabb16ee92d331aull, 0x04c6657bf510cea3ull, 
0xd73c2cd6a87b8f10ull, 0xe1d87310a1a307abull, 0x6cd5be9112ad0d6bull, 0x97c032354366f3f2ull, 
0xd4e0ceb22677552eull, 0x0000000000000000ull, 0x29509bde76a402cbull, 0xc27a9e8bd42fe3e4ull, 
0x5ef7842cee654b73ull, 0xaf107ecdbc86536eull, 0x3fcacbe784fcb401ull, 0xd55f90655c73e8cfull, 
0xe6c2f40fdabf1336ull, 0xe8f6e7312c873b11ull, 0xeb2a0555a28be12full, 0xe4a148bc2eb774e9ull, 
0x9b979db84156bc0aull, 0x6eb60222e6a56ab4ull, 0x87ffbbc4b026ec44ull, 0xc703a5275b3b90a6ull, 
0x47e699fc9001687full, 0x9c8d1aa73a4aa897ull, 0x7cea3760e1ed12ddull, 0x4ec80ddd1d2554c5ull, 
0x13e36b957d4cc588ull, 0x5d2b66486069914dull, 0x92b90999cc7280b0ull, 0x517cc9c56259deb5ull, 
0xc937b619ad03b881ull, 0xec30824ad997f5b2ull, 0xa45d565fc5aa080bull, 0xd6837201d27f32f1ull, 
0x635ef3789e9198adull, 0x531f75769651b96aull, 0x4f77530a6721e924ull, 0x486dd4151c3dfdb9ull, 
0x5f48dafb9461f692ull, 0x375b011173dc355aull, 0x3da9775470f4d3deull, 0x8d0dcd81b30e0ac0ull, 
0x36e45fc609d888bbull, 0x55baacbe97491016ull, 0x8cb29356c90ab721ull, 0x76184125e2c5f459ull, 
0x99f4210bb55edbd5ull, 0x6f095cf59ca1d755ull, 0x9f51f8c3b44672a9ull, 0x3538bda287d45285ull, 
0x50c39712185d6354ull, 0xf23b1885dcefc223ull, 0x79930ccc6ef9619full, 0xed8fdc9da3934853ull, 
0xcb540aaa590bdf5eull, 0x5c94389f1a6d2cacull, 0xe77daad8a0bbaed7ull, 0x28efc5090ca0bf2aull, 
0xbf2ff73c4fc64cd8ull, 0xb37858b14df60320ull, 0xf8c96ec0dfc724a7ull, 0x828680683f329f06ull, 
0x941cd051cd6a29ccull, 0xc3c5c05cae2b5e05ull, 0xb601631dc2e27062ull, 0xc01922382027843bull, 
0x24b86a840e90f0d2ull, 0xd245177a276ffc52ull, 0x0f8b4de98c3c95c6ull, 0x3e759530fef809e0ull, 
0x0b4d2892792c5b65ull, 0xc4df4743d5374a98ull, 0xa5e20888bfaeb5eaull, 0xba56cc90c0d23f9aull, 
0x38d04cf8ffe0a09cull, 0x62e1adafe495254cull, 0x0263bcb3f40867dfull, 0xcaeb547d230f62bfull, 
0x6082111c109d4293ull, 0xdad4dd8cd04f7d09ull, 0xefec602e579b2f8cull, 0x1fb4c4187f7c8a70ull, 
0xffd3e9dfa4db303aull, 0x7bf0b07f9af10640ull, 0xf49ec14dddf76b5full, 0x8f6e713247066d1full, 
0x339d646a86ccfbf9ull, 0x64447467e58d8c30ull, 0x2c29a072f9b07189ull, 0xd8b7613f24471ad6ull, 
0x6627c8d41185ebefull, 0xa347d140beb61c96ull, 0xde12b8f7255fb3aaull, 0x9d324470404e1576ull, 
0x9306574eb6763d51ull, 0xa80af9d2c79a47f3ull, 0x859c0777442e8b9bull, 0x69ac853d9db97e29ull, 
0xc3407dfc2de6377eull, 0x5b9e93eea4256f77ull, 0xadb58fdd50c845e0ull, 0x5219ff11a75bed86ull, 
0x356b61cfd90b1de9ull, 0xfb8f406e25abe037ull, 0x7a5a0231c0f60796ull, 0x9d3cd216e1f5020bull, 
0x0c6550fb6b48d8f3ull, 0xf57508c427ff1c62ull, 0x4ad35ffa71cb407dull, 0x6290a2da1666aa6dull, 
0xe284ec2349355f9full, 0xb3c307c53d7c84ecull, 0x05e23c0468365a02ull, 0x190bac4d6c9ebfa8ull, 
0x94bbbee9e28b80faull, 0xa34fc777529cb9b5ull, 0xcc7b39f095bcd978ull, 0x2426addb0ce532e3ull, 
0x7e79329312ce4fc7ull, 0xab09a72eebec2917ull, 0xf8d15499f6b9d6c2ull, 0x1a55b8babf8c895dull, 
0xdb8add17fb769a85ull, 0xb57f2f368658e81bull, 0x8acd36f18f3f41f6ull, 0x5ce3b7bba50f11d3ull, 
0x114dcc14d5ee2f0aull, 0xb91a7fcded1030e8ull, 0x81d5425fe55de7a1ull, 0xb6213bc1554adeeeull, 
0x80144ef95f53f5f2ull, 0x1e7688186db4c10cull, 0x3b912965db5fe1bcull, 0xc281715a97e8252dull, 
0x54a5d7e21c7f8171ull, 0x4b12535ccbc5522eull, 0x1d289cefbea6f7f9ull, 0x6ef5f2217d2e729eull, 
0xe6a7dc819b0d17ceull, 0x1b94b41c05829b0eull, 0x33d7493c622f711eull, 0xdcf7f942fa5ce421ull, 
0x600fba8b7f7a8ecbull, 0x46b60f011a83988eull, 0x235b898e0dcf4c47ull, 0x957ab24f588592a9ull, 
0x4354330572b5c28cull, 0xa5f3ef84e9b8d542ull, 0x8c711e02341b2d01ull, 0x0b1874ae6a62a657ull, 
0x1213d8e306fc19ffull, 0xfe6d7c6a4d9dba35ull, 0x65ed868f174cd4c9ull, 0x88522ea0e6236550ull, 
0x899322065c2d7703ull, 0xc01e690bfef4018bull, 0x915982ed8abddaf8ull, 0xbe675b98ec3a4e4cull, 
0xa996bf7f82f00db1ull, 0xe1daf8d49a27696aull, 0x2effd5d3dc8986e7ull, 0xd153a51f2b1a2e81ull, 
0x18caa0ebd690adfbull, 0x390e3134b243c51aull, 0x2778b92cdff70416ull, 0x029f1851691c24a6ull, 
0x5e7cafeacc133575ull, 0xfa4e4cc89fa5f264ull, 0x5a5f9f481e2b7d24ull, 0x484c47ab18d764dbull, 
0x400a27f2a1a7f479ull, 0xaeeb9b2a83da7315ull, 0x721c626879869734ull, 0x042330a2d2384851ull, 
0x85f672fd3765aff0ull, 0xba446b3a3e02061dull, 0x73dd6ecec3888567ull, 0xffac70ccf793a866ull, 
0xdfa9edb5294ed2d4ull, 0x6c6aea7014325638ull, 0x834a5a0e8c41c307ull, 0xcdba35562fb2cb2bull, 
0x0ad97808d06cb404ull, 0x0f3b440cb85aee06ull, 0xe5f9c876481f213bull, 0x98deee1289c35809ull, 
0x59018bbfcd394bd1ull, 0xe01bf47220297b39ull, 0xde68e1139340c087ull, 0x9fa3ca4788e926adull, 
0xbb85679c840c144eull, 0x53d8f3b71d55ffd5ull, 0x0da45c5dd146caa0ull, 0x6f34fe87c72060cdull, 
0x57fbc315cf6db784ull, 0xcee421a1fca0fddeull, 0x3d2d0196607b8d4bull, 0x642c8a29ad42c69aull, 
0x14aff010bdd87508ull, 0xac74837beac657b3ull, 0x3216459ad821634dull, 0x3fb219c70967a9edull, 
0x06bc28f3bb246cf7ull, 0xf2082c9126d562c6ull, 0x66b39278c45ee23cull, 0xbd394f6f3f2878b9ull, 
0xfd33689d9e8f8cc0ull, 0x37f4799eb017394full, 0x108cc0b26fe03d59ull, 0xda4bd1b1417888d6ull, 
0xb09d1332ee6eb219ull, 0x2f3ed975668794b4ull, 0x58c0871977375982ull, 0x7561463d78ace990ull, 
0x09876cff037e82f1ull, 0x7fb83e35a8c05d94ull, 0x26b9b58a65f91645ull, 0xef20b07e9873953full, 
0x3148516d0b3355b8ull, 0x41cb2b541ba9e62aull, 0x790416c613e43163ull, 0xa011d380818e8f40ull, 
0x3a5025c36151f3efull, 0xd57095bdf92266d0ull, 0x498d4b0da2d97688ull, 0x8b0c3a57353153a5ull, 
0x21c491df64d368e1ull, 0x8f2f0af5e7091bf4ull, 0x2da1c1240f9bb012ull, 0xc43d59a92ccc49daull, 
0xbfa6573e56345c1full, 0x828b56a8364fd154ull, 0x9a41f643e0df7cafull, 0xbcf843c985266aeaull, 
0x2b1de9d7b4bfdce5ull, 0x20059d79dedd7ab2ull, 0x6dabe6d6ae3c446bull, 0x45e81bf6c991ae7bull, 
0x6351ae7cac68b83eull, 0xa432e32253b6c711ull, 0xd092a9b991143cd2ull, 0xcac711032e98b58full, 
0xd8d4c9e02864ac70ull, 0xc5fc550f96c25b89ull, 0xd7ef8dec903e4276ull, 0x67729ede7e50f06full, 
0xeac28c7af045cf3dull, 0xb15c1f945460a04aull, 0x9cfddeb05bfb1058ull, 0x93c69abce3a1fe5eull, 
0xeb0380dc4a4bdd6eull, 0xd20db1e8f8081874ull, 0x229a8528b7c15e14ull, 0x44291750739fbc28ull, 
0xd3ccbd4e42060a27ull, 0xf62b1c33f4ed2a97ull, 0x86a8660ae4779905ull, 0xd62e814a2a305025ull, 
0x477703a7a08d8addull, 0x7b9b0e977af815c5ull, 0x78c51a60a9ea2330ull, 0xa6adfb733aaae3b7ull, 
0x97e5aa1e3199b60full, 0x0000000000000000ull, 0xf4b404629df10e31ull, 0x5564db44a6719322ull, 
0x9207961a59afec0dull, 0x9624a6b88b97a45cull, 0x363575380a192b1cull, 0x2c60cd82b595a241ull, 
0x7d272664c1dc7932ull, 0x7142769faa94a1c1ull, 0xa1d0df263b809d13ull, 0x1630e841d4c451aeull, 
0xc1df65ad44fa13d8ull, 0x13d2d445bcf20bacull, 0xd915c546926abe23ull, 0x38cf3d92084dd749ull, 
0xe766d0272103059dull, 0xc7634d5effde7f2full, 0x077d2455012a7ea4ull, 0xedbfa82ff16fb199ull, 
0xaf2a978c39d46146ull, 0x42953fa3c8bbd0dfull, 0xcb061da59496a7dcull, 0x25e7a17db6eb20b0ull, 
0x34aa6d6963050fbaull, 0xa76cf7d580a4f1e4ull, 0xf7ea10954ee338c4ull, 0xfcf2643b24819e93ull, 
0xcf252d0746aeef8dull, 0x4ef06f58a3f3082cull, 0x563acfb37563a5d7ull, 0x5086e740ce47c920ull, 
0x2982f186dda3f843ull, 0x87696aac5e798b56ull, 0x5d22bb1d1f010380ull, 0x035e14f7d31236f5ull, 
0x3cec0d30da759f18ull, 0xf3c920379cdb7095ull, 0xb8db736b571e22bbull, 0xdd36f5e44052f672ull, 
0xaac8ab8851e23b44ull, 0xa857b3d938fe1fe2ull, 0x17f1e4e76eca43fdull, 0xec7ea4894b61a3caull, 
0x9e62c6e132e734feull, 0xd4b1991b432c7483ull, 0x6ad6c283af163acfull, 0x1ce9904904a8e5aaull, 
0x5fbda34c761d2726ull, 0xf910583f4cb7c491ull, 0xc6a241f845d06d7cull, 0x4f3163fe19fd1a7full, 
0xe99c988d2357f9c8ull, 0x8eee06535d0709a7ull, 0x0efa48aa0254fc55ull, 0xb4be23903c56fa48ull, 
0x763f52caabbedf65ull, 0xeee1bcd8227d876cull, 0xe345e085f33b4dccull, 0x3e731561b369bbbeull, 
0x2843fd2067adea10ull, 0x2adce5710eb1ceb6ull, 0xb7e03767ef44ccbdull, 0x8db012a48e153f52ull, 
0x61ceb62dc5749c98ull, 0xe85d942b9959eb9bull, 0x4c6f7709caef2c8aull, 0x84377e5b8d6bbda3ull, 
0x30895dcbb13d47ebull, 0x74a04a9bc2a2fbc3ull, 0x6b17ce251518289cull, 0xe438c4d0f2113368ull, 
0x1fb784bed7bad35full, 0x9b80fae55ad16efcull, 0x77fe5e6c11b0cd36ull, 0xc858095247849129ull, 
0x08466059b97090a2ull, 0x01c10ca6ba0e1253ull, 0x6988d6747c040c3aull, 0x6849dad2c60a1e69ull, 
0x5147ebe67449db73ull, 0xc99905f4fd8a837aull, 0x991fe2b433cd4a5aull, 0xf09734c04fc94660ull, 
0xa28ecbd1e892abe6ull, 0xf1563866f5c75433ull, 0x4dae7baf70e13ed9ull, 0x7ce62ac27bd26b61ull, 
0x70837a39109ab392ull, 0x90988e4b30b3c8abull, 0xb2020b63877296bfull, 0x156efcb607d6675bull, 
0xe63f55ce97c331d0ull, 0x25b506b0015bba16ull, 0xc8706e29e6ad9ba8ull, 0x5b43d3775d521f6aull, 
0x0bfa3d577035106eull, 0xab95fc172afb0e66ull, 0xf64b63979e7a3276ull, 0xf58b4562649dad4bull, 
0x48f7c3dbae0c83f1ull, 0xff31916642f5c8c5ull, 0xcbb048dc1c4a0495ull, 0x66b8f83cdf622989ull, 
0x35c130e908e2b9b0ull, 0x7c761a61f0b34fa1ull, 0x3601161cf205268dull, 0x9e54ccfe2219b7d6ull, 
0x8b7d90a538940837ull, 0x9cd403588ea35d0bull, 0xbc3c6fea9ccc5b5aull, 0xe5ff733b6d24aeedull, 
0xceed22de0f7eb8d2ull, 0xec8581cab1ab545eull, 0xb96105e88ff8e71dull, 0x8ca03501871a5eadull, 
0x76ccce65d6db2a2full, 0x5883f582a7b58057ull, 0x3f7be4ed2e8adc3eull, 0x0fe7be06355cd9c9ull, 
0xee054e6c1d11be83ull, 0x1074365909b903a6ull, 0x5dde9f80b4813c10ull, 0x4a770c7d02b6692cull, 
0x5379c8d5d7809039ull, 0xb4067448161ed409ull, 0x5f5e5026183bd6cdull, 0xe898029bf4c29df9ull, 
0x7fb63c940a54d09cull, 0xc5171f897f4ba8bcull, 0xa6f28db7b31d3d72ull, 0x2e4f3be7716eaa78ull, 
0x0d6771a099e63314ull, 0x82076254e41bf284ull, 0x2f0fd2b42733df98ull, 0x5c9e76d3e2dc49f0ull, 
0x7aeb569619606cdbull, 0x83478b07b2468764ull, 0xcfadcb8d5923cd32ull, 0x85dac7f05b95a41eull, 
0xb5469d1b4043a1e9ull, 0xb821ecbbd9a592fdull, 0x1b8e0b0e798c13c8ull, 0x62a57b6d9a0be02eull, 
0xfcf1b793b81257f8ull, 0x9d94ea0bd8fe28ebull, 0x4cea408aeb654a56ull, 0x23284a47e888996cull, 
0x2d8f1d128b893545ull, 0xf4cbac3132c0d8abull, 0xbd7c86b9ca912ebaull, 0x3a268eef3dbe6079ull, 
0xf0d62f6077a9110cull, 0x2735c916ade150cbull, 0x89fd5f03942ee2eaull, 0x1acee25d2fd16628ull, 
0x90f39bab41181bffull, 0x430dfe8cde39939full, 0xf70b8ac4c8274796ull, 0x1c53aeaac6024552ull, 
0x13b410acf35e9c9bull, 0xa532ab4249faa24full, 0x2b1251e5625a163full, 0xd7e3e676da4841c7ull, 
0xa7b264e4e5404892ull, 0xda8497d643ae72d3ull, 0x861ae105a1723b23ull, 0x38a6414991048aa4ull, 
0x6578dec92585b6b4ull, 0x0280cfa6acbaeaddull, 0x88bdb650c273970aull, 0x9333bd5ebbff84c2ull, 
0x4e6a8f2c47dfa08bull, 0x321c954db76cef2aull, 0x418d312a72837942ull, 0xb29b38bfffcdf773ull, 
0x6c022c38f90a4c07ull, 0x5a033a240b0f6a8aull, 0x1f93885f3ce5da6full, 0xc38a537e96988bc6ull, 
0x39e6a81ac759ff44ull, 0x29929e43cee0fce2ull, 0x40cdd87924de0ca2ull, 0xe9d8ebc8a29fe819ull, 
0x0c2798f3cfbb46f4ull, 0x55e484223e53b343ull, 0x4650948ecd0d2fd8ull, 0x20e86cb2126f0651ull, 
0x6d42c56baf5739e7ull, 0xa06fc1405ace1e08ull, 0x7babbfc54f3d193bull, 0x424d17df8864e67full, 
0xd8045870ef14980eull, 0xc6d7397c85ac3781ull, 0x21a885e1443273b1ull, 0x67f8116f893f5c69ull, 
0x24f5efe35706cff6ull, 0xd56329d076f2ab1aull, 0x5e1eb9754e66a32dull, 0x28d2771098bd8902ull, 
0x8f6013f47dfdc190ull, 0x17a993fdb637553cull, 0xe0a219397e1012aaull, 0x786b9930b5da8606ull, 
0x6e82e39e55b0a6daull, 0x875a0856f72f4ec3ull, 0x3741ff4fa458536dull, 0xac4859b3957558fcull, 
0x7ef6d5c75c09a57cull, 0xc04a758b6c7f14fbull, 0xf9acdd91ab26ebbfull, 0x7391a467c5ef9668ull, 
0x335c7c1ee1319acaull, 0xa91533b18641e4bbull, 0xe4bf9a683b79db0dull, 0x8e20faa72ba0b470ull, 
0x51f907737b3a7ae4ull, 0x2268a314bed5ec8cull, 0xd944b123b949edeeull, 0x31dcb3b84d8b7017ull, 
0xd3fe65279f218860ull, 0x097af2f1dc8ffab3ull, 0x9b09a6fc312d0b91ull, 0xcc6ded78a3c4520full, 
0x3481d9ba5ebfcc50ull, 0x4f2a667f1182d56bull, 0xdfd9fdd4509ace94ull, 0x26752045fbbc252bull, 
0xbffc491f662bc467ull, 0xdd593272fc202449ull, 0x3cbbc218d46d4303ull, 0x91b372f817456e1full, 
0x681faf69bc6385a0ull, 0xb686bbeebaa43ed4ull, 0x1469b5084cd0ca01ull, 0x98c98009cbca94acull, 
0x6438379a73d8c354ull, 0xc2caba2dc0c5fe26ull, 0x3e3b0dbe78d7a9deull, 0x50b9ee202d670f04ull, 
0x4590b27b37eab0e5ull, 0x6025b4cb36b10af3ull, 0xfb2c1237079c0162ull, 0xa12f28130c936be8ull, 
0x4b37e52e54eb1cccull, 0x083a1ba28ad28f53ull, 0xc10a9cd83a22611bull, 0x9f1425ad7444c236ull, 
0x069d4cf7e9d3237aull, 0xedc56899e7f621beull, 0x778c273680865fcfull, 0x309c5aeb1bd605f7ull, 
0x8de0dc52d1472b4dull, 0xf8ec34c2fd7b9e5full, 0xea18cd3d58787724ull, 0xaad515447ca67b86ull, 
0x9989695a9d97e14cull, 0x0000000000000000ull, 0xf196c63321f464ecull, 0x71116bc169557cb5ull, 
0xaf887f466f92c7c1ull, 0x972e3e0ffe964d65ull, 0x190ec4a8d536f915ull, 0x95aef1a9522ca7b8ull, 
0xdc19db21aa7d51a9ull, 0x94ee18fa0471d258ull, 0x8087adf248a11859ull, 0xc457f6da2916dd5cull, 
0xfa6cfb6451c17482ull, 0xf256e0c6db13fbd1ull, 0x6a9f60cf10d96f7dull, 0x4daaa9d9bd383fb6ull, 
0x03c026f5fae79f3dull, 0xde99148706c7bb74ull, 0x2a52b8b6340763dfull, 0x6fc20acd03edd33aull, 
0xd423c08320afdefaull, 0xbbe1ca4e23420dc0ull, 0x966ed75ca8cb3885ull, 0xeb58246e0e2502c4ull, 
0x055d6a021334bc47ull, 0xa47242111fa7d7afull, 0xe3623fcc84f78d97ull, 0x81c744a11efc6db9ull, 
0xaec8961539cfb221ull, 0xf31609958d4e8e31ull, 0x63e5923ecc5695ceull, 0x47107ddd9b505a38ull, 
0xa3afe7b5a0298135ull, 0x792b7063e387f3e6ull, 0x0140e953565d75e0ull, 0x12f4f9ffa503e97bull, 
0x750ce8902c3cb512ull, 0xdbc47e8515f30733ull, 0x1ed3610c6ab8af8full, 0x5239218681dde5d9ull, 
0xe222d69fd2aaf877ull, 0xfe71783514a8bd25ull, 0xcaf0a18f4a177175ull, 0x61655d9860ec7f13ull, 
0xe77fbc9dc19e4430ull, 0x2ccff441ddd440a5ull, 0x16e97aaee06a20dcull, 0xa855dae2d01c915bull, 
0x1d1347f9905f30b2ull, 0xb7c652bdecf94b34ull, 0xd03e43d265c6175dull, 0xfdb15ec0ee4f2218ull, 
0x57644b8492e9599eull, 0x07dda5a4bf8e569aull, 0x54a46d71680ec6a3ull, 0x5624a2d7c4b42c7eull, 
0xbebca04c3076b187ull, 0x7d36f332a6ee3a41ull, 0x3b6667bc6be31599ull, 0x695f463aea3ef040ull, 
0xad08b0e0c3282d1cull, 0xb15b1e4a052a684eull, 0x44d05b2861b7c505ull, 0x15295c5b1a8dbfe1ull, 
0x744c01c37a61c0f2ull, 0x59c31cd1f1e8f5b7ull, 0xef45a73f4b4ccb63ull, 0x6bdf899c46841a9dull, 
0x3dfb2b4b823036e3ull, 0xa2ef0ee6f674f4d5ull, 0x184e2dfb836b8cf5ull, 0x1134df0a5fe47646ull, 
0xbaa1231d751f7820ull, 0xd17eaa81339b62bdull, 0xb01bf71953771daeull, 0x849a2ea30dc8d1feull, 
0x705182923f080955ull, 0x0ea757556301ac29ull, 0x041d83514569c9a7ull, 0x0abad4042668658eull, 
0x49b72a88f851f611ull, 0x8a3d79f66ec97dd7ull, 0xcd2d042bf59927efull, 0xc930877ab0f0ee48ull, 
0x9273540deda2f122ull, 0xc797d02fd3f14261ull, 0xe1e2f06a284d674aull, 0xd2be8c74c97cfd80ull, 
0x9a494faf67707e71ull, 0xb3dbd1eca9908293ull, 0x72d14d3493b2e388ull, 0xd6a30f258c153427ull, 
};

/* g_N(h, m) of dsl/streebog.gg, on 64-bit words (word 0 least significant): h <- g. */
GG_HD void gg_cuda_streebog_g(const uint64_t *L, uint64_t *h, const uint64_t *N, const uint64_t *m)
{
    const uint64_t h_0 = h[0], h_1 = h[1], h_2 = h[2], h_3 = h[3], h_4 = h[4], h_5 = h[5], h_6 = h[6], h_7 = h[7];
    const uint64_t N_0 = N[0], N_1 = N[1], N_2 = N[2], N_3 = N[3], N_4 = N[4], N_5 = N[5], N_6 = N[6], N_7 = N[7];
    const uint64_t m_0 = m[0], m_1 = m[1], m_2 = m[2], m_3 = m[3], m_4 = m[4], m_5 = m[5], m_6 = m[6], m_7 = m[7];
    const uint64_t vt4_x0 = (h_0 ^ N_0);
    const uint64_t vt4_x1 = (h_1 ^ N_1);
    const uint64_t vt4_x2 = (h_2 ^ N_2);
    const uint64_t vt4_x3 = (h_3 ^ N_3);
    const uint64_t vt4_x4 = (h_4 ^ N_4);
    const uint64_t vt4_x5 = (h_5 ^ N_5);
    const uint64_t vt4_x6 = (h_6 ^ N_6);
    const uint64_t vt4_x7 = (h_7 ^ N_7);
    const uint64_t vt4_0 = L[0 + ((vt4_x0 >> 0) & 255)] ^ L[256 + ((vt4_x1 >> 0) & 255)] ^ L[512 + ((vt4_x2 >> 0) & 255)] ^ L[768 + ((vt4_x3 >> 0) & 255)] ^ L[1024 + ((vt4_x4 >> 0) & 255)] ^ L[1280 + ((vt4_x5 >> 0) & 255)] ^ L[1536 + ((vt4_x6 >> 0) & 255)] ^ L[1792 + ((vt4_x7 >> 0) & 255)];
    const uint64_t vt4_1 = L[0 + ((vt4_x0 >> 8) & 255)] ^ L[256 + ((vt4_x1 >> 8) & 255)] ^ L[512 + ((vt4_x2 >> 8) & 255)] ^ L[768 + ((vt4_x3 >> 8) & 255)] ^ L[1024 + ((vt4_x4 >> 8) & 255)] ^ L[1280 + ((vt4_x5 >> 8) & 255)] ^ L[1536 + ((vt4_x6 >> 8) & 255)] ^ L[1792 + ((vt4_x7 >> 8) & 255)];
    const uint64_t vt4_2 = L[0 + ((vt4_x0 >> 16) & 255)] ^ L[256 + ((vt4_x1 >> 16) & 255)] ^ L[512 + ((vt4_x2 >> 16) & 255)] ^ L[768 + ((vt4_x3 >> 16) & 255)] ^ L[1024 + ((vt4_x4 >> 16) & 255)] ^ L[1280 + ((vt4_x5 >> 16) & 255)] ^ L[1536 + ((vt4_x6 >> 16) & 255)] ^ L[1792 + ((vt4_x7 >> 16) & 255)];
    const uint64_t vt4_3 = L[0 + ((vt4_x0 >> 24) & 255)] ^ L[256 + ((vt4_x1 >> 24) & 255)] ^ L[512 + ((vt4_x2 >> 24) & 255)] ^ L[768 + ((vt4_x3 >> 24) & 255)] ^ L[1024 + ((vt4_x4 >> 24) & 255)] ^ L[1280 + ((vt4_x5 >> 24) & 255)] ^ L[1536 + ((vt4_x6 >> 24) & 255)] ^ L[1792 + ((vt4_x7 >> 24) & 255)];
    const uint64_t vt4_4 = L[0 + ((vt4_x0 >> 32) & 255)] ^ L[256 + ((vt4_x1 >> 32) & 255)] ^ L[512 + ((vt4_x2 >> 32) & 255)] ^ L[768 + ((vt4_x3 >> 32) & 255)] ^ L[1024 + ((vt4_x4 >> 32) & 255)] ^ L[1280 + ((vt4_x5 >> 32) & 255)] ^ L[1536 + ((vt4_x6 >> 32) & 255)] ^ L[1792 + ((vt4_x7 >> 32) & 255)];
    const uint64_t vt4_5 = L[0 + ((vt4_x0 >> 40) & 255)] ^ L[256 + ((vt4_x1 >> 40) & 255)] ^ L[512 + ((vt4_x2 >> 40) & 255)] ^ L[768 + ((vt4_x3 >> 40) & 255)] ^ L[1024 + ((vt4_x4 >> 40) & 255)] ^ L[1280 + ((vt4_x5 >> 40) & 255)] ^ L[1536 + ((vt4_x6 >> 40) & 255)] ^ L[1792 + ((vt4_x7 >> 40) & 255)];
    const uint64_t vt4_6 = L[0 + ((vt4_x0 >> 48) & 255)] ^ L[256 + ((vt4_x1 >> 48) & 255)] ^ L[512 + ((vt4_x2 >> 48) & 255)] ^ L[768 + ((vt4_x3 >> 48) & 255)] ^ L[1024 + ((vt4_x4 >> 48) & 255)] ^ L[1280 + ((vt4_x5 >> 48) & 255)] ^ L[1536 + ((vt4_x6 >> 48) & 255)] ^ L[1792 + ((vt4_x7 >> 48) & 255)];
    const uint64_t vt4_7 = L[0 + ((vt4_x0 >> 56) & 255)] ^ L[256 + ((vt4_x1 >> 56) & 255)] ^ L[512 + ((vt4_x2 >> 56) & 255)] ^ L[768 + ((vt4_x3 >> 56) & 255)] ^ L[1024 + ((vt4_x4 >> 56) & 255)] ^ L[1280 + ((vt4_x5 >> 56) & 255)] ^ L[1536 + ((vt4_x6 >> 56) & 255)] ^ L[1792 + ((vt4_x7 >> 56) & 255)];
    const uint64_t vt8_x0 = (vt4_0 ^ m_0);
    const uint64_t vt8_x1 = (vt4_1 ^ m_1);
    const uint64_t vt8_x2 = (vt4_2 ^ m_2);
    const uint64_t vt8_x3 = (vt4_3 ^ m_3);
    const uint64_t vt8_x4 = (vt4_4 ^ m_4);
    const uint64_t vt8_x5 = (vt4_5 ^ m_5);
    const uint64_t vt8_x6 = (vt4_6 ^ m_6);
    const uint64_t vt8_x7 = (vt4_7 ^ m_7);
    const uint64_t vt8_0 = L[0 + ((vt8_x0 >> 0) & 255)] ^ L[256 + ((vt8_x1 >> 0) & 255)] ^ L[512 + ((vt8_x2 >> 0) & 255)] ^ L[768 + ((vt8_x3 >> 0) & 255)] ^ L[1024 + ((vt8_x4 >> 0) & 255)] ^ L[1280 + ((vt8_x5 >> 0) & 255)] ^ L[1536 + ((vt8_x6 >> 0) & 255)] ^ L[1792 + ((vt8_x7 >> 0) & 255)];
    const uint64_t vt8_1 = L[0 + ((vt8_x0 >> 8) & 255)] ^ L[256 + ((vt8_x1 >> 8) & 255)] ^ L[512 + ((vt8_x2 >> 8) & 255)] ^ L[768 + ((vt8_x3 >> 8) & 255)] ^ L[1024 + ((vt8_x4 >> 8) & 255)] ^ L[1280 + ((vt8_x5 >> 8) & 255)] ^ L[1536 + ((vt8_x6 >> 8) & 255)] ^ L[1792 + ((vt8_x7 >> 8) & 255)];
    const uint64_t vt8_2 = L[0 + ((vt8_x0 >> 16) & 255)] ^ L[256 + ((vt8_x1 >> 16) & 255)] ^ L[512 + ((vt8_x2 >> 16) & 255)] ^ L[768 + ((vt8_x3 >> 16) & 255)] ^ L[1024 + ((vt8_x4 >> 16) & 255)] ^ L[1280 + ((vt8_x5 >> 16) & 255)] ^ L[1536 + ((vt8_x6 >> 16) & 255)] ^ L[1792 + ((vt8_x7 >> 16) & 255)];
    const uint64_t vt8_3 = L[0 + ((vt8_x0 >> 24) & 255)] ^ L[256 + ((vt8_x1 >> 24) & 255)] ^ L[512 + ((vt8_x2 >> 24) & 255)] ^ L[768 + ((vt8_x3 >> 24) & 255)] ^ L[1024 + ((vt8_x4 >> 24) & 255)] ^ L[1280 + ((vt8_x5 >> 24) & 255)] ^ L[1536 + ((vt8_x6 >> 24) & 255)] ^ L[1792 + ((vt8_x7 >> 24) & 255)];
    const uint64_t vt8_4 = L[0 + ((vt8_x0 >> 32) & 255)] ^ L[256 + ((vt8_x1 >> 32) & 255)] ^ L[512 + ((vt8_x2 >> 32) & 255)] ^ L[768 + ((vt8_x3 >> 32) & 255)] ^ L[1024 + ((vt8_x4 >> 32) & 255)] ^ L[1280 + ((vt8_x5 >> 32) & 255)] ^ L[1536 + ((vt8_x6 >> 32) & 255)] ^ L[1792 + ((vt8_x7 >> 32) & 255)];
    const uint64_t vt8_5 = L[0 + ((vt8_x0 >> 40) & 255)] ^ L[256 + ((vt8_x1 >> 40) & 255)] ^ L[512 + ((vt8_x2 >> 40) & 255)] ^ L[768 + ((vt8_x3 >> 40) & 255)] ^ L[1024 + ((vt8_x4 >> 40) & 255)] ^ L[1280 + ((vt8_x5 >> 40) & 255)] ^ L[1536 + ((vt8_x6 >> 40) & 255)] ^ L[1792 + ((vt8_x7 >> 40) & 255)];
    const uint64_t vt8_6 = L[0 + ((vt8_x0 >> 48) & 255)] ^ L[256 + ((vt8_x1 >> 48) & 255)] ^ L[512 + ((vt8_x2 >> 48) & 255)] ^ L[768 + ((vt8_x3 >> 48) & 255)] ^ L[1024 + ((vt8_x4 >> 48) & 255)] ^ L[1280 + ((vt8_x5 >> 48) & 255)] ^ L[1536 + ((vt8_x6 >> 48) & 255)] ^ L[1792 + ((vt8_x7 >> 48) & 255)];
    const uint64_t vt8_7 = L[0 + ((vt8_x0 >> 56) & 255)] ^ L[256 + ((vt8_x1 >> 56) & 255)] ^ L[512 + ((vt8_x2 >> 56) & 255)] ^ L[768 + ((vt8_x3 >> 56) & 255)] ^ L[1024 + ((vt8_x4 >> 56) & 255)] ^ L[1280 + ((vt8_x5 >> 56) & 255)] ^ L[1536 + ((vt8_x6 >> 56) & 255)] ^ L[1792 + ((vt8_x7 >> 56) & 255)];
    const uint64_t vt13_x0 = (vt4_0 ^ GG_CUDA_C(0, 0));
    const uint64_t vt13_x1 = (vt4_1 ^ GG_CUDA_C(0, 1));
    const uint64_t vt13_x2 = (vt4_2 ^ GG_CUDA_C(0, 2));
    const uint64_t vt13_x3 = (vt4_3 ^ GG_CUDA_C(0, 3));
    const uint64_t vt13_x4 = (vt4_4 ^ GG_CUDA_C(0, 4));
    const uint64_t vt13_x5 = (vt4_5 ^ GG_CUDA_C(0, 5));
    const uint64_t vt13_x6 = (vt4_6 ^ GG_CUDA_C(0, 6));
    const uint64_t vt13_x7 = (vt4_7 ^ GG_CUDA_C(0, 7));
    const uint64_t vt13_0 = L[0 + ((vt13_x0 >> 0) & 255)] ^ L[256 + ((vt13_x1 >> 0) & 255)] ^ L[512 + ((vt13_x2 >> 0) & 255)] ^ L[768 + ((vt13_x3 >> 0) & 255)] ^ L[1024 + ((vt13_x4 >> 0) & 255)] ^ L[1280 + ((vt13_x5 >> 0) & 255)] ^ L[1536 + ((vt13_x6 >> 0) & 255)] ^ L[1792 + ((vt13_x7 >> 0) & 255)];
    const uint64_t vt13_1 = L[0 + ((vt13_x0 >> 8) & 255)] ^ L[256 + ((vt13_x1 >> 8) & 255)] ^ L[512 + ((vt13_x2 >> 8) & 255)] ^ L[768 + ((vt13_x3 >> 8) & 255)] ^ L[1024 + ((vt13_x4 >> 8) & 255)] ^ L[1280 + ((vt13_x5 >> 8) & 255)] ^ L[1536 + ((vt13_x6 >> 8) & 255)] ^ L[1792 + ((vt13_x7 >> 8) & 255)];
    const uint64_t vt13_2 = L[0 + ((vt13_x0 >> 16) & 255)] ^ L[256 + ((vt13_x1 >> 16) & 255)] ^ L[512 + ((vt13_x2 >> 16) & 255)] ^ L[768 + ((vt13_x3 >> 16) & 255)] ^ L[1024 + ((vt13_x4 >> 16) & 255)] ^ L[1280 + ((vt13_x5 >> 16) & 255)] ^ L[1536 + ((vt13_x6 >> 16) & 255)] ^ L[1792 + ((vt13_x7 >> 16) & 255)];
    const uint64_t vt13_3 = L[0 + ((vt13_x0 >> 24) & 255)] ^ L[256 + ((vt13_x1 >> 24) & 255)] ^ L[512 + ((vt13_x2 >> 24) & 255)] ^ L[768 + ((vt13_x3 >> 24) & 255)] ^ L[1024 + ((vt13_x4 >> 24) & 255)] ^ L[1280 + ((vt13_x5 >> 24) & 255)] ^ L[1536 + ((vt13_x6 >> 24) & 255)] ^ L[1792 + ((vt13_x7 >> 24) & 255)];
    const uint64_t vt13_4 = L[0 + ((vt13_x0 >> 32) & 255)] ^ L[256 + ((vt13_x1 >> 32) & 255)] ^ L[512 + ((vt13_x2 >> 32) & 255)] ^ L[768 + ((vt13_x3 >> 32) & 255)] ^ L[1024 + ((vt13_x4 >> 32) & 255)] ^ L[1280 + ((vt13_x5 >> 32) & 255)] ^ L[1536 + ((vt13_x6 >> 32) & 255)] ^ L[1792 + ((vt13_x7 >> 32) & 255)];
    const uint64_t vt13_5 = L[0 + ((vt13_x0 >> 40) & 255)] ^ L[256 + ((vt13_x1 >> 40) & 255)] ^ L[512 + ((vt13_x2 >> 40) & 255)] ^ L[768 + ((vt13_x3 >> 40) & 255)] ^ L[1024 + ((vt13_x4 >> 40) & 255)] ^ L[1280 + ((vt13_x5 >> 40) & 255)] ^ L[1536 + ((vt13_x6 >> 40) & 255)] ^ L[1792 + ((vt13_x7 >> 40) & 255)];
    const uint64_t vt13_6 = L[0 + ((vt13_x0 >> 48) & 255)] ^ L[256 + ((vt13_x1 >> 48) & 255)] ^ L[512 + ((vt13_x2 >> 48) & 255)] ^ L[768 + ((vt13_x3 >> 48) & 255)] ^ L[1024 + ((vt13_x4 >> 48) & 255)] ^ L[1280 + ((vt13_x5 >> 48) & 255)] ^ L[1536 + ((vt13_x6 >> 48) & 255)] ^ L[1792 + ((vt13_x7 >> 48) & 255)];
    const uint64_t vt13_7 = L[0 + ((vt13_x0 >> 56) & 255)] ^ L[256 + ((vt13_x1 >> 56) & 255)] ^ L[512 + ((vt13_x2 >> 56) & 255)] ^ L[768 + ((vt13_x3 >> 56) & 255)] ^ L[1024 + ((vt13_x4 >> 56) & 255)] ^ L[1280 + ((vt13_x5 >> 56) & 255)] ^ L[1536 + ((vt13_x6 >> 56) & 255)] ^ L[1792 + ((vt13_x7 >> 56) & 255)];
    const uint64_t vt17_x0 = (vt13_0 ^ vt8_0);
    const uint64_t vt17_x1 = (vt13_1 ^ vt8_1);
    const uint64_t vt17_x2 = (vt13_2 ^ vt8_2);
    const uint64_t vt17_x3 = (vt13_3 ^ vt8_3);
    const uint64_t vt17_x4 = (vt13_4 ^ vt8_4);
    const uint64_t vt17_x5 = (vt13_5 ^ vt8_5);
    const uint64_t vt17_x6 = (vt13_6 ^ vt8_6);
    const uint64_t vt17_x7 = (vt13_7 ^ vt8_7);
    const uint64_t vt17_0 = L[0 + ((vt17_x0 >> 0) & 255)] ^ L[256 + ((vt17_x1 >> 0) & 255)] ^ L[512 + ((vt17_x2 >> 0) & 255)] ^ L[768 + ((vt17_x3 >> 0) & 255)] ^ L[1024 + ((vt17_x4 >> 0) & 255)] ^ L[1280 + ((vt17_x5 >> 0) & 255)] ^ L[1536 + ((vt17_x6 >> 0) & 255)] ^ L[1792 + ((vt17_x7 >> 0) & 255)];
    const uint64_t vt17_1 = L[0 + ((vt17_x0 >> 8) & 255)] ^ L[256 + ((vt17_x1 >> 8) & 255)] ^ L[512 + ((vt17_x2 >> 8) & 255)] ^ L[768 + ((vt17_x3 >> 8) & 255)] ^ L[1024 + ((vt17_x4 >> 8) & 255)] ^ L[1280 + ((vt17_x5 >> 8) & 255)] ^ L[1536 + ((vt17_x6 >> 8) & 255)] ^ L[1792 + ((vt17_x7 >> 8) & 255)];
    const uint64_t vt17_2 = L[0 + ((vt17_x0 >> 16) & 255)] ^ L[256 + ((vt17_x1 >> 16) & 255)] ^ L[512 + ((vt17_x2 >> 16) & 255)] ^ L[768 + ((vt17_x3 >> 16) & 255)] ^ L[1024 + ((vt17_x4 >> 16) & 255)] ^ L[1280 + ((vt17_x5 >> 16) & 255)] ^ L[1536 + ((vt17_x6 >> 16) & 255)] ^ L[1792 + ((vt17_x7 >> 16) & 255)];
    const uint64_t vt17_3 = L[0 + ((vt17_x0 >> 24) & 255)] ^ L[256 + ((vt17_x1 >> 24) & 255)] ^ L[512 + ((vt17_x2 >> 24) & 255)] ^ L[768 + ((vt17_x3 >> 24) & 255)] ^ L[1024 + ((vt17_x4 >> 24) & 255)] ^ L[1280 + ((vt17_x5 >> 24) & 255)] ^ L[1536 + ((vt17_x6 >> 24) & 255)] ^ L[1792 + ((vt17_x7 >> 24) & 255)];
    const uint64_t vt17_4 = L[0 + ((vt17_x0 >> 32) & 255)] ^ L[256 + ((vt17_x1 >> 32) & 255)] ^ L[512 + ((vt17_x2 >> 32) & 255)] ^ L[768 + ((vt17_x3 >> 32) & 255)] ^ L[1024 + ((vt17_x4 >> 32) & 255)] ^ L[1280 + ((vt17_x5 >> 32) & 255)] ^ L[1536 + ((vt17_x6 >> 32) & 255)] ^ L[1792 + ((vt17_x7 >> 32) & 255)];
    const uint64_t vt17_5 = L[0 + ((vt17_x0 >> 40) & 255)] ^ L[256 + ((vt17_x1 >> 40) & 255)] ^ L[512 + ((vt17_x2 >> 40) & 255)] ^ L[768 + ((vt17_x3 >> 40) & 255)] ^ L[1024 + ((vt17_x4 >> 40) & 255)] ^ L[1280 + ((vt17_x5 >> 40) & 255)] ^ L[1536 + ((vt17_x6 >> 40) & 255)] ^ L[1792 + ((vt17_x7 >> 40) & 255)];
    const uint64_t vt17_6 = L[0 + ((vt17_x0 >> 48) & 255)] ^ L[256 + ((vt17_x1 >> 48) & 255)] ^ L[512 + ((vt17_x2 >> 48) & 255)] ^ L[768 + ((vt17_x3 >> 48) & 255)] ^ L[1024 + ((vt17_x4 >> 48) & 255)] ^ L[1280 + ((vt17_x5 >> 48) & 255)] ^ L[1536 + ((vt17_x6 >> 48) & 255)] ^ L[1792 + ((vt17_x7 >> 48) & 255)];
    const uint64_t vt17_7 = L[0 + ((vt17_x0 >> 56) & 255)] ^ L[256 + ((vt17_x1 >> 56) & 255)] ^ L[512 + ((vt17_x2 >> 56) & 255)] ^ L[768 + ((vt17_x3 >> 56) & 255)] ^ L[1024 + ((vt17_x4 >> 56) & 255)] ^ L[1280 + ((vt17_x5 >> 56) & 255)] ^ L[1536 + ((vt17_x6 >> 56) & 255)] ^ L[1792 + ((vt17_x7 >> 56) & 255)];
    const uint64_t vt22_x0 = (vt13_0 ^ GG_CUDA_C(1, 0));
    const uint64_t vt22_x1 = (vt13_1 ^ GG_CUDA_C(1, 1));
    const uint64_t vt22_x2 = (vt13_2 ^ GG_CUDA_C(1, 2));
    const uint64_t vt22_x3 = (vt13_3 ^ GG_CUDA_C(1, 3));
    const uint64_t vt22_x4 = (vt13_4 ^ GG_CUDA_C(1, 4));
    const uint64_t vt22_x5 = (vt13_5 ^ GG_CUDA_C(1, 5));
    const uint64_t vt22_x6 = (vt13_6 ^ GG_CUDA_C(1, 6));
    const uint64_t vt22_x7 = (vt13_7 ^ GG_CUDA_C(1, 7));
    const uint64_t vt22_0 = L[0 + ((vt22_x0 >> 0) & 255)] ^ L[256 + ((vt22_x1 >> 0) & 255)] ^ L[512 + ((vt22_x2 >> 0) & 255)] ^ L[768 + ((vt22_x3 >> 0) & 255)] ^ L[1024 + ((vt22_x4 >> 0) & 255)] ^ L[1280 + ((vt22_x5 >> 0) & 255)] ^ L[1536 + ((vt22_x6 >> 0) & 255)] ^ L[1792 + ((vt22_x7 >> 0) & 255)];
    const uint64_t vt22_1 = L[0 + ((vt22_x0 >> 8) & 255)] ^ L[256 + ((vt22_x1 >> 8) & 255)] ^ L[512 + ((vt22_x2 >> 8) & 255)] ^ L[768 + ((vt22_x3 >> 8) & 255)] ^ L[1024 + ((vt22_x4 >> 8) & 255)] ^ L[1280 + ((vt22_x5 >> 8) & 255)] ^ L[1536 + ((vt22_x6 >> 8) & 255)] ^ L[1792 + ((vt22_x7 >> 8) & 255)];
    const uint64_t vt22_2 = L[0 + ((vt22_x0 >> 16) & 255)] ^ L[256 + ((vt22_x1 >> 16) & 255)] ^ L[512 + ((vt22_x2 >> 16) & 255)] ^ L[768 + ((vt22_x3 >> 16) & 255)] ^ L[1024 + ((vt22_x4 >> 16) & 255)] ^ L[1280 + ((vt22_x5 >> 16) & 255)] ^ L[1536 + ((vt22_x6 >> 16) & 255)] ^ L[1792 + ((vt22_x7 >> 16) & 255)];
    const uint64_t vt22_3 = L[0 + ((vt22_x0 >> 24) & 255)] ^ L[256 + ((vt22_x1 >> 24) & 255)] ^ L[512 + ((vt22_x2 >> 24) & 255)] ^ L[768 + ((vt22_x3 >> 24) & 255)] ^ L[1024 + ((vt22_x4 >> 24) & 255)] ^ L[1280 + ((vt22_x5 >> 24) & 255)] ^ L[1536 + ((vt22_x6 >> 24) & 255)] ^ L[1792 + ((vt22_x7 >> 24) & 255)];
    const uint64_t vt22_4 = L[0 + ((vt22_x0 >> 32) & 255)] ^ L[256 + ((vt22_x1 >> 32) & 255)] ^ L[512 + ((vt22_x2 >> 32) & 255)] ^ L[768 + ((vt22_x3 >> 32) & 255)] ^ L[1024 + ((vt22_x4 >> 32) & 255)] ^ L[1280 + ((vt22_x5 >> 32) & 255)] ^ L[1536 + ((vt22_x6 >> 32) & 255)] ^ L[1792 + ((vt22_x7 >> 32) & 255)];
    const uint64_t vt22_5 = L[0 + ((vt22_x0 >> 40) & 255)] ^ L[256 + ((vt22_x1 >> 40) & 255)] ^ L[512 + ((vt22_x2 >> 40) & 255)] ^ L[768 + ((vt22_x3 >> 40) & 255)] ^ L[1024 + ((vt22_x4 >> 40) & 255)] ^ L[1280 + ((vt22_x5 >> 40) & 255)] ^ L[1536 + ((vt22_x6 >> 40) & 255)] ^ L[1792 + ((vt22_x7 >> 40) & 255)];
    const uint64_t vt22_6 = L[0 + ((vt22_x0 >> 48) & 255)] ^ L[256 + ((vt22_x1 >> 48) & 255)] ^ L[512 + ((vt22_x2 >> 48) & 255)] ^ L[768 + ((vt22_x3 >> 48) & 255)] ^ L[1024 + ((vt22_x4 >> 48) & 255)] ^ L[1280 + ((vt22_x5 >> 48) & 255)] ^ L[1536 + ((vt22_x6 >> 48) & 255)] ^ L[1792 + ((vt22_x7 >> 48) & 255)];
    const uint64_t vt22_7 = L[0 + ((vt22_x0 >> 56) & 255)] ^ L[256 + ((vt22_x1 >> 56) & 255)] ^ L[512 + ((vt22_x2 >> 56) & 255)] ^ L[768 + ((vt22_x3 >> 56) & 255)] ^ L[1024 + ((vt22_x4 >> 56) & 255)] ^ L[1280 + ((vt22_x5 >> 56) & 255)] ^ L[1536 + ((vt22_x6 >> 56) & 255)] ^ L[1792 + ((vt22_x7 >> 56) & 255)];
    const uint64_t vt26_x0 = (vt22_0 ^ vt17_0);
    const uint64_t vt26_x1 = (vt22_1 ^ vt17_1);
    const uint64_t vt26_x2 = (vt22_2 ^ vt17_2);
    const uint64_t vt26_x3 = (vt22_3 ^ vt17_3);
    const uint64_t vt26_x4 = (vt22_4 ^ vt17_4);
    const uint64_t vt26_x5 = (vt22_5 ^ vt17_5);
    const uint64_t vt26_x6 = (vt22_6 ^ vt17_6);
    const uint64_t vt26_x7 = (vt22_7 ^ vt17_7);
    const uint64_t vt26_0 = L[0 + ((vt26_x0 >> 0) & 255)] ^ L[256 + ((vt26_x1 >> 0) & 255)] ^ L[512 + ((vt26_x2 >> 0) & 255)] ^ L[768 + ((vt26_x3 >> 0) & 255)] ^ L[1024 + ((vt26_x4 >> 0) & 255)] ^ L[1280 + ((vt26_x5 >> 0) & 255)] ^ L[1536 + ((vt26_x6 >> 0) & 255)] ^ L[1792 + ((vt26_x7 >> 0) & 255)];
    const uint64_t vt26_1 = L[0 + ((vt26_x0 >> 8) & 255)] ^ L[256 + ((vt26_x1 >> 8) & 255)] ^ L[512 + ((vt26_x2 >> 8) & 255)] ^ L[768 + ((vt26_x3 >> 8) & 255)] ^ L[1024 + ((vt26_x4 >> 8) & 255)] ^ L[1280 + ((vt26_x5 >> 8) & 255)] ^ L[1536 + ((vt26_x6 >> 8) & 255)] ^ L[1792 + ((vt26_x7 >> 8) & 255)];
    const uint64_t vt26_2 = L[0 + ((vt26_x0 >> 16) & 255)] ^ L[256 + ((vt26_x1 >> 16) & 255)] ^ L[512 + ((vt26_x2 >> 16) & 255)] ^ L[768 + ((vt26_x3 >> 16) & 255)] ^ L[1024 + ((vt26_x4 >> 16) & 255)] ^ L[1280 + ((vt26_x5 >> 16) & 255)] ^ L[1536 + ((vt26_x6 >> 16) & 255)] ^ L[1792 + ((vt26_x7 >> 16) & 255)];
    const uint64_t vt26_3 = L[0 + ((vt26_x0 >> 24) & 255)] ^ L[256 + ((vt26_x1 >> 24) & 255)] ^ L[512 + ((vt26_x2 >> 24) & 255)] ^ L[768 + ((vt26_x3 >> 24) & 255)] ^ L[1024 + ((vt26_x4 >> 24) & 255)] ^ L[1280 + ((vt26_x5 >> 24) & 255)] ^ L[1536 + ((vt26_x6 >> 24) & 255)] ^ L[1792 + ((vt26_x7 >> 24) & 255)];
    const uint64_t vt26_4 = L[0 + ((vt26_x0 >> 32) & 255)] ^ L[256 + ((vt26_x1 >> 32) & 255)] ^ L[512 + ((vt26_x2 >> 32) & 255)] ^ L[768 + ((vt26_x3 >> 32) & 255)] ^ L[1024 + ((vt26_x4 >> 32) & 255)] ^ L[1280 + ((vt26_x5 >> 32) & 255)] ^ L[1536 + ((vt26_x6 >> 32) & 255)] ^ L[1792 + ((vt26_x7 >> 32) & 255)];
    const uint64_t vt26_5 = L[0 + ((vt26_x0 >> 40) & 255)] ^ L[256 + ((vt26_x1 >> 40) & 255)] ^ L[512 + ((vt26_x2 >> 40) & 255)] ^ L[768 + ((vt26_x3 >> 40) & 255)] ^ L[1024 + ((vt26_x4 >> 40) & 255)] ^ L[1280 + ((vt26_x5 >> 40) & 255)] ^ L[1536 + ((vt26_x6 >> 40) & 255)] ^ L[1792 + ((vt26_x7 >> 40) & 255)];
    const uint64_t vt26_6 = L[0 + ((vt26_x0 >> 48) & 255)] ^ L[256 + ((vt26_x1 >> 48) & 255)] ^ L[512 + ((vt26_x2 >> 48) & 255)] ^ L[768 + ((vt26_x3 >> 48) & 255)] ^ L[1024 + ((vt26_x4 >> 48) & 255)] ^ L[1280 + ((vt26_x5 >> 48) & 255)] ^ L[1536 + ((vt26_x6 >> 48) & 255)] ^ L[1792 + ((vt26_x7 >> 48) & 255)];
    const uint64_t vt26_7 = L[0 + ((vt26_x0 >> 56) & 255)] ^ L[256 + ((vt26_x1 >> 56) & 255)] ^ L[512 + ((vt26_x2 >> 56) & 255)] ^ L[768 + ((vt26_x3 >> 56) & 255)] ^ L[1024 + ((vt26_x4 >> 56) & 255)] ^ L[1280 + ((vt26_x5 >> 56) & 255)] ^ L[1536 + ((vt26_x6 >> 56) & 255)] ^ L[1792 + ((vt26_x7 >> 56) & 255)];
    const uint64_t vt31_x0 = (vt22_0 ^ GG_CUDA_C(2, 0));
    const uint64_t vt31_x1 = (vt22_1 ^ GG_CUDA_C(2, 1));
    const uint64_t vt31_x2 = (vt22_2 ^ GG_CUDA_C(2, 2));
    const uint64_t vt31_x3 = (vt22_3 ^ GG_CUDA_C(2, 3));
    const uint64_t vt31_x4 = (vt22_4 ^ GG_CUDA_C(2, 4));
    const uint64_t vt31_x5 = (vt22_5 ^ GG_CUDA_C(2, 5));
    const uint64_t vt31_x6 = (vt22_6 ^ GG_CUDA_C(2, 6));
    const uint64_t vt31_x7 = (vt22_7 ^ GG_CUDA_C(2, 7));
    const uint64_t vt31_0 = L[0 + ((vt31_x0 >> 0) & 255)] ^ L[256 + ((vt31_x1 >> 0) & 255)] ^ L[512 + ((vt31_x2 >> 0) & 255)] ^ L[768 + ((vt31_x3 >> 0) & 255)] ^ L[1024 + ((vt31_x4 >> 0) & 255)] ^ L[1280 + ((vt31_x5 >> 0) & 255)] ^ L[1536 + ((vt31_x6 >> 0) & 255)] ^ L[1792 + ((vt31_x7 >> 0) & 255)];
    const uint64_t vt31_1 = L[0 + ((vt31_x0 >> 8) & 255)] ^ L[256 + ((vt31_x1 >> 8) & 255)] ^ L[512 + ((vt31_x2 >> 8) & 255)] ^ L[768 + ((vt31_x3 >> 8) & 255)] ^ L[1024 + ((vt31_x4 >> 8) & 255)] ^ L[1280 + ((vt31_x5 >> 8) & 255)] ^ L[1536 + ((vt31_x6 >> 8) & 255)] ^ L[1792 + ((vt31_x7 >> 8) & 255)];
    const uint64_t vt31_2 = L[0 + ((vt31_x0 >> 16) & 255)] ^ L[256 + ((vt31_x1 >> 16) & 255)] ^ L[512 + ((vt31_x2 >> 16) & 255)] ^ L[768 + ((vt31_x3 >> 16) & 255)] ^ L[1024 + ((vt31_x4 >> 16) & 255)] ^ L[1280 + ((vt31_x5 >> 16) & 255)] ^ L[1536 + ((vt31_x6 >> 16) & 255)] ^ L[1792 + ((vt31_x7 >> 16) & 255)];
    const uint64_t vt31_3 = L[0 + ((vt31_x0 >> 24) & 255)] ^ L[256 + ((vt31_x1 >> 24) & 255)] ^ L[512 + ((vt31_x2 >> 24) & 255)] ^ L[768 + ((vt31_x3 >> 24) & 255)] ^ L[1024 + ((vt31_x4 >> 24) & 255)] ^ L[1280 + ((vt31_x5 >> 24) & 255)] ^ L[1536 + ((vt31_x6 >> 24) & 255)] ^ L[1792 + ((vt31_x7 >> 24) & 255)];
    const uint64_t vt31_4 = L[0 + ((vt31_x0 >> 32) & 255)] ^ L[256 + ((vt31_x1 >> 32) & 255)] ^ L[512 + ((vt31_x2 >> 32) & 255)] ^ L[768 + ((vt31_x3 >> 32) & 255)] ^ L[1024 + ((vt31_x4 >> 32) & 255)] ^ L[1280 + ((vt31_x5 >> 32) & 255)] ^ L[1536 + ((vt31_x6 >> 32) & 255)] ^ L[1792 + ((vt31_x7 >> 32) & 255)];
    const uint64_t vt31_5 = L[0 + ((vt31_x0 >> 40) & 255)] ^ L[256 + ((vt31_x1 >> 40) & 255)] ^ L[512 + ((vt31_x2 >> 40) & 255)] ^ L[768 + ((vt31_x3 >> 40) & 255)] ^ L[1024 + ((vt31_x4 >> 40) & 255)] ^ L[1280 + ((vt31_x5 >> 40) & 255)] ^ L[1536 + ((vt31_x6 >> 40) & 255)] ^ L[1792 + ((vt31_x7 >> 40) & 255)];
    const uint64_t vt31_6 = L[0 + ((vt31_x0 >> 48) & 255)] ^ L[256 + ((vt31_x1 >> 48) & 255)] ^ L[512 + ((vt31_x2 >> 48) & 255)] ^ L[768 + ((vt31_x3 >> 48) & 255)] ^ L[1024 + ((vt31_x4 >> 48) & 255)] ^ L[1280 + ((vt31_x5 >> 48) & 255)] ^ L[1536 + ((vt31_x6 >> 48) & 255)] ^ L[1792 + ((vt31_x7 >> 48) & 255)];
    const uint64_t vt31_7 = L[0 + ((vt31_x0 >> 56) & 255)] ^ L[256 + ((vt31_x1 >> 56) & 255)] ^ L[512 + ((vt31_x2 >> 56) & 255)] ^ L[768 + ((vt31_x3 >> 56) & 255)] ^ L[1024 + ((vt31_x4 >> 56) & 255)] ^ L[1280 + ((vt31_x5 >> 56) & 255)] ^ L[1536 + ((vt31_x6 >> 56) & 255)] ^ L[1792 + ((vt31_x7 >> 56) & 255)];
    const uint64_t vt35_x0 = (vt31_0 ^ vt26_0);
    const uint64_t vt35_x1 = (vt31_1 ^ vt26_1);
    const uint64_t vt35_x2 = (vt31_2 ^ vt26_2);
    const uint64_t vt35_x3 = (vt31_3 ^ vt26_3);
    const uint64_t vt35_x4 = (vt31_4 ^ vt26_4);
    const uint64_t vt35_x5 = (vt31_5 ^ vt26_5);
    const uint64_t vt35_x6 = (vt31_6 ^ vt26_6);
    const uint64_t vt35_x7 = (vt31_7 ^ vt26_7);
    const uint64_t vt35_0 = L[0 + ((vt35_x0 >> 0) & 255)] ^ L[256 + ((vt35_x1 >> 0) & 255)] ^ L[512 + ((vt35_x2 >> 0) & 255)] ^ L[768 + ((vt35_x3 >> 0) & 255)] ^ L[1024 + ((vt35_x4 >> 0) & 255)] ^ L[1280 + ((vt35_x5 >> 0) & 255)] ^ L[1536 + ((vt35_x6 >> 0) & 255)] ^ L[1792 + ((vt35_x7 >> 0) & 255)];
    const uint64_t vt35_1 = L[0 + ((vt35_x0 >> 8) & 255)] ^ L[256 + ((vt35_x1 >> 8) & 255)] ^ L[512 + ((vt35_x2 >> 8) & 255)] ^ L[768 + ((vt35_x3 >> 8) & 255)] ^ L[1024 + ((vt35_x4 >> 8) & 255)] ^ L[1280 + ((vt35_x5 >> 8) & 255)] ^ L[1536 + ((vt35_x6 >> 8) & 255)] ^ L[1792 + ((vt35_x7 >> 8) & 255)];
    const uint64_t vt35_2 = L[0 + ((vt35_x0 >> 16) & 255)] ^ L[256 + ((vt35_x1 >> 16) & 255)] ^ L[512 + ((vt35_x2 >> 16) & 255)] ^ L[768 + ((vt35_x3 >> 16) & 255)] ^ L[1024 + ((vt35_x4 >> 16) & 255)] ^ L[1280 + ((vt35_x5 >> 16) & 255)] ^ L[1536 + ((vt35_x6 >> 16) & 255)] ^ L[1792 + ((vt35_x7 >> 16) & 255)];
    const uint64_t vt35_3 = L[0 + ((vt35_x0 >> 24) & 255)] ^ L[256 + ((vt35_x1 >> 24) & 255)] ^ L[512 + ((vt35_x2 >> 24) & 255)] ^ L[768 + ((vt35_x3 >> 24) & 255)] ^ L[1024 + ((vt35_x4 >> 24) & 255)] ^ L[1280 + ((vt35_x5 >> 24) & 255)] ^ L[1536 + ((vt35_x6 >> 24) & 255)] ^ L[1792 + ((vt35_x7 >> 24) & 255)];
    const uint64_t vt35_4 = L[0 + ((vt35_x0 >> 32) & 255)] ^ L[256 + ((vt35_x1 >> 32) & 255)] ^ L[512 + ((vt35_x2 >> 32) & 255)] ^ L[768 + ((vt35_x3 >> 32) & 255)] ^ L[1024 + ((vt35_x4 >> 32) & 255)] ^ L[1280 + ((vt35_x5 >> 32) & 255)] ^ L[1536 + ((vt35_x6 >> 32) & 255)] ^ L[1792 + ((vt35_x7 >> 32) & 255)];
    const uint64_t vt35_5 = L[0 + ((vt35_x0 >> 40) & 255)] ^ L[256 + ((vt35_x1 >> 40) & 255)] ^ L[512 + ((vt35_x2 >> 40) & 255)] ^ L[768 + ((vt35_x3 >> 40) & 255)] ^ L[1024 + ((vt35_x4 >> 40) & 255)] ^ L[1280 + ((vt35_x5 >> 40) & 255)] ^ L[1536 + ((vt35_x6 >> 40) & 255)] ^ L[1792 + ((vt35_x7 >> 40) & 255)];
    const uint64_t vt35_6 = L[0 + ((vt35_x0 >> 48) & 255)] ^ L[256 + ((vt35_x1 >> 48) & 255)] ^ L[512 + ((vt35_x2 >> 48) & 255)] ^ L[768 + ((vt35_x3 >> 48) & 255)] ^ L[1024 + ((vt35_x4 >> 48) & 255)] ^ L[1280 + ((vt35_x5 >> 48) & 255)] ^ L[1536 + ((vt35_x6 >> 48) & 255)] ^ L[1792 + ((vt35_x7 >> 48) & 255)];
    const uint64_t vt35_7 = L[0 + ((vt35_x0 >> 56) & 255)] ^ L[256 + ((vt35_x1 >> 56) & 255)] ^ L[512 + ((vt35_x2 >> 56) & 255)] ^ L[768 + ((vt35_x3 >> 56) & 255)] ^ L[1024 + ((vt35_x4 >> 56) & 255)] ^ L[1280 + ((vt35_x5 >> 56) & 255)] ^ L[1536 + ((vt35_x6 >> 56) & 255)] ^ L[1792 + ((vt35_x7 >> 56) & 255)];
    const uint64_t vt40_x0 = (vt31_0 ^ GG_CUDA_C(3, 0));
    const uint64_t vt40_x1 = (vt31_1 ^ GG_CUDA_C(3, 1));
    const uint64_t vt40_x2 = (vt31_2 ^ GG_CUDA_C(3, 2));
    const uint64_t vt40_x3 = (vt31_3 ^ GG_CUDA_C(3, 3));
    const uint64_t vt40_x4 = (vt31_4 ^ GG_CUDA_C(3, 4));
    const uint64_t vt40_x5 = (vt31_5 ^ GG_CUDA_C(3, 5));
    const uint64_t vt40_x6 = (vt31_6 ^ GG_CUDA_C(3, 6));
    const uint64_t vt40_x7 = (vt31_7 ^ GG_CUDA_C(3, 7));
    const uint64_t vt40_0 = L[0 + ((vt40_x0 >> 0) & 255)] ^ L[256 + ((vt40_x1 >> 0) & 255)] ^ L[512 + ((vt40_x2 >> 0) & 255)] ^ L[768 + ((vt40_x3 >> 0) & 255)] ^ L[1024 + ((vt40_x4 >> 0) & 255)] ^ L[1280 + ((vt40_x5 >> 0) & 255)] ^ L[1536 + ((vt40_x6 >> 0) & 255)] ^ L[1792 + ((vt40_x7 >> 0) & 255)];
    const uint64_t vt40_1 = L[0 + ((vt40_x0 >> 8) & 255)] ^ L[256 + ((vt40_x1 >> 8) & 255)] ^ L[512 + ((vt40_x2 >> 8) & 255)] ^ L[768 + ((vt40_x3 >> 8) & 255)] ^ L[1024 + ((vt40_x4 >> 8) & 255)] ^ L[1280 + ((vt40_x5 >> 8) & 255)] ^ L[1536 + ((vt40_x6 >> 8) & 255)] ^ L[1792 + ((vt40_x7 >> 8) & 255)];
    const uint64_t vt40_2 = L[0 + ((vt40_x0 >> 16) & 255)] ^ L[256 + ((vt40_x1 >> 16) & 255)] ^ L[512 + ((vt40_x2 >> 16) & 255)] ^ L[768 + ((vt40_x3 >> 16) & 255)] ^ L[1024 + ((vt40_x4 >> 16) & 255)] ^ L[1280 + ((vt40_x5 >> 16) & 255)] ^ L[1536 + ((vt40_x6 >> 16) & 255)] ^ L[1792 + ((vt40_x7 >> 16) & 255)];
    const uint64_t vt40_3 = L[0 + ((vt40_x0 >> 24) & 255)] ^ L[256 + ((vt40_x1 >> 24) & 255)] ^ L[512 + ((vt40_x2 >> 24) & 255)] ^ L[768 + ((vt40_x3 >> 24) & 255)] ^ L[1024 + ((vt40_x4 >> 24) & 255)] ^ L[1280 + ((vt40_x5 >> 24) & 255)] ^ L[1536 + ((vt40_x6 >> 24) & 255)] ^ L[1792 + ((vt40_x7 >> 24) & 255)];
    const uint64_t vt40_4 = L[0 + ((vt40_x0 >> 32) & 255)] ^ L[256 + ((vt40_x1 >> 32) & 255)] ^ L[512 + ((vt40_x2 >> 32) & 255)] ^ L[768 + ((vt40_x3 >> 32) & 255)] ^ L[1024 + ((vt40_x4 >> 32) & 255)] ^ L[1280 + ((vt40_x5 >> 32) & 255)] ^ L[1536 + ((vt40_x6 >> 32) & 255)] ^ L[1792 + ((vt40_x7 >> 32) & 255)];
    const uint64_t vt40_5 = L[0 + ((vt40_x0 >> 40) & 255)] ^ L[256 + ((vt40_x1 >> 40) & 255)] ^ L[512 + ((vt40_x2 >> 40) & 255)] ^ L[768 + ((vt40_x3 >> 40) & 255)] ^ L[1024 + ((vt40_x4 >> 40) & 255)] ^ L[1280 + ((vt40_x5 >> 40) & 255)] ^ L[1536 + ((vt40_x6 >> 40) & 255)] ^ L[1792 + ((vt40_x7 >> 40) & 255)];
    const uint64_t vt40_6 = L[0 + ((vt40_x0 >> 48) & 255)] ^ L[256 + ((vt40_x1 >> 48) & 255)] ^ L[512 + ((vt40_x2 >> 48) & 255)] ^ L[768 + ((vt40_x3 >> 48) & 255)] ^ L[1024 + ((vt40_x4 >> 48) & 255)] ^ L[1280 + ((vt40_x5 >> 48) & 255)] ^ L[1536 + ((vt40_x6 >> 48) & 255)] ^ L[1792 + ((vt40_x7 >> 48) & 255)];
    const uint64_t vt40_7 = L[0 + ((vt40_x0 >> 56) & 255)] ^ L[256 + ((vt40_x1 >> 56) & 255)] ^ L[512 + ((vt40_x2 >> 56) & 255)] ^ L[768 + ((vt40_x3 >> 56) & 255)] ^ L[1024 + ((vt40_x4 >> 56) & 255)] ^ L[1280 + ((vt40_x5 >> 56) & 255)] ^ L[1536 + ((vt40_x6 >> 56) & 255)] ^ L[1792 + ((vt40_x7 >> 56) & 255)];
    const uint64_t vt44_x0 = (vt40_0 ^ vt35_0);
    const uint64_t vt44_x1 = (vt40_1 ^ vt35_1);
    const uint64_t vt44_x2 = (vt40_2 ^ vt35_2);
    const uint64_t vt44_x3 = (vt40_3 ^ vt35_3);
    const uint64_t vt44_x4 = (vt40_4 ^ vt35_4);
    const uint64_t vt44_x5 = (vt40_5 ^ vt35_5);
    const uint64_t vt44_x6 = (vt40_6 ^ vt35_6);
    const uint64_t vt44_x7 = (vt40_7 ^ vt35_7);
    const uint64_t vt44_0 = L[0 + ((vt44_x0 >> 0) & 255)] ^ L[256 + ((vt44_x1 >> 0) & 255)] ^ L[512 + ((vt44_x2 >> 0) & 255)] ^ L[768 + ((vt44_x3 >> 0) & 255)] ^ L[1024 + ((vt44_x4 >> 0) & 255)] ^ L[1280 + ((vt44_x5 >> 0) & 255)] ^ L[1536 + ((vt44_x6 >> 0) & 255)] ^ L[1792 + ((vt44_x7 >> 0) & 255)];
    const uint64_t vt44_1 = L[0 + ((vt44_x0 >> 8) & 255)] ^ L[256 + ((vt44_x1 >> 8) & 255)] ^ L[512 + ((vt44_x2 >> 8) & 255)] ^ L[768 + ((vt44_x3 >> 8) & 255)] ^ L[1024 + ((vt44_x4 >> 8) & 255)] ^ L[1280 + ((vt44_x5 >> 8) & 255)] ^ L[1536 + ((vt44_x6 >> 8) & 255)] ^ L[1792 + ((vt44_x7 >> 8) & 255)];
    const uint64_t vt44_2 = L[0 + ((vt44_x0 >> 16) & 255)] ^ L[256 + ((vt44_x1 >> 16) & 255)] ^ L[512 + ((vt44_x2 >> 16) & 255)] ^ L[768 + ((vt44_x3 >> 16) & 255)] ^ L[1024 + ((vt44_x4 >> 16) & 255)] ^ L[1280 + ((vt44_x5 >> 16) & 255)] ^ L[1536 + ((vt44_x6 >> 16) & 255)] ^ L[1792 + ((vt44_x7 >> 16) & 255)];
    const uint64_t vt44_3 = L[0 + ((vt44_x0 >> 24) & 255)] ^ L[256 + ((vt44_x1 >> 24) & 255)] ^ L[512 + ((vt44_x2 >> 24) & 255)] ^ L[768 + ((vt44_x3 >> 24) & 255)] ^ L[1024 + ((vt44_x4 >> 24) & 255)] ^ L[1280 + ((vt44_x5 >> 24) & 255)] ^ L[1536 + ((vt44_x6 >> 24) & 255)] ^ L[1792 + ((vt44_x7 >> 24) & 255)];
    const uint64_t vt44_4 = L[0 + ((vt44_x0 >> 32) & 255)] ^ L[256 + ((vt44_x1 >> 32) & 255)] ^ L[512 + ((vt44_x2 >> 32) & 255)] ^ L[768 + ((vt44_x3 >> 32) & 255)] ^ L[1024 + ((vt44_x4 >> 32) & 255)] ^ L[1280 + ((vt44_x5 >> 32) & 255)] ^ L[1536 + ((vt44_x6 >> 32) & 255)] ^ L[1792 + ((vt44_x7 >> 32) & 255)];
    const uint64_t vt44_5 = L[0 + ((vt44_x0 >> 40) & 255)] ^ L[256 + ((vt44_x1 >> 40) & 255)] ^ L[512 + ((vt44_x2 >> 40) & 255)] ^ L[768 + ((vt44_x3 >> 40) & 255)] ^ L[1024 + ((vt44_x4 >> 40) & 255)] ^ L[1280 + ((vt44_x5 >> 40) & 255)] ^ L[1536 + ((vt44_x6 >> 40) & 255)] ^ L[1792 + ((vt44_x7 >> 40) & 255)];
    const uint64_t vt44_6 = L[0 + ((vt44_x0 >> 48) & 255)] ^ L[256 + ((vt44_x1 >> 48) & 255)] ^ L[512 + ((vt44_x2 >> 48) & 255)] ^ L[768 + ((vt44_x3 >> 48) & 255)] ^ L[1024 + ((vt44_x4 >> 48) & 255)] ^ L[1280 + ((vt44_x5 >> 48) & 255)] ^ L[1536 + ((vt44_x6 >> 48) & 255)] ^ L[1792 + ((vt44_x7 >> 48) & 255)];
    const uint64_t vt44_7 = L[0 + ((vt44_x0 >> 56) & 255)] ^ L[256 + ((vt44_x1 >> 56) & 255)] ^ L[512 + ((vt44_x2 >> 56) & 255)] ^ L[768 + ((vt44_x3 >> 56) & 255)] ^ L[1024 + ((vt44_x4 >> 56) & 255)] ^ L[1280 + ((vt44_x5 >> 56) & 255)] ^ L[1536 + ((vt44_x6 >> 56) & 255)] ^ L[1792 + ((vt44_x7 >> 56) & 255)];
    const uint64_t vt49_x0 = (vt40_0 ^ GG_CUDA_C(4, 0));
    const uint64_t vt49_x1 = (vt40_1 ^ GG_CUDA_C(4, 1));
    const uint64_t vt49_x2 = (vt40_2 ^ GG_CUDA_C(4, 2));
    const uint64_t vt49_x3 = (vt40_3 ^ GG_CUDA_C(4, 3));
    const uint64_t vt49_x4 = (vt40_4 ^ GG_CUDA_C(4, 4));
    const uint64_t vt49_x5 = (vt40_5 ^ GG_CUDA_C(4, 5));
    const uint64_t vt49_x6 = (vt40_6 ^ GG_CUDA_C(4, 6));
    const uint64_t vt49_x7 = (vt40_7 ^ GG_CUDA_C(4, 7));
    const uint64_t vt49_0 = L[0 + ((vt49_x0 >> 0) & 255)] ^ L[256 + ((vt49_x1 >> 0) & 255)] ^ L[512 + ((vt49_x2 >> 0) & 255)] ^ L[768 + ((vt49_x3 >> 0) & 255)] ^ L[1024 + ((vt49_x4 >> 0) & 255)] ^ L[1280 + ((vt49_x5 >> 0) & 255)] ^ L[1536 + ((vt49_x6 >> 0) & 255)] ^ L[1792 + ((vt49_x7 >> 0) & 255)];
    const uint64_t vt49_1 = L[0 + ((vt49_x0 >> 8) & 255)] ^ L[256 + ((vt49_x1 >> 8) & 255)] ^ L[512 + ((vt49_x2 >> 8) & 255)] ^ L[768 + ((vt49_x3 >> 8) & 255)] ^ L[1024 + ((vt49_x4 >> 8) & 255)] ^ L[1280 + ((vt49_x5 >> 8) & 255)] ^ L[1536 + ((vt49_x6 >> 8) & 255)] ^ L[1792 + ((vt49_x7 >> 8) & 255)];
    const uint64_t vt49_2 = L[0 + ((vt49_x0 >> 16) & 255)] ^ L[256 + ((vt49_x1 >> 16) & 255)] ^ L[512 + ((vt49_x2 >> 16) & 255)] ^ L[768 + ((vt49_x3 >> 16) & 255)] ^ L[1024 + ((vt49_x4 >> 16) & 255)] ^ L[1280 + ((vt49_x5 >> 16) & 255)] ^ L[1536 + ((vt49_x6 >> 16) & 255)] ^ L[1792 + ((vt49_x7 >> 16) & 255)];
    const uint64_t vt49_3 = L[0 + ((vt49_x0 >> 24) & 255)] ^ L[256 + ((vt49_x1 >> 24) & 255)] ^ L[512 + ((vt49_x2 >> 24) & 255)] ^ L[768 + ((vt49_x3 >> 24) & 255)] ^ L[1024 + ((vt49_x4 >> 24) & 255)] ^ L[1280 + ((vt49_x5 >> 24) & 255)] ^ L[1536 + ((vt49_x6 >> 24) & 255)] ^ L[1792 + ((vt49_x7 >> 24) & 255)];
    const uint64_t vt49_4 = L[0 + ((vt49_x0 >> 32) & 255)] ^ L[256 + ((vt49_x1 >> 32) & 255)] ^ L[512 + ((vt49_x2 >> 32) & 255)] ^ L[768 + ((vt49_x3 >> 32) & 255)] ^ L[1024 + ((vt49_x4 >> 32) & 255)] ^ L[1280 + ((vt49_x5 >> 32) & 255)] ^ L[1536 + ((vt49_x6 >> 32) & 255)] ^ L[1792 + ((vt49_x7 >> 32) & 255)];
    const uint64_t vt49_5 = L[0 + ((vt49_x0 >> 40) & 255)] ^ L[256 + ((vt49_x1 >> 40) & 255)] ^ L[512 + ((vt49_x2 >> 40) & 255)] ^ L[768 + ((vt49_x3 >> 40) & 255)] ^ L[1024 + ((vt49_x4 >> 40) & 255)] ^ L[1280 + ((vt49_x5 >> 40) & 255)] ^ L[1536 + ((vt49_x6 >> 40) & 255)] ^ L[1792 + ((vt49_x7 >> 40) & 255)];
    const uint64_t vt49_6 = L[0 + ((vt49_x0 >> 48) & 255)] ^ L[256 + ((vt49_x1 >> 48) & 255)] ^ L[512 + ((vt49_x2 >> 48) & 255)] ^ L[768 + ((vt49_x3 >> 48) & 255)] ^ L[1024 + ((vt49_x4 >> 48) & 255)] ^ L[1280 + ((vt49_x5 >> 48) & 255)] ^ L[1536 + ((vt49_x6 >> 48) & 255)] ^ L[1792 + ((vt49_x7 >> 48) & 255)];
    const uint64_t vt49_7 = L[0 + ((vt49_x0 >> 56) & 255)] ^ L[256 + ((vt49_x1 >> 56) & 255)] ^ L[512 + ((vt49_x2 >> 56) & 255)] ^ L[768 + ((vt49_x3 >> 56) & 255)] ^ L[1024 + ((vt49_x4 >> 56) & 255)] ^ L[1280 + ((vt49_x5 >> 56) & 255)] ^ L[1536 + ((vt49_x6 >> 56) & 255)] ^ L[1792 + ((vt49_x7 >> 56) & 255)];
    const uint64_t vt53_x0 = (vt49_0 ^ vt44_0);
    const uint64_t vt53_x1 = (vt49_1 ^ vt44_1);
    const uint64_t vt53_x2 = (vt49_2 ^ vt44_2);
    const uint64_t vt53_x3 = (vt49_3 ^ vt44_3);
    const uint64_t vt53_x4 = (vt49_4 ^ vt44_4);
    const uint64_t vt53_x5 = (vt49_5 ^ vt44_5);
    const uint64_t vt53_x6 = (vt49_6 ^ vt44_6);
    const uint64_t vt53_x7 = (vt49_7 ^ vt44_7);
    const uint64_t vt53_0 = L[0 + ((vt53_x0 >> 0) & 255)] ^ L[256 + ((vt53_x1 >> 0) & 255)] ^ L[512 + ((vt53_x2 >> 0) & 255)] ^ L[768 + ((vt53_x3 >> 0) & 255)] ^ L[1024 + ((vt53_x4 >> 0) & 255)] ^ L[1280 + ((vt53_x5 >> 0) & 255)] ^ L[1536 + ((vt53_x6 >> 0) & 255)] ^ L[1792 + ((vt53_x7 >> 0) & 255)];
    const uint64_t vt53_1 = L[0 + ((vt53_x0 >> 8) & 255)] ^ L[256 + ((vt53_x1 >> 8) & 255)] ^ L[512 + ((vt53_x2 >> 8) & 255)] ^ L[768 + ((vt53_x3 >> 8) & 255)] ^ L[1024 + ((vt53_x4 >> 8) & 255)] ^ L[1280 + ((vt53_x5 >> 8) & 255)] ^ L[1536 + ((vt53_x6 >> 8) & 255)] ^ L[1792 + ((vt53_x7 >> 8) & 255)];
    const uint64_t vt53_2 = L[0 + ((vt53_x0 >> 16) & 255)] ^ L[256 + ((vt53_x1 >> 16) & 255)] ^ L[512 + ((vt53_x2 >> 16) & 255)] ^ L[768 + ((vt53_x3 >> 16) & 255)] ^ L[1024 + ((vt53_x4 >> 16) & 255)] ^ L[1280 + ((vt53_x5 >> 16) & 255)] ^ L[1536 + ((vt53_x6 >> 16) & 255)] ^ L[1792 + ((vt53_x7 >> 16) & 255)];
    const uint64_t vt53_3 = L[0 + ((vt53_x0 >> 24) & 255)] ^ L[256 + ((vt53_x1 >> 24) & 255)] ^ L[512 + ((vt53_x2 >> 24) & 255)] ^ L[768 + ((vt53_x3 >> 24) & 255)] ^ L[1024 + ((vt53_x4 >> 24) & 255)] ^ L[1280 + ((vt53_x5 >> 24) & 255)] ^ L[1536 + ((vt53_x6 >> 24) & 255)] ^ L[1792 + ((vt53_x7 >> 24) & 255)];
    const uint64_t vt53_4 = L[0 + ((vt53_x0 >> 32) & 255)] ^ L[256 + ((vt53_x1 >> 32) & 255)] ^ L[512 + ((vt53_x2 >> 32) & 255)] ^ L[768 + ((vt53_x3 >> 32) & 255)] ^ L[1024 + ((vt53_x4 >> 32) & 255)] ^ L[1280 + ((vt53_x5 >> 32) & 255)] ^ L[1536 + ((vt53_x6 >> 32) & 255)] ^ L[1792 + ((vt53_x7 >> 32) & 255)];
    const uint64_t vt53_5 = L[0 + ((vt53_x0 >> 40) & 255)] ^ L[256 + ((vt53_x1 >> 40) & 255)] ^ L[512 + ((vt53_x2 >> 40) & 255)] ^ L[768 + ((vt53_x3 >> 40) & 255)] ^ L[1024 + ((vt53_x4 >> 40) & 255)] ^ L[1280 + ((vt53_x5 >> 40) & 255)] ^ L[1536 + ((vt53_x6 >> 40) & 255)] ^ L[1792 + ((vt53_x7 >> 40) & 255)];
    const uint64_t vt53_6 = L[0 + ((vt53_x0 >> 48) & 255)] ^ L[256 + ((vt53_x1 >> 48) & 255)] ^ L[512 + ((vt53_x2 >> 48) & 255)] ^ L[768 + ((vt53_x3 >> 48) & 255)] ^ L[1024 + ((vt53_x4 >> 48) & 255)] ^ L[1280 + ((vt53_x5 >> 48) & 255)] ^ L[1536 + ((vt53_x6 >> 48) & 255)] ^ L[1792 + ((vt53_x7 >> 48) & 255)];
    const uint64_t vt53_7 = L[0 + ((vt53_x0 >> 56) & 255)] ^ L[256 + ((vt53_x1 >> 56) & 255)] ^ L[512 + ((vt53_x2 >> 56) & 255)] ^ L[768 + ((vt53_x3 >> 56) & 255)] ^ L[1024 + ((vt53_x4 >> 56) & 255)] ^ L[1280 + ((vt53_x5 >> 56) & 255)] ^ L[1536 + ((vt53_x6 >> 56) & 255)] ^ L[1792 + ((vt53_x7 >> 56) & 255)];
    const uint64_t vt58_x0 = (vt49_0 ^ GG_CUDA_C(5, 0));
    const uint64_t vt58_x1 = (vt49_1 ^ GG_CUDA_C(5, 1));
    const uint64_t vt58_x2 = (vt49_2 ^ GG_CUDA_C(5, 2));
    const uint64_t vt58_x3 = (vt49_3 ^ GG_CUDA_C(5, 3));
    const uint64_t vt58_x4 = (vt49_4 ^ GG_CUDA_C(5, 4));
    const uint64_t vt58_x5 = (vt49_5 ^ GG_CUDA_C(5, 5));
    const uint64_t vt58_x6 = (vt49_6 ^ GG_CUDA_C(5, 6));
    const uint64_t vt58_x7 = (vt49_7 ^ GG_CUDA_C(5, 7));
    const uint64_t vt58_0 = L[0 + ((vt58_x0 >> 0) & 255)] ^ L[256 + ((vt58_x1 >> 0) & 255)] ^ L[512 + ((vt58_x2 >> 0) & 255)] ^ L[768 + ((vt58_x3 >> 0) & 255)] ^ L[1024 + ((vt58_x4 >> 0) & 255)] ^ L[1280 + ((vt58_x5 >> 0) & 255)] ^ L[1536 + ((vt58_x6 >> 0) & 255)] ^ L[1792 + ((vt58_x7 >> 0) & 255)];
    const uint64_t vt58_1 = L[0 + ((vt58_x0 >> 8) & 255)] ^ L[256 + ((vt58_x1 >> 8) & 255)] ^ L[512 + ((vt58_x2 >> 8) & 255)] ^ L[768 + ((vt58_x3 >> 8) & 255)] ^ L[1024 + ((vt58_x4 >> 8) & 255)] ^ L[1280 + ((vt58_x5 >> 8) & 255)] ^ L[1536 + ((vt58_x6 >> 8) & 255)] ^ L[1792 + ((vt58_x7 >> 8) & 255)];
    const uint64_t vt58_2 = L[0 + ((vt58_x0 >> 16) & 255)] ^ L[256 + ((vt58_x1 >> 16) & 255)] ^ L[512 + ((vt58_x2 >> 16) & 255)] ^ L[768 + ((vt58_x3 >> 16) & 255)] ^ L[1024 + ((vt58_x4 >> 16) & 255)] ^ L[1280 + ((vt58_x5 >> 16) & 255)] ^ L[1536 + ((vt58_x6 >> 16) & 255)] ^ L[1792 + ((vt58_x7 >> 16) & 255)];
    const uint64_t vt58_3 = L[0 + ((vt58_x0 >> 24) & 255)] ^ L[256 + ((vt58_x1 >> 24) & 255)] ^ L[512 + ((vt58_x2 >> 24) & 255)] ^ L[768 + ((vt58_x3 >> 24) & 255)] ^ L[1024 + ((vt58_x4 >> 24) & 255)] ^ L[1280 + ((vt58_x5 >> 24) & 255)] ^ L[1536 + ((vt58_x6 >> 24) & 255)] ^ L[1792 + ((vt58_x7 >> 24) & 255)];
    const uint64_t vt58_4 = L[0 + ((vt58_x0 >> 32) & 255)] ^ L[256 + ((vt58_x1 >> 32) & 255)] ^ L[512 + ((vt58_x2 >> 32) & 255)] ^ L[768 + ((vt58_x3 >> 32) & 255)] ^ L[1024 + ((vt58_x4 >> 32) & 255)] ^ L[1280 + ((vt58_x5 >> 32) & 255)] ^ L[1536 + ((vt58_x6 >> 32) & 255)] ^ L[1792 + ((vt58_x7 >> 32) & 255)];
    const uint64_t vt58_5 = L[0 + ((vt58_x0 >> 40) & 255)] ^ L[256 + ((vt58_x1 >> 40) & 255)] ^ L[512 + ((vt58_x2 >> 40) & 255)] ^ L[768 + ((vt58_x3 >> 40) & 255)] ^ L[1024 + ((vt58_x4 >> 40) & 255)] ^ L[1280 + ((vt58_x5 >> 40) & 255)] ^ L[1536 + ((vt58_x6 >> 40) & 255)] ^ L[1792 + ((vt58_x7 >> 40) & 255)];
    const uint64_t vt58_6 = L[0 + ((vt58_x0 >> 48) & 255)] ^ L[256 + ((vt58_x1 >> 48) & 255)] ^ L[512 + ((vt58_x2 >> 48) & 255)] ^ L[768 + ((vt58_x3 >> 48) & 255)] ^ L[1024 + ((vt58_x4 >> 48) & 255)] ^ L[1280 + ((vt58_x5 >> 48) & 255)] ^ L[1536 + ((vt58_x6 >> 48) & 255)] ^ L[1792 + ((vt58_x7 >> 48) & 255)];
    const uint64_t vt58_7 = L[0 + ((vt58_x0 >> 56) & 255)] ^ L[256 + ((vt58_x1 >> 56) & 255)] ^ L[512 + ((vt58_x2 >> 56) & 255)] ^ L[768 + ((vt58_x3 >> 56) & 255)] ^ L[1024 + ((vt58_x4 >> 56) & 255)] ^ L[1280 + ((vt58_x5 >> 56) & 255)] ^ L[1536 + ((vt58_x6 >> 56) & 255)] ^ L[1792 + ((vt58_x7 >> 56) & 255)];
    const uint64_t vt62_x0 = (vt58_0 ^ vt53_0);
    const uint64_t vt62_x1 = (vt58_1 ^ vt53_1);
    const uint64_t vt62_x2 = (vt58_2 ^ vt53_2);
    const uint64_t vt62_x3 = (vt58_3 ^ vt53_3);
    const uint64_t vt62_x4 = (vt58_4 ^ vt53_4);
    const uint64_t vt62_x5 = (vt58_5 ^ vt53_5);
    const uint64_t vt62_x6 = (vt58_6 ^ vt53_6);
    const uint64_t vt62_x7 = (vt58_7 ^ vt53_7);
    const uint64_t vt62_0 = L[0 + ((vt62_x0 >> 0) & 255)] ^ L[256 + ((vt62_x1 >> 0) & 255)] ^ L[512 + ((vt62_x2 >> 0) & 255)] ^ L[768 + ((vt62_x3 >> 0) & 255)] ^ L[1024 + ((vt62_x4 >> 0) & 255)] ^ L[1280 + ((vt62_x5 >> 0) & 255)] ^ L[1536 + ((vt62_x6 >> 0) & 255)] ^ L[1792 + ((vt62_x7 >> 0) & 255)];
    const uint64_t vt62_1 = L[0 + ((vt62_x0 >> 8) & 255)] ^ L[256 + ((vt62_x1 >> 8) & 255)] ^ L[512 + ((vt62_x2 >> 8) & 255)] ^ L[768 + ((vt62_x3 >> 8) & 255)] ^ L[1024 + ((vt62_x4 >> 8) & 255)] ^ L[1280 + ((vt62_x5 >> 8) & 255)] ^ L[1536 + ((vt62_x6 >> 8) & 255)] ^ L[1792 + ((vt62_x7 >> 8) & 255)];
    const uint64_t vt62_2 = L[0 + ((vt62_x0 >> 16) & 255)] ^ L[256 + ((vt62_x1 >> 16) & 255)] ^ L[512 + ((vt62_x2 >> 16) & 255)] ^ L[768 + ((vt62_x3 >> 16) & 255)] ^ L[1024 + ((vt62_x4 >> 16) & 255)] ^ L[1280 + ((vt62_x5 >> 16) & 255)] ^ L[1536 + ((vt62_x6 >> 16) & 255)] ^ L[1792 + ((vt62_x7 >> 16) & 255)];
    const uint64_t vt62_3 = L[0 + ((vt62_x0 >> 24) & 255)] ^ L[256 + ((vt62_x1 >> 24) & 255)] ^ L[512 + ((vt62_x2 >> 24) & 255)] ^ L[768 + ((vt62_x3 >> 24) & 255)] ^ L[1024 + ((vt62_x4 >> 24) & 255)] ^ L[1280 + ((vt62_x5 >> 24) & 255)] ^ L[1536 + ((vt62_x6 >> 24) & 255)] ^ L[1792 + ((vt62_x7 >> 24) & 255)];
    const uint64_t vt62_4 = L[0 + ((vt62_x0 >> 32) & 255)] ^ L[256 + ((vt62_x1 >> 32) & 255)] ^ L[512 + ((vt62_x2 >> 32) & 255)] ^ L[768 + ((vt62_x3 >> 32) & 255)] ^ L[1024 + ((vt62_x4 >> 32) & 255)] ^ L[1280 + ((vt62_x5 >> 32) & 255)] ^ L[1536 + ((vt62_x6 >> 32) & 255)] ^ L[1792 + ((vt62_x7 >> 32) & 255)];
    const uint64_t vt62_5 = L[0 + ((vt62_x0 >> 40) & 255)] ^ L[256 + ((vt62_x1 >> 40) & 255)] ^ L[512 + ((vt62_x2 >> 40) & 255)] ^ L[768 + ((vt62_x3 >> 40) & 255)] ^ L[1024 + ((vt62_x4 >> 40) & 255)] ^ L[1280 + ((vt62_x5 >> 40) & 255)] ^ L[1536 + ((vt62_x6 >> 40) & 255)] ^ L[1792 + ((vt62_x7 >> 40) & 255)];
    const uint64_t vt62_6 = L[0 + ((vt62_x0 >> 48) & 255)] ^ L[256 + ((vt62_x1 >> 48) & 255)] ^ L[512 + ((vt62_x2 >> 48) & 255)] ^ L[768 + ((vt62_x3 >> 48) & 255)] ^ L[1024 + ((vt62_x4 >> 48) & 255)] ^ L[1280 + ((vt62_x5 >> 48) & 255)] ^ L[1536 + ((vt62_x6 >> 48) & 255)] ^ L[1792 + ((vt62_x7 >> 48) & 255)];
    const uint64_t vt62_7 = L[0 + ((vt62_x0 >> 56) & 255)] ^ L[256 + ((vt62_x1 >> 56) & 255)] ^ L[512 + ((vt62_x2 >> 56) & 255)] ^ L[768 + ((vt62_x3 >> 56) & 255)] ^ L[1024 + ((vt62_x4 >> 56) & 255)] ^ L[1280 + ((vt62_x5 >> 56) & 255)] ^ L[1536 + ((vt62_x6 >> 56) & 255)] ^ L[1792 + ((vt62_x7 >> 56) & 255)];
    const uint64_t vt67_x0 = (vt58_0 ^ GG_CUDA_C(6, 0));
    const uint64_t vt67_x1 = (vt58_1 ^ GG_CUDA_C(6, 1));
    const uint64_t vt67_x2 = (vt58_2 ^ GG_CUDA_C(6, 2));
    const uint64_t vt67_x3 = (vt58_3 ^ GG_CUDA_C(6, 3));
    const uint64_t vt67_x4 = (vt58_4 ^ GG_CUDA_C(6, 4));
    const uint64_t vt67_x5 = (vt58_5 ^ GG_CUDA_C(6, 5));
    const uint64_t vt67_x6 = (vt58_6 ^ GG_CUDA_C(6, 6));
    const uint64_t vt67_x7 = (vt58_7 ^ GG_CUDA_C(6, 7));
    const uint64_t vt67_0 = L[0 + ((vt67_x0 >> 0) & 255)] ^ L[256 + ((vt67_x1 >> 0) & 255)] ^ L[512 + ((vt67_x2 >> 0) & 255)] ^ L[768 + ((vt67_x3 >> 0) & 255)] ^ L[1024 + ((vt67_x4 >> 0) & 255)] ^ L[1280 + ((vt67_x5 >> 0) & 255)] ^ L[1536 + ((vt67_x6 >> 0) & 255)] ^ L[1792 + ((vt67_x7 >> 0) & 255)];
    const uint64_t vt67_1 = L[0 + ((vt67_x0 >> 8) & 255)] ^ L[256 + ((vt67_x1 >> 8) & 255)] ^ L[512 + ((vt67_x2 >> 8) & 255)] ^ L[768 + ((vt67_x3 >> 8) & 255)] ^ L[1024 + ((vt67_x4 >> 8) & 255)] ^ L[1280 + ((vt67_x5 >> 8) & 255)] ^ L[1536 + ((vt67_x6 >> 8) & 255)] ^ L[1792 + ((vt67_x7 >> 8) & 255)];
    const uint64_t vt67_2 = L[0 + ((vt67_x0 >> 16) & 255)] ^ L[256 + ((vt67_x1 >> 16) & 255)] ^ L[512 + ((vt67_x2 >> 16) & 255)] ^ L[768 + ((vt67_x3 >> 16) & 255)] ^ L[1024 + ((vt67_x4 >> 16) & 255)] ^ L[1280 + ((vt67_x5 >> 16) & 255)] ^ L[1536 + ((vt67_x6 >> 16) & 255)] ^ L[1792 + ((vt67_x7 >> 16) & 255)];
    const uint64_t vt67_3 = L[0 + ((vt67_x0 >> 24) & 255)] ^ L[256 + ((vt67_x1 >> 24) & 255)] ^ L[512 + ((vt67_x2 >> 24) & 255)] ^ L[768 + ((vt67_x3 >> 24) & 255)] ^ L[1024 + ((vt67_x4 >> 24) & 255)] ^ L[1280 + ((vt67_x5 >> 24) & 255)] ^ L[1536 + ((vt67_x6 >> 24) & 255)] ^ L[1792 + ((vt67_x7 >> 24) & 255)];
    const uint64_t vt67_4 = L[0 + ((vt67_x0 >> 32) & 255)] ^ L[256 + ((vt67_x1 >> 32) & 255)] ^ L[512 + ((vt67_x2 >> 32) & 255)] ^ L[768 + ((vt67_x3 >> 32) & 255)] ^ L[1024 + ((vt67_x4 >> 32) & 255)] ^ L[1280 + ((vt67_x5 >> 32) & 255)] ^ L[1536 + ((vt67_x6 >> 32) & 255)] ^ L[1792 + ((vt67_x7 >> 32) & 255)];
    const uint64_t vt67_5 = L[0 + ((vt67_x0 >> 40) & 255)] ^ L[256 + ((vt67_x1 >> 40) & 255)] ^ L[512 + ((vt67_x2 >> 40) & 255)] ^ L[768 + ((vt67_x3 >> 40) & 255)] ^ L[1024 + ((vt67_x4 >> 40) & 255)] ^ L[1280 + ((vt67_x5 >> 40) & 255)] ^ L[1536 + ((vt67_x6 >> 40) & 255)] ^ L[1792 + ((vt67_x7 >> 40) & 255)];
    const uint64_t vt67_6 = L[0 + ((vt67_x0 >> 48) & 255)] ^ L[256 + ((vt67_x1 >> 48) & 255)] ^ L[512 + ((vt67_x2 >> 48) & 255)] ^ L[768 + ((vt67_x3 >> 48) & 255)] ^ L[1024 + ((vt67_x4 >> 48) & 255)] ^ L[1280 + ((vt67_x5 >> 48) & 255)] ^ L[1536 + ((vt67_x6 >> 48) & 255)] ^ L[1792 + ((vt67_x7 >> 48) & 255)];
    const uint64_t vt67_7 = L[0 + ((vt67_x0 >> 56) & 255)] ^ L[256 + ((vt67_x1 >> 56) & 255)] ^ L[512 + ((vt67_x2 >> 56) & 255)] ^ L[768 + ((vt67_x3 >> 56) & 255)] ^ L[1024 + ((vt67_x4 >> 56) & 255)] ^ L[1280 + ((vt67_x5 >> 56) & 255)] ^ L[1536 + ((vt67_x6 >> 56) & 255)] ^ L[1792 + ((vt67_x7 >> 56) & 255)];
    const uint64_t vt71_x0 = (vt67_0 ^ vt62_0);
    const uint64_t vt71_x1 = (vt67_1 ^ vt62_1);
    const uint64_t vt71_x2 = (vt67_2 ^ vt62_2);
    const uint64_t vt71_x3 = (vt67_3 ^ vt62_3);
    const uint64_t vt71_x4 = (vt67_4 ^ vt62_4);
    const uint64_t vt71_x5 = (vt67_5 ^ vt62_5);
    const uint64_t vt71_x6 = (vt67_6 ^ vt62_6);
    const uint64_t vt71_x7 = (vt67_7 ^ vt62_7);
    const uint64_t vt71_0 = L[0 + ((vt71_x0 >> 0) & 255)] ^ L[256 + ((vt71_x1 >> 0) & 255)] ^ L[512 + ((vt71_x2 >> 0) & 255)] ^ L[768 + ((vt71_x3 >> 0) & 255)] ^ L[1024 + ((vt71_x4 >> 0) & 255)] ^ L[1280 + ((vt71_x5 >> 0) & 255)] ^ L[1536 + ((vt71_x6 >> 0) & 255)] ^ L[1792 + ((vt71_x7 >> 0) & 255)];
    const uint64_t vt71_1 = L[0 + ((vt71_x0 >> 8) & 255)] ^ L[256 + ((vt71_x1 >> 8) & 255)] ^ L[512 + ((vt71_x2 >> 8) & 255)] ^ L[768 + ((vt71_x3 >> 8) & 255)] ^ L[1024 + ((vt71_x4 >> 8) & 255)] ^ L[1280 + ((vt71_x5 >> 8) & 255)] ^ L[1536 + ((vt71_x6 >> 8) & 255)] ^ L[1792 + ((vt71_x7 >> 8) & 255)];
    const uint64_t vt71_2 = L[0 + ((vt71_x0 >> 16) & 255)] ^ L[256 + ((vt71_x1 >> 16) & 255)] ^ L[512 + ((vt71_x2 >> 16) & 255)] ^ L[768 + ((vt71_x3 >> 16) & 255)] ^ L[1024 + ((vt71_x4 >> 16) & 255)] ^ L[1280 + ((vt71_x5 >> 16) & 255)] ^ L[1536 + ((vt71_x6 >> 16) & 255)] ^ L[1792 + ((vt71_x7 >> 16) & 255)];
    const uint64_t vt71_3 = L[0 + ((vt71_x0 >> 24) & 255)] ^ L[256 + ((vt71_x1 >> 24) & 255)] ^ L[512 + ((vt71_x2 >> 24) & 255)] ^ L[768 + ((vt71_x3 >> 24) & 255)] ^ L[1024 + ((vt71_x4 >> 24) & 255)] ^ L[1280 + ((vt71_x5 >> 24) & 255)] ^ L[1536 + ((vt71_x6 >> 24) & 255)] ^ L[1792 + ((vt71_x7 >> 24) & 255)];
    const uint64_t vt71_4 = L[0 + ((vt71_x0 >> 32) & 255)] ^ L[256 + ((vt71_x1 >> 32) & 255)] ^ L[512 + ((vt71_x2 >> 32) & 255)] ^ L[768 + ((vt71_x3 >> 32) & 255)] ^ L[1024 + ((vt71_x4 >> 32) & 255)] ^ L[1280 + ((vt71_x5 >> 32) & 255)] ^ L[1536 + ((vt71_x6 >> 32) & 255)] ^ L[1792 + ((vt71_x7 >> 32) & 255)];
    const uint64_t vt71_5 = L[0 + ((vt71_x0 >> 40) & 255)] ^ L[256 + ((vt71_x1 >> 40) & 255)] ^ L[512 + ((vt71_x2 >> 40) & 255)] ^ L[768 + ((vt71_x3 >> 40) & 255)] ^ L[1024 + ((vt71_x4 >> 40) & 255)] ^ L[1280 + ((vt71_x5 >> 40) & 255)] ^ L[1536 + ((vt71_x6 >> 40) & 255)] ^ L[1792 + ((vt71_x7 >> 40) & 255)];
    const uint64_t vt71_6 = L[0 + ((vt71_x0 >> 48) & 255)] ^ L[256 + ((vt71_x1 >> 48) & 255)] ^ L[512 + ((vt71_x2 >> 48) & 255)] ^ L[768 + ((vt71_x3 >> 48) & 255)] ^ L[1024 + ((vt71_x4 >> 48) & 255)] ^ L[1280 + ((vt71_x5 >> 48) & 255)] ^ L[1536 + ((vt71_x6 >> 48) & 255)] ^ L[1792 + ((vt71_x7 >> 48) & 255)];
    const uint64_t vt71_7 = L[0 + ((vt71_x0 >> 56) & 255)] ^ L[256 + ((vt71_x1 >> 56) & 255)] ^ L[512 + ((vt71_x2 >> 56) & 255)] ^ L[768 + ((vt71_x3 >> 56) & 255)] ^ L[1024 + ((vt71_x4 >> 56) & 255)] ^ L[1280 + ((vt71_x5 >> 56) & 255)] ^ L[1536 + ((vt71_x6 >> 56) & 255)] ^ L[1792 + ((vt71_x7 >> 56) & 255)];
    const uint64_t vt76_x0 = (vt67_0 ^ GG_CUDA_C(7, 0));
    const uint64_t vt76_x1 = (vt67_1 ^ GG_CUDA_C(7, 1));
    const uint64_t vt76_x2 = (vt67_2 ^ GG_CUDA_C(7, 2));
    const uint64_t vt76_x3 = (vt67_3 ^ GG_CUDA_C(7, 3));
    const uint64_t vt76_x4 = (vt67_4 ^ GG_CUDA_C(7, 4));
    const uint64_t vt76_x5 = (vt67_5 ^ GG_CUDA_C(7, 5));
    const uint64_t vt76_x6 = (vt67_6 ^ GG_CUDA_C(7, 6));
    const uint64_t vt76_x7 = (vt67_7 ^ GG_CUDA_C(7, 7));
    const uint64_t vt76_0 = L[0 + ((vt76_x0 >> 0) & 255)] ^ L[256 + ((vt76_x1 >> 0) & 255)] ^ L[512 + ((vt76_x2 >> 0) & 255)] ^ L[768 + ((vt76_x3 >> 0) & 255)] ^ L[1024 + ((vt76_x4 >> 0) & 255)] ^ L[1280 + ((vt76_x5 >> 0) & 255)] ^ L[1536 + ((vt76_x6 >> 0) & 255)] ^ L[1792 + ((vt76_x7 >> 0) & 255)];
    const uint64_t vt76_1 = L[0 + ((vt76_x0 >> 8) & 255)] ^ L[256 + ((vt76_x1 >> 8) & 255)] ^ L[512 + ((vt76_x2 >> 8) & 255)] ^ L[768 + ((vt76_x3 >> 8) & 255)] ^ L[1024 + ((vt76_x4 >> 8) & 255)] ^ L[1280 + ((vt76_x5 >> 8) & 255)] ^ L[1536 + ((vt76_x6 >> 8) & 255)] ^ L[1792 + ((vt76_x7 >> 8) & 255)];
    const uint64_t vt76_2 = L[0 + ((vt76_x0 >> 16) & 255)] ^ L[256 + ((vt76_x1 >> 16) & 255)] ^ L[512 + ((vt76_x2 >> 16) & 255)] ^ L[768 + ((vt76_x3 >> 16) & 255)] ^ L[1024 + ((vt76_x4 >> 16) & 255)] ^ L[1280 + ((vt76_x5 >> 16) & 255)] ^ L[1536 + ((vt76_x6 >> 16) & 255)] ^ L[1792 + ((vt76_x7 >> 16) & 255)];
    const uint64_t vt76_3 = L[0 + ((vt76_x0 >> 24) & 255)] ^ L[256 + ((vt76_x1 >> 24) & 255)] ^ L[512 + ((vt76_x2 >> 24) & 255)] ^ L[768 + ((vt76_x3 >> 24) & 255)] ^ L[1024 + ((vt76_x4 >> 24) & 255)] ^ L[1280 + ((vt76_x5 >> 24) & 255)] ^ L[1536 + ((vt76_x6 >> 24) & 255)] ^ L[1792 + ((vt76_x7 >> 24) & 255)];
    const uint64_t vt76_4 = L[0 + ((vt76_x0 >> 32) & 255)] ^ L[256 + ((vt76_x1 >> 32) & 255)] ^ L[512 + ((vt76_x2 >> 32) & 255)] ^ L[768 + ((vt76_x3 >> 32) & 255)] ^ L[1024 + ((vt76_x4 >> 32) & 255)] ^ L[1280 + ((vt76_x5 >> 32) & 255)] ^ L[1536 + ((vt76_x6 >> 32) & 255)] ^ L[1792 + ((vt76_x7 >> 32) & 255)];
    const uint64_t vt76_5 = L[0 + ((vt76_x0 >> 40) & 255)] ^ L[256 + ((vt76_x1 >> 40) & 255)] ^ L[512 + ((vt76_x2 >> 40) & 255)] ^ L[768 + ((vt76_x3 >> 40) & 255)] ^ L[1024 + ((vt76_x4 >> 40) & 255)] ^ L[1280 + ((vt76_x5 >> 40) & 255)] ^ L[1536 + ((vt76_x6 >> 40) & 255)] ^ L[1792 + ((vt76_x7 >> 40) & 255)];
    const uint64_t vt76_6 = L[0 + ((vt76_x0 >> 48) & 255)] ^ L[256 + ((vt76_x1 >> 48) & 255)] ^ L[512 + ((vt76_x2 >> 48) & 255)] ^ L[768 + ((vt76_x3 >> 48) & 255)] ^ L[1024 + ((vt76_x4 >> 48) & 255)] ^ L[1280 + ((vt76_x5 >> 48) & 255)] ^ L[1536 + ((vt76_x6 >> 48) & 255)] ^ L[1792 + ((vt76_x7 >> 48) & 255)];
    const uint64_t vt76_7 = L[0 + ((vt76_x0 >> 56) & 255)] ^ L[256 + ((vt76_x1 >> 56) & 255)] ^ L[512 + ((vt76_x2 >> 56) & 255)] ^ L[768 + ((vt76_x3 >> 56) & 255)] ^ L[1024 + ((vt76_x4 >> 56) & 255)] ^ L[1280 + ((vt76_x5 >> 56) & 255)] ^ L[1536 + ((vt76_x6 >> 56) & 255)] ^ L[1792 + ((vt76_x7 >> 56) & 255)];
    const uint64_t vt80_x0 = (vt76_0 ^ vt71_0);
    const uint64_t vt80_x1 = (vt76_1 ^ vt71_1);
    const uint64_t vt80_x2 = (vt76_2 ^ vt71_2);
    const uint64_t vt80_x3 = (vt76_3 ^ vt71_3);
    const uint64_t vt80_x4 = (vt76_4 ^ vt71_4);
    const uint64_t vt80_x5 = (vt76_5 ^ vt71_5);
    const uint64_t vt80_x6 = (vt76_6 ^ vt71_6);
    const uint64_t vt80_x7 = (vt76_7 ^ vt71_7);
    const uint64_t vt80_0 = L[0 + ((vt80_x0 >> 0) & 255)] ^ L[256 + ((vt80_x1 >> 0) & 255)] ^ L[512 + ((vt80_x2 >> 0) & 255)] ^ L[768 + ((vt80_x3 >> 0) & 255)] ^ L[1024 + ((vt80_x4 >> 0) & 255)] ^ L[1280 + ((vt80_x5 >> 0) & 255)] ^ L[1536 + ((vt80_x6 >> 0) & 255)] ^ L[1792 + ((vt80_x7 >> 0) & 255)];
    const uint64_t vt80_1 = L[0 + ((vt80_x0 >> 8) & 255)] ^ L[256 + ((vt80_x1 >> 8) & 255)] ^ L[512 + ((vt80_x2 >> 8) & 255)] ^ L[768 + ((vt80_x3 >> 8) & 255)] ^ L[1024 + ((vt80_x4 >> 8) & 255)] ^ L[1280 + ((vt80_x5 >> 8) & 255)] ^ L[1536 + ((vt80_x6 >> 8) & 255)] ^ L[1792 + ((vt80_x7 >> 8) & 255)];
    const uint64_t vt80_2 = L[0 + ((vt80_x0 >> 16) & 255)] ^ L[256 + ((vt80_x1 >> 16) & 255)] ^ L[512 + ((vt80_x2 >> 16) & 255)] ^ L[768 + ((vt80_x3 >> 16) & 255)] ^ L[1024 + ((vt80_x4 >> 16) & 255)] ^ L[1280 + ((vt80_x5 >> 16) & 255)] ^ L[1536 + ((vt80_x6 >> 16) & 255)] ^ L[1792 + ((vt80_x7 >> 16) & 255)];
    const uint64_t vt80_3 = L[0 + ((vt80_x0 >> 24) & 255)] ^ L[256 + ((vt80_x1 >> 24) & 255)] ^ L[512 + ((vt80_x2 >> 24) & 255)] ^ L[768 + ((vt80_x3 >> 24) & 255)] ^ L[1024 + ((vt80_x4 >> 24) & 255)] ^ L[1280 + ((vt80_x5 >> 24) & 255)] ^ L[1536 + ((vt80_x6 >> 24) & 255)] ^ L[1792 + ((vt80_x7 >> 24) & 255)];
    const uint64_t vt80_4 = L[0 + ((vt80_x0 >> 32) & 255)] ^ L[256 + ((vt80_x1 >> 32) & 255)] ^ L[512 + ((vt80_x2 >> 32) & 255)] ^ L[768 + ((vt80_x3 >> 32) & 255)] ^ L[1024 + ((vt80_x4 >> 32) & 255)] ^ L[1280 + ((vt80_x5 >> 32) & 255)] ^ L[1536 + ((vt80_x6 >> 32) & 255)] ^ L[1792 + ((vt80_x7 >> 32) & 255)];
    const uint64_t vt80_5 = L[0 + ((vt80_x0 >> 40) & 255)] ^ L[256 + ((vt80_x1 >> 40) & 255)] ^ L[512 + ((vt80_x2 >> 40) & 255)] ^ L[768 + ((vt80_x3 >> 40) & 255)] ^ L[1024 + ((vt80_x4 >> 40) & 255)] ^ L[1280 + ((vt80_x5 >> 40) & 255)] ^ L[1536 + ((vt80_x6 >> 40) & 255)] ^ L[1792 + ((vt80_x7 >> 40) & 255)];
    const uint64_t vt80_6 = L[0 + ((vt80_x0 >> 48) & 255)] ^ L[256 + ((vt80_x1 >> 48) & 255)] ^ L[512 + ((vt80_x2 >> 48) & 255)] ^ L[768 + ((vt80_x3 >> 48) & 255)] ^ L[1024 + ((vt80_x4 >> 48) & 255)] ^ L[1280 + ((vt80_x5 >> 48) & 255)] ^ L[1536 + ((vt80_x6 >> 48) & 255)] ^ L[1792 + ((vt80_x7 >> 48) & 255)];
    const uint64_t vt80_7 = L[0 + ((vt80_x0 >> 56) & 255)] ^ L[256 + ((vt80_x1 >> 56) & 255)] ^ L[512 + ((vt80_x2 >> 56) & 255)] ^ L[768 + ((vt80_x3 >> 56) & 255)] ^ L[1024 + ((vt80_x4 >> 56) & 255)] ^ L[1280 + ((vt80_x5 >> 56) & 255)] ^ L[1536 + ((vt80_x6 >> 56) & 255)] ^ L[1792 + ((vt80_x7 >> 56) & 255)];
    const uint64_t vt85_x0 = (vt76_0 ^ GG_CUDA_C(8, 0));
    const uint64_t vt85_x1 = (vt76_1 ^ GG_CUDA_C(8, 1));
    const uint64_t vt85_x2 = (vt76_2 ^ GG_CUDA_C(8, 2));
    const uint64_t vt85_x3 = (vt76_3 ^ GG_CUDA_C(8, 3));
    const uint64_t vt85_x4 = (vt76_4 ^ GG_CUDA_C(8, 4));
    const uint64_t vt85_x5 = (vt76_5 ^ GG_CUDA_C(8, 5));
    const uint64_t vt85_x6 = (vt76_6 ^ GG_CUDA_C(8, 6));
    const uint64_t vt85_x7 = (vt76_7 ^ GG_CUDA_C(8, 7));
    const uint64_t vt85_0 = L[0 + ((vt85_x0 >> 0) & 255)] ^ L[256 + ((vt85_x1 >> 0) & 255)] ^ L[512 + ((vt85_x2 >> 0) & 255)] ^ L[768 + ((vt85_x3 >> 0) & 255)] ^ L[1024 + ((vt85_x4 >> 0) & 255)] ^ L[1280 + ((vt85_x5 >> 0) & 255)] ^ L[1536 + ((vt85_x6 >> 0) & 255)] ^ L[1792 + ((vt85_x7 >> 0) & 255)];
    const uint64_t vt85_1 = L[0 + ((vt85_x0 >> 8) & 255)] ^ L[256 + ((vt85_x1 >> 8) & 255)] ^ L[512 + ((vt85_x2 >> 8) & 255)] ^ L[768 + ((vt85_x3 >> 8) & 255)] ^ L[1024 + ((vt85_x4 >> 8) & 255)] ^ L[1280 + ((vt85_x5 >> 8) & 255)] ^ L[1536 + ((vt85_x6 >> 8) & 255)] ^ L[1792 + ((vt85_x7 >> 8) & 255)];
    const uint64_t vt85_2 = L[0 + ((vt85_x0 >> 16) & 255)] ^ L[256 + ((vt85_x1 >> 16) & 255)] ^ L[512 + ((vt85_x2 >> 16) & 255)] ^ L[768 + ((vt85_x3 >> 16) & 255)] ^ L[1024 + ((vt85_x4 >> 16) & 255)] ^ L[1280 + ((vt85_x5 >> 16) & 255)] ^ L[1536 + ((vt85_x6 >> 16) & 255)] ^ L[1792 + ((vt85_x7 >> 16) & 255)];
    const uint64_t vt85_3 = L[0 + ((vt85_x0 >> 24) & 255)] ^ L[256 + ((vt85_x1 >> 24) & 255)] ^ L[512 + ((vt85_x2 >> 24) & 255)] ^ L[768 + ((vt85_x3 >> 24) & 255)] ^ L[1024 + ((vt85_x4 >> 24) & 255)] ^ L[1280 + ((vt85_x5 >> 24) & 255)] ^ L[1536 + ((vt85_x6 >> 24) & 255)] ^ L[1792 + ((vt85_x7 >> 24) & 255)];
    const uint64_t vt85_4 = L[0 + ((vt85_x0 >> 32) & 255)] ^ L[256 + ((vt85_x1 >> 32) & 255)] ^ L[512 + ((vt85_x2 >> 32) & 255)] ^ L[768 + ((vt85_x3 >> 32) & 255)] ^ L[1024 + ((vt85_x4 >> 32) & 255)] ^ L[1280 + ((vt85_x5 >> 32) & 255)] ^ L[1536 + ((vt85_x6 >> 32) & 255)] ^ L[1792 + ((vt85_x7 >> 32) & 255)];
    const uint64_t vt85_5 = L[0 + ((vt85_x0 >> 40) & 255)] ^ L[256 + ((vt85_x1 >> 40) & 255)] ^ L[512 + ((vt85_x2 >> 40) & 255)] ^ L[768 + ((vt85_x3 >> 40) & 255)] ^ L[1024 + ((vt85_x4 >> 40) & 255)] ^ L[1280 + ((vt85_x5 >> 40) & 255)] ^ L[1536 + ((vt85_x6 >> 40) & 255)] ^ L[1792 + ((vt85_x7 >> 40) & 255)];
    const uint64_t vt85_6 = L[0 + ((vt85_x0 >> 48) & 255)] ^ L[256 + ((vt85_x1 >> 48) & 255)] ^ L[512 + ((vt85_x2 >> 48) & 255)] ^ L[768 + ((vt85_x3 >> 48) & 255)] ^ L[1024 + ((vt85_x4 >> 48) & 255)] ^ L[1280 + ((vt85_x5 >> 48) & 255)] ^ L[1536 + ((vt85_x6 >> 48) & 255)] ^ L[1792 + ((vt85_x7 >> 48) & 255)];
    const uint64_t vt85_7 = L[0 + ((vt85_x0 >> 56) & 255)] ^ L[256 + ((vt85_x1 >> 56) & 255)] ^ L[512 + ((vt85_x2 >> 56) & 255)] ^ L[768 + ((vt85_x3 >> 56) & 255)] ^ L[1024 + ((vt85_x4 >> 56) & 255)] ^ L[1280 + ((vt85_x5 >> 56) & 255)] ^ L[1536 + ((vt85_x6 >> 56) & 255)] ^ L[1792 + ((vt85_x7 >> 56) & 255)];
    const uint64_t vt89_x0 = (vt85_0 ^ vt80_0);
    const uint64_t vt89_x1 = (vt85_1 ^ vt80_1);
    const uint64_t vt89_x2 = (vt85_2 ^ vt80_2);
    const uint64_t vt89_x3 = (vt85_3 ^ vt80_3);
    const uint64_t vt89_x4 = (vt85_4 ^ vt80_4);
    const uint64_t vt89_x5 = (vt85_5 ^ vt80_5);
    const uint64_t vt89_x6 = (vt85_6 ^ vt80_6);
    const uint64_t vt89_x7 = (vt85_7 ^ vt80_7);
    const uint64_t vt89_0 = L[0 + ((vt89_x0 >> 0) & 255)] ^ L[256 + ((vt89_x1 >> 0) & 255)] ^ L[512 + ((vt89_x2 >> 0) & 255)] ^ L[768 + ((vt89_x3 >> 0) & 255)] ^ L[1024 + ((vt89_x4 >> 0) & 255)] ^ L[1280 + ((vt89_x5 >> 0) & 255)] ^ L[1536 + ((vt89_x6 >> 0) & 255)] ^ L[1792 + ((vt89_x7 >> 0) & 255)];
    const uint64_t vt89_1 = L[0 + ((vt89_x0 >> 8) & 255)] ^ L[256 + ((vt89_x1 >> 8) & 255)] ^ L[512 + ((vt89_x2 >> 8) & 255)] ^ L[768 + ((vt89_x3 >> 8) & 255)] ^ L[1024 + ((vt89_x4 >> 8) & 255)] ^ L[1280 + ((vt89_x5 >> 8) & 255)] ^ L[1536 + ((vt89_x6 >> 8) & 255)] ^ L[1792 + ((vt89_x7 >> 8) & 255)];
    const uint64_t vt89_2 = L[0 + ((vt89_x0 >> 16) & 255)] ^ L[256 + ((vt89_x1 >> 16) & 255)] ^ L[512 + ((vt89_x2 >> 16) & 255)] ^ L[768 + ((vt89_x3 >> 16) & 255)] ^ L[1024 + ((vt89_x4 >> 16) & 255)] ^ L[1280 + ((vt89_x5 >> 16) & 255)] ^ L[1536 + ((vt89_x6 >> 16) & 255)] ^ L[1792 + ((vt89_x7 >> 16) & 255)];
    const uint64_t vt89_3 = L[0 + ((vt89_x0 >> 24) & 255)] ^ L[256 + ((vt89_x1 >> 24) & 255)] ^ L[512 + ((vt89_x2 >> 24) & 255)] ^ L[768 + ((vt89_x3 >> 24) & 255)] ^ L[1024 + ((vt89_x4 >> 24) & 255)] ^ L[1280 + ((vt89_x5 >> 24) & 255)] ^ L[1536 + ((vt89_x6 >> 24) & 255)] ^ L[1792 + ((vt89_x7 >> 24) & 255)];
    const uint64_t vt89_4 = L[0 + ((vt89_x0 >> 32) & 255)] ^ L[256 + ((vt89_x1 >> 32) & 255)] ^ L[512 + ((vt89_x2 >> 32) & 255)] ^ L[768 + ((vt89_x3 >> 32) & 255)] ^ L[1024 + ((vt89_x4 >> 32) & 255)] ^ L[1280 + ((vt89_x5 >> 32) & 255)] ^ L[1536 + ((vt89_x6 >> 32) & 255)] ^ L[1792 + ((vt89_x7 >> 32) & 255)];
    const uint64_t vt89_5 = L[0 + ((vt89_x0 >> 40) & 255)] ^ L[256 + ((vt89_x1 >> 40) & 255)] ^ L[512 + ((vt89_x2 >> 40) & 255)] ^ L[768 + ((vt89_x3 >> 40) & 255)] ^ L[1024 + ((vt89_x4 >> 40) & 255)] ^ L[1280 + ((vt89_x5 >> 40) & 255)] ^ L[1536 + ((vt89_x6 >> 40) & 255)] ^ L[1792 + ((vt89_x7 >> 40) & 255)];
    const uint64_t vt89_6 = L[0 + ((vt89_x0 >> 48) & 255)] ^ L[256 + ((vt89_x1 >> 48) & 255)] ^ L[512 + ((vt89_x2 >> 48) & 255)] ^ L[768 + ((vt89_x3 >> 48) & 255)] ^ L[1024 + ((vt89_x4 >> 48) & 255)] ^ L[1280 + ((vt89_x5 >> 48) & 255)] ^ L[1536 + ((vt89_x6 >> 48) & 255)] ^ L[1792 + ((vt89_x7 >> 48) & 255)];
    const uint64_t vt89_7 = L[0 + ((vt89_x0 >> 56) & 255)] ^ L[256 + ((vt89_x1 >> 56) & 255)] ^ L[512 + ((vt89_x2 >> 56) & 255)] ^ L[768 + ((vt89_x3 >> 56) & 255)] ^ L[1024 + ((vt89_x4 >> 56) & 255)] ^ L[1280 + ((vt89_x5 >> 56) & 255)] ^ L[1536 + ((vt89_x6 >> 56) & 255)] ^ L[1792 + ((vt89_x7 >> 56) & 255)];
    const uint64_t vt94_x0 = (vt85_0 ^ GG_CUDA_C(9, 0));
    const uint64_t vt94_x1 = (vt85_1 ^ GG_CUDA_C(9, 1));
    const uint64_t vt94_x2 = (vt85_2 ^ GG_CUDA_C(9, 2));
    const uint64_t vt94_x3 = (vt85_3 ^ GG_CUDA_C(9, 3));
    const uint64_t vt94_x4 = (vt85_4 ^ GG_CUDA_C(9, 4));
    const uint64_t vt94_x5 = (vt85_5 ^ GG_CUDA_C(9, 5));
    const uint64_t vt94_x6 = (vt85_6 ^ GG_CUDA_C(9, 6));
    const uint64_t vt94_x7 = (vt85_7 ^ GG_CUDA_C(9, 7));
    const uint64_t vt94_0 = L[0 + ((vt94_x0 >> 0) & 255)] ^ L[256 + ((vt94_x1 >> 0) & 255)] ^ L[512 + ((vt94_x2 >> 0) & 255)] ^ L[768 + ((vt94_x3 >> 0) & 255)] ^ L[1024 + ((vt94_x4 >> 0) & 255)] ^ L[1280 + ((vt94_x5 >> 0) & 255)] ^ L[1536 + ((vt94_x6 >> 0) & 255)] ^ L[1792 + ((vt94_x7 >> 0) & 255)];
    const uint64_t vt94_1 = L[0 + ((vt94_x0 >> 8) & 255)] ^ L[256 + ((vt94_x1 >> 8) & 255)] ^ L[512 + ((vt94_x2 >> 8) & 255)] ^ L[768 + ((vt94_x3 >> 8) & 255)] ^ L[1024 + ((vt94_x4 >> 8) & 255)] ^ L[1280 + ((vt94_x5 >> 8) & 255)] ^ L[1536 + ((vt94_x6 >> 8) & 255)] ^ L[1792 + ((vt94_x7 >> 8) & 255)];
    const uint64_t vt94_2 = L[0 + ((vt94_x0 >> 16) & 255)] ^ L[256 + ((vt94_x1 >> 16) & 255)] ^ L[512 + ((vt94_x2 >> 16) & 255)] ^ L[768 + ((vt94_x3 >> 16) & 255)] ^ L[1024 + ((vt94_x4 >> 16) & 255)] ^ L[1280 + ((vt94_x5 >> 16) & 255)] ^ L[1536 + ((vt94_x6 >> 16) & 255)] ^ L[1792 + ((vt94_x7 >> 16) & 255)];
    const uint64_t vt94_3 = L[0 + ((vt94_x0 >> 24) & 255)] ^ L[256 + ((vt94_x1 >> 24) & 255)] ^ L[512 + ((vt94_x2 >> 24) & 255)] ^ L[768 + ((vt94_x3 >> 24) & 255)] ^ L[1024 + ((vt94_x4 >> 24) & 255)] ^ L[1280 + ((vt94_x5 >> 24) & 255)] ^ L[1536 + ((vt94_x6 >> 24) & 255)] ^ L[1792 + ((vt94_x7 >> 24) & 255)];
    const uint64_t vt94_4 = L[0 + ((vt94_x0 >> 32) & 255)] ^ L[256 + ((vt94_x1 >> 32) & 255)] ^ L[512 + ((vt94_x2 >> 32) & 255)] ^ L[768 + ((vt94_x3 >> 32) & 255)] ^ L[1024 + ((vt94_x4 >> 32) & 255)] ^ L[1280 + ((vt94_x5 >> 32) & 255)] ^ L[1536 + ((vt94_x6 >> 32) & 255)] ^ L[1792 + ((vt94_x7 >> 32) & 255)];
    const uint64_t vt94_5 = L[0 + ((vt94_x0 >> 40) & 255)] ^ L[256 + ((vt94_x1 >> 40) & 255)] ^ L[512 + ((vt94_x2 >> 40) & 255)] ^ L[768 + ((vt94_x3 >> 40) & 255)] ^ L[1024 + ((vt94_x4 >> 40) & 255)] ^ L[1280 + ((vt94_x5 >> 40) & 255)] ^ L[1536 + ((vt94_x6 >> 40) & 255)] ^ L[1792 + ((vt94_x7 >> 40) & 255)];
    const uint64_t vt94_6 = L[0 + ((vt94_x0 >> 48) & 255)] ^ L[256 + ((vt94_x1 >> 48) & 255)] ^ L[512 + ((vt94_x2 >> 48) & 255)] ^ L[768 + ((vt94_x3 >> 48) & 255)] ^ L[1024 + ((vt94_x4 >> 48) & 255)] ^ L[1280 + ((vt94_x5 >> 48) & 255)] ^ L[1536 + ((vt94_x6 >> 48) & 255)] ^ L[1792 + ((vt94_x7 >> 48) & 255)];
    const uint64_t vt94_7 = L[0 + ((vt94_x0 >> 56) & 255)] ^ L[256 + ((vt94_x1 >> 56) & 255)] ^ L[512 + ((vt94_x2 >> 56) & 255)] ^ L[768 + ((vt94_x3 >> 56) & 255)] ^ L[1024 + ((vt94_x4 >> 56) & 255)] ^ L[1280 + ((vt94_x5 >> 56) & 255)] ^ L[1536 + ((vt94_x6 >> 56) & 255)] ^ L[1792 + ((vt94_x7 >> 56) & 255)];
    const uint64_t vt98_x0 = (vt94_0 ^ vt89_0);
    const uint64_t vt98_x1 = (vt94_1 ^ vt89_1);
    const uint64_t vt98_x2 = (vt94_2 ^ vt89_2);
    const uint64_t vt98_x3 = (vt94_3 ^ vt89_3);
    const uint64_t vt98_x4 = (vt94_4 ^ vt89_4);
    const uint64_t vt98_x5 = (vt94_5 ^ vt89_5);
    const uint64_t vt98_x6 = (vt94_6 ^ vt89_6);
    const uint64_t vt98_x7 = (vt94_7 ^ vt89_7);
    const uint64_t vt98_0 = L[0 + ((vt98_x0 >> 0) & 255)] ^ L[256 + ((vt98_x1 >> 0) & 255)] ^ L[512 + ((vt98_x2 >> 0) & 255)] ^ L[768 + ((vt98_x3 >> 0) & 255)] ^ L[1024 + ((vt98_x4 >> 0) & 255)] ^ L[1280 + ((vt98_x5 >> 0) & 255)] ^ L[1536 + ((vt98_x6 >> 0) & 255)] ^ L[1792 + ((vt98_x7 >> 0) & 255)];
    const uint64_t vt98_1 = L[0 + ((vt98_x0 >> 8) & 255)] ^ L[256 + ((vt98_x1 >> 8) & 255)] ^ L[512 + ((vt98_x2 >> 8) & 255)] ^ L[768 + ((vt98_x3 >> 8) & 255)] ^ L[1024 + ((vt98_x4 >> 8) & 255)] ^ L[1280 + ((vt98_x5 >> 8) & 255)] ^ L[1536 + ((vt98_x6 >> 8) & 255)] ^ L[1792 + ((vt98_x7 >> 8) & 255)];
    const uint64_t vt98_2 = L[0 + ((vt98_x0 >> 16) & 255)] ^ L[256 + ((vt98_x1 >> 16) & 255)] ^ L[512 + ((vt98_x2 >> 16) & 255)] ^ L[768 + ((vt98_x3 >> 16) & 255)] ^ L[1024 + ((vt98_x4 >> 16) & 255)] ^ L[1280 + ((vt98_x5 >> 16) & 255)] ^ L[1536 + ((vt98_x6 >> 16) & 255)] ^ L[1792 + ((vt98_x7 >> 16) & 255)];
    const uint64_t vt98_3 = L[0 + ((vt98_x0 >> 24) & 255)] ^ L[256 + ((vt98_x1 >> 24) & 255)] ^ L[512 + ((vt98_x2 >> 24) & 255)] ^ L[768 + ((vt98_x3 >> 24) & 255)] ^ L[1024 + ((vt98_x4 >> 24) & 255)] ^ L[1280 + ((vt98_x5 >> 24) & 255)] ^ L[1536 + ((vt98_x6 >> 24) & 255)] ^ L[1792 + ((vt98_x7 >> 24) & 255)];
    const uint64_t vt98_4 = L[0 + ((vt98_x0 >> 32) & 255)] ^ L[256 + ((vt98_x1 >> 32) & 255)] ^ L[512 + ((vt98_x2 >> 32) & 255)] ^ L[768 + ((vt98_x3 >> 32) & 255)] ^ L[1024 + ((vt98_x4 >> 32) & 255)] ^ L[1280 + ((vt98_x5 >> 32) & 255)] ^ L[1536 + ((vt98_x6 >> 32) & 255)] ^ L[1792 + ((vt98_x7 >> 32) & 255)];
    const uint64_t vt98_5 = L[0 + ((vt98_x0 >> 40) & 255)] ^ L[256 + ((vt98_x1 >> 40) & 255)] ^ L[512 + ((vt98_x2 >> 40) & 255)] ^ L[768 + ((vt98_x3 >> 40) & 255)] ^ L[1024 + ((vt98_x4 >> 40) & 255)] ^ L[1280 + ((vt98_x5 >> 40) & 255)] ^ L[1536 + ((vt98_x6 >> 40) & 255)] ^ L[1792 + ((vt98_x7 >> 40) & 255)];
    const uint64_t vt98_6 = L[0 + ((vt98_x0 >> 48) & 255)] ^ L[256 + ((vt98_x1 >> 48) & 255)] ^ L[512 + ((vt98_x2 >> 48) & 255)] ^ L[768 + ((vt98_x3 >> 48) & 255)] ^ L[1024 + ((vt98_x4 >> 48) & 255)] ^ L[1280 + ((vt98_x5 >> 48) & 255)] ^ L[1536 + ((vt98_x6 >> 48) & 255)] ^ L[1792 + ((vt98_x7 >> 48) & 255)];
    const uint64_t vt98_7 = L[0 + ((vt98_x0 >> 56) & 255)] ^ L[256 + ((vt98_x1 >> 56) & 255)] ^ L[512 + ((vt98_x2 >> 56) & 255)] ^ L[768 + ((vt98_x3 >> 56) & 255)] ^ L[1024 + ((vt98_x4 >> 56) & 255)] ^ L[1280 + ((vt98_x5 >> 56) & 255)] ^ L[1536 + ((vt98_x6 >> 56) & 255)] ^ L[1792 + ((vt98_x7 >> 56) & 255)];
    const uint64_t vt103_x0 = (vt94_0 ^ GG_CUDA_C(10, 0));
    const uint64_t vt103_x1 = (vt94_1 ^ GG_CUDA_C(10, 1));
    const uint64_t vt103_x2 = (vt94_2 ^ GG_CUDA_C(10, 2));
    const uint64_t vt103_x3 = (vt94_3 ^ GG_CUDA_C(10, 3));
    const uint64_t vt103_x4 = (vt94_4 ^ GG_CUDA_C(10, 4));
    const uint64_t vt103_x5 = (vt94_5 ^ GG_CUDA_C(10, 5));
    const uint64_t vt103_x6 = (vt94_6 ^ GG_CUDA_C(10, 6));
    const uint64_t vt103_x7 = (vt94_7 ^ GG_CUDA_C(10, 7));
    const uint64_t vt103_0 = L[0 + ((vt103_x0 >> 0) & 255)] ^ L[256 + ((vt103_x1 >> 0) & 255)] ^ L[512 + ((vt103_x2 >> 0) & 255)] ^ L[768 + ((vt103_x3 >> 0) & 255)] ^ L[1024 + ((vt103_x4 >> 0) & 255)] ^ L[1280 + ((vt103_x5 >> 0) & 255)] ^ L[1536 + ((vt103_x6 >> 0) & 255)] ^ L[1792 + ((vt103_x7 >> 0) & 255)];
    const uint64_t vt103_1 = L[0 + ((vt103_x0 >> 8) & 255)] ^ L[256 + ((vt103_x1 >> 8) & 255)] ^ L[512 + ((vt103_x2 >> 8) & 255)] ^ L[768 + ((vt103_x3 >> 8) & 255)] ^ L[1024 + ((vt103_x4 >> 8) & 255)] ^ L[1280 + ((vt103_x5 >> 8) & 255)] ^ L[1536 + ((vt103_x6 >> 8) & 255)] ^ L[1792 + ((vt103_x7 >> 8) & 255)];
    const uint64_t vt103_2 = L[0 + ((vt103_x0 >> 16) & 255)] ^ L[256 + ((vt103_x1 >> 16) & 255)] ^ L[512 + ((vt103_x2 >> 16) & 255)] ^ L[768 + ((vt103_x3 >> 16) & 255)] ^ L[1024 + ((vt103_x4 >> 16) & 255)] ^ L[1280 + ((vt103_x5 >> 16) & 255)] ^ L[1536 + ((vt103_x6 >> 16) & 255)] ^ L[1792 + ((vt103_x7 >> 16) & 255)];
    const uint64_t vt103_3 = L[0 + ((vt103_x0 >> 24) & 255)] ^ L[256 + ((vt103_x1 >> 24) & 255)] ^ L[512 + ((vt103_x2 >> 24) & 255)] ^ L[768 + ((vt103_x3 >> 24) & 255)] ^ L[1024 + ((vt103_x4 >> 24) & 255)] ^ L[1280 + ((vt103_x5 >> 24) & 255)] ^ L[1536 + ((vt103_x6 >> 24) & 255)] ^ L[1792 + ((vt103_x7 >> 24) & 255)];
    const uint64_t vt103_4 = L[0 + ((vt103_x0 >> 32) & 255)] ^ L[256 + ((vt103_x1 >> 32) & 255)] ^ L[512 + ((vt103_x2 >> 32) & 255)] ^ L[768 + ((vt103_x3 >> 32) & 255)] ^ L[1024 + ((vt103_x4 >> 32) & 255)] ^ L[1280 + ((vt103_x5 >> 32) & 255)] ^ L[1536 + ((vt103_x6 >> 32) & 255)] ^ L[1792 + ((vt103_x7 >> 32) & 255)];
    const uint64_t vt103_5 = L[0 + ((vt103_x0 >> 40) & 255)] ^ L[256 + ((vt103_x1 >> 40) & 255)] ^ L[512 + ((vt103_x2 >> 40) & 255)] ^ L[768 + ((vt103_x3 >> 40) & 255)] ^ L[1024 + ((vt103_x4 >> 40) & 255)] ^ L[1280 + ((vt103_x5 >> 40) & 255)] ^ L[1536 + ((vt103_x6 >> 40) & 255)] ^ L[1792 + ((vt103_x7 >> 40) & 255)];
    const uint64_t vt103_6 = L[0 + ((vt103_x0 >> 48) & 255)] ^ L[256 + ((vt103_x1 >> 48) & 255)] ^ L[512 + ((vt103_x2 >> 48) & 255)] ^ L[768 + ((vt103_x3 >> 48) & 255)] ^ L[1024 + ((vt103_x4 >> 48) & 255)] ^ L[1280 + ((vt103_x5 >> 48) & 255)] ^ L[1536 + ((vt103_x6 >> 48) & 255)] ^ L[1792 + ((vt103_x7 >> 48) & 255)];
    const uint64_t vt103_7 = L[0 + ((vt103_x0 >> 56) & 255)] ^ L[256 + ((vt103_x1 >> 56) & 255)] ^ L[512 + ((vt103_x2 >> 56) & 255)] ^ L[768 + ((vt103_x3 >> 56) & 255)] ^ L[1024 + ((vt103_x4 >> 56) & 255)] ^ L[1280 + ((vt103_x5 >> 56) & 255)] ^ L[1536 + ((vt103_x6 >> 56) & 255)] ^ L[1792 + ((vt103_x7 >> 56) & 255)];
    const uint64_t vt107_x0 = (vt103_0 ^ vt98_0);
    const uint64_t vt107_x1 = (vt103_1 ^ vt98_1);
    const uint64_t vt107_x2 = (vt103_2 ^ vt98_2);
    const uint64_t vt107_x3 = (vt103_3 ^ vt98_3);
    const uint64_t vt107_x4 = (vt103_4 ^ vt98_4);
    const uint64_t vt107_x5 = (vt103_5 ^ vt98_5);
    const uint64_t vt107_x6 = (vt103_6 ^ vt98_6);
    const uint64_t vt107_x7 = (vt103_7 ^ vt98_7);
    const uint64_t vt107_0 = L[0 + ((vt107_x0 >> 0) & 255)] ^ L[256 + ((vt107_x1 >> 0) & 255)] ^ L[512 + ((vt107_x2 >> 0) & 255)] ^ L[768 + ((vt107_x3 >> 0) & 255)] ^ L[1024 + ((vt107_x4 >> 0) & 255)] ^ L[1280 + ((vt107_x5 >> 0) & 255)] ^ L[1536 + ((vt107_x6 >> 0) & 255)] ^ L[1792 + ((vt107_x7 >> 0) & 255)];
    const uint64_t vt107_1 = L[0 + ((vt107_x0 >> 8) & 255)] ^ L[256 + ((vt107_x1 >> 8) & 255)] ^ L[512 + ((vt107_x2 >> 8) & 255)] ^ L[768 + ((vt107_x3 >> 8) & 255)] ^ L[1024 + ((vt107_x4 >> 8) & 255)] ^ L[1280 + ((vt107_x5 >> 8) & 255)] ^ L[1536 + ((vt107_x6 >> 8) & 255)] ^ L[1792 + ((vt107_x7 >> 8) & 255)];
    const uint64_t vt107_2 = L[0 + ((vt107_x0 >> 16) & 255)] ^ L[256 + ((vt107_x1 >> 16) & 255)] ^ L[512 + ((vt107_x2 >> 16) & 255)] ^ L[768 + ((vt107_x3 >> 16) & 255)] ^ L[1024 + ((vt107_x4 >> 16) & 255)] ^ L[1280 + ((vt107_x5 >> 16) & 255)] ^ L[1536 + ((vt107_x6 >> 16) & 255)] ^ L[1792 + ((vt107_x7 >> 16) & 255)];
    const uint64_t vt107_3 = L[0 + ((vt107_x0 >> 24) & 255)] ^ L[256 + ((vt107_x1 >> 24) & 255)] ^ L[512 + ((vt107_x2 >> 24) & 255)] ^ L[768 + ((vt107_x3 >> 24) & 255)] ^ L[1024 + ((vt107_x4 >> 24) & 255)] ^ L[1280 + ((vt107_x5 >> 24) & 255)] ^ L[1536 + ((vt107_x6 >> 24) & 255)] ^ L[1792 + ((vt107_x7 >> 24) & 255)];
    const uint64_t vt107_4 = L[0 + ((vt107_x0 >> 32) & 255)] ^ L[256 + ((vt107_x1 >> 32) & 255)] ^ L[512 + ((vt107_x2 >> 32) & 255)] ^ L[768 + ((vt107_x3 >> 32) & 255)] ^ L[1024 + ((vt107_x4 >> 32) & 255)] ^ L[1280 + ((vt107_x5 >> 32) & 255)] ^ L[1536 + ((vt107_x6 >> 32) & 255)] ^ L[1792 + ((vt107_x7 >> 32) & 255)];
    const uint64_t vt107_5 = L[0 + ((vt107_x0 >> 40) & 255)] ^ L[256 + ((vt107_x1 >> 40) & 255)] ^ L[512 + ((vt107_x2 >> 40) & 255)] ^ L[768 + ((vt107_x3 >> 40) & 255)] ^ L[1024 + ((vt107_x4 >> 40) & 255)] ^ L[1280 + ((vt107_x5 >> 40) & 255)] ^ L[1536 + ((vt107_x6 >> 40) & 255)] ^ L[1792 + ((vt107_x7 >> 40) & 255)];
    const uint64_t vt107_6 = L[0 + ((vt107_x0 >> 48) & 255)] ^ L[256 + ((vt107_x1 >> 48) & 255)] ^ L[512 + ((vt107_x2 >> 48) & 255)] ^ L[768 + ((vt107_x3 >> 48) & 255)] ^ L[1024 + ((vt107_x4 >> 48) & 255)] ^ L[1280 + ((vt107_x5 >> 48) & 255)] ^ L[1536 + ((vt107_x6 >> 48) & 255)] ^ L[1792 + ((vt107_x7 >> 48) & 255)];
    const uint64_t vt107_7 = L[0 + ((vt107_x0 >> 56) & 255)] ^ L[256 + ((vt107_x1 >> 56) & 255)] ^ L[512 + ((vt107_x2 >> 56) & 255)] ^ L[768 + ((vt107_x3 >> 56) & 255)] ^ L[1024 + ((vt107_x4 >> 56) & 255)] ^ L[1280 + ((vt107_x5 >> 56) & 255)] ^ L[1536 + ((vt107_x6 >> 56) & 255)] ^ L[1792 + ((vt107_x7 >> 56) & 255)];
    const uint64_t vt112_x0 = (vt103_0 ^ GG_CUDA_C(11, 0));
    const uint64_t vt112_x1 = (vt103_1 ^ GG_CUDA_C(11, 1));
    const uint64_t vt112_x2 = (vt103_2 ^ GG_CUDA_C(11, 2));
    const uint64_t vt112_x3 = (vt103_3 ^ GG_CUDA_C(11, 3));
    const uint64_t vt112_x4 = (vt103_4 ^ GG_CUDA_C(11, 4));
    const uint64_t vt112_x5 = (vt103_5 ^ GG_CUDA_C(11, 5));
    const uint64_t vt112_x6 = (vt103_6 ^ GG_CUDA_C(11, 6));
    const uint64_t vt112_x7 = (vt103_7 ^ GG_CUDA_C(11, 7));
    const uint64_t vt112_0 = L[0 + ((vt112_x0 >> 0) & 255)] ^ L[256 + ((vt112_x1 >> 0) & 255)] ^ L[512 + ((vt112_x2 >> 0) & 255)] ^ L[768 + ((vt112_x3 >> 0) & 255)] ^ L[1024 + ((vt112_x4 >> 0) & 255)] ^ L[1280 + ((vt112_x5 >> 0) & 255)] ^ L[1536 + ((vt112_x6 >> 0) & 255)] ^ L[1792 + ((vt112_x7 >> 0) & 255)];
    const uint64_t vt112_1 = L[0 + ((vt112_x0 >> 8) & 255)] ^ L[256 + ((vt112_x1 >> 8) & 255)] ^ L[512 + ((vt112_x2 >> 8) & 255)] ^ L[768 + ((vt112_x3 >> 8) & 255)] ^ L[1024 + ((vt112_x4 >> 8) & 255)] ^ L[1280 + ((vt112_x5 >> 8) & 255)] ^ L[1536 + ((vt112_x6 >> 8) & 255)] ^ L[1792 + ((vt112_x7 >> 8) & 255)];
    const uint64_t vt112_2 = L[0 + ((vt112_x0 >> 16) & 255)] ^ L[256 + ((vt112_x1 >> 16) & 255)] ^ L[512 + ((vt112_x2 >> 16) & 255)] ^ L[768 + ((vt112_x3 >> 16) & 255)] ^ L[1024 + ((vt112_x4 >> 16) & 255)] ^ L[1280 + ((vt112_x5 >> 16) & 255)] ^ L[1536 + ((vt112_x6 >> 16) & 255)] ^ L[1792 + ((vt112_x7 >> 16) & 255)];
    const uint64_t vt112_3 = L[0 + ((vt112_x0 >> 24) & 255)] ^ L[256 + ((vt112_x1 >> 24) & 255)] ^ L[512 + ((vt112_x2 >> 24) & 255)] ^ L[768 + ((vt112_x3 >> 24) & 255)] ^ L[1024 + ((vt112_x4 >> 24) & 255)] ^ L[1280 + ((vt112_x5 >> 24) & 255)] ^ L[1536 + ((vt112_x6 >> 24) & 255)] ^ L[1792 + ((vt112_x7 >> 24) & 255)];
    const uint64_t vt112_4 = L[0 + ((vt112_x0 >> 32) & 255)] ^ L[256 + ((vt112_x1 >> 32) & 255)] ^ L[512 + ((vt112_x2 >> 32) & 255)] ^ L[768 + ((vt112_x3 >> 32) & 255)] ^ L[1024 + ((vt112_x4 >> 32) & 255)] ^ L[1280 + ((vt112_x5 >> 32) & 255)] ^ L[1536 + ((vt112_x6 >> 32) & 255)] ^ L[1792 + ((vt112_x7 >> 32) & 255)];
    const uint64_t vt112_5 = L[0 + ((vt112_x0 >> 40) & 255)] ^ L[256 + ((vt112_x1 >> 40) & 255)] ^ L[512 + ((vt112_x2 >> 40) & 255)] ^ L[768 + ((vt112_x3 >> 40) & 255)] ^ L[1024 + ((vt112_x4 >> 40) & 255)] ^ L[1280 + ((vt112_x5 >> 40) & 255)] ^ L[1536 + ((vt112_x6 >> 40) & 255)] ^ L[1792 + ((vt112_x7 >> 40) & 255)];
    const uint64_t vt112_6 = L[0 + ((vt112_x0 >> 48) & 255)] ^ L[256 + ((vt112_x1 >> 48) & 255)] ^ L[512 + ((vt112_x2 >> 48) & 255)] ^ L[768 + ((vt112_x3 >> 48) & 255)] ^ L[1024 + ((vt112_x4 >> 48) & 255)] ^ L[1280 + ((vt112_x5 >> 48) & 255)] ^ L[1536 + ((vt112_x6 >> 48) & 255)] ^ L[1792 + ((vt112_x7 >> 48) & 255)];
    const uint64_t vt112_7 = L[0 + ((vt112_x0 >> 56) & 255)] ^ L[256 + ((vt112_x1 >> 56) & 255)] ^ L[512 + ((vt112_x2 >> 56) & 255)] ^ L[768 + ((vt112_x3 >> 56) & 255)] ^ L[1024 + ((vt112_x4 >> 56) & 255)] ^ L[1280 + ((vt112_x5 >> 56) & 255)] ^ L[1536 + ((vt112_x6 >> 56) & 255)] ^ L[1792 + ((vt112_x7 >> 56) & 255)];
    const uint64_t vt113_0 = vt112_0 ^ vt107_0;
    const uint64_t vt113_1 = vt112_1 ^ vt107_1;
    const uint64_t vt113_2 = vt112_2 ^ vt107_2;
    const uint64_t vt113_3 = vt112_3 ^ vt107_3;
    const uint64_t vt113_4 = vt112_4 ^ vt107_4;
    const uint64_t vt113_5 = vt112_5 ^ vt107_5;
    const uint64_t vt113_6 = vt112_6 ^ vt107_6;
    const uint64_t vt113_7 = vt112_7 ^ vt107_7;
    const uint64_t vt114_0 = vt113_0 ^ h_0;
    const uint64_t vt114_1 = vt113_1 ^ h_1;
    const uint64_t vt114_2 = vt113_2 ^ h_2;
    const uint64_t vt114_3 = vt113_3 ^ h_3;
    const uint64_t vt114_4 = vt113_4 ^ h_4;
    const uint64_t vt114_5 = vt113_5 ^ h_5;
    const uint64_t vt114_6 = vt113_6 ^ h_6;
    const uint64_t vt114_7 = vt113_7 ^ h_7;
    const uint64_t vt115_0 = vt114_0 ^ m_0;
    const uint64_t vt115_1 = vt114_1 ^ m_1;
    const uint64_t vt115_2 = vt114_2 ^ m_2;
    const uint64_t vt115_3 = vt114_3 ^ m_3;
    const uint64_t vt115_4 = vt114_4 ^ m_4;
    const uint64_t vt115_5 = vt114_5 ^ m_5;
    const uint64_t vt115_6 = vt114_6 ^ m_6;
    const uint64_t vt115_7 = vt114_7 ^ m_7;
    h[0] = vt115_0;
    h[1] = vt115_1;
    h[2] = vt115_2;
    h[3] = vt115_3;
    h[4] = vt115_4;
    h[5] = vt115_5;
    h[6] = vt115_6;
    h[7] = vt115_7;
}

/* 64 bytes at p (8-byte aligned) as eight little-endian words. */
GG_HD void gg_cuda_get512(const uint8_t *p, uint64_t *v)
{
#ifdef __CUDA_ARCH__
    GG_UNROLL
    for (int w = 0; w < 8; w++)
        v[w] = *(const unsigned long long *)(p + 8 * w);
#else
    memcpy(v, p, 64);
#endif
}

GG_HD void gg_cuda_put512(uint8_t *p, const uint64_t *v)
{
#ifdef __CUDA_ARCH__
    GG_UNROLL
    for (int w = 0; w < 8; w++)
        *(unsigned long long *)(p + 8 * w) = v[w];
#else
    memcpy(p, v, 64);
#endif
}

/* One compression of n (streebog_g_lanes): h, N, m are n consecutive 64-byte vectors. */
GG_HD void gg_cuda_g_item(const uint64_t *L, uint8_t *h, const uint8_t *N, const uint8_t *m, size_t i)
{
    uint64_t hv[8], Nv[8], mv[8];
    gg_cuda_get512(h + 64 * i, hv);
    gg_cuda_get512(N + 64 * i, Nv);
    gg_cuda_get512(m + 64 * i, mv);
    gg_cuda_streebog_g(L, hv, Nv, mv);
    gg_cuda_put512(h + 64 * i, hv);
}

/* a += b mod 2^512 */
GG_HD void gg_cuda_add512(uint64_t *a, const uint64_t *b)
{
    uint64_t carry = 0;
    GG_UNROLL
    for (int w = 0; w < 8; w++) {
        const uint64_t s = a[w] + b[w];
        const uint64_t t = s + carry;
        carry = (uint64_t)(s < a[w]) + (uint64_t)(t < s);
        a[w] = t;
    }
}

/* a += v mod 2^512, v < 2^63 */
GG_HD void gg_cuda_add512_small(uint64_t *a, uint64_t v)
{
    GG_UNROLL
    for (int w = 0; w < 8; w++) {
        const uint64_t s = a[w] + v;
        v = s < a[w];
        a[w] = s;
    }
}

/* Streebog-bits of message i: lens[i] bytes at data + offs[i] (offs[i] a multiple of 8); the
 * digest goes to digests + i * bits / 8. The iteration of dsl/streebog.gg (section "iterate"),
 * rendered by templates/_shared/iteration.j2 as the runtime's is, with one call site of g (its
 * code is large). */
GG_HD void gg_cuda_hash_item(const uint64_t *L, unsigned bits, const uint8_t *data,
                             const uint64_t *offs, const uint64_t *lens, uint8_t *digests,
                             size_t i)
{
    const uint8_t *p = data + offs[i];
    uint64_t v_h[8], v_N[8], v_Sigma[8], v_m[8], arg1[8];
    uint64_t iv = 0;
    switch (bits) {
    case 512:
        iv = 0x0000000000000000ull;
        break;
    case 256:
        iv = 0x0101010101010101ull;
        break;
    }
    GG_UNROLL
    for (unsigned w = 0; w < 8; w++) {
        v_h[w] = iv;
        v_N[w] = 0x0000000000000000ull;
        v_Sigma[w] = 0x0000000000000000ull;
    }
    const uint64_t full = lens[i] / 64, rem = lens[i] % 64;
    for (uint64_t step = 0; step < full + 3; step++) {
        if (step < full) {
            gg_cuda_get512(p + 64 * step, v_m);
        } else if (step == full) {
            /* the rest, the byte 0x01, zeros; word indices fixed at compile time
             * (a GPU keeps the block in registers) */
            GG_UNROLL
            for (unsigned w = 0; w < 8; w++) {
                uint64_t v = 0;
                GG_UNROLL
                for (unsigned b = 0; b < 8; b++) {
                    const unsigned t = 8 * w + b;
                    if (t < rem)
                        v |= (uint64_t)p[64 * full + t] << (8 * b);
                    else if (t == rem)
                        v |= (uint64_t)0x01 << (8 * b);
                }
                v_m[w] = v;
            }
        }
        GG_UNROLL
        for (unsigned w = 0; w < 8; w++) {
            arg1[w] = step <= full ? v_N[w] : 0x0000000000000000ull;
            if (step > full)
                v_m[w] = step == full + 1 ? v_N[w] : v_Sigma[w];
        }
        gg_cuda_streebog_g(L, v_h, arg1, v_m);
        if (step <= full) {
            gg_cuda_add512_small(v_N, (step < full ? 512 : 8 * rem));
            gg_cuda_add512(v_Sigma, v_m);
        }
    }
    switch (bits) {
    case 512:
        for (unsigned t = 0; t <= 63; t++)
            digests[(size_t)(bits / 8) * i + t - 0] = (uint8_t)(v_h[t / 8] >> (8 * (t % 8)));
        break;
    case 256:
        for (unsigned t = 32; t <= 63; t++)
            digests[(size_t)(bits / 8) * i + t - 32] = (uint8_t)(v_h[t / 8] >> (8 * (t % 8)));
        break;
    }
}

/* ---- Block ciphers described with round keys (the default lowering's plan, lowering.py) ------
 * A 128-bit value is gg_cuda_v128 { lo, hi }, lo = bytes 0..7 of the value (byte 0 the least
 * significant). A fused table is 16 x 256 entries, entry 256 j + b = the linear map of the value
 * whose byte j is S(b); a byte table is 256 bytes. Each cipher's tables are one blob of 16-byte
 * entries (gg_cuda_<cipher>_blob, only where GG_CUDA_BC_HOST_TABLES is defined: the host side
 * and the host check; the kernels read the copy backend.c uploads). */
#if defined(__CUDACC__)
#  define GG_CUDA_ALIGN16 __align__(16)
#else
#  define GG_CUDA_ALIGN16 __attribute__((aligned(16)))
#endif
typedef struct GG_CUDA_ALIGN16 gg_cuda_v128 {
    uint64_t lo, hi;
} gg_cuda_v128;

#define GG_CUDA_BC_BLOCK 16
#define GG_CUDA_BC_THREADS 512
/* The ciphers, numbered for backend.c's kernel table, and its kernels per cipher. */
#define GG_CUDA_BC_COUNT 1
#define GG_CUDA_BC_KUZNYECHIK 0
enum { GG_CUDA_BC_ECB_ENC, GG_CUDA_BC_ECB_DEC, GG_CUDA_BC_LANES_ENC, GG_CUDA_BC_LANES_DEC,
       GG_CUDA_BC_CTR, GG_CUDA_BC_KERNELS };

#if !defined(__cplusplus)
/* backend.c's runners for the cipher files (cuda/<cipher>.c). ECB (kernel GG_CUDA_BC_ECB_*,
 * ctr NULL) or CTR (GG_CUDA_BC_CTR, ctr the first counter block) of nblocks under keys (the
 * cipher's gg_cuda_<cipher>_keys); lanes: stream i's block under rks[i], its keys made by prep.
 * Both return how many blocks (a prefix) the GPU did; the caller does the rest on the host. */
size_t gg_cuda_bc_whole(int bc, int kernel, const void *keys, const uint8_t *ctr,
                        const uint8_t *in, uint8_t *out, size_t nblocks);
size_t gg_cuda_bc_lanes(int bc, int decrypt, size_t keys_bytes,
                        void (*prep)(const uint8_t *rk, int decrypt, void *keys),
                        const uint8_t *const *rks, const uint8_t *in, uint8_t *out, size_t n);
#endif

GG_HD gg_cuda_v128 gg_cuda_vxor(gg_cuda_v128 a, gg_cuda_v128 b)
{
    gg_cuda_v128 r = { a.lo ^ b.lo, a.hi ^ b.hi };
    return r;
}

/* x through a fused table: 16 lookups (on the GPU, 16-byte loads from shared memory). */
GG_HD gg_cuda_v128 gg_cuda_bc_lookup(const gg_cuda_v128 *t, gg_cuda_v128 x)
{
    const uint32_t w[4] = { (uint32_t)x.lo, (uint32_t)(x.lo >> 32), (uint32_t)x.hi,
                            (uint32_t)(x.hi >> 32) };
    gg_cuda_v128 r = t[w[0] & 255];
GG_UNROLL
    for (unsigned j = 1; j < 16; j++)
        r = gg_cuda_vxor(r, t[256 * j + ((w[j >> 2] >> (8 * (j & 3))) & 255)]);
    return r;
}

/* x through a byte table, byte by byte. */
GG_HD gg_cuda_v128 gg_cuda_bc_subst(const uint8_t *t, gg_cuda_v128 x)
{
    gg_cuda_v128 r = { 0, 0 };
GG_UNROLL
    for (unsigned j = 0; j < 8; j++) {
        r.lo |= (uint64_t)t[(x.lo >> (8 * j)) & 255] << (8 * j);
        r.hi |= (uint64_t)t[(x.hi >> (8 * j)) & 255] << (8 * j);
    }
    return r;
}

GG_HD uint64_t gg_cuda_bswap64(uint64_t x)
{
    return (uint64_t)gg_cuda_bswap32((uint32_t)x) << 32 | gg_cuda_bswap32((uint32_t)(x >> 32));
}

/* 16 bytes at p (16-byte aligned on the GPU) as two little-endian words, and back. */
GG_HD void gg_cuda_get128(const uint8_t *p, uint64_t w[2])
{
#ifdef __CUDA_ARCH__
    const ulonglong2 v = *(const ulonglong2 *)p;
    w[0] = v.x;
    w[1] = v.y;
#else
    memcpy(w, p, 16);
#endif
}

GG_HD void gg_cuda_put128(uint8_t *p, const uint64_t w[2])
{
#ifdef __CUDA_ARCH__
    *(ulonglong2 *)p = make_ulonglong2(w[0], w[1]);
#else
    memcpy(p, w, 16);
#endif
}

/* Round key i in the runtime's form (16 bytes, the value's least significant first). */
GG_HD gg_cuda_v128 gg_cuda_bc_round_key(const uint8_t *rk, unsigned i)
{
    gg_cuda_v128 k = { 0, 0 };
    for (unsigned b = 0; b < 8; b++) {
        k.lo |= (uint64_t)rk[16 * i + b] << (8 * b);
        k.hi |= (uint64_t)rk[16 * i + 8 + b] << (8 * b);
    }
    return k;
}

/* The 128-bit big-endian counter block number hi:lo plus j, modulo 2^128. */
GG_HD void gg_cuda_bc_ctr_add(uint64_t hi, uint64_t lo, uint64_t j, uint64_t *h, uint64_t *l)
{
    *l = lo + j;
    *h = hi + (*l < lo);
}

/* kuznyechik (10 round keys of 16 bytes). */
#define GG_CUDA_KUZNYECHIK_BLOB_ENTRIES 8224
#define GG_CUDA_KUZNYECHIK_ROUND_KEYS 10
/* dynamic shared memory of the encryption kernels */
#define GG_CUDA_KUZNYECHIK_SHARED_ENC 65536
/* dynamic shared memory of the decryption kernels */
#define GG_CUDA_KUZNYECHIK_SHARED_DEC 66048

typedef struct gg_cuda_kuznyechik_tables {
    const gg_cuda_v128 *pi_L;
    const gg_cuda_v128 *pi_inv_L_inv;
    const uint8_t *pi;
    const uint8_t *pi_inv;
} gg_cuda_kuznyechik_tables;

/* The round keys, and decryption's with a linear map moved ahead of their xor (per call). */
typedef struct gg_cuda_kuznyechik_keys {
    gg_cuda_v128 k[10];
    gg_cuda_v128 k_L_inv[10];
} gg_cuda_kuznyechik_keys;

/* Every table at its place in a blob (the host's, or a device copy). */
GG_HD void gg_cuda_kuznyechik_tables_at(const gg_cuda_v128 *blob, gg_cuda_kuznyechik_tables *T)
{
    T->pi_L = blob + 0;
    T->pi_inv_L_inv = blob + 4096;
    T->pi = (const uint8_t *)(blob + 8192);
    T->pi_inv = (const uint8_t *)(blob + 8208);
}

GG_HD void gg_cuda_kuznyechik_load_keys(const gg_cuda_kuznyechik_tables *T, const uint8_t *rk,
                                          int decrypt, gg_cuda_kuznyechik_keys *K)
{
    for (unsigned i = 0; i < 10; i++) {
        K->k[i] = gg_cuda_bc_round_key(rk, i);
        K->k_L_inv[i] = decrypt ? gg_cuda_bc_lookup(T->pi_inv_L_inv, gg_cuda_bc_subst(T->pi, K->k[i]))
                          : K->k[i];
    }
}

GG_HD gg_cuda_v128 gg_cuda_kuznyechik_encrypt(const gg_cuda_kuznyechik_tables *T,
                                                const gg_cuda_kuznyechik_keys *K, gg_cuda_v128 x)
{
    x = gg_cuda_vxor(x, K->k[0]);
    x = gg_cuda_bc_lookup(T->pi_L, x);
    x = gg_cuda_vxor(x, K->k[1]);
    x = gg_cuda_bc_lookup(T->pi_L, x);
    x = gg_cuda_vxor(x, K->k[2]);
    x = gg_cuda_bc_lookup(T->pi_L, x);
    x = gg_cuda_vxor(x, K->k[3]);
    x = gg_cuda_bc_lookup(T->pi_L, x);
    x = gg_cuda_vxor(x, K->k[4]);
    x = gg_cuda_bc_lookup(T->pi_L, x);
    x = gg_cuda_vxor(x, K->k[5]);
    x = gg_cuda_bc_lookup(T->pi_L, x);
    x = gg_cuda_vxor(x, K->k[6]);
    x = gg_cuda_bc_lookup(T->pi_L, x);
    x = gg_cuda_vxor(x, K->k[7]);
    x = gg_cuda_bc_lookup(T->pi_L, x);
    x = gg_cuda_vxor(x, K->k[8]);
    x = gg_cuda_bc_lookup(T->pi_L, x);
    x = gg_cuda_vxor(x, K->k[9]);
    return x;
}

GG_HD gg_cuda_v128 gg_cuda_kuznyechik_decrypt(const gg_cuda_kuznyechik_tables *T,
                                                const gg_cuda_kuznyechik_keys *K, gg_cuda_v128 x)
{
    x = gg_cuda_vxor(x, K->k[9]);
    x = gg_cuda_bc_lookup(T->pi_inv_L_inv, gg_cuda_bc_subst(T->pi, x));
    x = gg_cuda_bc_lookup(T->pi_inv_L_inv, x);
    x = gg_cuda_vxor(x, K->k_L_inv[8]);
    x = gg_cuda_bc_lookup(T->pi_inv_L_inv, x);
    x = gg_cuda_vxor(x, K->k_L_inv[7]);
    x = gg_cuda_bc_lookup(T->pi_inv_L_inv, x);
    x = gg_cuda_vxor(x, K->k_L_inv[6]);
    x = gg_cuda_bc_lookup(T->pi_inv_L_inv, x);
    x = gg_cuda_vxor(x, K->k_L_inv[5]);
    x = gg_cuda_bc_lookup(T->pi_inv_L_inv, x);
    x = gg_cuda_vxor(x, K->k_L_inv[4]);
    x = gg_cuda_bc_lookup(T->pi_inv_L_inv, x);
    x = gg_cuda_vxor(x, K->k_L_inv[3]);
    x = gg_cuda_bc_lookup(T->pi_inv_L_inv, x);
    x = gg_cuda_vxor(x, K->k_L_inv[2]);
    x = gg_cuda_bc_lookup(T->pi_inv_L_inv, x);
    x = gg_cuda_vxor(x, K->k_L_inv[1]);
    x = gg_cuda_bc_subst(T->pi_inv, x);
    x = gg_cuda_vxor(x, K->k[0]);
    return x;
}

/* Block bytes <-> value (big-endian). */
GG_HD gg_cuda_v128 gg_cuda_kuznyechik_load(const uint8_t *p)
{
    uint64_t w[2];
    gg_cuda_get128(p, w);
    gg_cuda_v128 x = { gg_cuda_bswap64(w[1]), gg_cuda_bswap64(w[0]) };
    return x;
}

GG_HD void gg_cuda_kuznyechik_store(uint8_t *p, gg_cuda_v128 x)
{
    const uint64_t w[2] = { gg_cuda_bswap64(x.hi), gg_cuda_bswap64(x.lo) };
    gg_cuda_put128(p, w);
}

/* ECB: block i of in -> block i of out (may alias exactly). */
GG_HD void gg_cuda_kuznyechik_ecb_item(const gg_cuda_kuznyechik_tables *T,
                                         const gg_cuda_kuznyechik_keys *K, int decrypt,
                                         const uint8_t *in, uint8_t *out, size_t i)
{
    gg_cuda_v128 x = gg_cuda_kuznyechik_load(in + GG_CUDA_BC_BLOCK * i);
    x = decrypt ? gg_cuda_kuznyechik_decrypt(T, K, x) : gg_cuda_kuznyechik_encrypt(T, K, x);
    gg_cuda_kuznyechik_store(out + GG_CUDA_BC_BLOCK * i, x);
}

/* CTR (gg_bc_ops.ctr): block i is xored with E(counter block hi:lo + i), the counter block a
 * big-endian number of 16 bytes. */
GG_HD void gg_cuda_kuznyechik_ctr_item(const gg_cuda_kuznyechik_tables *T,
                                         const gg_cuda_kuznyechik_keys *K, uint64_t hi,
                                         uint64_t lo, const uint8_t *in, uint8_t *out, size_t i)
{
    uint64_t h, l, w[2], d[2];
    gg_cuda_bc_ctr_add(hi, lo, i, &h, &l);
    gg_cuda_v128 x = { l, h }; /* the counter block's bytes read big-endian: the number itself */
    x = gg_cuda_kuznyechik_encrypt(T, K, x);
    w[0] = gg_cuda_bswap64(x.hi);
    w[1] = gg_cuda_bswap64(x.lo);
    gg_cuda_get128(in + GG_CUDA_BC_BLOCK * i, d);
    d[0] ^= w[0];
    d[1] ^= w[1];
    gg_cuda_put128(out + GG_CUDA_BC_BLOCK * i, d);
}

/* One block of each of n streams: block i under keys[i]. */
GG_HD void gg_cuda_kuznyechik_lanes_item(const gg_cuda_kuznyechik_tables *T,
                                           const gg_cuda_kuznyechik_keys *keys, int decrypt,
                                           const uint8_t *in, uint8_t *out, size_t i)
{
    gg_cuda_kuznyechik_ecb_item(T, keys + i, decrypt, in, out, i);
}

#ifdef GG_CUDA_BC_HOST_TABLES
static const gg_cuda_v128 gg_cuda_kuznyechik_blob[8224] = {
{ UINT64_C(0x1187931bc9aeb5fc), UINT64_C(0xfbd50c7ac0809619) }, { UINT64_C(0x32fcabf8fef20aee), UINT64_C(0x08e08cb2171ace7b) }, 
{ UINT64_C(0xbdcaef4e88c789dd), UINT64_C(0xcbd0a250b2dc77c0) }, { UINT64_C(0xc4123cd39313c011), UINT64_C(0x41101a5e6342d669) }, 
{ UINT64_C(0x9eb1d7adbf9b36cf), UINT64_C(0x38e5229865462fa2) }, { UINT64_C(0x7097292fcbc0ef6e), UINT64_C(0xb3396a116f4ae73c) }, 
{ UINT64_C(0x3578fd960ffe6831), UINT64_C(0x1fb7c2067d564d08) }, { UINT64_C(0x94e789a3c509aa16), UINT64_C(0x88f89bc3a47973c7) }, 
{ UINT64_C(0x4172266b9fb4dffb), UINT64_C(0x323d8de707bb33b7) }, { UINT64_C(0xd423721d3c7e63c4), UINT64_C(0x7c998e18379bf720) }, 
{ UINT64_C(0x1c559b7b42304bfa), UINT64_C(0x5c9ffb956bf3490f) }, { UINT64_C(0xed3f5a3ededde3da), UINT64_C(0x023823cd75e7d26e) }, 
{ UINT64_C(0x1603c57538a2d723), UINT64_C(0xec8242ceaacc156a) }, { UINT64_C(0x8904cf0de1faf7c5), UINT64_C(0x123bf86a5bd38d98) }, 
{ UINT64_C(0xb79cb140f2551504), UINT64_C(0x7bcd1b0b73e32ba5) }, { UINT64_C(0x6694ec5af362384d), UINT64_C(0x5fbb28dfc586f256) }, 
{ UINT64_C(0x62091e88a8e860e9), UINT64_C(0xc1080d2fd0216bd5) }, { UINT64_C(0x197eb47c7f790577), UINT64_C(0x04704659ea0d67dc) }, 
{ UINT64_C(0x0be083db1c518af0), UINT64_C(0x764121675566eb35) }, { UINT64_C(0xb018e72e035977db), UINT64_C(0x6c9a55bf19afa8d6) }, 
{ UINT64_C(0x3c370724dfeace93), UINT64_C(0x264e1019c3820b9d) }, { UINT64_C(0x514368a530d97c2e), UINT64_C(0x0fb419a1536212fe) }, 
{ UINT64_C(0x2b821f84818b0f99), UINT64_C(0x0c90caebfd17a9a7) }, { UINT64_C(0x3d81daf1b929d8ba), UINT64_C(0xe012882557dbbccd) }, 
{ UINT64_C(0xc9c034b3188d3e17), UINT64_C(0xe65aedb1c831097f) }, { UINT64_C(0x658d48e659e40236), UINT64_C(0xd65f439bba6de8a6) }, 
{ UINT64_C(0x56c73ecbc1d51ef1), UINT64_C(0x18e35715392e918d) }, { UINT64_C(0x60a667e164ad4cbb), UINT64_C(0x8eb0fe573b93c675) }, 
{ UINT64_C(0x2ea93083bcc24114), UINT64_C(0x547f77277ce98774) }, { UINT64_C(0x24ff6e8dc650ddcd), UINT64_C(0xe462ce7cbdd6db11) }, 
{ UINT64_C(0x45efd4b9c43e875f), UINT64_C(0xac8ea817121caa34) }, { UINT64_C(0x3e987e4d13afe2c1), UINT64_C(0x69f6e3612830a63d) }, 
{ UINT64_C(0xfb3c9f4be67f34f9), UINT64_C(0xeeba6103df2bc704) }, { UINT64_C(0x34ce2043693d7e18), UINT64_C(0xd9eb5a3ae90ffa58) }, 
{ UINT64_C(0x3a058c9f4825ba65), UINT64_C(0xf745c6913d973fbe) }, { UINT64_C(0xaf54d8e9ebef065a), UINT64_C(0xb9e1c56e0db7fb29) }, 
{ UINT64_C(0x289bbb382b0d35e2), UINT64_C(0x8574a1af82fcb357) }, { UINT64_C(0xa286d0896071f85c), UINT64_C(0x1eab3281a6c4243f) }, 
{ UINT64_C(0x6fdb16e823769eef), UINT64_C(0x6642fac07b52b4c3) }, { UINT64_C(0xac4d7c5541693c21), UINT64_C(0x3005ae2a725ce1d9) }, 
{ UINT64_C(0x1f4c3fc7e8b67181), UINT64_C(0xd57b90d1141853ff) }, { UINT64_C(0x835291039b686b1c), UINT64_C(0xa22641319aecd1fd) }, 
{ UINT64_C(0x723850460785c33c), UINT64_C(0xfc81996984f84a9c) }, { UINT64_C(0x9b9af8aa82d27842), UINT64_C(0x600a9f54e4b80171) }, 
{ UINT64_C(0x08f92767b6d7b08b), UINT64_C(0xffa54a232a8df1c5) }, { UINT64_C(0x5d27bd10dd849401), UINT64_C(0x6ea276726c487ab8) }, 
{ UINT64_C(0xe2422b379906318e), UINT64_C(0xeaca275a3526a0d8) }, { UINT64_C(0xdcda557a8aa9d34f), UINT64_C(0x833cc43b1d1606e5) }, 
{ UINT64_C(0xeabb0c502fd18105), UINT64_C(0x156f6d791fab511d) }, { UINT64_C(0xf5f73397c767f084), UINT64_C(0xc014fda80bb302e2) }, 
{ UINT64_C(0xba4eb92079cbeb02), UINT64_C(0xdc87ece4d890f4b3) }, { UINT64_C(0x1328ea7205eb99ae), UINT64_C(0xb46dff022b323bb9) }, 
{ UINT64_C(0x75bc0628f689a1e3), UINT64_C(0xebd6d7ddeeb4c9ef) }, { UINT64_C(0xc70b986f3995fa6a), UINT64_C(0xc8f4711a1ca9cc99) }, 
{ UINT64_C(0xbf6596274482a58f), UINT64_C(0x84685128596eda60) }, { UINT64_C(0xb3014392a9df4da0), UINT64_C(0xe57e3efb6644b226) }, 
{ UINT64_C(0x0dd208608b9efe06), UINT64_C(0xa74af7efab73df16) }, { UINT64_C(0x4a92a5b083e5550b), UINT64_C(0x447cac8052ddd882) }, 
{ UINT64_C(0xd595afc85abd75ed), UINT64_C(0xbac51624a3c24070) }, { UINT64_C(0x76a5a2945c0f9b98), UINT64_C(0x6232bc99915fd31f) }, 
{ UINT64_C(0xb48515fc58d32f7f), UINT64_C(0xf229704f0c083155) }, { UINT64_C(0x4d16f3de72e937d4), UINT64_C(0x532be23438915bf1) }, 
{ UINT64_C(0x1de346ae24f35dd3), UINT64_C(0x9ac363a9ffaafe5f) }, { UINT64_C(0x643b95333f27141f), UINT64_C(0x1003dba72e345ff6) }, 
{ UINT64_C(0xd847a7a8d1238beb), UINT64_C(0x1d8fe1cb08b19f66) }, { UINT64_C(0xdfc3f1c6202fe934), UINT64_C(0x0ad8af7f62fd1c15) }, 
{ UINT64_C(0xeb0dd1854912972c), UINT64_C(0xd333f5458bf2e64d) }, { UINT64_C(0xe5c67d59680a5351), UINT64_C(0xfd9d69ee5f6a23ab) }, 
{ UINT64_C(0x85601ab80ca71fea), UINT64_C(0x732d97b964f9e5de) }, { UINT64_C(0xce4462dde9815cc8), UINT64_C(0xf10da305a27d8a0c) }, 
{ UINT64_C(0x8c2fe00adcb3b948), UINT64_C(0x4ad445a6da2da34b) }, { UINT64_C(0xf993e6222a3a18ab), UINT64_C(0xa102927b34996aa4) }, 
{ UINT64_C(0xb1ae3afb659a61f2), UINT64_C(0xaac6cd838df61f86) }, { UINT64_C(0xe6dfd9e5c28c692a), UINT64_C(0x747902aa2081395b) }, 
{ UINT64_C(0x7d45214f405e1168), UINT64_C(0x14739dfec439382a) }, { UINT64_C(0x094ffab2d014a6a2), UINT64_C(0x39f9d21fbed44695) }, 
{ UINT64_C(0x4ca02e0b142a21fd), UINT64_C(0x95777a08acc8eca1) }, { UINT64_C(0x7fea58268c1b3d3a), UINT64_C(0x5bcb6e862f8b958a) }, 
{ UINT64_C(0xc3966abd621fa2ce), UINT64_C(0x564754ea090e551a) }, { UINT64_C(0x79d8d39d1bd449cc), UINT64_C(0x8ac0b80ed19ea1a9) }, 
{ UINT64_C(0xc08fce01c89998b5), UINT64_C(0xdfa33fae76e54fea) }, { UINT64_C(0x498b010c29636f70), UINT64_C(0xcd98c7c42d36c272) }, 
{ UINT64_C(0xa029a9e0ac34d40e), UINT64_C(0x5113c1f94d76899f) }, { UINT64_C(0xb533c8293e103956), UINT64_C(0x3475e87398518605) }, 
{ UINT64_C(0xadfba18027aa2a08), UINT64_C(0xf6593616e6055689) }, { UINT64_C(0x1a6710c0d5ff3f0c), UINT64_C(0x8d942d1d95e67d2c) }, 
{ UINT64_C(0x4459096ca2fd9176), UINT64_C(0x6ad2302b86451d64) }, { UINT64_C(0x237b38e3375cbf12), UINT64_C(0xf33580c8d79a5862) }, 
{ UINT64_C(0xd73ad6a196f859bf), UINT64_C(0xf57de55c4870edd0) }, { UINT64_C(0xf3c5b82c50a88472), UINT64_C(0x111f2b20f5a636c1) }, 
{ UINT64_C(0x7e5c85f3ead82b13), UINT64_C(0x9d97f6babbd222da) }, { UINT64_C(0x7121f4faad03f947), UINT64_C(0x7565f22dfb13506c) }, 
{ UINT64_C(0xc13913d4ae5a8e9c), UINT64_C(0x19ffa792e2bcf8ba) }, { UINT64_C(0x7ac17721b15273b7), UINT64_C(0x0324d34aae75bb59) }, 
{ UINT64_C(0xffa16d99bdf56c5d), UINT64_C(0x700944f3ca8c5e87) }, { UINT64_C(0x129e37a763288f87), UINT64_C(0x7231673ebf6b8ce9) }, 
{ UINT64_C(0x738e8d936146d515), UINT64_C(0x3add015510a1fdcc) }, { UINT64_C(0xee26fe82745bd9a1), UINT64_C(0x8bdc48890a0cc89e) }, 
{ UINT64_C(0xd68c0b74f03b4f96), UINT64_C(0x33217d60dc295a80) }, { UINT64_C(0x01b6ddd566c31629), UINT64_C(0xc65c983c9459b750) }, 
{ UINT64_C(0x993581c34e975410), UINT64_C(0x2fb26c2c0f0aacd1) }, { UINT64_C(0x0319a4bcaa863a7b), UINT64_C(0x89e46b447feb1af0) }, 
{ UINT64_C(0xcceb1bb425c4709a), UINT64_C(0xbeb5507d49cf27ac) }, { UINT64_C(0x334a762d98311cc7), UINT64_C(0xcebc148e8343792b) }, 
{ UINT64_C(0xec8987ebb81ef5f3), UINT64_C(0xc464bbf1e1be653e) }, { UINT64_C(0x8679be04a6212591), UINT64_C(0xfac9fcfd1b12ff2e) }, 
{ UINT64_C(0xe470a08c0ec94578), UINT64_C(0x3bc1f1d2cb3394fb) }, { UINT64_C(0x2db0943f16447b6f), UINT64_C(0xdd9b1c6303029d84) }, 
{ UINT64_C(0x9c1eaec473de1a9d), UINT64_C(0x775dd1e08ef48202) }, { UINT64_C(0x7b77aaf4d791659e), UINT64_C(0xc5784b763a2c0c09) }, 
{ UINT64_C(0x907a7b719e83f2b2), UINT64_C(0x164bbe33b1deea44) }, { UINT64_C(0x77137f413acc8db1), UINT64_C(0xa46e24a50506644f) }, 
{ UINT64_C(0xd211f9a6abb11732), UINT64_C(0xad925890c98ec303) }, { UINT64_C(0xa3300d5c06b2ee75), UINT64_C(0xd8f7aabd329d936f) }, 
{ UINT64_C(0x69e99d53b4b9ea19), UINT64_C(0xb7492c48854780e0) }, { UINT64_C(0x2f1fed56da01573d), UINT64_C(0x9223ef1be8b03024) }, 
{ UINT64_C(0xf6ee972b6de1caff), UINT64_C(0x49f096ec74581812) }, { UINT64_C(0x82e44cd6fdab7d35), UINT64_C(0x647ad90d0eb566ad) }, 
{ UINT64_C(0x55de9a776b53248a), UINT64_C(0x91073c5146c58b7d) }, { UINT64_C(0xe9a2a8ec8557bb7e), UINT64_C(0x9c8b063d60404bed) }, 
{ UINT64_C(0x97fe2d1f6f8f906d), UINT64_C(0x011cf087db926937) }, { UINT64_C(0x0f7d710947dbd254), UINT64_C(0xe8f2049740c172b6) }, 
{ UINT64_C(0x6e6dcb3d45b588c6), UINT64_C(0xa01e62fcef0b0393) }, { UINT64_C(0x426b82d73532e580), UINT64_C(0xbbd9e6a378502947) }, 
{ UINT64_C(0x84d6c76d6a6409c3), UINT64_C(0xb5710f85f0a0528e) }, { UINT64_C(0x6d746f81ef33b2bd), UINT64_C(0x29fa09b890e01963) }, 
{ UINT64_C(0x4740add0087bab0d), UINT64_C(0xe3365b6ff9ae0794) }, { UINT64_C(0xe8147539e394ad57), UINT64_C(0x5ad79e01f419fcbd) }, 
{ UINT64_C(0x0784566ef10c62df), UINT64_C(0x17574eb46a4c8373) }, { UINT64_C(0xe15b8f8b33800bf5), UINT64_C(0x632e4c1e4acdba28) }, 
{ UINT64_C(0x46f670056eb8bd24), UINT64_C(0x256ac3536df7b0c4) }, { UINT64_C(0x43dd5f0253f1f3a9), UINT64_C(0x7d857e9fec099e17) }, 
{ UINT64_C(0xc876e9667e4e283e), UINT64_C(0x2006758d5c68be2f) }, { UINT64_C(0x1efae2128e7567a8), UINT64_C(0x132708ed8041e4af) }, 
{ UINT64_C(0xc6bd45ba5f56ec43), UINT64_C(0x0ea8e92688f07bc9) }, { UINT64_C(0x9363dfcd3405c8c9), UINT64_C(0x9fafd577ce35f0b4) }, 
{ UINT64_C(0xaa7ff7eed6a648d7), UINT64_C(0xe10e78a28c49d5fa) }, { UINT64_C(0xb9571d9cd34dd179), UINT64_C(0x556387a0a77bee43) }, 
{ UINT64_C(0xf7584afe0b22dcd6), UINT64_C(0x8fac0ed0e001af42) }, { UINT64_C(0x06328bbb97cf74f6), UINT64_C(0xd10bd688fe153423) }, 
{ UINT64_C(0x53ec11ccfc9c507c), UINT64_C(0x400cead9b8d0bf5e) }, { UINT64_C(0x4b247865e5264322), UINT64_C(0x822034bcc6846fd2) }, 
{ UINT64_C(0xdae8dec11d66a7b9), UINT64_C(0x523712b3e30332c6) }, { UINT64_C(0xe7690430a44f7f03), UINT64_C(0xb2259a96b4d88e0b) }, 
{ UINT64_C(0x92d5021852c6dee0), UINT64_C(0x59f34d4b5a6c47e4) }, { UINT64_C(0xfd0e14f071b0400f), UINT64_C(0x3fb1b78b213ef327) }, 
{ UINT64_C(0x88b212d88739e1ec), UINT64_C(0xd4676056cf8a3ac8) }, { UINT64_C(0x5aa3eb7e2c88f6de), UINT64_C(0x79f538c60604f9cb) }, 
{ UINT64_C(0x5e3e19ac7702ae7a), UINT64_C(0xe7461d3613a36048) }, { UINT64_C(0x6cc2b25489f0a494), UINT64_C(0xefa6918404b9ae33) }, 
{ UINT64_C(0x2a34c251e74819b0), UINT64_C(0xcacc52d7694e1ef7) }, { UINT64_C(0x3053d29132b726bc), UINT64_C(0x47587fcafca863db) }, 
{ UINT64_C(0xe0ed525e55431ddc), UINT64_C(0xa572d422de940d78) }, { UINT64_C(0x3f2ea398756cf4e8), UINT64_C(0xafaa7b5dbc69116d) }, 
{ UINT64_C(0x5c9160c5bb478228), UINT64_C(0xa8feee4ef811cde8) }, { UINT64_C(0xb8e1c049b58ec750), UINT64_C(0x933f1f9c33225913) }, 
{ UINT64_C(0x81fde86a572d474e), UINT64_C(0xed9eb249715e7c5d) }, { UINT64_C(0x8f3644b676358333), UINT64_C(0xc3302ee2a5c6b9bb) }, 
{ UINT64_C(0x17b518a05e61c10a), UINT64_C(0x2adedaf23e95a23a) }, { UINT64_C(0x3661592aa578524a), UINT64_C(0x9653a94202bd57f8) }, 
{ UINT64_C(0xe3f4f6e2ffc527a7), UINT64_C(0x2c96bf66a17f1788) }, { UINT64_C(0x8babb6642dbfdb97), UINT64_C(0x5d830b12b0612038) }, 
{ UINT64_C(0xd0be80cf67f43b60), UINT64_C(0xe22aabe8223c6ea3) }, { UINT64_C(0xaee2053c8d2c1073), UINT64_C(0x7fbd5d5299ee4c79) }, 
{ UINT64_C(0x391c2823e2a3801e), UINT64_C(0x7ea1add5427c254e) }, { UINT64_C(0x0000000000000000), UINT64_C(0x0000000000000000) }, 
{ UINT64_C(0x6af039ef1e3fd062), UINT64_C(0x3ead470cfaac9a10) }, { UINT64_C(0x9648f0ca094c8644), UINT64_C(0xc74068bb4fcbde67) }, 
{ UINT64_C(0x8e80996310f6951a), UINT64_C(0x056cb6de319f0eeb) }, { UINT64_C(0x87cf63d1c0e233b8), UINT64_C(0x3c9564c18f4b487e) }, 
{ UINT64_C(0xc5a4e106f5d0d638), UINT64_C(0x874c8262f71b6139) }, { UINT64_C(0xf8253bf74cf90e82), UINT64_C(0x675e0a47a0c0ddf4) }, 
{ UINT64_C(0x6722318f95a12e64), UINT64_C(0x99e7b0e351df4506) }, { UINT64_C(0x265017e40a15f19f), UINT64_C(0xabda3d04566476b1) }, 
{ UINT64_C(0xfcb8c92517735626), UINT64_C(0xf9ed2fb7b5674477) }, { UINT64_C(0x7cf3fc9a269d0741), UINT64_C(0xd22f05c250608f7a) }, 
{ UINT64_C(0xf441ee42a1a4e6ad), UINT64_C(0x064865949feab5b2) }, { UINT64_C(0xcb6f4ddad4c81245), UINT64_C(0xa9e21ec92383a4df) }, 
{ UINT64_C(0x2c0649ea70876d46), UINT64_C(0x1bc7845f975b2ad4) }, { UINT64_C(0x6110ba34026e5a92), UINT64_C(0x48ec666bafca7125) }, 
{ UINT64_C(0xa19f7435caf7c227), UINT64_C(0x974f59c5d92f3ecf) }, { UINT64_C(0x18c869a919ba135e), UINT64_C(0xc22cde657e54d08c) }, 
{ UINT64_C(0x525acc199a5f4655), UINT64_C(0x865072e52c89080e) }, { UINT64_C(0x0c64d5b5ed5de82f), UINT64_C(0x61166fd33f2a6846) }, 
{ UINT64_C(0x580c9217e0cdda8c), UINT64_C(0x364dcbbeedb6546b) }, { UINT64_C(0x546847a20d9032a3), UINT64_C(0x575ba46dd29c3c2d) }, 
{ UINT64_C(0x59ba4fc2860ecca5), UINT64_C(0xf011538279efe33b) }, { UINT64_C(0x0ecbacdc2118c47d), UINT64_C(0x2eae9cabd498c5e6) }, 
{ UINT64_C(0x20629c5f9dda8569), UINT64_C(0x7ad1eb8ca8714292) }, { UINT64_C(0x10314eceaf6da3d5), UINT64_C(0x3d89944654d92149) }, 
{ UINT64_C(0x31e50f4454743095), UINT64_C(0x8104e7f668f1d48b) }, { UINT64_C(0x22cde536519fa93b), UINT64_C(0x356918f443c3ef32) }, 
{ UINT64_C(0x50f5b570561a6a07), UINT64_C(0xc9e8819dc73ba5ae) }, { UINT64_C(0x151a61c99224ed58), UINT64_C(0x6566298ad5270f9a) }, 
{ UINT64_C(0xcd5dc661430766b3), UINT64_C(0x78e9c841dd9690fc) }, { UINT64_C(0x21d4418afb199340), UINT64_C(0xbc8d73b03c28f5c2) }, 
{ UINT64_C(0x4fb98ab7beac1b86), UINT64_C(0x1c93114cd323f651) }, { UINT64_C(0xa96653527c2072ac), UINT64_C(0x68ea13e6f3a2cf0a) }, 
{ UINT64_C(0xde752c1346ecff1d), UINT64_C(0xcc843743f6a4ab45) }, { UINT64_C(0x5b1536ab4a4be0f7), UINT64_C(0xbfa9a0fa925d4e9b) }, 
{ UINT64_C(0x685f4086d27afc30), UINT64_C(0x7115b474111e37b0) }, { UINT64_C(0x38aaf5f684609637), UINT64_C(0xb8fd35e9d625921e) }, 
{ UINT64_C(0x9a2c257fe4116e6b), UINT64_C(0xa656076870e1b621) }, { UINT64_C(0x2549b358a093cbe4), UINT64_C(0x223e5640298f6c41) }, 
{ UINT64_C(0xef9023571298cf88), UINT64_C(0x4d80d0b59e557fce) }, { UINT64_C(0x0a565e0e7a929cd9), UINT64_C(0xb01db95bc13f5c65) }, 
{ UINT64_C(0xc220b76804dcb4e7), UINT64_C(0x901bccd69d57e24a) }, { UINT64_C(0xb2b79e47cf1c5b89), UINT64_C(0x2322a6c7f21d0576) }, 
{ UINT64_C(0xcff2bf088f424ae1), UINT64_C(0x37513b3936243d5c) }, { UINT64_C(0xd3a72473cd72011b), UINT64_C(0x6bcec0ac5dd77453) }, 
{ UINT64_C(0xa50286e7917d9a83), UINT64_C(0x09fc7c35cc88a74c) }, { UINT64_C(0xd1085d1a01372d49), UINT64_C(0x247633d4b665d9f3) }, 
{ UINT64_C(0x3bb3514a2ee6ac4c), UINT64_C(0x31195eada9ce88ee) }, { UINT64_C(0x95515476a3cabc3f), UINT64_C(0x4ea403ff3020c497) }, 
{ UINT64_C(0xa61b225b3bfba0f8), UINT64_C(0x80181771b363bdbc) }, { UINT64_C(0xabc92a3bb0655efe), UINT64_C(0x2752e09e181062aa) }, 
{ UINT64_C(0x052b2f073d494e8d), UINT64_C(0x58efbdcc81fe2ed3) }, { UINT64_C(0x5f88c47911c1b853), UINT64_C(0x211a850a87fad718) }, 
{ UINT64_C(0xa4b45b32f7be8caa), UINT64_C(0xcfa0e40958d1101c) }, { UINT64_C(0xdb5e03147ba5b190), UINT64_C(0x946b8a8f775a8596) }, 
{ UINT64_C(0x740adbfd904ab7ca), UINT64_C(0x2d8a4fe17aed7ebf) }, { UINT64_C(0x5771e31ea71608d8), UINT64_C(0xdebfcf29ad7726dd) }, 
{ UINT64_C(0xa8d08e871ae36485), UINT64_C(0xaeb68bda67fb785a) }, { UINT64_C(0x8d993ddfba70af61), UINT64_C(0x8c88dd9a4e74141b) }, 
{ UINT64_C(0xf16ac1459ceda820), UINT64_C(0x5ea7d8581e149b61) }, { UINT64_C(0x14acbc1cf4e7fb71), UINT64_C(0xa33ab1b6417eb8ca) }, 
{ UINT64_C(0x804b35bf31ee5167), UINT64_C(0x2bc22a75e507cb0d) }, { UINT64_C(0x049df2d25b8a58a4), UINT64_C(0x9eb325f015a79983) }, 
{ UINT64_C(0xb62a6c959496032d), UINT64_C(0xbd918337e7ba9cf5) }, { UINT64_C(0xbbf864f51f08fd2b), UINT64_C(0x1adb74d84cc943e3) }, 
{ UINT64_C(0xf0dc1c90fa2ebe09), UINT64_C(0x98fb40648a4d2c31) }, { UINT64_C(0xf27365f9366b925b), UINT64_C(0xd743b31c61ff8191) }, 
{ UINT64_C(0x292d66ed4dce23cb), UINT64_C(0x4328399316a50407) }, { UINT64_C(0x91cca6a4f840e49b), UINT64_C(0xd017260f25875d14) }, 
{ UINT64_C(0x1bd1cd15b33c2925), UINT64_C(0x4bc8b52101bfca7c) }, { UINT64_C(0xfa8a429e80bc22d0), UINT64_C(0x28e6f93f4b727054) }, 
{ UINT64_C(0x8a1d6bb14b7ccdbe), UINT64_C(0x9bdf932e24389768) }, { UINT64_C(0x786e0e487d175fe5), UINT64_C(0x4c9c203245c716f9) }, 
{ UINT64_C(0xcad9900fb20b046c), UINT64_C(0x6fbe86f5b7da138f) }, { UINT64_C(0x02af7969cc452c52), UINT64_C(0x4fb8f378ebb2ada0) }, 
{ UINT64_C(0x483ddcd94fa07959), UINT64_C(0x0bc45ff8b96f7522) }, { UINT64_C(0xbed34bf22241b3a6), UINT64_C(0x4234c914cd376d30) }, 
{ UINT64_C(0xfe17b04cdb367a74), UINT64_C(0xb655dccf5ed5e9d7) }, { UINT64_C(0x40c4fbbef977c9d2), UINT64_C(0xf46115db93e284e7) }, 
{ UINT64_C(0x9f070a78d95820e6), UINT64_C(0xfeb9baa4f11f98f2) }, { UINT64_C(0xbc7c329bee049ff4), UINT64_C(0x0d8c3a6c2685c090) }, 
{ UINT64_C(0x9da87311151d0cb4), UINT64_C(0xb10149dc1aad3552) }, { UINT64_C(0x63bfc35dce2b76c0), UINT64_C(0x075495134478dc85) }, 
{ UINT64_C(0xa7adff8e5d38b6d1), UINT64_C(0x46448f4d273a0aec) }, { UINT64_C(0xdd6c88afec6ac566), UINT64_C(0x45605c07894fb1b5) }, 
{ UINT64_C(0x4e0f5762d86f0daf), UINT64_C(0xdacf8970477a4101) }, { UINT64_C(0xd9f17a7db7e09dc2), UINT64_C(0xdbd379f79ce82836) }, 
{ UINT64_C(0x98835c1628544239), UINT64_C(0xe9eef4109b531b81) }, { UINT64_C(0x6b46e43a78fcc64b), UINT64_C(0xf8f1df306ef52d40) }, 
{ UINT64_C(0x37d784ffc3bb4463), UINT64_C(0x500f317e96e4e0a8) }, { UINT64_C(0x27e6ca316cd6e7b6), UINT64_C(0x6d86a538c23dc1e1) }, 
{ UINT64_C(0x471cd5c8662c64b5), UINT64_C(0x0aaf456ef67356fb) }, { UINT64_C(0xeb1ee05eac6b2f0a), UINT64_C(0xca5268e5245bd908) }, 
{ UINT64_C(0x7858d0cf08958689), UINT64_C(0xf380f6752e6ac5cb) }, { UINT64_C(0x718310ceddeb67c0), UINT64_C(0x174ecb7006aeb541) }, 
{ UINT64_C(0xd45ae559c2d2cd36), UINT64_C(0x337ddbfefc424a38) }, { UINT64_C(0xf8f23923e399f0ef), UINT64_C(0x5f28ebaf31b588b3) }, 
{ UINT64_C(0x05b8b740be362068), UINT64_C(0xa3b19b839274301f) }, { UINT64_C(0x433df8f7fe149aaa), UINT64_C(0x373b27ad21a2d788) }, 
{ UINT64_C(0x75a23df145d399df), UINT64_C(0x2adaa9b3d17f3432) }, { UINT64_C(0x14a599c3bdd88063), UINT64_C(0xc98129490d13c07c) }, 
{ UINT64_C(0x3edd9f7848b73c4b), UINT64_C(0x670a4a5b9dbc225c) }, { UINT64_C(0x4ae638f62b6a7be3), UINT64_C(0xd3f51aa80966a702) }, 
{ UINT64_C(0xa9ba82d674716bd7), UINT64_C(0x634cb608405cbfec) }, { UINT64_C(0x5fda3b4ab0bc25f7), UINT64_C(0x8451caa141d0d612) }, 
{ UINT64_C(0xef3fcd613453d115), UINT64_C(0xf7c60a26f38a587b) }, { UINT64_C(0x5148bbf597e89b38), UINT64_C(0x3c645da771e9375f) }, 
{ UINT64_C(0xd9a008678f94d260), UINT64_C(0xea2784380357bbc1) }, { UINT64_C(0x940f702f56d4f605), UINT64_C(0x6529349312cc8d04) }, 
{ UINT64_C(0xb55d416b3ad9d48a), UINT64_C(0xd0265b04202ebe76) }, { UINT64_C(0x01999a7f260ede77), UINT64_C(0x9e25f94045a5b16c) }, 
{ UINT64_C(0xf4914e6288d131ce), UINT64_C(0x18574d298b05c826) }, { UINT64_C(0x1084b4fc25e07e7c), UINT64_C(0xf4154b8adac2410f) }, 
{ UINT64_C(0x7f119071fabfd90f), UINT64_C(0xaf7b5c763697540c) }, { UINT64_C(0xd6ab12a78eceb2d8), UINT64_C(0xcc37ea7e76cbebe0) }, 
{ UINT64_C(0x08425a7ef3703f3e), UINT64_C(0x7aebc4456d61c1e6) }, { UINT64_C(0x37065f799dc9dd02), UINT64_C(0x83c4775eb57852d6) }, 
{ UINT64_C(0xfe22e3e237bd711e), UINT64_C(0x9df6b8ec6ceda818) }, { UINT64_C(0x9dd4b02e83aa174c), UINT64_C(0x81e709963a08fd8e) }, 
{ UINT64_C(0xd5c37f26e4dc1341), UINT64_C(0xad5822beb9e7fb54) }, { UINT64_C(0x42a46288d81a44dd), UINT64_C(0xa91edeed640766e4) }, 
{ UINT64_C(0xfd4a8e635dafd087), UINT64_C(0xfc99702ca3c1b8ac) }, { UINT64_C(0xb0e5f62b84eff4e2), UINT64_C(0x7397c087b25a8e69) }, 
{ UINT64_C(0xe35cba205f1b1034), UINT64_C(0xb0b9aca0493a18ee) }, { UINT64_C(0x2782eb85b829a37e), UINT64_C(0x77d13cd46fba13d9) }, 
{ UINT64_C(0x380d45b99c93bdba), UINT64_C(0xa5d41918c0e402f7) }, { UINT64_C(0x590ae18b6498a406), UINT64_C(0x468f99e21c88f6b9) }, 
{ UINT64_C(0x195f74fdf09e9f35), UINT64_C(0x10db768ff2063185) }, { UINT64_C(0x20cbab3b4a03fcf8), UINT64_C(0x2b2a96d77747821e) }, 
{ UINT64_C(0xa06142d7a10f8a9e), UINT64_C(0x87828b0d6898cf66) }, { UINT64_C(0x3f4405076eb9e23c), UINT64_C(0xf92fb31bd8199330) }, 
{ UINT64_C(0x58937bf442967a71), UINT64_C(0xd8aa60a2592d47d5) }, { UINT64_C(0xc8bd26e48c7a726b), UINT64_C(0x801736f29c304ba2) }, 
{ UINT64_C(0xbc86816aefa735c3), UINT64_C(0x34e8660108eacefc) }, { UINT64_C(0x7e880a0edcb10778), UINT64_C(0x315ea5367332e560) }, 
{ UINT64_C(0xd313a5e730f892b0), UINT64_C(0x6f8671fde4bfdbff) }, { UINT64_C(0x4b7fa2890d64a594), UINT64_C(0x4dd0e3e84cc3166e) }, 
{ UINT64_C(0x7753ca0f09cfe631), UINT64_C(0xd59098335bf695ea) }, { UINT64_C(0xc7b63c248d2012d3), UINT64_C(0xa60758b4e9ac1b83) }, 
{ UINT64_C(0xa4406fe839377481), UINT64_C(0xba16e9cebf494e15) }, { UINT64_C(0xfcd3141c7ba10ef0), UINT64_C(0x62bc896ce66409c0) }, 
{ UINT64_C(0x96fe87d11ac889eb), UINT64_C(0x9a63051398452cdc) }, { UINT64_C(0x03686d816a12a199), UINT64_C(0x616fc8c0cf2c10b4) }, 
{ UINT64_C(0x5220d674fdfa3aa1), UINT64_C(0x5d0b9567bec527eb) }, { UINT64_C(0x17cdf442d7ca21fa), UINT64_C(0xa8eee189c23fd0c8) }, 
{ UINT64_C(0x3c2c688604ab43a5), UINT64_C(0x98407bdb17358384) }, { UINT64_C(0x67d77ef32c2f984d), UINT64_C(0x2185d3b98134d4e5) }, 
{ UINT64_C(0x79c14ab02e9b58fe), UINT64_C(0x6da50f356bcf74a7) }, { UINT64_C(0xc0ff7c9a7f0a4d55), UINT64_C(0xfafcf2b7f1518a44) }, 
{ UINT64_C(0x369fc506bbc70375), UINT64_C(0x1de18e1ef0dde3ba) }, { UINT64_C(0x346e32f8f7db7c9b), UINT64_C(0xe2abbf9e7a544262) }, 
{ UINT64_C(0x897129ed3e72972f), UINT64_C(0x486620df371b3df2) }, { UINT64_C(0x2e592b846d574237), UINT64_C(0x931f01d1477e6353) }, 
{ UINT64_C(0x1ce7c3bd4ea8bf5d), UINT64_C(0xb36aed0c6072019a) }, { UINT64_C(0x153c03bc9bd65e14), UINT64_C(0x57a4d00948b67110) }, 
{ UINT64_C(0x4f5e8fb6955c5b8b), UINT64_C(0x7044812b9b12971d) }, { UINT64_C(0xa1f8d8a8870154e9), UINT64_C(0x19a7724d2d3d7e0a) }, 
{ UINT64_C(0x867a332d3f28f797), UINT64_C(0x6e764e9942876dd3) }, { UINT64_C(0x99f59d111b92e953), UINT64_C(0xbc736b55edd97cfd) }, 
{ UINT64_C(0x04212d3f9838fe1f), UINT64_C(0x3d9462c3d7d18173) }, { UINT64_C(0xe6e40d60e12d305c), UINT64_C(0x13083723db4e28f1) }, 
{ UINT64_C(0xf508d41daedfefb9), UINT64_C(0x8672b469cea0794a) }, { UINT64_C(0xa72802695325d518), UINT64_C(0xdb79210e70655ea1) }, 
{ UINT64_C(0x23a3c6ba20115d61), UINT64_C(0x4a455e17b86b92aa) }, { UINT64_C(0xffbb799d11b3af69), UINT64_C(0x03d341ac29481974) }, 
{ UINT64_C(0x81337393cd02a811), UINT64_C(0x328de49a5a7afc14) }, { UINT64_C(0xf129f92236e711a6), UINT64_C(0xbbe6d6aa1971f839) }, 
{ UINT64_C(0x0c6377416b48c121), UINT64_C(0x477fa686bab04095) }, { UINT64_C(0xc547cbdac13c6d3d), UINT64_C(0x594d69346325ba5b) }, 
{ UINT64_C(0x9f2547d0cfb668a2), UINT64_C(0x7ead3816b0815c56) }, { UINT64_C(0x09dbc001d57ee149), UINT64_C(0xe4ce3d0528c4708a) }, 
{ UINT64_C(0xf96ba35cc5972e98), UINT64_C(0xc10d12ef741039df) }, { UINT64_C(0xa6b19816752b0b6f), UINT64_C(0x455cd84e35c0efcd) }, 
{ UINT64_C(0x64bf1372463d39d4), UINT64_C(0x40ea1b794e18c451) }, { UINT64_C(0xab4b7528386d1439), UINT64_C(0x9c068788cad51e34) }, 
{ UINT64_C(0x1d7e59c268a6612a), UINT64_C(0x2d4f144c25d7b0f6) }, { UINT64_C(0xf24194a35cf5b03f), UINT64_C(0xda891e6ad65de88d) }, 
{ UINT64_C(0xdf70d2a65bb05391), UINT64_C(0x28f9d77b5e0f9b6a) }, { UINT64_C(0xac023596ca474bbf), UINT64_C(0xc0fd2d8bd2288ff3) }, 
{ UINT64_C(0x72eb7d4fb7f9c659), UINT64_C(0x762103b0c982a5f5) }, { UINT64_C(0x304f1fc76fe38284), UINT64_C(0xdf3fdd5dad85c311) }, 
{ UINT64_C(0xe77d971fc723ee2b), UINT64_C(0x8d2dce639eeb999d) }, { UINT64_C(0xdac865e6e58673f9), UINT64_C(0x8b484cf8cc7bab75) }, 
{ UINT64_C(0xdb51ff99c388ad8e), UINT64_C(0x156db5b889de1a19) }, { UINT64_C(0x6f95248ddf5fa773), UINT64_C(0x5b6e17fcec551503) }, 
{ UINT64_C(0x6bb409b24767596c), UINT64_C(0x66fa753f3b849470) }, { UINT64_C(0x215231446c0d228f), UINT64_C(0xb50f6f9732e23372) }, 
{ UINT64_C(0x9ebcddafe9b8b6d5), UINT64_C(0xe088c156f524ed3a) }, { UINT64_C(0x2ca8dc7a214b3dd9), UINT64_C(0x6c553051cdf7c28b) }, 
{ UINT64_C(0x50d1218ab1e6454f), UINT64_C(0xa241a4e7344c8633) }, { UINT64_C(0x223a5cc5061f8316), UINT64_C(0xd460a757fdce23c6) }, 
{ UINT64_C(0x3afcb247d08fc254), UINT64_C(0x5a9e28984a6da32f) }, { UINT64_C(0x664ee48c0a21463a), UINT64_C(0xbfa02af9c4916589) }, 
{ UINT64_C(0xa290b529ed13f570), UINT64_C(0x78c8ba8de2116ebe) }, { UINT64_C(0xc924bc9baa74ac1c), UINT64_C(0x1e32cfb2d995face) }, 
{ UINT64_C(0x68dc64332d75f8f5), UINT64_C(0x0795bdfff4a884c4) }, { UINT64_C(0x626fc9b39219b825), UINT64_C(0x8234483a1340e4fa) }, 
{ UINT64_C(0xbbcfc1d41d8d6a45), UINT64_C(0x6813cc0210175f3b) }, { UINT64_C(0xb38d9baaeefd557b), UINT64_C(0x12f808477d769edd) }, 
{ UINT64_C(0x902e5d10ceec081a), UINT64_C(0x58bd5650c51d0c77) }, { UINT64_C(0x4daf7848d9402465), UINT64_C(0x8f0eb0ab119b36c5) }, 
{ UINT64_C(0xcbd54b65e668d3f2), UINT64_C(0xe178fe32531c5b16) }, { UINT64_C(0x16546e3df1c4ff8d), UINT64_C(0x36cb18c9879a61a4) }, 
{ UINT64_C(0xd8399218a99a0c17), UINT64_C(0x74027d7846f20aad) }, { UINT64_C(0x02f1f7fe4c1c7fee), UINT64_C(0xff4a31808a89a1d8) }, 
{ UINT64_C(0x6cfd490cb54d06ea), UINT64_C(0x3a01df3c237905b7) }, { UINT64_C(0xf7f923e3e2c39057), UINT64_C(0x793885e94429d892) }, 
{ UINT64_C(0x9a9df090718048ca), UINT64_C(0xdd1ca39522f56c49) }, { UINT64_C(0xea877a218a65f17d), UINT64_C(0x547791a561fe6864) }, 
{ UINT64_C(0x986c076e3d9c3724), UINT64_C(0x22569215a87ccd91) }, { UINT64_C(0xc20e8b64331632bb), UINT64_C(0x05b6c3377bd82b9c) }, 
{ UINT64_C(0x25731c7bf435dc90), UINT64_C(0x889b0d54e533b201) }, { UINT64_C(0x3db5f2f922a59dd2), UINT64_C(0x0665829b529032e8) }, 
{ UINT64_C(0x825b1e12a7100988), UINT64_C(0x53e22c5a9556eca0) }, { UINT64_C(0x13ecd97d4ff2dfe5), UINT64_C(0x957a834a15ee51bb) }, 
{ UINT64_C(0x261b71fa9e277d09), UINT64_C(0xe9f4c5942a1fa2b5) }, { UINT64_C(0xe415fa9ead314fb2), UINT64_C(0xec4206a351c78929) }, 
{ UINT64_C(0xb93e362a519115ab), UINT64_C(0x9759fd829a9efee3) }, { UINT64_C(0xe034d7a13509b1ad), UINT64_C(0xd1d664608616085a) }, 
{ UINT64_C(0xeea6571e125d0f62), UINT64_C(0x69e3f366b62fe917) }, { UINT64_C(0x111d2e8303eea00b), UINT64_C(0x6a30b2ca9f67f063) }, 
{ UINT64_C(0x9b046aef578e96bd), UINT64_C(0x43395ad56750dd25) }, { UINT64_C(0x31d685b849ed5cf3), UINT64_C(0x411a241de820727d) }, 
{ UINT64_C(0x2a7806bbf56fbc28), UINT64_C(0xae8b631290afe220) }, { UINT64_C(0x7aa927314489f967), UINT64_C(0x0ccac7f5a4e36413) }, 
{ UINT64_C(0x35f7a887d1d5a2ec), UINT64_C(0x7c8e46de3ff1f30e) }, { UINT64_C(0xad9bafe9ec4995c8), UINT64_C(0x5ed8d4cb978d3e9f) }, 
{ UINT64_C(0xf3d80edc7afb6e48), UINT64_C(0x44ace72a93f859e1) }, { UINT64_C(0xf0b0635d10e9cfd1), UINT64_C(0x25c32fea5cd44955) }, 
{ UINT64_C(0xb8a7ac55779fcbdc), UINT64_C(0x097c04c2df3b4f8f) }, { UINT64_C(0xcc9c0bdb14428c74), UINT64_C(0xbd8354314be1cad1) }, 
{ UINT64_C(0x54f00cb529debb50), UINT64_C(0x9fd5c624e39d0740) }, { UINT64_C(0xe2c5205f7915ce43), UINT64_C(0x2e9c55e00c9fa982) }, 
{ UINT64_C(0x0b2a37ff99629ea7), UINT64_C(0x1b840c85a24dd152) }, { UINT64_C(0xdd81255817ac2c7f), UINT64_C(0xd7b3e6fbd4863ab2) }, 
{ UINT64_C(0x8fa1f32cea5616de), UINT64_C(0x8ab8739c6a431d59) }, { UINT64_C(0x2fc0b1fb4b599c40), UINT64_C(0x0d3af89102dbd23f) }, 
{ UINT64_C(0x7de0678fb6a3a6e1), UINT64_C(0x50316df6bc1ef5d4) }, { UINT64_C(0xa5d9f5971f39aaf6), UINT64_C(0x2433108efaecff79) }, 
{ UINT64_C(0x2d3146050745e3ae), UINT64_C(0xf270c911885273e7) }, { UINT64_C(0xc62fa65bab2ecca4), UINT64_C(0x3822a1f4ac09aaef) }, 
{ UINT64_C(0x5d2bccb4fca05a19), UINT64_C(0x7b1bfb21cb5977ca) }, { UINT64_C(0xaf6a5817a055ea26), UINT64_C(0xa192e54b1d049f47) }, 
{ UINT64_C(0x3327724605f1231d), UINT64_C(0xbe50159d62a9d3a5) }, { UINT64_C(0x92dfaaee82f077f4), UINT64_C(0xa7f767d04f94adaf) }, 
{ UINT64_C(0x6945fe4c0b7b2682), UINT64_C(0x99b044bfb10d35a8) }, { UINT64_C(0xd28a3f9816f64cc7), UINT64_C(0xf1a388bda11a6a93) }, 
{ UINT64_C(0x8cc99ead8044b747), UINT64_C(0xebd7bb5ca56f0ded) }, { UINT64_C(0x93463091a4fea983), UINT64_C(0x39d29e900a311cc3) }, 
{ UINT64_C(0x8b80de13726ee8c1), UINT64_C(0xb72c115fbd929c2a) }, { UINT64_C(0x63f653ccb4176652), UINT64_C(0x1c11b17a56e55596) }, 
{ UINT64_C(0x556996ca0fd06527), UINT64_C(0x01f03f64a638b62c) }, { UINT64_C(0x1bae8303bc82e0db), UINT64_C(0xef91470f788f905d) }, 
{ UINT64_C(0x9c4d2a51a5a4c93b), UINT64_C(0x1fc2f0d67fad4ce2) }, { UINT64_C(0x7b30bd4e62872710), UINT64_C(0x92ef3eb5e146d57f) }, 
{ UINT64_C(0x5e43a13596b2fb80), UINT64_C(0x1a7433e10475677e) }, { UINT64_C(0x0000000000000000), UINT64_C(0x0000000000000000) }, 
{ UINT64_C(0x0ab3ad80bf6c40d0), UINT64_C(0x85a1f5c5e7e8603e) }, { UINT64_C(0x074940bef22a5f86), UINT64_C(0x5cfbaa0318fd91c7) }, 
{ UINT64_C(0xb17c6c54a2e12a95), UINT64_C(0xedb239c7f7ff3f05) }, { UINT64_C(0x4055957694063b33), UINT64_C(0x5654ef6dee8ec73c) }, 
{ UINT64_C(0x53b94c0bdbf4e4d6), UINT64_C(0xc32e6c27fb609687) }, { UINT64_C(0x85125eac553a560e), UINT64_C(0x0f1986598dab7d67) }, 
{ UINT64_C(0x7372e73091f7182e), UINT64_C(0xe804faf08c271499) }, { UINT64_C(0x06d0dac1d42481f1), UINT64_C(0xc2de53435d5820ab) }, 
{ UINT64_C(0x0dfaed3e4d461f56), UINT64_C(0xd95a5fc6ff15f1f9) }, { UINT64_C(0xa3092f56cb1d2b07), UINT64_C(0xe6ed43cda7b4dfd2) }, 
{ UINT64_C(0xdee948d97dbe8de6), UINT64_C(0xb6dc2e3b1baa2a06) }, { UINT64_C(0x4c36e237ff4efa12), UINT64_C(0x112b49eb543e87a9) }, 
{ UINT64_C(0x91b7c76fe8e2d66d), UINT64_C(0xc698af1080b8bd1b) }, { UINT64_C(0xbfeeeceb85b5945a), UINT64_C(0x5587aec1c7c6de48) }, 
{ UINT64_C(0x46854fb74022bac2), UINT64_C(0x948abc2eb3d6e797) }, { UINT64_C(0xb6352cea50cb7513), UINT64_C(0xb14993c4ef02aec2) }, 
{ UINT64_C(0x76ca50702fc13846), UINT64_C(0x4bb561731e532486) }, { UINT64_C(0x5bfb16752884dbe8), UINT64_C(0xb9c5a86296015761) }, 
{ UINT64_C(0xe1ad4dde13076fda), UINT64_C(0x4ff39d20c3b3b936) }, { UINT64_C(0xba565bab3b83b432), UINT64_C(0xf636354255b2ee57) }, 
{ UINT64_C(0xc397111b1518eccc), UINT64_C(0x9b933a773e7d9af0) }, { UINT64_C(0x1f8fae3c24ba1ec4), UINT64_C(0xd20525ccaf5e112e) }, 
{ UINT64_C(0xca4cd11ac0660d85), UINT64_C(0x7f5d077216b9ea7a) }, { UINT64_C(0x6526890d6033e7a3), UINT64_C(0xdecfe2390bbd753d) }, 
{ UINT64_C(0x8d5004d2a64a6930), UINT64_C(0x75f2421ce0cabc81) }, { UINT64_C(0x8e386953cc58c8a9), UINT64_C(0x149d8adc2fe6ac35) }, 
{ UINT64_C(0x32bee83923fffd6a), UINT64_C(0x2075ecdd270c62c9) }, { UINT64_C(0xcff4665a7e502ded), UINT64_C(0xdcec9cf184cdda65) }, 
{ UINT64_C(0x80aae9eceb0c7666), UINT64_C(0xaca81dda1fdf4d78) }, { UINT64_C(0xe8768ddfc6798e93), UINT64_C(0xab3da025eb77c9bc) }, 
{ UINT64_C(0x6a2d93cd6169871b), UINT64_C(0xf8df8c7f7e21251c) }, { UINT64_C(0x9596ea5070da2872), UINT64_C(0xfb0ccdd357693c68) }, 
{ UINT64_C(0x83c2846d811ed7ff), UINT64_C(0xcdc7d51ad0f35dcc) }, { UINT64_C(0x87e3a952192629e0), UINT64_C(0xf053b7d90722dcbf) }, 
{ UINT64_C(0x4ec715c9b35285fc), UINT64_C(0xee61786bdeb72671) }, { UINT64_C(0x7c79fdf090ad7896), UINT64_C(0xce1494b6f9bb44b8) }, 
{ UINT64_C(0x5cb256cbdaae846e), UINT64_C(0xe53e02618efcc6a6) }, { UINT64_C(0x609e3e4dde05c7cb), UINT64_C(0x7d7e79ba99c94522) }, 
{ UINT64_C(0x0e9280bf2754becf), UINT64_C(0xb83597063039e14d) }, { UINT64_C(0x97671dae3cc6579c), UINT64_C(0x0446fc53dde09db0) }, 
{ UINT64_C(0xbd1f1b15c9a9ebb4), UINT64_C(0xaacd9f414d4f7f90) }, { UINT64_C(0x45ed22362a301b5b), UINT64_C(0xf5e574ee7cfaf723) }, 
{ UINT64_C(0xc4de51a5e732b34a), UINT64_C(0xc768907426800b37) }, { UINT64_C(0xfa03ceddaf858f01), UINT64_C(0xa062da2fbb3c296b) }, 
{ UINT64_C(0xce6dfc25585ef39a), UINT64_C(0x42c965b1c1686b09) }, { UINT64_C(0xbe777694a3bb4a2d), UINT64_C(0xcba2578182636f24) }, 
{ UINT64_C(0x1a37197c9a8c3eac), UINT64_C(0x71b4be4f3d2a2131) }, { UINT64_C(0x6107a432f80b19bc), UINT64_C(0xe35b80fadc6cf44e) }, 
{ UINT64_C(0xa82318a9527fb5a0), UINT64_C(0xfd694f4805f90e80) }, { UINT64_C(0xd1e252197ce4ed5e), UINT64_C(0x90cc407d6e367a27) }, 
{ UINT64_C(0xaad2ef571e63ca4e), UINT64_C(0x02237ec88f70af58) }, { UINT64_C(0x0f0b1ac0015a60b8), UINT64_C(0x26106e46759c5021) }, 
{ UINT64_C(0xec57a0e05e41708c), UINT64_C(0x96a9c2e63ca648cf) }, { UINT64_C(0x29106b3a9f7d1db1), UINT64_C(0xcfe4abd25f83f294) }, 
{ UINT64_C(0x701a8ab1fbe5b9b7), UINT64_C(0x896b3230430b042d) }, { UINT64_C(0xdc18bf2731a2f208), UINT64_C(0x49961fbb91238bde) }, 
{ UINT64_C(0xb7acb69576c5ab64), UINT64_C(0x2f6c6a84aaa71fae) }, { UINT64_C(0xd73288d8a8c06caf), UINT64_C(0x5212133e336e5a8c) }, 
{ UINT64_C(0x743ba78e63dd47a8), UINT64_C(0xb4ff50f394da855e) }, { UINT64_C(0xedce3a9f784faefb), UINT64_C(0x088c3ba67903f9a3) }, 
{ UINT64_C(0xaef3c268865b3451), UINT64_C(0x3fb71c0b58a12e2b) }, { UINT64_C(0x88e8b392187c4958), UINT64_C(0xd643d99f72be8c9e) }, 
{ UINT64_C(0xcd0591a4324c5203), UINT64_C(0x23a6ad710e447bbd) }, { UINT64_C(0xb4c4db141cd70afd), UINT64_C(0x4e03a244658b0f1a) }, 
{ UINT64_C(0x5601fb4b65c2c4be), UINT64_C(0x609ff7a46914a698) }, { UINT64_C(0x1275430269fc0192), UINT64_C(0x0b5f7a0a504be0d7) }, 
{ UINT64_C(0x3b652838f6811c23), UINT64_C(0xc4bbd1d80fc81243) }, { UINT64_C(0xe9ef17a0e07750e4), UINT64_C(0x35185965aed278d0) }, 
{ UINT64_C(0xd07bc8665aea3329), UINT64_C(0x0ee9b93d2b93cb4b) }, { UINT64_C(0xc166e6e559049322), UINT64_C(0x64d90bf7b4f43b28) }, 
{ UINT64_C(0x3994dfc6ba9d63cd), UINT64_C(0x3bf1e0588541b39b) }, { UINT64_C(0x2be19cc4d361625f), UINT64_C(0x30ae9a52d50a534c) }, 
{ UINT64_C(0x6e0cbef2f9517904), UINT64_C(0xc54beebca9f0a46f) }, { UINT64_C(0x4474b8490c3ec52c), UINT64_C(0x6bc08dae395f464f) }, 
{ UINT64_C(0x848bc4d373348879), UINT64_C(0x913c7f19c80ecc0b) }, { UINT64_C(0x1e16344302b4c0b3), UINT64_C(0x4c20dc8ceafba042) }, 
{ UINT64_C(0x498e55774178da7a), UINT64_C(0xb29ad268c64ab7b6) }, { UINT64_C(0x5798613443cc1ac9), UINT64_C(0xfeba0ee42cb117f4) }, 
{ UINT64_C(0xf660b99cc4cd4e20), UINT64_C(0xe71d7ca9018c69fe) }, { UINT64_C(0x5a628c0a0e8a059f), UINT64_C(0x27e05122d3a4e60d) }, 
{ UINT64_C(0xb21401d5c8f38b0c), UINT64_C(0x8cddf10738d32fb1) }, { UINT64_C(0xfb9a54a2898b5176), UINT64_C(0x3e47236ffe999807) }, 
{ UINT64_C(0x8a19446c546036b6), UINT64_C(0x2909e81ff8372d46) }, { UINT64_C(0xe58c60e18b3f91c5), UINT64_C(0x7267ffe314623845) }, 
{ UINT64_C(0x4817cf086776040d), UINT64_C(0x2cbf2b2883ef06da) }, { UINT64_C(0x6d64d3739343d89d), UINT64_C(0xa424267c66dcb4db) }, 
{ UINT64_C(0x18c6ee82d6904142), UINT64_C(0x8efe8fcfb7a380e9) }, { UINT64_C(0x2889f145b973c3c6), UINT64_C(0x51c152921a2643f8) }, 
{ UINT64_C(0x41cc0f09b208e544), UINT64_C(0xc871162dab2b7650) }, { UINT64_C(0x24ea8604d23b02e7), UINT64_C(0x16bef414a096036d) }, 
{ UINT64_C(0x795880807580b736), UINT64_C(0x791a2d6dc93b13e1) }, { UINT64_C(0x91d61a1a1d1a8933), UINT64_C(0x9158cbc6fe1fb150) }, 
{ UINT64_C(0x99e9dcdc3bdc079c), UINT64_C(0x9909d2bc887933c2) }, { UINT64_C(0xb9154242a3427a65), UINT64_C(0xb98eb69793227ecf) }, 
{ UINT64_C(0x7167464653463999), UINT64_C(0x714b3417bf5d9173) }, { UINT64_C(0xeaf14a4a804afc5e), UINT64_C(0xeac77154cbdc6374) }, 
{ UINT64_C(0xd76c56561556f6ef), UINT64_C(0xd7d979520f62abc6) }, { UINT64_C(0x952879790e79ce85), UINT64_C(0x959126fbc52cf019) }, 
{ UINT64_C(0x5565bbbbd8bb03d6), UINT64_C(0x5505bd019f359d37) }, { UINT64_C(0xda739b9b549b5e3a), UINT64_C(0xdae2278b3c4be99e) }, 
{ UINT64_C(0xdbadf3f320f33ff6), UINT64_C(0xdb418d154237681d) }, { UINT64_C(0xb5d4e7e796e7b37c), UINT64_C(0xb51642d0de77bd14) }, 
{ UINT64_C(0x3fe2cccc7dccc8ea), UINT64_C(0x3f9b9ff938460977) }, { UINT64_C(0x54bbd3d3acd3621a), UINT64_C(0x54a6179fe1491cb4) }, 
{ UINT64_C(0x7da6e3e366e3f080), UINT64_C(0x7dd3c050f20852a8) }, { UINT64_C(0xd5138686fd8634b4), UINT64_C(0xd55ceeadf39a6a03) }, 
{ UINT64_C(0xbdeb2121b0213dd3), UINT64_C(0xbd475baaa8113f86) }, { UINT64_C(0xa96b0d0def0da5f8), UINT64_C(0xa92c84637feeb928) }, 
{ UINT64_C(0xfe716666df666475), UINT64_C(0xfeacae9d1c23e5da) }, { UINT64_C(0x3b1cafaf6eaf8f5c), UINT64_C(0x3b5272c40375483e) }, 
{ UINT64_C(0x1d6182820d827748), UINT64_C(0x1d996c2ddfe585bf) }, { UINT64_C(0x360362622f622789), UINT64_C(0x36692c1d305c0a66) }, 
{ UINT64_C(0x38bd1717f2172ccb), UINT64_C(0x38744fa581f10878) }, { UINT64_C(0x075fdbdb8fdbe421), UINT64_C(0x07efd05cb9b7010f) }, 
{ UINT64_C(0x1be03131f631f2a5), UINT64_C(0x1bd516ef182e0533) }, { UINT64_C(0xfb516d6db86d420f), UINT64_C(0xfbc6e93e596c2510) }, 
{ UINT64_C(0x70b92e2e272e5855), UINT64_C(0x70e89e89c12110f0) }, { UINT64_C(0x899793937793d801), UINT64_C(0x89abe04864b5f425) }, 
{ UINT64_C(0x4a7be9e93de9b6c5), UINT64_C(0x4a1946d3bc28d94d) }, { UINT64_C(0xae34d6d660d641d9), UINT64_C(0xaec3543fc659b827) }, 
{ UINT64_C(0x3d9d1c1c951c0ab1), UINT64_C(0x3d1e0806c4bec8b2) }, { UINT64_C(0x291d3030ca30929a), UINT64_C(0x2975d7cf13414e1c) }, 
{ UINT64_C(0x8a362b2beb2b7b96), UINT64_C(0x8a8ddd29e631b463) }, { UINT64_C(0xcd520f0f970f6586), UINT64_C(0xcdafc52369302f76) }, 
{ UINT64_C(0x41e5979787979bfd), UINT64_C(0x416e62c848ca1b99) }, { UINT64_C(0xcef3b7b70bb7c611), UINT64_C(0xce89f842ebb46f30) }, 
{ UINT64_C(0x16fffcfcb7fc5a70), UINT64_C(0x16ee48362b07476b) }, { UINT64_C(0x6c06c4c45ec44ed1), UINT64_C(0x6cd2583a60b814cc) }, 
{ UINT64_C(0x1f1e5252e552b513), UINT64_C(0x1f1cfbd2231d447a) }, { UINT64_C(0xe0b15c5c4e5cb0aa), UINT64_C(0xe013ffd141422023) }, 
{ UINT64_C(0xf5ef18186518494d), UINT64_C(0xf5db8a86e8c1270e) }, { UINT64_C(0xb0f4ececf1ec9506), UINT64_C(0xb07c05739b387dde) }, 
{ UINT64_C(0xde8df8f847f8198c), UINT64_C(0xde2bcab60778a8d7) }, { UINT64_C(0x03a1b8b89cb8a397), UINT64_C(0x03263d6182844046) }, 
{ UINT64_C(0xd0338d8d9a8d12ce), UINT64_C(0xd036a90eb6d5aac9) }, { UINT64_C(0x8ec84848f8483c20), UINT64_C(0x8e443014dd02f52a) }, 
{ UINT64_C(0x235d26260426de6e), UINT64_C(0x23a1594a99df0d4b) }, { UINT64_C(0x0a401616ce164cf4), UINT64_C(0x0ad48e858a9e4357) }, 
{ UINT64_C(0xf36eabab9eabcca0), UINT64_C(0xf397f0442f0aa782) }, { UINT64_C(0x0681b3b3fbb385ed), UINT64_C(0x064c7ac2c7cb808c) }, 
{ UINT64_C(0xdf53909033907840), UINT64_C(0xdf88602879042954) }, { UINT64_C(0x4d243232b23252e4), UINT64_C(0x4df6968f059fd842) }, 
{ UINT64_C(0x9837b4b44fb46650), UINT64_C(0x98aa7822f605b241) }, { UINT64_C(0x9757a9a9e6a90cde), UINT64_C(0x9714b10439d431dc) }, 
{ UINT64_C(0xad956e6efc6ee24e), UINT64_C(0xade5695e44ddf861) }, { UINT64_C(0x155e44442b44f9e7), UINT64_C(0x15c87557a983072d) }, 
{ UINT64_C(0xa2f57373557388c0), UINT64_C(0xa25ba0788b0c7bfc) }, { UINT64_C(0xab14dddd07dd67a3), UINT64_C(0xaba9139c831678ed) }, 
{ UINT64_C(0xc04dc2c2d6c2cd53), UINT64_C(0xc0949bfa5a196d2e) }, { UINT64_C(0xb6755f5f0a5f10eb), UINT64_C(0xb6307fb15cf3fd52) }, 
{ UINT64_C(0x53e408082308863b), UINT64_C(0x5349c7c358fe1dbb) }, { UINT64_C(0xedae91910f91187f), UINT64_C(0xed28a108726b627b) }, 
{ UINT64_C(0xc193aaaaa2aaac9f), UINT64_C(0xc13731642465ecad) }, { UINT64_C(0xe16f34343a34d166), UINT64_C(0xe1b0554f3f3ea1a0) }, 
{ UINT64_C(0x62b8b1b183b14593), UINT64_C(0x62cf3b82d11516d2) }, { UINT64_C(0x2402fdfd8bfd3a4f), UINT64_C(0x244e891620680c44) }, 
{ UINT64_C(0xe950f2f21cf25fc9), UINT64_C(0xe9e14c3549582332) }, { UINT64_C(0x65e76a6a0c6aa1b2), UINT64_C(0x6520ebde68a217dd) }, 
{ UINT64_C(0xec70f9f97bf979b3), UINT64_C(0xec8b0b960c17e3f8) }, { UINT64_C(0x5d5a7d7dfe7d8d79), UINT64_C(0x5d54a47be9531fa5) }, 
{ UINT64_C(0x267d2d2d632df814), UINT64_C(0x26cb1ee9dc90cd81) }, { UINT64_C(0xbe4a99992c999e44), UINT64_C(0xbe6166cb2a957fc0) }, 
{ UINT64_C(0x2122f6f6ecf61c35), UINT64_C(0x2124ceb56527cc8e) }, { UINT64_C(0x4ba581814981d709), UINT64_C(0x4bbaec4dc25458ce) }, 
{ UINT64_C(0x48043939d539749e), UINT64_C(0x489cd12c40d01888) }, { UINT64_C(0xca0dd4d418d481a7), UINT64_C(0xca40157fd0872e79) }, 
{ UINT64_C(0xf790c8c88dc88b16), UINT64_C(0xf75e1d791439e6cb) }, { UINT64_C(0x7c788b8b128b914c), UINT64_C(0x7c706ace8c74d32b) }, 
{ UINT64_C(0xffaf0e0eab0e05b9), UINT64_C(0xff0f0403625f6459) }, { UINT64_C(0x20fc9e9e989e7df9), UINT64_C(0x2087642b1b5b4d0d) }, 
{ UINT64_C(0xd1ede5e5eee57302), UINT64_C(0xd1950390c8a92b4a) }, { UINT64_C(0x8556363642361118), UINT64_C(0x8533140f29e037fe) }, 
{ UINT64_C(0x587a76769976ab03), UINT64_C(0x583ee3d8ac1cdf6f) }, { UINT64_C(0x49da5151a1511552), UINT64_C(0x493f7bb23eac990b) }, 
{ UINT64_C(0xfa8f0505cc0523c3), UINT64_C(0xfa6543a02710a493) }, { UINT64_C(0x8729e6e6aae6d343), UINT64_C(0x87b683f0d518f63b) }, 
{ UINT64_C(0x27a34545174599d8), UINT64_C(0x2768b477a2ec4c02) }, { UINT64_C(0xe88e9a9a689a3e05), UINT64_C(0xe842e6ab3724a2b1) }, 
{ UINT64_C(0xf431707011702881), UINT64_C(0xf478201896bda68d) }, { UINT64_C(0x5a05a6a671a66958), UINT64_C(0x5abb742750e41eaa) }, 
{ UINT64_C(0x6646d2d290d20225), UINT64_C(0x6606d6bfea26579b) }, { UINT64_C(0xf0cf131302136f37), UINT64_C(0xf0b1cd25ad8ee7c4) }, 
{ UINT64_C(0xcbd3bcbc6cbce06b), UINT64_C(0xcbe3bfe1aefbaffa) }, { UINT64_C(0x0ebe7575dd750b42), UINT64_C(0x0e1d63b8b1ad021e) }, 
{ UINT64_C(0xe2ce8c8ca68c72f1), UINT64_C(0xe296682ebdbae1e6) }, { UINT64_C(0x571a6b6b306bc18d), UINT64_C(0x57802afe63cd5cf2) }, 
{ UINT64_C(0xc4b3a1a1c5a18ae5), UINT64_C(0xc45d76c7612a2c67) }, { UINT64_C(0x9b960c0cd30cc5c7), UINT64_C(0x9b8c45437481f207) }, 
{ UINT64_C(0xee0f29299329bbe8), UINT64_C(0xee0e9c69f0ef223d) }, { UINT64_C(0x1a3e595982599369), UINT64_C(0x1a76bc71665284b0) }, 
{ UINT64_C(0x37dd0a0a5b0a4645), UINT64_C(0x37ca86834e208be5) }, { UINT64_C(0x2e42ebeb45eb76bb), UINT64_C(0x2e9a0793aaf64f13) }, 
{ UINT64_C(0x6926cfcf39cf68ab), UINT64_C(0x69b81f9925f7d406) }, { UINT64_C(0x8be843439f431a5a), UINT64_C(0x8b2e77b7984d35e0) }, 
{ UINT64_C(0xafeabebe14be2015), UINT64_C(0xaf60fea1b82539a4) }, { UINT64_C(0xc23212123e120f08), UINT64_C(0xc2110c05a6e1aceb) }, 
{ UINT64_C(0x7fd933338e3332db), UINT64_C(0x7f5657af0ef0936d) }, { UINT64_C(0x643902027802c07e), UINT64_C(0x6483414016de965e) }, 
{ UINT64_C(0x451bf4f494f4dc4b), UINT64_C(0x45a78ff573f95ad0) }, { UINT64_C(0x14802c2c5f2c982b), UINT64_C(0x146bdfc9d7ff86ae) }, 
{ UINT64_C(0xfdd0dede43dec7e2), UINT64_C(0xfd8a93fc9ea7a59c) }, { UINT64_C(0xac4b060688068382), UINT64_C(0xac46c3c03aa179e2) }, 
{ UINT64_C(0x86f78e8ede8eb28f), UINT64_C(0x8615296eab6477b8) }, { UINT64_C(0x76389d9ddc9dddb8), UINT64_C(0x76a4e44b06ea907c) }, 
{ UINT64_C(0x439a47476f4759a6), UINT64_C(0x43ebf537b432da5c) }, { UINT64_C(0x5045b0b0bfb025ac), UINT64_C(0x506ffaa2da7a5dfd) }, 
{ UINT64_C(0x28c35858be58f356), UINT64_C(0x28d67d516d3dcf9f) }, { UINT64_C(0xaacab5b573b5066f), UINT64_C(0xaa0ab902fd6af96e) }, 
{ UINT64_C(0x5efbc5c562c52eee), UINT64_C(0x5e72991a6bd75fe3) }, { UINT64_C(0xdd2c4040db40ba1b), UINT64_C(0xdd0df7d785fce891) }, 
{ UINT64_C(0xbb6a92924b92b83e), UINT64_C(0xbb0b21686fdabf0a) }, { UINT64_C(0x9689c1c192c16d12), UINT64_C(0x96b71b9a47a8b05f) }, 
{ UINT64_C(0x05200b0b670b267a), UINT64_C(0x056a47a3454fc0ca) }, { UINT64_C(0x7b2750509d50756d), UINT64_C(0x7b9fba9235c3d224) }, 
{ UINT64_C(0xf64ea0a0f9a0eada), UINT64_C(0xf6fdb7e76a456748) }, { UINT64_C(0x2b62e0e022e050c1), UINT64_C(0x2bf04030efb98fd9) }, 
{ UINT64_C(0x09e1aeae52aeef63), UINT64_C(0x09f2b3e4081a0311) }, { UINT64_C(0xc712191959192972), UINT64_C(0xc77b4ba6e3ae6c21) }, 
{ UINT64_C(0x46ba4c4c084c7fdc), UINT64_C(0x4681b294f17d1a96) }, { UINT64_C(0x0d1fcdcd41cda8d5), UINT64_C(0x0d3b5ed933294258) }, 
{ UINT64_C(0x13dff7f7d0f77c0a), UINT64_C(0x13840f956e4887a1) }, { UINT64_C(0x611909091f09e604), UINT64_C(0x61e906e353915694) }, 
{ UINT64_C(0x01de6868746861cc), UINT64_C(0x01a3aa9e7e7c8183) }, { UINT64_C(0xefd14141e741da24), UINT64_C(0xefad36f78e93a3be) }, 
{ UINT64_C(0x8d69f0f064f09fb7), UINT64_C(0x8d620d755f86b56c) }, { UINT64_C(0xd39235350635b159), UINT64_C(0xd310946f3451ea8f) }, 
{ UINT64_C(0xbc354949c4495c1f), UINT64_C(0xbce4f134d66dbe05) }, { UINT64_C(0xf1117b7b767b0efb), UINT64_C(0xf11267bbd3f26647) }, 
{ UINT64_C(0x32fd01013c01603f), UINT64_C(0x32a0c1200b6f4b2f) }, { UINT64_C(0x5c8415158a15ecb5), UINT64_C(0x5cf70ee5972f9e26) }, 
{ UINT64_C(0x027fd0d0e8d0c25b), UINT64_C(0x028597fffcf8c1c5) }, { UINT64_C(0xb12a84848584f4ca), UINT64_C(0xb1dfafede544fc5d) }, 
{ UINT64_C(0x56c403034403a041), UINT64_C(0x562380601db1dd71) }, { UINT64_C(0x519bd8d8cbd84460), UINT64_C(0x51cc503ca406dc7e) }, 
{ UINT64_C(0xc9ac6c6c846c2230), UINT64_C(0xc966281e52036e3f) }, { UINT64_C(0xd6b23e3e613e9723), UINT64_C(0xd67ad3cc711e2a45) }, 
{ UINT64_C(0x4e858a8a2e8af173), UINT64_C(0x4ed0abee871b9804) }, { UINT64_C(0xc8720404f00443fc), UINT64_C(0xc8c582802c7fefbc) }, 
{ UINT64_C(0xa08aa3a3bda34a9b), UINT64_C(0xa0de378777f4ba39) }, { UINT64_C(0x315cb9b9a0b9c3a8), UINT64_C(0x3186fc4189eb0b69) }, 
{ UINT64_C(0x22834e4e704ebfa2), UINT64_C(0x2202f3d4e7a38cc8) }, { UINT64_C(0xa5aaa8a8daa86ce1), UINT64_C(0xa5b4702432bb7af3) }, 
{ UINT64_C(0x17219494c3943bbc), UINT64_C(0x174de2a8557bc6e8) }, { UINT64_C(0x33236969486901f3), UINT64_C(0x33036bbe7513caac) }, 
{ UINT64_C(0x94f611117a11af49), UINT64_C(0x94328c65bb50719a) }, { UINT64_C(0xeb2f2222f4229d92), UINT64_C(0xeb64dbcab5a0e2f7) }, 
{ UINT64_C(0x84885e5e365e70d4), UINT64_C(0x8490be91579cb67d) }, { UINT64_C(0x083fc6c626c68eaf), UINT64_C(0x0851197a76668292) }, 
{ UINT64_C(0x25dc9595ff955b83), UINT64_C(0x25ed23885e148dc7) }, { UINT64_C(0xf92ebdbd50bd8054), UINT64_C(0xf9437ec1a594e4d5) }, 
{ UINT64_C(0x39637f7f867f4d07), UINT64_C(0x39d7e53bff8d89fb) }, { UINT64_C(0x60c761616b6187c8), UINT64_C(0x604aac7d2dedd717) }, 
{ UINT64_C(0xb28b3c3c193c575d), UINT64_C(0xb2f9928c67c0bc1b) }, { UINT64_C(0xd4cdeeee89ee5578), UINT64_C(0xd4ff44338de6eb80) }, 
{ UINT64_C(0x6fa77c7cc27ced46), UINT64_C(0x6ff4655be23c548a) }, { UINT64_C(0x0000000000000000), UINT64_C(0x0000000000000000) }, 
{ UINT64_C(0x6dd8acac2aac2f1d), UINT64_C(0x6d71f2a41ec4954f) }, { UINT64_C(0xa154cbcbc9cb2b57), UINT64_C(0xa17d9d1909883bba) }, 
{ UINT64_C(0x12019f9fa49f1dc6), UINT64_C(0x1227a50b10340622) }, { UINT64_C(0xd80c4b4bbc4b9c61), UINT64_C(0xd867b074c0b3285b) }, 
{ UINT64_C(0xa32b1b1b211be90c), UINT64_C(0xa3f80ae6f570fa7f) }, { UINT64_C(0xa474c0c0aec00d2d), UINT64_C(0xa417daba4cc7fb70) }, 
{ UINT64_C(0xcf2ddfdf7fdfa7dd), UINT64_C(0xcf2a52dc95c8eeb3) }, { UINT64_C(0x9a486464a764a40b), UINT64_C(0x9a2fefdd0afd7384) }, 
{ UINT64_C(0xcc8c6767e367044a), UINT64_C(0xcc0c6fbd174caef5) }, { UINT64_C(0x523a60605760e7f7), UINT64_C(0x52ea6d5d26829c38) }, 
{ UINT64_C(0x1cbfeaea79ea1684), UINT64_C(0x1c3ac6b3a199043c) }, { UINT64_C(0x2f9c838331831777), UINT64_C(0x2f39ad0dd48ace90) }, 
{ UINT64_C(0x7e075b5bfa5b5317), UINT64_C(0x7ef5fd31708c12ee) }, { UINT64_C(0x93a9cacaf5ca4b68), UINT64_C(0x93dd5c3902e77095) }, 
{ UINT64_C(0x42442f2f1b2f386a), UINT64_C(0x42485fa9ca4e5bdf) }, { UINT64_C(0xb35554546d543691), UINT64_C(0xb35a381219bc3d98) }, 
{ UINT64_C(0x184189896a895132), UINT64_C(0x18f32b8e9aaa4575) }, { UINT64_C(0xb8cb2a2ad72a1ba9), UINT64_C(0xb82d1c09ed5eff4c) }, 
{ UINT64_C(0xfc0eb6b637b6a62e), UINT64_C(0xfc293962e0db241f) }, { UINT64_C(0x44c59c9ce09cbd87), UINT64_C(0x4404256b0d85db53) }, 
{ UINT64_C(0xe630efefb5ef3547), UINT64_C(0xe65f85138689a0af) }, { UINT64_C(0x8cb798981098fe7b), UINT64_C(0x8cc1a7eb21fa34ef) }, 
{ UINT64_C(0xc6cc71712d7148be), UINT64_C(0xc6d8e1389dd2eda2) }, { UINT64_C(0x6366d9d9f7d9245f), UINT64_C(0x636c911caf699751) }, 
{ UINT64_C(0xbf94f1f158f1ff88), UINT64_C(0xbfc2cc5554e9fe43) }, { UINT64_C(0xf2b0c3c3eac3ad6c), UINT64_C(0xf2345ada51762601) }, 
{ UINT64_C(0x2c3d3b3bad3bb4e0), UINT64_C(0x2c1f906c560e8ed6) }, { UINT64_C(0x11a027273827be51), UINT64_C(0x1101986a92b04664) }, 
{ UINT64_C(0x73189696bb96fbc2), UINT64_C(0x73cea3e843a550b6) }, { UINT64_C(0xdcf22828af28dbd7), UINT64_C(0xdcae5d49fb806912) }, 
{ UINT64_C(0xd9d22323c823fdad), UINT64_C(0xd9c41aeabecfa9d8) }, { UINT64_C(0x9277a2a281a22aa4), UINT64_C(0x927ef6a77c9bf116) }, 
{ UINT64_C(0x3e3ca4a409a4a926), UINT64_C(0x3e383567463a88f4) }, { UINT64_C(0xd24c5d5d725dd095), UINT64_C(0xd2b33ef14a2d6b0c) }, 
{ UINT64_C(0x59a41e1eed1ecacf), UINT64_C(0x599d4946d2605eec) }, { UINT64_C(0x7599252540257e2f), UINT64_C(0x7582d92a846ed03a) }, 
{ UINT64_C(0x199fe1e11ee130fe), UINT64_C(0x19508110e4d6c4f6) }, { UINT64_C(0xb40a8f8fe28fd2b0), UINT64_C(0xb4b5e84ea00b3c97) }, 
{ UINT64_C(0x81a85555515556ae), UINT64_C(0x81faf93212d376b7) }, { UINT64_C(0xe44f3f3f5d3ff71c), UINT64_C(0xe4da12ec7a71616a) }, 
{ UINT64_C(0xe5915757295796d0), UINT64_C(0xe579b872040de0e9) }, { UINT64_C(0x0f601d1da91d6a8e), UINT64_C(0x0fbec926cfd1839d) }, 
{ UINT64_C(0x476424247c241e10), UINT64_C(0x4722180a8f019b15) }, { UINT64_C(0x9cc9d7d75cd721e6), UINT64_C(0x9c63951fcd36f308) }, 
{ UINT64_C(0x2abc88885688310d), UINT64_C(0x2a53eaae91c50e5a) }, { UINT64_C(0xa8b565659b65c434), UINT64_C(0xa88f2efd019238ab) }, 
{ UINT64_C(0x5bdbcece05ce0894), UINT64_C(0x5b18deb92e989f29) }, { UINT64_C(0x8f1620208c205dec), UINT64_C(0x8fe79a8aa37e74a9) }, 
{ UINT64_C(0x04fe6363136347b6), UINT64_C(0x04c9ed3d3b334149) }, { UINT64_C(0xa60b10104610cf76), UINT64_C(0xa6924d45b03f3ab5) }, 
{ UINT64_C(0x72c6fefecffe9a0e), UINT64_C(0x726d09763dd9d135) }, { UINT64_C(0xbab4fafa3ffad9f2), UINT64_C(0xbaa88bf611a63e89) }, 
{ UINT64_C(0x3082d1d1d4d1a264), UINT64_C(0x302556dff7978aea) }, { UINT64_C(0x4cfa5a5ac65a3328), UINT64_C(0x4c553c117be359c1) }, 
{ UINT64_C(0x8209ededcdedf539), UINT64_C(0x82dcc453905736f1) }, { UINT64_C(0x6a877777a577cb3c), UINT64_C(0x6a9e22f8a7739440) }, 
{ UINT64_C(0x8849fbfb03fbb9cd), UINT64_C(0x88084ad61ac975a6) }, { UINT64_C(0x3c437474e1746b7d), UINT64_C(0x3cbda298bac24931) }, 
{ UINT64_C(0x6e791414b6148c8a), UINT64_C(0x6e57cfc59c40d509) }, { UINT64_C(0x0b9e7e7eba7e2d38), UINT64_C(0x0b77241bf4e2c2d4) }, 
{ UINT64_C(0x9eb60707b407e3bd), UINT64_C(0x9ee602e031ce32cd) }, { UINT64_C(0x68f8a7a74da70967), UINT64_C(0x681bb5075b8b5585) }, 
{ UINT64_C(0x6798babae4ba63e9), UINT64_C(0x67a57c21945ad618) }, { UINT64_C(0xc56dc9c9b1c9eb29), UINT64_C(0xc5fedc591f56ade4) }, 
{ UINT64_C(0x74474d4d344d1fe3), UINT64_C(0x742173b4fa1251b9) }, { UINT64_C(0x403bfffff3fffa31), UINT64_C(0x40cdc85636b69a1a) }, 
{ UINT64_C(0x0cc1a5a535a5c919), UINT64_C(0x0c98f4474d55c3db) }, { UINT64_C(0xe7ee8787c187548b), UINT64_C(0xe7fc2f8df8f5212c) }, 
{ UINT64_C(0x9d17bfbf28bf402a), UINT64_C(0x9dc03f81b34a728b) }, { UINT64_C(0x900872726972e8ff), UINT64_C(0x90fb6158806330d3) }, 
{ UINT64_C(0x7af93838e93814a1), UINT64_C(0x7a3c100c4bbf53a7) }, { UINT64_C(0x3ac2c7c71ac7ee90), UINT64_C(0x3af1d85a7d09c9bd) }, 
{ UINT64_C(0x35a2dadab3da841e), UINT64_C(0x354f117cb2d84a20) }, { UINT64_C(0x347cb2b2c7b2e5d2), UINT64_C(0x34ecbbe2cca4cba3) }, 
{ UINT64_C(0x9f686f6fc06f8271), UINT64_C(0x9f45a87e4fb2b34e) }, { UINT64_C(0xb7ab37377e377127), UINT64_C(0xb793d52f228f7cd1) }, 
{ UINT64_C(0xf8f0d5d524d5e198), UINT64_C(0xf8e0d45fdbe86556) }, { UINT64_C(0x4f5be2e25ae290bf), UINT64_C(0x4f730170f9671987) }, 
{ UINT64_C(0x6b591f1fd11faaf0), UINT64_C(0x6b3d8866d90f15c3) }, { UINT64_C(0x83d78585b98594f5), UINT64_C(0x837f6ecdee2bb772) }, 
{ UINT64_C(0x5f25adad16ad4f22), UINT64_C(0x5fd1338415abde60) }, { UINT64_C(0xa7d578783278aeba), UINT64_C(0xa731e7dbce43bb36) }, 
{ UINT64_C(0x1ec03a3a913ad4df), UINT64_C(0x1ebf514c5d61c5f9) }, { UINT64_C(0x107e4f4f4c4fdf9d), UINT64_C(0x10a232f4ecccc7e7) }, 
{ UINT64_C(0xc3ec7a7a4a7a6ec4), UINT64_C(0xc3b2a69bd89d2d68) }, { UINT64_C(0x7886e8e801e8d6fa), UINT64_C(0x78b987f3b7479262) }, 
{ UINT64_C(0x2de35353d953d52c), UINT64_C(0x2dbc3af228720f55) }, { UINT64_C(0x77e6f5f5a8f5bc74), UINT64_C(0x77074ed5789611ff) }, 
{ UINT64_C(0xe310e4e4d2e4133d), UINT64_C(0xe335c2b0c3c66065) }, { UINT64_C(0x80763d3d253d3762), UINT64_C(0x805953ac6caff734) }, 
{ UINT64_C(0x5a2ff91c4cf21a52), UINT64_C(0x55959eb1d0a14cd9) }, { UINT64_C(0x55488b1e81e1581c), UINT64_C(0xfaed87cf855d816c) }, 
{ UINT64_C(0x675c4558ccf1091a), UINT64_C(0x0cbe0a5648accc72) }, { UINT64_C(0xaf0cfb833bb18e02), UINT64_C(0x52317b77faee3b0a) }, 
{ UINT64_C(0x683b375a01e24b54), UINT64_C(0xa3c613281d5001c7) }, { UINT64_C(0xe262a0f24f17c7ae), UINT64_C(0x731cabc9f7514f53) }, 
{ UINT64_C(0xf2e781b8e96dd9cf), UINT64_C(0xe19c709707ede975) }, { UINT64_C(0x4c42ec3d46e9911f), UINT64_C(0x8125206202c44663) }, 
{ UINT64_C(0xb961eea231aa054f), UINT64_C(0x8681c5a4288b31b0) }, { UINT64_C(0x4e1a41a52277e2ba), UINT64_C(0x023503191c322217) }, 
{ UINT64_C(0xd9f928dd637541ca), UINT64_C(0x6c075aa34d856364) }, { UINT64_C(0x841252e6b1a91607), UINT64_C(0xdfaa5143b086b11b) }, 
{ UINT64_C(0xfd80f3ba247e9b81), UINT64_C(0x4ee469e9521124c0) }, { UINT64_C(0x2e8287da70a8a63f), UINT64_C(0xe8b39c1e793c70c3) }, 
{ UINT64_C(0x43259e3f8bfad351), UINT64_C(0x2e5d391c57388bd6) }, { UINT64_C(0x1fe253486b695c2f), UINT64_C(0x3df8c220a5406b93) }, 
{ UINT64_C(0xb6069ca0fcb94701), UINT64_C(0x29f9dcda7d77fc05) }, { UINT64_C(0xcb24a40fa1912c0e), UINT64_C(0x7d97a286a3cfa136) }, 
{ UINT64_C(0x9f40985d123faca1), UINT64_C(0x2772d59529e91260) }, { UINT64_C(0xe48a9499e3765282), UINT64_C(0x352cce44d588e3cf) }, 
{ UINT64_C(0xd8d59f91513a9979), UINT64_C(0xcc0faa7f42fe515e) }, { UINT64_C(0x58775484286c69f7), UINT64_C(0xd685bdcace5728ad) }, 
{ UINT64_C(0x9e6c2f1120707412), UINT64_C(0x877a25492692205a) }, { UINT64_C(0x63ecdcab040eef93), UINT64_C(0xc99e4ca07483049a) }, 
{ UINT64_C(0x2cda2a421436d59a), UINT64_C(0x6ba3bf6567ca14b7) }, { UINT64_C(0x11a996069435c6d2), UINT64_C(0x32882b82ffc7941c) }, 
{ UINT64_C(0xffd85e2240e0e824), UINT64_C(0xcdf44a924ce740b4) }, { UINT64_C(0x03741ad456d1ab16), UINT64_C(0x2318d3a7118d564e) }, 
{ UINT64_C(0x8cb1a3c3e29419d6), UINT64_C(0x96eadd6cc8d8e208) }, { UINT64_C(0xa8c878a4a59fc39d), UINT64_C(0xb409ee26d74ca5ac) }, 
{ UINT64_C(0x1085214aa67a1e61), UINT64_C(0x9280db5ef0bca626) }, { UINT64_C(0x6da719e5fb52756e), UINT64_C(0xc6eea5022e04fb15) }, 
{ UINT64_C(0x7992a15c95d78d86), UINT64_C(0x914e38aae29795db) }, { UINT64_C(0x49dec282bc59af25), UINT64_C(0xe40d96483190bcb1) }, 
{ UINT64_C(0xc443d60d6c826e40), UINT64_C(0xd2efbbf8f6336c83) }, { UINT64_C(0x3338790a7f5f89b5), UINT64_C(0x565b7d45c28a7f24) }, 
{ UINT64_C(0x9027ea5fdf2ceeef), UINT64_C(0x880acceb7c15dfd5) }, { UINT64_C(0xb0eea8cb50d8d22d), UINT64_C(0x6fc9b9575fae5099) }, 
{ UINT64_C(0x35d04d61d33e1c99), UINT64_C(0x106b18c8e053d3b8) }, { UINT64_C(0x3d73bc4480031348), UINT64_C(0x592b94e7980d80ab) }, 
{ UINT64_C(0xd7b2ed939c29db37), UINT64_C(0x6377b30117029ceb) }, { UINT64_C(0x0afb5cbd37a37c74), UINT64_C(0xca50af5466a83767) }, 
{ UINT64_C(0x57102686e57f2bb9), UINT64_C(0x79fda4b49babe518) }, { UINT64_C(0x7ae6bb88c3062690), UINT64_C(0xb256eb0df31ac395) }, 
{ UINT64_C(0x910b5d13ed63365c), UINT64_C(0x28023c37736eedef) }, { UINT64_C(0x6098c67f52df4485), UINT64_C(0xea869f07650e52d4) }, 
{ UINT64_C(0xb2b605533446a188), UINT64_C(0xecd99a2c415834ed) }, { UINT64_C(0xdf111cb6cf14d4e6), UINT64_C(0x2a373f2e6f5ccff8) }, 
{ UINT64_C(0x23bd5840d92597d4), UINT64_C(0xc4dba61b3236d902) }, { UINT64_C(0xf40fb5d3450c4ce3), UINT64_C(0xa7ac151a253445e9) }, 
{ UINT64_C(0xc0f34ffea47d88c9), UINT64_C(0x17cffd0eca1ca46b) }, { UINT64_C(0xef5d7f68e69af645), UINT64_C(0x5f7491ccbc5be692) }, 
{ UINT64_C(0xf0bf2c208df3aa6a), UINT64_C(0x628c53ec191b8d01) }, { UINT64_C(0xa1473ecdc4ed14ff), UINT64_C(0x5d4192d5a069c485) }, 
{ UINT64_C(0xd22ec32c6699e50d), UINT64_C(0x065f052b24566639) }, { UINT64_C(0xeac151d71c2ac87f), UINT64_C(0x3a5c27e68f0f1c40) }, 
{ UINT64_C(0x83d6d1c12f875b98), UINT64_C(0x3992c4129d242fbd) }, { UINT64_C(0x262176ff2395a9ee), UINT64_C(0xa1f31031016223d0) }, 
{ UINT64_C(0xf523029f77439450), UINT64_C(0x07a4e5c62a4f77d3) }, { UINT64_C(0xfef4e96e72af3097), UINT64_C(0x6dfcba4e439c728e) }, 
{ UINT64_C(0x4d6e5b7174a649ac), UINT64_C(0x212dd0be0dbf7459) }, { UINT64_C(0x818e7c594b19283d), UINT64_C(0xba82e76983d24bc9) }, 
{ UINT64_C(0x62c06be736413720), UINT64_C(0x6996bc7c7bf836a0) }, { UINT64_C(0xaa90d53cc101b038), UINT64_C(0x3719cd5dc9bac1d8) }, 
{ UINT64_C(0x76f5d35e58c4cfc8), UINT64_C(0x3e3621d4b76b586e) }, { UINT64_C(0xd15ad9f830484e1b), UINT64_C(0x2547d68c35db3077) }, 
{ UINT64_C(0x98841b7a8c11e13e), UINT64_C(0xc14a40c4044b8cc6) }, { UINT64_C(0x15190ff55cca205b), UINT64_C(0xf7a86d74c3e85cf4) }, 
{ UINT64_C(0x166d15210a1b8b4d), UINT64_C(0xd4b0bed3d2650aba) }, { UINT64_C(0x8b7520e47cba5449), UINT64_C(0x70d2483de57a7cae) }, 
{ UINT64_C(0x3c5f0b08b24ccbfb), UINT64_C(0xf923643b9776b291) }, { UINT64_C(0xcce027283fbf6191), UINT64_C(0x9baf37d78e6d3f90) }, 
{ UINT64_C(0x5fb3d7a3b6422468), UINT64_C(0x30bd289be3f5b60b) }, { UINT64_C(0x1b52cabba396baa6), UINT64_C(0xf8d884d6996fa37b) }, 
{ UINT64_C(0x61b4713360909c36), UINT64_C(0x4a8e6fdb6a7560ee) }, { UINT64_C(0x2a321e29b85740b6), UINT64_C(0x2d93dae84513b82b) }, 
{ UINT64_C(0x3ab73f631e2d5ed7), UINT64_C(0xbf1301b6b5af1e0d) }, { UINT64_C(0xd4c6f747caf87021), UINT64_C(0x406f60a6068fcaa5) }, 
{ UINT64_C(0x08a3f125533d0fd1), UINT64_C(0x49408c2f785e5313) }, { UINT64_C(0xc850bedbf7408718), UINT64_C(0x5e8f7121b242f778) }, 
{ UINT64_C(0x06e8346bac61952c), UINT64_C(0x4630658d22d9ac9c) }, { UINT64_C(0x286ab3b1dcc93313), UINT64_C(0xae83f9935be5dc5f) }, 
{ UINT64_C(0x059c2ebffab03e3a), UINT64_C(0x6528b62a3354fad2) }, { UINT64_C(0xf657184b21923f46), UINT64_C(0x24bc36613bc2219d) }, 
{ UINT64_C(0x864aff7ed53765a2), UINT64_C(0x5cba7238ae70d56f) }, { UINT64_C(0xc56f61415ecdb6f3), UINT64_C(0x72e74b24f9485eb9) }, 
{ UINT64_C(0xabbc6270f34e688b), UINT64_C(0x97113d81c6c1f3e2) }, { UINT64_C(0x0f677202cd13424e), UINT64_C(0xaf78197e55fccdb5) }, 
{ UINT64_C(0x405184ebdd2b7847), UINT64_C(0x0d45eabb46b5dd98) }, { UINT64_C(0xe899fc4f78b4bbda), UINT64_C(0xb94c049d91f97834) }, 
{ UINT64_C(0x6fffb47d9fcc06cb), UINT64_C(0x45fe867930f29f61) }, { UINT64_C(0x595be3c81a23b144), UINT64_C(0x768d4d16c12c1a97) }, 
{ UINT64_C(0xbdd17751f955e3c6), UINT64_C(0x43a1835214a4f958) }, { UINT64_C(0xc61b7b95081c1de5), UINT64_C(0x51ff9883e8c508f7) }, 
{ UINT64_C(0xd0766eb4020796a8), UINT64_C(0x854f26503aa0024d) }, { UINT64_C(0x54643c52b3ae80af), UINT64_C(0x5ae577138a26b356) }, 
{ UINT64_C(0xec2965bcb04b5d53), UINT64_C(0x7c6c426badd6b0dc) }, { UINT64_C(0x8a5997a84ef58cfa), UINT64_C(0xd0dab8e1ea014e94) }, 
{ UINT64_C(0xfb68c7d1881f0ead), UINT64_C(0x08d40c6470c8885c) }, { UINT64_C(0xbb39433a553476ea), UINT64_C(0x0591e6df367d55c4) }, 
{ UINT64_C(0xcf943dfc696eca87), UINT64_C(0xb8b7e4709fe069de) }, { UINT64_C(0x0e4bc54eff5c9afd), UINT64_C(0x0f70e9a25a87ff8f) }, 
{ UINT64_C(0x3e07a690d6d2b85e), UINT64_C(0x7a3347408980d6e5) }, { UINT64_C(0xee71c824d4d52ef6), UINT64_C(0xff7c6110b320d4a8) }, 
{ UINT64_C(0x3f2b11dce49d60ed), UINT64_C(0xda3bb79c86fbe4df) }, { UINT64_C(0x1826d06ff54711b0), UINT64_C(0xdbc0577188e2f535) }, 
{ UINT64_C(0xae204ccf09fe56b1), UINT64_C(0xf2398babf5950930) }, { UINT64_C(0x82fa668d1dc8832b), UINT64_C(0x999a34ce925f1d87) }, 
{ UINT64_C(0xdd49b12eab8aa743), UINT64_C(0xa9271c5571aaab8c) }, { UINT64_C(0x7d2238af5d286b0f), UINT64_C(0x546e7e5cdeb85d33) }, 
{ UINT64_C(0xe5a623d5d1398a31), UINT64_C(0x95243e98daf3d1f5) }, { UINT64_C(0x45cdaa54279b467d), UINT64_C(0x686d5c9175e1274a) }, 
{ UINT64_C(0x528c08391fcf1583), UINT64_C(0x1cd5129ea8ff1fca) }, { UINT64_C(0x0bd7ebf105eca4c7), UINT64_C(0x6a585f8869d3055d) }, 
{ UINT64_C(0x294604fdee86eba0), UINT64_C(0x0e8b094f549eee65) }, { UINT64_C(0x3788e0f9b7a06f3c), UINT64_C(0x937b3bb3fea5b7cc) }, 
{ UINT64_C(0xfa44709dba50d61e), UINT64_C(0xa8dcfcb87fb3ba66) }, { UINT64_C(0xb1c21f8762970a9e), UINT64_C(0xcfc1498b50d562a3) }, 
{ UINT64_C(0xf1939b6cbfbc72d9), UINT64_C(0xc284a3301660bf3b) }, { UINT64_C(0x2df69d0e26790d29), UINT64_C(0xcbab4fb968b1268d) }, 
{ UINT64_C(0x42092973b9b50be2), UINT64_C(0x8e55c9c05843b9ec) }, { UINT64_C(0x36a457b585efb78f), UINT64_C(0x3373cb6ff1de85f6) }, 
{ UINT64_C(0x8ee90e5b860a6a73), UINT64_C(0x15fafe17d62e867c) }, { UINT64_C(0xb72a2beccef69fb2), UINT64_C(0x89f12c06720cce3f) }, 
{ UINT64_C(0xad54561b5f2ffda7), UINT64_C(0xd121580ce4185f7e) }, { UINT64_C(0x80a2cb157956f08e), UINT64_C(0x1a8a17b58ca979f3) }, 
{ UINT64_C(0xa5f7a73e0c12f276), UINT64_C(0x9861d4239c460c6d) }, { UINT64_C(0x96cfde34734d7bc3), UINT64_C(0xce3aa9665ecc7349) }, 
{ UINT64_C(0xa7af0aa6688c81d3), UINT64_C(0x1b71f75882b06819) }, { UINT64_C(0xbcfdc01dcb1a3b75), UINT64_C(0xe3a9738e1bdfcb62) }, 
{ UINT64_C(0x1ecee4045926849c), UINT64_C(0x9df032fcaa3b59a9) }, { UINT64_C(0x0c1368d69bc2e958), UINT64_C(0x8c60cad944719bfb) }, 
{ UINT64_C(0x97e369784102a370), UINT64_C(0x6e3259ba51b74173) }, { UINT64_C(0x6c8baea9c91daddd), UINT64_C(0x66e655de217fc92f) }, 
{ UINT64_C(0x1a7e7df791d96215), UINT64_C(0x58d0740a96149141) }, { UINT64_C(0xebede69b2e6510cc), UINT64_C(0x9a54d73a80742e7a) }, 
{ UINT64_C(0x21e5f5d8bdbbe471), UINT64_C(0x47cb85602cc0bd76) }, { UINT64_C(0xceb88ab05b211234), UINT64_C(0x18bf14ac909b5be4) }, 
{ UINT64_C(0x417d33a7ef64a0f4), UINT64_C(0xad4d1a6749ceefa2) }, { UINT64_C(0x1c96499c3db8f739), UINT64_C(0x1ee01187b4cd3ddd) }, 
{ UINT64_C(0xed05d2f0820485e0), UINT64_C(0xdc64b2b7a2ad82e6) }, { UINT64_C(0x9d1835c576a1df04), UINT64_C(0xa462f6ee371f7614) }, 
{ UINT64_C(0xc387552af2ac23df), UINT64_C(0x34d72ea9db91f225) }, { UINT64_C(0xa06b8981f6a2cc4c), UINT64_C(0xfd496209af12f6bf) }, 
{ UINT64_C(0x50d4a5a17b516626), UINT64_C(0x9fc531e5b6097bbe) }, { UINT64_C(0x6504e8c0a86f7abf), UINT64_C(0x8fae292d565aa806) }, 
{ UINT64_C(0x95bbc4e0259cd0d5), UINT64_C(0xed227ac14f412507) }, { UINT64_C(0xc737ccd93a53c556), UINT64_C(0xf1f7685fe7be3acd) }, 
{ UINT64_C(0x6ed30331ad83de78), UINT64_C(0xe5f676a53f89ad5b) }, { UINT64_C(0x3b9b882f2c628664), UINT64_C(0x1f1bf16abad42c37) }, 
{ UINT64_C(0x25556c2b754402f8), UINT64_C(0x82ebc39610ef759e) }, { UINT64_C(0xe03a0d6a2b89b40b), UINT64_C(0xf00c88b2e9a72b27) }, 
{ UINT64_C(0x07c483279e2e4d9f), UINT64_C(0xe63895512da29ea6) }, { UINT64_C(0xd69e5adfae660384), UINT64_C(0xc37f43dd1879aed1) }, 
{ UINT64_C(0xdba1854507eb326f), UINT64_C(0xef1779d853730710) }, { UINT64_C(0x7581c98a0e1564de), UINT64_C(0x1d2ef273a6e60e20) }, 
{ UINT64_C(0xbf89dac99dcb9063), UINT64_C(0xc0b1a0290a529d2c) }, { UINT64_C(0x3214ce464d105106), UINT64_C(0xf6538d99cdf14d1e) }, 
{ UINT64_C(0x46b9b080714aed6b), UINT64_C(0x4b758f36646c7104) }, { UINT64_C(0xfcac44f616314332), UINT64_C(0xeeec99355d6a16fa) }, 
{ UINT64_C(0x098f46696172d762), UINT64_C(0xe9487cf377256129) }, { UINT64_C(0x9bf001aedac04a28), UINT64_C(0xe252936315c6da88) }, 
{ UINT64_C(0xe7fe8e4db5a7f994), UINT64_C(0x16341de3c405b581) }, { UINT64_C(0x88013a302a6bff5f), UINT64_C(0x53ca9b9af4f72ae0) }, 
{ UINT64_C(0xca08134393def4bd), UINT64_C(0xdd9f525aacb4930c) }, { UINT64_C(0x0000000000000000), UINT64_C(0x0000000000000000) }, 
{ UINT64_C(0x270dc1b311da715d), UINT64_C(0x01fbe0ed0e1911ea) }, { UINT64_C(0xf9306a49ec817d08), UINT64_C(0x8bc42f1f6e3eec28) }, 
{ UINT64_C(0x892d8d7c182427ec), UINT64_C(0xf3c26b46fb8c18da) }, { UINT64_C(0xa31f9355a073675a), UINT64_C(0xde51b1aebe9fa0f1) }, 
{ UINT64_C(0x1435b8b96e85f8e8), UINT64_C(0x57a09da8cc936ece) }, { UINT64_C(0x77d964126a8b177b), UINT64_C(0x9e3ed108b8106a54) }, 
{ UINT64_C(0xa4db10723e5d2ac5), UINT64_C(0x386924ff933d3e57) }, { UINT64_C(0x1dbafed00ff72f8a), UINT64_C(0xbee8e15bbbb60fe7) }, 
{ UINT64_C(0xde3dabfafd5b0c55), UINT64_C(0x8a3fcff26027fdc2) }, { UINT64_C(0xda8d320935a4eadc), UINT64_C(0x4f1f89045c08352a) }, 
{ UINT64_C(0x4f36f6e910383a09), UINT64_C(0xa23df3c51349102d) }, { UINT64_C(0x99a8ac36be5e398d), UINT64_C(0x6142b0180b30befc) }, 
{ UINT64_C(0x39c325b748fcf5c1), UINT64_C(0x9c0bd211a4224843) }, { UINT64_C(0xb84d59ee03e5ddfc), UINT64_C(0x2689357827f0038a) }, 
{ UINT64_C(0xbea56d85af8448d0), UINT64_C(0x60b950f50529af16) }, { UINT64_C(0x701de735f4a55ae4), UINT64_C(0x7806445995b2f4f2) }, 
{ UINT64_C(0x563c91cad730f30a), UINT64_C(0xd9f5546894d0d722) }, { UINT64_C(0x38ef92fb7ab32d72), UINT64_C(0x3c0322cdab597a79) }, 
{ UINT64_C(0x72454aad903b2941), UINT64_C(0xfb1667228b449086) }, { UINT64_C(0x4aaad856ea880433), UINT64_C(0xc71545ef201deaff) }, 
{ UINT64_C(0xc97c0997c50f5fab), UINT64_C(0xfe8781fdbd39c542) }, { UINT64_C(0x8d9d148fd0dbc165), UINT64_C(0x36e22db0c7a3d032) }, 
{ UINT64_C(0x012cb74c324fd8b3), UINT64_C(0xa008f0dc0f7b323a) }, { UINT64_C(0xe116ba2619c66cb8), UINT64_C(0x5004786ee6dc191d) }, 
{ UINT64_C(0x5b034e507ebdc2e1), UINT64_C(0xf59d6e6ddfda7ee3) }, { UINT64_C(0xb45e3138982734a4), UINT64_C(0xaae9ffa163819871) }, 
{ UINT64_C(0xe34e17be7d581f1d), UINT64_C(0xd3145b15f82a7d69) }, { UINT64_C(0xf3cb36f4db22017c), UINT64_C(0x4194804b0896db4f) }, 
{ UINT64_C(0x853ee5aa83e6ceb4), UINT64_C(0x7fa2a19fbffd8321) }, { UINT64_C(0xba15f476677bae59), UINT64_C(0xa5991603390667fe) }, 
{ UINT64_C(0x34fcfa2de171c42a), UINT64_C(0xb063e814ef28e182) }, { UINT64_C(0x2fae309642e77e8c), UINT64_C(0x48bb6cc2764742f9) }, 
{ UINT64_C(0x6a639ac2657c38f1), UINT64_C(0x20d6305303a665b3) }, { UINT64_C(0x7c0e8fe36f67b3bc), UINT64_C(0xf4668e80d1c36f09) }, 
{ UINT64_C(0x927f47c7bbb29d4a), UINT64_C(0x0b1aef9062e3bba1) }, { UINT64_C(0x71315079c6ea8257), UINT64_C(0xd80eb4859ac9c6c8) }, 
{ UINT64_C(0xc1dff8b29632507a), UINT64_C(0xb7c70dd2c5679651) }, { UINT64_C(0x13f13b9ef0abb577), UINT64_C(0xb19808f9e131f068) }, 
{ UINT64_C(0x3160d4921bc1fa10), UINT64_C(0xd54b5e3edc7c1b50) }, { UINT64_C(0x2479db67470bda4b), UINT64_C(0x22e3334a1f9447a4) }, 
{ UINT64_C(0xb39ab21f0609793b), UINT64_C(0x4cd16af04e2306d7) }, { UINT64_C(0x51f812ed491ebe95), UINT64_C(0x3fcdc139b9724984) }, 
{ UINT64_C(0x304c63de298e22a3), UINT64_C(0x7543aee2d307296a) }, { UINT64_C(0xe9b54b034afb6369), UINT64_C(0x1944f4419e824a0e) }, 
{ UINT64_C(0x1741a26d385453fe), UINT64_C(0x74b84e0fdd1e3880) }, { UINT64_C(0x5cc7cd77e0938f7e), UINT64_C(0x13a5fb3cf278e045) }, 
{ UINT64_C(0x7f7a953739b618aa), UINT64_C(0xd77e5d27c04e3947) }, { UINT64_C(0xf77baf0713dde7f5), UINT64_C(0x84b4c6bd34b913a7) }, 
{ UINT64_C(0x190a6723c708c903), UINT64_C(0x7bc8a7ad8799c70f) }, { UINT64_C(0x9adcb6e2e88f929b), UINT64_C(0x425a63bf1abde8b2) }, 
{ UINT64_C(0x12dd8cd2c2e46dc4), UINT64_C(0x1190f825ee4ac252) }, { UINT64_C(0xd5ea400bf8b7a892), UINT64_C(0xe067907a09f4f89f) }, 
{ UINT64_C(0xac78e1576d602514), UINT64_C(0x7129a8d0eb636d44) }, { UINT64_C(0x78be1610a7985535), UINT64_C(0x3146c876edeca7e1) }, 
{ UINT64_C(0x4b866f1ad8c7dc80), UINT64_C(0x671db5332f66d8c5) }, { UINT64_C(0x44e11d1815d49ece), UINT64_C(0xc865ac4d7a9a1570) }, 
{ UINT64_C(0x949773ac17d30866), UINT64_C(0x4d2a8a1d403a173d) }, { UINT64_C(0x87664832e778bd11), UINT64_C(0xfcb282e4a10be755) }, 
{ UINT64_C(0x5deb7a3bd2dc57cd), UINT64_C(0xb3ad0be0fd03d27f) }, { UINT64_C(0x48f275ce8e167796), UINT64_C(0x440566943eeb8e8b) }, 
{ UINT64_C(0x04b099f3c8ffe689), UINT64_C(0xc52046f63c2fc8e8) }, { UINT64_C(0xa9e4cfe897d01b2e), UINT64_C(0x14011efad8379796) }, 
{ UINT64_C(0xf81cdd05decea5bb), UINT64_C(0x2bccdfc36145de12) }, { UINT64_C(0x7bca0cc4f149fe23), UINT64_C(0x125e1bd1fc61f1af) }, 
{ UINT64_C(0xe6d2390187e82127), UINT64_C(0xb63ced3fcb7e87bb) }, { UINT64_C(0x53a0bf752d80cd30), UINT64_C(0xbcdde242a7842df0) }, 
{ UINT64_C(0x2b1ea9658a189805), UINT64_C(0x8d9b2a344a688a11) }, { UINT64_C(0x5e9f60ef840dfcdb), UINT64_C(0x90b5d847ec8e8431) }, 
{ UINT64_C(0x7e56227b0bf9c019), UINT64_C(0x7776adfbcf350b7d) }, { UINT64_C(0xc2abe266c0e3fb6c), UINT64_C(0x94dfde75d4eac01f) }, 
{ UINT64_C(0x20c942948ff43cc2), UINT64_C(0xe7c375bc23bb8f4c) }, { UINT64_C(0x7369fde1a274f1f2), UINT64_C(0x5b1e97fe843fa2bc) }, 
{ UINT64_C(0x2291ef0ceb6a4f67), UINT64_C(0x64d356c73d4deb38) }, { UINT64_C(0xb5728674aa68ec17), UINT64_C(0x0ae10f7d6cfaaa4b) }, 
{ UINT64_C(0x9353f08b89fd45f9), UINT64_C(0xab121f4c6d98899b) }, { UINT64_C(0x6917801633ad93e7), UINT64_C(0x03cee3f4122b33fd) }, 
{ UINT64_C(0x6b4f2d8e5733e042), UINT64_C(0x80dec08f0cdd5789) }, { UINT64_C(0x0258ad98649e73a5), UINT64_C(0x8310237b1ef66474) }, 
{ UINT64_C(0xd302746054d63dbe), UINT64_C(0xa657f5f72b2d5403) }, { UINT64_C(0xdc65066299c57ff0), UINT64_C(0x092fec897ed199b6) }, 
{ UINT64_C(0x6670f214febed1a9), UINT64_C(0xacb6fa8a47d7fe48) }, { UINT64_C(0x0d3fdf9aa98d31eb), UINT64_C(0x2c683a054b0aa9c1) }, 
{ UINT64_C(0xa2332419923cbfe9), UINT64_C(0x7e594172b1e492cb) }, { UINT64_C(0x64285f8c9a20a20c), UINT64_C(0x2fa6d9f159219a3c) }, 
{ UINT64_C(0x8fc5b917b445b2c0), UINT64_C(0xb5f20ecbd955b446) }, { UINT64_C(0xcdcc90640df0b922), UINT64_C(0x3ba7c70b81160daa) }, 
{ UINT64_C(0x74ad7ec63c5abc6d), UINT64_C(0xbd2602afa99d3c1a) }, { UINT64_C(0x9c34828944ee07b7), UINT64_C(0x046a06323864442e) }, 
{ UINT64_C(0x479507cc430535d8), UINT64_C(0xeb7d7fea6b17433e) }, { UINT64_C(0xa683bdea5ac35960), UINT64_C(0xbb7907848dcb5a23) }, 
{ UINT64_C(0xfc5e383f3f68531b), UINT64_C(0xfe50717cfc9bad09) }, { UINT64_C(0xee903cdadaa3bcf8), UINT64_C(0x6d9fd8f4eee2d1e9) }, 
{ UINT64_C(0xddb8b0a6a6245d4e), UINT64_C(0x5394e401dd920e3a) }, { UINT64_C(0x1118c595957d5fd3), UINT64_C(0xabb814531191f4f0) }, 
{ UINT64_C(0xcf76b44343efb2ad), UINT64_C(0xc05b4d89cfeb72da) }, { UINT64_C(0x6ec427fafa9a462f), UINT64_C(0x7dbda6246e653ba4) }, 
{ UINT64_C(0x310db39d9de28096), UINT64_C(0xaf51ea6731c02f72) }, { UINT64_C(0x16847ae4e4012da3), UINT64_C(0x727bc66f16da5f61) }, 
{ UINT64_C(0xfbc2874e4e14216b), UINT64_C(0x2793a340fbd00698) }, { UINT64_C(0xc4348931310e451d), UINT64_C(0xf9872e5fc486bc0b) }, 
{ UINT64_C(0xfa3179dfdfc7f07b), UINT64_C(0x8ebec809fa887e29) }, { UINT64_C(0xda240fd7d7582f3e), UINT64_C(0x8a57363ddad9a5ab) }, 
{ UINT64_C(0x23c3b77878296f75), UINT64_C(0x3c9e43ef23b95392) }, { UINT64_C(0xc5c777a0a0dd940d), UINT64_C(0x50aa4516c5dec4ba) }, 
{ UINT64_C(0x044a7e0101cac240), UINT64_C(0xe1b46fe704a32381) }, { UINT64_C(0x4d07908282b3295a), UINT64_C(0x4123e5cb4ddc6836) }, 
{ UINT64_C(0xe90c83ababdfce88), UINT64_C(0xb45c0ac8e9a97a78) }, { UINT64_C(0x77481e6d6db05e7c), UINT64_C(0xd7ae6c7a77718995) }, 
{ UINT64_C(0xf080ba3c3cf5d6db), UINT64_C(0x1e4fc096f0bdc849) }, { UINT64_C(0xdbd7f146468bfe2e), UINT64_C(0x237a5d74db81dd1a) }, 
{ UINT64_C(0x9369e1545421c424), UINT64_C(0x2ac0bc1193a6ee1c) }, { UINT64_C(0x2eeecbeaea673ba5), UINT64_C(0x75ac994c2ec74e63) }, 
{ UINT64_C(0x99d822b7b713e284), UINT64_C(0xba31b48e9993587c) }, { UINT64_C(0xba1b95cfcf3a8df1), UINT64_C(0x86aff761ba2a0bee) }, 
{ UINT64_C(0x1777847575d2fcb3), UINT64_C(0xdb56ad26178227d0) }, { UINT64_C(0x36910cecec9ef2e6), UINT64_C(0x7692385b368b84e3) }, 
{ UINT64_C(0xf17344adad2607cb), UINT64_C(0xb762abdff1e5b0f8) }, { UINT64_C(0xbbe86b5e5ee95ce1), UINT64_C(0x2f829c28bb72735f) }, 
{ UINT64_C(0x14a1450505644c83), UINT64_C(0xe32110fd146aafc0) }, { UINT64_C(0xcd538ba2a28ad38d), UINT64_C(0x51019b1bcd5b827b) }, 
{ UINT64_C(0x5fc994676778c6b9), UINT64_C(0xd2ec4c435fa514d6) }, { UINT64_C(0xc18d09a1a117564d), UINT64_C(0xb11e2af1c17de73b) }, 
{ UINT64_C(0xf9e7b8afaf71404b), UINT64_C(0xb6c975d2f960f639) }, { UINT64_C(0x187fc70606f9c943), UINT64_C(0x033ea117184cca80) }, 
{ UINT64_C(0x65861a88887bb19f), UINT64_C(0x4461c5f26508f575) }, { UINT64_C(0x5a7014f7f761d5e9), UINT64_C(0x9a7548ed5a5e4fe6) }, 
{ UINT64_C(0xe24ebed9d93e3938), UINT64_C(0x8d80691ee2c4b4a9) }, { UINT64_C(0x5c1f551717ce7689), UINT64_C(0xea9bf1985c4d9cc6) }, 
{ UINT64_C(0xef63c24b4b706de8), UINT64_C(0xc4b2b3bdefbaa958) }, { UINT64_C(0x21e68899994c0e55), UINT64_C(0xadc4957d2109a333) }, 
{ UINT64_C(0x81a7e5b1b1ea2bc7), UINT64_C(0xb90f159981df92fc) }, { UINT64_C(0x1c35b90707330b03), UINT64_C(0xe28acef01cefe901) }, 
{ UINT64_C(0x3c20cf0f0facd446), UINT64_C(0xe66330c43cbe3283) }, { UINT64_C(0x420fd3f1f1981caa), UINT64_C(0x994be9fa42128566) }, 
{ UINT64_C(0x8b16265252d80d67), UINT64_C(0x29fe1d068bea249c) }, { UINT64_C(0x01f3fe9191d3d110), UINT64_C(0xa92d6b49015878b1) }, 
{ UINT64_C(0x8eafa6c2c2c11e37), UINT64_C(0x616719a88e117fac) }, { UINT64_C(0x4f22af6363d6487a), UINT64_C(0xd07933594f6c9897) }, 
{ UINT64_C(0x05b9809090191350), UINT64_C(0x489904ae05fb5b30) }, { UINT64_C(0x841e652121f33897), UINT64_C(0xf19611378424c9cc) }, 
{ UINT64_C(0x02253fe1e1656120), UINT64_C(0x915ad69202b0f0a1) }, { UINT64_C(0xaebad0caca5ec172), UINT64_C(0x658ee79cae40a42e) }, 
{ UINT64_C(0xe3bd404848ede828), UINT64_C(0x24ad0257e39ccc18) }, { UINT64_C(0x6a8e59fbfb50846f), UINT64_C(0x9c09c9c36ac61825) }, 
{ UINT64_C(0x8f5c58535312cf27), UINT64_C(0xc84a72e18f49071d) }, { UINT64_C(0xa0416d2828a62592), UINT64_C(0x14cb80e4a0d631cf) }, 
{ UINT64_C(0x066f41e0e0afa360), UINT64_C(0x70eeb9750613d320) }, { UINT64_C(0x0b423d7272e1f7b0), UINT64_C(0x39dc63d60b6dced1) }, 
{ UINT64_C(0xed46fdaaaa150cc8), UINT64_C(0x55e8652fed0a59f9) }, { UINT64_C(0x982bdc2626c03394), UINT64_C(0x131cdfc798cb20cd) }, 
{ UINT64_C(0x7fdce26f6fe719fc), UINT64_C(0xd605b2777ff4cf54) }, { UINT64_C(0xd4dfb23535a0cbde), UINT64_C(0xfb125145d44f304a) }, 
{ UINT64_C(0xd3430d4444dcb9ae), UINT64_C(0x22d18379d3049bdb) }, { UINT64_C(0x1fe378777785bb33), UINT64_C(0xdafd732b1f076111) }, 
{ UINT64_C(0xeb29bc4a4abaafa8), UINT64_C(0x2506dc5aeb198ad9) }, { UINT64_C(0x34b4330d0dfb93c6), UINT64_C(0xe7c8eec9343b7442) }, 
{ UINT64_C(0x2ccbf40b0b025a85), UINT64_C(0xe4f64fde2c77bec2) }, { UINT64_C(0x5132298585802259), UINT64_C(0xa3a92b3b51338137) }, 
{ UINT64_C(0xeada42dbdb697eb8), UINT64_C(0x8c2bb713ea41f268) }, { UINT64_C(0xc8ea0b323293c0dd), UINT64_C(0x19989fb5c8a0d94b) }, 
{ UINT64_C(0x48be101212aa3a0a), UINT64_C(0x09bae16548273306) }, { UINT64_C(0xab03505a5a47d222), UINT64_C(0x2d17e332abbbff1e) }, 
{ UINT64_C(0xf2a585dddd90b7fb), UINT64_C(0x8f151604f20d38e8) }, { UINT64_C(0x2aa4b5ebebadf9e5), UINT64_C(0x9418f6ab2a646de2) }, 
{ UINT64_C(0x68ab661a1a35e54f), UINT64_C(0x0d531f516876e884) }, { UINT64_C(0xa26452c9c9c344b2), UINT64_C(0x85915676a266c16e) }, 
{ UINT64_C(0xfdadc6aeaebb820b), UINT64_C(0x577d1a35fdc3d5b8) }, { UINT64_C(0x3a4f8eefef037726), UINT64_C(0x968d89b13aade1a3) }, 
{ UINT64_C(0xce854ad2d23c63bd), UINT64_C(0x697626c0ceb30a6b) }, { UINT64_C(0xcca075333359029d), UINT64_C(0xf82cf052cc03faca) }, 
{ UINT64_C(0xb513d6bcbc11b801), UINT64_C(0x5ec7fb50b5e4e6be) }, { UINT64_C(0x70d4a11c1ccc2c0c), UINT64_C(0x0e6dbe46703a2204) }, 
{ UINT64_C(0x0efbbde2e2f8e4e0), UINT64_C(0x714567780e9695e1) }, { UINT64_C(0x56ae96f4f4fc5029), UINT64_C(0x7a6af90756782aa6) }, 
{ UINT64_C(0x0894fc0202574780), UINT64_C(0x01abde0d088546c1) }, { UINT64_C(0x0cde8203039d85c0), UINT64_C(0xe01fb1ea0c266540) }, 
{ UINT64_C(0x76bbe0fcfc638f6c), UINT64_C(0x7e8307337629f124) }, { UINT64_C(0x12ce04e5e5cbefe3), UINT64_C(0x93cfa98812797ce0) }, 
{ UINT64_C(0xbfa2155f5f239ea1), UINT64_C(0xce36f3cfbfd150de) }, { UINT64_C(0x72f19efdfda94d2c), UINT64_C(0x9f3768d4728ad2a5) }, 
{ UINT64_C(0x133dfa7474183ef3), UINT64_C(0x3ae2c2c113210451) }, { UINT64_C(0x47b6536161810ffa), UINT64_C(0xd1d2ed5447e9de56) }, 
{ UINT64_C(0x9c61a227270af1d4), UINT64_C(0xf2a8b0209c68034c) }, { UINT64_C(0xb736e95d5d74d921), UINT64_C(0xcf9d2dc2b754161f) }, 
{ UINT64_C(0x5decab86861da799), UINT64_C(0x43b69ad15d15e477) }, { UINT64_C(0x87c8a451514588a7), UINT64_C(0xc9e1acec87cc41dc) }, 
{ UINT64_C(0x1552bb9494b79d93), UINT64_C(0x4a0c7bb41532d771) }, { UINT64_C(0xa1b293b9b975f482), UINT64_C(0xbde6ebada18e497e) }, 
{ UINT64_C(0x96d061c4c438d774), UINT64_C(0x6259b8bf965db52c) }, { UINT64_C(0x2972749b9b1b49d5), UINT64_C(0xac6f4b70298ce5f2) }, 
{ UINT64_C(0x10eb3b0404ae8ec3), UINT64_C(0x02957f1a10c98c41) }, { UINT64_C(0x7b969c6e6e2ddbbc), UINT64_C(0x37b1dd907b57ecd5) }, 
{ UINT64_C(0x9a0ee3c7c7a552b4), UINT64_C(0x824609559a7bd06c) }, { UINT64_C(0xc7e2484141b8f52d), UINT64_C(0xc1f09384c76e341b) }, 
{ UINT64_C(0xf3567b4c4c4366eb), UINT64_C(0x26387d4df3554059) }, { UINT64_C(0x914cdeb5b544a504), UINT64_C(0xbb9a6a8391161ebd) }, 
{ UINT64_C(0x78405d1e1e9b6b8c), UINT64_C(0x0fc6604b78bf64c5) }, { UINT64_C(0x6f37d96b6b49973f), UINT64_C(0xd490cd6d6f3d4315) }, 
{ UINT64_C(0x9d925cb6b6d920c4), UINT64_C(0x5b85db699d307bfd) }, { UINT64_C(0x9e449dc6c66f90f4), UINT64_C(0x63f266b29ed8f3ed) }, 
{ UINT64_C(0xb28f69cdcd6dca71), UINT64_C(0x8704296cb2af4d2f) }, { UINT64_C(0xb159a8bdbddb7a41), UINT64_C(0xbf7394b7b147c53f) }, 
{ UINT64_C(0x32db72eded5430a6), UINT64_C(0x972657bc3228a762) }, { UINT64_C(0x756d218c8cd53f5c), UINT64_C(0x46f4bae875c17934) }, 
{ UINT64_C(0x198c3997972a1853), UINT64_C(0xaa13ca5e1914b231) }, { UINT64_C(0x3dd3319e9e7f0556), UINT64_C(0x4f4e5b8d3de64a32) }, 
{ UINT64_C(0xff88f94f4fdee32b), UINT64_C(0xc627cca7ff732519) }, { UINT64_C(0x3547cd9c9c2842d6), UINT64_C(0x4ee5858035630cf3) }, 
{ UINT64_C(0x8ae5d8c3c30bdc77), UINT64_C(0x80d3764f8ab25c2d) }, { UINT64_C(0x7e2f1cfefe34c8ec), UINT64_C(0x7f28d93e7eacb7e5) }, 
{ UINT64_C(0x6d12e68a8a2cf61f), UINT64_C(0x45ca1bff6d8db3b4) }, { UINT64_C(0x548ba91515993109), UINT64_C(0xeb302f9554c8da07) }, 
{ UINT64_C(0xc611b6d0d06b243d), UINT64_C(0x68ddf8cdc6364caa) }, { UINT64_C(0x80541b202039fad7), UINT64_C(0x10227ed08087ea4d) }, 
{ UINT64_C(0xc3a836404072376d), UINT64_C(0x2044fc63c3cd179a) }, { UINT64_C(0xbd872abebe46ff81), UINT64_C(0x5f6c255dbd61a07f) }, 
{ UINT64_C(0x0d2d7c92924e54d0), UINT64_C(0x4932daa30d7e1df1) }, { UINT64_C(0x575d6865652f8139), UINT64_C(0xd347924e57205217) }, 
{ UINT64_C(0xdf9d8f4747413c6e), UINT64_C(0xc2ce3293df22fe9b) }, { UINT64_C(0xf5393aacacecc58b), UINT64_C(0x56d6c438f5469379) }, 
{ UINT64_C(0x245f080909551d05), UINT64_C(0xe55d91d324f2f803) }, { UINT64_C(0xa9266fbbbb22b302), UINT64_C(0xbc4d35a0a90b0fbf) }, 
{ UINT64_C(0x3e05f0eeeec9b566), UINT64_C(0x7739e6563e0ec222) }, { UINT64_C(0xa8d5912a2af16212), UINT64_C(0x15605ee9a853770e) }, 
{ UINT64_C(0x43fc2d60604bcdba), UINT64_C(0x306682b3434afdd7) }, { UINT64_C(0xc919f5a3a34011cd), UINT64_C(0xb0b5f4fcc9f8a1fa) }, 
{ UINT64_C(0xd709734545167bee), UINT64_C(0xc365ec9ed7a7b85a) }, { UINT64_C(0x79b3a38f8f48ba9c), UINT64_C(0xa6eb0b0279e71c74) }, 
{ UINT64_C(0xd6fa8dd4d4c5aafe), UINT64_C(0x6a4887d7d6ffc0eb) }, { UINT64_C(0xf6effbdcdc5a75bb), UINT64_C(0x6ea179e3f6ae1b69) }, 
{ UINT64_C(0x7c0a231f1f51a9cc), UINT64_C(0xee720fac7c1c4744) }, { UINT64_C(0x223049e9e9fabe65), UINT64_C(0x95b328a622e12b23) }, 
{ UINT64_C(0xb9cd54bfbf8c3dc1), UINT64_C(0xbed84abab9c283fe) }, { UINT64_C(0x03d6c17070b6b030), UINT64_C(0x3877bddb03e88810) }, 
{ UINT64_C(0xe06b8138385b5818), UINT64_C(0x1cdabf8ce0744408) }, { UINT64_C(0x0f084373732b35f0), UINT64_C(0xd8680c310fceed50) }, 
{ UINT64_C(0xecb5033b3bc6ddd8), UINT64_C(0xfcc50e66ec522148) }, { UINT64_C(0xde6e71d6d692ed7e), UINT64_C(0x6be359dade7a862a) }, 
{ UINT64_C(0x7a6562fffffe0aac), UINT64_C(0x9e9cb6d97a0f9464) }, { UINT64_C(0x94f55e25255db654), UINT64_C(0xf3036e2d94ed458d) }, 
{ UINT64_C(0xb0aa562c2c08ab51), UINT64_C(0x165efffeb01fbd8e) }, { UINT64_C(0xbc74d42f2f952e91), UINT64_C(0xf6414e14bc39d8ce) }, 
{ UINT64_C(0xdc4b4e3737f78c5e), UINT64_C(0xfab98f48dcca768b) }, { UINT64_C(0xe8ff7d3a3a0c1f98), UINT64_C(0x1d716181e8f102c9) }, 
{ UINT64_C(0x28818a0a0ac898c5), UINT64_C(0x0542203928d49d43) }, { UINT64_C(0x50c1d7141453f349), UINT64_C(0x0a844072506bf986) }, 
{ UINT64_C(0x4ed151f2f205996a), UINT64_C(0x795458104e34e026) }, { UINT64_C(0x33288c7c7c87e1b6), UINT64_C(0x3e0b3cf53370dfd3) }, 
{ UINT64_C(0x0ab1c3e3e33226a0), UINT64_C(0x90f1089f0a35b660) }, { UINT64_C(0x4a9b2ff3f3cf5b2a), UINT64_C(0x98e037f74a97c3a7) }, 
{ UINT64_C(0xa7ddd25959da57e2), UINT64_C(0xcd0852d8a79d9a5e) }, { UINT64_C(0x97239f5555eb0664), UINT64_C(0xcb74d3f69705cd9d) }, 
{ UINT64_C(0x603f9a181862a2cf), UINT64_C(0x0cf8c15c60f3ae45) }, { UINT64_C(0x7302606c6c7a9c3c), UINT64_C(0x361a039d73d2aa14) }, 
{ UINT64_C(0x1e1086e6e6566a23), UINT64_C(0x73d018621e5f19a0) }, { UINT64_C(0x0000000000000000), UINT64_C(0x0000000000000000) }, 
{ UINT64_C(0x621aa5f9f907c3ef), UINT64_C(0x9da217ce62435ee4) }, { UINT64_C(0x446092111137bfca), UINT64_C(0xe9a5508f44015646) }, 
{ UINT64_C(0x1a5af8e7e79ca863), UINT64_C(0x926477851afc3a21) }, { UINT64_C(0xb83eaa2e2e5fecd1), UINT64_C(0x17f521f3b89afb4f) }, 
{ UINT64_C(0x386ab10e0e661606), UINT64_C(0x07d75f23381d1102) }, { UINT64_C(0x827124c1c15c9bf7), UINT64_C(0x8178a84282371aec) }, 
{ UINT64_C(0x6475e41919a8608f), UINT64_C(0xed4caebb64508dc4) }, { UINT64_C(0x9fb7635757bc41e4), UINT64_C(0xcadf0dfb9f808b5c) }, 
{ UINT64_C(0x267a37e8e8307c25), UINT64_C(0x74074741264208a2) }, { UINT64_C(0x41d91281812eac9a), UINT64_C(0xa13c542141fa0d76) }, 
{ UINT64_C(0xad6c11babae87142), UINT64_C(0x5df95a47ada82c3e) }, { UINT64_C(0x45936c8080e46eda), UINT64_C(0x40883bc645592ef7) }, 
{ UINT64_C(0x4645adf0f052deea), UINT64_C(0x78ff861d46b1a6e7) }, { UINT64_C(0x929a1fc5c5f21534), UINT64_C(0x83edd75892fe96ad) }, 
{ UINT64_C(0x2789c97979e3ad35), UINT64_C(0xdd2a2c08271a7013) }, { UINT64_C(0x5e3a6af6f6ab17a9), UINT64_C(0x7bc1270a5efd6c67) }, 
{ UINT64_C(0x55785784844ae019), UINT64_C(0x421d44dc5590a2b6) }, { UINT64_C(0x2f1d357b7bb4eab5), UINT64_C(0xdc81f2052f9f36d2) }, 
{ UINT64_C(0x8c8a992323a47f17), UINT64_C(0xf03dcf3a8ca18f0d) }, { UINT64_C(0xa397ac58581095a2), UINT64_C(0x2cbc3d3fa33eb9df) }, 
{ UINT64_C(0xa5f8edb8b8bf36c2), UINT64_C(0x5c52844aa52d6aff) }, { UINT64_C(0x7df9dd8e8e8278dc), UINT64_C(0x475f64e57d443ff5) }, 
{ UINT64_C(0x6958988b8be6345f), UINT64_C(0xa47e7418692e9035) }, { UINT64_C(0xd52c4ca4a4731ace), UINT64_C(0x523f3a0cd51748fb) }, 
{ UINT64_C(0x9506a0b4b48e6744), UINT64_C(0x5a2e056495b53d3c) }, { UINT64_C(0x3bbc707e7ed0a636), UINT64_C(0x3fa0e2f83bf59912) }, 
{ UINT64_C(0x079cbf71717c7270), UINT64_C(0xd9c3d23c074bab91) }, { UINT64_C(0x58552b161604b4c9), UINT64_C(0x0b2f9e7f58eebf47) }, 
{ UINT64_C(0xb37c975c5cbe1b61), UINT64_C(0x2e294225b3f7359e) }, { UINT64_C(0x402aec1010fd7d8a), UINT64_C(0x08113f6840a275c7) }, 
{ UINT64_C(0x863b5ac0c09659b7), UINT64_C(0x60ccc7a58694396d) }, { UINT64_C(0xac9fef2b2b3ba052), UINT64_C(0xf4d4310eacf0548f) }, 
{ UINT64_C(0x1dc6479696e0da13), UINT64_C(0x4ba7a5b91db791b0) }, { UINT64_C(0xf71c054d4d89a4ab), UINT64_C(0xc78c12aaf7f663d8) }, 
{ UINT64_C(0x30fe4d0c0c315186), UINT64_C(0x067c812e309857c3) }, { UINT64_C(0x3762f27d7d4d23f6), UINT64_C(0xdfbf531237d3fc52) }, 
{ UINT64_C(0x6b7da76a6a83557f), UINT64_C(0x3524a28a6b9e6094) }, { UINT64_C(0xe421ff3939919a58), UINT64_C(0xfd6ed06be4d76789) }, 
{ UINT64_C(0x88c0e722226ebd57), UINT64_C(0x1189a0dd8802ac8c) }, { UINT64_C(0xd9f2cea7a7ee9f0e), UINT64_C(0xb2208be6d9312dbb) }, 
{ UINT64_C(0xe7f73e4949272a68), UINT64_C(0xc5196db0e73fef99) }, { UINT64_C(0x893319b3b3bd6c47), UINT64_C(0xb8a4cb94895ad43d) }, 
{ UINT64_C(0xe1987fa9a9888908), UINT64_C(0xb5f7d4c5e12c3cb9) }, { UINT64_C(0x1ba90676764f7973), UINT64_C(0x3b491ccc1ba44290) }, 
{ UINT64_C(0x8382da50508f4ae7), UINT64_C(0x2855c30b836f625d) }, { UINT64_C(0x494dee838379eb1a), UINT64_C(0xa0978a2c497f4bb7) }, 
{ UINT64_C(0x4cf46e131360f84a), UINT64_C(0xe80e8e824c841087) }, { UINT64_C(0x3ff60e7f7f1a6476), UINT64_C(0xde148d1f3f56ba93) }, 
{ UINT64_C(0xf814463e3ea2915b), UINT64_C(0x1fe41e9bf8388e88) }, { UINT64_C(0xfe7b07dede0d323b), UINT64_C(0x6f0aa7eefe2b5da8) }, 
{ UINT64_C(0x8d7967b2b277ae07), UINT64_C(0x5910a4738df9f7bc) }, { UINT64_C(0x5317166464e54379), UINT64_C(0x32f3fda953837196) }, 
{ UINT64_C(0xaaf0aecbcb940332), UINT64_C(0x843a887baae387af) }, { UINT64_C(0x90bf202424977414), UINT64_C(0x12b701ca904e660c) }, 
{ UINT64_C(0xcacf34d3d3f6a1fd), UINT64_C(0x88c24927ca1029ea) }, { UINT64_C(0xd8013036363d4e1e), UINT64_C(0x1b0de0afd869550a) }, 
{ UINT64_C(0x85ed9bb0b020e987), UINT64_C(0x58bb7a7e857cb17d) }, { UINT64_C(0x61cc648989b173df), UINT64_C(0xa5d5aa1561abd6f4) }, 
{ UINT64_C(0x20157608089fdf45), UINT64_C(0x04e9fe342051db82) }, { UINT64_C(0x71275f8d8d1ffd1c), UINT64_C(0xa740d50f71625ab5) }, 
{ UINT64_C(0x67a32569691ed0bf), UINT64_C(0xd53b136067b805d4) }, { UINT64_C(0xa40b1329296ce7d2), UINT64_C(0xf57fef03a475124e) }, 
{ UINT64_C(0x2d380a9a9ad18b95), UINT64_C(0x4ddb24972d2fc673) }, { UINT64_C(0x2b574b7a7a7e28f5), UINT64_C(0x3d359de22b3c1553) }, 
{ UINT64_C(0x0967029393849690), UINT64_C(0xa886b54409dd3e70) }, { UINT64_C(0x5b83ea6666b204f9), UINT64_C(0x335823a45b063757) }, 
{ UINT64_C(0xcb3cca42422570ed), UINT64_C(0x21ef226ecb48515b) }, { UINT64_C(0x9bfd1d56567683a4), UINT64_C(0x2b6b621c9b23a8dd) }, 
{ UINT64_C(0x25acf6989886cc15), UINT64_C(0x4c70fa9a25aa80b2) }, { UINT64_C(0xd095cc34346a099e), UINT64_C(0x1aa63ea2d0ec13cb) }, 
{ UINT64_C(0xbe51ebcecef04fb1), UINT64_C(0x671b9886be89286f) }, { UINT64_C(0xe5d201a8a8424b48), UINT64_C(0x5443bb22e58f1f38) }, 
{ UINT64_C(0x6ce1181b1bff270f), UINT64_C(0xece770b66cd5cb05) }, { UINT64_C(0x52e4e8f5f5369269), UINT64_C(0x9bde96e052db0927) }, 
{ UINT64_C(0x59a6d58787d765d9), UINT64_C(0xa202f53659b6c7f6) }, { UINT64_C(0xa62e2cc8c80986f2), UINT64_C(0x64253991a6c5e2ef) }, 
{ UINT64_C(0x749edf1d1d06ee4c), UINT64_C(0xefd9d1a174990185) }, { UINT64_C(0xd2b0f3d5d50f68be), UINT64_C(0x8bfce830d25ce36a) }, 
{ UINT64_C(0xe604c0d8d8f4fb78), UINT64_C(0x6c3406f9e6679728) }, { UINT64_C(0xf4cac43d3d3f149b), UINT64_C(0xfffbaf71f41eebc8) }, 
{ UINT64_C(0xb4e0282d2dc26911), UINT64_C(0xf7ea9019b4bc9e0f) }, { UINT64_C(0xc07ef73030c4875d), UINT64_C(0x183341b8c0259f8a) }, 
{ UINT64_C(0xd16632a5a5b9d88e), UINT64_C(0xb38b55ebd1b46b7a) }, { UINT64_C(0x6650dbf8f8cd01af), UINT64_C(0x7c16782966e07d65) }, 
{ UINT64_C(0xaf492e5b5b8d1062), UINT64_C(0xcca38cd5af18dc9f) }, { UINT64_C(0xc25bc8d1d1a1e67d), UINT64_C(0x8969972ac2956f2b) }, 
{ UINT64_C(0x39994f9f9fb5c716), UINT64_C(0xaefa346a394569b3) }, { UINT64_C(0x4b68d162621c8a3a), UINT64_C(0x31cd5cbe4bcfbb16) }, 
{ UINT64_C(0x63e95b6868d412ff), UINT64_C(0x348f7c87631b2655) }, { UINT64_C(0xb6c517cccca70831), UINT64_C(0x66b0468bb60c6eae) }, 
{ UINT64_C(0xe15da9182cd1be8f), UINT64_C(0xd4192dd4c2c3d39c) }, { UINT64_C(0x50b314db6b2560b5), UINT64_C(0x407bcb409434a604) }, 
{ UINT64_C(0xc271d187950f3db7), UINT64_C(0x97c0d2973c7b8184) }, { UINT64_C(0xcfff4334eba78abf), UINT64_C(0x4d69b64dd9841dc1) }, 
{ UINT64_C(0x739f6c44d2fbe38d), UINT64_C(0x03a234036a8cf41c) }, { UINT64_C(0x743f1dd4991f58db), UINT64_C(0xd13c71d17c940cb8) }, 
{ UINT64_C(0xc6dcd04736488445), UINT64_C(0xf80879f8e3acd6ee) }, { UINT64_C(0x19d297f51430afb4), UINT64_C(0xcac726cac0f25444) }, 
{ UINT64_C(0x37707dd9d3469b84), UINT64_C(0x53b7bd53dbb59a19) }, { UINT64_C(0x9ef6c6dfd8e355d7), UINT64_C(0x662027660af5de3e) }, 
{ UINT64_C(0x1d7f9635b7771646), UINT64_C(0xa50f8da51f25032e) }, { UINT64_C(0x145c05466a9818bc), UINT64_C(0x106e4210250dc801) }, 
{ UINT64_C(0x77326d8471bc5a7f), UINT64_C(0x6c6a9f6cb55ba376) }, { UINT64_C(0xb4f92d33bcd2d815), UINT64_C(0x90981790ce654709) }, 
{ UINT64_C(0xa83c2a3653c4718e), UINT64_C(0x5ea5c05e960521dc) }, { UINT64_C(0x030d7050e8a302a4), UINT64_C(0xbd56eebdc9cfafce) }, 
{ UINT64_C(0x869ec01a94b245be), UINT64_C(0xc7d55bc78d42ef81) }, { UINT64_C(0x28b80a8cd4f330bb), UINT64_C(0x20dc84204a1a5302) }, 
{ UINT64_C(0xda19d742d95e2dde), UINT64_C(0x3635ae36bbccb03b) }, { UINT64_C(0x3e53eeaa0ea9957e), UINT64_C(0xe6d672e6e19d5136) }, 
{ UINT64_C(0xbf6d5f20d1ff6b96), UINT64_C(0xf39d6cf37ac74613) }, { UINT64_C(0x6679f832e00244ec), UINT64_C(0x78fe2c7808c459e6) }, 
{ UINT64_C(0x780b1e57bfd6500e), UINT64_C(0x60a74f60de2ef506) }, { UINT64_C(0x0f3973d3ce6a0a71), UINT64_C(0x0ccdd00c6b755670) }, 
{ UINT64_C(0x33dd7c1970012276), UINT64_C(0x3c7f163c0462cd73) }, { UINT64_C(0x10f10486c9dfa14e), UINT64_C(0x7fa6e97ffada9f6b) }, 
{ UINT64_C(0xf0163caebd6fa01c), UINT64_C(0xc08d9ec07f5c290c) }, { UINT64_C(0x2536983faa5b87b3), UINT64_C(0xfa75e0faafe5cf47) }, 
{ UINT64_C(0x4dcc82eedc5276f3), UINT64_C(0xe57446e58b11a52a) }, { UINT64_C(0x2781795f1a993aca), UINT64_C(0x2c11542c216f0572) }, 
{ UINT64_C(0xb2e3cd93af57dc9e), UINT64_C(0x293408299f38da56) }, { UINT64_C(0x1cc50705ef16a99b), UINT64_C(0xce3dd7ce586066d5) }, 
{ UINT64_C(0x636e68c21b2442c3), UINT64_C(0x7c04dd7c90566b77) }, { UINT64_C(0x7688fcb429dde5a2), UINT64_C(0x0758c507f21ec68d) }, 
{ UINT64_C(0x9956b74f9307ee81), UINT64_C(0xb4be62b41ced269a) }, { UINT64_C(0x30d00c4998a220d2), UINT64_C(0x8129f881cdad62bd) }, 
{ UINT64_C(0x6bf76a819eaaf3e4), UINT64_C(0xa25748a2ed3bc5a3) }, { UINT64_C(0xccf233640304881b), UINT64_C(0xf03f58f0104bb20f) }, 
{ UINT64_C(0x7abcff370f14ed77), UINT64_C(0xb6c3fbb650a43f33) }, { UINT64_C(0x232c789fb9de8338), UINT64_C(0x43d9ff43feb85218) }, 
{ UINT64_C(0x0e83e2e3960bb5ac), UINT64_C(0x67ff8a672c30338b) }, { UINT64_C(0xdeb4d6827a19942c), UINT64_C(0x59fd0559641be751) }, 
{ UINT64_C(0xd79745f1a7f69ad6), UINT64_C(0xec9ccaec5e332c7e) }, { UINT64_C(0x4658f0fdb17fc570), UINT64_C(0x86713d863fb3a430) }, 
{ UINT64_C(0xc9e5a394f8228e34), UINT64_C(0xf4c5a9f488d9809e) }, { UINT64_C(0x2a0febec64318dc2), UINT64_C(0xf6b830f6c4909937) }, 
{ UINT64_C(0x4bd6624ecfd77278), UINT64_C(0x5cd8595cda4c3875) }, { UINT64_C(0x5713654b20c1dbe3), UINT64_C(0x92e58e92822c5ea0) }, 
{ UINT64_C(0x8233c1da37f5fc4c), UINT64_C(0xa81df0a85295b8eb) }, { UINT64_C(0x8cb02339a1fe49e0), UINT64_C(0xcfe27acf7ea58b60) }, 
{ UINT64_C(0x541e151bc862d947), UINT64_C(0x2fb3602f4be3f16e) }, { UINT64_C(0x42f5f13d12387c82), UINT64_C(0xe9b996e9e064f35a) }, 
{ UINT64_C(0x41f8816dfa9b7e26), UINT64_C(0x54ef785429ab5c94) }, { UINT64_C(0xdc0337e2cadb2955), UINT64_C(0x8f99b18fea912d64) }, 
{ UINT64_C(0x61d989a2abe6ffba), UINT64_C(0xaa6069aa1edca142) }, { UINT64_C(0x2daf9a7c2fd53694), UINT64_C(0x24267524d2886193) }, 
{ UINT64_C(0xfc223f2d9ba6a8c9), UINT64_C(0x7116a071dde6d0b2) }, { UINT64_C(0xed69aa9b0a18b65a), UINT64_C(0x6582136560792a22) }, 
{ UINT64_C(0x2ea2ea2cc7763430), UINT64_C(0x99709b991b47ce5d) }, { UINT64_C(0x5204f5bbdbe7ddcc), UINT64_C(0x961f7f961abe6c31) }, 
{ UINT64_C(0xbbc05ee072b8d264), UINT64_C(0x9c55c79ca5101179) }, { UINT64_C(0x7b066e07577552aa), UINT64_C(0xddf1a1dd17e15ac8) }, 
{ UINT64_C(0xad2bbac6a8e277a1), UINT64_C(0x5a5f315a0e97134d) }, { UINT64_C(0xa0a52875d64ac0a9), UINT64_C(0x80f65580eb688f08) }, 
{ UINT64_C(0xd280d5015cd09cf9), UINT64_C(0xe8663be8c6a11eef) }, { UINT64_C(0x44ef119d01bd7809), UINT64_C(0x50158950b1396e05) }, 
{ UINT64_C(0x3267ed2928609dab), UINT64_C(0x574d4c574327a888) }, { UINT64_C(0xddb9a6d292ba9688), UINT64_C(0xe4abebe4add4489f) }, 
{ UINT64_C(0xf88f3eed38e1113b), UINT64_C(0x1ede0b1e023187d8) }, { UINT64_C(0xa5b2b8852d6cc686), UINT64_C(0x840ca48473fabd99) }, 
{ UINT64_C(0x813eb18adf56fee8), UINT64_C(0x154b1e159b5a1725) }, { UINT64_C(0xc0c630e725cd80ce), UINT64_C(0x41a46641b2f14bb1) }, 
{ UINT64_C(0x8e07c259113cf499), UINT64_C(0x1986ce19f02f4155) }, { UINT64_C(0xce45d204b3c63562), UINT64_C(0x265bec269ec1783a) }, 
{ UINT64_C(0x881d22f902b9f012), UINT64_C(0xa02ad1a0a172dc0a) }, { UINT64_C(0x79b18f67e7b7efd3), UINT64_C(0x0b95150b996b90fd) }, 
{ UINT64_C(0xcb5242f448e0334d), UINT64_C(0x22a11d2206534aab) }, { UINT64_C(0x2bb57adc3c50321f), UINT64_C(0x9d8a6a9d83d5fccc) }, 
{ UINT64_C(0x599087a8b6ca6e4f), UINT64_C(0xf51a04f5ae1c6d2b) }, { UINT64_C(0x0d8e92b37ea8b708), UINT64_C(0xdaa964dae5ff9c45) }, 
{ UINT64_C(0x4a6cf37e97b6cda5), UINT64_C(0x37ea03379d095d8e) }, { UINT64_C(0xfe95de4d2b6415b0), UINT64_C(0xa77214a7536c1a87) }, 
{ UINT64_C(0x6f5a6b413ded4a16), UINT64_C(0xcd9fe3cd32ec92c9) }, { UINT64_C(0x0b9472136d2db383), UINT64_C(0x63057b63b4a2011a) }, 
{ UINT64_C(0x9378546ca64be2df), UINT64_C(0xbc8943bcef0a427b) }, { UINT64_C(0x3b447e5af58f9351), UINT64_C(0xe22c83e2790f63a7) }, 
{ UINT64_C(0x02b7e160b0c2bd79), UINT64_C(0xd664b4d68e8aca35) }, { UINT64_C(0xb1eebdc347f4de3a), UINT64_C(0x9462e69456f77598) }, 
{ UINT64_C(0x8d0ab209f99ff63d), UINT64_C(0xa4d020a439e0ee9b) }, { UINT64_C(0xaa8bcb56e306ccf7), UINT64_C(0x88c17488188febe9) }, 
{ UINT64_C(0x9be1562f23c553f8), UINT64_C(0x62dad6629267ecaf) }, { UINT64_C(0xc46b3127868a393c), UINT64_C(0x2e6ccd2e6d261cdb) }, 
{ UINT64_C(0xfa38df8d8823ac42), UINT64_C(0xc8babfc88cbb4ded) }, { UINT64_C(0x1e72e6655fd414e2), UINT64_C(0x18596318d6eaace0) }, 
{ UINT64_C(0xe6fdd888673505d9), UINT64_C(0x06876806d4db2b38) }, { UINT64_C(0xf2a1ddce0dad1d65), UINT64_C(0x16e92a16f1d6e339) }, 
{ UINT64_C(0x67c36902b863fb31), UINT64_C(0x13cc76134f813c1d) }, { UINT64_C(0x07a071904be4bb56), UINT64_C(0xd29e45d21618f8a4) }, 
{ UINT64_C(0x3d5e9efae60a97da), UINT64_C(0x5b809c5b2852fef8) }, { UINT64_C(0xb0542cf31f9561e7), UINT64_C(0xff50bcff11b21063) }, 
{ UINT64_C(0xe5f0a8d88f96077d), UINT64_C(0xbbd186bb1d1484f6) }, { UINT64_C(0x13fc74d6217ca3ea), UINT64_C(0xc2f007c2331530a5) }, 
{ UINT64_C(0x061ae0a01385048b), UINT64_C(0xb9ac1fb9515d9d5f) }, { UINT64_C(0xe0e7382874b00152), UINT64_C(0xbf2b77bf8586b667) }, 
{ UINT64_C(0xa40829b5750d795b), UINT64_C(0xef3efeef34bfd862) }, { UINT64_C(0xeb734a3b199db2d1), UINT64_C(0xdc2e0cdc3124b77d) }, 
{ UINT64_C(0x6ded8a218d2ff76f), UINT64_C(0x1bfb571bbc6658fc) }, { UINT64_C(0x5e30f638fd2ed519), UINT64_C(0x27844127b804958f) }, 
{ UINT64_C(0xd0373461ec122180), UINT64_C(0x3e028f3e482bd4da) }, { UINT64_C(0xae26ca9640417505), UINT64_C(0xe709dfe7c758bc83) }, 
{ UINT64_C(0x9c4127bf6821e8ae), UINT64_C(0xb04493b0847f140b) }, { UINT64_C(0xe250d948c472bc2b), UINT64_C(0x694fc3690b0c7c52) }, 
{ UINT64_C(0xb8cd2eb09a1bd0c0), UINT64_C(0x210329216cdfbeb7) }, { UINT64_C(0x7ca61f971c91e9fc), UINT64_C(0x0f6fe40f01f9a26c) }, 
{ UINT64_C(0x5c8717584dec6860), UINT64_C(0xf1e0f5f1368e5fba) }, { UINT64_C(0xfd98ae1dc3c71714), UINT64_C(0x1a24fa1a9aa3b549) }, 
{ UINT64_C(0x9f4c57ef8082ea0a), UINT64_C(0x0d127d0d4db0bbc5) }, { UINT64_C(0x6ee0fa71658cf5cb), UINT64_C(0xa6adb9a675a9f732) }, 
{ UINT64_C(0xe3ea48789c1303f6), UINT64_C(0x027d99024c4919a9) }, { UINT64_C(0x91cfb50c16895fa6), UINT64_C(0x6aedf76a6180884e) }, 
{ UINT64_C(0x0a2ee323354c0c5e), UINT64_C(0x08372108f3e764e1) }, { UINT64_C(0x5f8a6708a54f6ac4), UINT64_C(0x4cb61b4cff41f074) }, 
{ UINT64_C(0xcae8d3c410818c90), UINT64_C(0x4993474941162f50) }, { UINT64_C(0x248c090ff23a386e), UINT64_C(0x9147ba91e8a0aabc) }, 
{ UINT64_C(0x48db121e277470dc), UINT64_C(0xe18eb7e1138397bb) }, { UINT64_C(0xd914a71231fd2f7a), UINT64_C(0x8b63408b72031ff5) }, 
{ UINT64_C(0x114b95b691be1e93), UINT64_C(0x1494b314bd9ffa90) }, { UINT64_C(0x219b99ff091c3e41), UINT64_C(0x95bd4b957032982d) }, 
{ UINT64_C(0x966fc49c5d6de4f0), UINT64_C(0xb873b2b8779870ea) }, { UINT64_C(0x582a1698eeabd192), UINT64_C(0x9e285e9ee95908d0) }, 
{ UINT64_C(0xa11fb9458e2b7f74), UINT64_C(0xebc40febac2deaf3) }, { UINT64_C(0x94d825fcedaf5989), UINT64_C(0x6e17066ef912badf) }, 
{ UINT64_C(0x838950ea6f944391), UINT64_C(0xc32faac315d0dd10) }, { UINT64_C(0xbed7ce10899ed44b), UINT64_C(0x98af36983d8223e8) }, 
{ UINT64_C(0x6c571b11d54e48b2), UINT64_C(0x70c90d70fb233d07) }, { UINT64_C(0x8fbd5369495d4b44), UINT64_C(0x72b49472b76a24ae) }, 
{ UINT64_C(0x051790f0fb26062f), UINT64_C(0x04faf10498923291) }, { UINT64_C(0x47e261cde91e7aad), UINT64_C(0xed4367ed78f6c1cb) }, 
{ UINT64_C(0x2f187b1c9f178bed), UINT64_C(0xf242c1f25c02aba6) }, { UINT64_C(0x263be86f42f88517), UINT64_C(0x47230e47662a6089) }, 
{ UINT64_C(0xc5d1a017deeb86e1), UINT64_C(0x455e97452a637920) }, { UINT64_C(0x5d3d8668158dd7bd), UINT64_C(0x9ad2af9a71cb3a41) }, 
{ UINT64_C(0x71288d2462395ef4), UINT64_C(0xd5c680d5e4063e29) }, { UINT64_C(0x7e11fef7ac535485), UINT64_C(0xd90b50d98f736859) }, 
{ UINT64_C(0x3fe97f9a56c82aa3), UINT64_C(0x8de4288da6d834cd) }, { UINT64_C(0x455580ad59dcc7d4), UINT64_C(0x3b27d33bf67c0bfe) }, 
{ UINT64_C(0x04ad01c0a347b9f2), UINT64_C(0x6fc8ab6fdfd7576a) }, { UINT64_C(0xbc602f70395c6932), UINT64_C(0x4ecb824eb308e9dd) }, 
{ UINT64_C(0x39f39f3a454d2e28), UINT64_C(0x34483734f785a992) }, { UINT64_C(0x69408be12e684e9d), UINT64_C(0x7433fc7463b10f96) }, 
{ UINT64_C(0xc85f32a4a04331e9), UINT64_C(0x9ff7f39fcf9ce565) }, { UINT64_C(0xf31b4cfe55cca2b8), UINT64_C(0x7ddb707db69386c2) }, 
{ UINT64_C(0xe87e3a6bf13eb075), UINT64_C(0x6178e261f8eb18b3) }, { UINT64_C(0xac912bf6f083c87c), UINT64_C(0x316d6b3149d276b6) }, 
{ UINT64_C(0x9a5bc71f7ba4ec25), UINT64_C(0x09e88c09d5228954) }, { UINT64_C(0xf7b64d3ef68b1b4a), UINT64_C(0x1213db126944d1a8) }, 
{ UINT64_C(0x7d1c8ea744f05621), UINT64_C(0x645dbe6446bcc797) }, { UINT64_C(0x92c2c55cfe2a5d02), UINT64_C(0xd7bb19d7a84f2780) }, 
{ UINT64_C(0xc76641776e293b98), UINT64_C(0x933a2393a4e9b315) }, { UINT64_C(0xd520a491173427af), UINT64_C(0x3af87e3ad0b9e64b) }, 
{ UINT64_C(0xfb824ebdd042139f), UINT64_C(0xa388e5a3cbfe2816) }, { UINT64_C(0x17517516823b1a18), UINT64_C(0xad38acadecc267cf) }, 
{ UINT64_C(0x1b657695a4f212cd), UINT64_C(0x1ca3921c4e789e71) }, { UINT64_C(0x808420ba87374135), UINT64_C(0x7e79447edc1f72de) }, 
{ UINT64_C(0x8aaac399b27b4d6b), UINT64_C(0x764e65762ff8163f) }, { UINT64_C(0x0000000000000000), UINT64_C(0x0000000000000000) }, 
{ UINT64_C(0x4f7b638e6c90cb8a), UINT64_C(0x3310f233059b6f1f) }, { UINT64_C(0xba7acfd02ad96db9), UINT64_C(0xf7679df7e2557482) }, 
{ UINT64_C(0x2296e9afe1bf3ce5), UINT64_C(0x28eba528b9fd37e3) }, { UINT64_C(0x5b2766c80608d336), UINT64_C(0x237eb0232096a71e) }, 
{ UINT64_C(0x7fab6fc7f432eb58), UINT64_C(0xb2390ab2c8360da2) }, { UINT64_C(0x70921c143a58e129), UINT64_C(0xbef4dabea3435bd2) }, 
{ UINT64_C(0xb3595ca3f7366343), UINT64_C(0x42065242d87dbfad) }, { UINT64_C(0x8429217a2470f8c7), UINT64_C(0x11b1ef1103c825b4) }, 
{ UINT64_C(0xf501ac5e4649a633), UINT64_C(0xc4776fc4e7ce1b9d) }, { UINT64_C(0x38490e0a1d2c91f5), UINT64_C(0x5f7a6d5fb0c0cc69) }, 
{ UINT64_C(0x3ce40fcabe6b2807), UINT64_C(0x30b2c6306f179b03) }, { UINT64_C(0x9075243c4ee8e07b), UINT64_C(0x01dfad0126c5edb5) }, 
{ UINT64_C(0xee64dacbe2bbb4fe), UINT64_C(0xd8d4fdd8a9b685ec) }, { UINT64_C(0x9562b4ccb5cee654), UINT64_C(0x05255c05be57df24) }, 
{ UINT64_C(0xdf0e47b222782bf1), UINT64_C(0x32cf5f32235e82aa) }, { UINT64_C(0x98ec267fcb66515c), UINT64_C(0xdf8c38df5ba84361) }, 
{ UINT64_C(0x75858ce4c17ee706), UINT64_C(0xba0e2bba3bd16943) }, { UINT64_C(0x4c7613de8433c92e), UINT64_C(0x8e461c8ecc54c0d1) }, 
{ UINT64_C(0x1fc8775507b5ab3f), UINT64_C(0x736b397391afc91b) }, { UINT64_C(0x53be648b83866211), UINT64_C(0xfd2d25fd5dfb09ca) }, 
{ UINT64_C(0xaf9c5ba61820cad8), UINT64_C(0x8c3b858c801dd978) }, { UINT64_C(0xefde4bfbbada0b23), UINT64_C(0xb3e6a7b3eef3e017) }, 
{ UINT64_C(0xa212c91566887dd0), UINT64_C(0x5692e15665e2453d) }, { UINT64_C(0x510985eb3344df68), UINT64_C(0x2b49912bd371c3ff) }, 
{ UINT64_C(0x434f600d4a59c35f), UINT64_C(0x828bcc82a72196a1) }, { UINT64_C(0x01ba91305861bfdd), UINT64_C(0x6b325a6b474565fb) }, 
{ UINT64_C(0xd62dd4c1ff97250b), UINT64_C(0x87ae908719764985) }, { UINT64_C(0x64ce195250c0f995), UINT64_C(0xae9a98ae864e93d3) }, 
{ UINT64_C(0xb64ecc530c10656c), UINT64_C(0x46fca34640ef8d3c) }, { UINT64_C(0x1246e5e6791d1c37), UINT64_C(0xa9c25da97450555e) }, 
{ UINT64_C(0xd8ae3622699c90a7), UINT64_C(0xe0511ae035467a0e) }, { UINT64_C(0x16ebe426da5aa5c5), UINT64_C(0xc60af6c6ab870234) }, 
{ UINT64_C(0xf4bb3d6e1e2819ee), UINT64_C(0xaf4535afa08b7e66) }, { UINT64_C(0x0c34038326c908d5), UINT64_C(0xb19b3eb1a2baf9be) }, 
{ UINT64_C(0xecd33bab52790987), UINT64_C(0x0eb0490e273c4fd9) }, { UINT64_C(0x3afeef6aadee2c8c), UINT64_C(0x891ed9893e4a065c) }, 
{ UINT64_C(0xf60cdc0eaeeaa497), UINT64_C(0x792181792e01b453) }, { UINT64_C(0x97d555ac050c5b2d), UINT64_C(0xd341e8d330dd1511) }, 
{ UINT64_C(0xb7f45d635471dab1), UINT64_C(0x2dcef92d07aae8c7) }, { UINT64_C(0x6a4dfbb1c6cb4c39), UINT64_C(0xc96512c9aa7ea058) }, 
{ UINT64_C(0xe9c4ab5ba95f0fa8), UINT64_C(0x0a4ab80abfae7d48) }, { UINT64_C(0x9dfbb68f30405773), UINT64_C(0xdb76c9dbc33a71f0) }, 
{ UINT64_C(0x15e6947632f9a761), UINT64_C(0x7b5c187b6248adfa) }, { UINT64_C(0x08990243858eb127), UINT64_C(0xde5395de7d6daed4) }, 
{ UINT64_C(0x5a9df7f85e696ceb), UINT64_C(0x484cea4867d3c2e5) }, { UINT64_C(0xab315a66bb67732a), UINT64_C(0xe3f32ee35fca8e12) }, 
{ UINT64_C(0x29029bbc8c928f66), UINT64_C(0x4beede4b0d5f36f9) }, { UINT64_C(0xa986bb060ba5ce53), UINT64_C(0x35979a35d1404427) }, 
{ UINT64_C(0x4961832e7f15cf01), UINT64_C(0x8abced8a54c6f240) }, { UINT64_C(0xb543bc03e4b367c8), UINT64_C(0xfbaa4dfb892022f2) }, 
{ UINT64_C(0x35c79cb9638426fd), UINT64_C(0x85d30985553f502c) }, { UINT64_C(0x89a7b3c95ad84fcf), UINT64_C(0xcb188bcbe637b9f1) }, 
{ UINT64_C(0xeac9db0b41fc0d0c), UINT64_C(0xb71c56b77661d286) }, { UINT64_C(0xc17ca1d77dac3f13), UINT64_C(0x2a963c2af5b42e4a) }, 
{ UINT64_C(0xf1acad9ee50e1fc1), UINT64_C(0xabbfc4ab38194cf7) }, { UINT64_C(0x4042105da2fac1fb), UINT64_C(0x3fdd223f6eee396f) }, 
{ UINT64_C(0xa6bfc8d5c5cfc422), UINT64_C(0x395a4a39ba351257) }, { UINT64_C(0x316a9d79c0c39f0f), UINT64_C(0xea1ba2ea8ae80746) }, 
{ UINT64_C(0x09239373ddef0efa), UINT64_C(0xb561cfb53a28cb2f) }, { UINT64_C(0xd49a35a14f559872), UINT64_C(0x51ca245197fc83b0) }, 
{ UINT64_C(0xcd48a2545b6537c6), UINT64_C(0x9b0d029b570ed7f4) }, { UINT64_C(0x8593b04a7c11471a), UINT64_C(0x7a83b57a448d404f) }, 
{ UINT64_C(0x186806c54c511069), UINT64_C(0xa1f57ca187b731bf) }, { UINT64_C(0xe44a39e8d7f7b8a0), UINT64_C(0xd0e3dcd05a51e10d) }, 
{ UINT64_C(0xb977bf80c27a6f1d), UINT64_C(0x4a31734a2b9adb4c) }, { UINT64_C(0x1adfe7a5fc93ad10), UINT64_C(0x7791c877093dfb8a) }, 
{ UINT64_C(0xdba34672813f9203), UINT64_C(0x5d07f45dfc89d5c0) }, { UINT64_C(0x2c150b4c77b48949), UINT64_C(0x4f142f4f95cd0468) }, 
{ UINT64_C(0x8b1052a9ea1af2b6), UINT64_C(0x1d7c3f1d68bd73c4) }, { UINT64_C(0xd33a443104b12324), UINT64_C(0x8354618381e47b14) }, 
{ UINT64_C(0xa70559e59dae7bff), UINT64_C(0x52681052fd7077ac) }, { UINT64_C(0xbddabe40613dd6ef), UINT64_C(0x25f9d825f44d8c26) }, 
{ UINT64_C(0x202108cf517d819c), UINT64_C(0xfe8f11fe3777fdd6) }, { UINT64_C(0xa3a858253ee9c20d), UINT64_C(0x3da0bb3d22a720c6) }, 
{ UINT64_C(0x4ec1f2be34f17457), UINT64_C(0x5822a85842de0ae4) }, { UINT64_C(0xd18da551b4739e5d), UINT64_C(0x5530d5550f6eb121) }, 
{ UINT64_C(0x56a9f47b78a0643e), UINT64_C(0xf9d7d4f9c5693b5b) }, { UINT64_C(0x8724512accd3fa63), UINT64_C(0xace701acca078a7a) }, 
{ UINT64_C(0xc3cb40b7cd6e826a), UINT64_C(0xfcf288fc7b3ee47f) }, { UINT64_C(0x7225fd748a9a5c50), UINT64_C(0x68906e682dc991e7) }, 
{ UINT64_C(0x60631892f3874067), UINT64_C(0xc15233c15999c4b9) }, { UINT64_C(0x36caece98b272459), UINT64_C(0x3885e7389cf0ffe2) }, 
{ UINT64_C(0xf935afdd6080aee6), UINT64_C(0x75ec51754574e223) }, { UINT64_C(0xe74749b83f54ba04), UINT64_C(0x6db5326d939e4ec3) }, 
{ UINT64_C(0x68fa1ad17609f140), UINT64_C(0x1f01a61f24f46a6d) }, { UINT64_C(0x62d4f9f24345fd1e), UINT64_C(0x17368717d7130e8c) }, 
{ UINT64_C(0x55a4842b9003669a), UINT64_C(0x44813a440ca69495) }, { UINT64_C(0xff2f4f7d7305aa6d), UINT64_C(0xcc404ecc14297f7c) }, 
{ UINT64_C(0x6574886208a14648), UINT64_C(0xc5a8c2c5c10bf628) }, { UINT64_C(0x347d0d893be59920), UINT64_C(0xeee153ee127a35d7) }, 
{ UINT64_C(0xc0016b3dc4a383b4), UINT64_C(0xa82c9d1ed97ea9b3) }, { UINT64_C(0x17a08059d2de39aa), UINT64_C(0xb46ba49d6c77144c) }, 
{ UINT64_C(0xb247ed286d2215ce), UINT64_C(0x9695c3d6728fd1d8) }, { UINT64_C(0x635d9a2fd454a59d), UINT64_C(0x1eeb9c390ae943cd) }, 
{ UINT64_C(0x65e6064c7b5fafd0), UINT64_C(0x8ad2fa55c7866c27) }, { UINT64_C(0x6fe861e94942b107), UINT64_C(0xf59950e153371dda) }, 
{ UINT64_C(0x7d4f330382738727), UINT64_C(0x9f36a12675f9d009) }, { UINT64_C(0xa43257806ca02f98), UINT64_C(0xa5147659630b9706) }, 
{ UINT64_C(0x076ea6927c5709b1), UINT64_C(0x13d3777eb09c7d78) }, { UINT64_C(0x37ffcc0c4d0f599c), UINT64_C(0x39d8c1981762c624) }, 
{ UINT64_C(0x6b3a89ab83f1bd71), UINT64_C(0xacb714a9647d96d7) }, { UINT64_C(0x75282087d5d69fcb), UINT64_C(0x2d6a29b61b6d0513) }, 
{ UINT64_C(0xaaeed867940e3d39), UINT64_C(0x837198a5c0f06df6) }, { UINT64_C(0x5babe335b2a9ed5c), UINT64_C(0x86bca24fc3832d8b) }, 
{ UINT64_C(0x7393bce47add9586), UINT64_C(0xb9534fdad6022af9) }, { UINT64_C(0xc506b98edd4c8c3e), UINT64_C(0x76e8c84493c7702c) }, 
{ UINT64_C(0xd0cf4df66a2ab3af), UINT64_C(0x0f944efd0595c087) }, { UINT64_C(0xea5040cd696ffd55), UINT64_C(0x5ad452af36da0a26) }, 
{ UINT64_C(0x55776cd24a07fffd), UINT64_C(0xa0d94cb36078d77b) }, { UINT64_C(0x197c0fbe2a702b0b), UINT64_C(0x920e4a61cf8ceebc) }, 
{ UINT64_C(0xc3bd25ed72478673), UINT64_C(0xe2d1ae285ea85fc6) }, { UINT64_C(0x53ccf0b1e50cf5b0), UINT64_C(0x34e02adfad17f891) }, 
{ UINT64_C(0xfdf0c094bbb1c4ff), UINT64_C(0xeebff6325aad1e6a) }, { UINT64_C(0x571e18f32fbff9c6), UINT64_C(0x6dce6e979a5d739c) }, 
{ UINT64_C(0xc86678b993069b58), UINT64_C(0x1a70158eb7ea7ca9) }, { UINT64_C(0xba20feac3a870d22), UINT64_C(0x24c94b461c1b04c2) }, 
{ UINT64_C(0x392343ebb5a14b3d), UINT64_C(0x1fbd2f64b4993cd4) }, { UINT64_C(0x3b4a37cad0194d06), UINT64_C(0xd2aa0d404ebc9833) }, 
{ UINT64_C(0x7c9a09f2512f84db), UINT64_C(0x18dcb034080a829b) }, { UINT64_C(0xbd4e583e46d00493), UINT64_C(0x371a3c38ac8779ba) }, 
{ UINT64_C(0x12a752eacb313620), UINT64_C(0x6aaff1c726cecdd3) }, { UINT64_C(0x28385fd1c87478da), UINT64_C(0x3fefed9515810772) }, 
{ UINT64_C(0xdfc6f8e041d8a2f2), UINT64_C(0xae1bb113db9d68e5) }, { UINT64_C(0xe9ec0e1ddf8bf892), UINT64_C(0x10296199b10cfc53) }, 
{ UINT64_C(0x3df1aba97f12474b), UINT64_C(0x46936b2c83d3b7d9) }, { UINT64_C(0x0d60c1374e4a1766), UINT64_C(0x6c98ddca242d0c85) }, 
{ UINT64_C(0x82d687b65c7a45e3), UINT64_C(0xbc9e7530d5716a84) }, { UINT64_C(0xa65b23a1091829a3), UINT64_C(0x6803547d992e33e1) }, 
{ UINT64_C(0x7bf4af602d788d6a), UINT64_C(0x0b0fc74ab896ffe3) }, { UINT64_C(0x72468615a981967a), UINT64_C(0x3eb95ec8abf1786b) }, 
{ UINT64_C(0x141cce89643a3c6d), UINT64_C(0xfe9697abeba1e239) }, { UINT64_C(0x9a7fb2f9a5566d14), UINT64_C(0xa97a2e43670ed6aa) }, 
{ UINT64_C(0x846d1bd5f3714fae), UINT64_C(0x28a7135c181e456e) }, { UINT64_C(0xe48ccf2a91c1eff4), UINT64_C(0x7cb1bc539521f0d6) }, 
{ UINT64_C(0x2a512bf0adcc7ee1), UINT64_C(0xf2f8cfb1efa4a395) }, { UINT64_C(0x6c542f39ffa6b4c0), UINT64_C(0xbf6463d7d4e1ebaf) }, 
{ UINT64_C(0x3596b82d28b75fa7), UINT64_C(0xf4cfe3bced4762c3) }, { UINT64_C(0x1daee7fce0c3277d), UINT64_C(0xcb200e29f8c665b1) }, 
{ UINT64_C(0x1fc793dd857b2146), UINT64_C(0x06372c0d02e3c156) }, { UINT64_C(0x0bdb5d54e1411d2b), UINT64_C(0xf8a1bba6e942236f) }, 
{ UINT64_C(0xd8a85e723d8fab43), UINT64_C(0xbdc8c66d6b01159d) }, { UINT64_C(0x2b8411017e907d1d), UINT64_C(0x7512dea39257f107) }, 
{ UINT64_C(0xee82a88fa3dcf123), UINT64_C(0x03fa16e70190812b) }, { UINT64_C(0x1c7bdd0d339f2481), UINT64_C(0x4cca1f3b85353723) }, 
{ UINT64_C(0x59c29714d711eb67), UINT64_C(0x4bab806b39a6896c) }, { UINT64_C(0x665a489ccdbbaa17), UINT64_C(0xc02fc96340509a52) }, 
{ UINT64_C(0xab3be29647523ec5), UINT64_C(0x049b89b7bd033f64) }, { UINT64_C(0x5219ca403650f64c), UINT64_C(0xb30a3bcdd0e4aa03) }, 
{ UINT64_C(0xa35cf11210f72629), UINT64_C(0xb6c70127d397ea7e) }, { UINT64_C(0x91a4efad4417703f), UINT64_C(0x51db95e58e4cf5c5) }, 
{ UINT64_C(0x0cb5fbc69d16149a), UINT64_C(0xeb72ccd859de5e17) }, { UINT64_C(0x38f6791a66fd48c1), UINT64_C(0x98573e76c96a6e46) }, 
{ UINT64_C(0xff99b4b5de09c2c4), UINT64_C(0x23a8d416a088ba8d) }, { UINT64_C(0x2e83c3b2677f7297), UINT64_C(0xabd68bf9d8ee2898) }, 
{ UINT64_C(0x0867138457a518ec), UINT64_C(0xb25c88906e94d51a) }, { UINT64_C(0x6288a0de0708a661), UINT64_C(0x99018d2b771a115f) }, 
{ UINT64_C(0x8b64aec3d8835ef3), UINT64_C(0x8928ecb2c616ed0c) }, { UINT64_C(0x5f790b77781ae12a), UINT64_C(0xdf92e607f4c9a686) }, 
{ UINT64_C(0x64333cbda803ac2c), UINT64_C(0x0d38eb47ba753eb5) }, { UINT64_C(0xa289cbe3c3ab25d5), UINT64_C(0x312d1035ae64b8ec) }, 
{ UINT64_C(0xdac12a535837ad78), UINT64_C(0x70dfe4499124b17a) }, { UINT64_C(0x344382dcfbeb5c5b), UINT64_C(0x7325f2ae90b43051) }, 
{ UINT64_C(0x8ddf32a0778854be), UINT64_C(0x1d118ade0b79c2e6) }, { UINT64_C(0x205f4c559fd16036), UINT64_C(0x8db365057b15d268) }, 
{ UINT64_C(0xc4d3837f0e108fc2), UINT64_C(0xf102d956ee3422be) }, { UINT64_C(0xbef216eef0340154), UINT64_C(0x7de70f0e2b518fcf) }, 
{ UINT64_C(0xac5544043b053774), UINT64_C(0x1748fec90d9f421c) }, { UINT64_C(0x2f56f943b423716b), UINT64_C(0x2c3c9aeba51d7a0a) }, 
{ UINT64_C(0x09b2297584f91b10), UINT64_C(0x35b6998213678788) }, { UINT64_C(0xd11a7707b976b053), UINT64_C(0x887e5fef78669215) }, 
{ UINT64_C(0x76946e5763329a0c), UINT64_C(0x67971a809cbbf366) }, { UINT64_C(0x2d3f8d62d19b7750), UINT64_C(0xe12bb8cf5f38deed) }, 
{ UINT64_C(0x4dde599db32bd70a), UINT64_C(0xb53d17c0d2076b55) }, { UINT64_C(0x9816c6d8c0ee6b2f), UINT64_C(0x646d0c679d2b724d) }, 
{ UINT64_C(0xe6e5bb0bf479e9cf), UINT64_C(0xb1a69e776f045431) }, { UINT64_C(0x957607ef8ea47c49), UINT64_C(0x08f5d1adb9067ec8) }, 
{ UINT64_C(0x86046ff496c94995), UINT64_C(0xe5b03178e23be189) }, { UINT64_C(0xd7a1eb64167dba1e), UINT64_C(0x1c473983b509bdff) }, 
{ UINT64_C(0x48d98b2eaac4d880), UINT64_C(0x6bf9429a98beb2ca) }, { UINT64_C(0xf597d310ec14dc13), UINT64_C(0x5ce37ea23439cb70) }, 
{ UINT64_C(0xbbf5c45de9db0ede), UINT64_C(0xa3235a5461e85650) }, { UINT64_C(0xfb4b5cf714baceb2), UINT64_C(0x7a86905e97c23180) }, 
{ UINT64_C(0xe23753493ecae5b9), UINT64_C(0xe888da3f584edf3c) }, { UINT64_C(0xae3c30255ebd314f), UINT64_C(0xda5fdcedf7bae6fb) }, 
{ UINT64_C(0xca0f0c98f6be9d63), UINT64_C(0xd76737aa4dcfd84e) }, { UINT64_C(0xbf272c1f236802a8), UINT64_C(0xfa0d1e1c56a2dd5d) }, 
{ UINT64_C(0x10ce26cbae89301b), UINT64_C(0xa7b8d3e3dceb6934) }, { UINT64_C(0x0a0e67a5321d1ed7), UINT64_C(0x7f4baab494b171fd) }, 
{ UINT64_C(0xdc7ab630f73ca735), UINT64_C(0xe4e682255c4b9e90) }, { UINT64_C(0x94a33d1e5df87fb5), UINT64_C(0x8f1fc0bfc4f52c5a) }, 
{ UINT64_C(0x0f09b5162bf2115d), UINT64_C(0xa18fffeede08a862) }, { UINT64_C(0x7f264722e7cb811c), UINT64_C(0x522183028fdc74ee) }, 
{ UINT64_C(0x490cb1df7998db7c), UINT64_C(0xec135388e54de058) }, { UINT64_C(0x8303bd478f26461f), UINT64_C(0x3b746422a8823816) }, 
{ UINT64_C(0xe18b1d99882ee07e), UINT64_C(0xa275e909df982949) }, { UINT64_C(0x1b157b9f4fc82d30), UINT64_C(0x5f19684535a94a5b) }, 
{ UINT64_C(0xcbda366925e29e9f), UINT64_C(0x508d26b8303c8adc) }, { UINT64_C(0x03bc4ed0b6e405c7), UINT64_C(0x4afd333687d6f675) }, 
{ UINT64_C(0x8e637c70c16c5179), UINT64_C(0x57ecb9e88caf3493) }, { UINT64_C(0x3a9f0d3b03454efa), UINT64_C(0x55401c52334fcaa1) }, 
{ UINT64_C(0xb1fba3f8dbc61009), UINT64_C(0xdc68f0e0f55927ad) }, { UINT64_C(0x0507d2b319ef0f8a), UINT64_C(0xdec4555a4ab9d99f) }, 
{ UINT64_C(0xc9b34248405a98a4), UINT64_C(0x9d9a049cca192e3b) }, { UINT64_C(0x32f81ebf54e05616), UINT64_C(0xe71c94c25ddb1fbb) }, 
{ UINT64_C(0x85b82124202d4c52), UINT64_C(0xaf4d024e65ed17fc) }, { UINT64_C(0xe83934ec0cd7fb6e), UINT64_C(0x97c3708bccffaec1) }, 
{ UINT64_C(0x74fd1a76068a9c37), UINT64_C(0xaa8038a4669e5781) }, { UINT64_C(0x0edc8fe7f8ae12a1), UINT64_C(0x2665eefca3fbfaf0) }, 
{ UINT64_C(0x460504c9526aca21), UINT64_C(0x4d9cac663b45483a) }, { UINT64_C(0x60e1d4ff62b0a05a), UINT64_C(0x5416af0f8d3fb5b8) }, 
{ UINT64_C(0xdb1410a28b6bae84), UINT64_C(0xf735f55becd7e3e8) }, { UINT64_C(0x40be98aafd61c06c), UINT64_C(0xd9a5ca0af62a67d0) }, 
{ UINT64_C(0xef57927e7080f2df), UINT64_C(0x841007f57c63d3b9) }, { UINT64_C(0x7848e1b09b9c88ad), UINT64_C(0x41f2f47c3f400996) }, 
{ UINT64_C(0xf09001a3f5fbd399), UINT64_C(0x82272bf87e8012ef) }, { UINT64_C(0x9071d55c974b73c3), UINT64_C(0xd63184f7f3bfa757) }, 
{ UINT64_C(0xf92228d67102c889), UINT64_C(0xb791b27a6de79567) }, { UINT64_C(0xf442e9e13f48dfef), UINT64_C(0xdb096fb049ca99e2) }, 
{ UINT64_C(0x6aefb35a50adbe8d), UINT64_C(0x2b5d05bb198ec445) }, { UINT64_C(0x4ab0ff0fcf7cdebb), UINT64_C(0xa6ee60be629b162d) }, 
{ UINT64_C(0x6d8115c82cfab73c), UINT64_C(0x388e72c5a912b93d) }, { UINT64_C(0xecebdcaec664f718), UINT64_C(0xceed34c3fbb525cc) }, 
{ UINT64_C(0x5cc545a7cefee4ed), UINT64_C(0x956fd531731f50f3) }, { UINT64_C(0x80bff39739c243d8), UINT64_C(0x718957142f54ce63) }, 
{ UINT64_C(0x88d8e0136e675b34), UINT64_C(0xc3d5df8441c01b79) }, { UINT64_C(0xcedde4da3c0d9115), UINT64_C(0x8e4973e27a855343) }, 
{ UINT64_C(0x8c0a0851a4d45742), UINT64_C(0x9afb9bcc768a9074) }, { UINT64_C(0xa78e1950da442a5f), UINT64_C(0xefe9456fe4dd6173) }, 
{ UINT64_C(0xe05e27685b72e382), UINT64_C(0x259ff81ba26b7bdb) }, { UINT64_C(0xfe4c8e440d55c138), UINT64_C(0xa442c504dd7be81f) }, 
{ UINT64_C(0xb8498a8d5f3f0b19), UINT64_C(0xe9de6962e63ea025) }, { UINT64_C(0xc6baf75e6ba889f9), UINT64_C(0x3c15fb7214118659) }, 
{ UINT64_C(0xe3e269b8ed96e645), UINT64_C(0x6f62cb2d25bd8dae) }, { UINT64_C(0xb4fc714bc2291f83), UINT64_C(0x02aca5babfe0fe32) }, 
{ UINT64_C(0x5a7ed9c461f5eea0), UINT64_C(0x0156b35dbe707f19) }, { UINT64_C(0x218a76a44c8d63ca), UINT64_C(0x0a59741706e680fa) }, 
{ UINT64_C(0xcf08de2bef5192e9), UINT64_C(0x09a362f0077601d1) }, { UINT64_C(0x06bb9c63af0b0a4d), UINT64_C(0x9439666ccd6f2fea) }, 
{ UINT64_C(0x1372681b186d35dc), UINT64_C(0xed45e0d55b3d9f41) }, { UINT64_C(0x04d2e842cab30c76), UINT64_C(0x592e4448374a8b0d) }, 
{ UINT64_C(0x6953fd8ae649bb4a), UINT64_C(0x61a0368d9e583230) }, { UINT64_C(0xfc25fa6568edc703), UINT64_C(0x6955e720275e4cf8) }, 
{ UINT64_C(0xde13c2119284a10e), UINT64_C(0x29f1a001a66e3a77) }, { UINT64_C(0xbc9b62cf958c076f), UINT64_C(0xb0f02d2ad1742b28) }, 
{ UINT64_C(0xf8f71227a25ecb75), UINT64_C(0x307ba3681014c7f5) }, { UINT64_C(0x332d244e87bc55ea), UINT64_C(0x60f685d020284d29) }, 
{ UINT64_C(0x71fac8c51f6593bd), UINT64_C(0x74446dfe2c278e1e) }, { UINT64_C(0xa5e76d71bffc2c64), UINT64_C(0x22fe674b1ef8c594) }, 
{ UINT64_C(0x3e4de579c9f6428c), UINT64_C(0x0c6e581a040541ac) }, { UINT64_C(0x0269742165b8063b), UINT64_C(0xcd172224fa25a4e7) }, 
{ UINT64_C(0xa1358533754f2012), UINT64_C(0x7bd0230329b24e99) }, { UINT64_C(0xb02e9909089a13f5), UINT64_C(0x5b82e1f288aa753f) }, 
{ UINT64_C(0x22363874fa69660d), UINT64_C(0x40a447218130768f) }, { UINT64_C(0x99c3fc2913b268d3), UINT64_C(0xe3871d75e0d820df) }, 
{ UINT64_C(0x42d7ec8b98d9c657), UINT64_C(0x14b2e82e0c0fc337) }, { UINT64_C(0x0000000000000000), UINT64_C(0x0000000000000000) }, 
{ UINT64_C(0xfa9e6606c7e6cd4e), UINT64_C(0xfd6c814cea316312) }, { UINT64_C(0x4fb72dbcd693d131), UINT64_C(0x782a35e42822cfb2) }, 
{ UINT64_C(0x3144506fe20453d1), UINT64_C(0xade1a7f4da0de9ce) }, { UINT64_C(0x8fb6468112305285), UINT64_C(0xd006a8faf15c6601) }, 
{ UINT64_C(0xf7fea73189acda28), UINT64_C(0x91f45c86ce1c6f97) }, { UINT64_C(0xa0e0bfc2a61323ee), UINT64_C(0xfc3a321154411c0b) }, 
{ UINT64_C(0x51a5849080b4f38b), UINT64_C(0xf9f708fb57325c76) }, { UINT64_C(0x56cb2202fce3fa3a), UINT64_C(0xea247f85e7ae210e) }, 
{ UINT64_C(0xb5294bba11751c7f), UINT64_C(0x8546b4a8c213aca0) }, { UINT64_C(0x5070be6153e8f077), UINT64_C(0x7e1d19e92ac10ee4) }, 
{ UINT64_C(0x9f78604abcb9629e), UINT64_C(0x77be7b192db70f35) }, { UINT64_C(0x23e30285293565f1), UINT64_C(0xc74e5633fcc3241d) }, 
{ UINT64_C(0x971f73ceeb1c7a72), UINT64_C(0xc5e2f3894323da2f) }, { UINT64_C(0xafe90ad48de132b3), UINT64_C(0x5db5cdff8a49b469) }, 
{ UINT64_C(0xd97d6483eed3a8bf), UINT64_C(0x3a22d77f16f2470f) }, { UINT64_C(0x7ef37dd3349782e0), UINT64_C(0xd5cb9210f22f267c) }, 
{ UINT64_C(0x2ceab79302c774ac), UINT64_C(0x66c1a9dd22cb8c7f) }, { UINT64_C(0x3f98df881aaa4170), UINT64_C(0x8b84490879f6133e) }, 
{ UINT64_C(0xed3ee65f1538f4e4), UINT64_C(0x490725d18646775e) }, { UINT64_C(0xd2a639d70f92b594), UINT64_C(0xc2836cd9ffb06460) }, 
{ UINT64_C(0x799ddb4148c08b51), UINT64_C(0xc618e56e42b35b04) }, { UINT64_C(0xd41da5b4a099bfd9), UINT64_C(0x56ba0ab532df4b8a) }, 
{ UINT64_C(0xa887ac46f1b63b02), UINT64_C(0x4e66ba813ad5c911) }, { UINT64_C(0x54a25623995bfc01), UINT64_C(0x27335da11d8b85e9) }, 
{ UINT64_C(0x6886c77b3515b8b6), UINT64_C(0xe64a279fe3ab60a2) }, { UINT64_C(0x4302d67a4b85c5ab), UINT64_C(0x9358f93c71fc91a5) }, 
{ UINT64_C(0xc76fcdafb8f48a05), UINT64_C(0xbbffea6069e2d4cb) }, { UINT64_C(0xd5c89f4573c5bc25), UINT64_C(0xd1501ba74f2c1918) }, 
{ UINT64_C(0xddaf8cc12460a4c9), UINT64_C(0x630c933721b8cc02) }, { UINT64_C(0x3c249158ac4e44b7), UINT64_C(0xc1797a3efe20e54b) }, 
{ UINT64_C(0xd3730326dcceb668), UINT64_C(0x45697dcb824336f2) }, { UINT64_C(0xf32c4f73431fd65e), UINT64_C(0xc8da18cef956e49a) }, 
{ UINT64_C(0xf62b9dc05af0d9d4), UINT64_C(0x161e4d94b3ef3d05) }, { UINT64_C(0x9218a17df2f375f8), UINT64_C(0x1b26a6d3099a03b0) }, 
{ UINT64_C(0x111b1c3a7dd533e7), UINT64_C(0x2052c2f1a1183ba6) }, { UINT64_C(0xd674d195c521b9e2), UINT64_C(0x9bad2891c8faef6d) }, 
{ UINT64_C(0x702ff234cc399041), UINT64_C(0xf3ae7cec51d4dc8c) }, { UINT64_C(0x29ed65201b287b26), UINT64_C(0xb805fc87687255e0) }, 
{ UINT64_C(0x9ead5abb6fe56162), UINT64_C(0xf0546a0b50445da7) }, { UINT64_C(0xc1d451cc17ff8048), UINT64_C(0x2fc68c0ca48dfb21) }, 
{ UINT64_C(0x9d11146bd90164a5), UINT64_C(0xbaa9593dd792abd2) }, { UINT64_C(0xf2f975829043d5a2), UINT64_C(0x4f3009dc84a5b608) }, 
{ UINT64_C(0x362af6fd9e535a60), UINT64_C(0xbe32d08a6a9194b6) }, { UINT64_C(0x5d107f561da2e711), UINT64_C(0x1285c4230eec0261) }, 
{ UINT64_C(0xccb490fb59b5972e), UINT64_C(0x435e51c680a0f7a4) }, { UINT64_C(0xb695056aa79119b8), UINT64_C(0xcfbb879e45c55ad5) }, 
{ UINT64_C(0xa95296b722ea38fe), UINT64_C(0xc98cab9347269b83) }, { UINT64_C(0x30916a9e3158502d), UINT64_C(0x2a0bb6e6a7febb5c) }, 
{ UINT64_C(0xb392d7d9be7e1632), UINT64_C(0x117fd2c40f7c834a) }, { UINT64_C(0x18a9354ff92c28f7), UINT64_C(0x15e45b73b27fbc2e) }, 
{ UINT64_C(0x816ac966ea9e4024), UINT64_C(0xf663460652a79cf1) }, { UINT64_C(0x87d1550545954a69), UINT64_C(0x625a206a9fc8b31b) }, 
{ UINT64_C(0x5817ade5044de89b), UINT64_C(0xcc4191794455dbfe) }, { UINT64_C(0x774154a6b06e99f0), UINT64_C(0xe07d0b92e148a1f4) }, 
{ UINT64_C(0x7a219591fe248e96), UINT64_C(0x8ce5d658c565ad71) }, { UINT64_C(0xad807ef5e8593488), UINT64_C(0x90a2efdb706c108e) }, 
{ UINT64_C(0x678f726d1ee7a9eb), UINT64_C(0x47c5d8713da3c8c0) }, { UINT64_C(0x4e62174d05cfd2cd), UINT64_C(0xffc024f655d19d20) }, 
{ UINT64_C(0x1e12a92c562722ba), UINT64_C(0x81dd3d1f7f1093c4) }, { UINT64_C(0x416ba25b2e3dc390), UINT64_C(0x5e4fdb188bd93542) }, 
{ UINT64_C(0xe559f5db429dec08), UINT64_C(0xfb5bad41e8d2a244) }, { UINT64_C(0x15c9f478b7663f91), UINT64_C(0x797c86b99652b0ab) }, 
{ UINT64_C(0xe73081fa2725ea33), UINT64_C(0x364c8f6512f706a3) }, { UINT64_C(0x4c0b636c6077d4f6), UINT64_C(0x32d706d2aff439c7) }, 
{ UINT64_C(0x8ab194320bdf5d0f), UINT64_C(0x0ec2fda0bbe5bf9e) }, { UINT64_C(0x6134ee0eb1eca3a6), UINT64_C(0xd3fcbe1df0cce72a) }, 
{ UINT64_C(0x1675baa801823a56), UINT64_C(0x3381b58f118446de) }, { UINT64_C(0x25589ee6863e6fbc), UINT64_C(0x5377305f31ac0bf7) }, 
{ UINT64_C(0x01d53af1d35c03fc), UINT64_C(0x87ea11127df35292) }, { UINT64_C(0x4b65c5fe1c20dd47), UINT64_C(0x210471ac1f6844bf) }, 
{ UINT64_C(0x248da41755626c40), UINT64_C(0xd49d214d4c5f5965) }, { UINT64_C(0x45b94a19e48ecfe6), UINT64_C(0x07619f50bc93be4f) }, 
{ UINT64_C(0xb7403f9b74cd1a44), UINT64_C(0x4851968c38360847) }, { UINT64_C(0xeb857a3cba33fea9), UINT64_C(0xdd3e43bd4b2958b4) }, 
{ UINT64_C(0xb99cb07c8c6308e5), UINT64_C(0x6e3478709bcdf2b7) }, { UINT64_C(0xcd61aa0a8ae994d2), UINT64_C(0xc4b440d4fd53a536) }, 
{ UINT64_C(0x5eac3186ab46e2d6), UINT64_C(0x5878f715893af414) }, { UINT64_C(0x93cd9b8c21af7604), UINT64_C(0x9cccb7c174695122) }, 
{ UINT64_C(0xf1453b5226a7d065), UINT64_C(0x05cd3aea0373407d) }, { UINT64_C(0x26e4d03630da6a7b), UINT64_C(0x198a0369b67afd82) }, 
{ UINT64_C(0x1ac0416e9c942ecc), UINT64_C(0xd8f37957485a18c9) }, { UINT64_C(0x446c70e837d2cc1a), UINT64_C(0x808b8e42c160ecdd) }, 
{ UINT64_C(0x2731eac7e3866987), UINT64_C(0x9e60127bcb89af10) }, { UINT64_C(0x890ddae2bd3b58c8), UINT64_C(0x443fce963c3349eb) }, 
{ UINT64_C(0x47d03e388136c9dd), UINT64_C(0xca76bd7446b61aa8) }, { UINT64_C(0x9cc42e9a0a5d6759), UINT64_C(0x3d43482faa61f940) }, 
{ UINT64_C(0x9baa8808760a6ee8), UINT64_C(0x2e903f511afd8438) }, { UINT64_C(0x6e3d5b189a1eb2fb), UINT64_C(0x727341f32ec44f48) }, 
{ UINT64_C(0x96ca493f3840798e), UINT64_C(0x4208e29b3ed088bd) }, { UINT64_C(0xc2681f1ca11b858f), UINT64_C(0x653bbf3a235b0d54) }, 
{ UINT64_C(0x10ecaedf6a2d01fc), UINT64_C(0xd74812a3be2925d9) }, { UINT64_C(0x927cf22a20cba0ee), UINT64_C(0x634411de600e826c) }, 
{ UINT64_C(0xfa27c723aad247dd), UINT64_C(0x5e1374223d0daf72) }, { UINT64_C(0x99881307c7b65d11), UINT64_C(0xaa8c23548a011b0a) }, 
{ UINT64_C(0x78b79bd6e034e6cf), UINT64_C(0xea1f775fe32a08c7) }, { UINT64_C(0x98f6c0668971e86e), UINT64_C(0x2a698b4258573d53) }, 
{ UINT64_C(0x7a4bfe147c794f31), UINT64_C(0x2916e47384864475) }, { UINT64_C(0xa6b009cf65263216), UINT64_C(0x9c8ec2a0afee7563) }, 
{ UINT64_C(0x2fd4b417c8bd6efb), UINT64_C(0xe14af3579bc64bb0) }, { UINT64_C(0x2bef7e503327ffc4), UINT64_C(0xa458160f555dd317) }, 
{ UINT64_C(0x26dc30f8b38d3afa), UINT64_C(0xeb8b52f116659e64) }, { UINT64_C(0xc51fddeb084228da), UINT64_C(0x681195d618e2c11b) }, 
{ UINT64_C(0xf8dba2e1369fee23), UINT64_C(0x9d1ae70e5aa1e3c0) }, { UINT64_C(0x22e7fabf4817abc5), UINT64_C(0xae99b7a9d8fe06c3) }, 
{ UINT64_C(0x2420553a2fc09304), UINT64_C(0x2882c1dd71c9d2d6) }, { UINT64_C(0x602d6287bfee064d), UINT64_C(0xb7736c4c02f6de93) }, 
{ UINT64_C(0xad44e8e2825bcfe9), UINT64_C(0x5546f02a45e1ec05) }, { UINT64_C(0x493e791510845077), UINT64_C(0xd022e96f30074136) }, 
{ UINT64_C(0x7c8c51911bae77f0), UINT64_C(0xaf0d92072db19060) }, { UINT64_C(0xcc17590473727cdb), UINT64_C(0x62d03470954114cf) }, 
{ UINT64_C(0x8112ea56986cbd93), UINT64_C(0xf7e038476bddcd5e) }, { UINT64_C(0x9db3d9403c2ccc2e), UINT64_C(0xef9ec60c449a83ad) }, 
{ UINT64_C(0xdb428b3f304ff099), UINT64_C(0xb366f8b15009c35a) }, { UINT64_C(0x239929de06d01eba), UINT64_C(0x2e7c1fbf0aa8209a) }, 
{ UINT64_C(0xafb88d201e166617), UINT64_C(0x964f6306224da0b7) }, { UINT64_C(0x4573e4dcdee92036), UINT64_C(0x1f140587a1692a1c) }, 
{ UINT64_C(0x7584d57e609e23f1), UINT64_C(0xa5cc33a1a01245b4) }, { UINT64_C(0x2a91ad317de04abb), UINT64_C(0x24bdbe19870bf54e) }, 
{ UINT64_C(0xb4a0c2d293469a14), UINT64_C(0x88cf432f766b1c08) }, { UINT64_C(0x6aa750cb16544ecd), UINT64_C(0xfe5ef6d03aaf61ac) }, 
{ UINT64_C(0xe2bd3e72f508a75f), UINT64_C(0x037f6f31dcd17926) }, { UINT64_C(0x06c7af8567d738c1), UINT64_C(0x861b7674a937d415) }, 
{ UINT64_C(0x3dc47f0a3eddc6f9), UINT64_C(0xf50b72d8424322db) }, { UINT64_C(0xd8c03d9ce2c5ec18), UINT64_C(0xf08ac38be5f3a9b1) }, 
{ UINT64_C(0xcbae25e05a62f165), UINT64_C(0x642eea12ee20e683) }, { UINT64_C(0xcf95efa7a1f8605a), UINT64_C(0x213c0f4a20bb7e24) }, 
{ UINT64_C(0xfe1c0d645148d6e2), UINT64_C(0x1b01917af39637d5) }, { UINT64_C(0xf9a5718078585b5c), UINT64_C(0x1dff4f1888f7c599) }, 
{ UINT64_C(0x9b7476c55bfbf4ef), UINT64_C(0x6985b078edad57b8) }, { UINT64_C(0xeacb69fcc0ff4621), UINT64_C(0x895b668183248aab) }, 
{ UINT64_C(0x0382b6a3d28a1c81), UINT64_C(0x43ec3b3ab5fa6aeb) }, { UINT64_C(0xfce068a6cd057f1c), UINT64_C(0xd8080256943a7b67) }, 
{ UINT64_C(0x1f2385b576ca6d3c), UINT64_C(0x5b92c5719abd2418) }, { UINT64_C(0x1755d23b433d8c42), UINT64_C(0xd1b6ccc1c548d795) }, 
{ UINT64_C(0x59d2d7ca7aa9518b), UINT64_C(0x076afbcc8e2e64ef) }, { UINT64_C(0x090884ef7b305401), UINT64_C(0x0ac1a1a68da3d5d4) }, 
{ UINT64_C(0x74fa061f2e59968e), UINT64_C(0x25299bb7724463ed) }, { UINT64_C(0x723da99a498eae4f), UINT64_C(0xa332edc3db73b7f8) }, 
{ UINT64_C(0x2d28d1d554f0c705), UINT64_C(0x2243607bfc6a0702) }, { UINT64_C(0x2eaa6776867adb84), UINT64_C(0x61af5b4149906de9) }, 
{ UINT64_C(0x1210cb1df660a802), UINT64_C(0x1441818fd985696b) }, { UINT64_C(0x9739eb0c959684ae), UINT64_C(0xa6b35c907cc33c92) }, 
{ UINT64_C(0xf714898b2a7882e3), UINT64_C(0x11c030dc7e35e201) }, { UINT64_C(0xbcd6955ca6b17b6a), UINT64_C(0x02eb4a9f299eef85) }, 
{ UINT64_C(0x7df282f05569c28f), UINT64_C(0x2fe83a11ffe7b639) }, { UINT64_C(0xe949df5f12755aa0), UINT64_C(0xcab75dbb36dee040) }, 
{ UINT64_C(0x36309e27d9a03b06), UINT64_C(0x3cc34052a84cbbbd) }, { UINT64_C(0x5358e586d313190b), UINT64_C(0x4e476150b677dbd0) }, 
{ UINT64_C(0x8964bdd8ad9b5ced), UINT64_C(0x7dc431f734283ed3) }, { UINT64_C(0xd24a0fd04b7fa498), UINT64_C(0xb9a75917ddaa168e) }, 
{ UINT64_C(0x017ed3614ec7b57f), UINT64_C(0x80e5a816d2562659) }, { UINT64_C(0xbb6fe9b88fa1f6d4), UINT64_C(0x041594fd52ff1dc9) }, 
{ UINT64_C(0x8457f3702d3199d3), UINT64_C(0x32177509771073a0) }, { UINT64_C(0xe7f827544055831f), UINT64_C(0xc688227fc01cc7d8) }, 
{ UINT64_C(0xbf5423ff743b67eb), UINT64_C(0x410771a59c64856e) }, { UINT64_C(0x57632fc128898834), UINT64_C(0x0b55840878ec4377) }, 
{ UINT64_C(0x8fa3125dca4c642c), UINT64_C(0xfbdf47839d1feac6) }, { UINT64_C(0x9ccd0a2172eb7951), UINT64_C(0x6f7b6e1a96cca5f4) }, 
{ UINT64_C(0xb65ca7100f0b33ea), UINT64_C(0x4bc6d00311c750ba) }, { UINT64_C(0x478f811e42a489c8), UINT64_C(0xdc1d96abc6c566ae) }, 
{ UINT64_C(0x4d05b352eb1ec148), UINT64_C(0x95300c37fe9cd991) }, { UINT64_C(0xba113ad9c16643ab), UINT64_C(0x84f03ceb80a93b90) }, 
{ UINT64_C(0x6e9c9a8cedcedff2), UINT64_C(0xbb4c1388f434f90b) }, { UINT64_C(0xb9938c7a13ec5f2a), UINT64_C(0xc71c07d13553517b) }, 
{ UINT64_C(0xaec65e4150d1d368), UINT64_C(0x16aacb10f01b86ee) }, { UINT64_C(0xfb591442e415f2a2), UINT64_C(0xdef6dc34ef5b892b) }, 
{ UINT64_C(0x19e42a30111d55fd), UINT64_C(0xdd89b305338af00d) }, { UINT64_C(0x29131b92af6a563a), UINT64_C(0x6751852332f19fa5) }, 
{ UINT64_C(0x71bf1f399b04b2ce), UINT64_C(0xe0ded6f96e89dd13) }, { UINT64_C(0x63afd4246d641acc), UINT64_C(0xf49f5776b70cb478) }, 
{ UINT64_C(0x54e19962fa0394b5), UINT64_C(0x48b9bf32cd16299c) }, { UINT64_C(0x760663ddb2143f70), UINT64_C(0xe620089b15e82f5f) }, 
{ UINT64_C(0x7e70345387e3de0e), UINT64_C(0x6c04012b4a1ddcd2) }, { UINT64_C(0xa3f510e9d07b1656), UINT64_C(0x59798feeb323cb9d) }, 
{ UINT64_C(0x4840aa745e43e508), UINT64_C(0x50c74179e251676f) }, { UINT64_C(0x6c60ff4e7183760c), UINT64_C(0x784580a49398b5b9) }, 
{ UINT64_C(0x4036fdfa6bb40476), UINT64_C(0xdae348c9bda494e2) }, { UINT64_C(0x82905cf54ae6a112), UINT64_C(0xb40c037dde27a7b5) }, 
{ UINT64_C(0x0eb1f80b5220d9bf), UINT64_C(0x0c3f7fc4f6c22798) }, { UINT64_C(0x6416a8c044749772), UINT64_C(0xf2618914cc6d4634) }, 
{ UINT64_C(0x8b98d81a31d6f513), UINT64_C(0xbecda2db53847261) }, { UINT64_C(0x3a7d03ee17cd4b47), UINT64_C(0xf3f5acba3922d097) }, 
{ UINT64_C(0xf66a5aea64bf379c), UINT64_C(0x912598caac63c458) }, { UINT64_C(0x46f1527f0c633cb7), UINT64_C(0x5cf83ebd149340f7) }, 
{ UINT64_C(0xf0adf56f03680f5d), UINT64_C(0x173eeebe0554104d) }, { UINT64_C(0x35b228840b2a2787), UINT64_C(0x7f2f7b681db6d156) }, 
{ UINT64_C(0xbda8463de876ce15), UINT64_C(0x820ee289fbc8c9dc) }, { UINT64_C(0xe0415bb069450ea1), UINT64_C(0xc076fc1dbb7d3594) }, 
{ UINT64_C(0xac3a3b83cc9c7a96), UINT64_C(0xd5a3583c97b7ca5c) }, { UINT64_C(0xa28bc3889ebca329), UINT64_C(0xd99c27f86175edc4) }, 
{ UINT64_C(0x908097e8bc860910), UINT64_C(0xa04d82f207a2cede) }, { UINT64_C(0x255e865b6107267b), UINT64_C(0xa86769cba39ff48f) }, 
{ UINT64_C(0xc05ac4cdbd1f0c9a), UINT64_C(0xade6d898042f7fe5) }, { UINT64_C(0x30f731a2be7703c7), UINT64_C(0xbad83626017b6fa8) }, 
{ UINT64_C(0x67941e6396fe8bf3), UINT64_C(0xb18db22e79972cdf) }, { UINT64_C(0x9302214b6e0c1591), UINT64_C(0xe3a1b9c8b258a435) }, 
{ UINT64_C(0x3e46c9a9ec57da78), UINT64_C(0xb6e749e2f7b94830) }, { UINT64_C(0x91fe4489f241bc6f), UINT64_C(0x20a82ae4d5f4e887) }, 
{ UINT64_C(0xff62de051f8f639d), UINT64_C(0x9be4396c21c0118c) }, { UINT64_C(0xe47a91f792df9f9e), UINT64_C(0x8564194575e6ad33) }, 
{ UINT64_C(0x6bd983aa5893fbb2), UINT64_C(0x7ebb5ec6e8f947f5) }, { UINT64_C(0x70c1cc58d5c307b1), UINT64_C(0x603b7eefbcdffb4a) }, 
{ UINT64_C(0x6153b1e6f129b332), UINT64_C(0x3796c45ad0a0f8ca) }, { UINT64_C(0x5b2eb208e6e4f875), UINT64_C(0xc46368e0e982285d) }, 
{ UINT64_C(0xd1c8b97399f5b819), UINT64_C(0xfa4b622d68507c65) }, { UINT64_C(0x162b015a0dfa393d), UINT64_C(0x515364d7171ef1cc) }, 
{ UINT64_C(0x0bf4e12de77dfdff), UINT64_C(0xc9c8328aea0f9966) }, { UINT64_C(0x5e6bab2e53b9dc35), UINT64_C(0x019425aef54f96a3) }, 
{ UINT64_C(0x50da53250199058a), UINT64_C(0x0dab5a6a038db13b) }, { UINT64_C(0x0876578e35f7e17e), UINT64_C(0x8a2409b05ff5f38d) }, 
{ UINT64_C(0x83ee8f940421146d), UINT64_C(0x34e9ab6b0c7181ec) }, { UINT64_C(0xb1e5dbf4261bbe54), UINT64_C(0x4d380e616aa6a2f6) }, 
{ UINT64_C(0x39ffb54dc54757c6), UINT64_C(0xb01997808cd8ba7c) }, { UINT64_C(0x0a8a324ca9ba4880), UINT64_C(0x492d9a9c3859bf3f) }, 
{ UINT64_C(0x14d7649891b790c3), UINT64_C(0x925af7fb70b2bd7e) }, { UINT64_C(0x1ca13316a44071bd), UINT64_C(0x187efe4b2f474ef3) }, 
{ UINT64_C(0x65687ba10ab3220d), UINT64_C(0x728421021e3b606d) }, { UINT64_C(0xaafd9406ab4b4257), UINT64_C(0x53b82e483e801e49) }, 
{ UINT64_C(0xe8370c3e5cb2efdf), UINT64_C(0x4a52f5ade488c619) }, { UINT64_C(0x51a480444f5eb0f5), UINT64_C(0x8d4ef27cd1db9762) }, 
{ UINT64_C(0xc7e3b829940f8124), UINT64_C(0xab1806fa7f4e8da9) }, { UINT64_C(0xa801f1c43706eba9), UINT64_C(0x90b1bd64592c52fb) }, 
{ UINT64_C(0x0d334ea880aac53e), UINT64_C(0x4fd344fe43384d73) }, { UINT64_C(0xa109752b4c36bfa8), UINT64_C(0x9a701cc2d48f872f) }, 
{ UINT64_C(0x1e5d56d4380dd843), UINT64_C(0xdb776d6748eb0241) }, { UINT64_C(0x4e8705f13994ddc9), UINT64_C(0xd6dc370d4b66b37a) }, 
{ UINT64_C(0xa077a64a02f10ad7), UINT64_C(0x1a95b4d406d9a176) }, { UINT64_C(0x374e4d4697678e79), UINT64_C(0xbc26e8447a1a9de4) }, 
{ UINT64_C(0xa97f22a579c15ed6), UINT64_C(0x105415728b7a74a2) }, { UINT64_C(0x4abccfb6c20e4cf6), UINT64_C(0x93ced25585fd2bdd) }, 
{ UINT64_C(0x1a669c93c397497c), UINT64_C(0x9e65883f86709ae6) }, { UINT64_C(0xf1d3260e4dafba22), UINT64_C(0x97db46a8d7023614) }, 
{ UINT64_C(0x3881662c8b80e2b9), UINT64_C(0x30fc3f965e8e9c25) }, { UINT64_C(0x1b184ff28d50fc03), UINT64_C(0x1e8020295426bcbf) }, 
{ UINT64_C(0xec0cc679a7287ee0), UINT64_C(0x0f4010f52a135ebe) }, { UINT64_C(0x7778b0bcfcd38a0f), UINT64_C(0x66c5a08dc7be0906) }, 
{ UINT64_C(0x806c3937d6ab08ec), UINT64_C(0x77059051b98beb07) }, { UINT64_C(0xe13f88d12782bbde), UINT64_C(0x4093540b692b13cd) }, 
{ UINT64_C(0x2c5602b41a37727a), UINT64_C(0xa2a6c86d2e3c215b) }, { UINT64_C(0xbe2af09e3afcd294), UINT64_C(0xc1e2d9b34e32a337) }, 
{ UINT64_C(0x79c948b7aef353b0), UINT64_C(0x6afadf49317c2e9e) }, { UINT64_C(0x15a9b7f9df7025bc), UINT64_C(0x12bf5feda2e49b27) }, 
{ UINT64_C(0xf32f43ccd1e213dc), UINT64_C(0x54d2d584b0ae7aa6) }, { UINT64_C(0xa44c6c0df96b9be8), UINT64_C(0x5f87518cc84239d1) }, 
{ UINT64_C(0xab834767e58cf728), UINT64_C(0xd35d865eecd63810) }, { UINT64_C(0x95c58ece09db2d50), UINT64_C(0x65bacfbc1b6f7020) }, 
{ UINT64_C(0x7b352d7532befa4e), UINT64_C(0xa9f34c6556d0622c) }, { UINT64_C(0x685b35098a19e733), UINT64_C(0x3d5765fc5d032d1e) }, 
{ UINT64_C(0x5a506169a8234d0a), UINT64_C(0x4486c0f63bd40e04) }, { UINT64_C(0x5f15784f1d7e694a), UINT64_C(0x81718db82719b0fa) }, 
{ UINT64_C(0xd671c597b0e535a7), UINT64_C(0xfcb5bc4f13318e29) }, { UINT64_C(0xa532bf6cb7ac2e97), UINT64_C(0xdf62f99a1a141f88) }, 
{ UINT64_C(0xe686f4350e923660), UINT64_C(0x466d8a69124ae181) }, { UINT64_C(0x6d1e2c2f3f44c373), UINT64_C(0xf8a028b241ce93e0) }, 
{ UINT64_C(0xeef0a3bb3b65d71e), UINT64_C(0xcc4983d94dbf120c) }, { UINT64_C(0x0000000000000000), UINT64_C(0x0000000000000000) }, 
{ UINT64_C(0xf4963f28f8f29e62), UINT64_C(0x522c0be6cbcf88ea) }, { UINT64_C(0x21654c1c9a9db744), UINT64_C(0xed758c936d046c28) }, 
{ UINT64_C(0xcad0f68114a5441a), UINT64_C(0xe4cb42043c76c0da) }, { UINT64_C(0x3189e2c3f0b0b6b8), UINT64_C(0x3a3d9e30d32d49f1) }, 
{ UINT64_C(0x3b03d08f590afe38), UINT64_C(0x731004aceb74f6ce) }, { UINT64_C(0x189af9515fdae082), UINT64_C(0x5d6c1b13e1dcd654) }, 
{ UINT64_C(0xc2a6a10f2152a564), UINT64_C(0x6eef4bb463833357) }, { UINT64_C(0xed721518e9efcb9f), UINT64_C(0x8fa5b8e3f84578e7) }, 
{ UINT64_C(0xd5f37334626f2926), UINT64_C(0xbf598775a6cbe4c2) }, { UINT64_C(0x0c4d9dc9ce6d7041), UINT64_C(0xcf36ece8916e6b2a) }, 
{ UINT64_C(0x8c21a4fe18c678ad), UINT64_C(0xb8337cb928e5802d) }, { UINT64_C(0x286dc8f3e1ade345), UINT64_C(0xe7b42d35e0a7b9fc) }, 
{ UINT64_C(0x337587016cfd1f46), UINT64_C(0xf9340d1cb4810543) }, { UINT64_C(0x881a6eb9e35ce992), UINT64_C(0xfd2199e1e67e188a) }, 
{ UINT64_C(0xdcfbf7db195f7d27), UINT64_C(0xb59826d32b683116) }, { UINT64_C(0xebb5ba9d8e38f35e), UINT64_C(0x09bece975172acf2) }, 
{ UINT64_C(0xb8ed5f1b5d2bea55), UINT64_C(0x47f9afc7e7057722) }, { UINT64_C(0x94bb5daf471c982f), UINT64_C(0xe55f67aac9395679) }, 
{ UINT64_C(0x66eacd02d8393e8c), UINT64_C(0x31681a38abc10a86) }, { UINT64_C(0xf25190ad9f25a6a3), UINT64_C(0xd4377d9262f85cff) }, 
{ UINT64_C(0xc4610e8a46859da5), UINT64_C(0xe8f43dc0cab4e742) }, { UINT64_C(0x136e187cb8a71d7d), UINT64_C(0x94a429990bd34f32) }, 
{ UINT64_C(0xa7cedaae2be18769), UINT64_C(0x1c6b6ab67db8533a) }, { UINT64_C(0xb2676d57f491a2d5), UINT64_C(0x0ed4355bdf5cc81d) }, 
{ UINT64_C(0xb722747141cc8695), UINT64_C(0xcb237815c39176e3) }, { UINT64_C(0x201b9f7dd45a023b), UINT64_C(0x6d902485bf524a71) }, 
{ UINT64_C(0x3f381ac8a2906f07), UINT64_C(0x3602e1f425ef6e69) }, { UINT64_C(0xdd8524ba5798c858), UINT64_C(0x357d8ec5f93e174f) }, 
{ UINT64_C(0x62d1074523a3afb3), UINT64_C(0x747aff60655a9221) }, { UINT64_C(0x05451926b55d2440), UINT64_C(0xc5f74d4e1ccdbefe) }, 
{ UINT64_C(0x3cbaac6b701a7386), UINT64_C(0x75eedace90150482) }, { UINT64_C(0x8529201163f62cac), UINT64_C(0xb2f2dd1fa54655f9) }, 
{ UINT64_C(0xf5e8ec49b6352b1d), UINT64_C(0xd2c9a3f01999aeb3) }, { UINT64_C(0x43b44b59b93e18f7), UINT64_C(0x990f73f3085efe09) }, 
{ UINT64_C(0x73437afb07491b30), UINT64_C(0x23d745d5092591a1) }, { UINT64_C(0x4c7b6033a5d97437), UINT64_C(0x15d5a4212ccaffc8) }, 
{ UINT64_C(0xb5de11b3dd812f6b), UINT64_C(0x082aeb39a43d3a51) }, { UINT64_C(0xc82c934388e8ede4), UINT64_C(0x27c2d1285bda8c68) }, 
{ UINT64_C(0x42ca9838f7f9ad88), UINT64_C(0x19eadbe5da08d850) }, { UINT64_C(0xde0792198512d4d9), UINT64_C(0x7691b5ff4cc47da4) }, 
{ UINT64_C(0xd334dcb105b811e7), UINT64_C(0x3942f1010ffc30d7) }, { UINT64_C(0x4bc21cd78cc9f989), UINT64_C(0x132b7a4357ab0d84) }, 
{ UINT64_C(0xe5044296dc182ae1), UINT64_C(0x0581b153a7b08b6a) }, { UINT64_C(0xc3d8726e6f95101b), UINT64_C(0xee0ae3a2b1d5150e) }, 
{ UINT64_C(0x11927dbe24eab483), UINT64_C(0x57adbab56c7f0380) }, { UINT64_C(0x440d37bd902e9549), UINT64_C(0x9ff1ad91733f0c45) }, 
{ UINT64_C(0x6925e668c4de524c), UINT64_C(0xbdb2cdea8f550b47) }, { UINT64_C(0x043bca47fb9a913f), UINT64_C(0x4512e558ce9b98a7) }, 
{ UINT64_C(0x34ccfbe545ed92f8), UINT64_C(0xffcad37ecfe0f70f) }, { UINT64_C(0x02fc65c29c4da9fe), UINT64_C(0xc309932c67ac4cb2) }, 
{ UINT64_C(0x6fe249eda3096a8d), UINT64_C(0x3ba9bb9e2662df52) }, { UINT64_C(0x8eddc13c848bd153), UINT64_C(0x7b3aef954f49cc9f) }, 
{ UINT64_C(0xb319be36ba5617aa), UINT64_C(0x8e319d4d0d0aee44) }, { UINT64_C(0x9a0aa5a4153c4190), UINT64_C(0xe960186e3ffb71e1) }, 
{ UINT64_C(0x559f4a03b4c421ca), UINT64_C(0xc85c17241f400fc5) }, { UINT64_C(0xd70f16f6fe2280d8), UINT64_C(0x7c501459c167a870) }, 
{ UINT64_C(0x27a2e399fd4a8f85), UINT64_C(0x6b6efae7c433b83d) }, { UINT64_C(0xef8e70da75a26261), UINT64_C(0x4cac2bcf9fe93455) }, 
{ UINT64_C(0xe3c3ed13bbcf1220), UINT64_C(0x839ac7270e875f7f) }, { UINT64_C(0x7f0ee732c9246b71), UINT64_C(0xece1a93d984bfa8b) }, 
{ UINT64_C(0xd9beeefdac025967), UINT64_C(0x706f6b9d37a58fe8) }, { UINT64_C(0xcd698a653db5c9a4), UINT64_C(0xe2359c6647173296) }, 
{ UINT64_C(0x86ab96b2b17c302d), UINT64_C(0xf11ee62510bc3f12) }, { UINT64_C(0xb09b089568dc0b2b), UINT64_C(0xcddda677b8f084af) }, 
{ UINT64_C(0x41482e9b2573b109), UINT64_C(0x5a06e0df6ff2b2bb) }, { UINT64_C(0xc69d6b48dac8345b), UINT64_C(0x2bfdaeecad18abf0) }, 
{ UINT64_C(0x5c97ceeccff475cb), UINT64_C(0xc29db68292e3da11) }, { UINT64_C(0xc9524022c62f589b), UINT64_C(0xa727793e898caa31) }, 
{ UINT64_C(0xceeb3cc6ef3fd525), UINT64_C(0xa1d9a75cf2ed587d) }, { UINT64_C(0x9f4fbc82a06165d0), UINT64_C(0x2c9755202336cf1f) }, 
{ UINT64_C(0x07b97ce429108dbe), UINT64_C(0x06fede627b61f24c) }, { UINT64_C(0xc12417acf3d8b9e5), UINT64_C(0x2d03708ed67959bc) }, 
{ UINT64_C(0x8ae60b7b7f11406c), UINT64_C(0x3e280acd81d25438) }, { UINT64_C(0x87d545d3ffbb8552), UINT64_C(0x71fb4e33c2ea194b) }, 
{ UINT64_C(0xd48da0552ca89c59), UINT64_C(0x3fbc2f63749dc29b) }, { UINT64_C(0xdf794178cbd561a6), UINT64_C(0xf6741de99e925bfd) }, 
{ UINT64_C(0x522636e79dd4ac74), UINT64_C(0xcea2c9466421fd89) }, { UINT64_C(0x8d5f779f5601cdd2), UINT64_C(0x38d6d4affab3a674) }, 
{ UINT64_C(0xda3c585e7e8845e6), UINT64_C(0x338350a7825fe503) }, { UINT64_C(0x58ac04ab346ee4f4), UINT64_C(0x878f53da5c7842b6) }, 
{ UINT64_C(0x5de91d8d8133c0b4), UINT64_C(0x42781e9440b5fc48) }, { UINT64_C(0x0fcf2b6a1ce76cc0), UINT64_C(0x8cdad7d2249401c1) }, 
{ UINT64_C(0x9647386ddb5131d1), UINT64_C(0x2656f486ae951acb) }, { UINT64_C(0xd0b66a12d7320d66), UINT64_C(0x7aaeca3bba065a3c) }, 
{ UINT64_C(0x9e316fe3eea6d0af), UINT64_C(0xac72fd36f160e946) }, { UINT64_C(0x1ddfe077ea87c4c2), UINT64_C(0x989b565dfd1168aa) }, 
{ UINT64_C(0x320b5460223aaa39), UINT64_C(0x79d1a50a66d7231a) }, { UINT64_C(0x561dfca0664e3d4b), UINT64_C(0x8bb02c1eaaba652e) }, 
{ UINT64_C(0xfd9ebbc783c2ca63), UINT64_C(0x58edaa40466c5d3e) }, { UINT64_C(0x4ff9d690775368b6), UINT64_C(0x56399f1b99309523) }, 
{ UINT64_C(0x7cd4a41bb3820eb2), UINT64_C(0x5e591d8d98fb3354) }, { UINT64_C(0xf44038f84c990fec), UINT64_C(0x9076be36c108565a) }, 
{ UINT64_C(0x0197344ed8522c9f), UINT64_C(0xb8ae1f395bcb044b) }, { UINT64_C(0x534d04d3cdf8a090), UINT64_C(0x1848de0576418f0f) }, 
{ UINT64_C(0x8903a8ad27492dc1), UINT64_C(0x7681bc8202386145) }, { UINT64_C(0x24d19f2fda597932), UINT64_C(0xc4191ac89eb3909b) }, 
{ UINT64_C(0x67f85d9609c85c46), UINT64_C(0x0d23f7db111f5fae) }, { UINT64_C(0x6fca3ea3061dff34), UINT64_C(0x841a0fd08c887fb3) }, 
{ UINT64_C(0x40539e6b78675116), UINT64_C(0xc20bcc586232c3e8) }, { UINT64_C(0x5f66b71d24a6b3db), UINT64_C(0x348c5aea447cbffd) }, 
{ UINT64_C(0x09a5577bd7878fed), UINT64_C(0x3197e732c65c2456) }, { UINT64_C(0x3d100e3e13b7733b), UINT64_C(0x24fcceeca102f4f7) }, 
{ UINT64_C(0xef6cc175f6d35d18), UINT64_C(0xc30c546048ec3aa0) }, { UINT64_C(0x16907e0d8b466d20), UINT64_C(0xc7107180e0125843) }, 
{ UINT64_C(0xe75ea240f906fe6a), UINT64_C(0x4a35ac6bd57b1abd) }, { UINT64_C(0xcbbd5e5a2c8a242a), UINT64_C(0x07154ea8d65faa3b) }, 
{ UINT64_C(0xc8c70288877c5048), UINT64_C(0x0c246fe33bc1a6e6) }, { UINT64_C(0x7a201c7c26ade676), UINT64_C(0x483b5f1b81042b2d) }, 
{ UINT64_C(0x963681db7b88cf0c), UINT64_C(0x80062a3024761d50) }, { UINT64_C(0x74e6c72ebc57adc0), UINT64_C(0xd760e586056c1349) }, 
{ UINT64_C(0x11f3f224c63ba97b), UINT64_C(0x69dc2c2fa2264471) }, { UINT64_C(0x4c782da59139425d), UINT64_C(0xeecf48b7500ff31a) }, 
{ UINT64_C(0x8e6024846a34e99a), UINT64_C(0xd84de12d400c7d77) }, { UINT64_C(0x610ce5f19ce7b482), UINT64_C(0x1b41b54d08e047d7) }, 
{ UINT64_C(0x263cf7b3a9fd21cf), UINT64_C(0x778624ba28e6980d) }, { UINT64_C(0x5b7f67e6c22d03e2), UINT64_C(0x9171260eebd6af12) }, 
{ UINT64_C(0xdfc048cbd46811f7), UINT64_C(0x739a015a8018faee) }, { UINT64_C(0x28fa2ce133076a79), UINT64_C(0xe8dd9e27ac8ea069) }, 
{ UINT64_C(0xfde56f839b1e8001), UINT64_C(0xa1e159040754720c) }, { UINT64_C(0x1b2cf98dba4a52f4), UINT64_C(0x537aea5689e46cfa) }, 
{ UINT64_C(0x4329c2b9d3912574), UINT64_C(0xc93aed138faccf35) }, { UINT64_C(0xf1cedc4d7240934a), UINT64_C(0x8d25ddeb356942fe) }, 
{ UINT64_C(0xd27ccf4be5642e23), UINT64_C(0xe7f09a8ce9eece57) }, { UINT64_C(0x17074a43531441bf), UINT64_C(0x7fbe6eb9bbd95c08) }, 
{ UINT64_C(0xf2b4809fd9b6e728), UINT64_C(0x8614fca0d8f74e23) }, { UINT64_C(0xed81a9e9857705e5), UINT64_C(0x70936a12feb93236) }, 
{ UINT64_C(0x1ea21d388493ce52), UINT64_C(0x4e29898b7d85785e) }, { UINT64_C(0x98f05a89e17284ba), UINT64_C(0x1f5d90ada01e2534) }, 
{ UINT64_C(0xbdb6f1e8e379d117), UINT64_C(0x63ea955c6566b1e4) }, { UINT64_C(0x7d4390556bd0222d), UINT64_C(0xe6f702b4c330371f) }, 
{ UINT64_C(0x99676ec73920a825), UINT64_C(0xa7f38f94fbd5217f) }, { UINT64_C(0xf059e803aa12bfd5), UINT64_C(0x358bc2d26ea246b5) }, 
{ UINT64_C(0xc4ecb1466e224303), UINT64_C(0x20e0eb0c09fc9614) }, { UINT64_C(0xfa86e3aad663445a), UINT64_C(0x0f2d04ab45606e3e) }, 
{ UINT64_C(0x06f4b867952fe8c4), UINT64_C(0x1662429619ff1879) }, { UINT64_C(0x49f6c910afe0defb), UINT64_C(0xf39c2b6aa46ee7be) }, 
{ UINT64_C(0xa85cd337c3c9c855), UINT64_C(0xafcbc59768eae57a) }, { UINT64_C(0x59920f7ab1895b1f), UINT64_C(0x22ee187c5d83a784) }, 
{ UINT64_C(0xaea86b5056e62091), UINT64_C(0xb9a987017115fd03) }, { UINT64_C(0x37cf05976fc688b4), UINT64_C(0x1e5a08958ac0dc7c) }, 
{ UINT64_C(0x922f51209d037f35), UINT64_C(0x25fb56d48bdc0dbf) }, { UINT64_C(0x9ce98a7207f93483), UINT64_C(0xbaa0ec490fb435db) }, 
{ UINT64_C(0x5754d4282b7310a9), UINT64_C(0xbdb5a2e1d9eb9fe0) }, { UINT64_C(0xc38f3d6f235f8758), UINT64_C(0x8e2cb6a34bc88a26) }, 
{ UINT64_C(0xe1aa1a276c2916ae), UINT64_C(0x5c57eefdcc8402c4) }, { UINT64_C(0xe424fe9252f08a08), UINT64_C(0x41048d2038e51660) }, 
{ UINT64_C(0x7571f3606405815f), UINT64_C(0x6fcefabf5ea71702) }, { UINT64_C(0xd6651fb003ef9e1a), UINT64_C(0x420de6684644deb8) }, 
{ UINT64_C(0x2f99a0c87e7aae22), UINT64_C(0x4611c388eebabc5b) }, { UINT64_C(0xc796ed94c5d43761), UINT64_C(0x2bd1ca47e4629ac9) }, 
{ UINT64_C(0x779c9bfc17a1d9a2), UINT64_C(0xdc51c4cde8f21f94) }, { UINT64_C(0x45dd7ade46becdb0), UINT64_C(0xdf58af859653d74c) }, 
{ UINT64_C(0x795a40ae8d5b9214), UINT64_C(0x430a7e506c9a27f0) }, { UINT64_C(0x2b80703398f11e1b), UINT64_C(0xe3ecbf6c4110acb4) }, 
{ UINT64_C(0x5ae853a81a7f2f7d), UINT64_C(0x29df3937b01dab59) }, { UINT64_C(0xc95036c65f2e7cd7), UINT64_C(0xb48a70da600aa2ad) }, 
{ UINT64_C(0xde577c850c3a3d68), UINT64_C(0xcb341e63dbd3fea5) }, { UINT64_C(0x3be4b65986989bff), UINT64_C(0x329e8c7ab8fdec8e) }, 
{ UINT64_C(0x131e9ab8b59ff186), UINT64_C(0xda43125d14734ce7) }, { UINT64_C(0xb58492ddecac7265), UINT64_C(0xead36d57f8f191f9) }, 
{ UINT64_C(0x6515350a7a6c04bb), UINT64_C(0xbebcc9a9a74a5738) }, { UINT64_C(0x3241e122511f1412), UINT64_C(0x03096b487ea1c8d8) }, 
{ UINT64_C(0x0419d0fbe68bb039), UINT64_C(0xa5fd7ce4afaa10ef) }, { UINT64_C(0xab268fe5683fbc37), UINT64_C(0xa4fae4dc8574e9a7) }, 
{ UINT64_C(0x51a06c4fbe5cf86d), UINT64_C(0xabd7e077c0148799) }, { UINT64_C(0x760bafb2cff3f53d), UINT64_C(0x64ffdbf4b3391bdf) }, 
{ UINT64_C(0x35226d0b1c62d049), UINT64_C(0xadc536e73c95d4ea) }, { UINT64_C(0xb19d42260a27c25c), UINT64_C(0x4f2e11b3575b8116) }, 
{ UINT64_C(0xc0f561bd88a9f33a), UINT64_C(0x851d97e8a65686fb) }, { UINT64_C(0x52da309d15aa8c0f), UINT64_C(0xa0e6c13c2d8a8b44) }, 
{ UINT64_C(0x50375801660ed4f2), UINT64_C(0x1379ff4e9bdf83d2) }, { UINT64_C(0x46a7260ced48b9d2), UINT64_C(0xd4698ece7bcddb91) }, 
{ UINT64_C(0x78cd74e05509be8b), UINT64_C(0xfba46169375123bb) }, { UINT64_C(0x07638c294d7dc45b), UINT64_C(0xaecc5daf42341c32) }, 
{ UINT64_C(0x0dbc8780310c3fd4), UINT64_C(0x946a9bd669f634b9) }, { UINT64_C(0xeae225c0c80ac1be), UINT64_C(0xde5f37bdbc8d2e04) }, 
{ UINT64_C(0x33d6d56c894d388d), UINT64_C(0xbba77471256acc93) }, { UINT64_C(0x88949ce3ff1b015e), UINT64_C(0xce2fa3bb59f3650e) }, 
{ UINT64_C(0xcfa48ea1ca019413), UINT64_C(0xa2e8324c79f5bad4) }, { UINT64_C(0xd488772c704bc6e7), UINT64_C(0xf192d81af011d62e) }, 
{ UINT64_C(0xc16255f350fbdfa5), UINT64_C(0x3db388d1fd9d82b0) }, { UINT64_C(0x542e88fa808564cb), UINT64_C(0xb68483aa3475933d) }, 
{ UINT64_C(0x20c84fd43cd2c90b), UINT64_C(0x61e4662c31198074) }, { UINT64_C(0xc2180921fb0dabc7), UINT64_C(0x3682a99a10038e6d) }, 
{ UINT64_C(0xd10693994e925a41), UINT64_C(0xecc1bbc70470c28a) }, { UINT64_C(0xec169da75d25297a), UINT64_C(0xc83d752ba572367d) }, 
{ UINT64_C(0xb413a69334fe5efa), UINT64_C(0x527d726ea33a95b2) }, { UINT64_C(0xadd23782fd1054f3), UINT64_C(0xb298a64a9c8bf1de) }, 
{ UINT64_C(0xbf5b997490dd89ea), UINT64_C(0xd075ab2ed333b972) }, { UINT64_C(0x70ff17d55adc1df9), UINT64_C(0x729d9962aac603a6) }, 
{ UINT64_C(0x1abbcdc362187e6b), UINT64_C(0xebd4f56fd22f68b1) }, { UINT64_C(0x90c239bceea727c8), UINT64_C(0x966468a63d890529) }, 
{ UINT64_C(0x55b9bcb458d74854), UINT64_C(0x0e2a9c936fbe9776) }, { UINT64_C(0x84bf2f2d16451215), UINT64_C(0xe2eb27546bce55fc) }, 
{ UINT64_C(0x4def19eb496b6ec2), UINT64_C(0x5661578e0bc4f751) }, { UINT64_C(0x83dca3045b38d64e), UINT64_C(0x4c277afb29fa49ce) }, 
{ UINT64_C(0x4b1ba18cdc448606), UINT64_C(0x40031518123bef28) }, { UINT64_C(0x6d27563f75b9a7c9), UINT64_C(0x378531a23add7725) }, 
{ UINT64_C(0x693e86c4933217f0), UINT64_C(0x92784d46957767ca) }, { UINT64_C(0xb2e71ef4a1d1b63e), UINT64_C(0x441f30f8bac58dcb) }, 
{ UINT64_C(0x6cb06271adeb8b56), UINT64_C(0x8f2b2e9b6116736e) }, { UINT64_C(0xb769fa419f082a98), UINT64_C(0x594c53254ea4996f) }, 
{ UINT64_C(0xbc21c5a63b2bfd88), UINT64_C(0xdb448a653eadb5af) }, { UINT64_C(0xe80f4d5cbbae9943), UINT64_C(0x6dc009cf0ad82692) }, 
{ UINT64_C(0x5ef18353fcf49f44), UINT64_C(0x8c2245d31fb7bbb6) }, { UINT64_C(0x8d1a7856c1c29df8), UINT64_C(0xd37cc066ad9271aa) }, 
{ UINT64_C(0xa70d3c2b8161af7c), UINT64_C(0x883e6033b749d955) }, { UINT64_C(0x80a6ffd6f0cea22c), UINT64_C(0x47165bb0c4644513) }, 
{ UINT64_C(0x4f0271773acf363f), UINT64_C(0xe5fe69fcbd91ffc7) }, { UINT64_C(0x3e6a52ecb8410759), UINT64_C(0x2fcdefa74c9cf82a) }, 
{ UINT64_C(0xff08071fe8bad8fc), UINT64_C(0x127e6776b1017a9a) }, { UINT64_C(0x954cdd09d07ebb6e), UINT64_C(0x8b370b7bc9e8118d) }, 
{ UINT64_C(0xcd49e63db9a5ccee), UINT64_C(0x11770c3ecfa0b242) }, { UINT64_C(0xd091a7d796c076de), UINT64_C(0x546fa4fe5fbbc6c1) }, 
{ UINT64_C(0x63e18d6def43ec7f), UINT64_C(0xa8de8b3fbeb54f41) }, { UINT64_C(0x5d8bdf815702eb26), UINT64_C(0x87136498f229b76b) }, 
{ UINT64_C(0xa314ecd067ea1f45), UINT64_C(0x2dc31cd718e3c9ba) }, { UINT64_C(0x4e954539e29d1aa0), UINT64_C(0x5d5076c5e65afb8c) }, 
{ UINT64_C(0x93b8656e455153aa), UINT64_C(0x9d5549edd01709f4) }, { UINT64_C(0x389eea8b2d6eef9d), UINT64_C(0x39afad315563e053) }, 
{ UINT64_C(0xd3ebfb053d3602bc), UINT64_C(0x5f5e85b5b225ca1c) }, { UINT64_C(0xa06eb002cc1c6b27), UINT64_C(0x26f23d9cf57dc567) }, 
{ UINT64_C(0x56c3e066f3213c36), UINT64_C(0x051bbdd882209bab) }, { UINT64_C(0xe998791263fcb5dc), UINT64_C(0xd56e16f6511322d9) }, 
{ UINT64_C(0xb3702aba79839aa1), UINT64_C(0xfcb12fc1e10e8980) }, { UINT64_C(0xfc725bcd434cac9e), UINT64_C(0x194f463d5c9f7647) }, 
{ UINT64_C(0x9e04e2ee745d6c7e), UINT64_C(0x093fd23bb9e13d4d) }, { UINT64_C(0x02ed689c73a458fd), UINT64_C(0xb39f3e72b6550896) }, 
{ UINT64_C(0xd7f22bfedbbdb285), UINT64_C(0xfaa3f9511d8fdaf3) }, { UINT64_C(0xe34772bb1f8d4e53), UINT64_C(0xefc8d08f7ad10a52) }, 
{ UINT64_C(0xac4503cc2542786c), UINT64_C(0x0a36b973c740f595) }, { UINT64_C(0xa69a0865593383e3), UINT64_C(0x30907f0aec82dd1e) }, 
{ UINT64_C(0xbad57dc1ae04154c), UINT64_C(0xcd26c8f32752add6) }, { UINT64_C(0xdbd9983032e3a1ce), UINT64_C(0xd6677dbe2fb2ea01) }, 
{ UINT64_C(0x8c8d4c181990b167), UINT64_C(0x6bd2df5ff65975e1) }, { UINT64_C(0x313bbdf0fae96070), UINT64_C(0x08384a03933fc405) }, 
{ UINT64_C(0x666f69d8d19a70d9), UINT64_C(0xb58de8e24ad45be5) }, { UINT64_C(0xda4eac7eeab18d51), UINT64_C(0x6ec962877479ee4a) }, 
{ UINT64_C(0xd934f0ac4147f933), UINT64_C(0x65f843cc99e7e297) }, { UINT64_C(0x2d74c8540ddef6df), UINT64_C(0xf58efdfa58efb4cd) }, 
{ UINT64_C(0xfe9f335130e8f463), UINT64_C(0xaad0784feaca7ed1) }, { UINT64_C(0x147d1691f8e235dd), UINT64_C(0x748f4ff2564750d5) }, 
{ UINT64_C(0x4861fd5e77b2f264), UINT64_C(0x4b323453ffa5e3f5) }, { UINT64_C(0x8131cb98289c8eb3), UINT64_C(0xffb844899faf4158) }, 
{ UINT64_C(0x3909dec5f53cc302), UINT64_C(0x8101b2080ea8e418) }, { UINT64_C(0x72127f4929784504), UINT64_C(0xc102a7101c930b30) }, 
{ UINT64_C(0x1064c66a1e6985e4), UINT64_C(0xd1723316f9ed403a) }, { UINT64_C(0xf5d70cb694cb2373), UINT64_C(0x28d8a10f9ac35211) }, 
{ UINT64_C(0x9f93d6a0ac0f40e1), UINT64_C(0xb191cd02e22a3906) }, { UINT64_C(0xf73a642ae76f7b8e), UINT64_C(0x9b479f7d2c965a87) }, 
{ UINT64_C(0xd8a3c4e29915d5ac), UINT64_C(0xdd565cf5c22ce6dc) }, { UINT64_C(0xf6ad50643f3d5711), UINT64_C(0x23e98044775d5ecc) }, 
{ UINT64_C(0x5c1cebcf8f50c7b9), UINT64_C(0x3fbd7ba1a9e2b320) }, { UINT64_C(0x9d7ebe3cdfab181c), UINT64_C(0x020ef370547f3190) }, 
{ UINT64_C(0x6276b9233711c0e0), UINT64_C(0x10709406e57e4b0a) }, { UINT64_C(0x0000000000000000), UINT64_C(0x0000000000000000) }, 
{ UINT64_C(0xce33baef1253b88c), UINT64_C(0x1a462d75223ebe9f) }, { UINT64_C(0x8ff710cab266c505), UINT64_C(0x60e3fe141bc7793c) }, 
{ UINT64_C(0x85281b63ce173e8a), UINT64_C(0x5a45386d300551b7) }, { UINT64_C(0xf323b4d101e4cbb7), UINT64_C(0x3ebae399833c4a68) }, 
{ UINT64_C(0x23b213069724bd69), UINT64_C(0x6ad54767dc878ca9) }, { UINT64_C(0x42bef6f70bc309eb), UINT64_C(0x7194f22ad467cb7e) }, 
{ UINT64_C(0xbb42498f765639d3), UINT64_C(0x7588d7ca7c99a99d) }, { UINT64_C(0xfb11d7e40e3168c5), UINT64_C(0xb7831b921eab6a75) }, 
{ UINT64_C(0x41c4aa25a0357d89), UINT64_C(0x7aa5d36139f9c7a3) }, { UINT64_C(0x215f7b9ae480e594), UINT64_C(0xd94a79156ad2843f) }, 
{ UINT64_C(0x47301242351a954d), UINT64_C(0x6cc791f72006dfda) }, { UINT64_C(0xc601d9da1d861bfe), UINT64_C(0x937fd57ebfa99e82) }, 
{ UINT64_C(0x1dd841ea2f65ba30), UINT64_C(0x4518a8c0901b7483) }, { UINT64_C(0x58053b3469db7780), UINT64_C(0x9a4007450648a3cf) }, 
{ UINT64_C(0x083263350fd5a372), UINT64_C(0x8939f80b9d97201d) }, { UINT64_C(0x0adf0ba97c71fb8f), UINT64_C(0x3aa6c6792bc2288b) }, 
{ UINT64_C(0xdcba14197f9e6595), UINT64_C(0x78ab20116d86f633) }, { UINT64_C(0x058ee4b53ed99ca6), UINT64_C(0x1d5363ddf46114a4) }, 
{ UINT64_C(0x3a7382175ecab760), UINT64_C(0x8a309343e336e8c5) }, { UINT64_C(0x3ffd66a260132bc6), UINT64_C(0x9763f09e1757fc61) }, 
{ UINT64_C(0x4a8c95c20416aa99), UINT64_C(0xf8ad0a2149f0eb63) }, { UINT64_C(0xe5b3cadc8aa2a697), UINT64_C(0xf9aa9219632e122b) }, 
{ UINT64_C(0x1856a55f11bc2696), UINT64_C(0x584bcb1d647a6027) }, { UINT64_C(0x0c2bb3cee95e134b), UINT64_C(0x2cc484ef323d30f2) }, 
{ UINT64_C(0x64820144a23e2824), UINT64_C(0x0612d690fc815373) }, { UINT64_C(0xf86b8b36a5c71ca7), UINT64_C(0xbcb23ad9f33566a8) }, 
{ UINT64_C(0x3c873a70cbe55fa4), UINT64_C(0x9c52d1d5fac9f0bc) }, { UINT64_C(0x7faef8c918747ad0), UINT64_C(0x55683cc675653f89) }, 
{ UINT64_C(0x2546ab61020b55ad), UINT64_C(0x7cb705f1c57894d0) }, { UINT64_C(0x68a9b28a4b603b6f), UINT64_C(0x2ad6527fcebc6381) }, 
{ UINT64_C(0xa5e054b7f2c5f781), UINT64_C(0x3ba15e41011cd1c3) }, { UINT64_C(0x0ec6db529afa4bb6), UINT64_C(0x9f5bba9d84683864) }, 
{ UINT64_C(0xb9af211305f2612e), UINT64_C(0xc617e9b8cacca10b) }, { UINT64_C(0xaab1bbabb06d90a8), UINT64_C(0x1c54fbe5debfedec) }, 
{ UINT64_C(0x2e0e9486a62882bd), UINT64_C(0xfebfdcb1b571b810) }, { UINT64_C(0x1289aef66dcddd19), UINT64_C(0x62ed0d644fb848ac) }, 
{ UINT64_C(0x8a79f47f8cbf59a3), UINT64_C(0x7db09dc9efa66d98) }, { UINT64_C(0x6bd3ee58e0964f0d), UINT64_C(0x21e7733423226f5c) }, 
{ UINT64_C(0xdd2d2057a7cc490a), UINT64_C(0xc0053f28364df278) }, { UINT64_C(0xe6c9960e2154d2f5), UINT64_C(0xf29bb3528eb01ef6) }, 
{ UINT64_C(0xb00a7668d275eec3), UINT64_C(0xf7800e8a0c90855d) }, { UINT64_C(0x94dbe947082c97f1), UINT64_C(0x33991442922315c6) }, 
{ UINT64_C(0xc57b8508b6706f9c), UINT64_C(0x984ef4355237925f) }, { UINT64_C(0xccded27361f7e071), UINT64_C(0xa9d91307946bb609) }, 
{ UINT64_C(0x0b483fe7a423d710), UINT64_C(0x8208d94070092cc0) }, { UINT64_C(0x2ce3fc1ad58cda40), UINT64_C(0x4d20e2c30324b086) }, 
{ UINT64_C(0x824b974a836afad1), UINT64_C(0xf48965c272314d85) }, { UINT64_C(0x1f3529765cc1e2cd), UINT64_C(0xf68796b2264e7c15) }, 
{ UINT64_C(0x9b8a065b4a84f0d8), UINT64_C(0x146cb1e64d8029e9) }, { UINT64_C(0xeefbf53b2e817187), UINT64_C(0x7ba24b5913273eeb) }, 
{ UINT64_C(0x73854b07f12a699b), UINT64_C(0x79acb82947580f7b) }, { UINT64_C(0xa9cbe7791b9be4ca), UINT64_C(0x1765daae3321e131) }, 
{ UINT64_C(0x7bb72832feffcae9), UINT64_C(0xf0954022dacf2f66) }, { UINT64_C(0xca2a6a14f4d808b5), UINT64_C(0xbfbb51918d94ae70) }, 
{ UINT64_C(0x27abc3fd71af0d50), UINT64_C(0xcf283b83732d9c46) }, { UINT64_C(0xaf3f5f1e8eb40c0e), UINT64_C(0x010798382adef948) }, 
{ UINT64_C(0x7e39cc87c026564f), UINT64_C(0xedc623ff2eae3bc2) }, { UINT64_C(0x15ea22df20b01942), UINT64_C(0xcc2150cb0d8c549e) }, 
{ UINT64_C(0x34b55945c430fcd6), UINT64_C(0x156b29de675ed0a1) }, { UINT64_C(0x0f51ef1c42a86729), UINT64_C(0x27f5a5a4dfa33c2f) }, 
{ UINT64_C(0x609bd1bf44b5981d), UINT64_C(0xa3efaa74532b439c) }, { UINT64_C(0x037a5cd2abf67462), UINT64_C(0x0b31214bed9e0cdd) }, 
{ UINT64_C(0x97a1b595a3dae393), UINT64_C(0x38a835097fbd191b) }, { UINT64_C(0xe2d046f5c7df62cc), UINT64_C(0x5766cfb6211a0e19) }, 
{ UINT64_C(0x444a4e909eece12f), UINT64_C(0x67f6b0bccd98d307) }, { UINT64_C(0xa47760f92a97db1e), UINT64_C(0x830f41785ad7d588) }, 
{ UINT64_C(0x6e5d0aedde4fd3ab), UINT64_C(0x3cb410e9d7437bf8) }, { UINT64_C(0x1c4f75a4f73796af), UINT64_C(0xfdb6b7f9cbd070c8) }, 
{ UINT64_C(0x9a1d321592d6dc47), UINT64_C(0xacc2aedf164b2da2) }, { UINT64_C(0xa283d89ebfb833da), UINT64_C(0x956d03ee4328cdf1) }, 
{ UINT64_C(0x865247b165e14ae8), UINT64_C(0x51741926dd9b5d6a) }, { UINT64_C(0x222527484f7691f6), UINT64_C(0xd27b585e874c88e2) }, 
{ UINT64_C(0xb6fece0f475a0607), UINT64_C(0xe1e24c1c156f9d24) }, { UINT64_C(0xe03d2e69b47b3a31), UINT64_C(0xe4f9f1c4974f068f) }, 
{ UINT64_C(0x365831d9b794a42b), UINT64_C(0xa6f417acd10bd837) }, { UINT64_C(0x91550df236f50b57), UINT64_C(0x2eca779f66420162) }, 
{ UINT64_C(0xa1f9844c144e47b8), UINT64_C(0x9e5c22a5aeb6c12c) }, { UINT64_C(0x30ac89be22bb4cef), UINT64_C(0xb096553ac8f4c04e) }, 
{ UINT64_C(0xf9fcbf787d953038), UINT64_C(0x041c25e0a8fe62e3) }, { UINT64_C(0x7168239b828e3166), UINT64_C(0xca33865bf10d07ed) }, 
{ UINT64_C(0x19c19111c9ee0a09), UINT64_C(0xe0e5d4243fb1646c) }, { UINT64_C(0xb838155ddda04db1), UINT64_C(0x7eb9f6819107a540) }, 
{ UINT64_C(0xeb75118e1058ed21), UINT64_C(0x66f12884e7462a4f) }, { UINT64_C(0x296d18afeb5546e6), UINT64_C(0x5073811ef745a422) }, 
{ UINT64_C(0xd51f4362a819ea78), UINT64_C(0x493cc723abdad265) }, { UINT64_C(0x2a17447d40a33284), UINT64_C(0x5b42a0551adba8ff) }, 
{ UINT64_C(0x6a44da1638c46392), UINT64_C(0x99496c0d78e96b17) }, { UINT64_C(0xbeccad3a488fa575), UINT64_C(0x68dbb41788f8bd39) }, 
{ UINT64_C(0x87c573ffbdb36677), UINT64_C(0xe9da061f86505921) }, { UINT64_C(0x8beec03154ed753c), UINT64_C(0xc51e82f0b46d69d3) }, 
{ UINT64_C(0xc52388a84ba007fc), UINT64_C(0xa2c881e23bb3c265) }, { UINT64_C(0x72c453b467fde6ee), UINT64_C(0x7e5eba731f4c948f) }, 
{ UINT64_C(0x2afea196daeb16dd), UINT64_C(0x65cf9b0b79d83cc1) }, { UINT64_C(0x8916ef1e6bb35011), UINT64_C(0x09ce1f2822cdd93a) }, 
{ UINT64_C(0x9d197a8af6b6f7cf), UINT64_C(0xb959a09a5d276a2b) }, { UINT64_C(0xa10806f592b9dd6e), UINT64_C(0xaa23a28fdcda7c18) }, 
{ UINT64_C(0xcd256b9fc7a22e31), UINT64_C(0x3c4019176209e36f) }, { UINT64_C(0x5ed92aa5d8f69e16), UINT64_C(0x92f74b4f2c06c0a8) }, 
{ UINT64_C(0x12ec4d13f8e5c9fb), UINT64_C(0x39f1d5853578dbf7) }, { UINT64_C(0xb2946f399acdb8c4), UINT64_C(0xf0c3645c4b240a7f) }, 
{ UINT64_C(0xb902e0acc5bfa6fa), UINT64_C(0xcb78c95337d71f06) }, { UINT64_C(0xfd31642d69aed8da), UINT64_C(0xfef6cf6c77132553) }, 
{ UINT64_C(0x7ac2b083ebffcf23), UINT64_C(0xe0d6228646f6b585) }, { UINT64_C(0x197ac286a797d7c5), UINT64_C(0x024a788a498bce8e) }, 
{ UINT64_C(0xe93ef1b9f4ab7f04), UINT64_C(0x4e6170de08f99642) }, { UINT64_C(0xdbcab6767946124d), UINT64_C(0x4af580099a2cc99d) }, 
{ UINT64_C(0xa50b960fd4b828e9), UINT64_C(0xe567ee1411878d1d) }, { UINT64_C(0x3962c85ad29f7377), UINT64_C(0x3f2f5dd8ee264aa6) }, 
{ UINT64_C(0x3d6158a0949e86f0), UINT64_C(0x706b1143237bbba3) }, { UINT64_C(0x56dfc99254f4b7db), UINT64_C(0x0c7fd3ba75bce1a2) }, 
{ UINT64_C(0xcfc523e2e443b593), UINT64_C(0xfa623fbbe5c67a8c) }, { UINT64_C(0x296ecd34099b212e), UINT64_C(0xc0fcaef15c9108b2) }, 
{ UINT64_C(0x4ba69beeb5629599), UINT64_C(0x4171e7abf16ade29) }, { UINT64_C(0x31642b6d5e9d5aba), UINT64_C(0xa1a7c52db79c6bac) }, 
{ UINT64_C(0xf537871ae5acf117), UINT64_C(0x607e57992ea90459) }, { UINT64_C(0x1aeaae2474e7e036), UINT64_C(0xa7794d706cc2fafd) }, 
{ UINT64_C(0x968ff51fa9c4e9f1), UINT64_C(0x82e20d9521d47f52) }, { UINT64_C(0x9a8a86d263c735bb), UINT64_C(0x532ed9fbb533af5d) }, 
{ UINT64_C(0xcbc6b318a2424014), UINT64_C(0xb5267320289b8b89) }, { UINT64_C(0x0806e3378c0229cd), UINT64_C(0x9e8898f559ba210a) }, 
{ UINT64_C(0x6c2d6d6a551bf35f), UINT64_C(0x9663bb98bed39f77) }, { UINT64_C(0xf044333f533ca8c1), UINT64_C(0x4c2b0854417258cc) }, 
{ UINT64_C(0x87f3d4ae825117f9), UINT64_C(0x1e20edea31e590d6) }, { UINT64_C(0x338463107d7cc118), UINT64_C(0x6785e3813053f24f) }, 
{ UINT64_C(0x8e851346fec29265), UINT64_C(0xe3b96649cad91c4c) }, { UINT64_C(0x2efd316c9ceae35a), UINT64_C(0x2a8bd790b485cdc4) }, 
{ UINT64_C(0x8a8683bcb8c367e2), UINT64_C(0xacfd2ad20784ed49) }, { UINT64_C(0x52dc596812f5425c), UINT64_C(0x433b9f21b8e110a7) }, 
{ UINT64_C(0xd92afe0b5aa789ef), UINT64_C(0x8cd7a6a51de3507e) }, { UINT64_C(0xefdd293e914b1121), UINT64_C(0xc7071ae9426bfea4) }, 
{ UINT64_C(0x7822f8fec81e5481), UINT64_C(0x26f4042ac1392c66) }, { UINT64_C(0xdaba92a989d7be1c), UINT64_C(0x29e4935f38aa640d) }, 
{ UINT64_C(0x9e89162825c6c03c), UINT64_C(0x1c6a9560786e5e58) }, { UINT64_C(0x1d79527ce1962242), UINT64_C(0x4d0e341184d63f8b) }, 
{ UINT64_C(0xfc4140f2993f748b), UINT64_C(0x9de7dc3ad59588c3) }, { UINT64_C(0xabeeadbf3d5a6f01), UINT64_C(0xf2891cd602afc4f1) }, 
{ UINT64_C(0xbe911cf450ce648e), UINT64_C(0x210fb032dfc3da70) }, { UINT64_C(0x4ed52fcb03f2cc4f), UINT64_C(0x6d24b8669eb182bc) }, 
{ UINT64_C(0x42d05c06c9f11005), UINT64_C(0xbce86c080a5652b3) }, { UINT64_C(0x3af2a4f801ef4484), UINT64_C(0x9a1c6822cb6f7ed5) }, 
{ UINT64_C(0x951f99bd7ab4de02), UINT64_C(0x27d1386f049d4b21) }, { UINT64_C(0xfaa29875fcdf1aae), UINT64_C(0x1481b60d9f07e025) }, 
{ UINT64_C(0x21682e03859908e3), UINT64_C(0x5e743604052b29b8) }, { UINT64_C(0x4836f74c6612a26a), UINT64_C(0xe442d251d423ea5a) }, 
{ UINT64_C(0x157fb14b6d940b8f), UINT64_C(0xd386ace4dd6c1e81) }, { UINT64_C(0x97ffd1c0595545a0), UINT64_C(0xe1f31ec38352d2c2) }, 
{ UINT64_C(0x7c2168048e1fa106), UINT64_C(0x69b048b10c64dd63) }, { UINT64_C(0x2f8d15b36c7b4f0b), UINT64_C(0x499ac4c616036054) }, 
{ UINT64_C(0x4c3567b6201357ed), UINT64_C(0xab069eca197e1b5f) }, { UINT64_C(0xe04836518838fa98), UINT64_C(0xb3f8fb7df3c51ad8) }, 
{ UINT64_C(0x281ee9ebf90a8d7f), UINT64_C(0xa3edbda7fe17a522) }, { UINT64_C(0x906c2d98cc2487d4), UINT64_C(0x0b8467a26b4617b4) }, 
{ UINT64_C(0x47a3e8237f6149d3), UINT64_C(0x90bd33c5658d0e26) }, { UINT64_C(0xe44ba6abce390f1f), UINT64_C(0xfcbcb7e63e98ebdd) }, 
{ UINT64_C(0x30140fb2ae0cf6eb), UINT64_C(0xc2b6d67b151ac63c) }, { UINT64_C(0x8ff537990e533e34), UINT64_C(0x80a8751f685fb1dc) }, 
{ UINT64_C(0xbc715489732fff2c), UINT64_C(0xe72d969e580c4393) }, { UINT64_C(0x017024dff091ac51), UINT64_C(0x63111356a286ad90) }, 
{ UINT64_C(0x9bfaa20d935699ea), UINT64_C(0x303fcaad17b502cd) }, { UINT64_C(0x4ad6bf3145f339c8), UINT64_C(0x2260f4fd53ec73b9) }, 
{ UINT64_C(0x991aea70b0b70248), UINT64_C(0xf61dec01907a9b2e) }, { UINT64_C(0xb872c473352e0aab), UINT64_C(0xa869da059551b296) }, 
{ UINT64_C(0xa87ec11dee2a58f2), UINT64_C(0x57ba292c27e6f082) }, { UINT64_C(0xc0503c8dfd305e2a), UINT64_C(0x8e9dde2f54689ef0) }, 
{ UINT64_C(0xdd296ef11ca67c68), UINT64_C(0xc393ea3ed0bea17b) }, { UINT64_C(0x02e0487d23e19ba2), UINT64_C(0xc62226ac87cf99e3) }, 
{ UINT64_C(0x6ecd251776fa68fd), UINT64_C(0x50419d34391c0694) }, { UINT64_C(0xe2a87e2cabd9613a), UINT64_C(0x75daddd1740a833b) }, 
{ UINT64_C(0x36f7d735cbec98ce), UINT64_C(0x4bd0bc4c5f88aeda) }, { UINT64_C(0xa3e84e88b15846cc), UINT64_C(0x6c0184235b15e5fb) }, 
{ UINT64_C(0xf7d7cf67c64d6ab5), UINT64_C(0xa65c7135a9669dba) }, { UINT64_C(0xeead0de161dabd70), UINT64_C(0xa41609bfe0ed5334) }, 
{ UINT64_C(0x6d5d49b5a58a5f0e), UINT64_C(0xf572a8ce1c5532e7) }, { UINT64_C(0xd6bfe16443d46256), UINT64_C(0xf8284731ac4db402) }, 
{ UINT64_C(0x117c21b12b95fe08), UINT64_C(0x9cc2e07f1031ef84) }, { UINT64_C(0xf842d008df3e810c), UINT64_C(0xd2a390a118c879c6) }, 
{ UINT64_C(0x928c65e5efc51c76), UINT64_C(0xcda6410eec898e57) }, { UINT64_C(0xb7e7db1c2c5de112), UINT64_C(0xdc963b9124ff56ea) }, 
{ UINT64_C(0x73b4776b976c4abf), UINT64_C(0x1d4fa925bdca391f) }, { UINT64_C(0x7bb2945c1b6e6372), UINT64_C(0x83c731d0e4701815) }, 
{ UINT64_C(0x1c0976a311078e13), UINT64_C(0x2e1f27472650921b) }, { UINT64_C(0x5fa90e7a28673247), UINT64_C(0xf1e658198e806d38) }, 
{ UINT64_C(0x0976c7e87c93859c), UINT64_C(0xfd998ba3fb3c8c9a) }, { UINT64_C(0x62c856dabcf9b4b7), UINT64_C(0x818d495aadfbd69b) }, 
{ UINT64_C(0xf932f4d72faf2d5d), UINT64_C(0xb1b283f7ba4ed456) }, { UINT64_C(0x040390fa4601f587), UINT64_C(0x4f444c9bcd5df105) }, 
{ UINT64_C(0x60281ea79f182f15), UINT64_C(0x47af6ff62a344f78) }, { UINT64_C(0x3c117c7f640f2aa1), UINT64_C(0x137a021581fd1633) }, 
{ UINT64_C(0x8d157fe42db2a596), UINT64_C(0x468a53b3ef90283f) }, { UINT64_C(0xfea1088fbadeef29), UINT64_C(0x5bc5fa96525a1120) }, 
{ UINT64_C(0x22f842a156e93f10), UINT64_C(0xfb4703fe20621dcb) }, { UINT64_C(0xc12018520da1f27b), UINT64_C(0xed8ccd79f6ee3360) }, 
{ UINT64_C(0x7557afecf28c249a), UINT64_C(0x9429c312f75851f9) }, { UINT64_C(0x8c655b3bdd2309c7), UINT64_C(0x259b40e54d1685af) }, 
{ UINT64_C(0x03906ca2d37037f3), UINT64_C(0xa53335fa25493473) }, { UINT64_C(0x5adaba5f9ef76b91), UINT64_C(0xddb307d4e15b31ad) }, 
{ UINT64_C(0xffd12c504a4f4378), UINT64_C(0x38d4e9c0f0dcbcb0) }, { UINT64_C(0x0ae6ab4aafe3b26f), UINT64_C(0x58aabe59de75b8e9) }, 
{ UINT64_C(0xa2986a5741c9ea9d), UINT64_C(0x0f109775f993486b) }, { UINT64_C(0x9c695e5506275b9e), UINT64_C(0xda48b3ccffa1c7bb) }, 
{ UINT64_C(0x20180adc7508a4b2), UINT64_C(0x3d652552a7ad8428) }, { UINT64_C(0x1ee93ede32e615b1), UINT64_C(0xe83d01eba19f0bf8) }, 
{ UINT64_C(0xf3d45f9d804c9f32), UINT64_C(0xe9183dae643b6cbf) }, { UINT64_C(0xac7d51e7a82bad75), UINT64_C(0x18fe65b7eabb0187) }, 
{ UINT64_C(0x986aceaf4026ae19), UINT64_C(0x950cff5732fc36be) }, { UINT64_C(0x3567bb97189caf3d), UINT64_C(0xeee389b67ac19aa9) }, 
{ UINT64_C(0xfbd2bcaa0c4eb6ff), UINT64_C(0x7790a55b3d814db5) }, { UINT64_C(0x241b9a2633095135), UINT64_C(0x722169c96af0752d) }, 
{ UINT64_C(0x57afed4da4651b8a), UINT64_C(0x6f6ec0ecd73a4c32) }, { UINT64_C(0x83f04454c450e27e), UINT64_C(0x5164a171fcb861d3) }, 
{ UINT64_C(0x9ff932f7d5576c6d), UINT64_C(0x7f7b8636dae8f3c8) }, { UINT64_C(0x43a078d93960bc54), UINT64_C(0xdff97f5ea8d0ff23) }, 
{ UINT64_C(0x278bf684e07966c6), UINT64_C(0xd7125c334fb9415e) }, { UINT64_C(0xd3cc5541f5443b80), UINT64_C(0xd47d18fcc396e897) }, 
{ UINT64_C(0x655baa82298876c3), UINT64_C(0x6bfa303b45ef13ed) }, { UINT64_C(0xe6abeed6edd894bd), UINT64_C(0x3a9e914ab957723e) }, 
{ UINT64_C(0x53ac7db7e264ee0d), UINT64_C(0x202a8c771a67bd37) }, { UINT64_C(0x7d514cdb7e8e0d57), UINT64_C(0x0aa15be7aee270f3) }, 
{ UINT64_C(0xbfe1382ba05fc8df), UINT64_C(0x421ea3647d4577e0) }, { UINT64_C(0x7fb104a65d6f96f5), UINT64_C(0xcc837d4b292de910) }, 
{ UINT64_C(0xad0d753858ba0124), UINT64_C(0x7bef76e1483dac17) }, { UINT64_C(0x2d6d5dce4f9ad4a9), UINT64_C(0x8fb8e26a91ccf9b7) }, 
{ UINT64_C(0x0b968f955f721e3e), UINT64_C(0x3bbbad0f7cf31579) }, { UINT64_C(0x8683f07172c0bba8), UINT64_C(0x7d31febc93633d46) }, 
{ UINT64_C(0xb697ffc3dccc4d43), UINT64_C(0xbf8728c78679fb7a) }, { UINT64_C(0xe138128e78a956c9), UINT64_C(0xd0e9e82b5143b748) }, 
{ UINT64_C(0xae9d199a8bca36d7), UINT64_C(0xdedc431b6d749864) }, { UINT64_C(0x543f81ef77152c79), UINT64_C(0xca5df516f2737841) }, 
{ UINT64_C(0x0573b425b69059d6), UINT64_C(0x2c555fcd6fdb5c95) }, { UINT64_C(0x414030a41a8127f6), UINT64_C(0x19db59f22f1f66c0) }, 
{ UINT64_C(0x16efdde9bee43c7c), UINT64_C(0x76b5991ef8252af2) }, { UINT64_C(0xd12c1d3cd6a5a022), UINT64_C(0x125f3e5044597174) }, 
{ UINT64_C(0x0f951f6f1973ebb9), UINT64_C(0x74ffe194b1aee47c) }, { UINT64_C(0x3ef1340247eeb103), UINT64_C(0xd55824b906328fd0) }, 
{ UINT64_C(0x1f991a01c277b9e0), UINT64_C(0x8b2c12bd0319a668) }, { UINT64_C(0xc6b3e40a98d0300f), UINT64_C(0x07fbb4181efaf616) }, 
{ UINT64_C(0xe7dbca091d4938ec), UINT64_C(0x598f821c1bd1dfae) }, { UINT64_C(0x140f95949d05a7de), UINT64_C(0xb097bfb27feab311) }, 
{ UINT64_C(0x6aceb5ed30fb9d7a), UINT64_C(0x1f05d1aff441f791) }, { UINT64_C(0x180ae65957067b94), UINT64_C(0x615b6bdceb0d631e) }, 
{ UINT64_C(0xb50793610fbc7ab0), UINT64_C(0x1ab41d3da330cf09) }, { UINT64_C(0x4d454369d082fbbc), UINT64_C(0xc8178d9cbbf8b6cf) }, 
{ UINT64_C(0x81100c29e7b179dc), UINT64_C(0x974687dd7b77f830) }, { UINT64_C(0x0ee53bb0e9e247e8), UINT64_C(0x17eef2c2132849ec) }, 
{ UINT64_C(0x554fa53087848028), UINT64_C(0xa94ce64050f5d5d1) }, { UINT64_C(0xaa9e8960cdcbc350), UINT64_C(0x91980f80a0296961) }, 
{ UINT64_C(0xe53b82743ea8a34e), UINT64_C(0x9fada4b09c1e464d) }, { UINT64_C(0x583af222bd16f033), UINT64_C(0x1b9121786694a84e) }, 
{ UINT64_C(0x8463b80c5121200a), UINT64_C(0xbb13d81014aca4a5) }, { UINT64_C(0x0c0573cdca03dc4a), UINT64_C(0xd1ccd46e94e7d00f) }, 
{ UINT64_C(0x4030147bea108ba7), UINT64_C(0x7aca4aa48d99cb50) }, { UINT64_C(0x26fbd25b10e8ca97), UINT64_C(0xb4034f65ed3fecce) }, 
{ UINT64_C(0xcc554f4037338260), UINT64_C(0x5f510a41c08f4eff) }, { UINT64_C(0xd05c39e326340c73), UINT64_C(0x714e2d06e6dfdce4) }, 
{ UINT64_C(0x4fa50b14f363601e), UINT64_C(0x0e35ab303c372f2c) }, { UINT64_C(0x0000000000000000), UINT64_C(0x0000000000000000) }, 
{ UINT64_C(0x594ad6fd4d875c62), UINT64_C(0x7880322ec41205de) }, { UINT64_C(0x61583a786f898344), UINT64_C(0x24be7ca088b2e2e8) }, 
{ UINT64_C(0xa69bfaad07c81f1a), UINT64_C(0x4054dbee34ceb96e) }, { UINT64_C(0xa47bb2d0242984b8), UINT64_C(0x8676fd42b301208d) }, 
{ UINT64_C(0x77b7e791d16dbf38), UINT64_C(0x520be5be7097c81a) }, { UINT64_C(0x46d3ccfc8ff0e582), UINT64_C(0xf3ac2093c70ba3b6) }, 
{ UINT64_C(0x256bbef9c398fd64), UINT64_C(0x11307a9fc876d8bd) }, { UINT64_C(0x3787f3ea3b7d349f), UINT64_C(0x28c1af1afd0e034a) }, 
{ UINT64_C(0x3812ec85220edf26), UINT64_C(0x5c3e4e8e4ca0e736) }, { UINT64_C(0x2388667ea6789341), UINT64_C(0x985610a882e4b05b) }, 
{ UINT64_C(0xc453ac77bb31abad), UINT64_C(0xc1d992b499356ff5) }, { UINT64_C(0xcab697c752d3ec45), UINT64_C(0xd63760768a1d2619) }, 
{ UINT64_C(0xf447a3c5153d5d46), UINT64_C(0x036f44cf8c2fa9c9) }, { UINT64_C(0x642b8e5dd919da92), UINT64_C(0x08eb236de769be7d) }, 
{ UINT64_C(0x93fc413a1f54b027), UINT64_C(0xaeb752584e0f23c7) }, { UINT64_C(0xc7c3c0d568419c5e), UINT64_C(0x64eaa74ebc7c5b86) }, 
{ UINT64_C(0xe84ed566043ad355), UINT64_C(0x2d706388aa7f3bd2) }, { UINT64_C(0x8280608b34c14e2f), UINT64_C(0x3275b2275e3ecc43) }, 
{ UINT64_C(0x2b8e85492a7aba8c), UINT64_C(0x06de885ddb5e9151) }, { UINT64_C(0xa90ee5c21ebbf4a3), UINT64_C(0x34ab3a7a85605d12) }, 
{ UINT64_C(0xd52f8dc690a455a5), UINT64_C(0x5d1b72cb89048071) }, { UINT64_C(0xbd01705683be537d), UINT64_C(0x843c85c8fa8aee03) }, 
{ UINT64_C(0x76c7c34e21fc1369), UINT64_C(0x311af6e8d211658a) }, { UINT64_C(0x3b828027f17ee8d5), UINT64_C(0xf90d7b7469e9d345) }, 
{ UINT64_C(0xb3e44be66a5c1495), UINT64_C(0x93d2770ae9a2a7ef) }, { UINT64_C(0x4946d39396830e3b), UINT64_C(0x8753c10776a547ca) }, 
{ UINT64_C(0xd7cfc5bbb345ce07), UINT64_C(0x9b3954670ecb1992) }, { UINT64_C(0xbbe2a8d1e65e3d58), UINT64_C(0x0d5aefffb01886e5) }, 
{ UINT64_C(0x8bf6a7634852cbb3), UINT64_C(0xcfec3984a50240d9) }, { UINT64_C(0x8866cbc19b22fc40), UINT64_C(0x6adf0c7e804b74aa) }, 
{ UINT64_C(0xafed3d457b5b9a86), UINT64_C(0xbdcd504dcff235f4) }, { UINT64_C(0x6fbd01c8866bc4ac), UINT64_C(0x33508e629b9aab04) }, 
{ UINT64_C(0x71543f16b48dd11d), UINT64_C(0xdb6d8f893a05a0fc) }, { UINT64_C(0xeaae9d1b27db48f7), UINT64_C(0xeb5245242db0a231) }, 
{ UINT64_C(0x66cbc620faf84130), UINT64_C(0xcec905c160a6279e) }, { UINT64_C(0xb104039b49bd8f37), UINT64_C(0x55f051a66e6d3e0c) }, 
{ UINT64_C(0xe3d85af35b48cd6b), UINT64_C(0x16cbce87d68c2eab) }, { UINT64_C(0xf6a7ebb836dcc6e4), UINT64_C(0xc54d62630be0302a) }, 
{ UINT64_C(0xc2b074f0ded1c588), UINT64_C(0x48bff883d3a70713) }, { UINT64_C(0xc3c0502f2e4069d9), UINT64_C(0x2baeebd57121aa83) }, 
{ UINT64_C(0xc856dfba713277e7), UINT64_C(0x101546da0dd2bffa) }, { UINT64_C(0x695ed94fe38baa89), UINT64_C(0xba36e455d108c3e2) }, 
{ UINT64_C(0xb477b7beff2dd6e1), UINT64_C(0x79a50e6b01b66299) }, { UINT64_C(0x0d7557123a92701b), UINT64_C(0xb2ddc73836617d9f) }, 
{ UINT64_C(0xed3d6143b2aa8a83), UINT64_C(0x01253c45c5a46747) }, { UINT64_C(0x32f447cf8ded6d49), UINT64_C(0x0494f0d792d55fdf) }, 
{ UINT64_C(0x70241bc9441c7d4c), UINT64_C(0xb87c9cdf98830d6c) }, { UINT64_C(0xa078222a6228713f), UINT64_C(0xc932b1d97e5cd188) }, 
{ UINT64_C(0x2c1d7911bf0b78f8), UINT64_C(0xeca9f13c334a5427) }, { UINT64_C(0x503c11153114d9fe), UINT64_C(0x8519b98d3f2e8944) }, 
{ UINT64_C(0x806028f61720d58d), UINT64_C(0xf457948bd9f155a0) }, { UINT64_C(0x946fbd628a257253), UINT64_C(0x44c02b39a61be6b1) }, 
{ UINT64_C(0x139c69cc087465aa), UINT64_C(0x5ae0c6d397fe7667) }, { UINT64_C(0xf13417e0a3ad0490), UINT64_C(0x2f3a1b02e3f4f55c) }, 
{ UINT64_C(0xdfc9268c3f47e7ca), UINT64_C(0x05b1cc9257713898) }, { UINT64_C(0x682efd90131a06d8), UINT64_C(0xd927f703738e6e72) }, 
{ UINT64_C(0x911c09473cb52b85), UINT64_C(0x689574f4c9c0ba24) }, { UINT64_C(0x67bbe2ff0a69ed61), UINT64_C(0xadd81697c2208a0e) }, 
{ UINT64_C(0x44338481ac117e20), UINT64_C(0x358e063f40c43a55) }, { UINT64_C(0x4543a05e5c80d271), UINT64_C(0x569f1569e24297c5) }, 
{ UINT64_C(0x1b9a8afb84764c67), UINT64_C(0xc4685e26ce44576d) }, { UINT64_C(0x7ec12079adfe3aa4), UINT64_C(0xaf926e1d8bab4480) }, 
{ UINT64_C(0x179ff9364e75902d), UINT64_C(0x15a48a485aa38762) }, { UINT64_C(0x6bbe9132c06a312b), UINT64_C(0x7c14c2f956c75a01) }, 
{ UINT64_C(0xba928c0e16cf9109), UINT64_C(0x6e4bfca9129e2b75) }, { UINT64_C(0x85139cd3a1b08c5b), UINT64_C(0xd802cb46b62a0935) }, 
{ UINT64_C(0x74278b33021d88cb), UINT64_C(0xf738d04455defc69) }, { UINT64_C(0xdeb90253cfd64b9b), UINT64_C(0x66a0dfc4f5f79508) }, 
{ UINT64_C(0x06e3d88765e06e25), UINT64_C(0x89666a374a9268e6) }, { UINT64_C(0x7952dc21388ff8d0), UINT64_C(0x45e5177c63bf81f6) }, 
{ UINT64_C(0xd85adad4aa3625be), UINT64_C(0xefc6b5f3bf65fdee) }, { UINT64_C(0x5d4946070b86a9e5), UINT64_C(0x37c47eb5094ff4db) }, 
{ UINT64_C(0x34179f48e80d036c), UINT64_C(0x8df29ae0d8473739) }, { UINT64_C(0x3f8110ddb77f1d52), UINT64_C(0xb64937efa4b42240) }, 
{ UINT64_C(0x100c056edb045259), UINT64_C(0xffd3f329b2b74214) }, { UINT64_C(0xebdeb9c4d74ae4a6), UINT64_C(0x884356728f360fa1) }, 
{ UINT64_C(0x0793fc589571c274), UINT64_C(0xea777961e814c576) }, { UINT64_C(0xec4d459c423b26d2), UINT64_C(0x62342f136722cad7) }, 
{ UINT64_C(0x63b872054c6818e6), UINT64_C(0xe29c5a0c0f7d7b0b) }, { UINT64_C(0xd45fa9196035f9f4), UINT64_C(0x3e0a619d2b822de1) }, 
{ UINT64_C(0x5c3962d8fb1705b4), UINT64_C(0x54d56de3abc9594b) }, { UINT64_C(0x5baa9e806e66c7c0), UINT64_C(0xbea2148243dd9c3d) }, 
{ UINT64_C(0xd2bc719e05d597d1), UINT64_C(0xb76c0baa61104507) }, { UINT64_C(0xb0742744b92c2366), UINT64_C(0x36e142f0cceb939c) }, 
{ UINT64_C(0x514c35cac18575af), UINT64_C(0xe608aadb9da824d4) }, { UINT64_C(0xceb5073d14d219c2), UINT64_C(0x99732ced4740d71c) }, 
{ UINT64_C(0xdc594a2eec37d039), UINT64_C(0xa082f96872380ceb) }, { UINT64_C(0xa7ebde72f759b34b), UINT64_C(0x2345c8b8964814fe) }, 
{ UINT64_C(0xf2a47b4270dd3363), UINT64_C(0x8a092ef8c6bdc12f) }, { UINT64_C(0xc926fb6581a3dbb6), UINT64_C(0x7304558caf54126a) }, 
{ UINT64_C(0xbe20db5ab51af0b4), UINT64_C(0x7980abe7a96f5097) }, { UINT64_C(0x60e7ef550a5862aa), UINT64_C(0x911a971614459f6e) }, 
{ UINT64_C(0x3d37fc6789097fce), UINT64_C(0x99dc5f93d1329430) }, { UINT64_C(0x8af1b0afc08e0b9d), UINT64_C(0xb942f9c2432db88b) }, 
{ UINT64_C(0xe3f0c868364bedd0), UINT64_C(0x714663626c185bc9) }, { UINT64_C(0x58f340e2efc70407), UINT64_C(0xea4a0e411d47bd0f) }, 
{ UINT64_C(0x84f4ebf268d9f327), UINT64_C(0xd7564ea7d0cc5102) }, { UINT64_C(0xaf8f074caa918d98), UINT64_C(0x9579f3b5979f7b41) }, 
{ UINT64_C(0x9b5e6cb9df0576b1), UINT64_C(0x55bba1907ddd935d) }, { UINT64_C(0x55562a4e63e24a9c), UINT64_C(0xda9bfbd9c6b68708) }, 
{ UINT64_C(0x164c10d94b410171), UINT64_C(0xdbf3e2819661be73) }, { UINT64_C(0x18494b84e316f9cb), UINT64_C(0xb5e755e4058057fa) }, 
{ UINT64_C(0x5a33dffdd79b6139), UINT64_C(0x3fcc72566de69efb) }, { UINT64_C(0xd844562ef7a63d5c), UINT64_C(0x54d3b8c82d0aaa26) }, 
{ UINT64_C(0x7148334315d31f86), UINT64_C(0x7de3cf442ab5b4b8) }, { UINT64_C(0x02c09f1f385c653e), UINT64_C(0xd5867c1770a123f4) }, 
{ UINT64_C(0x459958b66047e4af), UINT64_C(0xbd219d61c0f75ca4) }, { UINT64_C(0x309296cb052c3155), UINT64_C(0xa90daa0b0ac3ae37) }, 
{ UINT64_C(0x2df88e9f8aacd1fd), UINT64_C(0xfe66392bd7734f9c) }, { UINT64_C(0x955b37e477528e0b), UINT64_C(0x3baf16f5ee3c7ad4) }, 
{ UINT64_C(0x6bc1e7d8ce998373), UINT64_C(0x1d82e6b75f94c0b6) }, { UINT64_C(0x44f9f6587c6937b0), UINT64_C(0x3662a38bf846acde) }, 
{ UINT64_C(0x5075799e0f7453ff), UINT64_C(0x38173d1d1e863159) }, { UINT64_C(0x0a46a663d8ef32c6), UINT64_C(0x07db4f4b7360afa2) }, 
{ UINT64_C(0x229d7b2c3ed5fa58), UINT64_C(0x1b31b0a47c23566f) }, { UINT64_C(0xa18a5c1102c67522), UINT64_C(0xfb6d44d0047e92c8) }, 
{ UINT64_C(0xa0eaf2ff1ee8a63d), UINT64_C(0x702e7a3a3ccf62b2) }, { UINT64_C(0x8754da034cab4506), UINT64_C(0x89930c5a98dc828c) }, 
{ UINT64_C(0x76abff8c411963db), UINT64_C(0x4ae975978224211d) }, { UINT64_C(0x3ad430a8ddc30393), UINT64_C(0xaed6e54079a30195) }, 
{ UINT64_C(0xdc07ab10871ef720), UINT64_C(0x3d1c40e6cd8bec0d) }, { UINT64_C(0xa90c656de27522da), UINT64_C(0x2930778c07bf1e9e) }, 
{ UINT64_C(0x427a9479348d98f2), UINT64_C(0x8a2b27b26866c901) }, { UINT64_C(0xe573aa497eaf4292), UINT64_C(0xcd0fe75bfc383e16) }, 
{ UINT64_C(0xee55a2c4ba6ea34b), UINT64_C(0x419796fab7e961ce) }, { UINT64_C(0x205de43306899f66), UINT64_C(0xceb7ccb30c82759b) }, 
{ UINT64_C(0xf33fba9035ee43e3), UINT64_C(0x16fc05da6a598065) }, { UINT64_C(0x88312fb0f8d26ea3), UINT64_C(0x6cc485d5338c9b7f) }, 
{ UINT64_C(0xedf593359e1c156a), UINT64_C(0x1f52d407fff9b240) }, { UINT64_C(0x8317273d3c138f7a), UINT64_C(0xe05cf474785dc4a7) }, 
{ UINT64_C(0xb506d3d771db116d), UINT64_C(0xf518da46e2be0f4f) }, { UINT64_C(0x943b990a6b7c5d14), UINT64_C(0xb0ec281fd68d8aae) }, 
{ UINT64_C(0x9a3ec257c32ba5ae), UINT64_C(0xdef89f7a456c6327) }, { UINT64_C(0xc52e4e7a7826ddf4), UINT64_C(0x03b82be8f0ba4b8d) }, 
{ UINT64_C(0x8eb24d91b036c1e1), UINT64_C(0xd08d01eca3acfea0) }, { UINT64_C(0x8d127c60944477c0), UINT64_C(0x8e484311ebbc2d2e) }, 
{ UINT64_C(0x72e802b231a1a9a7), UINT64_C(0x23268db962a56736) }, { UINT64_C(0xdbe467dfd3d48b7d), UINT64_C(0x0a16fa35651a79a8) }, 
{ UINT64_C(0xfc5a4f2381976846), UINT64_C(0xf3ab8c55c1099996) }, { UINT64_C(0x495c9cf4f04c792b), UINT64_C(0x06b3561323b796d9) }, 
{ UINT64_C(0xd924f8c0eb88ee43), UINT64_C(0xdf90862215bb5a5c) }, { UINT64_C(0x7ced59ef99f6511d), UINT64_C(0x4d323adcf1448ebf) }, 
{ UINT64_C(0x7e2dc6f0a1aa3423), UINT64_C(0x98b446cb81e5ad4b) }, { UINT64_C(0x29bb73a1fa141b81), UINT64_C(0x97a9c10537f209b7) }, 
{ UINT64_C(0xfffa7ed2a5e5de67), UINT64_C(0xad6ecea889194a18) }, { UINT64_C(0x3611f4ea4dc89e17), UINT64_C(0x15442e329ae3cbe8) }, 
{ UINT64_C(0xa86ccb83fe5bf1c5), UINT64_C(0xa27349663f0eeee4) }, { UINT64_C(0xb6a6e22655a9a74c), UINT64_C(0xabdd98bbaaaedcc1) }, 
{ UINT64_C(0x34d16bf57594fb29), UINT64_C(0xc0c25225ea42e81c) }, { UINT64_C(0xdd6705fe9b30243f), UINT64_C(0xb65f7e0cf53a1c77) }, 
{ UINT64_C(0xd202f04d2f490f9a), UINT64_C(0x5308f7835e6a0584) }, { UINT64_C(0x52b5e681372836c1), UINT64_C(0xed91410a6e2712ad) }, 
{ UINT64_C(0x77cb51625d37b0c4), UINT64_C(0xc1aa4b7dba95d167) }, { UINT64_C(0xc00d1daa14b0c497), UINT64_C(0xe134ed2c288afddc) }, 
{ UINT64_C(0x9cbda0768bcf0aec), UINT64_C(0x62b11b43d54c06f8) }, { UINT64_C(0x78aea4d1e94e9b61), UINT64_C(0x24fdc2f211c5c894) }, 
{ UINT64_C(0x9ddd0e9897e1d9f3), UINT64_C(0xe9f225a9edfdf682) }, { UINT64_C(0x96fb06155320382a), UINT64_C(0x656a5408a62ca95a) }, 
{ UINT64_C(0x11afdc161f8b7d2c), UINT64_C(0xecf958523ef02bd6) }, { UINT64_C(0xc68e7f8b5c546bd5), UINT64_C(0x5d7d6915b8aa9803) }, 
{ UINT64_C(0xfe9ad03cb9cb0d78), UINT64_C(0x262df042b1a8ba62) }, { UINT64_C(0x80b716cc1861395b), UINT64_C(0xbe99b689304d1729) }, 
{ UINT64_C(0xf4dc765f61243fbe), UINT64_C(0x21f6bf09c2c815c0) }, { UINT64_C(0x35b1c51b69ba2836), UINT64_C(0x4b816ccfd2f31866) }, 
{ UINT64_C(0xf09f8b61119cf5c2), UINT64_C(0x48394727224953eb) }, { UINT64_C(0xef350c2aa6407054), UINT64_C(0xcad4a8108f5891b4) }, 
{ UINT64_C(0x3332a73a215e8774), UINT64_C(0xf7c8e8f642d37db9) }, { UINT64_C(0x325209d43d70546b), UINT64_C(0x7c8bd61c7a628dc3) }, 
{ UINT64_C(0x6ee2b408a20f9a10), UINT64_C(0xff0e207387a476e7) }, { UINT64_C(0xb7c64cc849877453), UINT64_C(0x209ea651921f2cbb) }, 
{ UINT64_C(0xcda8770698958a0c), UINT64_C(0xd1e518b4f37bc7db) }, { UINT64_C(0x15ec21286f33b750), UINT64_C(0x8536a07cde716dfd) }, 
{ UINT64_C(0x4afcad05d43ecf0a), UINT64_C(0x587614ee6ba74557) }, { UINT64_C(0xb385b1f6393fbe2f), UINT64_C(0x49515e7f729e6a90) }, 
{ UINT64_C(0xe29066862a653ecf), UINT64_C(0xfa055d8854a9abb3) }, { UINT64_C(0x93d855c53fb62149), UINT64_C(0x87e692cc7e1c1f0b) }, 
{ UINT64_C(0xbd80eaab91684695), UINT64_C(0x2745e91ae17f8319) }, { UINT64_C(0xdec7340fbf42921e), UINT64_C(0xe89a3cf1bd2acff9) }, 
{ UINT64_C(0xf61ce94059785a80), UINT64_C(0xf470c31eb2693634) }, { UINT64_C(0xccc8d9e884bb5913), UINT64_C(0x5aa6265ecbca37a1) }, 
{ UINT64_C(0x53d5486f2b06e5de), UINT64_C(0x66d27fe05696e2d7) }, { UINT64_C(0x39740159f9b1b5b2), UINT64_C(0xf013a7bd31b3d21b) }, 
{ UINT64_C(0xac2f36bd8ee33bb9), UINT64_C(0xcbbcb148df8fa8cf) }, { UINT64_C(0x148c8fc6731d644f), UINT64_C(0x0e759e96e6c09d87) }, 
{ UINT64_C(0x052353d06c961963), UINT64_C(0xe28cc6c4d830b651) }, { UINT64_C(0x1d6a18548f80e0a8), UINT64_C(0x576b9320ddb0e1ab) }, 
{ UINT64_C(0xfbb983ecd55d141b), UINT64_C(0xc4a1368669980c33) }, { UINT64_C(0xbb03888ad98ce9d7), UINT64_C(0x9b0c6d23715fe6c6) }, 
{ UINT64_C(0x979ba8fb4f0eeb35), UINT64_C(0xee296ae29e9d5920) }, { UINT64_C(0x618741bb1676b1b5), UINT64_C(0x1a59a9fc2cf46f14) }, 
{ UINT64_C(0x07e3cccf54ca7c5d), UINT64_C(0x370abad3a89195a5) }, { UINT64_C(0xa34ac30e3a9a101c), UINT64_C(0x2eeb38c774dfb13c) }, 
{ UINT64_C(0x0443fd3e70b8ca7c), UINT64_C(0x69cff82ee081462b) }, { UINT64_C(0x0160aeee1c2ed31f), UINT64_C(0x8b433eea38b1f07a) }, 
{ UINT64_C(0x79ce0a3ff560487e), UINT64_C(0xafbefc18297438ee) }, { UINT64_C(0xb2e51f1825116d30), UINT64_C(0xc21260954a2f9aea) }, 
{ UINT64_C(0xf77c47ae4556899f), UINT64_C(0x7f33fdf48ad8c64e) }, { UINT64_C(0xd5e13c827b8373c7), UINT64_C(0x64024d50f6fb9021) }, 
{ UINT64_C(0x213d4add1aa74c79), UINT64_C(0x45f4f259343385e1) }, { UINT64_C(0x750bce7d656bd5fa), UINT64_C(0x142c376aca34f293) }, 
{ UINT64_C(0xe8d6c0e5f28a0c09), UINT64_C(0xfdde12c327c90411) }, { UINT64_C(0xbce044458d46958a), UINT64_C(0xac06d7f0d9ce7363) }, 
{ UINT64_C(0xd0c26f5217156aa4), UINT64_C(0x868e8b942ecb2670) }, { UINT64_C(0xe9b66e0beea4df16), UINT64_C(0x769d2c291f78f46b) }, 
{ UINT64_C(0x6861d629eaeb3552), UINT64_C(0x4347a44a17841338) }, { UINT64_C(0x172cbe37576fd26e), UINT64_C(0x50b0dc6baed04e09) }, 
{ UINT64_C(0xea165ffacad66937), UINT64_C(0x28586ed4576827e5) }, { UINT64_C(0xf5bcd8b17d0aeca1), UINT64_C(0xaab581e3fa79e5ba) }, 
{ UINT64_C(0x03a031f12472b621), UINT64_C(0x5ec542fd4810d38e) }, { UINT64_C(0x5f108c2dbb0d785a), UINT64_C(0xdd40b492b5d628aa) }, 
{ UINT64_C(0x0cc5c442900b9d84), UINT64_C(0xbb92cb72e340ca7d) }, { UINT64_C(0x6aa14936d2b7506c), UINT64_C(0x96c1d85d672530cc) }, 
{ UINT64_C(0x8c72d28e886aa4df), UINT64_C(0x050b7dfbd30ddd54) }, { UINT64_C(0x3814afb7e59f66ad), UINT64_C(0x7b50995709022261) }, 
{ UINT64_C(0x70289dad09fdcc99), UINT64_C(0xf6a0f1ae120444c2) }, { UINT64_C(0x2f381180b2f0b4c3), UINT64_C(0x2be0453ca7d26c68) }, 
{ UINT64_C(0x1eca29a5abf25689), UINT64_C(0x09aed1dd95a03225) }, { UINT64_C(0x3e97cd96ad7bc9ef), UINT64_C(0xc7191d6e992247be) }, 
{ UINT64_C(0xe41304a76281918d), UINT64_C(0x464cd9b1c489ce6c) }, { UINT64_C(0xd1a2c1bc0b3bb9bb), UINT64_C(0x0dcdb57e167ad60a) }, 
{ UINT64_C(0x7f4d681ebd84e73c), UINT64_C(0x13f77821b9545d31) }, { UINT64_C(0x5993ee0cf3e9d718), UINT64_C(0x610930ab25f64d75) }, 
{ UINT64_C(0x431a3a9728a34bed), UINT64_C(0x0168195850d7397b) }, { UINT64_C(0xd481926c67ada0d8), UINT64_C(0xef4173bace4a605b) }, 
{ UINT64_C(0x483c321aec62aa34), UINT64_C(0x8df068f91b0666a3) }, { UINT64_C(0x4b9c03ebc8101c15), UINT64_C(0xd3352a045316b52d) }, 
{ UINT64_C(0x0683622148e4af42), UINT64_C(0xbc498439902065df) }, { UINT64_C(0x7a6e3bced112fe5f), UINT64_C(0xf17bbee56164eb60) }, 
{ UINT64_C(0x8b911e41dca0d882), UINT64_C(0x3201c7287b9c48f1) }, { UINT64_C(0x8594451c74f72038), UINT64_C(0x5c15704de87da178) }, 
{ UINT64_C(0x863474ed50859619), UINT64_C(0x02d032b0a06d72f6) }, { UINT64_C(0xd721a39d43df16f9), UINT64_C(0xb1843147865ab3d5) }, 
{ UINT64_C(0x5e7022c3a723ab45), UINT64_C(0x56038a788d67d8d0) }, { UINT64_C(0x543684a07fcc9983), UINT64_C(0x51d8c533fe077772) }, 
{ UINT64_C(0x2a1b4250de66ada0), UINT64_C(0xc96c83f87fe2da39) }, { UINT64_C(0xc7eed165407ab8ca), UINT64_C(0xd63e57ff801b6879) }, 
{ UINT64_C(0xb9c31795e1d08ce9), UINT64_C(0x4e8a113401fec532) }, { UINT64_C(0x690178c7f6c5e64d), UINT64_C(0xc8049aa02f35e342) }, 
{ UINT64_C(0x2e58bf6eaede67dc), UINT64_C(0xa0a37bd69f639c12) }, { UINT64_C(0x4ebf503ba4860576), UINT64_C(0x31b9ecc08b26037c) }, 
{ UINT64_C(0x31f238251902e24a), UINT64_C(0x224e94e132725e4d) }, { UINT64_C(0xa22a6de026b4c303), UINT64_C(0xa5a8062d4c6e4146) }, 
{ UINT64_C(0xb02580071d4d080e), UINT64_C(0x17941c823a8eb91e) }, { UINT64_C(0xc88b24d6f403936f), UINT64_C(0x3369de702b4b718a) }, 
{ UINT64_C(0xec953ddb8232c675), UINT64_C(0x9411eaedc748423a) }, { UINT64_C(0x1be97a75c7644fea), UINT64_C(0xeb2217194d908474) }, 
{ UINT64_C(0x56f61bbf4790fcbd), UINT64_C(0x845eb9248ea65486) }, { UINT64_C(0x5dd0133283511d64), UINT64_C(0x08c6c885c5770b5e) }, 
{ UINT64_C(0x3bb49e46c1edd08c), UINT64_C(0x2595dbaa4112f1ef) }, { UINT64_C(0x27be28fc5243e33b), UINT64_C(0xf9bd7660a413e03e) }, 
{ UINT64_C(0x136f430927d71812), UINT64_C(0x397f24454e510822) }, { UINT64_C(0x1a89d49bdb4a9cf5), UINT64_C(0x606129f37521740e) }, 
{ UINT64_C(0x120fede73bf9cb0d), UINT64_C(0xb23c1aaf76e0f858) }, { UINT64_C(0x41daa58810ff2ed3), UINT64_C(0xd4ee654f20761a8f) }, 
{ UINT64_C(0x4d1f61ca80f4b357), UINT64_C(0x6f7cae3dc336d0f2) }, { UINT64_C(0x0000000000000000), UINT64_C(0x0000000000000000) }, 
{ UINT64_C(0xcb2b1527d071254e), UINT64_C(0x6dac9c8d635ba204) }, { UINT64_C(0x6d4285f9867d2c31), UINT64_C(0xa1cb628ecfb4a569) }, 
{ UINT64_C(0x3c5752899527acd1), UINT64_C(0x129f6179e983644a) }, { UINT64_C(0xd3625ea33367dc85), UINT64_C(0xd84bc96966dbf5fe) }, 
{ UINT64_C(0xeb76f114d6f8ba28), UINT64_C(0xa31b503e6fd9d79f) }, { UINT64_C(0xe13057770e1788ee), UINT64_C(0xa4c01f751cb9783d) }, 
{ UINT64_C(0x6347dea42e2ad48b), UINT64_C(0xcfdfd5eb5c554ce0) }, { UINT64_C(0xf819b21df12fa23a), UINT64_C(0x9a64747b2188dfbd) }, 
{ UINT64_C(0xa66990de560c097f), UINT64_C(0xcc67fe03acef076d) }, { UINT64_C(0x9118cada07ea4477), UINT64_C(0x5260eedb0ebd3cff) }, 
{ UINT64_C(0x28dbdd4fe63ac89e), UINT64_C(0x1ceaffef0f43f9cd) }, { UINT64_C(0xe050f99912395bf1), UINT64_C(0x2f83219f24088847) }, 
{ UINT64_C(0xb4667d396df5c272), UINT64_C(0x7e5be4acda0fff35) }, { UINT64_C(0xe6d39bb85addf4b3), UINT64_C(0x93caa5a6b428ed98) }, 
{ UINT64_C(0x2b7becbec2487ebf), UINT64_C(0x422fbd1247532a43) }, { UINT64_C(0x5115d770135a80e0), UINT64_C(0xb35403f72637c123) }, 
{ UINT64_C(0xe7b3355646f327ac), UINT64_C(0x18899b4c8c991de2) }, { UINT64_C(0xc9eb8a38e82d4070), UINT64_C(0xb82ae09a13fa81f0) }, 
{ UINT64_C(0xabccfa72da2947e4), UINT64_C(0xfcb60b9b771e3d6a) }, { UINT64_C(0x6227704a32040794), UINT64_C(0x449ceb0164e4bc9a) }, 
{ UINT64_C(0xca4bbbc9cc5ff651), UINT64_C(0xe6efa2675bea527e) }, { UINT64_C(0x0b26088dc4c1e1d9), UINT64_C(0x8c9871a14bd15fd8) }, 
{ UINT64_C(0x7d8df70185d88202), UINT64_C(0xc6710436c9f57ec5) }, { UINT64_C(0xdfa79ae1a36c4101), UINT64_C(0x63d9021b859b3f83) }, 
{ UINT64_C(0xc3ad2c5b30c272b6), UINT64_C(0xbff1afd1609a2e52) }, { UINT64_C(0xbf4075b4a93423ab), UINT64_C(0xf2c3950d91dea0ed) }, 
{ UINT64_C(0x257eb7e36a1f8605), UINT64_C(0x2c3b0a77d4b2c3ca) }, { UINT64_C(0xf9791cf3ed017125), UINT64_C(0x11274a9119392fc7) }, 
{ UINT64_C(0x65c4bc8566ce7bc9), UINT64_C(0x739651d2cc75293f) }, { UINT64_C(0x1c0ab6ba93ae33b7), UINT64_C(0xdc28adcae50111d1) }, 
{ UINT64_C(0x907864341bc49768), UINT64_C(0xd923d031360ccc85) }, { UINT64_C(0xa5c9a12f727ebf5e), UINT64_C(0x92a2bcfee4ffd4e3) }, 
{ UINT64_C(0x1929e56aff382ad4), UINT64_C(0x3ea46b0e3d31a780) }, { UINT64_C(0x0886397ce0b357f8), UINT64_C(0xd25d335c03c18c56) }, 
{ UINT64_C(0x09e69792fc9d84e7), UINT64_C(0x591e0db63b707c2c) }, { UINT64_C(0x2c982071968202e2), UINT64_C(0x752507c1efc2bfe6) }, 
{ UINT64_C(0xa4a90fc16e506c41), UINT64_C(0x19e18214dc4e2499) }, { UINT64_C(0x5b537113cbb5b226), UINT64_C(0xb48f4cbc55576e81) }, 
{ UINT64_C(0xda84c931cffa5862), UINT64_C(0x8155c4df5dab89d2) }, { UINT64_C(0x4c7fcf249cda6048), UINT64_C(0xe43f90d7fb872088) }, 
{ UINT64_C(0x0f65f5b3b4792ba5), UINT64_C(0xe557898fab5019f3) }, { UINT64_C(0x5796b5515bbe2fa2), UINT64_C(0x0f1d87ceb617a4fc) }, 
{ UINT64_C(0xa7093e304a22da60), UINT64_C(0x4724c0e9945ef717) }, { UINT64_C(0xb1452ee90163db11), UINT64_C(0x9cd72268023f4964) }, 
{ UINT64_C(0x6c222b179a53ff2e), UINT64_C(0x2a885c64f7055513) }, { UINT64_C(0x7388ac5c2d8f7ab8), UINT64_C(0xa865b3535a14974c) }, 
{ UINT64_C(0x8fd2e37fac1812fe), UINT64_C(0x5bce3f069b1d0eda) }, { UINT64_C(0xce0846f7bce73c2d), UINT64_C(0x8f205a49bb6b1455) }, 
{ UINT64_C(0xcf68e819a0c9ef32), UINT64_C(0x046364a383dae42f) }, { UINT64_C(0x6704239a5e921ef7), UINT64_C(0xa6102dc5bcd40acb) }, 
{ UINT64_C(0x26de86124e6d3024), UINT64_C(0x72fe488a9ca21044) }, { UINT64_C(0x4fdffed5b8a8d669), UINT64_C(0xbafad22ab397f306) }, 
{ UINT64_C(0x0da56aac8c254e9b), UINT64_C(0x30d1f598dbf13a07) }, { UINT64_C(0x3ff76378b1551af0), UINT64_C(0x4c5a2384a193b7c4) }, 
{ UINT64_C(0x1faa874bb7dc8596), UINT64_C(0x82edef37ad11c25f) }, { UINT64_C(0xc16db344089e1788), UINT64_C(0x6a77d3c6103b0da6) }, 
{ UINT64_C(0xc44ee09464080eeb), UINT64_C(0x88fb1502c80bbbf7) }, { UINT64_C(0x9f1d9187afbdbccd), UINT64_C(0x3c7459be9d5cd576) }, 
{ UINT64_C(0x0e055b5da857f8ba), UINT64_C(0x6e14b76593e1e989) }, { UINT64_C(0x98fe5d48fb77c090), UINT64_C(0x0b7ee36d35cd40d3) }, 
{ UINT64_C(0x37715a0451e64d08), UINT64_C(0x9e0710d8a2523b92) }, { UINT64_C(0x4759c7a9581b8191), UINT64_C(0x68a7e176b0567f50) }, 
{ UINT64_C(0x10cf72f803a5ae33), UINT64_C(0x67ba66b80641dbac) }, { UINT64_C(0xb8a3b97bfdfe5ff6), UINT64_C(0xc5c92fde394f3548) }, 
{ UINT64_C(0x6f821ae6be21490f), UINT64_C(0x744d1e99bf15869d) }, { UINT64_C(0xad4f985392cde8a6), UINT64_C(0x40ff8fa2e73e58b5) }, 
{ UINT64_C(0x92b8fb2b2398f256), UINT64_C(0x0ca5ac2646adef71) }, { UINT64_C(0x8951815ee4fcbdbc), UINT64_C(0xe787bb3f0b3d6b05) }, 
{ UINT64_C(0xf25f147e29c090fc), UINT64_C(0x9dbf3b3052e8701f) }, { UINT64_C(0x23fdd5c222fb2947), UINT64_C(0x90728e4e4492a615) }, 
{ UINT64_C(0x7b0e9520cd3c2d40), UINT64_C(0x7a38800f59d51b1a) }, { UINT64_C(0xd6410d735ff1c5e6), UINT64_C(0x3ac70fadbeeb43af) }, 
{ UINT64_C(0x81d7b822044fea44), UINT64_C(0x35da886308fce753) }, { UINT64_C(0xc2cd82b52ceca1a9), UINT64_C(0x34b2913b582bde28) }, 
{ UINT64_C(0x746b6093794506e5), UINT64_C(0x9f6f0980f28502e9) }, { UINT64_C(0x9e7d3f69b3936fd2), UINT64_C(0xb7376754a5ed250c) }, 
{ UINT64_C(0x64a4126b7ae0a8d6), UINT64_C(0xf8d56f38f4c4d945) }, { UINT64_C(0xfad92d02c973c704), UINT64_C(0x4fe2086c5129fc49) }, 
{ UINT64_C(0x827789d3203d5c65), UINT64_C(0x6b1fca9e40ec34dd) }, { UINT64_C(0x5cb0bddc9f7fce7b), UINT64_C(0x8385f66ffdc6fb24) }, 
{ UINT64_C(0x40ba0b660cd1fdcc), UINT64_C(0x5fad5ba518c7eaf5) }, { UINT64_C(0x241e190d7631551a), UINT64_C(0xa778349dec0333b0) }, 
{ UINT64_C(0xaeefa9a2b6bf5e87), UINT64_C(0x1e3acd5faf2e8b3b) }, { UINT64_C(0xba632664c5a23ac8), UINT64_C(0x104f53c949ee16bc) }, 
{ UINT64_C(0xf1ff258f0db226dd), UINT64_C(0xc37a79cd1af8a391) }, { UINT64_C(0xfd3ae1cd9db9bb59), UINT64_C(0x78e8b2bff9b869ec) }, 
{ UINT64_C(0x66648d7442bccde8), UINT64_C(0x2d53132f8465fab1) }, { UINT64_C(0xaaac549cc60794fb), UINT64_C(0x77f535714fafcd10) }, 
{ UINT64_C(0x463969474435528e), UINT64_C(0xe3e4df9c88e78f2a) }, { UINT64_C(0x999ef3a6e759138f), UINT64_C(0x803ddd870d7cb0a9) }, 
{ UINT64_C(0x9fbecc925e72118f), UINT64_C(0x04c3b681363e4dde) }, { UINT64_C(0x27609b0b90fb32b5), UINT64_C(0xc53429ba337a218a) }, 
{ UINT64_C(0x4d3d10a8b82dbdb7), UINT64_C(0xdf7b409b9ce18b64) }, { UINT64_C(0x268a796118f3c4bf), UINT64_C(0xb784271f65c8665a) }, 
{ UINT64_C(0xf5e3473176a49e8d), UINT64_C(0x1e8cdfa099a5e730) }, { UINT64_C(0x435805c1c45d70db), UINT64_C(0x269414a25e12a78e) }, 
{ UINT64_C(0x3f84bfb20d3b3545), UINT64_C(0xffacb919efd2a65b) }, { UINT64_C(0x12af3fbb849094b4), UINT64_C(0xc8f2fc4b85d674fd) }, 
{ UINT64_C(0xab9b8a48c2114184), UINT64_C(0x7bb56dd5d6205f79) }, { UINT64_C(0xfc55b98d34ecd4d7), UINT64_C(0x7af5a1643aceddaf) }, 
{ UINT64_C(0x601690a131861c46), UINT64_C(0xe82505c9f6e559c2) }, { UINT64_C(0x79185672244eedbc), UINT64_C(0xa00d9bcf7cff99c3) }, 
{ UINT64_C(0x875ae82bc3b2167f), UINT64_C(0x3e5b2622ea96ca0f) }, { UINT64_C(0x37d8a364c77b8915), UINT64_C(0xe965c9781a0bdb14) }, 
{ UINT64_C(0xaa7168224a19b78e), UINT64_C(0x09056370809218a9) }, { UINT64_C(0xc402edea07ef66a4), UINT64_C(0x18cf3280b4846d81) }, 
{ UINT64_C(0x1345ddd10c9862be), UINT64_C(0xba42f2eed364332d) }, { UINT64_C(0xf230ace4489c19bb), UINT64_C(0x831af55df83df145) }, 
{ UINT64_C(0xa22d74f480590bde), UINT64_C(0x1fcc1311754b65e6) }, { UINT64_C(0xb2954c9bd7d9b07e), UINT64_C(0x339df3d35c3a9f78) }, 
{ UINT64_C(0x176bd3ba69b83c96), UINT64_C(0xb1c7ca3f48e9eceb) }, { UINT64_C(0x71444aa4ee0e51ec), UINT64_C(0xb6c4ebae8926e48c) }, 
{ UINT64_C(0xd55037efd8672b0e), UINT64_C(0x462edce7cb47d0cf) }, { UINT64_C(0x520adfc41bd53d71), UINT64_C(0x7875fac521d11ac0) }, 
{ UINT64_C(0xd92225527707c976), UINT64_C(0x5b629457a5137246) }, { UINT64_C(0x0ba1f9689158654e), UINT64_C(0x80da624d0fccb4fc) }, 
{ UINT64_C(0x69a06e1d73ce561c), UINT64_C(0x8c5c7b0d558e635d) }, { UINT64_C(0x9987c52de84260b3), UINT64_C(0xebe592d901141c7b) }, 
{ UINT64_C(0x47760baaa17d2ef3), UINT64_C(0x2d112c73c59f7848) }, { UINT64_C(0xa03a7320534924ca), UINT64_C(0xfb6f0f98d9eceb85) }, 
{ UINT64_C(0x7cdcba73c966459e), UINT64_C(0xd938adbbb1c001d5) }, { UINT64_C(0x9da9cb468d623e9b), UINT64_C(0xe060aa089a99c3bd) }, 
{ UINT64_C(0xfe42be59e7fcfbc3), UINT64_C(0x9e56bded966953cc) }, { UINT64_C(0x7ae5b3cc7f5634a2), UINT64_C(0x361e89e386ea5070) }, 
{ UINT64_C(0x4aeefb7d86153a81), UINT64_C(0x42ed6a66fd799d11) }, { UINT64_C(0x1d20c8b870e8afd2), UINT64_C(0x43ada6d711971fc7) }, 
{ UINT64_C(0x1af3236d4ed028e4), UINT64_C(0xde3b8c2a700f09b2) }, { UINT64_C(0xe288948b1f1ca21b), UINT64_C(0xaf4b159fd14c0bdb) }, 
{ UINT64_C(0xeced81e2636c6f77), UINT64_C(0x56a441a613bf2731) }, { UINT64_C(0xd283dc3ae65fac38), UINT64_C(0xdbb8f61aaadfc6ba) }, 
{ UINT64_C(0xafb58423a7311fac), UINT64_C(0x703055044dad80bf) }, { UINT64_C(0xd094dbee354f832c), UINT64_C(0x3f1bea93067848d9) }, 
{ UINT64_C(0xc99a1d3d208772d6), UINT64_C(0x773374958c6288d8) }, { UINT64_C(0x67c57b740fbe9b70), UINT64_C(0x75b32f34977d4fb7) }, 
{ UINT64_C(0x6d8e607616ee0834), UINT64_C(0x87d943dcce03bc9b) }, { UINT64_C(0xcb8d1ae9f3975dc2), UINT64_C(0x9390681c20c506bb) }, 
{ UINT64_C(0x0c7212bdaf60e278), UINT64_C(0x1d4c48b06e54a289) }, { UINT64_C(0x91dbd9fb2202dce3), UINT64_C(0xfd2ce2b8f4cd6134) }, 
{ UINT64_C(0x61fc72cbb98eea4c), UINT64_C(0x9a950b6ca0571e12) }, { UINT64_C(0xce49f6e81ebff5e0), UINT64_C(0xeaa55e68edfa9ead) }, 
{ UINT64_C(0x55d9341125edba47), UINT64_C(0xe5e3d03840490cb5) }, { UINT64_C(0x157cd46ebaa81382), UINT64_C(0x5564d6b6e44e6288) }, 
{ UINT64_C(0xd17e3984bd477526), UINT64_C(0x4dabe43650ca0f09) }, { UINT64_C(0xe9296de38e44c755), UINT64_C(0x2f9177d2de80bf27) }, 
{ UINT64_C(0xc7ff08545cf7bfba), UINT64_C(0x8edc20ac4e91a432) }, { UINT64_C(0x7d365819416eb394), UINT64_C(0xab88a31ee7724605) }, 
{ UINT64_C(0xffa85c336ff40dc9), UINT64_C(0xece6b348c0db141c) }, { UINT64_C(0x09b6febc42484a5a), UINT64_C(0x64797ec4a36b3a9f) }, 
{ UINT64_C(0xb934b5f34681d530), UINT64_C(0xb347919e53f62b84) }, { UINT64_C(0x1edd2d062bf076cc), UINT64_C(0xd5beb4fbeb82d674) }, 
{ UINT64_C(0x65d27ca0dcaeb464), UINT64_C(0x911033bd3bdac1d4) }, { UINT64_C(0x1152da05df884daa), UINT64_C(0x5ee1ee677fc3bd4e) }, 
{ UINT64_C(0x25779cdf43eb1da1), UINT64_C(0x219735339fddafe9) }, { UINT64_C(0x4ec0f516e33564a9), UINT64_C(0x496852b766f442d7) }, 
{ UINT64_C(0x469ce9c02975d8f9), UINT64_C(0x5fa122d6932d3f98) }, { UINT64_C(0x5e78cd79b4b5df09), UINT64_C(0x6539b2754f85b849) }, 
{ UINT64_C(0x249d7eb5cbe3ebab), UINT64_C(0x53273b96c96fe839) }, { UINT64_C(0x1496360432a0e588), UINT64_C(0x27d4d813b2fc2558) }, 
{ UINT64_C(0x8d11f329dae2853b), UINT64_C(0xcc314acab3e83923) }, { UINT64_C(0xc1c601ebeac7ce86), UINT64_C(0x61fa04f479bbf597) }, 
{ UINT64_C(0xa5fe9f21be618ce8), UINT64_C(0x825a39ec14d37393) }, { UINT64_C(0x7480a6a50326f9ce), UINT64_C(0xcff1ddda44197c9a) }, 
{ UINT64_C(0xf7f440e5a5b4b199), UINT64_C(0xfa2fc32935026953) }, { UINT64_C(0xdb352286a417e662), UINT64_C(0xbfc188de09b4fc25) }, 
{ UINT64_C(0xbcf059f2aba97d12), UINT64_C(0xca72a7ea9ec9b392) }, { UINT64_C(0x28ef6c08648309d3), UINT64_C(0x4e6b7326a73b4ab0) }, 
{ UINT64_C(0x5433d67bade54c4d), UINT64_C(0x9753de9d16fb4b65) }, { UINT64_C(0x3632410e4f737f1f), UINT64_C(0x9bd5c7dd4cb99cc4) }, 
{ UINT64_C(0x3e6e5dd88533c34f), UINT64_C(0x8d1cb7bcb960e18b) }, { UINT64_C(0x6bb769c9a0de7908), UINT64_C(0x68ff6784f929ed3e) }, 
{ UINT64_C(0xf1cd495a1384c0a5), UINT64_C(0x1509e771022838f6) }, { UINT64_C(0xc615ea3ed4ff49b0), UINT64_C(0xfc6c2e091823e3e2) }, 
{ UINT64_C(0x684a8c77fbc6a016), UINT64_C(0xfeec75a8033c248d) }, { UINT64_C(0x20b370deaec3b583), UINT64_C(0x58a2034752e237ff) }, 
{ UINT64_C(0x97e2d0449432addf), UINT64_C(0x120ac6e0c3e73091) }, { UINT64_C(0x3d93b866de2b1a51), UINT64_C(0x1b0fa59043752838) }, 
{ UINT64_C(0x39bdb60dbb0b4479), UINT64_C(0x108a9d41d8f8f7fe) }, { UINT64_C(0xb8de5799ce89233a), UINT64_C(0xc1f79f3b05446c54) }, 
{ UINT64_C(0x33f6ad0fa25bd73d), UINT64_C(0xe2e0f1a9818604d2) }, { UINT64_C(0x93ccde2ff112f3f7), UINT64_C(0x198ffe31586aef57) }, 
{ UINT64_C(0x73534d703d1e7ef8), UINT64_C(0x5267f72725816aef) }, { UINT64_C(0x063909bfb630713c), UINT64_C(0xef262458372a51a5) }, 
{ UINT64_C(0xb4ac452461e9c142), UINT64_C(0xdcbbd78b6b10cedd) }, { UINT64_C(0xa4147d4b36697ae2), UINT64_C(0xf0ea374942613443) }, 
{ UINT64_C(0x29058e62ec8bffd9), UINT64_C(0x3cdb7d83f1890d60) }, { UINT64_C(0x501dd810c8c51265), UINT64_C(0x9cd6e64c8d7694a3) }, 
{ UINT64_C(0x8cfb114352ea7331), UINT64_C(0xbe81446fe55a7ef3) }, { UINT64_C(0xb6bb42f0b2f9ee56), UINT64_C(0x3818cb02c7b740be) }, 
{ UINT64_C(0x7697a171d036d6da), UINT64_C(0x2b52c153e8bef2f9) }, { UINT64_C(0x45610c7e726d01e7), UINT64_C(0xc9b230fa6938f62b) }, 
{ UINT64_C(0xed076388eb64997d), UINT64_C(0x24144f03450d60e1) }, { UINT64_C(0xcfa3148296b703ea), UINT64_C(0x981550cdbb48d97d) }, 
{ UINT64_C(0x4b0419170e1dcc8b), UINT64_C(0x305d64c3abcbdac1) }, { UINT64_C(0x62019775e2963352), UINT64_C(0x0c8619405a42d7a1) }, 
{ UINT64_C(0x3c795a0c5623ec5b), UINT64_C(0x69bfab3515c76fe8) }, { UINT64_C(0x42b2e7ab4c5586d1), UINT64_C(0x54241a0708a0e05e) }, 
{ UINT64_C(0x51f73a7a40cde46f), UINT64_C(0xee66e8e9dbc4d373) }, { UINT64_C(0x88d51f2837ca2d19), UINT64_C(0xb5047cbe7ed7a135) }, 
{ UINT64_C(0x7f215fcd927e9c80), UINT64_C(0x4f2bbf974bd5c866) }, { UINT64_C(0xe175713544047b05), UINT64_C(0x395807b32b59c268) }, 
{ UINT64_C(0xc5e80f808fe790ae), UINT64_C(0x6a7f3c25e2362a51) }, { UINT64_C(0x5bbc2178599d772b), UINT64_C(0x1c0c840182ba205f) }, 
{ UINT64_C(0xa1d0914adb41d2c0), UINT64_C(0x89df013d8f5eac55) }, { UINT64_C(0xa7e998f56d71a3fc), UINT64_C(0x66f92565b874fdf0) }, 
{ UINT64_C(0xb168a9258cc16960), UINT64_C(0xa58ee1ffa62f56cb) }, { UINT64_C(0x021707d4d3102f14), UINT64_C(0xe4a31c89aca78e63) }, 
{ UINT64_C(0x01eae26a8808f60a), UINT64_C(0x72b00ea556b247d0) }, { UINT64_C(0x95f5d790472282cb), UINT64_C(0xf6a9da696f40bef2) }, 
{ UINT64_C(0xa6037a9fe57955f6), UINT64_C(0x14492bc0eec6ba20) }, { UINT64_C(0xae5f66492f39e9a6), UINT64_C(0x02805ba11b1fc76f) }, 
{ UINT64_C(0xdd0c2b391227975e), UINT64_C(0x50e7ac863e9ead80) }, { UINT64_C(0x756a44cf8b2e0fc4), UINT64_C(0xbd41d37f12ab3b4a) }, 
{ UINT64_C(0xa98c8d9c11016e90), UINT64_C(0x9f16715c7a87d11a) }, { UINT64_C(0x64389eca54a6426e), UINT64_C(0xe3a03d186d688604) }, 
{ UINT64_C(0xc870ff57a88f84dc), UINT64_C(0x05837a30dad0cf08) }, { UINT64_C(0x662f991e87b66d7a), UINT64_C(0x07032191c1cf0867) }, 
{ UINT64_C(0xf61ea28f2dbc4793), UINT64_C(0x889fcd8c63b02e83) }, { UINT64_C(0xeb3e6a375d54e841), UINT64_C(0xcb326b5b72273144) }, 
{ UINT64_C(0x18e424b99dc007f0), UINT64_C(0x3a9890a3dca887d1) }, { UINT64_C(0xc3d1063f39d7e192), UINT64_C(0x8559187dd51c7bf4) }, 
{ UINT64_C(0xb37faef15fd14674), UINT64_C(0x412dfd760a88d8a8) }, { UINT64_C(0x215992b426cb4389), UINT64_C(0x2a120de20450702f) }, 
{ UINT64_C(0x9c43292c056ac891), UINT64_C(0x92d0a4adcc2b846d) }, { UINT64_C(0xead4885dd55c1e4b), UINT64_C(0xb98265fe24957694) }, 
{ UINT64_C(0xac48619dfc29c6b2), UINT64_C(0xe6234728b7b8490c) }, { UINT64_C(0x0a4b1b0219509344), UINT64_C(0xf26a6ce8597ef32c) }, 
{ UINT64_C(0x8f06f4fd09f2aa2f), UINT64_C(0x289256431f4fb740) }, { UINT64_C(0x9a7a2093b35ab9ad), UINT64_C(0x7df680f5fb01d5c8) }, 
{ UINT64_C(0x448bee14fa65f7ed), UINT64_C(0xbb023e5f3f8ab1fb) }, { UINT64_C(0x5d8528c7efad0617), UINT64_C(0xf32aa059b59071fa) }, 
{ UINT64_C(0xfb8652580ad453e1), UINT64_C(0xe7638b995b56cbda) }, { UINT64_C(0x4cd7f2c230254bbd), UINT64_C(0xadcb4e3eca53ccb4) }, 
{ UINT64_C(0xcc5ef13ccdafdaf4), UINT64_C(0x0e0642e1415d10ce) }, { UINT64_C(0x9e542ef8d67ae785), UINT64_C(0x7673b824608c0a0e) }, 
{ UINT64_C(0x4f2a177c6b3d92a3), UINT64_C(0x3bd85c1230460507) }, { UINT64_C(0xa3c7969e0851fdd4), UINT64_C(0x6d7c1db423f92236) }, 
{ UINT64_C(0x72b9af1ab51688f2), UINT64_C(0x20d7f98273332d3f) }, { UINT64_C(0xd3693e506e575a32), UINT64_C(0xa908f8bffc6d816a) }, 
{ UINT64_C(0x042e0e6b65205e28), UINT64_C(0x0b8538d19b8ddfc6) }, { UINT64_C(0x234e9560f5db6c9d), UINT64_C(0xceb1116ba8f7fe4c) }, 
{ UINT64_C(0x90313b91aa0a2ae9), UINT64_C(0x8f9cec1da27f26e4) }, { UINT64_C(0xada283f7742130b8), UINT64_C(0x9493498de10a0edc) }, 
{ UINT64_C(0x86b00a414bbae075), UINT64_C(0x4ceb2887bc248ddf) }, { UINT64_C(0xd8c8c738ff0f3f7c), UINT64_C(0x29d29af2f3a13596) }, 
{ UINT64_C(0x8eec169781fa5c25), UINT64_C(0x5a2258e649fdf090) }, { UINT64_C(0xdf1b2cedc137b84a), UINT64_C(0xb444b00f923923e3) }, 
{ UINT64_C(0x5a56c312d1958121), UINT64_C(0x6ebc8aa4d408678f) }, { UINT64_C(0x6a5d8ba328d68f02), UINT64_C(0x1a4f6921af9baaee) }, 
{ UINT64_C(0xc23be455b1df1798), UINT64_C(0xf7e916d883ae3c24) }, { UINT64_C(0xf027ab309b8c36af), UINT64_C(0x67b9e9d4549a7f26) }, 
{ UINT64_C(0x49131ec3dd0de39f), UINT64_C(0xd4fe784a076c54a2) }, { UINT64_C(0xbd1abb9823a18b18), UINT64_C(0xb8c2a94fc87bf442) }, 
{ UINT64_C(0x2b1289b63f9bd0cd), UINT64_C(0xd878610a5d2e8303) }, { UINT64_C(0x5841c4c60285ae35), UINT64_C(0x8a1f962d78afe9ec) }, 
{ UINT64_C(0x854defff10a2396b), UINT64_C(0xdaf83aab4631446c) }, { UINT64_C(0x0000000000000000), UINT64_C(0x0000000000000000) }, 
{ UINT64_C(0x7ecbbda71a766a8a), UINT64_C(0x3d9bb1321d678fb6) }, { UINT64_C(0x986d2747604a96b9), UINT64_C(0x99559c7c57a65bab) }, 
{ UINT64_C(0x2f3c87dd5abb8ee5), UINT64_C(0xd3fd59dbc6a35cc5) }, { UINT64_C(0x07d3ebd53e388736), UINT64_C(0x9d962afd61981675) }, 
{ UINT64_C(0x63eb751f6a9ec558), UINT64_C(0x7e3617e50cf09071) }, { UINT64_C(0x31e1aadb714bf829), UINT64_C(0x0643ed202d218ab1) }, 
{ UINT64_C(0x8163e19475826743), UINT64_C(0xd17d027addbc9baa) }, { UINT64_C(0x2af86bdcb79326c7), UINT64_C(0xaac86faf0b9cc4d3) }, 
{ UINT64_C(0xe6a69ae07a3cfc33), UINT64_C(0xa4ce2d4e4ac1d41d) }, { UINT64_C(0xf991558cd9c47cf5), UINT64_C(0x03c09710f7f145b9) }, 
{ UINT64_C(0x8b28fa966cd2f407), UINT64_C(0x23176e9284c26886) }, { UINT64_C(0x53e03dae93ddcb7b), UINT64_C(0x0ac5f46077635d10) }, 
{ UINT64_C(0xcdb4135645a72cfe), UINT64_C(0x7cb64c4417ef571e) }, { UINT64_C(0xdce6c9539a2f6154), UINT64_C(0x2257a223682cea50) }, 
{ UINT64_C(0x2d2b800989aba1f1), UINT64_C(0x375e45526a04d2a6) }, { UINT64_C(0xb751a09a3af1185c), UINT64_C(0x4aa8c5a79105076e) }, 
{ UINT64_C(0xbee75e2678b95206), UINT64_C(0x2ed1bb63326e3df1) }, { UINT64_C(0xbac9504d1d990c2e), UINT64_C(0x255483b2a9e3e237) }, 
{ UINT64_C(0x59ab26ac8a8d583f), UINT64_C(0xf8af98882e1dae3c) }, { UINT64_C(0xe36276e197145411), UINT64_C(0xddfb1b3a87fe4c0b) }, 
{ UINT64_C(0x1cca2ad2f8e059d8), UINT64_C(0x311da87247255817) }, { UINT64_C(0x300b48b1f9430e23), UINT64_C(0x74f3e3857b93cd61) }, 
{ UINT64_C(0x777d431b583e20d0), UINT64_C(0x59e2cff6be0cb529) }, { UINT64_C(0xdadfc0ec2c1f1068), UINT64_C(0xcd71867b5f06bbf5) }, 
{ UINT64_C(0xe8c38f89064c315f), UINT64_C(0x5d2179778832f8f7) }, { UINT64_C(0xfdbf5be7bce422dd), UINT64_C(0x0845afc16c7c9a7f) }, 
{ UINT64_C(0x342546da9c63500b), UINT64_C(0x7f76db54e01e12a7) }, { UINT64_C(0x48f9fca955051595), UINT64_C(0xa64e76ef51de1372) }, 
{ UINT64_C(0x0e6515697c70cd6c), UINT64_C(0xf9ef5439c2f32cea) }, { UINT64_C(0x321c4f652a532137), UINT64_C(0x9050ff0cd7344302) }, 
{ UINT64_C(0x9b90c2f93b524fa7), UINT64_C(0x0f468e50adb39218) }, { UINT64_C(0x40a5e07f9f45a9c5), UINT64_C(0xb087068ea4076e3d) }, 
{ UINT64_C(0x1b19c107c6d8deee), UINT64_C(0xac8b828f26bd4e62) }, { UINT64_C(0x9608322e1c3a5bd5), UINT64_C(0x60bac84595557741) }, 
{ UINT64_C(0xf409a55bfeac6887), UINT64_C(0x6c3cd105cf17a0e0) }, { UINT64_C(0xc02ce38162cf388c), UINT64_C(0x134a0a512f09b247) }, 
{ UINT64_C(0x22a4770a7dd39a97), UINT64_C(0xbc011fcefe45b99c) }, { UINT64_C(0xe55b7f5e2124252d), UINT64_C(0x32dd3f62b0d41dae) }, 
{ UINT64_C(0xf3da4e8ec094efb1), UINT64_C(0xf1aafbf8ae8fb695) }, { UINT64_C(0xe74c788af2340a39), UINT64_C(0xd67e23eb1c7393cd) }, 
{ UINT64_C(0x7b0f51a6f75ec2a8), UINT64_C(0x44ae8746d05817a0) }, { UINT64_C(0x385754673303b273), UINT64_C(0x623a93e48e4ab02e) }, 
{ UINT64_C(0x84a70d9598aacf61), UINT64_C(0xa848340e108303bc) }, { UINT64_C(0xe4b19d34a92cd327), UINT64_C(0x406d31c7e6665a7e) }, 
{ UINT64_C(0xfa6cb03282dca5eb), UINT64_C(0x95d3853c0de48c0a) }, { UINT64_C(0x6e7385c84df6d12a), UINT64_C(0x11ca51f034167528) }, 
{ UINT64_C(0x0f8ff703f4783b66), UINT64_C(0x8b5f5a9c94416b3a) }, { UINT64_C(0x57ce33c5f6fd9553), UINT64_C(0x0140ccb1ecee82d6) }, 
{ UINT64_C(0x35cfa4b0146ba601), UINT64_C(0x0dc6d5f1b6ac5577) }, { UINT64_C(0xca67f8837b9fabc8), UINT64_C(0xe12066b97677416b) }, 
{ UINT64_C(0x92263c45791a05fd), UINT64_C(0x6b3ff0940ed8a887) }, { UINT64_C(0x414f0215174d5fcf), UINT64_C(0xc237082bf2b529ed) }, 
{ UINT64_C(0xbf0dbc4cf0b1a40c), UINT64_C(0x5c61b5c664dc7a21) }, { UINT64_C(0x893ffd42bfc2db13), UINT64_C(0xc7b4721b2865e6e5) }, 
{ UINT64_C(0x941f35facf2a74c1), UINT64_C(0x8419d4cc39f2f922) }, { UINT64_C(0x2cc1626301a357fb), UINT64_C(0x45ee4bf73cb69576) }, 
{ UINT64_C(0x05c4ec01ed28a822), UINT64_C(0x79353674cd3f9816) }, { UINT64_C(0xe09f935fcc0c8d0f), UINT64_C(0x4be809167deb85b8) }, 
{ UINT64_C(0x190ec6d315c8f1fa), UINT64_C(0x48289e068a1ac001) }, { UINT64_C(0x0d98f0d727681472), UINT64_C(0x6ffc461538e6e559) }, 
{ UINT64_C(0x1f37cf6ca3f880c6), UINT64_C(0xa70eba5ebd3091a4) }, { UINT64_C(0xd747303b0b77041a), UINT64_C(0xa28dc06e67e05eac) }, 
{ UINT64_C(0xef10645c3874b669), UINT64_C(0xc0b7538ae9aaee82) }, { UINT64_C(0x10b8386f5780bba0), UINT64_C(0x2c51e0c22971fa9e) }, 
{ UINT64_C(0x5c6fcaad67a5f01d), UINT64_C(0x819aaefce322362a) }, { UINT64_C(0xd6add251837ff210), UINT64_C(0xd03dcecb3152197c) }, 
{ UINT64_C(0x5f922f133cbd2903), UINT64_C(0x1789bcd01937ff99) }, { UINT64_C(0x808903fefd8a9149), UINT64_C(0xa3cd0cdf8b0edc7a) }, 
{ UINT64_C(0x78f2b418ac461bb6), UINT64_C(0xd2bd956a2a4dde13) }, { UINT64_C(0xbb23b2279591fa24), UINT64_C(0x57e48d17ff51a5e7) }, 
{ UINT64_C(0xf87bb7e651cc8aff), UINT64_C(0x717099b5a1430269) }, { UINT64_C(0x2ed665b7d2b378ef), UINT64_C(0xa14d577e90111b15) }, 
{ UINT64_C(0x168131d0e1b0ca9c), UINT64_C(0xc377c49a1e5bab3b) }, { UINT64_C(0x8ac218fce4da020d), UINT64_C(0x51a76037d2702f56) }, 
{ UINT64_C(0x8374e640a6924857), UINT64_C(0x35de1ef3711b15c9) }, { UINT64_C(0x829e042a2e9abe5d), UINT64_C(0x476e105627a95219) }, 
{ UINT64_C(0x6c64821c9ee6fe3e), UINT64_C(0xf5694d7998b1fb4b) }, { UINT64_C(0xeefa8636b07c4063), UINT64_C(0xb2075d2fbf18a952) }, 
{ UINT64_C(0xb0824b4f04c99f6a), UINT64_C(0xd73eef5af09d111b) }, { UINT64_C(0x085c1cd6ca40bc50), UINT64_C(0x16c97061f5d97d4f) }, 
{ UINT64_C(0x3a4053b3e0139d67), UINT64_C(0x86998f6d22ed3e4d) }, { UINT64_C(0x5624d1af7ef56359), UINT64_C(0x73f0c214ba5cc506) }, 
{ UINT64_C(0x70aea8ce6606a7e6), UINT64_C(0xc474e50bdf94a35c) }, { UINT64_C(0xd4bad585506fdd04), UINT64_C(0x349ed2429df5971f) }, 
{ UINT64_C(0xdef1ce87493f4e40), UINT64_C(0xc6f4beaac48b6433) }, { UINT64_C(0x03fde5be5b18d91e), UINT64_C(0x9613122cfa15c9b3) }, 
{ UINT64_C(0xa8666ff69909989a), UINT64_C(0xeda67ff92c3596ca) }, { UINT64_C(0x3baab1d9681b6b6d), UINT64_C(0xf42981c8745f799d) }, 
{ UINT64_C(0xb546a74ee9e13748), UINT64_C(0xae0bd92e3da2890d) }, { UINT64_C(0x6f9967a2c5fe2720), UINT64_C(0x637a5f5562a432f8) }, 
{ UINT64_C(0x6d6bb62dbf638e1b), UINT64_C(0xa878419a639aaacc) }, { UINT64_C(0xc68029cbc0c915f8), UINT64_C(0xb431ad42c942379b) }, 
{ UINT64_C(0xbced40d27a90f04e), UINT64_C(0x96de29d590d51810) }, { UINT64_C(0x979a27b6d737e2d3), UINT64_C(0x1ee47ccc37cca479) }, 
{ UINT64_C(0x1706df34053a6bad), UINT64_C(0x8a97c50d3a0d8547) }, { UINT64_C(0x54611471b02d332f), UINT64_C(0xf502cd8d2d8de605) }, 
{ UINT64_C(0x5233b979cb0e0a96), UINT64_C(0x9f98648f0e8f01bf) }, { UINT64_C(0xfb57fc269d0486a3), UINT64_C(0xa5a7efe804e8c13f) }, 
{ UINT64_C(0x01a66dbdf550ea6b), UINT64_C(0x133bd2be50becf8a) }, { UINT64_C(0x8bcca127aa38281d), UINT64_C(0x39255379387904b9) }, 
{ UINT64_C(0x1589058d2c9a7c7b), UINT64_C(0xace1a2b29ab2d890) }, { UINT64_C(0xd0209b4230a3943e), UINT64_C(0x2d9dbaf1a3f17d56) }, 
{ UINT64_C(0xf9d8269fb4a49175), UINT64_C(0x83d18857a4579ce8) }, { UINT64_C(0x9fe3c91773f2be0d), UINT64_C(0x86ff2375f27513a3) }, 
{ UINT64_C(0x50bc63c0e2ae1d40), UINT64_C(0xb9ee0330ae305c68) }, { UINT64_C(0xadb932ee0489a25a), UINT64_C(0x76d345da89da7aed) }, 
{ UINT64_C(0xaa4df25b8afa7188), UINT64_C(0x0f723e66fa6652dd) }, { UINT64_C(0x6340f5846085eb7c), UINT64_C(0x5af9b7218521faac) }, 
{ UINT64_C(0x9d6c13ae5a52a9db), UINT64_C(0xa08944ca52ca4e74) }, { UINT64_C(0xc40ff372e969022e), UINT64_C(0x9247cafd69fd6a4c) }, 
{ UINT64_C(0x2d25ca6cd6842b24), UINT64_C(0xe2a0fc1b841b5bd3) }, { UINT64_C(0x1df0eb2c885f20a5), UINT64_C(0x34fafd0b5f0b6f4a) }, 
{ UINT64_C(0xa5c0dc4fa04cfe84), UINT64_C(0xeec81a634c63cd37) }, { UINT64_C(0x5c18fad014e86ff1), UINT64_C(0x6d199234e83451df) }, 
{ UINT64_C(0xef78941644ce10b3), UINT64_C(0x1a7d9fe4cee4d625) }, { UINT64_C(0x3efe62e9813d6ee6), UINT64_C(0x24dbf7ab3dab64f9) }, 
{ UINT64_C(0x89437b9e83983fcb), UINT64_C(0x1f5334c698c6596e) }, { UINT64_C(0x483792e0cd22f9e1), UINT64_C(0xd2c3e238223846c5) }, 
{ UINT64_C(0xd3092c46ec536983), UINT64_C(0x18d00ff053f0ef0b) }, { UINT64_C(0x3f580f54746d848d), UINT64_C(0x37e025156d15ab73) }, 
{ UINT64_C(0x0652ad087b2339b9), UINT64_C(0x6a9aa9022302e7ba) }, { UINT64_C(0xcf5faad7915ca34d), UINT64_C(0x3f1120455c454fcb) }, 
{ UINT64_C(0x29f8bddd8407054b), UINT64_C(0xae4c32a607a6e1be) }, { UINT64_C(0x230e89c509624e43), UINT64_C(0x10210aa062a00bb3) }, 
{ UINT64_C(0xc8ab6a621f2f709f), UINT64_C(0x46b05bf92ff967fb) }, { UINT64_C(0x42c1a6f84047b2e9), UINT64_C(0x6caeda3e473eacc8) }, 
{ UINT64_C(0x36878c4825f83238), UINT64_C(0xbcc0a812f812d323) }, { UINT64_C(0x3a231558d3be4089), UINT64_C(0x68373916be16de94) }, 
{ UINT64_C(0xd2af41fb190383e8), UINT64_C(0x0bebdd4e034e2081) }, { UINT64_C(0xd186f6ffc5f37e55), UINT64_C(0x3ea6684ff34fb2dc) }, 
{ UINT64_C(0x86ce558aa92eb0c7), UINT64_C(0xfee910c32ec3c684) }, { UINT64_C(0x73b2ea05ebcc5303), UINT64_C(0xa9cf0990cc9057db) }, 
{ UINT64_C(0xb61b74caf7f5bb46), UINT64_C(0x28b311d3f5d3f21d) }, { UINT64_C(0x61cf2f3d4925fcaa), UINT64_C(0x7c8fd09e259ea77b) }, 
{ UINT64_C(0x0e2b43a9dfe66567), UINT64_C(0xf281f6bbe6bb5060) }, { UINT64_C(0x142f6830d9ca9610), UINT64_C(0xbfda700cca0c171a) }, 
{ UINT64_C(0x4ab84859e482ee37), UINT64_C(0xf4b5858782871b12) }, { UINT64_C(0x85e7e28e75de4d7a), UINT64_C(0xcba4a5c2dec254d9) }, 
{ UINT64_C(0x44930bf03b648b50), UINT64_C(0x0634733c643c4b72) }, { UINT64_C(0xc25d5e7a924a3b97), UINT64_C(0xf8dd63ff4aff8df6) }, 
{ UINT64_C(0x285ed0607157ef20), UINT64_C(0xbd77e01857182e34) }, { UINT64_C(0x8f11d696f8bb0672), UINT64_C(0x75c99dc4bbc4bed4) }, 
{ UINT64_C(0x22a8e478fc32a428), UINT64_C(0x031ad81e321ec439) }, { UINT64_C(0x04dd77b152832e6f), UINT64_C(0x4ceccebd83bdba6d) }, 
{ UINT64_C(0x5e9720693d487827), UINT64_C(0x4b6ff58b488b0c08) }, { UINT64_C(0x5748a3756cddce92), UINT64_C(0xc04f788cdd8c7458) }, 
{ UINT64_C(0x78e2b3a093f9f260), UINT64_C(0x0499e328f928725c) }, { UINT64_C(0x9cca7e13af0243b0), UINT64_C(0xb3b29674027481fe) }, 
{ UINT64_C(0xfaf1919b68546cc8), UINT64_C(0xb69c3d5654560eb5) }, { UINT64_C(0xb1efb47f79866894), UINT64_C(0x51126a6f866fda2d) }, 
{ UINT64_C(0xc3fb33c7671ad1fc), UINT64_C(0xebe6b1411a41427c) }, { UINT64_C(0x0879eea1a4c55cde), UINT64_C(0x981b5fb9c5b9b7da) }, 
{ UINT64_C(0x64b43531eef638ae), UINT64_C(0x2358cc9df69dd29c) }, { UINT64_C(0x4fc3525543512a33), UINT64_C(0xab62998451846ef5) }, 
{ UINT64_C(0x8213223bfbad9ea8), UINT64_C(0xb205de7ead7e7ce9) }, { UINT64_C(0x16a0b289f06a81c6), UINT64_C(0x99ac17b36ab34acd) }, 
{ UINT64_C(0x35ae3b4cf908cf85), UINT64_C(0x898d1d130813417e) }, { UINT64_C(0xde0bd8ebef45f159), UINT64_C(0xdf1c4c4a454a2d36) }, 
{ UINT64_C(0x963c4a0b226708b8), UINT64_C(0x0ddfae7267726bf3) }, { UINT64_C(0x7bcb04a44f090fdd), UINT64_C(0x31d456290929e001) }, 
{ UINT64_C(0xe92a391e3fed290a), UINT64_C(0x70e736e6ede6319f) }, { UINT64_C(0xcb82dd66c3df8d22), UINT64_C(0x73fdeef8dff8f5a6) }, 
{ UINT64_C(0xb532c3ce2b0546fb), UINT64_C(0x1dfea4d205d26040) }, { UINT64_C(0x4d4c88ec6af13de5), UINT64_C(0x8d14fe3bf13b3322) }, 
{ UINT64_C(0x2c83a7d123d4c14f), UINT64_C(0xf19b2ea5d4a59459) }, { UINT64_C(0x7f1673151d8a21b2), UINT64_C(0x7d3898948a945a6c) }, 
{ UINT64_C(0x7944de1d66a9180b), UINT64_C(0x17a23196a996bdd6) }, { UINT64_C(0xcef9c76a640c4926), UINT64_C(0x2c2af2fb0cfb8041) }, 
{ UINT64_C(0x0329b704dcf0fdbd), UINT64_C(0x354db501f001925d) }, { UINT64_C(0x2b776764ada7129d), UINT64_C(0x883a5519a719bc69) }, 
{ UINT64_C(0x906ee70359443101), UINT64_C(0x6745077044708c49) }, { UINT64_C(0x0f8d2e142ab68f0c), UINT64_C(0xe1ba2405b6059fea) }, 
{ UINT64_C(0xd85975e39466c8e0), UINT64_C(0xb586e5486648ca8c) }, { UINT64_C(0xb2c6037ba5769529), UINT64_C(0x645fdf6e766e4870) }, 
{ UINT64_C(0xa0bbc643079f3a80), UINT64_C(0xb11f06609f60b8d0) }, { UINT64_C(0xf007a583e53127c0), UINT64_C(0x08f105503150e4b8) }, 
{ UINT64_C(0x776f9db4b94f7d6c), UINT64_C(0xe523c72d4f2dedb6) }, { UINT64_C(0xabeb9fe67faa9be3), UINT64_C(0x1c49ecd8aad89d57) }, 
{ UINT64_C(0x188bf1202f8ce4a1), UINT64_C(0x6b2de1088c081aad) }, { UINT64_C(0x27d3fe745be1602c), UINT64_C(0x5ccdc41de11db1de) }, 
{ UINT64_C(0xbfc4f7d6a6600df3), UINT64_C(0xa3939cd460d48a4d) }, { UINT64_C(0x255c24cd724177fa), UINT64_C(0x7abba3a241a2ec09) }, 
{ UINT64_C(0xe153d7bf9b2875d4), UINT64_C(0xe8fc695f285f8645) }, { UINT64_C(0xb83037632813de21), UINT64_C(0xda32e7681368a27d) }, 
{ UINT64_C(0x2e0c7d680a74d699), UINT64_C(0xd7ed491a741ac98e) }, { UINT64_C(0xfe2ce62a3ad742a7), UINT64_C(0xfa70f3ebd7ebb4d8) }, 
{ UINT64_C(0xc72644763599ff93), UINT64_C(0xa70a7ffc99fcf811) }, { UINT64_C(0x4367cb45b5175882), UINT64_C(0x7f95088017806342) }, 
{ UINT64_C(0x69b6c19cede0a074), UINT64_C(0xe4948f27e02710a1) }, { UINT64_C(0x713d30bcc26c44d5), UINT64_C(0x8fb96e2f6c2f0a0c) }, 
{ UINT64_C(0x83b54f860efd74c3), UINT64_C(0xa13e0cc0fdc0b363) }, { UINT64_C(0x9347500785b4ccbc), UINT64_C(0x5208b271b4711e14) }, 
{ UINT64_C(0x99b1641f08d187b4), UINT64_C(0xec658a77d177f419) }, { UINT64_C(0xb7bd197702a5512d), UINT64_C(0x3b88c36da56d3d97) }, 
{ UINT64_C(0xa11dabfef2cfd0eb), UINT64_C(0xa224d4decfde775a) }, { UINT64_C(0x057b1a0ca7d3c404), UINT64_C(0x5fd71c03d30375e7) }, 
{ UINT64_C(0xaf36e8572d29b58c), UINT64_C(0x50a522652965273a) }, { UINT64_C(0x404e7c4169e7a53f), UINT64_C(0x4ad8bd81e781f11f) }, 
{ UINT64_C(0xf57cbf8f42e2e3c4), UINT64_C(0x57261953e253915f) }, { UINT64_C(0xc90d07dfea7f9af4), UINT64_C(0x558b89477f47a871) }, 
{ UINT64_C(0xfca33c9313775571), UINT64_C(0xdc0694547754e90f) }, { UINT64_C(0xc0d284c3bbea2c41), UINT64_C(0xdeab0440ea40d021) }, 
{ UINT64_C(0x6e420129639373a6), UINT64_C(0x9d35f49b939b3891) }, { UINT64_C(0x4b1e25e411d2045c), UINT64_C(0xe78e5739d239d498) }, 
{ UINT64_C(0x3721e1f5d0a8d853), UINT64_C(0xaffb7aaca8ac1ca9) }, { UINT64_C(0xa2341cfa2e3f2d56), UINT64_C(0x976961df3fdfe507) }, 
{ UINT64_C(0x511a0e7d17fef72b), UINT64_C(0xaad5d18efe8e93e2) }, { UINT64_C(0x028fdab929a017d6), UINT64_C(0x267667bfa0bf5dd7) }, 
{ UINT64_C(0x1a042b99062cf377), UINT64_C(0x4d5b86b72cb7477a) }, { UINT64_C(0xd7d45bf7bed047ec), UINT64_C(0x543cc14dd04d5566) }, 
{ UINT64_C(0x6810ac2118b04a1f), UINT64_C(0xf7af5d99b099df2b) }, { UINT64_C(0x9a98d31bd4217a09), UINT64_C(0xd9283f7621766644) }, 
{ UINT64_C(0xa3927147db6fc73d), UINT64_C(0x8452b3616f612a8d) }, { UINT64_C(0x92e13dba70e426d7), UINT64_C(0x413360cfe4cfd19e) }, 
{ UINT64_C(0xe7017ab7e00b4c6d), UINT64_C(0x8266c05d0b5d61ff) }, { UINT64_C(0x30d521405edb0b81), UINT64_C(0xd65a0110db103499) }, 
{ UINT64_C(0xe428cdb33cfbb1d0), UINT64_C(0xb72b755cfb5cf3a2) }, { UINT64_C(0xa6e96b4b7cbc0339), UINT64_C(0xdb85af62bc625f6a) }, 
{ UINT64_C(0x94b390b20bc71f6e), UINT64_C(0x2ba9c9cdc7cd3624) }, { UINT64_C(0xd9ff185e6136228b), UINT64_C(0xa6bd37f636f60506) }, 
{ UINT64_C(0x9515fd0ffe97f505), UINT64_C(0x38921b739773f9ae) }, { UINT64_C(0xe3dc0d06b2886202), UINT64_C(0xce8a0ee088e0db92) }, 
{ UINT64_C(0x9e45a4aa86a25466), UINT64_C(0x95c4f1cba2cbdc29) }, { UINT64_C(0xf7f365366b42f412), UINT64_C(0x71507eec42eccc88) }, 
{ UINT64_C(0x75e0470d90ef6aba), UINT64_C(0xc355a092ef92b061) }, { UINT64_C(0x6fe46c9496c399cd), UINT64_C(0x8e0e2625c325f71b) }, 
{ UINT64_C(0x340856f10c5825ee), UINT64_C(0x9ab6cfad58ad8ef4) }, { UINT64_C(0xbb198067f4e3239c), UINT64_C(0xef7f5269e3693020) }, 
{ UINT64_C(0x20273ec1d592b3fe), UINT64_C(0x256cbfa192a199ee) }, { UINT64_C(0xe58ea00ec9ab5bbb), UINT64_C(0xa410a7e2abe23c28) }, 
{ UINT64_C(0xff8a8b97cf87a8cc), UINT64_C(0xe94b215587557b52) }, { UINT64_C(0xedf74eaf6d6e0765), UINT64_C(0x3c0bf85b6e5b8bf2) }, 
{ UINT64_C(0x60694280bc7516c1), UINT64_C(0x6fb40220752068f1) }, { UINT64_C(0x3c71b850a89d7930), UINT64_C(0x02ad90149d14392e) }, 
{ UINT64_C(0x1ed95c2854afdd18), UINT64_C(0x01b7480aaf0afd17) }, { UINT64_C(0xcc761dd34dac5ef0), UINT64_C(0x0a5c9544ac44dd96) }, 
{ UINT64_C(0xeedef9abb19efad8), UINT64_C(0x09464d5a9e5a19af) }, { UINT64_C(0x809cf882d20d897e), UINT64_C(0x9473b9c10dc1213e) }, 
{ UINT64_C(0x876838375c7e5aac), UINT64_C(0xedd2c27d7e7d090e) }, { UINT64_C(0x41e811fc9cb74f54), UINT64_C(0x59e36f3fb73f3e95) }, 
{ UINT64_C(0xd4fdecf36220ba51), UINT64_C(0x6171744c204cc73b) }, { UINT64_C(0x24fa497087119d91), UINT64_C(0x6980711c111c2383) }, 
{ UINT64_C(0xa8c228e2a35a665e), UINT64_C(0x290459d95ad90f0a) }, { UINT64_C(0xbe629a6b5330e798), UINT64_C(0xb0a84e6a306a45c7) }, 
{ UINT64_C(0x6512588c1ba6d2c5), UINT64_C(0x30631e23a6231d16) }, { UINT64_C(0xca24b0db368f6749), UINT64_C(0x60c63c468f463a2c) }, 
{ UINT64_C(0x91c88abeac14db6a), UINT64_C(0x747ed5ce14ce43c3) }, { UINT64_C(0x7a6d6919ba59e5b6), UINT64_C(0x22ef849759972f8b) }, 
{ UINT64_C(0x88e5162376c8d5a0), UINT64_C(0x0c68e678c87896e4) }, { UINT64_C(0xc174e97e4ebac62a), UINT64_C(0xcd90d6febafe1fab) }, 
{ UINT64_C(0x3b8578e526eeaae2), UINT64_C(0x7b0ceba8eea8111e) }, { UINT64_C(0x7d99a9ac342a3664), UINT64_C(0x5b4eff2b2a2b07bb) }, 
{ UINT64_C(0x8c386192244bfbcf), UINT64_C(0x408428c54bc52c89) }, { UINT64_C(0x33fc9644822bf63c), UINT64_C(0xe317b4112b11a6c4) }, 
{ UINT64_C(0x5bec3a659a9bbc23), UINT64_C(0x14b8e9889b8879ef) }, { UINT64_C(0x0000000000000000), UINT64_C(0x0000000000000000) }, 
{ UINT64_C(0xa466b1f2551c14ef), UINT64_C(0xfdf3c8dd1cdd02bd) }, { UINT64_C(0x192d9c9ddadc0eca), UINT64_C(0x781633b6dcb6d527) }, 
{ UINT64_C(0x0b5059a57835a163), UINT64_C(0xad56eab835b82587) }, { UINT64_C(0x74462ab065bf80d1), UINT64_C(0xd06e722cbf2c7feb) }, 
{ UINT64_C(0xe6a7170a155ba606), UINT64_C(0x915d12e35be3ae75) }, { UINT64_C(0xbabfedda01b3c9f7), UINT64_C(0xfc4480d7b3d7ffaa) }, 
{ UINT64_C(0xdc840252c6e5e68f), UINT64_C(0xf96a2bf5e5f570e1) }, { UINT64_C(0xdd226fef33b50ce4), UINT64_C(0xea51f94bb54bbf6b) }, 
{ UINT64_C(0xbd4b2d6f8fc01a25), UINT64_C(0x85e5fb6bc06bd79a) }, { UINT64_C(0x5dbe976de1b8859a), UINT64_C(0x7e22408ab88a9e55) }, 
{ UINT64_C(0xb3606ec650267f42), UINT64_C(0x77640dd026d087fa) }, { UINT64_C(0x0d02f4ad031698da), UINT64_C(0xc7cc43ba16bac23d) }, 
{ UINT64_C(0x31734cfdab8be1ea), UINT64_C(0xc561d3ae8baefb13) }, { UINT64_C(0x390aa25c0f4ebd34), UINT64_C(0x5d7a8c174e174cc9) }, 
{ UINT64_C(0xa964455f560a8c35), UINT64_C(0x3a3f8b670a67c080) }, { UINT64_C(0x127dc538a2e9afa9), UINT64_C(0xd540d90ee90ef0a0) }, 
{ UINT64_C(0x8eb7bb2b0debec19), UINT64_C(0x66f24f7aeb7a715e) }, { UINT64_C(0x09df831c5195b6b5), UINT64_C(0x8b208d0795077850) }, 
{ UINT64_C(0x62e6983995d50117), UINT64_C(0x49c2659fd59f3526) }, { UINT64_C(0x6b391b25c440b7a2), UINT64_C(0xc2e2e89840984d76) }, 
{ UINT64_C(0x13dba88557b945c2), UINT64_C(0xc67b0bb0b9b03f2a) }, { UINT64_C(0xeba5e3a7164d3edc), UINT64_C(0x569151594d596c48) }, 
{ UINT64_C(0x38accfe1fa1e575f), UINT64_C(0x4e415ea91ea98343) }, { UINT64_C(0x1c5686917d0fcace), UINT64_C(0x27c12fb50fb5a0c0) }, 
{ UINT64_C(0x55c779cc457dd944), UINT64_C(0xe6391f337d33298f) }, { UINT64_C(0xdad6af5abdc6df36), UINT64_C(0x93f082f7c6f7975b) }, 
{ UINT64_C(0x6ccddb904a336470), UINT64_C(0xbb43932433246546) }, { UINT64_C(0x6a9f769831105dc9), UINT64_C(0xd1d93a26102682fc) }, 
{ UINT64_C(0xe88c54a3cabdc361), UINT64_C(0x63dce458bd58fe15) }, { UINT64_C(0x4991ff5d3872138a), UINT64_C(0xc1f830867286894f) }, 
{ UINT64_C(0xea038e1ae31dd4b7), UINT64_C(0x45aa83e71de7a3c2) }, { UINT64_C(0xa74f06f689ece952), UINT64_C(0xc8be7ddcecdc90e0) }, 
{ UINT64_C(0x679d82353206c513), UINT64_C(0x1615799c069c40c1) }, { UINT64_C(0xf1a1c83e1061cdab), UINT64_C(0x1bcad7ee61ee2b32) }, 
{ UINT64_C(0x461cd14912c49c86), UINT64_C(0x20421483c48316a5) }, { UINT64_C(0x2ad10ad958f7f8f6), UINT64_C(0x9b0187a7f7a773e3) }, 
{ UINT64_C(0x10f21f818b49b87f), UINT64_C(0xf336beb149b1ad77) }, { UINT64_C(0x4e653fe8b601c058), UINT64_C(0xb8594b3a013aa17f) }, 
{ UINT64_C(0x325afbf9777b1c57), UINT64_C(0xf02c66af7baf694e) }, { UINT64_C(0xec512312983eed0e), UINT64_C(0x2f302ae53ee54478) }, 
{ UINT64_C(0x721487b81e9cb968), UINT64_C(0xbaf4db2e9c2e9851) }, { UINT64_C(0x267593c9aeb18a47), UINT64_C(0x4ff616a3b1a37e54) }, 
{ UINT64_C(0x0af634188d654b08), UINT64_C(0xbe6d38066506ea0d) }, { UINT64_C(0x1f7f3195a1ff3773), UINT64_C(0x128c9ab4ffb4329d) }, 
{ UINT64_C(0xae9085ead8795fe7), UINT64_C(0x439ef0db79dbe8b0) }, { UINT64_C(0xfd05512ee627bf1a), UINT64_C(0xcf3d46ea27ea2685) }, 
{ UINT64_C(0xb9965adedd43344a), UINT64_C(0xc90935d643d66df7) }, { UINT64_C(0x8a6acc9a5f68c276), UINT64_C(0x2a1e81c768c7cb33) }, 
{ UINT64_C(0x3dd7d5ed5dcd935b), UINT64_C(0x119642aacdaaf6a4) }, { UINT64_C(0x4535664dce34613b), UINT64_C(0x150fa182348284f8) }, 
{ UINT64_C(0x76c9f0094c1f9707), UINT64_C(0xf61815931f93223c) }, { UINT64_C(0xf655088b9e121e79), UINT64_C(0x626bac5212520302) }, 
{ UINT64_C(0xdfadb5561a151b32), UINT64_C(0xcc279ef415f4e2bc) }, { UINT64_C(0x1154723c7e195214), UINT64_C(0xe00d6c0f190f62fd) }, 
{ UINT64_C(0x5395d4c43e5ee0fd), UINT64_C(0x8ca3b6315e31ce35) }, { UINT64_C(0xf87e4b2241f47b1e), UINT64_C(0x90ea5ae9f4e95362) }, 
{ UINT64_C(0xd672364a4b80ad87), UINT64_C(0x470713f380f39aec) }, { UINT64_C(0x981709a2fd816ddf), UINT64_C(0xff5e58c981c93b93) }, 
{ UINT64_C(0xc5a99ecf1c39e845), UINT64_C(0x817c18433943a5c6) }, { UINT64_C(0x1ba24624f37c191c), UINT64_C(0x5e6054097c0988f0) }, 
{ UINT64_C(0xe0f5ba026e789fbf), UINT64_C(0xfbc7bbe178e149cf) }, { UINT64_C(0x07f4c0b58e73d3d2), UINT64_C(0x79a17bbc73bc2830) }, 
{ UINT64_C(0x2181537c20c25995), UINT64_C(0x36576d1fc21f5664) }, { UINT64_C(0x5963e0dcb33babf5), UINT64_C(0x32ce8e373b372438) }, 
{ UINT64_C(0xb494ae73de55ac90), UINT64_C(0x0ec5766c556cafca) }, { UINT64_C(0x56eecec8998d24f9), UINT64_C(0xd374aa328d32bbd2) }, 
{ UINT64_C(0x47babcf4e79476ed), UINT64_C(0x3379c63d943dd92f) }, { UINT64_C(0x8d9e0c2fd11b11a4), UINT64_C(0x53bffa7b1b7be303) }, 
{ UINT64_C(0x813a953f275d6315), UINT64_C(0x87486b7f5d7feeb4) }, { UINT64_C(0x58c58d61466b419e), UINT64_C(0x21f55c896b89ebb2) }, 
{ UINT64_C(0x0ca49910f64672b1), UINT64_C(0xd4f7910446040db7) }, { UINT64_C(0x5a4a57d86fcb5648), UINT64_C(0x07833b36cb36b665) }, 
{ UINT64_C(0x7c3fc411c17adc0f), UINT64_C(0x48752d957a95c831) }, { UINT64_C(0xe27a60bb47d88869), UINT64_C(0xddb1dc5ed85e1418) }, 
{ UINT64_C(0x7eb01ea8e8dacbd9), UINT64_C(0x6e034a2ada2a95e6) }, { UINT64_C(0x2faa10d5ff243cf2), UINT64_C(0xc4d69ba424a40604) }, 
{ UINT64_C(0x5f314dd4c818924c), UINT64_C(0x585427351835c382) }, { UINT64_C(0x709b5d01373caebe), UINT64_C(0x9c82bc913c91c586) }, 
{ UINT64_C(0x663bef88c7562f78), UINT64_C(0x052eab2256228f4b) }, { UINT64_C(0xcdd0706eb8fcb49b), UINT64_C(0x196747fafcfa121c) }, 
{ UINT64_C(0x84418f33808ea711), UINT64_C(0xd89f777c8e7c9b53) }, { UINT64_C(0xdb70c2e74896355d), UINT64_C(0x80cb5049964958d1) }, 
{ UINT64_C(0x4ceae5519fa1d78e), UINT64_C(0x9e2f2c85a185fca8) }, { UINT64_C(0xf4dad232b7b209af), UINT64_C(0x441dcbedb2ed5ed5) }, 
{ UINT64_C(0x9b3ebea621719062), UINT64_C(0xca13edc871c8a9ce) }, { UINT64_C(0xf32e128739c1da7d), UINT64_C(0x3dbcb051c15176e5) }, 
{ UINT64_C(0xf2887f3acc913016), UINT64_C(0x2e8762ef91efb96f) }, { UINT64_C(0xd55b814e9770503a), UINT64_C(0x724aa6f270f208b1) }, 
{ UINT64_C(0xb049d9c28cd682ff), UINT64_C(0x4229b8d1d6d115a7) }, { UINT64_C(0xac1f5f53f1d94831), UINT64_C(0x65e89764d964b567) }, 
{ UINT64_C(0x691954d6afcb3752), UINT64_C(0x37f9691b711861cd) }, { UINT64_C(0x037b5ac3527d931c), UINT64_C(0x938b03f8d8db4a3b) }, 
{ UINT64_C(0x63c04b198006db1a), UINT64_C(0xdb45634ee4871e57) }, { UINT64_C(0x20690ff74e293802), UINT64_C(0x38fb20d314348d24) }, 
{ UINT64_C(0x09a2450c7db07f54), UINT64_C(0x7f3709ad4d4435a1) }, { UINT64_C(0x723c9bc228d8b6ae), UINT64_C(0xb6a0722fa6d43eed) }, 
{ UINT64_C(0xad08ae66b191a0cf), UINT64_C(0xa081ad96ea4790f0) }, { UINT64_C(0x33c7b3ae3ba1b71f), UINT64_C(0xb7ec33a3c6f5600d) }, 
{ UINT64_C(0x7ab7e88fda43b84f), UINT64_C(0xb8ee7a6ba3d98ce4) }, { UINT64_C(0xf120fd5b8101c5ba), UINT64_C(0xc541f11d2edf0546) }, 
{ UINT64_C(0xfd0f56d10a36ccca), UINT64_C(0xcc28fd7bc835eeaa) }, { UINT64_C(0x706ef740f58e5407), UINT64_C(0x5452703e3646f37e) }, 
{ UINT64_C(0xc76aa0734c270481), UINT64_C(0x04f3c7754384bb06) }, { UINT64_C(0x769843055174b13f), UINT64_C(0xb187760d45336708) }, 
{ UINT64_C(0x59a5bdbbc6171351), UINT64_C(0x139e59406f364bfb) }, { UINT64_C(0xb5563bb164ffb22f), UINT64_C(0xb253b55ae55085eb) }, 
{ UINT64_C(0x10d5e69a27f51c01), UINT64_C(0x1c9c10880a1aa712) }, { UINT64_C(0xe0dc2d8029dfa80e), UINT64_C(0xa8a4e07c6c8c25fc) }, 
{ UINT64_C(0x823550d826f202a1), UINT64_C(0x029882dbc042bc03) }, { UINT64_C(0xf7d6491e25fb2082), UINT64_C(0x2094f72e5daa9130) }, 
{ UINT64_C(0x9c9d714a5766f579), UINT64_C(0xf59f9c24bc203d6e) }, { UINT64_C(0xabfe1a23156b45f7), UINT64_C(0x4554aba599320486) }, 
{ UINT64_C(0xe3a777437ba23b12), UINT64_C(0x3b2fe384b4576fc7) }, { UINT64_C(0x24cdd73037853f93), UINT64_C(0x3fdc24f1f7d3d4c1) }, 
{ UINT64_C(0xb47f0df0ebd4c39a), UINT64_C(0xc32ab4b3ad190243) }, { UINT64_C(0xbea6123fc4192fd2), UINT64_C(0x2f96bee638867dd9) }, 
{ UINT64_C(0x058dee86f6877624), UINT64_C(0x765e05cbabaede4d) }, { UINT64_C(0xa375696ee7f04b16), UINT64_C(0x4b1aa3e19c3fb68f) }, 
{ UINT64_C(0xfe740c12584b5fd6), UINT64_C(0x5fa3fe8310eea491) }, { UINT64_C(0xc411fab01e5a979d), UINT64_C(0x9778c48d9b5ff13d) }, 
{ UINT64_C(0xdf3435a499491661), UINT64_C(0x1621dfb94c93ae1d) }, { UINT64_C(0x2f3dfebe9763a26e), UINT64_C(0xa2192f4d2a052cf3) }, 
{ UINT64_C(0xb7045733b9a95086), UINT64_C(0x50a1b74b75c24878) }, { UINT64_C(0x1558081cd1726a25), UINT64_C(0x6ac21543a1b4795f) }, 
{ UINT64_C(0x8abe2395d4690c40), UINT64_C(0x0cd68a9fc54f0e0a) }, { UINT64_C(0x012936418f2b71b5), UINT64_C(0x717901e9484987a8) }, 
{ UINT64_C(0xe8575ecddb44a6ef), UINT64_C(0xa6eae838698197f5) }, { UINT64_C(0x953f34462ad68a2d), UINT64_C(0x8aa89589f16408cf) }, 
{ UINT64_C(0x84c3e49d8208e799), UINT64_C(0xe74d84e8b3372875) }, { UINT64_C(0x0ad91fcf2fcdec48), UINT64_C(0xecbc0a55959f7f9a) }, 
{ UINT64_C(0xf6ff7f5faad05137), UINT64_C(0x51edf6c715e31698) }, { UINT64_C(0x4cfdb5a717657974), UINT64_C(0x795c4c03ce8232a4) }, 
{ UINT64_C(0xc19c1436e8dde1b9), UINT64_C(0xe126c14630f12f70) }, { UINT64_C(0x14713e5d5e591b90), UINT64_C(0x1bbb14aae9fdfef7) }, 
{ UINT64_C(0x89c5795686149f5c), UINT64_C(0x9f5d89671d944431) }, { UINT64_C(0x87b8be5ed0757485), UINT64_C(0x74c687106bec624e) }, 
{ UINT64_C(0x57d87ab39076f888), UINT64_C(0xf8055737194e6d84) }, { UINT64_C(0x78e5840d07155ae6), UINT64_C(0x5a1c787a334b4177) }, 
{ UINT64_C(0xde1d03e5166267d4), UINT64_C(0x6758de5004da29b5) }, { UINT64_C(0x28e27cbabcb236e3), UINT64_C(0x36b5289711393f2d) }, 
{ UINT64_C(0xcdb3bfbc63eae8c9), UINT64_C(0xe84fcd20d61bc49c) }, { UINT64_C(0xdab9db226fce6045), UINT64_C(0x607fda72e73d7050) }, 
{ UINT64_C(0x6fefe0930b31d26a), UINT64_C(0xd22c6f28026df5bb) }, { UINT64_C(0x2b992679eecfa5ff), UINT64_C(0xa53e2b6fc9e27516) }, 
{ UINT64_C(0xd060c4ed40038c0d), UINT64_C(0x8cc3d02772a20fca) }, { UINT64_C(0xfc266090851dbd7f), UINT64_C(0xbd51fc92807c6902) }, 
{ UINT64_C(0x94160207a5fdfb98), UINT64_C(0xfbd19460b92d8f67) }, { UINT64_C(0xf882b857fcb1baee), UINT64_C(0xba76f8b0639b30e7) }, 
{ UINT64_C(0x49705b21e1e20f50), UINT64_C(0x0f0249c8652cece9) }, { UINT64_C(0x641fc91dabd74f97), UINT64_C(0x4fe96494dfbb0d89) }, 
{ UINT64_C(0x5255943566f18eac), UINT64_C(0x8e5b52fcb2e0b3c9) }, { UINT64_C(0x56f14cf21f5d893d), UINT64_C(0x897c56de5107ea2c) }, 
{ UINT64_C(0x455ff0ab6ad50620), UINT64_C(0x066b45ae83c60705) }, { UINT64_C(0x06f6b445a4fae538), UINT64_C(0xe5d5063373759476) }, 
{ UINT64_C(0xdd665926441ff4c8), UINT64_C(0xf4d3dda8dc01638e) }, { UINT64_C(0x7315ad83a7f3c71b), UINT64_C(0xc7d973c6ee9db945) }, 
{ UINT64_C(0x664da59f7681ad3e), UINT64_C(0xad1b66854f29c01a) }, { UINT64_C(0xf9ab8e16739acb5b), UINT64_C(0xcb0ff9592bd2b74f) }, 
{ UINT64_C(0x5adee778946a804d), UINT64_C(0x80155ab8b7ed01c0) }, { UINT64_C(0x1a0cf9550838f049), UINT64_C(0xf0201add9f85d888) }, 
{ UINT64_C(0x6b4b3854729dd5fb), UINT64_C(0xd50b6b0ae18aac5e) }, { UINT64_C(0x04a4d8c779ac0791), UINT64_C(0x07270422e3e759e5) }, 
{ UINT64_C(0x4f86ef644518ea68), UINT64_C(0xead74ffb1659789f) }, { UINT64_C(0xf25ba798d37c56a6), UINT64_C(0x56caf2e5f6044f7d) }, 
{ UINT64_C(0xe62a99c58d254d36), UINT64_C(0x4d71e64f1ff9b18a) }, { UINT64_C(0x3195df2ce6f755b6), UINT64_C(0x551e31b25667ad9e) }, 
{ UINT64_C(0xeea1ea887fbe43d7), UINT64_C(0x433fee0b1af40383) }, { UINT64_C(0x558a16314d201a21), UINT64_C(0x1af7552689dca017) }, 
{ UINT64_C(0x8e1afb52adc50bd1), UINT64_C(0x0bf18ebd26a857ef) }, { UINT64_C(0x43a944eece2fe318), UINT64_C(0xe3be439df0b39373) }, 
{ UINT64_C(0x85ead2dc0d23962c), UINT64_C(0x96348501fb7eafdd) }, { UINT64_C(0xf37291d95c572713), UINT64_C(0x27b3f30cbe4dc8d5) }, 
{ UINT64_C(0x269fbbb2ead3dd3a), UINT64_C(0xdd2e26e067411952) }, { UINT64_C(0xea05324f06124446), UINT64_C(0x4418ea29f9135a66) }, 
{ UINT64_C(0xb289b9b54f2e26a2), UINT64_C(0x26ffb280de6c9635) }, { UINT64_C(0xeb2c040e893935f3), UINT64_C(0x3561ebc0b15addce) }, 
{ UINT64_C(0x676493def9aadc8b), UINT64_C(0xdc62676c076047b2) }, { UINT64_C(0x6a620e15fdb6a44e), UINT64_C(0xa4726ae3a9c32bf6) }, 
{ UINT64_C(0xfad0d4d521e75847), UINT64_C(0x5884faa1f309fd74) }, { UINT64_C(0x3ec12e653fbdcfda), UINT64_C(0xcffc3e2c68560c49) }, 
{ UINT64_C(0xeddab04b2dc3d0cb), UINT64_C(0xd0b4edf3c22f49b8) }, { UINT64_C(0xca6c3db8483b7c44), UINT64_C(0x7ce3cafaed27d742) }, 
{ UINT64_C(0x3dba74a66dc05cc6), UINT64_C(0x5c773dd4b08d4672) }, { UINT64_C(0x48596d606ec97ee5), UINT64_C(0x7e7b48212d656b41) }, 
{ UINT64_C(0x12878a18faa3fea8), UINT64_C(0xfe6e12999a886a81) }, { UINT64_C(0x62e97d580f2daaaf), UINT64_C(0xaa3c62a7acce99ff) }, 
{ UINT64_C(0x79ccb24c883e2b53), UINT64_C(0x2b6579937b02c6df) }, { UINT64_C(0x7b9edece5568c9fa), UINT64_C(0xc9977b82eb900b4c) }, 
{ UINT64_C(0x428072af410492ad), UINT64_C(0x92c74274b8fa14db) }, { UINT64_C(0xb850a67a60e3caea), UINT64_C(0xca43b8d54bf3e9af) }, 
{ UINT64_C(0xa7d1b1a99e5c4c87), UINT64_C(0x4c3da7c37fd8ef6a) }, { UINT64_C(0x0bf0298ea0e69dfd), UINT64_C(0x9dc50bbcddd6f832) }, 
{ UINT64_C(0xa9ac76a1c83da75e), UINT64_C(0xa7a6a9b409a0c915) }, { UINT64_C(0xbb2bfcb9329e59f6), UINT64_C(0x59c8bb2d9328a394) }, 
{ UINT64_C(0xc83e513a956d9eed), UINT64_C(0x9e11c8eb7db51ad1) }, { UINT64_C(0x512ecef6348c1db0), UINT64_C(0x1dd051046a3bf9f2) }, 
{ UINT64_C(0x41fb286c137901b1), UINT64_C(0x014c418c60215ee0) }, { UINT64_C(0xf584259cf8adc22b), UINT64_C(0xc266f53fcd385ca3) }, 
{ UINT64_C(0xba02caf8bdb52843), UINT64_C(0x28b1bac4db61243c) }, { UINT64_C(0xf009cb1a0e2ab40f), UINT64_C(0xb438f0f4669682ee) }, 
{ UINT64_C(0x96446e8578ab1931), UINT64_C(0x1923967129bf42f4) }, { UINT64_C(0xdc4f6f67cb34857d), UINT64_C(0x85aadc419448e426) }, 
{ UINT64_C(0xe703af84020e3c83), UINT64_C(0x3c08e7a657b03622) }, { UINT64_C(0x2d6f923c4a3540c7), UINT64_C(0x40eb2d5cba97e160) }, 
{ UINT64_C(0x92e0b64201071ea0), UINT64_C(0x1e049253ca581b11) }, { UINT64_C(0x4624aa6838a8953c), UINT64_C(0x95e046565b1d4d3e) }, 
{ UINT64_C(0x231255341c54ab1e), UINT64_C(0xab70232bccefc71f) }, { UINT64_C(0xf4ad13dd7786b39e), UINT64_C(0xb31ff4d68571db0b) }, 
{ UINT64_C(0x0e7dc7085661ebd9), UINT64_C(0xeb9b0e777678267f) }, { UINT64_C(0xd5ed2a6bb684fa29), UINT64_C(0xfa9dd5ecd90cd187) }, 
{ UINT64_C(0x38379a209b472ae2), UINT64_C(0x2a29381f1b23983f) }, { UINT64_C(0x27b68df365f8ac8f), UINT64_C(0xac5727092f089efa) }, 
{ UINT64_C(0x3c9342e7e2eb2d73), UINT64_C(0x2d0e3c3df8c4c1da) }, { UINT64_C(0x7147c1017aa525b2), UINT64_C(0x252b71d77e0f74d6) }, 
{ UINT64_C(0xe28e4102f4894aa7), UINT64_C(0x4a56e26dfc1ee86f) }, { UINT64_C(0x37636b69420db08e), UINT64_C(0xb0cb3781251239e8) }, 
{ UINT64_C(0x6c94ba50594c4176), UINT64_C(0x41a76cd0dab6bf80) }, { UINT64_C(0x6dbd8c11d66730c3), UINT64_C(0x30de6d3992ff3828) }, 
{ UINT64_C(0xae73f4a5e3ec33d3), UINT64_C(0x330aae6e329cdacb) }, { UINT64_C(0x5c28533d30906575), UINT64_C(0x65c05c8bc49895b6) }, 
{ UINT64_C(0xd4c41c2a39af8b9c), UINT64_C(0x8be4d4059145562f) }, { UINT64_C(0xc917677b1a46ef58), UINT64_C(0xef68c90235fc9d79) }, 
{ UINT64_C(0x0c2fab8a8b370970), UINT64_C(0x09690c66e6eaebec) }, { UINT64_C(0x4eafd925ca339bdd), UINT64_C(0x9bae4e125e10ff37) }, 
{ UINT64_C(0x93c980038e2c6f15), UINT64_C(0x6f7d93ba82119cb9) }, { UINT64_C(0x9db4470bd84d84cc), UINT64_C(0x84e69dcdf469bac6) }, 
{ UINT64_C(0x1cfa4d10acc21571), UINT64_C(0x15f51ceeecf04cfe) }, { UINT64_C(0xc6439632c30c7534), UINT64_C(0x758ac69c0bcd3cae) }, 
{ UINT64_C(0x9b42f34e7cb761f4), UINT64_C(0x61339bfe871c2eb0) }, { UINT64_C(0x162352df830ff939), UINT64_C(0xf94916bb796f3364) }, 
{ UINT64_C(0x185e95d7d56e12e0), UINT64_C(0x12d218cc0f17151b) }, { UINT64_C(0x40d21e2d9c527004), UINT64_C(0x703540652868d948) }, 
{ UINT64_C(0x6ec6d6d2841aa3df), UINT64_C(0xa3556ec14a247213) }, { UINT64_C(0x4a0b01e2b39f9c4c), UINT64_C(0x9c894a30bdf7a6d2) }, 
{ UINT64_C(0x25e4e171b8ae4e26), UINT64_C(0x4ea52518bf9a5369) }, { UINT64_C(0xa12705ec3aa6a9bf), UINT64_C(0xa9e8a1f00cad7b1c) }, 
{ UINT64_C(0xcec8e57f31977bd5), UINT64_C(0x7bc4ced80ec08ea7) }, { UINT64_C(0x29cb4afb33994756), UINT64_C(0x47cc297e5970b885) }, 
{ UINT64_C(0x8c4897d07093e978), UINT64_C(0xe9038cacb63a9a7c) }, { UINT64_C(0x8f33cd1322ee7a64), UINT64_C(0x7a888f546ee1d047) }, 
{ UINT64_C(0x5bf7d1391b41f1f8), UINT64_C(0xf16c5b51ffa48668) }, { UINT64_C(0xb0dbd5379278c40b), UINT64_C(0xc40db0914efe5ba6) }, 
{ UINT64_C(0xe478f5475073af9f), UINT64_C(0xaf83e45e8f6b7c19) }, { UINT64_C(0x976d58c4f7806884), UINT64_C(0x685a979861f6c55c) }, 
{ UINT64_C(0x3fe81824b096be6f), UINT64_C(0xbe853fc5201f8be1) }, { UINT64_C(0x7e133048a3efbfde), UINT64_C(0xbfc97e49403ed501) }, 
{ UINT64_C(0xff5d3a53d7602e63), UINT64_C(0x2edaff6a58a72339) }, { UINT64_C(0x60bb11dad27b4806), UINT64_C(0x48ce60b63c5c546c) }, 
{ UINT64_C(0x7f3a06092cc4ce6b), UINT64_C(0xceb07fa0087752a9) }, { UINT64_C(0xa6f887e811773d32), UINT64_C(0x3d44a62a379168c2) }, 
{ UINT64_C(0xef88dcc9f0953262), UINT64_C(0x3246efe252bd842b) }, { UINT64_C(0xc538ccf19171e628), UINT64_C(0xe601c564d3167695) }, 
{ UINT64_C(0x54a32070c20b6b94), UINT64_C(0x6b8e54cfc19527bf) }, { UINT64_C(0xb979903befc8bb5f), UINT64_C(0xbb3ab93c03ba6e07) }, 
{ UINT64_C(0x814e0a1b748f91bd), UINT64_C(0x911381231899f638) }, { UINT64_C(0x0000000000000000), UINT64_C(0x0000000000000000) }, 
{ UINT64_C(0x99109fcca1e1835d), UINT64_C(0x83c199ef178ee323) }, { UINT64_C(0x80673c5afba4e008), UINT64_C(0xe06a80ca50d07190) }, 
{ UINT64_C(0xd8ebb7a0b29882ec), UINT64_C(0x828dd86377afbdc3) }, { UINT64_C(0xe97e688c546fd75a), UINT64_C(0xd793e9d121c8105d) }, 
{ UINT64_C(0x9839a98d2ecaf2e8), UINT64_C(0xf2b898065fc7648b) }, { UINT64_C(0xbcf47ebd194fcd7b), UINT64_C(0xcd64bcf7a814b04a) }, 
{ UINT64_C(0x0d069dcb041c78c5), UINT64_C(0x78100d8faea36c44) }, { UINT64_C(0x77b17544de5fc08a), UINT64_C(0xc0fe77e40d7ae0a0) }, 
{ UINT64_C(0x1977a3965a456355), UINT64_C(0x63ab1925475e92b3) }, { UINT64_C(0x5e7a3fbfedc687dc), UINT64_C(0x87325e9a540a5825) }, 
{ UINT64_C(0x90b2dac0dc51fc09), UINT64_C(0xfcf690425acad682) }, { UINT64_C(0x07df82042bd1948d), UINT64_C(0x94ac07da3b3c13de) }, 
{ UINT64_C(0x4dd483e6984e08c1), UINT64_C(0x08254dea86cbb50c) }, { UINT64_C(0x1b25cf14871381fc), UINT64_C(0x81591b34d7cc5f20) }, 
{ UINT64_C(0x9ecf1dc88a3017d0), UINT64_C(0x176d9e352cb2f0fd) }, { UINT64_C(0x588c8bfa493c62e4), UINT64_C(0x62e758a9277fcc53) }, 
{ UINT64_C(0xa00e33adb58dd80a), UINT64_C(0xd891a01944e4fcb4) }, { UINT64_C(0x2c46a47dc51e3172), UINT64_C(0x31922cb5f2de66c8) }, 
{ UINT64_C(0x9a6bc50ff39c1041), UINT64_C(0x104a9a17cf55a918) }, { UINT64_C(0xb62d617236822133), UINT64_C(0x21d8b6a23d8bcfd0) }, 
{ UINT64_C(0x223b6375937fdaab), UINT64_C(0xda0922c284a640b7) }, { UINT64_C(0x9fe62b89051b6665), UINT64_C(0x66149fdc64fb7755) }, 
{ UINT64_C(0x6192279b5d5039b3), UINT64_C(0x39b7615f7415d3c4) }, { UINT64_C(0xd149f2accf28fdb8), UINT64_C(0xfdbad1ce3aeb8862) }, 
{ UINT64_C(0x088b734df29b0ee1), UINT64_C(0x0e4e0844050db209) }, { UINT64_C(0xd232a86f9d556ea4), UINT64_C(0x6e31d236e230c259) }, 
{ UINT64_C(0x13aebc5975888f1d), UINT64_C(0x8f171370d2c1ed29) }, { UINT64_C(0xcc9a89fdecc1997c), UINT64_C(0x9936ccc99e524334) }, 
{ UINT64_C(0x11fcd0dba8de6db4), UINT64_C(0x6de51161425320ba) }, { UINT64_C(0xd9c281e13db3f359), UINT64_C(0xf3f4d98a3fe63a6b) }, 
{ UINT64_C(0xe551c306df58de2a), UINT64_C(0xdefae5b7c722fbb1) }, { UINT64_C(0x170a649e0c24888c), UINT64_C(0x883017523126b4cc) }, 
{ UINT64_C(0xcb450bf9c7100df1), UINT64_C(0x0d9acb13a56e50ea) }, { UINT64_C(0x919bec81537a8dbc), UINT64_C(0x8d8f91ab1283512a) }, 
{ UINT64_C(0x2ab0103861e4d44a), UINT64_C(0xd4472a8681abf2be) }, { UINT64_C(0x391eac61146c5b57), UINT64_C(0x5b5039f6536a1f97) }, 
{ UINT64_C(0xac2198273ebad17a), UINT64_C(0xd1f8ac7fa20e1758) }, { UINT64_C(0x7c415cca7eb95d77), UINT64_C(0x5d3b7c58d0ac1892) }, 
{ UINT64_C(0xc3ce78b4358b0310), UINT64_C(0x03d4c357a063e2e3) }, { UINT64_C(0x3a65f6a24611c84b), UINT64_C(0xc8db3a0e8bb155ac) }, 
{ UINT64_C(0x364a5d28cd26c13b), UINT64_C(0xc1b236686d5bbe40) }, { UINT64_C(0x4476c6eae5fe7795), UINT64_C(0x77124447cb8f80ad) }, 
{ UINT64_C(0xa25c5f2f68db3aa3), UINT64_C(0x3a63a208d4763127) }, { UINT64_C(0x5f5309fe62edf669), UINT64_C(0xf64b5f731c43df8d) }, 
{ UINT64_C(0x3b4cc0e3c93ab9fe), UINT64_C(0xb9a23be7c3f8d204) }, { UINT64_C(0xecf3860aa2e8a17e), UINT64_C(0xa1cdec1a8a66ce10) }, 
{ UINT64_C(0x32ee85efb48ac6aa), UINT64_C(0xc695324a8ebce7a5) }, { UINT64_C(0x8b9715d45b427df5), UINT64_C(0x7daf8b768d0689a2) }, 
{ UINT64_C(0x30bce96d69dc2403), UINT64_C(0x2467305b1e2e2a36) }, { UINT64_C(0xa4aaeb6acc21df9b), UINT64_C(0xdfb6a43ba703a551) }, 
{ UINT64_C(0x1dd37b5123e964c4), UINT64_C(0x648c1d07a4b9cb56) }, { UINT64_C(0x341831aa10702392), UINT64_C(0x23403479fdc973d3) }, 
{ UINT64_C(0x831c6699a9d97314), UINT64_C(0x73e18332880b3bab) }, { UINT64_C(0xd69670a8e4f96935), UINT64_C(0x6916d61401d79bbc) }, 
{ UINT64_C(0xd7bf46e96bd21880), UINT64_C(0x186fd7fd499e1c14) }, { UINT64_C(0xbddd48fc9664bcce), UINT64_C(0xbc1dbd1ee05d37e2) }, 
{ UINT64_C(0xaf5ac2e46cc74266), UINT64_C(0x4273af877ad55d63) }, { UINT64_C(0xd31b9e2e127e1f11), UINT64_C(0x1f48d3dfaa7945f1) }, 
{ UINT64_C(0x8d61a191ffb898cd), UINT64_C(0x987a8d45fe731dd4) }, { UINT64_C(0x74ca2f878c225396), UINT64_C(0x5375741cd5a1aa9b) }, 
{ UINT64_C(0x470d9c29b783e489), UINT64_C(0xe49947bf1354ca96) }, { UINT64_C(0xa583dd2b430aae2e), UINT64_C(0xaecfa5d2ef4a22f9) }, 
{ UINT64_C(0xe1f51bc1a6f4d9bb), UINT64_C(0xd9dde19524c5a254) }, { UINT64_C(0x75e319c603092223), UINT64_C(0x220c75f59de82d33) }, 
{ UINT64_C(0x353107eb9f5b5227), UINT64_C(0x52393590b580f47b) }, { UINT64_C(0x8691881f5f5e0530), UINT64_C(0x05bf86f923a5e5e6) }, 
{ UINT64_C(0x5007f8b7bba76c05), UINT64_C(0x6ca950ed22727e5a) }, { UINT64_C(0x2e14c8ff1848d3db), UINT64_C(0xd3602ea4624cab5b) }, 
{ UINT64_C(0x537ca274e9daff19), UINT64_C(0xff225315faa93461) }, { UINT64_C(0x0f54f149d94a9a6c), UINT64_C(0x9ae20f9e3e31a1d7) }, 
{ UINT64_C(0x7d686a8bf1922cc2), UINT64_C(0x2c427db198e59f3a) }, { UINT64_C(0xfbf9e294aecc29f2), UINT64_C(0x29fdfb48bb407adc) }, 
{ UINT64_C(0xbf8f247e4b325e67), UINT64_C(0x5eefbf0f70cffa71) }, { UINT64_C(0xb3a08ff4c0055717), UINT64_C(0x5786b3699625119d) }, 
{ UINT64_C(0x4b2237a33cb4edf9), UINT64_C(0xedf04bd9f5be217a) }, { UINT64_C(0x6830629720e046e7), UINT64_C(0x468068f23951e665) }, 
{ UINT64_C(0xaad72c629a403442), UINT64_C(0x342daa4cd17b832e) }, { UINT64_C(0xc2e74ef5baa072a5), UINT64_C(0x72adc2bee82a654b) }, 
{ UINT64_C(0xb1f2e3761d53b5be), UINT64_C(0xb574b17806b7dc0e) }, { UINT64_C(0xdb90ed63e0e511f0), UINT64_C(0x1106db9baf74f7f8) }, 
{ UINT64_C(0x02526c82dd56e2a9), UINT64_C(0xe2f202119092cd93) }, { UINT64_C(0xa88540e04716d6eb), UINT64_C(0xd6dfa85d41e94ebd) }, 
{ UINT64_C(0x88ec4f17093feee9), UINT64_C(0xee24888e55ddc399) }, { UINT64_C(0xc0b5227767f6900c), UINT64_C(0x905fc0af78b8a8d8) }, 
{ UINT64_C(0x5d01657cbfbb14c0), UINT64_C(0x14b95d628cd1121e) }, { UINT64_C(0x6536ff5c24fc3e22), UINT64_C(0x3e90657d97f28a21) }, 
{ UINT64_C(0x1f8117d3febf866d), UINT64_C(0x867e1f16342b06c5) }, { UINT64_C(0x214039b6c10249b7), UINT64_C(0x4982213a5c7d0a8c) }, 
{ UINT64_C(0x1ea821927194f7d8), UINT64_C(0xf7071eff7c62816d) }, { UINT64_C(0xcfe1d33ebebc0a60), UINT64_C(0x0abdcf314689090f) }, 
{ UINT64_C(0x7cd99e4992d35036), UINT64_C(0x2f3658eaa20c25cf) }, { UINT64_C(0xf46c87e40ba69f33), UINT64_C(0x4833d63a7e8c82b8) }, 
{ UINT64_C(0x01720a54a881949c), UINT64_C(0x5c9ce97665a2afd9) }, { UINT64_C(0x530a7bd1611db865), UINT64_C(0x0c651585091a1b9e) }, 
{ UINT64_C(0x89c713f931f45b99), UINT64_C(0x3b9967a6b92208ae) }, { UINT64_C(0x2453ab81c10cbd5e), UINT64_C(0x625ef1c3aa6a3dfe) }, 
{ UINT64_C(0x67757059b2d651ef), UINT64_C(0xe7ef6c2a3cc2446e) }, { UINT64_C(0x6f6320bcbb547b85), UINT64_C(0x4285281c929b7569) }, 
{ UINT64_C(0x40b0c524489a93d6), UINT64_C(0x61d66573398d4b38) }, { UINT64_C(0x5f1703a78dde873a), UINT64_C(0x1a3a73a8f08ed37b) }, 
{ UINT64_C(0x09645ab1a103bef6), UINT64_C(0xf9f6ad40cbfb9ede) }, { UINT64_C(0x3d1b513972c8577c), UINT64_C(0x127cd4effe23c12e) }, 
{ UINT64_C(0xefc069f42ba39eea), UINT64_C(0x80eae2fae042e319) }, { UINT64_C(0x16c39c326447aa1a), UINT64_C(0x821abb9b02f8069d) }, 
{ UINT64_C(0xe7d639112221b480), UINT64_C(0x2580a6cc4e1bd21e) }, { UINT64_C(0xcb93c275eaaf23b4), UINT64_C(0xe2b413394a28dee7) }, 
{ UINT64_C(0xc805dc89d1ef5cd3), UINT64_C(0x06d3eba3e50dec4f) }, { UINT64_C(0x7a36a272e453aef8), UINT64_C(0x24f86b1d3f46415c) }, 
{ UINT64_C(0x9660d57af4b04f75), UINT64_C(0x4075717d702190ed) }, { UINT64_C(0x74cfceac9b517a5c), UINT64_C(0x8a5c1cdc0c5514c8) }, 
{ UINT64_C(0x115eaa5dba46c048), UINT64_C(0xd548611afa10cdd7) }, { UINT64_C(0x4cadbd52a459ac89), UINT64_C(0x7789035ec01983dd) }, 
{ UINT64_C(0x8e5a2596eff531cb), UINT64_C(0x6ccbbd2741cac3e4) }, { UINT64_C(0x619a4c62c456af21), UINT64_C(0xec215fdda18820fd) }, 
{ UINT64_C(0x26b7bf2952cd56a5), UINT64_C(0xdaa5e02f60eda08f) }, { UINT64_C(0x5b1c2b34689f920f), UINT64_C(0xa90f51b3a7432a99) }, 
{ UINT64_C(0xdfb44aef1d296255), UINT64_C(0xd855b94e8257450b) }, { UINT64_C(0x284ed3f72dcf8201), UINT64_C(0x740197ee53fef51b) }, 
{ UINT64_C(0xfd08dd55aaa521c5), UINT64_C(0xb1c57b7ab5771c66) }, { UINT64_C(0x1bacee10200501d9), UINT64_C(0xc8d934c09ece61a1) }, 
{ UINT64_C(0x4326dbd873daecb1), UINT64_C(0x85b19de996a87990) }, { UINT64_C(0xf115a52346661e9a), UINT64_C(0xa79a1d574ce3d483) }, 
{ UINT64_C(0xd2db38cd596bc996), UINT64_C(0x929636151e612237) }, { UINT64_C(0x17b19666ccc63e86), UINT64_C(0xde8652ed675aa944) }, 
{ UINT64_C(0xf283bbdf7d2661fd), UINT64_C(0x43fde5cde3c6e62b) }, { UINT64_C(0xed247d5cb8627511), UINT64_C(0x3811f3162ac57e68) }, 
{ UINT64_C(0x1ed5ccd76dc58070), UINT64_C(0x2770ffadaca1379a) }, { UINT64_C(0x9899b9a48bb29bd1), UINT64_C(0xeed106bc4332c579) }, 
{ UINT64_C(0xbdb81871e23fb213), UINT64_C(0xd0131e098cfa575e) }, { UINT64_C(0x7dab941d3a52c4aa), UINT64_C(0x73aab19cc7ae8a16) }, 
{ UINT64_C(0x99ebb3f023330f4d), UINT64_C(0xb24defca26906aa0) }, { UINT64_C(0xf067af77eee78a06), UINT64_C(0xfb06f42129417b5a) }, 
{ UINT64_C(0xc418a4ff3d2c638c), UINT64_C(0x108c8d8e1c9924aa) }, { UINT64_C(0xfa95eb3a74a44b97), UINT64_C(0xe697a1fb4d9fd72c) }, 
{ UINT64_C(0x06ef3c3b7680fece), UINT64_C(0x0bce33f79d4a6493) }, { UINT64_C(0x49d49f95e9992d20), UINT64_C(0x9820c833f276d5e6) }, 
{ UINT64_C(0xa8ed9abfbd38676e), UINT64_C(0xb66e5d082127636b) }, { UINT64_C(0x59f83f9cfb5e79f4), UINT64_C(0x11f4405f6dc4b7e8) }, 
{ UINT64_C(0xae02a684cbb899a0), UINT64_C(0xbda06effbc6d07f8) }, { UINT64_C(0x37e91574e88b96ed), UINT64_C(0x0fed81359afd6d58) }, 
{ UINT64_C(0x926bfde911f15a40), UINT64_C(0xf340536627ec690f) }, { UINT64_C(0x9c9291376ef38ee4), UINT64_C(0x5de424a714ff3c9b) }, 
{ UINT64_C(0x57015342845cad50), UINT64_C(0xbf50379e5ed7e27c) }, { UINT64_C(0xc3859290e32d09de), UINT64_C(0x47de570fe471efe0) }, 
{ UINT64_C(0xe139052a54a14a4e), UINT64_C(0x2e4e953bd351b68d) }, { UINT64_C(0xe44027ed1961cbe7), UINT64_C(0xc1e75e56e13ee0b6) }, 
{ UINT64_C(0x75bdc4f833d0eec0), UINT64_C(0xd6c0f5aa69f7bb11) }, { UINT64_C(0xd6d0105ebc2adca3), UINT64_C(0x21a3140e49acdbd5) }, 
{ UINT64_C(0x2fd3e598f3cee853), UINT64_C(0x23534d6fab163e51) }, { UINT64_C(0xc78eba03066c1ceb), UINT64_C(0xf4eb7514b3bc1602) }, 
{ UINT64_C(0x7759d050a011053b), UINT64_C(0x6e3be446a3702660) }, { UINT64_C(0x45c9e7e3055a127f), UINT64_C(0x8e7fae1e0be21d03) }, 
{ UINT64_C(0x79a0bc8edf13d19f), UINT64_C(0xc09f9387906373f4) }, { UINT64_C(0x2bd8cd0b168ffd66), UINT64_C(0x90666f74fcdbc7b3) }, 
{ UINT64_C(0x5a6e2160c01e0693), UINT64_C(0xf593b8c5c2e18540) }, { UINT64_C(0xc977d6dd796ec84f), UINT64_C(0x5a4f02d580af4396) }, 
{ UINT64_C(0xdec640bbb5a8f6c9), UINT64_C(0x84c95038e7f5ead2) }, { UINT64_C(0x3bf46d020448a9b2), UINT64_C(0x19b2e7186369a5bd) }, 
{ UINT64_C(0x13babef529872bb3), UINT64_C(0x6db370f6309750a6) }, { UINT64_C(0xb5ae4894ebbd9879), UINT64_C(0x75795a3f22a36659) }, 
{ UINT64_C(0x659164f12117ba14), UINT64_C(0x5f147dc6f645d91f) }, { UINT64_C(0x329037b3a54b1744), UINT64_C(0xe0444a58a8923b63) }, 
{ UINT64_C(0x040b2893e5411535), UINT64_C(0xb335221b57cdf9e2) }, { UINT64_C(0xab7b844386781809), UINT64_C(0x5209a5928e0251c3) }, 
{ UINT64_C(0x51ee6f79f2dc539e), UINT64_C(0xb49e0469c39d86ef) }, { UINT64_C(0x762bda04089091a7), UINT64_C(0x32a70d30c6d289b9) }, 
{ UINT64_C(0x350d01dc7b4a7d16), UINT64_C(0xb71690d9507af029) }, { UINT64_C(0xb1a560070efc8d4c), UINT64_C(0xc64c7824756e9fbb) }, 
{ UINT64_C(0xc0138c6cd86d76b9), UINT64_C(0xa3b9af954b54dd48) }, { UINT64_C(0x52787185c99c2cf9), UINT64_C(0x50f9fcf36cb8b447) }, 
{ UINT64_C(0x509c652d5a5dc702), UINT64_C(0xe802ed1fa63f2936) }, { UINT64_C(0x465ff91f3e1a6d18), UINT64_C(0x6a185684a4c72fab) }, 
{ UINT64_C(0x78d2b6da77924503), UINT64_C(0x9c037af1f5c1dc2d) }, { UINT64_C(0x079d366fde016a52), UINT64_C(0x5752da81f8e8cb4a) }, 
{ UINT64_C(0x0d6f72224442abc3), UINT64_C(0x4ac38f5b9c36673c) }, { UINT64_C(0xeab94b3366631f43), UINT64_C(0x6f432997d22db522) }, 
{ UINT64_C(0x33e23de70dca83d8), UINT64_C(0xbcd8a32ecd3094ba) }, { UINT64_C(0x88b519ad9975cf05), UINT64_C(0x67058ed0dc80a777) }, 
{ UINT64_C(0xcf98eae60fee3681), UINT64_C(0x518131221de52705) }, { UINT64_C(0xd43404f62feb3758), UINT64_C(0x995805e2832b46a4) }, 
{ UINT64_C(0xc161863870ece225), UINT64_C(0xff2546e32ef67291) }, { UINT64_C(0x54974dbebf1cd237), UINT64_C(0x5b37cf04f1f2d0d4) }, 
{ UINT64_C(0x20588312244da86b), UINT64_C(0xd16bd3d8fda7c41c) }, { UINT64_C(0xc2f798c44bac9d42), UINT64_C(0x1b42be7981d34039) }, 
{ UINT64_C(0xd14d2631622bb6f1), UINT64_C(0x76f1ce8fb144109f) }, { UINT64_C(0xec56770810e3e18d), UINT64_C(0x648d1a604f67d1b1) }, 
{ UINT64_C(0xb4dc42c0433c0ce5), UINT64_C(0x29e5b3494701c980) }, { UINT64_C(0xad94b878f0f8e6c7), UINT64_C(0x59c7966513483550) }, 
{ UINT64_C(0xbf5c0cd971fe59e8), UINT64_C(0x68e80fe5467dca2f) }, { UINT64_C(0x70c4e63f7e106f69), UINT64_C(0x39693ec75b98ed2a) }, 
{ UINT64_C(0x1adee44488849545), UINT64_C(0x9445ddb6fb6cce78) }, { UINT64_C(0x908fe9418230b1bb), UINT64_C(0x4bbb428aed6bf47e) }, 
{ UINT64_C(0x55e547ea179d46ab), UINT64_C(0x07ab267294507f0d) }, { UINT64_C(0x84a861db75b6f05a), UINT64_C(0x715ae8fd25146f92) }, 
{ UINT64_C(0x4ddfb7060cd83815), UINT64_C(0x2b15ea28a5bb2c04) }, { UINT64_C(0x833557b4abb79a08), UINT64_C(0x2608327cddfca4d8) }, 
{ UINT64_C(0x4b308b3d7a58c6db), UINT64_C(0x20dbd9df38f14897) }, { UINT64_C(0x6d8734142895907e), UINT64_C(0xfa7e39f0581ce818) }, 
{ UINT64_C(0x698c1c87cdd4854b), UINT64_C(0x494b1beb0fd111fa) }, { UINT64_C(0xb2337efb35bcf22b), UINT64_C(0x222b80beda4bad13) }, 
{ UINT64_C(0x6cf53e40801404e2), UINT64_C(0xa6e2d0863dbe47c1) }, { UINT64_C(0xb74a5c3c787c7382), UINT64_C(0xcd824bd3e824fb28) }, 
{ UINT64_C(0xbcca12254abe268f), UINT64_C(0x8c8ff77fe958f887) }, { UINT64_C(0xe85d5f9bf5a2f4b8), UINT64_C(0xd7b8387b18aa2853) }, 
{ UINT64_C(0x5e6509f3255f13a6), UINT64_C(0x46a69ade952c7ca2) }, { UINT64_C(0x8dcc3b6ad4b54eac), UINT64_C(0x88ac45bdeeeff14c) }, 
{ UINT64_C(0xa766fc356abb2756), UINT64_C(0x4456c3bf77969926) }, { UINT64_C(0x80a3494890f7e56f), UINT64_C(0xc26fcae672d99670) }, 
{ UINT64_C(0x4f3ba3ae9f19d3ee), UINT64_C(0x93eefbc46f3cb175) }, { UINT64_C(0x3e8d4fc54988281b), UINT64_C(0xf61b2c755106f386) }, 
{ UINT64_C(0xffecc9fd3964ca3e), UINT64_C(0x093e6a967ff08117) }, { UINT64_C(0x95f6cb86cff03012), UINT64_C(0xa41289e7df04a245) }, 
{ UINT64_C(0xcd7cfe4e9c2fdd7a), UINT64_C(0xe97a20ced762ba74) }, { UINT64_C(0xd03f2c65caaa226d), UINT64_C(0x2a6d27f9d4e6bf46) }, 
{ UINT64_C(0x637e58ca579744da), UINT64_C(0x54da4e316b0fbd8c) }, { UINT64_C(0x5df3170f1e1f6cc1), UINT64_C(0xa2c162443a094e0a) }, 
{ UINT64_C(0xa36dd4a68ffa3263), UINT64_C(0xf763e1a4205b60c4) }, { UINT64_C(0x4e49a9fa37984772), UINT64_C(0xcf7212b20a9e1eac) }, 
{ UINT64_C(0x9319f7bdb970cedc), UINT64_C(0xafdcba10424ec6d6) }, { UINT64_C(0x386273fe3f08d6d5), UINT64_C(0xfdd51f82cc4c9715) }, 
{ UINT64_C(0xd3a93299f1ea5d0a), UINT64_C(0xce0adf637bc38dee) }, { UINT64_C(0xa0fbca5ab4ba4d04), UINT64_C(0x1304193e8f7e526c) }, 
{ UINT64_C(0x567359162cdd39cc), UINT64_C(0xe3ccdee83b754da5) }, { UINT64_C(0xe92f55cf5d236024), UINT64_C(0x8b24d10d7d08878a) }, 
{ UINT64_C(0xb34174af9d3d66b7), UINT64_C(0x7eb769c8bfe902ca) }, { UINT64_C(0xfc7ad7010224b559), UINT64_C(0xed59920cd0d5b3bf) }, 
{ UINT64_C(0x9e76859ffd32651f), UINT64_C(0xe51f354bde78a1ea) }, { UINT64_C(0x02e414a893c1ebfb), UINT64_C(0xb8fb11ecca879d71) }, 
{ UINT64_C(0xd7a21a0a14ab483f), UINT64_C(0x7d3ffd782c0e740c) }, { UINT64_C(0xe3dd1182c760a1b5), UINT64_C(0x96b584d719d62bfc) }, 
{ UINT64_C(0xace6b22c5879725b), UINT64_C(0x055b7f1376ea9a89) }, { UINT64_C(0xa614f661c23ab3ca), UINT64_C(0x18ca2ac9123436ff) }, 
{ UINT64_C(0xba252e1e3c3ed841), UINT64_C(0x8741c48874129c14) }, { UINT64_C(0xdbbf627cf8687760), UINT64_C(0x6b609b55d59abce9) }, 
{ UINT64_C(0x8cbe313e7c34da30), UINT64_C(0xd430accb8b4d5e95) }, { UINT64_C(0x3106294f9e0b6823), UINT64_C(0x0423b2c207b709cb) }, 
{ UINT64_C(0x66077a0d1a57c573), UINT64_C(0xbb73855c5960ebb7) }, { UINT64_C(0xdacd682850e9e3fc), UINT64_C(0x37fc7223b0381330) }, 
{ UINT64_C(0xd95b76d46ba99c9b), UINT64_C(0xd39b8ab91f1d2198) }, { UINT64_C(0x2d37f130600f03a8), UINT64_C(0x9ba85c836191a320) }, 
{ UINT64_C(0xfe9ec3a991e55ea2), UINT64_C(0x55a283e01a522ece) }, { UINT64_C(0x1427889af78641e1), UINT64_C(0x3ae1aa77c87f9bec) }, 
{ UINT64_C(0x48a695c14118b9bc), UINT64_C(0xc4bc214597d47a3f) }, { UINT64_C(0x81d1431c387671f3), UINT64_C(0x9ef32390177b39a9) }, 
{ UINT64_C(0x391079aa97894249), UINT64_C(0xa149f6f4a9ee38cc) }, { UINT64_C(0x7220f297edd18492), UINT64_C(0x81922f2b911f705b) }, 
{ UINT64_C(0x102ca00912c754d4), UINT64_C(0x89d4886c9fb2620e) }, { UINT64_C(0xf51e8db0a3270baf), UINT64_C(0x14af3f4c1b2e2d61) }, 
{ UINT64_C(0x9f048fcb55b3f183), UINT64_C(0xb983dc3dbbda0e33) }, { UINT64_C(0xf7fa991830e6e054), UINT64_C(0xac542ea0d1a9b010) }, 
{ UINT64_C(0xd8297c80c3280807), UINT64_C(0x8f0763cf7abf8e41) }, { UINT64_C(0xf688934c986774c8), UINT64_C(0xf0c8c7d6b40b1fc9) }, 
{ UINT64_C(0x5c811d5bb69ef85d), UINT64_C(0xfe5d8b325fabe1d3) }, { UINT64_C(0x9de09b63c6721a78), UINT64_C(0x0178cdd1715d9342) }, 
{ UINT64_C(0x620c529eff16d046), UINT64_C(0x0846a7470ead1255) }, { UINT64_C(0x0000000000000000), UINT64_C(0x0000000000000000) }, 
{ UINT64_C(0xceeae0b2a76fa21d), UINT64_C(0x0d1dd854784788dc) }, { UINT64_C(0x8f282fc24774a557), UINT64_C(0x3057545124686c3d) }, 
{ UINT64_C(0x85da6b8fdd3764c6), UINT64_C(0x2dc6018b40b6c04b) }, { UINT64_C(0xf3f1b18bd5a7f561), UINT64_C(0x1f610cbb866449f2) }, 
{ UINT64_C(0x23ce9dee1f0dd70c), UINT64_C(0x350c2b425282f6b4) }, { UINT64_C(0x4254d18cdb5b782d), UINT64_C(0xd92d749ff30ad649) }, 
{ UINT64_C(0xbb57244a94bf4cdd), UINT64_C(0xdbdd2dfe11b033cd) }, { UINT64_C(0xfbe7e16edc25df0b), UINT64_C(0xba0b488d283d78f5) }, 
{ UINT64_C(0x41c2cf70e01b074a), UINT64_C(0x3d4a8c055c2fe4e1) }, { UINT64_C(0x212a89468ccc3cf7), UINT64_C(0x8df73aae98056bc5) }, 
{ UINT64_C(0x472df34b969bf984), UINT64_C(0x3684bff2c1658072) }, { UINT64_C(0xc6fcb057aeed8877), UINT64_C(0xa8779c62d61eb9db) }, 
{ UINT64_C(0x1d43d22b5685ff17), UINT64_C(0xc317073703840532) }, { UINT64_C(0x588a35c853dfed68), UINT64_C(0x4d68a92908661831) }, 
{ UINT64_C(0x081650e509822a6a), UINT64_C(0xa56a4436ae593107) }, { UINT64_C(0x0af2444d9a43c191), UINT64_C(0x1d9155da64deac76) }, 
{ UINT64_C(0xdc22541326691d32), UINT64_C(0x3c3241d42d7277a3) }, { UINT64_C(0x057922c74dc081a9), UINT64_C(0xefa9cb6d326f563b) }, 
{ UINT64_C(0x3a866756acc93d2e), UINT64_C(0x452e0e6e06cb0a64) }, { UINT64_C(0x3fff4591e109bc87), UINT64_C(0xaa87c50334a45c5f) }, 
{ UINT64_C(0x4a428169d2d95247), UINT64_C(0x7c4730a95d53e74e) }, { UINT64_C(0xe5322db9b1e05f7b), UINT64_C(0x9d7bb720849c4f6f) }, 
{ UINT64_C(0x183af0ec1b457ebe), UINT64_C(0x2cbecc5a31eb5309) }, { UINT64_C(0x0c1d7876ecc33f5f), UINT64_C(0x165f662df994c8e5) }, 
{ UINT64_C(0x64e36ea589962e88), UINT64_C(0x038894b093e776c6) }, { UINT64_C(0xf871ff92e765a06c), UINT64_C(0x5e6cb01787184a5d) }, 
{ UINT64_C(0x3c695b6dda49c3e0), UINT64_C(0x4ee03d999b816ef7) }, { UINT64_C(0x7f4f80b5a9932f51), UINT64_C(0xcb51a0700d291767) }, 
{ UINT64_C(0x2521a1d5698d29c2), UINT64_C(0x3ec218b5cfc89227) }, { UINT64_C(0x68fe16d3655511d7), UINT64_C(0x15d7f29d6a73be23) }, 
{ UINT64_C(0xa582e89df97accad), UINT64_C(0xfcadd253bd110457) }, { UINT64_C(0x0ef96cde7f02d4a4), UINT64_C(0xaea477c133135594) }, 
{ UINT64_C(0xb9b330e2077ea726), UINT64_C(0x63263c12db37aebc) }, { UINT64_C(0xaa098e172ef98c95), UINT64_C(0x0e954ce4eba0fe1a) }, 
{ UINT64_C(0x2ea1efcc5b4f7ccf), UINT64_C(0x7fcfa419ceb49188) }, { UINT64_C(0x12c8b4a18106bf2f), UINT64_C(0x312f99805535ff7f) }, 
{ UINT64_C(0x8a510d050ab424fe), UINT64_C(0xdffe9f3c16073a06) }, { UINT64_C(0x6b68082f5e156eb0), UINT64_C(0xf1b00a07c5568c8b) }, 
{ UINT64_C(0xdd505e478ee889ae), UINT64_C(0x60aea8a248d0d87a) }, { UINT64_C(0xe6a433458aa0201c), UINT64_C(0x791c4fba2bb97dc7) }, 
{ UINT64_C(0xb0d76a53a67d19d0), UINT64_C(0x9ad0915210cc3062) }, { UINT64_C(0x9484c1d26771a48e), UINT64_C(0xf88e6091baa60d9c) }, 
{ UINT64_C(0xc56aaeab95adf710), UINT64_C(0x4c1064f8793b8b73) }, { UINT64_C(0xcc0ef41a34ae49e6), UINT64_C(0xb5e6c9b8b2c015ad) }, 
{ UINT64_C(0x0b804e1932c2550d), UINT64_C(0x410dbcac017c03af) }, { UINT64_C(0x2c45fb64c88e9734), UINT64_C(0xc734b5f504330cf9) }, 
{ UINT64_C(0x82475de003360e94), UINT64_C(0x7a94db0ab85e0b01) }, { UINT64_C(0x1fa7c683c54414ec), UINT64_C(0x7bec16dbc9039843) }, 
{ UINT64_C(0x9b0fa758b0f2e4b6), UINT64_C(0x0ab6fe26ec17f7d1) }, { UINT64_C(0xeeb263a083220a76), UINT64_C(0xdc760b8c85e04cc0) }, 
{ UINT64_C(0x7352f8c34550100e), UINT64_C(0xdd0ec65df4bddf82) }, { UINT64_C(0xa99f90eb15b9f3f2), UINT64_C(0xeaf2b47e4485ccb2) }, 
{ UINT64_C(0x7b44a8264cd23a64), UINT64_C(0x7864826b5ae4ee85) }, { UINT64_C(0xcae1c821422eb728), UINT64_C(0xbe28fa4f2f8a713e) }, 
{ UINT64_C(0x27c5b57dfa4cc239), UINT64_C(0x86390959054f0f56) }, { UINT64_C(0xaf70acd063390d3c), UINT64_C(0xe13c8789d9cfa821) }, 
{ UINT64_C(0x7e3d8ae10112bbcd), UINT64_C(0x97cd4906688bb8be) }, { UINT64_C(0x155582ce5f07d57d), UINT64_C(0x667d4301addd3435) }, 
{ UINT64_C(0x347f0b88d3cbe98a), UINT64_C(0xeb8a79af35d85ff0) }, { UINT64_C(0x0f8b668ad7834038), UINT64_C(0xf2389eb756b1fa4d) }, 
{ UINT64_C(0x60e846366cd73bbd), UINT64_C(0xb0bdb6abc42a8f24) }, { UINT64_C(0x03961efc3b407f67), UINT64_C(0xe467f89aaf2532a8) }, 
{ UINT64_C(0x9712df2e5c31dbe9), UINT64_C(0x1ce9980b15833f34) }, { UINT64_C(0xe2af1bd66fe13529), UINT64_C(0xca296da17c748425) }, 
{ UINT64_C(0x44bbedb7addb86e3), UINT64_C(0xd2e347686e40b2da) }, { UINT64_C(0xa4f0e2c951fb5831), UINT64_C(0xa0313b25d8b3ab8e) }, 
{ UINT64_C(0x6e112ae813d5ef19), UINT64_C(0x1e19c16af739dab0) }, { UINT64_C(0x1c31d87ffe046b8b), UINT64_C(0x9f8bee416626aaeb) }, 
{ UINT64_C(0x9a7dad0c1873702a), UINT64_C(0x562a175089b55808) }, { UINT64_C(0xa21fdef2277ba6ff), UINT64_C(0xabff08d245f9cf1d) }, 
{ UINT64_C(0x864c7573e6771ba1), UINT64_C(0xc9a1f911ef93f2e3) }, { UINT64_C(0x22bc97bab78c4390), UINT64_C(0x6990c2343720596d) }, 
{ UINT64_C(0xb6385668d0fde71e), UINT64_C(0x911ea2a58d8654f1) }, { UINT64_C(0xe04b0f7efc20ded2), UINT64_C(0x72d27c4db6f31954) }, 
{ UINT64_C(0x369b1f20400a0271), UINT64_C(0x53716843ff5fc281) }, { UINT64_C(0x91fde3152ab12527), UINT64_C(0x1727abfc88c95ba7) }, 
{ UINT64_C(0xa189c00e1c3bd998), UINT64_C(0x4f98f048eadcfdb5) }, { UINT64_C(0x3074231b368afcbf), UINT64_C(0x58bf5bb46215a612) }, 
{ UINT64_C(0xf903f5c64fe434f0), UINT64_C(0x02f05961e2bae584) }, { UINT64_C(0x71b6ec6bd691fbf5), UINT64_C(0x65f5d7b13e3a42f3) }, 
{ UINT64_C(0x1948fab8b3c4ea22), UINT64_C(0x7022252c5449fcd0) }, { UINT64_C(0xb8c13ab6afff33ba), UINT64_C(0x3fbad564be950165) }, 
{ UINT64_C(0xebcb4167cee28bdf), UINT64_C(0x33dfc0e1b78f1afb) }, { UINT64_C(0x293cd9a3854e169d), UINT64_C(0x289d7e98365c5ac2) }, 
{ UINT64_C(0xd5460ea2876aa3c4), UINT64_C(0xc5c4ec94e689e97d) }, { UINT64_C(0x2aaac75fbe0e69fa), UINT64_C(0xccfa86029979686a) }, 
{ UINT64_C(0x6a1a027bf694fa2c), UINT64_C(0xad2ce371a0f42352) }, { UINT64_C(0xbe2e068dd97fcd74), UINT64_C(0x3474e69323df65f6) }, 
{ UINT64_C(0x873e7f274ef68f3d), UINT64_C(0x953d10678a315d3a) }, { UINT64_C(0x8b230751a235b062), UINT64_C(0x8362764a73a595df) }, 
{ UINT64_C(0x191187931bc9aeb5), UINT64_C(0xe9fbd50c7ac08096) }, { UINT64_C(0x7b32fcabf8fef20a), UINT64_C(0x1908e08cb2171ace) }, 
{ UINT64_C(0xc0bdcaef4e88c789), UINT64_C(0xbfcbd0a250b2dc77) }, { UINT64_C(0x69c4123cd39313c0), UINT64_C(0x6241101a5e6342d6) }, 
{ UINT64_C(0xa29eb1d7adbf9b36), UINT64_C(0x4f38e5229865462f) }, { UINT64_C(0x3c7097292fcbc0ef), UINT64_C(0x38b3396a116f4ae7) }, 
{ UINT64_C(0x083578fd960ffe68), UINT64_C(0xfb1fb7c2067d564d) }, { UINT64_C(0xc794e789a3c509aa), UINT64_C(0x4a88f89bc3a47973) }, 
{ UINT64_C(0xb74172266b9fb4df), UINT64_C(0xc1323d8de707bb33) }, { UINT64_C(0x20d423721d3c7e63), UINT64_C(0x6a7c998e18379bf7) }, 
{ UINT64_C(0x0f1c559b7b42304b), UINT64_C(0x0e5c9ffb956bf349) }, { UINT64_C(0x6eed3f5a3ededde3), UINT64_C(0x97023823cd75e7d2) }, 
{ UINT64_C(0x6a1603c57538a2d7), UINT64_C(0x0bec8242ceaacc15) }, { UINT64_C(0x988904cf0de1faf7), UINT64_C(0xa5123bf86a5bd38d) }, 
{ UINT64_C(0xa5b79cb140f25515), UINT64_C(0xba7bcd1b0b73e32b) }, { UINT64_C(0x566694ec5af36238), UINT64_C(0x335fbb28dfc586f2) }, 
{ UINT64_C(0xd562091e88a8e860), UINT64_C(0x31c1080d2fd0216b) }, { UINT64_C(0xdc197eb47c7f7905), UINT64_C(0xed04704659ea0d67) }, 
{ UINT64_C(0x350be083db1c518a), UINT64_C(0xe4764121675566eb) }, { UINT64_C(0xd6b018e72e035977), UINT64_C(0x586c9a55bf19afa8) }, 
{ UINT64_C(0x9d3c370724dfeace), UINT64_C(0x1e264e1019c3820b) }, { UINT64_C(0xfe514368a530d97c), UINT64_C(0xc90fb419a1536212) }, 
{ UINT64_C(0xa72b821f84818b0f), UINT64_C(0xf40c90caebfd17a9) }, { UINT64_C(0xcd3d81daf1b929d8), UINT64_C(0xffe012882557dbbc) }, 
{ UINT64_C(0x7fc9c034b3188d3e), UINT64_C(0x85e65aedb1c83109) }, { UINT64_C(0xa6658d48e659e402), UINT64_C(0xd3d65f439bba6de8) }, 
{ UINT64_C(0x8d56c73ecbc1d51e), UINT64_C(0x2b18e35715392e91) }, { UINT64_C(0x7560a667e164ad4c), UINT64_C(0x308eb0fe573b93c6) }, 
{ UINT64_C(0x742ea93083bcc241), UINT64_C(0x17547f77277ce987) }, { UINT64_C(0x1124ff6e8dc650dd), UINT64_C(0x12e462ce7cbdd6db) }, 
{ UINT64_C(0x3445efd4b9c43e87), UINT64_C(0xc3ac8ea817121caa) }, { UINT64_C(0x3d3e987e4d13afe2), UINT64_C(0x1f69f6e3612830a6) }, 
{ UINT64_C(0x04fb3c9f4be67f34), UINT64_C(0x9ceeba6103df2bc7) }, { UINT64_C(0x5834ce2043693d7e), UINT64_C(0x1ad9eb5a3ae90ffa) }, 
{ UINT64_C(0xbe3a058c9f4825ba), UINT64_C(0x1df745c6913d973f) }, { UINT64_C(0x29af54d8e9ebef06), UINT64_C(0xb6b9e1c56e0db7fb) }, 
{ UINT64_C(0x57289bbb382b0d35), UINT64_C(0x148574a1af82fcb3) }, { UINT64_C(0x3fa286d0896071f8), UINT64_C(0x511eab3281a6c424) }, 
{ UINT64_C(0xc36fdb16e823769e), UINT64_C(0xd66642fac07b52b4) }, { UINT64_C(0xd9ac4d7c5541693c), UINT64_C(0x563005ae2a725ce1) }, 
{ UINT64_C(0xff1f4c3fc7e8b671), UINT64_C(0xeed57b90d1141853) }, { UINT64_C(0xfd835291039b686b), UINT64_C(0xa0a22641319aecd1) }, 
{ UINT64_C(0x9c723850460785c3), UINT64_C(0x39fc81996984f84a) }, { UINT64_C(0x719b9af8aa82d278), UINT64_C(0xac600a9f54e4b801) }, 
{ UINT64_C(0xc508f92767b6d7b0), UINT64_C(0x04ffa54a232a8df1) }, { UINT64_C(0xb85d27bd10dd8494), UINT64_C(0xcf6ea276726c487a) }, 
{ UINT64_C(0xd8e2422b37990631), UINT64_C(0x71eaca275a3526a0) }, { UINT64_C(0xe5dcda557a8aa9d3), UINT64_C(0x6e833cc43b1d1606) }, 
{ UINT64_C(0x1deabb0c502fd181), UINT64_C(0x75156f6d791fab51) }, { UINT64_C(0xe2f5f73397c767f0), UINT64_C(0x9bc014fda80bb302) }, 
{ UINT64_C(0xb3ba4eb92079cbeb), UINT64_C(0x5ddc87ece4d890f4) }, { UINT64_C(0xb91328ea7205eb99), UINT64_C(0xe8b46dff022b323b) }, 
{ UINT64_C(0xef75bc0628f689a1), UINT64_C(0xdbebd6d7ddeeb4c9) }, { UINT64_C(0x99c70b986f3995fa), UINT64_C(0x82c8f4711a1ca9cc) }, 
{ UINT64_C(0x60bf6596274482a5), UINT64_C(0xbe84685128596eda) }, { UINT64_C(0x26b3014392a9df4d), UINT64_C(0xb8e57e3efb6644b2) }, 
{ UINT64_C(0x160dd208608b9efe), UINT64_C(0xe7a74af7efab73df) }, { UINT64_C(0x824a92a5b083e555), UINT64_C(0x25447cac8052ddd8) }, 
{ UINT64_C(0x70d595afc85abd75), UINT64_C(0x8bbac51624a3c240) }, { UINT64_C(0x1f76a5a2945c0f9b), UINT64_C(0x3b6232bc99915fd3) }, 
{ UINT64_C(0x55b48515fc58d32f), UINT64_C(0x5af229704f0c0831) }, { UINT64_C(0xf14d16f3de72e937), UINT64_C(0xc7532be23438915b) }, 
{ UINT64_C(0x5f1de346ae24f35d), UINT64_C(0xef9ac363a9ffaafe) }, { UINT64_C(0xf6643b95333f2714), UINT64_C(0x321003dba72e345f) }, 
{ UINT64_C(0x66d847a7a8d1238b), UINT64_C(0x6c1d8fe1cb08b19f) }, { UINT64_C(0x15dfc3f1c6202fe9), UINT64_C(0x8e0ad8af7f62fd1c) }, 
{ UINT64_C(0x4deb0dd185491297), UINT64_C(0x94d333f5458bf2e6) }, { UINT64_C(0xabe5c67d59680a53), UINT64_C(0x93fd9d69ee5f6a23) }, 
{ UINT64_C(0xde85601ab80ca71f), UINT64_C(0xa3732d97b964f9e5) }, { UINT64_C(0x0cce4462dde9815c), UINT64_C(0x67f10da305a27d8a) }, 
{ UINT64_C(0x4b8c2fe00adcb3b9), UINT64_C(0x464ad445a6da2da3) }, { UINT64_C(0xa4f993e6222a3a18), UINT64_C(0x9da102927b34996a) }, 
{ UINT64_C(0x86b1ae3afb659a61), UINT64_C(0xb9aac6cd838df61f) }, { UINT64_C(0x5be6dfd9e5c28c69), UINT64_C(0x73747902aa208139) }, 
{ UINT64_C(0x2a7d45214f405e11), UINT64_C(0xdf14739dfec43938) }, { UINT64_C(0x95094ffab2d014a6), UINT64_C(0xe539f9d21fbed446) }, 
{ UINT64_C(0xa14ca02e0b142a21), UINT64_C(0x2695777a08acc8ec) }, { UINT64_C(0x8a7fea58268c1b3d), UINT64_C(0xde5bcb6e862f8b95) }, 
{ UINT64_C(0x1ac3966abd621fa2), UINT64_C(0x80564754ea090e55) }, { UINT64_C(0xa979d8d39d1bd449), UINT64_C(0xdd8ac0b80ed19ea1) }, 
{ UINT64_C(0xeac08fce01c89998), UINT64_C(0x60dfa33fae76e54f) }, { UINT64_C(0x72498b010c29636f), UINT64_C(0xc5cd98c7c42d36c2) }, 
{ UINT64_C(0x9fa029a9e0ac34d4), UINT64_C(0x505113c1f94d7689) }, { UINT64_C(0x05b533c8293e1039), UINT64_C(0xbb3475e873985186) }, 
{ UINT64_C(0x89adfba18027aa2a), UINT64_C(0xb7f6593616e60556) }, { UINT64_C(0x2c1a6710c0d5ff3f), UINT64_C(0x0d8d942d1d95e67d) }, 
{ UINT64_C(0x644459096ca2fd91), UINT64_C(0x226ad2302b86451d) }, { UINT64_C(0x62237b38e3375cbf), UINT64_C(0xf0f33580c8d79a58) }, 
{ UINT64_C(0xd0d73ad6a196f859), UINT64_C(0x8af57de55c4870ed) }, { UINT64_C(0xc1f3c5b82c50a884), UINT64_C(0x98111f2b20f5a636) }, 
{ UINT64_C(0xda7e5c85f3ead82b), UINT64_C(0x3f9d97f6babbd222) }, { UINT64_C(0x6c7121f4faad03f9), UINT64_C(0xd97565f22dfb1350) }, 
{ UINT64_C(0xbac13913d4ae5a8e), UINT64_C(0x8119ffa792e2bcf8) }, { UINT64_C(0x597ac17721b15273), UINT64_C(0x3d0324d34aae75bb) }, 
{ UINT64_C(0x87ffa16d99bdf56c), UINT64_C(0x9e700944f3ca8c5e) }, { UINT64_C(0xe9129e37a763288f), UINT64_C(0x097231673ebf6b8c) }, 
{ UINT64_C(0xcc738e8d936146d5), UINT64_C(0xd83add015510a1fd) }, { UINT64_C(0x9eee26fe82745bd9), UINT64_C(0x778bdc48890a0cc8) }, 
{ UINT64_C(0x80d68c0b74f03b4f), UINT64_C(0x6b33217d60dc295a) }, { UINT64_C(0x5001b6ddd566c316), UINT64_C(0xe1c65c983c9459b7) }, 
{ UINT64_C(0xd1993581c34e9754), UINT64_C(0xad2fb26c2c0f0aac) }, { UINT64_C(0xf00319a4bcaa863a), UINT64_C(0xe089e46b447feb1a) }, 
{ UINT64_C(0xaccceb1bb425c470), UINT64_C(0x66beb5507d49cf27) }, { UINT64_C(0x2b334a762d98311c), UINT64_C(0xf8cebc148e834379) }, 
{ UINT64_C(0x3eec8987ebb81ef5), UINT64_C(0x76c464bbf1e1be65) }, { UINT64_C(0x2e8679be04a62125), UINT64_C(0x43fac9fcfd1b12ff) }, 
{ UINT64_C(0xfbe470a08c0ec945), UINT64_C(0x723bc1f1d2cb3394) }, { UINT64_C(0x842db0943f16447b), UINT64_C(0xf7dd9b1c6303029d) }, 
{ UINT64_C(0x029c1eaec473de1a), UINT64_C(0x4e775dd1e08ef482) }, { UINT64_C(0x097b77aaf4d79165), UINT64_C(0xdcc5784b763a2c0c) }, 
{ UINT64_C(0x44907a7b719e83f2), UINT64_C(0x48164bbe33b1deea) }, { UINT64_C(0x4f77137f413acc8d), UINT64_C(0xdaa46e24a5050664) }, 
{ UINT64_C(0x03d211f9a6abb117), UINT64_C(0x69ad925890c98ec3) }, { UINT64_C(0x6fa3300d5c06b2ee), UINT64_C(0xb0d8f7aabd329d93) }, 
{ UINT64_C(0xe069e99d53b4b9ea), UINT64_C(0xd5b7492c48854780) }, { UINT64_C(0x242f1fed56da0157), UINT64_C(0xf69223ef1be8b030) }, 
{ UINT64_C(0x12f6ee972b6de1ca), UINT64_C(0x7b49f096ec745818) }, { UINT64_C(0xad82e44cd6fdab7d), UINT64_C(0x41647ad90d0eb566) }, 
{ UINT64_C(0x7d55de9a776b5324), UINT64_C(0xcb91073c5146c58b) }, { UINT64_C(0xede9a2a8ec8557bb), UINT64_C(0x959c8b063d60404b) }, 
{ UINT64_C(0x3797fe2d1f6f8f90), UINT64_C(0xaa011cf087db9269) }, { UINT64_C(0xb60f7d710947dbd2), UINT64_C(0xe6e8f2049740c172) }, 
{ UINT64_C(0x936e6dcb3d45b588), UINT64_C(0x37a01e62fcef0b03) }, { UINT64_C(0x47426b82d73532e5), UINT64_C(0x21bbd9e6a3785029) }, 
{ UINT64_C(0x8e84d6c76d6a6409), UINT64_C(0x42b5710f85f0a052) }, { UINT64_C(0x636d746f81ef33b2), UINT64_C(0xd729fa09b890e019) }, 
{ UINT64_C(0x944740add0087bab), UINT64_C(0xc2e3365b6ff9ae07) }, { UINT64_C(0xbde8147539e394ad), UINT64_C(0x745ad79e01f419fc) }, 
{ UINT64_C(0x730784566ef10c62), UINT64_C(0xe217574eb46a4c83) }, { UINT64_C(0x28e15b8f8b33800b), UINT64_C(0x91632e4c1e4acdba) }, 
{ UINT64_C(0xc446f670056eb8bd), UINT64_C(0x23256ac3536df7b0) }, { UINT64_C(0x1743dd5f0253f1f3), UINT64_C(0xc07d857e9fec099e) }, 
{ UINT64_C(0x2fc876e9667e4e28), UINT64_C(0x642006758d5c68be) }, { UINT64_C(0xaf1efae2128e7567), UINT64_C(0x0f132708ed8041e4) }, 
{ UINT64_C(0xc9c6bd45ba5f56ec), UINT64_C(0x630ea8e92688f07b) }, { UINT64_C(0xb49363dfcd3405c8), UINT64_C(0xa89fafd577ce35f0) }, 
{ UINT64_C(0xfaaa7ff7eed6a648), UINT64_C(0x55e10e78a28c49d5) }, { UINT64_C(0x43b9571d9cd34dd1), UINT64_C(0xbd556387a0a77bee) }, 
{ UINT64_C(0x42f7584afe0b22dc), UINT64_C(0x9a8fac0ed0e001af) }, { UINT64_C(0x2306328bbb97cf74), UINT64_C(0x03d10bd688fe1534) }, 
{ UINT64_C(0x5e53ec11ccfc9c50), UINT64_C(0xc8400cead9b8d0bf) }, { UINT64_C(0xd24b247865e52643), UINT64_C(0xc4822034bcc6846f) }, 
{ UINT64_C(0xc6dae8dec11d66a7), UINT64_C(0x6d523712b3e30332) }, { UINT64_C(0x0be7690430a44f7f), UINT64_C(0x92b2259a96b4d88e) }, 
{ UINT64_C(0xe492d5021852c6de), UINT64_C(0x4959f34d4b5a6c47) }, { UINT64_C(0x27fd0e14f071b040), UINT64_C(0x9f3fb1b78b213ef3) }, 
{ UINT64_C(0xc888b212d88739e1), UINT64_C(0x44d4676056cf8a3a) }, { UINT64_C(0xcb5aa3eb7e2c88f6), UINT64_C(0x2d79f538c60604f9) }, 
{ UINT64_C(0x485e3e19ac7702ae), UINT64_C(0x2fe7461d3613a360) }, { UINT64_C(0x336cc2b25489f0a4), UINT64_C(0x36efa6918404b9ae) }, 
{ UINT64_C(0xf72a34c251e74819), UINT64_C(0x15cacc52d7694e1e) }, { UINT64_C(0xdb3053d29132b726), UINT64_C(0x1847587fcafca863) }, 
{ UINT64_C(0x78e0ed525e55431d), UINT64_C(0x70a572d422de940d) }, { UINT64_C(0x6d3f2ea398756cf4), UINT64_C(0xfeafaa7b5dbc6911) }, 
{ UINT64_C(0xe85c9160c5bb4782), UINT64_C(0x2ea8feee4ef811cd) }, { UINT64_C(0x13b8e1c049b58ec7), UINT64_C(0x5c933f1f9c332259) }, 
{ UINT64_C(0x5d81fde86a572d47), UINT64_C(0xa1ed9eb249715e7c) }, { UINT64_C(0xbb8f3644b6763583), UINT64_C(0xa6c3302ee2a5c6b9) }, 
{ UINT64_C(0x3a17b518a05e61c1), UINT64_C(0xea2adedaf23e95a2) }, { UINT64_C(0xf83661592aa57852), UINT64_C(0x1b9653a94202bd57) }, 
{ UINT64_C(0x88e3f4f6e2ffc527), UINT64_C(0x902c96bf66a17f17) }, { UINT64_C(0x388babb6642dbfdb), UINT64_C(0xa45d830b12b06120) }, 
{ UINT64_C(0xa3d0be80cf67f43b), UINT64_C(0x68e22aabe8223c6e) }, { UINT64_C(0x79aee2053c8d2c10), UINT64_C(0x577fbd5d5299ee4c) }, 
{ UINT64_C(0x4e391c2823e2a380), UINT64_C(0xfd7ea1add5427c25) }, { UINT64_C(0x0000000000000000), UINT64_C(0x0000000000000000) }, 
{ UINT64_C(0x106af039ef1e3fd0), UINT64_C(0x353ead470cfaac9a) }, { UINT64_C(0x679648f0ca094c86), UINT64_C(0x4bc74068bb4fcbde) }, 
{ UINT64_C(0xeb8e80996310f695), UINT64_C(0x47056cb6de319f0e) }, { UINT64_C(0x7e87cf63d1c0e233), UINT64_C(0xa23c9564c18f4b48) }, 
{ UINT64_C(0x39c5a4e106f5d0d6), UINT64_C(0x83874c8262f71b61) }, { UINT64_C(0xf4f8253bf74cf90e), UINT64_C(0x7c675e0a47a0c0dd) }, 
{ UINT64_C(0x066722318f95a12e), UINT64_C(0xd299e7b0e351df45) }, { UINT64_C(0xb1265017e40a15f1), UINT64_C(0x13abda3d04566476) }, 
{ UINT64_C(0x77fcb8c925177356), UINT64_C(0x7ef9ed2fb7b56744) }, { UINT64_C(0x7a7cf3fc9a269d07), UINT64_C(0x3ed22f05c250608f) }, 
{ UINT64_C(0xb2f441ee42a1a4e6), UINT64_C(0x7a064865949feab5) }, { UINT64_C(0xdfcb6f4ddad4c812), UINT64_C(0x84a9e21ec92383a4) }, 
{ UINT64_C(0xd42c0649ea70876d), UINT64_C(0x161bc7845f975b2a) }, { UINT64_C(0x256110ba34026e5a), UINT64_C(0xd148ec666bafca71) }, 
{ UINT64_C(0xcfa19f7435caf7c2), UINT64_C(0xb1974f59c5d92f3e) }, { UINT64_C(0x8c18c869a919ba13), UINT64_C(0x0cc22cde657e54d0) }, 
{ UINT64_C(0x0e525acc199a5f46), UINT64_C(0x29865072e52c8908) }, { UINT64_C(0x460c64d5b5ed5de8), UINT64_C(0x0661166fd33f2a68) }, 
{ UINT64_C(0x6b580c9217e0cdda), UINT64_C(0x2c364dcbbeedb654) }, { UINT64_C(0x2d546847a20d9032), UINT64_C(0x2a575ba46dd29c3c) }, 
{ UINT64_C(0x3b59ba4fc2860ecc), UINT64_C(0xcdf011538279efe3) }, { UINT64_C(0xe60ecbacdc2118c4), UINT64_C(0x072eae9cabd498c5) }, 
{ UINT64_C(0x9220629c5f9dda85), UINT64_C(0x107ad1eb8ca87142) }, { UINT64_C(0x4910314eceaf6da3), UINT64_C(0x083d89944654d921) }, 
{ UINT64_C(0x8b31e50f44547430), UINT64_C(0xf98104e7f668f1d4) }, { UINT64_C(0x3222cde536519fa9), UINT64_C(0x11356918f443c3ef) }, 
{ UINT64_C(0xae50f5b570561a6a), UINT64_C(0x28c9e8819dc73ba5) }, { UINT64_C(0x9a151a61c99224ed), UINT64_C(0xeb6566298ad5270f) }, 
{ UINT64_C(0xfccd5dc661430766), UINT64_C(0x8778e9c841dd9690) }, { UINT64_C(0xc221d4418afb1993), UINT64_C(0xf1bc8d73b03c28f5) }, 
{ UINT64_C(0x514fb98ab7beac1b), UINT64_C(0xc61c93114cd323f6) }, { UINT64_C(0x0aa96653527c2072), UINT64_C(0xb568ea13e6f3a2cf) }, 
{ UINT64_C(0x45de752c1346ecff), UINT64_C(0x6fcc843743f6a4ab) }, { UINT64_C(0x9b5b1536ab4a4be0), UINT64_C(0xccbfa9a0fa925d4e) }, 
{ UINT64_C(0xb0685f4086d27afc), UINT64_C(0x347115b474111e37) }, { UINT64_C(0x1e38aaf5f6846096), UINT64_C(0x1cb8fd35e9d62592) }, 
{ UINT64_C(0x219a2c257fe4116e), UINT64_C(0x4da656076870e1b6) }, { UINT64_C(0x412549b358a093cb), UINT64_C(0xf3223e5640298f6c) }, 
{ UINT64_C(0xceef9023571298cf), UINT64_C(0x964d80d0b59e557f) }, { UINT64_C(0x650a565e0e7a929c), UINT64_C(0x05b01db95bc13f5c) }, 
{ UINT64_C(0x4ac220b76804dcb4), UINT64_C(0x61901bccd69d57e2) }, { UINT64_C(0x76b2b79e47cf1c5b), UINT64_C(0x592322a6c7f21d05) }, 
{ UINT64_C(0x5ccff2bf088f424a), UINT64_C(0x8637513b3936243d) }, { UINT64_C(0x53d3a72473cd7201), UINT64_C(0x886bcec0ac5dd774) }, 
{ UINT64_C(0x4ca50286e7917d9a), UINT64_C(0xb309fc7c35cc88a7) }, { UINT64_C(0xf3d1085d1a01372d), UINT64_C(0x89247633d4b665d9) }, 
{ UINT64_C(0xee3bb3514a2ee6ac), UINT64_C(0xfc31195eada9ce88) }, { UINT64_C(0x9795515476a3cabc), UINT64_C(0xab4ea403ff3020c4) }, 
{ UINT64_C(0xbca61b225b3bfba0), UINT64_C(0x5380181771b363bd) }, { UINT64_C(0xaaabc92a3bb0655e), UINT64_C(0xb42752e09e181062) }, 
{ UINT64_C(0xd3052b2f073d494e), UINT64_C(0xe358efbdcc81fe2e) }, { UINT64_C(0x185f88c47911c1b8), UINT64_C(0xce211a850a87fad7) }, 
{ UINT64_C(0x1ca4b45b32f7be8c), UINT64_C(0x52cfa0e40958d110) }, { UINT64_C(0x96db5e03147ba5b1), UINT64_C(0x8c946b8a8f775a85) }, 
{ UINT64_C(0xbf740adbfd904ab7), UINT64_C(0x3a2d8a4fe17aed7e) }, { UINT64_C(0xdd5771e31ea71608), UINT64_C(0xcadebfcf29ad7726) }, 
{ UINT64_C(0x5aa8d08e871ae364), UINT64_C(0x54aeb68bda67fb78) }, { UINT64_C(0x1b8d993ddfba70af), UINT64_C(0xa78c88dd9a4e7414) }, 
{ UINT64_C(0x61f16ac1459ceda8), UINT64_C(0x995ea7d8581e149b) }, { UINT64_C(0xca14acbc1cf4e7fb), UINT64_C(0x0aa33ab1b6417eb8) }, 
{ UINT64_C(0x0d804b35bf31ee51), UINT64_C(0x402bc22a75e507cb) }, { UINT64_C(0x83049df2d25b8a58), UINT64_C(0x029eb325f015a799) }, 
{ UINT64_C(0xf5b62a6c95949603), UINT64_C(0x5bbd918337e7ba9c) }, { UINT64_C(0xe3bbf864f51f08fd), UINT64_C(0xbc1adb74d84cc943) }, 
{ UINT64_C(0x31f0dc1c90fa2ebe), UINT64_C(0x7898fb40648a4d2c) }, { UINT64_C(0x91f27365f9366b92), UINT64_C(0x79d743b31c61ff81) }, 
{ UINT64_C(0x07292d66ed4dce23), UINT64_C(0xf54328399316a504) }, { UINT64_C(0x1491cca6a4f840e4), UINT64_C(0xa9d017260f25875d) }, 
{ UINT64_C(0x7c1bd1cd15b33c29), UINT64_C(0xec4bc8b52101bfca) }, { UINT64_C(0x54fa8a429e80bc22), UINT64_C(0x7d28e6f93f4b7270) }, 
{ UINT64_C(0x688a1d6bb14b7ccd), UINT64_C(0x459bdf932e243897) }, { UINT64_C(0xf9786e0e487d175f), UINT64_C(0x3c4c9c203245c716) }, 
{ UINT64_C(0x8fcad9900fb20b04), UINT64_C(0x656fbe86f5b7da13) }, { UINT64_C(0xa002af7969cc452c), UINT64_C(0x014fb8f378ebb2ad) }, 
{ UINT64_C(0x22483ddcd94fa079), UINT64_C(0x240bc45ff8b96f75) }, { UINT64_C(0x30bed34bf22241b3), UINT64_C(0x5f4234c914cd376d) }, 
{ UINT64_C(0xd7fe17b04cdb367a), UINT64_C(0x7fb655dccf5ed5e9) }, { UINT64_C(0xe740c4fbbef977c9), UINT64_C(0x20f46115db93e284) }, 
{ UINT64_C(0xf29f070a78d95820), UINT64_C(0xaefeb9baa4f11f98) }, { UINT64_C(0x90bc7c329bee049f), UINT64_C(0x5e0d8c3a6c2685c0) }, 
{ UINT64_C(0x529da87311151d0c), UINT64_C(0xafb10149dc1aad35) }, { UINT64_C(0x8563bfc35dce2b76), UINT64_C(0xd0075495134478dc) }, 
{ UINT64_C(0xeca7adff8e5d38b6), UINT64_C(0xb246448f4d273a0a) }, { UINT64_C(0xb5dd6c88afec6ac5), UINT64_C(0x8f45605c07894fb1) }, 
{ UINT64_C(0x014e0f5762d86f0d), UINT64_C(0x27dacf8970477a41) }, { UINT64_C(0x36d9f17a7db7e09d), UINT64_C(0x8ddbd379f79ce828) }, 
{ UINT64_C(0x8198835c16285442), UINT64_C(0x4ce9eef4109b531b) }, { UINT64_C(0x406b46e43a78fcc6), UINT64_C(0xd4f8f1df306ef52d) }, 
{ UINT64_C(0xa837d784ffc3bb44), UINT64_C(0xfa500f317e96e4e0) }, { UINT64_C(0xe127e6ca316cd6e7), UINT64_C(0xf26d86a538c23dc1) }, 
{ UINT64_C(0xe3ef79825311f0cd), UINT64_C(0xcc0e86c24fba593b) }, { UINT64_C(0x9cbae7378391bd5b), UINT64_C(0x039694956c2ab6f5) }, 
{ UINT64_C(0xc38ec9905892ad69), UINT64_C(0x17b1aba6f911d203) }, { UINT64_C(0xda6e5928516884be), UINT64_C(0xa58244279665bf60) }, 
{ UINT64_C(0x89764df9c1135150), UINT64_C(0xd434ace0a929a09f) }, { UINT64_C(0x371e1174b4157134), UINT64_C(0xfc7ad286405f68b0) }, 
{ UINT64_C(0x611bf762824c8783), UINT64_C(0xd6d0f506e1a4c539) }, { UINT64_C(0xdc784413955407d0), UINT64_C(0x762bce5dc3bf6385) }, 
{ UINT64_C(0x72c1409704f2e8e6), UINT64_C(0xd2db4709717d0fb6) }, { UINT64_C(0x981ff1a4bab9feae), UINT64_C(0x2058d9780a079ff2) }, 
{ UINT64_C(0x0c2c3a764b78c5dc), UINT64_C(0x6591d7f4aa777b09) }, { UINT64_C(0x1b539b10f4eee94c), UINT64_C(0x425428165c839881) }, 
{ UINT64_C(0x08892ce572508629), UINT64_C(0x465f9a19cc5a520e) }, { UINT64_C(0x4b40603d068b9c95), UINT64_C(0xbb5785eca8a2e9ed) }, 
{ UINT64_C(0xadb2eb78f3b84f01), UINT64_C(0x2c45cc6979af02a0) }, { UINT64_C(0xff121bfdfcc9fa43), UINT64_C(0x2521a604be79862e) }, 
{ UINT64_C(0x45df51e3b0e799d2), UINT64_C(0x2ea1958f31226706) }, { UINT64_C(0x8ed8b4969a25b292), UINT64_C(0x7f4fa4300469e70b) }, 
{ UINT64_C(0xfc19f4019ed75a74), UINT64_C(0xad94e3397514e8bd) }, { UINT64_C(0xfbb70d6ec5e1b9b6), UINT64_C(0x06efebe9d854af29) }, 
{ UINT64_C(0xd1ec9a314126a2a0), UINT64_C(0x6b689b03915283fd) }, { UINT64_C(0x6e3c22e8ab2ae268), UINT64_C(0x3bf467cf80bed0a3) }, 
{ UINT64_C(0xa53bc79d81e8c928), UINT64_C(0x6a1a5670b5f550ae) }, { UINT64_C(0xfa0fe93a5aebd91a), UINT64_C(0x7e3d694320ce3458) }, 
{ UINT64_C(0xe15c722aae053056), UINT64_C(0x3c6941557c4dacd9) }, { UINT64_C(0x36a6f5202b1f1198), UINT64_C(0x84a8502cb8c5f3c1) }, 
{ UINT64_C(0xe44180ed0827130f), UINT64_C(0x67758e12e2fa1eaf) }, { UINT64_C(0x0a3a274d8f4446b2), UINT64_C(0xb6385d8effada7ec) }, 
{ UINT64_C(0xb759943c985cc6e1), UINT64_C(0x16c366d5ddb60150) }, { UINT64_C(0x030beffc621ea037), UINT64_C(0x88b5453dcb6d6e93) }, 
{ UINT64_C(0x99a715f025b39e02), UINT64_C(0x588a5bd2f29d0483) }, { UINT64_C(0xc42030ff03a44eab), UINT64_C(0xbccaa37654519597) }, 
{ UINT64_C(0x476c5a4b4df35949), UINT64_C(0xdec6521802d592e4) }, { UINT64_C(0x3e2fd9c5594f97b1), UINT64_C(0xc2f7ca35749fa1cf) }, 
{ UINT64_C(0x2efe81ccbdef58e3), UINT64_C(0x4e493d072f2b05d3) }, { UINT64_C(0x7de6951d2d948d0d), UINT64_C(0x3fffd5c010671a2c) }, 
{ UINT64_C(0xddc0a0470a5e677c), UINT64_C(0x0ef94cf73b25f8f4) }, { UINT64_C(0xe5f964b9972d73a3), UINT64_C(0x1fa70cb81a6085de) }, 
{ UINT64_C(0x3b322b02ff6db4e8), UINT64_C(0x99eb0572ea2813b9) }, { UINT64_C(0x35ad1adc4901b1af), UINT64_C(0x0c1d151173a89d52) }, 
{ UINT64_C(0x27cf497d50b5be66), UINT64_C(0x70c425b41bebccac) }, { UINT64_C(0xe0e4967e310f50fa), UINT64_C(0x44bbc3ff84d737a8) }, 
{ UINT64_C(0xd965b6d433762489), UINT64_C(0x2d37011a5d08d1f3) }, { UINT64_C(0x16c74532209c4c3c), UINT64_C(0x5f177d480e6e78f9) }, 
{ UINT64_C(0x01b8e4549f0a60ac), UINT64_C(0x78d282aaf89a9b71) }, { UINT64_C(0x6c8f2940563e22f3), UINT64_C(0xcb93a058b3492541) }, 
{ UINT64_C(0xfda1105501dd3ad8), UINT64_C(0xd54661938d8e73cc) }, { UINT64_C(0xbb75ae4ad324033d), UINT64_C(0x7352b12177c17a59) }, 
{ UINT64_C(0x8a7da205a30df167), UINT64_C(0x5c81e9dd6244ce0c) }, { UINT64_C(0xdf73abeff74aa7e7), UINT64_C(0xfe9e8b6008d20d16) }, 
{ UINT64_C(0xc2362dc4c798cdc5), UINT64_C(0x6f63290c018b4972) }, { UINT64_C(0x82f48ee0d15d774e), UINT64_C(0x1ade73c4ae1e9c02) }, 
{ UINT64_C(0x8f6050c2052fd23e), UINT64_C(0x079d269afcf37c7a) }, { UINT64_C(0x939d32bdaaf7d8b0), UINT64_C(0xeeb2065c0d30a36f) }, 
{ UINT64_C(0x804785482c49b7d5), UINT64_C(0xeab9b4539de969e0) }, { UINT64_C(0xf035ce77d5af9fa8), UINT64_C(0xc80534cddf6393b4) }, 
{ UINT64_C(0x10d15809e4a0cf52), UINT64_C(0x8cbef7325bb4a41c) }, { UINT64_C(0x9680c07a0cd5fbe9), UINT64_C(0xb5aec91b93871119) }, 
{ UINT64_C(0xf286c5df28bb5f33), UINT64_C(0x3862f35aec946656) }, { UINT64_C(0xed70485ce57df58a), UINT64_C(0x59f896a1d63ad7d0) }, 
{ UINT64_C(0x398120aa02797473), UINT64_C(0x698cc2e5d9dfe65b) }, { UINT64_C(0x4cee99525dbd7f57), UINT64_C(0x102c8d3c05e2ae79) }, 
{ UINT64_C(0x02b30ba8fd14c09b), UINT64_C(0xf067c79733f7f5e2) }, { UINT64_C(0x21d9544694893d08), UINT64_C(0xa36dafce4e311049) }, 
{ UINT64_C(0x52a0f0850f71b542), UINT64_C(0x09646a6dc7d6848e) }, { UINT64_C(0x417a477089cfda27), UINT64_C(0x0d6fd862570f4e01) }, 
{ UINT64_C(0x43c94cd874db1abc), UINT64_C(0xfd081ff564f8bbe3) }, { UINT64_C(0xf623d34c11931cc6), UINT64_C(0x1bacbeb78ab94f51) }, 
{ UINT64_C(0x177fa166bf962c90), UINT64_C(0x27c5ffe2f6f4e388) }, { UINT64_C(0x640605a5246ea4da), UINT64_C(0x8dcc3a417f13774f) }, 
{ UINT64_C(0xeadeb133be4b1648), UINT64_C(0xf2839e717b7a9044) }, { UINT64_C(0x81ff611cb343d779), UINT64_C(0x926b36f96573f291) }, 
{ UINT64_C(0x2a5b975f84c71b16), UINT64_C(0x6d8770ea49062cd4) }, { UINT64_C(0xfeaaffa963c39aef), UINT64_C(0x5df324ae46e31d5f) }, 
{ UINT64_C(0x766456043ddaab13), UINT64_C(0xf1150ae4175026b1) }, { UINT64_C(0xecc8ac087a779526), UINT64_C(0x212a140b2ea04ca1) }, 
{ UINT64_C(0x5b913834e22b53c7), UINT64_C(0x37e972def3164df1) }, { UINT64_C(0xf33e218bb7b13f9f), UINT64_C(0x40b071f0140efd27) }, 
{ UINT64_C(0xf8bce292a7ff1981), UINT64_C(0x8e5aaed41339c1ba) }, { UINT64_C(0x682a3fd36f166106), UINT64_C(0xe85dedb5d5640c46) }, 
{ UINT64_C(0x5d87250f2617d0a9), UINT64_C(0xe440f8a4a6cc9114) }, { UINT64_C(0x7bf08826e9a80e63), UINT64_C(0xec565fba45bdc6c9) }, 
{ UINT64_C(0xb4527bc0fa4266d6), UINT64_C(0x9e7623e816db6fc3) }, { UINT64_C(0x5c3fc15bb91db005), UINT64_C(0x9c927a0e5e560a65) }, 
{ UINT64_C(0xee7ba7a0876355bd), UINT64_C(0xd14dd39c1d57b943) }, { UINT64_C(0xc13dc238a5866df2), UINT64_C(0xe7d66c31cae627e1) }, 
{ UINT64_C(0xd7fa870a851a21ce), UINT64_C(0xb8c11179c4885f18) }, { UINT64_C(0x31080c4f7029f25a), UINT64_C(0x2fd358fc1585b455) }, 
{ UINT64_C(0xa6302861e3f6691f), UINT64_C(0xe2af134d7e983e3d) }, { UINT64_C(0xeb665567214176e4), UINT64_C(0x8a511cdb83e00b35) }, 
{ UINT64_C(0x15ccaace4282ec0b), UINT64_C(0xd7a23875c503166a) }, { UINT64_C(0xe2579dd6cc1b9061), UINT64_C(0xb4dc0468b720c24a) }, 
{ UINT64_C(0xcabf0121b5c84bec), UINT64_C(0x293cb315cdd11b7c) }, { UINT64_C(0xd0547e65de2cc20c), UINT64_C(0x13ba19a969c8188c) }, 
{ UINT64_C(0x4fe576ae3fa3df60), UINT64_C(0x9899c801ce8fc0ea) }, { UINT64_C(0x257c42d5ada17efd), UINT64_C(0x80a3e223281c394e) }, 
{ UINT64_C(0x46d4be1fd2f939e5), UINT64_C(0xa614d0b2fa4f0995) }, { UINT64_C(0x834c6ab44e5717e2), UINT64_C(0x620cf16e56840773) }, 
{ UINT64_C(0x6d37cd14c934425f), UINT64_C(0xb34122f24bd3be30) }, { UINT64_C(0x6210189ee05227b4), UINT64_C(0x5e65b03b2ac9abaa) }, 
{ UINT64_C(0xcfa2f3e613ea68b5), UINT64_C(0x72207c525366a90a) }, { UINT64_C(0x6f84c6bc342082c4), UINT64_C(0x4326e56578244bd2) }, 
{ UINT64_C(0xc72bdf0361baee9c), UINT64_C(0x347fe64b9f3cfb04) }, { UINT64_C(0xb3fc82afa1748514), UINT64_C(0x350d2b38bb9b2857) }, 
{ UINT64_C(0x57bd0242a953961b), UINT64_C(0x5278a52a596136f8) }, { UINT64_C(0x63a8fcca7f584718), UINT64_C(0x26b73291d25330db) }, 
{ UINT64_C(0x66b50e0dd97a6441), UINT64_C(0x7dabfdd64ce482ad) }, { UINT64_C(0x7eed7ae14f8a2d3a), UINT64_C(0xb74a90fddb0a74bf) }, 
{ UINT64_C(0xce1a17b28ce00819), UINT64_C(0x0af2fef8abfc327b) }, { UINT64_C(0x9433cbd2f1c13b72), UINT64_C(0x45c90e8ca070e4fb) }, 
{ UINT64_C(0x51ab1f796d6f1575), UINT64_C(0x81d12f500cbbea1d) }, { UINT64_C(0xb6e170680756a64d), UINT64_C(0x6e11e47f252c9a21) }, 
{ UINT64_C(0x236a5fee699dfd93), UINT64_C(0x530a68597dc6e5ab) }, { UINT64_C(0x3d2436393b513786), UINT64_C(0x4a428f08bff2cf5c) }, 
{ UINT64_C(0x756fb9f85fc40b24), UINT64_C(0x79a04fd9dc3d4822) }, { UINT64_C(0x3c9cd26da45b572a), UINT64_C(0x32900da24768542d) }, 
{ UINT64_C(0x1ff68d83cdc6aab9), UINT64_C(0x619a65fb3aaeb186) }, { UINT64_C(0xb87e41b6b13aa30a), UINT64_C(0xfbe7f41cbcac14ca) }, 
{ UINT64_C(0x86519873e87534bb), UINT64_C(0x39103e29c833b505) }, { UINT64_C(0xd642635e1a104162), UINT64_C(0xc01393d33c12c469) }, 
{ UINT64_C(0xcca91c1a71f4c882), UINT64_C(0xfa95396f980bc799) }, { UINT64_C(0x051df2c7a6222359), UINT64_C(0x5b1ccf479eb7b276) }, 
{ UINT64_C(0xaeb9048491a6ef36), UINT64_C(0xa4f08954b2c26c33) }, { UINT64_C(0x3f973d91c645f71d), UINT64_C(0xba25489f8c053abe) }, 
{ UINT64_C(0x54b6edbecb4d362c), UINT64_C(0xdacde017920c586b) }, { UINT64_C(0xc6933b57feb08e30), UINT64_C(0x4cad64e167a66075) }, 
{ UINT64_C(0x670dea59467004ed), UINT64_C(0x05797f7cb47e19dc) }, { UINT64_C(0x4af884699981fc39), UINT64_C(0xc38507465038729c) }, 
{ UINT64_C(0x1aeb7f446be489e0), UINT64_C(0x3a86aabca41903f0) }, { UINT64_C(0xcd11f84eeefea82e), UINT64_C(0x8247bbc560915ce8) }, 
{ UINT64_C(0x6a99347b9202a19d), UINT64_C(0x183a2a22e693f9a4) }, { UINT64_C(0x84e293db1561f420), UINT64_C(0xc977f9befbc440e7) }, 
{ UINT64_C(0x4d567d06c2b71ffb), UINT64_C(0x68fe0f96fd783508) }, { UINT64_C(0xf90406c638f5792d), UINT64_C(0xf6882c7eeba35acb) }, 
{ UINT64_C(0xf79b37188e997c6a), UINT64_C(0x637e3c1d7223d420) }, { UINT64_C(0xaa1c1217a88eacc3), UINT64_C(0x873ec4b9d4ef4534) }, 
{ UINT64_C(0xa19ed10eb8c08add), UINT64_C(0x49d41b9dd3d879a9) }, { UINT64_C(0x2f46659822e5384f), UINT64_C(0x369bbfadd7b19ea2) }, 
{ UINT64_C(0x1d45862b30d26a22), UINT64_C(0x91fda26c09594464) }, { UINT64_C(0xe6f28b45f533d394), UINT64_C(0x97124985d10deb4d) }, 
{ UINT64_C(0x484b8fc164953ca2), UINT64_C(0x33e2c0d163cf877e) }, { UINT64_C(0x2677ad29cfbfdeca), UINT64_C(0x0816a71ee37157dd) }, 
{ UINT64_C(0x126253a119b40fc9), UINT64_C(0x7cd930a5684351fe) }, { UINT64_C(0xe86dba9b435fd6d3), UINT64_C(0x02e459e6488d65a6) }, 
{ UINT64_C(0xa8af19bf559a6c58), UINT64_C(0x7759032ee718b0d6) }, { UINT64_C(0x4271a88cebd17a10), UINT64_C(0x85da9d5f9c622092) }, 
{ UINT64_C(0x9096dd41c8e97887), UINT64_C(0x66074361c65dcdfc) }, { UINT64_C(0x87e97c27777f5417), UINT64_C(0x41c2bc8330a92e74) }, 
{ UINT64_C(0xd4f168f6e70481f9), UINT64_C(0x307454440fe5318b) }, { UINT64_C(0x9738242e93df9b45), UINT64_C(0xcd7c4bb16b1d8a68) }, 
{ UINT64_C(0x9aacfa0c47ad3e35), UINT64_C(0xd03f1eef39f06a10) }, { UINT64_C(0xc80c0a8948dc8b77), UINT64_C(0xd95b7482fe26ee9e) }, 
{ UINT64_C(0xefc343f418693511), UINT64_C(0xa99f5136e5cd2232) }, { UINT64_C(0x7379a4c39bf8884a), UINT64_C(0xaa09c5a389e794c7) }, 
{ UINT64_C(0xb14f89075c60458f), UINT64_C(0xc56aecaf886cddb5) }, { UINT64_C(0x6b21d02f0d08c131), UINT64_C(0x60e8a8881e0962d5) }, 
{ UINT64_C(0x24c4a68132ab1e51), UINT64_C(0xf8716089d086a23f) }, { UINT64_C(0x13dab7f586be6f65), UINT64_C(0x040bb20f90d9ca8f) }, 
{ UINT64_C(0x6992db87f01c01aa), UINT64_C(0x908f6f1f2dfe9737) }, { UINT64_C(0xb5ea9f946548067a), UINT64_C(0xe6a4a142ee41f4b2) }, 
{ UINT64_C(0x9225d6e935fdb81c), UINT64_C(0x966084f6f5aa381e) }, { UINT64_C(0x14744e9add888ca7), UINT64_C(0xaf70badf3d998d1b) }, 
{ UINT64_C(0x2df56e30dff1f8d4), UINT64_C(0xc6fc783ae4466b40) }, { UINT64_C(0x3203e3b31237526d), UINT64_C(0xa7661dc1dee8dac6) }, 
{ UINT64_C(0xc9b4eeddd7d6ebdb), UINT64_C(0xa189f62806bc75ef) }, { UINT64_C(0xbcdb57258812e0ff), UINT64_C(0xd829b9f1da813dcd) }, 
{ UINT64_C(0x912e391557e3182b), UINT64_C(0x1ed5c1cb3ec7568d) }, { UINT64_C(0xb24466fb3e7ee5b8), UINT64_C(0x4ddfa9924301b326) }, 
{ UINT64_C(0x78fb67da8bb6ae54), UINT64_C(0x64e31a878ed0a85a) }, { UINT64_C(0xa788cc357cfc09b3), UINT64_C(0x9a7d91e78602a54c) }, 
{ UINT64_C(0xd2e775cd23380297), UINT64_C(0xe3ddde3e5a3fed6e) }, { UINT64_C(0x5013fb2df26575d9), UINT64_C(0xf903adfaf421716c) }, 
{ UINT64_C(0x8dd35b6af83b12a5), UINT64_C(0xf7fae10dcf048998) }, { UINT64_C(0x1e4e69d752ccca15), UINT64_C(0x1948e751c2342af7) }, 
{ UINT64_C(0xb9c6a5e22e30c3a6), UINT64_C(0x833576b644368fbb) }, { UINT64_C(0x49f36b95fb9f5c0e), UINT64_C(0x4b30427b9b551c0f) }, 
{ UINT64_C(0x5a29dc607d21336b), UINT64_C(0x4f3bf0740b8cd680) }, { UINT64_C(0x9d0203631c9bddf7), UINT64_C(0x7b44163f94b02d84) }, 
{ UINT64_C(0xe74a6f116a39b338), UINT64_C(0xefc0cb2f2997703c) }, { UINT64_C(0x28e89cf779d3db8d), UINT64_C(0x9de0b77d7af1d936) }, 
{ UINT64_C(0x3415fe88d60bd103), UINT64_C(0x74cf97bb8b320623) }, { UINT64_C(0x5922339c1f3f935c), UINT64_C(0xc78eb549c0e1b813) }, 
{ UINT64_C(0x185874ec96f0497b), UINT64_C(0xcae16d2b97eef612) }, { UINT64_C(0x5e8ccaf34409709e), UINT64_C(0x6cf5bd996da1ff87) }, 
{ UINT64_C(0x9e09ec9f7e857dc0), UINT64_C(0xf3f153025fdd4317) }, { UINT64_C(0xa026355a27caea71), UINT64_C(0x310699372b42e2d8) }, 
{ UINT64_C(0x0931c8b1ed5ae685), UINT64_C(0x3e8d18b334c0c97f) }, { UINT64_C(0x74d75dacc0ce6b88), UINT64_C(0x0172cd7324a7d353) }, 
{ UINT64_C(0x2061b0120b835da4), UINT64_C(0xdbbf2d64b6ab8b38) }, { UINT64_C(0xc598d4ab9cae2e07), UINT64_C(0xc41821dcaccb0ee6) }, 
{ UINT64_C(0x3a8acf566067d444), UINT64_C(0xe13987d812b288c8) }, { UINT64_C(0x0f27d58a296665eb), UINT64_C(0xed2492c9611a159a) }, 
{ UINT64_C(0x4e5d92faa0a9bfcc), UINT64_C(0xe04b4aab36155b9b) }, { UINT64_C(0x5f342ea7db031032), UINT64_C(0x14273f33953b64f6) }, 
{ UINT64_C(0x33bb07e78d3d32c1), UINT64_C(0xdfb49f6b267241b7) }, { UINT64_C(0xbfd0b8d9ea0c40c8), UINT64_C(0x509cfccc11ec535e) }, 
{ UINT64_C(0x2c4d8a6440fb9878), UINT64_C(0xbe2efa901cdcf031) }, { UINT64_C(0x07aef96f5b36e3c2), UINT64_C(0xab7b08d0ad404794) }, 
{ UINT64_C(0x60a313361d46e72f), UINT64_C(0xae0277ac193e5e48) }, { UINT64_C(0xcb07e5752ac22b40), UINT64_C(0x51ee31bf354b800d) }, 
{ UINT64_C(0xa48323c91ee2a984), UINT64_C(0x12c8d4da4d6fcbdf) }, { UINT64_C(0x8c6bbf3e67317209), UINT64_C(0x8f2863a7379e12e9) }, 
{ UINT64_C(0x0d94de22d472a570), UINT64_C(0x1d43555e52ede078) }, { UINT64_C(0x1169bc5d7baaaffe), UINT64_C(0xf46c7598a32e3f6d) }, 
{ UINT64_C(0x06161d3bc43c836e), UINT64_C(0xd3a98a7a55dadce5) }, { UINT64_C(0xaba4f6433784cc6f), UINT64_C(0xffec46132c75de45) }, 
{ UINT64_C(0x7c5e7149b29eeda1), UINT64_C(0x472d576ae8fd815d) }, { UINT64_C(0x2be3730b1bcd7bba), UINT64_C(0x1555f240b19cb7a5) }, 
{ UINT64_C(0x9fb108cbe18f1d6c), UINT64_C(0x8b23d1a8a747d866) }, { UINT64_C(0xbd63b37117188053), UINT64_C(0xa0fb3b5b221ba6bc) }, 
{ UINT64_C(0x65bee1f1bb64c476), UINT64_C(0xf51eb8eb8789ec3e) }, { UINT64_C(0xbe685c8d75062064), UINT64_C(0x284e7e66e976c82f) }, 
{ UINT64_C(0x30b0e81bef2392f6), UINT64_C(0x5701da56ed1f2f24) }, { UINT64_C(0x19e090b809fa29d7), UINT64_C(0xb233ef816f746d63) }, 
{ UINT64_C(0x8bc546513c0791cb), UINT64_C(0x24536b779ade557d) }, { UINT64_C(0x7f559eb5d0804d96), UINT64_C(0xcf9812572390efce) }, 
{ UINT64_C(0x77dcb250a2d0cbbf), UINT64_C(0x89c7884eefcabdc0) }, { UINT64_C(0xdbd6bd7cce62e412), UINT64_C(0xdd50c68d6eff2411) }, 
{ UINT64_C(0xd8dd5280ac7c4425), UINT64_C(0x55e583b0a5924a82) }, { UINT64_C(0x22d2bbbaf6979d3f), UINT64_C(0x2bd8eaf3855c7eda) }, 
{ UINT64_C(0xd35f9199bc32623b), UINT64_C(0x9b0f5c94a2a5761f) }, { UINT64_C(0xf490d8e4ec87dc5d), UINT64_C(0xebcb7920b94ebab3) }, 
{ UINT64_C(0x0b82c319104e261e), UINT64_C(0xceeadf2407373c9d) }, { UINT64_C(0x295078a3e6d9bb21), UINT64_C(0xe53235d7826b4247) }, 
{ UINT64_C(0x855a778f8a6b948c), UINT64_C(0xb1a57b14035edb96) }, { UINT64_C(0x70724b3ff9e6287d), UINT64_C(0x22bc809e428afa54) }, 
{ UINT64_C(0xb0f76d53c36a2523), UINT64_C(0xbdb86e0570f646c4) }, { UINT64_C(0x1cfd627fafd80a8e), UINT64_C(0xe92f20c6f1c3df15) }, 
{ UINT64_C(0x04a51693392843f5), UINT64_C(0x23ce4ded662d2907) }, { UINT64_C(0x40c2a32416c5ba8b), UINT64_C(0x75bd5ac8af95d570) }, 
{ UINT64_C(0xc085266c3a8c0d5e), UINT64_C(0x9f04ee9b327cbc90) }, { UINT64_C(0x550e09ea54475680), UINT64_C(0xa21f62bd6a96c31a) }, 
{ UINT64_C(0xa917fdebca900cf4), UINT64_C(0x0f8b81841f822ba7) }, { UINT64_C(0xac0a0f2c6cb22fad), UINT64_C(0x54974ec3813599d1) }, 
{ UINT64_C(0xdecb4fbb6840c74b), UINT64_C(0x864c09caf0489667) }, { UINT64_C(0xf5283cb0738dbcf1), UINT64_C(0x9319fb8a41d421c2) }, 
{ UINT64_C(0x71caaf6b66ec48d1), UINT64_C(0x5a6e0234ba106125) }, { UINT64_C(0x958b2f866ecb5bde), UINT64_C(0x3d1b8c2658ea7f8a) }, 
{ UINT64_C(0x7a486c7276a26ecf), UINT64_C(0x9484dd10bd275db8) }, { UINT64_C(0x4467b5b72fedf97e), UINT64_C(0x56731725c9b8fc77) }, 
{ UINT64_C(0x589ad7c88035f3f0), UINT64_C(0xbf5c37e3387b2362) }, { UINT64_C(0x0e9f31deb66c0547), UINT64_C(0x95f6106399808eeb) }, 
{ UINT64_C(0xa32ddaa645d44a46), UINT64_C(0xb9b3dc0ae02f8c4b) }, { UINT64_C(0x3839c4fe9d7314df), UINT64_C(0x115e404f21457d2a) }, 
{ UINT64_C(0xbacd4a1e4c2e6391), UINT64_C(0x0b80338b8f5be128) }, { UINT64_C(0x531814d1907bd5ee), UINT64_C(0x71b6e8c73f4c1fff) }, 
{ UINT64_C(0xf18d2a234aa5ff04), UINT64_C(0xb0d7b66727f908c5) }, { UINT64_C(0x7943838e14bccef8), UINT64_C(0x1c31982d764a332b) }, 
{ UINT64_C(0xaf01e0d00eac8f9a), UINT64_C(0xdc220bfe4a58f742) }, { UINT64_C(0x9b141e58d8a75e99), UINT64_C(0xa8ed9c45c16af161) }, 
{ UINT64_C(0xa2953ef2dade2aea), UINT64_C(0xc1615ea018b5173a) }, { UINT64_C(0x5605e6163659f6b7), UINT64_C(0x2aaa2780a1fbad89) }, 
{ UINT64_C(0x0000000000000000), UINT64_C(0x0000000000000000) }, { UINT64_C(0x88cea9ad5e1931fc), UINT64_C(0xace62e4a51b33bee) }, 
{ UINT64_C(0xd5498ca2780ee155), UINT64_C(0x48a6d6eef77faafa) }, { UINT64_C(0xe9d55ecfdc55b67f), UINT64_C(0x7a36db4cb017fed7) }, 
{ UINT64_C(0x4ee7535da930477c), UINT64_C(0x4752d9d26981424a) }, { UINT64_C(0x343f83150b98e91c), UINT64_C(0xe9db315c2edf1297) }, 
{ UINT64_C(0x87f858e97ff78f8c), UINT64_C(0x8f26be4a2512cabc) }, { UINT64_C(0x8db651d33b954e2e), UINT64_C(0x4e4aa1542a0539e1) }, 
{ UINT64_C(0x2ddcc1f5f17a039c), UINT64_C(0x03459277dab6d278) }, { UINT64_C(0x8891b4ce19a4cf7f), UINT64_C(0xcf7c4f5bccefa12e) }, 
{ UINT64_C(0xb4f68252422b0c35), UINT64_C(0x0cd70d1fee9dce23) }, { UINT64_C(0x650195be64d5ba3f), UINT64_C(0xba33ffafb63ac1b8) }, 
{ UINT64_C(0x45a204dfe78912a4), UINT64_C(0x1230f0cf86cbf695) }, { UINT64_C(0x84e5bae26159f002), UINT64_C(0xf034e44fc6f503f9) }, 
{ UINT64_C(0x13ad4bdabe802b22), UINT64_C(0x2bf2bc35fb7e33b2) }, { UINT64_C(0x5223f4a071e32cad), UINT64_C(0x2cfa94f67b021a6a) }, 
{ UINT64_C(0xa377722dd441323c), UINT64_C(0x321d6926135422dc) }, { UINT64_C(0x86f30651752c1bf6), UINT64_C(0x1b288849c54f8d3e) }, 
{ UINT64_C(0x5419f3b64d7cd272), UINT64_C(0xd2de20fc7e0f4be0) }, { UINT64_C(0xd8a4fcdd7c320826), UINT64_C(0x089ab7abb4573583) }, 
{ UINT64_C(0xcd33b011fe2ddddb), UINT64_C(0xdd4cbf944a2457bb) }, { UINT64_C(0xe9bc9ad5559b606b), UINT64_C(0x607768f87c62bfdb) }, 
{ UINT64_C(0xac1e9e0ab21272cf), UINT64_C(0x72479837faa9494e) }, { UINT64_C(0x687ec52a16f31138), UINT64_C(0x117562b85c7d24ed) }, 
{ UINT64_C(0x5a7b412921f406fb), UINT64_C(0x068ae7ee77af67f0) }, { UINT64_C(0xd3e1ab5f328b5dfe), UINT64_C(0x5df89eb65b1d815c) }, 
{ UINT64_C(0xf76e819b993de04e), UINT64_C(0xe0c349da6d5b693c) }, { UINT64_C(0x44a95a67ed5286de), UINT64_C(0x863ec6cc6696b117) }, 
{ UINT64_C(0x168aaec79cb1aa73), UINT64_C(0xaac4523a1d94ab7d) }, { UINT64_C(0xa4462b83e2055899), UINT64_C(0x5837eb2ff60434d4) }, 
{ UINT64_C(0x8a87087d0dd1248b), UINT64_C(0x2460235dcf552fe9) }, { UINT64_C(0xfb1a8fb7e1c0df33), UINT64_C(0xdf8be2ce6741cbeb) }, 
{ UINT64_C(0x2aed985bc73e6939), UINT64_C(0x696f107e3fe6c470) }, { UINT64_C(0x74ba62d7ce207ae9), UINT64_C(0x7add2f9c4efe7ccd) }, 
{ UINT64_C(0xa83225af9af867e4), UINT64_C(0x677f403bfc1e9603) }, { UINT64_C(0x439803c9db16ec7b), UINT64_C(0xec1444c583c6a71f) }, 
{ UINT64_C(0x955e4d8bcbac30d4), UINT64_C(0x30da347c3e31be8c) }, { UINT64_C(0x073159ae36446aa5), UINT64_C(0x6a2a8209e5501608) }, 
{ UINT64_C(0x82dfbdf45dc60edd), UINT64_C(0x0e105045c3f85273) }, { UINT64_C(0x22b52dd29729436f), UINT64_C(0x431f6366334bb9ea) }, 
{ UINT64_C(0x49d60af39f742dd9), UINT64_C(0x2d785bdb8cd15442) }, { UINT64_C(0xa6509730f670b36d), UINT64_C(0xb32b8729f5beba13) }, 
{ UINT64_C(0x9b3cff14a724e45d), UINT64_C(0xe48ef36e3791929c) }, { UINT64_C(0xd0fc49542c252270), UINT64_C(0x22eac4b3b8fa4819) }, 
{ UINT64_C(0x0d7f50947226ab07), UINT64_C(0xab469d17ea47e555) }, { UINT64_C(0x3a5d318a67103d95), UINT64_C(0x3d8ff64e277f3e87) }, 
{ UINT64_C(0xf90c3304f5b534c7), UINT64_C(0x34978ec864fb452c) }, { UINT64_C(0x6d59203734c29069), UINT64_C(0x90438cb7ba97bc22) }, 
{ UINT64_C(0x2cd79f4dfba197e6), UINT64_C(0x974ba4743aeb95fa) }, { UINT64_C(0x8b8c56c5070ab0f1), UINT64_C(0xb06e155e2f08686b) }, 
{ UINT64_C(0x80c9014749b3e529), UINT64_C(0xe50c3c43c042dcb4) }, { UINT64_C(0x3940d38179be421b), UINT64_C(0x429dac4bc498f7c2) }, 
{ UINT64_C(0x5966a3223f5a7975), UINT64_C(0x7998bdeb9448aeb5) }, { UINT64_C(0x11bbf769aaf5c0d6), UINT64_C(0xc0eed033f8c4bd75) }, 
{ UINT64_C(0xab2fc7a48456186a), UINT64_C(0x186d1a3e1ff95f46) }, { UINT64_C(0xfa11d10feb1b4b49), UINT64_C(0x4b85d4cd871c8c69) }, 
{ UINT64_C(0xc56b0598ae3af78d), UINT64_C(0xf73ccc8c46892a21) }, { UINT64_C(0x5328aa187b38b8d7), UINT64_C(0xb8f4a2f59b5f5de8) }, 
{ UINT64_C(0xa27c2c95de9aa646), UINT64_C(0xa6135f25f309655e) }, { UINT64_C(0xbfb3d5d00c9259ed), UINT64_C(0x59b5240201d77afc) }, 
{ UINT64_C(0x85eee45a6b826478), UINT64_C(0x643ad24c26a8447b) }, { UINT64_C(0xcf250ca2ea58362f), UINT64_C(0x3650d392499ed97c) }, 
{ UINT64_C(0xe7de284a3913b4e2), UINT64_C(0xb423afea75c293cb) }, { UINT64_C(0x0527e51d22318151), UINT64_C(0x8136ee0fe6ea98cf) }, 
{ UINT64_C(0xc351028e92a50952), UINT64_C(0x0918788643847bab) }, { UINT64_C(0x42935d71d1cd7801), UINT64_C(0x781a72c6639be09d) }, 
{ UINT64_C(0x586dfd9a3581ed0f), UINT64_C(0xed968be87415e937) }, { UINT64_C(0xe5c894f92d665f16), UINT64_C(0x5f3fc3ec76781d0c) }, 
{ UINT64_C(0x8cbd0f6b314eda54), UINT64_C(0xda449757ca587e63) }, { UINT64_C(0x7de989e694ecc4c5), UINT64_C(0xc4a36a87a20e46d5) }, 
{ UINT64_C(0x2584747ca16d29ca), UINT64_C(0x2935e16fd61bafe2) }, { UINT64_C(0x570411bd53d2adfc), UINT64_C(0xadcc7af99de882a5) }, 
{ UINT64_C(0x418ebf7acf63078f), UINT64_C(0x070828c3807c29d8) }, { UINT64_C(0x28fb24e8d34b82cd), UINT64_C(0x82737c783c5c4ab7) }, 
{ UINT64_C(0xc147be3d86d0e2a6), UINT64_C(0xe2041480403ef56c) }, { UINT64_C(0x8eabb3d8253b31a0), UINT64_C(0x3158fb51c9e2f0a4) }, 
{ UINT64_C(0x32058403370717c3), UINT64_C(0x17ff85562bd2431d) }, { UINT64_C(0xf473639087939fc0), UINT64_C(0x9fd113df8ebca079) }, 
{ UINT64_C(0xf5783d288d480bba), UINT64_C(0x0bdf25dc6ee1e7fb) }, { UINT64_C(0x29f07a50d99016b7), UINT64_C(0x167d4a7bdc010d35) }, 
{ UINT64_C(0x031de20b1eae7f8e), UINT64_C(0x7f125a05e3e7c945) }, { UINT64_C(0xcb09b707c2b22304), UINT64_C(0x23680b9e4f290631) }, 
{ UINT64_C(0x1cc4a7fdd8d36bd1), UINT64_C(0x6ba84d2412835820) }, { UINT64_C(0x3b566f326dcba9ef), UINT64_C(0xa981c04dc7227905) }, 
{ UINT64_C(0xebaa266641ee8b9f), UINT64_C(0x8b6b04fe7fd8311c) }, { UINT64_C(0xca02e9bfc869b77e), UINT64_C(0xb7663d9daf7441b3) }, 
{ UINT64_C(0x5e57fa8c091e13d0), UINT64_C(0x13b23fe27118b8bd) }, { UINT64_C(0xc77db92bba4f1c79), UINT64_C(0x1c20a08a4533a4e6) }, 
{ UINT64_C(0x719d87caec11fbb8), UINT64_C(0xfbebc193a814e402) }, { UINT64_C(0xdf95a5734a766283), UINT64_C(0x62b035a25107238b) }, 
{ UINT64_C(0xb2cc85447eb4f2ea), UINT64_C(0xf2f3b915eb909fa9) }, { UINT64_C(0x602670a346e43b6e), UINT64_C(0x3b0511a050d05977) }, 
{ UINT64_C(0x83d4e34c571d9aa7), UINT64_C(0x9a1e664623a515f1) }, { UINT64_C(0xed9021707d717540), UINT64_C(0x754fb0f47ad56096) }, 
{ UINT64_C(0x19e342e0fae2ea80), UINT64_C(0xea9ea32bf469c0ef) }, { UINT64_C(0x6230cc105291d09a), UINT64_C(0xd0197da6536ad7b0) }, 
{ UINT64_C(0x0858b58950172a56), UINT64_C(0x2a7073180cad7d9a) }, { UINT64_C(0x76acde64da55911d), UINT64_C(0x91c1439a4d44f20a) }, 
{ UINT64_C(0x36293fa61fed02e8), UINT64_C(0x02c75d5a2d659c50) }, { UINT64_C(0x5512ad0e47a74608), UINT64_C(0x46d016ff9e520c62) }, 
{ UINT64_C(0xb989d2c6300da732), UINT64_C(0xa791900804da2b76) }, { UINT64_C(0xd6c64e4210badcaf), UINT64_C(0xdcce70b9bdf71993) }, 
{ UINT64_C(0xa75bc988fcab2717), UINT64_C(0x2725b12a15e3fd91) }, { UINT64_C(0xc04ce0858c0b76dc), UINT64_C(0x760a2283a063b2ee) }, 
{ UINT64_C(0x94551333c177a4ae), UINT64_C(0xa4d4027fde6cf90e) }, { UINT64_C(0xff363412c92aca18), UINT64_C(0xcab33ac261f614a6) }, 
{ UINT64_C(0x3722611e15369692), UINT64_C(0x96c96b59cd38dbd2) }, { UINT64_C(0x9a37a1acadff7027), UINT64_C(0x7080c56dd7ccd51e) }, 
{ UINT64_C(0x10b0a9d1a02e54ac), UINT64_C(0x54e0e6301899faf7) }, { UINT64_C(0xec9b7fc877aae13a), UINT64_C(0xe14186f79a882714) }, 
{ UINT64_C(0x7096d972e6ca6fc2), UINT64_C(0x6fe5f7904849a380) }, { UINT64_C(0x560f4f0559093986), UINT64_C(0x39c24cfa7db5c527) }, 
{ UINT64_C(0xb8828c7e3ad63348), UINT64_C(0x339fa60be4876cf4) }, { UINT64_C(0x9748f138dfd9db20), UINT64_C(0xdbc6587a3d8b304b) }, 
{ UINT64_C(0xf8076dbcff6ea0bd), UINT64_C(0xa099b8cb84a602ae) }, { UINT64_C(0x063a07163c9ffedf), UINT64_C(0xfe24b40a050d518a) }, 
{ UINT64_C(0xbda5696318e7b219), UINT64_C(0xb2a94804026df43b) }, { UINT64_C(0x738b3b79f864104c), UINT64_C(0x10f7ad95abae6ac5) }, 
{ UINT64_C(0x81c25fff43687153), UINT64_C(0x71020a40201f9b36) }, { UINT64_C(0x5f5ca43403c587aa), UINT64_C(0x87bc09e19145ff3f) }, 
{ UINT64_C(0xe2f9cd571b2235b3), UINT64_C(0x351541e593280b04) }, { UINT64_C(0x4dfab156b79e38f2), UINT64_C(0x384083d78a668b0f) }, 
{ UINT64_C(0x4acbe8f881da5257), UINT64_C(0x526a01de6f369d07) }, { UINT64_C(0x9e1b1a098515650c), UINT64_C(0x65b81d61d17b0a53) }, 
{ UINT64_C(0xe0ef71e40f57de47), UINT64_C(0xde092de3909285c3) }, { UINT64_C(0x9c0da6ba91608ef8), UINT64_C(0x8ea47167d2c18494) }, 
{ UINT64_C(0x20a39161835ca89b), UINT64_C(0xa8030f6030f1372d) }, { UINT64_C(0x2be6c6e3cde5fd43), UINT64_C(0xfd61267ddfbb83f2) }, 
{ UINT64_C(0x640acb066e0e2e45), UINT64_C(0x2e3dc9ac5667863a) }, { UINT64_C(0x1bf5fe53ee970174), UINT64_C(0x0182cf2df7d34e28) }, 
{ UINT64_C(0x5c41463f1d6bf824), UINT64_C(0xf8ae53e472a2367a) }, { UINT64_C(0xaa24991c8e8d8c10), UINT64_C(0x8c632c3dffa418c4) }, 
{ UINT64_C(0x7ef46bed8a42bb4b), UINT64_C(0xbbb1308241e98f90) }, { UINT64_C(0xcc38eea9f4f649a1), UINT64_C(0x49428997aa791039) }, 
{ UINT64_C(0x633b92a8584a44e0), UINT64_C(0x44174ba5b3379032) }, { UINT64_C(0x12a61562b45bbf58), UINT64_C(0xbffc8a361b237430) }, 
{ UINT64_C(0x6e44c23c2a6cefe7), UINT64_C(0xef51d6b259707567) }, { UINT64_C(0x301338b02372fc37), UINT64_C(0xfce3e9502868cdda) }, 
{ UINT64_C(0x7bd38ef0a8733a1a), UINT64_C(0x3a87de8da703175f) }, { UINT64_C(0x9079a896e99db185), UINT64_C(0xb1ecda73d8db2643) }, 
{ UINT64_C(0x47b4b86cf3fcf950), UINT64_C(0xf92c9cc985717852) }, { UINT64_C(0xae0822b9a667993b), UINT64_C(0x995bf431f913c789) }, 
{ UINT64_C(0xba9430cd2ea3d8bc), UINT64_C(0xd883ca0de73de233) }, { UINT64_C(0xd2eaf5e73850c984), UINT64_C(0xc9f6a8b5bb40c6de) }, 
{ UINT64_C(0xf2496486bb0c611f), UINT64_C(0x61f5a7d58bb1f1f3) }, { UINT64_C(0x21a8cfd989873ce1), UINT64_C(0x3c0d3963d0ac70af) }, 
{ UINT64_C(0xdd8319c05e038977), UINT64_C(0x89ac59a452bdad4c) }, { UINT64_C(0x992a43a7b3510fa9), UINT64_C(0x0f929f68342b1c5b) }, 
{ UINT64_C(0xc814550cdc1c5c8a), UINT64_C(0x5c7a519baccecf74) }, { UINT64_C(0x0953eb315accbe2c), UINT64_C(0xbe7e451becf03a18) }, 
{ UINT64_C(0x2792c8cfb518c23e), UINT64_C(0xc2298d69d5a12125) }, { UINT64_C(0x661c77b57a7bc5b1), UINT64_C(0xc521a5aa55dd08fd) }, 
{ UINT64_C(0xc676e793b0948803), UINT64_C(0x882e9689a56ee364) }, { UINT64_C(0xe3f293ef11f9a1c9), UINT64_C(0xa11b77e673754c86) }, 
{ UINT64_C(0xdc88477854d81d0d), UINT64_C(0x1da26fa7b2e0eace) }, { UINT64_C(0x503548136596c759), UINT64_C(0xc7e6f8f078b894ad) }, 
{ UINT64_C(0x5d4a188717b06c5e), UINT64_C(0x6ca065e792ff71f8) }, { UINT64_C(0x69759b921c288542), UINT64_C(0x857b54bbbc20636f) }, 
{ UINT64_C(0xc25a5c36987e9d28), UINT64_C(0x9d164e85a3d93c29) }, { UINT64_C(0x4fec0de5a3ebd306), UINT64_C(0xd35cefd189dc05c8) }, 
{ UINT64_C(0x79c53243bc06d1ee), UINT64_C(0xd19bb28ba4b99998) }, { UINT64_C(0xf154868da5a21e91), UINT64_C(0x1ee7fdd0685638b6) }, 
{ UINT64_C(0x1781f07f966a3e09), UINT64_C(0x3eca6439fdc9ecff) }, { UINT64_C(0x728065c1f2bf8436), UINT64_C(0x84f99b964bf32d47) }, 
{ UINT64_C(0x7fff355580992f31), UINT64_C(0x2fbf0681a1b4c812) }, { UINT64_C(0x3534ddad01437d66), UINT64_C(0x7dd5075fce825515) }, 
{ UINT64_C(0xf665df2393e67434), UINT64_C(0x74cd7fd98d062ebe) }, { UINT64_C(0x149c127488c44187), UINT64_C(0x41d83e3c1e2e25ba) }, 
{ UINT64_C(0x7ce2d75e9e3750bf), UINT64_C(0x50ad5c8442530157) }, { UINT64_C(0xfd2088a1dd5f21ec), UINT64_C(0x21af56c4624c9a61) }, 
{ UINT64_C(0x0b4557824eb955d8), UINT64_C(0x5562291def4ab4df) }, { UINT64_C(0xb6e03ee1565ee7c1), UINT64_C(0xe7cb6119ed2740e4) }, 
{ UINT64_C(0xbeb88b680649cd97), UINT64_C(0xcdbb1201e18a3d7e) }, { UINT64_C(0xaf037c01acbc0d41), UINT64_C(0x0d55c232194e800b) }, 
{ UINT64_C(0x2ec123feefd47c12), UINT64_C(0x7c57c87239511b3d) }, { UINT64_C(0xd4d0f2f104cf375b), UINT64_C(0x37d21cbfbe4d9754) }, 
{ UINT64_C(0x9d06f8029bbb1a82), UINT64_C(0x1aaa4764329cc316) }, { UINT64_C(0xce2e521ae083a255), UINT64_C(0xa25ee591a9c39efe) }, 
{ UINT64_C(0x612d2e1b4c3faf14), UINT64_C(0xaf0b27a3b08d1ef5) }, { UINT64_C(0xde9efbcb40adf6f9), UINT64_C(0xf6be03a1b15a6409) }, 
{ UINT64_C(0x2fca7d46e50fe868), UINT64_C(0xe859fe71d90c5cbf) }, { UINT64_C(0x18e81c58f0397efa), UINT64_C(0x7e9095281434876d) }, 
{ UINT64_C(0xfe3d6aaac3f15e62), UINT64_C(0x5ebd0cc181ab5324) }, { UINT64_C(0x6a6879990286facc), UINT64_C(0xfa690ebe5fc7aa2a) }, 
{ UINT64_C(0xfc2bd619d784b596), UINT64_C(0xb5a160c78211dde3) }, { UINT64_C(0x5b701f912b2f9281), UINT64_C(0x9284d1ed97f22072) }, 
{ UINT64_C(0x26999677bfc35644), UINT64_C(0x5627bb6a35fc66a7) }, { UINT64_C(0x9f1044b18fcef176), UINT64_C(0xf1b62b6231264dd1) }, 
{ UINT64_C(0x6c527e8f3e190413), UINT64_C(0x044dbab45acafba0) }, { UINT64_C(0x6b632721085d6eb6), UINT64_C(0x6e6738bdbf9aeda8) }, 
{ UINT64_C(0x8fa0ed602fe0a5da), UINT64_C(0xa556cd5229bfb726) }, { UINT64_C(0xad15c0b2b8c9e6b5), UINT64_C(0xe649ae341af40ecc) }, 
{ UINT64_C(0xc91f0bb4d6c7c8f0), UINT64_C(0xc87467984c9388f6) }, { UINT64_C(0x6f4f9c8420b77b9d), UINT64_C(0x7b5fe0b1b92d32e5) }, 
{ UINT64_C(0xb7eb60595c8573bb), UINT64_C(0x73c5571a0d7a0766) }, { UINT64_C(0x6717290d70a051cb), UINT64_C(0x512f93a9b5804f7f) }, 
{ UINT64_C(0x1afea0ebe44c950e), UINT64_C(0x958cf92e178e09aa) }, { UINT64_C(0xb3c7dbfc746f6690), UINT64_C(0x66fd8f160bcdd82b) }, 
{ UINT64_C(0x384b8d397365d661), UINT64_C(0xd6939a4824c5b040) }, { UINT64_C(0x899aea76137f5b05), UINT64_C(0x5b7279582cb2e6ac) }, 
{ UINT64_C(0xdab2406e6847e3d2), UINT64_C(0xe386dbadb7edbb44) }, { UINT64_C(0xc4605b20a4e163f7), UINT64_C(0x6332fa8fa6d46da3) }, 
{ UINT64_C(0x98211d1fb98a9bd3), UINT64_C(0x9b9ca96bd4765bd9) }, { UINT64_C(0x248f2ac4abb6bdb0), UINT64_C(0xbd3bd76c3646e860) }, 
{ UINT64_C(0xdbb91ed6629c77a8), UINT64_C(0x7788edae57b0fcc6) }, { UINT64_C(0xb1d1674f601a8d64), UINT64_C(0x8de1e310087756ec) }, 
{ UINT64_C(0x3f7ad4974521bcc4), UINT64_C(0xbcb91841c195a648) }, { UINT64_C(0xa9397b179023f39e), UINT64_C(0xf37176381c43d181) }, 
{ UINT64_C(0xe8b7c46d5f40f411), UINT64_C(0xf4795efb9c3ff859) }, { UINT64_C(0xbcae37db123c2663), UINT64_C(0x26a77e07e230b3b9) }, 
{ UINT64_C(0x0e62b29f6c88d489), UINT64_C(0xd454c71209a02c10) }, { UINT64_C(0x1ed21b4ecca68025), UINT64_C(0x80b421221139d6e7) }, 
{ UINT64_C(0x4085e1c2c5b893f5), UINT64_C(0x93061ec060216e5a) }, { UINT64_C(0xd1f717ec26feb60a), UINT64_C(0xb6e4f2b058a70f9b) }, 
{ UINT64_C(0x042cbba528ea152b), UINT64_C(0x1538d80c06b7df4d) }, { UINT64_C(0xa54d753be8decce3), UINT64_C(0xcc39dd2c16597356) }, 
{ UINT64_C(0x4cf1efeebd45ac88), UINT64_C(0xac4eb5d46a3bcc8d) }, { UINT64_C(0x0a4e093a4462c1a2), UINT64_C(0xc16c1f1e0f17f35d) }, 
{ UINT64_C(0x75b13c6fc4fbee93), UINT64_C(0xeed3199faea33b4f) }, { UINT64_C(0x7ad8d048a2a8ae60), UINT64_C(0xae89e88e475e50dd) }, 
{ UINT64_C(0xd9afa26576e99c5c), UINT64_C(0x9c9481a8540a7201) }, { UINT64_C(0xa161ce9ec034d9c8), UINT64_C(0xd901052010eeac1b) }, 
{ UINT64_C(0xd5dbac490e14a321), UINT64_C(0xa3dc2abc5e10d0d6) }, { UINT64_C(0x9172f62ee34625ff), UINT64_C(0x25e2ec70388661c1) }, 
{ UINT64_C(0x0216bcb31475ebf4), UINT64_C(0xeb1c6c0603ba8ec7) }, { UINT64_C(0x0f69ec27665340f3), UINT64_C(0x405af111e9fd6b92) }, 
{ UINT64_C(0xd7cd10fa1a6148d5), UINT64_C(0x48c046ba5daa5e11) }, { UINT64_C(0x46bfe6d4f9276d2a), UINT64_C(0x6d22aaca652c3fd0) }, 
{ UINT64_C(0x3e718a2f4ffa28be), UINT64_C(0x28b72e4221c8e1ca) }, { UINT64_C(0x1dcff945d208ffab), UINT64_C(0xffa67b27f2de1fa2) }, 
{ UINT64_C(0xee8dc37b63df0ace), UINT64_C(0x0a5deaf19932a9d3) }, { UINT64_C(0x9643af80d5024f5a), UINT64_C(0x4fc86e79ddd677c9) }, 
{ UINT64_C(0xb0da39f76ac1191e), UINT64_C(0x19efd513e82a116e) }, { UINT64_C(0x513e16ab6f4d5323), UINT64_C(0x53e8cef398e5d32f) }, 
{ UINT64_C(0xf3423a3eb1d7f565), UINT64_C(0xf5fb91d66becb671) }, { UINT64_C(0x48dd544b95afb9a3), UINT64_C(0xb9766dd86c8c13c0) }, 
{ UINT64_C(0xe4c3ca4127bdcb6c), UINT64_C(0xcb31f5ef96255a8e) }, { UINT64_C(0x78ce6cfbb6dd4594), UINT64_C(0x4595848844e4de1a) }, 
{ UINT64_C(0x3d6c682451545730), UINT64_C(0x57a57447c22f288f) }, { UINT64_C(0x23be736a9df2d715), UINT64_C(0xd7115565d316fe68) }, 
{ UINT64_C(0x3118660829a9684d), UINT64_C(0x68eddf53c8358a58) }, { UINT64_C(0xbb9f6e7524784cc6), UINT64_C(0x4c8dfc0e0760a5b1) }, 
{ UINT64_C(0xe6d576f233c82098), UINT64_C(0x202d99e9959fd449) }, { UINT64_C(0xe1e42f5c058c4a3d), UINT64_C(0x4a071be070cfc241) }, 
{ UINT64_C(0x77a780dcd08e0567), UINT64_C(0x05cf7599ad19b588) }, { UINT64_C(0x4bc0b6408b01c62d), UINT64_C(0xc66437dd8f6bda85) }, 
{ UINT64_C(0x1fd945f6c67d145f), UINT64_C(0x14ba1721f1649165) }, { UINT64_C(0xef869dc369049eb4), UINT64_C(0x9e53dcf2796fee51) }, 
{ UINT64_C(0x15974ccc821fd5fd), UINT64_C(0xd5d6083ffe736238) }, { UINT64_C(0xa06a9026caef4db2), UINT64_C(0x4d0f3323f0b3eb99) }, 
{ UINT64_C(0x93644a9df733ce0b), UINT64_C(0xcefe80763b3cef06) }, { UINT64_C(0x926f1425fde85a71), UINT64_C(0x5af0b675db61a884) }, 
{ UINT64_C(0x0c740e2c78fd3f7d), UINT64_C(0x3f48ab140a1aa2d7) }, { UINT64_C(0xf05fd835af798aeb), UINT64_C(0x8ae9cbd3880b7f34) }, 
{ UINT64_C(0x330edabb3ddc83b9), UINT64_C(0x83f1b355cb8f049f) }, { UINT64_C(0x3c67369c5b8fc34a), UINT64_C(0xc3ab424422726f0d) }, 
{ UINT64_C(0x0000000000000000), UINT64_C(0x0000000000000000) }, { UINT64_C(0x010b5eb80adb947a), UINT64_C(0x940e3603e05d4782) }, 
{ UINT64_C(0xeaa178de4b351fe5), UINT64_C(0x1f6532fd9f85769e) }, { UINT64_C(0xb5fddcea48f0984f), UINT64_C(0x98d93b1c0ec089a1) }, 
{ UINT64_C(0xb740a684c22209da), UINT64_C(0xabda7f9375633b22) }, { UINT64_C(0x54a2c52495e1ddd9), UINT64_C(0xbbd9f4a6c11bf5e1) }, 
{ UINT64_C(0x2236b057a6e7083c), UINT64_C(0x833c0e0284af03e7) }, { UINT64_C(0xca0fa27227d0c38c), UINT64_C(0x0d8c0340edc460d0) }, 
{ UINT64_C(0x52194167e0262edd), UINT64_C(0x3addd3eab2bb9f26) }, { UINT64_C(0xbef2ab81862a47d4), UINT64_C(0x4ad4e4613810b02a) }, 
{ UINT64_C(0x8b64c75f0698b8f2), UINT64_C(0xe8f2ca2e8da93998) }, { UINT64_C(0xbd4ee9415da8dfd6), UINT64_C(0xebd61647e04085a8) }, 
{ UINT64_C(0xfa9e082f092757ac), UINT64_C(0x8facf865f38db627) }, { UINT64_C(0x0edcb70678b174b5), UINT64_C(0xbeb5531d76e3f2b1) }, 
{ UINT64_C(0xee829666f4f038b4), UINT64_C(0x0fb42a0e1acb09f0) }, { UINT64_C(0xc5062b34161f7e86), UINT64_C(0x6d86bffed317811f) }, 
{ UINT64_C(0xb4fce44419a091d8), UINT64_C(0x0ad88db5ad330ea0) }, { UINT64_C(0x87d10cd9ecd59dfa), UINT64_C(0x29fa84b66b2aedd5) }, 
{ UINT64_C(0x9d11259669b38657), UINT64_C(0x175705c0f48fa0b3) }, { UINT64_C(0xf2f93b6a0451d01d), UINT64_C(0xb01d8c34f6ce2e51) }, 
{ UINT64_C(0x446ca3ae8f0d1078), UINT64_C(0xc5781c04cb9d060d) }, { UINT64_C(0xd2a6f7bd304a899c), UINT64_C(0x4c9c9fb3e2010b4a) }, 
{ UINT64_C(0x2838ff92396dde30), UINT64_C(0xc33067d6118cbd6d) }, { UINT64_C(0xa8874948e9017971), UINT64_C(0xb5712b8f41362901) }, 
{ UINT64_C(0xa43282ce034c5c79), UINT64_C(0x74796517a7b5fd4c) }, { UINT64_C(0xbf2795c1cf548e6b), UINT64_C(0x946b0bc27020a354) }, 
{ UINT64_C(0x29edc1d27013178f), UINT64_C(0x1d8f887559bcae13) }, { UINT64_C(0x5f79b4a14315c26a), UINT64_C(0x256a72d11c085815) }, 
{ UINT64_C(0x9a7f9f95550abcec), UINT64_C(0x48eccd2fcf1fd90a) }, { UINT64_C(0x490c56682c3efccf), UINT64_C(0xdacfbd3f652ec13e) }, 
{ UINT64_C(0x37ff105e124eae9b), UINT64_C(0xdd9b33ca25d9af4e) }, { UINT64_C(0x99c3dd558e8824ee), UINT64_C(0xe9ee3f09174fec88) }, 
{ UINT64_C(0xafe9f34bd5b843ca), UINT64_C(0xeacae3607aa650b8) }, { UINT64_C(0xdac1c4f83d3c0e2d), UINT64_C(0x732debe2e742933c) }, 
{ UINT64_C(0xf9224aefd2a5cfae), UINT64_C(0x2eae0a432bdd83a5) }, { UINT64_C(0xa289068d768baf7d), UINT64_C(0xf57d425bd415978b) }, 
{ UINT64_C(0x69539abf1825a54e), UINT64_C(0x264eaeb871e1e425) }, { UINT64_C(0xfdf0b22c359e6d17), UINT64_C(0xd017308ac81dcf9e) }, 
{ UINT64_C(0x56cbb9a4071d8c64), UINT64_C(0xc464e923517bd31d) }, { UINT64_C(0xcedd5ab1c0eb6135), UINT64_C(0xf33539890e042ceb) }, 
{ UINT64_C(0x4ab014a8f7bc64cd), UINT64_C(0x7bcd4f19bd7ef4bc) }, { UINT64_C(0xc001edb7b85a1580), UINT64_C(0x4d806a9478e7de5a) }, 
{ UINT64_C(0x50703de772da7f60), UINT64_C(0x4560ce6f22dbb9da) }, { UINT64_C(0x93cd92901102f2e2), UINT64_C(0xa9e256dd826c5202) }, 
{ UINT64_C(0x15c9a009b4a9a6a7), UINT64_C(0x5ea73dc8a176aca9) }, { UINT64_C(0x6d81627cff1e07f7), UINT64_C(0xd8f794719221a81e) }, 
{ UINT64_C(0x10ce668a1aeccda1), UINT64_C(0x7ea1e8a20a86f3ec) }, { UINT64_C(0xdc7a40bb48fbfd29), UINT64_C(0xf229ccae94e2f9fb) }, 
{ UINT64_C(0xf7fefde9aa14bb1b), UINT64_C(0x901b595e5d3e7114) }, { UINT64_C(0x9218acd0587c3b5d), UINT64_C(0x775db97eca5c417c) }, 
{ UINT64_C(0xdfc6027b9379652b), UINT64_C(0x532b3e884cb2cc79) }, { UINT64_C(0x416b652d21487b7e), UINT64_C(0xe57ec96e606d5948) }, 
{ UINT64_C(0x88d8859fdd1a20f0), UINT64_C(0x49f0380855f90c1a) }, { UINT64_C(0x678f2db96094d1fb), UINT64_C(0x98fbfda507021694) }, 
{ UINT64_C(0xd5c84dbe0cf3b327), UINT64_C(0x1327575cd99172f3) }, { UINT64_C(0x3c2461dbc4bab128), UINT64_C(0x4328b5bdf8ca02ba) }, 
{ UINT64_C(0x25580a549a5e3287), UINT64_C(0xdc87c6edbf3f7a5e) }, { UINT64_C(0x60e197ba5c2deb40), UINT64_C(0xc740354a3c926f2d) }, 
{ UINT64_C(0x111b58ca5392041e), UINT64_C(0xa01e070142b6e092) }, { UINT64_C(0xc6ba69f4cd9de684), UINT64_C(0xcc844dd80b47b49d) }, 
{ UINT64_C(0xab3b0b883283e173), UINT64_C(0x1473d9a999661c83) }, { UINT64_C(0xcd6118711b69f937), UINT64_C(0x5237cbafd6541969) }, 
{ UINT64_C(0xeb8550e55ab553b2), UINT64_C(0x2fb2ff64b13b56b5) }, { UINT64_C(0x74fd09f3a1fa8458), UINT64_C(0x4758e721d5d4d0fa) }, 
{ UINT64_C(0x7d4f04f6e5f2ca56), UINT64_C(0xa6567cd398a75bf2) }, { UINT64_C(0x076eba033cb93abb), UINT64_C(0x5fbbc8ef3b9079b9) }, 
{ UINT64_C(0x2d3f39119728b536), UINT64_C(0xe336b2bcba7ce228) }, { UINT64_C(0x6288eb3aced1bafd), UINT64_C(0xb8fd28cfacf249d1) }, 
{ UINT64_C(0x6fe81efc6de2564a), UINT64_C(0xa74a89f402418ee2) }, { UINT64_C(0x1e12d18c625db914), UINT64_C(0xc014bbbf7c65015d) }, 
{ UINT64_C(0x332de89df5750c22), UINT64_C(0x23220903c619e375) }, { UINT64_C(0xb1fb22c7b7e5fade), UINT64_C(0x2ade58df06c351e5) }, 
{ UINT64_C(0x2b84bd52e2ef4632), UINT64_C(0x623295f0c9dc88ef) }, { UINT64_C(0x26e4489441dcaa85), UINT64_C(0x7d8534cb676f4fdc) }, 
{ UINT64_C(0xf442bf2971962319), UINT64_C(0x3119ab78856e4496) }, { UINT64_C(0xe6e5a523f986bf05), UINT64_C(0x30055e5f1f889186) }, 
{ UINT64_C(0x0cb5cb86ea4d2508), UINT64_C(0xc1084e98e683d44d) }, { UINT64_C(0x0507c683ae456b06), UINT64_C(0x2006d56aabf05f45) }, 
{ UINT64_C(0xa0e07a0de477fec0), UINT64_C(0x8ac05fde4475b177) }, { UINT64_C(0x8303f41a0bee3f43), UINT64_C(0xd743be7f88eaa1ee) }, 
{ UINT64_C(0x2cea0751de567c89), UINT64_C(0x3d895d1ff24cf156) }, { UINT64_C(0x1c7bad0cf0a1e8a9), UINT64_C(0xbfa9a63aec0527a1) }, 
{ UINT64_C(0x72468db0d43d775c), UINT64_C(0xc65cc06da674ba3d) }, { UINT64_C(0xc866def2b52c9231), UINT64_C(0x72311ec57da4462c) }, 
{ UINT64_C(0x5bab4c62a42e60d3), UINT64_C(0xdbd34818ffc8142e) }, { UINT64_C(0xb99c1182ba937d6f), UINT64_C(0x156f2c8e0380c993) }, 
{ UINT64_C(0x752837b3e8844de7), UINT64_C(0x99e708829de4c384) }, { UINT64_C(0xac55b18b0e3adbc8), UINT64_C(0x4bc81146a2f6653a) }, 
{ UINT64_C(0xae3ccd0b9cc68a75), UINT64_C(0x34750cc3329643c6) }, { UINT64_C(0x0f09894631cfbd0a), UINT64_C(0x600abcbe3ed3e1cf) }, 
{ UINT64_C(0xd373c9fd79344023), UINT64_C(0x92237010aa311834) }, { UINT64_C(0xc9b3e0b2fc525b8e), UINT64_C(0xac8ef16635945552) }, 
{ UINT64_C(0xf32c052a4d2f19a2), UINT64_C(0x6ea26397befe3d2f) }, { UINT64_C(0x03bc42c0db829802), UINT64_C(0xa102f226d8503582) }, 
{ UINT64_C(0x06bb844375c7f304), UINT64_C(0x8104274c73a06ac7) }, { UINT64_C(0x40be5b6d6836b2c1), UINT64_C(0x3bc126cd285d4a36) }, 
{ UINT64_C(0x6134a9fa155322ff), UINT64_C(0x19ffdae974a27c53) }, { UINT64_C(0x53cc7f27a958e762), UINT64_C(0xe4623c49fa8b8c58) }, 
{ UINT64_C(0xddaf7efb01853496), UINT64_C(0x2c96230ddcd2ea85) }, { UINT64_C(0x38f6991823811391), UINT64_C(0xbd918f741b0a4e81) }, 
{ UINT64_C(0x9ead6756b2311e55), UINT64_C(0xb655f7e62cdf9531) }, { UINT64_C(0xcbda9c326eae0a33), UINT64_C(0xd333ece3a5f473ae) }, 
{ UINT64_C(0x65e65139f2688046), UINT64_C(0xe746e02097623068) }, { UINT64_C(0x51a503a73ba4b6df), UINT64_C(0x9bdf21cc6aebaaa4) }, 
{ UINT64_C(0xccb4263152173088), UINT64_C(0x8c88240c9e640a17) }, { UINT64_C(0x48d9682865403570), UINT64_C(0x0470529c2d1ed240) }, 
{ UINT64_C(0x7848c2754bb7a150), UINT64_C(0x8650a9b9335704b7) }, { UINT64_C(0xf597816938e8eaa6), UINT64_C(0xefa644dbcd5e57e8) }, 
{ UINT64_C(0xc26891372aa6443d), UINT64_C(0x323d7711e887f8a6) }, { UINT64_C(0xa65bfe4e91b00dc4), UINT64_C(0x0bc4789237d5dbb0) }, 
{ UINT64_C(0x0bdb7185d6f41fb3), UINT64_C(0x9eb38677dd13adf4) }, { UINT64_C(0x141c9e49fdd76f18), UINT64_C(0x8018d26be946bfd7) }, 
{ UINT64_C(0x3b4adbd8f8038b93), UINT64_C(0x1c937d52c35a7b03) }, { UINT64_C(0xe05e21608c414c01), UINT64_C(0xb10179136c28fb41) }, 
{ UINT64_C(0xb529da0450de5867), UINT64_C(0xd4676216e5031dde) }, { UINT64_C(0x58170ea27facf8d1), UINT64_C(0x7ad1ba3e279821ac) }, 
{ UINT64_C(0x4fb7d22b59f90fcb), UINT64_C(0x5bcb9a73168eabf9) }, { UINT64_C(0x273176d408a2633a), UINT64_C(0xa33adb682f5f5ca2) }, 
{ UINT64_C(0x7a21bef5d94bf0ed), UINT64_C(0xf9edb43ca337224b) }, { UINT64_C(0xd0cf8b3da2b6d821), UINT64_C(0x3321823672612db6) }, 
{ UINT64_C(0x9f785916fb4fd7ea), UINT64_C(0x68ea184564ef864f) }, { UINT64_C(0x9baaa1d51c747553), UINT64_C(0x9653228c872fca74) }, 
{ UINT64_C(0x665a13f929ea1844), UINT64_C(0x464412064f3205ea) }, { UINT64_C(0x248d3414d320fb38), UINT64_C(0x0238294ef70f6920) }, 
{ UINT64_C(0x1675e2c96f2b3ea5), UINT64_C(0xffa5cfee7926992b) }, { UINT64_C(0xad808fcb47441277), UINT64_C(0x9577fee5eac67644) }, 
{ UINT64_C(0x47d0e16e548f887a), UINT64_C(0x647aee2213cd338f) }, { UINT64_C(0x0a0e4fc59f8ad60c), UINT64_C(0x400c69d49523be8a) }, 
{ UINT64_C(0x18a955cf179a4a10), UINT64_C(0x41109cf30fc56b9a) }, { UINT64_C(0x8fb63f9ce1a31a4b), UINT64_C(0x164bf0e76e6975a3) }, 
{ UINT64_C(0xfc258c6c7ce0a4a8), UINT64_C(0x0ea8df29802ddce0) }, { UINT64_C(0x702ff13046c126e1), UINT64_C(0xb9e1dde836149cc1) }, 
{ UINT64_C(0x32f8d6ddbc0bc59d), UINT64_C(0xfd9de6a08e29f00b) }, { UINT64_C(0xe18b1f20c53f85be), UINT64_C(0x6fbe96b02418e83f) }, 
{ UINT64_C(0xe559e7e322042707), UINT64_C(0x9107ac79c7d8a404) }, { UINT64_C(0x4b652ae8bec2ad72), UINT64_C(0xa572a0baf54ee7c2) }, 
{ UINT64_C(0xf09047ea96ad81a0), UINT64_C(0xcfa091b166ae08ad) }, { UINT64_C(0x85b870597e29cc47), UINT64_C(0x56479933fb4acb29) }, 
{ UINT64_C(0x4605df2e1df141c5), UINT64_C(0xbac501815bfd20f1) }, { UINT64_C(0x1dae934cb9df2116), UINT64_C(0x61164999a43534df) }, 
{ UINT64_C(0x7393b3f09d43bee3), UINT64_C(0x18e32fceee44a943) }, { UINT64_C(0xa135444dad09377f), UINT64_C(0x547fb07d0c45a209) }, 
{ UINT64_C(0xb24760076c6762dc), UINT64_C(0x8bdcaaf9de936467) }, { UINT64_C(0x1ac0294f85661bad), UINT64_C(0x3ead81769fa54d66) }, 
{ UINT64_C(0x5d10c821d1e993d7), UINT64_C(0x5ad76f548c687ee9) }, { UINT64_C(0xe2375de01ebd1dbc), UINT64_C(0xcebc6496fc48ddbd) }, 
{ UINT64_C(0x86043299a5ab5445), UINT64_C(0xf7456b15231afeab) }, { UINT64_C(0xd97d8638e6be962f), UINT64_C(0xd22f19c43f12a6be) }, 
{ UINT64_C(0x3091aa5d2ef79420), UINT64_C(0x8220fb251e49d6f7) }, { UINT64_C(0xc4d315745f61b739), UINT64_C(0xb339505d9b279261) }, 
{ UINT64_C(0xba2053426111e56d), UINT64_C(0xb46ddea8dbd0fc11) }, { UINT64_C(0x91a4ee1083fea35f), UINT64_C(0xd65f4b58120c74fe) }, 
{ UINT64_C(0x09b20d0544084e0e), UINT64_C(0xe10e9bf24d738b08) }, { UINT64_C(0x3a9fe598b17d422c), UINT64_C(0xc22c92f18b6a687d) }, 
{ UINT64_C(0x23e38e17ef99c183), UINT64_C(0x5d83e1a1cc9f1099) }, { UINT64_C(0x4c0b90eb827b97c9), UINT64_C(0xfac96855cede9e7b) }, 
{ UINT64_C(0x59c230e236d2316e), UINT64_C(0xa46e559d6fa832d2) }, { UINT64_C(0x0d60f5c6a333ecb7), UINT64_C(0x1fb7a13baeb3c733) }, 
{ UINT64_C(0xd8a8b878afc05f90), UINT64_C(0x0c90f6677722b5c0) }, { UINT64_C(0x12a71a0a88109c1c), UINT64_C(0x011cf5279ae6d510) }, 
{ UINT64_C(0xcf0864f18995a88a), UINT64_C(0x2d8ad62a46343f95) }, { UINT64_C(0x71facf700fbfef5e), UINT64_C(0x675e324b7e248fbf) }, 
{ UINT64_C(0x3f98231b1f38292a), UINT64_C(0xe22a479b209a3738) }, { UINT64_C(0x82d6ca5a4290f6fc), UINT64_C(0x09fc51dcc0dab290) }, 
{ UINT64_C(0x971f6a53f639505b), UINT64_C(0x575b6c1461ac1e39) }, { UINT64_C(0xf14579aadfd3481f), UINT64_C(0x111f7e122e9e1bd3) }, 
{ UINT64_C(0x8c0a7d5c3a218249), UINT64_C(0xb74902c1b6394021) }, { UINT64_C(0x1372244ac16e55a3), UINT64_C(0xdfa31a84d2d6c66e) }, 
{ UINT64_C(0xbbf56d02286f2cd2), UINT64_C(0x6ad2310b93e0ef6f) }, { UINT64_C(0xc1d4d3f7f124dc3f), UINT64_C(0x933f853730d7cd24) }, 
{ UINT64_C(0x4ddeaeabcb055e76), UINT64_C(0x247687f686ee8d05) }, { UINT64_C(0x02697c8092fc51bd), UINT64_C(0x7fbd1d85906026fc) }, 
{ UINT64_C(0x635dd57a87af7342), UINT64_C(0x6642c76ce4c25aaf) }, { UINT64_C(0x04d2f8c3e73ba2b9), UINT64_C(0xfeb93ac9e3c04c3b) }, 
{ UINT64_C(0x7ef346363e705254), UINT64_C(0x07548ef540f76e70) }, { UINT64_C(0x42d727edfacae37c), UINT64_C(0x447c3b48b83d6cca) }, 
{ UINT64_C(0x086733450d7687b1), UINT64_C(0x3fb1745105439876) }, { UINT64_C(0x6886a4ff515b6cf1), UINT64_C(0xf8f1411b39d1f75b) }, 
{ UINT64_C(0x6c545c3cb660ce48), UINT64_C(0x06487bd2da11bb60) }, { UINT64_C(0xaaee35c87bfd28cc), UINT64_C(0xcacc360ad1560ffd) }, 
{ UINT64_C(0xdb14fab87442c792), UINT64_C(0xad920441af728042) }, { UINT64_C(0xa35c38cd3ff566c2), UINT64_C(0x2bc2adf89c2584f5) }, 
{ UINT64_C(0xed3ed4a62f72a0b6), UINT64_C(0xaeb6d828c29b3c72) }, { UINT64_C(0x218af2977d65903e), UINT64_C(0x223efc245cff3665) }, 
{ UINT64_C(0x64336f79bb1649f9), UINT64_C(0x39f90f83df522316) }, { UINT64_C(0x01d53e40497ec9bf), UINT64_C(0xdebfefa34830137e) }, 
{ UINT64_C(0x1fc7efcc2b2370ab), UINT64_C(0x1eab541c34551223) }, { UINT64_C(0x816a889a99126efe), UINT64_C(0xa8fea3fa188a8712) }, 
{ UINT64_C(0x799dfc3502c968ef), UINT64_C(0x58ef461a7b6717c9) }, { UINT64_C(0x846d4e19375705f8), UINT64_C(0x88f87690b37ad857) }, 
{ UINT64_C(0x430219adb3b42ac3), UINT64_C(0x9ac3d4ebf00d7fb4) }, { UINT64_C(0x8ddf431c735f4bf6), UINT64_C(0x69f6ed62fe09535f) }, 
{ UINT64_C(0x957616d364c501e6), UINT64_C(0x28e67191f1cc38c5) }, { UINT64_C(0x5577fb64dc9f1466), UINT64_C(0x65661b05892be69f) }, 
{ UINT64_C(0xa78ec00ed8cec47b), UINT64_C(0xd57b97317fe5c8ce) }, { UINT64_C(0x3443529ec9cc3699), UINT64_C(0x7c99c1ecfd899acc) }, 
{ UINT64_C(0x2a518312ab918f8d), UINT64_C(0xbc8d7a5381ec9b91) }, { UINT64_C(0x769475733306d5e5), UINT64_C(0x38e5faa445b4f606) }, 
{ UINT64_C(0xe48cd9a36b7aeeb8), UINT64_C(0x4fb843da8fe8b77a) }, { UINT64_C(0x1b15170fcc18d212), UINT64_C(0xe0126ed5d7955e18) }, 
{ UINT64_C(0x7bf480b590353952), UINT64_C(0x27525b9feb073135) }, { UINT64_C(0x80bfb6dad06ca741), UINT64_C(0x76414c5950ba946c) }, 
{ UINT64_C(0x7c9a3ab6ac8c03e9), UINT64_C(0x78e99370d097488c) }, { UINT64_C(0x96ca5413bf4799e4), UINT64_C(0x89e483b7299c0d47) }, 
{ UINT64_C(0xde133c3bda07ac94), UINT64_C(0x8d94d12b0482df07) }, { UINT64_C(0xff99ceaca7623caa), UINT64_C(0xafaa2d0f587de962) }, 
{ UINT64_C(0x197c6b8f5ee483af), UINT64_C(0x9faf735047f578e4) }, { UINT64_C(0x5cc5f66198975a68), UINT64_C(0x846880f7c4586d97) }, 
{ UINT64_C(0x77414b337a781c5a), UINT64_C(0xe65a15070d84e578) }, { UINT64_C(0xea506ea513cb9a0d), UINT64_C(0xf10d10c7f90b45cb) }, 
{ UINT64_C(0x3923a7586affda2e), UINT64_C(0x632e60d7533a5dff) }, { UINT64_C(0xfb4b366f40599e13), UINT64_C(0x511317c6bbbda559) }, 
{ UINT64_C(0x8e6301dca8ddd3f4), UINT64_C(0xc8f41f44265966dd) }, { UINT64_C(0x362a2e1e5b306724), UINT64_C(0x0324dc696de9bc30) }, 
{ UINT64_C(0xd11ab57debc8119e), UINT64_C(0xed9e6d953a513ec8) }, { UINT64_C(0xecebeae6660c6909), UINT64_C(0x7009378b8aab2f0c) }, 
{ UINT64_C(0x3e4d1d5b5646e095), UINT64_C(0x3c95a83868aa2446) }, { UINT64_C(0xe83912258137cbb0), UINT64_C(0x8eb00d42696b6337) }, 
{ UINT64_C(0x7f267876770e9beb), UINT64_C(0xd9eb615608c77d0e) }, { UINT64_C(0xe3e263a057c3d403), UINT64_C(0x10038b35b478cec3) }, 
{ UINT64_C(0x571e87e44e6345db), UINT64_C(0x1adb0680194bc063) }, { UINT64_C(0x3df15f9b8dc47897), UINT64_C(0x9d975a1eb0fa11c4) }, 
{ UINT64_C(0xe7309b63b0f876ba), UINT64_C(0xeebab1fc57b882f8) }, { UINT64_C(0xb8492fc2f3edb4d0), UINT64_C(0xcbd0c32d4bb0daed) }, 
{ UINT64_C(0x890dbbdf9464e94f), UINT64_C(0x974fd7ab1dc91f64) }, { UINT64_C(0x9cc41bd620cd4fe8), UINT64_C(0xc9e8ea63bcbfb3cd) }, 
{ UINT64_C(0x6e3d20bc249c9ff5), UINT64_C(0x79f566574a719d9c) }, { UINT64_C(0xd6740f7ed7712b25), UINT64_C(0xb225a57a01c14771) }, 
{ UINT64_C(0xbc9bd70114d61669), UINT64_C(0x3569f9e4a87096d6) }, { UINT64_C(0xd7a1313e9e0fe29a), UINT64_C(0x6c9a4ad949f1540f) }, 
{ UINT64_C(0x2f56459105d4e48b), UINT64_C(0x9c8baf392a1cc4d4) }, { UINT64_C(0x45b99deec673d9c7), UINT64_C(0x1bc7f3a783ad1573) }, 
{ UINT64_C(0x5a7e7222ed50a96c), UINT64_C(0x056ca7bbb7f80750) }, { UINT64_C(0xe9ec2c65c849020f), UINT64_C(0x500fe2e1215b7049) }, 
{ UINT64_C(0xf8f774af9bdb0611), UINT64_C(0xf011e5e063ed90db) }, { UINT64_C(0xef57a826bd8ef10b), UINT64_C(0xd10bc5ad52fb1a8e) }, 
{ UINT64_C(0xc76f57b484e32f3b), UINT64_C(0x123ba27b4377a7e3) }, { UINT64_C(0x6aefd87fc3a73d4c), UINT64_C(0x874c5c9ea9b1d1a7) }, 
{ UINT64_C(0x9071d050ca806ae0), UINT64_C(0x08e0a4fb5a3c6780) }, { UINT64_C(0x6b3ae63f8ad9f4f3), UINT64_C(0x59f3b33de181c2d9) }, 
{ UINT64_C(0x205fccd7341b5981), UINT64_C(0xfc81138714cf251b) }, { UINT64_C(0x17a0dc892655f71a), UINT64_C(0x211a204d31168a55) }, 
{ UINT64_C(0x4e62ec6b1087c674), UINT64_C(0x857475d05ebeb887) }, { UINT64_C(0xb3925e472519ab63), UINT64_C(0x5563455a96a37719) }, 
{ UINT64_C(0xf62bc3a9e36a72a4), UINT64_C(0x4ea4b6fd150e626a) }, { UINT64_C(0xc3bdaf7763d88d82), UINT64_C(0xec8298b2a0b7ebd8) }, 
{ UINT64_C(0x5eac8ae10a6b0bd5), UINT64_C(0xfbd59d7254384b6b) }, { UINT64_C(0x8ab1f91f4fe6714d), UINT64_C(0x364d258dc5992ae6) }, 
{ UINT64_C(0xb69598c48b5cc065), UINT64_C(0x756590303d53285c) }, { UINT64_C(0x9816e315c7f6ed51), UINT64_C(0x3751d0aa5f7ffff6) }, 
{ UINT64_C(0x3144941d67895d9f), UINT64_C(0x5c9f14865679c589) }, { UINT64_C(0x94a328932dbbc859), UINT64_C(0xf6599e32b9fc2bbb) }, 
{ UINT64_C(0xb02e1c87fe9b3361), UINT64_C(0xf461b77c4ef3429b) }, { UINT64_C(0xd41d73fe458d7a98), UINT64_C(0xcd98b8ff91a1618d) }, 
{ UINT64_C(0xa9527708a07fb0ce), UINT64_C(0x6bcec42c09063a7f) }, { UINT64_C(0x35966cde80b2ff26), UINT64_C(0xa2262e4fb5b989b2) }, 
{ UINT64_C(0x0000000000000000), UINT64_C(0x0000000000000000) }, { UINT64_C(0xa5e7bc8e4a3295c6), UINT64_C(0xaac68ab4ef85ee32) }, 
{ UINT64_C(0xfe4cf0ecee1cf515), UINT64_C(0x7115c2ac104dfa1c) }, { UINT64_C(0x2e837bd14caa2d34), UINT64_C(0x4234409a622cd7aa) }, 
{ UINT64_C(0x2a3fb0b9b00b7bc6), UINT64_C(0xc245b95785a8db13) }, { UINT64_C(0x64561fc21f6d5736), UINT64_C(0x9559c2207c538121) }, 
{ UINT64_C(0x91389b939bf4359d), UINT64_C(0xa67393632901426e) }, { UINT64_C(0x080c8b488bf56f4b), UINT64_C(0x2778483d6920975e) }, 
{ UINT64_C(0x8cca486648e586b5), UINT64_C(0xe0c86694e37559d8) }, { UINT64_C(0xa51683c483144220), UINT64_C(0x869cc41249d11c46) }, 
{ UINT64_C(0x75aee35be3125d91), UINT64_C(0x06a65b150a17a7e6) }, { UINT64_C(0xd15849964950cb80), UINT64_C(0x5d359648e7c270db) }, 
{ UINT64_C(0x44667621763f28d9), UINT64_C(0x097a21d41bd3989a) }, { UINT64_C(0x4b8f225622ab2e05), UINT64_C(0x782f56c788ef3b66) }, 
{ UINT64_C(0x71a8477f47898b55), UINT64_C(0xf49a7feadf070dc9) }, { UINT64_C(0x6fb9ef91ef62872e), UINT64_C(0x163091cc3a7f88f2) }, 
{ UINT64_C(0x5e717aeb7a4ff266), UINT64_C(0x19eceb0d2bbbb78e) }, { UINT64_C(0x66554dd04dc13c54), UINT64_C(0xec47d0bef75bd4d7) }, 
{ UINT64_C(0x18145ed85edcb1dd), UINT64_C(0x6988d847bb607ae2) }, { UINT64_C(0xe77503d3031cd75f), UINT64_C(0x04c4d3a70c1a7b05) }, 
{ UINT64_C(0xe170f5e5f52b6af9), UINT64_C(0x8fe6e5c6520284dc) }, { UINT64_C(0x2e39149d1490ad02), UINT64_C(0x30799da850b8713c) }, 
{ UINT64_C(0x6a5f62bc62af85db), UINT64_C(0x3903bc7c4b6be9a6) }, { UINT64_C(0xc8ac3e473edaae6c), UINT64_C(0xe9b24740f8a6c142) }, 
{ UINT64_C(0xdb5790cc9009cfa9), UINT64_C(0x0353cceb05eab273) }, { UINT64_C(0x892cc54bc5288440), UINT64_C(0xcffb4b249261388c) }, 
{ UINT64_C(0x46652433249343bb), UINT64_C(0x7064334a90dbcd6c) }, { UINT64_C(0xb30ba062a00a2110), UINT64_C(0x434e6209c5890e23) }, 
{ UINT64_C(0xdcb24ff34f68a63e), UINT64_C(0x557ef3c5fff686d1) }, { UINT64_C(0xdeb11de11dc4cd5c), UINT64_C(0x2c60e15b74fed327) }, 
{ UINT64_C(0x88ccec42ec7e5071), UINT64_C(0x12f4426b3665f3f7) }, { UINT64_C(0xa8fc85a1852c2f9e), UINT64_C(0x8ed7a19f51e5ea4c) }, 
{ UINT64_C(0x0c0a2f6c2f6eb98f), UINT64_C(0xd5446cc2bc303d71) }, { UINT64_C(0x8d2a616f61b35284), UINT64_C(0x3dc76fdb477192a3) }, 
{ UINT64_C(0x3028bc73bc7ba179), UINT64_C(0xd2d3738eb5c0f407) }, { UINT64_C(0x33cbc768c7811e2a), UINT64_C(0x76c2685f9acc6a8a) }, 
{ UINT64_C(0x17fd0aaf0a48b701), UINT64_C(0x18ddaf54285cd91e) }, { UINT64_C(0x80c0670a678b3f3a), UINT64_C(0x358c0a565f4564a9) }, 
{ UINT64_C(0x3c22931f931518f6), UINT64_C(0x07971f4c09f0c976) }, { UINT64_C(0xb8e450315005f108), UINT64_C(0xc02731e583a507f0) }, 
{ UINT64_C(0xaaffd7b3d78044fc), UINT64_C(0xf7c9b301daedbfba) }, { UINT64_C(0xf36b726772aedf0d), UINT64_C(0xb80867220b4a3c96) }, 
{ UINT64_C(0xd4bec4bbc49dc975), UINT64_C(0x7206bbf896d6118f) }, { UINT64_C(0x539b7c8e7c779fd8), UINT64_C(0x11a78e80338f4184) }, 
{ UINT64_C(0x19f477d1778a65ec), UINT64_C(0xb487d1081f64b199) }, { UINT64_C(0xa715d1d6d1b82942), UINT64_C(0xff82d68cc2d949b0) }, 
{ UINT64_C(0x8526ea27ea463dcf), UINT64_C(0x1abf27e62e5105fd) }, { UINT64_C(0x65b636cb363b8307), UINT64_C(0x4856cb6fd8574a5a) }, 
{ UINT64_C(0x7ba79e259ed08f7c), UINT64_C(0xaafc25493d2fcf61) }, { UINT64_C(0x7fa13a013a4b59b8), UINT64_C(0x58c001b6e83f654e) }, 
{ UINT64_C(0x11f8fc99fc7f0aa7), UINT64_C(0x93ff9935764426c7) }, { UINT64_C(0x7da2681368e732da), UINT64_C(0x21de1328633730b8) }, 
{ UINT64_C(0x01e029092956d431), UINT64_C(0xdd0f094fa404cb7b) }, { UINT64_C(0x5c7228f928e39904), UINT64_C(0x60f2f993a0b3e278) }, 
{ UINT64_C(0xea9f05b60524bae1), UINT64_C(0x0c8fb62a142e8d0f) }, { UINT64_C(0x5f9153e253192657), UINT64_C(0xc4e3e2428fbf7cf5) }, 
{ UINT64_C(0x559e8ab88a40227e), UINT64_C(0x9a85b8e16d97be5d) }, { UINT64_C(0x98d439d239578ee7), UINT64_C(0x5c04d211e4251e4b) }, 
{ UINT64_C(0xa91caca8ac7afbaf), UINT64_C(0x53d8a8d0f5e12137) }, { UINT64_C(0x1bf725c325260e8e), UINT64_C(0xcd99c396946ce46f) }, 
{ UINT64_C(0xbce2f415f49e27cc), UINT64_C(0x321b151a56b5addf) }, { UINT64_C(0xccaa9a639a4178a8), UINT64_C(0x1b8e63bf2db66b6d) }, 
{ UINT64_C(0xed7ada89da45d376), UINT64_C(0x5aa28904ee32b9ad) }, { UINT64_C(0xad1a088c08e12d6b), UINT64_C(0xa1e48c2f20f18b18) }, 
{ UINT64_C(0x22333bf13bfe148d), UINT64_C(0xe53df16aec884c4d) }, { UINT64_C(0xc4a6112b11b417e3), UINT64_C(0x3cf62b824496fc33) }, 
{ UINT64_C(0xf68dff4aff63ddf8), UINT64_C(0x973b4a927a5e5dc2) }, { UINT64_C(0xc0a0b50fb52fc127), UINT64_C(0xceca0f7d9186561c) }, 
{ UINT64_C(0xff615d0b5dc06682), UINT64_C(0x6d4c0be0b77a01e7) }, { UINT64_C(0xcea9c871c8ed13ca), UINT64_C(0x62907121a6be3e9b) }, 
{ UINT64_C(0x3824373b378ece32), UINT64_C(0xf5ab3bb3dce06359) }, { UINT64_C(0xc2a3e71de783aa45), UINT64_C(0xb7d41de31a8e03ea) }, 
{ UINT64_C(0x1e11a8eea8eb0c7b), UINT64_C(0xe2aaee26e578853b) }, { UINT64_C(0x21d040ea4004abde), UINT64_C(0x412ceabbc384d2c0) }, 
{ UINT64_C(0x0fe95477549406dc), UINT64_C(0x71557713933ca3fc) }, { UINT64_C(0xd2bb328d32aa74d3), UINT64_C(0xf9248d99c8ceee56) }, 
{ UINT64_C(0x13fbae8baed361c5), UINT64_C(0xeae18babfd4c7331) }, { UINT64_C(0x9cd29df69dcc5823), UINT64_C(0xae38f6ee3135b464) }, 
{ UINT64_C(0x6bbf4bb54bf951ea), UINT64_C(0xe40cb533ef6f22dd) }, { UINT64_C(0xd6bd96a99631a217), UINT64_C(0x0b18a9661dde4479) }, 
{ UINT64_C(0xdab7b9c5b95f1b98), UINT64_C(0xde5cc5a4a1ee7908) }, { UINT64_C(0x96dd44ac44955c0a), UINT64_C(0xf05eac4dd31d76cc) }, 
{ UINT64_C(0x45865f285f69fce8), UINT64_C(0xd475289bbfd753e1) }, { UINT64_C(0x50780795078d208b), UINT64_C(0xb5b695511c83df09) }, 
{ UINT64_C(0x03e37b1b7bfabf53), UINT64_C(0xa4111bd12f0c9e8d) }, { UINT64_C(0x61b092ef92a055c3), UINT64_C(0xba6aef900d47e075) }, 
{ UINT64_C(0x81204e034eddeb0b), UINT64_C(0xe8830319fb41afd2) }, { UINT64_C(0x7844e53ee52a302f), UINT64_C(0x0eed3e98122351ec) }, 
{ UINT64_C(0x203069e369527fef), UINT64_C(0x9c23e3f4678019bb) }, { UINT64_C(0x67b564d96497e865), UINT64_C(0x3148d9f1535f1fac) }, 
{ UINT64_C(0x0203521252ac6b62), UINT64_C(0x791e129e8b0855f6) }, { UINT64_C(0x7c42411a41b1e6eb), UINT64_C(0xfcd11a67c733fbc3) }, 
{ UINT64_C(0xcb4f455c4520113f), UINT64_C(0x4da35c91d7aa5fcf) }, { UINT64_C(0x744eca52ca4489a0), UINT64_C(0xdba9525aae136c9d) }, 
{ UINT64_C(0xe89c57a45788d183), UINT64_C(0x7591a4b49f26d8f9) }, { UINT64_C(0x51982e9c2edbf4ba), UINT64_C(0x68b99c1eb8871472) }, 
{ UINT64_C(0xb4ee7f5d7f6b4887), UINT64_C(0x15635d273f953a81) }, { UINT64_C(0xa0f00ee90ed940d5), UINT64_C(0xa9afe9a238c57d12) }, 
{ UINT64_C(0x498c704470074567), UINT64_C(0x0131445903e76e90) }, { UINT64_C(0xef79889b88e9b814), UINT64_C(0x23bc9b9a653aec5b) }, 
{ UINT64_C(0x6c5a948a9498387d), UINT64_C(0xb2218a1d1573167f) }, { UINT64_C(0x2436cdc7cdc9a92b), UINT64_C(0x6e1fc70bb290b394) }, 
{ UINT64_C(0x0406a424a49bd6c4), UINT64_C(0xf23c24ffd510aa2f) }, { UINT64_C(0xf884823482a10f15), UINT64_C(0x3b6134ce4d663545) }, 
{ UINT64_C(0xe090dcecdc7dbec8), UINT64_C(0x52e9ec89f6064fa7) }, { UINT64_C(0xf28b5b6e5bf80b3c), UINT64_C(0x65076e6daf4ef7ed) }, 
{ UINT64_C(0xbee1a607a6324cae), UINT64_C(0x4b050784ddbdf829) }, { UINT64_C(0x23d312f812a8c0bc), UINT64_C(0x3832f825488c8736) }, 
{ UINT64_C(0xab1ffebafed690cd), UINT64_C(0x2ac6ba4e7ee974c1) }, { UINT64_C(0x83231c111c718069), UINT64_C(0x919d11877049fa24) }, 
{ UINT64_C(0xd75dbfa0bf677626), UINT64_C(0xd617a029b9da8f02) }, { UINT64_C(0x35ce315e31b6a38c), UINT64_C(0xfde05e3ec4d49553) }, 
{ UINT64_C(0x9b3742c942ad31b4), UINT64_C(0xf815c9c0cb2980c6) }, { UINT64_C(0x3a2765296522a550), UINT64_C(0x8cb5292d57e836af) }, 
{ UINT64_C(0x724b3c643c733406), UINT64_C(0x508b643bf00b9344) }, { UINT64_C(0x77adb149b1be36f3), UINT64_C(0x7fb8498b811ff210) }, 
{ UINT64_C(0x362d4a454a4c1cdf), UINT64_C(0x59f145efebd80bde) }, { UINT64_C(0x0dea066506386dbe), UINT64_C(0x084b658d1834f60a) }, 
{ UINT64_C(0xe6952ada2a4a036e), UINT64_C(0xd9cbdae8a81eb07e) }, { UINT64_C(0x764d984098e8e2c2), UINT64_C(0xa2b740c4251b396b) }, 
{ UINT64_C(0x4060d205d2a4fe1d), UINT64_C(0xfb46052bcec332b5) }, { UINT64_C(0xf088097c0954605e), UINT64_C(0x1c197cf32446a21b) }, 
{ UINT64_C(0x70486e766edf5f64), UINT64_C(0x299576a57b03c6b2) }, { UINT64_C(0x79a4cc37cc7ce41e), UINT64_C(0xd3e237d7b6279a97) }, 
{ UINT64_C(0x6dbabd83bdceec4c), UINT64_C(0x6f2e8352b177dd04) }, { UINT64_C(0x547ea3b1a316f64f), UINT64_C(0x478ab1aec9937526) }, 
{ UINT64_C(0x953e3fb73f6fe359), UINT64_C(0x544fb79cfc11e841) }, { UINT64_C(0xfb67f92ff95bb046), UINT64_C(0x9f702f1f626aabc8) }, 
{ UINT64_C(0x26359fd59f65c249), UINT64_C(0x1701d5953998e662) }, { UINT64_C(0xc546382238e2c3d2), UINT64_C(0xe1f922cde0923748) }, 
{ UINT64_C(0xacfa218521b7f95a), UINT64_C(0x7ceb856084f54063) }, { UINT64_C(0x1df2d3f5d311b328), UINT64_C(0x46bbf5f7ca741bb6) }, 
{ UINT64_C(0x141e71b471b20852), UINT64_C(0xbcccb48507504793) }, { UINT64_C(0x161d23a6231e6330), UINT64_C(0xc5d2a61b8c581265) }, 
{ UINT64_C(0xa6f5f8dff8eefd73), UINT64_C(0x228ddfc366dd82cb) }, { UINT64_C(0x86c5913c91bc829c), UINT64_C(0xbeae3c37015d9b70) }, 
{ UINT64_C(0xbf018f0e8f64989f), UINT64_C(0x960a0ecb79b93352) }, { UINT64_C(0x3e21c10dc1b97394), UINT64_C(0x7e890dd282f89c80) }, 
{ UINT64_C(0xb904793879532539), UINT64_C(0x1d2838aa27a1cc8b) }, { UINT64_C(0xbae7022302a99a6a), UINT64_C(0xb939237b08ad5206) }, 
{ UINT64_C(0x69bc19a719553a88), UINT64_C(0x9d12a7ad6467772b) }, { UINT64_C(0x47850d3a0dc5978a), UINT64_C(0xad6b3a0534df0617) }, 
{ UINT64_C(0xb6ed2d4f2dc723e5), UINT64_C(0x6c7d4fb9b49d6f77) }, { UINT64_C(0x7e411308131d8d89), UINT64_C(0x85cf08f94c3bae35) }, 
{ UINT64_C(0xeb7f2cbf2c726ed0), UINT64_C(0xd180bf65b02a4674) }, { UINT64_C(0x6253e9f4e95aea90), UINT64_C(0x1e7bf441224b7ef8) }, 
{ UINT64_C(0x4a6f0b5f0bfdfa34), UINT64_C(0xa5205f882cebf01d) }, { UINT64_C(0xf964ab3dabf7db24), UINT64_C(0xe66e3d81e962fe3e) }, 
{ UINT64_C(0x4c6afd69fdca4792), UINT64_C(0x2e0269e972f30fc4) }, { UINT64_C(0x4383a91ea95e414e), UINT64_C(0x5f571efae1cfac38) }, 
{ UINT64_C(0x15fe58bd58e4dc63), UINT64_C(0x61c3bdcaa3548ce8) }, { UINT64_C(0x0beff053f00fd018), UINT64_C(0x836953ec462c09d3) }, 
{ UINT64_C(0x8f29337d331f39e6), UINT64_C(0x44d97d45cc79c755) }, { UINT64_C(0xb70d04460491f7d4), UINT64_C(0xb17246f61099a40c) }, 
{ UINT64_C(0xbd02dd1cddc8f3fd), UINT64_C(0xef141c55f2b166a4) }, { UINT64_C(0x426380178008957f), UINT64_C(0x825817b545cb6743) }, 
{ UINT64_C(0x5b97f7c6f782f093), UINT64_C(0x36dfc6bd5aafd6da) }, { UINT64_C(0x3fc1e804e8efa7a5), UINT64_C(0xa386049d26fc57fb) }, 
{ UINT64_C(0xd55eedb2edcb1d44), UINT64_C(0xaf09b2b732d2daf4) }, { UINT64_C(0xdd5266fa663e720f), UINT64_C(0x8871fa8a5bf24daa) }, 
{ UINT64_C(0x94de16be16393768), UINT64_C(0x8940bed35815233a) }, { UINT64_C(0x31c8957a952d7548), UINT64_C(0x0fdc7ac111c43f7c) }, 
{ UINT64_C(0x2bdf99b0995daff7), UINT64_C(0x1f4ab01821ac1068) }, { UINT64_C(0xfa87d026d00d6477), UINT64_C(0x427f2650c66e60b3) }, 
{ UINT64_C(0xe373a7f7a787019b), UINT64_C(0xf6f8f758d90ad12a) }, { UINT64_C(0x933bc981c9585eff), UINT64_C(0xdf6d81fda2091798) }, 
{ UINT64_C(0xb108f270f2a64a72), UINT64_C(0x3a5070974e815bd5) }, { UINT64_C(0xf16820752002b46f), UINT64_C(0xc11675bc80426960) }, 
{ UINT64_C(0x39c41e321ed81a03), UINT64_C(0x28a432fc78e4a822) }, { UINT64_C(0xdf5134e83492196d), UINT64_C(0xf16fe814d0fa185c) }, 
{ UINT64_C(0x6e59c698c634531f), UINT64_C(0xcb3f98839e7b4389) }, { UINT64_C(0x58748cdd8c784fc0), UINT64_C(0x92cedd6c75a34857) }, 
{ UINT64_C(0xec9af380f3130747), UINT64_C(0x87ad804b4a3672d6) }, { UINT64_C(0xb0e8db79dbf09e43), UINT64_C(0xe75f79d8ea8590ae) }, 
{ UINT64_C(0x567df1a3f1ba9d2d), UINT64_C(0x3e94a330429b20d0) }, { UINT64_C(0x09eca241a2a3bb7a), UINT64_C(0xfa774172cd245c25) }, 
{ UINT64_C(0xa31375f27523ff86), UINT64_C(0x0dbef27317c9e39f) }, { UINT64_C(0x3bc74c204c747161), UINT64_C(0x51ba2062f3ecfdd4) }, 
{ UINT64_C(0x8b2f97599784ef22), UINT64_C(0xb6e559ba19696d7a) }, { UINT64_C(0x90d8b29ab2a2e1ac), UINT64_C(0x7b7c9a2c8d058915) }, 
{ UINT64_C(0xa11027e0278f94e4), UINT64_C(0x74a0e0ed9cc1b669) }, { UINT64_C(0x1ff181e781bdd84a), UINT64_C(0x3fa5e769417c4e40) }, 
{ UINT64_C(0x05e68d2d8dcd02f5), UINT64_C(0x2f332db071146154) }, { UINT64_C(0xe57651c151b0bc3d), UINT64_C(0x7ddac13987122ef3) }, 
{ UINT64_C(0x283ce2abe2a710a4), UINT64_C(0xbb5babc90ea08ee5) }, { UINT64_C(0x2c3a468f463cc660), UINT64_C(0x49678f36dbb024ca) }, 
{ UINT64_C(0xe2938efe8ed1d5aa), UINT64_C(0x2bf7fe177d0e1a51) }, { UINT64_C(0x8ec91a741a49edd7), UINT64_C(0x99d6740a687d0c2e) }, 
{ UINT64_C(0x92dbe088e00e8ace), UINT64_C(0x026288b2060ddce3) }, { UINT64_C(0x121b87828785b5f4), UINT64_C(0x37ee82e45948b84a) }, 
{ UINT64_C(0x25d6e4cee49f7d1a), UINT64_C(0xb310ce44169478ef) }, { UINT64_C(0x9d32b4ffb49a8c12), UINT64_C(0x7337ffa195317f1f) }, 
{ UINT64_C(0xbb072b2a2bff4e5b), UINT64_C(0x64362a34aca9997d) }, { UINT64_C(0x486c594d59519156), UINT64_C(0xdc3e4d16a7e3a5eb) }, 
{ UINT64_C(0xaf195a9e5a4d4609), UINT64_C(0xd8fa9eb1abf9deee) }, { UINT64_C(0xfc822610263ad9d1), UINT64_C(0xc95d103198769f6a) }, 
{ UINT64_C(0x322bee61eed7ca1b), UINT64_C(0xabcd61103ec8a1f1) }, { UINT64_C(0xf56e8451849962ab), UINT64_C(0x332a51435552c34f) }, 
{ UINT64_C(0x8acfbe50bed23b13), UINT64_C(0x6bea50f5bd6da601) }, { UINT64_C(0x527b558755214be9), UINT64_C(0xcca887cf978b8aff) }, 
{ UINT64_C(0xcaaf6c556c76c50e), UINT64_C(0x90ac55de73ae94b4) }, { UINT64_C(0xa2f35cfb5c752bb7), UINT64_C(0xd0b1fb3cb3cd28e4) }, 
{ UINT64_C(0x0e097d7e7dc2d2ed), UINT64_C(0xac5a7e5c37386887) }, { UINT64_C(0xcf49e178e1bbc7fb), UINT64_C(0xbf9f786e02baf5e0) }, 
{ UINT64_C(0x3dc2ba16ba43ccc7), UINT64_C(0xda981603adf4020d) }, { UINT64_C(0xd8b4ebd7ebf370fa), UINT64_C(0xa742d73a2ae62cfe) }, 
{ UINT64_C(0x0a0fd95ad9590429), UINT64_C(0x5e665aa3e228c2a8) }, { UINT64_C(0xc7456a306a4ea8b0), UINT64_C(0x98e730536b9a62be) }, 
{ UINT64_C(0xd954c2dec2a5a4cb), UINT64_C(0x7a4dde758ee2e785) }, { UINT64_C(0xc1409c069c791516), UINT64_C(0x13c5063235829d67) }, 
{ UINT64_C(0xc343ce14ced57e74), UINT64_C(0x6adb14acbe8ac891) }, { UINT64_C(0x685c30ae3003eeb9), UINT64_C(0x401daee2c063bc50) }, 
{ UINT64_C(0xe97c7ead7ede05b2), UINT64_C(0xa89eadfb3b221382) }, { UINT64_C(0xa4f6aacdaa429611), UINT64_C(0x5b93cd5dedd5d73d) }, 
{ UINT64_C(0x5a77decfded424a2), UINT64_C(0xebd0cff2feab1da1) }, { UINT64_C(0x29dccba2cbf1c495), UINT64_C(0x6654a286aaa4459e) }, 
{ UINT64_C(0x07e5df3fdf616997), UINT64_C(0x562d3f2efa1c34a2) }, { UINT64_C(0x993410db10015ad6), UINT64_C(0x810bdb5e4021d530) }, 
{ UINT64_C(0x7a47b72cb7865b4d), UINT64_C(0x77f32c06992b041a) }, { UINT64_C(0x4e69af7baf662cf0), UINT64_C(0x571c7b77f9fb5a32) }, 
{ UINT64_C(0x1018d590d529de96), UINT64_C(0x4ef0907ad240edbc) }, { UINT64_C(0x73ab156d1525e037), UINT64_C(0x8d846d74540f583f) }, 
{ UINT64_C(0xfe8174027496b2b3), UINT64_C(0xb04302af137eca9c) }, { UINT64_C(0x4d8ad460d49c93a3), UINT64_C(0xf30d60a6d6f7c4bf) }, 
{ UINT64_C(0x2dda6f866f6a1251), UINT64_C(0x946886797fb4efb1) }, { UINT64_C(0x342e185718e077bd), UINT64_C(0x20ef577160d05e28) }, 
{ UINT64_C(0xd35b1b841bfca0e2), UINT64_C(0x242b84d66cca252d) }, { UINT64_C(0x9ed1cfe4cf603341), UINT64_C(0xd726e470ba3de192) }, 
{ UINT64_C(0xfd620f190f6c0de0), UINT64_C(0x1452197e3c725411) }, { UINT64_C(0xb2eb896b895cf521), UINT64_C(0x9e416b46618dc558) }, 
{ UINT64_C(0xaef97397731b9238), UINT64_C(0x05f597fe0ffd1595) }, { UINT64_C(0xcd4ab36ab317ac99), UINT64_C(0xc6816af089b2a016) }, 
{ UINT64_C(0x2fd93d943dc67933), UINT64_C(0xed7694e7f4bcba47) }, { UINT64_C(0xb50e5654563d9cb6), UINT64_C(0xc86c54689b91f1fa) }, 
{ UINT64_C(0x1c12fafcfa476719), UINT64_C(0x9bb4fcb86e70d0cd) }, { UINT64_C(0x5d9201f001b54d35), UINT64_C(0xbdfdf0dc04b72903) }, 
{ UINT64_C(0x37cd634c631ac8ee), UINT64_C(0x84fe4ca04fdcc0a5) }, { UINT64_C(0x63b3c0fdc00c3ea1), UINT64_C(0xc374fd0e864fb583) }, 
{ UINT64_C(0x27d5b6dcb6331678), UINT64_C(0xca0edcda9d9c2d19) }, { UINT64_C(0x4f8986728630f8c1), UINT64_C(0x8a1372385dff9149) }, 
{ UINT64_C(0xc94c174e178c7a5d), UINT64_C(0x34bd4e0f5ca20a39) }, { UINT64_C(0x4180fb0cfbf22a2c), UINT64_C(0x26490c646ac7f9ce) }, 
{ UINT64_C(0x1a170cca0c70dabf), UINT64_C(0x1096cad930682f14) }, { UINT64_C(0x9ad76bc06bfbe585), UINT64_C(0x251ac08f6f2d4bbd) }, 
{ UINT64_C(0x579dd8aad8ec491c), UINT64_C(0xe39baa7fe69febab) }, { UINT64_C(0x8725b835b8ea56ad), UINT64_C(0x63a13578a559500b) }, 
{ UINT64_C(0x9f31e6ede636e770), UINT64_C(0x0a29ed3f1e392ae9) }, { UINT64_C(0x5994a5d4a52e9bf1), UINT64_C(0x4fc1d423d1a7832c) }, 
{ UINT64_C(0x0605f636f637bda6), UINT64_C(0x8b2236615e18ffd9) }, { UINT64_C(0x84c6c32ec310e9fe), UINT64_C(0xc7b02ea98a55ce86) }, 
{ UINT64_C(0x6050bbe6bbf681f2), UINT64_C(0x6765e6dfa9432b0e) }, { UINT64_C(0x973d6da56dc3883b), UINT64_C(0x2d51a5027719bdb7) }, 
{ UINT64_C(0xee99a192a1bf6c25), UINT64_C(0xfeb392d5c13e2720) }, { UINT64_C(0xc6a5433943187c81), UINT64_C(0x45e8391ccf9ea9c5) }, 
{ UINT64_C(0xe49678c878e6680c), UINT64_C(0xa0d5c8762316e588) }, { UINT64_C(0xd0b8609f60061fb1), UINT64_C(0x803a9f0743c6bba0) }, 
{ UINT64_C(0x0000000000000000), UINT64_C(0x0000000000000000) }, { UINT64_C(0xf76dd643d63509c9), UINT64_C(0x4a3443ddde5a96b9) }, 
{ UINT64_C(0xf48ead58adcfb69a), UINT64_C(0xee25580cf1560834) }, { UINT64_C(0x82c3351835275458), UINT64_C(0x4c9218c8d44d315f) }, 
{ UINT64_C(0x1758254772a81d31), UINT64_C(0xd859e0f8d22aca1c) }, { UINT64_C(0x82eeaae98a53b7c0), UINT64_C(0x69b674385c6410ef) }, 
{ UINT64_C(0x55ac5e8f3d01df89), UINT64_C(0xc0d241db4a91d0a1) }, { UINT64_C(0x32a4914eac20dc8e), UINT64_C(0xbabff75c5408ffc7) }, 
{ UINT64_C(0x8d243c03a875ecfe), UINT64_C(0x16a0c6fb778c4a68) }, { UINT64_C(0xe0a017cf05d13c6c), UINT64_C(0x8768acfe5ba509f4) }, 
{ UINT64_C(0x7190f00ce517367e), UINT64_C(0x58c59e6a1f75eb63) }, { UINT64_C(0x06c55cba14c2f073), UINT64_C(0x5963f57eafd12456) }, 
{ UINT64_C(0x4a3bab127fd341bd), UINT64_C(0xc40f2e8bcf446a75) }, { UINT64_C(0x1b119df05aef3ed7), UINT64_C(0x6a9fc9044f4b82b0) }, 
{ UINT64_C(0x68c2592bb3075839), UINT64_C(0x057b0444357175e1) }, { UINT64_C(0xca96352cf97fa6ed), UINT64_C(0x9a980999f66f66a8) }, 
{ UINT64_C(0xf13d6e3263bbd12e), UINT64_C(0x0652b978265ee7be) }, { UINT64_C(0x6fc71f1ba15b8002), UINT64_C(0xa6e9392f49665fae) }, 
{ UINT64_C(0x562f70d23760a751), UINT64_C(0x0d02dae4fc18c28a) }, { UINT64_C(0x5ee0a008071a2454), UINT64_C(0xd186554cabe7b242) }, 
{ UINT64_C(0xaa9bbcdd7a027dd1), UINT64_C(0x4367827594e16381) }, { UINT64_C(0x0e0a8c6024b87376), UINT64_C(0x85e77ad6f82e549e) }, 
{ UINT64_C(0x443127725b6b32cb), UINT64_C(0x41e8545d376a3eeb) }, { UINT64_C(0xc71f9711d7a6ad43), UINT64_C(0xd2afe870b8c8201d) }, 
{ UINT64_C(0xd948780693ea1b3f), UINT64_C(0x2c834f35eedb94d0) }, { UINT64_C(0x03832e5d0a6178d8), UINT64_C(0xcdd09b3fb689122b) }, 
{ UINT64_C(0xa7121ee054db767f), UINT64_C(0x0b50639cda462534) }, { UINT64_C(0x7050ea86e3891e36), UINT64_C(0xa234567fccb3e57a) }, 
{ UINT64_C(0xbac6dfaa1af6b8db), UINT64_C(0x38ac5fe63adc83d2) }, { UINT64_C(0x57ef6a5831fe8f19), UINT64_C(0xf7f312f12fdecc93) }, 
{ UINT64_C(0x94769524fe6582b9), UINT64_C(0x4b1e5cd55d88d4ea) }, { UINT64_C(0x5ca394df0be574c4), UINT64_C(0xe6a70666cea8ae70) }, 
{ UINT64_C(0x2bf63869fa30b2c9), UINT64_C(0xe7016d727e0c6145) }, { UINT64_C(0x1ad1877a5c71169f), UINT64_C(0x906e01119c8d8ca9) }, 
{ UINT64_C(0xac5ee0676ec08da2), UINT64_C(0x1a04770b3b3047d7) }, { UINT64_C(0xd682eeecb1cc4001), UINT64_C(0x5395fdf6c533ce57) }, 
{ UINT64_C(0x07054630125cd83b), UINT64_C(0xa3923d6b7c172a4f) }, { UINT64_C(0xa6d2046a52455e37), UINT64_C(0xf1a1ab8909802b2d) }, 
{ UINT64_C(0x87a8d80e94f03f6b), UINT64_C(0xfd051a79453c2692) }, { UINT64_C(0x3828754390a50f1b), UINT64_C(0x511a2bde66b8933d) }, 
{ UINT64_C(0xb18a212d20ed4306), UINT64_C(0x29f84b71dbaae131) }, { UINT64_C(0x2339e8b3ca4a31cc), UINT64_C(0x3b85e2da29f3118d) }, 
{ UINT64_C(0x88624ee4b6d66455), UINT64_C(0x8213a8ba6ed47c15) }, { UINT64_C(0x4d3eed226d8f9986), UINT64_C(0x679d13e0b353403a) }, 
{ UINT64_C(0xc1dacbabc3645d30), UINT64_C(0x8bcc1d0e1719044b) }, { UINT64_C(0x0d89a23d2ed90bae), UINT64_C(0x4837e1e94ea746b5) }, 
{ UINT64_C(0x28751634f051ca11), UINT64_C(0x2ad1f64dc885736e) }, { UINT64_C(0x151b11907e574da1), UINT64_C(0xef78b3d2b765d62e) }, 
{ UINT64_C(0xb74f7d97342fb375), UINT64_C(0x709bbe0f747bc567) }, { UINT64_C(0xae1dd4b0623fdd32), UINT64_C(0x2d2524215e7f5be5) }, 
{ UINT64_C(0xf37e5ae56f4481be), UINT64_C(0x3173ea524311fb8c) }, { UINT64_C(0x433461424937eaf0), UINT64_C(0xe27a69364b7d14a4) }, 
{ UINT64_C(0x97f5bb79f404fa61), UINT64_C(0x86cec7eaeb01c6c1) }, { UINT64_C(0x1c14dbc048b3e6ec), UINT64_C(0xc90df46f335ca8ff) }, 
{ UINT64_C(0xe2e32318092e6cfc), UINT64_C(0xb049ffd43eea15c6) }, { UINT64_C(0x66c8d54b97bf2b4f), UINT64_C(0x809c7e92cd5f217f) }, 
{ UINT64_C(0xb945f1f71097c003), UINT64_C(0xf57cc4d98c5591f9) }, { UINT64_C(0xf0fd74b86525f966), UINT64_C(0xfca3716df598e9a7) }, 
{ UINT64_C(0xcb562fa6ffe18ea5), UINT64_C(0x6069c18c25a968b1) }, { UINT64_C(0x2cf37e59e86c6af2), UINT64_C(0x44935019021b4b0a) }, 
{ UINT64_C(0x217adc64c6b5615c), UINT64_C(0x0ca4b1f04cbc0dbf) }, { UINT64_C(0xde4d3e3681b6c304), UINT64_C(0x8f11725e92ccbe9f) }, 
{ UINT64_C(0x816d84b48032cf18), UINT64_C(0xa466ef07eaed02c4) }, { UINT64_C(0xd2048681a9f1e0e2), UINT64_C(0x3dd75ba20fadf633) }, 
{ UINT64_C(0x25fcb409de88c1bf), UINT64_C(0x62e617a4862235db) }, { UINT64_C(0xece9af782d961f8a), UINT64_C(0x35ae8502c6c44158) }, 
{ UINT64_C(0xad9efaed685ea5ea), UINT64_C(0xe0f5bf1ee8f649ce) }, { UINT64_C(0xf5bb065f7b8671cd), UINT64_C(0x68101f2cecc0dfda) }, 
{ UINT64_C(0x08cfd0da307a8305), UINT64_C(0xdc848fa857ff70c8) }, { UINT64_C(0x33648bc4aabef4c6), UINT64_C(0x404e3f4987cef1de) }, 
{ UINT64_C(0x9efa7129c2e0512c), UINT64_C(0xa0bb80576f38b810) }, { UINT64_C(0x1892b3ad508e460f), UINT64_C(0xa74f523bf9c2909b) }, 
{ UINT64_C(0xa2546c074a78fed4), UINT64_C(0x9fe30dddc31e1349) }, { UINT64_C(0x5f20ba8201840c1c), UINT64_C(0x2b779d597821bc5b) }, 
{ UINT64_C(0x512a36e2253c7f6a), UINT64_C(0xae90e78f800fe8c5) }, { UINT64_C(0x7c195231cbce3dd0), UINT64_C(0x10f27f8351d2add6) }, 
{ UINT64_C(0x1e57ef17444cb67c), UINT64_C(0xfe2ca7455613b4cd) }, { UINT64_C(0xe9afdd9f33359721), UINT64_C(0xa11deb43df9c7725) }, 
{ UINT64_C(0xd3c49c0baf6fc8aa), UINT64_C(0xc72693b7dc6bf82a) }, { UINT64_C(0x654bfb169dde5397), UINT64_C(0x4d4ce5ad7bd63354) }, 
{ UINT64_C(0x4ebdc37f67eee15e), UINT64_C(0xaa4d88df05da5211) }, { UINT64_C(0x3622f923b41d7c6d), UINT64_C(0xd4fd51089e96c7a3) }, 
{ UINT64_C(0xddce106b8bd7bbdc), UINT64_C(0x42c1e9612445acb4) }, { UINT64_C(0x37e2e3a9b2835425), UINT64_C(0x2e0c991d4d50c9ba) }, 
{ UINT64_C(0x7adc0e8bdf0ccda3), UINT64_C(0x49918afdfe038980) }, { UINT64_C(0x0c49b8b7284723e6), UINT64_C(0xb2c629fc9d6148ac) }, 
{ UINT64_C(0x3127bf13a641a456), UINT64_C(0x776f6c63e281edec) }, { UINT64_C(0xcd93731ceb237ed6), UINT64_C(0x390a34f28a784ce7) }, 
{ UINT64_C(0xc8d501fbf580f67d), UINT64_C(0xadb95ab393207a9a) }, { UINT64_C(0xf832a462555f7a63), UINT64_C(0x2027fec5a267996f) }, 
{ UINT64_C(0xed29b5f22b0837c2), UINT64_C(0xcf5f4d1715024f41) }, { UINT64_C(0xd4c1da3bbd331091), UINT64_C(0x64b4aedca07cd265) }, 
{ UINT64_C(0xbdc3999a08aa60e0), UINT64_C(0x9b3e628d46cba99d) }, { UINT64_C(0xe6654b751113cc1f), UINT64_C(0xde0b5980f4742da2) }, 
{ UINT64_C(0x0fca96ea22265b3e), UINT64_C(0x7f16b2c32be85a87) }, { UINT64_C(0xa01758d04687ae44), UINT64_C(0xa8c25ef7a6510f7b) }, 
{ UINT64_C(0x13de4d2a6a95bdd2), UINT64_C(0xb61b46ac18b4f278) }, { UINT64_C(0x6e070591a7c5a84a), UINT64_C(0x5c18f13a9aa051b7) }, 
{ UINT64_C(0xf638280271e70915), UINT64_C(0xa5c084135a49cdf1) }, { UINT64_C(0x6c443146ab3af8da), UINT64_C(0x6b39a210ffef4d85) }, 
{ UINT64_C(0xb04a3ba726736b4e), UINT64_C(0xd3098364086cef28) }, { UINT64_C(0xd187a8dca390983a), UINT64_C(0xf007c09db924e418) }, 
{ UINT64_C(0x1952a92756106e47), UINT64_C(0x5dbe9a2e2a049e82) }, { UINT64_C(0x6b417776b96620e1), UINT64_C(0xc8ab9f7b83f867ca) }, 
{ UINT64_C(0x3d6e07a48e0687b0), UINT64_C(0xc5a9459f7fe0a540) }, { UINT64_C(0xb4cc53ca3e4ecbad), UINT64_C(0xbd4b2530c2f2d74c) }, 
{ UINT64_C(0xcc536996edbd569e), UINT64_C(0xc3fbfce759be42fe) }, { UINT64_C(0xb2090f702a8c3bde), UINT64_C(0xe428d04e6d23f31a) }, 
{ UINT64_C(0x267f9a54d4e9b967), UINT64_C(0xaf368c9b30ab27f0) }, { UINT64_C(0xdc0e0ae18d499394), UINT64_C(0xb8302174f783a2ad) }, 
{ UINT64_C(0xf2be406f69daa9f6), UINT64_C(0xcb82224790d7f595) }, { UINT64_C(0x22f9f239ccd41984), UINT64_C(0xc1742acffa351f94) }, 
{ UINT64_C(0x8a217a33ba2934c5), UINT64_C(0xb532fb900b9b6027) }, { UINT64_C(0x73d3c4dbe9e866ee), UINT64_C(0x6fe4cd407a3af751) }, 
{ UINT64_C(0x121e57a06c0b959a), UINT64_C(0x4cea8eb9cb72fc61) }, { UINT64_C(0x9cb945fece1f01bc), UINT64_C(0x979ad37d0a77a422) }, 
{ UINT64_C(0x5825fcb213d8d427), UINT64_C(0x88e5a03204369614) }, { UINT64_C(0xbc0383100e3448a8), UINT64_C(0x61cfaa98950da784) }, 
{ UINT64_C(0xc9151b71f31ede35), UINT64_C(0x574892a640e67483) }, { UINT64_C(0x0b4cfe873a1bfbdd), UINT64_C(0x11541497e17662e3) }, 
{ UINT64_C(0x5369023529c32ffa), UINT64_C(0x99b1b4a5e540f4f7) }, { UINT64_C(0x59e5e6381546fc6f), UINT64_C(0x72146827d7f0980d) }, 
{ UINT64_C(0xff37e2524703a258), UINT64_C(0x83b5c3aede70b320) }, { UINT64_C(0x5a66c8651f2784b7), UINT64_C(0xbfc4f31861798a26) }, 
{ UINT64_C(0x27bf80ded277912f), UINT64_C(0x55c7448ee36d29e9) }, { UINT64_C(0x2eb04a8ee4933a62), UINT64_C(0x73b2033367545738) }, 
{ UINT64_C(0x4cfef7a86b11b1ce), UINT64_C(0x9d6cdbf560954e23) }, { UINT64_C(0x119d79fd666aed42), UINT64_C(0x813a15867dfbee4a) }, 
{ UINT64_C(0x3cae1d2e8898aff8), UINT64_C(0x3f588d8aac26ab59) }, { UINT64_C(0x7b1c1401d992e5eb), UINT64_C(0xb36042e82dc58799) }, 
{ UINT64_C(0x45f13df85df51a83), UINT64_C(0xbb199c48e4ac30f2) }, { UINT64_C(0xd888628c95743377), UINT64_C(0xd67287203d1d9ac9) }, 
{ UINT64_C(0x7dd948bbcd501598), UINT64_C(0xea03b7968214a3cf) }, { UINT64_C(0x90f0fd49e658225a), UINT64_C(0x255cfa819716ec8e) }, 
{ UINT64_C(0x9a7c1944daddf1cf), UINT64_C(0xcef92603a5a68074) }, { UINT64_C(0x52a918bf2f5d07b2), UINT64_C(0x63407cb03686faee) }, 
{ UINT64_C(0x5ba6d2ef19b9acff), UINT64_C(0x45353b0db2bf843f) }, { UINT64_C(0x6a816dfcbff808a9), UINT64_C(0x325a576e503e69d3) }, 
{ UINT64_C(0xafddce3a64a1f57a), UINT64_C(0xd7d4ec348db955fc) }, { UINT64_C(0xd501c0b1bbad38d9), UINT64_C(0x9e4566c973badc7c) }, 
{ UINT64_C(0x3eed29f98467ff68), UINT64_C(0x0879dea0c969b76b) }, { UINT64_C(0x30e7a599a0df8c1e), UINT64_C(0x8d9ea4763147e3f5) }, 
{ UINT64_C(0xfef7f8d8419d8a10), UINT64_C(0x79440bbb0db6bd39) }, { UINT64_C(0x39e86fc9963b2753), UINT64_C(0xabebe3cbb57e9d24) }, 
{ UINT64_C(0x75169861fd2a969d), UINT64_C(0x3687383ed5ebd307) }, { UINT64_C(0x7695b63cf74bee45), UINT64_C(0xfb57a3016362c12c) }, 
{ UINT64_C(0x8ce42689aeebc4b6), UINT64_C(0xec510eeea44a4471) }, { UINT64_C(0xfcb4cc0f4d62da80), UINT64_C(0x4e65589168f9a10b) }, 
{ UINT64_C(0x789f3a5cd3f39d33), UINT64_C(0x7eb0d9d79b4c95b2) }, { UINT64_C(0x29b50cbef6cfe259), UINT64_C(0xd0203e581b437d77) }, 
{ UINT64_C(0xea2cf3c23954eff9), UINT64_C(0x6ccd707c6915650e) }, { UINT64_C(0x48789fc5732c112d), UINT64_C(0xf32e7da1aa0b7647) }, 
{ UINT64_C(0xf7f832887779215d), UINT64_C(0x5f314c06898fc3e8) }, { UINT64_C(0x690243a1b5997071), UINT64_C(0xff8acc51e6b77bf8) }, 
{ UINT64_C(0xb68f671d32b19b3d), UINT64_C(0x8a6a761aa7bdcb7e) }, { UINT64_C(0xbe40b7c702cb1838), UINT64_C(0x56eef9b2f042bbb6) }, 
{ UINT64_C(0x7f9a7c6cc1af4508), UINT64_C(0xdd22e4bce75bbffd) }, { UINT64_C(0xfd74d6854bfcf2c8), UINT64_C(0xb4949084bb3faf12) }, 
{ UINT64_C(0x1f97f59d42d29e34), UINT64_C(0x04dd6f5085d5bad4) }, { UINT64_C(0x2d3364d3eef242ba), UINT64_C(0xbe62980cd1dd4513) }, 
{ UINT64_C(0xdb0b4cd19f154baf), UINT64_C(0x1ba21c1f8b9488e2) }, { UINT64_C(0x3bab5b1e9ac477c3), UINT64_C(0x9ccab0e1d0318116) }, 
{ UINT64_C(0x80ad9e3e86ace750), UINT64_C(0x5e972712392b0cdd) }, { UINT64_C(0x8668c284926e1723), UINT64_C(0x07f4d26c96fa288b) }, 
{ UINT64_C(0x47b2092f510a4a13), UINT64_C(0x8c38cf6281e32cc0) }, { UINT64_C(0xb885eb7d1609e84b), UINT64_C(0x0f8d0ccc5f939fe0) }, 
{ UINT64_C(0x9d795f74c88129f4), UINT64_C(0x6d6b1b68d9b1aa3b) }, { UINT64_C(0xce105d41e142060e), UINT64_C(0xf4daafcd3cf15ecc) }, 
{ UINT64_C(0x090fca5036e4ab4d), UINT64_C(0x267547bd84397ed1) }, { UINT64_C(0xc01ad121c5fa7578), UINT64_C(0x713dd51bc4df0a52) }, 
{ UINT64_C(0x5d638e550d7b5c8c), UINT64_C(0x1c56ce731d6ea069) }, { UINT64_C(0x054672e71ea388ab), UINT64_C(0x94b36e411958367d) }, 
{ UINT64_C(0x16983fcd74363579), UINT64_C(0x22a828ed01ecc405) }, { UINT64_C(0x0a8ce40d3c85d395), UINT64_C(0xeba5dc8232b06cfa) }, 
{ UINT64_C(0xc399ff7ccf9b0da0), UINT64_C(0xbced4e2472561879) }, { UINT64_C(0xa5512a37582426ef), UINT64_C(0x3c7130b6bf093906) }, 
{ UINT64_C(0x14db0b1a78c965e9), UINT64_C(0x15897bc764a3d837) }, { UINT64_C(0xe4267fa21dec9c8f), UINT64_C(0xe92a0aaa913b3190) }, 
{ UINT64_C(0xeeaa9baf21694f1a), UINT64_C(0x028fd628a38b5d6a) }, { UINT64_C(0xc259e5f6c90525e8), UINT64_C(0x461c8631a1901660) }, 
{ UINT64_C(0xf9f2bee853c1522b), UINT64_C(0xdad636d071a19776) }, { UINT64_C(0x35a1d77ebe7c04b5), UINT64_C(0x192dca37281fd588) }, 
{ UINT64_C(0x8ea7125ea2149426), UINT64_C(0xdb705dc4c1055843) }, { UINT64_C(0xb3c915fa2c121396), UINT64_C(0x1ed9185bbee5fd03) }, 
{ UINT64_C(0xfa7190b559a02af3), UINT64_C(0x1706adefc728855d) }, { UINT64_C(0xe32339920fb044b4), UINT64_C(0x4ab837c1ed2c1bdf) }, 
{ UINT64_C(0xd047b256a50eb072), UINT64_C(0x0af608886ae2ea01) }, { UINT64_C(0x600d89f1837ddb3c), UINT64_C(0xd9ff8bec628e0529) }, 
{ UINT64_C(0x2f705004e20d122a), UINT64_C(0x8943cb26b4925921) }, { UINT64_C(0x89a2546eb0484c1d), UINT64_C(0x78e260afbd12720c) }, 
{ UINT64_C(0x467213a55794625b), UINT64_C(0x76c90777522522d9) }, { UINT64_C(0x7e5a66e6c7316d40), UINT64_C(0x27d32ca9349db1e4) }, 
{ UINT64_C(0x42f47bc84fa9c2b8), UINT64_C(0x188ba12398bb1abd) }, { UINT64_C(0x61cd937b85e3f374), UINT64_C(0x230e43f9b1480b30) }, 
{ UINT64_C(0x3f2d337382f9d720), UINT64_C(0xf28816b51aafb972) }, { UINT64_C(0x7213de51ef764ea6), UINT64_C(0x95150555a9fcf948) }, 
{ UINT64_C(0x4177559545c8ba60), UINT64_C(0xd55b3a1c2e320896) }, { UINT64_C(0xd742f466b7526849), UINT64_C(0xa96435e316f5c04e) }, 
{ UINT64_C(0x795f20d6d56db57b), UINT64_C(0x844111c2488a9bab) }, { UINT64_C(0xdacb565b998b63e7), UINT64_C(0xe153d40a585286fb) }, 
{ UINT64_C(0x2a3622e3fcae9a81), UINT64_C(0x1df0a567adca6f5c) }, { UINT64_C(0x832eb0638ccd9f88), UINT64_C(0x9347bc2d8fa21ef6) }, 
{ UINT64_C(0xc6df8d9bd138850b), UINT64_C(0x285e20656b0e2e04) }, { UINT64_C(0xa49130bd5eba0ea7), UINT64_C(0xc680f8a36ccf371f) }, 
{ UINT64_C(0x105d637760f4c50a), UINT64_C(0x7bcbdd93ae3de053) }, { UINT64_C(0xa394768d4ce6d69c), UINT64_C(0x6512c5c810d81d50) }, 
{ UINT64_C(0xdf8d24bc8728eb4c), UINT64_C(0x75e0ba4b410ab086) }, { UINT64_C(0x9635a1f3f29ad229), UINT64_C(0x7c3f0fff38c7c8d8) }, 
{ UINT64_C(0x3461cdf4b8e22cfd), UINT64_C(0xe3dc0222fbd9db91) }, { UINT64_C(0x624ebd268f828bac), UINT64_C(0xeeded8c607c1191b) }, 
{ UINT64_C(0x8f6708d4a48abc6e), UINT64_C(0x218195d112c3565a) }, { UINT64_C(0xa918928070630509), UINT64_C(0x8eb7194a226871aa) }, 
{ UINT64_C(0x983f2d93d622a15f), UINT64_C(0xf9d87529c0e99c46) }, { UINT64_C(0x7755acb6f1d5c60d), UINT64_C(0x01a66b14b0a4cf35) }, 
{ UINT64_C(0xe86fc71535abbf69), UINT64_C(0x5bec23560c5a793c) }, { UINT64_C(0x6d842bccada4d092), UINT64_C(0x91c86a052c29439c) }, 
{ UINT64_C(0x638ea7ac891ca3e4), UINT64_C(0x142f10d3d4071702) }, { UINT64_C(0x6708cfc191210307), UINT64_C(0x7a6db6871e992f66) }, 
{ UINT64_C(0x20bac6eec02b4914), UINT64_C(0xf65579e59f7a03a6) }, { UINT64_C(0x95b68faef8fbaaf1), UINT64_C(0xb1ef94c08e4edaf3) }, 
{ UINT64_C(0x648be19c9b407bdf), UINT64_C(0xb7bd2db8a8103d4d) }, { UINT64_C(0x85ebecd9980f6ffb), UINT64_C(0xca24495320733aa0) }, 
{ UINT64_C(0x9f3a6ba3c47e7964), UINT64_C(0x5a4a4842bcfeb609) }, { UINT64_C(0xef6a812527f76752), UINT64_C(0xf87e1e3d704d5373) }, 
{ UINT64_C(0x74d682ebfbb4bed5), UINT64_C(0xcc76f02b062ddd1e) }, { UINT64_C(0xb50c494038d0e3e5), UINT64_C(0x47baed251134d955) }, 
{ UINT64_C(0xebece9483fcac7b1), UINT64_C(0x963cb869bad36b17) }, { UINT64_C(0x0486686d183da0e3), UINT64_C(0x6e42a654ca9e3864) }, 
{ UINT64_C(0xe5e665281b72b4c7), UINT64_C(0x13dbc2bf42fd3f89) }, { UINT64_C(0xe7a551ff178de457), UINT64_C(0x24fa919527b223bb) }, 
{ UINT64_C(0xa8d8880a76fd2d41), UINT64_C(0x7446d15ff1ae7fb3) }, { UINT64_C(0x49b8854f75b23965), UINT64_C(0x09dfb5b479cd785e) }, 
{ UINT64_C(0x99ff3719d0bc8917), UINT64_C(0x0329bd3c132f925f) }, { UINT64_C(0x842bf6539e9147b3), UINT64_C(0x30d58146f3b534b9) }, 
{ UINT64_C(0x4f7dd9f56170c916), UINT64_C(0x50bc40cad61c5c08) }, { UINT64_C(0x8be160b9bcb71c8d), UINT64_C(0x4fc33385d85d6e3e) }, 
{ UINT64_C(0xcfd047cbe7dc2e46), UINT64_C(0x0e2b67d8ef3750d5) }, { UINT64_C(0xe1600d45034f1424), UINT64_C(0x7d9964eb886307ed) }, 
{ UINT64_C(0xab5ba6577c9c5599), UINT64_C(0xb9964a6047276d98) }, { UINT64_C(0x024334d70cff5090), UINT64_C(0x3721532a654f1c32) }, 
{ UINT64_C(0x50ea2c6823a25722), UINT64_C(0x54612f9a53c9e6dc) }, { UINT64_C(0xc49cb94cddc7d59b), UINT64_C(0x1f7f734f0e413236) }, 
{ UINT64_C(0xbb06c5201c689093), UINT64_C(0xc25d97f3e91a8dcb) }, { UINT64_C(0x1dd4c14a4e2dcea4), UINT64_C(0x33fc3c7ae09aa6e6) }, 
{ UINT64_C(0x546c44053b9ff7c1), UINT64_C(0x3a2389ce9957deb8) }, { UINT64_C(0xc55ca3c6db59fdd3), UINT64_C(0xe58ebb5add873c2f) }, 
{ UINT64_C(0x9373d314ec395a82), UINT64_C(0xe88c61be219ffea5) }, { UINT64_C(0x92b3c99eeaa772ca), UINT64_C(0x127da9abf259f0bc) }, 
{ UINT64_C(0xf47b1cd57d185985), UINT64_C(0x92e1d7393f06d1c3) }, { UINT64_C(0xbf80ad4d04553070), UINT64_C(0xac1f31a72384b5af) }, 
{ UINT64_C(0x9bbc03cedc43d987), UINT64_C(0x3408ee1676608e6d) }, { UINT64_C(0xa1d7425a4019860c), UINT64_C(0x523396e275970162) }, 
{ UINT64_C(0xfbb18a3f5f3e02bb), UINT64_C(0xedf765fa14ee8b44) }, { UINT64_C(0x01c01a8a069e2848), UINT64_C(0xfaf1c815d3c60e19) }, 
{ UINT64_C(0x243cae83d816e9f7), UINT64_C(0x9817dfb155e43bc2) }, { UINT64_C(0x9130e7c3e0c60a12), UINT64_C(0xdfad329444d0e297) }, 
{ UINT64_C(0x0000000000000000), UINT64_C(0x0000000000000000) }, { UINT64_C(0x3a6b41949c5a5f8b), UINT64_C(0x663b78f403f78f0f) }, 
{ UINT64_C(0x40b74f1f43569228), UINT64_C(0x2faaf209fdf4068f) }, { UINT64_C(0x4bfbb198794d69f5), UINT64_C(0x3efee69e1c82646c) }, 
{ UINT64_C(0x7e52ea5b67a2efe6), UINT64_C(0x51f65fccc9bb4bca) }, { UINT64_C(0xacdb4106b866ba67), UINT64_C(0x33aea503f872cf10) }, 
{ UINT64_C(0x7026cb2e948b8e86), UINT64_C(0xa46a1517526fc2d0) }, { UINT64_C(0x184a1989a8ce6ead), UINT64_C(0x67dee5a5d27efaff) }, 
{ UINT64_C(0x5745a76bee147658), UINT64_C(0x0acf3ed405adfc4a) }, { UINT64_C(0x2c7c703bb60d1e59), UINT64_C(0xe7849dfc9297e609) }, 
{ UINT64_C(0x9fd7d96f3e501ba3), UINT64_C(0x28baf8d614f176eb) }, { UINT64_C(0xb03303ec9d3478a7), UINT64_C(0x1a5531760d191e24) }, 
{ UINT64_C(0xcc3025675dd8c196), UINT64_C(0x6c50b7d23649a16a) }, { UINT64_C(0xdd34ec409eca1f6b), UINT64_C(0x655c3d20d3897782) }, 
{ UINT64_C(0x93f234ca6a372c14), UINT64_C(0xfad56b657dce0b75) }, { UINT64_C(0xb1fa65842f13532d), UINT64_C(0xe8cdbc42748d6466) }, 
{ UINT64_C(0xe21d998c4c9b8918), UINT64_C(0xac27f3465635b3e7) }, { UINT64_C(0xaa28d6b592b440dd), UINT64_C(0x5a780dbb2d8c105f) }, 
{ UINT64_C(0x28de2b583b91b234), UINT64_C(0xa9a1ec2cb582cdc2) }, { UINT64_C(0xea9a2f4a956012c2), UINT64_C(0x306d1125181fe5b2) }, 
{ UINT64_C(0xe04c555cebd5dfcf), UINT64_C(0x8bd42a2ea4de4763) }, { UINT64_C(0x727707fe33c5d851), UINT64_C(0x8399cc7fa0843654) }, 
{ UINT64_C(0xbe4722996e1d19c7), UINT64_C(0xefc97bad96cd973e) }, { UINT64_C(0x9b75820cb3ccb7ce), UINT64_C(0x669f890633e45d20) }, 
{ UINT64_C(0xae8a8dd61f28ecb0), UINT64_C(0x145d7c6b0a993b94) }, { UINT64_C(0x58f8e076af1a3cb2), UINT64_C(0x0dcbf93be7ed0f12) }, 
{ UINT64_C(0xcac3b2d4770a3b2c), UINT64_C(0x05861f6ae3b77e25) }, { UINT64_C(0x163e38fc5be70fcd), UINT64_C(0x9242af7e49aa73e5) }, 
{ UINT64_C(0xa7c45d7874f45ce0), UINT64_C(0x7a8f133c3d271783) }, { UINT64_C(0xa137cacb5e26a65a), UINT64_C(0x1359bb84e8d9c8cc) }, 
{ UINT64_C(0x5b604aceba7341ef), UINT64_C(0xd8a0ad676c9281d4) }, { UINT64_C(0x3b8b2eaf5fcd3a1e), UINT64_C(0x875ebfb6a2a9efae) }, 
{ UINT64_C(0x146ff42cfca9591a), UINT64_C(0xb5b17616bb418761) }, { UINT64_C(0x54dd0dd3fb7d0b05), UINT64_C(0xdfa46a888ed2728c) }, 
{ UINT64_C(0x507f56b076e1a768), UINT64_C(0x91811b58a9c75947) }, { UINT64_C(0x55146bbb495a208f), UINT64_C(0x2d3ce7bcf74608ce) }, 
{ UINT64_C(0x39dae27ff8836cc9), UINT64_C(0xa0ad66de50421b2a) }, { UINT64_C(0x432a534712bd2f42), UINT64_C(0xbf7e48c2beec7b2b) }, 
{ UINT64_C(0x4410a29c8a48fe72), UINT64_C(0x24306d4e1286de26) }, { UINT64_C(0x0b1f1c7ecc92e687), UINT64_C(0x4921b63fc555d893) }, 
{ UINT64_C(0x3d78b91c751fc0a4), UINT64_C(0xee88170e775730e1) }, { UINT64_C(0xd62bf03e5258f9ec), UINT64_C(0x2c7d8b1f16dcaf11) }, 
{ UINT64_C(0xbf8e44f1dc3a324d), UINT64_C(0x1d51f699ef59ed7c) }, { UINT64_C(0xf5eac718a55bad5f), UINT64_C(0xccfdd10c660bba40) }, 
{ UINT64_C(0x2b4681e02ef8cf69), UINT64_C(0x7ccab8703efd4304) }, { UINT64_C(0x2a8fe7889cdfe4e3), UINT64_C(0x8e52354447693946) }, 
{ UINT64_C(0x4c97145a53b365a8), UINT64_C(0xb87a8f2d5cac8873) }, { UINT64_C(0xaf43ebbead0fc73a), UINT64_C(0xe6c5f15f730d41d6) }, 
{ UINT64_C(0x8d4bbaf0e82bb803), UINT64_C(0xf4dd26787a4e2ec5) }, { UINT64_C(0x816e5755bc4c8fb4), UINT64_C(0x26b2b5cb1371535b) }, 
{ UINT64_C(0x330c98698636a1c4), UINT64_C(0x1b145dd5ec83b9fb) }, { UINT64_C(0x879dc0e6969e750e), UINT64_C(0x4f641d73c68f8c14) }, 
{ UINT64_C(0x0398aab815697d5d), UINT64_C(0xd56b545c8b7f8ec6) }, { UINT64_C(0xe4ee0e3f664973a2), UINT64_C(0xc5f15bfe83cb6ca8) }, 
{ UINT64_C(0xfd6d71de7ca03685), UINT64_C(0x50b7336f2821ec15) }, { UINT64_C(0xe185333459f2f445), UINT64_C(0x794ca71add4a3d21) }, 
{ UINT64_C(0xff3cbd0edbee6052), UINT64_C(0x7744ea07daca1891) }, { UINT64_C(0x6bf4781f292c9d76), UINT64_C(0x16dfa4ee0b6eb6e9) }, 
{ UINT64_C(0x381384174aa44743), UINT64_C(0x5235ebea29d66168) }, { UINT64_C(0x2db51653042a35d3), UINT64_C(0x151c10c8eb039c4b) }, 
{ UINT64_C(0x073af1db98f5d130), UINT64_C(0x9b4e258cac6aa50d) }, { UINT64_C(0x97506fa9e7ab8079), UINT64_C(0xb4f01ab55adb20be) }, 
{ UINT64_C(0xf423a170177c86d5), UINT64_C(0x3e655c381f9fc002) }, { UINT64_C(0x343669b21ec370f4), UINT64_C(0x805a785940e91cf6) }, 
{ UINT64_C(0x6618f3d2cf6c814b), UINT64_C(0x3628ba691bc5b135) }, { UINT64_C(0x8f1a76204f65eed4), UINT64_C(0xd32eff1088a5da41) }, 
{ UINT64_C(0xd996b7231356b306), UINT64_C(0x2b794cf0f49c5c49) }, { UINT64_C(0x833f9b851b02d963), UINT64_C(0x01416ca3e19aa7df) }, 
{ UINT64_C(0xc2440412aef1a0f6), UINT64_C(0x99ccfd09ad9d2870) }, { UINT64_C(0x91a3f81acd797ac3), UINT64_C(0xdd26b20d8f25fff1) }, 
{ UINT64_C(0x48354f39de2fc9c5), UINT64_C(0xf65ffefd7bb9a3b8) }, { UINT64_C(0x85cc0c3631d023d9), UINT64_C(0x6897c41b34647890) }, 
{ UINT64_C(0x2208514e45247f39), UINT64_C(0x1218d72709436f13) }, { UINT64_C(0x6373ced9f0d706ac), UINT64_C(0x8a95468d4544e0bc) }, 
{ UINT64_C(0x1104c927c312defd), UINT64_C(0x090c8af2e5c0d6e8) }, { UINT64_C(0xb5583ee7a28fff40), UINT64_C(0xa6e8cd9253984fad) }, 
{ UINT64_C(0x35ff0fdaace45b7e), UINT64_C(0x72c2f56d397d66b4) }, { UINT64_C(0x67d195ba7d4baac1), UINT64_C(0xc4b0375d6251cb77) }, 
{ UINT64_C(0xbddf88217b74649a), UINT64_C(0x3aa22ff11db219f8) }, { UINT64_C(0xb97dd342f6e8c8f7), UINT64_C(0x74875e213aa73233) }, 
{ UINT64_C(0xad12276e0a4191ed), UINT64_C(0xc136283781e6b552) }, { UINT64_C(0x79681b80ff573ed6), UINT64_C(0xcab87a4065d1eec7) }, 
{ UINT64_C(0xcfa88fdf48b1bccb), UINT64_C(0xb93be38ebd362fac) }, { UINT64_C(0xf081fa139ae02ab8), UINT64_C(0x70402de8388aebc9) }, 
{ UINT64_C(0x056b3d0b3fbb87e7), UINT64_C(0xbcbdfce45e815189) }, { UINT64_C(0xa366061bf968f08d), UINT64_C(0x34aa62ec1a323c48) }, 
{ UINT64_C(0x40b2f9ff07d4521f), UINT64_C(0x6a151c9e3593f5ed) }, { UINT64_C(0x882087fbd7903fe4), UINT64_C(0x4860da9c24cf7f4c) }, 
{ UINT64_C(0x60eb6461e5be7bf1), UINT64_C(0x5ffe12d1ce3b6e7a) }, { UINT64_C(0xa9b07c0d87dd3d80), UINT64_C(0x8f1359e7a6f39e99) }, 
{ UINT64_C(0x06f397b32ad2faba), UINT64_C(0x69d6a8b8d5fedf4f) }, { UINT64_C(0x84056a5e83f70853), UINT64_C(0x9a0f492f4df002d2) }, 
{ UINT64_C(0x9e1ebf078c773029), UINT64_C(0xda2275e26d650ca9) }, { UINT64_C(0x9c4f73d72b3966fe), UINT64_C(0xfdd1ac8a9f8ef82d) }, 
{ UINT64_C(0xfb9ee66d5672cc3f), UINT64_C(0x39619bd7fddf335a) }, { UINT64_C(0xf31950ab8f8957e5), UINT64_C(0xa52b79b4b3f5650f) }, 
{ UINT64_C(0x1f70e852303bbf9d), UINT64_C(0xfc90c0297e145ff2) }, { UINT64_C(0x23c13726f70354b3), UINT64_C(0xe0805a1370d71551) }, 
{ UINT64_C(0xdbc77bf3b418e5d1), UINT64_C(0x0c8a95980677a8cd) }, { UINT64_C(0xf2d036c33dae7c6f), UINT64_C(0x57b3f480ca611f4d) }, 
{ UINT64_C(0xb491588f10a8d4ca), UINT64_C(0x547040a62a0c35ef) }, { UINT64_C(0x6cce89c4b1d94c46), UINT64_C(0x8d918162a70413e4) }, 
{ UINT64_C(0x0c25eda5546737b7), UINT64_C(0xd26f93b3693f7d9e) }, { UINT64_C(0xcb0ad4bcc52d10a6), UINT64_C(0xf71e925e9a230467) }, 
{ UINT64_C(0xe3d4ffe4febca292), UINT64_C(0x5ebf7e722fa1c9a5) }, { UINT64_C(0xd5b35a86473184b1), UINT64_C(0xf916df439da321d7) }, 
{ UINT64_C(0x01c96668b2272b8a), UINT64_C(0xf2988d3479947a42) }, { UINT64_C(0x6580596ada05fc16), UINT64_C(0xe343ee3590ba3ff3) }, 
{ UINT64_C(0x3ee013a46076bdf9), UINT64_C(0x3be34352fc28be27) }, { UINT64_C(0x46416e4c2d06a8a5), UINT64_C(0x03c3b426e06d2aa2) }, 
{ UINT64_C(0xbae579fae381b5aa), UINT64_C(0xa1ec0a7db1d8bcf5) }, { UINT64_C(0x5fc211ad37efed82), UINT64_C(0x9685dcb74b87aa1f) }, 
{ UINT64_C(0x6e9f451416971a91), UINT64_C(0xaa62580a55efe760) }, { UINT64_C(0x4ec6d88af4fd337f), UINT64_C(0x9f895645ae477cf7) }, 
{ UINT64_C(0x969909c1558cabf3), UINT64_C(0x46689781234f5afc) }, { UINT64_C(0x99244edc1482e119), UINT64_C(0x416c506ec10fa9a4) }, 
{ UINT64_C(0x5aa92ca608546a65), UINT64_C(0x2a3820531506fb96) }, { UINT64_C(0x17f75e94e9c02447), UINT64_C(0x60da224a303e09a7) }, 
{ UINT64_C(0xe90285f280096f9f), UINT64_C(0xe506457993606b74) }, { UINT64_C(0x9abce46401eb9c44), UINT64_C(0x940704324a702762) }, 
{ UINT64_C(0xc015c8c209bff621), UINT64_C(0xbe3f24615f76dcf4) }, { UINT64_C(0xd340cd356de37e0b), UINT64_C(0x90c077fb485dfe98) }, 
{ UINT64_C(0x906a9e727f5e5149), UINT64_C(0x2fbe3f39f6b185b3) }, { UINT64_C(0x8bb82d43c2f942b9), UINT64_C(0x9d0b8ec0afb0f18a) }, 
{ UINT64_C(0xb709f23705c1a997), UINT64_C(0x811b14faa173bb29) }, { UINT64_C(0xfca417b6ce871d0f), UINT64_C(0xa22fbe5b51b59657) }, 
{ UINT64_C(0x7c03268bc0ecb931), UINT64_C(0x760586a43b50bf4e) }, { UINT64_C(0xce61e9b7fa969741), UINT64_C(0x4ba36ebac4a255ee) }, 
{ UINT64_C(0x6a3d1e779b0bb6fc), UINT64_C(0xe44729da72faccab) }, { UINT64_C(0x8c82dc985a0c9389), UINT64_C(0x0645ab4c03da5487) }, 
{ UINT64_C(0x37aec30a0baa0da9), UINT64_C(0x55312c05cb969230) }, { UINT64_C(0x27636c457a9ff8de), UINT64_C(0xaea52bc357c23e9a) }, 
{ UINT64_C(0x3cb1df74c738eb2e), UINT64_C(0x1c109a3a0ec34aa3) }, { UINT64_C(0x3a4248c7edea1194), UINT64_C(0x75c63282db3d95ec) }, 
{ UINT64_C(0x29174d3089b699be), UINT64_C(0x5b396118cc16b780) }, { UINT64_C(0x49fc29516c08e24f), UINT64_C(0x04c773c9022dd9fa) }, 
{ UINT64_C(0x0251ccd0a74e56d7), UINT64_C(0x27f3d968f2ebf484) }, { UINT64_C(0x42e3352fa09a04c8), UINT64_C(0x4de6c5f6c7780169) }, 
{ UINT64_C(0x0887b6c6d9fb9bda), UINT64_C(0x9c4ae2634e2a5655) }, { UINT64_C(0x0dec8bcde6401c3d), UINT64_C(0x20f71e8710ab07dc) }, 
{ UINT64_C(0xbb2c1f9251a69e20), UINT64_C(0x53748749c84cc6b7) }, { UINT64_C(0xc95b186c62634671), UINT64_C(0xd0ed4b3668c8f0e3) }, 
{ UINT64_C(0x19837fe11ae94527), UINT64_C(0x95466891abea80bd) }, { UINT64_C(0x82f6fdeda925f2e9), UINT64_C(0xf3d9e197980edd9d) }, 
{ UINT64_C(0xfef5db6669c94bd8), UINT64_C(0x85dc6733a35e62d3) }, { UINT64_C(0xa60d3b10c6d3776a), UINT64_C(0x88179e0844b36dc1) }, 
{ UINT64_C(0xdeac46f88ba36236), UINT64_C(0xb037697c58f6f944) }, { UINT64_C(0xc8927e04d0446dfb), UINT64_C(0x2275c602115c8aa1) }, 
{ UINT64_C(0xd47a3ceef516af3b), UINT64_C(0x0b8e5277e4375b95) }, { UINT64_C(0xc57ef5c9360471c6), UINT64_C(0x0282d88501f78d7d) }, 
{ UINT64_C(0x3f2975ccd2519673), UINT64_C(0xc97bce6685bcc465) }, { UINT64_C(0x1d2124829775e94a), UINT64_C(0xdb6319418cffab76) }, 
{ UINT64_C(0x522e9a60d1aff1bf), UINT64_C(0xb672c2305b2cadc3) }, { UINT64_C(0x1a1bd5590f80387a), UINT64_C(0x402d3ccd20950e7b) }, 
{ UINT64_C(0x04a25b638d9cac6d), UINT64_C(0x4e2571d027152bcb) }, { UINT64_C(0xc6e65f71236d0c9b), UINT64_C(0xd7e98cd98a8803bb) }, 
{ UINT64_C(0xeda0de910d95c3f2), UINT64_C(0xab2334a9b47540bf) }, { UINT64_C(0x417b9f97b5f37995), UINT64_C(0x988d91aa4c078faf) }, 
{ UINT64_C(0xbc16ee49c9534f10), UINT64_C(0xc83aa2c5642663ba) }, { UINT64_C(0xa45cf7c0619d21bd), UINT64_C(0xafe44760b6589945) }, 
{ UINT64_C(0x7f9b8c33d585c46c), UINT64_C(0xa36ed2f8b02f3188) }, { UINT64_C(0x53e7fc086388da35), UINT64_C(0x44ea4f0422b8d781) }, 
{ UINT64_C(0x7dca40e372cb92bb), UINT64_C(0x849d0b9042c4c50c) }, { UINT64_C(0xcdf9430fefffea1c), UINT64_C(0x9ec83ae64fdddb28) }, 
{ UINT64_C(0xe6bfc2efc1072575), UINT64_C(0xe20282967120982c) }, { UINT64_C(0x76d55c9dbe59743c), UINT64_C(0xcdbcbdaf87911d9f) }, 
{ UINT64_C(0x10cdaf4f7135f577), UINT64_C(0xfb9407c69c54acaa) }, { UINT64_C(0xd0d8678d788a0356), UINT64_C(0x45ab23a7c322705e) }, 
{ UINT64_C(0x4bade581cb46b498), UINT64_C(0x2334aaa1f0c62d7e) }, { UINT64_C(0xa2af60734b4fdb07), UINT64_C(0xc632efd863a6460a) }, 
{ UINT64_C(0xb262cf3c3a7a2e70), UINT64_C(0x3da6e81efff2eaa0) }, { UINT64_C(0xe8cbe39a322e4415), UINT64_C(0x179ec84deaf41136) }, 
{ UINT64_C(0xf7bb0bc80215fb88), UINT64_C(0xeb0e086494e04ec4) }, { UINT64_C(0x135505f7645c882a), UINT64_C(0x2eff539a172b226c) }, 
{ UINT64_C(0xfa578005e455e7b5), UINT64_C(0xcbf916e3844b4918) }, { UINT64_C(0x1bd2b331bda713f0), UINT64_C(0xb2b5b1f959017439) }, 
{ UINT64_C(0x26aa0a2dc8b8d354), UINT64_C(0x5c3da6f72e5644d8) }, { UINT64_C(0x4d5e7232e1944e22), UINT64_C(0x4ae202192538f231) }, 
{ UINT64_C(0x5e0b77c585c8c608), UINT64_C(0x641d51833213d05d) }, { UINT64_C(0x73be619681e2f3db), UINT64_C(0x7101414bd9104c16) }, 
{ UINT64_C(0x20599d9ee26a29ee), UINT64_C(0x35eb0e4ffba89b97) }, { UINT64_C(0x2190fbf6504d0264), UINT64_C(0xc773837b823ce1d5) }, 
{ UINT64_C(0x0fbd471d410e4aea), UINT64_C(0x0704c7efe240f358) }, { UINT64_C(0xec69b8f9bfb2e878), UINT64_C(0x59bbb99dcde13afd) }, 
{ UINT64_C(0x78a17de84d70155c), UINT64_C(0x3820f7741c459485) }, { UINT64_C(0x7484904d191722eb), UINT64_C(0xea4f64c7757ae91b) }, 
{ UINT64_C(0xe5276857d46e5828), UINT64_C(0x3769d6cafa5f16ea) }, { UINT64_C(0x51b630d8c4c68ce2), UINT64_C(0x6319966cd0532305) }, 
{ UINT64_C(0x754df625ab300961), UINT64_C(0x18d7e9f30cee9359) }, { UINT64_C(0x3667a562b98d2623), UINT64_C(0xa7a9a131b202e872) }, 
{ UINT64_C(0x6f56237ca4b0311b), UINT64_C(0x58fad53e2c7b9d22) }, { UINT64_C(0x64493f026822d79c), UINT64_C(0x11db6301e92e45b1) }, 
{ UINT64_C(0x0e742175f3296160), UINT64_C(0xf59c4adb9bd4891a) }, { UINT64_C(0xd85fd14ba171988c), UINT64_C(0xd9e1c1c48d08260b) }, 
{ UINT64_C(0x32c5fe0134118a4e), UINT64_C(0xe98cd0e19517c3b9) }, { UINT64_C(0xc72f3919914a2711), UINT64_C(0x257101edf31c79f9) }, 
{ UINT64_C(0x568cc1035c335dd2), UINT64_C(0xf857b3e07c398608) }, { UINT64_C(0xdcfd8a282ced34e1), UINT64_C(0x97c4b014aa1d0dc0) }, 
{ UINT64_C(0x5d93dd7d90a1bb55), UINT64_C(0xb17605dfb96c5e9b) }, { UINT64_C(0xf6726da0b032d002), UINT64_C(0x19968550ed743486) }, 
{ UINT64_C(0x9d8615bf991e4d74), UINT64_C(0x0f4921bee61a826f) }, { UINT64_C(0x2532a095ddd1ae09), UINT64_C(0x8956f2aba529ca1e) }, 
{ UINT64_C(0x129c639fd67ba3a0), UINT64_C(0xdc67deae6ebf582e) }, { UINT64_C(0x923b52a2d810079e), UINT64_C(0x084de651045a7137) }, 
{ UINT64_C(0x478808249f21832f), UINT64_C(0xf15b391299f950e0) }, { UINT64_C(0xabe1b0dd20936b57), UINT64_C(0xa8e0808f54186a1d) }, 
{ UINT64_C(0x1eb98e3a821c9417), UINT64_C(0x0e084d1d078025b0) }, { UINT64_C(0x8a714b2b70de6933), UINT64_C(0x6f9303f4d6248bc8) }, 
{ UINT64_C(0xa8791a6535fa160a), UINT64_C(0x7d8bd4d3df67e4db) }, { UINT64_C(0x80a7313d0e6ba43e), UINT64_C(0xd42a38ff6ae52919) }, 
{ UINT64_C(0x8654a68e24b95e84), UINT64_C(0xbdfc9047bf1bf656) }, { UINT64_C(0xb8b4b52a44cfe37d), UINT64_C(0x861fd31543334871) }, 
{ UINT64_C(0xf8064cd5431bb162), UINT64_C(0xec0acf8b76a0bd9c) }, { UINT64_C(0x2fe4da83a3646304), UINT64_C(0x32efc9a019e868cf) }, 
{ UINT64_C(0xee38742918fcbeaf), UINT64_C(0x7e4860f53f0ace79) }, { UINT64_C(0x7b39d75058196801), UINT64_C(0xed4ba328973a1a43) }, 
{ UINT64_C(0x094ed0ae6bdcb050), UINT64_C(0x6ed26f5737be2c17) }, { UINT64_C(0x686cd2a73c45e02b), UINT64_C(0xc3b4f0b28011382f) }, 
{ UINT64_C(0x8ed31048fd42c55e), UINT64_C(0x21b67224f131a003) }, { UINT64_C(0xd289ab5ddfc45581), UINT64_C(0x6258facf31c984da) }, 
{ UINT64_C(0x309432d1935fdc99), UINT64_C(0xce7f098967fc373d) }, { UINT64_C(0x9501a37940e5d6ae), UINT64_C(0x9303c3dda830d43a) }, 
{ UINT64_C(0xc1dcaeaabb98ddab), UINT64_C(0x4ca7a95526e2a6b6) }, { UINT64_C(0xd7e29656e07fd266), UINT64_C(0xdee5062b6f48d553) }, 
{ UINT64_C(0x771c3af50c7e5fb6), UINT64_C(0x3f24309bfe0567dd) }, { UINT64_C(0x5c5abb15228690df), UINT64_C(0x43ee88ebc0f824d9) }, 
{ UINT64_C(0xb6c0945fb7e6821d), UINT64_C(0x738399ced8e7c16b) }, { UINT64_C(0x612202095799507b), UINT64_C(0xad669fe5b7af1438) }, 
{ UINT64_C(0xc4b793a184235a4c), UINT64_C(0xf01a55b17863f73f) }, { UINT64_C(0x15a692444e8e7290), UINT64_C(0x4729fb22c2d5fd23) }, 
{ UINT64_C(0x315d54b92178f713), UINT64_C(0x3ce784bd1e684d7f) }, { UINT64_C(0x94c8c511f2c2fd24), UINT64_C(0x619b4ee9d1a4ae78) }, 
{ UINT64_C(0x71efad4626aca50c), UINT64_C(0x56f298232bfbb892) }, { UINT64_C(0x1ce842ea2552c2c0), UINT64_C(0x29fb9475f56bd134) }, 
{ UINT64_C(0x24fbc6fd6ff68583), UINT64_C(0x7bce7f9fdcbdb05c) }, { UINT64_C(0xe776a48773200eff), UINT64_C(0x109a0fa208b4e26e) }, 
{ UINT64_C(0x5931861e1d3d1738), UINT64_C(0xff53740f9e797550) }, { UINT64_C(0xa59591a8d3ba0a37), UINT64_C(0x5d7cca54cfcce307) }, 
{ UINT64_C(0x69a5b4cf8e62cba1), UINT64_C(0x312c7d86f985426d) }, { UINT64_C(0xd11101e5caad28dc), UINT64_C(0xb733ae93bab60a1c) }, 
{ UINT64_C(0x98ed28b4a6a5ca93), UINT64_C(0xb3f4dd5ab89bd3e6) }, { UINT64_C(0xc38d627a1cd68b7c), UINT64_C(0x6b54703dd4095232) }, 
{ UINT64_C(0x2e2dbceb1143488e), UINT64_C(0xc0774494607c128d) }, { UINT64_C(0x6d07efac03fe67cc), UINT64_C(0x7f090c56de9069a6) }, 
{ UINT64_C(0xf9cf2abdf13c9ae8), UINT64_C(0x1e9242bf0f34c7de) }, { UINT64_C(0x4a6483e979619f12), UINT64_C(0xd1ac27958952573c) }, 
{ UINT64_C(0x62baa8b142f02d26), UINT64_C(0x780dcbb93cd09afe) }, { UINT64_C(0xeb53492227473948), UINT64_C(0xc2f59c11618b9ff0) }, 
{ UINT64_C(0x0ad67a167eb5cd0d), UINT64_C(0xbbb93b0bbcc1a2d1) }, { UINT64_C(0x4f0fbee246da18f5), UINT64_C(0x6d11db71d7d306b5) }, 
{ UINT64_C(0xa0feaca3ec018dd0), UINT64_C(0xe1c136b0914db28e) }, { UINT64_C(0x7af0b138ea3e438b), UINT64_C(0x1fd32e1ceeae6001) }, 
{ UINT64_C(0xf1489c7b28c70132), UINT64_C(0x82d8a0dc411e918b) }, { UINT64_C(0x89e9e19365b7146e), UINT64_C(0xbaf857a85d5b050e) }, 
{ UINT64_C(0xeff11241aadb9525), UINT64_C(0x8cd0edc1469eb43b) }, { UINT64_C(0xb3aba954885d05fa), UINT64_C(0xcf3e652a866690e2) }, 
{ UINT64_C(0x0000000000000000), UINT64_C(0x0000000000000000) }, { UINT64_C(0xda0e1d9b063fce5b), UINT64_C(0xfe1218ac7fe3d28f) }, 
{ UINT64_C(0xdf652090398449bc), UINT64_C(0x42afe44821628306) }, { UINT64_C(0x45d9c4f4386fd5f8), UINT64_C(0xd6a8e07a6b12a464) }, 
{ UINT64_C(0x71800489cb721b5d), UINT64_C(0xa555a490c68d2fd5) }, { UINT64_C(0x6287a35a488aa415), UINT64_C(0x2d90754e36f99f17) }, 
{ UINT64_C(0xbf6c3b64ae3d18e9), UINT64_C(0x329f4c809d5fd4f3) }, { UINT64_C(0x811e6cdde4ac86d3), UINT64_C(0x8f0b946d4bb17f15) }, 
{ UINT64_C(0xe732551ccea872f5), UINT64_C(0x0e5f8aa5b5495d6d) }, { UINT64_C(0x9e27a660c105c9ce), UINT64_C(0x3041f8fa20c6cb66) }, 
{ UINT64_C(0x1ac89770bee50b52), UINT64_C(0x38bf6dd191e7b777) }, { UINT64_C(0x3d9cdd438214a2be), UINT64_C(0xc0c7666e809eaa5b) }, 
{ UINT64_C(0x23ffd0a85e7ff9df), UINT64_C(0x54bc6039d978a043) }, { UINT64_C(0x0b7b7d0f0c5a9ce2), UINT64_C(0xe618684c0572b863) }, 
{ UINT64_C(0xbbc7a1ffccb348da), UINT64_C(0x9e5b2706555e699c) }, { UINT64_C(0xeb0c387268f982a0), UINT64_C(0x39d037ec2e4a59dc) }, 
{ UINT64_C(0xd23b7faa8863702d), UINT64_C(0x55d33a0466d54ee8) }, { UINT64_C(0xd361b8fc71a16451), UINT64_C(0x7ee250c45444f083) }, 
{ UINT64_C(0x4022b4a4ef3749b6), UINT64_C(0x521d7fb7dd10813f) }, { UINT64_C(0xad315be1d407b3dd), UINT64_C(0x916bf79e5fbada5a) }, 
{ UINT64_C(0xbdd876c89f7a3011), UINT64_C(0x64fd98c3f9be6b25) }, { UINT64_C(0xd08f3206b92458d5), UINT64_C(0x03b1ee470234f13e) }, 
{ UINT64_C(0xf370e2aee75ba10a), UINT64_C(0x570d8e7edb4c517d) }, { UINT64_C(0xc4cd85b490d78b2a), UINT64_C(0x5ae3ea9c6c31fd2e) }, 
{ UINT64_C(0x0d64aa385f93e429), UINT64_C(0x1cbed789a992bada) }, { UINT64_C(0xff4e8fc0410a515f), UINT64_C(0x60823337404f55cc) }, 
{ UINT64_C(0x9219cb0e6754399b), UINT64_C(0x07ce45b3bbc5cfd7) }, { UINT64_C(0x4ff2533081e38567), UINT64_C(0x18c17c7d10638433) }, 
{ UINT64_C(0xa4fe6b42e91a07c7), UINT64_C(0x21114b913e29ddef) }, { UINT64_C(0x151870e4d031c783), UINT64_C(0x72636e1b5c94b27b) }, 
{ UINT64_C(0x463d6393bcfe317d), UINT64_C(0xa8bbc07271f08386) }, { UINT64_C(0x07451061aa0b6cb7), UINT64_C(0xd197d5059e71bcd2) }, 
{ UINT64_C(0x20115a5296fac55b), UINT64_C(0x29efdeba8f08a1fe) }, { UINT64_C(0x5e41b94f335c12d7), UINT64_C(0xc66679e084f68b27) }, 
{ UINT64_C(0x8044ab8b1d6e92af), UINT64_C(0xa43afead7920c17e) }, { UINT64_C(0x88d15c7ed9b132c9), UINT64_C(0x3f7128622a2278a0) }, 
{ UINT64_C(0x68a61903bd122c8b), UINT64_C(0xe0b977c2011a991f) }, { UINT64_C(0xc7230f4e5852b7ae), UINT64_C(0x27b0541f3a41fc93) }, 
{ UINT64_C(0xa055f1d98b9457f4), UINT64_C(0x8dd52017f6286080) }, { UINT64_C(0xc679c818a190a3d2), UINT64_C(0x0c813edf08d042f8) }, 
{ UINT64_C(0xb6a30bc79320acf3), UINT64_C(0x82e5f08ffcccd346) }, { UINT64_C(0xcd02b517adca3f30), UINT64_C(0xea9956930da2fa9b) }, 
{ UINT64_C(0x25e0079f0db68114), UINT64_C(0xae1adffc7598a2fa) }, { UINT64_C(0x4b59c9abe36dd554), UINT64_C(0xb40517fbd862395c) }, 
{ UINT64_C(0xf95158f712c32994), UINT64_C(0x9a248cf2ecaf5775) }, { UINT64_C(0x2fc1bdc6f82e098a), UINT64_C(0x6333dd70427ba4f2) }, 
{ UINT64_C(0xdf5fd592d7f09404), UINT64_C(0x496ded8dcf47f432) }, { UINT64_C(0xdbf44f09b57ec437), UINT64_C(0xe5a9860b0746495d) }, 
{ UINT64_C(0x8b3fd68411340e4d), UINT64_C(0x422296e17c52791d) }, { UINT64_C(0x2a30e00b63624dc5), UINT64_C(0xe4c6dc36b8eba7f6) }, 
{ UINT64_C(0x784f342af66faf47), UINT64_C(0x152f189fa71e2860) }, { UINT64_C(0x9bd6fbad5a498d81), UINT64_C(0xb7b4f9bcda56c862) }, 
{ UINT64_C(0xb973ec53fdf46022), UINT64_C(0xc839f34531bfd64a) }, { UINT64_C(0x63dd640cb148b069), UINT64_C(0x06a11f8e0468217c) }, 
{ UINT64_C(0x3453ede0bf0916a4), UINT64_C(0x70bdda61e10dadee) }, { UINT64_C(0x6b4893f97597100f), UINT64_C(0x9deac941576a98a2) }, 
{ UINT64_C(0x5bb0e482a8105698), UINT64_C(0x419378a67e668823) }, { UINT64_C(0x8701bbeab765fe18), UINT64_C(0x75ad2ba8e7517dac) }, 
{ UINT64_C(0xbe36fc3257ff0c95), UINT64_C(0x19ae2640afce6a98) }, { UINT64_C(0x48b743512be8e9d0), UINT64_C(0xc956a9788e1238e1) }, 
{ UINT64_C(0x6776fe97d3c6e05a), UINT64_C(0xaa657408cc699c13) }, { UINT64_C(0x65c2b33be281c8a2), UINT64_C(0xfc07a04ba88823c5) }, 
{ UINT64_C(0x9dc92c9a0980f54a), UINT64_C(0x4d12467976b6cadb) }, { UINT64_C(0x1f39cabd25a94f1d), UINT64_C(0xbf4a6c976b77b473) }, 
{ UINT64_C(0xf09e68542fde9d8e), UINT64_C(0x2a5e30fd8d3c50c0) }, { UINT64_C(0xe4dcdfe6062d4e71), UINT64_C(0x730c3426e3395cd0) }, 
{ UINT64_C(0xd57e6fcb22681c9a), UINT64_C(0x8444ef01f8a4f23a) }, { UINT64_C(0x45d3e969747b0df9), UINT64_C(0xd5e87ef12780823b) }, 
{ UINT64_C(0xed13ef453b30fa6b), UINT64_C(0xc376882982aa5b65) }, { UINT64_C(0xd424a89ddbaa08e6), UINT64_C(0xaf7585c1ca354c51) }, 
{ UINT64_C(0x015ac756f9c2147c), UINT64_C(0x2b316ac03291be6b) }, { UINT64_C(0xf435f2cf4d50cdbd), UINT64_C(0x869a5b7b453dedaf) }, 
{ UINT64_C(0x50cb998da44aca7a), UINT64_C(0xa78b10ea7b143040) }, { UINT64_C(0xf80b9fa1eb013de8), UINT64_C(0xb115e632de3ee91e) }, 
{ UINT64_C(0x2884ada75225653d), UINT64_C(0xb2a40875dc0a1820) }, { UINT64_C(0x35092ab646cb02d8), UINT64_C(0x5b8cb0a1d39c1385) }, 
{ UINT64_C(0xc9a92f8ccf446f03), UINT64_C(0x465d3d15c5a347f4) }, { UINT64_C(0x260e8d65c533bd90), UINT64_C(0xd349617f23e8a347) }, 
{ UINT64_C(0x4a030efd1aafc128), UINT64_C(0x9f347d3beaf38737) }, { UINT64_C(0x94061c39349d4150), UINT64_C(0xfd68fa761725cd6e) }, 
{ UINT64_C(0xb417466ba267840b), UINT64_C(0xd48724cc982d6c90) }, { UINT64_C(0x16f6fa1e18b4fb07), UINT64_C(0x0f30d0980ae4b3c6) }, 
{ UINT64_C(0x9a8c3cfba38b99fd), UINT64_C(0x9c85937ce8c77609) }, { UINT64_C(0x43cc3e5e27b27532), UINT64_C(0x2f4ec1348b608082) }, 
{ UINT64_C(0x0895f7f5c4dfa066), UINT64_C(0x9b4bd6cf5302b9de) }, { UINT64_C(0x7afb7986c72887bf), UINT64_C(0x434dccdcc3ff97b6) }, 
{ UINT64_C(0x7e50e31da5a6d78c), UINT64_C(0xef89a75a0bfe2ad9) }, { UINT64_C(0x83aa2171d5ebae2b), UINT64_C(0xd969402e2f50c0c3) }, 
{ UINT64_C(0x417873f216f55dca), UINT64_C(0x792c1577ef813f54) }, { UINT64_C(0x6a1254af8c550473), UINT64_C(0xb6dba38165fb26c9) }, 
{ UINT64_C(0xb1e61ba6392bc044), UINT64_C(0x5372258a62bd6f94) }, { UINT64_C(0x22a517fea7bdeda3), UINT64_C(0x7f8d0af9ebe91e28) }, 
{ UINT64_C(0xcc58724154082b4c), UINT64_C(0xc1a83c533f3344f0) }, { UINT64_C(0xa3bb7b2343116b70), UINT64_C(0xf0869e94a058613d) }, 
{ UINT64_C(0x85b5f6468622d6e0), UINT64_C(0x23cfffeb83b0c27a) }, { UINT64_C(0xfabfd20dda461510), UINT64_C(0xe7773271badf56c8) }, 
{ UINT64_C(0xe668924a376a6689), UINT64_C(0x256ee06587d8e306) }, { UINT64_C(0x865b7cbc4ea7ea64), UINT64_C(0x5e9c4168d5c0c3c7) }, 
{ UINT64_C(0xba9d66a935715ca6), UINT64_C(0xb56a4dc667cfd7f7) }, { UINT64_C(0x2c2f373c30ab350e), UINT64_C(0x1e6063f3140ba54f) }, 
{ UINT64_C(0xe399cf87ac2622c6), UINT64_C(0xa29be1237d48e002) }, { UINT64_C(0xe077457d64a31e42), UINT64_C(0xdfc85fa02b38e1bf) }, 
{ UINT64_C(0xa10f368f72564388), UINT64_C(0xa6e44ad7c4b9deeb) }, { UINT64_C(0x44892e3f8db91985), UINT64_C(0xfed9143115113c50) }, 
{ UINT64_C(0x04ab9a9b628e5033), UINT64_C(0xacc46b86c801bd6f) }, { UINT64_C(0x74715944503e5f12), UINT64_C(0x22a0a5d63c1d2cd1) }, 
{ UINT64_C(0xd690e531eaed201e), UINT64_C(0xf9175182aed4f387) }, { UINT64_C(0x49ed8407d22afdac), UINT64_C(0xe267c3b8bc83868a) }, 
{ UINT64_C(0x0fd0e7946ed4ccd1), UINT64_C(0x4adc03cacd73050c) }, { UINT64_C(0xcfb6f8bb9c8d17c8), UINT64_C(0xbcfb82d06943454d) }, 
{ UINT64_C(0x2d75f06ac9692172), UINT64_C(0x35510933269a1b24) }, { UINT64_C(0x9838715792ccb105), UINT64_C(0xcae7473f8c26c9df) }, 
{ UINT64_C(0x8f944c1f73ba5e7e), UINT64_C(0xeee6fd67b453c472) }, { UINT64_C(0xb0bcdcf0c0e9d438), UINT64_C(0x78434f4a502cd1ff) }, 
{ UINT64_C(0xb352560a086ce8bc), UINT64_C(0x0510f1c9065cd042) }, { UINT64_C(0xab2e8cd687cecb16), UINT64_C(0x6bcd485bf35ad8e3) }, 
{ UINT64_C(0x90ad86a256131163), UINT64_C(0x51ac91f0df247001) }, { UINT64_C(0x9962b6016b0ea579), UINT64_C(0xe1d62dffbeb777b4) }, 
{ UINT64_C(0x1442b7b229f3d3ff), UINT64_C(0x595204db6e050c10) }, { UINT64_C(0x125d60857a3aab34), UINT64_C(0xa3f4bb1ec2e50ea9) }, 
{ UINT64_C(0x82f0e6272c29ba57), UINT64_C(0xf2582aee1dc17ea8) }, { UINT64_C(0xc59742e269159f56), UINT64_C(0x71d2805c5ea04345) }, 
{ UINT64_C(0x02b44dac314728f8), UINT64_C(0x5662d44364e1bfd6) }, { UINT64_C(0x3ad9cd22281fce09), UINT64_C(0x1150b36b1eef1689) }, 
{ UINT64_C(0x5aea23d451d242e4), UINT64_C(0x6aa212664cf73648) }, { UINT64_C(0xe2c308d155e436ba), UINT64_C(0x89aa8be34fd95e69) }, 
{ UINT64_C(0x1e630debdc6b5b61), UINT64_C(0x947b065759e60a18) }, { UINT64_C(0x4c1cd9ca4966b9e3), UINT64_C(0x6592c2fe4613858e) }, 
{ UINT64_C(0x51915edb5d88de06), UINT64_C(0x8cba7a2a49858e2b) }, { UINT64_C(0x5daf33b5fbd92e53), UINT64_C(0xbb35c763d2868a9a) }, 
{ UINT64_C(0xa64a26eed85d2f3f), UINT64_C(0x77739fd25ac86239) }, { UINT64_C(0x585e6e7860956a1c), UINT64_C(0x3cc0c6252816899e) }, 
{ UINT64_C(0x6033eef679cd8ced), UINT64_C(0x7bf2a10d521820c1) }, { UINT64_C(0xd1d5f55040e64ca9), UINT64_C(0x2880848730a54f55) }, 
{ UINT64_C(0x96b2519505da69a8), UINT64_C(0xab0a2e3573c472b8) }, { UINT64_C(0xd7ca2267132f3462), UINT64_C(0xd2263b429c454dec) }, 
{ UINT64_C(0x6fe309621719403c), UINT64_C(0x312ea2c79f6b25cd) }, { UINT64_C(0x11b3ea7fb2bf97b0), UINT64_C(0xdea7059d94950f14) }, 
{ UINT64_C(0x7f0a244b5c64c3f0), UINT64_C(0xc4b8cd9a396f94b2) }, { UINT64_C(0x779fd3be98bb6396), UINT64_C(0x5ff31b556a6d2d6c) }, 
{ UINT64_C(0xfbe5155b2384016c), UINT64_C(0xcc4658b1884ee8a3) }, { UINT64_C(0x2b6a275d9aa059b9), UINT64_C(0xcff7b6f68a7a199d) }, 
{ UINT64_C(0x578e89ec0e41a6cd), UINT64_C(0x761cc5efe5658c92) }, { UINT64_C(0x93430c589e962de7), UINT64_C(0x2cff2f73895471bc) }, 
{ UINT64_C(0x8d2001b342fd7686), UINT64_C(0xb8842924d0b27ba4) }, { UINT64_C(0x726e8e7303f727d9), UINT64_C(0xd8061a1390fd2e68) }, 
{ UINT64_C(0xb208915cf1aefcc0), UINT64_C(0x2e219b0934cd6e29) }, { UINT64_C(0xfdfac26c704d79a7), UINT64_C(0x36e0e77424aeea1a) }, 
{ UINT64_C(0xa2e1bc75bad37f0c), UINT64_C(0xdbb7f45492c9df56) }, { UINT64_C(0x8a6511d2e8f61a31), UINT64_C(0x6913fc214ec3c776) }, 
{ UINT64_C(0xd94002a58439eccf), UINT64_C(0xb3cb524863a7f68b) }, { UINT64_C(0x898b9b28207326b5), UINT64_C(0x144042a218b3c6cb) }, 
{ UINT64_C(0xefa7a2e90a77d293), UINT64_C(0x95145c6ae64be4b3) }, { UINT64_C(0xeefd65bff3b5c6ef), UINT64_C(0xbe2536aad4da5ad8) }, 
{ UINT64_C(0xde0512c42e328078), UINT64_C(0x625c874dfdd64a59) }, { UINT64_C(0x3316fd8115027a13), UINT64_C(0xa12a0f647f7c113c) }, 
{ UINT64_C(0xca47a57607c15387), UINT64_C(0x3b0e839693d34649) }, { UINT64_C(0xa8c0062c4f4bf792), UINT64_C(0x169ef6d8a52ad95e) }, 
{ UINT64_C(0x9c93ebccf042e136), UINT64_C(0x66232cb9442774b0) }, { UINT64_C(0x1d8d871114ee67e5), UINT64_C(0xe928b8d40f960ba5) }, 
{ UINT64_C(0xa710e1b8219f3b43), UINT64_C(0x5c42f5126859dc52) }, { UINT64_C(0x393747d8e09af28d), UINT64_C(0x6c030de8489f1734) }, 
{ UINT64_C(0xc8f3e8da36867b7f), UINT64_C(0x6d6c57d5f732f99f) }, { UINT64_C(0xf56f3599b492d9c1), UINT64_C(0xadab31bb77ac53c4) }, 
{ UINT64_C(0x0c3e6d6ea651f055), UINT64_C(0x378fbd499b0304b1) }, { UINT64_C(0x0e8a20c29716d8ad), UINT64_C(0x61ed690affe2bb67) }, 
{ UINT64_C(0xfe144896b8c84523), UINT64_C(0x4bb359f772deeba7) }, { UINT64_C(0x7ce4aeb194e1ff74), UINT64_C(0xb9eb73196f1f950f) }, 
{ UINT64_C(0xb8292b050436745e), UINT64_C(0xe3089985032e6821) }, { UINT64_C(0xac6b9cb72dc5a7a1), UINT64_C(0xba5a9d5e6d2b6431) }, 
{ UINT64_C(0x527fd421950de282), UINT64_C(0xf1e9c4a91ff58f96) }, { UINT64_C(0xc2d25283c31ef3e1), UINT64_C(0xa0455559c0d1ff97) }, 
{ UINT64_C(0x24bac0c9f4749568), UINT64_C(0x852bb53c47091c91) }, { UINT64_C(0x4767a4c5453c2501), UINT64_C(0x838aaab243613ded) }, 
{ UINT64_C(0x532513776ccff6fe), UINT64_C(0xdad8ae692d6431fd) }, { UINT64_C(0x386d808e1958e6f1), UINT64_C(0x473267287a0ea95f) }, 
{ UINT64_C(0x8ece8b498a784a02), UINT64_C(0xc5d797a786c27a19) }, { UINT64_C(0x09cf30a33d1db41a), UINT64_C(0xb07abc0f619307b5) }, 
{ UINT64_C(0x4ea894667821911b), UINT64_C(0x33f016bd22f23a58) }, { UINT64_C(0x061fd73753c978cb), UINT64_C(0xfaa6bfc5ace002b9) }, 
{ UINT64_C(0x3f2890efb3538a46), UINT64_C(0x96a5b22de47f158d) }, { UINT64_C(0xe9b875de59beaa58), UINT64_C(0x6fb2e3af4aabe60a) }, 
{ UINT64_C(0x187cdadc8fa223aa), UINT64_C(0x6eddb992f50608a1) }, { UINT64_C(0x1cd74047ed2c7399), UINT64_C(0xc219d2143d07b5ce) }, 
{ UINT64_C(0xc0661f2ff259db19), UINT64_C(0xf627811aa4304041) }, { UINT64_C(0x616929a0800f9891), UINT64_C(0x50c3cbcd60899eaa) }, 
{ UINT64_C(0xb54d813d5ba59077), UINT64_C(0xffb64e0caabcd2fb) }, { UINT64_C(0x56d44ebaf783b2b1), UINT64_C(0x5d2daf2fd7f432f9) }, 
{ UINT64_C(0xb7f9cc916ae2b88f), UINT64_C(0xa9d49a4fce5d6d2d) }, { UINT64_C(0x70dac3df32b00f21), UINT64_C(0x8e64ce50f41c91be) }, 
{ UINT64_C(0x5904a92e99577e60), UINT64_C(0x17f1ace51a8737f5) }, { UINT64_C(0x9f7d613638c7ddb2), UINT64_C(0x1b70923a1257750d) }, 
{ UINT64_C(0xceec3fed654f03b4), UINT64_C(0x97cae8105bd2fb26) }, { UINT64_C(0x03ee8afac8853c84), UINT64_C(0x7d53be83567001bd) }, 
{ UINT64_C(0xaedfd11b1c828f59), UINT64_C(0xec38491d09cadbe7) }, { UINT64_C(0xe58618b0ffef5a0d), UINT64_C(0x583d5ee6d1a8e2bb) }, 
{ UINT64_C(0x31a2b02d244552eb), UINT64_C(0xf748db271b9daeea) }, { UINT64_C(0xddeb983ee6b7bcfc), UINT64_C(0x1f0f39ceaba64be4) }, 
{ UINT64_C(0xf7db783585d5f139), UINT64_C(0xfbc9e5f8134dec12) }, { UINT64_C(0xf22a25f81e99b576), UINT64_C(0x7c3ce4bee9ddef16) }, 
{ UINT64_C(0x752b9e12a9fc4b6e), UINT64_C(0x0991cf160e8c92ba) }, { UINT64_C(0x37bd671a778c2a20), UINT64_C(0x0dee64e2b77dac53) }, 
{ UINT64_C(0x91f741f4afd1051f), UINT64_C(0x7a9dfb30edb5ce6a) }, { UINT64_C(0x6d5744ce265e68c4), UINT64_C(0x674c7684fb8a9a1b) }, 
{ UINT64_C(0x19261d8a766037d6), UINT64_C(0x45ecd352c797b6ca) }, { UINT64_C(0x05f15dcd9b4c444f), UINT64_C(0x87f50146fa900304) }, 
{ UINT64_C(0x30f8777bdd874697), UINT64_C(0xdc79b1e7290c1081) }, { UINT64_C(0xec492813c2f2ee17), UINT64_C(0xe847e2e9b03be50e) }, 
{ UINT64_C(0xbc82b19e66b8246d), UINT64_C(0x4fccf203cb2fd54e) }, { UINT64_C(0xfca0053a898f6ddb), UINT64_C(0x1dd18db4163f5471) }, 
{ UINT64_C(0x4d461e9cb0a4ad9f), UINT64_C(0x4ea3a83e74823be5) }, { UINT64_C(0x4296f908de70614e), UINT64_C(0x047fabf4b9f13ee9) }, 
{ UINT64_C(0x3cc61a157bd6b6c2), UINT64_C(0xebf60caeb20f1430) }, { UINT64_C(0x27544a333cf1a9ec), UINT64_C(0xf8780bbf11791d2c) }, 
{ UINT64_C(0x73344925fa3533a5), UINT64_C(0xf33770d3a26c9003) }, { UINT64_C(0x7915f37c0fadbb3b), UINT64_C(0x3e1e725f958f960b) }, 
{ UINT64_C(0xa99ac17ab689e3ee), UINT64_C(0x3daf9c1897bb6735) }, { UINT64_C(0x3e7257b94a919e3a), UINT64_C(0xbd94d8edd6eeabe6) }, 
{ UINT64_C(0x324c3ad7ecc06e6f), UINT64_C(0x8a1b65a44dedaf57) }, { UINT64_C(0x1307a7d383f8bf48), UINT64_C(0x88c5d1def074b0c2) }, 
{ UINT64_C(0xc13cd8790b9bcf65), UINT64_C(0xdd16ebda96a1fe2a) }, { UINT64_C(0x0a21ba59f598889e), UINT64_C(0xcd29028c37e30608) }, 
{ UINT64_C(0x54600316c6c49a49), UINT64_C(0x0b4f7b6cb3158d2f) }, { UINT64_C(0x1b92502647271f2e), UINT64_C(0x138e0711a376091c) }, 
{ UINT64_C(0xd81ac5f37dfbf8b3), UINT64_C(0x98fa3888513648e0) }, { UINT64_C(0x214b9d046f38d127), UINT64_C(0x02deb47abd991f95) }, 
{ UINT64_C(0x8c7ac6e5bb3f62fa), UINT64_C(0x93b543e4e223c5cf) }, { UINT64_C(0x97e896c3fc187dd4), UINT64_C(0x803b44f54155ccd3) }, 
{ UINT64_C(0x5cf5f4e3021b3a2f), UINT64_C(0x9004ada3e01734f1) }, { UINT64_C(0xf681bf637c17e545), UINT64_C(0xd0f88f3821dc5279) }, 
{ UINT64_C(0x17ac3d48e176ef7b), UINT64_C(0x2401ba5838750dad) }, { UINT64_C(0xdcb15f681f75a880), UINT64_C(0x343e530e9937f58f) }, 
{ UINT64_C(0x69fcde5544d038f7), UINT64_C(0xcb881d02338b2774) }, { UINT64_C(0x5f1b7e19ca9e06ab), UINT64_C(0xed571320b667354c) }, 
{ UINT64_C(0xe12d822b9d610a3e), UINT64_C(0xf4f9356019a95fd4) }, { UINT64_C(0xdaae885f4cbcd04b), UINT64_C(0xce98eccb35d7f736) }, 
{ UINT64_C(0x29de6af1abe77141), UINT64_C(0x999562b5ee9ba64b) }, { UINT64_C(0xcb1d6220fe0347fb), UINT64_C(0x103fe956a142f822) }, 
{ UINT64_C(0xe8e2b288a07cbe24), UINT64_C(0x4483896f783a5861) }, { UINT64_C(0xaa744b807e0cdf6a), UINT64_C(0x40fc229bc1cb6688) }, 
{ UINT64_C(0x7dbe69e76d23eb08), UINT64_C(0x92da19d95d8e2b64) }, { UINT64_C(0x3b830a74d1ddda75), UINT64_C(0x3a61d9ab2c7ea8e2) }, 
{ UINT64_C(0xf1c4af02d61c89f2), UINT64_C(0x016f5a3dbfadeeab) }, { UINT64_C(0x36e7a04c8e4e3e5c), UINT64_C(0x26df0e2285ec1238) }, 
{ UINT64_C(0xea56ff24913b96dc), UINT64_C(0x12e15d2c1cdbe7b7) }, { UINT64_C(0x6eb9ce34eedb5440), UINT64_C(0x1a1fc807adfa9ba6) }, 
{ UINT64_C(0x2e9b7a9001ec1df6), UINT64_C(0x4802b7b070ea1a99) }, { UINT64_C(0x7ba1bed03eea93c3), UINT64_C(0x687ca61cf16e29dd) }, 
{ UINT64_C(0x10e92d294b7d83cc), UINT64_C(0xf5966f5da604b17f) }, { UINT64_C(0x662c39c12a04f426), UINT64_C(0x81541ec8fef82278) }, 
{ UINT64_C(0xc38895d53adce79d), UINT64_C(0x8b743f99f24041fc) }, { UINT64_C(0xaf85164de5409b25), UINT64_C(0xc70923dd3b5b658c) }, 
{ UINT64_C(0x955cdb6fcd5f552c), UINT64_C(0xd65990b625b47305) }, { UINT64_C(0x553ac4403f068e35), UINT64_C(0x207e11ac81843344) }, 
{ UINT64_C(0xa5a4ac1410d813bb), UINT64_C(0x0a2021510cb86384) }, { UINT64_C(0x84ef31107fe0c29c), UINT64_C(0x08fe952bb1217c11) }, 
{ UINT64_C(0x0000000000000000), UINT64_C(0x0000000000000000) }, { UINT64_C(0x6c0d8398df9c7cb8), UINT64_C(0x4c7d1c44c91b2470) }, 
{ UINT64_C(0x6498746d1b43dcde), UINT64_C(0xd736ca8b9a199dae) }, { UINT64_C(0x76c514e8617977ea), UINT64_C(0x74c2719558fc9307) }, 
{ UINT64_C(0x63ebf049210aadf8), UINT64_C(0x99aa1604c2958c4a) }, { UINT64_C(0x1b19bd7f0935a838), UINT64_C(0x93e3daa395b5a197) }, 
{ UINT64_C(0xafb5ad3e658a44db), UINT64_C(0x88fd2b3ba6c521bc) }, { UINT64_C(0xc40284ccfdee575c), UINT64_C(0xae16296c271aaae1) }, 
{ UINT64_C(0xbb2351376961a4fb), UINT64_C(0x8bbe0955e074cd78) }, { UINT64_C(0x10b871b5b1dcbffe), UINT64_C(0xbd8228a686940e2e) }, 
{ UINT64_C(0xa98c87dc6747d56a), UINT64_C(0x69bd24970613b223) }, { UINT64_C(0x40a5079181f6b97e), UINT64_C(0xb14da0dd5d1538b8) }, 
{ UINT64_C(0x8d11e8c97b0b378b), UINT64_C(0x6ebb7ed009dd4c95) }, { UINT64_C(0xe362fea8e0251c04), UINT64_C(0x3830957d78bffcf9) }, 
{ UINT64_C(0xcb8dc5baf8301f44), UINT64_C(0x3eb6d1a1f41ee7b2) }, { UINT64_C(0x176be9780d6c4999), UINT64_C(0x9263c43816da446a) }, 
{ UINT64_C(0x33f6866d1120ab78), UINT64_C(0x95659e7f1914badc) }, { UINT64_C(0x2af89c4ca7efcd2f), UINT64_C(0x590741b8ec526a3e) }, 
{ UINT64_C(0x8f064f97c4f1f9e4), UINT64_C(0x313a7bb4692e3de0) }, { UINT64_C(0xce49fa29fb7a274c), UINT64_C(0x4ed6385b04a3dc83) }, 
{ UINT64_C(0x9da9997ccad78875), UINT64_C(0xd33956768f4942bb) }, { UINT64_C(0x01eab22fbe7d67d6), UINT64_C(0xcea1e3323098d9db) }, 
{ UINT64_C(0x8cfb5ae6c576505d), UINT64_C(0xa01a9de23945954e) }, { UINT64_C(0x3632b9fe126a9370), UINT64_C(0xe5057785e9a981ed) }, 
{ UINT64_C(0xb546a26ed2c28b35), UINT64_C(0xd5bf12aa03e859f0) }, { UINT64_C(0x20b3e2a9a17bbd3f), UINT64_C(0xb9c7508fcfeb1c5c) }, 
{ UINT64_C(0xbcf0c9fad5d1529c), UINT64_C(0xa45fe5cb703a873c) }, { UINT64_C(0x085cd9bbb96ebe7f), UINT64_C(0xbf411453434a0717) }, 
{ UINT64_C(0x1f3730c3b402f7e6), UINT64_C(0x2d22d06b5590437d) }, { UINT64_C(0x2ed611f01ad892f1), UINT64_C(0xe7c64b702c7788d4) }, 
{ UINT64_C(0xd9221351f6166ed5), UINT64_C(0xdcb5fc63127998e9) }, { UINT64_C(0x4f2a46e78428f166), UINT64_C(0x21ed58108e1175eb) }, 
{ UINT64_C(0xa603c6aa62999d72), UINT64_C(0xf91ddc5ad517ff70) }, { UINT64_C(0x42b2a0cf3e0c7711), UINT64_C(0xeecca5b93de649cd) }, 
{ UINT64_C(0xdd0c9eed4b21310b), UINT64_C(0x6274f6abd25c7a03) }, { UINT64_C(0x157c4e26b29687f6), UINT64_C(0xcde2c15c7629351f) }, 
{ UINT64_C(0xe17559f65fdfd26b), UINT64_C(0x67b19019184c8d8c) }, { UINT64_C(0x1d20979d0bf83989), UINT64_C(0x72a3d50f35633208) }, 
{ UINT64_C(0x7b0f584729b8ac79), UINT64_C(0x9b692af1074b8573) }, { UINT64_C(0x042e8dbcbd375fde), UINT64_C(0xbec10ac8c025e2ea) }, 
{ UINT64_C(0x7ecb67d42af29471), UINT64_C(0xeb09c30bf7f6be42) }, { UINT64_C(0xe74c73145d1243da), UINT64_C(0x86f19fb5b89a1e13) }, 
{ UINT64_C(0xdb35b40f49eca0ba), UINT64_C(0x8334f907728ae99c) }, { UINT64_C(0x6c64b13f24d4e5e0), UINT64_C(0x090aeec91191c119) }, 
{ UINT64_C(0x7697be6f939c2a0e), UINT64_C(0x5448d758b4bcb955) }, { UINT64_C(0x215950861f06dae9), UINT64_C(0x7766b3bdff73c587) }, 
{ UINT64_C(0x86b02403c3e2204d), UINT64_C(0x40da8cd51afce32c) }, { UINT64_C(0xe2884c875e587bd2), UINT64_C(0xf691764f48272522) }, 
{ UINT64_C(0x3e6e6045ab042d0f), UINT64_C(0x5a4463d6aae386fa) }, { UINT64_C(0x5c6f22233473e721), UINT64_C(0x0d4f96e058eed36b) }, 
{ UINT64_C(0xb2953aa36e727d52), UINT64_C(0xfa5efe3493a613b4) }, { UINT64_C(0x6d8e03109aa98236), UINT64_C(0xc7ab0dfb210918c2) }, 
{ UINT64_C(0xf991f1f8576dd3ea), UINT64_C(0x6572acecdd9284b5) }, { UINT64_C(0x0217a75ebfface6f), UINT64_C(0x5f81056460f37175) }, 
{ UINT64_C(0x91dbcd7bce8e69d4), UINT64_C(0xd2b948ed0c26a746) }, { UINT64_C(0xca677795464d7892), UINT64_C(0xf0173293c4863e69) }, 
{ UINT64_C(0x3f84d26a15794ad9), UINT64_C(0x94e580e49a7b5f21) }, { UINT64_C(0x9226d80acf09c06d), UINT64_C(0x4399aebb5c4d0fe8) }, 
{ UINT64_C(0xb6bbb71fd345228c), UINT64_C(0x449ff4fc5383f15e) }, { UINT64_C(0x47769f5c3d464f19), UINT64_C(0x9eac4c43cd5b72fc) }, 
{ UINT64_C(0x662fcfda224095f0), UINT64_C(0xe9cafffe3228b77b) }, { UINT64_C(0x5433fb988d1d595e), UINT64_C(0xb20e82b31ba4d47c) }, 
{ UINT64_C(0x3baa5fd6a84e1507), UINT64_C(0x2a248a2c5a5ebdcb) }, { UINT64_C(0xd4baf5794c32e8a2), UINT64_C(0x139401caa18ea4cf) }, 
{ UINT64_C(0xa7e97485dce4faa4), UINT64_C(0x37bc3f68e58f26ab) }, { UINT64_C(0x90317f5470f30e02), UINT64_C(0x1c18abdf3cbe7e9d) }, 
{ UINT64_C(0x7cdcc08a95085a1e), UINT64_C(0xb488c66f9705cf37) }, { UINT64_C(0xf2303d32ef84c42c), UINT64_C(0x4b135ee9ceb32b0c) }, 
{ UINT64_C(0x414fb5be3f8bdea8), UINT64_C(0x7fec43ef6d8de163) }, { UINT64_C(0x65d2daab23c73c49), UINT64_C(0x78ea19a862431fd5) }, 
{ UINT64_C(0x190e1a21b6cf6657), UINT64_C(0xcc62dfc7f546d0e2) }, { UINT64_C(0xc3d11c01415ea13b), UINT64_C(0x81f7c5f2b754e0a5) }, 
{ UINT64_C(0xdce62cc2f55c56dd), UINT64_C(0xacd51599e2c4a3d8) }, { UINT64_C(0x6f99a44e25534c59), UINT64_C(0x982a089f41fa69b7) }, 
{ UINT64_C(0x6e7316619b2e2b8f), UINT64_C(0x568bebad7162b06c) }, { UINT64_C(0x88d5d75a78410f83), UINT64_C(0x1edb972af96077a4) }, 
{ UINT64_C(0x83741b90c0a81845), UINT64_C(0x30ba652fea41d81d) }, { UINT64_C(0xf0279a6c507e0a43), UINT64_C(0x14925b8dae405a79) }, 
{ UINT64_C(0x756aab1e921b83b7), UINT64_C(0xc568310ee4d711fb) }, { UINT64_C(0xead4953ce736c5ad), UINT64_C(0x49d0621c0b6d2235) }, 
{ UINT64_C(0x4cd7539685af58df), UINT64_C(0xb0cdbe46de7add45) }, { UINT64_C(0x05c43f93034a3808), UINT64_C(0x7060e9faf0bd3b31) }, 
{ UINT64_C(0x748019312c66e461), UINT64_C(0x0bc9d23cd44fc820) }, { UINT64_C(0xa41461f4dd63531d), UINT64_C(0xa69cd93eb5e48e05) }, 
{ UINT64_C(0xc870d0cbf9b7b6fd), UINT64_C(0xaf9637f7a4754f1c) }, { UINT64_C(0x80890ee1c12fb1fc), UINT64_C(0xa19a8379ba2a70b3) }, 
{ UINT64_C(0xe4b166655c95ea63), UINT64_C(0x17d179e3e8f1b6bd) }, { UINT64_C(0xf61eb08e52b39bf2), UINT64_C(0xf5d254210e96c9e6) }, 
{ UINT64_C(0x960855b6723e9fb3), UINT64_C(0xfd58a4739c68ed02) }, { UINT64_C(0xd3696db4f0821ec5), UINT64_C(0x3c75ed5431c0ee8b) }, 
{ UINT64_C(0x31e12133aeda6517), UINT64_C(0xcae49b1b79e7cba9) }, { UINT64_C(0x941ff2e8cdc451dc), UINT64_C(0xa2d9a117fc9b9c77) }, 
{ UINT64_C(0xfe426935ebdd258d), UINT64_C(0x4a9340724ddccef1) }, { UINT64_C(0x501d7624302a0680), UINT64_C(0x0ccf887bdb813696) }, 
{ UINT64_C(0xa03aec4860540cc3), UINT64_C(0x185dd3f675c16cef) }, { UINT64_C(0x5d85900c8a0e80f7), UINT64_C(0xc3ee75d268760ab0) }, 
{ UINT64_C(0xa22d4b16dfaec2ac), UINT64_C(0x47dcd69215321d9a) }, { UINT64_C(0x8b28c22b79c6a63a), UINT64_C(0x8ffb717ca90bdf0a) }, 
{ UINT64_C(0xd283df9b4eff7913), UINT64_C(0xf2d40e6601583750) }, { UINT64_C(0x0a4b7ee506947010), UINT64_C(0xe0c0113723b97662) }, 
{ UINT64_C(0xdf1b39b3f4dbff64), UINT64_C(0x3df5f3cfb2af0b76) }, { UINT64_C(0xf40917d0ed49559d), UINT64_C(0xaa5351456e65b893) }, 
{ UINT64_C(0x620142669f77ca2e), UINT64_C(0x570bf536f20d5591) }, { UINT64_C(0xeb3e2713594ba27b), UINT64_C(0x8771812e3bf5fbee) }, 
{ UINT64_C(0x643868849dba5b9f), UINT64_C(0xb64bfa9a52dbc60e) }, { UINT64_C(0x1edd82ec0a7f9030), UINT64_C(0xe383335965089aa6) }, 
{ UINT64_C(0x57ceeee98c9af0e7), UINT64_C(0x232e64e54bcf7cd2) }, { UINT64_C(0x5e78857d8b89294e), UINT64_C(0x52ce9384381da21e) }, 
{ UINT64_C(0x875a962c7d9f479b), UINT64_C(0x8e7b6fe72a643af7) }, { UINT64_C(0xd5504756f24f8f74), UINT64_C(0xdd35e2f891167d14) }, 
{ UINT64_C(0x134564c4b05b1647), UINT64_C(0x2ca2cef0d6ffa680) }, { UINT64_C(0x469c2d73833b28cf), UINT64_C(0x500daf71fdc3ab27) }, 
{ UINT64_C(0x5a5608c136be7690), UINT64_C(0xec0f994cf83840f4) }, { UINT64_C(0x28ef3b1218150340), UINT64_C(0x068644dc8ca11b4b) }, 
{ UINT64_C(0x03fd15710187a9b9), UINT64_C(0x9120e656506ba8ae) }, { UINT64_C(0x986da6efc99db07d), UINT64_C(0xa359bf8c7ff4798a) }, 
{ UINT64_C(0x8eecfdb87a8c9e32), UINT64_C(0xff9b988659b6e43b) }, { UINT64_C(0x5f92375235f44e98), UINT64_C(0x9c6f70b608857bc5) }, 
{ UINT64_C(0x37d80bd1ac17f4a6), UINT64_C(0x2ba494b7d9315836) }, { UINT64_C(0x61fc57179ef06397), UINT64_C(0xc62b1360a266fd3f) }, 
{ UINT64_C(0xef10aaafe47cfda5), UINT64_C(0x39b08be6fbd01904) }, { UINT64_C(0x2f3ca3dfa4a5f527), UINT64_C(0x2967a8421cef510f) }, 
{ UINT64_C(0x321c3442af5dccae), UINT64_C(0x5bc47d4d298c6307) }, { UINT64_C(0x0f8f417605de4818), UINT64_C(0x90a0f8cdd3044d53) }, 
{ UINT64_C(0x268ac84ba3b62c8e), UINT64_C(0x58875f236f3d8fc3) }, { UINT64_C(0xc615239242149933), UINT64_C(0xf1972c0847e9db94) }, 
{ UINT64_C(0xcdb4ef58fafd8ef5), UINT64_C(0xdff6de0d54c8742d) }, { UINT64_C(0x234ef7d8a0fc1486), UINT64_C(0x28e7b6d99f80b4f2) }, 
{ UINT64_C(0xc5e836e34393308a), UINT64_C(0x60b7ca5e1782733a) }, { UINT64_C(0x69a08eac279edde8), UINT64_C(0x796a0733e12cfa28) }, 
{ UINT64_C(0x2d2b04811b5f3b48), UINT64_C(0x76e6ad267c1c207a) }, { UINT64_C(0x1496fc090cebe020), UINT64_C(0x0343226e46b1ecc4) }, 
{ UINT64_C(0x2905893da6686496), UINT64_C(0xc827a7eebc39c290) }, { UINT64_C(0x18e4a80e08b20181), UINT64_C(0x02c33cf5c5de0939) }, 
{ UINT64_C(0xd8c8a17e486b0903), UINT64_C(0x12141f5122e14132) }, { UINT64_C(0x4ec0f4c83a5596b0), UINT64_C(0xef4cbb22be89ac30) }, 
{ UINT64_C(0xae5f1f11dbf7230d), UINT64_C(0x465cc809965df867) }, { UINT64_C(0x4aee79748762c96e), UINT64_C(0x518db1ea7eac4eda) }, 
{ UINT64_C(0xfdbf7c44ea5a8c34), UINT64_C(0xdbb3a6241db7665f) }, { UINT64_C(0x35cfac8f13ed3ac9), UINT64_C(0x742591d3b9c22943) }, 
{ UINT64_C(0x448b8a2d3cc1e6a0), UINT64_C(0x0f8caa159d30da52) }, { UINT64_C(0x4561380282bc8176), UINT64_C(0xc12d4927ada80389) }, 
{ UINT64_C(0x93cc6a257174a7bb), UINT64_C(0x8d384d896cd5d633) }, { UINT64_C(0xa5fed3db631e34cb), UINT64_C(0x683d3a0c857c57de) }, 
{ UINT64_C(0x684a3c8399e3ba3e), UINT64_C(0xb7cbe401d1b423f3) }, { UINT64_C(0x48f9de2a38980701), UINT64_C(0x0e0cb48e1e5f3faf) }, 
{ UINT64_C(0x1af30f50b748cfee), UINT64_C(0x5d423991a52d784c) }, { UINT64_C(0x12afd6eb0e267191), UINT64_C(0xe2032dc2e6677f5b) }, 
{ UINT64_C(0x49136c0586e560d7), UINT64_C(0xc0ad57bc2ec7e674) }, { UINT64_C(0x27607a641dcb4b58), UINT64_C(0x9626bc115fa55618) }, 
{ UINT64_C(0xd09478c5f105b77c), UINT64_C(0xad550b0261ab4625) }, { UINT64_C(0x0c7254070459e1a1), UINT64_C(0x01801e9b836fe5fd) }, 
{ UINT64_C(0x735381fc90d61206), UINT64_C(0x24283ea244018264) }, { UINT64_C(0x6a5d9bdd26197451), UINT64_C(0xe84ae165b1475286) }, 
{ UINT64_C(0x9fbe3e22752d461a), UINT64_C(0x8cb85312efba33ce) }, { UINT64_C(0xdef18b9c4aa698b2), UINT64_C(0xf35410fd8237d2ad) }, 
{ UINT64_C(0xa86635f3d93ab2bc), UINT64_C(0xa71cc7a5368b6bf8) }, { UINT64_C(0xb37f888cd00f1a84), UINT64_C(0x34ff1d06a33eca6f) }, 
{ UINT64_C(0x22a445f71e817350), UINT64_C(0xe64655ebaf186d29) }, { UINT64_C(0xe6a6c13be36f240c), UINT64_C(0x48507c878802c7c8) }, 
{ UINT64_C(0x34251ea0ad905d1f), UINT64_C(0xba8472e1895af098) }, { UINT64_C(0x249d6f151c4ce2e1), UINT64_C(0x07065a470fcefeb6) }, 
{ UINT64_C(0x9a7a01b176677e12), UINT64_C(0xfcd8bae81f0708ff) }, { UINT64_C(0xdadf0620f791c76c), UINT64_C(0x4d951a3542123047) }, 
{ UINT64_C(0xac48b84f640ded62), UINT64_C(0x19ddcd6df6ae8912) }, { UINT64_C(0x9e548c0dcb5021cc), UINT64_C(0x4219b020df22ea15) }, 
{ UINT64_C(0x39bdf88817b4db68), UINT64_C(0x75a58f483aadccbe) }, { UINT64_C(0xd6ad5227f3c826cd), UINT64_C(0x4c1504aec17dd5ba) }, 
{ UINT64_C(0xe09febd9e1a2b5bd), UINT64_C(0xa910732b28d45457) }, { UINT64_C(0xd747e0084db5411b), UINT64_C(0x82b4e79cf1e50c61) }, 
{ UINT64_C(0xeefa18805a019a73), UINT64_C(0xf71168d4cb48c0df) }, { UINT64_C(0x6016e538208d0441), UINT64_C(0x088af05292fe24e4) }, 
{ UINT64_C(0xc23bae2eff23c6ed), UINT64_C(0x4f5626c087cc397e) }, { UINT64_C(0xc02c097040d90882), UINT64_C(0x10d723a4e73f480b) }, 
{ UINT64_C(0xf7f402a1eccefc24), UINT64_C(0x3b73b7133e0e103d) }, { UINT64_C(0x3d937534aa8384b6), UINT64_C(0xcb648580fa882e54) }, 
{ UINT64_C(0x435812e0807110c7), UINT64_C(0x206d468b0d7e9016) }, { UINT64_C(0xd17ecaea4f78d0aa), UINT64_C(0x63f4e83051339ffe) }, 
{ UINT64_C(0x1152c39a0fa1d828), UINT64_C(0x7323cb94b60cd7f5) }, { UINT64_C(0x56245cc632e79731), UINT64_C(0xed8f87d77b57a509) }, 
{ UINT64_C(0x72b933d32eab75d0), UINT64_C(0xea89dd9074995bbf) }, { UINT64_C(0x2577dd3aa2318537), UINT64_C(0xc9a7b9753f56276d) }, 
{ UINT64_C(0x9b90b39ec81a19c4), UINT64_C(0x327959da2f9fd124) }, { UINT64_C(0xffa8db1a55a0425b), UINT64_C(0x8432a3407d44172a) }, 
{ UINT64_C(0x520ad17a8fd0c8ef), UINT64_C(0x534e8d1fbb7247e3) }, { UINT64_C(0x300b931c10a702c1), UINT64_C(0x04457829497f1272) }, 
{ UINT64_C(0x55d949b733603e88), UINT64_C(0x7caf61812b3c0da7) }, { UINT64_C(0x8ac27004c7bbc1ec), UINT64_C(0x415a924e999306d1) }, 
{ UINT64_C(0x67c57df59c3df226), UINT64_C(0x276b1ccc02b06ea0) }, { UINT64_C(0x7ae5ea6897c5cbaf), UINT64_C(0x55c8c9c337d35ca8) }, 
{ UINT64_C(0x0d98e628ba248677), UINT64_C(0xcf21fda9b3f73c26) }, { UINT64_C(0x09b66b940713d9a9), UINT64_C(0x71e0f76173d2decc) }, 
{ UINT64_C(0xcc5e5d774480e923), UINT64_C(0x11573d3f6450adf6) }, { UINT64_C(0x2b122e631992aaf9), UINT64_C(0x97a6a28adccab3e5) }, 
{ UINT64_C(0xe55bd44ae2e88db5), UINT64_C(0xd9709ad1d8696f66) }, { UINT64_C(0x893f6575c63c6855), UINT64_C(0xd07a7418c9f8ae7f) }, 
{ UINT64_C(0xecedbfdee5fb541c), UINT64_C(0xa8906db0abbbb1aa) }, { UINT64_C(0xb4ac10416cbfece3), UINT64_C(0x1b1ef1983370802b) }, 
{ UINT64_C(0xe8c3326258cc0bc2), UINT64_C(0x165167786b9e5340) }, { UINT64_C(0x95f540c773b9360a), UINT64_C(0x6c784225cc0345ac) }, 
{ UINT64_C(0x07d398cdbcb0f667), UINT64_C(0x2fe1ec9e904e4a44) }, { UINT64_C(0xbac9e318d71cc32d), UINT64_C(0x451fea67d0ec14a3) }, 
{ UINT64_C(0x97e2e799cc43f865), UINT64_C(0x33f94741acf034d9) }, { UINT64_C(0x9c432b5374aaefa3), UINT64_C(0x1d98b544bfd19b60) }, 
{ UINT64_C(0x829ea9bf7ed57f93), UINT64_C(0xfe1b861ddad901c6) }, { UINT64_C(0x7d3672a52b753dc8), UINT64_C(0x7a29255da79d16ec) }, 
{ UINT64_C(0xf5e3a5ff5334324b), UINT64_C(0x64f2b2775efd6148) }, { UINT64_C(0x5841af9f8944b8ff), UINT64_C(0xb38e9c2898cb3181) }, 
{ UINT64_C(0x84a7835d7c18ee22), UINT64_C(0x1f5b89b17a0f9259) }, { UINT64_C(0x0ba1cccab8e917c6), UINT64_C(0x2e61f2051321afb9) }, 
{ UINT64_C(0x3a40edf9163372d1), UINT64_C(0xe485691e6ac66410) }, { UINT64_C(0xbd1a7bd56bac354a), UINT64_C(0x6afe06f940a25ee7) }, 
{ UINT64_C(0x59ab1db03739df29), UINT64_C(0x7d2f7f1aa853e85a) }, { UINT64_C(0xe929804de6b16c14), UINT64_C(0xd8f0844a5b068a9b) }, 
{ UINT64_C(0x51f7c40b8e576156), UINT64_C(0xc26e6b49eb19ef4d) }, { UINT64_C(0xab9b2082d8bd1b05), UINT64_C(0x363c21f366e0c356) }, 
{ UINT64_C(0xaa7192ad66c07cd3), UINT64_C(0xf89dc2c156781a8d) }, { UINT64_C(0x6bb729f298641387), UINT64_C(0x26eb025781df8b5d) }, 
{ UINT64_C(0xc7ff91bdfc69fee5), UINT64_C(0x3f36cf3a7771024f) }, { UINT64_C(0x78f24d36283f05c0), UINT64_C(0x0a49cca757202ddd) }, 
{ UINT64_C(0x4b04cb5b391faeb8), UINT64_C(0x9f2c52d84e349701) }, { UINT64_C(0xfa6ce48956ea7a53), UINT64_C(0xf4524aba8df92c1b) }, 
{ UINT64_C(0xb8de444668e60d42), UINT64_C(0x1a9eef03b01f65d6) }, { UINT64_C(0xb0829dfdd188b33d), UINT64_C(0xa5dffb50f35562c1) }, 
{ UINT64_C(0xc99a62e447cad12b), UINT64_C(0x6137d4c594ed96c7) }, { UINT64_C(0xbf0ddc8bd456fb25), UINT64_C(0x357f039d20512f92) }, 
{ UINT64_C(0x714426a22f2cdc69), UINT64_C(0x7ba93bc624f2f311) }, { UINT64_C(0xc1c6bb5ffea46f54), UINT64_C(0xde76c096d7a791d0) }, 
{ UINT64_C(0x70ae948d9151bbbf), UINT64_C(0xb508d8f4146a2aca) }, { UINT64_C(0xf1cd2843ee036d95), UINT64_C(0xda33b8bf9ed883a2) }, 
{ UINT64_C(0x1cca25b2b5855e5f), UINT64_C(0xbc02363d05fbebd3) }, { UINT64_C(0xada20a60da708ab4), UINT64_C(0xd77c2e5fc63650c9) }, 
{ UINT64_C(0xf87b43d7e910b43c), UINT64_C(0xabd34fdeed0a5d6e) }, { UINT64_C(0x5bbcbaee88c31146), UINT64_C(0x22ae7a7ec8a0992f) }, 
{ UINT64_C(0xed070df15b8633ca), UINT64_C(0x66318e829b236871) }, { UINT64_C(0xfb8656a6e8971d85), UINT64_C(0x3af3a988bd61f5c0) }, 
{ UINT64_C(0x777d0c402de14dd8), UINT64_C(0x9ae9346a8424608e) }, { UINT64_C(0xb1682fd26ff5d4eb), UINT64_C(0x6b7e1862c3cdbb1a) }, 
{ UINT64_C(0x3c79c71b14fee360), UINT64_C(0x05c566b2ca10f78f) }, { UINT64_C(0x8163bcce7f52d62a), UINT64_C(0x6f3b604b8ab2a968) }, 
{ UINT64_C(0xcfa348064507409a), UINT64_C(0x8077db69343b0558) }, { UINT64_C(0x16815b57b3112e4f), UINT64_C(0x5cc2270a26429db1) }, 
{ UINT64_C(0xbee76ea46a2b9cf3), UINT64_C(0xfbdee0af10c9f649) }, { UINT64_C(0xa3c7f93961d3a57a), UINT64_C(0x897d35a025aac441) }, 
{ UINT64_C(0x0e65f359bba32fce), UINT64_C(0x5e011bffe39c9488) }, { UINT64_C(0xb75105306d38455a), UINT64_C(0x8a3e17ce631b2885) }, 
{ UINT64_C(0x38574aa7a9c9bcbe), UINT64_C(0xbb046c7a0a351565) }, { UINT64_C(0x998714c077e0d7ab), UINT64_C(0x6df85cbe4f6ca051) }, 
{ UINT64_C(0x53e0635531adaf39), UINT64_C(0x9def6e2d8bea9e38) }, { UINT64_C(0x7f21d5fb948ff3a7), UINT64_C(0x25a82039c76e6799) }, 
{ UINT64_C(0x7918ff1996426216), UINT64_C(0xc4e82f9567b8f406) }, { UINT64_C(0xfc55ce6b5427ebe2), UINT64_C(0x151245162d2fbf84) }, 
{ UINT64_C(0xf3da8f1d51f9a3fa), UINT64_C(0x85b2bddbfe2bf2d7) }, { UINT64_C(0xa1d05e67de296b15), UINT64_C(0xd6fc30c44559b534) }, 
{ UINT64_C(0x06392ae202cd91b1), UINT64_C(0xe1400faca0d6939f) }, { UINT64_C(0xb934f669d69b6a94), UINT64_C(0xd43f0c318087bc0d) }, 
{ UINT64_C(0x0000000000000000), UINT64_C(0x0000000000000000) }, { UINT64_C(0x854d3172c26589f4), UINT64_C(0xd1fa6a834a974b82) }, 
{ UINT64_C(0x4d3de1b93bd23f09), UINT64_C(0x7e6c5d74eee2049e) }, { UINT64_C(0x2cc1b6aea5225c9e), UINT64_C(0xb8474e144c84f9a1) }, 
{ UINT64_C(0x42e7b4cac03df4e8), UINT64_C(0xa59d85468a0e61c4) }, { UINT64_C(0x123fbc1025e61ef1), UINT64_C(0x2d307cb1b296ab86) }, 
{ UINT64_C(0xcaf8a0d05ac49637), UINT64_C(0x32b329f1e6b15361) }, { UINT64_C(0x39b6e7ff113ae82f), UINT64_C(0x8fc26955f082f27d) }, 
{ UINT64_C(0xd2dc1d4a2b01046c), UINT64_C(0x0edee3875334707e) }, { UINT64_C(0xa1912509d545d723), UINT64_C(0x301b4907fb7a4373) }, 
{ UINT64_C(0xcef674ebac041073), UINT64_C(0x38fe0a598fd0033b) }, { UINT64_C(0xc1019424d2d7da8c), UINT64_C(0xc06ce71c6a2bcf0f) }, 
{ UINT64_C(0xf6a2a66a610e384d), UINT64_C(0x54be1b26f4dbe5b1) }, { UINT64_C(0x03e55f82a7508333), UINT64_C(0xe645887e5e583cda) }, 
{ UINT64_C(0x33ade67545196485), UINT64_C(0x9e9fdf92f7917ae4) }, { UINT64_C(0x1a23d7660aa5d179), UINT64_C(0x39aa3a2260540b32) }, 
{ UINT64_C(0x227705e7c7aff947), UINT64_C(0x55ea2b5d1b5fedb8) }, { UINT64_C(0x8df3f55fb009248a), UINT64_C(0x7ee1f7358e577608) }, 
{ UINT64_C(0x4b19eac2334efb71), UINT64_C(0x5285bbffd345d587) }, { UINT64_C(0x35a458b2c8b9a1e3), UINT64_C(0x91150c6e4b210293) }, 
{ UINT64_C(0x57338363b44bef6e), UINT64_C(0x64a552210fa1a6c2) }, { UINT64_C(0xbfbc26542920801e), UINT64_C(0x03fc508df24f181b) }, 
{ UINT64_C(0x491e803e482eb853), UINT64_C(0x57424bab0694fdaa) }, { UINT64_C(0x247ebb204a0f3c21), UINT64_C(0x5a60f8a1a7ef95cf) }, 
{ UINT64_C(0x677b3a94560208d8), UINT64_C(0x1c7f05cda668e0fc) }, { UINT64_C(0x81e14a12698a6d46), UINT64_C(0x6036920e35f486e6) }, 
{ UINT64_C(0x696eef25f4e10236), UINT64_C(0x076f90a2c81a383f) }, { UINT64_C(0xb1a9f3e58bc38af0), UINT64_C(0x18ecc5e29c3dc0d8) }, 
{ UINT64_C(0xab8a248381665b89), UINT64_C(0x2146ffc0fc69cbea) }, { UINT64_C(0x34466dcc148961f2), UINT64_C(0x72977444c0a81664) }, 
{ UINT64_C(0x2f878fd4c21c709a), UINT64_C(0xa8bf364c2b7509a1) }, { UINT64_C(0xcb1a95ae86f45626), UINT64_C(0xd13151db6d384796) }, 
{ UINT64_C(0xc4ed7561f8279cd9), UINT64_C(0x29a3bc9e88c38ba2) }, { UINT64_C(0x7cbad88c809719b0), UINT64_C(0xc65747c54db5ff39) }, 
{ UINT64_C(0x96321747669c35e2), UINT64_C(0xa4c9b53d658a69cd) }, { UINT64_C(0xa7989bce58e51245), UINT64_C(0x3f919afb47ca3b04) }, 
{ UINT64_C(0xbe5e132af510400f), UINT64_C(0xe07e28a779c60cec) }, { UINT64_C(0x1631682bd32698b5), UINT64_C(0x277d5f19dbf7fbdc) }, 
{ UINT64_C(0x52df62269ebba93b), UINT64_C(0x8d6a09a3ed49e26f) }, { UINT64_C(0xb9b59893a4804578), UINT64_C(0x0c7683714eff606c) }, 
{ UINT64_C(0x54d6dce1131b6c5d), UINT64_C(0x82e0da5f51f99a18) }, { UINT64_C(0xba50c71103d0c64b), UINT64_C(0xea330b0f10a75cb6) }, 
{ UINT64_C(0x923cc37c905cb3a6), UINT64_C(0xae8496950ceb3997) }, { UINT64_C(0x48fcb540941e7842), UINT64_C(0xb4c033818d1de95d) }, 
{ UINT64_C(0xe57f2f0498d8e6ad), UINT64_C(0x9a0c1fbdcdc45ac0) }, { UINT64_C(0x3e5d6c4640aaed58), UINT64_C(0x63cac283c7bb9efd) }, 
{ UINT64_C(0x450c3f7391adf19f), UINT64_C(0x49952e90bd370d44) }, { UINT64_C(0xbc5979d68e70032d), UINT64_C(0xe5b9d8f3ac1724c1) }, 
{ UINT64_C(0x95d748c5c1ccb6d1), UINT64_C(0x428c3d433bd25517) }, { UINT64_C(0x688cda5b28d1c227), UINT64_C(0xe4ede88843932cc8) }, 
{ UINT64_C(0xdcc9c8fb89e20e82), UINT64_C(0x15ce76e83d46a8bd) }, { UINT64_C(0xf7409314bd3ef85c), UINT64_C(0xb73c630c7f52f146) }, 
{ UINT64_C(0xae66c5c6ab961ddc), UINT64_C(0xc889a4421e818f47) }, { UINT64_C(0xbdbb4ca85240c33c), UINT64_C(0x063ba0d9279e3036) }, 
{ UINT64_C(0x5f2fe8159b0820e6), UINT64_C(0x703f14b2dd630676) }, { UINT64_C(0x8c11c0216c39e49b), UINT64_C(0x9d638f1f05de62ff) }, 
{ UINT64_C(0x2a6b6e91e8ec36cf), UINT64_C(0x41706dcec99d4d0c) }, { UINT64_C(0x5d2882e9e06863c4), UINT64_C(0x75f8e4e608b22e5b) }, 
{ UINT64_C(0x657c50682d624bfa), UINT64_C(0x19b8f59973b9c8d1) }, { UINT64_C(0x7ab3664b0d37dcd6), UINT64_C(0xc9dd9439f105874e) }, 
{ UINT64_C(0x44ee0a0d4d9d318e), UINT64_C(0xaa1756ba36be19b3) }, { UINT64_C(0xd92529bea31248d7), UINT64_C(0xfc012d6adfaeec10) }, 
{ UINT64_C(0x93def6024c6c73b7), UINT64_C(0x4d06eebf87622d60) }, { UINT64_C(0x9827c2f6c47f3f0c), UINT64_C(0xbfd920520bf8b10e) }, 
{ UINT64_C(0x7b515335d1071cc7), UINT64_C(0x2a5fec137a8c93b9) }, { UINT64_C(0xe093ce41b228a0f8), UINT64_C(0x73c3443f2f2c1e6d) }, 
{ UINT64_C(0xe96d9049415baf61), UINT64_C(0x84db7a867667aa2e) }, { UINT64_C(0x1dc85cdf5b35d40e), UINT64_C(0xd5a291f4576d67b2) }, 
{ UINT64_C(0x7ebdb270fbf75a92), UINT64_C(0xc390b7919864d714) }, { UINT64_C(0x46e960f136fd72ac), UINT64_C(0xafd0a6eee36f319e) }, 
{ UINT64_C(0xaf84f0b877a6ddcd), UINT64_C(0x2b0bdc6895089bb0) }, { UINT64_C(0x82041590cedaee75), UINT64_C(0x86731a706bacba3c) }, 
{ UINT64_C(0x298e31134fbcb5fc), UINT64_C(0xa735e5b097c571d6) }, { UINT64_C(0x4afbdfbcef7e3b60), UINT64_C(0xb107c3d558ccc170) }, 
{ UINT64_C(0xf547f9e8c65ebb7e), UINT64_C(0xb2fb9358aa83d96b) }, { UINT64_C(0xf0ab18adecaefd2b), UINT64_C(0x5b34c8da486b9dc6) }, 
{ UINT64_C(0x430581b41c0d34f9), UINT64_C(0x461ffd6c01877533) }, { UINT64_C(0xa073107709751732), UINT64_C(0xd399312d70f35784) }, 
{ UINT64_C(0xe77845f8e3b8a58f), UINT64_C(0x9fcbefe9181572ed) }, { UINT64_C(0x0df08a3305b389dd), UINT64_C(0xfd551d11302ae419) }, 
{ UINT64_C(0xc91dff52fd941504), UINT64_C(0xd4f6a18fb8e96fbb) }, { UINT64_C(0x0609bec78da0c566), UINT64_C(0x0f8ad3fcbcb07877) }, 
{ UINT64_C(0x58c463acca982591), UINT64_C(0x9c37bf64ea5a6af6) }, { UINT64_C(0x795639c9aa675fe5), UINT64_C(0x2f981c47af5dbb94) }, 
{ UINT64_C(0x31aa8c893e7927a7), UINT64_C(0x9b582fc6224052c9) }, { UINT64_C(0x4102eb48676d77db), UINT64_C(0x43d80d38d4565d1e) }, 
{ UINT64_C(0xb857aded78b08569), UINT64_C(0xeff4fb5bc576749b) }, { UINT64_C(0xa47dc44cffb59176), UINT64_C(0xd9d41285199207de) }, 
{ UINT64_C(0xe49d1a7a44e826bc), UINT64_C(0x798e6797464d4e37) }, { UINT64_C(0x239530991b9f3956), UINT64_C(0xb668537790d6f94f) }, 
{ UINT64_C(0x9fcc494f95ef3a7b), UINT64_C(0x53d18b843cc1dd8e) }, { UINT64_C(0x592656d216a8e580), UINT64_C(0x7fb5c74e61d37e01) }, 
{ UINT64_C(0x15d437a974761b86), UINT64_C(0xc138d76785afc706) }, { UINT64_C(0x6090b12d07920daf), UINT64_C(0xf077ae1b91518c7c) }, 
{ UINT64_C(0xc0e3a15a0ee71a9d), UINT64_C(0x23ee9f36e1a2dbf8) }, { UINT64_C(0xd730fc0f01f14239), UINT64_C(0xe711b805b1dc34d3) }, 
{ UINT64_C(0x7d58edf25ca7d9a1), UINT64_C(0x25d53fefc63cebce) }, { UINT64_C(0xf2ac725197cebe09), UINT64_C(0x5ef3388e9dbab5eb) }, 
{ UINT64_C(0x9c2916cd32bfb948), UINT64_C(0xb59403fa6299e154) }, { UINT64_C(0x0c12bf4dd98349cc), UINT64_C(0x1ed7653bbba3f0ee) }, 
{ UINT64_C(0x2b895bef34dcf6de), UINT64_C(0xa2f215e4421459fb) }, { UINT64_C(0x19c688e4adf5524a), UINT64_C(0xdfefb25c3e0c37e8) }, 
{ UINT64_C(0xfd5b929ee91d74f6), UINT64_C(0xa661d5cb784179df) }, { UINT64_C(0xb24cac672c9309c3), UINT64_C(0xfea94d9cc265fc02) }, 
{ UINT64_C(0xf95546a51fddf2b2), UINT64_C(0xac2cf66311202985) }, { UINT64_C(0x143602d7a846db97), UINT64_C(0x22baaf4d0e26d3f1) }, 
{ UINT64_C(0xdb224342d8720bf5), UINT64_C(0xf9c6dd3e0a7fc43d) }, { UINT64_C(0xd53796f37a91011b), UINT64_C(0xe2d64851640d1cfe) }, 
{ UINT64_C(0xfab01927b88d7181), UINT64_C(0x4a697e1d4f78155f) }, { UINT64_C(0x279be4a2ed5fbf12), UINT64_C(0xbc2570dff9b7a915) }, 
{ UINT64_C(0xa3964ff5ae259401), UINT64_C(0x35dcb9532eab6b5e) }, { UINT64_C(0xc50f401f24175cc8), UINT64_C(0xca21c4b4034a9f55) }, 
{ UINT64_C(0x6c820e60de114463), UINT64_C(0xeea0cb202af27c92) }, { UINT64_C(0x3048b9f7e249e7b6), UINT64_C(0x78da57eca9c9463e) }, 
{ UINT64_C(0x02076afc7b604322), UINT64_C(0x05c7f054d5d1282d) }, { UINT64_C(0x513a3da439eb2a08), UINT64_C(0x6b2f81ddb311deb5) }, 
{ UINT64_C(0xf4a5cc961a6e7b6f), UINT64_C(0x5179eb72210acd9c) }, { UINT64_C(0x6a8bb0a753b18105), UINT64_C(0xe12a18dc964204e5) }, 
{ UINT64_C(0x9bc29d74632fbc3f), UINT64_C(0x599ca82c55a08dd4) }, { UINT64_C(0xff5cf862927d37d4), UINT64_C(0xa3a6259fad9051f2) }, 
{ UINT64_C(0x0bf934f488134cbb), UINT64_C(0xf2dfceed8c9a9c6e) }, { UINT64_C(0x8bfa4b983da9e1ec), UINT64_C(0x716b24c932e70e7f) }, 
{ UINT64_C(0x9dcb23b3ee8f7959), UINT64_C(0x56167bd0e910f5a3) }, { UINT64_C(0x0a1b018a54238caa), UINT64_C(0x115db6c707138899) }, 
{ UINT64_C(0x85ef9e299f4aeb02), UINT64_C(0x6a7bb1a65c95d6bc) }, { UINT64_C(0x840dab57437a2b13), UINT64_C(0x89f9c98cd71cc24b) }, 
{ UINT64_C(0x37a3324eb3d9e2c1), UINT64_C(0x94d2fc3a9ef02abe) }, { UINT64_C(0x83e620ee12ea2e64), UINT64_C(0x65f1625ae025aecb) }, 
{ UINT64_C(0x860ac1ab381a6831), UINT64_C(0x8c3e39d802cdea66) }, { UINT64_C(0x4ef50b8719bebd24), UINT64_C(0xbb4ae07d31ad912a) }, 
{ UINT64_C(0x364107306fe922d0), UINT64_C(0x7750841015793e49) }, { UINT64_C(0x1824bd9a71c5925b), UINT64_C(0x3c6dca76b585231f) }, 
{ UINT64_C(0x8ff49fa3cb6967a8), UINT64_C(0x7b2607615b865e25) }, { UINT64_C(0x1038d6ec5e865dd3), UINT64_C(0x28f78ce5674783ab) }, 
{ UINT64_C(0x903ba980eb3cf084), UINT64_C(0xab4366c1d93a11ba) }, { UINT64_C(0x74a6b3faafd4d638), UINT64_C(0xd2cd01569f775f8d) }, 
{ UINT64_C(0x7544868473e41629), UINT64_C(0x314f797c14fe4b7a) }, { UINT64_C(0xcd132b690b549340), UINT64_C(0xdebb8227d1883fe1) }, 
{ UINT64_C(0x17d35d550f1658a4), UINT64_C(0xc4ff2733507eef2b) }, { UINT64_C(0x2679d1dc316f7f03), UINT64_C(0x5fa708f5723ebde2) }, 
{ UINT64_C(0x78b40cb776579ff4), UINT64_C(0xcc1a646d24d4af63) }, { UINT64_C(0xc7082ae35f771fea), UINT64_C(0xcfe634e0d69bb778) }, 
{ UINT64_C(0xe294a4bdc948e3da), UINT64_C(0x7604b46bfafd3640) }, { UINT64_C(0xc6ea1f9d8347dffb), UINT64_C(0x2c644cca5d12a38f) }, 
{ UINT64_C(0xf1492dd3309e3d3a), UINT64_C(0xb8b6b0f0c3e28931) }, { UINT64_C(0x70a867c15914507c), UINT64_C(0xd88022fef6160fd7) }, 
{ UINT64_C(0xad839a440cc69eef), UINT64_C(0x2ecc2c3c40d9b39d) }, { UINT64_C(0x1c2a69a18705141f), UINT64_C(0x3620e9dedce47345) }, 
{ UINT64_C(0xcf1441957034d062), UINT64_C(0xdb7c7273045917cc) }, { UINT64_C(0x3a53b87db66a6b1c), UINT64_C(0x6987e12baedacea7) }, 
{ UINT64_C(0x21925a6560ff7a74), UINT64_C(0xb3afa3234507d162) }, { UINT64_C(0x081c6b762f43cf88), UINT64_C(0x149a4693d2c2a0b4) }, 
{ UINT64_C(0xe37691c3157823cb), UINT64_C(0x9586cc41717422b7) }, { UINT64_C(0x4cf2617b62defe06), UINT64_C(0xbe8d1029e47cb907) }, 
{ UINT64_C(0xea88cfcbe60b2c52), UINT64_C(0x629ef2f8283f96f4) }, { UINT64_C(0x94357dbb1dfc76c0), UINT64_C(0xa10e4569b05b41e0) }, 
{ UINT64_C(0x714a52bf8524906d), UINT64_C(0x3b025ad47d9f1b20) }, { UINT64_C(0x6375eeafa0c28e9c), UINT64_C(0x16322665cf09b0a6) }, 
{ UINT64_C(0x3c5a06ba3bcaae7a), UINT64_C(0x660d32d7126ab6d0) }, { UINT64_C(0x05ece1452af04655), UINT64_C(0xe9cf5b82e2e844ad) }, 
{ UINT64_C(0x99c5f788184fff1d), UINT64_C(0x5c5b58788071a5f9) }, { UINT64_C(0x3854d281cd0a283e), UINT64_C(0x6c40117f7b0be68a) }, 
{ UINT64_C(0xec81710c6babe934), UINT64_C(0x6d142104948fee83) }, { UINT64_C(0x2d80e528b97c33b8), UINT64_C(0xad78c618fea4218c) }, 
{ UINT64_C(0xc8ffca2c21a4d515), UINT64_C(0x3774d9a533607b4c) }, { UINT64_C(0x5534e99fcf2bac4c), UINT64_C(0x6162a275da708eef) }, 
{ UINT64_C(0x2e65baaa1e2cb08b), UINT64_C(0x4b3d4e66a0fc1d56) }, { UINT64_C(0x259c8e5e963ffc30), UINT64_C(0xb9e2808b2c668138) }, 
{ UINT64_C(0x01e2357edc30c011), UINT64_C(0xe382782a8b8914f7) }, { UINT64_C(0x9a20a80abf1f7c2e), UINT64_C(0xba1ed006de299923) }, 
{ UINT64_C(0xb44512a0a133cca5), UINT64_C(0xf1239e607ed58475) }, { UINT64_C(0x40e0de36bb5db7ca), UINT64_C(0xa05a75125fdf49e9) }, 
{ UINT64_C(0x3db833c4e7fa6e6b), UINT64_C(0x858f4afd99e3a227) }, { UINT64_C(0x80037f6cb5baad57), UINT64_C(0x83b4ea24be7d9211) }, 
{ UINT64_C(0x1bc1e218d6951168), UINT64_C(0xda284208ebdd1fc5) }, { UINT64_C(0x97d02239baacf5f3), UINT64_C(0x474bcd17ee037d3a) }, 
{ UINT64_C(0xc306fed8a9b799ae), UINT64_C(0xc5ab1748bffae722) }, { UINT64_C(0x9e2e7c3149dffa6a), UINT64_C(0xb053f3aeb748c979) }, 
{ UINT64_C(0x1e2d035dfc65573d), UINT64_C(0x33e7198a09355b68) }, { UINT64_C(0x649e6516f1528beb), UINT64_C(0xfa3a8db3f830dc26) }, 
{ UINT64_C(0x5ccab7973c58a3d5), UINT64_C(0x967a9ccc833b3aac) }, { UINT64_C(0x87e8f4d5e42aa820), UINT64_C(0x6fbc41f28944fe91) }, 
{ UINT64_C(0x533d5758428b692a), UINT64_C(0x6ee8718966c0f698) }, { UINT64_C(0xaa6811fd5d569b98), UINT64_C(0xc2c487ea77e0df1d) }, 
{ UINT64_C(0xdd2bfd8555d2ce93), UINT64_C(0xf64c0ec2b6cfbc4a) }, { UINT64_C(0x20706f1bbccfba65), UINT64_C(0x502ddb09ce8ec595) }, 
{ UINT64_C(0x66990fea8a32c8c9), UINT64_C(0xfffd7de72de1f40b) }, { UINT64_C(0x4d105405beee3e17), UINT64_C(0x5d0f68036ff5adf0) }, 
{ UINT64_C(0xfb522c5964bdb190), UINT64_C(0xa9eb0637c4f101a8) }, { UINT64_C(0xed634472b79b2925), UINT64_C(0x8e96592e1f06fa74) }, 
{ UINT64_C(0xb7a04d2206634f96), UINT64_C(0x1766161e208db8af) }, { UINT64_C(0x0e15d5b1a2e30aee), UINT64_C(0x1b10956f6e72d8c3) }, 
{ UINT64_C(0x881f141a9af962df), UINT64_C(0x972eacb76cbf32a5) }, { UINT64_C(0x324fd30b9929a494), UINT64_C(0x7d1da7b87c186e13) }, 
{ UINT64_C(0x07eb8bb951900577), UINT64_C(0xec08abd637396c80) }, { UINT64_C(0x4f173ef9c58e7d35), UINT64_C(0x58c89857ba2485dd) }, 
{ UINT64_C(0x09fe5e08f3730f99), UINT64_C(0xf7183eb9594bb443) }, { UINT64_C(0xd8c71cc07f2288c6), UINT64_C(0x1f8355405427f8e7) }, 
{ UINT64_C(0xb04bc69b57f34ae1), UINT64_C(0xfb6ebdc817b4d42f) }, { UINT64_C(0xe69a70863f88659e), UINT64_C(0x7c4997c3939c661a) }, 
{ UINT64_C(0xbbb2f26fdfe0065a), UINT64_C(0x09b173259b2e4841) }, { UINT64_C(0x6d603b1e02218472), UINT64_C(0x0d22b30aa17b6865) }, 
{ UINT64_C(0x5b213c2e6dc8a6a2), UINT64_C(0x7a72371ab402562c) }, { UINT64_C(0xe88fa5379d6b6f70), UINT64_C(0x675902acfdeebed9) }, 
{ UINT64_C(0xfcb9a7e0352db4e7), UINT64_C(0x45e3ade1f3c86d28) }, { UINT64_C(0x56d1b61d687b2f7f), UINT64_C(0x87272a0b8428b235) }, 
{ UINT64_C(0xa67aaeb084d5d254), UINT64_C(0xdc13e2d1cc432ff3) }, { UINT64_C(0xd13942c88c51875f), UINT64_C(0xe89b6bf90d6c4ca4) }, 
{ UINT64_C(0xf8b773dbc3ed32a3), UINT64_C(0x4fae8e499aa93d72) }, { UINT64_C(0xb3ae9919f0a3c9d2), UINT64_C(0x1d2b35b649ece8f5) }, 
{ UINT64_C(0x2c62d056654cf3a9), UINT64_C(0x4efabe32752d357b) }, { UINT64_C(0xd6d2c971ddc18228), UINT64_C(0x0493c02f3a552024) }, 
{ UINT64_C(0x6e85649ca5710741), UINT64_C(0xeb673b74ff2354bf) }, { UINT64_C(0x0ff7e0cf7ed3caff), UINT64_C(0xf892ed45e5fbcc34) }, 
{ UINT64_C(0xdf2c97792eb28db1), UINT64_C(0xf38bfe96631e9467) }, { UINT64_C(0x734d3843fe44d34f), UINT64_C(0x3ec5aa80a84e330d) }, 
{ UINT64_C(0xccf11e17d7645351), UINT64_C(0x3d39fa0d5a012b16) }, { UINT64_C(0xf34e472f4bfe7e18), UINT64_C(0xbd7140a41633a11c) }, 
{ UINT64_C(0x3bb18d036a5aab0d), UINT64_C(0x8a0599012553da50) }, { UINT64_C(0x50d808dae5dbea19), UINT64_C(0x88adf9f73898ca42) }, 
{ UINT64_C(0x72af0d3d2274135e), UINT64_C(0xdd47d2aa23c727fa) }, { UINT64_C(0xac61af3ad0f65efe), UINT64_C(0xcd4e5416cb50a76a) }, 
{ UINT64_C(0xd0db77b65061474e), UINT64_C(0x0b1913d386e55853) }, { UINT64_C(0x61728453dba2cdbe), UINT64_C(0x13f5d6311ad8988b) }, 
{ UINT64_C(0x8e16aadd1759a7b9), UINT64_C(0x98a47f4bd00f4ad2) }, { UINT64_C(0x6b6985d98f814114), UINT64_C(0x02a860f61dcb1012) }, 
{ UINT64_C(0x5ecddd6b4738e0f7), UINT64_C(0x93bd6c9856ea1281) }, { UINT64_C(0x3fbf59389c9a2d49), UINT64_C(0x8048baa94c328a0a) }, 
{ UINT64_C(0xe171fb3f6e1860e9), UINT64_C(0x90413c15a4a50a9a) }, { UINT64_C(0x1fcf36232055972c), UINT64_C(0xd06561a082bc4f9f) }, 
{ UINT64_C(0xa98d4e7ffa0618ab), UINT64_C(0x24810f9429b8e3c7) }, { UINT64_C(0x7743ec780884550b), UINT64_C(0x34888928c12f6357) }, 
{ UINT64_C(0x11dae39282b69dc2), UINT64_C(0xcb75f4cfecce975c) }, { UINT64_C(0xd33e2834f731c47d), UINT64_C(0xed5c9badd8bd6489) }, 
{ UINT64_C(0xb642785cda538f87), UINT64_C(0xf4e46e34ab04ac58) }, { UINT64_C(0x13dd896ef9d6dee0), UINT64_C(0xceb2049b391fbf71) }, 
{ UINT64_C(0x5ac30950b1f866b3), UINT64_C(0x99f04f303f8b42db) }, { UINT64_C(0xdecea207f2824da0), UINT64_C(0x100986bce8978090) }, 
{ UINT64_C(0x286c046d938c75ed), UINT64_C(0x44b79d9a1c4c6521) }, { UINT64_C(0xfebecd1c4e4df7c5), UINT64_C(0x40245db526194505) }, 
{ UINT64_C(0x8a187ee6e19921fd), UINT64_C(0x92e95ce3b96e1a88) }, { UINT64_C(0xa59ff13223855167), UINT64_C(0x3a566aaf921b1329) }, 
{ UINT64_C(0xd4d5a38da6a1c10a), UINT64_C(0x0154307bef840809) }, { UINT64_C(0xc2e4cba6758759bf), UINT64_C(0x26296f623473f3d5) }, 
{ UINT64_C(0xb5a727de7d030cb4), UINT64_C(0x12a1e64af55c9082) }, { UINT64_C(0xdac0763c0442cbe4), UINT64_C(0x1a44a51481f6d0ca) }, 
{ UINT64_C(0x91d99cfe370c3095), UINT64_C(0x48c11eeb52b3054d) }, { UINT64_C(0xee861bf010cbaa16), UINT64_C(0x68d3d150415ec6ae) }, 
{ UINT64_C(0x6297dbd17cf24e8d), UINT64_C(0xf5b05e4f4480a451) }, { UINT64_C(0xeb6afab53a3bec43), UINT64_C(0x811c8ad2a3b68203) }, 
{ UINT64_C(0xef642e8eccfb6a07), UINT64_C(0x8b51a97acad7d259) }, { UINT64_C(0xa86f7b012636d8ba), UINT64_C(0xc70377bea231f730) }, 
{ UINT64_C(0xa2747a8b72155410), UINT64_C(0xd65ec179a5227fa9) }, { UINT64_C(0x7f5f870e27c79a83), UINT64_C(0x2012cfbb13edc3e3) }, 
{ UINT64_C(0x040ed43bf6c08644), UINT64_C(0x0a4d23a86961505a) }, { UINT64_C(0x6f6751e27941c750), UINT64_C(0x08e5435e74aa4048) }, 
{ UINT64_C(0x0000000000000000), UINT64_C(0x0000000000000000) }, { UINT64_C(0x470b558feacdb2bd), UINT64_C(0x4c52dec468e62569) }, 
{ UINT64_C(0x76a1d906d4b4951a), UINT64_C(0xd70af1024aa677a0) }, { UINT64_C(0x89fd216446c9a2ce), UINT64_C(0x74acd49de7362652) }, 
{ UINT64_C(0x045bb3426ee518c6), UINT64_C(0x518bc04841db9d79) }, { UINT64_C(0xa306f712658f4c36), UINT64_C(0x33ea2527fa8130e7) }, 
{ UINT64_C(0x3b2e19ca9c049a9d), UINT64_C(0xa4985a404842b3c9) }, { UINT64_C(0x6c89a6396b80ab4b), UINT64_C(0x67eb11d71497c259) }, 
{ UINT64_C(0x556b07d2c0173db5), UINT64_C(0x0ad72bb39d59de4d) }, { UINT64_C(0xa63b18a1f1c25220), UINT64_C(0xe733d57d3a1c1b11) }, 
{ UINT64_C(0x976f1cce865cf491), UINT64_C(0x28daac8931a7fef7) }, { UINT64_C(0xddec60c1428e8b80), UINT64_C(0x1accd237e8706c44) }, 
{ UINT64_C(0xd0672af60acaa5d9), UINT64_C(0x6cc061fdaa98be40) }, { UINT64_C(0x7d407303ea3acd05), UINT64_C(0x65d0a726523b45f1) }, 
{ UINT64_C(0xa1ca4f33521c4055), UINT64_C(0xfa4e45033b0d9f3a) }, { UINT64_C(0x3884fd1a513f902e), UINT64_C(0xe86e0a760888aa9b) }, 
{ UINT64_C(0x7f8ccb22dda9c166), UINT64_C(0xac74c70293b7ea2c) }, { UINT64_C(0xb8b53f8d0faf1654), UINT64_C(0x5aa0b062ffd4e160) }, 
{ UINT64_C(0xb458294bbd433edd), UINT64_C(0xa9fe33ba3c7a85eb) }, { UINT64_C(0x5b4aa9354568195f), UINT64_C(0x302dc84f9f7b151b) }, 
{ UINT64_C(0x765c3257fb08f7f9), UINT64_C(0x8bf3b4809084a551) }, { UINT64_C(0x32fee0bfbaa5ac02), UINT64_C(0x831f29c24b71fcb4) }, 
{ UINT64_C(0xe299ca49b06f09db), UINT64_C(0xefdf483fe1e942f4) }, { UINT64_C(0x850c2d24cadd986c), UINT64_C(0x66174a4e37c1600d) }, 
{ UINT64_C(0xaad60e67432e7aa9), UINT64_C(0x146d56a5f9b27f9a) }, { UINT64_C(0x8f7630812147a440), UINT64_C(0x0d6669fa74383622) }, 
{ UINT64_C(0xcbd4e26960eaffbb), UINT64_C(0x058af4b8afcd6fc7) }, { UINT64_C(0x53fc0cb199612910), UINT64_C(0x92f88bdf1d0eece9) }, 
{ UINT64_C(0x6b78f1abc85eb93e), UINT64_C(0x7a9681a915864672) }, { UINT64_C(0x70cb3934a27ee35c), UINT64_C(0x13dc14ec10d397f5) }, 
{ UINT64_C(0x63ce542f14578971), UINT64_C(0xd843c23997f3bf80) }, { UINT64_C(0x10af89cb7b12609e), UINT64_C(0x876986e3c7ea3127) }, 
{ UINT64_C(0x5a2cf5c4bfc01f8f), UINT64_C(0xb57ff85d1e3da394) }, { UINT64_C(0xb9d3637cf5071084), UINT64_C(0xdff280707e9257ef) }, 
{ UINT64_C(0xabb05296b9867c79), UINT64_C(0x913f66b778f4c915) }, { UINT64_C(0x5cbbfea7e6b60b2a), UINT64_C(0x2d5058319e6a9130) }, 
{ UINT64_C(0x197f70be5db35601), UINT64_C(0xa0eef561c4d97e5a) }, { UINT64_C(0x0f47f2167fd7223a), UINT64_C(0xbfa8d3ee83647dd9) }, 
{ UINT64_C(0xf19ca752064663f6), UINT64_C(0x24409eea66c96a81) }, { UINT64_C(0xc87e06b9add1f508), UINT64_C(0x497ca48eef077695) }, 
{ UINT64_C(0x0b1c415411323afc), UINT64_C(0xee2313a6c2bfe0a0) }, { UINT64_C(0xb53e75ba47eb380d), UINT64_C(0x2cac03a8bd3c3364) }, 
{ UINT64_C(0x07f15792a3de1275), UINT64_C(0x1d7d907e0111842b) }, { UINT64_C(0xc9185a485779f3d8), UINT64_C(0xcc2e949c6e41c01a) }, 
{ UINT64_C(0x58e04de5885313ec), UINT64_C(0x7cdb9879dfb10c49) }, { UINT64_C(0xbd88d03e9be20842), UINT64_C(0x8e7940383f49ca96) }, 
{ UINT64_C(0xd55ac5459e87bbcf), UINT64_C(0xb81991a76a0595b6) }, { UINT64_C(0x4fbe93bc509f6107), UINT64_C(0xe6cf8ee4194ab945) }, 
{ UINT64_C(0xd6f0219553bcb17c), UINT64_C(0xf4efc1912acf8ce4) }, { UINT64_C(0xe055726887fc05b8), UINT64_C(0x267b281b2065ed29) }, 
{ UINT64_C(0x3469ebdce3d3b8a7), UINT64_C(0x1b3089aecb26ce10) }, { UINT64_C(0xfbe6baf7eddc5fda), UINT64_C(0x4f31bd5e25303cae) }, 
{ UINT64_C(0xecb864ae35102d31), UINT64_C(0xd525abc3e3cb89a2) }, { UINT64_C(0x643f03bdb7899b04), UINT64_C(0xc53e524796e23bab) }, 
{ UINT64_C(0xedde385fcfb82be1), UINT64_C(0x50779bd1628d3f2d) }, { UINT64_C(0x9334af8ce8b9ec57), UINT64_C(0x79516cc1707c638e) }, 
{ UINT64_C(0xe40ec12ae9191d7e), UINT64_C(0x77f0e85361be7050) }, { UINT64_C(0xbb1fdb5dc2941ce7), UINT64_C(0x1656e054bf1ef832) }, 
{ UINT64_C(0xfc17ed654e024daf), UINT64_C(0x524c2d202421b885) }, { UINT64_C(0x4353857ae273498e), UINT64_C(0x15910d3cdae4ddce) }, 
{ UINT64_C(0xfedb5544799141cc), UINT64_C(0x9be84d04e5ad1758) }, { UINT64_C(0xb3a97ed91e9d2ca8), UINT64_C(0xb483a3c43d6b01c0) }, 
{ UINT64_C(0x2c70c79344c8e876), UINT64_C(0x3e8c4cdd8eb906c5) }, { UINT64_C(0xcab2be989a42f96b), UINT64_C(0x80d8c4aa2e8bd948) }, 
{ UINT64_C(0x68d2157b0565b38d), UINT64_C(0x3660d19f554c5f20) }, { UINT64_C(0xdf20d8e0751d87e3), UINT64_C(0xd368b21329fcc399) }, 
{ UINT64_C(0x6f2342e9a6bba1f8), UINT64_C(0x2b1d41e1545ddb0b) }, { UINT64_C(0xe9858b1da15d3327), UINT64_C(0x01fc5b992356a254) }, 
{ UINT64_C(0xef12807ef82b2782), UINT64_C(0x99d3fbf5a30190f0) }, { UINT64_C(0xa81ab64674bd76ca), UINT64_C(0xddc93681383ed047) }, 
{ UINT64_C(0xc739f4afd206d732), UINT64_C(0xf6d477606c630b4c) }, { UINT64_C(0xf2364382cb7d6945), UINT64_C(0x68b6cedc260373d3) }, 
{ UINT64_C(0x994eb2290323d07b), UINT64_C(0x12204f75338535a1) }, { UINT64_C(0x9fd9b94a5a55c4de), UINT64_C(0x8a0fef19b3d20705) }, 
{ UINT64_C(0xad2759f5e0f068dc), UINT64_C(0x0910c6dbf8a3fbb1) }, { UINT64_C(0x2ae7ccf01dbefcd3), UINT64_C(0xa6a3ecb10eee3461) }, 
{ UINT64_C(0x2fda234389f3e2c5), UINT64_C(0x727a1cebce731f97) }, { UINT64_C(0x8dba88a016d4a823), UINT64_C(0xc4c209deb5b499ff) }, 
{ UINT64_C(0x0e21aee7857f24ea), UINT64_C(0x3afae3fc0222cb56) }, { UINT64_C(0x1c429f0dc9fe4817), UINT64_C(0x7437053b044455ac) }, 
{ UINT64_C(0x466e6ac9763e5798), UINT64_C(0xc148fd661a79f638) }, { UINT64_C(0xfa80e6061774590a), UINT64_C(0xca638d4ca4768a21) }, 
{ UINT64_C(0x3cdf4e583fda88e8), UINT64_C(0xb9e5ca3e495337e2) }, { UINT64_C(0x3e13f6790849848b), UINT64_C(0x7041aa1a88df983f) }, 
{ UINT64_C(0xf70bac315f307753), UINT64_C(0xbc6f3e86e69e5825) }, { UINT64_C(0x791bc04184dfd5c3), UINT64_C(0x345b676e13e0d888) }, 
{ UINT64_C(0xe3ff96b84ac70f0b), UINT64_C(0x6a8d782d60aff47b) }, { UINT64_C(0x21fb8da40c8cc62f), UINT64_C(0x4880ff17cc51d4c1) }, 
{ UINT64_C(0x7361dde46f45e9ef), UINT64_C(0x5f2a44da50198ea7) }, { UINT64_C(0x540d5b233abf3b65), UINT64_C(0x8f851ba11c1f68c2) }, 
{ UINT64_C(0x1bb3c89f6a205a62), UINT64_C(0x694a95450555d187) }, { UINT64_C(0x175ede59d8cc72eb), UINT64_C(0x9a14169dc6fbb50c) }, 
{ UINT64_C(0x7207811595edef3f), UINT64_C(0xda7874c8d15f3828) }, { UINT64_C(0x7bd77860b34cd9a0), UINT64_C(0xfdff074ad26c7755) }, 
{ UINT64_C(0xf66df0c0a5987183), UINT64_C(0x393d0e9467d8eeaa) }, { UINT64_C(0xd2ab92d73d59a9ba), UINT64_C(0xa56401d96b14119d) }, 
{ UINT64_C(0x9252f37d1211ea87), UINT64_C(0xfc035cd3f13ad501) }, { UINT64_C(0x7c262ff21092cbd5), UINT64_C(0xe0829734d37df37e) }, 
{ UINT64_C(0x66f3bb9c801a9767), UINT64_C(0x0c9a3263576e9476) }, { UINT64_C(0x37c30f0c2ee8b214), UINT64_C(0x57c6d9988becd742) }, 
{ UINT64_C(0xcf8f512b0e0fe77d), UINT64_C(0x540134f0ee16f2be) }, { UINT64_C(0x45c48e19bb055d2b), UINT64_C(0x8dbead505ab3ef6a) }, 
{ UINT64_C(0x36a553fdd440b4c4), UINT64_C(0xd294e98a0aaa61cd) }, { UINT64_C(0x2ebc7fb2735be415), UINT64_C(0xf7282cf94f35a918) }, 
{ UINT64_C(0x9ae456f9ce18dac8), UINT64_C(0x5ed61f43734f2cf3) }, { UINT64_C(0x5986111472fb153c), UINT64_C(0xf989a86b5ef7bac6) }, 
{ UINT64_C(0xe5689ddb13b11bae), UINT64_C(0xf2a2d841e0f8c6df) }, { UINT64_C(0x846a71d530759ebc), UINT64_C(0xe3457a5cb687d682) }, 
{ UINT64_C(0xe7a425fa242217cd), UINT64_C(0x3b06b86521746902) }, { UINT64_C(0xf84c5e2720e75569), UINT64_C(0x03c7ed6865fa25fc) }, 
{ UINT64_C(0xf0fafba3fcee6526), UINT64_C(0xa112aef8e78fdc0e) }, { UINT64_C(0x71ad65c558d6e58c), UINT64_C(0x968e24fe9195217a) }, 
{ UINT64_C(0x4c14776c9da46bb4), UINT64_C(0xaa39ded25980a017) }, { UINT64_C(0xdc8a3c30b8268d50), UINT64_C(0x9f9ee2256936dacb) }, 
{ UINT64_C(0x56c1e3020d2c3706), UINT64_C(0x46217b85dd93c71f) }, { UINT64_C(0x8cdcd451ec7caef3), UINT64_C(0x419039cc34f22f70) }, 
{ UINT64_C(0x86a6c9f407e692df), UINT64_C(0x2ae11a78770b795f) }, { UINT64_C(0xb694916a8ad032be), UINT64_C(0x605a539efdf62a36) }, 
{ UINT64_C(0xb7f2cd9b7078346e), UINT64_C(0xe508638c7cb09cb9) }, { UINT64_C(0x6064b0ffd96c83c2), UINT64_C(0x94b5920fd739a6d2) }, 
{ UINT64_C(0xe6c2790bde8a111d), UINT64_C(0xbe548877a032df8d) }, { UINT64_C(0x4235d98b18db4f5e), UINT64_C(0x90c33d2e5ba26b41) }, 
{ UINT64_C(0x4d722b9d670c6d64), UINT64_C(0x2f6beec0d8c61698) }, { UINT64_C(0xcd43e90a399ceb1e), UINT64_C(0x9da554d42f9a5d63) }, 
{ UINT64_C(0x233735853b1fca4c), UINT64_C(0x81249f330ddd7b1c) }, { UINT64_C(0x08b6a584dc09304f), UINT64_C(0xa2d543908275f9f2) }, 
{ UINT64_C(0x0d8b4a3748442e59), UINT64_C(0x760cb3ca42e8d204) }, { UINT64_C(0xd9b7d3832c6b9346), UINT64_C(0x4b47127fa9abf13d) }, 
{ UINT64_C(0x5e774686d1250749), UINT64_C(0xe4f438155fe63eed) }, { UINT64_C(0x3398bc4e400daad2), UINT64_C(0x064d19d0ca374a3b) }, 
{ UINT64_C(0x260ada36af52d45a), UINT64_C(0x55fd6f69cd4050ea) }, { UINT64_C(0x6e451e185c13a728), UINT64_C(0xae4f71f3d51b6d84) }, 
{ UINT64_C(0xee74dc8f02832152), UINT64_C(0x1c81cbe72247267f) }, { UINT64_C(0xf5c7141068a37b30), UINT64_C(0x75cb5ea22712f7f8) }, 
{ UINT64_C(0x5130b490aef22573), UINT64_C(0x5b5cebfbdc824334) }, { UINT64_C(0x22516974c1b7cc9c), UINT64_C(0x0476af218c9bcd93) }, 
{ UINT64_C(0x09d0f97526a1369f), UINT64_C(0x2787738203334f7d) }, { UINT64_C(0xea2f6fcd6c663994), UINT64_C(0x4d0a0baf639cbb06) }, 
{ UINT64_C(0x24c6621798c1d839), UINT64_C(0x9c590f4d0cccff37) }, { UINT64_C(0xd3cdce26c7f1af6a), UINT64_C(0x203631cbea52a712) }, 
{ UINT64_C(0x15926678ef5f7e88), UINT64_C(0x53b076b907771ad1) }, { UINT64_C(0x276c86c755fad28a), UINT64_C(0xd0af5f7b4c06e665) }, 
{ UINT64_C(0x89e13be27831b0e5), UINT64_C(0x9549c996f46f0486) }, { UINT64_C(0x0ced16c6b2ec2889), UINT64_C(0xf35e83d8c3ae648b) }, 
{ UINT64_C(0x01665cf1faa806d0), UINT64_C(0x855230128146b68f) }, { UINT64_C(0x8e106c70dbefa290), UINT64_C(0x883459e8f57e80ad) }, 
{ UINT64_C(0x91f817addf2ae034), UINT64_C(0xb0f50ce5b1f0cc53) }, { UINT64_C(0xc2041b1c464bc924), UINT64_C(0x220d873aacfe20ba) }, 
{ UINT64_C(0xbcee8ccf614a0e92), UINT64_C(0x0b2b702abe0f7c19) }, { UINT64_C(0x11c9d53a81ba664e), UINT64_C(0x023bb6f146ac87a8) }, 
{ UINT64_C(0x02ccb82137930c63), UINT64_C(0xc9a46024c18cafdd) }, { UINT64_C(0x9b820a0834b0dc18), UINT64_C(0xdb842f51f2099a7c) }, 
{ UINT64_C(0xa260abe39f274ae6), UINT64_C(0xb6b815357bc78668) }, { UINT64_C(0x65595f4c4d219dd4), UINT64_C(0x406c625517a48d24) }, 
{ UINT64_C(0x126331ea4c816cfd), UINT64_C(0x4ecde6c706669efa) }, { UINT64_C(0xfd71b194b4aa4b7f), UINT64_C(0xd71e1d32a5670e0a) }, 
{ UINT64_C(0xa591fc713cf95893), UINT64_C(0xabc5854b7ad60243) }, { UINT64_C(0x06970b63597614a5), UINT64_C(0x982fa06c805732a4) }, 
{ UINT64_C(0xeb49333c96ce3f44), UINT64_C(0xc8583bbde2da0d89) }, { UINT64_C(0x87c09505fd4e940f), UINT64_C(0xafb32a6af64dcfd0) }, 
{ UINT64_C(0xe1332e997d540368), UINT64_C(0xa3291809a1235ba6) }, { UINT64_C(0x470836388c965148), UINT64_C(0x441acd749b3f40b7) }, 
{ UINT64_C(0xe8e3d7ec5bf535f7), UINT64_C(0x84ae6b8ba21014db) }, { UINT64_C(0x350fb72d197bbe77), UINT64_C(0x9e62b9bc4a60789f) }, 
{ UINT64_C(0x6deffac89128ad9b), UINT64_C(0xe2b921c595d174d6) }, { UINT64_C(0x209dd155f624c0ff), UINT64_C(0xcdd2cf054d17624e) }, 
{ UINT64_C(0x484fc42ef3417372), UINT64_C(0xfbb21e9a185b3d6e) }, { UINT64_C(0xae8dbd252dcb626f), UINT64_C(0x45e696edb869e2e3) }, 
{ UINT64_C(0x2b819001e716fa03), UINT64_C(0x23f1dca38fa882ee) }, { UINT64_C(0x9c735d9a976ece6d), UINT64_C(0xc6f9bf2ff3181e57) }, 
{ UINT64_C(0xd43c99b4642fbd1f), UINT64_C(0x3d4ba1b5eb432339) }, { UINT64_C(0x529a504063c92fc0), UINT64_C(0x17aabbcd9c485a66) }, 
{ UINT64_C(0xc0c8a33d71d8c547), UINT64_C(0xeba9e71e6d728f67) }, { UINT64_C(0xa4f7a080c6515e43), UINT64_C(0x2e97b559fb90b4cc) }, 
{ UINT64_C(0x13056d1bb6296a2d), UINT64_C(0xcb9fd6d587202875) }, { UINT64_C(0x8031c2975e90867a), UINT64_C(0xb2ceba14f75c4bfb) }, 
{ UINT64_C(0x8b2d83c34fa2bc86), UINT64_C(0x5ceda9b235e3ab5b) }, { UINT64_C(0x3032589e8d36a061), UINT64_C(0x4abb49e68afd5369) }, 
{ UINT64_C(0x94c5f81e4b67fe22), UINT64_C(0x642cfcbf716de7a5) }, { UINT64_C(0xd7967d64a914b7ac), UINT64_C(0x71bdf183ab893a6b) }, 
{ UINT64_C(0x909e4b5c2582e6e4), UINT64_C(0x35a73cf730b67adc) }, { UINT64_C(0x75f6d6873633fd4a), UINT64_C(0xc705e4b6d04ebc03) }, 
{ UINT64_C(0xda1d3753e15099f5), UINT64_C(0x07b14249e961e86f) }, { UINT64_C(0x40f961aa2f48433d), UINT64_C(0x59675d0a9a2ec49c) }, 
{ UINT64_C(0x1fe87bdd04c542a4), UINT64_C(0x38c1550d448e4cfe) }, { UINT64_C(0x294d2820d085f660), UINT64_C(0xea55bc874e242d33) }, 
{ UINT64_C(0x81579e66a43880aa), UINT64_C(0x379c8a06761afd74) }, { UINT64_C(0x4ed8cf4daa3767d7), UINT64_C(0x639dbef6980c0fca) }, 
{ UINT64_C(0xcc25b5fbc334edce), UINT64_C(0x18f764c6aedcebec) }, { UINT64_C(0xc36247edbce3cff4), UINT64_C(0xa75fb7282db89635) }, 
{ UINT64_C(0xa97ceab78e15701a), UINT64_C(0x589b0693b97866c8) }, { UINT64_C(0x6102ec0e23c48512), UINT64_C(0x11e7a21d567f105d) }, 
{ UINT64_C(0x3f75aa88f2e1825b), UINT64_C(0xf5139a0809992eb0) }, { UINT64_C(0x8a4bdf32b50aba56), UINT64_C(0xd9bf99a0b4a51dd4) }, 
{ UINT64_C(0xd1017607f062a309), UINT64_C(0xe99251ef2bde08cf) }, { UINT64_C(0x18192c4fa71b50d1), UINT64_C(0x25bcc573459fc8d5) }, 
{ UINT64_C(0xb0039a09d3a6261b), UINT64_C(0xf875f3f27da11892) }, { UINT64_C(0x9828eed8f98bd6ab), UINT64_C(0x97727f67b2c3832e) }, 
{ UINT64_C(0x787d9cb07e77d313), UINT64_C(0xb109577c92a66e07) }, { UINT64_C(0x25a03ee66269dee9), UINT64_C(0x190b3f5f8d8a49b8) }, 
{ UINT64_C(0x9ebfe5bba0fdc20e), UINT64_C(0x0f5ddf0b3294b18a) }, { UINT64_C(0x6795e76d7ab291b7), UINT64_C(0x89c80271d62822f9) }, 
{ UINT64_C(0x419f3d5bd5e045ed), UINT64_C(0xdc356d181b687213) }, { UINT64_C(0x44a2d2e841ad5bfb), UINT64_C(0x08ec9d42dbf559e5) }, 
{ UINT64_C(0x1d24c3fc33564ec7), UINT64_C(0xf16535298502e323) }, { UINT64_C(0x5ddda2561c1e0dfa), UINT64_C(0xa80268231f2c27bf) }, 
{ UINT64_C(0x773a6ea601a0f129), UINT64_C(0x0ea1849211c213de) }, { UINT64_C(0x282b74d12a2df0b0), UINT64_C(0x6f078c95cf629bbc) }, 
{ UINT64_C(0xb165c6f8290e20cb), UINT64_C(0x7d27c3e0fce7ae1d) }, { UINT64_C(0x053defb3944d1e16), UINT64_C(0xd4d9f05ac09d2bf6) }, 
{ UINT64_C(0x1e8e272cfe6d4474), UINT64_C(0xbd93651fc5c8fa71) }, { UINT64_C(0xf92a02d6da4f53b9), UINT64_C(0x8695dd7ae4bc9373) }, 
{ UINT64_C(0x1ad5946e90885cb2), UINT64_C(0xec18a55784136708) }, { UINT64_C(0x4a837c0fc4d27f11), UINT64_C(0x32167ebed9d792b3) }, 
{ UINT64_C(0x492998df09e975a2), UINT64_C(0x7ee02e88991d8be1) }, { UINT64_C(0xf3501f7331d56f95), UINT64_C(0xede4fecea745c55c) }, 
{ UINT64_C(0xc1aeffcc8b70c397), UINT64_C(0x6efbd70cec3439e8) }, { UINT64_C(0x57a7bff3f78431d6), UINT64_C(0xc3734b975cd57190) }, 
{ UINT64_C(0x3a48453b66ac9c4d), UINT64_C(0x21ca6a52c9040546) }, { UINT64_C(0xa75d44500b6a54f0), UINT64_C(0x6261e56fbb5aad9e) }, 
{ UINT64_C(0xd8d18f72d6c39596), UINT64_C(0xce15226d28ed47b2) }, { UINT64_C(0xba7987ac383c1a37), UINT64_C(0x9304d0463e584ebd) }, 
{ UINT64_C(0x03aae4d0cd3b0ab3), UINT64_C(0x4cf6503640ca1952) }, { UINT64_C(0x5056e861545a23a3), UINT64_C(0xde0edbe95dc4f5bb) }, 
{ UINT64_C(0xc5f54c8ee595db51), UINT64_C(0x3f701744adefa491) }, { UINT64_C(0x9d15016b6dc6c8bd), UINT64_C(0x43ab8f3d725ea8d8) }, 
{ UINT64_C(0xc65fa85e28aed1e2), UINT64_C(0x73864772ed25bdc3) }, { UINT64_C(0x9609403f7cf4f241), UINT64_C(0xad889c9bb0e14878) }, 
{ UINT64_C(0xf4a148e1920b7de0), UINT64_C(0xf0996eb0a6544177) }, { UINT64_C(0xbf44681fac710421), UINT64_C(0x47dd201cfec5654b) }, 
{ UINT64_C(0x3db912a9c5728e38), UINT64_C(0x3cb7fa2cc815816d) }, { UINT64_C(0x5f111a772b8d0199), UINT64_C(0x61a60807dea08862) }, 
{ UINT64_C(0xde4684118fb58133), UINT64_C(0x563a8201a8ba7516) }, { UINT64_C(0x7eea97d32701c7b6), UINT64_C(0x2926f71012f15ca3) }, 
{ UINT64_C(0x82fd7ab669038a19), UINT64_C(0x7b6ada3036d0e426) }, { UINT64_C(0x888767138299b635), UINT64_C(0x101bf9847529b209) }, 
{ UINT64_C(0x6a1ead5a32f6bfee), UINT64_C(0xffc4b1bb94c0f0fd) }, { UINT64_C(0x62a808deeeff8fa1), UINT64_C(0x5d11f22b16b5090f) }, 
{ UINT64_C(0xb2cf2228e4352a78), UINT64_C(0x31d193d6bc2db74f) }, { UINT64_C(0x4be520fe3e7a79c1), UINT64_C(0xb7444eac5891243c) }, 
{ UINT64_C(0x69b4498affcdb55d), UINT64_C(0xb332e18dd40ae9af) }, { UINT64_C(0x0a7a1da5eb9a3c2c), UINT64_C(0x6b7123b443f9562f) }, 
{ UINT64_C(0xafebe1d4d76364bf), UINT64_C(0xc0b4a6ff392f546c) }, { UINT64_C(0xa0ac13c2a8b44685), UINT64_C(0x7f1c7511ba4b29b5) }, 
{ UINT64_C(0xffbd09b58339471c), UINT64_C(0x1eba7d1664eba1d7) }, { UINT64_C(0xcee90ddaf4a7e1ad), UINT64_C(0xd15304e26f504431) }, 
{ UINT64_C(0x7ab1249149e4df70), UINT64_C(0x78ad3758532ac1da) }, { UINT64_C(0xbe2234ee56d902f1), UINT64_C(0xc28f100e7f83d3c4) }, 
{ UINT64_C(0x2d169b62be60eea6), UINT64_C(0xbbde7ccf0fffb04a) }, { UINT64_C(0x39e2a1ebab9796fe), UINT64_C(0x6d3c3a6489ce1c14) }, 
{ UINT64_C(0x95a3a4efb1cff8f2), UINT64_C(0xe17eccadf02b512a) }, { UINT64_C(0x163882a82264743b), UINT64_C(0x1f46268f47bd0383) }, 
{ UINT64_C(0xdb7b6ba21bf89f25), UINT64_C(0x82e3725b68275ee0) }, { UINT64_C(0xc493107f1f3ddd81), UINT64_C(0xba2227562ca9121e) }, 
{ UINT64_C(0xac4105041a586e0c), UINT64_C(0x8c42f6c979e54d3e) }, { UINT64_C(0x3154046f779ea6b1), UINT64_C(0xcfe979f40bbbe5e6) }, 
{ UINT64_C(0x0000000000000000), UINT64_C(0x0000000000000000) }, { UINT64_C(0x839b264793ab8cc9), UINT64_C(0xfe38ea22b79652a9) }, 
{ UINT64_C(0x74908a76cc9bfb9a), UINT64_C(0x4257d4a451080a8c) }, { UINT64_C(0x14f43a8915f77858), UINT64_C(0xd6e246ab8631ac5e) }, 
{ UINT64_C(0x78d91d808c853b8c), UINT64_C(0xd8ca2018a65b9caf) }, { UINT64_C(0xbf31b787a17cf5a1), UINT64_C(0x6910514cc5066818) }, 
{ UINT64_C(0xb7bedf6c21290321), UINT64_C(0xc0d01b9ab02ecdb8) }, { UINT64_C(0x42a1dc1eaa6960aa), UINT64_C(0xbaffe6aba289d961) }, 
{ UINT64_C(0xc992ec32cde39fcd), UINT64_C(0x164aed3d416b5a6f) }, { UINT64_C(0xd94f3c270e49b00e), UINT64_C(0x87097952ab3bd3ec) }, 
{ UINT64_C(0xa20d36c8b20a39b2), UINT64_C(0x58eb32f4c76fab7f) }, { UINT64_C(0xe2fff09c38e78538), UINT64_C(0x5924278be9ecca36) }, 
{ UINT64_C(0x74f041ff4c1bb64c), UINT64_C(0xc46a4fa508678a5f) }, { UINT64_C(0x7fe43e7bfc88f2fc), UINT64_C(0x6a826ecdb740cbc3) }, 
{ UINT64_C(0x83bc58c7e7df09e7), UINT64_C(0x0575414096ca26ae) }, { UINT64_C(0x9594a60c443a8144), UINT64_C(0x9a6603902b84a455) }, 
{ UINT64_C(0x4369d13bba2b0eba), UINT64_C(0x06e77ec1e48c8575) }, { UINT64_C(0x4e8880616af7ed6a), UINT64_C(0xa65f89160cb5cf91) }, 
{ UINT64_C(0xc620a7223dbba03d), UINT64_C(0x0dc2e93e2558a8a3) }, { UINT64_C(0x7db72431dc0c2edc), UINT64_C(0xd1b29d193b4a73eb) }, 
{ UINT64_C(0xadbf7dd842520642), UINT64_C(0x436336f7a35c59b3) }, { UINT64_C(0x5968738fd9500bd9), UINT64_C(0x855453acf7fe117e) }, 
{ UINT64_C(0x2d983270954bbd95), UINT64_C(0x413e1c09ff999b21) }, { UINT64_C(0xbd62adcd81f82981), UINT64_C(0xd220a298490cd030) }, 
{ UINT64_C(0x51e71b645905fd59), UINT64_C(0x2c94197a82d6b4de) }, { UINT64_C(0x719e784e1c92a31c), UINT64_C(0xcd12f2a49576651b) }, 
{ UINT64_C(0x854976198790ae87), UINT64_C(0x0b2597ffc1d42dd6) }, { UINT64_C(0x8dc61ef207c55807), UINT64_C(0xa2e5dd29b4fc8876) }, 
{ UINT64_C(0x1852b8fe43ffd943), UINT64_C(0x3883deb99f782c23) }, { UINT64_C(0xe9eb8f188874c188), UINT64_C(0xf7cc06e356cb8baa) }, 
{ UINT64_C(0xe823823d9836af98), UINT64_C(0x4bd49e8910ced7be) }, { UINT64_C(0x23e274457551ec75), UINT64_C(0xe6ae8060ddaf35f9) }, 
{ UINT64_C(0x6310b211ffbc50ff), UINT64_C(0xe761951ff32c54b0) }, { UINT64_C(0x502f164149479349), UINT64_C(0x908c8110c4d3e8ca) }, 
{ UINT64_C(0x4f408d447ab5837a), UINT64_C(0x1a47117c4ab09385) }, { UINT64_C(0x274440d1359a9735), UINT64_C(0x53cea50b06bb86a9) }, 
{ UINT64_C(0xcd34d8a68d28e48d), UINT64_C(0xa32ac8569a7fe93f) }, { UINT64_C(0xaa825e23325fcf32), UINT64_C(0xf12b7822b2470edf) }, 
{ UINT64_C(0x2c503f558509d385), UINT64_C(0xfd268463b99cc735) }, { UINT64_C(0xa7630f79e2832ce2), UINT64_C(0x51938ff55a7e443b) }, 
{ UINT64_C(0xd25b43a3bedaf4be), UINT64_C(0x29e1583a141c9270) }, { UINT64_C(0xd88731021e0bde1e), UINT64_C(0x3b11e138ed3e8ff8) }, 
{ UINT64_C(0x5af364e0e996b9e9), UINT64_C(0x827c38123df1f542) }, { UINT64_C(0xb9c49959c13352c1), UINT64_C(0x674087f392186360) }, 
{ UINT64_C(0x5f9d5d51b91facb9), UINT64_C(0x8b048513a0e01a06) }, { UINT64_C(0x28f60bc1c5c2a8c5), UINT64_C(0x4846a10862887465) }, 
{ UINT64_C(0x128eca5fe32ef3e3), UINT64_C(0x2a7367bb665a31ab) }, { UINT64_C(0x268c4df425d8f925), UINT64_C(0xefd63d6140bedabd) }, 
{ UINT64_C(0x30a4b33f863d7186), UINT64_C(0x70c57fb1fdf05846) }, { UINT64_C(0x1115dd30d3e841d3), UINT64_C(0x2d5b0c05ac55d597) }, 
{ UINT64_C(0x1d3c814f1376cc13), UINT64_C(0x31fb63b80269c367) }, { UINT64_C(0xe0acead618635918), UINT64_C(0xe214d45f65e6721e) }, 
{ UINT64_C(0x99bdfa7384a40c84), UINT64_C(0x86c66c2d85b8b2a5) }, { UINT64_C(0xb2d0e6dd71a01671), UINT64_C(0xc9a8a69b2d3f22fc) }, 
{ UINT64_C(0x871a6c53a71472a7), UINT64_C(0xb015642b4dde95fe) }, { UINT64_C(0xdad42b483e8f023e), UINT64_C(0x802112ec613437d0) }, 
{ UINT64_C(0x69ccc0b05f6d7a5f), UINT64_C(0xf5912c1d0a0e4938) }, { UINT64_C(0x6ca2f9010fe46f0f), UINT64_C(0xfce9911c971fa67c) }, 
{ UINT64_C(0xba5f8e36f1f5e0f1), UINT64_C(0x6068ec4d5817875c) }, { UINT64_C(0xae246ab77294b472), UINT64_C(0x444b5d496953bd8f) }, 
{ UINT64_C(0x86d26176b7561cb7), UINT64_C(0x0c0dfc410bdbc9ea) }, { UINT64_C(0x9cd3c3c2d42d19d4), UINT64_C(0x8fbed12c18a95de1) }, 
{ UINT64_C(0xceafcfc9bdee56bd), UINT64_C(0xa402a3e850700d03) }, { UINT64_C(0x9beee039a420d0a4), UINT64_C(0x3df69ff909b20a8d) }, 
{ UINT64_C(0x3a78c19e26ec5b26), UINT64_C(0x6235c6b304d245ce) }, { UINT64_C(0xde721fdc7e44797e), UINT64_C(0x35413787ba208480) }, 
{ UINT64_C(0x608ba57ecf7ae2cf), UINT64_C(0xe049fea13923b08c) }, { UINT64_C(0xffc371d32b91492b), UINT64_C(0x68df4433eb850951) }, 
{ UINT64_C(0xbb978313e1b78ee1), UINT64_C(0xdc7074271e12db48) }, { UINT64_C(0x6d6af4241fa6011f), UINT64_C(0x40f10976d11afa68) }, 
{ UINT64_C(0x0de1515ad0dce3d0), UINT64_C(0xa0b8f7d7e8394ae4) }, { UINT64_C(0x0e7a4635e01a51e0), UINT64_C(0xa7909c692236aed8) }, 
{ UINT64_C(0x1628fecba3e588a3), UINT64_C(0x9f1342d0bd4e82fb) }, { UINT64_C(0x527c0c0b69c34f69), UINT64_C(0x2bbc72c448d950e2) }, 
{ UINT64_C(0x0b147f84b09344b0), UINT64_C(0xaee82168bf27419c) }, { UINT64_C(0x8afb3d0977c89177), UINT64_C(0x10ad93fca5e7df1a) }, 
{ UINT64_C(0xec85b6a9d8fdd4d8), UINT64_C(0xfeb4bbe2cbda64ee) }, { UINT64_C(0x4d13970e5a315f5a), UINT64_C(0xa177e2a8c6ba2bad) }, 
{ UINT64_C(0xb425c80311efb111), UINT64_C(0xc7f870247a212984) }, { UINT64_C(0xab4a5306221da122), UINT64_C(0x4d33e048f44252cb) }, 
{ UINT64_C(0xc85ae117dda1f1dd), UINT64_C(0xaa527557076e067b) }, { UINT64_C(0xfe0b7cf63bd3273b), UINT64_C(0xd4c7dc59ad805545) }, 
{ UINT64_C(0xed4dbb8cc8bfbac8), UINT64_C(0x42ac23888ddf38fa) }, { UINT64_C(0xd1c054cc8e1c468e), UINT64_C(0x2ec93384de13764c) }, 
{ UINT64_C(0x6804cd954f2f144f), UINT64_C(0x4989b4774c0b152c) }, { UINT64_C(0x073d23fb700dc970), UINT64_C(0xb2484ed5111b576c) }, 
{ UINT64_C(0x333fa450b6fbc3b6), UINT64_C(0x77ed140f37ffbc7a) }, { UINT64_C(0x58a07eaac91265c9), UINT64_C(0x394ccbc6b1fb4d6a) }, 
{ UINT64_C(0xcbc1f678ed6743ed), UINT64_C(0xad7a1ee9cd61e247) }, { UINT64_C(0xd7357a12ee53e1ee), UINT64_C(0x2099e53b890d7d34) }, 
{ UINT64_C(0xf1b937e6cb8b18cb), UINT64_C(0xcf4fd85ac9b3a789) }, { UINT64_C(0x791110a59cc7559c), UINT64_C(0x64d2b872e05ec0bb) }, 
{ UINT64_C(0xd5666058ced73dce), UINT64_C(0x9ba916ef0507c51c) }, { UINT64_C(0x3bb0ccbb36ae3536), UINT64_C(0xde2d5ed942d719da) }, 
{ UINT64_C(0x76a35bb56c9f6a6c), UINT64_C(0x7f5abc71846d3277) }, { UINT64_C(0x487daebf0ab84a0a), UINT64_C(0xa80f5fa95babc4e9) }, 
{ UINT64_C(0xc473bd681d3f7c1d), UINT64_C(0xb6f21aeaa952108b) }, { UINT64_C(0x6143a85bdf388cdf), UINT64_C(0x5c5166cb7f26ec98) }, 
{ UINT64_C(0x8e5d099d3703ea37), UINT64_C(0xa5cdb6977ef36c4a) }, { UINT64_C(0x3f16f82f76654e76), UINT64_C(0x6b4d7bb299c3aa8a) }, 
{ UINT64_C(0xfd906b990b15950b), UINT64_C(0xd3efb7e7678fb179) }, { UINT64_C(0xea709877b8b273b8), UINT64_C(0xf0e46d5d9cc46f96) }, 
{ UINT64_C(0x21b16e0f55d53055), UINT64_C(0x5d9e73b451a58dd1) }, { UINT64_C(0xf2222089fb4daafb), UINT64_C(0xc867b3e403bc43b5) }, 
{ UINT64_C(0x340287abc6f60ac6), UINT64_C(0xc5a55ada26e4eb16) }, { UINT64_C(0x413acb719aafd29a), UINT64_C(0xbdd78d1568863d5d) }, 
{ UINT64_C(0x776b56907cdd047c), UINT64_C(0xc342241bc2686e63) }, { UINT64_C(0xa3c53beda24857a2), UINT64_C(0xe4f3aa9e816af76b) }, 
{ UINT64_C(0x4be6b9d03a7ef83a), UINT64_C(0xaf27341791a420d5) }, { UINT64_C(0xc28693b67d70db7d), UINT64_C(0xb8a2cc55fe4c1bf3) }, 
{ UINT64_C(0x32f7a975a6b9ada6), UINT64_C(0xcbf58c6571fae06e) }, { UINT64_C(0xf74c1938abc4bfab), UINT64_C(0xc11f0ee59eadacf1) }, 
{ UINT64_C(0x04a6349440cb7b40), UINT64_C(0xb560256bdb14b350) }, { UINT64_C(0xfc5866bc1b57fb1b), UINT64_C(0x6ff72f8d218aed6d) }, 
{ UINT64_C(0xebb89552a8f01da8), UINT64_C(0x4cfcf537dac13382) }, { UINT64_C(0x53b4012e79812179), UINT64_C(0x97a4eaae0edc0cf6) }, 
{ UINT64_C(0x9f48d4ade4ebabe4), UINT64_C(0x8896ba92d2a6b9dd) }, { UINT64_C(0xfaad48627b185c7b), UINT64_C(0x61a7f9327694e615) }, 
{ UINT64_C(0xe40ade4258a82258), UINT64_C(0x5774f134bef2c14e) }, { UINT64_C(0xca09fb5dfd252dfd), UINT64_C(0x116286838b64be53) }, 
{ UINT64_C(0x55412ff019ce8619), UINT64_C(0x99f43c1159c2078e) }, { UINT64_C(0xb083fc975124ca51), UINT64_C(0x7298554fa1359ad4) }, 
{ UINT64_C(0x1a01a2b4637b0563), UINT64_C(0x83b32d6d1372940b) }, { UINT64_C(0xc11d84d94db6694d), UINT64_C(0xbf8aa7eb3443ffcf) }, 
{ UINT64_C(0x642d91ea8fb1998f), UINT64_C(0x5529dbcae23703dc) }, { UINT64_C(0xf0713ac3dbc976db), UINT64_C(0x735740308fb6fb9d) }, 
{ UINT64_C(0x960fb16374fc3374), UINT64_C(0x9d4e682ee18b4069) }, { UINT64_C(0x9a26ed1cb462beb4), UINT64_C(0x81ee07934fb75699) }, 
{ UINT64_C(0x1bc9af9173396b73), UINT64_C(0x3fabb5075577c81f) }, { UINT64_C(0x47cfe5affae075fa), UINT64_C(0xb3875baa3f983625) }, 
{ UINT64_C(0x02531a4a2084dc20), UINT64_C(0xbb30f3d48c0ab828) }, { UINT64_C(0x7e2c335eecca9cec), UINT64_C(0xd69af6a7f14597d7) }, 
{ UINT64_C(0xa5301533c207f0c2), UINT64_C(0xeaa37c21d674fc13) }, { UINT64_C(0x548922d5098ce809), UINT64_C(0x25eca47b1fc75b9a) }, 
{ UINT64_C(0xb14bf1b24166a441), UINT64_C(0xce80cd25e730c6c0) }, { UINT64_C(0x7a8a07caac01e7ac), UINT64_C(0x63fad3cc2a512487) }, 
{ UINT64_C(0xeed6ace3f87908f8), UINT64_C(0x4584483647d0dcc6) }, { UINT64_C(0xdde908b34e82cb4e), UINT64_C(0x32695c39702f60bc) }, 
{ UINT64_C(0x3edef50a66272066), UINT64_C(0xd755e3d8dfc6f69e) }, { UINT64_C(0x56da389f29083429), UINT64_C(0x9edc57af93cde3b2) }, 
{ UINT64_C(0x459cffe5da64a9da), UINT64_C(0x08b7a87eb3928e0d) }, { UINT64_C(0x1cf48c6a0334a203), UINT64_C(0x8de3fbd2446c9f73) }, 
{ UINT64_C(0x35ca8a8ed6b464d6), UINT64_C(0x79bdc2b060e1b702) }, { UINT64_C(0x88a82743574c4d57), UINT64_C(0xab9d602829ed6732) }, 
{ UINT64_C(0x1ea7962023b07e23), UINT64_C(0x36d30806c866275b) }, { UINT64_C(0x6f39ee6e3f22dd3f), UINT64_C(0xfbc1faa25d104240) }, 
{ UINT64_C(0xe659c408782cfe78), UINT64_C(0xec4402e032f87966) }, { UINT64_C(0x6b9fdafa7fe9a67f), UINT64_C(0x4ea1dfc98604f110) }, 
{ UINT64_C(0x36519de1e672d6e6), UINT64_C(0x7e95a90eaaee533e) }, { UINT64_C(0x3d45e26556e19256), UINT64_C(0xd07d886615c912a2) }, 
{ UINT64_C(0x3c8def4046a3fc46), UINT64_C(0x6c65100c53cc4eb6) }, { UINT64_C(0x2aa5118be54674e5), UINT64_C(0xf37652dcee82cc4d) }, 
{ UINT64_C(0xa19621a782cc8b82), UINT64_C(0x5fc3594a0d604f43) }, { UINT64_C(0xac7770fd52106852), UINT64_C(0xff7bae9de55905a7) }, 
{ UINT64_C(0x1f6f9b0533f21033), UINT64_C(0x8acb906c8e637b4f) }, { UINT64_C(0xa4f81816d2459ed2), UINT64_C(0x56bbe44b9071a007) }, 
{ UINT64_C(0xfb6545476b5a326b), UINT64_C(0xddbf61583091ba01) }, { UINT64_C(0x4454f2c0ca26c7ca), UINT64_C(0xb4af3014f597d219) }, 
{ UINT64_C(0xc34e9e936d32b56d), UINT64_C(0x04ba543fb84947e7) }, { UINT64_C(0x81ef428dc75bd5c7), UINT64_C(0xbe45b2941ac09e86) }, 
{ UINT64_C(0x0fb24b10f0583ff0), UINT64_C(0x1b8804036433f2cc) }, { UINT64_C(0xd6fd7737fe118ffe), UINT64_C(0x9c817d51cf082120) }, 
{ UINT64_C(0xe164e7f308213708), UINT64_C(0x5e0c4c3523e32e0a) }, { UINT64_C(0x039b176f30c6b230), UINT64_C(0x07286bbeca0fe43c) }, 
{ UINT64_C(0x5c064a3e89d91e89), UINT64_C(0x8c2ceead6aeffe3a) }, { UINT64_C(0x4607e88aeaa21bea), UINT64_C(0x0f9fc3c0799d6a31) }, 
{ UINT64_C(0x7c7f2914cc4e40cc), UINT64_C(0x6daa05737d4f2fff) }, { UINT64_C(0x293e06e4d580c6d5), UINT64_C(0xf45e3962248d2871) }, 
{ UINT64_C(0x945cab295478ef54), UINT64_C(0x267e9bfa6d81f841) }, { UINT64_C(0x7056756b0cd0cd0c), UINT64_C(0x710a6aced373390f) }, 
{ UINT64_C(0x0c295c7fc09e8dc0), UINT64_C(0x1ca06fbdae3c16f0) }, { UINT64_C(0x936188d224752624), UINT64_C(0x9436d52f7c9aaf2d) }, 
{ UINT64_C(0x571235ba394a5a39), UINT64_C(0x22c4cfc5d5c8bfa6) }, { UINT64_C(0xe5c2d36748ea4c48), UINT64_C(0xeb6c695ef8f79d5a) }, 
{ UINT64_C(0x01c80d2510426e10), UINT64_C(0xbc18986a46055c14) }, { UINT64_C(0xdb1c266d2ecd6c2e), UINT64_C(0x3c398a8627316bc4) }, 
{ UINT64_C(0x094765ce90179890), UINT64_C(0x15d8d2bc332df9b4) }, { UINT64_C(0x65e59ccf9ff3f79f), UINT64_C(0xe93143a0a4325fc8) }, 
{ UINT64_C(0x80274fa8d719bbd7), UINT64_C(0x025d2afe5cc5c292) }, { UINT64_C(0x2e03251fa58d0fa5), UINT64_C(0x461677b735967f1d) }, 
{ UINT64_C(0xf8fe52285b9c805b), UINT64_C(0xda970ae6fa9e5e3d) }, { UINT64_C(0x8f9504b827418427), UINT64_C(0x19d52efd38f6305e) }, 
{ UINT64_C(0xb80c947cd1713cd1), UINT64_C(0xdb581f99d41d3f74) }, { UINT64_C(0x8c0e13d717873617), UINT64_C(0x1efd4543f2f9d462) }, 
{ UINT64_C(0x89602a66470e2347), UINT64_C(0x1785f8426fe83b26) }, { UINT64_C(0xa8d1446912db1312), UINT64_C(0x4a1b8bf63e4db6f7) }, 
{ UINT64_C(0xc5bbb04d0d7d120d), UINT64_C(0x0aea8280ef574c9f) }, { UINT64_C(0x382bdbd406688706), UINT64_C(0xd905356788d8fde6) }, 
{ UINT64_C(0xdfba12f96e06176e), UINT64_C(0x8959afedfc25d894) }, { UINT64_C(0x75384cda5c59d85c), UINT64_C(0x7872d7cf4e62d64b) }, 
{ UINT64_C(0x73cd62043c167f3c), UINT64_C(0x76220170197cdd33) }, { UINT64_C(0xd4ae6d7dde9553de), UINT64_C(0x27b18e8543029908) }, 
{ UINT64_C(0xcf67c2ecadac38ad), UINT64_C(0x181a3b8216755117) }, { UINT64_C(0x17e0f3eeb3a7e6b3), UINT64_C(0x230bdabafb4bdeef) }, 
{ UINT64_C(0x6a57d7df6fabc86f), UINT64_C(0xf2b947a3c001ad04) }, { UINT64_C(0xd3934e86ae989aae), UINT64_C(0x95f9c0505219ce64) }, 
{ UINT64_C(0xbef9baa2b13e9bb1), UINT64_C(0xd508c9268303340c) }, { UINT64_C(0x088f68eb8055f680), UINT64_C(0xa9c04ad67528a5a0) }, 
{ UINT64_C(0x199ab5db53bdb753), UINT64_C(0x849b46d3d97d7037) }, { UINT64_C(0x2079632a45975e45), UINT64_C(0xe186ebde17a0d1c5) }, 
{ UINT64_C(0x4cdb9a2b4a73314a), UINT64_C(0x1d6f7ac280bf77b9) }, { UINT64_C(0x90fa9fbd14b39414), UINT64_C(0x931ebe91b6954b11) }, 
{ UINT64_C(0x92a985f734374834), UINT64_C(0x282e4d453a9ff339) }, { UINT64_C(0xf4d70e579b020d9b), UINT64_C(0xc637655b54a248cd) }, 
{ UINT64_C(0xb5edc52601addf01), UINT64_C(0x7be0e84e3c247590) }, { UINT64_C(0x39e3d6f1162ae916), UINT64_C(0x651dad0dcedda1f2) }, 
{ UINT64_C(0xb318ebf861e27861), UINT64_C(0x75b03ef16b3a7ee8) }, { UINT64_C(0xb676d249316b6d31), UINT64_C(0x7cc883f0f62b91ac) }, 
{ UINT64_C(0xa05e2c82928ee592), UINT64_C(0xe3dbc1204b651357) }, { UINT64_C(0x667e8ba0af3545af), UINT64_C(0xee19281e6e3dbbf4) }, 
{ UINT64_C(0x97c7bc4664be5d64), UINT64_C(0x2156f044a78e1c7d) }, { UINT64_C(0xdc2105965ec0a55e), UINT64_C(0x8e71c453362a3ca8) }, 
{ UINT64_C(0xef1ea1c6e83b66e8), UINT64_C(0xf99cd05c01d580d2) }, { UINT64_C(0x40f2c6548aedbc8a), UINT64_C(0x01cf157f2e836149) }, 
{ UINT64_C(0x62d8bf34effe3eef), UINT64_C(0x5b790d75b52908a4) }, { UINT64_C(0x10ddd015c3aa2fc3), UINT64_C(0x9143946fea508983) }, 
{ UINT64_C(0x49b5a39a1afa241a), UINT64_C(0x1417c7c31dae98fd) }, { UINT64_C(0xf51f03728b40638b), UINT64_C(0x7a2ffd3112a714d9) }, 
{ UINT64_C(0xa919494c02997d02), UINT64_C(0xf603139c7848eae3) }, { UINT64_C(0xc7e8aa072df9ce2d), UINT64_C(0xb1da7154635df4b7) }, 
{ UINT64_C(0x84817b3c97d2c097), UINT64_C(0xb73d0f9587d171c2) }, { UINT64_C(0x72056f212c54112c), UINT64_C(0xca3a991a5f798127) }, 
{ UINT64_C(0x222a796065138265), UINT64_C(0x5ab6180a9baa69ed) }, { UINT64_C(0xafec679262d6da62), UINT64_C(0xf853c5232f56e19b) }, 
{ UINT64_C(0x316cbe1a967f1f96), UINT64_C(0xccdde7dbbbf50452) }, { UINT64_C(0x6ef1e34b2f60b32f), UINT64_C(0x47d962c81b151e54) }, 
{ UINT64_C(0x1346c77af36c9df3), UINT64_C(0x966bffd1205f6dbf) }, { UINT64_C(0xbcaaa0e891ba4791), UINT64_C(0x6e383af20f098c24) }, 
{ UINT64_C(0x4a2eb4f52a3c962a), UINT64_C(0x133fac7dd7a17cc1) }, { UINT64_C(0x147be48183615483), UINT64_C(0x2423b10431443ad3) }, 
{ UINT64_C(0xf3ea2daceb0fc4eb), UINT64_C(0x747f2b8e45b91fa1) }, { UINT64_C(0x056e39b150891550), UINT64_C(0x0978bd019d11ef44) }, 
{ UINT64_C(0xc0d589fc5df4075d), UINT64_C(0x03923f817246a3db) }, { UINT64_C(0x5dce471b999b7099), UINT64_C(0x303476c72ceaa22e) }, 
{ UINT64_C(0xe791c92d686e9068), UINT64_C(0x505c9a8a74fd2572) }, { UINT64_C(0x2b6d1caef5041af5), UINT64_C(0x4f6ecab6a8879059) }, 
{ UINT64_C(0x06f52ede604fa760), UINT64_C(0x0e50d6bf571e0b78) }, { UINT64_C(0xf684141dbb86d1bb), UINT64_C(0x7d07968fd8a8f0e5) }, 
{ UINT64_C(0x827455e2f79d67f7), UINT64_C(0xb96dd92ad0cf7aba) }, { UINT64_C(0x5e555074a95dc2a9), UINT64_C(0x371c1d79e6e54612) }, 
{ UINT64_C(0x24df57be055c2505), UINT64_C(0x54e6ceb5ccb46295) }, { UINT64_C(0xccfcd5839d6a8a9d), UINT64_C(0x1f32503cdc7ab52b) }, 
{ UINT64_C(0x379990c4f630b8f6), UINT64_C(0xc28d3164eceb0f2a) }, { UINT64_C(0x9d1bcee7c46f77c4), UINT64_C(0x33a649465eac01f5) }, 
{ UINT64_C(0x9875f75694e66294), UINT64_C(0x3adef447c3bdeeb1) }, { UINT64_C(0xe337fdb928a5eb28), UINT64_C(0xe53cbfe1afe99622) }, 
{ UINT64_C(0x25175a9b151e4b15), UINT64_C(0xe8fe56df8ab13e81) }, { UINT64_C(0x0adc72a1a0d12aa0), UINT64_C(0x12f0b902f9221d88) }, 
{ UINT64_C(0xd00859e99e5e289e), UINT64_C(0x92d1abee98162a58) }, { UINT64_C(0x8b33302c678aff67), UINT64_C(0xacb50b96e3e2830e) }, 
{ UINT64_C(0x9e80d988f4a9c5f4), UINT64_C(0x348e22f894a3e5c9) }, { UINT64_C(0x67b68685bf772bbf), UINT64_C(0x5201b0742838e7e0) }, 
{ UINT64_C(0xa6ab025cf2c142f2), UINT64_C(0xed8b179f1c7b182f) }, { UINT64_C(0x2fcb283ab5cf61b5), UINT64_C(0xfa0eefdd73932309) }, 
{ UINT64_C(0x15b3e9a493233a93), UINT64_C(0x983b296e774166c7) }, { UINT64_C(0x7b420aefbc4389bc), UINT64_C(0xdfe24ba66c547893) }, 
{ UINT64_C(0x0000000000000000), UINT64_C(0x0000000000000000) }, { UINT64_C(0xf9365f0d4bdeee4b), UINT64_C(0x668f928cbc9b0229) }, 
{ UINT64_C(0x9132929804f1fa04), UINT64_C(0x2f0626fbf0901705) }, { UINT64_C(0x5b3b69c5f9d4d7f9), UINT64_C(0x3e64a0787bf4a956) }, 
{ UINT64_C(0xff6a2da54a84525c), UINT64_C(0xc236bfb8b8edf8a5) }, { UINT64_C(0x73c62f2d9724db4d), UINT64_C(0x958bd19a9a0a382d) }, 
{ UINT64_C(0x62a72832bc572697), UINT64_C(0xa63054eded72db32) }, { UINT64_C(0x1d07498fe1724ac8), UINT64_C(0x27cf125353585c8f) }, 
{ UINT64_C(0xe195960e78674571), UINT64_C(0xe0e4f8e2e2bdfb0e) }, { UINT64_C(0xc35798302e817c06), UINT64_C(0x8651310c0c4dfe30) }, 
{ UINT64_C(0x02111d38235fd707), UINT64_C(0x0616660e0eb16a38) }, { UINT64_C(0x8a9f25c0b8413318), UINT64_C(0x5d87c43030f77ec0) }, 
{ UINT64_C(0x07dac854952f30eb), UINT64_C(0x0931991515a98b54) }, { UINT64_C(0x289767e6f906346c), UINT64_C(0x78fbf4d8d8c004e6) }, 
{ UINT64_C(0xedf3d89eb266f263), UINT64_C(0xf4906fc6c69d449e) }, { UINT64_C(0xb36945396a34faae), UINT64_C(0x16c7b59f9f4f9939) }, 
{ UINT64_C(0xb6a29055dc441d42), UINT64_C(0x19e04a8484577855) }, { UINT64_C(0xe5b7ac7e3ed9287f), UINT64_C(0xecc834fefe1c2f7e) }, 
{ UINT64_C(0x2709db52e096de9b), UINT64_C(0x699236f5f5e8e452) }, { UINT64_C(0xbd1e1691836a9abb), UINT64_C(0x04a544b5b5de4c91) }, 
{ UINT64_C(0xc48d5064bbae4ced), UINT64_C(0x8f60a81919e47564) }, { UINT64_C(0x1088e803dbbd7738), UINT64_C(0x30b0b67070c1d603) }, 
{ UINT64_C(0x175220574e9247d3), UINT64_C(0x39812f6565685d57) }, { UINT64_C(0xe64f5e5aed48759a), UINT64_C(0xe9d561f7f714705a) }, 
{ UINT64_C(0x01e9ef1cf0ce8ae2), UINT64_C(0x030b330707b9351c) }, { UINT64_C(0x45aef3605cc1f80c), UINT64_C(0xcfa26218189a3f60) }, 
{ UINT64_C(0x91ab4b073cd2c3d9), UINT64_C(0x70727c7171bf9c07) }, { UINT64_C(0x80ca4c1817a13e03), UINT64_C(0x43c9f90606c77f18) }, 
{ UINT64_C(0x33a309217d95c4ad), UINT64_C(0x550e4c999988e621) }, { UINT64_C(0xa5d28a72d468379f), UINT64_C(0x2c4da9fdfd9ef172) }, 
{ UINT64_C(0x0e7753a8e95e6015), UINT64_C(0x1262f12a2a91d5a8) }, { UINT64_C(0x7a6bb4d1eb558bb3), UINT64_C(0x8ed8b9a5a53266d1) }, 
{ UINT64_C(0xf2e58c29704b6fac), UINT64_C(0xd5491b9b9b747229) }, { UINT64_C(0xaa4c36c6cdf8dd68), UINT64_C(0x3d246bd0d0b611c6) }, 
{ UINT64_C(0x4e1275a403ef7ff5), UINT64_C(0xd2e76c2929130ba4) }, { UINT64_C(0x93ba563f1f8d14de), UINT64_C(0x76641a7f7f0ef63f) }, 
{ UINT64_C(0x084474e08cbfda1c), UINT64_C(0x18585b3838816be0) }, { UINT64_C(0x13701a27082c2add), UINT64_C(0x35ade37979c98927) }, 
{ UINT64_C(0xbcf7f98d73a41059), UINT64_C(0x07ae77b2b267798d) }, { UINT64_C(0x4065260ceab11fe0), UINT64_C(0xc0859d030382de0c) }, 
{ UINT64_C(0xec1a378242a87881), UINT64_C(0xf79b5cc1c1247182) }, { UINT64_C(0x68f241ea13b72b8c), UINT64_C(0xb87e69dbdb42daea) }, 
{ UINT64_C(0x2ea440ae9ce78e65), UINT64_C(0x72c15ecacad0baae) }, { UINT64_C(0x0f9ebcb41990eaf7), UINT64_C(0x1169c22d2d28e0b4) }, 
{ UINT64_C(0x6cd07b9a55094682), UINT64_C(0xb452a5c7c7e30e9a) }, { UINT64_C(0x55261b63877c8f34), UINT64_C(0xff12d468685be963) }, 
{ UINT64_C(0xb74b7f492c8a97a0), UINT64_C(0x1aeb798383ee4d49) }, { UINT64_C(0x381f8fe522bb4354), UINT64_C(0x484b42a8a801d2e5) }, 
{ UINT64_C(0x66851242fae94b99), UINT64_C(0xaa1c98f1f1d30f42) }, { UINT64_C(0x8967d7e46bd06efd), UINT64_C(0x589a913939ff21e4) }, 
{ UINT64_C(0x71d73215b47b0c4a), UINT64_C(0x939db79494bb5215) }, { UINT64_C(0x1f1654b7c22d9dcf), UINT64_C(0x21d9745d5de936b7) }, 
{ UINT64_C(0x4bd9a0c8b59f9819), UINT64_C(0xddc09332320beac8) }, { UINT64_C(0x20d3130675b9ee70), UINT64_C(0x60a3afe0e0416f06) }, 
{ UINT64_C(0x04223a7046be6d0e), UINT64_C(0x0c2ccc1c1ca1d470) }, { UINT64_C(0xfd7b309d69db855b), UINT64_C(0xc420d9b6b65c929d) }, 
{ UINT64_C(0x760dfa4121543ca1), UINT64_C(0x9aac2e818112d941) }, { UINT64_C(0x3479c175e8baf446), UINT64_C(0x5c3fd58c8c216d75) }, 
{ UINT64_C(0x31b214195eca13aa), UINT64_C(0x53182a9797398c19) }, { UINT64_C(0xfaa1f8c9fcf4b5b0), UINT64_C(0xcd1140a3a3f519c9) }, 
{ UINT64_C(0xaf87e3aa7b883a84), UINT64_C(0x320394cbcbaef0aa) }, { UINT64_C(0x09ad9bfc7c7150fe), UINT64_C(0x1b53683f3f385efc) }, 
{ UINT64_C(0x3668dc4dcbe52341), UINT64_C(0x5a29b3828290074d) }, { UINT64_C(0xde50d1bfcff336ce), UINT64_C(0xa19e235f5f15a2bf) }, 
{ UINT64_C(0xe26d642aabf61894), UINT64_C(0xe5f9adebebb5a42a) }, { UINT64_C(0x14aad2739d031a36), UINT64_C(0x3c9c7a6c6c600273) }, 
{ UINT64_C(0xccc92484371196f1), UINT64_C(0x9738f32121651e84) }, { UINT64_C(0xfb4817d50c3a3f52), UINT64_C(0xce1a73a4a44c2cd5) }, 
{ UINT64_C(0x9a17cdc363fc4420), UINT64_C(0x6d3772404036a8c3) }, { UINT64_C(0x9fdc18afd58ca3cc), UINT64_C(0x62108d5b5b2e49af) }, 
{ UINT64_C(0x53153c2be29d353d), UINT64_C(0xf5287e7a7a4b572b) }, { UINT64_C(0x6d399486a5c7cc60), UINT64_C(0xb75996c0c05a3b86) }, 
{ UINT64_C(0x5e9a9da7d85208cd), UINT64_C(0xe257da5959d2dda7) }, { UINT64_C(0x3fc547b1b79473bf), UINT64_C(0x417adbbdbda859b1) }, 
{ UINT64_C(0x2f4dafb26c290487), UINT64_C(0x71ca6dcdcd698fb2) }, { UINT64_C(0x5737065ba4235833), UINT64_C(0xf904b26666ea835b) }, 
{ UINT64_C(0xe7a6b1461d86ff78), UINT64_C(0xeade52f0f0ad4546) }, { UINT64_C(0xdb9b04d37983d122), UINT64_C(0xaeb9dc44440d43d3) }, 
{ UINT64_C(0x5c8b809ffb0ddfca), UINT64_C(0xe441bc575763b79f) }, { UINT64_C(0xb8d5c3fd351a7d57), UINT64_C(0x0b82bbaeaec6adfd) }, 
{ UINT64_C(0x4a304fd4455112fb), UINT64_C(0xdecba03535b2dfd4) }, { UINT64_C(0x50edce0f310c68d8), UINT64_C(0xf0352b737343080f) }, 
{ UINT64_C(0x4c03689c20b0a8f2), UINT64_C(0xd4f10a2727a2619c) }, { UINT64_C(0xd2369f2f05f281dc), UINT64_C(0xb5eab47b7b351d2f) }, 
{ UINT64_C(0xdda8239b1c626b2b), UINT64_C(0xa4837656561dfd9b) }, { UINT64_C(0xd7fd4a43b3826630), UINT64_C(0xbacd4b60602dfc43) }, 
{ UINT64_C(0x58a9baefbdb3b2c4), UINT64_C(0xe86d704b4bc263ef) }, { UINT64_C(0xbb2d31d9e68b20b2), UINT64_C(0x0e9feea7a7cef2d9) }, 
{ UINT64_C(0x741ce779020beba6), UINT64_C(0x9cba488f8fa3b379) }, { UINT64_C(0xae6e0cb68b46b066), UINT64_C(0x3108a7cccc17c5b6) }, 
{ UINT64_C(0x96718353a9fdf332), UINT64_C(0x7943e56464161753) }, { UINT64_C(0x54cff47f77b205d6), UINT64_C(0xfc19e76f6fe2dc7f) }, 
{ UINT64_C(0x3be77dc1f12a1eb1), UINT64_C(0x4d5617a1a1098dc1) }, { UINT64_C(0x49c8bdf096c04f1e), UINT64_C(0xdbd6f53c3cba80f0) }, 
{ UINT64_C(0x9253b923ef439e3c), UINT64_C(0x756f297878b7c323) }, { UINT64_C(0x99ef3fe7b06d19c5), UINT64_C(0x682a2749493ef7e7) }, 
{ UINT64_C(0xb280aa259afa704c), UINT64_C(0x15cc869898f6ac25) }, { UINT64_C(0x676cfd5e0a27c17b), UINT64_C(0xa917abf6f66a3a5e) }, 
{ UINT64_C(0xbee6e4b550fbc75e), UINT64_C(0x01b811bcbcd613b5) }, { UINT64_C(0xa0195f1e6218d073), UINT64_C(0x236a56e6e686101e) }, 
{ UINT64_C(0x6ec166a276569185), UINT64_C(0xb244c3c9c95264a2) }, { UINT64_C(0x9bfe22df9332cec2), UINT64_C(0x6e3c4147478f9ddf) }, 
{ UINT64_C(0xefe2c5a691392564), UINT64_C(0xf28609c8c82c2ea6) }, { UINT64_C(0xa85d2bfeeea70a6f), UINT64_C(0x3b320ddede077bfe) }, 
{ UINT64_C(0x8f54f0ac0e31d4f4), UINT64_C(0x52a03b2b2bef9fac) }, { UINT64_C(0x232be122a628b395), UINT64_C(0x65befae9e9493022) }, 
{ UINT64_C(0x39f660f9d275c9b6), UINT64_C(0x4b4071afafb8e7f9) }, { UINT64_C(0xa9b4c4e21e69808d), UINT64_C(0x38393ed9d9be4ee2) }, 
{ UINT64_C(0xa7c3974af737e098), UINT64_C(0x2a5bcff3f32f9b4a) }, { UINT64_C(0xced839bc144e41f6), UINT64_C(0x912e952f2fd474bc) }, 
{ UINT64_C(0xf30c63358085e54e), UINT64_C(0xd642289c9ccd4735) }, { UINT64_C(0xea2910ca2749c288), UINT64_C(0xfda1f6d3d334cfca) }, 
{ UINT64_C(0xe9d1e2eef4d89f6d), UINT64_C(0xf8bca3dada3c90ee) }, { UINT64_C(0xc564bf784b60c60f), UINT64_C(0x8c6b9b1e1e5d4078) }, 
{ UINT64_C(0x305bfb05ae049948), UINT64_C(0x501319909080b905) }, { UINT64_C(0x94609e6b8aa22435), UINT64_C(0x7f55836a6aa77d6b) }, 
{ UINT64_C(0x378133513b2ba9a3), UINT64_C(0x5922808585293251) }, { UINT64_C(0xb93c2ce1c5d4f7b5), UINT64_C(0x088988a9a97f98e1) }, 
{ UINT64_C(0xf6c7b65936f502a2), UINT64_C(0xd965d78787d5a659) }, { UINT64_C(0xdfb93ea33f3dbc2c), UINT64_C(0xa295105858ac97a3) }, 
{ UINT64_C(0xe8380df20416158f), UINT64_C(0xfbb790dddd85a5f2) }, { UINT64_C(0xb55a62710fd540a7), UINT64_C(0x1cfd1f8d8d5f2771) }, 
{ UINT64_C(0xa62a785607f96a7a), UINT64_C(0x2950fcf4f496ae56) }, { UINT64_C(0xf0f491115314b8ab), UINT64_C(0xd35f7d9595c51811) }, 
{ UINT64_C(0x2518c66ac3c9099c), UINT64_C(0x6f8450fbfb598e6a) }, { UINT64_C(0x3dd45a8994cba4b8), UINT64_C(0x476cbdb3b3193389) }, 
{ UINT64_C(0x8d45ed942d6e03f3), UINT64_C(0x54b65d25255ef594) }, { UINT64_C(0x75f50865f2c56144), UINT64_C(0x9fb17b88881a8665) }, 
{ UINT64_C(0x0d8fa18c3acf3df0), UINT64_C(0x177fa42323998a8c) }, { UINT64_C(0x5f7372bb289c822f), UINT64_C(0xe15ce95e5e6be8bb) }, 
{ UINT64_C(0x958971777a6caed7), UINT64_C(0x7c5eb06d6d1e4877) }, { UINT64_C(0x8332be3cc43063e6), UINT64_C(0x46d4ac0f0fcf203c) }, 
{ UINT64_C(0xd5ec577b90ddb137), UINT64_C(0xbcdb2d6e6e9c967b) }, { UINT64_C(0x439dd42839204205), UINT64_C(0xc598c80a0a8a8128) }, 
{ UINT64_C(0x1effbbab32e3172d), UINT64_C(0x22d2475a5a5003ab) }, { UINT64_C(0x6ae35cd230e8fc8b), UINT64_C(0xbe680fd5d5f3b0d2) }, 
{ UINT64_C(0x722fc03167ea51af), UINT64_C(0x9680e29d9db30d31) }, { UINT64_C(0x2a867adeda59e36b), UINT64_C(0x7eed92d6d6716ede) }, 
{ UINT64_C(0x0bbc86c45f2e87f9), UINT64_C(0x1d450e31318934c4) }, { UINT64_C(0xd614a55f434cecd2), UINT64_C(0xb9c678676794c95f) }, 
{ UINT64_C(0xcafa03cc52f02cf8), UINT64_C(0x9d0259333375a0cc) }, { UINT64_C(0xda72ebcf894d5bc0), UINT64_C(0xadb2ef4343b476cf) }, 
{ UINT64_C(0x24f129763307837e), UINT64_C(0x6c8f63fcfce0bb76) }, { UINT64_C(0xc2be772cde4ff6e4), UINT64_C(0x855a020b0bf4cb2c) }, 
{ UINT64_C(0x4ffb9ab8f321f517), UINT64_C(0xd1ec5f2e2eaa3eb8) }, { UINT64_C(0x0a5569d8afe00d1b), UINT64_C(0x1e4e3d36363001d8) }, 
{ UINT64_C(0x634ec72e4c99ac75), UINT64_C(0xa53b67eaeacbee2e) }, { UINT64_C(0xe3848b365b389276), UINT64_C(0xe6f29eecec0c9136) }, 
{ UINT64_C(0x1add81db745d7a23), UINT64_C(0x2efe8b4646f1d7db) }, { UINT64_C(0x35902e6918747ea4), UINT64_C(0x5f34e68b8b985869) }, 
{ UINT64_C(0x9e35f7b32542292e), UINT64_C(0x611bbe5c5c977cb3) }, { UINT64_C(0xc0af6a14fd1021e3), UINT64_C(0x834c64050545a114) }, 
{ UINT64_C(0x3c3db59564052e5a), UINT64_C(0x44678eb4b4a00695) }, { UINT64_C(0x6f2889be86981b67), UINT64_C(0xb14ff0ceceeb51be) }, 
{ UINT64_C(0xe45e4362ce17a29d), UINT64_C(0xefc307f9f9a51a62) }, { UINT64_C(0x7e498ea1adebe6bd), UINT64_C(0x82f475b9b993b2a1) }, 
{ UINT64_C(0x1299f53bf8e2a03f), UINT64_C(0x36a6d07e7e70bc3b) }, { UINT64_C(0x615fda166fc67b72), UINT64_C(0xa32d01e4e47a8416) }, 
{ UINT64_C(0x657de0662978167c), UINT64_C(0xaf01cdf8f8db5066) }, { UINT64_C(0x787aa9e9c80a5cb4), UINT64_C(0x88cedfabab830ce9) }, 
{ UINT64_C(0xc69c4d5c98f19bea), UINT64_C(0x8976ce1717551f5c) }, { UINT64_C(0x05cbd56cb670e7ec), UINT64_C(0x0f27ff1b1b18e16c) }, 
{ UINT64_C(0xb4b38d6dff1bca45), UINT64_C(0x1ff62c8a8ae6126d) }, { UINT64_C(0x3e2ca8ad475af95d), UINT64_C(0x4271e8baba116cad) }, 
{ UINT64_C(0x52fcd3371253bfdf), UINT64_C(0xf6234d7d7df26237) }, { UINT64_C(0xf4d6ab6115aad5a5), UINT64_C(0xdf73b1898964cc61) }, 
{ UINT64_C(0x16bbcf4bbe5ccd31), UINT64_C(0x3a8a1c6262d1684b) }, { UINT64_C(0xfe83c2b9ba4ad8be), UINT64_C(0xc13d8cbfbf54cdb9) }, 
{ UINT64_C(0x18cc9ce35702ad24), UINT64_C(0x28e8ed484840bde3) }, { UINT64_C(0xee0b2aba61f7af86), UINT64_C(0xf18d3acfcf951bba) }, 
{ UINT64_C(0xf8b0e5f1dfab62b7), UINT64_C(0xcb0726adad4473f1) }, { UINT64_C(0xcf31d6a0e480cb14), UINT64_C(0x9225a628286d41a0) }, 
{ UINT64_C(0x7db17c857e7abb58), UINT64_C(0x87e920b0b09bed85) }, { UINT64_C(0x5d626f830bc35528), UINT64_C(0xe74a8f5050da8283) }, 
{ UINT64_C(0xaba5d9da3d36578a), UINT64_C(0x3e2f58d7d70f24da) }, { UINT64_C(0x56dee94754edd2d1), UINT64_C(0xfa0f81616153b647) }, 
{ UINT64_C(0xbac4dec51645aa50), UINT64_C(0x0d94dda0a077c7c5) }, { UINT64_C(0x8ebd1fb0feff5e16), UINT64_C(0x51ab082c2c56aab0) }, 
{ UINT64_C(0xd3df7033f53c0b3e), UINT64_C(0xb6e1877c7c8c2833) }, { UINT64_C(0x297e88fa09c8be8e), UINT64_C(0x7bf0c7dfdf7931fa) }, 
{ UINT64_C(0x2cb55d96bfb85962), UINT64_C(0x74d738c4c461d096) }, { UINT64_C(0x15433d6f6dcd90d4), UINT64_C(0x3f97496b6bd9376f) }, 
{ UINT64_C(0xa43b656e24a6bd7d), UINT64_C(0x2f469afafa27c46e) }, { UINT64_C(0x2b6f95c22a976989), UINT64_C(0x7de6a1d1d1c85bc2) }, 
{ UINT64_C(0x691baef6e379a16e), UINT64_C(0xbb755adcdcfbeff6) }, { UINT64_C(0x86f96b507240840a), UINT64_C(0x49f3531414d7c150) }, 
{ UINT64_C(0x192573ffa7cc27c6), UINT64_C(0x2be3de4f4ff988ff) }, { UINT64_C(0x77e4155dd19ab643), UINT64_C(0x99a71d8686abec5d) }, 
{ UINT64_C(0xbf0f0ba9a0354dbc), UINT64_C(0x02b322bbbb6f26a9) }, { UINT64_C(0xac7f118ea8196761), UINT64_C(0x371ec1c2c2a6af8e) }, 
{ UINT64_C(0xd027821726ad56db), UINT64_C(0xb3fcd27575847717) }, { UINT64_C(0x9042a41bcc1c493b), UINT64_C(0x73794f767606a91b) }, 
{ UINT64_C(0x9dcd0597f6d374cb), UINT64_C(0x6406eb55559f2397) }, { UINT64_C(0xf53f447de5645f47), UINT64_C(0xdc78828e8eddf97d) }, 
{ UINT64_C(0x482152ec660ec5fc), UINT64_C(0xd8ddc63b3b03b5ec) }, { UINT64_C(0x47bfee587f9e2f0b), UINT64_C(0xc9b40416162b5558) }, 
{ UINT64_C(0xd863f6f7aa128cc7), UINT64_C(0xaba4894d4d051cf7) }, { UINT64_C(0x1161071f2b73fdda), UINT64_C(0x33bb85777778e31f) }, 
{ UINT64_C(0x9806d0fb40a39327), UINT64_C(0x6b21144e4e87c2fb) }, { UINT64_C(0x44471c7cac0f72ee), UINT64_C(0xcca9511f1f230a7c) }, 
{ UINT64_C(0x703edd0944b586a8), UINT64_C(0x9096849393026709) }, { UINT64_C(0xf11d7e0da3da3249), UINT64_C(0xd0544e92927c2d0d) }, 
{ UINT64_C(0x64940f7ad9b69c9e), UINT64_C(0xac0afeffff62657a) }, { UINT64_C(0xd405b86760133bd5), UINT64_C(0xbfd01e696925a367) }, 
{ UINT64_C(0xf72e5945c63b8840), UINT64_C(0xda6ee480806c9345) }, { UINT64_C(0xdc41cc87ecace1c9), UINT64_C(0xa788455151a4c887) }, 
{ UINT64_C(0x8b76cadc488fb9fa), UINT64_C(0x5e8cf737374e4bdc) }, { UINT64_C(0xc902f1e88161711d), UINT64_C(0x981f0c3a3a7dffe8) }, 
{ UINT64_C(0x97986c4f593379d0), UINT64_C(0x7a48d66363af224f) }, { UINT64_C(0xb091b71db9a5a74b), UINT64_C(0x13dae0969647c61d) }, 
{ UINT64_C(0x26e0344e10585479), UINT64_C(0x6a9905f2f251d14e) }, { UINT64_C(0x8123a304e76fb4e1), UINT64_C(0x40c2ca01017e4a04) }, 
{ UINT64_C(0xd98a19eb5adc0625), UINT64_C(0xa8afba4a4abc29eb) }, { UINT64_C(0x888e38f89b1ee41f), UINT64_C(0x5b91a23e3e4614f8) }, 
{ UINT64_C(0x594055f34d7d3826), UINT64_C(0xeb66434c4c7b56f3) }, { UINT64_C(0x22c20e3e56e63977), UINT64_C(0x66b5c9eeeef0053e) }, 
{ UINT64_C(0x324ae63d8d5b4e4f), UINT64_C(0x56057f9e9e31d33d) }, { UINT64_C(0x7fa061bd5d256c5f), UINT64_C(0x81ff46bebe2a87bd) }, 
{ UINT64_C(0x2d5cb28a4f76d380), UINT64_C(0x77dc0bc3c3d8e58a) }, { UINT64_C(0x8cac0288dda08911), UINT64_C(0x57bd6e2222e7c088) }, 
{ UINT64_C(0x3a0e92dd01e49453), UINT64_C(0x4e5d24a6a6b0b8dd) }, { UINT64_C(0x7b825bcd1b9b0151), UINT64_C(0x8dd38aa2a28b53cd) }, 
{ UINT64_C(0xd1ce6d0bd663dc39), UINT64_C(0xb0f7e172723d420b) }, { UINT64_C(0x51042113c1c2e23a), UINT64_C(0xf33e187474fa3d13) }, 
{ UINT64_C(0xcd20cb98c7df1c13), UINT64_C(0x9433c02626dc2b98) }, { UINT64_C(0xa1f0b00292d65a91), UINT64_C(0x206165e1e13f2502) }, 
{ UINT64_C(0x1ceea69311bcc02a), UINT64_C(0x24c4215454e16993) }, { UINT64_C(0x4dea8780d07e2210), UINT64_C(0xd7fa3920201b5480) }, 
{ UINT64_C(0x0c664e90ca01b712), UINT64_C(0x147497242420bf90) }, { UINT64_C(0xcb13ecd0a23ea61a), UINT64_C(0x9e096a3434cc95d0) }, 
{ UINT64_C(0x03f8f224d3915de5), UINT64_C(0x051d550909085f24) }, { UINT64_C(0x42743b34c9eec8e7), UINT64_C(0xc693fb0d0d33b434) }, 
{ UINT64_C(0x5b5148cb6e22ef21), UINT64_C(0xed70254242ca3ccb) }, { UINT64_C(0xf9590aed2f65e855), UINT64_C(0xc80c15aaaafd46ed) }, 
{ UINT64_C(0xc8eb1ef471affbff), UINT64_C(0x9b143f3d3dc4caf4) }, { UINT64_C(0x6b0ab3cec0267669), UINT64_C(0xbd633cd2d24a85ce) }, 
{ UINT64_C(0x7c5893998eb431ba), UINT64_C(0x84e213b7b722d899) }, { UINT64_C(0x418cc9101a7f9502), UINT64_C(0xc38eae04043beb10) }, 
{ UINT64_C(0x465601448f50a5e9), UINT64_C(0xcabf371111926044) }, { UINT64_C(0xc775a240683f1108), UINT64_C(0x8a7dfd1010ec2a40) }, 
{ UINT64_C(0xad96fe9258d7ed83), UINT64_C(0x3415f2c5c51f9a92) }, { UINT64_C(0xa3e1ad3ab1898d96), UINT64_C(0x267703efef8e4f3a) }, 
{ UINT64_C(0xb1785801496b2da9), UINT64_C(0x10d1d39191fef301) }, { UINT64_C(0xa208422641470774), UINT64_C(0x257c30e8e8377a26) }, 
{ UINT64_C(0xe07c791288a9cf93), UINT64_C(0xe3efcbe5e504ce12) }, { UINT64_C(0x213afc1a85776492), UINT64_C(0x63a89ce7e7f85a1a) }, 
{ UINT64_C(0x0633274865e1ba09), UINT64_C(0x0a3aaa121210be48) }, { UINT64_C(0x84e87668511f530d), UINT64_C(0x4fe5351a1a66ab68) }, 
{ UINT64_C(0x799346f538c4d656), UINT64_C(0x8bc5ecacac3a39f5) }, { UINT64_C(0xfc92df8199150fb9), UINT64_C(0xc72beab1b1e5a781) }, 
{ UINT64_C(0x9c24ea8b061dfe29), UINT64_C(0x670dd8525226168b) }, { UINT64_C(0x1b346ec78493f0c1), UINT64_C(0x2df5b8414148e2c7) }, 
{ UINT64_C(0xebc0ffd6d787486a), UINT64_C(0xfeaac5d4d48dfad6) }, { UINT64_C(0x82db512034fee904), UINT64_C(0x45df9f0808761520) }, 
{ UINT64_C(0x60b6350a9f08f190), UINT64_C(0xa02632e3e3c3b10a) }, { UINT64_C(0xc14685080ddeab01), UINT64_C(0x8047570202fc9408) }, 
{ UINT64_C(0x0000000000000000), UINT64_C(0x0000000000000000) }, { UINT64_C(0x8710844c828e0ee8), UINT64_C(0x4af86013136ef44c) }, 
{ UINT64_C(0x5ab8a7d79eec65c3), UINT64_C(0xee7b1645457309d7) }, { UINT64_C(0x85019974a1d1d9ef), UINT64_C(0x4cee061d1ddf9e74) }, 
{ UINT64_C(0x42c539bdfd8187fe), UINT64_C(0xab5f0fc597097cc9) }, { UINT64_C(0x12de4561c3dfcc2b), UINT64_C(0xbba5cede05dd1cf8) }, 
{ UINT64_C(0xca1fffa89e12d51c), UINT64_C(0x8315cf1f39088c52) }, { UINT64_C(0x396656242b055f06), UINT64_C(0x0de599662cc32ed2) }, 
{ UINT64_C(0xd2fa54332ab62865), UINT64_C(0x3a3eb0fabf2e9c05) }, { UINT64_C(0xa1bbe36290ef1a0b), UINT64_C(0x4a9db2bbc7477f92) }, 
{ UINT64_C(0xce6e93cca89da057), UINT64_C(0xe8f8856eb9b83514) }, { UINT64_C(0xc1a90a4b053a682c), UINT64_C(0xeb318da99adf3f0d) }, 
{ UINT64_C(0xf685def16fcb7333), UINT64_C(0x8fb7ef85b557a436) }, { UINT64_C(0x03542d2bf7f557a6), UINT64_C(0xbe3dd654607402d3) }, 
{ UINT64_C(0x335db8de5c7e6e54), UINT64_C(0x0f6b285daf38227d) }, { UINT64_C(0x1a3c9da9af0226bd), UINT64_C(0x6dbc5a3cc67ead74) }, 
{ UINT64_C(0x22d7d0946854f5d9), UINT64_C(0x0af330d7ca913c56) }, { UINT64_C(0x8d26b168b94fabcb), UINT64_C(0x290d79260e9df62d) }, 
{ UINT64_C(0x4baafa6c7d0fe10a), UINT64_C(0x17ec68aa748672b5) }, { UINT64_C(0x35f5e2887157c0db), UINT64_C(0xb01147f56fd02618) }, 
{ UINT64_C(0x573e3d93ff246938), UINT64_C(0xc52a5d3e7210dba4) }, { UINT64_C(0xbff612af096249fd), UINT64_C(0x4ccca2f681896ba0) }, 
{ UINT64_C(0x4973cc5e66a93ace), UINT64_C(0xc37b4d7334decf96) }, { UINT64_C(0x247f8ac2457d5b56), UINT64_C(0xb5895f7f0a793833) }, 
{ UINT64_C(0x6737a86654af50ca), UINT64_C(0x747ca337bd5cfb0a) }, { UINT64_C(0x81b505c4e31d3416), UINT64_C(0x94f9a7b54d8efee7) }, 
{ UINT64_C(0x697d2af8155b14d3), UINT64_C(0x1d1f587dbe174ee3) }, { UINT64_C(0xb1bc903148960de4), UINT64_C(0x25af59bc82c2de49) }, 
{ UINT64_C(0xab800d98e7942b59), UINT64_C(0x4813038044bc733d) }, { UINT64_C(0x3478f9919d044cb9), UINT64_C(0xdabbb4784ffc99e8) }, 
{ UINT64_C(0x2fc97f21de55e666), UINT64_C(0xddad1dc9a9ae8b6c) }, { UINT64_C(0xcb92e4b17241597e), UINT64_C(0xe9bf3c92192433a2) }, 
{ UINT64_C(0xc4557d36dfe69105), UINT64_C(0xea7634553a4339bb) }, { UINT64_C(0x7c862ed617fefa15), UINT64_C(0x736a0a865b0ee98e) }, 
{ UINT64_C(0x969737d8fa1e0114), UINT64_C(0x2e1bd097e8cfe4a9) }, { UINT64_C(0xa713b934bdc6b484), UINT64_C(0xf5e7dd1307af7bf7) }, 
{ UINT64_C(0xbe7b09b6e531c59f), UINT64_C(0x2666517ba1a5d450) }, { UINT64_C(0x16af2905f550b960), UINT64_C(0xd04884af856da5be) }, 
{ UINT64_C(0x52c24aee25f89011), UINT64_C(0xc46de4c2d28cdd12) }, { UINT64_C(0xb95e48f9244be772), UINT64_C(0xf3b6cd5e41616fc5) }, 
{ UINT64_C(0x546a10b808d13e9e), UINT64_C(0x7b178b6a1264d977) }, { UINT64_C(0xba0a65d2d3beb0d4), UINT64_C(0x4d8b1b0a21156d16) }, 
{ UINT64_C(0x92e65bbccc91745f), UINT64_C(0x45f69ae6687f5def) }, { UINT64_C(0x48fed7478afab6ac), UINT64_C(0xa9d1befe14f27066) }, 
{ UINT64_C(0xe5d680894047337a), UINT64_C(0x5eb8d2d690a6073e) }, { UINT64_C(0x3e43176bea7f7deb), UINT64_C(0xd8350543cc079547) }, 
{ UINT64_C(0x45e078f23cfba513), UINT64_C(0x7e8f93e077cdc75c) }, { UINT64_C(0xbca23f84fe971e5b), UINT64_C(0xf2f174a2e1fd6973) }, 
{ UINT64_C(0x95c31af30deb56b2), UINT64_C(0x902606c388bbe67a) }, { UINT64_C(0x68f031e1f90898b1), UINT64_C(0x77b5abf09e3bf113) }, 
{ UINT64_C(0xdcb0d6ad6b426c7c), UINT64_C(0x535d4bb0bc6529ec) }, { UINT64_C(0xf708c5e88398ff51), UINT64_C(0xe51d1c08957b1bc6) }, 
{ UINT64_C(0xae7c7ae53d48d270), UINT64_C(0x4954ba7ce420758b) }, { UINT64_C(0xbd2f249d12c49239), UINT64_C(0x985b872fc1d1d683) }, 
{ UINT64_C(0x5fdce55b93f983ae), UINT64_C(0x1333c9dcb1b36a28) }, { UINT64_C(0x8cabaa71551c27a9), UINT64_C(0x43a78aab2eb149dd) }, 
{ UINT64_C(0x2a35085c04891f4f), UINT64_C(0xdceaa43509328dda) }, { UINT64_C(0x5d05d369885f586a), UINT64_C(0xc7a4ec05f1ebd70b) }, 
{ UINT64_C(0x65ee9e544f098b0e), UINT64_C(0xa0eb86eefd044629) }, { UINT64_C(0x7a2e74803ad7549a), UINT64_C(0xcc10652e9be6edeb) }, 
{ UINT64_C(0x446d63ebd0a82971), UINT64_C(0x1425606d57e178ac) }, { UINT64_C(0xd94ca1d0b19e9555), UINT64_C(0x521af24c1cf92f5a) }, 
{ UINT64_C(0x936b40a520c2f83d), UINT64_C(0x2f5c696b4853e21f) }, { UINT64_C(0x98ddb546bbea450d), UINT64_C(0x47782bddeb845140) }, 
{ UINT64_C(0x7ba36f99d684d8f8), UINT64_C(0xa6ba96a3bbca521b) }, { UINT64_C(0xe02af7f49a9bca53), UINT64_C(0x5fff6b2a303a0188) }, 
{ UINT64_C(0xe94534251a15aca7), UINT64_C(0xe34c0c45d3b50ff4) }, { UINT64_C(0x1d19dce66e780450), UINT64_C(0xb86cc61926ba16e1) }, 
{ UINT64_C(0x7e5f18e40c5821d1), UINT64_C(0xa7fd2f5f1b5654ad) }, { UINT64_C(0x46b455d9cb0ef2b5), UINT64_C(0xc0b245b417b9c58f) }, 
{ UINT64_C(0xaff161fcd11b5e12), UINT64_C(0x23fe49f1c40cca7b) }, { UINT64_C(0x82e128ef14e863b0), UINT64_C(0x2ac471e12dfafc34) }, 
{ UINT64_C(0x29612577f37c48e9), UINT64_C(0x62d7726169468f09) }, { UINT64_C(0x4a27e175915c6d68), UINT64_C(0x7d469b2754aacd45) }, 
{ UINT64_C(0xf5d1f3da983e2495), UINT64_C(0x318a39d1d523a6e5) }, { UINT64_C(0xf02d84a742e2ddbc), UINT64_C(0x30cd802d75bfa053) }, 
{ UINT64_C(0x434822a411d20b9c), UINT64_C(0xc1f5fc48b725c339) }, { UINT64_C(0xa036f87b7cbc9669), UINT64_C(0x20374136e76bc062) }, 
{ UINT64_C(0xe70fb6bb5be1e8be), UINT64_C(0x8a2ff70fd0feba1d) }, { UINT64_C(0x0d1eafb5b60113bf), UINT64_C(0xd75e2d1e633fb73a) }, 
{ UINT64_C(0xc94bd28369e782ba), UINT64_C(0x3d28194b597c8e81) }, { UINT64_C(0x06a85a562d29ae8f), UINT64_C(0xbf7a6fa8c0e80465) }, 
{ UINT64_C(0x58f9a4145283a143), UINT64_C(0xc6e355f95177d1bd) }, { UINT64_C(0x797a59abcd22033c), UINT64_C(0x722db37afb92ef38) }, 
{ UINT64_C(0x31848eec47d8b590), UINT64_C(0xdbfc0d84ef609f5e) }, { UINT64_C(0x419114960a74d058), UINT64_C(0x1562d991f77d7e1a) }, 
{ UINT64_C(0xb8d353e0c8186b10), UINT64_C(0x991c3ed3614dd035) }, { UINT64_C(0xa447941f4a33e322), UINT64_C(0x4bda0b4767db7924) }, 
{ UINT64_C(0xe45b9b90ac14bf18), UINT64_C(0x3412215bb08ab8ce) }, { UINT64_C(0x235acb8d840779bb), UINT64_C(0x6059c35aeabd83a6) }, 
{ UINT64_C(0x9ff8f4097a9067e0), UINT64_C(0x92a8b7f80b40ead5) }, { UINT64_C(0x5974bf0dbed02d21), UINT64_C(0xac49a674715b6e4d) }, 
{ UINT64_C(0x15fb042e02a5eec6), UINT64_C(0x6e7552fbe519a76d) }, { UINT64_C(0x6012e92995d57227), UINT64_C(0xa1ac3f125d98409f) }, 
{ UINT64_C(0xc0241152e969e44e), UINT64_C(0x819b7e24baf380fd) }, { UINT64_C(0xd706234ef06ad14c), UINT64_C(0x3b7909061fb29ab3) }, 
{ UINT64_C(0x7d0b35cffbad7677), UINT64_C(0x19c0f90b7b22567e) }, { UINT64_C(0xf2f4b29559440678), UINT64_C(0xe45aa5f435e71d70) }, 
{ UINT64_C(0x9cacd9228d653046), UINT64_C(0x2c9561ac6b34e806) }, { UINT64_C(0x0c93b4ac5a529fdd), UINT64_C(0xbdf4de93431308ca) }, 
{ UINT64_C(0x2bb81345e8da932d), UINT64_C(0xb64057b8291e322a) }, { UINT64_C(0x1968b08258f7711b), UINT64_C(0xd3818c68a60aafa7) }, 
{ UINT64_C(0xfd332b12f4e3ce03), UINT64_C(0xe793ad3316801769) }, { UINT64_C(0xb2e8bd1abf635a42), UINT64_C(0x9b928fe8e2b6dc9a) }, 
{ UINT64_C(0xf9424776c26cbb48), UINT64_C(0x8c7ee7429630ae2f) }, { UINT64_C(0x14761f37eef662a4), UINT64_C(0x04dfa176c535189d) }, 
{ UINT64_C(0xdb9597e2aa384e91), UINT64_C(0x868dd7955ca19279) }, { UINT64_C(0xd5df157cebcc0a88), UINT64_C(0xefee2cdf5fea2790) }, 
{ UINT64_C(0xfa166a5d3599ecee), UINT64_C(0x32433116f644acfc) }, { UINT64_C(0x272ba7e9b2880cf0), UINT64_C(0x0bb4892b6a0d3ae0) }, 
{ UINT64_C(0xa362d5508b49c1cf), UINT64_C(0x9e0a9762871fc2b1) }, { UINT64_C(0xc5d8662f33b51d67), UINT64_C(0x80dcc7d81a6f864b) }, 
{ UINT64_C(0x6c815d85cf87edfa), UINT64_C(0x1c58e1811e8b4855) }, { UINT64_C(0x300995f5ab8b39f2), UINT64_C(0xb156fe09cf4c20ae) }, 
{ UINT64_C(0x02d936321ba6dbc4), UINT64_C(0xd49725d94058bd23) }, { UINT64_C(0x519667c5d20dc7b7), UINT64_C(0x7a503296b2f8dfc1) }, 
{ UINT64_C(0xf45ce8c3746da8f7), UINT64_C(0x5b20ca5cf50f1915) }, { UINT64_C(0x6a2907d3e2ae4375), UINT64_C(0xa3228e29de634c30) }, 
{ UINT64_C(0x9b89986d4c1f12ab), UINT64_C(0xf945fd898bf05393) }, { UINT64_C(0xffea1d20ef4515c7), UINT64_C(0x330488ea56d8aa4a) }, 
{ UINT64_C(0x0bb6f5e39b28bd30), UINT64_C(0x682442b6a3d7b35f) }, { UINT64_C(0x8b8eeb3e94660544), UINT64_C(0x9677168ece75f248) }, 
{ UINT64_C(0x9d21c23b6136bc24), UINT64_C(0x463f92214b1857f6) }, { UINT64_C(0x0a3beefa777b3152), UINT64_C(0x028eb13b83fb0caf) }, 
{ UINT64_C(0x85c469a0d592415d), UINT64_C(0xff14edc4cd3e47a1) }, { UINT64_C(0x844972b939c1cd3f), UINT64_C(0x95be1e49ed12f851) }, 
{ UINT64_C(0x372cd4ba6af11b1f), UINT64_C(0x6486622c2f889b3b) }, { UINT64_C(0x836c33f6f8bbefd2), UINT64_C(0x406e826c0dd643c4) }, 
{ UINT64_C(0x8690448b226716fb), UINT64_C(0x41293b90ad4a4572) }, { UINT64_C(0x4e568d11a7d31823), UINT64_C(0x16abd156d41a7403) }, 
{ UINT64_C(0x36a1cfa386a2977d), UINT64_C(0x0e2c91a10fa424cb) }, { UINT64_C(0x18e5ab9bb4a4fd79), UINT64_C(0xb92b7fe586261057) }, 
{ UINT64_C(0x8fff875aa2e9700f), UINT64_C(0xfd9a5cff4ec54b0e) }, { UINT64_C(0x10077353d87917ef), UINT64_C(0x6f32eb074585a1db) }, 
{ UINT64_C(0x903f6d8ed737af9b), UINT64_C(0x9161bf3f2827e0cc) }, { UINT64_C(0x7464f61e7b231083), UINT64_C(0xa5739e6498ad5802) }, 
{ UINT64_C(0x75e9ed0797709ce1), UINT64_C(0xcfd96de9b881e7f2) }, { UINT64_C(0xcd3abee75f68f7f1), UINT64_C(0x56c5533ad9cc37c7) }, 
{ UINT64_C(0x1722321c19033502), UINT64_C(0xbae27722a5411a4e) }, { UINT64_C(0x26a6bcf05edb8092), UINT64_C(0x611e7aa64a218510) }, 
{ UINT64_C(0x78f742b221718f5e), UINT64_C(0x188740f7dbbe50c8) }, { UINT64_C(0xc701501d2813c6a3), UINT64_C(0x544be2015a373b68) }, 
{ UINT64_C(0xe2f3c1c6813d1197), UINT64_C(0x8b684ef37062bcab) }, { UINT64_C(0xc68c4b04c4404ac1), UINT64_C(0x3ee1118c7a1b8498) }, 
{ UINT64_C(0xf1a09fbeaeb151de), UINT64_C(0x5a6773a055931fa3) }, { UINT64_C(0x70159a7a4dac65c8), UINT64_C(0xce9ed415181de144) }, 
{ UINT64_C(0xad2857cecabd85d6), UINT64_C(0xf7696c2884547758) }, { UINT64_C(0x1c94c7ff822b8832), UINT64_C(0xd2c635940696a911) }, 
{ UINT64_C(0xcfe388d544ce2c35), UINT64_C(0x825276e399948ae4) }, { UINT64_C(0x3a327b0fdcf008a0), UINT64_C(0xb3d84f324cb72c01) }, 
{ UINT64_C(0x2183fdbf9fa1a27f), UINT64_C(0xb4cee683aae53e85) }, { UINT64_C(0x08e2d8c86cddea96), UINT64_C(0xd61994e2c3a3b18c) }, 
{ UINT64_C(0xe37edadf6d6e9df5), UINT64_C(0xe1c2bd7e504e035b) }, { UINT64_C(0x4c8fbb23bc75c3e7), UINT64_C(0xc23cf48f9442c920) }, 
{ UINT64_C(0xea11190eede0fb01), UINT64_C(0x5d71da11b3c10d27) }, { UINT64_C(0x944e01eae1b8dad0), UINT64_C(0xfa8cf54ea897598a) }, 
{ UINT64_C(0x71988163a1ffe9aa), UINT64_C(0xa434279838315eb4) }, { UINT64_C(0x6346c40262202581), UINT64_C(0x1f91e9463dec424c) }, 
{ UINT64_C(0x3c9a2159f1d9a62f), UINT64_C(0x0ca2209a8c5f2864) }, { UINT64_C(0x05fc777ddadcf929), UINT64_C(0x0147b9fca09c06b6) }, 
{ UINT64_C(0x9950ae5f57b9c96f), UINT64_C(0x2dd2d850cba8eeb0) }, { UINT64_C(0x38eb4d3dc756d364), UINT64_C(0x674f6aeb0cef9122) }, 
{ UINT64_C(0xecb94358c0c9558e), UINT64_C(0xe20bb5b973290942) }, { UINT64_C(0x2d104913c5f33da2), UINT64_C(0x093a3810e9f6364f) }, 
{ UINT64_C(0xc8c6c99a85b40ed8), UINT64_C(0x5782eac679503171) }, { UINT64_C(0x55e70ba1e482b2fc), UINT64_C(0x11bd78e732486687) }, 
{ UINT64_C(0x2e44643832066a04), UINT64_C(0xb707ee448982349c) }, { UINT64_C(0x25f291dba92ed734), UINT64_C(0xdf23acf22a5587c3) }, 
{ UINT64_C(0x018d1b19ec538c62), UINT64_C(0x6aaaf38d202cbff0) }, { UINT64_C(0x9a048374a04c9ec9), UINT64_C(0x93ef0e04abdcec63) }, 
{ UINT64_C(0xb440e74c924af4cd), UINT64_C(0x24e8e040225ed8ff) }, { UINT64_C(0x401c0f8fe6275c3a), UINT64_C(0x7fc82a1cd751c1ea) }, 
{ UINT64_C(0x3d173a401d8a2a4d), UINT64_C(0x6608d317ac739794) }, { UINT64_C(0x80381edd0f4eb874), UINT64_C(0xfe5354386da24117) }, 
{ UINT64_C(0x1bb186b04351aadf), UINT64_C(0x0716a9b1e6521284) }, { UINT64_C(0x971a2cc1164d8d76), UINT64_C(0x44b1231ac8e35b59) }, 
{ UINT64_C(0xc3703c791e9cb3e8), UINT64_C(0x3fa6a870da87822e) }, { UINT64_C(0x9e75ef1096c3eb82), UINT64_C(0xf80244752b6c5525) }, 
{ UINT64_C(0x1e4df1cd998d53f6), UINT64_C(0x0651104d46ce1432) }, { UINT64_C(0x6463854da35a076c), UINT64_C(0xca417563dd28f9d9) }, 
{ UINT64_C(0x5c88c870640cd408), UINT64_C(0xad0e1f88d1c768fb) }, { UINT64_C(0x871d5f92ce349a99), UINT64_C(0x2b83c81d8d66fa82) }, 
{ UINT64_C(0x534f51f7c9ab1c73), UINT64_C(0xaec7174ff2a062e2) }, { UINT64_C(0xaa0d16810bc7a73b), UINT64_C(0x22b9f00d6490cccd) }, 
{ UINT64_C(0xdd3dcdb48711e01e), UINT64_C(0x39f7b83d9c49961c) }, { UINT64_C(0x200ee6a673f22e1d), UINT64_C(0xde64150e8ac98175) }, 
{ UINT64_C(0x66bab37fb8fcdca8), UINT64_C(0x1ed650ba9d7044fa) }, { UINT64_C(0x4d02a03a50264f85), UINT64_C(0xa8960702b46e76d0) }, 
{ UINT64_C(0xfb9b7144d9ca608c), UINT64_C(0x58e9c29bd668130c) }, { UINT64_C(0xed3458412c9ad9ec), UINT64_C(0x88a146345305b6b2) }, 
{ UINT64_C(0xb714ca6765bfa36b), UINT64_C(0x9ad53614422ada2c) }, { UINT64_C(0x0e4a829e41f44419), UINT64_C(0x6963fb4a034bb5e9) }, 
{ UINT64_C(0x88dac615639352e2), UINT64_C(0x284ac0daae01f09b) }, { UINT64_C(0x32d0a3c7b02de236), UINT64_C(0x65c1dbd08f149d8d) }, 
{ UINT64_C(0x0725414fc17a22ed), UINT64_C(0xd5d09c25e0c4bb95) }, { UINT64_C(0x4fdb96084b809441), UINT64_C(0x7c0122dbf436cbf3) }, 
{ UINT64_C(0x096fc3d1808e66f4), UINT64_C(0xbcb3676fe38f0e7c) }, { UINT64_C(0xd8c1bac95dcd1937), UINT64_C(0x38b001c13cd590aa) }, 
{ UINT64_C(0xb0318b28a4c58186), UINT64_C(0x4f05aa31a2ee61b9) }, { UINT64_C(0xe682ada2b7b264dc), UINT64_C(0xe0850482f0d205ed) }, 
{ UINT64_C(0xbb877ecb3fed3cb6), UINT64_C(0x2721e8870139d2e6) }, { UINT64_C(0x6d0c469c23d46198), UINT64_C(0x76f2120c3ea7f7a5) }, 
{ UINT64_C(0x5bad893fa576f6e5), UINT64_C(0x78de83ad3103d36e) }, { UINT64_C(0xe8c82f3cf64620c5), UINT64_C(0x89e6ffc8f399b004) }, 
{ UINT64_C(0xfcbe300b18b04261), UINT64_C(0x8d395ebe36aca899) }, { UINT64_C(0x56b3268a1377e55a), UINT64_C(0xaf80aeb3523c6454) }, 
{ UINT64_C(0xa69ea22d519538e6), UINT64_C(0x9f4d2e9e2783c407) }, { UINT64_C(0xd1ae7918dd437fc3), UINT64_C(0x840366aedf5a9ed6) }, 
{ UINT64_C(0xf8cf5c6f2e3f372a), UINT64_C(0xe6d414cfb61c11df) }, { UINT64_C(0xb365a6035330d620), UINT64_C(0xf1387c65c29a636a) }, 
{ UINT64_C(0x2c9d520a29a0b1c0), UINT64_C(0x6390cb9dc9da89bf) }, { UINT64_C(0xd68b38571c395d2e), UINT64_C(0x51d3fa8b3f9e2543) }, 
{ UINT64_C(0x6e586bb7d421363e), UINT64_C(0xc8cfc4585ed3f576) }, { UINT64_C(0x0fc79987ada7c87b), UINT64_C(0x03c908c723670a19) }, 
{ UINT64_C(0xdfe4fb869cb73bda), UINT64_C(0xed609de4dc112b3f) }, { UINT64_C(0x7341b751ba59326e), UINT64_C(0x70a302417869e397) }, 
{ UINT64_C(0xccb7a5feb33b7b93), UINT64_C(0x3c6fa0b7f9e08837) }, { UINT64_C(0xf379a98cb5178a1a), UINT64_C(0x8ef0567915cba280) }, 
{ UINT64_C(0x3bbf601630a384c2), UINT64_C(0xd972bcbf6c9b93f1) }, { UINT64_C(0x501b7cdc3e5e4bd5), UINT64_C(0x10fac11b92d46031) }, 
{ UINT64_C(0x72ccac48560abe0c), UINT64_C(0x1a09f1cc58455c67) }, { UINT64_C(0xaca54cd726ee09b4), UINT64_C(0x9dc39fa5a478c8a8) }, 
{ UINT64_C(0xd02362013110f3a1), UINT64_C(0xeea99523ff762126) }, { UINT64_C(0x619ff2307986fe45), UINT64_C(0xcb06cc9f7db4ff6f) }, 
{ UINT64_C(0x8e729c434ebafc6d), UINT64_C(0x9730af726ee9f4fe) }, { UINT64_C(0x6ba41cca0efdcf17), UINT64_C(0xc9887da4fe4ff3c0) }, 
{ UINT64_C(0x5e51fe427faa0fcc), UINT64_C(0x79993a51919fd5d8) }, { UINT64_C(0x3fce0c72062cf189), UINT64_C(0xb29ff6ceec2b2ab7) }, 
{ UINT64_C(0xe1a7eced76c84631), UINT64_C(0x355598a71016be78) }, { UINT64_C(0x1fc0ead475dedf94), UINT64_C(0x6cfbe3c066e2abc2) }, 
{ UINT64_C(0xa9593baafc32f09d), UINT64_C(0x9c84265904e4ce1e) }, { UINT64_C(0x7730db358cd64725), UINT64_C(0x1b4e4830f8d95ad1) }, 
{ UINT64_C(0x118a684a342a9b8d), UINT64_C(0x0598188a65a91e2b) }, { UINT64_C(0xd3774f2ac6e5a407), UINT64_C(0x509443779f0223f5) }, 
{ UINT64_C(0xb699d17e89ec2f09), UINT64_C(0xf07fc599620665dc) }, { UINT64_C(0x13535e782f8c4049), UINT64_C(0xd10f3d5325f1a308) }, 
{ UINT64_C(0x5a20922649257a87), UINT64_C(0x12747020112f6c9e) }, { UINT64_C(0xde69e09f70e4b7b8), UINT64_C(0x87ca6e69fc3d94cf) }, 
{ UINT64_C(0x28ec3e6e1f2fc48b), UINT64_C(0x087d81ec496a30f9) }, { UINT64_C(0xfe670639031699a5), UINT64_C(0x59ae7b6776f415ba) }, 
{ UINT64_C(0x8a03f02778358926), UINT64_C(0xfcdde503ee594db8) }, { UINT64_C(0xa5ca8f06a6606f40), UINT64_C(0x2170f8ca47f7c6d4) }, 
{ UINT64_C(0xd4520e65079f86ea), UINT64_C(0x8544df527fc69860) }, { UINT64_C(0xc2fd2760f2cf3f8a), UINT64_C(0x550c5bfdfaab3dde) }, 
{ UINT64_C(0xb5cdfc557e1978af), UINT64_C(0x4e4213cd0272670f) }, { UINT64_C(0xda188cfb466bc2f3), UINT64_C(0xec2724187c8d2d89) }, 
{ UINT64_C(0x91b276973b6423f9), UINT64_C(0xfbcb4cb2080b5f3c) }, { UINT64_C(0xee60756adb6f8e4a), UINT64_C(0x369c90603371b461) }, 
{ UINT64_C(0x62cbdf1b8e73a9e3), UINT64_C(0x753b1acb1dc0fdbc) }, { UINT64_C(0xeb9c021701b37763), UINT64_C(0x37db299c93edb2d7) }, 
{ UINT64_C(0xefed6e73373c0228), UINT64_C(0x5c3663ed135d0b91) }, { UINT64_C(0xa8d420b310617cff), UINT64_C(0xf62ed5d424c871ee) }, 
{ UINT64_C(0xa2efce49671a4dad), UINT64_C(0xf4a064efa7337d41) }, { UINT64_C(0x7fd203fde00badb3), UINT64_C(0xcd57dcd23b7aeb5d) }, 
{ UINT64_C(0x04716c64368f754b), UINT64_C(0x6bed4a7180b0b946) }, { UINT64_C(0x6fd570ae3872ba5c), UINT64_C(0xa26537d57eff4a86) }, 
{ UINT64_C(0x0000000000000000), UINT64_C(0x0000000000000000) }, { UINT64_C(0x47394ec0275d7ed7), UINT64_C(0xaa18b63937957a7f) }, 
{ UINT64_C(0x76bdc02c6085cb47), UINT64_C(0x71e4bbbdd8f5e521) }, { UINT64_C(0x8957dd0c8fc0de80), UINT64_C(0x42e033578e2d4f6b) }, 
{ UINT64_C(0xafa0898613855fe6), UINT64_C(0x4735efb5efef30e6) }, { UINT64_C(0x18d65a94217ca567), UINT64_C(0xe963bae4baba9867) }, 
{ UINT64_C(0xb87764ab6e291586), UINT64_C(0x8fb28ede8e8ef786) }, { UINT64_C(0x61f8dd445e69e5ad), UINT64_C(0x4ee26efc6e6e95ad) }, 
{ UINT64_C(0x6fdf1cacd8e33e58), UINT64_C(0x03ab769976767a58) }, { UINT64_C(0xec5e60d246499d59), UINT64_C(0xcfca1eed1e1ea459) }, 
{ UINT64_C(0x7ffa70f5e60af8a3), UINT64_C(0x0ce91b211b1b2ba3) }, { UINT64_C(0x36bb43cedbe731a7), UINT64_C(0xbaae78327878d5a7) }, 
{ UINT64_C(0x5fb0a8479a1bb796), UINT64_C(0x126dc192c1c18996) }, { UINT64_C(0xc3150fd966883d6b), UINT64_C(0xf0aa1fd11f1f596b) }, 
{ UINT64_C(0xae86ffd7c9df6b14), UINT64_C(0x2b982c5f2c2c8014) }, { UINT64_C(0x550f7228f23abc2d), UINT64_C(0x2cd553d95353e32d) }, 
{ UINT64_C(0x7545aa9a8e2bf318), UINT64_C(0x3251896a89894118) }, { UINT64_C(0x91e8fc85d7f70ddd), UINT64_C(0x1bba40db40402cdd) }, 
{ UINT64_C(0xa3cba4cce2bbec34), UINT64_C(0xd2e5b2c7b2b27c34) }, { UINT64_C(0xebace1a6050c11c2), UINT64_C(0x080f123e121232c2) }, 
{ UINT64_C(0xb3eec895dc522acf), UINT64_C(0xdda7df7fdfdf2dcf) }, { UINT64_C(0x7edc06a43c50cc51), UINT64_C(0x6044d8cbd8d89b51) }, 
{ UINT64_C(0x216caee3a64b7bc7), UINT64_C(0x72291959191912c7) }, { UINT64_C(0x306fb4eb42f889ce), UINT64_C(0x11c6b70bb7b7f3ce) }, 
{ UINT64_C(0xde7d389b73057cb0), UINT64_C(0x0695ecf1ececf4b0) }, { UINT64_C(0x1bbcc0678c92f9b2), UINT64_C(0x5d573c193c3c8bb2) }, 
{ UINT64_C(0xd68e0e566c901f2c), UINT64_C(0xe0b43bad3b3b3d2c) }, { UINT64_C(0x762f306923c5afcd), UINT64_C(0x86650f970f0f52cd) }, 
{ UINT64_C(0x23204241d1ff13e0), UINT64_C(0xaab05c4e5c5cb1e0) }, { UINT64_C(0xaa1ee4502774bb5a), UINT64_C(0x5869a671a6a6055a) }, 
{ UINT64_C(0xbea3938ef736adef), UINT64_C(0x24da41e74141d1ef) }, { UINT64_C(0xf9c5615d4c51bf1e), UINT64_C(0xdfd43a913a3ac01e) }, 
{ UINT64_C(0xb084526671bc761a), UINT64_C(0x6993598259593e1a) }, { UINT64_C(0xcac04f45a3476a05), UINT64_C(0x7a260b670b0b2005) }, 
{ UINT64_C(0x85558b5b07b51b68), UINT64_C(0x6709a74da7a7f868) }, { UINT64_C(0xa9747ea38a9ae78f), UINT64_C(0xec5d208c2020168f) }, 
{ UINT64_C(0x3f6e03521e2866c9), UINT64_C(0x30226c846c6cacc9) }, { UINT64_C(0xdf5b4ecaa95f4842), UINT64_C(0x6a382f1b2f2f4442) }, 
{ UINT64_C(0x35d1d93d76096d72), UINT64_C(0x0e9afecffefec672) }, { UINT64_C(0x3bf618d5f083b687), UINT64_C(0x43d3e6aae6e62987) }, 
{ UINT64_C(0x70fbc74cbada17a4), UINT64_C(0x2d0dc0aec0c074a4) }, { UINT64_C(0xf8e3170c960b8bec), UINT64_C(0xb379f97bf9f970ec) }, 
{ UINT64_C(0x42d89f058f96f64d), UINT64_C(0xe45232b23232244d) }, { UINT64_C(0x60deab158433d15f), UINT64_C(0x224fad16adad255f) }, 
{ UINT64_C(0x06d4f725991fb869), UINT64_C(0xab68cf39cfcf2669) }, { UINT64_C(0x6560c6c3b0c235e3), UINT64_C(0x3d13e4d2e4e410e3) }, 
{ UINT64_C(0xab389201fd2e8fa8), UINT64_C(0x34c4659b6565b5a8) }, { UINT64_C(0xbdc9097d5ad8f13a), UINT64_C(0x90eec71ac7c7c23a) }, 
{ UINT64_C(0x46408482613d2603), UINT64_C(0x97a3b89cb8b8a103) }, { UINT64_C(0x973c0ba04ee8b5b4), UINT64_C(0xb0d28fe28f8f0ab4) }, 
{ UINT64_C(0x672c2a61c7765dc4), UINT64_C(0xe58aa1c5a1a1b3c4) }, { UINT64_C(0x1e02adb1b8631d0e), UINT64_C(0x420b75dd7575be0e) }, 
{ UINT64_C(0xa51f53e97ba4545d), UINT64_C(0x798d7dfe7d7d5a5d) }, { UINT64_C(0xfc7b0c8b78a05ba2), UINT64_C(0xc08873557373f5a2) }, 
{ UINT64_C(0xfe37e0290f143385), UINT64_C(0x1811364236365685) }, { UINT64_C(0xd05af973f58fa745), UINT64_C(0x4bdcf494f4f41b45) }, 
{ UINT64_C(0x389c82265d6dea52), UINT64_C(0xf7e7605760603a52) }, { UINT64_C(0x7c90ea064be4a476), UINT64_C(0xb8dd9ddc9d9d3876) }, 
{ UINT64_C(0x5cda32b437f5eb43), UINT64_C(0xa659476f47479a43) }, { UINT64_C(0x8fea51346f9410d3), UINT64_C(0x59b13506353592d3) }, 
{ UINT64_C(0xea8a97f7df562530), UINT64_C(0x64a2d1d4d1d18230) }, { UINT64_C(0xe1133bc96d2d1a79), UINT64_C(0x36b7807580805879) }, 
{ UINT64_C(0x036a9af3adee5cd5), UINT64_C(0xb43486fd868613d5) }, { UINT64_C(0x8da6bd96182078f4), UINT64_C(0x81287011707031f4) }, 
{ UINT64_C(0xce5854c24decba4b), UINT64_C(0x09d781498181a54b) }, { UINT64_C(0x80ebe68d3344ffd4), UINT64_C(0x7855ee89eeeecdd4) }, 
{ UINT64_C(0x8c80cbc7c27a4c06), UINT64_C(0xed85b3fbb3b38106) }, { UINT64_C(0x519769af1c916c63), UINT64_C(0x5f24d9f7d9d96663) }, 
{ UINT64_C(0x4867456ae7b7fdf6), UINT64_C(0xdaeaa0f9a0a04ef6) }, { UINT64_C(0x682d9dd89ba6b2c3), UINT64_C(0xc46e7a4a7a7aecc3) }, 
{ UINT64_C(0xe4ad561f59dcfec5), UINT64_C(0x29ebc9b1c9c96dc5) }, { UINT64_C(0xd8a9cfbeea1ac4d9), UINT64_C(0xadfd23c82323d2d9) }, 
{ UINT64_C(0xfb898dff3be5d739), UINT64_C(0x074d7f867f7f6339) }, { UINT64_C(0xe279a13ac0c346ac), UINT64_C(0x8283068806064bac) }, 
{ UINT64_C(0x9ca5a79efc938afd), UINT64_C(0xe2c7de43deded0fd) }, { UINT64_C(0x1a9ab63656c8cd40), UINT64_C(0x31fafff3ffff3b40) }, 
{ UINT64_C(0xee128c7031fdf57e), UINT64_C(0x17535bfa5b5b077e) }, { UINT64_C(0xadec6524643137c1), UINT64_C(0x9facaaa2aaaa93c1) }, 
{ UINT64_C(0x8473fd0addef2f9a), UINT64_C(0x0ba464a76464489a) }, { UINT64_C(0xcbe63914791d5ef7), UINT64_C(0x168bc88dc8c890f7) }, 
{ UINT64_C(0x7b626b7208a128ed), UINT64_C(0x7f18910f9191aeed) }, { UINT64_C(0x452a1e71ccd37ad6), UINT64_C(0x23973e613e3eb2d6) }, 
{ UINT64_C(0xfaaffbaee1bfe3cb), UINT64_C(0x6be0bc6cbcbcd3cb) }, { UINT64_C(0x4cff5eed091c2db8), UINT64_C(0xa91b2ad72a2acbb8) }, 
{ UINT64_C(0x2c21f5f88d2ffce7), UINT64_C(0x8b5487c18787eee7) }, { UINT64_C(0x6cb5865f750d628d), UINT64_C(0xb79ff064f0f0698d) }, 
{ UINT64_C(0x7a441d23d2fb1c1f), UINT64_C(0x13b552e552521e1f) }, { UINT64_C(0x6a61717aec12dae4), UINT64_C(0x1cf73f5d3f3f4fe4) }, 
{ UINT64_C(0x4766f2d3bb6712f1), UINT64_C(0xfb0e7b767b7b11f1) }, { UINT64_C(0x34f7af6cac535980), UINT64_C(0x62373d253d3d7680) }, 
{ UINT64_C(0x893ea611f68ba8ba), UINT64_C(0xf2d9fa3ffafab4ba) }, { UINT64_C(0xbb1dfe58c3c74953), UINT64_C(0x3b8608230808e453) }, 
{ UINT64_C(0x1c4e4113cfd77529), UINT64_C(0x9a9230ca30301d29) }, { UINT64_C(0xdae5231c9daeacfe), UINT64_C(0x756466df666671fe) }, 
{ UINT64_C(0x77094638f99f9b3f), UINT64_C(0xeac8cc7dcccce23f) }, { UINT64_C(0xe9e00d0472b879e5), UINT64_C(0xd0965729575791e5) }, 
{ UINT64_C(0x8b724ab3813fc09d), UINT64_C(0x2a40bf28bfbf179d) }, { UINT64_C(0x983dbc1912385ab3), UINT64_C(0x9136546d545455b3) }, 
{ UINT64_C(0x4a2ba9c8900395d1), UINT64_C(0x0273e5eee5e5edd1) }, { UINT64_C(0x8a543ce25b65f46f), UINT64_C(0x46ed7cc27c7ca76f) }, 
{ UINT64_C(0x792e87d07f1540ca), UINT64_C(0xa781d418d4d40dca) }, { UINT64_C(0x961a7df194b28146), UINT64_C(0xdc7f4c084c4cba46) }, 
{ UINT64_C(0xd17c8f222fd593b7), UINT64_C(0x2771377e3737abb7) }, { UINT64_C(0xb53a3fb0454d92a6), UINT64_C(0x76cf104610100ba6) }, 
{ UINT64_C(0x16f19b7ca7f67e92), UINT64_C(0xa42aa281a2a27792) }, { UINT64_C(0x5dfc44e5edafdfb1), UINT64_C(0xcaf4848584842ab1) }, 
{ UINT64_C(0x63b431e629dd8d8a), UINT64_C(0x967b2beb2b2b368a) }, { UINT64_C(0x6b47072b3648ee16), UINT64_C(0x705afcb7fcfcff16) }, 
{ UINT64_C(0xd5e494a5c17e43f9), UINT64_C(0x5480bd50bdbd2ef9) }, { UINT64_C(0xf37abb322470b4a5), UINT64_C(0xe16ca8daa8a8aaa5) }, 
{ UINT64_C(0x6ef96afd02b90aaa), UINT64_C(0x6f06b573b5b5caaa) }, { UINT64_C(0xf136579053c4dc82), UINT64_C(0x39f5edcdeded0982) }, 
{ UINT64_C(0x50b11ffec6cb5891), UINT64_C(0x33891a1d1a1ad691) }, { UINT64_C(0x6d93f00eaf57567f), UINT64_C(0xdb32338e3333d97f) }, 
{ UINT64_C(0x82a70a2f44f097f3), UINT64_C(0xa0ccab9eabab6ef3) }, { UINT64_C(0xf6c4d6e410815019), UINT64_C(0xfe30e11ee1e19f19) }, 
{ UINT64_C(0xdd17a268deeb2065), UINT64_C(0xb2a16a0c6a6ae765) }, { UINT64_C(0x159b018f0a182247), UINT64_C(0x101e247c24246447) }, 
{ UINT64_C(0x4eb3b24f7ea8459f), UINT64_C(0x71826fc06f6f689f) }, { UINT64_C(0x53db850d6b250444), UINT64_C(0x87bd9ce09c9cc544) }, 
{ UINT64_C(0x8ecc2765b5ce2421), UINT64_C(0x351cf6ecf6f62221) }, { UINT64_C(0xd4c2e2f41b24770b), UINT64_C(0x382d7eba7e7e9e0b) }, 
{ UINT64_C(0x0b99ac3eb27b3f49), UINT64_C(0x521551a15151da49) }, { UINT64_C(0xcf7e229397b68eb9), UINT64_C(0x657a42a3424215b9) }, 
{ UINT64_C(0xdc31d43904b11497), UINT64_C(0xde0ca9e6a9a95797) }, { UINT64_C(0x9d83d1cf26c9be0f), UINT64_C(0x8e6a1da91d1d600f) }, 
{ UINT64_C(0x690beb8941fc8631), UINT64_C(0xa8c3b9a0b9b95c31) }, { UINT64_C(0x991bca48c8626e41), UINT64_C(0xfd9b97879797e541) }, 
{ UINT64_C(0x1f24dbe0623929fc), UINT64_C(0x2ea6b637b6b60efc) }, { UINT64_C(0x25f4b56448e0ab89), UINT64_C(0x01d8937793939789) }, 
{ UINT64_C(0x28b9ee7f63842ca9), UINT64_C(0xf8a50def0d0d6ba9) }, { UINT64_C(0xd7a87807b6ca2bde), UINT64_C(0x8c19f847f8f88dde) }, 
{ UINT64_C(0x134ff6aa93079a2e), UINT64_C(0xbb76eb45ebeb422e) }, { UINT64_C(0x9a7150bb658c3294), UINT64_C(0x49af117a1111f694) }, 
{ UINT64_C(0xc07f952acb6661be), UINT64_C(0x449e992c99994abe) }, { UINT64_C(0x871967f97001734f), UINT64_C(0xbf90e25ae2e25b4f) }, 
{ UINT64_C(0xc6ab620f5279d9d7), UINT64_C(0xeff6561556566cd7) }, { UINT64_C(0xbcef7f2c8082c5c8), UINT64_C(0xfc4304f0040472c8) }, 
{ UINT64_C(0x9ee94b3c8b27e2da), UINT64_C(0x3a5e9b549b9b73da) }, { UINT64_C(0xb2c8bec406081e3d), UINT64_C(0xb10a1c951c1c9d3d) }, 
{ UINT64_C(0x0d4d5b1b2b648720), UINT64_C(0xf97d9e989e9efc20) }, { UINT64_C(0x73915dbf17344b71), UINT64_C(0x9939465346466771) }, 
{ UINT64_C(0x024ceca277b46827), UINT64_C(0xd89945174545a327) }, { UINT64_C(0x32235849354ce1e9), UINT64_C(0xc95ff21cf2f250e9) }, 
{ UINT64_C(0x5b28b3c074b067d8), UINT64_C(0x619c4bbc4b4b0cd8) }, { UINT64_C(0x409473a7f8229e6a), UINT64_C(0x3ccb77a57777876a) }, 
{ UINT64_C(0x660a5c301d2c6936), UINT64_C(0x8927622f62620336) }, { UINT64_C(0x10256c593ee9c6fb), UINT64_C(0x0f426db86d6d51fb) }, 
{ UINT64_C(0x3e487503c472523b), UINT64_C(0x5c8faf6eafaf1c3b) }, { UINT64_C(0xa2edd29d38e1d8c6), UINT64_C(0xbe48712d7171ccc6) }, 
{ UINT64_C(0xb650a543e8a3ce73), UINT64_C(0xc2fb96bb96961873) }, { UINT64_C(0x4dd928bcd346194a), UINT64_C(0xc5b6e93de9e97b4a) }, 
{ UINT64_C(0x43fee95455ccc2bf), UINT64_C(0x88fff158f1f194bf) }, { UINT64_C(0xa753bf4b0c103c7a), UINT64_C(0xa11438e93838f97a) }, 
{ UINT64_C(0x4f95c41ea4f2716d), UINT64_C(0x1d2fac2aacacd86d) }, { UINT64_C(0x07f2817443458c9b), UINT64_C(0xc7c50cd30c0c969b) }, 
{ UINT64_C(0x01267651da5a34f2), UINT64_C(0x6cadc3eac3c3b0f2) }, { UINT64_C(0x19f02cc5fb269195), UINT64_C(0x85ce790e79792895) }, 
{ UINT64_C(0xe7c7ccecf432a210), UINT64_C(0x9ddf4f4c4f4f7e10) }, { UINT64_C(0x863f11a8aa5b47bd), UINT64_C(0xd33d21b02121ebbd) }, 
{ UINT64_C(0xcc14b8603a58d26c), UINT64_C(0xd14ec45ec4c4066c) }, { UINT64_C(0x204ad8b27c114f35), UINT64_C(0x1e84dab3dadaa235) }, 
{ UINT64_C(0x0abfda6f68210bbb), UINT64_C(0x3eb8924b92926abb) }, { UINT64_C(0x3c0499a1b3c63a1c), UINT64_C(0x8416ea79eaeabf1c) }, 
{ UINT64_C(0x3ad06e842ad98275), UINT64_C(0x2f7e254025259975) }, { UINT64_C(0x3149c2ba98a2bd3c), UINT64_C(0x7d6b74e17474433c) }, 
{ UINT64_C(0xff119678d54e0777), UINT64_C(0x74bcf5a8f5f5e677) }, { UINT64_C(0x71ddb11d60802356), UINT64_C(0x41a003440303c456) }, 
{ UINT64_C(0x41b205f62278aa98), UINT64_C(0x5066b44fb4b43798) }, { UINT64_C(0x0f01b7b95cd0ef07), UINT64_C(0x21e4db8fdbdb5f07) }, 
{ UINT64_C(0xf01021c1899ee870), UINT64_C(0x55582e272e2eb970) }, { UINT64_C(0x2d0783a95775c815), UINT64_C(0xe7f9442b44445e15) }, 
{ UINT64_C(0xa675c91ad64a0888), UINT64_C(0xcdb9fb03fbfb4988) }, { UINT64_C(0x5a0ec591aeea532a), UINT64_C(0x0d3188568888bc2a) }, 
{ UINT64_C(0x14bd77ded04216b5), UINT64_C(0x7cb3e796e7e7d4b5) }, { UINT64_C(0xc4e78ead25cdb1f0), UINT64_C(0x376f13021313cff0) }, 
{ UINT64_C(0xb41c49e19f17a654), UINT64_C(0x1a62d3acd3d3bb54) }, { UINT64_C(0xc88ca3e7d4f30222), UINT64_C(0xa2bf4e704e4e8322) }, 
{ UINT64_C(0x928266767a195108), UINT64_C(0xaf8ec626c6c63f08) }, { UINT64_C(0x1d683742158d41db), UINT64_C(0xf63ff320f3f3addb) }, 
{ UINT64_C(0x3d22eff0699c0eee), UINT64_C(0xe8bb299329290fee) }, { UINT64_C(0x5e96de1640418364), UINT64_C(0x7ec0027802023964) }, 
{ UINT64_C(0x7463dccb5471c7ea), UINT64_C(0x5efc4a804a4af1ea) }, { UINT64_C(0x629247b7f387b978), UINT64_C(0xfad6e801e8e88678) }, 
{ UINT64_C(0x269e2f97e50ef75c), UINT64_C(0xb5ec158a1515845c) }, { UINT64_C(0xf7e2a0b5cadb64eb), UINT64_C(0x929d22f422222feb) }, 
{ UINT64_C(0x9fcf3d6d517dd628), UINT64_C(0x56f358be5858c328) }, { UINT64_C(0xe6e1babd2e6896e2), UINT64_C(0xf1728ca68c8ccee2) }, 
{ UINT64_C(0x94569153e306e961), UINT64_C(0x04e6091f09091961) }, { UINT64_C(0x4b0ddf994a59a123), UINT64_C(0x6ede260426265d23) }, 
{ UINT64_C(0x33052e18ef16d51b), UINT64_C(0xa5f231f63131e01b) }, { UINT64_C(0x08f336cd1f95639c), UINT64_C(0xe621d75cd7d7c99c) }, 
{ UINT64_C(0x17d7ed2d7dac4a60), UINT64_C(0xc887616b6161c760) }, { UINT64_C(0xef34fa21eba7c18c), UINT64_C(0x7bfe98109898b78c) }, 
{ UINT64_C(0x04981b87eeabd04e), UINT64_C(0x73f18a2e8a8a854e) }, { UINT64_C(0x6446b0926a980111), UINT64_C(0x51be27382727a011) }, 
{ UINT64_C(0x0c6b2d4af13eb3d2), UINT64_C(0x95d05d725d5d4cd2) }, { UINT64_C(0xa0a13e3f4f55b0e1), UINT64_C(0x66d1343a34346fe1) }, 
{ UINT64_C(0x379d359f01bd0555), UINT64_C(0xd603bbd8bbbb6555) }, { UINT64_C(0xc5c1f8fcff978502), UINT64_C(0x5bc2d0e8d0d07f02) }, 
{ UINT64_C(0xb95112fab4732174), UINT64_C(0xe31f4d344d4d4774) }, { UINT64_C(0x11031a08e4b3f209), UINT64_C(0x63efae52aeaee109) }, 
{ UINT64_C(0x39baf4778737dea0), UINT64_C(0x9b4aa3bda3a38aa0) }, { UINT64_C(0xcd32ce31e002e69e), UINT64_C(0xbde307b40707b69e) }, 
{ UINT64_C(0x90ce8ad40dad392f), UINT64_C(0x7717833183839c2f) }, { UINT64_C(0xf25ccd63fe2a8057), UINT64_C(0x8dc16b306b6b1a57) }, 
{ UINT64_C(0xe8c67b55a8e24d17), UINT64_C(0xbc3b94c394942117) }, { UINT64_C(0xacca1375be6b0333), UINT64_C(0xf301694869692333) }, 
{ UINT64_C(0x57439e8a858ed40a), UINT64_C(0xf44c16ce1616400a) }, { UINT64_C(0xf4883a466735383e), UINT64_C(0x26a9a409a4a43c3e) }, 
{ UINT64_C(0x7db69c5791be9084), UINT64_C(0xd4705e365e5e8884) }, { UINT64_C(0xa85208f250c0d37d), UINT64_C(0x80f0e366e3e3a67d) }, 
{ UINT64_C(0xd21615d1823bcf62), UINT64_C(0x9345b183b1b1b862) }, { UINT64_C(0x4941333b3dedc904), UINT64_C(0xb64763136363fe04) }, 
{ UINT64_C(0xa43925b8a1fe60af), UINT64_C(0x1520be14bebeeaaf) }, { UINT64_C(0x83817c7e9eaaa301), UINT64_C(0xcc6168746868de01) }, 
{ UINT64_C(0xfd5d7adaa2fa6f50), UINT64_C(0xac25b0bfb0b04550) }, { UINT64_C(0xd98fb9ef3040f02b), UINT64_C(0xc150e022e0e0622b) }, 
{ UINT64_C(0xe35fd76b1a99725e), UINT64_C(0xee2ec562c5c5fb5e) }, { UINT64_C(0xb776d31232f9fa81), UINT64_C(0xae5655515555a881) }, 
{ UINT64_C(0xc2337988bcd20999), UINT64_C(0x9c07dc3bdcdce999) }, { UINT64_C(0x27b859c63f54c3ae), UINT64_C(0xd941d660d6d634ae) }, 
{ UINT64_C(0xed7816839c13a9ab), UINT64_C(0xa367dd07dddd14ab) }, { UINT64_C(0x9b5726eabfd60666), UINT64_C(0x2502d290d2d24666) }, 
{ UINT64_C(0x52fdf35cb17f30b6), UINT64_C(0xeb105f0a5f5f75b6) }, { UINT64_C(0x54290479286088df), UINT64_C(0x40789033909053df) }, 
{ UINT64_C(0xbf85e5df2d6c991d), UINT64_C(0x4877820d8282611d) }, { UINT64_C(0x24d2c33592ba9f7b), UINT64_C(0x6d75509d5050277b) }, 
{ UINT64_C(0xc159e37b113c554c), UINT64_C(0x28335ac65a5afa4c) }, { UINT64_C(0xd33063805861fb90), UINT64_C(0xffe8726972720890) }, 
{ UINT64_C(0xa187486e950f8413), UINT64_C(0x0a7cf7d0f7f7df13) }, { UINT64_C(0x440c682016894e24), UINT64_C(0x4f3afd8bfdfd0224) }, 
{ UINT64_C(0xdbc3554d47f4980c), UINT64_C(0x19c9a535a5a5c10c) }, { UINT64_C(0x2e6d195afa9b94c0), UINT64_C(0x53cdc2d6c2c24dc0) }, 
{ UINT64_C(0x72b72beecd6e7f83), UINT64_C(0xf59485b98585d783) }, { UINT64_C(0x59645f6203040fff), UINT64_C(0xb9050eab0e0eafff) }, 
{ UINT64_C(0x7808f181a54f7438), UINT64_C(0xcb2c17f21717bd38) }, { UINT64_C(0xe58b204e8386ca37), UINT64_C(0x45460a5b0a0add37) }, 
{ UINT64_C(0xba3b8809199d7da1), UINT64_C(0x572bcbc9cbcb54a1) }, { UINT64_C(0x126980fb495daedc), UINT64_C(0xd7db28af2828f2dc) }, 
{ UINT64_C(0x9570e702395cdd93), UINT64_C(0x684bcaf5cacaa993) }, { UINT64_C(0x2bd3748cce6a707c), UINT64_C(0x4c918b128b8b787c) }, 
{ UINT64_C(0x2af502dd1430448e), UINT64_C(0x203c48f84848c88e) }, { UINT64_C(0xf5ae4c17bd6f0ccc), UINT64_C(0x4a0467e367678ccc) }, 
{ UINT64_C(0xb1a22437abe642e8), UINT64_C(0x053e9a689a9a8ee8) }, { UINT64_C(0x220634100ba52712), UINT64_C(0xc61d9fa49f9f0112) }, 
{ UINT64_C(0x81cd90dce91ecb26), UINT64_C(0x14f82d632d2d7d26) }, { UINT64_C(0x8818d0402cd19c48), UINT64_C(0x9e7439d539390448) }, 
{ UINT64_C(0x58422933d95e3b0d), UINT64_C(0xd5a8cd41cdcd1f0d) }, { UINT64_C(0x0e27c1e8868adbf5), UINT64_C(0x4d4918651818eff5) }, 
{ UINT64_C(0xc9aad5b60ea936d0), UINT64_C(0xce128d9a8d8d33d0) }, { UINT64_C(0xe0354d98b7772e8b), UINT64_C(0x5a1a439f4343e88b) }, 
{ UINT64_C(0x2f4b6f0b20c1a032), UINT64_C(0x3f60013c0101fd32) }, { UINT64_C(0x09d5409cc5cf576e), UINT64_C(0x8a8c14b61414796e) }, 
{ UINT64_C(0xc78d145e8823ed25), UINT64_C(0x835b95ff9595dc25) }, { UINT64_C(0x93a41027a04365fa), UINT64_C(0xc32305cc05058ffa) }, 
{ UINT64_C(0x0000000000000000), UINT64_C(0x0000000000000000) }, { UINT64_C(0x299f982eb9de185b), UINT64_C(0x9408ce05cecedb5b) }, 
{ UINT64_C(0x05be6dd634f1e4bc), UINT64_C(0x1f5c49c4494935bc) }, { UINT64_C(0x5665e8db5fd4e0f8), UINT64_C(0x98e1d524d5d5f0f8) }, 
{ UINT64_C(0xf09a7d3e773a939b), UINT64_C(0xccec18151b1197c3) }, { UINT64_C(0xbd7b440e71ada623), UINT64_C(0x03524c32a49105cd) }, 
{ UINT64_C(0xad0af246787d0274), UINT64_C(0x170c9aa9189239d8) }, { UINT64_C(0x84833517db7b4098), UINT64_C(0xa543ab0486682c3c) }, 
{ UINT64_C(0x51c4184e791bea40), UINT64_C(0xd4393d467213bf64) }, { UINT64_C(0x7126b7de6b7861ee), UINT64_C(0xfc8552b3c915c74e) }, 
{ UINT64_C(0x879660fb276c2ec3), UINT64_C(0xd6e4f4db0b4cb953) }, { UINT64_C(0x079899fe6f23473e), UINT64_C(0x76518b89a2549afb) }, 
{ UINT64_C(0xe83290529b826506), UINT64_C(0xd29da522f9f2b53d) }, { UINT64_C(0xfe698c01a97c1de7), UINT64_C(0x204ecdc49cb960f6) }, 
{ UINT64_C(0xc5369b11abb00e8f), UINT64_C(0x652440d94878af4d) }, { UINT64_C(0xe980a3b7cf8ffe8e), UINT64_C(0x424190d682eec618) }, 
{ UINT64_C(0x8624531e7361b54b), UINT64_C(0x4638c12f7050ca76) }, { UINT64_C(0x9c2bd87b37c3b605), UINT64_C(0xbb321633648b0ec2) }, 
{ UINT64_C(0x4f465f39ae8dc06b), UINT64_C(0x2cc53e0c49b87444) }, { UINT64_C(0xfae440133a483482), UINT64_C(0x25b81992b3c96f62) }, 
{ UINT64_C(0x9914278cf0fa04e8), UINT64_C(0x2e18f79130e77273) }, { UINT64_C(0xb23a86d4fbe6b3d7), UINT64_C(0x7f2cac17582581dd) }, 
{ UINT64_C(0x5a0816866064d6d1), UINT64_C(0xadb10935a1d734e0) }, { UINT64_C(0xb9f6881ce2998f46), UINT64_C(0x06a498648be10a59) }, 
{ UINT64_C(0xa24b309cf2361780), UINT64_C(0x6b727a8ce426bdc8) }, { UINT64_C(0xe24cad7fd6f0c21f), UINT64_C(0x3bc9a4a5512a4d9c) }, 
{ UINT64_C(0xc9620c27ddec7520), UINT64_C(0x6afdff2339e8be32) }, { UINT64_C(0xd913ba6fd43cd177), UINT64_C(0x7ea329b885eb8227) }, 
{ UINT64_C(0x309319d81bb32ff9), UINT64_C(0x3ce2b96e0705443f) }, { UINT64_C(0x11c385ad5ddd3fdf), UINT64_C(0x8482e36fc71f4f30) }, 
{ UINT64_C(0x1364e3a4f5c7ca0c), UINT64_C(0x67f989443127a97a) }, { UINT64_C(0x462d37f81fe80929), UINT64_C(0xb63660546c44198a) }, 
{ UINT64_C(0xc623cefd57a760d4), UINT64_C(0x16831f06c55c3a22) }, { UINT64_C(0xa0ec56955a2ce253), UINT64_C(0x880910a7121e5b82) }, 
{ UINT64_C(0x9e8cbe729fd943d6), UINT64_C(0x58497c1892b3e888) }, { UINT64_C(0x4ef46cdcfa805be3), UINT64_C(0xbc190bf832a40761) }, 
{ UINT64_C(0x591d436a9c73b88a), UINT64_C(0xde1656ea2cf3a18f) }, { UINT64_C(0x97e7d6b32ebc8a94), UINT64_C(0xc2ba2240b74f8546) }, 
{ UINT64_C(0x58af708fc87e2302), UINT64_C(0x4eca631e57efd2aa) }, { UINT64_C(0x8de85dd66a1e89da), UINT64_C(0x3fb0f55ca39441f2) }, 
{ UINT64_C(0x677dab8d5986190f), UINT64_C(0x0e563a55ac5e1285) }, { UINT64_C(0x7381d1d7c362943d), UINT64_C(0x1ffe38983f2d2104) }, 
{ UINT64_C(0xb4102ccfc0c86f61), UINT64_C(0x99a1126a816d6803) }, { UINT64_C(0xb12fd33807f1dd8c), UINT64_C(0x0c8bf3c8d50114b2) }, 
{ UINT64_C(0xbe6e11e28dbac878), UINT64_C(0x70f513ed29b590a2) }, { UINT64_C(0x50762bab2d1671c8), UINT64_C(0x44e508b2090fcc41) }, 
{ UINT64_C(0x246f63828157a2cb), UINT64_C(0x2d4abba3947677be) }, { UINT64_C(0x4c530ad5529aae30), UINT64_C(0x5f6261d3c49ce12b) }, 
{ UINT64_C(0x60e5327336a55e31), UINT64_C(0x7807b1dc0e0a887e) }, { UINT64_C(0x2245c999ba797e7d), UINT64_C(0xcbc705de4d3e9e60) }, 
{ UINT64_C(0x3aed24f556c188e0), UINT64_C(0xd5b6b8e9afddbc9e) }, { UINT64_C(0x031555ecfc176e5b), UINT64_C(0x73a75fdf8d24956f) }, 
{ UINT64_C(0xf1284edb23370813), UINT64_C(0x5c302de1600de4e6) }, { UINT64_C(0xa774cf6b350fa56d), UINT64_C(0xfe589b2eb04ac179) }, 
{ UINT64_C(0xcdefc0354ed85c45), UINT64_C(0x6f0b2b751698b1a6) }, { UINT64_C(0x770c1dc55056bd58), UINT64_C(0x1a08ecce105d2e90) }, 
{ UINT64_C(0xd2dfb4a7cd43ede6), UINT64_C(0x072b1dcb562f09a3) }, { UINT64_C(0xd8a1898a80314aff), UINT64_C(0xee7f1c4cfef7f102) }, 
{ UINT64_C(0xb70579233cdf013a), UINT64_C(0xea064db50c49fd6c) }, { UINT64_C(0x9f3e8d97cbd4d85e), UINT64_C(0xc89549ece9af9bad) }, 
{ UINT64_C(0xcf48a63ce6c2a996), UINT64_C(0x8c70415ee0a057ec) }, { UINT64_C(0xfb5673f66e45af0a), UINT64_C(0xb5642c66c8d51c47) }, 
{ UINT64_C(0x5f37e971a75d643c), UINT64_C(0x389be897f5bb4851) }, { UINT64_C(0xf5a582c9b0032176), UINT64_C(0x59c6f9b74f7deb72) }, 
{ UINT64_C(0x74194829ac41d303), UINT64_C(0x69afb3119d79bbff) }, { UINT64_C(0x7fd546e1b53eef92), UINT64_C(0x102787624ebd307b) }, 
{ UINT64_C(0xc00964e66c89bc62), UINT64_C(0xf00ea17b1c14d3fc) }, { UINT64_C(0x3d75bd0b39e2cfde), UINT64_C(0xa3e733600d892665) }, 
{ UINT64_C(0xb5a21f2a94c5f4e9), UINT64_C(0x097d279efa711b26) }, { UINT64_C(0xda06ef83282bbf2c), UINT64_C(0x0d04766708cf1748) }, 
{ UINT64_C(0x1a0f8b6544a2034e), UINT64_C(0xfd0ad71c14dbc4b4) }, { UINT64_C(0x1c25217e7f8cdff8), UINT64_C(0x1b876961cd932d6a) }, 
{ UINT64_C(0x2cb638a6643ff001), UINT64_C(0x2765d00fca966955) }, { UINT64_C(0xa4619a87c918cb36), UINT64_C(0x8dffc4f13d6e5416) }, 
{ UINT64_C(0x165b1c5332fe78e1), UINT64_C(0xf2d368e6654bd5cb) }, { UINT64_C(0xd7e04b500a7a5f0b), UINT64_C(0x9201fc6902437512) }, 
{ UINT64_C(0x1bbdb88010af98c6), UINT64_C(0x6dd6e2e86fc7b791) }, { UINT64_C(0x9a0172600ced6ab3), UINT64_C(0x5dbfa84ebdc3e71c) }, 
{ UINT64_C(0xab20585d4353dec2), UINT64_C(0xf18124d4c1dad006) }, { UINT64_C(0x9540b0ba86a67f47), UINT64_C(0x21c1486b4177630c) }, 
{ UINT64_C(0x53637e47d1011f93), UINT64_C(0x3742576d842b592e) }, { UINT64_C(0x3fd2db0291f83a0d), UINT64_C(0x409c594bfbb1c02f) }, 
{ UINT64_C(0x191ade89b8b56d15), UINT64_C(0x8ead88c399ff51db) }, { UINT64_C(0x6157019662a8c5b9), UINT64_C(0xe8db84287516fb5b) }, 
{ UINT64_C(0xd078d2ae65591835), UINT64_C(0xe45077e0a017efe9) }, { UINT64_C(0x0ef3f13fde468e7c), UINT64_C(0xeca2d5d187a8f735) }, 
{ UINT64_C(0x66cf98680d8b8287), UINT64_C(0x9e8a0fa1d74261a0) }, { UINT64_C(0xb09de0dd53fc4604), UINT64_C(0x9c57c63cae1d6797) }, 
{ UINT64_C(0x5549d45cea2fc325), UINT64_C(0xd1cfe9105d63b0f0) }, { UINT64_C(0x6d0396a014f4be16), UINT64_C(0xe7023bd20486ea24) }, 
{ UINT64_C(0x21509c75466e1026), UINT64_C(0xb8605a01c01a0b0f) }, { UINT64_C(0xf23d1b37df206648), UINT64_C(0x2f97723eed297189) }, 
{ UINT64_C(0x698e5ab287c09773), UINT64_C(0xe2f4ef842bf6e5b0) }, { UINT64_C(0x76be2e20045b26d0), UINT64_C(0x8ad4d93a6b415db5) }, 
{ UINT64_C(0xecbf5c4008b64c63), UINT64_C(0xd76b7174d682baa9) }, { UINT64_C(0x907f4f4d419fcdaa), UINT64_C(0xb4eba9c9151b1fbd) }, 
{ UINT64_C(0x4bcb932b3db9e90e), UINT64_C(0x2933ea5a66c87bd0) }, { UINT64_C(0xc2ae02efc49349b1), UINT64_C(0x1375cb50ea2c35b6) }, 
{ UINT64_C(0xdf391074ef120dc1), UINT64_C(0x982e97c55ca36bf9) }, { UINT64_C(0x7e677504e133741a), UINT64_C(0x80fbb29635a1435e) }, 
{ UINT64_C(0x39f87119aad6e6bb), UINT64_C(0xa611e73622f929f1) }, { UINT64_C(0x17e92fb666f3e369), UINT64_C(0x620f5d121e57a6ee) }, 
{ UINT64_C(0x42a0fbea8cdc204c), UINT64_C(0xb3c0b4024334161e) }, { UINT64_C(0x277a366e7d40cc90), UINT64_C(0x5eede47c1952e2d1) }, 
{ UINT64_C(0x683c6957d3cd0cfb), UINT64_C(0x7228da7050ea9695) }, { UINT64_C(0x82a99f0ce0559c2e), UINT64_C(0x43ce15795f20c5e2) }, 
{ UINT64_C(0xee183a49a0acb9b0), UINT64_C(0x34101b5f20ba5ce3) }, { UINT64_C(0x853106f28f76db10), UINT64_C(0x359f9ef0fd745f19) }, 
{ UINT64_C(0x9655e5567ab1111c), UINT64_C(0x526617b4cc53f663) }, { UINT64_C(0x479f041d4be592a1), UINT64_C(0x26ea55a017586aaf) }, 
{ UINT64_C(0x6468fe61a5917754), UINT64_C(0x7df1658a217a87ea) }, { UINT64_C(0x2d040b4330326b89), UINT64_C(0xb7b9e5fbb18a1a70) }, 
{ UINT64_C(0x08d95b24e56852ca), UINT64_C(0x0a2f6bac5ee01eeb) }, { UINT64_C(0x3b5f171002cc1368), UINT64_C(0x456a8d1dd4c1cfbb) }, 
{ UINT64_C(0x154e49bfcee916ba), UINT64_C(0x81743739e86f40a4) }, { UINT64_C(0xa6c6fc8e61023ee5), UINT64_C(0x6e84aedacb56b25c) }, 
{ UINT64_C(0xfd7cd9ed556b73bc), UINT64_C(0x53e9921b119df599) }, { UINT64_C(0x370b8026749068c7), UINT64_C(0x4ab332e7a551dec4) }, 
{ UINT64_C(0x0bcc0ec8197f3c91), UINT64_C(0x79883473d3c48b84) }, { UINT64_C(0x57eeb255423536f6), UINT64_C(0x32b4833bab5b56ba) }, 
{ UINT64_C(0xaa926bb8175e454a), UINT64_C(0x615d1120bac6a323) }, { UINT64_C(0xa3f90379a63b8c08), UINT64_C(0xfbae4f789f3aceed) }, 
{ UINT64_C(0x341ed5ca8887069c), UINT64_C(0x39146d3828754bab) }, { UINT64_C(0x41b5ae0670cb4e17), UINT64_C(0xc067ebddce108371) }, 
{ UINT64_C(0xc8d03fc289e1eea8), UINT64_C(0xfa21cad742f4cd17) }, { UINT64_C(0x23f7fa7cee74e5f5), UINT64_C(0x5b1b302a3622ed45) }, 
{ UINT64_C(0xefaa09acf4a12238), UINT64_C(0xa4cc2eab5ba62fc6) }, { UINT64_C(0xf702e4c01819d4a5), UINT64_C(0xbabd939cb9450d38) }, 
{ UINT64_C(0x36b9b3c3209df34f), UINT64_C(0xda6f0713de4dade1) }, { UINT64_C(0x8efd083a9609e781), UINT64_C(0x4c17aa832eb0d49d) }, 
{ UINT64_C(0x048dcc1293342965), UINT64_C(0x05f6d4562f700f94) }, { UINT64_C(0xfcceea080166e834), UINT64_C(0xc335a7ef6a8186bc) }, 
{ UINT64_C(0x896591c4f92aa0bf), UINT64_C(0x3a46210a8ce44e66) }, { UINT64_C(0xa8350db1bf44b099), UINT64_C(0x82267b0b4cfe4569) }, 
{ UINT64_C(0xa15e65700e2179db), UINT64_C(0x18d52553690228a7) }, { UINT64_C(0xf417b12ce40ebafe), UINT64_C(0xc91acc4334619857) }, 
{ UINT64_C(0x1f307492839bb1a3), UINT64_C(0x682036be40b7b805) }, { UINT64_C(0x79ffecfa8e103324), UINT64_C(0xf6aa391f97f5d9a5) }, 
{ UINT64_C(0x7cc0130d492981c9), UINT64_C(0x6380d8bdc399a514) }, { UINT64_C(0xacb8c1a32c7099fc), UINT64_C(0x87d0af5d638e4afd) }, 
{ UINT64_C(0x8a70c428053dcee4), UINT64_C(0x49e17ed501c0db09) }, { UINT64_C(0x384a42fcfedb7d33), UINT64_C(0x36cdd2c259e55ad4) }, 
{ UINT64_C(0x6a9b0f5e7bd7f928), UINT64_C(0x9153b05ba6d270df) }, { UINT64_C(0xd36d8742994e766e), UINT64_C(0x97f7283f2d337a86) }, 
{ UINT64_C(0x3cc78eee6def5456), UINT64_C(0x333b069476955540) }, { UINT64_C(0xde8b2391bb1f9649), UINT64_C(0x08f2a23127bf18dc) }, 
{ UINT64_C(0x0f41c2da8a4b15f4), UINT64_C(0x7c7ee025fcb48410) }, { UINT64_C(0xd65278b55e77c483), UINT64_C(0x02ddc99d795f0637) }, 
{ UINT64_C(0x6cb1a54540f9259e), UINT64_C(0x77de0e267f9a9901) }, { UINT64_C(0x7aeab91672075d7f), UINT64_C(0x850d66c01ad14cca) }, 
{ UINT64_C(0x784ddf1fda1da8ac), UINT64_C(0x66760cebece9aa80) }, { UINT64_C(0x54fbe7b9be2258ad), UINT64_C(0x4113dce4267fc3d5) }, 
{ UINT64_C(0x81bccae01c42f275), UINT64_C(0x30694aa6d204508d) }, { UINT64_C(0x9bb3418558e0f13b), UINT64_C(0xcd639dbac6df9439) }, 
{ UINT64_C(0x3e60e8e7c5f5a185), UINT64_C(0xd0406cbf80adb30a) }, { UINT64_C(0x8bc2f7cd5130556c), UINT64_C(0xd93d4b217adca82c) }, 
{ UINT64_C(0x35ace62fdc8a9d14), UINT64_C(0xa9c858cc5369388e) }, { UINT64_C(0x88d7a221ad273b37), UINT64_C(0xaa9a14fef7f83d43) }, 
{ UINT64_C(0x45386214e3ff6772), UINT64_C(0xc5913f8be1608ce5) }, { UINT64_C(0xc1bb5703388427ea), UINT64_C(0x60d2948f6708a0d9) }, 
{ UINT64_C(0x1e824777d7962a2b), UINT64_C(0xf8fc034a3babcb20) }, { UINT64_C(0x6fa4f0a9bcee4bc5), UINT64_C(0x047951f9f2be0c6e) }, 
{ UINT64_C(0x01b233e5540d9b88), UINT64_C(0x90dc35f47b1c7325) }, { UINT64_C(0x062aaa1b3b2edcb6), UINT64_C(0xe68dbe7dd948e9de) }, 
{ UINT64_C(0xb844bbf9b69414ce), UINT64_C(0x9678ad90f0fd797c) }, { UINT64_C(0x8c5a6e333e131252), UINT64_C(0xaf6cc0a8d88832d7) }, 
{ UINT64_C(0xf843261a9252c151), UINT64_C(0xc6c373b945f18928) }, { UINT64_C(0x52d14da2850c841b), UINT64_C(0xa79e6299ff372a0b) }, 
{ UINT64_C(0xeb27c5be67950b5d), UINT64_C(0xa13afafd74d62052) }, { UINT64_C(0xe0ebcb767eea37cc), UINT64_C(0xd8b2ce8ea712abd6) }, 
{ UINT64_C(0x18a8ed6cecb8f69d), UINT64_C(0x1e71bd37e2e322fe) }, { UINT64_C(0xe5d43481b9d38521), UINT64_C(0x4d982f2cf37ed767) }, 
{ UINT64_C(0xae1fa7aa846a6c2f), UINT64_C(0x64abc57695b6acb7) }, { UINT64_C(0x096b68c1b165c942), UINT64_C(0x9af35e5825fc6dce) }, 
{ UINT64_C(0x02a76609a81af5d3), UINT64_C(0xe37b6a2bf638e64a) }, { UINT64_C(0x75ab7bccf84c488b), UINT64_C(0xf97386e5e665c8da) }, 
{ UINT64_C(0x12d6d041a1ca5184), UINT64_C(0xf725bcb04a3bda5f) }, { UINT64_C(0xca7759cb21fb1b7b), UINT64_C(0x195aa0fcb4cc2b5d) }, 
{ UINT64_C(0xc31c310a909ed239), UINT64_C(0x83a9fea491304693) }, { UINT64_C(0x5c22bc9d5b4a0a67), UINT64_C(0x4b3cb748789fdd3e) }, 
{ UINT64_C(0x33864c34e7a441a2), UINT64_C(0x4f45e6b18a21d150) }, { UINT64_C(0xdd9e767d4708f812), UINT64_C(0x7b55fdeeaa9b8db3) }, 
{ UINT64_C(0xb388b531afeb285f), UINT64_C(0xeff099e32339f2f8) }, { UINT64_C(0xdbb4dc667c2624a4), UINT64_C(0x9dd8439373d3646d) }, 
{ UINT64_C(0xd1cae14b315483bd), UINT64_C(0x748c4214db0b9ccc) }, { UINT64_C(0x936a1aa1bd88a3f1), UINT64_C(0xc74cf616983f8ad2) }, 
{ UINT64_C(0x496cf52295a31cdd), UINT64_C(0xca48807190f09d9a) }, { UINT64_C(0x7094843b3f75fa66), UINT64_C(0x6c596747b209b46b) }, 
{ UINT64_C(0x7d7220e81d241a41), UINT64_C(0xf35ced49b885d631) }, { UINT64_C(0xea95f65b339890d5), UINT64_C(0x31e6cf090fca5377) }, 
{ UINT64_C(0xe6c1616d45c4eb7a), UINT64_C(0x3e3f70f37e5a4208) }, { UINT64_C(0x6b293cbb2fda62a0), UINT64_C(0x018f85afddce03fa) }, 
{ UINT64_C(0x5d908f780f4791ef), UINT64_C(0xdbe082bc0383ae1b) }, { UINT64_C(0x2e115eafcc2505d2), UINT64_C(0xc41eba243cae8f1f) }, 
{ UINT64_C(0xd4f51ebcf66d3150), UINT64_C(0xe1a6a3b68f67e07d) }, { UINT64_C(0x65dacd84f19cecdc), UINT64_C(0xed2d507e5a66f4cf) }, 
{ UINT64_C(0xbfdc2207d9b753f0), UINT64_C(0xe029261952a9e387) }, { UINT64_C(0x1071b64809d0a457), UINT64_C(0x145ed69bbc033c15) }, 
{ UINT64_C(0x32347fd1b3a9da2a), UINT64_C(0xdf99d345f13da275) }, { UINT64_C(0x40079de324c6d59f), UINT64_C(0x50bbde29b50cf054) }, 
{ UINT64_C(0x98a61469a4f79f60), UINT64_C(0xbec4c2654bfb0156) }, { UINT64_C(0xe3fe9e9a82fd5997), UINT64_C(0xab1591512a363eb9) }, 
{ UINT64_C(0xe773528811c970f2), UINT64_C(0xaee345070546312d) }, { UINT64_C(0x2b2ea1580b1cb73f), UINT64_C(0x51345b8668c2f3ae) }, 
{ UINT64_C(0xa9873e54eb492b11), UINT64_C(0x12fa4eff37e2364c) }, { UINT64_C(0x7233e232976f0fb5), UINT64_C(0x8f220d6c44315221) }, 
{ UINT64_C(0xa5d3a9629d1550be), UINT64_C(0x1d23f10546722733) }, { UINT64_C(0xafad944fd067f7a7), UINT64_C(0xf477f082eeaadf92) }, 
{ UINT64_C(0x831bace9b45807a6), UINT64_C(0xd312208d243cb6c7) }, { UINT64_C(0xcc5df3d01ad5c7cd), UINT64_C(0xffd71e816d84c283) }, 
{ UINT64_C(0xed0d6fa55cbbd7eb), UINT64_C(0x47b74480ad9ec98c) }, { UINT64_C(0x7b588af3260ac6f7), UINT64_C(0x15d1533461cd3fef) }, 
{ UINT64_C(0x1d97129b2b814470), UINT64_C(0x8b5b5c95b68f5e4f) }, { UINT64_C(0x800ef905484f69fd), UINT64_C(0xa0b57f52a91823a8) }, 
{ UINT64_C(0xc484a8f4ffbd9507), UINT64_C(0xf5f8752d3364dc68) }, { UINT64_C(0x20e2af9012638bae), UINT64_C(0x28bc6ff5bb06782a) }, 
{ UINT64_C(0x92d82944e9853879), UINT64_C(0x5790c3e2e323f9f7) }, { UINT64_C(0x2989c751a30642ec), UINT64_C(0xb24f31ad9efa15e4) }, 
{ UINT64_C(0x91cd7ca815925622), UINT64_C(0x24379c3d6e076c98) }, { UINT64_C(0x4de13930069735b8), UINT64_C(0xcfbe5427bf80920e) }, 
{ UINT64_C(0xcbc56a2e75f680f3), UINT64_C(0x89869508cfd05878) }, { UINT64_C(0xe4660764edde1ea9), UINT64_C(0xdd441ad88862a442) }, 
{ UINT64_C(0x448a51f1b7f2fcfa), UINT64_C(0x554d0a7f9a7cffc0) }, { UINT64_C(0x9d99eb9e63ce2d8d), UINT64_C(0x2bee23c71f977de7) }, 
{ UINT64_C(0x6242547a9ebfabe2), UINT64_C(0x9b7cdbf7f8326e34) }, { UINT64_C(0xdc2c45981305639a), UINT64_C(0xeb89c81ad187fe96) }, 
{ UINT64_C(0x26c8058b294d5718), UINT64_C(0xce31d188624e91f4) }, { UINT64_C(0xbb51ee154a837a95), UINT64_C(0xe5dff24f7dd9ec13) }, 
{ UINT64_C(0x94f2835fd2abe4cf), UINT64_C(0xb11d7d9f3a6b1029) }, { UINT64_C(0x283bf4b4f70bd964), UINT64_C(0x22930459e5e666c1) }, 
{ UINT64_C(0x25dd5067d55a3943), UINT64_C(0xbd968e57ef6a049b) }, { UINT64_C(0x0a7e3d2d4d72a719), UINT64_C(0xe9540187a8d8f8a1) }, 
{ UINT64_C(0x4312c80fd8d1bbc4), UINT64_C(0x231c81f63828653b) }, { UINT64_C(0xbae3ddf01e8ee11d), UINT64_C(0x7503c7bb06c59f36) }, 
{ UINT64_C(0x0de6a4d32251e027), UINT64_C(0x9f058a0e0a8c625a) }, { UINT64_C(0x565c81b01638ad7e), UINT64_C(0xa268b6cfd047259f) }, 
{ UINT64_C(0x0c549736765c7baf), UINT64_C(0x0fd9bffa7190117f) }, { UINT64_C(0x2fa36d4a98289e5a), UINT64_C(0x54c28fd047b2fc3a) }, 
{ UINT64_C(0xc791fd1803aafb5c), UINT64_C(0x865f2af2be404907) }, { UINT64_C(0xbcc977eb25a03dab), UINT64_C(0x938e79c6df8d76e8) }, 
{ UINT64_C(0x48dec6c7c1ae8755), UINT64_C(0x5a94b585ebeceebf) }, { UINT64_C(0x5bba256334694d59), UINT64_C(0x3d6d3cc1dacb47c5) }, 
{ UINT64_C(0x6e16c34ce8e3d04d), UINT64_C(0x94a5640d89a27f4b) }, { UINT64_C(0xf9f115ffc65f5ad9), UINT64_C(0x561f464d3eedfa0d) }, 
{ UINT64_C(0xf38f28d28b2dfdc0), UINT64_C(0xbf4b47ca963502ac) }, { UINT64_C(0x053ffff7c739b2ed), UINT64_C(0x952ae1a2546c7cb1) }, 
{ UINT64_C(0x4a79a0ce69b47286), UINT64_C(0xb9efdfae1dd408f5) }, { UINT64_C(0x14fc7a5a9ae48d32), UINT64_C(0x11a802cd93733381) }, 
{ UINT64_C(0x63f0679fcab2306a), UINT64_C(0x0ba0ee03832e1d11) }, { UINT64_C(0xd5472d59a260aad8), UINT64_C(0x717a9642f47b9358) }, 
{ UINT64_C(0xffdbbfe4fd71866f), UINT64_C(0xb092f830e7a513d3) }, { UINT64_C(0xcefa95d9b2cf321e), UINT64_C(0x1cac74aa9bbc24c9) }, 
{ UINT64_C(0x8f4f3bdfc2047c09), UINT64_C(0xdccb9f7755aca7b8) }, { UINT64_C(0x5e85da94f350ffb4), UINT64_C(0xa847dd638ea73b74) }, 
{ UINT64_C(0x2a9c92bd5f112cb7), UINT64_C(0xc1e86e7213de808b) }, { UINT64_C(0xf6b0d7254c144f2d), UINT64_C(0x2a61a668c2597e1d) }, 
{ UINT64_C(0x0000000000000000), UINT64_C(0x0000000000000000) }, { UINT64_C(0x31212a3d4fbeb471), UINT64_C(0xac3e8c9a7c19371a) }, 
{ UINT64_C(0xe159f8932ae7ac44), UINT64_C(0x486efb7adc0ed8f3) }, { UINT64_C(0xb6b74ac668d29ab2), UINT64_C(0x7ada784177558e49) }, 
{ UINT64_C(0x3be3ef79825311f0), UINT64_C(0xa5cc0e86c24fba59) }, { UINT64_C(0xf59cbae7378391bd), UINT64_C(0x2d039694956c2ab6) }, 
{ UINT64_C(0x03c38ec9905892ad), UINT64_C(0x3217b1aba6f911d2) }, { UINT64_C(0x60da6e5928516884), UINT64_C(0x8fa58244279665bf) }, 
{ UINT64_C(0x9f89764df9c11351), UINT64_C(0x0ed434ace0a929a0) }, { UINT64_C(0xb0371e1174b41571), UINT64_C(0x30fc7ad286405f68) }, 
{ UINT64_C(0x39611bf762824c87), UINT64_C(0x38d6d0f506e1a4c5) }, { UINT64_C(0x85dc784413955407), UINT64_C(0xc0762bce5dc3bf63) }, 
{ UINT64_C(0xb672c1409704f2e8), UINT64_C(0x54d2db4709717d0f) }, { UINT64_C(0xf2981ff1a4bab9fe), UINT64_C(0xe62058d9780a079f) }, 
{ UINT64_C(0x090c2c3a764b78c5), UINT64_C(0x9e6591d7f4aa777b) }, { UINT64_C(0x811b539b10f4eee9), UINT64_C(0x39425428165c8398) }, 
{ UINT64_C(0x0e08892ce5725086), UINT64_C(0x55465f9a19cc5a52) }, { UINT64_C(0xed4b40603d068b9c), UINT64_C(0x7ebb5785eca8a2e9) }, 
{ UINT64_C(0xa0adb2eb78f3b84f), UINT64_C(0x522c45cc6979af02) }, { UINT64_C(0x2eff121bfdfcc9fa), UINT64_C(0x912521a604be7986) }, 
{ UINT64_C(0x0645df51e3b0e799), UINT64_C(0x642ea1958f312267) }, { UINT64_C(0x0b8ed8b4969a25b2), UINT64_C(0x037f4fa4300469e7) }, 
{ UINT64_C(0xbdfc19f4019ed75a), UINT64_C(0x57ad94e3397514e8) }, { UINT64_C(0x29fbb70d6ec5e1b9), UINT64_C(0x5a06efebe9d854af) }, 
{ UINT64_C(0xfdd1ec9a314126a2), UINT64_C(0x1c6b689b03915283) }, { UINT64_C(0xa36e3c22e8ab2ae2), UINT64_C(0x603bf467cf80bed0) }, 
{ UINT64_C(0xaea53bc79d81e8c9), UINT64_C(0x076a1a5670b5f550) }, { UINT64_C(0x58fa0fe93a5aebd9), UINT64_C(0x187e3d694320ce34) }, 
{ UINT64_C(0xd9e15c722aae0530), UINT64_C(0x213c6941557c4dac) }, { UINT64_C(0xc136a6f5202b1f11), UINT64_C(0x7284a8502cb8c5f3) }, 
{ UINT64_C(0xafe44180ed082713), UINT64_C(0xa867758e12e2fa1e) }, { UINT64_C(0xec0a3a274d8f4446), UINT64_C(0xd1b6385d8effada7) }, 
{ UINT64_C(0x50b759943c985cc6), UINT64_C(0x2916c366d5ddb601) }, { UINT64_C(0x93030beffc621ea0), UINT64_C(0xc688b5453dcb6d6e) }, 
{ UINT64_C(0x8399a715f025b39e), UINT64_C(0xa4588a5bd2f29d04) }, { UINT64_C(0x97c42030ff03a44e), UINT64_C(0x3fbccaa376545195) }, 
{ UINT64_C(0xe4476c5a4b4df359), UINT64_C(0xe0dec6521802d592) }, { UINT64_C(0xcf3e2fd9c5594f97), UINT64_C(0x27c2f7ca35749fa1) }, 
{ UINT64_C(0xd32efe81ccbdef58), UINT64_C(0x8d4e493d072f2b05) }, { UINT64_C(0x2c7de6951d2d948d), UINT64_C(0x0c3fffd5c010671a) }, 
{ UINT64_C(0xf4ddc0a0470a5e67), UINT64_C(0x820ef94cf73b25f8) }, { UINT64_C(0xdee5f964b9972d73), UINT64_C(0xea1fa70cb81a6085) }, 
{ UINT64_C(0xb93b322b02ff6db4), UINT64_C(0xae99eb0572ea2813) }, { UINT64_C(0x5235ad1adc4901b1), UINT64_C(0xb40c1d151173a89d) }, 
{ UINT64_C(0xac27cf497d50b5be), UINT64_C(0x9a70c425b41bebcc) }, { UINT64_C(0xa8e0e4967e310f50), UINT64_C(0x6344bbc3ff84d737) }, 
{ UINT64_C(0xf3d965b6d4337624), UINT64_C(0x492d37011a5d08d1) }, { UINT64_C(0xf916c74532209c4c), UINT64_C(0xe55f177d480e6e78) }, 
{ UINT64_C(0x7101b8e4549f0a60), UINT64_C(0x4278d282aaf89a9b) }, { UINT64_C(0x416c8f2940563e22), UINT64_C(0xe4cb93a058b34925) }, 
{ UINT64_C(0xccfda1105501dd3a), UINT64_C(0x15d54661938d8e73) }, { UINT64_C(0x59bb75ae4ad32403), UINT64_C(0xb77352b12177c17a) }, 
{ UINT64_C(0x0c8a7da205a30df1), UINT64_C(0xc85c81e9dd6244ce) }, { UINT64_C(0x16df73abeff74aa7), UINT64_C(0x06fe9e8b6008d20d) }, 
{ UINT64_C(0x72c2362dc4c798cd), UINT64_C(0x706f63290c018b49) }, { UINT64_C(0x0282f48ee0d15d77), UINT64_C(0x9d1ade73c4ae1e9c) }, 
{ UINT64_C(0x7a8f6050c2052fd2), UINT64_C(0x41079d269afcf37c) }, { UINT64_C(0x6f939d32bdaaf7d8), UINT64_C(0x75eeb2065c0d30a3) }, 
{ UINT64_C(0xe0804785482c49b7), UINT64_C(0x19eab9b4539de969) }, { UINT64_C(0xb4f035ce77d5af9f), UINT64_C(0xc9c80534cddf6393) }, 
{ UINT64_C(0x1c10d15809e4a0cf), UINT64_C(0xaa8cbef7325bb4a4) }, { UINT64_C(0x199680c07a0cd5fb), UINT64_C(0xfcb5aec91b938711) }, 
{ UINT64_C(0x56f286c5df28bb5f), UINT64_C(0x4d3862f35aec9466) }, { UINT64_C(0xd0ed70485ce57df5), UINT64_C(0xbf59f896a1d63ad7) }, 
{ UINT64_C(0x5b398120aa027974), UINT64_C(0x2a698cc2e5d9dfe6) }, { UINT64_C(0x794cee99525dbd7f), UINT64_C(0x73102c8d3c05e2ae) }, 
{ UINT64_C(0xe202b30ba8fd14c0), UINT64_C(0x84f067c79733f7f5) }, { UINT64_C(0x4921d9544694893d), UINT64_C(0xd5a36dafce4e3110) }, 
{ UINT64_C(0x8e52a0f0850f71b5), UINT64_C(0xc309646a6dc7d684) }, { UINT64_C(0x01417a477089cfda), UINT64_C(0xaf0d6fd862570f4e) }, 
{ UINT64_C(0xe343c94cd874db1a), UINT64_C(0x2bfd081ff564f8bb) }, { UINT64_C(0x51f623d34c11931c), UINT64_C(0x861bacbeb78ab94f) }, 
{ UINT64_C(0x88177fa166bf962c), UINT64_C(0xa727c5ffe2f6f4e3) }, { UINT64_C(0x4f640605a5246ea4), UINT64_C(0xb18dcc3a417f1377) }, 
{ UINT64_C(0x44eadeb133be4b16), UINT64_C(0xb2f2839e717b7a90) }, { UINT64_C(0x9181ff611cb343d7), UINT64_C(0x5b926b36f96573f2) }, 
{ UINT64_C(0xd42a5b975f84c71b), UINT64_C(0x466d8770ea49062c) }, { UINT64_C(0x5ffeaaffa963c39a), UINT64_C(0xd35df324ae46e31d) }, 
{ UINT64_C(0xb1766456043ddaab), UINT64_C(0x9ff1150ae4175026) }, { UINT64_C(0xa1ecc8ac087a7795), UINT64_C(0xfd212a140b2ea04c) }, 
{ UINT64_C(0xf15b913834e22b53), UINT64_C(0xd437e972def3164d) }, { UINT64_C(0x27f33e218bb7b13f), UINT64_C(0x0f40b071f0140efd) }, 
{ UINT64_C(0xbaf8bce292a7ff19), UINT64_C(0x9c8e5aaed41339c1) }, { UINT64_C(0x46682a3fd36f1661), UINT64_C(0x2fe85dedb5d5640c) }, 
{ UINT64_C(0x145d87250f2617d0), UINT64_C(0x9be440f8a4a6cc91) }, { UINT64_C(0xc97bf08826e9a80e), UINT64_C(0x43ec565fba45bdc6) }, 
{ UINT64_C(0xc3b4527bc0fa4266), UINT64_C(0xef9e7623e816db6f) }, { UINT64_C(0x655c3fc15bb91db0), UINT64_C(0xd99c927a0e5e560a) }, 
{ UINT64_C(0x43ee7ba7a0876355), UINT64_C(0x79d14dd39c1d57b9) }, { UINT64_C(0xe1c13dc238a5866d), UINT64_C(0xb6e7d66c31cae627) }, 
{ UINT64_C(0x18d7fa870a851a21), UINT64_C(0x53b8c11179c4885f) }, { UINT64_C(0x5531080c4f7029f2), UINT64_C(0x7f2fd358fc1585b4) }, 
{ UINT64_C(0x3da6302861e3f669), UINT64_C(0xc1e2af134d7e983e) }, { UINT64_C(0x35eb665567214176), UINT64_C(0xf08a511cdb83e00b) }, 
{ UINT64_C(0x6a15ccaace4282ec), UINT64_C(0x23d7a23875c50316) }, { UINT64_C(0x4ae2579dd6cc1b90), UINT64_C(0xe7b4dc0468b720c2) }, 
{ UINT64_C(0x7ccabf0121b5c84b), UINT64_C(0x25293cb315cdd11b) }, { UINT64_C(0x8cd0547e65de2cc2), UINT64_C(0x5e13ba19a969c818) }, 
{ UINT64_C(0xea4fe576ae3fa3df), UINT64_C(0xb59899c801ce8fc0) }, { UINT64_C(0x4e257c42d5ada17e), UINT64_C(0x1e80a3e223281c39) }, 
{ UINT64_C(0x9546d4be1fd2f939), UINT64_C(0xa2a614d0b2fa4f09) }, { UINT64_C(0x73834c6ab44e5717), UINT64_C(0xdf620cf16e568407) }, 
{ UINT64_C(0x306d37cd14c93442), UINT64_C(0xa6b34122f24bd3be) }, { UINT64_C(0xaa6210189ee05227), UINT64_C(0xfe5e65b03b2ac9ab) }, 
{ UINT64_C(0x0acfa2f3e613ea68), UINT64_C(0xac72207c525366a9) }, { UINT64_C(0xd26f84c6bc342082), UINT64_C(0x224326e56578244b) }, 
{ UINT64_C(0x04c72bdf0361baee), UINT64_C(0xf9347fe64b9f3cfb) }, { UINT64_C(0x57b3fc82afa17485), UINT64_C(0xe2350d2b38bb9b28) }, 
{ UINT64_C(0xf857bd0242a95396), UINT64_C(0x4a5278a52a596136) }, { UINT64_C(0xdb63a8fcca7f5847), UINT64_C(0xbc26b73291d25330) }, 
{ UINT64_C(0xad66b50e0dd97a64), UINT64_C(0x357dabfdd64ce482) }, { UINT64_C(0xbf7eed7ae14f8a2d), UINT64_C(0xcab74a90fddb0a74) }, 
{ UINT64_C(0x7bce1a17b28ce008), UINT64_C(0xee0af2fef8abfc32) }, { UINT64_C(0xfb9433cbd2f1c13b), UINT64_C(0x7845c90e8ca070e4) }, 
{ UINT64_C(0x1d51ab1f796d6f15), UINT64_C(0x0581d12f500cbbea) }, { UINT64_C(0x21b6e170680756a6), UINT64_C(0x6b6e11e47f252c9a) }, 
{ UINT64_C(0xab236a5fee699dfd), UINT64_C(0x51530a68597dc6e5) }, { UINT64_C(0x5c3d2436393b5137), UINT64_C(0xe14a428f08bff2cf) }, 
{ UINT64_C(0x22756fb9f85fc40b), UINT64_C(0x5979a04fd9dc3d48) }, { UINT64_C(0x2d3c9cd26da45b57), UINT64_C(0xa332900da2476854) }, 
{ UINT64_C(0x861ff68d83cdc6aa), UINT64_C(0xf2619a65fb3aaeb1) }, { UINT64_C(0xcab87e41b6b13aa3), UINT64_C(0x71fbe7f41cbcac14) }, 
{ UINT64_C(0x0586519873e87534), UINT64_C(0x5639103e29c833b5) }, { UINT64_C(0x69d642635e1a1041), UINT64_C(0x11c01393d33c12c4) }, 
{ UINT64_C(0x99cca91c1a71f4c8), UINT64_C(0x6afa95396f980bc7) }, { UINT64_C(0x76051df2c7a62223), UINT64_C(0x895b1ccf479eb7b2) }, 
{ UINT64_C(0x33aeb9048491a6ef), UINT64_C(0x94a4f08954b2c26c) }, { UINT64_C(0xbe3f973d91c645f7), UINT64_C(0x65ba25489f8c053a) }, 
{ UINT64_C(0x6b54b6edbecb4d36), UINT64_C(0x8cdacde017920c58) }, { UINT64_C(0x75c6933b57feb08e), UINT64_C(0xbb4cad64e167a660) }, 
{ UINT64_C(0xdc670dea59467004), UINT64_C(0x7705797f7cb47e19) }, { UINT64_C(0x9c4af884699981fc), UINT64_C(0x3cc3850746503872) }, 
{ UINT64_C(0xf01aeb7f446be489), UINT64_C(0x7b3a86aabca41903) }, { UINT64_C(0xe8cd11f84eeefea8), UINT64_C(0x288247bbc560915c) }, 
{ UINT64_C(0xa46a99347b9202a1), UINT64_C(0xab183a2a22e693f9) }, { UINT64_C(0xe784e293db1561f4), UINT64_C(0xd2c977f9befbc440) }, 
{ UINT64_C(0x084d567d06c2b71f), UINT64_C(0x3168fe0f96fd7835) }, { UINT64_C(0xcbf90406c638f579), UINT64_C(0xdef6882c7eeba35a) }, 
{ UINT64_C(0x20f79b37188e997c), UINT64_C(0xc4637e3c1d7223d4) }, { UINT64_C(0x34aa1c1217a88eac), UINT64_C(0x5f873ec4b9d4ef45) }, 
{ UINT64_C(0xa9a19ed10eb8c08a), UINT64_C(0xcc49d41b9dd3d879) }, { UINT64_C(0xa22f46659822e538), UINT64_C(0xcf369bbfadd7b19e) }, 
{ UINT64_C(0x641d45862b30d26a), UINT64_C(0x7691fda26c095944) }, { UINT64_C(0x4de6f28b45f533d3), UINT64_C(0x2c97124985d10deb) }, 
{ UINT64_C(0x7e484b8fc164953c), UINT64_C(0xb833e2c0d163cf87) }, { UINT64_C(0xdd2677ad29cfbfde), UINT64_C(0xd80816a71ee37157) }, 
{ UINT64_C(0xfe126253a119b40f), UINT64_C(0x2e7cd930a5684351) }, { UINT64_C(0xa6e86dba9b435fd6), UINT64_C(0x3602e459e6488d65) }, 
{ UINT64_C(0xd6a8af19bf559a6c), UINT64_C(0xdb7759032ee718b0) }, { UINT64_C(0x924271a88cebd17a), UINT64_C(0x6985da9d5f9c6220) }, 
{ UINT64_C(0xfc9096dd41c8e978), UINT64_C(0xb366074361c65dcd) }, { UINT64_C(0x7487e97c27777f54), UINT64_C(0x1441c2bc8330a92e) }, 
{ UINT64_C(0x8bd4f168f6e70481), UINT64_C(0x95307454440fe531) }, { UINT64_C(0x689738242e93df9b), UINT64_C(0xbecd7c4bb16b1d8a) }, 
{ UINT64_C(0x109aacfa0c47ad3e), UINT64_C(0x62d03f1eef39f06a) }, { UINT64_C(0x9ec80c0a8948dc8b), UINT64_C(0xa1d95b7482fe26ee) }, 
{ UINT64_C(0x32efc343f4186935), UINT64_C(0x3ba99f5136e5cd22) }, { UINT64_C(0xc77379a4c39bf888), UINT64_C(0x16aa09c5a389e794) }, 
{ UINT64_C(0xb5b14f89075c6045), UINT64_C(0x66c56aecaf886cdd) }, { UINT64_C(0xd56b21d02f0d08c1), UINT64_C(0xe960e8a8881e0962) }, 
{ UINT64_C(0x3f24c4a68132ab1e), UINT64_C(0x5cf8716089d086a2) }, { UINT64_C(0x8f13dab7f586be6f), UINT64_C(0x6c040bb20f90d9ca) }, 
{ UINT64_C(0x376992db87f01c01), UINT64_C(0x6d908f6f1f2dfe97) }, { UINT64_C(0xb2b5ea9f94654806), UINT64_C(0xade6a4a142ee41f4) }, 
{ UINT64_C(0x1e9225d6e935fdb8), UINT64_C(0x37966084f6f5aa38) }, { UINT64_C(0x1b14744e9add888c), UINT64_C(0x61af70badf3d998d) }, 
{ UINT64_C(0x402df56e30dff1f8), UINT64_C(0x4bc6fc783ae4466b) }, { UINT64_C(0xc63203e3b3123752), UINT64_C(0xb9a7661dc1dee8da) }, 
{ UINT64_C(0xefc9b4eeddd7d6eb), UINT64_C(0xe3a189f62806bc75) }, { UINT64_C(0xcdbcdb57258812e0), UINT64_C(0xbad829b9f1da813d) }, 
{ UINT64_C(0x8d912e391557e318), UINT64_C(0xf11ed5c1cb3ec756) }, { UINT64_C(0x26b24466fb3e7ee5), UINT64_C(0xa04ddfa9924301b3) }, 
{ UINT64_C(0x5a78fb67da8bb6ae), UINT64_C(0x8564e31a878ed0a8) }, { UINT64_C(0x4ca788cc357cfc09), UINT64_C(0x839a7d91e78602a5) }, 
{ UINT64_C(0x6ed2e775cd233802), UINT64_C(0xdae3ddde3e5a3fed) }, { UINT64_C(0x6c5013fb2df26575), UINT64_C(0x47f903adfaf42171) }, 
{ UINT64_C(0x988dd35b6af83b12), UINT64_C(0xc5f7fae10dcf0489) }, { UINT64_C(0xf71e4e69d752ccca), UINT64_C(0xb01948e751c2342a) }, 
{ UINT64_C(0xbbb9c6a5e22e30c3), UINT64_C(0x33833576b644368f) }, { UINT64_C(0x0f49f36b95fb9f5c), UINT64_C(0xfa4b30427b9b551c) }, 
{ UINT64_C(0x805a29dc607d2133), UINT64_C(0x964f3bf0740b8cd6) }, { UINT64_C(0x849d0203631c9bdd), UINT64_C(0x6f7b44163f94b02d) }, 
{ UINT64_C(0x3ce74a6f116a39b3), UINT64_C(0x6eefc0cb2f299770) }, { UINT64_C(0x3628e89cf779d3db), UINT64_C(0xc29de0b77d7af1d9) }, 
{ UINT64_C(0x233415fe88d60bd1), UINT64_C(0xf674cf97bb8b3206) }, { UINT64_C(0x135922339c1f3f93), UINT64_C(0x50c78eb549c0e1b8) }, 
{ UINT64_C(0x12185874ec96f049), UINT64_C(0xffcae16d2b97eef6) }, { UINT64_C(0x875e8ccaf3440970), UINT64_C(0x5d6cf5bd996da1ff) }, 
{ UINT64_C(0x179e09ec9f7e857d), UINT64_C(0xa9f3f153025fdd43) }, { UINT64_C(0xd8a026355a27caea), UINT64_C(0x8e310699372b42e2) }, 
{ UINT64_C(0x7f0931c8b1ed5ae6), UINT64_C(0x173e8d18b334c0c9) }, { UINT64_C(0x5374d75dacc0ce6b), UINT64_C(0x1b0172cd7324a7d3) }, 
{ UINT64_C(0x382061b0120b835d), UINT64_C(0x97dbbf2d64b6ab8b) }, { UINT64_C(0xe6c598d4ab9cae2e), UINT64_C(0x7dc41821dcaccb0e) }, 
{ UINT64_C(0xc83a8acf566067d4), UINT64_C(0xece13987d812b288) }, { UINT64_C(0x9a0f27d58a296665), UINT64_C(0x58ed2492c9611a15) }, 
{ UINT64_C(0x9b4e5d92faa0a9bf), UINT64_C(0xf7e04b4aab36155b) }, { UINT64_C(0xf65f342ea7db0310), UINT64_C(0x1f14273f33953b64) }, 
{ UINT64_C(0xb733bb07e78d3d32), UINT64_C(0xfbdfb49f6b267241) }, { UINT64_C(0x5ebfd0b8d9ea0c40), UINT64_C(0x7c509cfccc11ec53) }, 
{ UINT64_C(0x312c4d8a6440fb98), UINT64_C(0x09be2efa901cdcf0) }, { UINT64_C(0x9407aef96f5b36e3), UINT64_C(0x0dab7b08d0ad4047) }, 
{ UINT64_C(0x4860a313361d46e7), UINT64_C(0x7aae0277ac193e5e) }, { UINT64_C(0x0dcb07e5752ac22b), UINT64_C(0x6751ee31bf354b80) }, 
{ UINT64_C(0xdfa48323c91ee2a9), UINT64_C(0x4512c8d4da4d6fcb) }, { UINT64_C(0xe98c6bbf3e673172), UINT64_C(0x878f2863a7379e12) }, 
{ UINT64_C(0x780d94de22d472a5), UINT64_C(0xdc1d43555e52ede0) }, { UINT64_C(0x6d1169bc5d7baaaf), UINT64_C(0xe8f46c7598a32e3f) }, 
{ UINT64_C(0xe506161d3bc43c83), UINT64_C(0x4fd3a98a7a55dadc) }, { UINT64_C(0x45aba4f6433784cc), UINT64_C(0x1dffec46132c75de) }, 
{ UINT64_C(0x5d7c5e7149b29eed), UINT64_C(0x4e472d576ae8fd81) }, { UINT64_C(0xa52be3730b1bcd7b), UINT64_C(0x041555f240b19cb7) }, 
{ UINT64_C(0x669fb108cbe18f1d), UINT64_C(0xeb8b23d1a8a747d8) }, { UINT64_C(0xbcbd63b371171880), UINT64_C(0xf8a0fb3b5b221ba6) }, 
{ UINT64_C(0x3e65bee1f1bb64c4), UINT64_C(0xf3f51eb8eb8789ec) }, { UINT64_C(0x2fbe685c8d750620), UINT64_C(0x3e284e7e66e976c8) }, 
{ UINT64_C(0x2430b0e81bef2392), UINT64_C(0x3d5701da56ed1f2f) }, { UINT64_C(0x6319e090b809fa29), UINT64_C(0xbdb233ef816f746d) }, 
{ UINT64_C(0x7d8bc546513c0791), UINT64_C(0x8a24536b779ade55) }, { UINT64_C(0xce7f559eb5d0804d), UINT64_C(0x88cf9812572390ef) }, 
{ UINT64_C(0xc077dcb250a2d0cb), UINT64_C(0xdd89c7884eefcabd) }, { UINT64_C(0x11dbd6bd7cce62e4), UINT64_C(0xcddd50c68d6eff24) }, 
{ UINT64_C(0x82d8dd5280ac7c44), UINT64_C(0x0b55e583b0a5924a) }, { UINT64_C(0xda22d2bbbaf6979d), UINT64_C(0x132bd8eaf3855c7e) }, 
{ UINT64_C(0x1fd35f9199bc3262), UINT64_C(0x989b0f5c94a2a576) }, { UINT64_C(0xb3f490d8e4ec87dc), UINT64_C(0x02ebcb7920b94eba) }, 
{ UINT64_C(0x9d0b82c319104e26), UINT64_C(0x93ceeadf2407373c) }, { UINT64_C(0x47295078a3e6d9bb), UINT64_C(0x80e53235d7826b42) }, 
{ UINT64_C(0x96855a778f8a6b94), UINT64_C(0x90b1a57b14035edb) }, { UINT64_C(0x5470724b3ff9e628), UINT64_C(0xd022bc809e428afa) }, 
{ UINT64_C(0xc4b0f76d53c36a25), UINT64_C(0x24bdb86e0570f646) }, { UINT64_C(0x151cfd627fafd80a), UINT64_C(0x34e92f20c6f1c3df) }, 
{ UINT64_C(0x0704a51693392843), UINT64_C(0xcb23ce4ded662d29) }, { UINT64_C(0x7040c2a32416c5ba), UINT64_C(0xed75bd5ac8af95d5) }, 
{ UINT64_C(0x90c085266c3a8c0d), UINT64_C(0xf49f04ee9b327cbc) }, { UINT64_C(0x1a550e09ea544756), UINT64_C(0xcea21f62bd6a96c3) }, 
{ UINT64_C(0xa7a917fdebca900c), UINT64_C(0x990f8b81841f822b) }, { UINT64_C(0xd1ac0a0f2c6cb22f), UINT64_C(0x1054974ec3813599) }, 
{ UINT64_C(0x67decb4fbb6840c7), UINT64_C(0x44864c09caf04896) }, { UINT64_C(0xc2f5283cb0738dbc), UINT64_C(0x409319fb8a41d421) }, 
{ UINT64_C(0x2571caaf6b66ec48), UINT64_C(0x925a6e0234ba1061) }, { UINT64_C(0x8a958b2f866ecb5b), UINT64_C(0x3a3d1b8c2658ea7f) }, 
{ UINT64_C(0xb87a486c7276a26e), UINT64_C(0x019484dd10bd275d) }, { UINT64_C(0x774467b5b72fedf9), UINT64_C(0x2656731725c9b8fc) }, 
{ UINT64_C(0x62589ad7c88035f3), UINT64_C(0x12bf5c37e3387b23) }, { UINT64_C(0xeb0e9f31deb66c05), UINT64_C(0x1a95f6106399808e) }, 
{ UINT64_C(0x4ba32ddaa645d44a), UINT64_C(0x48b9b3dc0ae02f8c) }, { UINT64_C(0x2a3839c4fe9d7314), UINT64_C(0x68115e404f21457d) }, 
{ UINT64_C(0x28bacd4a1e4c2e63), UINT64_C(0xf50b80338b8f5be1) }, { UINT64_C(0xff531814d1907bd5), UINT64_C(0x8171b6e8c73f4c1f) }, 
{ UINT64_C(0xc5f18d2a234aa5ff), UINT64_C(0x8bb0d7b66727f908) }, { UINT64_C(0x2b7943838e14bcce), UINT64_C(0xc71c31982d764a33) }, 
{ UINT64_C(0x42af01e0d00eac8f), UINT64_C(0xd6dc220bfe4a58f7) }, { UINT64_C(0x619b141e58d8a75e), UINT64_C(0x20a8ed9c45c16af1) }, 
{ UINT64_C(0x3aa2953ef2dade2a), UINT64_C(0x0ac1615ea018b517) }, { UINT64_C(0x895605e6163659f6), UINT64_C(0x082aaa2780a1fbad) }, 
{ UINT64_C(0x0000000000000000), UINT64_C(0x0000000000000000) }, { UINT64_C(0xee88cea9ad5e1931), UINT64_C(0x4cace62e4a51b33b) }, 
{ UINT64_C(0xfad5498ca2780ee1), UINT64_C(0xd748a6d6eef77faa) }, { UINT64_C(0xd7e9d55ecfdc55b6), UINT64_C(0x747a36db4cb017fe) }, 
{ UINT64_C(0x16316ecf11ddeefc), UINT64_C(0x4d04c523dafac4fb) }, { UINT64_C(0xba992e93dbf077e9), UINT64_C(0xc15fcd14bbf13617) }, 
{ UINT64_C(0x21ef5ce25a6518f9), UINT64_C(0x4f8e018b423c1c81) }, { UINT64_C(0xa08f6ae3ae028405), UINT64_C(0x1fd3d47f98ed0b06) }, 
{ UINT64_C(0xab48c8ea512c34eb), UINT64_C(0xccce3afda2682af2) }, { UINT64_C(0x12760c08560e70b5), UINT64_C(0x875db79c471372bf) }, 
{ UINT64_C(0xc79a7b102996a115), UINT64_C(0xb1b29e9d6f7891f3) }, { UINT64_C(0x7e8a35ff3d197532), UINT64_C(0x570dbdc380c6546d) }, 
{ UINT64_C(0xc943a83ea924f5df), UINT64_C(0x03b9227cf6d679d7) }, { UINT64_C(0xbcb0947adeec0fe0), UINT64_C(0x4a0a334e5028e8dc) }, 
{ UINT64_C(0x4462001e736097a7), UINT64_C(0x41269f648238b81a) }, { UINT64_C(0x2f555e27924645ad), UINT64_C(0x3b95d5697da5a38c) }, 
{ UINT64_C(0xf71dac8640b35807), UINT64_C(0x89e7d988e46b3730) }, { UINT64_C(0xfef83f4c49831be1), UINT64_C(0x6185d8ca90aa538d) }, 
{ UINT64_C(0x5b092b2da4677120), UINT64_C(0x526ce5bed0259bcb) }, { UINT64_C(0xc0b4f4e6d274a659), UINT64_C(0xb6634b39c2af66d1) }, 
{ UINT64_C(0xc038300e8f322da5), UINT64_C(0x91527e55399ee654) }, { UINT64_C(0x1807601c5a570364), UINT64_C(0x3fa4c629d1a87221) }, 
{ UINT64_C(0xb4aeea820c8d27e0), UINT64_C(0xb715e442e549639a) }, { UINT64_C(0xc91975419d7006c8), UINT64_C(0xd584732abf4dfcaa) }, 
{ UINT64_C(0x5bb2b1a7862bafc3), UINT64_C(0x2f9c0fd4fd9fd346) }, { UINT64_C(0x7f53b679d9ef439b), UINT64_C(0x1eb55e25e723f0c1) }, 
{ UINT64_C(0xe2f922acfea6dfa2), UINT64_C(0x6b0578eeca35bc4a) }, { UINT64_C(0x115671f2a359e151), UINT64_C(0x3c77bb8c6594896a) }, 
{ UINT64_C(0x5fc4de31d2ab287b), UINT64_C(0x362ed8b82c76cfcc) }, { UINT64_C(0xa162be9514b369db), UINT64_C(0xad6d6c5ce966163b) }, 
{ UINT64_C(0xa0f1bae3b94b6137), UINT64_C(0xfa33b0c547da8385) }, { UINT64_C(0x5dff50f6c26e6f96), UINT64_C(0x58ec7d971b178ea9) }, 
{ UINT64_C(0x677a0d097cfb1ff7), UINT64_C(0x044e1d4fe8dc8745) }, { UINT64_C(0x888abd3d3ef3f8eb), UINT64_C(0x80930298130bcddd) }, 
{ UINT64_C(0xcef4edcb3424d090), UINT64_C(0x26013a9240441099) }, { UINT64_C(0xc78b81f568481a12), UINT64_C(0x74d74c00080a20d6) }, 
};

static inline void gg_cuda_host_kuznyechik_ecb(const gg_cuda_kuznyechik_keys *K, int decrypt,
                                                 const uint8_t *in, uint8_t *out, size_t nblocks)
{
    gg_cuda_kuznyechik_tables T;
    gg_cuda_kuznyechik_tables_at(gg_cuda_kuznyechik_blob, &T);
    for (size_t i = 0; i < nblocks; i++)
        gg_cuda_kuznyechik_ecb_item(&T, K, decrypt, in, out, i);
}

static inline void gg_cuda_host_kuznyechik_ctr(const gg_cuda_kuznyechik_keys *K, uint64_t hi,
                                                 uint64_t lo, const uint8_t *in, uint8_t *out,
                                                 size_t nblocks)
{
    gg_cuda_kuznyechik_tables T;
    gg_cuda_kuznyechik_tables_at(gg_cuda_kuznyechik_blob, &T);
    for (size_t i = 0; i < nblocks; i++)
        gg_cuda_kuznyechik_ctr_item(&T, K, hi, lo, in, out, i);
}

static inline void gg_cuda_host_kuznyechik_keys(const uint8_t *rk, int decrypt,
                                                  gg_cuda_kuznyechik_keys *K)
{
    gg_cuda_kuznyechik_tables T;
    gg_cuda_kuznyechik_tables_at(gg_cuda_kuznyechik_blob, &T);
    gg_cuda_kuznyechik_load_keys(&T, rk, decrypt, K);
}
#endif

/* ---- The kernels' loops on the host (backend.c's fallback, the host check) ------------------ */

static inline void gg_cuda_host_ecb(const uint32_t *T, const uint32_t *k, int order, int sched,
                                    const uint8_t *in, uint8_t *out, size_t nblocks)
{
    for (size_t i = 0; i < nblocks; i++)
        gg_cuda_ecb_item(T, k, order, sched, in, out, i);
}

static inline void gg_cuda_host_ctr(const uint32_t *T, const uint32_t *k, int order, uint32_t a0,
                                    uint32_t b0, const uint8_t *in, uint8_t *out, size_t nblocks)
{
    for (size_t i = 0; i < nblocks; i++)
        gg_cuda_ctr_item(T, k, order, a0, b0, in, out, i);
}

static inline void gg_cuda_host_chain(const uint32_t *T, const uint32_t *keys, int order,
                                      int sched, int chain, size_t n, uint32_t *reg,
                                      const uint8_t *in, uint8_t *out, size_t nblocks)
{
    for (size_t i = 0; i < n; i++)
        gg_cuda_chain_item(T, keys, order, sched, chain, n, reg, in, out, nblocks, i);
}

static inline void gg_cuda_host_g(size_t n, uint8_t *h, const uint8_t *N, const uint8_t *m)
{
    for (size_t i = 0; i < n; i++)
        gg_cuda_g_item(gg_cuda_lps_host, h, N, m, i);
}

static inline void gg_cuda_host_hash(unsigned bits, size_t n, const uint8_t *data,
                                     const uint64_t *offs, const uint64_t *lens, uint8_t *digests)
{
    for (size_t i = 0; i < n; i++)
        gg_cuda_hash_item(gg_cuda_lps_host, bits, data, offs, lens, digests, i);
}

#endif /* GG_CUDA_DEVICE_H */
