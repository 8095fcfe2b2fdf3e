# Latency of ymm instructions in dependent chains, core cycles (0.616 TSC ticks per core cycle on
# the Zen 5 here; bench/results/avx2gfni-streebog.md). Run: python3 bench/proto/lat_ymm.py &&
# gcc -O1 -mavx2 -mgfni /tmp/lat_ymm.c -o /tmp/lat_ymm && /tmp/lat_ymm
tests=[]
def L(name, op, n=64):
    body=[op.format(d="%%ymm0", a="%%ymm0", b="%%ymm1") for _ in range(n)]
    tests.append((name, body, n))
L("mulb", "vgf2p8mulb {b}, {a}, {d}")
L("affine", "vgf2p8affineqb $0, {b}, {a}, {d}")
L("affineinv", "vgf2p8affineinvqb $0, {b}, {a}, {d}")
L("pshufb", "vpshufb {b}, {a}, {d}")
L("pshufd", "vpshufd $0x39, {a}, {d}")
L("perm2i128", "vperm2i128 $0x21, {b}, {a}, {d}")
L("unpcklbw", "vpunpcklbw {b}, {a}, {d}")
L("xor", "vpxor {b}, {a}, {d}")
L("cmpeqb", "vpcmpeqb {b}, {a}, {d}")
src=['#include <stdio.h>','#include <stdint.h>','#include <stdlib.h>',
'static inline uint64_t rd(void){ uint32_t lo,hi; __asm__ volatile("lfence\\n\\trdtsc" : "=a"(lo), "=d"(hi)); return ((uint64_t)hi<<32)|lo; }',
'static int cmp(const void*a,const void*b){double x=*(const double*)a,y=*(const double*)b;return x<y?-1:x>y;}',
'int main(void){ static double s[200];']
for name,body,count in tests:
    asm="\\n\\t".join(body)
    src.append(f'for(int r=0;r<200;r++){{ uint64_t t0=rd(); for(int i=0;i<100;i++) __asm__ volatile("{asm}" ::: "xmm0","xmm1"); s[r]=(double)(rd()-t0)/0.616/100/{count}; }} qsort(s,200,sizeof(double),cmp); printf("%-12s latency %.2f core cycles\\n", "{name}", s[100]);')
src.append('return 0; }')
open('/tmp/lat_ymm.c','w').write("\n".join(src))
