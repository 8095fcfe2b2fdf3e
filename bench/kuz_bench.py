"""Kuznyechik throughput of every backend's kernels (bench/kuz_bench.c) beside the OpenSSL gost
provider (`openssl speed -provider gostprov -evp kuznyechik-ctr`) in the same run; writes
bench/results/kuznyechik.md. Usage: python3 bench/kuz_bench.py [--build build] [--repeats 7]
Needs cc, the static library (cmake --build build) and, for the peer, libengine-gost-openssl."""
from __future__ import annotations

import argparse
import json
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent


def sh(cmd, **kw):
    return subprocess.run(cmd, capture_output=True, text=True, check=True, **kw).stdout


def cpu_model() -> str:
    out = sh(["lscpu"])
    f = {k.strip(): v.strip() for k, v in (ln.split(":", 1) for ln in out.splitlines() if ":" in ln)}
    return (f"{f.get('Model name', '?')}, family {f.get('CPU family', '?')} model "
            f"{f.get('Model', '?')} stepping {f.get('Stepping', '?')}")


def core_mhz(tmp: Path) -> float:
    """The clock a core runs at now: a chain of dependent adds (1 cycle each), thread CPU time."""
    src = tmp / "freq.c"
    src.write_text(r'''#include <stdio.h>
#include <time.h>
static double cpu(void){struct timespec t;clock_gettime(CLOCK_THREAD_CPUTIME_ID,&t);return t.tv_sec+t.tv_nsec*1e-9;}
int main(void){unsigned long n=200000000,x=0;double t0=cpu();
__asm__ volatile("1: add $1,%0\n add $1,%0\n add $1,%0\n add $1,%0\n sub $1,%1\n jnz 1b":"+r"(x),"+r"(n));
printf("%f\n",4*200e6/(cpu()-t0)/1e6);return 0;}
''')
    sh(["cc", "-O1", str(src), "-o", str(tmp / "freq")])
    return statistics.median(float(sh([str(tmp / "freq")])) for _ in range(3))


def gostprov_mb_s(cipher: str, seconds: int) -> float | None:
    if not shutil.which("openssl"):
        return None
    try:
        out = sh(["openssl", "speed", "-provider", "gostprov", "-provider", "default",
                  "-seconds", str(seconds), "-bytes", "1048576", "-evp", cipher], timeout=120)
    except (subprocess.CalledProcessError, subprocess.TimeoutExpired):
        return None
    m = re.search(rf"^{cipher}\s+([\d.]+)k", out, re.M)
    return float(m.group(1)) * 1e3 / 1e6 if m else None


def _objects(build: Path) -> list:
    """Per object of the static library: {function: [(address, instruction text)]} (compiler
    clone suffixes folded)."""
    out = sh(["objdump", "-d", "--no-show-raw-insn", str(build / "lib" / "libgostgen.a")])
    objs, obj, cur = [], None, None
    for ln in out.splitlines():
        if ln.endswith("file format elf64-x86-64"):
            obj = {}
            objs.append(obj)
            continue
        m = re.match(r"^[0-9a-f]+ <(.+)>:$", ln)
        if m:
            cur = re.sub(r"\.(constprop|isra|part)\.\d+$", "", m.group(1))
            continue
        m = re.match(r"^\s+([0-9a-f]+):\s+(.*)$", ln)
        if m and obj is not None and cur is not None:
            obj.setdefault(cur, []).append((int(m.group(1), 16), m.group(2)))
    return objs


def kernel_object(objs: list, backend: str) -> dict:
    """The object defining gg_<backend>_kuznyechik_blocks (objects of one name told apart)."""
    return next((o for o in objs if f"gg_{backend}_kuznyechik_blocks" in o), {})


def loop_mix(ins: list) -> list:
    """Instructions of the largest loop of a function (a backward jump's target to the jump)."""
    best = []
    for k, (addr, text) in enumerate(ins):
        m = re.match(r"^j\w+\s+([0-9a-f]+) <", text)
        if m and int(m.group(1), 16) < addr:
            start = int(m.group(1), 16)
            body = [t for a, t in ins[:k + 1] if a >= start]
            if len(body) > len(best):
                best = body
    return best


# mnemonic -> class, for the per-block profile (the GFNI and byte-permute ports are measured
# shared on this CPU: bench/results/kuznyechik.md)
CLASSES = [("GF products", ("vgf2p8",)), ("byte permutes / pshufb", ("vpermi2b", "vpermt2b",
           "vpshufb", "vpermb")), ("mask from bytes", ("vpmovb2m",)),
           ("xor / ternlog / and / compare", ("vpxor", "vpternlog", "vpand", "vpcmpeq", "knot")),
           ("moves (spills, loads, stores)", ("vmov",))]


