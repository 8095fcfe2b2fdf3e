/* Auto-generated file. Do not edit!
 *   Template: templates/bitsliced/magma.c.j2
 *   Generator: gostgen generator (generator/gostgen/emit.py)
 *   Inputs: dsl/gost28147.gg, dsl/streebog.gg, backends/bitsliced.py
 *   Regenerate with: python -m gostgen.generate */
/* GOST 28147-89 / Magma, constant-time portable C: nibble-sliced, 8 blocks per group (see
 * backends/bitsliced.py). Plane q of a half holds bit q of every nibble, lane 8 * j + block for
 * nibble j. No branch or memory index depends on the key, the S-box set or the data. */
#include <string.h>

#include "gg_backend.h"
#include "gg_bytes.h"

#define GROUP 8

static inline uint64_t gg_bs_rotl64(uint64_t x, unsigned n)
{
    return (x << n) | (x >> ((64 - n) & 63));
}

/* Bits 4j of a 32-bit word to bits 8j (j = 0..7). */
static inline uint64_t gg_bs_spread(uint64_t x)
{
    x = (x & UINT64_C(0x000000000000FFFF)) | ((x & UINT64_C(0x00000000FFFF0000)) << 16);
    x = (x & UINT64_C(0x000000FF000000FF)) | ((x & UINT64_C(0x0000FF000000FF00)) << 8);
    x = (x & UINT64_C(0x000F000F000F000F)) | ((x & UINT64_C(0x00F000F000F000F0)) << 4);
    return x;
}

/* Lane bits at 8j (0 or 1 per byte) -> bytes 0x00 or 0xff: no carry crosses a byte. */
static inline uint64_t gg_bs_bytes(uint64_t x)
{
    return (x << 8) - x;
}

/* ANF coefficient masks of an S-box set: c[o][m] byte j (lane bits of the lanes in `lanes`) set
 * where S-box j's output bit o has monomial m. Truth tables of the 4 output bits sit in 16-bit
 * fields of one word; the Moebius transform is 4 shift-xor steps: fixed work, no lookup. */
static void anf_masks(const gg_sbox *s, uint64_t lanes, uint64_t c[4][16])
{
    for (unsigned j = 0; j < 8; j++) {
        uint64_t tt = 0;
        for (unsigned x = 0; x < 16; x++) {
            const uint64_t v = s->rows[j][x];
            tt |= ((v & 1) | (v & 2) << 15 | (v & 4) << 30 | (v & 8) << 45) << x;
        }
        tt ^= (tt << 1) & UINT64_C(0xAAAAAAAAAAAAAAAA);
        tt ^= (tt << 2) & UINT64_C(0xCCCCCCCCCCCCCCCC);
        tt ^= (tt << 4) & UINT64_C(0xF0F0F0F0F0F0F0F0);
        tt ^= (tt << 8) & UINT64_C(0xFF00FF00FF00FF00);
        for (unsigned o = 0; o < 4; o++)
            for (unsigned m = 0; m < 16; m++)
                c[o][m] |= gg_bs_bytes(((tt >> (16 * o + m)) & 1) << (8 * j)) & lanes;
    }
}

/* Key word k as plane masks: plane q, byte j all ones where bit 4j + q of k is set, restricted to
 * the lanes in `lanes`. */
static inline void key_planes(uint32_t k, uint64_t lanes, uint64_t kp[4])
{
    for (unsigned q = 0; q < 4; q++)
        kp[q] |= gg_bs_bytes(gg_bs_spread((k >> q) & 0x11111111u)) & lanes;
}

static inline void bs_xor(uint64_t r[4], const uint64_t x[4], const uint64_t y[4])
{
    for (unsigned i = 0; i < 4; i++)
        r[i] = x[i] ^ y[i];
}

/* x + y mod 2^32 in every block: ripple inside the nibbles, then the carries between nibbles
 * by a prefix (generate, propagate) over the bytes, then the carry-ins added. */
