#!/usr/bin/env python3
"""The speed targets of the x86 SIMD issue, checked against one bench/run.py result file.

    python3 bench/targets.py bench/results/NAME.json [--out bench/results/NAME-targets.md]

Every number comes from the JSON (one run: backends and peers measured side by side); the
targets are ratios to the best peer on the same workload and size, as the issue states them.
"""
import argparse
import json
import sys

# workload -> (shape picked from the run, {backend: minimum ratio to the best peer})
TARGETS = [
    ("gost89-cnt", 1 << 20, {"avx512": 40, "avx2": 15, "ssse3": 6}),
    ("magma-ctr", 1 << 20, {"avx512": 40, "avx2": 15, "ssse3": 6}),
    ("gost89-ecb", 1 << 20, {"avx512": 40, "avx2": 15, "ssse3": 6}),
    ("magma-ecb", 1 << 20, {"avx512": 40, "avx2": 15, "ssse3": 6}),
    # The issue sets these for the fastest backend (avx512 on the development machine).
    ("gost89-cfb-multi", None, {"avx512": 20}),
    ("gost89-mac-multi", None, {"avx512": 20}),
    ("streebog512", 1 << 20, {"avx512": 3}),
    ("streebog512-batch", None, {"avx512": 4}),
]


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("json")
    ap.add_argument("--out")
    args = ap.parse_args(argv)
    with open(args.json) as f:
        data = json.load(f)
    meta, results = data["meta"], [r for r in data["results"] if r["status"] == "ok"]
    L = ["# Speed targets (x86 SIMD issue) against %s" % args.json, "",
         "- CPU: %s (%s), %s; gostgen threads: %s; date %s" % (
             meta["cpu_model"], meta["cpu_ident"], meta["cpu_isa"], meta.get("threads", 1),
             meta["date"]),
         "- Ratio: MB/s over the fastest peer's MB/s on the same workload and size in the same run.",
         "- gost89-cnt is CNT with CryptoPro meshing (what OpenSSL's gost89-cnt computes).", "",
         "| workload | size | backend | MB/s | cycles/byte | best peer | peer MB/s | ratio | target | met |",
         "|---|---|---|---:|---:|---|---:|---:|---:|---|"]
    for wl, size, goals in TARGETS:
        rows = [r for r in results if r["workload"] == wl and (size is None or r["len"] == size)]
        if not rows:
            continue
        peers = [r for r in rows if r["kind"] == "peer"]
        best = max(peers, key=lambda r: r["mbps"]) if peers else None
        for r in sorted((r for r in rows if r["kind"] == "gostgen"), key=lambda r: -r["mbps"]):
            name = r["target"].split(":", 1)[1]
            goal = goals.get(name)
            ratio = r["mbps"] / best["mbps"] if best else None
            met = "n/a" if goal is None or ratio is None else ("yes" if ratio >= goal else "no")
            L.append("| %s | %s | %s | %.0f | %.2f | %s | %.0f | %s | %s | %s |" % (
                wl, "%d x %d B" % (r["n"], r["len"]) if r["n"] > 1 else "%d KiB" % (r["len"] >> 10),
                name, r["mbps"], r["cpb"], best["target"] if best else "-",
                best["mbps"] if best else 0, "%.1fx" % ratio if ratio else "-",
                "%gx" % goal if goal else "-", met))
    L += ["", "Where a target is missed, what limits it and what was tried is written beside each "
          "kernel: bench/results/avx512-magma.md (CNT with meshing: two dependent one-block "
          "ciphers per KiB that cannot overlap the bulk under the current backend contract), "
          "avx2-ssse3-magma.md (avx2 CTR/CNT: counter blocks still built by scalar code), "
          "avx512-streebog.md (one message: the key chain of 13 dependent LPS per block), "
          "ispc.md, msa.md."]
    text = "\n".join(L) + "\n"
    if args.out:
        with open(args.out, "w") as f:
            f.write(text)
    sys.stdout.write(text)


if __name__ == "__main__":
    main()
