/* Auto-generated file. Do not edit!
 *   Template: templates/avx2gfni/blockcipher.c.j2
 *   Generator: gostgen generator (generator/gostgen/emit.py)
 *   Inputs: dsl/kuznyechik.gg, backends/avx2gfni.py
 *   Regenerate with: python -m gostgen.generate */
/* kuznyechik for the avx2gfni backend (AVX2 + GFNI on ymm), byte-sliced: the lowering
 * is backends/_bytesliced_bc.py (derived from the IR, checked against the interpreter). A batch
 * of 32 blocks is 16 ymm, ymm m holding memory byte m of each block; the rounds run as a loop on
 * one batch at a time (its state in named variables: what does not fit the 16 registers the
 * compiler keeps in memory, read back as memory operands). subst8 is GF(2^4) arithmetic by GFNI
 * for pi's structure (backends/_pi_gfni.py, fast_plan), else 16 vpshufb on register tables and
 * a tree of 15 vpblendvb on the high nibble's bits; gflinear is vgf2p8affineqb products by the
 * map's coefficients, a shift-register map as its steps. No memory address or branch depends on
 * data or keys: constant-time. */
#include <immintrin.h>
#include <stdint.h>
#include <string.h>

#include "gg_backend.h"
#include "gg_blockciphers.h"
#include "gg_internal.h"

#define BATCH 32 /* blocks per batch: one byte of each per ymm */

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
 * vgf2p8mulb, the inverse by vgf2p8affineinvqb, linear maps by vgf2p8affineqb, 4-bit maps by vpshufb (the products
 * in a coset of the subfield that vpshufb indexes directly: fast_plan). */
static const uint64_t gm_pi[][4] __attribute__((aligned(32))) = {
    { 0x7e001a1ace8a448aULL, 0x7e001a1ace8a448aULL, 0x7e001a1ace8a448aULL, 0x7e001a1ace8a448aULL }, /* 0: m_r */
    { 0xac49a60243430800ULL, 0xac49a60243430800ULL, 0xac49a60243430800ULL, 0xac49a60243430800ULL }, /* 1: m_l */
    { 0x0102040810204080ULL, 0x0102040810204080ULL, 0x0102040810204080ULL, 0x0102040810204080ULL }, /* 2: inv */
};

static const uint8_t gt_pi[][32] __attribute__((aligned(32))) = {
    { 0x07, 0x03, 0x01, 0x05, 0x0a, 0x06, 0x04, 0x08, 0x0d, 0x0c, 0x0e, 0x0f, 0x09, 0x02, 0x00, 0x0b, 0x07, 0x03, 0x01, 0x05, 0x0a, 0x06, 0x04, 0x08, 0x0d, 0x0c, 0x0e, 0x0f, 0x09, 0x02, 0x00, 0x0b }, /* 0: t_nu1 */
    { 0x05, 0x0b, 0x0d, 0x03, 0x00, 0x02, 0x07, 0x09, 0x0f, 0x04, 0x06, 0x0e, 0x0c, 0x0a, 0x01, 0x08, 0x05, 0x0b, 0x0d, 0x03, 0x00, 0x02, 0x07, 0x09, 0x0f, 0x04, 0x06, 0x0e, 0x0c, 0x0a, 0x01, 0x08 }, /* 1: t_nu0x */
    { 0x7a, 0x39, 0x7a, 0x46, 0x48, 0x0e, 0x05, 0x48, 0x37, 0x3c, 0x0b, 0x46, 0x71, 0x3c, 0x37, 0x7a, 0x7a, 0x39, 0x7a, 0x46, 0x48, 0x0e, 0x05, 0x48, 0x37, 0x3c, 0x0b, 0x46, 0x71, 0x3c, 0x37, 0x7a }, /* 2: t_phi */
    { 0xdc, 0xd6, 0x4e, 0x99, 0xd7, 0xdd, 0x93, 0x0a, 0x4f, 0x00, 0x92, 0x0b, 0x44, 0x01, 0x98, 0x45, 0xdc, 0xd6, 0x4e, 0x99, 0xd7, 0xdd, 0x93, 0x0a, 0x4f, 0x00, 0x92, 0x0b, 0x44, 0x01, 0x98, 0x45 }, /* 3: t_sig */
    { 0x00, 0x10, 0x20, 0x30, 0x04, 0x14, 0x24, 0x34, 0x12, 0x02, 0x32, 0x22, 0x16, 0x06, 0x36, 0x26, 0x00, 0x10, 0x20, 0x30, 0x04, 0x14, 0x24, 0x34, 0x12, 0x02, 0x32, 0x22, 0x16, 0x06, 0x36, 0x26 }, /* 4: t_oml */
};

