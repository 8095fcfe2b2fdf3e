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

/* The product's matrix broadcast from 8 bytes ({1to8}): 16 x 16 x 8 bytes per map in L1, not x 64. */
#define GFMUL(x, q) _mm512_gf2p8affine_epi64_epi8((x), _mm512_set1_epi64(q), 0)
#define XOR3(a, b, c) _mm512_ternarylogic_epi64((a), (b), (c), 0x96)

/* L over GF(2^8): output byte i = xor over j of c[i][j] * byte j, memory byte order;
 * each product one vgf2p8affineqb by the matrix of multiplication by c[i][j]. */
static const long long mat_L[256] = {
-0x04f2e4c89123bc83LL, 0x66aa54a953a62a33LL, -0x3bb366cd9a34ac9eLL, -0x00fefcf8f0e03f81LL, -0x7876eddbb66d5d3dLL, -0x69448810214311b5LL, 0x3257ae5cb973d599LL, 0x3355aa54a9539519LL, -0x1fdebd7af5eb3790LL, -0x00fefcf8f0e03f81LL, -0x0de8d0a14284fa07LL, 0x0f10204182050407LL, -0x1dd8b162c58af60fLL, -0x69448810214311b5LL, -0x32a952a44993ea1aLL, -0x6b4284081122d036LL, 
-0x6b4284081122d036LL, -0x27972f5fbf7e2594LL, -0x6550a041830794b3LL, -0x7560c182040998bbLL, 0x060a142851a24283LL, 0x0c142851a2448506LL, -0x28870f1e3d7b2195LL, -0x59152a54a85105adLL, -0x2493274f9f3fa493LL, 0x749c3972e4c9e7baLL, -0x413d7bf6ecd80fa1LL, 0x798a152b56ad223cLL, -0x09e4c89123477905LL, -0x530b162d5bb7c22aLL, 0x6abe7cf8f1e2af35LL, -0x11cc993367ce7309LL, 
-0x11cc993367ce7309LL, -0x453163c68d1b8ca3LL, -0x08e6cc9933673985LL, 0x040c183061c38302LL, -0x2b83070e1d3aa096LL, -0x12c89123478ff20aLL, 0x103061c3870e0c08LL, 0x394b962d5ab5529cLL, 0x6fb060c080016cb7LL, 0x355fbe7cf8f1d79aLL, 0x68b870e0c1836eb4LL, 0x55fffefdfaf5bf2aLL, 0x2769d3a74f9e1a13LL, 0x68b870e0c1836eb4LL, -0x7c7af5ebd7aede3fLL, 0x44cd9b366ddbf3a2LL, 
0x44cd9b366ddbf3a2LL, -0x16c48913264c710cLL, -0x4f2f5fbf7efd4b28LL, -0x5f1f3e7cf9f34730LL, 0x103061c3870e0c08LL, -0x4e2d5bb76edd0ba8LL, 0x2a7ffffefdfadf95LL, 0x54fdfaf5ead5ffaaLL, 0x2e73e7ce9c395c97LL, 0x2b7dfbf6edda9f15LL, -0x0de8d0a14284fa07LL, 0x0d162c59b264c586LL, 0x41c3870e1c383020LL, 0x70902142850a64b8LL, 0x62a64c993265a931LL, -0x7b72e5cb962cdc3eLL, 
-0x7b72e5cb962cdc3eLL, 0x3257ae5cb973d599LL, 0x55fffefdfaf5bf2aLL, 0x3a4f9e3d7af4d39dLL, -0x27972f5fbf7e2594LL, -0x1cdab56ad5aab68fLL, -0x7f7efdfbf7ef5f40LL, -0x510d1a356bd603a9LL, 0x173871e3c68c0e0bLL, -0x550102050a1580abLL, 0x1a2e5dba74e8cb8dLL, 0x759e3d7af4e9a73aLL, -0x34a3468c1831a89bLL, -0x33ab56ac59b3aa9aLL, 0x143c79f3e6cd8f0aLL, 
0x143c79f3e6cd8f0aLL, 0x44cd9b366ddbf3a2LL, -0x5d193264c99286afLL, -0x5f1f3e7cf9f34730LL, 0x1b2c59b264c88b0dLL, 0x7e82050b172f203fLL, 0x4fd1a3478e1d74a7LL, -0x6b4284081122d036LL, -0x10ce9d3b77ee3389LL, 0x0304081020418101LL, 0x060a142851a24283LL, -0x433b77eedcb9ce22LL, 0x2061c3870e1c1810LL, -0x7f7efdfbf7ef5f40LL, 0x5beddab468d0fbadLL, 0x0c142851a2448506LL, 
0x0c142851a2448506LL, -0x5403060d1a35c02bLL, 0x345dba74e8d1971aLL, -0x0eecd8b162c57b08LL, 0x40c183060c1870a0LL, 0x798a152b56ad223cLL, 0x1a2e5dba74e8cb8dLL, 0x43c58b162c59f1a1LL, -0x5403060d1a35c02bLL, -0x1cdab56ad5aab68fLL, 0x67a850a143866ab3LL, 0x64ac58b163c7ebb2LL, 0x5ce5ca942952f9aeLL, 0x73942952a54be5b9LL, -0x0feedcb972e53b88LL, -0x1bd2a54a9428b48eLL, 
-0x1bd2a54a9428b48eLL, 0x42c78f1e3c79b121LL, 0x4cd5ab57ae5cf5a6LL, 0x50f1e2c58b167ca8LL, 0x3f4182050b17101fLL, -0x07f6ecd8b1623d84LL, -0x4c2b57af5ebcca27LL, -0x01fcf8f0e0c07f01LL, -0x550102050a1580abLL, 0x4fd1a3478e1d74a7LL, 0x297bf7eeddbb5e94LL, -0x209f3f7ffefc2791LL, -0x550102050a1580abLL, 0x384992254a95121cLL, -0x6b4284081122d036LL, -0x413d7bf6ecd80fa1LL, 
-0x413d7bf6ecd80fa1LL, 0x0d162c59b264c586LL, -0x08e6cc9933673985LL, 0x70902142850a64b8LL, 0x3b4d9a356ad4931dLL, 0x173871e3c68c0e0bLL, -0x706eddba75ea5b39LL, 0x0d162c59b264c586LL, 0x61a2448912242830LL, 0x143c79f3e6cd8f0aLL, 0x384992254a95121cLL, -0x4b23478f1f3ec826LL, -0x69448810214311b5LL, -0x7268d1a2458b9abaLL, 0x7d860d1b376ea13eLL, 
0x7d860d1b376ea13eLL, -0x550102050a1580abLL, -0x413d7bf6ecd80fa1LL, -0x06f4e8d0a1427d04LL, 0x173871e3c68c0e0bLL, 0x3051a24489121418LL, 0x2267cf9f3e7dd991LL, -0x0de8d0a14284fa07LL, 0x60a04081020468b0LL, 0x1c244992254a890eLL, 0x2163c78f1e3c5890LL, 0x3355aa54a9539519LL, 0x66aa54a953a62a33LL, -0x453163c68d1b8ca3LL, 0x256fdfbf7fffdb92LL, -0x6654a851a34615b4LL, 
-0x6654a851a34615b4LL, 0x2769d3a74f9e1a13LL, -0x01fcf8f0e0c07f01LL, -0x2b83070e1d3aa096LL, 0x50f1e2c58b167ca8LL, -0x5b13264c9830c42eLL, -0x30af5ebc79f22b99LL, -0x443367ce9d3bcc23LL, 0x769a356ad4a8263bLL, -0x06f4e8d0a1427d04LL, -0x1cdab56ad5aab68fLL, -0x6d489020408092b7LL, -0x6550a041830794b3LL, 0x0c142851a2448506LL, -0x11cc993367ce7309LL, 0x7f800103070f60bfLL, 
0x7f800103070f60bfLL, -0x38b76eddba752d9dLL, -0x03faf4e8d0a1be82LL, 0x68b870e0c1836eb4LL, 0x63a448912245e9b1LL, -0x4b23478f1f3ec826LL, -0x00fefcf8f0e03f81LL, -0x4f2f5fbf7efd4b28LL, 0x2365cb972e5d9911LL, 0x091a3469d3a74684LL, -0x5d193264c99286afLL, 0x0708102041820203LL, 0x256fdfbf7fffdb92LL, 0x0c142851a2448506LL, -0x28870f1e3d7b2195LL, -0x4f2f5fbf7efd4b28LL, 
-0x4f2f5fbf7efd4b28LL, 0x63a448912245e9b1LL, 0x6abe7cf8f1e2af35LL, 0x0b1c3871e3c68705LL, 0x3355aa54a9539519LL, -0x39b56ad5aa556d1dLL, -0x36a54a942850691cLL, 0x4fd1a3478e1d74a7LL, -0x1ad0a1428408f40eLL, -0x6c4a942850a0d237LL, 0x749c3972e4c9e7baLL, 0x0708102041820203LL, 0x5ce5ca942952f9aeLL, -0x2d8913264c98e217LL, -0x5e1d3a74e9d307b0LL, -0x34a3468c1831a89bLL, 
-0x34a3468c1831a89bLL, 0x67a850a143866ab3LL, -0x3ab162c58a14ec1eLL, 0x3a4f9e3d7af4d39dLL, 0x47c993264d9a72a3LL, -0x530b162d5bb7c22aLL, 0x3c458a152b56911eLL, 0x02060c183061c181LL, 0x68b870e0c1836eb4LL, 0x2e73e7ce9c395c97LL, 0x69ba74e8d1a32e34LL, -0x14c2850b162db08bLL, 0x4bddbb77efdef7a5LL, 0x0c142851a2448506LL, 0x749c3972e4c9e7baLL, 0x769a356ad4a8263bLL, 
0x769a356ad4a8263bLL, 0x798a152b56ad223cLL, -0x3bb366cd9a34ac9eLL, 0x46cb972e5dba3223LL, 0x7d860d1b376ea13eLL, 0x45cf9f3e7dfbb322LL, -0x6a408000010290b6LL, 0x4adfbf7ffffeb725LL, 0x1c244992254a890eLL, 0x1e22458a152b488fLL, 0x173871e3c68c0e0bLL, 0x6bbc78f0e1c2efb5LL, -0x530b162d5bb7c22aLL, -0x37a74e9c3870299cLL, -0x500f1e3d7bf64329LL, -0x39b56ad5aa556d1dLL, 
-0x39b56ad5aa556d1dLL, -0x27972f5fbf7e2594LL, 0x77983162c48866bbLL, -0x4f2f5fbf7efd4b28LL, 0x5aefdebc78f0bb2dLL, -0x259123478f1fe413LL, 0x53f5ead5ab57fda9LL, -0x259123478f1fe413LL, 0x5aefdebc78f0bb2dLL, -0x4f2f5fbf7efd4b28LL, 0x77983162c48866bbLL, -0x27972f5fbf7e2594LL, -0x39b56ad5aa556d1dLL, 
};

