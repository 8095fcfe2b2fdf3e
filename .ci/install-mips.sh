#!/usr/bin/env bash
# install-mips.sh: the mipsel cross toolchain and QEMU user mode, for the `msa` backend's
# cross build (gostgen build --target mipsel-msa) and its conformance tests under
# `qemu-mipsel -cpu P5600` (see ../shared/TOOLCHAINS.md "MIPS"). Idempotent.
set -euo pipefail
cd "$(dirname "$0")/.."
bash .ci/ensure-debs.sh gcc-mipsel-linux-gnu libc6-dev-mipsel-cross qemu-user
