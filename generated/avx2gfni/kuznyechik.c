/* Auto-generated file. Do not edit!
 *   Template: templates/avx2gfni/blockcipher.c.j2
 *   Generator: gostgen generator (generator/gostgen/emit.py)
 *   Inputs: dsl/kuznyechik.gg, backends/avx2gfni.py
 *   Regenerate with: python -m gostgen.generate */
/* kuznyechik for the avx2gfni backend (AVX2 + GFNI on ymm), byte-sliced: the lowering
 * is backends/_bytesliced_bc.py (derived from the IR, checked against the interpreter). A batch
 * of 32 blocks is 16 ymm, ymm m holding memory byte m of each block; subst8 is GF(2^4)
 * arithmetic by GFNI for pi's structure, else 16 vpshufb on register tables and a tree of 15
 * vpblendvb on the high nibble's bits; gflinear is
 * vgf2p8affineqb products by the map's coefficients. No memory address or branch depends on
 * data or keys: constant-time. */
#include <immintrin.h>
#include <stdint.h>
#include <string.h>

#include "gg_backend.h"
#include "gg_blockciphers.h"
#include "gg_internal.h"

#define BATCH 32 /* blocks per batch: one byte of each per ymm */
#define INFLIGHT 4

typedef __m256i V;

#if defined(__has_feature)
#if __has_feature(memory_sanitizer)
#define GG_BC_OUT_OF_LINE 1
#endif
#endif
#ifdef GG_BC_OUT_OF_LINE
/* The MemorySanitizer build of the constant-time check (tests/ct/msan_avx512.h) replaces these
 * two by bit-exact stand-ins; out of line they keep this file's compile time short. */
static __attribute__((noinline)) V affine_m(V x, V q)
{
    return _mm256_gf2p8affine_epi64_epi8(x, q, 0);
}

static __attribute__((noinline)) V affineinv_m(V x, V q)
{
    return _mm256_gf2p8affineinv_epi64_epi8(x, q, 0);
}
#define AFFINE(x, q) affine_m((x), (q))
#define AFFINEINV(x, q) affineinv_m((x), (q))
#else
#define AFFINE(x, q) _mm256_gf2p8affine_epi64_epi8((x), (q), 0)
#define AFFINEINV(x, q) _mm256_gf2p8affineinv_epi64_epi8((x), (q), 0)
#endif
#define GFMUL(x, q) AFFINE((x), (q)) /* the shift-register steps' products */
#define XOR3(a, b, c) _mm256_xor_si256(_mm256_xor_si256((a), (b)), (c))

/* pi by its structure (backends/_pi_gfni.py: Biryukov, Perrin, Udovenko,
 * EUROCRYPT 2016): 4-bit arithmetic in GF(2^4) embedded in GFNI's GF(2^8), products by
 * vgf2p8mulb, the inverse by vgf2p8affineinvqb, linear maps by vgf2p8affineqb, 4-bit maps by vpshufb. */
static const uint64_t gm_pi[][4] __attribute__((aligned(32))) = {
    { 0x7e001a1ace8a448aULL, 0x7e001a1ace8a448aULL, 0x7e001a1ace8a448aULL, 0x7e001a1ace8a448aULL }, /* 0: m_r */
    { 0xed00434349084108ULL, 0xed00434349084108ULL, 0xed00434349084108ULL, 0xed00434349084108ULL }, /* 1: m_l */
    { 0xef43410800000000ULL, 0xef43410800000000ULL, 0xef43410800000000ULL, 0xef43410800000000ULL }, /* 2: m_lnib */
    { 0x4908408000000000ULL, 0x4908408000000000ULL, 0x4908408000000000ULL, 0x4908408000000000ULL }, /* 3: m_nib */
    { 0x0102040810204080ULL, 0x0102040810204080ULL, 0x0102040810204080ULL, 0x0102040810204080ULL }, /* 4: inv */
};

static const uint8_t gt_pi[][32] __attribute__((aligned(32))) = {
    { 0x07, 0x06, 0x0c, 0x09, 0x00, 0x0f, 0x08, 0x01, 0x04, 0x05, 0x0b, 0x0e, 0x0d, 0x02, 0x03, 0x0a, 0x07, 0x06, 0x0c, 0x09, 0x00, 0x0f, 0x08, 0x01, 0x04, 0x05, 0x0b, 0x0e, 0x0d, 0x02, 0x03, 0x0a }, /* 0: t_nu1 */
    { 0x02, 0x05, 0x03, 0x0b, 0x06, 0x09, 0x0e, 0x0a, 0x00, 0x04, 0x0f, 0x01, 0x08, 0x0d, 0x0c, 0x07, 0x02, 0x05, 0x03, 0x0b, 0x06, 0x09, 0x0e, 0x0a, 0x00, 0x04, 0x0f, 0x01, 0x08, 0x0d, 0x0c, 0x07 }, /* 1: t_nu0 */
    { 0xbc, 0x0d, 0xbc, 0xb0, 0xe1, 0x51, 0x01, 0xe1, 0x5c, 0x0c, 0x50, 0xb0, 0xec, 0x0c, 0x5c, 0xbc, 0xbc, 0x0d, 0xbc, 0xb0, 0xe1, 0x51, 0x01, 0xe1, 0x5c, 0x0c, 0x50, 0xb0, 0xec, 0x0c, 0x5c, 0xbc }, /* 2: t_phi */
    { 0xdc, 0xdd, 0x00, 0x44, 0x98, 0x0b, 0x0a, 0x4e, 0x93, 0x99, 0x45, 0x92, 0x4f, 0x01, 0xd6, 0xd7, 0xdc, 0xdd, 0x00, 0x44, 0x98, 0x0b, 0x0a, 0x4e, 0x93, 0x99, 0x45, 0x92, 0x4f, 0x01, 0xd6, 0xd7 }, /* 3: t_sig */
    { 0x00, 0x10, 0x20, 0x30, 0x04, 0x14, 0x24, 0x34, 0x12, 0x02, 0x32, 0x22, 0x16, 0x06, 0x36, 0x26, 0x00, 0x10, 0x20, 0x30, 0x04, 0x14, 0x24, 0x34, 0x12, 0x02, 0x32, 0x22, 0x16, 0x06, 0x36, 0x26 }, /* 4: t_oml */
};

/* k, kp: the round keys to xor in before and after, or NULL */
static void subst_all_pi(V x[16], const V *k, const V *kp)
{
    const V *m = (const V *)(const void *)gm_pi;
    const V *t = (const V *)(const void *)gt_pi;
    __asm__("" : "+r"(m), "+r"(t)); /* opaque: matrices stay memory operands */
    const V zero = _mm256_setzero_si256();
    for (int j = 0; j < 16; j++) {
        const V v = k ? _mm256_xor_si256(x[j], k[j]) : x[j];
        const V r = AFFINE(v, m[0]);                     /* e(r) */
        const V l = AFFINE(v, m[1]);                     /* e(l) */
        const V ri = AFFINEINV(r, m[4]);                 /* e(r^-1) */
        const V a1 = _mm256_shuffle_epi8(t[0], AFFINE(_mm256_gf2p8mul_epi8(l, ri), m[3]));
        const V a0 = _mm256_shuffle_epi8(t[1], AFFINE(v, m[2]));
        const V lp = _mm256_blendv_epi8(a1, a0, _mm256_cmpeq_epi8(r, zero)); /* l' */
        const V q = _mm256_gf2p8mul_epi8(r, _mm256_shuffle_epi8(t[2], lp)); /* e(r * phi(l')) */
        const V y = _mm256_xor_si256(_mm256_shuffle_epi8(t[3], AFFINE(q, m[3])),
                                     _mm256_shuffle_epi8(t[4], lp));
        x[j] = kp ? _mm256_xor_si256(y, kp[j]) : y;
    }
}

/* pi_inv (the inverse) by its structure (backends/_pi_gfni.py: Biryukov, Perrin, Udovenko,
 * EUROCRYPT 2016): 4-bit arithmetic in GF(2^4) embedded in GFNI's GF(2^8), products by
 * vgf2p8mulb, linear maps by vgf2p8affineqb, 4-bit maps by vpshufb. */
static const uint64_t gm_pi_inv[][4] __attribute__((aligned(32))) = {
    { 0x1a20448a00000000ULL, 0x1a20448a00000000ULL, 0x1a20448a00000000ULL, 0x1a20448a00000000ULL }, /* 0: m_lp */
    { 0x0188400800000000ULL, 0x0188400800000000ULL, 0x0188400800000000ULL, 0x0188400800000000ULL }, /* 1: m_rp */
    { 0x49480980c80009c8ULL, 0x49480980c80009c8ULL, 0x49480980c80009c8ULL, 0x49480980c80009c8ULL }, /* 2: m_outl */
    { 0x8900c90008498980ULL, 0x8900c90008498980ULL, 0x8900c90008498980ULL, 0x8900c90008498980ULL }, /* 3: m_outr */
};

static const uint8_t gt_pi_inv[][32] __attribute__((aligned(32))) = {
    { 0x0d, 0xe0, 0xbc, 0xb0, 0x0c, 0xbd, 0xec, 0xed, 0x51, 0xb1, 0x5c, 0x50, 0x00, 0x01, 0x5d, 0xe1, 0x0d, 0xe0, 0xbc, 0xb0, 0x0c, 0xbd, 0xec, 0xed, 0x51, 0xb1, 0x5c, 0x50, 0x00, 0x01, 0x5d, 0xe1 }, /* 0: t_sig */
    { 0xbd, 0xe1, 0xbd, 0x0c, 0x0d, 0x5c, 0x01, 0x0d, 0x51, 0xb0, 0xed, 0x0c, 0x5d, 0xb0, 0x51, 0xbd, 0xbd, 0xe1, 0xbd, 0x0c, 0x0d, 0x5c, 0x01, 0x0d, 0x51, 0xb0, 0xed, 0x0c, 0x5d, 0xb0, 0x51, 0xbd }, /* 1: t_phi */
    { 0x51, 0x5d, 0xe0, 0xec, 0xb0, 0xb1, 0x01, 0x00, 0x5c, 0x0c, 0xed, 0xbd, 0x0d, 0xe1, 0xbc, 0x50, 0x51, 0x5d, 0xe0, 0xec, 0xb0, 0xb1, 0x01, 0x00, 0x5c, 0x0c, 0xed, 0xbd, 0x0d, 0xe1, 0xbc, 0x50 }, /* 2: t_nu1 */
    { 0xb0, 0xbc, 0x00, 0x0d, 0xb1, 0x01, 0x51, 0xed, 0xe1, 0x50, 0x5d, 0x0c, 0xec, 0xe0, 0x5c, 0xbd, 0xb0, 0xbc, 0x00, 0x0d, 0xb1, 0x01, 0x51, 0xed, 0xe1, 0x50, 0x5d, 0x0c, 0xec, 0xe0, 0x5c, 0xbd }, /* 3: t_nu0 */
};

/* k, kp: the round keys to xor in before and after, or NULL */
static void subst_all_pi_inv(V x[16], const V *k, const V *kp)
{
    const V *m = (const V *)(const void *)gm_pi_inv;
    const V *t = (const V *)(const void *)gt_pi_inv;
    __asm__("" : "+r"(m), "+r"(t)); /* opaque: matrices stay memory operands */
    const V zero = _mm256_setzero_si256();
    for (int j = 0; j < 16; j++) {
        const V v = k ? _mm256_xor_si256(x[j], k[j]) : x[j];
        const V lp = AFFINE(v, m[0]);                    /* l' */
        const V rp = AFFINE(v, m[1]);                    /* r' */
        const V r = _mm256_gf2p8mul_epi8(_mm256_shuffle_epi8(t[0], rp),
                                         _mm256_shuffle_epi8(t[1], lp)); /* e(r) */
        const V l1 = _mm256_gf2p8mul_epi8(_mm256_shuffle_epi8(t[2], lp), r);
        const V l = _mm256_blendv_epi8(l1, _mm256_shuffle_epi8(t[3], lp),
                                       _mm256_cmpeq_epi8(r, zero)); /* e(l) */
        const V y = _mm256_xor_si256(AFFINE(l, m[2]), AFFINE(r, m[3]));
        x[j] = kp ? _mm256_xor_si256(y, kp[j]) : y;
    }
}


static const uint64_t mat_L[] __attribute__((aligned(32))) = {
    0xb0d0a0408102b4d8ULL, 0xb0d0a0408102b4d8ULL, 0xb0d0a0408102b4d8ULL, 0xb0d0a0408102b4d8ULL,
    0xd868d0a04081da6cULL, 0xd868d0a04081da6cULL, 0xd868d0a04081da6cULL, 0xd868d0a04081da6cULL,
    0x77983162c48866bbULL, 0x77983162c48866bbULL, 0x77983162c48866bbULL, 0x77983162c48866bbULL,
    0xc64a952a55aa92e3ULL, 0xc64a952a55aa92e3ULL, 0xc64a952a55aa92e3ULL, 0xc64a952a55aa92e3ULL,
    0xda6edcb870e01bedULL, 0xda6edcb870e01bedULL, 0xda6edcb870e01bedULL, 0xda6edcb870e01bedULL,
    0x5aefdebc78f0bb2dULL, 0x5aefdebc78f0bb2dULL, 0x5aefdebc78f0bb2dULL, 0x5aefdebc78f0bb2dULL,
    0x53f5ead5ab57fda9ULL, 0x53f5ead5ab57fda9ULL, 0x53f5ead5ab57fda9ULL, 0x53f5ead5ab57fda9ULL,
};

/* L as 16 steps of a shift register (backends/_bytesliced_bc.py, lfsr_form): s[0..15]
 * the register's bytes, s[16 + t] the byte step t feeds in (equal coefficients share a
 * product), s[16..31] the result. G batches (here 4) step by step: the serial chain of one
 * hides behind the others'. */
