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

/* L's column of memory byte 15: the products' matrices (ctr_head_shared, round) */
static const long long ctr_col[][8] __attribute__((aligned(64))) = {
    SPLAT8(-0x6b4284081122d036LL),
    SPLAT8(-0x11cc993367ce7309LL),
    SPLAT8(0x44cd9b366ddbf3a2LL),
    SPLAT8(-0x7b72e5cb962cdc3eLL),
    SPLAT8(0x143c79f3e6cd8f0aLL),
    SPLAT8(0x0c142851a2448506LL),
    SPLAT8(-0x1bd2a54a9428b48eLL),
    SPLAT8(-0x413d7bf6ecd80fa1LL),
    SPLAT8(0x7d860d1b376ea13eLL),
    SPLAT8(-0x6654a851a34615b4LL),
    SPLAT8(0x7f800103070f60bfLL),
    SPLAT8(-0x4f2f5fbf7efd4b28LL),
    SPLAT8(-0x34a3468c1831a89bLL),
    SPLAT8(0x769a356ad4a8263bLL),
    SPLAT8(-0x39b56ad5aa556d1dLL),
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

/* 1 batch at once, batch g under the round keys k[g] ([10][16] vectors); the
 * rounds as a loop (backends/_bytesliced_bc.py, round_loop). */
/* (CTR: the first round from u, the shared bytes' round: counter batches whose blocks differ
 * in memory byte 15 only; _x86/ctr_head.j2) */
static __attribute__((noinline)) void encrypt1_ctr(__m512i x[1][16], const __m512i *const k[1],
                                                  const __m512i u[16])
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
    {
        /* the first round of counter batches that differ in memory byte 15 only: u ^ col * s */
        const __m512i *col = (const __m512i *)(const void *)ctr_col;
        __asm__("" : "+r"(col)); /* opaque: the matrices stay memory operands */
        const __m512i s0 = subst_pi(_mm512_xor_si512(x0_15, k0[16 * 0 + 15]), tv_pi);
        x0_0 = _mm512_xor_si512(u[0], GFMUL(s0, col[0]));
        x0_1 = _mm512_xor_si512(u[1], GFMUL(s0, col[1]));
        x0_2 = _mm512_xor_si512(u[2], GFMUL(s0, col[2]));
        x0_3 = _mm512_xor_si512(u[3], GFMUL(s0, col[3]));
        x0_4 = _mm512_xor_si512(u[4], GFMUL(s0, col[4]));
        x0_5 = _mm512_xor_si512(u[5], GFMUL(s0, col[5]));
        x0_6 = _mm512_xor_si512(u[6], GFMUL(s0, col[6]));
        x0_7 = _mm512_xor_si512(u[7], GFMUL(s0, col[7]));
        x0_8 = _mm512_xor_si512(u[8], GFMUL(s0, col[8]));
        x0_9 = _mm512_xor_si512(u[9], GFMUL(s0, col[9]));
        x0_10 = _mm512_xor_si512(u[10], GFMUL(s0, col[10]));
        x0_11 = _mm512_xor_si512(u[11], GFMUL(s0, col[11]));
        x0_12 = _mm512_xor_si512(u[12], GFMUL(s0, col[12]));
        x0_13 = _mm512_xor_si512(u[13], GFMUL(s0, col[13]));
        x0_14 = _mm512_xor_si512(u[14], GFMUL(s0, col[14]));
        x0_15 = _mm512_xor_si512(u[15], s0);
    }

    for (int r = 1; r < 9; r++) {
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
#define FIELD_MAX_BLOCKS 8 /* up to this many, blocks() goes one at a time */
static void field_blocks(const uint8_t *rk, int decrypt, const uint8_t *in, uint8_t *out,
                         size_t nblocks);

void gg_avx512_kuznyechik_blocks(const uint8_t *rk, int decrypt, const uint8_t *in,
                                   uint8_t *out, size_t nblocks)
{
    __m512i kv[10][16];
    __m512i x[G][16];
    const __m512i *ks[G];
    if (nblocks <= FIELD_MAX_BLOCKS) {
        field_blocks(rk, decrypt, in, out, nblocks);
        return;
    }
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
/* u: the first round of the counter blocks c with memory byte 15 taken as zero after the
 * bytewise step, the part every block of a batch that differs in that byte only shares (made
 * once per counter prefix, 256 blocks) */
static void ctr_head_shared(__m512i u[16], const __m512i *const k0, const uint8_t c[16])
{
    const __m512i tv_pi[4] = {
        _mm512_load_si512((const void *)(tab_pi + 0)),
        _mm512_load_si512((const void *)(tab_pi + 64)),
        _mm512_load_si512((const void *)(tab_pi + 128)),
        _mm512_load_si512((const void *)(tab_pi + 192)),
    };

    __m512i x0_0 = _mm512_set1_epi8((char)c[0]);
    __m512i x0_1 = _mm512_set1_epi8((char)c[1]);
    __m512i x0_2 = _mm512_set1_epi8((char)c[2]);
    __m512i x0_3 = _mm512_set1_epi8((char)c[3]);
    __m512i x0_4 = _mm512_set1_epi8((char)c[4]);
    __m512i x0_5 = _mm512_set1_epi8((char)c[5]);
    __m512i x0_6 = _mm512_set1_epi8((char)c[6]);
    __m512i x0_7 = _mm512_set1_epi8((char)c[7]);
    __m512i x0_8 = _mm512_set1_epi8((char)c[8]);
    __m512i x0_9 = _mm512_set1_epi8((char)c[9]);
    __m512i x0_10 = _mm512_set1_epi8((char)c[10]);
    __m512i x0_11 = _mm512_set1_epi8((char)c[11]);
    __m512i x0_12 = _mm512_set1_epi8((char)c[12]);
    __m512i x0_13 = _mm512_set1_epi8((char)c[13]);
    __m512i x0_14 = _mm512_set1_epi8((char)c[14]);
    __m512i x0_15 = _mm512_set1_epi8((char)c[15]);
    x0_0 = subst_pi(_mm512_xor_si512(x0_0, k0[16 * 0 + 0]), tv_pi);
    x0_1 = subst_pi(_mm512_xor_si512(x0_1, k0[16 * 0 + 1]), tv_pi);
    x0_2 = subst_pi(_mm512_xor_si512(x0_2, k0[16 * 0 + 2]), tv_pi);
    x0_3 = subst_pi(_mm512_xor_si512(x0_3, k0[16 * 0 + 3]), tv_pi);
    x0_4 = subst_pi(_mm512_xor_si512(x0_4, k0[16 * 0 + 4]), tv_pi);
    x0_5 = subst_pi(_mm512_xor_si512(x0_5, k0[16 * 0 + 5]), tv_pi);
    x0_6 = subst_pi(_mm512_xor_si512(x0_6, k0[16 * 0 + 6]), tv_pi);
    x0_7 = subst_pi(_mm512_xor_si512(x0_7, k0[16 * 0 + 7]), tv_pi);
    x0_8 = subst_pi(_mm512_xor_si512(x0_8, k0[16 * 0 + 8]), tv_pi);
    x0_9 = subst_pi(_mm512_xor_si512(x0_9, k0[16 * 0 + 9]), tv_pi);
    x0_10 = subst_pi(_mm512_xor_si512(x0_10, k0[16 * 0 + 10]), tv_pi);
    x0_11 = subst_pi(_mm512_xor_si512(x0_11, k0[16 * 0 + 11]), tv_pi);
    x0_12 = subst_pi(_mm512_xor_si512(x0_12, k0[16 * 0 + 12]), tv_pi);
    x0_13 = subst_pi(_mm512_xor_si512(x0_13, k0[16 * 0 + 13]), tv_pi);
    x0_14 = subst_pi(_mm512_xor_si512(x0_14, k0[16 * 0 + 14]), tv_pi);
    x0_15 = subst_pi(_mm512_xor_si512(x0_15, k0[16 * 0 + 15]), tv_pi);

    x0_15 = _mm512_setzero_si512();
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

    u[0] = x0_0;
    u[1] = x0_1;
    u[2] = x0_2;
    u[3] = x0_3;
    u[4] = x0_4;
    u[5] = x0_5;
    u[6] = x0_6;
    u[7] = x0_7;
    u[8] = x0_8;
    u[9] = x0_9;
    u[10] = x0_10;
    u[11] = x0_11;
    u[12] = x0_12;
    u[13] = x0_13;
    u[14] = x0_14;
    u[15] = x0_15;
}

static void ctr_run(__m512i kv[10][16], const uint8_t *ctr, const uint8_t *in,
                    uint8_t *out, size_t nblocks)
{
    __m512i x[G][16];
    const __m512i *ks[G];
    uint8_t c[16];
    __m512i u[16]; /* ctr_head_shared for the counter bytes up */
    uint8_t up[15];
    int have_u = 0;
    memcpy(c, ctr, 16);
    for (int g = 0; g < G; g++)
        ks[g] = &kv[0][0];
    for (size_t i = 0; i < nblocks;) {
        size_t n = nblocks - i;
        if (n > (G - 1) * BATCH) {
            /* no carry out of byte 15 inside these blocks: their first round from u */
            const int shared = c[15] <= 256 - (G * BATCH);
            if (shared && (!have_u || memcmp(up, c, 15) != 0)) {
                ctr_head_shared(u, &kv[0][0], c);
                memcpy(up, c, 15);
                have_u = 1;
            }
            for (size_t g = 0; g < G; g++) {
                counter_batch(x[g], c);
                counter_add(c, BATCH);
            }
            if (shared)
                encrypt1_ctr(x, ks, u);
            else
                encrypt1(x, ks);
            for (size_t g = 0; g < G; g++) {
                size_t ng = n - g * BATCH < BATCH ? n - g * BATCH : BATCH;
                store_xor_batch(out + 16 * (i + g * BATCH), in + 16 * (i + g * BATCH), x[g], ng);
            }
            i += n < G * BATCH ? n : G * BATCH;
        } else {
            size_t ng = n < BATCH ? n : BATCH;
            /* no carry out of byte 15 inside these blocks: their first round from u */
            const int shared = c[15] <= 256 - (BATCH);
            if (shared && (!have_u || memcmp(up, c, 15) != 0)) {
                ctr_head_shared(u, &kv[0][0], c);
                memcpy(up, c, 15);
                have_u = 1;
            }
            counter_batch(x[0], c);
            counter_add(c, BATCH);
            if (shared)
                encrypt1_ctr(x, ks, u);
            else
                encrypt1(x, ks);
            store_xor_batch(out + 16 * i, in + 16 * i, x[0], ng);
            i += ng;
        }
    }
    gg_wipe(x, sizeof x);
    gg_wipe(c, sizeof c);
    gg_wipe(u, sizeof u);
}

/* CTR over nblocks <= FIELD_MAX_BLOCKS whole blocks from the counter block ctr, through the field
 * form; in/out may alias exactly. */
static void field_ctr(const uint8_t *rk, const uint8_t *ctr, const uint8_t *in, uint8_t *out,
                      size_t nblocks)
{
    uint8_t ks[FIELD_MAX_BLOCKS * 16] = {0}, c[16]; /* (zeros: for the compiler, which cannot
                                                   * see that field_blocks reads nblocks) */
    memcpy(c, ctr, 16);
    for (size_t i = 0; i < nblocks; i++) {
        memcpy(ks + 16 * i, c, 16);
        counter_add(c, 1);
    }
    field_blocks(rk, 0, ks, ks, nblocks);
    for (size_t i = 0; i < 16 * nblocks; i++)
        out[i] = in[i] ^ ks[i];
    gg_wipe(ks, sizeof ks); /* keystream */
    gg_wipe(c, sizeof c);
}

void gg_avx512_kuznyechik_ctr(const uint8_t *rk, const uint8_t *ctr, const uint8_t *in,
                                uint8_t *out, size_t nblocks)
{
    if (nblocks <= FIELD_MAX_BLOCKS) {
        field_ctr(rk, ctr, in, out, nblocks);
        return;
    }
    __m512i kv[10][16];
    key_vectors(kv, rk);
    ctr_run(kv, ctr, in, out, nblocks);
    gg_wipe(kv, sizeof kv);
}

/* The 16 bytes of stream b (0..63 of a batch): ptr[b] + at, or base + stride b without ptr. */
static inline const uint8_t *stream_at(const uint8_t *const *ptr, const uint8_t *base,
                                       size_t stride, size_t at, size_t b)
{
    return ptr != NULL ? ptr[b] + at : base + stride * b;
}

/* nb (1..64) streams' 16 bytes each -> the rows as load_batch puts them before its transpose
 * (row r, streams 4r..4r+3, in v[bitrev(r)]; zeros past nb), by 128-bit loads */
static inline void gather_rows(__m512i v[16], const uint8_t *const *ptr, const uint8_t *base,
                               size_t stride, size_t at, size_t nb)
{
    for (size_t row = 0; row < 16; row++) {
        const size_t b = 4 * row;
        __m512i w = _mm512_setzero_si512();
#define STREAM(q) _mm_loadu_si128((const __m128i *)(const void *)stream_at(ptr, base, stride, at, b + (q)))
        if (b < nb)
            w = _mm512_inserti32x4(w, STREAM(0), 0);
        if (b + 1 < nb)
            w = _mm512_inserti32x4(w, STREAM(1), 1);
        if (b + 2 < nb)
            w = _mm512_inserti32x4(w, STREAM(2), 2);
        if (b + 3 < nb)
            w = _mm512_inserti32x4(w, STREAM(3), 3);
#undef STREAM
        v[bitrev[row]] = w;
    }
}

/* The sliced x of nb (1..64) streams back to each stream's 16 bytes (ptr[b] + at, or base +
 * stride b without ptr) */
static inline void scatter_rows(const __m512i x[16], uint8_t *const *ptr, uint8_t *base,
                                size_t stride, size_t at, size_t nb)
{
    __m512i v[16];
    for (int r = 0; r < 16; r++)
        v[r] = x[bitrev[r]];
    unpack_transpose(v);
    for (size_t row = 0; row < 16; row++) {
        const size_t b = 4 * row;
#define STREAM(q) (void *)(uint8_t *)stream_at((const uint8_t *const *)ptr, base, stride, at, b + (q))
        if (b < nb)
            _mm_storeu_si128(STREAM(0), _mm512_extracti32x4_epi32(v[row], 0));
        if (b + 1 < nb)
            _mm_storeu_si128(STREAM(1), _mm512_extracti32x4_epi32(v[row], 1));
        if (b + 2 < nb)
            _mm_storeu_si128(STREAM(2), _mm512_extracti32x4_epi32(v[row], 2));
        if (b + 3 < nb)
            _mm_storeu_si128(STREAM(3), _mm512_extracti32x4_epi32(v[row], 3));
#undef STREAM
    }
}

/* The round keys of nb (1..64) streams, each round's transposed like blocks (the lanes' layout;
 * missing streams get zero keys). A row's four keys come in by 128-bit loads and into memory
 * byte order by one vpshufb, not 16 byte moves a key (those were a quarter of a batch of 64
 * MACs of 16 bytes). */
static void lanes_key_vectors(__m512i kv[10][16], const uint8_t *const *rks, size_t nb)
{
    const __m512i order = _mm512_broadcast_i32x4(_mm_loadu_si128((const __m128i *)(const void *)value_byte));
    for (int r = 0; r < 10; r++) {
        gather_rows(kv[r], rks, NULL, 0, 16 * (size_t)r, nb);
        for (int m = 0; m < 16; m++)
            kv[r][m] = _mm512_shuffle_epi8(kv[r][m], order);
        unpack_transpose(kv[r]);
    }
}

/* One block of each of n streams, the streams' keys arranged (lanes_key_vectors), a batch's
 * 160 vectors after another's. */
static void lanes_run(const __m512i *kvs, int decrypt, const uint8_t *in, uint8_t *out, size_t n)
{
    __m512i x[1][16];
    for (size_t i = 0; i < n; i += BATCH) {
        const size_t nb = n - i < BATCH ? n - i : BATCH;
        const __m512i *ks[1] = { kvs + 160 * (i / BATCH) };
        load_batch(x[0], in + 16 * i, nb);
        if (decrypt)
            decrypt1(x, ks);
        else
            encrypt1(x, ks);
        store_batch(out + 16 * i, x[0], nb);
    }
    gg_wipe(x, sizeof x);
}

void gg_avx512_kuznyechik_lanes(const uint8_t *const *rks, int decrypt, const uint8_t *in,
                                  uint8_t *out, size_t n)
{
    __m512i kv[10][16];
    for (size_t i = 0; i < n; i += BATCH) {
        const size_t nb = n - i < BATCH ? n - i : BATCH;
        lanes_key_vectors(kv, rks + i, nb);
        lanes_run(&kv[0][0], decrypt, in + 16 * i, out + 16 * i, nb);
    }
    gg_wipe(kv, sizeof kv);
}

/* lanes() for many calls on the same streams: their keys arranged once. */
size_t gg_avx512_kuznyechik_lanes_keys_bytes(size_t n)
{
    return (n + BATCH - 1) / BATCH * sizeof(__m512i[10][16]);
}

void gg_avx512_kuznyechik_lanes_keys(const uint8_t *const *rks, size_t n, void *mem)
{
    __m512i(*kv)[10][16] = mem;
    for (size_t i = 0; i < n; i += BATCH)
        lanes_key_vectors(kv[i / BATCH], rks + i, n - i < BATCH ? n - i : BATCH);
}

void gg_avx512_kuznyechik_lanes_with(const void *mem, int decrypt, const uint8_t *in,
                                       uint8_t *out, size_t n)
{
    lanes_run((const __m512i *)mem, decrypt, in, out, n);
}

/* ---- many streams, many blocks each: the chain steps beside the cipher ----
 * (templates/_x86/lanes_chain.j2; here the sliced register's counter step) */
/* r + 1 per stream, r a big-endian number (memory byte 15 the least significant); all 16 bytes
 * every time, whatever carries */
static inline void counter_inc(__m512i r[16])
{
    const __m512i one = _mm512_set1_epi8(1);
    __mmask64 carry = ~(__mmask64)0;
    for (int m = 15; m >= 0; m--) {
        r[m] = _mm512_mask_add_epi8(r[m], carry, r[m], one);
        carry &= _mm512_cmpeq_epi8_mask(r[m], _mm512_setzero_si512());
    }
}

/* Before the cipher: the register's update and the cipher input x from it and the input p (a
 * block is the 16 sliced vectors of a batch; the output overwrites the cipher's output x). */
static inline void chain_pre(gg_chain chain, __m512i r[16], const __m512i p[16], __m512i x[16])
{
    switch (chain) {
    case GG_CHAIN_ECB:
    case GG_CHAIN_CBC_DEC:
        x[0] = p[0];
        x[1] = p[1];
        x[2] = p[2];
        x[3] = p[3];
        x[4] = p[4];
        x[5] = p[5];
        x[6] = p[6];
        x[7] = p[7];
        x[8] = p[8];
        x[9] = p[9];
        x[10] = p[10];
        x[11] = p[11];
        x[12] = p[12];
        x[13] = p[13];
        x[14] = p[14];
        x[15] = p[15];
        break;
    case GG_CHAIN_CTR:
        counter_inc(r);
        x[0] = r[0];
        x[1] = r[1];
        x[2] = r[2];
        x[3] = r[3];
        x[4] = r[4];
        x[5] = r[5];
        x[6] = r[6];
        x[7] = r[7];
        x[8] = r[8];
        x[9] = r[9];
        x[10] = r[10];
        x[11] = r[11];
        x[12] = r[12];
        x[13] = r[13];
        x[14] = r[14];
        x[15] = r[15];
        break;
    case GG_CHAIN_OFB:
    case GG_CHAIN_CFB_ENC:
    case GG_CHAIN_CFB_DEC:
        x[0] = r[0];
        x[1] = r[1];
        x[2] = r[2];
        x[3] = r[3];
        x[4] = r[4];
        x[5] = r[5];
        x[6] = r[6];
        x[7] = r[7];
        x[8] = r[8];
        x[9] = r[9];
        x[10] = r[10];
        x[11] = r[11];
        x[12] = r[12];
        x[13] = r[13];
        x[14] = r[14];
        x[15] = r[15];
        break;
    case GG_CHAIN_CBC_ENC:
    case GG_CHAIN_MAC:
        x[0] = _mm512_xor_si512(p[0], r[0]);
        x[1] = _mm512_xor_si512(p[1], r[1]);
        x[2] = _mm512_xor_si512(p[2], r[2]);
        x[3] = _mm512_xor_si512(p[3], r[3]);
        x[4] = _mm512_xor_si512(p[4], r[4]);
        x[5] = _mm512_xor_si512(p[5], r[5]);
        x[6] = _mm512_xor_si512(p[6], r[6]);
        x[7] = _mm512_xor_si512(p[7], r[7]);
        x[8] = _mm512_xor_si512(p[8], r[8]);
        x[9] = _mm512_xor_si512(p[9], r[9]);
        x[10] = _mm512_xor_si512(p[10], r[10]);
        x[11] = _mm512_xor_si512(p[11], r[11]);
        x[12] = _mm512_xor_si512(p[12], r[12]);
        x[13] = _mm512_xor_si512(p[13], r[13]);
        x[14] = _mm512_xor_si512(p[14], r[14]);
        x[15] = _mm512_xor_si512(p[15], r[15]);
        break;
    case GG_CHAIN_CNT:
        /* not specialised here: gg_backend.magma_chains leaves these steps to the runtime */
        break;
    }
}

/* After: the output from the cipher output (in place), the register's update. */
static inline void chain_post(gg_chain chain, __m512i r[16], const __m512i p[16], __m512i x[16])
{
    switch (chain) {
    case GG_CHAIN_ECB:
        break;
    case GG_CHAIN_CTR:
        x[0] = _mm512_xor_si512(p[0], x[0]);
        x[1] = _mm512_xor_si512(p[1], x[1]);
        x[2] = _mm512_xor_si512(p[2], x[2]);
        x[3] = _mm512_xor_si512(p[3], x[3]);
        x[4] = _mm512_xor_si512(p[4], x[4]);
        x[5] = _mm512_xor_si512(p[5], x[5]);
        x[6] = _mm512_xor_si512(p[6], x[6]);
        x[7] = _mm512_xor_si512(p[7], x[7]);
        x[8] = _mm512_xor_si512(p[8], x[8]);
        x[9] = _mm512_xor_si512(p[9], x[9]);
        x[10] = _mm512_xor_si512(p[10], x[10]);
        x[11] = _mm512_xor_si512(p[11], x[11]);
        x[12] = _mm512_xor_si512(p[12], x[12]);
        x[13] = _mm512_xor_si512(p[13], x[13]);
        x[14] = _mm512_xor_si512(p[14], x[14]);
        x[15] = _mm512_xor_si512(p[15], x[15]);
        break;
    case GG_CHAIN_OFB:
        r[0] = x[0];
        r[1] = x[1];
        r[2] = x[2];
        r[3] = x[3];
        r[4] = x[4];
        r[5] = x[5];
        r[6] = x[6];
        r[7] = x[7];
        r[8] = x[8];
        r[9] = x[9];
        r[10] = x[10];
        r[11] = x[11];
        r[12] = x[12];
        r[13] = x[13];
        r[14] = x[14];
        r[15] = x[15];
        x[0] = _mm512_xor_si512(p[0], x[0]);
        x[1] = _mm512_xor_si512(p[1], x[1]);
        x[2] = _mm512_xor_si512(p[2], x[2]);
        x[3] = _mm512_xor_si512(p[3], x[3]);
        x[4] = _mm512_xor_si512(p[4], x[4]);
        x[5] = _mm512_xor_si512(p[5], x[5]);
        x[6] = _mm512_xor_si512(p[6], x[6]);
        x[7] = _mm512_xor_si512(p[7], x[7]);
        x[8] = _mm512_xor_si512(p[8], x[8]);
        x[9] = _mm512_xor_si512(p[9], x[9]);
        x[10] = _mm512_xor_si512(p[10], x[10]);
        x[11] = _mm512_xor_si512(p[11], x[11]);
        x[12] = _mm512_xor_si512(p[12], x[12]);
        x[13] = _mm512_xor_si512(p[13], x[13]);
        x[14] = _mm512_xor_si512(p[14], x[14]);
        x[15] = _mm512_xor_si512(p[15], x[15]);
        break;
    case GG_CHAIN_CBC_ENC:
    case GG_CHAIN_MAC:
        r[0] = x[0];
        r[1] = x[1];
        r[2] = x[2];
        r[3] = x[3];
        r[4] = x[4];
        r[5] = x[5];
        r[6] = x[6];
        r[7] = x[7];
        r[8] = x[8];
        r[9] = x[9];
        r[10] = x[10];
        r[11] = x[11];
        r[12] = x[12];
        r[13] = x[13];
        r[14] = x[14];
        r[15] = x[15];
        break;
    case GG_CHAIN_CBC_DEC:
        x[0] = _mm512_xor_si512(x[0], r[0]);
        x[1] = _mm512_xor_si512(x[1], r[1]);
        x[2] = _mm512_xor_si512(x[2], r[2]);
        x[3] = _mm512_xor_si512(x[3], r[3]);
        x[4] = _mm512_xor_si512(x[4], r[4]);
        x[5] = _mm512_xor_si512(x[5], r[5]);
        x[6] = _mm512_xor_si512(x[6], r[6]);
        x[7] = _mm512_xor_si512(x[7], r[7]);
        x[8] = _mm512_xor_si512(x[8], r[8]);
        x[9] = _mm512_xor_si512(x[9], r[9]);
        x[10] = _mm512_xor_si512(x[10], r[10]);
        x[11] = _mm512_xor_si512(x[11], r[11]);
        x[12] = _mm512_xor_si512(x[12], r[12]);
        x[13] = _mm512_xor_si512(x[13], r[13]);
        x[14] = _mm512_xor_si512(x[14], r[14]);
        x[15] = _mm512_xor_si512(x[15], r[15]);
        r[0] = p[0];
        r[1] = p[1];
        r[2] = p[2];
        r[3] = p[3];
        r[4] = p[4];
        r[5] = p[5];
        r[6] = p[6];
        r[7] = p[7];
        r[8] = p[8];
        r[9] = p[9];
        r[10] = p[10];
        r[11] = p[11];
        r[12] = p[12];
        r[13] = p[13];
        r[14] = p[14];
        r[15] = p[15];
        break;
    case GG_CHAIN_CFB_ENC:
        x[0] = _mm512_xor_si512(p[0], x[0]);
        x[1] = _mm512_xor_si512(p[1], x[1]);
        x[2] = _mm512_xor_si512(p[2], x[2]);
        x[3] = _mm512_xor_si512(p[3], x[3]);
        x[4] = _mm512_xor_si512(p[4], x[4]);
        x[5] = _mm512_xor_si512(p[5], x[5]);
        x[6] = _mm512_xor_si512(p[6], x[6]);
        x[7] = _mm512_xor_si512(p[7], x[7]);
        x[8] = _mm512_xor_si512(p[8], x[8]);
        x[9] = _mm512_xor_si512(p[9], x[9]);
        x[10] = _mm512_xor_si512(p[10], x[10]);
        x[11] = _mm512_xor_si512(p[11], x[11]);
        x[12] = _mm512_xor_si512(p[12], x[12]);
        x[13] = _mm512_xor_si512(p[13], x[13]);
        x[14] = _mm512_xor_si512(p[14], x[14]);
        x[15] = _mm512_xor_si512(p[15], x[15]);
        r[0] = x[0];
        r[1] = x[1];
        r[2] = x[2];
        r[3] = x[3];
        r[4] = x[4];
        r[5] = x[5];
        r[6] = x[6];
        r[7] = x[7];
        r[8] = x[8];
        r[9] = x[9];
        r[10] = x[10];
        r[11] = x[11];
        r[12] = x[12];
        r[13] = x[13];
        r[14] = x[14];
        r[15] = x[15];
        break;
    case GG_CHAIN_CFB_DEC:
        x[0] = _mm512_xor_si512(p[0], x[0]);
        x[1] = _mm512_xor_si512(p[1], x[1]);
        x[2] = _mm512_xor_si512(p[2], x[2]);
        x[3] = _mm512_xor_si512(p[3], x[3]);
        x[4] = _mm512_xor_si512(p[4], x[4]);
        x[5] = _mm512_xor_si512(p[5], x[5]);
        x[6] = _mm512_xor_si512(p[6], x[6]);
        x[7] = _mm512_xor_si512(p[7], x[7]);
        x[8] = _mm512_xor_si512(p[8], x[8]);
        x[9] = _mm512_xor_si512(p[9], x[9]);
        x[10] = _mm512_xor_si512(p[10], x[10]);
        x[11] = _mm512_xor_si512(p[11], x[11]);
        x[12] = _mm512_xor_si512(p[12], x[12]);
        x[13] = _mm512_xor_si512(p[13], x[13]);
        x[14] = _mm512_xor_si512(p[14], x[14]);
        x[15] = _mm512_xor_si512(p[15], x[15]);
        r[0] = p[0];
        r[1] = p[1];
        r[2] = p[2];
        r[3] = p[3];
        r[4] = p[4];
        r[5] = p[5];
        r[6] = p[6];
        r[7] = p[7];
        r[8] = p[8];
        r[9] = p[9];
        r[10] = p[10];
        r[11] = p[11];
        r[12] = p[12];
        r[13] = p[13];
        r[14] = p[14];
        r[15] = p[15];
        break;
    case GG_CHAIN_CNT:
        /* not specialised here: gg_backend.magma_chains leaves these steps to the runtime */
        break;
    }
}

/* gg_bc_ops.lanes_chain: a batch of BATCH streams at a time, its registers sliced once, each
 * block gathered from the streams by 128-bit loads and transposed in registers, stepped,
 * ciphered and (where the step writes output) put back; nothing between blocks leaves the
 * kernel. */
void gg_avx512_kuznyechik_lanes_chain(const void *mem, int decrypt, int chain, size_t n, uint8_t *reg,
    size_t reg_stride, const uint8_t *const in[], uint8_t *const out[], size_t off, size_t nblocks)
{
    const gg_chain step = (gg_chain)chain;
    __m512i r[16], p[16], x[1][16];
    for (size_t i = 0; i < n; i += BATCH) {
        const size_t nb = n - i < BATCH ? n - i : BATCH;
        const __m512i *ks[1] = { (const __m512i *)mem + 160 * (i / BATCH) };
        gather_rows(r, NULL, reg + reg_stride * i, reg_stride, 0, nb);
        unpack_transpose(r);
        for (size_t j = 0; j < nblocks; j++) {
            gather_rows(p, in + i, NULL, 0, off + 16 * j, nb);
            unpack_transpose(p);
            chain_pre(step, r, p, x[0]);
            if (decrypt)
                decrypt1(x, ks);
            else
                encrypt1(x, ks);
            chain_post(step, r, p, x[0]);
            if ((step == GG_CHAIN_ECB || step == GG_CHAIN_CTR || step == GG_CHAIN_OFB || step == GG_CHAIN_CBC_ENC || step == GG_CHAIN_CBC_DEC || step == GG_CHAIN_CFB_ENC || step == GG_CHAIN_CFB_DEC))
                scatter_rows(x[0], out + i, NULL, 0, off + 16 * j, nb);
        }
        scatter_rows(r, NULL, reg + reg_stride * i, reg_stride, 0, nb);
    }
    gg_wipe(r, sizeof r);
    gg_wipe(p, sizeof p);
    gg_wipe(x, sizeof x);
}

/* ---- one value in a zmm, in GFNI's field (backends/_bytesliced_bc.py, field_plan) ----
 * For the key schedule and for a few blocks (the chained modes' single blocks, a re-keying's
 * few), where a batch would waste most of its 64 lanes. The value is changed into GFNI's field
 * by one vgf2p8affineqb and held spread, value byte b at zmm byte 4 b. A linear map there is
 * 4 byte broadcasts (vpermb) times per-byte constants (vgf2p8mulb), an xor of
 * the products and two shift-xors that sum each dword into its low byte; S is the tables'
 * register lookup on the field's tables, its two halves looked up side by side. No memory
 * indexed by data or key, no branch on them: constant-time. */
static const uint8_t field_tab_pi[256] __attribute__((aligned(64))) = {
0xc0, 0x39, 0xd0, 0xa9, 0x25, 0x3a, 0xec, 0xa2, 0x5b, 0x45, 0x24, 0x53, 0x9c, 0x09, 0x85, 0x81, 
0x95, 0x66, 0xa5, 0xe3, 0x77, 0x90, 0x0a, 0x79, 0x94, 0xa1, 0x58, 0x1d, 0xef, 0x9f, 0xf3, 0xf8, 
0x9b, 0x80, 0xbb, 0x5a, 0x5d, 0x37, 0x2a, 0x68, 0xd6, 0x63, 0x6d, 0x38, 0x11, 0x6c, 0x20, 0x44, 
0xad, 0xc8, 0xee, 0x35, 0x70, 0x74, 0xb3, 0xbc, 0x4c, 0xfd, 0xf9, 0x57, 0x15, 0x2d, 0xed, 0xf5, 
0x2f, 0x46, 0x0b, 0xfc, 0xc7, 0x4b, 0x8e, 0xa4, 0x96, 0x01, 0x73, 0x4a, 0x14, 0x3b, 0x1a, 0x88, 
0xc3, 0xbd, 0x36, 0x86, 0xa6, 0x6b, 0x04, 0x97, 0x19, 0x17, 0x49, 0x0e, 0xaf, 0x1f, 0x3f, 0x7c, 
0x0d, 0xf2, 0xeb, 0x87, 0xda, 0xa7, 0xd3, 0xf1, 0x59, 0xb2, 0x52, 0x1e, 0xb6, 0x9a, 0xac, 0x7e, 
0xb5, 0x60, 0xf4, 0x06, 0xfe, 0x8b, 0xcd, 0x54, 0xe0, 0xa0, 0x51, 0x75, 0x27, 0x10, 0x23, 0x5f, 
0xff, 0x05, 0xcb, 0xb1, 0x7d, 0x48, 0x71, 0x8d, 0x2c, 0xab, 0xd5, 0x3c, 0x2b, 0xb4, 0x6f, 0x32, 
0xc6, 0xc1, 0x93, 0x6a, 0x8c, 0x30, 0xa3, 0xcf, 0xde, 0x7b, 0x8f, 0xe2, 0x82, 0xd8, 0x5e, 0x07, 
0x65, 0x55, 0x41, 0x26, 0x83, 0x76, 0x42, 0xce, 0xd9, 0x21, 0xe5, 0x33, 0x22, 0xdb, 0xc9, 0x72, 
0xdc, 0xb9, 0x13, 0x84, 0xd2, 0x4f, 0x9e, 0x89, 0xc5, 0xe7, 0x43, 0xcc, 0xae, 0x28, 0x0c, 0x78, 
0xf7, 0xd7, 0x4e, 0x12, 0x1b, 0xca, 0x08, 0x6e, 0x56, 0x7f, 0x02, 0xaa, 0x50, 0x61, 0xf0, 0xb7, 
0x34, 0x5c, 0x1c, 0xba, 0x67, 0xb8, 0x8a, 0xa8, 0x99, 0xbf, 0x4d, 0xd1, 0x40, 0x69, 0xc2, 0xe9, 
0x03, 0x31, 0xe1, 0x98, 0x2e, 0xdf, 0xd4, 0x0f, 0x3e, 0x7a, 0x3d, 0xfb, 0x64, 0xbe, 0x00, 0xdd, 
0xe8, 0x16, 0xe6, 0xfa, 0x9d, 0x92, 0x47, 0x62, 0xea, 0xe4, 0xc4, 0xf6, 0x29, 0x18, 0xb0, 0x91, 
};

/* the halves' lookups side by side, chosen by the index's top bit spread over its byte by a
 * vgf2p8affineqb (every output bit = input bit 7): 3 cycles to the select, where vpmovb2m and a
 * masked blend take about 7 on Zen 5 (bench/results/avx512-streebog.md) */
static inline __m512i field_subst_pi(__m512i x, const __m512i t[4])
{
    const __m512i lo = _mm512_permutex2var_epi8(t[0], x, t[1]);
    const __m512i hi = _mm512_permutex2var_epi8(t[2], x, t[3]);
    const __m512i top = _mm512_gf2p8affine_epi64_epi8(x, _mm512_set1_epi64(0x8080808080808080LL), 0);
    return _mm512_ternarylogic_epi64(top, hi, lo, 0xca); /* top ? hi : lo, bit by bit */
}

static const uint8_t field_tab_pi_inv[256] __attribute__((aligned(64))) = {
0xee, 0x49, 0xca, 0xe0, 0x56, 0x81, 0x73, 0x9f, 0xc6, 0x0d, 0x16, 0x42, 0xbe, 0x60, 0x5b, 0xe7, 
0x7d, 0x2c, 0xc3, 0xb2, 0x4c, 0x3c, 0xf1, 0x59, 0xfd, 0x58, 0x4e, 0xc4, 0xd2, 0x1b, 0x6b, 0x5d, 
0x2e, 0xa9, 0xac, 0x7e, 0x0a, 0x04, 0xa3, 0x7c, 0xbd, 0xfc, 0x26, 0x8c, 0x88, 0x3d, 0xe4, 0x40, 
0x95, 0xe1, 0x8f, 0xab, 0xd0, 0x33, 0x52, 0x25, 0x2b, 0x01, 0x05, 0x4d, 0x8b, 0xea, 0xe8, 0x5e, 
0xdc, 0xa2, 0xa6, 0xba, 0x2f, 0x09, 0x41, 0xf6, 0x85, 0x5a, 0x4b, 0x45, 0x38, 0xda, 0xc2, 0xb5, 
0xcc, 0x7a, 0x6a, 0x0b, 0x77, 0xa1, 0xc8, 0x3b, 0x1a, 0x68, 0x23, 0x08, 0xd1, 0x24, 0x9e, 0x7f, 
0x71, 0xcd, 0xf7, 0x29, 0xec, 0xa0, 0x11, 0xd4, 0x27, 0xdd, 0x93, 0x55, 0x2d, 0x2a, 0xc7, 0x8e, 
0x34, 0x86, 0xaf, 0x4a, 0x35, 0x7b, 0xa5, 0x14, 0xbf, 0x17, 0xe9, 0x99, 0x5f, 0x84, 0x6f, 0xc9, 
0x21, 0x0f, 0x9c, 0xa4, 0xb3, 0x0e, 0x53, 0x63, 0x4f, 0xb7, 0xd6, 0x75, 0x94, 0x87, 0x46, 0x9a, 
0x15, 0xff, 0xf5, 0x92, 0x18, 0x10, 0x48, 0x57, 0xe3, 0xd8, 0x6d, 0x20, 0x0c, 0xf4, 0xb6, 0x1d, 
0x79, 0x19, 0x07, 0x96, 0x47, 0x12, 0x54, 0x65, 0xd7, 0x03, 0xcb, 0x89, 0x6e, 0x30, 0xbc, 0x5c, 
0xfe, 0x83, 0x69, 0x36, 0x8d, 0x70, 0x6c, 0xcf, 0xd5, 0xb1, 0xd3, 0x22, 0x37, 0x51, 0xed, 0xd9, 
0x00, 0x91, 0xde, 0x50, 0xfa, 0xb8, 0x90, 0x44, 0x31, 0xae, 0xc5, 0x82, 0xbb, 0x76, 0xa7, 0x97, 
0x02, 0xdb, 0xb4, 0x66, 0xe6, 0x8a, 0x28, 0xc1, 0x9d, 0xa8, 0x64, 0xad, 0xb0, 0xef, 0x98, 0xe5, 
0x78, 0xe2, 0x9b, 0x13, 0xf9, 0xaa, 0xf2, 0xb9, 0xf0, 0xdf, 0xf8, 0x62, 0x06, 0x3e, 0x32, 0x1c, 
0xce, 0x67, 0x61, 0x1e, 0x72, 0x3f, 0xfb, 0xc0, 0x1f, 0x3a, 0xf3, 0xeb, 0x43, 0x39, 0x74, 0x80, 
};

/* the halves' lookups side by side, chosen by the index's top bit spread over its byte by a
 * vgf2p8affineqb (every output bit = input bit 7): 3 cycles to the select, where vpmovb2m and a
 * masked blend take about 7 on Zen 5 (bench/results/avx512-streebog.md) */
static inline __m512i field_subst_pi_inv(__m512i x, const __m512i t[4])
{
    const __m512i lo = _mm512_permutex2var_epi8(t[0], x, t[1]);
    const __m512i hi = _mm512_permutex2var_epi8(t[2], x, t[3]);
    const __m512i top = _mm512_gf2p8affine_epi64_epi8(x, _mm512_set1_epi64(0x8080808080808080LL), 0);
    return _mm512_ternarylogic_epi64(top, hi, lo, 0xca); /* top ? hi : lo, bit by bit */
}

/* vpermb indexes: product k's operand (byte 4 i + a: value byte 4 k + a); a block's
 * memory bytes to the spread value and back; the round keys' stored order to spread and back */
static const uint8_t field_perm[8][64] __attribute__((aligned(64))) = {
    { 0x00, 0x04, 0x08, 0x0c, 0x00, 0x04, 0x08, 0x0c, 0x00, 0x04, 0x08, 0x0c, 0x00, 0x04, 0x08, 0x0c,
      0x00, 0x04, 0x08, 0x0c, 0x00, 0x04, 0x08, 0x0c, 0x00, 0x04, 0x08, 0x0c, 0x00, 0x04, 0x08, 0x0c,
      0x00, 0x04, 0x08, 0x0c, 0x00, 0x04, 0x08, 0x0c, 0x00, 0x04, 0x08, 0x0c, 0x00, 0x04, 0x08, 0x0c,
      0x00, 0x04, 0x08, 0x0c, 0x00, 0x04, 0x08, 0x0c, 0x00, 0x04, 0x08, 0x0c, 0x00, 0x04, 0x08, 0x0c },
    { 0x10, 0x14, 0x18, 0x1c, 0x10, 0x14, 0x18, 0x1c, 0x10, 0x14, 0x18, 0x1c, 0x10, 0x14, 0x18, 0x1c,
      0x10, 0x14, 0x18, 0x1c, 0x10, 0x14, 0x18, 0x1c, 0x10, 0x14, 0x18, 0x1c, 0x10, 0x14, 0x18, 0x1c,
      0x10, 0x14, 0x18, 0x1c, 0x10, 0x14, 0x18, 0x1c, 0x10, 0x14, 0x18, 0x1c, 0x10, 0x14, 0x18, 0x1c,
      0x10, 0x14, 0x18, 0x1c, 0x10, 0x14, 0x18, 0x1c, 0x10, 0x14, 0x18, 0x1c, 0x10, 0x14, 0x18, 0x1c },
    { 0x20, 0x24, 0x28, 0x2c, 0x20, 0x24, 0x28, 0x2c, 0x20, 0x24, 0x28, 0x2c, 0x20, 0x24, 0x28, 0x2c,
      0x20, 0x24, 0x28, 0x2c, 0x20, 0x24, 0x28, 0x2c, 0x20, 0x24, 0x28, 0x2c, 0x20, 0x24, 0x28, 0x2c,
      0x20, 0x24, 0x28, 0x2c, 0x20, 0x24, 0x28, 0x2c, 0x20, 0x24, 0x28, 0x2c, 0x20, 0x24, 0x28, 0x2c,
      0x20, 0x24, 0x28, 0x2c, 0x20, 0x24, 0x28, 0x2c, 0x20, 0x24, 0x28, 0x2c, 0x20, 0x24, 0x28, 0x2c },
    { 0x30, 0x34, 0x38, 0x3c, 0x30, 0x34, 0x38, 0x3c, 0x30, 0x34, 0x38, 0x3c, 0x30, 0x34, 0x38, 0x3c,
      0x30, 0x34, 0x38, 0x3c, 0x30, 0x34, 0x38, 0x3c, 0x30, 0x34, 0x38, 0x3c, 0x30, 0x34, 0x38, 0x3c,
      0x30, 0x34, 0x38, 0x3c, 0x30, 0x34, 0x38, 0x3c, 0x30, 0x34, 0x38, 0x3c, 0x30, 0x34, 0x38, 0x3c,
      0x30, 0x34, 0x38, 0x3c, 0x30, 0x34, 0x38, 0x3c, 0x30, 0x34, 0x38, 0x3c, 0x30, 0x34, 0x38, 0x3c },
    { 0x0f, 0x00, 0x00, 0x00, 0x0e, 0x00, 0x00, 0x00, 0x0d, 0x00, 0x00, 0x00, 0x0c, 0x00, 0x00, 0x00,
      0x0b, 0x00, 0x00, 0x00, 0x0a, 0x00, 0x00, 0x00, 0x09, 0x00, 0x00, 0x00, 0x08, 0x00, 0x00, 0x00,
      0x07, 0x00, 0x00, 0x00, 0x06, 0x00, 0x00, 0x00, 0x05, 0x00, 0x00, 0x00, 0x04, 0x00, 0x00, 0x00,
      0x03, 0x00, 0x00, 0x00, 0x02, 0x00, 0x00, 0x00, 0x01, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00 },
    { 0x3c, 0x38, 0x34, 0x30, 0x2c, 0x28, 0x24, 0x20, 0x1c, 0x18, 0x14, 0x10, 0x0c, 0x08, 0x04, 0x00,
      0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00,
      0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00,
      0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00 },
    { 0x00, 0x00, 0x00, 0x00, 0x01, 0x00, 0x00, 0x00, 0x02, 0x00, 0x00, 0x00, 0x03, 0x00, 0x00, 0x00,
      0x04, 0x00, 0x00, 0x00, 0x05, 0x00, 0x00, 0x00, 0x06, 0x00, 0x00, 0x00, 0x07, 0x00, 0x00, 0x00,
      0x08, 0x00, 0x00, 0x00, 0x09, 0x00, 0x00, 0x00, 0x0a, 0x00, 0x00, 0x00, 0x0b, 0x00, 0x00, 0x00,
      0x0c, 0x00, 0x00, 0x00, 0x0d, 0x00, 0x00, 0x00, 0x0e, 0x00, 0x00, 0x00, 0x0f, 0x00, 0x00, 0x00 },
    { 0x00, 0x04, 0x08, 0x0c, 0x10, 0x14, 0x18, 0x1c, 0x20, 0x24, 0x28, 0x2c, 0x30, 0x34, 0x38, 0x3c,
      0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00,
      0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00,
      0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00 },
};
#define FIELD_SPREAD_BLOCK 4
#define FIELD_GATHER_BLOCK 5
#define FIELD_SPREAD_VALUE 6
#define FIELD_GATHER_VALUE 7

static inline __m512i field_perm_by(int row, __m512i x)
{
    return _mm512_permutexvar_epi8(_mm512_load_si512((const void *)field_perm[row]), x);
}

/* L: product k, byte 4 i + a: phi(c[i][4 k + a]) */
static const uint8_t field_c_L[4][64] __attribute__((aligned(64))) = {
    { 0x01, 0x4a, 0x6c, 0x82, 0x4a, 0xee, 0x81, 0xc2, 0x83, 0xae, 0xe6, 0x9d, 0xad, 0x25, 0xb7, 0x4c,
      0xc9, 0xa6, 0xe6, 0x05, 0x74, 0xa8, 0xe6, 0x06, 0x2a, 0x05, 0x12, 0x6e, 0x59, 0xd7, 0xe0, 0xd9,
      0x02, 0xcd, 0x0f, 0xff, 0x73, 0x8e, 0x92, 0x4c, 0xe6, 0x70, 0x30, 0x14, 0xfd, 0x91, 0xad, 0xaf,
      0x20, 0x7e, 0xbe, 0x46, 0x57, 0x1c, 0xa5, 0x28, 0xa8, 0x88, 0xc2, 0xb3, 0xcd, 0x90, 0xe0, 0x4e },
    { 0xc9, 0x71, 0x41, 0x01, 0x89, 0xd1, 0x26, 0x0b, 0xb9, 0xa4, 0xdf, 0xa5, 0x3c, 0xae, 0xf1, 0x72,
      0x3c, 0x09, 0xf7, 0x38, 0xf0, 0x4f, 0x79, 0x83, 0xd5, 0x15, 0x0b, 0x53, 0x01, 0x0f, 0xfd, 0x52,
      0x50, 0xe3, 0x8d, 0xff, 0x43, 0x6f, 0x4f, 0xfe, 0x2f, 0x3d, 0x2c, 0xa9, 0x01, 0x36, 0xff, 0xd1,
      0xe7, 0xa3, 0xce, 0xdf, 0xbb, 0xa5, 0xe8, 0x99, 0x49, 0x02, 0xae, 0x40, 0xca, 0xa3, 0x44, 0x63 },
    { 0x86, 0x01, 0x41, 0x71, 0x9c, 0xcc, 0x56, 0x59, 0x2d, 0x1f, 0xc2, 0x7b, 0x8d, 0x80, 0x4a, 0xd5,
      0xc9, 0x44, 0xd9, 0x7f, 0x13, 0xbd, 0x34, 0xaa, 0xa3, 0x39, 0xf9, 0xd1, 0xe7, 0xfa, 0xd1, 0x23,
      0x45, 0xe5, 0x78, 0x33, 0x6b, 0x36, 0x49, 0x47, 0xcd, 0x8d, 0x75, 0x37, 0xef, 0x30, 0x4f, 0x6c,
      0xba, 0xcf, 0xc8, 0xed, 0x0e, 0xed, 0x84, 0x8a, 0x19, 0xa6, 0xe6, 0x3d, 0xd5, 0xd4, 0xe0, 0x0c },
    { 0xc9, 0x82, 0x6c, 0x4a, 0x7a, 0x67, 0x49, 0x83, 0x22, 0x66, 0x6f, 0xad, 0xda, 0x88, 0x7f, 0xc9,
      0xa5, 0x68, 0x4b, 0x74, 0x8a, 0x45, 0x28, 0x2a, 0x79, 0x02, 0xff, 0x59, 0xbe, 0xb2, 0xe7, 0x02,
      0xaa, 0xa1, 0x6a, 0x73, 0x8f, 0xe9, 0xfe, 0xe6, 0x24, 0x09, 0x57, 0xfd, 0x22, 0xbb, 0xd4, 0x20,
      0x24, 0xc9, 0x94, 0x57, 0x10, 0xb2, 0x12, 0xa8, 0xeb, 0x06, 0x6c, 0xcd, 0x44, 0x67, 0x6e, 0x54 },
};

static inline __m512i field_linear_L(__m512i x)
{
    const __m512i *c = (const __m512i *)(const void *)field_c_L;
    const __m512i p0 = _mm512_gf2p8mul_epi8(field_perm_by(0, x), c[0]);
    const __m512i p1 = _mm512_gf2p8mul_epi8(field_perm_by(1, x), c[1]);
    const __m512i p2 = _mm512_gf2p8mul_epi8(field_perm_by(2, x), c[2]);
    const __m512i p3 = _mm512_gf2p8mul_epi8(field_perm_by(3, x), c[3]);
    __m512i z = _mm512_xor_si512(_mm512_ternarylogic_epi64(p0, p1, p2, 0x96), p3);
    z = _mm512_xor_si512(z, _mm512_srli_epi32(z, 8));
    return _mm512_xor_si512(z, _mm512_srli_epi32(z, 16));
}

/* the schedule's statements call the maps by these names (templates/_x86/key_schedule.j2) */
static inline __m512i sched_linear_L(__m512i x)
{
    return field_linear_L(x);
}

/* L_inv: product k, byte 4 i + a: phi(c[i][4 k + a]) */
static const uint8_t field_c_L_inv[4][64] __attribute__((aligned(64))) = {
    { 0x54, 0x6e, 0x67, 0x44, 0xcd, 0x6c, 0x06, 0xeb, 0xa8, 0x12, 0xb2, 0x10, 0x57, 0x94, 0xc9, 0x24,
      0x20, 0xd4, 0xbb, 0x22, 0xfd, 0x57, 0x09, 0x24, 0xe6, 0xfe, 0xe9, 0x8f, 0x73, 0x6a, 0xa1, 0xaa,
      0x02, 0xe7, 0xb2, 0xbe, 0x59, 0xff, 0x02, 0x79, 0x2a, 0x28, 0x45, 0x8a, 0x74, 0x4b, 0x68, 0xa5,
      0xc9, 0x7f, 0x88, 0xda, 0xad, 0x6f, 0x66, 0x22, 0x83, 0x49, 0x67, 0x7a, 0x4a, 0x6c, 0x82, 0xc9 },
    { 0x0c, 0xe0, 0xd4, 0xd5, 0x3d, 0xe6, 0xa6, 0x19, 0x8a, 0x84, 0xed, 0x0e, 0xed, 0xc8, 0xcf, 0xba,
      0x6c, 0x4f, 0x30, 0xef, 0x37, 0x75, 0x8d, 0xcd, 0x47, 0x49, 0x36, 0x6b, 0x33, 0x78, 0xe5, 0x45,
      0x23, 0xd1, 0xfa, 0xe7, 0xd1, 0xf9, 0x39, 0xa3, 0xaa, 0x34, 0xbd, 0x13, 0x7f, 0xd9, 0x44, 0xc9,
      0xd5, 0x4a, 0x80, 0x8d, 0x7b, 0xc2, 0x1f, 0x2d, 0x59, 0x56, 0xcc, 0x9c, 0x71, 0x41, 0x01, 0x86 },
    { 0x63, 0x44, 0xa3, 0xca, 0x40, 0xae, 0x02, 0x49, 0x99, 0xe8, 0xa5, 0xbb, 0xdf, 0xce, 0xa3, 0xe7,
      0xd1, 0xff, 0x36, 0x01, 0xa9, 0x2c, 0x3d, 0x2f, 0xfe, 0x4f, 0x6f, 0x43, 0xff, 0x8d, 0xe3, 0x50,
      0x52, 0xfd, 0x0f, 0x01, 0x53, 0x0b, 0x15, 0xd5, 0x83, 0x79, 0x4f, 0xf0, 0x38, 0xf7, 0x09, 0x3c,
      0x72, 0xf1, 0xae, 0x3c, 0xa5, 0xdf, 0xa4, 0xb9, 0x0b, 0x26, 0xd1, 0x89, 0x01, 0x41, 0x71, 0xc9 },
    { 0x4e, 0xe0, 0x90, 0xcd, 0xb3, 0xc2, 0x88, 0xa8, 0x28, 0xa5, 0x1c, 0x57, 0x46, 0xbe, 0x7e, 0x20,
      0xaf, 0xad, 0x91, 0xfd, 0x14, 0x30, 0x70, 0xe6, 0x4c, 0x92, 0x8e, 0x73, 0xff, 0x0f, 0xcd, 0x02,
      0xd9, 0xe0, 0xd7, 0x59, 0x6e, 0x12, 0x05, 0x2a, 0x06, 0xe6, 0xa8, 0x74, 0x05, 0xe6, 0xa6, 0xc9,
      0x4c, 0xb7, 0x25, 0xad, 0x9d, 0xe6, 0xae, 0x83, 0xc2, 0x81, 0xee, 0x4a, 0x82, 0x6c, 0x4a, 0x01 },
};

static inline __m512i field_linear_L_inv(__m512i x)
{
    const __m512i *c = (const __m512i *)(const void *)field_c_L_inv;
    const __m512i p0 = _mm512_gf2p8mul_epi8(field_perm_by(0, x), c[0]);
    const __m512i p1 = _mm512_gf2p8mul_epi8(field_perm_by(1, x), c[1]);
    const __m512i p2 = _mm512_gf2p8mul_epi8(field_perm_by(2, x), c[2]);
    const __m512i p3 = _mm512_gf2p8mul_epi8(field_perm_by(3, x), c[3]);
    __m512i z = _mm512_xor_si512(_mm512_ternarylogic_epi64(p0, p1, p2, 0x96), p3);
    z = _mm512_xor_si512(z, _mm512_srli_epi32(z, 8));
    return _mm512_xor_si512(z, _mm512_srli_epi32(z, 16));
}

/* the schedule's statements call the maps by these names (templates/_x86/key_schedule.j2) */
static inline __m512i sched_linear_L_inv(__m512i x)
{
    return field_linear_L_inv(x);
}

static inline __m512i field_affine(__m512i x, long long q)
{
    return _mm512_gf2p8affine_epi64_epi8(x, _mm512_set1_epi64(q), 0);
}

/* 16 value bytes (low lane) into the field, spread; and back */
static inline __m512i field_enter(__m512i x)
{
    return field_affine(field_perm_by(FIELD_SPREAD_VALUE, x), 0x5d0ce430cee6bcd0LL);
}

static inline __m512i field_leave(__m512i x)
{
    return field_affine(field_perm_by(FIELD_GATHER_VALUE, x), -0x36db7371494183b6LL);
}

static inline __m512i field_load(const uint8_t *p)
{
    const __m512i x = _mm512_zextsi128_si512(_mm_loadu_si128((const __m128i *)p));
    return field_affine(field_perm_by(FIELD_SPREAD_BLOCK, x), 0x5d0ce430cee6bcd0LL);
}

static inline void field_store(uint8_t *p, __m512i x)
{
    x = field_perm_by(FIELD_GATHER_BLOCK, field_affine(x, -0x36db7371494183b6LL));
    _mm_storeu_si128((__m128i *)p, _mm512_castsi512_si128(x));
}

/* nblocks blocks one at a time (consecutive ones overlap in the core: they are independent). */
static void field_blocks(const uint8_t *rk, int decrypt, const uint8_t *in, uint8_t *out,
                         size_t nblocks)
{
    __m512i k[10];
    for (int r = 0; r < 10; r++)
        k[r] = field_enter(_mm512_zextsi128_si512(_mm_loadu_si128((const __m128i *)(rk + 16 * r))));
    const __m512i tv_pi[4] = {
        _mm512_load_si512((const void *)(field_tab_pi + 0)),
        _mm512_load_si512((const void *)(field_tab_pi + 64)),
        _mm512_load_si512((const void *)(field_tab_pi + 128)),
        _mm512_load_si512((const void *)(field_tab_pi + 192)),
    };
    const __m512i tv_pi_inv[4] = {
        _mm512_load_si512((const void *)(field_tab_pi_inv + 0)),
        _mm512_load_si512((const void *)(field_tab_pi_inv + 64)),
        _mm512_load_si512((const void *)(field_tab_pi_inv + 128)),
        _mm512_load_si512((const void *)(field_tab_pi_inv + 192)),
    };
    for (size_t i = 0; i < nblocks; i++) {
        __m512i x = field_load(in + 16 * i);
        if (decrypt) {
        x = _mm512_xor_si512(x, k[9]);
        x = field_linear_L_inv(x);
        x = field_subst_pi_inv(x, tv_pi_inv);
        x = _mm512_xor_si512(x, k[8]);
        x = field_linear_L_inv(x);
        x = field_subst_pi_inv(x, tv_pi_inv);
        x = _mm512_xor_si512(x, k[7]);
        x = field_linear_L_inv(x);
        x = field_subst_pi_inv(x, tv_pi_inv);
        x = _mm512_xor_si512(x, k[6]);
        x = field_linear_L_inv(x);
        x = field_subst_pi_inv(x, tv_pi_inv);
        x = _mm512_xor_si512(x, k[5]);
        x = field_linear_L_inv(x);
        x = field_subst_pi_inv(x, tv_pi_inv);
        x = _mm512_xor_si512(x, k[4]);
        x = field_linear_L_inv(x);
        x = field_subst_pi_inv(x, tv_pi_inv);
        x = _mm512_xor_si512(x, k[3]);
        x = field_linear_L_inv(x);
        x = field_subst_pi_inv(x, tv_pi_inv);
        x = _mm512_xor_si512(x, k[2]);
        x = field_linear_L_inv(x);
        x = field_subst_pi_inv(x, tv_pi_inv);
        x = _mm512_xor_si512(x, k[1]);
        x = field_linear_L_inv(x);
        x = field_subst_pi_inv(x, tv_pi_inv);
        x = _mm512_xor_si512(x, k[0]);
        } else {
        x = _mm512_xor_si512(x, k[0]);
        x = field_subst_pi(x, tv_pi);
        x = field_linear_L(x);
        x = _mm512_xor_si512(x, k[1]);
        x = field_subst_pi(x, tv_pi);
        x = field_linear_L(x);
        x = _mm512_xor_si512(x, k[2]);
        x = field_subst_pi(x, tv_pi);
        x = field_linear_L(x);
        x = _mm512_xor_si512(x, k[3]);
        x = field_subst_pi(x, tv_pi);
        x = field_linear_L(x);
        x = _mm512_xor_si512(x, k[4]);
        x = field_subst_pi(x, tv_pi);
        x = field_linear_L(x);
        x = _mm512_xor_si512(x, k[5]);
        x = field_subst_pi(x, tv_pi);
        x = field_linear_L(x);
        x = _mm512_xor_si512(x, k[6]);
        x = field_subst_pi(x, tv_pi);
        x = field_linear_L(x);
        x = _mm512_xor_si512(x, k[7]);
        x = field_subst_pi(x, tv_pi);
        x = field_linear_L(x);
        x = _mm512_xor_si512(x, k[8]);
        x = field_subst_pi(x, tv_pi);
        x = field_linear_L(x);
        x = _mm512_xor_si512(x, k[9]);
        }
        field_store(out + 16 * i, x);
        gg_wipe(&x, sizeof x);
    }
    gg_wipe(k, sizeof k);
}

/* ---- the key schedule (kuznyechik's keyschedule section), one key in a zmm ----
 * The statements are the default lowering's (backends/_bytesliced_bc.py, field_plan, checked
 * there against the interpreter), in the field domain: the key parts go in by field_in and the
 * round keys out by field_out. */
static const uint8_t sched_literal[32][64] __attribute__((aligned(64))) = {
    { 1, 0, 0, 0, 74, 0, 0, 0, 131, 0, 0, 0, 173, 0, 0, 0, 201, 0, 0, 0, 116, 0, 0, 0, 42, 0, 0, 0, 89, 0, 0, 0, 2, 0, 0, 0, 115, 0, 0, 0, 230, 0, 0, 0, 253, 0, 0, 0, 32, 0, 0, 0, 87, 0, 0, 0, 168, 0, 0, 0, 205, 0, 0, 0 }, /* t2 */
    { 48, 0, 0, 0, 79, 0, 0, 0, 35, 0, 0, 0, 66, 0, 0, 0, 108, 0, 0, 0, 3, 0, 0, 0, 161, 0, 0, 0, 50, 0, 0, 0, 96, 0, 0, 0, 147, 0, 0, 0, 61, 0, 0, 0, 219, 0, 0, 0, 90, 0, 0, 0, 9, 0, 0, 0, 178, 0, 0, 0, 172, 0, 0, 0 }, /* t8 */
    { 49, 0, 0, 0, 5, 0, 0, 0, 160, 0, 0, 0, 239, 0, 0, 0, 165, 0, 0, 0, 119, 0, 0, 0, 139, 0, 0, 0, 107, 0, 0, 0, 98, 0, 0, 0, 224, 0, 0, 0, 219, 0, 0, 0, 38, 0, 0, 0, 122, 0, 0, 0, 94, 0, 0, 0, 26, 0, 0, 0, 97, 0, 0, 0 }, /* t14 */
    { 119, 0, 0, 0, 191, 0, 0, 0, 10, 0, 0, 0, 212, 0, 0, 0, 181, 0, 0, 0, 80, 0, 0, 0, 25, 0, 0, 0, 23, 0, 0, 0, 238, 0, 0, 0, 14, 0, 0, 0, 28, 0, 0, 0, 33, 0, 0, 0, 98, 0, 0, 0, 171, 0, 0, 0, 100, 0, 0, 0, 114, 0, 0, 0 }, /* t20 */
    { 118, 0, 0, 0, 245, 0, 0, 0, 137, 0, 0, 0, 121, 0, 0, 0, 124, 0, 0, 0, 36, 0, 0, 0, 51, 0, 0, 0, 78, 0, 0, 0, 236, 0, 0, 0, 125, 0, 0, 0, 250, 0, 0, 0, 220, 0, 0, 0, 66, 0, 0, 0, 252, 0, 0, 0, 204, 0, 0, 0, 191, 0, 0, 0 }, /* t26 */
    { 71, 0, 0, 0, 240, 0, 0, 0, 41, 0, 0, 0, 150, 0, 0, 0, 217, 0, 0, 0, 83, 0, 0, 0, 184, 0, 0, 0, 37, 0, 0, 0, 142, 0, 0, 0, 157, 0, 0, 0, 33, 0, 0, 0, 250, 0, 0, 0, 56, 0, 0, 0, 162, 0, 0, 0, 214, 0, 0, 0, 222, 0, 0, 0 }, /* t32 */
    { 70, 0, 0, 0, 186, 0, 0, 0, 170, 0, 0, 0, 59, 0, 0, 0, 16, 0, 0, 0, 39, 0, 0, 0, 146, 0, 0, 0, 124, 0, 0, 0, 140, 0, 0, 0, 238, 0, 0, 0, 199, 0, 0, 0, 7, 0, 0, 0, 24, 0, 0, 0, 245, 0, 0, 0, 126, 0, 0, 0, 19, 0, 0, 0 }, /* t38 */
    { 83, 0, 0, 0, 15, 0, 0, 0, 251, 0, 0, 0, 42, 0, 0, 0, 244, 0, 0, 0, 153, 0, 0, 0, 134, 0, 0, 0, 189, 0, 0, 0, 166, 0, 0, 0, 59, 0, 0, 0, 118, 0, 0, 0, 106, 0, 0, 0, 142, 0, 0, 0, 226, 0, 0, 0, 46, 0, 0, 0, 163, 0, 0, 0 }, /* t44 */
    { 82, 0, 0, 0, 69, 0, 0, 0, 120, 0, 0, 0, 135, 0, 0, 0, 61, 0, 0, 0, 237, 0, 0, 0, 172, 0, 0, 0, 228, 0, 0, 0, 164, 0, 0, 0, 72, 0, 0, 0, 144, 0, 0, 0, 151, 0, 0, 0, 174, 0, 0, 0, 181, 0, 0, 0, 134, 0, 0, 0, 110, 0, 0, 0 }, /* t50 */
    { 99, 0, 0, 0, 64, 0, 0, 0, 216, 0, 0, 0, 104, 0, 0, 0, 152, 0, 0, 0, 154, 0, 0, 0, 39, 0, 0, 0, 143, 0, 0, 0, 198, 0, 0, 0, 168, 0, 0, 0, 75, 0, 0, 0, 177, 0, 0, 0, 212, 0, 0, 0, 235, 0, 0, 0, 156, 0, 0, 0, 15, 0, 0, 0 }, /* t56 */
    { 98, 0, 0, 0, 10, 0, 0, 0, 91, 0, 0, 0, 197, 0, 0, 0, 81, 0, 0, 0, 238, 0, 0, 0, 13, 0, 0, 0, 214, 0, 0, 0, 196, 0, 0, 0, 219, 0, 0, 0, 173, 0, 0, 0, 76, 0, 0, 0, 244, 0, 0, 0, 188, 0, 0, 0, 52, 0, 0, 0, 194, 0, 0, 0 }, /* t62 */
    { 36, 0, 0, 0, 176, 0, 0, 0, 241, 0, 0, 0, 254, 0, 0, 0, 65, 0, 0, 0, 201, 0, 0, 0, 159, 0, 0, 0, 170, 0, 0, 0, 72, 0, 0, 0, 53, 0, 0, 0, 106, 0, 0, 0, 75, 0, 0, 0, 236, 0, 0, 0, 73, 0, 0, 0, 74, 0, 0, 0, 209, 0, 0, 0 }, /* t68 */
    { 37, 0, 0, 0, 250, 0, 0, 0, 114, 0, 0, 0, 83, 0, 0, 0, 136, 0, 0, 0, 189, 0, 0, 0, 181, 0, 0, 0, 243, 0, 0, 0, 74, 0, 0, 0, 70, 0, 0, 0, 140, 0, 0, 0, 182, 0, 0, 0, 204, 0, 0, 0, 30, 0, 0, 0, 226, 0, 0, 0, 28, 0, 0, 0 }, /* t74 */
    { 20, 0, 0, 0, 255, 0, 0, 0, 210, 0, 0, 0, 188, 0, 0, 0, 45, 0, 0, 0, 202, 0, 0, 0, 62, 0, 0, 0, 152, 0, 0, 0, 40, 0, 0, 0, 166, 0, 0, 0, 87, 0, 0, 0, 144, 0, 0, 0, 182, 0, 0, 0, 64, 0, 0, 0, 248, 0, 0, 0, 125, 0, 0, 0 }, /* t80 */
    { 21, 0, 0, 0, 181, 0, 0, 0, 81, 0, 0, 0, 17, 0, 0, 0, 228, 0, 0, 0, 190, 0, 0, 0, 20, 0, 0, 0, 193, 0, 0, 0, 42, 0, 0, 0, 213, 0, 0, 0, 177, 0, 0, 0, 109, 0, 0, 0, 150, 0, 0, 0, 23, 0, 0, 0, 80, 0, 0, 0, 176, 0, 0, 0 }, /* t86 */
    { 201, 0, 0, 0, 11, 0, 0, 0, 123, 0, 0, 0, 161, 0, 0, 0, 112, 0, 0, 0, 245, 0, 0, 0, 211, 0, 0, 0, 111, 0, 0, 0, 137, 0, 0, 0, 188, 0, 0, 0, 99, 0, 0, 0, 21, 0, 0, 0, 72, 0, 0, 0, 253, 0, 0, 0, 97, 0, 0, 0, 121, 0, 0, 0 }, /* t92 */
    { 200, 0, 0, 0, 65, 0, 0, 0, 248, 0, 0, 0, 12, 0, 0, 0, 185, 0, 0, 0, 129, 0, 0, 0, 249, 0, 0, 0, 54, 0, 0, 0, 139, 0, 0, 0, 207, 0, 0, 0, 133, 0, 0, 0, 232, 0, 0, 0, 104, 0, 0, 0, 170, 0, 0, 0, 201, 0, 0, 0, 180, 0, 0, 0 }, /* t98 */
    { 249, 0, 0, 0, 68, 0, 0, 0, 88, 0, 0, 0, 227, 0, 0, 0, 28, 0, 0, 0, 246, 0, 0, 0, 114, 0, 0, 0, 93, 0, 0, 0, 233, 0, 0, 0, 47, 0, 0, 0, 94, 0, 0, 0, 206, 0, 0, 0, 18, 0, 0, 0, 244, 0, 0, 0, 211, 0, 0, 0, 213, 0, 0, 0 }, /* t104 */
    { 248, 0, 0, 0, 14, 0, 0, 0, 219, 0, 0, 0, 78, 0, 0, 0, 213, 0, 0, 0, 130, 0, 0, 0, 88, 0, 0, 0, 4, 0, 0, 0, 235, 0, 0, 0, 92, 0, 0, 0, 184, 0, 0, 0, 51, 0, 0, 0, 50, 0, 0, 0, 163, 0, 0, 0, 123, 0, 0, 0, 24, 0, 0, 0 }, /* t110 */
    { 190, 0, 0, 0, 180, 0, 0, 0, 113, 0, 0, 0, 117, 0, 0, 0, 197, 0, 0, 0, 165, 0, 0, 0, 202, 0, 0, 0, 120, 0, 0, 0, 103, 0, 0, 0, 178, 0, 0, 0, 127, 0, 0, 0, 52, 0, 0, 0, 42, 0, 0, 0, 86, 0, 0, 0, 5, 0, 0, 0, 11, 0, 0, 0 }, /* t116 */
    { 191, 0, 0, 0, 254, 0, 0, 0, 242, 0, 0, 0, 216, 0, 0, 0, 12, 0, 0, 0, 209, 0, 0, 0, 224, 0, 0, 0, 33, 0, 0, 0, 101, 0, 0, 0, 193, 0, 0, 0, 153, 0, 0, 0, 201, 0, 0, 0, 10, 0, 0, 0, 1, 0, 0, 0, 173, 0, 0, 0, 198, 0, 0, 0 }, /* t122 */
    { 142, 0, 0, 0, 251, 0, 0, 0, 82, 0, 0, 0, 55, 0, 0, 0, 169, 0, 0, 0, 166, 0, 0, 0, 107, 0, 0, 0, 74, 0, 0, 0, 7, 0, 0, 0, 33, 0, 0, 0, 66, 0, 0, 0, 239, 0, 0, 0, 112, 0, 0, 0, 95, 0, 0, 0, 183, 0, 0, 0, 167, 0, 0, 0 }, /* t128 */
    { 143, 0, 0, 0, 177, 0, 0, 0, 209, 0, 0, 0, 154, 0, 0, 0, 96, 0, 0, 0, 210, 0, 0, 0, 65, 0, 0, 0, 19, 0, 0, 0, 5, 0, 0, 0, 82, 0, 0, 0, 164, 0, 0, 0, 18, 0, 0, 0, 80, 0, 0, 0, 8, 0, 0, 0, 31, 0, 0, 0, 106, 0, 0, 0 }, /* t134 */
    { 154, 0, 0, 0, 4, 0, 0, 0, 128, 0, 0, 0, 139, 0, 0, 0, 132, 0, 0, 0, 108, 0, 0, 0, 85, 0, 0, 0, 210, 0, 0, 0, 47, 0, 0, 0, 135, 0, 0, 0, 21, 0, 0, 0, 127, 0, 0, 0, 198, 0, 0, 0, 31, 0, 0, 0, 79, 0, 0, 0, 218, 0, 0, 0 }, /* t140 */
    { 155, 0, 0, 0, 78, 0, 0, 0, 3, 0, 0, 0, 38, 0, 0, 0, 77, 0, 0, 0, 24, 0, 0, 0, 127, 0, 0, 0, 139, 0, 0, 0, 45, 0, 0, 0, 244, 0, 0, 0, 243, 0, 0, 0, 130, 0, 0, 0, 230, 0, 0, 0, 72, 0, 0, 0, 231, 0, 0, 0, 23, 0, 0, 0 }, /* t146 */
    { 170, 0, 0, 0, 75, 0, 0, 0, 163, 0, 0, 0, 201, 0, 0, 0, 232, 0, 0, 0, 111, 0, 0, 0, 244, 0, 0, 0, 224, 0, 0, 0, 79, 0, 0, 0, 20, 0, 0, 0, 40, 0, 0, 0, 164, 0, 0, 0, 156, 0, 0, 0, 22, 0, 0, 0, 253, 0, 0, 0, 118, 0, 0, 0 }, /* t152 */
    { 171, 0, 0, 0, 1, 0, 0, 0, 32, 0, 0, 0, 100, 0, 0, 0, 33, 0, 0, 0, 27, 0, 0, 0, 222, 0, 0, 0, 185, 0, 0, 0, 77, 0, 0, 0, 103, 0, 0, 0, 206, 0, 0, 0, 89, 0, 0, 0, 188, 0, 0, 0, 65, 0, 0, 0, 85, 0, 0, 0, 187, 0, 0, 0 }, /* t158 */
    { 237, 0, 0, 0, 187, 0, 0, 0, 138, 0, 0, 0, 95, 0, 0, 0, 49, 0, 0, 0, 60, 0, 0, 0, 76, 0, 0, 0, 197, 0, 0, 0, 193, 0, 0, 0, 137, 0, 0, 0, 9, 0, 0, 0, 94, 0, 0, 0, 164, 0, 0, 0, 180, 0, 0, 0, 43, 0, 0, 0, 168, 0, 0, 0 }, /* t164 */
    { 236, 0, 0, 0, 241, 0, 0, 0, 9, 0, 0, 0, 242, 0, 0, 0, 248, 0, 0, 0, 72, 0, 0, 0, 102, 0, 0, 0, 156, 0, 0, 0, 195, 0, 0, 0, 250, 0, 0, 0, 239, 0, 0, 0, 163, 0, 0, 0, 132, 0, 0, 0, 227, 0, 0, 0, 131, 0, 0, 0, 101, 0, 0, 0 }, /* t170 */
    { 221, 0, 0, 0, 244, 0, 0, 0, 169, 0, 0, 0, 29, 0, 0, 0, 93, 0, 0, 0, 63, 0, 0, 0, 237, 0, 0, 0, 247, 0, 0, 0, 161, 0, 0, 0, 26, 0, 0, 0, 52, 0, 0, 0, 133, 0, 0, 0, 254, 0, 0, 0, 189, 0, 0, 0, 153, 0, 0, 0, 4, 0, 0, 0 }, /* t176 */
    { 220, 0, 0, 0, 190, 0, 0, 0, 42, 0, 0, 0, 176, 0, 0, 0, 148, 0, 0, 0, 75, 0, 0, 0, 199, 0, 0, 0, 174, 0, 0, 0, 163, 0, 0, 0, 105, 0, 0, 0, 210, 0, 0, 0, 120, 0, 0, 0, 222, 0, 0, 0, 234, 0, 0, 0, 49, 0, 0, 0, 201, 0, 0, 0 }, /* t182 */
    { 108, 0, 0, 0, 203, 0, 0, 0, 8, 0, 0, 0, 25, 0, 0, 0, 195, 0, 0, 0, 64, 0, 0, 0, 186, 0, 0, 0, 229, 0, 0, 0, 216, 0, 0, 0, 95, 0, 0, 0, 190, 0, 0, 0, 221, 0, 0, 0, 47, 0, 0, 0, 219, 0, 0, 0, 222, 0, 0, 0, 104, 0, 0, 0 }, /* t188 */
};

void gg_avx512_kuznyechik_schedule(const uint8_t *key, uint8_t *rk)
{
    const __m512i tv_pi[4] = {
        _mm512_load_si512((const void *)(field_tab_pi + 0)),
        _mm512_load_si512((const void *)(field_tab_pi + 64)),
        _mm512_load_si512((const void *)(field_tab_pi + 128)),
        _mm512_load_si512((const void *)(field_tab_pi + 192)),
    };
    __m128i K1_m = _mm_loadu_si128((const __m128i *)(key + 0));
    /* a big-endian part: value byte b is memory byte 15 - b */
    K1_m = _mm_shuffle_epi8(K1_m, _mm_set_epi8(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
    __m512i K1 = field_enter(_mm512_zextsi128_si512(K1_m));
    __m128i K2_m = _mm_loadu_si128((const __m128i *)(key + 16));
    /* a big-endian part: value byte b is memory byte 15 - b */
    K2_m = _mm_shuffle_epi8(K2_m, _mm_set_epi8(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
    __m512i K2 = field_enter(_mm512_zextsi128_si512(K2_m));
    __m512i a = K1;
    __m512i b = K2;
    __m512i t2 = _mm512_load_si512((const void *)sched_literal[0]);
    __m512i t3 = _mm512_xor_si512(t2, a);
    __m512i t5 = sched_linear_L(field_subst_pi(t3, tv_pi));
    __m512i t6 = _mm512_xor_si512(b, t5);
    __m512i t8 = _mm512_load_si512((const void *)sched_literal[1]);
    __m512i t9 = _mm512_xor_si512(t8, t6);
    __m512i t11 = sched_linear_L(field_subst_pi(t9, tv_pi));
    __m512i t12 = _mm512_xor_si512(a, t11);
    __m512i t14 = _mm512_load_si512((const void *)sched_literal[2]);
    __m512i t15 = _mm512_xor_si512(t14, t12);
    __m512i t17 = sched_linear_L(field_subst_pi(t15, tv_pi));
    __m512i t18 = _mm512_xor_si512(t6, t17);
    __m512i t20 = _mm512_load_si512((const void *)sched_literal[3]);
    __m512i t21 = _mm512_xor_si512(t20, t18);
    __m512i t23 = sched_linear_L(field_subst_pi(t21, tv_pi));
    __m512i t24 = _mm512_xor_si512(t12, t23);
    __m512i t26 = _mm512_load_si512((const void *)sched_literal[4]);
    __m512i t27 = _mm512_xor_si512(t26, t24);
    __m512i t29 = sched_linear_L(field_subst_pi(t27, tv_pi));
    __m512i t30 = _mm512_xor_si512(t18, t29);
    __m512i t32 = _mm512_load_si512((const void *)sched_literal[5]);
    __m512i t33 = _mm512_xor_si512(t32, t30);
    __m512i t35 = sched_linear_L(field_subst_pi(t33, tv_pi));
    __m512i t36 = _mm512_xor_si512(t24, t35);
    __m512i t38 = _mm512_load_si512((const void *)sched_literal[6]);
    __m512i t39 = _mm512_xor_si512(t38, t36);
    __m512i t41 = sched_linear_L(field_subst_pi(t39, tv_pi));
    __m512i t42 = _mm512_xor_si512(t30, t41);
    __m512i t44 = _mm512_load_si512((const void *)sched_literal[7]);
    __m512i t45 = _mm512_xor_si512(t44, t42);
    __m512i t47 = sched_linear_L(field_subst_pi(t45, tv_pi));
    __m512i t48 = _mm512_xor_si512(t36, t47);
    __m512i t50 = _mm512_load_si512((const void *)sched_literal[8]);
    __m512i t51 = _mm512_xor_si512(t50, t48);
    __m512i t53 = sched_linear_L(field_subst_pi(t51, tv_pi));
    __m512i t54 = _mm512_xor_si512(t42, t53);
    __m512i t56 = _mm512_load_si512((const void *)sched_literal[9]);
    __m512i t57 = _mm512_xor_si512(t56, t54);
    __m512i t59 = sched_linear_L(field_subst_pi(t57, tv_pi));
    __m512i t60 = _mm512_xor_si512(t48, t59);
    __m512i t62 = _mm512_load_si512((const void *)sched_literal[10]);
    __m512i t63 = _mm512_xor_si512(t62, t60);
    __m512i t65 = sched_linear_L(field_subst_pi(t63, tv_pi));
    __m512i t66 = _mm512_xor_si512(t54, t65);
    __m512i t68 = _mm512_load_si512((const void *)sched_literal[11]);
    __m512i t69 = _mm512_xor_si512(t68, t66);
    __m512i t71 = sched_linear_L(field_subst_pi(t69, tv_pi));
    __m512i t72 = _mm512_xor_si512(t60, t71);
    __m512i t74 = _mm512_load_si512((const void *)sched_literal[12]);
    __m512i t75 = _mm512_xor_si512(t74, t72);
    __m512i t77 = sched_linear_L(field_subst_pi(t75, tv_pi));
    __m512i t78 = _mm512_xor_si512(t66, t77);
    __m512i t80 = _mm512_load_si512((const void *)sched_literal[13]);
    __m512i t81 = _mm512_xor_si512(t80, t78);
    __m512i t83 = sched_linear_L(field_subst_pi(t81, tv_pi));
    __m512i t84 = _mm512_xor_si512(t72, t83);
    __m512i t86 = _mm512_load_si512((const void *)sched_literal[14]);
    __m512i t87 = _mm512_xor_si512(t86, t84);
    __m512i t89 = sched_linear_L(field_subst_pi(t87, tv_pi));
    __m512i t90 = _mm512_xor_si512(t78, t89);
    __m512i t92 = _mm512_load_si512((const void *)sched_literal[15]);
    __m512i t93 = _mm512_xor_si512(t92, t90);
    __m512i t95 = sched_linear_L(field_subst_pi(t93, tv_pi));
    __m512i t96 = _mm512_xor_si512(t84, t95);
    __m512i t98 = _mm512_load_si512((const void *)sched_literal[16]);
    __m512i t99 = _mm512_xor_si512(t98, t96);
    __m512i t101 = sched_linear_L(field_subst_pi(t99, tv_pi));
    __m512i t102 = _mm512_xor_si512(t90, t101);
    __m512i t104 = _mm512_load_si512((const void *)sched_literal[17]);
    __m512i t105 = _mm512_xor_si512(t104, t102);
    __m512i t107 = sched_linear_L(field_subst_pi(t105, tv_pi));
    __m512i t108 = _mm512_xor_si512(t96, t107);
    __m512i t110 = _mm512_load_si512((const void *)sched_literal[18]);
    __m512i t111 = _mm512_xor_si512(t110, t108);
    __m512i t113 = sched_linear_L(field_subst_pi(t111, tv_pi));
    __m512i t114 = _mm512_xor_si512(t102, t113);
    __m512i t116 = _mm512_load_si512((const void *)sched_literal[19]);
    __m512i t117 = _mm512_xor_si512(t116, t114);
    __m512i t119 = sched_linear_L(field_subst_pi(t117, tv_pi));
    __m512i t120 = _mm512_xor_si512(t108, t119);
    __m512i t122 = _mm512_load_si512((const void *)sched_literal[20]);
    __m512i t123 = _mm512_xor_si512(t122, t120);
    __m512i t125 = sched_linear_L(field_subst_pi(t123, tv_pi));
    __m512i t126 = _mm512_xor_si512(t114, t125);
    __m512i t128 = _mm512_load_si512((const void *)sched_literal[21]);
    __m512i t129 = _mm512_xor_si512(t128, t126);
    __m512i t131 = sched_linear_L(field_subst_pi(t129, tv_pi));
    __m512i t132 = _mm512_xor_si512(t120, t131);
    __m512i t134 = _mm512_load_si512((const void *)sched_literal[22]);
    __m512i t135 = _mm512_xor_si512(t134, t132);
    __m512i t137 = sched_linear_L(field_subst_pi(t135, tv_pi));
    __m512i t138 = _mm512_xor_si512(t126, t137);
    __m512i t140 = _mm512_load_si512((const void *)sched_literal[23]);
    __m512i t141 = _mm512_xor_si512(t140, t138);
    __m512i t143 = sched_linear_L(field_subst_pi(t141, tv_pi));
    __m512i t144 = _mm512_xor_si512(t132, t143);
    __m512i t146 = _mm512_load_si512((const void *)sched_literal[24]);
    __m512i t147 = _mm512_xor_si512(t146, t144);
    __m512i t149 = sched_linear_L(field_subst_pi(t147, tv_pi));
    __m512i t150 = _mm512_xor_si512(t138, t149);
    __m512i t152 = _mm512_load_si512((const void *)sched_literal[25]);
    __m512i t153 = _mm512_xor_si512(t152, t150);
    __m512i t155 = sched_linear_L(field_subst_pi(t153, tv_pi));
    __m512i t156 = _mm512_xor_si512(t144, t155);
    __m512i t158 = _mm512_load_si512((const void *)sched_literal[26]);
    __m512i t159 = _mm512_xor_si512(t158, t156);
    __m512i t161 = sched_linear_L(field_subst_pi(t159, tv_pi));
    __m512i t162 = _mm512_xor_si512(t150, t161);
    __m512i t164 = _mm512_load_si512((const void *)sched_literal[27]);
    __m512i t165 = _mm512_xor_si512(t164, t162);
    __m512i t167 = sched_linear_L(field_subst_pi(t165, tv_pi));
    __m512i t168 = _mm512_xor_si512(t156, t167);
    __m512i t170 = _mm512_load_si512((const void *)sched_literal[28]);
    __m512i t171 = _mm512_xor_si512(t170, t168);
    __m512i t173 = sched_linear_L(field_subst_pi(t171, tv_pi));
    __m512i t174 = _mm512_xor_si512(t162, t173);
    __m512i t176 = _mm512_load_si512((const void *)sched_literal[29]);
    __m512i t177 = _mm512_xor_si512(t176, t174);
    __m512i t179 = sched_linear_L(field_subst_pi(t177, tv_pi));
    __m512i t180 = _mm512_xor_si512(t168, t179);
    __m512i t182 = _mm512_load_si512((const void *)sched_literal[30]);
    __m512i t183 = _mm512_xor_si512(t182, t180);
    __m512i t185 = sched_linear_L(field_subst_pi(t183, tv_pi));
    __m512i t186 = _mm512_xor_si512(t174, t185);
    __m512i t188 = _mm512_load_si512((const void *)sched_literal[31]);
    __m512i t189 = _mm512_xor_si512(t188, t186);
    __m512i t191 = sched_linear_L(field_subst_pi(t189, tv_pi));
    __m512i t192 = _mm512_xor_si512(t180, t191);
    _mm_storeu_si128((__m128i *)(rk + 0), _mm512_castsi512_si128(field_leave(a)));
    _mm_storeu_si128((__m128i *)(rk + 16), _mm512_castsi512_si128(field_leave(b)));
    _mm_storeu_si128((__m128i *)(rk + 32), _mm512_castsi512_si128(field_leave(t48)));
    _mm_storeu_si128((__m128i *)(rk + 48), _mm512_castsi512_si128(field_leave(t42)));
    _mm_storeu_si128((__m128i *)(rk + 64), _mm512_castsi512_si128(field_leave(t96)));
    _mm_storeu_si128((__m128i *)(rk + 80), _mm512_castsi512_si128(field_leave(t90)));
    _mm_storeu_si128((__m128i *)(rk + 96), _mm512_castsi512_si128(field_leave(t144)));
    _mm_storeu_si128((__m128i *)(rk + 112), _mm512_castsi512_si128(field_leave(t138)));
    _mm_storeu_si128((__m128i *)(rk + 128), _mm512_castsi512_si128(field_leave(t192)));
    _mm_storeu_si128((__m128i *)(rk + 144), _mm512_castsi512_si128(field_leave(t186)));
    gg_wipe(&K1, sizeof K1);
    gg_wipe(&K1_m, sizeof K1_m);
    gg_wipe(&K2, sizeof K2);
    gg_wipe(&K2_m, sizeof K2_m);
}

/* 4 keys at once, key_g's round keys to rk + g stride: one key's Feistel chain is a
 * chain of latencies, 4 of them overlap. */
static void schedule_x4(const uint8_t *const *keys, uint8_t *rk, size_t stride)
{
    const uint8_t *key_0 = keys[0];
    uint8_t *rk_0 = rk + 0 * stride;
    const uint8_t *key_1 = keys[1];
    uint8_t *rk_1 = rk + 1 * stride;
    const uint8_t *key_2 = keys[2];
    uint8_t *rk_2 = rk + 2 * stride;
    const uint8_t *key_3 = keys[3];
    uint8_t *rk_3 = rk + 3 * stride;
    const __m512i tv_pi[4] = {
        _mm512_load_si512((const void *)(field_tab_pi + 0)),
        _mm512_load_si512((const void *)(field_tab_pi + 64)),
        _mm512_load_si512((const void *)(field_tab_pi + 128)),
        _mm512_load_si512((const void *)(field_tab_pi + 192)),
    };
    __m128i K1_0_m = _mm_loadu_si128((const __m128i *)(key_0 + 0));
    /* a big-endian part: value byte b is memory byte 15 - b */
    K1_0_m = _mm_shuffle_epi8(K1_0_m, _mm_set_epi8(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
    __m512i K1_0 = field_enter(_mm512_zextsi128_si512(K1_0_m));
    __m128i K1_1_m = _mm_loadu_si128((const __m128i *)(key_1 + 0));
    /* a big-endian part: value byte b is memory byte 15 - b */
    K1_1_m = _mm_shuffle_epi8(K1_1_m, _mm_set_epi8(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
    __m512i K1_1 = field_enter(_mm512_zextsi128_si512(K1_1_m));
    __m128i K1_2_m = _mm_loadu_si128((const __m128i *)(key_2 + 0));
    /* a big-endian part: value byte b is memory byte 15 - b */
    K1_2_m = _mm_shuffle_epi8(K1_2_m, _mm_set_epi8(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
    __m512i K1_2 = field_enter(_mm512_zextsi128_si512(K1_2_m));
    __m128i K1_3_m = _mm_loadu_si128((const __m128i *)(key_3 + 0));
    /* a big-endian part: value byte b is memory byte 15 - b */
    K1_3_m = _mm_shuffle_epi8(K1_3_m, _mm_set_epi8(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
    __m512i K1_3 = field_enter(_mm512_zextsi128_si512(K1_3_m));
    __m128i K2_0_m = _mm_loadu_si128((const __m128i *)(key_0 + 16));
    /* a big-endian part: value byte b is memory byte 15 - b */
    K2_0_m = _mm_shuffle_epi8(K2_0_m, _mm_set_epi8(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
    __m512i K2_0 = field_enter(_mm512_zextsi128_si512(K2_0_m));
    __m128i K2_1_m = _mm_loadu_si128((const __m128i *)(key_1 + 16));
    /* a big-endian part: value byte b is memory byte 15 - b */
    K2_1_m = _mm_shuffle_epi8(K2_1_m, _mm_set_epi8(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
    __m512i K2_1 = field_enter(_mm512_zextsi128_si512(K2_1_m));
    __m128i K2_2_m = _mm_loadu_si128((const __m128i *)(key_2 + 16));
    /* a big-endian part: value byte b is memory byte 15 - b */
    K2_2_m = _mm_shuffle_epi8(K2_2_m, _mm_set_epi8(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
    __m512i K2_2 = field_enter(_mm512_zextsi128_si512(K2_2_m));
    __m128i K2_3_m = _mm_loadu_si128((const __m128i *)(key_3 + 16));
    /* a big-endian part: value byte b is memory byte 15 - b */
    K2_3_m = _mm_shuffle_epi8(K2_3_m, _mm_set_epi8(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
    __m512i K2_3 = field_enter(_mm512_zextsi128_si512(K2_3_m));
    __m512i a_0 = K1_0;
    __m512i a_1 = K1_1;
    __m512i a_2 = K1_2;
    __m512i a_3 = K1_3;
    __m512i b_0 = K2_0;
    __m512i b_1 = K2_1;
    __m512i b_2 = K2_2;
    __m512i b_3 = K2_3;
    __m512i t2_0 = _mm512_load_si512((const void *)sched_literal[0]);
    __m512i t2_1 = _mm512_load_si512((const void *)sched_literal[0]);
    __m512i t2_2 = _mm512_load_si512((const void *)sched_literal[0]);
    __m512i t2_3 = _mm512_load_si512((const void *)sched_literal[0]);
    __m512i t3_0 = _mm512_xor_si512(t2_0, a_0);
    __m512i t3_1 = _mm512_xor_si512(t2_1, a_1);
    __m512i t3_2 = _mm512_xor_si512(t2_2, a_2);
    __m512i t3_3 = _mm512_xor_si512(t2_3, a_3);
    __m512i t5_0 = sched_linear_L(field_subst_pi(t3_0, tv_pi));
    __m512i t5_1 = sched_linear_L(field_subst_pi(t3_1, tv_pi));
    __m512i t5_2 = sched_linear_L(field_subst_pi(t3_2, tv_pi));
    __m512i t5_3 = sched_linear_L(field_subst_pi(t3_3, tv_pi));
    __m512i t6_0 = _mm512_xor_si512(b_0, t5_0);
    __m512i t6_1 = _mm512_xor_si512(b_1, t5_1);
    __m512i t6_2 = _mm512_xor_si512(b_2, t5_2);
    __m512i t6_3 = _mm512_xor_si512(b_3, t5_3);
    __m512i t8_0 = _mm512_load_si512((const void *)sched_literal[1]);
    __m512i t8_1 = _mm512_load_si512((const void *)sched_literal[1]);
    __m512i t8_2 = _mm512_load_si512((const void *)sched_literal[1]);
    __m512i t8_3 = _mm512_load_si512((const void *)sched_literal[1]);
    __m512i t9_0 = _mm512_xor_si512(t8_0, t6_0);
    __m512i t9_1 = _mm512_xor_si512(t8_1, t6_1);
    __m512i t9_2 = _mm512_xor_si512(t8_2, t6_2);
    __m512i t9_3 = _mm512_xor_si512(t8_3, t6_3);
    __m512i t11_0 = sched_linear_L(field_subst_pi(t9_0, tv_pi));
    __m512i t11_1 = sched_linear_L(field_subst_pi(t9_1, tv_pi));
    __m512i t11_2 = sched_linear_L(field_subst_pi(t9_2, tv_pi));
    __m512i t11_3 = sched_linear_L(field_subst_pi(t9_3, tv_pi));
    __m512i t12_0 = _mm512_xor_si512(a_0, t11_0);
    __m512i t12_1 = _mm512_xor_si512(a_1, t11_1);
    __m512i t12_2 = _mm512_xor_si512(a_2, t11_2);
    __m512i t12_3 = _mm512_xor_si512(a_3, t11_3);
    __m512i t14_0 = _mm512_load_si512((const void *)sched_literal[2]);
    __m512i t14_1 = _mm512_load_si512((const void *)sched_literal[2]);
    __m512i t14_2 = _mm512_load_si512((const void *)sched_literal[2]);
    __m512i t14_3 = _mm512_load_si512((const void *)sched_literal[2]);
    __m512i t15_0 = _mm512_xor_si512(t14_0, t12_0);
    __m512i t15_1 = _mm512_xor_si512(t14_1, t12_1);
    __m512i t15_2 = _mm512_xor_si512(t14_2, t12_2);
    __m512i t15_3 = _mm512_xor_si512(t14_3, t12_3);
    __m512i t17_0 = sched_linear_L(field_subst_pi(t15_0, tv_pi));
    __m512i t17_1 = sched_linear_L(field_subst_pi(t15_1, tv_pi));
    __m512i t17_2 = sched_linear_L(field_subst_pi(t15_2, tv_pi));
    __m512i t17_3 = sched_linear_L(field_subst_pi(t15_3, tv_pi));
    __m512i t18_0 = _mm512_xor_si512(t6_0, t17_0);
    __m512i t18_1 = _mm512_xor_si512(t6_1, t17_1);
    __m512i t18_2 = _mm512_xor_si512(t6_2, t17_2);
    __m512i t18_3 = _mm512_xor_si512(t6_3, t17_3);
    __m512i t20_0 = _mm512_load_si512((const void *)sched_literal[3]);
    __m512i t20_1 = _mm512_load_si512((const void *)sched_literal[3]);
    __m512i t20_2 = _mm512_load_si512((const void *)sched_literal[3]);
    __m512i t20_3 = _mm512_load_si512((const void *)sched_literal[3]);
    __m512i t21_0 = _mm512_xor_si512(t20_0, t18_0);
    __m512i t21_1 = _mm512_xor_si512(t20_1, t18_1);
    __m512i t21_2 = _mm512_xor_si512(t20_2, t18_2);
    __m512i t21_3 = _mm512_xor_si512(t20_3, t18_3);
    __m512i t23_0 = sched_linear_L(field_subst_pi(t21_0, tv_pi));
    __m512i t23_1 = sched_linear_L(field_subst_pi(t21_1, tv_pi));
    __m512i t23_2 = sched_linear_L(field_subst_pi(t21_2, tv_pi));
    __m512i t23_3 = sched_linear_L(field_subst_pi(t21_3, tv_pi));
    __m512i t24_0 = _mm512_xor_si512(t12_0, t23_0);
    __m512i t24_1 = _mm512_xor_si512(t12_1, t23_1);
    __m512i t24_2 = _mm512_xor_si512(t12_2, t23_2);
    __m512i t24_3 = _mm512_xor_si512(t12_3, t23_3);
    __m512i t26_0 = _mm512_load_si512((const void *)sched_literal[4]);
    __m512i t26_1 = _mm512_load_si512((const void *)sched_literal[4]);
    __m512i t26_2 = _mm512_load_si512((const void *)sched_literal[4]);
    __m512i t26_3 = _mm512_load_si512((const void *)sched_literal[4]);
    __m512i t27_0 = _mm512_xor_si512(t26_0, t24_0);
    __m512i t27_1 = _mm512_xor_si512(t26_1, t24_1);
    __m512i t27_2 = _mm512_xor_si512(t26_2, t24_2);
    __m512i t27_3 = _mm512_xor_si512(t26_3, t24_3);
    __m512i t29_0 = sched_linear_L(field_subst_pi(t27_0, tv_pi));
    __m512i t29_1 = sched_linear_L(field_subst_pi(t27_1, tv_pi));
    __m512i t29_2 = sched_linear_L(field_subst_pi(t27_2, tv_pi));
    __m512i t29_3 = sched_linear_L(field_subst_pi(t27_3, tv_pi));
    __m512i t30_0 = _mm512_xor_si512(t18_0, t29_0);
    __m512i t30_1 = _mm512_xor_si512(t18_1, t29_1);
    __m512i t30_2 = _mm512_xor_si512(t18_2, t29_2);
    __m512i t30_3 = _mm512_xor_si512(t18_3, t29_3);
    __m512i t32_0 = _mm512_load_si512((const void *)sched_literal[5]);
    __m512i t32_1 = _mm512_load_si512((const void *)sched_literal[5]);
    __m512i t32_2 = _mm512_load_si512((const void *)sched_literal[5]);
    __m512i t32_3 = _mm512_load_si512((const void *)sched_literal[5]);
    __m512i t33_0 = _mm512_xor_si512(t32_0, t30_0);
    __m512i t33_1 = _mm512_xor_si512(t32_1, t30_1);
    __m512i t33_2 = _mm512_xor_si512(t32_2, t30_2);
    __m512i t33_3 = _mm512_xor_si512(t32_3, t30_3);
    __m512i t35_0 = sched_linear_L(field_subst_pi(t33_0, tv_pi));
    __m512i t35_1 = sched_linear_L(field_subst_pi(t33_1, tv_pi));
    __m512i t35_2 = sched_linear_L(field_subst_pi(t33_2, tv_pi));
    __m512i t35_3 = sched_linear_L(field_subst_pi(t33_3, tv_pi));
    __m512i t36_0 = _mm512_xor_si512(t24_0, t35_0);
    __m512i t36_1 = _mm512_xor_si512(t24_1, t35_1);
    __m512i t36_2 = _mm512_xor_si512(t24_2, t35_2);
    __m512i t36_3 = _mm512_xor_si512(t24_3, t35_3);
    __m512i t38_0 = _mm512_load_si512((const void *)sched_literal[6]);
    __m512i t38_1 = _mm512_load_si512((const void *)sched_literal[6]);
    __m512i t38_2 = _mm512_load_si512((const void *)sched_literal[6]);
    __m512i t38_3 = _mm512_load_si512((const void *)sched_literal[6]);
    __m512i t39_0 = _mm512_xor_si512(t38_0, t36_0);
    __m512i t39_1 = _mm512_xor_si512(t38_1, t36_1);
    __m512i t39_2 = _mm512_xor_si512(t38_2, t36_2);
    __m512i t39_3 = _mm512_xor_si512(t38_3, t36_3);
    __m512i t41_0 = sched_linear_L(field_subst_pi(t39_0, tv_pi));
    __m512i t41_1 = sched_linear_L(field_subst_pi(t39_1, tv_pi));
    __m512i t41_2 = sched_linear_L(field_subst_pi(t39_2, tv_pi));
    __m512i t41_3 = sched_linear_L(field_subst_pi(t39_3, tv_pi));
    __m512i t42_0 = _mm512_xor_si512(t30_0, t41_0);
    __m512i t42_1 = _mm512_xor_si512(t30_1, t41_1);
    __m512i t42_2 = _mm512_xor_si512(t30_2, t41_2);
    __m512i t42_3 = _mm512_xor_si512(t30_3, t41_3);
    __m512i t44_0 = _mm512_load_si512((const void *)sched_literal[7]);
    __m512i t44_1 = _mm512_load_si512((const void *)sched_literal[7]);
    __m512i t44_2 = _mm512_load_si512((const void *)sched_literal[7]);
    __m512i t44_3 = _mm512_load_si512((const void *)sched_literal[7]);
    __m512i t45_0 = _mm512_xor_si512(t44_0, t42_0);
    __m512i t45_1 = _mm512_xor_si512(t44_1, t42_1);
    __m512i t45_2 = _mm512_xor_si512(t44_2, t42_2);
    __m512i t45_3 = _mm512_xor_si512(t44_3, t42_3);
    __m512i t47_0 = sched_linear_L(field_subst_pi(t45_0, tv_pi));
    __m512i t47_1 = sched_linear_L(field_subst_pi(t45_1, tv_pi));
    __m512i t47_2 = sched_linear_L(field_subst_pi(t45_2, tv_pi));
    __m512i t47_3 = sched_linear_L(field_subst_pi(t45_3, tv_pi));
    __m512i t48_0 = _mm512_xor_si512(t36_0, t47_0);
    __m512i t48_1 = _mm512_xor_si512(t36_1, t47_1);
    __m512i t48_2 = _mm512_xor_si512(t36_2, t47_2);
    __m512i t48_3 = _mm512_xor_si512(t36_3, t47_3);
    __m512i t50_0 = _mm512_load_si512((const void *)sched_literal[8]);
    __m512i t50_1 = _mm512_load_si512((const void *)sched_literal[8]);
    __m512i t50_2 = _mm512_load_si512((const void *)sched_literal[8]);
    __m512i t50_3 = _mm512_load_si512((const void *)sched_literal[8]);
    __m512i t51_0 = _mm512_xor_si512(t50_0, t48_0);
    __m512i t51_1 = _mm512_xor_si512(t50_1, t48_1);
    __m512i t51_2 = _mm512_xor_si512(t50_2, t48_2);
    __m512i t51_3 = _mm512_xor_si512(t50_3, t48_3);
    __m512i t53_0 = sched_linear_L(field_subst_pi(t51_0, tv_pi));
    __m512i t53_1 = sched_linear_L(field_subst_pi(t51_1, tv_pi));
    __m512i t53_2 = sched_linear_L(field_subst_pi(t51_2, tv_pi));
    __m512i t53_3 = sched_linear_L(field_subst_pi(t51_3, tv_pi));
    __m512i t54_0 = _mm512_xor_si512(t42_0, t53_0);
    __m512i t54_1 = _mm512_xor_si512(t42_1, t53_1);
    __m512i t54_2 = _mm512_xor_si512(t42_2, t53_2);
    __m512i t54_3 = _mm512_xor_si512(t42_3, t53_3);
    __m512i t56_0 = _mm512_load_si512((const void *)sched_literal[9]);
    __m512i t56_1 = _mm512_load_si512((const void *)sched_literal[9]);
    __m512i t56_2 = _mm512_load_si512((const void *)sched_literal[9]);
    __m512i t56_3 = _mm512_load_si512((const void *)sched_literal[9]);
    __m512i t57_0 = _mm512_xor_si512(t56_0, t54_0);
    __m512i t57_1 = _mm512_xor_si512(t56_1, t54_1);
    __m512i t57_2 = _mm512_xor_si512(t56_2, t54_2);
    __m512i t57_3 = _mm512_xor_si512(t56_3, t54_3);
    __m512i t59_0 = sched_linear_L(field_subst_pi(t57_0, tv_pi));
    __m512i t59_1 = sched_linear_L(field_subst_pi(t57_1, tv_pi));
    __m512i t59_2 = sched_linear_L(field_subst_pi(t57_2, tv_pi));
    __m512i t59_3 = sched_linear_L(field_subst_pi(t57_3, tv_pi));
    __m512i t60_0 = _mm512_xor_si512(t48_0, t59_0);
    __m512i t60_1 = _mm512_xor_si512(t48_1, t59_1);
    __m512i t60_2 = _mm512_xor_si512(t48_2, t59_2);
    __m512i t60_3 = _mm512_xor_si512(t48_3, t59_3);
    __m512i t62_0 = _mm512_load_si512((const void *)sched_literal[10]);
    __m512i t62_1 = _mm512_load_si512((const void *)sched_literal[10]);
    __m512i t62_2 = _mm512_load_si512((const void *)sched_literal[10]);
    __m512i t62_3 = _mm512_load_si512((const void *)sched_literal[10]);
    __m512i t63_0 = _mm512_xor_si512(t62_0, t60_0);
    __m512i t63_1 = _mm512_xor_si512(t62_1, t60_1);
    __m512i t63_2 = _mm512_xor_si512(t62_2, t60_2);
    __m512i t63_3 = _mm512_xor_si512(t62_3, t60_3);
    __m512i t65_0 = sched_linear_L(field_subst_pi(t63_0, tv_pi));
    __m512i t65_1 = sched_linear_L(field_subst_pi(t63_1, tv_pi));
    __m512i t65_2 = sched_linear_L(field_subst_pi(t63_2, tv_pi));
    __m512i t65_3 = sched_linear_L(field_subst_pi(t63_3, tv_pi));
    __m512i t66_0 = _mm512_xor_si512(t54_0, t65_0);
    __m512i t66_1 = _mm512_xor_si512(t54_1, t65_1);
    __m512i t66_2 = _mm512_xor_si512(t54_2, t65_2);
    __m512i t66_3 = _mm512_xor_si512(t54_3, t65_3);
    __m512i t68_0 = _mm512_load_si512((const void *)sched_literal[11]);
    __m512i t68_1 = _mm512_load_si512((const void *)sched_literal[11]);
    __m512i t68_2 = _mm512_load_si512((const void *)sched_literal[11]);
    __m512i t68_3 = _mm512_load_si512((const void *)sched_literal[11]);
    __m512i t69_0 = _mm512_xor_si512(t68_0, t66_0);
    __m512i t69_1 = _mm512_xor_si512(t68_1, t66_1);
    __m512i t69_2 = _mm512_xor_si512(t68_2, t66_2);
    __m512i t69_3 = _mm512_xor_si512(t68_3, t66_3);
    __m512i t71_0 = sched_linear_L(field_subst_pi(t69_0, tv_pi));
    __m512i t71_1 = sched_linear_L(field_subst_pi(t69_1, tv_pi));
    __m512i t71_2 = sched_linear_L(field_subst_pi(t69_2, tv_pi));
    __m512i t71_3 = sched_linear_L(field_subst_pi(t69_3, tv_pi));
    __m512i t72_0 = _mm512_xor_si512(t60_0, t71_0);
    __m512i t72_1 = _mm512_xor_si512(t60_1, t71_1);
    __m512i t72_2 = _mm512_xor_si512(t60_2, t71_2);
    __m512i t72_3 = _mm512_xor_si512(t60_3, t71_3);
    __m512i t74_0 = _mm512_load_si512((const void *)sched_literal[12]);
    __m512i t74_1 = _mm512_load_si512((const void *)sched_literal[12]);
    __m512i t74_2 = _mm512_load_si512((const void *)sched_literal[12]);
    __m512i t74_3 = _mm512_load_si512((const void *)sched_literal[12]);
    __m512i t75_0 = _mm512_xor_si512(t74_0, t72_0);
    __m512i t75_1 = _mm512_xor_si512(t74_1, t72_1);
    __m512i t75_2 = _mm512_xor_si512(t74_2, t72_2);
    __m512i t75_3 = _mm512_xor_si512(t74_3, t72_3);
    __m512i t77_0 = sched_linear_L(field_subst_pi(t75_0, tv_pi));
    __m512i t77_1 = sched_linear_L(field_subst_pi(t75_1, tv_pi));
    __m512i t77_2 = sched_linear_L(field_subst_pi(t75_2, tv_pi));
    __m512i t77_3 = sched_linear_L(field_subst_pi(t75_3, tv_pi));
    __m512i t78_0 = _mm512_xor_si512(t66_0, t77_0);
    __m512i t78_1 = _mm512_xor_si512(t66_1, t77_1);
    __m512i t78_2 = _mm512_xor_si512(t66_2, t77_2);
    __m512i t78_3 = _mm512_xor_si512(t66_3, t77_3);
    __m512i t80_0 = _mm512_load_si512((const void *)sched_literal[13]);
    __m512i t80_1 = _mm512_load_si512((const void *)sched_literal[13]);
    __m512i t80_2 = _mm512_load_si512((const void *)sched_literal[13]);
    __m512i t80_3 = _mm512_load_si512((const void *)sched_literal[13]);
    __m512i t81_0 = _mm512_xor_si512(t80_0, t78_0);
    __m512i t81_1 = _mm512_xor_si512(t80_1, t78_1);
    __m512i t81_2 = _mm512_xor_si512(t80_2, t78_2);
    __m512i t81_3 = _mm512_xor_si512(t80_3, t78_3);
    __m512i t83_0 = sched_linear_L(field_subst_pi(t81_0, tv_pi));
    __m512i t83_1 = sched_linear_L(field_subst_pi(t81_1, tv_pi));
    __m512i t83_2 = sched_linear_L(field_subst_pi(t81_2, tv_pi));
    __m512i t83_3 = sched_linear_L(field_subst_pi(t81_3, tv_pi));
    __m512i t84_0 = _mm512_xor_si512(t72_0, t83_0);
    __m512i t84_1 = _mm512_xor_si512(t72_1, t83_1);
    __m512i t84_2 = _mm512_xor_si512(t72_2, t83_2);
    __m512i t84_3 = _mm512_xor_si512(t72_3, t83_3);
    __m512i t86_0 = _mm512_load_si512((const void *)sched_literal[14]);
    __m512i t86_1 = _mm512_load_si512((const void *)sched_literal[14]);
    __m512i t86_2 = _mm512_load_si512((const void *)sched_literal[14]);
    __m512i t86_3 = _mm512_load_si512((const void *)sched_literal[14]);
    __m512i t87_0 = _mm512_xor_si512(t86_0, t84_0);
    __m512i t87_1 = _mm512_xor_si512(t86_1, t84_1);
    __m512i t87_2 = _mm512_xor_si512(t86_2, t84_2);
    __m512i t87_3 = _mm512_xor_si512(t86_3, t84_3);
    __m512i t89_0 = sched_linear_L(field_subst_pi(t87_0, tv_pi));
    __m512i t89_1 = sched_linear_L(field_subst_pi(t87_1, tv_pi));
    __m512i t89_2 = sched_linear_L(field_subst_pi(t87_2, tv_pi));
    __m512i t89_3 = sched_linear_L(field_subst_pi(t87_3, tv_pi));
    __m512i t90_0 = _mm512_xor_si512(t78_0, t89_0);
    __m512i t90_1 = _mm512_xor_si512(t78_1, t89_1);
    __m512i t90_2 = _mm512_xor_si512(t78_2, t89_2);
    __m512i t90_3 = _mm512_xor_si512(t78_3, t89_3);
    __m512i t92_0 = _mm512_load_si512((const void *)sched_literal[15]);
    __m512i t92_1 = _mm512_load_si512((const void *)sched_literal[15]);
    __m512i t92_2 = _mm512_load_si512((const void *)sched_literal[15]);
    __m512i t92_3 = _mm512_load_si512((const void *)sched_literal[15]);
    __m512i t93_0 = _mm512_xor_si512(t92_0, t90_0);
    __m512i t93_1 = _mm512_xor_si512(t92_1, t90_1);
    __m512i t93_2 = _mm512_xor_si512(t92_2, t90_2);
    __m512i t93_3 = _mm512_xor_si512(t92_3, t90_3);
    __m512i t95_0 = sched_linear_L(field_subst_pi(t93_0, tv_pi));
    __m512i t95_1 = sched_linear_L(field_subst_pi(t93_1, tv_pi));
    __m512i t95_2 = sched_linear_L(field_subst_pi(t93_2, tv_pi));
    __m512i t95_3 = sched_linear_L(field_subst_pi(t93_3, tv_pi));
    __m512i t96_0 = _mm512_xor_si512(t84_0, t95_0);
    __m512i t96_1 = _mm512_xor_si512(t84_1, t95_1);
    __m512i t96_2 = _mm512_xor_si512(t84_2, t95_2);
    __m512i t96_3 = _mm512_xor_si512(t84_3, t95_3);
    __m512i t98_0 = _mm512_load_si512((const void *)sched_literal[16]);
    __m512i t98_1 = _mm512_load_si512((const void *)sched_literal[16]);
    __m512i t98_2 = _mm512_load_si512((const void *)sched_literal[16]);
    __m512i t98_3 = _mm512_load_si512((const void *)sched_literal[16]);
    __m512i t99_0 = _mm512_xor_si512(t98_0, t96_0);
    __m512i t99_1 = _mm512_xor_si512(t98_1, t96_1);
    __m512i t99_2 = _mm512_xor_si512(t98_2, t96_2);
    __m512i t99_3 = _mm512_xor_si512(t98_3, t96_3);
    __m512i t101_0 = sched_linear_L(field_subst_pi(t99_0, tv_pi));
    __m512i t101_1 = sched_linear_L(field_subst_pi(t99_1, tv_pi));
    __m512i t101_2 = sched_linear_L(field_subst_pi(t99_2, tv_pi));
    __m512i t101_3 = sched_linear_L(field_subst_pi(t99_3, tv_pi));
    __m512i t102_0 = _mm512_xor_si512(t90_0, t101_0);
    __m512i t102_1 = _mm512_xor_si512(t90_1, t101_1);
    __m512i t102_2 = _mm512_xor_si512(t90_2, t101_2);
    __m512i t102_3 = _mm512_xor_si512(t90_3, t101_3);
    __m512i t104_0 = _mm512_load_si512((const void *)sched_literal[17]);
    __m512i t104_1 = _mm512_load_si512((const void *)sched_literal[17]);
    __m512i t104_2 = _mm512_load_si512((const void *)sched_literal[17]);
    __m512i t104_3 = _mm512_load_si512((const void *)sched_literal[17]);
    __m512i t105_0 = _mm512_xor_si512(t104_0, t102_0);
    __m512i t105_1 = _mm512_xor_si512(t104_1, t102_1);
    __m512i t105_2 = _mm512_xor_si512(t104_2, t102_2);
    __m512i t105_3 = _mm512_xor_si512(t104_3, t102_3);
    __m512i t107_0 = sched_linear_L(field_subst_pi(t105_0, tv_pi));
    __m512i t107_1 = sched_linear_L(field_subst_pi(t105_1, tv_pi));
    __m512i t107_2 = sched_linear_L(field_subst_pi(t105_2, tv_pi));
    __m512i t107_3 = sched_linear_L(field_subst_pi(t105_3, tv_pi));
    __m512i t108_0 = _mm512_xor_si512(t96_0, t107_0);
    __m512i t108_1 = _mm512_xor_si512(t96_1, t107_1);
    __m512i t108_2 = _mm512_xor_si512(t96_2, t107_2);
    __m512i t108_3 = _mm512_xor_si512(t96_3, t107_3);
    __m512i t110_0 = _mm512_load_si512((const void *)sched_literal[18]);
    __m512i t110_1 = _mm512_load_si512((const void *)sched_literal[18]);
    __m512i t110_2 = _mm512_load_si512((const void *)sched_literal[18]);
    __m512i t110_3 = _mm512_load_si512((const void *)sched_literal[18]);
    __m512i t111_0 = _mm512_xor_si512(t110_0, t108_0);
    __m512i t111_1 = _mm512_xor_si512(t110_1, t108_1);
    __m512i t111_2 = _mm512_xor_si512(t110_2, t108_2);
    __m512i t111_3 = _mm512_xor_si512(t110_3, t108_3);
    __m512i t113_0 = sched_linear_L(field_subst_pi(t111_0, tv_pi));
    __m512i t113_1 = sched_linear_L(field_subst_pi(t111_1, tv_pi));
    __m512i t113_2 = sched_linear_L(field_subst_pi(t111_2, tv_pi));
    __m512i t113_3 = sched_linear_L(field_subst_pi(t111_3, tv_pi));
    __m512i t114_0 = _mm512_xor_si512(t102_0, t113_0);
    __m512i t114_1 = _mm512_xor_si512(t102_1, t113_1);
    __m512i t114_2 = _mm512_xor_si512(t102_2, t113_2);
    __m512i t114_3 = _mm512_xor_si512(t102_3, t113_3);
    __m512i t116_0 = _mm512_load_si512((const void *)sched_literal[19]);
    __m512i t116_1 = _mm512_load_si512((const void *)sched_literal[19]);
    __m512i t116_2 = _mm512_load_si512((const void *)sched_literal[19]);
    __m512i t116_3 = _mm512_load_si512((const void *)sched_literal[19]);
    __m512i t117_0 = _mm512_xor_si512(t116_0, t114_0);
    __m512i t117_1 = _mm512_xor_si512(t116_1, t114_1);
    __m512i t117_2 = _mm512_xor_si512(t116_2, t114_2);
    __m512i t117_3 = _mm512_xor_si512(t116_3, t114_3);
    __m512i t119_0 = sched_linear_L(field_subst_pi(t117_0, tv_pi));
    __m512i t119_1 = sched_linear_L(field_subst_pi(t117_1, tv_pi));
    __m512i t119_2 = sched_linear_L(field_subst_pi(t117_2, tv_pi));
    __m512i t119_3 = sched_linear_L(field_subst_pi(t117_3, tv_pi));
    __m512i t120_0 = _mm512_xor_si512(t108_0, t119_0);
    __m512i t120_1 = _mm512_xor_si512(t108_1, t119_1);
    __m512i t120_2 = _mm512_xor_si512(t108_2, t119_2);
    __m512i t120_3 = _mm512_xor_si512(t108_3, t119_3);
    __m512i t122_0 = _mm512_load_si512((const void *)sched_literal[20]);
    __m512i t122_1 = _mm512_load_si512((const void *)sched_literal[20]);
    __m512i t122_2 = _mm512_load_si512((const void *)sched_literal[20]);
    __m512i t122_3 = _mm512_load_si512((const void *)sched_literal[20]);
    __m512i t123_0 = _mm512_xor_si512(t122_0, t120_0);
    __m512i t123_1 = _mm512_xor_si512(t122_1, t120_1);
    __m512i t123_2 = _mm512_xor_si512(t122_2, t120_2);
    __m512i t123_3 = _mm512_xor_si512(t122_3, t120_3);
    __m512i t125_0 = sched_linear_L(field_subst_pi(t123_0, tv_pi));
    __m512i t125_1 = sched_linear_L(field_subst_pi(t123_1, tv_pi));
    __m512i t125_2 = sched_linear_L(field_subst_pi(t123_2, tv_pi));
    __m512i t125_3 = sched_linear_L(field_subst_pi(t123_3, tv_pi));
    __m512i t126_0 = _mm512_xor_si512(t114_0, t125_0);
    __m512i t126_1 = _mm512_xor_si512(t114_1, t125_1);
    __m512i t126_2 = _mm512_xor_si512(t114_2, t125_2);
    __m512i t126_3 = _mm512_xor_si512(t114_3, t125_3);
    __m512i t128_0 = _mm512_load_si512((const void *)sched_literal[21]);
    __m512i t128_1 = _mm512_load_si512((const void *)sched_literal[21]);
    __m512i t128_2 = _mm512_load_si512((const void *)sched_literal[21]);
    __m512i t128_3 = _mm512_load_si512((const void *)sched_literal[21]);
    __m512i t129_0 = _mm512_xor_si512(t128_0, t126_0);
    __m512i t129_1 = _mm512_xor_si512(t128_1, t126_1);
    __m512i t129_2 = _mm512_xor_si512(t128_2, t126_2);
    __m512i t129_3 = _mm512_xor_si512(t128_3, t126_3);
    __m512i t131_0 = sched_linear_L(field_subst_pi(t129_0, tv_pi));
    __m512i t131_1 = sched_linear_L(field_subst_pi(t129_1, tv_pi));
    __m512i t131_2 = sched_linear_L(field_subst_pi(t129_2, tv_pi));
    __m512i t131_3 = sched_linear_L(field_subst_pi(t129_3, tv_pi));
    __m512i t132_0 = _mm512_xor_si512(t120_0, t131_0);
    __m512i t132_1 = _mm512_xor_si512(t120_1, t131_1);
    __m512i t132_2 = _mm512_xor_si512(t120_2, t131_2);
    __m512i t132_3 = _mm512_xor_si512(t120_3, t131_3);
    __m512i t134_0 = _mm512_load_si512((const void *)sched_literal[22]);
    __m512i t134_1 = _mm512_load_si512((const void *)sched_literal[22]);
    __m512i t134_2 = _mm512_load_si512((const void *)sched_literal[22]);
    __m512i t134_3 = _mm512_load_si512((const void *)sched_literal[22]);
    __m512i t135_0 = _mm512_xor_si512(t134_0, t132_0);
    __m512i t135_1 = _mm512_xor_si512(t134_1, t132_1);
    __m512i t135_2 = _mm512_xor_si512(t134_2, t132_2);
    __m512i t135_3 = _mm512_xor_si512(t134_3, t132_3);
    __m512i t137_0 = sched_linear_L(field_subst_pi(t135_0, tv_pi));
    __m512i t137_1 = sched_linear_L(field_subst_pi(t135_1, tv_pi));
    __m512i t137_2 = sched_linear_L(field_subst_pi(t135_2, tv_pi));
    __m512i t137_3 = sched_linear_L(field_subst_pi(t135_3, tv_pi));
    __m512i t138_0 = _mm512_xor_si512(t126_0, t137_0);
    __m512i t138_1 = _mm512_xor_si512(t126_1, t137_1);
    __m512i t138_2 = _mm512_xor_si512(t126_2, t137_2);
    __m512i t138_3 = _mm512_xor_si512(t126_3, t137_3);
    __m512i t140_0 = _mm512_load_si512((const void *)sched_literal[23]);
    __m512i t140_1 = _mm512_load_si512((const void *)sched_literal[23]);
    __m512i t140_2 = _mm512_load_si512((const void *)sched_literal[23]);
    __m512i t140_3 = _mm512_load_si512((const void *)sched_literal[23]);
    __m512i t141_0 = _mm512_xor_si512(t140_0, t138_0);
    __m512i t141_1 = _mm512_xor_si512(t140_1, t138_1);
    __m512i t141_2 = _mm512_xor_si512(t140_2, t138_2);
    __m512i t141_3 = _mm512_xor_si512(t140_3, t138_3);
    __m512i t143_0 = sched_linear_L(field_subst_pi(t141_0, tv_pi));
    __m512i t143_1 = sched_linear_L(field_subst_pi(t141_1, tv_pi));
    __m512i t143_2 = sched_linear_L(field_subst_pi(t141_2, tv_pi));
    __m512i t143_3 = sched_linear_L(field_subst_pi(t141_3, tv_pi));
    __m512i t144_0 = _mm512_xor_si512(t132_0, t143_0);
    __m512i t144_1 = _mm512_xor_si512(t132_1, t143_1);
    __m512i t144_2 = _mm512_xor_si512(t132_2, t143_2);
    __m512i t144_3 = _mm512_xor_si512(t132_3, t143_3);
    __m512i t146_0 = _mm512_load_si512((const void *)sched_literal[24]);
    __m512i t146_1 = _mm512_load_si512((const void *)sched_literal[24]);
    __m512i t146_2 = _mm512_load_si512((const void *)sched_literal[24]);
    __m512i t146_3 = _mm512_load_si512((const void *)sched_literal[24]);
    __m512i t147_0 = _mm512_xor_si512(t146_0, t144_0);
    __m512i t147_1 = _mm512_xor_si512(t146_1, t144_1);
    __m512i t147_2 = _mm512_xor_si512(t146_2, t144_2);
    __m512i t147_3 = _mm512_xor_si512(t146_3, t144_3);
    __m512i t149_0 = sched_linear_L(field_subst_pi(t147_0, tv_pi));
    __m512i t149_1 = sched_linear_L(field_subst_pi(t147_1, tv_pi));
    __m512i t149_2 = sched_linear_L(field_subst_pi(t147_2, tv_pi));
    __m512i t149_3 = sched_linear_L(field_subst_pi(t147_3, tv_pi));
    __m512i t150_0 = _mm512_xor_si512(t138_0, t149_0);
    __m512i t150_1 = _mm512_xor_si512(t138_1, t149_1);
    __m512i t150_2 = _mm512_xor_si512(t138_2, t149_2);
    __m512i t150_3 = _mm512_xor_si512(t138_3, t149_3);
    __m512i t152_0 = _mm512_load_si512((const void *)sched_literal[25]);
    __m512i t152_1 = _mm512_load_si512((const void *)sched_literal[25]);
    __m512i t152_2 = _mm512_load_si512((const void *)sched_literal[25]);
    __m512i t152_3 = _mm512_load_si512((const void *)sched_literal[25]);
    __m512i t153_0 = _mm512_xor_si512(t152_0, t150_0);
    __m512i t153_1 = _mm512_xor_si512(t152_1, t150_1);
    __m512i t153_2 = _mm512_xor_si512(t152_2, t150_2);
    __m512i t153_3 = _mm512_xor_si512(t152_3, t150_3);
    __m512i t155_0 = sched_linear_L(field_subst_pi(t153_0, tv_pi));
    __m512i t155_1 = sched_linear_L(field_subst_pi(t153_1, tv_pi));
    __m512i t155_2 = sched_linear_L(field_subst_pi(t153_2, tv_pi));
    __m512i t155_3 = sched_linear_L(field_subst_pi(t153_3, tv_pi));
    __m512i t156_0 = _mm512_xor_si512(t144_0, t155_0);
    __m512i t156_1 = _mm512_xor_si512(t144_1, t155_1);
    __m512i t156_2 = _mm512_xor_si512(t144_2, t155_2);
    __m512i t156_3 = _mm512_xor_si512(t144_3, t155_3);
    __m512i t158_0 = _mm512_load_si512((const void *)sched_literal[26]);
    __m512i t158_1 = _mm512_load_si512((const void *)sched_literal[26]);
    __m512i t158_2 = _mm512_load_si512((const void *)sched_literal[26]);
    __m512i t158_3 = _mm512_load_si512((const void *)sched_literal[26]);
    __m512i t159_0 = _mm512_xor_si512(t158_0, t156_0);
    __m512i t159_1 = _mm512_xor_si512(t158_1, t156_1);
    __m512i t159_2 = _mm512_xor_si512(t158_2, t156_2);
    __m512i t159_3 = _mm512_xor_si512(t158_3, t156_3);
    __m512i t161_0 = sched_linear_L(field_subst_pi(t159_0, tv_pi));
    __m512i t161_1 = sched_linear_L(field_subst_pi(t159_1, tv_pi));
    __m512i t161_2 = sched_linear_L(field_subst_pi(t159_2, tv_pi));
    __m512i t161_3 = sched_linear_L(field_subst_pi(t159_3, tv_pi));
    __m512i t162_0 = _mm512_xor_si512(t150_0, t161_0);
    __m512i t162_1 = _mm512_xor_si512(t150_1, t161_1);
    __m512i t162_2 = _mm512_xor_si512(t150_2, t161_2);
    __m512i t162_3 = _mm512_xor_si512(t150_3, t161_3);
    __m512i t164_0 = _mm512_load_si512((const void *)sched_literal[27]);
    __m512i t164_1 = _mm512_load_si512((const void *)sched_literal[27]);
    __m512i t164_2 = _mm512_load_si512((const void *)sched_literal[27]);
    __m512i t164_3 = _mm512_load_si512((const void *)sched_literal[27]);
    __m512i t165_0 = _mm512_xor_si512(t164_0, t162_0);
    __m512i t165_1 = _mm512_xor_si512(t164_1, t162_1);
    __m512i t165_2 = _mm512_xor_si512(t164_2, t162_2);
    __m512i t165_3 = _mm512_xor_si512(t164_3, t162_3);
    __m512i t167_0 = sched_linear_L(field_subst_pi(t165_0, tv_pi));
    __m512i t167_1 = sched_linear_L(field_subst_pi(t165_1, tv_pi));
    __m512i t167_2 = sched_linear_L(field_subst_pi(t165_2, tv_pi));
    __m512i t167_3 = sched_linear_L(field_subst_pi(t165_3, tv_pi));
    __m512i t168_0 = _mm512_xor_si512(t156_0, t167_0);
    __m512i t168_1 = _mm512_xor_si512(t156_1, t167_1);
    __m512i t168_2 = _mm512_xor_si512(t156_2, t167_2);
    __m512i t168_3 = _mm512_xor_si512(t156_3, t167_3);
    __m512i t170_0 = _mm512_load_si512((const void *)sched_literal[28]);
    __m512i t170_1 = _mm512_load_si512((const void *)sched_literal[28]);
    __m512i t170_2 = _mm512_load_si512((const void *)sched_literal[28]);
    __m512i t170_3 = _mm512_load_si512((const void *)sched_literal[28]);
    __m512i t171_0 = _mm512_xor_si512(t170_0, t168_0);
    __m512i t171_1 = _mm512_xor_si512(t170_1, t168_1);
    __m512i t171_2 = _mm512_xor_si512(t170_2, t168_2);
    __m512i t171_3 = _mm512_xor_si512(t170_3, t168_3);
    __m512i t173_0 = sched_linear_L(field_subst_pi(t171_0, tv_pi));
    __m512i t173_1 = sched_linear_L(field_subst_pi(t171_1, tv_pi));
    __m512i t173_2 = sched_linear_L(field_subst_pi(t171_2, tv_pi));
    __m512i t173_3 = sched_linear_L(field_subst_pi(t171_3, tv_pi));
    __m512i t174_0 = _mm512_xor_si512(t162_0, t173_0);
    __m512i t174_1 = _mm512_xor_si512(t162_1, t173_1);
    __m512i t174_2 = _mm512_xor_si512(t162_2, t173_2);
    __m512i t174_3 = _mm512_xor_si512(t162_3, t173_3);
    __m512i t176_0 = _mm512_load_si512((const void *)sched_literal[29]);
    __m512i t176_1 = _mm512_load_si512((const void *)sched_literal[29]);
    __m512i t176_2 = _mm512_load_si512((const void *)sched_literal[29]);
    __m512i t176_3 = _mm512_load_si512((const void *)sched_literal[29]);
    __m512i t177_0 = _mm512_xor_si512(t176_0, t174_0);
    __m512i t177_1 = _mm512_xor_si512(t176_1, t174_1);
    __m512i t177_2 = _mm512_xor_si512(t176_2, t174_2);
    __m512i t177_3 = _mm512_xor_si512(t176_3, t174_3);
    __m512i t179_0 = sched_linear_L(field_subst_pi(t177_0, tv_pi));
    __m512i t179_1 = sched_linear_L(field_subst_pi(t177_1, tv_pi));
    __m512i t179_2 = sched_linear_L(field_subst_pi(t177_2, tv_pi));
    __m512i t179_3 = sched_linear_L(field_subst_pi(t177_3, tv_pi));
    __m512i t180_0 = _mm512_xor_si512(t168_0, t179_0);
    __m512i t180_1 = _mm512_xor_si512(t168_1, t179_1);
    __m512i t180_2 = _mm512_xor_si512(t168_2, t179_2);
    __m512i t180_3 = _mm512_xor_si512(t168_3, t179_3);
    __m512i t182_0 = _mm512_load_si512((const void *)sched_literal[30]);
    __m512i t182_1 = _mm512_load_si512((const void *)sched_literal[30]);
    __m512i t182_2 = _mm512_load_si512((const void *)sched_literal[30]);
    __m512i t182_3 = _mm512_load_si512((const void *)sched_literal[30]);
    __m512i t183_0 = _mm512_xor_si512(t182_0, t180_0);
    __m512i t183_1 = _mm512_xor_si512(t182_1, t180_1);
    __m512i t183_2 = _mm512_xor_si512(t182_2, t180_2);
    __m512i t183_3 = _mm512_xor_si512(t182_3, t180_3);
    __m512i t185_0 = sched_linear_L(field_subst_pi(t183_0, tv_pi));
    __m512i t185_1 = sched_linear_L(field_subst_pi(t183_1, tv_pi));
    __m512i t185_2 = sched_linear_L(field_subst_pi(t183_2, tv_pi));
    __m512i t185_3 = sched_linear_L(field_subst_pi(t183_3, tv_pi));
    __m512i t186_0 = _mm512_xor_si512(t174_0, t185_0);
    __m512i t186_1 = _mm512_xor_si512(t174_1, t185_1);
    __m512i t186_2 = _mm512_xor_si512(t174_2, t185_2);
    __m512i t186_3 = _mm512_xor_si512(t174_3, t185_3);
    __m512i t188_0 = _mm512_load_si512((const void *)sched_literal[31]);
    __m512i t188_1 = _mm512_load_si512((const void *)sched_literal[31]);
    __m512i t188_2 = _mm512_load_si512((const void *)sched_literal[31]);
    __m512i t188_3 = _mm512_load_si512((const void *)sched_literal[31]);
    __m512i t189_0 = _mm512_xor_si512(t188_0, t186_0);
    __m512i t189_1 = _mm512_xor_si512(t188_1, t186_1);
    __m512i t189_2 = _mm512_xor_si512(t188_2, t186_2);
    __m512i t189_3 = _mm512_xor_si512(t188_3, t186_3);
    __m512i t191_0 = sched_linear_L(field_subst_pi(t189_0, tv_pi));
    __m512i t191_1 = sched_linear_L(field_subst_pi(t189_1, tv_pi));
    __m512i t191_2 = sched_linear_L(field_subst_pi(t189_2, tv_pi));
    __m512i t191_3 = sched_linear_L(field_subst_pi(t189_3, tv_pi));
    __m512i t192_0 = _mm512_xor_si512(t180_0, t191_0);
    __m512i t192_1 = _mm512_xor_si512(t180_1, t191_1);
    __m512i t192_2 = _mm512_xor_si512(t180_2, t191_2);
    __m512i t192_3 = _mm512_xor_si512(t180_3, t191_3);
    _mm_storeu_si128((__m128i *)(rk_0 + 0), _mm512_castsi512_si128(field_leave(a_0)));
    _mm_storeu_si128((__m128i *)(rk_1 + 0), _mm512_castsi512_si128(field_leave(a_1)));
    _mm_storeu_si128((__m128i *)(rk_2 + 0), _mm512_castsi512_si128(field_leave(a_2)));
    _mm_storeu_si128((__m128i *)(rk_3 + 0), _mm512_castsi512_si128(field_leave(a_3)));
    _mm_storeu_si128((__m128i *)(rk_0 + 16), _mm512_castsi512_si128(field_leave(b_0)));
    _mm_storeu_si128((__m128i *)(rk_1 + 16), _mm512_castsi512_si128(field_leave(b_1)));
    _mm_storeu_si128((__m128i *)(rk_2 + 16), _mm512_castsi512_si128(field_leave(b_2)));
    _mm_storeu_si128((__m128i *)(rk_3 + 16), _mm512_castsi512_si128(field_leave(b_3)));
    _mm_storeu_si128((__m128i *)(rk_0 + 32), _mm512_castsi512_si128(field_leave(t48_0)));
    _mm_storeu_si128((__m128i *)(rk_1 + 32), _mm512_castsi512_si128(field_leave(t48_1)));
    _mm_storeu_si128((__m128i *)(rk_2 + 32), _mm512_castsi512_si128(field_leave(t48_2)));
    _mm_storeu_si128((__m128i *)(rk_3 + 32), _mm512_castsi512_si128(field_leave(t48_3)));
    _mm_storeu_si128((__m128i *)(rk_0 + 48), _mm512_castsi512_si128(field_leave(t42_0)));
    _mm_storeu_si128((__m128i *)(rk_1 + 48), _mm512_castsi512_si128(field_leave(t42_1)));
    _mm_storeu_si128((__m128i *)(rk_2 + 48), _mm512_castsi512_si128(field_leave(t42_2)));
    _mm_storeu_si128((__m128i *)(rk_3 + 48), _mm512_castsi512_si128(field_leave(t42_3)));
    _mm_storeu_si128((__m128i *)(rk_0 + 64), _mm512_castsi512_si128(field_leave(t96_0)));
    _mm_storeu_si128((__m128i *)(rk_1 + 64), _mm512_castsi512_si128(field_leave(t96_1)));
    _mm_storeu_si128((__m128i *)(rk_2 + 64), _mm512_castsi512_si128(field_leave(t96_2)));
    _mm_storeu_si128((__m128i *)(rk_3 + 64), _mm512_castsi512_si128(field_leave(t96_3)));
    _mm_storeu_si128((__m128i *)(rk_0 + 80), _mm512_castsi512_si128(field_leave(t90_0)));
    _mm_storeu_si128((__m128i *)(rk_1 + 80), _mm512_castsi512_si128(field_leave(t90_1)));
    _mm_storeu_si128((__m128i *)(rk_2 + 80), _mm512_castsi512_si128(field_leave(t90_2)));
    _mm_storeu_si128((__m128i *)(rk_3 + 80), _mm512_castsi512_si128(field_leave(t90_3)));
    _mm_storeu_si128((__m128i *)(rk_0 + 96), _mm512_castsi512_si128(field_leave(t144_0)));
    _mm_storeu_si128((__m128i *)(rk_1 + 96), _mm512_castsi512_si128(field_leave(t144_1)));
    _mm_storeu_si128((__m128i *)(rk_2 + 96), _mm512_castsi512_si128(field_leave(t144_2)));
    _mm_storeu_si128((__m128i *)(rk_3 + 96), _mm512_castsi512_si128(field_leave(t144_3)));
    _mm_storeu_si128((__m128i *)(rk_0 + 112), _mm512_castsi512_si128(field_leave(t138_0)));
    _mm_storeu_si128((__m128i *)(rk_1 + 112), _mm512_castsi512_si128(field_leave(t138_1)));
    _mm_storeu_si128((__m128i *)(rk_2 + 112), _mm512_castsi512_si128(field_leave(t138_2)));
    _mm_storeu_si128((__m128i *)(rk_3 + 112), _mm512_castsi512_si128(field_leave(t138_3)));
    _mm_storeu_si128((__m128i *)(rk_0 + 128), _mm512_castsi512_si128(field_leave(t192_0)));
    _mm_storeu_si128((__m128i *)(rk_1 + 128), _mm512_castsi512_si128(field_leave(t192_1)));
    _mm_storeu_si128((__m128i *)(rk_2 + 128), _mm512_castsi512_si128(field_leave(t192_2)));
    _mm_storeu_si128((__m128i *)(rk_3 + 128), _mm512_castsi512_si128(field_leave(t192_3)));
    _mm_storeu_si128((__m128i *)(rk_0 + 144), _mm512_castsi512_si128(field_leave(t186_0)));
    _mm_storeu_si128((__m128i *)(rk_1 + 144), _mm512_castsi512_si128(field_leave(t186_1)));
    _mm_storeu_si128((__m128i *)(rk_2 + 144), _mm512_castsi512_si128(field_leave(t186_2)));
    _mm_storeu_si128((__m128i *)(rk_3 + 144), _mm512_castsi512_si128(field_leave(t186_3)));
    gg_wipe(&K1_0, sizeof K1_0);
    gg_wipe(&K1_0_m, sizeof K1_0_m);
    gg_wipe(&K1_1, sizeof K1_1);
    gg_wipe(&K1_1_m, sizeof K1_1_m);
    gg_wipe(&K1_2, sizeof K1_2);
    gg_wipe(&K1_2_m, sizeof K1_2_m);
    gg_wipe(&K1_3, sizeof K1_3);
    gg_wipe(&K1_3_m, sizeof K1_3_m);
    gg_wipe(&K2_0, sizeof K2_0);
    gg_wipe(&K2_0_m, sizeof K2_0_m);
    gg_wipe(&K2_1, sizeof K2_1);
    gg_wipe(&K2_1_m, sizeof K2_1_m);
    gg_wipe(&K2_2, sizeof K2_2);
    gg_wipe(&K2_2_m, sizeof K2_2_m);
    gg_wipe(&K2_3, sizeof K2_3);
    gg_wipe(&K2_3_m, sizeof K2_3_m);
}

/* ---- many keys' schedules byte-sliced, one key per lane of a batch (templates/_x86/
 * sliced_schedule.j2): a batch costs the same for 1 key or BATCH, so calls with at least
 * 24 keys use it. The lookups are the rounds' steps. */
static __attribute__((noinline)) void sliced_lookup_pi_L(__m512i x[16])
{
    __m512i x0_0 = x[0];
    __m512i x0_1 = x[1];
    __m512i x0_2 = x[2];
    __m512i x0_3 = x[3];
    __m512i x0_4 = x[4];
    __m512i x0_5 = x[5];
    __m512i x0_6 = x[6];
    __m512i x0_7 = x[7];
    __m512i x0_8 = x[8];
    __m512i x0_9 = x[9];
    __m512i x0_10 = x[10];
    __m512i x0_11 = x[11];
    __m512i x0_12 = x[12];
    __m512i x0_13 = x[13];
    __m512i x0_14 = x[14];
    __m512i x0_15 = x[15];
    const __m512i tv_pi[4] = {
        _mm512_load_si512((const void *)(tab_pi + 0)),
        _mm512_load_si512((const void *)(tab_pi + 64)),
        _mm512_load_si512((const void *)(tab_pi + 128)),
        _mm512_load_si512((const void *)(tab_pi + 192)),
    };
    x0_0 = subst_pi(x0_0, tv_pi);
    x0_1 = subst_pi(x0_1, tv_pi);
    x0_2 = subst_pi(x0_2, tv_pi);
    x0_3 = subst_pi(x0_3, tv_pi);
    x0_4 = subst_pi(x0_4, tv_pi);
    x0_5 = subst_pi(x0_5, tv_pi);
    x0_6 = subst_pi(x0_6, tv_pi);
    x0_7 = subst_pi(x0_7, tv_pi);
    x0_8 = subst_pi(x0_8, tv_pi);
    x0_9 = subst_pi(x0_9, tv_pi);
    x0_10 = subst_pi(x0_10, tv_pi);
    x0_11 = subst_pi(x0_11, tv_pi);
    x0_12 = subst_pi(x0_12, tv_pi);
    x0_13 = subst_pi(x0_13, tv_pi);
    x0_14 = subst_pi(x0_14, tv_pi);
    x0_15 = subst_pi(x0_15, tv_pi);
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

    x[0] = x0_0;
    x[1] = x0_1;
    x[2] = x0_2;
    x[3] = x0_3;
    x[4] = x0_4;
    x[5] = x0_5;
    x[6] = x0_6;
    x[7] = x0_7;
    x[8] = x0_8;
    x[9] = x0_9;
    x[10] = x0_10;
    x[11] = x0_11;
    x[12] = x0_12;
    x[13] = x0_13;
    x[14] = x0_14;
    x[15] = x0_15;
}

/* the literals, memory byte order */
static const uint8_t sliced_literal[32][16] = {
    { 110, 162, 118, 114, 108, 72, 122, 184, 93, 39, 189, 16, 221, 132, 148, 1 },
    { 220, 135, 236, 228, 216, 144, 244, 179, 186, 78, 185, 32, 121, 203, 235, 2 },
    { 178, 37, 154, 150, 180, 216, 142, 11, 231, 105, 4, 48, 164, 79, 127, 3 },
    { 123, 205, 27, 11, 115, 227, 43, 165, 183, 156, 177, 64, 242, 85, 21, 4 },
    { 21, 111, 109, 121, 31, 171, 81, 29, 234, 187, 12, 80, 47, 209, 129, 5 },
    { 167, 74, 247, 239, 171, 115, 223, 22, 13, 210, 8, 96, 139, 158, 254, 6 },
    { 201, 232, 129, 157, 199, 59, 165, 174, 80, 245, 181, 112, 86, 26, 106, 7 },
    { 246, 89, 54, 22, 230, 5, 86, 137, 173, 251, 161, 128, 39, 170, 42, 8 },
    { 152, 251, 64, 100, 138, 77, 44, 49, 240, 220, 28, 144, 250, 46, 190, 9 },
    { 42, 222, 218, 242, 62, 149, 162, 58, 23, 181, 24, 160, 94, 97, 193, 10 },
    { 68, 124, 172, 128, 82, 221, 216, 130, 74, 146, 165, 176, 131, 229, 85, 11 },
    { 141, 148, 45, 29, 149, 230, 125, 44, 26, 103, 16, 192, 213, 255, 63, 12 },
    { 227, 54, 91, 111, 249, 174, 7, 148, 71, 64, 173, 208, 8, 123, 171, 13 },
    { 81, 19, 193, 249, 77, 118, 137, 159, 160, 41, 169, 224, 172, 52, 212, 14 },
    { 63, 177, 183, 139, 33, 62, 243, 39, 253, 14, 20, 240, 113, 176, 64, 15 },
    { 47, 178, 108, 44, 15, 10, 172, 209, 153, 53, 129, 195, 78, 151, 84, 16 },
    { 65, 16, 26, 94, 99, 66, 214, 105, 196, 18, 60, 211, 147, 19, 192, 17 },
    { 243, 53, 128, 200, 215, 154, 88, 98, 35, 123, 56, 227, 55, 92, 191, 18 },
    { 157, 151, 246, 186, 187, 210, 34, 218, 126, 92, 133, 243, 234, 216, 43, 19 },
    { 84, 127, 119, 39, 124, 233, 135, 116, 46, 169, 48, 131, 188, 194, 65, 20 },
    { 58, 221, 1, 85, 16, 161, 253, 204, 115, 142, 141, 147, 97, 70, 213, 21 },
    { 136, 248, 155, 195, 164, 121, 115, 199, 148, 231, 137, 163, 197, 9, 170, 22 },
    { 230, 90, 237, 177, 200, 49, 9, 127, 201, 192, 52, 179, 24, 141, 62, 23 },
    { 217, 235, 90, 58, 233, 15, 250, 88, 52, 206, 32, 67, 105, 61, 126, 24 },
    { 183, 73, 44, 72, 133, 71, 128, 224, 105, 233, 157, 83, 180, 185, 234, 25 },
    { 5, 108, 182, 222, 49, 159, 14, 235, 142, 128, 153, 99, 16, 246, 149, 26 },
    { 107, 206, 192, 172, 93, 215, 116, 83, 211, 167, 36, 115, 205, 114, 1, 27 },
    { 162, 38, 65, 49, 154, 236, 209, 253, 131, 82, 145, 3, 155, 104, 107, 28 },
    { 204, 132, 55, 67, 246, 164, 171, 69, 222, 117, 44, 19, 70, 236, 255, 29 },
    { 126, 161, 173, 213, 66, 124, 37, 78, 57, 28, 40, 35, 226, 163, 128, 30 },
    { 16, 3, 219, 167, 46, 52, 95, 246, 100, 59, 149, 51, 63, 39, 20, 31 },
    { 94, 167, 216, 88, 30, 20, 155, 97, 241, 106, 193, 69, 156, 237, 168, 32 },
};

/* the key parts: vector m of the value is vector perm[m] of the part loaded as a block is */
static const uint8_t sliced_perm[2][16] = {
    { 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15 },
    { 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15 },
};

/* a value's round key to rk + i stride for the keys i < n (value byte b at byte b) */
static void sliced_store(const __m512i x[16], uint8_t *buf, uint8_t *rk, size_t stride, size_t n)
{
    __m512i w[16];
    for (int m = 0; m < 16; m++)
        w[value_byte[m]] = x[m];
    store_batch(buf, w, BATCH);
    for (size_t i = 0; i < n; i++)
        memcpy(rk + stride * i, buf + 16 * i, 16);
    gg_wipe(w, sizeof w);
}

/* keys i < n (1..BATCH), key i's round keys to rk + i stride */
static void schedule_sliced(const uint8_t *const *keys, uint8_t *rk, size_t stride, size_t n)
{
    __m512i v[3][16], t[16];
    uint8_t buf[BATCH * 16] __attribute__((aligned(64)));
    memset(buf, 0, sizeof buf); /* the lanes past n */
    for (size_t i = 0; i < n; i++)
        memcpy(buf + 16 * i, keys[i] + 0, 16);
    load_batch(t, buf, BATCH);
    for (int m = 0; m < 16; m++)
        v[0][m] = t[sliced_perm[0][m]];
    for (size_t i = 0; i < n; i++)
        memcpy(buf + 16 * i, keys[i] + 16, 16);
    load_batch(t, buf, BATCH);
    for (int m = 0; m < 16; m++)
        v[1][m] = t[sliced_perm[1][m]];
    sliced_store(v[0], buf, rk + 0, stride, n);
    sliced_store(v[1], buf, rk + 16, stride, n);
    for (int m = 0; m < 16; m++)
        v[2][m] = _mm512_set1_epi8((char)sliced_literal[0][m]);
    for (int m = 0; m < 16; m++)
        v[2][m] = _mm512_xor_si512(v[2][m], v[0][m]);
    sliced_lookup_pi_L(v[2]);
    for (int m = 0; m < 16; m++)
        v[2][m] = _mm512_xor_si512(v[1][m], v[2][m]);
    for (int m = 0; m < 16; m++)
        v[1][m] = _mm512_set1_epi8((char)sliced_literal[1][m]);
    for (int m = 0; m < 16; m++)
        v[1][m] = _mm512_xor_si512(v[1][m], v[2][m]);
    sliced_lookup_pi_L(v[1]);
    for (int m = 0; m < 16; m++)
        v[1][m] = _mm512_xor_si512(v[0][m], v[1][m]);
    for (int m = 0; m < 16; m++)
        v[0][m] = _mm512_set1_epi8((char)sliced_literal[2][m]);
    for (int m = 0; m < 16; m++)
        v[0][m] = _mm512_xor_si512(v[0][m], v[1][m]);
    sliced_lookup_pi_L(v[0]);
    for (int m = 0; m < 16; m++)
        v[0][m] = _mm512_xor_si512(v[2][m], v[0][m]);
    for (int m = 0; m < 16; m++)
        v[2][m] = _mm512_set1_epi8((char)sliced_literal[3][m]);
    for (int m = 0; m < 16; m++)
        v[2][m] = _mm512_xor_si512(v[2][m], v[0][m]);
    sliced_lookup_pi_L(v[2]);
    for (int m = 0; m < 16; m++)
        v[2][m] = _mm512_xor_si512(v[1][m], v[2][m]);
    for (int m = 0; m < 16; m++)
        v[1][m] = _mm512_set1_epi8((char)sliced_literal[4][m]);
    for (int m = 0; m < 16; m++)
        v[1][m] = _mm512_xor_si512(v[1][m], v[2][m]);
    sliced_lookup_pi_L(v[1]);
    for (int m = 0; m < 16; m++)
        v[1][m] = _mm512_xor_si512(v[0][m], v[1][m]);
    for (int m = 0; m < 16; m++)
        v[0][m] = _mm512_set1_epi8((char)sliced_literal[5][m]);
    for (int m = 0; m < 16; m++)
        v[0][m] = _mm512_xor_si512(v[0][m], v[1][m]);
    sliced_lookup_pi_L(v[0]);
    for (int m = 0; m < 16; m++)
        v[0][m] = _mm512_xor_si512(v[2][m], v[0][m]);
    for (int m = 0; m < 16; m++)
        v[2][m] = _mm512_set1_epi8((char)sliced_literal[6][m]);
    for (int m = 0; m < 16; m++)
        v[2][m] = _mm512_xor_si512(v[2][m], v[0][m]);
    sliced_lookup_pi_L(v[2]);
    for (int m = 0; m < 16; m++)
        v[2][m] = _mm512_xor_si512(v[1][m], v[2][m]);
    sliced_store(v[2], buf, rk + 48, stride, n);
    for (int m = 0; m < 16; m++)
        v[1][m] = _mm512_set1_epi8((char)sliced_literal[7][m]);
    for (int m = 0; m < 16; m++)
        v[1][m] = _mm512_xor_si512(v[1][m], v[2][m]);
    sliced_lookup_pi_L(v[1]);
    for (int m = 0; m < 16; m++)
        v[1][m] = _mm512_xor_si512(v[0][m], v[1][m]);
    sliced_store(v[1], buf, rk + 32, stride, n);
    for (int m = 0; m < 16; m++)
        v[0][m] = _mm512_set1_epi8((char)sliced_literal[8][m]);
    for (int m = 0; m < 16; m++)
        v[0][m] = _mm512_xor_si512(v[0][m], v[1][m]);
    sliced_lookup_pi_L(v[0]);
    for (int m = 0; m < 16; m++)
        v[0][m] = _mm512_xor_si512(v[2][m], v[0][m]);
    for (int m = 0; m < 16; m++)
        v[2][m] = _mm512_set1_epi8((char)sliced_literal[9][m]);
    for (int m = 0; m < 16; m++)
        v[2][m] = _mm512_xor_si512(v[2][m], v[0][m]);
    sliced_lookup_pi_L(v[2]);
    for (int m = 0; m < 16; m++)
        v[2][m] = _mm512_xor_si512(v[1][m], v[2][m]);
    for (int m = 0; m < 16; m++)
        v[1][m] = _mm512_set1_epi8((char)sliced_literal[10][m]);
    for (int m = 0; m < 16; m++)
        v[1][m] = _mm512_xor_si512(v[1][m], v[2][m]);
    sliced_lookup_pi_L(v[1]);
    for (int m = 0; m < 16; m++)
        v[1][m] = _mm512_xor_si512(v[0][m], v[1][m]);
    for (int m = 0; m < 16; m++)
        v[0][m] = _mm512_set1_epi8((char)sliced_literal[11][m]);
    for (int m = 0; m < 16; m++)
        v[0][m] = _mm512_xor_si512(v[0][m], v[1][m]);
    sliced_lookup_pi_L(v[0]);
    for (int m = 0; m < 16; m++)
        v[0][m] = _mm512_xor_si512(v[2][m], v[0][m]);
    for (int m = 0; m < 16; m++)
        v[2][m] = _mm512_set1_epi8((char)sliced_literal[12][m]);
    for (int m = 0; m < 16; m++)
        v[2][m] = _mm512_xor_si512(v[2][m], v[0][m]);
    sliced_lookup_pi_L(v[2]);
    for (int m = 0; m < 16; m++)
        v[2][m] = _mm512_xor_si512(v[1][m], v[2][m]);
    for (int m = 0; m < 16; m++)
        v[1][m] = _mm512_set1_epi8((char)sliced_literal[13][m]);
    for (int m = 0; m < 16; m++)
        v[1][m] = _mm512_xor_si512(v[1][m], v[2][m]);
    sliced_lookup_pi_L(v[1]);
    for (int m = 0; m < 16; m++)
        v[1][m] = _mm512_xor_si512(v[0][m], v[1][m]);
    for (int m = 0; m < 16; m++)
        v[0][m] = _mm512_set1_epi8((char)sliced_literal[14][m]);
    for (int m = 0; m < 16; m++)
        v[0][m] = _mm512_xor_si512(v[0][m], v[1][m]);
    sliced_lookup_pi_L(v[0]);
    for (int m = 0; m < 16; m++)
        v[0][m] = _mm512_xor_si512(v[2][m], v[0][m]);
    sliced_store(v[0], buf, rk + 80, stride, n);
    for (int m = 0; m < 16; m++)
        v[2][m] = _mm512_set1_epi8((char)sliced_literal[15][m]);
    for (int m = 0; m < 16; m++)
        v[2][m] = _mm512_xor_si512(v[2][m], v[0][m]);
    sliced_lookup_pi_L(v[2]);
    for (int m = 0; m < 16; m++)
        v[2][m] = _mm512_xor_si512(v[1][m], v[2][m]);
    sliced_store(v[2], buf, rk + 64, stride, n);
    for (int m = 0; m < 16; m++)
        v[1][m] = _mm512_set1_epi8((char)sliced_literal[16][m]);
    for (int m = 0; m < 16; m++)
        v[1][m] = _mm512_xor_si512(v[1][m], v[2][m]);
    sliced_lookup_pi_L(v[1]);
    for (int m = 0; m < 16; m++)
        v[1][m] = _mm512_xor_si512(v[0][m], v[1][m]);
    for (int m = 0; m < 16; m++)
        v[0][m] = _mm512_set1_epi8((char)sliced_literal[17][m]);
    for (int m = 0; m < 16; m++)
        v[0][m] = _mm512_xor_si512(v[0][m], v[1][m]);
    sliced_lookup_pi_L(v[0]);
    for (int m = 0; m < 16; m++)
        v[0][m] = _mm512_xor_si512(v[2][m], v[0][m]);
    for (int m = 0; m < 16; m++)
        v[2][m] = _mm512_set1_epi8((char)sliced_literal[18][m]);
    for (int m = 0; m < 16; m++)
        v[2][m] = _mm512_xor_si512(v[2][m], v[0][m]);
    sliced_lookup_pi_L(v[2]);
    for (int m = 0; m < 16; m++)
        v[2][m] = _mm512_xor_si512(v[1][m], v[2][m]);
    for (int m = 0; m < 16; m++)
        v[1][m] = _mm512_set1_epi8((char)sliced_literal[19][m]);
    for (int m = 0; m < 16; m++)
        v[1][m] = _mm512_xor_si512(v[1][m], v[2][m]);
    sliced_lookup_pi_L(v[1]);
    for (int m = 0; m < 16; m++)
        v[1][m] = _mm512_xor_si512(v[0][m], v[1][m]);
    for (int m = 0; m < 16; m++)
        v[0][m] = _mm512_set1_epi8((char)sliced_literal[20][m]);
    for (int m = 0; m < 16; m++)
        v[0][m] = _mm512_xor_si512(v[0][m], v[1][m]);
    sliced_lookup_pi_L(v[0]);
    for (int m = 0; m < 16; m++)
        v[0][m] = _mm512_xor_si512(v[2][m], v[0][m]);
    for (int m = 0; m < 16; m++)
        v[2][m] = _mm512_set1_epi8((char)sliced_literal[21][m]);
    for (int m = 0; m < 16; m++)
        v[2][m] = _mm512_xor_si512(v[2][m], v[0][m]);
    sliced_lookup_pi_L(v[2]);
    for (int m = 0; m < 16; m++)
        v[2][m] = _mm512_xor_si512(v[1][m], v[2][m]);
    for (int m = 0; m < 16; m++)
        v[1][m] = _mm512_set1_epi8((char)sliced_literal[22][m]);
    for (int m = 0; m < 16; m++)
        v[1][m] = _mm512_xor_si512(v[1][m], v[2][m]);
    sliced_lookup_pi_L(v[1]);
    for (int m = 0; m < 16; m++)
        v[1][m] = _mm512_xor_si512(v[0][m], v[1][m]);
    sliced_store(v[1], buf, rk + 112, stride, n);
    for (int m = 0; m < 16; m++)
        v[0][m] = _mm512_set1_epi8((char)sliced_literal[23][m]);
    for (int m = 0; m < 16; m++)
        v[0][m] = _mm512_xor_si512(v[0][m], v[1][m]);
    sliced_lookup_pi_L(v[0]);
    for (int m = 0; m < 16; m++)
        v[0][m] = _mm512_xor_si512(v[2][m], v[0][m]);
    sliced_store(v[0], buf, rk + 96, stride, n);
    for (int m = 0; m < 16; m++)
        v[2][m] = _mm512_set1_epi8((char)sliced_literal[24][m]);
    for (int m = 0; m < 16; m++)
        v[2][m] = _mm512_xor_si512(v[2][m], v[0][m]);
    sliced_lookup_pi_L(v[2]);
    for (int m = 0; m < 16; m++)
        v[2][m] = _mm512_xor_si512(v[1][m], v[2][m]);
    for (int m = 0; m < 16; m++)
        v[1][m] = _mm512_set1_epi8((char)sliced_literal[25][m]);
    for (int m = 0; m < 16; m++)
        v[1][m] = _mm512_xor_si512(v[1][m], v[2][m]);
    sliced_lookup_pi_L(v[1]);
    for (int m = 0; m < 16; m++)
        v[1][m] = _mm512_xor_si512(v[0][m], v[1][m]);
    for (int m = 0; m < 16; m++)
        v[0][m] = _mm512_set1_epi8((char)sliced_literal[26][m]);
    for (int m = 0; m < 16; m++)
        v[0][m] = _mm512_xor_si512(v[0][m], v[1][m]);
    sliced_lookup_pi_L(v[0]);
    for (int m = 0; m < 16; m++)
        v[0][m] = _mm512_xor_si512(v[2][m], v[0][m]);
    for (int m = 0; m < 16; m++)
        v[2][m] = _mm512_set1_epi8((char)sliced_literal[27][m]);
    for (int m = 0; m < 16; m++)
        v[2][m] = _mm512_xor_si512(v[2][m], v[0][m]);
    sliced_lookup_pi_L(v[2]);
    for (int m = 0; m < 16; m++)
        v[2][m] = _mm512_xor_si512(v[1][m], v[2][m]);
    for (int m = 0; m < 16; m++)
        v[1][m] = _mm512_set1_epi8((char)sliced_literal[28][m]);
    for (int m = 0; m < 16; m++)
        v[1][m] = _mm512_xor_si512(v[1][m], v[2][m]);
    sliced_lookup_pi_L(v[1]);
    for (int m = 0; m < 16; m++)
        v[1][m] = _mm512_xor_si512(v[0][m], v[1][m]);
    for (int m = 0; m < 16; m++)
        v[0][m] = _mm512_set1_epi8((char)sliced_literal[29][m]);
    for (int m = 0; m < 16; m++)
        v[0][m] = _mm512_xor_si512(v[0][m], v[1][m]);
    sliced_lookup_pi_L(v[0]);
    for (int m = 0; m < 16; m++)
        v[0][m] = _mm512_xor_si512(v[2][m], v[0][m]);
    for (int m = 0; m < 16; m++)
        v[2][m] = _mm512_set1_epi8((char)sliced_literal[30][m]);
    for (int m = 0; m < 16; m++)
        v[2][m] = _mm512_xor_si512(v[2][m], v[0][m]);
    sliced_lookup_pi_L(v[2]);
    for (int m = 0; m < 16; m++)
        v[2][m] = _mm512_xor_si512(v[1][m], v[2][m]);
    sliced_store(v[2], buf, rk + 144, stride, n);
    for (int m = 0; m < 16; m++)
        v[1][m] = _mm512_set1_epi8((char)sliced_literal[31][m]);
    for (int m = 0; m < 16; m++)
        v[2][m] = _mm512_xor_si512(v[1][m], v[2][m]);
    sliced_lookup_pi_L(v[2]);
    for (int m = 0; m < 16; m++)
        v[2][m] = _mm512_xor_si512(v[0][m], v[2][m]);
    sliced_store(v[2], buf, rk + 128, stride, n);
    gg_wipe(v, sizeof v);
    gg_wipe(t, sizeof t);
    gg_wipe(buf, sizeof buf);
}

/* the many-stream calls' keys, key i's round keys to rk + i stride */
void gg_avx512_kuznyechik_schedule_many(const uint8_t *const *keys, uint8_t *rk, size_t stride, size_t n)
{
    for (size_t m; n >= 24; n -= m, keys += m, rk += m * stride) {
        m = n < BATCH ? n : BATCH;
        schedule_sliced(keys, rk, stride, m);
    }
    for (; n >= 4; n -= 4, keys += 4, rk += 4 * stride)
        schedule_x4(keys, rk, stride);
    for (; n > 0; n--, keys++, rk += stride)
        gg_avx512_kuznyechik_schedule(*keys, rk);
}

/* ---- CTR re-keyed every section by K' = E_K(d) (ACPKM), the next key made beside the keystream ----
 * The next key depends only on the current one: E_K(d) and its schedule are made during the
 * section, one slice (a round of the blocks of d, or one S and L of the schedule's Feistel
 * chain) per round of the section's batches (backends/_bytesliced_bc.py, side_slices): the
 * out-of-order core runs that latency-bound chain beside the batches' port-bound work instead
 * of after it (bench/results/kuznyechik-field.md). */
#define SIDE_SLOTS 41
typedef struct side_state {
    __m512i v[11]; /* the live values */
    __m512i k[10]; /* the current key's round keys, in the field form */
    uint8_t key[32]; /* the next key, E_K(d) */
    const uint8_t *d; /* the re-keying's constant */
    uint8_t *rk; /* where the next key's round keys go */
    int slot; /* the next slice */
} side_state;

static inline __attribute__((always_inline)) void side_step(side_state *st)
{
    __m512i *const v = st->v;
    const __m512i *const k = st->k;
    uint8_t *const key = st->key;
    const uint8_t *const d = st->d;
    uint8_t *const rk = st->rk;
    const __m512i tv_pi[4] = {
        _mm512_load_si512((const void *)(field_tab_pi + 0)),
        _mm512_load_si512((const void *)(field_tab_pi + 64)),
        _mm512_load_si512((const void *)(field_tab_pi + 128)),
        _mm512_load_si512((const void *)(field_tab_pi + 192)),
    };
    switch (st->slot++) { /* the callers run slots 0 .. SIDE_SLOTS - 1 only */
    case 0:
        v[0] = field_load(d + 0);
        v[1] = field_load(d + 16);
        v[0] = _mm512_xor_si512(v[0], k[0]);
        v[1] = _mm512_xor_si512(v[1], k[0]);
        v[0] = field_subst_pi(v[0], tv_pi);
        v[1] = field_subst_pi(v[1], tv_pi);
        v[0] = field_linear_L(v[0]);
        v[1] = field_linear_L(v[1]);
        break;
    case 1:
        v[0] = _mm512_xor_si512(v[0], k[1]);
        v[1] = _mm512_xor_si512(v[1], k[1]);
        v[0] = field_subst_pi(v[0], tv_pi);
        v[1] = field_subst_pi(v[1], tv_pi);
        v[0] = field_linear_L(v[0]);
        v[1] = field_linear_L(v[1]);
        break;
    case 2:
        v[0] = _mm512_xor_si512(v[0], k[2]);
        v[1] = _mm512_xor_si512(v[1], k[2]);
        v[0] = field_subst_pi(v[0], tv_pi);
        v[1] = field_subst_pi(v[1], tv_pi);
        v[0] = field_linear_L(v[0]);
        v[1] = field_linear_L(v[1]);
        break;
    case 3:
        v[0] = _mm512_xor_si512(v[0], k[3]);
        v[1] = _mm512_xor_si512(v[1], k[3]);
        v[0] = field_subst_pi(v[0], tv_pi);
        v[1] = field_subst_pi(v[1], tv_pi);
        v[0] = field_linear_L(v[0]);
        v[1] = field_linear_L(v[1]);
        break;
    case 4:
        v[0] = _mm512_xor_si512(v[0], k[4]);
        v[1] = _mm512_xor_si512(v[1], k[4]);
        v[0] = field_subst_pi(v[0], tv_pi);
        v[1] = field_subst_pi(v[1], tv_pi);
        v[0] = field_linear_L(v[0]);
        v[1] = field_linear_L(v[1]);
        break;
    case 5:
        v[0] = _mm512_xor_si512(v[0], k[5]);
        v[1] = _mm512_xor_si512(v[1], k[5]);
        v[0] = field_subst_pi(v[0], tv_pi);
        v[1] = field_subst_pi(v[1], tv_pi);
        v[0] = field_linear_L(v[0]);
        v[1] = field_linear_L(v[1]);
        break;
    case 6:
        v[0] = _mm512_xor_si512(v[0], k[6]);
        v[1] = _mm512_xor_si512(v[1], k[6]);
        v[0] = field_subst_pi(v[0], tv_pi);
        v[1] = field_subst_pi(v[1], tv_pi);
        v[0] = field_linear_L(v[0]);
        v[1] = field_linear_L(v[1]);
        break;
    case 7:
        v[0] = _mm512_xor_si512(v[0], k[7]);
        v[1] = _mm512_xor_si512(v[1], k[7]);
        v[0] = field_subst_pi(v[0], tv_pi);
        v[1] = field_subst_pi(v[1], tv_pi);
        v[0] = field_linear_L(v[0]);
        v[1] = field_linear_L(v[1]);
        break;
    case 8:
        v[0] = _mm512_xor_si512(v[0], k[8]);
        v[1] = _mm512_xor_si512(v[1], k[8]);
        v[0] = field_subst_pi(v[0], tv_pi);
        v[1] = field_subst_pi(v[1], tv_pi);
        v[0] = field_linear_L(v[0]);
        v[1] = field_linear_L(v[1]);
        break;
    case 9:
        v[0] = _mm512_xor_si512(v[0], k[9]);
        v[1] = _mm512_xor_si512(v[1], k[9]);
        field_store(key + 0, v[0]);
        field_store(key + 16, v[1]);
        { __m128i m_ = _mm_loadu_si128((const __m128i *)(key + 0)); m_ = _mm_shuffle_epi8(m_, _mm_set_epi8(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15)); v[1] = field_enter(_mm512_zextsi128_si512(m_)); gg_wipe(&m_, sizeof m_); }
        { __m128i m_ = _mm_loadu_si128((const __m128i *)(key + 16)); m_ = _mm_shuffle_epi8(m_, _mm_set_epi8(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15)); v[0] = field_enter(_mm512_zextsi128_si512(m_)); gg_wipe(&m_, sizeof m_); }
        v[2] = _mm512_load_si512((const void *)sched_literal[0]);
        v[2] = _mm512_xor_si512(v[2], v[1]);
        v[2] = field_linear_L(field_subst_pi(v[2], tv_pi));
        break;
    case 10:
        v[2] = _mm512_xor_si512(v[0], v[2]);
        v[3] = _mm512_load_si512((const void *)sched_literal[1]);
        v[3] = _mm512_xor_si512(v[3], v[2]);
        v[3] = field_linear_L(field_subst_pi(v[3], tv_pi));
        break;
    case 11:
        v[3] = _mm512_xor_si512(v[1], v[3]);
        v[4] = _mm512_load_si512((const void *)sched_literal[2]);
        v[4] = _mm512_xor_si512(v[4], v[3]);
        v[4] = field_linear_L(field_subst_pi(v[4], tv_pi));
        break;
    case 12:
        v[4] = _mm512_xor_si512(v[2], v[4]);
        v[2] = _mm512_load_si512((const void *)sched_literal[3]);
        v[2] = _mm512_xor_si512(v[2], v[4]);
        v[2] = field_linear_L(field_subst_pi(v[2], tv_pi));
        break;
    case 13:
        v[2] = _mm512_xor_si512(v[3], v[2]);
        v[3] = _mm512_load_si512((const void *)sched_literal[4]);
        v[3] = _mm512_xor_si512(v[3], v[2]);
        v[3] = field_linear_L(field_subst_pi(v[3], tv_pi));
        break;
    case 14:
        v[3] = _mm512_xor_si512(v[4], v[3]);
        v[4] = _mm512_load_si512((const void *)sched_literal[5]);
        v[4] = _mm512_xor_si512(v[4], v[3]);
        v[4] = field_linear_L(field_subst_pi(v[4], tv_pi));
        break;
    case 15:
        v[4] = _mm512_xor_si512(v[2], v[4]);
        v[2] = _mm512_load_si512((const void *)sched_literal[6]);
        v[2] = _mm512_xor_si512(v[2], v[4]);
        v[2] = field_linear_L(field_subst_pi(v[2], tv_pi));
        break;
    case 16:
        v[2] = _mm512_xor_si512(v[3], v[2]);
        v[3] = _mm512_load_si512((const void *)sched_literal[7]);
        v[3] = _mm512_xor_si512(v[3], v[2]);
        v[3] = field_linear_L(field_subst_pi(v[3], tv_pi));
        break;
    case 17:
        v[3] = _mm512_xor_si512(v[4], v[3]);
        v[4] = _mm512_load_si512((const void *)sched_literal[8]);
        v[4] = _mm512_xor_si512(v[4], v[3]);
        v[4] = field_linear_L(field_subst_pi(v[4], tv_pi));
        break;
    case 18:
        v[4] = _mm512_xor_si512(v[2], v[4]);
        v[5] = _mm512_load_si512((const void *)sched_literal[9]);
        v[5] = _mm512_xor_si512(v[5], v[4]);
        v[5] = field_linear_L(field_subst_pi(v[5], tv_pi));
        break;
    case 19:
        v[5] = _mm512_xor_si512(v[3], v[5]);
        v[6] = _mm512_load_si512((const void *)sched_literal[10]);
        v[6] = _mm512_xor_si512(v[6], v[5]);
        v[6] = field_linear_L(field_subst_pi(v[6], tv_pi));
        break;
    case 20:
        v[6] = _mm512_xor_si512(v[4], v[6]);
        v[4] = _mm512_load_si512((const void *)sched_literal[11]);
        v[4] = _mm512_xor_si512(v[4], v[6]);
        v[4] = field_linear_L(field_subst_pi(v[4], tv_pi));
        break;
    case 21:
        v[4] = _mm512_xor_si512(v[5], v[4]);
        v[5] = _mm512_load_si512((const void *)sched_literal[12]);
        v[5] = _mm512_xor_si512(v[5], v[4]);
        v[5] = field_linear_L(field_subst_pi(v[5], tv_pi));
        break;
    case 22:
        v[5] = _mm512_xor_si512(v[6], v[5]);
        v[6] = _mm512_load_si512((const void *)sched_literal[13]);
        v[6] = _mm512_xor_si512(v[6], v[5]);
        v[6] = field_linear_L(field_subst_pi(v[6], tv_pi));
        break;
    case 23:
        v[6] = _mm512_xor_si512(v[4], v[6]);
        v[4] = _mm512_load_si512((const void *)sched_literal[14]);
        v[4] = _mm512_xor_si512(v[4], v[6]);
        v[4] = field_linear_L(field_subst_pi(v[4], tv_pi));
        break;
    case 24:
        v[4] = _mm512_xor_si512(v[5], v[4]);
        v[5] = _mm512_load_si512((const void *)sched_literal[15]);
        v[5] = _mm512_xor_si512(v[5], v[4]);
        v[5] = field_linear_L(field_subst_pi(v[5], tv_pi));
        break;
    case 25:
        v[5] = _mm512_xor_si512(v[6], v[5]);
        v[6] = _mm512_load_si512((const void *)sched_literal[16]);
        v[6] = _mm512_xor_si512(v[6], v[5]);
        v[6] = field_linear_L(field_subst_pi(v[6], tv_pi));
        break;
    case 26:
        v[6] = _mm512_xor_si512(v[4], v[6]);
        v[7] = _mm512_load_si512((const void *)sched_literal[17]);
        v[7] = _mm512_xor_si512(v[7], v[6]);
        v[7] = field_linear_L(field_subst_pi(v[7], tv_pi));
        break;
    case 27:
        v[7] = _mm512_xor_si512(v[5], v[7]);
        v[8] = _mm512_load_si512((const void *)sched_literal[18]);
        v[8] = _mm512_xor_si512(v[8], v[7]);
        v[8] = field_linear_L(field_subst_pi(v[8], tv_pi));
        break;
    case 28:
        v[8] = _mm512_xor_si512(v[6], v[8]);
        v[6] = _mm512_load_si512((const void *)sched_literal[19]);
        v[6] = _mm512_xor_si512(v[6], v[8]);
        v[6] = field_linear_L(field_subst_pi(v[6], tv_pi));
        break;
    case 29:
        v[6] = _mm512_xor_si512(v[7], v[6]);
        v[7] = _mm512_load_si512((const void *)sched_literal[20]);
        v[7] = _mm512_xor_si512(v[7], v[6]);
        v[7] = field_linear_L(field_subst_pi(v[7], tv_pi));
        break;
    case 30:
        v[7] = _mm512_xor_si512(v[8], v[7]);
        v[8] = _mm512_load_si512((const void *)sched_literal[21]);
        v[8] = _mm512_xor_si512(v[8], v[7]);
        v[8] = field_linear_L(field_subst_pi(v[8], tv_pi));
        break;
    case 31:
        v[8] = _mm512_xor_si512(v[6], v[8]);
        v[6] = _mm512_load_si512((const void *)sched_literal[22]);
        v[6] = _mm512_xor_si512(v[6], v[8]);
        v[6] = field_linear_L(field_subst_pi(v[6], tv_pi));
        break;
    case 32:
        v[6] = _mm512_xor_si512(v[7], v[6]);
        v[7] = _mm512_load_si512((const void *)sched_literal[23]);
        v[7] = _mm512_xor_si512(v[7], v[6]);
        v[7] = field_linear_L(field_subst_pi(v[7], tv_pi));
        break;
    case 33:
        v[7] = _mm512_xor_si512(v[8], v[7]);
        v[8] = _mm512_load_si512((const void *)sched_literal[24]);
        v[8] = _mm512_xor_si512(v[8], v[7]);
        v[8] = field_linear_L(field_subst_pi(v[8], tv_pi));
        break;
    case 34:
        v[8] = _mm512_xor_si512(v[6], v[8]);
        v[9] = _mm512_load_si512((const void *)sched_literal[25]);
        v[9] = _mm512_xor_si512(v[9], v[8]);
        v[9] = field_linear_L(field_subst_pi(v[9], tv_pi));
        break;
    case 35:
        v[9] = _mm512_xor_si512(v[7], v[9]);
        v[10] = _mm512_load_si512((const void *)sched_literal[26]);
        v[10] = _mm512_xor_si512(v[10], v[9]);
        v[10] = field_linear_L(field_subst_pi(v[10], tv_pi));
        break;
    case 36:
        v[10] = _mm512_xor_si512(v[8], v[10]);
        v[8] = _mm512_load_si512((const void *)sched_literal[27]);
        v[8] = _mm512_xor_si512(v[8], v[10]);
        v[8] = field_linear_L(field_subst_pi(v[8], tv_pi));
        break;
    case 37:
        v[8] = _mm512_xor_si512(v[9], v[8]);
        v[9] = _mm512_load_si512((const void *)sched_literal[28]);
        v[9] = _mm512_xor_si512(v[9], v[8]);
        v[9] = field_linear_L(field_subst_pi(v[9], tv_pi));
        break;
    case 38:
        v[9] = _mm512_xor_si512(v[10], v[9]);
        v[10] = _mm512_load_si512((const void *)sched_literal[29]);
        v[10] = _mm512_xor_si512(v[10], v[9]);
        v[10] = field_linear_L(field_subst_pi(v[10], tv_pi));
        break;
    case 39:
        v[10] = _mm512_xor_si512(v[8], v[10]);
        v[8] = _mm512_load_si512((const void *)sched_literal[30]);
        v[8] = _mm512_xor_si512(v[8], v[10]);
        v[8] = field_linear_L(field_subst_pi(v[8], tv_pi));
        break;
    case 40:
        v[8] = _mm512_xor_si512(v[9], v[8]);
        v[9] = _mm512_load_si512((const void *)sched_literal[31]);
        v[9] = _mm512_xor_si512(v[9], v[8]);
        v[9] = field_linear_L(field_subst_pi(v[9], tv_pi));
        v[9] = _mm512_xor_si512(v[10], v[9]);
        _mm_storeu_si128((__m128i *)(rk + 0), _mm512_castsi512_si128(field_leave(v[1])));
        _mm_storeu_si128((__m128i *)(rk + 16), _mm512_castsi512_si128(field_leave(v[0])));
        _mm_storeu_si128((__m128i *)(rk + 32), _mm512_castsi512_si128(field_leave(v[3])));
        _mm_storeu_si128((__m128i *)(rk + 48), _mm512_castsi512_si128(field_leave(v[2])));
        _mm_storeu_si128((__m128i *)(rk + 64), _mm512_castsi512_si128(field_leave(v[5])));
        _mm_storeu_si128((__m128i *)(rk + 80), _mm512_castsi512_si128(field_leave(v[4])));
        _mm_storeu_si128((__m128i *)(rk + 96), _mm512_castsi512_si128(field_leave(v[7])));
        _mm_storeu_si128((__m128i *)(rk + 112), _mm512_castsi512_si128(field_leave(v[6])));
        _mm_storeu_si128((__m128i *)(rk + 128), _mm512_castsi512_si128(field_leave(v[9])));
        _mm_storeu_si128((__m128i *)(rk + 144), _mm512_castsi512_si128(field_leave(v[8])));
        break;
    }
}

/* 1 batch at once, batch g under the round keys k[g] ([10][16] vectors); the
 * rounds as a loop (backends/_bytesliced_bc.py, round_loop); each round also runs the side
 * chain's next slice (side_step). */
static __attribute__((noinline)) void encrypt1_side(__m512i x[1][16], const __m512i *const k[1],
                                                   side_state *side)
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

    if (side->slot < SIDE_SLOTS)
        side_step(side);
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

        if (side->slot < SIDE_SLOTS)
            side_step(side);
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

    if (side->slot < SIDE_SLOTS)
        side_step(side);
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
 * rounds as a loop (backends/_bytesliced_bc.py, round_loop); each round also runs the side
 * chain's next slice (side_step). */
/* (CTR re-keyed: the first round from u as below, and the side chain) */
static __attribute__((noinline)) void encrypt1_side_ctr(__m512i x[1][16], const __m512i *const k[1],
                                                       side_state *side, const __m512i u[16])
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
    {
        /* the first round of counter batches that differ in memory byte 15 only: u ^ col * s */
        const __m512i *col = (const __m512i *)(const void *)ctr_col;
        __asm__("" : "+r"(col)); /* opaque: the matrices stay memory operands */
        const __m512i s0 = subst_pi(_mm512_xor_si512(x0_15, k0[16 * 0 + 15]), tv_pi);
        x0_0 = _mm512_xor_si512(u[0], GFMUL(s0, col[0]));
        x0_1 = _mm512_xor_si512(u[1], GFMUL(s0, col[1]));
        x0_2 = _mm512_xor_si512(u[2], GFMUL(s0, col[2]));
        x0_3 = _mm512_xor_si512(u[3], GFMUL(s0, col[3]));
        x0_4 = _mm512_xor_si512(u[4], GFMUL(s0, col[4]));
        x0_5 = _mm512_xor_si512(u[5], GFMUL(s0, col[5]));
        x0_6 = _mm512_xor_si512(u[6], GFMUL(s0, col[6]));
        x0_7 = _mm512_xor_si512(u[7], GFMUL(s0, col[7]));
        x0_8 = _mm512_xor_si512(u[8], GFMUL(s0, col[8]));
        x0_9 = _mm512_xor_si512(u[9], GFMUL(s0, col[9]));
        x0_10 = _mm512_xor_si512(u[10], GFMUL(s0, col[10]));
        x0_11 = _mm512_xor_si512(u[11], GFMUL(s0, col[11]));
        x0_12 = _mm512_xor_si512(u[12], GFMUL(s0, col[12]));
        x0_13 = _mm512_xor_si512(u[13], GFMUL(s0, col[13]));
        x0_14 = _mm512_xor_si512(u[14], GFMUL(s0, col[14]));
        x0_15 = _mm512_xor_si512(u[15], s0);
    }

    if (side->slot < SIDE_SLOTS)
        side_step(side);
    if (side->slot < SIDE_SLOTS) /* (the slice of the round the cache took) */
        side_step(side);
    for (int r = 1; r < 9; r++) {
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

        if (side->slot < SIDE_SLOTS)
            side_step(side);
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

    if (side->slot < SIDE_SLOTS)
        side_step(side);
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


void gg_avx512_kuznyechik_ctr_rekey(uint8_t *rk, const uint8_t *d, const uint8_t *ctr,
                                      const uint8_t *in, uint8_t *out, size_t sec_blocks,
                                      size_t nsec)
{
    __m512i kv[10][16];
    __m512i x[1][16];
    const __m512i *ks[1] = { &kv[0][0] };
    uint8_t c[16], rk2[160];
    uint8_t *cur = rk, *next = rk2;
    side_state side;
    __m512i u[16]; /* ctr_head_shared for the counter bytes up */
    uint8_t up[15];
    int have_u = 0;
    memcpy(c, ctr, 16);
    for (size_t s = 0; s < nsec; s++) {
        key_vectors(kv, cur);
        have_u = 0; /* the section's new key */
        for (int r = 0; r < 10; r++)
            side.k[r] = field_enter(_mm512_zextsi128_si512(_mm_loadu_si128((const __m128i *)(cur + 16 * r))));
        side.d = d;
        side.rk = next;
        side.slot = 0;
        for (size_t i = 0; i < sec_blocks; i += BATCH) {
            const size_t ng = sec_blocks - i < BATCH ? sec_blocks - i : BATCH;
            /* no carry out of byte 15 inside these blocks: their first round from u */
            const int shared = c[15] <= 256 - (BATCH);
            if (shared && (!have_u || memcmp(up, c, 15) != 0)) {
                ctr_head_shared(u, &kv[0][0], c);
                memcpy(up, c, 15);
                have_u = 1;
            }
            counter_batch(x[0], c);
            counter_add(c, ng);
            if (shared)
                encrypt1_side_ctr(x, ks, &side, u);
            else
                encrypt1_side(x, ks, &side);
            store_xor_batch(out + 16 * i, in + 16 * i, x[0], ng);
        }
        while (side.slot < SIDE_SLOTS) /* a section too short to carry it all */
            side_step(&side);
        in += 16 * sec_blocks;
        out += 16 * sec_blocks;
        uint8_t *t = cur;
        cur = next;
        next = t;
    }
    if (cur != rk)
        memcpy(rk, cur, sizeof rk2);
    gg_wipe(kv, sizeof kv);
    gg_wipe(x, sizeof x);
    gg_wipe(rk2, sizeof rk2);
    gg_wipe(c, sizeof c);
    gg_wipe(&side, sizeof side);
    gg_wipe(u, sizeof u);
}
