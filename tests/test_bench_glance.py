"""The main command's ending (bench/run.py --quick, run by .ci/demo.sh): a short table read at a
glance, from a recorded run (bench/results/all-backends-quick.json): one row per summary
workload, the CPU it was measured on, the line on what differs between CPUs, and where the full
tables are; the per-measurement progress goes to the --log file."""
from __future__ import annotations

import importlib.util
import io
import json

import pytest

import gghelpers as H

RUN = H.REPO / "bench" / "run.py"
RECORDED = H.REPO / "bench" / "results" / "all-backends-quick.json"


@pytest.fixture(scope="module")
def bench():
    spec = importlib.util.spec_from_file_location("bench_run", RUN)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def test_glance_is_short_and_complete(bench):
    data = json.loads(RECORDED.read_text())
    meta, results = data["meta"], data["results"]
    text = bench.glance(meta, results, "build/bench/quick.md")
    lines = text.splitlines()
    assert len(lines) <= 20, text
    assert lines[1].startswith(f"CPU: {meta['cpu_model']} ({meta['cpu_ident']})"), text
    assert "family" in lines[1]
    rows = bench.summary_rows(meta, results)
    assert len(rows) == len(meta["workloads"])
    for w, g, p, _ in rows:
        # the workload's row with its best backend's and best peer's MB/s as recorded
        want = [w["title"].split(",")[0], g["target"].replace("gostgen:", ""), "%.0f" % g["mbps"]]
        assert any(all(x in ln for x in want) and (p is None or p["target"] in ln)
                   for ln in lines), (want, text)
    flat = " ".join(text.split())
    assert "Zen 4" in flat and "Zen 5" in flat and "same CPU model" in flat
    assert lines[-1] == "Full tables: build/bench/quick.md"


def test_progress_goes_to_the_log(bench, tmp_path, monkeypatch):
    err = io.StringIO()
    monkeypatch.setattr(bench.sys, "stderr", err)
    log = open(tmp_path / "quick.log", "w")
    monkeypatch.setattr(bench, "LOG", log)
    bench.progress("[  1/ 90] gost89-ecb ...")
    bench.progress("benchmark: 90 measurements", phase=True)
    log.close()
    assert (tmp_path / "quick.log").read_text() == ("[  1/ 90] gost89-ecb ...\n"
                                                    "benchmark: 90 measurements\n")
    assert err.getvalue() == "benchmark: 90 measurements\n"
