#!/usr/bin/env bash
# Installs what gostgen needs on Debian 12 (as root) and builds it:
#   Debian packages: C toolchain, CMake, Ninja, Python venv, the mipsel cross gcc and qemu-user;
#   .tools/: ISPC (unless on PATH);  .venv: nvcc (CUDA 13.0, PyPI) and `pip install .[test]`;
#   build/: libgostgen (static + shared), gostcli, with every backend this machine can build, and
#     the OpenSSL provider module build/lib/ossl-modules/gostgen.so.
# Safe to run again: every step is idempotent.
set -euo pipefail
cd "$(dirname "$0")/.."

bash .ci/ensure-debs.sh build-essential cmake ninja-build pkg-config python3 python3-venv python3-pip
# valgrind and clang's MemorySanitizer: the constant-time check (tests/test_constant_time.py)
bash .ci/ensure-debs.sh valgrind clang-14 libclang-rt-14-dev
bash .ci/install-mips.sh   # mipsel cross gcc + qemu-user: the msa backend's tests (tests/test_msa.py)
# OpenSSL 3 headers for the provider module gostgen.so (runtime/provider/), and the OpenSSL gost
# provider it is tested against (tests/test_provider.py, tests/test_peers.py).
bash .ci/ensure-debs.sh libssl-dev libengine-gost-openssl

# ISPC for the ispc backend (.tools/ unless on PATH).
ISPC=$(bash .ci/install-ispc.sh)

PY=${PYTHON:-python3}
if [ ! -x .venv/bin/python ]; then
  echo "== python venv (.venv)"
  "$PY" -m venv .venv
fi
.venv/bin/python -m pip install -q --upgrade pip >/dev/null
# nvcc (CUDA 13.0, PyPI) for the cuda backend's kernels.
GOSTGEN_NVCC=$(bash .ci/install-cuda.sh)

BACKEND_ARGS="${ISPC:+-DGOSTGEN_ISPC=$ISPC} -DGOSTGEN_NVCC=$GOSTGEN_NVCC"
echo "== cmake build (build/: libgostgen, gostcli)"
cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=Release $BACKEND_ARGS >/dev/null
cmake --build build

# The wheel's library reuses build/'s CUDA kernels (an nvcc build for two architectures takes
# minutes) when they are up to date.
export CMAKE_ARGS="${CMAKE_ARGS:-} $BACKEND_ARGS -DGOSTGEN_CUDA_FATBIN_PREBUILT=$PWD/build/runtime/gg_cuda_kernels.fatbin"
echo "== pip install .[test] (builds the bundled runtime with scikit-build-core)"
.venv/bin/python -m pip install -q ".[test]"
