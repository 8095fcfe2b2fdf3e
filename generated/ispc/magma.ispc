/* Auto-generated file. Do not edit!
 *   Template: templates/ispc/magma.ispc.j2
 *   Generator: gostgen generator (generator/gostgen/emit.py)
 *   Inputs: dsl/gost28147.gg, dsl/streebog.gg, backends/ispc.py
 *   Regenerate with: python -m gostgen.generate */
/* GOST 28147-89 / Magma in ISPC: one program instance per block (2 in ECB and the
 * counter modes) or per independent stream. Rounds unrolled from the IR per schedule. The
 * S-box with its rotation is eight 16-entry lookups by cross-lane shuffle() in tables held in
 * registers: no memory access depends on key or data (GG_ISPC_SBOX_GATHER, for measurement
 * only, reads 4 x 256-word tables by gathers instead). Word order and the schedule arrive as
 * indices into the lists below (backend.c maps the runtime's enums). */

typedef unsigned int32 u32;

/* Ends a switch on sched or order that names every index and returns from every case: backend.c
 * passes no other, so the compiler need not test for one (ISPC's assume(), from ISPC 1.16; C has
 * GG_UNREACHABLE in gg_backend.h). */
#define GG_UNREACHABLE() assume(false)

/* GOST 28147-89 counter mode (RFC 5830 6.1), as in gg_vtable.h: n1 + C2, n2 + C1 mod 2^32 - 1. */
#define GG_CNT_C1 0x01010104u
#define GG_CNT_C2 0x01010101u

static inline u32 rotl32(u32 x, uniform int n) { return (x << n) | (x >> (32 - n)); }
static inline u32 bswap32(u32 x)
{
    return (x << 24) | ((x & 0xff00) << 8) | ((x >> 8) & 0xff00) | (x >> 24);
}

#if defined(GG_ISPC_SBOX_GATHER) || TARGET_WIDTH == 4
/* At 4 lanes (SSE4, the fallback target) too: there the shuffles lower to scalar code that
 * is slow to compile and to run. t[j][b]: S of byte j alone, rotated (the runtime's gg_sbox.t), 4 x 256 words in memory. */
typedef const uniform u32 *uniform TabsRef;
#define TABS_SETUP(rows, tbytes) TabsRef T = tbytes
static inline u32 SBOX(TabsRef t, u32 x)
{
    /* int32 indices: 32-bit gathers (unsigned ones would be widened to 64 bits) */
    return t[(int32)(x & 255)] ^ t[256 + (int32)((x >> 8) & 255)] ^ t[512 + (int32)((x >> 16) & 255)]
         ^ t[768 + (int32)(x >> 24)];
}
#else
/* Table i, entry v = rotl(S_i(v) << 4i, 11): spread over the lanes of one to four
 * registers, so that a lookup is a shuffle (vpermd at 16 lanes). */
static inline u32 entry(const uniform uint8 rows[], uniform int i, int v)
{
    const u32 s = ((u32)rows[16 * i + v]) << (4 * i);
    return rotl32(s, 11);
}
#if TARGET_WIDTH == 16
typedef u32 Tab;
static inline void make_tab(const uniform uint8 rows[], uniform int i, varying Tab *uniform t)
{
    *t = entry(rows, i, programIndex);
}
static inline u32 look16(const varying Tab *uniform t, u32 x)
{
    return (u32)shuffle((int32)*t, (int32)(x & 15));
}
#elif TARGET_WIDTH == 8
struct Tab { u32 lo; u32 hi; };
static inline void make_tab(const uniform uint8 rows[], uniform int i, varying Tab *uniform t)
{
    t->lo = entry(rows, i, programIndex);
    t->hi = entry(rows, i, programIndex + 8);
}
static inline u32 look16(const varying Tab *uniform t, u32 x)
{
    return (u32)shuffle((int32)t->lo, (int32)t->hi, (int32)(x & 15));
}
#else
#error "the ispc backend's S-box lookup expects 8 or 16 program instances (4: the gather path)"
#endif
typedef const varying Tab *uniform TabsRef;
#define TABS_SETUP(rows, tbytes) \
    Tab tabs_[8]; \
    for (uniform int i_ = 0; i_ < 8; i_++) \
        make_tab(rows, i_, &tabs_[i_]); \
    TabsRef T = tabs_
static inline u32 SBOX(TabsRef t, u32 x)
{
    return look16(&t[0], x) ^ look16(&t[1], x >> 4) ^ look16(&t[2], x >> 8) ^ look16(&t[3], x >> 12)
         ^ look16(&t[4], x >> 16) ^ look16(&t[5], x >> 20) ^ look16(&t[6], x >> 24) ^ look16(&t[7], x >> 28);
}
#endif

/* not inlined: each schedule's rounds exist once per width, which keeps the build short */
static noinline void crypt_encrypt_x1(TabsRef T, const varying u32 *uniform K0, u32 &a0, u32 &b0)
{
    /* round 1: K0 */
    const u32 r1b0_t1 = a0 + K0[0];
    const u32 r1b0_t3 = SBOX(T, r1b0_t1);
    const u32 r1b0_t4 = b0 ^ r1b0_t3;
    /* round 2: K1 */
    const u32 r2b0_t1 = r1b0_t4 + K0[1];
    const u32 r2b0_t3 = SBOX(T, r2b0_t1);
    const u32 r2b0_t4 = a0 ^ r2b0_t3;
    /* round 3: K2 */
    const u32 r3b0_t1 = r2b0_t4 + K0[2];
    const u32 r3b0_t3 = SBOX(T, r3b0_t1);
    const u32 r3b0_t4 = r1b0_t4 ^ r3b0_t3;
    /* round 4: K3 */
    const u32 r4b0_t1 = r3b0_t4 + K0[3];
    const u32 r4b0_t3 = SBOX(T, r4b0_t1);
    const u32 r4b0_t4 = r2b0_t4 ^ r4b0_t3;
    /* round 5: K4 */
    const u32 r5b0_t1 = r4b0_t4 + K0[4];
    const u32 r5b0_t3 = SBOX(T, r5b0_t1);
    const u32 r5b0_t4 = r3b0_t4 ^ r5b0_t3;
    /* round 6: K5 */
    const u32 r6b0_t1 = r5b0_t4 + K0[5];
    const u32 r6b0_t3 = SBOX(T, r6b0_t1);
    const u32 r6b0_t4 = r4b0_t4 ^ r6b0_t3;
    /* round 7: K6 */
    const u32 r7b0_t1 = r6b0_t4 + K0[6];
    const u32 r7b0_t3 = SBOX(T, r7b0_t1);
    const u32 r7b0_t4 = r5b0_t4 ^ r7b0_t3;
    /* round 8: K7 */
    const u32 r8b0_t1 = r7b0_t4 + K0[7];
    const u32 r8b0_t3 = SBOX(T, r8b0_t1);
    const u32 r8b0_t4 = r6b0_t4 ^ r8b0_t3;
    /* round 9: K0 */
    const u32 r9b0_t1 = r8b0_t4 + K0[0];
    const u32 r9b0_t3 = SBOX(T, r9b0_t1);
    const u32 r9b0_t4 = r7b0_t4 ^ r9b0_t3;
    /* round 10: K1 */
    const u32 r10b0_t1 = r9b0_t4 + K0[1];
    const u32 r10b0_t3 = SBOX(T, r10b0_t1);
    const u32 r10b0_t4 = r8b0_t4 ^ r10b0_t3;
    /* round 11: K2 */
    const u32 r11b0_t1 = r10b0_t4 + K0[2];
    const u32 r11b0_t3 = SBOX(T, r11b0_t1);
    const u32 r11b0_t4 = r9b0_t4 ^ r11b0_t3;
    /* round 12: K3 */
    const u32 r12b0_t1 = r11b0_t4 + K0[3];
    const u32 r12b0_t3 = SBOX(T, r12b0_t1);
    const u32 r12b0_t4 = r10b0_t4 ^ r12b0_t3;
    /* round 13: K4 */
    const u32 r13b0_t1 = r12b0_t4 + K0[4];
    const u32 r13b0_t3 = SBOX(T, r13b0_t1);
    const u32 r13b0_t4 = r11b0_t4 ^ r13b0_t3;
    /* round 14: K5 */
    const u32 r14b0_t1 = r13b0_t4 + K0[5];
    const u32 r14b0_t3 = SBOX(T, r14b0_t1);
    const u32 r14b0_t4 = r12b0_t4 ^ r14b0_t3;
    /* round 15: K6 */
    const u32 r15b0_t1 = r14b0_t4 + K0[6];
    const u32 r15b0_t3 = SBOX(T, r15b0_t1);
    const u32 r15b0_t4 = r13b0_t4 ^ r15b0_t3;
    /* round 16: K7 */
    const u32 r16b0_t1 = r15b0_t4 + K0[7];
    const u32 r16b0_t3 = SBOX(T, r16b0_t1);
    const u32 r16b0_t4 = r14b0_t4 ^ r16b0_t3;
    /* round 17: K0 */
    const u32 r17b0_t1 = r16b0_t4 + K0[0];
    const u32 r17b0_t3 = SBOX(T, r17b0_t1);
    const u32 r17b0_t4 = r15b0_t4 ^ r17b0_t3;
    /* round 18: K1 */
    const u32 r18b0_t1 = r17b0_t4 + K0[1];
    const u32 r18b0_t3 = SBOX(T, r18b0_t1);
    const u32 r18b0_t4 = r16b0_t4 ^ r18b0_t3;
    /* round 19: K2 */
    const u32 r19b0_t1 = r18b0_t4 + K0[2];
    const u32 r19b0_t3 = SBOX(T, r19b0_t1);
    const u32 r19b0_t4 = r17b0_t4 ^ r19b0_t3;
    /* round 20: K3 */
    const u32 r20b0_t1 = r19b0_t4 + K0[3];
    const u32 r20b0_t3 = SBOX(T, r20b0_t1);
    const u32 r20b0_t4 = r18b0_t4 ^ r20b0_t3;
    /* round 21: K4 */
    const u32 r21b0_t1 = r20b0_t4 + K0[4];
    const u32 r21b0_t3 = SBOX(T, r21b0_t1);
    const u32 r21b0_t4 = r19b0_t4 ^ r21b0_t3;
    /* round 22: K5 */
    const u32 r22b0_t1 = r21b0_t4 + K0[5];
    const u32 r22b0_t3 = SBOX(T, r22b0_t1);
    const u32 r22b0_t4 = r20b0_t4 ^ r22b0_t3;
    /* round 23: K6 */
    const u32 r23b0_t1 = r22b0_t4 + K0[6];
    const u32 r23b0_t3 = SBOX(T, r23b0_t1);
    const u32 r23b0_t4 = r21b0_t4 ^ r23b0_t3;
    /* round 24: K7 */
    const u32 r24b0_t1 = r23b0_t4 + K0[7];
    const u32 r24b0_t3 = SBOX(T, r24b0_t1);
    const u32 r24b0_t4 = r22b0_t4 ^ r24b0_t3;
    /* round 25: K7 */
    const u32 r25b0_t1 = r24b0_t4 + K0[7];
    const u32 r25b0_t3 = SBOX(T, r25b0_t1);
    const u32 r25b0_t4 = r23b0_t4 ^ r25b0_t3;
    /* round 26: K6 */
    const u32 r26b0_t1 = r25b0_t4 + K0[6];
    const u32 r26b0_t3 = SBOX(T, r26b0_t1);
    const u32 r26b0_t4 = r24b0_t4 ^ r26b0_t3;
    /* round 27: K5 */
    const u32 r27b0_t1 = r26b0_t4 + K0[5];
    const u32 r27b0_t3 = SBOX(T, r27b0_t1);
    const u32 r27b0_t4 = r25b0_t4 ^ r27b0_t3;
    /* round 28: K4 */
    const u32 r28b0_t1 = r27b0_t4 + K0[4];
    const u32 r28b0_t3 = SBOX(T, r28b0_t1);
    const u32 r28b0_t4 = r26b0_t4 ^ r28b0_t3;
    /* round 29: K3 */
    const u32 r29b0_t1 = r28b0_t4 + K0[3];
    const u32 r29b0_t3 = SBOX(T, r29b0_t1);
    const u32 r29b0_t4 = r27b0_t4 ^ r29b0_t3;
    /* round 30: K2 */
    const u32 r30b0_t1 = r29b0_t4 + K0[2];
    const u32 r30b0_t3 = SBOX(T, r30b0_t1);
    const u32 r30b0_t4 = r28b0_t4 ^ r30b0_t3;
    /* round 31: K1 */
    const u32 r31b0_t1 = r30b0_t4 + K0[1];
    const u32 r31b0_t3 = SBOX(T, r31b0_t1);
    const u32 r31b0_t4 = r29b0_t4 ^ r31b0_t3;
    /* round 32: K0 */
    const u32 r32b0_t1 = r31b0_t4 + K0[0];
    const u32 r32b0_t3 = SBOX(T, r32b0_t1);
    const u32 r32b0_t4 = r30b0_t4 ^ r32b0_t3;
    const u32 oa0 = r31b0_t4, ob0 = r32b0_t4;
    a0 = oa0;
    b0 = ob0;
}

