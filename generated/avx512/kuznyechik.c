/* Auto-generated file. Do not edit!
 *   Template: templates/avx512/blockcipher.c.j2
 *   Generator: gostgen generator (generator/gostgen/emit.py)
 *   Inputs: dsl/kuznyechik.gg, backends/avx512.py
 *   Regenerate with: python -m gostgen.generate */
/* kuznyechik for the avx512 backend (AVX-512 F/BW + VBMI + GFNI), byte-sliced: the lowering
 * is backends/_bytesliced_bc.py (derived from the IR, checked against the interpreter). A batch
 * of 64 blocks is 16 zmm, zmm m holding memory byte m of each block (block b in byte b); subst8
 * is two vpermi2b and a blend, gflinear is vgf2p8affineqb products by the map's coefficients.
 * No memory address or branch depends on data or keys: constant-time. */
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

/* x -> pi[x] per byte: the 128-entry halves by vpermi2b, chosen by the top bit. */
static inline __m512i subst_pi(__m512i x)
{
    const __m512i t0 = _mm512_load_si512((const void *)(tab_pi + 0));
    const __m512i t1 = _mm512_load_si512((const void *)(tab_pi + 64));
    const __m512i t2 = _mm512_load_si512((const void *)(tab_pi + 128));
    const __m512i t3 = _mm512_load_si512((const void *)(tab_pi + 192));
    __m512i lo = _mm512_permutex2var_epi8(t0, x, t1);
    __m512i hi = _mm512_permutex2var_epi8(t2, x, t3);
    return _mm512_mask_blend_epi8(_mm512_movepi8_mask(x), lo, hi);
}

