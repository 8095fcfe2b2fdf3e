#!/usr/bin/env bash
# The main job: set up (setup.sh), generate and build for the shipped S-box sets with the
# installed `gostgen`, list the backends, and print a short speed table beside the peers
# (libgcrypt, the OpenSSL gost provider, Botan) measured in the same run.
set -euo pipefail
cd "$(dirname "$0")/.."
bash .ci/setup.sh

# benchmark peers
bash .ci/ensure-debs.sh libgcrypt20-dev libengine-gost-openssl libssl-dev botan libbotan-2-dev
.venv/bin/python -c "import matplotlib" 2>/dev/null || .venv/bin/python -m pip install -q matplotlib

echo "== gostgen build (shipped S-box sets) -> build/demo"
# the toolchains setup.sh installed (each script prints its tool's path)
ISPC=$(bash .ci/install-ispc.sh)
NVCC=$(bash .ci/install-cuda.sh)
.venv/bin/gostgen build --out build/demo ${ISPC:+--define GOSTGEN_ISPC=$ISPC} --define GOSTGEN_NVCC=$NVCC
echo "== backends"
build/demo/bin/gostcli backends
echo "== a hash, to see it work"
printf 'abc' | build/demo/bin/gostcli hash --bits 256
echo "== short speed table (full run: .venv/bin/python bench/run.py)"
.venv/bin/python bench/run.py --quick --build build/demo/build --out build/bench
cat build/bench/quick.md
