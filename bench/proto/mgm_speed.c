/* MGM one-shot encryption (or decryption) vs CTR of the same cipher through the C API, one
 * backend, records of LEN bytes (default 16 KiB) with 13 bytes of associated data: medians of
 * repeats. Times are this thread's CPU time (CLOCK_THREAD_CPUTIME_ID, read every 8 records), so
 * time slices given to other jobs on a shared machine do not count.
 * Build: cc -O2 -Iruntime/include bench/proto/mgm_speed.c build/lib/libgostgen.a -lpthread -lm
 * Run:   ./a.out [backend] [len] [repeats] [kuznyechik|magma|all] [encrypt|decrypt] */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "gostgen.h"
#include "proto_time.h"

static double now(void)
{
    return proto_seconds(CLOCK_THREAD_CPUTIME_ID);
}

int main(int argc, char **argv)
{
    const char *be = argc > 1 ? argv[1] : "avx512";
    size_t len = argc > 2 ? strtoul(argv[2], NULL, 0) : 16384;
    int reps = argc > 3 ? atoi(argv[3]) : 9;
    static const int ciphers[2] = {GOSTGEN_KUZNYECHIK, GOSTGEN_MAGMA};
    static const char *names[2] = {"kuznyechik", "magma"};
    uint8_t key[32], nonce[16] = {0x12}, aad[13] = {1}, tag[16];
    uint8_t *buf = malloc(len), *sealed = malloc(len);
    memset(buf, 0x5c, len);
    for (int i = 0; i < 32; i++)
        key[i] = (uint8_t)(3 * i + 1);
    const char *only = argc > 4 && strcmp(argv[4], "all") != 0 ? argv[4] : NULL;
    const int decrypt = argc > 5 && strcmp(argv[5], "decrypt") == 0;
    for (int c = 0; c < 2; c++) {
        if (only != NULL && strcmp(only, names[c]) != 0)
            continue;
        double r[2][64];
        size_t bs = gostgen_block_size(ciphers[c]);
        /* decryption: of one sealed record, its tag verified every time */
        if (decrypt && gostgen_mgm_encrypt(ciphers[c], NULL, key, 32, nonce, bs, aad, sizeof aad,
                                           buf, sealed, len, tag, bs, be) != GOSTGEN_OK)
            return 1;
        for (int k = 0; k < reps && k < 64; k++) {
            for (int m = 0; m < 2; m++) {
                int iters = 0;
                double t0 = now(), t;
                do {
                    int rc;
                    if (m == 0)
                        rc = gostgen_crypt(ciphers[c], GOSTGEN_CTR, 0, NULL, key, 32, nonce,
                                           bs / 2, 0, be, buf, buf, len);
                    else if (decrypt)
                        rc = gostgen_mgm_decrypt(ciphers[c], NULL, key, 32, nonce, bs, aad,
                                                 sizeof aad, sealed, buf, len, tag, bs, be);
                    else
                        rc = gostgen_mgm_encrypt(ciphers[c], NULL, key, 32, nonce, bs, aad,
                                                 sizeof aad, buf, buf, len, tag, bs, be);
                    if (rc != GOSTGEN_OK) {
                        fprintf(stderr, "%s\n", gostgen_strerror(rc));
                        return 1;
                    }
                    /* the clock is a system call (~0.4 us): read it every 8 records */
                } while (++iters % 8 != 0 || (t = now() - t0) < 0.1);
                r[m][k] = iters * (double)len / t / 1e6;
            }
        }
        qsort(r[0], reps, sizeof(double), proto_cmp_double);
        qsort(r[1], reps, sizeof(double), proto_cmp_double);
        printf("%s %s, %zu-byte records: CTR %.1f MB/s, MGM%s %.1f MB/s, MGM/CTR %.3f\n", be,
               names[c], len, r[0][reps / 2], decrypt ? " decrypt" : "", r[1][reps / 2],
               r[1][reps / 2] / r[0][reps / 2]);
    }
    free(buf);
    free(sealed);
    return 0;
}