static inline void bs_add(uint64_t s[4], const uint64_t x[4], const uint64_t y[4])
{
    const uint64_t p0 = x[0] ^ y[0], p1 = x[1] ^ y[1], p2 = x[2] ^ y[2], p3 = x[3] ^ y[3];
    uint64_t g = x[0] & y[0];
    const uint64_t s0 = p0, s1 = p1 ^ g;
    g = (x[1] & y[1]) | (p1 & g);
    const uint64_t s2 = p2 ^ g;
    g = (x[2] & y[2]) | (p2 & g);
    const uint64_t s3 = p3 ^ g;
    g = (x[3] & y[3]) | (p3 & g);
    uint64_t P = p0 & p1 & p2 & p3;
    g |= P & (g << 8);
    P &= P << 8;
    g |= P & (g << 16);
    P &= P << 16;
    g |= P & (g << 32);
    uint64_t c = g << 8; /* carry into every nibble */
    s[0] = s0 ^ c;
    c &= s0;
    s[1] = s1 ^ c;
    c &= s1;
    s[2] = s2 ^ c;
    c &= s2;
    s[3] = s3 ^ c;
}

/* The 8 S-boxes at once: out bit o = xor over monomials m of (c[o][m] & monomial m). */
static inline void bs_sbox(uint64_t r[4], const uint64_t x[4], const uint64_t c[4][16])
{
    uint64_t mono[16];
    mono[0] = ~(uint64_t)0;
    for (unsigned m = 1; m < 16; m++) {
        const unsigned low = m & (0u - m), i = low == 1 ? 0 : low == 2 ? 1 : low == 4 ? 2 : 3;
        mono[m] = mono[m ^ low] & x[i];
    }
    for (unsigned o = 0; o < 4; o++) {
        uint64_t acc = c[o][0];
        for (unsigned m = 1; m < 16; m++)
            acc ^= c[o][m] & mono[m];
        r[o] = acc;
    }
}

/* One round (from the IR): a, b, round-key planes k -> v_t4, a. */
static inline void bs_round(const uint64_t a[4], const uint64_t b[4], const uint64_t k[4],
                            const uint64_t c[4][16], uint64_t oa[4], uint64_t ob[4])
{
    uint64_t v_t1[4]; bs_add(v_t1, a, k);
    uint64_t v_t2[4]; bs_sbox(v_t2, v_t1, c);
    const uint64_t v_t3[4] = { gg_bs_rotl64(v_t2[1], 24), gg_bs_rotl64(v_t2[2], 24), gg_bs_rotl64(v_t2[3], 24), gg_bs_rotl64(v_t2[0], 16) };
    uint64_t v_t4[4]; bs_xor(v_t4, b, v_t3);
    memcpy(oa, v_t4, sizeof(uint64_t[4]));
    memcpy(ob, a, sizeof(uint64_t[4]));
}

static const unsigned char sched_encrypt[32] = { 0, 1, 2, 3, 4, 5, 6, 7, 0, 1, 2, 3, 4, 5, 6, 7, 0, 1, 2, 3, 4, 5, 6, 7, 7, 6, 5, 4, 3, 2, 1, 0 };
static const unsigned char sched_decrypt[32] = { 0, 1, 2, 3, 4, 5, 6, 7, 7, 6, 5, 4, 3, 2, 1, 0, 7, 6, 5, 4, 3, 2, 1, 0, 7, 6, 5, 4, 3, 2, 1, 0 };
static const unsigned char sched_mac[16] = { 0, 1, 2, 3, 4, 5, 6, 7, 0, 1, 2, 3, 4, 5, 6, 7 };

/* The schedule's rounds over the planes; kp[i]: planes of K_i. */
static void crypt_planes(gg_sched sched, const uint64_t kp[8][4], const uint64_t c[4][16],
                         uint64_t a[4], uint64_t b[4])
{
    const unsigned char *keys;
    unsigned n, unswap;
    switch (sched) {
    case GG_SCHED_ENCRYPT:
        keys = sched_encrypt;
        n = 32;
        unswap = 1;
        break;
    case GG_SCHED_DECRYPT:
        keys = sched_decrypt;
        n = 32;
        unswap = 1;
        break;
    default: /* GG_SCHED_MAC */
        keys = sched_mac;
        n = 16;
        unswap = 0;
        break;
    }
    for (unsigned i = 0; i < n; i++) {
        uint64_t na[4], nb[4];
        bs_round(a, b, kp[keys[i]], c, na, nb);
        memcpy(a, na, sizeof na);
        memcpy(b, nb, sizeof nb);
    }
    if (unswap) {
        uint64_t t[4];
        memcpy(t, a, sizeof t);
        memcpy(a, b, sizeof t);
        memcpy(b, t, sizeof t);
    }
}

