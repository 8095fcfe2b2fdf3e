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

/* ---- the key schedule (kuznyechik's keyschedule section), one key in registers ----
 * Each value sits in the low 16 bytes of a ymm, value byte b at byte b (the round keys' stored
 * order); the statements are the default lowering's (backends/_bytesliced_bc.py, schedule_plan,
 * checked there against the interpreter). S is the rounds' subst; a linear map
 * y_i = xor over j of c_ij x_j is x_j broadcast (vpshufb) times four vgf2p8affineqb whose qword q
 * holds the matrix of c_(4a+q),j, the products summed per group a; byte a of every qword is then
 * taken from group a and the 16 outputs gathered by vpshufb. No memory indexed by the key, no
 * branch on it: constant-time, like the rounds. */
static const uint64_t sched_mat_L[64][4] __attribute__((aligned(32))) = {
    { 0x0102040810204080ULL, 0xc64a952a55aa92e3ULL, 0x769a356ad4a8263bULL, 0xcb5cb973e7ce5765ULL },
    { 0xb0d0a0408102b4d8ULL, 0x7f800103070f60bfULL, 0x99ab57ae5cb9ea4cULL, 0x7d860d1b376ea13eULL },
    { 0xbec284091327f05fULL, 0xe42d5ab56bd74b72ULL, 0x0c142851a2448506ULL, 0x143c79f3e6cd8f0aULL },
    { 0x848d1a3469d323c2ULL, 0x44cd9b366ddbf3a2ULL, 0xee3366cc98318cf7ULL, 0x94bd7bf7eedd2fcaULL },
    { 0xc64a952a55aa92e3ULL, 0xaff0e1c28409bcd7ULL, 0x749c3972e4c9e7baULL, 0xa1e2c58b162cf850ULL },
    { 0xd778f0e1c284de6bULL, 0xee3366cc98318cf7ULL, 0x256fdfbf7fffdb92ULL, 0x8d972e5dba746546ULL },
    { 0x94bd7bf7eedd2fcaULL, 0xf01123468d1ac478ULL, 0x5beddab468d0fbadULL, 0xcc54a953a64c5566ULL },
    { 0x62a64c993265a931ULL, 0x83850a14285121c1ULL, 0x6abe7cf8f1e2af35ULL, 0xcd56ad5bb66c15e6ULL },
    { 0xd868d0a04081da6cULL, 0xc858b163c78fd664ULL, 0x0c142851a2448506ULL, 0xd276ecd9b3671de9ULL },
    { 0x0c142851a2448506ULL, 0x0c142851a2448506ULL, 0xbace9c3972e4735dULL, 0x96bb77efdebcee4bULL },
    { 0x384992254a95121cULL, 0x73942952a54be5b9ULL, 0x808102040810a0c0ULL, 0xcb5cb973e7ce5765ULL },
    { 0x70902142850a64b8ULL, 0x68b870e0c1836eb4ULL, 0xacf4e9d2a4483dd6ULL, 0x96bb77efdebcee4bULL },
    { 0x77983162c48866bbULL, 0xacf4e9d2a4483dd6ULL, 0x4bddbb77efdef7a5ULL, 0x5ce5ca942952f9aeULL },
    { 0x256fdfbf7fffdb92ULL, 0x9aaf5fbe7cf86b4dULL, 0x66aa54a953a62a33ULL, 0xb4dcb870e0c137daULL },
    { 0xaafefdfaf5ea7f55ULL, 0x5ce5ca942952f9aeULL, 0x2061c3870e1c1810ULL, 0x759e3d7af4e9a73aULL },
    { 0x41c3870e1c383020ULL, 0x2769d3a74f9e1a13ULL, 0xf61b376edcb886fbULL, 0xe2274e9d3a7509f1ULL },
    { 0xb0d0a0408102b4d8ULL, 0x6bbc78f0e1c2efb5ULL, 0xeb3d7af4e9d24f75ULL, 0x0708102041820203ULL },
    { 0x0708102041820203ULL, 0x92b76fdfbf7f6d49ULL, 0x3355aa54a9539519ULL, 0x0102040810204080ULL },
    { 0xdf60c0800103d86fULL, 0x64ac58b163c7ebb2ULL, 0xbcc48811234631deULL, 0x0102040810204080ULL },
    { 0x0d162c59b264c586ULL, 0x55fffefdfaf5bf2aULL, 0x798a152b56ad223cULL, 0x0f10204182050407ULL },
    { 0x5aefdebc78f0bb2dULL, 0x173871e3c68c0e0bULL, 0x69ba74e8d1a32e34ULL, 0x749c3972e4c9e7baULL },
    { 0xa2e6cd9b366d7951ULL, 0xe3254a952a554971ULL, 0x2163c78f1e3c5890ULL, 0x384992254a95121cULL },
    { 0x297bf7eeddbb5e94ULL, 0x67a850a143866ab3ULL, 0x060a142851a24283ULL, 0x1a2e5dba74e8cb8dULL },
    { 0xf2172f5ebd7b05f9ULL, 0x68b870e0c1836eb4ULL, 0xbec284091327f05fULL, 0xf2172f5ebd7b05f9ULL },
    { 0xda6edcb870e01bedULL, 0x1e22458a152b488fULL, 0x2e73e7ce9c395c97ULL, 0x93b56bd7af5f2dc9ULL },
    { 0x091a3469d3a74684ULL, 0xf90b172f5ebd82fcULL, 0x1c244992254a890eULL, 0x143c79f3e6cd8f0aULL },
    { 0x4fd1a3478e1d74a7ULL, 0xe3254a952a554971ULL, 0x0304081020418101ULL, 0xaafefdfaf5ea7f55ULL },
    { 0x2b7dfbf6edda9f15ULL, 0x355fbe7cf8f1d79aULL, 0x749c3972e4c9e7baULL, 0xff0103070f1fc07fULL },
    { 0x0102040810204080ULL, 0x1c244992254a890eULL, 0x68b870e0c1836eb4ULL, 0xe52f5ebd7bf70bf2ULL },
    { 0x2365cb972e5d9911ULL, 0x769a356ad4a8263bULL, 0x60a04081020468b0ULL, 0x61a2448912242830ULL },
    { 0xaafefdfaf5ea7f55ULL, 0xabfcf9f2e5ca3fd5ULL, 0xef3162c48811cc77ULL, 0x173871e3c68c0e0bULL },
    { 0x2e73e7ce9c395c97ULL, 0x6fb060c080016cb7ULL, 0xdb6cd8b060c05b6dULL, 0xe02142850a14c870ULL },
    { 0x53f5ead5ab57fda9ULL, 0x4adfbf7ffffeb725ULL, 0x02060c183061c181ULL, 0x4fd1a3478e1d74a7ULL },
    { 0xb0d0a0408102b4d8ULL, 0xbbcc983162c433ddULL, 0xf2172f5ebd7b05f9ULL, 0x0d162c59b264c586ULL },
    { 0xfe03070f1f3f80ffULL, 0x43c58b162c59f1a1ULL, 0x94bd7bf7eedd2fcaULL, 0xaef2e5ca9429fc57ULL },
    { 0x54fdfaf5ead5ffaaULL, 0x394b962d5ab5529cULL, 0xa6ead5ab57aefa53ULL, 0x3355aa54a9539519ULL },
    { 0x0102040810204080ULL, 0x95bf7ffffefd6f4aULL, 0x3c458a152b56911eULL, 0xc95ab56bd7af96e4ULL },
    { 0xff0103070f1fc07fULL, 0xcf50a143860dd467ULL, 0x2267cf9f3e7dd991ULL, 0x8f9122458a15a4c7ULL },
    { 0xb3d4a850a14335d9ULL, 0x1a2e5dba74e8cb8dULL, 0x4fd1a3478e1d74a7ULL, 0x808102040810a0c0ULL },
    { 0x2a7ffffefdfadf95ULL, 0x103061c3870e0c08ULL, 0xd778f0e1c284de6bULL, 0x3257ae5cb973d599ULL },
    { 0xda6edcb870e01bedULL, 0x45cf9f3e7dfbb322ULL, 0xacf4e9d2a4483dd6ULL, 0xc64a952a55aa92e3ULL },
    { 0xb4dcb870e0c137daULL, 0xa4ecd9b367cf3bd2ULL, 0x3051a24489121418ULL, 0x173871e3c68c0e0bULL },
    { 0xf80913274e9dc27cULL, 0x798a152b56ad223cULL, 0x7e82050b172f203fULL, 0xe3254a952a554971ULL },
    { 0xb1d2a4489122f458ULL, 0xed376edcb8700df6ULL, 0x0c142851a2448506ULL, 0x96bb77efdebcee4bULL },
    { 0x5aefdebc78f0bb2dULL, 0x7d860d1b376ea13eULL, 0x47c993264d9a72a3ULL, 0x3355aa54a9539519ULL },
    { 0x63a448912245e9b1ULL, 0x50f1e2c58b167ca8ULL, 0x173871e3c68c0e0bULL, 0x3b4d9a356ad4931dULL },
    { 0x3f4182050b17101fULL, 0x40c183060c1870a0ULL, 0x1b2c59b264c88b0dULL, 0xd868d0a04081da6cULL },
    { 0x103061c3870e0c08ULL, 0xd47cf8f1e2c55f6aULL, 0x060a142851a24283ULL, 0x878912244992a2c3ULL },
    { 0xb0d0a0408102b4d8ULL, 0x46cb972e5dba3223ULL, 0x3a4f9e3d7af4d39dULL, 0x0b1c3871e3c68705ULL },
    { 0x68b870e0c1836eb4ULL, 0xd47cf8f1e2c55f6aULL, 0xf90b172f5ebd82fcULL, 0x70902142850a64b8ULL },
    { 0x50f1e2c58b167ca8ULL, 0xf113274e9d3a84f8ULL, 0xa0e0c183060cb8d0ULL, 0x3a4f9e3d7af4d39dULL },
    { 0xa0e0c183060cb8d0ULL, 0x040c183061c38302ULL, 0x8a9f3e7dfbf66745ULL, 0xff0103070f1fc07fULL },
    { 0x77983162c48866bbULL, 0xc44c993265cb5362ULL, 0xc54e9d3a75eb13e2ULL, 0x6abe7cf8f1e2af35ULL },
    { 0xfc050b172f5e417eULL, 0xfe03070f1f3f80ffULL, 0xbec284091327f05fULL, 0xf7193366cc98c67bULL },
    { 0x4cd5ab57ae5cf5a6ULL, 0x345dba74e8d1971aULL, 0xa2e6cd9b366d7951ULL, 0x55fffefdfaf5bf2aULL },
    { 0xb0d0a0408102b4d8ULL, 0xf7193366cc98c67bULL, 0x9aaf5fbe7cf86b4dULL, 0xc44c993265cb5362ULL },
    { 0xd868d0a04081da6cULL, 0x798a152b56ad223cULL, 0x67a850a143866ab3ULL, 0x63a448912245e9b1ULL },
    { 0xc7489122458ad263ULL, 0x2769d3a74f9e1a13ULL, 0xaafefdfaf5ea7f55ULL, 0x0d162c59b264c586ULL },
    { 0x42c78f1e3c79b121ULL, 0xabfcf9f2e5ca3fd5ULL, 0x44cd9b366ddbf3a2ULL, 0x3257ae5cb973d599ULL },
    { 0xe93b76ecd9b38ef4ULL, 0xbace9c3972e4735dULL, 0xd868d0a04081da6cULL, 0x66aa54a953a62a33ULL },
    { 0xc64a952a55aa92e3ULL, 0x769a356ad4a8263bULL, 0xcb5cb973e7ce5765ULL, 0xb0d0a0408102b4d8ULL },
    { 0x7f800103070f60bfULL, 0x99ab57ae5cb9ea4cULL, 0x7d860d1b376ea13eULL, 0xbec284091327f05fULL },
    { 0xe42d5ab56bd74b72ULL, 0x0c142851a2448506ULL, 0x143c79f3e6cd8f0aULL, 0x848d1a3469d323c2ULL },
    { 0x44cd9b366ddbf3a2ULL, 0xee3366cc98318cf7ULL, 0x94bd7bf7eedd2fcaULL, 0xfb0d1b376edc437dULL },
};

