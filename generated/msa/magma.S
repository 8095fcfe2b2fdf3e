/* Auto-generated file. Do not edit!
 *   Template: templates/msa/magma.S.j2
 *   Generator: gostgen generator (generator/gostgen/emit.py)
 *   Inputs: dsl/gost28147.gg, dsl/streebog.gg, backends/msa.py
 *   Regenerate with: python -m gostgen.generate */
/* GOST 28147-89 / Magma for MIPS MSA: 16 blocks at once, byte-sliced (backends/msa.py).
 *
 * State st (8 x 16 bytes): st[j] = byte j of a, st[4 + j] = byte j of b (j = 0 least
 * significant), byte lane i = block i. Round keys ks (8 x 4 x 16 bytes): ks[i][j] = byte j of
 * K_i per lane. Tables tbl (8 x 16 bytes): tbl[2j] = S-box row 2j, tbl[2j + 1] = row 2j + 1
 * shifted left by 4, loaded into $w24..$w31 for vshf.b. o32 ABI with 64-bit FP registers: the
 * even $f20..$f30 (the low halves of those $w) are callee-saved, as gcc -mfp64 saves them; the
 * rounds save and restore them. */
        .module fp=64
        .text
        .set    push
        .set    msa
        .set    noreorder

/* void gg_msa_rounds16_encrypt(uint8_t st[128], const uint8_t ks[512], const uint8_t tbl[128]);
 * 32 rounds of the encrypt schedule. */
        .align  2
        .globl  gg_msa_rounds16_encrypt
        .hidden gg_msa_rounds16_encrypt
        .type   gg_msa_rounds16_encrypt, @function
        .ent    gg_msa_rounds16_encrypt
