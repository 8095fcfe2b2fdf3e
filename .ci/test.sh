#!/usr/bin/env bash
# Sets up (see setup.sh) and runs every test: the regenerate-and-diff gate, then the conformance
# suite (known answers, random differential tests of every available backend against the
# reference interpreter, bad input, the generator's build of a random S-box set).
set -euo pipefail
cd "$(dirname "$0")/.."
bash .ci/setup.sh

echo "== generated/ is what the generator writes"
PYTHONPATH=generator .venv/bin/python -m gostgen.generate --check

export GOSTCLI="$PWD/build/bin/gostcli"
export GOSTGEN_REQUIRE_CT=1  # the constant-time check must run, not skip (tests/test_constant_time.py)
rc=0
if [ "$#" -gt 0 ]; then  # tests or options named: one process, as asked
  echo "== conformance suite"
  .venv/bin/python -m pytest -q -p no:cacheprovider tests "$@" || rc=$?
  if [ "$rc" -eq 5 ]; then
    echo "error: pytest collected no tests" >&2
  fi
else
  # Two processes side by side (.ci/parts.sh). Part 1: the files that use the session fixtures
  # built with `gostgen build` (the msa tree under QEMU, the random S-box set's tree), so that
  # each is built once, the differential tests' API half, and files with builds of their own
  # (with test_constant_time.py, its MemorySanitizer build now with line tables only, and
  # test_cuda_host.py here: 807 s and 662 s in a fresh clone, Zen 4, 2 cores, then 721 s and 722 s
  # in session 19; test_cuda_host.py,
  # about 37 s, went back to part 2 after that run); part 2 everything else, so that a new file
  # lands there. Both print their time and their slowest tests: move a file across when one ends
  # much later than the other.
  echo "== conformance suite (two pytest processes; output below when both end)"
  source .ci/parts.sh
  PART1=(tests/test_check.py tests/test_msa.py tests/test_backends_built.py tests/test_c_users.py
         tests/test_sbox_names.py tests/test_vectors.py tests/test_description_toy.py
         tests/test_bitsliced_kuznyechik.py tests/test_constant_time.py)
  GG_PART1=(tests/test_differential.py "${PART1[@]}" -k "test_api_ or not test_differential.py")
  GG_PART2=(tests "${PART1[@]/#/--ignore=}" -k "not (test_differential.py and test_api_)")
  gg_pytest_parts build/pytest .venv/bin/python -m pytest -q -p no:cacheprovider --durations=15 \
    || rc=$?
fi
bash .ci/sanitize.sh || { s=$?; [ "$rc" -ne 0 ] || rc=$s; }  # the suite under ASan + UBSan, leak check
bash .ci/fuzz.sh || [ "$rc" -ne 0 ] || rc=1   # short libFuzzer run (15 s per target; longer: .ci/fuzz.sh 600)
exit "$rc"
