/* The avx2gfni Streebog kernels alone (no runtime), TSC cycles per 64-byte block; link with
 * build/lib/libgostgen.a: gcc -O2 bench/proto/avx2gfni_streebog_kernel.c build/lib/libgostgen.a.
 * Core cycles assume 0.616 TSC ticks per core cycle (imul latency measured on the Zen 5 here). */
#include <stdio.h>
#include <stdint.h>
#include <stddef.h>
#include <string.h>
void gg_avx2gfni_streebog_g(uint8_t h[64], const uint8_t N[64], const uint8_t m[64]);
void gg_avx2gfni_streebog_g_lanes(size_t n, uint8_t *const h[], const uint8_t *const N[], const uint8_t *const m[]);
static inline uint64_t rd(void){ uint32_t lo,hi; __asm__ volatile("lfence\n\trdtsc" : "=a"(lo), "=d"(hi)); return ((uint64_t)hi<<32)|lo; }
int main(void){
  static uint8_t h[8][64], N[8][64], m[8][64];
  for (int i=0;i<64*8;i++){ ((uint8_t*)h)[i]=i*7; ((uint8_t*)m)[i]=i*13; }
  uint8_t *hp[8]; const uint8_t *Np[8], *mp[8];
  for(int i=0;i<8;i++){hp[i]=h[i];Np[i]=N[i];mp[i]=m[i];}
  for (int rep=0; rep<3; rep++){
    uint64_t t0=rd(); for(int i=0;i<200000;i++) gg_avx2gfni_streebog_g(h[0],N[0],m[0]); uint64_t t1=rd();
    printf("one: %.1f TSC cycles/block = %.0f core\n", (double)(t1-t0)/200000, (double)(t1-t0)/200000/0.616);
    for (int n=1;n<=4;n++){ t0=rd(); for(int i=0;i<100000;i++) gg_avx2gfni_streebog_g_lanes(n,hp,Np,mp); t1=rd();
    printf("lanes n=%d: %.1f TSC cycles/block = %.0f core\n", n, (double)(t1-t0)/100000/n, (double)(t1-t0)/100000/n/0.616);}
  }
  return h[0][0];
}
