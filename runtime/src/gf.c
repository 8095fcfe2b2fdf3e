/* gf.c: sums of products in GF(2^64) and GF(2^128) with the polynomials of MGM (RFC 9058 /
 * R 1323565.1.026-2019): x^64 + x^4 + x^3 + x + 1 and x^128 + x^7 + x^2 + x + 1.
 *
 * A field element is a block as the standards print it: a big-endian integer whose bit i is the
 * coefficient of x^i. gg_gf_mul_sum adds n products to an accumulator; the products are summed
 * unreduced (carry-less sums are linear) and reduced once per call.
 *
 * Two ways to multiply, both without branches or memory indexed by data:
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

/* GG_GF_GENERIC_ONLY: the integer form everywhere (tests/c/gf_check.c builds both). */
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
#endif

void gg_gf_mul_sum(size_t bs, const uint8_t *H, const uint8_t *X, size_t n, uint8_t *acc)
{
    uint64_t w[4] = {0, 0, 0, 0}, hi, lo;
#ifdef GG_HAVE_PCLMUL
    if (gg_have_pclmul())
        gg_gf_mul_sum_pclmul(bs, H, X, n, w);
    else
#endif
        gg_gf_mul_sum_generic(bs, H, X, n, w);
    if (bs == 8) {
        gg_store_be64(acc, gg_load_be64(acc) ^ gg_reduce64(w[1], w[0]));
    } else {
        gg_reduce128(w, &hi, &lo);
        gg_store_be64(acc, gg_load_be64(acc) ^ hi);
        gg_store_be64(acc + 8, gg_load_be64(acc + 8) ^ lo);
    }
    gg_wipe(w, sizeof w);
    hi = lo = 0;
}
