/* Auto-generated file. Do not edit!
 *   Template: templates/avx512/blockcipher.c.j2
 *   Generator: gostgen generator (generator/gostgen/emit.py)
 *   Inputs: dsl/kuznyechik.gg, backends/avx512.py
 *   Regenerate with: python -m gostgen.generate */
/* kuznyechik for the avx512 backend (AVX-512 F/BW + VBMI + GFNI), byte-sliced: the lowering
 * is backends/_bytesliced_bc.py (derived from the IR, checked against the interpreter). A batch
 * of 64 blocks is 16 zmm, zmm m holding memory byte m of each block (in the order load_batch
 * gives); the rounds run as a loop on one batch held in registers. subst8 is two masked
 * vpermi2b, gflinear is vgf2p8affineqb products by the map's coefficients, a shift-register map
 * as its steps. No memory address or branch depends on data or keys: constant-time. */
#include <immintrin.h>
#include <stdint.h>
#include <string.h>

#include "gg_backend.h"
#include "gg_blockciphers.h"
#include "gg_internal.h"

#define BATCH 64 /* blocks per batch: one byte of each per zmm */

static const uint8_t tab_pi[256] __attribute__((aligned(64))) = {
0xfc, 0xee, 0xdd, 0x11, 0xcf, 0x6e, 0x31, 0x16, 0xfb, 0xc4, 0xfa, 0xda, 0x23, 0xc5, 0x04, 0x4d, 
0xe9, 0x77, 0xf0, 0xdb, 0x93, 0x2e, 0x99, 0xba, 0x17, 0x36, 0xf1, 0xbb, 0x14, 0xcd, 0x5f, 0xc1, 
0xf9, 0x18, 0x65, 0x5a, 0xe2, 0x5c, 0xef, 0x21, 0x81, 0x1c, 0x3c, 0x42, 0x8b, 0x01, 0x8e, 0x4f, 
0x05, 0x84, 0x02, 0xae, 0xe3, 0x6a, 0x8f, 0xa0, 0x06, 0x0b, 0xed, 0x98, 0x7f, 0xd4, 0xd3, 0x1f, 
0xeb, 0x34, 0x2c, 0x51, 0xea, 0xc8, 0x48, 0xab, 0xf2, 0x2a, 0x68, 0xa2, 0xfd, 0x3a, 0xce, 0xcc, 
0xb5, 0x70, 0x0e, 0x56, 0x08, 0x0c, 0x76, 0x12, 0xbf, 0x72, 0x13, 0x47, 0x9c, 0xb7, 0x5d, 0x87, 
0x15, 0xa1, 0x96, 0x29, 0x10, 0x7b, 0x9a, 0xc7, 0xf3, 0x91, 0x78, 0x6f, 0x9d, 0x9e, 0xb2, 0xb1, 
0x32, 0x75, 0x19, 0x3d, 0xff, 0x35, 0x8a, 0x7e, 0x6d, 0x54, 0xc6, 0x80, 0xc3, 0xbd, 0x0d, 0x57, 
0xdf, 0xf5, 0x24, 0xa9, 0x3e, 0xa8, 0x43, 0xc9, 0xd7, 0x79, 0xd6, 0xf6, 0x7c, 0x22, 0xb9, 0x03, 
0xe0, 0x0f, 0xec, 0xde, 0x7a, 0x94, 0xb0, 0xbc, 0xdc, 0xe8, 0x28, 0x50, 0x4e, 0x33, 0x0a, 0x4a, 
0xa7, 0x97, 0x60, 0x73, 0x1e, 0x00, 0x62, 0x44, 0x1a, 0xb8, 0x38, 0x82, 0x64, 0x9f, 0x26, 0x41, 
0xad, 0x45, 0x46, 0x92, 0x27, 0x5e, 0x55, 0x2f, 0x8c, 0xa3, 0xa5, 0x7d, 0x69, 0xd5, 0x95, 0x3b, 
0x07, 0x58, 0xb3, 0x40, 0x86, 0xac, 0x1d, 0xf7, 0x30, 0x37, 0x6b, 0xe4, 0x88, 0xd9, 0xe7, 0x89, 
0xe1, 0x1b, 0x83, 0x49, 0x4c, 0x3f, 0xf8, 0xfe, 0x8d, 0x53, 0xaa, 0x90, 0xca, 0xd8, 0x85, 0x61, 
0x20, 0x71, 0x67, 0xa4, 0x2d, 0x2b, 0x09, 0x5b, 0xcb, 0x9b, 0x25, 0xd0, 0xbe, 0xe5, 0x6c, 0x52, 
0x59, 0xa6, 0x74, 0xd2, 0xe6, 0xf4, 0xb4, 0xc0, 0xd1, 0x66, 0xaf, 0xc2, 0x39, 0x4b, 0x63, 0xb6, 
};

/* x -> pi[x] per byte from the table's four 64-byte quarters t[0..3]: the lanes whose top
 * bit is set look up the upper half by a masked vpermi2b, which leaves the others' index in
 * place for the lower half's masked vpermi2b (no blend, no copies). */
static inline __m512i subst_pi(__m512i x, const __m512i t[4])
{
    const __mmask64 hi = _mm512_movepi8_mask(x);
    const __m512i y = _mm512_mask2_permutex2var_epi8(t[2], x, hi, t[3]);
    return _mm512_mask2_permutex2var_epi8(t[0], y, _knot_mask64(hi), t[1]);
}

static const uint8_t tab_pi_inv[256] __attribute__((aligned(64))) = {
0xa5, 0x2d, 0x32, 0x8f, 0x0e, 0x30, 0x38, 0xc0, 0x54, 0xe6, 0x9e, 0x39, 0x55, 0x7e, 0x52, 0x91, 
0x64, 0x03, 0x57, 0x5a, 0x1c, 0x60, 0x07, 0x18, 0x21, 0x72, 0xa8, 0xd1, 0x29, 0xc6, 0xa4, 0x3f, 
0xe0, 0x27, 0x8d, 0x0c, 0x82, 0xea, 0xae, 0xb4, 0x9a, 0x63, 0x49, 0xe5, 0x42, 0xe4, 0x15, 0xb7, 
0xc8, 0x06, 0x70, 0x9d, 0x41, 0x75, 0x19, 0xc9, 0xaa, 0xfc, 0x4d, 0xbf, 0x2a, 0x73, 0x84, 0xd5, 
0xc3, 0xaf, 0x2b, 0x86, 0xa7, 0xb1, 0xb2, 0x5b, 0x46, 0xd3, 0x9f, 0xfd, 0xd4, 0x0f, 0x9c, 0x2f, 
0x9b, 0x43, 0xef, 0xd9, 0x79, 0xb6, 0x53, 0x7f, 0xc1, 0xf0, 0x23, 0xe7, 0x25, 0x5e, 0xb5, 0x1e, 
0xa2, 0xdf, 0xa6, 0xfe, 0xac, 0x22, 0xf9, 0xe2, 0x4a, 0xbc, 0x35, 0xca, 0xee, 0x78, 0x05, 0x6b, 
0x51, 0xe1, 0x59, 0xa3, 0xf2, 0x71, 0x56, 0x11, 0x6a, 0x89, 0x94, 0x65, 0x8c, 0xbb, 0x77, 0x3c, 
0x7b, 0x28, 0xab, 0xd2, 0x31, 0xde, 0xc4, 0x5f, 0xcc, 0xcf, 0x76, 0x2c, 0xb8, 0xd8, 0x2e, 0x36, 
0xdb, 0x69, 0xb3, 0x14, 0x95, 0xbe, 0x62, 0xa1, 0x3b, 0x16, 0x66, 0xe9, 0x5c, 0x6c, 0x6d, 0xad, 
0x37, 0x61, 0x4b, 0xb9, 0xe3, 0xba, 0xf1, 0xa0, 0x85, 0x83, 0xda, 0x47, 0xc5, 0xb0, 0x33, 0xfa, 
0x96, 0x6f, 0x6e, 0xc2, 0xf6, 0x50, 0xff, 0x5d, 0xa9, 0x8e, 0x17, 0x1b, 0x97, 0x7d, 0xec, 0x58, 
0xf7, 0x1f, 0xfb, 0x7c, 0x09, 0x0d, 0x7a, 0x67, 0x45, 0x87, 0xdc, 0xe8, 0x4f, 0x1d, 0x4e, 0x04, 
0xeb, 0xf8, 0xf3, 0x3e, 0x3d, 0xbd, 0x8a, 0x88, 0xdd, 0xcd, 0x0b, 0x13, 0x98, 0x02, 0x93, 0x80, 
0x90, 0xd0, 0x24, 0x34, 0xcb, 0xed, 0xf4, 0xce, 0x99, 0x10, 0x44, 0x40, 0x92, 0x3a, 0x01, 0x26, 
0x12, 0x1a, 0x48, 0x68, 0xf5, 0x81, 0x8b, 0xc7, 0xd6, 0x20, 0x0a, 0x08, 0x00, 0x4c, 0xd7, 0x74, 
};

/* x -> pi_inv[x] per byte from the table's four 64-byte quarters t[0..3]: the lanes whose top
 * bit is set look up the upper half by a masked vpermi2b, which leaves the others' index in
 * place for the lower half's masked vpermi2b (no blend, no copies). */
static inline __m512i subst_pi_inv(__m512i x, const __m512i t[4])
{
    const __mmask64 hi = _mm512_movepi8_mask(x);
    const __m512i y = _mm512_mask2_permutex2var_epi8(t[2], x, hi, t[3]);
    return _mm512_mask2_permutex2var_epi8(t[0], y, _knot_mask64(hi), t[1]);
}

/* Each product's 8x8 matrix is a whole 64-byte vector (the qword 8 times), loaded rather than
 * broadcast: clang 14 encodes vgf2p8affineqb's {1to8} memory broadcast with an unscaled disp8
 * (the CPU scales it by 8), so a matrix broadcast from [reg + disp8] was read from the wrong
 * place (tests/fuzz/fuzz_capi.c found it against portable in the clang-built fuzz library). */
#if defined(__has_feature)
#if __has_feature(memory_sanitizer)
#define GG_BC_OUT_OF_LINE 1
#endif
#endif
#ifdef GG_BC_OUT_OF_LINE
/* The MemorySanitizer build of the constant-time check (tests/ct/msan_avx512.h) replaces these
 * two intrinsics by large bit-exact stand-ins; out of line they keep this file's compile time
 * in minutes rather than hours. Same operations, so the check still follows every bit. */
static __attribute__((noinline)) __m512i gfmul_q(__m512i x, __m512i q)
{
    return _mm512_gf2p8affine_epi64_epi8(x, q, 0);
}

static __attribute__((noinline)) __m512i xor3(__m512i a, __m512i b, __m512i c)
{
    return _mm512_ternarylogic_epi64(a, b, c, 0x96);
}
#define GFMUL(x, q) gfmul_q((x), (q))
#define XOR3(a, b, c) xor3((a), (b), (c))
#else
/* The product with its matrix as a memory operand, pinned by the asm statement: left to
 * itself the compiler hoists the matrices into registers, which the batches' state needs
 * (it then spills the state instead). The same instruction as the intrinsic above, which the
 * MemorySanitizer build (the constant-time check) uses. */
