#!/usr/bin/env python3
"""Instructions per block of every backend's kernels, by class, counted from the built library.

    python3 bench/kernel_insns.py [--build build] [--cipher kuznyechik] [--modes ecb,ctr]
                                  [--backends all|a,b] [--blocks 256,512]
                                  [--run bench/results/simd-vs-peers.json] [--out FILE]

bench/insn_count.c, linked statically against the build's libgostgen.a, single-steps one
gostgen_ctx_update call (key set up before, a warm-up update first) and counts how often each
instruction address runs; the key setup is timed apart (--setup-us).
This script disassembles that same executable (objdump -d -M intel), classifies every
instruction by its mnemonic and operands, and divides the difference between two calls (the
--blocks pair, N1 and N2 blocks) by N2 - N1: the per-block cost in steady state, with the fixed
part of a call (key schedule, padding of the last batch) cancelled. With --run, the measured
cycles per block of the same backend and mode (that run's 1 MiB figure) are set beside the
counts, with the core clock measured here, and the floor the two GFNI/shuffle ports set.

Classes (one per instruction, by mnemonic):
  gfni     vgf2p8mulb, vgf2p8affineqb, vgf2p8affineinvqb
  shuffle  byte/lane permutes and moves between lanes: vpshufb, vpermb, vpermi2b, vperm2i128,
           valignq, vpalignr, vpunpck*, vpshufd, vinserti*, vextracti*, broadcasts from a register...
  xor      xor, vpxor*, vpternlog* (three-input logic, counted as one xor)
  vector   every other SIMD or mask-register operation (and, or, blends, adds, shifts, compares)
  load     a move from memory into a register (mov, vmovdqu*, vpbroadcast* from memory, ...)
  store    a move from a register into memory
  scalar   everything else: integer arithmetic, address arithmetic, branches, calls
  outside  instructions outside the executable (none expected: the C library is linked in)
A rep-prefixed string instruction (memset's `rep stosb`) counts once per execution, whatever
its length, as the CPU issues it.
Besides: "mem reads" counts every instruction that reads memory (loads and folded memory
operands, such as the table lookups `xor rax, [rdx+rcx*8]`), and "2-port ops" the GFNI
instructions plus the shuffles that issue on the same two ports on Zen 5 (port probes in
bench/results/avx512-streebog.md and avx2gfni-streebog.md: about 2 per core cycle together).
"""
import argparse
import json
import os
import re
import shutil
import statistics
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(HERE)

GFNI = ("gf2p8", "vgf2p8")
# Issue on the two ports the GFNI instructions use (Zen 5, measured: see the docstring).
TWO_PORT = {
    "vpshufb", "pshufb", "vpermb", "vpermi2b", "vpermt2b", "vpermw", "vpermi2w", "vpermt2w",
    "vpermd", "vpermq", "vpermi2d", "vpermi2q", "vpermt2d", "vpermt2q", "vperm2i128",
    "vinserti128", "vinserti32x4", "vinserti64x2", "vinserti32x8", "vinserti64x4", "valignd",
    "valignq", "vshufi32x4", "vshufi64x2", "vpalignr", "palignr", "vpsrldq", "vpslldq", "psrldq",
    "pslldq", "vpblendvb", "pblendvb", "vpmovb2m", "vptestmb", "vptestnmb", "vpcmpb", "vpcmpub",
}
SHUFFLE_PREFIX = ("vpunpck", "punpck", "vpshuf", "pshuf", "vperm", "vshuf", "shufp", "vinsert",
                  "vextract", "valign", "vpalignr", "palignr", "vpbroadcast", "vbroadcast",
                  "vpmovzx", "vpmovsx", "pmovzx", "pmovsx", "vpcompress", "vpexpand", "vpsrldq",
                  "vpslldq", "psrldq", "pslldq", "vpmovqb", "vpmovdb", "vpmovwb", "vpmovqd",
                  "vpmovqw", "vpmovdw", "vmovsldup", "vmovshdup", "vmovddup", "vpblendvb",
                  "pblendvb", "vpmovb2m", "vpmovm2b")
