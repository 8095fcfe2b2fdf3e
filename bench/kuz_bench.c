/* kuz_bench.c: Kuznyechik throughput of every backend's block-cipher ops (the internal kernels,
 * gg_bc_ops_of), one core, 1 MiB per operation:
 *   ecb  - the blocks kernel over 65536 blocks;
 *   ctr  - GOST R 34.13-2015 CTR over whole blocks (128-bit big-endian counter from a random
 *          IV) as the mode layer runs it (gg_counted_run): a backend's fused CTR kernel where
 *          it has one, else counter blocks encrypted by the blocks kernel and xored in;
 *   schedule - the key schedule (ops->schedule), ns per key ("ns"), over 1000 keys.
 * Each figure: the median of REPEATS repeats of ITERS operations; thread CPU time (the machine
 * is shared) and rdtsc ticks (the TSC runs at the nominal clock). One JSON object per line.
 * Build: cc -O2 -Iruntime/include -Iruntime/src -Igenerated/runtime bench/kuz_bench.c
 *        build/lib/libgostgen.a -lpthread -ldl -lm -o kuz_bench
 * Usage: kuz_bench [REPEATS [ITERS]] */
#define _GNU_SOURCE
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <x86intrin.h>

#include "gg_internal.h"

#define BYTES (1u << 20)

static double cpu_ns(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return ts.tv_sec * 1e9 + ts.tv_nsec;
}

static int cmp(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

static double median(double *v, int n)
{
    qsort(v, n, sizeof *v, cmp);
    return n % 2 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
}

/* The mode layer's CTR over whole blocks (modes.c): the backend's fused kernel where it has one
 * (ops->ctr), else counter blocks built a batch at a time, encrypted by the blocks kernel and
 * xored in. The counter block of the first block is iv. */
static void ctr(const gg_key *k, const uint8_t iv[16], const uint8_t *in, uint8_t *out)
{
    uint8_t r[16];
    memcpy(r, iv, 16);
    for (int i = 16; i-- > 0;) /* the counter before the first block */
        if (r[i]-- != 0)
            break;
    gg_counted_run(k, GG_CHAIN_CTR, r, in, out, BYTES / 16);
}

int main(int argc, char **argv)
{
    int repeats = argc > 1 ? atoi(argv[1]) : 7, iters = argc > 2 ? atoi(argv[2]) : 20;
    uint8_t *in = malloc(BYTES), *out = malloc(BYTES);
    uint8_t key[32], iv[16];
    uint64_t rk[GG_KEY_MAX_MEM / 8]; /* the round keys, 8-aligned as gg_key_init asks */
    gg_key k;
    if (!in || !out || repeats < 1 || iters < 1) {
        fprintf(stderr, "kuz_bench: bad arguments or out of memory\n");
        return 2;
    }
    srand(1);
    for (size_t i = 0; i < BYTES; i++)
        in[i] = (uint8_t)rand();
    for (int i = 0; i < 32; i++)
        key[i] = (uint8_t)rand();
    for (int i = 0; i < 16; i++)
        iv[i] = (uint8_t)rand();
    for (int b = 0; gg_backends[b]; b++) {
        const gg_backend *be = gg_backends[b];
        const char *why = NULL;
        if (be->probe && !be->probe(&why))
            continue;
        gg_key_init(&k, (uint8_t *)rk, be, GOSTGEN_KUZNYECHIK, NULL, key);
        const gg_bc_ops *op = k.ops;
        for (int mode = 0; mode < 2; mode++) {
            double ns[64], tk[64];
            if (repeats > 64)
                repeats = 64;
            for (int r = -1; r < repeats; r++) { /* r = -1: warm-up */
                double t0 = cpu_ns();
                uint64_t c0 = __rdtsc();
                for (int i = 0; i < iters; i++) {
                    if (mode == 0)
                        op->blocks(k.rk, 0, in, out, BYTES / 16);
                    else
                        ctr(&k, iv, in, out);
                }
                uint64_t c1 = __rdtsc();
                double t1 = cpu_ns();
                if (r >= 0) {
                    ns[r] = (t1 - t0) / iters;
                    tk[r] = (double)(c1 - c0) / iters;
                }
            }
            double n = median(ns, repeats), t = median(tk, repeats);
            printf("{\"backend\":\"%s\",\"mode\":\"%s\",\"bytes\":%u,\"ns\":%.0f,\"mb_s\":%.1f,"
                   "\"tsc_per_byte\":%.3f,\"repeats\":%d}\n",
                   be->name, mode ? "ctr" : "ecb", BYTES, n, BYTES / n * 1e3, t / BYTES, repeats);
            fflush(stdout);
        }
        enum { KEYS = 1000 };
        double ns[64];
        for (int r = -1; r < repeats; r++) {
            double t0 = cpu_ns();
            for (int i = 0; i < KEYS; i++) {
                key[i & 31] ^= k.rk[0]; /* each key depends on the last schedule */
                op->schedule(key, k.rk);
            }
            if (r >= 0)
                ns[r] = (cpu_ns() - t0) / KEYS;
        }
        printf("{\"backend\":\"%s\",\"mode\":\"schedule\",\"ns\":%.0f,\"repeats\":%d}\n",
               be->name, median(ns, repeats), repeats);
        fflush(stdout);
    }
    free(in);
    free(out);
    return 0;
}