static inline __m512i gfmul_m(__m512i x, const __m512i *q)
{
    __m512i r;
    __asm__("vgf2p8affineqb $0, %2, %1, %0" : "=v"(r) : "v"(x), "m"(*q));
    return r;
}
#define GFMUL(x, q) gfmul_m((x), &(q))
#define XOR3(a, b, c) _mm512_ternarylogic_epi64((a), (b), (c), 0x96)
#endif

#define SPLAT8(q) {q, q, q, q, q, q, q, q}

/* L as 16 steps of a shift register (backends/_bytesliced_bc.py, lfsr_form): s[0..15]
 * the register's bytes, s[16 + t] the byte step t feeds in (equal coefficients share a
 * product), s[16..31] the result; these are the products' matrices. */
static const long long mat_L[][8] __attribute__((aligned(64))) = {
    SPLAT8(-0x4f2f5fbf7efd4b28LL),
    SPLAT8(-0x27972f5fbf7e2594LL),
    SPLAT8(0x77983162c48866bbLL),
    SPLAT8(-0x39b56ad5aa556d1dLL),
    SPLAT8(-0x259123478f1fe413LL),
    SPLAT8(0x5aefdebc78f0bb2dLL),
    SPLAT8(0x53f5ead5ab57fda9LL),
};

/* L_inv as 16 steps of a shift register (backends/_bytesliced_bc.py, lfsr_form): s[0..15]
 * the register's bytes, s[16 + t] the byte step t feeds in (equal coefficients share a
 * product), s[16..31] the result; these are the products' matrices. */
static const long long mat_L_inv[][8] __attribute__((aligned(64))) = {
    SPLAT8(-0x4f2f5fbf7efd4b28LL),
    SPLAT8(-0x27972f5fbf7e2594LL),
    SPLAT8(0x77983162c48866bbLL),
    SPLAT8(-0x39b56ad5aa556d1dLL),
    SPLAT8(-0x259123478f1fe413LL),
    SPLAT8(0x5aefdebc78f0bb2dLL),
    SPLAT8(0x53f5ead5ab57fda9LL),
};

/* 1 batch at once, batch g under the round keys k[g] ([10][16] vectors); the
 * rounds as a loop (backends/_bytesliced_bc.py, round_loop). */
static __attribute__((noinline)) void encrypt1(__m512i x[1][16], const __m512i *const k[1])
{
    const __m512i *const k0 = k[0];
    __m512i x0_0 = x[0][0];
    __m512i x0_1 = x[0][1];
    __m512i x0_2 = x[0][2];
    __m512i x0_3 = x[0][3];
    __m512i x0_4 = x[0][4];
    __m512i x0_5 = x[0][5];
    __m512i x0_6 = x[0][6];
    __m512i x0_7 = x[0][7];
    __m512i x0_8 = x[0][8];
    __m512i x0_9 = x[0][9];
    __m512i x0_10 = x[0][10];
    __m512i x0_11 = x[0][11];
    __m512i x0_12 = x[0][12];
    __m512i x0_13 = x[0][13];
    __m512i x0_14 = x[0][14];
    __m512i x0_15 = x[0][15];
    const __m512i tv_pi[4] = {
        _mm512_load_si512((const void *)(tab_pi + 0)),
        _mm512_load_si512((const void *)(tab_pi + 64)),
        _mm512_load_si512((const void *)(tab_pi + 128)),
        _mm512_load_si512((const void *)(tab_pi + 192)),
    };

    for (int r = 0; r < 9; r++) {
    x0_0 = subst_pi(_mm512_xor_si512(x0_0, k0[16 * (0 + 1 * r) + 0]), tv_pi);
        x0_1 = subst_pi(_mm512_xor_si512(x0_1, k0[16 * (0 + 1 * r) + 1]), tv_pi);
        x0_2 = subst_pi(_mm512_xor_si512(x0_2, k0[16 * (0 + 1 * r) + 2]), tv_pi);
        x0_3 = subst_pi(_mm512_xor_si512(x0_3, k0[16 * (0 + 1 * r) + 3]), tv_pi);
        x0_4 = subst_pi(_mm512_xor_si512(x0_4, k0[16 * (0 + 1 * r) + 4]), tv_pi);
        x0_5 = subst_pi(_mm512_xor_si512(x0_5, k0[16 * (0 + 1 * r) + 5]), tv_pi);
        x0_6 = subst_pi(_mm512_xor_si512(x0_6, k0[16 * (0 + 1 * r) + 6]), tv_pi);
        x0_7 = subst_pi(_mm512_xor_si512(x0_7, k0[16 * (0 + 1 * r) + 7]), tv_pi);
        x0_8 = subst_pi(_mm512_xor_si512(x0_8, k0[16 * (0 + 1 * r) + 8]), tv_pi);
        x0_9 = subst_pi(_mm512_xor_si512(x0_9, k0[16 * (0 + 1 * r) + 9]), tv_pi);
        x0_10 = subst_pi(_mm512_xor_si512(x0_10, k0[16 * (0 + 1 * r) + 10]), tv_pi);
        x0_11 = subst_pi(_mm512_xor_si512(x0_11, k0[16 * (0 + 1 * r) + 11]), tv_pi);
        x0_12 = subst_pi(_mm512_xor_si512(x0_12, k0[16 * (0 + 1 * r) + 12]), tv_pi);
        x0_13 = subst_pi(_mm512_xor_si512(x0_13, k0[16 * (0 + 1 * r) + 13]), tv_pi);
        x0_14 = subst_pi(_mm512_xor_si512(x0_14, k0[16 * (0 + 1 * r) + 14]), tv_pi);
        x0_15 = subst_pi(_mm512_xor_si512(x0_15, k0[16 * (0 + 1 * r) + 15]), tv_pi);
        {
            /* L: the shift register's steps, batch by batch within each step */
            const __m512i *mat = (const __m512i *)mat_L;
            __asm__("" : "+r"(mat)); /* opaque: products take the matrices from memory */
            const __m512i t0_0 = XOR3(XOR3(XOR3(XOR3(XOR3(x0_15, GFMUL(x0_14, mat[3]), x0_8), GFMUL(x0_7, mat[6]), x0_6), GFMUL(_mm512_xor_si512(x0_9, x0_5), mat[4]), GFMUL(_mm512_xor_si512(x0_10, x0_4), mat[5])), GFMUL(_mm512_xor_si512(x0_11, x0_3), mat[0]), GFMUL(_mm512_xor_si512(x0_12, x0_2), mat[2])), GFMUL(_mm512_xor_si512(x0_13, x0_1), mat[1]), GFMUL(x0_0, mat[3]));
            const __m512i t0_1 = XOR3(XOR3(XOR3(XOR3(XOR3(x0_14, GFMUL(x0_13, mat[3]), x0_7), GFMUL(x0_6, mat[6]), x0_5), GFMUL(_mm512_xor_si512(x0_8, x0_4), mat[4]), GFMUL(_mm512_xor_si512(x0_9, x0_3), mat[5])), GFMUL(_mm512_xor_si512(x0_10, x0_2), mat[0]), GFMUL(_mm512_xor_si512(x0_11, x0_1), mat[2])), GFMUL(_mm512_xor_si512(x0_12, x0_0), mat[1]), GFMUL(t0_0, mat[3]));
            const __m512i t0_2 = XOR3(XOR3(XOR3(XOR3(XOR3(x0_13, GFMUL(x0_12, mat[3]), x0_6), GFMUL(x0_5, mat[6]), x0_4), GFMUL(_mm512_xor_si512(x0_7, x0_3), mat[4]), GFMUL(_mm512_xor_si512(x0_8, x0_2), mat[5])), GFMUL(_mm512_xor_si512(x0_9, x0_1), mat[0]), GFMUL(_mm512_xor_si512(x0_10, x0_0), mat[2])), GFMUL(_mm512_xor_si512(x0_11, t0_0), mat[1]), GFMUL(t0_1, mat[3]));
            const __m512i t0_3 = XOR3(XOR3(XOR3(XOR3(XOR3(x0_12, GFMUL(x0_11, mat[3]), x0_5), GFMUL(x0_4, mat[6]), x0_3), GFMUL(_mm512_xor_si512(x0_6, x0_2), mat[4]), GFMUL(_mm512_xor_si512(x0_7, x0_1), mat[5])), GFMUL(_mm512_xor_si512(x0_8, x0_0), mat[0]), GFMUL(_mm512_xor_si512(x0_9, t0_0), mat[2])), GFMUL(_mm512_xor_si512(x0_10, t0_1), mat[1]), GFMUL(t0_2, mat[3]));
            const __m512i t0_4 = XOR3(XOR3(XOR3(XOR3(XOR3(x0_11, GFMUL(x0_10, mat[3]), x0_4), GFMUL(x0_3, mat[6]), x0_2), GFMUL(_mm512_xor_si512(x0_5, x0_1), mat[4]), GFMUL(_mm512_xor_si512(x0_6, x0_0), mat[5])), GFMUL(_mm512_xor_si512(x0_7, t0_0), mat[0]), GFMUL(_mm512_xor_si512(x0_8, t0_1), mat[2])), GFMUL(_mm512_xor_si512(x0_9, t0_2), mat[1]), GFMUL(t0_3, mat[3]));
            const __m512i t0_5 = XOR3(XOR3(XOR3(XOR3(XOR3(x0_10, GFMUL(x0_9, mat[3]), x0_3), GFMUL(x0_2, mat[6]), x0_1), GFMUL(_mm512_xor_si512(x0_4, x0_0), mat[4]), GFMUL(_mm512_xor_si512(x0_5, t0_0), mat[5])), GFMUL(_mm512_xor_si512(x0_6, t0_1), mat[0]), GFMUL(_mm512_xor_si512(x0_7, t0_2), mat[2])), GFMUL(_mm512_xor_si512(x0_8, t0_3), mat[1]), GFMUL(t0_4, mat[3]));
            const __m512i t0_6 = XOR3(XOR3(XOR3(XOR3(XOR3(x0_9, GFMUL(x0_8, mat[3]), x0_2), GFMUL(x0_1, mat[6]), x0_0), GFMUL(_mm512_xor_si512(x0_3, t0_0), mat[4]), GFMUL(_mm512_xor_si512(x0_4, t0_1), mat[5])), GFMUL(_mm512_xor_si512(x0_5, t0_2), mat[0]), GFMUL(_mm512_xor_si512(x0_6, t0_3), mat[2])), GFMUL(_mm512_xor_si512(x0_7, t0_4), mat[1]), GFMUL(t0_5, mat[3]));
            const __m512i t0_7 = XOR3(XOR3(XOR3(XOR3(XOR3(x0_8, GFMUL(x0_7, mat[3]), x0_1), GFMUL(x0_0, mat[6]), t0_0), GFMUL(_mm512_xor_si512(x0_2, t0_1), mat[4]), GFMUL(_mm512_xor_si512(x0_3, t0_2), mat[5])), GFMUL(_mm512_xor_si512(x0_4, t0_3), mat[0]), GFMUL(_mm512_xor_si512(x0_5, t0_4), mat[2])), GFMUL(_mm512_xor_si512(x0_6, t0_5), mat[1]), GFMUL(t0_6, mat[3]));
            const __m512i t0_8 = XOR3(XOR3(XOR3(XOR3(XOR3(x0_7, GFMUL(x0_6, mat[3]), x0_0), GFMUL(t0_0, mat[6]), t0_1), GFMUL(_mm512_xor_si512(x0_1, t0_2), mat[4]), GFMUL(_mm512_xor_si512(x0_2, t0_3), mat[5])), GFMUL(_mm512_xor_si512(x0_3, t0_4), mat[0]), GFMUL(_mm512_xor_si512(x0_4, t0_5), mat[2])), GFMUL(_mm512_xor_si512(x0_5, t0_6), mat[1]), GFMUL(t0_7, mat[3]));
            const __m512i t0_9 = XOR3(XOR3(XOR3(XOR3(XOR3(x0_6, GFMUL(x0_5, mat[3]), t0_0), GFMUL(t0_1, mat[6]), t0_2), GFMUL(_mm512_xor_si512(x0_0, t0_3), mat[4]), GFMUL(_mm512_xor_si512(x0_1, t0_4), mat[5])), GFMUL(_mm512_xor_si512(x0_2, t0_5), mat[0]), GFMUL(_mm512_xor_si512(x0_3, t0_6), mat[2])), GFMUL(_mm512_xor_si512(x0_4, t0_7), mat[1]), GFMUL(t0_8, mat[3]));
            const __m512i t0_10 = XOR3(XOR3(XOR3(XOR3(XOR3(x0_5, GFMUL(x0_4, mat[3]), t0_1), GFMUL(t0_2, mat[6]), t0_3), GFMUL(_mm512_xor_si512(t0_0, t0_4), mat[4]), GFMUL(_mm512_xor_si512(x0_0, t0_5), mat[5])), GFMUL(_mm512_xor_si512(x0_1, t0_6), mat[0]), GFMUL(_mm512_xor_si512(x0_2, t0_7), mat[2])), GFMUL(_mm512_xor_si512(x0_3, t0_8), mat[1]), GFMUL(t0_9, mat[3]));
            const __m512i t0_11 = XOR3(XOR3(XOR3(XOR3(XOR3(x0_4, GFMUL(x0_3, mat[3]), t0_2), GFMUL(t0_3, mat[6]), t0_4), GFMUL(_mm512_xor_si512(t0_1, t0_5), mat[4]), GFMUL(_mm512_xor_si512(t0_0, t0_6), mat[5])), GFMUL(_mm512_xor_si512(x0_0, t0_7), mat[0]), GFMUL(_mm512_xor_si512(x0_1, t0_8), mat[2])), GFMUL(_mm512_xor_si512(x0_2, t0_9), mat[1]), GFMUL(t0_10, mat[3]));
            const __m512i t0_12 = XOR3(XOR3(XOR3(XOR3(XOR3(x0_3, GFMUL(x0_2, mat[3]), t0_3), GFMUL(t0_4, mat[6]), t0_5), GFMUL(_mm512_xor_si512(t0_2, t0_6), mat[4]), GFMUL(_mm512_xor_si512(t0_1, t0_7), mat[5])), GFMUL(_mm512_xor_si512(t0_0, t0_8), mat[0]), GFMUL(_mm512_xor_si512(x0_0, t0_9), mat[2])), GFMUL(_mm512_xor_si512(x0_1, t0_10), mat[1]), GFMUL(t0_11, mat[3]));
            const __m512i t0_13 = XOR3(XOR3(XOR3(XOR3(XOR3(x0_2, GFMUL(x0_1, mat[3]), t0_4), GFMUL(t0_5, mat[6]), t0_6), GFMUL(_mm512_xor_si512(t0_3, t0_7), mat[4]), GFMUL(_mm512_xor_si512(t0_2, t0_8), mat[5])), GFMUL(_mm512_xor_si512(t0_1, t0_9), mat[0]), GFMUL(_mm512_xor_si512(t0_0, t0_10), mat[2])), GFMUL(_mm512_xor_si512(x0_0, t0_11), mat[1]), GFMUL(t0_12, mat[3]));
            const __m512i t0_14 = XOR3(XOR3(XOR3(XOR3(XOR3(x0_1, GFMUL(x0_0, mat[3]), t0_5), GFMUL(t0_6, mat[6]), t0_7), GFMUL(_mm512_xor_si512(t0_4, t0_8), mat[4]), GFMUL(_mm512_xor_si512(t0_3, t0_9), mat[5])), GFMUL(_mm512_xor_si512(t0_2, t0_10), mat[0]), GFMUL(_mm512_xor_si512(t0_1, t0_11), mat[2])), GFMUL(_mm512_xor_si512(t0_0, t0_12), mat[1]), GFMUL(t0_13, mat[3]));
            const __m512i t0_15 = XOR3(XOR3(XOR3(XOR3(XOR3(x0_0, GFMUL(t0_0, mat[3]), t0_6), GFMUL(t0_7, mat[6]), t0_8), GFMUL(_mm512_xor_si512(t0_5, t0_9), mat[4]), GFMUL(_mm512_xor_si512(t0_4, t0_10), mat[5])), GFMUL(_mm512_xor_si512(t0_3, t0_11), mat[0]), GFMUL(_mm512_xor_si512(t0_2, t0_12), mat[2])), GFMUL(_mm512_xor_si512(t0_1, t0_13), mat[1]), GFMUL(t0_14, mat[3]));
            x0_15 = t0_0;
            x0_14 = t0_1;
            x0_13 = t0_2;
            x0_12 = t0_3;
            x0_11 = t0_4;
            x0_10 = t0_5;
            x0_9 = t0_6;
            x0_8 = t0_7;
            x0_7 = t0_8;
            x0_6 = t0_9;
            x0_5 = t0_10;
            x0_4 = t0_11;
            x0_3 = t0_12;
            x0_2 = t0_13;
            x0_1 = t0_14;
            x0_0 = t0_15;
        }

    }
    x0_0 = _mm512_xor_si512(x0_0, k0[16 * 9 + 0]);
    x0_1 = _mm512_xor_si512(x0_1, k0[16 * 9 + 1]);
    x0_2 = _mm512_xor_si512(x0_2, k0[16 * 9 + 2]);
    x0_3 = _mm512_xor_si512(x0_3, k0[16 * 9 + 3]);
    x0_4 = _mm512_xor_si512(x0_4, k0[16 * 9 + 4]);
    x0_5 = _mm512_xor_si512(x0_5, k0[16 * 9 + 5]);
    x0_6 = _mm512_xor_si512(x0_6, k0[16 * 9 + 6]);
    x0_7 = _mm512_xor_si512(x0_7, k0[16 * 9 + 7]);
    x0_8 = _mm512_xor_si512(x0_8, k0[16 * 9 + 8]);
    x0_9 = _mm512_xor_si512(x0_9, k0[16 * 9 + 9]);
    x0_10 = _mm512_xor_si512(x0_10, k0[16 * 9 + 10]);
    x0_11 = _mm512_xor_si512(x0_11, k0[16 * 9 + 11]);
    x0_12 = _mm512_xor_si512(x0_12, k0[16 * 9 + 12]);
    x0_13 = _mm512_xor_si512(x0_13, k0[16 * 9 + 13]);
    x0_14 = _mm512_xor_si512(x0_14, k0[16 * 9 + 14]);
    x0_15 = _mm512_xor_si512(x0_15, k0[16 * 9 + 15]);

    x[0][0] = x0_0;
    x[0][1] = x0_1;
    x[0][2] = x0_2;
    x[0][3] = x0_3;
    x[0][4] = x0_4;
    x[0][5] = x0_5;
    x[0][6] = x0_6;
    x[0][7] = x0_7;
    x[0][8] = x0_8;
    x[0][9] = x0_9;
    x[0][10] = x0_10;
    x[0][11] = x0_11;
    x[0][12] = x0_12;
    x[0][13] = x0_13;
    x[0][14] = x0_14;
    x[0][15] = x0_15;
}