XOR = {"xor", "pxor", "vpxor", "vpxord", "vpxorq", "xorps", "vxorps", "xorpd", "vxorpd",
       "vpternlogd", "vpternlogq"}
MOVES = re.compile(r"^(mov|movzx|movsx|movsxd|movabs|movq|movd|movdq[au]|movup[sd]|movap[sd]|"
                   r"vmov\w*|vpbroadcast\w*|vbroadcast\w*|kmov\w)$")
NOT_MEMORY = re.compile(r"^(lea|nop\w*|prefetch\w*|endbr64|clflush\w*)$")
CLASSES = ["gfni", "shuffle", "xor", "vector", "load", "store", "scalar", "outside"]


class Fail(Exception):
    pass


def sh(cmd, **kw):
    p = subprocess.run(cmd, capture_output=True, text=True, **kw)
    if p.returncode != 0:
        raise Fail("%s failed (exit %d): %s" % (" ".join(cmd), p.returncode, p.stderr.strip()[:400]))
    return p.stdout


def classify(mnem, ops):
    """(class, reads memory) of one instruction in Intel syntax."""
    mem = "[" in ops and not NOT_MEMORY.match(mnem)
    first = ops.split(",", 1)[0]
    if MOVES.match(mnem) and mem:
        if "[" in first:
            return "store", False
        return "load", True
    if mnem.startswith(GFNI):
        return "gfni", mem
    if mnem in XOR:
        return "xor", mem
    if mnem.startswith(SHUFFLE_PREFIX) or mnem in TWO_PORT:
        return "shuffle", mem
    if re.match(r"^(v\w+|p\w+|k\w+|\w+p[sd]|movdq\w|movq|movd)$", mnem) and not re.match(
            r"^(push\w*|pop\w*|pause)$", mnem):
        return "vector", mem
    return "scalar", mem


def disassemble(exe):
    """address -> (function, mnemonic, operands, class, reads memory)."""
    out = sh(["objdump", "-d", "-w", "-M", "intel", "--no-show-raw-insn", exe])
    insns, func = {}, None
    for ln in out.splitlines():
        m = re.match(r"^([0-9a-f]+) <(.+)>:$", ln)
        if m:
            func = re.sub(r"\.(constprop|isra|part|cold)\.\d+$", "", m.group(2))
            continue
        m = re.match(r"^\s+([0-9a-f]+):\s+(?:(?:rep[nez]*|lock|notrack|bnd|data16)\s+)*(\S+)\s*(.*)$",
                     ln)
        if m and func:
            mnem, ops = m.group(2), m.group(3).split("#", 1)[0].strip()
            if mnem.startswith("(bad)"):
                continue
            cls, mem = classify(mnem, ops)
            insns[int(m.group(1), 16)] = (func, mnem, ops, cls, mem)
    return insns


def count(exe, backend, cipher, mode, blocks):
    out = sh([exe, backend, cipher, mode, str(blocks)])
    hits = {}
    for ln in out.splitlines()[1:]:
        a, c = ln.split()
        hits[int(a, 16)] = int(c)
    return hits


def per_block(insns, h1, h2, dn):
    """Per-block counts by class, memory reads, 2-port ops, per function and per mnemonic."""
    cls = dict.fromkeys(CLASSES, 0.0)
    funcs, mnems = {}, {}
    reads = two_port = 0.0
    for a in set(h1) | set(h2):
        d = (h2.get(a, 0) - h1.get(a, 0)) / dn
        if not d:
            continue
        ins = insns.get(a)
        if ins is None:
            cls["outside"] += d
            funcs["(outside the executable)"] = funcs.get("(outside the executable)", 0) + d
            continue
        func, mnem, _, c, mem = ins
        cls[c] += d
        reads += d if mem else 0
        two_port += d if (c == "gfni" or mnem in TWO_PORT) else 0
        funcs[func] = funcs.get(func, 0) + d
        mnems[mnem] = mnems.get(mnem, 0) + d
    return {"total": sum(cls.values()), "classes": cls, "mem_reads": reads, "two_port": two_port,
            "functions": funcs, "mnemonics": mnems}