/* 8 words as an 8x8 byte matrix, transposed in place (delta swaps; an involution). */
static inline void byte_transpose8(uint64_t w[8])
{
    static const uint64_t mask[3] = { UINT64_C(0x00000000FFFFFFFF), UINT64_C(0x0000FFFF0000FFFF),
                                      UINT64_C(0x00FF00FF00FF00FF) };
    for (unsigned level = 0; level < 3; level++) {
        const unsigned s = 32u >> level, d = s / 8;
        const uint64_t m = mask[level];
        for (unsigned i = 0; i < 8; i++) {
            if (i & d)
                continue;
            const uint64_t x = w[i], y = w[i + d];
            w[i] = (x & m) | ((y & m) << s);
            w[i + d] = ((x >> s) & m) | (y & ~m);
        }
    }
}

/* 8x8 bit transpose of a word: bit t of byte r <-> bit r of byte t (an involution). */
static inline uint64_t bit_transpose8(uint64_t x)
{
    uint64_t t;
    t = (x ^ (x >> 7)) & UINT64_C(0x00AA00AA00AA00AA);
    x ^= t ^ (t << 7);
    t = (x ^ (x >> 14)) & UINT64_C(0x0000CCCC0000CCCC);
    x ^= t ^ (t << 14);
    t = (x ^ (x >> 28)) & UINT64_C(0x00000000F0F0F0F0);
    x ^= t ^ (t << 28);
    return x;
}

