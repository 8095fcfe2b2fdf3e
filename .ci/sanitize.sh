#!/usr/bin/env bash
# sanitize.sh: the conformance suite (tests/) under AddressSanitizer + UndefinedBehaviorSanitizer.
#   build-san/: libgostgen (static + shared) and gostcli built by gcc with ASan + UBSan, every
#     backend this machine builds (ISPC's objects and the CUDA kernels are not instrumented; the
#     C around them is); then
#   1. the whole suite against that library and gostcli, libasan preloaded into Python;
#   2. tests/san/leakcheck.c, linked with the sanitized static library, under LeakSanitizer: every
#      API entry (all contexts, one-shot, multi and batch calls, run-time S-box sets, error paths)
#      for every available backend;
#   3. the OpenSSL provider module (build-san/lib/ossl-modules/gostgen.so, sanitized too; step 1
#      runs tests/test_provider.py against it inside Debian's uninstrumented `openssl`, with
#      libasan preloaded) under LeakSanitizer: tests/c/provider_evp.c, every EVP path beside
#      gostprov, for every available backend. Leaks are checked there only: not in the Python processes
#      (the interpreter leaks at exit, and a suppression for it would also hide libgostgen's
#      leaks: every allocation made through ctypes has the interpreter on its stack), nor in
#      gostcli (a one-shot tool: its buffers go with the process, and its errors end in exit()).
# Any sanitizer report fails the run: the sanitizers abort, and write their reports to
# build-san/reports/, which must be empty at the end (a report from a subprocess whose failing
# exit status a test expects, e.g. gostcli on bad input, still counts).
# Needs what .ci/setup.sh installs (and reuses build/'s CUDA kernels). Extra arguments go to both
# pytest processes. Optional environment: GOSTGEN_ISPC, GOSTGEN_NVCC (compilers; default: the
# ones .ci/install-*.sh installed), GOSTGEN_CUDA_FATBIN_PREBUILT, GOSTGEN_SAN_PYTHON (the Python
# with pytest; default .venv/bin/python), GOSTGEN_JOBS (build jobs, default 2).
set -euo pipefail
cd "$(dirname "$0")/.."
B=build-san

PY=${GOSTGEN_SAN_PYTHON:-}
if [ -z "$PY" ]; then
  if [ -x .venv/bin/python ]; then PY=.venv/bin/python; else PY=python3; fi
fi
ISPC=${GOSTGEN_ISPC-$(bash .ci/install-ispc.sh)}
if [ -z "${GOSTGEN_NVCC+x}" ] && [ -x .venv/bin/python ]; then
  GOSTGEN_NVCC=$(bash .ci/install-cuda.sh)
fi
# The CUDA kernels are device code (nothing to instrument): build/'s fatbin is reused when current.
FATBIN=${GOSTGEN_CUDA_FATBIN_PREBUILT:-$PWD/build/runtime/gg_cuda_kernels.fatbin}

LIBASAN=$(gcc -print-file-name=libasan.so)
if [ ! -e "$LIBASAN" ] || [ "$LIBASAN" = libasan.so ]; then
  echo "sanitize.sh: error: gcc has no libasan (install gcc's libasan)" >&2
  exit 1
fi

SAN="-fsanitize=address,undefined -fno-sanitize-recover=all -fno-omit-frame-pointer"
echo "== sanitized build ($B/: ASan + UBSan)"
cmake -S . -B "$B" -G Ninja -DCMAKE_BUILD_TYPE=Sanitize \
  -DCMAKE_C_FLAGS_SANITIZE="-O1 -g $SAN" \
  -DCMAKE_EXE_LINKER_FLAGS_SANITIZE="$SAN" -DCMAKE_SHARED_LINKER_FLAGS_SANITIZE="$SAN" \
  -DCMAKE_MODULE_LINKER_FLAGS_SANITIZE="$SAN" \
  ${ISPC:+-DGOSTGEN_ISPC=$ISPC} ${GOSTGEN_NVCC:+-DGOSTGEN_NVCC=$GOSTGEN_NVCC} \
  -DGOSTGEN_CUDA_FATBIN_PREBUILT="$FATBIN" | { grep 'gostgen:' || true; }  # which backends
cmake --build "$B" -j "${GOSTGEN_JOBS:-2}"

