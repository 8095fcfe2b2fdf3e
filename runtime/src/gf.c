/* gf.c: sums of products in GF(2^64) and GF(2^128) with the polynomials of MGM (RFC 9058 /
 * R 1323565.1.026-2019): x^64 + x^4 + x^3 + x + 1 and x^128 + x^7 + x^2 + x + 1.
 *
 * A field element is a block as the standards print it: a big-endian integer whose bit i is the
 * coefficient of x^i. gg_gf_mul_sum adds n products to an accumulator; the products are summed
 * unreduced (carry-less sums are linear) and reduced once per call.
 *
 * Three ways to multiply, all without branches or memory indexed by data:
 * - VPCLMULQDQ on 512-bit vectors (four GF(2^128) or eight GF(2^64) products per instruction
 *   group) on x86-64 CPUs with AVX-512BW and VPCLMULQDQ;
 * - carry-less multiplication instructions (PCLMULQDQ) on x86-64 when the CPU has them;
 * - otherwise 32 x 32-bit carry-less products from integer multiplications whose operands keep
 *   every fourth bit (four interleaved masks): at most eight terms meet in any product bit, so
 *   carries stay inside the three bits between two kept positions and are masked away. */
#include <string.h>

#include "gg_bytes.h"
#include "gg_internal.h"

static uint64_t gg_clmul32(uint32_t x, uint32_t y)
{
    const uint64_t m0 = 0x1111111111111111u, m1 = m0 << 1, m2 = m0 << 2, m3 = m0 << 3;
    const uint64_t x0 = x & m0, x1 = x & m1, x2 = x & m2, x3 = x & m3;
    const uint64_t y0 = y & m0, y1 = y & m1, y2 = y & m2, y3 = y & m3;
    const uint64_t z0 = (x0 * y0) ^ (x1 * y3) ^ (x2 * y2) ^ (x3 * y1);
    const uint64_t z1 = (x0 * y1) ^ (x1 * y0) ^ (x2 * y3) ^ (x3 * y2);
    const uint64_t z2 = (x0 * y2) ^ (x1 * y1) ^ (x2 * y0) ^ (x3 * y3);
    const uint64_t z3 = (x0 * y3) ^ (x1 * y2) ^ (x2 * y1) ^ (x3 * y0);
    return (z0 & m0) | (z1 & m1) | (z2 & m2) | (z3 & m3);
}

/* 64 x 64 -> 128 bits (Karatsuba over 32-bit halves): *hi, *lo. */
static void gg_clmul64(uint64_t x, uint64_t y, uint64_t *hi, uint64_t *lo)
{
    const uint64_t p0 = gg_clmul32((uint32_t)x, (uint32_t)y);
    const uint64_t p2 = gg_clmul32((uint32_t)(x >> 32), (uint32_t)(y >> 32));
    const uint64_t p1 = gg_clmul32((uint32_t)(x ^ x >> 32), (uint32_t)(y ^ y >> 32)) ^ p0 ^ p2;
    *lo = p0 ^ p1 << 32;
    *hi = p2 ^ p1 >> 32;
}

/* w[0..3] (w[0] least significant) mod x^128 + x^7 + x^2 + x + 1 -> (*hi, *lo). */
static void gg_reduce128(const uint64_t w[4], uint64_t *hi, uint64_t *lo)
{
    /* x^128 = x^7 + x^2 + x + 1: fold w3:w2 times that in, then the 7 bits that spill again */
    const uint64_t th = w[3] ^ (w[3] << 1 | w[2] >> 63) ^ (w[3] << 2 | w[2] >> 62) ^
                        (w[3] << 7 | w[2] >> 57);
    const uint64_t e = w[3] >> 63 ^ w[3] >> 62 ^ w[3] >> 57;
    const uint64_t tl = w[2] ^ w[2] << 1 ^ w[2] << 2 ^ w[2] << 7 ^ e ^ e << 1 ^ e << 2 ^ e << 7;
    *hi = w[1] ^ th;
    *lo = w[0] ^ tl;
}

/* (h:l) mod x^64 + x^4 + x^3 + x + 1. */
static uint64_t gg_reduce64(uint64_t h, uint64_t l)
{
    const uint64_t e = h >> 63 ^ h >> 61 ^ h >> 60;
    return l ^ h ^ h << 1 ^ h << 3 ^ h << 4 ^ e ^ e << 1 ^ e << 3 ^ e << 4;
}