def profile(obj: dict, func_prefix: str, blocks: int, rounds: int = 9) -> str:
    """Instructions per block of encryption from the round loop of the widest core
    (func_prefix + G, G batches of `blocks` blocks), by class; the transposes and the counter
    blocks outside the loop are not counted (about 4 per block)."""
    cores = sorted((int(k[len(func_prefix):]), k) for k in obj
                   if k.startswith(func_prefix) and k[len(func_prefix):].isdigit())
    if not cores:
        return ""
    G, name = cores[-1]
    body = loop_mix(obj[name])
    if not body:
        return ""
    per = rounds / (G * blocks)
    parts = []
    for label, prefixes in CLASSES:
        n = sum(1 for t in body if t.split()[0].startswith(prefixes))
        if n:
            parts.append(f"{label} {n * per:.1f}")
    mem = sum(1 for t in body if "(%r" in t)
    return (f"{len(body) * per:.0f} ({name}: {G} batch{'es' if G > 1 else ''} of {blocks} "
            f"blocks, a round loop of {len(body)} instructions, {rounds} rounds): "
            + ", ".join(parts) + f"; memory operands {mem * per:.1f}")


NOTES = """\
How the avx512 kernel gets there (backends/_bytesliced_bc.py, templates/avx512/blockcipher.c.j2):
64 blocks byte-sliced in 16 zmm, one such batch at a time, the nine rounds as a loop whose body
keeps the batch's state, pi's four table quarters and the step temporaries in the 32 registers
(no spills; L's product matrices and the round keys are memory operands, the matrices pinned
there by an asm statement: the compiler otherwise hoists them into registers and spills the
state). pi is two masked vpermi2b (the lanes with the top bit set look up the upper half, the
rest the lower half in place: no blend, no copies) after one vpmovb2m; L and L^-1 are the 16 steps
of the shift register they are powers of (the generator finds the register from the matrix and
checks it), equal coefficients sharing a product, except the newest byte's, whose product stands
alone so that one step's output reaches the next step's through one product and one xor (5
cycles; 8 products per step instead of 7). The transposes are vpunpck networks in each 128-bit
lane (they issue beside the GFNI/permute ports); CTR makes its counter blocks directly in the
sliced layout and xors the keystream in as it stores it (no load transpose).

What limits it, per 64-block batch and round (the loop body above, this CPU): 174 operations on
the two ports that vgf2p8affineqb, vpermi2b and vpmovb2m share (each measured 2 per cycle alone
and in any pair): 87 cycles; 142 memory operands at 2 loads per cycle (measured for xmm, ymm and
zmm alike): 71; 366 vector operations at 4 per cycle: 92; the dataflow's critical path (measured
latencies: GF product 3, vpermi2b 5, xor and ternlog 2; 16 chained steps and pi): about 95. The
kernel runs at about 135 core cycles per batch and round (the transposes and the counters about
6% of the time), so 20x the provider's 146 MB/s (2.9 GB/s, 22 cycles per block) has some margin
but 4 GB/s does not come from this instruction mix. Tried on the way, same CPU: two batches in
flight (32 state vectors spill: 2.6-2.7 GB/s against 3.1-3.2 with one, same session); the newest
product shared (7 per step, 7-cycle chain): 2.88 against 3.13 GB/s (both before the vpunpck
transposes, which gained about 6%); pi by two vpermi2b and a mask blend: the same as the masked
form; breaking the step chain on purpose (wrong output, same revision) showed the latency's
share: +17%. Short runs pay for a whole 64-block batch (the lanes kernel too); it
stays on the batch kernel for short runs to keep the constant-time claim.

How the bitsliced kernel gets there (backends/bitsliced.py, templates/bitsliced/blockcipher.c.j2):
128 state words per group, pi and pi^-1 as derived circuits (730/720 gates), L and L^-1 as xor
networks (2863/2883 xors). The word is a GCC/Clang vector of 64-bit lanes: 2 (SSE2/NEON) in
the instance compiled for the target's baseline, 4 in an AVX2 instance chosen at run time on x86
(256 blocks per group); the figure above is the AVX2 instance. Measured on this machine with the
same circuits (harness beside the default lowering, median of 7): plain uint64_t words 57-59
MB/s, 2 lanes (SSE2) 104-117 MB/s, 4 lanes (AVX2) 206-214 MB/s, 8 lanes under -mavx512f 305
MB/s (not built: valgrind, which checks the constant-time claim, does not run AVX-512). The S
layer is about 600 logic instructions per byte position after the compiler's folding, plus
spills; a Reed-Muller split circuit for pi (3 top variables, Paar-shared ANF: 529/507 gates)
measured slower (181-189 MB/s AVX2) because its shared terms stay live and spill. Short runs pay
for a whole group: about 18 us for any of 1..256 blocks with AVX2 (the 64-bit words: 18 us for
1..64), 37 us for 257.
"""