/* m, t: gm_pi and gt_pi (passed in so the caller decides what stays in registers) */
static inline V subst_pi(V v, const V *m, const V *t)
{
    const V zero = _mm256_setzero_si256();
    const V r = AFFINE(v, m[0]);                                  /* e(r) */
    const V l = AFFINE(v, m[1]);                                  /* c e(l) */
    const V ri = AFFINEINV(r, m[2]);                              /* e(r^-1) */
    const V a1 = _mm256_shuffle_epi8(t[0], _mm256_gf2p8mul_epi8(l, ri)); /* nu1(l r^-1) */
    const V a0 = _mm256_shuffle_epi8(t[1], l);                    /* nu0(l) ^ nu1(0) */
    const V lp = _mm256_xor_si256(a1, _mm256_and_si256(_mm256_cmpeq_epi8(r, zero), a0)); /* l' */
    const V q = _mm256_gf2p8mul_epi8(r, _mm256_shuffle_epi8(t[2], lp)); /* c e(r phi(l')) */
    return _mm256_xor_si256(_mm256_shuffle_epi8(t[3], q), _mm256_shuffle_epi8(t[4], lp));
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

/* m, t: gm_pi_inv and gt_pi_inv (passed in so the caller decides what stays in registers) */
static inline V subst_pi_inv(V v, const V *m, const V *t)
{
    const V zero = _mm256_setzero_si256();
    const V lp = AFFINE(v, m[0]);                                 /* l' */
    const V rp = AFFINE(v, m[1]);                                 /* r' */
    const V r = _mm256_gf2p8mul_epi8(_mm256_shuffle_epi8(t[0], rp),
                                     _mm256_shuffle_epi8(t[1], lp)); /* e(r) */
    const V l1 = _mm256_gf2p8mul_epi8(_mm256_shuffle_epi8(t[2], lp), r); /* 0 where r = 0 */
    const V l = _mm256_xor_si256(l1, _mm256_and_si256(_mm256_cmpeq_epi8(r, zero),
                                                      _mm256_shuffle_epi8(t[3], lp))); /* e(l) */
    return _mm256_xor_si256(AFFINE(l, m[2]), AFFINE(r, m[3]));
}


/* L as 16 steps of a shift register (backends/_bytesliced_bc.py, lfsr_form): these are
 * the products' matrices. */
static const uint64_t mat_L[] __attribute__((aligned(32))) = {
    0xb0d0a0408102b4d8ULL, 0xb0d0a0408102b4d8ULL, 0xb0d0a0408102b4d8ULL, 0xb0d0a0408102b4d8ULL,
    0xd868d0a04081da6cULL, 0xd868d0a04081da6cULL, 0xd868d0a04081da6cULL, 0xd868d0a04081da6cULL,
    0x77983162c48866bbULL, 0x77983162c48866bbULL, 0x77983162c48866bbULL, 0x77983162c48866bbULL,
    0xc64a952a55aa92e3ULL, 0xc64a952a55aa92e3ULL, 0xc64a952a55aa92e3ULL, 0xc64a952a55aa92e3ULL,
    0xda6edcb870e01bedULL, 0xda6edcb870e01bedULL, 0xda6edcb870e01bedULL, 0xda6edcb870e01bedULL,
    0x5aefdebc78f0bb2dULL, 0x5aefdebc78f0bb2dULL, 0x5aefdebc78f0bb2dULL, 0x5aefdebc78f0bb2dULL,
    0x53f5ead5ab57fda9ULL, 0x53f5ead5ab57fda9ULL, 0x53f5ead5ab57fda9ULL, 0x53f5ead5ab57fda9ULL,
};

/* L_inv as 16 steps of a shift register (backends/_bytesliced_bc.py, lfsr_form): these are
 * the products' matrices. */
static const uint64_t mat_L_inv[] __attribute__((aligned(32))) = {
    0xb0d0a0408102b4d8ULL, 0xb0d0a0408102b4d8ULL, 0xb0d0a0408102b4d8ULL, 0xb0d0a0408102b4d8ULL,
    0xd868d0a04081da6cULL, 0xd868d0a04081da6cULL, 0xd868d0a04081da6cULL, 0xd868d0a04081da6cULL,
    0x77983162c48866bbULL, 0x77983162c48866bbULL, 0x77983162c48866bbULL, 0x77983162c48866bbULL,
    0xc64a952a55aa92e3ULL, 0xc64a952a55aa92e3ULL, 0xc64a952a55aa92e3ULL, 0xc64a952a55aa92e3ULL,
    0xda6edcb870e01bedULL, 0xda6edcb870e01bedULL, 0xda6edcb870e01bedULL, 0xda6edcb870e01bedULL,
    0x5aefdebc78f0bb2dULL, 0x5aefdebc78f0bb2dULL, 0x5aefdebc78f0bb2dULL, 0x5aefdebc78f0bb2dULL,
    0x53f5ead5ab57fda9ULL, 0x53f5ead5ab57fda9ULL, 0x53f5ead5ab57fda9ULL, 0x53f5ead5ab57fda9ULL,
};

/* 2 batches at once, batch g under the round keys k[g] ([10][16] vectors); the
 * rounds as a loop (backends/_bytesliced_bc.py, round_loop). */
static __attribute__((noinline)) void encrypt2(V x[2][16], const V *const k[2])
{
    const V *const k0 = k[0];
    V x0_0 = x[0][0];
    V x0_1 = x[0][1];
    V x0_2 = x[0][2];
    V x0_3 = x[0][3];
    V x0_4 = x[0][4];
    V x0_5 = x[0][5];
    V x0_6 = x[0][6];
    V x0_7 = x[0][7];
    V x0_8 = x[0][8];
    V x0_9 = x[0][9];
    V x0_10 = x[0][10];
    V x0_11 = x[0][11];
    V x0_12 = x[0][12];
    V x0_13 = x[0][13];
    V x0_14 = x[0][14];
    V x0_15 = x[0][15];
    const V *const k1 = k[1];
    V x1_0 = x[1][0];
    V x1_1 = x[1][1];
    V x1_2 = x[1][2];
    V x1_3 = x[1][3];
    V x1_4 = x[1][4];
    V x1_5 = x[1][5];
    V x1_6 = x[1][6];
    V x1_7 = x[1][7];
    V x1_8 = x[1][8];
    V x1_9 = x[1][9];
    V x1_10 = x[1][10];
    V x1_11 = x[1][11];
    V x1_12 = x[1][12];
    V x1_13 = x[1][13];
    V x1_14 = x[1][14];
    V x1_15 = x[1][15];
    const V *sm_pi = (const V *)(const void *)gm_pi;
    const V *st_pi = (const V *)(const void *)gt_pi;
    __asm__("" : "+r"(sm_pi), "+r"(st_pi)); /* opaque: tables stay memory operands */

    for (int r = 0; r < 9; r++) {
    x0_0 = subst_pi(_mm256_xor_si256(x0_0, k0[16 * (0 + 1 * r) + 0]), sm_pi, st_pi);
        x1_0 = subst_pi(_mm256_xor_si256(x1_0, k1[16 * (0 + 1 * r) + 0]), sm_pi, st_pi);
        x0_1 = subst_pi(_mm256_xor_si256(x0_1, k0[16 * (0 + 1 * r) + 1]), sm_pi, st_pi);
        x1_1 = subst_pi(_mm256_xor_si256(x1_1, k1[16 * (0 + 1 * r) + 1]), sm_pi, st_pi);
        x0_2 = subst_pi(_mm256_xor_si256(x0_2, k0[16 * (0 + 1 * r) + 2]), sm_pi, st_pi);
        x1_2 = subst_pi(_mm256_xor_si256(x1_2, k1[16 * (0 + 1 * r) + 2]), sm_pi, st_pi);
        x0_3 = subst_pi(_mm256_xor_si256(x0_3, k0[16 * (0 + 1 * r) + 3]), sm_pi, st_pi);
        x1_3 = subst_pi(_mm256_xor_si256(x1_3, k1[16 * (0 + 1 * r) + 3]), sm_pi, st_pi);
        x0_4 = subst_pi(_mm256_xor_si256(x0_4, k0[16 * (0 + 1 * r) + 4]), sm_pi, st_pi);
        x1_4 = subst_pi(_mm256_xor_si256(x1_4, k1[16 * (0 + 1 * r) + 4]), sm_pi, st_pi);
        x0_5 = subst_pi(_mm256_xor_si256(x0_5, k0[16 * (0 + 1 * r) + 5]), sm_pi, st_pi);
        x1_5 = subst_pi(_mm256_xor_si256(x1_5, k1[16 * (0 + 1 * r) + 5]), sm_pi, st_pi);
        x0_6 = subst_pi(_mm256_xor_si256(x0_6, k0[16 * (0 + 1 * r) + 6]), sm_pi, st_pi);
        x1_6 = subst_pi(_mm256_xor_si256(x1_6, k1[16 * (0 + 1 * r) + 6]), sm_pi, st_pi);
        x0_7 = subst_pi(_mm256_xor_si256(x0_7, k0[16 * (0 + 1 * r) + 7]), sm_pi, st_pi);
        x1_7 = subst_pi(_mm256_xor_si256(x1_7, k1[16 * (0 + 1 * r) + 7]), sm_pi, st_pi);
        x0_8 = subst_pi(_mm256_xor_si256(x0_8, k0[16 * (0 + 1 * r) + 8]), sm_pi, st_pi);
        x1_8 = subst_pi(_mm256_xor_si256(x1_8, k1[16 * (0 + 1 * r) + 8]), sm_pi, st_pi);
        x0_9 = subst_pi(_mm256_xor_si256(x0_9, k0[16 * (0 + 1 * r) + 9]), sm_pi, st_pi);
        x1_9 = subst_pi(_mm256_xor_si256(x1_9, k1[16 * (0 + 1 * r) + 9]), sm_pi, st_pi);
        x0_10 = subst_pi(_mm256_xor_si256(x0_10, k0[16 * (0 + 1 * r) + 10]), sm_pi, st_pi);
        x1_10 = subst_pi(_mm256_xor_si256(x1_10, k1[16 * (0 + 1 * r) + 10]), sm_pi, st_pi);
        x0_11 = subst_pi(_mm256_xor_si256(x0_11, k0[16 * (0 + 1 * r) + 11]), sm_pi, st_pi);
        x1_11 = subst_pi(_mm256_xor_si256(x1_11, k1[16 * (0 + 1 * r) + 11]), sm_pi, st_pi);
        x0_12 = subst_pi(_mm256_xor_si256(x0_12, k0[16 * (0 + 1 * r) + 12]), sm_pi, st_pi);
        x1_12 = subst_pi(_mm256_xor_si256(x1_12, k1[16 * (0 + 1 * r) + 12]), sm_pi, st_pi);
        x0_13 = subst_pi(_mm256_xor_si256(x0_13, k0[16 * (0 + 1 * r) + 13]), sm_pi, st_pi);
        x1_13 = subst_pi(_mm256_xor_si256(x1_13, k1[16 * (0 + 1 * r) + 13]), sm_pi, st_pi);
        x0_14 = subst_pi(_mm256_xor_si256(x0_14, k0[16 * (0 + 1 * r) + 14]), sm_pi, st_pi);
        x1_14 = subst_pi(_mm256_xor_si256(x1_14, k1[16 * (0 + 1 * r) + 14]), sm_pi, st_pi);
        x0_15 = subst_pi(_mm256_xor_si256(x0_15, k0[16 * (0 + 1 * r) + 15]), sm_pi, st_pi);
        x1_15 = subst_pi(_mm256_xor_si256(x1_15, k1[16 * (0 + 1 * r) + 15]), sm_pi, st_pi);
        {
            /* L: the shift register's steps, batch by batch within each step */
            const V *mat = (const V *)(const void *)mat_L;
            __asm__("" : "+r"(mat)); /* opaque: the matrices stay memory operands */
            const V t0_0 = _mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(x0_6, _mm256_xor_si256(_mm256_xor_si256(x0_15, x0_8), GFMUL(x0_7, mat[6]))), GFMUL(_mm256_xor_si256(x0_9, x0_5), mat[4])), GFMUL(_mm256_xor_si256(x0_10, x0_4), mat[5])), GFMUL(_mm256_xor_si256(x0_11, x0_3), mat[0])), GFMUL(_mm256_xor_si256(x0_12, x0_2), mat[2])), GFMUL(_mm256_xor_si256(x0_13, x0_1), mat[1])), GFMUL(_mm256_xor_si256(x0_14, x0_0), mat[3]));
            const V t1_0 = _mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(x1_6, _mm256_xor_si256(_mm256_xor_si256(x1_15, x1_8), GFMUL(x1_7, mat[6]))), GFMUL(_mm256_xor_si256(x1_9, x1_5), mat[4])), GFMUL(_mm256_xor_si256(x1_10, x1_4), mat[5])), GFMUL(_mm256_xor_si256(x1_11, x1_3), mat[0])), GFMUL(_mm256_xor_si256(x1_12, x1_2), mat[2])), GFMUL(_mm256_xor_si256(x1_13, x1_1), mat[1])), GFMUL(_mm256_xor_si256(x1_14, x1_0), mat[3]));
            const V t0_1 = _mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(x0_5, _mm256_xor_si256(_mm256_xor_si256(x0_14, x0_7), GFMUL(x0_6, mat[6]))), GFMUL(_mm256_xor_si256(x0_8, x0_4), mat[4])), GFMUL(_mm256_xor_si256(x0_9, x0_3), mat[5])), GFMUL(_mm256_xor_si256(x0_10, x0_2), mat[0])), GFMUL(_mm256_xor_si256(x0_11, x0_1), mat[2])), GFMUL(_mm256_xor_si256(x0_12, x0_0), mat[1])), GFMUL(_mm256_xor_si256(x0_13, t0_0), mat[3]));
            const V t1_1 = _mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(x1_5, _mm256_xor_si256(_mm256_xor_si256(x1_14, x1_7), GFMUL(x1_6, mat[6]))), GFMUL(_mm256_xor_si256(x1_8, x1_4), mat[4])), GFMUL(_mm256_xor_si256(x1_9, x1_3), mat[5])), GFMUL(_mm256_xor_si256(x1_10, x1_2), mat[0])), GFMUL(_mm256_xor_si256(x1_11, x1_1), mat[2])), GFMUL(_mm256_xor_si256(x1_12, x1_0), mat[1])), GFMUL(_mm256_xor_si256(x1_13, t1_0), mat[3]));
            const V t0_2 = _mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(x0_4, _mm256_xor_si256(_mm256_xor_si256(x0_13, x0_6), GFMUL(x0_5, mat[6]))), GFMUL(_mm256_xor_si256(x0_7, x0_3), mat[4])), GFMUL(_mm256_xor_si256(x0_8, x0_2), mat[5])), GFMUL(_mm256_xor_si256(x0_9, x0_1), mat[0])), GFMUL(_mm256_xor_si256(x0_10, x0_0), mat[2])), GFMUL(_mm256_xor_si256(x0_11, t0_0), mat[1])), GFMUL(_mm256_xor_si256(x0_12, t0_1), mat[3]));
            const V t1_2 = _mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(x1_4, _mm256_xor_si256(_mm256_xor_si256(x1_13, x1_6), GFMUL(x1_5, mat[6]))), GFMUL(_mm256_xor_si256(x1_7, x1_3), mat[4])), GFMUL(_mm256_xor_si256(x1_8, x1_2), mat[5])), GFMUL(_mm256_xor_si256(x1_9, x1_1), mat[0])), GFMUL(_mm256_xor_si256(x1_10, x1_0), mat[2])), GFMUL(_mm256_xor_si256(x1_11, t1_0), mat[1])), GFMUL(_mm256_xor_si256(x1_12, t1_1), mat[3]));
            const V t0_3 = _mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(x0_3, _mm256_xor_si256(_mm256_xor_si256(x0_12, x0_5), GFMUL(x0_4, mat[6]))), GFMUL(_mm256_xor_si256(x0_6, x0_2), mat[4])), GFMUL(_mm256_xor_si256(x0_7, x0_1), mat[5])), GFMUL(_mm256_xor_si256(x0_8, x0_0), mat[0])), GFMUL(_mm256_xor_si256(x0_9, t0_0), mat[2])), GFMUL(_mm256_xor_si256(x0_10, t0_1), mat[1])), GFMUL(_mm256_xor_si256(x0_11, t0_2), mat[3]));
            const V t1_3 = _mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(x1_3, _mm256_xor_si256(_mm256_xor_si256(x1_12, x1_5), GFMUL(x1_4, mat[6]))), GFMUL(_mm256_xor_si256(x1_6, x1_2), mat[4])), GFMUL(_mm256_xor_si256(x1_7, x1_1), mat[5])), GFMUL(_mm256_xor_si256(x1_8, x1_0), mat[0])), GFMUL(_mm256_xor_si256(x1_9, t1_0), mat[2])), GFMUL(_mm256_xor_si256(x1_10, t1_1), mat[1])), GFMUL(_mm256_xor_si256(x1_11, t1_2), mat[3]));
            const V t0_4 = _mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(x0_2, _mm256_xor_si256(_mm256_xor_si256(x0_11, x0_4), GFMUL(x0_3, mat[6]))), GFMUL(_mm256_xor_si256(x0_5, x0_1), mat[4])), GFMUL(_mm256_xor_si256(x0_6, x0_0), mat[5])), GFMUL(_mm256_xor_si256(x0_7, t0_0), mat[0])), GFMUL(_mm256_xor_si256(x0_8, t0_1), mat[2])), GFMUL(_mm256_xor_si256(x0_9, t0_2), mat[1])), GFMUL(_mm256_xor_si256(x0_10, t0_3), mat[3]));
            const V t1_4 = _mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(x1_2, _mm256_xor_si256(_mm256_xor_si256(x1_11, x1_4), GFMUL(x1_3, mat[6]))), GFMUL(_mm256_xor_si256(x1_5, x1_1), mat[4])), GFMUL(_mm256_xor_si256(x1_6, x1_0), mat[5])), GFMUL(_mm256_xor_si256(x1_7, t1_0), mat[0])), GFMUL(_mm256_xor_si256(x1_8, t1_1), mat[2])), GFMUL(_mm256_xor_si256(x1_9, t1_2), mat[1])), GFMUL(_mm256_xor_si256(x1_10, t1_3), mat[3]));
            const V t0_5 = _mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(x0_1, _mm256_xor_si256(_mm256_xor_si256(x0_10, x0_3), GFMUL(x0_2, mat[6]))), GFMUL(_mm256_xor_si256(x0_4, x0_0), mat[4])), GFMUL(_mm256_xor_si256(x0_5, t0_0), mat[5])), GFMUL(_mm256_xor_si256(x0_6, t0_1), mat[0])), GFMUL(_mm256_xor_si256(x0_7, t0_2), mat[2])), GFMUL(_mm256_xor_si256(x0_8, t0_3), mat[1])), GFMUL(_mm256_xor_si256(x0_9, t0_4), mat[3]));
            const V t1_5 = _mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(x1_1, _mm256_xor_si256(_mm256_xor_si256(x1_10, x1_3), GFMUL(x1_2, mat[6]))), GFMUL(_mm256_xor_si256(x1_4, x1_0), mat[4])), GFMUL(_mm256_xor_si256(x1_5, t1_0), mat[5])), GFMUL(_mm256_xor_si256(x1_6, t1_1), mat[0])), GFMUL(_mm256_xor_si256(x1_7, t1_2), mat[2])), GFMUL(_mm256_xor_si256(x1_8, t1_3), mat[1])), GFMUL(_mm256_xor_si256(x1_9, t1_4), mat[3]));
            const V t0_6 = _mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(x0_0, _mm256_xor_si256(_mm256_xor_si256(x0_9, x0_2), GFMUL(x0_1, mat[6]))), GFMUL(_mm256_xor_si256(x0_3, t0_0), mat[4])), GFMUL(_mm256_xor_si256(x0_4, t0_1), mat[5])), GFMUL(_mm256_xor_si256(x0_5, t0_2), mat[0])), GFMUL(_mm256_xor_si256(x0_6, t0_3), mat[2])), GFMUL(_mm256_xor_si256(x0_7, t0_4), mat[1])), GFMUL(_mm256_xor_si256(x0_8, t0_5), mat[3]));
            const V t1_6 = _mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(x1_0, _mm256_xor_si256(_mm256_xor_si256(x1_9, x1_2), GFMUL(x1_1, mat[6]))), GFMUL(_mm256_xor_si256(x1_3, t1_0), mat[4])), GFMUL(_mm256_xor_si256(x1_4, t1_1), mat[5])), GFMUL(_mm256_xor_si256(x1_5, t1_2), mat[0])), GFMUL(_mm256_xor_si256(x1_6, t1_3), mat[2])), GFMUL(_mm256_xor_si256(x1_7, t1_4), mat[1])), GFMUL(_mm256_xor_si256(x1_8, t1_5), mat[3]));
            const V t0_7 = _mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(t0_0, _mm256_xor_si256(_mm256_xor_si256(x0_8, x0_1), GFMUL(x0_0, mat[6]))), GFMUL(_mm256_xor_si256(x0_2, t0_1), mat[4])), GFMUL(_mm256_xor_si256(x0_3, t0_2), mat[5])), GFMUL(_mm256_xor_si256(x0_4, t0_3), mat[0])), GFMUL(_mm256_xor_si256(x0_5, t0_4), mat[2])), GFMUL(_mm256_xor_si256(x0_6, t0_5), mat[1])), GFMUL(_mm256_xor_si256(x0_7, t0_6), mat[3]));
            const V t1_7 = _mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(t1_0, _mm256_xor_si256(_mm256_xor_si256(x1_8, x1_1), GFMUL(x1_0, mat[6]))), GFMUL(_mm256_xor_si256(x1_2, t1_1), mat[4])), GFMUL(_mm256_xor_si256(x1_3, t1_2), mat[5])), GFMUL(_mm256_xor_si256(x1_4, t1_3), mat[0])), GFMUL(_mm256_xor_si256(x1_5, t1_4), mat[2])), GFMUL(_mm256_xor_si256(x1_6, t1_5), mat[1])), GFMUL(_mm256_xor_si256(x1_7, t1_6), mat[3]));
            const V t0_8 = _mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(t0_1, _mm256_xor_si256(_mm256_xor_si256(x0_7, x0_0), GFMUL(t0_0, mat[6]))), GFMUL(_mm256_xor_si256(x0_1, t0_2), mat[4])), GFMUL(_mm256_xor_si256(x0_2, t0_3), mat[5])), GFMUL(_mm256_xor_si256(x0_3, t0_4), mat[0])), GFMUL(_mm256_xor_si256(x0_4, t0_5), mat[2])), GFMUL(_mm256_xor_si256(x0_5, t0_6), mat[1])), GFMUL(_mm256_xor_si256(x0_6, t0_7), mat[3]));
            const V t1_8 = _mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(t1_1, _mm256_xor_si256(_mm256_xor_si256(x1_7, x1_0), GFMUL(t1_0, mat[6]))), GFMUL(_mm256_xor_si256(x1_1, t1_2), mat[4])), GFMUL(_mm256_xor_si256(x1_2, t1_3), mat[5])), GFMUL(_mm256_xor_si256(x1_3, t1_4), mat[0])), GFMUL(_mm256_xor_si256(x1_4, t1_5), mat[2])), GFMUL(_mm256_xor_si256(x1_5, t1_6), mat[1])), GFMUL(_mm256_xor_si256(x1_6, t1_7), mat[3]));
            const V t0_9 = _mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(t0_2, _mm256_xor_si256(_mm256_xor_si256(x0_6, t0_0), GFMUL(t0_1, mat[6]))), GFMUL(_mm256_xor_si256(x0_0, t0_3), mat[4])), GFMUL(_mm256_xor_si256(x0_1, t0_4), mat[5])), GFMUL(_mm256_xor_si256(x0_2, t0_5), mat[0])), GFMUL(_mm256_xor_si256(x0_3, t0_6), mat[2])), GFMUL(_mm256_xor_si256(x0_4, t0_7), mat[1])), GFMUL(_mm256_xor_si256(x0_5, t0_8), mat[3]));
            const V t1_9 = _mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(t1_2, _mm256_xor_si256(_mm256_xor_si256(x1_6, t1_0), GFMUL(t1_1, mat[6]))), GFMUL(_mm256_xor_si256(x1_0, t1_3), mat[4])), GFMUL(_mm256_xor_si256(x1_1, t1_4), mat[5])), GFMUL(_mm256_xor_si256(x1_2, t1_5), mat[0])), GFMUL(_mm256_xor_si256(x1_3, t1_6), mat[2])), GFMUL(_mm256_xor_si256(x1_4, t1_7), mat[1])), GFMUL(_mm256_xor_si256(x1_5, t1_8), mat[3]));
            const V t0_10 = _mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(t0_3, _mm256_xor_si256(_mm256_xor_si256(x0_5, t0_1), GFMUL(t0_2, mat[6]))), GFMUL(_mm256_xor_si256(t0_0, t0_4), mat[4])), GFMUL(_mm256_xor_si256(x0_0, t0_5), mat[5])), GFMUL(_mm256_xor_si256(x0_1, t0_6), mat[0])), GFMUL(_mm256_xor_si256(x0_2, t0_7), mat[2])), GFMUL(_mm256_xor_si256(x0_3, t0_8), mat[1])), GFMUL(_mm256_xor_si256(x0_4, t0_9), mat[3]));
            const V t1_10 = _mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(t1_3, _mm256_xor_si256(_mm256_xor_si256(x1_5, t1_1), GFMUL(t1_2, mat[6]))), GFMUL(_mm256_xor_si256(t1_0, t1_4), mat[4])), GFMUL(_mm256_xor_si256(x1_0, t1_5), mat[5])), GFMUL(_mm256_xor_si256(x1_1, t1_6), mat[0])), GFMUL(_mm256_xor_si256(x1_2, t1_7), mat[2])), GFMUL(_mm256_xor_si256(x1_3, t1_8), mat[1])), GFMUL(_mm256_xor_si256(x1_4, t1_9), mat[3]));
            const V t0_11 = _mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(t0_4, _mm256_xor_si256(_mm256_xor_si256(x0_4, t0_2), GFMUL(t0_3, mat[6]))), GFMUL(_mm256_xor_si256(t0_1, t0_5), mat[4])), GFMUL(_mm256_xor_si256(t0_0, t0_6), mat[5])), GFMUL(_mm256_xor_si256(x0_0, t0_7), mat[0])), GFMUL(_mm256_xor_si256(x0_1, t0_8), mat[2])), GFMUL(_mm256_xor_si256(x0_2, t0_9), mat[1])), GFMUL(_mm256_xor_si256(x0_3, t0_10), mat[3]));
            const V t1_11 = _mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(t1_4, _mm256_xor_si256(_mm256_xor_si256(x1_4, t1_2), GFMUL(t1_3, mat[6]))), GFMUL(_mm256_xor_si256(t1_1, t1_5), mat[4])), GFMUL(_mm256_xor_si256(t1_0, t1_6), mat[5])), GFMUL(_mm256_xor_si256(x1_0, t1_7), mat[0])), GFMUL(_mm256_xor_si256(x1_1, t1_8), mat[2])), GFMUL(_mm256_xor_si256(x1_2, t1_9), mat[1])), GFMUL(_mm256_xor_si256(x1_3, t1_10), mat[3]));
            const V t0_12 = _mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(t0_5, _mm256_xor_si256(_mm256_xor_si256(x0_3, t0_3), GFMUL(t0_4, mat[6]))), GFMUL(_mm256_xor_si256(t0_2, t0_6), mat[4])), GFMUL(_mm256_xor_si256(t0_1, t0_7), mat[5])), GFMUL(_mm256_xor_si256(t0_0, t0_8), mat[0])), GFMUL(_mm256_xor_si256(x0_0, t0_9), mat[2])), GFMUL(_mm256_xor_si256(x0_1, t0_10), mat[1])), GFMUL(_mm256_xor_si256(x0_2, t0_11), mat[3]));
            const V t1_12 = _mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(t1_5, _mm256_xor_si256(_mm256_xor_si256(x1_3, t1_3), GFMUL(t1_4, mat[6]))), GFMUL(_mm256_xor_si256(t1_2, t1_6), mat[4])), GFMUL(_mm256_xor_si256(t1_1, t1_7), mat[5])), GFMUL(_mm256_xor_si256(t1_0, t1_8), mat[0])), GFMUL(_mm256_xor_si256(x1_0, t1_9), mat[2])), GFMUL(_mm256_xor_si256(x1_1, t1_10), mat[1])), GFMUL(_mm256_xor_si256(x1_2, t1_11), mat[3]));
            const V t0_13 = _mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(t0_6, _mm256_xor_si256(_mm256_xor_si256(x0_2, t0_4), GFMUL(t0_5, mat[6]))), GFMUL(_mm256_xor_si256(t0_3, t0_7), mat[4])), GFMUL(_mm256_xor_si256(t0_2, t0_8), mat[5])), GFMUL(_mm256_xor_si256(t0_1, t0_9), mat[0])), GFMUL(_mm256_xor_si256(t0_0, t0_10), mat[2])), GFMUL(_mm256_xor_si256(x0_0, t0_11), mat[1])), GFMUL(_mm256_xor_si256(x0_1, t0_12), mat[3]));
            const V t1_13 = _mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(t1_6, _mm256_xor_si256(_mm256_xor_si256(x1_2, t1_4), GFMUL(t1_5, mat[6]))), GFMUL(_mm256_xor_si256(t1_3, t1_7), mat[4])), GFMUL(_mm256_xor_si256(t1_2, t1_8), mat[5])), GFMUL(_mm256_xor_si256(t1_1, t1_9), mat[0])), GFMUL(_mm256_xor_si256(t1_0, t1_10), mat[2])), GFMUL(_mm256_xor_si256(x1_0, t1_11), mat[1])), GFMUL(_mm256_xor_si256(x1_1, t1_12), mat[3]));
            const V t0_14 = _mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(t0_7, _mm256_xor_si256(_mm256_xor_si256(x0_1, t0_5), GFMUL(t0_6, mat[6]))), GFMUL(_mm256_xor_si256(t0_4, t0_8), mat[4])), GFMUL(_mm256_xor_si256(t0_3, t0_9), mat[5])), GFMUL(_mm256_xor_si256(t0_2, t0_10), mat[0])), GFMUL(_mm256_xor_si256(t0_1, t0_11), mat[2])), GFMUL(_mm256_xor_si256(t0_0, t0_12), mat[1])), GFMUL(_mm256_xor_si256(x0_0, t0_13), mat[3]));
            const V t1_14 = _mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(t1_7, _mm256_xor_si256(_mm256_xor_si256(x1_1, t1_5), GFMUL(t1_6, mat[6]))), GFMUL(_mm256_xor_si256(t1_4, t1_8), mat[4])), GFMUL(_mm256_xor_si256(t1_3, t1_9), mat[5])), GFMUL(_mm256_xor_si256(t1_2, t1_10), mat[0])), GFMUL(_mm256_xor_si256(t1_1, t1_11), mat[2])), GFMUL(_mm256_xor_si256(t1_0, t1_12), mat[1])), GFMUL(_mm256_xor_si256(x1_0, t1_13), mat[3]));
            const V t0_15 = _mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(t0_8, _mm256_xor_si256(_mm256_xor_si256(x0_0, t0_6), GFMUL(t0_7, mat[6]))), GFMUL(_mm256_xor_si256(t0_5, t0_9), mat[4])), GFMUL(_mm256_xor_si256(t0_4, t0_10), mat[5])), GFMUL(_mm256_xor_si256(t0_3, t0_11), mat[0])), GFMUL(_mm256_xor_si256(t0_2, t0_12), mat[2])), GFMUL(_mm256_xor_si256(t0_1, t0_13), mat[1])), GFMUL(_mm256_xor_si256(t0_0, t0_14), mat[3]));
            const V t1_15 = _mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(t1_8, _mm256_xor_si256(_mm256_xor_si256(x1_0, t1_6), GFMUL(t1_7, mat[6]))), GFMUL(_mm256_xor_si256(t1_5, t1_9), mat[4])), GFMUL(_mm256_xor_si256(t1_4, t1_10), mat[5])), GFMUL(_mm256_xor_si256(t1_3, t1_11), mat[0])), GFMUL(_mm256_xor_si256(t1_2, t1_12), mat[2])), GFMUL(_mm256_xor_si256(t1_1, t1_13), mat[1])), GFMUL(_mm256_xor_si256(t1_0, t1_14), mat[3]));
            x0_15 = t0_0;
            x1_15 = t1_0;
            x0_14 = t0_1;
            x1_14 = t1_1;
            x0_13 = t0_2;
            x1_13 = t1_2;
            x0_12 = t0_3;
            x1_12 = t1_3;
            x0_11 = t0_4;
            x1_11 = t1_4;
            x0_10 = t0_5;
            x1_10 = t1_5;
            x0_9 = t0_6;
            x1_9 = t1_6;
            x0_8 = t0_7;
            x1_8 = t1_7;
            x0_7 = t0_8;
            x1_7 = t1_8;
            x0_6 = t0_9;
            x1_6 = t1_9;
            x0_5 = t0_10;
            x1_5 = t1_10;
            x0_4 = t0_11;
            x1_4 = t1_11;
            x0_3 = t0_12;
            x1_3 = t1_12;
            x0_2 = t0_13;
            x1_2 = t1_13;
            x0_1 = t0_14;
            x1_1 = t1_14;
            x0_0 = t0_15;
            x1_0 = t1_15;
        }

    }
    x0_0 = _mm256_xor_si256(x0_0, k0[16 * 9 + 0]);
    x1_0 = _mm256_xor_si256(x1_0, k1[16 * 9 + 0]);
    x0_1 = _mm256_xor_si256(x0_1, k0[16 * 9 + 1]);
    x1_1 = _mm256_xor_si256(x1_1, k1[16 * 9 + 1]);
    x0_2 = _mm256_xor_si256(x0_2, k0[16 * 9 + 2]);
    x1_2 = _mm256_xor_si256(x1_2, k1[16 * 9 + 2]);
    x0_3 = _mm256_xor_si256(x0_3, k0[16 * 9 + 3]);
    x1_3 = _mm256_xor_si256(x1_3, k1[16 * 9 + 3]);
    x0_4 = _mm256_xor_si256(x0_4, k0[16 * 9 + 4]);
    x1_4 = _mm256_xor_si256(x1_4, k1[16 * 9 + 4]);
    x0_5 = _mm256_xor_si256(x0_5, k0[16 * 9 + 5]);
    x1_5 = _mm256_xor_si256(x1_5, k1[16 * 9 + 5]);
    x0_6 = _mm256_xor_si256(x0_6, k0[16 * 9 + 6]);
    x1_6 = _mm256_xor_si256(x1_6, k1[16 * 9 + 6]);
    x0_7 = _mm256_xor_si256(x0_7, k0[16 * 9 + 7]);
    x1_7 = _mm256_xor_si256(x1_7, k1[16 * 9 + 7]);
    x0_8 = _mm256_xor_si256(x0_8, k0[16 * 9 + 8]);
    x1_8 = _mm256_xor_si256(x1_8, k1[16 * 9 + 8]);
    x0_9 = _mm256_xor_si256(x0_9, k0[16 * 9 + 9]);
    x1_9 = _mm256_xor_si256(x1_9, k1[16 * 9 + 9]);
    x0_10 = _mm256_xor_si256(x0_10, k0[16 * 9 + 10]);
    x1_10 = _mm256_xor_si256(x1_10, k1[16 * 9 + 10]);
    x0_11 = _mm256_xor_si256(x0_11, k0[16 * 9 + 11]);
    x1_11 = _mm256_xor_si256(x1_11, k1[16 * 9 + 11]);
    x0_12 = _mm256_xor_si256(x0_12, k0[16 * 9 + 12]);
    x1_12 = _mm256_xor_si256(x1_12, k1[16 * 9 + 12]);
    x0_13 = _mm256_xor_si256(x0_13, k0[16 * 9 + 13]);
    x1_13 = _mm256_xor_si256(x1_13, k1[16 * 9 + 13]);
    x0_14 = _mm256_xor_si256(x0_14, k0[16 * 9 + 14]);
    x1_14 = _mm256_xor_si256(x1_14, k1[16 * 9 + 14]);
    x0_15 = _mm256_xor_si256(x0_15, k0[16 * 9 + 15]);
    x1_15 = _mm256_xor_si256(x1_15, k1[16 * 9 + 15]);

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
    x[1][0] = x1_0;
    x[1][1] = x1_1;
    x[1][2] = x1_2;
    x[1][3] = x1_3;
    x[1][4] = x1_4;
    x[1][5] = x1_5;
    x[1][6] = x1_6;
    x[1][7] = x1_7;
    x[1][8] = x1_8;
    x[1][9] = x1_9;
    x[1][10] = x1_10;
    x[1][11] = x1_11;
    x[1][12] = x1_12;
    x[1][13] = x1_13;
    x[1][14] = x1_14;
    x[1][15] = x1_15;
}