gg_msa_rounds16_encrypt:
        addiu   $sp, $sp, -48
        sdc1    $f20, 0($sp)
        sdc1    $f22, 8($sp)
        sdc1    $f24, 16($sp)
        sdc1    $f26, 24($sp)
        sdc1    $f28, 32($sp)
        sdc1    $f30, 40($sp)
        ld.b    $w24, 0($a2)
        ld.b    $w25, 16($a2)
        ld.b    $w26, 32($a2)
        ld.b    $w27, 48($a2)
        ld.b    $w28, 64($a2)
        ld.b    $w29, 80($a2)
        ld.b    $w30, 96($a2)
        ld.b    $w31, 112($a2)
        ld.b    $w0, 0($a0)
        ld.b    $w1, 16($a0)
        ld.b    $w2, 32($a0)
        ld.b    $w3, 48($a0)
        ld.b    $w4, 64($a0)
        ld.b    $w5, 80($a0)
        ld.b    $w6, 96($a0)
        ld.b    $w7, 112($a0)
        /* round 1: K0 */
        ld.b    $w8, 0($a1)
        ld.b    $w9, 16($a1)
        ld.b    $w10, 32($a1)
        ld.b    $w11, 48($a1)
        addv.b  $w12, $w0, $w8
        clt_u.b $w16, $w12, $w0
        addv.b  $w13, $w1, $w9
        ceqi.b  $w17, $w13, -1
        clt_u.b $w18, $w13, $w1
        subv.b  $w13, $w13, $w16
        bsel.v  $w17, $w18, $w16
        addv.b  $w14, $w2, $w10
        ceqi.b  $w16, $w14, -1
        clt_u.b $w18, $w14, $w2
        subv.b  $w14, $w14, $w17
        bsel.v  $w16, $w18, $w17
        addv.b  $w15, $w3, $w11
        subv.b  $w15, $w15, $w16
        andi.b  $w19, $w12, 15
        vshf.b  $w19, $w24, $w24
        srli.b  $w12, $w12, 4
        vshf.b  $w12, $w25, $w25
        or.v    $w12, $w12, $w19
        andi.b  $w20, $w13, 15
        vshf.b  $w20, $w26, $w26
        srli.b  $w13, $w13, 4
        vshf.b  $w13, $w27, $w27
        or.v    $w13, $w13, $w20
        andi.b  $w21, $w14, 15
        vshf.b  $w21, $w28, $w28
        srli.b  $w14, $w14, 4
        vshf.b  $w14, $w29, $w29
        or.v    $w14, $w14, $w21
        andi.b  $w22, $w15, 15
        vshf.b  $w22, $w30, $w30
        srli.b  $w15, $w15, 4
        vshf.b  $w15, $w31, $w31
        or.v    $w15, $w15, $w22
        slli.b  $w16, $w12, 3
        slli.b  $w17, $w13, 3
        slli.b  $w18, $w14, 3
        slli.b  $w23, $w15, 3
        srli.b  $w8, $w12, 5
        or.v    $w17, $w17, $w8
        srli.b  $w8, $w13, 5
        or.v    $w18, $w18, $w8
        srli.b  $w8, $w14, 5
        or.v    $w23, $w23, $w8
        srli.b  $w8, $w15, 5
        or.v    $w16, $w16, $w8
        xor.v   $w4, $w4, $w23
        xor.v   $w5, $w5, $w16
        xor.v   $w6, $w6, $w17
        xor.v   $w7, $w7, $w18
        /* round 2: K1 */
        ld.b    $w9, 64($a1)
        ld.b    $w10, 80($a1)
        ld.b    $w11, 96($a1)
        ld.b    $w19, 112($a1)
        addv.b  $w20, $w4, $w9
        clt_u.b $w12, $w20, $w4
        addv.b  $w21, $w5, $w10
        ceqi.b  $w13, $w21, -1
        clt_u.b $w14, $w21, $w5
        subv.b  $w21, $w21, $w12
        bsel.v  $w13, $w14, $w12
        addv.b  $w22, $w6, $w11
        ceqi.b  $w12, $w22, -1
        clt_u.b $w14, $w22, $w6
        subv.b  $w22, $w22, $w13
        bsel.v  $w12, $w14, $w13
        addv.b  $w8, $w7, $w19
        subv.b  $w8, $w8, $w12
        andi.b  $w15, $w20, 15
        vshf.b  $w15, $w24, $w24
        srli.b  $w20, $w20, 4
        vshf.b  $w20, $w25, $w25
        or.v    $w20, $w20, $w15
        andi.b  $w23, $w21, 15
        vshf.b  $w23, $w26, $w26
        srli.b  $w21, $w21, 4
        vshf.b  $w21, $w27, $w27
        or.v    $w21, $w21, $w23
        andi.b  $w16, $w22, 15
        vshf.b  $w16, $w28, $w28
        srli.b  $w22, $w22, 4
        vshf.b  $w22, $w29, $w29
        or.v    $w22, $w22, $w16
        andi.b  $w17, $w8, 15
        vshf.b  $w17, $w30, $w30
        srli.b  $w8, $w8, 4
        vshf.b  $w8, $w31, $w31
        or.v    $w8, $w8, $w17
        slli.b  $w12, $w20, 3
        slli.b  $w13, $w21, 3
        slli.b  $w14, $w22, 3
        slli.b  $w18, $w8, 3
        srli.b  $w9, $w20, 5
        or.v    $w13, $w13, $w9
        srli.b  $w9, $w21, 5
        or.v    $w14, $w14, $w9
        srli.b  $w9, $w22, 5
        or.v    $w18, $w18, $w9
        srli.b  $w9, $w8, 5
        or.v    $w12, $w12, $w9
        xor.v   $w0, $w0, $w18
        xor.v   $w1, $w1, $w12
        xor.v   $w2, $w2, $w13
        xor.v   $w3, $w3, $w14
        /* round 3: K2 */
        ld.b    $w10, 128($a1)
        ld.b    $w11, 144($a1)
        ld.b    $w19, 160($a1)
        ld.b    $w15, 176($a1)
        addv.b  $w23, $w0, $w10
        clt_u.b $w20, $w23, $w0
        addv.b  $w16, $w1, $w11
        ceqi.b  $w21, $w16, -1
        clt_u.b $w22, $w16, $w1
        subv.b  $w16, $w16, $w20
        bsel.v  $w21, $w22, $w20
        addv.b  $w17, $w2, $w19
        ceqi.b  $w20, $w17, -1
        clt_u.b $w22, $w17, $w2
        subv.b  $w17, $w17, $w21
        bsel.v  $w20, $w22, $w21
        addv.b  $w9, $w3, $w15
        subv.b  $w9, $w9, $w20
        andi.b  $w8, $w23, 15
        vshf.b  $w8, $w24, $w24
        srli.b  $w23, $w23, 4
        vshf.b  $w23, $w25, $w25
        or.v    $w23, $w23, $w8
        andi.b  $w18, $w16, 15
        vshf.b  $w18, $w26, $w26
        srli.b  $w16, $w16, 4
        vshf.b  $w16, $w27, $w27
        or.v    $w16, $w16, $w18
        andi.b  $w12, $w17, 15
        vshf.b  $w12, $w28, $w28
        srli.b  $w17, $w17, 4
        vshf.b  $w17, $w29, $w29
        or.v    $w17, $w17, $w12
        andi.b  $w13, $w9, 15
        vshf.b  $w13, $w30, $w30
        srli.b  $w9, $w9, 4
        vshf.b  $w9, $w31, $w31
        or.v    $w9, $w9, $w13
        slli.b  $w20, $w23, 3
        slli.b  $w21, $w16, 3
        slli.b  $w22, $w17, 3
        slli.b  $w14, $w9, 3
        srli.b  $w10, $w23, 5
        or.v    $w21, $w21, $w10
        srli.b  $w10, $w16, 5
        or.v    $w22, $w22, $w10
        srli.b  $w10, $w17, 5
        or.v    $w14, $w14, $w10
        srli.b  $w10, $w9, 5
        or.v    $w20, $w20, $w10
        xor.v   $w4, $w4, $w14
        xor.v   $w5, $w5, $w20
        xor.v   $w6, $w6, $w21
        xor.v   $w7, $w7, $w22
        /* round 4: K3 */
        ld.b    $w11, 192($a1)
        ld.b    $w19, 208($a1)
        ld.b    $w15, 224($a1)
        ld.b    $w8, 240($a1)
        addv.b  $w18, $w4, $w11
        clt_u.b $w23, $w18, $w4
        addv.b  $w12, $w5, $w19
        ceqi.b  $w16, $w12, -1
        clt_u.b $w17, $w12, $w5
        subv.b  $w12, $w12, $w23
        bsel.v  $w16, $w17, $w23
        addv.b  $w13, $w6, $w15
        ceqi.b  $w23, $w13, -1
        clt_u.b $w17, $w13, $w6
        subv.b  $w13, $w13, $w16
        bsel.v  $w23, $w17, $w16
        addv.b  $w10, $w7, $w8
        subv.b  $w10, $w10, $w23
        andi.b  $w9, $w18, 15
        vshf.b  $w9, $w24, $w24
        srli.b  $w18, $w18, 4
        vshf.b  $w18, $w25, $w25
        or.v    $w18, $w18, $w9
        andi.b  $w14, $w12, 15
        vshf.b  $w14, $w26, $w26
        srli.b  $w12, $w12, 4
        vshf.b  $w12, $w27, $w27
        or.v    $w12, $w12, $w14
        andi.b  $w20, $w13, 15
        vshf.b  $w20, $w28, $w28
        srli.b  $w13, $w13, 4
        vshf.b  $w13, $w29, $w29
        or.v    $w13, $w13, $w20
        andi.b  $w21, $w10, 15
        vshf.b  $w21, $w30, $w30
        srli.b  $w10, $w10, 4
        vshf.b  $w10, $w31, $w31
        or.v    $w10, $w10, $w21
        slli.b  $w23, $w18, 3
        slli.b  $w16, $w12, 3
        slli.b  $w17, $w13, 3
        slli.b  $w22, $w10, 3
        srli.b  $w11, $w18, 5
        or.v    $w16, $w16, $w11
        srli.b  $w11, $w12, 5
        or.v    $w17, $w17, $w11
        srli.b  $w11, $w13, 5
        or.v    $w22, $w22, $w11
        srli.b  $w11, $w10, 5
        or.v    $w23, $w23, $w11
        xor.v   $w0, $w0, $w22
        xor.v   $w1, $w1, $w23
        xor.v   $w2, $w2, $w16
        xor.v   $w3, $w3, $w17
        /* round 5: K4 */
        ld.b    $w19, 256($a1)
        ld.b    $w15, 272($a1)
        ld.b    $w8, 288($a1)
        ld.b    $w9, 304($a1)
        addv.b  $w14, $w0, $w19
        clt_u.b $w18, $w14, $w0
        addv.b  $w20, $w1, $w15
        ceqi.b  $w12, $w20, -1
        clt_u.b $w13, $w20, $w1
        subv.b  $w20, $w20, $w18
        bsel.v  $w12, $w13, $w18
        addv.b  $w21, $w2, $w8
        ceqi.b  $w18, $w21, -1
        clt_u.b $w13, $w21, $w2
        subv.b  $w21, $w21, $w12
        bsel.v  $w18, $w13, $w12
        addv.b  $w11, $w3, $w9
        subv.b  $w11, $w11, $w18
        andi.b  $w10, $w14, 15
        vshf.b  $w10, $w24, $w24
        srli.b  $w14, $w14, 4
        vshf.b  $w14, $w25, $w25
        or.v    $w14, $w14, $w10
        andi.b  $w22, $w20, 15
        vshf.b  $w22, $w26, $w26
        srli.b  $w20, $w20, 4
        vshf.b  $w20, $w27, $w27
        or.v    $w20, $w20, $w22
        andi.b  $w23, $w21, 15
        vshf.b  $w23, $w28, $w28
        srli.b  $w21, $w21, 4
        vshf.b  $w21, $w29, $w29
        or.v    $w21, $w21, $w23
        andi.b  $w16, $w11, 15
        vshf.b  $w16, $w30, $w30
        srli.b  $w11, $w11, 4
        vshf.b  $w11, $w31, $w31
        or.v    $w11, $w11, $w16
        slli.b  $w18, $w14, 3
        slli.b  $w12, $w20, 3
        slli.b  $w13, $w21, 3
        slli.b  $w17, $w11, 3
        srli.b  $w19, $w14, 5
        or.v    $w12, $w12, $w19
        srli.b  $w19, $w20, 5
        or.v    $w13, $w13, $w19
        srli.b  $w19, $w21, 5
        or.v    $w17, $w17, $w19
        srli.b  $w19, $w11, 5
        or.v    $w18, $w18, $w19
        xor.v   $w4, $w4, $w17
        xor.v   $w5, $w5, $w18
        xor.v   $w6, $w6, $w12
        xor.v   $w7, $w7, $w13
        /* round 6: K5 */
        ld.b    $w15, 320($a1)
        ld.b    $w8, 336($a1)
        ld.b    $w9, 352($a1)
        ld.b    $w10, 368($a1)
        addv.b  $w22, $w4, $w15
        clt_u.b $w14, $w22, $w4
        addv.b  $w23, $w5, $w8
        ceqi.b  $w20, $w23, -1
        clt_u.b $w21, $w23, $w5
        subv.b  $w23, $w23, $w14
        bsel.v  $w20, $w21, $w14
        addv.b  $w16, $w6, $w9
        ceqi.b  $w14, $w16, -1
        clt_u.b $w21, $w16, $w6
        subv.b  $w16, $w16, $w20
        bsel.v  $w14, $w21, $w20
        addv.b  $w19, $w7, $w10
        subv.b  $w19, $w19, $w14
        andi.b  $w11, $w22, 15
        vshf.b  $w11, $w24, $w24
        srli.b  $w22, $w22, 4
        vshf.b  $w22, $w25, $w25
        or.v    $w22, $w22, $w11
        andi.b  $w17, $w23, 15
        vshf.b  $w17, $w26, $w26
        srli.b  $w23, $w23, 4
        vshf.b  $w23, $w27, $w27
        or.v    $w23, $w23, $w17
        andi.b  $w18, $w16, 15
        vshf.b  $w18, $w28, $w28
        srli.b  $w16, $w16, 4
        vshf.b  $w16, $w29, $w29
        or.v    $w16, $w16, $w18
        andi.b  $w12, $w19, 15
        vshf.b  $w12, $w30, $w30
        srli.b  $w19, $w19, 4
        vshf.b  $w19, $w31, $w31
        or.v    $w19, $w19, $w12
        slli.b  $w14, $w22, 3
        slli.b  $w20, $w23, 3
        slli.b  $w21, $w16, 3
        slli.b  $w13, $w19, 3
        srli.b  $w15, $w22, 5
        or.v    $w20, $w20, $w15
        srli.b  $w15, $w23, 5
        or.v    $w21, $w21, $w15
        srli.b  $w15, $w16, 5
        or.v    $w13, $w13, $w15
        srli.b  $w15, $w19, 5
        or.v    $w14, $w14, $w15
        xor.v   $w0, $w0, $w13
        xor.v   $w1, $w1, $w14
        xor.v   $w2, $w2, $w20
        xor.v   $w3, $w3, $w21
        /* round 7: K6 */
        ld.b    $w8, 384($a1)
        ld.b    $w9, 400($a1)
        ld.b    $w10, 416($a1)
        ld.b    $w11, 432($a1)
        addv.b  $w17, $w0, $w8
        clt_u.b $w22, $w17, $w0
        addv.b  $w18, $w1, $w9
        ceqi.b  $w23, $w18, -1
        clt_u.b $w16, $w18, $w1
        subv.b  $w18, $w18, $w22
        bsel.v  $w23, $w16, $w22
        addv.b  $w12, $w2, $w10
        ceqi.b  $w22, $w12, -1
        clt_u.b $w16, $w12, $w2
        subv.b  $w12, $w12, $w23
        bsel.v  $w22, $w16, $w23
        addv.b  $w15, $w3, $w11
        subv.b  $w15, $w15, $w22
        andi.b  $w19, $w17, 15
        vshf.b  $w19, $w24, $w24
        srli.b  $w17, $w17, 4
        vshf.b  $w17, $w25, $w25
        or.v    $w17, $w17, $w19
        andi.b  $w13, $w18, 15
        vshf.b  $w13, $w26, $w26
        srli.b  $w18, $w18, 4
        vshf.b  $w18, $w27, $w27
        or.v    $w18, $w18, $w13
        andi.b  $w14, $w12, 15
        vshf.b  $w14, $w28, $w28
        srli.b  $w12, $w12, 4
        vshf.b  $w12, $w29, $w29
        or.v    $w12, $w12, $w14
        andi.b  $w20, $w15, 15
        vshf.b  $w20, $w30, $w30
        srli.b  $w15, $w15, 4
        vshf.b  $w15, $w31, $w31
        or.v    $w15, $w15, $w20
        slli.b  $w22, $w17, 3
        slli.b  $w23, $w18, 3
        slli.b  $w16, $w12, 3
        slli.b  $w21, $w15, 3
        srli.b  $w8, $w17, 5
        or.v    $w23, $w23, $w8
        srli.b  $w8, $w18, 5
        or.v    $w16, $w16, $w8
        srli.b  $w8, $w12, 5
        or.v    $w21, $w21, $w8
        srli.b  $w8, $w15, 5
        or.v    $w22, $w22, $w8
        xor.v   $w4, $w4, $w21
        xor.v   $w5, $w5, $w22
        xor.v   $w6, $w6, $w23
        xor.v   $w7, $w7, $w16
        /* round 8: K7 */
        ld.b    $w9, 448($a1)
        ld.b    $w10, 464($a1)
        ld.b    $w11, 480($a1)
        ld.b    $w19, 496($a1)
        addv.b  $w13, $w4, $w9
        clt_u.b $w17, $w13, $w4
        addv.b  $w14, $w5, $w10
        ceqi.b  $w18, $w14, -1
        clt_u.b $w12, $w14, $w5
        subv.b  $w14, $w14, $w17
        bsel.v  $w18, $w12, $w17
        addv.b  $w20, $w6, $w11
        ceqi.b  $w17, $w20, -1
        clt_u.b $w12, $w20, $w6
        subv.b  $w20, $w20, $w18
        bsel.v  $w17, $w12, $w18
        addv.b  $w8, $w7, $w19
        subv.b  $w8, $w8, $w17
        andi.b  $w15, $w13, 15
        vshf.b  $w15, $w24, $w24
        srli.b  $w13, $w13, 4
        vshf.b  $w13, $w25, $w25
        or.v    $w13, $w13, $w15
        andi.b  $w21, $w14, 15
        vshf.b  $w21, $w26, $w26
        srli.b  $w14, $w14, 4
        vshf.b  $w14, $w27, $w27
        or.v    $w14, $w14, $w21
        andi.b  $w22, $w20, 15
        vshf.b  $w22, $w28, $w28
        srli.b  $w20, $w20, 4
        vshf.b  $w20, $w29, $w29
        or.v    $w20, $w20, $w22
        andi.b  $w23, $w8, 15
        vshf.b  $w23, $w30, $w30
        srli.b  $w8, $w8, 4
        vshf.b  $w8, $w31, $w31
        or.v    $w8, $w8, $w23
        slli.b  $w17, $w13, 3
        slli.b  $w18, $w14, 3
        slli.b  $w12, $w20, 3
        slli.b  $w16, $w8, 3
        srli.b  $w9, $w13, 5
        or.v    $w18, $w18, $w9
        srli.b  $w9, $w14, 5
        or.v    $w12, $w12, $w9
        srli.b  $w9, $w20, 5
        or.v    $w16, $w16, $w9
        srli.b  $w9, $w8, 5
        or.v    $w17, $w17, $w9
        xor.v   $w0, $w0, $w16
        xor.v   $w1, $w1, $w17
        xor.v   $w2, $w2, $w18
        xor.v   $w3, $w3, $w12
        /* round 9: K0 */
        ld.b    $w10, 0($a1)
        ld.b    $w11, 16($a1)
        ld.b    $w19, 32($a1)
        ld.b    $w15, 48($a1)
        addv.b  $w21, $w0, $w10
        clt_u.b $w13, $w21, $w0
        addv.b  $w22, $w1, $w11
        ceqi.b  $w14, $w22, -1
        clt_u.b $w20, $w22, $w1
        subv.b  $w22, $w22, $w13
        bsel.v  $w14, $w20, $w13
        addv.b  $w23, $w2, $w19
        ceqi.b  $w13, $w23, -1
        clt_u.b $w20, $w23, $w2
        subv.b  $w23, $w23, $w14
        bsel.v  $w13, $w20, $w14
        addv.b  $w9, $w3, $w15
        subv.b  $w9, $w9, $w13
        andi.b  $w8, $w21, 15
        vshf.b  $w8, $w24, $w24
        srli.b  $w21, $w21, 4
        vshf.b  $w21, $w25, $w25
        or.v    $w21, $w21, $w8
        andi.b  $w16, $w22, 15
        vshf.b  $w16, $w26, $w26
        srli.b  $w22, $w22, 4
        vshf.b  $w22, $w27, $w27
        or.v    $w22, $w22, $w16
        andi.b  $w17, $w23, 15
        vshf.b  $w17, $w28, $w28
        srli.b  $w23, $w23, 4
        vshf.b  $w23, $w29, $w29
        or.v    $w23, $w23, $w17
        andi.b  $w18, $w9, 15
        vshf.b  $w18, $w30, $w30
        srli.b  $w9, $w9, 4
        vshf.b  $w9, $w31, $w31
        or.v    $w9, $w9, $w18
        slli.b  $w13, $w21, 3
        slli.b  $w14, $w22, 3
        slli.b  $w20, $w23, 3
        slli.b  $w12, $w9, 3
        srli.b  $w10, $w21, 5
        or.v    $w14, $w14, $w10
        srli.b  $w10, $w22, 5
        or.v    $w20, $w20, $w10
        srli.b  $w10, $w23, 5
        or.v    $w12, $w12, $w10
        srli.b  $w10, $w9, 5
        or.v    $w13, $w13, $w10
        xor.v   $w4, $w4, $w12
        xor.v   $w5, $w5, $w13
        xor.v   $w6, $w6, $w14
        xor.v   $w7, $w7, $w20
        /* round 10: K1 */
        ld.b    $w11, 64($a1)
        ld.b    $w19, 80($a1)
        ld.b    $w15, 96($a1)
        ld.b    $w8, 112($a1)
        addv.b  $w16, $w4, $w11
        clt_u.b $w21, $w16, $w4
        addv.b  $w17, $w5, $w19
        ceqi.b  $w22, $w17, -1
        clt_u.b $w23, $w17, $w5
        subv.b  $w17, $w17, $w21
        bsel.v  $w22, $w23, $w21
        addv.b  $w18, $w6, $w15
        ceqi.b  $w21, $w18, -1
        clt_u.b $w23, $w18, $w6
        subv.b  $w18, $w18, $w22
        bsel.v  $w21, $w23, $w22
        addv.b  $w10, $w7, $w8
        subv.b  $w10, $w10, $w21
        andi.b  $w9, $w16, 15
        vshf.b  $w9, $w24, $w24
        srli.b  $w16, $w16, 4
        vshf.b  $w16, $w25, $w25
        or.v    $w16, $w16, $w9
        andi.b  $w12, $w17, 15
        vshf.b  $w12, $w26, $w26
        srli.b  $w17, $w17, 4
        vshf.b  $w17, $w27, $w27
        or.v    $w17, $w17, $w12
        andi.b  $w13, $w18, 15
        vshf.b  $w13, $w28, $w28
        srli.b  $w18, $w18, 4
        vshf.b  $w18, $w29, $w29
        or.v    $w18, $w18, $w13
        andi.b  $w14, $w10, 15
        vshf.b  $w14, $w30, $w30
        srli.b  $w10, $w10, 4
        vshf.b  $w10, $w31, $w31
        or.v    $w10, $w10, $w14
        slli.b  $w21, $w16, 3
        slli.b  $w22, $w17, 3
        slli.b  $w23, $w18, 3
        slli.b  $w20, $w10, 3
        srli.b  $w11, $w16, 5
        or.v    $w22, $w22, $w11
        srli.b  $w11, $w17, 5
        or.v    $w23, $w23, $w11
        srli.b  $w11, $w18, 5
        or.v    $w20, $w20, $w11
        srli.b  $w11, $w10, 5
        or.v    $w21, $w21, $w11
        xor.v   $w0, $w0, $w20
        xor.v   $w1, $w1, $w21
        xor.v   $w2, $w2, $w22
        xor.v   $w3, $w3, $w23
        /* round 11: K2 */
        ld.b    $w19, 128($a1)
        ld.b    $w15, 144($a1)
        ld.b    $w8, 160($a1)
        ld.b    $w9, 176($a1)
        addv.b  $w12, $w0, $w19
        clt_u.b $w16, $w12, $w0
        addv.b  $w13, $w1, $w15
        ceqi.b  $w17, $w13, -1
        clt_u.b $w18, $w13, $w1
        subv.b  $w13, $w13, $w16
        bsel.v  $w17, $w18, $w16
        addv.b  $w14, $w2, $w8
        ceqi.b  $w16, $w14, -1
        clt_u.b $w18, $w14, $w2
        subv.b  $w14, $w14, $w17
        bsel.v  $w16, $w18, $w17
        addv.b  $w11, $w3, $w9
        subv.b  $w11, $w11, $w16
        andi.b  $w10, $w12, 15
        vshf.b  $w10, $w24, $w24
        srli.b  $w12, $w12, 4
        vshf.b  $w12, $w25, $w25
        or.v    $w12, $w12, $w10
        andi.b  $w20, $w13, 15
        vshf.b  $w20, $w26, $w26
        srli.b  $w13, $w13, 4
        vshf.b  $w13, $w27, $w27
        or.v    $w13, $w13, $w20
        andi.b  $w21, $w14, 15
        vshf.b  $w21, $w28, $w28
        srli.b  $w14, $w14, 4
        vshf.b  $w14, $w29, $w29
        or.v    $w14, $w14, $w21
        andi.b  $w22, $w11, 15
        vshf.b  $w22, $w30, $w30
        srli.b  $w11, $w11, 4
        vshf.b  $w11, $w31, $w31
        or.v    $w11, $w11, $w22
        slli.b  $w16, $w12, 3
        slli.b  $w17, $w13, 3
        slli.b  $w18, $w14, 3
        slli.b  $w23, $w11, 3
        srli.b  $w19, $w12, 5
        or.v    $w17, $w17, $w19
        srli.b  $w19, $w13, 5
        or.v    $w18, $w18, $w19
        srli.b  $w19, $w14, 5
        or.v    $w23, $w23, $w19
        srli.b  $w19, $w11, 5
        or.v    $w16, $w16, $w19
        xor.v   $w4, $w4, $w23
        xor.v   $w5, $w5, $w16
        xor.v   $w6, $w6, $w17
        xor.v   $w7, $w7, $w18
        /* round 12: K3 */
        ld.b    $w15, 192($a1)
        ld.b    $w8, 208($a1)
        ld.b    $w9, 224($a1)
        ld.b    $w10, 240($a1)
        addv.b  $w20, $w4, $w15
        clt_u.b $w12, $w20, $w4
        addv.b  $w21, $w5, $w8
        ceqi.b  $w13, $w21, -1
        clt_u.b $w14, $w21, $w5
        subv.b  $w21, $w21, $w12
        bsel.v  $w13, $w14, $w12
        addv.b  $w22, $w6, $w9
        ceqi.b  $w12, $w22, -1
        clt_u.b $w14, $w22, $w6
        subv.b  $w22, $w22, $w13
        bsel.v  $w12, $w14, $w13
        addv.b  $w19, $w7, $w10
        subv.b  $w19, $w19, $w12
        andi.b  $w11, $w20, 15
        vshf.b  $w11, $w24, $w24
        srli.b  $w20, $w20, 4
        vshf.b  $w20, $w25, $w25
        or.v    $w20, $w20, $w11
        andi.b  $w23, $w21, 15
        vshf.b  $w23, $w26, $w26
        srli.b  $w21, $w21, 4
        vshf.b  $w21, $w27, $w27
        or.v    $w21, $w21, $w23
        andi.b  $w16, $w22, 15
        vshf.b  $w16, $w28, $w28
        srli.b  $w22, $w22, 4
        vshf.b  $w22, $w29, $w29
        or.v    $w22, $w22, $w16
        andi.b  $w17, $w19, 15
        vshf.b  $w17, $w30, $w30
        srli.b  $w19, $w19, 4
        vshf.b  $w19, $w31, $w31
        or.v    $w19, $w19, $w17
        slli.b  $w12, $w20, 3
        slli.b  $w13, $w21, 3
        slli.b  $w14, $w22, 3
        slli.b  $w18, $w19, 3
        srli.b  $w15, $w20, 5
        or.v    $w13, $w13, $w15
        srli.b  $w15, $w21, 5
        or.v    $w14, $w14, $w15
        srli.b  $w15, $w22, 5
        or.v    $w18, $w18, $w15
        srli.b  $w15, $w19, 5
        or.v    $w12, $w12, $w15
        xor.v   $w0, $w0, $w18
        xor.v   $w1, $w1, $w12
        xor.v   $w2, $w2, $w13
        xor.v   $w3, $w3, $w14
        /* round 13: K4 */
        ld.b    $w8, 256($a1)
        ld.b    $w9, 272($a1)
        ld.b    $w10, 288($a1)
        ld.b    $w11, 304($a1)
        addv.b  $w23, $w0, $w8
        clt_u.b $w20, $w23, $w0
        addv.b  $w16, $w1, $w9
        ceqi.b  $w21, $w16, -1
        clt_u.b $w22, $w16, $w1
        subv.b  $w16, $w16, $w20
        bsel.v  $w21, $w22, $w20
        addv.b  $w17, $w2, $w10
        ceqi.b  $w20, $w17, -1
        clt_u.b $w22, $w17, $w2
        subv.b  $w17, $w17, $w21
        bsel.v  $w20, $w22, $w21
        addv.b  $w15, $w3, $w11
        subv.b  $w15, $w15, $w20
        andi.b  $w19, $w23, 15
        vshf.b  $w19, $w24, $w24
        srli.b  $w23, $w23, 4
        vshf.b  $w23, $w25, $w25
        or.v    $w23, $w23, $w19
        andi.b  $w18, $w16, 15
        vshf.b  $w18, $w26, $w26
        srli.b  $w16, $w16, 4
        vshf.b  $w16, $w27, $w27
        or.v    $w16, $w16, $w18
        andi.b  $w12, $w17, 15
        vshf.b  $w12, $w28, $w28
        srli.b  $w17, $w17, 4
        vshf.b  $w17, $w29, $w29
        or.v    $w17, $w17, $w12
        andi.b  $w13, $w15, 15
        vshf.b  $w13, $w30, $w30
        srli.b  $w15, $w15, 4
        vshf.b  $w15, $w31, $w31
        or.v    $w15, $w15, $w13
        slli.b  $w20, $w23, 3
        slli.b  $w21, $w16, 3
        slli.b  $w22, $w17, 3
        slli.b  $w14, $w15, 3
        srli.b  $w8, $w23, 5
        or.v    $w21, $w21, $w8
        srli.b  $w8, $w16, 5
        or.v    $w22, $w22, $w8
        srli.b  $w8, $w17, 5
        or.v    $w14, $w14, $w8
        srli.b  $w8, $w15, 5
        or.v    $w20, $w20, $w8
        xor.v   $w4, $w4, $w14
        xor.v   $w5, $w5, $w20
        xor.v   $w6, $w6, $w21
        xor.v   $w7, $w7, $w22
        /* round 14: K5 */
        ld.b    $w9, 320($a1)
        ld.b    $w10, 336($a1)
        ld.b    $w11, 352($a1)
        ld.b    $w19, 368($a1)
        addv.b  $w18, $w4, $w9
        clt_u.b $w23, $w18, $w4
        addv.b  $w12, $w5, $w10
        ceqi.b  $w16, $w12, -1
        clt_u.b $w17, $w12, $w5
        subv.b  $w12, $w12, $w23
        bsel.v  $w16, $w17, $w23
        addv.b  $w13, $w6, $w11
        ceqi.b  $w23, $w13, -1
        clt_u.b $w17, $w13, $w6
        subv.b  $w13, $w13, $w16
        bsel.v  $w23, $w17, $w16
        addv.b  $w8, $w7, $w19
        subv.b  $w8, $w8, $w23
        andi.b  $w15, $w18, 15
        vshf.b  $w15, $w24, $w24
        srli.b  $w18, $w18, 4
        vshf.b  $w18, $w25, $w25
        or.v    $w18, $w18, $w15
        andi.b  $w14, $w12, 15
        vshf.b  $w14, $w26, $w26
        srli.b  $w12, $w12, 4
        vshf.b  $w12, $w27, $w27
        or.v    $w12, $w12, $w14
        andi.b  $w20, $w13, 15
        vshf.b  $w20, $w28, $w28
        srli.b  $w13, $w13, 4
        vshf.b  $w13, $w29, $w29
        or.v    $w13, $w13, $w20
        andi.b  $w21, $w8, 15
        vshf.b  $w21, $w30, $w30
        srli.b  $w8, $w8, 4
        vshf.b  $w8, $w31, $w31
        or.v    $w8, $w8, $w21
        slli.b  $w23, $w18, 3
        slli.b  $w16, $w12, 3
        slli.b  $w17, $w13, 3
        slli.b  $w22, $w8, 3
        srli.b  $w9, $w18, 5
        or.v    $w16, $w16, $w9
        srli.b  $w9, $w12, 5
        or.v    $w17, $w17, $w9
        srli.b  $w9, $w13, 5
        or.v    $w22, $w22, $w9
        srli.b  $w9, $w8, 5
        or.v    $w23, $w23, $w9
        xor.v   $w0, $w0, $w22
        xor.v   $w1, $w1, $w23
        xor.v   $w2, $w2, $w16
        xor.v   $w3, $w3, $w17
        /* round 15: K6 */
        ld.b    $w10, 384($a1)
        ld.b    $w11, 400($a1)
        ld.b    $w19, 416($a1)
        ld.b    $w15, 432($a1)
        addv.b  $w14, $w0, $w10
        clt_u.b $w18, $w14, $w0
        addv.b  $w20, $w1, $w11
        ceqi.b  $w12, $w20, -1
        clt_u.b $w13, $w20, $w1
        subv.b  $w20, $w20, $w18
        bsel.v  $w12, $w13, $w18
        addv.b  $w21, $w2, $w19
        ceqi.b  $w18, $w21, -1
        clt_u.b $w13, $w21, $w2
        subv.b  $w21, $w21, $w12
        bsel.v  $w18, $w13, $w12
        addv.b  $w9, $w3, $w15
        subv.b  $w9, $w9, $w18
        andi.b  $w8, $w14, 15
        vshf.b  $w8, $w24, $w24
        srli.b  $w14, $w14, 4
        vshf.b  $w14, $w25, $w25
        or.v    $w14, $w14, $w8
        andi.b  $w22, $w20, 15
        vshf.b  $w22, $w26, $w26
        srli.b  $w20, $w20, 4
        vshf.b  $w20, $w27, $w27
        or.v    $w20, $w20, $w22
        andi.b  $w23, $w21, 15
        vshf.b  $w23, $w28, $w28
        srli.b  $w21, $w21, 4
        vshf.b  $w21, $w29, $w29
        or.v    $w21, $w21, $w23
        andi.b  $w16, $w9, 15
        vshf.b  $w16, $w30, $w30
        srli.b  $w9, $w9, 4
        vshf.b  $w9, $w31, $w31
        or.v    $w9, $w9, $w16
        slli.b  $w18, $w14, 3
        slli.b  $w12, $w20, 3
        slli.b  $w13, $w21, 3
        slli.b  $w17, $w9, 3
        srli.b  $w10, $w14, 5
        or.v    $w12, $w12, $w10
        srli.b  $w10, $w20, 5
        or.v    $w13, $w13, $w10
        srli.b  $w10, $w21, 5
        or.v    $w17, $w17, $w10
        srli.b  $w10, $w9, 5
        or.v    $w18, $w18, $w10
        xor.v   $w4, $w4, $w17
        xor.v   $w5, $w5, $w18
        xor.v   $w6, $w6, $w12
        xor.v   $w7, $w7, $w13
        /* round 16: K7 */
        ld.b    $w11, 448($a1)
        ld.b    $w19, 464($a1)
        ld.b    $w15, 480($a1)
        ld.b    $w8, 496($a1)
        addv.b  $w22, $w4, $w11
        clt_u.b $w14, $w22, $w4
        addv.b  $w23, $w5, $w19
        ceqi.b  $w20, $w23, -1
        clt_u.b $w21, $w23, $w5
        subv.b  $w23, $w23, $w14
        bsel.v  $w20, $w21, $w14
        addv.b  $w16, $w6, $w15
        ceqi.b  $w14, $w16, -1
        clt_u.b $w21, $w16, $w6
        subv.b  $w16, $w16, $w20
        bsel.v  $w14, $w21, $w20
        addv.b  $w10, $w7, $w8
        subv.b  $w10, $w10, $w14
        andi.b  $w9, $w22, 15
        vshf.b  $w9, $w24, $w24
        srli.b  $w22, $w22, 4
        vshf.b  $w22, $w25, $w25
        or.v    $w22, $w22, $w9
        andi.b  $w17, $w23, 15
        vshf.b  $w17, $w26, $w26
        srli.b  $w23, $w23, 4
        vshf.b  $w23, $w27, $w27
        or.v    $w23, $w23, $w17
        andi.b  $w18, $w16, 15
        vshf.b  $w18, $w28, $w28
        srli.b  $w16, $w16, 4
        vshf.b  $w16, $w29, $w29
        or.v    $w16, $w16, $w18
        andi.b  $w12, $w10, 15
        vshf.b  $w12, $w30, $w30
        srli.b  $w10, $w10, 4
        vshf.b  $w10, $w31, $w31
        or.v    $w10, $w10, $w12
        slli.b  $w14, $w22, 3
        slli.b  $w20, $w23, 3
        slli.b  $w21, $w16, 3
        slli.b  $w13, $w10, 3
        srli.b  $w11, $w22, 5
        or.v    $w20, $w20, $w11
        srli.b  $w11, $w23, 5
        or.v    $w21, $w21, $w11
        srli.b  $w11, $w16, 5
        or.v    $w13, $w13, $w11
        srli.b  $w11, $w10, 5
        or.v    $w14, $w14, $w11
        xor.v   $w0, $w0, $w13
        xor.v   $w1, $w1, $w14
        xor.v   $w2, $w2, $w20
        xor.v   $w3, $w3, $w21
        /* round 17: K0 */
        ld.b    $w19, 0($a1)
        ld.b    $w15, 16($a1)
        ld.b    $w8, 32($a1)
        ld.b    $w9, 48($a1)
        addv.b  $w17, $w0, $w19
        clt_u.b $w22, $w17, $w0
        addv.b  $w18, $w1, $w15
        ceqi.b  $w23, $w18, -1
        clt_u.b $w16, $w18, $w1
        subv.b  $w18, $w18, $w22
        bsel.v  $w23, $w16, $w22
        addv.b  $w12, $w2, $w8
        ceqi.b  $w22, $w12, -1
        clt_u.b $w16, $w12, $w2
        subv.b  $w12, $w12, $w23
        bsel.v  $w22, $w16, $w23
        addv.b  $w11, $w3, $w9
        subv.b  $w11, $w11, $w22
        andi.b  $w10, $w17, 15
        vshf.b  $w10, $w24, $w24
        srli.b  $w17, $w17, 4
        vshf.b  $w17, $w25, $w25
        or.v    $w17, $w17, $w10
        andi.b  $w13, $w18, 15
        vshf.b  $w13, $w26, $w26
        srli.b  $w18, $w18, 4
        vshf.b  $w18, $w27, $w27
        or.v    $w18, $w18, $w13
        andi.b  $w14, $w12, 15
        vshf.b  $w14, $w28, $w28
        srli.b  $w12, $w12, 4
        vshf.b  $w12, $w29, $w29
        or.v    $w12, $w12, $w14
        andi.b  $w20, $w11, 15
        vshf.b  $w20, $w30, $w30
        srli.b  $w11, $w11, 4
        vshf.b  $w11, $w31, $w31
        or.v    $w11, $w11, $w20
        slli.b  $w22, $w17, 3
        slli.b  $w23, $w18, 3
        slli.b  $w16, $w12, 3
        slli.b  $w21, $w11, 3
        srli.b  $w19, $w17, 5
        or.v    $w23, $w23, $w19
        srli.b  $w19, $w18, 5
        or.v    $w16, $w16, $w19
        srli.b  $w19, $w12, 5
        or.v    $w21, $w21, $w19
        srli.b  $w19, $w11, 5
        or.v    $w22, $w22, $w19
        xor.v   $w4, $w4, $w21
        xor.v   $w5, $w5, $w22
        xor.v   $w6, $w6, $w23
        xor.v   $w7, $w7, $w16
        /* round 18: K1 */
        ld.b    $w15, 64($a1)
        ld.b    $w8, 80($a1)
        ld.b    $w9, 96($a1)
        ld.b    $w10, 112($a1)
        addv.b  $w13, $w4, $w15
        clt_u.b $w17, $w13, $w4
        addv.b  $w14, $w5, $w8
        ceqi.b  $w18, $w14, -1
        clt_u.b $w12, $w14, $w5
        subv.b  $w14, $w14, $w17
        bsel.v  $w18, $w12, $w17
        addv.b  $w20, $w6, $w9
        ceqi.b  $w17, $w20, -1
        clt_u.b $w12, $w20, $w6
        subv.b  $w20, $w20, $w18
        bsel.v  $w17, $w12, $w18
        addv.b  $w19, $w7, $w10
        subv.b  $w19, $w19, $w17
        andi.b  $w11, $w13, 15
        vshf.b  $w11, $w24, $w24
        srli.b  $w13, $w13, 4
        vshf.b  $w13, $w25, $w25
        or.v    $w13, $w13, $w11
        andi.b  $w21, $w14, 15
        vshf.b  $w21, $w26, $w26
        srli.b  $w14, $w14, 4
        vshf.b  $w14, $w27, $w27
        or.v    $w14, $w14, $w21
        andi.b  $w22, $w20, 15
        vshf.b  $w22, $w28, $w28
        srli.b  $w20, $w20, 4
        vshf.b  $w20, $w29, $w29
        or.v    $w20, $w20, $w22
        andi.b  $w23, $w19, 15
        vshf.b  $w23, $w30, $w30
        srli.b  $w19, $w19, 4
        vshf.b  $w19, $w31, $w31
        or.v    $w19, $w19, $w23
        slli.b  $w17, $w13, 3
        slli.b  $w18, $w14, 3
        slli.b  $w12, $w20, 3
        slli.b  $w16, $w19, 3
        srli.b  $w15, $w13, 5
        or.v    $w18, $w18, $w15
        srli.b  $w15, $w14, 5
        or.v    $w12, $w12, $w15
        srli.b  $w15, $w20, 5
        or.v    $w16, $w16, $w15
        srli.b  $w15, $w19, 5
        or.v    $w17, $w17, $w15
        xor.v   $w0, $w0, $w16
        xor.v   $w1, $w1, $w17
        xor.v   $w2, $w2, $w18
        xor.v   $w3, $w3, $w12
        /* round 19: K2 */
        ld.b    $w8, 128($a1)
        ld.b    $w9, 144($a1)
        ld.b    $w10, 160($a1)
        ld.b    $w11, 176($a1)
        addv.b  $w21, $w0, $w8
        clt_u.b $w13, $w21, $w0
        addv.b  $w22, $w1, $w9
        ceqi.b  $w14, $w22, -1
        clt_u.b $w20, $w22, $w1
        subv.b  $w22, $w22, $w13
        bsel.v  $w14, $w20, $w13
        addv.b  $w23, $w2, $w10
        ceqi.b  $w13, $w23, -1
        clt_u.b $w20, $w23, $w2
        subv.b  $w23, $w23, $w14
        bsel.v  $w13, $w20, $w14
        addv.b  $w15, $w3, $w11
        subv.b  $w15, $w15, $w13
        andi.b  $w19, $w21, 15
        vshf.b  $w19, $w24, $w24
        srli.b  $w21, $w21, 4
        vshf.b  $w21, $w25, $w25
        or.v    $w21, $w21, $w19
        andi.b  $w16, $w22, 15
        vshf.b  $w16, $w26, $w26
        srli.b  $w22, $w22, 4
        vshf.b  $w22, $w27, $w27
        or.v    $w22, $w22, $w16
        andi.b  $w17, $w23, 15
        vshf.b  $w17, $w28, $w28
        srli.b  $w23, $w23, 4
        vshf.b  $w23, $w29, $w29
        or.v    $w23, $w23, $w17
        andi.b  $w18, $w15, 15
        vshf.b  $w18, $w30, $w30
        srli.b  $w15, $w15, 4
        vshf.b  $w15, $w31, $w31
        or.v    $w15, $w15, $w18
        slli.b  $w13, $w21, 3
        slli.b  $w14, $w22, 3
        slli.b  $w20, $w23, 3
        slli.b  $w12, $w15, 3
        srli.b  $w8, $w21, 5
        or.v    $w14, $w14, $w8
        srli.b  $w8, $w22, 5
        or.v    $w20, $w20, $w8
        srli.b  $w8, $w23, 5
        or.v    $w12, $w12, $w8
        srli.b  $w8, $w15, 5
        or.v    $w13, $w13, $w8
        xor.v   $w4, $w4, $w12
        xor.v   $w5, $w5, $w13
        xor.v   $w6, $w6, $w14
        xor.v   $w7, $w7, $w20
        /* round 20: K3 */
        ld.b    $w9, 192($a1)
        ld.b    $w10, 208($a1)
        ld.b    $w11, 224($a1)
        ld.b    $w19, 240($a1)
        addv.b  $w16, $w4, $w9
        clt_u.b $w21, $w16, $w4
        addv.b  $w17, $w5, $w10
        ceqi.b  $w22, $w17, -1
        clt_u.b $w23, $w17, $w5
        subv.b  $w17, $w17, $w21
        bsel.v  $w22, $w23, $w21
        addv.b  $w18, $w6, $w11
        ceqi.b  $w21, $w18, -1
        clt_u.b $w23, $w18, $w6
        subv.b  $w18, $w18, $w22
        bsel.v  $w21, $w23, $w22
        addv.b  $w8, $w7, $w19
        subv.b  $w8, $w8, $w21
        andi.b  $w15, $w16, 15
        vshf.b  $w15, $w24, $w24
        srli.b  $w16, $w16, 4
        vshf.b  $w16, $w25, $w25
        or.v    $w16, $w16, $w15
        andi.b  $w12, $w17, 15
        vshf.b  $w12, $w26, $w26
        srli.b  $w17, $w17, 4
        vshf.b  $w17, $w27, $w27
        or.v    $w17, $w17, $w12
        andi.b  $w13, $w18, 15
        vshf.b  $w13, $w28, $w28
        srli.b  $w18, $w18, 4
        vshf.b  $w18, $w29, $w29
        or.v    $w18, $w18, $w13
        andi.b  $w14, $w8, 15
        vshf.b  $w14, $w30, $w30
        srli.b  $w8, $w8, 4
        vshf.b  $w8, $w31, $w31
        or.v    $w8, $w8, $w14
        slli.b  $w21, $w16, 3
        slli.b  $w22, $w17, 3
        slli.b  $w23, $w18, 3
        slli.b  $w20, $w8, 3
        srli.b  $w9, $w16, 5
        or.v    $w22, $w22, $w9
        srli.b  $w9, $w17, 5
        or.v    $w23, $w23, $w9
        srli.b  $w9, $w18, 5
        or.v    $w20, $w20, $w9
        srli.b  $w9, $w8, 5
        or.v    $w21, $w21, $w9
        xor.v   $w0, $w0, $w20
        xor.v   $w1, $w1, $w21
        xor.v   $w2, $w2, $w22
        xor.v   $w3, $w3, $w23
        /* round 21: K4 */
        ld.b    $w10, 256($a1)
        ld.b    $w11, 272($a1)
        ld.b    $w19, 288($a1)
        ld.b    $w15, 304($a1)
        addv.b  $w12, $w0, $w10
        clt_u.b $w16, $w12, $w0
        addv.b  $w13, $w1, $w11
        ceqi.b  $w17, $w13, -1
        clt_u.b $w18, $w13, $w1
        subv.b  $w13, $w13, $w16
        bsel.v  $w17, $w18, $w16
        addv.b  $w14, $w2, $w19
        ceqi.b  $w16, $w14, -1
        clt_u.b $w18, $w14, $w2
        subv.b  $w14, $w14, $w17
        bsel.v  $w16, $w18, $w17
        addv.b  $w9, $w3, $w15
        subv.b  $w9, $w9, $w16
        andi.b  $w8, $w12, 15
        vshf.b  $w8, $w24, $w24
        srli.b  $w12, $w12, 4
        vshf.b  $w12, $w25, $w25
        or.v    $w12, $w12, $w8
        andi.b  $w20, $w13, 15
        vshf.b  $w20, $w26, $w26
        srli.b  $w13, $w13, 4
        vshf.b  $w13, $w27, $w27
        or.v    $w13, $w13, $w20
        andi.b  $w21, $w14, 15
        vshf.b  $w21, $w28, $w28
        srli.b  $w14, $w14, 4
        vshf.b  $w14, $w29, $w29
        or.v    $w14, $w14, $w21
        andi.b  $w22, $w9, 15
        vshf.b  $w22, $w30, $w30
        srli.b  $w9, $w9, 4
        vshf.b  $w9, $w31, $w31
        or.v    $w9, $w9, $w22
        slli.b  $w16, $w12, 3
        slli.b  $w17, $w13, 3
        slli.b  $w18, $w14, 3
        slli.b  $w23, $w9, 3
        srli.b  $w10, $w12, 5
        or.v    $w17, $w17, $w10
        srli.b  $w10, $w13, 5
        or.v    $w18, $w18, $w10
        srli.b  $w10, $w14, 5
        or.v    $w23, $w23, $w10
        srli.b  $w10, $w9, 5
        or.v    $w16, $w16, $w10
        xor.v   $w4, $w4, $w23
        xor.v   $w5, $w5, $w16
        xor.v   $w6, $w6, $w17
        xor.v   $w7, $w7, $w18
        /* round 22: K5 */
        ld.b    $w11, 320($a1)
        ld.b    $w19, 336($a1)
        ld.b    $w15, 352($a1)
        ld.b    $w8, 368($a1)
        addv.b  $w20, $w4, $w11
        clt_u.b $w12, $w20, $w4
        addv.b  $w21, $w5, $w19
        ceqi.b  $w13, $w21, -1
        clt_u.b $w14, $w21, $w5
        subv.b  $w21, $w21, $w12
        bsel.v  $w13, $w14, $w12
        addv.b  $w22, $w6, $w15
        ceqi.b  $w12, $w22, -1
        clt_u.b $w14, $w22, $w6
        subv.b  $w22, $w22, $w13
        bsel.v  $w12, $w14, $w13
        addv.b  $w10, $w7, $w8
        subv.b  $w10, $w10, $w12
        andi.b  $w9, $w20, 15
        vshf.b  $w9, $w24, $w24
        srli.b  $w20, $w20, 4
        vshf.b  $w20, $w25, $w25
        or.v    $w20, $w20, $w9
        andi.b  $w23, $w21, 15
        vshf.b  $w23, $w26, $w26
        srli.b  $w21, $w21, 4
        vshf.b  $w21, $w27, $w27
        or.v    $w21, $w21, $w23
        andi.b  $w16, $w22, 15
        vshf.b  $w16, $w28, $w28
        srli.b  $w22, $w22, 4
        vshf.b  $w22, $w29, $w29
        or.v    $w22, $w22, $w16
        andi.b  $w17, $w10, 15
        vshf.b  $w17, $w30, $w30
        srli.b  $w10, $w10, 4
        vshf.b  $w10, $w31, $w31
        or.v    $w10, $w10, $w17
        slli.b  $w12, $w20, 3
        slli.b  $w13, $w21, 3
        slli.b  $w14, $w22, 3
        slli.b  $w18, $w10, 3
        srli.b  $w11, $w20, 5
        or.v    $w13, $w13, $w11
        srli.b  $w11, $w21, 5
        or.v    $w14, $w14, $w11
        srli.b  $w11, $w22, 5
        or.v    $w18, $w18, $w11
        srli.b  $w11, $w10, 5
        or.v    $w12, $w12, $w11
        xor.v   $w0, $w0, $w18
        xor.v   $w1, $w1, $w12
        xor.v   $w2, $w2, $w13
        xor.v   $w3, $w3, $w14
        /* round 23: K6 */
        ld.b    $w19, 384($a1)
        ld.b    $w15, 400($a1)
        ld.b    $w8, 416($a1)
        ld.b    $w9, 432($a1)
        addv.b  $w23, $w0, $w19
        clt_u.b $w20, $w23, $w0
        addv.b  $w16, $w1, $w15
        ceqi.b  $w21, $w16, -1
        clt_u.b $w22, $w16, $w1
        subv.b  $w16, $w16, $w20
        bsel.v  $w21, $w22, $w20
        addv.b  $w17, $w2, $w8
        ceqi.b  $w20, $w17, -1
        clt_u.b $w22, $w17, $w2
        subv.b  $w17, $w17, $w21
        bsel.v  $w20, $w22, $w21
        addv.b  $w11, $w3, $w9
        subv.b  $w11, $w11, $w20
        andi.b  $w10, $w23, 15
        vshf.b  $w10, $w24, $w24
        srli.b  $w23, $w23, 4
        vshf.b  $w23, $w25, $w25
        or.v    $w23, $w23, $w10
        andi.b  $w18, $w16, 15
        vshf.b  $w18, $w26, $w26
        srli.b  $w16, $w16, 4
        vshf.b  $w16, $w27, $w27
        or.v    $w16, $w16, $w18
        andi.b  $w12, $w17, 15
        vshf.b  $w12, $w28, $w28
        srli.b  $w17, $w17, 4
        vshf.b  $w17, $w29, $w29
        or.v    $w17, $w17, $w12
        andi.b  $w13, $w11, 15
        vshf.b  $w13, $w30, $w30
        srli.b  $w11, $w11, 4
        vshf.b  $w11, $w31, $w31
        or.v    $w11, $w11, $w13
        slli.b  $w20, $w23, 3
        slli.b  $w21, $w16, 3
        slli.b  $w22, $w17, 3
        slli.b  $w14, $w11, 3
        srli.b  $w19, $w23, 5
        or.v    $w21, $w21, $w19
        srli.b  $w19, $w16, 5
        or.v    $w22, $w22, $w19
        srli.b  $w19, $w17, 5
        or.v    $w14, $w14, $w19
        srli.b  $w19, $w11, 5
        or.v    $w20, $w20, $w19
        xor.v   $w4, $w4, $w14
        xor.v   $w5, $w5, $w20
        xor.v   $w6, $w6, $w21
        xor.v   $w7, $w7, $w22
        /* round 24: K7 */
        ld.b    $w15, 448($a1)
        ld.b    $w8, 464($a1)
        ld.b    $w9, 480($a1)
        ld.b    $w10, 496($a1)
        addv.b  $w18, $w4, $w15
        clt_u.b $w23, $w18, $w4
        addv.b  $w12, $w5, $w8
        ceqi.b  $w16, $w12, -1
        clt_u.b $w17, $w12, $w5
        subv.b  $w12, $w12, $w23
        bsel.v  $w16, $w17, $w23
        addv.b  $w13, $w6, $w9
        ceqi.b  $w23, $w13, -1
        clt_u.b $w17, $w13, $w6
        subv.b  $w13, $w13, $w16
        bsel.v  $w23, $w17, $w16
        addv.b  $w19, $w7, $w10
        subv.b  $w19, $w19, $w23
        andi.b  $w11, $w18, 15
        vshf.b  $w11, $w24, $w24
        srli.b  $w18, $w18, 4
        vshf.b  $w18, $w25, $w25
        or.v    $w18, $w18, $w11
        andi.b  $w14, $w12, 15
        vshf.b  $w14, $w26, $w26
        srli.b  $w12, $w12, 4
        vshf.b  $w12, $w27, $w27
        or.v    $w12, $w12, $w14
        andi.b  $w20, $w13, 15
        vshf.b  $w20, $w28, $w28
        srli.b  $w13, $w13, 4
        vshf.b  $w13, $w29, $w29
        or.v    $w13, $w13, $w20
        andi.b  $w21, $w19, 15
        vshf.b  $w21, $w30, $w30
        srli.b  $w19, $w19, 4
        vshf.b  $w19, $w31, $w31
        or.v    $w19, $w19, $w21
        slli.b  $w23, $w18, 3
        slli.b  $w16, $w12, 3
        slli.b  $w17, $w13, 3
        slli.b  $w22, $w19, 3
        srli.b  $w15, $w18, 5
        or.v    $w16, $w16, $w15
        srli.b  $w15, $w12, 5
        or.v    $w17, $w17, $w15
        srli.b  $w15, $w13, 5
        or.v    $w22, $w22, $w15
        srli.b  $w15, $w19, 5
        or.v    $w23, $w23, $w15
        xor.v   $w0, $w0, $w22
        xor.v   $w1, $w1, $w23
        xor.v   $w2, $w2, $w16
        xor.v   $w3, $w3, $w17
        /* round 25: K7 */
        ld.b    $w8, 448($a1)
        ld.b    $w9, 464($a1)
        ld.b    $w10, 480($a1)
        ld.b    $w11, 496($a1)
        addv.b  $w14, $w0, $w8
        clt_u.b $w18, $w14, $w0
        addv.b  $w20, $w1, $w9
        ceqi.b  $w12, $w20, -1
        clt_u.b $w13, $w20, $w1
        subv.b  $w20, $w20, $w18
        bsel.v  $w12, $w13, $w18
        addv.b  $w21, $w2, $w10
        ceqi.b  $w18, $w21, -1
        clt_u.b $w13, $w21, $w2
        subv.b  $w21, $w21, $w12
        bsel.v  $w18, $w13, $w12
        addv.b  $w15, $w3, $w11
        subv.b  $w15, $w15, $w18
        andi.b  $w19, $w14, 15
        vshf.b  $w19, $w24, $w24
        srli.b  $w14, $w14, 4
        vshf.b  $w14, $w25, $w25
        or.v    $w14, $w14, $w19
        andi.b  $w22, $w20, 15
        vshf.b  $w22, $w26, $w26
        srli.b  $w20, $w20, 4
        vshf.b  $w20, $w27, $w27
        or.v    $w20, $w20, $w22
        andi.b  $w23, $w21, 15
        vshf.b  $w23, $w28, $w28
        srli.b  $w21, $w21, 4
        vshf.b  $w21, $w29, $w29
        or.v    $w21, $w21, $w23
        andi.b  $w16, $w15, 15
        vshf.b  $w16, $w30, $w30
        srli.b  $w15, $w15, 4
        vshf.b  $w15, $w31, $w31
        or.v    $w15, $w15, $w16
        slli.b  $w18, $w14, 3
        slli.b  $w12, $w20, 3
        slli.b  $w13, $w21, 3
        slli.b  $w17, $w15, 3
        srli.b  $w8, $w14, 5
        or.v    $w12, $w12, $w8
        srli.b  $w8, $w20, 5
        or.v    $w13, $w13, $w8
        srli.b  $w8, $w21, 5
        or.v    $w17, $w17, $w8
        srli.b  $w8, $w15, 5
        or.v    $w18, $w18, $w8
        xor.v   $w4, $w4, $w17
        xor.v   $w5, $w5, $w18
        xor.v   $w6, $w6, $w12
        xor.v   $w7, $w7, $w13
        /* round 26: K6 */
        ld.b    $w9, 384($a1)
        ld.b    $w10, 400($a1)
        ld.b    $w11, 416($a1)
        ld.b    $w19, 432($a1)
        addv.b  $w22, $w4, $w9
        clt_u.b $w14, $w22, $w4
        addv.b  $w23, $w5, $w10
        ceqi.b  $w20, $w23, -1
        clt_u.b $w21, $w23, $w5
        subv.b  $w23, $w23, $w14
        bsel.v  $w20, $w21, $w14
        addv.b  $w16, $w6, $w11
        ceqi.b  $w14, $w16, -1
        clt_u.b $w21, $w16, $w6
        subv.b  $w16, $w16, $w20
        bsel.v  $w14, $w21, $w20
        addv.b  $w8, $w7, $w19
        subv.b  $w8, $w8, $w14
        andi.b  $w15, $w22, 15
        vshf.b  $w15, $w24, $w24
        srli.b  $w22, $w22, 4
        vshf.b  $w22, $w25, $w25
        or.v    $w22, $w22, $w15
        andi.b  $w17, $w23, 15
        vshf.b  $w17, $w26, $w26
        srli.b  $w23, $w23, 4
        vshf.b  $w23, $w27, $w27
        or.v    $w23, $w23, $w17
        andi.b  $w18, $w16, 15
        vshf.b  $w18, $w28, $w28
        srli.b  $w16, $w16, 4
        vshf.b  $w16, $w29, $w29
        or.v    $w16, $w16, $w18
        andi.b  $w12, $w8, 15
        vshf.b  $w12, $w30, $w30
        srli.b  $w8, $w8, 4
        vshf.b  $w8, $w31, $w31
        or.v    $w8, $w8, $w12
        slli.b  $w14, $w22, 3
        slli.b  $w20, $w23, 3
        slli.b  $w21, $w16, 3
        slli.b  $w13, $w8, 3
        srli.b  $w9, $w22, 5
        or.v    $w20, $w20, $w9
        srli.b  $w9, $w23, 5
        or.v    $w21, $w21, $w9
        srli.b  $w9, $w16, 5
        or.v    $w13, $w13, $w9
        srli.b  $w9, $w8, 5
        or.v    $w14, $w14, $w9
        xor.v   $w0, $w0, $w13
        xor.v   $w1, $w1, $w14
        xor.v   $w2, $w2, $w20
        xor.v   $w3, $w3, $w21
        /* round 27: K5 */
        ld.b    $w10, 320($a1)
        ld.b    $w11, 336($a1)
        ld.b    $w19, 352($a1)
        ld.b    $w15, 368($a1)
        addv.b  $w17, $w0, $w10
        clt_u.b $w22, $w17, $w0
        addv.b  $w18, $w1, $w11
        ceqi.b  $w23, $w18, -1
        clt_u.b $w16, $w18, $w1
        subv.b  $w18, $w18, $w22
        bsel.v  $w23, $w16, $w22
        addv.b  $w12, $w2, $w19
        ceqi.b  $w22, $w12, -1
        clt_u.b $w16, $w12, $w2
        subv.b  $w12, $w12, $w23
        bsel.v  $w22, $w16, $w23
        addv.b  $w9, $w3, $w15
        subv.b  $w9, $w9, $w22
        andi.b  $w8, $w17, 15
        vshf.b  $w8, $w24, $w24
        srli.b  $w17, $w17, 4
        vshf.b  $w17, $w25, $w25
        or.v    $w17, $w17, $w8
        andi.b  $w13, $w18, 15
        vshf.b  $w13, $w26, $w26
        srli.b  $w18, $w18, 4
        vshf.b  $w18, $w27, $w27
        or.v    $w18, $w18, $w13
        andi.b  $w14, $w12, 15
        vshf.b  $w14, $w28, $w28
        srli.b  $w12, $w12, 4
        vshf.b  $w12, $w29, $w29
        or.v    $w12, $w12, $w14
        andi.b  $w20, $w9, 15
        vshf.b  $w20, $w30, $w30
        srli.b  $w9, $w9, 4
        vshf.b  $w9, $w31, $w31
        or.v    $w9, $w9, $w20
        slli.b  $w22, $w17, 3
        slli.b  $w23, $w18, 3
        slli.b  $w16, $w12, 3
        slli.b  $w21, $w9, 3
        srli.b  $w10, $w17, 5
        or.v    $w23, $w23, $w10
        srli.b  $w10, $w18, 5
        or.v    $w16, $w16, $w10
        srli.b  $w10, $w12, 5
        or.v    $w21, $w21, $w10
        srli.b  $w10, $w9, 5
        or.v    $w22, $w22, $w10
        xor.v   $w4, $w4, $w21
        xor.v   $w5, $w5, $w22
        xor.v   $w6, $w6, $w23
        xor.v   $w7, $w7, $w16
        /* round 28: K4 */
        ld.b    $w11, 256($a1)
        ld.b    $w19, 272($a1)
        ld.b    $w15, 288($a1)
        ld.b    $w8, 304($a1)
        addv.b  $w13, $w4, $w11
        clt_u.b $w17, $w13, $w4
        addv.b  $w14, $w5, $w19
        ceqi.b  $w18, $w14, -1
        clt_u.b $w12, $w14, $w5
        subv.b  $w14, $w14, $w17
        bsel.v  $w18, $w12, $w17
        addv.b  $w20, $w6, $w15
        ceqi.b  $w17, $w20, -1
        clt_u.b $w12, $w20, $w6
        subv.b  $w20, $w20, $w18
        bsel.v  $w17, $w12, $w18
        addv.b  $w10, $w7, $w8
        subv.b  $w10, $w10, $w17
        andi.b  $w9, $w13, 15
        vshf.b  $w9, $w24, $w24
        srli.b  $w13, $w13, 4
        vshf.b  $w13, $w25, $w25
        or.v    $w13, $w13, $w9
        andi.b  $w21, $w14, 15
        vshf.b  $w21, $w26, $w26
        srli.b  $w14, $w14, 4
        vshf.b  $w14, $w27, $w27
        or.v    $w14, $w14, $w21
        andi.b  $w22, $w20, 15
        vshf.b  $w22, $w28, $w28
        srli.b  $w20, $w20, 4
        vshf.b  $w20, $w29, $w29
        or.v    $w20, $w20, $w22
        andi.b  $w23, $w10, 15
        vshf.b  $w23, $w30, $w30
        srli.b  $w10, $w10, 4
        vshf.b  $w10, $w31, $w31
        or.v    $w10, $w10, $w23
        slli.b  $w17, $w13, 3
        slli.b  $w18, $w14, 3
        slli.b  $w12, $w20, 3
        slli.b  $w16, $w10, 3
        srli.b  $w11, $w13, 5
        or.v    $w18, $w18, $w11
        srli.b  $w11, $w14, 5
        or.v    $w12, $w12, $w11
        srli.b  $w11, $w20, 5
        or.v    $w16, $w16, $w11
        srli.b  $w11, $w10, 5
        or.v    $w17, $w17, $w11
        xor.v   $w0, $w0, $w16
        xor.v   $w1, $w1, $w17
        xor.v   $w2, $w2, $w18
        xor.v   $w3, $w3, $w12
        /* round 29: K3 */
        ld.b    $w19, 192($a1)
        ld.b    $w15, 208($a1)
        ld.b    $w8, 224($a1)
        ld.b    $w9, 240($a1)
        addv.b  $w21, $w0, $w19
        clt_u.b $w13, $w21, $w0
        addv.b  $w22, $w1, $w15
        ceqi.b  $w14, $w22, -1
        clt_u.b $w20, $w22, $w1
        subv.b  $w22, $w22, $w13
        bsel.v  $w14, $w20, $w13
        addv.b  $w23, $w2, $w8
        ceqi.b  $w13, $w23, -1
        clt_u.b $w20, $w23, $w2
        subv.b  $w23, $w23, $w14
        bsel.v  $w13, $w20, $w14
        addv.b  $w11, $w3, $w9
        subv.b  $w11, $w11, $w13
        andi.b  $w10, $w21, 15
        vshf.b  $w10, $w24, $w24
        srli.b  $w21, $w21, 4
        vshf.b  $w21, $w25, $w25
        or.v    $w21, $w21, $w10
        andi.b  $w16, $w22, 15
        vshf.b  $w16, $w26, $w26
        srli.b  $w22, $w22, 4
        vshf.b  $w22, $w27, $w27
        or.v    $w22, $w22, $w16
        andi.b  $w17, $w23, 15
        vshf.b  $w17, $w28, $w28
        srli.b  $w23, $w23, 4
        vshf.b  $w23, $w29, $w29
        or.v    $w23, $w23, $w17
        andi.b  $w18, $w11, 15
        vshf.b  $w18, $w30, $w30
        srli.b  $w11, $w11, 4
        vshf.b  $w11, $w31, $w31
        or.v    $w11, $w11, $w18
        slli.b  $w13, $w21, 3
        slli.b  $w14, $w22, 3
        slli.b  $w20, $w23, 3
        slli.b  $w12, $w11, 3
        srli.b  $w19, $w21, 5
        or.v    $w14, $w14, $w19
        srli.b  $w19, $w22, 5
        or.v    $w20, $w20, $w19
        srli.b  $w19, $w23, 5
        or.v    $w12, $w12, $w19
        srli.b  $w19, $w11, 5
        or.v    $w13, $w13, $w19
        xor.v   $w4, $w4, $w12
        xor.v   $w5, $w5, $w13
        xor.v   $w6, $w6, $w14
        xor.v   $w7, $w7, $w20
        /* round 30: K2 */
        ld.b    $w15, 128($a1)
        ld.b    $w8, 144($a1)
        ld.b    $w9, 160($a1)
        ld.b    $w10, 176($a1)
        addv.b  $w16, $w4, $w15
        clt_u.b $w21, $w16, $w4
        addv.b  $w17, $w5, $w8
        ceqi.b  $w22, $w17, -1
        clt_u.b $w23, $w17, $w5
        subv.b  $w17, $w17, $w21
        bsel.v  $w22, $w23, $w21
        addv.b  $w18, $w6, $w9
        ceqi.b  $w21, $w18, -1
        clt_u.b $w23, $w18, $w6
        subv.b  $w18, $w18, $w22
        bsel.v  $w21, $w23, $w22
        addv.b  $w19, $w7, $w10
        subv.b  $w19, $w19, $w21
        andi.b  $w11, $w16, 15
        vshf.b  $w11, $w24, $w24
        srli.b  $w16, $w16, 4
        vshf.b  $w16, $w25, $w25
        or.v    $w16, $w16, $w11
        andi.b  $w12, $w17, 15
        vshf.b  $w12, $w26, $w26
        srli.b  $w17, $w17, 4
        vshf.b  $w17, $w27, $w27
        or.v    $w17, $w17, $w12
        andi.b  $w13, $w18, 15
        vshf.b  $w13, $w28, $w28
        srli.b  $w18, $w18, 4
        vshf.b  $w18, $w29, $w29
        or.v    $w18, $w18, $w13
        andi.b  $w14, $w19, 15
        vshf.b  $w14, $w30, $w30
        srli.b  $w19, $w19, 4
        vshf.b  $w19, $w31, $w31
        or.v    $w19, $w19, $w14
        slli.b  $w21, $w16, 3
        slli.b  $w22, $w17, 3
        slli.b  $w23, $w18, 3
        slli.b  $w20, $w19, 3
        srli.b  $w15, $w16, 5
        or.v    $w22, $w22, $w15
        srli.b  $w15, $w17, 5
        or.v    $w23, $w23, $w15
        srli.b  $w15, $w18, 5
        or.v    $w20, $w20, $w15
        srli.b  $w15, $w19, 5
        or.v    $w21, $w21, $w15
        xor.v   $w0, $w0, $w20
        xor.v   $w1, $w1, $w21
        xor.v   $w2, $w2, $w22
        xor.v   $w3, $w3, $w23
        /* round 31: K1 */
        ld.b    $w8, 64($a1)
        ld.b    $w9, 80($a1)
        ld.b    $w10, 96($a1)
        ld.b    $w11, 112($a1)
        addv.b  $w12, $w0, $w8
        clt_u.b $w16, $w12, $w0
        addv.b  $w13, $w1, $w9
        ceqi.b  $w17, $w13, -1
        clt_u.b $w18, $w13, $w1
        subv.b  $w13, $w13, $w16
        bsel.v  $w17, $w18, $w16
        addv.b  $w14, $w2, $w10
        ceqi.b  $w16, $w14, -1
        clt_u.b $w18, $w14, $w2
        subv.b  $w14, $w14, $w17
        bsel.v  $w16, $w18, $w17
        addv.b  $w15, $w3, $w11
        subv.b  $w15, $w15, $w16
        andi.b  $w19, $w12, 15
        vshf.b  $w19, $w24, $w24
        srli.b  $w12, $w12, 4
        vshf.b  $w12, $w25, $w25
        or.v    $w12, $w12, $w19
        andi.b  $w20, $w13, 15
        vshf.b  $w20, $w26, $w26
        srli.b  $w13, $w13, 4
        vshf.b  $w13, $w27, $w27
        or.v    $w13, $w13, $w20
        andi.b  $w21, $w14, 15
        vshf.b  $w21, $w28, $w28
        srli.b  $w14, $w14, 4
        vshf.b  $w14, $w29, $w29
        or.v    $w14, $w14, $w21
        andi.b  $w22, $w15, 15
        vshf.b  $w22, $w30, $w30
        srli.b  $w15, $w15, 4
        vshf.b  $w15, $w31, $w31
        or.v    $w15, $w15, $w22
        slli.b  $w16, $w12, 3
        slli.b  $w17, $w13, 3
        slli.b  $w18, $w14, 3
        slli.b  $w23, $w15, 3
        srli.b  $w8, $w12, 5
        or.v    $w17, $w17, $w8
        srli.b  $w8, $w13, 5
        or.v    $w18, $w18, $w8
        srli.b  $w8, $w14, 5
        or.v    $w23, $w23, $w8
        srli.b  $w8, $w15, 5
        or.v    $w16, $w16, $w8
        xor.v   $w4, $w4, $w23
        xor.v   $w5, $w5, $w16
        xor.v   $w6, $w6, $w17
        xor.v   $w7, $w7, $w18
        /* round 32: K0 */
        ld.b    $w9, 0($a1)
        ld.b    $w10, 16($a1)
        ld.b    $w11, 32($a1)
        ld.b    $w19, 48($a1)
        addv.b  $w20, $w4, $w9
        clt_u.b $w12, $w20, $w4
        addv.b  $w21, $w5, $w10
        ceqi.b  $w13, $w21, -1
        clt_u.b $w14, $w21, $w5
        subv.b  $w21, $w21, $w12
        bsel.v  $w13, $w14, $w12
        addv.b  $w22, $w6, $w11
        ceqi.b  $w12, $w22, -1
        clt_u.b $w14, $w22, $w6
        subv.b  $w22, $w22, $w13
        bsel.v  $w12, $w14, $w13
        addv.b  $w8, $w7, $w19
        subv.b  $w8, $w8, $w12
        andi.b  $w15, $w20, 15
        vshf.b  $w15, $w24, $w24
        srli.b  $w20, $w20, 4
        vshf.b  $w20, $w25, $w25
        or.v    $w20, $w20, $w15
        andi.b  $w23, $w21, 15
        vshf.b  $w23, $w26, $w26
        srli.b  $w21, $w21, 4
        vshf.b  $w21, $w27, $w27
        or.v    $w21, $w21, $w23
        andi.b  $w16, $w22, 15
        vshf.b  $w16, $w28, $w28
        srli.b  $w22, $w22, 4
        vshf.b  $w22, $w29, $w29
        or.v    $w22, $w22, $w16
        andi.b  $w17, $w8, 15
        vshf.b  $w17, $w30, $w30
        srli.b  $w8, $w8, 4
        vshf.b  $w8, $w31, $w31
        or.v    $w8, $w8, $w17
        slli.b  $w12, $w20, 3
        slli.b  $w13, $w21, 3
        slli.b  $w14, $w22, 3
        slli.b  $w18, $w8, 3
        srli.b  $w9, $w20, 5
        or.v    $w13, $w13, $w9
        srli.b  $w9, $w21, 5
        or.v    $w14, $w14, $w9
        srli.b  $w9, $w22, 5
        or.v    $w18, $w18, $w9
        srli.b  $w9, $w8, 5
        or.v    $w12, $w12, $w9
        xor.v   $w0, $w0, $w18
        xor.v   $w1, $w1, $w12
        xor.v   $w2, $w2, $w13
        xor.v   $w3, $w3, $w14
        /* the halves back: a then b */
        st.b    $w4, 0($a0)
        st.b    $w5, 16($a0)
        st.b    $w6, 32($a0)
        st.b    $w7, 48($a0)
        st.b    $w0, 64($a0)
        st.b    $w1, 80($a0)
        st.b    $w2, 96($a0)
        st.b    $w3, 112($a0)
        ldc1    $f20, 0($sp)
        ldc1    $f22, 8($sp)
        ldc1    $f24, 16($sp)
        ldc1    $f26, 24($sp)
        ldc1    $f28, 32($sp)
        ldc1    $f30, 40($sp)
        jr      $ra
        addiu   $sp, $sp, 48
        .end    gg_msa_rounds16_encrypt
        .size   gg_msa_rounds16_encrypt, .-gg_msa_rounds16_encrypt