/* 1 batch at once, batch g under the round keys k[g] ([10][16] vectors); the
 * rounds as a loop (backends/_bytesliced_bc.py, round_loop). */
static __attribute__((noinline)) void decrypt1(__m512i x[1][16], const __m512i *const k[1])
{
    const __m512i *const k0 = k[0];
    __m512i x0_0 = x[0][0];
    __m512i x0_1 = x[0][1];
    __m512i x0_2 = x[0][2];
    __m512i x0_3 = x[0][3];
    __m512i x0_4 = x[0][4];
    __m512i x0_5 = x[0][5];
    __m512i x0_6 = x[0][6];
    __m512i x0_7 = x[0][7];
    __m512i x0_8 = x[0][8];
    __m512i x0_9 = x[0][9];
    __m512i x0_10 = x[0][10];
    __m512i x0_11 = x[0][11];
    __m512i x0_12 = x[0][12];
    __m512i x0_13 = x[0][13];
    __m512i x0_14 = x[0][14];
    __m512i x0_15 = x[0][15];
    const __m512i tv_pi_inv[4] = {
        _mm512_load_si512((const void *)(tab_pi_inv + 0)),
        _mm512_load_si512((const void *)(tab_pi_inv + 64)),
        _mm512_load_si512((const void *)(tab_pi_inv + 128)),
        _mm512_load_si512((const void *)(tab_pi_inv + 192)),
    };
    x0_0 = _mm512_xor_si512(x0_0, k0[16 * 9 + 0]);
    x0_1 = _mm512_xor_si512(x0_1, k0[16 * 9 + 1]);
    x0_2 = _mm512_xor_si512(x0_2, k0[16 * 9 + 2]);
    x0_3 = _mm512_xor_si512(x0_3, k0[16 * 9 + 3]);
    x0_4 = _mm512_xor_si512(x0_4, k0[16 * 9 + 4]);
    x0_5 = _mm512_xor_si512(x0_5, k0[16 * 9 + 5]);
    x0_6 = _mm512_xor_si512(x0_6, k0[16 * 9 + 6]);
    x0_7 = _mm512_xor_si512(x0_7, k0[16 * 9 + 7]);
    x0_8 = _mm512_xor_si512(x0_8, k0[16 * 9 + 8]);
    x0_9 = _mm512_xor_si512(x0_9, k0[16 * 9 + 9]);
    x0_10 = _mm512_xor_si512(x0_10, k0[16 * 9 + 10]);
    x0_11 = _mm512_xor_si512(x0_11, k0[16 * 9 + 11]);
    x0_12 = _mm512_xor_si512(x0_12, k0[16 * 9 + 12]);
    x0_13 = _mm512_xor_si512(x0_13, k0[16 * 9 + 13]);
    x0_14 = _mm512_xor_si512(x0_14, k0[16 * 9 + 14]);
    x0_15 = _mm512_xor_si512(x0_15, k0[16 * 9 + 15]);

    for (int r = 0; r < 9; r++) {
    {
            /* L_inv: the shift register's steps, batch by batch within each step */
            const __m512i *mat = (const __m512i *)mat_L_inv;
            __asm__("" : "+r"(mat)); /* opaque: products take the matrices from memory */
            const __m512i t0_0 = XOR3(XOR3(XOR3(XOR3(XOR3(x0_0, GFMUL(x0_1, mat[3]), x0_7), GFMUL(x0_8, mat[6]), x0_9), GFMUL(_mm512_xor_si512(x0_6, x0_10), mat[4]), GFMUL(_mm512_xor_si512(x0_5, x0_11), mat[5])), GFMUL(_mm512_xor_si512(x0_4, x0_12), mat[0]), GFMUL(_mm512_xor_si512(x0_3, x0_13), mat[2])), GFMUL(_mm512_xor_si512(x0_2, x0_14), mat[1]), GFMUL(x0_15, mat[3]));
            const __m512i t0_1 = XOR3(XOR3(XOR3(XOR3(XOR3(x0_1, GFMUL(x0_2, mat[3]), x0_8), GFMUL(x0_9, mat[6]), x0_10), GFMUL(_mm512_xor_si512(x0_7, x0_11), mat[4]), GFMUL(_mm512_xor_si512(x0_6, x0_12), mat[5])), GFMUL(_mm512_xor_si512(x0_5, x0_13), mat[0]), GFMUL(_mm512_xor_si512(x0_4, x0_14), mat[2])), GFMUL(_mm512_xor_si512(x0_3, x0_15), mat[1]), GFMUL(t0_0, mat[3]));
            const __m512i t0_2 = XOR3(XOR3(XOR3(XOR3(XOR3(x0_2, GFMUL(x0_3, mat[3]), x0_9), GFMUL(x0_10, mat[6]), x0_11), GFMUL(_mm512_xor_si512(x0_8, x0_12), mat[4]), GFMUL(_mm512_xor_si512(x0_7, x0_13), mat[5])), GFMUL(_mm512_xor_si512(x0_6, x0_14), mat[0]), GFMUL(_mm512_xor_si512(x0_5, x0_15), mat[2])), GFMUL(_mm512_xor_si512(x0_4, t0_0), mat[1]), GFMUL(t0_1, mat[3]));
            const __m512i t0_3 = XOR3(XOR3(XOR3(XOR3(XOR3(x0_3, GFMUL(x0_4, mat[3]), x0_10), GFMUL(x0_11, mat[6]), x0_12), GFMUL(_mm512_xor_si512(x0_9, x0_13), mat[4]), GFMUL(_mm512_xor_si512(x0_8, x0_14), mat[5])), GFMUL(_mm512_xor_si512(x0_7, x0_15), mat[0]), GFMUL(_mm512_xor_si512(x0_6, t0_0), mat[2])), GFMUL(_mm512_xor_si512(x0_5, t0_1), mat[1]), GFMUL(t0_2, mat[3]));
            const __m512i t0_4 = XOR3(XOR3(XOR3(XOR3(XOR3(x0_4, GFMUL(x0_5, mat[3]), x0_11), GFMUL(x0_12, mat[6]), x0_13), GFMUL(_mm512_xor_si512(x0_10, x0_14), mat[4]), GFMUL(_mm512_xor_si512(x0_9, x0_15), mat[5])), GFMUL(_mm512_xor_si512(x0_8, t0_0), mat[0]), GFMUL(_mm512_xor_si512(x0_7, t0_1), mat[2])), GFMUL(_mm512_xor_si512(x0_6, t0_2), mat[1]), GFMUL(t0_3, mat[3]));
            const __m512i t0_5 = XOR3(XOR3(XOR3(XOR3(XOR3(x0_5, GFMUL(x0_6, mat[3]), x0_12), GFMUL(x0_13, mat[6]), x0_14), GFMUL(_mm512_xor_si512(x0_11, x0_15), mat[4]), GFMUL(_mm512_xor_si512(x0_10, t0_0), mat[5])), GFMUL(_mm512_xor_si512(x0_9, t0_1), mat[0]), GFMUL(_mm512_xor_si512(x0_8, t0_2), mat[2])), GFMUL(_mm512_xor_si512(x0_7, t0_3), mat[1]), GFMUL(t0_4, mat[3]));
            const __m512i t0_6 = XOR3(XOR3(XOR3(XOR3(XOR3(x0_6, GFMUL(x0_7, mat[3]), x0_13), GFMUL(x0_14, mat[6]), x0_15), GFMUL(_mm512_xor_si512(x0_12, t0_0), mat[4]), GFMUL(_mm512_xor_si512(x0_11, t0_1), mat[5])), GFMUL(_mm512_xor_si512(x0_10, t0_2), mat[0]), GFMUL(_mm512_xor_si512(x0_9, t0_3), mat[2])), GFMUL(_mm512_xor_si512(x0_8, t0_4), mat[1]), GFMUL(t0_5, mat[3]));
            const __m512i t0_7 = XOR3(XOR3(XOR3(XOR3(XOR3(x0_7, GFMUL(x0_8, mat[3]), x0_14), GFMUL(x0_15, mat[6]), t0_0), GFMUL(_mm512_xor_si512(x0_13, t0_1), mat[4]), GFMUL(_mm512_xor_si512(x0_12, t0_2), mat[5])), GFMUL(_mm512_xor_si512(x0_11, t0_3), mat[0]), GFMUL(_mm512_xor_si512(x0_10, t0_4), mat[2])), GFMUL(_mm512_xor_si512(x0_9, t0_5), mat[1]), GFMUL(t0_6, mat[3]));
            const __m512i t0_8 = XOR3(XOR3(XOR3(XOR3(XOR3(x0_8, GFMUL(x0_9, mat[3]), x0_15), GFMUL(t0_0, mat[6]), t0_1), GFMUL(_mm512_xor_si512(x0_14, t0_2), mat[4]), GFMUL(_mm512_xor_si512(x0_13, t0_3), mat[5])), GFMUL(_mm512_xor_si512(x0_12, t0_4), mat[0]), GFMUL(_mm512_xor_si512(x0_11, t0_5), mat[2])), GFMUL(_mm512_xor_si512(x0_10, t0_6), mat[1]), GFMUL(t0_7, mat[3]));
            const __m512i t0_9 = XOR3(XOR3(XOR3(XOR3(XOR3(x0_9, GFMUL(x0_10, mat[3]), t0_0), GFMUL(t0_1, mat[6]), t0_2), GFMUL(_mm512_xor_si512(x0_15, t0_3), mat[4]), GFMUL(_mm512_xor_si512(x0_14, t0_4), mat[5])), GFMUL(_mm512_xor_si512(x0_13, t0_5), mat[0]), GFMUL(_mm512_xor_si512(x0_12, t0_6), mat[2])), GFMUL(_mm512_xor_si512(x0_11, t0_7), mat[1]), GFMUL(t0_8, mat[3]));
            const __m512i t0_10 = XOR3(XOR3(XOR3(XOR3(XOR3(x0_10, GFMUL(x0_11, mat[3]), t0_1), GFMUL(t0_2, mat[6]), t0_3), GFMUL(_mm512_xor_si512(t0_0, t0_4), mat[4]), GFMUL(_mm512_xor_si512(x0_15, t0_5), mat[5])), GFMUL(_mm512_xor_si512(x0_14, t0_6), mat[0]), GFMUL(_mm512_xor_si512(x0_13, t0_7), mat[2])), GFMUL(_mm512_xor_si512(x0_12, t0_8), mat[1]), GFMUL(t0_9, mat[3]));
            const __m512i t0_11 = XOR3(XOR3(XOR3(XOR3(XOR3(x0_11, GFMUL(x0_12, mat[3]), t0_2), GFMUL(t0_3, mat[6]), t0_4), GFMUL(_mm512_xor_si512(t0_1, t0_5), mat[4]), GFMUL(_mm512_xor_si512(t0_0, t0_6), mat[5])), GFMUL(_mm512_xor_si512(x0_15, t0_7), mat[0]), GFMUL(_mm512_xor_si512(x0_14, t0_8), mat[2])), GFMUL(_mm512_xor_si512(x0_13, t0_9), mat[1]), GFMUL(t0_10, mat[3]));
            const __m512i t0_12 = XOR3(XOR3(XOR3(XOR3(XOR3(x0_12, GFMUL(x0_13, mat[3]), t0_3), GFMUL(t0_4, mat[6]), t0_5), GFMUL(_mm512_xor_si512(t0_2, t0_6), mat[4]), GFMUL(_mm512_xor_si512(t0_1, t0_7), mat[5])), GFMUL(_mm512_xor_si512(t0_0, t0_8), mat[0]), GFMUL(_mm512_xor_si512(x0_15, t0_9), mat[2])), GFMUL(_mm512_xor_si512(x0_14, t0_10), mat[1]), GFMUL(t0_11, mat[3]));
            const __m512i t0_13 = XOR3(XOR3(XOR3(XOR3(XOR3(x0_13, GFMUL(x0_14, mat[3]), t0_4), GFMUL(t0_5, mat[6]), t0_6), GFMUL(_mm512_xor_si512(t0_3, t0_7), mat[4]), GFMUL(_mm512_xor_si512(t0_2, t0_8), mat[5])), GFMUL(_mm512_xor_si512(t0_1, t0_9), mat[0]), GFMUL(_mm512_xor_si512(t0_0, t0_10), mat[2])), GFMUL(_mm512_xor_si512(x0_15, t0_11), mat[1]), GFMUL(t0_12, mat[3]));
            const __m512i t0_14 = XOR3(XOR3(XOR3(XOR3(XOR3(x0_14, GFMUL(x0_15, mat[3]), t0_5), GFMUL(t0_6, mat[6]), t0_7), GFMUL(_mm512_xor_si512(t0_4, t0_8), mat[4]), GFMUL(_mm512_xor_si512(t0_3, t0_9), mat[5])), GFMUL(_mm512_xor_si512(t0_2, t0_10), mat[0]), GFMUL(_mm512_xor_si512(t0_1, t0_11), mat[2])), GFMUL(_mm512_xor_si512(t0_0, t0_12), mat[1]), GFMUL(t0_13, mat[3]));
            const __m512i t0_15 = XOR3(XOR3(XOR3(XOR3(XOR3(x0_15, GFMUL(t0_0, mat[3]), t0_6), GFMUL(t0_7, mat[6]), t0_8), GFMUL(_mm512_xor_si512(t0_5, t0_9), mat[4]), GFMUL(_mm512_xor_si512(t0_4, t0_10), mat[5])), GFMUL(_mm512_xor_si512(t0_3, t0_11), mat[0]), GFMUL(_mm512_xor_si512(t0_2, t0_12), mat[2])), GFMUL(_mm512_xor_si512(t0_1, t0_13), mat[1]), GFMUL(t0_14, mat[3]));
            x0_0 = t0_0;
            x0_1 = t0_1;
            x0_2 = t0_2;
            x0_3 = t0_3;
            x0_4 = t0_4;
            x0_5 = t0_5;
            x0_6 = t0_6;
            x0_7 = t0_7;
            x0_8 = t0_8;
            x0_9 = t0_9;
            x0_10 = t0_10;
            x0_11 = t0_11;
            x0_12 = t0_12;
            x0_13 = t0_13;
            x0_14 = t0_14;
            x0_15 = t0_15;
        }
        x0_0 = _mm512_xor_si512(subst_pi_inv(x0_0, tv_pi_inv), k0[16 * (8 - 1 * r) + 0]);
        x0_1 = _mm512_xor_si512(subst_pi_inv(x0_1, tv_pi_inv), k0[16 * (8 - 1 * r) + 1]);
        x0_2 = _mm512_xor_si512(subst_pi_inv(x0_2, tv_pi_inv), k0[16 * (8 - 1 * r) + 2]);
        x0_3 = _mm512_xor_si512(subst_pi_inv(x0_3, tv_pi_inv), k0[16 * (8 - 1 * r) + 3]);
        x0_4 = _mm512_xor_si512(subst_pi_inv(x0_4, tv_pi_inv), k0[16 * (8 - 1 * r) + 4]);
        x0_5 = _mm512_xor_si512(subst_pi_inv(x0_5, tv_pi_inv), k0[16 * (8 - 1 * r) + 5]);
        x0_6 = _mm512_xor_si512(subst_pi_inv(x0_6, tv_pi_inv), k0[16 * (8 - 1 * r) + 6]);
        x0_7 = _mm512_xor_si512(subst_pi_inv(x0_7, tv_pi_inv), k0[16 * (8 - 1 * r) + 7]);
        x0_8 = _mm512_xor_si512(subst_pi_inv(x0_8, tv_pi_inv), k0[16 * (8 - 1 * r) + 8]);
        x0_9 = _mm512_xor_si512(subst_pi_inv(x0_9, tv_pi_inv), k0[16 * (8 - 1 * r) + 9]);
        x0_10 = _mm512_xor_si512(subst_pi_inv(x0_10, tv_pi_inv), k0[16 * (8 - 1 * r) + 10]);
        x0_11 = _mm512_xor_si512(subst_pi_inv(x0_11, tv_pi_inv), k0[16 * (8 - 1 * r) + 11]);
        x0_12 = _mm512_xor_si512(subst_pi_inv(x0_12, tv_pi_inv), k0[16 * (8 - 1 * r) + 12]);
        x0_13 = _mm512_xor_si512(subst_pi_inv(x0_13, tv_pi_inv), k0[16 * (8 - 1 * r) + 13]);
        x0_14 = _mm512_xor_si512(subst_pi_inv(x0_14, tv_pi_inv), k0[16 * (8 - 1 * r) + 14]);
        x0_15 = _mm512_xor_si512(subst_pi_inv(x0_15, tv_pi_inv), k0[16 * (8 - 1 * r) + 15]);

    }

    x[0][0] = x0_0;
    x[0][1] = x0_1;
    x[0][2] = x0_2;
    x[0][3] = x0_3;
    x[0][4] = x0_4;
    x[0][5] = x0_5;
    x[0][6] = x0_6;
    x[0][7] = x0_7;
    x[0][8] = x0_8;
    x[0][9] = x0_9;
    x[0][10] = x0_10;
    x[0][11] = x0_11;
    x[0][12] = x0_12;
    x[0][13] = x0_13;
    x[0][14] = x0_14;
    x[0][15] = x0_15;
}