static void gg_gf_mul_sum_generic(size_t bs, const uint8_t *H, const uint8_t *X, size_t n,
                                  uint64_t w[4])
{
    for (size_t i = 0; i < n; i++, H += bs, X += bs) {
        uint64_t hi, lo;
        if (bs == 8) {
            gg_clmul64(gg_load_be64(H), gg_load_be64(X), &hi, &lo);
            w[1] ^= hi;
            w[0] ^= lo;
        } else {
            const uint64_t a1 = gg_load_be64(H), a0 = gg_load_be64(H + 8);
            const uint64_t b1 = gg_load_be64(X), b0 = gg_load_be64(X + 8);
            uint64_t h0, l0, h2, l2, h1, l1;
            gg_clmul64(a0, b0, &h0, &l0);
            gg_clmul64(a1, b1, &h2, &l2);
            gg_clmul64(a0 ^ a1, b0 ^ b1, &h1, &l1);
            h1 ^= h0 ^ h2;
            l1 ^= l0 ^ l2;
            w[0] ^= l0;
            w[1] ^= h0 ^ l1;
            w[2] ^= l2 ^ h1;
            w[3] ^= h2;
        }
    }
}

/* GG_GF_GENERIC_ONLY: the integer form everywhere; GG_GF_NO_VPCLMUL: PCLMULQDQ at most
 * (tests/c/gf_check.c builds every form). */
#if defined(__x86_64__) && defined(__GNUC__) && !defined(GG_GF_GENERIC_ONLY)
#include <immintrin.h>
#define GG_HAVE_PCLMUL 1

__attribute__((target("pclmul,sse2"))) static void
gg_gf_mul_sum_pclmul(size_t bs, const uint8_t *H, const uint8_t *X, size_t n, uint64_t w[4])
{
    __m128i lo = _mm_setzero_si128(), mid = _mm_setzero_si128(), hi = _mm_setzero_si128();
    for (size_t i = 0; i < n; i++, H += bs, X += bs) {
        if (bs == 8) {
            const __m128i a = _mm_cvtsi64_si128((long long)gg_load_be64(H));
            const __m128i b = _mm_cvtsi64_si128((long long)gg_load_be64(X));
            lo = _mm_xor_si128(lo, _mm_clmulepi64_si128(a, b, 0x00));
        } else {
            const __m128i a = _mm_set_epi64x((long long)gg_load_be64(H), (long long)gg_load_be64(H + 8));
            const __m128i b = _mm_set_epi64x((long long)gg_load_be64(X), (long long)gg_load_be64(X + 8));
            lo = _mm_xor_si128(lo, _mm_clmulepi64_si128(a, b, 0x00));
            hi = _mm_xor_si128(hi, _mm_clmulepi64_si128(a, b, 0x11));
            mid = _mm_xor_si128(mid, _mm_xor_si128(_mm_clmulepi64_si128(a, b, 0x01),
                                                   _mm_clmulepi64_si128(a, b, 0x10)));
        }
    }
    uint64_t l[2], m[2], h[2];
    _mm_storeu_si128((__m128i *)l, lo);
    _mm_storeu_si128((__m128i *)m, mid);
    _mm_storeu_si128((__m128i *)h, hi);
    w[0] ^= l[0];
    w[1] ^= l[1] ^ m[0];
    w[2] ^= h[0] ^ m[1];
    w[3] ^= h[1];
    gg_wipe(l, sizeof l);
    gg_wipe(m, sizeof m);
    gg_wipe(h, sizeof h);
}

static int gg_have_pclmul(void)
{
    static int have = -1; /* a benign race: every thread computes the same value */
    if (have < 0)
        have = __builtin_cpu_supports("pclmul") ? 1 : 0;
    return have;
}

#if !defined(GG_GF_NO_VPCLMUL)
#define GG_HAVE_VPCLMUL 1

/* The three 512-bit sums (each four 128-bit lanes: lo, mid, hi of the 128-bit products, or
 * the 128-bit products of 64-bit elements in lo alone) folded into w. */
__attribute__((target("avx512f,avx512bw,vpclmulqdq"))) static void
gg_gf_fold512(__m512i lo, __m512i mid, __m512i hi, uint64_t w[4])
{
    const __m128i l = _mm512_extracti32x4_epi32(lo, 0) ^ _mm512_extracti32x4_epi32(lo, 1) ^
                      _mm512_extracti32x4_epi32(lo, 2) ^ _mm512_extracti32x4_epi32(lo, 3);
    const __m128i m = _mm512_extracti32x4_epi32(mid, 0) ^ _mm512_extracti32x4_epi32(mid, 1) ^
                      _mm512_extracti32x4_epi32(mid, 2) ^ _mm512_extracti32x4_epi32(mid, 3);
    const __m128i h = _mm512_extracti32x4_epi32(hi, 0) ^ _mm512_extracti32x4_epi32(hi, 1) ^
                      _mm512_extracti32x4_epi32(hi, 2) ^ _mm512_extracti32x4_epi32(hi, 3);
    uint64_t t[6];
    _mm_storeu_si128((__m128i *)t, l);
    _mm_storeu_si128((__m128i *)(t + 2), m);
    _mm_storeu_si128((__m128i *)(t + 4), h);
    w[0] ^= t[0];
    w[1] ^= t[1] ^ t[2];
    w[2] ^= t[4] ^ t[3];
    w[3] ^= t[5];
    gg_wipe(t, sizeof t);
}

