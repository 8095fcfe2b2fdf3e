#!/bin/sh
# A broken gostcli for tests/test_check.py: runs the real one ($GOSTCLI_REAL) and, when the
# command line matches $CORRUPT_WHEN, flips one bit of one output byte (the middle one).
# CORRUPT_WHEN is a list of words: a bare word must be an argument ("encrypt", "--mesh"), and
# OPTION=VALUE an option followed by that value ("--mode=ofb"). Other calls pass through as they
# are (exec: no cost), so only the corrupted mode differs.
matches() {
    for want in $CORRUPT_WHEN; do
        opt=${want%%=*}
        found=0
        prev=
        for a in "$@"; do
            if [ "$opt" = "$want" ]; then
                [ "$a" = "$want" ] && found=1
            elif [ "$prev" = "$opt" ] && [ "$a" = "${want#*=}" ]; then
                found=1
            fi
            prev=$a
        done
        [ "$found" = 1 ] || return 1
    done
    return 0
}

if [ -z "$CORRUPT_WHEN" ] || ! matches "$@"; then
    exec "$GOSTCLI_REAL" "$@"
fi
out=$(mktemp) || exit 1
trap 'rm -f "$out"' EXIT
"$GOSTCLI_REAL" "$@" >"$out"
rc=$?
size=$(wc -c <"$out")
if [ "$size" -gt 0 ]; then
    at=$((size / 2))
    byte=$(od -An -tu1 -j "$at" -N 1 "$out" | tr -d ' ')
    printf "$(printf '\\%03o' $((byte ^ 1)))" | dd of="$out" bs=1 seek="$at" conv=notrunc 2>/dev/null
fi
cat "$out"
exit "$rc"
