/* Auto-generated file. Do not edit!
 *   Template: templates/portable/magma.c.j2
 *   Generator: gostgen generator (generator/gostgen/emit.py)
 *   Inputs: dsl/gost28147.gg, dsl/streebog.gg, backends/portable.py
 *   Regenerate with: python -m gostgen.generate */
/* GOST 28147-89 / Magma, portable C: rounds unrolled per schedule, S-box and rotation as byte
 * tables. One block at a time; table indices depend on key and data (not constant-time). */
#include "gg_backend.h"
#include "gg_bytes.h"

static inline void crypt_encrypt(const gg_magma_key *key, uint32_t *pa, uint32_t *pb)
{
    const uint32_t *k = key->k;
    const uint32_t *T0 = key->sbox->t[0], *T1 = key->sbox->t[1];
    const uint32_t *T2 = key->sbox->t[2], *T3 = key->sbox->t[3];
    const uint32_t a = *pa, b = *pb;
    /* round 1: K0 */
    const uint32_t r1_t1 = a + k[0];
    const uint32_t r1_t3 = T0[r1_t1 & 255] ^ T1[(r1_t1 >> 8) & 255] ^ T2[(r1_t1 >> 16) & 255] ^ T3[r1_t1 >> 24];
    const uint32_t r1_t4 = b ^ r1_t3;
    /* round 2: K1 */
    const uint32_t r2_t1 = r1_t4 + k[1];
    const uint32_t r2_t3 = T0[r2_t1 & 255] ^ T1[(r2_t1 >> 8) & 255] ^ T2[(r2_t1 >> 16) & 255] ^ T3[r2_t1 >> 24];
    const uint32_t r2_t4 = a ^ r2_t3;
    /* round 3: K2 */
    const uint32_t r3_t1 = r2_t4 + k[2];
    const uint32_t r3_t3 = T0[r3_t1 & 255] ^ T1[(r3_t1 >> 8) & 255] ^ T2[(r3_t1 >> 16) & 255] ^ T3[r3_t1 >> 24];
    const uint32_t r3_t4 = r1_t4 ^ r3_t3;
    /* round 4: K3 */
    const uint32_t r4_t1 = r3_t4 + k[3];
    const uint32_t r4_t3 = T0[r4_t1 & 255] ^ T1[(r4_t1 >> 8) & 255] ^ T2[(r4_t1 >> 16) & 255] ^ T3[r4_t1 >> 24];
    const uint32_t r4_t4 = r2_t4 ^ r4_t3;
    /* round 5: K4 */
    const uint32_t r5_t1 = r4_t4 + k[4];
    const uint32_t r5_t3 = T0[r5_t1 & 255] ^ T1[(r5_t1 >> 8) & 255] ^ T2[(r5_t1 >> 16) & 255] ^ T3[r5_t1 >> 24];
    const uint32_t r5_t4 = r3_t4 ^ r5_t3;
    /* round 6: K5 */
    const uint32_t r6_t1 = r5_t4 + k[5];
    const uint32_t r6_t3 = T0[r6_t1 & 255] ^ T1[(r6_t1 >> 8) & 255] ^ T2[(r6_t1 >> 16) & 255] ^ T3[r6_t1 >> 24];
    const uint32_t r6_t4 = r4_t4 ^ r6_t3;
    /* round 7: K6 */
    const uint32_t r7_t1 = r6_t4 + k[6];
    const uint32_t r7_t3 = T0[r7_t1 & 255] ^ T1[(r7_t1 >> 8) & 255] ^ T2[(r7_t1 >> 16) & 255] ^ T3[r7_t1 >> 24];
    const uint32_t r7_t4 = r5_t4 ^ r7_t3;
    /* round 8: K7 */
    const uint32_t r8_t1 = r7_t4 + k[7];
    const uint32_t r8_t3 = T0[r8_t1 & 255] ^ T1[(r8_t1 >> 8) & 255] ^ T2[(r8_t1 >> 16) & 255] ^ T3[r8_t1 >> 24];
    const uint32_t r8_t4 = r6_t4 ^ r8_t3;
    /* round 9: K0 */
    const uint32_t r9_t1 = r8_t4 + k[0];
    const uint32_t r9_t3 = T0[r9_t1 & 255] ^ T1[(r9_t1 >> 8) & 255] ^ T2[(r9_t1 >> 16) & 255] ^ T3[r9_t1 >> 24];
    const uint32_t r9_t4 = r7_t4 ^ r9_t3;
    /* round 10: K1 */
    const uint32_t r10_t1 = r9_t4 + k[1];
    const uint32_t r10_t3 = T0[r10_t1 & 255] ^ T1[(r10_t1 >> 8) & 255] ^ T2[(r10_t1 >> 16) & 255] ^ T3[r10_t1 >> 24];
    const uint32_t r10_t4 = r8_t4 ^ r10_t3;
    /* round 11: K2 */
    const uint32_t r11_t1 = r10_t4 + k[2];
    const uint32_t r11_t3 = T0[r11_t1 & 255] ^ T1[(r11_t1 >> 8) & 255] ^ T2[(r11_t1 >> 16) & 255] ^ T3[r11_t1 >> 24];
    const uint32_t r11_t4 = r9_t4 ^ r11_t3;
    /* round 12: K3 */
    const uint32_t r12_t1 = r11_t4 + k[3];
    const uint32_t r12_t3 = T0[r12_t1 & 255] ^ T1[(r12_t1 >> 8) & 255] ^ T2[(r12_t1 >> 16) & 255] ^ T3[r12_t1 >> 24];
    const uint32_t r12_t4 = r10_t4 ^ r12_t3;
    /* round 13: K4 */
    const uint32_t r13_t1 = r12_t4 + k[4];
    const uint32_t r13_t3 = T0[r13_t1 & 255] ^ T1[(r13_t1 >> 8) & 255] ^ T2[(r13_t1 >> 16) & 255] ^ T3[r13_t1 >> 24];
    const uint32_t r13_t4 = r11_t4 ^ r13_t3;
    /* round 14: K5 */
    const uint32_t r14_t1 = r13_t4 + k[5];
    const uint32_t r14_t3 = T0[r14_t1 & 255] ^ T1[(r14_t1 >> 8) & 255] ^ T2[(r14_t1 >> 16) & 255] ^ T3[r14_t1 >> 24];
    const uint32_t r14_t4 = r12_t4 ^ r14_t3;
    /* round 15: K6 */
    const uint32_t r15_t1 = r14_t4 + k[6];
    const uint32_t r15_t3 = T0[r15_t1 & 255] ^ T1[(r15_t1 >> 8) & 255] ^ T2[(r15_t1 >> 16) & 255] ^ T3[r15_t1 >> 24];
    const uint32_t r15_t4 = r13_t4 ^ r15_t3;
    /* round 16: K7 */
    const uint32_t r16_t1 = r15_t4 + k[7];
    const uint32_t r16_t3 = T0[r16_t1 & 255] ^ T1[(r16_t1 >> 8) & 255] ^ T2[(r16_t1 >> 16) & 255] ^ T3[r16_t1 >> 24];
    const uint32_t r16_t4 = r14_t4 ^ r16_t3;
    /* round 17: K0 */
    const uint32_t r17_t1 = r16_t4 + k[0];
    const uint32_t r17_t3 = T0[r17_t1 & 255] ^ T1[(r17_t1 >> 8) & 255] ^ T2[(r17_t1 >> 16) & 255] ^ T3[r17_t1 >> 24];
    const uint32_t r17_t4 = r15_t4 ^ r17_t3;
    /* round 18: K1 */
    const uint32_t r18_t1 = r17_t4 + k[1];
    const uint32_t r18_t3 = T0[r18_t1 & 255] ^ T1[(r18_t1 >> 8) & 255] ^ T2[(r18_t1 >> 16) & 255] ^ T3[r18_t1 >> 24];
    const uint32_t r18_t4 = r16_t4 ^ r18_t3;
    /* round 19: K2 */
    const uint32_t r19_t1 = r18_t4 + k[2];
    const uint32_t r19_t3 = T0[r19_t1 & 255] ^ T1[(r19_t1 >> 8) & 255] ^ T2[(r19_t1 >> 16) & 255] ^ T3[r19_t1 >> 24];
    const uint32_t r19_t4 = r17_t4 ^ r19_t3;
    /* round 20: K3 */
    const uint32_t r20_t1 = r19_t4 + k[3];
    const uint32_t r20_t3 = T0[r20_t1 & 255] ^ T1[(r20_t1 >> 8) & 255] ^ T2[(r20_t1 >> 16) & 255] ^ T3[r20_t1 >> 24];
    const uint32_t r20_t4 = r18_t4 ^ r20_t3;
    /* round 21: K4 */
    const uint32_t r21_t1 = r20_t4 + k[4];
    const uint32_t r21_t3 = T0[r21_t1 & 255] ^ T1[(r21_t1 >> 8) & 255] ^ T2[(r21_t1 >> 16) & 255] ^ T3[r21_t1 >> 24];
    const uint32_t r21_t4 = r19_t4 ^ r21_t3;
    /* round 22: K5 */
    const uint32_t r22_t1 = r21_t4 + k[5];
    const uint32_t r22_t3 = T0[r22_t1 & 255] ^ T1[(r22_t1 >> 8) & 255] ^ T2[(r22_t1 >> 16) & 255] ^ T3[r22_t1 >> 24];
    const uint32_t r22_t4 = r20_t4 ^ r22_t3;
    /* round 23: K6 */
    const uint32_t r23_t1 = r22_t4 + k[6];
    const uint32_t r23_t3 = T0[r23_t1 & 255] ^ T1[(r23_t1 >> 8) & 255] ^ T2[(r23_t1 >> 16) & 255] ^ T3[r23_t1 >> 24];
    const uint32_t r23_t4 = r21_t4 ^ r23_t3;
    /* round 24: K7 */
    const uint32_t r24_t1 = r23_t4 + k[7];
    const uint32_t r24_t3 = T0[r24_t1 & 255] ^ T1[(r24_t1 >> 8) & 255] ^ T2[(r24_t1 >> 16) & 255] ^ T3[r24_t1 >> 24];
    const uint32_t r24_t4 = r22_t4 ^ r24_t3;
    /* round 25: K7 */
    const uint32_t r25_t1 = r24_t4 + k[7];
    const uint32_t r25_t3 = T0[r25_t1 & 255] ^ T1[(r25_t1 >> 8) & 255] ^ T2[(r25_t1 >> 16) & 255] ^ T3[r25_t1 >> 24];
    const uint32_t r25_t4 = r23_t4 ^ r25_t3;
    /* round 26: K6 */
    const uint32_t r26_t1 = r25_t4 + k[6];
    const uint32_t r26_t3 = T0[r26_t1 & 255] ^ T1[(r26_t1 >> 8) & 255] ^ T2[(r26_t1 >> 16) & 255] ^ T3[r26_t1 >> 24];
    const uint32_t r26_t4 = r24_t4 ^ r26_t3;
    /* round 27: K5 */
    const uint32_t r27_t1 = r26_t4 + k[5];
    const uint32_t r27_t3 = T0[r27_t1 & 255] ^ T1[(r27_t1 >> 8) & 255] ^ T2[(r27_t1 >> 16) & 255] ^ T3[r27_t1 >> 24];
    const uint32_t r27_t4 = r25_t4 ^ r27_t3;
    /* round 28: K4 */
    const uint32_t r28_t1 = r27_t4 + k[4];
    const uint32_t r28_t3 = T0[r28_t1 & 255] ^ T1[(r28_t1 >> 8) & 255] ^ T2[(r28_t1 >> 16) & 255] ^ T3[r28_t1 >> 24];
    const uint32_t r28_t4 = r26_t4 ^ r28_t3;
    /* round 29: K3 */
    const uint32_t r29_t1 = r28_t4 + k[3];
    const uint32_t r29_t3 = T0[r29_t1 & 255] ^ T1[(r29_t1 >> 8) & 255] ^ T2[(r29_t1 >> 16) & 255] ^ T3[r29_t1 >> 24];
    const uint32_t r29_t4 = r27_t4 ^ r29_t3;
    /* round 30: K2 */
    const uint32_t r30_t1 = r29_t4 + k[2];
    const uint32_t r30_t3 = T0[r30_t1 & 255] ^ T1[(r30_t1 >> 8) & 255] ^ T2[(r30_t1 >> 16) & 255] ^ T3[r30_t1 >> 24];
    const uint32_t r30_t4 = r28_t4 ^ r30_t3;
    /* round 31: K1 */
    const uint32_t r31_t1 = r30_t4 + k[1];
    const uint32_t r31_t3 = T0[r31_t1 & 255] ^ T1[(r31_t1 >> 8) & 255] ^ T2[(r31_t1 >> 16) & 255] ^ T3[r31_t1 >> 24];
    const uint32_t r31_t4 = r29_t4 ^ r31_t3;
    /* round 32: K0 */
    const uint32_t r32_t1 = r31_t4 + k[0];
    const uint32_t r32_t3 = T0[r32_t1 & 255] ^ T1[(r32_t1 >> 8) & 255] ^ T2[(r32_t1 >> 16) & 255] ^ T3[r32_t1 >> 24];
    const uint32_t r32_t4 = r30_t4 ^ r32_t3;
    *pa = r31_t4;
    *pb = r32_t4;
}

