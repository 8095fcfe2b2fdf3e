/* A/B timing of prototype kernels: short samples, all kernels (and an imul reference chain,
 * 3 cycles per imul) measured back to back in every sample so that clock changes cancel; reports
 * core cycles per byte (median over samples of ticks / reference ticks per cycle). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <stdint.h>
#include <x86intrin.h>
#include "out/kern.h"
typedef void (*kfn)(uint8_t *const[], const uint8_t *const[], const uint8_t *const[]);
static int cmp(const void *a, const void *b) { double x = *(const double *)a, y = *(const double *)b; return x < y ? -1 : x > y; }
static inline uint64_t rd(void) { uint32_t lo, hi; __asm__ volatile("lfence\n\trdtsc" : "=a"(lo), "=d"(hi)); return ((uint64_t)hi << 32) | lo; }
#define SB 64 /* blocks per sample */
#define BM 64
static uint8_t msg[SB * 64], bmsg[BM][SB * 64];
static double ref_ticks_per_cycle(void)
{
    long x = 3; uint64_t t0 = rd();
    for (long i = 0; i < 2000; i++) __asm__ volatile("imul %0,%0\n\timul %0,%0\n\timul %0,%0\n\timul %0,%0" : "+r"(x));
    return (double)(rd() - t0) / (2000 * 4 * 3);
}
static double single(kfn f)
{
    static uint8_t h[64], N[64];
    uint8_t *hp[1] = {h}; const uint8_t *np[1] = {N}; const uint8_t *mp[1];
    uint64_t t0 = rd();
    for (int b = 0; b < SB; b++) { mp[0] = msg + 64 * b; f(hp, np, mp); N[1] += 2; }
    return (double)(rd() - t0);
}
static double batch(kfn f, int lanes)
{
    static uint8_t h[BM][64], N[BM][64];
    uint64_t t0 = rd();
    for (int b = 0; b < 8; b++)
        for (int j = 0; j + lanes <= BM; j += lanes) {
            uint8_t *hp[8]; const uint8_t *np[8], *mp[8];
            for (int l = 0; l < lanes; l++) { hp[l] = h[j + l]; np[l] = N[j + l]; mp[l] = bmsg[j + l] + 64 * b; }
            f(hp, np, mp);
        }
    return (double)(rd() - t0) / (BM / lanes * lanes) * SB / 8; /* per SB blocks per message */
}
int main(int argc, char **argv)
{
    int reps = argc > 1 ? atoi(argv[1]) : 300;
    for (size_t i = 0; i < sizeof msg; i++) msg[i] = (uint8_t)(i * 7 + 1);
    for (int j = 0; j < BM; j++) for (int i = 0; i < SB * 64; i++) bmsg[j][i] = (uint8_t)(i * 5 + j);
    enum { NK = 32 };
    const char *names[NK]; kfn fs[NK]; int ls[NK]; int nk = 0;
#define K(name, lanes) names[nk] = #name; fs[nk] = name; ls[nk] = lanes; nk++;
    KERNELS
#undef K
    double *s1 = calloc((size_t)nk * reps, sizeof(double)), *s2 = calloc((size_t)nk * reps, sizeof(double)), tsc[4096];
    for (int r = 0; r < reps; r++) {
        double a = ref_ticks_per_cycle();
        for (int k = 0; k < nk; k++) {
            s1[k * reps + r] = ls[k] == 1 ? single(fs[k]) : 0;
            s2[k * reps + r] = batch(fs[k], ls[k]);
        }
        double b = ref_ticks_per_cycle();
        double t = (a + b) / 2;
        for (int k = 0; k < nk; k++) { s1[k * reps + r] /= t * SB * 64; s2[k * reps + r] /= t * SB * 64; }
        tsc[r % 4096] = 1 / t;
    }
    qsort(tsc, reps < 4096 ? reps : 4096, sizeof(double), cmp);
    printf("core cycles per TSC tick: median %.3f (core clock ~ %.2f x TSC)\n", tsc[reps / 2], tsc[reps / 2]);
    printf("%-12s %-24s %-24s\n", "kernel", "single: cyc/B med (min)", "batch: cyc/B med (min)");
    for (int k = 0; k < nk; k++) {
        qsort(s1 + k * reps, reps, sizeof(double), cmp); qsort(s2 + k * reps, reps, sizeof(double), cmp);
        printf("%-12s %6.3f (%6.3f)          %6.3f (%6.3f)\n", names[k], s1[k * reps + reps / 2], s1[k * reps], s2[k * reps + reps / 2], s2[k * reps]);
    }
    return 0;
}