static void linear_L(__m512i x[16])
{
    __m512i y[16];
    const long long *mat = mat_L;
    __asm__("" : "+r"(mat)); /* opaque: keeps the 8-byte broadcasts rather than folded constants */
    {
        __m512i a = GFMUL(x[0], mat[0]);
        a = XOR3(a, GFMUL(x[1], mat[1]), GFMUL(x[2], mat[2]));
        a = XOR3(a, GFMUL(x[3], mat[3]), GFMUL(x[4], mat[4]));
        a = XOR3(a, GFMUL(x[5], mat[5]), GFMUL(x[6], mat[6]));
        a = XOR3(a, GFMUL(x[7], mat[7]), GFMUL(x[8], mat[8]));
        a = XOR3(a, GFMUL(x[9], mat[9]), GFMUL(x[10], mat[10]));
        a = XOR3(a, GFMUL(x[11], mat[11]), GFMUL(x[12], mat[12]));
        a = XOR3(a, GFMUL(x[13], mat[13]), GFMUL(x[14], mat[14]));
        a = _mm512_xor_si512(a, GFMUL(x[15], mat[15]));
        y[0] = a;
    }
    {
        __m512i a = GFMUL(x[0], mat[16]);
        a = XOR3(a, GFMUL(x[1], mat[17]), GFMUL(x[2], mat[18]));
        a = XOR3(a, GFMUL(x[3], mat[19]), GFMUL(x[4], mat[20]));
        a = XOR3(a, GFMUL(x[5], mat[21]), GFMUL(x[6], mat[22]));
        a = XOR3(a, GFMUL(x[7], mat[23]), GFMUL(x[8], mat[24]));
        a = XOR3(a, GFMUL(x[9], mat[25]), GFMUL(x[10], mat[26]));
        a = XOR3(a, GFMUL(x[11], mat[27]), GFMUL(x[12], mat[28]));
        a = XOR3(a, GFMUL(x[13], mat[29]), GFMUL(x[14], mat[30]));
        a = _mm512_xor_si512(a, GFMUL(x[15], mat[31]));
        y[1] = a;
    }
    {
        __m512i a = GFMUL(x[0], mat[32]);
        a = XOR3(a, GFMUL(x[1], mat[33]), GFMUL(x[2], mat[34]));
        a = XOR3(a, GFMUL(x[3], mat[35]), GFMUL(x[4], mat[36]));
        a = XOR3(a, GFMUL(x[5], mat[37]), GFMUL(x[6], mat[38]));
        a = XOR3(a, GFMUL(x[7], mat[39]), GFMUL(x[8], mat[40]));
        a = XOR3(a, GFMUL(x[9], mat[41]), GFMUL(x[10], mat[42]));
        a = XOR3(a, GFMUL(x[11], mat[43]), GFMUL(x[12], mat[44]));
        a = XOR3(a, GFMUL(x[13], mat[45]), GFMUL(x[14], mat[46]));
        a = _mm512_xor_si512(a, GFMUL(x[15], mat[47]));
        y[2] = a;
    }
    {
        __m512i a = GFMUL(x[0], mat[48]);
        a = XOR3(a, GFMUL(x[1], mat[49]), GFMUL(x[2], mat[50]));
        a = XOR3(a, GFMUL(x[3], mat[51]), GFMUL(x[4], mat[52]));
        a = XOR3(a, GFMUL(x[5], mat[53]), GFMUL(x[6], mat[54]));
        a = XOR3(a, GFMUL(x[7], mat[55]), GFMUL(x[8], mat[56]));
        a = XOR3(a, GFMUL(x[9], mat[57]), GFMUL(x[10], mat[58]));
        a = XOR3(a, GFMUL(x[11], mat[59]), GFMUL(x[12], mat[60]));
        a = XOR3(a, GFMUL(x[13], mat[61]), GFMUL(x[14], mat[62]));
        a = _mm512_xor_si512(a, GFMUL(x[15], mat[63]));
        y[3] = a;
    }
    {
        __m512i a = GFMUL(x[0], mat[64]);
        a = XOR3(a, GFMUL(x[1], mat[65]), GFMUL(x[2], mat[66]));
        a = XOR3(a, GFMUL(x[3], mat[67]), GFMUL(x[4], mat[68]));
        a = XOR3(a, GFMUL(x[5], mat[69]), GFMUL(x[6], mat[70]));
        a = XOR3(a, GFMUL(x[7], mat[71]), GFMUL(x[8], mat[72]));
        a = XOR3(a, GFMUL(x[9], mat[73]), GFMUL(x[10], mat[74]));
        a = XOR3(a, x[11], GFMUL(x[12], mat[75]));
        a = XOR3(a, GFMUL(x[13], mat[76]), GFMUL(x[14], mat[77]));
        a = _mm512_xor_si512(a, GFMUL(x[15], mat[78]));
        y[4] = a;
    }
    {
        __m512i a = GFMUL(x[0], mat[79]);
        a = XOR3(a, GFMUL(x[1], mat[80]), GFMUL(x[2], mat[81]));
        a = XOR3(a, GFMUL(x[3], mat[82]), GFMUL(x[4], mat[83]));
        a = XOR3(a, GFMUL(x[5], mat[84]), GFMUL(x[6], mat[85]));
        a = XOR3(a, GFMUL(x[7], mat[86]), GFMUL(x[8], mat[87]));
        a = XOR3(a, GFMUL(x[9], mat[88]), GFMUL(x[10], mat[89]));
        a = XOR3(a, GFMUL(x[11], mat[90]), GFMUL(x[12], mat[91]));
        a = XOR3(a, GFMUL(x[13], mat[92]), GFMUL(x[14], mat[93]));
        a = _mm512_xor_si512(a, GFMUL(x[15], mat[94]));
        y[5] = a;
    }
    {
        __m512i a = GFMUL(x[0], mat[95]);
        a = XOR3(a, GFMUL(x[1], mat[96]), GFMUL(x[2], mat[97]));
        a = XOR3(a, GFMUL(x[3], mat[98]), GFMUL(x[4], mat[99]));
        a = XOR3(a, GFMUL(x[5], mat[100]), GFMUL(x[6], mat[101]));
        a = XOR3(a, GFMUL(x[7], mat[102]), GFMUL(x[8], mat[103]));
        a = XOR3(a, GFMUL(x[9], mat[104]), GFMUL(x[10], mat[105]));
        a = XOR3(a, GFMUL(x[11], mat[106]), GFMUL(x[12], mat[107]));
        a = XOR3(a, GFMUL(x[13], mat[108]), GFMUL(x[14], mat[109]));
        a = _mm512_xor_si512(a, GFMUL(x[15], mat[110]));
        y[6] = a;
    }
    {
        __m512i a = GFMUL(x[0], mat[111]);
        a = XOR3(a, GFMUL(x[1], mat[112]), GFMUL(x[2], mat[113]));
        a = XOR3(a, GFMUL(x[3], mat[114]), GFMUL(x[4], mat[115]));
        a = XOR3(a, GFMUL(x[5], mat[116]), GFMUL(x[6], mat[117]));
        a = XOR3(a, GFMUL(x[7], mat[118]), GFMUL(x[8], mat[119]));
        a = XOR3(a, GFMUL(x[9], mat[120]), GFMUL(x[10], mat[121]));
        a = XOR3(a, GFMUL(x[11], mat[122]), GFMUL(x[12], mat[123]));
        a = XOR3(a, GFMUL(x[13], mat[124]), GFMUL(x[14], mat[125]));
        a = _mm512_xor_si512(a, GFMUL(x[15], mat[126]));
        y[7] = a;
    }
    {
        __m512i a = GFMUL(x[0], mat[127]);
        a = XOR3(a, GFMUL(x[1], mat[128]), GFMUL(x[2], mat[129]));
        a = XOR3(a, GFMUL(x[3], mat[130]), GFMUL(x[4], mat[131]));
        a = XOR3(a, GFMUL(x[5], mat[132]), GFMUL(x[6], mat[133]));
        a = XOR3(a, GFMUL(x[7], mat[134]), GFMUL(x[8], mat[135]));
        a = XOR3(a, GFMUL(x[9], mat[136]), GFMUL(x[10], mat[137]));
        a = XOR3(a, x[11], GFMUL(x[12], mat[138]));
        a = XOR3(a, GFMUL(x[13], mat[139]), GFMUL(x[14], mat[140]));
        a = _mm512_xor_si512(a, GFMUL(x[15], mat[141]));
        y[8] = a;
    }
    {
        __m512i a = GFMUL(x[0], mat[142]);
        a = XOR3(a, GFMUL(x[1], mat[143]), GFMUL(x[2], mat[144]));
        a = XOR3(a, GFMUL(x[3], mat[145]), GFMUL(x[4], mat[146]));
        a = XOR3(a, GFMUL(x[5], mat[147]), GFMUL(x[6], mat[148]));
        a = XOR3(a, GFMUL(x[7], mat[149]), GFMUL(x[8], mat[150]));
        a = XOR3(a, GFMUL(x[9], mat[151]), GFMUL(x[10], mat[152]));
        a = XOR3(a, GFMUL(x[11], mat[153]), GFMUL(x[12], mat[154]));
        a = XOR3(a, GFMUL(x[13], mat[155]), GFMUL(x[14], mat[156]));
        a = _mm512_xor_si512(a, GFMUL(x[15], mat[157]));
        y[9] = a;
    }
    {
        __m512i a = GFMUL(x[0], mat[158]);
        a = XOR3(a, GFMUL(x[1], mat[159]), GFMUL(x[2], mat[160]));
        a = XOR3(a, GFMUL(x[3], mat[161]), GFMUL(x[4], mat[162]));
        a = XOR3(a, GFMUL(x[5], mat[163]), GFMUL(x[6], mat[164]));
        a = XOR3(a, GFMUL(x[7], mat[165]), GFMUL(x[8], mat[166]));
        a = XOR3(a, GFMUL(x[9], mat[167]), GFMUL(x[10], mat[168]));
        a = XOR3(a, GFMUL(x[11], mat[169]), GFMUL(x[12], mat[170]));
        a = XOR3(a, GFMUL(x[13], mat[171]), GFMUL(x[14], mat[172]));
        a = _mm512_xor_si512(a, GFMUL(x[15], mat[173]));
        y[10] = a;
    }
    {
        __m512i a = GFMUL(x[0], mat[174]);
        a = XOR3(a, GFMUL(x[1], mat[175]), GFMUL(x[2], mat[176]));
        a = XOR3(a, GFMUL(x[3], mat[177]), GFMUL(x[4], mat[178]));
        a = XOR3(a, GFMUL(x[5], mat[179]), GFMUL(x[6], mat[180]));
        a = XOR3(a, GFMUL(x[7], mat[181]), GFMUL(x[8], mat[182]));
        a = XOR3(a, GFMUL(x[9], mat[183]), GFMUL(x[10], mat[184]));
        a = XOR3(a, GFMUL(x[11], mat[185]), GFMUL(x[12], mat[186]));
        a = XOR3(a, GFMUL(x[13], mat[187]), GFMUL(x[14], mat[188]));
        a = _mm512_xor_si512(a, GFMUL(x[15], mat[189]));
        y[11] = a;
    }
    {
        __m512i a = GFMUL(x[0], mat[190]);
        a = XOR3(a, GFMUL(x[1], mat[191]), GFMUL(x[2], mat[192]));
        a = XOR3(a, GFMUL(x[3], mat[193]), GFMUL(x[4], mat[194]));
        a = XOR3(a, GFMUL(x[5], mat[195]), GFMUL(x[6], mat[196]));
        a = XOR3(a, GFMUL(x[7], mat[197]), GFMUL(x[8], mat[198]));
        a = XOR3(a, GFMUL(x[9], mat[199]), GFMUL(x[10], mat[200]));
        a = XOR3(a, GFMUL(x[11], mat[201]), GFMUL(x[12], mat[202]));
        a = XOR3(a, GFMUL(x[13], mat[203]), GFMUL(x[14], mat[204]));
        a = _mm512_xor_si512(a, GFMUL(x[15], mat[205]));
        y[12] = a;
    }
    {
        __m512i a = GFMUL(x[0], mat[206]);
        a = XOR3(a, GFMUL(x[1], mat[207]), GFMUL(x[2], mat[208]));
        a = XOR3(a, GFMUL(x[3], mat[209]), GFMUL(x[4], mat[210]));
        a = XOR3(a, GFMUL(x[5], mat[211]), GFMUL(x[6], mat[212]));
        a = XOR3(a, GFMUL(x[7], mat[213]), GFMUL(x[8], mat[214]));
        a = XOR3(a, GFMUL(x[9], mat[215]), GFMUL(x[10], mat[216]));
        a = XOR3(a, GFMUL(x[11], mat[217]), GFMUL(x[12], mat[218]));
        a = XOR3(a, GFMUL(x[13], mat[219]), GFMUL(x[14], mat[220]));
        a = _mm512_xor_si512(a, GFMUL(x[15], mat[221]));
        y[13] = a;
    }
    {
        __m512i a = GFMUL(x[0], mat[222]);
        a = XOR3(a, GFMUL(x[1], mat[223]), GFMUL(x[2], mat[224]));
        a = XOR3(a, GFMUL(x[3], mat[225]), GFMUL(x[4], mat[226]));
        a = XOR3(a, GFMUL(x[5], mat[227]), GFMUL(x[6], mat[228]));
        a = XOR3(a, GFMUL(x[7], mat[229]), GFMUL(x[8], mat[230]));
        a = XOR3(a, GFMUL(x[9], mat[231]), GFMUL(x[10], mat[232]));
        a = XOR3(a, GFMUL(x[11], mat[233]), GFMUL(x[12], mat[234]));
        a = XOR3(a, GFMUL(x[13], mat[235]), GFMUL(x[14], mat[236]));
        a = _mm512_xor_si512(a, GFMUL(x[15], mat[237]));
        y[14] = a;
    }
    {
        __m512i a = GFMUL(x[0], mat[238]);
        a = XOR3(a, GFMUL(x[1], mat[239]), GFMUL(x[2], mat[240]));
        a = XOR3(a, GFMUL(x[3], mat[241]), GFMUL(x[4], mat[242]));
        a = XOR3(a, GFMUL(x[5], mat[243]), x[6]);
        a = XOR3(a, GFMUL(x[7], mat[244]), x[8]);
        a = XOR3(a, GFMUL(x[9], mat[245]), GFMUL(x[10], mat[246]));
        a = XOR3(a, GFMUL(x[11], mat[247]), GFMUL(x[12], mat[248]));
        a = XOR3(a, GFMUL(x[13], mat[249]), GFMUL(x[14], mat[250]));
        a = _mm512_xor_si512(a, x[15]);
        y[15] = a;
    }
    for (int i = 0; i < 16; i++)
        x[i] = y[i];
}

