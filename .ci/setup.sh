#!/usr/bin/env bash
# Installs what gostgen needs on Debian 12 (as root) and builds it:
#   Debian packages: C toolchain, CMake, Ninja, Python venv;  .venv: `pip install .[test]`
#   build/: libgostgen (static + shared), gostcli.
# Safe to run again: every step is idempotent.
set -euo pipefail
cd "$(dirname "$0")/.."

bash .ci/ensure-debs.sh build-essential cmake ninja-build pkg-config python3 python3-venv python3-pip

# ISPC for the ispc backend (.tools/ unless on PATH); both builds below get it.
ISPC=$(bash .ci/install-ispc.sh) && export CMAKE_ARGS="${CMAKE_ARGS:-}${ISPC:+ -DGOSTGEN_ISPC=$ISPC}"

PY=${PYTHON:-python3}
if [ ! -x .venv/bin/python ]; then
  echo "== python venv (.venv)"
  "$PY" -m venv .venv
fi
.venv/bin/python -m pip install -q --upgrade pip >/dev/null
echo "== pip install .[test] (builds the bundled runtime with scikit-build-core)"
.venv/bin/python -m pip install -q ".[test]"

echo "== cmake build (build/: libgostgen, gostcli)"
cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=Release $CMAKE_ARGS >/dev/null
cmake --build build
