# parts.sh, sourced by test.sh and sanitize.sh: the conformance suite as two pytest processes side
# by side (the project's machine has two cores; one process leaves one idle most of the time).
#
# gg_pytest_parts DIR CMD...
#   runs `CMD... --basetemp=DIR/pytest-I "${GG_PARTI[@]}"` for I = 1 and 2 at once, each writing
#   DIR/pytest-I.log, prints both logs when both have ended (part 1 first) with their times, and
#   returns 0 when both passed, else the first failing part's exit status (5, "no test collected",
#   is named on stderr). Each part has its own --basetemp, so their session fixtures (builds,
#   compiled helpers) never share a directory. Interrupted (INT, TERM), it stops both parts.
gg_pytest_parts() {
  local dir=$1
  shift
  local pids=() i r rc=0
  mkdir -p "$dir"
  for i in 1 2; do
    local -n part="GG_PART$i"
    rm -rf "$dir/pytest-$i" "$dir/pytest-$i.log" "$dir/pytest-$i.seconds"
    # pytest in a session of its own (setsid), so that a stop ends it with everything it started
    # (valgrind, QEMU, builds), not only this subshell
    (
      t0=$(date +%s)
      setsid "$@" --basetemp="$dir/pytest-$i" "${part[@]}" >"$dir/pytest-$i.log" 2>&1 &
      child=$!
      trap 'kill -TERM -- -"$child" 2>/dev/null' INT TERM
      r=0
      wait "$child" || r=$?
      echo "$(($(date +%s) - t0))" >"$dir/pytest-$i.seconds"
      exit "$r"
    ) &
    pids+=($!)
    unset -n part
  done
  trap 'kill -TERM "${pids[@]}" 2>/dev/null; wait; exit 130' INT TERM
  for i in 1 2; do
    r=0
    wait "${pids[$((i - 1))]}" || r=$?
    echo "---- part $i of 2 (exit status $r, $(cat "$dir/pytest-$i.seconds" 2>/dev/null || echo '?') s)"
    cat "$dir/pytest-$i.log"
    if [ "$r" -eq 5 ]; then
      echo "error: pytest collected no tests (part $i)" >&2
    fi
    [ "$r" -eq 0 ] || [ "$rc" -ne 0 ] || rc=$r
  done
  trap - INT TERM
  return "$rc"
}
