#!/usr/bin/env bash
# honest.sh: the "honest test": encrypt a disk image file to file on ONE core, as the seeds
# measured disk-dump encryption: gostcli sector by sector (512-byte sectors, each its own stream
# with its number as IV) beside `openssl enc` over the same file in the same run.
#
#   bash bench/honest.sh [--size-mib 2048] [--repeats 3] [--dir DIR] [--core 0] [--out FILE]
#
# Every command runs under `taskset -c CORE`: all its threads (gostcli's reader and writer
# included) share that one core, so reading and writing the files count as they would on a busy
# machine. Each command runs twice per round: writing a new file (the old one removed and `sync`ed
# first, untimed) and over an existing file of the same size (`1<> OUT`: the file system reuses its
# pages, so its page allocation, erratic on a VM, does not count). Rows (medians of --repeats,
# interleaved so other load hits all alike, each round starting with the next command):
#   gostcli gost89 cfb --mesh --sector-size 512      gostcli magma cbc --sector-size 512
#   openssl enc -aes-256-ctr (AES-NI, default provider)
#   openssl enc -gost89 and -magma-cbc (the gost provider, libengine-gost-openssl; one stream)
# MB/s = 10^6 bytes of image per wall-clock second; CPU s/GB = user + system seconds per 10^9
# bytes. DIR (default: a folder under bench/, i.e. the repository's file system) holds the image
# and the output: 2 x SIZE of free space. Writes bench/results/honest.md (--out).
set -euo pipefail
cd "$(dirname "$0")/.."

SIZE_MIB=2048
REPEATS=3
DIR=""
CORE=0
OUT=bench/results/honest.md
GOSTCLI=${GOSTCLI:-build/bin/gostcli}
while [ $# -gt 0 ]; do
  case "$1" in
    --size-mib) SIZE_MIB=$2; shift 2 ;;
    --repeats) REPEATS=$2; shift 2 ;;
    --dir) DIR=$2; shift 2 ;;
    --core) CORE=$2; shift 2 ;;
    --out) OUT=$2; shift 2 ;;
    -h|--help) sed -n '2,20p' "$0"; exit 0 ;;
    *) echo "honest.sh: unknown argument '$1' (see --help)" >&2; exit 2 ;;
  esac
done

die() { echo "honest.sh: $*" >&2; exit 1; }
[ -x "$GOSTCLI" ] || die "$GOSTCLI not found: build first (cmake -S . -B build -G Ninja && cmake --build build)"
command -v taskset >/dev/null || die "taskset not found (apt-get install util-linux)"
[ -x /usr/bin/time ] || die "/usr/bin/time not found (apt-get install time)"
command -v openssl >/dev/null || die "openssl not found (apt-get install openssl)"
GOSTPROV="-provider gostprov -provider default"
# shellcheck disable=SC2086
openssl enc $GOSTPROV -gost89 -K "$(printf '%064x' 1)" -iv 0000000000000000 -in /dev/null \
  -out /dev/null 2>/dev/null || die "the OpenSSL gost provider is missing (apt-get install libengine-gost-openssl)"

if [ -z "$DIR" ]; then
  DIR=$(mktemp -d "$PWD/bench/.honest.XXXXXX")
else
  DIR=$(mktemp -d "$DIR/gostgen-honest.XXXXXX")
fi
trap 'rm -rf "$DIR"' EXIT
need_kib=$((3 * SIZE_MIB * 1024 + 65536))
free_kib=$(df -Pk "$DIR" | awk 'NR == 2 {print $4}')
[ "$free_kib" -ge "$need_kib" ] || die "$DIR has $((free_kib / 1024)) MiB free, needs $((need_kib / 1024)) MiB (use --size-mib or --dir)"

IMG=$DIR/disk.img
OUTF=$DIR/out.img
echo "== a ${SIZE_MIB} MiB image of random data in $DIR" >&2
head -c $((SIZE_MIB << 20)) /dev/urandom > "$IMG"
BYTES=$((SIZE_MIB << 20))
K=$(head -c 32 /dev/urandom | od -An -tx1 | tr -d ' \n')
IV8=$(head -c 8 /dev/urandom | od -An -tx1 | tr -d ' \n')
IV16=$(head -c 16 /dev/urandom | od -An -tx1 | tr -d ' \n')

names=(
  "gostcli: gost89 cfb, CryptoPro meshing, 512-byte sectors"
  "gostcli: magma cbc, 512-byte sectors"
  "openssl enc -aes-256-ctr (AES-NI), one stream"
  "openssl enc -gost89 (gost provider: CFB, meshing), one stream"
  "openssl enc -magma-cbc (gost provider), one stream"
)
# Each writes to standard output; the runs below add "> OUT" or "1<> OUT".
cmds=(
  "$GOSTCLI encrypt --cipher gost89 --mode cfb --mesh --key $K --sector-size 512 < $IMG"
  "$GOSTCLI encrypt --cipher magma --mode cbc --key $K --sector-size 512 < $IMG"
  "openssl enc -aes-256-ctr -K $K -iv $IV16 -in $IMG"
  "openssl enc $GOSTPROV -gost89 -K $K -iv $IV8 -in $IMG"
  "openssl enc $GOSTPROV -magma-cbc -nopad -K $K -iv $IV8 -in $IMG"
)
OLDF=$DIR/old.img

