#!/usr/bin/env bash
# bench/gpu.sh: the cuda backend on a machine with an NVIDIA GPU (driver with CUDA >= 13.0).
# Needs no network: nvcc from CUDA 13.0 (GOSTGEN_NVCC, PATH, /usr/local/cuda, or .venv's pip one),
# a C compiler, python3 (+ pytest for the conformance suite); CMake is used when present, else the
# library is compiled by hand from the same sources (also with GOSTGEN_GPU_NO_CMAKE=1).
#
#   bash bench/gpu.sh [all|build|test|bench]     (default: all; each step builds first if needed)
#
# build  libgostgen with the cuda backend (kernels for sm_80 and sm_90) into build-gpu/
# test   the conformance suite with the cuda backend forced (GOSTGEN_BACKEND=cuda for the API
#        calls, and every backend-parametrised test on cuda; the portable ones are deselected),
#        log in bench/results/cuda-conformance.log
# bench  bench/cuda_bench.cu: H2D bandwidth, Magma CTR on device and from host memory,
#        Streebog-512 batch (GOSTGEN_GPU_MESSAGES, default 100000, x 4 KiB), Kuznyechik ECB (both
#        directions) and CTR on device and from host memory, all checked against
#        the portable backend first; report in bench/results/cuda-<gpu>.md (the conformance
#        summary is appended when the test step ran in this or an earlier call).
# Exit status: non-zero if a step failed (build error, test failures, a result differing from
# portable). Each step fits in a few minutes on a 16-core host.
set -uo pipefail
cd "$(dirname "$0")/.."
ROOT=$PWD
B=${GOSTGEN_GPU_BUILD:-build-gpu}
OUT=${GOSTGEN_GPU_OUT:-bench/results}
STEP=${1:-all}
mkdir -p "$OUT"
say() { echo "== $*"; }
die() { echo "gpu.sh: $*" >&2; exit 2; }

find_nvcc() {
  if [ -n "${GOSTGEN_NVCC:-}" ]; then echo "$GOSTGEN_NVCC"; return; fi
  local c
  c=$(command -v nvcc 2>/dev/null) && { echo "$c"; return; }
  for c in /usr/local/cuda/bin/nvcc /usr/local/cuda-13.0/bin/nvcc /usr/local/cuda-13/bin/nvcc \
           "$ROOT"/.venv/lib/python3*/site-packages/nvidia/cu13/bin/nvcc; do
    [ -x "$c" ] && { echo "$c"; return; }
  done
  return 1
}
NVCC=$(find_nvcc) || die "nvcc not found (set GOSTGEN_NVCC)"
CC=${CC:-cc}
NPROC=$(nproc 2>/dev/null || echo 4)

