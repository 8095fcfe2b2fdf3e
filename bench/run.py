#!/usr/bin/env python3
"""Build and run the gostgen throughput benchmark against libgcrypt, OpenSSL (gost provider) and Botan.

    python3 bench/run.py --quick                 # a short table (a few sizes), about a minute
    python3 bench/run.py                         # full sweep 64 B .. 16 MiB
    python3 bench/run.py --build DIR --name NAME # libgostgen build dir (default ./build), output name

Writes bench/results/<name>.md, .json and .png, and ends with a short table on stdout (the summary
rows, the CPU model, and what differs between CPUs). Progress goes to stderr, one line per
measurement, or with --log FILE to FILE (stderr then gets one line per phase).
"""
import argparse
import datetime
import json
import os
import platform
import shutil
import subprocess
import sys
import textwrap
import time

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(HERE)

QUICK_SIZES = "64,4K,1M"
FULL_SIZES = "64,256,1K,4K,16K,64K,256K,1M,4M,16M"
HEADLINE_LEN = 1 << 20


class BenchError(Exception):
    pass


def fmt_size(n):
    for unit, shift in (("MiB", 20), ("KiB", 10)):
        if n >= 1 << shift and n % (1 << shift) == 0:
            return "%d %s" % (n >> shift, unit)
    return "%d B" % n


def shape(r):
    return fmt_size(r["len"]) if r["n"] == 1 else "%d x %s" % (r["n"], fmt_size(r["len"]))


def have_header(cc, header, cflags=()):
    src = "#include <%s>\nint main(void){return 0;}\n" % header
    p = subprocess.run([cc, "-x", "c", "-fsyntax-only", *cflags, "-"], input=src, text=True,
                       capture_output=True)
    return p.returncode == 0


def pkg(args):
    if not shutil.which("pkg-config"):
        return None
    p = subprocess.run(["pkg-config", *args], capture_output=True, text=True)
    return p.stdout.split() if p.returncode == 0 else None


def find_lib(build):
    for rel in ("lib/libgostgen.a", "lib/libgostgen.so", "libgostgen.a", "libgostgen.so",
                "runtime/libgostgen.a", "runtime/libgostgen.so"):
        p = os.path.join(build, rel)
        if os.path.exists(p):
            return p
    raise BenchError("no libgostgen.a or libgostgen.so under %s/lib; build it first: "
                     "cmake -S . -B build -G Ninja && cmake --build build" % build)


def build_driver(build, out_dir, inc):
    cc = os.environ.get("CC", "cc")
    if not shutil.which(cc):
        raise BenchError("C compiler %r not found (set CC)" % cc)
    lib = find_lib(build)
    cflags = ["-O2", "-std=c11", "-Wall", "-I" + inc]
    libs = []
    peers = {}
    # Each peer is compiled in only if its development headers are installed.
    gc_cflags = pkg(["--cflags", "libgcrypt"]) or []
    if have_header(cc, "gcrypt.h", gc_cflags):
        cflags += ["-DHAVE_LIBGCRYPT", *gc_cflags]
        libs += pkg(["--libs", "libgcrypt"]) or ["-lgcrypt"]
        peers["libgcrypt"] = True
    else:
        peers["libgcrypt"] = "headers missing (apt-get install libgcrypt20-dev)"
    os_cflags = pkg(["--cflags", "openssl"]) or []
    if have_header(cc, "openssl/provider.h", os_cflags):
        cflags += ["-DHAVE_OPENSSL", *os_cflags]
        libs += pkg(["--libs", "libcrypto"]) or ["-lcrypto"]
        peers["openssl-gost"] = True
    else:
        peers["openssl-gost"] = "headers missing (apt-get install libssl-dev)"
    bo_cflags = pkg(["--cflags", "botan-2"])
    if bo_cflags is not None and have_header(cc, "botan/ffi.h", bo_cflags):
        cflags += ["-DHAVE_BOTAN", *bo_cflags]
        libs += pkg(["--libs", "botan-2"]) or ["-lbotan-2"]
        peers["botan"] = True
    else:
        peers["botan"] = "headers missing (apt-get install libbotan-2-dev)"
    os.makedirs(out_dir, exist_ok=True)
    exe = os.path.join(out_dir, "gg_bench")
    cmd = [cc, *cflags, os.path.join(HERE, "gg_bench.c"), os.path.join(HERE, "peers.c"),
           "-o", exe, lib]
    if lib.endswith(".so"):
        cmd.append("-Wl,-rpath," + os.path.dirname(os.path.abspath(lib)))
    cmd += [*libs, "-lm", "-lpthread"]
    p = subprocess.run(cmd, capture_output=True, text=True)
    if p.returncode != 0:
        raise BenchError("building the driver failed:\n  %s\n%s" % (" ".join(cmd), p.stderr.strip()))
    return exe, " ".join(cmd), peers, lib