/* not inlined: each schedule's rounds exist once per width, which keeps the build short */
static noinline void crypt_encrypt_x2(TabsRef T, const varying u32 *uniform K0, u32 &a0, u32 &b0, const varying u32 *uniform K1, u32 &a1, u32 &b1)
{
    /* round 1: K0 */
    const u32 r1b0_t1 = a0 + K0[0];
    const u32 r1b1_t1 = a1 + K1[0];
    const u32 r1b0_t3 = SBOX(T, r1b0_t1);
    const u32 r1b1_t3 = SBOX(T, r1b1_t1);
    const u32 r1b0_t4 = b0 ^ r1b0_t3;
    const u32 r1b1_t4 = b1 ^ r1b1_t3;
    /* round 2: K1 */
    const u32 r2b0_t1 = r1b0_t4 + K0[1];
    const u32 r2b1_t1 = r1b1_t4 + K1[1];
    const u32 r2b0_t3 = SBOX(T, r2b0_t1);
    const u32 r2b1_t3 = SBOX(T, r2b1_t1);
    const u32 r2b0_t4 = a0 ^ r2b0_t3;
    const u32 r2b1_t4 = a1 ^ r2b1_t3;
    /* round 3: K2 */
    const u32 r3b0_t1 = r2b0_t4 + K0[2];
    const u32 r3b1_t1 = r2b1_t4 + K1[2];
    const u32 r3b0_t3 = SBOX(T, r3b0_t1);
    const u32 r3b1_t3 = SBOX(T, r3b1_t1);
    const u32 r3b0_t4 = r1b0_t4 ^ r3b0_t3;
    const u32 r3b1_t4 = r1b1_t4 ^ r3b1_t3;
    /* round 4: K3 */
    const u32 r4b0_t1 = r3b0_t4 + K0[3];
    const u32 r4b1_t1 = r3b1_t4 + K1[3];
    const u32 r4b0_t3 = SBOX(T, r4b0_t1);
    const u32 r4b1_t3 = SBOX(T, r4b1_t1);
    const u32 r4b0_t4 = r2b0_t4 ^ r4b0_t3;
    const u32 r4b1_t4 = r2b1_t4 ^ r4b1_t3;
    /* round 5: K4 */
    const u32 r5b0_t1 = r4b0_t4 + K0[4];
    const u32 r5b1_t1 = r4b1_t4 + K1[4];
    const u32 r5b0_t3 = SBOX(T, r5b0_t1);
    const u32 r5b1_t3 = SBOX(T, r5b1_t1);
    const u32 r5b0_t4 = r3b0_t4 ^ r5b0_t3;
    const u32 r5b1_t4 = r3b1_t4 ^ r5b1_t3;
    /* round 6: K5 */
    const u32 r6b0_t1 = r5b0_t4 + K0[5];
    const u32 r6b1_t1 = r5b1_t4 + K1[5];
    const u32 r6b0_t3 = SBOX(T, r6b0_t1);
    const u32 r6b1_t3 = SBOX(T, r6b1_t1);
    const u32 r6b0_t4 = r4b0_t4 ^ r6b0_t3;
    const u32 r6b1_t4 = r4b1_t4 ^ r6b1_t3;
    /* round 7: K6 */
    const u32 r7b0_t1 = r6b0_t4 + K0[6];
    const u32 r7b1_t1 = r6b1_t4 + K1[6];
    const u32 r7b0_t3 = SBOX(T, r7b0_t1);
    const u32 r7b1_t3 = SBOX(T, r7b1_t1);
    const u32 r7b0_t4 = r5b0_t4 ^ r7b0_t3;
    const u32 r7b1_t4 = r5b1_t4 ^ r7b1_t3;
    /* round 8: K7 */
    const u32 r8b0_t1 = r7b0_t4 + K0[7];
    const u32 r8b1_t1 = r7b1_t4 + K1[7];
    const u32 r8b0_t3 = SBOX(T, r8b0_t1);
    const u32 r8b1_t3 = SBOX(T, r8b1_t1);
    const u32 r8b0_t4 = r6b0_t4 ^ r8b0_t3;
    const u32 r8b1_t4 = r6b1_t4 ^ r8b1_t3;
    /* round 9: K0 */
    const u32 r9b0_t1 = r8b0_t4 + K0[0];
    const u32 r9b1_t1 = r8b1_t4 + K1[0];
    const u32 r9b0_t3 = SBOX(T, r9b0_t1);
    const u32 r9b1_t3 = SBOX(T, r9b1_t1);
    const u32 r9b0_t4 = r7b0_t4 ^ r9b0_t3;
    const u32 r9b1_t4 = r7b1_t4 ^ r9b1_t3;
    /* round 10: K1 */
    const u32 r10b0_t1 = r9b0_t4 + K0[1];
    const u32 r10b1_t1 = r9b1_t4 + K1[1];
    const u32 r10b0_t3 = SBOX(T, r10b0_t1);
    const u32 r10b1_t3 = SBOX(T, r10b1_t1);
    const u32 r10b0_t4 = r8b0_t4 ^ r10b0_t3;
    const u32 r10b1_t4 = r8b1_t4 ^ r10b1_t3;
    /* round 11: K2 */
    const u32 r11b0_t1 = r10b0_t4 + K0[2];
    const u32 r11b1_t1 = r10b1_t4 + K1[2];
    const u32 r11b0_t3 = SBOX(T, r11b0_t1);
    const u32 r11b1_t3 = SBOX(T, r11b1_t1);
    const u32 r11b0_t4 = r9b0_t4 ^ r11b0_t3;
    const u32 r11b1_t4 = r9b1_t4 ^ r11b1_t3;
    /* round 12: K3 */
    const u32 r12b0_t1 = r11b0_t4 + K0[3];
    const u32 r12b1_t1 = r11b1_t4 + K1[3];
    const u32 r12b0_t3 = SBOX(T, r12b0_t1);
    const u32 r12b1_t3 = SBOX(T, r12b1_t1);
    const u32 r12b0_t4 = r10b0_t4 ^ r12b0_t3;
    const u32 r12b1_t4 = r10b1_t4 ^ r12b1_t3;
    /* round 13: K4 */
    const u32 r13b0_t1 = r12b0_t4 + K0[4];
    const u32 r13b1_t1 = r12b1_t4 + K1[4];
    const u32 r13b0_t3 = SBOX(T, r13b0_t1);
    const u32 r13b1_t3 = SBOX(T, r13b1_t1);
    const u32 r13b0_t4 = r11b0_t4 ^ r13b0_t3;
    const u32 r13b1_t4 = r11b1_t4 ^ r13b1_t3;
    /* round 14: K5 */
    const u32 r14b0_t1 = r13b0_t4 + K0[5];
    const u32 r14b1_t1 = r13b1_t4 + K1[5];
    const u32 r14b0_t3 = SBOX(T, r14b0_t1);
    const u32 r14b1_t3 = SBOX(T, r14b1_t1);
    const u32 r14b0_t4 = r12b0_t4 ^ r14b0_t3;
    const u32 r14b1_t4 = r12b1_t4 ^ r14b1_t3;
    /* round 15: K6 */
    const u32 r15b0_t1 = r14b0_t4 + K0[6];
    const u32 r15b1_t1 = r14b1_t4 + K1[6];
    const u32 r15b0_t3 = SBOX(T, r15b0_t1);
    const u32 r15b1_t3 = SBOX(T, r15b1_t1);
    const u32 r15b0_t4 = r13b0_t4 ^ r15b0_t3;
    const u32 r15b1_t4 = r13b1_t4 ^ r15b1_t3;
    /* round 16: K7 */
    const u32 r16b0_t1 = r15b0_t4 + K0[7];
    const u32 r16b1_t1 = r15b1_t4 + K1[7];
    const u32 r16b0_t3 = SBOX(T, r16b0_t1);
    const u32 r16b1_t3 = SBOX(T, r16b1_t1);
    const u32 r16b0_t4 = r14b0_t4 ^ r16b0_t3;
    const u32 r16b1_t4 = r14b1_t4 ^ r16b1_t3;
    /* round 17: K0 */
    const u32 r17b0_t1 = r16b0_t4 + K0[0];
    const u32 r17b1_t1 = r16b1_t4 + K1[0];
    const u32 r17b0_t3 = SBOX(T, r17b0_t1);
    const u32 r17b1_t3 = SBOX(T, r17b1_t1);
    const u32 r17b0_t4 = r15b0_t4 ^ r17b0_t3;
    const u32 r17b1_t4 = r15b1_t4 ^ r17b1_t3;
    /* round 18: K1 */
    const u32 r18b0_t1 = r17b0_t4 + K0[1];
    const u32 r18b1_t1 = r17b1_t4 + K1[1];
    const u32 r18b0_t3 = SBOX(T, r18b0_t1);
    const u32 r18b1_t3 = SBOX(T, r18b1_t1);
    const u32 r18b0_t4 = r16b0_t4 ^ r18b0_t3;
    const u32 r18b1_t4 = r16b1_t4 ^ r18b1_t3;
    /* round 19: K2 */
    const u32 r19b0_t1 = r18b0_t4 + K0[2];
    const u32 r19b1_t1 = r18b1_t4 + K1[2];
    const u32 r19b0_t3 = SBOX(T, r19b0_t1);
    const u32 r19b1_t3 = SBOX(T, r19b1_t1);
    const u32 r19b0_t4 = r17b0_t4 ^ r19b0_t3;
    const u32 r19b1_t4 = r17b1_t4 ^ r19b1_t3;
    /* round 20: K3 */
    const u32 r20b0_t1 = r19b0_t4 + K0[3];
    const u32 r20b1_t1 = r19b1_t4 + K1[3];
    const u32 r20b0_t3 = SBOX(T, r20b0_t1);
    const u32 r20b1_t3 = SBOX(T, r20b1_t1);
    const u32 r20b0_t4 = r18b0_t4 ^ r20b0_t3;
    const u32 r20b1_t4 = r18b1_t4 ^ r20b1_t3;
    /* round 21: K4 */
    const u32 r21b0_t1 = r20b0_t4 + K0[4];
    const u32 r21b1_t1 = r20b1_t4 + K1[4];
    const u32 r21b0_t3 = SBOX(T, r21b0_t1);
    const u32 r21b1_t3 = SBOX(T, r21b1_t1);
    const u32 r21b0_t4 = r19b0_t4 ^ r21b0_t3;
    const u32 r21b1_t4 = r19b1_t4 ^ r21b1_t3;
    /* round 22: K5 */
    const u32 r22b0_t1 = r21b0_t4 + K0[5];
    const u32 r22b1_t1 = r21b1_t4 + K1[5];
    const u32 r22b0_t3 = SBOX(T, r22b0_t1);
    const u32 r22b1_t3 = SBOX(T, r22b1_t1);
    const u32 r22b0_t4 = r20b0_t4 ^ r22b0_t3;
    const u32 r22b1_t4 = r20b1_t4 ^ r22b1_t3;
    /* round 23: K6 */
    const u32 r23b0_t1 = r22b0_t4 + K0[6];
    const u32 r23b1_t1 = r22b1_t4 + K1[6];
    const u32 r23b0_t3 = SBOX(T, r23b0_t1);
    const u32 r23b1_t3 = SBOX(T, r23b1_t1);
    const u32 r23b0_t4 = r21b0_t4 ^ r23b0_t3;
    const u32 r23b1_t4 = r21b1_t4 ^ r23b1_t3;
    /* round 24: K7 */
    const u32 r24b0_t1 = r23b0_t4 + K0[7];
    const u32 r24b1_t1 = r23b1_t4 + K1[7];
    const u32 r24b0_t3 = SBOX(T, r24b0_t1);
    const u32 r24b1_t3 = SBOX(T, r24b1_t1);
    const u32 r24b0_t4 = r22b0_t4 ^ r24b0_t3;
    const u32 r24b1_t4 = r22b1_t4 ^ r24b1_t3;
    /* round 25: K7 */
    const u32 r25b0_t1 = r24b0_t4 + K0[7];
    const u32 r25b1_t1 = r24b1_t4 + K1[7];
    const u32 r25b0_t3 = SBOX(T, r25b0_t1);
    const u32 r25b1_t3 = SBOX(T, r25b1_t1);
    const u32 r25b0_t4 = r23b0_t4 ^ r25b0_t3;
    const u32 r25b1_t4 = r23b1_t4 ^ r25b1_t3;
    /* round 26: K6 */
    const u32 r26b0_t1 = r25b0_t4 + K0[6];
    const u32 r26b1_t1 = r25b1_t4 + K1[6];
    const u32 r26b0_t3 = SBOX(T, r26b0_t1);
    const u32 r26b1_t3 = SBOX(T, r26b1_t1);
    const u32 r26b0_t4 = r24b0_t4 ^ r26b0_t3;
    const u32 r26b1_t4 = r24b1_t4 ^ r26b1_t3;
    /* round 27: K5 */
    const u32 r27b0_t1 = r26b0_t4 + K0[5];
    const u32 r27b1_t1 = r26b1_t4 + K1[5];
    const u32 r27b0_t3 = SBOX(T, r27b0_t1);
    const u32 r27b1_t3 = SBOX(T, r27b1_t1);
    const u32 r27b0_t4 = r25b0_t4 ^ r27b0_t3;
    const u32 r27b1_t4 = r25b1_t4 ^ r27b1_t3;
    /* round 28: K4 */
    const u32 r28b0_t1 = r27b0_t4 + K0[4];
    const u32 r28b1_t1 = r27b1_t4 + K1[4];
    const u32 r28b0_t3 = SBOX(T, r28b0_t1);
    const u32 r28b1_t3 = SBOX(T, r28b1_t1);
    const u32 r28b0_t4 = r26b0_t4 ^ r28b0_t3;
    const u32 r28b1_t4 = r26b1_t4 ^ r28b1_t3;
    /* round 29: K3 */
    const u32 r29b0_t1 = r28b0_t4 + K0[3];
    const u32 r29b1_t1 = r28b1_t4 + K1[3];
    const u32 r29b0_t3 = SBOX(T, r29b0_t1);
    const u32 r29b1_t3 = SBOX(T, r29b1_t1);
    const u32 r29b0_t4 = r27b0_t4 ^ r29b0_t3;
    const u32 r29b1_t4 = r27b1_t4 ^ r29b1_t3;
    /* round 30: K2 */
    const u32 r30b0_t1 = r29b0_t4 + K0[2];
    const u32 r30b1_t1 = r29b1_t4 + K1[2];
    const u32 r30b0_t3 = SBOX(T, r30b0_t1);
    const u32 r30b1_t3 = SBOX(T, r30b1_t1);
    const u32 r30b0_t4 = r28b0_t4 ^ r30b0_t3;
    const u32 r30b1_t4 = r28b1_t4 ^ r30b1_t3;
    /* round 31: K1 */
    const u32 r31b0_t1 = r30b0_t4 + K0[1];
    const u32 r31b1_t1 = r30b1_t4 + K1[1];
    const u32 r31b0_t3 = SBOX(T, r31b0_t1);
    const u32 r31b1_t3 = SBOX(T, r31b1_t1);
    const u32 r31b0_t4 = r29b0_t4 ^ r31b0_t3;
    const u32 r31b1_t4 = r29b1_t4 ^ r31b1_t3;
    /* round 32: K0 */
    const u32 r32b0_t1 = r31b0_t4 + K0[0];
    const u32 r32b1_t1 = r31b1_t4 + K1[0];
    const u32 r32b0_t3 = SBOX(T, r32b0_t1);
    const u32 r32b1_t3 = SBOX(T, r32b1_t1);
    const u32 r32b0_t4 = r30b0_t4 ^ r32b0_t3;
    const u32 r32b1_t4 = r30b1_t4 ^ r32b1_t3;
    const u32 oa0 = r31b0_t4, ob0 = r32b0_t4;
    const u32 oa1 = r31b1_t4, ob1 = r32b1_t4;
    a0 = oa0;
    b0 = ob0;
    a1 = oa1;
    b1 = ob1;
}

