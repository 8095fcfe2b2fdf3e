#!/usr/bin/env python3
"""EVP speed of the gostgen OpenSSL provider beside the OpenSSL gost provider (gostprov).

    python3 bench/provider_speed.py [--repeats 7] [--seconds 1] [--backends avx512,portable]
                                    [--module-dir build/lib/ossl-modules] [--out FILE]

Runs `openssl speed -evp NAME -bytes 16384 -seconds S -mr` for magma-ctr, gost89-cnt,
kuznyechik-ctr and md_gost12_512, once with `-provider gostgen` (per backend, through
GOSTGEN_BACKEND) and once with `-provider gostprov`, both with OpenSSL's default provider beside
them, repeats interleaved (repeat r of every target, then r+1) so that load from other processes
hits them alike; reports the median of the repeats. `openssl speed` measures user CPU time, so a process that waits for the
CPU is not charged for it. MB/s = 10^6 bytes per second of input. Writes a markdown report
(default bench/results/provider-speed.md) with the CPU model beside the figures."""
from __future__ import annotations

import argparse
import datetime
import json
import os
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
# name, target ratio (the issue's, on avx512)
WORKLOADS = [("magma-ctr", 30.0), ("gost89-cnt", None), ("kuznyechik-ctr", None),
             ("md_gost12_512", 2.5)]
BLOCK = 16384


def sh(cmd, env=None) -> str:
    return subprocess.run(cmd, capture_output=True, text=True, env=env).stdout


def cpu_model() -> str:
    info = {}
    for line in sh(["lscpu"]).splitlines():
        k, _, v = line.partition(":")
        info[k.strip()] = v.strip()
    flags = info.get("Flags", "").split()
    isa = " ".join(f for f in ("avx2", "avx512f", "avx512bw", "avx512vbmi", "gfni") if f in flags)
    return (f"{info.get('Model name', '?')} (lscpu: vendor {info.get('Vendor ID', '?')}, family "
            f"{info.get('CPU family', '?')}, model {info.get('Model', '?')}, stepping "
            f"{info.get('Stepping', '?')}; {info.get('CPU(s)', '?')} CPUs; {isa})")