def library_flags(build):
    """Best effort: the build type and the compile flags of the generated backend sources."""
    out = []
    cache = os.path.join(build, "CMakeCache.txt")
    if os.path.exists(cache):
        with open(cache, errors="replace") as f:
            for line in f:
                if line.startswith("CMAKE_BUILD_TYPE:"):
                    out.append("CMAKE_BUILD_TYPE=%s" % (line.split("=", 1)[1].strip() or "(none)"))
    ninja = os.path.join(build, "build.ninja")
    if os.path.exists(ninja):
        with open(ninja, errors="replace") as f:
            lines = f.read().splitlines()
        seen = set()
        for i, line in enumerate(lines):
            if line.startswith("build ") and "/generated/" in line and ".c.o" in line:
                src = line.split("/generated/", 1)[1].split(".c.o", 1)[0]
                backend = src.split("/", 1)[0]
                for nxt in lines[i + 1:i + 8]:
                    if nxt.strip().startswith("FLAGS = ") and backend not in seen:
                        seen.add(backend)
                        out.append("%s: %s" % (backend, nxt.strip()[8:]))
    return "; ".join(out) if out else "unknown"


def debian_packages():
    """Versions of the peer packages, where dpkg knows them."""
    names = ["libgcrypt20", "libssl3", "libengine-gost-openssl", "libbotan-2-19"]
    if not shutil.which("dpkg-query"):
        return ""
    p = subprocess.run(["dpkg-query", "-W", "-f=${Package} ${Version}\\n", *names],
                       capture_output=True, text=True)
    return ", ".join(l.strip() for l in p.stdout.splitlines() if l.strip())


def loadavg():
    try:
        with open("/proc/loadavg") as f:
            return " ".join(f.read().split()[:3])
    except OSError:
        return "unknown"


def git_describe():
    try:
        p = subprocess.run(["git", "-C", REPO, "rev-parse", "--short", "HEAD"],
                           capture_output=True, text=True)
        if p.returncode != 0:
            return "unknown"
        head = p.stdout.strip()
        d = subprocess.run(["git", "-C", REPO, "status", "--porcelain", "--untracked-files=no",
                            "runtime", "generated"], capture_output=True, text=True)
        return head + (" (runtime/generated modified)" if d.stdout.strip() else "")
    except OSError:
        return "unknown"


def run_lines(cmd):
    """Run the driver, yielding its JSON lines as they come."""
    proc = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    for line in proc.stdout:
        line = line.strip()
        if not line:
            continue
        try:
            yield json.loads(line)
        except json.JSONDecodeError:
            raise BenchError("driver wrote a line that is not JSON: %r" % line[:200])
    err = proc.stderr.read()
    rc = proc.wait()
    if rc not in (0, 1):
        raise BenchError("driver failed (exit %d): %s" % (rc, err.strip()))


LOG = None  # --log: the per-measurement progress goes there


def progress(msg, phase=False):
    """A progress line: to the --log file if there is one, else stderr; phase lines (a step
    starting or ending, a warning) go to stderr in any case."""
    if LOG is not None:
        LOG.write(msg + "\n")
        LOG.flush()
    if LOG is None or phase:
        sys.stderr.write(msg + "\n")
        sys.stderr.flush()


def ratio_table(results):
    """ratio = MB/s / best peer MB/s for the same workload and shape."""
    best = {}
    for r in results:
        if r["status"] == "ok" and r["kind"] == "peer":
            k = (r["workload"], r["n"], r["len"])
            if r["mbps"] > best.get(k, (0, None))[0]:
                best[k] = (r["mbps"], r["target"])
    for r in results:
        if r["status"] != "ok":
            continue
        b = best.get((r["workload"], r["n"], r["len"]))
        r["best_peer"] = b[1] if b else None
        r["ratio_best_peer"] = r["mbps"] / b[0] if b else None


