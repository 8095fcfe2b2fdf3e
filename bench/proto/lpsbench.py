"""LPS chains: latency (1 chain) and throughput (n chains) per step kind, in core cycles."""
import sys, os, subprocess
from pathlib import Path
root = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(root / "generator"))
from gostgen import emit, ir, passes, interp
emit.backends_package()  # backends/ as the package gostgen._backends
from gostgen._backends import _avx512_streebog as sb
h = ir.load(root / "dsl/streebog.gg")
chain = next(iter(passes.find_lps_chains(h.compress).values()))
ff = sb.FieldForm(h, chain, interp)
kinds = {  # name: sequence of (kind, dom_in, dom_s) steps; layouts follow
    "n2n": [("n2n", "q", "q")] * 2,
    "n2n8": [("n2n8", "q", "q")] * 2,
    "alt": [("n2t", "q", "o"), ("t2n", "o", "q")],
    "altq": [("n2t", "q", "q"), ("t2n", "q", "q")],
}
src = ["#include <immintrin.h>", "#include <stdint.h>", "#include <stdio.h>", "#include <stdlib.h>", "#include <x86intrin.h>",
 'static inline uint64_t rd(void){ uint32_t lo,hi; __asm__ volatile("lfence\\n\\trdtsc" : "=a"(lo), "=d"(hi)); return ((uint64_t)hi<<32)|lo; }',
 'static double ref(void){ long x=3; uint64_t t0=rd(); for(long i=0;i<300;i++) __asm__ volatile("imul %0,%0\\n\\timul %0,%0\\n\\timul %0,%0\\n\\timul %0,%0":"+r"(x)); return (double)(rd()-t0)/(300*12); }',
 'static int cmp(const void*a,const void*b){double x=*(const double*)a,y=*(const double*)b;return x<y?-1:x>y;}']
mains = []
for name, steps in kinds.items():
    for n in (1, 2, 4):
        p = sb.Plan(); lw = sb.Lowering(ff, p)
        xs = [p.emit("in", attr=f"x{j}") for j in range(n)]
        lay = sb.NAT
        opss = [[] for _ in range(n)]
        for (kind, di, ds) in steps:
            for j in range(n):
                before = len(p.ops)
                xs[j], lay2, _ = lw.lps(xs[j], lay, di, kind, ds)
            lay = lay2
        fn = f"{name}_{n}"
        body = sb.c_body(p.ops, fn + "_", lambda a: "x")
        # turn inputs/outputs into loop-carried registers
        lines = [l for l in body if "_mm512_loadu_si512" not in l]
        src += sb.c_consts(p, fn + "_")
        src.append(f"static double {fn}(long iters) {{")
        src += [f"  __m512i v{j} = _mm512_set1_epi8({j+1});" for j in range(n)]
        src.append("  uint64_t t0 = rd();")
        src.append("  for (long it = 0; it < iters; it++) {")
        for j in range(n):
            src.append(f"    const __m512i {p.ops[j][0]} = v{j};")
        src += ["    " + l for l in lines]
        for j in range(n):
            src.append(f"    v{j} = {xs[j]};")
        src.append("  }")
        src.append("  uint64_t t1 = rd();")
        src.append("  volatile __m512i sink; " + " ".join(f"sink = v{j};" for j in range(n)))
        src.append(f"  return (double)(t1 - t0) / iters / {len(steps)};")
        src.append("}")
        mains.append((fn, n))
src.append("int main(void) { static double s[300];")
for fn, n in mains:
    src.append(f'  for (int r = 0; r < 300; r++) {{ double a = ref(); double c = {fn}(50); double b = ref(); s[r] = c / ((a + b) / 2); }} qsort(s, 300, sizeof(double), cmp); printf("%-10s %2d chains: %6.2f cycles per LPS step, %6.2f per LPS\\n", "{fn}", {n}, s[150], s[150] / {n});')
src.append("  return 0; }")
os.makedirs(root / "bench/proto/out", exist_ok=True)
(root / "bench/proto/out/lps.c").write_text("\n".join(src) + "\n")