/* v[r] holding 16 bytes of row r in each 128-bit lane -> v[j] holding byte j of every row (row p
 * at byte p of the lane), when v[r] is given row bitrev(r): four stages of unpacks pairing v[i]
 * with v[i + 8] (backends/_bytesliced_bc.py checks the network on symbols); the same network
 * undoes it. vpunpck* issue beside the GFNI and byte-permute ports, which the rounds keep busy. */
static inline void unpack_transpose(__m512i v[16])
{
    __m512i t[16];
#define STAGE(W)                                                         \
    for (int i = 0; i < 8; i++) {                                        \
        t[2 * i] = _mm512_unpacklo_epi##W(v[i], v[i + 8]);               \
        t[2 * i + 1] = _mm512_unpackhi_epi##W(v[i], v[i + 8]);           \
    }                                                                    \
    memcpy(v, t, sizeof t);
    STAGE(8)
    STAGE(16)
    STAGE(32)
    STAGE(64)
#undef STAGE
}

static const uint8_t bitrev[16] = { 0, 8, 4, 12, 2, 10, 6, 14, 1, 9, 5, 13, 3, 11, 7, 15 };

/* Mask of the bytes of row r (blocks 4r..4r+3) among n blocks. */
static inline __mmask64 row_mask(size_t n, size_t r)
{
    size_t have = n > 4 * r ? n - 4 * r : 0;
    return have >= 4 ? ~(__mmask64)0 : ((__mmask64)1 << (16 * have)) - 1;
}