/* 2 batches at once, batch g under the round keys k[g] ([10][16] vectors); the
 * rounds as a loop (backends/_bytesliced_bc.py, round_loop). */
static __attribute__((noinline)) void decrypt2(V x[2][16], const V *const k[2])
{
    const V *const k0 = k[0];
    V x0_0 = x[0][0];
    V x0_1 = x[0][1];
    V x0_2 = x[0][2];
    V x0_3 = x[0][3];
    V x0_4 = x[0][4];
    V x0_5 = x[0][5];
    V x0_6 = x[0][6];
    V x0_7 = x[0][7];
    V x0_8 = x[0][8];
    V x0_9 = x[0][9];
    V x0_10 = x[0][10];
    V x0_11 = x[0][11];
    V x0_12 = x[0][12];
    V x0_13 = x[0][13];
    V x0_14 = x[0][14];
    V x0_15 = x[0][15];
    const V *const k1 = k[1];
    V x1_0 = x[1][0];
    V x1_1 = x[1][1];
    V x1_2 = x[1][2];
    V x1_3 = x[1][3];
    V x1_4 = x[1][4];
    V x1_5 = x[1][5];
    V x1_6 = x[1][6];
    V x1_7 = x[1][7];
    V x1_8 = x[1][8];
    V x1_9 = x[1][9];
    V x1_10 = x[1][10];
    V x1_11 = x[1][11];
    V x1_12 = x[1][12];
    V x1_13 = x[1][13];
    V x1_14 = x[1][14];
    V x1_15 = x[1][15];
    const V *sm_pi_inv = (const V *)(const void *)gm_pi_inv;
    const V *st_pi_inv = (const V *)(const void *)gt_pi_inv;
    __asm__("" : "+r"(sm_pi_inv), "+r"(st_pi_inv)); /* opaque: tables stay memory operands */
    x0_0 = _mm256_xor_si256(x0_0, k0[16 * 9 + 0]);
    x1_0 = _mm256_xor_si256(x1_0, k1[16 * 9 + 0]);
    x0_1 = _mm256_xor_si256(x0_1, k0[16 * 9 + 1]);
    x1_1 = _mm256_xor_si256(x1_1, k1[16 * 9 + 1]);
    x0_2 = _mm256_xor_si256(x0_2, k0[16 * 9 + 2]);
    x1_2 = _mm256_xor_si256(x1_2, k1[16 * 9 + 2]);
    x0_3 = _mm256_xor_si256(x0_3, k0[16 * 9 + 3]);
    x1_3 = _mm256_xor_si256(x1_3, k1[16 * 9 + 3]);
    x0_4 = _mm256_xor_si256(x0_4, k0[16 * 9 + 4]);
    x1_4 = _mm256_xor_si256(x1_4, k1[16 * 9 + 4]);
    x0_5 = _mm256_xor_si256(x0_5, k0[16 * 9 + 5]);
    x1_5 = _mm256_xor_si256(x1_5, k1[16 * 9 + 5]);
    x0_6 = _mm256_xor_si256(x0_6, k0[16 * 9 + 6]);
    x1_6 = _mm256_xor_si256(x1_6, k1[16 * 9 + 6]);
    x0_7 = _mm256_xor_si256(x0_7, k0[16 * 9 + 7]);
    x1_7 = _mm256_xor_si256(x1_7, k1[16 * 9 + 7]);
    x0_8 = _mm256_xor_si256(x0_8, k0[16 * 9 + 8]);
    x1_8 = _mm256_xor_si256(x1_8, k1[16 * 9 + 8]);
    x0_9 = _mm256_xor_si256(x0_9, k0[16 * 9 + 9]);
    x1_9 = _mm256_xor_si256(x1_9, k1[16 * 9 + 9]);
    x0_10 = _mm256_xor_si256(x0_10, k0[16 * 9 + 10]);
    x1_10 = _mm256_xor_si256(x1_10, k1[16 * 9 + 10]);
    x0_11 = _mm256_xor_si256(x0_11, k0[16 * 9 + 11]);
    x1_11 = _mm256_xor_si256(x1_11, k1[16 * 9 + 11]);
    x0_12 = _mm256_xor_si256(x0_12, k0[16 * 9 + 12]);
    x1_12 = _mm256_xor_si256(x1_12, k1[16 * 9 + 12]);
    x0_13 = _mm256_xor_si256(x0_13, k0[16 * 9 + 13]);
    x1_13 = _mm256_xor_si256(x1_13, k1[16 * 9 + 13]);
    x0_14 = _mm256_xor_si256(x0_14, k0[16 * 9 + 14]);
    x1_14 = _mm256_xor_si256(x1_14, k1[16 * 9 + 14]);
    x0_15 = _mm256_xor_si256(x0_15, k0[16 * 9 + 15]);
    x1_15 = _mm256_xor_si256(x1_15, k1[16 * 9 + 15]);

    for (int r = 0; r < 9; r++) {
    {
            /* L_inv: the shift register's steps, batch by batch within each step */
            const V *mat = (const V *)(const void *)mat_L_inv;
            __asm__("" : "+r"(mat)); /* opaque: the matrices stay memory operands */
            const V t0_0 = _mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(x0_9, _mm256_xor_si256(_mm256_xor_si256(x0_0, x0_7), GFMUL(x0_8, mat[6]))), GFMUL(_mm256_xor_si256(x0_6, x0_10), mat[4])), GFMUL(_mm256_xor_si256(x0_5, x0_11), mat[5])), GFMUL(_mm256_xor_si256(x0_4, x0_12), mat[0])), GFMUL(_mm256_xor_si256(x0_3, x0_13), mat[2])), GFMUL(_mm256_xor_si256(x0_2, x0_14), mat[1])), GFMUL(_mm256_xor_si256(x0_1, x0_15), mat[3]));
            const V t1_0 = _mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(x1_9, _mm256_xor_si256(_mm256_xor_si256(x1_0, x1_7), GFMUL(x1_8, mat[6]))), GFMUL(_mm256_xor_si256(x1_6, x1_10), mat[4])), GFMUL(_mm256_xor_si256(x1_5, x1_11), mat[5])), GFMUL(_mm256_xor_si256(x1_4, x1_12), mat[0])), GFMUL(_mm256_xor_si256(x1_3, x1_13), mat[2])), GFMUL(_mm256_xor_si256(x1_2, x1_14), mat[1])), GFMUL(_mm256_xor_si256(x1_1, x1_15), mat[3]));
            const V t0_1 = _mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(x0_10, _mm256_xor_si256(_mm256_xor_si256(x0_1, x0_8), GFMUL(x0_9, mat[6]))), GFMUL(_mm256_xor_si256(x0_7, x0_11), mat[4])), GFMUL(_mm256_xor_si256(x0_6, x0_12), mat[5])), GFMUL(_mm256_xor_si256(x0_5, x0_13), mat[0])), GFMUL(_mm256_xor_si256(x0_4, x0_14), mat[2])), GFMUL(_mm256_xor_si256(x0_3, x0_15), mat[1])), GFMUL(_mm256_xor_si256(x0_2, t0_0), mat[3]));
            const V t1_1 = _mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(x1_10, _mm256_xor_si256(_mm256_xor_si256(x1_1, x1_8), GFMUL(x1_9, mat[6]))), GFMUL(_mm256_xor_si256(x1_7, x1_11), mat[4])), GFMUL(_mm256_xor_si256(x1_6, x1_12), mat[5])), GFMUL(_mm256_xor_si256(x1_5, x1_13), mat[0])), GFMUL(_mm256_xor_si256(x1_4, x1_14), mat[2])), GFMUL(_mm256_xor_si256(x1_3, x1_15), mat[1])), GFMUL(_mm256_xor_si256(x1_2, t1_0), mat[3]));
            const V t0_2 = _mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(x0_11, _mm256_xor_si256(_mm256_xor_si256(x0_2, x0_9), GFMUL(x0_10, mat[6]))), GFMUL(_mm256_xor_si256(x0_8, x0_12), mat[4])), GFMUL(_mm256_xor_si256(x0_7, x0_13), mat[5])), GFMUL(_mm256_xor_si256(x0_6, x0_14), mat[0])), GFMUL(_mm256_xor_si256(x0_5, x0_15), mat[2])), GFMUL(_mm256_xor_si256(x0_4, t0_0), mat[1])), GFMUL(_mm256_xor_si256(x0_3, t0_1), mat[3]));
            const V t1_2 = _mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(x1_11, _mm256_xor_si256(_mm256_xor_si256(x1_2, x1_9), GFMUL(x1_10, mat[6]))), GFMUL(_mm256_xor_si256(x1_8, x1_12), mat[4])), GFMUL(_mm256_xor_si256(x1_7, x1_13), mat[5])), GFMUL(_mm256_xor_si256(x1_6, x1_14), mat[0])), GFMUL(_mm256_xor_si256(x1_5, x1_15), mat[2])), GFMUL(_mm256_xor_si256(x1_4, t1_0), mat[1])), GFMUL(_mm256_xor_si256(x1_3, t1_1), mat[3]));
            const V t0_3 = _mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(x0_12, _mm256_xor_si256(_mm256_xor_si256(x0_3, x0_10), GFMUL(x0_11, mat[6]))), GFMUL(_mm256_xor_si256(x0_9, x0_13), mat[4])), GFMUL(_mm256_xor_si256(x0_8, x0_14), mat[5])), GFMUL(_mm256_xor_si256(x0_7, x0_15), mat[0])), GFMUL(_mm256_xor_si256(x0_6, t0_0), mat[2])), GFMUL(_mm256_xor_si256(x0_5, t0_1), mat[1])), GFMUL(_mm256_xor_si256(x0_4, t0_2), mat[3]));
            const V t1_3 = _mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(x1_12, _mm256_xor_si256(_mm256_xor_si256(x1_3, x1_10), GFMUL(x1_11, mat[6]))), GFMUL(_mm256_xor_si256(x1_9, x1_13), mat[4])), GFMUL(_mm256_xor_si256(x1_8, x1_14), mat[5])), GFMUL(_mm256_xor_si256(x1_7, x1_15), mat[0])), GFMUL(_mm256_xor_si256(x1_6, t1_0), mat[2])), GFMUL(_mm256_xor_si256(x1_5, t1_1), mat[1])), GFMUL(_mm256_xor_si256(x1_4, t1_2), mat[3]));
            const V t0_4 = _mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(x0_13, _mm256_xor_si256(_mm256_xor_si256(x0_4, x0_11), GFMUL(x0_12, mat[6]))), GFMUL(_mm256_xor_si256(x0_10, x0_14), mat[4])), GFMUL(_mm256_xor_si256(x0_9, x0_15), mat[5])), GFMUL(_mm256_xor_si256(x0_8, t0_0), mat[0])), GFMUL(_mm256_xor_si256(x0_7, t0_1), mat[2])), GFMUL(_mm256_xor_si256(x0_6, t0_2), mat[1])), GFMUL(_mm256_xor_si256(x0_5, t0_3), mat[3]));
            const V t1_4 = _mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(x1_13, _mm256_xor_si256(_mm256_xor_si256(x1_4, x1_11), GFMUL(x1_12, mat[6]))), GFMUL(_mm256_xor_si256(x1_10, x1_14), mat[4])), GFMUL(_mm256_xor_si256(x1_9, x1_15), mat[5])), GFMUL(_mm256_xor_si256(x1_8, t1_0), mat[0])), GFMUL(_mm256_xor_si256(x1_7, t1_1), mat[2])), GFMUL(_mm256_xor_si256(x1_6, t1_2), mat[1])), GFMUL(_mm256_xor_si256(x1_5, t1_3), mat[3]));
            const V t0_5 = _mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(x0_14, _mm256_xor_si256(_mm256_xor_si256(x0_5, x0_12), GFMUL(x0_13, mat[6]))), GFMUL(_mm256_xor_si256(x0_11, x0_15), mat[4])), GFMUL(_mm256_xor_si256(x0_10, t0_0), mat[5])), GFMUL(_mm256_xor_si256(x0_9, t0_1), mat[0])), GFMUL(_mm256_xor_si256(x0_8, t0_2), mat[2])), GFMUL(_mm256_xor_si256(x0_7, t0_3), mat[1])), GFMUL(_mm256_xor_si256(x0_6, t0_4), mat[3]));
            const V t1_5 = _mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(x1_14, _mm256_xor_si256(_mm256_xor_si256(x1_5, x1_12), GFMUL(x1_13, mat[6]))), GFMUL(_mm256_xor_si256(x1_11, x1_15), mat[4])), GFMUL(_mm256_xor_si256(x1_10, t1_0), mat[5])), GFMUL(_mm256_xor_si256(x1_9, t1_1), mat[0])), GFMUL(_mm256_xor_si256(x1_8, t1_2), mat[2])), GFMUL(_mm256_xor_si256(x1_7, t1_3), mat[1])), GFMUL(_mm256_xor_si256(x1_6, t1_4), mat[3]));
            const V t0_6 = _mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(x0_15, _mm256_xor_si256(_mm256_xor_si256(x0_6, x0_13), GFMUL(x0_14, mat[6]))), GFMUL(_mm256_xor_si256(x0_12, t0_0), mat[4])), GFMUL(_mm256_xor_si256(x0_11, t0_1), mat[5])), GFMUL(_mm256_xor_si256(x0_10, t0_2), mat[0])), GFMUL(_mm256_xor_si256(x0_9, t0_3), mat[2])), GFMUL(_mm256_xor_si256(x0_8, t0_4), mat[1])), GFMUL(_mm256_xor_si256(x0_7, t0_5), mat[3]));
            const V t1_6 = _mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(x1_15, _mm256_xor_si256(_mm256_xor_si256(x1_6, x1_13), GFMUL(x1_14, mat[6]))), GFMUL(_mm256_xor_si256(x1_12, t1_0), mat[4])), GFMUL(_mm256_xor_si256(x1_11, t1_1), mat[5])), GFMUL(_mm256_xor_si256(x1_10, t1_2), mat[0])), GFMUL(_mm256_xor_si256(x1_9, t1_3), mat[2])), GFMUL(_mm256_xor_si256(x1_8, t1_4), mat[1])), GFMUL(_mm256_xor_si256(x1_7, t1_5), mat[3]));
            const V t0_7 = _mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(t0_0, _mm256_xor_si256(_mm256_xor_si256(x0_7, x0_14), GFMUL(x0_15, mat[6]))), GFMUL(_mm256_xor_si256(x0_13, t0_1), mat[4])), GFMUL(_mm256_xor_si256(x0_12, t0_2), mat[5])), GFMUL(_mm256_xor_si256(x0_11, t0_3), mat[0])), GFMUL(_mm256_xor_si256(x0_10, t0_4), mat[2])), GFMUL(_mm256_xor_si256(x0_9, t0_5), mat[1])), GFMUL(_mm256_xor_si256(x0_8, t0_6), mat[3]));
            const V t1_7 = _mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(t1_0, _mm256_xor_si256(_mm256_xor_si256(x1_7, x1_14), GFMUL(x1_15, mat[6]))), GFMUL(_mm256_xor_si256(x1_13, t1_1), mat[4])), GFMUL(_mm256_xor_si256(x1_12, t1_2), mat[5])), GFMUL(_mm256_xor_si256(x1_11, t1_3), mat[0])), GFMUL(_mm256_xor_si256(x1_10, t1_4), mat[2])), GFMUL(_mm256_xor_si256(x1_9, t1_5), mat[1])), GFMUL(_mm256_xor_si256(x1_8, t1_6), mat[3]));
            const V t0_8 = _mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(t0_1, _mm256_xor_si256(_mm256_xor_si256(x0_8, x0_15), GFMUL(t0_0, mat[6]))), GFMUL(_mm256_xor_si256(x0_14, t0_2), mat[4])), GFMUL(_mm256_xor_si256(x0_13, t0_3), mat[5])), GFMUL(_mm256_xor_si256(x0_12, t0_4), mat[0])), GFMUL(_mm256_xor_si256(x0_11, t0_5), mat[2])), GFMUL(_mm256_xor_si256(x0_10, t0_6), mat[1])), GFMUL(_mm256_xor_si256(x0_9, t0_7), mat[3]));
            const V t1_8 = _mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(t1_1, _mm256_xor_si256(_mm256_xor_si256(x1_8, x1_15), GFMUL(t1_0, mat[6]))), GFMUL(_mm256_xor_si256(x1_14, t1_2), mat[4])), GFMUL(_mm256_xor_si256(x1_13, t1_3), mat[5])), GFMUL(_mm256_xor_si256(x1_12, t1_4), mat[0])), GFMUL(_mm256_xor_si256(x1_11, t1_5), mat[2])), GFMUL(_mm256_xor_si256(x1_10, t1_6), mat[1])), GFMUL(_mm256_xor_si256(x1_9, t1_7), mat[3]));
            const V t0_9 = _mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(t0_2, _mm256_xor_si256(_mm256_xor_si256(x0_9, t0_0), GFMUL(t0_1, mat[6]))), GFMUL(_mm256_xor_si256(x0_15, t0_3), mat[4])), GFMUL(_mm256_xor_si256(x0_14, t0_4), mat[5])), GFMUL(_mm256_xor_si256(x0_13, t0_5), mat[0])), GFMUL(_mm256_xor_si256(x0_12, t0_6), mat[2])), GFMUL(_mm256_xor_si256(x0_11, t0_7), mat[1])), GFMUL(_mm256_xor_si256(x0_10, t0_8), mat[3]));
            const V t1_9 = _mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(t1_2, _mm256_xor_si256(_mm256_xor_si256(x1_9, t1_0), GFMUL(t1_1, mat[6]))), GFMUL(_mm256_xor_si256(x1_15, t1_3), mat[4])), GFMUL(_mm256_xor_si256(x1_14, t1_4), mat[5])), GFMUL(_mm256_xor_si256(x1_13, t1_5), mat[0])), GFMUL(_mm256_xor_si256(x1_12, t1_6), mat[2])), GFMUL(_mm256_xor_si256(x1_11, t1_7), mat[1])), GFMUL(_mm256_xor_si256(x1_10, t1_8), mat[3]));
            const V t0_10 = _mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(t0_3, _mm256_xor_si256(_mm256_xor_si256(x0_10, t0_1), GFMUL(t0_2, mat[6]))), GFMUL(_mm256_xor_si256(t0_0, t0_4), mat[4])), GFMUL(_mm256_xor_si256(x0_15, t0_5), mat[5])), GFMUL(_mm256_xor_si256(x0_14, t0_6), mat[0])), GFMUL(_mm256_xor_si256(x0_13, t0_7), mat[2])), GFMUL(_mm256_xor_si256(x0_12, t0_8), mat[1])), GFMUL(_mm256_xor_si256(x0_11, t0_9), mat[3]));
            const V t1_10 = _mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(t1_3, _mm256_xor_si256(_mm256_xor_si256(x1_10, t1_1), GFMUL(t1_2, mat[6]))), GFMUL(_mm256_xor_si256(t1_0, t1_4), mat[4])), GFMUL(_mm256_xor_si256(x1_15, t1_5), mat[5])), GFMUL(_mm256_xor_si256(x1_14, t1_6), mat[0])), GFMUL(_mm256_xor_si256(x1_13, t1_7), mat[2])), GFMUL(_mm256_xor_si256(x1_12, t1_8), mat[1])), GFMUL(_mm256_xor_si256(x1_11, t1_9), mat[3]));
            const V t0_11 = _mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(t0_4, _mm256_xor_si256(_mm256_xor_si256(x0_11, t0_2), GFMUL(t0_3, mat[6]))), GFMUL(_mm256_xor_si256(t0_1, t0_5), mat[4])), GFMUL(_mm256_xor_si256(t0_0, t0_6), mat[5])), GFMUL(_mm256_xor_si256(x0_15, t0_7), mat[0])), GFMUL(_mm256_xor_si256(x0_14, t0_8), mat[2])), GFMUL(_mm256_xor_si256(x0_13, t0_9), mat[1])), GFMUL(_mm256_xor_si256(x0_12, t0_10), mat[3]));
            const V t1_11 = _mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(t1_4, _mm256_xor_si256(_mm256_xor_si256(x1_11, t1_2), GFMUL(t1_3, mat[6]))), GFMUL(_mm256_xor_si256(t1_1, t1_5), mat[4])), GFMUL(_mm256_xor_si256(t1_0, t1_6), mat[5])), GFMUL(_mm256_xor_si256(x1_15, t1_7), mat[0])), GFMUL(_mm256_xor_si256(x1_14, t1_8), mat[2])), GFMUL(_mm256_xor_si256(x1_13, t1_9), mat[1])), GFMUL(_mm256_xor_si256(x1_12, t1_10), mat[3]));
            const V t0_12 = _mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(t0_5, _mm256_xor_si256(_mm256_xor_si256(x0_12, t0_3), GFMUL(t0_4, mat[6]))), GFMUL(_mm256_xor_si256(t0_2, t0_6), mat[4])), GFMUL(_mm256_xor_si256(t0_1, t0_7), mat[5])), GFMUL(_mm256_xor_si256(t0_0, t0_8), mat[0])), GFMUL(_mm256_xor_si256(x0_15, t0_9), mat[2])), GFMUL(_mm256_xor_si256(x0_14, t0_10), mat[1])), GFMUL(_mm256_xor_si256(x0_13, t0_11), mat[3]));
            const V t1_12 = _mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(t1_5, _mm256_xor_si256(_mm256_xor_si256(x1_12, t1_3), GFMUL(t1_4, mat[6]))), GFMUL(_mm256_xor_si256(t1_2, t1_6), mat[4])), GFMUL(_mm256_xor_si256(t1_1, t1_7), mat[5])), GFMUL(_mm256_xor_si256(t1_0, t1_8), mat[0])), GFMUL(_mm256_xor_si256(x1_15, t1_9), mat[2])), GFMUL(_mm256_xor_si256(x1_14, t1_10), mat[1])), GFMUL(_mm256_xor_si256(x1_13, t1_11), mat[3]));
            const V t0_13 = _mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(t0_6, _mm256_xor_si256(_mm256_xor_si256(x0_13, t0_4), GFMUL(t0_5, mat[6]))), GFMUL(_mm256_xor_si256(t0_3, t0_7), mat[4])), GFMUL(_mm256_xor_si256(t0_2, t0_8), mat[5])), GFMUL(_mm256_xor_si256(t0_1, t0_9), mat[0])), GFMUL(_mm256_xor_si256(t0_0, t0_10), mat[2])), GFMUL(_mm256_xor_si256(x0_15, t0_11), mat[1])), GFMUL(_mm256_xor_si256(x0_14, t0_12), mat[3]));
            const V t1_13 = _mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(t1_6, _mm256_xor_si256(_mm256_xor_si256(x1_13, t1_4), GFMUL(t1_5, mat[6]))), GFMUL(_mm256_xor_si256(t1_3, t1_7), mat[4])), GFMUL(_mm256_xor_si256(t1_2, t1_8), mat[5])), GFMUL(_mm256_xor_si256(t1_1, t1_9), mat[0])), GFMUL(_mm256_xor_si256(t1_0, t1_10), mat[2])), GFMUL(_mm256_xor_si256(x1_15, t1_11), mat[1])), GFMUL(_mm256_xor_si256(x1_14, t1_12), mat[3]));
            const V t0_14 = _mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(t0_7, _mm256_xor_si256(_mm256_xor_si256(x0_14, t0_5), GFMUL(t0_6, mat[6]))), GFMUL(_mm256_xor_si256(t0_4, t0_8), mat[4])), GFMUL(_mm256_xor_si256(t0_3, t0_9), mat[5])), GFMUL(_mm256_xor_si256(t0_2, t0_10), mat[0])), GFMUL(_mm256_xor_si256(t0_1, t0_11), mat[2])), GFMUL(_mm256_xor_si256(t0_0, t0_12), mat[1])), GFMUL(_mm256_xor_si256(x0_15, t0_13), mat[3]));
            const V t1_14 = _mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(t1_7, _mm256_xor_si256(_mm256_xor_si256(x1_14, t1_5), GFMUL(t1_6, mat[6]))), GFMUL(_mm256_xor_si256(t1_4, t1_8), mat[4])), GFMUL(_mm256_xor_si256(t1_3, t1_9), mat[5])), GFMUL(_mm256_xor_si256(t1_2, t1_10), mat[0])), GFMUL(_mm256_xor_si256(t1_1, t1_11), mat[2])), GFMUL(_mm256_xor_si256(t1_0, t1_12), mat[1])), GFMUL(_mm256_xor_si256(x1_15, t1_13), mat[3]));
            const V t0_15 = _mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(t0_8, _mm256_xor_si256(_mm256_xor_si256(x0_15, t0_6), GFMUL(t0_7, mat[6]))), GFMUL(_mm256_xor_si256(t0_5, t0_9), mat[4])), GFMUL(_mm256_xor_si256(t0_4, t0_10), mat[5])), GFMUL(_mm256_xor_si256(t0_3, t0_11), mat[0])), GFMUL(_mm256_xor_si256(t0_2, t0_12), mat[2])), GFMUL(_mm256_xor_si256(t0_1, t0_13), mat[1])), GFMUL(_mm256_xor_si256(t0_0, t0_14), mat[3]));
            const V t1_15 = _mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(t1_8, _mm256_xor_si256(_mm256_xor_si256(x1_15, t1_6), GFMUL(t1_7, mat[6]))), GFMUL(_mm256_xor_si256(t1_5, t1_9), mat[4])), GFMUL(_mm256_xor_si256(t1_4, t1_10), mat[5])), GFMUL(_mm256_xor_si256(t1_3, t1_11), mat[0])), GFMUL(_mm256_xor_si256(t1_2, t1_12), mat[2])), GFMUL(_mm256_xor_si256(t1_1, t1_13), mat[1])), GFMUL(_mm256_xor_si256(t1_0, t1_14), mat[3]));
            x0_0 = t0_0;
            x1_0 = t1_0;
            x0_1 = t0_1;
            x1_1 = t1_1;
            x0_2 = t0_2;
            x1_2 = t1_2;
            x0_3 = t0_3;
            x1_3 = t1_3;
            x0_4 = t0_4;
            x1_4 = t1_4;
            x0_5 = t0_5;
            x1_5 = t1_5;
            x0_6 = t0_6;
            x1_6 = t1_6;
            x0_7 = t0_7;
            x1_7 = t1_7;
            x0_8 = t0_8;
            x1_8 = t1_8;
            x0_9 = t0_9;
            x1_9 = t1_9;
            x0_10 = t0_10;
            x1_10 = t1_10;
            x0_11 = t0_11;
            x1_11 = t1_11;
            x0_12 = t0_12;
            x1_12 = t1_12;
            x0_13 = t0_13;
            x1_13 = t1_13;
            x0_14 = t0_14;
            x1_14 = t1_14;
            x0_15 = t0_15;
            x1_15 = t1_15;
        }
        x0_0 = _mm256_xor_si256(subst_pi_inv(x0_0, sm_pi_inv, st_pi_inv), k0[16 * (8 - 1 * r) + 0]);
        x1_0 = _mm256_xor_si256(subst_pi_inv(x1_0, sm_pi_inv, st_pi_inv), k1[16 * (8 - 1 * r) + 0]);
        x0_1 = _mm256_xor_si256(subst_pi_inv(x0_1, sm_pi_inv, st_pi_inv), k0[16 * (8 - 1 * r) + 1]);
        x1_1 = _mm256_xor_si256(subst_pi_inv(x1_1, sm_pi_inv, st_pi_inv), k1[16 * (8 - 1 * r) + 1]);
        x0_2 = _mm256_xor_si256(subst_pi_inv(x0_2, sm_pi_inv, st_pi_inv), k0[16 * (8 - 1 * r) + 2]);
        x1_2 = _mm256_xor_si256(subst_pi_inv(x1_2, sm_pi_inv, st_pi_inv), k1[16 * (8 - 1 * r) + 2]);
        x0_3 = _mm256_xor_si256(subst_pi_inv(x0_3, sm_pi_inv, st_pi_inv), k0[16 * (8 - 1 * r) + 3]);
        x1_3 = _mm256_xor_si256(subst_pi_inv(x1_3, sm_pi_inv, st_pi_inv), k1[16 * (8 - 1 * r) + 3]);
        x0_4 = _mm256_xor_si256(subst_pi_inv(x0_4, sm_pi_inv, st_pi_inv), k0[16 * (8 - 1 * r) + 4]);
        x1_4 = _mm256_xor_si256(subst_pi_inv(x1_4, sm_pi_inv, st_pi_inv), k1[16 * (8 - 1 * r) + 4]);
        x0_5 = _mm256_xor_si256(subst_pi_inv(x0_5, sm_pi_inv, st_pi_inv), k0[16 * (8 - 1 * r) + 5]);
        x1_5 = _mm256_xor_si256(subst_pi_inv(x1_5, sm_pi_inv, st_pi_inv), k1[16 * (8 - 1 * r) + 5]);
        x0_6 = _mm256_xor_si256(subst_pi_inv(x0_6, sm_pi_inv, st_pi_inv), k0[16 * (8 - 1 * r) + 6]);
        x1_6 = _mm256_xor_si256(subst_pi_inv(x1_6, sm_pi_inv, st_pi_inv), k1[16 * (8 - 1 * r) + 6]);
        x0_7 = _mm256_xor_si256(subst_pi_inv(x0_7, sm_pi_inv, st_pi_inv), k0[16 * (8 - 1 * r) + 7]);
        x1_7 = _mm256_xor_si256(subst_pi_inv(x1_7, sm_pi_inv, st_pi_inv), k1[16 * (8 - 1 * r) + 7]);
        x0_8 = _mm256_xor_si256(subst_pi_inv(x0_8, sm_pi_inv, st_pi_inv), k0[16 * (8 - 1 * r) + 8]);
        x1_8 = _mm256_xor_si256(subst_pi_inv(x1_8, sm_pi_inv, st_pi_inv), k1[16 * (8 - 1 * r) + 8]);
        x0_9 = _mm256_xor_si256(subst_pi_inv(x0_9, sm_pi_inv, st_pi_inv), k0[16 * (8 - 1 * r) + 9]);
        x1_9 = _mm256_xor_si256(subst_pi_inv(x1_9, sm_pi_inv, st_pi_inv), k1[16 * (8 - 1 * r) + 9]);
        x0_10 = _mm256_xor_si256(subst_pi_inv(x0_10, sm_pi_inv, st_pi_inv), k0[16 * (8 - 1 * r) + 10]);
        x1_10 = _mm256_xor_si256(subst_pi_inv(x1_10, sm_pi_inv, st_pi_inv), k1[16 * (8 - 1 * r) + 10]);
        x0_11 = _mm256_xor_si256(subst_pi_inv(x0_11, sm_pi_inv, st_pi_inv), k0[16 * (8 - 1 * r) + 11]);
        x1_11 = _mm256_xor_si256(subst_pi_inv(x1_11, sm_pi_inv, st_pi_inv), k1[16 * (8 - 1 * r) + 11]);
        x0_12 = _mm256_xor_si256(subst_pi_inv(x0_12, sm_pi_inv, st_pi_inv), k0[16 * (8 - 1 * r) + 12]);
        x1_12 = _mm256_xor_si256(subst_pi_inv(x1_12, sm_pi_inv, st_pi_inv), k1[16 * (8 - 1 * r) + 12]);
        x0_13 = _mm256_xor_si256(subst_pi_inv(x0_13, sm_pi_inv, st_pi_inv), k0[16 * (8 - 1 * r) + 13]);
        x1_13 = _mm256_xor_si256(subst_pi_inv(x1_13, sm_pi_inv, st_pi_inv), k1[16 * (8 - 1 * r) + 13]);
        x0_14 = _mm256_xor_si256(subst_pi_inv(x0_14, sm_pi_inv, st_pi_inv), k0[16 * (8 - 1 * r) + 14]);
        x1_14 = _mm256_xor_si256(subst_pi_inv(x1_14, sm_pi_inv, st_pi_inv), k1[16 * (8 - 1 * r) + 14]);
        x0_15 = _mm256_xor_si256(subst_pi_inv(x0_15, sm_pi_inv, st_pi_inv), k0[16 * (8 - 1 * r) + 15]);
        x1_15 = _mm256_xor_si256(subst_pi_inv(x1_15, sm_pi_inv, st_pi_inv), k1[16 * (8 - 1 * r) + 15]);

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
    x[1][0] = x1_0;
    x[1][1] = x1_1;
    x[1][2] = x1_2;
    x[1][3] = x1_3;
    x[1][4] = x1_4;
    x[1][5] = x1_5;
    x[1][6] = x1_6;
    x[1][7] = x1_7;
    x[1][8] = x1_8;
    x[1][9] = x1_9;
    x[1][10] = x1_10;
    x[1][11] = x1_11;
    x[1][12] = x1_12;
    x[1][13] = x1_13;
    x[1][14] = x1_14;
    x[1][15] = x1_15;
}