/* void gg_msa_rounds16_decrypt(uint8_t st[128], const uint8_t ks[512], const uint8_t tbl[128]);
 * 32 rounds of the decrypt schedule. */
        .align  2
        .globl  gg_msa_rounds16_decrypt
        .hidden gg_msa_rounds16_decrypt
        .type   gg_msa_rounds16_decrypt, @function
        .ent    gg_msa_rounds16_decrypt
gg_msa_rounds16_decrypt:
        addiu   $sp, $sp, -48
        sdc1    $f20, 0($sp)
        sdc1    $f22, 8($sp)
        sdc1    $f24, 16($sp)
        sdc1    $f26, 24($sp)
        sdc1    $f28, 32($sp)
        sdc1    $f30, 40($sp)
        ld.b    $w24, 0($a2)
        ld.b    $w25, 16($a2)
        ld.b    $w26, 32($a2)
        ld.b    $w27, 48($a2)
        ld.b    $w28, 64($a2)
        ld.b    $w29, 80($a2)
        ld.b    $w30, 96($a2)
        ld.b    $w31, 112($a2)
        ld.b    $w0, 0($a0)
        ld.b    $w1, 16($a0)
        ld.b    $w2, 32($a0)
        ld.b    $w3, 48($a0)
        ld.b    $w4, 64($a0)
        ld.b    $w5, 80($a0)
        ld.b    $w6, 96($a0)
        ld.b    $w7, 112($a0)
        /* round 1: K0 */
        ld.b    $w8, 0($a1)
        ld.b    $w9, 16($a1)
        ld.b    $w10, 32($a1)
        ld.b    $w11, 48($a1)
        addv.b  $w12, $w0, $w8
        clt_u.b $w16, $w12, $w0
        addv.b  $w13, $w1, $w9
        ceqi.b  $w17, $w13, -1
        clt_u.b $w18, $w13, $w1
        subv.b  $w13, $w13, $w16
        bsel.v  $w17, $w18, $w16
        addv.b  $w14, $w2, $w10
        ceqi.b  $w16, $w14, -1
        clt_u.b $w18, $w14, $w2
        subv.b  $w14, $w14, $w17
        bsel.v  $w16, $w18, $w17
        addv.b  $w15, $w3, $w11
        subv.b  $w15, $w15, $w16
        andi.b  $w19, $w12, 15
        vshf.b  $w19, $w24, $w24
        srli.b  $w12, $w12, 4
        vshf.b  $w12, $w25, $w25
        or.v    $w12, $w12, $w19
        andi.b  $w20, $w13, 15
        vshf.b  $w20, $w26, $w26
        srli.b  $w13, $w13, 4
        vshf.b  $w13, $w27, $w27
        or.v    $w13, $w13, $w20
        andi.b  $w21, $w14, 15
        vshf.b  $w21, $w28, $w28
        srli.b  $w14, $w14, 4
        vshf.b  $w14, $w29, $w29
        or.v    $w14, $w14, $w21
        andi.b  $w22, $w15, 15
        vshf.b  $w22, $w30, $w30
        srli.b  $w15, $w15, 4
        vshf.b  $w15, $w31, $w31
        or.v    $w15, $w15, $w22
        slli.b  $w16, $w12, 3
        slli.b  $w17, $w13, 3
        slli.b  $w18, $w14, 3
        slli.b  $w23, $w15, 3
        srli.b  $w8, $w12, 5
        or.v    $w17, $w17, $w8
        srli.b  $w8, $w13, 5
        or.v    $w18, $w18, $w8
        srli.b  $w8, $w14, 5
        or.v    $w23, $w23, $w8
        srli.b  $w8, $w15, 5
        or.v    $w16, $w16, $w8
        xor.v   $w4, $w4, $w23
        xor.v   $w5, $w5, $w16
        xor.v   $w6, $w6, $w17
        xor.v   $w7, $w7, $w18
        /* round 2: K1 */
        ld.b    $w9, 64($a1)
        ld.b    $w10, 80($a1)
        ld.b    $w11, 96($a1)
        ld.b    $w19, 112($a1)
        addv.b  $w20, $w4, $w9
        clt_u.b $w12, $w20, $w4
        addv.b  $w21, $w5, $w10
        ceqi.b  $w13, $w21, -1
        clt_u.b $w14, $w21, $w5
        subv.b  $w21, $w21, $w12
        bsel.v  $w13, $w14, $w12
        addv.b  $w22, $w6, $w11
        ceqi.b  $w12, $w22, -1
        clt_u.b $w14, $w22, $w6
        subv.b  $w22, $w22, $w13
        bsel.v  $w12, $w14, $w13
        addv.b  $w8, $w7, $w19
        subv.b  $w8, $w8, $w12
        andi.b  $w15, $w20, 15
        vshf.b  $w15, $w24, $w24
        srli.b  $w20, $w20, 4
        vshf.b  $w20, $w25, $w25
        or.v    $w20, $w20, $w15
        andi.b  $w23, $w21, 15
        vshf.b  $w23, $w26, $w26
        srli.b  $w21, $w21, 4
        vshf.b  $w21, $w27, $w27
        or.v    $w21, $w21, $w23
        andi.b  $w16, $w22, 15
        vshf.b  $w16, $w28, $w28
        srli.b  $w22, $w22, 4
        vshf.b  $w22, $w29, $w29
        or.v    $w22, $w22, $w16
        andi.b  $w17, $w8, 15
        vshf.b  $w17, $w30, $w30
        srli.b  $w8, $w8, 4
        vshf.b  $w8, $w31, $w31
        or.v    $w8, $w8, $w17
        slli.b  $w12, $w20, 3
        slli.b  $w13, $w21, 3
        slli.b  $w14, $w22, 3
        slli.b  $w18, $w8, 3
        srli.b  $w9, $w20, 5
        or.v    $w13, $w13, $w9
        srli.b  $w9, $w21, 5
        or.v    $w14, $w14, $w9
        srli.b  $w9, $w22, 5
        or.v    $w18, $w18, $w9
        srli.b  $w9, $w8, 5
        or.v    $w12, $w12, $w9
        xor.v   $w0, $w0, $w18
        xor.v   $w1, $w1, $w12
        xor.v   $w2, $w2, $w13
        xor.v   $w3, $w3, $w14
        /* round 3: K2 */
        ld.b    $w10, 128($a1)
        ld.b    $w11, 144($a1)
        ld.b    $w19, 160($a1)
        ld.b    $w15, 176($a1)
        addv.b  $w23, $w0, $w10
        clt_u.b $w20, $w23, $w0
        addv.b  $w16, $w1, $w11
        ceqi.b  $w21, $w16, -1
        clt_u.b $w22, $w16, $w1
        subv.b  $w16, $w16, $w20
        bsel.v  $w21, $w22, $w20
        addv.b  $w17, $w2, $w19
        ceqi.b  $w20, $w17, -1
        clt_u.b $w22, $w17, $w2
        subv.b  $w17, $w17, $w21
        bsel.v  $w20, $w22, $w21
        addv.b  $w9, $w3, $w15
        subv.b  $w9, $w9, $w20
        andi.b  $w8, $w23, 15
        vshf.b  $w8, $w24, $w24
        srli.b  $w23, $w23, 4
        vshf.b  $w23, $w25, $w25
        or.v    $w23, $w23, $w8
        andi.b  $w18, $w16, 15
        vshf.b  $w18, $w26, $w26
        srli.b  $w16, $w16, 4
        vshf.b  $w16, $w27, $w27
        or.v    $w16, $w16, $w18
        andi.b  $w12, $w17, 15
        vshf.b  $w12, $w28, $w28
        srli.b  $w17, $w17, 4
        vshf.b  $w17, $w29, $w29
        or.v    $w17, $w17, $w12
        andi.b  $w13, $w9, 15
        vshf.b  $w13, $w30, $w30
        srli.b  $w9, $w9, 4
        vshf.b  $w9, $w31, $w31
        or.v    $w9, $w9, $w13
        slli.b  $w20, $w23, 3
        slli.b  $w21, $w16, 3
        slli.b  $w22, $w17, 3
        slli.b  $w14, $w9, 3
        srli.b  $w10, $w23, 5
        or.v    $w21, $w21, $w10
        srli.b  $w10, $w16, 5
        or.v    $w22, $w22, $w10
        srli.b  $w10, $w17, 5
        or.v    $w14, $w14, $w10
        srli.b  $w10, $w9, 5
        or.v    $w20, $w20, $w10
        xor.v   $w4, $w4, $w14
        xor.v   $w5, $w5, $w20
        xor.v   $w6, $w6, $w21
        xor.v   $w7, $w7, $w22
        /* round 4: K3 */
        ld.b    $w11, 192($a1)
        ld.b    $w19, 208($a1)
        ld.b    $w15, 224($a1)
        ld.b    $w8, 240($a1)
        addv.b  $w18, $w4, $w11
        clt_u.b $w23, $w18, $w4
        addv.b  $w12, $w5, $w19
        ceqi.b  $w16, $w12, -1
        clt_u.b $w17, $w12, $w5
        subv.b  $w12, $w12, $w23
        bsel.v  $w16, $w17, $w23
        addv.b  $w13, $w6, $w15
        ceqi.b  $w23, $w13, -1
        clt_u.b $w17, $w13, $w6
        subv.b  $w13, $w13, $w16
        bsel.v  $w23, $w17, $w16
        addv.b  $w10, $w7, $w8
        subv.b  $w10, $w10, $w23
        andi.b  $w9, $w18, 15
        vshf.b  $w9, $w24, $w24
        srli.b  $w18, $w18, 4
        vshf.b  $w18, $w25, $w25
        or.v    $w18, $w18, $w9
        andi.b  $w14, $w12, 15
        vshf.b  $w14, $w26, $w26
        srli.b  $w12, $w12, 4
        vshf.b  $w12, $w27, $w27
        or.v    $w12, $w12, $w14
        andi.b  $w20, $w13, 15
        vshf.b  $w20, $w28, $w28
        srli.b  $w13, $w13, 4
        vshf.b  $w13, $w29, $w29
        or.v    $w13, $w13, $w20
        andi.b  $w21, $w10, 15
        vshf.b  $w21, $w30, $w30
        srli.b  $w10, $w10, 4
        vshf.b  $w10, $w31, $w31
        or.v    $w10, $w10, $w21
        slli.b  $w23, $w18, 3
        slli.b  $w16, $w12, 3
        slli.b  $w17, $w13, 3
        slli.b  $w22, $w10, 3
        srli.b  $w11, $w18, 5
        or.v    $w16, $w16, $w11
        srli.b  $w11, $w12, 5
        or.v    $w17, $w17, $w11
        srli.b  $w11, $w13, 5
        or.v    $w22, $w22, $w11
        srli.b  $w11, $w10, 5
        or.v    $w23, $w23, $w11
        xor.v   $w0, $w0, $w22
        xor.v   $w1, $w1, $w23
        xor.v   $w2, $w2, $w16
        xor.v   $w3, $w3, $w17
        /* round 5: K4 */
        ld.b    $w19, 256($a1)
        ld.b    $w15, 272($a1)
        ld.b    $w8, 288($a1)
        ld.b    $w9, 304($a1)
        addv.b  $w14, $w0, $w19
        clt_u.b $w18, $w14, $w0
        addv.b  $w20, $w1, $w15
        ceqi.b  $w12, $w20, -1
        clt_u.b $w13, $w20, $w1
        subv.b  $w20, $w20, $w18
        bsel.v  $w12, $w13, $w18
        addv.b  $w21, $w2, $w8
        ceqi.b  $w18, $w21, -1
        clt_u.b $w13, $w21, $w2
        subv.b  $w21, $w21, $w12
        bsel.v  $w18, $w13, $w12
        addv.b  $w11, $w3, $w9
        subv.b  $w11, $w11, $w18
        andi.b  $w10, $w14, 15
        vshf.b  $w10, $w24, $w24
        srli.b  $w14, $w14, 4
        vshf.b  $w14, $w25, $w25
        or.v    $w14, $w14, $w10
        andi.b  $w22, $w20, 15
        vshf.b  $w22, $w26, $w26
        srli.b  $w20, $w20, 4
        vshf.b  $w20, $w27, $w27
        or.v    $w20, $w20, $w22
        andi.b  $w23, $w21, 15
        vshf.b  $w23, $w28, $w28
        srli.b  $w21, $w21, 4
        vshf.b  $w21, $w29, $w29
        or.v    $w21, $w21, $w23
        andi.b  $w16, $w11, 15
        vshf.b  $w16, $w30, $w30
        srli.b  $w11, $w11, 4
        vshf.b  $w11, $w31, $w31
        or.v    $w11, $w11, $w16
        slli.b  $w18, $w14, 3
        slli.b  $w12, $w20, 3
        slli.b  $w13, $w21, 3
        slli.b  $w17, $w11, 3
        srli.b  $w19, $w14, 5
        or.v    $w12, $w12, $w19
        srli.b  $w19, $w20, 5
        or.v    $w13, $w13, $w19
        srli.b  $w19, $w21, 5
        or.v    $w17, $w17, $w19
        srli.b  $w19, $w11, 5
        or.v    $w18, $w18, $w19
        xor.v   $w4, $w4, $w17
        xor.v   $w5, $w5, $w18
        xor.v   $w6, $w6, $w12
        xor.v   $w7, $w7, $w13
        /* round 6: K5 */
        ld.b    $w15, 320($a1)
        ld.b    $w8, 336($a1)
        ld.b    $w9, 352($a1)
        ld.b    $w10, 368($a1)
        addv.b  $w22, $w4, $w15
        clt_u.b $w14, $w22, $w4
        addv.b  $w23, $w5, $w8
        ceqi.b  $w20, $w23, -1
        clt_u.b $w21, $w23, $w5
        subv.b  $w23, $w23, $w14
        bsel.v  $w20, $w21, $w14
        addv.b  $w16, $w6, $w9
        ceqi.b  $w14, $w16, -1
        clt_u.b $w21, $w16, $w6
        subv.b  $w16, $w16, $w20
        bsel.v  $w14, $w21, $w20
        addv.b  $w19, $w7, $w10
        subv.b  $w19, $w19, $w14
        andi.b  $w11, $w22, 15
        vshf.b  $w11, $w24, $w24
        srli.b  $w22, $w22, 4
        vshf.b  $w22, $w25, $w25
        or.v    $w22, $w22, $w11
        andi.b  $w17, $w23, 15
        vshf.b  $w17, $w26, $w26
        srli.b  $w23, $w23, 4
        vshf.b  $w23, $w27, $w27
        or.v    $w23, $w23, $w17
        andi.b  $w18, $w16, 15
        vshf.b  $w18, $w28, $w28
        srli.b  $w16, $w16, 4
        vshf.b  $w16, $w29, $w29
        or.v    $w16, $w16, $w18
        andi.b  $w12, $w19, 15
        vshf.b  $w12, $w30, $w30
        srli.b  $w19, $w19, 4
        vshf.b  $w19, $w31, $w31
        or.v    $w19, $w19, $w12
        slli.b  $w14, $w22, 3
        slli.b  $w20, $w23, 3
        slli.b  $w21, $w16, 3
        slli.b  $w13, $w19, 3
        srli.b  $w15, $w22, 5
        or.v    $w20, $w20, $w15
        srli.b  $w15, $w23, 5
        or.v    $w21, $w21, $w15
        srli.b  $w15, $w16, 5
        or.v    $w13, $w13, $w15
        srli.b  $w15, $w19, 5
        or.v    $w14, $w14, $w15
        xor.v   $w0, $w0, $w13
        xor.v   $w1, $w1, $w14
        xor.v   $w2, $w2, $w20
        xor.v   $w3, $w3, $w21
        /* round 7: K6 */
        ld.b    $w8, 384($a1)
        ld.b    $w9, 400($a1)
        ld.b    $w10, 416($a1)
        ld.b    $w11, 432($a1)
        addv.b  $w17, $w0, $w8
        clt_u.b $w22, $w17, $w0
        addv.b  $w18, $w1, $w9
        ceqi.b  $w23, $w18, -1
        clt_u.b $w16, $w18, $w1
        subv.b  $w18, $w18, $w22
        bsel.v  $w23, $w16, $w22
        addv.b  $w12, $w2, $w10
        ceqi.b  $w22, $w12, -1
        clt_u.b $w16, $w12, $w2
        subv.b  $w12, $w12, $w23
        bsel.v  $w22, $w16, $w23
        addv.b  $w15, $w3, $w11
        subv.b  $w15, $w15, $w22
        andi.b  $w19, $w17, 15
        vshf.b  $w19, $w24, $w24
        srli.b  $w17, $w17, 4
        vshf.b  $w17, $w25, $w25
        or.v    $w17, $w17, $w19
        andi.b  $w13, $w18, 15
        vshf.b  $w13, $w26, $w26
        srli.b  $w18, $w18, 4
        vshf.b  $w18, $w27, $w27
        or.v    $w18, $w18, $w13
        andi.b  $w14, $w12, 15
        vshf.b  $w14, $w28, $w28
        srli.b  $w12, $w12, 4
        vshf.b  $w12, $w29, $w29
        or.v    $w12, $w12, $w14
        andi.b  $w20, $w15, 15
        vshf.b  $w20, $w30, $w30
        srli.b  $w15, $w15, 4
        vshf.b  $w15, $w31, $w31
        or.v    $w15, $w15, $w20
        slli.b  $w22, $w17, 3
        slli.b  $w23, $w18, 3
        slli.b  $w16, $w12, 3
        slli.b  $w21, $w15, 3
        srli.b  $w8, $w17, 5
        or.v    $w23, $w23, $w8
        srli.b  $w8, $w18, 5
        or.v    $w16, $w16, $w8
        srli.b  $w8, $w12, 5
        or.v    $w21, $w21, $w8
        srli.b  $w8, $w15, 5
        or.v    $w22, $w22, $w8
        xor.v   $w4, $w4, $w21
        xor.v   $w5, $w5, $w22
        xor.v   $w6, $w6, $w23
        xor.v   $w7, $w7, $w16
        /* round 8: K7 */
        ld.b    $w9, 448($a1)
        ld.b    $w10, 464($a1)
        ld.b    $w11, 480($a1)
        ld.b    $w19, 496($a1)
        addv.b  $w13, $w4, $w9
        clt_u.b $w17, $w13, $w4
        addv.b  $w14, $w5, $w10
        ceqi.b  $w18, $w14, -1
        clt_u.b $w12, $w14, $w5
        subv.b  $w14, $w14, $w17
        bsel.v  $w18, $w12, $w17
        addv.b  $w20, $w6, $w11
        ceqi.b  $w17, $w20, -1
        clt_u.b $w12, $w20, $w6
        subv.b  $w20, $w20, $w18
        bsel.v  $w17, $w12, $w18
        addv.b  $w8, $w7, $w19
        subv.b  $w8, $w8, $w17
        andi.b  $w15, $w13, 15
        vshf.b  $w15, $w24, $w24
        srli.b  $w13, $w13, 4
        vshf.b  $w13, $w25, $w25
        or.v    $w13, $w13, $w15
        andi.b  $w21, $w14, 15
        vshf.b  $w21, $w26, $w26
        srli.b  $w14, $w14, 4
        vshf.b  $w14, $w27, $w27
        or.v    $w14, $w14, $w21
        andi.b  $w22, $w20, 15
        vshf.b  $w22, $w28, $w28
        srli.b  $w20, $w20, 4
        vshf.b  $w20, $w29, $w29
        or.v    $w20, $w20, $w22
        andi.b  $w23, $w8, 15
        vshf.b  $w23, $w30, $w30
        srli.b  $w8, $w8, 4
        vshf.b  $w8, $w31, $w31
        or.v    $w8, $w8, $w23
        slli.b  $w17, $w13, 3
        slli.b  $w18, $w14, 3
        slli.b  $w12, $w20, 3
        slli.b  $w16, $w8, 3
        srli.b  $w9, $w13, 5
        or.v    $w18, $w18, $w9
        srli.b  $w9, $w14, 5
        or.v    $w12, $w12, $w9
        srli.b  $w9, $w20, 5
        or.v    $w16, $w16, $w9
        srli.b  $w9, $w8, 5
        or.v    $w17, $w17, $w9
        xor.v   $w0, $w0, $w16
        xor.v   $w1, $w1, $w17
        xor.v   $w2, $w2, $w18
        xor.v   $w3, $w3, $w12
        /* round 9: K7 */
        ld.b    $w10, 448($a1)
        ld.b    $w11, 464($a1)
        ld.b    $w19, 480($a1)
        ld.b    $w15, 496($a1)
        addv.b  $w21, $w0, $w10
        clt_u.b $w13, $w21, $w0
        addv.b  $w22, $w1, $w11
        ceqi.b  $w14, $w22, -1
        clt_u.b $w20, $w22, $w1
        subv.b  $w22, $w22, $w13
        bsel.v  $w14, $w20, $w13
        addv.b  $w23, $w2, $w19
        ceqi.b  $w13, $w23, -1
        clt_u.b $w20, $w23, $w2
        subv.b  $w23, $w23, $w14
        bsel.v  $w13, $w20, $w14
        addv.b  $w9, $w3, $w15
        subv.b  $w9, $w9, $w13
        andi.b  $w8, $w21, 15
        vshf.b  $w8, $w24, $w24
        srli.b  $w21, $w21, 4
        vshf.b  $w21, $w25, $w25
        or.v    $w21, $w21, $w8
        andi.b  $w16, $w22, 15
        vshf.b  $w16, $w26, $w26
        srli.b  $w22, $w22, 4
        vshf.b  $w22, $w27, $w27
        or.v    $w22, $w22, $w16
        andi.b  $w17, $w23, 15
        vshf.b  $w17, $w28, $w28
        srli.b  $w23, $w23, 4
        vshf.b  $w23, $w29, $w29
        or.v    $w23, $w23, $w17
        andi.b  $w18, $w9, 15
        vshf.b  $w18, $w30, $w30
        srli.b  $w9, $w9, 4
        vshf.b  $w9, $w31, $w31
        or.v    $w9, $w9, $w18
        slli.b  $w13, $w21, 3
        slli.b  $w14, $w22, 3
        slli.b  $w20, $w23, 3
        slli.b  $w12, $w9, 3
        srli.b  $w10, $w21, 5
        or.v    $w14, $w14, $w10
        srli.b  $w10, $w22, 5
        or.v    $w20, $w20, $w10
        srli.b  $w10, $w23, 5
        or.v    $w12, $w12, $w10
        srli.b  $w10, $w9, 5
        or.v    $w13, $w13, $w10
        xor.v   $w4, $w4, $w12
        xor.v   $w5, $w5, $w13
        xor.v   $w6, $w6, $w14
        xor.v   $w7, $w7, $w20
        /* round 10: K6 */
        ld.b    $w11, 384($a1)
        ld.b    $w19, 400($a1)
        ld.b    $w15, 416($a1)
        ld.b    $w8, 432($a1)
        addv.b  $w16, $w4, $w11
        clt_u.b $w21, $w16, $w4
        addv.b  $w17, $w5, $w19
        ceqi.b  $w22, $w17, -1
        clt_u.b $w23, $w17, $w5
        subv.b  $w17, $w17, $w21
        bsel.v  $w22, $w23, $w21
        addv.b  $w18, $w6, $w15
        ceqi.b  $w21, $w18, -1
        clt_u.b $w23, $w18, $w6
        subv.b  $w18, $w18, $w22
        bsel.v  $w21, $w23, $w22
        addv.b  $w10, $w7, $w8
        subv.b  $w10, $w10, $w21
        andi.b  $w9, $w16, 15
        vshf.b  $w9, $w24, $w24
        srli.b  $w16, $w16, 4
        vshf.b  $w16, $w25, $w25
        or.v    $w16, $w16, $w9
        andi.b  $w12, $w17, 15
        vshf.b  $w12, $w26, $w26
        srli.b  $w17, $w17, 4
        vshf.b  $w17, $w27, $w27
        or.v    $w17, $w17, $w12
        andi.b  $w13, $w18, 15
        vshf.b  $w13, $w28, $w28
        srli.b  $w18, $w18, 4
        vshf.b  $w18, $w29, $w29
        or.v    $w18, $w18, $w13
        andi.b  $w14, $w10, 15
        vshf.b  $w14, $w30, $w30
        srli.b  $w10, $w10, 4
        vshf.b  $w10, $w31, $w31
        or.v    $w10, $w10, $w14
        slli.b  $w21, $w16, 3
        slli.b  $w22, $w17, 3
        slli.b  $w23, $w18, 3
        slli.b  $w20, $w10, 3
        srli.b  $w11, $w16, 5
        or.v    $w22, $w22, $w11
        srli.b  $w11, $w17, 5
        or.v    $w23, $w23, $w11
        srli.b  $w11, $w18, 5
        or.v    $w20, $w20, $w11
        srli.b  $w11, $w10, 5
        or.v    $w21, $w21, $w11
        xor.v   $w0, $w0, $w20
        xor.v   $w1, $w1, $w21
        xor.v   $w2, $w2, $w22
        xor.v   $w3, $w3, $w23
        /* round 11: K5 */
        ld.b    $w19, 320($a1)
        ld.b    $w15, 336($a1)
        ld.b    $w8, 352($a1)
        ld.b    $w9, 368($a1)
        addv.b  $w12, $w0, $w19
        clt_u.b $w16, $w12, $w0
        addv.b  $w13, $w1, $w15
        ceqi.b  $w17, $w13, -1
        clt_u.b $w18, $w13, $w1
        subv.b  $w13, $w13, $w16
        bsel.v  $w17, $w18, $w16
        addv.b  $w14, $w2, $w8
        ceqi.b  $w16, $w14, -1
        clt_u.b $w18, $w14, $w2
        subv.b  $w14, $w14, $w17
        bsel.v  $w16, $w18, $w17
        addv.b  $w11, $w3, $w9
        subv.b  $w11, $w11, $w16
        andi.b  $w10, $w12, 15
        vshf.b  $w10, $w24, $w24
        srli.b  $w12, $w12, 4
        vshf.b  $w12, $w25, $w25
        or.v    $w12, $w12, $w10
        andi.b  $w20, $w13, 15
        vshf.b  $w20, $w26, $w26
        srli.b  $w13, $w13, 4
        vshf.b  $w13, $w27, $w27
        or.v    $w13, $w13, $w20
        andi.b  $w21, $w14, 15
        vshf.b  $w21, $w28, $w28
        srli.b  $w14, $w14, 4
        vshf.b  $w14, $w29, $w29
        or.v    $w14, $w14, $w21
        andi.b  $w22, $w11, 15
        vshf.b  $w22, $w30, $w30
        srli.b  $w11, $w11, 4
        vshf.b  $w11, $w31, $w31
        or.v    $w11, $w11, $w22
        slli.b  $w16, $w12, 3
        slli.b  $w17, $w13, 3
        slli.b  $w18, $w14, 3
        slli.b  $w23, $w11, 3
        srli.b  $w19, $w12, 5
        or.v    $w17, $w17, $w19
        srli.b  $w19, $w13, 5
        or.v    $w18, $w18, $w19
        srli.b  $w19, $w14, 5
        or.v    $w23, $w23, $w19
        srli.b  $w19, $w11, 5
        or.v    $w16, $w16, $w19
        xor.v   $w4, $w4, $w23
        xor.v   $w5, $w5, $w16
        xor.v   $w6, $w6, $w17
        xor.v   $w7, $w7, $w18
        /* round 12: K4 */
        ld.b    $w15, 256($a1)
        ld.b    $w8, 272($a1)
        ld.b    $w9, 288($a1)
        ld.b    $w10, 304($a1)
        addv.b  $w20, $w4, $w15
        clt_u.b $w12, $w20, $w4
        addv.b  $w21, $w5, $w8
        ceqi.b  $w13, $w21, -1
        clt_u.b $w14, $w21, $w5
        subv.b  $w21, $w21, $w12
        bsel.v  $w13, $w14, $w12
        addv.b  $w22, $w6, $w9
        ceqi.b  $w12, $w22, -1
        clt_u.b $w14, $w22, $w6
        subv.b  $w22, $w22, $w13
        bsel.v  $w12, $w14, $w13
        addv.b  $w19, $w7, $w10
        subv.b  $w19, $w19, $w12
        andi.b  $w11, $w20, 15
        vshf.b  $w11, $w24, $w24
        srli.b  $w20, $w20, 4
        vshf.b  $w20, $w25, $w25
        or.v    $w20, $w20, $w11
        andi.b  $w23, $w21, 15
        vshf.b  $w23, $w26, $w26
        srli.b  $w21, $w21, 4
        vshf.b  $w21, $w27, $w27
        or.v    $w21, $w21, $w23
        andi.b  $w16, $w22, 15
        vshf.b  $w16, $w28, $w28
        srli.b  $w22, $w22, 4
        vshf.b  $w22, $w29, $w29
        or.v    $w22, $w22, $w16
        andi.b  $w17, $w19, 15
        vshf.b  $w17, $w30, $w30
        srli.b  $w19, $w19, 4
        vshf.b  $w19, $w31, $w31
        or.v    $w19, $w19, $w17
        slli.b  $w12, $w20, 3
        slli.b  $w13, $w21, 3
        slli.b  $w14, $w22, 3
        slli.b  $w18, $w19, 3
        srli.b  $w15, $w20, 5
        or.v    $w13, $w13, $w15
        srli.b  $w15, $w21, 5
        or.v    $w14, $w14, $w15
        srli.b  $w15, $w22, 5
        or.v    $w18, $w18, $w15
        srli.b  $w15, $w19, 5
        or.v    $w12, $w12, $w15
        xor.v   $w0, $w0, $w18
        xor.v   $w1, $w1, $w12
        xor.v   $w2, $w2, $w13
        xor.v   $w3, $w3, $w14
        /* round 13: K3 */
        ld.b    $w8, 192($a1)
        ld.b    $w9, 208($a1)
        ld.b    $w10, 224($a1)
        ld.b    $w11, 240($a1)
        addv.b  $w23, $w0, $w8
        clt_u.b $w20, $w23, $w0
        addv.b  $w16, $w1, $w9
        ceqi.b  $w21, $w16, -1
        clt_u.b $w22, $w16, $w1
        subv.b  $w16, $w16, $w20
        bsel.v  $w21, $w22, $w20
        addv.b  $w17, $w2, $w10
        ceqi.b  $w20, $w17, -1
        clt_u.b $w22, $w17, $w2
        subv.b  $w17, $w17, $w21
        bsel.v  $w20, $w22, $w21
        addv.b  $w15, $w3, $w11
        subv.b  $w15, $w15, $w20
        andi.b  $w19, $w23, 15
        vshf.b  $w19, $w24, $w24
        srli.b  $w23, $w23, 4
        vshf.b  $w23, $w25, $w25
        or.v    $w23, $w23, $w19
        andi.b  $w18, $w16, 15
        vshf.b  $w18, $w26, $w26
        srli.b  $w16, $w16, 4
        vshf.b  $w16, $w27, $w27
        or.v    $w16, $w16, $w18
        andi.b  $w12, $w17, 15
        vshf.b  $w12, $w28, $w28
        srli.b  $w17, $w17, 4
        vshf.b  $w17, $w29, $w29
        or.v    $w17, $w17, $w12
        andi.b  $w13, $w15, 15
        vshf.b  $w13, $w30, $w30
        srli.b  $w15, $w15, 4
        vshf.b  $w15, $w31, $w31
        or.v    $w15, $w15, $w13
        slli.b  $w20, $w23, 3
        slli.b  $w21, $w16, 3
        slli.b  $w22, $w17, 3
        slli.b  $w14, $w15, 3
        srli.b  $w8, $w23, 5
        or.v    $w21, $w21, $w8
        srli.b  $w8, $w16, 5
        or.v    $w22, $w22, $w8
        srli.b  $w8, $w17, 5
        or.v    $w14, $w14, $w8
        srli.b  $w8, $w15, 5
        or.v    $w20, $w20, $w8
        xor.v   $w4, $w4, $w14
        xor.v   $w5, $w5, $w20
        xor.v   $w6, $w6, $w21
        xor.v   $w7, $w7, $w22
        /* round 14: K2 */
        ld.b    $w9, 128($a1)
        ld.b    $w10, 144($a1)
        ld.b    $w11, 160($a1)
        ld.b    $w19, 176($a1)
        addv.b  $w18, $w4, $w9
        clt_u.b $w23, $w18, $w4
        addv.b  $w12, $w5, $w10
        ceqi.b  $w16, $w12, -1
        clt_u.b $w17, $w12, $w5
        subv.b  $w12, $w12, $w23
        bsel.v  $w16, $w17, $w23
        addv.b  $w13, $w6, $w11
        ceqi.b  $w23, $w13, -1
        clt_u.b $w17, $w13, $w6
        subv.b  $w13, $w13, $w16
        bsel.v  $w23, $w17, $w16
        addv.b  $w8, $w7, $w19
        subv.b  $w8, $w8, $w23
        andi.b  $w15, $w18, 15
        vshf.b  $w15, $w24, $w24
        srli.b  $w18, $w18, 4
        vshf.b  $w18, $w25, $w25
        or.v    $w18, $w18, $w15
        andi.b  $w14, $w12, 15
        vshf.b  $w14, $w26, $w26
        srli.b  $w12, $w12, 4
        vshf.b  $w12, $w27, $w27
        or.v    $w12, $w12, $w14
        andi.b  $w20, $w13, 15
        vshf.b  $w20, $w28, $w28
        srli.b  $w13, $w13, 4
        vshf.b  $w13, $w29, $w29
        or.v    $w13, $w13, $w20
        andi.b  $w21, $w8, 15
        vshf.b  $w21, $w30, $w30
        srli.b  $w8, $w8, 4
        vshf.b  $w8, $w31, $w31
        or.v    $w8, $w8, $w21
        slli.b  $w23, $w18, 3
        slli.b  $w16, $w12, 3
        slli.b  $w17, $w13, 3
        slli.b  $w22, $w8, 3
        srli.b  $w9, $w18, 5
        or.v    $w16, $w16, $w9
        srli.b  $w9, $w12, 5
        or.v    $w17, $w17, $w9
        srli.b  $w9, $w13, 5
        or.v    $w22, $w22, $w9
        srli.b  $w9, $w8, 5
        or.v    $w23, $w23, $w9
        xor.v   $w0, $w0, $w22
        xor.v   $w1, $w1, $w23
        xor.v   $w2, $w2, $w16
        xor.v   $w3, $w3, $w17
        /* round 15: K1 */
        ld.b    $w10, 64($a1)
        ld.b    $w11, 80($a1)
        ld.b    $w19, 96($a1)
        ld.b    $w15, 112($a1)
        addv.b  $w14, $w0, $w10
        clt_u.b $w18, $w14, $w0
        addv.b  $w20, $w1, $w11
        ceqi.b  $w12, $w20, -1
        clt_u.b $w13, $w20, $w1
        subv.b  $w20, $w20, $w18
        bsel.v  $w12, $w13, $w18
        addv.b  $w21, $w2, $w19
        ceqi.b  $w18, $w21, -1
        clt_u.b $w13, $w21, $w2
        subv.b  $w21, $w21, $w12
        bsel.v  $w18, $w13, $w12
        addv.b  $w9, $w3, $w15
        subv.b  $w9, $w9, $w18
        andi.b  $w8, $w14, 15
        vshf.b  $w8, $w24, $w24
        srli.b  $w14, $w14, 4
        vshf.b  $w14, $w25, $w25
        or.v    $w14, $w14, $w8
        andi.b  $w22, $w20, 15
        vshf.b  $w22, $w26, $w26
        srli.b  $w20, $w20, 4
        vshf.b  $w20, $w27, $w27
        or.v    $w20, $w20, $w22
        andi.b  $w23, $w21, 15
        vshf.b  $w23, $w28, $w28
        srli.b  $w21, $w21, 4
        vshf.b  $w21, $w29, $w29
        or.v    $w21, $w21, $w23
        andi.b  $w16, $w9, 15
        vshf.b  $w16, $w30, $w30
        srli.b  $w9, $w9, 4
        vshf.b  $w9, $w31, $w31
        or.v    $w9, $w9, $w16
        slli.b  $w18, $w14, 3
        slli.b  $w12, $w20, 3
        slli.b  $w13, $w21, 3
        slli.b  $w17, $w9, 3
        srli.b  $w10, $w14, 5
        or.v    $w12, $w12, $w10
        srli.b  $w10, $w20, 5
        or.v    $w13, $w13, $w10
        srli.b  $w10, $w21, 5
        or.v    $w17, $w17, $w10
        srli.b  $w10, $w9, 5
        or.v    $w18, $w18, $w10
        xor.v   $w4, $w4, $w17
        xor.v   $w5, $w5, $w18
        xor.v   $w6, $w6, $w12
        xor.v   $w7, $w7, $w13
        /* round 16: K0 */
        ld.b    $w11, 0($a1)
        ld.b    $w19, 16($a1)
        ld.b    $w15, 32($a1)
        ld.b    $w8, 48($a1)
        addv.b  $w22, $w4, $w11
        clt_u.b $w14, $w22, $w4
        addv.b  $w23, $w5, $w19
        ceqi.b  $w20, $w23, -1
        clt_u.b $w21, $w23, $w5
        subv.b  $w23, $w23, $w14
        bsel.v  $w20, $w21, $w14
        addv.b  $w16, $w6, $w15
        ceqi.b  $w14, $w16, -1
        clt_u.b $w21, $w16, $w6
        subv.b  $w16, $w16, $w20
        bsel.v  $w14, $w21, $w20
        addv.b  $w10, $w7, $w8
        subv.b  $w10, $w10, $w14
        andi.b  $w9, $w22, 15
        vshf.b  $w9, $w24, $w24
        srli.b  $w22, $w22, 4
        vshf.b  $w22, $w25, $w25
        or.v    $w22, $w22, $w9
        andi.b  $w17, $w23, 15
        vshf.b  $w17, $w26, $w26
        srli.b  $w23, $w23, 4
        vshf.b  $w23, $w27, $w27
        or.v    $w23, $w23, $w17
        andi.b  $w18, $w16, 15
        vshf.b  $w18, $w28, $w28
        srli.b  $w16, $w16, 4
        vshf.b  $w16, $w29, $w29
        or.v    $w16, $w16, $w18
        andi.b  $w12, $w10, 15
        vshf.b  $w12, $w30, $w30
        srli.b  $w10, $w10, 4
        vshf.b  $w10, $w31, $w31
        or.v    $w10, $w10, $w12
        slli.b  $w14, $w22, 3
        slli.b  $w20, $w23, 3
        slli.b  $w21, $w16, 3
        slli.b  $w13, $w10, 3
        srli.b  $w11, $w22, 5
        or.v    $w20, $w20, $w11
        srli.b  $w11, $w23, 5
        or.v    $w21, $w21, $w11
        srli.b  $w11, $w16, 5
        or.v    $w13, $w13, $w11
        srli.b  $w11, $w10, 5
        or.v    $w14, $w14, $w11
        xor.v   $w0, $w0, $w13
        xor.v   $w1, $w1, $w14
        xor.v   $w2, $w2, $w20
        xor.v   $w3, $w3, $w21
        /* round 17: K7 */
        ld.b    $w19, 448($a1)
        ld.b    $w15, 464($a1)
        ld.b    $w8, 480($a1)
        ld.b    $w9, 496($a1)
        addv.b  $w17, $w0, $w19
        clt_u.b $w22, $w17, $w0
        addv.b  $w18, $w1, $w15
        ceqi.b  $w23, $w18, -1
        clt_u.b $w16, $w18, $w1
        subv.b  $w18, $w18, $w22
        bsel.v  $w23, $w16, $w22
        addv.b  $w12, $w2, $w8
        ceqi.b  $w22, $w12, -1
        clt_u.b $w16, $w12, $w2
        subv.b  $w12, $w12, $w23
        bsel.v  $w22, $w16, $w23
        addv.b  $w11, $w3, $w9
        subv.b  $w11, $w11, $w22
        andi.b  $w10, $w17, 15
        vshf.b  $w10, $w24, $w24
        srli.b  $w17, $w17, 4
        vshf.b  $w17, $w25, $w25
        or.v    $w17, $w17, $w10
        andi.b  $w13, $w18, 15
        vshf.b  $w13, $w26, $w26
        srli.b  $w18, $w18, 4
        vshf.b  $w18, $w27, $w27
        or.v    $w18, $w18, $w13
        andi.b  $w14, $w12, 15
        vshf.b  $w14, $w28, $w28
        srli.b  $w12, $w12, 4
        vshf.b  $w12, $w29, $w29
        or.v    $w12, $w12, $w14
        andi.b  $w20, $w11, 15
        vshf.b  $w20, $w30, $w30
        srli.b  $w11, $w11, 4
        vshf.b  $w11, $w31, $w31
        or.v    $w11, $w11, $w20
        slli.b  $w22, $w17, 3
        slli.b  $w23, $w18, 3
        slli.b  $w16, $w12, 3
        slli.b  $w21, $w11, 3
        srli.b  $w19, $w17, 5
        or.v    $w23, $w23, $w19
        srli.b  $w19, $w18, 5
        or.v    $w16, $w16, $w19
        srli.b  $w19, $w12, 5
        or.v    $w21, $w21, $w19
        srli.b  $w19, $w11, 5
        or.v    $w22, $w22, $w19
        xor.v   $w4, $w4, $w21
        xor.v   $w5, $w5, $w22
        xor.v   $w6, $w6, $w23
        xor.v   $w7, $w7, $w16
        /* round 18: K6 */
        ld.b    $w15, 384($a1)
        ld.b    $w8, 400($a1)
        ld.b    $w9, 416($a1)
        ld.b    $w10, 432($a1)
        addv.b  $w13, $w4, $w15
        clt_u.b $w17, $w13, $w4
        addv.b  $w14, $w5, $w8
        ceqi.b  $w18, $w14, -1
        clt_u.b $w12, $w14, $w5
        subv.b  $w14, $w14, $w17
        bsel.v  $w18, $w12, $w17
        addv.b  $w20, $w6, $w9
        ceqi.b  $w17, $w20, -1
        clt_u.b $w12, $w20, $w6
        subv.b  $w20, $w20, $w18
        bsel.v  $w17, $w12, $w18
        addv.b  $w19, $w7, $w10
        subv.b  $w19, $w19, $w17
        andi.b  $w11, $w13, 15
        vshf.b  $w11, $w24, $w24
        srli.b  $w13, $w13, 4
        vshf.b  $w13, $w25, $w25
        or.v    $w13, $w13, $w11
        andi.b  $w21, $w14, 15
        vshf.b  $w21, $w26, $w26
        srli.b  $w14, $w14, 4
        vshf.b  $w14, $w27, $w27
        or.v    $w14, $w14, $w21
        andi.b  $w22, $w20, 15
        vshf.b  $w22, $w28, $w28
        srli.b  $w20, $w20, 4
        vshf.b  $w20, $w29, $w29
        or.v    $w20, $w20, $w22
        andi.b  $w23, $w19, 15
        vshf.b  $w23, $w30, $w30
        srli.b  $w19, $w19, 4
        vshf.b  $w19, $w31, $w31
        or.v    $w19, $w19, $w23
        slli.b  $w17, $w13, 3
        slli.b  $w18, $w14, 3
        slli.b  $w12, $w20, 3
        slli.b  $w16, $w19, 3
        srli.b  $w15, $w13, 5
        or.v    $w18, $w18, $w15
        srli.b  $w15, $w14, 5
        or.v    $w12, $w12, $w15
        srli.b  $w15, $w20, 5
        or.v    $w16, $w16, $w15
        srli.b  $w15, $w19, 5
        or.v    $w17, $w17, $w15
        xor.v   $w0, $w0, $w16
        xor.v   $w1, $w1, $w17
        xor.v   $w2, $w2, $w18
        xor.v   $w3, $w3, $w12
        /* round 19: K5 */
        ld.b    $w8, 320($a1)
        ld.b    $w9, 336($a1)
        ld.b    $w10, 352($a1)
        ld.b    $w11, 368($a1)
        addv.b  $w21, $w0, $w8
        clt_u.b $w13, $w21, $w0
        addv.b  $w22, $w1, $w9
        ceqi.b  $w14, $w22, -1
        clt_u.b $w20, $w22, $w1
        subv.b  $w22, $w22, $w13
        bsel.v  $w14, $w20, $w13
        addv.b  $w23, $w2, $w10
        ceqi.b  $w13, $w23, -1
        clt_u.b $w20, $w23, $w2
        subv.b  $w23, $w23, $w14
        bsel.v  $w13, $w20, $w14
        addv.b  $w15, $w3, $w11
        subv.b  $w15, $w15, $w13
        andi.b  $w19, $w21, 15
        vshf.b  $w19, $w24, $w24
        srli.b  $w21, $w21, 4
        vshf.b  $w21, $w25, $w25
        or.v    $w21, $w21, $w19
        andi.b  $w16, $w22, 15
        vshf.b  $w16, $w26, $w26
        srli.b  $w22, $w22, 4
        vshf.b  $w22, $w27, $w27
        or.v    $w22, $w22, $w16
        andi.b  $w17, $w23, 15
        vshf.b  $w17, $w28, $w28
        srli.b  $w23, $w23, 4
        vshf.b  $w23, $w29, $w29
        or.v    $w23, $w23, $w17
        andi.b  $w18, $w15, 15
        vshf.b  $w18, $w30, $w30
        srli.b  $w15, $w15, 4
        vshf.b  $w15, $w31, $w31
        or.v    $w15, $w15, $w18
        slli.b  $w13, $w21, 3
        slli.b  $w14, $w22, 3
        slli.b  $w20, $w23, 3
        slli.b  $w12, $w15, 3
        srli.b  $w8, $w21, 5
        or.v    $w14, $w14, $w8
        srli.b  $w8, $w22, 5
        or.v    $w20, $w20, $w8
        srli.b  $w8, $w23, 5
        or.v    $w12, $w12, $w8
        srli.b  $w8, $w15, 5
        or.v    $w13, $w13, $w8
        xor.v   $w4, $w4, $w12
        xor.v   $w5, $w5, $w13
        xor.v   $w6, $w6, $w14
        xor.v   $w7, $w7, $w20
        /* round 20: K4 */
        ld.b    $w9, 256($a1)
        ld.b    $w10, 272($a1)
        ld.b    $w11, 288($a1)
        ld.b    $w19, 304($a1)
        addv.b  $w16, $w4, $w9
        clt_u.b $w21, $w16, $w4
        addv.b  $w17, $w5, $w10
        ceqi.b  $w22, $w17, -1
        clt_u.b $w23, $w17, $w5
        subv.b  $w17, $w17, $w21
        bsel.v  $w22, $w23, $w21
        addv.b  $w18, $w6, $w11
        ceqi.b  $w21, $w18, -1
        clt_u.b $w23, $w18, $w6
        subv.b  $w18, $w18, $w22
        bsel.v  $w21, $w23, $w22
        addv.b  $w8, $w7, $w19
        subv.b  $w8, $w8, $w21
        andi.b  $w15, $w16, 15
        vshf.b  $w15, $w24, $w24
        srli.b  $w16, $w16, 4
        vshf.b  $w16, $w25, $w25
        or.v    $w16, $w16, $w15
        andi.b  $w12, $w17, 15
        vshf.b  $w12, $w26, $w26
        srli.b  $w17, $w17, 4
        vshf.b  $w17, $w27, $w27
        or.v    $w17, $w17, $w12
        andi.b  $w13, $w18, 15
        vshf.b  $w13, $w28, $w28
        srli.b  $w18, $w18, 4
        vshf.b  $w18, $w29, $w29
        or.v    $w18, $w18, $w13
        andi.b  $w14, $w8, 15
        vshf.b  $w14, $w30, $w30
        srli.b  $w8, $w8, 4
        vshf.b  $w8, $w31, $w31
        or.v    $w8, $w8, $w14
        slli.b  $w21, $w16, 3
        slli.b  $w22, $w17, 3
        slli.b  $w23, $w18, 3
        slli.b  $w20, $w8, 3
        srli.b  $w9, $w16, 5
        or.v    $w22, $w22, $w9
        srli.b  $w9, $w17, 5
        or.v    $w23, $w23, $w9
        srli.b  $w9, $w18, 5
        or.v    $w20, $w20, $w9
        srli.b  $w9, $w8, 5
        or.v    $w21, $w21, $w9
        xor.v   $w0, $w0, $w20
        xor.v   $w1, $w1, $w21
        xor.v   $w2, $w2, $w22
        xor.v   $w3, $w3, $w23
        /* round 21: K3 */
        ld.b    $w10, 192($a1)
        ld.b    $w11, 208($a1)
        ld.b    $w19, 224($a1)
        ld.b    $w15, 240($a1)
        addv.b  $w12, $w0, $w10
        clt_u.b $w16, $w12, $w0
        addv.b  $w13, $w1, $w11
        ceqi.b  $w17, $w13, -1
        clt_u.b $w18, $w13, $w1
        subv.b  $w13, $w13, $w16
        bsel.v  $w17, $w18, $w16
        addv.b  $w14, $w2, $w19
        ceqi.b  $w16, $w14, -1
        clt_u.b $w18, $w14, $w2
        subv.b  $w14, $w14, $w17
        bsel.v  $w16, $w18, $w17
        addv.b  $w9, $w3, $w15
        subv.b  $w9, $w9, $w16
        andi.b  $w8, $w12, 15
        vshf.b  $w8, $w24, $w24
        srli.b  $w12, $w12, 4
        vshf.b  $w12, $w25, $w25
        or.v    $w12, $w12, $w8
        andi.b  $w20, $w13, 15
        vshf.b  $w20, $w26, $w26
        srli.b  $w13, $w13, 4
        vshf.b  $w13, $w27, $w27
        or.v    $w13, $w13, $w20
        andi.b  $w21, $w14, 15
        vshf.b  $w21, $w28, $w28
        srli.b  $w14, $w14, 4
        vshf.b  $w14, $w29, $w29
        or.v    $w14, $w14, $w21
        andi.b  $w22, $w9, 15
        vshf.b  $w22, $w30, $w30
        srli.b  $w9, $w9, 4
        vshf.b  $w9, $w31, $w31
        or.v    $w9, $w9, $w22
        slli.b  $w16, $w12, 3
        slli.b  $w17, $w13, 3
        slli.b  $w18, $w14, 3
        slli.b  $w23, $w9, 3
        srli.b  $w10, $w12, 5
        or.v    $w17, $w17, $w10
        srli.b  $w10, $w13, 5
        or.v    $w18, $w18, $w10
        srli.b  $w10, $w14, 5
        or.v    $w23, $w23, $w10
        srli.b  $w10, $w9, 5
        or.v    $w16, $w16, $w10
        xor.v   $w4, $w4, $w23
        xor.v   $w5, $w5, $w16
        xor.v   $w6, $w6, $w17
        xor.v   $w7, $w7, $w18
        /* round 22: K2 */
        ld.b    $w11, 128($a1)
        ld.b    $w19, 144($a1)
        ld.b    $w15, 160($a1)
        ld.b    $w8, 176($a1)
        addv.b  $w20, $w4, $w11
        clt_u.b $w12, $w20, $w4
        addv.b  $w21, $w5, $w19
        ceqi.b  $w13, $w21, -1
        clt_u.b $w14, $w21, $w5
        subv.b  $w21, $w21, $w12
        bsel.v  $w13, $w14, $w12
        addv.b  $w22, $w6, $w15
        ceqi.b  $w12, $w22, -1
        clt_u.b $w14, $w22, $w6
        subv.b  $w22, $w22, $w13
        bsel.v  $w12, $w14, $w13
        addv.b  $w10, $w7, $w8
        subv.b  $w10, $w10, $w12
        andi.b  $w9, $w20, 15
        vshf.b  $w9, $w24, $w24
        srli.b  $w20, $w20, 4
        vshf.b  $w20, $w25, $w25
        or.v    $w20, $w20, $w9
        andi.b  $w23, $w21, 15
        vshf.b  $w23, $w26, $w26
        srli.b  $w21, $w21, 4
        vshf.b  $w21, $w27, $w27
        or.v    $w21, $w21, $w23
        andi.b  $w16, $w22, 15
        vshf.b  $w16, $w28, $w28
        srli.b  $w22, $w22, 4
        vshf.b  $w22, $w29, $w29
        or.v    $w22, $w22, $w16
        andi.b  $w17, $w10, 15
        vshf.b  $w17, $w30, $w30
        srli.b  $w10, $w10, 4
        vshf.b  $w10, $w31, $w31
        or.v    $w10, $w10, $w17
        slli.b  $w12, $w20, 3
        slli.b  $w13, $w21, 3
        slli.b  $w14, $w22, 3
        slli.b  $w18, $w10, 3
        srli.b  $w11, $w20, 5
        or.v    $w13, $w13, $w11
        srli.b  $w11, $w21, 5
        or.v    $w14, $w14, $w11
        srli.b  $w11, $w22, 5
        or.v    $w18, $w18, $w11
        srli.b  $w11, $w10, 5
        or.v    $w12, $w12, $w11
        xor.v   $w0, $w0, $w18
        xor.v   $w1, $w1, $w12
        xor.v   $w2, $w2, $w13
        xor.v   $w3, $w3, $w14
        /* round 23: K1 */
        ld.b    $w19, 64($a1)
        ld.b    $w15, 80($a1)
        ld.b    $w8, 96($a1)
        ld.b    $w9, 112($a1)
        addv.b  $w23, $w0, $w19
        clt_u.b $w20, $w23, $w0
        addv.b  $w16, $w1, $w15
        ceqi.b  $w21, $w16, -1
        clt_u.b $w22, $w16, $w1
        subv.b  $w16, $w16, $w20
        bsel.v  $w21, $w22, $w20
        addv.b  $w17, $w2, $w8
        ceqi.b  $w20, $w17, -1
        clt_u.b $w22, $w17, $w2
        subv.b  $w17, $w17, $w21
        bsel.v  $w20, $w22, $w21
        addv.b  $w11, $w3, $w9
        subv.b  $w11, $w11, $w20
        andi.b  $w10, $w23, 15
        vshf.b  $w10, $w24, $w24
        srli.b  $w23, $w23, 4
        vshf.b  $w23, $w25, $w25
        or.v    $w23, $w23, $w10
        andi.b  $w18, $w16, 15
        vshf.b  $w18, $w26, $w26
        srli.b  $w16, $w16, 4
        vshf.b  $w16, $w27, $w27
        or.v    $w16, $w16, $w18
        andi.b  $w12, $w17, 15
        vshf.b  $w12, $w28, $w28
        srli.b  $w17, $w17, 4
        vshf.b  $w17, $w29, $w29
        or.v    $w17, $w17, $w12
        andi.b  $w13, $w11, 15
        vshf.b  $w13, $w30, $w30
        srli.b  $w11, $w11, 4
        vshf.b  $w11, $w31, $w31
        or.v    $w11, $w11, $w13
        slli.b  $w20, $w23, 3
        slli.b  $w21, $w16, 3
        slli.b  $w22, $w17, 3
        slli.b  $w14, $w11, 3
        srli.b  $w19, $w23, 5
        or.v    $w21, $w21, $w19
        srli.b  $w19, $w16, 5
        or.v    $w22, $w22, $w19
        srli.b  $w19, $w17, 5
        or.v    $w14, $w14, $w19
        srli.b  $w19, $w11, 5
        or.v    $w20, $w20, $w19
        xor.v   $w4, $w4, $w14
        xor.v   $w5, $w5, $w20
        xor.v   $w6, $w6, $w21
        xor.v   $w7, $w7, $w22
        /* round 24: K0 */
        ld.b    $w15, 0($a1)
        ld.b    $w8, 16($a1)
        ld.b    $w9, 32($a1)
        ld.b    $w10, 48($a1)
        addv.b  $w18, $w4, $w15
        clt_u.b $w23, $w18, $w4
        addv.b  $w12, $w5, $w8
        ceqi.b  $w16, $w12, -1
        clt_u.b $w17, $w12, $w5
        subv.b  $w12, $w12, $w23
        bsel.v  $w16, $w17, $w23
        addv.b  $w13, $w6, $w9
        ceqi.b  $w23, $w13, -1
        clt_u.b $w17, $w13, $w6
        subv.b  $w13, $w13, $w16
        bsel.v  $w23, $w17, $w16
        addv.b  $w19, $w7, $w10
        subv.b  $w19, $w19, $w23
        andi.b  $w11, $w18, 15
        vshf.b  $w11, $w24, $w24
        srli.b  $w18, $w18, 4
        vshf.b  $w18, $w25, $w25
        or.v    $w18, $w18, $w11
        andi.b  $w14, $w12, 15
        vshf.b  $w14, $w26, $w26
        srli.b  $w12, $w12, 4
        vshf.b  $w12, $w27, $w27
        or.v    $w12, $w12, $w14
        andi.b  $w20, $w13, 15
        vshf.b  $w20, $w28, $w28
        srli.b  $w13, $w13, 4
        vshf.b  $w13, $w29, $w29
        or.v    $w13, $w13, $w20
        andi.b  $w21, $w19, 15
        vshf.b  $w21, $w30, $w30
        srli.b  $w19, $w19, 4
        vshf.b  $w19, $w31, $w31
        or.v    $w19, $w19, $w21
        slli.b  $w23, $w18, 3
        slli.b  $w16, $w12, 3
        slli.b  $w17, $w13, 3
        slli.b  $w22, $w19, 3
        srli.b  $w15, $w18, 5
        or.v    $w16, $w16, $w15
        srli.b  $w15, $w12, 5
        or.v    $w17, $w17, $w15
        srli.b  $w15, $w13, 5
        or.v    $w22, $w22, $w15
        srli.b  $w15, $w19, 5
        or.v    $w23, $w23, $w15
        xor.v   $w0, $w0, $w22
        xor.v   $w1, $w1, $w23
        xor.v   $w2, $w2, $w16
        xor.v   $w3, $w3, $w17
        /* round 25: K7 */
        ld.b    $w8, 448($a1)
        ld.b    $w9, 464($a1)
        ld.b    $w10, 480($a1)
        ld.b    $w11, 496($a1)
        addv.b  $w14, $w0, $w8
        clt_u.b $w18, $w14, $w0
        addv.b  $w20, $w1, $w9
        ceqi.b  $w12, $w20, -1
        clt_u.b $w13, $w20, $w1
        subv.b  $w20, $w20, $w18
        bsel.v  $w12, $w13, $w18
        addv.b  $w21, $w2, $w10
        ceqi.b  $w18, $w21, -1
        clt_u.b $w13, $w21, $w2
        subv.b  $w21, $w21, $w12
        bsel.v  $w18, $w13, $w12
        addv.b  $w15, $w3, $w11
        subv.b  $w15, $w15, $w18
        andi.b  $w19, $w14, 15
        vshf.b  $w19, $w24, $w24
        srli.b  $w14, $w14, 4
        vshf.b  $w14, $w25, $w25
        or.v    $w14, $w14, $w19
        andi.b  $w22, $w20, 15
        vshf.b  $w22, $w26, $w26
        srli.b  $w20, $w20, 4
        vshf.b  $w20, $w27, $w27
        or.v    $w20, $w20, $w22
        andi.b  $w23, $w21, 15
        vshf.b  $w23, $w28, $w28
        srli.b  $w21, $w21, 4
        vshf.b  $w21, $w29, $w29
        or.v    $w21, $w21, $w23
        andi.b  $w16, $w15, 15
        vshf.b  $w16, $w30, $w30
        srli.b  $w15, $w15, 4
        vshf.b  $w15, $w31, $w31
        or.v    $w15, $w15, $w16
        slli.b  $w18, $w14, 3
        slli.b  $w12, $w20, 3
        slli.b  $w13, $w21, 3
        slli.b  $w17, $w15, 3
        srli.b  $w8, $w14, 5
        or.v    $w12, $w12, $w8
        srli.b  $w8, $w20, 5
        or.v    $w13, $w13, $w8
        srli.b  $w8, $w21, 5
        or.v    $w17, $w17, $w8
        srli.b  $w8, $w15, 5
        or.v    $w18, $w18, $w8
        xor.v   $w4, $w4, $w17
        xor.v   $w5, $w5, $w18
        xor.v   $w6, $w6, $w12
        xor.v   $w7, $w7, $w13
        /* round 26: K6 */
        ld.b    $w9, 384($a1)
        ld.b    $w10, 400($a1)
        ld.b    $w11, 416($a1)
        ld.b    $w19, 432($a1)
        addv.b  $w22, $w4, $w9
        clt_u.b $w14, $w22, $w4
        addv.b  $w23, $w5, $w10
        ceqi.b  $w20, $w23, -1
        clt_u.b $w21, $w23, $w5
        subv.b  $w23, $w23, $w14
        bsel.v  $w20, $w21, $w14
        addv.b  $w16, $w6, $w11
        ceqi.b  $w14, $w16, -1
        clt_u.b $w21, $w16, $w6
        subv.b  $w16, $w16, $w20
        bsel.v  $w14, $w21, $w20
        addv.b  $w8, $w7, $w19
        subv.b  $w8, $w8, $w14
        andi.b  $w15, $w22, 15
        vshf.b  $w15, $w24, $w24
        srli.b  $w22, $w22, 4
        vshf.b  $w22, $w25, $w25
        or.v    $w22, $w22, $w15
        andi.b  $w17, $w23, 15
        vshf.b  $w17, $w26, $w26
        srli.b  $w23, $w23, 4
        vshf.b  $w23, $w27, $w27
        or.v    $w23, $w23, $w17
        andi.b  $w18, $w16, 15
        vshf.b  $w18, $w28, $w28
        srli.b  $w16, $w16, 4
        vshf.b  $w16, $w29, $w29
        or.v    $w16, $w16, $w18
        andi.b  $w12, $w8, 15
        vshf.b  $w12, $w30, $w30
        srli.b  $w8, $w8, 4
        vshf.b  $w8, $w31, $w31
        or.v    $w8, $w8, $w12
        slli.b  $w14, $w22, 3
        slli.b  $w20, $w23, 3
        slli.b  $w21, $w16, 3
        slli.b  $w13, $w8, 3
        srli.b  $w9, $w22, 5
        or.v    $w20, $w20, $w9
        srli.b  $w9, $w23, 5
        or.v    $w21, $w21, $w9
        srli.b  $w9, $w16, 5
        or.v    $w13, $w13, $w9
        srli.b  $w9, $w8, 5
        or.v    $w14, $w14, $w9
        xor.v   $w0, $w0, $w13
        xor.v   $w1, $w1, $w14
        xor.v   $w2, $w2, $w20
        xor.v   $w3, $w3, $w21
        /* round 27: K5 */
        ld.b    $w10, 320($a1)
        ld.b    $w11, 336($a1)
        ld.b    $w19, 352($a1)
        ld.b    $w15, 368($a1)
        addv.b  $w17, $w0, $w10
        clt_u.b $w22, $w17, $w0
        addv.b  $w18, $w1, $w11
        ceqi.b  $w23, $w18, -1
        clt_u.b $w16, $w18, $w1
        subv.b  $w18, $w18, $w22
        bsel.v  $w23, $w16, $w22
        addv.b  $w12, $w2, $w19
        ceqi.b  $w22, $w12, -1
        clt_u.b $w16, $w12, $w2
        subv.b  $w12, $w12, $w23
        bsel.v  $w22, $w16, $w23
        addv.b  $w9, $w3, $w15
        subv.b  $w9, $w9, $w22
        andi.b  $w8, $w17, 15
        vshf.b  $w8, $w24, $w24
        srli.b  $w17, $w17, 4
        vshf.b  $w17, $w25, $w25
        or.v    $w17, $w17, $w8
        andi.b  $w13, $w18, 15
        vshf.b  $w13, $w26, $w26
        srli.b  $w18, $w18, 4
        vshf.b  $w18, $w27, $w27
        or.v    $w18, $w18, $w13
        andi.b  $w14, $w12, 15
        vshf.b  $w14, $w28, $w28
        srli.b  $w12, $w12, 4
        vshf.b  $w12, $w29, $w29
        or.v    $w12, $w12, $w14
        andi.b  $w20, $w9, 15
        vshf.b  $w20, $w30, $w30
        srli.b  $w9, $w9, 4
        vshf.b  $w9, $w31, $w31
        or.v    $w9, $w9, $w20
        slli.b  $w22, $w17, 3
        slli.b  $w23, $w18, 3
        slli.b  $w16, $w12, 3
        slli.b  $w21, $w9, 3
        srli.b  $w10, $w17, 5
        or.v    $w23, $w23, $w10
        srli.b  $w10, $w18, 5
        or.v    $w16, $w16, $w10
        srli.b  $w10, $w12, 5
        or.v    $w21, $w21, $w10
        srli.b  $w10, $w9, 5
        or.v    $w22, $w22, $w10
        xor.v   $w4, $w4, $w21
        xor.v   $w5, $w5, $w22
        xor.v   $w6, $w6, $w23
        xor.v   $w7, $w7, $w16
        /* round 28: K4 */
        ld.b    $w11, 256($a1)
        ld.b    $w19, 272($a1)
        ld.b    $w15, 288($a1)
        ld.b    $w8, 304($a1)
        addv.b  $w13, $w4, $w11
        clt_u.b $w17, $w13, $w4
        addv.b  $w14, $w5, $w19
        ceqi.b  $w18, $w14, -1
        clt_u.b $w12, $w14, $w5
        subv.b  $w14, $w14, $w17
        bsel.v  $w18, $w12, $w17
        addv.b  $w20, $w6, $w15
        ceqi.b  $w17, $w20, -1
        clt_u.b $w12, $w20, $w6
        subv.b  $w20, $w20, $w18
        bsel.v  $w17, $w12, $w18
        addv.b  $w10, $w7, $w8
        subv.b  $w10, $w10, $w17
        andi.b  $w9, $w13, 15
        vshf.b  $w9, $w24, $w24
        srli.b  $w13, $w13, 4
        vshf.b  $w13, $w25, $w25
        or.v    $w13, $w13, $w9
        andi.b  $w21, $w14, 15
        vshf.b  $w21, $w26, $w26
        srli.b  $w14, $w14, 4
        vshf.b  $w14, $w27, $w27
        or.v    $w14, $w14, $w21
        andi.b  $w22, $w20, 15
        vshf.b  $w22, $w28, $w28
        srli.b  $w20, $w20, 4
        vshf.b  $w20, $w29, $w29
        or.v    $w20, $w20, $w22
        andi.b  $w23, $w10, 15
        vshf.b  $w23, $w30, $w30
        srli.b  $w10, $w10, 4
        vshf.b  $w10, $w31, $w31
        or.v    $w10, $w10, $w23
        slli.b  $w17, $w13, 3
        slli.b  $w18, $w14, 3
        slli.b  $w12, $w20, 3
        slli.b  $w16, $w10, 3
        srli.b  $w11, $w13, 5
        or.v    $w18, $w18, $w11
        srli.b  $w11, $w14, 5
        or.v    $w12, $w12, $w11
        srli.b  $w11, $w20, 5
        or.v    $w16, $w16, $w11
        srli.b  $w11, $w10, 5
        or.v    $w17, $w17, $w11
        xor.v   $w0, $w0, $w16
        xor.v   $w1, $w1, $w17
        xor.v   $w2, $w2, $w18
        xor.v   $w3, $w3, $w12
        /* round 29: K3 */
        ld.b    $w19, 192($a1)
        ld.b    $w15, 208($a1)
        ld.b    $w8, 224($a1)
        ld.b    $w9, 240($a1)
        addv.b  $w21, $w0, $w19
        clt_u.b $w13, $w21, $w0
        addv.b  $w22, $w1, $w15
        ceqi.b  $w14, $w22, -1
        clt_u.b $w20, $w22, $w1
        subv.b  $w22, $w22, $w13
        bsel.v  $w14, $w20, $w13
        addv.b  $w23, $w2, $w8
        ceqi.b  $w13, $w23, -1
        clt_u.b $w20, $w23, $w2
        subv.b  $w23, $w23, $w14
        bsel.v  $w13, $w20, $w14
        addv.b  $w11, $w3, $w9
        subv.b  $w11, $w11, $w13
        andi.b  $w10, $w21, 15
        vshf.b  $w10, $w24, $w24
        srli.b  $w21, $w21, 4
        vshf.b  $w21, $w25, $w25
        or.v    $w21, $w21, $w10
        andi.b  $w16, $w22, 15
        vshf.b  $w16, $w26, $w26
        srli.b  $w22, $w22, 4
        vshf.b  $w22, $w27, $w27
        or.v    $w22, $w22, $w16
        andi.b  $w17, $w23, 15
        vshf.b  $w17, $w28, $w28
        srli.b  $w23, $w23, 4
        vshf.b  $w23, $w29, $w29
        or.v    $w23, $w23, $w17
        andi.b  $w18, $w11, 15
        vshf.b  $w18, $w30, $w30
        srli.b  $w11, $w11, 4
        vshf.b  $w11, $w31, $w31
        or.v    $w11, $w11, $w18
        slli.b  $w13, $w21, 3
        slli.b  $w14, $w22, 3
        slli.b  $w20, $w23, 3
        slli.b  $w12, $w11, 3
        srli.b  $w19, $w21, 5
        or.v    $w14, $w14, $w19
        srli.b  $w19, $w22, 5
        or.v    $w20, $w20, $w19
        srli.b  $w19, $w23, 5
        or.v    $w12, $w12, $w19
        srli.b  $w19, $w11, 5
        or.v    $w13, $w13, $w19
        xor.v   $w4, $w4, $w12
        xor.v   $w5, $w5, $w13
        xor.v   $w6, $w6, $w14
        xor.v   $w7, $w7, $w20
        /* round 30: K2 */
        ld.b    $w15, 128($a1)
        ld.b    $w8, 144($a1)
        ld.b    $w9, 160($a1)
        ld.b    $w10, 176($a1)
        addv.b  $w16, $w4, $w15
        clt_u.b $w21, $w16, $w4
        addv.b  $w17, $w5, $w8
        ceqi.b  $w22, $w17, -1
        clt_u.b $w23, $w17, $w5
        subv.b  $w17, $w17, $w21
        bsel.v  $w22, $w23, $w21
        addv.b  $w18, $w6, $w9
        ceqi.b  $w21, $w18, -1
        clt_u.b $w23, $w18, $w6
        subv.b  $w18, $w18, $w22
        bsel.v  $w21, $w23, $w22
        addv.b  $w19, $w7, $w10
        subv.b  $w19, $w19, $w21
        andi.b  $w11, $w16, 15
        vshf.b  $w11, $w24, $w24
        srli.b  $w16, $w16, 4
        vshf.b  $w16, $w25, $w25
        or.v    $w16, $w16, $w11
        andi.b  $w12, $w17, 15
        vshf.b  $w12, $w26, $w26
        srli.b  $w17, $w17, 4
        vshf.b  $w17, $w27, $w27
        or.v    $w17, $w17, $w12
        andi.b  $w13, $w18, 15
        vshf.b  $w13, $w28, $w28
        srli.b  $w18, $w18, 4
        vshf.b  $w18, $w29, $w29
        or.v    $w18, $w18, $w13
        andi.b  $w14, $w19, 15
        vshf.b  $w14, $w30, $w30
        srli.b  $w19, $w19, 4
        vshf.b  $w19, $w31, $w31
        or.v    $w19, $w19, $w14
        slli.b  $w21, $w16, 3
        slli.b  $w22, $w17, 3
        slli.b  $w23, $w18, 3
        slli.b  $w20, $w19, 3
        srli.b  $w15, $w16, 5
        or.v    $w22, $w22, $w15
        srli.b  $w15, $w17, 5
        or.v    $w23, $w23, $w15
        srli.b  $w15, $w18, 5
        or.v    $w20, $w20, $w15
        srli.b  $w15, $w19, 5
        or.v    $w21, $w21, $w15
        xor.v   $w0, $w0, $w20
        xor.v   $w1, $w1, $w21
        xor.v   $w2, $w2, $w22
        xor.v   $w3, $w3, $w23
        /* round 31: K1 */
        ld.b    $w8, 64($a1)
        ld.b    $w9, 80($a1)
        ld.b    $w10, 96($a1)
        ld.b    $w11, 112($a1)
        addv.b  $w12, $w0, $w8
        clt_u.b $w16, $w12, $w0
        addv.b  $w13, $w1, $w9
        ceqi.b  $w17, $w13, -1
        clt_u.b $w18, $w13, $w1
        subv.b  $w13, $w13, $w16
        bsel.v  $w17, $w18, $w16
        addv.b  $w14, $w2, $w10
        ceqi.b  $w16, $w14, -1
        clt_u.b $w18, $w14, $w2
        subv.b  $w14, $w14, $w17
        bsel.v  $w16, $w18, $w17
        addv.b  $w15, $w3, $w11
        subv.b  $w15, $w15, $w16
        andi.b  $w19, $w12, 15
        vshf.b  $w19, $w24, $w24
        srli.b  $w12, $w12, 4
        vshf.b  $w12, $w25, $w25
        or.v    $w12, $w12, $w19
        andi.b  $w20, $w13, 15
        vshf.b  $w20, $w26, $w26
        srli.b  $w13, $w13, 4
        vshf.b  $w13, $w27, $w27
        or.v    $w13, $w13, $w20
        andi.b  $w21, $w14, 15
        vshf.b  $w21, $w28, $w28
        srli.b  $w14, $w14, 4
        vshf.b  $w14, $w29, $w29
        or.v    $w14, $w14, $w21
        andi.b  $w22, $w15, 15
        vshf.b  $w22, $w30, $w30
        srli.b  $w15, $w15, 4
        vshf.b  $w15, $w31, $w31
        or.v    $w15, $w15, $w22
        slli.b  $w16, $w12, 3
        slli.b  $w17, $w13, 3
        slli.b  $w18, $w14, 3
        slli.b  $w23, $w15, 3
        srli.b  $w8, $w12, 5
        or.v    $w17, $w17, $w8
        srli.b  $w8, $w13, 5
        or.v    $w18, $w18, $w8
        srli.b  $w8, $w14, 5
        or.v    $w23, $w23, $w8
        srli.b  $w8, $w15, 5
        or.v    $w16, $w16, $w8
        xor.v   $w4, $w4, $w23
        xor.v   $w5, $w5, $w16
        xor.v   $w6, $w6, $w17
        xor.v   $w7, $w7, $w18
        /* round 32: K0 */
        ld.b    $w9, 0($a1)
        ld.b    $w10, 16($a1)
        ld.b    $w11, 32($a1)
        ld.b    $w19, 48($a1)
        addv.b  $w20, $w4, $w9
        clt_u.b $w12, $w20, $w4
        addv.b  $w21, $w5, $w10
        ceqi.b  $w13, $w21, -1
        clt_u.b $w14, $w21, $w5
        subv.b  $w21, $w21, $w12
        bsel.v  $w13, $w14, $w12
        addv.b  $w22, $w6, $w11
        ceqi.b  $w12, $w22, -1
        clt_u.b $w14, $w22, $w6
        subv.b  $w22, $w22, $w13
        bsel.v  $w12, $w14, $w13
        addv.b  $w8, $w7, $w19
        subv.b  $w8, $w8, $w12
        andi.b  $w15, $w20, 15
        vshf.b  $w15, $w24, $w24
        srli.b  $w20, $w20, 4
        vshf.b  $w20, $w25, $w25
        or.v    $w20, $w20, $w15
        andi.b  $w23, $w21, 15
        vshf.b  $w23, $w26, $w26
        srli.b  $w21, $w21, 4
        vshf.b  $w21, $w27, $w27
        or.v    $w21, $w21, $w23
        andi.b  $w16, $w22, 15
        vshf.b  $w16, $w28, $w28
        srli.b  $w22, $w22, 4
        vshf.b  $w22, $w29, $w29
        or.v    $w22, $w22, $w16
        andi.b  $w17, $w8, 15
        vshf.b  $w17, $w30, $w30
        srli.b  $w8, $w8, 4
        vshf.b  $w8, $w31, $w31
        or.v    $w8, $w8, $w17
        slli.b  $w12, $w20, 3
        slli.b  $w13, $w21, 3
        slli.b  $w14, $w22, 3
        slli.b  $w18, $w8, 3
        srli.b  $w9, $w20, 5
        or.v    $w13, $w13, $w9
        srli.b  $w9, $w21, 5
        or.v    $w14, $w14, $w9
        srli.b  $w9, $w22, 5
        or.v    $w18, $w18, $w9
        srli.b  $w9, $w8, 5
        or.v    $w12, $w12, $w9
        xor.v   $w0, $w0, $w18
        xor.v   $w1, $w1, $w12
        xor.v   $w2, $w2, $w13
        xor.v   $w3, $w3, $w14
        /* the halves back: a then b */
        st.b    $w4, 0($a0)
        st.b    $w5, 16($a0)
        st.b    $w6, 32($a0)
        st.b    $w7, 48($a0)
        st.b    $w0, 64($a0)
        st.b    $w1, 80($a0)
        st.b    $w2, 96($a0)
        st.b    $w3, 112($a0)
        ldc1    $f20, 0($sp)
        ldc1    $f22, 8($sp)
        ldc1    $f24, 16($sp)
        ldc1    $f26, 24($sp)
        ldc1    $f28, 32($sp)
        ldc1    $f30, 40($sp)
        jr      $ra
        addiu   $sp, $sp, 48
        .end    gg_msa_rounds16_decrypt
        .size   gg_msa_rounds16_decrypt, .-gg_msa_rounds16_decrypt

