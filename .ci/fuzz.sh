#!/usr/bin/env bash
# fuzz.sh [SECONDS]: builds the libFuzzer targets (tests/fuzz/, clang with ASan + UBSan +
# coverage, into build-fuzz/) and runs each for SECONDS (default 15): fuzz_capi (the C API,
# with oracles: streaming == one-shot, decrypt(encrypt(x)) == x, every backend == portable, ...)
# and fuzz_gostcli (gostcli's arguments and input: exit 0/1/2, one clean error line, no partial
# output). Seeds: tests/fuzz/corpus/<target>/ (checked in); what the runs find to be new goes to
# build-fuzz/corpus/<target>/ and is reused next time. Exits non-zero on any finding and prints
# the reproducer's path (re-run it: build-fuzz/fuzz_<target> FILE).
# Longer on demand: bash .ci/fuzz.sh 600
set -euo pipefail
cd "$(dirname "$0")/.."
SECS=${1:-15}
case "$SECS" in ''|*[!0-9]*) echo "fuzz.sh: error: SECONDS must be a whole number" >&2; exit 2 ;; esac

# clang 14 and its libFuzzer/sanitizer runtimes (Debian 12)
bash .ci/ensure-debs.sh clang-14 libclang-rt-14-dev >&2
CC=${GOSTGEN_FUZZ_CC:-clang-14}

echo "== fuzz: build (build-fuzz/, $CC, ASan + UBSan + libFuzzer coverage)"
FLAGS="-g -O1 -fno-omit-frame-pointer -fsanitize=address,undefined -fno-sanitize-recover=all -fsanitize=fuzzer-no-link"
# No CUDA here (its driver and ASan do not mix, and nvcc takes minutes); ISPC is used if found.
mkdir -p build-fuzz
cmake -S tests/fuzz -B build-fuzz -G Ninja -DCMAKE_C_COMPILER="$CC" \
  -DCMAKE_BUILD_TYPE=RelWithDebInfo -DCMAKE_C_FLAGS_RELWITHDEBINFO="$FLAGS" \
  -DGOSTGEN_NVCC=/nonexistent/nvcc >build-fuzz/cmake.log 2>&1 || { cat build-fuzz/cmake.log >&2; exit 1; }
cmake --build build-fuzz -j2 >build-fuzz/build.log 2>&1 || { tail -50 build-fuzz/build.log >&2; exit 1; }

status=0
for t in capi gostcli; do
  corpus=build-fuzz/corpus/$t findings=build-fuzz/findings/$t
  mkdir -p "$corpus" "$findings"
  dict=()
  [ -f "tests/fuzz/$t.dict" ] && dict=(-dict="tests/fuzz/$t.dict")
  echo "== fuzz: fuzz_$t for ${SECS}s"
  log=build-fuzz/fuzz_$t.log
  set +e
  build-fuzz/fuzz_$t -max_total_time="$SECS" -timeout=20 -max_len=4096 -print_final_stats=1 \
    "${dict[@]}" -artifact_prefix="$findings/" "$corpus" "tests/fuzz/corpus/$t" >"$log" 2>&1
  rc=$?
  set -e
  if [ "$rc" -ne 0 ]; then
    status=1
    tail -60 "$log" >&2
    echo "fuzz.sh: error: fuzz_$t found a problem (exit $rc); log: $log" >&2
    for f in "$findings"/*; do
      [ -e "$f" ] && echo "fuzz.sh: reproducer: $f (run: build-fuzz/fuzz_$t $f)" >&2
    done
  else
    grep -E '^stat::number_of_executed_units|^Done ' "$log" | tr '\n' ' '; echo
  fi
done
exit "$status"