/* n <= 8 blocks (lanes n..7 are padding) -> planes, per byte order. */
static void load_group(gg_order order, const uint8_t *in, size_t n, uint64_t a[4], uint64_t b[4])
{
    uint64_t T[8];
    for (unsigned i = 0; i < 8; i++)
        T[i] = i < n ? gg_load_le64(in + 8 * i) : 0;
    byte_transpose8(T); /* T[o] byte i: byte o of block i */
    for (unsigned o = 0; o < 8; o++)
        T[o] = bit_transpose8(T[o]); /* T[o] byte t, bit i: bit t of byte o of block i */
    switch (order) {
    case GG_ORDER_GOST89:
        a[0] = ((T[0] >> 0) & 0xff) << 0 |
            ((T[0] >> 32) & 0xff) << 8 |
            ((T[1] >> 0) & 0xff) << 16 |
            ((T[1] >> 32) & 0xff) << 24 |
            ((T[2] >> 0) & 0xff) << 32 |
            ((T[2] >> 32) & 0xff) << 40 |
            ((T[3] >> 0) & 0xff) << 48 |
            ((T[3] >> 32) & 0xff) << 56;
        a[1] = ((T[0] >> 8) & 0xff) << 0 |
            ((T[0] >> 40) & 0xff) << 8 |
            ((T[1] >> 8) & 0xff) << 16 |
            ((T[1] >> 40) & 0xff) << 24 |
            ((T[2] >> 8) & 0xff) << 32 |
            ((T[2] >> 40) & 0xff) << 40 |
            ((T[3] >> 8) & 0xff) << 48 |
            ((T[3] >> 40) & 0xff) << 56;
        a[2] = ((T[0] >> 16) & 0xff) << 0 |
            ((T[0] >> 48) & 0xff) << 8 |
            ((T[1] >> 16) & 0xff) << 16 |
            ((T[1] >> 48) & 0xff) << 24 |
            ((T[2] >> 16) & 0xff) << 32 |
            ((T[2] >> 48) & 0xff) << 40 |
            ((T[3] >> 16) & 0xff) << 48 |
            ((T[3] >> 48) & 0xff) << 56;
        a[3] = ((T[0] >> 24) & 0xff) << 0 |
            ((T[0] >> 56) & 0xff) << 8 |
            ((T[1] >> 24) & 0xff) << 16 |
            ((T[1] >> 56) & 0xff) << 24 |
            ((T[2] >> 24) & 0xff) << 32 |
            ((T[2] >> 56) & 0xff) << 40 |
            ((T[3] >> 24) & 0xff) << 48 |
            ((T[3] >> 56) & 0xff) << 56;
        b[0] = ((T[4] >> 0) & 0xff) << 0 |
            ((T[4] >> 32) & 0xff) << 8 |
            ((T[5] >> 0) & 0xff) << 16 |
            ((T[5] >> 32) & 0xff) << 24 |
            ((T[6] >> 0) & 0xff) << 32 |
            ((T[6] >> 32) & 0xff) << 40 |
            ((T[7] >> 0) & 0xff) << 48 |
            ((T[7] >> 32) & 0xff) << 56;
        b[1] = ((T[4] >> 8) & 0xff) << 0 |
            ((T[4] >> 40) & 0xff) << 8 |
            ((T[5] >> 8) & 0xff) << 16 |
            ((T[5] >> 40) & 0xff) << 24 |
            ((T[6] >> 8) & 0xff) << 32 |
            ((T[6] >> 40) & 0xff) << 40 |
            ((T[7] >> 8) & 0xff) << 48 |
            ((T[7] >> 40) & 0xff) << 56;
        b[2] = ((T[4] >> 16) & 0xff) << 0 |
            ((T[4] >> 48) & 0xff) << 8 |
            ((T[5] >> 16) & 0xff) << 16 |
            ((T[5] >> 48) & 0xff) << 24 |
            ((T[6] >> 16) & 0xff) << 32 |
            ((T[6] >> 48) & 0xff) << 40 |
            ((T[7] >> 16) & 0xff) << 48 |
            ((T[7] >> 48) & 0xff) << 56;
        b[3] = ((T[4] >> 24) & 0xff) << 0 |
            ((T[4] >> 56) & 0xff) << 8 |
            ((T[5] >> 24) & 0xff) << 16 |
            ((T[5] >> 56) & 0xff) << 24 |
            ((T[6] >> 24) & 0xff) << 32 |
            ((T[6] >> 56) & 0xff) << 40 |
            ((T[7] >> 24) & 0xff) << 48 |
            ((T[7] >> 56) & 0xff) << 56;
        break;
    default: /* GG_ORDER_MAGMA */
        a[0] = ((T[7] >> 0) & 0xff) << 0 |
            ((T[7] >> 32) & 0xff) << 8 |
            ((T[6] >> 0) & 0xff) << 16 |
            ((T[6] >> 32) & 0xff) << 24 |
            ((T[5] >> 0) & 0xff) << 32 |
            ((T[5] >> 32) & 0xff) << 40 |
            ((T[4] >> 0) & 0xff) << 48 |
            ((T[4] >> 32) & 0xff) << 56;
        a[1] = ((T[7] >> 8) & 0xff) << 0 |
            ((T[7] >> 40) & 0xff) << 8 |
            ((T[6] >> 8) & 0xff) << 16 |
            ((T[6] >> 40) & 0xff) << 24 |
            ((T[5] >> 8) & 0xff) << 32 |
            ((T[5] >> 40) & 0xff) << 40 |
            ((T[4] >> 8) & 0xff) << 48 |
            ((T[4] >> 40) & 0xff) << 56;
        a[2] = ((T[7] >> 16) & 0xff) << 0 |
            ((T[7] >> 48) & 0xff) << 8 |
            ((T[6] >> 16) & 0xff) << 16 |
            ((T[6] >> 48) & 0xff) << 24 |
            ((T[5] >> 16) & 0xff) << 32 |
            ((T[5] >> 48) & 0xff) << 40 |
            ((T[4] >> 16) & 0xff) << 48 |
            ((T[4] >> 48) & 0xff) << 56;
        a[3] = ((T[7] >> 24) & 0xff) << 0 |
            ((T[7] >> 56) & 0xff) << 8 |
            ((T[6] >> 24) & 0xff) << 16 |
            ((T[6] >> 56) & 0xff) << 24 |
            ((T[5] >> 24) & 0xff) << 32 |
            ((T[5] >> 56) & 0xff) << 40 |
            ((T[4] >> 24) & 0xff) << 48 |
            ((T[4] >> 56) & 0xff) << 56;
        b[0] = ((T[3] >> 0) & 0xff) << 0 |
            ((T[3] >> 32) & 0xff) << 8 |
            ((T[2] >> 0) & 0xff) << 16 |
            ((T[2] >> 32) & 0xff) << 24 |
            ((T[1] >> 0) & 0xff) << 32 |
            ((T[1] >> 32) & 0xff) << 40 |
            ((T[0] >> 0) & 0xff) << 48 |
            ((T[0] >> 32) & 0xff) << 56;
        b[1] = ((T[3] >> 8) & 0xff) << 0 |
            ((T[3] >> 40) & 0xff) << 8 |
            ((T[2] >> 8) & 0xff) << 16 |
            ((T[2] >> 40) & 0xff) << 24 |
            ((T[1] >> 8) & 0xff) << 32 |
            ((T[1] >> 40) & 0xff) << 40 |
            ((T[0] >> 8) & 0xff) << 48 |
            ((T[0] >> 40) & 0xff) << 56;
        b[2] = ((T[3] >> 16) & 0xff) << 0 |
            ((T[3] >> 48) & 0xff) << 8 |
            ((T[2] >> 16) & 0xff) << 16 |
            ((T[2] >> 48) & 0xff) << 24 |
            ((T[1] >> 16) & 0xff) << 32 |
            ((T[1] >> 48) & 0xff) << 40 |
            ((T[0] >> 16) & 0xff) << 48 |
            ((T[0] >> 48) & 0xff) << 56;
        b[3] = ((T[3] >> 24) & 0xff) << 0 |
            ((T[3] >> 56) & 0xff) << 8 |
            ((T[2] >> 24) & 0xff) << 16 |
            ((T[2] >> 56) & 0xff) << 24 |
            ((T[1] >> 24) & 0xff) << 32 |
            ((T[1] >> 56) & 0xff) << 40 |
            ((T[0] >> 24) & 0xff) << 48 |
            ((T[0] >> 56) & 0xff) << 56;
        break;
    }
}