def core_mhz(tmp):
    """The clock a core runs at now: 4 dependent adds per loop trip (1 cycle each), CPU time."""
    src = os.path.join(tmp, "freq.c")
    with open(src, "w") as f:
        f.write(r'''#include <stdio.h>
#include <time.h>
static double cpu(void){struct timespec t;clock_gettime(CLOCK_THREAD_CPUTIME_ID,&t);return t.tv_sec+t.tv_nsec*1e-9;}
int main(void){unsigned long n=200000000,x=0;double t0=cpu();
__asm__ volatile("1: add $1,%0\n add $1,%0\n add $1,%0\n add $1,%0\n sub $1,%1\n jnz 1b":"+r"(x),"+r"(n));
printf("%f\n",4*200e6/(cpu()-t0)/1e6);return 0;}
''')
    exe = os.path.join(tmp, "freq")
    sh([os.environ.get("CC", "cc"), "-O1", src, "-o", exe])
    return statistics.median(float(sh([exe])) for _ in range(5))


def cpu_line():
    f = {}
    for ln in sh(["lscpu"]).splitlines():
        if ":" in ln:
            k, v = ln.split(":", 1)
            f[k.strip()] = v.strip()
    fam, model = f.get("CPU family", "?"), f.get("Model", "?")
    zen = {"23": "Zen/Zen 2", "26": "Zen 5"}.get(fam, "")
    if fam == "25" and model.isdigit():
        m = int(model)
        zen = "Zen 4" if 0x10 <= m <= 0x1f or 0x60 <= m <= 0x7f or 0xa0 <= m <= 0xaf else "Zen 3"
    return "%s (lscpu: family %s model %s stepping %s%s)" % (
        f.get("Model name", "?"), fam, model, f.get("Stepping", "?"), ", " + zen if zen else "")


def measured(run, cipher, backend, mode, block):
    """TSC cycles per block of backend/mode in a run.py result (1 MiB, else the largest size)."""
    rows = [r for r in run["results"] if r["status"] == "ok" and r["workload"] == "%s-%s" % (cipher, mode)
            and r["target"] == "gostgen:" + backend]
    if not rows:
        return None
    r = max(rows, key=lambda r: (r["len"] == 1 << 20, r["len"]))
    return r["cpb"] * block, r