def summary_rows(meta, results):
    """Per workload, at the headline size (1 MiB, else the largest): (workload, best gostgen
    result, best peer result, best same-mode peer result); None where there is none."""
    out = []
    for w in meta["workloads"]:
        rows = [r for r in results if r["workload"] == w["name"] and r["status"] == "ok"]
        if not rows:
            continue
        if w["sweep"]:
            lens = sorted({r["len"] for r in rows})
            pick = HEADLINE_LEN if HEADLINE_LEN in lens else lens[-1]
            rows = [r for r in rows if r["len"] == pick]
        g = max((r for r in rows if r["kind"] == "gostgen"), key=lambda r: r["mbps"], default=None)
        p = max((r for r in rows if r["kind"] == "peer"), key=lambda r: r["mbps"], default=None)
        q = max((r for r in rows if r["kind"] == "peer" and r.get("same_mode")),
                key=lambda r: r["mbps"], default=None)
        out.append((w, g, p, q))
    return out


# Printed under the short table: the figures are this CPU's.
CPU_NOTE = ("Figures differ between CPUs: a Zen 4 core gets about half the avx512 figures of a "
            "Zen 5 core; CPUs without AVX-512 run avx2gfni or avx2. Compare runs on the same CPU "
            "model only.")


def backend_columns(meta, results):
    """The gostgen backends that produced a result, in the library's order."""
    ran = {r["target"] for r in results if r["status"] == "ok" and r["kind"] == "gostgen"}
    return [t["name"] for t in meta["targets"] if t["kind"] == "gostgen" and t["name"] in ran]


def cpu_mbps(r):
    """MB/s from the thread's CPU time per operation (leaves out the time other processes had the
    core); the wall-clock MB/s where the run has no CPU time."""
    return r["bytes"] * 1e3 / r["cpu_ns_per_op"] if r.get("cpu_ns_per_op") else r["mbps"]


def backend_matrix(meta, results, cpu=False):
    """Markdown lines: one row per workload at the summary's size, one MB/s column per gostgen
    backend, then the best peer and the best backend's ratio to it (cpu: MB/s from CPU time)."""
    if cpu:
        results = [dict(r, mbps=cpu_mbps(r)) if r["status"] == "ok" else r for r in results]
    cols = backend_columns(meta, results)
    L = ["| workload | size | %s | best peer | MB/s | best / peer |"
         % " | ".join("`%s`" % c.replace("gostgen:", "") for c in cols),
         "|---|---|%s---|---:|---:|" % ("---:|" * len(cols))]
    for w, g, p, _ in summary_rows(meta, results):
        ref = g or p
        cells = []
        for c in cols:
            r = [x for x in results if x["workload"] == w["name"] and x["target"] == c
                 and x["status"] == "ok" and x["n"] == ref["n"] and x["len"] == ref["len"]]
            cells.append("%.0f" % r[0]["mbps"] if r else "-")
        L.append("| %s | %s | %s | %s | %s | %s |" % (
            w["name"], shape(ref), " | ".join(cells), p["target"] if p else "n/a",
            "%.0f" % p["mbps"] if p else "-", "%.1fx" % (g["mbps"] / p["mbps"]) if g and p else "n/a"))
    return L


def glance(meta, results, files):
    """The short table a person reads at the end of a run: the summary rows, the CPU they were
    measured on, a line on what differs between CPUs, and where the full tables are."""
    rows = [("workload", "size", "best gostgen", "MB/s", "best peer", "MB/s", "x peer")]
    for w, g, p, _ in summary_rows(meta, results):
        rows.append((w["title"].split(",")[0], shape(g or p),
                     g["target"].replace("gostgen:", "") if g else "-",
                     "%.0f" % g["mbps"] if g else "-", p["target"] if p else "n/a",
                     "%.0f" % p["mbps"] if p else "-",
                     "%.1f" % (g["mbps"] / p["mbps"]) if g and p else "n/a"))
    widths = [max(len(r[i]) for r in rows) for i in range(len(rows[0]))]
    lines = ["gostgen speed at a glance: one core, MB/s, medians of %d repeats (%s)"
             % (meta["repeats"], meta["command"]),
             "CPU: %s (%s), %d cores online; load average %s"
             % (meta["cpu_model"], meta["cpu_ident"], meta["cpus"], meta.get("loadavg", "?")),
             ""]
    for r in rows:
        lines.append("  ".join(c.ljust(widths[i]) if i in (0, 1, 2, 4) else c.rjust(widths[i])
                               for i, c in enumerate(r)).rstrip())
    lines += ["", textwrap.fill(CPU_NOTE, 100), "Full tables: %s" % files]
    return "\n".join(lines) + "\n"


