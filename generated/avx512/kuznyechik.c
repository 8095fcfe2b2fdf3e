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
