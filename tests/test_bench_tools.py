"""The benchmark's tools on recorded runs: bench/run.py's by-backend table and its --from-json
part of a run (the Kuznyechik table and plot), bench/compare_runs.py (every figure of two runs
side by side), and bench/kernel_insns.py (instructions per block by class, single-stepped from
the built library)."""
from __future__ import annotations

import copy
import importlib.util
import json
import os
import platform
import shutil

import pytest

import gghelpers as H

BENCH = H.REPO / "bench"
RECORDED = BENCH / "results" / "simd-vs-peers.json"


def load(name):
    spec = importlib.util.spec_from_file_location("bench_" + name, BENCH / (name + ".py"))
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


@pytest.fixture(scope="module")
def run():
    return load("run")


@pytest.fixture(scope="module")
def recorded():
    return json.loads(RECORDED.read_text())


def test_by_backend_table_has_a_column_per_backend(run, recorded):
    meta, results = recorded["meta"], recorded["results"]
    lines = run.backend_matrix(meta, results)
    header = [c.strip() for c in lines[0].strip("|").split("|")]
    ran = sorted({r["target"] for r in results if r["kind"] == "gostgen" and r["status"] == "ok"})
    assert sorted("gostgen:" + c.strip("`") for c in header[2:-3]) == ran
    rows = {ln.split("|")[1].strip(): [c.strip() for c in ln.strip("|").split("|")]
            for ln in lines[2:]}
    assert set(rows) == {w["name"] for w, *_ in run.summary_rows(meta, results)}
    for w, g, p, _ in run.summary_rows(meta, results):
        row = rows[w["name"]]
        for i, col in enumerate(header[2:-3]):
            got = [r for r in results if r["workload"] == w["name"] and r["status"] == "ok"
                   and r["target"] == "gostgen:" + col.strip("`") and r["len"] == (g or p)["len"]
                   and r["n"] == (g or p)["n"]]
            assert row[2 + i] == ("%.0f" % got[0]["mbps"] if got else "-"), (w["name"], col)


def test_part_of_a_run(run, recorded, tmp_path):
    names = [w["name"] for w in recorded["meta"]["workloads"]][:2]
    assert run.main(["--from-json", str(RECORDED), "--workloads", ",".join(names), "--name",
                     "part", "--out", str(tmp_path)]) == 0
    part = json.loads((tmp_path / "part.json").read_text())
    assert [w["name"] for w in part["meta"]["workloads"]] == names
    assert {r["workload"] for r in part["results"]} <= set(names)
    assert len(part["results"]) == sum(r["workload"] in names for r in recorded["results"])
    md = (tmp_path / "part.md").read_text()
    assert "The workloads %s of that run" % ", ".join(names) in md
    assert recorded["meta"]["cpu_ident"] in md
    with pytest.raises(run.BenchError, match="not in"):
        run.main(["--from-json", str(RECORDED), "--workloads", "no-such-workload", "--name", "x",
                  "--out", str(tmp_path)])
    with pytest.raises(run.BenchError, match="needs --name"):
        run.main(["--from-json", str(RECORDED), "--workloads", names[0], "--out", str(tmp_path)])


