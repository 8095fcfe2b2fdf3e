#!/usr/bin/env bash
# install-ispc.sh: makes an ISPC compiler available for the `ispc` backend and prints its path
# (the last line of stdout; everything else goes to stderr).
#   - `ispc` on PATH (trixie or later, a release tarball): used as is.
#   - otherwise: Debian bookworm does not package ISPC, trixie does (1.26). Its packages and the
#     libraries it needs are downloaded with apt-get (the system's own mirror, a private package
#     list under .tools/) and unpacked under .tools/ispc-trixie/root; .tools/bin/ispc runs the
#     binary through trixie's own loader and libraries, so the system is not changed.
#     (Method: ../shared/TOOLCHAINS.md, "ISPC".)
# Idempotent: a working .tools/bin/ispc is kept. GOSTGEN_NO_ISPC=1 skips everything (prints
# nothing on stdout), e.g. to build without the backend.
set -euo pipefail
cd "$(dirname "$0")/.."

if [ "${GOSTGEN_NO_ISPC:-0}" = 1 ]; then
  echo "== ispc: skipped (GOSTGEN_NO_ISPC=1)" >&2
  exit 0
fi
if command -v ispc >/dev/null 2>&1 && ispc --version >/dev/null 2>&1; then
  command -v ispc
  exit 0
fi
case "$(uname -m)" in
  x86_64) ;;
  *) echo "== ispc: not installed (the trixie packages are used on x86_64 only)" >&2; exit 0 ;;
esac

TOP=$PWD/.tools
WRAP=$TOP/bin/ispc
if [ -x "$WRAP" ] && "$WRAP" --version >/dev/null 2>&1; then
  echo "$WRAP"
  exit 0
fi

echo "== ispc: downloading Debian trixie's ispc into .tools/ (about 50 MB)" >&2
bash .ci/ensure-debs.sh apt ca-certificates >&2
T=$TOP/ispc-trixie
rm -rf "$T/root" "$T/debs"
mkdir -p "$T/lists/partial" "$T/debs" "$T/root" "$TOP/bin"
# the mirror apt already uses (deb822 sources first, then the classic list)
URI=$(awk '/^URIs:/{print $2; exit}' /etc/apt/sources.list.d/debian.sources 2>/dev/null || true)
if [ -z "$URI" ]; then
  URI=$(awk '$1 == "deb" {print $2; exit}' /etc/apt/sources.list 2>/dev/null || true)
fi
URI=${URI:-http://deb.debian.org/debian}
printf 'deb %s trixie main\n' "$URI" >"$T/sources.list"
A=(-o "Dir::Etc::SourceList=$T/sources.list" -o Dir::Etc::SourceParts=/dev/null
   -o "Dir::State::Lists=$T/lists" -o "Dir::Cache=$T/cache" -o Debug::NoLocking=1
   -o APT::Sandbox::User=root)
mkdir -p "$T/cache/archives/partial"
apt-get "${A[@]}" -qq update >&2
# ispc and what its binary links (ldd on trixie), with trixie's own loader
(cd "$T/debs" && apt-get "${A[@]}" -qq download ispc libllvm19 libc6 libstdc++6 libgcc-s1 \
   libedit2 libffi8 libxml2 libz3-4 libzstd1 zlib1g libtinfo6 liblzma5 libbsd0 libmd0 >&2)
for f in "$T"/debs/*.deb; do dpkg -x "$f" "$T/root"; done
rm -rf "$T/debs" "$T/cache"

# The wrapper finds its tree from its own place, so the checkout may move.
cat >"$WRAP" <<'EOF'
#!/bin/sh
# ISPC from Debian trixie, run with trixie's loader and libraries (written by .ci/install-ispc.sh).
R=$(cd "$(dirname "$0")/../ispc-trixie/root" && pwd)
L=$R/usr/lib/x86_64-linux-gnu
exec "$L/ld-linux-x86-64.so.2" --library-path "$L" "$R/usr/bin/ispc" "$@"
EOF
chmod +x "$WRAP"
if ! "$WRAP" --version >&2; then
  echo "install-ispc.sh: error: the unpacked ispc does not run" >&2
  exit 1
fi
echo "$WRAP"
