#!/usr/bin/env bash
# Tell a slower revision from a slower machine: build an earlier revision of gostgen apart (git
# archive into a temporary directory, its own CMake build and its own bench/run.py), then run
# the earlier and the current benchmark one after the other, ROUNDS times, with the same run.py
# arguments. On a shared machine the load changes from minute to minute; alternating gives both
# revisions the same share of it, and bench/compare_runs.py then sets the figures side by side.
#
#   bash bench/ab_revisions.sh REV ROUNDS OUTDIR -- RUN.PY ARGS...
#   e.g. bash bench/ab_revisions.sh 985d701 3 /tmp/ab -- --sizes 64K,1M --repeats 7 \
#            --targets avx512,avx2,ssse3,portable,peers
#
# Writes OUTDIR/old-N.json and OUTDIR/new-N.json (N = 1..ROUNDS, with .md, .png and the progress
# in .log) and prints
# the compare_runs.py command for each round. The current tree's build/ must be built.
set -euo pipefail
if [ $# -lt 4 ] || [ "$4" != "--" ]; then
    echo "usage: bash bench/ab_revisions.sh REV ROUNDS OUTDIR -- RUN.PY ARGS..." >&2
    exit 2
fi
rev=$1 rounds=$2 out=$3
shift 4
case $rounds in ''|*[!0-9]*) echo "ab_revisions.sh: ROUNDS must be a number" >&2; exit 2 ;; esac
repo=$(cd "$(dirname "$0")/.." && pwd)
py=${PYTHON:-$repo/.venv/bin/python}
[ -x "$py" ] || py=python3
sha=$(git -C "$repo" rev-parse --short "$rev^{commit}" 2>/dev/null) || {
    echo "ab_revisions.sh: $rev is not a commit here" >&2; exit 2; }
old=${TMPDIR:-/tmp}/gostgen-ab-$sha
if [ ! -f "$old/build/lib/libgostgen.a" ]; then
    echo "== building $sha in $old" >&2
    rm -rf "$old" && mkdir -p "$old"
    git -C "$repo" archive "$sha" | tar -x -C "$old"
    cmake -S "$old" -B "$old/build" -G Ninja -DCMAKE_BUILD_TYPE=Release >/dev/null
    cmake --build "$old/build" >/dev/null
fi
mkdir -p "$out"
for i in $(seq 1 "$rounds"); do
    echo "== round $i/$rounds: $sha" >&2
    (cd "$old" && "$py" bench/run.py --build "$old/build" --name "old-$i" --out "$out" "$@" \
        >/dev/null 2>"$out/old-$i.log")
    echo "== round $i/$rounds: current tree" >&2
    (cd "$repo" && "$py" bench/run.py --build "$repo/build" --name "new-$i" --out "$out" "$@" \
        >/dev/null 2>"$out/new-$i.log")
    echo "python3 bench/compare_runs.py $out/old-$i.json $out/new-$i.json"
done