REPORTS=$PWD/$B/reports
rm -rf "$REPORTS"
mkdir -p "$REPORTS"
# Sanitizer settings for every process below. detect_leaks=0: see the top (the leak check is
# step 2). allocator_may_return_null=1: an allocation too large to make returns NULL (the
# library's GOSTGEN_ENOMEM paths) instead of ending the process.
export ASAN_OPTIONS="halt_on_error=1:abort_on_error=1:detect_leaks=0:allocator_may_return_null=1:detect_stack_use_after_return=1:check_initialization_order=1:strict_init_order=1:print_summary=1:log_path=$REPORTS/asan"
export UBSAN_OPTIONS="halt_on_error=1:abort_on_error=1:print_stacktrace=1:print_summary=1:log_path=$REPORTS/ubsan"

# Left out of this run (they run in the main suite): tests that never load this library, or
# whose own instrumentation cannot share a process with AddressSanitizer.
#   tests/test_msa.py: the runtime cross-built for MIPS (its own CMake build) and run under QEMU.
#   -m "not slow": test_generator's `gostgen build` (CMake builds another, uninstrumented tree
#     and tests that tree's gostcli).
#   test_cuda_host.py's hostcheck tests: generated/cuda/hostcheck.cpp compiled by g++ and nvcc
#     into its own library (the kernels' arithmetic on the CPU), and the toy description's
#     kernels compiled by nvcc; nvcc crashes with libasan preloaded. test_fatbin_has_both_architectures inspects build/'s fatbin, not this build.
#     (test_backends_list_cuda, which asks this library, stays.)
#   test_constant_time.py: valgrind and MemorySanitizer cannot run a library built with
#     AddressSanitizer (the check builds its own MemorySanitizer library anyway).
#   test_key_hygiene.py's and test_provider.py's freed-memory scans: c/key_wipe.c and
#     c/provider_key_wipe.c replace malloc/free, which ASan owns; and its stack-reach check
#     (c/stack_reach.c): the scrub depths are the release build's frames, and ASan's frames
#     (redzones around every local) are deeper by design.
SKIP=(--ignore=tests/test_msa.py --ignore=tests/test_constant_time.py -m "not slow"
      --deselect tests/test_key_hygiene.py::test_freed_memory_holds_no_key
      --deselect tests/test_key_hygiene.py::test_calls_stay_within_their_scrub
      --deselect tests/test_provider.py::test_freed_memory_holds_no_key)
for t in ecb_every_schedule counter_modes counter_jump_ahead chained_streams \
         streebog_compression streebog_batch streebog_vectors kuznyechik_random \
         kuznyechik_vectors toy_description fatbin_has_both_architectures; do
  SKIP+=(--deselect "tests/test_cuda_host.py::test_$t")
done
#   Files and tests that never load this library nor run this gostcli: nothing there for the
#   sanitizers to see. test_acpkm.py (the reference model against gostprov's openssl);
#   test_dsl.py, test_modes.py, test_generic_core.py, test_reference_blockcipher.py,
#   test_generator.py without its `slow` builds, and test_fuzz_parsers.py but for
#   test_sbox_gostcli_agrees (the generator, its parsers and the reference interpreter);
#   test_description_toy.py and test_hash_iteration.py (their own generated trees, built
#   uninstrumented); test_bitsliced_kuznyechik.py (its own programs from generated/bitsliced);
#   test_bench_glance.py and test_bench_tools.py (recorded runs; kernel_insns single-steps
#   build/'s static library).
for f in acpkm dsl modes generic_core reference_blockcipher generator description_toy \
         hash_iteration bitsliced_kuznyechik bench_glance bench_tools; do
  SKIP+=(--ignore="tests/test_$f.py")
done
for t in dsl_mutations dsl_token_soup dsl_bytes sbox_mutations sbox_token_soup sbox_bytes \
         cli_bad_sbox_file cli_bad_dsl_file; do
  SKIP+=(--deselect "tests/test_fuzz_parsers.py::test_$t")
done
# Time (this run is part of the test command): the backends' kernels and the runtime do not
# depend on which compiled-in S-box set is used (only generated/runtime/gg_sboxes.c names them),
# so the parametrizations over the shipped sets are kept for test, cryptopro-a and tc26-z (the
# default) and the random run-time sets, and cut for cryptopro-b/c/d and r3411-94-test. Every
# backend, mode, API entry and both CLIs stay. The run is split into two pytest processes that
# run side by side, whole files apart from test_differential.py (its API tests in part 1, the
# rest in part 2): part 1 the files below, part 2 everything else, so a new file lands in part 2.
# The halves are even by a run's times (a fresh clone on the project's 2-core AMD EPYC Zen 4:
# 875 s and 866 s, before test_check's twelve corrupted-tool runs asked for their primitives only,
# about 35 s each -> 2-14 s, and test_concurrency.py, about 100 s here, came over to part 1;
# then 661 s and 686 s): move a file across when one part ends much later than the other (both
# print their time).
CUT="cryptopro-b or cryptopro-c or cryptopro-d or r3411-94-test"
PART1=(tests/test_vectors.py tests/test_check.py tests/test_mgm_cli.py tests/test_streaming.py
       tests/test_acpkm_cli.py tests/test_concurrency.py)