/* L_inv over GF(2^8): output byte i = xor over j of c[i][j] * byte j, memory byte order;
 * each product one vgf2p8affineqb by the matrix of multiplication by c[i][j]. */
static const long long mat_L_inv[256] = {
-0x39b56ad5aa556d1dLL, -0x27972f5fbf7e2594LL, 0x77983162c48866bbLL, -0x4f2f5fbf7efd4b28LL, 0x5aefdebc78f0bb2dLL, -0x259123478f1fe413LL, 0x53f5ead5ab57fda9LL, -0x259123478f1fe413LL, 0x5aefdebc78f0bb2dLL, -0x4f2f5fbf7efd4b28LL, 0x77983162c48866bbLL, -0x27972f5fbf7e2594LL, -0x39b56ad5aa556d1dLL, 
-0x39b56ad5aa556d1dLL, -0x500f1e3d7bf64329LL, -0x37a74e9c3870299cLL, -0x530b162d5bb7c22aLL, 0x6bbc78f0e1c2efb5LL, 0x173871e3c68c0e0bLL, 0x1e22458a152b488fLL, 0x1c244992254a890eLL, 0x4adfbf7ffffeb725LL, -0x6a408000010290b6LL, 0x45cf9f3e7dfbb322LL, 0x7d860d1b376ea13eLL, 0x46cb972e5dba3223LL, -0x3bb366cd9a34ac9eLL, 0x798a152b56ad223cLL, 0x769a356ad4a8263bLL, 
0x769a356ad4a8263bLL, 0x749c3972e4c9e7baLL, 0x0c142851a2448506LL, 0x4bddbb77efdef7a5LL, -0x14c2850b162db08bLL, 0x69ba74e8d1a32e34LL, 0x2e73e7ce9c395c97LL, 0x68b870e0c1836eb4LL, 0x02060c183061c181LL, 0x3c458a152b56911eLL, -0x530b162d5bb7c22aLL, 0x47c993264d9a72a3LL, 0x3a4f9e3d7af4d39dLL, -0x3ab162c58a14ec1eLL, 0x67a850a143866ab3LL, -0x34a3468c1831a89bLL, 
-0x34a3468c1831a89bLL, -0x5e1d3a74e9d307b0LL, -0x2d8913264c98e217LL, 0x5ce5ca942952f9aeLL, 0x0708102041820203LL, 0x749c3972e4c9e7baLL, -0x6c4a942850a0d237LL, -0x1ad0a1428408f40eLL, 0x4fd1a3478e1d74a7LL, -0x36a54a942850691cLL, -0x39b56ad5aa556d1dLL, 0x3355aa54a9539519LL, 0x0b1c3871e3c68705LL, 0x6abe7cf8f1e2af35LL, 0x63a448912245e9b1LL, -0x4f2f5fbf7efd4b28LL, 
-0x4f2f5fbf7efd4b28LL, -0x28870f1e3d7b2195LL, 0x0c142851a2448506LL, 0x256fdfbf7fffdb92LL, 0x0708102041820203LL, -0x5d193264c99286afLL, 0x091a3469d3a74684LL, 0x2365cb972e5d9911LL, -0x4f2f5fbf7efd4b28LL, -0x00fefcf8f0e03f81LL, -0x4b23478f1f3ec826LL, 0x63a448912245e9b1LL, 0x68b870e0c1836eb4LL, -0x03faf4e8d0a1be82LL, -0x38b76eddba752d9dLL, 0x7f800103070f60bfLL, 
0x7f800103070f60bfLL, -0x11cc993367ce7309LL, 0x0c142851a2448506LL, -0x6550a041830794b3LL, -0x6d489020408092b7LL, -0x1cdab56ad5aab68fLL, -0x06f4e8d0a1427d04LL, 0x769a356ad4a8263bLL, -0x443367ce9d3bcc23LL, -0x30af5ebc79f22b99LL, -0x5b13264c9830c42eLL, 0x50f1e2c58b167ca8LL, -0x2b83070e1d3aa096LL, -0x01fcf8f0e0c07f01LL, 0x2769d3a74f9e1a13LL, -0x6654a851a34615b4LL, 
-0x6654a851a34615b4LL, 0x256fdfbf7fffdb92LL, -0x453163c68d1b8ca3LL, 0x66aa54a953a62a33LL, 0x3355aa54a9539519LL, 0x2163c78f1e3c5890LL, 0x1c244992254a890eLL, 0x60a04081020468b0LL, -0x0de8d0a14284fa07LL, 0x2267cf9f3e7dd991LL, 0x3051a24489121418LL, 0x173871e3c68c0e0bLL, -0x06f4e8d0a1427d04LL, -0x413d7bf6ecd80fa1LL, -0x550102050a1580abLL, 0x7d860d1b376ea13eLL, 
0x7d860d1b376ea13eLL, -0x7268d1a2458b9abaLL, -0x69448810214311b5LL, -0x4b23478f1f3ec826LL, 0x384992254a95121cLL, 0x143c79f3e6cd8f0aLL, 0x61a2448912242830LL, 0x0d162c59b264c586LL, -0x706eddba75ea5b39LL, 0x173871e3c68c0e0bLL, 0x3b4d9a356ad4931dLL, 0x70902142850a64b8LL, -0x08e6cc9933673985LL, 0x0d162c59b264c586LL, -0x413d7bf6ecd80fa1LL, 
-0x413d7bf6ecd80fa1LL, -0x6b4284081122d036LL, 0x384992254a95121cLL, -0x550102050a1580abLL, -0x209f3f7ffefc2791LL, 0x297bf7eeddbb5e94LL, 0x4fd1a3478e1d74a7LL, -0x550102050a1580abLL, -0x01fcf8f0e0c07f01LL, -0x4c2b57af5ebcca27LL, -0x07f6ecd8b1623d84LL, 0x3f4182050b17101fLL, 0x50f1e2c58b167ca8LL, 0x4cd5ab57ae5cf5a6LL, 0x42c78f1e3c79b121LL, -0x1bd2a54a9428b48eLL, 
-0x1bd2a54a9428b48eLL, -0x0feedcb972e53b88LL, 0x73942952a54be5b9LL, 0x5ce5ca942952f9aeLL, 0x64ac58b163c7ebb2LL, 0x67a850a143866ab3LL, -0x1cdab56ad5aab68fLL, -0x5403060d1a35c02bLL, 0x43c58b162c59f1a1LL, 0x1a2e5dba74e8cb8dLL, 0x798a152b56ad223cLL, 0x40c183060c1870a0LL, -0x0eecd8b162c57b08LL, 0x345dba74e8d1971aLL, -0x5403060d1a35c02bLL, 0x0c142851a2448506LL, 
0x0c142851a2448506LL, 0x5beddab468d0fbadLL, -0x7f7efdfbf7ef5f40LL, 0x2061c3870e1c1810LL, -0x433b77eedcb9ce22LL, 0x060a142851a24283LL, 0x0304081020418101LL, -0x10ce9d3b77ee3389LL, -0x6b4284081122d036LL, 0x4fd1a3478e1d74a7LL, 0x7e82050b172f203fLL, 0x1b2c59b264c88b0dLL, -0x5f1f3e7cf9f34730LL, -0x5d193264c99286afLL, 0x44cd9b366ddbf3a2LL, 0x143c79f3e6cd8f0aLL, 
0x143c79f3e6cd8f0aLL, -0x33ab56ac59b3aa9aLL, -0x34a3468c1831a89bLL, 0x759e3d7af4e9a73aLL, 0x1a2e5dba74e8cb8dLL, -0x550102050a1580abLL, 0x173871e3c68c0e0bLL, -0x510d1a356bd603a9LL, -0x7f7efdfbf7ef5f40LL, -0x1cdab56ad5aab68fLL, -0x27972f5fbf7e2594LL, 0x3a4f9e3d7af4d39dLL, 0x55fffefdfaf5bf2aLL, 0x3257ae5cb973d599LL, -0x7b72e5cb962cdc3eLL, 
-0x7b72e5cb962cdc3eLL, 0x62a64c993265a931LL, 0x70902142850a64b8LL, 0x41c3870e1c383020LL, 0x0d162c59b264c586LL, -0x0de8d0a14284fa07LL, 0x2b7dfbf6edda9f15LL, 0x2e73e7ce9c395c97LL, 0x54fdfaf5ead5ffaaLL, 0x2a7ffffefdfadf95LL, -0x4e2d5bb76edd0ba8LL, 0x103061c3870e0c08LL, -0x5f1f3e7cf9f34730LL, -0x4f2f5fbf7efd4b28LL, -0x16c48913264c710cLL, 0x44cd9b366ddbf3a2LL, 
0x44cd9b366ddbf3a2LL, -0x7c7af5ebd7aede3fLL, 0x68b870e0c1836eb4LL, 0x2769d3a74f9e1a13LL, 0x55fffefdfaf5bf2aLL, 0x68b870e0c1836eb4LL, 0x355fbe7cf8f1d79aLL, 0x6fb060c080016cb7LL, 0x394b962d5ab5529cLL, 0x103061c3870e0c08LL, -0x12c89123478ff20aLL, -0x2b83070e1d3aa096LL, 0x040c183061c38302LL, -0x08e6cc9933673985LL, -0x453163c68d1b8ca3LL, -0x11cc993367ce7309LL, 
-0x11cc993367ce7309LL, 0x6abe7cf8f1e2af35LL, -0x530b162d5bb7c22aLL, -0x09e4c89123477905LL, 0x798a152b56ad223cLL, -0x413d7bf6ecd80fa1LL, 0x749c3972e4c9e7baLL, -0x2493274f9f3fa493LL, -0x59152a54a85105adLL, -0x28870f1e3d7b2195LL, 0x0c142851a2448506LL, 0x060a142851a24283LL, -0x7560c182040998bbLL, -0x6550a041830794b3LL, -0x27972f5fbf7e2594LL, -0x6b4284081122d036LL, 
-0x6b4284081122d036LL, -0x32a952a44993ea1aLL, -0x69448810214311b5LL, -0x1dd8b162c58af60fLL, 0x0f10204182050407LL, -0x0de8d0a14284fa07LL, -0x00fefcf8f0e03f81LL, -0x1fdebd7af5eb3790LL, 0x3355aa54a9539519LL, 0x3257ae5cb973d599LL, -0x69448810214311b5LL, -0x7876eddbb66d5d3dLL, -0x00fefcf8f0e03f81LL, -0x3bb366cd9a34ac9eLL, 0x66aa54a953a62a33LL, -0x04f2e4c89123bc83LL, 
};

