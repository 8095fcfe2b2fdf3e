#!/usr/bin/env bash
# Sets up (see setup.sh) and runs every test: the regenerate-and-diff gate, then the conformance
# suite (known answers, random differential tests of every available backend against the
# reference interpreter, bad input, the generator's build of a random S-box set).
set -euo pipefail
cd "$(dirname "$0")/.."
bash .ci/setup.sh

echo "== generated/ is what the generator writes"
PYTHONPATH=generator .venv/bin/python -m gostgen.generate --check

echo "== conformance suite"
export GOSTCLI="$PWD/build/bin/gostcli"
export GOSTGEN_REQUIRE_CT=1  # the constant-time check must run, not skip (tests/test_constant_time.py)
set +e
.venv/bin/python -m pytest -q -p no:cacheprovider tests "$@"
rc=$?
set -e
if [ "$rc" -eq 5 ]; then
  echo "error: pytest collected no tests" >&2
fi
bash .ci/sanitize.sh || { s=$?; [ "$rc" -ne 0 ] || rc=$s; }  # the suite under ASan + UBSan, leak check
bash .ci/fuzz.sh || [ "$rc" -ne 0 ] || rc=1   # short libFuzzer run (15 s per target; longer: .ci/fuzz.sh 600)
exit "$rc"
