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

/* 4 independent blocks, block j under keys[j]; all share one S-box set. */
static inline void crypt_encrypt_x4(const gg_magma_key *const *keys, uint32_t *a, uint32_t *b)
{
    const uint32_t *T0 = keys[0]->sbox->t[0], *T1 = keys[0]->sbox->t[1];
    const uint32_t *T2 = keys[0]->sbox->t[2], *T3 = keys[0]->sbox->t[3];
    const uint32_t *k0 = keys[0]->k, a0 = a[0], b0 = b[0];
    const uint32_t *k1 = keys[1]->k, a1 = a[1], b1 = b[1];
    const uint32_t *k2 = keys[2]->k, a2 = a[2], b2 = b[2];
    const uint32_t *k3 = keys[3]->k, a3 = a[3], b3 = b[3];
    /* round 1: K0 */
    const uint32_t r1b0_t1 = a0 + k0[0];
    const uint32_t r1b1_t1 = a1 + k1[0];
    const uint32_t r1b2_t1 = a2 + k2[0];
    const uint32_t r1b3_t1 = a3 + k3[0];
    const uint32_t r1b0_t3 = T0[r1b0_t1 & 255] ^ T1[(r1b0_t1 >> 8) & 255] ^ T2[(r1b0_t1 >> 16) & 255] ^ T3[r1b0_t1 >> 24];
    const uint32_t r1b1_t3 = T0[r1b1_t1 & 255] ^ T1[(r1b1_t1 >> 8) & 255] ^ T2[(r1b1_t1 >> 16) & 255] ^ T3[r1b1_t1 >> 24];
    const uint32_t r1b2_t3 = T0[r1b2_t1 & 255] ^ T1[(r1b2_t1 >> 8) & 255] ^ T2[(r1b2_t1 >> 16) & 255] ^ T3[r1b2_t1 >> 24];
    const uint32_t r1b3_t3 = T0[r1b3_t1 & 255] ^ T1[(r1b3_t1 >> 8) & 255] ^ T2[(r1b3_t1 >> 16) & 255] ^ T3[r1b3_t1 >> 24];
    const uint32_t r1b0_t4 = b0 ^ r1b0_t3;
    const uint32_t r1b1_t4 = b1 ^ r1b1_t3;
    const uint32_t r1b2_t4 = b2 ^ r1b2_t3;
    const uint32_t r1b3_t4 = b3 ^ r1b3_t3;
    /* round 2: K1 */
    const uint32_t r2b0_t1 = r1b0_t4 + k0[1];
    const uint32_t r2b1_t1 = r1b1_t4 + k1[1];
    const uint32_t r2b2_t1 = r1b2_t4 + k2[1];
    const uint32_t r2b3_t1 = r1b3_t4 + k3[1];
    const uint32_t r2b0_t3 = T0[r2b0_t1 & 255] ^ T1[(r2b0_t1 >> 8) & 255] ^ T2[(r2b0_t1 >> 16) & 255] ^ T3[r2b0_t1 >> 24];
    const uint32_t r2b1_t3 = T0[r2b1_t1 & 255] ^ T1[(r2b1_t1 >> 8) & 255] ^ T2[(r2b1_t1 >> 16) & 255] ^ T3[r2b1_t1 >> 24];
    const uint32_t r2b2_t3 = T0[r2b2_t1 & 255] ^ T1[(r2b2_t1 >> 8) & 255] ^ T2[(r2b2_t1 >> 16) & 255] ^ T3[r2b2_t1 >> 24];
    const uint32_t r2b3_t3 = T0[r2b3_t1 & 255] ^ T1[(r2b3_t1 >> 8) & 255] ^ T2[(r2b3_t1 >> 16) & 255] ^ T3[r2b3_t1 >> 24];
    const uint32_t r2b0_t4 = a0 ^ r2b0_t3;
    const uint32_t r2b1_t4 = a1 ^ r2b1_t3;
    const uint32_t r2b2_t4 = a2 ^ r2b2_t3;
    const uint32_t r2b3_t4 = a3 ^ r2b3_t3;
    /* round 3: K2 */
    const uint32_t r3b0_t1 = r2b0_t4 + k0[2];
    const uint32_t r3b1_t1 = r2b1_t4 + k1[2];
    const uint32_t r3b2_t1 = r2b2_t4 + k2[2];
    const uint32_t r3b3_t1 = r2b3_t4 + k3[2];
    const uint32_t r3b0_t3 = T0[r3b0_t1 & 255] ^ T1[(r3b0_t1 >> 8) & 255] ^ T2[(r3b0_t1 >> 16) & 255] ^ T3[r3b0_t1 >> 24];
    const uint32_t r3b1_t3 = T0[r3b1_t1 & 255] ^ T1[(r3b1_t1 >> 8) & 255] ^ T2[(r3b1_t1 >> 16) & 255] ^ T3[r3b1_t1 >> 24];
    const uint32_t r3b2_t3 = T0[r3b2_t1 & 255] ^ T1[(r3b2_t1 >> 8) & 255] ^ T2[(r3b2_t1 >> 16) & 255] ^ T3[r3b2_t1 >> 24];
    const uint32_t r3b3_t3 = T0[r3b3_t1 & 255] ^ T1[(r3b3_t1 >> 8) & 255] ^ T2[(r3b3_t1 >> 16) & 255] ^ T3[r3b3_t1 >> 24];
    const uint32_t r3b0_t4 = r1b0_t4 ^ r3b0_t3;
    const uint32_t r3b1_t4 = r1b1_t4 ^ r3b1_t3;
    const uint32_t r3b2_t4 = r1b2_t4 ^ r3b2_t3;
    const uint32_t r3b3_t4 = r1b3_t4 ^ r3b3_t3;
    /* round 4: K3 */
    const uint32_t r4b0_t1 = r3b0_t4 + k0[3];
    const uint32_t r4b1_t1 = r3b1_t4 + k1[3];
    const uint32_t r4b2_t1 = r3b2_t4 + k2[3];
    const uint32_t r4b3_t1 = r3b3_t4 + k3[3];
    const uint32_t r4b0_t3 = T0[r4b0_t1 & 255] ^ T1[(r4b0_t1 >> 8) & 255] ^ T2[(r4b0_t1 >> 16) & 255] ^ T3[r4b0_t1 >> 24];
    const uint32_t r4b1_t3 = T0[r4b1_t1 & 255] ^ T1[(r4b1_t1 >> 8) & 255] ^ T2[(r4b1_t1 >> 16) & 255] ^ T3[r4b1_t1 >> 24];
    const uint32_t r4b2_t3 = T0[r4b2_t1 & 255] ^ T1[(r4b2_t1 >> 8) & 255] ^ T2[(r4b2_t1 >> 16) & 255] ^ T3[r4b2_t1 >> 24];
    const uint32_t r4b3_t3 = T0[r4b3_t1 & 255] ^ T1[(r4b3_t1 >> 8) & 255] ^ T2[(r4b3_t1 >> 16) & 255] ^ T3[r4b3_t1 >> 24];
    const uint32_t r4b0_t4 = r2b0_t4 ^ r4b0_t3;
    const uint32_t r4b1_t4 = r2b1_t4 ^ r4b1_t3;
    const uint32_t r4b2_t4 = r2b2_t4 ^ r4b2_t3;
    const uint32_t r4b3_t4 = r2b3_t4 ^ r4b3_t3;
    /* round 5: K4 */
    const uint32_t r5b0_t1 = r4b0_t4 + k0[4];
    const uint32_t r5b1_t1 = r4b1_t4 + k1[4];
    const uint32_t r5b2_t1 = r4b2_t4 + k2[4];
    const uint32_t r5b3_t1 = r4b3_t4 + k3[4];
    const uint32_t r5b0_t3 = T0[r5b0_t1 & 255] ^ T1[(r5b0_t1 >> 8) & 255] ^ T2[(r5b0_t1 >> 16) & 255] ^ T3[r5b0_t1 >> 24];
    const uint32_t r5b1_t3 = T0[r5b1_t1 & 255] ^ T1[(r5b1_t1 >> 8) & 255] ^ T2[(r5b1_t1 >> 16) & 255] ^ T3[r5b1_t1 >> 24];
    const uint32_t r5b2_t3 = T0[r5b2_t1 & 255] ^ T1[(r5b2_t1 >> 8) & 255] ^ T2[(r5b2_t1 >> 16) & 255] ^ T3[r5b2_t1 >> 24];
    const uint32_t r5b3_t3 = T0[r5b3_t1 & 255] ^ T1[(r5b3_t1 >> 8) & 255] ^ T2[(r5b3_t1 >> 16) & 255] ^ T3[r5b3_t1 >> 24];
    const uint32_t r5b0_t4 = r3b0_t4 ^ r5b0_t3;
    const uint32_t r5b1_t4 = r3b1_t4 ^ r5b1_t3;
    const uint32_t r5b2_t4 = r3b2_t4 ^ r5b2_t3;
    const uint32_t r5b3_t4 = r3b3_t4 ^ r5b3_t3;
    /* round 6: K5 */
    const uint32_t r6b0_t1 = r5b0_t4 + k0[5];
    const uint32_t r6b1_t1 = r5b1_t4 + k1[5];
    const uint32_t r6b2_t1 = r5b2_t4 + k2[5];
    const uint32_t r6b3_t1 = r5b3_t4 + k3[5];
    const uint32_t r6b0_t3 = T0[r6b0_t1 & 255] ^ T1[(r6b0_t1 >> 8) & 255] ^ T2[(r6b0_t1 >> 16) & 255] ^ T3[r6b0_t1 >> 24];
    const uint32_t r6b1_t3 = T0[r6b1_t1 & 255] ^ T1[(r6b1_t1 >> 8) & 255] ^ T2[(r6b1_t1 >> 16) & 255] ^ T3[r6b1_t1 >> 24];
    const uint32_t r6b2_t3 = T0[r6b2_t1 & 255] ^ T1[(r6b2_t1 >> 8) & 255] ^ T2[(r6b2_t1 >> 16) & 255] ^ T3[r6b2_t1 >> 24];
    const uint32_t r6b3_t3 = T0[r6b3_t1 & 255] ^ T1[(r6b3_t1 >> 8) & 255] ^ T2[(r6b3_t1 >> 16) & 255] ^ T3[r6b3_t1 >> 24];
    const uint32_t r6b0_t4 = r4b0_t4 ^ r6b0_t3;
    const uint32_t r6b1_t4 = r4b1_t4 ^ r6b1_t3;
    const uint32_t r6b2_t4 = r4b2_t4 ^ r6b2_t3;
    const uint32_t r6b3_t4 = r4b3_t4 ^ r6b3_t3;
    /* round 7: K6 */
    const uint32_t r7b0_t1 = r6b0_t4 + k0[6];
    const uint32_t r7b1_t1 = r6b1_t4 + k1[6];
    const uint32_t r7b2_t1 = r6b2_t4 + k2[6];
    const uint32_t r7b3_t1 = r6b3_t4 + k3[6];
    const uint32_t r7b0_t3 = T0[r7b0_t1 & 255] ^ T1[(r7b0_t1 >> 8) & 255] ^ T2[(r7b0_t1 >> 16) & 255] ^ T3[r7b0_t1 >> 24];
    const uint32_t r7b1_t3 = T0[r7b1_t1 & 255] ^ T1[(r7b1_t1 >> 8) & 255] ^ T2[(r7b1_t1 >> 16) & 255] ^ T3[r7b1_t1 >> 24];
    const uint32_t r7b2_t3 = T0[r7b2_t1 & 255] ^ T1[(r7b2_t1 >> 8) & 255] ^ T2[(r7b2_t1 >> 16) & 255] ^ T3[r7b2_t1 >> 24];
    const uint32_t r7b3_t3 = T0[r7b3_t1 & 255] ^ T1[(r7b3_t1 >> 8) & 255] ^ T2[(r7b3_t1 >> 16) & 255] ^ T3[r7b3_t1 >> 24];
    const uint32_t r7b0_t4 = r5b0_t4 ^ r7b0_t3;
    const uint32_t r7b1_t4 = r5b1_t4 ^ r7b1_t3;
    const uint32_t r7b2_t4 = r5b2_t4 ^ r7b2_t3;
    const uint32_t r7b3_t4 = r5b3_t4 ^ r7b3_t3;
    /* round 8: K7 */
    const uint32_t r8b0_t1 = r7b0_t4 + k0[7];
    const uint32_t r8b1_t1 = r7b1_t4 + k1[7];
    const uint32_t r8b2_t1 = r7b2_t4 + k2[7];
    const uint32_t r8b3_t1 = r7b3_t4 + k3[7];
    const uint32_t r8b0_t3 = T0[r8b0_t1 & 255] ^ T1[(r8b0_t1 >> 8) & 255] ^ T2[(r8b0_t1 >> 16) & 255] ^ T3[r8b0_t1 >> 24];
    const uint32_t r8b1_t3 = T0[r8b1_t1 & 255] ^ T1[(r8b1_t1 >> 8) & 255] ^ T2[(r8b1_t1 >> 16) & 255] ^ T3[r8b1_t1 >> 24];
    const uint32_t r8b2_t3 = T0[r8b2_t1 & 255] ^ T1[(r8b2_t1 >> 8) & 255] ^ T2[(r8b2_t1 >> 16) & 255] ^ T3[r8b2_t1 >> 24];
    const uint32_t r8b3_t3 = T0[r8b3_t1 & 255] ^ T1[(r8b3_t1 >> 8) & 255] ^ T2[(r8b3_t1 >> 16) & 255] ^ T3[r8b3_t1 >> 24];
    const uint32_t r8b0_t4 = r6b0_t4 ^ r8b0_t3;
    const uint32_t r8b1_t4 = r6b1_t4 ^ r8b1_t3;
    const uint32_t r8b2_t4 = r6b2_t4 ^ r8b2_t3;
    const uint32_t r8b3_t4 = r6b3_t4 ^ r8b3_t3;
    /* round 9: K0 */
    const uint32_t r9b0_t1 = r8b0_t4 + k0[0];
    const uint32_t r9b1_t1 = r8b1_t4 + k1[0];
    const uint32_t r9b2_t1 = r8b2_t4 + k2[0];
    const uint32_t r9b3_t1 = r8b3_t4 + k3[0];
    const uint32_t r9b0_t3 = T0[r9b0_t1 & 255] ^ T1[(r9b0_t1 >> 8) & 255] ^ T2[(r9b0_t1 >> 16) & 255] ^ T3[r9b0_t1 >> 24];
    const uint32_t r9b1_t3 = T0[r9b1_t1 & 255] ^ T1[(r9b1_t1 >> 8) & 255] ^ T2[(r9b1_t1 >> 16) & 255] ^ T3[r9b1_t1 >> 24];
    const uint32_t r9b2_t3 = T0[r9b2_t1 & 255] ^ T1[(r9b2_t1 >> 8) & 255] ^ T2[(r9b2_t1 >> 16) & 255] ^ T3[r9b2_t1 >> 24];
    const uint32_t r9b3_t3 = T0[r9b3_t1 & 255] ^ T1[(r9b3_t1 >> 8) & 255] ^ T2[(r9b3_t1 >> 16) & 255] ^ T3[r9b3_t1 >> 24];
    const uint32_t r9b0_t4 = r7b0_t4 ^ r9b0_t3;
    const uint32_t r9b1_t4 = r7b1_t4 ^ r9b1_t3;
    const uint32_t r9b2_t4 = r7b2_t4 ^ r9b2_t3;
    const uint32_t r9b3_t4 = r7b3_t4 ^ r9b3_t3;
    /* round 10: K1 */
    const uint32_t r10b0_t1 = r9b0_t4 + k0[1];
    const uint32_t r10b1_t1 = r9b1_t4 + k1[1];
    const uint32_t r10b2_t1 = r9b2_t4 + k2[1];
    const uint32_t r10b3_t1 = r9b3_t4 + k3[1];
    const uint32_t r10b0_t3 = T0[r10b0_t1 & 255] ^ T1[(r10b0_t1 >> 8) & 255] ^ T2[(r10b0_t1 >> 16) & 255] ^ T3[r10b0_t1 >> 24];
    const uint32_t r10b1_t3 = T0[r10b1_t1 & 255] ^ T1[(r10b1_t1 >> 8) & 255] ^ T2[(r10b1_t1 >> 16) & 255] ^ T3[r10b1_t1 >> 24];
    const uint32_t r10b2_t3 = T0[r10b2_t1 & 255] ^ T1[(r10b2_t1 >> 8) & 255] ^ T2[(r10b2_t1 >> 16) & 255] ^ T3[r10b2_t1 >> 24];
    const uint32_t r10b3_t3 = T0[r10b3_t1 & 255] ^ T1[(r10b3_t1 >> 8) & 255] ^ T2[(r10b3_t1 >> 16) & 255] ^ T3[r10b3_t1 >> 24];
    const uint32_t r10b0_t4 = r8b0_t4 ^ r10b0_t3;
    const uint32_t r10b1_t4 = r8b1_t4 ^ r10b1_t3;
    const uint32_t r10b2_t4 = r8b2_t4 ^ r10b2_t3;
    const uint32_t r10b3_t4 = r8b3_t4 ^ r10b3_t3;
    /* round 11: K2 */
    const uint32_t r11b0_t1 = r10b0_t4 + k0[2];
    const uint32_t r11b1_t1 = r10b1_t4 + k1[2];
    const uint32_t r11b2_t1 = r10b2_t4 + k2[2];
    const uint32_t r11b3_t1 = r10b3_t4 + k3[2];
    const uint32_t r11b0_t3 = T0[r11b0_t1 & 255] ^ T1[(r11b0_t1 >> 8) & 255] ^ T2[(r11b0_t1 >> 16) & 255] ^ T3[r11b0_t1 >> 24];
    const uint32_t r11b1_t3 = T0[r11b1_t1 & 255] ^ T1[(r11b1_t1 >> 8) & 255] ^ T2[(r11b1_t1 >> 16) & 255] ^ T3[r11b1_t1 >> 24];
    const uint32_t r11b2_t3 = T0[r11b2_t1 & 255] ^ T1[(r11b2_t1 >> 8) & 255] ^ T2[(r11b2_t1 >> 16) & 255] ^ T3[r11b2_t1 >> 24];
    const uint32_t r11b3_t3 = T0[r11b3_t1 & 255] ^ T1[(r11b3_t1 >> 8) & 255] ^ T2[(r11b3_t1 >> 16) & 255] ^ T3[r11b3_t1 >> 24];
    const uint32_t r11b0_t4 = r9b0_t4 ^ r11b0_t3;
    const uint32_t r11b1_t4 = r9b1_t4 ^ r11b1_t3;
    const uint32_t r11b2_t4 = r9b2_t4 ^ r11b2_t3;
    const uint32_t r11b3_t4 = r9b3_t4 ^ r11b3_t3;
    /* round 12: K3 */
    const uint32_t r12b0_t1 = r11b0_t4 + k0[3];
    const uint32_t r12b1_t1 = r11b1_t4 + k1[3];
    const uint32_t r12b2_t1 = r11b2_t4 + k2[3];
    const uint32_t r12b3_t1 = r11b3_t4 + k3[3];
    const uint32_t r12b0_t3 = T0[r12b0_t1 & 255] ^ T1[(r12b0_t1 >> 8) & 255] ^ T2[(r12b0_t1 >> 16) & 255] ^ T3[r12b0_t1 >> 24];
    const uint32_t r12b1_t3 = T0[r12b1_t1 & 255] ^ T1[(r12b1_t1 >> 8) & 255] ^ T2[(r12b1_t1 >> 16) & 255] ^ T3[r12b1_t1 >> 24];
    const uint32_t r12b2_t3 = T0[r12b2_t1 & 255] ^ T1[(r12b2_t1 >> 8) & 255] ^ T2[(r12b2_t1 >> 16) & 255] ^ T3[r12b2_t1 >> 24];
    const uint32_t r12b3_t3 = T0[r12b3_t1 & 255] ^ T1[(r12b3_t1 >> 8) & 255] ^ T2[(r12b3_t1 >> 16) & 255] ^ T3[r12b3_t1 >> 24];
    const uint32_t r12b0_t4 = r10b0_t4 ^ r12b0_t3;
    const uint32_t r12b1_t4 = r10b1_t4 ^ r12b1_t3;
    const uint32_t r12b2_t4 = r10b2_t4 ^ r12b2_t3;
    const uint32_t r12b3_t4 = r10b3_t4 ^ r12b3_t3;
    /* round 13: K4 */
    const uint32_t r13b0_t1 = r12b0_t4 + k0[4];
    const uint32_t r13b1_t1 = r12b1_t4 + k1[4];
    const uint32_t r13b2_t1 = r12b2_t4 + k2[4];
    const uint32_t r13b3_t1 = r12b3_t4 + k3[4];
    const uint32_t r13b0_t3 = T0[r13b0_t1 & 255] ^ T1[(r13b0_t1 >> 8) & 255] ^ T2[(r13b0_t1 >> 16) & 255] ^ T3[r13b0_t1 >> 24];
    const uint32_t r13b1_t3 = T0[r13b1_t1 & 255] ^ T1[(r13b1_t1 >> 8) & 255] ^ T2[(r13b1_t1 >> 16) & 255] ^ T3[r13b1_t1 >> 24];
    const uint32_t r13b2_t3 = T0[r13b2_t1 & 255] ^ T1[(r13b2_t1 >> 8) & 255] ^ T2[(r13b2_t1 >> 16) & 255] ^ T3[r13b2_t1 >> 24];
    const uint32_t r13b3_t3 = T0[r13b3_t1 & 255] ^ T1[(r13b3_t1 >> 8) & 255] ^ T2[(r13b3_t1 >> 16) & 255] ^ T3[r13b3_t1 >> 24];
    const uint32_t r13b0_t4 = r11b0_t4 ^ r13b0_t3;
    const uint32_t r13b1_t4 = r11b1_t4 ^ r13b1_t3;
    const uint32_t r13b2_t4 = r11b2_t4 ^ r13b2_t3;
    const uint32_t r13b3_t4 = r11b3_t4 ^ r13b3_t3;
    /* round 14: K5 */
    const uint32_t r14b0_t1 = r13b0_t4 + k0[5];
    const uint32_t r14b1_t1 = r13b1_t4 + k1[5];
    const uint32_t r14b2_t1 = r13b2_t4 + k2[5];
    const uint32_t r14b3_t1 = r13b3_t4 + k3[5];
    const uint32_t r14b0_t3 = T0[r14b0_t1 & 255] ^ T1[(r14b0_t1 >> 8) & 255] ^ T2[(r14b0_t1 >> 16) & 255] ^ T3[r14b0_t1 >> 24];
    const uint32_t r14b1_t3 = T0[r14b1_t1 & 255] ^ T1[(r14b1_t1 >> 8) & 255] ^ T2[(r14b1_t1 >> 16) & 255] ^ T3[r14b1_t1 >> 24];
    const uint32_t r14b2_t3 = T0[r14b2_t1 & 255] ^ T1[(r14b2_t1 >> 8) & 255] ^ T2[(r14b2_t1 >> 16) & 255] ^ T3[r14b2_t1 >> 24];
    const uint32_t r14b3_t3 = T0[r14b3_t1 & 255] ^ T1[(r14b3_t1 >> 8) & 255] ^ T2[(r14b3_t1 >> 16) & 255] ^ T3[r14b3_t1 >> 24];
    const uint32_t r14b0_t4 = r12b0_t4 ^ r14b0_t3;
    const uint32_t r14b1_t4 = r12b1_t4 ^ r14b1_t3;
    const uint32_t r14b2_t4 = r12b2_t4 ^ r14b2_t3;
    const uint32_t r14b3_t4 = r12b3_t4 ^ r14b3_t3;
    /* round 15: K6 */
    const uint32_t r15b0_t1 = r14b0_t4 + k0[6];
    const uint32_t r15b1_t1 = r14b1_t4 + k1[6];
    const uint32_t r15b2_t1 = r14b2_t4 + k2[6];
    const uint32_t r15b3_t1 = r14b3_t4 + k3[6];
    const uint32_t r15b0_t3 = T0[r15b0_t1 & 255] ^ T1[(r15b0_t1 >> 8) & 255] ^ T2[(r15b0_t1 >> 16) & 255] ^ T3[r15b0_t1 >> 24];
    const uint32_t r15b1_t3 = T0[r15b1_t1 & 255] ^ T1[(r15b1_t1 >> 8) & 255] ^ T2[(r15b1_t1 >> 16) & 255] ^ T3[r15b1_t1 >> 24];
    const uint32_t r15b2_t3 = T0[r15b2_t1 & 255] ^ T1[(r15b2_t1 >> 8) & 255] ^ T2[(r15b2_t1 >> 16) & 255] ^ T3[r15b2_t1 >> 24];
    const uint32_t r15b3_t3 = T0[r15b3_t1 & 255] ^ T1[(r15b3_t1 >> 8) & 255] ^ T2[(r15b3_t1 >> 16) & 255] ^ T3[r15b3_t1 >> 24];
    const uint32_t r15b0_t4 = r13b0_t4 ^ r15b0_t3;
    const uint32_t r15b1_t4 = r13b1_t4 ^ r15b1_t3;
    const uint32_t r15b2_t4 = r13b2_t4 ^ r15b2_t3;
    const uint32_t r15b3_t4 = r13b3_t4 ^ r15b3_t3;
    /* round 16: K7 */
    const uint32_t r16b0_t1 = r15b0_t4 + k0[7];
    const uint32_t r16b1_t1 = r15b1_t4 + k1[7];
    const uint32_t r16b2_t1 = r15b2_t4 + k2[7];
    const uint32_t r16b3_t1 = r15b3_t4 + k3[7];
    const uint32_t r16b0_t3 = T0[r16b0_t1 & 255] ^ T1[(r16b0_t1 >> 8) & 255] ^ T2[(r16b0_t1 >> 16) & 255] ^ T3[r16b0_t1 >> 24];
    const uint32_t r16b1_t3 = T0[r16b1_t1 & 255] ^ T1[(r16b1_t1 >> 8) & 255] ^ T2[(r16b1_t1 >> 16) & 255] ^ T3[r16b1_t1 >> 24];
    const uint32_t r16b2_t3 = T0[r16b2_t1 & 255] ^ T1[(r16b2_t1 >> 8) & 255] ^ T2[(r16b2_t1 >> 16) & 255] ^ T3[r16b2_t1 >> 24];
    const uint32_t r16b3_t3 = T0[r16b3_t1 & 255] ^ T1[(r16b3_t1 >> 8) & 255] ^ T2[(r16b3_t1 >> 16) & 255] ^ T3[r16b3_t1 >> 24];
    const uint32_t r16b0_t4 = r14b0_t4 ^ r16b0_t3;
    const uint32_t r16b1_t4 = r14b1_t4 ^ r16b1_t3;
    const uint32_t r16b2_t4 = r14b2_t4 ^ r16b2_t3;
    const uint32_t r16b3_t4 = r14b3_t4 ^ r16b3_t3;
    /* round 17: K0 */
    const uint32_t r17b0_t1 = r16b0_t4 + k0[0];
    const uint32_t r17b1_t1 = r16b1_t4 + k1[0];
    const uint32_t r17b2_t1 = r16b2_t4 + k2[0];
    const uint32_t r17b3_t1 = r16b3_t4 + k3[0];
    const uint32_t r17b0_t3 = T0[r17b0_t1 & 255] ^ T1[(r17b0_t1 >> 8) & 255] ^ T2[(r17b0_t1 >> 16) & 255] ^ T3[r17b0_t1 >> 24];
    const uint32_t r17b1_t3 = T0[r17b1_t1 & 255] ^ T1[(r17b1_t1 >> 8) & 255] ^ T2[(r17b1_t1 >> 16) & 255] ^ T3[r17b1_t1 >> 24];
    const uint32_t r17b2_t3 = T0[r17b2_t1 & 255] ^ T1[(r17b2_t1 >> 8) & 255] ^ T2[(r17b2_t1 >> 16) & 255] ^ T3[r17b2_t1 >> 24];
    const uint32_t r17b3_t3 = T0[r17b3_t1 & 255] ^ T1[(r17b3_t1 >> 8) & 255] ^ T2[(r17b3_t1 >> 16) & 255] ^ T3[r17b3_t1 >> 24];
    const uint32_t r17b0_t4 = r15b0_t4 ^ r17b0_t3;
    const uint32_t r17b1_t4 = r15b1_t4 ^ r17b1_t3;
    const uint32_t r17b2_t4 = r15b2_t4 ^ r17b2_t3;
    const uint32_t r17b3_t4 = r15b3_t4 ^ r17b3_t3;
    /* round 18: K1 */
    const uint32_t r18b0_t1 = r17b0_t4 + k0[1];
    const uint32_t r18b1_t1 = r17b1_t4 + k1[1];
    const uint32_t r18b2_t1 = r17b2_t4 + k2[1];
    const uint32_t r18b3_t1 = r17b3_t4 + k3[1];
    const uint32_t r18b0_t3 = T0[r18b0_t1 & 255] ^ T1[(r18b0_t1 >> 8) & 255] ^ T2[(r18b0_t1 >> 16) & 255] ^ T3[r18b0_t1 >> 24];
    const uint32_t r18b1_t3 = T0[r18b1_t1 & 255] ^ T1[(r18b1_t1 >> 8) & 255] ^ T2[(r18b1_t1 >> 16) & 255] ^ T3[r18b1_t1 >> 24];
    const uint32_t r18b2_t3 = T0[r18b2_t1 & 255] ^ T1[(r18b2_t1 >> 8) & 255] ^ T2[(r18b2_t1 >> 16) & 255] ^ T3[r18b2_t1 >> 24];
    const uint32_t r18b3_t3 = T0[r18b3_t1 & 255] ^ T1[(r18b3_t1 >> 8) & 255] ^ T2[(r18b3_t1 >> 16) & 255] ^ T3[r18b3_t1 >> 24];
    const uint32_t r18b0_t4 = r16b0_t4 ^ r18b0_t3;
    const uint32_t r18b1_t4 = r16b1_t4 ^ r18b1_t3;
    const uint32_t r18b2_t4 = r16b2_t4 ^ r18b2_t3;
    const uint32_t r18b3_t4 = r16b3_t4 ^ r18b3_t3;
    /* round 19: K2 */
    const uint32_t r19b0_t1 = r18b0_t4 + k0[2];
    const uint32_t r19b1_t1 = r18b1_t4 + k1[2];
    const uint32_t r19b2_t1 = r18b2_t4 + k2[2];
    const uint32_t r19b3_t1 = r18b3_t4 + k3[2];
    const uint32_t r19b0_t3 = T0[r19b0_t1 & 255] ^ T1[(r19b0_t1 >> 8) & 255] ^ T2[(r19b0_t1 >> 16) & 255] ^ T3[r19b0_t1 >> 24];
    const uint32_t r19b1_t3 = T0[r19b1_t1 & 255] ^ T1[(r19b1_t1 >> 8) & 255] ^ T2[(r19b1_t1 >> 16) & 255] ^ T3[r19b1_t1 >> 24];
    const uint32_t r19b2_t3 = T0[r19b2_t1 & 255] ^ T1[(r19b2_t1 >> 8) & 255] ^ T2[(r19b2_t1 >> 16) & 255] ^ T3[r19b2_t1 >> 24];
    const uint32_t r19b3_t3 = T0[r19b3_t1 & 255] ^ T1[(r19b3_t1 >> 8) & 255] ^ T2[(r19b3_t1 >> 16) & 255] ^ T3[r19b3_t1 >> 24];
    const uint32_t r19b0_t4 = r17b0_t4 ^ r19b0_t3;
    const uint32_t r19b1_t4 = r17b1_t4 ^ r19b1_t3;
    const uint32_t r19b2_t4 = r17b2_t4 ^ r19b2_t3;
    const uint32_t r19b3_t4 = r17b3_t4 ^ r19b3_t3;
    /* round 20: K3 */
    const uint32_t r20b0_t1 = r19b0_t4 + k0[3];
    const uint32_t r20b1_t1 = r19b1_t4 + k1[3];
    const uint32_t r20b2_t1 = r19b2_t4 + k2[3];
    const uint32_t r20b3_t1 = r19b3_t4 + k3[3];
    const uint32_t r20b0_t3 = T0[r20b0_t1 & 255] ^ T1[(r20b0_t1 >> 8) & 255] ^ T2[(r20b0_t1 >> 16) & 255] ^ T3[r20b0_t1 >> 24];
    const uint32_t r20b1_t3 = T0[r20b1_t1 & 255] ^ T1[(r20b1_t1 >> 8) & 255] ^ T2[(r20b1_t1 >> 16) & 255] ^ T3[r20b1_t1 >> 24];
    const uint32_t r20b2_t3 = T0[r20b2_t1 & 255] ^ T1[(r20b2_t1 >> 8) & 255] ^ T2[(r20b2_t1 >> 16) & 255] ^ T3[r20b2_t1 >> 24];
    const uint32_t r20b3_t3 = T0[r20b3_t1 & 255] ^ T1[(r20b3_t1 >> 8) & 255] ^ T2[(r20b3_t1 >> 16) & 255] ^ T3[r20b3_t1 >> 24];
    const uint32_t r20b0_t4 = r18b0_t4 ^ r20b0_t3;
    const uint32_t r20b1_t4 = r18b1_t4 ^ r20b1_t3;
    const uint32_t r20b2_t4 = r18b2_t4 ^ r20b2_t3;
    const uint32_t r20b3_t4 = r18b3_t4 ^ r20b3_t3;
    /* round 21: K4 */
    const uint32_t r21b0_t1 = r20b0_t4 + k0[4];
    const uint32_t r21b1_t1 = r20b1_t4 + k1[4];
    const uint32_t r21b2_t1 = r20b2_t4 + k2[4];
    const uint32_t r21b3_t1 = r20b3_t4 + k3[4];
    const uint32_t r21b0_t3 = T0[r21b0_t1 & 255] ^ T1[(r21b0_t1 >> 8) & 255] ^ T2[(r21b0_t1 >> 16) & 255] ^ T3[r21b0_t1 >> 24];
    const uint32_t r21b1_t3 = T0[r21b1_t1 & 255] ^ T1[(r21b1_t1 >> 8) & 255] ^ T2[(r21b1_t1 >> 16) & 255] ^ T3[r21b1_t1 >> 24];
    const uint32_t r21b2_t3 = T0[r21b2_t1 & 255] ^ T1[(r21b2_t1 >> 8) & 255] ^ T2[(r21b2_t1 >> 16) & 255] ^ T3[r21b2_t1 >> 24];
    const uint32_t r21b3_t3 = T0[r21b3_t1 & 255] ^ T1[(r21b3_t1 >> 8) & 255] ^ T2[(r21b3_t1 >> 16) & 255] ^ T3[r21b3_t1 >> 24];
    const uint32_t r21b0_t4 = r19b0_t4 ^ r21b0_t3;
    const uint32_t r21b1_t4 = r19b1_t4 ^ r21b1_t3;
    const uint32_t r21b2_t4 = r19b2_t4 ^ r21b2_t3;
    const uint32_t r21b3_t4 = r19b3_t4 ^ r21b3_t3;
    /* round 22: K5 */
    const uint32_t r22b0_t1 = r21b0_t4 + k0[5];
    const uint32_t r22b1_t1 = r21b1_t4 + k1[5];
    const uint32_t r22b2_t1 = r21b2_t4 + k2[5];
    const uint32_t r22b3_t1 = r21b3_t4 + k3[5];
    const uint32_t r22b0_t3 = T0[r22b0_t1 & 255] ^ T1[(r22b0_t1 >> 8) & 255] ^ T2[(r22b0_t1 >> 16) & 255] ^ T3[r22b0_t1 >> 24];
    const uint32_t r22b1_t3 = T0[r22b1_t1 & 255] ^ T1[(r22b1_t1 >> 8) & 255] ^ T2[(r22b1_t1 >> 16) & 255] ^ T3[r22b1_t1 >> 24];
    const uint32_t r22b2_t3 = T0[r22b2_t1 & 255] ^ T1[(r22b2_t1 >> 8) & 255] ^ T2[(r22b2_t1 >> 16) & 255] ^ T3[r22b2_t1 >> 24];
    const uint32_t r22b3_t3 = T0[r22b3_t1 & 255] ^ T1[(r22b3_t1 >> 8) & 255] ^ T2[(r22b3_t1 >> 16) & 255] ^ T3[r22b3_t1 >> 24];
    const uint32_t r22b0_t4 = r20b0_t4 ^ r22b0_t3;
    const uint32_t r22b1_t4 = r20b1_t4 ^ r22b1_t3;
    const uint32_t r22b2_t4 = r20b2_t4 ^ r22b2_t3;
    const uint32_t r22b3_t4 = r20b3_t4 ^ r22b3_t3;
    /* round 23: K6 */
    const uint32_t r23b0_t1 = r22b0_t4 + k0[6];
    const uint32_t r23b1_t1 = r22b1_t4 + k1[6];
    const uint32_t r23b2_t1 = r22b2_t4 + k2[6];
    const uint32_t r23b3_t1 = r22b3_t4 + k3[6];
    const uint32_t r23b0_t3 = T0[r23b0_t1 & 255] ^ T1[(r23b0_t1 >> 8) & 255] ^ T2[(r23b0_t1 >> 16) & 255] ^ T3[r23b0_t1 >> 24];
    const uint32_t r23b1_t3 = T0[r23b1_t1 & 255] ^ T1[(r23b1_t1 >> 8) & 255] ^ T2[(r23b1_t1 >> 16) & 255] ^ T3[r23b1_t1 >> 24];
    const uint32_t r23b2_t3 = T0[r23b2_t1 & 255] ^ T1[(r23b2_t1 >> 8) & 255] ^ T2[(r23b2_t1 >> 16) & 255] ^ T3[r23b2_t1 >> 24];
    const uint32_t r23b3_t3 = T0[r23b3_t1 & 255] ^ T1[(r23b3_t1 >> 8) & 255] ^ T2[(r23b3_t1 >> 16) & 255] ^ T3[r23b3_t1 >> 24];
    const uint32_t r23b0_t4 = r21b0_t4 ^ r23b0_t3;
    const uint32_t r23b1_t4 = r21b1_t4 ^ r23b1_t3;
    const uint32_t r23b2_t4 = r21b2_t4 ^ r23b2_t3;
    const uint32_t r23b3_t4 = r21b3_t4 ^ r23b3_t3;
    /* round 24: K7 */
    const uint32_t r24b0_t1 = r23b0_t4 + k0[7];
    const uint32_t r24b1_t1 = r23b1_t4 + k1[7];
    const uint32_t r24b2_t1 = r23b2_t4 + k2[7];
    const uint32_t r24b3_t1 = r23b3_t4 + k3[7];
    const uint32_t r24b0_t3 = T0[r24b0_t1 & 255] ^ T1[(r24b0_t1 >> 8) & 255] ^ T2[(r24b0_t1 >> 16) & 255] ^ T3[r24b0_t1 >> 24];
    const uint32_t r24b1_t3 = T0[r24b1_t1 & 255] ^ T1[(r24b1_t1 >> 8) & 255] ^ T2[(r24b1_t1 >> 16) & 255] ^ T3[r24b1_t1 >> 24];
    const uint32_t r24b2_t3 = T0[r24b2_t1 & 255] ^ T1[(r24b2_t1 >> 8) & 255] ^ T2[(r24b2_t1 >> 16) & 255] ^ T3[r24b2_t1 >> 24];
    const uint32_t r24b3_t3 = T0[r24b3_t1 & 255] ^ T1[(r24b3_t1 >> 8) & 255] ^ T2[(r24b3_t1 >> 16) & 255] ^ T3[r24b3_t1 >> 24];
    const uint32_t r24b0_t4 = r22b0_t4 ^ r24b0_t3;
    const uint32_t r24b1_t4 = r22b1_t4 ^ r24b1_t3;
    const uint32_t r24b2_t4 = r22b2_t4 ^ r24b2_t3;
    const uint32_t r24b3_t4 = r22b3_t4 ^ r24b3_t3;
    /* round 25: K7 */
    const uint32_t r25b0_t1 = r24b0_t4 + k0[7];
    const uint32_t r25b1_t1 = r24b1_t4 + k1[7];
    const uint32_t r25b2_t1 = r24b2_t4 + k2[7];
    const uint32_t r25b3_t1 = r24b3_t4 + k3[7];
    const uint32_t r25b0_t3 = T0[r25b0_t1 & 255] ^ T1[(r25b0_t1 >> 8) & 255] ^ T2[(r25b0_t1 >> 16) & 255] ^ T3[r25b0_t1 >> 24];
    const uint32_t r25b1_t3 = T0[r25b1_t1 & 255] ^ T1[(r25b1_t1 >> 8) & 255] ^ T2[(r25b1_t1 >> 16) & 255] ^ T3[r25b1_t1 >> 24];
    const uint32_t r25b2_t3 = T0[r25b2_t1 & 255] ^ T1[(r25b2_t1 >> 8) & 255] ^ T2[(r25b2_t1 >> 16) & 255] ^ T3[r25b2_t1 >> 24];
    const uint32_t r25b3_t3 = T0[r25b3_t1 & 255] ^ T1[(r25b3_t1 >> 8) & 255] ^ T2[(r25b3_t1 >> 16) & 255] ^ T3[r25b3_t1 >> 24];
    const uint32_t r25b0_t4 = r23b0_t4 ^ r25b0_t3;
    const uint32_t r25b1_t4 = r23b1_t4 ^ r25b1_t3;
    const uint32_t r25b2_t4 = r23b2_t4 ^ r25b2_t3;
    const uint32_t r25b3_t4 = r23b3_t4 ^ r25b3_t3;
    /* round 26: K6 */
    const uint32_t r26b0_t1 = r25b0_t4 + k0[6];
    const uint32_t r26b1_t1 = r25b1_t4 + k1[6];
    const uint32_t r26b2_t1 = r25b2_t4 + k2[6];
    const uint32_t r26b3_t1 = r25b3_t4 + k3[6];
    const uint32_t r26b0_t3 = T0[r26b0_t1 & 255] ^ T1[(r26b0_t1 >> 8) & 255] ^ T2[(r26b0_t1 >> 16) & 255] ^ T3[r26b0_t1 >> 24];
    const uint32_t r26b1_t3 = T0[r26b1_t1 & 255] ^ T1[(r26b1_t1 >> 8) & 255] ^ T2[(r26b1_t1 >> 16) & 255] ^ T3[r26b1_t1 >> 24];
    const uint32_t r26b2_t3 = T0[r26b2_t1 & 255] ^ T1[(r26b2_t1 >> 8) & 255] ^ T2[(r26b2_t1 >> 16) & 255] ^ T3[r26b2_t1 >> 24];
    const uint32_t r26b3_t3 = T0[r26b3_t1 & 255] ^ T1[(r26b3_t1 >> 8) & 255] ^ T2[(r26b3_t1 >> 16) & 255] ^ T3[r26b3_t1 >> 24];
    const uint32_t r26b0_t4 = r24b0_t4 ^ r26b0_t3;
    const uint32_t r26b1_t4 = r24b1_t4 ^ r26b1_t3;
    const uint32_t r26b2_t4 = r24b2_t4 ^ r26b2_t3;
    const uint32_t r26b3_t4 = r24b3_t4 ^ r26b3_t3;
    /* round 27: K5 */
    const uint32_t r27b0_t1 = r26b0_t4 + k0[5];
    const uint32_t r27b1_t1 = r26b1_t4 + k1[5];
    const uint32_t r27b2_t1 = r26b2_t4 + k2[5];
    const uint32_t r27b3_t1 = r26b3_t4 + k3[5];
    const uint32_t r27b0_t3 = T0[r27b0_t1 & 255] ^ T1[(r27b0_t1 >> 8) & 255] ^ T2[(r27b0_t1 >> 16) & 255] ^ T3[r27b0_t1 >> 24];
    const uint32_t r27b1_t3 = T0[r27b1_t1 & 255] ^ T1[(r27b1_t1 >> 8) & 255] ^ T2[(r27b1_t1 >> 16) & 255] ^ T3[r27b1_t1 >> 24];
    const uint32_t r27b2_t3 = T0[r27b2_t1 & 255] ^ T1[(r27b2_t1 >> 8) & 255] ^ T2[(r27b2_t1 >> 16) & 255] ^ T3[r27b2_t1 >> 24];
    const uint32_t r27b3_t3 = T0[r27b3_t1 & 255] ^ T1[(r27b3_t1 >> 8) & 255] ^ T2[(r27b3_t1 >> 16) & 255] ^ T3[r27b3_t1 >> 24];
    const uint32_t r27b0_t4 = r25b0_t4 ^ r27b0_t3;
    const uint32_t r27b1_t4 = r25b1_t4 ^ r27b1_t3;
    const uint32_t r27b2_t4 = r25b2_t4 ^ r27b2_t3;
    const uint32_t r27b3_t4 = r25b3_t4 ^ r27b3_t3;
    /* round 28: K4 */
    const uint32_t r28b0_t1 = r27b0_t4 + k0[4];
    const uint32_t r28b1_t1 = r27b1_t4 + k1[4];
    const uint32_t r28b2_t1 = r27b2_t4 + k2[4];
    const uint32_t r28b3_t1 = r27b3_t4 + k3[4];
    const uint32_t r28b0_t3 = T0[r28b0_t1 & 255] ^ T1[(r28b0_t1 >> 8) & 255] ^ T2[(r28b0_t1 >> 16) & 255] ^ T3[r28b0_t1 >> 24];
    const uint32_t r28b1_t3 = T0[r28b1_t1 & 255] ^ T1[(r28b1_t1 >> 8) & 255] ^ T2[(r28b1_t1 >> 16) & 255] ^ T3[r28b1_t1 >> 24];
    const uint32_t r28b2_t3 = T0[r28b2_t1 & 255] ^ T1[(r28b2_t1 >> 8) & 255] ^ T2[(r28b2_t1 >> 16) & 255] ^ T3[r28b2_t1 >> 24];
    const uint32_t r28b3_t3 = T0[r28b3_t1 & 255] ^ T1[(r28b3_t1 >> 8) & 255] ^ T2[(r28b3_t1 >> 16) & 255] ^ T3[r28b3_t1 >> 24];
    const uint32_t r28b0_t4 = r26b0_t4 ^ r28b0_t3;
    const uint32_t r28b1_t4 = r26b1_t4 ^ r28b1_t3;
    const uint32_t r28b2_t4 = r26b2_t4 ^ r28b2_t3;
    const uint32_t r28b3_t4 = r26b3_t4 ^ r28b3_t3;
    /* round 29: K3 */
    const uint32_t r29b0_t1 = r28b0_t4 + k0[3];
    const uint32_t r29b1_t1 = r28b1_t4 + k1[3];
    const uint32_t r29b2_t1 = r28b2_t4 + k2[3];
    const uint32_t r29b3_t1 = r28b3_t4 + k3[3];
    const uint32_t r29b0_t3 = T0[r29b0_t1 & 255] ^ T1[(r29b0_t1 >> 8) & 255] ^ T2[(r29b0_t1 >> 16) & 255] ^ T3[r29b0_t1 >> 24];
    const uint32_t r29b1_t3 = T0[r29b1_t1 & 255] ^ T1[(r29b1_t1 >> 8) & 255] ^ T2[(r29b1_t1 >> 16) & 255] ^ T3[r29b1_t1 >> 24];
    const uint32_t r29b2_t3 = T0[r29b2_t1 & 255] ^ T1[(r29b2_t1 >> 8) & 255] ^ T2[(r29b2_t1 >> 16) & 255] ^ T3[r29b2_t1 >> 24];
    const uint32_t r29b3_t3 = T0[r29b3_t1 & 255] ^ T1[(r29b3_t1 >> 8) & 255] ^ T2[(r29b3_t1 >> 16) & 255] ^ T3[r29b3_t1 >> 24];
    const uint32_t r29b0_t4 = r27b0_t4 ^ r29b0_t3;
    const uint32_t r29b1_t4 = r27b1_t4 ^ r29b1_t3;
    const uint32_t r29b2_t4 = r27b2_t4 ^ r29b2_t3;
    const uint32_t r29b3_t4 = r27b3_t4 ^ r29b3_t3;
    /* round 30: K2 */
    const uint32_t r30b0_t1 = r29b0_t4 + k0[2];
    const uint32_t r30b1_t1 = r29b1_t4 + k1[2];
    const uint32_t r30b2_t1 = r29b2_t4 + k2[2];
    const uint32_t r30b3_t1 = r29b3_t4 + k3[2];
    const uint32_t r30b0_t3 = T0[r30b0_t1 & 255] ^ T1[(r30b0_t1 >> 8) & 255] ^ T2[(r30b0_t1 >> 16) & 255] ^ T3[r30b0_t1 >> 24];
    const uint32_t r30b1_t3 = T0[r30b1_t1 & 255] ^ T1[(r30b1_t1 >> 8) & 255] ^ T2[(r30b1_t1 >> 16) & 255] ^ T3[r30b1_t1 >> 24];
    const uint32_t r30b2_t3 = T0[r30b2_t1 & 255] ^ T1[(r30b2_t1 >> 8) & 255] ^ T2[(r30b2_t1 >> 16) & 255] ^ T3[r30b2_t1 >> 24];
    const uint32_t r30b3_t3 = T0[r30b3_t1 & 255] ^ T1[(r30b3_t1 >> 8) & 255] ^ T2[(r30b3_t1 >> 16) & 255] ^ T3[r30b3_t1 >> 24];
    const uint32_t r30b0_t4 = r28b0_t4 ^ r30b0_t3;
    const uint32_t r30b1_t4 = r28b1_t4 ^ r30b1_t3;
    const uint32_t r30b2_t4 = r28b2_t4 ^ r30b2_t3;
    const uint32_t r30b3_t4 = r28b3_t4 ^ r30b3_t3;
    /* round 31: K1 */
    const uint32_t r31b0_t1 = r30b0_t4 + k0[1];
    const uint32_t r31b1_t1 = r30b1_t4 + k1[1];
    const uint32_t r31b2_t1 = r30b2_t4 + k2[1];
    const uint32_t r31b3_t1 = r30b3_t4 + k3[1];
    const uint32_t r31b0_t3 = T0[r31b0_t1 & 255] ^ T1[(r31b0_t1 >> 8) & 255] ^ T2[(r31b0_t1 >> 16) & 255] ^ T3[r31b0_t1 >> 24];
    const uint32_t r31b1_t3 = T0[r31b1_t1 & 255] ^ T1[(r31b1_t1 >> 8) & 255] ^ T2[(r31b1_t1 >> 16) & 255] ^ T3[r31b1_t1 >> 24];
    const uint32_t r31b2_t3 = T0[r31b2_t1 & 255] ^ T1[(r31b2_t1 >> 8) & 255] ^ T2[(r31b2_t1 >> 16) & 255] ^ T3[r31b2_t1 >> 24];
    const uint32_t r31b3_t3 = T0[r31b3_t1 & 255] ^ T1[(r31b3_t1 >> 8) & 255] ^ T2[(r31b3_t1 >> 16) & 255] ^ T3[r31b3_t1 >> 24];
    const uint32_t r31b0_t4 = r29b0_t4 ^ r31b0_t3;
    const uint32_t r31b1_t4 = r29b1_t4 ^ r31b1_t3;
    const uint32_t r31b2_t4 = r29b2_t4 ^ r31b2_t3;
    const uint32_t r31b3_t4 = r29b3_t4 ^ r31b3_t3;
    /* round 32: K0 */
    const uint32_t r32b0_t1 = r31b0_t4 + k0[0];
    const uint32_t r32b1_t1 = r31b1_t4 + k1[0];
    const uint32_t r32b2_t1 = r31b2_t4 + k2[0];
    const uint32_t r32b3_t1 = r31b3_t4 + k3[0];
    const uint32_t r32b0_t3 = T0[r32b0_t1 & 255] ^ T1[(r32b0_t1 >> 8) & 255] ^ T2[(r32b0_t1 >> 16) & 255] ^ T3[r32b0_t1 >> 24];
    const uint32_t r32b1_t3 = T0[r32b1_t1 & 255] ^ T1[(r32b1_t1 >> 8) & 255] ^ T2[(r32b1_t1 >> 16) & 255] ^ T3[r32b1_t1 >> 24];
    const uint32_t r32b2_t3 = T0[r32b2_t1 & 255] ^ T1[(r32b2_t1 >> 8) & 255] ^ T2[(r32b2_t1 >> 16) & 255] ^ T3[r32b2_t1 >> 24];
    const uint32_t r32b3_t3 = T0[r32b3_t1 & 255] ^ T1[(r32b3_t1 >> 8) & 255] ^ T2[(r32b3_t1 >> 16) & 255] ^ T3[r32b3_t1 >> 24];
    const uint32_t r32b0_t4 = r30b0_t4 ^ r32b0_t3;
    const uint32_t r32b1_t4 = r30b1_t4 ^ r32b1_t3;
    const uint32_t r32b2_t4 = r30b2_t4 ^ r32b2_t3;
    const uint32_t r32b3_t4 = r30b3_t4 ^ r32b3_t3;
    a[0] = r31b0_t4;
    b[0] = r32b0_t4;
    a[1] = r31b1_t4;
    b[1] = r32b1_t4;
    a[2] = r31b2_t4;
    b[2] = r32b2_t4;
    a[3] = r31b3_t4;
    b[3] = r32b3_t4;
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

/* 4 independent blocks, block j under keys[j]; all share one S-box set. */
static inline void crypt_decrypt_x4(const gg_magma_key *const *keys, uint32_t *a, uint32_t *b)
{
    const uint32_t *T0 = keys[0]->sbox->t[0], *T1 = keys[0]->sbox->t[1];
    const uint32_t *T2 = keys[0]->sbox->t[2], *T3 = keys[0]->sbox->t[3];
    const uint32_t *k0 = keys[0]->k, a0 = a[0], b0 = b[0];
    const uint32_t *k1 = keys[1]->k, a1 = a[1], b1 = b[1];
    const uint32_t *k2 = keys[2]->k, a2 = a[2], b2 = b[2];
    const uint32_t *k3 = keys[3]->k, a3 = a[3], b3 = b[3];
    /* round 1: K0 */
    const uint32_t r1b0_t1 = a0 + k0[0];
    const uint32_t r1b1_t1 = a1 + k1[0];
    const uint32_t r1b2_t1 = a2 + k2[0];
    const uint32_t r1b3_t1 = a3 + k3[0];
    const uint32_t r1b0_t3 = T0[r1b0_t1 & 255] ^ T1[(r1b0_t1 >> 8) & 255] ^ T2[(r1b0_t1 >> 16) & 255] ^ T3[r1b0_t1 >> 24];
    const uint32_t r1b1_t3 = T0[r1b1_t1 & 255] ^ T1[(r1b1_t1 >> 8) & 255] ^ T2[(r1b1_t1 >> 16) & 255] ^ T3[r1b1_t1 >> 24];
    const uint32_t r1b2_t3 = T0[r1b2_t1 & 255] ^ T1[(r1b2_t1 >> 8) & 255] ^ T2[(r1b2_t1 >> 16) & 255] ^ T3[r1b2_t1 >> 24];
    const uint32_t r1b3_t3 = T0[r1b3_t1 & 255] ^ T1[(r1b3_t1 >> 8) & 255] ^ T2[(r1b3_t1 >> 16) & 255] ^ T3[r1b3_t1 >> 24];
    const uint32_t r1b0_t4 = b0 ^ r1b0_t3;
    const uint32_t r1b1_t4 = b1 ^ r1b1_t3;
    const uint32_t r1b2_t4 = b2 ^ r1b2_t3;
    const uint32_t r1b3_t4 = b3 ^ r1b3_t3;
    /* round 2: K1 */
    const uint32_t r2b0_t1 = r1b0_t4 + k0[1];
    const uint32_t r2b1_t1 = r1b1_t4 + k1[1];
    const uint32_t r2b2_t1 = r1b2_t4 + k2[1];
    const uint32_t r2b3_t1 = r1b3_t4 + k3[1];
    const uint32_t r2b0_t3 = T0[r2b0_t1 & 255] ^ T1[(r2b0_t1 >> 8) & 255] ^ T2[(r2b0_t1 >> 16) & 255] ^ T3[r2b0_t1 >> 24];
    const uint32_t r2b1_t3 = T0[r2b1_t1 & 255] ^ T1[(r2b1_t1 >> 8) & 255] ^ T2[(r2b1_t1 >> 16) & 255] ^ T3[r2b1_t1 >> 24];
    const uint32_t r2b2_t3 = T0[r2b2_t1 & 255] ^ T1[(r2b2_t1 >> 8) & 255] ^ T2[(r2b2_t1 >> 16) & 255] ^ T3[r2b2_t1 >> 24];
    const uint32_t r2b3_t3 = T0[r2b3_t1 & 255] ^ T1[(r2b3_t1 >> 8) & 255] ^ T2[(r2b3_t1 >> 16) & 255] ^ T3[r2b3_t1 >> 24];
    const uint32_t r2b0_t4 = a0 ^ r2b0_t3;
    const uint32_t r2b1_t4 = a1 ^ r2b1_t3;
    const uint32_t r2b2_t4 = a2 ^ r2b2_t3;
    const uint32_t r2b3_t4 = a3 ^ r2b3_t3;
    /* round 3: K2 */
    const uint32_t r3b0_t1 = r2b0_t4 + k0[2];
    const uint32_t r3b1_t1 = r2b1_t4 + k1[2];
    const uint32_t r3b2_t1 = r2b2_t4 + k2[2];
    const uint32_t r3b3_t1 = r2b3_t4 + k3[2];
    const uint32_t r3b0_t3 = T0[r3b0_t1 & 255] ^ T1[(r3b0_t1 >> 8) & 255] ^ T2[(r3b0_t1 >> 16) & 255] ^ T3[r3b0_t1 >> 24];
    const uint32_t r3b1_t3 = T0[r3b1_t1 & 255] ^ T1[(r3b1_t1 >> 8) & 255] ^ T2[(r3b1_t1 >> 16) & 255] ^ T3[r3b1_t1 >> 24];
    const uint32_t r3b2_t3 = T0[r3b2_t1 & 255] ^ T1[(r3b2_t1 >> 8) & 255] ^ T2[(r3b2_t1 >> 16) & 255] ^ T3[r3b2_t1 >> 24];
    const uint32_t r3b3_t3 = T0[r3b3_t1 & 255] ^ T1[(r3b3_t1 >> 8) & 255] ^ T2[(r3b3_t1 >> 16) & 255] ^ T3[r3b3_t1 >> 24];
    const uint32_t r3b0_t4 = r1b0_t4 ^ r3b0_t3;
    const uint32_t r3b1_t4 = r1b1_t4 ^ r3b1_t3;
    const uint32_t r3b2_t4 = r1b2_t4 ^ r3b2_t3;
    const uint32_t r3b3_t4 = r1b3_t4 ^ r3b3_t3;
    /* round 4: K3 */
    const uint32_t r4b0_t1 = r3b0_t4 + k0[3];
    const uint32_t r4b1_t1 = r3b1_t4 + k1[3];
    const uint32_t r4b2_t1 = r3b2_t4 + k2[3];
    const uint32_t r4b3_t1 = r3b3_t4 + k3[3];
    const uint32_t r4b0_t3 = T0[r4b0_t1 & 255] ^ T1[(r4b0_t1 >> 8) & 255] ^ T2[(r4b0_t1 >> 16) & 255] ^ T3[r4b0_t1 >> 24];
    const uint32_t r4b1_t3 = T0[r4b1_t1 & 255] ^ T1[(r4b1_t1 >> 8) & 255] ^ T2[(r4b1_t1 >> 16) & 255] ^ T3[r4b1_t1 >> 24];
    const uint32_t r4b2_t3 = T0[r4b2_t1 & 255] ^ T1[(r4b2_t1 >> 8) & 255] ^ T2[(r4b2_t1 >> 16) & 255] ^ T3[r4b2_t1 >> 24];
    const uint32_t r4b3_t3 = T0[r4b3_t1 & 255] ^ T1[(r4b3_t1 >> 8) & 255] ^ T2[(r4b3_t1 >> 16) & 255] ^ T3[r4b3_t1 >> 24];
    const uint32_t r4b0_t4 = r2b0_t4 ^ r4b0_t3;
    const uint32_t r4b1_t4 = r2b1_t4 ^ r4b1_t3;
    const uint32_t r4b2_t4 = r2b2_t4 ^ r4b2_t3;
    const uint32_t r4b3_t4 = r2b3_t4 ^ r4b3_t3;
    /* round 5: K4 */
    const uint32_t r5b0_t1 = r4b0_t4 + k0[4];
    const uint32_t r5b1_t1 = r4b1_t4 + k1[4];
    const uint32_t r5b2_t1 = r4b2_t4 + k2[4];
    const uint32_t r5b3_t1 = r4b3_t4 + k3[4];
    const uint32_t r5b0_t3 = T0[r5b0_t1 & 255] ^ T1[(r5b0_t1 >> 8) & 255] ^ T2[(r5b0_t1 >> 16) & 255] ^ T3[r5b0_t1 >> 24];
    const uint32_t r5b1_t3 = T0[r5b1_t1 & 255] ^ T1[(r5b1_t1 >> 8) & 255] ^ T2[(r5b1_t1 >> 16) & 255] ^ T3[r5b1_t1 >> 24];
    const uint32_t r5b2_t3 = T0[r5b2_t1 & 255] ^ T1[(r5b2_t1 >> 8) & 255] ^ T2[(r5b2_t1 >> 16) & 255] ^ T3[r5b2_t1 >> 24];
    const uint32_t r5b3_t3 = T0[r5b3_t1 & 255] ^ T1[(r5b3_t1 >> 8) & 255] ^ T2[(r5b3_t1 >> 16) & 255] ^ T3[r5b3_t1 >> 24];
    const uint32_t r5b0_t4 = r3b0_t4 ^ r5b0_t3;
    const uint32_t r5b1_t4 = r3b1_t4 ^ r5b1_t3;
    const uint32_t r5b2_t4 = r3b2_t4 ^ r5b2_t3;
    const uint32_t r5b3_t4 = r3b3_t4 ^ r5b3_t3;
    /* round 6: K5 */
    const uint32_t r6b0_t1 = r5b0_t4 + k0[5];
    const uint32_t r6b1_t1 = r5b1_t4 + k1[5];
    const uint32_t r6b2_t1 = r5b2_t4 + k2[5];
    const uint32_t r6b3_t1 = r5b3_t4 + k3[5];
    const uint32_t r6b0_t3 = T0[r6b0_t1 & 255] ^ T1[(r6b0_t1 >> 8) & 255] ^ T2[(r6b0_t1 >> 16) & 255] ^ T3[r6b0_t1 >> 24];
    const uint32_t r6b1_t3 = T0[r6b1_t1 & 255] ^ T1[(r6b1_t1 >> 8) & 255] ^ T2[(r6b1_t1 >> 16) & 255] ^ T3[r6b1_t1 >> 24];
    const uint32_t r6b2_t3 = T0[r6b2_t1 & 255] ^ T1[(r6b2_t1 >> 8) & 255] ^ T2[(r6b2_t1 >> 16) & 255] ^ T3[r6b2_t1 >> 24];
    const uint32_t r6b3_t3 = T0[r6b3_t1 & 255] ^ T1[(r6b3_t1 >> 8) & 255] ^ T2[(r6b3_t1 >> 16) & 255] ^ T3[r6b3_t1 >> 24];
    const uint32_t r6b0_t4 = r4b0_t4 ^ r6b0_t3;
    const uint32_t r6b1_t4 = r4b1_t4 ^ r6b1_t3;
    const uint32_t r6b2_t4 = r4b2_t4 ^ r6b2_t3;
    const uint32_t r6b3_t4 = r4b3_t4 ^ r6b3_t3;
    /* round 7: K6 */
    const uint32_t r7b0_t1 = r6b0_t4 + k0[6];
    const uint32_t r7b1_t1 = r6b1_t4 + k1[6];
    const uint32_t r7b2_t1 = r6b2_t4 + k2[6];
    const uint32_t r7b3_t1 = r6b3_t4 + k3[6];
    const uint32_t r7b0_t3 = T0[r7b0_t1 & 255] ^ T1[(r7b0_t1 >> 8) & 255] ^ T2[(r7b0_t1 >> 16) & 255] ^ T3[r7b0_t1 >> 24];
    const uint32_t r7b1_t3 = T0[r7b1_t1 & 255] ^ T1[(r7b1_t1 >> 8) & 255] ^ T2[(r7b1_t1 >> 16) & 255] ^ T3[r7b1_t1 >> 24];
    const uint32_t r7b2_t3 = T0[r7b2_t1 & 255] ^ T1[(r7b2_t1 >> 8) & 255] ^ T2[(r7b2_t1 >> 16) & 255] ^ T3[r7b2_t1 >> 24];
    const uint32_t r7b3_t3 = T0[r7b3_t1 & 255] ^ T1[(r7b3_t1 >> 8) & 255] ^ T2[(r7b3_t1 >> 16) & 255] ^ T3[r7b3_t1 >> 24];
    const uint32_t r7b0_t4 = r5b0_t4 ^ r7b0_t3;
    const uint32_t r7b1_t4 = r5b1_t4 ^ r7b1_t3;
    const uint32_t r7b2_t4 = r5b2_t4 ^ r7b2_t3;
    const uint32_t r7b3_t4 = r5b3_t4 ^ r7b3_t3;
    /* round 8: K7 */
    const uint32_t r8b0_t1 = r7b0_t4 + k0[7];
    const uint32_t r8b1_t1 = r7b1_t4 + k1[7];
    const uint32_t r8b2_t1 = r7b2_t4 + k2[7];
    const uint32_t r8b3_t1 = r7b3_t4 + k3[7];
    const uint32_t r8b0_t3 = T0[r8b0_t1 & 255] ^ T1[(r8b0_t1 >> 8) & 255] ^ T2[(r8b0_t1 >> 16) & 255] ^ T3[r8b0_t1 >> 24];
    const uint32_t r8b1_t3 = T0[r8b1_t1 & 255] ^ T1[(r8b1_t1 >> 8) & 255] ^ T2[(r8b1_t1 >> 16) & 255] ^ T3[r8b1_t1 >> 24];
    const uint32_t r8b2_t3 = T0[r8b2_t1 & 255] ^ T1[(r8b2_t1 >> 8) & 255] ^ T2[(r8b2_t1 >> 16) & 255] ^ T3[r8b2_t1 >> 24];
    const uint32_t r8b3_t3 = T0[r8b3_t1 & 255] ^ T1[(r8b3_t1 >> 8) & 255] ^ T2[(r8b3_t1 >> 16) & 255] ^ T3[r8b3_t1 >> 24];
    const uint32_t r8b0_t4 = r6b0_t4 ^ r8b0_t3;
    const uint32_t r8b1_t4 = r6b1_t4 ^ r8b1_t3;
    const uint32_t r8b2_t4 = r6b2_t4 ^ r8b2_t3;
    const uint32_t r8b3_t4 = r6b3_t4 ^ r8b3_t3;
    /* round 9: K7 */
    const uint32_t r9b0_t1 = r8b0_t4 + k0[7];
    const uint32_t r9b1_t1 = r8b1_t4 + k1[7];
    const uint32_t r9b2_t1 = r8b2_t4 + k2[7];
    const uint32_t r9b3_t1 = r8b3_t4 + k3[7];
    const uint32_t r9b0_t3 = T0[r9b0_t1 & 255] ^ T1[(r9b0_t1 >> 8) & 255] ^ T2[(r9b0_t1 >> 16) & 255] ^ T3[r9b0_t1 >> 24];
    const uint32_t r9b1_t3 = T0[r9b1_t1 & 255] ^ T1[(r9b1_t1 >> 8) & 255] ^ T2[(r9b1_t1 >> 16) & 255] ^ T3[r9b1_t1 >> 24];
    const uint32_t r9b2_t3 = T0[r9b2_t1 & 255] ^ T1[(r9b2_t1 >> 8) & 255] ^ T2[(r9b2_t1 >> 16) & 255] ^ T3[r9b2_t1 >> 24];
    const uint32_t r9b3_t3 = T0[r9b3_t1 & 255] ^ T1[(r9b3_t1 >> 8) & 255] ^ T2[(r9b3_t1 >> 16) & 255] ^ T3[r9b3_t1 >> 24];
    const uint32_t r9b0_t4 = r7b0_t4 ^ r9b0_t3;
    const uint32_t r9b1_t4 = r7b1_t4 ^ r9b1_t3;
    const uint32_t r9b2_t4 = r7b2_t4 ^ r9b2_t3;
    const uint32_t r9b3_t4 = r7b3_t4 ^ r9b3_t3;
    /* round 10: K6 */
    const uint32_t r10b0_t1 = r9b0_t4 + k0[6];
    const uint32_t r10b1_t1 = r9b1_t4 + k1[6];
    const uint32_t r10b2_t1 = r9b2_t4 + k2[6];
    const uint32_t r10b3_t1 = r9b3_t4 + k3[6];
    const uint32_t r10b0_t3 = T0[r10b0_t1 & 255] ^ T1[(r10b0_t1 >> 8) & 255] ^ T2[(r10b0_t1 >> 16) & 255] ^ T3[r10b0_t1 >> 24];
    const uint32_t r10b1_t3 = T0[r10b1_t1 & 255] ^ T1[(r10b1_t1 >> 8) & 255] ^ T2[(r10b1_t1 >> 16) & 255] ^ T3[r10b1_t1 >> 24];
    const uint32_t r10b2_t3 = T0[r10b2_t1 & 255] ^ T1[(r10b2_t1 >> 8) & 255] ^ T2[(r10b2_t1 >> 16) & 255] ^ T3[r10b2_t1 >> 24];
    const uint32_t r10b3_t3 = T0[r10b3_t1 & 255] ^ T1[(r10b3_t1 >> 8) & 255] ^ T2[(r10b3_t1 >> 16) & 255] ^ T3[r10b3_t1 >> 24];
    const uint32_t r10b0_t4 = r8b0_t4 ^ r10b0_t3;
    const uint32_t r10b1_t4 = r8b1_t4 ^ r10b1_t3;
    const uint32_t r10b2_t4 = r8b2_t4 ^ r10b2_t3;
    const uint32_t r10b3_t4 = r8b3_t4 ^ r10b3_t3;
    /* round 11: K5 */
    const uint32_t r11b0_t1 = r10b0_t4 + k0[5];
    const uint32_t r11b1_t1 = r10b1_t4 + k1[5];
    const uint32_t r11b2_t1 = r10b2_t4 + k2[5];
    const uint32_t r11b3_t1 = r10b3_t4 + k3[5];
    const uint32_t r11b0_t3 = T0[r11b0_t1 & 255] ^ T1[(r11b0_t1 >> 8) & 255] ^ T2[(r11b0_t1 >> 16) & 255] ^ T3[r11b0_t1 >> 24];
    const uint32_t r11b1_t3 = T0[r11b1_t1 & 255] ^ T1[(r11b1_t1 >> 8) & 255] ^ T2[(r11b1_t1 >> 16) & 255] ^ T3[r11b1_t1 >> 24];
    const uint32_t r11b2_t3 = T0[r11b2_t1 & 255] ^ T1[(r11b2_t1 >> 8) & 255] ^ T2[(r11b2_t1 >> 16) & 255] ^ T3[r11b2_t1 >> 24];
    const uint32_t r11b3_t3 = T0[r11b3_t1 & 255] ^ T1[(r11b3_t1 >> 8) & 255] ^ T2[(r11b3_t1 >> 16) & 255] ^ T3[r11b3_t1 >> 24];
    const uint32_t r11b0_t4 = r9b0_t4 ^ r11b0_t3;
    const uint32_t r11b1_t4 = r9b1_t4 ^ r11b1_t3;
    const uint32_t r11b2_t4 = r9b2_t4 ^ r11b2_t3;
    const uint32_t r11b3_t4 = r9b3_t4 ^ r11b3_t3;
    /* round 12: K4 */
    const uint32_t r12b0_t1 = r11b0_t4 + k0[4];
    const uint32_t r12b1_t1 = r11b1_t4 + k1[4];
    const uint32_t r12b2_t1 = r11b2_t4 + k2[4];
    const uint32_t r12b3_t1 = r11b3_t4 + k3[4];
    const uint32_t r12b0_t3 = T0[r12b0_t1 & 255] ^ T1[(r12b0_t1 >> 8) & 255] ^ T2[(r12b0_t1 >> 16) & 255] ^ T3[r12b0_t1 >> 24];
    const uint32_t r12b1_t3 = T0[r12b1_t1 & 255] ^ T1[(r12b1_t1 >> 8) & 255] ^ T2[(r12b1_t1 >> 16) & 255] ^ T3[r12b1_t1 >> 24];
    const uint32_t r12b2_t3 = T0[r12b2_t1 & 255] ^ T1[(r12b2_t1 >> 8) & 255] ^ T2[(r12b2_t1 >> 16) & 255] ^ T3[r12b2_t1 >> 24];
    const uint32_t r12b3_t3 = T0[r12b3_t1 & 255] ^ T1[(r12b3_t1 >> 8) & 255] ^ T2[(r12b3_t1 >> 16) & 255] ^ T3[r12b3_t1 >> 24];
    const uint32_t r12b0_t4 = r10b0_t4 ^ r12b0_t3;
    const uint32_t r12b1_t4 = r10b1_t4 ^ r12b1_t3;
    const uint32_t r12b2_t4 = r10b2_t4 ^ r12b2_t3;
    const uint32_t r12b3_t4 = r10b3_t4 ^ r12b3_t3;
    /* round 13: K3 */
    const uint32_t r13b0_t1 = r12b0_t4 + k0[3];
    const uint32_t r13b1_t1 = r12b1_t4 + k1[3];
    const uint32_t r13b2_t1 = r12b2_t4 + k2[3];
    const uint32_t r13b3_t1 = r12b3_t4 + k3[3];
    const uint32_t r13b0_t3 = T0[r13b0_t1 & 255] ^ T1[(r13b0_t1 >> 8) & 255] ^ T2[(r13b0_t1 >> 16) & 255] ^ T3[r13b0_t1 >> 24];
    const uint32_t r13b1_t3 = T0[r13b1_t1 & 255] ^ T1[(r13b1_t1 >> 8) & 255] ^ T2[(r13b1_t1 >> 16) & 255] ^ T3[r13b1_t1 >> 24];
    const uint32_t r13b2_t3 = T0[r13b2_t1 & 255] ^ T1[(r13b2_t1 >> 8) & 255] ^ T2[(r13b2_t1 >> 16) & 255] ^ T3[r13b2_t1 >> 24];
    const uint32_t r13b3_t3 = T0[r13b3_t1 & 255] ^ T1[(r13b3_t1 >> 8) & 255] ^ T2[(r13b3_t1 >> 16) & 255] ^ T3[r13b3_t1 >> 24];
    const uint32_t r13b0_t4 = r11b0_t4 ^ r13b0_t3;
    const uint32_t r13b1_t4 = r11b1_t4 ^ r13b1_t3;
    const uint32_t r13b2_t4 = r11b2_t4 ^ r13b2_t3;
    const uint32_t r13b3_t4 = r11b3_t4 ^ r13b3_t3;
    /* round 14: K2 */
    const uint32_t r14b0_t1 = r13b0_t4 + k0[2];
    const uint32_t r14b1_t1 = r13b1_t4 + k1[2];
    const uint32_t r14b2_t1 = r13b2_t4 + k2[2];
    const uint32_t r14b3_t1 = r13b3_t4 + k3[2];
    const uint32_t r14b0_t3 = T0[r14b0_t1 & 255] ^ T1[(r14b0_t1 >> 8) & 255] ^ T2[(r14b0_t1 >> 16) & 255] ^ T3[r14b0_t1 >> 24];
    const uint32_t r14b1_t3 = T0[r14b1_t1 & 255] ^ T1[(r14b1_t1 >> 8) & 255] ^ T2[(r14b1_t1 >> 16) & 255] ^ T3[r14b1_t1 >> 24];
    const uint32_t r14b2_t3 = T0[r14b2_t1 & 255] ^ T1[(r14b2_t1 >> 8) & 255] ^ T2[(r14b2_t1 >> 16) & 255] ^ T3[r14b2_t1 >> 24];
    const uint32_t r14b3_t3 = T0[r14b3_t1 & 255] ^ T1[(r14b3_t1 >> 8) & 255] ^ T2[(r14b3_t1 >> 16) & 255] ^ T3[r14b3_t1 >> 24];
    const uint32_t r14b0_t4 = r12b0_t4 ^ r14b0_t3;
    const uint32_t r14b1_t4 = r12b1_t4 ^ r14b1_t3;
    const uint32_t r14b2_t4 = r12b2_t4 ^ r14b2_t3;
    const uint32_t r14b3_t4 = r12b3_t4 ^ r14b3_t3;
    /* round 15: K1 */
    const uint32_t r15b0_t1 = r14b0_t4 + k0[1];
    const uint32_t r15b1_t1 = r14b1_t4 + k1[1];
    const uint32_t r15b2_t1 = r14b2_t4 + k2[1];
    const uint32_t r15b3_t1 = r14b3_t4 + k3[1];
    const uint32_t r15b0_t3 = T0[r15b0_t1 & 255] ^ T1[(r15b0_t1 >> 8) & 255] ^ T2[(r15b0_t1 >> 16) & 255] ^ T3[r15b0_t1 >> 24];
    const uint32_t r15b1_t3 = T0[r15b1_t1 & 255] ^ T1[(r15b1_t1 >> 8) & 255] ^ T2[(r15b1_t1 >> 16) & 255] ^ T3[r15b1_t1 >> 24];
    const uint32_t r15b2_t3 = T0[r15b2_t1 & 255] ^ T1[(r15b2_t1 >> 8) & 255] ^ T2[(r15b2_t1 >> 16) & 255] ^ T3[r15b2_t1 >> 24];
    const uint32_t r15b3_t3 = T0[r15b3_t1 & 255] ^ T1[(r15b3_t1 >> 8) & 255] ^ T2[(r15b3_t1 >> 16) & 255] ^ T3[r15b3_t1 >> 24];
    const uint32_t r15b0_t4 = r13b0_t4 ^ r15b0_t3;
    const uint32_t r15b1_t4 = r13b1_t4 ^ r15b1_t3;
    const uint32_t r15b2_t4 = r13b2_t4 ^ r15b2_t3;
    const uint32_t r15b3_t4 = r13b3_t4 ^ r15b3_t3;
    /* round 16: K0 */
    const uint32_t r16b0_t1 = r15b0_t4 + k0[0];
    const uint32_t r16b1_t1 = r15b1_t4 + k1[0];
    const uint32_t r16b2_t1 = r15b2_t4 + k2[0];
    const uint32_t r16b3_t1 = r15b3_t4 + k3[0];
    const uint32_t r16b0_t3 = T0[r16b0_t1 & 255] ^ T1[(r16b0_t1 >> 8) & 255] ^ T2[(r16b0_t1 >> 16) & 255] ^ T3[r16b0_t1 >> 24];
    const uint32_t r16b1_t3 = T0[r16b1_t1 & 255] ^ T1[(r16b1_t1 >> 8) & 255] ^ T2[(r16b1_t1 >> 16) & 255] ^ T3[r16b1_t1 >> 24];
    const uint32_t r16b2_t3 = T0[r16b2_t1 & 255] ^ T1[(r16b2_t1 >> 8) & 255] ^ T2[(r16b2_t1 >> 16) & 255] ^ T3[r16b2_t1 >> 24];
    const uint32_t r16b3_t3 = T0[r16b3_t1 & 255] ^ T1[(r16b3_t1 >> 8) & 255] ^ T2[(r16b3_t1 >> 16) & 255] ^ T3[r16b3_t1 >> 24];
    const uint32_t r16b0_t4 = r14b0_t4 ^ r16b0_t3;
    const uint32_t r16b1_t4 = r14b1_t4 ^ r16b1_t3;
    const uint32_t r16b2_t4 = r14b2_t4 ^ r16b2_t3;
    const uint32_t r16b3_t4 = r14b3_t4 ^ r16b3_t3;
    /* round 17: K7 */
    const uint32_t r17b0_t1 = r16b0_t4 + k0[7];
    const uint32_t r17b1_t1 = r16b1_t4 + k1[7];
    const uint32_t r17b2_t1 = r16b2_t4 + k2[7];
    const uint32_t r17b3_t1 = r16b3_t4 + k3[7];
    const uint32_t r17b0_t3 = T0[r17b0_t1 & 255] ^ T1[(r17b0_t1 >> 8) & 255] ^ T2[(r17b0_t1 >> 16) & 255] ^ T3[r17b0_t1 >> 24];
    const uint32_t r17b1_t3 = T0[r17b1_t1 & 255] ^ T1[(r17b1_t1 >> 8) & 255] ^ T2[(r17b1_t1 >> 16) & 255] ^ T3[r17b1_t1 >> 24];
    const uint32_t r17b2_t3 = T0[r17b2_t1 & 255] ^ T1[(r17b2_t1 >> 8) & 255] ^ T2[(r17b2_t1 >> 16) & 255] ^ T3[r17b2_t1 >> 24];
    const uint32_t r17b3_t3 = T0[r17b3_t1 & 255] ^ T1[(r17b3_t1 >> 8) & 255] ^ T2[(r17b3_t1 >> 16) & 255] ^ T3[r17b3_t1 >> 24];
    const uint32_t r17b0_t4 = r15b0_t4 ^ r17b0_t3;
    const uint32_t r17b1_t4 = r15b1_t4 ^ r17b1_t3;
    const uint32_t r17b2_t4 = r15b2_t4 ^ r17b2_t3;
    const uint32_t r17b3_t4 = r15b3_t4 ^ r17b3_t3;
    /* round 18: K6 */
    const uint32_t r18b0_t1 = r17b0_t4 + k0[6];
    const uint32_t r18b1_t1 = r17b1_t4 + k1[6];
    const uint32_t r18b2_t1 = r17b2_t4 + k2[6];
    const uint32_t r18b3_t1 = r17b3_t4 + k3[6];
    const uint32_t r18b0_t3 = T0[r18b0_t1 & 255] ^ T1[(r18b0_t1 >> 8) & 255] ^ T2[(r18b0_t1 >> 16) & 255] ^ T3[r18b0_t1 >> 24];
    const uint32_t r18b1_t3 = T0[r18b1_t1 & 255] ^ T1[(r18b1_t1 >> 8) & 255] ^ T2[(r18b1_t1 >> 16) & 255] ^ T3[r18b1_t1 >> 24];
    const uint32_t r18b2_t3 = T0[r18b2_t1 & 255] ^ T1[(r18b2_t1 >> 8) & 255] ^ T2[(r18b2_t1 >> 16) & 255] ^ T3[r18b2_t1 >> 24];
    const uint32_t r18b3_t3 = T0[r18b3_t1 & 255] ^ T1[(r18b3_t1 >> 8) & 255] ^ T2[(r18b3_t1 >> 16) & 255] ^ T3[r18b3_t1 >> 24];
    const uint32_t r18b0_t4 = r16b0_t4 ^ r18b0_t3;
    const uint32_t r18b1_t4 = r16b1_t4 ^ r18b1_t3;
    const uint32_t r18b2_t4 = r16b2_t4 ^ r18b2_t3;
    const uint32_t r18b3_t4 = r16b3_t4 ^ r18b3_t3;
    /* round 19: K5 */
    const uint32_t r19b0_t1 = r18b0_t4 + k0[5];
    const uint32_t r19b1_t1 = r18b1_t4 + k1[5];
    const uint32_t r19b2_t1 = r18b2_t4 + k2[5];
    const uint32_t r19b3_t1 = r18b3_t4 + k3[5];
    const uint32_t r19b0_t3 = T0[r19b0_t1 & 255] ^ T1[(r19b0_t1 >> 8) & 255] ^ T2[(r19b0_t1 >> 16) & 255] ^ T3[r19b0_t1 >> 24];
    const uint32_t r19b1_t3 = T0[r19b1_t1 & 255] ^ T1[(r19b1_t1 >> 8) & 255] ^ T2[(r19b1_t1 >> 16) & 255] ^ T3[r19b1_t1 >> 24];
    const uint32_t r19b2_t3 = T0[r19b2_t1 & 255] ^ T1[(r19b2_t1 >> 8) & 255] ^ T2[(r19b2_t1 >> 16) & 255] ^ T3[r19b2_t1 >> 24];
    const uint32_t r19b3_t3 = T0[r19b3_t1 & 255] ^ T1[(r19b3_t1 >> 8) & 255] ^ T2[(r19b3_t1 >> 16) & 255] ^ T3[r19b3_t1 >> 24];
    const uint32_t r19b0_t4 = r17b0_t4 ^ r19b0_t3;
    const uint32_t r19b1_t4 = r17b1_t4 ^ r19b1_t3;
    const uint32_t r19b2_t4 = r17b2_t4 ^ r19b2_t3;
    const uint32_t r19b3_t4 = r17b3_t4 ^ r19b3_t3;
    /* round 20: K4 */
    const uint32_t r20b0_t1 = r19b0_t4 + k0[4];
    const uint32_t r20b1_t1 = r19b1_t4 + k1[4];
    const uint32_t r20b2_t1 = r19b2_t4 + k2[4];
    const uint32_t r20b3_t1 = r19b3_t4 + k3[4];
    const uint32_t r20b0_t3 = T0[r20b0_t1 & 255] ^ T1[(r20b0_t1 >> 8) & 255] ^ T2[(r20b0_t1 >> 16) & 255] ^ T3[r20b0_t1 >> 24];
    const uint32_t r20b1_t3 = T0[r20b1_t1 & 255] ^ T1[(r20b1_t1 >> 8) & 255] ^ T2[(r20b1_t1 >> 16) & 255] ^ T3[r20b1_t1 >> 24];
    const uint32_t r20b2_t3 = T0[r20b2_t1 & 255] ^ T1[(r20b2_t1 >> 8) & 255] ^ T2[(r20b2_t1 >> 16) & 255] ^ T3[r20b2_t1 >> 24];
    const uint32_t r20b3_t3 = T0[r20b3_t1 & 255] ^ T1[(r20b3_t1 >> 8) & 255] ^ T2[(r20b3_t1 >> 16) & 255] ^ T3[r20b3_t1 >> 24];
    const uint32_t r20b0_t4 = r18b0_t4 ^ r20b0_t3;
    const uint32_t r20b1_t4 = r18b1_t4 ^ r20b1_t3;
    const uint32_t r20b2_t4 = r18b2_t4 ^ r20b2_t3;
    const uint32_t r20b3_t4 = r18b3_t4 ^ r20b3_t3;
    /* round 21: K3 */
    const uint32_t r21b0_t1 = r20b0_t4 + k0[3];
    const uint32_t r21b1_t1 = r20b1_t4 + k1[3];
    const uint32_t r21b2_t1 = r20b2_t4 + k2[3];
    const uint32_t r21b3_t1 = r20b3_t4 + k3[3];
    const uint32_t r21b0_t3 = T0[r21b0_t1 & 255] ^ T1[(r21b0_t1 >> 8) & 255] ^ T2[(r21b0_t1 >> 16) & 255] ^ T3[r21b0_t1 >> 24];
    const uint32_t r21b1_t3 = T0[r21b1_t1 & 255] ^ T1[(r21b1_t1 >> 8) & 255] ^ T2[(r21b1_t1 >> 16) & 255] ^ T3[r21b1_t1 >> 24];
    const uint32_t r21b2_t3 = T0[r21b2_t1 & 255] ^ T1[(r21b2_t1 >> 8) & 255] ^ T2[(r21b2_t1 >> 16) & 255] ^ T3[r21b2_t1 >> 24];
    const uint32_t r21b3_t3 = T0[r21b3_t1 & 255] ^ T1[(r21b3_t1 >> 8) & 255] ^ T2[(r21b3_t1 >> 16) & 255] ^ T3[r21b3_t1 >> 24];
    const uint32_t r21b0_t4 = r19b0_t4 ^ r21b0_t3;
    const uint32_t r21b1_t4 = r19b1_t4 ^ r21b1_t3;
    const uint32_t r21b2_t4 = r19b2_t4 ^ r21b2_t3;
    const uint32_t r21b3_t4 = r19b3_t4 ^ r21b3_t3;
    /* round 22: K2 */
    const uint32_t r22b0_t1 = r21b0_t4 + k0[2];
    const uint32_t r22b1_t1 = r21b1_t4 + k1[2];
    const uint32_t r22b2_t1 = r21b2_t4 + k2[2];
    const uint32_t r22b3_t1 = r21b3_t4 + k3[2];
    const uint32_t r22b0_t3 = T0[r22b0_t1 & 255] ^ T1[(r22b0_t1 >> 8) & 255] ^ T2[(r22b0_t1 >> 16) & 255] ^ T3[r22b0_t1 >> 24];
    const uint32_t r22b1_t3 = T0[r22b1_t1 & 255] ^ T1[(r22b1_t1 >> 8) & 255] ^ T2[(r22b1_t1 >> 16) & 255] ^ T3[r22b1_t1 >> 24];
    const uint32_t r22b2_t3 = T0[r22b2_t1 & 255] ^ T1[(r22b2_t1 >> 8) & 255] ^ T2[(r22b2_t1 >> 16) & 255] ^ T3[r22b2_t1 >> 24];
    const uint32_t r22b3_t3 = T0[r22b3_t1 & 255] ^ T1[(r22b3_t1 >> 8) & 255] ^ T2[(r22b3_t1 >> 16) & 255] ^ T3[r22b3_t1 >> 24];
    const uint32_t r22b0_t4 = r20b0_t4 ^ r22b0_t3;
    const uint32_t r22b1_t4 = r20b1_t4 ^ r22b1_t3;
    const uint32_t r22b2_t4 = r20b2_t4 ^ r22b2_t3;
    const uint32_t r22b3_t4 = r20b3_t4 ^ r22b3_t3;
    /* round 23: K1 */
    const uint32_t r23b0_t1 = r22b0_t4 + k0[1];
    const uint32_t r23b1_t1 = r22b1_t4 + k1[1];
    const uint32_t r23b2_t1 = r22b2_t4 + k2[1];
    const uint32_t r23b3_t1 = r22b3_t4 + k3[1];
    const uint32_t r23b0_t3 = T0[r23b0_t1 & 255] ^ T1[(r23b0_t1 >> 8) & 255] ^ T2[(r23b0_t1 >> 16) & 255] ^ T3[r23b0_t1 >> 24];
    const uint32_t r23b1_t3 = T0[r23b1_t1 & 255] ^ T1[(r23b1_t1 >> 8) & 255] ^ T2[(r23b1_t1 >> 16) & 255] ^ T3[r23b1_t1 >> 24];
    const uint32_t r23b2_t3 = T0[r23b2_t1 & 255] ^ T1[(r23b2_t1 >> 8) & 255] ^ T2[(r23b2_t1 >> 16) & 255] ^ T3[r23b2_t1 >> 24];
    const uint32_t r23b3_t3 = T0[r23b3_t1 & 255] ^ T1[(r23b3_t1 >> 8) & 255] ^ T2[(r23b3_t1 >> 16) & 255] ^ T3[r23b3_t1 >> 24];
    const uint32_t r23b0_t4 = r21b0_t4 ^ r23b0_t3;
    const uint32_t r23b1_t4 = r21b1_t4 ^ r23b1_t3;
    const uint32_t r23b2_t4 = r21b2_t4 ^ r23b2_t3;
    const uint32_t r23b3_t4 = r21b3_t4 ^ r23b3_t3;
    /* round 24: K0 */
    const uint32_t r24b0_t1 = r23b0_t4 + k0[0];
    const uint32_t r24b1_t1 = r23b1_t4 + k1[0];
    const uint32_t r24b2_t1 = r23b2_t4 + k2[0];
    const uint32_t r24b3_t1 = r23b3_t4 + k3[0];
    const uint32_t r24b0_t3 = T0[r24b0_t1 & 255] ^ T1[(r24b0_t1 >> 8) & 255] ^ T2[(r24b0_t1 >> 16) & 255] ^ T3[r24b0_t1 >> 24];
    const uint32_t r24b1_t3 = T0[r24b1_t1 & 255] ^ T1[(r24b1_t1 >> 8) & 255] ^ T2[(r24b1_t1 >> 16) & 255] ^ T3[r24b1_t1 >> 24];
    const uint32_t r24b2_t3 = T0[r24b2_t1 & 255] ^ T1[(r24b2_t1 >> 8) & 255] ^ T2[(r24b2_t1 >> 16) & 255] ^ T3[r24b2_t1 >> 24];
    const uint32_t r24b3_t3 = T0[r24b3_t1 & 255] ^ T1[(r24b3_t1 >> 8) & 255] ^ T2[(r24b3_t1 >> 16) & 255] ^ T3[r24b3_t1 >> 24];
    const uint32_t r24b0_t4 = r22b0_t4 ^ r24b0_t3;
    const uint32_t r24b1_t4 = r22b1_t4 ^ r24b1_t3;
    const uint32_t r24b2_t4 = r22b2_t4 ^ r24b2_t3;
    const uint32_t r24b3_t4 = r22b3_t4 ^ r24b3_t3;
    /* round 25: K7 */
    const uint32_t r25b0_t1 = r24b0_t4 + k0[7];
    const uint32_t r25b1_t1 = r24b1_t4 + k1[7];
    const uint32_t r25b2_t1 = r24b2_t4 + k2[7];
    const uint32_t r25b3_t1 = r24b3_t4 + k3[7];
    const uint32_t r25b0_t3 = T0[r25b0_t1 & 255] ^ T1[(r25b0_t1 >> 8) & 255] ^ T2[(r25b0_t1 >> 16) & 255] ^ T3[r25b0_t1 >> 24];
    const uint32_t r25b1_t3 = T0[r25b1_t1 & 255] ^ T1[(r25b1_t1 >> 8) & 255] ^ T2[(r25b1_t1 >> 16) & 255] ^ T3[r25b1_t1 >> 24];
    const uint32_t r25b2_t3 = T0[r25b2_t1 & 255] ^ T1[(r25b2_t1 >> 8) & 255] ^ T2[(r25b2_t1 >> 16) & 255] ^ T3[r25b2_t1 >> 24];
    const uint32_t r25b3_t3 = T0[r25b3_t1 & 255] ^ T1[(r25b3_t1 >> 8) & 255] ^ T2[(r25b3_t1 >> 16) & 255] ^ T3[r25b3_t1 >> 24];
    const uint32_t r25b0_t4 = r23b0_t4 ^ r25b0_t3;
    const uint32_t r25b1_t4 = r23b1_t4 ^ r25b1_t3;
    const uint32_t r25b2_t4 = r23b2_t4 ^ r25b2_t3;
    const uint32_t r25b3_t4 = r23b3_t4 ^ r25b3_t3;
    /* round 26: K6 */
    const uint32_t r26b0_t1 = r25b0_t4 + k0[6];
    const uint32_t r26b1_t1 = r25b1_t4 + k1[6];
    const uint32_t r26b2_t1 = r25b2_t4 + k2[6];
    const uint32_t r26b3_t1 = r25b3_t4 + k3[6];
    const uint32_t r26b0_t3 = T0[r26b0_t1 & 255] ^ T1[(r26b0_t1 >> 8) & 255] ^ T2[(r26b0_t1 >> 16) & 255] ^ T3[r26b0_t1 >> 24];
    const uint32_t r26b1_t3 = T0[r26b1_t1 & 255] ^ T1[(r26b1_t1 >> 8) & 255] ^ T2[(r26b1_t1 >> 16) & 255] ^ T3[r26b1_t1 >> 24];
    const uint32_t r26b2_t3 = T0[r26b2_t1 & 255] ^ T1[(r26b2_t1 >> 8) & 255] ^ T2[(r26b2_t1 >> 16) & 255] ^ T3[r26b2_t1 >> 24];
    const uint32_t r26b3_t3 = T0[r26b3_t1 & 255] ^ T1[(r26b3_t1 >> 8) & 255] ^ T2[(r26b3_t1 >> 16) & 255] ^ T3[r26b3_t1 >> 24];
    const uint32_t r26b0_t4 = r24b0_t4 ^ r26b0_t3;
    const uint32_t r26b1_t4 = r24b1_t4 ^ r26b1_t3;
    const uint32_t r26b2_t4 = r24b2_t4 ^ r26b2_t3;
    const uint32_t r26b3_t4 = r24b3_t4 ^ r26b3_t3;
    /* round 27: K5 */
    const uint32_t r27b0_t1 = r26b0_t4 + k0[5];
    const uint32_t r27b1_t1 = r26b1_t4 + k1[5];
    const uint32_t r27b2_t1 = r26b2_t4 + k2[5];
    const uint32_t r27b3_t1 = r26b3_t4 + k3[5];
    const uint32_t r27b0_t3 = T0[r27b0_t1 & 255] ^ T1[(r27b0_t1 >> 8) & 255] ^ T2[(r27b0_t1 >> 16) & 255] ^ T3[r27b0_t1 >> 24];
    const uint32_t r27b1_t3 = T0[r27b1_t1 & 255] ^ T1[(r27b1_t1 >> 8) & 255] ^ T2[(r27b1_t1 >> 16) & 255] ^ T3[r27b1_t1 >> 24];
    const uint32_t r27b2_t3 = T0[r27b2_t1 & 255] ^ T1[(r27b2_t1 >> 8) & 255] ^ T2[(r27b2_t1 >> 16) & 255] ^ T3[r27b2_t1 >> 24];
    const uint32_t r27b3_t3 = T0[r27b3_t1 & 255] ^ T1[(r27b3_t1 >> 8) & 255] ^ T2[(r27b3_t1 >> 16) & 255] ^ T3[r27b3_t1 >> 24];
    const uint32_t r27b0_t4 = r25b0_t4 ^ r27b0_t3;
    const uint32_t r27b1_t4 = r25b1_t4 ^ r27b1_t3;
    const uint32_t r27b2_t4 = r25b2_t4 ^ r27b2_t3;
    const uint32_t r27b3_t4 = r25b3_t4 ^ r27b3_t3;
    /* round 28: K4 */
    const uint32_t r28b0_t1 = r27b0_t4 + k0[4];
    const uint32_t r28b1_t1 = r27b1_t4 + k1[4];
    const uint32_t r28b2_t1 = r27b2_t4 + k2[4];
    const uint32_t r28b3_t1 = r27b3_t4 + k3[4];
    const uint32_t r28b0_t3 = T0[r28b0_t1 & 255] ^ T1[(r28b0_t1 >> 8) & 255] ^ T2[(r28b0_t1 >> 16) & 255] ^ T3[r28b0_t1 >> 24];
    const uint32_t r28b1_t3 = T0[r28b1_t1 & 255] ^ T1[(r28b1_t1 >> 8) & 255] ^ T2[(r28b1_t1 >> 16) & 255] ^ T3[r28b1_t1 >> 24];
    const uint32_t r28b2_t3 = T0[r28b2_t1 & 255] ^ T1[(r28b2_t1 >> 8) & 255] ^ T2[(r28b2_t1 >> 16) & 255] ^ T3[r28b2_t1 >> 24];
    const uint32_t r28b3_t3 = T0[r28b3_t1 & 255] ^ T1[(r28b3_t1 >> 8) & 255] ^ T2[(r28b3_t1 >> 16) & 255] ^ T3[r28b3_t1 >> 24];
    const uint32_t r28b0_t4 = r26b0_t4 ^ r28b0_t3;
    const uint32_t r28b1_t4 = r26b1_t4 ^ r28b1_t3;
    const uint32_t r28b2_t4 = r26b2_t4 ^ r28b2_t3;
    const uint32_t r28b3_t4 = r26b3_t4 ^ r28b3_t3;
    /* round 29: K3 */
    const uint32_t r29b0_t1 = r28b0_t4 + k0[3];
    const uint32_t r29b1_t1 = r28b1_t4 + k1[3];
    const uint32_t r29b2_t1 = r28b2_t4 + k2[3];
    const uint32_t r29b3_t1 = r28b3_t4 + k3[3];
    const uint32_t r29b0_t3 = T0[r29b0_t1 & 255] ^ T1[(r29b0_t1 >> 8) & 255] ^ T2[(r29b0_t1 >> 16) & 255] ^ T3[r29b0_t1 >> 24];
    const uint32_t r29b1_t3 = T0[r29b1_t1 & 255] ^ T1[(r29b1_t1 >> 8) & 255] ^ T2[(r29b1_t1 >> 16) & 255] ^ T3[r29b1_t1 >> 24];
    const uint32_t r29b2_t3 = T0[r29b2_t1 & 255] ^ T1[(r29b2_t1 >> 8) & 255] ^ T2[(r29b2_t1 >> 16) & 255] ^ T3[r29b2_t1 >> 24];
    const uint32_t r29b3_t3 = T0[r29b3_t1 & 255] ^ T1[(r29b3_t1 >> 8) & 255] ^ T2[(r29b3_t1 >> 16) & 255] ^ T3[r29b3_t1 >> 24];
    const uint32_t r29b0_t4 = r27b0_t4 ^ r29b0_t3;
    const uint32_t r29b1_t4 = r27b1_t4 ^ r29b1_t3;
    const uint32_t r29b2_t4 = r27b2_t4 ^ r29b2_t3;
    const uint32_t r29b3_t4 = r27b3_t4 ^ r29b3_t3;
    /* round 30: K2 */
    const uint32_t r30b0_t1 = r29b0_t4 + k0[2];
    const uint32_t r30b1_t1 = r29b1_t4 + k1[2];
    const uint32_t r30b2_t1 = r29b2_t4 + k2[2];
    const uint32_t r30b3_t1 = r29b3_t4 + k3[2];
    const uint32_t r30b0_t3 = T0[r30b0_t1 & 255] ^ T1[(r30b0_t1 >> 8) & 255] ^ T2[(r30b0_t1 >> 16) & 255] ^ T3[r30b0_t1 >> 24];
    const uint32_t r30b1_t3 = T0[r30b1_t1 & 255] ^ T1[(r30b1_t1 >> 8) & 255] ^ T2[(r30b1_t1 >> 16) & 255] ^ T3[r30b1_t1 >> 24];
    const uint32_t r30b2_t3 = T0[r30b2_t1 & 255] ^ T1[(r30b2_t1 >> 8) & 255] ^ T2[(r30b2_t1 >> 16) & 255] ^ T3[r30b2_t1 >> 24];
    const uint32_t r30b3_t3 = T0[r30b3_t1 & 255] ^ T1[(r30b3_t1 >> 8) & 255] ^ T2[(r30b3_t1 >> 16) & 255] ^ T3[r30b3_t1 >> 24];
    const uint32_t r30b0_t4 = r28b0_t4 ^ r30b0_t3;
    const uint32_t r30b1_t4 = r28b1_t4 ^ r30b1_t3;
    const uint32_t r30b2_t4 = r28b2_t4 ^ r30b2_t3;
    const uint32_t r30b3_t4 = r28b3_t4 ^ r30b3_t3;
    /* round 31: K1 */
    const uint32_t r31b0_t1 = r30b0_t4 + k0[1];
    const uint32_t r31b1_t1 = r30b1_t4 + k1[1];
    const uint32_t r31b2_t1 = r30b2_t4 + k2[1];
    const uint32_t r31b3_t1 = r30b3_t4 + k3[1];
    const uint32_t r31b0_t3 = T0[r31b0_t1 & 255] ^ T1[(r31b0_t1 >> 8) & 255] ^ T2[(r31b0_t1 >> 16) & 255] ^ T3[r31b0_t1 >> 24];
    const uint32_t r31b1_t3 = T0[r31b1_t1 & 255] ^ T1[(r31b1_t1 >> 8) & 255] ^ T2[(r31b1_t1 >> 16) & 255] ^ T3[r31b1_t1 >> 24];
    const uint32_t r31b2_t3 = T0[r31b2_t1 & 255] ^ T1[(r31b2_t1 >> 8) & 255] ^ T2[(r31b2_t1 >> 16) & 255] ^ T3[r31b2_t1 >> 24];
    const uint32_t r31b3_t3 = T0[r31b3_t1 & 255] ^ T1[(r31b3_t1 >> 8) & 255] ^ T2[(r31b3_t1 >> 16) & 255] ^ T3[r31b3_t1 >> 24];
    const uint32_t r31b0_t4 = r29b0_t4 ^ r31b0_t3;
    const uint32_t r31b1_t4 = r29b1_t4 ^ r31b1_t3;
    const uint32_t r31b2_t4 = r29b2_t4 ^ r31b2_t3;
    const uint32_t r31b3_t4 = r29b3_t4 ^ r31b3_t3;
    /* round 32: K0 */
    const uint32_t r32b0_t1 = r31b0_t4 + k0[0];
    const uint32_t r32b1_t1 = r31b1_t4 + k1[0];
    const uint32_t r32b2_t1 = r31b2_t4 + k2[0];
    const uint32_t r32b3_t1 = r31b3_t4 + k3[0];
    const uint32_t r32b0_t3 = T0[r32b0_t1 & 255] ^ T1[(r32b0_t1 >> 8) & 255] ^ T2[(r32b0_t1 >> 16) & 255] ^ T3[r32b0_t1 >> 24];
    const uint32_t r32b1_t3 = T0[r32b1_t1 & 255] ^ T1[(r32b1_t1 >> 8) & 255] ^ T2[(r32b1_t1 >> 16) & 255] ^ T3[r32b1_t1 >> 24];
    const uint32_t r32b2_t3 = T0[r32b2_t1 & 255] ^ T1[(r32b2_t1 >> 8) & 255] ^ T2[(r32b2_t1 >> 16) & 255] ^ T3[r32b2_t1 >> 24];
    const uint32_t r32b3_t3 = T0[r32b3_t1 & 255] ^ T1[(r32b3_t1 >> 8) & 255] ^ T2[(r32b3_t1 >> 16) & 255] ^ T3[r32b3_t1 >> 24];
    const uint32_t r32b0_t4 = r30b0_t4 ^ r32b0_t3;
    const uint32_t r32b1_t4 = r30b1_t4 ^ r32b1_t3;
    const uint32_t r32b2_t4 = r30b2_t4 ^ r32b2_t3;
    const uint32_t r32b3_t4 = r30b3_t4 ^ r32b3_t3;
    a[0] = r31b0_t4;
    b[0] = r32b0_t4;
    a[1] = r31b1_t4;
    b[1] = r32b1_t4;
    a[2] = r31b2_t4;
    b[2] = r32b2_t4;
    a[3] = r31b3_t4;
    b[3] = r32b3_t4;
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

/* 4 independent blocks, block j under keys[j]; all share one S-box set. */
static inline void crypt_mac_x4(const gg_magma_key *const *keys, uint32_t *a, uint32_t *b)
{
    const uint32_t *T0 = keys[0]->sbox->t[0], *T1 = keys[0]->sbox->t[1];
    const uint32_t *T2 = keys[0]->sbox->t[2], *T3 = keys[0]->sbox->t[3];
    const uint32_t *k0 = keys[0]->k, a0 = a[0], b0 = b[0];
    const uint32_t *k1 = keys[1]->k, a1 = a[1], b1 = b[1];
    const uint32_t *k2 = keys[2]->k, a2 = a[2], b2 = b[2];
    const uint32_t *k3 = keys[3]->k, a3 = a[3], b3 = b[3];
    /* round 1: K0 */
    const uint32_t r1b0_t1 = a0 + k0[0];
    const uint32_t r1b1_t1 = a1 + k1[0];
    const uint32_t r1b2_t1 = a2 + k2[0];
    const uint32_t r1b3_t1 = a3 + k3[0];
    const uint32_t r1b0_t3 = T0[r1b0_t1 & 255] ^ T1[(r1b0_t1 >> 8) & 255] ^ T2[(r1b0_t1 >> 16) & 255] ^ T3[r1b0_t1 >> 24];
    const uint32_t r1b1_t3 = T0[r1b1_t1 & 255] ^ T1[(r1b1_t1 >> 8) & 255] ^ T2[(r1b1_t1 >> 16) & 255] ^ T3[r1b1_t1 >> 24];
    const uint32_t r1b2_t3 = T0[r1b2_t1 & 255] ^ T1[(r1b2_t1 >> 8) & 255] ^ T2[(r1b2_t1 >> 16) & 255] ^ T3[r1b2_t1 >> 24];
    const uint32_t r1b3_t3 = T0[r1b3_t1 & 255] ^ T1[(r1b3_t1 >> 8) & 255] ^ T2[(r1b3_t1 >> 16) & 255] ^ T3[r1b3_t1 >> 24];
    const uint32_t r1b0_t4 = b0 ^ r1b0_t3;
    const uint32_t r1b1_t4 = b1 ^ r1b1_t3;
    const uint32_t r1b2_t4 = b2 ^ r1b2_t3;
    const uint32_t r1b3_t4 = b3 ^ r1b3_t3;
    /* round 2: K1 */
    const uint32_t r2b0_t1 = r1b0_t4 + k0[1];
    const uint32_t r2b1_t1 = r1b1_t4 + k1[1];
    const uint32_t r2b2_t1 = r1b2_t4 + k2[1];
    const uint32_t r2b3_t1 = r1b3_t4 + k3[1];
    const uint32_t r2b0_t3 = T0[r2b0_t1 & 255] ^ T1[(r2b0_t1 >> 8) & 255] ^ T2[(r2b0_t1 >> 16) & 255] ^ T3[r2b0_t1 >> 24];
    const uint32_t r2b1_t3 = T0[r2b1_t1 & 255] ^ T1[(r2b1_t1 >> 8) & 255] ^ T2[(r2b1_t1 >> 16) & 255] ^ T3[r2b1_t1 >> 24];
    const uint32_t r2b2_t3 = T0[r2b2_t1 & 255] ^ T1[(r2b2_t1 >> 8) & 255] ^ T2[(r2b2_t1 >> 16) & 255] ^ T3[r2b2_t1 >> 24];
    const uint32_t r2b3_t3 = T0[r2b3_t1 & 255] ^ T1[(r2b3_t1 >> 8) & 255] ^ T2[(r2b3_t1 >> 16) & 255] ^ T3[r2b3_t1 >> 24];
    const uint32_t r2b0_t4 = a0 ^ r2b0_t3;
    const uint32_t r2b1_t4 = a1 ^ r2b1_t3;
    const uint32_t r2b2_t4 = a2 ^ r2b2_t3;
    const uint32_t r2b3_t4 = a3 ^ r2b3_t3;
    /* round 3: K2 */
    const uint32_t r3b0_t1 = r2b0_t4 + k0[2];
    const uint32_t r3b1_t1 = r2b1_t4 + k1[2];
    const uint32_t r3b2_t1 = r2b2_t4 + k2[2];
    const uint32_t r3b3_t1 = r2b3_t4 + k3[2];
    const uint32_t r3b0_t3 = T0[r3b0_t1 & 255] ^ T1[(r3b0_t1 >> 8) & 255] ^ T2[(r3b0_t1 >> 16) & 255] ^ T3[r3b0_t1 >> 24];
    const uint32_t r3b1_t3 = T0[r3b1_t1 & 255] ^ T1[(r3b1_t1 >> 8) & 255] ^ T2[(r3b1_t1 >> 16) & 255] ^ T3[r3b1_t1 >> 24];
    const uint32_t r3b2_t3 = T0[r3b2_t1 & 255] ^ T1[(r3b2_t1 >> 8) & 255] ^ T2[(r3b2_t1 >> 16) & 255] ^ T3[r3b2_t1 >> 24];
    const uint32_t r3b3_t3 = T0[r3b3_t1 & 255] ^ T1[(r3b3_t1 >> 8) & 255] ^ T2[(r3b3_t1 >> 16) & 255] ^ T3[r3b3_t1 >> 24];
    const uint32_t r3b0_t4 = r1b0_t4 ^ r3b0_t3;
    const uint32_t r3b1_t4 = r1b1_t4 ^ r3b1_t3;
    const uint32_t r3b2_t4 = r1b2_t4 ^ r3b2_t3;
    const uint32_t r3b3_t4 = r1b3_t4 ^ r3b3_t3;
    /* round 4: K3 */
    const uint32_t r4b0_t1 = r3b0_t4 + k0[3];
    const uint32_t r4b1_t1 = r3b1_t4 + k1[3];
    const uint32_t r4b2_t1 = r3b2_t4 + k2[3];
    const uint32_t r4b3_t1 = r3b3_t4 + k3[3];
    const uint32_t r4b0_t3 = T0[r4b0_t1 & 255] ^ T1[(r4b0_t1 >> 8) & 255] ^ T2[(r4b0_t1 >> 16) & 255] ^ T3[r4b0_t1 >> 24];
    const uint32_t r4b1_t3 = T0[r4b1_t1 & 255] ^ T1[(r4b1_t1 >> 8) & 255] ^ T2[(r4b1_t1 >> 16) & 255] ^ T3[r4b1_t1 >> 24];
    const uint32_t r4b2_t3 = T0[r4b2_t1 & 255] ^ T1[(r4b2_t1 >> 8) & 255] ^ T2[(r4b2_t1 >> 16) & 255] ^ T3[r4b2_t1 >> 24];
    const uint32_t r4b3_t3 = T0[r4b3_t1 & 255] ^ T1[(r4b3_t1 >> 8) & 255] ^ T2[(r4b3_t1 >> 16) & 255] ^ T3[r4b3_t1 >> 24];
    const uint32_t r4b0_t4 = r2b0_t4 ^ r4b0_t3;
    const uint32_t r4b1_t4 = r2b1_t4 ^ r4b1_t3;
    const uint32_t r4b2_t4 = r2b2_t4 ^ r4b2_t3;
    const uint32_t r4b3_t4 = r2b3_t4 ^ r4b3_t3;
    /* round 5: K4 */
    const uint32_t r5b0_t1 = r4b0_t4 + k0[4];
    const uint32_t r5b1_t1 = r4b1_t4 + k1[4];
    const uint32_t r5b2_t1 = r4b2_t4 + k2[4];
    const uint32_t r5b3_t1 = r4b3_t4 + k3[4];
    const uint32_t r5b0_t3 = T0[r5b0_t1 & 255] ^ T1[(r5b0_t1 >> 8) & 255] ^ T2[(r5b0_t1 >> 16) & 255] ^ T3[r5b0_t1 >> 24];
    const uint32_t r5b1_t3 = T0[r5b1_t1 & 255] ^ T1[(r5b1_t1 >> 8) & 255] ^ T2[(r5b1_t1 >> 16) & 255] ^ T3[r5b1_t1 >> 24];
    const uint32_t r5b2_t3 = T0[r5b2_t1 & 255] ^ T1[(r5b2_t1 >> 8) & 255] ^ T2[(r5b2_t1 >> 16) & 255] ^ T3[r5b2_t1 >> 24];
    const uint32_t r5b3_t3 = T0[r5b3_t1 & 255] ^ T1[(r5b3_t1 >> 8) & 255] ^ T2[(r5b3_t1 >> 16) & 255] ^ T3[r5b3_t1 >> 24];
    const uint32_t r5b0_t4 = r3b0_t4 ^ r5b0_t3;
    const uint32_t r5b1_t4 = r3b1_t4 ^ r5b1_t3;
    const uint32_t r5b2_t4 = r3b2_t4 ^ r5b2_t3;
    const uint32_t r5b3_t4 = r3b3_t4 ^ r5b3_t3;
    /* round 6: K5 */
    const uint32_t r6b0_t1 = r5b0_t4 + k0[5];
    const uint32_t r6b1_t1 = r5b1_t4 + k1[5];
    const uint32_t r6b2_t1 = r5b2_t4 + k2[5];
    const uint32_t r6b3_t1 = r5b3_t4 + k3[5];
    const uint32_t r6b0_t3 = T0[r6b0_t1 & 255] ^ T1[(r6b0_t1 >> 8) & 255] ^ T2[(r6b0_t1 >> 16) & 255] ^ T3[r6b0_t1 >> 24];
    const uint32_t r6b1_t3 = T0[r6b1_t1 & 255] ^ T1[(r6b1_t1 >> 8) & 255] ^ T2[(r6b1_t1 >> 16) & 255] ^ T3[r6b1_t1 >> 24];
    const uint32_t r6b2_t3 = T0[r6b2_t1 & 255] ^ T1[(r6b2_t1 >> 8) & 255] ^ T2[(r6b2_t1 >> 16) & 255] ^ T3[r6b2_t1 >> 24];
    const uint32_t r6b3_t3 = T0[r6b3_t1 & 255] ^ T1[(r6b3_t1 >> 8) & 255] ^ T2[(r6b3_t1 >> 16) & 255] ^ T3[r6b3_t1 >> 24];
    const uint32_t r6b0_t4 = r4b0_t4 ^ r6b0_t3;
    const uint32_t r6b1_t4 = r4b1_t4 ^ r6b1_t3;
    const uint32_t r6b2_t4 = r4b2_t4 ^ r6b2_t3;
    const uint32_t r6b3_t4 = r4b3_t4 ^ r6b3_t3;
    /* round 7: K6 */
    const uint32_t r7b0_t1 = r6b0_t4 + k0[6];
    const uint32_t r7b1_t1 = r6b1_t4 + k1[6];
    const uint32_t r7b2_t1 = r6b2_t4 + k2[6];
    const uint32_t r7b3_t1 = r6b3_t4 + k3[6];
    const uint32_t r7b0_t3 = T0[r7b0_t1 & 255] ^ T1[(r7b0_t1 >> 8) & 255] ^ T2[(r7b0_t1 >> 16) & 255] ^ T3[r7b0_t1 >> 24];
    const uint32_t r7b1_t3 = T0[r7b1_t1 & 255] ^ T1[(r7b1_t1 >> 8) & 255] ^ T2[(r7b1_t1 >> 16) & 255] ^ T3[r7b1_t1 >> 24];
    const uint32_t r7b2_t3 = T0[r7b2_t1 & 255] ^ T1[(r7b2_t1 >> 8) & 255] ^ T2[(r7b2_t1 >> 16) & 255] ^ T3[r7b2_t1 >> 24];
    const uint32_t r7b3_t3 = T0[r7b3_t1 & 255] ^ T1[(r7b3_t1 >> 8) & 255] ^ T2[(r7b3_t1 >> 16) & 255] ^ T3[r7b3_t1 >> 24];
    const uint32_t r7b0_t4 = r5b0_t4 ^ r7b0_t3;
    const uint32_t r7b1_t4 = r5b1_t4 ^ r7b1_t3;
    const uint32_t r7b2_t4 = r5b2_t4 ^ r7b2_t3;
    const uint32_t r7b3_t4 = r5b3_t4 ^ r7b3_t3;
    /* round 8: K7 */
    const uint32_t r8b0_t1 = r7b0_t4 + k0[7];
    const uint32_t r8b1_t1 = r7b1_t4 + k1[7];
    const uint32_t r8b2_t1 = r7b2_t4 + k2[7];
    const uint32_t r8b3_t1 = r7b3_t4 + k3[7];
    const uint32_t r8b0_t3 = T0[r8b0_t1 & 255] ^ T1[(r8b0_t1 >> 8) & 255] ^ T2[(r8b0_t1 >> 16) & 255] ^ T3[r8b0_t1 >> 24];
    const uint32_t r8b1_t3 = T0[r8b1_t1 & 255] ^ T1[(r8b1_t1 >> 8) & 255] ^ T2[(r8b1_t1 >> 16) & 255] ^ T3[r8b1_t1 >> 24];
    const uint32_t r8b2_t3 = T0[r8b2_t1 & 255] ^ T1[(r8b2_t1 >> 8) & 255] ^ T2[(r8b2_t1 >> 16) & 255] ^ T3[r8b2_t1 >> 24];
    const uint32_t r8b3_t3 = T0[r8b3_t1 & 255] ^ T1[(r8b3_t1 >> 8) & 255] ^ T2[(r8b3_t1 >> 16) & 255] ^ T3[r8b3_t1 >> 24];
    const uint32_t r8b0_t4 = r6b0_t4 ^ r8b0_t3;
    const uint32_t r8b1_t4 = r6b1_t4 ^ r8b1_t3;
    const uint32_t r8b2_t4 = r6b2_t4 ^ r8b2_t3;
    const uint32_t r8b3_t4 = r6b3_t4 ^ r8b3_t3;
    /* round 9: K0 */
    const uint32_t r9b0_t1 = r8b0_t4 + k0[0];
    const uint32_t r9b1_t1 = r8b1_t4 + k1[0];
    const uint32_t r9b2_t1 = r8b2_t4 + k2[0];
    const uint32_t r9b3_t1 = r8b3_t4 + k3[0];
    const uint32_t r9b0_t3 = T0[r9b0_t1 & 255] ^ T1[(r9b0_t1 >> 8) & 255] ^ T2[(r9b0_t1 >> 16) & 255] ^ T3[r9b0_t1 >> 24];
    const uint32_t r9b1_t3 = T0[r9b1_t1 & 255] ^ T1[(r9b1_t1 >> 8) & 255] ^ T2[(r9b1_t1 >> 16) & 255] ^ T3[r9b1_t1 >> 24];
    const uint32_t r9b2_t3 = T0[r9b2_t1 & 255] ^ T1[(r9b2_t1 >> 8) & 255] ^ T2[(r9b2_t1 >> 16) & 255] ^ T3[r9b2_t1 >> 24];
    const uint32_t r9b3_t3 = T0[r9b3_t1 & 255] ^ T1[(r9b3_t1 >> 8) & 255] ^ T2[(r9b3_t1 >> 16) & 255] ^ T3[r9b3_t1 >> 24];
    const uint32_t r9b0_t4 = r7b0_t4 ^ r9b0_t3;
    const uint32_t r9b1_t4 = r7b1_t4 ^ r9b1_t3;
    const uint32_t r9b2_t4 = r7b2_t4 ^ r9b2_t3;
    const uint32_t r9b3_t4 = r7b3_t4 ^ r9b3_t3;
    /* round 10: K1 */
    const uint32_t r10b0_t1 = r9b0_t4 + k0[1];
    const uint32_t r10b1_t1 = r9b1_t4 + k1[1];
    const uint32_t r10b2_t1 = r9b2_t4 + k2[1];
    const uint32_t r10b3_t1 = r9b3_t4 + k3[1];
    const uint32_t r10b0_t3 = T0[r10b0_t1 & 255] ^ T1[(r10b0_t1 >> 8) & 255] ^ T2[(r10b0_t1 >> 16) & 255] ^ T3[r10b0_t1 >> 24];
    const uint32_t r10b1_t3 = T0[r10b1_t1 & 255] ^ T1[(r10b1_t1 >> 8) & 255] ^ T2[(r10b1_t1 >> 16) & 255] ^ T3[r10b1_t1 >> 24];
    const uint32_t r10b2_t3 = T0[r10b2_t1 & 255] ^ T1[(r10b2_t1 >> 8) & 255] ^ T2[(r10b2_t1 >> 16) & 255] ^ T3[r10b2_t1 >> 24];
    const uint32_t r10b3_t3 = T0[r10b3_t1 & 255] ^ T1[(r10b3_t1 >> 8) & 255] ^ T2[(r10b3_t1 >> 16) & 255] ^ T3[r10b3_t1 >> 24];
    const uint32_t r10b0_t4 = r8b0_t4 ^ r10b0_t3;
    const uint32_t r10b1_t4 = r8b1_t4 ^ r10b1_t3;
    const uint32_t r10b2_t4 = r8b2_t4 ^ r10b2_t3;
    const uint32_t r10b3_t4 = r8b3_t4 ^ r10b3_t3;
    /* round 11: K2 */
    const uint32_t r11b0_t1 = r10b0_t4 + k0[2];
    const uint32_t r11b1_t1 = r10b1_t4 + k1[2];
    const uint32_t r11b2_t1 = r10b2_t4 + k2[2];
    const uint32_t r11b3_t1 = r10b3_t4 + k3[2];
    const uint32_t r11b0_t3 = T0[r11b0_t1 & 255] ^ T1[(r11b0_t1 >> 8) & 255] ^ T2[(r11b0_t1 >> 16) & 255] ^ T3[r11b0_t1 >> 24];
    const uint32_t r11b1_t3 = T0[r11b1_t1 & 255] ^ T1[(r11b1_t1 >> 8) & 255] ^ T2[(r11b1_t1 >> 16) & 255] ^ T3[r11b1_t1 >> 24];
    const uint32_t r11b2_t3 = T0[r11b2_t1 & 255] ^ T1[(r11b2_t1 >> 8) & 255] ^ T2[(r11b2_t1 >> 16) & 255] ^ T3[r11b2_t1 >> 24];
    const uint32_t r11b3_t3 = T0[r11b3_t1 & 255] ^ T1[(r11b3_t1 >> 8) & 255] ^ T2[(r11b3_t1 >> 16) & 255] ^ T3[r11b3_t1 >> 24];
    const uint32_t r11b0_t4 = r9b0_t4 ^ r11b0_t3;
    const uint32_t r11b1_t4 = r9b1_t4 ^ r11b1_t3;
    const uint32_t r11b2_t4 = r9b2_t4 ^ r11b2_t3;
    const uint32_t r11b3_t4 = r9b3_t4 ^ r11b3_t3;
    /* round 12: K3 */
    const uint32_t r12b0_t1 = r11b0_t4 + k0[3];
    const uint32_t r12b1_t1 = r11b1_t4 + k1[3];
    const uint32_t r12b2_t1 = r11b2_t4 + k2[3];
    const uint32_t r12b3_t1 = r11b3_t4 + k3[3];
    const uint32_t r12b0_t3 = T0[r12b0_t1 & 255] ^ T1[(r12b0_t1 >> 8) & 255] ^ T2[(r12b0_t1 >> 16) & 255] ^ T3[r12b0_t1 >> 24];
    const uint32_t r12b1_t3 = T0[r12b1_t1 & 255] ^ T1[(r12b1_t1 >> 8) & 255] ^ T2[(r12b1_t1 >> 16) & 255] ^ T3[r12b1_t1 >> 24];
    const uint32_t r12b2_t3 = T0[r12b2_t1 & 255] ^ T1[(r12b2_t1 >> 8) & 255] ^ T2[(r12b2_t1 >> 16) & 255] ^ T3[r12b2_t1 >> 24];
    const uint32_t r12b3_t3 = T0[r12b3_t1 & 255] ^ T1[(r12b3_t1 >> 8) & 255] ^ T2[(r12b3_t1 >> 16) & 255] ^ T3[r12b3_t1 >> 24];
    const uint32_t r12b0_t4 = r10b0_t4 ^ r12b0_t3;
    const uint32_t r12b1_t4 = r10b1_t4 ^ r12b1_t3;
    const uint32_t r12b2_t4 = r10b2_t4 ^ r12b2_t3;
    const uint32_t r12b3_t4 = r10b3_t4 ^ r12b3_t3;
    /* round 13: K4 */
    const uint32_t r13b0_t1 = r12b0_t4 + k0[4];
    const uint32_t r13b1_t1 = r12b1_t4 + k1[4];
    const uint32_t r13b2_t1 = r12b2_t4 + k2[4];
    const uint32_t r13b3_t1 = r12b3_t4 + k3[4];
    const uint32_t r13b0_t3 = T0[r13b0_t1 & 255] ^ T1[(r13b0_t1 >> 8) & 255] ^ T2[(r13b0_t1 >> 16) & 255] ^ T3[r13b0_t1 >> 24];
    const uint32_t r13b1_t3 = T0[r13b1_t1 & 255] ^ T1[(r13b1_t1 >> 8) & 255] ^ T2[(r13b1_t1 >> 16) & 255] ^ T3[r13b1_t1 >> 24];
    const uint32_t r13b2_t3 = T0[r13b2_t1 & 255] ^ T1[(r13b2_t1 >> 8) & 255] ^ T2[(r13b2_t1 >> 16) & 255] ^ T3[r13b2_t1 >> 24];
    const uint32_t r13b3_t3 = T0[r13b3_t1 & 255] ^ T1[(r13b3_t1 >> 8) & 255] ^ T2[(r13b3_t1 >> 16) & 255] ^ T3[r13b3_t1 >> 24];
    const uint32_t r13b0_t4 = r11b0_t4 ^ r13b0_t3;
    const uint32_t r13b1_t4 = r11b1_t4 ^ r13b1_t3;
    const uint32_t r13b2_t4 = r11b2_t4 ^ r13b2_t3;
    const uint32_t r13b3_t4 = r11b3_t4 ^ r13b3_t3;
    /* round 14: K5 */
    const uint32_t r14b0_t1 = r13b0_t4 + k0[5];
    const uint32_t r14b1_t1 = r13b1_t4 + k1[5];
    const uint32_t r14b2_t1 = r13b2_t4 + k2[5];
    const uint32_t r14b3_t1 = r13b3_t4 + k3[5];
    const uint32_t r14b0_t3 = T0[r14b0_t1 & 255] ^ T1[(r14b0_t1 >> 8) & 255] ^ T2[(r14b0_t1 >> 16) & 255] ^ T3[r14b0_t1 >> 24];
    const uint32_t r14b1_t3 = T0[r14b1_t1 & 255] ^ T1[(r14b1_t1 >> 8) & 255] ^ T2[(r14b1_t1 >> 16) & 255] ^ T3[r14b1_t1 >> 24];
    const uint32_t r14b2_t3 = T0[r14b2_t1 & 255] ^ T1[(r14b2_t1 >> 8) & 255] ^ T2[(r14b2_t1 >> 16) & 255] ^ T3[r14b2_t1 >> 24];
    const uint32_t r14b3_t3 = T0[r14b3_t1 & 255] ^ T1[(r14b3_t1 >> 8) & 255] ^ T2[(r14b3_t1 >> 16) & 255] ^ T3[r14b3_t1 >> 24];
    const uint32_t r14b0_t4 = r12b0_t4 ^ r14b0_t3;
    const uint32_t r14b1_t4 = r12b1_t4 ^ r14b1_t3;
    const uint32_t r14b2_t4 = r12b2_t4 ^ r14b2_t3;
    const uint32_t r14b3_t4 = r12b3_t4 ^ r14b3_t3;
    /* round 15: K6 */
    const uint32_t r15b0_t1 = r14b0_t4 + k0[6];
    const uint32_t r15b1_t1 = r14b1_t4 + k1[6];
    const uint32_t r15b2_t1 = r14b2_t4 + k2[6];
    const uint32_t r15b3_t1 = r14b3_t4 + k3[6];
    const uint32_t r15b0_t3 = T0[r15b0_t1 & 255] ^ T1[(r15b0_t1 >> 8) & 255] ^ T2[(r15b0_t1 >> 16) & 255] ^ T3[r15b0_t1 >> 24];
    const uint32_t r15b1_t3 = T0[r15b1_t1 & 255] ^ T1[(r15b1_t1 >> 8) & 255] ^ T2[(r15b1_t1 >> 16) & 255] ^ T3[r15b1_t1 >> 24];
    const uint32_t r15b2_t3 = T0[r15b2_t1 & 255] ^ T1[(r15b2_t1 >> 8) & 255] ^ T2[(r15b2_t1 >> 16) & 255] ^ T3[r15b2_t1 >> 24];
    const uint32_t r15b3_t3 = T0[r15b3_t1 & 255] ^ T1[(r15b3_t1 >> 8) & 255] ^ T2[(r15b3_t1 >> 16) & 255] ^ T3[r15b3_t1 >> 24];
    const uint32_t r15b0_t4 = r13b0_t4 ^ r15b0_t3;
    const uint32_t r15b1_t4 = r13b1_t4 ^ r15b1_t3;
    const uint32_t r15b2_t4 = r13b2_t4 ^ r15b2_t3;
    const uint32_t r15b3_t4 = r13b3_t4 ^ r15b3_t3;
    /* round 16: K7 */
    const uint32_t r16b0_t1 = r15b0_t4 + k0[7];
    const uint32_t r16b1_t1 = r15b1_t4 + k1[7];
    const uint32_t r16b2_t1 = r15b2_t4 + k2[7];
    const uint32_t r16b3_t1 = r15b3_t4 + k3[7];
    const uint32_t r16b0_t3 = T0[r16b0_t1 & 255] ^ T1[(r16b0_t1 >> 8) & 255] ^ T2[(r16b0_t1 >> 16) & 255] ^ T3[r16b0_t1 >> 24];
    const uint32_t r16b1_t3 = T0[r16b1_t1 & 255] ^ T1[(r16b1_t1 >> 8) & 255] ^ T2[(r16b1_t1 >> 16) & 255] ^ T3[r16b1_t1 >> 24];
    const uint32_t r16b2_t3 = T0[r16b2_t1 & 255] ^ T1[(r16b2_t1 >> 8) & 255] ^ T2[(r16b2_t1 >> 16) & 255] ^ T3[r16b2_t1 >> 24];
    const uint32_t r16b3_t3 = T0[r16b3_t1 & 255] ^ T1[(r16b3_t1 >> 8) & 255] ^ T2[(r16b3_t1 >> 16) & 255] ^ T3[r16b3_t1 >> 24];
    const uint32_t r16b0_t4 = r14b0_t4 ^ r16b0_t3;
    const uint32_t r16b1_t4 = r14b1_t4 ^ r16b1_t3;
    const uint32_t r16b2_t4 = r14b2_t4 ^ r16b2_t3;
    const uint32_t r16b3_t4 = r14b3_t4 ^ r16b3_t3;
    a[0] = r16b0_t4;
    b[0] = r15b0_t4;
    a[1] = r16b1_t4;
    b[1] = r15b1_t4;
    a[2] = r16b2_t4;
    b[2] = r15b2_t4;
    a[3] = r16b3_t4;
    b[3] = r15b3_t4;
}

static inline void crypt_words(const gg_magma_key *key, gg_sched sched, uint32_t *a, uint32_t *b)
{
    switch (sched) {
    case GG_SCHED_ENCRYPT:
        crypt_encrypt(key, a, b);
        return;
    case GG_SCHED_DECRYPT:
        crypt_decrypt(key, a, b);
        return;
    case GG_SCHED_MAC:
        crypt_mac(key, a, b);
        return;
    }
    GG_UNREACHABLE();
}

static inline void crypt_words_x4(const gg_magma_key *const *keys, gg_sched sched, uint32_t *a, uint32_t *b)
{
    switch (sched) {
    case GG_SCHED_ENCRYPT:
        crypt_encrypt_x4(keys, a, b);
        return;
    case GG_SCHED_DECRYPT:
        crypt_decrypt_x4(keys, a, b);
        return;
    case GG_SCHED_MAC:
        crypt_mac_x4(keys, a, b);
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

/* Blocks i..i+n-1 of in/out, block j under keys[j]; groups of 4 where the keys share
 * an S-box set. */
static void crypt_run(const gg_magma_key *const *keys, gg_order order, gg_sched sched,
                      const uint8_t *in, uint8_t *out, size_t n)
{
    size_t i = 0;
    for (; i + 4 <= n; i += 4) {
        const gg_magma_key *const *k = keys + i;
        if (k[1]->sbox == k[0]->sbox && k[2]->sbox == k[0]->sbox && k[3]->sbox == k[0]->sbox) {
            uint32_t a[4], b[4];
            for (unsigned j = 0; j < 4; j++)
                load_block(order, in + 8 * (i + j), &a[j], &b[j]);
            crypt_words_x4(k, sched, a, b);
            for (unsigned j = 0; j < 4; j++)
                store_block(order, a[j], b[j], out + 8 * (i + j));
        } else {
            break;
        }
    }
    for (; i < n; i++) {
        uint32_t a, b;
        load_block(order, in + 8 * i, &a, &b);
        crypt_words(keys[i], sched, &a, &b);
        store_block(order, a, b, out + 8 * i);
    }
}

void gg_portable_magma_blocks(const gg_magma_key *key, gg_order order, gg_sched sched,
                              const uint8_t *in, uint8_t *out, size_t nblocks)
{
    const gg_magma_key *keys[4];
    for (unsigned j = 0; j < 4; j++)
        keys[j] = key;
    size_t whole = nblocks - nblocks % 4;
    for (size_t i = 0; i < whole; i += 4)
        crypt_run(keys, order, sched, in + 8 * i, out + 8 * i, 4);
    crypt_run(keys, order, sched, in + 8 * whole, out + 8 * whole, nblocks - whole);
}

void gg_portable_magma_lanes(const gg_magma_key *const *keys, gg_order order, gg_sched sched,
                             const uint8_t *in, uint8_t *out, size_t n)
{
    crypt_run(keys, order, sched, in, out, n);
}
