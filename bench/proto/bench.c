/* Times the prototype kernels (out/kern.c) against the portable table code. TSC ticks. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <stdint.h>
#include <x86intrin.h>
#include "out/kern.h"
void gg_portable_streebog_g(uint8_t h[64], const uint8_t N[64], const uint8_t m[64]);

static int cmp(const void *a, const void *b) { double x = *(const double *)a, y = *(const double *)b; return x < y ? -1 : x > y; }
static void add512(uint8_t a[64], const uint8_t b[64])
{ unsigned c = 0; for (int i = 0; i < 64; i++) { c += (unsigned)a[i] + b[i]; a[i] = (uint8_t)c; c >>= 8; } }

typedef void (*kfn)(uint8_t *const[], const uint8_t *const[], const uint8_t *const[]);
#define MSG (1 << 20)
#define BM 64
#define BLEN 4096
static uint8_t msg[MSG], bmsg[BM][BLEN];

static double single(kfn f, int full)
{
    uint8_t h[64] = {0}, N[64] = {0}, S[64] = {0};
    uint8_t *hp[1] = {h}; const uint8_t *np[1] = {N}; const uint8_t *mp[1];
    uint64_t t0 = __rdtsc();
    for (size_t off = 0; off < MSG; off += 64) {
        mp[0] = msg + off;
        if (f) f(hp, np, mp); else gg_portable_streebog_g(h, N, msg + off);
        unsigned v = 512; for (int i = 0; i < 64 && v; i++) { v += N[i]; N[i] = (uint8_t)v; v >>= 8; }
        if (full) add512(S, msg + off);
    }
    uint64_t t1 = __rdtsc();
    __asm__ volatile("" :: "r"(h[0] + S[0]));
    return (double)(t1 - t0) / MSG;
}

static double batch(kfn f, int lanes)
{
    static uint8_t h[BM][64], N[BM][64];
    memset(h, 0, sizeof h); memset(N, 0, sizeof N);
    uint64_t t0 = __rdtsc();
    for (size_t off = 0; off < BLEN; off += 64)
        for (int j = 0; j + lanes <= BM; j += lanes) {
            uint8_t *hp[8]; const uint8_t *np[8], *mp[8];
            for (int l = 0; l < lanes; l++) { hp[l] = h[j + l]; np[l] = N[j + l]; mp[l] = bmsg[j + l] + off; }
            if (f) f(hp, np, mp); else gg_portable_streebog_g(hp[0], np[0], mp[0]);
        }
    uint64_t t1 = __rdtsc();
    return (double)(t1 - t0) / (BM * BLEN);
}

int main(int argc, char **argv)
{
    int reps = argc > 1 ? atoi(argv[1]) : 9;
    srand(1);
    for (size_t i = 0; i < MSG; i++) msg[i] = (uint8_t)rand();
    for (int j = 0; j < BM; j++) for (int i = 0; i < BLEN; i++) bmsg[j][i] = (uint8_t)rand();
    /* correctness against the portable backend */
    int bad = 0;
#define K(name, lanes) { \
        uint8_t h[8][64], hr[8][64], N[8][64]; uint8_t *hp[8]; const uint8_t *np[8], *mp[8]; \
        for (int t = 0; t < 50; t++) { \
            for (int l = 0; l < lanes; l++) { for (int i = 0; i < 64; i++) { h[l][i] = hr[l][i] = (uint8_t)rand(); N[l][i] = (uint8_t)rand(); } \
                hp[l] = h[l]; np[l] = N[l]; mp[l] = msg + 64 * (t * 8 + l); gg_portable_streebog_g(hr[l], N[l], mp[l]); } \
            name(hp, np, mp); \
            for (int l = 0; l < lanes; l++) if (memcmp(h[l], hr[l], 64)) { bad = 1; printf("MISMATCH %s lane %d\n", #name, l); break; } \
        } }
    KERNELS
#undef K
    if (bad) return 1;
    printf("all kernels match the portable g\n");
    /* repeats interleaved across kernels (so load changes hit all alike); min and median */
    enum { NK = 32 };
    const char *names[NK]; kfn fs[NK]; int ls[NK]; int nk = 0;
#define K(name, lanes) names[nk] = #name; fs[nk] = name; ls[nk] = lanes; nk++;
    KERNELS
#undef K
    static double sg[NK][64], sa[NK][64], bt[NK][64];
    if (reps > 64) reps = 64;
    for (int i = 0; i < reps; i++)
        for (int k = 0; k < nk; k++) {
            sg[k][i] = ls[k] == 1 ? single(fs[k], 0) : 0;
            sa[k][i] = ls[k] == 1 ? single(fs[k], 1) : 0;
            bt[k][i] = batch(fs[k], ls[k]);
        }
    printf("%-12s %-22s %-22s %-22s\n", "kernel", "single g (min/med)", "+Sigma add (min/med)", "batch (min/med) c/B");
    for (int k = 0; k < nk; k++) {
        qsort(sg[k], reps, sizeof(double), cmp); qsort(sa[k], reps, sizeof(double), cmp); qsort(bt[k], reps, sizeof(double), cmp);
        printf("%-12s %6.2f / %-13.2f %6.2f / %-13.2f %6.2f / %-6.2f\n", names[k], sg[k][0], sg[k][reps / 2], sa[k][0], sa[k][reps / 2], bt[k][0], bt[k][reps / 2]);
    }
    return 0;
}