/* void gg_msa_rounds16_mac(uint8_t st[128], const uint8_t ks[512], const uint8_t tbl[128]);
 * 16 rounds of the mac schedule. */
        .align  2
        .globl  gg_msa_rounds16_mac
        .hidden gg_msa_rounds16_mac
        .type   gg_msa_rounds16_mac, @function
        .ent    gg_msa_rounds16_mac
gg_msa_rounds16_mac:
        addiu   $sp, $sp, -48
        sdc1    $f20, 0($sp)
        sdc1    $f22, 8($sp)
        sdc1    $f24, 16($sp)
        sdc1    $f26, 24($sp)
        sdc1    $f28, 32($sp)
        sdc1    $f30, 40($sp)
        ld.b    $w24, 0($a2)
        ld.b    $w25, 16($a2)
        ld.b    $w26, 32($a2)
        ld.b    $w27, 48($a2)
        ld.b    $w28, 64($a2)
        ld.b    $w29, 80($a2)
        ld.b    $w30, 96($a2)
        ld.b    $w31, 112($a2)
        ld.b    $w0, 0($a0)
        ld.b    $w1, 16($a0)
        ld.b    $w2, 32($a0)
        ld.b    $w3, 48($a0)
        ld.b    $w4, 64($a0)
        ld.b    $w5, 80($a0)
        ld.b    $w6, 96($a0)
        ld.b    $w7, 112($a0)
        /* round 1: K0 */
        ld.b    $w8, 0($a1)
        ld.b    $w9, 16($a1)
        ld.b    $w10, 32($a1)
        ld.b    $w11, 48($a1)
        addv.b  $w12, $w0, $w8
        clt_u.b $w16, $w12, $w0
        addv.b  $w13, $w1, $w9
        ceqi.b  $w17, $w13, -1
        clt_u.b $w18, $w13, $w1
        subv.b  $w13, $w13, $w16
        bsel.v  $w17, $w18, $w16
        addv.b  $w14, $w2, $w10
        ceqi.b  $w16, $w14, -1
        clt_u.b $w18, $w14, $w2
        subv.b  $w14, $w14, $w17
        bsel.v  $w16, $w18, $w17
        addv.b  $w15, $w3, $w11
        subv.b  $w15, $w15, $w16
        andi.b  $w19, $w12, 15
        vshf.b  $w19, $w24, $w24
        srli.b  $w12, $w12, 4
        vshf.b  $w12, $w25, $w25
        or.v    $w12, $w12, $w19
        andi.b  $w20, $w13, 15
        vshf.b  $w20, $w26, $w26
        srli.b  $w13, $w13, 4
        vshf.b  $w13, $w27, $w27
        or.v    $w13, $w13, $w20
        andi.b  $w21, $w14, 15
        vshf.b  $w21, $w28, $w28
        srli.b  $w14, $w14, 4
        vshf.b  $w14, $w29, $w29
        or.v    $w14, $w14, $w21
        andi.b  $w22, $w15, 15
        vshf.b  $w22, $w30, $w30
        srli.b  $w15, $w15, 4
        vshf.b  $w15, $w31, $w31
        or.v    $w15, $w15, $w22
        slli.b  $w16, $w12, 3
        slli.b  $w17, $w13, 3
        slli.b  $w18, $w14, 3
        slli.b  $w23, $w15, 3
        srli.b  $w8, $w12, 5
        or.v    $w17, $w17, $w8
        srli.b  $w8, $w13, 5
        or.v    $w18, $w18, $w8
        srli.b  $w8, $w14, 5
        or.v    $w23, $w23, $w8
        srli.b  $w8, $w15, 5
        or.v    $w16, $w16, $w8
        xor.v   $w4, $w4, $w23
        xor.v   $w5, $w5, $w16
        xor.v   $w6, $w6, $w17
        xor.v   $w7, $w7, $w18
        /* round 2: K1 */
        ld.b    $w9, 64($a1)
        ld.b    $w10, 80($a1)
        ld.b    $w11, 96($a1)
        ld.b    $w19, 112($a1)
        addv.b  $w20, $w4, $w9
        clt_u.b $w12, $w20, $w4
        addv.b  $w21, $w5, $w10
        ceqi.b  $w13, $w21, -1
        clt_u.b $w14, $w21, $w5
        subv.b  $w21, $w21, $w12
        bsel.v  $w13, $w14, $w12
        addv.b  $w22, $w6, $w11
        ceqi.b  $w12, $w22, -1
        clt_u.b $w14, $w22, $w6
        subv.b  $w22, $w22, $w13
        bsel.v  $w12, $w14, $w13
        addv.b  $w8, $w7, $w19
        subv.b  $w8, $w8, $w12
        andi.b  $w15, $w20, 15
        vshf.b  $w15, $w24, $w24
        srli.b  $w20, $w20, 4
        vshf.b  $w20, $w25, $w25
        or.v    $w20, $w20, $w15
        andi.b  $w23, $w21, 15
        vshf.b  $w23, $w26, $w26
        srli.b  $w21, $w21, 4
        vshf.b  $w21, $w27, $w27
        or.v    $w21, $w21, $w23
        andi.b  $w16, $w22, 15
        vshf.b  $w16, $w28, $w28
        srli.b  $w22, $w22, 4
        vshf.b  $w22, $w29, $w29
        or.v    $w22, $w22, $w16
        andi.b  $w17, $w8, 15
        vshf.b  $w17, $w30, $w30
        srli.b  $w8, $w8, 4
        vshf.b  $w8, $w31, $w31
        or.v    $w8, $w8, $w17
        slli.b  $w12, $w20, 3
        slli.b  $w13, $w21, 3
        slli.b  $w14, $w22, 3
        slli.b  $w18, $w8, 3
        srli.b  $w9, $w20, 5
        or.v    $w13, $w13, $w9
        srli.b  $w9, $w21, 5
        or.v    $w14, $w14, $w9
        srli.b  $w9, $w22, 5
        or.v    $w18, $w18, $w9
        srli.b  $w9, $w8, 5
        or.v    $w12, $w12, $w9
        xor.v   $w0, $w0, $w18
        xor.v   $w1, $w1, $w12
        xor.v   $w2, $w2, $w13
        xor.v   $w3, $w3, $w14
        /* round 3: K2 */
        ld.b    $w10, 128($a1)
        ld.b    $w11, 144($a1)
        ld.b    $w19, 160($a1)
        ld.b    $w15, 176($a1)
        addv.b  $w23, $w0, $w10
        clt_u.b $w20, $w23, $w0
        addv.b  $w16, $w1, $w11
        ceqi.b  $w21, $w16, -1
        clt_u.b $w22, $w16, $w1
        subv.b  $w16, $w16, $w20
        bsel.v  $w21, $w22, $w20
        addv.b  $w17, $w2, $w19
        ceqi.b  $w20, $w17, -1
        clt_u.b $w22, $w17, $w2
        subv.b  $w17, $w17, $w21
        bsel.v  $w20, $w22, $w21
        addv.b  $w9, $w3, $w15
        subv.b  $w9, $w9, $w20
        andi.b  $w8, $w23, 15
        vshf.b  $w8, $w24, $w24
        srli.b  $w23, $w23, 4
        vshf.b  $w23, $w25, $w25
        or.v    $w23, $w23, $w8
        andi.b  $w18, $w16, 15
        vshf.b  $w18, $w26, $w26
        srli.b  $w16, $w16, 4
        vshf.b  $w16, $w27, $w27
        or.v    $w16, $w16, $w18
        andi.b  $w12, $w17, 15
        vshf.b  $w12, $w28, $w28
        srli.b  $w17, $w17, 4
        vshf.b  $w17, $w29, $w29
        or.v    $w17, $w17, $w12
        andi.b  $w13, $w9, 15
        vshf.b  $w13, $w30, $w30
        srli.b  $w9, $w9, 4
        vshf.b  $w9, $w31, $w31
        or.v    $w9, $w9, $w13
        slli.b  $w20, $w23, 3
        slli.b  $w21, $w16, 3
        slli.b  $w22, $w17, 3
        slli.b  $w14, $w9, 3
        srli.b  $w10, $w23, 5
        or.v    $w21, $w21, $w10
        srli.b  $w10, $w16, 5
        or.v    $w22, $w22, $w10
        srli.b  $w10, $w17, 5
        or.v    $w14, $w14, $w10
        srli.b  $w10, $w9, 5
        or.v    $w20, $w20, $w10
        xor.v   $w4, $w4, $w14
        xor.v   $w5, $w5, $w20
        xor.v   $w6, $w6, $w21
        xor.v   $w7, $w7, $w22
        /* round 4: K3 */
        ld.b    $w11, 192($a1)
        ld.b    $w19, 208($a1)
        ld.b    $w15, 224($a1)
        ld.b    $w8, 240($a1)
        addv.b  $w18, $w4, $w11
        clt_u.b $w23, $w18, $w4
        addv.b  $w12, $w5, $w19
        ceqi.b  $w16, $w12, -1
        clt_u.b $w17, $w12, $w5
        subv.b  $w12, $w12, $w23
        bsel.v  $w16, $w17, $w23
        addv.b  $w13, $w6, $w15
        ceqi.b  $w23, $w13, -1
        clt_u.b $w17, $w13, $w6
        subv.b  $w13, $w13, $w16
        bsel.v  $w23, $w17, $w16
        addv.b  $w10, $w7, $w8
        subv.b  $w10, $w10, $w23
        andi.b  $w9, $w18, 15
        vshf.b  $w9, $w24, $w24
        srli.b  $w18, $w18, 4
        vshf.b  $w18, $w25, $w25
        or.v    $w18, $w18, $w9
        andi.b  $w14, $w12, 15
        vshf.b  $w14, $w26, $w26
        srli.b  $w12, $w12, 4
        vshf.b  $w12, $w27, $w27
        or.v    $w12, $w12, $w14
        andi.b  $w20, $w13, 15
        vshf.b  $w20, $w28, $w28
        srli.b  $w13, $w13, 4
        vshf.b  $w13, $w29, $w29
        or.v    $w13, $w13, $w20
        andi.b  $w21, $w10, 15
        vshf.b  $w21, $w30, $w30
        srli.b  $w10, $w10, 4
        vshf.b  $w10, $w31, $w31
        or.v    $w10, $w10, $w21
        slli.b  $w23, $w18, 3
        slli.b  $w16, $w12, 3
        slli.b  $w17, $w13, 3
        slli.b  $w22, $w10, 3
        srli.b  $w11, $w18, 5
        or.v    $w16, $w16, $w11
        srli.b  $w11, $w12, 5
        or.v    $w17, $w17, $w11
        srli.b  $w11, $w13, 5
        or.v    $w22, $w22, $w11
        srli.b  $w11, $w10, 5
        or.v    $w23, $w23, $w11
        xor.v   $w0, $w0, $w22
        xor.v   $w1, $w1, $w23
        xor.v   $w2, $w2, $w16
        xor.v   $w3, $w3, $w17
        /* round 5: K4 */
        ld.b    $w19, 256($a1)
        ld.b    $w15, 272($a1)
        ld.b    $w8, 288($a1)
        ld.b    $w9, 304($a1)
        addv.b  $w14, $w0, $w19
        clt_u.b $w18, $w14, $w0
        addv.b  $w20, $w1, $w15
        ceqi.b  $w12, $w20, -1
        clt_u.b $w13, $w20, $w1
        subv.b  $w20, $w20, $w18
        bsel.v  $w12, $w13, $w18
        addv.b  $w21, $w2, $w8
        ceqi.b  $w18, $w21, -1
        clt_u.b $w13, $w21, $w2
        subv.b  $w21, $w21, $w12
        bsel.v  $w18, $w13, $w12
        addv.b  $w11, $w3, $w9
        subv.b  $w11, $w11, $w18
        andi.b  $w10, $w14, 15
        vshf.b  $w10, $w24, $w24
        srli.b  $w14, $w14, 4
        vshf.b  $w14, $w25, $w25
        or.v    $w14, $w14, $w10
        andi.b  $w22, $w20, 15
        vshf.b  $w22, $w26, $w26
        srli.b  $w20, $w20, 4
        vshf.b  $w20, $w27, $w27
        or.v    $w20, $w20, $w22
        andi.b  $w23, $w21, 15
        vshf.b  $w23, $w28, $w28
        srli.b  $w21, $w21, 4
        vshf.b  $w21, $w29, $w29
        or.v    $w21, $w21, $w23
        andi.b  $w16, $w11, 15
        vshf.b  $w16, $w30, $w30
        srli.b  $w11, $w11, 4
        vshf.b  $w11, $w31, $w31
        or.v    $w11, $w11, $w16
        slli.b  $w18, $w14, 3
        slli.b  $w12, $w20, 3
        slli.b  $w13, $w21, 3
        slli.b  $w17, $w11, 3
        srli.b  $w19, $w14, 5
        or.v    $w12, $w12, $w19
        srli.b  $w19, $w20, 5
        or.v    $w13, $w13, $w19
        srli.b  $w19, $w21, 5
        or.v    $w17, $w17, $w19
        srli.b  $w19, $w11, 5
        or.v    $w18, $w18, $w19
        xor.v   $w4, $w4, $w17
        xor.v   $w5, $w5, $w18
        xor.v   $w6, $w6, $w12
        xor.v   $w7, $w7, $w13
        /* round 6: K5 */
        ld.b    $w15, 320($a1)
        ld.b    $w8, 336($a1)
        ld.b    $w9, 352($a1)
        ld.b    $w10, 368($a1)
        addv.b  $w22, $w4, $w15
        clt_u.b $w14, $w22, $w4
        addv.b  $w23, $w5, $w8
        ceqi.b  $w20, $w23, -1
        clt_u.b $w21, $w23, $w5
        subv.b  $w23, $w23, $w14
        bsel.v  $w20, $w21, $w14
        addv.b  $w16, $w6, $w9
        ceqi.b  $w14, $w16, -1
        clt_u.b $w21, $w16, $w6
        subv.b  $w16, $w16, $w20
        bsel.v  $w14, $w21, $w20
        addv.b  $w19, $w7, $w10
        subv.b  $w19, $w19, $w14
        andi.b  $w11, $w22, 15
        vshf.b  $w11, $w24, $w24
        srli.b  $w22, $w22, 4
        vshf.b  $w22, $w25, $w25
        or.v    $w22, $w22, $w11
        andi.b  $w17, $w23, 15
        vshf.b  $w17, $w26, $w26
        srli.b  $w23, $w23, 4
        vshf.b  $w23, $w27, $w27
        or.v    $w23, $w23, $w17
        andi.b  $w18, $w16, 15
        vshf.b  $w18, $w28, $w28
        srli.b  $w16, $w16, 4
        vshf.b  $w16, $w29, $w29
        or.v    $w16, $w16, $w18
        andi.b  $w12, $w19, 15
        vshf.b  $w12, $w30, $w30
        srli.b  $w19, $w19, 4
        vshf.b  $w19, $w31, $w31
        or.v    $w19, $w19, $w12
        slli.b  $w14, $w22, 3
        slli.b  $w20, $w23, 3
        slli.b  $w21, $w16, 3
        slli.b  $w13, $w19, 3
        srli.b  $w15, $w22, 5
        or.v    $w20, $w20, $w15
        srli.b  $w15, $w23, 5
        or.v    $w21, $w21, $w15
        srli.b  $w15, $w16, 5
        or.v    $w13, $w13, $w15
        srli.b  $w15, $w19, 5
        or.v    $w14, $w14, $w15
        xor.v   $w0, $w0, $w13
        xor.v   $w1, $w1, $w14
        xor.v   $w2, $w2, $w20
        xor.v   $w3, $w3, $w21
        /* round 7: K6 */
        ld.b    $w8, 384($a1)
        ld.b    $w9, 400($a1)
        ld.b    $w10, 416($a1)
        ld.b    $w11, 432($a1)
        addv.b  $w17, $w0, $w8
        clt_u.b $w22, $w17, $w0
        addv.b  $w18, $w1, $w9
        ceqi.b  $w23, $w18, -1
        clt_u.b $w16, $w18, $w1
        subv.b  $w18, $w18, $w22
        bsel.v  $w23, $w16, $w22
        addv.b  $w12, $w2, $w10
        ceqi.b  $w22, $w12, -1
        clt_u.b $w16, $w12, $w2
        subv.b  $w12, $w12, $w23
        bsel.v  $w22, $w16, $w23
        addv.b  $w15, $w3, $w11
        subv.b  $w15, $w15, $w22
        andi.b  $w19, $w17, 15
        vshf.b  $w19, $w24, $w24
        srli.b  $w17, $w17, 4
        vshf.b  $w17, $w25, $w25
        or.v    $w17, $w17, $w19
        andi.b  $w13, $w18, 15
        vshf.b  $w13, $w26, $w26
        srli.b  $w18, $w18, 4
        vshf.b  $w18, $w27, $w27
        or.v    $w18, $w18, $w13
        andi.b  $w14, $w12, 15
        vshf.b  $w14, $w28, $w28
        srli.b  $w12, $w12, 4
        vshf.b  $w12, $w29, $w29
        or.v    $w12, $w12, $w14
        andi.b  $w20, $w15, 15
        vshf.b  $w20, $w30, $w30
        srli.b  $w15, $w15, 4
        vshf.b  $w15, $w31, $w31
        or.v    $w15, $w15, $w20
        slli.b  $w22, $w17, 3
        slli.b  $w23, $w18, 3
        slli.b  $w16, $w12, 3
        slli.b  $w21, $w15, 3
        srli.b  $w8, $w17, 5
        or.v    $w23, $w23, $w8
        srli.b  $w8, $w18, 5
        or.v    $w16, $w16, $w8
        srli.b  $w8, $w12, 5
        or.v    $w21, $w21, $w8
        srli.b  $w8, $w15, 5
        or.v    $w22, $w22, $w8
        xor.v   $w4, $w4, $w21
        xor.v   $w5, $w5, $w22
        xor.v   $w6, $w6, $w23
        xor.v   $w7, $w7, $w16
        /* round 8: K7 */
        ld.b    $w9, 448($a1)
        ld.b    $w10, 464($a1)
        ld.b    $w11, 480($a1)
        ld.b    $w19, 496($a1)
        addv.b  $w13, $w4, $w9
        clt_u.b $w17, $w13, $w4
        addv.b  $w14, $w5, $w10
        ceqi.b  $w18, $w14, -1
        clt_u.b $w12, $w14, $w5
        subv.b  $w14, $w14, $w17
        bsel.v  $w18, $w12, $w17
        addv.b  $w20, $w6, $w11
        ceqi.b  $w17, $w20, -1
        clt_u.b $w12, $w20, $w6
        subv.b  $w20, $w20, $w18
        bsel.v  $w17, $w12, $w18
        addv.b  $w8, $w7, $w19
        subv.b  $w8, $w8, $w17
        andi.b  $w15, $w13, 15
        vshf.b  $w15, $w24, $w24
        srli.b  $w13, $w13, 4
        vshf.b  $w13, $w25, $w25
        or.v    $w13, $w13, $w15
        andi.b  $w21, $w14, 15
        vshf.b  $w21, $w26, $w26
        srli.b  $w14, $w14, 4
        vshf.b  $w14, $w27, $w27
        or.v    $w14, $w14, $w21
        andi.b  $w22, $w20, 15
        vshf.b  $w22, $w28, $w28
        srli.b  $w20, $w20, 4
        vshf.b  $w20, $w29, $w29
        or.v    $w20, $w20, $w22
        andi.b  $w23, $w8, 15
        vshf.b  $w23, $w30, $w30
        srli.b  $w8, $w8, 4
        vshf.b  $w8, $w31, $w31
        or.v    $w8, $w8, $w23
        slli.b  $w17, $w13, 3
        slli.b  $w18, $w14, 3
        slli.b  $w12, $w20, 3
        slli.b  $w16, $w8, 3
        srli.b  $w9, $w13, 5
        or.v    $w18, $w18, $w9
        srli.b  $w9, $w14, 5
        or.v    $w12, $w12, $w9
        srli.b  $w9, $w20, 5
        or.v    $w16, $w16, $w9
        srli.b  $w9, $w8, 5
        or.v    $w17, $w17, $w9
        xor.v   $w0, $w0, $w16
        xor.v   $w1, $w1, $w17
        xor.v   $w2, $w2, $w18
        xor.v   $w3, $w3, $w12
        /* round 9: K0 */
        ld.b    $w10, 0($a1)
        ld.b    $w11, 16($a1)
        ld.b    $w19, 32($a1)
        ld.b    $w15, 48($a1)
        addv.b  $w21, $w0, $w10
        clt_u.b $w13, $w21, $w0
        addv.b  $w22, $w1, $w11
        ceqi.b  $w14, $w22, -1
        clt_u.b $w20, $w22, $w1
        subv.b  $w22, $w22, $w13
        bsel.v  $w14, $w20, $w13
        addv.b  $w23, $w2, $w19
        ceqi.b  $w13, $w23, -1
        clt_u.b $w20, $w23, $w2
        subv.b  $w23, $w23, $w14
        bsel.v  $w13, $w20, $w14
        addv.b  $w9, $w3, $w15
        subv.b  $w9, $w9, $w13
        andi.b  $w8, $w21, 15
        vshf.b  $w8, $w24, $w24
        srli.b  $w21, $w21, 4
        vshf.b  $w21, $w25, $w25
        or.v    $w21, $w21, $w8
        andi.b  $w16, $w22, 15
        vshf.b  $w16, $w26, $w26
        srli.b  $w22, $w22, 4
        vshf.b  $w22, $w27, $w27
        or.v    $w22, $w22, $w16
        andi.b  $w17, $w23, 15
        vshf.b  $w17, $w28, $w28
        srli.b  $w23, $w23, 4
        vshf.b  $w23, $w29, $w29
        or.v    $w23, $w23, $w17
        andi.b  $w18, $w9, 15
        vshf.b  $w18, $w30, $w30
        srli.b  $w9, $w9, 4
        vshf.b  $w9, $w31, $w31
        or.v    $w9, $w9, $w18
        slli.b  $w13, $w21, 3
        slli.b  $w14, $w22, 3
        slli.b  $w20, $w23, 3
        slli.b  $w12, $w9, 3
        srli.b  $w10, $w21, 5
        or.v    $w14, $w14, $w10
        srli.b  $w10, $w22, 5
        or.v    $w20, $w20, $w10
        srli.b  $w10, $w23, 5
        or.v    $w12, $w12, $w10
        srli.b  $w10, $w9, 5
        or.v    $w13, $w13, $w10
        xor.v   $w4, $w4, $w12
        xor.v   $w5, $w5, $w13
        xor.v   $w6, $w6, $w14
        xor.v   $w7, $w7, $w20
        /* round 10: K1 */
        ld.b    $w11, 64($a1)
        ld.b    $w19, 80($a1)
        ld.b    $w15, 96($a1)
        ld.b    $w8, 112($a1)
        addv.b  $w16, $w4, $w11
        clt_u.b $w21, $w16, $w4
        addv.b  $w17, $w5, $w19
        ceqi.b  $w22, $w17, -1
        clt_u.b $w23, $w17, $w5
        subv.b  $w17, $w17, $w21
        bsel.v  $w22, $w23, $w21
        addv.b  $w18, $w6, $w15
        ceqi.b  $w21, $w18, -1
        clt_u.b $w23, $w18, $w6
        subv.b  $w18, $w18, $w22
        bsel.v  $w21, $w23, $w22
        addv.b  $w10, $w7, $w8
        subv.b  $w10, $w10, $w21
        andi.b  $w9, $w16, 15
        vshf.b  $w9, $w24, $w24
        srli.b  $w16, $w16, 4
        vshf.b  $w16, $w25, $w25
        or.v    $w16, $w16, $w9
        andi.b  $w12, $w17, 15
        vshf.b  $w12, $w26, $w26
        srli.b  $w17, $w17, 4
        vshf.b  $w17, $w27, $w27
        or.v    $w17, $w17, $w12
        andi.b  $w13, $w18, 15
        vshf.b  $w13, $w28, $w28
        srli.b  $w18, $w18, 4
        vshf.b  $w18, $w29, $w29
        or.v    $w18, $w18, $w13
        andi.b  $w14, $w10, 15
        vshf.b  $w14, $w30, $w30
        srli.b  $w10, $w10, 4
        vshf.b  $w10, $w31, $w31
        or.v    $w10, $w10, $w14
        slli.b  $w21, $w16, 3
        slli.b  $w22, $w17, 3
        slli.b  $w23, $w18, 3
        slli.b  $w20, $w10, 3
        srli.b  $w11, $w16, 5
        or.v    $w22, $w22, $w11
        srli.b  $w11, $w17, 5
        or.v    $w23, $w23, $w11
        srli.b  $w11, $w18, 5
        or.v    $w20, $w20, $w11
        srli.b  $w11, $w10, 5
        or.v    $w21, $w21, $w11
        xor.v   $w0, $w0, $w20
        xor.v   $w1, $w1, $w21
        xor.v   $w2, $w2, $w22
        xor.v   $w3, $w3, $w23
        /* round 11: K2 */
        ld.b    $w19, 128($a1)
        ld.b    $w15, 144($a1)
        ld.b    $w8, 160($a1)
        ld.b    $w9, 176($a1)
        addv.b  $w12, $w0, $w19
        clt_u.b $w16, $w12, $w0
        addv.b  $w13, $w1, $w15
        ceqi.b  $w17, $w13, -1
        clt_u.b $w18, $w13, $w1
        subv.b  $w13, $w13, $w16
        bsel.v  $w17, $w18, $w16
        addv.b  $w14, $w2, $w8
        ceqi.b  $w16, $w14, -1
        clt_u.b $w18, $w14, $w2
        subv.b  $w14, $w14, $w17
        bsel.v  $w16, $w18, $w17
        addv.b  $w11, $w3, $w9
        subv.b  $w11, $w11, $w16
        andi.b  $w10, $w12, 15
        vshf.b  $w10, $w24, $w24
        srli.b  $w12, $w12, 4
        vshf.b  $w12, $w25, $w25
        or.v    $w12, $w12, $w10
        andi.b  $w20, $w13, 15
        vshf.b  $w20, $w26, $w26
        srli.b  $w13, $w13, 4
        vshf.b  $w13, $w27, $w27
        or.v    $w13, $w13, $w20
        andi.b  $w21, $w14, 15
        vshf.b  $w21, $w28, $w28
        srli.b  $w14, $w14, 4
        vshf.b  $w14, $w29, $w29
        or.v    $w14, $w14, $w21
        andi.b  $w22, $w11, 15
        vshf.b  $w22, $w30, $w30
        srli.b  $w11, $w11, 4
        vshf.b  $w11, $w31, $w31
        or.v    $w11, $w11, $w22
        slli.b  $w16, $w12, 3
        slli.b  $w17, $w13, 3
        slli.b  $w18, $w14, 3
        slli.b  $w23, $w11, 3
        srli.b  $w19, $w12, 5
        or.v    $w17, $w17, $w19
        srli.b  $w19, $w13, 5
        or.v    $w18, $w18, $w19
        srli.b  $w19, $w14, 5
        or.v    $w23, $w23, $w19
        srli.b  $w19, $w11, 5
        or.v    $w16, $w16, $w19
        xor.v   $w4, $w4, $w23
        xor.v   $w5, $w5, $w16
        xor.v   $w6, $w6, $w17
        xor.v   $w7, $w7, $w18
        /* round 12: K3 */
        ld.b    $w15, 192($a1)
        ld.b    $w8, 208($a1)
        ld.b    $w9, 224($a1)
        ld.b    $w10, 240($a1)
        addv.b  $w20, $w4, $w15
        clt_u.b $w12, $w20, $w4
        addv.b  $w21, $w5, $w8
        ceqi.b  $w13, $w21, -1
        clt_u.b $w14, $w21, $w5
        subv.b  $w21, $w21, $w12
        bsel.v  $w13, $w14, $w12
        addv.b  $w22, $w6, $w9
        ceqi.b  $w12, $w22, -1
        clt_u.b $w14, $w22, $w6
        subv.b  $w22, $w22, $w13
        bsel.v  $w12, $w14, $w13
        addv.b  $w19, $w7, $w10
        subv.b  $w19, $w19, $w12
        andi.b  $w11, $w20, 15
        vshf.b  $w11, $w24, $w24
        srli.b  $w20, $w20, 4
        vshf.b  $w20, $w25, $w25
        or.v    $w20, $w20, $w11
        andi.b  $w23, $w21, 15
        vshf.b  $w23, $w26, $w26
        srli.b  $w21, $w21, 4
        vshf.b  $w21, $w27, $w27
        or.v    $w21, $w21, $w23
        andi.b  $w16, $w22, 15
        vshf.b  $w16, $w28, $w28
        srli.b  $w22, $w22, 4
        vshf.b  $w22, $w29, $w29
        or.v    $w22, $w22, $w16
        andi.b  $w17, $w19, 15
        vshf.b  $w17, $w30, $w30
        srli.b  $w19, $w19, 4
        vshf.b  $w19, $w31, $w31
        or.v    $w19, $w19, $w17
        slli.b  $w12, $w20, 3
        slli.b  $w13, $w21, 3
        slli.b  $w14, $w22, 3
        slli.b  $w18, $w19, 3
        srli.b  $w15, $w20, 5
        or.v    $w13, $w13, $w15
        srli.b  $w15, $w21, 5
        or.v    $w14, $w14, $w15
        srli.b  $w15, $w22, 5
        or.v    $w18, $w18, $w15
        srli.b  $w15, $w19, 5
        or.v    $w12, $w12, $w15
        xor.v   $w0, $w0, $w18
        xor.v   $w1, $w1, $w12
        xor.v   $w2, $w2, $w13
        xor.v   $w3, $w3, $w14
        /* round 13: K4 */
        ld.b    $w8, 256($a1)
        ld.b    $w9, 272($a1)
        ld.b    $w10, 288($a1)
        ld.b    $w11, 304($a1)
        addv.b  $w23, $w0, $w8
        clt_u.b $w20, $w23, $w0
        addv.b  $w16, $w1, $w9
        ceqi.b  $w21, $w16, -1
        clt_u.b $w22, $w16, $w1
        subv.b  $w16, $w16, $w20
        bsel.v  $w21, $w22, $w20
        addv.b  $w17, $w2, $w10
        ceqi.b  $w20, $w17, -1
        clt_u.b $w22, $w17, $w2
        subv.b  $w17, $w17, $w21
        bsel.v  $w20, $w22, $w21
        addv.b  $w15, $w3, $w11
        subv.b  $w15, $w15, $w20
        andi.b  $w19, $w23, 15
        vshf.b  $w19, $w24, $w24
        srli.b  $w23, $w23, 4
        vshf.b  $w23, $w25, $w25
        or.v    $w23, $w23, $w19
        andi.b  $w18, $w16, 15
        vshf.b  $w18, $w26, $w26
        srli.b  $w16, $w16, 4
        vshf.b  $w16, $w27, $w27
        or.v    $w16, $w16, $w18
        andi.b  $w12, $w17, 15
        vshf.b  $w12, $w28, $w28
        srli.b  $w17, $w17, 4
        vshf.b  $w17, $w29, $w29
        or.v    $w17, $w17, $w12
        andi.b  $w13, $w15, 15
        vshf.b  $w13, $w30, $w30
        srli.b  $w15, $w15, 4
        vshf.b  $w15, $w31, $w31
        or.v    $w15, $w15, $w13
        slli.b  $w20, $w23, 3
        slli.b  $w21, $w16, 3
        slli.b  $w22, $w17, 3
        slli.b  $w14, $w15, 3
        srli.b  $w8, $w23, 5
        or.v    $w21, $w21, $w8
        srli.b  $w8, $w16, 5
        or.v    $w22, $w22, $w8
        srli.b  $w8, $w17, 5
        or.v    $w14, $w14, $w8
        srli.b  $w8, $w15, 5
        or.v    $w20, $w20, $w8
        xor.v   $w4, $w4, $w14
        xor.v   $w5, $w5, $w20
        xor.v   $w6, $w6, $w21
        xor.v   $w7, $w7, $w22
        /* round 14: K5 */
        ld.b    $w9, 320($a1)
        ld.b    $w10, 336($a1)
        ld.b    $w11, 352($a1)
        ld.b    $w19, 368($a1)
        addv.b  $w18, $w4, $w9
        clt_u.b $w23, $w18, $w4
        addv.b  $w12, $w5, $w10
        ceqi.b  $w16, $w12, -1
        clt_u.b $w17, $w12, $w5
        subv.b  $w12, $w12, $w23
        bsel.v  $w16, $w17, $w23
        addv.b  $w13, $w6, $w11
        ceqi.b  $w23, $w13, -1
        clt_u.b $w17, $w13, $w6
        subv.b  $w13, $w13, $w16
        bsel.v  $w23, $w17, $w16
        addv.b  $w8, $w7, $w19
        subv.b  $w8, $w8, $w23
        andi.b  $w15, $w18, 15
        vshf.b  $w15, $w24, $w24
        srli.b  $w18, $w18, 4
        vshf.b  $w18, $w25, $w25
        or.v    $w18, $w18, $w15
        andi.b  $w14, $w12, 15
        vshf.b  $w14, $w26, $w26
        srli.b  $w12, $w12, 4
        vshf.b  $w12, $w27, $w27
        or.v    $w12, $w12, $w14
        andi.b  $w20, $w13, 15
        vshf.b  $w20, $w28, $w28
        srli.b  $w13, $w13, 4
        vshf.b  $w13, $w29, $w29
        or.v    $w13, $w13, $w20
        andi.b  $w21, $w8, 15
        vshf.b  $w21, $w30, $w30
        srli.b  $w8, $w8, 4
        vshf.b  $w8, $w31, $w31
        or.v    $w8, $w8, $w21
        slli.b  $w23, $w18, 3
        slli.b  $w16, $w12, 3
        slli.b  $w17, $w13, 3
        slli.b  $w22, $w8, 3
        srli.b  $w9, $w18, 5
        or.v    $w16, $w16, $w9
        srli.b  $w9, $w12, 5
        or.v    $w17, $w17, $w9
        srli.b  $w9, $w13, 5
        or.v    $w22, $w22, $w9
        srli.b  $w9, $w8, 5
        or.v    $w23, $w23, $w9
        xor.v   $w0, $w0, $w22
        xor.v   $w1, $w1, $w23
        xor.v   $w2, $w2, $w16
        xor.v   $w3, $w3, $w17
        /* round 15: K6 */
        ld.b    $w10, 384($a1)
        ld.b    $w11, 400($a1)
        ld.b    $w19, 416($a1)
        ld.b    $w15, 432($a1)
        addv.b  $w14, $w0, $w10
        clt_u.b $w18, $w14, $w0
        addv.b  $w20, $w1, $w11
        ceqi.b  $w12, $w20, -1
        clt_u.b $w13, $w20, $w1
        subv.b  $w20, $w20, $w18
        bsel.v  $w12, $w13, $w18
        addv.b  $w21, $w2, $w19
        ceqi.b  $w18, $w21, -1
        clt_u.b $w13, $w21, $w2
        subv.b  $w21, $w21, $w12
        bsel.v  $w18, $w13, $w12
        addv.b  $w9, $w3, $w15
        subv.b  $w9, $w9, $w18
        andi.b  $w8, $w14, 15
        vshf.b  $w8, $w24, $w24
        srli.b  $w14, $w14, 4
        vshf.b  $w14, $w25, $w25
        or.v    $w14, $w14, $w8
        andi.b  $w22, $w20, 15
        vshf.b  $w22, $w26, $w26
        srli.b  $w20, $w20, 4
        vshf.b  $w20, $w27, $w27
        or.v    $w20, $w20, $w22
        andi.b  $w23, $w21, 15
        vshf.b  $w23, $w28, $w28
        srli.b  $w21, $w21, 4
        vshf.b  $w21, $w29, $w29
        or.v    $w21, $w21, $w23
        andi.b  $w16, $w9, 15
        vshf.b  $w16, $w30, $w30
        srli.b  $w9, $w9, 4
        vshf.b  $w9, $w31, $w31
        or.v    $w9, $w9, $w16
        slli.b  $w18, $w14, 3
        slli.b  $w12, $w20, 3
        slli.b  $w13, $w21, 3
        slli.b  $w17, $w9, 3
        srli.b  $w10, $w14, 5
        or.v    $w12, $w12, $w10
        srli.b  $w10, $w20, 5
        or.v    $w13, $w13, $w10
        srli.b  $w10, $w21, 5
        or.v    $w17, $w17, $w10
        srli.b  $w10, $w9, 5
        or.v    $w18, $w18, $w10
        xor.v   $w4, $w4, $w17
        xor.v   $w5, $w5, $w18
        xor.v   $w6, $w6, $w12
        xor.v   $w7, $w7, $w13
        /* round 16: K7 */
        ld.b    $w11, 448($a1)
        ld.b    $w19, 464($a1)
        ld.b    $w15, 480($a1)
        ld.b    $w8, 496($a1)
        addv.b  $w22, $w4, $w11
        clt_u.b $w14, $w22, $w4
        addv.b  $w23, $w5, $w19
        ceqi.b  $w20, $w23, -1
        clt_u.b $w21, $w23, $w5
        subv.b  $w23, $w23, $w14
        bsel.v  $w20, $w21, $w14
        addv.b  $w16, $w6, $w15
        ceqi.b  $w14, $w16, -1
        clt_u.b $w21, $w16, $w6
        subv.b  $w16, $w16, $w20
        bsel.v  $w14, $w21, $w20
        addv.b  $w10, $w7, $w8
        subv.b  $w10, $w10, $w14
        andi.b  $w9, $w22, 15
        vshf.b  $w9, $w24, $w24
        srli.b  $w22, $w22, 4
        vshf.b  $w22, $w25, $w25
        or.v    $w22, $w22, $w9
        andi.b  $w17, $w23, 15
        vshf.b  $w17, $w26, $w26
        srli.b  $w23, $w23, 4
        vshf.b  $w23, $w27, $w27
        or.v    $w23, $w23, $w17
        andi.b  $w18, $w16, 15
        vshf.b  $w18, $w28, $w28
        srli.b  $w16, $w16, 4
        vshf.b  $w16, $w29, $w29
        or.v    $w16, $w16, $w18
        andi.b  $w12, $w10, 15
        vshf.b  $w12, $w30, $w30
        srli.b  $w10, $w10, 4
        vshf.b  $w10, $w31, $w31
        or.v    $w10, $w10, $w12
        slli.b  $w14, $w22, 3
        slli.b  $w20, $w23, 3
        slli.b  $w21, $w16, 3
        slli.b  $w13, $w10, 3
        srli.b  $w11, $w22, 5
        or.v    $w20, $w20, $w11
        srli.b  $w11, $w23, 5
        or.v    $w21, $w21, $w11
        srli.b  $w11, $w16, 5
        or.v    $w13, $w13, $w11
        srli.b  $w11, $w10, 5
        or.v    $w14, $w14, $w11
        xor.v   $w0, $w0, $w13
        xor.v   $w1, $w1, $w14
        xor.v   $w2, $w2, $w20
        xor.v   $w3, $w3, $w21
        /* the halves back: a then b */
        st.b    $w0, 0($a0)
        st.b    $w1, 16($a0)
        st.b    $w2, 32($a0)
        st.b    $w3, 48($a0)
        st.b    $w4, 64($a0)
        st.b    $w5, 80($a0)
        st.b    $w6, 96($a0)
        st.b    $w7, 112($a0)
        ldc1    $f20, 0($sp)
        ldc1    $f22, 8($sp)
        ldc1    $f24, 16($sp)
        ldc1    $f26, 24($sp)
        ldc1    $f28, 32($sp)
        ldc1    $f30, 40($sp)
        jr      $ra
        addiu   $sp, $sp, 48
        .end    gg_msa_rounds16_mac
        .size   gg_msa_rounds16_mac, .-gg_msa_rounds16_mac

