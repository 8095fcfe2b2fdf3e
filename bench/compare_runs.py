#!/usr/bin/env python3
"""Every figure of an earlier bench/run.py result beside the same figure of a later one.

    python3 bench/compare_runs.py OLD.json NEW.json [--rerun NEW2.json ...] [--tolerance 5]
                                  [--out FILE.md]

OLD.json may be "git:REV:PATH" (read with git show), e.g. git:HEAD:bench/results/simd-vs-peers.json.
OLD and NEW may each be a comma list of runs (say, the rounds of bench/ab_revisions.sh): each
figure is then the median of that figure over those runs.
A figure is (workload, shape, target), MB/s. Targets and workloads only one run has are listed
apart. With --rerun, later runs of some workloads (say, the ones that came out lower) are set
beside: a figure that is lower in the new run but not in a rerun was noise. Exit status 0; the
table says which figures are more than --tolerance percent lower in every run that has them.
"""
import argparse
import json
import os
import statistics
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(HERE)


def load(spec):
    try:
        if spec.startswith("git:"):
            _, rev, path = spec.split(":", 2)
            out = subprocess.run(["git", "-C", REPO, "show", "%s:%s" % (rev, path)],
                                 capture_output=True, text=True)
            if out.returncode != 0:
                raise ValueError(out.stderr.strip())
            return json.loads(out.stdout)
        with open(spec) as f:
            return json.load(f)
    except (OSError, ValueError) as e:
        sys.stderr.write("compare_runs.py: cannot read %s: %s\n" % (spec, e))
        sys.exit(2)


def by_cpu_time(data):
    """The run with MB/s from the thread's CPU time per operation instead of the wall clock."""
    for r in data["results"]:
        if r["status"] == "ok" and r.get("cpu_ns_per_op"):
            r["mbps"] = r["bytes"] * 1e3 / r["cpu_ns_per_op"]
    return data


CPU_TIME = False


def load_many(specs):
    """One run, or the per-figure medians of several (a comma list)."""
    runs = [by_cpu_time(load(s)) if CPU_TIME else load(s) for s in specs.split(",")]
    if len(runs) == 1:
        return runs[0]
    vals = {}
    for d in runs:
        for r in d["results"]:
            if r["status"] == "ok":
                vals.setdefault((r["workload"], r["n"], r["len"], r["target"], r["kind"]),
                                []).append(r["mbps"])
    meta = dict(runs[0]["meta"], command="medians of %d runs: %s" % (
        len(runs), "; ".join(d["meta"]["command"] for d in runs)),
        date="%s .. %s" % (runs[0]["meta"]["date"], runs[-1]["meta"]["date"]))
    return {"meta": meta, "results": [
        {"workload": k[0], "n": k[1], "len": k[2], "target": k[3], "kind": k[4], "status": "ok",
         "mbps": statistics.median(v)} for k, v in vals.items()]}


def figures(data):
    return {(r["workload"], r["n"], r["len"], r["target"]): r["mbps"]
            for r in data["results"] if r["status"] == "ok"}


def best_peers(data):
    """(workload, n, len) -> the fastest peer's MB/s in that run."""
    best = {}
    for r in data["results"]:
        if r["status"] == "ok" and r["kind"] == "peer":
            k = (r["workload"], r["n"], r["len"])
            best[k] = max(best.get(k, 0), r["mbps"])
    return best