static void linearG_L(V x[4][16])
{
    V s0[32], s1[32], s2[32], s3[32];
    const V *mat = (const V *)(const void *)mat_L;
    __asm__("" : "+r"(mat)); /* opaque: the matrices stay memory operands */
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
    s0[16] = _mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(s0[9], _mm256_xor_si256(_mm256_xor_si256(s0[0], s0[7]), GFMUL(s0[8], mat[6]))), GFMUL(_mm256_xor_si256(s0[6], s0[10]), mat[4])), GFMUL(_mm256_xor_si256(s0[5], s0[11]), mat[5])), GFMUL(_mm256_xor_si256(s0[4], s0[12]), mat[0])), GFMUL(_mm256_xor_si256(s0[3], s0[13]), mat[2])), GFMUL(_mm256_xor_si256(s0[2], s0[14]), mat[1])), GFMUL(_mm256_xor_si256(s0[1], s0[15]), mat[3]));
    s1[16] = _mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(s1[9], _mm256_xor_si256(_mm256_xor_si256(s1[0], s1[7]), GFMUL(s1[8], mat[6]))), GFMUL(_mm256_xor_si256(s1[6], s1[10]), mat[4])), GFMUL(_mm256_xor_si256(s1[5], s1[11]), mat[5])), GFMUL(_mm256_xor_si256(s1[4], s1[12]), mat[0])), GFMUL(_mm256_xor_si256(s1[3], s1[13]), mat[2])), GFMUL(_mm256_xor_si256(s1[2], s1[14]), mat[1])), GFMUL(_mm256_xor_si256(s1[1], s1[15]), mat[3]));
    s2[16] = _mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(s2[9], _mm256_xor_si256(_mm256_xor_si256(s2[0], s2[7]), GFMUL(s2[8], mat[6]))), GFMUL(_mm256_xor_si256(s2[6], s2[10]), mat[4])), GFMUL(_mm256_xor_si256(s2[5], s2[11]), mat[5])), GFMUL(_mm256_xor_si256(s2[4], s2[12]), mat[0])), GFMUL(_mm256_xor_si256(s2[3], s2[13]), mat[2])), GFMUL(_mm256_xor_si256(s2[2], s2[14]), mat[1])), GFMUL(_mm256_xor_si256(s2[1], s2[15]), mat[3]));
    s3[16] = _mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(s3[9], _mm256_xor_si256(_mm256_xor_si256(s3[0], s3[7]), GFMUL(s3[8], mat[6]))), GFMUL(_mm256_xor_si256(s3[6], s3[10]), mat[4])), GFMUL(_mm256_xor_si256(s3[5], s3[11]), mat[5])), GFMUL(_mm256_xor_si256(s3[4], s3[12]), mat[0])), GFMUL(_mm256_xor_si256(s3[3], s3[13]), mat[2])), GFMUL(_mm256_xor_si256(s3[2], s3[14]), mat[1])), GFMUL(_mm256_xor_si256(s3[1], s3[15]), mat[3]));
    s0[17] = _mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(s0[10], _mm256_xor_si256(_mm256_xor_si256(s0[1], s0[8]), GFMUL(s0[9], mat[6]))), GFMUL(_mm256_xor_si256(s0[7], s0[11]), mat[4])), GFMUL(_mm256_xor_si256(s0[6], s0[12]), mat[5])), GFMUL(_mm256_xor_si256(s0[5], s0[13]), mat[0])), GFMUL(_mm256_xor_si256(s0[4], s0[14]), mat[2])), GFMUL(_mm256_xor_si256(s0[3], s0[15]), mat[1])), GFMUL(_mm256_xor_si256(s0[2], s0[16]), mat[3]));
    s1[17] = _mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(s1[10], _mm256_xor_si256(_mm256_xor_si256(s1[1], s1[8]), GFMUL(s1[9], mat[6]))), GFMUL(_mm256_xor_si256(s1[7], s1[11]), mat[4])), GFMUL(_mm256_xor_si256(s1[6], s1[12]), mat[5])), GFMUL(_mm256_xor_si256(s1[5], s1[13]), mat[0])), GFMUL(_mm256_xor_si256(s1[4], s1[14]), mat[2])), GFMUL(_mm256_xor_si256(s1[3], s1[15]), mat[1])), GFMUL(_mm256_xor_si256(s1[2], s1[16]), mat[3]));
    s2[17] = _mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(s2[10], _mm256_xor_si256(_mm256_xor_si256(s2[1], s2[8]), GFMUL(s2[9], mat[6]))), GFMUL(_mm256_xor_si256(s2[7], s2[11]), mat[4])), GFMUL(_mm256_xor_si256(s2[6], s2[12]), mat[5])), GFMUL(_mm256_xor_si256(s2[5], s2[13]), mat[0])), GFMUL(_mm256_xor_si256(s2[4], s2[14]), mat[2])), GFMUL(_mm256_xor_si256(s2[3], s2[15]), mat[1])), GFMUL(_mm256_xor_si256(s2[2], s2[16]), mat[3]));
    s3[17] = _mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(s3[10], _mm256_xor_si256(_mm256_xor_si256(s3[1], s3[8]), GFMUL(s3[9], mat[6]))), GFMUL(_mm256_xor_si256(s3[7], s3[11]), mat[4])), GFMUL(_mm256_xor_si256(s3[6], s3[12]), mat[5])), GFMUL(_mm256_xor_si256(s3[5], s3[13]), mat[0])), GFMUL(_mm256_xor_si256(s3[4], s3[14]), mat[2])), GFMUL(_mm256_xor_si256(s3[3], s3[15]), mat[1])), GFMUL(_mm256_xor_si256(s3[2], s3[16]), mat[3]));
    s0[18] = _mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(s0[11], _mm256_xor_si256(_mm256_xor_si256(s0[2], s0[9]), GFMUL(s0[10], mat[6]))), GFMUL(_mm256_xor_si256(s0[8], s0[12]), mat[4])), GFMUL(_mm256_xor_si256(s0[7], s0[13]), mat[5])), GFMUL(_mm256_xor_si256(s0[6], s0[14]), mat[0])), GFMUL(_mm256_xor_si256(s0[5], s0[15]), mat[2])), GFMUL(_mm256_xor_si256(s0[4], s0[16]), mat[1])), GFMUL(_mm256_xor_si256(s0[3], s0[17]), mat[3]));
    s1[18] = _mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(s1[11], _mm256_xor_si256(_mm256_xor_si256(s1[2], s1[9]), GFMUL(s1[10], mat[6]))), GFMUL(_mm256_xor_si256(s1[8], s1[12]), mat[4])), GFMUL(_mm256_xor_si256(s1[7], s1[13]), mat[5])), GFMUL(_mm256_xor_si256(s1[6], s1[14]), mat[0])), GFMUL(_mm256_xor_si256(s1[5], s1[15]), mat[2])), GFMUL(_mm256_xor_si256(s1[4], s1[16]), mat[1])), GFMUL(_mm256_xor_si256(s1[3], s1[17]), mat[3]));
    s2[18] = _mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(s2[11], _mm256_xor_si256(_mm256_xor_si256(s2[2], s2[9]), GFMUL(s2[10], mat[6]))), GFMUL(_mm256_xor_si256(s2[8], s2[12]), mat[4])), GFMUL(_mm256_xor_si256(s2[7], s2[13]), mat[5])), GFMUL(_mm256_xor_si256(s2[6], s2[14]), mat[0])), GFMUL(_mm256_xor_si256(s2[5], s2[15]), mat[2])), GFMUL(_mm256_xor_si256(s2[4], s2[16]), mat[1])), GFMUL(_mm256_xor_si256(s2[3], s2[17]), mat[3]));
    s3[18] = _mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(s3[11], _mm256_xor_si256(_mm256_xor_si256(s3[2], s3[9]), GFMUL(s3[10], mat[6]))), GFMUL(_mm256_xor_si256(s3[8], s3[12]), mat[4])), GFMUL(_mm256_xor_si256(s3[7], s3[13]), mat[5])), GFMUL(_mm256_xor_si256(s3[6], s3[14]), mat[0])), GFMUL(_mm256_xor_si256(s3[5], s3[15]), mat[2])), GFMUL(_mm256_xor_si256(s3[4], s3[16]), mat[1])), GFMUL(_mm256_xor_si256(s3[3], s3[17]), mat[3]));
    s0[19] = _mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(s0[12], _mm256_xor_si256(_mm256_xor_si256(s0[3], s0[10]), GFMUL(s0[11], mat[6]))), GFMUL(_mm256_xor_si256(s0[9], s0[13]), mat[4])), GFMUL(_mm256_xor_si256(s0[8], s0[14]), mat[5])), GFMUL(_mm256_xor_si256(s0[7], s0[15]), mat[0])), GFMUL(_mm256_xor_si256(s0[6], s0[16]), mat[2])), GFMUL(_mm256_xor_si256(s0[5], s0[17]), mat[1])), GFMUL(_mm256_xor_si256(s0[4], s0[18]), mat[3]));
    s1[19] = _mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(s1[12], _mm256_xor_si256(_mm256_xor_si256(s1[3], s1[10]), GFMUL(s1[11], mat[6]))), GFMUL(_mm256_xor_si256(s1[9], s1[13]), mat[4])), GFMUL(_mm256_xor_si256(s1[8], s1[14]), mat[5])), GFMUL(_mm256_xor_si256(s1[7], s1[15]), mat[0])), GFMUL(_mm256_xor_si256(s1[6], s1[16]), mat[2])), GFMUL(_mm256_xor_si256(s1[5], s1[17]), mat[1])), GFMUL(_mm256_xor_si256(s1[4], s1[18]), mat[3]));
    s2[19] = _mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(s2[12], _mm256_xor_si256(_mm256_xor_si256(s2[3], s2[10]), GFMUL(s2[11], mat[6]))), GFMUL(_mm256_xor_si256(s2[9], s2[13]), mat[4])), GFMUL(_mm256_xor_si256(s2[8], s2[14]), mat[5])), GFMUL(_mm256_xor_si256(s2[7], s2[15]), mat[0])), GFMUL(_mm256_xor_si256(s2[6], s2[16]), mat[2])), GFMUL(_mm256_xor_si256(s2[5], s2[17]), mat[1])), GFMUL(_mm256_xor_si256(s2[4], s2[18]), mat[3]));
    s3[19] = _mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(s3[12], _mm256_xor_si256(_mm256_xor_si256(s3[3], s3[10]), GFMUL(s3[11], mat[6]))), GFMUL(_mm256_xor_si256(s3[9], s3[13]), mat[4])), GFMUL(_mm256_xor_si256(s3[8], s3[14]), mat[5])), GFMUL(_mm256_xor_si256(s3[7], s3[15]), mat[0])), GFMUL(_mm256_xor_si256(s3[6], s3[16]), mat[2])), GFMUL(_mm256_xor_si256(s3[5], s3[17]), mat[1])), GFMUL(_mm256_xor_si256(s3[4], s3[18]), mat[3]));
    s0[20] = _mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(s0[13], _mm256_xor_si256(_mm256_xor_si256(s0[4], s0[11]), GFMUL(s0[12], mat[6]))), GFMUL(_mm256_xor_si256(s0[10], s0[14]), mat[4])), GFMUL(_mm256_xor_si256(s0[9], s0[15]), mat[5])), GFMUL(_mm256_xor_si256(s0[8], s0[16]), mat[0])), GFMUL(_mm256_xor_si256(s0[7], s0[17]), mat[2])), GFMUL(_mm256_xor_si256(s0[6], s0[18]), mat[1])), GFMUL(_mm256_xor_si256(s0[5], s0[19]), mat[3]));
    s1[20] = _mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(s1[13], _mm256_xor_si256(_mm256_xor_si256(s1[4], s1[11]), GFMUL(s1[12], mat[6]))), GFMUL(_mm256_xor_si256(s1[10], s1[14]), mat[4])), GFMUL(_mm256_xor_si256(s1[9], s1[15]), mat[5])), GFMUL(_mm256_xor_si256(s1[8], s1[16]), mat[0])), GFMUL(_mm256_xor_si256(s1[7], s1[17]), mat[2])), GFMUL(_mm256_xor_si256(s1[6], s1[18]), mat[1])), GFMUL(_mm256_xor_si256(s1[5], s1[19]), mat[3]));
    s2[20] = _mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(s2[13], _mm256_xor_si256(_mm256_xor_si256(s2[4], s2[11]), GFMUL(s2[12], mat[6]))), GFMUL(_mm256_xor_si256(s2[10], s2[14]), mat[4])), GFMUL(_mm256_xor_si256(s2[9], s2[15]), mat[5])), GFMUL(_mm256_xor_si256(s2[8], s2[16]), mat[0])), GFMUL(_mm256_xor_si256(s2[7], s2[17]), mat[2])), GFMUL(_mm256_xor_si256(s2[6], s2[18]), mat[1])), GFMUL(_mm256_xor_si256(s2[5], s2[19]), mat[3]));
    s3[20] = _mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(s3[13], _mm256_xor_si256(_mm256_xor_si256(s3[4], s3[11]), GFMUL(s3[12], mat[6]))), GFMUL(_mm256_xor_si256(s3[10], s3[14]), mat[4])), GFMUL(_mm256_xor_si256(s3[9], s3[15]), mat[5])), GFMUL(_mm256_xor_si256(s3[8], s3[16]), mat[0])), GFMUL(_mm256_xor_si256(s3[7], s3[17]), mat[2])), GFMUL(_mm256_xor_si256(s3[6], s3[18]), mat[1])), GFMUL(_mm256_xor_si256(s3[5], s3[19]), mat[3]));
    s0[21] = _mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(s0[14], _mm256_xor_si256(_mm256_xor_si256(s0[5], s0[12]), GFMUL(s0[13], mat[6]))), GFMUL(_mm256_xor_si256(s0[11], s0[15]), mat[4])), GFMUL(_mm256_xor_si256(s0[10], s0[16]), mat[5])), GFMUL(_mm256_xor_si256(s0[9], s0[17]), mat[0])), GFMUL(_mm256_xor_si256(s0[8], s0[18]), mat[2])), GFMUL(_mm256_xor_si256(s0[7], s0[19]), mat[1])), GFMUL(_mm256_xor_si256(s0[6], s0[20]), mat[3]));
    s1[21] = _mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(s1[14], _mm256_xor_si256(_mm256_xor_si256(s1[5], s1[12]), GFMUL(s1[13], mat[6]))), GFMUL(_mm256_xor_si256(s1[11], s1[15]), mat[4])), GFMUL(_mm256_xor_si256(s1[10], s1[16]), mat[5])), GFMUL(_mm256_xor_si256(s1[9], s1[17]), mat[0])), GFMUL(_mm256_xor_si256(s1[8], s1[18]), mat[2])), GFMUL(_mm256_xor_si256(s1[7], s1[19]), mat[1])), GFMUL(_mm256_xor_si256(s1[6], s1[20]), mat[3]));
    s2[21] = _mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(s2[14], _mm256_xor_si256(_mm256_xor_si256(s2[5], s2[12]), GFMUL(s2[13], mat[6]))), GFMUL(_mm256_xor_si256(s2[11], s2[15]), mat[4])), GFMUL(_mm256_xor_si256(s2[10], s2[16]), mat[5])), GFMUL(_mm256_xor_si256(s2[9], s2[17]), mat[0])), GFMUL(_mm256_xor_si256(s2[8], s2[18]), mat[2])), GFMUL(_mm256_xor_si256(s2[7], s2[19]), mat[1])), GFMUL(_mm256_xor_si256(s2[6], s2[20]), mat[3]));
    s3[21] = _mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(s3[14], _mm256_xor_si256(_mm256_xor_si256(s3[5], s3[12]), GFMUL(s3[13], mat[6]))), GFMUL(_mm256_xor_si256(s3[11], s3[15]), mat[4])), GFMUL(_mm256_xor_si256(s3[10], s3[16]), mat[5])), GFMUL(_mm256_xor_si256(s3[9], s3[17]), mat[0])), GFMUL(_mm256_xor_si256(s3[8], s3[18]), mat[2])), GFMUL(_mm256_xor_si256(s3[7], s3[19]), mat[1])), GFMUL(_mm256_xor_si256(s3[6], s3[20]), mat[3]));
    s0[22] = _mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(s0[15], _mm256_xor_si256(_mm256_xor_si256(s0[6], s0[13]), GFMUL(s0[14], mat[6]))), GFMUL(_mm256_xor_si256(s0[12], s0[16]), mat[4])), GFMUL(_mm256_xor_si256(s0[11], s0[17]), mat[5])), GFMUL(_mm256_xor_si256(s0[10], s0[18]), mat[0])), GFMUL(_mm256_xor_si256(s0[9], s0[19]), mat[2])), GFMUL(_mm256_xor_si256(s0[8], s0[20]), mat[1])), GFMUL(_mm256_xor_si256(s0[7], s0[21]), mat[3]));
    s1[22] = _mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(s1[15], _mm256_xor_si256(_mm256_xor_si256(s1[6], s1[13]), GFMUL(s1[14], mat[6]))), GFMUL(_mm256_xor_si256(s1[12], s1[16]), mat[4])), GFMUL(_mm256_xor_si256(s1[11], s1[17]), mat[5])), GFMUL(_mm256_xor_si256(s1[10], s1[18]), mat[0])), GFMUL(_mm256_xor_si256(s1[9], s1[19]), mat[2])), GFMUL(_mm256_xor_si256(s1[8], s1[20]), mat[1])), GFMUL(_mm256_xor_si256(s1[7], s1[21]), mat[3]));
    s2[22] = _mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(s2[15], _mm256_xor_si256(_mm256_xor_si256(s2[6], s2[13]), GFMUL(s2[14], mat[6]))), GFMUL(_mm256_xor_si256(s2[12], s2[16]), mat[4])), GFMUL(_mm256_xor_si256(s2[11], s2[17]), mat[5])), GFMUL(_mm256_xor_si256(s2[10], s2[18]), mat[0])), GFMUL(_mm256_xor_si256(s2[9], s2[19]), mat[2])), GFMUL(_mm256_xor_si256(s2[8], s2[20]), mat[1])), GFMUL(_mm256_xor_si256(s2[7], s2[21]), mat[3]));
    s3[22] = _mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(s3[15], _mm256_xor_si256(_mm256_xor_si256(s3[6], s3[13]), GFMUL(s3[14], mat[6]))), GFMUL(_mm256_xor_si256(s3[12], s3[16]), mat[4])), GFMUL(_mm256_xor_si256(s3[11], s3[17]), mat[5])), GFMUL(_mm256_xor_si256(s3[10], s3[18]), mat[0])), GFMUL(_mm256_xor_si256(s3[9], s3[19]), mat[2])), GFMUL(_mm256_xor_si256(s3[8], s3[20]), mat[1])), GFMUL(_mm256_xor_si256(s3[7], s3[21]), mat[3]));
    s0[23] = _mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(s0[16], _mm256_xor_si256(_mm256_xor_si256(s0[7], s0[14]), GFMUL(s0[15], mat[6]))), GFMUL(_mm256_xor_si256(s0[13], s0[17]), mat[4])), GFMUL(_mm256_xor_si256(s0[12], s0[18]), mat[5])), GFMUL(_mm256_xor_si256(s0[11], s0[19]), mat[0])), GFMUL(_mm256_xor_si256(s0[10], s0[20]), mat[2])), GFMUL(_mm256_xor_si256(s0[9], s0[21]), mat[1])), GFMUL(_mm256_xor_si256(s0[8], s0[22]), mat[3]));
    s1[23] = _mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(s1[16], _mm256_xor_si256(_mm256_xor_si256(s1[7], s1[14]), GFMUL(s1[15], mat[6]))), GFMUL(_mm256_xor_si256(s1[13], s1[17]), mat[4])), GFMUL(_mm256_xor_si256(s1[12], s1[18]), mat[5])), GFMUL(_mm256_xor_si256(s1[11], s1[19]), mat[0])), GFMUL(_mm256_xor_si256(s1[10], s1[20]), mat[2])), GFMUL(_mm256_xor_si256(s1[9], s1[21]), mat[1])), GFMUL(_mm256_xor_si256(s1[8], s1[22]), mat[3]));
    s2[23] = _mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(s2[16], _mm256_xor_si256(_mm256_xor_si256(s2[7], s2[14]), GFMUL(s2[15], mat[6]))), GFMUL(_mm256_xor_si256(s2[13], s2[17]), mat[4])), GFMUL(_mm256_xor_si256(s2[12], s2[18]), mat[5])), GFMUL(_mm256_xor_si256(s2[11], s2[19]), mat[0])), GFMUL(_mm256_xor_si256(s2[10], s2[20]), mat[2])), GFMUL(_mm256_xor_si256(s2[9], s2[21]), mat[1])), GFMUL(_mm256_xor_si256(s2[8], s2[22]), mat[3]));
    s3[23] = _mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(s3[16], _mm256_xor_si256(_mm256_xor_si256(s3[7], s3[14]), GFMUL(s3[15], mat[6]))), GFMUL(_mm256_xor_si256(s3[13], s3[17]), mat[4])), GFMUL(_mm256_xor_si256(s3[12], s3[18]), mat[5])), GFMUL(_mm256_xor_si256(s3[11], s3[19]), mat[0])), GFMUL(_mm256_xor_si256(s3[10], s3[20]), mat[2])), GFMUL(_mm256_xor_si256(s3[9], s3[21]), mat[1])), GFMUL(_mm256_xor_si256(s3[8], s3[22]), mat[3]));
    s0[24] = _mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(s0[17], _mm256_xor_si256(_mm256_xor_si256(s0[8], s0[15]), GFMUL(s0[16], mat[6]))), GFMUL(_mm256_xor_si256(s0[14], s0[18]), mat[4])), GFMUL(_mm256_xor_si256(s0[13], s0[19]), mat[5])), GFMUL(_mm256_xor_si256(s0[12], s0[20]), mat[0])), GFMUL(_mm256_xor_si256(s0[11], s0[21]), mat[2])), GFMUL(_mm256_xor_si256(s0[10], s0[22]), mat[1])), GFMUL(_mm256_xor_si256(s0[9], s0[23]), mat[3]));
    s1[24] = _mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(s1[17], _mm256_xor_si256(_mm256_xor_si256(s1[8], s1[15]), GFMUL(s1[16], mat[6]))), GFMUL(_mm256_xor_si256(s1[14], s1[18]), mat[4])), GFMUL(_mm256_xor_si256(s1[13], s1[19]), mat[5])), GFMUL(_mm256_xor_si256(s1[12], s1[20]), mat[0])), GFMUL(_mm256_xor_si256(s1[11], s1[21]), mat[2])), GFMUL(_mm256_xor_si256(s1[10], s1[22]), mat[1])), GFMUL(_mm256_xor_si256(s1[9], s1[23]), mat[3]));
    s2[24] = _mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(s2[17], _mm256_xor_si256(_mm256_xor_si256(s2[8], s2[15]), GFMUL(s2[16], mat[6]))), GFMUL(_mm256_xor_si256(s2[14], s2[18]), mat[4])), GFMUL(_mm256_xor_si256(s2[13], s2[19]), mat[5])), GFMUL(_mm256_xor_si256(s2[12], s2[20]), mat[0])), GFMUL(_mm256_xor_si256(s2[11], s2[21]), mat[2])), GFMUL(_mm256_xor_si256(s2[10], s2[22]), mat[1])), GFMUL(_mm256_xor_si256(s2[9], s2[23]), mat[3]));
    s3[24] = _mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(s3[17], _mm256_xor_si256(_mm256_xor_si256(s3[8], s3[15]), GFMUL(s3[16], mat[6]))), GFMUL(_mm256_xor_si256(s3[14], s3[18]), mat[4])), GFMUL(_mm256_xor_si256(s3[13], s3[19]), mat[5])), GFMUL(_mm256_xor_si256(s3[12], s3[20]), mat[0])), GFMUL(_mm256_xor_si256(s3[11], s3[21]), mat[2])), GFMUL(_mm256_xor_si256(s3[10], s3[22]), mat[1])), GFMUL(_mm256_xor_si256(s3[9], s3[23]), mat[3]));
    s0[25] = _mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(s0[18], _mm256_xor_si256(_mm256_xor_si256(s0[9], s0[16]), GFMUL(s0[17], mat[6]))), GFMUL(_mm256_xor_si256(s0[15], s0[19]), mat[4])), GFMUL(_mm256_xor_si256(s0[14], s0[20]), mat[5])), GFMUL(_mm256_xor_si256(s0[13], s0[21]), mat[0])), GFMUL(_mm256_xor_si256(s0[12], s0[22]), mat[2])), GFMUL(_mm256_xor_si256(s0[11], s0[23]), mat[1])), GFMUL(_mm256_xor_si256(s0[10], s0[24]), mat[3]));
    s1[25] = _mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(s1[18], _mm256_xor_si256(_mm256_xor_si256(s1[9], s1[16]), GFMUL(s1[17], mat[6]))), GFMUL(_mm256_xor_si256(s1[15], s1[19]), mat[4])), GFMUL(_mm256_xor_si256(s1[14], s1[20]), mat[5])), GFMUL(_mm256_xor_si256(s1[13], s1[21]), mat[0])), GFMUL(_mm256_xor_si256(s1[12], s1[22]), mat[2])), GFMUL(_mm256_xor_si256(s1[11], s1[23]), mat[1])), GFMUL(_mm256_xor_si256(s1[10], s1[24]), mat[3]));
    s2[25] = _mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(s2[18], _mm256_xor_si256(_mm256_xor_si256(s2[9], s2[16]), GFMUL(s2[17], mat[6]))), GFMUL(_mm256_xor_si256(s2[15], s2[19]), mat[4])), GFMUL(_mm256_xor_si256(s2[14], s2[20]), mat[5])), GFMUL(_mm256_xor_si256(s2[13], s2[21]), mat[0])), GFMUL(_mm256_xor_si256(s2[12], s2[22]), mat[2])), GFMUL(_mm256_xor_si256(s2[11], s2[23]), mat[1])), GFMUL(_mm256_xor_si256(s2[10], s2[24]), mat[3]));
    s3[25] = _mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(s3[18], _mm256_xor_si256(_mm256_xor_si256(s3[9], s3[16]), GFMUL(s3[17], mat[6]))), GFMUL(_mm256_xor_si256(s3[15], s3[19]), mat[4])), GFMUL(_mm256_xor_si256(s3[14], s3[20]), mat[5])), GFMUL(_mm256_xor_si256(s3[13], s3[21]), mat[0])), GFMUL(_mm256_xor_si256(s3[12], s3[22]), mat[2])), GFMUL(_mm256_xor_si256(s3[11], s3[23]), mat[1])), GFMUL(_mm256_xor_si256(s3[10], s3[24]), mat[3]));
    s0[26] = _mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(s0[19], _mm256_xor_si256(_mm256_xor_si256(s0[10], s0[17]), GFMUL(s0[18], mat[6]))), GFMUL(_mm256_xor_si256(s0[16], s0[20]), mat[4])), GFMUL(_mm256_xor_si256(s0[15], s0[21]), mat[5])), GFMUL(_mm256_xor_si256(s0[14], s0[22]), mat[0])), GFMUL(_mm256_xor_si256(s0[13], s0[23]), mat[2])), GFMUL(_mm256_xor_si256(s0[12], s0[24]), mat[1])), GFMUL(_mm256_xor_si256(s0[11], s0[25]), mat[3]));
    s1[26] = _mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(s1[19], _mm256_xor_si256(_mm256_xor_si256(s1[10], s1[17]), GFMUL(s1[18], mat[6]))), GFMUL(_mm256_xor_si256(s1[16], s1[20]), mat[4])), GFMUL(_mm256_xor_si256(s1[15], s1[21]), mat[5])), GFMUL(_mm256_xor_si256(s1[14], s1[22]), mat[0])), GFMUL(_mm256_xor_si256(s1[13], s1[23]), mat[2])), GFMUL(_mm256_xor_si256(s1[12], s1[24]), mat[1])), GFMUL(_mm256_xor_si256(s1[11], s1[25]), mat[3]));
    s2[26] = _mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(s2[19], _mm256_xor_si256(_mm256_xor_si256(s2[10], s2[17]), GFMUL(s2[18], mat[6]))), GFMUL(_mm256_xor_si256(s2[16], s2[20]), mat[4])), GFMUL(_mm256_xor_si256(s2[15], s2[21]), mat[5])), GFMUL(_mm256_xor_si256(s2[14], s2[22]), mat[0])), GFMUL(_mm256_xor_si256(s2[13], s2[23]), mat[2])), GFMUL(_mm256_xor_si256(s2[12], s2[24]), mat[1])), GFMUL(_mm256_xor_si256(s2[11], s2[25]), mat[3]));
    s3[26] = _mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(s3[19], _mm256_xor_si256(_mm256_xor_si256(s3[10], s3[17]), GFMUL(s3[18], mat[6]))), GFMUL(_mm256_xor_si256(s3[16], s3[20]), mat[4])), GFMUL(_mm256_xor_si256(s3[15], s3[21]), mat[5])), GFMUL(_mm256_xor_si256(s3[14], s3[22]), mat[0])), GFMUL(_mm256_xor_si256(s3[13], s3[23]), mat[2])), GFMUL(_mm256_xor_si256(s3[12], s3[24]), mat[1])), GFMUL(_mm256_xor_si256(s3[11], s3[25]), mat[3]));
    s0[27] = _mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(s0[20], _mm256_xor_si256(_mm256_xor_si256(s0[11], s0[18]), GFMUL(s0[19], mat[6]))), GFMUL(_mm256_xor_si256(s0[17], s0[21]), mat[4])), GFMUL(_mm256_xor_si256(s0[16], s0[22]), mat[5])), GFMUL(_mm256_xor_si256(s0[15], s0[23]), mat[0])), GFMUL(_mm256_xor_si256(s0[14], s0[24]), mat[2])), GFMUL(_mm256_xor_si256(s0[13], s0[25]), mat[1])), GFMUL(_mm256_xor_si256(s0[12], s0[26]), mat[3]));
    s1[27] = _mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(s1[20], _mm256_xor_si256(_mm256_xor_si256(s1[11], s1[18]), GFMUL(s1[19], mat[6]))), GFMUL(_mm256_xor_si256(s1[17], s1[21]), mat[4])), GFMUL(_mm256_xor_si256(s1[16], s1[22]), mat[5])), GFMUL(_mm256_xor_si256(s1[15], s1[23]), mat[0])), GFMUL(_mm256_xor_si256(s1[14], s1[24]), mat[2])), GFMUL(_mm256_xor_si256(s1[13], s1[25]), mat[1])), GFMUL(_mm256_xor_si256(s1[12], s1[26]), mat[3]));
    s2[27] = _mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(s2[20], _mm256_xor_si256(_mm256_xor_si256(s2[11], s2[18]), GFMUL(s2[19], mat[6]))), GFMUL(_mm256_xor_si256(s2[17], s2[21]), mat[4])), GFMUL(_mm256_xor_si256(s2[16], s2[22]), mat[5])), GFMUL(_mm256_xor_si256(s2[15], s2[23]), mat[0])), GFMUL(_mm256_xor_si256(s2[14], s2[24]), mat[2])), GFMUL(_mm256_xor_si256(s2[13], s2[25]), mat[1])), GFMUL(_mm256_xor_si256(s2[12], s2[26]), mat[3]));
    s3[27] = _mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(s3[20], _mm256_xor_si256(_mm256_xor_si256(s3[11], s3[18]), GFMUL(s3[19], mat[6]))), GFMUL(_mm256_xor_si256(s3[17], s3[21]), mat[4])), GFMUL(_mm256_xor_si256(s3[16], s3[22]), mat[5])), GFMUL(_mm256_xor_si256(s3[15], s3[23]), mat[0])), GFMUL(_mm256_xor_si256(s3[14], s3[24]), mat[2])), GFMUL(_mm256_xor_si256(s3[13], s3[25]), mat[1])), GFMUL(_mm256_xor_si256(s3[12], s3[26]), mat[3]));
    s0[28] = _mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(s0[21], _mm256_xor_si256(_mm256_xor_si256(s0[12], s0[19]), GFMUL(s0[20], mat[6]))), GFMUL(_mm256_xor_si256(s0[18], s0[22]), mat[4])), GFMUL(_mm256_xor_si256(s0[17], s0[23]), mat[5])), GFMUL(_mm256_xor_si256(s0[16], s0[24]), mat[0])), GFMUL(_mm256_xor_si256(s0[15], s0[25]), mat[2])), GFMUL(_mm256_xor_si256(s0[14], s0[26]), mat[1])), GFMUL(_mm256_xor_si256(s0[13], s0[27]), mat[3]));
    s1[28] = _mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(s1[21], _mm256_xor_si256(_mm256_xor_si256(s1[12], s1[19]), GFMUL(s1[20], mat[6]))), GFMUL(_mm256_xor_si256(s1[18], s1[22]), mat[4])), GFMUL(_mm256_xor_si256(s1[17], s1[23]), mat[5])), GFMUL(_mm256_xor_si256(s1[16], s1[24]), mat[0])), GFMUL(_mm256_xor_si256(s1[15], s1[25]), mat[2])), GFMUL(_mm256_xor_si256(s1[14], s1[26]), mat[1])), GFMUL(_mm256_xor_si256(s1[13], s1[27]), mat[3]));
    s2[28] = _mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(s2[21], _mm256_xor_si256(_mm256_xor_si256(s2[12], s2[19]), GFMUL(s2[20], mat[6]))), GFMUL(_mm256_xor_si256(s2[18], s2[22]), mat[4])), GFMUL(_mm256_xor_si256(s2[17], s2[23]), mat[5])), GFMUL(_mm256_xor_si256(s2[16], s2[24]), mat[0])), GFMUL(_mm256_xor_si256(s2[15], s2[25]), mat[2])), GFMUL(_mm256_xor_si256(s2[14], s2[26]), mat[1])), GFMUL(_mm256_xor_si256(s2[13], s2[27]), mat[3]));
    s3[28] = _mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(s3[21], _mm256_xor_si256(_mm256_xor_si256(s3[12], s3[19]), GFMUL(s3[20], mat[6]))), GFMUL(_mm256_xor_si256(s3[18], s3[22]), mat[4])), GFMUL(_mm256_xor_si256(s3[17], s3[23]), mat[5])), GFMUL(_mm256_xor_si256(s3[16], s3[24]), mat[0])), GFMUL(_mm256_xor_si256(s3[15], s3[25]), mat[2])), GFMUL(_mm256_xor_si256(s3[14], s3[26]), mat[1])), GFMUL(_mm256_xor_si256(s3[13], s3[27]), mat[3]));
    s0[29] = _mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(s0[22], _mm256_xor_si256(_mm256_xor_si256(s0[13], s0[20]), GFMUL(s0[21], mat[6]))), GFMUL(_mm256_xor_si256(s0[19], s0[23]), mat[4])), GFMUL(_mm256_xor_si256(s0[18], s0[24]), mat[5])), GFMUL(_mm256_xor_si256(s0[17], s0[25]), mat[0])), GFMUL(_mm256_xor_si256(s0[16], s0[26]), mat[2])), GFMUL(_mm256_xor_si256(s0[15], s0[27]), mat[1])), GFMUL(_mm256_xor_si256(s0[14], s0[28]), mat[3]));
    s1[29] = _mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(s1[22], _mm256_xor_si256(_mm256_xor_si256(s1[13], s1[20]), GFMUL(s1[21], mat[6]))), GFMUL(_mm256_xor_si256(s1[19], s1[23]), mat[4])), GFMUL(_mm256_xor_si256(s1[18], s1[24]), mat[5])), GFMUL(_mm256_xor_si256(s1[17], s1[25]), mat[0])), GFMUL(_mm256_xor_si256(s1[16], s1[26]), mat[2])), GFMUL(_mm256_xor_si256(s1[15], s1[27]), mat[1])), GFMUL(_mm256_xor_si256(s1[14], s1[28]), mat[3]));
    s2[29] = _mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(s2[22], _mm256_xor_si256(_mm256_xor_si256(s2[13], s2[20]), GFMUL(s2[21], mat[6]))), GFMUL(_mm256_xor_si256(s2[19], s2[23]), mat[4])), GFMUL(_mm256_xor_si256(s2[18], s2[24]), mat[5])), GFMUL(_mm256_xor_si256(s2[17], s2[25]), mat[0])), GFMUL(_mm256_xor_si256(s2[16], s2[26]), mat[2])), GFMUL(_mm256_xor_si256(s2[15], s2[27]), mat[1])), GFMUL(_mm256_xor_si256(s2[14], s2[28]), mat[3]));
    s3[29] = _mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(s3[22], _mm256_xor_si256(_mm256_xor_si256(s3[13], s3[20]), GFMUL(s3[21], mat[6]))), GFMUL(_mm256_xor_si256(s3[19], s3[23]), mat[4])), GFMUL(_mm256_xor_si256(s3[18], s3[24]), mat[5])), GFMUL(_mm256_xor_si256(s3[17], s3[25]), mat[0])), GFMUL(_mm256_xor_si256(s3[16], s3[26]), mat[2])), GFMUL(_mm256_xor_si256(s3[15], s3[27]), mat[1])), GFMUL(_mm256_xor_si256(s3[14], s3[28]), mat[3]));
    s0[30] = _mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(s0[23], _mm256_xor_si256(_mm256_xor_si256(s0[14], s0[21]), GFMUL(s0[22], mat[6]))), GFMUL(_mm256_xor_si256(s0[20], s0[24]), mat[4])), GFMUL(_mm256_xor_si256(s0[19], s0[25]), mat[5])), GFMUL(_mm256_xor_si256(s0[18], s0[26]), mat[0])), GFMUL(_mm256_xor_si256(s0[17], s0[27]), mat[2])), GFMUL(_mm256_xor_si256(s0[16], s0[28]), mat[1])), GFMUL(_mm256_xor_si256(s0[15], s0[29]), mat[3]));
    s1[30] = _mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(s1[23], _mm256_xor_si256(_mm256_xor_si256(s1[14], s1[21]), GFMUL(s1[22], mat[6]))), GFMUL(_mm256_xor_si256(s1[20], s1[24]), mat[4])), GFMUL(_mm256_xor_si256(s1[19], s1[25]), mat[5])), GFMUL(_mm256_xor_si256(s1[18], s1[26]), mat[0])), GFMUL(_mm256_xor_si256(s1[17], s1[27]), mat[2])), GFMUL(_mm256_xor_si256(s1[16], s1[28]), mat[1])), GFMUL(_mm256_xor_si256(s1[15], s1[29]), mat[3]));
    s2[30] = _mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(s2[23], _mm256_xor_si256(_mm256_xor_si256(s2[14], s2[21]), GFMUL(s2[22], mat[6]))), GFMUL(_mm256_xor_si256(s2[20], s2[24]), mat[4])), GFMUL(_mm256_xor_si256(s2[19], s2[25]), mat[5])), GFMUL(_mm256_xor_si256(s2[18], s2[26]), mat[0])), GFMUL(_mm256_xor_si256(s2[17], s2[27]), mat[2])), GFMUL(_mm256_xor_si256(s2[16], s2[28]), mat[1])), GFMUL(_mm256_xor_si256(s2[15], s2[29]), mat[3]));
    s3[30] = _mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(s3[23], _mm256_xor_si256(_mm256_xor_si256(s3[14], s3[21]), GFMUL(s3[22], mat[6]))), GFMUL(_mm256_xor_si256(s3[20], s3[24]), mat[4])), GFMUL(_mm256_xor_si256(s3[19], s3[25]), mat[5])), GFMUL(_mm256_xor_si256(s3[18], s3[26]), mat[0])), GFMUL(_mm256_xor_si256(s3[17], s3[27]), mat[2])), GFMUL(_mm256_xor_si256(s3[16], s3[28]), mat[1])), GFMUL(_mm256_xor_si256(s3[15], s3[29]), mat[3]));
    s0[31] = _mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(s0[24], _mm256_xor_si256(_mm256_xor_si256(s0[15], s0[22]), GFMUL(s0[23], mat[6]))), GFMUL(_mm256_xor_si256(s0[21], s0[25]), mat[4])), GFMUL(_mm256_xor_si256(s0[20], s0[26]), mat[5])), GFMUL(_mm256_xor_si256(s0[19], s0[27]), mat[0])), GFMUL(_mm256_xor_si256(s0[18], s0[28]), mat[2])), GFMUL(_mm256_xor_si256(s0[17], s0[29]), mat[1])), GFMUL(_mm256_xor_si256(s0[16], s0[30]), mat[3]));
    s1[31] = _mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(s1[24], _mm256_xor_si256(_mm256_xor_si256(s1[15], s1[22]), GFMUL(s1[23], mat[6]))), GFMUL(_mm256_xor_si256(s1[21], s1[25]), mat[4])), GFMUL(_mm256_xor_si256(s1[20], s1[26]), mat[5])), GFMUL(_mm256_xor_si256(s1[19], s1[27]), mat[0])), GFMUL(_mm256_xor_si256(s1[18], s1[28]), mat[2])), GFMUL(_mm256_xor_si256(s1[17], s1[29]), mat[1])), GFMUL(_mm256_xor_si256(s1[16], s1[30]), mat[3]));
    s2[31] = _mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(s2[24], _mm256_xor_si256(_mm256_xor_si256(s2[15], s2[22]), GFMUL(s2[23], mat[6]))), GFMUL(_mm256_xor_si256(s2[21], s2[25]), mat[4])), GFMUL(_mm256_xor_si256(s2[20], s2[26]), mat[5])), GFMUL(_mm256_xor_si256(s2[19], s2[27]), mat[0])), GFMUL(_mm256_xor_si256(s2[18], s2[28]), mat[2])), GFMUL(_mm256_xor_si256(s2[17], s2[29]), mat[1])), GFMUL(_mm256_xor_si256(s2[16], s2[30]), mat[3]));
    s3[31] = _mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(s3[24], _mm256_xor_si256(_mm256_xor_si256(s3[15], s3[22]), GFMUL(s3[23], mat[6]))), GFMUL(_mm256_xor_si256(s3[21], s3[25]), mat[4])), GFMUL(_mm256_xor_si256(s3[20], s3[26]), mat[5])), GFMUL(_mm256_xor_si256(s3[19], s3[27]), mat[0])), GFMUL(_mm256_xor_si256(s3[18], s3[28]), mat[2])), GFMUL(_mm256_xor_si256(s3[17], s3[29]), mat[1])), GFMUL(_mm256_xor_si256(s3[16], s3[30]), mat[3]));
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

