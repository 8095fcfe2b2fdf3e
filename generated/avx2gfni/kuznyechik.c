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
 * map's coefficients, a shift-register map as its steps. A few blocks and the key schedule go
 * one value per 128-bit lane in GFNI's field instead (the section at the end: field_plan). No
 * memory address or branch depends on data or keys: constant-time. */
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
#if !defined(GG_BC_OUT_OF_LINE) && defined(__x86_64__) && defined(__GNUC__)
/* The round loops' bodies in assembly (*_rounds below); MemorySanitizer follows the C form. */
#define GG_BC_ASM 1
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
    { 0x48, 0x46, 0x39, 0x0e, 0x0b, 0x05, 0x48, 0x37, 0x3c, 0x71, 0x37, 0x7a, 0x3c, 0x7a, 0x7a, 0x46, 0x48, 0x46, 0x39, 0x0e, 0x0b, 0x05, 0x48, 0x37, 0x3c, 0x71, 0x37, 0x7a, 0x3c, 0x7a, 0x7a, 0x46 }, /* 2: t_phnu */
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
    const V lr = _mm256_gf2p8mul_epi8(l, ri);                     /* c e(l r^-1) */
    const V a1 = _mm256_shuffle_epi8(t[0], lr);                   /* nu1(l r^-1) */
    const V a0 = _mm256_shuffle_epi8(t[1], l);                    /* nu0(l) ^ nu1(0) */
    const V lp = _mm256_xor_si256(a1, _mm256_and_si256(_mm256_cmpeq_epi8(r, zero), a0)); /* l' */
    /* c e(r phi(l')): phi(l') read from l r^-1 (t_phnu), 0 where r = 0 either way */
    const V q = _mm256_gf2p8mul_epi8(r, _mm256_shuffle_epi8(t[2], lr));
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

/* L's column of memory byte 15: the products' matrices (ctr_head_shared, round) */
static const uint64_t ctr_col[] __attribute__((aligned(32))) = {
    0x94bd7bf7eedd2fcaULL, 0x94bd7bf7eedd2fcaULL, 0x94bd7bf7eedd2fcaULL, 0x94bd7bf7eedd2fcaULL,
    0xee3366cc98318cf7ULL, 0xee3366cc98318cf7ULL, 0xee3366cc98318cf7ULL, 0xee3366cc98318cf7ULL,
    0x44cd9b366ddbf3a2ULL, 0x44cd9b366ddbf3a2ULL, 0x44cd9b366ddbf3a2ULL, 0x44cd9b366ddbf3a2ULL,
    0x848d1a3469d323c2ULL, 0x848d1a3469d323c2ULL, 0x848d1a3469d323c2ULL, 0x848d1a3469d323c2ULL,
    0x143c79f3e6cd8f0aULL, 0x143c79f3e6cd8f0aULL, 0x143c79f3e6cd8f0aULL, 0x143c79f3e6cd8f0aULL,
    0x0c142851a2448506ULL, 0x0c142851a2448506ULL, 0x0c142851a2448506ULL, 0x0c142851a2448506ULL,
    0xe42d5ab56bd74b72ULL, 0xe42d5ab56bd74b72ULL, 0xe42d5ab56bd74b72ULL, 0xe42d5ab56bd74b72ULL,
    0xbec284091327f05fULL, 0xbec284091327f05fULL, 0xbec284091327f05fULL, 0xbec284091327f05fULL,
    0x7d860d1b376ea13eULL, 0x7d860d1b376ea13eULL, 0x7d860d1b376ea13eULL, 0x7d860d1b376ea13eULL,
    0x99ab57ae5cb9ea4cULL, 0x99ab57ae5cb9ea4cULL, 0x99ab57ae5cb9ea4cULL, 0x99ab57ae5cb9ea4cULL,
    0x7f800103070f60bfULL, 0x7f800103070f60bfULL, 0x7f800103070f60bfULL, 0x7f800103070f60bfULL,
    0xb0d0a0408102b4d8ULL, 0xb0d0a0408102b4d8ULL, 0xb0d0a0408102b4d8ULL, 0xb0d0a0408102b4d8ULL,
    0xcb5cb973e7ce5765ULL, 0xcb5cb973e7ce5765ULL, 0xcb5cb973e7ce5765ULL, 0xcb5cb973e7ce5765ULL,
    0x769a356ad4a8263bULL, 0x769a356ad4a8263bULL, 0x769a356ad4a8263bULL, 0x769a356ad4a8263bULL,
    0xc64a952a55aa92e3ULL, 0xc64a952a55aa92e3ULL, 0xc64a952a55aa92e3ULL, 0xc64a952a55aa92e3ULL,
};

#ifdef GG_BC_ASM
static const V zero_v[1] __attribute__((aligned(32))); /* the assembly's zero operand */
#endif
#ifdef GG_BC_ASM
/* encrypt's round loop on one batch (x: its 16 vectors, k: the first repetition's round keys, n
 * repetitions, at least one): the body as straight-line assembly, registers allocated by
 * backends/_x86_asm.py (gcc spills this body's 16-vector state on its serial chains) and the
 * code checked there on the plan before it was written; every memory operand a fixed offset
 * from a base register, no branch but the loop's: constant-time as the C form. */
static __attribute__((noinline)) void encrypt_rounds(V x[16], const V *k, long n)
{
    V spill[8];
    __asm__ volatile(
        "1:\n\t"
        "vmovdqa 480(%[x]), %%ymm0\n\t"
        "vpxor 480(%[k]), %%ymm0, %%ymm0\n\t"
        "vgf2p8affineqb $0, 0(%[gm_pi]), %%ymm0, %%ymm1\n\t"
        "vgf2p8affineqb $0, 32(%[gm_pi]), %%ymm0, %%ymm0\n\t"
        "vgf2p8affineinvqb $0, 64(%[gm_pi]), %%ymm1, %%ymm2\n\t"
        "vgf2p8mulb %%ymm2, %%ymm0, %%ymm2\n\t"
        "vmovdqa 0(%[gt_pi]), %%ymm3\n\t"
        "vpshufb %%ymm2, %%ymm3, %%ymm4\n\t"
        "vmovdqa 32(%[gt_pi]), %%ymm5\n\t"
        "vpshufb %%ymm0, %%ymm5, %%ymm0\n\t"
        "vpcmpeqb 0(%[zero_v]), %%ymm1, %%ymm6\n\t"
        "vpand %%ymm0, %%ymm6, %%ymm0\n\t"
        "vpxor %%ymm0, %%ymm4, %%ymm0\n\t"
        "vmovdqa 64(%[gt_pi]), %%ymm4\n\t"
        "vpshufb %%ymm2, %%ymm4, %%ymm2\n\t"
        "vgf2p8mulb %%ymm2, %%ymm1, %%ymm1\n\t"
        "vmovdqa 96(%[gt_pi]), %%ymm2\n\t"
        "vpshufb %%ymm1, %%ymm2, %%ymm1\n\t"
        "vmovdqa 128(%[gt_pi]), %%ymm6\n\t"
        "vpshufb %%ymm0, %%ymm6, %%ymm0\n\t"
        "vpxor %%ymm0, %%ymm1, %%ymm0\n\t"
        "vmovdqa 448(%[x]), %%ymm1\n\t"
        "vpxor 448(%[k]), %%ymm1, %%ymm1\n\t"
        "vgf2p8affineqb $0, 0(%[gm_pi]), %%ymm1, %%ymm7\n\t"
        "vgf2p8affineqb $0, 32(%[gm_pi]), %%ymm1, %%ymm1\n\t"
        "vgf2p8affineinvqb $0, 64(%[gm_pi]), %%ymm7, %%ymm8\n\t"
        "vgf2p8mulb %%ymm8, %%ymm1, %%ymm8\n\t"
        "vpshufb %%ymm8, %%ymm3, %%ymm9\n\t"
        "vpshufb %%ymm1, %%ymm5, %%ymm1\n\t"
        "vpcmpeqb 0(%[zero_v]), %%ymm7, %%ymm10\n\t"
        "vpand %%ymm1, %%ymm10, %%ymm1\n\t"
        "vpxor %%ymm1, %%ymm9, %%ymm1\n\t"
        "vpshufb %%ymm8, %%ymm4, %%ymm8\n\t"
        "vgf2p8mulb %%ymm8, %%ymm7, %%ymm7\n\t"
        "vpshufb %%ymm7, %%ymm2, %%ymm7\n\t"
        "vpshufb %%ymm1, %%ymm6, %%ymm1\n\t"
        "vpxor %%ymm1, %%ymm7, %%ymm1\n\t"
        "vmovdqa 416(%[x]), %%ymm7\n\t"
        "vpxor 416(%[k]), %%ymm7, %%ymm7\n\t"
        "vgf2p8affineqb $0, 0(%[gm_pi]), %%ymm7, %%ymm8\n\t"
        "vgf2p8affineqb $0, 32(%[gm_pi]), %%ymm7, %%ymm7\n\t"
        "vgf2p8affineinvqb $0, 64(%[gm_pi]), %%ymm8, %%ymm9\n\t"
        "vgf2p8mulb %%ymm9, %%ymm7, %%ymm9\n\t"
        "vpshufb %%ymm9, %%ymm3, %%ymm10\n\t"
        "vpshufb %%ymm7, %%ymm5, %%ymm7\n\t"
        "vpcmpeqb 0(%[zero_v]), %%ymm8, %%ymm11\n\t"
        "vpand %%ymm7, %%ymm11, %%ymm7\n\t"
        "vpxor %%ymm7, %%ymm10, %%ymm7\n\t"
        "vpshufb %%ymm9, %%ymm4, %%ymm9\n\t"
        "vgf2p8mulb %%ymm9, %%ymm8, %%ymm8\n\t"
        "vpshufb %%ymm8, %%ymm2, %%ymm8\n\t"
        "vpshufb %%ymm7, %%ymm6, %%ymm7\n\t"
        "vpxor %%ymm7, %%ymm8, %%ymm7\n\t"
        "vmovdqa 384(%[x]), %%ymm8\n\t"
        "vpxor 384(%[k]), %%ymm8, %%ymm8\n\t"
        "vgf2p8affineqb $0, 0(%[gm_pi]), %%ymm8, %%ymm9\n\t"
        "vgf2p8affineqb $0, 32(%[gm_pi]), %%ymm8, %%ymm8\n\t"
        "vgf2p8affineinvqb $0, 64(%[gm_pi]), %%ymm9, %%ymm10\n\t"
        "vgf2p8mulb %%ymm10, %%ymm8, %%ymm10\n\t"
        "vpshufb %%ymm10, %%ymm3, %%ymm11\n\t"
        "vpshufb %%ymm8, %%ymm5, %%ymm8\n\t"
        "vpcmpeqb 0(%[zero_v]), %%ymm9, %%ymm12\n\t"
        "vpand %%ymm8, %%ymm12, %%ymm8\n\t"
        "vpxor %%ymm8, %%ymm11, %%ymm8\n\t"
        "vpshufb %%ymm10, %%ymm4, %%ymm10\n\t"
        "vgf2p8mulb %%ymm10, %%ymm9, %%ymm9\n\t"
        "vpshufb %%ymm9, %%ymm2, %%ymm9\n\t"
        "vpshufb %%ymm8, %%ymm6, %%ymm8\n\t"
        "vpxor %%ymm8, %%ymm9, %%ymm8\n\t"
        "vmovdqa 352(%[x]), %%ymm9\n\t"
        "vpxor 352(%[k]), %%ymm9, %%ymm9\n\t"
        "vgf2p8affineqb $0, 0(%[gm_pi]), %%ymm9, %%ymm10\n\t"
        "vgf2p8affineqb $0, 32(%[gm_pi]), %%ymm9, %%ymm9\n\t"
        "vgf2p8affineinvqb $0, 64(%[gm_pi]), %%ymm10, %%ymm11\n\t"
        "vgf2p8mulb %%ymm11, %%ymm9, %%ymm11\n\t"
        "vpshufb %%ymm11, %%ymm3, %%ymm12\n\t"
        "vpshufb %%ymm9, %%ymm5, %%ymm9\n\t"
        "vpcmpeqb 0(%[zero_v]), %%ymm10, %%ymm13\n\t"
        "vpand %%ymm9, %%ymm13, %%ymm9\n\t"
        "vpxor %%ymm9, %%ymm12, %%ymm9\n\t"
        "vpshufb %%ymm11, %%ymm4, %%ymm11\n\t"
        "vgf2p8mulb %%ymm11, %%ymm10, %%ymm10\n\t"
        "vpshufb %%ymm10, %%ymm2, %%ymm10\n\t"
        "vpshufb %%ymm9, %%ymm6, %%ymm9\n\t"
        "vpxor %%ymm9, %%ymm10, %%ymm9\n\t"
        "vmovdqa 320(%[x]), %%ymm10\n\t"
        "vpxor 320(%[k]), %%ymm10, %%ymm10\n\t"
        "vgf2p8affineqb $0, 0(%[gm_pi]), %%ymm10, %%ymm11\n\t"
        "vgf2p8affineqb $0, 32(%[gm_pi]), %%ymm10, %%ymm10\n\t"
        "vgf2p8affineinvqb $0, 64(%[gm_pi]), %%ymm11, %%ymm12\n\t"
        "vgf2p8mulb %%ymm12, %%ymm10, %%ymm12\n\t"
        "vpshufb %%ymm12, %%ymm3, %%ymm13\n\t"
        "vpshufb %%ymm10, %%ymm5, %%ymm10\n\t"
        "vpcmpeqb 0(%[zero_v]), %%ymm11, %%ymm14\n\t"
        "vpand %%ymm10, %%ymm14, %%ymm10\n\t"
        "vpxor %%ymm10, %%ymm13, %%ymm10\n\t"
        "vpshufb %%ymm12, %%ymm4, %%ymm12\n\t"
        "vgf2p8mulb %%ymm12, %%ymm11, %%ymm11\n\t"
        "vpshufb %%ymm11, %%ymm2, %%ymm11\n\t"
        "vpshufb %%ymm10, %%ymm6, %%ymm10\n\t"
        "vpxor %%ymm10, %%ymm11, %%ymm10\n\t"
        "vmovdqa 288(%[x]), %%ymm11\n\t"
        "vpxor 288(%[k]), %%ymm11, %%ymm11\n\t"
        "vgf2p8affineqb $0, 0(%[gm_pi]), %%ymm11, %%ymm12\n\t"
        "vgf2p8affineqb $0, 32(%[gm_pi]), %%ymm11, %%ymm11\n\t"
        "vgf2p8affineinvqb $0, 64(%[gm_pi]), %%ymm12, %%ymm13\n\t"
        "vgf2p8mulb %%ymm13, %%ymm11, %%ymm13\n\t"
        "vpshufb %%ymm13, %%ymm3, %%ymm14\n\t"
        "vpshufb %%ymm11, %%ymm5, %%ymm11\n\t"
        "vpcmpeqb 0(%[zero_v]), %%ymm12, %%ymm15\n\t"
        "vpand %%ymm11, %%ymm15, %%ymm11\n\t"
        "vpxor %%ymm11, %%ymm14, %%ymm11\n\t"
        "vpshufb %%ymm13, %%ymm4, %%ymm13\n\t"
        "vgf2p8mulb %%ymm13, %%ymm12, %%ymm12\n\t"
        "vpshufb %%ymm12, %%ymm2, %%ymm12\n\t"
        "vpshufb %%ymm11, %%ymm6, %%ymm11\n\t"
        "vpxor %%ymm11, %%ymm12, %%ymm11\n\t"
        "vmovdqa 256(%[x]), %%ymm12\n\t"
        "vpxor 256(%[k]), %%ymm12, %%ymm12\n\t"
        "vgf2p8affineqb $0, 0(%[gm_pi]), %%ymm12, %%ymm13\n\t"
        "vgf2p8affineqb $0, 32(%[gm_pi]), %%ymm12, %%ymm12\n\t"
        "vgf2p8affineinvqb $0, 64(%[gm_pi]), %%ymm13, %%ymm14\n\t"
        "vgf2p8mulb %%ymm14, %%ymm12, %%ymm14\n\t"
        "vpshufb %%ymm14, %%ymm3, %%ymm15\n\t"
        "vpshufb %%ymm12, %%ymm5, %%ymm12\n\t"
        "vmovdqa %%ymm1, 0(%[t])\n\t"
        "vpcmpeqb 0(%[zero_v]), %%ymm13, %%ymm1\n\t"
        "vpand %%ymm12, %%ymm1, %%ymm1\n\t"
        "vpxor %%ymm1, %%ymm15, %%ymm1\n\t"
        "vpshufb %%ymm14, %%ymm4, %%ymm12\n\t"
        "vgf2p8mulb %%ymm12, %%ymm13, %%ymm12\n\t"
        "vpshufb %%ymm12, %%ymm2, %%ymm12\n\t"
        "vpshufb %%ymm1, %%ymm6, %%ymm1\n\t"
        "vpxor %%ymm1, %%ymm12, %%ymm1\n\t"
        "vmovdqa 224(%[x]), %%ymm12\n\t"
        "vpxor 224(%[k]), %%ymm12, %%ymm12\n\t"
        "vgf2p8affineqb $0, 0(%[gm_pi]), %%ymm12, %%ymm13\n\t"
        "vgf2p8affineqb $0, 32(%[gm_pi]), %%ymm12, %%ymm12\n\t"
        "vgf2p8affineinvqb $0, 64(%[gm_pi]), %%ymm13, %%ymm14\n\t"
        "vgf2p8mulb %%ymm14, %%ymm12, %%ymm14\n\t"
        "vpshufb %%ymm14, %%ymm3, %%ymm15\n\t"
        "vpshufb %%ymm12, %%ymm5, %%ymm12\n\t"
        "vmovdqa %%ymm7, 32(%[t])\n\t"
        "vpcmpeqb 0(%[zero_v]), %%ymm13, %%ymm7\n\t"
        "vpand %%ymm12, %%ymm7, %%ymm7\n\t"
        "vpxor %%ymm7, %%ymm15, %%ymm7\n\t"
        "vpshufb %%ymm14, %%ymm4, %%ymm12\n\t"
        "vgf2p8mulb %%ymm12, %%ymm13, %%ymm12\n\t"
        "vpshufb %%ymm12, %%ymm2, %%ymm12\n\t"
        "vpshufb %%ymm7, %%ymm6, %%ymm7\n\t"
        "vpxor %%ymm7, %%ymm12, %%ymm7\n\t"
        "vmovdqa 192(%[x]), %%ymm12\n\t"
        "vpxor 192(%[k]), %%ymm12, %%ymm12\n\t"
        "vgf2p8affineqb $0, 0(%[gm_pi]), %%ymm12, %%ymm13\n\t"
        "vgf2p8affineqb $0, 32(%[gm_pi]), %%ymm12, %%ymm12\n\t"
        "vgf2p8affineinvqb $0, 64(%[gm_pi]), %%ymm13, %%ymm14\n\t"
        "vgf2p8mulb %%ymm14, %%ymm12, %%ymm14\n\t"
        "vpshufb %%ymm14, %%ymm3, %%ymm15\n\t"
        "vpshufb %%ymm12, %%ymm5, %%ymm12\n\t"
        "vmovdqa %%ymm8, 64(%[t])\n\t"
        "vpcmpeqb 0(%[zero_v]), %%ymm13, %%ymm8\n\t"
        "vpand %%ymm12, %%ymm8, %%ymm8\n\t"
        "vpxor %%ymm8, %%ymm15, %%ymm8\n\t"
        "vpshufb %%ymm14, %%ymm4, %%ymm12\n\t"
        "vgf2p8mulb %%ymm12, %%ymm13, %%ymm12\n\t"
        "vpshufb %%ymm12, %%ymm2, %%ymm12\n\t"
        "vpshufb %%ymm8, %%ymm6, %%ymm8\n\t"
        "vpxor %%ymm8, %%ymm12, %%ymm8\n\t"
        "vmovdqa 160(%[x]), %%ymm12\n\t"
        "vpxor 160(%[k]), %%ymm12, %%ymm12\n\t"
        "vgf2p8affineqb $0, 0(%[gm_pi]), %%ymm12, %%ymm13\n\t"
        "vgf2p8affineqb $0, 32(%[gm_pi]), %%ymm12, %%ymm12\n\t"
        "vgf2p8affineinvqb $0, 64(%[gm_pi]), %%ymm13, %%ymm14\n\t"
        "vgf2p8mulb %%ymm14, %%ymm12, %%ymm14\n\t"
        "vpshufb %%ymm14, %%ymm3, %%ymm15\n\t"
        "vpshufb %%ymm12, %%ymm5, %%ymm12\n\t"
        "vmovdqa %%ymm9, 96(%[t])\n\t"
        "vpcmpeqb 0(%[zero_v]), %%ymm13, %%ymm9\n\t"
        "vpand %%ymm12, %%ymm9, %%ymm9\n\t"
        "vpxor %%ymm9, %%ymm15, %%ymm9\n\t"
        "vpshufb %%ymm14, %%ymm4, %%ymm12\n\t"
        "vgf2p8mulb %%ymm12, %%ymm13, %%ymm12\n\t"
        "vpshufb %%ymm12, %%ymm2, %%ymm12\n\t"
        "vpshufb %%ymm9, %%ymm6, %%ymm9\n\t"
        "vpxor %%ymm9, %%ymm12, %%ymm9\n\t"
        "vmovdqa 128(%[x]), %%ymm12\n\t"
        "vpxor 128(%[k]), %%ymm12, %%ymm12\n\t"
        "vgf2p8affineqb $0, 0(%[gm_pi]), %%ymm12, %%ymm13\n\t"
        "vgf2p8affineqb $0, 32(%[gm_pi]), %%ymm12, %%ymm12\n\t"
        "vgf2p8affineinvqb $0, 64(%[gm_pi]), %%ymm13, %%ymm14\n\t"
        "vgf2p8mulb %%ymm14, %%ymm12, %%ymm14\n\t"
        "vpshufb %%ymm14, %%ymm3, %%ymm15\n\t"
        "vpshufb %%ymm12, %%ymm5, %%ymm12\n\t"
        "vmovdqa %%ymm10, 128(%[t])\n\t"
        "vpcmpeqb 0(%[zero_v]), %%ymm13, %%ymm10\n\t"
        "vpand %%ymm12, %%ymm10, %%ymm10\n\t"
        "vpxor %%ymm10, %%ymm15, %%ymm10\n\t"
        "vpshufb %%ymm14, %%ymm4, %%ymm12\n\t"
        "vgf2p8mulb %%ymm12, %%ymm13, %%ymm12\n\t"
        "vpshufb %%ymm12, %%ymm2, %%ymm12\n\t"
        "vpshufb %%ymm10, %%ymm6, %%ymm10\n\t"
        "vpxor %%ymm10, %%ymm12, %%ymm10\n\t"
        "vmovdqa 96(%[x]), %%ymm12\n\t"
        "vpxor 96(%[k]), %%ymm12, %%ymm12\n\t"
        "vgf2p8affineqb $0, 0(%[gm_pi]), %%ymm12, %%ymm13\n\t"
        "vgf2p8affineqb $0, 32(%[gm_pi]), %%ymm12, %%ymm12\n\t"
        "vgf2p8affineinvqb $0, 64(%[gm_pi]), %%ymm13, %%ymm14\n\t"
        "vgf2p8mulb %%ymm14, %%ymm12, %%ymm14\n\t"
        "vpshufb %%ymm14, %%ymm3, %%ymm15\n\t"
        "vpshufb %%ymm12, %%ymm5, %%ymm12\n\t"
        "vmovdqa %%ymm10, 160(%[t])\n\t"
        "vpcmpeqb 0(%[zero_v]), %%ymm13, %%ymm10\n\t"
        "vpand %%ymm12, %%ymm10, %%ymm10\n\t"
        "vpxor %%ymm10, %%ymm15, %%ymm10\n\t"
        "vpshufb %%ymm14, %%ymm4, %%ymm12\n\t"
        "vgf2p8mulb %%ymm12, %%ymm13, %%ymm12\n\t"
        "vpshufb %%ymm12, %%ymm2, %%ymm12\n\t"
        "vpshufb %%ymm10, %%ymm6, %%ymm10\n\t"
        "vpxor %%ymm10, %%ymm12, %%ymm10\n\t"
        "vmovdqa 64(%[x]), %%ymm12\n\t"
        "vpxor 64(%[k]), %%ymm12, %%ymm12\n\t"
        "vgf2p8affineqb $0, 0(%[gm_pi]), %%ymm12, %%ymm13\n\t"
        "vgf2p8affineqb $0, 32(%[gm_pi]), %%ymm12, %%ymm12\n\t"
        "vgf2p8affineinvqb $0, 64(%[gm_pi]), %%ymm13, %%ymm14\n\t"
        "vgf2p8mulb %%ymm14, %%ymm12, %%ymm14\n\t"
        "vpshufb %%ymm14, %%ymm3, %%ymm15\n\t"
        "vpshufb %%ymm12, %%ymm5, %%ymm12\n\t"
        "vmovdqa %%ymm10, 192(%[t])\n\t"
        "vpcmpeqb 0(%[zero_v]), %%ymm13, %%ymm10\n\t"
        "vpand %%ymm12, %%ymm10, %%ymm10\n\t"
        "vpxor %%ymm10, %%ymm15, %%ymm10\n\t"
        "vpshufb %%ymm14, %%ymm4, %%ymm12\n\t"
        "vgf2p8mulb %%ymm12, %%ymm13, %%ymm12\n\t"
        "vpshufb %%ymm12, %%ymm2, %%ymm12\n\t"
        "vpshufb %%ymm10, %%ymm6, %%ymm10\n\t"
        "vpxor %%ymm10, %%ymm12, %%ymm10\n\t"
        "vmovdqa 32(%[x]), %%ymm12\n\t"
        "vpxor 32(%[k]), %%ymm12, %%ymm12\n\t"
        "vgf2p8affineqb $0, 0(%[gm_pi]), %%ymm12, %%ymm13\n\t"
        "vgf2p8affineqb $0, 32(%[gm_pi]), %%ymm12, %%ymm12\n\t"
        "vgf2p8affineinvqb $0, 64(%[gm_pi]), %%ymm13, %%ymm14\n\t"
        "vgf2p8mulb %%ymm14, %%ymm12, %%ymm14\n\t"
        "vpshufb %%ymm14, %%ymm3, %%ymm15\n\t"
        "vpshufb %%ymm12, %%ymm5, %%ymm12\n\t"
        "vmovdqa %%ymm10, 224(%[t])\n\t"
        "vpcmpeqb 0(%[zero_v]), %%ymm13, %%ymm10\n\t"
        "vpand %%ymm12, %%ymm10, %%ymm10\n\t"
        "vpxor %%ymm10, %%ymm15, %%ymm10\n\t"
        "vpshufb %%ymm14, %%ymm4, %%ymm12\n\t"
        "vgf2p8mulb %%ymm12, %%ymm13, %%ymm12\n\t"
        "vpshufb %%ymm12, %%ymm2, %%ymm12\n\t"
        "vpshufb %%ymm10, %%ymm6, %%ymm10\n\t"
        "vpxor %%ymm10, %%ymm12, %%ymm10\n\t"
        "vmovdqa 0(%[x]), %%ymm12\n\t"
        "vpxor 0(%[k]), %%ymm12, %%ymm12\n\t"
        "vgf2p8affineqb $0, 0(%[gm_pi]), %%ymm12, %%ymm13\n\t"
        "vgf2p8affineqb $0, 32(%[gm_pi]), %%ymm12, %%ymm12\n\t"
        "vgf2p8affineinvqb $0, 64(%[gm_pi]), %%ymm13, %%ymm14\n\t"
        "vgf2p8mulb %%ymm14, %%ymm12, %%ymm14\n\t"
        "vpshufb %%ymm14, %%ymm3, %%ymm3\n\t"
        "vpshufb %%ymm12, %%ymm5, %%ymm5\n\t"
        "vpcmpeqb 0(%[zero_v]), %%ymm13, %%ymm12\n\t"
        "vpand %%ymm5, %%ymm12, %%ymm5\n\t"
        "vpxor %%ymm5, %%ymm3, %%ymm3\n\t"
        "vpshufb %%ymm14, %%ymm4, %%ymm4\n\t"
        "vgf2p8mulb %%ymm4, %%ymm13, %%ymm4\n\t"
        "vpshufb %%ymm4, %%ymm2, %%ymm2\n\t"
        "vpshufb %%ymm3, %%ymm6, %%ymm3\n\t"
        "vpxor %%ymm3, %%ymm2, %%ymm2\n\t"
        "vpxor %%ymm1, %%ymm0, %%ymm0\n\t"
        "vgf2p8affineqb $0, 192(%[mat_L]), %%ymm7, %%ymm3\n\t"
        "vpxor %%ymm3, %%ymm0, %%ymm0\n\t"
        "vpxor %%ymm0, %%ymm8, %%ymm0\n\t"
        "vpxor %%ymm9, %%ymm11, %%ymm3\n\t"
        "vgf2p8affineqb $0, 128(%[mat_L]), %%ymm3, %%ymm3\n\t"
        "vpxor %%ymm3, %%ymm0, %%ymm0\n\t"
        "vmovdqa 128(%[t]), %%ymm3\n\t"
        "vpxor 160(%[t]), %%ymm3, %%ymm4\n\t"
        "vgf2p8affineqb $0, 160(%[mat_L]), %%ymm4, %%ymm4\n\t"
        "vpxor %%ymm4, %%ymm0, %%ymm0\n\t"
        "vmovdqa 96(%[t]), %%ymm4\n\t"
        "vpxor 192(%[t]), %%ymm4, %%ymm5\n\t"
        "vgf2p8affineqb $0, 0(%[mat_L]), %%ymm5, %%ymm5\n\t"
        "vpxor %%ymm5, %%ymm0, %%ymm0\n\t"
        "vmovdqa 64(%[t]), %%ymm5\n\t"
        "vpxor 224(%[t]), %%ymm5, %%ymm6\n\t"
        "vgf2p8affineqb $0, 64(%[mat_L]), %%ymm6, %%ymm6\n\t"
        "vpxor %%ymm6, %%ymm0, %%ymm0\n\t"
        "vpxor 32(%[t]), %%ymm10, %%ymm6\n\t"
        "vgf2p8affineqb $0, 32(%[mat_L]), %%ymm6, %%ymm6\n\t"
        "vpxor %%ymm6, %%ymm0, %%ymm0\n\t"
        "vmovdqa 0(%[t]), %%ymm6\n\t"
        "vpxor %%ymm6, %%ymm2, %%ymm12\n\t"
        "vgf2p8affineqb $0, 96(%[mat_L]), %%ymm12, %%ymm12\n\t"
        "vpxor %%ymm12, %%ymm0, %%ymm0\n\t"
        "vpxor %%ymm7, %%ymm6, %%ymm6\n\t"
        "vgf2p8affineqb $0, 192(%[mat_L]), %%ymm8, %%ymm12\n\t"
        "vpxor %%ymm12, %%ymm6, %%ymm6\n\t"
        "vpxor %%ymm6, %%ymm9, %%ymm6\n\t"
        "vpxor 160(%[t]), %%ymm1, %%ymm12\n\t"
        "vgf2p8affineqb $0, 128(%[mat_L]), %%ymm12, %%ymm12\n\t"
        "vpxor %%ymm12, %%ymm6, %%ymm6\n\t"
        "vpxor 192(%[t]), %%ymm11, %%ymm12\n\t"
        "vgf2p8affineqb $0, 160(%[mat_L]), %%ymm12, %%ymm12\n\t"
        "vpxor %%ymm12, %%ymm6, %%ymm6\n\t"
        "vpxor 224(%[t]), %%ymm3, %%ymm12\n\t"
        "vgf2p8affineqb $0, 0(%[mat_L]), %%ymm12, %%ymm12\n\t"
        "vpxor %%ymm12, %%ymm6, %%ymm6\n\t"
        "vpxor %%ymm10, %%ymm4, %%ymm12\n\t"
        "vgf2p8affineqb $0, 64(%[mat_L]), %%ymm12, %%ymm12\n\t"
        "vpxor %%ymm12, %%ymm6, %%ymm6\n\t"
        "vpxor %%ymm2, %%ymm5, %%ymm12\n\t"
        "vgf2p8affineqb $0, 32(%[mat_L]), %%ymm12, %%ymm12\n\t"
        "vpxor %%ymm12, %%ymm6, %%ymm6\n\t"
        "vmovdqa 32(%[t]), %%ymm12\n\t"
        "vpxor %%ymm12, %%ymm0, %%ymm13\n\t"
        "vgf2p8affineqb $0, 96(%[mat_L]), %%ymm13, %%ymm13\n\t"
        "vpxor %%ymm13, %%ymm6, %%ymm6\n\t"
        "vpxor %%ymm8, %%ymm12, %%ymm12\n\t"
        "vgf2p8affineqb $0, 192(%[mat_L]), %%ymm9, %%ymm13\n\t"
        "vpxor %%ymm13, %%ymm12, %%ymm12\n\t"
        "vpxor 160(%[t]), %%ymm12, %%ymm12\n\t"
        "vpxor 192(%[t]), %%ymm7, %%ymm13\n\t"
        "vgf2p8affineqb $0, 128(%[mat_L]), %%ymm13, %%ymm13\n\t"
        "vpxor %%ymm13, %%ymm12, %%ymm12\n\t"
        "vpxor 224(%[t]), %%ymm1, %%ymm13\n\t"
        "vgf2p8affineqb $0, 160(%[mat_L]), %%ymm13, %%ymm13\n\t"
        "vpxor %%ymm13, %%ymm12, %%ymm12\n\t"
        "vpxor %%ymm10, %%ymm11, %%ymm13\n\t"
        "vgf2p8affineqb $0, 0(%[mat_L]), %%ymm13, %%ymm13\n\t"
        "vpxor %%ymm13, %%ymm12, %%ymm12\n\t"
        "vpxor %%ymm2, %%ymm3, %%ymm13\n\t"
        "vgf2p8affineqb $0, 64(%[mat_L]), %%ymm13, %%ymm13\n\t"
        "vpxor %%ymm13, %%ymm12, %%ymm12\n\t"
        "vpxor %%ymm0, %%ymm4, %%ymm13\n\t"
        "vgf2p8affineqb $0, 32(%[mat_L]), %%ymm13, %%ymm13\n\t"
        "vpxor %%ymm13, %%ymm12, %%ymm12\n\t"
        "vpxor %%ymm6, %%ymm5, %%ymm13\n\t"
        "vgf2p8affineqb $0, 96(%[mat_L]), %%ymm13, %%ymm13\n\t"
        "vpxor %%ymm13, %%ymm12, %%ymm12\n\t"
        "vpxor %%ymm9, %%ymm5, %%ymm5\n\t"
        "vmovdqa 160(%[t]), %%ymm13\n\t"
        "vgf2p8affineqb $0, 192(%[mat_L]), %%ymm13, %%ymm14\n\t"
        "vpxor %%ymm14, %%ymm5, %%ymm5\n\t"
        "vpxor 192(%[t]), %%ymm5, %%ymm5\n\t"
        "vpxor 224(%[t]), %%ymm8, %%ymm14\n\t"
        "vgf2p8affineqb $0, 128(%[mat_L]), %%ymm14, %%ymm14\n\t"
        "vpxor %%ymm14, %%ymm5, %%ymm5\n\t"
        "vpxor %%ymm10, %%ymm7, %%ymm14\n\t"
        "vgf2p8affineqb $0, 160(%[mat_L]), %%ymm14, %%ymm14\n\t"
        "vpxor %%ymm14, %%ymm5, %%ymm5\n\t"
        "vpxor %%ymm2, %%ymm1, %%ymm14\n\t"
        "vgf2p8affineqb $0, 0(%[mat_L]), %%ymm14, %%ymm14\n\t"
        "vpxor %%ymm14, %%ymm5, %%ymm5\n\t"
        "vpxor %%ymm0, %%ymm11, %%ymm14\n\t"
        "vgf2p8affineqb $0, 64(%[mat_L]), %%ymm14, %%ymm14\n\t"
        "vpxor %%ymm14, %%ymm5, %%ymm5\n\t"
        "vpxor %%ymm6, %%ymm3, %%ymm14\n\t"
        "vgf2p8affineqb $0, 32(%[mat_L]), %%ymm14, %%ymm14\n\t"
        "vpxor %%ymm14, %%ymm5, %%ymm5\n\t"
        "vpxor %%ymm12, %%ymm4, %%ymm14\n\t"
        "vgf2p8affineqb $0, 96(%[mat_L]), %%ymm14, %%ymm14\n\t"
        "vpxor %%ymm14, %%ymm5, %%ymm5\n\t"
        "vpxor %%ymm13, %%ymm4, %%ymm4\n\t"
        "vmovdqa 192(%[t]), %%ymm14\n\t"
        "vgf2p8affineqb $0, 192(%[mat_L]), %%ymm14, %%ymm15\n\t"
        "vpxor %%ymm15, %%ymm4, %%ymm4\n\t"
        "vpxor 224(%[t]), %%ymm4, %%ymm4\n\t"
        "vpxor %%ymm10, %%ymm9, %%ymm15\n\t"
        "vgf2p8affineqb $0, 128(%[mat_L]), %%ymm15, %%ymm15\n\t"
        "vpxor %%ymm15, %%ymm4, %%ymm4\n\t"
        "vpxor %%ymm2, %%ymm8, %%ymm15\n\t"
        "vgf2p8affineqb $0, 160(%[mat_L]), %%ymm15, %%ymm15\n\t"
        "vpxor %%ymm15, %%ymm4, %%ymm4\n\t"
        "vpxor %%ymm0, %%ymm7, %%ymm15\n\t"
        "vgf2p8affineqb $0, 0(%[mat_L]), %%ymm15, %%ymm15\n\t"
        "vpxor %%ymm15, %%ymm4, %%ymm4\n\t"
        "vpxor %%ymm6, %%ymm1, %%ymm15\n\t"
        "vgf2p8affineqb $0, 64(%[mat_L]), %%ymm15, %%ymm15\n\t"
        "vpxor %%ymm15, %%ymm4, %%ymm4\n\t"
        "vpxor %%ymm12, %%ymm11, %%ymm15\n\t"
        "vgf2p8affineqb $0, 32(%[mat_L]), %%ymm15, %%ymm15\n\t"
        "vpxor %%ymm15, %%ymm4, %%ymm4\n\t"
        "vpxor %%ymm5, %%ymm3, %%ymm15\n\t"
        "vgf2p8affineqb $0, 96(%[mat_L]), %%ymm15, %%ymm15\n\t"
        "vpxor %%ymm15, %%ymm4, %%ymm4\n\t"
        "vpxor %%ymm14, %%ymm3, %%ymm3\n\t"
        "vmovdqa 224(%[t]), %%ymm15\n\t"
        "vgf2p8affineqb $0, 192(%[mat_L]), %%ymm15, %%ymm14\n\t"
        "vpxor %%ymm14, %%ymm3, %%ymm3\n\t"
        "vpxor %%ymm3, %%ymm10, %%ymm3\n\t"
        "vpxor %%ymm2, %%ymm13, %%ymm14\n\t"
        "vgf2p8affineqb $0, 128(%[mat_L]), %%ymm14, %%ymm14\n\t"
        "vpxor %%ymm14, %%ymm3, %%ymm3\n\t"
        "vpxor %%ymm0, %%ymm9, %%ymm14\n\t"
        "vgf2p8affineqb $0, 160(%[mat_L]), %%ymm14, %%ymm14\n\t"
        "vpxor %%ymm14, %%ymm3, %%ymm3\n\t"
        "vpxor %%ymm6, %%ymm8, %%ymm14\n\t"
        "vgf2p8affineqb $0, 0(%[mat_L]), %%ymm14, %%ymm14\n\t"
        "vpxor %%ymm14, %%ymm3, %%ymm3\n\t"
        "vpxor %%ymm12, %%ymm7, %%ymm14\n\t"
        "vgf2p8affineqb $0, 64(%[mat_L]), %%ymm14, %%ymm14\n\t"
        "vpxor %%ymm14, %%ymm3, %%ymm3\n\t"
        "vpxor %%ymm5, %%ymm1, %%ymm14\n\t"
        "vgf2p8affineqb $0, 32(%[mat_L]), %%ymm14, %%ymm14\n\t"
        "vpxor %%ymm14, %%ymm3, %%ymm3\n\t"
        "vpxor %%ymm4, %%ymm11, %%ymm14\n\t"
        "vgf2p8affineqb $0, 96(%[mat_L]), %%ymm14, %%ymm14\n\t"
        "vpxor %%ymm14, %%ymm3, %%ymm3\n\t"
        "vpxor %%ymm15, %%ymm11, %%ymm11\n\t"
        "vgf2p8affineqb $0, 192(%[mat_L]), %%ymm10, %%ymm14\n\t"
        "vpxor %%ymm14, %%ymm11, %%ymm11\n\t"
        "vpxor %%ymm11, %%ymm2, %%ymm11\n\t"
        "vpxor 192(%[t]), %%ymm0, %%ymm14\n\t"
        "vgf2p8affineqb $0, 128(%[mat_L]), %%ymm14, %%ymm14\n\t"
        "vpxor %%ymm14, %%ymm11, %%ymm11\n\t"
        "vpxor %%ymm6, %%ymm13, %%ymm14\n\t"
        "vgf2p8affineqb $0, 160(%[mat_L]), %%ymm14, %%ymm14\n\t"
        "vpxor %%ymm14, %%ymm11, %%ymm11\n\t"
        "vpxor %%ymm12, %%ymm9, %%ymm14\n\t"
        "vgf2p8affineqb $0, 0(%[mat_L]), %%ymm14, %%ymm14\n\t"
        "vpxor %%ymm14, %%ymm11, %%ymm11\n\t"
        "vpxor %%ymm5, %%ymm8, %%ymm14\n\t"
        "vgf2p8affineqb $0, 64(%[mat_L]), %%ymm14, %%ymm14\n\t"
        "vpxor %%ymm14, %%ymm11, %%ymm11\n\t"
        "vpxor %%ymm4, %%ymm7, %%ymm14\n\t"
        "vgf2p8affineqb $0, 32(%[mat_L]), %%ymm14, %%ymm14\n\t"
        "vpxor %%ymm14, %%ymm11, %%ymm11\n\t"
        "vpxor %%ymm3, %%ymm1, %%ymm14\n\t"
        "vgf2p8affineqb $0, 96(%[mat_L]), %%ymm14, %%ymm14\n\t"
        "vpxor %%ymm14, %%ymm11, %%ymm11\n\t"
        "vpxor %%ymm10, %%ymm1, %%ymm1\n\t"
        "vgf2p8affineqb $0, 192(%[mat_L]), %%ymm2, %%ymm14\n\t"
        "vpxor %%ymm14, %%ymm1, %%ymm1\n\t"
        "vpxor %%ymm1, %%ymm0, %%ymm1\n\t"
        "vpxor %%ymm6, %%ymm15, %%ymm14\n\t"
        "vgf2p8affineqb $0, 128(%[mat_L]), %%ymm14, %%ymm14\n\t"
        "vpxor %%ymm14, %%ymm1, %%ymm1\n\t"
        "vpxor 192(%[t]), %%ymm12, %%ymm14\n\t"
        "vgf2p8affineqb $0, 160(%[mat_L]), %%ymm14, %%ymm14\n\t"
        "vpxor %%ymm14, %%ymm1, %%ymm1\n\t"
        "vpxor %%ymm5, %%ymm13, %%ymm14\n\t"
        "vgf2p8affineqb $0, 0(%[mat_L]), %%ymm14, %%ymm14\n\t"
        "vpxor %%ymm14, %%ymm1, %%ymm1\n\t"
        "vpxor %%ymm4, %%ymm9, %%ymm14\n\t"
        "vgf2p8affineqb $0, 64(%[mat_L]), %%ymm14, %%ymm14\n\t"
        "vpxor %%ymm14, %%ymm1, %%ymm1\n\t"
        "vpxor %%ymm3, %%ymm8, %%ymm14\n\t"
        "vgf2p8affineqb $0, 32(%[mat_L]), %%ymm14, %%ymm14\n\t"
        "vpxor %%ymm14, %%ymm1, %%ymm1\n\t"
        "vpxor %%ymm11, %%ymm7, %%ymm14\n\t"
        "vgf2p8affineqb $0, 96(%[mat_L]), %%ymm14, %%ymm14\n\t"
        "vpxor %%ymm14, %%ymm1, %%ymm1\n\t"
        "vpxor %%ymm2, %%ymm7, %%ymm7\n\t"
        "vgf2p8affineqb $0, 192(%[mat_L]), %%ymm0, %%ymm14\n\t"
        "vpxor %%ymm14, %%ymm7, %%ymm7\n\t"
        "vpxor %%ymm7, %%ymm6, %%ymm7\n\t"
        "vpxor %%ymm12, %%ymm10, %%ymm14\n\t"
        "vgf2p8affineqb $0, 128(%[mat_L]), %%ymm14, %%ymm14\n\t"
        "vpxor %%ymm14, %%ymm7, %%ymm7\n\t"
        "vpxor %%ymm5, %%ymm15, %%ymm14\n\t"
        "vgf2p8affineqb $0, 160(%[mat_L]), %%ymm14, %%ymm14\n\t"
        "vpxor %%ymm14, %%ymm7, %%ymm7\n\t"
        "vpxor 192(%[t]), %%ymm4, %%ymm14\n\t"
        "vgf2p8affineqb $0, 0(%[mat_L]), %%ymm14, %%ymm14\n\t"
        "vpxor %%ymm14, %%ymm7, %%ymm7\n\t"
        "vpxor %%ymm3, %%ymm13, %%ymm14\n\t"
        "vgf2p8affineqb $0, 64(%[mat_L]), %%ymm14, %%ymm14\n\t"
        "vpxor %%ymm14, %%ymm7, %%ymm7\n\t"
        "vpxor %%ymm11, %%ymm9, %%ymm14\n\t"
        "vgf2p8affineqb $0, 32(%[mat_L]), %%ymm14, %%ymm14\n\t"
        "vpxor %%ymm14, %%ymm7, %%ymm7\n\t"
        "vpxor %%ymm1, %%ymm8, %%ymm14\n\t"
        "vgf2p8affineqb $0, 96(%[mat_L]), %%ymm14, %%ymm14\n\t"
        "vpxor %%ymm14, %%ymm7, %%ymm7\n\t"
        "vpxor %%ymm0, %%ymm8, %%ymm8\n\t"
        "vgf2p8affineqb $0, 192(%[mat_L]), %%ymm6, %%ymm14\n\t"
        "vpxor %%ymm14, %%ymm8, %%ymm8\n\t"
        "vpxor %%ymm8, %%ymm12, %%ymm8\n\t"
        "vpxor %%ymm5, %%ymm2, %%ymm14\n\t"
        "vgf2p8affineqb $0, 128(%[mat_L]), %%ymm14, %%ymm14\n\t"
        "vpxor %%ymm14, %%ymm8, %%ymm8\n\t"
        "vpxor %%ymm4, %%ymm10, %%ymm14\n\t"
        "vgf2p8affineqb $0, 160(%[mat_L]), %%ymm14, %%ymm14\n\t"
        "vpxor %%ymm14, %%ymm8, %%ymm8\n\t"
        "vpxor %%ymm3, %%ymm15, %%ymm14\n\t"
        "vgf2p8affineqb $0, 0(%[mat_L]), %%ymm14, %%ymm14\n\t"
        "vpxor %%ymm14, %%ymm8, %%ymm8\n\t"
        "vpxor 192(%[t]), %%ymm11, %%ymm14\n\t"
        "vgf2p8affineqb $0, 64(%[mat_L]), %%ymm14, %%ymm14\n\t"
        "vpxor %%ymm14, %%ymm8, %%ymm8\n\t"
        "vpxor %%ymm1, %%ymm13, %%ymm14\n\t"
        "vgf2p8affineqb $0, 32(%[mat_L]), %%ymm14, %%ymm14\n\t"
        "vpxor %%ymm14, %%ymm8, %%ymm8\n\t"
        "vpxor %%ymm7, %%ymm9, %%ymm14\n\t"
        "vgf2p8affineqb $0, 96(%[mat_L]), %%ymm14, %%ymm14\n\t"
        "vpxor %%ymm14, %%ymm8, %%ymm8\n\t"
        "vpxor %%ymm6, %%ymm9, %%ymm9\n\t"
        "vgf2p8affineqb $0, 192(%[mat_L]), %%ymm12, %%ymm14\n\t"
        "vpxor %%ymm14, %%ymm9, %%ymm9\n\t"
        "vpxor %%ymm9, %%ymm5, %%ymm9\n\t"
        "vpxor %%ymm4, %%ymm0, %%ymm14\n\t"
        "vgf2p8affineqb $0, 128(%[mat_L]), %%ymm14, %%ymm14\n\t"
        "vpxor %%ymm14, %%ymm9, %%ymm9\n\t"
        "vpxor %%ymm3, %%ymm2, %%ymm14\n\t"
        "vgf2p8affineqb $0, 160(%[mat_L]), %%ymm14, %%ymm14\n\t"
        "vpxor %%ymm14, %%ymm9, %%ymm9\n\t"
        "vpxor %%ymm11, %%ymm10, %%ymm14\n\t"
        "vgf2p8affineqb $0, 0(%[mat_L]), %%ymm14, %%ymm14\n\t"
        "vpxor %%ymm14, %%ymm9, %%ymm9\n\t"
        "vpxor %%ymm1, %%ymm15, %%ymm14\n\t"
        "vgf2p8affineqb $0, 64(%[mat_L]), %%ymm14, %%ymm14\n\t"
        "vpxor %%ymm14, %%ymm9, %%ymm9\n\t"
        "vpxor 192(%[t]), %%ymm7, %%ymm14\n\t"
        "vgf2p8affineqb $0, 32(%[mat_L]), %%ymm14, %%ymm14\n\t"
        "vpxor %%ymm14, %%ymm9, %%ymm9\n\t"
        "vpxor %%ymm8, %%ymm13, %%ymm14\n\t"
        "vgf2p8affineqb $0, 96(%[mat_L]), %%ymm14, %%ymm14\n\t"
        "vpxor %%ymm14, %%ymm9, %%ymm9\n\t"
        "vpxor %%ymm12, %%ymm13, %%ymm13\n\t"
        "vgf2p8affineqb $0, 192(%[mat_L]), %%ymm5, %%ymm14\n\t"
        "vpxor %%ymm14, %%ymm13, %%ymm13\n\t"
        "vpxor %%ymm13, %%ymm4, %%ymm13\n\t"
        "vpxor %%ymm3, %%ymm6, %%ymm14\n\t"
        "vgf2p8affineqb $0, 128(%[mat_L]), %%ymm14, %%ymm14\n\t"
        "vpxor %%ymm14, %%ymm13, %%ymm13\n\t"
        "vpxor %%ymm11, %%ymm0, %%ymm14\n\t"
        "vgf2p8affineqb $0, 160(%[mat_L]), %%ymm14, %%ymm14\n\t"
        "vpxor %%ymm14, %%ymm13, %%ymm13\n\t"
        "vpxor %%ymm1, %%ymm2, %%ymm14\n\t"
        "vgf2p8affineqb $0, 0(%[mat_L]), %%ymm14, %%ymm14\n\t"
        "vpxor %%ymm14, %%ymm13, %%ymm13\n\t"
        "vpxor %%ymm7, %%ymm10, %%ymm14\n\t"
        "vgf2p8affineqb $0, 64(%[mat_L]), %%ymm14, %%ymm14\n\t"
        "vpxor %%ymm14, %%ymm13, %%ymm13\n\t"
        "vpxor %%ymm8, %%ymm15, %%ymm14\n\t"
        "vgf2p8affineqb $0, 32(%[mat_L]), %%ymm14, %%ymm14\n\t"
        "vpxor %%ymm14, %%ymm13, %%ymm13\n\t"
        "vmovdqa 192(%[t]), %%ymm14\n\t"
        "vpxor %%ymm14, %%ymm9, %%ymm15\n\t"
        "vgf2p8affineqb $0, 96(%[mat_L]), %%ymm15, %%ymm15\n\t"
        "vpxor %%ymm15, %%ymm13, %%ymm13\n\t"
        "vpxor %%ymm5, %%ymm14, %%ymm14\n\t"
        "vgf2p8affineqb $0, 192(%[mat_L]), %%ymm4, %%ymm15\n\t"
        "vpxor %%ymm15, %%ymm14, %%ymm14\n\t"
        "vpxor %%ymm14, %%ymm3, %%ymm14\n\t"
        "vpxor %%ymm11, %%ymm12, %%ymm15\n\t"
        "vgf2p8affineqb $0, 128(%[mat_L]), %%ymm15, %%ymm15\n\t"
        "vpxor %%ymm15, %%ymm14, %%ymm14\n\t"
        "vpxor %%ymm1, %%ymm6, %%ymm15\n\t"
        "vgf2p8affineqb $0, 160(%[mat_L]), %%ymm15, %%ymm15\n\t"
        "vpxor %%ymm15, %%ymm14, %%ymm14\n\t"
        "vpxor %%ymm7, %%ymm0, %%ymm15\n\t"
        "vgf2p8affineqb $0, 0(%[mat_L]), %%ymm15, %%ymm15\n\t"
        "vpxor %%ymm15, %%ymm14, %%ymm14\n\t"
        "vpxor %%ymm8, %%ymm2, %%ymm15\n\t"
        "vgf2p8affineqb $0, 64(%[mat_L]), %%ymm15, %%ymm15\n\t"
        "vpxor %%ymm15, %%ymm14, %%ymm14\n\t"
        "vpxor %%ymm9, %%ymm10, %%ymm15\n\t"
        "vgf2p8affineqb $0, 32(%[mat_L]), %%ymm15, %%ymm15\n\t"
        "vpxor %%ymm15, %%ymm14, %%ymm14\n\t"
        "vmovdqa 224(%[t]), %%ymm15\n\t"
        "vmovdqa %%ymm10, 192(%[t])\n\t"
        "vpxor %%ymm15, %%ymm13, %%ymm10\n\t"
        "vgf2p8affineqb $0, 96(%[mat_L]), %%ymm10, %%ymm10\n\t"
        "vpxor %%ymm10, %%ymm14, %%ymm10\n\t"
        "vpxor %%ymm4, %%ymm15, %%ymm14\n\t"
        "vgf2p8affineqb $0, 192(%[mat_L]), %%ymm3, %%ymm15\n\t"
        "vpxor %%ymm15, %%ymm14, %%ymm14\n\t"
        "vpxor %%ymm14, %%ymm11, %%ymm14\n\t"
        "vpxor %%ymm1, %%ymm5, %%ymm15\n\t"
        "vgf2p8affineqb $0, 128(%[mat_L]), %%ymm15, %%ymm15\n\t"
        "vpxor %%ymm15, %%ymm14, %%ymm14\n\t"
        "vpxor %%ymm7, %%ymm12, %%ymm15\n\t"
        "vgf2p8affineqb $0, 160(%[mat_L]), %%ymm15, %%ymm15\n\t"
        "vpxor %%ymm15, %%ymm14, %%ymm14\n\t"
        "vpxor %%ymm8, %%ymm6, %%ymm15\n\t"
        "vgf2p8affineqb $0, 0(%[mat_L]), %%ymm15, %%ymm15\n\t"
        "vpxor %%ymm15, %%ymm14, %%ymm14\n\t"
        "vpxor %%ymm9, %%ymm0, %%ymm15\n\t"
        "vgf2p8affineqb $0, 64(%[mat_L]), %%ymm15, %%ymm15\n\t"
        "vpxor %%ymm15, %%ymm14, %%ymm14\n\t"
        "vpxor %%ymm13, %%ymm2, %%ymm15\n\t"
        "vgf2p8affineqb $0, 32(%[mat_L]), %%ymm15, %%ymm15\n\t"
        "vpxor %%ymm15, %%ymm14, %%ymm14\n\t"
        "vmovdqa 192(%[t]), %%ymm15\n\t"
        "vmovdqa %%ymm2, 224(%[t])\n\t"
        "vpxor %%ymm15, %%ymm10, %%ymm2\n\t"
        "vgf2p8affineqb $0, 96(%[mat_L]), %%ymm2, %%ymm2\n\t"
        "vpxor %%ymm2, %%ymm14, %%ymm2\n\t"
        "vpxor %%ymm3, %%ymm15, %%ymm14\n\t"
        "vgf2p8affineqb $0, 192(%[mat_L]), %%ymm11, %%ymm15\n\t"
        "vpxor %%ymm15, %%ymm14, %%ymm14\n\t"
        "vpxor %%ymm14, %%ymm1, %%ymm14\n\t"
        "vpxor %%ymm7, %%ymm4, %%ymm15\n\t"
        "vgf2p8affineqb $0, 128(%[mat_L]), %%ymm15, %%ymm15\n\t"
        "vpxor %%ymm15, %%ymm14, %%ymm14\n\t"
        "vpxor %%ymm8, %%ymm5, %%ymm15\n\t"
        "vgf2p8affineqb $0, 160(%[mat_L]), %%ymm15, %%ymm15\n\t"
        "vpxor %%ymm15, %%ymm14, %%ymm14\n\t"
        "vpxor %%ymm9, %%ymm12, %%ymm15\n\t"
        "vgf2p8affineqb $0, 0(%[mat_L]), %%ymm15, %%ymm15\n\t"
        "vpxor %%ymm15, %%ymm14, %%ymm14\n\t"
        "vpxor %%ymm13, %%ymm6, %%ymm15\n\t"
        "vgf2p8affineqb $0, 64(%[mat_L]), %%ymm15, %%ymm15\n\t"
        "vpxor %%ymm15, %%ymm14, %%ymm14\n\t"
        "vpxor %%ymm10, %%ymm0, %%ymm15\n\t"
        "vgf2p8affineqb $0, 32(%[mat_L]), %%ymm15, %%ymm15\n\t"
        "vpxor %%ymm15, %%ymm14, %%ymm14\n\t"
        "vmovdqa 224(%[t]), %%ymm15\n\t"
        "vmovdqa %%ymm0, 480(%[x])\n\t"
        "vpxor %%ymm15, %%ymm2, %%ymm0\n\t"
        "vgf2p8affineqb $0, 96(%[mat_L]), %%ymm0, %%ymm0\n\t"
        "vpxor %%ymm0, %%ymm14, %%ymm0\n\t"
        "vpxor %%ymm11, %%ymm15, %%ymm14\n\t"
        "vgf2p8affineqb $0, 192(%[mat_L]), %%ymm1, %%ymm15\n\t"
        "vpxor %%ymm15, %%ymm14, %%ymm14\n\t"
        "vpxor %%ymm14, %%ymm7, %%ymm14\n\t"
        "vpxor %%ymm8, %%ymm3, %%ymm15\n\t"
        "vgf2p8affineqb $0, 128(%[mat_L]), %%ymm15, %%ymm15\n\t"
        "vpxor %%ymm15, %%ymm14, %%ymm14\n\t"
        "vpxor %%ymm9, %%ymm4, %%ymm15\n\t"
        "vgf2p8affineqb $0, 160(%[mat_L]), %%ymm15, %%ymm15\n\t"
        "vpxor %%ymm15, %%ymm14, %%ymm14\n\t"
        "vpxor %%ymm13, %%ymm5, %%ymm15\n\t"
        "vgf2p8affineqb $0, 0(%[mat_L]), %%ymm15, %%ymm15\n\t"
        "vpxor %%ymm15, %%ymm14, %%ymm14\n\t"
        "vpxor %%ymm10, %%ymm12, %%ymm15\n\t"
        "vgf2p8affineqb $0, 64(%[mat_L]), %%ymm15, %%ymm15\n\t"
        "vpxor %%ymm15, %%ymm14, %%ymm14\n\t"
        "vpxor %%ymm2, %%ymm6, %%ymm15\n\t"
        "vgf2p8affineqb $0, 32(%[mat_L]), %%ymm15, %%ymm15\n\t"
        "vpxor %%ymm15, %%ymm14, %%ymm14\n\t"
        "vmovdqa 480(%[x]), %%ymm15\n\t"
        "vmovdqa %%ymm0, 32(%[x])\n\t"
        "vpxor %%ymm15, %%ymm0, %%ymm0\n\t"
        "vgf2p8affineqb $0, 96(%[mat_L]), %%ymm0, %%ymm0\n\t"
        "vpxor %%ymm0, %%ymm14, %%ymm0\n\t"
        "vmovdqa %%ymm0, 0(%[x])\n\t"
        "vmovdqa %%ymm2, 64(%[x])\n\t"
        "vmovdqa %%ymm10, 96(%[x])\n\t"
        "vmovdqa %%ymm13, 128(%[x])\n\t"
        "vmovdqa %%ymm9, 160(%[x])\n\t"
        "vmovdqa %%ymm8, 192(%[x])\n\t"
        "vmovdqa %%ymm7, 224(%[x])\n\t"
        "vmovdqa %%ymm1, 256(%[x])\n\t"
        "vmovdqa %%ymm11, 288(%[x])\n\t"
        "vmovdqa %%ymm3, 320(%[x])\n\t"
        "vmovdqa %%ymm4, 352(%[x])\n\t"
        "vmovdqa %%ymm5, 384(%[x])\n\t"
        "vmovdqa %%ymm12, 416(%[x])\n\t"
        "vmovdqa %%ymm6, 448(%[x])\n\t"
        "add $512, %[k]\n\t"
        "dec %[n]\n\t"
        "jnz 1b"
        : [k] "+r"(k), [n] "+r"(n)
        : [x] "r"(x), [t] "r"(spill), [gm_pi] "r"(gm_pi), [gt_pi] "r"(gt_pi), [mat_L] "r"(mat_L), [zero_v] "r"(zero_v)
        : "cc", "memory", "xmm0", "xmm1", "xmm2", "xmm3", "xmm4", "xmm5", "xmm6", "xmm7", "xmm8",
          "xmm9", "xmm10", "xmm11", "xmm12", "xmm13", "xmm14", "xmm15");
}
#endif

