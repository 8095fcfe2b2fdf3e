#!/usr/bin/env python3
"""How fast a kernel's loop could run with its own instructions and none of its dependencies.

    python3 bench/mix_floor.py --lib OBJECT --function NAME [--loop 0] [--iters 1000]
                               [--repeats 200] [--without MNEM,..] [--show]

e.g. --lib build/runtime/CMakeFiles/gostgen_objects.dir/__/generated/avx512/kuznyechik.c.o
     --function encrypt1

Disassembles the object, finds the function's loops (backward jumps within it, largest first;
--loop picks one, 0 the largest: in the byte-sliced kernels' `encrypt1`, the round loop), and rewrites the loop body's vector instructions so that each writes a register of
its own (24 in rotation, 12 for VEX-encoded code) and reads fixed ones: the same mnemonics, widths, masks, immediates and
memory operands (from a 64-byte-aligned buffer), in the same order, with every data dependency
gone. That body is timed in a loop (min of --repeats runs of --iters bodies, TSC cycles) and the
core clock against the TSC measured by a chain of dependent adds. The result is the floor the
instruction mix sets by itself (ports, issue width, loads): a loop that runs near it needs fewer
or cheaper instructions, not a better schedule; one far above it is bound by its dependencies.
Scalar instructions (the loop counter, address arithmetic, the branch) are left out, and with
--without the mnemonics named (what they cost: the difference).
bench/results/kuz-avx512-zen4-floor.md uses it.
"""
import argparse
import os
import re
import subprocess
import sys
import tempfile

VREG = re.compile(r"^%([xyz])mm(\d+)$")
KREG = re.compile(r"^%k[0-7]$")


def sh(cmd):
    p = subprocess.run(cmd, capture_output=True, text=True)
    if p.returncode != 0:
        sys.exit("mix_floor: %s failed: %s" % (" ".join(cmd), p.stderr.strip()[:400]))
    return p.stdout


def functions(lib):
    """name -> [(address, mnemonic, operand text)] in AT&T syntax; a name that more than one
    member of an archive defines (static functions) -> None."""
    funcs, cur, member, owner = {}, None, None, {}
    for ln in sh(["objdump", "-d", "-w", "--no-show-raw-insn", lib]).splitlines():
        m = re.match(r"^(\S+):\s+file format", ln)
        if m:
            member = m.group(1)
            continue
        m = re.match(r"^([0-9a-f]+) <(.+)>:$", ln)
        if m:
            name = re.sub(r"\.(constprop|isra|part|cold)\.\d+", "", m.group(2))
            if owner.setdefault(name, member) != member:
                funcs[name] = None
            if funcs.get(name, []) is None:
                cur = []  # read, not kept
            else:
                cur = funcs.setdefault(name, [])
            continue
        m = re.match(r"^\s+([0-9a-f]+):\s+(\S+)\s*(.*)$", ln)
        if m and cur is not None:
            cur.append((int(m.group(1), 16), m.group(2), m.group(3).split("#", 1)[0].strip()))
    return funcs


def loops(insns):
    """(start, end) index ranges of the backward jumps' bodies, largest first."""
    index = {a: i for i, (a, _, _) in enumerate(insns)}
    found = []
    for i, (_, mnem, ops) in enumerate(insns):
        m = re.match(r"^([0-9a-f]+)\b", ops)
        if mnem.startswith("j") and m and int(m.group(1), 16) in index:
            j = index[int(m.group(1), 16)]
            if j <= i:
                found.append((j, i))
    return sorted(found, key=lambda r: r[0] - r[1])


def split_operands(ops):
    out, depth, cur = [], 0, ""
    for ch in ops:
        if ch in "({":
            depth += 1
        elif ch in ")}":
            depth -= 1
        if ch == "," and depth == 0:
            out.append(cur.strip())
            cur = ""
        else:
            cur += ch
    if cur.strip():
        out.append(cur.strip())
    return out


def rewrite(mnem, ops, n, pool):
    """The instruction with its dependencies cut (n: its index, for the rotating destination;
    pool: how many registers rotate, the sources after them), or None for a scalar one."""
    opnds = split_operands(ops)
    if not any(VREG.match(re.sub(r"\{.*", "", o)) or KREG.match(o) for o in opnds):
        return None
    out = []
    for pos, o in enumerate(opnds):
        deco = "".join(re.findall(r"\{[^}]*\}", o))
        base = re.sub(r"\{.*", "", o)
        # (in an asm template with operands, braces are %{ %} and registers %%)
        deco = re.sub(r"%k[0-7]", "%%k1", deco.replace("{", "%{").replace("}", "%}"))
        last = pos == len(opnds) - 1
        v = VREG.match(base)
        if base.startswith("$"):
            out.append(base)
        elif "(" in base:
            out.append("(%0)")
        elif v:
            reg = n % pool if last else pool + pos
            out.append("%%%%%smm%d%s" % (v.group(1), reg, deco))
        elif KREG.match(base):
            out.append("%%k2" if last else "%%k3")
        else:
            return None  # a general register operand: scalar work
    return "%s %s" % (mnem, ", ".join(out))