/* not inlined: each schedule's rounds exist once per width, which keeps the build short */
static noinline void crypt_decrypt_x1(TabsRef T, const varying u32 *uniform K0, u32 &a0, u32 &b0)
{
    /* round 1: K0 */
    const u32 r1b0_t1 = a0 + K0[0];
    const u32 r1b0_t3 = SBOX(T, r1b0_t1);
    const u32 r1b0_t4 = b0 ^ r1b0_t3;
    /* round 2: K1 */
    const u32 r2b0_t1 = r1b0_t4 + K0[1];
    const u32 r2b0_t3 = SBOX(T, r2b0_t1);
    const u32 r2b0_t4 = a0 ^ r2b0_t3;
    /* round 3: K2 */
    const u32 r3b0_t1 = r2b0_t4 + K0[2];
    const u32 r3b0_t3 = SBOX(T, r3b0_t1);
    const u32 r3b0_t4 = r1b0_t4 ^ r3b0_t3;
    /* round 4: K3 */
    const u32 r4b0_t1 = r3b0_t4 + K0[3];
    const u32 r4b0_t3 = SBOX(T, r4b0_t1);
    const u32 r4b0_t4 = r2b0_t4 ^ r4b0_t3;
    /* round 5: K4 */
    const u32 r5b0_t1 = r4b0_t4 + K0[4];
    const u32 r5b0_t3 = SBOX(T, r5b0_t1);
    const u32 r5b0_t4 = r3b0_t4 ^ r5b0_t3;
    /* round 6: K5 */
    const u32 r6b0_t1 = r5b0_t4 + K0[5];
    const u32 r6b0_t3 = SBOX(T, r6b0_t1);
    const u32 r6b0_t4 = r4b0_t4 ^ r6b0_t3;
    /* round 7: K6 */
    const u32 r7b0_t1 = r6b0_t4 + K0[6];
    const u32 r7b0_t3 = SBOX(T, r7b0_t1);
    const u32 r7b0_t4 = r5b0_t4 ^ r7b0_t3;
    /* round 8: K7 */
    const u32 r8b0_t1 = r7b0_t4 + K0[7];
    const u32 r8b0_t3 = SBOX(T, r8b0_t1);
    const u32 r8b0_t4 = r6b0_t4 ^ r8b0_t3;
    /* round 9: K7 */
    const u32 r9b0_t1 = r8b0_t4 + K0[7];
    const u32 r9b0_t3 = SBOX(T, r9b0_t1);
    const u32 r9b0_t4 = r7b0_t4 ^ r9b0_t3;
    /* round 10: K6 */
    const u32 r10b0_t1 = r9b0_t4 + K0[6];
    const u32 r10b0_t3 = SBOX(T, r10b0_t1);
    const u32 r10b0_t4 = r8b0_t4 ^ r10b0_t3;
    /* round 11: K5 */
    const u32 r11b0_t1 = r10b0_t4 + K0[5];
    const u32 r11b0_t3 = SBOX(T, r11b0_t1);
    const u32 r11b0_t4 = r9b0_t4 ^ r11b0_t3;
    /* round 12: K4 */
    const u32 r12b0_t1 = r11b0_t4 + K0[4];
    const u32 r12b0_t3 = SBOX(T, r12b0_t1);
    const u32 r12b0_t4 = r10b0_t4 ^ r12b0_t3;
    /* round 13: K3 */
    const u32 r13b0_t1 = r12b0_t4 + K0[3];
    const u32 r13b0_t3 = SBOX(T, r13b0_t1);
    const u32 r13b0_t4 = r11b0_t4 ^ r13b0_t3;
    /* round 14: K2 */
    const u32 r14b0_t1 = r13b0_t4 + K0[2];
    const u32 r14b0_t3 = SBOX(T, r14b0_t1);
    const u32 r14b0_t4 = r12b0_t4 ^ r14b0_t3;
    /* round 15: K1 */
    const u32 r15b0_t1 = r14b0_t4 + K0[1];
    const u32 r15b0_t3 = SBOX(T, r15b0_t1);
    const u32 r15b0_t4 = r13b0_t4 ^ r15b0_t3;
    /* round 16: K0 */
    const u32 r16b0_t1 = r15b0_t4 + K0[0];
    const u32 r16b0_t3 = SBOX(T, r16b0_t1);
    const u32 r16b0_t4 = r14b0_t4 ^ r16b0_t3;
    /* round 17: K7 */
    const u32 r17b0_t1 = r16b0_t4 + K0[7];
    const u32 r17b0_t3 = SBOX(T, r17b0_t1);
    const u32 r17b0_t4 = r15b0_t4 ^ r17b0_t3;
    /* round 18: K6 */
    const u32 r18b0_t1 = r17b0_t4 + K0[6];
    const u32 r18b0_t3 = SBOX(T, r18b0_t1);
    const u32 r18b0_t4 = r16b0_t4 ^ r18b0_t3;
    /* round 19: K5 */
    const u32 r19b0_t1 = r18b0_t4 + K0[5];
    const u32 r19b0_t3 = SBOX(T, r19b0_t1);
    const u32 r19b0_t4 = r17b0_t4 ^ r19b0_t3;
    /* round 20: K4 */
    const u32 r20b0_t1 = r19b0_t4 + K0[4];
    const u32 r20b0_t3 = SBOX(T, r20b0_t1);
    const u32 r20b0_t4 = r18b0_t4 ^ r20b0_t3;
    /* round 21: K3 */
    const u32 r21b0_t1 = r20b0_t4 + K0[3];
    const u32 r21b0_t3 = SBOX(T, r21b0_t1);
    const u32 r21b0_t4 = r19b0_t4 ^ r21b0_t3;
    /* round 22: K2 */
    const u32 r22b0_t1 = r21b0_t4 + K0[2];
    const u32 r22b0_t3 = SBOX(T, r22b0_t1);
    const u32 r22b0_t4 = r20b0_t4 ^ r22b0_t3;
    /* round 23: K1 */
    const u32 r23b0_t1 = r22b0_t4 + K0[1];
    const u32 r23b0_t3 = SBOX(T, r23b0_t1);
    const u32 r23b0_t4 = r21b0_t4 ^ r23b0_t3;
    /* round 24: K0 */
    const u32 r24b0_t1 = r23b0_t4 + K0[0];
    const u32 r24b0_t3 = SBOX(T, r24b0_t1);
    const u32 r24b0_t4 = r22b0_t4 ^ r24b0_t3;
    /* round 25: K7 */
    const u32 r25b0_t1 = r24b0_t4 + K0[7];
    const u32 r25b0_t3 = SBOX(T, r25b0_t1);
    const u32 r25b0_t4 = r23b0_t4 ^ r25b0_t3;
    /* round 26: K6 */
    const u32 r26b0_t1 = r25b0_t4 + K0[6];
    const u32 r26b0_t3 = SBOX(T, r26b0_t1);
    const u32 r26b0_t4 = r24b0_t4 ^ r26b0_t3;
    /* round 27: K5 */
    const u32 r27b0_t1 = r26b0_t4 + K0[5];
    const u32 r27b0_t3 = SBOX(T, r27b0_t1);
    const u32 r27b0_t4 = r25b0_t4 ^ r27b0_t3;
    /* round 28: K4 */
    const u32 r28b0_t1 = r27b0_t4 + K0[4];
    const u32 r28b0_t3 = SBOX(T, r28b0_t1);
    const u32 r28b0_t4 = r26b0_t4 ^ r28b0_t3;
    /* round 29: K3 */
    const u32 r29b0_t1 = r28b0_t4 + K0[3];
    const u32 r29b0_t3 = SBOX(T, r29b0_t1);
    const u32 r29b0_t4 = r27b0_t4 ^ r29b0_t3;
    /* round 30: K2 */
    const u32 r30b0_t1 = r29b0_t4 + K0[2];
    const u32 r30b0_t3 = SBOX(T, r30b0_t1);
    const u32 r30b0_t4 = r28b0_t4 ^ r30b0_t3;
    /* round 31: K1 */
    const u32 r31b0_t1 = r30b0_t4 + K0[1];
    const u32 r31b0_t3 = SBOX(T, r31b0_t1);
    const u32 r31b0_t4 = r29b0_t4 ^ r31b0_t3;
    /* round 32: K0 */
    const u32 r32b0_t1 = r31b0_t4 + K0[0];
    const u32 r32b0_t3 = SBOX(T, r32b0_t1);
    const u32 r32b0_t4 = r30b0_t4 ^ r32b0_t3;
    const u32 oa0 = r31b0_t4, ob0 = r32b0_t4;
    a0 = oa0;
    b0 = ob0;
}