/* L as 16 steps of a shift register (backends/_bytesliced_bc.py, lfsr_form): s[0..15]
 * the register's bytes, s[16 + t] the byte step t feeds in (equal coefficients share a
 * product), s[16..31] the result. G batches (here 1) step by step: the serial chain of one
 * hides behind the others'. */
static void linear1_L(V x[1][16])
{
    V s0[32];
    const V *mat = (const V *)(const void *)mat_L;
    __asm__("" : "+r"(mat)); /* opaque: the matrices stay memory operands */
    s0[0] = x[0][15];
    s0[1] = x[0][14];
    s0[2] = x[0][13];
    s0[3] = x[0][12];
    s0[4] = x[0][11];
    s0[5] = x[0][10];
    s0[6] = x[0][9];
    s0[7] = x[0][8];
    s0[8] = x[0][7];
    s0[9] = x[0][6];
    s0[10] = x[0][5];
    s0[11] = x[0][4];
    s0[12] = x[0][3];
    s0[13] = x[0][2];
    s0[14] = x[0][1];
    s0[15] = x[0][0];
    s0[16] = _mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(s0[9], _mm256_xor_si256(_mm256_xor_si256(s0[0], s0[7]), GFMUL(s0[8], mat[6]))), GFMUL(_mm256_xor_si256(s0[6], s0[10]), mat[4])), GFMUL(_mm256_xor_si256(s0[5], s0[11]), mat[5])), GFMUL(_mm256_xor_si256(s0[4], s0[12]), mat[0])), GFMUL(_mm256_xor_si256(s0[3], s0[13]), mat[2])), GFMUL(_mm256_xor_si256(s0[2], s0[14]), mat[1])), GFMUL(_mm256_xor_si256(s0[1], s0[15]), mat[3]));
    s0[17] = _mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(s0[10], _mm256_xor_si256(_mm256_xor_si256(s0[1], s0[8]), GFMUL(s0[9], mat[6]))), GFMUL(_mm256_xor_si256(s0[7], s0[11]), mat[4])), GFMUL(_mm256_xor_si256(s0[6], s0[12]), mat[5])), GFMUL(_mm256_xor_si256(s0[5], s0[13]), mat[0])), GFMUL(_mm256_xor_si256(s0[4], s0[14]), mat[2])), GFMUL(_mm256_xor_si256(s0[3], s0[15]), mat[1])), GFMUL(_mm256_xor_si256(s0[2], s0[16]), mat[3]));
    s0[18] = _mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(s0[11], _mm256_xor_si256(_mm256_xor_si256(s0[2], s0[9]), GFMUL(s0[10], mat[6]))), GFMUL(_mm256_xor_si256(s0[8], s0[12]), mat[4])), GFMUL(_mm256_xor_si256(s0[7], s0[13]), mat[5])), GFMUL(_mm256_xor_si256(s0[6], s0[14]), mat[0])), GFMUL(_mm256_xor_si256(s0[5], s0[15]), mat[2])), GFMUL(_mm256_xor_si256(s0[4], s0[16]), mat[1])), GFMUL(_mm256_xor_si256(s0[3], s0[17]), mat[3]));
    s0[19] = _mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(s0[12], _mm256_xor_si256(_mm256_xor_si256(s0[3], s0[10]), GFMUL(s0[11], mat[6]))), GFMUL(_mm256_xor_si256(s0[9], s0[13]), mat[4])), GFMUL(_mm256_xor_si256(s0[8], s0[14]), mat[5])), GFMUL(_mm256_xor_si256(s0[7], s0[15]), mat[0])), GFMUL(_mm256_xor_si256(s0[6], s0[16]), mat[2])), GFMUL(_mm256_xor_si256(s0[5], s0[17]), mat[1])), GFMUL(_mm256_xor_si256(s0[4], s0[18]), mat[3]));
    s0[20] = _mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(s0[13], _mm256_xor_si256(_mm256_xor_si256(s0[4], s0[11]), GFMUL(s0[12], mat[6]))), GFMUL(_mm256_xor_si256(s0[10], s0[14]), mat[4])), GFMUL(_mm256_xor_si256(s0[9], s0[15]), mat[5])), GFMUL(_mm256_xor_si256(s0[8], s0[16]), mat[0])), GFMUL(_mm256_xor_si256(s0[7], s0[17]), mat[2])), GFMUL(_mm256_xor_si256(s0[6], s0[18]), mat[1])), GFMUL(_mm256_xor_si256(s0[5], s0[19]), mat[3]));
    s0[21] = _mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(s0[14], _mm256_xor_si256(_mm256_xor_si256(s0[5], s0[12]), GFMUL(s0[13], mat[6]))), GFMUL(_mm256_xor_si256(s0[11], s0[15]), mat[4])), GFMUL(_mm256_xor_si256(s0[10], s0[16]), mat[5])), GFMUL(_mm256_xor_si256(s0[9], s0[17]), mat[0])), GFMUL(_mm256_xor_si256(s0[8], s0[18]), mat[2])), GFMUL(_mm256_xor_si256(s0[7], s0[19]), mat[1])), GFMUL(_mm256_xor_si256(s0[6], s0[20]), mat[3]));
    s0[22] = _mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(s0[15], _mm256_xor_si256(_mm256_xor_si256(s0[6], s0[13]), GFMUL(s0[14], mat[6]))), GFMUL(_mm256_xor_si256(s0[12], s0[16]), mat[4])), GFMUL(_mm256_xor_si256(s0[11], s0[17]), mat[5])), GFMUL(_mm256_xor_si256(s0[10], s0[18]), mat[0])), GFMUL(_mm256_xor_si256(s0[9], s0[19]), mat[2])), GFMUL(_mm256_xor_si256(s0[8], s0[20]), mat[1])), GFMUL(_mm256_xor_si256(s0[7], s0[21]), mat[3]));
    s0[23] = _mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(s0[16], _mm256_xor_si256(_mm256_xor_si256(s0[7], s0[14]), GFMUL(s0[15], mat[6]))), GFMUL(_mm256_xor_si256(s0[13], s0[17]), mat[4])), GFMUL(_mm256_xor_si256(s0[12], s0[18]), mat[5])), GFMUL(_mm256_xor_si256(s0[11], s0[19]), mat[0])), GFMUL(_mm256_xor_si256(s0[10], s0[20]), mat[2])), GFMUL(_mm256_xor_si256(s0[9], s0[21]), mat[1])), GFMUL(_mm256_xor_si256(s0[8], s0[22]), mat[3]));
    s0[24] = _mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(s0[17], _mm256_xor_si256(_mm256_xor_si256(s0[8], s0[15]), GFMUL(s0[16], mat[6]))), GFMUL(_mm256_xor_si256(s0[14], s0[18]), mat[4])), GFMUL(_mm256_xor_si256(s0[13], s0[19]), mat[5])), GFMUL(_mm256_xor_si256(s0[12], s0[20]), mat[0])), GFMUL(_mm256_xor_si256(s0[11], s0[21]), mat[2])), GFMUL(_mm256_xor_si256(s0[10], s0[22]), mat[1])), GFMUL(_mm256_xor_si256(s0[9], s0[23]), mat[3]));
    s0[25] = _mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(s0[18], _mm256_xor_si256(_mm256_xor_si256(s0[9], s0[16]), GFMUL(s0[17], mat[6]))), GFMUL(_mm256_xor_si256(s0[15], s0[19]), mat[4])), GFMUL(_mm256_xor_si256(s0[14], s0[20]), mat[5])), GFMUL(_mm256_xor_si256(s0[13], s0[21]), mat[0])), GFMUL(_mm256_xor_si256(s0[12], s0[22]), mat[2])), GFMUL(_mm256_xor_si256(s0[11], s0[23]), mat[1])), GFMUL(_mm256_xor_si256(s0[10], s0[24]), mat[3]));
    s0[26] = _mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(s0[19], _mm256_xor_si256(_mm256_xor_si256(s0[10], s0[17]), GFMUL(s0[18], mat[6]))), GFMUL(_mm256_xor_si256(s0[16], s0[20]), mat[4])), GFMUL(_mm256_xor_si256(s0[15], s0[21]), mat[5])), GFMUL(_mm256_xor_si256(s0[14], s0[22]), mat[0])), GFMUL(_mm256_xor_si256(s0[13], s0[23]), mat[2])), GFMUL(_mm256_xor_si256(s0[12], s0[24]), mat[1])), GFMUL(_mm256_xor_si256(s0[11], s0[25]), mat[3]));
    s0[27] = _mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(s0[20], _mm256_xor_si256(_mm256_xor_si256(s0[11], s0[18]), GFMUL(s0[19], mat[6]))), GFMUL(_mm256_xor_si256(s0[17], s0[21]), mat[4])), GFMUL(_mm256_xor_si256(s0[16], s0[22]), mat[5])), GFMUL(_mm256_xor_si256(s0[15], s0[23]), mat[0])), GFMUL(_mm256_xor_si256(s0[14], s0[24]), mat[2])), GFMUL(_mm256_xor_si256(s0[13], s0[25]), mat[1])), GFMUL(_mm256_xor_si256(s0[12], s0[26]), mat[3]));
    s0[28] = _mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(s0[21], _mm256_xor_si256(_mm256_xor_si256(s0[12], s0[19]), GFMUL(s0[20], mat[6]))), GFMUL(_mm256_xor_si256(s0[18], s0[22]), mat[4])), GFMUL(_mm256_xor_si256(s0[17], s0[23]), mat[5])), GFMUL(_mm256_xor_si256(s0[16], s0[24]), mat[0])), GFMUL(_mm256_xor_si256(s0[15], s0[25]), mat[2])), GFMUL(_mm256_xor_si256(s0[14], s0[26]), mat[1])), GFMUL(_mm256_xor_si256(s0[13], s0[27]), mat[3]));
    s0[29] = _mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(s0[22], _mm256_xor_si256(_mm256_xor_si256(s0[13], s0[20]), GFMUL(s0[21], mat[6]))), GFMUL(_mm256_xor_si256(s0[19], s0[23]), mat[4])), GFMUL(_mm256_xor_si256(s0[18], s0[24]), mat[5])), GFMUL(_mm256_xor_si256(s0[17], s0[25]), mat[0])), GFMUL(_mm256_xor_si256(s0[16], s0[26]), mat[2])), GFMUL(_mm256_xor_si256(s0[15], s0[27]), mat[1])), GFMUL(_mm256_xor_si256(s0[14], s0[28]), mat[3]));
    s0[30] = _mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(s0[23], _mm256_xor_si256(_mm256_xor_si256(s0[14], s0[21]), GFMUL(s0[22], mat[6]))), GFMUL(_mm256_xor_si256(s0[20], s0[24]), mat[4])), GFMUL(_mm256_xor_si256(s0[19], s0[25]), mat[5])), GFMUL(_mm256_xor_si256(s0[18], s0[26]), mat[0])), GFMUL(_mm256_xor_si256(s0[17], s0[27]), mat[2])), GFMUL(_mm256_xor_si256(s0[16], s0[28]), mat[1])), GFMUL(_mm256_xor_si256(s0[15], s0[29]), mat[3]));
    s0[31] = _mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(s0[24], _mm256_xor_si256(_mm256_xor_si256(s0[15], s0[22]), GFMUL(s0[23], mat[6]))), GFMUL(_mm256_xor_si256(s0[21], s0[25]), mat[4])), GFMUL(_mm256_xor_si256(s0[20], s0[26]), mat[5])), GFMUL(_mm256_xor_si256(s0[19], s0[27]), mat[0])), GFMUL(_mm256_xor_si256(s0[18], s0[28]), mat[2])), GFMUL(_mm256_xor_si256(s0[17], s0[29]), mat[1])), GFMUL(_mm256_xor_si256(s0[16], s0[30]), mat[3]));
    x[0][15] = s0[16];
    x[0][14] = s0[17];
    x[0][13] = s0[18];
    x[0][12] = s0[19];
    x[0][11] = s0[20];
    x[0][10] = s0[21];
    x[0][9] = s0[22];
    x[0][8] = s0[23];
    x[0][7] = s0[24];
    x[0][6] = s0[25];
    x[0][5] = s0[26];
    x[0][4] = s0[27];
    x[0][3] = s0[28];
    x[0][2] = s0[29];
    x[0][1] = s0[30];
    x[0][0] = s0[31];
}