#ifdef GG_BC_ASM
/* decrypt's round loop on one batch (x: its 16 vectors, k: the first repetition's round keys, n
 * repetitions, at least one): the body as straight-line assembly, registers allocated by
 * backends/_x86_asm.py (gcc spills this body's 16-vector state on its serial chains) and the
 * code checked there on the plan before it was written; every memory operand a fixed offset
 * from a base register, no branch but the loop's: constant-time as the C form. */
static __attribute__((noinline)) void decrypt_rounds(V x[16], const V *k, long n)
{
    V spill[7];
    __asm__ volatile(
        "1:\n\t"
        "vmovdqa 0(%[x]), %%ymm0\n\t"
        "vpxor 224(%[x]), %%ymm0, %%ymm0\n\t"
        "vmovdqa 256(%[x]), %%ymm1\n\t"
        "vgf2p8affineqb $0, 192(%[mat_L_inv]), %%ymm1, %%ymm2\n\t"
        "vpxor %%ymm2, %%ymm0, %%ymm0\n\t"
        "vpxor 288(%[x]), %%ymm0, %%ymm0\n\t"
        "vmovdqa 192(%[x]), %%ymm2\n\t"
        "vpxor 320(%[x]), %%ymm2, %%ymm3\n\t"
        "vgf2p8affineqb $0, 128(%[mat_L_inv]), %%ymm3, %%ymm3\n\t"
        "vpxor %%ymm3, %%ymm0, %%ymm0\n\t"
        "vmovdqa 160(%[x]), %%ymm3\n\t"
        "vpxor 352(%[x]), %%ymm3, %%ymm4\n\t"
        "vgf2p8affineqb $0, 160(%[mat_L_inv]), %%ymm4, %%ymm4\n\t"
        "vpxor %%ymm4, %%ymm0, %%ymm0\n\t"
        "vmovdqa 128(%[x]), %%ymm4\n\t"
        "vpxor 384(%[x]), %%ymm4, %%ymm5\n\t"
        "vgf2p8affineqb $0, 0(%[mat_L_inv]), %%ymm5, %%ymm5\n\t"
        "vpxor %%ymm5, %%ymm0, %%ymm0\n\t"
        "vmovdqa 96(%[x]), %%ymm5\n\t"
        "vpxor 416(%[x]), %%ymm5, %%ymm6\n\t"
        "vgf2p8affineqb $0, 64(%[mat_L_inv]), %%ymm6, %%ymm6\n\t"
        "vpxor %%ymm6, %%ymm0, %%ymm0\n\t"
        "vmovdqa 64(%[x]), %%ymm6\n\t"
        "vpxor 448(%[x]), %%ymm6, %%ymm7\n\t"
        "vgf2p8affineqb $0, 32(%[mat_L_inv]), %%ymm7, %%ymm7\n\t"
        "vpxor %%ymm7, %%ymm0, %%ymm0\n\t"
        "vmovdqa 32(%[x]), %%ymm7\n\t"
        "vpxor 480(%[x]), %%ymm7, %%ymm8\n\t"
        "vgf2p8affineqb $0, 96(%[mat_L_inv]), %%ymm8, %%ymm8\n\t"
        "vpxor %%ymm8, %%ymm0, %%ymm0\n\t"
        "vpxor %%ymm1, %%ymm7, %%ymm7\n\t"
        "vmovdqa 288(%[x]), %%ymm8\n\t"
        "vgf2p8affineqb $0, 192(%[mat_L_inv]), %%ymm8, %%ymm9\n\t"
        "vpxor %%ymm9, %%ymm7, %%ymm7\n\t"
        "vpxor 320(%[x]), %%ymm7, %%ymm7\n\t"
        "vmovdqa 224(%[x]), %%ymm9\n\t"
        "vpxor 352(%[x]), %%ymm9, %%ymm10\n\t"
        "vgf2p8affineqb $0, 128(%[mat_L_inv]), %%ymm10, %%ymm10\n\t"
        "vpxor %%ymm10, %%ymm7, %%ymm7\n\t"
        "vpxor 384(%[x]), %%ymm2, %%ymm10\n\t"
        "vgf2p8affineqb $0, 160(%[mat_L_inv]), %%ymm10, %%ymm10\n\t"
        "vpxor %%ymm10, %%ymm7, %%ymm7\n\t"
        "vpxor 416(%[x]), %%ymm3, %%ymm10\n\t"
        "vgf2p8affineqb $0, 0(%[mat_L_inv]), %%ymm10, %%ymm10\n\t"
        "vpxor %%ymm10, %%ymm7, %%ymm7\n\t"
        "vpxor 448(%[x]), %%ymm4, %%ymm10\n\t"
        "vgf2p8affineqb $0, 64(%[mat_L_inv]), %%ymm10, %%ymm10\n\t"
        "vpxor %%ymm10, %%ymm7, %%ymm7\n\t"
        "vpxor 480(%[x]), %%ymm5, %%ymm10\n\t"
        "vgf2p8affineqb $0, 32(%[mat_L_inv]), %%ymm10, %%ymm10\n\t"
        "vpxor %%ymm10, %%ymm7, %%ymm7\n\t"
        "vpxor %%ymm0, %%ymm6, %%ymm10\n\t"
        "vgf2p8affineqb $0, 96(%[mat_L_inv]), %%ymm10, %%ymm10\n\t"
        "vpxor %%ymm10, %%ymm7, %%ymm7\n\t"
        "vpxor %%ymm8, %%ymm6, %%ymm6\n\t"
        "vmovdqa 320(%[x]), %%ymm10\n\t"
        "vgf2p8affineqb $0, 192(%[mat_L_inv]), %%ymm10, %%ymm11\n\t"
        "vpxor %%ymm11, %%ymm6, %%ymm6\n\t"
        "vpxor 352(%[x]), %%ymm6, %%ymm6\n\t"
        "vpxor 384(%[x]), %%ymm1, %%ymm11\n\t"
        "vgf2p8affineqb $0, 128(%[mat_L_inv]), %%ymm11, %%ymm11\n\t"
        "vpxor %%ymm11, %%ymm6, %%ymm6\n\t"
        "vpxor 416(%[x]), %%ymm9, %%ymm11\n\t"
        "vgf2p8affineqb $0, 160(%[mat_L_inv]), %%ymm11, %%ymm11\n\t"
        "vpxor %%ymm11, %%ymm6, %%ymm6\n\t"
        "vpxor 448(%[x]), %%ymm2, %%ymm11\n\t"
        "vgf2p8affineqb $0, 0(%[mat_L_inv]), %%ymm11, %%ymm11\n\t"
        "vpxor %%ymm11, %%ymm6, %%ymm6\n\t"
        "vpxor 480(%[x]), %%ymm3, %%ymm11\n\t"
        "vgf2p8affineqb $0, 64(%[mat_L_inv]), %%ymm11, %%ymm11\n\t"
        "vpxor %%ymm11, %%ymm6, %%ymm6\n\t"
        "vpxor %%ymm0, %%ymm4, %%ymm11\n\t"
        "vgf2p8affineqb $0, 32(%[mat_L_inv]), %%ymm11, %%ymm11\n\t"
        "vpxor %%ymm11, %%ymm6, %%ymm6\n\t"
        "vpxor %%ymm7, %%ymm5, %%ymm11\n\t"
        "vgf2p8affineqb $0, 96(%[mat_L_inv]), %%ymm11, %%ymm11\n\t"
        "vpxor %%ymm11, %%ymm6, %%ymm6\n\t"
        "vpxor %%ymm10, %%ymm5, %%ymm5\n\t"
        "vmovdqa 352(%[x]), %%ymm11\n\t"
        "vgf2p8affineqb $0, 192(%[mat_L_inv]), %%ymm11, %%ymm12\n\t"
        "vpxor %%ymm12, %%ymm5, %%ymm5\n\t"
        "vpxor 384(%[x]), %%ymm5, %%ymm5\n\t"
        "vpxor 416(%[x]), %%ymm8, %%ymm12\n\t"
        "vgf2p8affineqb $0, 128(%[mat_L_inv]), %%ymm12, %%ymm12\n\t"
        "vpxor %%ymm12, %%ymm5, %%ymm5\n\t"
        "vpxor 448(%[x]), %%ymm1, %%ymm12\n\t"
        "vgf2p8affineqb $0, 160(%[mat_L_inv]), %%ymm12, %%ymm12\n\t"
        "vpxor %%ymm12, %%ymm5, %%ymm5\n\t"
        "vpxor 480(%[x]), %%ymm9, %%ymm12\n\t"
        "vgf2p8affineqb $0, 0(%[mat_L_inv]), %%ymm12, %%ymm12\n\t"
        "vpxor %%ymm12, %%ymm5, %%ymm5\n\t"
        "vpxor %%ymm0, %%ymm2, %%ymm12\n\t"
        "vgf2p8affineqb $0, 64(%[mat_L_inv]), %%ymm12, %%ymm12\n\t"
        "vpxor %%ymm12, %%ymm5, %%ymm5\n\t"
        "vpxor %%ymm7, %%ymm3, %%ymm12\n\t"
        "vgf2p8affineqb $0, 32(%[mat_L_inv]), %%ymm12, %%ymm12\n\t"
        "vpxor %%ymm12, %%ymm5, %%ymm5\n\t"
        "vpxor %%ymm6, %%ymm4, %%ymm12\n\t"
        "vgf2p8affineqb $0, 96(%[mat_L_inv]), %%ymm12, %%ymm12\n\t"
        "vpxor %%ymm12, %%ymm5, %%ymm5\n\t"
        "vpxor %%ymm11, %%ymm4, %%ymm4\n\t"
        "vmovdqa 384(%[x]), %%ymm12\n\t"
        "vgf2p8affineqb $0, 192(%[mat_L_inv]), %%ymm12, %%ymm13\n\t"
        "vpxor %%ymm13, %%ymm4, %%ymm4\n\t"
        "vpxor 416(%[x]), %%ymm4, %%ymm4\n\t"
        "vpxor 448(%[x]), %%ymm10, %%ymm13\n\t"
        "vgf2p8affineqb $0, 128(%[mat_L_inv]), %%ymm13, %%ymm13\n\t"
        "vpxor %%ymm13, %%ymm4, %%ymm4\n\t"
        "vpxor 480(%[x]), %%ymm8, %%ymm13\n\t"
        "vgf2p8affineqb $0, 160(%[mat_L_inv]), %%ymm13, %%ymm13\n\t"
        "vpxor %%ymm13, %%ymm4, %%ymm4\n\t"
        "vpxor %%ymm0, %%ymm1, %%ymm13\n\t"
        "vgf2p8affineqb $0, 0(%[mat_L_inv]), %%ymm13, %%ymm13\n\t"
        "vpxor %%ymm13, %%ymm4, %%ymm4\n\t"
        "vpxor %%ymm7, %%ymm9, %%ymm13\n\t"
        "vgf2p8affineqb $0, 64(%[mat_L_inv]), %%ymm13, %%ymm13\n\t"
        "vpxor %%ymm13, %%ymm4, %%ymm4\n\t"
        "vpxor %%ymm6, %%ymm2, %%ymm13\n\t"
        "vgf2p8affineqb $0, 32(%[mat_L_inv]), %%ymm13, %%ymm13\n\t"
        "vpxor %%ymm13, %%ymm4, %%ymm4\n\t"
        "vpxor %%ymm5, %%ymm3, %%ymm13\n\t"
        "vgf2p8affineqb $0, 96(%[mat_L_inv]), %%ymm13, %%ymm13\n\t"
        "vpxor %%ymm13, %%ymm4, %%ymm4\n\t"
        "vpxor %%ymm12, %%ymm3, %%ymm3\n\t"
        "vmovdqa 416(%[x]), %%ymm13\n\t"
        "vgf2p8affineqb $0, 192(%[mat_L_inv]), %%ymm13, %%ymm14\n\t"
        "vpxor %%ymm14, %%ymm3, %%ymm3\n\t"
        "vpxor 448(%[x]), %%ymm3, %%ymm3\n\t"
        "vpxor 480(%[x]), %%ymm11, %%ymm14\n\t"
        "vgf2p8affineqb $0, 128(%[mat_L_inv]), %%ymm14, %%ymm14\n\t"
        "vpxor %%ymm14, %%ymm3, %%ymm3\n\t"
        "vpxor %%ymm0, %%ymm10, %%ymm14\n\t"
        "vgf2p8affineqb $0, 160(%[mat_L_inv]), %%ymm14, %%ymm14\n\t"
        "vpxor %%ymm14, %%ymm3, %%ymm3\n\t"
        "vpxor %%ymm7, %%ymm8, %%ymm14\n\t"
        "vgf2p8affineqb $0, 0(%[mat_L_inv]), %%ymm14, %%ymm14\n\t"
        "vpxor %%ymm14, %%ymm3, %%ymm3\n\t"
        "vpxor %%ymm6, %%ymm1, %%ymm14\n\t"
        "vgf2p8affineqb $0, 64(%[mat_L_inv]), %%ymm14, %%ymm14\n\t"
        "vpxor %%ymm14, %%ymm3, %%ymm3\n\t"
        "vpxor %%ymm5, %%ymm9, %%ymm14\n\t"
        "vgf2p8affineqb $0, 32(%[mat_L_inv]), %%ymm14, %%ymm14\n\t"
        "vpxor %%ymm14, %%ymm3, %%ymm3\n\t"
        "vpxor %%ymm4, %%ymm2, %%ymm14\n\t"
        "vgf2p8affineqb $0, 96(%[mat_L_inv]), %%ymm14, %%ymm14\n\t"
        "vpxor %%ymm14, %%ymm3, %%ymm3\n\t"
        "vpxor %%ymm13, %%ymm2, %%ymm2\n\t"
        "vmovdqa 448(%[x]), %%ymm14\n\t"
        "vgf2p8affineqb $0, 192(%[mat_L_inv]), %%ymm14, %%ymm15\n\t"
        "vpxor %%ymm15, %%ymm2, %%ymm2\n\t"
        "vpxor 480(%[x]), %%ymm2, %%ymm2\n\t"
        "vpxor %%ymm0, %%ymm12, %%ymm15\n\t"
        "vgf2p8affineqb $0, 128(%[mat_L_inv]), %%ymm15, %%ymm15\n\t"
        "vpxor %%ymm15, %%ymm2, %%ymm2\n\t"
        "vpxor %%ymm7, %%ymm11, %%ymm15\n\t"
        "vgf2p8affineqb $0, 160(%[mat_L_inv]), %%ymm15, %%ymm15\n\t"
        "vpxor %%ymm15, %%ymm2, %%ymm2\n\t"
        "vpxor %%ymm6, %%ymm10, %%ymm15\n\t"
        "vgf2p8affineqb $0, 0(%[mat_L_inv]), %%ymm15, %%ymm15\n\t"
        "vpxor %%ymm15, %%ymm2, %%ymm2\n\t"
        "vpxor %%ymm5, %%ymm8, %%ymm15\n\t"
        "vgf2p8affineqb $0, 64(%[mat_L_inv]), %%ymm15, %%ymm15\n\t"
        "vpxor %%ymm15, %%ymm2, %%ymm2\n\t"
        "vpxor %%ymm4, %%ymm1, %%ymm15\n\t"
        "vgf2p8affineqb $0, 32(%[mat_L_inv]), %%ymm15, %%ymm15\n\t"
        "vpxor %%ymm15, %%ymm2, %%ymm2\n\t"
        "vpxor %%ymm3, %%ymm9, %%ymm15\n\t"
        "vgf2p8affineqb $0, 96(%[mat_L_inv]), %%ymm15, %%ymm15\n\t"
        "vpxor %%ymm15, %%ymm2, %%ymm2\n\t"
        "vpxor %%ymm14, %%ymm9, %%ymm9\n\t"
        "vmovdqa 480(%[x]), %%ymm15\n\t"
        "vgf2p8affineqb $0, 192(%[mat_L_inv]), %%ymm15, %%ymm14\n\t"
        "vpxor %%ymm14, %%ymm9, %%ymm9\n\t"
        "vpxor %%ymm9, %%ymm0, %%ymm9\n\t"
        "vpxor %%ymm7, %%ymm13, %%ymm14\n\t"
        "vgf2p8affineqb $0, 128(%[mat_L_inv]), %%ymm14, %%ymm14\n\t"
        "vpxor %%ymm14, %%ymm9, %%ymm9\n\t"
        "vpxor %%ymm6, %%ymm12, %%ymm14\n\t"
        "vgf2p8affineqb $0, 160(%[mat_L_inv]), %%ymm14, %%ymm14\n\t"
        "vpxor %%ymm14, %%ymm9, %%ymm9\n\t"
        "vpxor %%ymm5, %%ymm11, %%ymm14\n\t"
        "vgf2p8affineqb $0, 0(%[mat_L_inv]), %%ymm14, %%ymm14\n\t"
        "vpxor %%ymm14, %%ymm9, %%ymm9\n\t"
        "vpxor %%ymm4, %%ymm10, %%ymm14\n\t"
        "vgf2p8affineqb $0, 64(%[mat_L_inv]), %%ymm14, %%ymm14\n\t"
        "vpxor %%ymm14, %%ymm9, %%ymm9\n\t"
        "vpxor %%ymm3, %%ymm8, %%ymm14\n\t"
        "vgf2p8affineqb $0, 32(%[mat_L_inv]), %%ymm14, %%ymm14\n\t"
        "vpxor %%ymm14, %%ymm9, %%ymm9\n\t"
        "vpxor %%ymm2, %%ymm1, %%ymm14\n\t"
        "vgf2p8affineqb $0, 96(%[mat_L_inv]), %%ymm14, %%ymm14\n\t"
        "vpxor %%ymm14, %%ymm9, %%ymm9\n\t"
        "vpxor %%ymm15, %%ymm1, %%ymm1\n\t"
        "vgf2p8affineqb $0, 192(%[mat_L_inv]), %%ymm0, %%ymm14\n\t"
        "vpxor %%ymm14, %%ymm1, %%ymm1\n\t"
        "vpxor %%ymm1, %%ymm7, %%ymm1\n\t"
        "vpxor 448(%[x]), %%ymm6, %%ymm14\n\t"
        "vgf2p8affineqb $0, 128(%[mat_L_inv]), %%ymm14, %%ymm14\n\t"
        "vpxor %%ymm14, %%ymm1, %%ymm1\n\t"
        "vpxor %%ymm5, %%ymm13, %%ymm14\n\t"
        "vgf2p8affineqb $0, 160(%[mat_L_inv]), %%ymm14, %%ymm14\n\t"
        "vpxor %%ymm14, %%ymm1, %%ymm1\n\t"
        "vpxor %%ymm4, %%ymm12, %%ymm14\n\t"
        "vgf2p8affineqb $0, 0(%[mat_L_inv]), %%ymm14, %%ymm14\n\t"
        "vpxor %%ymm14, %%ymm1, %%ymm1\n\t"
        "vpxor %%ymm3, %%ymm11, %%ymm14\n\t"
        "vgf2p8affineqb $0, 64(%[mat_L_inv]), %%ymm14, %%ymm14\n\t"
        "vpxor %%ymm14, %%ymm1, %%ymm1\n\t"
        "vpxor %%ymm2, %%ymm10, %%ymm14\n\t"
        "vgf2p8affineqb $0, 32(%[mat_L_inv]), %%ymm14, %%ymm14\n\t"
        "vpxor %%ymm14, %%ymm1, %%ymm1\n\t"
        "vpxor %%ymm9, %%ymm8, %%ymm14\n\t"
        "vgf2p8affineqb $0, 96(%[mat_L_inv]), %%ymm14, %%ymm14\n\t"
        "vpxor %%ymm14, %%ymm1, %%ymm1\n\t"
        "vpxor %%ymm0, %%ymm8, %%ymm8\n\t"
        "vgf2p8affineqb $0, 192(%[mat_L_inv]), %%ymm7, %%ymm14\n\t"
        "vpxor %%ymm14, %%ymm8, %%ymm8\n\t"
        "vpxor %%ymm8, %%ymm6, %%ymm8\n\t"
        "vpxor %%ymm5, %%ymm15, %%ymm14\n\t"
        "vgf2p8affineqb $0, 128(%[mat_L_inv]), %%ymm14, %%ymm14\n\t"
        "vpxor %%ymm14, %%ymm8, %%ymm8\n\t"
        "vpxor 448(%[x]), %%ymm4, %%ymm14\n\t"
        "vgf2p8affineqb $0, 160(%[mat_L_inv]), %%ymm14, %%ymm14\n\t"
        "vpxor %%ymm14, %%ymm8, %%ymm8\n\t"
        "vpxor %%ymm3, %%ymm13, %%ymm14\n\t"
        "vgf2p8affineqb $0, 0(%[mat_L_inv]), %%ymm14, %%ymm14\n\t"
        "vpxor %%ymm14, %%ymm8, %%ymm8\n\t"
        "vpxor %%ymm2, %%ymm12, %%ymm14\n\t"
        "vgf2p8affineqb $0, 64(%[mat_L_inv]), %%ymm14, %%ymm14\n\t"
        "vpxor %%ymm14, %%ymm8, %%ymm8\n\t"
        "vpxor %%ymm9, %%ymm11, %%ymm14\n\t"
        "vgf2p8affineqb $0, 32(%[mat_L_inv]), %%ymm14, %%ymm14\n\t"
        "vpxor %%ymm14, %%ymm8, %%ymm8\n\t"
        "vpxor %%ymm1, %%ymm10, %%ymm14\n\t"
        "vgf2p8affineqb $0, 96(%[mat_L_inv]), %%ymm14, %%ymm14\n\t"
        "vpxor %%ymm14, %%ymm8, %%ymm8\n\t"
        "vpxor %%ymm7, %%ymm10, %%ymm10\n\t"
        "vgf2p8affineqb $0, 192(%[mat_L_inv]), %%ymm6, %%ymm14\n\t"
        "vpxor %%ymm14, %%ymm10, %%ymm10\n\t"
        "vpxor %%ymm10, %%ymm5, %%ymm10\n\t"
        "vpxor %%ymm4, %%ymm0, %%ymm14\n\t"
        "vgf2p8affineqb $0, 128(%[mat_L_inv]), %%ymm14, %%ymm14\n\t"
        "vpxor %%ymm14, %%ymm10, %%ymm10\n\t"
        "vpxor %%ymm3, %%ymm15, %%ymm14\n\t"
        "vgf2p8affineqb $0, 160(%[mat_L_inv]), %%ymm14, %%ymm14\n\t"
        "vpxor %%ymm14, %%ymm10, %%ymm10\n\t"
        "vpxor 448(%[x]), %%ymm2, %%ymm14\n\t"
        "vgf2p8affineqb $0, 0(%[mat_L_inv]), %%ymm14, %%ymm14\n\t"
        "vpxor %%ymm14, %%ymm10, %%ymm10\n\t"
        "vpxor %%ymm9, %%ymm13, %%ymm14\n\t"
        "vgf2p8affineqb $0, 64(%[mat_L_inv]), %%ymm14, %%ymm14\n\t"
        "vpxor %%ymm14, %%ymm10, %%ymm10\n\t"
        "vpxor %%ymm1, %%ymm12, %%ymm14\n\t"
        "vgf2p8affineqb $0, 32(%[mat_L_inv]), %%ymm14, %%ymm14\n\t"
        "vpxor %%ymm14, %%ymm10, %%ymm10\n\t"
        "vpxor %%ymm8, %%ymm11, %%ymm14\n\t"
        "vgf2p8affineqb $0, 96(%[mat_L_inv]), %%ymm14, %%ymm14\n\t"
        "vpxor %%ymm14, %%ymm10, %%ymm10\n\t"
        "vpxor %%ymm6, %%ymm11, %%ymm11\n\t"
        "vgf2p8affineqb $0, 192(%[mat_L_inv]), %%ymm5, %%ymm14\n\t"
        "vpxor %%ymm14, %%ymm11, %%ymm11\n\t"
        "vpxor %%ymm11, %%ymm4, %%ymm11\n\t"
        "vpxor %%ymm3, %%ymm7, %%ymm14\n\t"
        "vgf2p8affineqb $0, 128(%[mat_L_inv]), %%ymm14, %%ymm14\n\t"
        "vpxor %%ymm14, %%ymm11, %%ymm11\n\t"
        "vpxor %%ymm2, %%ymm0, %%ymm14\n\t"
        "vgf2p8affineqb $0, 160(%[mat_L_inv]), %%ymm14, %%ymm14\n\t"
        "vpxor %%ymm14, %%ymm11, %%ymm11\n\t"
        "vpxor %%ymm9, %%ymm15, %%ymm14\n\t"
        "vgf2p8affineqb $0, 0(%[mat_L_inv]), %%ymm14, %%ymm14\n\t"
        "vpxor %%ymm14, %%ymm11, %%ymm11\n\t"
        "vpxor 448(%[x]), %%ymm1, %%ymm14\n\t"
        "vgf2p8affineqb $0, 64(%[mat_L_inv]), %%ymm14, %%ymm14\n\t"
        "vpxor %%ymm14, %%ymm11, %%ymm11\n\t"
        "vpxor %%ymm8, %%ymm13, %%ymm14\n\t"
        "vgf2p8affineqb $0, 32(%[mat_L_inv]), %%ymm14, %%ymm14\n\t"
        "vpxor %%ymm14, %%ymm11, %%ymm11\n\t"
        "vpxor %%ymm10, %%ymm12, %%ymm14\n\t"
        "vgf2p8affineqb $0, 96(%[mat_L_inv]), %%ymm14, %%ymm14\n\t"
        "vpxor %%ymm14, %%ymm11, %%ymm11\n\t"
        "vpxor %%ymm5, %%ymm12, %%ymm12\n\t"
        "vgf2p8affineqb $0, 192(%[mat_L_inv]), %%ymm4, %%ymm14\n\t"
        "vpxor %%ymm14, %%ymm12, %%ymm12\n\t"
        "vpxor %%ymm12, %%ymm3, %%ymm12\n\t"
        "vpxor %%ymm2, %%ymm6, %%ymm14\n\t"
        "vgf2p8affineqb $0, 128(%[mat_L_inv]), %%ymm14, %%ymm14\n\t"
        "vpxor %%ymm14, %%ymm12, %%ymm12\n\t"
        "vpxor %%ymm9, %%ymm7, %%ymm14\n\t"
        "vgf2p8affineqb $0, 160(%[mat_L_inv]), %%ymm14, %%ymm14\n\t"
        "vpxor %%ymm14, %%ymm12, %%ymm12\n\t"
        "vpxor %%ymm1, %%ymm0, %%ymm14\n\t"
        "vgf2p8affineqb $0, 0(%[mat_L_inv]), %%ymm14, %%ymm14\n\t"
        "vpxor %%ymm14, %%ymm12, %%ymm12\n\t"
        "vpxor %%ymm8, %%ymm15, %%ymm14\n\t"
        "vgf2p8affineqb $0, 64(%[mat_L_inv]), %%ymm14, %%ymm14\n\t"
        "vpxor %%ymm14, %%ymm12, %%ymm12\n\t"
        "vpxor 448(%[x]), %%ymm10, %%ymm14\n\t"
        "vgf2p8affineqb $0, 32(%[mat_L_inv]), %%ymm14, %%ymm14\n\t"
        "vpxor %%ymm14, %%ymm12, %%ymm12\n\t"
        "vpxor %%ymm11, %%ymm13, %%ymm14\n\t"
        "vgf2p8affineqb $0, 96(%[mat_L_inv]), %%ymm14, %%ymm14\n\t"
        "vpxor %%ymm14, %%ymm12, %%ymm12\n\t"
        "vpxor %%ymm4, %%ymm13, %%ymm13\n\t"
        "vgf2p8affineqb $0, 192(%[mat_L_inv]), %%ymm3, %%ymm14\n\t"
        "vpxor %%ymm14, %%ymm13, %%ymm13\n\t"
        "vpxor %%ymm13, %%ymm2, %%ymm13\n\t"
        "vpxor %%ymm9, %%ymm5, %%ymm14\n\t"
        "vgf2p8affineqb $0, 128(%[mat_L_inv]), %%ymm14, %%ymm14\n\t"
        "vpxor %%ymm14, %%ymm13, %%ymm13\n\t"
        "vpxor %%ymm1, %%ymm6, %%ymm14\n\t"
        "vgf2p8affineqb $0, 160(%[mat_L_inv]), %%ymm14, %%ymm14\n\t"
        "vpxor %%ymm14, %%ymm13, %%ymm13\n\t"
        "vpxor %%ymm8, %%ymm7, %%ymm14\n\t"
        "vgf2p8affineqb $0, 0(%[mat_L_inv]), %%ymm14, %%ymm14\n\t"
        "vpxor %%ymm14, %%ymm13, %%ymm13\n\t"
        "vpxor %%ymm10, %%ymm0, %%ymm14\n\t"
        "vgf2p8affineqb $0, 64(%[mat_L_inv]), %%ymm14, %%ymm14\n\t"
        "vpxor %%ymm14, %%ymm13, %%ymm13\n\t"
        "vpxor %%ymm11, %%ymm15, %%ymm14\n\t"
        "vgf2p8affineqb $0, 32(%[mat_L_inv]), %%ymm14, %%ymm14\n\t"
        "vpxor %%ymm14, %%ymm13, %%ymm13\n\t"
        "vpxor 448(%[x]), %%ymm12, %%ymm14\n\t"
        "vgf2p8affineqb $0, 96(%[mat_L_inv]), %%ymm14, %%ymm14\n\t"
        "vpxor %%ymm14, %%ymm13, %%ymm13\n\t"
        "vpxor 448(%[x]), %%ymm3, %%ymm14\n\t"
        "vmovdqa %%ymm3, 0(%[t])\n\t"
        "vgf2p8affineqb $0, 192(%[mat_L_inv]), %%ymm2, %%ymm3\n\t"
        "vpxor %%ymm3, %%ymm14, %%ymm3\n\t"
        "vpxor %%ymm3, %%ymm9, %%ymm3\n\t"
        "vpxor %%ymm1, %%ymm4, %%ymm14\n\t"
        "vgf2p8affineqb $0, 128(%[mat_L_inv]), %%ymm14, %%ymm14\n\t"
        "vpxor %%ymm14, %%ymm3, %%ymm3\n\t"
        "vpxor %%ymm8, %%ymm5, %%ymm14\n\t"
        "vgf2p8affineqb $0, 160(%[mat_L_inv]), %%ymm14, %%ymm14\n\t"
        "vpxor %%ymm14, %%ymm3, %%ymm3\n\t"
        "vpxor %%ymm10, %%ymm6, %%ymm14\n\t"
        "vgf2p8affineqb $0, 0(%[mat_L_inv]), %%ymm14, %%ymm14\n\t"
        "vpxor %%ymm14, %%ymm3, %%ymm3\n\t"
        "vpxor %%ymm11, %%ymm7, %%ymm14\n\t"
        "vgf2p8affineqb $0, 64(%[mat_L_inv]), %%ymm14, %%ymm14\n\t"
        "vpxor %%ymm14, %%ymm3, %%ymm3\n\t"
        "vpxor %%ymm12, %%ymm0, %%ymm14\n\t"
        "vgf2p8affineqb $0, 32(%[mat_L_inv]), %%ymm14, %%ymm14\n\t"
        "vpxor %%ymm14, %%ymm3, %%ymm3\n\t"
        "vpxor %%ymm13, %%ymm15, %%ymm14\n\t"
        "vgf2p8affineqb $0, 96(%[mat_L_inv]), %%ymm14, %%ymm14\n\t"
        "vpxor %%ymm14, %%ymm3, %%ymm3\n\t"
        "vpxor %%ymm2, %%ymm15, %%ymm14\n\t"
        "vgf2p8affineqb $0, 192(%[mat_L_inv]), %%ymm9, %%ymm15\n\t"
        "vpxor %%ymm15, %%ymm14, %%ymm14\n\t"
        "vpxor %%ymm14, %%ymm1, %%ymm14\n\t"
        "vpxor 0(%[t]), %%ymm8, %%ymm15\n\t"
        "vgf2p8affineqb $0, 128(%[mat_L_inv]), %%ymm15, %%ymm15\n\t"
        "vpxor %%ymm15, %%ymm14, %%ymm14\n\t"
        "vpxor %%ymm10, %%ymm4, %%ymm15\n\t"
        "vgf2p8affineqb $0, 160(%[mat_L_inv]), %%ymm15, %%ymm15\n\t"
        "vpxor %%ymm15, %%ymm14, %%ymm14\n\t"
        "vpxor %%ymm11, %%ymm5, %%ymm15\n\t"
        "vgf2p8affineqb $0, 0(%[mat_L_inv]), %%ymm15, %%ymm15\n\t"
        "vpxor %%ymm15, %%ymm14, %%ymm14\n\t"
        "vpxor %%ymm12, %%ymm6, %%ymm15\n\t"
        "vgf2p8affineqb $0, 64(%[mat_L_inv]), %%ymm15, %%ymm15\n\t"
        "vpxor %%ymm15, %%ymm14, %%ymm14\n\t"
        "vpxor %%ymm13, %%ymm7, %%ymm15\n\t"
        "vgf2p8affineqb $0, 32(%[mat_L_inv]), %%ymm15, %%ymm15\n\t"
        "vpxor %%ymm15, %%ymm14, %%ymm14\n\t"
        "vpxor %%ymm3, %%ymm0, %%ymm15\n\t"
        "vgf2p8affineqb $0, 96(%[mat_L_inv]), %%ymm15, %%ymm15\n\t"
        "vpxor %%ymm15, %%ymm14, %%ymm14\n\t"
        "vgf2p8affineqb $0, 0(%[gm_pi_inv]), %%ymm0, %%ymm15\n\t"
        "vgf2p8affineqb $0, 32(%[gm_pi_inv]), %%ymm0, %%ymm0\n\t"
        "vmovdqa %%ymm14, 32(%[t])\n\t"
        "vmovdqa 0(%[gt_pi_inv]), %%ymm14\n\t"
        "vpshufb %%ymm0, %%ymm14, %%ymm0\n\t"
        "vmovdqa %%ymm3, 64(%[t])\n\t"
        "vmovdqa 32(%[gt_pi_inv]), %%ymm3\n\t"
        "vmovdqa %%ymm13, 96(%[t])\n\t"
        "vpshufb %%ymm15, %%ymm3, %%ymm13\n\t"
        "vgf2p8mulb %%ymm13, %%ymm0, %%ymm0\n\t"
        "vmovdqa 64(%[gt_pi_inv]), %%ymm13\n\t"
        "vmovdqa %%ymm12, 128(%[t])\n\t"
        "vpshufb %%ymm15, %%ymm13, %%ymm12\n\t"
        "vgf2p8mulb %%ymm0, %%ymm12, %%ymm12\n\t"
        "vmovdqa %%ymm11, 160(%[t])\n\t"
        "vpcmpeqb 0(%[zero_v]), %%ymm0, %%ymm11\n\t"
        "vmovdqa %%ymm10, 192(%[t])\n\t"
        "vmovdqa 96(%[gt_pi_inv]), %%ymm10\n\t"
        "vpshufb %%ymm15, %%ymm10, %%ymm15\n\t"
        "vpand %%ymm15, %%ymm11, %%ymm11\n\t"
        "vpxor %%ymm11, %%ymm12, %%ymm11\n\t"
        "vgf2p8affineqb $0, 64(%[gm_pi_inv]), %%ymm11, %%ymm11\n\t"
        "vgf2p8affineqb $0, 96(%[gm_pi_inv]), %%ymm0, %%ymm0\n\t"
        "vpxor %%ymm0, %%ymm11, %%ymm0\n\t"
        "vpxor 4096(%[k]), %%ymm0, %%ymm0\n\t"
        "vgf2p8affineqb $0, 0(%[gm_pi_inv]), %%ymm7, %%ymm11\n\t"
        "vgf2p8affineqb $0, 32(%[gm_pi_inv]), %%ymm7, %%ymm7\n\t"
        "vpshufb %%ymm7, %%ymm14, %%ymm7\n\t"
        "vpshufb %%ymm11, %%ymm3, %%ymm12\n\t"
        "vgf2p8mulb %%ymm12, %%ymm7, %%ymm7\n\t"
        "vpshufb %%ymm11, %%ymm13, %%ymm12\n\t"
        "vgf2p8mulb %%ymm7, %%ymm12, %%ymm12\n\t"
        "vpcmpeqb 0(%[zero_v]), %%ymm7, %%ymm15\n\t"
        "vpshufb %%ymm11, %%ymm10, %%ymm11\n\t"
        "vpand %%ymm11, %%ymm15, %%ymm11\n\t"
        "vpxor %%ymm11, %%ymm12, %%ymm11\n\t"
        "vgf2p8affineqb $0, 64(%[gm_pi_inv]), %%ymm11, %%ymm11\n\t"
        "vgf2p8affineqb $0, 96(%[gm_pi_inv]), %%ymm7, %%ymm7\n\t"
        "vpxor %%ymm7, %%ymm11, %%ymm7\n\t"
        "vpxor 4128(%[k]), %%ymm7, %%ymm7\n\t"
        "vgf2p8affineqb $0, 0(%[gm_pi_inv]), %%ymm6, %%ymm11\n\t"
        "vgf2p8affineqb $0, 32(%[gm_pi_inv]), %%ymm6, %%ymm6\n\t"
        "vpshufb %%ymm6, %%ymm14, %%ymm6\n\t"
        "vpshufb %%ymm11, %%ymm3, %%ymm12\n\t"
        "vgf2p8mulb %%ymm12, %%ymm6, %%ymm6\n\t"
        "vpshufb %%ymm11, %%ymm13, %%ymm12\n\t"
        "vgf2p8mulb %%ymm6, %%ymm12, %%ymm12\n\t"
        "vpcmpeqb 0(%[zero_v]), %%ymm6, %%ymm15\n\t"
        "vpshufb %%ymm11, %%ymm10, %%ymm11\n\t"
        "vpand %%ymm11, %%ymm15, %%ymm11\n\t"
        "vpxor %%ymm11, %%ymm12, %%ymm11\n\t"
        "vgf2p8affineqb $0, 64(%[gm_pi_inv]), %%ymm11, %%ymm11\n\t"
        "vgf2p8affineqb $0, 96(%[gm_pi_inv]), %%ymm6, %%ymm6\n\t"
        "vpxor %%ymm6, %%ymm11, %%ymm6\n\t"
        "vpxor 4160(%[k]), %%ymm6, %%ymm6\n\t"
        "vgf2p8affineqb $0, 0(%[gm_pi_inv]), %%ymm5, %%ymm11\n\t"
        "vgf2p8affineqb $0, 32(%[gm_pi_inv]), %%ymm5, %%ymm5\n\t"
        "vpshufb %%ymm5, %%ymm14, %%ymm5\n\t"
        "vpshufb %%ymm11, %%ymm3, %%ymm12\n\t"
        "vgf2p8mulb %%ymm12, %%ymm5, %%ymm5\n\t"
        "vpshufb %%ymm11, %%ymm13, %%ymm12\n\t"
        "vgf2p8mulb %%ymm5, %%ymm12, %%ymm12\n\t"
        "vpcmpeqb 0(%[zero_v]), %%ymm5, %%ymm15\n\t"
        "vpshufb %%ymm11, %%ymm10, %%ymm11\n\t"
        "vpand %%ymm11, %%ymm15, %%ymm11\n\t"
        "vpxor %%ymm11, %%ymm12, %%ymm11\n\t"
        "vgf2p8affineqb $0, 64(%[gm_pi_inv]), %%ymm11, %%ymm11\n\t"
        "vgf2p8affineqb $0, 96(%[gm_pi_inv]), %%ymm5, %%ymm5\n\t"
        "vpxor %%ymm5, %%ymm11, %%ymm5\n\t"
        "vpxor 4192(%[k]), %%ymm5, %%ymm5\n\t"
        "vgf2p8affineqb $0, 0(%[gm_pi_inv]), %%ymm4, %%ymm11\n\t"
        "vgf2p8affineqb $0, 32(%[gm_pi_inv]), %%ymm4, %%ymm4\n\t"
        "vpshufb %%ymm4, %%ymm14, %%ymm4\n\t"
        "vpshufb %%ymm11, %%ymm3, %%ymm12\n\t"
        "vgf2p8mulb %%ymm12, %%ymm4, %%ymm4\n\t"
        "vpshufb %%ymm11, %%ymm13, %%ymm12\n\t"
        "vgf2p8mulb %%ymm4, %%ymm12, %%ymm12\n\t"
        "vpcmpeqb 0(%[zero_v]), %%ymm4, %%ymm15\n\t"
        "vpshufb %%ymm11, %%ymm10, %%ymm11\n\t"
        "vpand %%ymm11, %%ymm15, %%ymm11\n\t"
        "vpxor %%ymm11, %%ymm12, %%ymm11\n\t"
        "vgf2p8affineqb $0, 64(%[gm_pi_inv]), %%ymm11, %%ymm11\n\t"
        "vgf2p8affineqb $0, 96(%[gm_pi_inv]), %%ymm4, %%ymm4\n\t"
        "vpxor %%ymm4, %%ymm11, %%ymm4\n\t"
        "vpxor 4224(%[k]), %%ymm4, %%ymm4\n\t"
        "vmovdqa 0(%[t]), %%ymm11\n\t"
        "vgf2p8affineqb $0, 0(%[gm_pi_inv]), %%ymm11, %%ymm12\n\t"
        "vgf2p8affineqb $0, 32(%[gm_pi_inv]), %%ymm11, %%ymm11\n\t"
        "vpshufb %%ymm11, %%ymm14, %%ymm11\n\t"
        "vpshufb %%ymm12, %%ymm3, %%ymm15\n\t"
        "vgf2p8mulb %%ymm15, %%ymm11, %%ymm11\n\t"
        "vpshufb %%ymm12, %%ymm13, %%ymm15\n\t"
        "vgf2p8mulb %%ymm11, %%ymm15, %%ymm15\n\t"
        "vmovdqa %%ymm0, 0(%[x])\n\t"
        "vpcmpeqb 0(%[zero_v]), %%ymm11, %%ymm0\n\t"
        "vpshufb %%ymm12, %%ymm10, %%ymm12\n\t"
        "vpand %%ymm12, %%ymm0, %%ymm0\n\t"
        "vpxor %%ymm0, %%ymm15, %%ymm0\n\t"
        "vgf2p8affineqb $0, 64(%[gm_pi_inv]), %%ymm0, %%ymm0\n\t"
        "vgf2p8affineqb $0, 96(%[gm_pi_inv]), %%ymm11, %%ymm11\n\t"
        "vpxor %%ymm11, %%ymm0, %%ymm0\n\t"
        "vpxor 4256(%[k]), %%ymm0, %%ymm0\n\t"
        "vgf2p8affineqb $0, 0(%[gm_pi_inv]), %%ymm2, %%ymm11\n\t"
        "vgf2p8affineqb $0, 32(%[gm_pi_inv]), %%ymm2, %%ymm2\n\t"
        "vpshufb %%ymm2, %%ymm14, %%ymm2\n\t"
        "vpshufb %%ymm11, %%ymm3, %%ymm12\n\t"
        "vgf2p8mulb %%ymm12, %%ymm2, %%ymm2\n\t"
        "vpshufb %%ymm11, %%ymm13, %%ymm12\n\t"
        "vgf2p8mulb %%ymm2, %%ymm12, %%ymm12\n\t"
        "vpcmpeqb 0(%[zero_v]), %%ymm2, %%ymm15\n\t"
        "vpshufb %%ymm11, %%ymm10, %%ymm11\n\t"
        "vpand %%ymm11, %%ymm15, %%ymm11\n\t"
        "vpxor %%ymm11, %%ymm12, %%ymm11\n\t"
        "vgf2p8affineqb $0, 64(%[gm_pi_inv]), %%ymm11, %%ymm11\n\t"
        "vgf2p8affineqb $0, 96(%[gm_pi_inv]), %%ymm2, %%ymm2\n\t"
        "vpxor %%ymm2, %%ymm11, %%ymm2\n\t"
        "vpxor 4288(%[k]), %%ymm2, %%ymm2\n\t"
        "vgf2p8affineqb $0, 0(%[gm_pi_inv]), %%ymm9, %%ymm11\n\t"
        "vgf2p8affineqb $0, 32(%[gm_pi_inv]), %%ymm9, %%ymm9\n\t"
        "vpshufb %%ymm9, %%ymm14, %%ymm9\n\t"
        "vpshufb %%ymm11, %%ymm3, %%ymm12\n\t"
        "vgf2p8mulb %%ymm12, %%ymm9, %%ymm9\n\t"
        "vpshufb %%ymm11, %%ymm13, %%ymm12\n\t"
        "vgf2p8mulb %%ymm9, %%ymm12, %%ymm12\n\t"
        "vpcmpeqb 0(%[zero_v]), %%ymm9, %%ymm15\n\t"
        "vpshufb %%ymm11, %%ymm10, %%ymm11\n\t"
        "vpand %%ymm11, %%ymm15, %%ymm11\n\t"
        "vpxor %%ymm11, %%ymm12, %%ymm11\n\t"
        "vgf2p8affineqb $0, 64(%[gm_pi_inv]), %%ymm11, %%ymm11\n\t"
        "vgf2p8affineqb $0, 96(%[gm_pi_inv]), %%ymm9, %%ymm9\n\t"
        "vpxor %%ymm9, %%ymm11, %%ymm9\n\t"
        "vpxor 4320(%[k]), %%ymm9, %%ymm9\n\t"
        "vgf2p8affineqb $0, 0(%[gm_pi_inv]), %%ymm1, %%ymm11\n\t"
        "vgf2p8affineqb $0, 32(%[gm_pi_inv]), %%ymm1, %%ymm1\n\t"
        "vpshufb %%ymm1, %%ymm14, %%ymm1\n\t"
        "vpshufb %%ymm11, %%ymm3, %%ymm12\n\t"
        "vgf2p8mulb %%ymm12, %%ymm1, %%ymm1\n\t"
        "vpshufb %%ymm11, %%ymm13, %%ymm12\n\t"
        "vgf2p8mulb %%ymm1, %%ymm12, %%ymm12\n\t"
        "vpcmpeqb 0(%[zero_v]), %%ymm1, %%ymm15\n\t"
        "vpshufb %%ymm11, %%ymm10, %%ymm11\n\t"
        "vpand %%ymm11, %%ymm15, %%ymm11\n\t"
        "vpxor %%ymm11, %%ymm12, %%ymm11\n\t"
        "vgf2p8affineqb $0, 64(%[gm_pi_inv]), %%ymm11, %%ymm11\n\t"
        "vgf2p8affineqb $0, 96(%[gm_pi_inv]), %%ymm1, %%ymm1\n\t"
        "vpxor %%ymm1, %%ymm11, %%ymm1\n\t"
        "vpxor 4352(%[k]), %%ymm1, %%ymm1\n\t"
        "vgf2p8affineqb $0, 0(%[gm_pi_inv]), %%ymm8, %%ymm11\n\t"
        "vgf2p8affineqb $0, 32(%[gm_pi_inv]), %%ymm8, %%ymm8\n\t"
        "vpshufb %%ymm8, %%ymm14, %%ymm8\n\t"
        "vpshufb %%ymm11, %%ymm3, %%ymm12\n\t"
        "vgf2p8mulb %%ymm12, %%ymm8, %%ymm8\n\t"
        "vpshufb %%ymm11, %%ymm13, %%ymm12\n\t"
        "vgf2p8mulb %%ymm8, %%ymm12, %%ymm12\n\t"
        "vpcmpeqb 0(%[zero_v]), %%ymm8, %%ymm15\n\t"
        "vpshufb %%ymm11, %%ymm10, %%ymm11\n\t"
        "vpand %%ymm11, %%ymm15, %%ymm11\n\t"
        "vpxor %%ymm11, %%ymm12, %%ymm11\n\t"
        "vgf2p8affineqb $0, 64(%[gm_pi_inv]), %%ymm11, %%ymm11\n\t"
        "vgf2p8affineqb $0, 96(%[gm_pi_inv]), %%ymm8, %%ymm8\n\t"
        "vpxor %%ymm8, %%ymm11, %%ymm8\n\t"
        "vpxor 4384(%[k]), %%ymm8, %%ymm8\n\t"
        "vmovdqa 192(%[t]), %%ymm11\n\t"
        "vgf2p8affineqb $0, 0(%[gm_pi_inv]), %%ymm11, %%ymm12\n\t"
        "vgf2p8affineqb $0, 32(%[gm_pi_inv]), %%ymm11, %%ymm11\n\t"
        "vpshufb %%ymm11, %%ymm14, %%ymm11\n\t"
        "vpshufb %%ymm12, %%ymm3, %%ymm15\n\t"
        "vgf2p8mulb %%ymm15, %%ymm11, %%ymm11\n\t"
        "vpshufb %%ymm12, %%ymm13, %%ymm15\n\t"
        "vgf2p8mulb %%ymm11, %%ymm15, %%ymm15\n\t"
        "vmovdqa %%ymm0, 160(%[x])\n\t"
        "vpcmpeqb 0(%[zero_v]), %%ymm11, %%ymm0\n\t"
        "vpshufb %%ymm12, %%ymm10, %%ymm12\n\t"
        "vpand %%ymm12, %%ymm0, %%ymm0\n\t"
        "vpxor %%ymm0, %%ymm15, %%ymm0\n\t"
        "vgf2p8affineqb $0, 64(%[gm_pi_inv]), %%ymm0, %%ymm0\n\t"
        "vgf2p8affineqb $0, 96(%[gm_pi_inv]), %%ymm11, %%ymm11\n\t"
        "vpxor %%ymm11, %%ymm0, %%ymm0\n\t"
        "vpxor 4416(%[k]), %%ymm0, %%ymm0\n\t"
        "vmovdqa 160(%[t]), %%ymm11\n\t"
        "vgf2p8affineqb $0, 0(%[gm_pi_inv]), %%ymm11, %%ymm12\n\t"
        "vgf2p8affineqb $0, 32(%[gm_pi_inv]), %%ymm11, %%ymm11\n\t"
        "vpshufb %%ymm11, %%ymm14, %%ymm11\n\t"
        "vpshufb %%ymm12, %%ymm3, %%ymm15\n\t"
        "vgf2p8mulb %%ymm15, %%ymm11, %%ymm11\n\t"
        "vpshufb %%ymm12, %%ymm13, %%ymm15\n\t"
        "vgf2p8mulb %%ymm11, %%ymm15, %%ymm15\n\t"
        "vmovdqa %%ymm0, 320(%[x])\n\t"
        "vpcmpeqb 0(%[zero_v]), %%ymm11, %%ymm0\n\t"
        "vpshufb %%ymm12, %%ymm10, %%ymm12\n\t"
        "vpand %%ymm12, %%ymm0, %%ymm0\n\t"
        "vpxor %%ymm0, %%ymm15, %%ymm0\n\t"
        "vgf2p8affineqb $0, 64(%[gm_pi_inv]), %%ymm0, %%ymm0\n\t"
        "vgf2p8affineqb $0, 96(%[gm_pi_inv]), %%ymm11, %%ymm11\n\t"
        "vpxor %%ymm11, %%ymm0, %%ymm0\n\t"
        "vpxor 4448(%[k]), %%ymm0, %%ymm0\n\t"
        "vmovdqa 128(%[t]), %%ymm11\n\t"
        "vgf2p8affineqb $0, 0(%[gm_pi_inv]), %%ymm11, %%ymm12\n\t"
        "vgf2p8affineqb $0, 32(%[gm_pi_inv]), %%ymm11, %%ymm11\n\t"
        "vpshufb %%ymm11, %%ymm14, %%ymm11\n\t"
        "vpshufb %%ymm12, %%ymm3, %%ymm15\n\t"
        "vgf2p8mulb %%ymm15, %%ymm11, %%ymm11\n\t"
        "vpshufb %%ymm12, %%ymm13, %%ymm15\n\t"
        "vgf2p8mulb %%ymm11, %%ymm15, %%ymm15\n\t"
        "vmovdqa %%ymm0, 352(%[x])\n\t"
        "vpcmpeqb 0(%[zero_v]), %%ymm11, %%ymm0\n\t"
        "vpshufb %%ymm12, %%ymm10, %%ymm12\n\t"
        "vpand %%ymm12, %%ymm0, %%ymm0\n\t"
        "vpxor %%ymm0, %%ymm15, %%ymm0\n\t"
        "vgf2p8affineqb $0, 64(%[gm_pi_inv]), %%ymm0, %%ymm0\n\t"
        "vgf2p8affineqb $0, 96(%[gm_pi_inv]), %%ymm11, %%ymm11\n\t"
        "vpxor %%ymm11, %%ymm0, %%ymm0\n\t"
        "vpxor 4480(%[k]), %%ymm0, %%ymm0\n\t"
        "vmovdqa 96(%[t]), %%ymm11\n\t"
        "vgf2p8affineqb $0, 0(%[gm_pi_inv]), %%ymm11, %%ymm12\n\t"
        "vgf2p8affineqb $0, 32(%[gm_pi_inv]), %%ymm11, %%ymm11\n\t"
        "vpshufb %%ymm11, %%ymm14, %%ymm11\n\t"
        "vpshufb %%ymm12, %%ymm3, %%ymm15\n\t"
        "vgf2p8mulb %%ymm15, %%ymm11, %%ymm11\n\t"
        "vpshufb %%ymm12, %%ymm13, %%ymm15\n\t"
        "vgf2p8mulb %%ymm11, %%ymm15, %%ymm15\n\t"
        "vmovdqa %%ymm0, 384(%[x])\n\t"
        "vpcmpeqb 0(%[zero_v]), %%ymm11, %%ymm0\n\t"
        "vpshufb %%ymm12, %%ymm10, %%ymm12\n\t"
        "vpand %%ymm12, %%ymm0, %%ymm0\n\t"
        "vpxor %%ymm0, %%ymm15, %%ymm0\n\t"
        "vgf2p8affineqb $0, 64(%[gm_pi_inv]), %%ymm0, %%ymm0\n\t"
        "vgf2p8affineqb $0, 96(%[gm_pi_inv]), %%ymm11, %%ymm11\n\t"
        "vpxor %%ymm11, %%ymm0, %%ymm0\n\t"
        "vpxor 4512(%[k]), %%ymm0, %%ymm0\n\t"
        "vmovdqa 64(%[t]), %%ymm11\n\t"
        "vgf2p8affineqb $0, 0(%[gm_pi_inv]), %%ymm11, %%ymm12\n\t"
        "vgf2p8affineqb $0, 32(%[gm_pi_inv]), %%ymm11, %%ymm11\n\t"
        "vpshufb %%ymm11, %%ymm14, %%ymm11\n\t"
        "vpshufb %%ymm12, %%ymm3, %%ymm15\n\t"
        "vgf2p8mulb %%ymm15, %%ymm11, %%ymm11\n\t"
        "vpshufb %%ymm12, %%ymm13, %%ymm15\n\t"
        "vgf2p8mulb %%ymm11, %%ymm15, %%ymm15\n\t"
        "vmovdqa %%ymm0, 416(%[x])\n\t"
        "vpcmpeqb 0(%[zero_v]), %%ymm11, %%ymm0\n\t"
        "vpshufb %%ymm12, %%ymm10, %%ymm12\n\t"
        "vpand %%ymm12, %%ymm0, %%ymm0\n\t"
        "vpxor %%ymm0, %%ymm15, %%ymm0\n\t"
        "vgf2p8affineqb $0, 64(%[gm_pi_inv]), %%ymm0, %%ymm0\n\t"
        "vgf2p8affineqb $0, 96(%[gm_pi_inv]), %%ymm11, %%ymm11\n\t"
        "vpxor %%ymm11, %%ymm0, %%ymm0\n\t"
        "vpxor 4544(%[k]), %%ymm0, %%ymm0\n\t"
        "vmovdqa 32(%[t]), %%ymm11\n\t"
        "vgf2p8affineqb $0, 0(%[gm_pi_inv]), %%ymm11, %%ymm12\n\t"
        "vgf2p8affineqb $0, 32(%[gm_pi_inv]), %%ymm11, %%ymm11\n\t"
        "vpshufb %%ymm11, %%ymm14, %%ymm11\n\t"
        "vpshufb %%ymm12, %%ymm3, %%ymm3\n\t"
        "vgf2p8mulb %%ymm3, %%ymm11, %%ymm3\n\t"
        "vpshufb %%ymm12, %%ymm13, %%ymm11\n\t"
        "vgf2p8mulb %%ymm3, %%ymm11, %%ymm11\n\t"
        "vpcmpeqb 0(%[zero_v]), %%ymm3, %%ymm13\n\t"
        "vpshufb %%ymm12, %%ymm10, %%ymm10\n\t"
        "vpand %%ymm10, %%ymm13, %%ymm10\n\t"
        "vpxor %%ymm10, %%ymm11, %%ymm10\n\t"
        "vgf2p8affineqb $0, 64(%[gm_pi_inv]), %%ymm10, %%ymm10\n\t"
        "vgf2p8affineqb $0, 96(%[gm_pi_inv]), %%ymm3, %%ymm3\n\t"
        "vpxor %%ymm3, %%ymm10, %%ymm3\n\t"
        "vpxor 4576(%[k]), %%ymm3, %%ymm3\n\t"
        "vmovdqa %%ymm7, 32(%[x])\n\t"
        "vmovdqa %%ymm6, 64(%[x])\n\t"
        "vmovdqa %%ymm5, 96(%[x])\n\t"
        "vmovdqa %%ymm4, 128(%[x])\n\t"
        "vmovdqa %%ymm2, 192(%[x])\n\t"
        "vmovdqa %%ymm9, 224(%[x])\n\t"
        "vmovdqa %%ymm1, 256(%[x])\n\t"
        "vmovdqa %%ymm8, 288(%[x])\n\t"
        "vmovdqa %%ymm0, 448(%[x])\n\t"
        "vmovdqa %%ymm3, 480(%[x])\n\t"
        "add $-512, %[k]\n\t"
        "dec %[n]\n\t"
        "jnz 1b"
        : [k] "+r"(k), [n] "+r"(n)
        : [x] "r"(x), [t] "r"(spill), [gm_pi_inv] "r"(gm_pi_inv), [gt_pi_inv] "r"(gt_pi_inv), [mat_L_inv] "r"(mat_L_inv), [zero_v] "r"(zero_v)
        : "cc", "memory", "xmm0", "xmm1", "xmm2", "xmm3", "xmm4", "xmm5", "xmm6", "xmm7", "xmm8",
          "xmm9", "xmm10", "xmm11", "xmm12", "xmm13", "xmm14", "xmm15");
}
#endif

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