/* not inlined: each schedule's rounds exist once per width, which keeps the build short */
static noinline void crypt_decrypt_x2(TabsRef T, const varying u32 *uniform K0, u32 &a0, u32 &b0, const varying u32 *uniform K1, u32 &a1, u32 &b1)
{
    /* round 1: K0 */
    const u32 r1b0_t1 = a0 + K0[0];
    const u32 r1b1_t1 = a1 + K1[0];
    const u32 r1b0_t3 = SBOX(T, r1b0_t1);
    const u32 r1b1_t3 = SBOX(T, r1b1_t1);
    const u32 r1b0_t4 = b0 ^ r1b0_t3;
    const u32 r1b1_t4 = b1 ^ r1b1_t3;
    /* round 2: K1 */
    const u32 r2b0_t1 = r1b0_t4 + K0[1];
    const u32 r2b1_t1 = r1b1_t4 + K1[1];
    const u32 r2b0_t3 = SBOX(T, r2b0_t1);
    const u32 r2b1_t3 = SBOX(T, r2b1_t1);
    const u32 r2b0_t4 = a0 ^ r2b0_t3;
    const u32 r2b1_t4 = a1 ^ r2b1_t3;
    /* round 3: K2 */
    const u32 r3b0_t1 = r2b0_t4 + K0[2];
    const u32 r3b1_t1 = r2b1_t4 + K1[2];
    const u32 r3b0_t3 = SBOX(T, r3b0_t1);
    const u32 r3b1_t3 = SBOX(T, r3b1_t1);
    const u32 r3b0_t4 = r1b0_t4 ^ r3b0_t3;
    const u32 r3b1_t4 = r1b1_t4 ^ r3b1_t3;
    /* round 4: K3 */
    const u32 r4b0_t1 = r3b0_t4 + K0[3];
    const u32 r4b1_t1 = r3b1_t4 + K1[3];
    const u32 r4b0_t3 = SBOX(T, r4b0_t1);
    const u32 r4b1_t3 = SBOX(T, r4b1_t1);
    const u32 r4b0_t4 = r2b0_t4 ^ r4b0_t3;
    const u32 r4b1_t4 = r2b1_t4 ^ r4b1_t3;
    /* round 5: K4 */
    const u32 r5b0_t1 = r4b0_t4 + K0[4];
    const u32 r5b1_t1 = r4b1_t4 + K1[4];
    const u32 r5b0_t3 = SBOX(T, r5b0_t1);
    const u32 r5b1_t3 = SBOX(T, r5b1_t1);
    const u32 r5b0_t4 = r3b0_t4 ^ r5b0_t3;
    const u32 r5b1_t4 = r3b1_t4 ^ r5b1_t3;
    /* round 6: K5 */
    const u32 r6b0_t1 = r5b0_t4 + K0[5];
    const u32 r6b1_t1 = r5b1_t4 + K1[5];
    const u32 r6b0_t3 = SBOX(T, r6b0_t1);
    const u32 r6b1_t3 = SBOX(T, r6b1_t1);
    const u32 r6b0_t4 = r4b0_t4 ^ r6b0_t3;
    const u32 r6b1_t4 = r4b1_t4 ^ r6b1_t3;
    /* round 7: K6 */
    const u32 r7b0_t1 = r6b0_t4 + K0[6];
    const u32 r7b1_t1 = r6b1_t4 + K1[6];
    const u32 r7b0_t3 = SBOX(T, r7b0_t1);
    const u32 r7b1_t3 = SBOX(T, r7b1_t1);
    const u32 r7b0_t4 = r5b0_t4 ^ r7b0_t3;
    const u32 r7b1_t4 = r5b1_t4 ^ r7b1_t3;
    /* round 8: K7 */
    const u32 r8b0_t1 = r7b0_t4 + K0[7];
    const u32 r8b1_t1 = r7b1_t4 + K1[7];
    const u32 r8b0_t3 = SBOX(T, r8b0_t1);
    const u32 r8b1_t3 = SBOX(T, r8b1_t1);
    const u32 r8b0_t4 = r6b0_t4 ^ r8b0_t3;
    const u32 r8b1_t4 = r6b1_t4 ^ r8b1_t3;
    /* round 9: K7 */
    const u32 r9b0_t1 = r8b0_t4 + K0[7];
    const u32 r9b1_t1 = r8b1_t4 + K1[7];
    const u32 r9b0_t3 = SBOX(T, r9b0_t1);
    const u32 r9b1_t3 = SBOX(T, r9b1_t1);
    const u32 r9b0_t4 = r7b0_t4 ^ r9b0_t3;
    const u32 r9b1_t4 = r7b1_t4 ^ r9b1_t3;
    /* round 10: K6 */
    const u32 r10b0_t1 = r9b0_t4 + K0[6];
    const u32 r10b1_t1 = r9b1_t4 + K1[6];
    const u32 r10b0_t3 = SBOX(T, r10b0_t1);
    const u32 r10b1_t3 = SBOX(T, r10b1_t1);
    const u32 r10b0_t4 = r8b0_t4 ^ r10b0_t3;
    const u32 r10b1_t4 = r8b1_t4 ^ r10b1_t3;
    /* round 11: K5 */
    const u32 r11b0_t1 = r10b0_t4 + K0[5];
    const u32 r11b1_t1 = r10b1_t4 + K1[5];
    const u32 r11b0_t3 = SBOX(T, r11b0_t1);
    const u32 r11b1_t3 = SBOX(T, r11b1_t1);
    const u32 r11b0_t4 = r9b0_t4 ^ r11b0_t3;
    const u32 r11b1_t4 = r9b1_t4 ^ r11b1_t3;
    /* round 12: K4 */
    const u32 r12b0_t1 = r11b0_t4 + K0[4];
    const u32 r12b1_t1 = r11b1_t4 + K1[4];
    const u32 r12b0_t3 = SBOX(T, r12b0_t1);
    const u32 r12b1_t3 = SBOX(T, r12b1_t1);
    const u32 r12b0_t4 = r10b0_t4 ^ r12b0_t3;
    const u32 r12b1_t4 = r10b1_t4 ^ r12b1_t3;
    /* round 13: K3 */
    const u32 r13b0_t1 = r12b0_t4 + K0[3];
    const u32 r13b1_t1 = r12b1_t4 + K1[3];
    const u32 r13b0_t3 = SBOX(T, r13b0_t1);
    const u32 r13b1_t3 = SBOX(T, r13b1_t1);
    const u32 r13b0_t4 = r11b0_t4 ^ r13b0_t3;
    const u32 r13b1_t4 = r11b1_t4 ^ r13b1_t3;
    /* round 14: K2 */
    const u32 r14b0_t1 = r13b0_t4 + K0[2];
    const u32 r14b1_t1 = r13b1_t4 + K1[2];
    const u32 r14b0_t3 = SBOX(T, r14b0_t1);
    const u32 r14b1_t3 = SBOX(T, r14b1_t1);
    const u32 r14b0_t4 = r12b0_t4 ^ r14b0_t3;
    const u32 r14b1_t4 = r12b1_t4 ^ r14b1_t3;
    /* round 15: K1 */
    const u32 r15b0_t1 = r14b0_t4 + K0[1];
    const u32 r15b1_t1 = r14b1_t4 + K1[1];
    const u32 r15b0_t3 = SBOX(T, r15b0_t1);
    const u32 r15b1_t3 = SBOX(T, r15b1_t1);
    const u32 r15b0_t4 = r13b0_t4 ^ r15b0_t3;
    const u32 r15b1_t4 = r13b1_t4 ^ r15b1_t3;
    /* round 16: K0 */
    const u32 r16b0_t1 = r15b0_t4 + K0[0];
    const u32 r16b1_t1 = r15b1_t4 + K1[0];
    const u32 r16b0_t3 = SBOX(T, r16b0_t1);
    const u32 r16b1_t3 = SBOX(T, r16b1_t1);
    const u32 r16b0_t4 = r14b0_t4 ^ r16b0_t3;
    const u32 r16b1_t4 = r14b1_t4 ^ r16b1_t3;
    /* round 17: K7 */
    const u32 r17b0_t1 = r16b0_t4 + K0[7];
    const u32 r17b1_t1 = r16b1_t4 + K1[7];
    const u32 r17b0_t3 = SBOX(T, r17b0_t1);
    const u32 r17b1_t3 = SBOX(T, r17b1_t1);
    const u32 r17b0_t4 = r15b0_t4 ^ r17b0_t3;
    const u32 r17b1_t4 = r15b1_t4 ^ r17b1_t3;
    /* round 18: K6 */
    const u32 r18b0_t1 = r17b0_t4 + K0[6];
    const u32 r18b1_t1 = r17b1_t4 + K1[6];
    const u32 r18b0_t3 = SBOX(T, r18b0_t1);
    const u32 r18b1_t3 = SBOX(T, r18b1_t1);
    const u32 r18b0_t4 = r16b0_t4 ^ r18b0_t3;
    const u32 r18b1_t4 = r16b1_t4 ^ r18b1_t3;
    /* round 19: K5 */
    const u32 r19b0_t1 = r18b0_t4 + K0[5];
    const u32 r19b1_t1 = r18b1_t4 + K1[5];
    const u32 r19b0_t3 = SBOX(T, r19b0_t1);
    const u32 r19b1_t3 = SBOX(T, r19b1_t1);
    const u32 r19b0_t4 = r17b0_t4 ^ r19b0_t3;
    const u32 r19b1_t4 = r17b1_t4 ^ r19b1_t3;
    /* round 20: K4 */
    const u32 r20b0_t1 = r19b0_t4 + K0[4];
    const u32 r20b1_t1 = r19b1_t4 + K1[4];
    const u32 r20b0_t3 = SBOX(T, r20b0_t1);
    const u32 r20b1_t3 = SBOX(T, r20b1_t1);
    const u32 r20b0_t4 = r18b0_t4 ^ r20b0_t3;
    const u32 r20b1_t4 = r18b1_t4 ^ r20b1_t3;
    /* round 21: K3 */
    const u32 r21b0_t1 = r20b0_t4 + K0[3];
    const u32 r21b1_t1 = r20b1_t4 + K1[3];
    const u32 r21b0_t3 = SBOX(T, r21b0_t1);
    const u32 r21b1_t3 = SBOX(T, r21b1_t1);
    const u32 r21b0_t4 = r19b0_t4 ^ r21b0_t3;
    const u32 r21b1_t4 = r19b1_t4 ^ r21b1_t3;
    /* round 22: K2 */
    const u32 r22b0_t1 = r21b0_t4 + K0[2];
    const u32 r22b1_t1 = r21b1_t4 + K1[2];
    const u32 r22b0_t3 = SBOX(T, r22b0_t1);
    const u32 r22b1_t3 = SBOX(T, r22b1_t1);
    const u32 r22b0_t4 = r20b0_t4 ^ r22b0_t3;
    const u32 r22b1_t4 = r20b1_t4 ^ r22b1_t3;
    /* round 23: K1 */
    const u32 r23b0_t1 = r22b0_t4 + K0[1];
    const u32 r23b1_t1 = r22b1_t4 + K1[1];
    const u32 r23b0_t3 = SBOX(T, r23b0_t1);
    const u32 r23b1_t3 = SBOX(T, r23b1_t1);
    const u32 r23b0_t4 = r21b0_t4 ^ r23b0_t3;
    const u32 r23b1_t4 = r21b1_t4 ^ r23b1_t3;
    /* round 24: K0 */
    const u32 r24b0_t1 = r23b0_t4 + K0[0];
    const u32 r24b1_t1 = r23b1_t4 + K1[0];
    const u32 r24b0_t3 = SBOX(T, r24b0_t1);
    const u32 r24b1_t3 = SBOX(T, r24b1_t1);
    const u32 r24b0_t4 = r22b0_t4 ^ r24b0_t3;
    const u32 r24b1_t4 = r22b1_t4 ^ r24b1_t3;
    /* round 25: K7 */
    const u32 r25b0_t1 = r24b0_t4 + K0[7];
    const u32 r25b1_t1 = r24b1_t4 + K1[7];
    const u32 r25b0_t3 = SBOX(T, r25b0_t1);
    const u32 r25b1_t3 = SBOX(T, r25b1_t1);
    const u32 r25b0_t4 = r23b0_t4 ^ r25b0_t3;
    const u32 r25b1_t4 = r23b1_t4 ^ r25b1_t3;
    /* round 26: K6 */
    const u32 r26b0_t1 = r25b0_t4 + K0[6];
    const u32 r26b1_t1 = r25b1_t4 + K1[6];
    const u32 r26b0_t3 = SBOX(T, r26b0_t1);
    const u32 r26b1_t3 = SBOX(T, r26b1_t1);
    const u32 r26b0_t4 = r24b0_t4 ^ r26b0_t3;
    const u32 r26b1_t4 = r24b1_t4 ^ r26b1_t3;
    /* round 27: K5 */
    const u32 r27b0_t1 = r26b0_t4 + K0[5];
    const u32 r27b1_t1 = r26b1_t4 + K1[5];
    const u32 r27b0_t3 = SBOX(T, r27b0_t1);
    const u32 r27b1_t3 = SBOX(T, r27b1_t1);
    const u32 r27b0_t4 = r25b0_t4 ^ r27b0_t3;
    const u32 r27b1_t4 = r25b1_t4 ^ r27b1_t3;
    /* round 28: K4 */
    const u32 r28b0_t1 = r27b0_t4 + K0[4];
    const u32 r28b1_t1 = r27b1_t4 + K1[4];
    const u32 r28b0_t3 = SBOX(T, r28b0_t1);
    const u32 r28b1_t3 = SBOX(T, r28b1_t1);
    const u32 r28b0_t4 = r26b0_t4 ^ r28b0_t3;
    const u32 r28b1_t4 = r26b1_t4 ^ r28b1_t3;
    /* round 29: K3 */
    const u32 r29b0_t1 = r28b0_t4 + K0[3];
    const u32 r29b1_t1 = r28b1_t4 + K1[3];
    const u32 r29b0_t3 = SBOX(T, r29b0_t1);
    const u32 r29b1_t3 = SBOX(T, r29b1_t1);
    const u32 r29b0_t4 = r27b0_t4 ^ r29b0_t3;
    const u32 r29b1_t4 = r27b1_t4 ^ r29b1_t3;
    /* round 30: K2 */
    const u32 r30b0_t1 = r29b0_t4 + K0[2];
    const u32 r30b1_t1 = r29b1_t4 + K1[2];
    const u32 r30b0_t3 = SBOX(T, r30b0_t1);
    const u32 r30b1_t3 = SBOX(T, r30b1_t1);
    const u32 r30b0_t4 = r28b0_t4 ^ r30b0_t3;
    const u32 r30b1_t4 = r28b1_t4 ^ r30b1_t3;
    /* round 31: K1 */
    const u32 r31b0_t1 = r30b0_t4 + K0[1];
    const u32 r31b1_t1 = r30b1_t4 + K1[1];
    const u32 r31b0_t3 = SBOX(T, r31b0_t1);
    const u32 r31b1_t3 = SBOX(T, r31b1_t1);
    const u32 r31b0_t4 = r29b0_t4 ^ r31b0_t3;
    const u32 r31b1_t4 = r29b1_t4 ^ r31b1_t3;
    /* round 32: K0 */
    const u32 r32b0_t1 = r31b0_t4 + K0[0];
    const u32 r32b1_t1 = r31b1_t4 + K1[0];
    const u32 r32b0_t3 = SBOX(T, r32b0_t1);
    const u32 r32b1_t3 = SBOX(T, r32b1_t1);
    const u32 r32b0_t4 = r30b0_t4 ^ r32b0_t3;
    const u32 r32b1_t4 = r30b1_t4 ^ r32b1_t3;
    const u32 oa0 = r31b0_t4, ob0 = r32b0_t4;
    const u32 oa1 = r31b1_t4, ob1 = r32b1_t4;
    a0 = oa0;
    b0 = ob0;
    a1 = oa1;
    b1 = ob1;
}

