"""HMAC-Streebog-256 on 64-byte messages and PBKDF2-HMAC-Streebog-512 iterations per second,
gostgen beside the OpenSSL gost provider (gostprov's md_gost12_256/512 under OpenSSL 3's HMAC and
PBKDF2, through EVP) in the same process (bench/hmac_kdf_bench.c); writes
bench/results/hmac-kdf.md.

Usage: python3 bench/hmac_kdf.py [--build build] [--repeats 7] [--min-ms 300] [--backends LIST]
Needs cc, libssl-dev (OpenSSL 3 headers), the static library (cmake --build build) and
libengine-gost-openssl (gostprov)."""
from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
TARGET = 2.5  # issue 15: at least 2.5x the OpenSSL gost provider

WORKLOADS = {
    "hmac64-rekey": ("HMAC-Streebog-256, 64-byte messages, key given per call", "HMAC/s",
                     "`gostgen_hmac` / `EVP_MAC_init(key)` + update + final"),
    "hmac64-keyed": ("HMAC-Streebog-256, 64-byte messages, one keyed context", "HMAC/s",
                     "`gostgen_hmac_reset` + update + final / `EVP_MAC_init(NULL)` + update + final"),
    "hmac64-copied": ("HMAC-Streebog-256, 64-byte messages, a copy of the keyed context each",
                      "HMAC/s", "`gostgen_hmac_copy` + update + final + free / as above"),
    "hmac64-batch": ("HMAC-Streebog-256, 64-byte messages, 64 per call under one key", "HMAC/s",
                     "`gostgen_hmac_batch` / the keyed loop above (no batch call)"),
    "pbkdf2-64": ("PBKDF2-HMAC-Streebog-512, 64-byte output", "iterations/s",
                  "`gostgen_pbkdf2` / `EVP_KDF` PBKDF2, digest md_gost12_512"),
    "pbkdf2-256": ("PBKDF2-HMAC-Streebog-512, 256-byte output (4 blocks)", "iterations/s",
                   "as above"),
}


NOTES = """\
Where the ratios come from. Both sides compress the same blocks in every row: an HMAC-256 of a
64-byte message is 9 Streebog compressions when the key comes with the call (its two padded
blocks, the message block, the inner hash's padding, N and Sigma, and the outer hash's
three), 7 under an already keyed context; a PBKDF2-HMAC-512 iteration is 8 per output block
(the 64-byte U is one whole block in both hashes). So a row's ratio is the ratio of the
compressions' speed plus the per-call overhead, except where gostgen runs independent chains in
SIMD lanes (the batch row, and PBKDF2's output blocks beyond the first: the avx512 kernel
interleaves three compressions), which the peer runs one after another. One PBKDF2 output block
is a strictly sequential chain of compressions, so its row measures one compression's latency.
gostgen's per-call overheads: a one-shot call resolves the backend and scrubs 16 KiB of stack on
the way out (key hygiene); a copied context adds an allocation and the free's scrub; the reset
context and the batch have neither per message.

Seen once in the session that wrote this file: one build of the driver (byte for byte the same
as the others) ran pbkdf2-256 on avx512 at about 230,000 iterations/s (3.0x) for as long as that
file existed, while copies of it ran at about 410,000; the other rows did not move. Not explained
(the VM's placement of that file's pages is the suspect); both are above the target.
"""


def sh(cmd, **kw) -> str:
    return subprocess.run(cmd, capture_output=True, text=True, check=True, **kw).stdout


def cpu_model() -> str:
    f = {}
    for ln in sh(["lscpu"]).splitlines():
        if ":" in ln:
            k, v = ln.split(":", 1)
            f[k.strip()] = v.strip()
    fam = f.get("CPU family", "?")
    zen = " (Zen 5)" if fam == "26" and "AMD" in f.get("Vendor ID", "") + f.get("Model name", "") else ""
    return (f"{f.get('Model name', '?')}{zen} (lscpu: vendor {f.get('Vendor ID', '?')}, family "
            f"{fam}, model {f.get('Model', '?')}, stepping {f.get('Stepping', '?')}; "
            f"{f.get('CPU(s)', '?')} CPUs)")