#ifdef GG_BC_ASM
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
    encrypt_rounds(x[0], k0, 9);
    encrypt_rounds(x[1], k1, 9);
    x0_0 = x[0][0];
    x0_1 = x[0][1];
    x0_2 = x[0][2];
    x0_3 = x[0][3];
    x0_4 = x[0][4];
    x0_5 = x[0][5];
    x0_6 = x[0][6];
    x0_7 = x[0][7];
    x0_8 = x[0][8];
    x0_9 = x[0][9];
    x0_10 = x[0][10];
    x0_11 = x[0][11];
    x0_12 = x[0][12];
    x0_13 = x[0][13];
    x0_14 = x[0][14];
    x0_15 = x[0][15];
    x1_0 = x[1][0];
    x1_1 = x[1][1];
    x1_2 = x[1][2];
    x1_3 = x[1][3];
    x1_4 = x[1][4];
    x1_5 = x[1][5];
    x1_6 = x[1][6];
    x1_7 = x[1][7];
    x1_8 = x[1][8];
    x1_9 = x[1][9];
    x1_10 = x[1][10];
    x1_11 = x[1][11];
    x1_12 = x[1][12];
    x1_13 = x[1][13];
    x1_14 = x[1][14];
    x1_15 = x[1][15];
#else
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
#endif
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