def count_all(args, n1, n2, modes):
    """Count every backend and mode: (records, key setup microseconds per backend)."""
    lib = os.path.join(args.build, "lib", "libgostgen.a")
    if not os.path.exists(lib):
        raise Fail("no %s: build it first (cmake --build build)" % lib)
    for tool in ("objdump", os.environ.get("CC", "cc")):
        if not shutil.which(tool):
            raise Fail("%s not found" % tool)
    with tempfile.TemporaryDirectory() as tmp:
        exe = os.path.join(tmp, "insn_count")
        sh([os.environ.get("CC", "cc"), "-O2", "-std=c11", "-static", "-no-pie", "-I",
            os.path.join(REPO, "runtime", "include"), os.path.join(HERE, "insn_count.c"), lib,
            "-lpthread", "-ldl", "-lm", "-o", exe])
        usable = sh([exe, "--list"]).split()
        backends = usable if args.backends == "all" else args.backends.split(",")
        for b in backends:
            if b not in usable:
                raise Fail("backend %s is not usable here (usable: %s)" % (b, ", ".join(usable)))
        insns = disassemble(exe)
        records, setup = [], {}
        for b in backends:
            for m in modes:
                sys.stderr.write("counting %s %s %s (%d and %d blocks) ...\n"
                                 % (b, args.cipher, m, n1, n2))
                h1, h2 = count(exe, b, args.cipher, m, n1), count(exe, b, args.cipher, m, n2)
                pb = per_block(insns, h1, h2, n2 - n1)
                records.append({
                    "backend": b, "mode": m,
                    **{k: round(v, 2) for k, v in pb["classes"].items()},
                    "total": round(pb["total"], 2), "mem_reads": round(pb["mem_reads"], 2),
                    "two_port": round(pb["two_port"], 2),
                    "top_functions": sorted(((f, round(v, 2)) for f, v in pb["functions"].items()
                                             if round(v, 2)), key=lambda x: -x[1])[:8]})
            setup[b] = float(sh([exe, "--setup-us", b, args.cipher]))
    return records, setup


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--build", default=os.path.join(REPO, "build"))
    ap.add_argument("--cipher", default="kuznyechik", choices=["kuznyechik", "magma"])
    ap.add_argument("--modes", default="ecb,ctr")
    ap.add_argument("--backends", default="all")
    ap.add_argument("--blocks", default="256,512",
                    help="N1,N2: blocks of the two counted calls (multiples of every kernel's batch)")
    ap.add_argument("--run", help="a bench/run.py result JSON with this cipher's workloads")
    ap.add_argument("--counts", help="the --json of an earlier count: no counting, only the "
                                     "tables (with --run: beside that run's cycles)")
    ap.add_argument("--out", help="markdown file to write (default: stdout only)")
    ap.add_argument("--json", help="write the counts as JSON too")
    args = ap.parse_args(argv)
    run = None
    if args.run:
        try:
            with open(args.run) as f:
                run = json.load(f)
        except (OSError, ValueError) as e:
            raise Fail("cannot read --run %s: %s" % (args.run, e))
    cmd = "python3 bench/kernel_insns.py " + " ".join(argv if argv is not None else sys.argv[1:])
    if args.counts:
        try:
            with open(args.counts) as f:
                saved = json.load(f)
            records, setup, (n1, n2) = saved["rows"], saved["key_setup_us"], saved["blocks"]
            cipher, counted_by = saved["cipher"], saved["command"]
        except (OSError, ValueError, KeyError) as e:
            raise Fail("cannot read --counts %s: %s" % (args.counts, e))
    else:
        try:
            n1, n2 = (int(x) for x in args.blocks.split(","))
        except ValueError:
            raise Fail("--blocks wants two numbers, N1,N2")
        if not 0 < n1 < n2:
            raise Fail("--blocks: need 0 < N1 < N2")
        modes = args.modes.split(",")
        for m in modes:
            if m not in ("ecb", "ctr"):
                raise Fail("--modes: ecb and/or ctr")
        records, setup = count_all(args, n1, n2, modes)
        cipher, counted_by = args.cipher, cmd
    block = 16 if cipher == "kuznyechik" else 8
    with tempfile.TemporaryDirectory() as tmp:
        mhz = core_mhz(tmp) if run else None
    L = ["# %s: instructions per block of every backend, by class" % cipher.capitalize(), "",
         "- CPU: %s; one core" % cpu_line(),
         "- Command: `%s`%s (counts from the build's libgostgen.a; instruction classes and the "
         "method: the docstring of bench/kernel_insns.py)"
         % (cmd, "; counted by `%s`" % counted_by if counted_by != cmd else ""),
         "- Per block: (count of a %d-block call - count of a %d-block call) / %d, one "
         "gostgen_ctx_update call each (the key set up before), single-stepped "
         "(bench/insn_count.c); the counts do not depend on the machine's load."
         % (n2, n1, n2 - n1)]
    L += ["", "## Instructions per block", "",
          "| backend | mode | instructions | gfni | shuffle | xor | vector | load | store | "
          "scalar | outside | mem reads | 2-port ops |", "|---|---|" + "---:|" * 11]
    for rec in records:
        L.append("| %s | %s | %s |" % (rec["backend"], rec["mode"], " | ".join(
            ["%.0f" % rec["total"]] + ["%.1f" % rec[k] for k in CLASSES]
            + ["%.1f" % rec["mem_reads"], "%.1f" % rec["two_port"]])))
    L += ["", "Key setup per call (gostgen_ctx_new + gostgen_ctx_free, microseconds, best of 7 x 20 "
          "on this shared machine; every one-shot call pays it once): %s." % "; ".join(
              "%s %.2f" % (b, us) for b, us in setup.items())]
    if run:
        tsc = run["meta"]["tsc_hz"] / 1e6
        L += ["", "## What limits each kernel", "",
              "- Measured: `%s` (%s; %s, %s; median of %s repeats; 1 MiB per call, key setup "
              "included). TSC c/block = cycles/byte x %d (wall clock, %.0f MHz TSC); core "
              "c/block = the thread's CPU time per block x %.0f MHz, the core clock measured by "
              "dependent adds when this file was written (CPU time leaves out the time another "
              "process had the core, which the wall clock on this shared machine does not)."
              % (args.run, run["meta"]["date"], run["meta"]["cpu_model"], run["meta"]["cpu_ident"],
                 run["meta"]["repeats"], block, tsc, mhz),
              "- Floors, in core cycles per block: 2-port = the 2-port ops / 2 (GFNI and the "
              "shuffles that share its two ports, about 2 per cycle together); vector = every "
              "SIMD operation (gfni, shuffle, xor, vector) / 4 (at most about 4 per cycle: the "
              "logic ops' probe). Key setup = its share of one 1 MiB call's time.",
              "- Limit: the larger floor when it is at least 60% of the measured cycles after the "
              "key setup's share; else the key setup when it is at least 25% of the call; else "
              "\"instructions\": the count at the measured instructions per cycle, neither port "
              "floor near (dependencies, loads, the front end).", "",
              "| backend | mode | MB/s (wall / CPU time) | TSC c/block | core c/block | instr/cycle | 2-port floor | "
              "vector floor | key setup | limit |", "|---|---|" + "---:|" * 7 + "---|"]
        for rec in records:
            got = measured(run, cipher, rec["backend"], rec["mode"], block)
            if not got:
                L.append("| %s | %s | %s |" % (rec["backend"], rec["mode"], " | ".join(["-"] * 8)))
                continue
            tsc_c, r = got
            core_c = r["cpu_ns_per_op"] * 1e-3 * mhz / (r["bytes"] / block)
            two = rec["two_port"] / 2
            vec = (rec["gfni"] + rec["shuffle"] + rec["xor"] + rec["vector"]) / 4
            share = setup.get(rec["backend"], 0) * 1e3 / r["cpu_ns_per_op"]
            work = core_c * (1 - share)
            name, floor = max((("2-port ops", two), ("vector ops", vec)), key=lambda x: x[1])
            if work > 0 and floor / work >= 0.6:
                limit = "%s (%.0f%% of the cycles after the key setup)" % (name, 100 * floor / work)
            elif share >= 0.25:
                limit = "key setup (%.0f%% of a 1 MiB call)" % (100 * share)
            else:
                limit = "instructions (%.2f per cycle; largest floor %.0f%%)" % (
                    rec["total"] / work if work > 0 else 0, 100 * floor / work if work > 0 else 0)
            L.append("| %s | %s | %.0f / %.0f | %.0f | %.0f | %.2f | %.0f | %.0f | %.0f%% | %s |" % (
                rec["backend"], rec["mode"], r["mbps"], r["bytes"] * 1e3 / r["cpu_ns_per_op"], tsc_c, core_c, rec["total"] / core_c, two,
                vec, 100 * share, limit))
    L += ["", "## Where the instructions go (per block, the functions with the most)", ""]
    for rec in records:
        L.append("- %s %s: %s" % (rec["backend"], rec["mode"], "; ".join(
            "`%s` %.0f" % (f, v) for f, v in rec["top_functions"][:4])))
    text = "\n".join(L) + "\n"
    if args.out:
        with open(args.out, "w") as f:
            f.write(text)
    if args.json:
        with open(args.json, "w") as f:
            json.dump({"command": counted_by, "cipher": cipher, "cpu": cpu_line(),
                       "blocks": [n1, n2], "key_setup_us": setup, "rows": records}, f, indent=1)
    sys.stdout.write(text)
    return 0


if __name__ == "__main__":
    try:
        sys.exit(main())
    except Fail as e:
        sys.stderr.write("kernel_insns.py: %s\n" % e)
        sys.exit(2)
    except KeyboardInterrupt:
        sys.stderr.write("kernel_insns.py: interrupted\n")
        sys.exit(130)