def shape(n, ln):
    def fmt(b):
        for unit, sh in (("MiB", 20), ("KiB", 10)):
            if b >= 1 << sh and b % (1 << sh) == 0:
                return "%d %s" % (b >> sh, unit)
        return "%d B" % b
    return fmt(ln) if n == 1 else "%d x %s" % (n, fmt(ln))


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("old")
    ap.add_argument("new")
    ap.add_argument("--rerun", action="append", default=[], help="a later run (repeatable)")
    ap.add_argument("--tolerance", type=float, default=5.0, help="percent (default 5)")
    ap.add_argument("--cpu-time", action="store_true",
                    help="MB/s from each operation's CPU time (the thread's), not the wall clock: "
                         "leaves out the time other processes had the core")
    ap.add_argument("--out")
    a = ap.parse_args(argv)
    global CPU_TIME
    CPU_TIME = a.cpu_time
    old_d, new_d = load_many(a.old), load_many(a.new)
    reruns = [(spec, figures(load_many(spec))) for spec in a.rerun]
    old, new = figures(old_d), figures(new_d)
    # Peers run interleaved with the backends, so a slower machine shows in both: the ratio to
    # the run's best peer tells a slower machine from a slower backend.
    old_p, new_p = best_peers(old_d), best_peers(new_d)
    lim = 1 - a.tolerance / 100
    L = ["# %s against %s" % (a.new, a.old), "",
         "- Earlier: %s, %s (%s), `%s`" % (old_d["meta"]["date"], old_d["meta"]["cpu_model"],
                                          old_d["meta"]["cpu_ident"], old_d["meta"]["command"]),
         "- Now: %s, %s (%s), `%s`" % (new_d["meta"]["date"], new_d["meta"]["cpu_model"],
                                      new_d["meta"]["cpu_ident"], new_d["meta"]["command"])]
    for spec, _ in reruns:
        m = load_many(spec)["meta"]
        L.append("- Rerun: %s, %s (%s), `%s`" % (m["date"], m["cpu_model"], m["cpu_ident"],
                                                  m["command"]))
    L += ["- Command: `python3 bench/compare_runs.py %s`" % " ".join(
        argv if argv is not None else sys.argv[1:]),
          "- Lower: more than %g%% under the earlier figure; **lower in every run** when each "
          "rerun that has the figure is lower too." % a.tolerance,
          "- MB/s from %s." % ("the CPU time of each operation (the thread's: time other "
                               "processes had the core left out)" if CPU_TIME
                               else "the wall clock, as run.py reports them"), "",
          "| workload | size | target | earlier MB/s | now MB/s | now / earlier | "
          "x best peer, now / earlier |%s verdict |"
          % "".join(" rerun %d MB/s | rerun / earlier |" % (i + 1) for i in range(len(reruns))),
          "|---|---|---|---:|---:|---:|---:|%s---|" % ("---:|---:|" * len(reruns))]
    lower_all, lower_noise, common = [], [], 0
    for k in sorted(old, key=lambda k: (k[0], k[1], k[2], k[3])):
        if k not in new:
            continue
        common += 1
        r = new[k] / old[k]
        cells = []
        again = []
        for _, fig in reruns:
            if k in fig:
                cells += ["%.1f" % fig[k], "%.2f" % (fig[k] / old[k])]
                again.append(fig[k] / old[k])
            else:
                cells += ["-", "-"]
        if r >= lim:
            verdict = "ok"
        elif again and any(x >= lim for x in again):
            verdict = "lower once (noise: a rerun is within %g%%)" % a.tolerance
            lower_noise.append(k)
        else:
            verdict = "**lower in every run**" if again else "**lower** (not rerun)"
            lower_all.append(k)
        pk = k[:3]
        rel = ("%.2f" % (new[k] / new_p[pk] / (old[k] / old_p[pk]))
               if pk in old_p and pk in new_p and not k[3] in ("libgcrypt", "openssl-gost", "botan")
               else "-")
        L.append("| %s | %s | %s | %.1f | %.1f | %.2f | %s |%s %s |" % (
            k[0], shape(k[1], k[2]), k[3], old[k], new[k], r, rel,
            "".join(" %s |" % c for c in cells), verdict))
    only_old = sorted({(k[0], k[3]) for k in old if k not in new})
    only_new = sorted({(k[0], k[3]) for k in new if k not in old})
    L += ["", "%d figures in both runs; %d lower in every run that has them, %d lower once only."
          % (common, len(lower_all), len(lower_noise))]
    if only_old:
        L.append("Only in the earlier run: %s." % ", ".join("%s %s" % x for x in only_old))
    if only_new:
        L.append("New in this run: %s." % ", ".join(
            sorted({"%s %s" % x for x in only_new})))
    text = "\n".join(L) + "\n"
    if a.out:
        with open(a.out, "w") as f:
            f.write(text)
    sys.stdout.write(text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