#ifdef GG_BC_ASM
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
    decrypt_rounds(x[0], k0, 9);
    decrypt_rounds(x[1], k1, 9);
    x0_0 = x[0][0];
    x0_1 = x[0][1];
    x0_2 = x[0][2];
    x0_3 = x[0][3];
    x0_4 = x[0][4];
    x0_5 = x[0][5];
    x0_6 = x[0][6];
    x0_7 = x[0][7];
    x0_8 = x[0][8];
    x0_9 = x[0][9];
    x0_10 = x[0][10];
    x0_11 = x[0][11];
    x0_12 = x[0][12];
    x0_13 = x[0][13];
    x0_14 = x[0][14];
    x0_15 = x[0][15];
    x1_0 = x[1][0];
    x1_1 = x[1][1];
    x1_2 = x[1][2];
    x1_3 = x[1][3];
    x1_4 = x[1][4];
    x1_5 = x[1][5];
    x1_6 = x[1][6];
    x1_7 = x[1][7];
    x1_8 = x[1][8];
    x1_9 = x[1][9];
    x1_10 = x[1][10];
    x1_11 = x[1][11];
    x1_12 = x[1][12];
    x1_13 = x[1][13];
    x1_14 = x[1][14];
    x1_15 = x[1][15];
#else
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
#endif

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

#ifdef GG_BC_ASM
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
    encrypt_rounds(x[0], k0, 9);
    x0_0 = x[0][0];
    x0_1 = x[0][1];
    x0_2 = x[0][2];
    x0_3 = x[0][3];
    x0_4 = x[0][4];
    x0_5 = x[0][5];
    x0_6 = x[0][6];
    x0_7 = x[0][7];
    x0_8 = x[0][8];
    x0_9 = x[0][9];
    x0_10 = x[0][10];
    x0_11 = x[0][11];
    x0_12 = x[0][12];
    x0_13 = x[0][13];
    x0_14 = x[0][14];
    x0_15 = x[0][15];
#else
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
#endif
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

#ifdef GG_BC_ASM
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
    decrypt_rounds(x[0], k0, 9);
    x0_0 = x[0][0];
    x0_1 = x[0][1];
    x0_2 = x[0][2];
    x0_3 = x[0][3];
    x0_4 = x[0][4];
    x0_5 = x[0][5];
    x0_6 = x[0][6];
    x0_7 = x[0][7];
    x0_8 = x[0][8];
    x0_9 = x[0][9];
    x0_10 = x[0][10];
    x0_11 = x[0][11];
    x0_12 = x[0][12];
    x0_13 = x[0][13];
    x0_14 = x[0][14];
    x0_15 = x[0][15];
#else
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
#endif

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

/* 2 batches at once, batch g under the round keys k[g] ([10][16] vectors); the
 * rounds as a loop (backends/_bytesliced_bc.py, round_loop). */
/* (CTR: the first round by ctr_head_g from u, the shared bytes' round: counter batches whose
 * blocks differ in memory byte 15 only) */
static __attribute__((noinline)) void encrypt2_ctr(V x[2][16], const V *const k[2],
                                                  const V u[16])
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
    {
        /* the first round of counter batches that differ in memory byte 15 only: u ^ col * s */
        const V *col = (const V *)(const void *)ctr_col;
        __asm__("" : "+r"(col)); /* opaque: the matrices stay memory operands */
        const V s0 = subst_pi(_mm256_xor_si256(x0_15, k0[16 * 0 + 15]), sm_pi, st_pi);
        const V s1 = subst_pi(_mm256_xor_si256(x1_15, k1[16 * 0 + 15]), sm_pi, st_pi);
        x0_0 = _mm256_xor_si256(u[0], GFMUL(s0, col[0]));
        x1_0 = _mm256_xor_si256(u[0], GFMUL(s1, col[0]));
        x0_1 = _mm256_xor_si256(u[1], GFMUL(s0, col[1]));
        x1_1 = _mm256_xor_si256(u[1], GFMUL(s1, col[1]));
        x0_2 = _mm256_xor_si256(u[2], GFMUL(s0, col[2]));
        x1_2 = _mm256_xor_si256(u[2], GFMUL(s1, col[2]));
        x0_3 = _mm256_xor_si256(u[3], GFMUL(s0, col[3]));
        x1_3 = _mm256_xor_si256(u[3], GFMUL(s1, col[3]));
        x0_4 = _mm256_xor_si256(u[4], GFMUL(s0, col[4]));
        x1_4 = _mm256_xor_si256(u[4], GFMUL(s1, col[4]));
        x0_5 = _mm256_xor_si256(u[5], GFMUL(s0, col[5]));
        x1_5 = _mm256_xor_si256(u[5], GFMUL(s1, col[5]));
        x0_6 = _mm256_xor_si256(u[6], GFMUL(s0, col[6]));
        x1_6 = _mm256_xor_si256(u[6], GFMUL(s1, col[6]));
        x0_7 = _mm256_xor_si256(u[7], GFMUL(s0, col[7]));
        x1_7 = _mm256_xor_si256(u[7], GFMUL(s1, col[7]));
        x0_8 = _mm256_xor_si256(u[8], GFMUL(s0, col[8]));
        x1_8 = _mm256_xor_si256(u[8], GFMUL(s1, col[8]));
        x0_9 = _mm256_xor_si256(u[9], GFMUL(s0, col[9]));
        x1_9 = _mm256_xor_si256(u[9], GFMUL(s1, col[9]));
        x0_10 = _mm256_xor_si256(u[10], GFMUL(s0, col[10]));
        x1_10 = _mm256_xor_si256(u[10], GFMUL(s1, col[10]));
        x0_11 = _mm256_xor_si256(u[11], GFMUL(s0, col[11]));
        x1_11 = _mm256_xor_si256(u[11], GFMUL(s1, col[11]));
        x0_12 = _mm256_xor_si256(u[12], GFMUL(s0, col[12]));
        x1_12 = _mm256_xor_si256(u[12], GFMUL(s1, col[12]));
        x0_13 = _mm256_xor_si256(u[13], GFMUL(s0, col[13]));
        x1_13 = _mm256_xor_si256(u[13], GFMUL(s1, col[13]));
        x0_14 = _mm256_xor_si256(u[14], GFMUL(s0, col[14]));
        x1_14 = _mm256_xor_si256(u[14], GFMUL(s1, col[14]));
        x0_15 = _mm256_xor_si256(u[15], s0);
        x1_15 = _mm256_xor_si256(u[15], s1);
    }

#ifdef GG_BC_ASM
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
    encrypt_rounds(x[0], k0 + 16 * 1, 8);
    encrypt_rounds(x[1], k1 + 16 * 1, 8);
    x0_0 = x[0][0];
    x0_1 = x[0][1];
    x0_2 = x[0][2];
    x0_3 = x[0][3];
    x0_4 = x[0][4];
    x0_5 = x[0][5];
    x0_6 = x[0][6];
    x0_7 = x[0][7];
    x0_8 = x[0][8];
    x0_9 = x[0][9];
    x0_10 = x[0][10];
    x0_11 = x[0][11];
    x0_12 = x[0][12];
    x0_13 = x[0][13];
    x0_14 = x[0][14];
    x0_15 = x[0][15];
    x1_0 = x[1][0];
    x1_1 = x[1][1];
    x1_2 = x[1][2];
    x1_3 = x[1][3];
    x1_4 = x[1][4];
    x1_5 = x[1][5];
    x1_6 = x[1][6];
    x1_7 = x[1][7];
    x1_8 = x[1][8];
    x1_9 = x[1][9];
    x1_10 = x[1][10];
    x1_11 = x[1][11];
    x1_12 = x[1][12];
    x1_13 = x[1][13];
    x1_14 = x[1][14];
    x1_15 = x[1][15];
