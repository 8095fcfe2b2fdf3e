/* The bitsliced Kuznyechik kernel (generated/bitsliced/kuznyechik.c), compiled from the sources
 * beside the default lowering (generated/default/kuznyechik.c), by tests/test_bitsliced_kuznyechik.py.
 *   kuznyechik_check vector KEY PT CT  the published example (hex): schedule, encrypt, decrypt
 *   kuznyechik_check random SEED N     N random keys, lengths 0..600 blocks (full and partial
 *                                      groups of every word width),
 *                                      both directions and the lanes call, against the default
 *   kuznyechik_check ct                under valgrind memcheck: the key, the round keys and the
 *                                      blocks marked undefined (secret); memcheck reports any
 *                                      branch or address that depends on them (ctgrind).
 *   kuznyechik_check ct-default        the same marks on the default (table) lowering: the
 *                                      control, memcheck must report its secret-indexed reads.
 * Prints one line per failure on stderr; status 0 when all agree. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#ifdef CT_VALGRIND
#include <valgrind/memcheck.h>
#define SECRET(p, n) VALGRIND_MAKE_MEM_UNDEFINED((p), (n))
#define PUBLIC(p, n) VALGRIND_MAKE_MEM_DEFINED((p), (n))
#else
#define SECRET(p, n) ((void)(p), (void)(n))
#define PUBLIC(p, n) ((void)(p), (void)(n))
#endif

#define RK_BYTES 160
#define MAXB 600

void gg_kuznyechik_schedule(const uint8_t *key, uint8_t *rk);
void gg_kuznyechik_schedule_ct(const uint8_t *key, uint8_t *rk);
void gg_default_kuznyechik_blocks(const uint8_t *rk, int decrypt, const uint8_t *in, uint8_t *out,
                                  size_t nblocks);
void gg_bitsliced_kuznyechik_blocks(const uint8_t *rk, int decrypt, const uint8_t *in,
                                    uint8_t *out, size_t nblocks);
void gg_bitsliced_kuznyechik_lanes(const uint8_t *const *rks, int decrypt, const uint8_t *in,
                                   uint8_t *out, size_t n);

static uint64_t rng_state;
static uint8_t rnd8(void)
{
    rng_state = rng_state * 6364136223846793005u + 1442695040888963407u;
    return (uint8_t)(rng_state >> 56);
}

static void rnd(uint8_t *p, size_t n)
{
    for (size_t i = 0; i < n; i++)
        p[i] = rnd8();
}

static int unhex(const char *s, uint8_t *out, size_t n)
{
    if (strlen(s) != 2 * n)
        return -1;
    for (size_t i = 0; i < n; i++)
        if (sscanf(s + 2 * i, "%2hhx", &out[i]) != 1)
            return -1;
    return 0;
}

static int vector(const char *k, const char *p, const char *c)
{
    uint8_t key[32], pt[16], ct[16], rk[RK_BYTES], out[16];
    if (unhex(k, key, 32) || unhex(p, pt, 16) || unhex(c, ct, 16)) {
        fprintf(stderr, "bad hex argument\n");
        return 2;
    }
    int bad = 0;
    gg_kuznyechik_schedule_ct(key, rk);
    gg_bitsliced_kuznyechik_blocks(rk, 0, pt, out, 1);
    if (memcmp(out, ct, 16)) {
        fprintf(stderr, "vector: encryption differs from the published ciphertext\n");
        bad = 1;
    }
    gg_bitsliced_kuznyechik_blocks(rk, 1, ct, out, 1);
    if (memcmp(out, pt, 16)) {
        fprintf(stderr, "vector: decryption differs from the published plaintext\n");
        bad = 1;
    }
    return bad;
}

static int random_cases(unsigned long seed, int cases)
{
    static uint8_t in[16 * MAXB], want[16 * MAXB], got[16 * (MAXB + 1)], rks[MAXB][RK_BYTES];
    const uint8_t *rkp[MAXB];
    int bad = 0;
    rng_state = seed;
    for (int t = 0; t < cases && !bad; t++) {
        uint8_t key[32], rk[RK_BYTES], rk_ct[RK_BYTES];
        size_t n = t < 12 ? (size_t[]){0, 1, 63, 64, 65, 128, 129, 200, 255, 256, 257, 513}[t]
                           : (size_t)(rnd8() << 8 | rnd8()) % (MAXB + 1);
        int dec = t & 1;
        rnd(key, 32);
        rnd(in, 16 * n);
        gg_kuznyechik_schedule(key, rk);
        gg_kuznyechik_schedule_ct(key, rk_ct);
        if (memcmp(rk, rk_ct, RK_BYTES)) {
            fprintf(stderr, "case %d: the constant-time schedule differs\n", t);
            bad = 1;
        }
        gg_default_kuznyechik_blocks(rk, dec, in, want, n);
        memset(got, 0xa5, sizeof got);
        gg_bitsliced_kuznyechik_blocks(rk, dec, in, got, n);
        if (memcmp(got, want, 16 * n) || got[16 * n] != 0xa5) {
            fprintf(stderr, "case %d: blocks (n=%zu, decrypt=%d) differ from the default\n", t, n, dec);
            bad = 1;
        }
        memcpy(got, in, 16 * n); /* in place */
        gg_bitsliced_kuznyechik_blocks(rk, dec, got, got, n);
        if (memcmp(got, want, 16 * n)) {
            fprintf(stderr, "case %d: in-place blocks (n=%zu) differ\n", t, n);
            bad = 1;
        }
        /* lanes: block i under its own random key */
        for (size_t i = 0; i < n; i++) {
            rnd(key, 32);
            gg_kuznyechik_schedule(key, rks[i]);
            rkp[i] = rks[i];
            gg_default_kuznyechik_blocks(rks[i], dec, in + 16 * i, want + 16 * i, 1);
        }
        memset(got, 0xa5, sizeof got);
        gg_bitsliced_kuznyechik_lanes(rkp, dec, in, got, n);
        if (memcmp(got, want, 16 * n) || got[16 * n] != 0xa5) {
            fprintf(stderr, "case %d: lanes (n=%zu, decrypt=%d) differ from the default\n", t, n, dec);
            bad = 1;
        }
    }
    return bad;
}

