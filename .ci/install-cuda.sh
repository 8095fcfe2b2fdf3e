#!/usr/bin/env bash
# install-cuda.sh: nvcc for the cuda backend's kernels, from PyPI into .venv (no GPU needed to
# compile). Pinned to CUDA 13.0: the lent GPU machines run driver 580 (CUDA 13.0), and all four
# packages must agree or the 13.0 ptxas rejects newer PTX (../shared/TOOLCHAINS.md, "CUDA").
# Prints the nvcc path on stdout's last line. Idempotent; quiet when already installed.
set -euo pipefail
cd "$(dirname "$0")/.."
PY=.venv/bin/python
[ -x "$PY" ] || { echo "install-cuda.sh: run .ci/setup.sh first (.venv missing)" >&2; exit 1; }
nvcc_path() {
  "$PY" - <<'PYEOF'
import os, sys, sysconfig
for base in {sysconfig.get_paths()["purelib"], sysconfig.get_paths()["platlib"]}:
    p = os.path.join(base, "nvidia", "cu13", "bin", "nvcc")
    if os.access(p, os.X_OK):
        print(p)
        sys.exit(0)
sys.exit(1)
PYEOF
}
want="nvidia-cuda-nvcc==13.0.* nvidia-cuda-runtime==13.0.* nvidia-cuda-crt==13.0.* nvidia-nvvm==13.0.*"
if ! nvcc=$(nvcc_path) || ! "$nvcc" --version 2>/dev/null | grep -q 'release 13\.0'; then
  echo "== pip install CUDA 13.0 nvcc (PyPI)" >&2
  "$PY" -m pip install -q $want >&2
  nvcc=$(nvcc_path)
fi
echo "$nvcc"