static inline void crypt_decrypt(const gg_magma_key *key, uint32_t *pa, uint32_t *pb)
{
    const uint32_t *k = key->k;
    const uint32_t *T0 = key->sbox->t[0], *T1 = key->sbox->t[1];
    const uint32_t *T2 = key->sbox->t[2], *T3 = key->sbox->t[3];
    const uint32_t a = *pa, b = *pb;
    /* round 1: K0 */
    const uint32_t r1_t1 = a + k[0];
    const uint32_t r1_t3 = T0[r1_t1 & 255] ^ T1[(r1_t1 >> 8) & 255] ^ T2[(r1_t1 >> 16) & 255] ^ T3[r1_t1 >> 24];
    const uint32_t r1_t4 = b ^ r1_t3;
    /* round 2: K1 */
    const uint32_t r2_t1 = r1_t4 + k[1];
    const uint32_t r2_t3 = T0[r2_t1 & 255] ^ T1[(r2_t1 >> 8) & 255] ^ T2[(r2_t1 >> 16) & 255] ^ T3[r2_t1 >> 24];
    const uint32_t r2_t4 = a ^ r2_t3;
    /* round 3: K2 */
    const uint32_t r3_t1 = r2_t4 + k[2];
    const uint32_t r3_t3 = T0[r3_t1 & 255] ^ T1[(r3_t1 >> 8) & 255] ^ T2[(r3_t1 >> 16) & 255] ^ T3[r3_t1 >> 24];
    const uint32_t r3_t4 = r1_t4 ^ r3_t3;
    /* round 4: K3 */
    const uint32_t r4_t1 = r3_t4 + k[3];
    const uint32_t r4_t3 = T0[r4_t1 & 255] ^ T1[(r4_t1 >> 8) & 255] ^ T2[(r4_t1 >> 16) & 255] ^ T3[r4_t1 >> 24];
    const uint32_t r4_t4 = r2_t4 ^ r4_t3;
    /* round 5: K4 */
    const uint32_t r5_t1 = r4_t4 + k[4];
    const uint32_t r5_t3 = T0[r5_t1 & 255] ^ T1[(r5_t1 >> 8) & 255] ^ T2[(r5_t1 >> 16) & 255] ^ T3[r5_t1 >> 24];
    const uint32_t r5_t4 = r3_t4 ^ r5_t3;
    /* round 6: K5 */
    const uint32_t r6_t1 = r5_t4 + k[5];
    const uint32_t r6_t3 = T0[r6_t1 & 255] ^ T1[(r6_t1 >> 8) & 255] ^ T2[(r6_t1 >> 16) & 255] ^ T3[r6_t1 >> 24];
    const uint32_t r6_t4 = r4_t4 ^ r6_t3;
    /* round 7: K6 */
    const uint32_t r7_t1 = r6_t4 + k[6];
    const uint32_t r7_t3 = T0[r7_t1 & 255] ^ T1[(r7_t1 >> 8) & 255] ^ T2[(r7_t1 >> 16) & 255] ^ T3[r7_t1 >> 24];
    const uint32_t r7_t4 = r5_t4 ^ r7_t3;
    /* round 8: K7 */
    const uint32_t r8_t1 = r7_t4 + k[7];
    const uint32_t r8_t3 = T0[r8_t1 & 255] ^ T1[(r8_t1 >> 8) & 255] ^ T2[(r8_t1 >> 16) & 255] ^ T3[r8_t1 >> 24];
    const uint32_t r8_t4 = r6_t4 ^ r8_t3;
    /* round 9: K7 */
    const uint32_t r9_t1 = r8_t4 + k[7];
    const uint32_t r9_t3 = T0[r9_t1 & 255] ^ T1[(r9_t1 >> 8) & 255] ^ T2[(r9_t1 >> 16) & 255] ^ T3[r9_t1 >> 24];
    const uint32_t r9_t4 = r7_t4 ^ r9_t3;
    /* round 10: K6 */
    const uint32_t r10_t1 = r9_t4 + k[6];
    const uint32_t r10_t3 = T0[r10_t1 & 255] ^ T1[(r10_t1 >> 8) & 255] ^ T2[(r10_t1 >> 16) & 255] ^ T3[r10_t1 >> 24];
    const uint32_t r10_t4 = r8_t4 ^ r10_t3;
    /* round 11: K5 */
    const uint32_t r11_t1 = r10_t4 + k[5];
    const uint32_t r11_t3 = T0[r11_t1 & 255] ^ T1[(r11_t1 >> 8) & 255] ^ T2[(r11_t1 >> 16) & 255] ^ T3[r11_t1 >> 24];
    const uint32_t r11_t4 = r9_t4 ^ r11_t3;
    /* round 12: K4 */
    const uint32_t r12_t1 = r11_t4 + k[4];
    const uint32_t r12_t3 = T0[r12_t1 & 255] ^ T1[(r12_t1 >> 8) & 255] ^ T2[(r12_t1 >> 16) & 255] ^ T3[r12_t1 >> 24];
    const uint32_t r12_t4 = r10_t4 ^ r12_t3;
    /* round 13: K3 */
    const uint32_t r13_t1 = r12_t4 + k[3];
    const uint32_t r13_t3 = T0[r13_t1 & 255] ^ T1[(r13_t1 >> 8) & 255] ^ T2[(r13_t1 >> 16) & 255] ^ T3[r13_t1 >> 24];
    const uint32_t r13_t4 = r11_t4 ^ r13_t3;
    /* round 14: K2 */
    const uint32_t r14_t1 = r13_t4 + k[2];
    const uint32_t r14_t3 = T0[r14_t1 & 255] ^ T1[(r14_t1 >> 8) & 255] ^ T2[(r14_t1 >> 16) & 255] ^ T3[r14_t1 >> 24];
    const uint32_t r14_t4 = r12_t4 ^ r14_t3;
    /* round 15: K1 */
    const uint32_t r15_t1 = r14_t4 + k[1];
    const uint32_t r15_t3 = T0[r15_t1 & 255] ^ T1[(r15_t1 >> 8) & 255] ^ T2[(r15_t1 >> 16) & 255] ^ T3[r15_t1 >> 24];
    const uint32_t r15_t4 = r13_t4 ^ r15_t3;
    /* round 16: K0 */
    const uint32_t r16_t1 = r15_t4 + k[0];
    const uint32_t r16_t3 = T0[r16_t1 & 255] ^ T1[(r16_t1 >> 8) & 255] ^ T2[(r16_t1 >> 16) & 255] ^ T3[r16_t1 >> 24];
    const uint32_t r16_t4 = r14_t4 ^ r16_t3;
    /* round 17: K7 */
    const uint32_t r17_t1 = r16_t4 + k[7];
    const uint32_t r17_t3 = T0[r17_t1 & 255] ^ T1[(r17_t1 >> 8) & 255] ^ T2[(r17_t1 >> 16) & 255] ^ T3[r17_t1 >> 24];
    const uint32_t r17_t4 = r15_t4 ^ r17_t3;
    /* round 18: K6 */
    const uint32_t r18_t1 = r17_t4 + k[6];
    const uint32_t r18_t3 = T0[r18_t1 & 255] ^ T1[(r18_t1 >> 8) & 255] ^ T2[(r18_t1 >> 16) & 255] ^ T3[r18_t1 >> 24];
    const uint32_t r18_t4 = r16_t4 ^ r18_t3;
    /* round 19: K5 */
    const uint32_t r19_t1 = r18_t4 + k[5];
    const uint32_t r19_t3 = T0[r19_t1 & 255] ^ T1[(r19_t1 >> 8) & 255] ^ T2[(r19_t1 >> 16) & 255] ^ T3[r19_t1 >> 24];
    const uint32_t r19_t4 = r17_t4 ^ r19_t3;
    /* round 20: K4 */
    const uint32_t r20_t1 = r19_t4 + k[4];
    const uint32_t r20_t3 = T0[r20_t1 & 255] ^ T1[(r20_t1 >> 8) & 255] ^ T2[(r20_t1 >> 16) & 255] ^ T3[r20_t1 >> 24];
    const uint32_t r20_t4 = r18_t4 ^ r20_t3;
    /* round 21: K3 */
    const uint32_t r21_t1 = r20_t4 + k[3];
    const uint32_t r21_t3 = T0[r21_t1 & 255] ^ T1[(r21_t1 >> 8) & 255] ^ T2[(r21_t1 >> 16) & 255] ^ T3[r21_t1 >> 24];
    const uint32_t r21_t4 = r19_t4 ^ r21_t3;
    /* round 22: K2 */
    const uint32_t r22_t1 = r21_t4 + k[2];
    const uint32_t r22_t3 = T0[r22_t1 & 255] ^ T1[(r22_t1 >> 8) & 255] ^ T2[(r22_t1 >> 16) & 255] ^ T3[r22_t1 >> 24];
    const uint32_t r22_t4 = r20_t4 ^ r22_t3;
    /* round 23: K1 */
    const uint32_t r23_t1 = r22_t4 + k[1];
    const uint32_t r23_t3 = T0[r23_t1 & 255] ^ T1[(r23_t1 >> 8) & 255] ^ T2[(r23_t1 >> 16) & 255] ^ T3[r23_t1 >> 24];
    const uint32_t r23_t4 = r21_t4 ^ r23_t3;
    /* round 24: K0 */
    const uint32_t r24_t1 = r23_t4 + k[0];
    const uint32_t r24_t3 = T0[r24_t1 & 255] ^ T1[(r24_t1 >> 8) & 255] ^ T2[(r24_t1 >> 16) & 255] ^ T3[r24_t1 >> 24];
    const uint32_t r24_t4 = r22_t4 ^ r24_t3;
    /* round 25: K7 */
    const uint32_t r25_t1 = r24_t4 + k[7];
    const uint32_t r25_t3 = T0[r25_t1 & 255] ^ T1[(r25_t1 >> 8) & 255] ^ T2[(r25_t1 >> 16) & 255] ^ T3[r25_t1 >> 24];
    const uint32_t r25_t4 = r23_t4 ^ r25_t3;
    /* round 26: K6 */
    const uint32_t r26_t1 = r25_t4 + k[6];
    const uint32_t r26_t3 = T0[r26_t1 & 255] ^ T1[(r26_t1 >> 8) & 255] ^ T2[(r26_t1 >> 16) & 255] ^ T3[r26_t1 >> 24];
    const uint32_t r26_t4 = r24_t4 ^ r26_t3;
    /* round 27: K5 */
    const uint32_t r27_t1 = r26_t4 + k[5];
    const uint32_t r27_t3 = T0[r27_t1 & 255] ^ T1[(r27_t1 >> 8) & 255] ^ T2[(r27_t1 >> 16) & 255] ^ T3[r27_t1 >> 24];
    const uint32_t r27_t4 = r25_t4 ^ r27_t3;
    /* round 28: K4 */
    const uint32_t r28_t1 = r27_t4 + k[4];
    const uint32_t r28_t3 = T0[r28_t1 & 255] ^ T1[(r28_t1 >> 8) & 255] ^ T2[(r28_t1 >> 16) & 255] ^ T3[r28_t1 >> 24];
    const uint32_t r28_t4 = r26_t4 ^ r28_t3;
    /* round 29: K3 */
    const uint32_t r29_t1 = r28_t4 + k[3];
    const uint32_t r29_t3 = T0[r29_t1 & 255] ^ T1[(r29_t1 >> 8) & 255] ^ T2[(r29_t1 >> 16) & 255] ^ T3[r29_t1 >> 24];
    const uint32_t r29_t4 = r27_t4 ^ r29_t3;
    /* round 30: K2 */
    const uint32_t r30_t1 = r29_t4 + k[2];
    const uint32_t r30_t3 = T0[r30_t1 & 255] ^ T1[(r30_t1 >> 8) & 255] ^ T2[(r30_t1 >> 16) & 255] ^ T3[r30_t1 >> 24];
    const uint32_t r30_t4 = r28_t4 ^ r30_t3;
    /* round 31: K1 */
    const uint32_t r31_t1 = r30_t4 + k[1];
    const uint32_t r31_t3 = T0[r31_t1 & 255] ^ T1[(r31_t1 >> 8) & 255] ^ T2[(r31_t1 >> 16) & 255] ^ T3[r31_t1 >> 24];
    const uint32_t r31_t4 = r29_t4 ^ r31_t3;
    /* round 32: K0 */
    const uint32_t r32_t1 = r31_t4 + k[0];
    const uint32_t r32_t3 = T0[r32_t1 & 255] ^ T1[(r32_t1 >> 8) & 255] ^ T2[(r32_t1 >> 16) & 255] ^ T3[r32_t1 >> 24];
    const uint32_t r32_t4 = r30_t4 ^ r32_t3;
    *pa = r31_t4;
    *pb = r32_t4;
}