/* For a subst8 step not fused into a bytewise step with its key xor (unused when all are). */
static __attribute__((unused)) void subst_all_pi(__m512i x[16])
{
    for (int j = 0; j < 16; j++)
        x[j] = subst_pi(x[j]);
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

/* x -> pi_inv[x] per byte: the 128-entry halves by vpermi2b, chosen by the top bit. */
static inline __m512i subst_pi_inv(__m512i x)
{
    const __m512i t0 = _mm512_load_si512((const void *)(tab_pi_inv + 0));
    const __m512i t1 = _mm512_load_si512((const void *)(tab_pi_inv + 64));
    const __m512i t2 = _mm512_load_si512((const void *)(tab_pi_inv + 128));
    const __m512i t3 = _mm512_load_si512((const void *)(tab_pi_inv + 192));
    __m512i lo = _mm512_permutex2var_epi8(t0, x, t1);
    __m512i hi = _mm512_permutex2var_epi8(t2, x, t3);
    return _mm512_mask_blend_epi8(_mm512_movepi8_mask(x), lo, hi);
}

/* For a subst8 step not fused into a bytewise step with its key xor (unused when all are). */
static __attribute__((unused)) void subst_all_pi_inv(__m512i x[16])
{
    for (int j = 0; j < 16; j++)
        x[j] = subst_pi_inv(x[j]);
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
#define GFMUL(x, q) _mm512_gf2p8affine_epi64_epi8((x), (q), 0)
#define XOR3(a, b, c) _mm512_ternarylogic_epi64((a), (b), (c), 0x96)
#endif

#define SPLAT8(q) {q, q, q, q, q, q, q, q}

static const long long mat_L[][8] __attribute__((aligned(64))) = {
    SPLAT8(-0x4f2f5fbf7efd4b28LL),
    SPLAT8(-0x27972f5fbf7e2594LL),
    SPLAT8(0x77983162c48866bbLL),
    SPLAT8(-0x259123478f1fe413LL),
    SPLAT8(0x5aefdebc78f0bb2dLL),
    SPLAT8(0x53f5ead5ab57fda9LL),
    SPLAT8(-0x39b56ad5aa556d1dLL),
};

/* L as 16 steps of a shift register (backends/_bytesliced_bc.py, lfsr_form): s[0..15]
 * the register's bytes, s[16 + t] the byte step t feeds in (equal coefficients share a
 * product), s[16..31] the result. */
static void linear_L(__m512i x[16])
{
    __m512i s[32];
    const __m512i *mat = (const __m512i *)mat_L;
    __asm__("" : "+r"(mat)); /* opaque: products take the matrices from memory, not as registers */
    s[0] = x[15];
    s[1] = x[14];
    s[2] = x[13];
    s[3] = x[12];
    s[4] = x[11];
    s[5] = x[10];
    s[6] = x[9];
    s[7] = x[8];
    s[8] = x[7];
    s[9] = x[6];
    s[10] = x[5];
    s[11] = x[4];
    s[12] = x[3];
    s[13] = x[2];
    s[14] = x[1];
    s[15] = x[0];
    s[16] = XOR3(XOR3(XOR3(s[0], s[7], s[9]), GFMUL(_mm512_xor_si512(s[4], s[12]), mat[0]), GFMUL(_mm512_xor_si512(s[2], s[14]), mat[1])), XOR3(GFMUL(_mm512_xor_si512(s[3], s[13]), mat[2]), GFMUL(_mm512_xor_si512(s[6], s[10]), mat[3]), GFMUL(_mm512_xor_si512(s[5], s[11]), mat[4])), _mm512_xor_si512(GFMUL(s[8], mat[5]), GFMUL(_mm512_xor_si512(s[1], s[15]), mat[6])));
    s[17] = XOR3(XOR3(XOR3(s[1], s[8], s[10]), GFMUL(_mm512_xor_si512(s[5], s[13]), mat[0]), GFMUL(_mm512_xor_si512(s[3], s[15]), mat[1])), XOR3(GFMUL(_mm512_xor_si512(s[4], s[14]), mat[2]), GFMUL(_mm512_xor_si512(s[7], s[11]), mat[3]), GFMUL(_mm512_xor_si512(s[6], s[12]), mat[4])), _mm512_xor_si512(GFMUL(s[9], mat[5]), GFMUL(_mm512_xor_si512(s[2], s[16]), mat[6])));
    s[18] = XOR3(XOR3(XOR3(s[2], s[9], s[11]), GFMUL(_mm512_xor_si512(s[6], s[14]), mat[0]), GFMUL(_mm512_xor_si512(s[4], s[16]), mat[1])), XOR3(GFMUL(_mm512_xor_si512(s[5], s[15]), mat[2]), GFMUL(_mm512_xor_si512(s[8], s[12]), mat[3]), GFMUL(_mm512_xor_si512(s[7], s[13]), mat[4])), _mm512_xor_si512(GFMUL(s[10], mat[5]), GFMUL(_mm512_xor_si512(s[3], s[17]), mat[6])));
    s[19] = XOR3(XOR3(XOR3(s[3], s[10], s[12]), GFMUL(_mm512_xor_si512(s[7], s[15]), mat[0]), GFMUL(_mm512_xor_si512(s[5], s[17]), mat[1])), XOR3(GFMUL(_mm512_xor_si512(s[6], s[16]), mat[2]), GFMUL(_mm512_xor_si512(s[9], s[13]), mat[3]), GFMUL(_mm512_xor_si512(s[8], s[14]), mat[4])), _mm512_xor_si512(GFMUL(s[11], mat[5]), GFMUL(_mm512_xor_si512(s[4], s[18]), mat[6])));
    s[20] = XOR3(XOR3(XOR3(s[4], s[11], s[13]), GFMUL(_mm512_xor_si512(s[8], s[16]), mat[0]), GFMUL(_mm512_xor_si512(s[6], s[18]), mat[1])), XOR3(GFMUL(_mm512_xor_si512(s[7], s[17]), mat[2]), GFMUL(_mm512_xor_si512(s[10], s[14]), mat[3]), GFMUL(_mm512_xor_si512(s[9], s[15]), mat[4])), _mm512_xor_si512(GFMUL(s[12], mat[5]), GFMUL(_mm512_xor_si512(s[5], s[19]), mat[6])));
    s[21] = XOR3(XOR3(XOR3(s[5], s[12], s[14]), GFMUL(_mm512_xor_si512(s[9], s[17]), mat[0]), GFMUL(_mm512_xor_si512(s[7], s[19]), mat[1])), XOR3(GFMUL(_mm512_xor_si512(s[8], s[18]), mat[2]), GFMUL(_mm512_xor_si512(s[11], s[15]), mat[3]), GFMUL(_mm512_xor_si512(s[10], s[16]), mat[4])), _mm512_xor_si512(GFMUL(s[13], mat[5]), GFMUL(_mm512_xor_si512(s[6], s[20]), mat[6])));
    s[22] = XOR3(XOR3(XOR3(s[6], s[13], s[15]), GFMUL(_mm512_xor_si512(s[10], s[18]), mat[0]), GFMUL(_mm512_xor_si512(s[8], s[20]), mat[1])), XOR3(GFMUL(_mm512_xor_si512(s[9], s[19]), mat[2]), GFMUL(_mm512_xor_si512(s[12], s[16]), mat[3]), GFMUL(_mm512_xor_si512(s[11], s[17]), mat[4])), _mm512_xor_si512(GFMUL(s[14], mat[5]), GFMUL(_mm512_xor_si512(s[7], s[21]), mat[6])));
    s[23] = XOR3(XOR3(XOR3(s[7], s[14], s[16]), GFMUL(_mm512_xor_si512(s[11], s[19]), mat[0]), GFMUL(_mm512_xor_si512(s[9], s[21]), mat[1])), XOR3(GFMUL(_mm512_xor_si512(s[10], s[20]), mat[2]), GFMUL(_mm512_xor_si512(s[13], s[17]), mat[3]), GFMUL(_mm512_xor_si512(s[12], s[18]), mat[4])), _mm512_xor_si512(GFMUL(s[15], mat[5]), GFMUL(_mm512_xor_si512(s[8], s[22]), mat[6])));
    s[24] = XOR3(XOR3(XOR3(s[8], s[15], s[17]), GFMUL(_mm512_xor_si512(s[12], s[20]), mat[0]), GFMUL(_mm512_xor_si512(s[10], s[22]), mat[1])), XOR3(GFMUL(_mm512_xor_si512(s[11], s[21]), mat[2]), GFMUL(_mm512_xor_si512(s[14], s[18]), mat[3]), GFMUL(_mm512_xor_si512(s[13], s[19]), mat[4])), _mm512_xor_si512(GFMUL(s[16], mat[5]), GFMUL(_mm512_xor_si512(s[9], s[23]), mat[6])));
    s[25] = XOR3(XOR3(XOR3(s[9], s[16], s[18]), GFMUL(_mm512_xor_si512(s[13], s[21]), mat[0]), GFMUL(_mm512_xor_si512(s[11], s[23]), mat[1])), XOR3(GFMUL(_mm512_xor_si512(s[12], s[22]), mat[2]), GFMUL(_mm512_xor_si512(s[15], s[19]), mat[3]), GFMUL(_mm512_xor_si512(s[14], s[20]), mat[4])), _mm512_xor_si512(GFMUL(s[17], mat[5]), GFMUL(_mm512_xor_si512(s[10], s[24]), mat[6])));
    s[26] = XOR3(XOR3(XOR3(s[10], s[17], s[19]), GFMUL(_mm512_xor_si512(s[14], s[22]), mat[0]), GFMUL(_mm512_xor_si512(s[12], s[24]), mat[1])), XOR3(GFMUL(_mm512_xor_si512(s[13], s[23]), mat[2]), GFMUL(_mm512_xor_si512(s[16], s[20]), mat[3]), GFMUL(_mm512_xor_si512(s[15], s[21]), mat[4])), _mm512_xor_si512(GFMUL(s[18], mat[5]), GFMUL(_mm512_xor_si512(s[11], s[25]), mat[6])));
    s[27] = XOR3(XOR3(XOR3(s[11], s[18], s[20]), GFMUL(_mm512_xor_si512(s[15], s[23]), mat[0]), GFMUL(_mm512_xor_si512(s[13], s[25]), mat[1])), XOR3(GFMUL(_mm512_xor_si512(s[14], s[24]), mat[2]), GFMUL(_mm512_xor_si512(s[17], s[21]), mat[3]), GFMUL(_mm512_xor_si512(s[16], s[22]), mat[4])), _mm512_xor_si512(GFMUL(s[19], mat[5]), GFMUL(_mm512_xor_si512(s[12], s[26]), mat[6])));
    s[28] = XOR3(XOR3(XOR3(s[12], s[19], s[21]), GFMUL(_mm512_xor_si512(s[16], s[24]), mat[0]), GFMUL(_mm512_xor_si512(s[14], s[26]), mat[1])), XOR3(GFMUL(_mm512_xor_si512(s[15], s[25]), mat[2]), GFMUL(_mm512_xor_si512(s[18], s[22]), mat[3]), GFMUL(_mm512_xor_si512(s[17], s[23]), mat[4])), _mm512_xor_si512(GFMUL(s[20], mat[5]), GFMUL(_mm512_xor_si512(s[13], s[27]), mat[6])));
    s[29] = XOR3(XOR3(XOR3(s[13], s[20], s[22]), GFMUL(_mm512_xor_si512(s[17], s[25]), mat[0]), GFMUL(_mm512_xor_si512(s[15], s[27]), mat[1])), XOR3(GFMUL(_mm512_xor_si512(s[16], s[26]), mat[2]), GFMUL(_mm512_xor_si512(s[19], s[23]), mat[3]), GFMUL(_mm512_xor_si512(s[18], s[24]), mat[4])), _mm512_xor_si512(GFMUL(s[21], mat[5]), GFMUL(_mm512_xor_si512(s[14], s[28]), mat[6])));
    s[30] = XOR3(XOR3(XOR3(s[14], s[21], s[23]), GFMUL(_mm512_xor_si512(s[18], s[26]), mat[0]), GFMUL(_mm512_xor_si512(s[16], s[28]), mat[1])), XOR3(GFMUL(_mm512_xor_si512(s[17], s[27]), mat[2]), GFMUL(_mm512_xor_si512(s[20], s[24]), mat[3]), GFMUL(_mm512_xor_si512(s[19], s[25]), mat[4])), _mm512_xor_si512(GFMUL(s[22], mat[5]), GFMUL(_mm512_xor_si512(s[15], s[29]), mat[6])));
    s[31] = XOR3(XOR3(XOR3(s[15], s[22], s[24]), GFMUL(_mm512_xor_si512(s[19], s[27]), mat[0]), GFMUL(_mm512_xor_si512(s[17], s[29]), mat[1])), XOR3(GFMUL(_mm512_xor_si512(s[18], s[28]), mat[2]), GFMUL(_mm512_xor_si512(s[21], s[25]), mat[3]), GFMUL(_mm512_xor_si512(s[20], s[26]), mat[4])), _mm512_xor_si512(GFMUL(s[23], mat[5]), GFMUL(_mm512_xor_si512(s[16], s[30]), mat[6])));
    x[15] = s[16];
    x[14] = s[17];
    x[13] = s[18];
    x[12] = s[19];
    x[11] = s[20];
    x[10] = s[21];
    x[9] = s[22];
    x[8] = s[23];
    x[7] = s[24];
    x[6] = s[25];
    x[5] = s[26];
    x[4] = s[27];
    x[3] = s[28];
    x[2] = s[29];
    x[1] = s[30];
    x[0] = s[31];
}

/* The same on 4 batches, step by step: the serial chain of one hides behind the
 * others'. */
static void linearG_L(__m512i x[4][16])
{
    __m512i s0[32], s1[32], s2[32], s3[32];
    const __m512i *mat = (const __m512i *)mat_L;
    __asm__("" : "+r"(mat));
    s0[0] = x[0][15];
    s1[0] = x[1][15];
    s2[0] = x[2][15];
    s3[0] = x[3][15];
    s0[1] = x[0][14];
    s1[1] = x[1][14];
    s2[1] = x[2][14];
    s3[1] = x[3][14];
    s0[2] = x[0][13];
    s1[2] = x[1][13];
    s2[2] = x[2][13];
    s3[2] = x[3][13];
    s0[3] = x[0][12];
    s1[3] = x[1][12];
    s2[3] = x[2][12];
    s3[3] = x[3][12];
    s0[4] = x[0][11];
    s1[4] = x[1][11];
    s2[4] = x[2][11];
    s3[4] = x[3][11];
    s0[5] = x[0][10];
    s1[5] = x[1][10];
    s2[5] = x[2][10];
    s3[5] = x[3][10];
    s0[6] = x[0][9];
    s1[6] = x[1][9];
    s2[6] = x[2][9];
    s3[6] = x[3][9];
    s0[7] = x[0][8];
    s1[7] = x[1][8];
    s2[7] = x[2][8];
    s3[7] = x[3][8];
    s0[8] = x[0][7];
    s1[8] = x[1][7];
    s2[8] = x[2][7];
    s3[8] = x[3][7];
    s0[9] = x[0][6];
    s1[9] = x[1][6];
    s2[9] = x[2][6];
    s3[9] = x[3][6];
    s0[10] = x[0][5];
    s1[10] = x[1][5];
    s2[10] = x[2][5];
    s3[10] = x[3][5];
    s0[11] = x[0][4];
    s1[11] = x[1][4];
    s2[11] = x[2][4];
    s3[11] = x[3][4];
    s0[12] = x[0][3];
    s1[12] = x[1][3];
    s2[12] = x[2][3];
    s3[12] = x[3][3];
    s0[13] = x[0][2];
    s1[13] = x[1][2];
    s2[13] = x[2][2];
    s3[13] = x[3][2];
    s0[14] = x[0][1];
    s1[14] = x[1][1];
    s2[14] = x[2][1];
    s3[14] = x[3][1];
    s0[15] = x[0][0];
    s1[15] = x[1][0];
    s2[15] = x[2][0];
    s3[15] = x[3][0];
    s0[16] = XOR3(XOR3(XOR3(s0[0], s0[7], s0[9]), GFMUL(_mm512_xor_si512(s0[4], s0[12]), mat[0]), GFMUL(_mm512_xor_si512(s0[2], s0[14]), mat[1])), XOR3(GFMUL(_mm512_xor_si512(s0[3], s0[13]), mat[2]), GFMUL(_mm512_xor_si512(s0[6], s0[10]), mat[3]), GFMUL(_mm512_xor_si512(s0[5], s0[11]), mat[4])), _mm512_xor_si512(GFMUL(s0[8], mat[5]), GFMUL(_mm512_xor_si512(s0[1], s0[15]), mat[6])));
    s1[16] = XOR3(XOR3(XOR3(s1[0], s1[7], s1[9]), GFMUL(_mm512_xor_si512(s1[4], s1[12]), mat[0]), GFMUL(_mm512_xor_si512(s1[2], s1[14]), mat[1])), XOR3(GFMUL(_mm512_xor_si512(s1[3], s1[13]), mat[2]), GFMUL(_mm512_xor_si512(s1[6], s1[10]), mat[3]), GFMUL(_mm512_xor_si512(s1[5], s1[11]), mat[4])), _mm512_xor_si512(GFMUL(s1[8], mat[5]), GFMUL(_mm512_xor_si512(s1[1], s1[15]), mat[6])));
    s2[16] = XOR3(XOR3(XOR3(s2[0], s2[7], s2[9]), GFMUL(_mm512_xor_si512(s2[4], s2[12]), mat[0]), GFMUL(_mm512_xor_si512(s2[2], s2[14]), mat[1])), XOR3(GFMUL(_mm512_xor_si512(s2[3], s2[13]), mat[2]), GFMUL(_mm512_xor_si512(s2[6], s2[10]), mat[3]), GFMUL(_mm512_xor_si512(s2[5], s2[11]), mat[4])), _mm512_xor_si512(GFMUL(s2[8], mat[5]), GFMUL(_mm512_xor_si512(s2[1], s2[15]), mat[6])));
    s3[16] = XOR3(XOR3(XOR3(s3[0], s3[7], s3[9]), GFMUL(_mm512_xor_si512(s3[4], s3[12]), mat[0]), GFMUL(_mm512_xor_si512(s3[2], s3[14]), mat[1])), XOR3(GFMUL(_mm512_xor_si512(s3[3], s3[13]), mat[2]), GFMUL(_mm512_xor_si512(s3[6], s3[10]), mat[3]), GFMUL(_mm512_xor_si512(s3[5], s3[11]), mat[4])), _mm512_xor_si512(GFMUL(s3[8], mat[5]), GFMUL(_mm512_xor_si512(s3[1], s3[15]), mat[6])));
    s0[17] = XOR3(XOR3(XOR3(s0[1], s0[8], s0[10]), GFMUL(_mm512_xor_si512(s0[5], s0[13]), mat[0]), GFMUL(_mm512_xor_si512(s0[3], s0[15]), mat[1])), XOR3(GFMUL(_mm512_xor_si512(s0[4], s0[14]), mat[2]), GFMUL(_mm512_xor_si512(s0[7], s0[11]), mat[3]), GFMUL(_mm512_xor_si512(s0[6], s0[12]), mat[4])), _mm512_xor_si512(GFMUL(s0[9], mat[5]), GFMUL(_mm512_xor_si512(s0[2], s0[16]), mat[6])));
    s1[17] = XOR3(XOR3(XOR3(s1[1], s1[8], s1[10]), GFMUL(_mm512_xor_si512(s1[5], s1[13]), mat[0]), GFMUL(_mm512_xor_si512(s1[3], s1[15]), mat[1])), XOR3(GFMUL(_mm512_xor_si512(s1[4], s1[14]), mat[2]), GFMUL(_mm512_xor_si512(s1[7], s1[11]), mat[3]), GFMUL(_mm512_xor_si512(s1[6], s1[12]), mat[4])), _mm512_xor_si512(GFMUL(s1[9], mat[5]), GFMUL(_mm512_xor_si512(s1[2], s1[16]), mat[6])));
    s2[17] = XOR3(XOR3(XOR3(s2[1], s2[8], s2[10]), GFMUL(_mm512_xor_si512(s2[5], s2[13]), mat[0]), GFMUL(_mm512_xor_si512(s2[3], s2[15]), mat[1])), XOR3(GFMUL(_mm512_xor_si512(s2[4], s2[14]), mat[2]), GFMUL(_mm512_xor_si512(s2[7], s2[11]), mat[3]), GFMUL(_mm512_xor_si512(s2[6], s2[12]), mat[4])), _mm512_xor_si512(GFMUL(s2[9], mat[5]), GFMUL(_mm512_xor_si512(s2[2], s2[16]), mat[6])));
    s3[17] = XOR3(XOR3(XOR3(s3[1], s3[8], s3[10]), GFMUL(_mm512_xor_si512(s3[5], s3[13]), mat[0]), GFMUL(_mm512_xor_si512(s3[3], s3[15]), mat[1])), XOR3(GFMUL(_mm512_xor_si512(s3[4], s3[14]), mat[2]), GFMUL(_mm512_xor_si512(s3[7], s3[11]), mat[3]), GFMUL(_mm512_xor_si512(s3[6], s3[12]), mat[4])), _mm512_xor_si512(GFMUL(s3[9], mat[5]), GFMUL(_mm512_xor_si512(s3[2], s3[16]), mat[6])));
    s0[18] = XOR3(XOR3(XOR3(s0[2], s0[9], s0[11]), GFMUL(_mm512_xor_si512(s0[6], s0[14]), mat[0]), GFMUL(_mm512_xor_si512(s0[4], s0[16]), mat[1])), XOR3(GFMUL(_mm512_xor_si512(s0[5], s0[15]), mat[2]), GFMUL(_mm512_xor_si512(s0[8], s0[12]), mat[3]), GFMUL(_mm512_xor_si512(s0[7], s0[13]), mat[4])), _mm512_xor_si512(GFMUL(s0[10], mat[5]), GFMUL(_mm512_xor_si512(s0[3], s0[17]), mat[6])));
    s1[18] = XOR3(XOR3(XOR3(s1[2], s1[9], s1[11]), GFMUL(_mm512_xor_si512(s1[6], s1[14]), mat[0]), GFMUL(_mm512_xor_si512(s1[4], s1[16]), mat[1])), XOR3(GFMUL(_mm512_xor_si512(s1[5], s1[15]), mat[2]), GFMUL(_mm512_xor_si512(s1[8], s1[12]), mat[3]), GFMUL(_mm512_xor_si512(s1[7], s1[13]), mat[4])), _mm512_xor_si512(GFMUL(s1[10], mat[5]), GFMUL(_mm512_xor_si512(s1[3], s1[17]), mat[6])));
    s2[18] = XOR3(XOR3(XOR3(s2[2], s2[9], s2[11]), GFMUL(_mm512_xor_si512(s2[6], s2[14]), mat[0]), GFMUL(_mm512_xor_si512(s2[4], s2[16]), mat[1])), XOR3(GFMUL(_mm512_xor_si512(s2[5], s2[15]), mat[2]), GFMUL(_mm512_xor_si512(s2[8], s2[12]), mat[3]), GFMUL(_mm512_xor_si512(s2[7], s2[13]), mat[4])), _mm512_xor_si512(GFMUL(s2[10], mat[5]), GFMUL(_mm512_xor_si512(s2[3], s2[17]), mat[6])));
    s3[18] = XOR3(XOR3(XOR3(s3[2], s3[9], s3[11]), GFMUL(_mm512_xor_si512(s3[6], s3[14]), mat[0]), GFMUL(_mm512_xor_si512(s3[4], s3[16]), mat[1])), XOR3(GFMUL(_mm512_xor_si512(s3[5], s3[15]), mat[2]), GFMUL(_mm512_xor_si512(s3[8], s3[12]), mat[3]), GFMUL(_mm512_xor_si512(s3[7], s3[13]), mat[4])), _mm512_xor_si512(GFMUL(s3[10], mat[5]), GFMUL(_mm512_xor_si512(s3[3], s3[17]), mat[6])));
    s0[19] = XOR3(XOR3(XOR3(s0[3], s0[10], s0[12]), GFMUL(_mm512_xor_si512(s0[7], s0[15]), mat[0]), GFMUL(_mm512_xor_si512(s0[5], s0[17]), mat[1])), XOR3(GFMUL(_mm512_xor_si512(s0[6], s0[16]), mat[2]), GFMUL(_mm512_xor_si512(s0[9], s0[13]), mat[3]), GFMUL(_mm512_xor_si512(s0[8], s0[14]), mat[4])), _mm512_xor_si512(GFMUL(s0[11], mat[5]), GFMUL(_mm512_xor_si512(s0[4], s0[18]), mat[6])));
    s1[19] = XOR3(XOR3(XOR3(s1[3], s1[10], s1[12]), GFMUL(_mm512_xor_si512(s1[7], s1[15]), mat[0]), GFMUL(_mm512_xor_si512(s1[5], s1[17]), mat[1])), XOR3(GFMUL(_mm512_xor_si512(s1[6], s1[16]), mat[2]), GFMUL(_mm512_xor_si512(s1[9], s1[13]), mat[3]), GFMUL(_mm512_xor_si512(s1[8], s1[14]), mat[4])), _mm512_xor_si512(GFMUL(s1[11], mat[5]), GFMUL(_mm512_xor_si512(s1[4], s1[18]), mat[6])));
    s2[19] = XOR3(XOR3(XOR3(s2[3], s2[10], s2[12]), GFMUL(_mm512_xor_si512(s2[7], s2[15]), mat[0]), GFMUL(_mm512_xor_si512(s2[5], s2[17]), mat[1])), XOR3(GFMUL(_mm512_xor_si512(s2[6], s2[16]), mat[2]), GFMUL(_mm512_xor_si512(s2[9], s2[13]), mat[3]), GFMUL(_mm512_xor_si512(s2[8], s2[14]), mat[4])), _mm512_xor_si512(GFMUL(s2[11], mat[5]), GFMUL(_mm512_xor_si512(s2[4], s2[18]), mat[6])));
    s3[19] = XOR3(XOR3(XOR3(s3[3], s3[10], s3[12]), GFMUL(_mm512_xor_si512(s3[7], s3[15]), mat[0]), GFMUL(_mm512_xor_si512(s3[5], s3[17]), mat[1])), XOR3(GFMUL(_mm512_xor_si512(s3[6], s3[16]), mat[2]), GFMUL(_mm512_xor_si512(s3[9], s3[13]), mat[3]), GFMUL(_mm512_xor_si512(s3[8], s3[14]), mat[4])), _mm512_xor_si512(GFMUL(s3[11], mat[5]), GFMUL(_mm512_xor_si512(s3[4], s3[18]), mat[6])));
    s0[20] = XOR3(XOR3(XOR3(s0[4], s0[11], s0[13]), GFMUL(_mm512_xor_si512(s0[8], s0[16]), mat[0]), GFMUL(_mm512_xor_si512(s0[6], s0[18]), mat[1])), XOR3(GFMUL(_mm512_xor_si512(s0[7], s0[17]), mat[2]), GFMUL(_mm512_xor_si512(s0[10], s0[14]), mat[3]), GFMUL(_mm512_xor_si512(s0[9], s0[15]), mat[4])), _mm512_xor_si512(GFMUL(s0[12], mat[5]), GFMUL(_mm512_xor_si512(s0[5], s0[19]), mat[6])));
    s1[20] = XOR3(XOR3(XOR3(s1[4], s1[11], s1[13]), GFMUL(_mm512_xor_si512(s1[8], s1[16]), mat[0]), GFMUL(_mm512_xor_si512(s1[6], s1[18]), mat[1])), XOR3(GFMUL(_mm512_xor_si512(s1[7], s1[17]), mat[2]), GFMUL(_mm512_xor_si512(s1[10], s1[14]), mat[3]), GFMUL(_mm512_xor_si512(s1[9], s1[15]), mat[4])), _mm512_xor_si512(GFMUL(s1[12], mat[5]), GFMUL(_mm512_xor_si512(s1[5], s1[19]), mat[6])));
    s2[20] = XOR3(XOR3(XOR3(s2[4], s2[11], s2[13]), GFMUL(_mm512_xor_si512(s2[8], s2[16]), mat[0]), GFMUL(_mm512_xor_si512(s2[6], s2[18]), mat[1])), XOR3(GFMUL(_mm512_xor_si512(s2[7], s2[17]), mat[2]), GFMUL(_mm512_xor_si512(s2[10], s2[14]), mat[3]), GFMUL(_mm512_xor_si512(s2[9], s2[15]), mat[4])), _mm512_xor_si512(GFMUL(s2[12], mat[5]), GFMUL(_mm512_xor_si512(s2[5], s2[19]), mat[6])));
    s3[20] = XOR3(XOR3(XOR3(s3[4], s3[11], s3[13]), GFMUL(_mm512_xor_si512(s3[8], s3[16]), mat[0]), GFMUL(_mm512_xor_si512(s3[6], s3[18]), mat[1])), XOR3(GFMUL(_mm512_xor_si512(s3[7], s3[17]), mat[2]), GFMUL(_mm512_xor_si512(s3[10], s3[14]), mat[3]), GFMUL(_mm512_xor_si512(s3[9], s3[15]), mat[4])), _mm512_xor_si512(GFMUL(s3[12], mat[5]), GFMUL(_mm512_xor_si512(s3[5], s3[19]), mat[6])));
    s0[21] = XOR3(XOR3(XOR3(s0[5], s0[12], s0[14]), GFMUL(_mm512_xor_si512(s0[9], s0[17]), mat[0]), GFMUL(_mm512_xor_si512(s0[7], s0[19]), mat[1])), XOR3(GFMUL(_mm512_xor_si512(s0[8], s0[18]), mat[2]), GFMUL(_mm512_xor_si512(s0[11], s0[15]), mat[3]), GFMUL(_mm512_xor_si512(s0[10], s0[16]), mat[4])), _mm512_xor_si512(GFMUL(s0[13], mat[5]), GFMUL(_mm512_xor_si512(s0[6], s0[20]), mat[6])));
    s1[21] = XOR3(XOR3(XOR3(s1[5], s1[12], s1[14]), GFMUL(_mm512_xor_si512(s1[9], s1[17]), mat[0]), GFMUL(_mm512_xor_si512(s1[7], s1[19]), mat[1])), XOR3(GFMUL(_mm512_xor_si512(s1[8], s1[18]), mat[2]), GFMUL(_mm512_xor_si512(s1[11], s1[15]), mat[3]), GFMUL(_mm512_xor_si512(s1[10], s1[16]), mat[4])), _mm512_xor_si512(GFMUL(s1[13], mat[5]), GFMUL(_mm512_xor_si512(s1[6], s1[20]), mat[6])));
    s2[21] = XOR3(XOR3(XOR3(s2[5], s2[12], s2[14]), GFMUL(_mm512_xor_si512(s2[9], s2[17]), mat[0]), GFMUL(_mm512_xor_si512(s2[7], s2[19]), mat[1])), XOR3(GFMUL(_mm512_xor_si512(s2[8], s2[18]), mat[2]), GFMUL(_mm512_xor_si512(s2[11], s2[15]), mat[3]), GFMUL(_mm512_xor_si512(s2[10], s2[16]), mat[4])), _mm512_xor_si512(GFMUL(s2[13], mat[5]), GFMUL(_mm512_xor_si512(s2[6], s2[20]), mat[6])));
    s3[21] = XOR3(XOR3(XOR3(s3[5], s3[12], s3[14]), GFMUL(_mm512_xor_si512(s3[9], s3[17]), mat[0]), GFMUL(_mm512_xor_si512(s3[7], s3[19]), mat[1])), XOR3(GFMUL(_mm512_xor_si512(s3[8], s3[18]), mat[2]), GFMUL(_mm512_xor_si512(s3[11], s3[15]), mat[3]), GFMUL(_mm512_xor_si512(s3[10], s3[16]), mat[4])), _mm512_xor_si512(GFMUL(s3[13], mat[5]), GFMUL(_mm512_xor_si512(s3[6], s3[20]), mat[6])));
    s0[22] = XOR3(XOR3(XOR3(s0[6], s0[13], s0[15]), GFMUL(_mm512_xor_si512(s0[10], s0[18]), mat[0]), GFMUL(_mm512_xor_si512(s0[8], s0[20]), mat[1])), XOR3(GFMUL(_mm512_xor_si512(s0[9], s0[19]), mat[2]), GFMUL(_mm512_xor_si512(s0[12], s0[16]), mat[3]), GFMUL(_mm512_xor_si512(s0[11], s0[17]), mat[4])), _mm512_xor_si512(GFMUL(s0[14], mat[5]), GFMUL(_mm512_xor_si512(s0[7], s0[21]), mat[6])));
    s1[22] = XOR3(XOR3(XOR3(s1[6], s1[13], s1[15]), GFMUL(_mm512_xor_si512(s1[10], s1[18]), mat[0]), GFMUL(_mm512_xor_si512(s1[8], s1[20]), mat[1])), XOR3(GFMUL(_mm512_xor_si512(s1[9], s1[19]), mat[2]), GFMUL(_mm512_xor_si512(s1[12], s1[16]), mat[3]), GFMUL(_mm512_xor_si512(s1[11], s1[17]), mat[4])), _mm512_xor_si512(GFMUL(s1[14], mat[5]), GFMUL(_mm512_xor_si512(s1[7], s1[21]), mat[6])));
    s2[22] = XOR3(XOR3(XOR3(s2[6], s2[13], s2[15]), GFMUL(_mm512_xor_si512(s2[10], s2[18]), mat[0]), GFMUL(_mm512_xor_si512(s2[8], s2[20]), mat[1])), XOR3(GFMUL(_mm512_xor_si512(s2[9], s2[19]), mat[2]), GFMUL(_mm512_xor_si512(s2[12], s2[16]), mat[3]), GFMUL(_mm512_xor_si512(s2[11], s2[17]), mat[4])), _mm512_xor_si512(GFMUL(s2[14], mat[5]), GFMUL(_mm512_xor_si512(s2[7], s2[21]), mat[6])));
    s3[22] = XOR3(XOR3(XOR3(s3[6], s3[13], s3[15]), GFMUL(_mm512_xor_si512(s3[10], s3[18]), mat[0]), GFMUL(_mm512_xor_si512(s3[8], s3[20]), mat[1])), XOR3(GFMUL(_mm512_xor_si512(s3[9], s3[19]), mat[2]), GFMUL(_mm512_xor_si512(s3[12], s3[16]), mat[3]), GFMUL(_mm512_xor_si512(s3[11], s3[17]), mat[4])), _mm512_xor_si512(GFMUL(s3[14], mat[5]), GFMUL(_mm512_xor_si512(s3[7], s3[21]), mat[6])));
    s0[23] = XOR3(XOR3(XOR3(s0[7], s0[14], s0[16]), GFMUL(_mm512_xor_si512(s0[11], s0[19]), mat[0]), GFMUL(_mm512_xor_si512(s0[9], s0[21]), mat[1])), XOR3(GFMUL(_mm512_xor_si512(s0[10], s0[20]), mat[2]), GFMUL(_mm512_xor_si512(s0[13], s0[17]), mat[3]), GFMUL(_mm512_xor_si512(s0[12], s0[18]), mat[4])), _mm512_xor_si512(GFMUL(s0[15], mat[5]), GFMUL(_mm512_xor_si512(s0[8], s0[22]), mat[6])));
    s1[23] = XOR3(XOR3(XOR3(s1[7], s1[14], s1[16]), GFMUL(_mm512_xor_si512(s1[11], s1[19]), mat[0]), GFMUL(_mm512_xor_si512(s1[9], s1[21]), mat[1])), XOR3(GFMUL(_mm512_xor_si512(s1[10], s1[20]), mat[2]), GFMUL(_mm512_xor_si512(s1[13], s1[17]), mat[3]), GFMUL(_mm512_xor_si512(s1[12], s1[18]), mat[4])), _mm512_xor_si512(GFMUL(s1[15], mat[5]), GFMUL(_mm512_xor_si512(s1[8], s1[22]), mat[6])));
    s2[23] = XOR3(XOR3(XOR3(s2[7], s2[14], s2[16]), GFMUL(_mm512_xor_si512(s2[11], s2[19]), mat[0]), GFMUL(_mm512_xor_si512(s2[9], s2[21]), mat[1])), XOR3(GFMUL(_mm512_xor_si512(s2[10], s2[20]), mat[2]), GFMUL(_mm512_xor_si512(s2[13], s2[17]), mat[3]), GFMUL(_mm512_xor_si512(s2[12], s2[18]), mat[4])), _mm512_xor_si512(GFMUL(s2[15], mat[5]), GFMUL(_mm512_xor_si512(s2[8], s2[22]), mat[6])));
    s3[23] = XOR3(XOR3(XOR3(s3[7], s3[14], s3[16]), GFMUL(_mm512_xor_si512(s3[11], s3[19]), mat[0]), GFMUL(_mm512_xor_si512(s3[9], s3[21]), mat[1])), XOR3(GFMUL(_mm512_xor_si512(s3[10], s3[20]), mat[2]), GFMUL(_mm512_xor_si512(s3[13], s3[17]), mat[3]), GFMUL(_mm512_xor_si512(s3[12], s3[18]), mat[4])), _mm512_xor_si512(GFMUL(s3[15], mat[5]), GFMUL(_mm512_xor_si512(s3[8], s3[22]), mat[6])));
    s0[24] = XOR3(XOR3(XOR3(s0[8], s0[15], s0[17]), GFMUL(_mm512_xor_si512(s0[12], s0[20]), mat[0]), GFMUL(_mm512_xor_si512(s0[10], s0[22]), mat[1])), XOR3(GFMUL(_mm512_xor_si512(s0[11], s0[21]), mat[2]), GFMUL(_mm512_xor_si512(s0[14], s0[18]), mat[3]), GFMUL(_mm512_xor_si512(s0[13], s0[19]), mat[4])), _mm512_xor_si512(GFMUL(s0[16], mat[5]), GFMUL(_mm512_xor_si512(s0[9], s0[23]), mat[6])));
    s1[24] = XOR3(XOR3(XOR3(s1[8], s1[15], s1[17]), GFMUL(_mm512_xor_si512(s1[12], s1[20]), mat[0]), GFMUL(_mm512_xor_si512(s1[10], s1[22]), mat[1])), XOR3(GFMUL(_mm512_xor_si512(s1[11], s1[21]), mat[2]), GFMUL(_mm512_xor_si512(s1[14], s1[18]), mat[3]), GFMUL(_mm512_xor_si512(s1[13], s1[19]), mat[4])), _mm512_xor_si512(GFMUL(s1[16], mat[5]), GFMUL(_mm512_xor_si512(s1[9], s1[23]), mat[6])));
    s2[24] = XOR3(XOR3(XOR3(s2[8], s2[15], s2[17]), GFMUL(_mm512_xor_si512(s2[12], s2[20]), mat[0]), GFMUL(_mm512_xor_si512(s2[10], s2[22]), mat[1])), XOR3(GFMUL(_mm512_xor_si512(s2[11], s2[21]), mat[2]), GFMUL(_mm512_xor_si512(s2[14], s2[18]), mat[3]), GFMUL(_mm512_xor_si512(s2[13], s2[19]), mat[4])), _mm512_xor_si512(GFMUL(s2[16], mat[5]), GFMUL(_mm512_xor_si512(s2[9], s2[23]), mat[6])));
    s3[24] = XOR3(XOR3(XOR3(s3[8], s3[15], s3[17]), GFMUL(_mm512_xor_si512(s3[12], s3[20]), mat[0]), GFMUL(_mm512_xor_si512(s3[10], s3[22]), mat[1])), XOR3(GFMUL(_mm512_xor_si512(s3[11], s3[21]), mat[2]), GFMUL(_mm512_xor_si512(s3[14], s3[18]), mat[3]), GFMUL(_mm512_xor_si512(s3[13], s3[19]), mat[4])), _mm512_xor_si512(GFMUL(s3[16], mat[5]), GFMUL(_mm512_xor_si512(s3[9], s3[23]), mat[6])));
    s0[25] = XOR3(XOR3(XOR3(s0[9], s0[16], s0[18]), GFMUL(_mm512_xor_si512(s0[13], s0[21]), mat[0]), GFMUL(_mm512_xor_si512(s0[11], s0[23]), mat[1])), XOR3(GFMUL(_mm512_xor_si512(s0[12], s0[22]), mat[2]), GFMUL(_mm512_xor_si512(s0[15], s0[19]), mat[3]), GFMUL(_mm512_xor_si512(s0[14], s0[20]), mat[4])), _mm512_xor_si512(GFMUL(s0[17], mat[5]), GFMUL(_mm512_xor_si512(s0[10], s0[24]), mat[6])));
    s1[25] = XOR3(XOR3(XOR3(s1[9], s1[16], s1[18]), GFMUL(_mm512_xor_si512(s1[13], s1[21]), mat[0]), GFMUL(_mm512_xor_si512(s1[11], s1[23]), mat[1])), XOR3(GFMUL(_mm512_xor_si512(s1[12], s1[22]), mat[2]), GFMUL(_mm512_xor_si512(s1[15], s1[19]), mat[3]), GFMUL(_mm512_xor_si512(s1[14], s1[20]), mat[4])), _mm512_xor_si512(GFMUL(s1[17], mat[5]), GFMUL(_mm512_xor_si512(s1[10], s1[24]), mat[6])));
    s2[25] = XOR3(XOR3(XOR3(s2[9], s2[16], s2[18]), GFMUL(_mm512_xor_si512(s2[13], s2[21]), mat[0]), GFMUL(_mm512_xor_si512(s2[11], s2[23]), mat[1])), XOR3(GFMUL(_mm512_xor_si512(s2[12], s2[22]), mat[2]), GFMUL(_mm512_xor_si512(s2[15], s2[19]), mat[3]), GFMUL(_mm512_xor_si512(s2[14], s2[20]), mat[4])), _mm512_xor_si512(GFMUL(s2[17], mat[5]), GFMUL(_mm512_xor_si512(s2[10], s2[24]), mat[6])));
    s3[25] = XOR3(XOR3(XOR3(s3[9], s3[16], s3[18]), GFMUL(_mm512_xor_si512(s3[13], s3[21]), mat[0]), GFMUL(_mm512_xor_si512(s3[11], s3[23]), mat[1])), XOR3(GFMUL(_mm512_xor_si512(s3[12], s3[22]), mat[2]), GFMUL(_mm512_xor_si512(s3[15], s3[19]), mat[3]), GFMUL(_mm512_xor_si512(s3[14], s3[20]), mat[4])), _mm512_xor_si512(GFMUL(s3[17], mat[5]), GFMUL(_mm512_xor_si512(s3[10], s3[24]), mat[6])));
    s0[26] = XOR3(XOR3(XOR3(s0[10], s0[17], s0[19]), GFMUL(_mm512_xor_si512(s0[14], s0[22]), mat[0]), GFMUL(_mm512_xor_si512(s0[12], s0[24]), mat[1])), XOR3(GFMUL(_mm512_xor_si512(s0[13], s0[23]), mat[2]), GFMUL(_mm512_xor_si512(s0[16], s0[20]), mat[3]), GFMUL(_mm512_xor_si512(s0[15], s0[21]), mat[4])), _mm512_xor_si512(GFMUL(s0[18], mat[5]), GFMUL(_mm512_xor_si512(s0[11], s0[25]), mat[6])));
    s1[26] = XOR3(XOR3(XOR3(s1[10], s1[17], s1[19]), GFMUL(_mm512_xor_si512(s1[14], s1[22]), mat[0]), GFMUL(_mm512_xor_si512(s1[12], s1[24]), mat[1])), XOR3(GFMUL(_mm512_xor_si512(s1[13], s1[23]), mat[2]), GFMUL(_mm512_xor_si512(s1[16], s1[20]), mat[3]), GFMUL(_mm512_xor_si512(s1[15], s1[21]), mat[4])), _mm512_xor_si512(GFMUL(s1[18], mat[5]), GFMUL(_mm512_xor_si512(s1[11], s1[25]), mat[6])));
    s2[26] = XOR3(XOR3(XOR3(s2[10], s2[17], s2[19]), GFMUL(_mm512_xor_si512(s2[14], s2[22]), mat[0]), GFMUL(_mm512_xor_si512(s2[12], s2[24]), mat[1])), XOR3(GFMUL(_mm512_xor_si512(s2[13], s2[23]), mat[2]), GFMUL(_mm512_xor_si512(s2[16], s2[20]), mat[3]), GFMUL(_mm512_xor_si512(s2[15], s2[21]), mat[4])), _mm512_xor_si512(GFMUL(s2[18], mat[5]), GFMUL(_mm512_xor_si512(s2[11], s2[25]), mat[6])));
    s3[26] = XOR3(XOR3(XOR3(s3[10], s3[17], s3[19]), GFMUL(_mm512_xor_si512(s3[14], s3[22]), mat[0]), GFMUL(_mm512_xor_si512(s3[12], s3[24]), mat[1])), XOR3(GFMUL(_mm512_xor_si512(s3[13], s3[23]), mat[2]), GFMUL(_mm512_xor_si512(s3[16], s3[20]), mat[3]), GFMUL(_mm512_xor_si512(s3[15], s3[21]), mat[4])), _mm512_xor_si512(GFMUL(s3[18], mat[5]), GFMUL(_mm512_xor_si512(s3[11], s3[25]), mat[6])));
    s0[27] = XOR3(XOR3(XOR3(s0[11], s0[18], s0[20]), GFMUL(_mm512_xor_si512(s0[15], s0[23]), mat[0]), GFMUL(_mm512_xor_si512(s0[13], s0[25]), mat[1])), XOR3(GFMUL(_mm512_xor_si512(s0[14], s0[24]), mat[2]), GFMUL(_mm512_xor_si512(s0[17], s0[21]), mat[3]), GFMUL(_mm512_xor_si512(s0[16], s0[22]), mat[4])), _mm512_xor_si512(GFMUL(s0[19], mat[5]), GFMUL(_mm512_xor_si512(s0[12], s0[26]), mat[6])));
    s1[27] = XOR3(XOR3(XOR3(s1[11], s1[18], s1[20]), GFMUL(_mm512_xor_si512(s1[15], s1[23]), mat[0]), GFMUL(_mm512_xor_si512(s1[13], s1[25]), mat[1])), XOR3(GFMUL(_mm512_xor_si512(s1[14], s1[24]), mat[2]), GFMUL(_mm512_xor_si512(s1[17], s1[21]), mat[3]), GFMUL(_mm512_xor_si512(s1[16], s1[22]), mat[4])), _mm512_xor_si512(GFMUL(s1[19], mat[5]), GFMUL(_mm512_xor_si512(s1[12], s1[26]), mat[6])));
    s2[27] = XOR3(XOR3(XOR3(s2[11], s2[18], s2[20]), GFMUL(_mm512_xor_si512(s2[15], s2[23]), mat[0]), GFMUL(_mm512_xor_si512(s2[13], s2[25]), mat[1])), XOR3(GFMUL(_mm512_xor_si512(s2[14], s2[24]), mat[2]), GFMUL(_mm512_xor_si512(s2[17], s2[21]), mat[3]), GFMUL(_mm512_xor_si512(s2[16], s2[22]), mat[4])), _mm512_xor_si512(GFMUL(s2[19], mat[5]), GFMUL(_mm512_xor_si512(s2[12], s2[26]), mat[6])));
    s3[27] = XOR3(XOR3(XOR3(s3[11], s3[18], s3[20]), GFMUL(_mm512_xor_si512(s3[15], s3[23]), mat[0]), GFMUL(_mm512_xor_si512(s3[13], s3[25]), mat[1])), XOR3(GFMUL(_mm512_xor_si512(s3[14], s3[24]), mat[2]), GFMUL(_mm512_xor_si512(s3[17], s3[21]), mat[3]), GFMUL(_mm512_xor_si512(s3[16], s3[22]), mat[4])), _mm512_xor_si512(GFMUL(s3[19], mat[5]), GFMUL(_mm512_xor_si512(s3[12], s3[26]), mat[6])));
    s0[28] = XOR3(XOR3(XOR3(s0[12], s0[19], s0[21]), GFMUL(_mm512_xor_si512(s0[16], s0[24]), mat[0]), GFMUL(_mm512_xor_si512(s0[14], s0[26]), mat[1])), XOR3(GFMUL(_mm512_xor_si512(s0[15], s0[25]), mat[2]), GFMUL(_mm512_xor_si512(s0[18], s0[22]), mat[3]), GFMUL(_mm512_xor_si512(s0[17], s0[23]), mat[4])), _mm512_xor_si512(GFMUL(s0[20], mat[5]), GFMUL(_mm512_xor_si512(s0[13], s0[27]), mat[6])));
    s1[28] = XOR3(XOR3(XOR3(s1[12], s1[19], s1[21]), GFMUL(_mm512_xor_si512(s1[16], s1[24]), mat[0]), GFMUL(_mm512_xor_si512(s1[14], s1[26]), mat[1])), XOR3(GFMUL(_mm512_xor_si512(s1[15], s1[25]), mat[2]), GFMUL(_mm512_xor_si512(s1[18], s1[22]), mat[3]), GFMUL(_mm512_xor_si512(s1[17], s1[23]), mat[4])), _mm512_xor_si512(GFMUL(s1[20], mat[5]), GFMUL(_mm512_xor_si512(s1[13], s1[27]), mat[6])));
    s2[28] = XOR3(XOR3(XOR3(s2[12], s2[19], s2[21]), GFMUL(_mm512_xor_si512(s2[16], s2[24]), mat[0]), GFMUL(_mm512_xor_si512(s2[14], s2[26]), mat[1])), XOR3(GFMUL(_mm512_xor_si512(s2[15], s2[25]), mat[2]), GFMUL(_mm512_xor_si512(s2[18], s2[22]), mat[3]), GFMUL(_mm512_xor_si512(s2[17], s2[23]), mat[4])), _mm512_xor_si512(GFMUL(s2[20], mat[5]), GFMUL(_mm512_xor_si512(s2[13], s2[27]), mat[6])));
    s3[28] = XOR3(XOR3(XOR3(s3[12], s3[19], s3[21]), GFMUL(_mm512_xor_si512(s3[16], s3[24]), mat[0]), GFMUL(_mm512_xor_si512(s3[14], s3[26]), mat[1])), XOR3(GFMUL(_mm512_xor_si512(s3[15], s3[25]), mat[2]), GFMUL(_mm512_xor_si512(s3[18], s3[22]), mat[3]), GFMUL(_mm512_xor_si512(s3[17], s3[23]), mat[4])), _mm512_xor_si512(GFMUL(s3[20], mat[5]), GFMUL(_mm512_xor_si512(s3[13], s3[27]), mat[6])));
    s0[29] = XOR3(XOR3(XOR3(s0[13], s0[20], s0[22]), GFMUL(_mm512_xor_si512(s0[17], s0[25]), mat[0]), GFMUL(_mm512_xor_si512(s0[15], s0[27]), mat[1])), XOR3(GFMUL(_mm512_xor_si512(s0[16], s0[26]), mat[2]), GFMUL(_mm512_xor_si512(s0[19], s0[23]), mat[3]), GFMUL(_mm512_xor_si512(s0[18], s0[24]), mat[4])), _mm512_xor_si512(GFMUL(s0[21], mat[5]), GFMUL(_mm512_xor_si512(s0[14], s0[28]), mat[6])));
    s1[29] = XOR3(XOR3(XOR3(s1[13], s1[20], s1[22]), GFMUL(_mm512_xor_si512(s1[17], s1[25]), mat[0]), GFMUL(_mm512_xor_si512(s1[15], s1[27]), mat[1])), XOR3(GFMUL(_mm512_xor_si512(s1[16], s1[26]), mat[2]), GFMUL(_mm512_xor_si512(s1[19], s1[23]), mat[3]), GFMUL(_mm512_xor_si512(s1[18], s1[24]), mat[4])), _mm512_xor_si512(GFMUL(s1[21], mat[5]), GFMUL(_mm512_xor_si512(s1[14], s1[28]), mat[6])));
    s2[29] = XOR3(XOR3(XOR3(s2[13], s2[20], s2[22]), GFMUL(_mm512_xor_si512(s2[17], s2[25]), mat[0]), GFMUL(_mm512_xor_si512(s2[15], s2[27]), mat[1])), XOR3(GFMUL(_mm512_xor_si512(s2[16], s2[26]), mat[2]), GFMUL(_mm512_xor_si512(s2[19], s2[23]), mat[3]), GFMUL(_mm512_xor_si512(s2[18], s2[24]), mat[4])), _mm512_xor_si512(GFMUL(s2[21], mat[5]), GFMUL(_mm512_xor_si512(s2[14], s2[28]), mat[6])));
    s3[29] = XOR3(XOR3(XOR3(s3[13], s3[20], s3[22]), GFMUL(_mm512_xor_si512(s3[17], s3[25]), mat[0]), GFMUL(_mm512_xor_si512(s3[15], s3[27]), mat[1])), XOR3(GFMUL(_mm512_xor_si512(s3[16], s3[26]), mat[2]), GFMUL(_mm512_xor_si512(s3[19], s3[23]), mat[3]), GFMUL(_mm512_xor_si512(s3[18], s3[24]), mat[4])), _mm512_xor_si512(GFMUL(s3[21], mat[5]), GFMUL(_mm512_xor_si512(s3[14], s3[28]), mat[6])));
    s0[30] = XOR3(XOR3(XOR3(s0[14], s0[21], s0[23]), GFMUL(_mm512_xor_si512(s0[18], s0[26]), mat[0]), GFMUL(_mm512_xor_si512(s0[16], s0[28]), mat[1])), XOR3(GFMUL(_mm512_xor_si512(s0[17], s0[27]), mat[2]), GFMUL(_mm512_xor_si512(s0[20], s0[24]), mat[3]), GFMUL(_mm512_xor_si512(s0[19], s0[25]), mat[4])), _mm512_xor_si512(GFMUL(s0[22], mat[5]), GFMUL(_mm512_xor_si512(s0[15], s0[29]), mat[6])));
    s1[30] = XOR3(XOR3(XOR3(s1[14], s1[21], s1[23]), GFMUL(_mm512_xor_si512(s1[18], s1[26]), mat[0]), GFMUL(_mm512_xor_si512(s1[16], s1[28]), mat[1])), XOR3(GFMUL(_mm512_xor_si512(s1[17], s1[27]), mat[2]), GFMUL(_mm512_xor_si512(s1[20], s1[24]), mat[3]), GFMUL(_mm512_xor_si512(s1[19], s1[25]), mat[4])), _mm512_xor_si512(GFMUL(s1[22], mat[5]), GFMUL(_mm512_xor_si512(s1[15], s1[29]), mat[6])));
    s2[30] = XOR3(XOR3(XOR3(s2[14], s2[21], s2[23]), GFMUL(_mm512_xor_si512(s2[18], s2[26]), mat[0]), GFMUL(_mm512_xor_si512(s2[16], s2[28]), mat[1])), XOR3(GFMUL(_mm512_xor_si512(s2[17], s2[27]), mat[2]), GFMUL(_mm512_xor_si512(s2[20], s2[24]), mat[3]), GFMUL(_mm512_xor_si512(s2[19], s2[25]), mat[4])), _mm512_xor_si512(GFMUL(s2[22], mat[5]), GFMUL(_mm512_xor_si512(s2[15], s2[29]), mat[6])));
    s3[30] = XOR3(XOR3(XOR3(s3[14], s3[21], s3[23]), GFMUL(_mm512_xor_si512(s3[18], s3[26]), mat[0]), GFMUL(_mm512_xor_si512(s3[16], s3[28]), mat[1])), XOR3(GFMUL(_mm512_xor_si512(s3[17], s3[27]), mat[2]), GFMUL(_mm512_xor_si512(s3[20], s3[24]), mat[3]), GFMUL(_mm512_xor_si512(s3[19], s3[25]), mat[4])), _mm512_xor_si512(GFMUL(s3[22], mat[5]), GFMUL(_mm512_xor_si512(s3[15], s3[29]), mat[6])));
    s0[31] = XOR3(XOR3(XOR3(s0[15], s0[22], s0[24]), GFMUL(_mm512_xor_si512(s0[19], s0[27]), mat[0]), GFMUL(_mm512_xor_si512(s0[17], s0[29]), mat[1])), XOR3(GFMUL(_mm512_xor_si512(s0[18], s0[28]), mat[2]), GFMUL(_mm512_xor_si512(s0[21], s0[25]), mat[3]), GFMUL(_mm512_xor_si512(s0[20], s0[26]), mat[4])), _mm512_xor_si512(GFMUL(s0[23], mat[5]), GFMUL(_mm512_xor_si512(s0[16], s0[30]), mat[6])));
    s1[31] = XOR3(XOR3(XOR3(s1[15], s1[22], s1[24]), GFMUL(_mm512_xor_si512(s1[19], s1[27]), mat[0]), GFMUL(_mm512_xor_si512(s1[17], s1[29]), mat[1])), XOR3(GFMUL(_mm512_xor_si512(s1[18], s1[28]), mat[2]), GFMUL(_mm512_xor_si512(s1[21], s1[25]), mat[3]), GFMUL(_mm512_xor_si512(s1[20], s1[26]), mat[4])), _mm512_xor_si512(GFMUL(s1[23], mat[5]), GFMUL(_mm512_xor_si512(s1[16], s1[30]), mat[6])));
    s2[31] = XOR3(XOR3(XOR3(s2[15], s2[22], s2[24]), GFMUL(_mm512_xor_si512(s2[19], s2[27]), mat[0]), GFMUL(_mm512_xor_si512(s2[17], s2[29]), mat[1])), XOR3(GFMUL(_mm512_xor_si512(s2[18], s2[28]), mat[2]), GFMUL(_mm512_xor_si512(s2[21], s2[25]), mat[3]), GFMUL(_mm512_xor_si512(s2[20], s2[26]), mat[4])), _mm512_xor_si512(GFMUL(s2[23], mat[5]), GFMUL(_mm512_xor_si512(s2[16], s2[30]), mat[6])));
    s3[31] = XOR3(XOR3(XOR3(s3[15], s3[22], s3[24]), GFMUL(_mm512_xor_si512(s3[19], s3[27]), mat[0]), GFMUL(_mm512_xor_si512(s3[17], s3[29]), mat[1])), XOR3(GFMUL(_mm512_xor_si512(s3[18], s3[28]), mat[2]), GFMUL(_mm512_xor_si512(s3[21], s3[25]), mat[3]), GFMUL(_mm512_xor_si512(s3[20], s3[26]), mat[4])), _mm512_xor_si512(GFMUL(s3[23], mat[5]), GFMUL(_mm512_xor_si512(s3[16], s3[30]), mat[6])));
    x[0][15] = s0[16];
    x[1][15] = s1[16];
    x[2][15] = s2[16];
    x[3][15] = s3[16];
    x[0][14] = s0[17];
    x[1][14] = s1[17];
    x[2][14] = s2[17];
    x[3][14] = s3[17];
    x[0][13] = s0[18];
    x[1][13] = s1[18];
    x[2][13] = s2[18];
    x[3][13] = s3[18];
    x[0][12] = s0[19];
    x[1][12] = s1[19];
    x[2][12] = s2[19];
    x[3][12] = s3[19];
    x[0][11] = s0[20];
    x[1][11] = s1[20];
    x[2][11] = s2[20];
    x[3][11] = s3[20];
    x[0][10] = s0[21];
    x[1][10] = s1[21];
    x[2][10] = s2[21];
    x[3][10] = s3[21];
    x[0][9] = s0[22];
    x[1][9] = s1[22];
    x[2][9] = s2[22];
    x[3][9] = s3[22];
    x[0][8] = s0[23];
    x[1][8] = s1[23];
    x[2][8] = s2[23];
    x[3][8] = s3[23];
    x[0][7] = s0[24];
    x[1][7] = s1[24];
    x[2][7] = s2[24];
    x[3][7] = s3[24];
    x[0][6] = s0[25];
    x[1][6] = s1[25];
    x[2][6] = s2[25];
    x[3][6] = s3[25];
    x[0][5] = s0[26];
    x[1][5] = s1[26];
    x[2][5] = s2[26];
    x[3][5] = s3[26];
    x[0][4] = s0[27];
    x[1][4] = s1[27];
    x[2][4] = s2[27];
    x[3][4] = s3[27];
    x[0][3] = s0[28];
    x[1][3] = s1[28];
    x[2][3] = s2[28];
    x[3][3] = s3[28];
    x[0][2] = s0[29];
    x[1][2] = s1[29];
    x[2][2] = s2[29];
    x[3][2] = s3[29];
    x[0][1] = s0[30];
    x[1][1] = s1[30];
    x[2][1] = s2[30];
    x[3][1] = s3[30];
    x[0][0] = s0[31];
    x[1][0] = s1[31];
    x[2][0] = s2[31];
    x[3][0] = s3[31];
}

static const long long mat_L_inv[][8] __attribute__((aligned(64))) = {
    SPLAT8(-0x4f2f5fbf7efd4b28LL),
    SPLAT8(-0x27972f5fbf7e2594LL),
    SPLAT8(0x77983162c48866bbLL),
    SPLAT8(-0x259123478f1fe413LL),
    SPLAT8(0x5aefdebc78f0bb2dLL),
    SPLAT8(0x53f5ead5ab57fda9LL),
    SPLAT8(-0x39b56ad5aa556d1dLL),
};

/* L_inv as 16 steps of a shift register (backends/_bytesliced_bc.py, lfsr_form): s[0..15]
 * the register's bytes, s[16 + t] the byte step t feeds in (equal coefficients share a
 * product), s[16..31] the result. */
static void linear_L_inv(__m512i x[16])
{
    __m512i s[32];
    const __m512i *mat = (const __m512i *)mat_L_inv;
    __asm__("" : "+r"(mat)); /* opaque: products take the matrices from memory, not as registers */
    s[0] = x[0];
    s[1] = x[1];
    s[2] = x[2];
    s[3] = x[3];
    s[4] = x[4];
    s[5] = x[5];
    s[6] = x[6];
    s[7] = x[7];
    s[8] = x[8];
    s[9] = x[9];
    s[10] = x[10];
    s[11] = x[11];
    s[12] = x[12];
    s[13] = x[13];
    s[14] = x[14];
    s[15] = x[15];
    s[16] = XOR3(XOR3(XOR3(s[0], s[7], s[9]), GFMUL(_mm512_xor_si512(s[4], s[12]), mat[0]), GFMUL(_mm512_xor_si512(s[2], s[14]), mat[1])), XOR3(GFMUL(_mm512_xor_si512(s[3], s[13]), mat[2]), GFMUL(_mm512_xor_si512(s[6], s[10]), mat[3]), GFMUL(_mm512_xor_si512(s[5], s[11]), mat[4])), _mm512_xor_si512(GFMUL(s[8], mat[5]), GFMUL(_mm512_xor_si512(s[1], s[15]), mat[6])));
    s[17] = XOR3(XOR3(XOR3(s[1], s[8], s[10]), GFMUL(_mm512_xor_si512(s[5], s[13]), mat[0]), GFMUL(_mm512_xor_si512(s[3], s[15]), mat[1])), XOR3(GFMUL(_mm512_xor_si512(s[4], s[14]), mat[2]), GFMUL(_mm512_xor_si512(s[7], s[11]), mat[3]), GFMUL(_mm512_xor_si512(s[6], s[12]), mat[4])), _mm512_xor_si512(GFMUL(s[9], mat[5]), GFMUL(_mm512_xor_si512(s[2], s[16]), mat[6])));
    s[18] = XOR3(XOR3(XOR3(s[2], s[9], s[11]), GFMUL(_mm512_xor_si512(s[6], s[14]), mat[0]), GFMUL(_mm512_xor_si512(s[4], s[16]), mat[1])), XOR3(GFMUL(_mm512_xor_si512(s[5], s[15]), mat[2]), GFMUL(_mm512_xor_si512(s[8], s[12]), mat[3]), GFMUL(_mm512_xor_si512(s[7], s[13]), mat[4])), _mm512_xor_si512(GFMUL(s[10], mat[5]), GFMUL(_mm512_xor_si512(s[3], s[17]), mat[6])));
    s[19] = XOR3(XOR3(XOR3(s[3], s[10], s[12]), GFMUL(_mm512_xor_si512(s[7], s[15]), mat[0]), GFMUL(_mm512_xor_si512(s[5], s[17]), mat[1])), XOR3(GFMUL(_mm512_xor_si512(s[6], s[16]), mat[2]), GFMUL(_mm512_xor_si512(s[9], s[13]), mat[3]), GFMUL(_mm512_xor_si512(s[8], s[14]), mat[4])), _mm512_xor_si512(GFMUL(s[11], mat[5]), GFMUL(_mm512_xor_si512(s[4], s[18]), mat[6])));
    s[20] = XOR3(XOR3(XOR3(s[4], s[11], s[13]), GFMUL(_mm512_xor_si512(s[8], s[16]), mat[0]), GFMUL(_mm512_xor_si512(s[6], s[18]), mat[1])), XOR3(GFMUL(_mm512_xor_si512(s[7], s[17]), mat[2]), GFMUL(_mm512_xor_si512(s[10], s[14]), mat[3]), GFMUL(_mm512_xor_si512(s[9], s[15]), mat[4])), _mm512_xor_si512(GFMUL(s[12], mat[5]), GFMUL(_mm512_xor_si512(s[5], s[19]), mat[6])));
    s[21] = XOR3(XOR3(XOR3(s[5], s[12], s[14]), GFMUL(_mm512_xor_si512(s[9], s[17]), mat[0]), GFMUL(_mm512_xor_si512(s[7], s[19]), mat[1])), XOR3(GFMUL(_mm512_xor_si512(s[8], s[18]), mat[2]), GFMUL(_mm512_xor_si512(s[11], s[15]), mat[3]), GFMUL(_mm512_xor_si512(s[10], s[16]), mat[4])), _mm512_xor_si512(GFMUL(s[13], mat[5]), GFMUL(_mm512_xor_si512(s[6], s[20]), mat[6])));
    s[22] = XOR3(XOR3(XOR3(s[6], s[13], s[15]), GFMUL(_mm512_xor_si512(s[10], s[18]), mat[0]), GFMUL(_mm512_xor_si512(s[8], s[20]), mat[1])), XOR3(GFMUL(_mm512_xor_si512(s[9], s[19]), mat[2]), GFMUL(_mm512_xor_si512(s[12], s[16]), mat[3]), GFMUL(_mm512_xor_si512(s[11], s[17]), mat[4])), _mm512_xor_si512(GFMUL(s[14], mat[5]), GFMUL(_mm512_xor_si512(s[7], s[21]), mat[6])));
    s[23] = XOR3(XOR3(XOR3(s[7], s[14], s[16]), GFMUL(_mm512_xor_si512(s[11], s[19]), mat[0]), GFMUL(_mm512_xor_si512(s[9], s[21]), mat[1])), XOR3(GFMUL(_mm512_xor_si512(s[10], s[20]), mat[2]), GFMUL(_mm512_xor_si512(s[13], s[17]), mat[3]), GFMUL(_mm512_xor_si512(s[12], s[18]), mat[4])), _mm512_xor_si512(GFMUL(s[15], mat[5]), GFMUL(_mm512_xor_si512(s[8], s[22]), mat[6])));
    s[24] = XOR3(XOR3(XOR3(s[8], s[15], s[17]), GFMUL(_mm512_xor_si512(s[12], s[20]), mat[0]), GFMUL(_mm512_xor_si512(s[10], s[22]), mat[1])), XOR3(GFMUL(_mm512_xor_si512(s[11], s[21]), mat[2]), GFMUL(_mm512_xor_si512(s[14], s[18]), mat[3]), GFMUL(_mm512_xor_si512(s[13], s[19]), mat[4])), _mm512_xor_si512(GFMUL(s[16], mat[5]), GFMUL(_mm512_xor_si512(s[9], s[23]), mat[6])));
    s[25] = XOR3(XOR3(XOR3(s[9], s[16], s[18]), GFMUL(_mm512_xor_si512(s[13], s[21]), mat[0]), GFMUL(_mm512_xor_si512(s[11], s[23]), mat[1])), XOR3(GFMUL(_mm512_xor_si512(s[12], s[22]), mat[2]), GFMUL(_mm512_xor_si512(s[15], s[19]), mat[3]), GFMUL(_mm512_xor_si512(s[14], s[20]), mat[4])), _mm512_xor_si512(GFMUL(s[17], mat[5]), GFMUL(_mm512_xor_si512(s[10], s[24]), mat[6])));
    s[26] = XOR3(XOR3(XOR3(s[10], s[17], s[19]), GFMUL(_mm512_xor_si512(s[14], s[22]), mat[0]), GFMUL(_mm512_xor_si512(s[12], s[24]), mat[1])), XOR3(GFMUL(_mm512_xor_si512(s[13], s[23]), mat[2]), GFMUL(_mm512_xor_si512(s[16], s[20]), mat[3]), GFMUL(_mm512_xor_si512(s[15], s[21]), mat[4])), _mm512_xor_si512(GFMUL(s[18], mat[5]), GFMUL(_mm512_xor_si512(s[11], s[25]), mat[6])));
    s[27] = XOR3(XOR3(XOR3(s[11], s[18], s[20]), GFMUL(_mm512_xor_si512(s[15], s[23]), mat[0]), GFMUL(_mm512_xor_si512(s[13], s[25]), mat[1])), XOR3(GFMUL(_mm512_xor_si512(s[14], s[24]), mat[2]), GFMUL(_mm512_xor_si512(s[17], s[21]), mat[3]), GFMUL(_mm512_xor_si512(s[16], s[22]), mat[4])), _mm512_xor_si512(GFMUL(s[19], mat[5]), GFMUL(_mm512_xor_si512(s[12], s[26]), mat[6])));
    s[28] = XOR3(XOR3(XOR3(s[12], s[19], s[21]), GFMUL(_mm512_xor_si512(s[16], s[24]), mat[0]), GFMUL(_mm512_xor_si512(s[14], s[26]), mat[1])), XOR3(GFMUL(_mm512_xor_si512(s[15], s[25]), mat[2]), GFMUL(_mm512_xor_si512(s[18], s[22]), mat[3]), GFMUL(_mm512_xor_si512(s[17], s[23]), mat[4])), _mm512_xor_si512(GFMUL(s[20], mat[5]), GFMUL(_mm512_xor_si512(s[13], s[27]), mat[6])));
    s[29] = XOR3(XOR3(XOR3(s[13], s[20], s[22]), GFMUL(_mm512_xor_si512(s[17], s[25]), mat[0]), GFMUL(_mm512_xor_si512(s[15], s[27]), mat[1])), XOR3(GFMUL(_mm512_xor_si512(s[16], s[26]), mat[2]), GFMUL(_mm512_xor_si512(s[19], s[23]), mat[3]), GFMUL(_mm512_xor_si512(s[18], s[24]), mat[4])), _mm512_xor_si512(GFMUL(s[21], mat[5]), GFMUL(_mm512_xor_si512(s[14], s[28]), mat[6])));
    s[30] = XOR3(XOR3(XOR3(s[14], s[21], s[23]), GFMUL(_mm512_xor_si512(s[18], s[26]), mat[0]), GFMUL(_mm512_xor_si512(s[16], s[28]), mat[1])), XOR3(GFMUL(_mm512_xor_si512(s[17], s[27]), mat[2]), GFMUL(_mm512_xor_si512(s[20], s[24]), mat[3]), GFMUL(_mm512_xor_si512(s[19], s[25]), mat[4])), _mm512_xor_si512(GFMUL(s[22], mat[5]), GFMUL(_mm512_xor_si512(s[15], s[29]), mat[6])));
    s[31] = XOR3(XOR3(XOR3(s[15], s[22], s[24]), GFMUL(_mm512_xor_si512(s[19], s[27]), mat[0]), GFMUL(_mm512_xor_si512(s[17], s[29]), mat[1])), XOR3(GFMUL(_mm512_xor_si512(s[18], s[28]), mat[2]), GFMUL(_mm512_xor_si512(s[21], s[25]), mat[3]), GFMUL(_mm512_xor_si512(s[20], s[26]), mat[4])), _mm512_xor_si512(GFMUL(s[23], mat[5]), GFMUL(_mm512_xor_si512(s[16], s[30]), mat[6])));
    x[0] = s[16];
    x[1] = s[17];
    x[2] = s[18];
    x[3] = s[19];
    x[4] = s[20];
    x[5] = s[21];
    x[6] = s[22];
    x[7] = s[23];
    x[8] = s[24];
    x[9] = s[25];
    x[10] = s[26];
    x[11] = s[27];
    x[12] = s[28];
    x[13] = s[29];
    x[14] = s[30];
    x[15] = s[31];
}

/* The same on 4 batches, step by step: the serial chain of one hides behind the
 * others'. */
static void linearG_L_inv(__m512i x[4][16])
{
    __m512i s0[32], s1[32], s2[32], s3[32];
    const __m512i *mat = (const __m512i *)mat_L_inv;
    __asm__("" : "+r"(mat));
    s0[0] = x[0][0];
    s1[0] = x[1][0];
    s2[0] = x[2][0];
    s3[0] = x[3][0];
    s0[1] = x[0][1];
    s1[1] = x[1][1];
    s2[1] = x[2][1];
    s3[1] = x[3][1];
    s0[2] = x[0][2];
    s1[2] = x[1][2];
    s2[2] = x[2][2];
    s3[2] = x[3][2];
    s0[3] = x[0][3];
    s1[3] = x[1][3];
    s2[3] = x[2][3];
    s3[3] = x[3][3];
    s0[4] = x[0][4];
    s1[4] = x[1][4];
    s2[4] = x[2][4];
    s3[4] = x[3][4];
    s0[5] = x[0][5];
    s1[5] = x[1][5];
    s2[5] = x[2][5];
    s3[5] = x[3][5];
    s0[6] = x[0][6];
    s1[6] = x[1][6];
    s2[6] = x[2][6];
    s3[6] = x[3][6];
    s0[7] = x[0][7];
    s1[7] = x[1][7];
    s2[7] = x[2][7];
    s3[7] = x[3][7];
    s0[8] = x[0][8];
    s1[8] = x[1][8];
    s2[8] = x[2][8];
    s3[8] = x[3][8];
    s0[9] = x[0][9];
    s1[9] = x[1][9];
    s2[9] = x[2][9];
    s3[9] = x[3][9];
    s0[10] = x[0][10];
    s1[10] = x[1][10];
    s2[10] = x[2][10];
    s3[10] = x[3][10];
    s0[11] = x[0][11];
    s1[11] = x[1][11];
    s2[11] = x[2][11];
    s3[11] = x[3][11];
    s0[12] = x[0][12];
    s1[12] = x[1][12];
    s2[12] = x[2][12];
    s3[12] = x[3][12];
    s0[13] = x[0][13];
    s1[13] = x[1][13];
    s2[13] = x[2][13];
    s3[13] = x[3][13];
    s0[14] = x[0][14];
    s1[14] = x[1][14];
    s2[14] = x[2][14];
    s3[14] = x[3][14];
    s0[15] = x[0][15];
    s1[15] = x[1][15];
    s2[15] = x[2][15];
    s3[15] = x[3][15];
    s0[16] = XOR3(XOR3(XOR3(s0[0], s0[7], s0[9]), GFMUL(_mm512_xor_si512(s0[4], s0[12]), mat[0]), GFMUL(_mm512_xor_si512(s0[2], s0[14]), mat[1])), XOR3(GFMUL(_mm512_xor_si512(s0[3], s0[13]), mat[2]), GFMUL(_mm512_xor_si512(s0[6], s0[10]), mat[3]), GFMUL(_mm512_xor_si512(s0[5], s0[11]), mat[4])), _mm512_xor_si512(GFMUL(s0[8], mat[5]), GFMUL(_mm512_xor_si512(s0[1], s0[15]), mat[6])));
    s1[16] = XOR3(XOR3(XOR3(s1[0], s1[7], s1[9]), GFMUL(_mm512_xor_si512(s1[4], s1[12]), mat[0]), GFMUL(_mm512_xor_si512(s1[2], s1[14]), mat[1])), XOR3(GFMUL(_mm512_xor_si512(s1[3], s1[13]), mat[2]), GFMUL(_mm512_xor_si512(s1[6], s1[10]), mat[3]), GFMUL(_mm512_xor_si512(s1[5], s1[11]), mat[4])), _mm512_xor_si512(GFMUL(s1[8], mat[5]), GFMUL(_mm512_xor_si512(s1[1], s1[15]), mat[6])));
    s2[16] = XOR3(XOR3(XOR3(s2[0], s2[7], s2[9]), GFMUL(_mm512_xor_si512(s2[4], s2[12]), mat[0]), GFMUL(_mm512_xor_si512(s2[2], s2[14]), mat[1])), XOR3(GFMUL(_mm512_xor_si512(s2[3], s2[13]), mat[2]), GFMUL(_mm512_xor_si512(s2[6], s2[10]), mat[3]), GFMUL(_mm512_xor_si512(s2[5], s2[11]), mat[4])), _mm512_xor_si512(GFMUL(s2[8], mat[5]), GFMUL(_mm512_xor_si512(s2[1], s2[15]), mat[6])));
    s3[16] = XOR3(XOR3(XOR3(s3[0], s3[7], s3[9]), GFMUL(_mm512_xor_si512(s3[4], s3[12]), mat[0]), GFMUL(_mm512_xor_si512(s3[2], s3[14]), mat[1])), XOR3(GFMUL(_mm512_xor_si512(s3[3], s3[13]), mat[2]), GFMUL(_mm512_xor_si512(s3[6], s3[10]), mat[3]), GFMUL(_mm512_xor_si512(s3[5], s3[11]), mat[4])), _mm512_xor_si512(GFMUL(s3[8], mat[5]), GFMUL(_mm512_xor_si512(s3[1], s3[15]), mat[6])));
    s0[17] = XOR3(XOR3(XOR3(s0[1], s0[8], s0[10]), GFMUL(_mm512_xor_si512(s0[5], s0[13]), mat[0]), GFMUL(_mm512_xor_si512(s0[3], s0[15]), mat[1])), XOR3(GFMUL(_mm512_xor_si512(s0[4], s0[14]), mat[2]), GFMUL(_mm512_xor_si512(s0[7], s0[11]), mat[3]), GFMUL(_mm512_xor_si512(s0[6], s0[12]), mat[4])), _mm512_xor_si512(GFMUL(s0[9], mat[5]), GFMUL(_mm512_xor_si512(s0[2], s0[16]), mat[6])));
    s1[17] = XOR3(XOR3(XOR3(s1[1], s1[8], s1[10]), GFMUL(_mm512_xor_si512(s1[5], s1[13]), mat[0]), GFMUL(_mm512_xor_si512(s1[3], s1[15]), mat[1])), XOR3(GFMUL(_mm512_xor_si512(s1[4], s1[14]), mat[2]), GFMUL(_mm512_xor_si512(s1[7], s1[11]), mat[3]), GFMUL(_mm512_xor_si512(s1[6], s1[12]), mat[4])), _mm512_xor_si512(GFMUL(s1[9], mat[5]), GFMUL(_mm512_xor_si512(s1[2], s1[16]), mat[6])));
    s2[17] = XOR3(XOR3(XOR3(s2[1], s2[8], s2[10]), GFMUL(_mm512_xor_si512(s2[5], s2[13]), mat[0]), GFMUL(_mm512_xor_si512(s2[3], s2[15]), mat[1])), XOR3(GFMUL(_mm512_xor_si512(s2[4], s2[14]), mat[2]), GFMUL(_mm512_xor_si512(s2[7], s2[11]), mat[3]), GFMUL(_mm512_xor_si512(s2[6], s2[12]), mat[4])), _mm512_xor_si512(GFMUL(s2[9], mat[5]), GFMUL(_mm512_xor_si512(s2[2], s2[16]), mat[6])));
    s3[17] = XOR3(XOR3(XOR3(s3[1], s3[8], s3[10]), GFMUL(_mm512_xor_si512(s3[5], s3[13]), mat[0]), GFMUL(_mm512_xor_si512(s3[3], s3[15]), mat[1])), XOR3(GFMUL(_mm512_xor_si512(s3[4], s3[14]), mat[2]), GFMUL(_mm512_xor_si512(s3[7], s3[11]), mat[3]), GFMUL(_mm512_xor_si512(s3[6], s3[12]), mat[4])), _mm512_xor_si512(GFMUL(s3[9], mat[5]), GFMUL(_mm512_xor_si512(s3[2], s3[16]), mat[6])));
    s0[18] = XOR3(XOR3(XOR3(s0[2], s0[9], s0[11]), GFMUL(_mm512_xor_si512(s0[6], s0[14]), mat[0]), GFMUL(_mm512_xor_si512(s0[4], s0[16]), mat[1])), XOR3(GFMUL(_mm512_xor_si512(s0[5], s0[15]), mat[2]), GFMUL(_mm512_xor_si512(s0[8], s0[12]), mat[3]), GFMUL(_mm512_xor_si512(s0[7], s0[13]), mat[4])), _mm512_xor_si512(GFMUL(s0[10], mat[5]), GFMUL(_mm512_xor_si512(s0[3], s0[17]), mat[6])));
    s1[18] = XOR3(XOR3(XOR3(s1[2], s1[9], s1[11]), GFMUL(_mm512_xor_si512(s1[6], s1[14]), mat[0]), GFMUL(_mm512_xor_si512(s1[4], s1[16]), mat[1])), XOR3(GFMUL(_mm512_xor_si512(s1[5], s1[15]), mat[2]), GFMUL(_mm512_xor_si512(s1[8], s1[12]), mat[3]), GFMUL(_mm512_xor_si512(s1[7], s1[13]), mat[4])), _mm512_xor_si512(GFMUL(s1[10], mat[5]), GFMUL(_mm512_xor_si512(s1[3], s1[17]), mat[6])));
    s2[18] = XOR3(XOR3(XOR3(s2[2], s2[9], s2[11]), GFMUL(_mm512_xor_si512(s2[6], s2[14]), mat[0]), GFMUL(_mm512_xor_si512(s2[4], s2[16]), mat[1])), XOR3(GFMUL(_mm512_xor_si512(s2[5], s2[15]), mat[2]), GFMUL(_mm512_xor_si512(s2[8], s2[12]), mat[3]), GFMUL(_mm512_xor_si512(s2[7], s2[13]), mat[4])), _mm512_xor_si512(GFMUL(s2[10], mat[5]), GFMUL(_mm512_xor_si512(s2[3], s2[17]), mat[6])));
    s3[18] = XOR3(XOR3(XOR3(s3[2], s3[9], s3[11]), GFMUL(_mm512_xor_si512(s3[6], s3[14]), mat[0]), GFMUL(_mm512_xor_si512(s3[4], s3[16]), mat[1])), XOR3(GFMUL(_mm512_xor_si512(s3[5], s3[15]), mat[2]), GFMUL(_mm512_xor_si512(s3[8], s3[12]), mat[3]), GFMUL(_mm512_xor_si512(s3[7], s3[13]), mat[4])), _mm512_xor_si512(GFMUL(s3[10], mat[5]), GFMUL(_mm512_xor_si512(s3[3], s3[17]), mat[6])));
    s0[19] = XOR3(XOR3(XOR3(s0[3], s0[10], s0[12]), GFMUL(_mm512_xor_si512(s0[7], s0[15]), mat[0]), GFMUL(_mm512_xor_si512(s0[5], s0[17]), mat[1])), XOR3(GFMUL(_mm512_xor_si512(s0[6], s0[16]), mat[2]), GFMUL(_mm512_xor_si512(s0[9], s0[13]), mat[3]), GFMUL(_mm512_xor_si512(s0[8], s0[14]), mat[4])), _mm512_xor_si512(GFMUL(s0[11], mat[5]), GFMUL(_mm512_xor_si512(s0[4], s0[18]), mat[6])));
    s1[19] = XOR3(XOR3(XOR3(s1[3], s1[10], s1[12]), GFMUL(_mm512_xor_si512(s1[7], s1[15]), mat[0]), GFMUL(_mm512_xor_si512(s1[5], s1[17]), mat[1])), XOR3(GFMUL(_mm512_xor_si512(s1[6], s1[16]), mat[2]), GFMUL(_mm512_xor_si512(s1[9], s1[13]), mat[3]), GFMUL(_mm512_xor_si512(s1[8], s1[14]), mat[4])), _mm512_xor_si512(GFMUL(s1[11], mat[5]), GFMUL(_mm512_xor_si512(s1[4], s1[18]), mat[6])));
    s2[19] = XOR3(XOR3(XOR3(s2[3], s2[10], s2[12]), GFMUL(_mm512_xor_si512(s2[7], s2[15]), mat[0]), GFMUL(_mm512_xor_si512(s2[5], s2[17]), mat[1])), XOR3(GFMUL(_mm512_xor_si512(s2[6], s2[16]), mat[2]), GFMUL(_mm512_xor_si512(s2[9], s2[13]), mat[3]), GFMUL(_mm512_xor_si512(s2[8], s2[14]), mat[4])), _mm512_xor_si512(GFMUL(s2[11], mat[5]), GFMUL(_mm512_xor_si512(s2[4], s2[18]), mat[6])));
    s3[19] = XOR3(XOR3(XOR3(s3[3], s3[10], s3[12]), GFMUL(_mm512_xor_si512(s3[7], s3[15]), mat[0]), GFMUL(_mm512_xor_si512(s3[5], s3[17]), mat[1])), XOR3(GFMUL(_mm512_xor_si512(s3[6], s3[16]), mat[2]), GFMUL(_mm512_xor_si512(s3[9], s3[13]), mat[3]), GFMUL(_mm512_xor_si512(s3[8], s3[14]), mat[4])), _mm512_xor_si512(GFMUL(s3[11], mat[5]), GFMUL(_mm512_xor_si512(s3[4], s3[18]), mat[6])));
    s0[20] = XOR3(XOR3(XOR3(s0[4], s0[11], s0[13]), GFMUL(_mm512_xor_si512(s0[8], s0[16]), mat[0]), GFMUL(_mm512_xor_si512(s0[6], s0[18]), mat[1])), XOR3(GFMUL(_mm512_xor_si512(s0[7], s0[17]), mat[2]), GFMUL(_mm512_xor_si512(s0[10], s0[14]), mat[3]), GFMUL(_mm512_xor_si512(s0[9], s0[15]), mat[4])), _mm512_xor_si512(GFMUL(s0[12], mat[5]), GFMUL(_mm512_xor_si512(s0[5], s0[19]), mat[6])));
    s1[20] = XOR3(XOR3(XOR3(s1[4], s1[11], s1[13]), GFMUL(_mm512_xor_si512(s1[8], s1[16]), mat[0]), GFMUL(_mm512_xor_si512(s1[6], s1[18]), mat[1])), XOR3(GFMUL(_mm512_xor_si512(s1[7], s1[17]), mat[2]), GFMUL(_mm512_xor_si512(s1[10], s1[14]), mat[3]), GFMUL(_mm512_xor_si512(s1[9], s1[15]), mat[4])), _mm512_xor_si512(GFMUL(s1[12], mat[5]), GFMUL(_mm512_xor_si512(s1[5], s1[19]), mat[6])));
    s2[20] = XOR3(XOR3(XOR3(s2[4], s2[11], s2[13]), GFMUL(_mm512_xor_si512(s2[8], s2[16]), mat[0]), GFMUL(_mm512_xor_si512(s2[6], s2[18]), mat[1])), XOR3(GFMUL(_mm512_xor_si512(s2[7], s2[17]), mat[2]), GFMUL(_mm512_xor_si512(s2[10], s2[14]), mat[3]), GFMUL(_mm512_xor_si512(s2[9], s2[15]), mat[4])), _mm512_xor_si512(GFMUL(s2[12], mat[5]), GFMUL(_mm512_xor_si512(s2[5], s2[19]), mat[6])));
    s3[20] = XOR3(XOR3(XOR3(s3[4], s3[11], s3[13]), GFMUL(_mm512_xor_si512(s3[8], s3[16]), mat[0]), GFMUL(_mm512_xor_si512(s3[6], s3[18]), mat[1])), XOR3(GFMUL(_mm512_xor_si512(s3[7], s3[17]), mat[2]), GFMUL(_mm512_xor_si512(s3[10], s3[14]), mat[3]), GFMUL(_mm512_xor_si512(s3[9], s3[15]), mat[4])), _mm512_xor_si512(GFMUL(s3[12], mat[5]), GFMUL(_mm512_xor_si512(s3[5], s3[19]), mat[6])));
    s0[21] = XOR3(XOR3(XOR3(s0[5], s0[12], s0[14]), GFMUL(_mm512_xor_si512(s0[9], s0[17]), mat[0]), GFMUL(_mm512_xor_si512(s0[7], s0[19]), mat[1])), XOR3(GFMUL(_mm512_xor_si512(s0[8], s0[18]), mat[2]), GFMUL(_mm512_xor_si512(s0[11], s0[15]), mat[3]), GFMUL(_mm512_xor_si512(s0[10], s0[16]), mat[4])), _mm512_xor_si512(GFMUL(s0[13], mat[5]), GFMUL(_mm512_xor_si512(s0[6], s0[20]), mat[6])));
    s1[21] = XOR3(XOR3(XOR3(s1[5], s1[12], s1[14]), GFMUL(_mm512_xor_si512(s1[9], s1[17]), mat[0]), GFMUL(_mm512_xor_si512(s1[7], s1[19]), mat[1])), XOR3(GFMUL(_mm512_xor_si512(s1[8], s1[18]), mat[2]), GFMUL(_mm512_xor_si512(s1[11], s1[15]), mat[3]), GFMUL(_mm512_xor_si512(s1[10], s1[16]), mat[4])), _mm512_xor_si512(GFMUL(s1[13], mat[5]), GFMUL(_mm512_xor_si512(s1[6], s1[20]), mat[6])));
    s2[21] = XOR3(XOR3(XOR3(s2[5], s2[12], s2[14]), GFMUL(_mm512_xor_si512(s2[9], s2[17]), mat[0]), GFMUL(_mm512_xor_si512(s2[7], s2[19]), mat[1])), XOR3(GFMUL(_mm512_xor_si512(s2[8], s2[18]), mat[2]), GFMUL(_mm512_xor_si512(s2[11], s2[15]), mat[3]), GFMUL(_mm512_xor_si512(s2[10], s2[16]), mat[4])), _mm512_xor_si512(GFMUL(s2[13], mat[5]), GFMUL(_mm512_xor_si512(s2[6], s2[20]), mat[6])));
    s3[21] = XOR3(XOR3(XOR3(s3[5], s3[12], s3[14]), GFMUL(_mm512_xor_si512(s3[9], s3[17]), mat[0]), GFMUL(_mm512_xor_si512(s3[7], s3[19]), mat[1])), XOR3(GFMUL(_mm512_xor_si512(s3[8], s3[18]), mat[2]), GFMUL(_mm512_xor_si512(s3[11], s3[15]), mat[3]), GFMUL(_mm512_xor_si512(s3[10], s3[16]), mat[4])), _mm512_xor_si512(GFMUL(s3[13], mat[5]), GFMUL(_mm512_xor_si512(s3[6], s3[20]), mat[6])));
    s0[22] = XOR3(XOR3(XOR3(s0[6], s0[13], s0[15]), GFMUL(_mm512_xor_si512(s0[10], s0[18]), mat[0]), GFMUL(_mm512_xor_si512(s0[8], s0[20]), mat[1])), XOR3(GFMUL(_mm512_xor_si512(s0[9], s0[19]), mat[2]), GFMUL(_mm512_xor_si512(s0[12], s0[16]), mat[3]), GFMUL(_mm512_xor_si512(s0[11], s0[17]), mat[4])), _mm512_xor_si512(GFMUL(s0[14], mat[5]), GFMUL(_mm512_xor_si512(s0[7], s0[21]), mat[6])));
    s1[22] = XOR3(XOR3(XOR3(s1[6], s1[13], s1[15]), GFMUL(_mm512_xor_si512(s1[10], s1[18]), mat[0]), GFMUL(_mm512_xor_si512(s1[8], s1[20]), mat[1])), XOR3(GFMUL(_mm512_xor_si512(s1[9], s1[19]), mat[2]), GFMUL(_mm512_xor_si512(s1[12], s1[16]), mat[3]), GFMUL(_mm512_xor_si512(s1[11], s1[17]), mat[4])), _mm512_xor_si512(GFMUL(s1[14], mat[5]), GFMUL(_mm512_xor_si512(s1[7], s1[21]), mat[6])));
    s2[22] = XOR3(XOR3(XOR3(s2[6], s2[13], s2[15]), GFMUL(_mm512_xor_si512(s2[10], s2[18]), mat[0]), GFMUL(_mm512_xor_si512(s2[8], s2[20]), mat[1])), XOR3(GFMUL(_mm512_xor_si512(s2[9], s2[19]), mat[2]), GFMUL(_mm512_xor_si512(s2[12], s2[16]), mat[3]), GFMUL(_mm512_xor_si512(s2[11], s2[17]), mat[4])), _mm512_xor_si512(GFMUL(s2[14], mat[5]), GFMUL(_mm512_xor_si512(s2[7], s2[21]), mat[6])));
    s3[22] = XOR3(XOR3(XOR3(s3[6], s3[13], s3[15]), GFMUL(_mm512_xor_si512(s3[10], s3[18]), mat[0]), GFMUL(_mm512_xor_si512(s3[8], s3[20]), mat[1])), XOR3(GFMUL(_mm512_xor_si512(s3[9], s3[19]), mat[2]), GFMUL(_mm512_xor_si512(s3[12], s3[16]), mat[3]), GFMUL(_mm512_xor_si512(s3[11], s3[17]), mat[4])), _mm512_xor_si512(GFMUL(s3[14], mat[5]), GFMUL(_mm512_xor_si512(s3[7], s3[21]), mat[6])));
    s0[23] = XOR3(XOR3(XOR3(s0[7], s0[14], s0[16]), GFMUL(_mm512_xor_si512(s0[11], s0[19]), mat[0]), GFMUL(_mm512_xor_si512(s0[9], s0[21]), mat[1])), XOR3(GFMUL(_mm512_xor_si512(s0[10], s0[20]), mat[2]), GFMUL(_mm512_xor_si512(s0[13], s0[17]), mat[3]), GFMUL(_mm512_xor_si512(s0[12], s0[18]), mat[4])), _mm512_xor_si512(GFMUL(s0[15], mat[5]), GFMUL(_mm512_xor_si512(s0[8], s0[22]), mat[6])));
    s1[23] = XOR3(XOR3(XOR3(s1[7], s1[14], s1[16]), GFMUL(_mm512_xor_si512(s1[11], s1[19]), mat[0]), GFMUL(_mm512_xor_si512(s1[9], s1[21]), mat[1])), XOR3(GFMUL(_mm512_xor_si512(s1[10], s1[20]), mat[2]), GFMUL(_mm512_xor_si512(s1[13], s1[17]), mat[3]), GFMUL(_mm512_xor_si512(s1[12], s1[18]), mat[4])), _mm512_xor_si512(GFMUL(s1[15], mat[5]), GFMUL(_mm512_xor_si512(s1[8], s1[22]), mat[6])));
    s2[23] = XOR3(XOR3(XOR3(s2[7], s2[14], s2[16]), GFMUL(_mm512_xor_si512(s2[11], s2[19]), mat[0]), GFMUL(_mm512_xor_si512(s2[9], s2[21]), mat[1])), XOR3(GFMUL(_mm512_xor_si512(s2[10], s2[20]), mat[2]), GFMUL(_mm512_xor_si512(s2[13], s2[17]), mat[3]), GFMUL(_mm512_xor_si512(s2[12], s2[18]), mat[4])), _mm512_xor_si512(GFMUL(s2[15], mat[5]), GFMUL(_mm512_xor_si512(s2[8], s2[22]), mat[6])));
    s3[23] = XOR3(XOR3(XOR3(s3[7], s3[14], s3[16]), GFMUL(_mm512_xor_si512(s3[11], s3[19]), mat[0]), GFMUL(_mm512_xor_si512(s3[9], s3[21]), mat[1])), XOR3(GFMUL(_mm512_xor_si512(s3[10], s3[20]), mat[2]), GFMUL(_mm512_xor_si512(s3[13], s3[17]), mat[3]), GFMUL(_mm512_xor_si512(s3[12], s3[18]), mat[4])), _mm512_xor_si512(GFMUL(s3[15], mat[5]), GFMUL(_mm512_xor_si512(s3[8], s3[22]), mat[6])));
    s0[24] = XOR3(XOR3(XOR3(s0[8], s0[15], s0[17]), GFMUL(_mm512_xor_si512(s0[12], s0[20]), mat[0]), GFMUL(_mm512_xor_si512(s0[10], s0[22]), mat[1])), XOR3(GFMUL(_mm512_xor_si512(s0[11], s0[21]), mat[2]), GFMUL(_mm512_xor_si512(s0[14], s0[18]), mat[3]), GFMUL(_mm512_xor_si512(s0[13], s0[19]), mat[4])), _mm512_xor_si512(GFMUL(s0[16], mat[5]), GFMUL(_mm512_xor_si512(s0[9], s0[23]), mat[6])));
    s1[24] = XOR3(XOR3(XOR3(s1[8], s1[15], s1[17]), GFMUL(_mm512_xor_si512(s1[12], s1[20]), mat[0]), GFMUL(_mm512_xor_si512(s1[10], s1[22]), mat[1])), XOR3(GFMUL(_mm512_xor_si512(s1[11], s1[21]), mat[2]), GFMUL(_mm512_xor_si512(s1[14], s1[18]), mat[3]), GFMUL(_mm512_xor_si512(s1[13], s1[19]), mat[4])), _mm512_xor_si512(GFMUL(s1[16], mat[5]), GFMUL(_mm512_xor_si512(s1[9], s1[23]), mat[6])));
    s2[24] = XOR3(XOR3(XOR3(s2[8], s2[15], s2[17]), GFMUL(_mm512_xor_si512(s2[12], s2[20]), mat[0]), GFMUL(_mm512_xor_si512(s2[10], s2[22]), mat[1])), XOR3(GFMUL(_mm512_xor_si512(s2[11], s2[21]), mat[2]), GFMUL(_mm512_xor_si512(s2[14], s2[18]), mat[3]), GFMUL(_mm512_xor_si512(s2[13], s2[19]), mat[4])), _mm512_xor_si512(GFMUL(s2[16], mat[5]), GFMUL(_mm512_xor_si512(s2[9], s2[23]), mat[6])));
    s3[24] = XOR3(XOR3(XOR3(s3[8], s3[15], s3[17]), GFMUL(_mm512_xor_si512(s3[12], s3[20]), mat[0]), GFMUL(_mm512_xor_si512(s3[10], s3[22]), mat[1])), XOR3(GFMUL(_mm512_xor_si512(s3[11], s3[21]), mat[2]), GFMUL(_mm512_xor_si512(s3[14], s3[18]), mat[3]), GFMUL(_mm512_xor_si512(s3[13], s3[19]), mat[4])), _mm512_xor_si512(GFMUL(s3[16], mat[5]), GFMUL(_mm512_xor_si512(s3[9], s3[23]), mat[6])));
    s0[25] = XOR3(XOR3(XOR3(s0[9], s0[16], s0[18]), GFMUL(_mm512_xor_si512(s0[13], s0[21]), mat[0]), GFMUL(_mm512_xor_si512(s0[11], s0[23]), mat[1])), XOR3(GFMUL(_mm512_xor_si512(s0[12], s0[22]), mat[2]), GFMUL(_mm512_xor_si512(s0[15], s0[19]), mat[3]), GFMUL(_mm512_xor_si512(s0[14], s0[20]), mat[4])), _mm512_xor_si512(GFMUL(s0[17], mat[5]), GFMUL(_mm512_xor_si512(s0[10], s0[24]), mat[6])));
    s1[25] = XOR3(XOR3(XOR3(s1[9], s1[16], s1[18]), GFMUL(_mm512_xor_si512(s1[13], s1[21]), mat[0]), GFMUL(_mm512_xor_si512(s1[11], s1[23]), mat[1])), XOR3(GFMUL(_mm512_xor_si512(s1[12], s1[22]), mat[2]), GFMUL(_mm512_xor_si512(s1[15], s1[19]), mat[3]), GFMUL(_mm512_xor_si512(s1[14], s1[20]), mat[4])), _mm512_xor_si512(GFMUL(s1[17], mat[5]), GFMUL(_mm512_xor_si512(s1[10], s1[24]), mat[6])));
    s2[25] = XOR3(XOR3(XOR3(s2[9], s2[16], s2[18]), GFMUL(_mm512_xor_si512(s2[13], s2[21]), mat[0]), GFMUL(_mm512_xor_si512(s2[11], s2[23]), mat[1])), XOR3(GFMUL(_mm512_xor_si512(s2[12], s2[22]), mat[2]), GFMUL(_mm512_xor_si512(s2[15], s2[19]), mat[3]), GFMUL(_mm512_xor_si512(s2[14], s2[20]), mat[4])), _mm512_xor_si512(GFMUL(s2[17], mat[5]), GFMUL(_mm512_xor_si512(s2[10], s2[24]), mat[6])));
    s3[25] = XOR3(XOR3(XOR3(s3[9], s3[16], s3[18]), GFMUL(_mm512_xor_si512(s3[13], s3[21]), mat[0]), GFMUL(_mm512_xor_si512(s3[11], s3[23]), mat[1])), XOR3(GFMUL(_mm512_xor_si512(s3[12], s3[22]), mat[2]), GFMUL(_mm512_xor_si512(s3[15], s3[19]), mat[3]), GFMUL(_mm512_xor_si512(s3[14], s3[20]), mat[4])), _mm512_xor_si512(GFMUL(s3[17], mat[5]), GFMUL(_mm512_xor_si512(s3[10], s3[24]), mat[6])));
    s0[26] = XOR3(XOR3(XOR3(s0[10], s0[17], s0[19]), GFMUL(_mm512_xor_si512(s0[14], s0[22]), mat[0]), GFMUL(_mm512_xor_si512(s0[12], s0[24]), mat[1])), XOR3(GFMUL(_mm512_xor_si512(s0[13], s0[23]), mat[2]), GFMUL(_mm512_xor_si512(s0[16], s0[20]), mat[3]), GFMUL(_mm512_xor_si512(s0[15], s0[21]), mat[4])), _mm512_xor_si512(GFMUL(s0[18], mat[5]), GFMUL(_mm512_xor_si512(s0[11], s0[25]), mat[6])));
    s1[26] = XOR3(XOR3(XOR3(s1[10], s1[17], s1[19]), GFMUL(_mm512_xor_si512(s1[14], s1[22]), mat[0]), GFMUL(_mm512_xor_si512(s1[12], s1[24]), mat[1])), XOR3(GFMUL(_mm512_xor_si512(s1[13], s1[23]), mat[2]), GFMUL(_mm512_xor_si512(s1[16], s1[20]), mat[3]), GFMUL(_mm512_xor_si512(s1[15], s1[21]), mat[4])), _mm512_xor_si512(GFMUL(s1[18], mat[5]), GFMUL(_mm512_xor_si512(s1[11], s1[25]), mat[6])));
    s2[26] = XOR3(XOR3(XOR3(s2[10], s2[17], s2[19]), GFMUL(_mm512_xor_si512(s2[14], s2[22]), mat[0]), GFMUL(_mm512_xor_si512(s2[12], s2[24]), mat[1])), XOR3(GFMUL(_mm512_xor_si512(s2[13], s2[23]), mat[2]), GFMUL(_mm512_xor_si512(s2[16], s2[20]), mat[3]), GFMUL(_mm512_xor_si512(s2[15], s2[21]), mat[4])), _mm512_xor_si512(GFMUL(s2[18], mat[5]), GFMUL(_mm512_xor_si512(s2[11], s2[25]), mat[6])));
    s3[26] = XOR3(XOR3(XOR3(s3[10], s3[17], s3[19]), GFMUL(_mm512_xor_si512(s3[14], s3[22]), mat[0]), GFMUL(_mm512_xor_si512(s3[12], s3[24]), mat[1])), XOR3(GFMUL(_mm512_xor_si512(s3[13], s3[23]), mat[2]), GFMUL(_mm512_xor_si512(s3[16], s3[20]), mat[3]), GFMUL(_mm512_xor_si512(s3[15], s3[21]), mat[4])), _mm512_xor_si512(GFMUL(s3[18], mat[5]), GFMUL(_mm512_xor_si512(s3[11], s3[25]), mat[6])));
    s0[27] = XOR3(XOR3(XOR3(s0[11], s0[18], s0[20]), GFMUL(_mm512_xor_si512(s0[15], s0[23]), mat[0]), GFMUL(_mm512_xor_si512(s0[13], s0[25]), mat[1])), XOR3(GFMUL(_mm512_xor_si512(s0[14], s0[24]), mat[2]), GFMUL(_mm512_xor_si512(s0[17], s0[21]), mat[3]), GFMUL(_mm512_xor_si512(s0[16], s0[22]), mat[4])), _mm512_xor_si512(GFMUL(s0[19], mat[5]), GFMUL(_mm512_xor_si512(s0[12], s0[26]), mat[6])));
    s1[27] = XOR3(XOR3(XOR3(s1[11], s1[18], s1[20]), GFMUL(_mm512_xor_si512(s1[15], s1[23]), mat[0]), GFMUL(_mm512_xor_si512(s1[13], s1[25]), mat[1])), XOR3(GFMUL(_mm512_xor_si512(s1[14], s1[24]), mat[2]), GFMUL(_mm512_xor_si512(s1[17], s1[21]), mat[3]), GFMUL(_mm512_xor_si512(s1[16], s1[22]), mat[4])), _mm512_xor_si512(GFMUL(s1[19], mat[5]), GFMUL(_mm512_xor_si512(s1[12], s1[26]), mat[6])));
    s2[27] = XOR3(XOR3(XOR3(s2[11], s2[18], s2[20]), GFMUL(_mm512_xor_si512(s2[15], s2[23]), mat[0]), GFMUL(_mm512_xor_si512(s2[13], s2[25]), mat[1])), XOR3(GFMUL(_mm512_xor_si512(s2[14], s2[24]), mat[2]), GFMUL(_mm512_xor_si512(s2[17], s2[21]), mat[3]), GFMUL(_mm512_xor_si512(s2[16], s2[22]), mat[4])), _mm512_xor_si512(GFMUL(s2[19], mat[5]), GFMUL(_mm512_xor_si512(s2[12], s2[26]), mat[6])));
    s3[27] = XOR3(XOR3(XOR3(s3[11], s3[18], s3[20]), GFMUL(_mm512_xor_si512(s3[15], s3[23]), mat[0]), GFMUL(_mm512_xor_si512(s3[13], s3[25]), mat[1])), XOR3(GFMUL(_mm512_xor_si512(s3[14], s3[24]), mat[2]), GFMUL(_mm512_xor_si512(s3[17], s3[21]), mat[3]), GFMUL(_mm512_xor_si512(s3[16], s3[22]), mat[4])), _mm512_xor_si512(GFMUL(s3[19], mat[5]), GFMUL(_mm512_xor_si512(s3[12], s3[26]), mat[6])));
    s0[28] = XOR3(XOR3(XOR3(s0[12], s0[19], s0[21]), GFMUL(_mm512_xor_si512(s0[16], s0[24]), mat[0]), GFMUL(_mm512_xor_si512(s0[14], s0[26]), mat[1])), XOR3(GFMUL(_mm512_xor_si512(s0[15], s0[25]), mat[2]), GFMUL(_mm512_xor_si512(s0[18], s0[22]), mat[3]), GFMUL(_mm512_xor_si512(s0[17], s0[23]), mat[4])), _mm512_xor_si512(GFMUL(s0[20], mat[5]), GFMUL(_mm512_xor_si512(s0[13], s0[27]), mat[6])));
    s1[28] = XOR3(XOR3(XOR3(s1[12], s1[19], s1[21]), GFMUL(_mm512_xor_si512(s1[16], s1[24]), mat[0]), GFMUL(_mm512_xor_si512(s1[14], s1[26]), mat[1])), XOR3(GFMUL(_mm512_xor_si512(s1[15], s1[25]), mat[2]), GFMUL(_mm512_xor_si512(s1[18], s1[22]), mat[3]), GFMUL(_mm512_xor_si512(s1[17], s1[23]), mat[4])), _mm512_xor_si512(GFMUL(s1[20], mat[5]), GFMUL(_mm512_xor_si512(s1[13], s1[27]), mat[6])));
    s2[28] = XOR3(XOR3(XOR3(s2[12], s2[19], s2[21]), GFMUL(_mm512_xor_si512(s2[16], s2[24]), mat[0]), GFMUL(_mm512_xor_si512(s2[14], s2[26]), mat[1])), XOR3(GFMUL(_mm512_xor_si512(s2[15], s2[25]), mat[2]), GFMUL(_mm512_xor_si512(s2[18], s2[22]), mat[3]), GFMUL(_mm512_xor_si512(s2[17], s2[23]), mat[4])), _mm512_xor_si512(GFMUL(s2[20], mat[5]), GFMUL(_mm512_xor_si512(s2[13], s2[27]), mat[6])));
    s3[28] = XOR3(XOR3(XOR3(s3[12], s3[19], s3[21]), GFMUL(_mm512_xor_si512(s3[16], s3[24]), mat[0]), GFMUL(_mm512_xor_si512(s3[14], s3[26]), mat[1])), XOR3(GFMUL(_mm512_xor_si512(s3[15], s3[25]), mat[2]), GFMUL(_mm512_xor_si512(s3[18], s3[22]), mat[3]), GFMUL(_mm512_xor_si512(s3[17], s3[23]), mat[4])), _mm512_xor_si512(GFMUL(s3[20], mat[5]), GFMUL(_mm512_xor_si512(s3[13], s3[27]), mat[6])));
    s0[29] = XOR3(XOR3(XOR3(s0[13], s0[20], s0[22]), GFMUL(_mm512_xor_si512(s0[17], s0[25]), mat[0]), GFMUL(_mm512_xor_si512(s0[15], s0[27]), mat[1])), XOR3(GFMUL(_mm512_xor_si512(s0[16], s0[26]), mat[2]), GFMUL(_mm512_xor_si512(s0[19], s0[23]), mat[3]), GFMUL(_mm512_xor_si512(s0[18], s0[24]), mat[4])), _mm512_xor_si512(GFMUL(s0[21], mat[5]), GFMUL(_mm512_xor_si512(s0[14], s0[28]), mat[6])));
    s1[29] = XOR3(XOR3(XOR3(s1[13], s1[20], s1[22]), GFMUL(_mm512_xor_si512(s1[17], s1[25]), mat[0]), GFMUL(_mm512_xor_si512(s1[15], s1[27]), mat[1])), XOR3(GFMUL(_mm512_xor_si512(s1[16], s1[26]), mat[2]), GFMUL(_mm512_xor_si512(s1[19], s1[23]), mat[3]), GFMUL(_mm512_xor_si512(s1[18], s1[24]), mat[4])), _mm512_xor_si512(GFMUL(s1[21], mat[5]), GFMUL(_mm512_xor_si512(s1[14], s1[28]), mat[6])));
    s2[29] = XOR3(XOR3(XOR3(s2[13], s2[20], s2[22]), GFMUL(_mm512_xor_si512(s2[17], s2[25]), mat[0]), GFMUL(_mm512_xor_si512(s2[15], s2[27]), mat[1])), XOR3(GFMUL(_mm512_xor_si512(s2[16], s2[26]), mat[2]), GFMUL(_mm512_xor_si512(s2[19], s2[23]), mat[3]), GFMUL(_mm512_xor_si512(s2[18], s2[24]), mat[4])), _mm512_xor_si512(GFMUL(s2[21], mat[5]), GFMUL(_mm512_xor_si512(s2[14], s2[28]), mat[6])));
    s3[29] = XOR3(XOR3(XOR3(s3[13], s3[20], s3[22]), GFMUL(_mm512_xor_si512(s3[17], s3[25]), mat[0]), GFMUL(_mm512_xor_si512(s3[15], s3[27]), mat[1])), XOR3(GFMUL(_mm512_xor_si512(s3[16], s3[26]), mat[2]), GFMUL(_mm512_xor_si512(s3[19], s3[23]), mat[3]), GFMUL(_mm512_xor_si512(s3[18], s3[24]), mat[4])), _mm512_xor_si512(GFMUL(s3[21], mat[5]), GFMUL(_mm512_xor_si512(s3[14], s3[28]), mat[6])));
    s0[30] = XOR3(XOR3(XOR3(s0[14], s0[21], s0[23]), GFMUL(_mm512_xor_si512(s0[18], s0[26]), mat[0]), GFMUL(_mm512_xor_si512(s0[16], s0[28]), mat[1])), XOR3(GFMUL(_mm512_xor_si512(s0[17], s0[27]), mat[2]), GFMUL(_mm512_xor_si512(s0[20], s0[24]), mat[3]), GFMUL(_mm512_xor_si512(s0[19], s0[25]), mat[4])), _mm512_xor_si512(GFMUL(s0[22], mat[5]), GFMUL(_mm512_xor_si512(s0[15], s0[29]), mat[6])));
    s1[30] = XOR3(XOR3(XOR3(s1[14], s1[21], s1[23]), GFMUL(_mm512_xor_si512(s1[18], s1[26]), mat[0]), GFMUL(_mm512_xor_si512(s1[16], s1[28]), mat[1])), XOR3(GFMUL(_mm512_xor_si512(s1[17], s1[27]), mat[2]), GFMUL(_mm512_xor_si512(s1[20], s1[24]), mat[3]), GFMUL(_mm512_xor_si512(s1[19], s1[25]), mat[4])), _mm512_xor_si512(GFMUL(s1[22], mat[5]), GFMUL(_mm512_xor_si512(s1[15], s1[29]), mat[6])));
    s2[30] = XOR3(XOR3(XOR3(s2[14], s2[21], s2[23]), GFMUL(_mm512_xor_si512(s2[18], s2[26]), mat[0]), GFMUL(_mm512_xor_si512(s2[16], s2[28]), mat[1])), XOR3(GFMUL(_mm512_xor_si512(s2[17], s2[27]), mat[2]), GFMUL(_mm512_xor_si512(s2[20], s2[24]), mat[3]), GFMUL(_mm512_xor_si512(s2[19], s2[25]), mat[4])), _mm512_xor_si512(GFMUL(s2[22], mat[5]), GFMUL(_mm512_xor_si512(s2[15], s2[29]), mat[6])));
    s3[30] = XOR3(XOR3(XOR3(s3[14], s3[21], s3[23]), GFMUL(_mm512_xor_si512(s3[18], s3[26]), mat[0]), GFMUL(_mm512_xor_si512(s3[16], s3[28]), mat[1])), XOR3(GFMUL(_mm512_xor_si512(s3[17], s3[27]), mat[2]), GFMUL(_mm512_xor_si512(s3[20], s3[24]), mat[3]), GFMUL(_mm512_xor_si512(s3[19], s3[25]), mat[4])), _mm512_xor_si512(GFMUL(s3[22], mat[5]), GFMUL(_mm512_xor_si512(s3[15], s3[29]), mat[6])));
    s0[31] = XOR3(XOR3(XOR3(s0[15], s0[22], s0[24]), GFMUL(_mm512_xor_si512(s0[19], s0[27]), mat[0]), GFMUL(_mm512_xor_si512(s0[17], s0[29]), mat[1])), XOR3(GFMUL(_mm512_xor_si512(s0[18], s0[28]), mat[2]), GFMUL(_mm512_xor_si512(s0[21], s0[25]), mat[3]), GFMUL(_mm512_xor_si512(s0[20], s0[26]), mat[4])), _mm512_xor_si512(GFMUL(s0[23], mat[5]), GFMUL(_mm512_xor_si512(s0[16], s0[30]), mat[6])));
    s1[31] = XOR3(XOR3(XOR3(s1[15], s1[22], s1[24]), GFMUL(_mm512_xor_si512(s1[19], s1[27]), mat[0]), GFMUL(_mm512_xor_si512(s1[17], s1[29]), mat[1])), XOR3(GFMUL(_mm512_xor_si512(s1[18], s1[28]), mat[2]), GFMUL(_mm512_xor_si512(s1[21], s1[25]), mat[3]), GFMUL(_mm512_xor_si512(s1[20], s1[26]), mat[4])), _mm512_xor_si512(GFMUL(s1[23], mat[5]), GFMUL(_mm512_xor_si512(s1[16], s1[30]), mat[6])));
    s2[31] = XOR3(XOR3(XOR3(s2[15], s2[22], s2[24]), GFMUL(_mm512_xor_si512(s2[19], s2[27]), mat[0]), GFMUL(_mm512_xor_si512(s2[17], s2[29]), mat[1])), XOR3(GFMUL(_mm512_xor_si512(s2[18], s2[28]), mat[2]), GFMUL(_mm512_xor_si512(s2[21], s2[25]), mat[3]), GFMUL(_mm512_xor_si512(s2[20], s2[26]), mat[4])), _mm512_xor_si512(GFMUL(s2[23], mat[5]), GFMUL(_mm512_xor_si512(s2[16], s2[30]), mat[6])));
    s3[31] = XOR3(XOR3(XOR3(s3[15], s3[22], s3[24]), GFMUL(_mm512_xor_si512(s3[19], s3[27]), mat[0]), GFMUL(_mm512_xor_si512(s3[17], s3[29]), mat[1])), XOR3(GFMUL(_mm512_xor_si512(s3[18], s3[28]), mat[2]), GFMUL(_mm512_xor_si512(s3[21], s3[25]), mat[3]), GFMUL(_mm512_xor_si512(s3[20], s3[26]), mat[4])), _mm512_xor_si512(GFMUL(s3[23], mat[5]), GFMUL(_mm512_xor_si512(s3[16], s3[30]), mat[6])));
    x[0][0] = s0[16];
    x[1][0] = s1[16];
    x[2][0] = s2[16];
    x[3][0] = s3[16];
    x[0][1] = s0[17];
    x[1][1] = s1[17];
    x[2][1] = s2[17];
    x[3][1] = s3[17];
    x[0][2] = s0[18];
    x[1][2] = s1[18];
    x[2][2] = s2[18];
    x[3][2] = s3[18];
    x[0][3] = s0[19];
    x[1][3] = s1[19];
    x[2][3] = s2[19];
    x[3][3] = s3[19];
    x[0][4] = s0[20];
    x[1][4] = s1[20];
    x[2][4] = s2[20];
    x[3][4] = s3[20];
    x[0][5] = s0[21];
    x[1][5] = s1[21];
    x[2][5] = s2[21];
    x[3][5] = s3[21];
    x[0][6] = s0[22];
    x[1][6] = s1[22];
    x[2][6] = s2[22];
    x[3][6] = s3[22];
    x[0][7] = s0[23];
    x[1][7] = s1[23];
    x[2][7] = s2[23];
    x[3][7] = s3[23];
    x[0][8] = s0[24];
    x[1][8] = s1[24];
    x[2][8] = s2[24];
    x[3][8] = s3[24];
    x[0][9] = s0[25];
    x[1][9] = s1[25];
    x[2][9] = s2[25];
    x[3][9] = s3[25];
    x[0][10] = s0[26];
    x[1][10] = s1[26];
    x[2][10] = s2[26];
    x[3][10] = s3[26];
    x[0][11] = s0[27];
    x[1][11] = s1[27];
    x[2][11] = s2[27];
    x[3][11] = s3[27];
    x[0][12] = s0[28];
    x[1][12] = s1[28];
    x[2][12] = s2[28];
    x[3][12] = s3[28];
    x[0][13] = s0[29];
    x[1][13] = s1[29];
    x[2][13] = s2[29];
    x[3][13] = s3[29];
    x[0][14] = s0[30];
    x[1][14] = s1[30];
    x[2][14] = s2[30];
    x[3][14] = s3[30];
    x[0][15] = s0[31];
    x[1][15] = s1[31];
    x[2][15] = s2[31];
    x[3][15] = s3[31];
}

static inline void xor_key(__m512i x[16], const __m512i k[16])
{
    for (int j = 0; j < 16; j++)
        x[j] = _mm512_xor_si512(x[j], k[j]);
}

static void encrypt_batch(__m512i x[16], __m512i kv[10][16])
{
    for (int j = 0; j < 16; j++) {
        __m512i v = x[j];
        v = _mm512_xor_si512(v, kv[0][j]);
        v = subst_pi(v);
        x[j] = v;
    }
    linear_L(x);
    for (int j = 0; j < 16; j++) {
        __m512i v = x[j];
        v = _mm512_xor_si512(v, kv[1][j]);
        v = subst_pi(v);
        x[j] = v;
    }
    linear_L(x);
    for (int j = 0; j < 16; j++) {
        __m512i v = x[j];
        v = _mm512_xor_si512(v, kv[2][j]);
        v = subst_pi(v);
        x[j] = v;
    }
    linear_L(x);
    for (int j = 0; j < 16; j++) {
        __m512i v = x[j];
        v = _mm512_xor_si512(v, kv[3][j]);
        v = subst_pi(v);
        x[j] = v;
    }
    linear_L(x);
    for (int j = 0; j < 16; j++) {
        __m512i v = x[j];
        v = _mm512_xor_si512(v, kv[4][j]);
        v = subst_pi(v);
        x[j] = v;
    }
    linear_L(x);
    for (int j = 0; j < 16; j++) {
        __m512i v = x[j];
        v = _mm512_xor_si512(v, kv[5][j]);
        v = subst_pi(v);
        x[j] = v;
    }
    linear_L(x);
    for (int j = 0; j < 16; j++) {
        __m512i v = x[j];
        v = _mm512_xor_si512(v, kv[6][j]);
        v = subst_pi(v);
        x[j] = v;
    }
    linear_L(x);
    for (int j = 0; j < 16; j++) {
        __m512i v = x[j];
        v = _mm512_xor_si512(v, kv[7][j]);
        v = subst_pi(v);
        x[j] = v;
    }
    linear_L(x);
    for (int j = 0; j < 16; j++) {
        __m512i v = x[j];
        v = _mm512_xor_si512(v, kv[8][j]);
        v = subst_pi(v);
        x[j] = v;
    }
    linear_L(x);
    for (int j = 0; j < 16; j++) {
        __m512i v = x[j];
        v = _mm512_xor_si512(v, kv[9][j]);
        x[j] = v;
    }
}

static void decrypt_batch(__m512i x[16], __m512i kv[10][16])
{
    for (int j = 0; j < 16; j++) {
        __m512i v = x[j];
        v = _mm512_xor_si512(v, kv[9][j]);
        x[j] = v;
    }
    linear_L_inv(x);
    for (int j = 0; j < 16; j++) {
        __m512i v = x[j];
        v = subst_pi_inv(v);
        v = _mm512_xor_si512(v, kv[8][j]);
        x[j] = v;
    }
    linear_L_inv(x);
    for (int j = 0; j < 16; j++) {
        __m512i v = x[j];
        v = subst_pi_inv(v);
        v = _mm512_xor_si512(v, kv[7][j]);
        x[j] = v;
    }
    linear_L_inv(x);
    for (int j = 0; j < 16; j++) {
        __m512i v = x[j];
        v = subst_pi_inv(v);
        v = _mm512_xor_si512(v, kv[6][j]);
        x[j] = v;
    }
    linear_L_inv(x);
    for (int j = 0; j < 16; j++) {
        __m512i v = x[j];
        v = subst_pi_inv(v);
        v = _mm512_xor_si512(v, kv[5][j]);
        x[j] = v;
    }
    linear_L_inv(x);
    for (int j = 0; j < 16; j++) {
        __m512i v = x[j];
        v = subst_pi_inv(v);
        v = _mm512_xor_si512(v, kv[4][j]);
        x[j] = v;
    }
    linear_L_inv(x);
    for (int j = 0; j < 16; j++) {
        __m512i v = x[j];
        v = subst_pi_inv(v);
        v = _mm512_xor_si512(v, kv[3][j]);
        x[j] = v;
    }
    linear_L_inv(x);
    for (int j = 0; j < 16; j++) {
        __m512i v = x[j];
        v = subst_pi_inv(v);
        v = _mm512_xor_si512(v, kv[2][j]);
        x[j] = v;
    }
    linear_L_inv(x);
    for (int j = 0; j < 16; j++) {
        __m512i v = x[j];
        v = subst_pi_inv(v);
        v = _mm512_xor_si512(v, kv[1][j]);
        x[j] = v;
    }
    linear_L_inv(x);
    for (int j = 0; j < 16; j++) {
        __m512i v = x[j];
        v = subst_pi_inv(v);
        v = _mm512_xor_si512(v, kv[0][j]);
        x[j] = v;
    }
}

/* 4 batches at once, batch g under the round keys k[g]. */
typedef __m512i (*keyset)[16];
static void encrypt_batchG(__m512i x[4][16], keyset k[4])
{
    for (int g = 0; g < 4; g++) {
        for (int j = 0; j < 16; j++) {
            __m512i v = x[g][j];
            v = _mm512_xor_si512(v, k[g][0][j]);
            v = subst_pi(v);
            x[g][j] = v;
        }

    }
    linearG_L(x);
    for (int g = 0; g < 4; g++) {
        for (int j = 0; j < 16; j++) {
            __m512i v = x[g][j];
            v = _mm512_xor_si512(v, k[g][1][j]);
            v = subst_pi(v);
            x[g][j] = v;
        }

    }
    linearG_L(x);
    for (int g = 0; g < 4; g++) {
        for (int j = 0; j < 16; j++) {
            __m512i v = x[g][j];
            v = _mm512_xor_si512(v, k[g][2][j]);
            v = subst_pi(v);
            x[g][j] = v;
        }

    }
    linearG_L(x);
    for (int g = 0; g < 4; g++) {
        for (int j = 0; j < 16; j++) {
            __m512i v = x[g][j];
            v = _mm512_xor_si512(v, k[g][3][j]);
            v = subst_pi(v);
            x[g][j] = v;
        }

    }
    linearG_L(x);
    for (int g = 0; g < 4; g++) {
        for (int j = 0; j < 16; j++) {
            __m512i v = x[g][j];
            v = _mm512_xor_si512(v, k[g][4][j]);
            v = subst_pi(v);
            x[g][j] = v;
        }

    }
    linearG_L(x);
    for (int g = 0; g < 4; g++) {
        for (int j = 0; j < 16; j++) {
            __m512i v = x[g][j];
            v = _mm512_xor_si512(v, k[g][5][j]);
            v = subst_pi(v);
            x[g][j] = v;
        }

    }
    linearG_L(x);
    for (int g = 0; g < 4; g++) {
        for (int j = 0; j < 16; j++) {
            __m512i v = x[g][j];
            v = _mm512_xor_si512(v, k[g][6][j]);
            v = subst_pi(v);
            x[g][j] = v;
        }

    }
    linearG_L(x);
    for (int g = 0; g < 4; g++) {
        for (int j = 0; j < 16; j++) {
            __m512i v = x[g][j];
            v = _mm512_xor_si512(v, k[g][7][j]);
            v = subst_pi(v);
            x[g][j] = v;
        }

    }
    linearG_L(x);
    for (int g = 0; g < 4; g++) {
        for (int j = 0; j < 16; j++) {
            __m512i v = x[g][j];
            v = _mm512_xor_si512(v, k[g][8][j]);
            v = subst_pi(v);
            x[g][j] = v;
        }

    }
    linearG_L(x);
    for (int g = 0; g < 4; g++) {
        for (int j = 0; j < 16; j++) {
            __m512i v = x[g][j];
            v = _mm512_xor_si512(v, k[g][9][j]);
            x[g][j] = v;
        }

    }
}

static void decrypt_batchG(__m512i x[4][16], keyset k[4])
{
    for (int g = 0; g < 4; g++) {
        for (int j = 0; j < 16; j++) {
            __m512i v = x[g][j];
            v = _mm512_xor_si512(v, k[g][9][j]);
            x[g][j] = v;
        }

    }
    linearG_L_inv(x);
    for (int g = 0; g < 4; g++) {
        for (int j = 0; j < 16; j++) {
            __m512i v = x[g][j];
            v = subst_pi_inv(v);
            v = _mm512_xor_si512(v, k[g][8][j]);
            x[g][j] = v;
        }

    }
    linearG_L_inv(x);
    for (int g = 0; g < 4; g++) {
        for (int j = 0; j < 16; j++) {
            __m512i v = x[g][j];
            v = subst_pi_inv(v);
            v = _mm512_xor_si512(v, k[g][7][j]);
            x[g][j] = v;
        }

    }
    linearG_L_inv(x);
    for (int g = 0; g < 4; g++) {
        for (int j = 0; j < 16; j++) {
            __m512i v = x[g][j];
            v = subst_pi_inv(v);
            v = _mm512_xor_si512(v, k[g][6][j]);
            x[g][j] = v;
        }

    }
    linearG_L_inv(x);
    for (int g = 0; g < 4; g++) {
        for (int j = 0; j < 16; j++) {
            __m512i v = x[g][j];
            v = subst_pi_inv(v);
            v = _mm512_xor_si512(v, k[g][5][j]);
            x[g][j] = v;
        }

    }
    linearG_L_inv(x);
    for (int g = 0; g < 4; g++) {
        for (int j = 0; j < 16; j++) {
            __m512i v = x[g][j];
            v = subst_pi_inv(v);
            v = _mm512_xor_si512(v, k[g][4][j]);
            x[g][j] = v;
        }

    }
    linearG_L_inv(x);
    for (int g = 0; g < 4; g++) {
        for (int j = 0; j < 16; j++) {
            __m512i v = x[g][j];
            v = subst_pi_inv(v);
            v = _mm512_xor_si512(v, k[g][3][j]);
            x[g][j] = v;
        }

    }
    linearG_L_inv(x);
    for (int g = 0; g < 4; g++) {
        for (int j = 0; j < 16; j++) {
            __m512i v = x[g][j];
            v = subst_pi_inv(v);
            v = _mm512_xor_si512(v, k[g][2][j]);
            x[g][j] = v;
        }

    }
    linearG_L_inv(x);
    for (int g = 0; g < 4; g++) {
        for (int j = 0; j < 16; j++) {
            __m512i v = x[g][j];
            v = subst_pi_inv(v);
            v = _mm512_xor_si512(v, k[g][1][j]);
            x[g][j] = v;
        }

    }
    linearG_L_inv(x);
    for (int g = 0; g < 4; g++) {
        for (int j = 0; j < 16; j++) {
            __m512i v = x[g][j];
            v = subst_pi_inv(v);
            v = _mm512_xor_si512(v, k[g][0][j]);
            x[g][j] = v;
        }

    }
}

/* 16 zmm of 4 whole blocks each <-> 16 zmm of one byte of 64 blocks (an involution). */
static inline void transpose_words(__m512i v[16])
{
    {
        const __m512i lo = _mm512_set_epi32(30, 14, 28, 12, 26, 10, 24, 8, 22, 6, 20, 4, 18, 2, 16, 0);
        const __m512i hi = _mm512_set_epi32(31, 15, 29, 13, 27, 11, 25, 9, 23, 7, 21, 5, 19, 3, 17, 1);
        __m512i a0 = _mm512_permutex2var_epi32(v[0], lo, v[1]);
        __m512i b0 = _mm512_permutex2var_epi32(v[0], hi, v[1]);
        __m512i a2 = _mm512_permutex2var_epi32(v[2], lo, v[3]);
        __m512i b2 = _mm512_permutex2var_epi32(v[2], hi, v[3]);
        __m512i a4 = _mm512_permutex2var_epi32(v[4], lo, v[5]);
        __m512i b4 = _mm512_permutex2var_epi32(v[4], hi, v[5]);
        __m512i a6 = _mm512_permutex2var_epi32(v[6], lo, v[7]);
        __m512i b6 = _mm512_permutex2var_epi32(v[6], hi, v[7]);
        __m512i a8 = _mm512_permutex2var_epi32(v[8], lo, v[9]);
        __m512i b8 = _mm512_permutex2var_epi32(v[8], hi, v[9]);
        __m512i a10 = _mm512_permutex2var_epi32(v[10], lo, v[11]);
        __m512i b10 = _mm512_permutex2var_epi32(v[10], hi, v[11]);
        __m512i a12 = _mm512_permutex2var_epi32(v[12], lo, v[13]);
        __m512i b12 = _mm512_permutex2var_epi32(v[12], hi, v[13]);
        __m512i a14 = _mm512_permutex2var_epi32(v[14], lo, v[15]);
        __m512i b14 = _mm512_permutex2var_epi32(v[14], hi, v[15]);
        v[0] = a0;
        v[1] = b0;
        v[2] = a2;
        v[3] = b2;
        v[4] = a4;
        v[5] = b4;
        v[6] = a6;
        v[7] = b6;
        v[8] = a8;
        v[9] = b8;
        v[10] = a10;
        v[11] = b10;
        v[12] = a12;
        v[13] = b12;
        v[14] = a14;
        v[15] = b14;
    }
    {
        const __m512i lo = _mm512_set_epi32(29, 28, 13, 12, 25, 24, 9, 8, 21, 20, 5, 4, 17, 16, 1, 0);
        const __m512i hi = _mm512_set_epi32(31, 30, 15, 14, 27, 26, 11, 10, 23, 22, 7, 6, 19, 18, 3, 2);
        __m512i a0 = _mm512_permutex2var_epi32(v[0], lo, v[2]);
        __m512i b0 = _mm512_permutex2var_epi32(v[0], hi, v[2]);
        __m512i a1 = _mm512_permutex2var_epi32(v[1], lo, v[3]);
        __m512i b1 = _mm512_permutex2var_epi32(v[1], hi, v[3]);
        __m512i a4 = _mm512_permutex2var_epi32(v[4], lo, v[6]);
        __m512i b4 = _mm512_permutex2var_epi32(v[4], hi, v[6]);
        __m512i a5 = _mm512_permutex2var_epi32(v[5], lo, v[7]);
        __m512i b5 = _mm512_permutex2var_epi32(v[5], hi, v[7]);
        __m512i a8 = _mm512_permutex2var_epi32(v[8], lo, v[10]);
        __m512i b8 = _mm512_permutex2var_epi32(v[8], hi, v[10]);
        __m512i a9 = _mm512_permutex2var_epi32(v[9], lo, v[11]);
        __m512i b9 = _mm512_permutex2var_epi32(v[9], hi, v[11]);
        __m512i a12 = _mm512_permutex2var_epi32(v[12], lo, v[14]);
        __m512i b12 = _mm512_permutex2var_epi32(v[12], hi, v[14]);
        __m512i a13 = _mm512_permutex2var_epi32(v[13], lo, v[15]);
        __m512i b13 = _mm512_permutex2var_epi32(v[13], hi, v[15]);
        v[0] = a0;
        v[2] = b0;
        v[1] = a1;
        v[3] = b1;
        v[4] = a4;
        v[6] = b4;
        v[5] = a5;
        v[7] = b5;
        v[8] = a8;
        v[10] = b8;
        v[9] = a9;
        v[11] = b9;
        v[12] = a12;
        v[14] = b12;
        v[13] = a13;
        v[15] = b13;
    }
    {
        const __m512i lo = _mm512_set_epi32(27, 26, 25, 24, 11, 10, 9, 8, 19, 18, 17, 16, 3, 2, 1, 0);
        const __m512i hi = _mm512_set_epi32(31, 30, 29, 28, 15, 14, 13, 12, 23, 22, 21, 20, 7, 6, 5, 4);
        __m512i a0 = _mm512_permutex2var_epi32(v[0], lo, v[4]);
        __m512i b0 = _mm512_permutex2var_epi32(v[0], hi, v[4]);
        __m512i a1 = _mm512_permutex2var_epi32(v[1], lo, v[5]);
        __m512i b1 = _mm512_permutex2var_epi32(v[1], hi, v[5]);
        __m512i a2 = _mm512_permutex2var_epi32(v[2], lo, v[6]);
        __m512i b2 = _mm512_permutex2var_epi32(v[2], hi, v[6]);
        __m512i a3 = _mm512_permutex2var_epi32(v[3], lo, v[7]);
        __m512i b3 = _mm512_permutex2var_epi32(v[3], hi, v[7]);
        __m512i a8 = _mm512_permutex2var_epi32(v[8], lo, v[12]);
        __m512i b8 = _mm512_permutex2var_epi32(v[8], hi, v[12]);
        __m512i a9 = _mm512_permutex2var_epi32(v[9], lo, v[13]);
        __m512i b9 = _mm512_permutex2var_epi32(v[9], hi, v[13]);
        __m512i a10 = _mm512_permutex2var_epi32(v[10], lo, v[14]);
        __m512i b10 = _mm512_permutex2var_epi32(v[10], hi, v[14]);
        __m512i a11 = _mm512_permutex2var_epi32(v[11], lo, v[15]);
        __m512i b11 = _mm512_permutex2var_epi32(v[11], hi, v[15]);
        v[0] = a0;
        v[4] = b0;
        v[1] = a1;
        v[5] = b1;
        v[2] = a2;
        v[6] = b2;
        v[3] = a3;
        v[7] = b3;
        v[8] = a8;
        v[12] = b8;
        v[9] = a9;
        v[13] = b9;
        v[10] = a10;
        v[14] = b10;
        v[11] = a11;
        v[15] = b11;
    }
    {
        const __m512i lo = _mm512_set_epi32(23, 22, 21, 20, 19, 18, 17, 16, 7, 6, 5, 4, 3, 2, 1, 0);
        const __m512i hi = _mm512_set_epi32(31, 30, 29, 28, 27, 26, 25, 24, 15, 14, 13, 12, 11, 10, 9, 8);
        __m512i a0 = _mm512_permutex2var_epi32(v[0], lo, v[8]);
        __m512i b0 = _mm512_permutex2var_epi32(v[0], hi, v[8]);
        __m512i a1 = _mm512_permutex2var_epi32(v[1], lo, v[9]);
        __m512i b1 = _mm512_permutex2var_epi32(v[1], hi, v[9]);
        __m512i a2 = _mm512_permutex2var_epi32(v[2], lo, v[10]);
        __m512i b2 = _mm512_permutex2var_epi32(v[2], hi, v[10]);
        __m512i a3 = _mm512_permutex2var_epi32(v[3], lo, v[11]);
        __m512i b3 = _mm512_permutex2var_epi32(v[3], hi, v[11]);
        __m512i a4 = _mm512_permutex2var_epi32(v[4], lo, v[12]);
        __m512i b4 = _mm512_permutex2var_epi32(v[4], hi, v[12]);
        __m512i a5 = _mm512_permutex2var_epi32(v[5], lo, v[13]);
        __m512i b5 = _mm512_permutex2var_epi32(v[5], hi, v[13]);
        __m512i a6 = _mm512_permutex2var_epi32(v[6], lo, v[14]);
        __m512i b6 = _mm512_permutex2var_epi32(v[6], hi, v[14]);
        __m512i a7 = _mm512_permutex2var_epi32(v[7], lo, v[15]);
        __m512i b7 = _mm512_permutex2var_epi32(v[7], hi, v[15]);
        v[0] = a0;
        v[8] = b0;
        v[1] = a1;
        v[9] = b1;
        v[2] = a2;
        v[10] = b2;
        v[3] = a3;
        v[11] = b3;
        v[4] = a4;
        v[12] = b4;
        v[5] = a5;
        v[13] = b5;
        v[6] = a6;
        v[14] = b6;
        v[7] = a7;
        v[15] = b7;
    }
}

/* Byte 4m + k of a zmm <- byte 16k + m (byte m of its block k), and the inverse. */
static inline __m512i group_bytes(__m512i v)
{
    const __m512i idx = _mm512_set_epi8(63, 47, 31, 15, 62, 46, 30, 14, 61, 45, 29, 13, 60, 44, 28, 12, 59, 43, 27, 11, 58, 42, 26, 10, 57, 41, 25, 9, 56, 40, 24, 8, 55, 39, 23, 7, 54, 38, 22, 6, 53, 37, 21, 5, 52, 36, 20, 4, 51, 35, 19, 3, 50, 34, 18, 2, 49, 33, 17, 1, 48, 32, 16, 0);
    return _mm512_permutexvar_epi8(idx, v);
}

static inline __m512i ungroup_bytes(__m512i v)
{
    const __m512i idx = _mm512_set_epi8(63, 59, 55, 51, 47, 43, 39, 35, 31, 27, 23, 19, 15, 11, 7, 3, 62, 58, 54, 50, 46, 42, 38, 34, 30, 26, 22, 18, 14, 10, 6, 2, 61, 57, 53, 49, 45, 41, 37, 33, 29, 25, 21, 17, 13, 9, 5, 1, 60, 56, 52, 48, 44, 40, 36, 32, 28, 24, 20, 16, 12, 8, 4, 0);
    return _mm512_permutexvar_epi8(idx, v);
}

/* n (1..64) blocks at p -> sliced; missing blocks read as zero. */
static inline void load_batch(__m512i x[16], const uint8_t *p, size_t n)
{
    for (size_t r = 0; r < 16; r++) {
        size_t have = n > 4 * r ? n - 4 * r : 0;
        __mmask64 m = have >= 4 ? ~(__mmask64)0 : ((__mmask64)1 << (16 * have)) - 1;
        x[r] = group_bytes(_mm512_maskz_loadu_epi8(m, p + 64 * r));
    }
    transpose_words(x);
}

static inline void store_batch(uint8_t *p, __m512i x[16], size_t n)
{
    transpose_words(x);
    for (size_t r = 0; r < 16; r++) {
        size_t have = n > 4 * r ? n - 4 * r : 0;
        __mmask64 m = have >= 4 ? ~(__mmask64)0 : ((__mmask64)1 << (16 * have)) - 1;
        _mm512_mask_storeu_epi8(p + 64 * r, m, ungroup_bytes(x[r]));
    }
}

/* Value byte held at memory byte m of a block (round keys are stored value-LSB first). */
static const uint8_t value_byte[16] = { 15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0 };

void gg_avx512_kuznyechik_blocks(const uint8_t *rk, int decrypt, const uint8_t *in,
                                   uint8_t *out, size_t nblocks)
{
    __m512i kv[10][16];
    __m512i x[4][16];
    keyset ks[4];
    for (int g = 0; g < 4; g++)
        ks[g] = kv;
    for (int r = 0; r < 10; r++)
        for (int m = 0; m < 16; m++)
            kv[r][m] = _mm512_set1_epi8((char)rk[16 * r + value_byte[m]]);
    for (size_t i = 0; i < nblocks;) {
        size_t n = nblocks - i;
        if (n > (4 - 1) * BATCH) { /* all batches in flight, the last maybe partial */
            for (size_t g = 0; g < 4; g++) {
                size_t ng = n - g * BATCH < BATCH ? n - g * BATCH : BATCH;
                load_batch(x[g], in + 16 * (i + g * BATCH), ng);
            }
            if (decrypt)
                decrypt_batchG(x, ks);
            else
                encrypt_batchG(x, ks);
            for (size_t g = 0; g < 4; g++) {
                size_t ng = n - g * BATCH < BATCH ? n - g * BATCH : BATCH;
                store_batch(out + 16 * (i + g * BATCH), x[g], ng);
            }
            i += n < 4 * BATCH ? n : 4 * BATCH;
        } else { /* fewer blocks: one batch at a time */
            size_t ng = n < BATCH ? n : BATCH;
            load_batch(x[0], in + 16 * i, ng);
            if (decrypt)
                decrypt_batch(x[0], kv);
            else
                encrypt_batch(x[0], kv);
            store_batch(out + 16 * i, x[0], ng);
            i += ng;
        }
    }
    gg_wipe(kv, sizeof kv);
    gg_wipe(x, sizeof x);
}

void gg_avx512_kuznyechik_lanes(const uint8_t *const *rks, int decrypt, const uint8_t *in,
                                  uint8_t *out, size_t n)
{
    __m512i kv[10][16];
    __m512i x[16];
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
        load_batch(x, in + 16 * i, nb);
        if (decrypt)
            decrypt_batch(x, kv);
        else
            encrypt_batch(x, kv);
        store_batch(out + 16 * i, x, nb);
    }
    gg_wipe(kv, sizeof kv);
    gg_wipe(kb, sizeof kb);
    gg_wipe(x, sizeof x);
}