static int ct_run(int control)
{
    static uint8_t in[16 * 300], out[16 * 300], rks[3][RK_BYTES];
    const uint8_t *rkp[3] = {rks[0], rks[1], rks[2]};
    uint8_t key[32];
    rng_state = 1;
    rnd(key, sizeof key);
    rnd(in, sizeof in);
    SECRET(key, sizeof key);
    SECRET(in, sizeof in);
    gg_kuznyechik_schedule_ct(key, rks[0]);
    if (control)
        gg_default_kuznyechik_blocks(rks[0], 0, in, out, 1);
    for (int dec = 0; dec < 2; dec++) {
        /* a full and a partial group at every word width (64, 128 and 256 blocks) */
        gg_bitsliced_kuznyechik_blocks(rks[0], dec, in, out, 300);
        gg_bitsliced_kuznyechik_blocks(rks[0], dec, in, out, 1);
    }
    rnd(rks[1], RK_BYTES);
    rnd(rks[2], RK_BYTES);
    SECRET(rks, sizeof rks);
    for (int dec = 0; dec < 2; dec++)
        gg_bitsliced_kuznyechik_lanes(rkp, dec, in, out, 3);
    /* the outputs are ciphertext, public; printing them forces memcheck to look at them */
    PUBLIC(out, sizeof out);
    unsigned sum = 0;
    for (size_t i = 0; i < sizeof out; i++)
        sum += out[i];
    printf("%u\n", sum);
    return 0;
}

int main(int argc, char **argv)
{
    if (argc == 5 && !strcmp(argv[1], "vector"))
        return vector(argv[2], argv[3], argv[4]);
    if (argc == 4 && !strcmp(argv[1], "random"))
        return random_cases(strtoul(argv[2], NULL, 10), atoi(argv[3]));
    if (argc == 2 && !strcmp(argv[1], "ct"))
        return ct_run(0);
    if (argc == 2 && !strcmp(argv[1], "ct-default"))
        return ct_run(1);
    fprintf(stderr, "usage: kuznyechik_check vector KEY PT CT | random SEED N | ct | ct-default\n");
    return 2;
}
