/* One MGM message on 1 and 2 library threads (gostgen_set_threads): gostgen_mgm_encrypt on
 * avx512, no associated data, messages of 1 and 8 MiB, median of 9 calls (wall clock: the
 * second thread's time counts only where it overlaps).
 * Build: cc -O2 -Iruntime/include bench/proto/mgm_threads.c build/lib/libgostgen.a -lpthread -lm
 * Run:   ./a.out [backend] */
#include <stdio.h>
#include <stdlib.h>
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
    static const size_t lens[2] = {1u << 20, 8u << 20};
    static const int ciphers[2] = {GOSTGEN_KUZNYECHIK, GOSTGEN_MAGMA};
    static const char *names[2] = {"kuznyechik", "magma"};
    unsigned char *in = calloc(1, 8u << 20), *out = malloc(8u << 20);
    unsigned char key[32] = {1}, nonce[16] = {0}, tag[16];
    if (in == NULL || out == NULL)
        return 1;
    for (int c = 0; c < 2; c++)
        for (int l = 0; l < 2; l++)
            for (unsigned t = 1; t <= 2; t++) {
                const size_t bs = gostgen_block_size(ciphers[c]);
                double d[9];
                gostgen_set_threads(t);
                for (int r = 0; r < 9; r++) {
                    double t0 = now();
                    if (gostgen_mgm_encrypt(ciphers[c], NULL, key, 32, nonce, bs, NULL, 0, in, out,
                                            lens[l], tag, bs, be) != GOSTGEN_OK)
                        return 1;
                    d[r] = now() - t0;
                }
                qsort(d, 9, sizeof d[0], proto_cmp_double);
                printf("%s %s %zu KiB, %u thread(s): %.0f MB/s\n", be, names[c], lens[l] >> 10, t,
                       lens[l] / d[4] / 1e6);
            }
    free(in);
    free(out);
    return 0;
}
