# Instruction throughput/latency microbenchmarks (Zen 5 port model for the Streebog kernel).
import subprocess, sys, os
tests = {}
def thr(name, fmt, n=12):
    # independent: dest zmm{i}, sources from high regs
    tests[name] = [fmt.format(d=f"zmm{i}", a=f"zmm{16+i%8}", b=f"zmm{24+i%6}", ak=i%7+1) for i in range(n)]
def mix(name, fmts, n=12):
    body=[]
    for i in range(n):
        for f in fmts:
            body.append(f.format(d=f"zmm{i}", a=f"zmm{16+i%8}", b=f"zmm{24+i%6}", ak=i%7+1))
    tests[name]=body
def lat(name, fmt):
    tests[name]=fmt.format(d="zmm0", a="zmm0", b="zmm20", ak=1).split(";")*8
thr("vpermb", "vpermb %{a}, %{b}, %{d}")
thr("vpermi2b", "vpermi2b %{a}, %{b}, %{d}")
thr("vpermi2b_mask", "vpermi2b %{a}, %{b}, %{d}{{%k{ak}}}")
thr("vgf2p8mulb", "vgf2p8mulb %{a}, %{b}, %{d}")
thr("vgf2p8affineqb", "vgf2p8affineqb $0, %{a}, %{b}, %{d}")
thr("vprolq", "vprolq $8, %{a}, %{d}")
thr("vpsllq", "vpsllq $8, %{a}, %{d}")
thr("valignq", "valignq $1, %{a}, %{b}, %{d}")
thr("vshufi64x2", "vshufi64x2 $0x39, %{a}, %{b}, %{d}")
thr("vpermq_imm", "vpermq $0x39, %{a}, %{d}")
thr("vpshufb", "vpshufb %{a}, %{b}, %{d}")
thr("vpternlogq", "vpternlogq $0x96, %{a}, %{b}, %{d}")
thr("vpxorq", "vpxorq %{a}, %{b}, %{d}")
thr("vpmovb2m", "vpmovb2m %{a}, %k{ak}")
thr("vpblendmb", "vpblendmb %{a}, %{b}, %{d}{{%k{ak}}}")
mix("mulb+permb", ["vgf2p8mulb %{a}, %{b}, %{d}", "vpermb %{a}, %{b}, %{d}"], 6)
mix("mulb+rol", ["vgf2p8mulb %{a}, %{b}, %{d}", "vprolq $8, %{a}, %{d}"], 6)
mix("mulb+valignq", ["vgf2p8mulb %{a}, %{b}, %{d}", "valignq $1, %{a}, %{b}, %{d}"], 6)
mix("permb+rol", ["vpermb %{a}, %{b}, %{d}", "vprolq $8, %{a}, %{d}"], 6)
mix("permi2b+rol", ["vpermi2b %{a}, %{b}, %{d}", "vprolq $8, %{a}, %{d}"], 6)
mix("mulb+xor", ["vgf2p8mulb %{a}, %{b}, %{d}", "vpxorq %{a}, %{b}, %{d}"], 6)
mix("mulb+xor2", ["vgf2p8mulb %{a}, %{b}, %{d}", "vpxorq %{a}, %{b}, %{d}", "vpternlogq $0x96, %{a}, %{b}, %{d}"], 4)
mix("mulb+permb+xor+xor", ["vgf2p8mulb %{a}, %{b}, %{d}", "vpermb %{a}, %{b}, %{d}", "vpxorq %{a}, %{b}, %{d}", "vpternlogq $0x96, %{a}, %{b}, %{d}"], 4)
mix("mulb2+permb+rol+xor", ["vgf2p8mulb %{a}, %{b}, %{d}", "vgf2p8mulb %{b}, %{a}, %{d}", "vpermb %{a}, %{b}, %{d}", "vprolq $8, %{a}, %{d}","vpxorq %{a}, %{b}, %{d}"], 4)
mix("rol+xor", ["vprolq $8, %{a}, %{d}", "vpxorq %{a}, %{b}, %{d}"], 6)
mix("rol+xor+tern", ["vprolq $8, %{a}, %{d}", "vpxorq %{a}, %{b}, %{d}", "vpternlogq $0x96, %{a}, %{b}, %{d}"], 4)
lat("L_vpermb", "vpermb %{a}, %{b}, %{d}")
lat("L_vpermi2b", "vpermi2b %{b}, %{b}, %{d}")
lat("L_vgf2p8mulb", "vgf2p8mulb %{a}, %{b}, %{d}")
lat("L_vgf2p8affineqb", "vgf2p8affineqb $0, %{b}, %{a}, %{d}")
lat("L_vprolq", "vprolq $8, %{a}, %{d}")
lat("L_valignq", "valignq $1, %{a}, %{a}, %{d}")
lat("L_vshufi64x2", "vshufi64x2 $0x39, %{a}, %{a}, %{d}")
lat("L_vpermq", "vpermq $0x39, %{a}, %{d}")
lat("L_vpternlogq", "vpternlogq $0x96, %{b}, %{b}, %{d}")
lat("L_vpxorq", "vpxorq %{a}, %{b}, %{d}")

