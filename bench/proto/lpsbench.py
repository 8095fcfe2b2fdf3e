"""LPS chains: latency (1 chain) and throughput (n chains) per step kind, in core cycles."""
import importlib.util, sys, os, subprocess
from pathlib import Path
root = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(root / "generator"))
from gostgen import ir, passes, interp
spec = importlib.util.spec_from_file_location("sb", root / "backends/_avx512_streebog.py")
sb = importlib.util.module_from_spec(spec); spec.loader.exec_module(sb)
h = ir.load(root / "dsl/streebog.gg")
chain = next(iter(passes.find_lps_chains(h.compress).values()))
ff = sb.FieldForm(h, chain, interp)
kinds = {  # name: sequence of (kind, dom_in, dom_s) steps; layouts follow
    "n2n": [("n2n", "q", "q")] * 2,
    "n2n8": [("n2n8", "q", "q")] * 2,
    "alt": [("n2t", "q", "o"), ("t2n", "o", "q")],
}
src = ["#include <immintrin.h>", "#include <stdint.h>", "#include <stdio.h>", "#include <x86intrin.h>"]
mains = []
for name, steps in kinds.items():
    for n in (1, 2, 4, 6):
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
        src.append("  uint64_t t0 = __rdtsc();")
        src.append("  for (long it = 0; it < iters; it++) {")
        for j in range(n):
            src.append(f"    const __m512i {p.ops[j][0]} = v{j};")
        src += ["    " + l for l in lines]
        for j in range(n):
            src.append(f"    v{j} = {xs[j]};")
        src.append("  }")
        src.append("  uint64_t t1 = __rdtsc();")
        src.append("  volatile __m512i sink; " + " ".join(f"sink = v{j};" for j in range(n)))
        src.append(f"  return (double)(t1 - t0) / iters / {len(steps)} / 0.6667;")  # core cycles (3.9 GHz)
        src.append("}")
        mains.append((fn, n))
src.append("int main(void) { double b, c;")
for fn, n in mains:
    src.append(f'  b = 1e9; for (int r = 0; r < 300; r++) {{ c = {fn}(200); if (c < b) b = c; }} printf("%-10s %2d chains: %6.2f cycles per LPS step, %6.2f per LPS\\n", "{fn}", {n}, b, b / {n});')
src.append("  return 0; }")
os.makedirs(root / "bench/proto/out", exist_ok=True)
(root / "bench/proto/out/lps.c").write_text("\n".join(src) + "\n")