static inline void crypt_mac(const gg_magma_key *key, uint32_t *pa, uint32_t *pb)
{
    const uint32_t *k = key->k;
    const uint32_t *T0 = key->sbox->t[0], *T1 = key->sbox->t[1];
    const uint32_t *T2 = key->sbox->t[2], *T3 = key->sbox->t[3];
    const uint32_t a = *pa, b = *pb;
    /* round 1: K0 */
    const uint32_t r1_t1 = a + k[0];
    const uint32_t r1_t3 = T0[r1_t1 & 255] ^ T1[(r1_t1 >> 8) & 255] ^ T2[(r1_t1 >> 16) & 255] ^ T3[r1_t1 >> 24];
    const uint32_t r1_t4 = b ^ r1_t3;
    /* round 2: K1 */
    const uint32_t r2_t1 = r1_t4 + k[1];
    const uint32_t r2_t3 = T0[r2_t1 & 255] ^ T1[(r2_t1 >> 8) & 255] ^ T2[(r2_t1 >> 16) & 255] ^ T3[r2_t1 >> 24];
    const uint32_t r2_t4 = a ^ r2_t3;
    /* round 3: K2 */
    const uint32_t r3_t1 = r2_t4 + k[2];
    const uint32_t r3_t3 = T0[r3_t1 & 255] ^ T1[(r3_t1 >> 8) & 255] ^ T2[(r3_t1 >> 16) & 255] ^ T3[r3_t1 >> 24];
    const uint32_t r3_t4 = r1_t4 ^ r3_t3;
    /* round 4: K3 */
    const uint32_t r4_t1 = r3_t4 + k[3];
    const uint32_t r4_t3 = T0[r4_t1 & 255] ^ T1[(r4_t1 >> 8) & 255] ^ T2[(r4_t1 >> 16) & 255] ^ T3[r4_t1 >> 24];
    const uint32_t r4_t4 = r2_t4 ^ r4_t3;
    /* round 5: K4 */
    const uint32_t r5_t1 = r4_t4 + k[4];
    const uint32_t r5_t3 = T0[r5_t1 & 255] ^ T1[(r5_t1 >> 8) & 255] ^ T2[(r5_t1 >> 16) & 255] ^ T3[r5_t1 >> 24];
    const uint32_t r5_t4 = r3_t4 ^ r5_t3;
    /* round 6: K5 */
    const uint32_t r6_t1 = r5_t4 + k[5];
    const uint32_t r6_t3 = T0[r6_t1 & 255] ^ T1[(r6_t1 >> 8) & 255] ^ T2[(r6_t1 >> 16) & 255] ^ T3[r6_t1 >> 24];
    const uint32_t r6_t4 = r4_t4 ^ r6_t3;
    /* round 7: K6 */
    const uint32_t r7_t1 = r6_t4 + k[6];
    const uint32_t r7_t3 = T0[r7_t1 & 255] ^ T1[(r7_t1 >> 8) & 255] ^ T2[(r7_t1 >> 16) & 255] ^ T3[r7_t1 >> 24];
    const uint32_t r7_t4 = r5_t4 ^ r7_t3;
    /* round 8: K7 */
    const uint32_t r8_t1 = r7_t4 + k[7];
    const uint32_t r8_t3 = T0[r8_t1 & 255] ^ T1[(r8_t1 >> 8) & 255] ^ T2[(r8_t1 >> 16) & 255] ^ T3[r8_t1 >> 24];
    const uint32_t r8_t4 = r6_t4 ^ r8_t3;
    /* round 9: K0 */
    const uint32_t r9_t1 = r8_t4 + k[0];
    const uint32_t r9_t3 = T0[r9_t1 & 255] ^ T1[(r9_t1 >> 8) & 255] ^ T2[(r9_t1 >> 16) & 255] ^ T3[r9_t1 >> 24];
    const uint32_t r9_t4 = r7_t4 ^ r9_t3;
    /* round 10: K1 */
    const uint32_t r10_t1 = r9_t4 + k[1];
    const uint32_t r10_t3 = T0[r10_t1 & 255] ^ T1[(r10_t1 >> 8) & 255] ^ T2[(r10_t1 >> 16) & 255] ^ T3[r10_t1 >> 24];
    const uint32_t r10_t4 = r8_t4 ^ r10_t3;
    /* round 11: K2 */
    const uint32_t r11_t1 = r10_t4 + k[2];
    const uint32_t r11_t3 = T0[r11_t1 & 255] ^ T1[(r11_t1 >> 8) & 255] ^ T2[(r11_t1 >> 16) & 255] ^ T3[r11_t1 >> 24];
    const uint32_t r11_t4 = r9_t4 ^ r11_t3;
    /* round 12: K3 */
    const uint32_t r12_t1 = r11_t4 + k[3];
    const uint32_t r12_t3 = T0[r12_t1 & 255] ^ T1[(r12_t1 >> 8) & 255] ^ T2[(r12_t1 >> 16) & 255] ^ T3[r12_t1 >> 24];
    const uint32_t r12_t4 = r10_t4 ^ r12_t3;
    /* round 13: K4 */
    const uint32_t r13_t1 = r12_t4 + k[4];
    const uint32_t r13_t3 = T0[r13_t1 & 255] ^ T1[(r13_t1 >> 8) & 255] ^ T2[(r13_t1 >> 16) & 255] ^ T3[r13_t1 >> 24];
    const uint32_t r13_t4 = r11_t4 ^ r13_t3;
    /* round 14: K5 */
    const uint32_t r14_t1 = r13_t4 + k[5];
    const uint32_t r14_t3 = T0[r14_t1 & 255] ^ T1[(r14_t1 >> 8) & 255] ^ T2[(r14_t1 >> 16) & 255] ^ T3[r14_t1 >> 24];
    const uint32_t r14_t4 = r12_t4 ^ r14_t3;
    /* round 15: K6 */
    const uint32_t r15_t1 = r14_t4 + k[6];
    const uint32_t r15_t3 = T0[r15_t1 & 255] ^ T1[(r15_t1 >> 8) & 255] ^ T2[(r15_t1 >> 16) & 255] ^ T3[r15_t1 >> 24];
    const uint32_t r15_t4 = r13_t4 ^ r15_t3;
    /* round 16: K7 */
    const uint32_t r16_t1 = r15_t4 + k[7];
    const uint32_t r16_t3 = T0[r16_t1 & 255] ^ T1[(r16_t1 >> 8) & 255] ^ T2[(r16_t1 >> 16) & 255] ^ T3[r16_t1 >> 24];
    const uint32_t r16_t4 = r14_t4 ^ r16_t3;
    *pa = r16_t4;
    *pb = r15_t4;
}