/* not inlined: each schedule's rounds exist once per width, which keeps the build short */
static noinline void crypt_mac_x1(TabsRef T, const varying u32 *uniform K0, u32 &a0, u32 &b0)
{
    /* round 1: K0 */
    const u32 r1b0_t1 = a0 + K0[0];
    const u32 r1b0_t3 = SBOX(T, r1b0_t1);
    const u32 r1b0_t4 = b0 ^ r1b0_t3;
    /* round 2: K1 */
    const u32 r2b0_t1 = r1b0_t4 + K0[1];
    const u32 r2b0_t3 = SBOX(T, r2b0_t1);
    const u32 r2b0_t4 = a0 ^ r2b0_t3;
    /* round 3: K2 */
    const u32 r3b0_t1 = r2b0_t4 + K0[2];
    const u32 r3b0_t3 = SBOX(T, r3b0_t1);
    const u32 r3b0_t4 = r1b0_t4 ^ r3b0_t3;
    /* round 4: K3 */
    const u32 r4b0_t1 = r3b0_t4 + K0[3];
    const u32 r4b0_t3 = SBOX(T, r4b0_t1);
    const u32 r4b0_t4 = r2b0_t4 ^ r4b0_t3;
    /* round 5: K4 */
    const u32 r5b0_t1 = r4b0_t4 + K0[4];
    const u32 r5b0_t3 = SBOX(T, r5b0_t1);
    const u32 r5b0_t4 = r3b0_t4 ^ r5b0_t3;
    /* round 6: K5 */
    const u32 r6b0_t1 = r5b0_t4 + K0[5];
    const u32 r6b0_t3 = SBOX(T, r6b0_t1);
    const u32 r6b0_t4 = r4b0_t4 ^ r6b0_t3;
    /* round 7: K6 */
    const u32 r7b0_t1 = r6b0_t4 + K0[6];
    const u32 r7b0_t3 = SBOX(T, r7b0_t1);
    const u32 r7b0_t4 = r5b0_t4 ^ r7b0_t3;
    /* round 8: K7 */
    const u32 r8b0_t1 = r7b0_t4 + K0[7];
    const u32 r8b0_t3 = SBOX(T, r8b0_t1);
    const u32 r8b0_t4 = r6b0_t4 ^ r8b0_t3;
    /* round 9: K0 */
    const u32 r9b0_t1 = r8b0_t4 + K0[0];
    const u32 r9b0_t3 = SBOX(T, r9b0_t1);
    const u32 r9b0_t4 = r7b0_t4 ^ r9b0_t3;
    /* round 10: K1 */
    const u32 r10b0_t1 = r9b0_t4 + K0[1];
    const u32 r10b0_t3 = SBOX(T, r10b0_t1);
    const u32 r10b0_t4 = r8b0_t4 ^ r10b0_t3;
    /* round 11: K2 */
    const u32 r11b0_t1 = r10b0_t4 + K0[2];
    const u32 r11b0_t3 = SBOX(T, r11b0_t1);
    const u32 r11b0_t4 = r9b0_t4 ^ r11b0_t3;
    /* round 12: K3 */
    const u32 r12b0_t1 = r11b0_t4 + K0[3];
    const u32 r12b0_t3 = SBOX(T, r12b0_t1);
    const u32 r12b0_t4 = r10b0_t4 ^ r12b0_t3;
    /* round 13: K4 */
    const u32 r13b0_t1 = r12b0_t4 + K0[4];
    const u32 r13b0_t3 = SBOX(T, r13b0_t1);
    const u32 r13b0_t4 = r11b0_t4 ^ r13b0_t3;
    /* round 14: K5 */
    const u32 r14b0_t1 = r13b0_t4 + K0[5];
    const u32 r14b0_t3 = SBOX(T, r14b0_t1);
    const u32 r14b0_t4 = r12b0_t4 ^ r14b0_t3;
    /* round 15: K6 */
    const u32 r15b0_t1 = r14b0_t4 + K0[6];
    const u32 r15b0_t3 = SBOX(T, r15b0_t1);
    const u32 r15b0_t4 = r13b0_t4 ^ r15b0_t3;
    /* round 16: K7 */
    const u32 r16b0_t1 = r15b0_t4 + K0[7];
    const u32 r16b0_t3 = SBOX(T, r16b0_t1);
    const u32 r16b0_t4 = r14b0_t4 ^ r16b0_t3;
    const u32 oa0 = r16b0_t4, ob0 = r15b0_t4;
    a0 = oa0;
    b0 = ob0;
}