cp "$IMG" "$OLDF"
results=$DIR/times.txt
: > "$results"
ncmd=${#cmds[@]}
for r in $(seq "$REPEATS"); do
  # Each round starts with another command: whatever the previous runs left for the file system
  # to do (writeback, freeing blocks) lands on a different one each time.
  for j in $(seq 0 $((ncmd - 1))); do
    i=$(( (j + r - 1) % ncmd ))
    for how in new over; do
      if [ $how = new ]; then
        rm -f "$OUTF"
        target=$OUTF redir=">"
      else
        target=$OLDF redir="1<>"
      fi
      sync
      t=$( { /usr/bin/time -f "%e %U %S" taskset -c "$CORE" sh -c "${cmds[$i]} $redir $target" ; } 2>&1 >/dev/null | tail -1 )
      [ "$(stat -c %s "$target")" -ge "$BYTES" ] || die "no output from: ${cmds[$i]} ($t)"
      echo "$i $how $t" >> "$results"
      echo "round $r/$REPEATS: ${names[$i]}, $how file: $t (wall user system s)" >&2
    done
  done
done
# gostcli's sectors round trip, once (outside the timing): decrypt gives the image back.
"$GOSTCLI" encrypt --cipher magma --mode cbc --key "$K" --sector-size 512 < "$IMG" \
  | "$GOSTCLI" decrypt --cipher magma --mode cbc --key "$K" --sector-size 512 | cmp -s - "$IMG" \
  || die "gostcli's magma cbc sectors did not decrypt back to the image"

cpu=$(awk -F: '/model name/ {sub(/^ /, "", $2); print $2; exit}' /proc/cpuinfo)
fam=$(awk -F: '/cpu family/ {gsub(/ /, "", $2); print $2; exit}' /proc/cpuinfo)
model=$(awk -F: '/^model[ \t]*:/ {gsub(/ /, "", $2); print $2; exit}' /proc/cpuinfo)
fs=$(findmnt -n -o FSTYPE --target "$DIR" 2>/dev/null | head -1)
backend=$("$GOSTCLI" backends | awk 'NR > 1 && $3 == "yes" {print $1}')
load=$(cut -d' ' -f1 /proc/loadavg)
{
  echo "# Honest test: a disk image encrypted file to file on one core"
  echo
  echo "- CPU: $cpu (family $fam, model $model), $(nproc) CPUs online; every command under"
  echo "  \`taskset -c $CORE\` (all its threads on one core). gostcli backend: \`$backend\`."
  echo "- Image: $SIZE_MIB MiB of random data, file to file on $fs (\`bench/honest.sh --size-mib"
  echo "  $SIZE_MIB --repeats $REPEATS\`), \`sync\` before each run (untimed): page-cache writes, not the"
  echo "  disk's speed. Each command writes a new file (the old one removed: the file system allocates"
  echo "  pages) and over an existing one (\`1<> OUT\`). Medians of $REPEATS runs, interleaved; load"
  echo "  average $load at the end (a shared machine)."
  echo "- gostcli: \`encrypt --sector-size 512\`, each sector its own stream, IV = its number"
  echo "  (plain64), through the multi-stream kernels; openssl: one stream over the whole file."
  echo "- MB/s: 10^6 bytes of image per wall-clock second; CPU s/GB: user + system seconds per"
  echo "  10^9 bytes (reading and writing the files included)."
  echo
  echo "| command | MB/s, over a file | CPU s/GB, over a file | MB/s, new file | CPU s/GB, new file |"
  echo "|---|---:|---:|---:|---:|"
  for i in "${!cmds[@]}"; do
    row="| ${names[$i]}"
    for how in over new; do
      row+=$(awk -v i="$i" -v how="$how" -v bytes="$BYTES" '
        $1 == i && $2 == how { n++; w[n] = $3; c[n] = $4 + $5 }
        END {
          for (a = 1; a <= n; a++) for (b = a + 1; b <= n; b++) {
            if (w[b] < w[a]) { t = w[a]; w[a] = w[b]; w[b] = t }
            if (c[b] < c[a]) { t = c[a]; c[a] = c[b]; c[b] = t }
          }
          mw = (n % 2) ? w[(n + 1) / 2] : (w[n / 2] + w[n / 2 + 1]) / 2
          mc = (n % 2) ? c[(n + 1) / 2] : (c[n / 2] + c[n / 2 + 1]) / 2
          printf " | %.0f | %.2f", bytes / 1e6 / mw, mc / (bytes / 1e9)
        }' "$results")
    done
    echo "$row |"
  done
} > "$OUT"
cat "$OUT"
