# Throughput of ymm instructions alone and paired with vgf2p8mulb, in core cycles (imul reference),
# to see which share the two ports GFNI issues on (backends/_avx2gfni_streebog.py). Run: python3
# bench/proto/tp_ymm.py && gcc -O1 -mavx2 -mgfni /tmp/tp_ymm.c -o /tmp/tp_ymm && /tmp/tp_ymm
tests=[]
def R(i): return f"%%ymm{i}"  # 8 destinations, sources from ymm8-15
def T(name, ops):
    body=[]
    for r in range(8):
        for op in ops:
            body.append(op.format(d=R(r), a=R(8+r%4), b=R(12+r%4), a_=8+r%4))
    tests.append((name, body, 8*len(ops)))
MUL="vgf2p8mulb {a}, {b}, {d}"; AFF="vgf2p8affineqb $0, {a}, {b}, {d}"; SH="vpshufb {a}, {b}, {d}"
SRL="vpsrlq $8, {a}, {d}"; SLL="vpsllq $8, {a}, {d}"; ALR="vpalignr $3, {a}, {b}, {d}"; SHD="vpshufd $0x4e, {a}, {d}"
XOR="vpxor {a}, {b}, {d}"; UNP="vpunpcklbw {a}, {b}, {d}"; P2="vperm2i128 $0x20, {a}, {b}, {d}"; BLV="vpblendvb {a}, {b}, {a}, {d}"
SRLDQ="vpsrldq $3, {a}, {d}"; PERMQ="vpermq $0x4e, {a}, {d}"
CMPB="vpcmpeqb {a}, {b}, {d}"; SRLW2="vpsrlw $8, {a}, {d}"; SHLW="vpshuflw $0xb1, {a}, {d}"
INS="vinserti128 $1, %%xmm{a_}, {b}, {d}"
BLD="vpblendd $0xf0, {a}, {b}, {d}"
for nm,op in [("ins",INS),("blendd",BLD),("cmpeqb",CMPB),("shuflw",SHLW),("mul",MUL),("aff",AFF),("pshufb",SH),("srlq",SRL),("alignr",ALR),("pshufd",SHD),("xor",XOR),("unpck",UNP),("perm2i128",P2),("blendv",BLV),("srldq",SRLDQ),("permq",PERMQ)]:
    T(nm,[op])
T("mul+blendd",[MUL,BLD]); T("mul+ins",[MUL,INS]); T("mul+cmpeqb",[MUL,CMPB]); T("mul+srlw",[MUL,SRLW2]); T("mul+shuflw",[MUL,SHLW]); T("mul+pshufb",[MUL,SH]); T("mul+srlq",[MUL,SRL]); T("pshufb+srlq",[SH,SRL]); T("mul+srlq+sllq",[MUL,SRL,SLL]); T("mul+unpck",[MUL,UNP]); T("mul+alignr",[MUL,ALR]); T("mul+pshufd",[MUL,SHD]);T("mul+blendv",[MUL,BLV]); T("mul+srldq",[MUL,SRLDQ]); T("mul+xor+xor",[MUL,XOR,XOR])
src=['#include <stdio.h>','#include <stdint.h>','#include <stdlib.h>',
'static inline uint64_t rd(void){ uint32_t lo,hi; __asm__ volatile("lfence\\n\\trdtsc" : "=a"(lo), "=d"(hi)); return ((uint64_t)hi<<32)|lo; }',
'static double ref(void){ long x=3; uint64_t t0=rd(); for(long i=0;i<300;i++) __asm__ volatile("imul %0,%0\\n\\timul %0,%0\\n\\timul %0,%0\\n\\timul %0,%0":"+r"(x)); return (double)(rd()-t0)/(300*12); }',
'static int cmp(const void*a,const void*b){double x=*(const double*)a,y=*(const double*)b;return x<y?-1:x>y;}',
'#define CLOB "xmm0","xmm1","xmm2","xmm3","xmm4","xmm5","xmm6","xmm7","memory"',
'int main(void){ static double s[200];']
for name,body,count in tests:
    asm="\\n\\t".join(body)
    src.append(f'for(int r=0;r<200;r++){{ double a=ref(); uint64_t t0=rd(); for(int i=0;i<100;i++) __asm__ volatile("{asm}" ::: CLOB); double t=(double)(rd()-t0); double b=ref(); s[r]=t/((a+b)/2)/100/{count}; }} qsort(s,200,sizeof(double),cmp); printf("%-16s %.3f cycles/op -> %.2f ops/cycle\\n", "{name}", s[100], 1.0/s[100]);')
src.append('return 0; }')
open('/tmp/tp_ymm.c','w').write("\n".join(src))
