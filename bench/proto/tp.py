# Throughput / latency of instruction mixes in core cycles (imul reference in every sample).
import subprocess
def regs(i): return f"%%zmm{i}"
tests = []
def T(name, ops, indep=True, n=1):
    """ops: list of format strings with {d} {a} {b}. indep: 12 independent dest registers."""
    body = []
    if indep:
        for r in range(12):
            for op in ops:
                body.append(op.format(d=regs(r), a=regs(16 + r % 8), b=regs(24 + r % 6)))
        count = 12 * len(ops)
    else:
        for r in range(8):
            for op in ops:
                body.append(op.format(d=regs(0), a=regs(0), b=regs(20)))
        count = 8  # chain steps
    tests.append((name, body, count))
P2B = "vpermi2b {a}, {b}, {d}"; PB = "vpermb {a}, {b}, {d}"; MUL = "vgf2p8mulb {a}, {b}, {d}"; AFF = "vgf2p8affineqb $0, {a}, {b}, {d}"
ROL = "vprolq $8, {a}, {d}"; AL = "valignq $1, {a}, {b}, {d}"; TL = "vpternlogq $0x96, {a}, {b}, {d}"; XOR = "vpxorq {a}, {b}, {d}"
MOVM = "vpmovb2m {a}, %%k1"; BL = "vpblendmb {a}, {b}, {d}%{{%%k1%}}"
for nm, op in [("vpermi2b", P2B), ("vpermb", PB), ("mulb", MUL), ("affine", AFF), ("rol", ROL), ("alignq", AL), ("ternlog", TL), ("xor", XOR), ("movb2m", MOVM), ("blend", BL)]:
    T(nm, [op])
T("p2b+mulb", [P2B, MUL]); T("p2b+pb", [P2B, PB]); T("mulb+rol", [MUL, ROL]); T("mulb+rol+rol", [MUL, ROL, ROL])
T("n2n mix/LPS", [P2B, P2B, MOVM, BL, PB] + [ROL] * 7 + [MUL] * 8 + [TL] * 4)
T("t2n mix/LPS", [P2B, P2B, MOVM, BL] + [ROL] * 7 + [MUL] * 8 + [TL] * 4)
T("n2t mix/LPS", [P2B, P2B, MOVM, BL] + [AL] * 7 + [AFF] * 8 + [TL] * 4)
for nm, op in [("L vpermi2b", "vpermi2b {b}, {b}, {d}"), ("L vpermb", PB), ("L mulb", MUL), ("L rol", ROL), ("L alignq", "valignq $1, {a}, {a}, {d}"), ("L ternlog", TL), ("L xor", XOR), ("L movb2m+blend", MOVM + ";" + BL)]:
    T(nm, op.split(";"), indep=False)
src = ['#include <stdio.h>', '#include <stdint.h>', '#include <stdlib.h>',
 'static inline uint64_t rd(void){ uint32_t lo,hi; __asm__ volatile("lfence\\n\\trdtsc" : "=a"(lo), "=d"(hi)); return ((uint64_t)hi<<32)|lo; }',
 'static double ref(void){ long x=3; uint64_t t0=rd(); for(long i=0;i<300;i++) __asm__ volatile("imul %0,%0\\n\\timul %0,%0\\n\\timul %0,%0\\n\\timul %0,%0":"+r"(x)); return (double)(rd()-t0)/(300*12); }',
 'static int cmp(const void*a,const void*b){double x=*(const double*)a,y=*(const double*)b;return x<y?-1:x>y;}',
 '#define CLOB "xmm0","xmm1","xmm2","xmm3","xmm4","xmm5","xmm6","xmm7","xmm8","xmm9","xmm10","xmm11","k1","memory"',
 'int main(void){ static double s[400];']
for name, body, count in tests:
    asm = "\\n\\t".join(body)
    src.append(f'for(int r=0;r<400;r++){{ double a=ref(); uint64_t t0=rd(); for(int i=0;i<100;i++) __asm__ volatile("{asm}" ::: CLOB); double t=(double)(rd()-t0); double b=ref(); s[r]=t/((a+b)/2)/100/{count}; }} qsort(s,400,sizeof(double),cmp); printf("%-16s %.3f cycles per {"op" if "L " not in name else "step"} (%d ops)\\n", "{name}", s[200], {count});')
src.append('return 0; }')
open('/tmp/tp.c', 'w').write("\n".join(src))