def test_compare_runs_tells_noise_from_a_lower_figure(recorded, tmp_path, capsys):
    cmp = load("compare_runs")
    ok = [r for r in recorded["results"] if r["status"] == "ok" and r["kind"] == "gostgen"]
    slow, noisy = ok[0], ok[1]
    new, rerun = copy.deepcopy(recorded), copy.deepcopy(recorded)
    for r in new["results"]:
        if r["target"] == slow["target"] and r["workload"] == slow["workload"] and \
                r["len"] == slow["len"] and r["n"] == slow["n"]:
            r["mbps"] *= 0.80
        if r["target"] == noisy["target"] and r["workload"] == noisy["workload"] and \
                r["len"] == noisy["len"] and r["n"] == noisy["n"]:
            r["mbps"] *= 0.90
    for r in rerun["results"]:
        if r["target"] == slow["target"] and r["workload"] == slow["workload"] and \
                r["len"] == slow["len"] and r["n"] == slow["n"]:
            r["mbps"] *= 0.85
    (tmp_path / "new.json").write_text(json.dumps(new))
    (tmp_path / "rerun.json").write_text(json.dumps(rerun))
    assert cmp.main([str(RECORDED), str(tmp_path / "new.json"), "--rerun",
                     str(tmp_path / "rerun.json"), "--out", str(tmp_path / "cmp.md")]) == 0
    text = (tmp_path / "cmp.md").read_text()
    lines = [ln for ln in text.splitlines() if ln.startswith("| %s |" % slow["workload"])
             and "| %s |" % slow["target"] in ln]
    assert any("lower in every run" in ln and "| 0.80 |" in ln for ln in lines), lines
    lines = [ln for ln in text.splitlines() if ln.startswith("| %s |" % noisy["workload"])
             and "| %s |" % noisy["target"] in ln]
    assert any("noise" in ln and "| 0.90 |" in ln for ln in lines), lines
    n_ok = sum(1 for r in recorded["results"] if r["status"] == "ok")
    assert "%d figures in both runs; 1 lower in every run that has them, 1 lower once only." \
        % n_ok in text


@pytest.mark.parametrize("mnem, ops, want", [
    ("vgf2p8affineqb", "zmm1,zmm2,zmm3,0x0", ("gfni", False)),
    ("vgf2p8mulb", "ymm1,ymm2,YMMWORD PTR [rip+0x1000]", ("gfni", True)),
    ("vpermi2b", "zmm1,zmm2,zmm3", ("shuffle", False)),
    ("vpunpcklbw", "ymm0,ymm1,ymm2", ("shuffle", False)),
    ("vpternlogq", "zmm0,zmm1,zmm2,0x96", ("xor", False)),
    ("xor", "rax,QWORD PTR [rdx+rcx*8]", ("xor", True)),
    ("vpandq", "zmm0,zmm1,zmm2", ("vector", False)),
    ("vmovdqu64", "zmm0,ZMMWORD PTR [rdi+0x40]", ("load", True)),
    ("movzx", "eax,BYTE PTR [rsi]", ("load", True)),
    ("vmovdqu64", "ZMMWORD PTR [rsi],zmm0", ("store", False)),
    ("mov", "QWORD PTR [rsp+0x8],rax", ("store", False)),
    ("lea", "rax,[rdx+0x8]", ("scalar", False)),
    ("add", "rax,0x10", ("scalar", False)),
    ("jne", "401000 <f+0x10>", ("scalar", False)),
])
def test_instruction_classes(mnem, ops, want):
    assert load("kernel_insns").classify(mnem, ops) == want


@pytest.mark.skipif(platform.system() != "Linux" or platform.machine() != "x86_64",
                    reason="insn_count single-steps x86-64 Linux processes")
def test_instructions_per_block_of_a_backend(tmp_path):
    lib = H.REPO / "build" / "lib" / "libgostgen.a"
    if not lib.exists():
        pytest.skip("no build/lib/libgostgen.a (cmake --build build)")
    if not shutil.which("objdump"):
        pytest.skip("objdump not installed (binutils)")
    ki = load("kernel_insns")
    out = tmp_path / "counts.json"
    assert ki.main(["--backends", "portable", "--modes", "ecb,ctr", "--blocks", "8,24",
                    "--json", str(out)]) == 0
    rows = {(r["backend"], r["mode"]): r for r in json.loads(out.read_text())["rows"]}
    for name, r in rows.items():
        classes = sum(r[k] for k in ki.CLASSES)
        assert abs(classes - r["total"]) < 0.1
        assert r["gfni"] == 0 and r["outside"] == 0, name  # table code; libc linked in
        # 9 rounds of 16 byte lookups each at least: the table lowering reads memory per byte
        assert r["mem_reads"] >= 9 * 16, (name, r)
        assert 100 < r["total"] < 5000, (name, r)