def available_backends(build: Path) -> tuple:
    """(the available backends, the selected one first; the selected one's name)."""
    infos = json.loads(sh([str(build / "bin" / "gostcli"), "backends", "--json"]))
    sel = next((b["name"] for b in infos if b["selected"]), None)
    names = [b["name"] for b in infos if b["available"]]
    return sorted(names, key=lambda n: n != sel), sel


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--build", default=str(REPO / "build"))
    ap.add_argument("--repeats", type=int, default=7)
    ap.add_argument("--min-ms", type=float, default=300)
    ap.add_argument("--backends", help="comma-separated (default: every available one)")
    ap.add_argument("--out", default=str(REPO / "bench" / "results" / "hmac-kdf.md"))
    a = ap.parse_args()
    build = Path(a.build)
    backends, selected = available_backends(build)
    if a.backends:
        backends = a.backends.split(",")
    load0 = os.getloadavg()
    started = time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime())
    with tempfile.TemporaryDirectory() as t:
        exe = Path(t) / "hmac_kdf_bench"
        sh(["cc", "-O2", "-std=c11", "-I", str(REPO / "runtime" / "include"),
            str(REPO / "bench" / "hmac_kdf_bench.c"), str(build / "lib" / "libgostgen.a"),
            "-lcrypto", "-lpthread", "-ldl", "-lm", "-o", str(exe)])
        rows = []
        for be in backends:
            print(f"hmac_kdf: {be} ...", file=sys.stderr, flush=True)
            out = sh([str(exe), be, str(a.repeats), str(a.min_ms)], timeout=3600)
            rows += [json.loads(ln) for ln in out.splitlines()]
    load1 = os.getloadavg()
    bad = [r for r in rows if "workload" in r and not r["same_output"]]
    ossl = sh(["openssl", "version"]).strip()
    try:
        deb = sh(["dpkg-query", "-W", "-f", "${Version}", "libengine-gost-openssl"]).strip()
    except (subprocess.CalledProcessError, FileNotFoundError):
        deb = "?"
    rev = sh(["git", "-C", str(REPO), "rev-parse", "--short", "HEAD"]).strip()
    args = " ".join(sys.argv[1:])
    lines = [
        "# HMAC-Streebog and PBKDF2-HMAC-Streebog-512: gostgen beside the OpenSSL gost provider",
        "",
        f"- Date: {started}; run: `python3 bench/hmac_kdf.py{' ' + args if args else ''}` "
        f"(git {rev})",
        f"- CPU: **{cpu_model()}**; one core (thread CPU time), shared with other sessions",
        f"- Load average (1/5/15 min): {' '.join(f'{x:.2f}' for x in load0)} at start, "
        f"{' '.join(f'{x:.2f}' for x in load1)} at end",
        f"- Peer: {ossl}; gostprov from libengine-gost-openssl {deb}: OpenSSL's HMAC and PBKDF2 "
        "(default provider) over gostprov's md_gost12_256 / md_gost12_512, through EVP_MAC / "
        "EVP_KDF with the algorithms fetched once, in the same process (bench/hmac_kdf_bench.c)",
        f"- Method: each figure the **median** of {a.repeats} timings of at least {a.min_ms:.0f} ms "
        "of thread CPU time, gostgen and the peer interleaved; every workload first checked to give "
        "the peer's bytes" + (" (**a check FAILED: " + ", ".join(
            f"{r['workload']}/{r['backend']}" for r in bad) + "**)" if bad else " (all matched)"),
        f"- PBKDF2: {2000} iterations per call; iterations/s = 2000 over the call's time (a "
        "256-byte output is 4 blocks of 2000 iterations each: gostgen runs the 4 chains in SIMD "
        "lanes, the peer one after another)",
        "",
        f"The target (issue 15: at least {TARGET}x the provider) is for the backend the library "
        f"selects on this machine, **{selected}**; the other backends' rows are for comparison "
        "(`bitsliced` is the constant-time circuit backend).",
        "",
        "| workload | unit | backend | gostgen | gostprov | gostgen / gostprov | "
        f"target >= {TARGET}x |",
        "|---|---|---|---:|---:|---:|---|",
    ]
    for r in rows:
        if "workload" not in r:
            continue
        title, unit, _ = WORKLOADS[r["workload"]]
        ratio = r["gostgen_median"] / r["gostprov_median"]
        lines.append(f"| {title} | {unit} | {r['backend']} | {r['gostgen_median']:,.0f} | "
                     f"{r['gostprov_median']:,.0f} | {ratio:.2f}x | "
                     f"{('met' if ratio >= TARGET else 'not met') if r['backend'] == selected else '-'} |")
    skipped = [r for r in rows if "skipped" in r]
    if skipped:
        lines += ["", "Skipped: " + ", ".join(f"{r['backend']} ({r['skipped']})" for r in skipped)]
    lines += ["", "What each workload calls (gostgen / peer):", ""]
    lines += [f"- `{k}`: {v[2]}" for k, v in WORKLOADS.items()]
    lines += ["", NOTES, "Every repeat:", ""]
    for r in rows:
        if "workload" in r:
            lines.append(f"- {r['workload']}, {r['backend']}: gostgen "
                         f"{', '.join(f'{x:,.0f}' for x in r['gostgen'])}; gostprov "
                         f"{', '.join(f'{x:,.0f}' for x in r['gostprov'])}")
    Path(a.out).write_text("\n".join(lines) + "\n")
    print(Path(a.out).read_text())
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