static inline V sched_linear_L(V x)
{
    const V *mat = (const V *)(const void *)sched_mat_L;
    const V xx = _mm256_permute2x128_si256(x, x, 0x00); /* x in both lanes */
    V acc[4];
    for (int a = 0; a < 4; a++)
        acc[a] = _mm256_setzero_si256();
    for (int j = 0; j < 16; j++) {
        const V xj = _mm256_shuffle_epi8(xx, _mm256_set1_epi8((char)j));
        for (int a = 0; a < 4; a++)
            acc[a] = _mm256_xor_si256(acc[a], AFFINE(xj, mat[4 * j + a]));
    }
    /* u: byte a of qword q from acc[a] (= y_(4a+q)); then y_i at byte i of the low lane */
    const V b1 = _mm256_set1_epi64x(0x000000000000ff00LL), b2 = _mm256_set1_epi64x(0x0000000000ff0000LL),
            b3 = _mm256_set1_epi64x(0x00000000ff000000LL);
    V u = _mm256_blendv_epi8(acc[0], acc[1], b1);
    u = _mm256_blendv_epi8(u, acc[2], b2);
    u = _mm256_blendv_epi8(u, acc[3], b3);
    /* y_(4a+q) is at byte 8 q + a of u: q = 0, 1 in the low lane, q = 2, 3 in the high lane */
    const V lo_idx = _mm256_setr_epi8(0, 8, -1, -1, 1, 9, -1, -1, 2, 10, -1, -1, 3, 11, -1, -1,
                                      -1, -1, 0, 8, -1, -1, 1, 9, -1, -1, 2, 10, -1, -1, 3, 11);
    const V g = _mm256_shuffle_epi8(u, lo_idx);
    const __m128i y = _mm_or_si128(_mm256_castsi256_si128(g), _mm256_extracti128_si256(g, 1));
    return _mm256_zextsi128_si256(y);
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

void gg_avx2gfni_kuznyechik_schedule(const uint8_t *key, uint8_t *rk)
{
    const V *sm_pi = (const V *)(const void *)gm_pi;
    const V *st_pi = (const V *)(const void *)gt_pi;
    __m128i K1_m = _mm_loadu_si128((const __m128i *)(key + 0));
    /* a big-endian part: value byte b is memory byte 15 - b */
    K1_m = _mm_shuffle_epi8(K1_m, _mm_set_epi8(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
    V K1 = _mm256_zextsi128_si256(K1_m);
    __m128i K2_m = _mm_loadu_si128((const __m128i *)(key + 16));
    /* a big-endian part: value byte b is memory byte 15 - b */
    K2_m = _mm_shuffle_epi8(K2_m, _mm_set_epi8(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
    V K2 = _mm256_zextsi128_si256(K2_m);
    V a = K1;
    V b = K2;
    V t2 = _mm256_zextsi128_si256(_mm_load_si128((const __m128i *)sched_literal[0]));
    V t3 = _mm256_xor_si256(t2, a);
    V t5 = sched_linear_L(subst_pi(t3, sm_pi, st_pi));
    V t6 = _mm256_xor_si256(b, t5);
    V t8 = _mm256_zextsi128_si256(_mm_load_si128((const __m128i *)sched_literal[1]));
    V t9 = _mm256_xor_si256(t8, t6);
    V t11 = sched_linear_L(subst_pi(t9, sm_pi, st_pi));
    V t12 = _mm256_xor_si256(a, t11);
    V t14 = _mm256_zextsi128_si256(_mm_load_si128((const __m128i *)sched_literal[2]));
    V t15 = _mm256_xor_si256(t14, t12);
    V t17 = sched_linear_L(subst_pi(t15, sm_pi, st_pi));
    V t18 = _mm256_xor_si256(t6, t17);
    V t20 = _mm256_zextsi128_si256(_mm_load_si128((const __m128i *)sched_literal[3]));
    V t21 = _mm256_xor_si256(t20, t18);
    V t23 = sched_linear_L(subst_pi(t21, sm_pi, st_pi));
    V t24 = _mm256_xor_si256(t12, t23);
    V t26 = _mm256_zextsi128_si256(_mm_load_si128((const __m128i *)sched_literal[4]));
    V t27 = _mm256_xor_si256(t26, t24);
    V t29 = sched_linear_L(subst_pi(t27, sm_pi, st_pi));
    V t30 = _mm256_xor_si256(t18, t29);
    V t32 = _mm256_zextsi128_si256(_mm_load_si128((const __m128i *)sched_literal[5]));
    V t33 = _mm256_xor_si256(t32, t30);
    V t35 = sched_linear_L(subst_pi(t33, sm_pi, st_pi));
    V t36 = _mm256_xor_si256(t24, t35);
    V t38 = _mm256_zextsi128_si256(_mm_load_si128((const __m128i *)sched_literal[6]));
    V t39 = _mm256_xor_si256(t38, t36);
    V t41 = sched_linear_L(subst_pi(t39, sm_pi, st_pi));
    V t42 = _mm256_xor_si256(t30, t41);
    V t44 = _mm256_zextsi128_si256(_mm_load_si128((const __m128i *)sched_literal[7]));
    V t45 = _mm256_xor_si256(t44, t42);
    V t47 = sched_linear_L(subst_pi(t45, sm_pi, st_pi));
    V t48 = _mm256_xor_si256(t36, t47);
    V t50 = _mm256_zextsi128_si256(_mm_load_si128((const __m128i *)sched_literal[8]));
    V t51 = _mm256_xor_si256(t50, t48);
    V t53 = sched_linear_L(subst_pi(t51, sm_pi, st_pi));
    V t54 = _mm256_xor_si256(t42, t53);
    V t56 = _mm256_zextsi128_si256(_mm_load_si128((const __m128i *)sched_literal[9]));
    V t57 = _mm256_xor_si256(t56, t54);
    V t59 = sched_linear_L(subst_pi(t57, sm_pi, st_pi));
    V t60 = _mm256_xor_si256(t48, t59);
    V t62 = _mm256_zextsi128_si256(_mm_load_si128((const __m128i *)sched_literal[10]));
    V t63 = _mm256_xor_si256(t62, t60);
    V t65 = sched_linear_L(subst_pi(t63, sm_pi, st_pi));
    V t66 = _mm256_xor_si256(t54, t65);
    V t68 = _mm256_zextsi128_si256(_mm_load_si128((const __m128i *)sched_literal[11]));
    V t69 = _mm256_xor_si256(t68, t66);
    V t71 = sched_linear_L(subst_pi(t69, sm_pi, st_pi));
    V t72 = _mm256_xor_si256(t60, t71);
    V t74 = _mm256_zextsi128_si256(_mm_load_si128((const __m128i *)sched_literal[12]));
    V t75 = _mm256_xor_si256(t74, t72);
    V t77 = sched_linear_L(subst_pi(t75, sm_pi, st_pi));
    V t78 = _mm256_xor_si256(t66, t77);
    V t80 = _mm256_zextsi128_si256(_mm_load_si128((const __m128i *)sched_literal[13]));
    V t81 = _mm256_xor_si256(t80, t78);
    V t83 = sched_linear_L(subst_pi(t81, sm_pi, st_pi));
    V t84 = _mm256_xor_si256(t72, t83);
    V t86 = _mm256_zextsi128_si256(_mm_load_si128((const __m128i *)sched_literal[14]));
    V t87 = _mm256_xor_si256(t86, t84);
    V t89 = sched_linear_L(subst_pi(t87, sm_pi, st_pi));
    V t90 = _mm256_xor_si256(t78, t89);
    V t92 = _mm256_zextsi128_si256(_mm_load_si128((const __m128i *)sched_literal[15]));
    V t93 = _mm256_xor_si256(t92, t90);
    V t95 = sched_linear_L(subst_pi(t93, sm_pi, st_pi));
    V t96 = _mm256_xor_si256(t84, t95);
    V t98 = _mm256_zextsi128_si256(_mm_load_si128((const __m128i *)sched_literal[16]));
    V t99 = _mm256_xor_si256(t98, t96);
    V t101 = sched_linear_L(subst_pi(t99, sm_pi, st_pi));
    V t102 = _mm256_xor_si256(t90, t101);
    V t104 = _mm256_zextsi128_si256(_mm_load_si128((const __m128i *)sched_literal[17]));
    V t105 = _mm256_xor_si256(t104, t102);
    V t107 = sched_linear_L(subst_pi(t105, sm_pi, st_pi));
    V t108 = _mm256_xor_si256(t96, t107);
    V t110 = _mm256_zextsi128_si256(_mm_load_si128((const __m128i *)sched_literal[18]));
    V t111 = _mm256_xor_si256(t110, t108);
    V t113 = sched_linear_L(subst_pi(t111, sm_pi, st_pi));
    V t114 = _mm256_xor_si256(t102, t113);
    V t116 = _mm256_zextsi128_si256(_mm_load_si128((const __m128i *)sched_literal[19]));
    V t117 = _mm256_xor_si256(t116, t114);
    V t119 = sched_linear_L(subst_pi(t117, sm_pi, st_pi));
    V t120 = _mm256_xor_si256(t108, t119);
    V t122 = _mm256_zextsi128_si256(_mm_load_si128((const __m128i *)sched_literal[20]));
    V t123 = _mm256_xor_si256(t122, t120);
    V t125 = sched_linear_L(subst_pi(t123, sm_pi, st_pi));
    V t126 = _mm256_xor_si256(t114, t125);
    V t128 = _mm256_zextsi128_si256(_mm_load_si128((const __m128i *)sched_literal[21]));
    V t129 = _mm256_xor_si256(t128, t126);
    V t131 = sched_linear_L(subst_pi(t129, sm_pi, st_pi));
    V t132 = _mm256_xor_si256(t120, t131);
    V t134 = _mm256_zextsi128_si256(_mm_load_si128((const __m128i *)sched_literal[22]));
    V t135 = _mm256_xor_si256(t134, t132);
    V t137 = sched_linear_L(subst_pi(t135, sm_pi, st_pi));
    V t138 = _mm256_xor_si256(t126, t137);
    V t140 = _mm256_zextsi128_si256(_mm_load_si128((const __m128i *)sched_literal[23]));
    V t141 = _mm256_xor_si256(t140, t138);
    V t143 = sched_linear_L(subst_pi(t141, sm_pi, st_pi));
    V t144 = _mm256_xor_si256(t132, t143);
    V t146 = _mm256_zextsi128_si256(_mm_load_si128((const __m128i *)sched_literal[24]));
    V t147 = _mm256_xor_si256(t146, t144);
    V t149 = sched_linear_L(subst_pi(t147, sm_pi, st_pi));
    V t150 = _mm256_xor_si256(t138, t149);
    V t152 = _mm256_zextsi128_si256(_mm_load_si128((const __m128i *)sched_literal[25]));
    V t153 = _mm256_xor_si256(t152, t150);
    V t155 = sched_linear_L(subst_pi(t153, sm_pi, st_pi));
    V t156 = _mm256_xor_si256(t144, t155);
    V t158 = _mm256_zextsi128_si256(_mm_load_si128((const __m128i *)sched_literal[26]));
    V t159 = _mm256_xor_si256(t158, t156);
    V t161 = sched_linear_L(subst_pi(t159, sm_pi, st_pi));
    V t162 = _mm256_xor_si256(t150, t161);
    V t164 = _mm256_zextsi128_si256(_mm_load_si128((const __m128i *)sched_literal[27]));
    V t165 = _mm256_xor_si256(t164, t162);
    V t167 = sched_linear_L(subst_pi(t165, sm_pi, st_pi));
    V t168 = _mm256_xor_si256(t156, t167);
    V t170 = _mm256_zextsi128_si256(_mm_load_si128((const __m128i *)sched_literal[28]));
    V t171 = _mm256_xor_si256(t170, t168);
    V t173 = sched_linear_L(subst_pi(t171, sm_pi, st_pi));
    V t174 = _mm256_xor_si256(t162, t173);
    V t176 = _mm256_zextsi128_si256(_mm_load_si128((const __m128i *)sched_literal[29]));
    V t177 = _mm256_xor_si256(t176, t174);
    V t179 = sched_linear_L(subst_pi(t177, sm_pi, st_pi));
    V t180 = _mm256_xor_si256(t168, t179);
    V t182 = _mm256_zextsi128_si256(_mm_load_si128((const __m128i *)sched_literal[30]));
    V t183 = _mm256_xor_si256(t182, t180);
    V t185 = sched_linear_L(subst_pi(t183, sm_pi, st_pi));
    V t186 = _mm256_xor_si256(t174, t185);
    V t188 = _mm256_zextsi128_si256(_mm_load_si128((const __m128i *)sched_literal[31]));
    V t189 = _mm256_xor_si256(t188, t186);
    V t191 = sched_linear_L(subst_pi(t189, sm_pi, st_pi));
    V t192 = _mm256_xor_si256(t180, t191);
    _mm_storeu_si128((__m128i *)(rk + 0), _mm256_castsi256_si128(a));
    _mm_storeu_si128((__m128i *)(rk + 16), _mm256_castsi256_si128(b));
    _mm_storeu_si128((__m128i *)(rk + 32), _mm256_castsi256_si128(t48));
    _mm_storeu_si128((__m128i *)(rk + 48), _mm256_castsi256_si128(t42));
    _mm_storeu_si128((__m128i *)(rk + 64), _mm256_castsi256_si128(t96));
    _mm_storeu_si128((__m128i *)(rk + 80), _mm256_castsi256_si128(t90));
    _mm_storeu_si128((__m128i *)(rk + 96), _mm256_castsi256_si128(t144));
    _mm_storeu_si128((__m128i *)(rk + 112), _mm256_castsi256_si128(t138));
    _mm_storeu_si128((__m128i *)(rk + 128), _mm256_castsi256_si128(t192));
    _mm_storeu_si128((__m128i *)(rk + 144), _mm256_castsi256_si128(t186));
    gg_wipe(&K1, sizeof K1);
    gg_wipe(&K1_m, sizeof K1_m);
    gg_wipe(&K2, sizeof K2);
    gg_wipe(&K2_m, sizeof K2_m);
}
