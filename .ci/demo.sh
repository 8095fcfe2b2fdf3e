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
# finds the ISPC and nvcc that setup.sh installed, and says which backends it built
.venv/bin/gostgen build --out build/demo
echo "== backends"
build/demo/bin/gostcli backends
echo "== a hash, to see it work"
printf 'abc' | build/demo/bin/gostcli hash --bits 256
echo "== speed (full tables: build/bench/quick.md; progress: build/bench/quick.log)"
# ends with the short table: the summary rows, the CPU they were measured on, what differs
# between CPUs
.venv/bin/python bench/run.py --quick --build build/demo/build --out build/bench --log build/bench/quick.log