static const uint64_t mat_L_inv[] __attribute__((aligned(32))) = {
    0xb0d0a0408102b4d8ULL, 0xb0d0a0408102b4d8ULL, 0xb0d0a0408102b4d8ULL, 0xb0d0a0408102b4d8ULL,
    0xd868d0a04081da6cULL, 0xd868d0a04081da6cULL, 0xd868d0a04081da6cULL, 0xd868d0a04081da6cULL,
    0x77983162c48866bbULL, 0x77983162c48866bbULL, 0x77983162c48866bbULL, 0x77983162c48866bbULL,
    0xc64a952a55aa92e3ULL, 0xc64a952a55aa92e3ULL, 0xc64a952a55aa92e3ULL, 0xc64a952a55aa92e3ULL,
    0xda6edcb870e01bedULL, 0xda6edcb870e01bedULL, 0xda6edcb870e01bedULL, 0xda6edcb870e01bedULL,
    0x5aefdebc78f0bb2dULL, 0x5aefdebc78f0bb2dULL, 0x5aefdebc78f0bb2dULL, 0x5aefdebc78f0bb2dULL,
    0x53f5ead5ab57fda9ULL, 0x53f5ead5ab57fda9ULL, 0x53f5ead5ab57fda9ULL, 0x53f5ead5ab57fda9ULL,
};

