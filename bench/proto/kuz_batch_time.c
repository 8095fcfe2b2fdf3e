/* kuz_batch_time.c: the avx512 Kuznyechik batch kernel timed by itself (one 64-block batch,
 * nine rounds in registers; min of 3000 x 16 calls, TSC cycles), beside the whole ECB and CTR
 * calls on 64 KiB (min of 3000). Includes the generated file, so that the static batch function
 * is reachable and an edited copy of the file can be timed against it (-DKFILE=...).
 *
 *   gcc -O3 -mavx512f -mavx512bw -mavx512vl -mavx512vbmi -mgfni -I. -Iruntime/include -Iruntime/src \
 *       -Igenerated/runtime -DKFILE='"generated/avx512/kuznyechik.c"' \
 *       bench/proto/kuz_batch_time.c build/lib/libgostgen.a -o /tmp/kbt && /tmp/kbt
 *
 * (-O3 as the library is built: at -O2 gcc keeps the transposes' loops and they go through
 * the stack.) Used in bench/results/kuz-avx512-zen4-floor.md with bench/mix_floor.py. */
#include KFILE
#include <stdio.h>
#include <stdlib.h>
#include <x86intrin.h>

int main(void)
{
    static __m512i kv[10][16], x[1][16];
    static uint8_t rk[160], buf[65536], out[65536];
    uint8_t ctr[16] = {0};
    srand(1);
    for (int i = 0; i < 160; i++)
        rk[i] = (uint8_t)rand();
    key_vectors(kv, rk);
    for (int i = 0; i < 16; i++)
        x[0][i] = _mm512_set1_epi8((char)rand());
    const __m512i *ks[1] = {&kv[0][0]};
    uint64_t batch = ~0ull, ecb = ~0ull, ctrt = ~0ull;
    for (int rep = 0; rep < 3000; rep++) {
        uint64_t t0 = __rdtsc();
        for (int j = 0; j < 16; j++)
            encrypt1(x, ks);
        uint64_t t = __rdtsc() - t0;
        if (t < batch) batch = t;
        t0 = __rdtsc();
        gg_avx512_kuznyechik_blocks(rk, 0, buf, out, 4096);
        t = __rdtsc() - t0;
        if (t < ecb) ecb = t;
        t0 = __rdtsc();
        gg_avx512_kuznyechik_ctr(rk, ctr, buf, out, 4096);
        t = __rdtsc() - t0;
        if (t < ctrt) ctrt = t;
    }
    printf("batch kernel: %.0f TSC cycles per 64-block batch (%.1f per round of 9)\n"
           "64 KiB: ECB %.0f, CTR %.0f TSC cycles per batch (the transposes, counters and calls)\n",
           batch / 16.0, batch / 16.0 / 9, ecb / 64.0, ctrt / 64.0);
    return (int)(_mm512_reduce_add_epi32(x[0][0]) & 1);
}