/* void gg_msa_load16_gost89(const uint8_t in[128], uint8_t st[128]);
 * 16 consecutive blocks in gost89 byte order to the byte-sliced state. */
        .align  2
        .globl  gg_msa_load16_gost89
        .hidden gg_msa_load16_gost89
        .type   gg_msa_load16_gost89, @function
        .ent    gg_msa_load16_gost89
gg_msa_load16_gost89:
        ld.b    $w0, 0($a0)
        ld.b    $w1, 16($a0)
        ld.b    $w2, 32($a0)
        ld.b    $w3, 48($a0)
        ld.b    $w4, 64($a0)
        ld.b    $w5, 80($a0)
        ld.b    $w6, 96($a0)
        ld.b    $w7, 112($a0)
        pckev.b $w8, $w1, $w0
        pckod.b $w9, $w1, $w0
        pckev.b $w10, $w3, $w2
        pckod.b $w11, $w3, $w2
        pckev.b $w12, $w5, $w4
        pckod.b $w13, $w5, $w4
        pckev.b $w14, $w7, $w6
        pckod.b $w15, $w7, $w6
        pckev.b $w0, $w10, $w8
        pckod.b $w1, $w10, $w8
        pckev.b $w2, $w14, $w12
        pckod.b $w3, $w14, $w12
        pckev.b $w4, $w11, $w9
        pckod.b $w5, $w11, $w9
        pckev.b $w6, $w15, $w13
        pckod.b $w7, $w15, $w13
        pckev.b $w8, $w2, $w0
        pckod.b $w9, $w2, $w0
        pckev.b $w10, $w6, $w4
        pckod.b $w11, $w6, $w4
        pckev.b $w12, $w3, $w1
        pckod.b $w13, $w3, $w1
        pckev.b $w14, $w7, $w5
        pckod.b $w15, $w7, $w5
        st.b    $w8, 0($a1)
        st.b    $w10, 16($a1)
        st.b    $w12, 32($a1)
        st.b    $w14, 48($a1)
        st.b    $w9, 64($a1)
        st.b    $w11, 80($a1)
        st.b    $w13, 96($a1)
        st.b    $w15, 112($a1)
        jr      $ra
        nop
        .end    gg_msa_load16_gost89
        .size   gg_msa_load16_gost89, .-gg_msa_load16_gost89