HARNESS = r"""
#include <stdint.h>
#include <stdio.h>
#include <x86intrin.h>
static unsigned char buf[4096] __attribute__((aligned(64)));
int main(void)
{
    double ratio = 1e9;
    for (int c = 0; c < 7; c++) { /* TSC cycles per core cycle: 4 dependent adds an iteration */
        long x = 0;
        uint64_t t0 = __rdtsc();
        for (long i = 0; i < 1000000; i++)
            __asm__ volatile("add $1,%0\n\tadd $1,%0\n\tadd $1,%0\n\tadd $1,%0" : "+r"(x));
        double r = (double)(__rdtsc() - t0) / 4e6;
        if (r < ratio) ratio = r;
    }
    uint64_t best = ~0ull;
    for (int rep = 0; rep < REPEATS; rep++) {
        uint64_t t0 = __rdtsc();
        for (int i = 0; i < ITERS; i++)
            __asm__ volatile(BODY : : "r"(buf) : CLOBBERS);
        uint64_t t = __rdtsc() - t0;
        if (t < best) best = t;
    }
    printf("%.1f %.4f\n", (double)best / ITERS, ratio);
    return 0;
}
"""


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--lib", default="build/lib/libgostgen.a")
    ap.add_argument("--function", required=True)
    ap.add_argument("--loop", type=int, default=0)
    ap.add_argument("--iters", type=int, default=1000)
    ap.add_argument("--repeats", type=int, default=200)
    ap.add_argument("--without", default="",
                    help="comma list of mnemonics to leave out (what they cost in the mix)")
    ap.add_argument("--show", action="store_true", help="print the rewritten body")
    a = ap.parse_args()
    funcs = functions(a.lib)
    if a.function not in funcs:
        near = sorted(f for f in funcs if a.function in f)[:8]
        sys.exit("mix_floor: no function %s in %s%s" % (a.function, a.lib,
                 " (similar: %s)" % ", ".join(near) if near else ""))
    insns = funcs[a.function]
    if insns is None:
        sys.exit("mix_floor: more than one object in %s defines %s: give the object file "
                 "(build/runtime/CMakeFiles/gostgen_objects.dir/...)" % (a.lib, a.function))
    found = loops(insns)
    if a.loop >= len(found):
        sys.exit("mix_floor: %s has %d loops" % (a.function, len(found)))
    s, e = found[a.loop]
    # AVX-512 code rotates 24 registers; VEX-encoded code (no zmm, no mask, no register
    # above 15) 12, as some of its instructions have no encoding for registers 16-31.
    text = " ".join(ops for _, _, ops in insns[s:e + 1])
    evex = re.search(r"%zmm|%k[0-7]|%[xy]mm(1[6-9]|2\d|3[01])", text) is not None
    pool = 24 if evex else 12
    body, mix, skipped = [], {}, 0
    without = set(filter(None, a.without.split(",")))
    for n, (_, mnem, ops) in enumerate(insns[s:e + 1]):
        r = rewrite(mnem, ops, n, pool)
        if r is None or mnem in without:
            skipped += 1
            continue
        body.append(r)
        mix[mnem] = mix.get(mnem, 0) + 1
    if a.show:
        print("\n".join(body))
    clobbers = ['"xmm%d"' % i for i in range(32)] + ['"k1"', '"k2"', '"k3"', '"memory"']
    src = (HARNESS.replace("BODY", '"' + "\\n\\t".join(body) + '"')
           .replace("CLOBBERS", ", ".join(clobbers)).replace("REPEATS", str(a.repeats))
           .replace("ITERS", str(a.iters)))
    with tempfile.TemporaryDirectory() as d:
        c, exe = os.path.join(d, "mix.c"), os.path.join(d, "mix")
        with open(c, "w") as f:
            f.write(src)
        sh(["gcc", "-O2", "-mavx512f", "-mavx512bw", "-mavx512vl", "-mavx512vbmi", "-mgfni", c,
            "-o", exe])
        tsc, ratio = (float(x) for x in sh([exe]).split())
    print("%s loop %d: %d vector instructions (%d scalar%s left out): %s" % (
        a.function, a.loop, len(body), skipped, " and " + a.without if without else "",
        ", ".join("%s %d" % kv for kv in sorted(mix.items(), key=lambda kv: -kv[1]))))
    print("without its dependencies: %.1f TSC cycles per iteration, %.1f core cycles "
          "(core clock %.3f x TSC), %.2f instructions per core cycle" % (
              tsc, tsc / ratio, 1 / ratio, len(body) / (tsc / ratio)))


if __name__ == "__main__":
    main()
