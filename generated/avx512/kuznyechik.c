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

static void subst_all_pi(__m512i x[16])
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

static void subst_all_pi_inv(__m512i x[16])
{
    for (int j = 0; j < 16; j++)
        x[j] = subst_pi_inv(x[j]);
}

#define GFMUL(x, q) _mm512_gf2p8affine_epi64_epi8((x), _mm512_set1_epi64((long long)(q)), 0)
#define XOR3(a, b, c) _mm512_ternarylogic_epi64((a), (b), (c), 0x96)

/* L over GF(2^8): output byte i = xor over j of c[i][j] * byte j, memory byte order;
 * each product one vgf2p8affineqb by the matrix of multiplication by c[i][j]. */
static void linear_L(__m512i x[16])
{
    __m512i y[16];
    {
        __m512i a = GFMUL(x[0], 0xfb0d1b376edc437dULL);
        a = XOR3(a, GFMUL(x[1], 0x66aa54a953a62a33ULL), GFMUL(x[2], 0xc44c993265cb5362ULL));
        a = XOR3(a, GFMUL(x[3], 0xff0103070f1fc07fULL), GFMUL(x[4], 0x878912244992a2c3ULL));
        a = XOR3(a, GFMUL(x[5], 0x96bb77efdebcee4bULL), GFMUL(x[6], 0x3257ae5cb973d599ULL));
        a = XOR3(a, GFMUL(x[7], 0x3355aa54a9539519ULL), GFMUL(x[8], 0xe02142850a14c870ULL));
        a = XOR3(a, GFMUL(x[9], 0xff0103070f1fc07fULL), GFMUL(x[10], 0xf2172f5ebd7b05f9ULL));
        a = XOR3(a, GFMUL(x[11], 0x0f10204182050407ULL), GFMUL(x[12], 0xe2274e9d3a7509f1ULL));
        a = XOR3(a, GFMUL(x[13], 0x96bb77efdebcee4bULL), GFMUL(x[14], 0xcd56ad5bb66c15e6ULL));
        a = _mm512_xor_si512(a, GFMUL(x[15], 0x94bd7bf7eedd2fcaULL));
        y[0] = a;
    }
    {
        __m512i a = GFMUL(x[0], 0x94bd7bf7eedd2fcaULL);
        a = XOR3(a, GFMUL(x[1], 0xd868d0a04081da6cULL), GFMUL(x[2], 0x9aaf5fbe7cf86b4dULL));
        a = XOR3(a, GFMUL(x[3], 0x8a9f3e7dfbf66745ULL), GFMUL(x[4], 0x060a142851a24283ULL));
        a = XOR3(a, GFMUL(x[5], 0x0c142851a2448506ULL), GFMUL(x[6], 0xd778f0e1c284de6bULL));
        a = XOR3(a, GFMUL(x[7], 0xa6ead5ab57aefa53ULL), GFMUL(x[8], 0xdb6cd8b060c05b6dULL));
        a = XOR3(a, GFMUL(x[9], 0x749c3972e4c9e7baULL), GFMUL(x[10], 0xbec284091327f05fULL));
        a = XOR3(a, GFMUL(x[11], 0x798a152b56ad223cULL), GFMUL(x[12], 0xf61b376edcb886fbULL));
        a = XOR3(a, GFMUL(x[13], 0xacf4e9d2a4483dd6ULL), GFMUL(x[14], 0x6abe7cf8f1e2af35ULL));
        a = _mm512_xor_si512(a, GFMUL(x[15], 0xee3366cc98318cf7ULL));
        y[1] = a;
    }
    {
        __m512i a = GFMUL(x[0], 0xee3366cc98318cf7ULL);
        a = XOR3(a, GFMUL(x[1], 0xbace9c3972e4735dULL), GFMUL(x[2], 0xf7193366cc98c67bULL));
        a = XOR3(a, GFMUL(x[3], 0x040c183061c38302ULL), GFMUL(x[4], 0xd47cf8f1e2c55f6aULL));
        a = XOR3(a, GFMUL(x[5], 0xed376edcb8700df6ULL), GFMUL(x[6], 0x103061c3870e0c08ULL));
        a = XOR3(a, GFMUL(x[7], 0x394b962d5ab5529cULL), GFMUL(x[8], 0x6fb060c080016cb7ULL));
        a = XOR3(a, GFMUL(x[9], 0x355fbe7cf8f1d79aULL), GFMUL(x[10], 0x68b870e0c1836eb4ULL));
        a = XOR3(a, GFMUL(x[11], 0x55fffefdfaf5bf2aULL), GFMUL(x[12], 0x2769d3a74f9e1a13ULL));
        a = XOR3(a, GFMUL(x[13], 0x68b870e0c1836eb4ULL), GFMUL(x[14], 0x83850a14285121c1ULL));
        a = _mm512_xor_si512(a, GFMUL(x[15], 0x44cd9b366ddbf3a2ULL));
        y[2] = a;
    }
    {
        __m512i a = GFMUL(x[0], 0x44cd9b366ddbf3a2ULL);
        a = XOR3(a, GFMUL(x[1], 0xe93b76ecd9b38ef4ULL), GFMUL(x[2], 0xb0d0a0408102b4d8ULL));
        a = XOR3(a, GFMUL(x[3], 0xa0e0c183060cb8d0ULL), GFMUL(x[4], 0x103061c3870e0c08ULL));
        a = XOR3(a, GFMUL(x[5], 0xb1d2a4489122f458ULL), GFMUL(x[6], 0x2a7ffffefdfadf95ULL));
        a = XOR3(a, GFMUL(x[7], 0x54fdfaf5ead5ffaaULL), GFMUL(x[8], 0x2e73e7ce9c395c97ULL));
        a = XOR3(a, GFMUL(x[9], 0x2b7dfbf6edda9f15ULL), GFMUL(x[10], 0xf2172f5ebd7b05f9ULL));
        a = XOR3(a, GFMUL(x[11], 0x0d162c59b264c586ULL), GFMUL(x[12], 0x41c3870e1c383020ULL));
        a = XOR3(a, GFMUL(x[13], 0x70902142850a64b8ULL), GFMUL(x[14], 0x62a64c993265a931ULL));
        a = _mm512_xor_si512(a, GFMUL(x[15], 0x848d1a3469d323c2ULL));
        y[3] = a;
    }
    {
        __m512i a = GFMUL(x[0], 0x848d1a3469d323c2ULL);
        a = XOR3(a, GFMUL(x[1], 0x3257ae5cb973d599ULL), GFMUL(x[2], 0x55fffefdfaf5bf2aULL));
        a = XOR3(a, GFMUL(x[3], 0x3a4f9e3d7af4d39dULL), GFMUL(x[4], 0xd868d0a04081da6cULL));
        a = XOR3(a, GFMUL(x[5], 0xe3254a952a554971ULL), GFMUL(x[6], 0x808102040810a0c0ULL));
        a = XOR3(a, GFMUL(x[7], 0xaef2e5ca9429fc57ULL), GFMUL(x[8], 0x173871e3c68c0e0bULL));
        a = XOR3(a, GFMUL(x[9], 0xaafefdfaf5ea7f55ULL), GFMUL(x[10], 0x1a2e5dba74e8cb8dULL));
        a = XOR3(a, x[11], GFMUL(x[12], 0x759e3d7af4e9a73aULL));
        a = XOR3(a, GFMUL(x[13], 0xcb5cb973e7ce5765ULL), GFMUL(x[14], 0xcc54a953a64c5566ULL));
        a = _mm512_xor_si512(a, GFMUL(x[15], 0x143c79f3e6cd8f0aULL));
        y[4] = a;
    }
    {
        __m512i a = GFMUL(x[0], 0x143c79f3e6cd8f0aULL);
        a = XOR3(a, GFMUL(x[1], 0x44cd9b366ddbf3a2ULL), GFMUL(x[2], 0xa2e6cd9b366d7951ULL));
        a = XOR3(a, GFMUL(x[3], 0xa0e0c183060cb8d0ULL), GFMUL(x[4], 0x1b2c59b264c88b0dULL));
        a = XOR3(a, GFMUL(x[5], 0x7e82050b172f203fULL), GFMUL(x[6], 0x4fd1a3478e1d74a7ULL));
        a = XOR3(a, GFMUL(x[7], 0x94bd7bf7eedd2fcaULL), GFMUL(x[8], 0xef3162c48811cc77ULL));
        a = XOR3(a, GFMUL(x[9], 0x0304081020418101ULL), GFMUL(x[10], 0x060a142851a24283ULL));
        a = XOR3(a, GFMUL(x[11], 0xbcc48811234631deULL), GFMUL(x[12], 0x2061c3870e1c1810ULL));
        a = XOR3(a, GFMUL(x[13], 0x808102040810a0c0ULL), GFMUL(x[14], 0x5beddab468d0fbadULL));
        a = _mm512_xor_si512(a, GFMUL(x[15], 0x0c142851a2448506ULL));
        y[5] = a;
    }
    {
        __m512i a = GFMUL(x[0], 0x0c142851a2448506ULL);
        a = XOR3(a, GFMUL(x[1], 0xabfcf9f2e5ca3fd5ULL), GFMUL(x[2], 0x345dba74e8d1971aULL));
        a = XOR3(a, GFMUL(x[3], 0xf113274e9d3a84f8ULL), GFMUL(x[4], 0x40c183060c1870a0ULL));
        a = XOR3(a, GFMUL(x[5], 0x798a152b56ad223cULL), GFMUL(x[6], 0x1a2e5dba74e8cb8dULL));
        a = XOR3(a, GFMUL(x[7], 0x43c58b162c59f1a1ULL), GFMUL(x[8], 0xabfcf9f2e5ca3fd5ULL));
        a = XOR3(a, GFMUL(x[9], 0xe3254a952a554971ULL), GFMUL(x[10], 0x67a850a143866ab3ULL));
        a = XOR3(a, GFMUL(x[11], 0x64ac58b163c7ebb2ULL), GFMUL(x[12], 0x5ce5ca942952f9aeULL));
        a = XOR3(a, GFMUL(x[13], 0x73942952a54be5b9ULL), GFMUL(x[14], 0xf01123468d1ac478ULL));
        a = _mm512_xor_si512(a, GFMUL(x[15], 0xe42d5ab56bd74b72ULL));
        y[6] = a;
    }
    {
        __m512i a = GFMUL(x[0], 0xe42d5ab56bd74b72ULL);
        a = XOR3(a, GFMUL(x[1], 0x42c78f1e3c79b121ULL), GFMUL(x[2], 0x4cd5ab57ae5cf5a6ULL));
        a = XOR3(a, GFMUL(x[3], 0x50f1e2c58b167ca8ULL), GFMUL(x[4], 0x3f4182050b17101fULL));
        a = XOR3(a, GFMUL(x[5], 0xf80913274e9dc27cULL), GFMUL(x[6], 0xb3d4a850a14335d9ULL));
        a = XOR3(a, GFMUL(x[7], 0xfe03070f1f3f80ffULL), GFMUL(x[8], 0xaafefdfaf5ea7f55ULL));
        a = XOR3(a, GFMUL(x[9], 0x4fd1a3478e1d74a7ULL), GFMUL(x[10], 0x297bf7eeddbb5e94ULL));
        a = XOR3(a, GFMUL(x[11], 0xdf60c0800103d86fULL), GFMUL(x[12], 0xaafefdfaf5ea7f55ULL));
        a = XOR3(a, GFMUL(x[13], 0x384992254a95121cULL), GFMUL(x[14], 0x94bd7bf7eedd2fcaULL));
        a = _mm512_xor_si512(a, GFMUL(x[15], 0xbec284091327f05fULL));
        y[7] = a;
    }
    {
        __m512i a = GFMUL(x[0], 0xbec284091327f05fULL);
        a = XOR3(a, GFMUL(x[1], 0x0d162c59b264c586ULL), GFMUL(x[2], 0xf7193366cc98c67bULL));
        a = XOR3(a, GFMUL(x[3], 0x70902142850a64b8ULL), GFMUL(x[4], 0x3b4d9a356ad4931dULL));
        a = XOR3(a, GFMUL(x[5], 0x173871e3c68c0e0bULL), GFMUL(x[6], 0x8f9122458a15a4c7ULL));
        a = XOR3(a, GFMUL(x[7], 0x0d162c59b264c586ULL), GFMUL(x[8], 0x61a2448912242830ULL));
        a = XOR3(a, GFMUL(x[9], 0x143c79f3e6cd8f0aULL), GFMUL(x[10], 0x384992254a95121cULL));
        a = XOR3(a, x[11], GFMUL(x[12], 0xb4dcb870e0c137daULL));
        a = XOR3(a, GFMUL(x[13], 0x96bb77efdebcee4bULL), GFMUL(x[14], 0x8d972e5dba746546ULL));
        a = _mm512_xor_si512(a, GFMUL(x[15], 0x7d860d1b376ea13eULL));
        y[8] = a;
    }
    {
        __m512i a = GFMUL(x[0], 0x7d860d1b376ea13eULL);
        a = XOR3(a, GFMUL(x[1], 0xaafefdfaf5ea7f55ULL), GFMUL(x[2], 0xbec284091327f05fULL));
        a = XOR3(a, GFMUL(x[3], 0xf90b172f5ebd82fcULL), GFMUL(x[4], 0x173871e3c68c0e0bULL));
        a = XOR3(a, GFMUL(x[5], 0x3051a24489121418ULL), GFMUL(x[6], 0x2267cf9f3e7dd991ULL));
        a = XOR3(a, GFMUL(x[7], 0xf2172f5ebd7b05f9ULL), GFMUL(x[8], 0x60a04081020468b0ULL));
        a = XOR3(a, GFMUL(x[9], 0x1c244992254a890eULL), GFMUL(x[10], 0x2163c78f1e3c5890ULL));
        a = XOR3(a, GFMUL(x[11], 0x3355aa54a9539519ULL), GFMUL(x[12], 0x66aa54a953a62a33ULL));
        a = XOR3(a, GFMUL(x[13], 0xbace9c3972e4735dULL), GFMUL(x[14], 0x256fdfbf7fffdb92ULL));
        a = _mm512_xor_si512(a, GFMUL(x[15], 0x99ab57ae5cb9ea4cULL));
        y[9] = a;
    }
    {
        __m512i a = GFMUL(x[0], 0x99ab57ae5cb9ea4cULL);
        a = XOR3(a, GFMUL(x[1], 0x2769d3a74f9e1a13ULL), GFMUL(x[2], 0xfe03070f1f3f80ffULL));
        a = XOR3(a, GFMUL(x[3], 0xd47cf8f1e2c55f6aULL), GFMUL(x[4], 0x50f1e2c58b167ca8ULL));
        a = XOR3(a, GFMUL(x[5], 0xa4ecd9b367cf3bd2ULL), GFMUL(x[6], 0xcf50a143860dd467ULL));
        a = XOR3(a, GFMUL(x[7], 0xbbcc983162c433ddULL), GFMUL(x[8], 0x769a356ad4a8263bULL));
        a = XOR3(a, GFMUL(x[9], 0xf90b172f5ebd82fcULL), GFMUL(x[10], 0xe3254a952a554971ULL));
        a = XOR3(a, GFMUL(x[11], 0x92b76fdfbf7f6d49ULL), GFMUL(x[12], 0x9aaf5fbe7cf86b4dULL));
        a = XOR3(a, GFMUL(x[13], 0x0c142851a2448506ULL), GFMUL(x[14], 0xee3366cc98318cf7ULL));
        a = _mm512_xor_si512(a, GFMUL(x[15], 0x7f800103070f60bfULL));
        y[10] = a;
    }
    {
        __m512i a = GFMUL(x[0], 0x7f800103070f60bfULL);
        a = XOR3(a, GFMUL(x[1], 0xc7489122458ad263ULL), GFMUL(x[2], 0xfc050b172f5e417eULL));
        a = XOR3(a, GFMUL(x[3], 0x68b870e0c1836eb4ULL), GFMUL(x[4], 0x63a448912245e9b1ULL));
        a = XOR3(a, GFMUL(x[5], 0xb4dcb870e0c137daULL), GFMUL(x[6], 0xff0103070f1fc07fULL));
        a = XOR3(a, GFMUL(x[7], 0xb0d0a0408102b4d8ULL), GFMUL(x[8], 0x2365cb972e5d9911ULL));
        a = XOR3(a, GFMUL(x[9], 0x091a3469d3a74684ULL), GFMUL(x[10], 0xa2e6cd9b366d7951ULL));
        a = XOR3(a, GFMUL(x[11], 0x0708102041820203ULL), GFMUL(x[12], 0x256fdfbf7fffdb92ULL));
        a = XOR3(a, GFMUL(x[13], 0x0c142851a2448506ULL), GFMUL(x[14], 0xd778f0e1c284de6bULL));
        a = _mm512_xor_si512(a, GFMUL(x[15], 0xb0d0a0408102b4d8ULL));
        y[11] = a;
    }
    {
        __m512i a = GFMUL(x[0], 0xb0d0a0408102b4d8ULL);
        a = XOR3(a, GFMUL(x[1], 0x63a448912245e9b1ULL), GFMUL(x[2], 0x6abe7cf8f1e2af35ULL));
        a = XOR3(a, GFMUL(x[3], 0x0b1c3871e3c68705ULL), GFMUL(x[4], 0x3355aa54a9539519ULL));
        a = XOR3(a, GFMUL(x[5], 0xc64a952a55aa92e3ULL), GFMUL(x[6], 0xc95ab56bd7af96e4ULL));
        a = XOR3(a, GFMUL(x[7], 0x4fd1a3478e1d74a7ULL), GFMUL(x[8], 0xe52f5ebd7bf70bf2ULL));
        a = XOR3(a, GFMUL(x[9], 0x93b56bd7af5f2dc9ULL), GFMUL(x[10], 0x749c3972e4c9e7baULL));
        a = XOR3(a, GFMUL(x[11], 0x0708102041820203ULL), GFMUL(x[12], 0x5ce5ca942952f9aeULL));
        a = XOR3(a, GFMUL(x[13], 0xd276ecd9b3671de9ULL), GFMUL(x[14], 0xa1e2c58b162cf850ULL));
        a = _mm512_xor_si512(a, GFMUL(x[15], 0xcb5cb973e7ce5765ULL));
        y[12] = a;
    }
    {
        __m512i a = GFMUL(x[0], 0xcb5cb973e7ce5765ULL);
        a = XOR3(a, GFMUL(x[1], 0x67a850a143866ab3ULL), GFMUL(x[2], 0xc54e9d3a75eb13e2ULL));
        a = XOR3(a, GFMUL(x[3], 0x3a4f9e3d7af4d39dULL), GFMUL(x[4], 0x47c993264d9a72a3ULL));
        a = XOR3(a, GFMUL(x[5], 0xacf4e9d2a4483dd6ULL), GFMUL(x[6], 0x3c458a152b56911eULL));
        a = XOR3(a, GFMUL(x[7], 0x02060c183061c181ULL), GFMUL(x[8], 0x68b870e0c1836eb4ULL));
        a = XOR3(a, GFMUL(x[9], 0x2e73e7ce9c395c97ULL), GFMUL(x[10], 0x69ba74e8d1a32e34ULL));
        a = XOR3(a, GFMUL(x[11], 0xeb3d7af4e9d24f75ULL), GFMUL(x[12], 0x4bddbb77efdef7a5ULL));
        a = XOR3(a, GFMUL(x[13], 0x0c142851a2448506ULL), GFMUL(x[14], 0x749c3972e4c9e7baULL));
        a = _mm512_xor_si512(a, GFMUL(x[15], 0x769a356ad4a8263bULL));
        y[13] = a;
    }
    {
        __m512i a = GFMUL(x[0], 0x769a356ad4a8263bULL);
        a = XOR3(a, GFMUL(x[1], 0x798a152b56ad223cULL), GFMUL(x[2], 0xc44c993265cb5362ULL));
        a = XOR3(a, GFMUL(x[3], 0x46cb972e5dba3223ULL), GFMUL(x[4], 0x7d860d1b376ea13eULL));
        a = XOR3(a, GFMUL(x[5], 0x45cf9f3e7dfbb322ULL), GFMUL(x[6], 0x95bf7ffffefd6f4aULL));
        a = XOR3(a, GFMUL(x[7], 0x4adfbf7ffffeb725ULL), GFMUL(x[8], 0x1c244992254a890eULL));
        a = XOR3(a, GFMUL(x[9], 0x1e22458a152b488fULL), GFMUL(x[10], 0x173871e3c68c0e0bULL));
        a = XOR3(a, GFMUL(x[11], 0x6bbc78f0e1c2efb5ULL), GFMUL(x[12], 0xacf4e9d2a4483dd6ULL));
        a = XOR3(a, GFMUL(x[13], 0xc858b163c78fd664ULL), GFMUL(x[14], 0xaff0e1c28409bcd7ULL));
        a = _mm512_xor_si512(a, GFMUL(x[15], 0xc64a952a55aa92e3ULL));
        y[14] = a;
    }
    {
        __m512i a = GFMUL(x[0], 0xc64a952a55aa92e3ULL);
        a = XOR3(a, GFMUL(x[1], 0xd868d0a04081da6cULL), GFMUL(x[2], 0x77983162c48866bbULL));
        a = XOR3(a, GFMUL(x[3], 0xb0d0a0408102b4d8ULL), GFMUL(x[4], 0x5aefdebc78f0bb2dULL));
        a = XOR3(a, GFMUL(x[5], 0xda6edcb870e01bedULL), x[6]);
        a = XOR3(a, GFMUL(x[7], 0x53f5ead5ab57fda9ULL), x[8]);
        a = XOR3(a, GFMUL(x[9], 0xda6edcb870e01bedULL), GFMUL(x[10], 0x5aefdebc78f0bb2dULL));
        a = XOR3(a, GFMUL(x[11], 0xb0d0a0408102b4d8ULL), GFMUL(x[12], 0x77983162c48866bbULL));
        a = XOR3(a, GFMUL(x[13], 0xd868d0a04081da6cULL), GFMUL(x[14], 0xc64a952a55aa92e3ULL));
        a = _mm512_xor_si512(a, x[15]);
        y[15] = a;
    }
    for (int i = 0; i < 16; i++)
        x[i] = y[i];
}