/* 1 batch at once, batch g under the round keys k[g] ([10][16] vectors); the
 * rounds as a loop (backends/_bytesliced_bc.py, round_loop). */
static __attribute__((noinline)) void encrypt1(V x[1][16], const V *const k[1])
{
    const V *const k0 = k[0];
    V x0_0 = x[0][0];
    V x0_1 = x[0][1];
    V x0_2 = x[0][2];
    V x0_3 = x[0][3];
    V x0_4 = x[0][4];
    V x0_5 = x[0][5];
    V x0_6 = x[0][6];
    V x0_7 = x[0][7];
    V x0_8 = x[0][8];
    V x0_9 = x[0][9];
    V x0_10 = x[0][10];
    V x0_11 = x[0][11];
    V x0_12 = x[0][12];
    V x0_13 = x[0][13];
    V x0_14 = x[0][14];
    V x0_15 = x[0][15];
    const V *sm_pi = (const V *)(const void *)gm_pi;
    const V *st_pi = (const V *)(const void *)gt_pi;
    __asm__("" : "+r"(sm_pi), "+r"(st_pi)); /* opaque: tables stay memory operands */

    for (int r = 0; r < 9; r++) {
    x0_0 = subst_pi(_mm256_xor_si256(x0_0, k0[16 * (0 + 1 * r) + 0]), sm_pi, st_pi);
        x0_1 = subst_pi(_mm256_xor_si256(x0_1, k0[16 * (0 + 1 * r) + 1]), sm_pi, st_pi);
        x0_2 = subst_pi(_mm256_xor_si256(x0_2, k0[16 * (0 + 1 * r) + 2]), sm_pi, st_pi);
        x0_3 = subst_pi(_mm256_xor_si256(x0_3, k0[16 * (0 + 1 * r) + 3]), sm_pi, st_pi);
        x0_4 = subst_pi(_mm256_xor_si256(x0_4, k0[16 * (0 + 1 * r) + 4]), sm_pi, st_pi);
        x0_5 = subst_pi(_mm256_xor_si256(x0_5, k0[16 * (0 + 1 * r) + 5]), sm_pi, st_pi);
        x0_6 = subst_pi(_mm256_xor_si256(x0_6, k0[16 * (0 + 1 * r) + 6]), sm_pi, st_pi);
        x0_7 = subst_pi(_mm256_xor_si256(x0_7, k0[16 * (0 + 1 * r) + 7]), sm_pi, st_pi);
        x0_8 = subst_pi(_mm256_xor_si256(x0_8, k0[16 * (0 + 1 * r) + 8]), sm_pi, st_pi);
        x0_9 = subst_pi(_mm256_xor_si256(x0_9, k0[16 * (0 + 1 * r) + 9]), sm_pi, st_pi);
        x0_10 = subst_pi(_mm256_xor_si256(x0_10, k0[16 * (0 + 1 * r) + 10]), sm_pi, st_pi);
        x0_11 = subst_pi(_mm256_xor_si256(x0_11, k0[16 * (0 + 1 * r) + 11]), sm_pi, st_pi);
        x0_12 = subst_pi(_mm256_xor_si256(x0_12, k0[16 * (0 + 1 * r) + 12]), sm_pi, st_pi);
        x0_13 = subst_pi(_mm256_xor_si256(x0_13, k0[16 * (0 + 1 * r) + 13]), sm_pi, st_pi);
        x0_14 = subst_pi(_mm256_xor_si256(x0_14, k0[16 * (0 + 1 * r) + 14]), sm_pi, st_pi);
        x0_15 = subst_pi(_mm256_xor_si256(x0_15, k0[16 * (0 + 1 * r) + 15]), sm_pi, st_pi);
        {
            /* L: the shift register's steps, batch by batch within each step */
            const V *mat = (const V *)(const void *)mat_L;
            __asm__("" : "+r"(mat)); /* opaque: the matrices stay memory operands */
            const V t0_0 = _mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(x0_6, _mm256_xor_si256(_mm256_xor_si256(x0_15, x0_8), GFMUL(x0_7, mat[6]))), GFMUL(_mm256_xor_si256(x0_9, x0_5), mat[4])), GFMUL(_mm256_xor_si256(x0_10, x0_4), mat[5])), GFMUL(_mm256_xor_si256(x0_11, x0_3), mat[0])), GFMUL(_mm256_xor_si256(x0_12, x0_2), mat[2])), GFMUL(_mm256_xor_si256(x0_13, x0_1), mat[1])), GFMUL(_mm256_xor_si256(x0_14, x0_0), mat[3]));
            const V t0_1 = _mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(x0_5, _mm256_xor_si256(_mm256_xor_si256(x0_14, x0_7), GFMUL(x0_6, mat[6]))), GFMUL(_mm256_xor_si256(x0_8, x0_4), mat[4])), GFMUL(_mm256_xor_si256(x0_9, x0_3), mat[5])), GFMUL(_mm256_xor_si256(x0_10, x0_2), mat[0])), GFMUL(_mm256_xor_si256(x0_11, x0_1), mat[2])), GFMUL(_mm256_xor_si256(x0_12, x0_0), mat[1])), GFMUL(_mm256_xor_si256(x0_13, t0_0), mat[3]));
            const V t0_2 = _mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(x0_4, _mm256_xor_si256(_mm256_xor_si256(x0_13, x0_6), GFMUL(x0_5, mat[6]))), GFMUL(_mm256_xor_si256(x0_7, x0_3), mat[4])), GFMUL(_mm256_xor_si256(x0_8, x0_2), mat[5])), GFMUL(_mm256_xor_si256(x0_9, x0_1), mat[0])), GFMUL(_mm256_xor_si256(x0_10, x0_0), mat[2])), GFMUL(_mm256_xor_si256(x0_11, t0_0), mat[1])), GFMUL(_mm256_xor_si256(x0_12, t0_1), mat[3]));
            const V t0_3 = _mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(x0_3, _mm256_xor_si256(_mm256_xor_si256(x0_12, x0_5), GFMUL(x0_4, mat[6]))), GFMUL(_mm256_xor_si256(x0_6, x0_2), mat[4])), GFMUL(_mm256_xor_si256(x0_7, x0_1), mat[5])), GFMUL(_mm256_xor_si256(x0_8, x0_0), mat[0])), GFMUL(_mm256_xor_si256(x0_9, t0_0), mat[2])), GFMUL(_mm256_xor_si256(x0_10, t0_1), mat[1])), GFMUL(_mm256_xor_si256(x0_11, t0_2), mat[3]));
            const V t0_4 = _mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(x0_2, _mm256_xor_si256(_mm256_xor_si256(x0_11, x0_4), GFMUL(x0_3, mat[6]))), GFMUL(_mm256_xor_si256(x0_5, x0_1), mat[4])), GFMUL(_mm256_xor_si256(x0_6, x0_0), mat[5])), GFMUL(_mm256_xor_si256(x0_7, t0_0), mat[0])), GFMUL(_mm256_xor_si256(x0_8, t0_1), mat[2])), GFMUL(_mm256_xor_si256(x0_9, t0_2), mat[1])), GFMUL(_mm256_xor_si256(x0_10, t0_3), mat[3]));
            const V t0_5 = _mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(x0_1, _mm256_xor_si256(_mm256_xor_si256(x0_10, x0_3), GFMUL(x0_2, mat[6]))), GFMUL(_mm256_xor_si256(x0_4, x0_0), mat[4])), GFMUL(_mm256_xor_si256(x0_5, t0_0), mat[5])), GFMUL(_mm256_xor_si256(x0_6, t0_1), mat[0])), GFMUL(_mm256_xor_si256(x0_7, t0_2), mat[2])), GFMUL(_mm256_xor_si256(x0_8, t0_3), mat[1])), GFMUL(_mm256_xor_si256(x0_9, t0_4), mat[3]));
            const V t0_6 = _mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(x0_0, _mm256_xor_si256(_mm256_xor_si256(x0_9, x0_2), GFMUL(x0_1, mat[6]))), GFMUL(_mm256_xor_si256(x0_3, t0_0), mat[4])), GFMUL(_mm256_xor_si256(x0_4, t0_1), mat[5])), GFMUL(_mm256_xor_si256(x0_5, t0_2), mat[0])), GFMUL(_mm256_xor_si256(x0_6, t0_3), mat[2])), GFMUL(_mm256_xor_si256(x0_7, t0_4), mat[1])), GFMUL(_mm256_xor_si256(x0_8, t0_5), mat[3]));
            const V t0_7 = _mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(t0_0, _mm256_xor_si256(_mm256_xor_si256(x0_8, x0_1), GFMUL(x0_0, mat[6]))), GFMUL(_mm256_xor_si256(x0_2, t0_1), mat[4])), GFMUL(_mm256_xor_si256(x0_3, t0_2), mat[5])), GFMUL(_mm256_xor_si256(x0_4, t0_3), mat[0])), GFMUL(_mm256_xor_si256(x0_5, t0_4), mat[2])), GFMUL(_mm256_xor_si256(x0_6, t0_5), mat[1])), GFMUL(_mm256_xor_si256(x0_7, t0_6), mat[3]));
            const V t0_8 = _mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(t0_1, _mm256_xor_si256(_mm256_xor_si256(x0_7, x0_0), GFMUL(t0_0, mat[6]))), GFMUL(_mm256_xor_si256(x0_1, t0_2), mat[4])), GFMUL(_mm256_xor_si256(x0_2, t0_3), mat[5])), GFMUL(_mm256_xor_si256(x0_3, t0_4), mat[0])), GFMUL(_mm256_xor_si256(x0_4, t0_5), mat[2])), GFMUL(_mm256_xor_si256(x0_5, t0_6), mat[1])), GFMUL(_mm256_xor_si256(x0_6, t0_7), mat[3]));
            const V t0_9 = _mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(t0_2, _mm256_xor_si256(_mm256_xor_si256(x0_6, t0_0), GFMUL(t0_1, mat[6]))), GFMUL(_mm256_xor_si256(x0_0, t0_3), mat[4])), GFMUL(_mm256_xor_si256(x0_1, t0_4), mat[5])), GFMUL(_mm256_xor_si256(x0_2, t0_5), mat[0])), GFMUL(_mm256_xor_si256(x0_3, t0_6), mat[2])), GFMUL(_mm256_xor_si256(x0_4, t0_7), mat[1])), GFMUL(_mm256_xor_si256(x0_5, t0_8), mat[3]));
            const V t0_10 = _mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(t0_3, _mm256_xor_si256(_mm256_xor_si256(x0_5, t0_1), GFMUL(t0_2, mat[6]))), GFMUL(_mm256_xor_si256(t0_0, t0_4), mat[4])), GFMUL(_mm256_xor_si256(x0_0, t0_5), mat[5])), GFMUL(_mm256_xor_si256(x0_1, t0_6), mat[0])), GFMUL(_mm256_xor_si256(x0_2, t0_7), mat[2])), GFMUL(_mm256_xor_si256(x0_3, t0_8), mat[1])), GFMUL(_mm256_xor_si256(x0_4, t0_9), mat[3]));
            const V t0_11 = _mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(t0_4, _mm256_xor_si256(_mm256_xor_si256(x0_4, t0_2), GFMUL(t0_3, mat[6]))), GFMUL(_mm256_xor_si256(t0_1, t0_5), mat[4])), GFMUL(_mm256_xor_si256(t0_0, t0_6), mat[5])), GFMUL(_mm256_xor_si256(x0_0, t0_7), mat[0])), GFMUL(_mm256_xor_si256(x0_1, t0_8), mat[2])), GFMUL(_mm256_xor_si256(x0_2, t0_9), mat[1])), GFMUL(_mm256_xor_si256(x0_3, t0_10), mat[3]));
            const V t0_12 = _mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(t0_5, _mm256_xor_si256(_mm256_xor_si256(x0_3, t0_3), GFMUL(t0_4, mat[6]))), GFMUL(_mm256_xor_si256(t0_2, t0_6), mat[4])), GFMUL(_mm256_xor_si256(t0_1, t0_7), mat[5])), GFMUL(_mm256_xor_si256(t0_0, t0_8), mat[0])), GFMUL(_mm256_xor_si256(x0_0, t0_9), mat[2])), GFMUL(_mm256_xor_si256(x0_1, t0_10), mat[1])), GFMUL(_mm256_xor_si256(x0_2, t0_11), mat[3]));
            const V t0_13 = _mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(t0_6, _mm256_xor_si256(_mm256_xor_si256(x0_2, t0_4), GFMUL(t0_5, mat[6]))), GFMUL(_mm256_xor_si256(t0_3, t0_7), mat[4])), GFMUL(_mm256_xor_si256(t0_2, t0_8), mat[5])), GFMUL(_mm256_xor_si256(t0_1, t0_9), mat[0])), GFMUL(_mm256_xor_si256(t0_0, t0_10), mat[2])), GFMUL(_mm256_xor_si256(x0_0, t0_11), mat[1])), GFMUL(_mm256_xor_si256(x0_1, t0_12), mat[3]));
            const V t0_14 = _mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(t0_7, _mm256_xor_si256(_mm256_xor_si256(x0_1, t0_5), GFMUL(t0_6, mat[6]))), GFMUL(_mm256_xor_si256(t0_4, t0_8), mat[4])), GFMUL(_mm256_xor_si256(t0_3, t0_9), mat[5])), GFMUL(_mm256_xor_si256(t0_2, t0_10), mat[0])), GFMUL(_mm256_xor_si256(t0_1, t0_11), mat[2])), GFMUL(_mm256_xor_si256(t0_0, t0_12), mat[1])), GFMUL(_mm256_xor_si256(x0_0, t0_13), mat[3]));
            const V t0_15 = _mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(t0_8, _mm256_xor_si256(_mm256_xor_si256(x0_0, t0_6), GFMUL(t0_7, mat[6]))), GFMUL(_mm256_xor_si256(t0_5, t0_9), mat[4])), GFMUL(_mm256_xor_si256(t0_4, t0_10), mat[5])), GFMUL(_mm256_xor_si256(t0_3, t0_11), mat[0])), GFMUL(_mm256_xor_si256(t0_2, t0_12), mat[2])), GFMUL(_mm256_xor_si256(t0_1, t0_13), mat[1])), GFMUL(_mm256_xor_si256(t0_0, t0_14), mat[3]));
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
    x0_0 = _mm256_xor_si256(x0_0, k0[16 * 9 + 0]);
    x0_1 = _mm256_xor_si256(x0_1, k0[16 * 9 + 1]);
    x0_2 = _mm256_xor_si256(x0_2, k0[16 * 9 + 2]);
    x0_3 = _mm256_xor_si256(x0_3, k0[16 * 9 + 3]);
    x0_4 = _mm256_xor_si256(x0_4, k0[16 * 9 + 4]);
    x0_5 = _mm256_xor_si256(x0_5, k0[16 * 9 + 5]);
    x0_6 = _mm256_xor_si256(x0_6, k0[16 * 9 + 6]);
    x0_7 = _mm256_xor_si256(x0_7, k0[16 * 9 + 7]);
    x0_8 = _mm256_xor_si256(x0_8, k0[16 * 9 + 8]);
    x0_9 = _mm256_xor_si256(x0_9, k0[16 * 9 + 9]);
    x0_10 = _mm256_xor_si256(x0_10, k0[16 * 9 + 10]);
    x0_11 = _mm256_xor_si256(x0_11, k0[16 * 9 + 11]);
    x0_12 = _mm256_xor_si256(x0_12, k0[16 * 9 + 12]);
    x0_13 = _mm256_xor_si256(x0_13, k0[16 * 9 + 13]);
    x0_14 = _mm256_xor_si256(x0_14, k0[16 * 9 + 14]);
    x0_15 = _mm256_xor_si256(x0_15, k0[16 * 9 + 15]);

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
static __attribute__((noinline)) void decrypt1(V x[1][16], const V *const k[1])
{
    const V *const k0 = k[0];
    V x0_0 = x[0][0];
    V x0_1 = x[0][1];
    V x0_2 = x[0][2];
    V x0_3 = x[0][3];
    V x0_4 = x[0][4];
    V x0_5 = x[0][5];
    V x0_6 = x[0][6];
    V x0_7 = x[0][7];
    V x0_8 = x[0][8];
    V x0_9 = x[0][9];
    V x0_10 = x[0][10];
    V x0_11 = x[0][11];
    V x0_12 = x[0][12];
    V x0_13 = x[0][13];
    V x0_14 = x[0][14];
    V x0_15 = x[0][15];
    const V *sm_pi_inv = (const V *)(const void *)gm_pi_inv;
    const V *st_pi_inv = (const V *)(const void *)gt_pi_inv;
    __asm__("" : "+r"(sm_pi_inv), "+r"(st_pi_inv)); /* opaque: tables stay memory operands */
    x0_0 = _mm256_xor_si256(x0_0, k0[16 * 9 + 0]);
    x0_1 = _mm256_xor_si256(x0_1, k0[16 * 9 + 1]);
    x0_2 = _mm256_xor_si256(x0_2, k0[16 * 9 + 2]);
    x0_3 = _mm256_xor_si256(x0_3, k0[16 * 9 + 3]);
    x0_4 = _mm256_xor_si256(x0_4, k0[16 * 9 + 4]);
    x0_5 = _mm256_xor_si256(x0_5, k0[16 * 9 + 5]);
    x0_6 = _mm256_xor_si256(x0_6, k0[16 * 9 + 6]);
    x0_7 = _mm256_xor_si256(x0_7, k0[16 * 9 + 7]);
    x0_8 = _mm256_xor_si256(x0_8, k0[16 * 9 + 8]);
    x0_9 = _mm256_xor_si256(x0_9, k0[16 * 9 + 9]);
    x0_10 = _mm256_xor_si256(x0_10, k0[16 * 9 + 10]);
    x0_11 = _mm256_xor_si256(x0_11, k0[16 * 9 + 11]);
    x0_12 = _mm256_xor_si256(x0_12, k0[16 * 9 + 12]);
    x0_13 = _mm256_xor_si256(x0_13, k0[16 * 9 + 13]);
    x0_14 = _mm256_xor_si256(x0_14, k0[16 * 9 + 14]);
    x0_15 = _mm256_xor_si256(x0_15, k0[16 * 9 + 15]);

    for (int r = 0; r < 9; r++) {
    {
            /* L_inv: the shift register's steps, batch by batch within each step */
            const V *mat = (const V *)(const void *)mat_L_inv;
            __asm__("" : "+r"(mat)); /* opaque: the matrices stay memory operands */
            const V t0_0 = _mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(x0_9, _mm256_xor_si256(_mm256_xor_si256(x0_0, x0_7), GFMUL(x0_8, mat[6]))), GFMUL(_mm256_xor_si256(x0_6, x0_10), mat[4])), GFMUL(_mm256_xor_si256(x0_5, x0_11), mat[5])), GFMUL(_mm256_xor_si256(x0_4, x0_12), mat[0])), GFMUL(_mm256_xor_si256(x0_3, x0_13), mat[2])), GFMUL(_mm256_xor_si256(x0_2, x0_14), mat[1])), GFMUL(_mm256_xor_si256(x0_1, x0_15), mat[3]));
            const V t0_1 = _mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(x0_10, _mm256_xor_si256(_mm256_xor_si256(x0_1, x0_8), GFMUL(x0_9, mat[6]))), GFMUL(_mm256_xor_si256(x0_7, x0_11), mat[4])), GFMUL(_mm256_xor_si256(x0_6, x0_12), mat[5])), GFMUL(_mm256_xor_si256(x0_5, x0_13), mat[0])), GFMUL(_mm256_xor_si256(x0_4, x0_14), mat[2])), GFMUL(_mm256_xor_si256(x0_3, x0_15), mat[1])), GFMUL(_mm256_xor_si256(x0_2, t0_0), mat[3]));
            const V t0_2 = _mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(x0_11, _mm256_xor_si256(_mm256_xor_si256(x0_2, x0_9), GFMUL(x0_10, mat[6]))), GFMUL(_mm256_xor_si256(x0_8, x0_12), mat[4])), GFMUL(_mm256_xor_si256(x0_7, x0_13), mat[5])), GFMUL(_mm256_xor_si256(x0_6, x0_14), mat[0])), GFMUL(_mm256_xor_si256(x0_5, x0_15), mat[2])), GFMUL(_mm256_xor_si256(x0_4, t0_0), mat[1])), GFMUL(_mm256_xor_si256(x0_3, t0_1), mat[3]));
            const V t0_3 = _mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(x0_12, _mm256_xor_si256(_mm256_xor_si256(x0_3, x0_10), GFMUL(x0_11, mat[6]))), GFMUL(_mm256_xor_si256(x0_9, x0_13), mat[4])), GFMUL(_mm256_xor_si256(x0_8, x0_14), mat[5])), GFMUL(_mm256_xor_si256(x0_7, x0_15), mat[0])), GFMUL(_mm256_xor_si256(x0_6, t0_0), mat[2])), GFMUL(_mm256_xor_si256(x0_5, t0_1), mat[1])), GFMUL(_mm256_xor_si256(x0_4, t0_2), mat[3]));
            const V t0_4 = _mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(x0_13, _mm256_xor_si256(_mm256_xor_si256(x0_4, x0_11), GFMUL(x0_12, mat[6]))), GFMUL(_mm256_xor_si256(x0_10, x0_14), mat[4])), GFMUL(_mm256_xor_si256(x0_9, x0_15), mat[5])), GFMUL(_mm256_xor_si256(x0_8, t0_0), mat[0])), GFMUL(_mm256_xor_si256(x0_7, t0_1), mat[2])), GFMUL(_mm256_xor_si256(x0_6, t0_2), mat[1])), GFMUL(_mm256_xor_si256(x0_5, t0_3), mat[3]));
            const V t0_5 = _mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(x0_14, _mm256_xor_si256(_mm256_xor_si256(x0_5, x0_12), GFMUL(x0_13, mat[6]))), GFMUL(_mm256_xor_si256(x0_11, x0_15), mat[4])), GFMUL(_mm256_xor_si256(x0_10, t0_0), mat[5])), GFMUL(_mm256_xor_si256(x0_9, t0_1), mat[0])), GFMUL(_mm256_xor_si256(x0_8, t0_2), mat[2])), GFMUL(_mm256_xor_si256(x0_7, t0_3), mat[1])), GFMUL(_mm256_xor_si256(x0_6, t0_4), mat[3]));
            const V t0_6 = _mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(x0_15, _mm256_xor_si256(_mm256_xor_si256(x0_6, x0_13), GFMUL(x0_14, mat[6]))), GFMUL(_mm256_xor_si256(x0_12, t0_0), mat[4])), GFMUL(_mm256_xor_si256(x0_11, t0_1), mat[5])), GFMUL(_mm256_xor_si256(x0_10, t0_2), mat[0])), GFMUL(_mm256_xor_si256(x0_9, t0_3), mat[2])), GFMUL(_mm256_xor_si256(x0_8, t0_4), mat[1])), GFMUL(_mm256_xor_si256(x0_7, t0_5), mat[3]));
            const V t0_7 = _mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(t0_0, _mm256_xor_si256(_mm256_xor_si256(x0_7, x0_14), GFMUL(x0_15, mat[6]))), GFMUL(_mm256_xor_si256(x0_13, t0_1), mat[4])), GFMUL(_mm256_xor_si256(x0_12, t0_2), mat[5])), GFMUL(_mm256_xor_si256(x0_11, t0_3), mat[0])), GFMUL(_mm256_xor_si256(x0_10, t0_4), mat[2])), GFMUL(_mm256_xor_si256(x0_9, t0_5), mat[1])), GFMUL(_mm256_xor_si256(x0_8, t0_6), mat[3]));
            const V t0_8 = _mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(t0_1, _mm256_xor_si256(_mm256_xor_si256(x0_8, x0_15), GFMUL(t0_0, mat[6]))), GFMUL(_mm256_xor_si256(x0_14, t0_2), mat[4])), GFMUL(_mm256_xor_si256(x0_13, t0_3), mat[5])), GFMUL(_mm256_xor_si256(x0_12, t0_4), mat[0])), GFMUL(_mm256_xor_si256(x0_11, t0_5), mat[2])), GFMUL(_mm256_xor_si256(x0_10, t0_6), mat[1])), GFMUL(_mm256_xor_si256(x0_9, t0_7), mat[3]));
            const V t0_9 = _mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(t0_2, _mm256_xor_si256(_mm256_xor_si256(x0_9, t0_0), GFMUL(t0_1, mat[6]))), GFMUL(_mm256_xor_si256(x0_15, t0_3), mat[4])), GFMUL(_mm256_xor_si256(x0_14, t0_4), mat[5])), GFMUL(_mm256_xor_si256(x0_13, t0_5), mat[0])), GFMUL(_mm256_xor_si256(x0_12, t0_6), mat[2])), GFMUL(_mm256_xor_si256(x0_11, t0_7), mat[1])), GFMUL(_mm256_xor_si256(x0_10, t0_8), mat[3]));
            const V t0_10 = _mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(t0_3, _mm256_xor_si256(_mm256_xor_si256(x0_10, t0_1), GFMUL(t0_2, mat[6]))), GFMUL(_mm256_xor_si256(t0_0, t0_4), mat[4])), GFMUL(_mm256_xor_si256(x0_15, t0_5), mat[5])), GFMUL(_mm256_xor_si256(x0_14, t0_6), mat[0])), GFMUL(_mm256_xor_si256(x0_13, t0_7), mat[2])), GFMUL(_mm256_xor_si256(x0_12, t0_8), mat[1])), GFMUL(_mm256_xor_si256(x0_11, t0_9), mat[3]));
            const V t0_11 = _mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(t0_4, _mm256_xor_si256(_mm256_xor_si256(x0_11, t0_2), GFMUL(t0_3, mat[6]))), GFMUL(_mm256_xor_si256(t0_1, t0_5), mat[4])), GFMUL(_mm256_xor_si256(t0_0, t0_6), mat[5])), GFMUL(_mm256_xor_si256(x0_15, t0_7), mat[0])), GFMUL(_mm256_xor_si256(x0_14, t0_8), mat[2])), GFMUL(_mm256_xor_si256(x0_13, t0_9), mat[1])), GFMUL(_mm256_xor_si256(x0_12, t0_10), mat[3]));
            const V t0_12 = _mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(t0_5, _mm256_xor_si256(_mm256_xor_si256(x0_12, t0_3), GFMUL(t0_4, mat[6]))), GFMUL(_mm256_xor_si256(t0_2, t0_6), mat[4])), GFMUL(_mm256_xor_si256(t0_1, t0_7), mat[5])), GFMUL(_mm256_xor_si256(t0_0, t0_8), mat[0])), GFMUL(_mm256_xor_si256(x0_15, t0_9), mat[2])), GFMUL(_mm256_xor_si256(x0_14, t0_10), mat[1])), GFMUL(_mm256_xor_si256(x0_13, t0_11), mat[3]));
            const V t0_13 = _mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(t0_6, _mm256_xor_si256(_mm256_xor_si256(x0_13, t0_4), GFMUL(t0_5, mat[6]))), GFMUL(_mm256_xor_si256(t0_3, t0_7), mat[4])), GFMUL(_mm256_xor_si256(t0_2, t0_8), mat[5])), GFMUL(_mm256_xor_si256(t0_1, t0_9), mat[0])), GFMUL(_mm256_xor_si256(t0_0, t0_10), mat[2])), GFMUL(_mm256_xor_si256(x0_15, t0_11), mat[1])), GFMUL(_mm256_xor_si256(x0_14, t0_12), mat[3]));
            const V t0_14 = _mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(t0_7, _mm256_xor_si256(_mm256_xor_si256(x0_14, t0_5), GFMUL(t0_6, mat[6]))), GFMUL(_mm256_xor_si256(t0_4, t0_8), mat[4])), GFMUL(_mm256_xor_si256(t0_3, t0_9), mat[5])), GFMUL(_mm256_xor_si256(t0_2, t0_10), mat[0])), GFMUL(_mm256_xor_si256(t0_1, t0_11), mat[2])), GFMUL(_mm256_xor_si256(t0_0, t0_12), mat[1])), GFMUL(_mm256_xor_si256(x0_15, t0_13), mat[3]));
            const V t0_15 = _mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(t0_8, _mm256_xor_si256(_mm256_xor_si256(x0_15, t0_6), GFMUL(t0_7, mat[6]))), GFMUL(_mm256_xor_si256(t0_5, t0_9), mat[4])), GFMUL(_mm256_xor_si256(t0_4, t0_10), mat[5])), GFMUL(_mm256_xor_si256(t0_3, t0_11), mat[0])), GFMUL(_mm256_xor_si256(t0_2, t0_12), mat[2])), GFMUL(_mm256_xor_si256(t0_1, t0_13), mat[1])), GFMUL(_mm256_xor_si256(t0_0, t0_14), mat[3]));
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
        x0_0 = _mm256_xor_si256(subst_pi_inv(x0_0, sm_pi_inv, st_pi_inv), k0[16 * (8 - 1 * r) + 0]);
        x0_1 = _mm256_xor_si256(subst_pi_inv(x0_1, sm_pi_inv, st_pi_inv), k0[16 * (8 - 1 * r) + 1]);
        x0_2 = _mm256_xor_si256(subst_pi_inv(x0_2, sm_pi_inv, st_pi_inv), k0[16 * (8 - 1 * r) + 2]);
        x0_3 = _mm256_xor_si256(subst_pi_inv(x0_3, sm_pi_inv, st_pi_inv), k0[16 * (8 - 1 * r) + 3]);
        x0_4 = _mm256_xor_si256(subst_pi_inv(x0_4, sm_pi_inv, st_pi_inv), k0[16 * (8 - 1 * r) + 4]);
        x0_5 = _mm256_xor_si256(subst_pi_inv(x0_5, sm_pi_inv, st_pi_inv), k0[16 * (8 - 1 * r) + 5]);
        x0_6 = _mm256_xor_si256(subst_pi_inv(x0_6, sm_pi_inv, st_pi_inv), k0[16 * (8 - 1 * r) + 6]);
        x0_7 = _mm256_xor_si256(subst_pi_inv(x0_7, sm_pi_inv, st_pi_inv), k0[16 * (8 - 1 * r) + 7]);
        x0_8 = _mm256_xor_si256(subst_pi_inv(x0_8, sm_pi_inv, st_pi_inv), k0[16 * (8 - 1 * r) + 8]);
        x0_9 = _mm256_xor_si256(subst_pi_inv(x0_9, sm_pi_inv, st_pi_inv), k0[16 * (8 - 1 * r) + 9]);
        x0_10 = _mm256_xor_si256(subst_pi_inv(x0_10, sm_pi_inv, st_pi_inv), k0[16 * (8 - 1 * r) + 10]);
        x0_11 = _mm256_xor_si256(subst_pi_inv(x0_11, sm_pi_inv, st_pi_inv), k0[16 * (8 - 1 * r) + 11]);
        x0_12 = _mm256_xor_si256(subst_pi_inv(x0_12, sm_pi_inv, st_pi_inv), k0[16 * (8 - 1 * r) + 12]);
        x0_13 = _mm256_xor_si256(subst_pi_inv(x0_13, sm_pi_inv, st_pi_inv), k0[16 * (8 - 1 * r) + 13]);
        x0_14 = _mm256_xor_si256(subst_pi_inv(x0_14, sm_pi_inv, st_pi_inv), k0[16 * (8 - 1 * r) + 14]);
        x0_15 = _mm256_xor_si256(subst_pi_inv(x0_15, sm_pi_inv, st_pi_inv), k0[16 * (8 - 1 * r) + 15]);

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