static void linear_L_inv(__m512i x[16])
{
    __m512i y[16];
    const long long *mat = mat_L_inv;
    __asm__("" : "+r"(mat)); /* opaque: keeps the 8-byte broadcasts rather than folded constants */
    {
        __m512i a = x[0];
        a = XOR3(a, GFMUL(x[1], mat[0]), GFMUL(x[2], mat[1]));
        a = XOR3(a, GFMUL(x[3], mat[2]), GFMUL(x[4], mat[3]));
        a = XOR3(a, GFMUL(x[5], mat[4]), GFMUL(x[6], mat[5]));
        a = XOR3(a, x[7], GFMUL(x[8], mat[6]));
        a = XOR3(a, x[9], GFMUL(x[10], mat[7]));
        a = XOR3(a, GFMUL(x[11], mat[8]), GFMUL(x[12], mat[9]));
        a = XOR3(a, GFMUL(x[13], mat[10]), GFMUL(x[14], mat[11]));
        a = _mm512_xor_si512(a, GFMUL(x[15], mat[12]));
        y[0] = a;
    }
    {
        __m512i a = GFMUL(x[0], mat[13]);
        a = XOR3(a, GFMUL(x[1], mat[14]), GFMUL(x[2], mat[15]));
        a = XOR3(a, GFMUL(x[3], mat[16]), GFMUL(x[4], mat[17]));
        a = XOR3(a, GFMUL(x[5], mat[18]), GFMUL(x[6], mat[19]));
        a = XOR3(a, GFMUL(x[7], mat[20]), GFMUL(x[8], mat[21]));
        a = XOR3(a, GFMUL(x[9], mat[22]), GFMUL(x[10], mat[23]));
        a = XOR3(a, GFMUL(x[11], mat[24]), GFMUL(x[12], mat[25]));
        a = XOR3(a, GFMUL(x[13], mat[26]), GFMUL(x[14], mat[27]));
        a = _mm512_xor_si512(a, GFMUL(x[15], mat[28]));
        y[1] = a;
    }
    {
        __m512i a = GFMUL(x[0], mat[29]);
        a = XOR3(a, GFMUL(x[1], mat[30]), GFMUL(x[2], mat[31]));
        a = XOR3(a, GFMUL(x[3], mat[32]), GFMUL(x[4], mat[33]));
        a = XOR3(a, GFMUL(x[5], mat[34]), GFMUL(x[6], mat[35]));
        a = XOR3(a, GFMUL(x[7], mat[36]), GFMUL(x[8], mat[37]));
        a = XOR3(a, GFMUL(x[9], mat[38]), GFMUL(x[10], mat[39]));
        a = XOR3(a, GFMUL(x[11], mat[40]), GFMUL(x[12], mat[41]));
        a = XOR3(a, GFMUL(x[13], mat[42]), GFMUL(x[14], mat[43]));
        a = _mm512_xor_si512(a, GFMUL(x[15], mat[44]));
        y[2] = a;
    }
    {
        __m512i a = GFMUL(x[0], mat[45]);
        a = XOR3(a, GFMUL(x[1], mat[46]), GFMUL(x[2], mat[47]));
        a = XOR3(a, GFMUL(x[3], mat[48]), GFMUL(x[4], mat[49]));
        a = XOR3(a, GFMUL(x[5], mat[50]), GFMUL(x[6], mat[51]));
        a = XOR3(a, GFMUL(x[7], mat[52]), GFMUL(x[8], mat[53]));
        a = XOR3(a, GFMUL(x[9], mat[54]), GFMUL(x[10], mat[55]));
        a = XOR3(a, GFMUL(x[11], mat[56]), GFMUL(x[12], mat[57]));
        a = XOR3(a, GFMUL(x[13], mat[58]), GFMUL(x[14], mat[59]));
        a = _mm512_xor_si512(a, GFMUL(x[15], mat[60]));
        y[3] = a;
    }
    {
        __m512i a = GFMUL(x[0], mat[61]);
        a = XOR3(a, GFMUL(x[1], mat[62]), GFMUL(x[2], mat[63]));
        a = XOR3(a, GFMUL(x[3], mat[64]), GFMUL(x[4], mat[65]));
        a = XOR3(a, GFMUL(x[5], mat[66]), GFMUL(x[6], mat[67]));
        a = XOR3(a, GFMUL(x[7], mat[68]), GFMUL(x[8], mat[69]));
        a = XOR3(a, GFMUL(x[9], mat[70]), GFMUL(x[10], mat[71]));
        a = XOR3(a, GFMUL(x[11], mat[72]), GFMUL(x[12], mat[73]));
        a = XOR3(a, GFMUL(x[13], mat[74]), GFMUL(x[14], mat[75]));
        a = _mm512_xor_si512(a, GFMUL(x[15], mat[76]));
        y[4] = a;
    }
    {
        __m512i a = GFMUL(x[0], mat[77]);
        a = XOR3(a, GFMUL(x[1], mat[78]), GFMUL(x[2], mat[79]));
        a = XOR3(a, GFMUL(x[3], mat[80]), GFMUL(x[4], mat[81]));
        a = XOR3(a, GFMUL(x[5], mat[82]), GFMUL(x[6], mat[83]));
        a = XOR3(a, GFMUL(x[7], mat[84]), GFMUL(x[8], mat[85]));
        a = XOR3(a, GFMUL(x[9], mat[86]), GFMUL(x[10], mat[87]));
        a = XOR3(a, GFMUL(x[11], mat[88]), GFMUL(x[12], mat[89]));
        a = XOR3(a, GFMUL(x[13], mat[90]), GFMUL(x[14], mat[91]));
        a = _mm512_xor_si512(a, GFMUL(x[15], mat[92]));
        y[5] = a;
    }
    {
        __m512i a = GFMUL(x[0], mat[93]);
        a = XOR3(a, GFMUL(x[1], mat[94]), GFMUL(x[2], mat[95]));
        a = XOR3(a, GFMUL(x[3], mat[96]), GFMUL(x[4], mat[97]));
        a = XOR3(a, GFMUL(x[5], mat[98]), GFMUL(x[6], mat[99]));
        a = XOR3(a, GFMUL(x[7], mat[100]), GFMUL(x[8], mat[101]));
        a = XOR3(a, GFMUL(x[9], mat[102]), GFMUL(x[10], mat[103]));
        a = XOR3(a, GFMUL(x[11], mat[104]), GFMUL(x[12], mat[105]));
        a = XOR3(a, GFMUL(x[13], mat[106]), GFMUL(x[14], mat[107]));
        a = _mm512_xor_si512(a, GFMUL(x[15], mat[108]));
        y[6] = a;
    }
    {
        __m512i a = GFMUL(x[0], mat[109]);
        a = XOR3(a, GFMUL(x[1], mat[110]), GFMUL(x[2], mat[111]));
        a = XOR3(a, GFMUL(x[3], mat[112]), x[4]);
        a = XOR3(a, GFMUL(x[5], mat[113]), GFMUL(x[6], mat[114]));
        a = XOR3(a, GFMUL(x[7], mat[115]), GFMUL(x[8], mat[116]));
        a = XOR3(a, GFMUL(x[9], mat[117]), GFMUL(x[10], mat[118]));
        a = XOR3(a, GFMUL(x[11], mat[119]), GFMUL(x[12], mat[120]));
        a = XOR3(a, GFMUL(x[13], mat[121]), GFMUL(x[14], mat[122]));
        a = _mm512_xor_si512(a, GFMUL(x[15], mat[123]));
        y[7] = a;
    }
    {
        __m512i a = GFMUL(x[0], mat[124]);
        a = XOR3(a, GFMUL(x[1], mat[125]), GFMUL(x[2], mat[126]));
        a = XOR3(a, GFMUL(x[3], mat[127]), GFMUL(x[4], mat[128]));
        a = XOR3(a, GFMUL(x[5], mat[129]), GFMUL(x[6], mat[130]));
        a = XOR3(a, GFMUL(x[7], mat[131]), GFMUL(x[8], mat[132]));
        a = XOR3(a, GFMUL(x[9], mat[133]), GFMUL(x[10], mat[134]));
        a = XOR3(a, GFMUL(x[11], mat[135]), GFMUL(x[12], mat[136]));
        a = XOR3(a, GFMUL(x[13], mat[137]), GFMUL(x[14], mat[138]));
        a = _mm512_xor_si512(a, GFMUL(x[15], mat[139]));
        y[8] = a;
    }
    {
        __m512i a = GFMUL(x[0], mat[140]);
        a = XOR3(a, GFMUL(x[1], mat[141]), GFMUL(x[2], mat[142]));
        a = XOR3(a, GFMUL(x[3], mat[143]), GFMUL(x[4], mat[144]));
        a = XOR3(a, GFMUL(x[5], mat[145]), GFMUL(x[6], mat[146]));
        a = XOR3(a, GFMUL(x[7], mat[147]), GFMUL(x[8], mat[148]));
        a = XOR3(a, GFMUL(x[9], mat[149]), GFMUL(x[10], mat[150]));
        a = XOR3(a, GFMUL(x[11], mat[151]), GFMUL(x[12], mat[152]));
        a = XOR3(a, GFMUL(x[13], mat[153]), GFMUL(x[14], mat[154]));
        a = _mm512_xor_si512(a, GFMUL(x[15], mat[155]));
        y[9] = a;
    }
    {
        __m512i a = GFMUL(x[0], mat[156]);
        a = XOR3(a, GFMUL(x[1], mat[157]), GFMUL(x[2], mat[158]));
        a = XOR3(a, GFMUL(x[3], mat[159]), GFMUL(x[4], mat[160]));
        a = XOR3(a, GFMUL(x[5], mat[161]), GFMUL(x[6], mat[162]));
        a = XOR3(a, GFMUL(x[7], mat[163]), GFMUL(x[8], mat[164]));
        a = XOR3(a, GFMUL(x[9], mat[165]), GFMUL(x[10], mat[166]));
        a = XOR3(a, GFMUL(x[11], mat[167]), GFMUL(x[12], mat[168]));
        a = XOR3(a, GFMUL(x[13], mat[169]), GFMUL(x[14], mat[170]));
        a = _mm512_xor_si512(a, GFMUL(x[15], mat[171]));
        y[10] = a;
    }
    {
        __m512i a = GFMUL(x[0], mat[172]);
        a = XOR3(a, GFMUL(x[1], mat[173]), GFMUL(x[2], mat[174]));
        a = XOR3(a, GFMUL(x[3], mat[175]), x[4]);
        a = XOR3(a, GFMUL(x[5], mat[176]), GFMUL(x[6], mat[177]));
        a = XOR3(a, GFMUL(x[7], mat[178]), GFMUL(x[8], mat[179]));
        a = XOR3(a, GFMUL(x[9], mat[180]), GFMUL(x[10], mat[181]));
        a = XOR3(a, GFMUL(x[11], mat[182]), GFMUL(x[12], mat[183]));
        a = XOR3(a, GFMUL(x[13], mat[184]), GFMUL(x[14], mat[185]));
        a = _mm512_xor_si512(a, GFMUL(x[15], mat[186]));
        y[11] = a;
    }
    {
        __m512i a = GFMUL(x[0], mat[187]);
        a = XOR3(a, GFMUL(x[1], mat[188]), GFMUL(x[2], mat[189]));
        a = XOR3(a, GFMUL(x[3], mat[190]), GFMUL(x[4], mat[191]));
        a = XOR3(a, GFMUL(x[5], mat[192]), GFMUL(x[6], mat[193]));
        a = XOR3(a, GFMUL(x[7], mat[194]), GFMUL(x[8], mat[195]));
        a = XOR3(a, GFMUL(x[9], mat[196]), GFMUL(x[10], mat[197]));
        a = XOR3(a, GFMUL(x[11], mat[198]), GFMUL(x[12], mat[199]));
        a = XOR3(a, GFMUL(x[13], mat[200]), GFMUL(x[14], mat[201]));
        a = _mm512_xor_si512(a, GFMUL(x[15], mat[202]));
        y[12] = a;
    }
    {
        __m512i a = GFMUL(x[0], mat[203]);
        a = XOR3(a, GFMUL(x[1], mat[204]), GFMUL(x[2], mat[205]));
        a = XOR3(a, GFMUL(x[3], mat[206]), GFMUL(x[4], mat[207]));
        a = XOR3(a, GFMUL(x[5], mat[208]), GFMUL(x[6], mat[209]));
        a = XOR3(a, GFMUL(x[7], mat[210]), GFMUL(x[8], mat[211]));
        a = XOR3(a, GFMUL(x[9], mat[212]), GFMUL(x[10], mat[213]));
        a = XOR3(a, GFMUL(x[11], mat[214]), GFMUL(x[12], mat[215]));
        a = XOR3(a, GFMUL(x[13], mat[216]), GFMUL(x[14], mat[217]));
        a = _mm512_xor_si512(a, GFMUL(x[15], mat[218]));
        y[13] = a;
    }
    {
        __m512i a = GFMUL(x[0], mat[219]);
        a = XOR3(a, GFMUL(x[1], mat[220]), GFMUL(x[2], mat[221]));
        a = XOR3(a, GFMUL(x[3], mat[222]), GFMUL(x[4], mat[223]));
        a = XOR3(a, GFMUL(x[5], mat[224]), GFMUL(x[6], mat[225]));
        a = XOR3(a, GFMUL(x[7], mat[226]), GFMUL(x[8], mat[227]));
        a = XOR3(a, GFMUL(x[9], mat[228]), GFMUL(x[10], mat[229]));
        a = XOR3(a, GFMUL(x[11], mat[230]), GFMUL(x[12], mat[231]));
        a = XOR3(a, GFMUL(x[13], mat[232]), GFMUL(x[14], mat[233]));
        a = _mm512_xor_si512(a, GFMUL(x[15], mat[234]));
        y[14] = a;
    }
    {
        __m512i a = GFMUL(x[0], mat[235]);
        a = XOR3(a, GFMUL(x[1], mat[236]), GFMUL(x[2], mat[237]));
        a = XOR3(a, GFMUL(x[3], mat[238]), GFMUL(x[4], mat[239]));
        a = XOR3(a, GFMUL(x[5], mat[240]), GFMUL(x[6], mat[241]));
        a = XOR3(a, GFMUL(x[7], mat[242]), GFMUL(x[8], mat[243]));
        a = XOR3(a, GFMUL(x[9], mat[244]), GFMUL(x[10], mat[245]));
        a = XOR3(a, GFMUL(x[11], mat[246]), GFMUL(x[12], mat[247]));
        a = XOR3(a, GFMUL(x[13], mat[248]), GFMUL(x[14], mat[249]));
        a = _mm512_xor_si512(a, GFMUL(x[15], mat[250]));
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