/* L_inv as 16 steps of a shift register (backends/_bytesliced_bc.py, lfsr_form): s[0..15]
 * the register's bytes, s[16 + t] the byte step t feeds in (equal coefficients share a
 * product), s[16..31] the result. G batches (here 4) step by step: the serial chain of one
 * hides behind the others'. */
static void linearG_L_inv(V x[4][16])
{
    V s0[32], s1[32], s2[32], s3[32];
    const V *mat = (const V *)(const void *)mat_L_inv;
    __asm__("" : "+r"(mat)); /* opaque: the matrices stay memory operands */
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
    s0[16] = _mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(s0[9], _mm256_xor_si256(_mm256_xor_si256(s0[0], s0[7]), GFMUL(s0[8], mat[6]))), GFMUL(_mm256_xor_si256(s0[6], s0[10]), mat[4])), GFMUL(_mm256_xor_si256(s0[5], s0[11]), mat[5])), GFMUL(_mm256_xor_si256(s0[4], s0[12]), mat[0])), GFMUL(_mm256_xor_si256(s0[3], s0[13]), mat[2])), GFMUL(_mm256_xor_si256(s0[2], s0[14]), mat[1])), GFMUL(_mm256_xor_si256(s0[1], s0[15]), mat[3]));
    s1[16] = _mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(s1[9], _mm256_xor_si256(_mm256_xor_si256(s1[0], s1[7]), GFMUL(s1[8], mat[6]))), GFMUL(_mm256_xor_si256(s1[6], s1[10]), mat[4])), GFMUL(_mm256_xor_si256(s1[5], s1[11]), mat[5])), GFMUL(_mm256_xor_si256(s1[4], s1[12]), mat[0])), GFMUL(_mm256_xor_si256(s1[3], s1[13]), mat[2])), GFMUL(_mm256_xor_si256(s1[2], s1[14]), mat[1])), GFMUL(_mm256_xor_si256(s1[1], s1[15]), mat[3]));
    s2[16] = _mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(s2[9], _mm256_xor_si256(_mm256_xor_si256(s2[0], s2[7]), GFMUL(s2[8], mat[6]))), GFMUL(_mm256_xor_si256(s2[6], s2[10]), mat[4])), GFMUL(_mm256_xor_si256(s2[5], s2[11]), mat[5])), GFMUL(_mm256_xor_si256(s2[4], s2[12]), mat[0])), GFMUL(_mm256_xor_si256(s2[3], s2[13]), mat[2])), GFMUL(_mm256_xor_si256(s2[2], s2[14]), mat[1])), GFMUL(_mm256_xor_si256(s2[1], s2[15]), mat[3]));
    s3[16] = _mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(s3[9], _mm256_xor_si256(_mm256_xor_si256(s3[0], s3[7]), GFMUL(s3[8], mat[6]))), GFMUL(_mm256_xor_si256(s3[6], s3[10]), mat[4])), GFMUL(_mm256_xor_si256(s3[5], s3[11]), mat[5])), GFMUL(_mm256_xor_si256(s3[4], s3[12]), mat[0])), GFMUL(_mm256_xor_si256(s3[3], s3[13]), mat[2])), GFMUL(_mm256_xor_si256(s3[2], s3[14]), mat[1])), GFMUL(_mm256_xor_si256(s3[1], s3[15]), mat[3]));
    s0[17] = _mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(s0[10], _mm256_xor_si256(_mm256_xor_si256(s0[1], s0[8]), GFMUL(s0[9], mat[6]))), GFMUL(_mm256_xor_si256(s0[7], s0[11]), mat[4])), GFMUL(_mm256_xor_si256(s0[6], s0[12]), mat[5])), GFMUL(_mm256_xor_si256(s0[5], s0[13]), mat[0])), GFMUL(_mm256_xor_si256(s0[4], s0[14]), mat[2])), GFMUL(_mm256_xor_si256(s0[3], s0[15]), mat[1])), GFMUL(_mm256_xor_si256(s0[2], s0[16]), mat[3]));
    s1[17] = _mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(s1[10], _mm256_xor_si256(_mm256_xor_si256(s1[1], s1[8]), GFMUL(s1[9], mat[6]))), GFMUL(_mm256_xor_si256(s1[7], s1[11]), mat[4])), GFMUL(_mm256_xor_si256(s1[6], s1[12]), mat[5])), GFMUL(_mm256_xor_si256(s1[5], s1[13]), mat[0])), GFMUL(_mm256_xor_si256(s1[4], s1[14]), mat[2])), GFMUL(_mm256_xor_si256(s1[3], s1[15]), mat[1])), GFMUL(_mm256_xor_si256(s1[2], s1[16]), mat[3]));
    s2[17] = _mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(s2[10], _mm256_xor_si256(_mm256_xor_si256(s2[1], s2[8]), GFMUL(s2[9], mat[6]))), GFMUL(_mm256_xor_si256(s2[7], s2[11]), mat[4])), GFMUL(_mm256_xor_si256(s2[6], s2[12]), mat[5])), GFMUL(_mm256_xor_si256(s2[5], s2[13]), mat[0])), GFMUL(_mm256_xor_si256(s2[4], s2[14]), mat[2])), GFMUL(_mm256_xor_si256(s2[3], s2[15]), mat[1])), GFMUL(_mm256_xor_si256(s2[2], s2[16]), mat[3]));
    s3[17] = _mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(s3[10], _mm256_xor_si256(_mm256_xor_si256(s3[1], s3[8]), GFMUL(s3[9], mat[6]))), GFMUL(_mm256_xor_si256(s3[7], s3[11]), mat[4])), GFMUL(_mm256_xor_si256(s3[6], s3[12]), mat[5])), GFMUL(_mm256_xor_si256(s3[5], s3[13]), mat[0])), GFMUL(_mm256_xor_si256(s3[4], s3[14]), mat[2])), GFMUL(_mm256_xor_si256(s3[3], s3[15]), mat[1])), GFMUL(_mm256_xor_si256(s3[2], s3[16]), mat[3]));
    s0[18] = _mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(s0[11], _mm256_xor_si256(_mm256_xor_si256(s0[2], s0[9]), GFMUL(s0[10], mat[6]))), GFMUL(_mm256_xor_si256(s0[8], s0[12]), mat[4])), GFMUL(_mm256_xor_si256(s0[7], s0[13]), mat[5])), GFMUL(_mm256_xor_si256(s0[6], s0[14]), mat[0])), GFMUL(_mm256_xor_si256(s0[5], s0[15]), mat[2])), GFMUL(_mm256_xor_si256(s0[4], s0[16]), mat[1])), GFMUL(_mm256_xor_si256(s0[3], s0[17]), mat[3]));
    s1[18] = _mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(s1[11], _mm256_xor_si256(_mm256_xor_si256(s1[2], s1[9]), GFMUL(s1[10], mat[6]))), GFMUL(_mm256_xor_si256(s1[8], s1[12]), mat[4])), GFMUL(_mm256_xor_si256(s1[7], s1[13]), mat[5])), GFMUL(_mm256_xor_si256(s1[6], s1[14]), mat[0])), GFMUL(_mm256_xor_si256(s1[5], s1[15]), mat[2])), GFMUL(_mm256_xor_si256(s1[4], s1[16]), mat[1])), GFMUL(_mm256_xor_si256(s1[3], s1[17]), mat[3]));
    s2[18] = _mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(s2[11], _mm256_xor_si256(_mm256_xor_si256(s2[2], s2[9]), GFMUL(s2[10], mat[6]))), GFMUL(_mm256_xor_si256(s2[8], s2[12]), mat[4])), GFMUL(_mm256_xor_si256(s2[7], s2[13]), mat[5])), GFMUL(_mm256_xor_si256(s2[6], s2[14]), mat[0])), GFMUL(_mm256_xor_si256(s2[5], s2[15]), mat[2])), GFMUL(_mm256_xor_si256(s2[4], s2[16]), mat[1])), GFMUL(_mm256_xor_si256(s2[3], s2[17]), mat[3]));
    s3[18] = _mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(s3[11], _mm256_xor_si256(_mm256_xor_si256(s3[2], s3[9]), GFMUL(s3[10], mat[6]))), GFMUL(_mm256_xor_si256(s3[8], s3[12]), mat[4])), GFMUL(_mm256_xor_si256(s3[7], s3[13]), mat[5])), GFMUL(_mm256_xor_si256(s3[6], s3[14]), mat[0])), GFMUL(_mm256_xor_si256(s3[5], s3[15]), mat[2])), GFMUL(_mm256_xor_si256(s3[4], s3[16]), mat[1])), GFMUL(_mm256_xor_si256(s3[3], s3[17]), mat[3]));
    s0[19] = _mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(s0[12], _mm256_xor_si256(_mm256_xor_si256(s0[3], s0[10]), GFMUL(s0[11], mat[6]))), GFMUL(_mm256_xor_si256(s0[9], s0[13]), mat[4])), GFMUL(_mm256_xor_si256(s0[8], s0[14]), mat[5])), GFMUL(_mm256_xor_si256(s0[7], s0[15]), mat[0])), GFMUL(_mm256_xor_si256(s0[6], s0[16]), mat[2])), GFMUL(_mm256_xor_si256(s0[5], s0[17]), mat[1])), GFMUL(_mm256_xor_si256(s0[4], s0[18]), mat[3]));
    s1[19] = _mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(s1[12], _mm256_xor_si256(_mm256_xor_si256(s1[3], s1[10]), GFMUL(s1[11], mat[6]))), GFMUL(_mm256_xor_si256(s1[9], s1[13]), mat[4])), GFMUL(_mm256_xor_si256(s1[8], s1[14]), mat[5])), GFMUL(_mm256_xor_si256(s1[7], s1[15]), mat[0])), GFMUL(_mm256_xor_si256(s1[6], s1[16]), mat[2])), GFMUL(_mm256_xor_si256(s1[5], s1[17]), mat[1])), GFMUL(_mm256_xor_si256(s1[4], s1[18]), mat[3]));
    s2[19] = _mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(s2[12], _mm256_xor_si256(_mm256_xor_si256(s2[3], s2[10]), GFMUL(s2[11], mat[6]))), GFMUL(_mm256_xor_si256(s2[9], s2[13]), mat[4])), GFMUL(_mm256_xor_si256(s2[8], s2[14]), mat[5])), GFMUL(_mm256_xor_si256(s2[7], s2[15]), mat[0])), GFMUL(_mm256_xor_si256(s2[6], s2[16]), mat[2])), GFMUL(_mm256_xor_si256(s2[5], s2[17]), mat[1])), GFMUL(_mm256_xor_si256(s2[4], s2[18]), mat[3]));
    s3[19] = _mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(s3[12], _mm256_xor_si256(_mm256_xor_si256(s3[3], s3[10]), GFMUL(s3[11], mat[6]))), GFMUL(_mm256_xor_si256(s3[9], s3[13]), mat[4])), GFMUL(_mm256_xor_si256(s3[8], s3[14]), mat[5])), GFMUL(_mm256_xor_si256(s3[7], s3[15]), mat[0])), GFMUL(_mm256_xor_si256(s3[6], s3[16]), mat[2])), GFMUL(_mm256_xor_si256(s3[5], s3[17]), mat[1])), GFMUL(_mm256_xor_si256(s3[4], s3[18]), mat[3]));
    s0[20] = _mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(s0[13], _mm256_xor_si256(_mm256_xor_si256(s0[4], s0[11]), GFMUL(s0[12], mat[6]))), GFMUL(_mm256_xor_si256(s0[10], s0[14]), mat[4])), GFMUL(_mm256_xor_si256(s0[9], s0[15]), mat[5])), GFMUL(_mm256_xor_si256(s0[8], s0[16]), mat[0])), GFMUL(_mm256_xor_si256(s0[7], s0[17]), mat[2])), GFMUL(_mm256_xor_si256(s0[6], s0[18]), mat[1])), GFMUL(_mm256_xor_si256(s0[5], s0[19]), mat[3]));
    s1[20] = _mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(s1[13], _mm256_xor_si256(_mm256_xor_si256(s1[4], s1[11]), GFMUL(s1[12], mat[6]))), GFMUL(_mm256_xor_si256(s1[10], s1[14]), mat[4])), GFMUL(_mm256_xor_si256(s1[9], s1[15]), mat[5])), GFMUL(_mm256_xor_si256(s1[8], s1[16]), mat[0])), GFMUL(_mm256_xor_si256(s1[7], s1[17]), mat[2])), GFMUL(_mm256_xor_si256(s1[6], s1[18]), mat[1])), GFMUL(_mm256_xor_si256(s1[5], s1[19]), mat[3]));
    s2[20] = _mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(s2[13], _mm256_xor_si256(_mm256_xor_si256(s2[4], s2[11]), GFMUL(s2[12], mat[6]))), GFMUL(_mm256_xor_si256(s2[10], s2[14]), mat[4])), GFMUL(_mm256_xor_si256(s2[9], s2[15]), mat[5])), GFMUL(_mm256_xor_si256(s2[8], s2[16]), mat[0])), GFMUL(_mm256_xor_si256(s2[7], s2[17]), mat[2])), GFMUL(_mm256_xor_si256(s2[6], s2[18]), mat[1])), GFMUL(_mm256_xor_si256(s2[5], s2[19]), mat[3]));
    s3[20] = _mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(s3[13], _mm256_xor_si256(_mm256_xor_si256(s3[4], s3[11]), GFMUL(s3[12], mat[6]))), GFMUL(_mm256_xor_si256(s3[10], s3[14]), mat[4])), GFMUL(_mm256_xor_si256(s3[9], s3[15]), mat[5])), GFMUL(_mm256_xor_si256(s3[8], s3[16]), mat[0])), GFMUL(_mm256_xor_si256(s3[7], s3[17]), mat[2])), GFMUL(_mm256_xor_si256(s3[6], s3[18]), mat[1])), GFMUL(_mm256_xor_si256(s3[5], s3[19]), mat[3]));
    s0[21] = _mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(s0[14], _mm256_xor_si256(_mm256_xor_si256(s0[5], s0[12]), GFMUL(s0[13], mat[6]))), GFMUL(_mm256_xor_si256(s0[11], s0[15]), mat[4])), GFMUL(_mm256_xor_si256(s0[10], s0[16]), mat[5])), GFMUL(_mm256_xor_si256(s0[9], s0[17]), mat[0])), GFMUL(_mm256_xor_si256(s0[8], s0[18]), mat[2])), GFMUL(_mm256_xor_si256(s0[7], s0[19]), mat[1])), GFMUL(_mm256_xor_si256(s0[6], s0[20]), mat[3]));
    s1[21] = _mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(s1[14], _mm256_xor_si256(_mm256_xor_si256(s1[5], s1[12]), GFMUL(s1[13], mat[6]))), GFMUL(_mm256_xor_si256(s1[11], s1[15]), mat[4])), GFMUL(_mm256_xor_si256(s1[10], s1[16]), mat[5])), GFMUL(_mm256_xor_si256(s1[9], s1[17]), mat[0])), GFMUL(_mm256_xor_si256(s1[8], s1[18]), mat[2])), GFMUL(_mm256_xor_si256(s1[7], s1[19]), mat[1])), GFMUL(_mm256_xor_si256(s1[6], s1[20]), mat[3]));
    s2[21] = _mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(s2[14], _mm256_xor_si256(_mm256_xor_si256(s2[5], s2[12]), GFMUL(s2[13], mat[6]))), GFMUL(_mm256_xor_si256(s2[11], s2[15]), mat[4])), GFMUL(_mm256_xor_si256(s2[10], s2[16]), mat[5])), GFMUL(_mm256_xor_si256(s2[9], s2[17]), mat[0])), GFMUL(_mm256_xor_si256(s2[8], s2[18]), mat[2])), GFMUL(_mm256_xor_si256(s2[7], s2[19]), mat[1])), GFMUL(_mm256_xor_si256(s2[6], s2[20]), mat[3]));
    s3[21] = _mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(s3[14], _mm256_xor_si256(_mm256_xor_si256(s3[5], s3[12]), GFMUL(s3[13], mat[6]))), GFMUL(_mm256_xor_si256(s3[11], s3[15]), mat[4])), GFMUL(_mm256_xor_si256(s3[10], s3[16]), mat[5])), GFMUL(_mm256_xor_si256(s3[9], s3[17]), mat[0])), GFMUL(_mm256_xor_si256(s3[8], s3[18]), mat[2])), GFMUL(_mm256_xor_si256(s3[7], s3[19]), mat[1])), GFMUL(_mm256_xor_si256(s3[6], s3[20]), mat[3]));
    s0[22] = _mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(s0[15], _mm256_xor_si256(_mm256_xor_si256(s0[6], s0[13]), GFMUL(s0[14], mat[6]))), GFMUL(_mm256_xor_si256(s0[12], s0[16]), mat[4])), GFMUL(_mm256_xor_si256(s0[11], s0[17]), mat[5])), GFMUL(_mm256_xor_si256(s0[10], s0[18]), mat[0])), GFMUL(_mm256_xor_si256(s0[9], s0[19]), mat[2])), GFMUL(_mm256_xor_si256(s0[8], s0[20]), mat[1])), GFMUL(_mm256_xor_si256(s0[7], s0[21]), mat[3]));
    s1[22] = _mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(s1[15], _mm256_xor_si256(_mm256_xor_si256(s1[6], s1[13]), GFMUL(s1[14], mat[6]))), GFMUL(_mm256_xor_si256(s1[12], s1[16]), mat[4])), GFMUL(_mm256_xor_si256(s1[11], s1[17]), mat[5])), GFMUL(_mm256_xor_si256(s1[10], s1[18]), mat[0])), GFMUL(_mm256_xor_si256(s1[9], s1[19]), mat[2])), GFMUL(_mm256_xor_si256(s1[8], s1[20]), mat[1])), GFMUL(_mm256_xor_si256(s1[7], s1[21]), mat[3]));
    s2[22] = _mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(s2[15], _mm256_xor_si256(_mm256_xor_si256(s2[6], s2[13]), GFMUL(s2[14], mat[6]))), GFMUL(_mm256_xor_si256(s2[12], s2[16]), mat[4])), GFMUL(_mm256_xor_si256(s2[11], s2[17]), mat[5])), GFMUL(_mm256_xor_si256(s2[10], s2[18]), mat[0])), GFMUL(_mm256_xor_si256(s2[9], s2[19]), mat[2])), GFMUL(_mm256_xor_si256(s2[8], s2[20]), mat[1])), GFMUL(_mm256_xor_si256(s2[7], s2[21]), mat[3]));
    s3[22] = _mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(s3[15], _mm256_xor_si256(_mm256_xor_si256(s3[6], s3[13]), GFMUL(s3[14], mat[6]))), GFMUL(_mm256_xor_si256(s3[12], s3[16]), mat[4])), GFMUL(_mm256_xor_si256(s3[11], s3[17]), mat[5])), GFMUL(_mm256_xor_si256(s3[10], s3[18]), mat[0])), GFMUL(_mm256_xor_si256(s3[9], s3[19]), mat[2])), GFMUL(_mm256_xor_si256(s3[8], s3[20]), mat[1])), GFMUL(_mm256_xor_si256(s3[7], s3[21]), mat[3]));
    s0[23] = _mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(s0[16], _mm256_xor_si256(_mm256_xor_si256(s0[7], s0[14]), GFMUL(s0[15], mat[6]))), GFMUL(_mm256_xor_si256(s0[13], s0[17]), mat[4])), GFMUL(_mm256_xor_si256(s0[12], s0[18]), mat[5])), GFMUL(_mm256_xor_si256(s0[11], s0[19]), mat[0])), GFMUL(_mm256_xor_si256(s0[10], s0[20]), mat[2])), GFMUL(_mm256_xor_si256(s0[9], s0[21]), mat[1])), GFMUL(_mm256_xor_si256(s0[8], s0[22]), mat[3]));
    s1[23] = _mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(s1[16], _mm256_xor_si256(_mm256_xor_si256(s1[7], s1[14]), GFMUL(s1[15], mat[6]))), GFMUL(_mm256_xor_si256(s1[13], s1[17]), mat[4])), GFMUL(_mm256_xor_si256(s1[12], s1[18]), mat[5])), GFMUL(_mm256_xor_si256(s1[11], s1[19]), mat[0])), GFMUL(_mm256_xor_si256(s1[10], s1[20]), mat[2])), GFMUL(_mm256_xor_si256(s1[9], s1[21]), mat[1])), GFMUL(_mm256_xor_si256(s1[8], s1[22]), mat[3]));
    s2[23] = _mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(s2[16], _mm256_xor_si256(_mm256_xor_si256(s2[7], s2[14]), GFMUL(s2[15], mat[6]))), GFMUL(_mm256_xor_si256(s2[13], s2[17]), mat[4])), GFMUL(_mm256_xor_si256(s2[12], s2[18]), mat[5])), GFMUL(_mm256_xor_si256(s2[11], s2[19]), mat[0])), GFMUL(_mm256_xor_si256(s2[10], s2[20]), mat[2])), GFMUL(_mm256_xor_si256(s2[9], s2[21]), mat[1])), GFMUL(_mm256_xor_si256(s2[8], s2[22]), mat[3]));
    s3[23] = _mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(s3[16], _mm256_xor_si256(_mm256_xor_si256(s3[7], s3[14]), GFMUL(s3[15], mat[6]))), GFMUL(_mm256_xor_si256(s3[13], s3[17]), mat[4])), GFMUL(_mm256_xor_si256(s3[12], s3[18]), mat[5])), GFMUL(_mm256_xor_si256(s3[11], s3[19]), mat[0])), GFMUL(_mm256_xor_si256(s3[10], s3[20]), mat[2])), GFMUL(_mm256_xor_si256(s3[9], s3[21]), mat[1])), GFMUL(_mm256_xor_si256(s3[8], s3[22]), mat[3]));
    s0[24] = _mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(s0[17], _mm256_xor_si256(_mm256_xor_si256(s0[8], s0[15]), GFMUL(s0[16], mat[6]))), GFMUL(_mm256_xor_si256(s0[14], s0[18]), mat[4])), GFMUL(_mm256_xor_si256(s0[13], s0[19]), mat[5])), GFMUL(_mm256_xor_si256(s0[12], s0[20]), mat[0])), GFMUL(_mm256_xor_si256(s0[11], s0[21]), mat[2])), GFMUL(_mm256_xor_si256(s0[10], s0[22]), mat[1])), GFMUL(_mm256_xor_si256(s0[9], s0[23]), mat[3]));
    s1[24] = _mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(s1[17], _mm256_xor_si256(_mm256_xor_si256(s1[8], s1[15]), GFMUL(s1[16], mat[6]))), GFMUL(_mm256_xor_si256(s1[14], s1[18]), mat[4])), GFMUL(_mm256_xor_si256(s1[13], s1[19]), mat[5])), GFMUL(_mm256_xor_si256(s1[12], s1[20]), mat[0])), GFMUL(_mm256_xor_si256(s1[11], s1[21]), mat[2])), GFMUL(_mm256_xor_si256(s1[10], s1[22]), mat[1])), GFMUL(_mm256_xor_si256(s1[9], s1[23]), mat[3]));
    s2[24] = _mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(s2[17], _mm256_xor_si256(_mm256_xor_si256(s2[8], s2[15]), GFMUL(s2[16], mat[6]))), GFMUL(_mm256_xor_si256(s2[14], s2[18]), mat[4])), GFMUL(_mm256_xor_si256(s2[13], s2[19]), mat[5])), GFMUL(_mm256_xor_si256(s2[12], s2[20]), mat[0])), GFMUL(_mm256_xor_si256(s2[11], s2[21]), mat[2])), GFMUL(_mm256_xor_si256(s2[10], s2[22]), mat[1])), GFMUL(_mm256_xor_si256(s2[9], s2[23]), mat[3]));
    s3[24] = _mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(s3[17], _mm256_xor_si256(_mm256_xor_si256(s3[8], s3[15]), GFMUL(s3[16], mat[6]))), GFMUL(_mm256_xor_si256(s3[14], s3[18]), mat[4])), GFMUL(_mm256_xor_si256(s3[13], s3[19]), mat[5])), GFMUL(_mm256_xor_si256(s3[12], s3[20]), mat[0])), GFMUL(_mm256_xor_si256(s3[11], s3[21]), mat[2])), GFMUL(_mm256_xor_si256(s3[10], s3[22]), mat[1])), GFMUL(_mm256_xor_si256(s3[9], s3[23]), mat[3]));
    s0[25] = _mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(s0[18], _mm256_xor_si256(_mm256_xor_si256(s0[9], s0[16]), GFMUL(s0[17], mat[6]))), GFMUL(_mm256_xor_si256(s0[15], s0[19]), mat[4])), GFMUL(_mm256_xor_si256(s0[14], s0[20]), mat[5])), GFMUL(_mm256_xor_si256(s0[13], s0[21]), mat[0])), GFMUL(_mm256_xor_si256(s0[12], s0[22]), mat[2])), GFMUL(_mm256_xor_si256(s0[11], s0[23]), mat[1])), GFMUL(_mm256_xor_si256(s0[10], s0[24]), mat[3]));
    s1[25] = _mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(s1[18], _mm256_xor_si256(_mm256_xor_si256(s1[9], s1[16]), GFMUL(s1[17], mat[6]))), GFMUL(_mm256_xor_si256(s1[15], s1[19]), mat[4])), GFMUL(_mm256_xor_si256(s1[14], s1[20]), mat[5])), GFMUL(_mm256_xor_si256(s1[13], s1[21]), mat[0])), GFMUL(_mm256_xor_si256(s1[12], s1[22]), mat[2])), GFMUL(_mm256_xor_si256(s1[11], s1[23]), mat[1])), GFMUL(_mm256_xor_si256(s1[10], s1[24]), mat[3]));
    s2[25] = _mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(s2[18], _mm256_xor_si256(_mm256_xor_si256(s2[9], s2[16]), GFMUL(s2[17], mat[6]))), GFMUL(_mm256_xor_si256(s2[15], s2[19]), mat[4])), GFMUL(_mm256_xor_si256(s2[14], s2[20]), mat[5])), GFMUL(_mm256_xor_si256(s2[13], s2[21]), mat[0])), GFMUL(_mm256_xor_si256(s2[12], s2[22]), mat[2])), GFMUL(_mm256_xor_si256(s2[11], s2[23]), mat[1])), GFMUL(_mm256_xor_si256(s2[10], s2[24]), mat[3]));
    s3[25] = _mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(s3[18], _mm256_xor_si256(_mm256_xor_si256(s3[9], s3[16]), GFMUL(s3[17], mat[6]))), GFMUL(_mm256_xor_si256(s3[15], s3[19]), mat[4])), GFMUL(_mm256_xor_si256(s3[14], s3[20]), mat[5])), GFMUL(_mm256_xor_si256(s3[13], s3[21]), mat[0])), GFMUL(_mm256_xor_si256(s3[12], s3[22]), mat[2])), GFMUL(_mm256_xor_si256(s3[11], s3[23]), mat[1])), GFMUL(_mm256_xor_si256(s3[10], s3[24]), mat[3]));
    s0[26] = _mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(s0[19], _mm256_xor_si256(_mm256_xor_si256(s0[10], s0[17]), GFMUL(s0[18], mat[6]))), GFMUL(_mm256_xor_si256(s0[16], s0[20]), mat[4])), GFMUL(_mm256_xor_si256(s0[15], s0[21]), mat[5])), GFMUL(_mm256_xor_si256(s0[14], s0[22]), mat[0])), GFMUL(_mm256_xor_si256(s0[13], s0[23]), mat[2])), GFMUL(_mm256_xor_si256(s0[12], s0[24]), mat[1])), GFMUL(_mm256_xor_si256(s0[11], s0[25]), mat[3]));
    s1[26] = _mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(s1[19], _mm256_xor_si256(_mm256_xor_si256(s1[10], s1[17]), GFMUL(s1[18], mat[6]))), GFMUL(_mm256_xor_si256(s1[16], s1[20]), mat[4])), GFMUL(_mm256_xor_si256(s1[15], s1[21]), mat[5])), GFMUL(_mm256_xor_si256(s1[14], s1[22]), mat[0])), GFMUL(_mm256_xor_si256(s1[13], s1[23]), mat[2])), GFMUL(_mm256_xor_si256(s1[12], s1[24]), mat[1])), GFMUL(_mm256_xor_si256(s1[11], s1[25]), mat[3]));
    s2[26] = _mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(s2[19], _mm256_xor_si256(_mm256_xor_si256(s2[10], s2[17]), GFMUL(s2[18], mat[6]))), GFMUL(_mm256_xor_si256(s2[16], s2[20]), mat[4])), GFMUL(_mm256_xor_si256(s2[15], s2[21]), mat[5])), GFMUL(_mm256_xor_si256(s2[14], s2[22]), mat[0])), GFMUL(_mm256_xor_si256(s2[13], s2[23]), mat[2])), GFMUL(_mm256_xor_si256(s2[12], s2[24]), mat[1])), GFMUL(_mm256_xor_si256(s2[11], s2[25]), mat[3]));
    s3[26] = _mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(s3[19], _mm256_xor_si256(_mm256_xor_si256(s3[10], s3[17]), GFMUL(s3[18], mat[6]))), GFMUL(_mm256_xor_si256(s3[16], s3[20]), mat[4])), GFMUL(_mm256_xor_si256(s3[15], s3[21]), mat[5])), GFMUL(_mm256_xor_si256(s3[14], s3[22]), mat[0])), GFMUL(_mm256_xor_si256(s3[13], s3[23]), mat[2])), GFMUL(_mm256_xor_si256(s3[12], s3[24]), mat[1])), GFMUL(_mm256_xor_si256(s3[11], s3[25]), mat[3]));
    s0[27] = _mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(s0[20], _mm256_xor_si256(_mm256_xor_si256(s0[11], s0[18]), GFMUL(s0[19], mat[6]))), GFMUL(_mm256_xor_si256(s0[17], s0[21]), mat[4])), GFMUL(_mm256_xor_si256(s0[16], s0[22]), mat[5])), GFMUL(_mm256_xor_si256(s0[15], s0[23]), mat[0])), GFMUL(_mm256_xor_si256(s0[14], s0[24]), mat[2])), GFMUL(_mm256_xor_si256(s0[13], s0[25]), mat[1])), GFMUL(_mm256_xor_si256(s0[12], s0[26]), mat[3]));
    s1[27] = _mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(s1[20], _mm256_xor_si256(_mm256_xor_si256(s1[11], s1[18]), GFMUL(s1[19], mat[6]))), GFMUL(_mm256_xor_si256(s1[17], s1[21]), mat[4])), GFMUL(_mm256_xor_si256(s1[16], s1[22]), mat[5])), GFMUL(_mm256_xor_si256(s1[15], s1[23]), mat[0])), GFMUL(_mm256_xor_si256(s1[14], s1[24]), mat[2])), GFMUL(_mm256_xor_si256(s1[13], s1[25]), mat[1])), GFMUL(_mm256_xor_si256(s1[12], s1[26]), mat[3]));
    s2[27] = _mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(s2[20], _mm256_xor_si256(_mm256_xor_si256(s2[11], s2[18]), GFMUL(s2[19], mat[6]))), GFMUL(_mm256_xor_si256(s2[17], s2[21]), mat[4])), GFMUL(_mm256_xor_si256(s2[16], s2[22]), mat[5])), GFMUL(_mm256_xor_si256(s2[15], s2[23]), mat[0])), GFMUL(_mm256_xor_si256(s2[14], s2[24]), mat[2])), GFMUL(_mm256_xor_si256(s2[13], s2[25]), mat[1])), GFMUL(_mm256_xor_si256(s2[12], s2[26]), mat[3]));
    s3[27] = _mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(s3[20], _mm256_xor_si256(_mm256_xor_si256(s3[11], s3[18]), GFMUL(s3[19], mat[6]))), GFMUL(_mm256_xor_si256(s3[17], s3[21]), mat[4])), GFMUL(_mm256_xor_si256(s3[16], s3[22]), mat[5])), GFMUL(_mm256_xor_si256(s3[15], s3[23]), mat[0])), GFMUL(_mm256_xor_si256(s3[14], s3[24]), mat[2])), GFMUL(_mm256_xor_si256(s3[13], s3[25]), mat[1])), GFMUL(_mm256_xor_si256(s3[12], s3[26]), mat[3]));
    s0[28] = _mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(s0[21], _mm256_xor_si256(_mm256_xor_si256(s0[12], s0[19]), GFMUL(s0[20], mat[6]))), GFMUL(_mm256_xor_si256(s0[18], s0[22]), mat[4])), GFMUL(_mm256_xor_si256(s0[17], s0[23]), mat[5])), GFMUL(_mm256_xor_si256(s0[16], s0[24]), mat[0])), GFMUL(_mm256_xor_si256(s0[15], s0[25]), mat[2])), GFMUL(_mm256_xor_si256(s0[14], s0[26]), mat[1])), GFMUL(_mm256_xor_si256(s0[13], s0[27]), mat[3]));
    s1[28] = _mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(s1[21], _mm256_xor_si256(_mm256_xor_si256(s1[12], s1[19]), GFMUL(s1[20], mat[6]))), GFMUL(_mm256_xor_si256(s1[18], s1[22]), mat[4])), GFMUL(_mm256_xor_si256(s1[17], s1[23]), mat[5])), GFMUL(_mm256_xor_si256(s1[16], s1[24]), mat[0])), GFMUL(_mm256_xor_si256(s1[15], s1[25]), mat[2])), GFMUL(_mm256_xor_si256(s1[14], s1[26]), mat[1])), GFMUL(_mm256_xor_si256(s1[13], s1[27]), mat[3]));
    s2[28] = _mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(s2[21], _mm256_xor_si256(_mm256_xor_si256(s2[12], s2[19]), GFMUL(s2[20], mat[6]))), GFMUL(_mm256_xor_si256(s2[18], s2[22]), mat[4])), GFMUL(_mm256_xor_si256(s2[17], s2[23]), mat[5])), GFMUL(_mm256_xor_si256(s2[16], s2[24]), mat[0])), GFMUL(_mm256_xor_si256(s2[15], s2[25]), mat[2])), GFMUL(_mm256_xor_si256(s2[14], s2[26]), mat[1])), GFMUL(_mm256_xor_si256(s2[13], s2[27]), mat[3]));
    s3[28] = _mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(s3[21], _mm256_xor_si256(_mm256_xor_si256(s3[12], s3[19]), GFMUL(s3[20], mat[6]))), GFMUL(_mm256_xor_si256(s3[18], s3[22]), mat[4])), GFMUL(_mm256_xor_si256(s3[17], s3[23]), mat[5])), GFMUL(_mm256_xor_si256(s3[16], s3[24]), mat[0])), GFMUL(_mm256_xor_si256(s3[15], s3[25]), mat[2])), GFMUL(_mm256_xor_si256(s3[14], s3[26]), mat[1])), GFMUL(_mm256_xor_si256(s3[13], s3[27]), mat[3]));
    s0[29] = _mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(s0[22], _mm256_xor_si256(_mm256_xor_si256(s0[13], s0[20]), GFMUL(s0[21], mat[6]))), GFMUL(_mm256_xor_si256(s0[19], s0[23]), mat[4])), GFMUL(_mm256_xor_si256(s0[18], s0[24]), mat[5])), GFMUL(_mm256_xor_si256(s0[17], s0[25]), mat[0])), GFMUL(_mm256_xor_si256(s0[16], s0[26]), mat[2])), GFMUL(_mm256_xor_si256(s0[15], s0[27]), mat[1])), GFMUL(_mm256_xor_si256(s0[14], s0[28]), mat[3]));
    s1[29] = _mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(s1[22], _mm256_xor_si256(_mm256_xor_si256(s1[13], s1[20]), GFMUL(s1[21], mat[6]))), GFMUL(_mm256_xor_si256(s1[19], s1[23]), mat[4])), GFMUL(_mm256_xor_si256(s1[18], s1[24]), mat[5])), GFMUL(_mm256_xor_si256(s1[17], s1[25]), mat[0])), GFMUL(_mm256_xor_si256(s1[16], s1[26]), mat[2])), GFMUL(_mm256_xor_si256(s1[15], s1[27]), mat[1])), GFMUL(_mm256_xor_si256(s1[14], s1[28]), mat[3]));
    s2[29] = _mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(s2[22], _mm256_xor_si256(_mm256_xor_si256(s2[13], s2[20]), GFMUL(s2[21], mat[6]))), GFMUL(_mm256_xor_si256(s2[19], s2[23]), mat[4])), GFMUL(_mm256_xor_si256(s2[18], s2[24]), mat[5])), GFMUL(_mm256_xor_si256(s2[17], s2[25]), mat[0])), GFMUL(_mm256_xor_si256(s2[16], s2[26]), mat[2])), GFMUL(_mm256_xor_si256(s2[15], s2[27]), mat[1])), GFMUL(_mm256_xor_si256(s2[14], s2[28]), mat[3]));
    s3[29] = _mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(s3[22], _mm256_xor_si256(_mm256_xor_si256(s3[13], s3[20]), GFMUL(s3[21], mat[6]))), GFMUL(_mm256_xor_si256(s3[19], s3[23]), mat[4])), GFMUL(_mm256_xor_si256(s3[18], s3[24]), mat[5])), GFMUL(_mm256_xor_si256(s3[17], s3[25]), mat[0])), GFMUL(_mm256_xor_si256(s3[16], s3[26]), mat[2])), GFMUL(_mm256_xor_si256(s3[15], s3[27]), mat[1])), GFMUL(_mm256_xor_si256(s3[14], s3[28]), mat[3]));
    s0[30] = _mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(s0[23], _mm256_xor_si256(_mm256_xor_si256(s0[14], s0[21]), GFMUL(s0[22], mat[6]))), GFMUL(_mm256_xor_si256(s0[20], s0[24]), mat[4])), GFMUL(_mm256_xor_si256(s0[19], s0[25]), mat[5])), GFMUL(_mm256_xor_si256(s0[18], s0[26]), mat[0])), GFMUL(_mm256_xor_si256(s0[17], s0[27]), mat[2])), GFMUL(_mm256_xor_si256(s0[16], s0[28]), mat[1])), GFMUL(_mm256_xor_si256(s0[15], s0[29]), mat[3]));
    s1[30] = _mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(s1[23], _mm256_xor_si256(_mm256_xor_si256(s1[14], s1[21]), GFMUL(s1[22], mat[6]))), GFMUL(_mm256_xor_si256(s1[20], s1[24]), mat[4])), GFMUL(_mm256_xor_si256(s1[19], s1[25]), mat[5])), GFMUL(_mm256_xor_si256(s1[18], s1[26]), mat[0])), GFMUL(_mm256_xor_si256(s1[17], s1[27]), mat[2])), GFMUL(_mm256_xor_si256(s1[16], s1[28]), mat[1])), GFMUL(_mm256_xor_si256(s1[15], s1[29]), mat[3]));
    s2[30] = _mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(s2[23], _mm256_xor_si256(_mm256_xor_si256(s2[14], s2[21]), GFMUL(s2[22], mat[6]))), GFMUL(_mm256_xor_si256(s2[20], s2[24]), mat[4])), GFMUL(_mm256_xor_si256(s2[19], s2[25]), mat[5])), GFMUL(_mm256_xor_si256(s2[18], s2[26]), mat[0])), GFMUL(_mm256_xor_si256(s2[17], s2[27]), mat[2])), GFMUL(_mm256_xor_si256(s2[16], s2[28]), mat[1])), GFMUL(_mm256_xor_si256(s2[15], s2[29]), mat[3]));
    s3[30] = _mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(s3[23], _mm256_xor_si256(_mm256_xor_si256(s3[14], s3[21]), GFMUL(s3[22], mat[6]))), GFMUL(_mm256_xor_si256(s3[20], s3[24]), mat[4])), GFMUL(_mm256_xor_si256(s3[19], s3[25]), mat[5])), GFMUL(_mm256_xor_si256(s3[18], s3[26]), mat[0])), GFMUL(_mm256_xor_si256(s3[17], s3[27]), mat[2])), GFMUL(_mm256_xor_si256(s3[16], s3[28]), mat[1])), GFMUL(_mm256_xor_si256(s3[15], s3[29]), mat[3]));
    s0[31] = _mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(s0[24], _mm256_xor_si256(_mm256_xor_si256(s0[15], s0[22]), GFMUL(s0[23], mat[6]))), GFMUL(_mm256_xor_si256(s0[21], s0[25]), mat[4])), GFMUL(_mm256_xor_si256(s0[20], s0[26]), mat[5])), GFMUL(_mm256_xor_si256(s0[19], s0[27]), mat[0])), GFMUL(_mm256_xor_si256(s0[18], s0[28]), mat[2])), GFMUL(_mm256_xor_si256(s0[17], s0[29]), mat[1])), GFMUL(_mm256_xor_si256(s0[16], s0[30]), mat[3]));
    s1[31] = _mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(s1[24], _mm256_xor_si256(_mm256_xor_si256(s1[15], s1[22]), GFMUL(s1[23], mat[6]))), GFMUL(_mm256_xor_si256(s1[21], s1[25]), mat[4])), GFMUL(_mm256_xor_si256(s1[20], s1[26]), mat[5])), GFMUL(_mm256_xor_si256(s1[19], s1[27]), mat[0])), GFMUL(_mm256_xor_si256(s1[18], s1[28]), mat[2])), GFMUL(_mm256_xor_si256(s1[17], s1[29]), mat[1])), GFMUL(_mm256_xor_si256(s1[16], s1[30]), mat[3]));
    s2[31] = _mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(s2[24], _mm256_xor_si256(_mm256_xor_si256(s2[15], s2[22]), GFMUL(s2[23], mat[6]))), GFMUL(_mm256_xor_si256(s2[21], s2[25]), mat[4])), GFMUL(_mm256_xor_si256(s2[20], s2[26]), mat[5])), GFMUL(_mm256_xor_si256(s2[19], s2[27]), mat[0])), GFMUL(_mm256_xor_si256(s2[18], s2[28]), mat[2])), GFMUL(_mm256_xor_si256(s2[17], s2[29]), mat[1])), GFMUL(_mm256_xor_si256(s2[16], s2[30]), mat[3]));
    s3[31] = _mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(s3[24], _mm256_xor_si256(_mm256_xor_si256(s3[15], s3[22]), GFMUL(s3[23], mat[6]))), GFMUL(_mm256_xor_si256(s3[21], s3[25]), mat[4])), GFMUL(_mm256_xor_si256(s3[20], s3[26]), mat[5])), GFMUL(_mm256_xor_si256(s3[19], s3[27]), mat[0])), GFMUL(_mm256_xor_si256(s3[18], s3[28]), mat[2])), GFMUL(_mm256_xor_si256(s3[17], s3[29]), mat[1])), GFMUL(_mm256_xor_si256(s3[16], s3[30]), mat[3]));
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