/* Elements as little-endian integers: each 16-byte (bs 16) or 8-byte (bs 8) element reversed. */
__attribute__((target("avx512f,avx512bw,vpclmulqdq"))) static inline __m512i
gg_gf_order512(size_t bs)
{
    return bs == 16 ? _mm512_broadcast_i32x4(_mm_set_epi8(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11,
                                                          12, 13, 14, 15))
                    : _mm512_broadcast_i32x4(_mm_set_epi8(8, 9, 10, 11, 12, 13, 14, 15, 0, 1, 2,
                                                          3, 4, 5, 6, 7));
}

/* The products of one vector of elements a, b (64 bytes: four GF(2^128) or eight GF(2^64)
 * elements, little-endian) into the unreduced sums. */
#define GG_GF_PRODUCTS512(bs, a, b, lo, mid, hi)                                                  \
    do {                                                                                        \
        (lo) ^= _mm512_clmulepi64_epi128((a), (b), 0x00);                                       \
        (hi) ^= _mm512_clmulepi64_epi128((a), (b), 0x11);                                       \
        if ((bs) == 16)                                                                         \
            (mid) ^= _mm512_clmulepi64_epi128((a), (b), 0x01) ^                                 \
                     _mm512_clmulepi64_epi128((a), (b), 0x10);                                  \
    } while (0)

/* Four (bs 16) or eight (bs 8) products per vector, two vectors per step; every product is
 * summed unreduced and the sums are folded once. Missing elements of the last vector load as
 * zero, whose products are zero. For bs 8, lo collects qword 0's products and hi qword 1's:
 * both are 128-bit products of GF(2^64) elements, summed into lo at the end. */
__attribute__((target("avx512f,avx512bw,vpclmulqdq"))) static void
gg_gf_mul_sum_vpclmul(size_t bs, const uint8_t *H, const uint8_t *X, size_t n, uint64_t w[4])
{
    const __m512i order = gg_gf_order512(bs);
    __m512i lo = _mm512_setzero_si512(), mid = lo, hi = lo, lo2 = lo, mid2 = lo, hi2 = lo;
    const size_t bytes = bs * n;
    size_t i = 0;
    for (; i + 128 <= bytes; i += 128) {
        const __m512i a0 = _mm512_shuffle_epi8(_mm512_loadu_si512(H + i), order);
        const __m512i b0 = _mm512_shuffle_epi8(_mm512_loadu_si512(X + i), order);
        const __m512i a1 = _mm512_shuffle_epi8(_mm512_loadu_si512(H + i + 64), order);
        const __m512i b1 = _mm512_shuffle_epi8(_mm512_loadu_si512(X + i + 64), order);
        GG_GF_PRODUCTS512(bs, a0, b0, lo, mid, hi);
        GG_GF_PRODUCTS512(bs, a1, b1, lo2, mid2, hi2);
    }
    for (; i < bytes; i += 64) {
        const __mmask64 k = bytes - i >= 64 ? ~(__mmask64)0 : ((__mmask64)1 << (bytes - i)) - 1;
        const __m512i a = _mm512_shuffle_epi8(_mm512_maskz_loadu_epi8(k, H + i), order);
        const __m512i b = _mm512_shuffle_epi8(_mm512_maskz_loadu_epi8(k, X + i), order);
        GG_GF_PRODUCTS512(bs, a, b, lo, mid, hi);
    }
    lo ^= lo2;
    mid ^= mid2;
    hi ^= hi2;
    if (bs == 8) {
        lo ^= hi;
        hi = _mm512_setzero_si512();
    }
    gg_gf_fold512(lo, mid, hi, w);
}

/* gg_gf_xor_mul_sum with 512-bit vectors: each vector of data is xored, stored and multiplied
 * while in registers (one pass over memory). */
