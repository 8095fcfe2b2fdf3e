/* avx512_magma.c: a small timing harness for the Magma kernels of one backend, through the public
 * API (what bench/results/avx512-magma.md reports). Each sample is one call on a warm buffer,
 * timed with rdtsc; prints the median and the minimum over the samples (the minimum is the one
 * to read on a shared machine: a sample that was not preempted), in TSC cycles per byte and
 * MB/s.
 *
 *   cc -O2 -Iruntime/include bench/avx512_magma.c build/lib/libgostgen.a -o /tmp/avx512_magma
 *   /tmp/avx512_magma [backend] [samples]
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <x86intrin.h>

#include "gostgen.h"

static double tsc_hz(void)
{
    struct timespec a, b;
    clock_gettime(CLOCK_MONOTONIC, &a);
    uint64_t t0 = __rdtsc();
    do
        clock_gettime(CLOCK_MONOTONIC, &b);
    while ((b.tv_sec - a.tv_sec) * 1e9 + (b.tv_nsec - a.tv_nsec) < 2e8);
    uint64_t t1 = __rdtsc();
    return (t1 - t0) / ((b.tv_sec - a.tv_sec) + (b.tv_nsec - a.tv_nsec) * 1e-9);
}

static int cmp_u64(const void *x, const void *y)
{
    uint64_t a = *(const uint64_t *)x, b = *(const uint64_t *)y;
    return a < b ? -1 : a > b;
}

enum { N_STREAMS = 64, SECTOR = 512 };
static uint8_t *buf, *obuf, key[32], iv[8], *keys_mem, *sect_in, *sect_out, macs[N_STREAMS * 4];
static const uint8_t *keys[N_STREAMS], *ivs[N_STREAMS], *ins[N_STREAMS];
static uint8_t *outs[N_STREAMS];
static const char *be;

typedef struct work {
    const char *name;
    int cipher, mode;
    unsigned flags;
    int multi; /* 0 one stream, 1 crypt_multi CFB, 2 mac_multi */
} work;

static int run(const work *w, size_t len)
{
    size_t ivl = w->mode == GOSTGEN_ECB ? 0 : w->mode == GOSTGEN_CTR ? 4 : 8;
    if (w->multi == 1)
        return gostgen_crypt_multi(w->cipher, w->mode, 0, NULL, N_STREAMS, keys, ivs, 8, w->flags,
                                   be, ins, outs, SECTOR);
    if (w->multi == 2)
        return gostgen_mac_multi(w->cipher, NULL, N_STREAMS, keys, be, ins, SECTOR, 32, macs);
    return gostgen_crypt(w->cipher, w->mode, 0, NULL, key, 32, iv, ivl, w->flags, be, buf, obuf,
                         len);
}

int main(int argc, char **argv)
{
    be = argc > 1 ? argv[1] : "avx512";
    int samples = argc > 2 ? atoi(argv[2]) : 300;
    static const work works[] = {
        {"gost89-ecb", GOSTGEN_GOST89, GOSTGEN_ECB, 0, 0},
        {"magma-ecb", GOSTGEN_MAGMA, GOSTGEN_ECB, 0, 0},
        {"magma-ctr", GOSTGEN_MAGMA, GOSTGEN_CTR, 0, 0},
        {"gost89-cnt", GOSTGEN_GOST89, GOSTGEN_CNT, 0, 0},
        {"gost89-cnt-mesh", GOSTGEN_GOST89, GOSTGEN_CNT, GOSTGEN_FLAG_MESH, 0},
        {"gost89-cfb-multi", GOSTGEN_GOST89, GOSTGEN_CFB, 0, 1},
        {"gost89-cfb-mesh-multi", GOSTGEN_GOST89, GOSTGEN_CFB, GOSTGEN_FLAG_MESH, 1},
        {"gost89-mac-multi", GOSTGEN_GOST89, 0, 0, 2},
    };
    static const size_t lens[] = {64 << 10, 1 << 20};
    buf = malloc(1 << 20);
    obuf = malloc(1 << 20);
    sect_in = malloc(N_STREAMS * SECTOR);
    sect_out = malloc(N_STREAMS * SECTOR);
    keys_mem = malloc(N_STREAMS * 40);
    for (size_t i = 0; i < (1 << 20); i++)
        buf[i] = (uint8_t)(i * 131 + 7);
    for (size_t i = 0; i < N_STREAMS * SECTOR; i++)
        sect_in[i] = (uint8_t)(i * 17 + 3);
    for (size_t i = 0; i < N_STREAMS * 40; i++)
        keys_mem[i] = (uint8_t)(i * 29 + 1);
    for (int i = 0; i < 32; i++)
        key[i] = (uint8_t)(i * 7 + 1);
    for (int i = 0; i < N_STREAMS; i++) {
        keys[i] = keys_mem + 40 * i;
        ivs[i] = keys_mem + 40 * i + 32;
        ins[i] = sect_in + SECTOR * i;
        outs[i] = sect_out + SECTOR * i;
    }
    if (gostgen_backend_check(be) != 0) {
        fprintf(stderr, "backend %s is not available\n", be);
        return 1;
    }
    double hz = tsc_hz();
    printf("backend %s, TSC %.3f GHz, %d samples per row\n", be, hz / 1e9, samples);
    printf("%-22s %9s %12s %12s %12s %12s\n", "workload", "bytes", "median c/B", "min c/B",
           "median MB/s", "best MB/s");
    uint64_t *t = malloc(sizeof *t * samples);
    for (size_t wi = 0; wi < sizeof works / sizeof *works; wi++) {
        const work *w = &works[wi];
        for (size_t li = 0; li < (w->multi ? 1 : 2); li++) {
            size_t len = w->multi ? N_STREAMS * SECTOR : lens[li];
            int reps = len >= (1 << 20) ? samples / 10 + 1 : samples;
            for (int i = 0; i < 3; i++)
                if (run(w, len) != 0) {
                    fprintf(stderr, "%s: call failed\n", w->name);
                    return 1;
                }
            for (int i = 0; i < reps; i++) {
                uint64_t t0 = __rdtsc();
                run(w, len);
                t[i] = __rdtsc() - t0;
            }
            qsort(t, reps, sizeof *t, cmp_u64);
            double med = (double)t[reps / 2] / len, mn = (double)t[0] / len;
            printf("%-22s %9zu %12.3f %12.3f %12.1f %12.1f\n", w->name, len, med, mn,
                   hz / med / 1e6, hz / mn / 1e6);
        }
    }
    return 0;
}