static inline void crypt_words(const gg_magma_key *key, gg_sched sched, uint32_t *a, uint32_t *b)
{
    switch (sched) {
    case GG_SCHED_ENCRYPT:
        crypt_encrypt(key, a, b);
        break;
    case GG_SCHED_DECRYPT:
        crypt_decrypt(key, a, b);
        break;
    case GG_SCHED_MAC:
        crypt_mac(key, a, b);
        break;
    }
}

static inline void crypt_block(const gg_magma_key *key, gg_order order, gg_sched sched,
                               const uint8_t *in, uint8_t *out)
{
    uint32_t a, b;
    switch (order) {
    case GG_ORDER_GOST89:
        a = gg_load_le32(in + 0);
        b = gg_load_le32(in + 4);
        crypt_words(key, sched, &a, &b);
        gg_store_le32(out + 0, a);
        gg_store_le32(out + 4, b);
        break;
    case GG_ORDER_MAGMA:
        a = gg_load_be32(in + 4);
        b = gg_load_be32(in + 0);
        crypt_words(key, sched, &a, &b);
        gg_store_be32(out + 4, a);
        gg_store_be32(out + 0, b);
        break;
    }
}

void gg_portable_magma_blocks(const gg_magma_key *key, gg_order order, gg_sched sched,
                              const uint8_t *in, uint8_t *out, size_t nblocks)
{
    for (size_t i = 0; i < nblocks; i++)
        crypt_block(key, order, sched, in + 8 * i, out + 8 * i);
}

void gg_portable_magma_lanes(const gg_magma_key *const *keys, gg_order order, gg_sched sched,
                             const uint8_t *in, uint8_t *out, size_t n)
{
    for (size_t i = 0; i < n; i++)
        crypt_block(keys[i], order, sched, in + 8 * i, out + 8 * i);
}