/* not inlined: each schedule's rounds exist once per width, which keeps the build short */
static noinline void crypt_mac_x2(TabsRef T, const varying u32 *uniform K0, u32 &a0, u32 &b0, const varying u32 *uniform K1, u32 &a1, u32 &b1)
{
    /* round 1: K0 */
    const u32 r1b0_t1 = a0 + K0[0];
    const u32 r1b1_t1 = a1 + K1[0];
    const u32 r1b0_t3 = SBOX(T, r1b0_t1);
    const u32 r1b1_t3 = SBOX(T, r1b1_t1);
    const u32 r1b0_t4 = b0 ^ r1b0_t3;
    const u32 r1b1_t4 = b1 ^ r1b1_t3;
    /* round 2: K1 */
    const u32 r2b0_t1 = r1b0_t4 + K0[1];
    const u32 r2b1_t1 = r1b1_t4 + K1[1];
    const u32 r2b0_t3 = SBOX(T, r2b0_t1);
    const u32 r2b1_t3 = SBOX(T, r2b1_t1);
    const u32 r2b0_t4 = a0 ^ r2b0_t3;
    const u32 r2b1_t4 = a1 ^ r2b1_t3;
    /* round 3: K2 */
    const u32 r3b0_t1 = r2b0_t4 + K0[2];
    const u32 r3b1_t1 = r2b1_t4 + K1[2];
    const u32 r3b0_t3 = SBOX(T, r3b0_t1);
    const u32 r3b1_t3 = SBOX(T, r3b1_t1);
    const u32 r3b0_t4 = r1b0_t4 ^ r3b0_t3;
    const u32 r3b1_t4 = r1b1_t4 ^ r3b1_t3;
    /* round 4: K3 */
    const u32 r4b0_t1 = r3b0_t4 + K0[3];
    const u32 r4b1_t1 = r3b1_t4 + K1[3];
    const u32 r4b0_t3 = SBOX(T, r4b0_t1);
    const u32 r4b1_t3 = SBOX(T, r4b1_t1);
    const u32 r4b0_t4 = r2b0_t4 ^ r4b0_t3;
    const u32 r4b1_t4 = r2b1_t4 ^ r4b1_t3;
    /* round 5: K4 */
    const u32 r5b0_t1 = r4b0_t4 + K0[4];
    const u32 r5b1_t1 = r4b1_t4 + K1[4];
    const u32 r5b0_t3 = SBOX(T, r5b0_t1);
    const u32 r5b1_t3 = SBOX(T, r5b1_t1);
    const u32 r5b0_t4 = r3b0_t4 ^ r5b0_t3;
    const u32 r5b1_t4 = r3b1_t4 ^ r5b1_t3;
    /* round 6: K5 */
    const u32 r6b0_t1 = r5b0_t4 + K0[5];
    const u32 r6b1_t1 = r5b1_t4 + K1[5];
    const u32 r6b0_t3 = SBOX(T, r6b0_t1);
    const u32 r6b1_t3 = SBOX(T, r6b1_t1);
    const u32 r6b0_t4 = r4b0_t4 ^ r6b0_t3;
    const u32 r6b1_t4 = r4b1_t4 ^ r6b1_t3;
    /* round 7: K6 */
    const u32 r7b0_t1 = r6b0_t4 + K0[6];
    const u32 r7b1_t1 = r6b1_t4 + K1[6];
    const u32 r7b0_t3 = SBOX(T, r7b0_t1);
    const u32 r7b1_t3 = SBOX(T, r7b1_t1);
    const u32 r7b0_t4 = r5b0_t4 ^ r7b0_t3;
    const u32 r7b1_t4 = r5b1_t4 ^ r7b1_t3;
    /* round 8: K7 */
    const u32 r8b0_t1 = r7b0_t4 + K0[7];
    const u32 r8b1_t1 = r7b1_t4 + K1[7];
    const u32 r8b0_t3 = SBOX(T, r8b0_t1);
    const u32 r8b1_t3 = SBOX(T, r8b1_t1);
    const u32 r8b0_t4 = r6b0_t4 ^ r8b0_t3;
    const u32 r8b1_t4 = r6b1_t4 ^ r8b1_t3;
    /* round 9: K0 */
    const u32 r9b0_t1 = r8b0_t4 + K0[0];
    const u32 r9b1_t1 = r8b1_t4 + K1[0];
    const u32 r9b0_t3 = SBOX(T, r9b0_t1);
    const u32 r9b1_t3 = SBOX(T, r9b1_t1);
    const u32 r9b0_t4 = r7b0_t4 ^ r9b0_t3;
    const u32 r9b1_t4 = r7b1_t4 ^ r9b1_t3;
    /* round 10: K1 */
    const u32 r10b0_t1 = r9b0_t4 + K0[1];
    const u32 r10b1_t1 = r9b1_t4 + K1[1];
    const u32 r10b0_t3 = SBOX(T, r10b0_t1);
    const u32 r10b1_t3 = SBOX(T, r10b1_t1);
    const u32 r10b0_t4 = r8b0_t4 ^ r10b0_t3;
    const u32 r10b1_t4 = r8b1_t4 ^ r10b1_t3;
    /* round 11: K2 */
    const u32 r11b0_t1 = r10b0_t4 + K0[2];
    const u32 r11b1_t1 = r10b1_t4 + K1[2];
    const u32 r11b0_t3 = SBOX(T, r11b0_t1);
    const u32 r11b1_t3 = SBOX(T, r11b1_t1);
    const u32 r11b0_t4 = r9b0_t4 ^ r11b0_t3;
    const u32 r11b1_t4 = r9b1_t4 ^ r11b1_t3;
    /* round 12: K3 */
    const u32 r12b0_t1 = r11b0_t4 + K0[3];
    const u32 r12b1_t1 = r11b1_t4 + K1[3];
    const u32 r12b0_t3 = SBOX(T, r12b0_t1);
    const u32 r12b1_t3 = SBOX(T, r12b1_t1);
    const u32 r12b0_t4 = r10b0_t4 ^ r12b0_t3;
    const u32 r12b1_t4 = r10b1_t4 ^ r12b1_t3;
    /* round 13: K4 */
    const u32 r13b0_t1 = r12b0_t4 + K0[4];
    const u32 r13b1_t1 = r12b1_t4 + K1[4];
    const u32 r13b0_t3 = SBOX(T, r13b0_t1);
    const u32 r13b1_t3 = SBOX(T, r13b1_t1);
    const u32 r13b0_t4 = r11b0_t4 ^ r13b0_t3;
    const u32 r13b1_t4 = r11b1_t4 ^ r13b1_t3;
    /* round 14: K5 */
    const u32 r14b0_t1 = r13b0_t4 + K0[5];
    const u32 r14b1_t1 = r13b1_t4 + K1[5];
    const u32 r14b0_t3 = SBOX(T, r14b0_t1);
    const u32 r14b1_t3 = SBOX(T, r14b1_t1);
    const u32 r14b0_t4 = r12b0_t4 ^ r14b0_t3;
    const u32 r14b1_t4 = r12b1_t4 ^ r14b1_t3;
    /* round 15: K6 */
    const u32 r15b0_t1 = r14b0_t4 + K0[6];
    const u32 r15b1_t1 = r14b1_t4 + K1[6];
    const u32 r15b0_t3 = SBOX(T, r15b0_t1);
    const u32 r15b1_t3 = SBOX(T, r15b1_t1);
    const u32 r15b0_t4 = r13b0_t4 ^ r15b0_t3;
    const u32 r15b1_t4 = r13b1_t4 ^ r15b1_t3;
    /* round 16: K7 */
    const u32 r16b0_t1 = r15b0_t4 + K0[7];
    const u32 r16b1_t1 = r15b1_t4 + K1[7];
    const u32 r16b0_t3 = SBOX(T, r16b0_t1);
    const u32 r16b1_t3 = SBOX(T, r16b1_t1);
    const u32 r16b0_t4 = r14b0_t4 ^ r16b0_t3;
    const u32 r16b1_t4 = r14b1_t4 ^ r16b1_t3;
    const u32 oa0 = r16b0_t4, ob0 = r15b0_t4;
    const u32 oa1 = r16b1_t4, ob1 = r15b1_t4;
    a0 = oa0;
    b0 = ob0;
    a1 = oa1;
    b1 = ob1;
}

