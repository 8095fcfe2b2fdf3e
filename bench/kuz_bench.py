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


def kernel_counts(build: Path, backend: str = "avx512") -> dict:
    """Instructions per function of the object defining gg_<backend>_kuznyechik_blocks (objdump
    of the static library; objects of the same name are told apart by that function)."""
    out = sh(["objdump", "-d", "--no-show-raw-insn", str(build / "lib" / "libgostgen.a")])
    objs, cur_obj, cur = [], None, None
    for ln in out.splitlines():
        if ln.endswith("file format elf64-x86-64"):
            cur_obj = {}
            objs.append(cur_obj)
            continue
        m = re.match(r"^[0-9a-f]+ <(.+)>:$", ln)
        if m:
            cur = re.sub(r"\.(constprop|isra|part)\.\d+$", "", m.group(1))
            continue
        if cur_obj is not None and cur and re.match(r"^\s+[0-9a-f]+:\s", ln):
            cur_obj[cur] = cur_obj.get(cur, 0) + 1
    for o in objs:
        if f"gg_{backend}_kuznyechik_blocks" in o:
            return o
    return {}


def per_block(counts: dict, inflight: int, rounds_linear: int) -> str:
    """Steady-state instructions per block of encryption from the static counts: L (the
    interleaved shift-register function, inflight x 64 blocks per call, rounds_linear calls)
    and the rest of the chain (S and key xors: encrypt_batch, one 64-block batch, which calls
    its one-batch L out of line). The batch transposes are inlined in the blocks function and
    not counted (about 300 instructions per 64 blocks)."""
    lin_g, chain = counts.get("linearG_L", 0), counts.get("encrypt_batch", 0)
    if not (lin_g and chain):
        return ""
    lin = rounds_linear * lin_g / (64 * inflight)
    return (f"about {lin + chain / 64:.0f} + the transposes: L {lin:.0f} ({rounds_linear} x "
            f"linearG_L {lin_g} / {64 * inflight}), S and key xors {chain / 64:.0f} "
            f"(encrypt_batch {chain} / 64)")


def loop_body(build: Path, backend: str, func: str) -> int:
    """Instructions in the largest loop of func (from a backward jump's target to the jump) in the
    object defining gg_<backend>_kuznyechik_blocks."""
    out = sh(["objdump", "-d", "--no-show-raw-insn", str(build / "lib" / "libgostgen.a")])
    best, obj, cur, addrs = 0, [], None, []
    objs = []
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
        if m and cur is not None:
            obj.setdefault(cur, []).append((int(m.group(1), 16), m.group(2)))
    for o in objs:
        if f"gg_{backend}_kuznyechik_blocks" not in o:
            continue
        ins = o.get(func, [])
        for k, (addr, text) in enumerate(ins):
            m = re.match(r"^j\w+\s+([0-9a-f]+) <", text)
            if m and int(m.group(1), 16) < addr:
                start = int(m.group(1), 16)
                best = max(best, sum(1 for a, _ in ins[:k + 1] if a >= start))
    return best


def per_block_avx2gfni(counts: dict, body: int, inflight: int, rounds: int) -> str:
    """The same for avx2gfni (32-block batches): L from linearG_L (inflight x 32 blocks per call),
    S from the per-vector loop of subst_all_pi (body: its instructions, 16 vectors per 32-block
    batch; the function has a copy of the loop with the key xor and one without); the final key
    xor and the transposes not counted (about 5 per block)."""
    lin_g = counts.get("linearG_L", 0)
    if not (lin_g and body):
        return ""
    lin = rounds * lin_g / (32 * inflight)
    s = rounds * 16 * body / 32
    return (f"about {lin + s:.0f} + the transposes: L {lin:.0f} ({rounds} x linearG_L {lin_g} / "
            f"{32 * inflight}), S with its key xors {s:.0f} ({rounds} x 16 x a loop body of "
            f"{body} / 32)")