/* n (1..64) blocks at p -> sliced; missing blocks read as zero. Row r (64 bytes, blocks 4r..4r+3)
 * goes in as v[bitrev(r)], so byte 16 L + q of x[m] is byte m of block 4 q + L. */
static inline void load_batch(__m512i x[16], const uint8_t *p, size_t n)
{
    if (n == BATCH)
        for (int r = 0; r < 16; r++)
            x[bitrev[r]] = _mm512_loadu_si512((const void *)(p + 64 * r));
    else
        for (int r = 0; r < 16; r++)
            x[bitrev[r]] = _mm512_maskz_loadu_epi8(row_mask(n, r), p + 64 * r);
    unpack_transpose(x);
}

static inline void store_batch(uint8_t *p, const __m512i x[16], size_t n)
{
    __m512i v[16];
    for (int r = 0; r < 16; r++)
        v[r] = x[bitrev[r]];
    unpack_transpose(v);
    if (n == BATCH)
        for (int r = 0; r < 16; r++)
            _mm512_storeu_si512((void *)(p + 64 * r), v[r]);
    else
        for (int r = 0; r < 16; r++)
            _mm512_mask_storeu_epi8(p + 64 * r, row_mask(n, r), v[r]);
}

/* The sliced counter blocks of a batch: block b = c + b, c a big-endian 128-bit number
 * (memory byte 15 the least significant, as GOST R 34.13-2015 CTR counts). Block b's low byte is
 * c[15] + b; a block whose low byte wrapped carries one into byte 14, and on into each byte above while all
 * the bytes between are 0xff in c (b < 256: at most one carry). */
static inline void counter_batch(__m512i x[16], const uint8_t c[16])
{
    /* block b's byte position in the sliced layout (load_batch): byte 16 L + q holds block 4 q + L */
    const __m512i iota = _mm512_set_epi8(63, 59, 55, 51, 47, 43, 39, 35, 31, 27, 23, 19, 15, 11, 7, 3, 62, 58, 54, 50, 46, 42, 38, 34, 30, 26, 22, 18, 14, 10, 6, 2, 61, 57, 53, 49, 45, 41, 37, 33, 29, 25, 21, 17, 13, 9, 5, 1, 60, 56, 52, 48, 44, 40, 36, 32, 28, 24, 20, 16, 12, 8, 4, 0);
    const __m512i one = _mm512_set1_epi8(1);
    const __m512i c15 = _mm512_set1_epi8((char)c[15]);
    x[15] = _mm512_add_epi8(c15, iota);
    __mmask64 carry = _mm512_cmplt_epu8_mask(x[15], c15);
    for (int m = 14; m >= 0; m--) {
        const __m512i cm = _mm512_set1_epi8((char)c[m]);
        x[m] = _mm512_mask_add_epi8(cm, carry, cm, one);
        carry &= (__mmask64)0 - (__mmask64)(c[m] == 0xff); /* carries on only through 0xff */
    }
}

/* c += k (mod 2^128), c big-endian */
static inline void counter_add(uint8_t c[16], size_t k)
{
    for (int i = 15; i >= 0 && k != 0; i--) {
        size_t s = (size_t)c[i] + (k & 0xff);
        c[i] = (uint8_t)s;
        k = (k >> 8) + (s >> 8);
    }
}

/* out = in ^ the n (1..64) sliced blocks x (keystream) */
static inline void store_xor_batch(uint8_t *out, const uint8_t *in, const __m512i x[16], size_t n)
{
    __m512i v[16];
    for (int r = 0; r < 16; r++)
        v[r] = x[bitrev[r]];
    unpack_transpose(v);
    if (n == BATCH)
        for (int r = 0; r < 16; r++)
            _mm512_storeu_si512((void *)(out + 64 * r),
                                _mm512_xor_si512(v[r], _mm512_loadu_si512((const void *)(in + 64 * r))));
    else
        for (int r = 0; r < 16; r++) {
            const __mmask64 m = row_mask(n, r);
            _mm512_mask_storeu_epi8(out + 64 * r, m,
                                    _mm512_xor_si512(v[r], _mm512_maskz_loadu_epi8(m, in + 64 * r)));
        }
}

/* Value byte held at memory byte m of a block (round keys are stored value-LSB first). */
static const uint8_t value_byte[16] = { 15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0 };

/* The round keys, each byte broadcast to a vector, in memory byte order. */
static void key_vectors(__m512i kv[10][16], const uint8_t *rk)
{
    for (int r = 0; r < 10; r++)
        for (int m = 0; m < 16; m++)
            kv[r][m] = _mm512_set1_epi8((char)rk[16 * r + value_byte[m]]);
}

#define G 1 /* batches in flight */

void gg_avx512_kuznyechik_blocks(const uint8_t *rk, int decrypt, const uint8_t *in,
                                   uint8_t *out, size_t nblocks)
{
    __m512i kv[10][16];
    __m512i x[G][16];
    const __m512i *ks[G];
    key_vectors(kv, rk);
    for (int g = 0; g < G; g++)
        ks[g] = &kv[0][0];
    for (size_t i = 0; i < nblocks;) {
        size_t n = nblocks - i;
        if (n > (G - 1) * BATCH) { /* all batches in flight, the last maybe partial */
            for (size_t g = 0; g < G; g++) {
                size_t ng = n - g * BATCH < BATCH ? n - g * BATCH : BATCH;
                load_batch(x[g], in + 16 * (i + g * BATCH), ng);
            }
            if (decrypt)
                decrypt1(x, ks);
            else
                encrypt1(x, ks);
            for (size_t g = 0; g < G; g++) {
                size_t ng = n - g * BATCH < BATCH ? n - g * BATCH : BATCH;
                store_batch(out + 16 * (i + g * BATCH), x[g], ng);
            }
            i += n < G * BATCH ? n : G * BATCH;
        } else { /* fewer blocks: one batch at a time */
            size_t ng = n < BATCH ? n : BATCH;
            load_batch(x[0], in + 16 * i, ng);
            if (decrypt)
                decrypt1(x, ks);
            else
                encrypt1(x, ks);
            store_batch(out + 16 * i, x[0], ng);
            i += ng;
        }
    }
    gg_wipe(kv, sizeof kv);
    gg_wipe(x, sizeof x);
}