/* L_inv as 16 steps of a shift register (backends/_bytesliced_bc.py, lfsr_form): s[0..15]
 * the register's bytes, s[16 + t] the byte step t feeds in (equal coefficients share a
 * product), s[16..31] the result. G batches (here 1) step by step: the serial chain of one
 * hides behind the others'. */
static void linear1_L_inv(V x[1][16])
{
    V s0[32];
    const V *mat = (const V *)(const void *)mat_L_inv;
    __asm__("" : "+r"(mat)); /* opaque: the matrices stay memory operands */
    s0[0] = x[0][0];
    s0[1] = x[0][1];
    s0[2] = x[0][2];
    s0[3] = x[0][3];
    s0[4] = x[0][4];
    s0[5] = x[0][5];
    s0[6] = x[0][6];
    s0[7] = x[0][7];
    s0[8] = x[0][8];
    s0[9] = x[0][9];
    s0[10] = x[0][10];
    s0[11] = x[0][11];
    s0[12] = x[0][12];
    s0[13] = x[0][13];
    s0[14] = x[0][14];
    s0[15] = x[0][15];
    s0[16] = _mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(s0[9], _mm256_xor_si256(_mm256_xor_si256(s0[0], s0[7]), GFMUL(s0[8], mat[6]))), GFMUL(_mm256_xor_si256(s0[6], s0[10]), mat[4])), GFMUL(_mm256_xor_si256(s0[5], s0[11]), mat[5])), GFMUL(_mm256_xor_si256(s0[4], s0[12]), mat[0])), GFMUL(_mm256_xor_si256(s0[3], s0[13]), mat[2])), GFMUL(_mm256_xor_si256(s0[2], s0[14]), mat[1])), GFMUL(_mm256_xor_si256(s0[1], s0[15]), mat[3]));
    s0[17] = _mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(s0[10], _mm256_xor_si256(_mm256_xor_si256(s0[1], s0[8]), GFMUL(s0[9], mat[6]))), GFMUL(_mm256_xor_si256(s0[7], s0[11]), mat[4])), GFMUL(_mm256_xor_si256(s0[6], s0[12]), mat[5])), GFMUL(_mm256_xor_si256(s0[5], s0[13]), mat[0])), GFMUL(_mm256_xor_si256(s0[4], s0[14]), mat[2])), GFMUL(_mm256_xor_si256(s0[3], s0[15]), mat[1])), GFMUL(_mm256_xor_si256(s0[2], s0[16]), mat[3]));
    s0[18] = _mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(s0[11], _mm256_xor_si256(_mm256_xor_si256(s0[2], s0[9]), GFMUL(s0[10], mat[6]))), GFMUL(_mm256_xor_si256(s0[8], s0[12]), mat[4])), GFMUL(_mm256_xor_si256(s0[7], s0[13]), mat[5])), GFMUL(_mm256_xor_si256(s0[6], s0[14]), mat[0])), GFMUL(_mm256_xor_si256(s0[5], s0[15]), mat[2])), GFMUL(_mm256_xor_si256(s0[4], s0[16]), mat[1])), GFMUL(_mm256_xor_si256(s0[3], s0[17]), mat[3]));
    s0[19] = _mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(s0[12], _mm256_xor_si256(_mm256_xor_si256(s0[3], s0[10]), GFMUL(s0[11], mat[6]))), GFMUL(_mm256_xor_si256(s0[9], s0[13]), mat[4])), GFMUL(_mm256_xor_si256(s0[8], s0[14]), mat[5])), GFMUL(_mm256_xor_si256(s0[7], s0[15]), mat[0])), GFMUL(_mm256_xor_si256(s0[6], s0[16]), mat[2])), GFMUL(_mm256_xor_si256(s0[5], s0[17]), mat[1])), GFMUL(_mm256_xor_si256(s0[4], s0[18]), mat[3]));
    s0[20] = _mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(s0[13], _mm256_xor_si256(_mm256_xor_si256(s0[4], s0[11]), GFMUL(s0[12], mat[6]))), GFMUL(_mm256_xor_si256(s0[10], s0[14]), mat[4])), GFMUL(_mm256_xor_si256(s0[9], s0[15]), mat[5])), GFMUL(_mm256_xor_si256(s0[8], s0[16]), mat[0])), GFMUL(_mm256_xor_si256(s0[7], s0[17]), mat[2])), GFMUL(_mm256_xor_si256(s0[6], s0[18]), mat[1])), GFMUL(_mm256_xor_si256(s0[5], s0[19]), mat[3]));
    s0[21] = _mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(s0[14], _mm256_xor_si256(_mm256_xor_si256(s0[5], s0[12]), GFMUL(s0[13], mat[6]))), GFMUL(_mm256_xor_si256(s0[11], s0[15]), mat[4])), GFMUL(_mm256_xor_si256(s0[10], s0[16]), mat[5])), GFMUL(_mm256_xor_si256(s0[9], s0[17]), mat[0])), GFMUL(_mm256_xor_si256(s0[8], s0[18]), mat[2])), GFMUL(_mm256_xor_si256(s0[7], s0[19]), mat[1])), GFMUL(_mm256_xor_si256(s0[6], s0[20]), mat[3]));
    s0[22] = _mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(s0[15], _mm256_xor_si256(_mm256_xor_si256(s0[6], s0[13]), GFMUL(s0[14], mat[6]))), GFMUL(_mm256_xor_si256(s0[12], s0[16]), mat[4])), GFMUL(_mm256_xor_si256(s0[11], s0[17]), mat[5])), GFMUL(_mm256_xor_si256(s0[10], s0[18]), mat[0])), GFMUL(_mm256_xor_si256(s0[9], s0[19]), mat[2])), GFMUL(_mm256_xor_si256(s0[8], s0[20]), mat[1])), GFMUL(_mm256_xor_si256(s0[7], s0[21]), mat[3]));
    s0[23] = _mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(s0[16], _mm256_xor_si256(_mm256_xor_si256(s0[7], s0[14]), GFMUL(s0[15], mat[6]))), GFMUL(_mm256_xor_si256(s0[13], s0[17]), mat[4])), GFMUL(_mm256_xor_si256(s0[12], s0[18]), mat[5])), GFMUL(_mm256_xor_si256(s0[11], s0[19]), mat[0])), GFMUL(_mm256_xor_si256(s0[10], s0[20]), mat[2])), GFMUL(_mm256_xor_si256(s0[9], s0[21]), mat[1])), GFMUL(_mm256_xor_si256(s0[8], s0[22]), mat[3]));
    s0[24] = _mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(s0[17], _mm256_xor_si256(_mm256_xor_si256(s0[8], s0[15]), GFMUL(s0[16], mat[6]))), GFMUL(_mm256_xor_si256(s0[14], s0[18]), mat[4])), GFMUL(_mm256_xor_si256(s0[13], s0[19]), mat[5])), GFMUL(_mm256_xor_si256(s0[12], s0[20]), mat[0])), GFMUL(_mm256_xor_si256(s0[11], s0[21]), mat[2])), GFMUL(_mm256_xor_si256(s0[10], s0[22]), mat[1])), GFMUL(_mm256_xor_si256(s0[9], s0[23]), mat[3]));
    s0[25] = _mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(s0[18], _mm256_xor_si256(_mm256_xor_si256(s0[9], s0[16]), GFMUL(s0[17], mat[6]))), GFMUL(_mm256_xor_si256(s0[15], s0[19]), mat[4])), GFMUL(_mm256_xor_si256(s0[14], s0[20]), mat[5])), GFMUL(_mm256_xor_si256(s0[13], s0[21]), mat[0])), GFMUL(_mm256_xor_si256(s0[12], s0[22]), mat[2])), GFMUL(_mm256_xor_si256(s0[11], s0[23]), mat[1])), GFMUL(_mm256_xor_si256(s0[10], s0[24]), mat[3]));
    s0[26] = _mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(s0[19], _mm256_xor_si256(_mm256_xor_si256(s0[10], s0[17]), GFMUL(s0[18], mat[6]))), GFMUL(_mm256_xor_si256(s0[16], s0[20]), mat[4])), GFMUL(_mm256_xor_si256(s0[15], s0[21]), mat[5])), GFMUL(_mm256_xor_si256(s0[14], s0[22]), mat[0])), GFMUL(_mm256_xor_si256(s0[13], s0[23]), mat[2])), GFMUL(_mm256_xor_si256(s0[12], s0[24]), mat[1])), GFMUL(_mm256_xor_si256(s0[11], s0[25]), mat[3]));
    s0[27] = _mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(s0[20], _mm256_xor_si256(_mm256_xor_si256(s0[11], s0[18]), GFMUL(s0[19], mat[6]))), GFMUL(_mm256_xor_si256(s0[17], s0[21]), mat[4])), GFMUL(_mm256_xor_si256(s0[16], s0[22]), mat[5])), GFMUL(_mm256_xor_si256(s0[15], s0[23]), mat[0])), GFMUL(_mm256_xor_si256(s0[14], s0[24]), mat[2])), GFMUL(_mm256_xor_si256(s0[13], s0[25]), mat[1])), GFMUL(_mm256_xor_si256(s0[12], s0[26]), mat[3]));
    s0[28] = _mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(s0[21], _mm256_xor_si256(_mm256_xor_si256(s0[12], s0[19]), GFMUL(s0[20], mat[6]))), GFMUL(_mm256_xor_si256(s0[18], s0[22]), mat[4])), GFMUL(_mm256_xor_si256(s0[17], s0[23]), mat[5])), GFMUL(_mm256_xor_si256(s0[16], s0[24]), mat[0])), GFMUL(_mm256_xor_si256(s0[15], s0[25]), mat[2])), GFMUL(_mm256_xor_si256(s0[14], s0[26]), mat[1])), GFMUL(_mm256_xor_si256(s0[13], s0[27]), mat[3]));
    s0[29] = _mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(s0[22], _mm256_xor_si256(_mm256_xor_si256(s0[13], s0[20]), GFMUL(s0[21], mat[6]))), GFMUL(_mm256_xor_si256(s0[19], s0[23]), mat[4])), GFMUL(_mm256_xor_si256(s0[18], s0[24]), mat[5])), GFMUL(_mm256_xor_si256(s0[17], s0[25]), mat[0])), GFMUL(_mm256_xor_si256(s0[16], s0[26]), mat[2])), GFMUL(_mm256_xor_si256(s0[15], s0[27]), mat[1])), GFMUL(_mm256_xor_si256(s0[14], s0[28]), mat[3]));
    s0[30] = _mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(s0[23], _mm256_xor_si256(_mm256_xor_si256(s0[14], s0[21]), GFMUL(s0[22], mat[6]))), GFMUL(_mm256_xor_si256(s0[20], s0[24]), mat[4])), GFMUL(_mm256_xor_si256(s0[19], s0[25]), mat[5])), GFMUL(_mm256_xor_si256(s0[18], s0[26]), mat[0])), GFMUL(_mm256_xor_si256(s0[17], s0[27]), mat[2])), GFMUL(_mm256_xor_si256(s0[16], s0[28]), mat[1])), GFMUL(_mm256_xor_si256(s0[15], s0[29]), mat[3]));
    s0[31] = _mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(s0[24], _mm256_xor_si256(_mm256_xor_si256(s0[15], s0[22]), GFMUL(s0[23], mat[6]))), GFMUL(_mm256_xor_si256(s0[21], s0[25]), mat[4])), GFMUL(_mm256_xor_si256(s0[20], s0[26]), mat[5])), GFMUL(_mm256_xor_si256(s0[19], s0[27]), mat[0])), GFMUL(_mm256_xor_si256(s0[18], s0[28]), mat[2])), GFMUL(_mm256_xor_si256(s0[17], s0[29]), mat[1])), GFMUL(_mm256_xor_si256(s0[16], s0[30]), mat[3]));
    x[0][0] = s0[16];
    x[0][1] = s0[17];
    x[0][2] = s0[18];
    x[0][3] = s0[19];
    x[0][4] = s0[20];
    x[0][5] = s0[21];
    x[0][6] = s0[22];
    x[0][7] = s0[23];
    x[0][8] = s0[24];
    x[0][9] = s0[25];
    x[0][10] = s0[26];
    x[0][11] = s0[27];
    x[0][12] = s0[28];
    x[0][13] = s0[29];
    x[0][14] = s0[30];
    x[0][15] = s0[31];
}