/* void gg_msa_store16_gost89(const uint8_t st[128], uint8_t out[128]);
 * The inverse of gg_msa_load16_gost89. */
        .align  2
        .globl  gg_msa_store16_gost89
        .hidden gg_msa_store16_gost89
        .type   gg_msa_store16_gost89, @function
        .ent    gg_msa_store16_gost89
gg_msa_store16_gost89:
        ld.b    $w8, 0($a0)
        ld.b    $w10, 16($a0)
        ld.b    $w12, 32($a0)
        ld.b    $w14, 48($a0)
        ld.b    $w9, 64($a0)
        ld.b    $w11, 80($a0)
        ld.b    $w13, 96($a0)
        ld.b    $w15, 112($a0)
        ilvr.b  $w5, $w15, $w14
        ilvl.b  $w7, $w15, $w14
        ilvr.b  $w1, $w13, $w12
        ilvl.b  $w3, $w13, $w12
        ilvr.b  $w4, $w11, $w10
        ilvl.b  $w6, $w11, $w10
        ilvr.b  $w0, $w9, $w8
        ilvl.b  $w2, $w9, $w8
        ilvr.b  $w13, $w7, $w6
        ilvl.b  $w15, $w7, $w6
        ilvr.b  $w9, $w5, $w4
        ilvl.b  $w11, $w5, $w4
        ilvr.b  $w12, $w3, $w2
        ilvl.b  $w14, $w3, $w2
        ilvr.b  $w8, $w1, $w0
        ilvl.b  $w10, $w1, $w0
        ilvr.b  $w6, $w15, $w14
        ilvl.b  $w7, $w15, $w14
        ilvr.b  $w4, $w13, $w12
        ilvl.b  $w5, $w13, $w12
        ilvr.b  $w2, $w11, $w10
        ilvl.b  $w3, $w11, $w10
        ilvr.b  $w0, $w9, $w8
        ilvl.b  $w1, $w9, $w8
        st.b    $w0, 0($a1)
        st.b    $w1, 16($a1)
        st.b    $w2, 32($a1)
        st.b    $w3, 48($a1)
        st.b    $w4, 64($a1)
        st.b    $w5, 80($a1)
        st.b    $w6, 96($a1)
        st.b    $w7, 112($a1)
        jr      $ra
        nop
        .end    gg_msa_store16_gost89
        .size   gg_msa_store16_gost89, .-gg_msa_store16_gost89