static void store_group(gg_order order, const uint64_t a[4], const uint64_t b[4], uint8_t *out,
                        size_t n)
{
    uint64_t T[8];
    switch (order) {
    case GG_ORDER_GOST89:
        T[0] = ((a[0] >> 0) & 0xff) << 0 |
            ((a[1] >> 0) & 0xff) << 8 |
            ((a[2] >> 0) & 0xff) << 16 |
            ((a[3] >> 0) & 0xff) << 24 |
            ((a[0] >> 8) & 0xff) << 32 |
            ((a[1] >> 8) & 0xff) << 40 |
            ((a[2] >> 8) & 0xff) << 48 |
            ((a[3] >> 8) & 0xff) << 56;
        T[1] = ((a[0] >> 16) & 0xff) << 0 |
            ((a[1] >> 16) & 0xff) << 8 |
            ((a[2] >> 16) & 0xff) << 16 |
            ((a[3] >> 16) & 0xff) << 24 |
            ((a[0] >> 24) & 0xff) << 32 |
            ((a[1] >> 24) & 0xff) << 40 |
            ((a[2] >> 24) & 0xff) << 48 |
            ((a[3] >> 24) & 0xff) << 56;
        T[2] = ((a[0] >> 32) & 0xff) << 0 |
            ((a[1] >> 32) & 0xff) << 8 |
            ((a[2] >> 32) & 0xff) << 16 |
            ((a[3] >> 32) & 0xff) << 24 |
            ((a[0] >> 40) & 0xff) << 32 |
            ((a[1] >> 40) & 0xff) << 40 |
            ((a[2] >> 40) & 0xff) << 48 |
            ((a[3] >> 40) & 0xff) << 56;
        T[3] = ((a[0] >> 48) & 0xff) << 0 |
            ((a[1] >> 48) & 0xff) << 8 |
            ((a[2] >> 48) & 0xff) << 16 |
            ((a[3] >> 48) & 0xff) << 24 |
            ((a[0] >> 56) & 0xff) << 32 |
            ((a[1] >> 56) & 0xff) << 40 |
            ((a[2] >> 56) & 0xff) << 48 |
            ((a[3] >> 56) & 0xff) << 56;
        T[4] = ((b[0] >> 0) & 0xff) << 0 |
            ((b[1] >> 0) & 0xff) << 8 |
            ((b[2] >> 0) & 0xff) << 16 |
            ((b[3] >> 0) & 0xff) << 24 |
            ((b[0] >> 8) & 0xff) << 32 |
            ((b[1] >> 8) & 0xff) << 40 |
            ((b[2] >> 8) & 0xff) << 48 |
            ((b[3] >> 8) & 0xff) << 56;
        T[5] = ((b[0] >> 16) & 0xff) << 0 |
            ((b[1] >> 16) & 0xff) << 8 |
            ((b[2] >> 16) & 0xff) << 16 |
            ((b[3] >> 16) & 0xff) << 24 |
            ((b[0] >> 24) & 0xff) << 32 |
            ((b[1] >> 24) & 0xff) << 40 |
            ((b[2] >> 24) & 0xff) << 48 |
            ((b[3] >> 24) & 0xff) << 56;
        T[6] = ((b[0] >> 32) & 0xff) << 0 |
            ((b[1] >> 32) & 0xff) << 8 |
            ((b[2] >> 32) & 0xff) << 16 |
            ((b[3] >> 32) & 0xff) << 24 |
            ((b[0] >> 40) & 0xff) << 32 |
            ((b[1] >> 40) & 0xff) << 40 |
            ((b[2] >> 40) & 0xff) << 48 |
            ((b[3] >> 40) & 0xff) << 56;
        T[7] = ((b[0] >> 48) & 0xff) << 0 |
            ((b[1] >> 48) & 0xff) << 8 |
            ((b[2] >> 48) & 0xff) << 16 |
            ((b[3] >> 48) & 0xff) << 24 |
            ((b[0] >> 56) & 0xff) << 32 |
            ((b[1] >> 56) & 0xff) << 40 |
            ((b[2] >> 56) & 0xff) << 48 |
            ((b[3] >> 56) & 0xff) << 56;
        break;
    default: /* GG_ORDER_MAGMA */
        T[0] = ((b[0] >> 48) & 0xff) << 0 |
            ((b[1] >> 48) & 0xff) << 8 |
            ((b[2] >> 48) & 0xff) << 16 |
            ((b[3] >> 48) & 0xff) << 24 |
            ((b[0] >> 56) & 0xff) << 32 |
            ((b[1] >> 56) & 0xff) << 40 |
            ((b[2] >> 56) & 0xff) << 48 |
            ((b[3] >> 56) & 0xff) << 56;
        T[1] = ((b[0] >> 32) & 0xff) << 0 |
            ((b[1] >> 32) & 0xff) << 8 |
            ((b[2] >> 32) & 0xff) << 16 |
            ((b[3] >> 32) & 0xff) << 24 |
            ((b[0] >> 40) & 0xff) << 32 |
            ((b[1] >> 40) & 0xff) << 40 |
            ((b[2] >> 40) & 0xff) << 48 |
            ((b[3] >> 40) & 0xff) << 56;
        T[2] = ((b[0] >> 16) & 0xff) << 0 |
            ((b[1] >> 16) & 0xff) << 8 |
            ((b[2] >> 16) & 0xff) << 16 |
            ((b[3] >> 16) & 0xff) << 24 |
            ((b[0] >> 24) & 0xff) << 32 |
            ((b[1] >> 24) & 0xff) << 40 |
            ((b[2] >> 24) & 0xff) << 48 |
            ((b[3] >> 24) & 0xff) << 56;
        T[3] = ((b[0] >> 0) & 0xff) << 0 |
            ((b[1] >> 0) & 0xff) << 8 |
            ((b[2] >> 0) & 0xff) << 16 |
            ((b[3] >> 0) & 0xff) << 24 |
            ((b[0] >> 8) & 0xff) << 32 |
            ((b[1] >> 8) & 0xff) << 40 |
            ((b[2] >> 8) & 0xff) << 48 |
            ((b[3] >> 8) & 0xff) << 56;
        T[4] = ((a[0] >> 48) & 0xff) << 0 |
            ((a[1] >> 48) & 0xff) << 8 |
            ((a[2] >> 48) & 0xff) << 16 |
            ((a[3] >> 48) & 0xff) << 24 |
            ((a[0] >> 56) & 0xff) << 32 |
            ((a[1] >> 56) & 0xff) << 40 |
            ((a[2] >> 56) & 0xff) << 48 |
            ((a[3] >> 56) & 0xff) << 56;
        T[5] = ((a[0] >> 32) & 0xff) << 0 |
            ((a[1] >> 32) & 0xff) << 8 |
            ((a[2] >> 32) & 0xff) << 16 |
            ((a[3] >> 32) & 0xff) << 24 |
            ((a[0] >> 40) & 0xff) << 32 |
            ((a[1] >> 40) & 0xff) << 40 |
            ((a[2] >> 40) & 0xff) << 48 |
            ((a[3] >> 40) & 0xff) << 56;
        T[6] = ((a[0] >> 16) & 0xff) << 0 |
            ((a[1] >> 16) & 0xff) << 8 |
            ((a[2] >> 16) & 0xff) << 16 |
            ((a[3] >> 16) & 0xff) << 24 |
            ((a[0] >> 24) & 0xff) << 32 |
            ((a[1] >> 24) & 0xff) << 40 |
            ((a[2] >> 24) & 0xff) << 48 |
            ((a[3] >> 24) & 0xff) << 56;
        T[7] = ((a[0] >> 0) & 0xff) << 0 |
            ((a[1] >> 0) & 0xff) << 8 |
            ((a[2] >> 0) & 0xff) << 16 |
            ((a[3] >> 0) & 0xff) << 24 |
            ((a[0] >> 8) & 0xff) << 32 |
            ((a[1] >> 8) & 0xff) << 40 |
            ((a[2] >> 8) & 0xff) << 48 |
            ((a[3] >> 8) & 0xff) << 56;
        break;
    }
    for (unsigned o = 0; o < 8; o++)
        T[o] = bit_transpose8(T[o]);
    byte_transpose8(T);
    for (unsigned i = 0; i < n; i++)
        gg_store_le64(out + 8 * i, T[i]);
}