/* G batches at once (INFLIGHT, or 1 for short runs), batch g under the round keys k[g]. */
typedef V (*keyset)[16];
static void encryptG(V x[4][16], keyset k[4])
{
    for (int g = 0; g < 4; g++) {
        subst_all_pi(x[g], k[g][0], NULL);
    }
    linearG_L(x);
    for (int g = 0; g < 4; g++) {
        subst_all_pi(x[g], k[g][1], NULL);
    }
    linearG_L(x);
    for (int g = 0; g < 4; g++) {
        subst_all_pi(x[g], k[g][2], NULL);
    }
    linearG_L(x);
    for (int g = 0; g < 4; g++) {
        subst_all_pi(x[g], k[g][3], NULL);
    }
    linearG_L(x);
    for (int g = 0; g < 4; g++) {
        subst_all_pi(x[g], k[g][4], NULL);
    }
    linearG_L(x);
    for (int g = 0; g < 4; g++) {
        subst_all_pi(x[g], k[g][5], NULL);
    }
    linearG_L(x);
    for (int g = 0; g < 4; g++) {
        subst_all_pi(x[g], k[g][6], NULL);
    }
    linearG_L(x);
    for (int g = 0; g < 4; g++) {
        subst_all_pi(x[g], k[g][7], NULL);
    }
    linearG_L(x);
    for (int g = 0; g < 4; g++) {
        subst_all_pi(x[g], k[g][8], NULL);
    }
    linearG_L(x);
    for (int g = 0; g < 4; g++) {
        for (int j = 0; j < 16; j++)
            x[g][j] = _mm256_xor_si256(x[g][j], k[g][9][j]);
    }
}

