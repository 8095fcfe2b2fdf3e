/* Library-level Streebog-512 speed in core cycles, robust to load from other processes: many
 * short samples, each next to an imul reference chain (3 cycles per imul) so clock changes
 * cancel, median over samples. gostgen (a backend forced by name) and libgcrypt, streaming
 * (16 KiB updates into one context) and batch (64 x 4 KiB).
 * cc -O2 libcycles.c -I../../runtime/include ../../build/lib/libgostgen.a -lgcrypt */
#include <gcrypt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <stdint.h>
#include "gostgen.h"
static inline uint64_t rd(void) { uint32_t lo, hi; __asm__ volatile("lfence\n\trdtsc" : "=a"(lo), "=d"(hi)); return ((uint64_t)hi << 32) | lo; }
static double ref(void) { long x = 3; uint64_t t0 = rd(); for (long i = 0; i < 300; i++) __asm__ volatile("imul %0,%0\n\timul %0,%0\n\timul %0,%0\n\timul %0,%0" : "+r"(x)); return (double)(rd() - t0) / (300 * 12); }
static int cmp(const void *a, const void *b) { double x = *(const double *)a, y = *(const double *)b; return x < y ? -1 : x > y; }
#define CH (16 << 10)
#define NB 64
#define BL 4096
static uint8_t buf[CH], bm[NB][BL];
enum { REPS = 300 };
int main(void)
{
    for (int i = 0; i < CH; i++) buf[i] = (uint8_t)(i * 13 + 5);
    for (int j = 0; j < NB; j++) for (int i = 0; i < BL; i++) bm[j][i] = (uint8_t)(i * 7 + j);
    const uint8_t *ptrs[NB]; size_t lens[NB]; static uint8_t dig[NB * 64];
    for (int j = 0; j < NB; j++) { ptrs[j] = bm[j]; lens[j] = BL; }
    gcry_check_version(NULL);
    gostgen_hash_ctx *ga, *gp; gostgen_hash_new(&ga, 512, "avx512"); gostgen_hash_new(&gp, 512, "portable");
    gcry_md_hd_t hd; gcry_md_open(&hd, GCRY_MD_STRIBOG512, 0);
    static double s[6][REPS], clk[REPS];
    for (int r = 0; r < REPS; r++) {
        double a = ref(); uint64_t t[7];
        t[0] = rd(); gostgen_hash_update(ga, buf, CH);
        t[1] = rd(); gostgen_hash_update(gp, buf, CH);
        t[2] = rd(); gcry_md_write(hd, buf, CH);
        t[3] = rd(); gostgen_hash_batch(512, "avx512", NB, ptrs, lens, dig);
        t[4] = rd(); gostgen_hash_batch(512, "portable", NB, ptrs, lens, dig);
        t[5] = rd(); for (int j = 0; j < NB; j++) gcry_md_hash_buffer(GCRY_MD_STRIBOG512, dig, bm[j], BL);
        t[6] = rd();
        double b = ref(), tpc = (a + b) / 2;
        for (int k = 0; k < 6; k++) s[k][r] = (t[k + 1] - t[k]) / tpc / (k < 3 ? CH : NB * BL);
        clk[r] = 1 / tpc;
    }
    const char *nm[6] = {"gostgen avx512 stream", "gostgen portable stream", "libgcrypt stream", "gostgen avx512 batch", "gostgen portable batch", "libgcrypt one by one"};
    qsort(clk, REPS, sizeof(double), cmp);
    double ghz = 2.5961 * clk[REPS / 2];
    printf("core clock %.2f x TSC (~%.2f GHz if the TSC is 2.5961 GHz)\n", clk[REPS / 2], ghz);
    double med[6];
    for (int k = 0; k < 6; k++) { qsort(s[k], REPS, sizeof(double), cmp); med[k] = s[k][REPS / 2]; }
    for (int k = 0; k < 6; k++)
        printf("%-26s %6.2f core cycles/B  ~%5.0f MB/s at that clock   x%.2f vs libgcrypt\n", nm[k], med[k], ghz * 1e3 / med[k], med[k < 3 ? 2 : 5] / med[k]);
    return 0;
}
