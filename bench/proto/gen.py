"""Prototype harness for the avx512 Streebog kernels: renders bench/proto/out/kern.c from
backends/_avx512_streebog.py (same plans the backend uses) for timing outside the library.
usage: gen.py NAME=shape:lanes[:opt=val...] ..."""
import sys, os
from pathlib import Path
root = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(root / "generator"))
from gostgen import emit, ir, passes, interp
emit.backends_package()  # backends/ as the package gostgen._backends
from gostgen._backends import _avx512_streebog as sb
h = ir.load(root / "dsl/streebog.gg")
chain = next(iter(passes.find_lps_chains(h.compress).values()))
ff = sb.FieldForm(h, chain, interp)
consts = [list(c) for c in h.consts["C"]]
out = ["#include <immintrin.h>", "#include <stdint.h>", "#include <stddef.h>"]
fns = []
for arg in sys.argv[1:]:
    name, spec_ = arg.split("=", 1)
    parts = spec_.split(":")
    shape, lanes = parts[0], int(parts[1])
    opts = dict(kv.split("=") if "=" in kv else (kv, "1") for kv in parts[2:])
    bopts = {}
    if "lane" in opts: bopts["lane_move"] = opts["lane"]
    if "lag" in opts: bopts["lag"] = True
    if "nomsg" in opts: bopts["_no_msg"] = True
    if "shuf" in opts: bopts["shuf_rot"] = tuple(int(c) for c in opts["shuf"])
    if "first" in opts: bopts["first"] = opts["first"]
    if "mfirst" in opts: bopts["mfirst"] = True
    p = sb.Plan()
    opss = []
    for j in range(lanes):
        sub = sb.Plan(); sub.consts = p.consts; sub.n = p.n
        if shape == "swap":
            sb.build_g_swap(ff, consts[:int(opts.get("rounds", 12))], sub, sfx=str(j), **{k: v for k, v in bopts.items() if k == "lane_move"})
        else:
            sb.build_g(ff, consts[:int(opts.get("rounds", 12))], shape, sub, sfx=str(j), **bopts)
        p.n = sub.n
        opss.append(sub.ops)
    p.ops = sb.interleave(opss, opts.get('il', 'lps'))
    if "nomsg" not in opts and opts.get("sel") != "_none" and "rounds" not in opts:
        sb.check_plan(p, ff, h, sfxs=[str(j) for j in range(lanes)], trials=2)
    pre = name + "_"
    out += sb.c_consts(p, pre)
    out.append(f"void {name}(uint8_t *const hh[], const uint8_t *const NN[], const uint8_t *const mm[])\n{{")
    def ptr(a):
        arr = {"h": "hh", "N": "NN", "m": "mm"}[a[0]]
        return f"{arr}[{a[1:]}]"
    out += ["    " + l for l in sb.c_body(p.ops, pre, ptr, sel=opts.get("sel", "blend"))]
    out.append("}")
    fns.append((name, lanes))
os.makedirs(root / "bench/proto/out", exist_ok=True)
(root / "bench/proto/out/kern.c").write_text("\n".join(out) + "\n")
(root / "bench/proto/out/kern.h").write_text("".join(
    f"void {n}(uint8_t *const hh[], const uint8_t *const NN[], const uint8_t *const mm[]);\n" for n, _ in fns)
    + "#define KERNELS " + " ".join(f"K({n},{l})" for n, l in fns) + "\n")