static void decryptG(V x[4][16], keyset k[4])
{
    for (int g = 0; g < 4; g++) {
        for (int j = 0; j < 16; j++)
            x[g][j] = _mm256_xor_si256(x[g][j], k[g][9][j]);
    }
    linearG_L_inv(x);
    for (int g = 0; g < 4; g++) {
        subst_all_pi_inv(x[g], NULL, k[g][8]);
    }
    linearG_L_inv(x);
    for (int g = 0; g < 4; g++) {
        subst_all_pi_inv(x[g], NULL, k[g][7]);
    }
    linearG_L_inv(x);
    for (int g = 0; g < 4; g++) {
        subst_all_pi_inv(x[g], NULL, k[g][6]);
    }
    linearG_L_inv(x);
    for (int g = 0; g < 4; g++) {
        subst_all_pi_inv(x[g], NULL, k[g][5]);
    }
    linearG_L_inv(x);
    for (int g = 0; g < 4; g++) {
        subst_all_pi_inv(x[g], NULL, k[g][4]);
    }
    linearG_L_inv(x);
    for (int g = 0; g < 4; g++) {
        subst_all_pi_inv(x[g], NULL, k[g][3]);
    }
    linearG_L_inv(x);
    for (int g = 0; g < 4; g++) {
        subst_all_pi_inv(x[g], NULL, k[g][2]);
    }
    linearG_L_inv(x);
    for (int g = 0; g < 4; g++) {
        subst_all_pi_inv(x[g], NULL, k[g][1]);
    }
    linearG_L_inv(x);
    for (int g = 0; g < 4; g++) {
        subst_all_pi_inv(x[g], NULL, k[g][0]);
    }
}

static void encrypt1(V x[1][16], keyset k[1])
{
    for (int g = 0; g < 1; g++) {
        subst_all_pi(x[g], k[g][0], NULL);
    }
    linear1_L(x);
    for (int g = 0; g < 1; g++) {
        subst_all_pi(x[g], k[g][1], NULL);
    }
    linear1_L(x);
    for (int g = 0; g < 1; g++) {
        subst_all_pi(x[g], k[g][2], NULL);
    }
    linear1_L(x);
    for (int g = 0; g < 1; g++) {
        subst_all_pi(x[g], k[g][3], NULL);
    }
    linear1_L(x);
    for (int g = 0; g < 1; g++) {
        subst_all_pi(x[g], k[g][4], NULL);
    }
    linear1_L(x);
    for (int g = 0; g < 1; g++) {
        subst_all_pi(x[g], k[g][5], NULL);
    }
    linear1_L(x);
    for (int g = 0; g < 1; g++) {
        subst_all_pi(x[g], k[g][6], NULL);
    }
    linear1_L(x);
    for (int g = 0; g < 1; g++) {
        subst_all_pi(x[g], k[g][7], NULL);
    }
    linear1_L(x);
    for (int g = 0; g < 1; g++) {
        subst_all_pi(x[g], k[g][8], NULL);
    }
    linear1_L(x);
    for (int g = 0; g < 1; g++) {
        for (int j = 0; j < 16; j++)
            x[g][j] = _mm256_xor_si256(x[g][j], k[g][9][j]);
    }
}

static void decrypt1(V x[1][16], keyset k[1])
{
    for (int g = 0; g < 1; g++) {
        for (int j = 0; j < 16; j++)
            x[g][j] = _mm256_xor_si256(x[g][j], k[g][9][j]);
    }
    linear1_L_inv(x);
    for (int g = 0; g < 1; g++) {
        subst_all_pi_inv(x[g], NULL, k[g][8]);
    }
    linear1_L_inv(x);
    for (int g = 0; g < 1; g++) {
        subst_all_pi_inv(x[g], NULL, k[g][7]);
    }
    linear1_L_inv(x);
    for (int g = 0; g < 1; g++) {
        subst_all_pi_inv(x[g], NULL, k[g][6]);
    }
    linear1_L_inv(x);
    for (int g = 0; g < 1; g++) {
        subst_all_pi_inv(x[g], NULL, k[g][5]);
    }
    linear1_L_inv(x);
    for (int g = 0; g < 1; g++) {
        subst_all_pi_inv(x[g], NULL, k[g][4]);
    }
    linear1_L_inv(x);
    for (int g = 0; g < 1; g++) {
        subst_all_pi_inv(x[g], NULL, k[g][3]);
    }
    linear1_L_inv(x);
    for (int g = 0; g < 1; g++) {
        subst_all_pi_inv(x[g], NULL, k[g][2]);
    }
    linear1_L_inv(x);
    for (int g = 0; g < 1; g++) {
        subst_all_pi_inv(x[g], NULL, k[g][1]);
    }
    linear1_L_inv(x);
    for (int g = 0; g < 1; g++) {
        subst_all_pi_inv(x[g], NULL, k[g][0]);
    }
}

/* v[r] holding 16 bytes of row r in each 128-bit lane -> v[j] holding byte j of every row
 * (row p at byte p), when v[r] is given row bitrev(r): four stages of unpacks pairing v[i] with
 * v[i + 8] (backends/avx2gfni.py checks the network on symbols). The same network undoes it. */
static inline void unpack_transpose(V v[16])
{
    V t[16];
#define STAGE(W)                                                         \
    for (int i = 0; i < 8; i++) {                                        \
        t[2 * i] = _mm256_unpacklo_epi##W(v[i], v[i + 8]);               \
        t[2 * i + 1] = _mm256_unpackhi_epi##W(v[i], v[i + 8]);           \
    }                                                                    \
    memcpy(v, t, sizeof t);
    STAGE(8)
    STAGE(16)
    STAGE(32)
    STAGE(64)
#undef STAGE
}

static const uint8_t bitrev[16] = { 0, 8, 4, 12, 2, 10, 6, 14, 1, 9, 5, 13, 3, 11, 7, 15 };

/* 32 blocks at p -> sliced: the ymm of blocks 2r, 2r + 1 goes in as row bitrev(r), so byte p of
 * the lower lane of x[m] is byte m of block 2p, of the upper lane byte m of block 2p + 1. */
static inline void load_batch(V x[16], const uint8_t *p)
{
    for (int r = 0; r < 16; r++)
        x[bitrev[r]] = _mm256_loadu_si256((const V *)(const void *)(p + 32 * r));
    unpack_transpose(x);
}

static inline void store_batch(uint8_t *p, const V x[16])
{
    V v[16];
    for (int r = 0; r < 16; r++)
        v[r] = x[bitrev[r]];
    unpack_transpose(v);
    for (int r = 0; r < 16; r++)
        _mm256_storeu_si256((V *)(void *)(p + 32 * r), v[r]);
}

/* Value byte held at memory byte m of a block (round keys are stored value-LSB first). */
static const uint8_t value_byte[16] = { 15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0 };

void gg_avx2gfni_kuznyechik_blocks(const uint8_t *rk, int decrypt, const uint8_t *in,
                                   uint8_t *out, size_t nblocks)
{
    V kv[10][16];
    V x[INFLIGHT][16];
    keyset ks[INFLIGHT];
    /* a short last batch: its blocks and zeros (the length is public) */
    uint8_t tail[BATCH * 16] __attribute__((aligned(32)));
    for (int g = 0; g < INFLIGHT; g++)
        ks[g] = kv;
    for (int r = 0; r < 10; r++)
        for (int m = 0; m < 16; m++)
            kv[r][m] = _mm256_set1_epi8((char)rk[16 * r + value_byte[m]]);
    size_t i = 0;
    /* INFLIGHT whole batches at a time */
    for (; nblocks - i >= INFLIGHT * BATCH; i += INFLIGHT * BATCH) {
        for (int g = 0; g < INFLIGHT; g++)
            load_batch(x[g], in + 16 * (i + BATCH * g));
        if (decrypt)
            decryptG(x, ks);
        else
            encryptG(x, ks);
        for (int g = 0; g < INFLIGHT; g++)
            store_batch(out + 16 * (i + BATCH * g), x[g]);
    }
    /* the rest one batch at a time, so a short run costs one batch, not INFLIGHT */
    for (; i < nblocks; i += BATCH) {
        size_t n = nblocks - i < BATCH ? nblocks - i : BATCH;
        const uint8_t *src = in + 16 * i;
        if (n < BATCH) {
            memset(tail, 0, sizeof tail);
            memcpy(tail, src, 16 * n);
            src = tail;
        }
        load_batch(x[0], src);
        if (decrypt)
            decrypt1(x, ks);
        else
            encrypt1(x, ks);
        if (n < BATCH) {
            store_batch(tail, x[0]);
            memcpy(out + 16 * i, tail, 16 * n);
        } else {
            store_batch(out + 16 * i, x[0]);
        }
    }
    gg_wipe(kv, sizeof kv);
    gg_wipe(x, sizeof x);
    gg_wipe(tail, sizeof tail);
}

void gg_avx2gfni_kuznyechik_lanes(const uint8_t *const *rks, int decrypt, const uint8_t *in,
                                  uint8_t *out, size_t n)
{
    V kv[INFLIGHT][10][16];
    V x[INFLIGHT][16];
    keyset ks[INFLIGHT];
    uint8_t kb[BATCH * 16] __attribute__((aligned(32)));
    uint8_t tail[INFLIGHT * BATCH * 16] __attribute__((aligned(32)));
    for (int g = 0; g < INFLIGHT; g++)
        ks[g] = kv[g];
    for (size_t i = 0; i < n; i += INFLIGHT * BATCH) {
        size_t nb = n - i < INFLIGHT * BATCH ? n - i : INFLIGHT * BATCH;
        /* each round's keys of the batches' streams, transposed like blocks (missing streams
         * get zero keys: their blocks are zeros and are not stored) */
        for (int g = 0; g < INFLIGHT; g++)
            for (int r = 0; r < 10; r++) {
                memset(kb, 0, sizeof kb);
                for (size_t b = 0; b < BATCH && g * BATCH + b < nb; b++)
                    for (int m = 0; m < 16; m++)
                        kb[16 * b + m] = rks[i + g * BATCH + b][16 * r + value_byte[m]];
                load_batch(kv[g][r], kb);
            }
        memset(tail, 0, sizeof tail);
        memcpy(tail, in + 16 * i, 16 * nb);
        for (int g = 0; g < INFLIGHT; g++)
            load_batch(x[g], tail + 16 * BATCH * g);
        if (decrypt)
            decryptG(x, ks);
        else
            encryptG(x, ks);
        for (int g = 0; g < INFLIGHT; g++)
            store_batch(tail + 16 * BATCH * g, x[g]);
        memcpy(out + 16 * i, tail, 16 * nb);
    }
    gg_wipe(kv, sizeof kv);
    gg_wipe(kb, sizeof kb);
    gg_wipe(x, sizeof x);
    gg_wipe(tail, sizeof tail);
}
