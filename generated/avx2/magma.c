/* Auto-generated file. Do not edit!
 *   Template: templates/avx2/magma.c.j2
 *   Generator: gostgen generator (generator/gostgen/emit.py)
 *   Inputs: dsl/gost28147.gg, dsl/streebog.gg, backends/avx2.py
 *   Regenerate with: python -m gostgen.generate */
/* GOST 28147-89 / Magma, avx2: 32 blocks per group, byte-sliced (vector p holds
 * byte p of the halves a|b of every block of the group), 2 groups' rounds interleaved.
 * The S-box is 12 in-register 16-entry tables (pshufb) per set, built from the
 * set's rows at run time; the key addition is a byte-wise carry chain on bytes kept xored with
 * 0x80 during the rounds (so a carry is one signed compare). No memory access depends
 * on key or data: constant-time. */
#include <string.h>
#include <immintrin.h>

#include "gg_backend.h"
#include "gg_bytes.h"
#include "gg_internal.h"

void gg_wipe(void *p, size_t n); /* runtime/src/util.c: a wipe the compiler cannot drop */

typedef __m256i V;
#define NB 32          /* blocks per group: one per byte of a vector */
#define IL 2           /* groups processed side by side */
#define NT 12          /* S-box tables */
#define NS 7           /* key vectors per round-key word */
#define CHUNK (IL * NB)

#define v_load(p) _mm256_loadu_si256((const V *)(const void *)(p))
#define v_store(p, x) _mm256_storeu_si256((V *)(void *)(p), (x))
#define v_add8 _mm256_add_epi8
#define v_sub8 _mm256_sub_epi8
#define v_maxu8 _mm256_max_epu8
#define v_cmpeq8 _mm256_cmpeq_epi8
#define v_cmpgt8 _mm256_cmpgt_epi8
#define v_and _mm256_and_si256
#define v_or _mm256_or_si256
#define v_xor _mm256_xor_si256
#define v_andn _mm256_andnot_si256 /* v_andn(a, b) = ~a & b */
#define v_srl16 _mm256_srli_epi16
#define v_sll16 _mm256_slli_epi16
#define v_shuf _mm256_shuffle_epi8     /* v_shuf(table, index): per 128-bit lane */
#define v_set1_8 _mm256_set1_epi8
#define v_zero _mm256_setzero_si256
#define v_lo16 _mm256_unpacklo_epi16
#define v_hi16 _mm256_unpackhi_epi16
#define v_lo32 _mm256_unpacklo_epi32
#define v_hi32 _mm256_unpackhi_epi32
#define v_lo64 _mm256_unpacklo_epi64
#define v_hi64 _mm256_unpackhi_epi64
#define v_bcast16(p) _mm256_broadcastsi128_si256(_mm_loadu_si128((const __m128i *)(const void *)(p)))

/* Block bytes <-> byte-sliced words, per byte order: within 16 bytes (two blocks), pshufb
 * gathers byte p of a|b of both blocks into 16-bit word p (load), or back (store). */
static const uint8_t load_ctrl[2][16] = {
    { 0, 8, 1, 9, 2, 10, 3, 11, 4, 12, 5, 13, 6, 14, 7, 15 }, /* gost89 */
    { 7, 15, 6, 14, 5, 13, 4, 12, 3, 11, 2, 10, 1, 9, 0, 8 }, /* magma */
};
static const uint8_t store_ctrl[2][16] = {
    { 0, 2, 4, 6, 8, 10, 12, 14, 1, 3, 5, 7, 9, 11, 13, 15 }, /* gost89 */
    { 14, 12, 10, 8, 6, 4, 2, 0, 15, 13, 11, 9, 7, 5, 3, 1 }, /* magma */
};

static inline unsigned order_index(gg_order order)
{
    switch (order) {
    case GG_ORDER_GOST89:
        return 0;
    case GG_ORDER_MAGMA:
        return 1;
    }
    GG_UNREACHABLE();
}

/* Round-key index sequences (dsl schedules) */
static const uint8_t sched_encrypt[32] = { 0, 1, 2, 3, 4, 5, 6, 7, 0, 1, 2, 3, 4, 5, 6, 7, 0, 1, 2, 3, 4, 5, 6, 7, 7, 6, 5, 4, 3, 2, 1, 0 };
static const uint8_t sched_decrypt[32] = { 0, 1, 2, 3, 4, 5, 6, 7, 7, 6, 5, 4, 3, 2, 1, 0, 7, 6, 5, 4, 3, 2, 1, 0, 7, 6, 5, 4, 3, 2, 1, 0 };
static const uint8_t sched_mac[16] = { 0, 1, 2, 3, 4, 5, 6, 7, 0, 1, 2, 3, 4, 5, 6, 7 };

