/* MGM one-shot encryption vs CTR of the same cipher through the C API, one backend, records of
 * LEN bytes (default 16 KiB) with 13 bytes of associated data: medians of repeats.
 * Build: cc -O2 -Iruntime/include bench/proto/mgm_speed.c build/lib/libgostgen.a -lpthread -lm
 * Run:   ./a.out [backend] [len] [repeats] [kuznyechik|magma] */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "gostgen.h"

static double now(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec + t.tv_nsec * 1e-9;
}

static int cmp(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

int main(int argc, char **argv)
{
    const char *be = argc > 1 ? argv[1] : "avx512";
    size_t len = argc > 2 ? strtoul(argv[2], NULL, 0) : 16384;
    int reps = argc > 3 ? atoi(argv[3]) : 9;
    static const int ciphers[2] = {GOSTGEN_KUZNYECHIK, GOSTGEN_MAGMA};
    static const char *names[2] = {"kuznyechik", "magma"};
    uint8_t key[32], nonce[16] = {0x12}, aad[13] = {1}, tag[16];
    uint8_t *buf = malloc(len);
    memset(buf, 0x5c, len);
    for (int i = 0; i < 32; i++)
        key[i] = (uint8_t)(3 * i + 1);
    const char *only = argc > 4 ? argv[4] : NULL;
    for (int c = 0; c < 2; c++) {
        if (only != NULL && strcmp(only, names[c]) != 0)
            continue;
        double r[2][64];
        size_t bs = gostgen_block_size(ciphers[c]);
        for (int k = 0; k < reps && k < 64; k++) {
            for (int m = 0; m < 2; m++) {
                int iters = 0;
                double t0 = now(), t;
                do {
                    int rc = m ? gostgen_mgm_encrypt(ciphers[c], NULL, key, 32, nonce, bs, aad, sizeof aad,
                                                     buf, buf, len, tag, bs, be)
                               : gostgen_crypt(ciphers[c], GOSTGEN_CTR, 0, NULL, key, 32, nonce, bs / 2, 0,
                                               be, buf, buf, len);
                    if (rc != GOSTGEN_OK) {
                        fprintf(stderr, "%s\n", gostgen_strerror(rc));
                        return 1;
                    }
                    iters++;
                } while ((t = now() - t0) < 0.1);
                r[m][k] = iters * (double)len / t / 1e6;
            }
        }
        qsort(r[0], reps, sizeof(double), cmp);
        qsort(r[1], reps, sizeof(double), cmp);
        printf("%s %s, %zu-byte records: CTR %.1f MB/s, MGM %.1f MB/s, MGM/CTR %.3f\n", be,
               names[c], len, r[0][reps / 2], r[1][reps / 2], r[1][reps / 2] / r[0][reps / 2]);
    }
    free(buf);
    return 0;
}