def speed(openssl, mdir, provider, name, seconds, backend=None) -> float:
    """Bytes per second of one `openssl speed` run."""
    env = dict(os.environ)
    env.pop("GOSTGEN_BACKEND", None)
    if backend:
        env["GOSTGEN_BACKEND"] = backend
    cmd = [openssl, "speed", "-provider-path", str(mdir), "-provider", provider, "-provider",
           "default", "-evp", name, "-bytes", str(BLOCK), "-seconds", str(seconds), "-mr"]
    proc = subprocess.run(cmd, capture_output=True, text=True, env=env)
    m = re.search(r"^\+F:\d+:[^:]+:([0-9.]+)$", proc.stdout, re.M)
    if proc.returncode != 0 or m is None:
        sys.exit(f"provider_speed: {' '.join(cmd)} failed:\n{proc.stdout[-800:]}{proc.stderr[-800:]}")
    return float(m.group(1))


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--repeats", type=int, default=7)
    ap.add_argument("--seconds", type=int, default=1)
    ap.add_argument("--backends", default="",
                    help="comma-separated gostgen backends (default: the process default only)")
    ap.add_argument("--module-dir", default=str(REPO / "build" / "lib" / "ossl-modules"))
    ap.add_argument("--out", default=str(REPO / "bench" / "results" / "provider-speed.md"))
    args = ap.parse_args()

    openssl = shutil.which("openssl")
    if openssl is None:
        sys.exit("provider_speed: openssl is not installed")
    ours = Path(args.module_dir) / "gostgen.so"
    m = re.search(r'MODULESDIR: "([^"]*)"', sh([openssl, "version", "-m"]))
    peer = Path(m.group(1)) / "gostprov.so" if m else None
    if not ours.exists():
        sys.exit(f"provider_speed: {ours} not found (build it: cmake --build build)")
    if peer is None or not peer.exists():
        sys.exit("provider_speed: gostprov.so not found (apt-get install libengine-gost-openssl)")
    mdir = Path(tempfile.mkdtemp(prefix="provider-speed-"))
    (mdir / "gostgen.so").symlink_to(ours.resolve())
    (mdir / "gostprov.so").symlink_to(peer)

    backends = [b for b in args.backends.split(",") if b] or [None]
    try:
        infos = json.loads(sh([str(REPO / "build" / "bin" / "gostcli"), "backends", "--json"]))
        default_backend = next((b["name"] for b in infos if b["selected"]), None)
    except (OSError, ValueError):
        default_backend = None
    targets = [("gostprov", None)] + [("gostgen", b) for b in backends]
    load0 = os.getloadavg()
    t0 = datetime.datetime.now(datetime.timezone.utc)
    results = {(t, w): [] for t in targets for w, _ in WORKLOADS}
    for r in range(args.repeats):
        for w, _ in WORKLOADS:
            for t in targets:
                results[(t, w)].append(speed(openssl, mdir, t[0], w, args.seconds, t[1]))
        print(f"repeat {r + 1}/{args.repeats} done", file=sys.stderr)
    load1 = os.getloadavg()
    shutil.rmtree(mdir)

    def label(t):
        return "gostprov" if t[0] == "gostprov" else f"gostgen ({t[1] or 'default backend'})"

    commit = sh(["git", "-C", str(REPO), "rev-parse", "--short", "HEAD"]).strip() or "?"
    deb = sh(["dpkg-query", "-W", "-f", "${Version}", "libengine-gost-openssl"]).strip() or "?"
    lines = [
        "# OpenSSL provider speed: gostgen beside gostprov through EVP",
        "",
        f"- Date: {t0:%Y-%m-%d %H:%M} UTC; run: `python3 bench/provider_speed.py "
        f"--repeats {args.repeats} --seconds {args.seconds}"
        + (f" --backends {args.backends}" if args.backends else "") + "`",
        f"- CPU: **{cpu_model()}**",
        f"- Load average (1/5/15 min): {' '.join(f'{x:.2f}' for x in load0)} at start, "
        f"{' '.join(f'{x:.2f}' for x in load1)} at end (2 cores shared with other sessions)",
        f"- {sh([openssl, 'version']).strip()}; gostprov from libengine-gost-openssl {deb}; "
        f"gostgen.so at git {commit}, library backend: GOSTGEN_BACKEND as named, else the "
        f"process default ({default_backend or 'see gostcli backends'})",
        f"- Method: `openssl speed -evp NAME -bytes {BLOCK} -seconds {args.seconds} -mr` with "
        "`-provider gostgen` or `-provider gostprov` (and `-provider default`) in the same run, "
        f"{args.repeats} repeats interleaved; the **median** MB/s (10^6 bytes/s of input, over "
        "user CPU time as `openssl speed` measures it). One EVP update per 16 KiB block, one "
        "thread.",
        "",
        "| workload (16 KiB per EVP call) | " + " | ".join(label(t) + " MB/s" for t in targets)
        + " | ratio gostgen / gostprov | target |",
        "|---|" + "---:|" * len(targets) + "---:|---|",
    ]
    summary = []
    for w, target in WORKLOADS:
        med = {t: statistics.median(results[(t, w)]) / 1e6 for t in targets}
        best = max(med[t] for t in targets if t[0] == "gostgen")
        ratio = best / med[("gostprov", None)]
        met = "" if target is None else (f">= {target:g}x: {'met' if ratio >= target else 'NOT met'}")
        lines.append(f"| {w} | " + " | ".join(f"{med[t]:.1f}" for t in targets)
                     + f" | {ratio:.1f}x | {met} |")
        summary.append(f"{w} {ratio:.1f}x")
    lines += ["", "Every repeat (MB/s):", ""]
    for w, _ in WORKLOADS:
        for t in targets:
            lines.append(f"- {w}, {label(t)}: " + ", ".join(f"{x / 1e6:.1f}" for x in results[(t, w)]))
    Path(args.out).write_text("\n".join(lines) + "\n")
    print(f"wrote {args.out}: " + "; ".join(summary))
    return 0


if __name__ == "__main__":
    sys.exit(main())