static void wipe(void *p, size_t n)
{
    volatile unsigned char *v = (volatile unsigned char *)p;
    while (n--)
        *v++ = 0;
}

void gg_bitsliced_magma_blocks(const gg_magma_key *key, gg_order order, gg_sched sched,
                              const uint8_t *in, uint8_t *out, size_t nblocks)
{
    uint64_t c[4][16] = { { 0 } }, kp[8][4] = { { 0 } };
    anf_masks(key->sbox, ~(uint64_t)0, c);
    for (unsigned i = 0; i < 8; i++)
        key_planes(key->k[i], ~(uint64_t)0, kp[i]);
    uint64_t a[4], b[4];
    for (size_t i = 0; i < nblocks; i += GROUP) {
        const size_t n = nblocks - i < GROUP ? nblocks - i : GROUP;
        load_group(order, in + 8 * i, n, a, b);
        crypt_planes(sched, (const uint64_t (*)[4])kp, (const uint64_t (*)[16])c, a, b);
        store_group(order, a, b, out + 8 * i, n);
    }
    wipe(a, sizeof a);
    wipe(b, sizeof b);
    wipe(kp, sizeof kp);
    wipe(c, sizeof c);
}

/* Block i under keys[i]: lane i of a group has its own key planes; S-box sets are shared where
 * the keys point at the same set (pointers are not secret), else built lane by lane. */
