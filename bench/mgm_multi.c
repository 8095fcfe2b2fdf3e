/* mgm_multi.c: MGM for many records in one call (gostgen_mgm_encrypt_multi / _decrypt_multi)
 * against a loop of one-shot calls (gostgen_mgm_encrypt / _decrypt) on the same records: COUNT
 * records of LEN bytes, each with its own nonce and 13 bytes of associated data (a TLS 1.3
 * record header's worth), under one key or a key per record (the one-shot loop schedules a key
 * per call either way). One backend, one core. Each repeat times both ways back to back (loop,
 * then multi) for at least 100 ms of this thread's CPU time (CLOCK_THREAD_CPUTIME_ID, so time
 * slices given to other jobs on a shared machine do not count); printed: the medians of REPEATS
 * repeats in MB/s of record data, and multi/loop.
 * Build: cc -O2 -Iruntime/include bench/mgm_multi.c build/lib/libgostgen.a -lpthread -lm
 * Usage: mgm_multi BACKEND [LEN [COUNT [REPEATS [kuznyechik|magma|all [encrypt|decrypt|all
 *        [one|each|all]]]]]] (defaults: 512 64 9 all all all) */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "gostgen.h"

#define AAD 13
#define MAX_REPS 64

static double now(void)
{
    struct timespec t;
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
    return t.tv_sec + t.tv_nsec * 1e-9;
}

static int cmp(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

static void die(const char *what, int rc)
{
    fprintf(stderr, "mgm_multi: error: %s: %s\n", what, gostgen_strerror(rc));
    exit(1);
}

int main(int argc, char **argv)
{
    if (argc < 2) {
        fprintf(stderr, "usage: mgm_multi BACKEND [LEN [COUNT [REPEATS [CIPHER [DIR [KEYS]]]]]]\n");
        return 2;
    }
    const char *be = argv[1];
    const size_t len = argc > 2 ? strtoul(argv[2], NULL, 0) : 512;
    const size_t count = argc > 3 ? strtoul(argv[3], NULL, 0) : 64;
    int reps = argc > 4 ? atoi(argv[4]) : 9;
    const char *only_c = argc > 5 && strcmp(argv[5], "all") != 0 ? argv[5] : NULL;
    const char *only_d = argc > 6 && strcmp(argv[6], "all") != 0 ? argv[6] : NULL;
    const char *only_k = argc > 7 && strcmp(argv[7], "all") != 0 ? argv[7] : NULL;
    if (reps < 1 || reps > MAX_REPS || count < 1) {
        fprintf(stderr, "mgm_multi: error: REPEATS must be 1..%d and COUNT at least 1\n", MAX_REPS);
        return 2;
    }
    static const int ciphers[2] = {GOSTGEN_KUZNYECHIK, GOSTGEN_MAGMA};
    static const char *cnames[2] = {"kuznyechik", "magma"};
    uint8_t *keys = malloc(32 * count), *nonces = malloc(16 * count), *aad = malloc(AAD * count);
    uint8_t *pt = malloc(len * count), *ct = malloc(len * count), *back = malloc(len * count);
    uint8_t *tags = malloc(16 * count);
    const uint8_t **kp = malloc(sizeof(void *) * count), **np = malloc(sizeof(void *) * count);
    const uint8_t **ap = malloc(sizeof(void *) * count), **ip = malloc(sizeof(void *) * count);
    const uint8_t **cp = malloc(sizeof(void *) * count);
    uint8_t **op = malloc(sizeof(void *) * count), **bp = malloc(sizeof(void *) * count);
    size_t *lens = malloc(sizeof(size_t) * count), *alens = malloc(sizeof(size_t) * count);
    int *results = malloc(sizeof(int) * count);
    if (!keys || !nonces || !aad || !pt || !ct || !back || !tags || !kp || !np || !ap || !ip ||
        !cp || !op || !bp || !lens || !alens || !results)
        die("malloc", GOSTGEN_ENOMEM);
    for (size_t i = 0; i < 32 * count; i++)
        keys[i] = (uint8_t)(7 * i + 1);
    for (size_t i = 0; i < 16 * count; i++)
        nonces[i] = (uint8_t)(i % 16 == 0 ? i / 16 % 128 : 5 * i);
    memset(aad, 0x17, AAD * count);
    memset(pt, 0x5c, len * count);
    for (size_t i = 0; i < count; i++) {
        kp[i] = keys + 32 * i;
        np[i] = nonces + 16 * i;
        ap[i] = aad + AAD * i;
        ip[i] = pt + len * i;
        cp[i] = op[i] = ct + len * i;
        bp[i] = back + len * i;
        lens[i] = len;
        alens[i] = AAD;
    }
    for (int c = 0; c < 2; c++) {
        if (only_c != NULL && strcmp(only_c, cnames[c]) != 0)
            continue;
        const int ci = ciphers[c];
        const size_t bs = gostgen_block_size(ci);
        for (int d = 0; d < 2; d++) {
            if (only_d != NULL && strcmp(only_d, d ? "decrypt" : "encrypt") != 0)
                continue;
            for (int each = 0; each < 2; each++) {
                if (only_k != NULL && strcmp(only_k, each ? "each" : "one") != 0)
                    continue;
                const size_t nkeys = each ? count : 1;
                int rc = gostgen_mgm_encrypt_multi(ci, NULL, count, nkeys, kp, np, bs, ap, alens,
                                                   ip, op, lens, tags, bs, be);
                if (rc != GOSTGEN_OK)
                    die("mgm_encrypt_multi", rc);
                double r[2][MAX_REPS];
                for (int k = 0; k < reps; k++) {
                    for (int m = 0; m < 2; m++) {
                        int iters = 0;
                        double t0 = now(), t;
                        do {
                            if (m == 0) {
                                for (size_t i = 0; i < count && rc == GOSTGEN_OK; i++)
                                    rc = d ? gostgen_mgm_decrypt(ci, NULL, kp[each ? i : 0], 32,
                                                                 np[i], bs, ap[i], AAD, cp[i],
                                                                 bp[i], len, tags + bs * i, bs,
                                                                 be)
                                           : gostgen_mgm_encrypt(ci, NULL, kp[each ? i : 0], 32,
                                                                 np[i], bs, ap[i], AAD, ip[i],
                                                                 bp[i], len, tags + bs * i, bs,
                                                                 be);
                            } else {
                                rc = d ? gostgen_mgm_decrypt_multi(ci, NULL, count, nkeys, kp, np,
                                                                   bs, ap, alens, cp, bp, lens,
                                                                   tags, bs, results, be)
                                       : gostgen_mgm_encrypt_multi(ci, NULL, count, nkeys, kp, np,
                                                                   bs, ap, alens, ip, bp, lens,
                                                                   tags, bs, be);
                            }
                            if (rc != GOSTGEN_OK)
                                die(m ? "multi call" : "one-shot call", rc);
                        } while (++iters < 2 || (t = now() - t0) < 0.1);
                        r[m][k] = iters * (double)(len * count) / t / 1e6;
                    }
                }
                qsort(r[0], (size_t)reps, sizeof(double), cmp);
                qsort(r[1], (size_t)reps, sizeof(double), cmp);
                printf("%s %s %s %zu x %zu B %s: loop %.1f MB/s, multi %.1f MB/s, multi/loop "
                       "%.2f\n",
                       be, cnames[c], d ? "decrypt" : "encrypt", count, len,
                       each ? "key-each" : "one-key", r[0][reps / 2], r[1][reps / 2],
                       r[1][reps / 2] / r[0][reps / 2]);
                fflush(stdout);
            }
        }
    }
    return 0;
}