/* sched: index into the schedules (0 encrypt, 1 decrypt, 2 mac). */
static inline void crypt_x1(uniform int sched, TabsRef T, const varying u32 *uniform K0, u32 &a0, u32 &b0)
{
    switch (sched) {
    case 0:
        crypt_encrypt_x1(T, K0, a0, b0);
        return;
    case 1:
        crypt_decrypt_x1(T, K0, a0, b0);
        return;
    case 2:
        crypt_mac_x1(T, K0, a0, b0);
        return;
    }
    GG_UNREACHABLE();
}

/* sched: index into the schedules (0 encrypt, 1 decrypt, 2 mac). */
static inline void crypt_x2(uniform int sched, TabsRef T, const varying u32 *uniform K0, u32 &a0, u32 &b0, const varying u32 *uniform K1, u32 &a1, u32 &b1)
{
    switch (sched) {
    case 0:
        crypt_encrypt_x2(T, K0, a0, b0, K1, a1, b1);
        return;
    case 1:
        crypt_decrypt_x2(T, K0, a0, b0, K1, a1, b1);
        return;
    case 2:
        crypt_mac_x2(T, K0, a0, b0, K1, a1, b1);
        return;
    }
    GG_UNREACHABLE();
}

/* order: index into the byte orders (0 gost89, 1 magma); w0, w1: the block's two
 * 32-bit words as x86 loads them (little-endian). */
static inline void from_words(uniform int order, u32 w0, u32 w1, u32 &a, u32 &b)
{
    switch (order) {
    case 0:
        a = w0;
        b = w1;
        return;
    case 1:
        a = bswap32(w1);
        b = bswap32(w0);
        return;
    }
    GG_UNREACHABLE();
}

static inline void to_words(uniform int order, u32 a, u32 b, u32 &w0, u32 &w1)
{
    switch (order) {
    case 0:
        w0 = a;
        w1 = b;
        return;
    case 1:
        w1 = bswap32(a);
        w0 = bswap32(b);
        return;
    }
    GG_UNREACHABLE();
}

/* nblocks blocks under one key (kw: K0..K7 in word form). in and out may alias exactly. */
export void gg_ispc_magma_ecb(const uniform u32 kw[], const uniform uint8 rows[], const uniform u32 tbytes[],
                              uniform int order, uniform int sched, uniform uint8 src[],
                              uniform uint8 dst[], uniform int64 nblocks)
{
    TABS_SETUP(rows, tbytes);
    u32 K[8];
    for (uniform int j = 0; j < 8; j++)
        K[j] = kw[j];
    uniform u32 *uniform in32 = (uniform u32 *uniform)src;
    uniform u32 *uniform out32 = (uniform u32 *uniform)dst;
    uniform int64 i = 0;
    for (; i + 2 * programCount <= nblocks; i += 2 * programCount) {
        int32 v0_0, v1_0;
        aos_to_soa2((uniform int32 *uniform)(in32 + 2 * (i + 0 * programCount)), &v0_0, &v1_0);
        u32 a0, b0;
        from_words(order, (u32)v0_0, (u32)v1_0, a0, b0);
        int32 v0_1, v1_1;
        aos_to_soa2((uniform int32 *uniform)(in32 + 2 * (i + 1 * programCount)), &v0_1, &v1_1);
        u32 a1, b1;
        from_words(order, (u32)v0_1, (u32)v1_1, a1, b1);
        crypt_x2(sched, T, K, a0, b0, K, a1, b1);
        u32 w0_0, w1_0;
        to_words(order, a0, b0, w0_0, w1_0);
        soa_to_aos2((int32)w0_0, (int32)w1_0, (uniform int32 *uniform)(out32 + 2 * (i + 0 * programCount)));
        u32 w0_1, w1_1;
        to_words(order, a1, b1, w0_1, w1_1);
        soa_to_aos2((int32)w0_1, (int32)w1_1, (uniform int32 *uniform)(out32 + 2 * (i + 1 * programCount)));
    }
    for (; i < nblocks; i += programCount) {
        const int64 idx = i + programIndex;
        if (idx < nblocks) {
            u32 a0, b0;
            from_words(order, in32[2 * idx], in32[2 * idx + 1], a0, b0);
            crypt_x1(sched, T, K, a0, b0);
            u32 w0, w1;
            to_words(order, a0, b0, w0, w1);
            out32[2 * idx] = w0;
            out32[2 * idx + 1] = w1;
        }
    }
}