/* void gg_msa_store16_xor_gost89(const uint8_t st[128], const uint8_t in[128], uint8_t out[128]);
 * out = in ^ the state as blocks (counter modes: in and out may alias exactly). */
        .align  2
        .globl  gg_msa_store16_xor_gost89
        .hidden gg_msa_store16_xor_gost89
        .type   gg_msa_store16_xor_gost89, @function
        .ent    gg_msa_store16_xor_gost89
gg_msa_store16_xor_gost89:
        ld.b    $w8, 0($a0)
        ld.b    $w10, 16($a0)
        ld.b    $w12, 32($a0)
        ld.b    $w14, 48($a0)
        ld.b    $w9, 64($a0)
        ld.b    $w11, 80($a0)
        ld.b    $w13, 96($a0)
        ld.b    $w15, 112($a0)
        ilvr.b  $w5, $w15, $w14
        ilvl.b  $w7, $w15, $w14
        ilvr.b  $w1, $w13, $w12
        ilvl.b  $w3, $w13, $w12
        ilvr.b  $w4, $w11, $w10
        ilvl.b  $w6, $w11, $w10
        ilvr.b  $w0, $w9, $w8
        ilvl.b  $w2, $w9, $w8
        ilvr.b  $w13, $w7, $w6
        ilvl.b  $w15, $w7, $w6
        ilvr.b  $w9, $w5, $w4
        ilvl.b  $w11, $w5, $w4
        ilvr.b  $w12, $w3, $w2
        ilvl.b  $w14, $w3, $w2
        ilvr.b  $w8, $w1, $w0
        ilvl.b  $w10, $w1, $w0
        ilvr.b  $w6, $w15, $w14
        ilvl.b  $w7, $w15, $w14
        ilvr.b  $w4, $w13, $w12
        ilvl.b  $w5, $w13, $w12
        ilvr.b  $w2, $w11, $w10
        ilvl.b  $w3, $w11, $w10
        ilvr.b  $w0, $w9, $w8
        ilvl.b  $w1, $w9, $w8
        ld.b    $w16, 0($a1)
        ld.b    $w17, 16($a1)
        ld.b    $w18, 32($a1)
        ld.b    $w19, 48($a1)
        ld.b    $w20, 64($a1)
        ld.b    $w21, 80($a1)
        ld.b    $w22, 96($a1)
        ld.b    $w23, 112($a1)
        xor.v   $w0, $w0, $w16
        xor.v   $w1, $w1, $w17
        xor.v   $w2, $w2, $w18
        xor.v   $w3, $w3, $w19
        xor.v   $w4, $w4, $w20
        xor.v   $w5, $w5, $w21
        xor.v   $w6, $w6, $w22
        xor.v   $w7, $w7, $w23
        st.b    $w0, 0($a2)
        st.b    $w1, 16($a2)
        st.b    $w2, 32($a2)
        st.b    $w3, 48($a2)
        st.b    $w4, 64($a2)
        st.b    $w5, 80($a2)
        st.b    $w6, 96($a2)
        st.b    $w7, 112($a2)
        jr      $ra
        nop
        .end    gg_msa_store16_xor_gost89
        .size   gg_msa_store16_xor_gost89, .-gg_msa_store16_xor_gost89

