/* msan_avx512.h: force-included (-include) into the MemorySanitizer build of the constant-time
 * check (tests/test_constant_time.py), for the AVX-512 backend (and, at the end, the ymm GFNI
 * instructions of the avx2gfni backend).
 *
 * clang 14's MemorySanitizer propagates undefined bits through the AVX-512 intrinsics whose
 * operands are all vectors (vpermb, vpermi2b, gf2p8mulb, shifts, blends), but it treats an
 * intrinsic with an immediate operand (vpternlog, gf2p8affineqb) strictly: it reports any undefined
 * input, as if the instruction branched on it. Those two are pure bitwise functions of their
 * operands, so in this build only they are replaced by the same functions written with and/or/xor,
 * shifts and a constant byte shuffle, through which the sanitizer tracks bits exactly. The masked
 * 64-bit gather and scatter (strict too: a stored secret value would be reported, and a gathered
 * one would come back clean) become the same per-lane loads and stores, the addresses and the
 * mask still checked. Every
 * branch and memory index of the generated code stays as it is and is checked. The test compares
 * the outputs of this build with the real build's, so a mistake here cannot pass silently. */
#ifndef GG_MSAN_AVX512_H
#define GG_MSAN_AVX512_H

#include <immintrin.h>

#define GG_MSAN_TARGET __attribute__((target("avx512f,avx512bw"), always_inline, unused))

/* Bit i of imm gives the result for (a, b, c) bits = (i >> 2, (i >> 1) & 1, i & 1). */
static inline GG_MSAN_TARGET __m512i gg_msan_ternlog(__m512i a, __m512i b, __m512i c, int imm)
{
    __m512i r = _mm512_setzero_si512();
    for (int i = 0; i < 8; i++) {
        if (!((imm >> i) & 1))
            continue;
        __m512i t = (i & 4) ? a : _mm512_xor_si512(a, _mm512_set1_epi32(-1));
        t = _mm512_and_si512(t, (i & 2) ? b : _mm512_xor_si512(b, _mm512_set1_epi32(-1)));
        t = _mm512_and_si512(t, (i & 1) ? c : _mm512_xor_si512(c, _mm512_set1_epi32(-1)));
        r = _mm512_or_si512(r, t);
    }
    return r;
}

/* Intel SDM, GF2P8AFFINEQB: bit i of each result byte = parity(A.byte[7 - i] & x) ^ imm.bit[i],
 * A being the qword of the matrix operand that holds the byte. */
static inline GG_MSAN_TARGET __m512i gg_msan_gf2p8affine(__m512i x, __m512i A, int imm)
{
    __m512i r = _mm512_setzero_si512();
    for (int i = 0; i < 8; i++) {
        /* byte 7 - i of each qword, copied to the qword's eight bytes (a constant index; the
         * byte shuffle works within 128-bit lanes: the high qword's bytes are 8..15) */
        const unsigned long long ones = 0x0101010101010101ull;
        const __m512i pick = _mm512_broadcast_i32x4(
            _mm_set_epi64x((long long)(ones * (unsigned long long)(15 - i)),
                           (long long)(ones * (unsigned long long)(7 - i))));
        const __m512i row = _mm512_shuffle_epi8(A, pick);
        __m512i t = _mm512_and_si512(row, x);
        t = _mm512_xor_si512(t, _mm512_and_si512(_mm512_srli_epi16(t, 4), _mm512_set1_epi8(0x0f)));
        t = _mm512_xor_si512(t, _mm512_and_si512(_mm512_srli_epi16(t, 2), _mm512_set1_epi8(0x33)));
        t = _mm512_xor_si512(t, _mm512_and_si512(_mm512_srli_epi16(t, 1), _mm512_set1_epi8(0x55)));
        t = _mm512_and_si512(t, _mm512_set1_epi8(1));
        r = _mm512_or_si512(r, _mm512_slli_epi16(t, i));
    }
    return _mm512_xor_si512(r, _mm512_set1_epi8((char)imm));
}

static inline GG_MSAN_TARGET __m512i gg_msan_gather64(__m512i src, __mmask8 k, __m512i index,
                                                      const void *base, int scale)
{
    long long lane[8], idx[8];
    _mm512_storeu_si512(lane, src);
    _mm512_storeu_si512(idx, index);
    for (int i = 0; i < 8; i++)
        if ((k >> i) & 1)
            __builtin_memcpy(&lane[i], (const char *)base + idx[i] * scale, 8);
    return _mm512_loadu_si512(lane);
}