/* CTR (GOST R 34.13-2015 5.2) over whole blocks from the counter block ctr: the counter blocks
 * made in sliced form (no load transpose), encrypted, and the keystream xored into the input as
 * it is stored. in/out may alias exactly. */
void gg_avx512_kuznyechik_ctr(const uint8_t *rk, const uint8_t *ctr, const uint8_t *in,
                                uint8_t *out, size_t nblocks)
{
    __m512i kv[10][16];
    __m512i x[G][16];
    const __m512i *ks[G];
    uint8_t c[16];
    memcpy(c, ctr, 16);
    key_vectors(kv, rk);
    for (int g = 0; g < G; g++)
        ks[g] = &kv[0][0];
    for (size_t i = 0; i < nblocks;) {
        size_t n = nblocks - i;
        if (n > (G - 1) * BATCH) {
            for (size_t g = 0; g < G; g++) {
                counter_batch(x[g], c);
                counter_add(c, BATCH);
            }
            encrypt1(x, ks);
            for (size_t g = 0; g < G; g++) {
                size_t ng = n - g * BATCH < BATCH ? n - g * BATCH : BATCH;
                store_xor_batch(out + 16 * (i + g * BATCH), in + 16 * (i + g * BATCH), x[g], ng);
            }
            i += n < G * BATCH ? n : G * BATCH;
        } else {
            size_t ng = n < BATCH ? n : BATCH;
            counter_batch(x[0], c);
            counter_add(c, BATCH);
            encrypt1(x, ks);
            store_xor_batch(out + 16 * i, in + 16 * i, x[0], ng);
            i += ng;
        }
    }
    gg_wipe(kv, sizeof kv);
    gg_wipe(x, sizeof x);
    gg_wipe(c, sizeof c);
}

void gg_avx512_kuznyechik_lanes(const uint8_t *const *rks, int decrypt, const uint8_t *in,
                                  uint8_t *out, size_t n)
{
    __m512i kv[10][16];
    __m512i x[1][16];
    const __m512i *ks[1] = { &kv[0][0] };
    uint8_t kb[BATCH * 16] __attribute__((aligned(64)));
    for (size_t i = 0; i < n; i += BATCH) {
        size_t nb = n - i < BATCH ? n - i : BATCH;
        /* each round's keys of the batch's streams, transposed like blocks */
        for (int r = 0; r < 10; r++) {
            for (size_t b = 0; b < nb; b++)
                for (int m = 0; m < 16; m++)
                    kb[16 * b + m] = rks[i + b][16 * r + value_byte[m]];
            load_batch(kv[r], kb, nb);
        }
        load_batch(x[0], in + 16 * i, nb);
        if (decrypt)
            decrypt1(x, ks);
        else
            encrypt1(x, ks);
        store_batch(out + 16 * i, x[0], nb);
    }
    gg_wipe(kv, sizeof kv);
    gg_wipe(kb, sizeof kb);
    gg_wipe(x, sizeof x);
}

/* ---- the key schedule (kuznyechik's keyschedule section), one key in registers ----
 * Each value sits in the low 16 bytes of a zmm, value byte b at byte b (the round keys' stored
 * order); the statements are the default lowering's (backends/_bytesliced_bc.py, schedule_plan,
 * checked there against the interpreter). S is the rounds' register lookup; a linear map
 * y_i = xor over j of c_ij x_j is x_j broadcast (vpermb) times two vgf2p8affineqb whose qword i
 * holds the matrix of c_(8h+i),j, the 16 products summed per half and the two halves' outputs
 * gathered by one vpermi2b. No memory indexed by the key, no branch on it: constant-time, about
 * a microsecond per key (the default lowering's table scans take ~35). */
static const long long sched_mat_L[32][8] __attribute__((aligned(64))) = {
    { 0x0102040810204080LL, -0x39b56ad5aa556d1dLL, 0x769a356ad4a8263bLL, -0x34a3468c1831a89bLL, -0x4f2f5fbf7efd4b28LL, 0x7f800103070f60bfLL, -0x6654a851a34615b4LL, 0x7d860d1b376ea13eLL },
    { -0x413d7bf6ecd80fa1LL, -0x1bd2a54a9428b48eLL, 0x0c142851a2448506LL, 0x143c79f3e6cd8f0aLL, -0x7b72e5cb962cdc3eLL, 0x44cd9b366ddbf3a2LL, -0x11cc993367ce7309LL, -0x6b4284081122d036LL },
    { -0x39b56ad5aa556d1dLL, -0x500f1e3d7bf64329LL, 0x749c3972e4c9e7baLL, -0x5e1d3a74e9d307b0LL, -0x28870f1e3d7b2195LL, -0x11cc993367ce7309LL, 0x256fdfbf7fffdb92LL, -0x7268d1a2458b9abaLL },
    { -0x6b4284081122d036LL, -0x0feedcb972e53b88LL, 0x5beddab468d0fbadLL, -0x33ab56ac59b3aa9aLL, 0x62a64c993265a931LL, -0x7c7af5ebd7aede3fLL, 0x6abe7cf8f1e2af35LL, -0x32a952a44993ea1aLL },
    { -0x27972f5fbf7e2594LL, -0x37a74e9c3870299cLL, 0x0c142851a2448506LL, -0x2d8913264c98e217LL, 0x0c142851a2448506LL, 0x0c142851a2448506LL, -0x453163c68d1b8ca3LL, -0x69448810214311b5LL },
    { 0x384992254a95121cLL, 0x73942952a54be5b9LL, -0x7f7efdfbf7ef5f40LL, -0x34a3468c1831a89bLL, 0x70902142850a64b8LL, 0x68b870e0c1836eb4LL, -0x530b162d5bb7c22aLL, -0x69448810214311b5LL },
    { 0x77983162c48866bbLL, -0x530b162d5bb7c22aLL, 0x4bddbb77efdef7a5LL, 0x5ce5ca942952f9aeLL, 0x256fdfbf7fffdb92LL, -0x6550a041830794b3LL, 0x66aa54a953a62a33LL, -0x4b23478f1f3ec826LL },
    { -0x550102050a1580abLL, 0x5ce5ca942952f9aeLL, 0x2061c3870e1c1810LL, 0x759e3d7af4e9a73aLL, 0x41c3870e1c383020LL, 0x2769d3a74f9e1a13LL, -0x09e4c89123477905LL, -0x1dd8b162c58af60fLL },
    { -0x4f2f5fbf7efd4b28LL, 0x6bbc78f0e1c2efb5LL, -0x14c2850b162db08bLL, 0x0708102041820203LL, 0x0708102041820203LL, -0x6d489020408092b7LL, 0x3355aa54a9539519LL, 0x0102040810204080LL },
    { -0x209f3f7ffefc2791LL, 0x64ac58b163c7ebb2LL, -0x433b77eedcb9ce22LL, 0x0102040810204080LL, 0x0d162c59b264c586LL, 0x55fffefdfaf5bf2aLL, 0x798a152b56ad223cLL, 0x0f10204182050407LL },
    { 0x5aefdebc78f0bb2dLL, 0x173871e3c68c0e0bLL, 0x69ba74e8d1a32e34LL, 0x749c3972e4c9e7baLL, -0x5d193264c99286afLL, -0x1cdab56ad5aab68fLL, 0x2163c78f1e3c5890LL, 0x384992254a95121cLL },
    { 0x297bf7eeddbb5e94LL, 0x67a850a143866ab3LL, 0x060a142851a24283LL, 0x1a2e5dba74e8cb8dLL, -0x0de8d0a14284fa07LL, 0x68b870e0c1836eb4LL, -0x413d7bf6ecd80fa1LL, -0x0de8d0a14284fa07LL },
    { -0x259123478f1fe413LL, 0x1e22458a152b488fLL, 0x2e73e7ce9c395c97LL, -0x6c4a942850a0d237LL, 0x091a3469d3a74684LL, -0x06f4e8d0a1427d04LL, 0x1c244992254a890eLL, 0x143c79f3e6cd8f0aLL },
    { 0x4fd1a3478e1d74a7LL, -0x1cdab56ad5aab68fLL, 0x0304081020418101LL, -0x550102050a1580abLL, 0x2b7dfbf6edda9f15LL, 0x355fbe7cf8f1d79aLL, 0x749c3972e4c9e7baLL, -0x00fefcf8f0e03f81LL },
    { 0x0102040810204080LL, 0x1c244992254a890eLL, 0x68b870e0c1836eb4LL, -0x1ad0a1428408f40eLL, 0x2365cb972e5d9911LL, 0x769a356ad4a8263bLL, 0x60a04081020468b0LL, 0x61a2448912242830LL },
    { -0x550102050a1580abLL, -0x5403060d1a35c02bLL, -0x10ce9d3b77ee3389LL, 0x173871e3c68c0e0bLL, 0x2e73e7ce9c395c97LL, 0x6fb060c080016cb7LL, -0x2493274f9f3fa493LL, -0x1fdebd7af5eb3790LL },
    { 0x53f5ead5ab57fda9LL, 0x4adfbf7ffffeb725LL, 0x02060c183061c181LL, 0x4fd1a3478e1d74a7LL, -0x4f2f5fbf7efd4b28LL, -0x443367ce9d3bcc23LL, -0x0de8d0a14284fa07LL, 0x0d162c59b264c586LL },
    { -0x01fcf8f0e0c07f01LL, 0x43c58b162c59f1a1LL, -0x6b4284081122d036LL, -0x510d1a356bd603a9LL, 0x54fdfaf5ead5ffaaLL, 0x394b962d5ab5529cLL, -0x59152a54a85105adLL, 0x3355aa54a9539519LL },
    { 0x0102040810204080LL, -0x6a408000010290b6LL, 0x3c458a152b56911eLL, -0x36a54a942850691cLL, -0x00fefcf8f0e03f81LL, -0x30af5ebc79f22b99LL, 0x2267cf9f3e7dd991LL, -0x706eddba75ea5b39LL },
    { -0x4c2b57af5ebcca27LL, 0x1a2e5dba74e8cb8dLL, 0x4fd1a3478e1d74a7LL, -0x7f7efdfbf7ef5f40LL, 0x2a7ffffefdfadf95LL, 0x103061c3870e0c08LL, -0x28870f1e3d7b2195LL, 0x3257ae5cb973d599LL },
    { -0x259123478f1fe413LL, 0x45cf9f3e7dfbb322LL, -0x530b162d5bb7c22aLL, -0x39b56ad5aa556d1dLL, -0x4b23478f1f3ec826LL, -0x5b13264c9830c42eLL, 0x3051a24489121418LL, 0x173871e3c68c0e0bLL },
    { -0x07f6ecd8b1623d84LL, 0x798a152b56ad223cLL, 0x7e82050b172f203fLL, -0x1cdab56ad5aab68fLL, -0x4e2d5bb76edd0ba8LL, -0x12c89123478ff20aLL, 0x0c142851a2448506LL, -0x69448810214311b5LL },
    { 0x5aefdebc78f0bb2dLL, 0x7d860d1b376ea13eLL, 0x47c993264d9a72a3LL, 0x3355aa54a9539519LL, 0x63a448912245e9b1LL, 0x50f1e2c58b167ca8LL, 0x173871e3c68c0e0bLL, 0x3b4d9a356ad4931dLL },
    { 0x3f4182050b17101fLL, 0x40c183060c1870a0LL, 0x1b2c59b264c88b0dLL, -0x27972f5fbf7e2594LL, 0x103061c3870e0c08LL, -0x2b83070e1d3aa096LL, 0x060a142851a24283LL, -0x7876eddbb66d5d3dLL },
    { -0x4f2f5fbf7efd4b28LL, 0x46cb972e5dba3223LL, 0x3a4f9e3d7af4d39dLL, 0x0b1c3871e3c68705LL, 0x68b870e0c1836eb4LL, -0x2b83070e1d3aa096LL, -0x06f4e8d0a1427d04LL, 0x70902142850a64b8LL },
    { 0x50f1e2c58b167ca8LL, -0x0eecd8b162c57b08LL, -0x5f1f3e7cf9f34730LL, 0x3a4f9e3d7af4d39dLL, -0x5f1f3e7cf9f34730LL, 0x040c183061c38302LL, -0x7560c182040998bbLL, -0x00fefcf8f0e03f81LL },
    { 0x77983162c48866bbLL, -0x3bb366cd9a34ac9eLL, -0x3ab162c58a14ec1eLL, 0x6abe7cf8f1e2af35LL, -0x03faf4e8d0a1be82LL, -0x01fcf8f0e0c07f01LL, -0x413d7bf6ecd80fa1LL, -0x08e6cc9933673985LL },
    { 0x4cd5ab57ae5cf5a6LL, 0x345dba74e8d1971aLL, -0x5d193264c99286afLL, 0x55fffefdfaf5bf2aLL, -0x4f2f5fbf7efd4b28LL, -0x08e6cc9933673985LL, -0x6550a041830794b3LL, -0x3bb366cd9a34ac9eLL },
    { -0x27972f5fbf7e2594LL, 0x798a152b56ad223cLL, 0x67a850a143866ab3LL, 0x63a448912245e9b1LL, -0x38b76eddba752d9dLL, 0x2769d3a74f9e1a13LL, -0x550102050a1580abLL, 0x0d162c59b264c586LL },
    { 0x42c78f1e3c79b121LL, -0x5403060d1a35c02bLL, 0x44cd9b366ddbf3a2LL, 0x3257ae5cb973d599LL, -0x16c48913264c710cLL, -0x453163c68d1b8ca3LL, -0x27972f5fbf7e2594LL, 0x66aa54a953a62a33LL },
    { -0x39b56ad5aa556d1dLL, 0x769a356ad4a8263bLL, -0x34a3468c1831a89bLL, -0x4f2f5fbf7efd4b28LL, 0x7f800103070f60bfLL, -0x6654a851a34615b4LL, 0x7d860d1b376ea13eLL, -0x413d7bf6ecd80fa1LL },
    { -0x1bd2a54a9428b48eLL, 0x0c142851a2448506LL, 0x143c79f3e6cd8f0aLL, -0x7b72e5cb962cdc3eLL, 0x44cd9b366ddbf3a2LL, -0x11cc993367ce7309LL, -0x6b4284081122d036LL, -0x04f2e4c89123bc83LL },
};