/* v[r] holding 16 bytes of row r in each 128-bit lane -> v[j] holding byte j of every row
 * (row p at byte p), when v[r] is given row bitrev(r): four stages of unpacks pairing v[i] with
 * v[i + 8] (backends/_bytesliced_bc.py checks the network on symbols). The same network undoes it. */
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

/* 32 blocks at p -> sliced: the ymm of blocks 2r, 2r + 1 goes in as row bitrev(r), so byte q of
 * the lower lane of x[m] is byte m of block 2q, of the upper lane byte m of block 2q + 1. */
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

/* out = in ^ the 32 sliced blocks x (keystream) */
static inline void store_xor_batch(uint8_t *out, const uint8_t *in, const V x[16])
{
    V v[16];
    for (int r = 0; r < 16; r++)
        v[r] = x[bitrev[r]];
    unpack_transpose(v);
    for (int r = 0; r < 16; r++)
        _mm256_storeu_si256((V *)(void *)(out + 32 * r),
                            _mm256_xor_si256(v[r], _mm256_loadu_si256((const V *)(const void *)(in + 32 * r))));
}

/* The sliced counter blocks of a batch: block b = c + b, c a big-endian 128-bit number (memory
 * byte 15 the least significant, as GOST R 34.13-2015 CTR counts). Block b's low byte is
 * c[15] + b; a block whose low byte wrapped (b >= 256 - c[15]) carries one into byte 14, and on
 * into each byte above while all the bytes between are 0xff in c (b < 256: at most one carry). */
