/* Auto-generated file. Do not edit!
 *   Template: templates/bitsliced/magma.c.j2
 *   Generator: gostgen generator (generator/gostgen/emit.py)
 *   Inputs: dsl/gost28147.gg, dsl/streebog.gg, dsl/kuznyechik.gg, backends/bitsliced.py
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

/* Key word k as plane masks: plane q, byte j all ones where bit 4j + q of k is set, restricted to
 * the lanes in `lanes`. */
static inline void key_planes(uint32_t k, uint64_t lanes, uint64_t kp[4])
{
    for (unsigned q = 0; q < 4; q++)
        kp[q] |= gg_bs_bytes(gg_bs_spread((k >> q) & 0x11111111u)) & lanes;
}

static const unsigned char sched_encrypt[32] = { 0, 1, 2, 3, 4, 5, 6, 7, 0, 1, 2, 3, 4, 5, 6, 7, 0, 1, 2, 3, 4, 5, 6, 7, 7, 6, 5, 4, 3, 2, 1, 0 };
static const unsigned char sched_decrypt[32] = { 0, 1, 2, 3, 4, 5, 6, 7, 7, 6, 5, 4, 3, 2, 1, 0, 7, 6, 5, 4, 3, 2, 1, 0, 7, 6, 5, 4, 3, 2, 1, 0 };
static const unsigned char sched_mac[16] = { 0, 1, 2, 3, 4, 5, 6, 7, 0, 1, 2, 3, 4, 5, 6, 7 };

/* A schedule's round-key indices, their count, and whether the halves are swapped back after. */
typedef struct sched_info {
    const unsigned char *keys;
    unsigned n, unswap;
} sched_info;

static inline sched_info pick_sched(gg_sched sched)
{
    switch (sched) {
    case GG_SCHED_ENCRYPT:
        return (sched_info){ sched_encrypt, 32, 1 };
    case GG_SCHED_DECRYPT:
        return (sched_info){ sched_decrypt, 32, 1 };
    case GG_SCHED_MAC:
        return (sched_info){ sched_mac, 16, 0 };
    }
    GG_UNREACHABLE();
}