__attribute__((target("avx512f,avx512bw,vpclmulqdq"))) static void
gg_gf_xor_mul_sum_vpclmul(size_t bs, const uint8_t *H, const uint8_t *G, const uint8_t *in,
                          uint8_t *out, size_t n, int decrypt, uint64_t w[4])
{
    const __m512i order = gg_gf_order512(bs);
    __m512i lo = _mm512_setzero_si512(), mid = lo, hi = lo, lo2 = lo, mid2 = lo, hi2 = lo;
    const size_t bytes = bs * n;
    size_t i = 0;
    for (; i + 128 <= bytes; i += 128) {
        const __m512i p0 = _mm512_loadu_si512(in + i), p1 = _mm512_loadu_si512(in + i + 64);
        const __m512i c0 = p0 ^ _mm512_loadu_si512(G + i), c1 = p1 ^ _mm512_loadu_si512(G + i + 64);
        _mm512_storeu_si512(out + i, c0);
        _mm512_storeu_si512(out + i + 64, c1);
        const __m512i a0 = _mm512_shuffle_epi8(_mm512_loadu_si512(H + i), order);
        const __m512i a1 = _mm512_shuffle_epi8(_mm512_loadu_si512(H + i + 64), order);
        const __m512i b0 = _mm512_shuffle_epi8(decrypt ? p0 : c0, order);
        const __m512i b1 = _mm512_shuffle_epi8(decrypt ? p1 : c1, order);
        GG_GF_PRODUCTS512(bs, a0, b0, lo, mid, hi);
        GG_GF_PRODUCTS512(bs, a1, b1, lo2, mid2, hi2);
    }
    for (; i < bytes; i += 64) {
        const __mmask64 k = bytes - i >= 64 ? ~(__mmask64)0 : ((__mmask64)1 << (bytes - i)) - 1;
        const __m512i p = _mm512_maskz_loadu_epi8(k, in + i);
        const __m512i c = p ^ _mm512_maskz_loadu_epi8(k, G + i);
        _mm512_mask_storeu_epi8(out + i, k, c);
        const __m512i a = _mm512_shuffle_epi8(_mm512_maskz_loadu_epi8(k, H + i), order);
        const __m512i b = _mm512_shuffle_epi8(decrypt ? p : c, order);
        GG_GF_PRODUCTS512(bs, a, b, lo, mid, hi);
    }
    lo ^= lo2;
    mid ^= mid2;
    hi ^= hi2;
    if (bs == 8) {
        lo ^= hi;
        hi = _mm512_setzero_si512();
    }
    gg_gf_fold512(lo, mid, hi, w);
}

static int gg_have_vpclmul(void)
{
    static int have = -1; /* a benign race: every thread computes the same value */
    if (have < 0)
        have = __builtin_cpu_supports("avx512f") && __builtin_cpu_supports("avx512bw") &&
               __builtin_cpu_supports("vpclmulqdq") ? 1 : 0;
    return have;
}
#endif
#endif

static void gg_gf_mul_sum_any(size_t bs, const uint8_t *H, const uint8_t *X, size_t n,
                              uint64_t w[4])
{
#ifdef GG_HAVE_VPCLMUL
    if (gg_have_vpclmul())
        gg_gf_mul_sum_vpclmul(bs, H, X, n, w);
    else
#endif
#ifdef GG_HAVE_PCLMUL
    if (gg_have_pclmul())
        gg_gf_mul_sum_pclmul(bs, H, X, n, w);
    else
#endif
        gg_gf_mul_sum_generic(bs, H, X, n, w);
}

/* acc ^= (w reduced); w wiped. */
static void gg_gf_reduce_into(size_t bs, uint64_t w[4], uint8_t *acc)
{
    uint64_t hi, lo;
    if (bs == 8) {
        gg_store_be64(acc, gg_load_be64(acc) ^ gg_reduce64(w[1], w[0]));
    } else {
        gg_reduce128(w, &hi, &lo);
        gg_store_be64(acc, gg_load_be64(acc) ^ hi);
        gg_store_be64(acc + 8, gg_load_be64(acc + 8) ^ lo);
    }
    gg_wipe(w, 4 * sizeof *w);
    hi = lo = 0;
}

void gg_gf_mul_sum(size_t bs, const uint8_t *H, const uint8_t *X, size_t n, uint8_t *acc)
{
    uint64_t w[4] = {0, 0, 0, 0};
    gg_gf_mul_sum_any(bs, H, X, n, w);
    gg_gf_reduce_into(bs, w, acc);
}

void gg_gf_xor_mul_sum(size_t bs, const uint8_t *H, const uint8_t *G, const uint8_t *in,
                       uint8_t *out, size_t n, int decrypt, uint8_t *acc)
{
    uint64_t w[4] = {0, 0, 0, 0};
#ifdef GG_HAVE_VPCLMUL
    if (gg_have_vpclmul()) {
        gg_gf_xor_mul_sum_vpclmul(bs, H, G, in, out, n, decrypt, w);
        gg_gf_reduce_into(bs, w, acc);
        return;
    }
#endif
    if (decrypt) /* the input is the ciphertext, and out may be in */
        gg_gf_mul_sum_any(bs, H, in, n, w);
    for (size_t i = 0; i < bs * n; i++)
        out[i] = (uint8_t)(in[i] ^ G[i]);
    if (!decrypt)
        gg_gf_mul_sum_any(bs, H, out, n, w);
    gg_gf_reduce_into(bs, w, acc);
}