/* Counter block number d (d >= 1, d * C1 < 2^32) after (ca, cb), as d single steps:
 * cnt: a + d*C2 mod 2^32, b + d*C1 mod 2^32 - 1 (one end-around carry: the
 * sum of d steps, each kept in 1..2^32-1, is the one representative of the residue there);
 * else the 64-bit counter b:a plus d. */
static inline void ctr_add(uniform bool cnt, uniform u32 ca, uniform u32 cb, u32 d, u32 &a, u32 &b)
{
    if (cnt) {
        a = ca + d * GG_CNT_C2;
        const u32 s = cb + d * GG_CNT_C1;
        b = s < cb ? s + 1 : s;
    } else {
        a = ca + d;
        b = a < ca ? cb + 1 : cb;
    }
}

static inline void ctr_add_uniform(uniform bool cnt, uniform u32 &ca, uniform u32 &cb, uniform u32 d)
{
    if (cnt) {
        ca = ca + d * GG_CNT_C2;
        const uniform u32 s = cb + d * GG_CNT_C1;
        cb = s < cb ? s + 1 : s;
    } else {
        const uniform u32 a = ca + d;
        cb = a < ca ? cb + 1 : cb;
        ca = a;
    }
}

/* Counter modes, encryption schedule: ctr = next(ctr); out = in ^ E(ctr) per block;
 * cnt selects the gost89 CNT step, else the 64-bit counter. ctr ends as the last one used. */
export void gg_ispc_magma_ctr(const uniform u32 kw[], const uniform uint8 rows[], const uniform u32 tbytes[],
                              uniform int order, uniform bool cnt, uniform u32 ctr[],
                              uniform uint8 src[], uniform uint8 dst[], uniform int64 nblocks)
{
    TABS_SETUP(rows, tbytes);
    u32 K[8];
    for (uniform int j = 0; j < 8; j++)
        K[j] = kw[j];
    uniform u32 *uniform in32 = (uniform u32 *uniform)src;
    uniform u32 *uniform out32 = (uniform u32 *uniform)dst;
    uniform u32 ca = ctr[0], cb = ctr[1];
    uniform int64 i = 0;
    for (; i + 2 * programCount <= nblocks; i += 2 * programCount) {
        u32 a0, b0;
        ctr_add(cnt, ca, cb, 0 * programCount + programIndex + 1, a0, b0);
        u32 a1, b1;
        ctr_add(cnt, ca, cb, 1 * programCount + programIndex + 1, a1, b1);
        crypt_x2(0, T, K, a0, b0, K, a1, b1);
        int32 v0_0, v1_0;
        aos_to_soa2((uniform int32 *uniform)(in32 + 2 * (i + 0 * programCount)), &v0_0, &v1_0);
        u32 w0_0, w1_0;
        to_words(order, a0, b0, w0_0, w1_0);
        soa_to_aos2((int32)(w0_0 ^ v0_0), (int32)(w1_0 ^ v1_0), (uniform int32 *uniform)(out32 + 2 * (i + 0 * programCount)));
        int32 v0_1, v1_1;
        aos_to_soa2((uniform int32 *uniform)(in32 + 2 * (i + 1 * programCount)), &v0_1, &v1_1);
        u32 w0_1, w1_1;
        to_words(order, a1, b1, w0_1, w1_1);
        soa_to_aos2((int32)(w0_1 ^ v0_1), (int32)(w1_1 ^ v1_1), (uniform int32 *uniform)(out32 + 2 * (i + 1 * programCount)));
        ctr_add_uniform(cnt, ca, cb, 2 * programCount);
    }
    for (; i < nblocks; i += programCount) {
        const int64 idx = i + programIndex;
        const uniform u32 m = (uniform u32)min((uniform int64)programCount, nblocks - i);
        if (idx < nblocks) {
            u32 a0, b0;
            ctr_add(cnt, ca, cb, programIndex + 1, a0, b0);
            crypt_x1(0, T, K, a0, b0);
            u32 w0, w1;
            to_words(order, a0, b0, w0, w1);
            out32[2 * idx] = in32[2 * idx] ^ w0;
            out32[2 * idx + 1] = in32[2 * idx + 1] ^ w1;
        }
        ctr_add_uniform(cnt, ca, cb, m);
    }
    ctr[0] = ca;
    ctr[1] = cb;
}

/* One block for each of n streams (in/out: n * 8 bytes), stream i under kw[8i..8i+7]; all
 * streams share the S-box set. */
export void gg_ispc_magma_lanes(const uniform u32 kw[], const uniform uint8 rows[], const uniform u32 tbytes[],
                                uniform int order, uniform int sched, uniform uint8 src[],
                                uniform uint8 dst[], uniform int64 n)
{
    TABS_SETUP(rows, tbytes);
    uniform u32 *uniform in32 = (uniform u32 *uniform)src;
    uniform u32 *uniform out32 = (uniform u32 *uniform)dst;
    for (uniform int64 i = 0; i < n; i += programCount) {
        const int64 idx = i + programIndex;
        if (idx < n) {
            u32 K[8];
            for (uniform int j = 0; j < 8; j++)
                K[j] = kw[8 * idx + j];
            u32 a0, b0;
            from_words(order, in32[2 * idx], in32[2 * idx + 1], a0, b0);
            crypt_x1(sched, T, K, a0, b0);
            u32 w0, w1;
            to_words(order, a0, b0, w0, w1);
            out32[2 * idx] = w0;
            out32[2 * idx + 1] = w1;
        }
    }
}

/* The chain steps (generator/gostgen/modes.py), rendered by templates/_shared/chain.j2 for one
 * program instance: p (pa, pb), the register (ra, rb), the cipher's input x (xa, xb), which the
 * cipher turns into y and the output overwrites in place. */
/* n independent streams, nblocks blocks each from byte off of in[i] / out[i]; one program
 * instance per stream, its register in reg[2i] (a), reg[2i + 1] (b). chain: gg_chain's values
 * (ECB, CNT, CTR, OFB, CBC_ENC, CBC_DEC, CFB_ENC, CFB_DEC, MAC = 0..8; see gg_vtable.h). */
export void gg_ispc_magma_chain(const uniform u32 kw[], const uniform uint8 rows[], const uniform u32 tbytes[],
                                uniform int order, uniform int sched, uniform int chain,
                                uniform int64 n, uniform u32 reg[], uniform uint8 *uniform src[],
                                uniform uint8 *uniform dst[], uniform int64 off, uniform int64 nblocks)
{
    TABS_SETUP(rows, tbytes);
    for (uniform int64 i = 0; i < n; i += programCount) {
        const int64 idx = i + programIndex;
        if (idx < n) {
            u32 K[8];
            for (uniform int j = 0; j < 8; j++)
                K[j] = kw[8 * idx + j];
            u32 ra = reg[2 * idx], rb = reg[2 * idx + 1];
            uniform uint8 *varying ip = src[idx] + off;
            uniform uint8 *varying op = ip; /* dst is NULL for MAC */
            if (chain != 8 /* MAC */)
                op = dst[idx] + off;
            for (uniform int64 j = 0; j < nblocks; j++) {
                uniform u32 *varying p32 = (uniform u32 *varying)(ip + 8 * j);
                uniform u32 *varying o32 = (uniform u32 *varying)(op + 8 * j);
                u32 pa, pb, xa, xb;
                from_words(order, p32[0], p32[1], pa, pb);
                switch (chain) {
                case 0: /* ECB */
                case 5: /* CBC_DEC */
                    xa = pa;
                    xb = pb;
                    break;
                case 1: /* CNT */
                    {
                        const u32 s = rb + GG_CNT_C1;
                        ra = ra + GG_CNT_C2;
                        rb = s < rb ? s + 1 : s; /* mod 2^32 - 1: end-around carry */
                    }
                    xa = ra;
                    xb = rb;
                    break;
                case 2: /* CTR */
                    ra = ra + 1;
                    rb = ra == 0 ? rb + 1 : rb;
                    xa = ra;
                    xb = rb;
                    break;
                case 3: /* OFB */
                case 6: /* CFB_ENC */
                case 7: /* CFB_DEC */
                    xa = ra;
                    xb = rb;
                    break;
                case 4: /* CBC_ENC */
                case 8: /* MAC */
                    xa = pa ^ ra;
                    xb = pb ^ rb;
                    break;
                }
                crypt_x1(sched, T, K, xa, xb);
                switch (chain) {
                case 0: /* ECB */
                    break;
                case 1: /* CNT */
                case 2: /* CTR */
                    xa = pa ^ xa;
                    xb = pb ^ xb;
                    break;
                case 3: /* OFB */
                    ra = xa;
                    rb = xb;
                    xa = pa ^ xa;
                    xb = pb ^ xb;
                    break;
                case 4: /* CBC_ENC */
                case 8: /* MAC */
                    ra = xa;
                    rb = xb;
                    break;
                case 5: /* CBC_DEC */
                    xa = xa ^ ra;
                    xb = xb ^ rb;
                    ra = pa;
                    rb = pb;
                    break;
                case 6: /* CFB_ENC */
                    xa = pa ^ xa;
                    xb = pb ^ xb;
                    ra = xa;
                    rb = xb;
                    break;
                case 7: /* CFB_DEC */
                    xa = pa ^ xa;
                    xb = pb ^ xb;
                    ra = pa;
                    rb = pb;
                    break;
                }
                if (chain != 8 /* MAC */) {
                    u32 w0, w1;
                    to_words(order, xa, xb, w0, w1);
                    o32[0] = w0;
                    o32[1] = w1;
                }
            }
            reg[2 * idx] = ra;
            reg[2 * idx + 1] = rb;
        }
    }
}
