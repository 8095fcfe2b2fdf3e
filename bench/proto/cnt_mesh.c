/* GOST 28147-89 CNT with and without CryptoPro meshing through gostgen_crypt, one backend, one
 * buffer: the ratio #12 asks about (meshing at least 80% of plain CNT). Medians of repeats.
 * Build: cc -O2 -Iruntime/include bench/proto/cnt_mesh.c build/lib/libgostgen.a -lpthread
 * Run:   ./a.out [backend] [bytes] [repeats] */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "gostgen.h"
#include "proto_time.h"

static double now(void)
{
    return proto_seconds(CLOCK_MONOTONIC);
}

int main(int argc, char **argv)
{
    const char *be = argc > 1 ? argv[1] : "avx512";
    size_t len = argc > 2 ? strtoul(argv[2], NULL, 0) : 1u << 20;
    int reps = argc > 3 ? atoi(argv[3]) : 15;
    uint8_t key[32], iv[8];
    uint8_t *buf = malloc(len);
    for (size_t i = 0; i < len; i++)
        buf[i] = (uint8_t)(i * 131);
    for (int i = 0; i < 32; i++)
        key[i] = (uint8_t)(7 * i + 1);
    memset(iv, 0x5a, sizeof iv);
    double mbs[2][64];
    for (int r = 0; r < reps && r < 64; r++) {
        for (int m = 0; m < 2; m++) {
            unsigned flags = m ? GOSTGEN_FLAG_MESH : 0;
            int iters = 0;
            double t0 = now(), t;
            do {
                if (gostgen_crypt(GOSTGEN_GOST89, GOSTGEN_CNT, 0, NULL, key, 32, iv, 8, flags, be,
                                  buf, buf, len) != GOSTGEN_OK) {
                    fprintf(stderr, "gostgen_crypt failed\n");
                    return 1;
                }
                iters++;
            } while ((t = now() - t0) < 0.1);
            mbs[m][r] = iters * (double)len / t / 1e6;
        }
    }
    qsort(mbs[0], reps, sizeof(double), proto_cmp_double);
    qsort(mbs[1], reps, sizeof(double), proto_cmp_double);
    double plain = mbs[0][reps / 2], mesh = mbs[1][reps / 2];
    printf("%s, %zu bytes, %d repeats (medians): CNT %.1f MB/s, CNT + meshing %.1f MB/s, ratio %.3f\n",
           be, len, reps, plain, mesh, mesh / plain);
    free(buf);
    return 0;
}