static inline GG_MSAN_TARGET void gg_msan_scatter64(void *base, __mmask8 k, __m512i index,
                                                    __m512i value, int scale)
{
    long long lane[8], idx[8];
    _mm512_storeu_si512(lane, value);
    _mm512_storeu_si512(idx, index);
    for (int i = 0; i < 8; i++)
        if ((k >> i) & 1)
            __builtin_memcpy((char *)base + idx[i] * scale, &lane[i], 8);
}

#undef _mm512_mask_i64gather_epi64
#undef _mm512_mask_i64scatter_epi64
#define _mm512_mask_i64gather_epi64(src, k, index, base, scale) \
    gg_msan_gather64((src), (k), (index), (base), (scale))
#define _mm512_mask_i64scatter_epi64(base, k, index, value, scale) \
    gg_msan_scatter64((base), (k), (index), (value), (scale))
#undef _mm512_ternarylogic_epi32
#undef _mm512_ternarylogic_epi64
#undef _mm512_gf2p8affine_epi64_epi8
/* The same on xmm (the serial form of the Magma kernels). */
static inline GG_MSAN_TARGET __m128i gg_msan_ternlog128(__m128i a, __m128i b, __m128i c, int imm)
{
    return _mm512_castsi512_si128(gg_msan_ternlog(_mm512_castsi128_si512(a),
                                                  _mm512_castsi128_si512(b),
                                                  _mm512_castsi128_si512(c), imm));
}

#define _mm512_ternarylogic_epi32(A, B, C, imm) gg_msan_ternlog((A), (B), (C), (imm))
#define _mm_ternarylogic_epi32(A, B, C, imm) gg_msan_ternlog128((A), (B), (C), (imm))
#define _mm512_ternarylogic_epi64(A, B, C, imm) gg_msan_ternlog((A), (B), (C), (imm))
#define _mm512_gf2p8affine_epi64_epi8(X, A, imm) gg_msan_gf2p8affine((X), (A), (imm))


/* The same on ymm, for the avx2gfni backend (VEX-encoded GFNI, which valgrind cannot execute):
 * the affine product as above, and the inverse-then-affine as the affine product of x^254
 * (0 for 0), whose products vgf2p8mulb the sanitizer follows (all operands vectors). */
#define GG_MSAN_TARGET256 __attribute__((target("avx2,gfni"), always_inline, unused))

static inline GG_MSAN_TARGET256 __m256i gg_msan_gf2p8affine256(__m256i x, __m256i A, int imm)
{
    __m256i r = _mm256_setzero_si256();
    for (int i = 0; i < 8; i++) {
        const unsigned long long ones = 0x0101010101010101ull;
        const __m256i pick = _mm256_set_epi64x((long long)(ones * (unsigned long long)(15 - i)),
                                               (long long)(ones * (unsigned long long)(7 - i)),
                                               (long long)(ones * (unsigned long long)(15 - i)),
                                               (long long)(ones * (unsigned long long)(7 - i)));
        const __m256i row = _mm256_shuffle_epi8(A, pick);
        __m256i t = _mm256_and_si256(row, x);
        t = _mm256_xor_si256(t, _mm256_and_si256(_mm256_srli_epi16(t, 4), _mm256_set1_epi8(0x0f)));
        t = _mm256_xor_si256(t, _mm256_and_si256(_mm256_srli_epi16(t, 2), _mm256_set1_epi8(0x33)));
        t = _mm256_xor_si256(t, _mm256_and_si256(_mm256_srli_epi16(t, 1), _mm256_set1_epi8(0x55)));
        t = _mm256_and_si256(t, _mm256_set1_epi8(1));
        r = _mm256_or_si256(r, _mm256_slli_epi16(t, i));
    }
    return _mm256_xor_si256(r, _mm256_set1_epi8((char)imm));
}

static inline GG_MSAN_TARGET256 __m256i gg_msan_gf2p8affineinv256(__m256i x, __m256i A, int imm)
{
    __m256i r = _mm256_set1_epi8(1), p = x;
    for (int i = 1; i < 8; i++) { /* r = x^2 * x^4 * ... * x^128 = x^254 */
        p = _mm256_gf2p8mul_epi8(p, p);
        r = _mm256_gf2p8mul_epi8(r, p);
    }
    return gg_msan_gf2p8affine256(r, A, imm);
}

#undef _mm256_gf2p8affine_epi64_epi8
#undef _mm256_gf2p8affineinv_epi64_epi8
#define _mm256_gf2p8affine_epi64_epi8(X, A, imm) gg_msan_gf2p8affine256((X), (A), (imm))
#define _mm256_gf2p8affineinv_epi64_epi8(X, A, imm) gg_msan_gf2p8affineinv256((X), (A), (imm))

#endif