/* L_inv over GF(2^8): output byte i = xor over j of c[i][j] * byte j, memory byte order;
 * each product one vgf2p8affineqb by the matrix of multiplication by c[i][j]. */
static void linear_L_inv(__m512i x[16])
{
    __m512i y[16];
    {
        __m512i a = x[0];
        a = XOR3(a, GFMUL(x[1], 0xc64a952a55aa92e3ULL), GFMUL(x[2], 0xd868d0a04081da6cULL));
        a = XOR3(a, GFMUL(x[3], 0x77983162c48866bbULL), GFMUL(x[4], 0xb0d0a0408102b4d8ULL));
        a = XOR3(a, GFMUL(x[5], 0x5aefdebc78f0bb2dULL), GFMUL(x[6], 0xda6edcb870e01bedULL));
        a = XOR3(a, x[7], GFMUL(x[8], 0x53f5ead5ab57fda9ULL));
        a = XOR3(a, x[9], GFMUL(x[10], 0xda6edcb870e01bedULL));
        a = XOR3(a, GFMUL(x[11], 0x5aefdebc78f0bb2dULL), GFMUL(x[12], 0xb0d0a0408102b4d8ULL));
        a = XOR3(a, GFMUL(x[13], 0x77983162c48866bbULL), GFMUL(x[14], 0xd868d0a04081da6cULL));
        a = _mm512_xor_si512(a, GFMUL(x[15], 0xc64a952a55aa92e3ULL));
        y[0] = a;
    }
    {
        __m512i a = GFMUL(x[0], 0xc64a952a55aa92e3ULL);
        a = XOR3(a, GFMUL(x[1], 0xaff0e1c28409bcd7ULL), GFMUL(x[2], 0xc858b163c78fd664ULL));
        a = XOR3(a, GFMUL(x[3], 0xacf4e9d2a4483dd6ULL), GFMUL(x[4], 0x6bbc78f0e1c2efb5ULL));
        a = XOR3(a, GFMUL(x[5], 0x173871e3c68c0e0bULL), GFMUL(x[6], 0x1e22458a152b488fULL));
        a = XOR3(a, GFMUL(x[7], 0x1c244992254a890eULL), GFMUL(x[8], 0x4adfbf7ffffeb725ULL));
        a = XOR3(a, GFMUL(x[9], 0x95bf7ffffefd6f4aULL), GFMUL(x[10], 0x45cf9f3e7dfbb322ULL));
        a = XOR3(a, GFMUL(x[11], 0x7d860d1b376ea13eULL), GFMUL(x[12], 0x46cb972e5dba3223ULL));
        a = XOR3(a, GFMUL(x[13], 0xc44c993265cb5362ULL), GFMUL(x[14], 0x798a152b56ad223cULL));
        a = _mm512_xor_si512(a, GFMUL(x[15], 0x769a356ad4a8263bULL));
        y[1] = a;
    }
    {
        __m512i a = GFMUL(x[0], 0x769a356ad4a8263bULL);
        a = XOR3(a, GFMUL(x[1], 0x749c3972e4c9e7baULL), GFMUL(x[2], 0x0c142851a2448506ULL));
        a = XOR3(a, GFMUL(x[3], 0x4bddbb77efdef7a5ULL), GFMUL(x[4], 0xeb3d7af4e9d24f75ULL));
        a = XOR3(a, GFMUL(x[5], 0x69ba74e8d1a32e34ULL), GFMUL(x[6], 0x2e73e7ce9c395c97ULL));
        a = XOR3(a, GFMUL(x[7], 0x68b870e0c1836eb4ULL), GFMUL(x[8], 0x02060c183061c181ULL));
        a = XOR3(a, GFMUL(x[9], 0x3c458a152b56911eULL), GFMUL(x[10], 0xacf4e9d2a4483dd6ULL));
        a = XOR3(a, GFMUL(x[11], 0x47c993264d9a72a3ULL), GFMUL(x[12], 0x3a4f9e3d7af4d39dULL));
        a = XOR3(a, GFMUL(x[13], 0xc54e9d3a75eb13e2ULL), GFMUL(x[14], 0x67a850a143866ab3ULL));
        a = _mm512_xor_si512(a, GFMUL(x[15], 0xcb5cb973e7ce5765ULL));
        y[2] = a;
    }
    {
        __m512i a = GFMUL(x[0], 0xcb5cb973e7ce5765ULL);
        a = XOR3(a, GFMUL(x[1], 0xa1e2c58b162cf850ULL), GFMUL(x[2], 0xd276ecd9b3671de9ULL));
        a = XOR3(a, GFMUL(x[3], 0x5ce5ca942952f9aeULL), GFMUL(x[4], 0x0708102041820203ULL));
        a = XOR3(a, GFMUL(x[5], 0x749c3972e4c9e7baULL), GFMUL(x[6], 0x93b56bd7af5f2dc9ULL));
        a = XOR3(a, GFMUL(x[7], 0xe52f5ebd7bf70bf2ULL), GFMUL(x[8], 0x4fd1a3478e1d74a7ULL));
        a = XOR3(a, GFMUL(x[9], 0xc95ab56bd7af96e4ULL), GFMUL(x[10], 0xc64a952a55aa92e3ULL));
        a = XOR3(a, GFMUL(x[11], 0x3355aa54a9539519ULL), GFMUL(x[12], 0x0b1c3871e3c68705ULL));
        a = XOR3(a, GFMUL(x[13], 0x6abe7cf8f1e2af35ULL), GFMUL(x[14], 0x63a448912245e9b1ULL));
        a = _mm512_xor_si512(a, GFMUL(x[15], 0xb0d0a0408102b4d8ULL));
        y[3] = a;
    }
    {
        __m512i a = GFMUL(x[0], 0xb0d0a0408102b4d8ULL);
        a = XOR3(a, GFMUL(x[1], 0xd778f0e1c284de6bULL), GFMUL(x[2], 0x0c142851a2448506ULL));
        a = XOR3(a, GFMUL(x[3], 0x256fdfbf7fffdb92ULL), GFMUL(x[4], 0x0708102041820203ULL));
        a = XOR3(a, GFMUL(x[5], 0xa2e6cd9b366d7951ULL), GFMUL(x[6], 0x091a3469d3a74684ULL));
        a = XOR3(a, GFMUL(x[7], 0x2365cb972e5d9911ULL), GFMUL(x[8], 0xb0d0a0408102b4d8ULL));
        a = XOR3(a, GFMUL(x[9], 0xff0103070f1fc07fULL), GFMUL(x[10], 0xb4dcb870e0c137daULL));
        a = XOR3(a, GFMUL(x[11], 0x63a448912245e9b1ULL), GFMUL(x[12], 0x68b870e0c1836eb4ULL));
        a = XOR3(a, GFMUL(x[13], 0xfc050b172f5e417eULL), GFMUL(x[14], 0xc7489122458ad263ULL));
        a = _mm512_xor_si512(a, GFMUL(x[15], 0x7f800103070f60bfULL));
        y[4] = a;
    }
    {
        __m512i a = GFMUL(x[0], 0x7f800103070f60bfULL);
        a = XOR3(a, GFMUL(x[1], 0xee3366cc98318cf7ULL), GFMUL(x[2], 0x0c142851a2448506ULL));
        a = XOR3(a, GFMUL(x[3], 0x9aaf5fbe7cf86b4dULL), GFMUL(x[4], 0x92b76fdfbf7f6d49ULL));
        a = XOR3(a, GFMUL(x[5], 0xe3254a952a554971ULL), GFMUL(x[6], 0xf90b172f5ebd82fcULL));
        a = XOR3(a, GFMUL(x[7], 0x769a356ad4a8263bULL), GFMUL(x[8], 0xbbcc983162c433ddULL));
        a = XOR3(a, GFMUL(x[9], 0xcf50a143860dd467ULL), GFMUL(x[10], 0xa4ecd9b367cf3bd2ULL));
        a = XOR3(a, GFMUL(x[11], 0x50f1e2c58b167ca8ULL), GFMUL(x[12], 0xd47cf8f1e2c55f6aULL));
        a = XOR3(a, GFMUL(x[13], 0xfe03070f1f3f80ffULL), GFMUL(x[14], 0x2769d3a74f9e1a13ULL));
        a = _mm512_xor_si512(a, GFMUL(x[15], 0x99ab57ae5cb9ea4cULL));
        y[5] = a;
    }
    {
        __m512i a = GFMUL(x[0], 0x99ab57ae5cb9ea4cULL);
        a = XOR3(a, GFMUL(x[1], 0x256fdfbf7fffdb92ULL), GFMUL(x[2], 0xbace9c3972e4735dULL));
        a = XOR3(a, GFMUL(x[3], 0x66aa54a953a62a33ULL), GFMUL(x[4], 0x3355aa54a9539519ULL));
        a = XOR3(a, GFMUL(x[5], 0x2163c78f1e3c5890ULL), GFMUL(x[6], 0x1c244992254a890eULL));
        a = XOR3(a, GFMUL(x[7], 0x60a04081020468b0ULL), GFMUL(x[8], 0xf2172f5ebd7b05f9ULL));
        a = XOR3(a, GFMUL(x[9], 0x2267cf9f3e7dd991ULL), GFMUL(x[10], 0x3051a24489121418ULL));
        a = XOR3(a, GFMUL(x[11], 0x173871e3c68c0e0bULL), GFMUL(x[12], 0xf90b172f5ebd82fcULL));
        a = XOR3(a, GFMUL(x[13], 0xbec284091327f05fULL), GFMUL(x[14], 0xaafefdfaf5ea7f55ULL));
        a = _mm512_xor_si512(a, GFMUL(x[15], 0x7d860d1b376ea13eULL));
        y[6] = a;
    }
    {
        __m512i a = GFMUL(x[0], 0x7d860d1b376ea13eULL);
        a = XOR3(a, GFMUL(x[1], 0x8d972e5dba746546ULL), GFMUL(x[2], 0x96bb77efdebcee4bULL));
        a = XOR3(a, GFMUL(x[3], 0xb4dcb870e0c137daULL), x[4]);
        a = XOR3(a, GFMUL(x[5], 0x384992254a95121cULL), GFMUL(x[6], 0x143c79f3e6cd8f0aULL));
        a = XOR3(a, GFMUL(x[7], 0x61a2448912242830ULL), GFMUL(x[8], 0x0d162c59b264c586ULL));
        a = XOR3(a, GFMUL(x[9], 0x8f9122458a15a4c7ULL), GFMUL(x[10], 0x173871e3c68c0e0bULL));
        a = XOR3(a, GFMUL(x[11], 0x3b4d9a356ad4931dULL), GFMUL(x[12], 0x70902142850a64b8ULL));
        a = XOR3(a, GFMUL(x[13], 0xf7193366cc98c67bULL), GFMUL(x[14], 0x0d162c59b264c586ULL));
        a = _mm512_xor_si512(a, GFMUL(x[15], 0xbec284091327f05fULL));
        y[7] = a;
    }
    {
        __m512i a = GFMUL(x[0], 0xbec284091327f05fULL);
        a = XOR3(a, GFMUL(x[1], 0x94bd7bf7eedd2fcaULL), GFMUL(x[2], 0x384992254a95121cULL));
        a = XOR3(a, GFMUL(x[3], 0xaafefdfaf5ea7f55ULL), GFMUL(x[4], 0xdf60c0800103d86fULL));
        a = XOR3(a, GFMUL(x[5], 0x297bf7eeddbb5e94ULL), GFMUL(x[6], 0x4fd1a3478e1d74a7ULL));
        a = XOR3(a, GFMUL(x[7], 0xaafefdfaf5ea7f55ULL), GFMUL(x[8], 0xfe03070f1f3f80ffULL));
        a = XOR3(a, GFMUL(x[9], 0xb3d4a850a14335d9ULL), GFMUL(x[10], 0xf80913274e9dc27cULL));
        a = XOR3(a, GFMUL(x[11], 0x3f4182050b17101fULL), GFMUL(x[12], 0x50f1e2c58b167ca8ULL));
        a = XOR3(a, GFMUL(x[13], 0x4cd5ab57ae5cf5a6ULL), GFMUL(x[14], 0x42c78f1e3c79b121ULL));
        a = _mm512_xor_si512(a, GFMUL(x[15], 0xe42d5ab56bd74b72ULL));
        y[8] = a;
    }
    {
        __m512i a = GFMUL(x[0], 0xe42d5ab56bd74b72ULL);
        a = XOR3(a, GFMUL(x[1], 0xf01123468d1ac478ULL), GFMUL(x[2], 0x73942952a54be5b9ULL));
        a = XOR3(a, GFMUL(x[3], 0x5ce5ca942952f9aeULL), GFMUL(x[4], 0x64ac58b163c7ebb2ULL));
        a = XOR3(a, GFMUL(x[5], 0x67a850a143866ab3ULL), GFMUL(x[6], 0xe3254a952a554971ULL));
        a = XOR3(a, GFMUL(x[7], 0xabfcf9f2e5ca3fd5ULL), GFMUL(x[8], 0x43c58b162c59f1a1ULL));
        a = XOR3(a, GFMUL(x[9], 0x1a2e5dba74e8cb8dULL), GFMUL(x[10], 0x798a152b56ad223cULL));
        a = XOR3(a, GFMUL(x[11], 0x40c183060c1870a0ULL), GFMUL(x[12], 0xf113274e9d3a84f8ULL));
        a = XOR3(a, GFMUL(x[13], 0x345dba74e8d1971aULL), GFMUL(x[14], 0xabfcf9f2e5ca3fd5ULL));
        a = _mm512_xor_si512(a, GFMUL(x[15], 0x0c142851a2448506ULL));
        y[9] = a;
    }
    {
        __m512i a = GFMUL(x[0], 0x0c142851a2448506ULL);
        a = XOR3(a, GFMUL(x[1], 0x5beddab468d0fbadULL), GFMUL(x[2], 0x808102040810a0c0ULL));
        a = XOR3(a, GFMUL(x[3], 0x2061c3870e1c1810ULL), GFMUL(x[4], 0xbcc48811234631deULL));
        a = XOR3(a, GFMUL(x[5], 0x060a142851a24283ULL), GFMUL(x[6], 0x0304081020418101ULL));
        a = XOR3(a, GFMUL(x[7], 0xef3162c48811cc77ULL), GFMUL(x[8], 0x94bd7bf7eedd2fcaULL));
        a = XOR3(a, GFMUL(x[9], 0x4fd1a3478e1d74a7ULL), GFMUL(x[10], 0x7e82050b172f203fULL));
        a = XOR3(a, GFMUL(x[11], 0x1b2c59b264c88b0dULL), GFMUL(x[12], 0xa0e0c183060cb8d0ULL));
        a = XOR3(a, GFMUL(x[13], 0xa2e6cd9b366d7951ULL), GFMUL(x[14], 0x44cd9b366ddbf3a2ULL));
        a = _mm512_xor_si512(a, GFMUL(x[15], 0x143c79f3e6cd8f0aULL));
        y[10] = a;
    }
    {
        __m512i a = GFMUL(x[0], 0x143c79f3e6cd8f0aULL);
        a = XOR3(a, GFMUL(x[1], 0xcc54a953a64c5566ULL), GFMUL(x[2], 0xcb5cb973e7ce5765ULL));
        a = XOR3(a, GFMUL(x[3], 0x759e3d7af4e9a73aULL), x[4]);
        a = XOR3(a, GFMUL(x[5], 0x1a2e5dba74e8cb8dULL), GFMUL(x[6], 0xaafefdfaf5ea7f55ULL));
        a = XOR3(a, GFMUL(x[7], 0x173871e3c68c0e0bULL), GFMUL(x[8], 0xaef2e5ca9429fc57ULL));
        a = XOR3(a, GFMUL(x[9], 0x808102040810a0c0ULL), GFMUL(x[10], 0xe3254a952a554971ULL));
        a = XOR3(a, GFMUL(x[11], 0xd868d0a04081da6cULL), GFMUL(x[12], 0x3a4f9e3d7af4d39dULL));
        a = XOR3(a, GFMUL(x[13], 0x55fffefdfaf5bf2aULL), GFMUL(x[14], 0x3257ae5cb973d599ULL));
        a = _mm512_xor_si512(a, GFMUL(x[15], 0x848d1a3469d323c2ULL));
        y[11] = a;
    }
    {
        __m512i a = GFMUL(x[0], 0x848d1a3469d323c2ULL);
        a = XOR3(a, GFMUL(x[1], 0x62a64c993265a931ULL), GFMUL(x[2], 0x70902142850a64b8ULL));
        a = XOR3(a, GFMUL(x[3], 0x41c3870e1c383020ULL), GFMUL(x[4], 0x0d162c59b264c586ULL));
        a = XOR3(a, GFMUL(x[5], 0xf2172f5ebd7b05f9ULL), GFMUL(x[6], 0x2b7dfbf6edda9f15ULL));
        a = XOR3(a, GFMUL(x[7], 0x2e73e7ce9c395c97ULL), GFMUL(x[8], 0x54fdfaf5ead5ffaaULL));
        a = XOR3(a, GFMUL(x[9], 0x2a7ffffefdfadf95ULL), GFMUL(x[10], 0xb1d2a4489122f458ULL));
        a = XOR3(a, GFMUL(x[11], 0x103061c3870e0c08ULL), GFMUL(x[12], 0xa0e0c183060cb8d0ULL));
        a = XOR3(a, GFMUL(x[13], 0xb0d0a0408102b4d8ULL), GFMUL(x[14], 0xe93b76ecd9b38ef4ULL));
        a = _mm512_xor_si512(a, GFMUL(x[15], 0x44cd9b366ddbf3a2ULL));
        y[12] = a;
    }
    {
        __m512i a = GFMUL(x[0], 0x44cd9b366ddbf3a2ULL);
        a = XOR3(a, GFMUL(x[1], 0x83850a14285121c1ULL), GFMUL(x[2], 0x68b870e0c1836eb4ULL));
        a = XOR3(a, GFMUL(x[3], 0x2769d3a74f9e1a13ULL), GFMUL(x[4], 0x55fffefdfaf5bf2aULL));
        a = XOR3(a, GFMUL(x[5], 0x68b870e0c1836eb4ULL), GFMUL(x[6], 0x355fbe7cf8f1d79aULL));
        a = XOR3(a, GFMUL(x[7], 0x6fb060c080016cb7ULL), GFMUL(x[8], 0x394b962d5ab5529cULL));
        a = XOR3(a, GFMUL(x[9], 0x103061c3870e0c08ULL), GFMUL(x[10], 0xed376edcb8700df6ULL));
        a = XOR3(a, GFMUL(x[11], 0xd47cf8f1e2c55f6aULL), GFMUL(x[12], 0x040c183061c38302ULL));
        a = XOR3(a, GFMUL(x[13], 0xf7193366cc98c67bULL), GFMUL(x[14], 0xbace9c3972e4735dULL));
        a = _mm512_xor_si512(a, GFMUL(x[15], 0xee3366cc98318cf7ULL));
        y[13] = a;
    }
    {
        __m512i a = GFMUL(x[0], 0xee3366cc98318cf7ULL);
        a = XOR3(a, GFMUL(x[1], 0x6abe7cf8f1e2af35ULL), GFMUL(x[2], 0xacf4e9d2a4483dd6ULL));
        a = XOR3(a, GFMUL(x[3], 0xf61b376edcb886fbULL), GFMUL(x[4], 0x798a152b56ad223cULL));
        a = XOR3(a, GFMUL(x[5], 0xbec284091327f05fULL), GFMUL(x[6], 0x749c3972e4c9e7baULL));
        a = XOR3(a, GFMUL(x[7], 0xdb6cd8b060c05b6dULL), GFMUL(x[8], 0xa6ead5ab57aefa53ULL));
        a = XOR3(a, GFMUL(x[9], 0xd778f0e1c284de6bULL), GFMUL(x[10], 0x0c142851a2448506ULL));
        a = XOR3(a, GFMUL(x[11], 0x060a142851a24283ULL), GFMUL(x[12], 0x8a9f3e7dfbf66745ULL));
        a = XOR3(a, GFMUL(x[13], 0x9aaf5fbe7cf86b4dULL), GFMUL(x[14], 0xd868d0a04081da6cULL));
        a = _mm512_xor_si512(a, GFMUL(x[15], 0x94bd7bf7eedd2fcaULL));
        y[14] = a;
    }
    {
        __m512i a = GFMUL(x[0], 0x94bd7bf7eedd2fcaULL);
        a = XOR3(a, GFMUL(x[1], 0xcd56ad5bb66c15e6ULL), GFMUL(x[2], 0x96bb77efdebcee4bULL));
        a = XOR3(a, GFMUL(x[3], 0xe2274e9d3a7509f1ULL), GFMUL(x[4], 0x0f10204182050407ULL));
        a = XOR3(a, GFMUL(x[5], 0xf2172f5ebd7b05f9ULL), GFMUL(x[6], 0xff0103070f1fc07fULL));
        a = XOR3(a, GFMUL(x[7], 0xe02142850a14c870ULL), GFMUL(x[8], 0x3355aa54a9539519ULL));
        a = XOR3(a, GFMUL(x[9], 0x3257ae5cb973d599ULL), GFMUL(x[10], 0x96bb77efdebcee4bULL));
        a = XOR3(a, GFMUL(x[11], 0x878912244992a2c3ULL), GFMUL(x[12], 0xff0103070f1fc07fULL));
        a = XOR3(a, GFMUL(x[13], 0xc44c993265cb5362ULL), GFMUL(x[14], 0x66aa54a953a62a33ULL));
        a = _mm512_xor_si512(a, GFMUL(x[15], 0xfb0d1b376edc437dULL));
        y[15] = a;
    }
    for (int i = 0; i < 16; i++)
        x[i] = y[i];
}