# (extra arguments last in both: a -k of the caller's replaces the parts' own)
GG_PART1=(tests/test_differential.py "${PART1[@]}"
          -k "(test_api_ or not test_differential.py) and not ($CUT)" "$@")
GG_PART2=(tests "${PART1[@]/#/--ignore=}" -k "not (test_differential.py and test_api_) and not ($CUT)"
          "$@")

echo "== conformance suite under ASan + UBSan (two pytest processes; output below when both end)"
export GOSTGEN_LIBRARY=$PWD/$B/lib/libgostgen.so GOSTGEN_TEST_PACKAGE=source GOSTCLI=$PWD/$B/bin/gostcli
export GOSTGEN_PROVIDER_DIR=$PWD/$B/lib/ossl-modules
source .ci/parts.sh
rc=0
gg_pytest_parts "$B" env LD_PRELOAD="$LIBASAN" "$PY" -m pytest -q -p no:cacheprovider "${SKIP[@]}" \
  || rc=$?

echo "== leak check of every API entry (tests/san/leakcheck.c, LeakSanitizer)"
gcc -std=c11 -O1 -g -Wall -Wextra $SAN -Iruntime/include tests/san/leakcheck.c \
  "$B/lib/libgostgen.a" -lpthread -ldl -o "$B/bin/leakcheck"
# Twice: with the best backend as the default, and with GOSTGEN_BACKEND naming none (the
# default's error paths); each run also names every available backend explicitly.
for env in "" "GOSTGEN_BACKEND=no-such-backend"; do
  if ! env $env ASAN_OPTIONS="${ASAN_OPTIONS/detect_leaks=0/detect_leaks=1}" "$B/bin/leakcheck"; then
    echo "sanitize.sh: error: leakcheck failed${env:+ ($env)}" >&2
    [ "$rc" -ne 0 ] || rc=1
  fi
done

echo "== leak check of the OpenSSL provider (tests/c/provider_evp.c, LeakSanitizer)"
# The program is not instrumented; the preloaded libasan sees every allocation of the process
# (OpenSSL's, gostprov's and the sanitized gostgen.so's) and reports leaks at exit.
GOSTPROV=$( (openssl version -m 2>/dev/null || true) | sed -n 's/^MODULESDIR: "\(.*\)"$/\1/p')/gostprov.so
if [ ! -e "$B/lib/ossl-modules/gostgen.so" ]; then
  echo "   not run: $B/lib/ossl-modules/gostgen.so was not built (no OpenSSL 3 headers)"
elif [ ! -e "$GOSTPROV" ]; then
  echo "   not run: the OpenSSL gost provider is not installed (libengine-gost-openssl)"
else
  MODS=$B/provider-modules
  rm -rf "$MODS"
  mkdir -p "$MODS"
  ln -s "$PWD/$B/lib/ossl-modules/gostgen.so" "$MODS/gostgen.so"
  ln -s "$GOSTPROV" "$MODS/gostprov.so"
  gcc -std=c11 -O1 -g -Wall -Wextra tests/c/provider_evp.c -lcrypto -o "$B/bin/provider_evp"
  for be in $("$B/bin/gostcli" backends --json | "$PY" -c \
      'import json, sys; print(" ".join(b["name"] for b in json.load(sys.stdin) if b["available"]))'); do
    if ! GOSTGEN_BACKEND=$be LD_PRELOAD="$LIBASAN" \
        ASAN_OPTIONS="${ASAN_OPTIONS/detect_leaks=0/detect_leaks=1}" \
        "$B/bin/provider_evp" "$MODS" 1 >"$B/provider-evp-$be.log" 2>&1; then
      cat "$B/provider-evp-$be.log"
      echo "sanitize.sh: error: provider_evp failed (backend $be)" >&2
      [ "$rc" -ne 0 ] || rc=1
    else
      echo "   $be: $(tail -n 1 "$B/provider-evp-$be.log")"
    fi
  done
fi

# Reports of processes whose failure a test expected, or that were not checked at all.
if [ -n "$(ls -A "$REPORTS")" ]; then
  for f in "$REPORTS"/*; do
    echo "---- $f" >&2
    cat "$f" >&2
  done
  echo "sanitize.sh: error: sanitizer findings (above; kept in $REPORTS)" >&2
  [ "$rc" -ne 0 ] || rc=1
fi
[ "$rc" -ne 0 ] || echo "== sanitizers: no finding"
exit "$rc"