#else
    for (int r = 1; r < 9; r++) {
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
#endif
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

/* 1 batch at once, batch g under the round keys k[g] ([10][16] vectors); the
 * rounds as a loop (backends/_bytesliced_bc.py, round_loop). */
/* (CTR: the first round by ctr_head_g from u, the shared bytes' round: counter batches whose
 * blocks differ in memory byte 15 only) */
static __attribute__((noinline)) void encrypt1_ctr(V x[1][16], const V *const k[1],
                                                  const V u[16])
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
    {
        /* the first round of counter batches that differ in memory byte 15 only: u ^ col * s */
        const V *col = (const V *)(const void *)ctr_col;
        __asm__("" : "+r"(col)); /* opaque: the matrices stay memory operands */
        const V s0 = subst_pi(_mm256_xor_si256(x0_15, k0[16 * 0 + 15]), sm_pi, st_pi);
        x0_0 = _mm256_xor_si256(u[0], GFMUL(s0, col[0]));
        x0_1 = _mm256_xor_si256(u[1], GFMUL(s0, col[1]));
        x0_2 = _mm256_xor_si256(u[2], GFMUL(s0, col[2]));
        x0_3 = _mm256_xor_si256(u[3], GFMUL(s0, col[3]));
        x0_4 = _mm256_xor_si256(u[4], GFMUL(s0, col[4]));
        x0_5 = _mm256_xor_si256(u[5], GFMUL(s0, col[5]));
        x0_6 = _mm256_xor_si256(u[6], GFMUL(s0, col[6]));
        x0_7 = _mm256_xor_si256(u[7], GFMUL(s0, col[7]));
        x0_8 = _mm256_xor_si256(u[8], GFMUL(s0, col[8]));
        x0_9 = _mm256_xor_si256(u[9], GFMUL(s0, col[9]));
        x0_10 = _mm256_xor_si256(u[10], GFMUL(s0, col[10]));
        x0_11 = _mm256_xor_si256(u[11], GFMUL(s0, col[11]));
        x0_12 = _mm256_xor_si256(u[12], GFMUL(s0, col[12]));
        x0_13 = _mm256_xor_si256(u[13], GFMUL(s0, col[13]));
        x0_14 = _mm256_xor_si256(u[14], GFMUL(s0, col[14]));
        x0_15 = _mm256_xor_si256(u[15], s0);
    }

#ifdef GG_BC_ASM
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
    encrypt_rounds(x[0], k0 + 16 * 1, 8);
    x0_0 = x[0][0];
    x0_1 = x[0][1];
    x0_2 = x[0][2];
    x0_3 = x[0][3];
    x0_4 = x[0][4];
    x0_5 = x[0][5];
    x0_6 = x[0][6];
    x0_7 = x[0][7];
    x0_8 = x[0][8];
    x0_9 = x[0][9];
    x0_10 = x[0][10];
    x0_11 = x[0][11];
    x0_12 = x[0][12];
    x0_13 = x[0][13];
    x0_14 = x[0][14];
    x0_15 = x[0][15];
#else
    for (int r = 1; r < 9; r++) {
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
#endif
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
#define FIELD_MAX_BLOCKS 16 /* up to this many, blocks() goes one at a time */
static void field_blocks(const uint8_t *rk, int decrypt, const uint8_t *in, uint8_t *out,
                         size_t nblocks);

void gg_avx2gfni_kuznyechik_blocks(const uint8_t *rk, int decrypt, const uint8_t *in,
                                   uint8_t *out, size_t nblocks)
{
    V kv[10][16];
    V x[G][16];
    const V *ks[G];
    /* a short last batch: its blocks and zeros (the length is public) */
    uint8_t tail[BATCH * 16] __attribute__((aligned(32)));
    if (nblocks <= FIELD_MAX_BLOCKS) {
        field_blocks(rk, decrypt, in, out, nblocks);
        return;
    }
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

/* u: the first round of the counter blocks c with memory byte 15 taken as zero after the
 * bytewise step, the part every block of a batch that differs in that byte only shares (made
 * once per counter prefix, 256 blocks) */
static void ctr_head_shared(V u[16], const V *const k0, const uint8_t c[16])
{
    const V *sm_pi = (const V *)(const void *)gm_pi;
    const V *st_pi = (const V *)(const void *)gt_pi;
    __asm__("" : "+r"(sm_pi), "+r"(st_pi)); /* opaque: tables stay memory operands */

    V x0_0 = _mm256_set1_epi8((char)c[0]);
    V x0_1 = _mm256_set1_epi8((char)c[1]);
    V x0_2 = _mm256_set1_epi8((char)c[2]);
    V x0_3 = _mm256_set1_epi8((char)c[3]);
    V x0_4 = _mm256_set1_epi8((char)c[4]);
    V x0_5 = _mm256_set1_epi8((char)c[5]);
    V x0_6 = _mm256_set1_epi8((char)c[6]);
    V x0_7 = _mm256_set1_epi8((char)c[7]);
    V x0_8 = _mm256_set1_epi8((char)c[8]);
    V x0_9 = _mm256_set1_epi8((char)c[9]);
    V x0_10 = _mm256_set1_epi8((char)c[10]);
    V x0_11 = _mm256_set1_epi8((char)c[11]);
    V x0_12 = _mm256_set1_epi8((char)c[12]);
    V x0_13 = _mm256_set1_epi8((char)c[13]);
    V x0_14 = _mm256_set1_epi8((char)c[14]);
    V x0_15 = _mm256_set1_epi8((char)c[15]);
    x0_0 = subst_pi(_mm256_xor_si256(x0_0, k0[16 * 0 + 0]), sm_pi, st_pi);
    x0_1 = subst_pi(_mm256_xor_si256(x0_1, k0[16 * 0 + 1]), sm_pi, st_pi);
    x0_2 = subst_pi(_mm256_xor_si256(x0_2, k0[16 * 0 + 2]), sm_pi, st_pi);
    x0_3 = subst_pi(_mm256_xor_si256(x0_3, k0[16 * 0 + 3]), sm_pi, st_pi);
    x0_4 = subst_pi(_mm256_xor_si256(x0_4, k0[16 * 0 + 4]), sm_pi, st_pi);
    x0_5 = subst_pi(_mm256_xor_si256(x0_5, k0[16 * 0 + 5]), sm_pi, st_pi);
    x0_6 = subst_pi(_mm256_xor_si256(x0_6, k0[16 * 0 + 6]), sm_pi, st_pi);
    x0_7 = subst_pi(_mm256_xor_si256(x0_7, k0[16 * 0 + 7]), sm_pi, st_pi);
    x0_8 = subst_pi(_mm256_xor_si256(x0_8, k0[16 * 0 + 8]), sm_pi, st_pi);
    x0_9 = subst_pi(_mm256_xor_si256(x0_9, k0[16 * 0 + 9]), sm_pi, st_pi);
    x0_10 = subst_pi(_mm256_xor_si256(x0_10, k0[16 * 0 + 10]), sm_pi, st_pi);
    x0_11 = subst_pi(_mm256_xor_si256(x0_11, k0[16 * 0 + 11]), sm_pi, st_pi);
    x0_12 = subst_pi(_mm256_xor_si256(x0_12, k0[16 * 0 + 12]), sm_pi, st_pi);
    x0_13 = subst_pi(_mm256_xor_si256(x0_13, k0[16 * 0 + 13]), sm_pi, st_pi);
    x0_14 = subst_pi(_mm256_xor_si256(x0_14, k0[16 * 0 + 14]), sm_pi, st_pi);
    x0_15 = subst_pi(_mm256_xor_si256(x0_15, k0[16 * 0 + 15]), sm_pi, st_pi);

    x0_15 = _mm256_setzero_si256();
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


void gg_avx2gfni_kuznyechik_ctr(const uint8_t *rk, const uint8_t *ctr, const uint8_t *in,
                                uint8_t *out, size_t nblocks)
{
    if (nblocks <= FIELD_MAX_BLOCKS) {
        field_ctr(rk, ctr, in, out, nblocks);
        return;
    }
    V kv[10][16];
    V x[G][16];
    const V *ks[G];
    uint8_t c[16];
    uint8_t tail[BATCH * 16] __attribute__((aligned(32)));
    V u[16]; /* ctr_head_shared for the counter bytes up */
    uint8_t up[15];
    int have_u = 0;
    memcpy(c, ctr, 16);
    key_vectors(kv, rk);
    for (int g = 0; g < G; g++)
        ks[g] = &kv[0][0];
    size_t i = 0;
    for (; nblocks - i >= G * BATCH; i += G * BATCH) {
        /* no carry out of byte 15 inside these blocks: their first round from u */
        const int shared = c[15] <= 256 - (G * BATCH);
        if (shared && (!have_u || memcmp(up, c, 15) != 0)) {
            ctr_head_shared(u, &kv[0][0], c);
            memcpy(up, c, 15);
            have_u = 1;
        }
        for (int g = 0; g < G; g++) {
            counter_batch(x[g], c);
            counter_add(c, BATCH);
        }
        if (shared)
            encrypt2_ctr(x, ks, u);
        else
            encrypt2(x, ks);
        for (int g = 0; g < G; g++)
            store_xor_batch(out + 16 * (i + BATCH * g), in + 16 * (i + BATCH * g), x[g]);
    }
    for (; i < nblocks; i += BATCH) {
        size_t n = nblocks - i < BATCH ? nblocks - i : BATCH;
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
    gg_wipe(u, sizeof u);
}

/* The 16 bytes of stream b (0..31 of a batch): ptr[b] + at, or base + stride b without ptr. */
static inline const uint8_t *stream_at(const uint8_t *const *ptr, const uint8_t *base,
                                       size_t stride, size_t at, size_t b)
{
    return ptr != NULL ? ptr[b] + at : base + stride * b;
}

/* nb (1..32) streams' 16 bytes each -> the rows as load_batch puts them before its transpose
 * (row r, streams 2r and 2r + 1, in v[bitrev(r)]; zeros past nb), by 128-bit loads */
static inline void gather_rows(V v[16], const uint8_t *const *ptr, const uint8_t *base,
                               size_t stride, size_t at, size_t nb)
{
    const __m128i zero = _mm_setzero_si128();
    for (size_t row = 0; row < 16; row++) {
        const size_t b = 2 * row;
#define STREAM(q) _mm_loadu_si128((const __m128i *)(const void *)stream_at(ptr, base, stride, at, b + (q)))
        const __m128i lo = b < nb ? STREAM(0) : zero;
        const __m128i hi = b + 1 < nb ? STREAM(1) : zero;
#undef STREAM
        v[bitrev[row]] = _mm256_set_m128i(hi, lo);
    }
}

/* The sliced x of nb (1..32) streams back to each stream's 16 bytes (ptr[b] + at, or base +
 * stride b without ptr) */
static inline void scatter_rows(const V x[16], uint8_t *const *ptr, uint8_t *base, size_t stride,
                                size_t at, size_t nb)
{
    V v[16];
    for (int r = 0; r < 16; r++)
        v[r] = x[bitrev[r]];
    unpack_transpose(v);
    for (size_t row = 0; row < 16; row++) {
        const size_t b = 2 * row;
#define STREAM(q) (void *)(uint8_t *)stream_at((const uint8_t *const *)ptr, base, stride, at, b + (q))
        if (b < nb)
            _mm_storeu_si128(STREAM(0), _mm256_castsi256_si128(v[row]));
        if (b + 1 < nb)
            _mm_storeu_si128(STREAM(1), _mm256_extracti128_si256(v[row], 1));
#undef STREAM
    }
}

/* The round keys of nb (1..BATCH) streams, each round's transposed like blocks (the lanes'
 * layout; missing streams get zero keys: their blocks are zeros and are not stored). A row's
 * two keys come in by 128-bit loads and into memory byte order by one vpshufb (not 16 byte
 * moves a key). */
static void lanes_key_vectors(V kv[10][16], const uint8_t *const *rks, size_t nb)
{
    const V order = _mm256_broadcastsi128_si256(_mm_loadu_si128((const __m128i *)(const void *)value_byte));
    for (int r = 0; r < 10; r++) {
        gather_rows(kv[r], rks, NULL, 0, 16 * (size_t)r, nb);
        for (int m = 0; m < 16; m++)
            kv[r][m] = _mm256_shuffle_epi8(kv[r][m], order);
        unpack_transpose(kv[r]);
    }
}

/* One block of each of n streams, the streams' keys arranged (lanes_key_vectors), a batch's
 * 160 vectors after another's. */
static void lanes_run(const V *kvs, int decrypt, const uint8_t *in, uint8_t *out, size_t n)
{
    V x[1][16];
    uint8_t tail[BATCH * 16] __attribute__((aligned(32)));
    for (size_t i = 0; i < n; i += BATCH) {
        const size_t nb = n - i < BATCH ? n - i : BATCH;
        const V *ks[1] = { kvs + 160 * (i / BATCH) };
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
    gg_wipe(x, sizeof x);
    gg_wipe(tail, sizeof tail);
}

void gg_avx2gfni_kuznyechik_lanes(const uint8_t *const *rks, int decrypt, const uint8_t *in,
                                  uint8_t *out, size_t n)
{
    V kv[10][16];
    for (size_t i = 0; i < n; i += BATCH) {
        const size_t nb = n - i < BATCH ? n - i : BATCH;
        lanes_key_vectors(kv, rks + i, nb);
        lanes_run(&kv[0][0], decrypt, in + 16 * i, out + 16 * i, nb);
    }
    gg_wipe(kv, sizeof kv);
}

/* lanes() for many calls on the same streams: their keys arranged once. */
size_t gg_avx2gfni_kuznyechik_lanes_keys_bytes(size_t n)
{
    return (n + BATCH - 1) / BATCH * sizeof(V[10][16]);
}

void gg_avx2gfni_kuznyechik_lanes_keys(const uint8_t *const *rks, size_t n, void *mem)
{
    V(*kv)[10][16] = mem;
    for (size_t i = 0; i < n; i += BATCH)
        lanes_key_vectors(kv[i / BATCH], rks + i, n - i < BATCH ? n - i : BATCH);
}

void gg_avx2gfni_kuznyechik_lanes_with(const void *mem, int decrypt, const uint8_t *in,
                                       uint8_t *out, size_t n)
{
    lanes_run((const V *)mem, decrypt, in, out, n);
}

/* ---- many streams, many blocks each: the chain steps beside the cipher ----
 * (templates/_x86/lanes_chain.j2; here the sliced register's counter step) */
/* r + 1 per stream, r a big-endian number (memory byte 15 the least significant); all 16 bytes
 * every time, whatever carries (carry: 1 in the bytes that take one) */
static inline void counter_inc(V r[16])
{
    V carry = _mm256_set1_epi8(1);
    for (int m = 15; m >= 0; m--) {
        r[m] = _mm256_add_epi8(r[m], carry);
        carry = _mm256_and_si256(carry, _mm256_cmpeq_epi8(r[m], _mm256_setzero_si256()));
    }
}

/* Before the cipher: the register's update and the cipher input x from it and the input p (a
 * block is the 16 sliced vectors of a batch; the output overwrites the cipher's output x). */
static inline void chain_pre(gg_chain chain, V r[16], const V p[16], V x[16])
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
        x[0] = _mm256_xor_si256(p[0], r[0]);
        x[1] = _mm256_xor_si256(p[1], r[1]);
        x[2] = _mm256_xor_si256(p[2], r[2]);
        x[3] = _mm256_xor_si256(p[3], r[3]);
        x[4] = _mm256_xor_si256(p[4], r[4]);
        x[5] = _mm256_xor_si256(p[5], r[5]);
        x[6] = _mm256_xor_si256(p[6], r[6]);
        x[7] = _mm256_xor_si256(p[7], r[7]);
        x[8] = _mm256_xor_si256(p[8], r[8]);
        x[9] = _mm256_xor_si256(p[9], r[9]);
        x[10] = _mm256_xor_si256(p[10], r[10]);
        x[11] = _mm256_xor_si256(p[11], r[11]);
        x[12] = _mm256_xor_si256(p[12], r[12]);
        x[13] = _mm256_xor_si256(p[13], r[13]);
        x[14] = _mm256_xor_si256(p[14], r[14]);
        x[15] = _mm256_xor_si256(p[15], r[15]);
        break;
    case GG_CHAIN_CNT:
        /* not specialised here: gg_backend.magma_chains leaves these steps to the runtime */
        break;
    }
}

/* After: the output from the cipher output (in place), the register's update. */
static inline void chain_post(gg_chain chain, V r[16], const V p[16], V x[16])
{
    switch (chain) {
    case GG_CHAIN_ECB:
        break;
    case GG_CHAIN_CTR:
        x[0] = _mm256_xor_si256(p[0], x[0]);
        x[1] = _mm256_xor_si256(p[1], x[1]);
        x[2] = _mm256_xor_si256(p[2], x[2]);
        x[3] = _mm256_xor_si256(p[3], x[3]);
        x[4] = _mm256_xor_si256(p[4], x[4]);
        x[5] = _mm256_xor_si256(p[5], x[5]);
        x[6] = _mm256_xor_si256(p[6], x[6]);
        x[7] = _mm256_xor_si256(p[7], x[7]);
        x[8] = _mm256_xor_si256(p[8], x[8]);
        x[9] = _mm256_xor_si256(p[9], x[9]);
        x[10] = _mm256_xor_si256(p[10], x[10]);
        x[11] = _mm256_xor_si256(p[11], x[11]);
        x[12] = _mm256_xor_si256(p[12], x[12]);
        x[13] = _mm256_xor_si256(p[13], x[13]);
        x[14] = _mm256_xor_si256(p[14], x[14]);
        x[15] = _mm256_xor_si256(p[15], x[15]);
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
        x[0] = _mm256_xor_si256(p[0], x[0]);
        x[1] = _mm256_xor_si256(p[1], x[1]);
        x[2] = _mm256_xor_si256(p[2], x[2]);
        x[3] = _mm256_xor_si256(p[3], x[3]);
        x[4] = _mm256_xor_si256(p[4], x[4]);
        x[5] = _mm256_xor_si256(p[5], x[5]);
        x[6] = _mm256_xor_si256(p[6], x[6]);
        x[7] = _mm256_xor_si256(p[7], x[7]);
        x[8] = _mm256_xor_si256(p[8], x[8]);
        x[9] = _mm256_xor_si256(p[9], x[9]);
        x[10] = _mm256_xor_si256(p[10], x[10]);
        x[11] = _mm256_xor_si256(p[11], x[11]);
        x[12] = _mm256_xor_si256(p[12], x[12]);
        x[13] = _mm256_xor_si256(p[13], x[13]);
        x[14] = _mm256_xor_si256(p[14], x[14]);
        x[15] = _mm256_xor_si256(p[15], x[15]);
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
        x[0] = _mm256_xor_si256(x[0], r[0]);
        x[1] = _mm256_xor_si256(x[1], r[1]);
        x[2] = _mm256_xor_si256(x[2], r[2]);
        x[3] = _mm256_xor_si256(x[3], r[3]);
        x[4] = _mm256_xor_si256(x[4], r[4]);
        x[5] = _mm256_xor_si256(x[5], r[5]);
        x[6] = _mm256_xor_si256(x[6], r[6]);
        x[7] = _mm256_xor_si256(x[7], r[7]);
        x[8] = _mm256_xor_si256(x[8], r[8]);
        x[9] = _mm256_xor_si256(x[9], r[9]);
        x[10] = _mm256_xor_si256(x[10], r[10]);
        x[11] = _mm256_xor_si256(x[11], r[11]);
        x[12] = _mm256_xor_si256(x[12], r[12]);
        x[13] = _mm256_xor_si256(x[13], r[13]);
        x[14] = _mm256_xor_si256(x[14], r[14]);
        x[15] = _mm256_xor_si256(x[15], r[15]);
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
        x[0] = _mm256_xor_si256(p[0], x[0]);
        x[1] = _mm256_xor_si256(p[1], x[1]);
        x[2] = _mm256_xor_si256(p[2], x[2]);
        x[3] = _mm256_xor_si256(p[3], x[3]);
        x[4] = _mm256_xor_si256(p[4], x[4]);
        x[5] = _mm256_xor_si256(p[5], x[5]);
        x[6] = _mm256_xor_si256(p[6], x[6]);
        x[7] = _mm256_xor_si256(p[7], x[7]);
        x[8] = _mm256_xor_si256(p[8], x[8]);
        x[9] = _mm256_xor_si256(p[9], x[9]);
        x[10] = _mm256_xor_si256(p[10], x[10]);
        x[11] = _mm256_xor_si256(p[11], x[11]);
        x[12] = _mm256_xor_si256(p[12], x[12]);
        x[13] = _mm256_xor_si256(p[13], x[13]);
        x[14] = _mm256_xor_si256(p[14], x[14]);
        x[15] = _mm256_xor_si256(p[15], x[15]);
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
        x[0] = _mm256_xor_si256(p[0], x[0]);
        x[1] = _mm256_xor_si256(p[1], x[1]);
        x[2] = _mm256_xor_si256(p[2], x[2]);
        x[3] = _mm256_xor_si256(p[3], x[3]);
        x[4] = _mm256_xor_si256(p[4], x[4]);
        x[5] = _mm256_xor_si256(p[5], x[5]);
        x[6] = _mm256_xor_si256(p[6], x[6]);
        x[7] = _mm256_xor_si256(p[7], x[7]);
        x[8] = _mm256_xor_si256(p[8], x[8]);
        x[9] = _mm256_xor_si256(p[9], x[9]);
        x[10] = _mm256_xor_si256(p[10], x[10]);
        x[11] = _mm256_xor_si256(p[11], x[11]);
        x[12] = _mm256_xor_si256(p[12], x[12]);
        x[13] = _mm256_xor_si256(p[13], x[13]);
        x[14] = _mm256_xor_si256(p[14], x[14]);
        x[15] = _mm256_xor_si256(p[15], x[15]);
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
void gg_avx2gfni_kuznyechik_lanes_chain(const void *mem, int decrypt, int chain, size_t n, uint8_t *reg,
    size_t reg_stride, const uint8_t *const in[], uint8_t *const out[], size_t off, size_t nblocks)
{
    const gg_chain step = (gg_chain)chain;
    V r[16], p[16], x[1][16];
    for (size_t i = 0; i < n; i += BATCH) {
        const size_t nb = n - i < BATCH ? n - i : BATCH;
        const V *ks[1] = { (const V *)mem + 160 * (i / BATCH) };
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

/* ---- one value per 128-bit lane, in GFNI's field (backends/_bytesliced_bc.py, field_plan) ----
 * For the key schedule and for a few blocks (the chained modes' single blocks, a re-keying's
 * few), where a batch would waste most of its 32 lanes. The value is changed into GFNI's field
 * by one vgf2p8affineqb and held in both 128-bit lanes of a ymm, value byte b at lane byte b. A
 * linear map there is 8 products, each a byte broadcast (vpshufb: value byte k in lane 0,
 * byte k + 8 in lane 1) times per-byte constants (vgf2p8mulb), their xor and the lanes' sum
 * (one vperm2i128); S is the rounds' construction with the change of basis folded into its
 * first and last steps (backends/_pi_gfni.py, conjugate). No memory indexed by data or key, no
 * branch on them: constant-time. */
static const uint64_t fgm_pi[][4] __attribute__((aligned(32))) = {
    { 0x52001c1c10e0f0e0ULL, 0x52001c1c10e0f0e0ULL, 0x52001c1c10e0f0e0ULL, 0x52001c1c10e0f0e0ULL }, /* m_r */
    { 0xf63b5c2491918e00ULL, 0xf63b5c2491918e00ULL, 0xf63b5c2491918e00ULL, 0xf63b5c2491918e00ULL }, /* m_l */
    { 0x0102040810204080ULL, 0x0102040810204080ULL, 0x0102040810204080ULL, 0x0102040810204080ULL }, /* inv */
};

static const uint8_t fgt_pi[][32] __attribute__((aligned(32))) = {
    { 0x07, 0x03, 0x01, 0x05, 0x0a, 0x06, 0x04, 0x08, 0x0d, 0x0c, 0x0e, 0x0f, 0x09, 0x02, 0x00, 0x0b, 0x07, 0x03, 0x01, 0x05, 0x0a, 0x06, 0x04, 0x08, 0x0d, 0x0c, 0x0e, 0x0f, 0x09, 0x02, 0x00, 0x0b }, /* t_nu1 */
    { 0x05, 0x0b, 0x0d, 0x03, 0x00, 0x02, 0x07, 0x09, 0x0f, 0x04, 0x06, 0x0e, 0x0c, 0x0a, 0x01, 0x08, 0x05, 0x0b, 0x0d, 0x03, 0x00, 0x02, 0x07, 0x09, 0x0f, 0x04, 0x06, 0x0e, 0x0c, 0x0a, 0x01, 0x08 }, /* t_nu0x */
    { 0x48, 0x46, 0x39, 0x0e, 0x0b, 0x05, 0x48, 0x37, 0x3c, 0x71, 0x37, 0x7a, 0x3c, 0x7a, 0x7a, 0x46, 0x48, 0x46, 0x39, 0x0e, 0x0b, 0x05, 0x48, 0x37, 0x3c, 0x71, 0x37, 0x7a, 0x3c, 0x7a, 0x7a, 0x46 }, /* t_phnu */
    { 0xac, 0xcf, 0xa1, 0x6f, 0xce, 0xad, 0x0c, 0x63, 0xa0, 0x00, 0x0d, 0x62, 0xc2, 0x01, 0x6e, 0xc3, 0xac, 0xcf, 0xa1, 0x6f, 0xce, 0xad, 0x0c, 0x63, 0xa0, 0x00, 0x0d, 0x62, 0xc2, 0x01, 0x6e, 0xc3 }, /* t_sig */
    { 0x00, 0xc9, 0x6c, 0xa5, 0x77, 0xbe, 0x1b, 0xd2, 0xf9, 0x30, 0x95, 0x5c, 0x8e, 0x47, 0xe2, 0x2b, 0x00, 0xc9, 0x6c, 0xa5, 0x77, 0xbe, 0x1b, 0xd2, 0xf9, 0x30, 0x95, 0x5c, 0x8e, 0x47, 0xe2, 0x2b }, /* t_oml */
};
#define FSM_pi ((const V *)(const void *)fgm_pi)
#define FST_pi ((const V *)(const void *)fgt_pi)

static const uint64_t fgm_pi_inv[][4] __attribute__((aligned(32))) = {
    { 0x1cbef0e000000000ULL, 0x1cbef0e000000000ULL, 0x1cbef0e000000000ULL, 0x1cbef0e000000000ULL }, /* m_lp */
    { 0xc9c47c8e00000000ULL, 0xc9c47c8e00000000ULL, 0xc9c47c8e00000000ULL, 0xc9c47c8e00000000ULL }, /* m_rp */
    { 0x0189c8c800808909ULL, 0x0189c8c800808909ULL, 0x0189c8c800808909ULL, 0x0189c8c800808909ULL }, /* m_outl */
    { 0xc1c98941c0890801ULL, 0xc1c98941c0890801ULL, 0xc1c98941c0890801ULL, 0xc1c98941c0890801ULL }, /* m_outr */
};

static const uint8_t fgt_pi_inv[][32] __attribute__((aligned(32))) = {
    { 0x0d, 0xe0, 0xbc, 0xb0, 0x0c, 0xbd, 0xec, 0xed, 0x51, 0xb1, 0x5c, 0x50, 0x00, 0x01, 0x5d, 0xe1, 0x0d, 0xe0, 0xbc, 0xb0, 0x0c, 0xbd, 0xec, 0xed, 0x51, 0xb1, 0x5c, 0x50, 0x00, 0x01, 0x5d, 0xe1 }, /* t_sig */
    { 0xbd, 0xe1, 0xbd, 0x0c, 0x0d, 0x5c, 0x01, 0x0d, 0x51, 0xb0, 0xed, 0x0c, 0x5d, 0xb0, 0x51, 0xbd, 0xbd, 0xe1, 0xbd, 0x0c, 0x0d, 0x5c, 0x01, 0x0d, 0x51, 0xb0, 0xed, 0x0c, 0x5d, 0xb0, 0x51, 0xbd }, /* t_phi */
    { 0x51, 0x5d, 0xe0, 0xec, 0xb0, 0xb1, 0x01, 0x00, 0x5c, 0x0c, 0xed, 0xbd, 0x0d, 0xe1, 0xbc, 0x50, 0x51, 0x5d, 0xe0, 0xec, 0xb0, 0xb1, 0x01, 0x00, 0x5c, 0x0c, 0xed, 0xbd, 0x0d, 0xe1, 0xbc, 0x50 }, /* t_nu1 */
    { 0xb0, 0xbc, 0x00, 0x0d, 0xb1, 0x01, 0x51, 0xed, 0xe1, 0x50, 0x5d, 0x0c, 0xec, 0xe0, 0x5c, 0xbd, 0xb0, 0xbc, 0x00, 0x0d, 0xb1, 0x01, 0x51, 0xed, 0xe1, 0x50, 0x5d, 0x0c, 0xec, 0xe0, 0x5c, 0xbd }, /* t_nu0 */
};
#define FSM_pi_inv ((const V *)(const void *)fgm_pi_inv)
#define FST_pi_inv ((const V *)(const void *)fgt_pi_inv)

/* vpshufb indexes: product k's broadcasts; a block's memory bytes to the value and back */
static const uint8_t field_idx[10][32] __attribute__((aligned(32))) = {
    { 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x08, 0x08, 0x08, 0x08, 0x08, 0x08, 0x08, 0x08, 0x08, 0x08, 0x08, 0x08, 0x08, 0x08, 0x08, 0x08 },
    { 0x01, 0x01, 0x01, 0x01, 0x01, 0x01, 0x01, 0x01, 0x01, 0x01, 0x01, 0x01, 0x01, 0x01, 0x01, 0x01, 0x09, 0x09, 0x09, 0x09, 0x09, 0x09, 0x09, 0x09, 0x09, 0x09, 0x09, 0x09, 0x09, 0x09, 0x09, 0x09 },
    { 0x02, 0x02, 0x02, 0x02, 0x02, 0x02, 0x02, 0x02, 0x02, 0x02, 0x02, 0x02, 0x02, 0x02, 0x02, 0x02, 0x0a, 0x0a, 0x0a, 0x0a, 0x0a, 0x0a, 0x0a, 0x0a, 0x0a, 0x0a, 0x0a, 0x0a, 0x0a, 0x0a, 0x0a, 0x0a },
    { 0x03, 0x03, 0x03, 0x03, 0x03, 0x03, 0x03, 0x03, 0x03, 0x03, 0x03, 0x03, 0x03, 0x03, 0x03, 0x03, 0x0b, 0x0b, 0x0b, 0x0b, 0x0b, 0x0b, 0x0b, 0x0b, 0x0b, 0x0b, 0x0b, 0x0b, 0x0b, 0x0b, 0x0b, 0x0b },
    { 0x04, 0x04, 0x04, 0x04, 0x04, 0x04, 0x04, 0x04, 0x04, 0x04, 0x04, 0x04, 0x04, 0x04, 0x04, 0x04, 0x0c, 0x0c, 0x0c, 0x0c, 0x0c, 0x0c, 0x0c, 0x0c, 0x0c, 0x0c, 0x0c, 0x0c, 0x0c, 0x0c, 0x0c, 0x0c },
    { 0x05, 0x05, 0x05, 0x05, 0x05, 0x05, 0x05, 0x05, 0x05, 0x05, 0x05, 0x05, 0x05, 0x05, 0x05, 0x05, 0x0d, 0x0d, 0x0d, 0x0d, 0x0d, 0x0d, 0x0d, 0x0d, 0x0d, 0x0d, 0x0d, 0x0d, 0x0d, 0x0d, 0x0d, 0x0d },
    { 0x06, 0x06, 0x06, 0x06, 0x06, 0x06, 0x06, 0x06, 0x06, 0x06, 0x06, 0x06, 0x06, 0x06, 0x06, 0x06, 0x0e, 0x0e, 0x0e, 0x0e, 0x0e, 0x0e, 0x0e, 0x0e, 0x0e, 0x0e, 0x0e, 0x0e, 0x0e, 0x0e, 0x0e, 0x0e },
    { 0x07, 0x07, 0x07, 0x07, 0x07, 0x07, 0x07, 0x07, 0x07, 0x07, 0x07, 0x07, 0x07, 0x07, 0x07, 0x07, 0x0f, 0x0f, 0x0f, 0x0f, 0x0f, 0x0f, 0x0f, 0x0f, 0x0f, 0x0f, 0x0f, 0x0f, 0x0f, 0x0f, 0x0f, 0x0f },
    { 0x0f, 0x0e, 0x0d, 0x0c, 0x0b, 0x0a, 0x09, 0x08, 0x07, 0x06, 0x05, 0x04, 0x03, 0x02, 0x01, 0x00, 0x0f, 0x0e, 0x0d, 0x0c, 0x0b, 0x0a, 0x09, 0x08, 0x07, 0x06, 0x05, 0x04, 0x03, 0x02, 0x01, 0x00 },
    { 0x0f, 0x0e, 0x0d, 0x0c, 0x0b, 0x0a, 0x09, 0x08, 0x07, 0x06, 0x05, 0x04, 0x03, 0x02, 0x01, 0x00, 0x0f, 0x0e, 0x0d, 0x0c, 0x0b, 0x0a, 0x09, 0x08, 0x07, 0x06, 0x05, 0x04, 0x03, 0x02, 0x01, 0x00 },
};
#define FIELD_SPREAD_BLOCK 8
#define FIELD_GATHER_BLOCK 9

static inline V field_idx_by(int row, V x)
{
    return _mm256_shuffle_epi8(x, _mm256_load_si256((const V *)(const void *)field_idx[row]));
}

/* L: product k, lane 0 byte i: phi(c[i][k]); lane 1 byte i: phi(c[i][k + 8]) */
static const uint8_t field_c_L[8][32] __attribute__((aligned(32))) = {
    { 0x01, 0x4a, 0x83, 0xad, 0xc9, 0x74, 0x2a, 0x59, 0x02, 0x73, 0xe6, 0xfd, 0x20, 0x57, 0xa8, 0xcd, 0x86, 0x9c, 0x2d, 0x8d, 0xc9, 0x13, 0xa3, 0xe7, 0x45, 0x6b, 0xcd, 0xef, 0xba, 0x0e, 0x19, 0xd5 },
    { 0x4a, 0xee, 0xae, 0x25, 0xa6, 0xa8, 0x05, 0xd7, 0xcd, 0x8e, 0x70, 0x91, 0x7e, 0x1c, 0x88, 0x90, 0x01, 0xcc, 0x1f, 0x80, 0x44, 0xbd, 0x39, 0xfa, 0xe5, 0x36, 0x8d, 0x30, 0xcf, 0xed, 0xa6, 0xd4 },
    { 0x6c, 0x81, 0xe6, 0xb7, 0xe6, 0xe6, 0x12, 0xe0, 0x0f, 0x92, 0x30, 0xad, 0xbe, 0xa5, 0xc2, 0xe0, 0x41, 0x56, 0xc2, 0x4a, 0xd9, 0x34, 0xf9, 0xd1, 0x78, 0x49, 0x75, 0x4f, 0xc8, 0x84, 0xe6, 0xe0 },
    { 0x82, 0xc2, 0x9d, 0x4c, 0x05, 0x06, 0x6e, 0xd9, 0xff, 0x4c, 0x14, 0xaf, 0x46, 0x28, 0xb3, 0x4e, 0x71, 0x59, 0x7b, 0xd5, 0x7f, 0xaa, 0xd1, 0x23, 0x33, 0x47, 0x37, 0x6c, 0xed, 0x8a, 0x3d, 0x0c },
    { 0xc9, 0x89, 0xb9, 0x3c, 0x3c, 0xf0, 0xd5, 0x01, 0x50, 0x43, 0x2f, 0x01, 0xe7, 0xbb, 0x49, 0xca, 0xc9, 0x7a, 0x22, 0xda, 0xa5, 0x8a, 0x79, 0xbe, 0xaa, 0x8f, 0x24, 0x22, 0x24, 0x10, 0xeb, 0x44 },
    { 0x71, 0xd1, 0xa4, 0xae, 0x09, 0x4f, 0x15, 0x0f, 0xe3, 0x6f, 0x3d, 0x36, 0xa3, 0xa5, 0x02, 0xa3, 0x82, 0x67, 0x66, 0x88, 0x68, 0x45, 0x02, 0xb2, 0xa1, 0xe9, 0x09, 0xbb, 0xc9, 0xb2, 0x06, 0x67 },
    { 0x41, 0x26, 0xdf, 0xf1, 0xf7, 0x79, 0x0b, 0xfd, 0x8d, 0x4f, 0x2c, 0xff, 0xce, 0xe8, 0xae, 0x44, 0x6c, 0x49, 0x6f, 0x7f, 0x4b, 0x28, 0xff, 0xe7, 0x6a, 0xfe, 0x57, 0xd4, 0x94, 0x12, 0x6c, 0x6e },
    { 0x01, 0x0b, 0xa5, 0x72, 0x38, 0x83, 0x53, 0x52, 0xff, 0xfe, 0xa9, 0xd1, 0xdf, 0x99, 0x40, 0x63, 0x4a, 0x83, 0xad, 0xc9, 0x74, 0x2a, 0x59, 0x02, 0x73, 0xe6, 0xfd, 0x20, 0x57, 0xa8, 0xcd, 0x54 },
};

static inline V field_linear_L(V x)
{
    const V *c = (const V *)(const void *)field_c_L;
    const V p0 = _mm256_gf2p8mul_epi8(field_idx_by(0, x), c[0]);
    const V p1 = _mm256_gf2p8mul_epi8(field_idx_by(1, x), c[1]);
    const V p2 = _mm256_gf2p8mul_epi8(field_idx_by(2, x), c[2]);
    const V p3 = _mm256_gf2p8mul_epi8(field_idx_by(3, x), c[3]);
    const V p4 = _mm256_gf2p8mul_epi8(field_idx_by(4, x), c[4]);
    const V p5 = _mm256_gf2p8mul_epi8(field_idx_by(5, x), c[5]);
    const V p6 = _mm256_gf2p8mul_epi8(field_idx_by(6, x), c[6]);
    const V p7 = _mm256_gf2p8mul_epi8(field_idx_by(7, x), c[7]);
    const V z = _mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(p0, p1), _mm256_xor_si256(p2, p3)), _mm256_xor_si256(_mm256_xor_si256(p4, p5), _mm256_xor_si256(p6, p7)));
    return _mm256_xor_si256(z, _mm256_permute2x128_si256(z, z, 0x01)); /* the lanes' sum, in both */
}

/* the schedule's statements call the maps by these names (templates/_x86/key_schedule.j2) */
static inline V sched_linear_L(V x)
{
    return field_linear_L(x);
}

/* L_inv: product k, lane 0 byte i: phi(c[i][k]); lane 1 byte i: phi(c[i][k + 8]) */
static const uint8_t field_c_L_inv[8][32] __attribute__((aligned(32))) = {
    { 0x54, 0xcd, 0xa8, 0x57, 0x20, 0xfd, 0xe6, 0x73, 0x02, 0x59, 0x2a, 0x74, 0xc9, 0xad, 0x83, 0x4a, 0x63, 0x40, 0x99, 0xdf, 0xd1, 0xa9, 0xfe, 0xff, 0x52, 0x53, 0x83, 0x38, 0x72, 0xa5, 0x0b, 0x01 },
    { 0x6e, 0x6c, 0x12, 0x94, 0xd4, 0x57, 0xfe, 0x6a, 0xe7, 0xff, 0x28, 0x4b, 0x7f, 0x6f, 0x49, 0x6c, 0x44, 0xae, 0xe8, 0xce, 0xff, 0x2c, 0x4f, 0x8d, 0xfd, 0x0b, 0x79, 0xf7, 0xf1, 0xdf, 0x26, 0x41 },
    { 0x67, 0x06, 0xb2, 0xc9, 0xbb, 0x09, 0xe9, 0xa1, 0xb2, 0x02, 0x45, 0x68, 0x88, 0x66, 0x67, 0x82, 0xa3, 0x02, 0xa5, 0xa3, 0x36, 0x3d, 0x6f, 0xe3, 0x0f, 0x15, 0x4f, 0x09, 0xae, 0xa4, 0xd1, 0x71 },
    { 0x44, 0xeb, 0x10, 0x24, 0x22, 0x24, 0x8f, 0xaa, 0xbe, 0x79, 0x8a, 0xa5, 0xda, 0x22, 0x7a, 0xc9, 0xca, 0x49, 0xbb, 0xe7, 0x01, 0x2f, 0x43, 0x50, 0x01, 0xd5, 0xf0, 0x3c, 0x3c, 0xb9, 0x89, 0xc9 },
    { 0x0c, 0x3d, 0x8a, 0xed, 0x6c, 0x37, 0x47, 0x33, 0x23, 0xd1, 0xaa, 0x7f, 0xd5, 0x7b, 0x59, 0x71, 0x4e, 0xb3, 0x28, 0x46, 0xaf, 0x14, 0x4c, 0xff, 0xd9, 0x6e, 0x06, 0x05, 0x4c, 0x9d, 0xc2, 0x82 },
    { 0xe0, 0xe6, 0x84, 0xc8, 0x4f, 0x75, 0x49, 0x78, 0xd1, 0xf9, 0x34, 0xd9, 0x4a, 0xc2, 0x56, 0x41, 0xe0, 0xc2, 0xa5, 0xbe, 0xad, 0x30, 0x92, 0x0f, 0xe0, 0x12, 0xe6, 0xe6, 0xb7, 0xe6, 0x81, 0x6c },
    { 0xd4, 0xa6, 0xed, 0xcf, 0x30, 0x8d, 0x36, 0xe5, 0xfa, 0x39, 0xbd, 0x44, 0x80, 0x1f, 0xcc, 0x01, 0x90, 0x88, 0x1c, 0x7e, 0x91, 0x70, 0x8e, 0xcd, 0xd7, 0x05, 0xa8, 0xa6, 0x25, 0xae, 0xee, 0x4a },
    { 0xd5, 0x19, 0x0e, 0xba, 0xef, 0xcd, 0x6b, 0x45, 0xe7, 0xa3, 0x13, 0xc9, 0x8d, 0x2d, 0x9c, 0x86, 0xcd, 0xa8, 0x57, 0x20, 0xfd, 0xe6, 0x73, 0x02, 0x59, 0x2a, 0x74, 0xc9, 0xad, 0x83, 0x4a, 0x01 },
};

static inline V field_linear_L_inv(V x)
{
    const V *c = (const V *)(const void *)field_c_L_inv;
    const V p0 = _mm256_gf2p8mul_epi8(field_idx_by(0, x), c[0]);
    const V p1 = _mm256_gf2p8mul_epi8(field_idx_by(1, x), c[1]);
    const V p2 = _mm256_gf2p8mul_epi8(field_idx_by(2, x), c[2]);
    const V p3 = _mm256_gf2p8mul_epi8(field_idx_by(3, x), c[3]);
    const V p4 = _mm256_gf2p8mul_epi8(field_idx_by(4, x), c[4]);
    const V p5 = _mm256_gf2p8mul_epi8(field_idx_by(5, x), c[5]);
    const V p6 = _mm256_gf2p8mul_epi8(field_idx_by(6, x), c[6]);
    const V p7 = _mm256_gf2p8mul_epi8(field_idx_by(7, x), c[7]);
    const V z = _mm256_xor_si256(_mm256_xor_si256(_mm256_xor_si256(p0, p1), _mm256_xor_si256(p2, p3)), _mm256_xor_si256(_mm256_xor_si256(p4, p5), _mm256_xor_si256(p6, p7)));
    return _mm256_xor_si256(z, _mm256_permute2x128_si256(z, z, 0x01)); /* the lanes' sum, in both */
}

/* the schedule's statements call the maps by these names (templates/_x86/key_schedule.j2) */
static inline V sched_linear_L_inv(V x)
{
    return field_linear_L_inv(x);
}

static inline V field_affine(V x, long long q)
{
    return AFFINE(x, _mm256_set1_epi64x(q));
}

/* 16 value bytes (the round keys' stored order) into the field, in both lanes; and back */
static inline V field_enter(__m128i x)
{
    return field_affine(_mm256_broadcastsi128_si256(x), 0x5d0ce430cee6bcd0LL);
}

static inline V field_leave(V x)
{
    return field_affine(x, -0x36db7371494183b6LL);
}

static inline V field_literal(const void *p)
{
    return _mm256_broadcastsi128_si256(_mm_load_si128((const __m128i *)p));
}

static inline V field_load(const uint8_t *p)
{
    const V x = _mm256_broadcastsi128_si256(_mm_loadu_si128((const __m128i *)(const void *)p));
    return field_affine(field_idx_by(FIELD_SPREAD_BLOCK, x), 0x5d0ce430cee6bcd0LL);
}

static inline void field_store(uint8_t *p, V x)
{
    x = field_idx_by(FIELD_GATHER_BLOCK, field_affine(x, -0x36db7371494183b6LL));
    _mm_storeu_si128((__m128i *)(void *)p, _mm256_castsi256_si128(x));
}

/* nblocks blocks, 4, 2, 1 at a time with their steps interleaved (one block's chain of
 * about 400 instructions fills the out-of-order window: consecutive blocks would not overlap). */
static void field_blocks(const uint8_t *rk, int decrypt, const uint8_t *in, uint8_t *out,
                         size_t nblocks)
{
    V k[10];
    for (int r = 0; r < 10; r++)
        k[r] = field_enter(_mm_loadu_si128((const __m128i *)(const void *)(rk + 16 * r)));
    size_t i = 0;
    for (; nblocks - i >= 4; i += 4) {
        V x0 = field_load(in + 16 * (i + 0));
        V x1 = field_load(in + 16 * (i + 1));
        V x2 = field_load(in + 16 * (i + 2));
        V x3 = field_load(in + 16 * (i + 3));
        if (decrypt) {
        x0 = _mm256_xor_si256(x0, k[9]);
        x1 = _mm256_xor_si256(x1, k[9]);
        x2 = _mm256_xor_si256(x2, k[9]);
        x3 = _mm256_xor_si256(x3, k[9]);
        x0 = field_linear_L_inv(x0);
        x1 = field_linear_L_inv(x1);
        x2 = field_linear_L_inv(x2);
        x3 = field_linear_L_inv(x3);
        x0 = subst_pi_inv(x0, FSM_pi_inv, FST_pi_inv);
        x1 = subst_pi_inv(x1, FSM_pi_inv, FST_pi_inv);
        x2 = subst_pi_inv(x2, FSM_pi_inv, FST_pi_inv);
        x3 = subst_pi_inv(x3, FSM_pi_inv, FST_pi_inv);
        x0 = _mm256_xor_si256(x0, k[8]);
        x1 = _mm256_xor_si256(x1, k[8]);
        x2 = _mm256_xor_si256(x2, k[8]);
        x3 = _mm256_xor_si256(x3, k[8]);
        x0 = field_linear_L_inv(x0);
        x1 = field_linear_L_inv(x1);
        x2 = field_linear_L_inv(x2);
        x3 = field_linear_L_inv(x3);
        x0 = subst_pi_inv(x0, FSM_pi_inv, FST_pi_inv);
        x1 = subst_pi_inv(x1, FSM_pi_inv, FST_pi_inv);
        x2 = subst_pi_inv(x2, FSM_pi_inv, FST_pi_inv);
        x3 = subst_pi_inv(x3, FSM_pi_inv, FST_pi_inv);
        x0 = _mm256_xor_si256(x0, k[7]);
        x1 = _mm256_xor_si256(x1, k[7]);
        x2 = _mm256_xor_si256(x2, k[7]);
        x3 = _mm256_xor_si256(x3, k[7]);
        x0 = field_linear_L_inv(x0);
        x1 = field_linear_L_inv(x1);
        x2 = field_linear_L_inv(x2);
        x3 = field_linear_L_inv(x3);
        x0 = subst_pi_inv(x0, FSM_pi_inv, FST_pi_inv);
        x1 = subst_pi_inv(x1, FSM_pi_inv, FST_pi_inv);
        x2 = subst_pi_inv(x2, FSM_pi_inv, FST_pi_inv);
        x3 = subst_pi_inv(x3, FSM_pi_inv, FST_pi_inv);
        x0 = _mm256_xor_si256(x0, k[6]);
        x1 = _mm256_xor_si256(x1, k[6]);
        x2 = _mm256_xor_si256(x2, k[6]);
        x3 = _mm256_xor_si256(x3, k[6]);
        x0 = field_linear_L_inv(x0);
        x1 = field_linear_L_inv(x1);
        x2 = field_linear_L_inv(x2);
        x3 = field_linear_L_inv(x3);
        x0 = subst_pi_inv(x0, FSM_pi_inv, FST_pi_inv);
        x1 = subst_pi_inv(x1, FSM_pi_inv, FST_pi_inv);
        x2 = subst_pi_inv(x2, FSM_pi_inv, FST_pi_inv);
        x3 = subst_pi_inv(x3, FSM_pi_inv, FST_pi_inv);
        x0 = _mm256_xor_si256(x0, k[5]);
        x1 = _mm256_xor_si256(x1, k[5]);
        x2 = _mm256_xor_si256(x2, k[5]);
        x3 = _mm256_xor_si256(x3, k[5]);
        x0 = field_linear_L_inv(x0);
        x1 = field_linear_L_inv(x1);
        x2 = field_linear_L_inv(x2);
        x3 = field_linear_L_inv(x3);
        x0 = subst_pi_inv(x0, FSM_pi_inv, FST_pi_inv);
        x1 = subst_pi_inv(x1, FSM_pi_inv, FST_pi_inv);
        x2 = subst_pi_inv(x2, FSM_pi_inv, FST_pi_inv);
        x3 = subst_pi_inv(x3, FSM_pi_inv, FST_pi_inv);
        x0 = _mm256_xor_si256(x0, k[4]);
        x1 = _mm256_xor_si256(x1, k[4]);
        x2 = _mm256_xor_si256(x2, k[4]);
        x3 = _mm256_xor_si256(x3, k[4]);
        x0 = field_linear_L_inv(x0);
        x1 = field_linear_L_inv(x1);
        x2 = field_linear_L_inv(x2);
        x3 = field_linear_L_inv(x3);
        x0 = subst_pi_inv(x0, FSM_pi_inv, FST_pi_inv);
        x1 = subst_pi_inv(x1, FSM_pi_inv, FST_pi_inv);
        x2 = subst_pi_inv(x2, FSM_pi_inv, FST_pi_inv);
        x3 = subst_pi_inv(x3, FSM_pi_inv, FST_pi_inv);
        x0 = _mm256_xor_si256(x0, k[3]);
        x1 = _mm256_xor_si256(x1, k[3]);
        x2 = _mm256_xor_si256(x2, k[3]);
        x3 = _mm256_xor_si256(x3, k[3]);
        x0 = field_linear_L_inv(x0);
        x1 = field_linear_L_inv(x1);
        x2 = field_linear_L_inv(x2);
        x3 = field_linear_L_inv(x3);
        x0 = subst_pi_inv(x0, FSM_pi_inv, FST_pi_inv);
        x1 = subst_pi_inv(x1, FSM_pi_inv, FST_pi_inv);
        x2 = subst_pi_inv(x2, FSM_pi_inv, FST_pi_inv);
        x3 = subst_pi_inv(x3, FSM_pi_inv, FST_pi_inv);
        x0 = _mm256_xor_si256(x0, k[2]);
        x1 = _mm256_xor_si256(x1, k[2]);
        x2 = _mm256_xor_si256(x2, k[2]);
        x3 = _mm256_xor_si256(x3, k[2]);
        x0 = field_linear_L_inv(x0);
        x1 = field_linear_L_inv(x1);
        x2 = field_linear_L_inv(x2);
        x3 = field_linear_L_inv(x3);
        x0 = subst_pi_inv(x0, FSM_pi_inv, FST_pi_inv);
        x1 = subst_pi_inv(x1, FSM_pi_inv, FST_pi_inv);
        x2 = subst_pi_inv(x2, FSM_pi_inv, FST_pi_inv);
        x3 = subst_pi_inv(x3, FSM_pi_inv, FST_pi_inv);
        x0 = _mm256_xor_si256(x0, k[1]);
        x1 = _mm256_xor_si256(x1, k[1]);
        x2 = _mm256_xor_si256(x2, k[1]);
        x3 = _mm256_xor_si256(x3, k[1]);
        x0 = field_linear_L_inv(x0);
        x1 = field_linear_L_inv(x1);
        x2 = field_linear_L_inv(x2);
        x3 = field_linear_L_inv(x3);
        x0 = subst_pi_inv(x0, FSM_pi_inv, FST_pi_inv);
        x1 = subst_pi_inv(x1, FSM_pi_inv, FST_pi_inv);
        x2 = subst_pi_inv(x2, FSM_pi_inv, FST_pi_inv);
        x3 = subst_pi_inv(x3, FSM_pi_inv, FST_pi_inv);
        x0 = _mm256_xor_si256(x0, k[0]);
        x1 = _mm256_xor_si256(x1, k[0]);
        x2 = _mm256_xor_si256(x2, k[0]);
        x3 = _mm256_xor_si256(x3, k[0]);
        } else {
        x0 = _mm256_xor_si256(x0, k[0]);
        x1 = _mm256_xor_si256(x1, k[0]);
        x2 = _mm256_xor_si256(x2, k[0]);
        x3 = _mm256_xor_si256(x3, k[0]);
        x0 = subst_pi(x0, FSM_pi, FST_pi);
        x1 = subst_pi(x1, FSM_pi, FST_pi);
        x2 = subst_pi(x2, FSM_pi, FST_pi);
        x3 = subst_pi(x3, FSM_pi, FST_pi);
        x0 = field_linear_L(x0);
        x1 = field_linear_L(x1);
        x2 = field_linear_L(x2);
        x3 = field_linear_L(x3);
        x0 = _mm256_xor_si256(x0, k[1]);
        x1 = _mm256_xor_si256(x1, k[1]);
        x2 = _mm256_xor_si256(x2, k[1]);
        x3 = _mm256_xor_si256(x3, k[1]);
        x0 = subst_pi(x0, FSM_pi, FST_pi);
        x1 = subst_pi(x1, FSM_pi, FST_pi);
        x2 = subst_pi(x2, FSM_pi, FST_pi);
        x3 = subst_pi(x3, FSM_pi, FST_pi);
        x0 = field_linear_L(x0);
        x1 = field_linear_L(x1);
        x2 = field_linear_L(x2);
        x3 = field_linear_L(x3);
        x0 = _mm256_xor_si256(x0, k[2]);
        x1 = _mm256_xor_si256(x1, k[2]);
        x2 = _mm256_xor_si256(x2, k[2]);
        x3 = _mm256_xor_si256(x3, k[2]);
        x0 = subst_pi(x0, FSM_pi, FST_pi);
        x1 = subst_pi(x1, FSM_pi, FST_pi);
        x2 = subst_pi(x2, FSM_pi, FST_pi);
        x3 = subst_pi(x3, FSM_pi, FST_pi);
        x0 = field_linear_L(x0);
        x1 = field_linear_L(x1);
        x2 = field_linear_L(x2);
        x3 = field_linear_L(x3);
        x0 = _mm256_xor_si256(x0, k[3]);
        x1 = _mm256_xor_si256(x1, k[3]);
        x2 = _mm256_xor_si256(x2, k[3]);
        x3 = _mm256_xor_si256(x3, k[3]);
        x0 = subst_pi(x0, FSM_pi, FST_pi);
        x1 = subst_pi(x1, FSM_pi, FST_pi);
        x2 = subst_pi(x2, FSM_pi, FST_pi);
        x3 = subst_pi(x3, FSM_pi, FST_pi);
        x0 = field_linear_L(x0);
        x1 = field_linear_L(x1);
        x2 = field_linear_L(x2);
        x3 = field_linear_L(x3);
        x0 = _mm256_xor_si256(x0, k[4]);
        x1 = _mm256_xor_si256(x1, k[4]);
        x2 = _mm256_xor_si256(x2, k[4]);
        x3 = _mm256_xor_si256(x3, k[4]);
        x0 = subst_pi(x0, FSM_pi, FST_pi);
        x1 = subst_pi(x1, FSM_pi, FST_pi);
        x2 = subst_pi(x2, FSM_pi, FST_pi);
        x3 = subst_pi(x3, FSM_pi, FST_pi);
        x0 = field_linear_L(x0);
        x1 = field_linear_L(x1);
        x2 = field_linear_L(x2);
        x3 = field_linear_L(x3);
        x0 = _mm256_xor_si256(x0, k[5]);
        x1 = _mm256_xor_si256(x1, k[5]);
        x2 = _mm256_xor_si256(x2, k[5]);
        x3 = _mm256_xor_si256(x3, k[5]);
        x0 = subst_pi(x0, FSM_pi, FST_pi);
        x1 = subst_pi(x1, FSM_pi, FST_pi);
        x2 = subst_pi(x2, FSM_pi, FST_pi);
        x3 = subst_pi(x3, FSM_pi, FST_pi);
        x0 = field_linear_L(x0);
        x1 = field_linear_L(x1);
        x2 = field_linear_L(x2);
        x3 = field_linear_L(x3);
        x0 = _mm256_xor_si256(x0, k[6]);
        x1 = _mm256_xor_si256(x1, k[6]);
        x2 = _mm256_xor_si256(x2, k[6]);
        x3 = _mm256_xor_si256(x3, k[6]);
        x0 = subst_pi(x0, FSM_pi, FST_pi);
        x1 = subst_pi(x1, FSM_pi, FST_pi);
        x2 = subst_pi(x2, FSM_pi, FST_pi);
        x3 = subst_pi(x3, FSM_pi, FST_pi);
        x0 = field_linear_L(x0);
        x1 = field_linear_L(x1);
        x2 = field_linear_L(x2);
        x3 = field_linear_L(x3);
        x0 = _mm256_xor_si256(x0, k[7]);
        x1 = _mm256_xor_si256(x1, k[7]);
        x2 = _mm256_xor_si256(x2, k[7]);
        x3 = _mm256_xor_si256(x3, k[7]);
        x0 = subst_pi(x0, FSM_pi, FST_pi);
        x1 = subst_pi(x1, FSM_pi, FST_pi);
        x2 = subst_pi(x2, FSM_pi, FST_pi);
        x3 = subst_pi(x3, FSM_pi, FST_pi);
        x0 = field_linear_L(x0);
        x1 = field_linear_L(x1);
        x2 = field_linear_L(x2);
        x3 = field_linear_L(x3);
        x0 = _mm256_xor_si256(x0, k[8]);
        x1 = _mm256_xor_si256(x1, k[8]);
        x2 = _mm256_xor_si256(x2, k[8]);
        x3 = _mm256_xor_si256(x3, k[8]);
        x0 = subst_pi(x0, FSM_pi, FST_pi);
        x1 = subst_pi(x1, FSM_pi, FST_pi);
        x2 = subst_pi(x2, FSM_pi, FST_pi);
        x3 = subst_pi(x3, FSM_pi, FST_pi);
        x0 = field_linear_L(x0);
        x1 = field_linear_L(x1);
        x2 = field_linear_L(x2);
        x3 = field_linear_L(x3);
        x0 = _mm256_xor_si256(x0, k[9]);
        x1 = _mm256_xor_si256(x1, k[9]);
        x2 = _mm256_xor_si256(x2, k[9]);
        x3 = _mm256_xor_si256(x3, k[9]);
        }
        field_store(out + 16 * (i + 0), x0);
        gg_wipe(&x0, sizeof x0);
        field_store(out + 16 * (i + 1), x1);
        gg_wipe(&x1, sizeof x1);
        field_store(out + 16 * (i + 2), x2);
        gg_wipe(&x2, sizeof x2);
        field_store(out + 16 * (i + 3), x3);
        gg_wipe(&x3, sizeof x3);
    }
    for (; nblocks - i >= 2; i += 2) {
        V x0 = field_load(in + 16 * (i + 0));
        V x1 = field_load(in + 16 * (i + 1));
        if (decrypt) {
        x0 = _mm256_xor_si256(x0, k[9]);
        x1 = _mm256_xor_si256(x1, k[9]);
        x0 = field_linear_L_inv(x0);
        x1 = field_linear_L_inv(x1);
        x0 = subst_pi_inv(x0, FSM_pi_inv, FST_pi_inv);
        x1 = subst_pi_inv(x1, FSM_pi_inv, FST_pi_inv);
        x0 = _mm256_xor_si256(x0, k[8]);
        x1 = _mm256_xor_si256(x1, k[8]);
        x0 = field_linear_L_inv(x0);
        x1 = field_linear_L_inv(x1);
        x0 = subst_pi_inv(x0, FSM_pi_inv, FST_pi_inv);
        x1 = subst_pi_inv(x1, FSM_pi_inv, FST_pi_inv);
        x0 = _mm256_xor_si256(x0, k[7]);
        x1 = _mm256_xor_si256(x1, k[7]);
        x0 = field_linear_L_inv(x0);
        x1 = field_linear_L_inv(x1);
        x0 = subst_pi_inv(x0, FSM_pi_inv, FST_pi_inv);
        x1 = subst_pi_inv(x1, FSM_pi_inv, FST_pi_inv);
        x0 = _mm256_xor_si256(x0, k[6]);
        x1 = _mm256_xor_si256(x1, k[6]);
        x0 = field_linear_L_inv(x0);
        x1 = field_linear_L_inv(x1);
        x0 = subst_pi_inv(x0, FSM_pi_inv, FST_pi_inv);
        x1 = subst_pi_inv(x1, FSM_pi_inv, FST_pi_inv);
        x0 = _mm256_xor_si256(x0, k[5]);
        x1 = _mm256_xor_si256(x1, k[5]);
        x0 = field_linear_L_inv(x0);
        x1 = field_linear_L_inv(x1);
        x0 = subst_pi_inv(x0, FSM_pi_inv, FST_pi_inv);
        x1 = subst_pi_inv(x1, FSM_pi_inv, FST_pi_inv);
        x0 = _mm256_xor_si256(x0, k[4]);
        x1 = _mm256_xor_si256(x1, k[4]);
        x0 = field_linear_L_inv(x0);
        x1 = field_linear_L_inv(x1);
        x0 = subst_pi_inv(x0, FSM_pi_inv, FST_pi_inv);
        x1 = subst_pi_inv(x1, FSM_pi_inv, FST_pi_inv);
        x0 = _mm256_xor_si256(x0, k[3]);
        x1 = _mm256_xor_si256(x1, k[3]);
        x0 = field_linear_L_inv(x0);
        x1 = field_linear_L_inv(x1);
        x0 = subst_pi_inv(x0, FSM_pi_inv, FST_pi_inv);
        x1 = subst_pi_inv(x1, FSM_pi_inv, FST_pi_inv);
        x0 = _mm256_xor_si256(x0, k[2]);
        x1 = _mm256_xor_si256(x1, k[2]);
        x0 = field_linear_L_inv(x0);
        x1 = field_linear_L_inv(x1);
        x0 = subst_pi_inv(x0, FSM_pi_inv, FST_pi_inv);
        x1 = subst_pi_inv(x1, FSM_pi_inv, FST_pi_inv);
        x0 = _mm256_xor_si256(x0, k[1]);
        x1 = _mm256_xor_si256(x1, k[1]);
        x0 = field_linear_L_inv(x0);
        x1 = field_linear_L_inv(x1);
        x0 = subst_pi_inv(x0, FSM_pi_inv, FST_pi_inv);
        x1 = subst_pi_inv(x1, FSM_pi_inv, FST_pi_inv);
        x0 = _mm256_xor_si256(x0, k[0]);
        x1 = _mm256_xor_si256(x1, k[0]);
        } else {
        x0 = _mm256_xor_si256(x0, k[0]);
        x1 = _mm256_xor_si256(x1, k[0]);
        x0 = subst_pi(x0, FSM_pi, FST_pi);
        x1 = subst_pi(x1, FSM_pi, FST_pi);
        x0 = field_linear_L(x0);
        x1 = field_linear_L(x1);
        x0 = _mm256_xor_si256(x0, k[1]);
        x1 = _mm256_xor_si256(x1, k[1]);
        x0 = subst_pi(x0, FSM_pi, FST_pi);
        x1 = subst_pi(x1, FSM_pi, FST_pi);
        x0 = field_linear_L(x0);
        x1 = field_linear_L(x1);
        x0 = _mm256_xor_si256(x0, k[2]);
        x1 = _mm256_xor_si256(x1, k[2]);
        x0 = subst_pi(x0, FSM_pi, FST_pi);
        x1 = subst_pi(x1, FSM_pi, FST_pi);
        x0 = field_linear_L(x0);
        x1 = field_linear_L(x1);
        x0 = _mm256_xor_si256(x0, k[3]);
        x1 = _mm256_xor_si256(x1, k[3]);
        x0 = subst_pi(x0, FSM_pi, FST_pi);
        x1 = subst_pi(x1, FSM_pi, FST_pi);
        x0 = field_linear_L(x0);
        x1 = field_linear_L(x1);
        x0 = _mm256_xor_si256(x0, k[4]);
        x1 = _mm256_xor_si256(x1, k[4]);
        x0 = subst_pi(x0, FSM_pi, FST_pi);
        x1 = subst_pi(x1, FSM_pi, FST_pi);
        x0 = field_linear_L(x0);
        x1 = field_linear_L(x1);
        x0 = _mm256_xor_si256(x0, k[5]);
        x1 = _mm256_xor_si256(x1, k[5]);
        x0 = subst_pi(x0, FSM_pi, FST_pi);
        x1 = subst_pi(x1, FSM_pi, FST_pi);
        x0 = field_linear_L(x0);
        x1 = field_linear_L(x1);
        x0 = _mm256_xor_si256(x0, k[6]);
        x1 = _mm256_xor_si256(x1, k[6]);
        x0 = subst_pi(x0, FSM_pi, FST_pi);
        x1 = subst_pi(x1, FSM_pi, FST_pi);
        x0 = field_linear_L(x0);
        x1 = field_linear_L(x1);
        x0 = _mm256_xor_si256(x0, k[7]);
        x1 = _mm256_xor_si256(x1, k[7]);
        x0 = subst_pi(x0, FSM_pi, FST_pi);
        x1 = subst_pi(x1, FSM_pi, FST_pi);
        x0 = field_linear_L(x0);
        x1 = field_linear_L(x1);
        x0 = _mm256_xor_si256(x0, k[8]);
        x1 = _mm256_xor_si256(x1, k[8]);
        x0 = subst_pi(x0, FSM_pi, FST_pi);
        x1 = subst_pi(x1, FSM_pi, FST_pi);
        x0 = field_linear_L(x0);
        x1 = field_linear_L(x1);
        x0 = _mm256_xor_si256(x0, k[9]);
        x1 = _mm256_xor_si256(x1, k[9]);
        }
        field_store(out + 16 * (i + 0), x0);
        gg_wipe(&x0, sizeof x0);
        field_store(out + 16 * (i + 1), x1);
        gg_wipe(&x1, sizeof x1);
    }
    for (; nblocks - i >= 1; i += 1) {
        V x0 = field_load(in + 16 * (i + 0));
        if (decrypt) {
        x0 = _mm256_xor_si256(x0, k[9]);
        x0 = field_linear_L_inv(x0);
        x0 = subst_pi_inv(x0, FSM_pi_inv, FST_pi_inv);
        x0 = _mm256_xor_si256(x0, k[8]);
        x0 = field_linear_L_inv(x0);
        x0 = subst_pi_inv(x0, FSM_pi_inv, FST_pi_inv);
        x0 = _mm256_xor_si256(x0, k[7]);
        x0 = field_linear_L_inv(x0);
        x0 = subst_pi_inv(x0, FSM_pi_inv, FST_pi_inv);
        x0 = _mm256_xor_si256(x0, k[6]);
        x0 = field_linear_L_inv(x0);
        x0 = subst_pi_inv(x0, FSM_pi_inv, FST_pi_inv);
        x0 = _mm256_xor_si256(x0, k[5]);
        x0 = field_linear_L_inv(x0);
        x0 = subst_pi_inv(x0, FSM_pi_inv, FST_pi_inv);
        x0 = _mm256_xor_si256(x0, k[4]);
        x0 = field_linear_L_inv(x0);
        x0 = subst_pi_inv(x0, FSM_pi_inv, FST_pi_inv);
        x0 = _mm256_xor_si256(x0, k[3]);
        x0 = field_linear_L_inv(x0);
        x0 = subst_pi_inv(x0, FSM_pi_inv, FST_pi_inv);
        x0 = _mm256_xor_si256(x0, k[2]);
        x0 = field_linear_L_inv(x0);
        x0 = subst_pi_inv(x0, FSM_pi_inv, FST_pi_inv);
        x0 = _mm256_xor_si256(x0, k[1]);
        x0 = field_linear_L_inv(x0);
        x0 = subst_pi_inv(x0, FSM_pi_inv, FST_pi_inv);
        x0 = _mm256_xor_si256(x0, k[0]);
        } else {
        x0 = _mm256_xor_si256(x0, k[0]);
        x0 = subst_pi(x0, FSM_pi, FST_pi);
        x0 = field_linear_L(x0);
        x0 = _mm256_xor_si256(x0, k[1]);
        x0 = subst_pi(x0, FSM_pi, FST_pi);
        x0 = field_linear_L(x0);
        x0 = _mm256_xor_si256(x0, k[2]);
        x0 = subst_pi(x0, FSM_pi, FST_pi);
        x0 = field_linear_L(x0);
        x0 = _mm256_xor_si256(x0, k[3]);
        x0 = subst_pi(x0, FSM_pi, FST_pi);
        x0 = field_linear_L(x0);
        x0 = _mm256_xor_si256(x0, k[4]);
        x0 = subst_pi(x0, FSM_pi, FST_pi);
        x0 = field_linear_L(x0);
        x0 = _mm256_xor_si256(x0, k[5]);
        x0 = subst_pi(x0, FSM_pi, FST_pi);
        x0 = field_linear_L(x0);
        x0 = _mm256_xor_si256(x0, k[6]);
        x0 = subst_pi(x0, FSM_pi, FST_pi);
        x0 = field_linear_L(x0);
        x0 = _mm256_xor_si256(x0, k[7]);
        x0 = subst_pi(x0, FSM_pi, FST_pi);
        x0 = field_linear_L(x0);
        x0 = _mm256_xor_si256(x0, k[8]);
        x0 = subst_pi(x0, FSM_pi, FST_pi);
        x0 = field_linear_L(x0);
        x0 = _mm256_xor_si256(x0, k[9]);
        }
        field_store(out + 16 * (i + 0), x0);
        gg_wipe(&x0, sizeof x0);
    }
    gg_wipe(k, sizeof k);
}

/* ---- the key schedule (kuznyechik's keyschedule section), one key in registers ----
 * The statements are the default lowering's (backends/_bytesliced_bc.py, field_plan, checked
 * there against the interpreter), in the field domain: the key parts go in by field_enter and
 * the round keys out by field_leave. */
static const uint8_t sched_literal[32][16] __attribute__((aligned(16))) = {
    { 1, 74, 131, 173, 201, 116, 42, 89, 2, 115, 230, 253, 32, 87, 168, 205 }, /* t2 */
    { 48, 79, 35, 66, 108, 3, 161, 50, 96, 147, 61, 219, 90, 9, 178, 172 }, /* t8 */
    { 49, 5, 160, 239, 165, 119, 139, 107, 98, 224, 219, 38, 122, 94, 26, 97 }, /* t14 */
    { 119, 191, 10, 212, 181, 80, 25, 23, 238, 14, 28, 33, 98, 171, 100, 114 }, /* t20 */
    { 118, 245, 137, 121, 124, 36, 51, 78, 236, 125, 250, 220, 66, 252, 204, 191 }, /* t26 */
    { 71, 240, 41, 150, 217, 83, 184, 37, 142, 157, 33, 250, 56, 162, 214, 222 }, /* t32 */
    { 70, 186, 170, 59, 16, 39, 146, 124, 140, 238, 199, 7, 24, 245, 126, 19 }, /* t38 */
    { 83, 15, 251, 42, 244, 153, 134, 189, 166, 59, 118, 106, 142, 226, 46, 163 }, /* t44 */
    { 82, 69, 120, 135, 61, 237, 172, 228, 164, 72, 144, 151, 174, 181, 134, 110 }, /* t50 */
    { 99, 64, 216, 104, 152, 154, 39, 143, 198, 168, 75, 177, 212, 235, 156, 15 }, /* t56 */
    { 98, 10, 91, 197, 81, 238, 13, 214, 196, 219, 173, 76, 244, 188, 52, 194 }, /* t62 */
    { 36, 176, 241, 254, 65, 201, 159, 170, 72, 53, 106, 75, 236, 73, 74, 209 }, /* t68 */
    { 37, 250, 114, 83, 136, 189, 181, 243, 74, 70, 140, 182, 204, 30, 226, 28 }, /* t74 */
    { 20, 255, 210, 188, 45, 202, 62, 152, 40, 166, 87, 144, 182, 64, 248, 125 }, /* t80 */
    { 21, 181, 81, 17, 228, 190, 20, 193, 42, 213, 177, 109, 150, 23, 80, 176 }, /* t86 */
    { 201, 11, 123, 161, 112, 245, 211, 111, 137, 188, 99, 21, 72, 253, 97, 121 }, /* t92 */
    { 200, 65, 248, 12, 185, 129, 249, 54, 139, 207, 133, 232, 104, 170, 201, 180 }, /* t98 */
    { 249, 68, 88, 227, 28, 246, 114, 93, 233, 47, 94, 206, 18, 244, 211, 213 }, /* t104 */
    { 248, 14, 219, 78, 213, 130, 88, 4, 235, 92, 184, 51, 50, 163, 123, 24 }, /* t110 */
    { 190, 180, 113, 117, 197, 165, 202, 120, 103, 178, 127, 52, 42, 86, 5, 11 }, /* t116 */
    { 191, 254, 242, 216, 12, 209, 224, 33, 101, 193, 153, 201, 10, 1, 173, 198 }, /* t122 */
    { 142, 251, 82, 55, 169, 166, 107, 74, 7, 33, 66, 239, 112, 95, 183, 167 }, /* t128 */
    { 143, 177, 209, 154, 96, 210, 65, 19, 5, 82, 164, 18, 80, 8, 31, 106 }, /* t134 */
    { 154, 4, 128, 139, 132, 108, 85, 210, 47, 135, 21, 127, 198, 31, 79, 218 }, /* t140 */
    { 155, 78, 3, 38, 77, 24, 127, 139, 45, 244, 243, 130, 230, 72, 231, 23 }, /* t146 */
    { 170, 75, 163, 201, 232, 111, 244, 224, 79, 20, 40, 164, 156, 22, 253, 118 }, /* t152 */
    { 171, 1, 32, 100, 33, 27, 222, 185, 77, 103, 206, 89, 188, 65, 85, 187 }, /* t158 */
    { 237, 187, 138, 95, 49, 60, 76, 197, 193, 137, 9, 94, 164, 180, 43, 168 }, /* t164 */
    { 236, 241, 9, 242, 248, 72, 102, 156, 195, 250, 239, 163, 132, 227, 131, 101 }, /* t170 */
    { 221, 244, 169, 29, 93, 63, 237, 247, 161, 26, 52, 133, 254, 189, 153, 4 }, /* t176 */
    { 220, 190, 42, 176, 148, 75, 199, 174, 163, 105, 210, 120, 222, 234, 49, 201 }, /* t182 */
    { 108, 203, 8, 25, 195, 64, 186, 229, 216, 95, 190, 221, 47, 219, 222, 104 }, /* t188 */
};

void gg_avx2gfni_kuznyechik_schedule(const uint8_t *key, uint8_t *rk)
{
    __m128i K1_m = _mm_loadu_si128((const __m128i *)(key + 0));
    /* a big-endian part: value byte b is memory byte 15 - b */
    K1_m = _mm_shuffle_epi8(K1_m, _mm_set_epi8(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
    V K1 = field_enter((K1_m));
    __m128i K2_m = _mm_loadu_si128((const __m128i *)(key + 16));
    /* a big-endian part: value byte b is memory byte 15 - b */
    K2_m = _mm_shuffle_epi8(K2_m, _mm_set_epi8(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
    V K2 = field_enter((K2_m));
    V a = K1;
    V b = K2;
    V t2 = field_literal((const void *)sched_literal[0]);
    V t3 = _mm256_xor_si256(t2, a);
    V t5 = sched_linear_L(subst_pi(t3, FSM_pi, FST_pi));
    V t6 = _mm256_xor_si256(b, t5);
    V t8 = field_literal((const void *)sched_literal[1]);
    V t9 = _mm256_xor_si256(t8, t6);
    V t11 = sched_linear_L(subst_pi(t9, FSM_pi, FST_pi));
    V t12 = _mm256_xor_si256(a, t11);
    V t14 = field_literal((const void *)sched_literal[2]);
    V t15 = _mm256_xor_si256(t14, t12);
    V t17 = sched_linear_L(subst_pi(t15, FSM_pi, FST_pi));
    V t18 = _mm256_xor_si256(t6, t17);
    V t20 = field_literal((const void *)sched_literal[3]);
    V t21 = _mm256_xor_si256(t20, t18);
    V t23 = sched_linear_L(subst_pi(t21, FSM_pi, FST_pi));
    V t24 = _mm256_xor_si256(t12, t23);
    V t26 = field_literal((const void *)sched_literal[4]);
    V t27 = _mm256_xor_si256(t26, t24);
    V t29 = sched_linear_L(subst_pi(t27, FSM_pi, FST_pi));
    V t30 = _mm256_xor_si256(t18, t29);
    V t32 = field_literal((const void *)sched_literal[5]);
    V t33 = _mm256_xor_si256(t32, t30);
    V t35 = sched_linear_L(subst_pi(t33, FSM_pi, FST_pi));
    V t36 = _mm256_xor_si256(t24, t35);
    V t38 = field_literal((const void *)sched_literal[6]);
    V t39 = _mm256_xor_si256(t38, t36);
    V t41 = sched_linear_L(subst_pi(t39, FSM_pi, FST_pi));
    V t42 = _mm256_xor_si256(t30, t41);
    V t44 = field_literal((const void *)sched_literal[7]);
    V t45 = _mm256_xor_si256(t44, t42);
    V t47 = sched_linear_L(subst_pi(t45, FSM_pi, FST_pi));
    V t48 = _mm256_xor_si256(t36, t47);
    V t50 = field_literal((const void *)sched_literal[8]);
    V t51 = _mm256_xor_si256(t50, t48);
    V t53 = sched_linear_L(subst_pi(t51, FSM_pi, FST_pi));
    V t54 = _mm256_xor_si256(t42, t53);
    V t56 = field_literal((const void *)sched_literal[9]);
    V t57 = _mm256_xor_si256(t56, t54);
    V t59 = sched_linear_L(subst_pi(t57, FSM_pi, FST_pi));
    V t60 = _mm256_xor_si256(t48, t59);
    V t62 = field_literal((const void *)sched_literal[10]);
    V t63 = _mm256_xor_si256(t62, t60);
    V t65 = sched_linear_L(subst_pi(t63, FSM_pi, FST_pi));
    V t66 = _mm256_xor_si256(t54, t65);
    V t68 = field_literal((const void *)sched_literal[11]);
    V t69 = _mm256_xor_si256(t68, t66);
    V t71 = sched_linear_L(subst_pi(t69, FSM_pi, FST_pi));
    V t72 = _mm256_xor_si256(t60, t71);
    V t74 = field_literal((const void *)sched_literal[12]);
    V t75 = _mm256_xor_si256(t74, t72);
    V t77 = sched_linear_L(subst_pi(t75, FSM_pi, FST_pi));
    V t78 = _mm256_xor_si256(t66, t77);
    V t80 = field_literal((const void *)sched_literal[13]);
    V t81 = _mm256_xor_si256(t80, t78);
    V t83 = sched_linear_L(subst_pi(t81, FSM_pi, FST_pi));
    V t84 = _mm256_xor_si256(t72, t83);
    V t86 = field_literal((const void *)sched_literal[14]);
    V t87 = _mm256_xor_si256(t86, t84);
    V t89 = sched_linear_L(subst_pi(t87, FSM_pi, FST_pi));
    V t90 = _mm256_xor_si256(t78, t89);
    V t92 = field_literal((const void *)sched_literal[15]);
    V t93 = _mm256_xor_si256(t92, t90);
    V t95 = sched_linear_L(subst_pi(t93, FSM_pi, FST_pi));
    V t96 = _mm256_xor_si256(t84, t95);
    V t98 = field_literal((const void *)sched_literal[16]);
    V t99 = _mm256_xor_si256(t98, t96);
    V t101 = sched_linear_L(subst_pi(t99, FSM_pi, FST_pi));
    V t102 = _mm256_xor_si256(t90, t101);
    V t104 = field_literal((const void *)sched_literal[17]);
    V t105 = _mm256_xor_si256(t104, t102);
    V t107 = sched_linear_L(subst_pi(t105, FSM_pi, FST_pi));
    V t108 = _mm256_xor_si256(t96, t107);
    V t110 = field_literal((const void *)sched_literal[18]);
    V t111 = _mm256_xor_si256(t110, t108);
    V t113 = sched_linear_L(subst_pi(t111, FSM_pi, FST_pi));
    V t114 = _mm256_xor_si256(t102, t113);
    V t116 = field_literal((const void *)sched_literal[19]);
    V t117 = _mm256_xor_si256(t116, t114);
    V t119 = sched_linear_L(subst_pi(t117, FSM_pi, FST_pi));
    V t120 = _mm256_xor_si256(t108, t119);
    V t122 = field_literal((const void *)sched_literal[20]);
    V t123 = _mm256_xor_si256(t122, t120);
    V t125 = sched_linear_L(subst_pi(t123, FSM_pi, FST_pi));
    V t126 = _mm256_xor_si256(t114, t125);
    V t128 = field_literal((const void *)sched_literal[21]);
    V t129 = _mm256_xor_si256(t128, t126);
    V t131 = sched_linear_L(subst_pi(t129, FSM_pi, FST_pi));
    V t132 = _mm256_xor_si256(t120, t131);
    V t134 = field_literal((const void *)sched_literal[22]);
    V t135 = _mm256_xor_si256(t134, t132);
    V t137 = sched_linear_L(subst_pi(t135, FSM_pi, FST_pi));
    V t138 = _mm256_xor_si256(t126, t137);
    V t140 = field_literal((const void *)sched_literal[23]);
    V t141 = _mm256_xor_si256(t140, t138);
    V t143 = sched_linear_L(subst_pi(t141, FSM_pi, FST_pi));
    V t144 = _mm256_xor_si256(t132, t143);
    V t146 = field_literal((const void *)sched_literal[24]);
    V t147 = _mm256_xor_si256(t146, t144);
    V t149 = sched_linear_L(subst_pi(t147, FSM_pi, FST_pi));
    V t150 = _mm256_xor_si256(t138, t149);
    V t152 = field_literal((const void *)sched_literal[25]);
    V t153 = _mm256_xor_si256(t152, t150);
    V t155 = sched_linear_L(subst_pi(t153, FSM_pi, FST_pi));
    V t156 = _mm256_xor_si256(t144, t155);
    V t158 = field_literal((const void *)sched_literal[26]);
    V t159 = _mm256_xor_si256(t158, t156);
    V t161 = sched_linear_L(subst_pi(t159, FSM_pi, FST_pi));
    V t162 = _mm256_xor_si256(t150, t161);
    V t164 = field_literal((const void *)sched_literal[27]);
    V t165 = _mm256_xor_si256(t164, t162);
    V t167 = sched_linear_L(subst_pi(t165, FSM_pi, FST_pi));
    V t168 = _mm256_xor_si256(t156, t167);
    V t170 = field_literal((const void *)sched_literal[28]);
    V t171 = _mm256_xor_si256(t170, t168);
    V t173 = sched_linear_L(subst_pi(t171, FSM_pi, FST_pi));
    V t174 = _mm256_xor_si256(t162, t173);
    V t176 = field_literal((const void *)sched_literal[29]);
    V t177 = _mm256_xor_si256(t176, t174);
    V t179 = sched_linear_L(subst_pi(t177, FSM_pi, FST_pi));
    V t180 = _mm256_xor_si256(t168, t179);
    V t182 = field_literal((const void *)sched_literal[30]);
    V t183 = _mm256_xor_si256(t182, t180);
    V t185 = sched_linear_L(subst_pi(t183, FSM_pi, FST_pi));
    V t186 = _mm256_xor_si256(t174, t185);
    V t188 = field_literal((const void *)sched_literal[31]);
    V t189 = _mm256_xor_si256(t188, t186);
    V t191 = sched_linear_L(subst_pi(t189, FSM_pi, FST_pi));
    V t192 = _mm256_xor_si256(t180, t191);
    _mm_storeu_si128((__m128i *)(rk + 0), _mm256_castsi256_si128(field_leave(a)));
    _mm_storeu_si128((__m128i *)(rk + 16), _mm256_castsi256_si128(field_leave(b)));
    _mm_storeu_si128((__m128i *)(rk + 32), _mm256_castsi256_si128(field_leave(t48)));
    _mm_storeu_si128((__m128i *)(rk + 48), _mm256_castsi256_si128(field_leave(t42)));
    _mm_storeu_si128((__m128i *)(rk + 64), _mm256_castsi256_si128(field_leave(t96)));
    _mm_storeu_si128((__m128i *)(rk + 80), _mm256_castsi256_si128(field_leave(t90)));
    _mm_storeu_si128((__m128i *)(rk + 96), _mm256_castsi256_si128(field_leave(t144)));
    _mm_storeu_si128((__m128i *)(rk + 112), _mm256_castsi256_si128(field_leave(t138)));
    _mm_storeu_si128((__m128i *)(rk + 128), _mm256_castsi256_si128(field_leave(t192)));
    _mm_storeu_si128((__m128i *)(rk + 144), _mm256_castsi256_si128(field_leave(t186)));
    gg_wipe(&K1, sizeof K1);
    gg_wipe(&K1_m, sizeof K1_m);
    gg_wipe(&K2, sizeof K2);
    gg_wipe(&K2_m, sizeof K2_m);
}

/* 2 keys at once, key_g's round keys to rk + g stride: one key's Feistel chain is a
 * chain of latencies, 2 of them overlap. */
static void schedule_x2(const uint8_t *const *keys, uint8_t *rk, size_t stride)
{
    const uint8_t *key_0 = keys[0];
    uint8_t *rk_0 = rk + 0 * stride;
    const uint8_t *key_1 = keys[1];
    uint8_t *rk_1 = rk + 1 * stride;
    __m128i K1_0_m = _mm_loadu_si128((const __m128i *)(key_0 + 0));
    /* a big-endian part: value byte b is memory byte 15 - b */
    K1_0_m = _mm_shuffle_epi8(K1_0_m, _mm_set_epi8(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
    V K1_0 = field_enter((K1_0_m));
    __m128i K1_1_m = _mm_loadu_si128((const __m128i *)(key_1 + 0));
    /* a big-endian part: value byte b is memory byte 15 - b */
    K1_1_m = _mm_shuffle_epi8(K1_1_m, _mm_set_epi8(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
    V K1_1 = field_enter((K1_1_m));
    __m128i K2_0_m = _mm_loadu_si128((const __m128i *)(key_0 + 16));
    /* a big-endian part: value byte b is memory byte 15 - b */
    K2_0_m = _mm_shuffle_epi8(K2_0_m, _mm_set_epi8(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
    V K2_0 = field_enter((K2_0_m));
    __m128i K2_1_m = _mm_loadu_si128((const __m128i *)(key_1 + 16));
    /* a big-endian part: value byte b is memory byte 15 - b */
    K2_1_m = _mm_shuffle_epi8(K2_1_m, _mm_set_epi8(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
    V K2_1 = field_enter((K2_1_m));
    V a_0 = K1_0;
    V a_1 = K1_1;
    V b_0 = K2_0;
    V b_1 = K2_1;
    V t2_0 = field_literal((const void *)sched_literal[0]);
    V t2_1 = field_literal((const void *)sched_literal[0]);
    V t3_0 = _mm256_xor_si256(t2_0, a_0);
    V t3_1 = _mm256_xor_si256(t2_1, a_1);
    V t5_0 = sched_linear_L(subst_pi(t3_0, FSM_pi, FST_pi));
    V t5_1 = sched_linear_L(subst_pi(t3_1, FSM_pi, FST_pi));
    V t6_0 = _mm256_xor_si256(b_0, t5_0);
    V t6_1 = _mm256_xor_si256(b_1, t5_1);
    V t8_0 = field_literal((const void *)sched_literal[1]);
    V t8_1 = field_literal((const void *)sched_literal[1]);
    V t9_0 = _mm256_xor_si256(t8_0, t6_0);
    V t9_1 = _mm256_xor_si256(t8_1, t6_1);
    V t11_0 = sched_linear_L(subst_pi(t9_0, FSM_pi, FST_pi));
    V t11_1 = sched_linear_L(subst_pi(t9_1, FSM_pi, FST_pi));
    V t12_0 = _mm256_xor_si256(a_0, t11_0);
    V t12_1 = _mm256_xor_si256(a_1, t11_1);
    V t14_0 = field_literal((const void *)sched_literal[2]);
    V t14_1 = field_literal((const void *)sched_literal[2]);
    V t15_0 = _mm256_xor_si256(t14_0, t12_0);
    V t15_1 = _mm256_xor_si256(t14_1, t12_1);
    V t17_0 = sched_linear_L(subst_pi(t15_0, FSM_pi, FST_pi));
    V t17_1 = sched_linear_L(subst_pi(t15_1, FSM_pi, FST_pi));
    V t18_0 = _mm256_xor_si256(t6_0, t17_0);
    V t18_1 = _mm256_xor_si256(t6_1, t17_1);
    V t20_0 = field_literal((const void *)sched_literal[3]);
    V t20_1 = field_literal((const void *)sched_literal[3]);
    V t21_0 = _mm256_xor_si256(t20_0, t18_0);
    V t21_1 = _mm256_xor_si256(t20_1, t18_1);
    V t23_0 = sched_linear_L(subst_pi(t21_0, FSM_pi, FST_pi));
    V t23_1 = sched_linear_L(subst_pi(t21_1, FSM_pi, FST_pi));
    V t24_0 = _mm256_xor_si256(t12_0, t23_0);
    V t24_1 = _mm256_xor_si256(t12_1, t23_1);
    V t26_0 = field_literal((const void *)sched_literal[4]);
    V t26_1 = field_literal((const void *)sched_literal[4]);
    V t27_0 = _mm256_xor_si256(t26_0, t24_0);
    V t27_1 = _mm256_xor_si256(t26_1, t24_1);
    V t29_0 = sched_linear_L(subst_pi(t27_0, FSM_pi, FST_pi));
    V t29_1 = sched_linear_L(subst_pi(t27_1, FSM_pi, FST_pi));
    V t30_0 = _mm256_xor_si256(t18_0, t29_0);
    V t30_1 = _mm256_xor_si256(t18_1, t29_1);
    V t32_0 = field_literal((const void *)sched_literal[5]);
    V t32_1 = field_literal((const void *)sched_literal[5]);
    V t33_0 = _mm256_xor_si256(t32_0, t30_0);
    V t33_1 = _mm256_xor_si256(t32_1, t30_1);
    V t35_0 = sched_linear_L(subst_pi(t33_0, FSM_pi, FST_pi));
    V t35_1 = sched_linear_L(subst_pi(t33_1, FSM_pi, FST_pi));
    V t36_0 = _mm256_xor_si256(t24_0, t35_0);
    V t36_1 = _mm256_xor_si256(t24_1, t35_1);
    V t38_0 = field_literal((const void *)sched_literal[6]);
    V t38_1 = field_literal((const void *)sched_literal[6]);
    V t39_0 = _mm256_xor_si256(t38_0, t36_0);
    V t39_1 = _mm256_xor_si256(t38_1, t36_1);
    V t41_0 = sched_linear_L(subst_pi(t39_0, FSM_pi, FST_pi));
    V t41_1 = sched_linear_L(subst_pi(t39_1, FSM_pi, FST_pi));
    V t42_0 = _mm256_xor_si256(t30_0, t41_0);
    V t42_1 = _mm256_xor_si256(t30_1, t41_1);
    V t44_0 = field_literal((const void *)sched_literal[7]);
    V t44_1 = field_literal((const void *)sched_literal[7]);
    V t45_0 = _mm256_xor_si256(t44_0, t42_0);
    V t45_1 = _mm256_xor_si256(t44_1, t42_1);
    V t47_0 = sched_linear_L(subst_pi(t45_0, FSM_pi, FST_pi));
    V t47_1 = sched_linear_L(subst_pi(t45_1, FSM_pi, FST_pi));
    V t48_0 = _mm256_xor_si256(t36_0, t47_0);
    V t48_1 = _mm256_xor_si256(t36_1, t47_1);
    V t50_0 = field_literal((const void *)sched_literal[8]);
    V t50_1 = field_literal((const void *)sched_literal[8]);
    V t51_0 = _mm256_xor_si256(t50_0, t48_0);
    V t51_1 = _mm256_xor_si256(t50_1, t48_1);
    V t53_0 = sched_linear_L(subst_pi(t51_0, FSM_pi, FST_pi));
    V t53_1 = sched_linear_L(subst_pi(t51_1, FSM_pi, FST_pi));
    V t54_0 = _mm256_xor_si256(t42_0, t53_0);
    V t54_1 = _mm256_xor_si256(t42_1, t53_1);
    V t56_0 = field_literal((const void *)sched_literal[9]);
    V t56_1 = field_literal((const void *)sched_literal[9]);
    V t57_0 = _mm256_xor_si256(t56_0, t54_0);
    V t57_1 = _mm256_xor_si256(t56_1, t54_1);
    V t59_0 = sched_linear_L(subst_pi(t57_0, FSM_pi, FST_pi));
    V t59_1 = sched_linear_L(subst_pi(t57_1, FSM_pi, FST_pi));
    V t60_0 = _mm256_xor_si256(t48_0, t59_0);
    V t60_1 = _mm256_xor_si256(t48_1, t59_1);
    V t62_0 = field_literal((const void *)sched_literal[10]);
    V t62_1 = field_literal((const void *)sched_literal[10]);
    V t63_0 = _mm256_xor_si256(t62_0, t60_0);
    V t63_1 = _mm256_xor_si256(t62_1, t60_1);
    V t65_0 = sched_linear_L(subst_pi(t63_0, FSM_pi, FST_pi));
    V t65_1 = sched_linear_L(subst_pi(t63_1, FSM_pi, FST_pi));
    V t66_0 = _mm256_xor_si256(t54_0, t65_0);
    V t66_1 = _mm256_xor_si256(t54_1, t65_1);
    V t68_0 = field_literal((const void *)sched_literal[11]);
    V t68_1 = field_literal((const void *)sched_literal[11]);
    V t69_0 = _mm256_xor_si256(t68_0, t66_0);
    V t69_1 = _mm256_xor_si256(t68_1, t66_1);
    V t71_0 = sched_linear_L(subst_pi(t69_0, FSM_pi, FST_pi));
    V t71_1 = sched_linear_L(subst_pi(t69_1, FSM_pi, FST_pi));
    V t72_0 = _mm256_xor_si256(t60_0, t71_0);
    V t72_1 = _mm256_xor_si256(t60_1, t71_1);
    V t74_0 = field_literal((const void *)sched_literal[12]);
    V t74_1 = field_literal((const void *)sched_literal[12]);
    V t75_0 = _mm256_xor_si256(t74_0, t72_0);
    V t75_1 = _mm256_xor_si256(t74_1, t72_1);
    V t77_0 = sched_linear_L(subst_pi(t75_0, FSM_pi, FST_pi));
    V t77_1 = sched_linear_L(subst_pi(t75_1, FSM_pi, FST_pi));
    V t78_0 = _mm256_xor_si256(t66_0, t77_0);
    V t78_1 = _mm256_xor_si256(t66_1, t77_1);
    V t80_0 = field_literal((const void *)sched_literal[13]);
    V t80_1 = field_literal((const void *)sched_literal[13]);
    V t81_0 = _mm256_xor_si256(t80_0, t78_0);
    V t81_1 = _mm256_xor_si256(t80_1, t78_1);
    V t83_0 = sched_linear_L(subst_pi(t81_0, FSM_pi, FST_pi));
    V t83_1 = sched_linear_L(subst_pi(t81_1, FSM_pi, FST_pi));
    V t84_0 = _mm256_xor_si256(t72_0, t83_0);
    V t84_1 = _mm256_xor_si256(t72_1, t83_1);
    V t86_0 = field_literal((const void *)sched_literal[14]);
    V t86_1 = field_literal((const void *)sched_literal[14]);
    V t87_0 = _mm256_xor_si256(t86_0, t84_0);
    V t87_1 = _mm256_xor_si256(t86_1, t84_1);
    V t89_0 = sched_linear_L(subst_pi(t87_0, FSM_pi, FST_pi));
    V t89_1 = sched_linear_L(subst_pi(t87_1, FSM_pi, FST_pi));
    V t90_0 = _mm256_xor_si256(t78_0, t89_0);
    V t90_1 = _mm256_xor_si256(t78_1, t89_1);
    V t92_0 = field_literal((const void *)sched_literal[15]);
    V t92_1 = field_literal((const void *)sched_literal[15]);
    V t93_0 = _mm256_xor_si256(t92_0, t90_0);
    V t93_1 = _mm256_xor_si256(t92_1, t90_1);
    V t95_0 = sched_linear_L(subst_pi(t93_0, FSM_pi, FST_pi));
    V t95_1 = sched_linear_L(subst_pi(t93_1, FSM_pi, FST_pi));
    V t96_0 = _mm256_xor_si256(t84_0, t95_0);
    V t96_1 = _mm256_xor_si256(t84_1, t95_1);
    V t98_0 = field_literal((const void *)sched_literal[16]);
    V t98_1 = field_literal((const void *)sched_literal[16]);
    V t99_0 = _mm256_xor_si256(t98_0, t96_0);
    V t99_1 = _mm256_xor_si256(t98_1, t96_1);
    V t101_0 = sched_linear_L(subst_pi(t99_0, FSM_pi, FST_pi));
    V t101_1 = sched_linear_L(subst_pi(t99_1, FSM_pi, FST_pi));
    V t102_0 = _mm256_xor_si256(t90_0, t101_0);
    V t102_1 = _mm256_xor_si256(t90_1, t101_1);
    V t104_0 = field_literal((const void *)sched_literal[17]);
    V t104_1 = field_literal((const void *)sched_literal[17]);
    V t105_0 = _mm256_xor_si256(t104_0, t102_0);
    V t105_1 = _mm256_xor_si256(t104_1, t102_1);
    V t107_0 = sched_linear_L(subst_pi(t105_0, FSM_pi, FST_pi));
    V t107_1 = sched_linear_L(subst_pi(t105_1, FSM_pi, FST_pi));
    V t108_0 = _mm256_xor_si256(t96_0, t107_0);
    V t108_1 = _mm256_xor_si256(t96_1, t107_1);
    V t110_0 = field_literal((const void *)sched_literal[18]);
    V t110_1 = field_literal((const void *)sched_literal[18]);
    V t111_0 = _mm256_xor_si256(t110_0, t108_0);
    V t111_1 = _mm256_xor_si256(t110_1, t108_1);
    V t113_0 = sched_linear_L(subst_pi(t111_0, FSM_pi, FST_pi));
    V t113_1 = sched_linear_L(subst_pi(t111_1, FSM_pi, FST_pi));
    V t114_0 = _mm256_xor_si256(t102_0, t113_0);
    V t114_1 = _mm256_xor_si256(t102_1, t113_1);
    V t116_0 = field_literal((const void *)sched_literal[19]);
    V t116_1 = field_literal((const void *)sched_literal[19]);
    V t117_0 = _mm256_xor_si256(t116_0, t114_0);
    V t117_1 = _mm256_xor_si256(t116_1, t114_1);
    V t119_0 = sched_linear_L(subst_pi(t117_0, FSM_pi, FST_pi));
    V t119_1 = sched_linear_L(subst_pi(t117_1, FSM_pi, FST_pi));
    V t120_0 = _mm256_xor_si256(t108_0, t119_0);
    V t120_1 = _mm256_xor_si256(t108_1, t119_1);
    V t122_0 = field_literal((const void *)sched_literal[20]);
    V t122_1 = field_literal((const void *)sched_literal[20]);
    V t123_0 = _mm256_xor_si256(t122_0, t120_0);
    V t123_1 = _mm256_xor_si256(t122_1, t120_1);
    V t125_0 = sched_linear_L(subst_pi(t123_0, FSM_pi, FST_pi));
    V t125_1 = sched_linear_L(subst_pi(t123_1, FSM_pi, FST_pi));
    V t126_0 = _mm256_xor_si256(t114_0, t125_0);
    V t126_1 = _mm256_xor_si256(t114_1, t125_1);
    V t128_0 = field_literal((const void *)sched_literal[21]);
    V t128_1 = field_literal((const void *)sched_literal[21]);
    V t129_0 = _mm256_xor_si256(t128_0, t126_0);
    V t129_1 = _mm256_xor_si256(t128_1, t126_1);
    V t131_0 = sched_linear_L(subst_pi(t129_0, FSM_pi, FST_pi));
    V t131_1 = sched_linear_L(subst_pi(t129_1, FSM_pi, FST_pi));
    V t132_0 = _mm256_xor_si256(t120_0, t131_0);
    V t132_1 = _mm256_xor_si256(t120_1, t131_1);
    V t134_0 = field_literal((const void *)sched_literal[22]);
    V t134_1 = field_literal((const void *)sched_literal[22]);
    V t135_0 = _mm256_xor_si256(t134_0, t132_0);
    V t135_1 = _mm256_xor_si256(t134_1, t132_1);
    V t137_0 = sched_linear_L(subst_pi(t135_0, FSM_pi, FST_pi));
    V t137_1 = sched_linear_L(subst_pi(t135_1, FSM_pi, FST_pi));
    V t138_0 = _mm256_xor_si256(t126_0, t137_0);
    V t138_1 = _mm256_xor_si256(t126_1, t137_1);
    V t140_0 = field_literal((const void *)sched_literal[23]);
    V t140_1 = field_literal((const void *)sched_literal[23]);
    V t141_0 = _mm256_xor_si256(t140_0, t138_0);
    V t141_1 = _mm256_xor_si256(t140_1, t138_1);
    V t143_0 = sched_linear_L(subst_pi(t141_0, FSM_pi, FST_pi));
    V t143_1 = sched_linear_L(subst_pi(t141_1, FSM_pi, FST_pi));
    V t144_0 = _mm256_xor_si256(t132_0, t143_0);
    V t144_1 = _mm256_xor_si256(t132_1, t143_1);
    V t146_0 = field_literal((const void *)sched_literal[24]);
    V t146_1 = field_literal((const void *)sched_literal[24]);
    V t147_0 = _mm256_xor_si256(t146_0, t144_0);
    V t147_1 = _mm256_xor_si256(t146_1, t144_1);
    V t149_0 = sched_linear_L(subst_pi(t147_0, FSM_pi, FST_pi));
    V t149_1 = sched_linear_L(subst_pi(t147_1, FSM_pi, FST_pi));
    V t150_0 = _mm256_xor_si256(t138_0, t149_0);
    V t150_1 = _mm256_xor_si256(t138_1, t149_1);
    V t152_0 = field_literal((const void *)sched_literal[25]);
    V t152_1 = field_literal((const void *)sched_literal[25]);
    V t153_0 = _mm256_xor_si256(t152_0, t150_0);
    V t153_1 = _mm256_xor_si256(t152_1, t150_1);
    V t155_0 = sched_linear_L(subst_pi(t153_0, FSM_pi, FST_pi));
    V t155_1 = sched_linear_L(subst_pi(t153_1, FSM_pi, FST_pi));
    V t156_0 = _mm256_xor_si256(t144_0, t155_0);
    V t156_1 = _mm256_xor_si256(t144_1, t155_1);
    V t158_0 = field_literal((const void *)sched_literal[26]);
    V t158_1 = field_literal((const void *)sched_literal[26]);
    V t159_0 = _mm256_xor_si256(t158_0, t156_0);
    V t159_1 = _mm256_xor_si256(t158_1, t156_1);
    V t161_0 = sched_linear_L(subst_pi(t159_0, FSM_pi, FST_pi));
    V t161_1 = sched_linear_L(subst_pi(t159_1, FSM_pi, FST_pi));
    V t162_0 = _mm256_xor_si256(t150_0, t161_0);
    V t162_1 = _mm256_xor_si256(t150_1, t161_1);
    V t164_0 = field_literal((const void *)sched_literal[27]);
    V t164_1 = field_literal((const void *)sched_literal[27]);
    V t165_0 = _mm256_xor_si256(t164_0, t162_0);
    V t165_1 = _mm256_xor_si256(t164_1, t162_1);
    V t167_0 = sched_linear_L(subst_pi(t165_0, FSM_pi, FST_pi));
    V t167_1 = sched_linear_L(subst_pi(t165_1, FSM_pi, FST_pi));
    V t168_0 = _mm256_xor_si256(t156_0, t167_0);
    V t168_1 = _mm256_xor_si256(t156_1, t167_1);
    V t170_0 = field_literal((const void *)sched_literal[28]);
    V t170_1 = field_literal((const void *)sched_literal[28]);
    V t171_0 = _mm256_xor_si256(t170_0, t168_0);
    V t171_1 = _mm256_xor_si256(t170_1, t168_1);
    V t173_0 = sched_linear_L(subst_pi(t171_0, FSM_pi, FST_pi));
    V t173_1 = sched_linear_L(subst_pi(t171_1, FSM_pi, FST_pi));
    V t174_0 = _mm256_xor_si256(t162_0, t173_0);
    V t174_1 = _mm256_xor_si256(t162_1, t173_1);
    V t176_0 = field_literal((const void *)sched_literal[29]);
    V t176_1 = field_literal((const void *)sched_literal[29]);
    V t177_0 = _mm256_xor_si256(t176_0, t174_0);
    V t177_1 = _mm256_xor_si256(t176_1, t174_1);
    V t179_0 = sched_linear_L(subst_pi(t177_0, FSM_pi, FST_pi));
    V t179_1 = sched_linear_L(subst_pi(t177_1, FSM_pi, FST_pi));
    V t180_0 = _mm256_xor_si256(t168_0, t179_0);
    V t180_1 = _mm256_xor_si256(t168_1, t179_1);
    V t182_0 = field_literal((const void *)sched_literal[30]);
    V t182_1 = field_literal((const void *)sched_literal[30]);
    V t183_0 = _mm256_xor_si256(t182_0, t180_0);
    V t183_1 = _mm256_xor_si256(t182_1, t180_1);
    V t185_0 = sched_linear_L(subst_pi(t183_0, FSM_pi, FST_pi));
    V t185_1 = sched_linear_L(subst_pi(t183_1, FSM_pi, FST_pi));
    V t186_0 = _mm256_xor_si256(t174_0, t185_0);
    V t186_1 = _mm256_xor_si256(t174_1, t185_1);
    V t188_0 = field_literal((const void *)sched_literal[31]);
    V t188_1 = field_literal((const void *)sched_literal[31]);
    V t189_0 = _mm256_xor_si256(t188_0, t186_0);
    V t189_1 = _mm256_xor_si256(t188_1, t186_1);
    V t191_0 = sched_linear_L(subst_pi(t189_0, FSM_pi, FST_pi));
    V t191_1 = sched_linear_L(subst_pi(t189_1, FSM_pi, FST_pi));
    V t192_0 = _mm256_xor_si256(t180_0, t191_0);
    V t192_1 = _mm256_xor_si256(t180_1, t191_1);
    _mm_storeu_si128((__m128i *)(rk_0 + 0), _mm256_castsi256_si128(field_leave(a_0)));
    _mm_storeu_si128((__m128i *)(rk_1 + 0), _mm256_castsi256_si128(field_leave(a_1)));
    _mm_storeu_si128((__m128i *)(rk_0 + 16), _mm256_castsi256_si128(field_leave(b_0)));
    _mm_storeu_si128((__m128i *)(rk_1 + 16), _mm256_castsi256_si128(field_leave(b_1)));
    _mm_storeu_si128((__m128i *)(rk_0 + 32), _mm256_castsi256_si128(field_leave(t48_0)));
    _mm_storeu_si128((__m128i *)(rk_1 + 32), _mm256_castsi256_si128(field_leave(t48_1)));
    _mm_storeu_si128((__m128i *)(rk_0 + 48), _mm256_castsi256_si128(field_leave(t42_0)));
    _mm_storeu_si128((__m128i *)(rk_1 + 48), _mm256_castsi256_si128(field_leave(t42_1)));
    _mm_storeu_si128((__m128i *)(rk_0 + 64), _mm256_castsi256_si128(field_leave(t96_0)));
    _mm_storeu_si128((__m128i *)(rk_1 + 64), _mm256_castsi256_si128(field_leave(t96_1)));
    _mm_storeu_si128((__m128i *)(rk_0 + 80), _mm256_castsi256_si128(field_leave(t90_0)));
    _mm_storeu_si128((__m128i *)(rk_1 + 80), _mm256_castsi256_si128(field_leave(t90_1)));
    _mm_storeu_si128((__m128i *)(rk_0 + 96), _mm256_castsi256_si128(field_leave(t144_0)));
    _mm_storeu_si128((__m128i *)(rk_1 + 96), _mm256_castsi256_si128(field_leave(t144_1)));
    _mm_storeu_si128((__m128i *)(rk_0 + 112), _mm256_castsi256_si128(field_leave(t138_0)));
    _mm_storeu_si128((__m128i *)(rk_1 + 112), _mm256_castsi256_si128(field_leave(t138_1)));
    _mm_storeu_si128((__m128i *)(rk_0 + 128), _mm256_castsi256_si128(field_leave(t192_0)));
    _mm_storeu_si128((__m128i *)(rk_1 + 128), _mm256_castsi256_si128(field_leave(t192_1)));
    _mm_storeu_si128((__m128i *)(rk_0 + 144), _mm256_castsi256_si128(field_leave(t186_0)));
    _mm_storeu_si128((__m128i *)(rk_1 + 144), _mm256_castsi256_si128(field_leave(t186_1)));
    gg_wipe(&K1_0, sizeof K1_0);
    gg_wipe(&K1_0_m, sizeof K1_0_m);
    gg_wipe(&K1_1, sizeof K1_1);
    gg_wipe(&K1_1_m, sizeof K1_1_m);
    gg_wipe(&K2_0, sizeof K2_0);
    gg_wipe(&K2_0_m, sizeof K2_0_m);
    gg_wipe(&K2_1, sizeof K2_1);
    gg_wipe(&K2_1_m, sizeof K2_1_m);
}

/* ---- many keys' schedules byte-sliced, one key per lane of a batch (templates/_x86/
 * sliced_schedule.j2): a batch costs the same for 1 key or BATCH, so calls with at least
 * 16 keys use it. The lookups are the rounds' steps. */
static __attribute__((noinline)) void sliced_lookup_pi_L(V x[16])
{
    V x0_0 = x[0];
    V x0_1 = x[1];
    V x0_2 = x[2];
    V x0_3 = x[3];
    V x0_4 = x[4];
    V x0_5 = x[5];
    V x0_6 = x[6];
    V x0_7 = x[7];
    V x0_8 = x[8];
    V x0_9 = x[9];
    V x0_10 = x[10];
    V x0_11 = x[11];
    V x0_12 = x[12];
    V x0_13 = x[13];
    V x0_14 = x[14];
    V x0_15 = x[15];
    const V *sm_pi = (const V *)(const void *)gm_pi;
    const V *st_pi = (const V *)(const void *)gt_pi;
    __asm__("" : "+r"(sm_pi), "+r"(st_pi)); /* opaque: tables stay memory operands */
    x0_0 = subst_pi(x0_0, sm_pi, st_pi);
    x0_1 = subst_pi(x0_1, sm_pi, st_pi);
    x0_2 = subst_pi(x0_2, sm_pi, st_pi);
    x0_3 = subst_pi(x0_3, sm_pi, st_pi);
    x0_4 = subst_pi(x0_4, sm_pi, st_pi);
    x0_5 = subst_pi(x0_5, sm_pi, st_pi);
    x0_6 = subst_pi(x0_6, sm_pi, st_pi);
    x0_7 = subst_pi(x0_7, sm_pi, st_pi);
    x0_8 = subst_pi(x0_8, sm_pi, st_pi);
    x0_9 = subst_pi(x0_9, sm_pi, st_pi);
    x0_10 = subst_pi(x0_10, sm_pi, st_pi);
    x0_11 = subst_pi(x0_11, sm_pi, st_pi);
    x0_12 = subst_pi(x0_12, sm_pi, st_pi);
    x0_13 = subst_pi(x0_13, sm_pi, st_pi);
    x0_14 = subst_pi(x0_14, sm_pi, st_pi);
    x0_15 = subst_pi(x0_15, sm_pi, st_pi);
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
static void sliced_store(const V x[16], uint8_t *buf, uint8_t *rk, size_t stride, size_t n)
{
    V w[16];
    for (int m = 0; m < 16; m++)
        w[value_byte[m]] = x[m];
    store_batch(buf, w);
    for (size_t i = 0; i < n; i++)
        memcpy(rk + stride * i, buf + 16 * i, 16);
    gg_wipe(w, sizeof w);
}

/* keys i < n (1..BATCH), key i's round keys to rk + i stride */
static void schedule_sliced(const uint8_t *const *keys, uint8_t *rk, size_t stride, size_t n)
{
    V v[3][16], t[16];
    uint8_t buf[BATCH * 16] __attribute__((aligned(64)));
    memset(buf, 0, sizeof buf); /* the lanes past n */
    for (size_t i = 0; i < n; i++)
        memcpy(buf + 16 * i, keys[i] + 0, 16);
    load_batch(t, buf);
    for (int m = 0; m < 16; m++)
        v[0][m] = t[sliced_perm[0][m]];
    for (size_t i = 0; i < n; i++)
        memcpy(buf + 16 * i, keys[i] + 16, 16);
    load_batch(t, buf);
    for (int m = 0; m < 16; m++)
        v[1][m] = t[sliced_perm[1][m]];
    sliced_store(v[0], buf, rk + 0, stride, n);
    sliced_store(v[1], buf, rk + 16, stride, n);
    for (int m = 0; m < 16; m++)
        v[2][m] = _mm256_set1_epi8((char)sliced_literal[0][m]);
    for (int m = 0; m < 16; m++)
        v[2][m] = _mm256_xor_si256(v[2][m], v[0][m]);
    sliced_lookup_pi_L(v[2]);
    for (int m = 0; m < 16; m++)
        v[2][m] = _mm256_xor_si256(v[1][m], v[2][m]);
    for (int m = 0; m < 16; m++)
        v[1][m] = _mm256_set1_epi8((char)sliced_literal[1][m]);
    for (int m = 0; m < 16; m++)
        v[1][m] = _mm256_xor_si256(v[1][m], v[2][m]);
    sliced_lookup_pi_L(v[1]);
    for (int m = 0; m < 16; m++)
        v[1][m] = _mm256_xor_si256(v[0][m], v[1][m]);
    for (int m = 0; m < 16; m++)
        v[0][m] = _mm256_set1_epi8((char)sliced_literal[2][m]);
    for (int m = 0; m < 16; m++)
        v[0][m] = _mm256_xor_si256(v[0][m], v[1][m]);
    sliced_lookup_pi_L(v[0]);
    for (int m = 0; m < 16; m++)
        v[0][m] = _mm256_xor_si256(v[2][m], v[0][m]);
    for (int m = 0; m < 16; m++)
        v[2][m] = _mm256_set1_epi8((char)sliced_literal[3][m]);
    for (int m = 0; m < 16; m++)
        v[2][m] = _mm256_xor_si256(v[2][m], v[0][m]);
    sliced_lookup_pi_L(v[2]);
    for (int m = 0; m < 16; m++)
        v[2][m] = _mm256_xor_si256(v[1][m], v[2][m]);
    for (int m = 0; m < 16; m++)
        v[1][m] = _mm256_set1_epi8((char)sliced_literal[4][m]);
    for (int m = 0; m < 16; m++)
        v[1][m] = _mm256_xor_si256(v[1][m], v[2][m]);
    sliced_lookup_pi_L(v[1]);
    for (int m = 0; m < 16; m++)
        v[1][m] = _mm256_xor_si256(v[0][m], v[1][m]);
    for (int m = 0; m < 16; m++)
        v[0][m] = _mm256_set1_epi8((char)sliced_literal[5][m]);
    for (int m = 0; m < 16; m++)
        v[0][m] = _mm256_xor_si256(v[0][m], v[1][m]);
    sliced_lookup_pi_L(v[0]);
    for (int m = 0; m < 16; m++)
        v[0][m] = _mm256_xor_si256(v[2][m], v[0][m]);
    for (int m = 0; m < 16; m++)
        v[2][m] = _mm256_set1_epi8((char)sliced_literal[6][m]);
    for (int m = 0; m < 16; m++)
        v[2][m] = _mm256_xor_si256(v[2][m], v[0][m]);
    sliced_lookup_pi_L(v[2]);
    for (int m = 0; m < 16; m++)
        v[2][m] = _mm256_xor_si256(v[1][m], v[2][m]);
    sliced_store(v[2], buf, rk + 48, stride, n);
    for (int m = 0; m < 16; m++)
        v[1][m] = _mm256_set1_epi8((char)sliced_literal[7][m]);
    for (int m = 0; m < 16; m++)
        v[1][m] = _mm256_xor_si256(v[1][m], v[2][m]);
    sliced_lookup_pi_L(v[1]);
    for (int m = 0; m < 16; m++)
        v[1][m] = _mm256_xor_si256(v[0][m], v[1][m]);
    sliced_store(v[1], buf, rk + 32, stride, n);
    for (int m = 0; m < 16; m++)
        v[0][m] = _mm256_set1_epi8((char)sliced_literal[8][m]);
    for (int m = 0; m < 16; m++)
        v[0][m] = _mm256_xor_si256(v[0][m], v[1][m]);
    sliced_lookup_pi_L(v[0]);
    for (int m = 0; m < 16; m++)
        v[0][m] = _mm256_xor_si256(v[2][m], v[0][m]);
    for (int m = 0; m < 16; m++)
        v[2][m] = _mm256_set1_epi8((char)sliced_literal[9][m]);
    for (int m = 0; m < 16; m++)
        v[2][m] = _mm256_xor_si256(v[2][m], v[0][m]);
    sliced_lookup_pi_L(v[2]);
    for (int m = 0; m < 16; m++)
        v[2][m] = _mm256_xor_si256(v[1][m], v[2][m]);
    for (int m = 0; m < 16; m++)
        v[1][m] = _mm256_set1_epi8((char)sliced_literal[10][m]);
    for (int m = 0; m < 16; m++)
        v[1][m] = _mm256_xor_si256(v[1][m], v[2][m]);
    sliced_lookup_pi_L(v[1]);
    for (int m = 0; m < 16; m++)
        v[1][m] = _mm256_xor_si256(v[0][m], v[1][m]);
    for (int m = 0; m < 16; m++)
        v[0][m] = _mm256_set1_epi8((char)sliced_literal[11][m]);
    for (int m = 0; m < 16; m++)
        v[0][m] = _mm256_xor_si256(v[0][m], v[1][m]);
    sliced_lookup_pi_L(v[0]);
    for (int m = 0; m < 16; m++)
        v[0][m] = _mm256_xor_si256(v[2][m], v[0][m]);
    for (int m = 0; m < 16; m++)
        v[2][m] = _mm256_set1_epi8((char)sliced_literal[12][m]);
    for (int m = 0; m < 16; m++)
        v[2][m] = _mm256_xor_si256(v[2][m], v[0][m]);
    sliced_lookup_pi_L(v[2]);
    for (int m = 0; m < 16; m++)
        v[2][m] = _mm256_xor_si256(v[1][m], v[2][m]);
    for (int m = 0; m < 16; m++)
        v[1][m] = _mm256_set1_epi8((char)sliced_literal[13][m]);
    for (int m = 0; m < 16; m++)
        v[1][m] = _mm256_xor_si256(v[1][m], v[2][m]);
    sliced_lookup_pi_L(v[1]);
    for (int m = 0; m < 16; m++)
        v[1][m] = _mm256_xor_si256(v[0][m], v[1][m]);
    for (int m = 0; m < 16; m++)
        v[0][m] = _mm256_set1_epi8((char)sliced_literal[14][m]);
    for (int m = 0; m < 16; m++)
        v[0][m] = _mm256_xor_si256(v[0][m], v[1][m]);
    sliced_lookup_pi_L(v[0]);
    for (int m = 0; m < 16; m++)
        v[0][m] = _mm256_xor_si256(v[2][m], v[0][m]);
    sliced_store(v[0], buf, rk + 80, stride, n);
    for (int m = 0; m < 16; m++)
        v[2][m] = _mm256_set1_epi8((char)sliced_literal[15][m]);
    for (int m = 0; m < 16; m++)
        v[2][m] = _mm256_xor_si256(v[2][m], v[0][m]);
    sliced_lookup_pi_L(v[2]);
    for (int m = 0; m < 16; m++)
        v[2][m] = _mm256_xor_si256(v[1][m], v[2][m]);
    sliced_store(v[2], buf, rk + 64, stride, n);
    for (int m = 0; m < 16; m++)
        v[1][m] = _mm256_set1_epi8((char)sliced_literal[16][m]);
    for (int m = 0; m < 16; m++)
        v[1][m] = _mm256_xor_si256(v[1][m], v[2][m]);
    sliced_lookup_pi_L(v[1]);
    for (int m = 0; m < 16; m++)
        v[1][m] = _mm256_xor_si256(v[0][m], v[1][m]);
    for (int m = 0; m < 16; m++)
        v[0][m] = _mm256_set1_epi8((char)sliced_literal[17][m]);
    for (int m = 0; m < 16; m++)
        v[0][m] = _mm256_xor_si256(v[0][m], v[1][m]);
    sliced_lookup_pi_L(v[0]);
    for (int m = 0; m < 16; m++)
        v[0][m] = _mm256_xor_si256(v[2][m], v[0][m]);
    for (int m = 0; m < 16; m++)
        v[2][m] = _mm256_set1_epi8((char)sliced_literal[18][m]);
    for (int m = 0; m < 16; m++)
        v[2][m] = _mm256_xor_si256(v[2][m], v[0][m]);
    sliced_lookup_pi_L(v[2]);
    for (int m = 0; m < 16; m++)
        v[2][m] = _mm256_xor_si256(v[1][m], v[2][m]);
    for (int m = 0; m < 16; m++)
        v[1][m] = _mm256_set1_epi8((char)sliced_literal[19][m]);
    for (int m = 0; m < 16; m++)
        v[1][m] = _mm256_xor_si256(v[1][m], v[2][m]);
    sliced_lookup_pi_L(v[1]);
    for (int m = 0; m < 16; m++)
        v[1][m] = _mm256_xor_si256(v[0][m], v[1][m]);
    for (int m = 0; m < 16; m++)
        v[0][m] = _mm256_set1_epi8((char)sliced_literal[20][m]);
    for (int m = 0; m < 16; m++)
        v[0][m] = _mm256_xor_si256(v[0][m], v[1][m]);
    sliced_lookup_pi_L(v[0]);
    for (int m = 0; m < 16; m++)
        v[0][m] = _mm256_xor_si256(v[2][m], v[0][m]);
    for (int m = 0; m < 16; m++)
        v[2][m] = _mm256_set1_epi8((char)sliced_literal[21][m]);
    for (int m = 0; m < 16; m++)
        v[2][m] = _mm256_xor_si256(v[2][m], v[0][m]);
    sliced_lookup_pi_L(v[2]);
    for (int m = 0; m < 16; m++)
        v[2][m] = _mm256_xor_si256(v[1][m], v[2][m]);
    for (int m = 0; m < 16; m++)
        v[1][m] = _mm256_set1_epi8((char)sliced_literal[22][m]);
    for (int m = 0; m < 16; m++)
        v[1][m] = _mm256_xor_si256(v[1][m], v[2][m]);
    sliced_lookup_pi_L(v[1]);
    for (int m = 0; m < 16; m++)
        v[1][m] = _mm256_xor_si256(v[0][m], v[1][m]);
    sliced_store(v[1], buf, rk + 112, stride, n);
    for (int m = 0; m < 16; m++)
        v[0][m] = _mm256_set1_epi8((char)sliced_literal[23][m]);
    for (int m = 0; m < 16; m++)
        v[0][m] = _mm256_xor_si256(v[0][m], v[1][m]);
    sliced_lookup_pi_L(v[0]);
    for (int m = 0; m < 16; m++)
        v[0][m] = _mm256_xor_si256(v[2][m], v[0][m]);
    sliced_store(v[0], buf, rk + 96, stride, n);
    for (int m = 0; m < 16; m++)
        v[2][m] = _mm256_set1_epi8((char)sliced_literal[24][m]);
    for (int m = 0; m < 16; m++)
        v[2][m] = _mm256_xor_si256(v[2][m], v[0][m]);
    sliced_lookup_pi_L(v[2]);
    for (int m = 0; m < 16; m++)
        v[2][m] = _mm256_xor_si256(v[1][m], v[2][m]);
    for (int m = 0; m < 16; m++)
        v[1][m] = _mm256_set1_epi8((char)sliced_literal[25][m]);
    for (int m = 0; m < 16; m++)
        v[1][m] = _mm256_xor_si256(v[1][m], v[2][m]);
    sliced_lookup_pi_L(v[1]);
    for (int m = 0; m < 16; m++)
        v[1][m] = _mm256_xor_si256(v[0][m], v[1][m]);
    for (int m = 0; m < 16; m++)
        v[0][m] = _mm256_set1_epi8((char)sliced_literal[26][m]);
    for (int m = 0; m < 16; m++)
        v[0][m] = _mm256_xor_si256(v[0][m], v[1][m]);
    sliced_lookup_pi_L(v[0]);
    for (int m = 0; m < 16; m++)
        v[0][m] = _mm256_xor_si256(v[2][m], v[0][m]);
    for (int m = 0; m < 16; m++)
        v[2][m] = _mm256_set1_epi8((char)sliced_literal[27][m]);
    for (int m = 0; m < 16; m++)
        v[2][m] = _mm256_xor_si256(v[2][m], v[0][m]);
    sliced_lookup_pi_L(v[2]);
    for (int m = 0; m < 16; m++)
        v[2][m] = _mm256_xor_si256(v[1][m], v[2][m]);
    for (int m = 0; m < 16; m++)
        v[1][m] = _mm256_set1_epi8((char)sliced_literal[28][m]);
    for (int m = 0; m < 16; m++)
        v[1][m] = _mm256_xor_si256(v[1][m], v[2][m]);
    sliced_lookup_pi_L(v[1]);
    for (int m = 0; m < 16; m++)
        v[1][m] = _mm256_xor_si256(v[0][m], v[1][m]);
    for (int m = 0; m < 16; m++)
        v[0][m] = _mm256_set1_epi8((char)sliced_literal[29][m]);
    for (int m = 0; m < 16; m++)
        v[0][m] = _mm256_xor_si256(v[0][m], v[1][m]);
    sliced_lookup_pi_L(v[0]);
    for (int m = 0; m < 16; m++)
        v[0][m] = _mm256_xor_si256(v[2][m], v[0][m]);
    for (int m = 0; m < 16; m++)
        v[2][m] = _mm256_set1_epi8((char)sliced_literal[30][m]);
    for (int m = 0; m < 16; m++)
        v[2][m] = _mm256_xor_si256(v[2][m], v[0][m]);
    sliced_lookup_pi_L(v[2]);
    for (int m = 0; m < 16; m++)
        v[2][m] = _mm256_xor_si256(v[1][m], v[2][m]);
    sliced_store(v[2], buf, rk + 144, stride, n);
    for (int m = 0; m < 16; m++)
        v[1][m] = _mm256_set1_epi8((char)sliced_literal[31][m]);
    for (int m = 0; m < 16; m++)
        v[2][m] = _mm256_xor_si256(v[1][m], v[2][m]);
    sliced_lookup_pi_L(v[2]);
    for (int m = 0; m < 16; m++)
        v[2][m] = _mm256_xor_si256(v[0][m], v[2][m]);
    sliced_store(v[2], buf, rk + 128, stride, n);
    gg_wipe(v, sizeof v);
    gg_wipe(t, sizeof t);
    gg_wipe(buf, sizeof buf);
}

/* the many-stream calls' keys, key i's round keys to rk + i stride */
void gg_avx2gfni_kuznyechik_schedule_many(const uint8_t *const *keys, uint8_t *rk, size_t stride, size_t n)
{
    for (size_t m; n >= 16; n -= m, keys += m, rk += m * stride) {
        m = n < BATCH ? n : BATCH;
        schedule_sliced(keys, rk, stride, m);
    }
    for (; n >= 2; n -= 2, keys += 2, rk += 2 * stride)
        schedule_x2(keys, rk, stride);
    for (; n > 0; n--, keys++, rk += stride)
        gg_avx2gfni_kuznyechik_schedule(*keys, rk);
}

/* ---- CTR re-keyed every section by K' = E_K(d) (ACPKM), the next key made beside the keystream ----
 * As avx512's: the next key depends only on the current one, so E_K(d) and its schedule are made
 * during the section, one slice (a round of the blocks of d, or one S and L of the schedule's
 * Feistel chain) per round of the section's batches (backends/_bytesliced_bc.py, side_slices, in
 * this file's field form: one value per 128-bit lane): the out-of-order core runs that
 * latency-bound chain beside the batches' port-bound work instead of after them. Which slice
 * runs depends only on the call's lengths. */
#define SIDE_SLOTS 41
typedef struct side_state {
    V v[11]; /* the live values */
    V k[10]; /* the current key's round keys, in the field form */
    uint8_t key[32]; /* the next key, E_K(d) */
    const uint8_t *d; /* the re-keying's constant */
    uint8_t *rk; /* where the next key's round keys go */
    int slot; /* the next slice */
} side_state;

static inline __attribute__((always_inline)) void side_step(side_state *st)
{
    V *const v = st->v;
    const V *const k = st->k;
    uint8_t *const key = st->key;
    const uint8_t *const d = st->d;
    uint8_t *const rk = st->rk;
    switch (st->slot++) { /* the callers run slots 0 .. SIDE_SLOTS - 1 only */
    case 0:
        v[0] = field_load(d + 0);
        v[1] = field_load(d + 16);
        v[0] = _mm256_xor_si256(v[0], k[0]);
        v[1] = _mm256_xor_si256(v[1], k[0]);
        v[0] = subst_pi(v[0], FSM_pi, FST_pi);
        v[1] = subst_pi(v[1], FSM_pi, FST_pi);
        v[0] = field_linear_L(v[0]);
        v[1] = field_linear_L(v[1]);
        break;
    case 1:
        v[0] = _mm256_xor_si256(v[0], k[1]);
        v[1] = _mm256_xor_si256(v[1], k[1]);
        v[0] = subst_pi(v[0], FSM_pi, FST_pi);
        v[1] = subst_pi(v[1], FSM_pi, FST_pi);
        v[0] = field_linear_L(v[0]);
        v[1] = field_linear_L(v[1]);
        break;
    case 2:
        v[0] = _mm256_xor_si256(v[0], k[2]);
        v[1] = _mm256_xor_si256(v[1], k[2]);
        v[0] = subst_pi(v[0], FSM_pi, FST_pi);
        v[1] = subst_pi(v[1], FSM_pi, FST_pi);
        v[0] = field_linear_L(v[0]);
        v[1] = field_linear_L(v[1]);
        break;
    case 3:
        v[0] = _mm256_xor_si256(v[0], k[3]);
        v[1] = _mm256_xor_si256(v[1], k[3]);
        v[0] = subst_pi(v[0], FSM_pi, FST_pi);
        v[1] = subst_pi(v[1], FSM_pi, FST_pi);
        v[0] = field_linear_L(v[0]);
        v[1] = field_linear_L(v[1]);
        break;
    case 4:
        v[0] = _mm256_xor_si256(v[0], k[4]);
        v[1] = _mm256_xor_si256(v[1], k[4]);
        v[0] = subst_pi(v[0], FSM_pi, FST_pi);
        v[1] = subst_pi(v[1], FSM_pi, FST_pi);
        v[0] = field_linear_L(v[0]);
        v[1] = field_linear_L(v[1]);
        break;
    case 5:
        v[0] = _mm256_xor_si256(v[0], k[5]);
        v[1] = _mm256_xor_si256(v[1], k[5]);
        v[0] = subst_pi(v[0], FSM_pi, FST_pi);
        v[1] = subst_pi(v[1], FSM_pi, FST_pi);
        v[0] = field_linear_L(v[0]);
        v[1] = field_linear_L(v[1]);
        break;
    case 6:
        v[0] = _mm256_xor_si256(v[0], k[6]);
        v[1] = _mm256_xor_si256(v[1], k[6]);
        v[0] = subst_pi(v[0], FSM_pi, FST_pi);
        v[1] = subst_pi(v[1], FSM_pi, FST_pi);
        v[0] = field_linear_L(v[0]);
        v[1] = field_linear_L(v[1]);
        break;
    case 7:
        v[0] = _mm256_xor_si256(v[0], k[7]);
        v[1] = _mm256_xor_si256(v[1], k[7]);
        v[0] = subst_pi(v[0], FSM_pi, FST_pi);
        v[1] = subst_pi(v[1], FSM_pi, FST_pi);
        v[0] = field_linear_L(v[0]);
        v[1] = field_linear_L(v[1]);
        break;
    case 8:
        v[0] = _mm256_xor_si256(v[0], k[8]);
        v[1] = _mm256_xor_si256(v[1], k[8]);
        v[0] = subst_pi(v[0], FSM_pi, FST_pi);
        v[1] = subst_pi(v[1], FSM_pi, FST_pi);
        v[0] = field_linear_L(v[0]);
        v[1] = field_linear_L(v[1]);
        break;
    case 9:
        v[0] = _mm256_xor_si256(v[0], k[9]);
        v[1] = _mm256_xor_si256(v[1], k[9]);
        field_store(key + 0, v[0]);
        field_store(key + 16, v[1]);
        { __m128i m_ = _mm_loadu_si128((const __m128i *)(key + 0)); m_ = _mm_shuffle_epi8(m_, _mm_set_epi8(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15)); v[1] = field_enter(m_); gg_wipe(&m_, sizeof m_); }
        { __m128i m_ = _mm_loadu_si128((const __m128i *)(key + 16)); m_ = _mm_shuffle_epi8(m_, _mm_set_epi8(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15)); v[0] = field_enter(m_); gg_wipe(&m_, sizeof m_); }
        v[2] = field_literal((const void *)sched_literal[0]);
        v[2] = _mm256_xor_si256(v[2], v[1]);
        v[2] = field_linear_L(subst_pi(v[2], FSM_pi, FST_pi));
        break;
    case 10:
        v[2] = _mm256_xor_si256(v[0], v[2]);
        v[3] = field_literal((const void *)sched_literal[1]);
        v[3] = _mm256_xor_si256(v[3], v[2]);
        v[3] = field_linear_L(subst_pi(v[3], FSM_pi, FST_pi));
        break;
    case 11:
        v[3] = _mm256_xor_si256(v[1], v[3]);
        v[4] = field_literal((const void *)sched_literal[2]);
        v[4] = _mm256_xor_si256(v[4], v[3]);
        v[4] = field_linear_L(subst_pi(v[4], FSM_pi, FST_pi));
        break;
    case 12:
        v[4] = _mm256_xor_si256(v[2], v[4]);
        v[2] = field_literal((const void *)sched_literal[3]);
        v[2] = _mm256_xor_si256(v[2], v[4]);
        v[2] = field_linear_L(subst_pi(v[2], FSM_pi, FST_pi));
        break;
    case 13:
        v[2] = _mm256_xor_si256(v[3], v[2]);
        v[3] = field_literal((const void *)sched_literal[4]);
        v[3] = _mm256_xor_si256(v[3], v[2]);
        v[3] = field_linear_L(subst_pi(v[3], FSM_pi, FST_pi));
        break;
    case 14:
        v[3] = _mm256_xor_si256(v[4], v[3]);
        v[4] = field_literal((const void *)sched_literal[5]);
        v[4] = _mm256_xor_si256(v[4], v[3]);
        v[4] = field_linear_L(subst_pi(v[4], FSM_pi, FST_pi));
        break;
    case 15:
        v[4] = _mm256_xor_si256(v[2], v[4]);
        v[2] = field_literal((const void *)sched_literal[6]);
        v[2] = _mm256_xor_si256(v[2], v[4]);
        v[2] = field_linear_L(subst_pi(v[2], FSM_pi, FST_pi));
        break;
    case 16:
        v[2] = _mm256_xor_si256(v[3], v[2]);
        v[3] = field_literal((const void *)sched_literal[7]);
        v[3] = _mm256_xor_si256(v[3], v[2]);
        v[3] = field_linear_L(subst_pi(v[3], FSM_pi, FST_pi));
        break;
    case 17:
        v[3] = _mm256_xor_si256(v[4], v[3]);
        v[4] = field_literal((const void *)sched_literal[8]);
        v[4] = _mm256_xor_si256(v[4], v[3]);
        v[4] = field_linear_L(subst_pi(v[4], FSM_pi, FST_pi));
        break;
    case 18:
        v[4] = _mm256_xor_si256(v[2], v[4]);
        v[5] = field_literal((const void *)sched_literal[9]);
        v[5] = _mm256_xor_si256(v[5], v[4]);
        v[5] = field_linear_L(subst_pi(v[5], FSM_pi, FST_pi));
        break;
    case 19:
        v[5] = _mm256_xor_si256(v[3], v[5]);
        v[6] = field_literal((const void *)sched_literal[10]);
        v[6] = _mm256_xor_si256(v[6], v[5]);
        v[6] = field_linear_L(subst_pi(v[6], FSM_pi, FST_pi));
        break;
    case 20:
        v[6] = _mm256_xor_si256(v[4], v[6]);
        v[4] = field_literal((const void *)sched_literal[11]);
        v[4] = _mm256_xor_si256(v[4], v[6]);
        v[4] = field_linear_L(subst_pi(v[4], FSM_pi, FST_pi));
        break;
    case 21:
        v[4] = _mm256_xor_si256(v[5], v[4]);
        v[5] = field_literal((const void *)sched_literal[12]);
        v[5] = _mm256_xor_si256(v[5], v[4]);
        v[5] = field_linear_L(subst_pi(v[5], FSM_pi, FST_pi));
        break;
    case 22:
        v[5] = _mm256_xor_si256(v[6], v[5]);
        v[6] = field_literal((const void *)sched_literal[13]);
        v[6] = _mm256_xor_si256(v[6], v[5]);
        v[6] = field_linear_L(subst_pi(v[6], FSM_pi, FST_pi));
        break;
    case 23:
        v[6] = _mm256_xor_si256(v[4], v[6]);
        v[4] = field_literal((const void *)sched_literal[14]);
        v[4] = _mm256_xor_si256(v[4], v[6]);
        v[4] = field_linear_L(subst_pi(v[4], FSM_pi, FST_pi));
        break;
    case 24:
        v[4] = _mm256_xor_si256(v[5], v[4]);
        v[5] = field_literal((const void *)sched_literal[15]);
        v[5] = _mm256_xor_si256(v[5], v[4]);
        v[5] = field_linear_L(subst_pi(v[5], FSM_pi, FST_pi));
        break;
    case 25:
        v[5] = _mm256_xor_si256(v[6], v[5]);
        v[6] = field_literal((const void *)sched_literal[16]);
        v[6] = _mm256_xor_si256(v[6], v[5]);
        v[6] = field_linear_L(subst_pi(v[6], FSM_pi, FST_pi));
        break;
    case 26:
        v[6] = _mm256_xor_si256(v[4], v[6]);
        v[7] = field_literal((const void *)sched_literal[17]);
        v[7] = _mm256_xor_si256(v[7], v[6]);
        v[7] = field_linear_L(subst_pi(v[7], FSM_pi, FST_pi));
        break;
    case 27:
        v[7] = _mm256_xor_si256(v[5], v[7]);
        v[8] = field_literal((const void *)sched_literal[18]);
        v[8] = _mm256_xor_si256(v[8], v[7]);
        v[8] = field_linear_L(subst_pi(v[8], FSM_pi, FST_pi));
        break;
    case 28:
        v[8] = _mm256_xor_si256(v[6], v[8]);
        v[6] = field_literal((const void *)sched_literal[19]);
        v[6] = _mm256_xor_si256(v[6], v[8]);
        v[6] = field_linear_L(subst_pi(v[6], FSM_pi, FST_pi));
        break;
    case 29:
        v[6] = _mm256_xor_si256(v[7], v[6]);
        v[7] = field_literal((const void *)sched_literal[20]);
        v[7] = _mm256_xor_si256(v[7], v[6]);
        v[7] = field_linear_L(subst_pi(v[7], FSM_pi, FST_pi));
        break;
    case 30:
        v[7] = _mm256_xor_si256(v[8], v[7]);
        v[8] = field_literal((const void *)sched_literal[21]);
        v[8] = _mm256_xor_si256(v[8], v[7]);
        v[8] = field_linear_L(subst_pi(v[8], FSM_pi, FST_pi));
        break;
    case 31:
        v[8] = _mm256_xor_si256(v[6], v[8]);
        v[6] = field_literal((const void *)sched_literal[22]);
        v[6] = _mm256_xor_si256(v[6], v[8]);
        v[6] = field_linear_L(subst_pi(v[6], FSM_pi, FST_pi));
        break;
    case 32:
        v[6] = _mm256_xor_si256(v[7], v[6]);
        v[7] = field_literal((const void *)sched_literal[23]);
        v[7] = _mm256_xor_si256(v[7], v[6]);
        v[7] = field_linear_L(subst_pi(v[7], FSM_pi, FST_pi));
        break;
    case 33:
        v[7] = _mm256_xor_si256(v[8], v[7]);
        v[8] = field_literal((const void *)sched_literal[24]);
        v[8] = _mm256_xor_si256(v[8], v[7]);
        v[8] = field_linear_L(subst_pi(v[8], FSM_pi, FST_pi));
        break;
    case 34:
        v[8] = _mm256_xor_si256(v[6], v[8]);
        v[9] = field_literal((const void *)sched_literal[25]);
        v[9] = _mm256_xor_si256(v[9], v[8]);
        v[9] = field_linear_L(subst_pi(v[9], FSM_pi, FST_pi));
        break;
    case 35:
        v[9] = _mm256_xor_si256(v[7], v[9]);
        v[10] = field_literal((const void *)sched_literal[26]);
        v[10] = _mm256_xor_si256(v[10], v[9]);
        v[10] = field_linear_L(subst_pi(v[10], FSM_pi, FST_pi));
        break;
    case 36:
        v[10] = _mm256_xor_si256(v[8], v[10]);
        v[8] = field_literal((const void *)sched_literal[27]);
        v[8] = _mm256_xor_si256(v[8], v[10]);
        v[8] = field_linear_L(subst_pi(v[8], FSM_pi, FST_pi));
        break;
    case 37:
        v[8] = _mm256_xor_si256(v[9], v[8]);
        v[9] = field_literal((const void *)sched_literal[28]);
        v[9] = _mm256_xor_si256(v[9], v[8]);
        v[9] = field_linear_L(subst_pi(v[9], FSM_pi, FST_pi));
        break;
    case 38:
        v[9] = _mm256_xor_si256(v[10], v[9]);
        v[10] = field_literal((const void *)sched_literal[29]);
        v[10] = _mm256_xor_si256(v[10], v[9]);
        v[10] = field_linear_L(subst_pi(v[10], FSM_pi, FST_pi));
        break;
    case 39:
        v[10] = _mm256_xor_si256(v[8], v[10]);
        v[8] = field_literal((const void *)sched_literal[30]);
        v[8] = _mm256_xor_si256(v[8], v[10]);
        v[8] = field_linear_L(subst_pi(v[8], FSM_pi, FST_pi));
        break;
    case 40:
        v[8] = _mm256_xor_si256(v[9], v[8]);
        v[9] = field_literal((const void *)sched_literal[31]);
        v[9] = _mm256_xor_si256(v[9], v[8]);
        v[9] = field_linear_L(subst_pi(v[9], FSM_pi, FST_pi));
        v[9] = _mm256_xor_si256(v[10], v[9]);
        _mm_storeu_si128((__m128i *)(rk + 0), _mm256_castsi256_si128(field_leave(v[1])));
        _mm_storeu_si128((__m128i *)(rk + 16), _mm256_castsi256_si128(field_leave(v[0])));
        _mm_storeu_si128((__m128i *)(rk + 32), _mm256_castsi256_si128(field_leave(v[3])));
        _mm_storeu_si128((__m128i *)(rk + 48), _mm256_castsi256_si128(field_leave(v[2])));
        _mm_storeu_si128((__m128i *)(rk + 64), _mm256_castsi256_si128(field_leave(v[5])));
        _mm_storeu_si128((__m128i *)(rk + 80), _mm256_castsi256_si128(field_leave(v[4])));
        _mm_storeu_si128((__m128i *)(rk + 96), _mm256_castsi256_si128(field_leave(v[7])));
        _mm_storeu_si128((__m128i *)(rk + 112), _mm256_castsi256_si128(field_leave(v[6])));
        _mm_storeu_si128((__m128i *)(rk + 128), _mm256_castsi256_si128(field_leave(v[9])));
        _mm_storeu_si128((__m128i *)(rk + 144), _mm256_castsi256_si128(field_leave(v[8])));
        break;
    }
}

/* 2 batches at once, batch g under the round keys k[g] ([10][16] vectors); the
 * rounds as a loop (backends/_bytesliced_bc.py, round_loop); each round also runs the side
 * chain's next slice (side_step). */
static __attribute__((noinline)) void encrypt2_side(V x[2][16], const V *const k[2],
                                                   side_state *side)
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

    if (side->slot < SIDE_SLOTS)
        side_step(side);
#ifdef GG_BC_ASM
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
    for (int r = 0; r < 9; r++) { /* a round at a time, the side chain's slice between */
        encrypt_rounds(x[0], k0 + 16 * 1 * r, 1);
        encrypt_rounds(x[1], k1 + 16 * 1 * r, 1);
        if (side->slot < SIDE_SLOTS)
            side_step(side);
    }
    x0_0 = x[0][0];
    x0_1 = x[0][1];
    x0_2 = x[0][2];
    x0_3 = x[0][3];
    x0_4 = x[0][4];
    x0_5 = x[0][5];
    x0_6 = x[0][6];
    x0_7 = x[0][7];
    x0_8 = x[0][8];
    x0_9 = x[0][9];
    x0_10 = x[0][10];
    x0_11 = x[0][11];
    x0_12 = x[0][12];
    x0_13 = x[0][13];
    x0_14 = x[0][14];
    x0_15 = x[0][15];
    x1_0 = x[1][0];
    x1_1 = x[1][1];
    x1_2 = x[1][2];
    x1_3 = x[1][3];
    x1_4 = x[1][4];
    x1_5 = x[1][5];
    x1_6 = x[1][6];
    x1_7 = x[1][7];
    x1_8 = x[1][8];
    x1_9 = x[1][9];
    x1_10 = x[1][10];
    x1_11 = x[1][11];
    x1_12 = x[1][12];
    x1_13 = x[1][13];
    x1_14 = x[1][14];
    x1_15 = x[1][15];
#else
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

        if (side->slot < SIDE_SLOTS)
            side_step(side);
    }
#endif
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
 * rounds as a loop (backends/_bytesliced_bc.py, round_loop); each round also runs the side
 * chain's next slice (side_step). */
static __attribute__((noinline)) void encrypt1_side(V x[1][16], const V *const k[1],
                                                   side_state *side)
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

    if (side->slot < SIDE_SLOTS)
        side_step(side);
#ifdef GG_BC_ASM
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
    for (int r = 0; r < 9; r++) { /* a round at a time, the side chain's slice between */
        encrypt_rounds(x[0], k0 + 16 * 1 * r, 1);
        if (side->slot < SIDE_SLOTS)
            side_step(side);
    }
    x0_0 = x[0][0];
    x0_1 = x[0][1];
    x0_2 = x[0][2];
    x0_3 = x[0][3];
    x0_4 = x[0][4];
    x0_5 = x[0][5];
    x0_6 = x[0][6];
    x0_7 = x[0][7];
    x0_8 = x[0][8];
    x0_9 = x[0][9];
    x0_10 = x[0][10];
    x0_11 = x[0][11];
    x0_12 = x[0][12];
    x0_13 = x[0][13];
    x0_14 = x[0][14];
    x0_15 = x[0][15];
#else
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

        if (side->slot < SIDE_SLOTS)
            side_step(side);
    }
#endif
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

/* 2 batches at once, batch g under the round keys k[g] ([10][16] vectors); the
 * rounds as a loop (backends/_bytesliced_bc.py, round_loop); each round also runs the side
 * chain's next slice (side_step). */
/* (CTR re-keyed: the first round from u as below, and the side chain) */
static __attribute__((noinline)) void encrypt2_side_ctr(V x[2][16], const V *const k[2],
                                                       side_state *side, const V u[16])
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
    {
        /* the first round of counter batches that differ in memory byte 15 only: u ^ col * s */
        const V *col = (const V *)(const void *)ctr_col;
        __asm__("" : "+r"(col)); /* opaque: the matrices stay memory operands */
        const V s0 = subst_pi(_mm256_xor_si256(x0_15, k0[16 * 0 + 15]), sm_pi, st_pi);
        const V s1 = subst_pi(_mm256_xor_si256(x1_15, k1[16 * 0 + 15]), sm_pi, st_pi);
        x0_0 = _mm256_xor_si256(u[0], GFMUL(s0, col[0]));
        x1_0 = _mm256_xor_si256(u[0], GFMUL(s1, col[0]));
        x0_1 = _mm256_xor_si256(u[1], GFMUL(s0, col[1]));
        x1_1 = _mm256_xor_si256(u[1], GFMUL(s1, col[1]));
        x0_2 = _mm256_xor_si256(u[2], GFMUL(s0, col[2]));
        x1_2 = _mm256_xor_si256(u[2], GFMUL(s1, col[2]));
        x0_3 = _mm256_xor_si256(u[3], GFMUL(s0, col[3]));
        x1_3 = _mm256_xor_si256(u[3], GFMUL(s1, col[3]));
        x0_4 = _mm256_xor_si256(u[4], GFMUL(s0, col[4]));
        x1_4 = _mm256_xor_si256(u[4], GFMUL(s1, col[4]));
        x0_5 = _mm256_xor_si256(u[5], GFMUL(s0, col[5]));
        x1_5 = _mm256_xor_si256(u[5], GFMUL(s1, col[5]));
        x0_6 = _mm256_xor_si256(u[6], GFMUL(s0, col[6]));
        x1_6 = _mm256_xor_si256(u[6], GFMUL(s1, col[6]));
        x0_7 = _mm256_xor_si256(u[7], GFMUL(s0, col[7]));
        x1_7 = _mm256_xor_si256(u[7], GFMUL(s1, col[7]));
        x0_8 = _mm256_xor_si256(u[8], GFMUL(s0, col[8]));
        x1_8 = _mm256_xor_si256(u[8], GFMUL(s1, col[8]));
        x0_9 = _mm256_xor_si256(u[9], GFMUL(s0, col[9]));
        x1_9 = _mm256_xor_si256(u[9], GFMUL(s1, col[9]));
        x0_10 = _mm256_xor_si256(u[10], GFMUL(s0, col[10]));
        x1_10 = _mm256_xor_si256(u[10], GFMUL(s1, col[10]));
        x0_11 = _mm256_xor_si256(u[11], GFMUL(s0, col[11]));
        x1_11 = _mm256_xor_si256(u[11], GFMUL(s1, col[11]));
        x0_12 = _mm256_xor_si256(u[12], GFMUL(s0, col[12]));
        x1_12 = _mm256_xor_si256(u[12], GFMUL(s1, col[12]));
        x0_13 = _mm256_xor_si256(u[13], GFMUL(s0, col[13]));
        x1_13 = _mm256_xor_si256(u[13], GFMUL(s1, col[13]));
        x0_14 = _mm256_xor_si256(u[14], GFMUL(s0, col[14]));
        x1_14 = _mm256_xor_si256(u[14], GFMUL(s1, col[14]));
        x0_15 = _mm256_xor_si256(u[15], s0);
        x1_15 = _mm256_xor_si256(u[15], s1);
    }

    if (side->slot < SIDE_SLOTS)
        side_step(side);
    if (side->slot < SIDE_SLOTS) /* (the slice of the round the cache took) */
        side_step(side);
#ifdef GG_BC_ASM
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
    for (int r = 1; r < 9; r++) { /* a round at a time, the side chain's slice between */
        encrypt_rounds(x[0], k0 + 16 * 1 * r, 1);
        encrypt_rounds(x[1], k1 + 16 * 1 * r, 1);
        if (side->slot < SIDE_SLOTS)
            side_step(side);
    }
    x0_0 = x[0][0];
    x0_1 = x[0][1];
    x0_2 = x[0][2];
    x0_3 = x[0][3];
    x0_4 = x[0][4];
    x0_5 = x[0][5];
    x0_6 = x[0][6];
    x0_7 = x[0][7];
    x0_8 = x[0][8];
    x0_9 = x[0][9];
    x0_10 = x[0][10];
    x0_11 = x[0][11];
    x0_12 = x[0][12];
    x0_13 = x[0][13];
    x0_14 = x[0][14];
    x0_15 = x[0][15];
    x1_0 = x[1][0];
    x1_1 = x[1][1];
    x1_2 = x[1][2];
    x1_3 = x[1][3];
    x1_4 = x[1][4];
    x1_5 = x[1][5];
    x1_6 = x[1][6];
    x1_7 = x[1][7];
    x1_8 = x[1][8];
    x1_9 = x[1][9];
    x1_10 = x[1][10];
    x1_11 = x[1][11];
    x1_12 = x[1][12];
    x1_13 = x[1][13];
    x1_14 = x[1][14];
    x1_15 = x[1][15];
#else
    for (int r = 1; r < 9; r++) {
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

        if (side->slot < SIDE_SLOTS)
            side_step(side);
    }
#endif
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
 * rounds as a loop (backends/_bytesliced_bc.py, round_loop); each round also runs the side
 * chain's next slice (side_step). */
/* (CTR re-keyed: the first round from u as below, and the side chain) */
static __attribute__((noinline)) void encrypt1_side_ctr(V x[1][16], const V *const k[1],
                                                       side_state *side, const V u[16])
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
    {
        /* the first round of counter batches that differ in memory byte 15 only: u ^ col * s */
        const V *col = (const V *)(const void *)ctr_col;
        __asm__("" : "+r"(col)); /* opaque: the matrices stay memory operands */
        const V s0 = subst_pi(_mm256_xor_si256(x0_15, k0[16 * 0 + 15]), sm_pi, st_pi);
        x0_0 = _mm256_xor_si256(u[0], GFMUL(s0, col[0]));
        x0_1 = _mm256_xor_si256(u[1], GFMUL(s0, col[1]));
        x0_2 = _mm256_xor_si256(u[2], GFMUL(s0, col[2]));
        x0_3 = _mm256_xor_si256(u[3], GFMUL(s0, col[3]));
        x0_4 = _mm256_xor_si256(u[4], GFMUL(s0, col[4]));
        x0_5 = _mm256_xor_si256(u[5], GFMUL(s0, col[5]));
        x0_6 = _mm256_xor_si256(u[6], GFMUL(s0, col[6]));
        x0_7 = _mm256_xor_si256(u[7], GFMUL(s0, col[7]));
        x0_8 = _mm256_xor_si256(u[8], GFMUL(s0, col[8]));
        x0_9 = _mm256_xor_si256(u[9], GFMUL(s0, col[9]));
        x0_10 = _mm256_xor_si256(u[10], GFMUL(s0, col[10]));
        x0_11 = _mm256_xor_si256(u[11], GFMUL(s0, col[11]));
        x0_12 = _mm256_xor_si256(u[12], GFMUL(s0, col[12]));
        x0_13 = _mm256_xor_si256(u[13], GFMUL(s0, col[13]));
        x0_14 = _mm256_xor_si256(u[14], GFMUL(s0, col[14]));
        x0_15 = _mm256_xor_si256(u[15], s0);
    }

    if (side->slot < SIDE_SLOTS)
        side_step(side);
    if (side->slot < SIDE_SLOTS) /* (the slice of the round the cache took) */
        side_step(side);
#ifdef GG_BC_ASM
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
    for (int r = 1; r < 9; r++) { /* a round at a time, the side chain's slice between */
        encrypt_rounds(x[0], k0 + 16 * 1 * r, 1);
        if (side->slot < SIDE_SLOTS)
            side_step(side);
    }
    x0_0 = x[0][0];
    x0_1 = x[0][1];
    x0_2 = x[0][2];
    x0_3 = x[0][3];
    x0_4 = x[0][4];
    x0_5 = x[0][5];
    x0_6 = x[0][6];
    x0_7 = x[0][7];
    x0_8 = x[0][8];
    x0_9 = x[0][9];
    x0_10 = x[0][10];
    x0_11 = x[0][11];
    x0_12 = x[0][12];
    x0_13 = x[0][13];
    x0_14 = x[0][14];
    x0_15 = x[0][15];
#else
    for (int r = 1; r < 9; r++) {
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

        if (side->slot < SIDE_SLOTS)
            side_step(side);
    }
#endif
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

void gg_avx2gfni_kuznyechik_ctr_rekey(uint8_t *rk, const uint8_t *d, const uint8_t *ctr,
                                      const uint8_t *in, uint8_t *out, size_t sec_blocks,
                                      size_t nsec)
{
    V kv[10][16];
    V x[G][16];
    const V *ks[G];
    uint8_t c[16], rk2[160];
    uint8_t tail[BATCH * 16] __attribute__((aligned(32)));
    uint8_t *cur = rk, *next = rk2;
    side_state side;
    V u[16]; /* ctr_head_shared for the counter bytes up */
    uint8_t up[15];
    int have_u = 0;
    memcpy(c, ctr, 16);
    for (int g = 0; g < G; g++)
        ks[g] = &kv[0][0];
    for (size_t s = 0; s < nsec; s++) {
        key_vectors(kv, cur);
        have_u = 0; /* the section's new key */
        for (int r = 0; r < 10; r++)
            side.k[r] = field_enter(_mm_loadu_si128((const __m128i *)(const void *)(cur + 16 * r)));
        side.d = d;
        side.rk = next;
        side.slot = 0;
        size_t i = 0;
        for (; sec_blocks - i >= G * BATCH; i += G * BATCH) {
            /* no carry out of byte 15 inside these blocks: their first round from u */
            const int shared = c[15] <= 256 - (G * BATCH);
            if (shared && (!have_u || memcmp(up, c, 15) != 0)) {
                ctr_head_shared(u, &kv[0][0], c);
                memcpy(up, c, 15);
                have_u = 1;
            }
            for (int g = 0; g < G; g++) {
                counter_batch(x[g], c);
                counter_add(c, BATCH);
            }
            if (shared)
                encrypt2_side_ctr(x, ks, &side, u);
            else
                encrypt2_side(x, ks, &side);
            for (int g = 0; g < G; g++)
                store_xor_batch(out + 16 * (i + BATCH * g), in + 16 * (i + BATCH * g), x[g]);
        }
        for (; i < sec_blocks; i += BATCH) {
            const size_t n = sec_blocks - i < BATCH ? sec_blocks - i : BATCH;
            /* no carry out of byte 15 inside these blocks: their first round from u */
            const int shared = c[15] <= 256 - (BATCH);
            if (shared && (!have_u || memcmp(up, c, 15) != 0)) {
                ctr_head_shared(u, &kv[0][0], c);
                memcpy(up, c, 15);
                have_u = 1;
            }
            counter_batch(x[0], c);
            counter_add(c, n); /* the next section goes on from the section's last block */
            if (shared)
                encrypt1_side_ctr(x, ks, &side, u);
            else
                encrypt1_side(x, ks, &side);
            if (n < BATCH) {
                memset(tail, 0, sizeof tail);
                memcpy(tail, in + 16 * i, 16 * n);
                store_xor_batch(tail, tail, x[0]);
                memcpy(out + 16 * i, tail, 16 * n);
            } else {
                store_xor_batch(out + 16 * i, in + 16 * i, x[0]);
            }
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
    gg_wipe(tail, sizeof tail);
    gg_wipe(&side, sizeof side);
    gg_wipe(u, sizeof u);
}