lat("L_vpshufd", "vpshufd $0x4e, %{a}, %{d}")
lat("L_vpshufb", "vpshufb %{b}, %{a}, %{d}")
lat("L_vpalignr", "vpalignr $8, %{a}, %{a}, %{d}")
lat("L_vpermq_var", "vpermq %{a}, %{b}, %{d}")
lat("L_vpermd_var", "vpermd %{a}, %{b}, %{d}")
lat("L_vpermi2q", "vpermi2q %{b}, %{b}, %{d}")
lat("L_vpshldw", "vpshldw $8, %{a}, %{a}, %{d}")
lat("L_vprold", "vprold $16, %{a}, %{d}")
lat("L_vpblendmb", "vpblendmb %{a}, %{b}, %{d}{{%k1}}")
lat("L_vpermi2b_maskdep", "vpmovb2m %{a}, %k1;vpermi2b %{b}, %{b}, %{d}{{%k1}}")
lat("L_vpmovb2m_blend", "vpmovb2m %{a}, %k1;vpblendmb %{a}, %{b}, %{d}{{%k1}}")
lat("L_affine_tern", "vgf2p8affineqb $0, %{b}, %{a}, %zmm5;vpternlogq $0xca, %zmm5, %{b}, %{d}")
lat("L_vpmovm2b_chain", "vpmovb2m %{a}, %k1;vpmovm2b %k1, %{d}")
thr("vpshufd", "vpshufd $0x4e, %{a}, %{d}")
thr("vpermq_var", "vpermq %{a}, %{b}, %{d}")
thr("vpshldw", "vpshldw $8, %{a}, %{a}, %{d}")
thr("vpmovm2b", "vpmovm2b %k{ak}, %{d}")
mix("mulb+tern+tern", ["vgf2p8mulb %{a}, %{b}, %{d}", "vpternlogq $0x96, %{a}, %{b}, %{d}", "vpternlogq $0x96, %{b}, %{a}, %{d}"], 4)
mix("rol+rol+mulb+mulb+permb", ["vprolq $8, %{a}, %{d}", "vprolq $16, %{b}, %{d}", "vgf2p8mulb %{a}, %{b}, %{d}", "vgf2p8mulb %{b}, %{a}, %{d}", "vpermb %{a}, %{b}, %{d}"], 4)
mix("rol+tern", ["vprolq $8, %{a}, %{d}", "vpternlogq $0x96, %{a}, %{b}, %{d}"], 6)
mix("permb+movb2m", ["vpermb %{a}, %{b}, %{d}", "vpmovb2m %{a}, %k{ak}"], 6)
mix("mulb+movb2m", ["vgf2p8mulb %{a}, %{b}, %{d}", "vpmovb2m %{a}, %k{ak}"], 6)
mix("rol+movb2m", ["vprolq $8, %{a}, %{d}", "vpmovb2m %{a}, %k{ak}"], 6)

thr("vptestmb", "vptestmb %{a}, %{b}, %k{ak}")
thr("vpcmpb", "vpcmpb $1, %{a}, %{b}, %k{ak}")
mix("mulb+vptestmb", ["vgf2p8mulb %{a}, %{b}, %{d}", "vptestmb %{a}, %{b}, %k{ak}"], 6)
mix("mulb+vpcmpb", ["vgf2p8mulb %{a}, %{b}, %{d}", "vpcmpb $1, %{a}, %{b}, %k{ak}"], 6)
mix("mulb+blend", ["vgf2p8mulb %{a}, %{b}, %{d}", "vpblendmb %{a}, %{b}, %{d}{{%k1}}"], 6)
mix("mulb+rol+rol", ["vgf2p8mulb %{a}, %{b}, %{d}", "vprolq $8, %{a}, %{d}", "vprolq $16, %{b}, %{d}"], 4)
mix("mulb+mulb+rol", ["vgf2p8mulb %{a}, %{b}, %{d}", "vgf2p8mulb %{b}, %{a}, %{d}", "vprolq $16, %{b}, %{d}"], 4)
lat("L_vptestmb_blend", "vptestmb %{a}, %{b}, %k1;vpblendmb %{a}, %{b}, %{d}{{%k1}}")
lat("L_vpcmpb_blend", "vpcmpb $1, %{a}, %{b}, %k1;vpblendmb %{a}, %{b}, %{d}{{%k1}}")

src = ['#include <stdio.h>', '#include <stdint.h>', '#include <x86intrin.h>', 'static inline uint64_t rd(void){ uint32_t lo,hi; __asm__ volatile("lfence;rdtsc" : "=a"(lo), "=d"(hi)); return ((uint64_t)hi<<32)|lo; }',
       'static double calib(void){ double best=1e30; for(int r=0;r<3000;r++){ uint64_t t0=rd(); long x=0; for(long i=0;i<500;i++){ __asm__ volatile("add $1,%0;add $1,%0;add $1,%0;add $1,%0;add $1,%0;add $1,%0;add $1,%0;add $1,%0;":"+r"(x));} double c=(double)(rd()-t0)/(500.0*8); if(c<best)best=c;} return best;}']
src.append('#define CLOB "xmm0","xmm1","xmm2","xmm3","xmm4","xmm5","xmm6","xmm7","xmm8","xmm9","xmm10","xmm11","k1","k2","k3","k4","k5","k6","k7","memory"'); src.append('int main(void){ double tpc=calib(); double best; printf("tsc ticks per core cycle %.3f\\n", tpc);')
for name, body in tests.items():
    
    asm = ";".join(x.replace("%","%%").replace("{","%{").replace("}","%}") for x in body)
    src.append(f'best=1e30; for(int r=0;r<3000;r++){{ uint64_t t0=rd(); for(long i=0;i<500;i++) __asm__ volatile("{asm}" ::: CLOB); double c=(double)(rd()-t0)/tpc/500/{len(body)}; if(c<best)best=c;}} printf("%-24s %.3f cyc/instr\\n", "{name}", best);')
src.append('return 0;}')
open("ubench.c","w").write("\n".join(src))