/* void gg_msa_load16_magma(const uint8_t in[128], uint8_t st[128]);
 * 16 consecutive blocks in magma byte order to the byte-sliced state. */
        .align  2
        .globl  gg_msa_load16_magma
        .hidden gg_msa_load16_magma
        .type   gg_msa_load16_magma, @function
        .ent    gg_msa_load16_magma
gg_msa_load16_magma:
        ld.b    $w0, 0($a0)
        ld.b    $w1, 16($a0)
        ld.b    $w2, 32($a0)
        ld.b    $w3, 48($a0)
        ld.b    $w4, 64($a0)
        ld.b    $w5, 80($a0)
        ld.b    $w6, 96($a0)
        ld.b    $w7, 112($a0)
        pckev.b $w8, $w1, $w0
        pckod.b $w9, $w1, $w0
        pckev.b $w10, $w3, $w2
        pckod.b $w11, $w3, $w2
        pckev.b $w12, $w5, $w4
        pckod.b $w13, $w5, $w4
        pckev.b $w14, $w7, $w6
        pckod.b $w15, $w7, $w6
        pckev.b $w0, $w10, $w8
        pckod.b $w1, $w10, $w8
        pckev.b $w2, $w14, $w12
        pckod.b $w3, $w14, $w12
        pckev.b $w4, $w11, $w9
        pckod.b $w5, $w11, $w9
        pckev.b $w6, $w15, $w13
        pckod.b $w7, $w15, $w13
        pckev.b $w8, $w2, $w0
        pckod.b $w9, $w2, $w0
        pckev.b $w10, $w6, $w4
        pckod.b $w11, $w6, $w4
        pckev.b $w12, $w3, $w1
        pckod.b $w13, $w3, $w1
        pckev.b $w14, $w7, $w5
        pckod.b $w15, $w7, $w5
        st.b    $w15, 0($a1)
        st.b    $w13, 16($a1)
        st.b    $w11, 32($a1)
        st.b    $w9, 48($a1)
        st.b    $w14, 64($a1)
        st.b    $w12, 80($a1)
        st.b    $w10, 96($a1)
        st.b    $w8, 112($a1)
        jr      $ra
        nop
        .end    gg_msa_load16_magma
        .size   gg_msa_load16_magma, .-gg_msa_load16_magma

/* void gg_msa_store16_magma(const uint8_t st[128], uint8_t out[128]);
 * The inverse of gg_msa_load16_magma. */
        .align  2
        .globl  gg_msa_store16_magma
        .hidden gg_msa_store16_magma
        .type   gg_msa_store16_magma, @function
        .ent    gg_msa_store16_magma
gg_msa_store16_magma:
        ld.b    $w15, 0($a0)
        ld.b    $w13, 16($a0)
        ld.b    $w11, 32($a0)
        ld.b    $w9, 48($a0)
        ld.b    $w14, 64($a0)
        ld.b    $w12, 80($a0)
        ld.b    $w10, 96($a0)
        ld.b    $w8, 112($a0)
        ilvr.b  $w5, $w15, $w14
        ilvl.b  $w7, $w15, $w14
        ilvr.b  $w1, $w13, $w12
        ilvl.b  $w3, $w13, $w12
        ilvr.b  $w4, $w11, $w10
        ilvl.b  $w6, $w11, $w10
        ilvr.b  $w0, $w9, $w8
        ilvl.b  $w2, $w9, $w8
        ilvr.b  $w13, $w7, $w6
        ilvl.b  $w15, $w7, $w6
        ilvr.b  $w9, $w5, $w4
        ilvl.b  $w11, $w5, $w4
        ilvr.b  $w12, $w3, $w2
        ilvl.b  $w14, $w3, $w2
        ilvr.b  $w8, $w1, $w0
        ilvl.b  $w10, $w1, $w0
        ilvr.b  $w6, $w15, $w14
        ilvl.b  $w7, $w15, $w14
        ilvr.b  $w4, $w13, $w12
        ilvl.b  $w5, $w13, $w12
        ilvr.b  $w2, $w11, $w10
        ilvl.b  $w3, $w11, $w10
        ilvr.b  $w0, $w9, $w8
        ilvl.b  $w1, $w9, $w8
        st.b    $w0, 0($a1)
        st.b    $w1, 16($a1)
        st.b    $w2, 32($a1)
        st.b    $w3, 48($a1)
        st.b    $w4, 64($a1)
        st.b    $w5, 80($a1)
        st.b    $w6, 96($a1)
        st.b    $w7, 112($a1)
        jr      $ra
        nop
        .end    gg_msa_store16_magma
        .size   gg_msa_store16_magma, .-gg_msa_store16_magma

/* void gg_msa_store16_xor_magma(const uint8_t st[128], const uint8_t in[128], uint8_t out[128]);
 * out = in ^ the state as blocks (counter modes: in and out may alias exactly). */
        .align  2
        .globl  gg_msa_store16_xor_magma
        .hidden gg_msa_store16_xor_magma
        .type   gg_msa_store16_xor_magma, @function
        .ent    gg_msa_store16_xor_magma
gg_msa_store16_xor_magma:
        ld.b    $w15, 0($a0)
        ld.b    $w13, 16($a0)
        ld.b    $w11, 32($a0)
        ld.b    $w9, 48($a0)
        ld.b    $w14, 64($a0)
        ld.b    $w12, 80($a0)
        ld.b    $w10, 96($a0)
        ld.b    $w8, 112($a0)
        ilvr.b  $w5, $w15, $w14
        ilvl.b  $w7, $w15, $w14
        ilvr.b  $w1, $w13, $w12
        ilvl.b  $w3, $w13, $w12
        ilvr.b  $w4, $w11, $w10
        ilvl.b  $w6, $w11, $w10
        ilvr.b  $w0, $w9, $w8
        ilvl.b  $w2, $w9, $w8
        ilvr.b  $w13, $w7, $w6
        ilvl.b  $w15, $w7, $w6
        ilvr.b  $w9, $w5, $w4
        ilvl.b  $w11, $w5, $w4
        ilvr.b  $w12, $w3, $w2
        ilvl.b  $w14, $w3, $w2
        ilvr.b  $w8, $w1, $w0
        ilvl.b  $w10, $w1, $w0
        ilvr.b  $w6, $w15, $w14
        ilvl.b  $w7, $w15, $w14
        ilvr.b  $w4, $w13, $w12
        ilvl.b  $w5, $w13, $w12
        ilvr.b  $w2, $w11, $w10
        ilvl.b  $w3, $w11, $w10
        ilvr.b  $w0, $w9, $w8
        ilvl.b  $w1, $w9, $w8
        ld.b    $w16, 0($a1)
        ld.b    $w17, 16($a1)
        ld.b    $w18, 32($a1)
        ld.b    $w19, 48($a1)
        ld.b    $w20, 64($a1)
        ld.b    $w21, 80($a1)
        ld.b    $w22, 96($a1)
        ld.b    $w23, 112($a1)
        xor.v   $w0, $w0, $w16
        xor.v   $w1, $w1, $w17
        xor.v   $w2, $w2, $w18
        xor.v   $w3, $w3, $w19
        xor.v   $w4, $w4, $w20
        xor.v   $w5, $w5, $w21
        xor.v   $w6, $w6, $w22
        xor.v   $w7, $w7, $w23
        st.b    $w0, 0($a2)
        st.b    $w1, 16($a2)
        st.b    $w2, 32($a2)
        st.b    $w3, 48($a2)
        st.b    $w4, 64($a2)
        st.b    $w5, 80($a2)
        st.b    $w6, 96($a2)
        st.b    $w7, 112($a2)
        jr      $ra
        nop
        .end    gg_msa_store16_xor_magma
        .size   gg_msa_store16_xor_magma, .-gg_msa_store16_xor_magma

/* void gg_msa_load16_words_le(const uint8_t in[128], uint8_t st[128]);
 * 16 consecutive blocks in words_le byte order to the byte-sliced state. */
        .align  2
        .globl  gg_msa_load16_words_le
        .hidden gg_msa_load16_words_le
        .type   gg_msa_load16_words_le, @function
        .ent    gg_msa_load16_words_le
gg_msa_load16_words_le:
        ld.b    $w0, 0($a0)
        ld.b    $w1, 16($a0)
        ld.b    $w2, 32($a0)
        ld.b    $w3, 48($a0)
        ld.b    $w4, 64($a0)
        ld.b    $w5, 80($a0)
        ld.b    $w6, 96($a0)
        ld.b    $w7, 112($a0)
        pckev.b $w8, $w1, $w0
        pckod.b $w9, $w1, $w0
        pckev.b $w10, $w3, $w2
        pckod.b $w11, $w3, $w2
        pckev.b $w12, $w5, $w4
        pckod.b $w13, $w5, $w4
        pckev.b $w14, $w7, $w6
        pckod.b $w15, $w7, $w6
        pckev.b $w0, $w10, $w8
        pckod.b $w1, $w10, $w8
        pckev.b $w2, $w14, $w12
        pckod.b $w3, $w14, $w12
        pckev.b $w4, $w11, $w9
        pckod.b $w5, $w11, $w9
        pckev.b $w6, $w15, $w13
        pckod.b $w7, $w15, $w13
        pckev.b $w8, $w2, $w0
        pckod.b $w9, $w2, $w0
        pckev.b $w10, $w6, $w4
        pckod.b $w11, $w6, $w4
        pckev.b $w12, $w3, $w1
        pckod.b $w13, $w3, $w1
        pckev.b $w14, $w7, $w5
        pckod.b $w15, $w7, $w5
        st.b    $w8, 0($a1)
        st.b    $w10, 16($a1)
        st.b    $w12, 32($a1)
        st.b    $w14, 48($a1)
        st.b    $w9, 64($a1)
        st.b    $w11, 80($a1)
        st.b    $w13, 96($a1)
        st.b    $w15, 112($a1)
        jr      $ra
        nop
        .end    gg_msa_load16_words_le
        .size   gg_msa_load16_words_le, .-gg_msa_load16_words_le

/* void gg_msa_store16_words_le(const uint8_t st[128], uint8_t out[128]);
 * The inverse of gg_msa_load16_words_le. */
        .align  2
        .globl  gg_msa_store16_words_le
        .hidden gg_msa_store16_words_le
        .type   gg_msa_store16_words_le, @function
        .ent    gg_msa_store16_words_le
gg_msa_store16_words_le:
        ld.b    $w8, 0($a0)
        ld.b    $w10, 16($a0)
        ld.b    $w12, 32($a0)
        ld.b    $w14, 48($a0)
        ld.b    $w9, 64($a0)
        ld.b    $w11, 80($a0)
        ld.b    $w13, 96($a0)
        ld.b    $w15, 112($a0)
        ilvr.b  $w5, $w15, $w14
        ilvl.b  $w7, $w15, $w14
        ilvr.b  $w1, $w13, $w12
        ilvl.b  $w3, $w13, $w12
        ilvr.b  $w4, $w11, $w10
        ilvl.b  $w6, $w11, $w10
        ilvr.b  $w0, $w9, $w8
        ilvl.b  $w2, $w9, $w8
        ilvr.b  $w13, $w7, $w6
        ilvl.b  $w15, $w7, $w6
        ilvr.b  $w9, $w5, $w4
        ilvl.b  $w11, $w5, $w4
        ilvr.b  $w12, $w3, $w2
        ilvl.b  $w14, $w3, $w2
        ilvr.b  $w8, $w1, $w0
        ilvl.b  $w10, $w1, $w0
        ilvr.b  $w6, $w15, $w14
        ilvl.b  $w7, $w15, $w14
        ilvr.b  $w4, $w13, $w12
        ilvl.b  $w5, $w13, $w12
        ilvr.b  $w2, $w11, $w10
        ilvl.b  $w3, $w11, $w10
        ilvr.b  $w0, $w9, $w8
        ilvl.b  $w1, $w9, $w8
        st.b    $w0, 0($a1)
        st.b    $w1, 16($a1)
        st.b    $w2, 32($a1)
        st.b    $w3, 48($a1)
        st.b    $w4, 64($a1)
        st.b    $w5, 80($a1)
        st.b    $w6, 96($a1)
        st.b    $w7, 112($a1)
        jr      $ra
        nop
        .end    gg_msa_store16_words_le
        .size   gg_msa_store16_words_le, .-gg_msa_store16_words_le

/* void gg_msa_load16_words_be(const uint8_t in[128], uint8_t st[128]);
 * 16 consecutive blocks in words_be byte order to the byte-sliced state. */
        .align  2
        .globl  gg_msa_load16_words_be
        .hidden gg_msa_load16_words_be
        .type   gg_msa_load16_words_be, @function
        .ent    gg_msa_load16_words_be
gg_msa_load16_words_be:
        ld.b    $w0, 0($a0)
        ld.b    $w1, 16($a0)
        ld.b    $w2, 32($a0)
        ld.b    $w3, 48($a0)
        ld.b    $w4, 64($a0)
        ld.b    $w5, 80($a0)
        ld.b    $w6, 96($a0)
        ld.b    $w7, 112($a0)
        pckev.b $w8, $w1, $w0
        pckod.b $w9, $w1, $w0
        pckev.b $w10, $w3, $w2
        pckod.b $w11, $w3, $w2
        pckev.b $w12, $w5, $w4
        pckod.b $w13, $w5, $w4
        pckev.b $w14, $w7, $w6
        pckod.b $w15, $w7, $w6
        pckev.b $w0, $w10, $w8
        pckod.b $w1, $w10, $w8
        pckev.b $w2, $w14, $w12
        pckod.b $w3, $w14, $w12
        pckev.b $w4, $w11, $w9
        pckod.b $w5, $w11, $w9
        pckev.b $w6, $w15, $w13
        pckod.b $w7, $w15, $w13
        pckev.b $w8, $w2, $w0
        pckod.b $w9, $w2, $w0
        pckev.b $w10, $w6, $w4
        pckod.b $w11, $w6, $w4
        pckev.b $w12, $w3, $w1
        pckod.b $w13, $w3, $w1
        pckev.b $w14, $w7, $w5
        pckod.b $w15, $w7, $w5
        st.b    $w15, 0($a1)
        st.b    $w13, 16($a1)
        st.b    $w11, 32($a1)
        st.b    $w9, 48($a1)
        st.b    $w14, 64($a1)
        st.b    $w12, 80($a1)
        st.b    $w10, 96($a1)
        st.b    $w8, 112($a1)
        jr      $ra
        nop
        .end    gg_msa_load16_words_be
        .size   gg_msa_load16_words_be, .-gg_msa_load16_words_be

/* void gg_msa_store16_words_be(const uint8_t st[128], uint8_t out[128]);
 * The inverse of gg_msa_load16_words_be. */
        .align  2
        .globl  gg_msa_store16_words_be
        .hidden gg_msa_store16_words_be
        .type   gg_msa_store16_words_be, @function
        .ent    gg_msa_store16_words_be
gg_msa_store16_words_be:
        ld.b    $w15, 0($a0)
        ld.b    $w13, 16($a0)
        ld.b    $w11, 32($a0)
        ld.b    $w9, 48($a0)
        ld.b    $w14, 64($a0)
        ld.b    $w12, 80($a0)
        ld.b    $w10, 96($a0)
        ld.b    $w8, 112($a0)
        ilvr.b  $w5, $w15, $w14
        ilvl.b  $w7, $w15, $w14
        ilvr.b  $w1, $w13, $w12
        ilvl.b  $w3, $w13, $w12
        ilvr.b  $w4, $w11, $w10
        ilvl.b  $w6, $w11, $w10
        ilvr.b  $w0, $w9, $w8
        ilvl.b  $w2, $w9, $w8
        ilvr.b  $w13, $w7, $w6
        ilvl.b  $w15, $w7, $w6
        ilvr.b  $w9, $w5, $w4
        ilvl.b  $w11, $w5, $w4
        ilvr.b  $w12, $w3, $w2
        ilvl.b  $w14, $w3, $w2
        ilvr.b  $w8, $w1, $w0
        ilvl.b  $w10, $w1, $w0
        ilvr.b  $w6, $w15, $w14
        ilvl.b  $w7, $w15, $w14
        ilvr.b  $w4, $w13, $w12
        ilvl.b  $w5, $w13, $w12
        ilvr.b  $w2, $w11, $w10
        ilvl.b  $w3, $w11, $w10
        ilvr.b  $w0, $w9, $w8
        ilvl.b  $w1, $w9, $w8
        st.b    $w0, 0($a1)
        st.b    $w1, 16($a1)
        st.b    $w2, 32($a1)
        st.b    $w3, 48($a1)
        st.b    $w4, 64($a1)
        st.b    $w5, 80($a1)
        st.b    $w6, 96($a1)
        st.b    $w7, 112($a1)
        jr      $ra
        nop
        .end    gg_msa_store16_words_be
        .size   gg_msa_store16_words_be, .-gg_msa_store16_words_be


/* void gg_msa_xor128(const uint8_t a[128], const uint8_t b[128], uint8_t out[128]); out may
 * alias a or b exactly. */
        .align  2
        .globl  gg_msa_xor128
        .hidden gg_msa_xor128
        .type   gg_msa_xor128, @function
        .ent    gg_msa_xor128
gg_msa_xor128:
        ld.b    $w0, 0($a0)
        ld.b    $w8, 0($a1)
        ld.b    $w1, 16($a0)
        ld.b    $w9, 16($a1)
        ld.b    $w2, 32($a0)
        ld.b    $w10, 32($a1)
        ld.b    $w3, 48($a0)
        ld.b    $w11, 48($a1)
        ld.b    $w4, 64($a0)
        ld.b    $w12, 64($a1)
        ld.b    $w5, 80($a0)
        ld.b    $w13, 80($a1)
        ld.b    $w6, 96($a0)
        ld.b    $w14, 96($a1)
        ld.b    $w7, 112($a0)
        ld.b    $w15, 112($a1)
        xor.v   $w0, $w0, $w8
        xor.v   $w1, $w1, $w9
        xor.v   $w2, $w2, $w10
        xor.v   $w3, $w3, $w11
        xor.v   $w4, $w4, $w12
        xor.v   $w5, $w5, $w13
        xor.v   $w6, $w6, $w14
        xor.v   $w7, $w7, $w15
        st.b    $w0, 0($a2)
        st.b    $w1, 16($a2)
        st.b    $w2, 32($a2)
        st.b    $w3, 48($a2)
        st.b    $w4, 64($a2)
        st.b    $w5, 80($a2)
        st.b    $w6, 96($a2)
        st.b    $w7, 112($a2)
        jr      $ra
        nop
        .end    gg_msa_xor128
        .size   gg_msa_xor128, .-gg_msa_xor128

        .set    pop
/* No executable stack. */
        .section .note.GNU-stack, "", @progbits