void gg_bitsliced_magma_lanes(const gg_magma_key *const *keys, gg_order order, gg_sched sched,
                             const uint8_t *in, uint8_t *out, size_t nlanes)
{
    for (size_t i = 0; i < nlanes; i += GROUP) {
        const size_t n = nlanes - i < GROUP ? nlanes - i : GROUP;
        const gg_magma_key *const *k = keys + i;
        uint64_t c[4][16] = { { 0 } }, kp[8][4] = { { 0 } }, a[4], b[4];
        int same = 1;
        for (size_t l = 1; l < n; l++)
            same &= k[l]->sbox == k[0]->sbox;
        if (same) {
            anf_masks(k[0]->sbox, ~(uint64_t)0, c);
        } else {
            for (size_t l = 0; l < n; l++)
                anf_masks(k[l]->sbox, UINT64_C(0x0101010101010101) << l, c);
        }
        for (size_t l = 0; l < n; l++)
            for (unsigned w = 0; w < 8; w++)
                key_planes(k[l]->k[w], UINT64_C(0x0101010101010101) << l, kp[w]);
        load_group(order, in + 8 * i, n, a, b);
        crypt_planes(sched, (const uint64_t (*)[4])kp, (const uint64_t (*)[16])c, a, b);
        store_group(order, a, b, out + 8 * i, n);
        wipe(a, sizeof a);
        wipe(b, sizeof b);
        wipe(kp, sizeof kp);
        wipe(c, sizeof c);
    }
}