static inline void counter_batch(V x[16], const uint8_t c[16])
{
    /* block b's byte position in the sliced layout (load_batch): byte 16 L + q holds block 2 q + L */
    const V iota = _mm256_setr_epi8(0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19, 21, 23, 25, 27, 29, 31);
    const int thr = 255 - c[15]; /* a block carries when b > thr */
    x[15] = _mm256_add_epi8(_mm256_set1_epi8((char)c[15]), iota);
    V carry = _mm256_cmpgt_epi8(iota, _mm256_set1_epi8((char)(thr < 127 ? thr : 127))); /* -1 */
    for (int m = 14; m >= 0; m--) {
        x[m] = _mm256_sub_epi8(_mm256_set1_epi8((char)c[m]), carry);
        carry = _mm256_and_si256(carry, _mm256_set1_epi8((char)-(c[m] == 0xff)));
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

/* Value byte held at memory byte m of a block (round keys are stored value-LSB first). */
static const uint8_t value_byte[16] = { 15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0 };

/* The round keys, each byte broadcast to a vector, in memory byte order. */
static void key_vectors(V kv[10][16], const uint8_t *rk)
{
    for (int r = 0; r < 10; r++)
        for (int m = 0; m < 16; m++)
            kv[r][m] = _mm256_set1_epi8((char)rk[16 * r + value_byte[m]]);
}

#define G 2 /* batches in flight */

void gg_avx2gfni_kuznyechik_blocks(const uint8_t *rk, int decrypt, const uint8_t *in,
                                   uint8_t *out, size_t nblocks)
{
    V kv[10][16];
    V x[G][16];
    const V *ks[G];
    /* a short last batch: its blocks and zeros (the length is public) */
    uint8_t tail[BATCH * 16] __attribute__((aligned(32)));
    key_vectors(kv, rk);
    for (int g = 0; g < G; g++)
        ks[g] = &kv[0][0];
    size_t i = 0;
    /* G whole batches at a time */
    for (; nblocks - i >= G * BATCH; i += G * BATCH) {
        for (int g = 0; g < G; g++)
            load_batch(x[g], in + 16 * (i + BATCH * g));
        if (decrypt)
            decrypt2(x, ks);
        else
            encrypt2(x, ks);
        for (int g = 0; g < G; g++)
            store_batch(out + 16 * (i + BATCH * g), x[g]);
    }
    /* the rest one batch at a time, so a short run costs one batch, not G */
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

/* CTR (GOST R 34.13-2015 5.2) over whole blocks from the counter block ctr: the counter blocks
 * made in sliced form (no load transpose), encrypted, and the keystream xored into the input as
 * it is stored. in/out may alias exactly. */
void gg_avx2gfni_kuznyechik_ctr(const uint8_t *rk, const uint8_t *ctr, const uint8_t *in,
                                uint8_t *out, size_t nblocks)
{
    V kv[10][16];
    V x[G][16];
    const V *ks[G];
    uint8_t c[16];
    uint8_t tail[BATCH * 16] __attribute__((aligned(32)));
    memcpy(c, ctr, 16);
    key_vectors(kv, rk);
    for (int g = 0; g < G; g++)
        ks[g] = &kv[0][0];
    size_t i = 0;
    for (; nblocks - i >= G * BATCH; i += G * BATCH) {
        for (int g = 0; g < G; g++) {
            counter_batch(x[g], c);
            counter_add(c, BATCH);
        }
        encrypt2(x, ks);
        for (int g = 0; g < G; g++)
            store_xor_batch(out + 16 * (i + BATCH * g), in + 16 * (i + BATCH * g), x[g]);
    }
    for (; i < nblocks; i += BATCH) {
        size_t n = nblocks - i < BATCH ? nblocks - i : BATCH;
        counter_batch(x[0], c);
        counter_add(c, BATCH);
        encrypt1(x, ks);
        if (n < BATCH) {
            memset(tail, 0, sizeof tail);
            memcpy(tail, in + 16 * i, 16 * n);
            store_xor_batch(tail, tail, x[0]);
            memcpy(out + 16 * i, tail, 16 * n);
        } else {
            store_xor_batch(out + 16 * i, in + 16 * i, x[0]);
        }
    }
    gg_wipe(kv, sizeof kv);
    gg_wipe(x, sizeof x);
    gg_wipe(c, sizeof c);
    gg_wipe(tail, sizeof tail);
}

void gg_avx2gfni_kuznyechik_lanes(const uint8_t *const *rks, int decrypt, const uint8_t *in,
                                  uint8_t *out, size_t n)
{
    V kv[10][16];
    V x[1][16];
    const V *ks[1] = { &kv[0][0] };
    uint8_t kb[BATCH * 16] __attribute__((aligned(32)));
    uint8_t tail[BATCH * 16] __attribute__((aligned(32)));
    for (size_t i = 0; i < n; i += BATCH) {
        size_t nb = n - i < BATCH ? n - i : BATCH;
        /* each round's keys of the batch's streams, transposed like blocks (missing streams get
         * zero keys: their blocks are zeros and are not stored) */
        for (int r = 0; r < 10; r++) {
            memset(kb, 0, sizeof kb);
            for (size_t b = 0; b < nb; b++)
                for (int m = 0; m < 16; m++)
                    kb[16 * b + m] = rks[i + b][16 * r + value_byte[m]];
            load_batch(kv[r], kb);
        }
        memset(tail, 0, sizeof tail);
        memcpy(tail, in + 16 * i, 16 * nb);
        load_batch(x[0], tail);
        if (decrypt)
            decrypt1(x, ks);
        else
            encrypt1(x, ks);
        store_batch(tail, x[0]);
        memcpy(out + 16 * i, tail, 16 * nb);
    }
    gg_wipe(kv, sizeof kv);
    gg_wipe(kb, sizeof kb);
    gg_wipe(x, sizeof x);
    gg_wipe(tail, sizeof tail);
}