static inline __m512i sched_linear_L(__m512i x)
{
    const __m512i *mat = (const __m512i *)sched_mat_L;
    __m512i lo = _mm512_setzero_si512(), hi = _mm512_setzero_si512();
    for (int j = 0; j < 16; j++) {
        const __m512i xj = _mm512_permutexvar_epi8(_mm512_set1_epi8((char)j), x);
        lo = _mm512_xor_si512(lo, GFMUL(xj, mat[2 * j]));
        hi = _mm512_xor_si512(hi, GFMUL(xj, mat[2 * j + 1]));
    }
    /* output i: byte 8 i of lo (i < 8), byte 8 (i - 8) of hi (index 64 + ...) */
    const __m512i pick = _mm512_set_epi64(0, 0, 0, 0, 0, 0, 0x7870686058504840LL,
                                          0x3830282018100800LL);
    return _mm512_permutex2var_epi8(lo, pick, hi);
}

static const uint8_t sched_literal[32][16] __attribute__((aligned(16))) = {
    { 1, 148, 132, 221, 16, 189, 39, 93, 184, 122, 72, 108, 114, 118, 162, 110 }, /* t2 */
    { 2, 235, 203, 121, 32, 185, 78, 186, 179, 244, 144, 216, 228, 236, 135, 220 }, /* t8 */
    { 3, 127, 79, 164, 48, 4, 105, 231, 11, 142, 216, 180, 150, 154, 37, 178 }, /* t14 */
    { 4, 21, 85, 242, 64, 177, 156, 183, 165, 43, 227, 115, 11, 27, 205, 123 }, /* t20 */
    { 5, 129, 209, 47, 80, 12, 187, 234, 29, 81, 171, 31, 121, 109, 111, 21 }, /* t26 */
    { 6, 254, 158, 139, 96, 8, 210, 13, 22, 223, 115, 171, 239, 247, 74, 167 }, /* t32 */
    { 7, 106, 26, 86, 112, 181, 245, 80, 174, 165, 59, 199, 157, 129, 232, 201 }, /* t38 */
    { 8, 42, 170, 39, 128, 161, 251, 173, 137, 86, 5, 230, 22, 54, 89, 246 }, /* t44 */
    { 9, 190, 46, 250, 144, 28, 220, 240, 49, 44, 77, 138, 100, 64, 251, 152 }, /* t50 */
    { 10, 193, 97, 94, 160, 24, 181, 23, 58, 162, 149, 62, 242, 218, 222, 42 }, /* t56 */
    { 11, 85, 229, 131, 176, 165, 146, 74, 130, 216, 221, 82, 128, 172, 124, 68 }, /* t62 */
    { 12, 63, 255, 213, 192, 16, 103, 26, 44, 125, 230, 149, 29, 45, 148, 141 }, /* t68 */
    { 13, 171, 123, 8, 208, 173, 64, 71, 148, 7, 174, 249, 111, 91, 54, 227 }, /* t74 */
    { 14, 212, 52, 172, 224, 169, 41, 160, 159, 137, 118, 77, 249, 193, 19, 81 }, /* t80 */
    { 15, 64, 176, 113, 240, 20, 14, 253, 39, 243, 62, 33, 139, 183, 177, 63 }, /* t86 */
    { 16, 84, 151, 78, 195, 129, 53, 153, 209, 172, 10, 15, 44, 108, 178, 47 }, /* t92 */
    { 17, 192, 19, 147, 211, 60, 18, 196, 105, 214, 66, 99, 94, 26, 16, 65 }, /* t98 */
    { 18, 191, 92, 55, 227, 56, 123, 35, 98, 88, 154, 215, 200, 128, 53, 243 }, /* t104 */
    { 19, 43, 216, 234, 243, 133, 92, 126, 218, 34, 210, 187, 186, 246, 151, 157 }, /* t110 */
    { 20, 65, 194, 188, 131, 48, 169, 46, 116, 135, 233, 124, 39, 119, 127, 84 }, /* t116 */
    { 21, 213, 70, 97, 147, 141, 142, 115, 204, 253, 161, 16, 85, 1, 221, 58 }, /* t122 */
    { 22, 170, 9, 197, 163, 137, 231, 148, 199, 115, 121, 164, 195, 155, 248, 136 }, /* t128 */
    { 23, 62, 141, 24, 179, 52, 192, 201, 127, 9, 49, 200, 177, 237, 90, 230 }, /* t134 */
    { 24, 126, 61, 105, 67, 32, 206, 52, 88, 250, 15, 233, 58, 90, 235, 217 }, /* t140 */
    { 25, 234, 185, 180, 83, 157, 233, 105, 224, 128, 71, 133, 72, 44, 73, 183 }, /* t146 */
    { 26, 149, 246, 16, 99, 153, 128, 142, 235, 14, 159, 49, 222, 182, 108, 5 }, /* t152 */
    { 27, 1, 114, 205, 115, 36, 167, 211, 83, 116, 215, 93, 172, 192, 206, 107 }, /* t158 */
    { 28, 107, 104, 155, 3, 145, 82, 131, 253, 209, 236, 154, 49, 65, 38, 162 }, /* t164 */
    { 29, 255, 236, 70, 19, 44, 117, 222, 69, 171, 164, 246, 67, 55, 132, 204 }, /* t170 */
    { 30, 128, 163, 226, 35, 40, 28, 57, 78, 37, 124, 66, 213, 173, 161, 126 }, /* t176 */
    { 31, 20, 39, 63, 51, 149, 59, 100, 246, 95, 52, 46, 167, 219, 3, 16 }, /* t182 */
    { 32, 168, 237, 156, 69, 193, 106, 241, 97, 155, 20, 30, 88, 216, 167, 94 }, /* t188 */
};