build() {
  say "build ($B) with $NVCC: $("$NVCC" --version | tail -1)"
  if [ -z "${GOSTGEN_GPU_NO_CMAKE:-}" ] && command -v cmake >/dev/null 2>&1; then
    local gen=""
    command -v ninja >/dev/null 2>&1 && gen="-G Ninja"
    cmake -S . -B "$B" $gen -DCMAKE_BUILD_TYPE=Release -DGOSTGEN_NVCC="$NVCC" >"$B.cmake.log" 2>&1 \
      || { cat "$B.cmake.log"; die "cmake configure failed"; }
    grep "gostgen:" "$B.cmake.log" || true
    cmake --build "$B" -j "$NPROC" || die "build failed"
  else
    # No CMake: the runtime, the portable and cuda backends, compiled as runtime/CMakeLists.txt does.
    say "no cmake: compiling by hand"
    mkdir -p "$B/lib" "$B/bin" "$B/runtime" "$B/obj"
    local fatbin="$ROOT/$B/runtime/gg_cuda_kernels.fatbin"
    "$NVCC" -fatbin -O3 -std=c++17 -Xptxas -O3 --generate-code=arch=compute_80,code=sm_80 \
      "--generate-code=arch=compute_90,code=[sm_90,compute_90]" -I generated/cuda \
      -o "$fatbin" generated/cuda/gg_cuda_kernels.cu || die "nvcc failed"
    local objs=() f o
    for f in runtime/src/*.c generated/runtime/*.c generated/default/*.c generated/portable/*.c generated/cuda/*.c; do
      o="$B/obj/$(echo "$f" | tr / _).o"
      "$CC" -O3 -std=gnu11 -fPIC -fvisibility=hidden -D_POSIX_C_SOURCE=200809L -D_DEFAULT_SOURCE \
        -DGG_HAVE_BACKEND_PORTABLE=1 -DGG_HAVE_BACKEND_CUDA=1 "-DGG_CUDA_FATBIN_PATH=\"$fatbin\"" \
        -Iruntime/include -Iruntime/src -Igenerated/runtime -c "$f" -o "$o" || die "compiling $f failed"
      objs+=("$o")
    done
    "$CC" -shared -Wl,-soname,libgostgen.so.0 -o "$B/lib/libgostgen.so.0.1.0" "${objs[@]}" -ldl -lpthread \
      || die "linking libgostgen.so failed"
    ln -sf libgostgen.so.0.1.0 "$B/lib/libgostgen.so.0"
    ln -sf libgostgen.so.0 "$B/lib/libgostgen.so"
    rm -f "$B/lib/libgostgen.a"
    ar rcs "$B/lib/libgostgen.a" "${objs[@]}"
    "$CC" -O3 -std=c11 -D_POSIX_C_SOURCE=200809L -D_DEFAULT_SOURCE -Iruntime/include \
      runtime/tools/gostcli.c "$B/lib/libgostgen.a" -ldl -lpthread -o "$B/bin/gostcli" \
      || die "gostcli failed"
  fi
  say "backends"
  "$B/bin/gostcli" backends
  "$B/bin/gostcli" backends | grep -E '^cuda +yes' >/dev/null \
    || die "the cuda backend is not available here (see its reason above)"
}

gpu_name() {
  local n
  n=$(nvidia-smi --query-gpu=name --format=csv,noheader 2>/dev/null | head -1)
  [ -n "$n" ] || n=gpu
  echo "$n" | tr 'A-Z' 'a-z' | sed 's/nvidia //; s/[^a-z0-9]\+/-/g; s/^-//; s/-$//'
}

run_tests() {
  say "conformance suite, cuda backend (log: $OUT/cuda-conformance.log)"
  python3 -c "import pytest" 2>/dev/null || die "python3 has no pytest: cannot run the suite"
  local rc
  GOSTGEN_CUDA_FATBIN="$ROOT/$B/runtime/gg_cuda_kernels.fatbin" GOSTGEN_BACKEND=cuda GOSTGEN_TEST_PACKAGE=source GOSTGEN_LIBRARY="$ROOT/$B/lib/libgostgen.so" \
    GOSTCLI="$ROOT/$B/bin/gostcli" GOSTGEN_NVCC="$NVCC" \
    python3 -m pytest -q -p no:cacheprovider -m "not slow" -k "not portable" tests \
    ${GOSTGEN_GPU_PYTEST_ARGS:-} >"$OUT/cuda-conformance.log" 2>&1
  rc=$?
  tail -n 15 "$OUT/cuda-conformance.log"
  { echo "exit status $rc; $(date -u '+%Y-%m-%d %H:%M UTC'); $(git rev-parse --short HEAD 2>/dev/null)"
    tail -n 1 "$OUT/cuda-conformance.log"; } >"$OUT/cuda-conformance.summary"
  return $rc
}

run_bench() {
  local name bin rc
  name=$(gpu_name)
  bin="$B/bin/cuda_bench"
  say "benchmark ($OUT/cuda-$name.md)"
  "$NVCC" -O3 -std=c++17 -arch=native -Igenerated/cuda -Iruntime/include -Iruntime/src -Igenerated/runtime \
    bench/cuda_bench.cu "$B/lib/libgostgen.a" -ldl -lpthread -o "$bin" 2>"$B/cuda_bench.log" \
    || "$NVCC" -O3 -std=c++17 -arch=sm_90 -Igenerated/cuda -Iruntime/include -Iruntime/src -Igenerated/runtime \
         bench/cuda_bench.cu "$B/lib/libgostgen.a" -ldl -lpthread -o "$bin" \
    || die "building cuda_bench failed"
  "$bin" "${GOSTGEN_GPU_CTR_MIB:-1024}" "${GOSTGEN_GPU_MESSAGES:-100000}" >"$OUT/cuda-$name.md"
  rc=$?
  {
    echo
    echo "## Setup"
    echo
    echo "- commit $(git rev-parse --short HEAD 2>/dev/null || echo '?'), $(date -u '+%Y-%m-%d %H:%M UTC')"
    echo "- host CPU: $(grep -m1 'model name' /proc/cpuinfo | sed 's/.*: //'), $NPROC threads"
    echo "- nvcc: $("$NVCC" --version | tail -1)"
    echo "- $(nvidia-smi --query-gpu=name,driver_version,memory.total,clocks.max.sm --format=csv,noheader 2>/dev/null | head -1)"
    echo "- how: bash bench/gpu.sh (bench/cuda_bench.cu)"
    if [ -f "$OUT/cuda-conformance.summary" ]; then
      echo
      echo "## Conformance suite with the cuda backend (GOSTGEN_BACKEND=cuda, -k 'not portable')"
      echo
      sed 's/^/    /' "$OUT/cuda-conformance.summary"
    fi
  } >>"$OUT/cuda-$name.md"
  cat "$OUT/cuda-$name.md"
  return $rc
}

status=0
case "$STEP" in
  build) build ;;
  test) [ -x "$B/bin/gostcli" ] || build; run_tests || status=1 ;;
  bench) [ -f "$B/lib/libgostgen.a" ] || build; run_bench || status=1 ;;
  all) build; run_tests || status=1; run_bench || status=1 ;;
  *) die "unknown step $STEP (all, build, test, bench)" ;;
esac
exit $status
