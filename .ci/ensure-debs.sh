#!/usr/bin/env bash
# ensure-debs.sh PKG...: apt-get installs the Debian packages that are not installed yet.
set -euo pipefail
export DEBIAN_FRONTEND=noninteractive
missing=""
for p in "$@"; do dpkg -s "$p" >/dev/null 2>&1 || missing="$missing $p"; done
if [ -n "$missing" ]; then
  echo "== apt-get install$missing"
  apt-get update -qq
  apt-get install -y -qq --no-install-recommends $missing >/dev/null
fi