/* The schedule's rounds over the planes; kp[i]: planes of K_i. */
static void crypt_planes(gg_sched sched, const uint64_t kp[8][4], const uint64_t c[4][16],
                         uint64_t a[4], uint64_t b[4])
{
    const sched_info si = pick_sched(sched);
    const unsigned char *keys = si.keys;
    const unsigned n = si.n, unswap = si.unswap;
    /* the state in scalars: they stay in registers from round to round */
    uint64_t a0 = a[0], a1 = a[1], a2 = a[2], a3 = a[3], b0 = b[0], b1 = b[1], b2 = b[2], b3 = b[3];
    for (unsigned i = 0; i < n; i++) {
        const uint64_t *k = kp[keys[i]];
        /* one round, lowered from the IR */
        const uint64_t t0 = a0 ^ k[0];
        const uint64_t t1 = a1 ^ k[1];
        const uint64_t t2 = a2 ^ k[2];
        const uint64_t t3 = a3 ^ k[3];
        const uint64_t t4 = a0 & k[0];
        const uint64_t t5 = t1 ^ t4;
        const uint64_t t6 = a1 & k[1];
        const uint64_t t7 = t1 & t4;
        const uint64_t t8 = t6 | t7;
        const uint64_t t9 = t2 ^ t8;
        const uint64_t t10 = a2 & k[2];
        const uint64_t t11 = t2 & t8;
        const uint64_t t12 = t10 | t11;
        const uint64_t t13 = t3 ^ t12;
        const uint64_t t14 = a3 & k[3];
        const uint64_t t15 = t3 & t12;
        const uint64_t t16 = t14 | t15;
        const uint64_t t17 = t0 & t1;
        const uint64_t t18 = t2 & t3;
        const uint64_t t19 = t17 & t18;
        const uint64_t t20 = t16 << 8;
        const uint64_t t21 = t19 & t20;
        const uint64_t t22 = t16 | t21;
        const uint64_t t23 = t19 << 8;
        const uint64_t t24 = t19 & t23;
        const uint64_t t25 = t22 << 16;
        const uint64_t t26 = t24 & t25;
        const uint64_t t27 = t22 | t26;
        const uint64_t t28 = t24 << 16;
        const uint64_t t29 = t24 & t28;
        const uint64_t t30 = t27 << 32;
        const uint64_t t31 = t29 & t30;
        const uint64_t t32 = t27 | t31;
        const uint64_t t33 = t32 << 8;
        const uint64_t t34 = t0 ^ t33;
        const uint64_t t35 = t33 & t0;
        const uint64_t t36 = t5 ^ t35;
        const uint64_t t37 = t35 & t5;
        const uint64_t t38 = t9 ^ t37;
        const uint64_t t39 = t37 & t9;
        const uint64_t t40 = t13 ^ t39;
        const uint64_t t41 = t34 & t36;
        const uint64_t t42 = c[0][1] & t34;
        const uint64_t t43 = c[0][2] & t36;
        const uint64_t t44 = c[0][3] & t41;
        const uint64_t t45 = c[0][0] ^ t42;
        const uint64_t t46 = t43 ^ t44;
        const uint64_t t47 = t45 ^ t46;
        const uint64_t t48 = c[0][5] & t34;
        const uint64_t t49 = c[0][6] & t36;
        const uint64_t t50 = c[0][7] & t41;
        const uint64_t t51 = c[0][4] ^ t48;
        const uint64_t t52 = t49 ^ t50;
        const uint64_t t53 = t51 ^ t52;
        const uint64_t t54 = c[0][9] & t34;
        const uint64_t t55 = c[0][10] & t36;
        const uint64_t t56 = c[0][11] & t41;
        const uint64_t t57 = c[0][8] ^ t54;
        const uint64_t t58 = t55 ^ t56;
        const uint64_t t59 = t57 ^ t58;
        const uint64_t t60 = c[0][13] & t34;
        const uint64_t t61 = c[0][14] & t36;
        const uint64_t t62 = c[0][15] & t41;
        const uint64_t t63 = c[0][12] ^ t60;
        const uint64_t t64 = t61 ^ t62;
        const uint64_t t65 = t63 ^ t64;
        const uint64_t t66 = t38 & t53;
        const uint64_t t67 = t38 & t65;
        const uint64_t t68 = t59 ^ t67;
        const uint64_t t69 = t40 & t68;
        const uint64_t t70 = t47 ^ t66;
        const uint64_t t71 = t70 ^ t69;
        const uint64_t t72 = c[1][1] & t34;
        const uint64_t t73 = c[1][2] & t36;
        const uint64_t t74 = c[1][3] & t41;
        const uint64_t t75 = c[1][0] ^ t72;
        const uint64_t t76 = t73 ^ t74;
        const uint64_t t77 = t75 ^ t76;
        const uint64_t t78 = c[1][5] & t34;
        const uint64_t t79 = c[1][6] & t36;
        const uint64_t t80 = c[1][7] & t41;
        const uint64_t t81 = c[1][4] ^ t78;
        const uint64_t t82 = t79 ^ t80;
        const uint64_t t83 = t81 ^ t82;
        const uint64_t t84 = c[1][9] & t34;
        const uint64_t t85 = c[1][10] & t36;
        const uint64_t t86 = c[1][11] & t41;
        const uint64_t t87 = c[1][8] ^ t84;
        const uint64_t t88 = t85 ^ t86;
        const uint64_t t89 = t87 ^ t88;
        const uint64_t t90 = c[1][13] & t34;
        const uint64_t t91 = c[1][14] & t36;
        const uint64_t t92 = c[1][15] & t41;
        const uint64_t t93 = c[1][12] ^ t90;
        const uint64_t t94 = t91 ^ t92;
        const uint64_t t95 = t93 ^ t94;
        const uint64_t t96 = t38 & t83;
        const uint64_t t97 = t38 & t95;
        const uint64_t t98 = t89 ^ t97;
        const uint64_t t99 = t40 & t98;
        const uint64_t t100 = t77 ^ t96;
        const uint64_t t101 = t100 ^ t99;
        const uint64_t t102 = c[2][1] & t34;
        const uint64_t t103 = c[2][2] & t36;
        const uint64_t t104 = c[2][3] & t41;
        const uint64_t t105 = c[2][0] ^ t102;
        const uint64_t t106 = t103 ^ t104;
        const uint64_t t107 = t105 ^ t106;
        const uint64_t t108 = c[2][5] & t34;
        const uint64_t t109 = c[2][6] & t36;
        const uint64_t t110 = c[2][7] & t41;
        const uint64_t t111 = c[2][4] ^ t108;
        const uint64_t t112 = t109 ^ t110;
        const uint64_t t113 = t111 ^ t112;
        const uint64_t t114 = c[2][9] & t34;
        const uint64_t t115 = c[2][10] & t36;
        const uint64_t t116 = c[2][11] & t41;
        const uint64_t t117 = c[2][8] ^ t114;
        const uint64_t t118 = t115 ^ t116;
        const uint64_t t119 = t117 ^ t118;
        const uint64_t t120 = c[2][13] & t34;
        const uint64_t t121 = c[2][14] & t36;
        const uint64_t t122 = c[2][15] & t41;
        const uint64_t t123 = c[2][12] ^ t120;
        const uint64_t t124 = t121 ^ t122;
        const uint64_t t125 = t123 ^ t124;
        const uint64_t t126 = t38 & t113;
        const uint64_t t127 = t38 & t125;
        const uint64_t t128 = t119 ^ t127;
        const uint64_t t129 = t40 & t128;
        const uint64_t t130 = t107 ^ t126;
        const uint64_t t131 = t130 ^ t129;
        const uint64_t t132 = c[3][1] & t34;
        const uint64_t t133 = c[3][2] & t36;
        const uint64_t t134 = c[3][3] & t41;
        const uint64_t t135 = c[3][0] ^ t132;
        const uint64_t t136 = t133 ^ t134;
        const uint64_t t137 = t135 ^ t136;
        const uint64_t t138 = c[3][5] & t34;
        const uint64_t t139 = c[3][6] & t36;
        const uint64_t t140 = c[3][7] & t41;
        const uint64_t t141 = c[3][4] ^ t138;
        const uint64_t t142 = t139 ^ t140;
        const uint64_t t143 = t141 ^ t142;
        const uint64_t t144 = c[3][9] & t34;
        const uint64_t t145 = c[3][10] & t36;
        const uint64_t t146 = c[3][11] & t41;
        const uint64_t t147 = c[3][8] ^ t144;
        const uint64_t t148 = t145 ^ t146;
        const uint64_t t149 = t147 ^ t148;
        const uint64_t t150 = c[3][13] & t34;
        const uint64_t t151 = c[3][14] & t36;
        const uint64_t t152 = c[3][15] & t41;
        const uint64_t t153 = c[3][12] ^ t150;
        const uint64_t t154 = t151 ^ t152;
        const uint64_t t155 = t153 ^ t154;
        const uint64_t t156 = t38 & t143;
        const uint64_t t157 = t38 & t155;
        const uint64_t t158 = t149 ^ t157;
        const uint64_t t159 = t40 & t158;
        const uint64_t t160 = t137 ^ t156;
        const uint64_t t161 = t160 ^ t159;
        const uint64_t t162 = gg_bs_rotl64(t101, 24);
        const uint64_t t163 = gg_bs_rotl64(t131, 24);
        const uint64_t t164 = gg_bs_rotl64(t161, 24);
        const uint64_t t165 = gg_bs_rotl64(t71, 16);
        const uint64_t t166 = b0 ^ t162;
        const uint64_t t167 = b1 ^ t163;
        const uint64_t t168 = b2 ^ t164;
        const uint64_t t169 = b3 ^ t165;
        /* outputs read before any is assigned: one may be an input */
        const uint64_t o0 = t166, o1 = t167, o2 = t168, o3 = t169, o4 = a0, o5 = a1, o6 = a2, o7 = a3;
        a0 = o0; a1 = o1; a2 = o2; a3 = o3;
        b0 = o4; b1 = o5; b2 = o6; b3 = o7;
    }
    a[0] = a0; a[1] = a1; a[2] = a2; a[3] = a3;
    b[0] = b0; b[1] = b1; b[2] = b2; b[3] = b3;
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

static void wipe(void *p, size_t n)
{
    volatile unsigned char *v = (volatile unsigned char *)p;
    while (n--)
        *v++ = 0;
}

/* Bits 0..7 of x to bits 8j. */
static inline uint64_t gg_bs_spread8(uint64_t x)
{
    x = (x | (x << 28)) & UINT64_C(0x0000000F0000000F);
    x = (x | (x << 14)) & UINT64_C(0x0003000300030003);
    x = (x | (x << 7)) & UINT64_C(0x0101010101010101);
    return x;
}

/* ANF coefficient masks of an S-box set: c[o][m] byte j (lane bits of the lanes in `lanes`) set
 * where S-box j's output bit o has monomial m. Truth tables of the 4 output bits sit in 16-bit
 * fields of one word per S-box; the Moebius transform is 4 shift-xor steps; then the 8 words are
 * transposed so that coefficient 16o + m of the 8 S-boxes forms one byte. Fixed work, no lookup. */
static void anf_masks(const gg_sbox *s, uint64_t lanes, uint64_t c[4][16])
{
    uint64_t tt[8];
    for (unsigned j = 0; j < 8; j++) {
        uint64_t t = 0;
        for (unsigned x = 0; x < 16; x++) {
            const uint64_t v = s->rows[j][x];
            t |= ((v & 1) | (v & 2) << 15 | (v & 4) << 30 | (v & 8) << 45) << x;
        }
        t ^= (t << 1) & UINT64_C(0xAAAAAAAAAAAAAAAA);
        t ^= (t << 2) & UINT64_C(0xCCCCCCCCCCCCCCCC);
        t ^= (t << 4) & UINT64_C(0xF0F0F0F0F0F0F0F0);
        t ^= (t << 8) & UINT64_C(0xFF00FF00FF00FF00);
        tt[j] = t;
    }
    byte_transpose8(tt); /* tt[k] byte j: byte k of S-box j's coefficients */
    for (unsigned k = 0; k < 8; k++) {
        const uint64_t v = bit_transpose8(tt[k]); /* byte t, bit j: coefficient 8k + t of S-box j */
        for (unsigned t = 0; t < 8; t++) {
            const unsigned i = 8 * k + t;
            c[i / 16][i % 16] |= gg_bs_bytes(gg_bs_spread8((v >> (8 * t)) & 0xff)) & lanes;
        }
    }
    wipe(tt, sizeof tt);
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
        return;
    case GG_ORDER_MAGMA:
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
        return;
    }
    GG_UNREACHABLE();
}

/* Planes -> T[o] byte t, bit i: bit t of byte o of block i, per byte order (load_group's inverse
 * before its transposes). */
static inline void unplace_group(gg_order order, const uint64_t a[4], const uint64_t b[4],
                                 uint64_t T[8])
{
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
        return;
    case GG_ORDER_MAGMA:
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
        return;
    }
    GG_UNREACHABLE();
}

static void store_group(gg_order order, const uint64_t a[4], const uint64_t b[4], uint8_t *out,
                        size_t n)
{
    uint64_t T[8];
    unplace_group(order, a, b, T);
    for (unsigned o = 0; o < 8; o++)
        T[o] = bit_transpose8(T[o]);
    byte_transpose8(T);
    for (unsigned i = 0; i < n; i++)
        gg_store_le64(out + 8 * i, T[i]);
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