void gg_avx512_kuznyechik_schedule(const uint8_t *key, uint8_t *rk)
{
    const __m512i tv_pi[4] = {
        _mm512_load_si512((const void *)(tab_pi + 0)),
        _mm512_load_si512((const void *)(tab_pi + 64)),
        _mm512_load_si512((const void *)(tab_pi + 128)),
        _mm512_load_si512((const void *)(tab_pi + 192)),
    };
    __m128i K1_m = _mm_loadu_si128((const __m128i *)(key + 0));
    /* a big-endian part: value byte b is memory byte 15 - b */
    K1_m = _mm_shuffle_epi8(K1_m, _mm_set_epi8(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
    __m512i K1 = _mm512_zextsi128_si512(K1_m);
    __m128i K2_m = _mm_loadu_si128((const __m128i *)(key + 16));
    /* a big-endian part: value byte b is memory byte 15 - b */
    K2_m = _mm_shuffle_epi8(K2_m, _mm_set_epi8(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
    __m512i K2 = _mm512_zextsi128_si512(K2_m);
    __m512i a = K1;
    __m512i b = K2;
    __m512i t2 = _mm512_zextsi128_si512(_mm_load_si128((const __m128i *)sched_literal[0]));
    __m512i t3 = _mm512_xor_si512(t2, a);
    __m512i t5 = sched_linear_L(subst_pi(t3, tv_pi));
    __m512i t6 = _mm512_xor_si512(b, t5);
    __m512i t8 = _mm512_zextsi128_si512(_mm_load_si128((const __m128i *)sched_literal[1]));
    __m512i t9 = _mm512_xor_si512(t8, t6);
    __m512i t11 = sched_linear_L(subst_pi(t9, tv_pi));
    __m512i t12 = _mm512_xor_si512(a, t11);
    __m512i t14 = _mm512_zextsi128_si512(_mm_load_si128((const __m128i *)sched_literal[2]));
    __m512i t15 = _mm512_xor_si512(t14, t12);
    __m512i t17 = sched_linear_L(subst_pi(t15, tv_pi));
    __m512i t18 = _mm512_xor_si512(t6, t17);
    __m512i t20 = _mm512_zextsi128_si512(_mm_load_si128((const __m128i *)sched_literal[3]));
    __m512i t21 = _mm512_xor_si512(t20, t18);
    __m512i t23 = sched_linear_L(subst_pi(t21, tv_pi));
    __m512i t24 = _mm512_xor_si512(t12, t23);
    __m512i t26 = _mm512_zextsi128_si512(_mm_load_si128((const __m128i *)sched_literal[4]));
    __m512i t27 = _mm512_xor_si512(t26, t24);
    __m512i t29 = sched_linear_L(subst_pi(t27, tv_pi));
    __m512i t30 = _mm512_xor_si512(t18, t29);
    __m512i t32 = _mm512_zextsi128_si512(_mm_load_si128((const __m128i *)sched_literal[5]));
    __m512i t33 = _mm512_xor_si512(t32, t30);
    __m512i t35 = sched_linear_L(subst_pi(t33, tv_pi));
    __m512i t36 = _mm512_xor_si512(t24, t35);
    __m512i t38 = _mm512_zextsi128_si512(_mm_load_si128((const __m128i *)sched_literal[6]));
    __m512i t39 = _mm512_xor_si512(t38, t36);
    __m512i t41 = sched_linear_L(subst_pi(t39, tv_pi));
    __m512i t42 = _mm512_xor_si512(t30, t41);
    __m512i t44 = _mm512_zextsi128_si512(_mm_load_si128((const __m128i *)sched_literal[7]));
    __m512i t45 = _mm512_xor_si512(t44, t42);
    __m512i t47 = sched_linear_L(subst_pi(t45, tv_pi));
    __m512i t48 = _mm512_xor_si512(t36, t47);
    __m512i t50 = _mm512_zextsi128_si512(_mm_load_si128((const __m128i *)sched_literal[8]));
    __m512i t51 = _mm512_xor_si512(t50, t48);
    __m512i t53 = sched_linear_L(subst_pi(t51, tv_pi));
    __m512i t54 = _mm512_xor_si512(t42, t53);
    __m512i t56 = _mm512_zextsi128_si512(_mm_load_si128((const __m128i *)sched_literal[9]));
    __m512i t57 = _mm512_xor_si512(t56, t54);
    __m512i t59 = sched_linear_L(subst_pi(t57, tv_pi));
    __m512i t60 = _mm512_xor_si512(t48, t59);
    __m512i t62 = _mm512_zextsi128_si512(_mm_load_si128((const __m128i *)sched_literal[10]));
    __m512i t63 = _mm512_xor_si512(t62, t60);
    __m512i t65 = sched_linear_L(subst_pi(t63, tv_pi));
    __m512i t66 = _mm512_xor_si512(t54, t65);
    __m512i t68 = _mm512_zextsi128_si512(_mm_load_si128((const __m128i *)sched_literal[11]));
    __m512i t69 = _mm512_xor_si512(t68, t66);
    __m512i t71 = sched_linear_L(subst_pi(t69, tv_pi));
    __m512i t72 = _mm512_xor_si512(t60, t71);
    __m512i t74 = _mm512_zextsi128_si512(_mm_load_si128((const __m128i *)sched_literal[12]));
    __m512i t75 = _mm512_xor_si512(t74, t72);
    __m512i t77 = sched_linear_L(subst_pi(t75, tv_pi));
    __m512i t78 = _mm512_xor_si512(t66, t77);
    __m512i t80 = _mm512_zextsi128_si512(_mm_load_si128((const __m128i *)sched_literal[13]));
    __m512i t81 = _mm512_xor_si512(t80, t78);
    __m512i t83 = sched_linear_L(subst_pi(t81, tv_pi));
    __m512i t84 = _mm512_xor_si512(t72, t83);
    __m512i t86 = _mm512_zextsi128_si512(_mm_load_si128((const __m128i *)sched_literal[14]));
    __m512i t87 = _mm512_xor_si512(t86, t84);
    __m512i t89 = sched_linear_L(subst_pi(t87, tv_pi));
    __m512i t90 = _mm512_xor_si512(t78, t89);
    __m512i t92 = _mm512_zextsi128_si512(_mm_load_si128((const __m128i *)sched_literal[15]));
    __m512i t93 = _mm512_xor_si512(t92, t90);
    __m512i t95 = sched_linear_L(subst_pi(t93, tv_pi));
    __m512i t96 = _mm512_xor_si512(t84, t95);
    __m512i t98 = _mm512_zextsi128_si512(_mm_load_si128((const __m128i *)sched_literal[16]));
    __m512i t99 = _mm512_xor_si512(t98, t96);
    __m512i t101 = sched_linear_L(subst_pi(t99, tv_pi));
    __m512i t102 = _mm512_xor_si512(t90, t101);
    __m512i t104 = _mm512_zextsi128_si512(_mm_load_si128((const __m128i *)sched_literal[17]));
    __m512i t105 = _mm512_xor_si512(t104, t102);
    __m512i t107 = sched_linear_L(subst_pi(t105, tv_pi));
    __m512i t108 = _mm512_xor_si512(t96, t107);
    __m512i t110 = _mm512_zextsi128_si512(_mm_load_si128((const __m128i *)sched_literal[18]));
    __m512i t111 = _mm512_xor_si512(t110, t108);
    __m512i t113 = sched_linear_L(subst_pi(t111, tv_pi));
    __m512i t114 = _mm512_xor_si512(t102, t113);
    __m512i t116 = _mm512_zextsi128_si512(_mm_load_si128((const __m128i *)sched_literal[19]));
    __m512i t117 = _mm512_xor_si512(t116, t114);
    __m512i t119 = sched_linear_L(subst_pi(t117, tv_pi));
    __m512i t120 = _mm512_xor_si512(t108, t119);
    __m512i t122 = _mm512_zextsi128_si512(_mm_load_si128((const __m128i *)sched_literal[20]));
    __m512i t123 = _mm512_xor_si512(t122, t120);
    __m512i t125 = sched_linear_L(subst_pi(t123, tv_pi));
    __m512i t126 = _mm512_xor_si512(t114, t125);
    __m512i t128 = _mm512_zextsi128_si512(_mm_load_si128((const __m128i *)sched_literal[21]));
    __m512i t129 = _mm512_xor_si512(t128, t126);
    __m512i t131 = sched_linear_L(subst_pi(t129, tv_pi));
    __m512i t132 = _mm512_xor_si512(t120, t131);
    __m512i t134 = _mm512_zextsi128_si512(_mm_load_si128((const __m128i *)sched_literal[22]));
    __m512i t135 = _mm512_xor_si512(t134, t132);
    __m512i t137 = sched_linear_L(subst_pi(t135, tv_pi));
    __m512i t138 = _mm512_xor_si512(t126, t137);
    __m512i t140 = _mm512_zextsi128_si512(_mm_load_si128((const __m128i *)sched_literal[23]));
    __m512i t141 = _mm512_xor_si512(t140, t138);
    __m512i t143 = sched_linear_L(subst_pi(t141, tv_pi));
    __m512i t144 = _mm512_xor_si512(t132, t143);
    __m512i t146 = _mm512_zextsi128_si512(_mm_load_si128((const __m128i *)sched_literal[24]));
    __m512i t147 = _mm512_xor_si512(t146, t144);
    __m512i t149 = sched_linear_L(subst_pi(t147, tv_pi));
    __m512i t150 = _mm512_xor_si512(t138, t149);
    __m512i t152 = _mm512_zextsi128_si512(_mm_load_si128((const __m128i *)sched_literal[25]));
    __m512i t153 = _mm512_xor_si512(t152, t150);
    __m512i t155 = sched_linear_L(subst_pi(t153, tv_pi));
    __m512i t156 = _mm512_xor_si512(t144, t155);
    __m512i t158 = _mm512_zextsi128_si512(_mm_load_si128((const __m128i *)sched_literal[26]));
    __m512i t159 = _mm512_xor_si512(t158, t156);
    __m512i t161 = sched_linear_L(subst_pi(t159, tv_pi));
    __m512i t162 = _mm512_xor_si512(t150, t161);
    __m512i t164 = _mm512_zextsi128_si512(_mm_load_si128((const __m128i *)sched_literal[27]));
    __m512i t165 = _mm512_xor_si512(t164, t162);
    __m512i t167 = sched_linear_L(subst_pi(t165, tv_pi));
    __m512i t168 = _mm512_xor_si512(t156, t167);
    __m512i t170 = _mm512_zextsi128_si512(_mm_load_si128((const __m128i *)sched_literal[28]));
    __m512i t171 = _mm512_xor_si512(t170, t168);
    __m512i t173 = sched_linear_L(subst_pi(t171, tv_pi));
    __m512i t174 = _mm512_xor_si512(t162, t173);
    __m512i t176 = _mm512_zextsi128_si512(_mm_load_si128((const __m128i *)sched_literal[29]));
    __m512i t177 = _mm512_xor_si512(t176, t174);
    __m512i t179 = sched_linear_L(subst_pi(t177, tv_pi));
    __m512i t180 = _mm512_xor_si512(t168, t179);
    __m512i t182 = _mm512_zextsi128_si512(_mm_load_si128((const __m128i *)sched_literal[30]));
    __m512i t183 = _mm512_xor_si512(t182, t180);
    __m512i t185 = sched_linear_L(subst_pi(t183, tv_pi));
    __m512i t186 = _mm512_xor_si512(t174, t185);
    __m512i t188 = _mm512_zextsi128_si512(_mm_load_si128((const __m128i *)sched_literal[31]));
    __m512i t189 = _mm512_xor_si512(t188, t186);
    __m512i t191 = sched_linear_L(subst_pi(t189, tv_pi));
    __m512i t192 = _mm512_xor_si512(t180, t191);
    _mm_storeu_si128((__m128i *)(rk + 0), _mm512_castsi512_si128(a));
    _mm_storeu_si128((__m128i *)(rk + 16), _mm512_castsi512_si128(b));
    _mm_storeu_si128((__m128i *)(rk + 32), _mm512_castsi512_si128(t48));
    _mm_storeu_si128((__m128i *)(rk + 48), _mm512_castsi512_si128(t42));
    _mm_storeu_si128((__m128i *)(rk + 64), _mm512_castsi512_si128(t96));
    _mm_storeu_si128((__m128i *)(rk + 80), _mm512_castsi512_si128(t90));
    _mm_storeu_si128((__m128i *)(rk + 96), _mm512_castsi512_si128(t144));
    _mm_storeu_si128((__m128i *)(rk + 112), _mm512_castsi512_si128(t138));
    _mm_storeu_si128((__m128i *)(rk + 128), _mm512_castsi512_si128(t192));
    _mm_storeu_si128((__m128i *)(rk + 144), _mm512_castsi512_si128(t186));
    gg_wipe(&K1, sizeof K1);
    gg_wipe(&K1_m, sizeof K1_m);
    gg_wipe(&K2, sizeof K2);
    gg_wipe(&K2_m, sizeof K2_m);
}