static inline void xor_key(__m512i x[16], const __m512i k[16])
{
    for (int j = 0; j < 16; j++)
        x[j] = _mm512_xor_si512(x[j], k[j]);
}

static void encrypt_batch(__m512i x[16], __m512i kv[10][16])
{
    xor_key(x, kv[0]);
    subst_all_pi(x);
    linear_L(x);
    xor_key(x, kv[1]);
    subst_all_pi(x);
    linear_L(x);
    xor_key(x, kv[2]);
    subst_all_pi(x);
    linear_L(x);
    xor_key(x, kv[3]);
    subst_all_pi(x);
    linear_L(x);
    xor_key(x, kv[4]);
    subst_all_pi(x);
    linear_L(x);
    xor_key(x, kv[5]);
    subst_all_pi(x);
    linear_L(x);
    xor_key(x, kv[6]);
    subst_all_pi(x);
    linear_L(x);
    xor_key(x, kv[7]);
    subst_all_pi(x);
    linear_L(x);
    xor_key(x, kv[8]);
    subst_all_pi(x);
    linear_L(x);
    xor_key(x, kv[9]);
}

static void decrypt_batch(__m512i x[16], __m512i kv[10][16])
{
    xor_key(x, kv[9]);
    linear_L_inv(x);
    subst_all_pi_inv(x);
    xor_key(x, kv[8]);
    linear_L_inv(x);
    subst_all_pi_inv(x);
    xor_key(x, kv[7]);
    linear_L_inv(x);
    subst_all_pi_inv(x);
    xor_key(x, kv[6]);
    linear_L_inv(x);
    subst_all_pi_inv(x);
    xor_key(x, kv[5]);
    linear_L_inv(x);
    subst_all_pi_inv(x);
    xor_key(x, kv[4]);
    linear_L_inv(x);
    subst_all_pi_inv(x);
    xor_key(x, kv[3]);
    linear_L_inv(x);
    subst_all_pi_inv(x);
    xor_key(x, kv[2]);
    linear_L_inv(x);
    subst_all_pi_inv(x);
    xor_key(x, kv[1]);
    linear_L_inv(x);
    subst_all_pi_inv(x);
    xor_key(x, kv[0]);
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
    __m512i x[16];
    for (int r = 0; r < 10; r++)
        for (int m = 0; m < 16; m++)
            kv[r][m] = _mm512_set1_epi8((char)rk[16 * r + value_byte[m]]);
    for (size_t i = 0; i < nblocks; i += BATCH) {
        size_t n = nblocks - i < BATCH ? nblocks - i : BATCH;
        load_batch(x, in + 16 * i, n);
        if (decrypt)
            decrypt_batch(x, kv);
        else
            encrypt_batch(x, kv);
        store_batch(out + 16 * i, x, n);
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