def write_markdown(path, meta, checks, results, skips):
    L = []
    L.append("# gostgen benchmark: %s" % meta["name"])
    L.append("")
    L.append("- Date: %s; host %s; run: `%s`" % (meta["date"], meta["host"], meta["command"]))
    if meta.get("subset_of"):
        L.append("- The workloads %s of that run, written by `%s`"
                 % (", ".join(w["name"] for w in meta["workloads"]), meta["subset_of"]))
    if meta.get("loadavg"):
        L.append("- Load average (1/5/15 min): %s; the run took %.0f s"
                 % (meta["loadavg"], meta.get("elapsed_s", 0)))
    L.append("- CPU: **%s** (/proc/cpuinfo: %s; cpu MHz %.3f; ISA: %s); %d cores online"
             % (meta["cpu_model"], meta["cpu_ident"], meta["cpu_mhz"], meta["cpu_isa"],
                meta["cpus"]))
    L.append("- gostgen %s, library `%s`; backends: %s" % (
        meta["gostgen_version"], meta["library"],
        "; ".join("%s (%s)" % (t["name"], "available" if t["usable"] else "skipped: " + t["reason"])
                  for t in meta["targets"] if t["kind"] == "gostgen")))
    L.append("- gostgen threads: %d (gostgen_set_threads; peers always one thread)"
             % meta.get("threads", 1))
    L.append("- libgostgen build flags: `%s`; sources at git %s"
             % (meta["library_flags"], meta.get("git", "unknown")))
    L.append("- Peers: %s" % "; ".join(
        "%s: %s" % (t["name"], t.get("version", "") if t["usable"] else "skipped: " + t["reason"])
        for t in meta["targets"] if t["kind"] == "peer"))
    if meta.get("debian_packages"):
        L.append("- Debian packages: %s" % meta["debian_packages"])
    L.append("- Method: one operation = key/IV setup + processing the whole workload (gostgen "
             "one-shot calls; peer handles created once outside the timing). The iteration count "
             "is calibrated so one repeat lasts >= %.0f ms; %d repeats; the **median** is "
             "reported. MB/s = 10^6 bytes/s of input. Multi-stream and batch workloads: gostgen "
             "processes the streams together (gostgen_crypt_multi / gostgen_mac_multi / "
             "gostgen_hash_batch), peers one after another."
             % (meta["min_ms"], meta["repeats"]))
    if meta["rdtsc"]:
        L.append("- cycles/byte = median rdtsc ticks per operation / bytes. The TSC is invariant "
                 "(constant_tsc, nonstop_tsc: %s) and ticks at the nominal rate, measured at "
                 "start against CLOCK_MONOTONIC as %.1f MHz; so these are nominal-clock cycles, "
                 "not core cycles under turbo (cycles/byte = %.4f GHz x ns/byte)."
                 % ("yes" if meta["tsc_invariant"] else "no", meta["tsc_hz"] / 1e6,
                    meta["tsc_hz"] / 1e9))
    else:
        L.append("- cycles/byte = ns/byte x nominal GHz (cpu MHz from /proc/cpuinfo); no rdtsc here.")
    L.append("- Ratio = MB/s / MB/s of the fastest peer on the same workload and size "
             "(n/a: no peer offers it). Repeats are interleaved across gostgen backends and peers "
             "(repeat r of every target, then r+1) so that load from other processes hits them "
             "alike. (*) after MB/s: the median repeat spent > 10% of its wall time descheduled "
             "(wall vs CLOCK_THREAD_CPUTIME_ID), i.e. another process took the CPU; treat with care.")
    L.append("")

    # Summary at the headline sizes.
    L.append("## Summary (1 MiB for one-buffer workloads; the fixed shapes otherwise)")
    L.append("")
    L.append("| workload | size | best gostgen backend | MB/s | best peer | MB/s | ratio "
             "| best same-mode peer | MB/s | ratio |")
    L.append("|---|---|---|---:|---|---:|---:|---|---:|---:|")
    for w, g, p, q in summary_rows(meta, results):
        ref = g or p
        L.append("| %s | %s | %s | %s | %s | %s | %s | %s | %s | %s |" % (
            w["name"], shape(ref), g["target"] if g else "-", "%.1f" % g["mbps"] if g else "-",
            p["target"] if p else "n/a", "%.1f" % p["mbps"] if p else "-",
            "%.2f" % (g["mbps"] / p["mbps"]) if g and p else "n/a",
            q["target"] if q else "n/a", "%.1f" % q["mbps"] if q else "-",
            "%.2f" % (g["mbps"] / q["mbps"]) if g and q else "n/a"))
    L.append("")
    L.append("Same-mode peer: computes exactly the gostgen workload (checked below); the others run "
             "a related mode of the same cost class (libgcrypt and Botan have standard CTR, not "
             "CNT).")
    L.append("")
    L.append("## By backend (MB/s on %s, one core; the summary's sizes)" % meta["cpu_model"])
    L.append("")
    L += backend_matrix(meta, results)
    L.append("")
    L.append("The same from each operation's CPU time (the thread's, CLOCK_THREAD_CPUTIME_ID): "
             "on a shared machine the wall clock also counts the time other processes had the "
             "core; this does not.")
    L.append("")
    L += backend_matrix(meta, results, cpu=True)
    L.append("")

    L.append("## Same-input checks (peer output vs gostgen)")
    L.append("")
    nfail = sum(1 for c in checks if c["result"] not in ("match", "n/a"))
    L.append("%d checks, %d failed." % (len(checks), nfail))
    L.append("")
    L.append("| workload | shape | target | against | result | how |")
    L.append("|---|---|---|---|---|---|")
    for c in checks:
        L.append("| %s | %s | %s | %s | %s | %s |" % (
            c["workload"], shape(c), c["target"], c["against"],
            c["result"] if c["result"] in ("match", "n/a") else "**%s**" % c["result"],
            c["detail"].replace("|", "/")))
    L.append("")

    L.append("## Results")
    for w in meta["workloads"]:
        rows = [r for r in results if r["workload"] == w["name"]]
        sk = [s for s in skips if s["workload"] == w["name"]]
        if not rows and not sk:
            continue
        L.append("")
        L.append("### %s: %s" % (w["name"], w["title"]))
        L.append("")
        notes = {}
        for r in rows:
            notes.setdefault(r["target"], r["note"])
        for t, n in notes.items():
            L.append("- %s: %s" % (t, n))
        for s in sk:
            L.append("- %s: not run: %s" % (s["target"], s["reason"]))
        L.append("")
        L.append("| workload | size | backend/peer | MB/s | cycles/byte | ratio to best peer "
                 "| MB/s by CPU time |")
        L.append("|---|---|---|---:|---:|---:|---:|")
        for r in rows:
            if r["status"] != "ok":
                L.append("| %s | %s | %s | error | | | |" % (w["name"], shape(r), r["target"]))
                continue
            rt = r.get("ratio_best_peer")
            busy = r["ns_per_op"] > 1.10 * r.get("cpu_ns_per_op", r["ns_per_op"])
            L.append("| %s | %s | %s | %.1f%s | %.2f | %s | %.1f |" % (
                w["name"], shape(r), r["target"], r["mbps"], " (*)" if busy else "", r["cpb"],
                "%.2f" % rt if rt is not None else "n/a", cpu_mbps(r)))
    L.append("")
    with open(path, "w") as f:
        f.write("\n".join(L))