NOTES = """\
How the avx512 kernel gets there (backends/_bytesliced_bc.py, templates/avx512/blockcipher.c.j2):
64 blocks byte-sliced in 16 zmm, 4 such batches in flight; pi by two vpermi2b and a blend per
zmm; L and L^-1 as the 16 steps of the shift register they are powers of (the generator finds
the register from the matrix and checks it), each step 7 vgf2p8affineqb products (equal
coefficients share one) and xors, about 19 vector instructions per step and batch. The
instruction mix (GF products on two pipes, xors on four) runs at about 3.2 instructions per
cycle here, so the instruction count is the limit: the matrix form of L (251 products per map
instead of 112) measured 2.2-2.4 GB/s, one batch in flight about 2.1 GB/s (the register's
serial chain), 2 and 3 batches in between. Short runs pay for a whole 64-block batch (the
lanes kernel too): measured once here (best of 7), 0.60 us for any of 1..64 blocks, 1.06 us for
65, 1.6 us for 256, against 0.115 us per block for the table-driven default lowering; it stays
on the batch kernel for short runs to keep the constant-time claim.

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
32 blocks byte-sliced in 16 ymm, 4 batches in flight; pi and pi^-1 from their GF(2^4) structure
(backends/_pi_gfni.py: Biryukov-Perrin-Udovenko, EUROCRYPT 2016), 16 (13) vector operations per
32 bytes, 8 of them GFNI, instead of 16 vpshufb and a 15-vpblendvb tree (that generic form measured
557 MB/s ECB); L as on avx512 on ymm with 2-input xors; runs under 4 batches go one batch at a
time (1 block: 0.8 us). What limits it, measured here by removing one part at a time from the
generated chain (ECB, 1 MiB, on the revision before the key xors were fused into pi's pass, which
gained 1-2%): L about 38 cycles per block (9 maps of
16 steps of 7 products and 15 xors, plus the loads and stores of a 16-vector window that does not
fit AVX2's 16 registers besides the work: about 31 instructions per step and batch, at about 4
per cycle), pi about 27 cycles, loads, transposes and key xors about 12. The 10x target (about
1.4 GB/s, 46 cycles per block) would need L alone under 30 cycles; with 16 ymm registers the
shift-register form cannot get there (the matrix form is 2.2x its products), which is what
AVX-512 (32 registers, twice the width, vpternlog) buys: see the avx512 rows.
"""


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--build", default=str(REPO / "build"))
    ap.add_argument("--repeats", type=int, default=7)
    ap.add_argument("--iters", type=int, default=10)
    ap.add_argument("--inflight", type=int, default=4, help="backends/avx512.py BC_INFLIGHT")
    ap.add_argument("--inflight-avx2gfni", type=int, default=4,
                    help="backends/avx2gfni.py BC_INFLIGHT")
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
    counts = kernel_counts(build)
    counts_gfni = kernel_counts(build, "avx2gfni")
    body_gfni = loop_body(build, "avx2gfni", "subst_all_pi")
    lines = [
        "# Kuznyechik: every backend's kernels beside the OpenSSL gost provider",
        "",
        f"CPU: {cpu_model()} (AMD Zen 5); one core, shared with other work (medians).",
        f"Core clock measured in the same run (dependent adds): {mhz:.0f} MHz; cycles/byte below are",
        "at that clock (CPU time x clock).",
        "",
        "Command: `python3 bench/kuz_bench.py` (bench/kuz_bench.c: 1 MiB per operation, median of "
        f"{a.repeats} repeats of {a.iters} operations, thread CPU time; `ctr` builds the 65536 "
        "big-endian counter blocks, encrypts them with the blocks kernel and xors them in).",
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
    if counts:
        lines += ["", "Instructions in the avx512 kernel's functions (objdump of libgostgen.a):", ""]
        lines += [f"- `{k}`: {v}" for k, v in sorted(counts.items())]
        pb = per_block(counts, a.inflight, 9)
        if pb:
            lines += ["", f"Instructions per block, avx512 encryption (static count): {pb}."]
    if counts_gfni:
        lines += ["", "Instructions in the avx2gfni kernel's functions (objdump of libgostgen.a):", ""]
        lines += [f"- `{k}`: {v}" for k, v in sorted(counts_gfni.items())]
        pb = per_block_avx2gfni(counts_gfni, body_gfni, a.inflight_avx2gfni, 9)
        if pb:
            lines += ["", f"Instructions per block, avx2gfni encryption (static count): {pb}."]
    lines += ["", NOTES, NOTES_AVX2GFNI]
    Path(a.out).write_text("\n".join(lines) + "\n")
    print(Path(a.out).read_text())
    return 0


if __name__ == "__main__":
    sys.exit(main())