NOTES_AVX2GFNI = """\
avx2gfni (backends/avx2gfni.py, templates/avx2gfni/blockcipher.c.j2; AVX2 + GFNI, no AVX-512):
32 blocks byte-sliced in 16 ymm, two batches in flight, their shift-register steps interleaved,
the rounds as a loop; pi and pi^-1 from their GF(2^4) structure (backends/_pi_gfni.py:
Biryukov-Perrin-Udovenko, EUROCRYPT 2016) with the products taken in a coset c e(GF(2^4)) (c =
5) whose low nibbles are distinct with bit 7 clear, so they index vpshufb directly: 10
operations per vector on the GFNI/vpshufb ports and 4 others (before: 14 and 3; a generic table
is 16 vpshufb and 15 vpblendvb); L as on avx512 with 2-input xors (16 steps of 7 products and 15
xors); CTR fused as on avx512. One batch in flight measured 815 MB/s ECB (latency: pi's chain
is about 24 cycles, the steps' 16 x 7), two 890, three no better.

What limits it, per 32-block batch and round (the loop body, this CPU): 789 instructions, of
which 272 on the two GFNI/vpshufb ports (136 cycles), 606 vector operations (152 cycles at 4 per
cycle) and 357 memory operands (178 cycles at 2 loads per cycle: 16 ymm hold neither the
16-vector state of one batch nor the matrices and pi's tables, so most operands come from the
stack or the constants). It runs at about 264 core cycles per batch and round (890 MB/s). The
10x target (about 1.46 GB/s, 45 cycles per block) is 161 cycles per batch and round: under this
code's load floor and at the floor of its vector operations alone (152), which no schedule
reaches (the avx512 mix runs at 73% of its floor). Getting there would need fewer operations per
block, not a better schedule: L's 15 two-input xors per step are 40% of them, and AVX2 has no
three-input xor; that is what AVX-512 (32 registers, twice the width, vpternlog) buys.
"""


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--build", default=str(REPO / "build"))
    ap.add_argument("--repeats", type=int, default=7)
    ap.add_argument("--iters", type=int, default=10)
    ap.add_argument("--out", default=str(REPO / "bench" / "results" / "kuznyechik.md"))
    a = ap.parse_args()
    build = Path(a.build)
    with tempfile.TemporaryDirectory() as t:
        tmp = Path(t)
        exe = tmp / "kuz_bench"
        sh(["cc", "-O2", "-std=c11", "-I", str(REPO / "runtime/include"), "-I",
            str(REPO / "runtime/src"), "-I", str(REPO / "generated/runtime"),
            str(REPO / "bench/kuz_bench.c"), str(build / "lib/libgostgen.a"),
            "-lpthread", "-ldl", "-lm", "-o", str(exe)])
        mhz_before = core_mhz(tmp)
        peer = statistics.median(x for x in (gostprov_mb_s("kuznyechik-ctr", 2)
                                             for _ in range(3)) if x is not None) \
            if gostprov_mb_s("kuznyechik-ctr", 1) is not None else None
        rows = [json.loads(ln) for ln in sh([str(exe), str(a.repeats), str(a.iters)]).splitlines()]
        peer_ecb = gostprov_mb_s("kuznyechik-ecb", 2)
        mhz = (mhz_before + core_mhz(tmp)) / 2
    objs = _objects(build)
    k512, kgfni = kernel_object(objs, "avx512"), kernel_object(objs, "avx2gfni")
    lines = [
        "# Kuznyechik: every backend's kernels beside the OpenSSL gost provider",
        "",
        f"CPU: {cpu_model()} (AMD Zen 5); one core, shared with other work (medians).",
        f"Core clock measured in the same run (dependent adds): {mhz:.0f} MHz; cycles/byte below are",
        "at that clock (CPU time x clock).",
        "",
        "Command: `python3 bench/kuz_bench.py` (bench/kuz_bench.c: 1 MiB per operation, median of "
        f"{a.repeats} repeats of {a.iters} operations, thread CPU time; `ctr` is GOST R 34.13-2015 "
        "CTR over the 65536 blocks as the library runs it: the backend's fused CTR kernel where it "
        "has one (avx512, avx2gfni), else counter blocks through the blocks kernel, 256 at a "
        "time, xored in).",
        f"Peer: `openssl speed -provider gostprov -provider default -evp kuznyechik-ctr` "
        f"(-bytes 1048576, median of 3): {peer:.1f} MB/s" if peer else "Peer: gostprov not available",
        f"(kuznyechik-ecb: {peer_ecb:.1f} MB/s)." if peer_ecb else "",
        "",
        "| backend | mode | MB/s | cycles/byte | x gostprov ctr |",
        "|---|---|---:|---:|---:|",
    ]
    for r in rows:
        cpb = r["ns"] * mhz / 1e3 / r["bytes"]
        ratio = f"{r['mb_s'] / peer:.1f}" if peer else "-"
        lines.append(f"| {r['backend']} | {r['mode']} | {r['mb_s']:.0f} | {cpb:.2f} | {ratio} |")
    for be, obj, blocks in (("avx512", k512, 64), ("avx2gfni", kgfni, 32)):
        pb = profile(obj, "encrypt", blocks)
        if pb:
            lines += ["", f"Instructions per block, {be} encryption (static count of the generated "
                      f"code, objdump of libgostgen.a): {pb}."]
    lines += ["", NOTES, NOTES_AVX2GFNI]
    Path(a.out).write_text("\n".join(lines) + "\n")
    print(Path(a.out).read_text())
    return 0


if __name__ == "__main__":
    sys.exit(main())