def write_plot(path, meta, results, cpu=False):
    try:
        import matplotlib
        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
    except ImportError:
        progress("note: matplotlib not installed (pip install matplotlib); no plot written")
        return False
    if cpu:
        results = [dict(r, mbps=cpu_mbps(r)) if r["status"] == "ok" else r for r in results]
    ran = {r["workload"] for r in results if r["status"] == "ok"}
    sizes = {}
    for r in results:
        if r["status"] == "ok":
            sizes.setdefault(r["workload"], set()).add(r["len"])
    # a line needs two sizes; a workload measured at one size is a bar beside the fixed shapes
    sweep = [w for w in meta["workloads"] if w["sweep"] and len(sizes.get(w["name"], ())) > 1]
    fixed = [w for w in meta["workloads"] if w["name"] in ran and w not in sweep]
    if not sweep and not fixed:
        return False
    panels = len(sweep) + (1 if fixed else 0)
    cols = 3
    rows_n = (panels + cols - 1) // cols
    fig, axes = plt.subplots(rows_n, cols, figsize=(6 * cols, 4.2 * rows_n), squeeze=False)
    targets = sorted({r["target"] for r in results if r["status"] == "ok"},
                     key=lambda t: (not t.startswith("gostgen"), t))
    styles = {t: ("-" if t.startswith("gostgen") else "--") for t in targets}
    cmap = plt.get_cmap("tab10")
    colors = {t: cmap(i % 10) for i, t in enumerate(targets)}
    i = 0
    for w in sweep:
        ax = axes[i // cols][i % cols]
        i += 1
        for t in targets:
            pts = sorted((r["len"], r["mbps"]) for r in results
                         if r["workload"] == w["name"] and r["target"] == t and r["status"] == "ok")
            if pts:
                ax.plot([p[0] for p in pts], [p[1] for p in pts], styles[t], marker="o",
                        markersize=3, label=t, color=colors[t])
        ax.set_xscale("log", base=2)
        ax.set_ylim(bottom=0)
        ax.set_title(w["name"])
        ax.set_xlabel("buffer size (bytes)")
        ax.set_ylabel("MB/s")
        ax.grid(True, alpha=0.3)
        ax.legend(fontsize=7)
    if fixed:
        ax = axes[i // cols][i % cols]
        i += 1
        width = 0.8 / max(1, len(targets))
        for k, t in enumerate(targets):
            vals = []
            for w in fixed:
                v = [r["mbps"] for r in results
                     if r["workload"] == w["name"] and r["target"] == t and r["status"] == "ok"]
                vals.append(v[0] if v else 0)
            ax.bar([x + k * width for x in range(len(fixed))], vals, width, label=t,
                   color=colors[t])
        ax.set_xticks([x + width * (len(targets) - 1) / 2 for x in range(len(fixed))])
        ax.set_xticklabels([w["name"].replace("gost89-", "").replace("-", "\n", 1)
                            + ("\n" + fmt_size(min(sizes[w["name"]])) if w["sweep"] else "")
                            for w in fixed], fontsize=8)
        ax.set_title("multi-stream / batch (fixed shapes)" if all(not w["sweep"] for w in fixed)
                     else "one size each")
        ax.set_ylabel("MB/s")
        ax.grid(True, axis="y", alpha=0.3)
        ax.legend(fontsize=7)
    while i < rows_n * cols:
        axes[i // cols][i % cols].axis("off")
        i += 1
    fig.suptitle("gostgen vs peers: MB/s (median%s) on %s (%s)" % (
        ", from CPU time" if cpu else "", meta["cpu_model"], meta["cpu_ident"]))
    fig.tight_layout()
    fig.savefig(path, dpi=110)
    plt.close(fig)
    return True


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--build", default="build", help="libgostgen build dir (default ./build)")
    ap.add_argument("--include", default=os.path.join(REPO, "runtime", "include"),
                    help="directory holding gostgen.h (default: the repo's runtime/include)")
    ap.add_argument("--quick", action="store_true", help="a few sizes, fewer repeats (~1 minute)")
    ap.add_argument("--name", help="results name (default: quick or full)")
    ap.add_argument("--workloads", default="all", help="comma list (see gg_bench --list)")
    ap.add_argument("--targets", default="all",
                    help="all, gostgen, peers, or names such as portable,libgcrypt")
    ap.add_argument("--sizes", help="comma list, e.g. 64,4K,1M (overrides --quick's)")
    ap.add_argument("--threads", type=int, default=1,
                    help="gostgen threads (gostgen_set_threads; peers run on one); default 1")
    ap.add_argument("--repeats", type=int, help="repeats per measurement (quick 5, full 9)")
    ap.add_argument("--min-ms", type=float, help="minimum ms per repeat (quick 20, full 100)")
    ap.add_argument("--out", default=os.path.join(HERE, "results"), help="results directory")
    ap.add_argument("--log", metavar="FILE",
                    help="write the per-measurement progress to FILE (stderr: one line per phase)")
    ap.add_argument("--from-json", metavar="PATH",
                    help="rewrite the .md and .png of an earlier run from its .json; no benchmark")
    ap.add_argument("--plot-cpu-time", action="store_true",
                    help="with --from-json: plot MB/s from each operation's CPU time (a run on a "
                         "busy machine), not the wall clock")
    args = ap.parse_args(argv)

    if args.from_json:
        try:
            with open(args.from_json) as f:
                data = json.load(f)
            meta, checks, results, skips = (data["meta"], data["checks"], data["results"],
                                            data["skips"])
        except (OSError, ValueError, KeyError) as e:
            raise BenchError("cannot read %s: %s" % (args.from_json, e))
        base = os.path.splitext(args.from_json)[0]
        if args.workloads != "all" or args.name:
            # A part of an earlier run (say its Kuznyechik workloads) with its own tables and
            # plot; the figures are that run's, side by side as they were measured.
            want = args.workloads.split(",") if args.workloads != "all" else None
            known = {w["name"] for w in meta["workloads"]}
            for w in want or ():
                if w not in known:
                    raise BenchError("--workloads: %s is not in %s (it has %s)"
                                     % (w, args.from_json, ", ".join(sorted(known))))
            keep = (lambda x: x["workload"] in want) if want else (lambda x: True)
            meta = dict(meta, workloads=[w for w in meta["workloads"] if keep({"workload": w["name"]})],
                        subset_of="python3 bench/run.py " + " ".join(
                            argv if argv is not None else sys.argv[1:]))
            checks = [c for c in checks if keep(c)]
            results = [r for r in results if keep(r)]
            skips = [k for k in skips if k["workload"] == "*" or keep(k)]
            if not args.name:
                raise BenchError("--from-json with --workloads needs --name (the part's name)")
            if not args.name.replace("-", "").replace("_", "").replace(".", "").isalnum():
                raise BenchError("bad --name %r (letters, digits, - _ .)" % args.name)
            meta["name"] = args.name
            os.makedirs(args.out, exist_ok=True)
            base = os.path.join(args.out, args.name)
            with open(base + ".json", "w") as f:
                json.dump({"meta": meta, "checks": checks, "results": results, "skips": skips}, f,
                          indent=1)
        write_markdown(base + ".md", meta, checks, results, skips)
        plotted = write_plot(base + ".png", meta, results, cpu=args.plot_cpu_time)
        progress("wrote %s.md%s" % (base, ", .png" if plotted else ""))
        return 0

    global LOG
    if args.log:
        try:
            os.makedirs(os.path.dirname(os.path.abspath(args.log)), exist_ok=True)
            LOG = open(args.log, "w")
        except OSError as e:
            raise BenchError("--log %s: %s" % (args.log, e.strerror or e))
    name = args.name or ("quick" if args.quick else "full")
    if not name.replace("-", "").replace("_", "").replace(".", "").isalnum():
        raise BenchError("bad --name %r (letters, digits, - _ .)" % name)
    sizes = args.sizes or (QUICK_SIZES if args.quick else FULL_SIZES)
    repeats = args.repeats or (5 if args.quick else 9)
    min_ms = args.min_ms or (20.0 if args.quick else 100.0)
    if not 1 <= repeats <= 64:
        raise BenchError("--repeats must be 1..64")
    build = os.path.abspath(args.build)
    if not os.path.isdir(build):
        raise BenchError("build dir %s does not exist; build libgostgen first: "
                         "cmake -S . -B build -G Ninja && cmake --build build" % build)

    t0 = time.time()
    load_start = loadavg()
    progress("building the driver against %s ..." % build, phase=True)
    exe, build_cmd, peers_built, lib = build_driver(build, os.path.join(HERE, "build"),
                                                   os.path.abspath(args.include))
    for p, ok in peers_built.items():
        if ok is not True:
            progress("  peer %s: %s" % (p, ok))

    sel = ["--workloads", args.workloads, "--targets", args.targets]
    progress("cross-checking peers against gostgen on the same inputs ...", phase=True)
    info, checks = None, []
    for obj in run_lines([exe, "--check", *sel]):
        if obj["type"] == "info":
            info = obj
        elif obj["type"] == "check":
            checks.append(obj)
            if obj["result"] not in ("match", "n/a"):
                progress("  %s: %s %s vs %s: %s" % (obj["result"], obj["workload"], obj["target"],
                                                   obj["against"], obj["detail"]))
    nfail = sum(1 for c in checks if c["result"] not in ("match", "n/a"))
    progress("  %d checks, %d matched, %d n/a, %d failed" % (
        len(checks), sum(c["result"] == "match" for c in checks),
        sum(c["result"] == "n/a" for c in checks), nfail), phase=True)

    results, skips = [], []
    total, done = 0, 0
    cmd = [exe, "--bench", *sel, "--sizes", sizes, "--repeats", str(repeats), "--min-ms",
           str(min_ms), "--threads", str(args.threads)]
    for obj in run_lines(cmd):
        typ = obj["type"]
        if typ == "info":
            info = obj
        elif typ == "plan":
            total = obj["measurements_max"]
            progress("benchmark: up to %d measurements, %d repeats, >= %g ms each%s"
                     % (total, repeats, min_ms, " (progress: %s)" % args.log if args.log else ""),
                     phase=True)
        elif typ == "skip":
            skips.append(obj)
            progress("  skip %-18s %-18s %s" % (obj["workload"], obj["target"], obj["reason"]))
        elif typ == "progress_skip":
            total -= obj["count"]
        elif typ == "result":
            done += 1
            results.append(obj)
            if obj["status"] == "ok":
                progress("[%3d/%3d] %-18s %-12s %-18s %9.1f MB/s %7.2f c/B  (%.0fs)" % (
                    done, total, obj["workload"], shape(obj), obj["target"], obj["mbps"],
                    obj["cpb"], time.time() - t0))
            else:
                progress("[%3d/%3d] %-18s %-12s %-18s ERROR" % (
                    done, total, obj["workload"], shape(obj), obj["target"]))
    if info is None:
        raise BenchError("driver printed no machine info")
    ratio_table(results)

    meta = {
        "name": name,
        "date": datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%d %H:%M UTC"),
        "host": platform.node(),
        "command": "python3 bench/run.py " + " ".join(argv if argv is not None else sys.argv[1:]),
        "cpus": os.cpu_count() or 0,
        "cpu_model": info["cpu_model"],
        "cpu_ident": info["cpu_ident"],
        "cpu_isa": info["cpu_isa"],
        "cpu_mhz": info["cpu_mhz"],
        "tsc_hz": info["tsc_hz"],
        "tsc_invariant": info["tsc_invariant"],
        "rdtsc": info["rdtsc"],
        "gostgen_version": info["gostgen_version"],
        "default_backend": info["default_backend"],
        "library": os.path.relpath(lib, REPO) if lib.startswith(REPO) else lib,
        "driver_build": build_cmd,
        "library_flags": library_flags(build),
        "git": git_describe(),
        "debian_packages": debian_packages(),
        "targets": info["targets"],
        "workloads": info["workloads"],
        "sizes": sizes,
        "threads": args.threads,
        "repeats": repeats,
        "min_ms": min_ms,
        "elapsed_s": round(time.time() - t0, 1),
        "loadavg": "%s at start, %s at end" % (load_start, loadavg()),
    }
    os.makedirs(args.out, exist_ok=True)
    base = os.path.join(args.out, name)
    with open(base + ".json", "w") as f:
        json.dump({"meta": meta, "checks": checks, "results": results, "skips": skips}, f,
                  indent=1)
    write_markdown(base + ".md", meta, checks, results, skips)
    plotted = write_plot(base + ".png", meta, results)
    progress("wrote %s.md, %s.json%s (%.0f s)" % (base, base, ", .png" if plotted else "",
                                                  time.time() - t0), phase=True)
    files = "%s.md (and .json%s)%s" % (os.path.relpath(base), ", .png" if plotted else "",
                                       "; progress: %s" % args.log if args.log else "")
    sys.stdout.write("\n" + glance(meta, results, files))
    sys.stdout.flush()
    if nfail:
        progress("WARNING: %d same-input checks failed; see the Checks table" % nfail, phase=True)
        return 1
    return 0


if __name__ == "__main__":
    try:
        sys.exit(main())
    except BenchError as e:
        sys.stderr.write("run.py: %s\n" % e)
        sys.exit(2)
    except KeyboardInterrupt:
        sys.stderr.write("run.py: interrupted\n")
        sys.exit(130)