typedef struct sched_info {
    const uint8_t *keys;
    unsigned rounds;
    int unswap;
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

/* T[i] = table i: (row, destination byte) of the S-box output rotated into place; from the
 * row's 16 nibbles by a per-byte shift (16-bit shift, then a mask). */
static void tables_init(V *T, const gg_sbox *s)
{
    T[0] = v_and(v_sll16(v_bcast16(s->rows[0]), 3), v_set1_8((char)248)); /* row 0 -> byte 1 */
    T[1] = v_and(v_sll16(v_bcast16(s->rows[1]), 7), v_set1_8((char)128)); /* row 1 -> byte 1 */
    T[2] = v_and(v_srl16(v_bcast16(s->rows[1]), 1), v_set1_8((char)127)); /* row 1 -> byte 2 */
    T[3] = v_and(v_sll16(v_bcast16(s->rows[2]), 3), v_set1_8((char)248)); /* row 2 -> byte 2 */
    T[4] = v_and(v_sll16(v_bcast16(s->rows[3]), 7), v_set1_8((char)128)); /* row 3 -> byte 2 */
    T[5] = v_and(v_srl16(v_bcast16(s->rows[3]), 1), v_set1_8((char)127)); /* row 3 -> byte 3 */
    T[6] = v_and(v_sll16(v_bcast16(s->rows[4]), 3), v_set1_8((char)248)); /* row 4 -> byte 3 */
    T[7] = v_and(v_srl16(v_bcast16(s->rows[5]), 1), v_set1_8((char)127)); /* row 5 -> byte 0 */
    T[8] = v_and(v_sll16(v_bcast16(s->rows[5]), 7), v_set1_8((char)128)); /* row 5 -> byte 3 */
    T[9] = v_and(v_sll16(v_bcast16(s->rows[6]), 3), v_set1_8((char)248)); /* row 6 -> byte 0 */
    T[10] = v_and(v_sll16(v_bcast16(s->rows[7]), 7), v_set1_8((char)128)); /* row 7 -> byte 0 */
    T[11] = v_and(v_srl16(v_bcast16(s->rows[7]), 1), v_set1_8((char)127)); /* row 7 -> byte 1 */
}

/* kv[w * NS + slot]: the vector of one byte of round-key word w, xored with a constant. */
static const uint8_t slot_byte[NS] = { 0, 1, 2, 3, 0, 1, 2 };
static const uint8_t slot_xor[NS] = { 128, 128, 128, 128, 127, 127, 127 };

/* One key for every block. */
static void keys_one(V *kv, const uint32_t k[8])
{
    for (unsigned w = 0; w < 8; w++)
        for (unsigned s = 0; s < NS; s++)
            kv[w * NS + s] = v_set1_8((char)(uint8_t)(((k[w] >> (8 * slot_byte[s])) & 255u) ^ slot_xor[s]));
}

/* Byte j of block lane_block[q]'s key word in byte q of kb[j]: the words in key_gather order,
 * then a byte transpose (pshufb within 4-byte groups, 4x4 32-bit unpacks). */
static const uint8_t key_gather[NB] = { 0, 1, 4, 5, 2, 3, 6, 7, 8, 9, 12, 13, 10, 11, 14, 15, 16, 17, 20, 21, 18, 19, 22, 23, 24, 25, 28, 29, 26, 27, 30, 31 };

static void keys_lanes(V *kv, const gg_magma_key *const *keys)
{
    static const uint8_t bytes_by_position[16] = { 0, 4, 8, 12, 1, 5, 9, 13, 2, 6, 10, 14, 3, 7, 11, 15 };
    const V ctrl = v_bcast16(bytes_by_position);
    uint32_t w[NB];
    for (unsigned i = 0; i < 8; i++) {
        V t[4], kb[4];
        for (unsigned q = 0; q < NB; q++)
            w[q] = keys[key_gather[q]]->k[i];
        for (unsigned k = 0; k < 4; k++)
            t[k] = v_shuf(v_load(w + k * (NB / 4)), ctrl);
        const V u0 = v_lo32(t[0], t[1]), u1 = v_hi32(t[0], t[1]);
        const V u2 = v_lo32(t[2], t[3]), u3 = v_hi32(t[2], t[3]);
        kb[0] = v_lo64(u0, u2);
        kb[1] = v_hi64(u0, u2);
        kb[2] = v_lo64(u1, u3);
        kb[3] = v_hi64(u1, u3);
        for (unsigned s = 0; s < NS; s++)
            kv[i * NS + s] = v_xor(kb[slot_byte[s]], v_set1_8((char)slot_xor[s]));
    }
    gg_wipe(w, sizeof w);
}

/* 8x8 transpose of 16-bit words within each 128-bit lane (its own inverse). */
static inline void transpose(V *x)
{
    const V t0 = v_lo16(x[0], x[1]), t1 = v_hi16(x[0], x[1]);
    const V t2 = v_lo16(x[2], x[3]), t3 = v_hi16(x[2], x[3]);
    const V t4 = v_lo16(x[4], x[5]), t5 = v_hi16(x[4], x[5]);
    const V t6 = v_lo16(x[6], x[7]), t7 = v_hi16(x[6], x[7]);
    const V u0 = v_lo32(t0, t2), u1 = v_hi32(t0, t2), u2 = v_lo32(t1, t3), u3 = v_hi32(t1, t3);
    const V u4 = v_lo32(t4, t6), u5 = v_hi32(t4, t6), u6 = v_lo32(t5, t7), u7 = v_hi32(t5, t7);
    x[0] = v_lo64(u0, u4);
    x[1] = v_hi64(u0, u4);
    x[2] = v_lo64(u1, u5);
    x[3] = v_hi64(u1, u5);
    x[4] = v_lo64(u2, u6);
    x[5] = v_hi64(u2, u6);
    x[6] = v_lo64(u3, u7);
    x[7] = v_hi64(u3, u7);
}

/* NB blocks (8 * NB bytes) -> byte-sliced x[0..7]. */
static inline void load_group(const uint8_t *in, V ctrl, V *x)
{
    for (unsigned i = 0; i < 8; i++)
        x[i] = v_shuf(v_load(in + i * NB), ctrl);
    transpose(x);
}

static inline void store_group(const V *x, V ctrl, uint8_t *out)
{
    V t[8];
    for (unsigned i = 0; i < 8; i++)
        t[i] = x[i];
    transpose(t);
    for (unsigned i = 0; i < 8; i++)
        v_store(out + i * NB, v_shuf(t[i], ctrl));
}

/* The rounds of schedule si on 1 group(s); group g uses the key vectors kv + g * kstride
 * (kstride 0: one key). T: the S-box tables. */
static inline __attribute__((always_inline)) void crypt_x1(V (*x)[8], const V *kv, size_t kstride,
                                                       const V *T, sched_info si)
{
    /* M: low nibbles; FF: all ones; B: the bias the state bytes carry in the rounds */
    const V M = v_set1_8(0x0f), FF = v_set1_8(-1), B = v_set1_8((char)0x80);
    V x0_0 = v_xor(x[0][0], B), x0_1 = v_xor(x[0][1], B), x0_2 = v_xor(x[0][2], B), x0_3 = v_xor(x[0][3], B), x0_4 = v_xor(x[0][4], B), x0_5 = v_xor(x[0][5], B), x0_6 = v_xor(x[0][6], B), x0_7 = v_xor(x[0][7], B);
    unsigned r = 0;
    for (; r + 2 <= si.rounds; r += 2) {
        const V *K0_0 = kv + 0 * kstride + si.keys[r] * NS, *K0_1 = kv + 0 * kstride + si.keys[r + 1] * NS;
        const V r0g0_0 = v_add8(x0_0, K0_0[0]);
        const V r0g0_1 = v_add8(x0_1, K0_0[1]);
        const V r0g0_2 = v_add8(x0_2, K0_0[2]);
        const V r0g0_3 = v_add8(x0_3, K0_0[3]);
        const V r0g0_4 = v_cmpgt8(x0_0, K0_0[4]);
        const V r0g0_5 = v_cmpgt8(x0_1, K0_0[5]);
        const V r0g0_6 = v_cmpgt8(x0_2, K0_0[6]);
        const V r0g0_7 = v_sub8(r0g0_1, r0g0_4);
        const V r0g0_8 = v_or(r0g0_5, v_and(v_cmpeq8(r0g0_1, FF), r0g0_4));
        const V r0g0_9 = v_sub8(r0g0_2, r0g0_8);
        const V r0g0_10 = v_or(r0g0_6, v_and(v_cmpeq8(r0g0_2, FF), r0g0_8));
        const V r0g0_11 = v_sub8(r0g0_3, r0g0_10);
        const V r0g0_12 = v_and(r0g0_0, M);
        const V r0g0_13 = v_srl16(v_andn(M, r0g0_0), 4);
        const V r0g0_14 = v_and(r0g0_7, M);
        const V r0g0_15 = v_srl16(v_andn(M, r0g0_7), 4);
        const V r0g0_16 = v_and(r0g0_9, M);
        const V r0g0_17 = v_srl16(v_andn(M, r0g0_9), 4);
        const V r0g0_18 = v_and(r0g0_11, M);
        const V r0g0_19 = v_srl16(v_andn(M, r0g0_11), 4);
        const V o0g0a0 = v_xor(v_xor(v_xor(x0_4, v_shuf(T[7], r0g0_17)), v_shuf(T[9], r0g0_18)), v_shuf(T[10], r0g0_19));
        const V o0g0a1 = v_xor(v_xor(v_xor(x0_5, v_shuf(T[0], r0g0_12)), v_shuf(T[1], r0g0_13)), v_shuf(T[11], r0g0_19));
        const V o0g0a2 = v_xor(v_xor(v_xor(x0_6, v_shuf(T[2], r0g0_13)), v_shuf(T[3], r0g0_14)), v_shuf(T[4], r0g0_15));
        const V o0g0a3 = v_xor(v_xor(v_xor(x0_7, v_shuf(T[5], r0g0_15)), v_shuf(T[6], r0g0_16)), v_shuf(T[8], r0g0_17));
        const V o0g0b0 = x0_0;
        const V o0g0b1 = x0_1;
        const V o0g0b2 = x0_2;
        const V o0g0b3 = x0_3;
        const V r1g0_0 = v_add8(o0g0a0, K0_1[0]);
        const V r1g0_1 = v_add8(o0g0a1, K0_1[1]);
        const V r1g0_2 = v_add8(o0g0a2, K0_1[2]);
        const V r1g0_3 = v_add8(o0g0a3, K0_1[3]);
        const V r1g0_4 = v_cmpgt8(o0g0a0, K0_1[4]);
        const V r1g0_5 = v_cmpgt8(o0g0a1, K0_1[5]);
        const V r1g0_6 = v_cmpgt8(o0g0a2, K0_1[6]);
        const V r1g0_7 = v_sub8(r1g0_1, r1g0_4);
        const V r1g0_8 = v_or(r1g0_5, v_and(v_cmpeq8(r1g0_1, FF), r1g0_4));
        const V r1g0_9 = v_sub8(r1g0_2, r1g0_8);
        const V r1g0_10 = v_or(r1g0_6, v_and(v_cmpeq8(r1g0_2, FF), r1g0_8));
        const V r1g0_11 = v_sub8(r1g0_3, r1g0_10);
        const V r1g0_12 = v_and(r1g0_0, M);
        const V r1g0_13 = v_srl16(v_andn(M, r1g0_0), 4);
        const V r1g0_14 = v_and(r1g0_7, M);
        const V r1g0_15 = v_srl16(v_andn(M, r1g0_7), 4);
        const V r1g0_16 = v_and(r1g0_9, M);
        const V r1g0_17 = v_srl16(v_andn(M, r1g0_9), 4);
        const V r1g0_18 = v_and(r1g0_11, M);
        const V r1g0_19 = v_srl16(v_andn(M, r1g0_11), 4);
        const V o1g0a0 = v_xor(v_xor(v_xor(o0g0b0, v_shuf(T[7], r1g0_17)), v_shuf(T[9], r1g0_18)), v_shuf(T[10], r1g0_19));
        const V o1g0a1 = v_xor(v_xor(v_xor(o0g0b1, v_shuf(T[0], r1g0_12)), v_shuf(T[1], r1g0_13)), v_shuf(T[11], r1g0_19));
        const V o1g0a2 = v_xor(v_xor(v_xor(o0g0b2, v_shuf(T[2], r1g0_13)), v_shuf(T[3], r1g0_14)), v_shuf(T[4], r1g0_15));
        const V o1g0a3 = v_xor(v_xor(v_xor(o0g0b3, v_shuf(T[5], r1g0_15)), v_shuf(T[6], r1g0_16)), v_shuf(T[8], r1g0_17));
        const V o1g0b0 = o0g0a0;
        const V o1g0b1 = o0g0a1;
        const V o1g0b2 = o0g0a2;
        const V o1g0b3 = o0g0a3;
        x0_0 = o1g0a0;
        x0_1 = o1g0a1;
        x0_2 = o1g0a2;
        x0_3 = o1g0a3;
        x0_4 = o1g0b0;
        x0_5 = o1g0b1;
        x0_6 = o1g0b2;
        x0_7 = o1g0b3;
    }
    if (r < si.rounds) {
        const V *K0_0 = kv + 0 * kstride + si.keys[r] * NS;
        const V r0g0_0 = v_add8(x0_0, K0_0[0]);
        const V r0g0_1 = v_add8(x0_1, K0_0[1]);
        const V r0g0_2 = v_add8(x0_2, K0_0[2]);
        const V r0g0_3 = v_add8(x0_3, K0_0[3]);
        const V r0g0_4 = v_cmpgt8(x0_0, K0_0[4]);
        const V r0g0_5 = v_cmpgt8(x0_1, K0_0[5]);
        const V r0g0_6 = v_cmpgt8(x0_2, K0_0[6]);
        const V r0g0_7 = v_sub8(r0g0_1, r0g0_4);
        const V r0g0_8 = v_or(r0g0_5, v_and(v_cmpeq8(r0g0_1, FF), r0g0_4));
        const V r0g0_9 = v_sub8(r0g0_2, r0g0_8);
        const V r0g0_10 = v_or(r0g0_6, v_and(v_cmpeq8(r0g0_2, FF), r0g0_8));
        const V r0g0_11 = v_sub8(r0g0_3, r0g0_10);
        const V r0g0_12 = v_and(r0g0_0, M);
        const V r0g0_13 = v_srl16(v_andn(M, r0g0_0), 4);
        const V r0g0_14 = v_and(r0g0_7, M);
        const V r0g0_15 = v_srl16(v_andn(M, r0g0_7), 4);
        const V r0g0_16 = v_and(r0g0_9, M);
        const V r0g0_17 = v_srl16(v_andn(M, r0g0_9), 4);
        const V r0g0_18 = v_and(r0g0_11, M);
        const V r0g0_19 = v_srl16(v_andn(M, r0g0_11), 4);
        const V o0g0a0 = v_xor(v_xor(v_xor(x0_4, v_shuf(T[7], r0g0_17)), v_shuf(T[9], r0g0_18)), v_shuf(T[10], r0g0_19));
        const V o0g0a1 = v_xor(v_xor(v_xor(x0_5, v_shuf(T[0], r0g0_12)), v_shuf(T[1], r0g0_13)), v_shuf(T[11], r0g0_19));
        const V o0g0a2 = v_xor(v_xor(v_xor(x0_6, v_shuf(T[2], r0g0_13)), v_shuf(T[3], r0g0_14)), v_shuf(T[4], r0g0_15));
        const V o0g0a3 = v_xor(v_xor(v_xor(x0_7, v_shuf(T[5], r0g0_15)), v_shuf(T[6], r0g0_16)), v_shuf(T[8], r0g0_17));
        const V o0g0b0 = x0_0;
        const V o0g0b1 = x0_1;
        const V o0g0b2 = x0_2;
        const V o0g0b3 = x0_3;
        x0_0 = o0g0a0;
        x0_1 = o0g0a1;
        x0_2 = o0g0a2;
        x0_3 = o0g0a3;
        x0_4 = o0g0b0;
        x0_5 = o0g0b1;
        x0_6 = o0g0b2;
        x0_7 = o0g0b3;
    }
    if (si.unswap) {
        x[0][0] = v_xor(x0_4, B);
        x[0][1] = v_xor(x0_5, B);
        x[0][2] = v_xor(x0_6, B);
        x[0][3] = v_xor(x0_7, B);
        x[0][4] = v_xor(x0_0, B);
        x[0][5] = v_xor(x0_1, B);
        x[0][6] = v_xor(x0_2, B);
        x[0][7] = v_xor(x0_3, B);
    } else {
        x[0][0] = v_xor(x0_0, B);
        x[0][1] = v_xor(x0_1, B);
        x[0][2] = v_xor(x0_2, B);
        x[0][3] = v_xor(x0_3, B);
        x[0][4] = v_xor(x0_4, B);
        x[0][5] = v_xor(x0_5, B);
        x[0][6] = v_xor(x0_6, B);
        x[0][7] = v_xor(x0_7, B);
    }
}

/* The rounds of schedule si on 2 group(s); group g uses the key vectors kv + g * kstride
 * (kstride 0: one key). T: the S-box tables. */
static inline __attribute__((always_inline)) void crypt_x2(V (*x)[8], const V *kv, size_t kstride,
                                                       const V *T, sched_info si)
{
    /* M: low nibbles; FF: all ones; B: the bias the state bytes carry in the rounds */
    const V M = v_set1_8(0x0f), FF = v_set1_8(-1), B = v_set1_8((char)0x80);
    V x0_0 = v_xor(x[0][0], B), x0_1 = v_xor(x[0][1], B), x0_2 = v_xor(x[0][2], B), x0_3 = v_xor(x[0][3], B), x0_4 = v_xor(x[0][4], B), x0_5 = v_xor(x[0][5], B), x0_6 = v_xor(x[0][6], B), x0_7 = v_xor(x[0][7], B);
    V x1_0 = v_xor(x[1][0], B), x1_1 = v_xor(x[1][1], B), x1_2 = v_xor(x[1][2], B), x1_3 = v_xor(x[1][3], B), x1_4 = v_xor(x[1][4], B), x1_5 = v_xor(x[1][5], B), x1_6 = v_xor(x[1][6], B), x1_7 = v_xor(x[1][7], B);
    unsigned r = 0;
    for (; r + 2 <= si.rounds; r += 2) {
        const V *K0_0 = kv + 0 * kstride + si.keys[r] * NS, *K0_1 = kv + 0 * kstride + si.keys[r + 1] * NS;
        const V *K1_0 = kv + 1 * kstride + si.keys[r] * NS, *K1_1 = kv + 1 * kstride + si.keys[r + 1] * NS;
        const V r0g0_0 = v_add8(x0_0, K0_0[0]);
        const V r0g1_0 = v_add8(x1_0, K1_0[0]);
        const V r0g0_1 = v_add8(x0_1, K0_0[1]);
        const V r0g1_1 = v_add8(x1_1, K1_0[1]);
        const V r0g0_2 = v_add8(x0_2, K0_0[2]);
        const V r0g1_2 = v_add8(x1_2, K1_0[2]);
        const V r0g0_3 = v_add8(x0_3, K0_0[3]);
        const V r0g1_3 = v_add8(x1_3, K1_0[3]);
        const V r0g0_4 = v_cmpgt8(x0_0, K0_0[4]);
        const V r0g1_4 = v_cmpgt8(x1_0, K1_0[4]);
        const V r0g0_5 = v_cmpgt8(x0_1, K0_0[5]);
        const V r0g1_5 = v_cmpgt8(x1_1, K1_0[5]);
        const V r0g0_6 = v_cmpgt8(x0_2, K0_0[6]);
        const V r0g1_6 = v_cmpgt8(x1_2, K1_0[6]);
        const V r0g0_7 = v_sub8(r0g0_1, r0g0_4);
        const V r0g1_7 = v_sub8(r0g1_1, r0g1_4);
        const V r0g0_8 = v_or(r0g0_5, v_and(v_cmpeq8(r0g0_1, FF), r0g0_4));
        const V r0g1_8 = v_or(r0g1_5, v_and(v_cmpeq8(r0g1_1, FF), r0g1_4));
        const V r0g0_9 = v_sub8(r0g0_2, r0g0_8);
        const V r0g1_9 = v_sub8(r0g1_2, r0g1_8);
        const V r0g0_10 = v_or(r0g0_6, v_and(v_cmpeq8(r0g0_2, FF), r0g0_8));
        const V r0g1_10 = v_or(r0g1_6, v_and(v_cmpeq8(r0g1_2, FF), r0g1_8));
        const V r0g0_11 = v_sub8(r0g0_3, r0g0_10);
        const V r0g1_11 = v_sub8(r0g1_3, r0g1_10);
        const V r0g0_12 = v_and(r0g0_0, M);
        const V r0g1_12 = v_and(r0g1_0, M);
        const V r0g0_13 = v_srl16(v_andn(M, r0g0_0), 4);
        const V r0g1_13 = v_srl16(v_andn(M, r0g1_0), 4);
        const V r0g0_14 = v_and(r0g0_7, M);
        const V r0g1_14 = v_and(r0g1_7, M);
        const V r0g0_15 = v_srl16(v_andn(M, r0g0_7), 4);
        const V r0g1_15 = v_srl16(v_andn(M, r0g1_7), 4);
        const V r0g0_16 = v_and(r0g0_9, M);
        const V r0g1_16 = v_and(r0g1_9, M);
        const V r0g0_17 = v_srl16(v_andn(M, r0g0_9), 4);
        const V r0g1_17 = v_srl16(v_andn(M, r0g1_9), 4);
        const V r0g0_18 = v_and(r0g0_11, M);
        const V r0g1_18 = v_and(r0g1_11, M);
        const V r0g0_19 = v_srl16(v_andn(M, r0g0_11), 4);
        const V r0g1_19 = v_srl16(v_andn(M, r0g1_11), 4);
        const V o0g0a0 = v_xor(v_xor(v_xor(x0_4, v_shuf(T[7], r0g0_17)), v_shuf(T[9], r0g0_18)), v_shuf(T[10], r0g0_19));
        const V o0g1a0 = v_xor(v_xor(v_xor(x1_4, v_shuf(T[7], r0g1_17)), v_shuf(T[9], r0g1_18)), v_shuf(T[10], r0g1_19));
        const V o0g0a1 = v_xor(v_xor(v_xor(x0_5, v_shuf(T[0], r0g0_12)), v_shuf(T[1], r0g0_13)), v_shuf(T[11], r0g0_19));
        const V o0g1a1 = v_xor(v_xor(v_xor(x1_5, v_shuf(T[0], r0g1_12)), v_shuf(T[1], r0g1_13)), v_shuf(T[11], r0g1_19));
        const V o0g0a2 = v_xor(v_xor(v_xor(x0_6, v_shuf(T[2], r0g0_13)), v_shuf(T[3], r0g0_14)), v_shuf(T[4], r0g0_15));
        const V o0g1a2 = v_xor(v_xor(v_xor(x1_6, v_shuf(T[2], r0g1_13)), v_shuf(T[3], r0g1_14)), v_shuf(T[4], r0g1_15));
        const V o0g0a3 = v_xor(v_xor(v_xor(x0_7, v_shuf(T[5], r0g0_15)), v_shuf(T[6], r0g0_16)), v_shuf(T[8], r0g0_17));
        const V o0g1a3 = v_xor(v_xor(v_xor(x1_7, v_shuf(T[5], r0g1_15)), v_shuf(T[6], r0g1_16)), v_shuf(T[8], r0g1_17));
        const V o0g0b0 = x0_0;
        const V o0g1b0 = x1_0;
        const V o0g0b1 = x0_1;
        const V o0g1b1 = x1_1;
        const V o0g0b2 = x0_2;
        const V o0g1b2 = x1_2;
        const V o0g0b3 = x0_3;
        const V o0g1b3 = x1_3;
        const V r1g0_0 = v_add8(o0g0a0, K0_1[0]);
        const V r1g1_0 = v_add8(o0g1a0, K1_1[0]);
        const V r1g0_1 = v_add8(o0g0a1, K0_1[1]);
        const V r1g1_1 = v_add8(o0g1a1, K1_1[1]);
        const V r1g0_2 = v_add8(o0g0a2, K0_1[2]);
        const V r1g1_2 = v_add8(o0g1a2, K1_1[2]);
        const V r1g0_3 = v_add8(o0g0a3, K0_1[3]);
        const V r1g1_3 = v_add8(o0g1a3, K1_1[3]);
        const V r1g0_4 = v_cmpgt8(o0g0a0, K0_1[4]);
        const V r1g1_4 = v_cmpgt8(o0g1a0, K1_1[4]);
        const V r1g0_5 = v_cmpgt8(o0g0a1, K0_1[5]);
        const V r1g1_5 = v_cmpgt8(o0g1a1, K1_1[5]);
        const V r1g0_6 = v_cmpgt8(o0g0a2, K0_1[6]);
        const V r1g1_6 = v_cmpgt8(o0g1a2, K1_1[6]);
        const V r1g0_7 = v_sub8(r1g0_1, r1g0_4);
        const V r1g1_7 = v_sub8(r1g1_1, r1g1_4);
        const V r1g0_8 = v_or(r1g0_5, v_and(v_cmpeq8(r1g0_1, FF), r1g0_4));
        const V r1g1_8 = v_or(r1g1_5, v_and(v_cmpeq8(r1g1_1, FF), r1g1_4));
        const V r1g0_9 = v_sub8(r1g0_2, r1g0_8);
        const V r1g1_9 = v_sub8(r1g1_2, r1g1_8);
        const V r1g0_10 = v_or(r1g0_6, v_and(v_cmpeq8(r1g0_2, FF), r1g0_8));
        const V r1g1_10 = v_or(r1g1_6, v_and(v_cmpeq8(r1g1_2, FF), r1g1_8));
        const V r1g0_11 = v_sub8(r1g0_3, r1g0_10);
        const V r1g1_11 = v_sub8(r1g1_3, r1g1_10);
        const V r1g0_12 = v_and(r1g0_0, M);
        const V r1g1_12 = v_and(r1g1_0, M);
        const V r1g0_13 = v_srl16(v_andn(M, r1g0_0), 4);
        const V r1g1_13 = v_srl16(v_andn(M, r1g1_0), 4);
        const V r1g0_14 = v_and(r1g0_7, M);
        const V r1g1_14 = v_and(r1g1_7, M);
        const V r1g0_15 = v_srl16(v_andn(M, r1g0_7), 4);
        const V r1g1_15 = v_srl16(v_andn(M, r1g1_7), 4);
        const V r1g0_16 = v_and(r1g0_9, M);
        const V r1g1_16 = v_and(r1g1_9, M);
        const V r1g0_17 = v_srl16(v_andn(M, r1g0_9), 4);
        const V r1g1_17 = v_srl16(v_andn(M, r1g1_9), 4);
        const V r1g0_18 = v_and(r1g0_11, M);
        const V r1g1_18 = v_and(r1g1_11, M);
        const V r1g0_19 = v_srl16(v_andn(M, r1g0_11), 4);
        const V r1g1_19 = v_srl16(v_andn(M, r1g1_11), 4);
        const V o1g0a0 = v_xor(v_xor(v_xor(o0g0b0, v_shuf(T[7], r1g0_17)), v_shuf(T[9], r1g0_18)), v_shuf(T[10], r1g0_19));
        const V o1g1a0 = v_xor(v_xor(v_xor(o0g1b0, v_shuf(T[7], r1g1_17)), v_shuf(T[9], r1g1_18)), v_shuf(T[10], r1g1_19));
        const V o1g0a1 = v_xor(v_xor(v_xor(o0g0b1, v_shuf(T[0], r1g0_12)), v_shuf(T[1], r1g0_13)), v_shuf(T[11], r1g0_19));
        const V o1g1a1 = v_xor(v_xor(v_xor(o0g1b1, v_shuf(T[0], r1g1_12)), v_shuf(T[1], r1g1_13)), v_shuf(T[11], r1g1_19));
        const V o1g0a2 = v_xor(v_xor(v_xor(o0g0b2, v_shuf(T[2], r1g0_13)), v_shuf(T[3], r1g0_14)), v_shuf(T[4], r1g0_15));
        const V o1g1a2 = v_xor(v_xor(v_xor(o0g1b2, v_shuf(T[2], r1g1_13)), v_shuf(T[3], r1g1_14)), v_shuf(T[4], r1g1_15));
        const V o1g0a3 = v_xor(v_xor(v_xor(o0g0b3, v_shuf(T[5], r1g0_15)), v_shuf(T[6], r1g0_16)), v_shuf(T[8], r1g0_17));
        const V o1g1a3 = v_xor(v_xor(v_xor(o0g1b3, v_shuf(T[5], r1g1_15)), v_shuf(T[6], r1g1_16)), v_shuf(T[8], r1g1_17));
        const V o1g0b0 = o0g0a0;
        const V o1g1b0 = o0g1a0;
        const V o1g0b1 = o0g0a1;
        const V o1g1b1 = o0g1a1;
        const V o1g0b2 = o0g0a2;
        const V o1g1b2 = o0g1a2;
        const V o1g0b3 = o0g0a3;
        const V o1g1b3 = o0g1a3;
        x0_0 = o1g0a0;
        x1_0 = o1g1a0;
        x0_1 = o1g0a1;
        x1_1 = o1g1a1;
        x0_2 = o1g0a2;
        x1_2 = o1g1a2;
        x0_3 = o1g0a3;
        x1_3 = o1g1a3;
        x0_4 = o1g0b0;
        x1_4 = o1g1b0;
        x0_5 = o1g0b1;
        x1_5 = o1g1b1;
        x0_6 = o1g0b2;
        x1_6 = o1g1b2;
        x0_7 = o1g0b3;
        x1_7 = o1g1b3;
    }
    if (r < si.rounds) {
        const V *K0_0 = kv + 0 * kstride + si.keys[r] * NS;
        const V *K1_0 = kv + 1 * kstride + si.keys[r] * NS;
        const V r0g0_0 = v_add8(x0_0, K0_0[0]);
        const V r0g1_0 = v_add8(x1_0, K1_0[0]);
        const V r0g0_1 = v_add8(x0_1, K0_0[1]);
        const V r0g1_1 = v_add8(x1_1, K1_0[1]);
        const V r0g0_2 = v_add8(x0_2, K0_0[2]);
        const V r0g1_2 = v_add8(x1_2, K1_0[2]);
        const V r0g0_3 = v_add8(x0_3, K0_0[3]);
        const V r0g1_3 = v_add8(x1_3, K1_0[3]);
        const V r0g0_4 = v_cmpgt8(x0_0, K0_0[4]);
        const V r0g1_4 = v_cmpgt8(x1_0, K1_0[4]);
        const V r0g0_5 = v_cmpgt8(x0_1, K0_0[5]);
        const V r0g1_5 = v_cmpgt8(x1_1, K1_0[5]);
        const V r0g0_6 = v_cmpgt8(x0_2, K0_0[6]);
        const V r0g1_6 = v_cmpgt8(x1_2, K1_0[6]);
        const V r0g0_7 = v_sub8(r0g0_1, r0g0_4);
        const V r0g1_7 = v_sub8(r0g1_1, r0g1_4);
        const V r0g0_8 = v_or(r0g0_5, v_and(v_cmpeq8(r0g0_1, FF), r0g0_4));
        const V r0g1_8 = v_or(r0g1_5, v_and(v_cmpeq8(r0g1_1, FF), r0g1_4));
        const V r0g0_9 = v_sub8(r0g0_2, r0g0_8);
        const V r0g1_9 = v_sub8(r0g1_2, r0g1_8);
        const V r0g0_10 = v_or(r0g0_6, v_and(v_cmpeq8(r0g0_2, FF), r0g0_8));
        const V r0g1_10 = v_or(r0g1_6, v_and(v_cmpeq8(r0g1_2, FF), r0g1_8));
        const V r0g0_11 = v_sub8(r0g0_3, r0g0_10);
        const V r0g1_11 = v_sub8(r0g1_3, r0g1_10);
        const V r0g0_12 = v_and(r0g0_0, M);
        const V r0g1_12 = v_and(r0g1_0, M);
        const V r0g0_13 = v_srl16(v_andn(M, r0g0_0), 4);
        const V r0g1_13 = v_srl16(v_andn(M, r0g1_0), 4);
        const V r0g0_14 = v_and(r0g0_7, M);
        const V r0g1_14 = v_and(r0g1_7, M);
        const V r0g0_15 = v_srl16(v_andn(M, r0g0_7), 4);
        const V r0g1_15 = v_srl16(v_andn(M, r0g1_7), 4);
        const V r0g0_16 = v_and(r0g0_9, M);
        const V r0g1_16 = v_and(r0g1_9, M);
        const V r0g0_17 = v_srl16(v_andn(M, r0g0_9), 4);
        const V r0g1_17 = v_srl16(v_andn(M, r0g1_9), 4);
        const V r0g0_18 = v_and(r0g0_11, M);
        const V r0g1_18 = v_and(r0g1_11, M);
        const V r0g0_19 = v_srl16(v_andn(M, r0g0_11), 4);
        const V r0g1_19 = v_srl16(v_andn(M, r0g1_11), 4);
        const V o0g0a0 = v_xor(v_xor(v_xor(x0_4, v_shuf(T[7], r0g0_17)), v_shuf(T[9], r0g0_18)), v_shuf(T[10], r0g0_19));
        const V o0g1a0 = v_xor(v_xor(v_xor(x1_4, v_shuf(T[7], r0g1_17)), v_shuf(T[9], r0g1_18)), v_shuf(T[10], r0g1_19));
        const V o0g0a1 = v_xor(v_xor(v_xor(x0_5, v_shuf(T[0], r0g0_12)), v_shuf(T[1], r0g0_13)), v_shuf(T[11], r0g0_19));
        const V o0g1a1 = v_xor(v_xor(v_xor(x1_5, v_shuf(T[0], r0g1_12)), v_shuf(T[1], r0g1_13)), v_shuf(T[11], r0g1_19));
        const V o0g0a2 = v_xor(v_xor(v_xor(x0_6, v_shuf(T[2], r0g0_13)), v_shuf(T[3], r0g0_14)), v_shuf(T[4], r0g0_15));
        const V o0g1a2 = v_xor(v_xor(v_xor(x1_6, v_shuf(T[2], r0g1_13)), v_shuf(T[3], r0g1_14)), v_shuf(T[4], r0g1_15));
        const V o0g0a3 = v_xor(v_xor(v_xor(x0_7, v_shuf(T[5], r0g0_15)), v_shuf(T[6], r0g0_16)), v_shuf(T[8], r0g0_17));
        const V o0g1a3 = v_xor(v_xor(v_xor(x1_7, v_shuf(T[5], r0g1_15)), v_shuf(T[6], r0g1_16)), v_shuf(T[8], r0g1_17));
        const V o0g0b0 = x0_0;
        const V o0g1b0 = x1_0;
        const V o0g0b1 = x0_1;
        const V o0g1b1 = x1_1;
        const V o0g0b2 = x0_2;
        const V o0g1b2 = x1_2;
        const V o0g0b3 = x0_3;
        const V o0g1b3 = x1_3;
        x0_0 = o0g0a0;
        x1_0 = o0g1a0;
        x0_1 = o0g0a1;
        x1_1 = o0g1a1;
        x0_2 = o0g0a2;
        x1_2 = o0g1a2;
        x0_3 = o0g0a3;
        x1_3 = o0g1a3;
        x0_4 = o0g0b0;
        x1_4 = o0g1b0;
        x0_5 = o0g0b1;
        x1_5 = o0g1b1;
        x0_6 = o0g0b2;
        x1_6 = o0g1b2;
        x0_7 = o0g0b3;
        x1_7 = o0g1b3;
    }
    if (si.unswap) {
        x[0][0] = v_xor(x0_4, B);
        x[0][1] = v_xor(x0_5, B);
        x[0][2] = v_xor(x0_6, B);
        x[0][3] = v_xor(x0_7, B);
        x[0][4] = v_xor(x0_0, B);
        x[0][5] = v_xor(x0_1, B);
        x[0][6] = v_xor(x0_2, B);
        x[0][7] = v_xor(x0_3, B);
    } else {
        x[0][0] = v_xor(x0_0, B);
        x[0][1] = v_xor(x0_1, B);
        x[0][2] = v_xor(x0_2, B);
        x[0][3] = v_xor(x0_3, B);
        x[0][4] = v_xor(x0_4, B);
        x[0][5] = v_xor(x0_5, B);
        x[0][6] = v_xor(x0_6, B);
        x[0][7] = v_xor(x0_7, B);
    }
    if (si.unswap) {
        x[1][0] = v_xor(x1_4, B);
        x[1][1] = v_xor(x1_5, B);
        x[1][2] = v_xor(x1_6, B);
        x[1][3] = v_xor(x1_7, B);
        x[1][4] = v_xor(x1_0, B);
        x[1][5] = v_xor(x1_1, B);
        x[1][6] = v_xor(x1_2, B);
        x[1][7] = v_xor(x1_3, B);
    } else {
        x[1][0] = v_xor(x1_0, B);
        x[1][1] = v_xor(x1_1, B);
        x[1][2] = v_xor(x1_2, B);
        x[1][3] = v_xor(x1_3, B);
        x[1][4] = v_xor(x1_4, B);
        x[1][5] = v_xor(x1_5, B);
        x[1][6] = v_xor(x1_6, B);
        x[1][7] = v_xor(x1_7, B);
    }
}

/* ng groups (1..IL) of x; groups past ng are computed on whatever they hold and ignored. */
static void crypt_groups(V (*x)[8], unsigned ng, const V *kv, size_t kstride, const V *T,
                         sched_info si)
{
    if (ng > 1) {
        crypt_x2(x, kv, kstride, T, si);
        return;
    }
    crypt_x1(x, kv, kstride, T, si);
}

static inline void store_block(gg_order order, uint32_t a, uint32_t b, uint8_t *out)
{
    switch (order) {
    case GG_ORDER_GOST89:
        gg_store_le32(out + 0, a);
        gg_store_le32(out + 4, b);
        return;
    case GG_ORDER_MAGMA:
        gg_store_be32(out + 4, a);
        gg_store_be32(out + 0, b);
        return;
    }
    GG_UNREACHABLE();
}

static inline void load_block(gg_order order, const uint8_t *in, uint32_t *a, uint32_t *b)
{
    switch (order) {
    case GG_ORDER_GOST89:
        *a = gg_load_le32(in + 0);
        *b = gg_load_le32(in + 4);
        return;
    case GG_ORDER_MAGMA:
        *a = gg_load_be32(in + 4);
        *b = gg_load_be32(in + 0);
        return;
    }
    GG_UNREACHABLE();
}

/* ng groups of blocks between memory and x. */
static inline void load_groups(const uint8_t *in, V ctrl, V (*x)[8], unsigned ng)
{
    for (unsigned g = 0; g < ng; g++)
        load_group(in + 8 * NB * g, ctrl, x[g]);
}

static inline void store_groups(V (*x)[8], V ctrl, uint8_t *out, unsigned ng)
{
    for (unsigned g = 0; g < ng; g++)
        store_group(x[g], ctrl, out + 8 * NB * g);
}

/* ---- Word form, for calls of at most 2 * NW blocks (their speed is the rounds' latency, so
 * fewer operations per round beat the byte-sliced kernel's lane count). ---- */
#define NW (32 / 4)        /* blocks per word vector */
#define v_add32 _mm256_add_epi32
#define v_sll32 _mm256_slli_epi32
#define v_srl32 _mm256_srli_epi32
#define v_set1_32 _mm256_set1_epi32
#define NNT 8

/* NT_[i]: S-box row, shifted into its nibble of the byte (word-form tables). */
static void narrow_tables(V *NT_, const gg_sbox *s)
{
    NT_[0] = v_sll16(v_bcast16(s->rows[0]), 0); /* entries < 16: no carry across bytes */
    NT_[1] = v_sll16(v_bcast16(s->rows[1]), 4); /* entries < 16: no carry across bytes */
    NT_[2] = v_sll16(v_bcast16(s->rows[2]), 0); /* entries < 16: no carry across bytes */
    NT_[3] = v_sll16(v_bcast16(s->rows[3]), 4); /* entries < 16: no carry across bytes */
    NT_[4] = v_sll16(v_bcast16(s->rows[4]), 0); /* entries < 16: no carry across bytes */
    NT_[5] = v_sll16(v_bcast16(s->rows[5]), 4); /* entries < 16: no carry across bytes */
    NT_[6] = v_sll16(v_bcast16(s->rows[6]), 0); /* entries < 16: no carry across bytes */
    NT_[7] = v_sll16(v_bcast16(s->rows[7]), 4); /* entries < 16: no carry across bytes */
}

/* NZ[j]: 0x80 in every byte but byte j of each word (pshufb writes zero there). */
static void narrow_masks(V *NZ)
{
    uint8_t b[16];
    for (unsigned j = 0; j < 4; j++) {
        for (unsigned q = 0; q < 16; q++)
            b[q] = q % 4 == j ? 0 : 0x80;
        NZ[j] = v_bcast16(b);
    }
}

/* 1 word vector(s): na/nb[g] the halves, kw + 8 * g the round-key word vectors. */
static __attribute__((noinline)) void crypt_narrow_x1(V *na, V *nb, const V *kw, const V *NT_,
                                                      const V *NZ, sched_info si)
{
    const V M = v_set1_8(0x0f);
    V n0a = na[0], n0b = nb[0];
    for (unsigned r = 0; r < si.rounds; r++) {
        const V NK0 = kw[0 + si.keys[r]];
        const V w0_0 = v_add32(n0a, NK0);
        const V w0_1 = v_and(w0_0, M);
        const V w0_2 = v_and(v_srl16(w0_0, 4), M);
        const V w0_3 = v_or(v_or(v_or(v_shuf(NT_[0], v_or(w0_1, NZ[0])), v_shuf(NT_[1], v_or(w0_2, NZ[0]))), v_or(v_shuf(NT_[2], v_or(w0_1, NZ[1])), v_shuf(NT_[3], v_or(w0_2, NZ[1])))), v_or(v_or(v_shuf(NT_[4], v_or(w0_1, NZ[2])), v_shuf(NT_[5], v_or(w0_2, NZ[2]))), v_or(v_shuf(NT_[6], v_or(w0_1, NZ[3])), v_shuf(NT_[7], v_or(w0_2, NZ[3])))));
        const V w0_4 = v_or(v_sll32(w0_3, 11), v_srl32(w0_3, 21));
        const V w0_5 = v_xor(n0b, w0_4);
        const V o0a = w0_5, o0b = n0a;
        n0a = o0a;
        n0b = o0b;
    }
    na[0] = si.unswap ? n0b : n0a;
    nb[0] = si.unswap ? n0a : n0b;
}

/* 2 word vector(s): na/nb[g] the halves, kw + 8 * g the round-key word vectors. */
static __attribute__((noinline)) void crypt_narrow_x2(V *na, V *nb, const V *kw, const V *NT_,
                                                      const V *NZ, sched_info si)
{
    const V M = v_set1_8(0x0f);
    V n0a = na[0], n0b = nb[0];
    V n1a = na[1], n1b = nb[1];
    for (unsigned r = 0; r < si.rounds; r++) {
        const V NK0 = kw[0 + si.keys[r]];
        const V NK1 = kw[8 + si.keys[r]];
        const V w0_0 = v_add32(n0a, NK0);
        const V w1_0 = v_add32(n1a, NK1);
        const V w0_1 = v_and(w0_0, M);
        const V w1_1 = v_and(w1_0, M);
        const V w0_2 = v_and(v_srl16(w0_0, 4), M);
        const V w1_2 = v_and(v_srl16(w1_0, 4), M);
        const V w0_3 = v_or(v_or(v_or(v_shuf(NT_[0], v_or(w0_1, NZ[0])), v_shuf(NT_[1], v_or(w0_2, NZ[0]))), v_or(v_shuf(NT_[2], v_or(w0_1, NZ[1])), v_shuf(NT_[3], v_or(w0_2, NZ[1])))), v_or(v_or(v_shuf(NT_[4], v_or(w0_1, NZ[2])), v_shuf(NT_[5], v_or(w0_2, NZ[2]))), v_or(v_shuf(NT_[6], v_or(w0_1, NZ[3])), v_shuf(NT_[7], v_or(w0_2, NZ[3])))));
        const V w1_3 = v_or(v_or(v_or(v_shuf(NT_[0], v_or(w1_1, NZ[0])), v_shuf(NT_[1], v_or(w1_2, NZ[0]))), v_or(v_shuf(NT_[2], v_or(w1_1, NZ[1])), v_shuf(NT_[3], v_or(w1_2, NZ[1])))), v_or(v_or(v_shuf(NT_[4], v_or(w1_1, NZ[2])), v_shuf(NT_[5], v_or(w1_2, NZ[2]))), v_or(v_shuf(NT_[6], v_or(w1_1, NZ[3])), v_shuf(NT_[7], v_or(w1_2, NZ[3])))));
        const V w0_4 = v_or(v_sll32(w0_3, 11), v_srl32(w0_3, 21));
        const V w1_4 = v_or(v_sll32(w1_3, 11), v_srl32(w1_3, 21));
        const V w0_5 = v_xor(n0b, w0_4);
        const V w1_5 = v_xor(n1b, w1_4);
        const V o0a = w0_5, o0b = n0a;
        const V o1a = w1_5, o1b = n1a;
        n0a = o0a;
        n1a = o1a;
        n0b = o0b;
        n1b = o1b;
    }
    na[0] = si.unswap ? n0b : n0a;
    nb[0] = si.unswap ? n0a : n0b;
    na[1] = si.unswap ? n1b : n1a;
    nb[1] = si.unswap ? n1a : n1b;
}

/* Encrypts the word pairs (A[i], B[i]), i < cnt <= 2 * NW, in place; kw: 8 vectors per word
 * vector (kstride 0: the same 8 for both). */
static void narrow_words(uint32_t *A, uint32_t *B, size_t cnt, const V *kw, size_t kstride,
                         const V *NT_, const V *NZ, sched_info si)
{
    V na[2], nb[2], k2[16];
    na[0] = v_load(A);
    nb[0] = v_load(B);
    if (cnt <= NW) {
        crypt_narrow_x1(na, nb, kw, NT_, NZ, si);
    } else {
        na[1] = v_load(A + NW);
        nb[1] = v_load(B + NW);
        for (unsigned w = 0; w < 8; w++) {
            k2[w] = kw[w];
            k2[8 + w] = kw[kstride + w];
        }
        crypt_narrow_x2(na, nb, k2, NT_, NZ, si);
        v_store(A + NW, na[1]);
        v_store(B + NW, nb[1]);
        gg_wipe(k2, sizeof k2);
    }
    v_store(A, na[0]);
    v_store(B, nb[0]);
}

/* Round-key word vectors of one key. */
static void narrow_keys_one(V *kw, const uint32_t k[8])
{
    for (unsigned w = 0; w < 8; w++)
        kw[w] = v_set1_32((int)k[w]);
}

/* Round-key word vectors for streams keys[0..cnt), 2 * NW entries (padding repeats keys[0]). */
static void narrow_keys_lanes(V *kw, const gg_magma_key *const *keys, const size_t *idx,
                              size_t cnt)
{
    uint32_t w[2 * NW];
    for (unsigned h = 0; h < 2; h++)
        for (unsigned i = 0; i < 8; i++) {
            for (size_t q = 0; q < NW; q++) {
                const size_t s = h * NW + q;
                w[q] = keys[idx[s < cnt ? s : 0]]->k[i];
            }
            kw[8 * h + i] = v_load(w);
        }
    gg_wipe(w, sizeof w);
}

void gg_avx2_magma_blocks(const gg_magma_key *key, gg_order order, gg_sched sched,
                              const uint8_t *in, uint8_t *out, size_t nblocks)
{
    V T[NT], kv[8 * NS], x[IL][8];
    const sched_info si = pick_sched(sched);
    const unsigned oi = order_index(order);
    const V lc = v_bcast16(load_ctrl[oi]), sc = v_bcast16(store_ctrl[oi]);
    if (nblocks <= 2 * NW) {
        uint32_t A[2 * NW] = { 0 }, B[2 * NW] = { 0 };
        V kw[8];
        for (size_t i = 0; i < nblocks; i++)
            load_block(order, in + 8 * i, &A[i], &B[i]);
        V NT_[NNT], NZ[4];
        narrow_tables(NT_, key->sbox);
        narrow_masks(NZ);
        narrow_keys_one(kw, key->k);
        narrow_words(A, B, nblocks, kw, 0, NT_, NZ, si);
        for (size_t i = 0; i < nblocks; i++)
            store_block(order, A[i], B[i], out + 8 * i);
        gg_wipe(kw, sizeof kw);
        gg_wipe(A, sizeof A);
        gg_wipe(B, sizeof B);
        return;
    }
    tables_init(T, key->sbox);
    keys_one(kv, key->k);
    for (; nblocks >= CHUNK; nblocks -= CHUNK, in += 8 * CHUNK, out += 8 * CHUNK) {
        load_groups(in, lc, x, IL);
        crypt_groups(x, IL, kv, 0, T, si);
        store_groups(x, sc, out, IL); /* after every load: in and out may alias */
    }
    if (nblocks > 0) {
        uint8_t buf[8 * CHUNK];
        const unsigned ng = (unsigned)((nblocks + NB - 1) / NB);
        memset(buf, 0, sizeof buf);
        memcpy(buf, in, 8 * nblocks);
        load_groups(buf, lc, x, IL);
        crypt_groups(x, ng, kv, 0, T, si);
        store_groups(x, sc, buf, ng);
        memcpy(out, buf, 8 * nblocks);
        gg_wipe(buf, sizeof buf);
    }
    gg_wipe(kv, sizeof kv);
    gg_wipe(x, sizeof x);
}

/* out = in ^ ks over n bytes (n a multiple of 8). */
static inline void xor_bytes(uint8_t *out, const uint8_t *in, const uint8_t *ks, size_t n)
{
    size_t i = 0;
    for (; i + NB <= n; i += NB)
        v_store(out + i, v_xor(v_load(in + i), v_load(ks + i)));
    for (; i < n; i++)
        out[i] = in[i] ^ ks[i];
}

/* The byte-sliced counter blocks of a group for GG_ORDER_MAGMA's CTR: block lane_block[q] (byte
 * q of each vector) is the 64-bit counter v + lane_block[q], byte p of b:a in x[p] (a's bytes
 * first, least significant first). Byte 0 is v's plus the block's offset; a block whose byte 0
 * wrapped (offset > 255 - v0) carries one into byte 1, and on into each byte above while all
 * the bytes between are 0xff in v (offsets < NB <= 32: at most one carry). */
static const uint8_t lane_block[NB] = { 0, 1, 4, 5, 8, 9, 12, 13, 16, 17, 20, 21, 24, 25, 28, 29, 2, 3, 6, 7, 10, 11, 14, 15, 18, 19, 22, 23, 26, 27, 30, 31 };

static inline void ctr_group(V *x, uint64_t v)
{
    const V off = v_load(lane_block);
    const int thr = 255 - (int)(v & 255); /* offsets above it wrap */
    x[0] = v_add8(v_set1_8((char)(v & 255)), off);
    V carry = v_cmpgt8(off, v_set1_8((char)(thr < 127 ? thr : 127))); /* -1 where it carries */
    for (unsigned p = 1; p < 8; p++) {
        const uint8_t vp = (uint8_t)(v >> (8 * p));
        x[p] = v_sub8(v_set1_8((char)vp), carry);
        carry = v_and(carry, v_set1_8((char)-(vp == 0xff)));
    }
}

/* out = in ^ the keystream of ng groups (x, byte-sliced): store_group's transpose, then the
 * xor as each vector is stored. */
static inline void store_xor_groups(V (*x)[8], V ctrl, const uint8_t *in, uint8_t *out,
                                    unsigned ng)
{
    for (unsigned g = 0; g < ng; g++) {
        V t[8];
        for (unsigned i = 0; i < 8; i++)
            t[i] = x[g][i];
        transpose(t);
        for (unsigned i = 0; i < 8; i++) {
            const size_t o = 8 * NB * g + i * NB;
            v_store(out + o, v_xor(v_load(in + o), v_shuf(t[i], ctrl)));
        }
    }
}

void gg_avx2_magma_ctr(const gg_magma_key *key, gg_order order, uint32_t ctr[2],
                           const uint8_t *in, uint8_t *out, size_t nblocks)
{
    V T[NT], kv[8 * NS], x[IL][8];
    uint8_t buf[8 * CHUNK];
    const sched_info si = pick_sched(GG_SCHED_ENCRYPT);
    const unsigned oi = order_index(order);
    const V lc = v_bcast16(load_ctrl[oi]), sc = v_bcast16(store_ctrl[oi]);
    tables_init(T, key->sbox);
    keys_one(kv, key->k);
    memset(buf, 0, sizeof buf);
    if (order == GG_ORDER_MAGMA) {
        /* the 64-bit counter's blocks made byte-sliced in registers (ctr_group), whole chunks
         * xored into the output as they are stored */
        uint64_t v = ((uint64_t)ctr[1] << 32 | ctr[0]) + 1; /* the first block's counter */
        for (; nblocks > 0;) {
            const size_t m = nblocks < CHUNK ? nblocks : CHUNK;
            const unsigned ng = (unsigned)((m + NB - 1) / NB);
            for (unsigned g = 0; g < ng; g++)
                ctr_group(x[g], v + (uint64_t)NB * g);
            crypt_groups(x, ng, kv, 0, T, si);
            if (m == CHUNK) {
                store_xor_groups(x, sc, in, out, IL);
            } else {
                store_groups(x, sc, buf, ng);
                xor_bytes(out, in, buf, 8 * m);
            }
            v += m;
            in += 8 * m;
            out += 8 * m;
            nblocks -= m;
        }
        v -= 1; /* the last counter used */
        ctr[0] = (uint32_t)v;
        ctr[1] = (uint32_t)(v >> 32);
        nblocks = 0;
    }
    while (nblocks > 0) {
        const size_t m = nblocks < CHUNK ? nblocks : CHUNK;
        const unsigned ng = (unsigned)((m + NB - 1) / NB);
        for (size_t j = 0; j < m; j++) {
            gg_ctr_step(order, ctr);
            store_block(order, ctr[0], ctr[1], buf + 8 * j);
        }
        load_groups(buf, lc, x, IL);
        crypt_groups(x, ng, kv, 0, T, si);
        store_groups(x, sc, buf, ng);
        xor_bytes(out, in, buf, 8 * m);
        in += 8 * m;
        out += 8 * m;
        nblocks -= m;
    }
    gg_wipe(buf, sizeof buf);
    gg_wipe(kv, sizeof kv);
    gg_wipe(x, sizeof x);
}

/* ---- Magma CTR-ACPKM, fused ---- */

/* As templates/avx512/magma.c.j2's (gg_acpkm_keyed_next says when a call is keyed): a keyed call
 * runs CHUNK - 4 data blocks and, in the last group's lanes of blocks NB-4..NB-1, the four
 * blocks of D under the newest key K_k, which makes K_{k+1}; every group takes its lanes' own key
 * vectors, so the next key costs four lanes of a call instead of a call of its own. */
#define ACPKM_KEYED (CHUNK - 4)

/* mask ? a : b, bytewise (mask bytes 0 or 0xff). */
static inline V v_select(V mask, V a, V b)
{
    return _mm256_blendv_epi8(b, a, mask);
}

/* kv of a group whose lane q holds the call's data block first + lane_block[q]: KA's (section s)
 * below the section boundary bnd, KB's (section s + 1) from it. */
static inline void acpkm_group_keys(V *kv, const V *KA, const V *KB, size_t first, size_t bnd,
                                    V lanes)
{
    const size_t d = bnd <= first ? 0 : bnd - first > NB ? NB : bnd - first;
    const V below = v_cmpgt8(v_set1_8((char)d), lanes); /* lane_block[q] < d */
    for (unsigned i = 0; i < 8 * NS; i++)
        kv[i] = v_select(below, KA[i], KB[i]);
}

void gg_avx2_magma_ctr_acpkm(gg_magma_key *key, uint32_t ctr[2], const uint8_t *in,
                                  uint8_t *out, size_t sec_blocks, size_t nseg)
{
    _Static_assert(CHUNK <= GG_MESH_BLOCKS, "a call's data spans at most two sections");
    /* K_j's key vectors at KR[j % 4] (gg_acpkm_keyed_next: four slots do) */
    V T[NT], KR[4][8 * NS], kv[IL][8 * NS], x[IL][8], dx[8];
    uint8_t buf[8 * CHUNK];
    uint32_t w[8];
    const sched_info si = pick_sched(GG_SCHED_ENCRYPT);
    const unsigned oi = order_index(GG_ORDER_MAGMA);
    const V lc = v_bcast16(load_ctrl[oi]), sc = v_bcast16(store_ctrl[oi]);
    const V lanes = v_load(lane_block);
    const V dmask = v_cmpgt8(lanes, v_set1_8((char)(NB - 5))); /* the lanes of blocks NB-4.. */
    tables_init(T, key->sbox);
    memset(KR, 0, sizeof KR);
    /* D's four blocks byte-sliced where the last group holds blocks NB-4..NB-1 */
    memset(buf, 0, 8 * NB);
    memcpy(buf + 8 * (NB - 4), gg_acpkm_constant, 32);
    load_group(buf, lc, dx);
    memcpy(w, key->k, sizeof w);
    keys_one(KR[0], w);
    uint64_t v = ((uint64_t)ctr[1] << 32 | ctr[0]) + 1; /* the next block's counter */
    const size_t S = sec_blocks, total = S * nseg;
    size_t done = 0, k = 0; /* data blocks done; keys known: K_0..K_k */
    while (done < total) {
        const size_t s = done / S, to_next = S * (s + 1) - done;
        const size_t bnd = to_next < 2 * CHUNK ? to_next : 2 * CHUNK;
        const V *KA = KR[s % 4], *KB = KR[(s + 1) % 4];
        const int keyed = gg_acpkm_keyed_next(done, total, S, nseg, k, CHUNK, ACPKM_KEYED);
        const size_t m = keyed ? ACPKM_KEYED : total - done < CHUNK ? total - done : CHUNK;
        const unsigned ng = keyed ? IL : (unsigned)((m + NB - 1) / NB);
        /* one key for the whole call where no section starts inside it and the key's lanes,
         * if any, are under the data's key too; else each group its lanes' */
        const int one_key = bnd >= m && (!keyed || k == s);
        for (unsigned g = 0; g < ng; g++) {
            ctr_group(x[g], v + (uint64_t)NB * g);
            if (!one_key)
                acpkm_group_keys(kv[g], KA, KB, (size_t)NB * g, bnd, lanes);
        }
        if (keyed) {
            for (unsigned p = 0; p < 8; p++)
                x[IL - 1][p] = v_select(dmask, dx[p], x[IL - 1][p]);
            if (!one_key) {
                const V *KK = KR[k % 4];
                for (unsigned i = 0; i < 8 * NS; i++)
                    kv[IL - 1][i] = v_select(dmask, KK[i], kv[IL - 1][i]);
            }
        }
        crypt_groups(x, ng, one_key ? KA : kv[0], one_key ? 0 : 8 * NS, T, si);
        if (keyed) {
            /* the whole groups straight out; the last one through buf, whose last four blocks
             * are K_{k+1} = E_{K_k}(D) */
            const size_t o = 8 * (size_t)NB * (IL - 1);
            store_xor_groups(x, sc, in, out, IL - 1);
            store_groups(&x[IL - 1], sc, buf, 1);
            xor_bytes(out + o, in + o, buf, 8 * (NB - 4));
            gg_magma_load_key(GG_ORDER_MAGMA, buf + 8 * (NB - 4), w);
            k++;
            keys_one(KR[k % 4], w);
        } else if (m == CHUNK) {
            store_xor_groups(x, sc, in, out, IL);
        } else {
            store_groups(x, sc, buf, ng);
            xor_bytes(out, in, buf, 8 * m);
        }
        v += m;
        in += 8 * m;
        out += 8 * m;
        done += m;
    }
    /* the loop made exactly K_1..K_nseg: the next section's key is K_nseg */
    memcpy(key->k, w, sizeof w);
    v -= 1; /* the last counter used */
    ctr[0] = (uint32_t)v;
    ctr[1] = (uint32_t)(v >> 32);
    gg_wipe(KR, sizeof KR);
    gg_wipe(kv, sizeof kv);
    gg_wipe(x, sizeof x);
    gg_wipe(buf, sizeof buf);
    gg_wipe(w, sizeof w);
    gg_wipe(&v, sizeof v);
}

/* The chain steps (generator/gostgen/modes.py), rendered by templates/_shared/chain.j2 in two
 * spellings. planes: the byte-sliced groups, vector p of group g (p: input, R: register, X: the
 * cipher's input, output and, in place, the output); it cannot count, so a counted register
 * steps in words first (words: a stream's halves, in reg or A/B, B[i] the b of stream i). */
/* Streams idx[0..m) (m <= CHUNK), all under one S-box set (tables T): see gg_chain. */
static void chain_run(const gg_magma_key *const *keys, gg_order order, sched_info si, gg_chain chain,
                      const V *T, const size_t *idx, size_t m, uint32_t *reg,
                      const uint8_t *const in[], uint8_t *const out[], size_t off, size_t nblocks)
{
    V kv[IL][8 * NS], R[IL][8], X[IL][8], Pv[IL][8];
    const gg_magma_key *lk[CHUNK];
    uint8_t buf[8 * CHUNK];
    const unsigned oi = order_index(order);
    const V lc = v_bcast16(load_ctrl[oi]), sc = v_bcast16(store_ctrl[oi]);
    const unsigned ng = (unsigned)((m + NB - 1) / NB);
    const int counted = (chain == GG_CHAIN_CNT || chain == GG_CHAIN_CTR);
    const int keep_r = chain != GG_CHAIN_ECB && chain != GG_CHAIN_CNT && chain != GG_CHAIN_CTR;
    for (size_t q = 0; q < CHUNK; q++)
        lk[q] = keys[idx[q < m ? q : 0]]; /* padding lanes reuse a real key; results dropped */
    /* Every group is set up (also past ng: crypt_groups may run all IL). */
    for (unsigned g = 0; g < IL; g++)
        keys_lanes(kv[g], lk + NB * g);
    for (unsigned g = 0; g < IL; g++)
        for (unsigned p = 0; p < 8; p++)
            X[g][p] = Pv[g][p] = R[g][p] = v_zero();
    memset(buf, 0, sizeof buf);
    if (keep_r) {
        for (size_t i = 0; i < m; i++)
            store_block(order, reg[2 * idx[i]], reg[2 * idx[i] + 1], buf + 8 * i);
        load_groups(buf, lc, R, ng);
    }
    for (size_t j = 0; j < nblocks; j++) {
        const size_t at = off + 8 * j;
        for (size_t i = 0; i < m; i++)
            memcpy(buf + 8 * i, in[idx[i]] + at, 8);
        load_groups(buf, lc, Pv, ng);
        if (counted) {
            for (size_t i = 0; i < m; i++) {
                switch (chain) {
                case GG_CHAIN_ECB:
                case GG_CHAIN_OFB:
                case GG_CHAIN_CBC_ENC:
                case GG_CHAIN_CBC_DEC:
                case GG_CHAIN_CFB_ENC:
                case GG_CHAIN_CFB_DEC:
                case GG_CHAIN_MAC:
                    break;
                case GG_CHAIN_CNT:
                    gg_cnt_next(&reg[2 * idx[i]], &reg[2 * idx[i] + 1]);
                    break;
                case GG_CHAIN_CTR:
                    gg_ctr_inc(&reg[2 * idx[i]], &reg[2 * idx[i] + 1]);
                    break;
                }
                store_block(order, reg[2 * idx[i]], reg[2 * idx[i] + 1], buf + 8 * i);
            }
            load_groups(buf, lc, R, ng);
        }
        for (unsigned g = 0; g < ng; g++)
            for (unsigned p = 0; p < 8; p++) {
                switch (chain) {
                case GG_CHAIN_ECB:
                case GG_CHAIN_CBC_DEC:
                    X[g][p] = Pv[g][p];
                    break;
                case GG_CHAIN_CNT:
                case GG_CHAIN_CTR:
                case GG_CHAIN_OFB:
                case GG_CHAIN_CFB_ENC:
                case GG_CHAIN_CFB_DEC:
                    X[g][p] = R[g][p];
                    break;
                case GG_CHAIN_CBC_ENC:
                case GG_CHAIN_MAC:
                    X[g][p] = v_xor(Pv[g][p], R[g][p]);
                    break;
                }
            }
        crypt_groups(X, ng, kv[0], 8 * NS, T, si);
        for (unsigned g = 0; g < ng; g++)
            for (unsigned p = 0; p < 8; p++) {
                switch (chain) {
                case GG_CHAIN_ECB:
                    break;
                case GG_CHAIN_CNT:
                case GG_CHAIN_CTR:
                    X[g][p] = v_xor(Pv[g][p], X[g][p]);
                    break;
                case GG_CHAIN_OFB:
                    R[g][p] = X[g][p];
                    X[g][p] = v_xor(Pv[g][p], X[g][p]);
                    break;
                case GG_CHAIN_CBC_ENC:
                case GG_CHAIN_MAC:
                    R[g][p] = X[g][p];
                    break;
                case GG_CHAIN_CBC_DEC:
                    X[g][p] = v_xor(X[g][p], R[g][p]);
                    R[g][p] = Pv[g][p];
                    break;
                case GG_CHAIN_CFB_ENC:
                    X[g][p] = v_xor(Pv[g][p], X[g][p]);
                    R[g][p] = X[g][p];
                    break;
                case GG_CHAIN_CFB_DEC:
                    X[g][p] = v_xor(Pv[g][p], X[g][p]);
                    R[g][p] = Pv[g][p];
                    break;
                }
            }
        if (chain != GG_CHAIN_MAC) {
            store_groups(X, sc, buf, ng);
            for (size_t i = 0; i < m; i++)
                memcpy(out[idx[i]] + at, buf + 8 * i, 8);
        }
    }
    if (keep_r) {
        store_groups(R, sc, buf, ng);
        for (size_t i = 0; i < m; i++)
            load_block(order, buf + 8 * i, &reg[2 * idx[i]], &reg[2 * idx[i] + 1]);
    }
    gg_wipe(buf, sizeof buf);
    gg_wipe(kv, sizeof kv);
    gg_wipe(R, sizeof R);
    gg_wipe(X, sizeof X);
    gg_wipe(Pv, sizeof Pv);
}

/* Streams idx[0..m) with m <= 2 * NW, word form: see gg_chain. */
static void chain_run_narrow(const gg_magma_key *const *keys, gg_order order, sched_info si,
                             gg_chain chain, const V *NT_, const V *NZ, const size_t *idx,
                             size_t m, uint32_t *reg, const uint8_t *const in[],
                             uint8_t *const out[], size_t off, size_t nblocks)
{
    V kw[16];
    uint32_t A[2 * NW] = { 0 }, B[2 * NW] = { 0 };
    narrow_keys_lanes(kw, keys, idx, m);
    for (size_t j = 0; j < nblocks; j++) {
        const size_t at = off + 8 * j;
        for (size_t i = 0; i < m; i++) {
            uint32_t pa, pb;
            load_block(order, in[idx[i]] + at, &pa, &pb);
            switch (chain) {
            case GG_CHAIN_ECB:
            case GG_CHAIN_CBC_DEC:
                A[i] = pa;
                B[i] = pb;
                break;
            case GG_CHAIN_CNT:
                gg_cnt_next(&reg[2 * idx[i]], &reg[2 * idx[i] + 1]);
                A[i] = reg[2 * idx[i]];
                B[i] = reg[2 * idx[i] + 1];
                break;
            case GG_CHAIN_CTR:
                gg_ctr_inc(&reg[2 * idx[i]], &reg[2 * idx[i] + 1]);
                A[i] = reg[2 * idx[i]];
                B[i] = reg[2 * idx[i] + 1];
                break;
            case GG_CHAIN_OFB:
            case GG_CHAIN_CFB_ENC:
            case GG_CHAIN_CFB_DEC:
                A[i] = reg[2 * idx[i]];
                B[i] = reg[2 * idx[i] + 1];
                break;
            case GG_CHAIN_CBC_ENC:
            case GG_CHAIN_MAC:
                A[i] = pa ^ reg[2 * idx[i]];
                B[i] = pb ^ reg[2 * idx[i] + 1];
                break;
            }
        }
        narrow_words(A, B, m, kw, 8, NT_, NZ, si);
        for (size_t i = 0; i < m; i++) {
            uint32_t pa, pb;
            load_block(order, in[idx[i]] + at, &pa, &pb);
            /* reg is touched only in the steps that have a register (ECB: reg may be NULL) */
            switch (chain) {
            case GG_CHAIN_ECB:
                break;
            case GG_CHAIN_CNT:
            case GG_CHAIN_CTR:
                A[i] = pa ^ A[i];
                B[i] = pb ^ B[i];
                break;
            case GG_CHAIN_OFB:
                reg[2 * idx[i]] = A[i];
                reg[2 * idx[i] + 1] = B[i];
                A[i] = pa ^ A[i];
                B[i] = pb ^ B[i];
                break;
            case GG_CHAIN_CBC_ENC:
            case GG_CHAIN_MAC:
                reg[2 * idx[i]] = A[i];
                reg[2 * idx[i] + 1] = B[i];
                break;
            case GG_CHAIN_CBC_DEC:
                A[i] = A[i] ^ reg[2 * idx[i]];
                B[i] = B[i] ^ reg[2 * idx[i] + 1];
                reg[2 * idx[i]] = pa;
                reg[2 * idx[i] + 1] = pb;
                break;
            case GG_CHAIN_CFB_ENC:
                A[i] = pa ^ A[i];
                B[i] = pb ^ B[i];
                reg[2 * idx[i]] = A[i];
                reg[2 * idx[i] + 1] = B[i];
                break;
            case GG_CHAIN_CFB_DEC:
                A[i] = pa ^ A[i];
                B[i] = pb ^ B[i];
                reg[2 * idx[i]] = pa;
                reg[2 * idx[i] + 1] = pb;
                break;
            }
            if (chain != GG_CHAIN_MAC)
                store_block(order, A[i], B[i], out[idx[i]] + at);
        }
    }
    gg_wipe(kw, sizeof kw);
    gg_wipe(A, sizeof A);
    gg_wipe(B, sizeof B);
}

void gg_avx2_magma_lanes_chain(const gg_magma_key *const *keys, gg_order order, gg_sched sched,
                                   gg_chain chain, size_t n, uint32_t *reg,
                                   const uint8_t *const in[], uint8_t *const out[], size_t off,
                                   size_t nblocks)
{
    V T[NT], NT_[NNT], NZ[4];
    const gg_sbox *cur = NULL;
    const sched_info si = pick_sched(sched);
    narrow_masks(NZ);
    size_t idx[CHUNK];
    for (size_t g0 = 0; g0 < n; g0 += CHUNK) {
        const size_t cnt = n - g0 < CHUNK ? n - g0 : CHUNK;
        unsigned char done[CHUNK] = { 0 };
        /* One pass per S-box set among these streams (one pass in the usual case). */
        for (size_t first = 0; first < cnt; first++) {
            if (done[first])
                continue;
            const gg_sbox *sb = keys[g0 + first]->sbox;
            size_t m = 0;
            for (size_t q = first; q < cnt; q++)
                if (!done[q] && keys[g0 + q]->sbox == sb) {
                    done[q] = 1;
                    idx[m++] = g0 + q;
                }
            if (sb != cur) {
                tables_init(T, sb);
                narrow_tables(NT_, sb);
                cur = sb;
            }
            if (m <= 2 * NW)
                chain_run_narrow(keys, order, si, chain, NT_, NZ, idx, m, reg, in, out, off, nblocks);
            else
                chain_run(keys, order, si, chain, T, idx, m, reg, in, out, off, nblocks);
        }
    }
}

void gg_avx2_magma_lanes(const gg_magma_key *const *keys, gg_order order, gg_sched sched,
                             const uint8_t *in, uint8_t *out, size_t n)
{
    const uint8_t *ins[CHUNK];
    uint8_t *outs[CHUNK];
    for (size_t g0 = 0; g0 < n; g0 += CHUNK) {
        const size_t cnt = n - g0 < CHUNK ? n - g0 : CHUNK;
        for (size_t q = 0; q < cnt; q++) {
            ins[q] = in + 8 * (g0 + q);
            outs[q] = out + 8 * (g0 + q);
        }
        gg_avx2_magma_lanes_chain(keys + g0, order, sched, GG_CHAIN_ECB, cnt, NULL, ins, outs, 0, 1);
    }
}
