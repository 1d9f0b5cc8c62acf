#!/usr/bin/env bash
# Where `cargo test`'s time goes (issue 29: the suite must stay quick on a busy 2-core machine).
#
#   benches/suite.sh [FILTER]            the tests (the modules of tests/suite/ and the unit tests
#                                        whose name matches the regex FILTER), run on one thread:
#                                        the CPU and wall time of each module and the ten slowest
#                                        tests by CPU time
#   TOP=30 benches/suite.sh              a longer table
#   benches/suite.sh --whole             also `cargo test` itself, as the README runs it: its
#                                        wall and CPU time, all binaries at their default threads
#
# CPU time (user + system, the test's children included) is the figure to compare: on a shared
# machine wall time says as much about the neighbours as about the suite. A test's CPU time is
# read from /proc as the one-threaded harness reports it finished, so one pass measures all.
set -euo pipefail
cd "$(dirname "$0")/.."
whole=""
if [ "${1:-}" = --whole ]; then
  whole=yes
  shift
fi
filter="${1:-}"
top="${TOP:-10}"
ticks=$(getconf CLK_TCK)
scratch="$(mktemp -d)"
trap 'rm -rf "$scratch"' EXIT

# The test binaries of `cargo test`, as `NAME PATH` lines: `lib` for the library's unit tests,
# `bin/NAME` for a binary's, `suite` for the integration tests (tests/suite/, one module a
# concern: they are measured module by module).
cargo test --no-run --message-format=json 2>/dev/null |
  jq -r 'select(.reason == "compiler-artifact" and .executable != null and .profile.test)
         | .target.kind[0] as $kind
         | "\(if $kind == "lib" then "lib" elif $kind == "bin" then "bin/" + .target.name
              else .target.name end) \(.executable)"' |
  sort -u >"$scratch/binaries"

# CPU time in ticks of process $1 and of the children it has reaped; empty when it has gone.
cpu_ticks() {
  local stat
  stat=$(cat "/proc/$1/stat" 2>/dev/null) || return 0
  read -r -a fields <<<"${stat##*) }"
  echo $((fields[11] + fields[12] + fields[13] + fields[14]))
}

now() { date +%s.%N; }

: >"$scratch/tests"
: >"$scratch/per-binary"
while read -r name path; do
  selected=()
  if [ "$name" = suite ]; then
    # The suite's tests whose module matches FILTER, named exactly.
    mapfile -t selected < <("$path" --list --format terse 2>/dev/null | sed -n 's/: test$//p' |
      awk -v f="$filter" '{ split($0, part, "::") } f == "" || part[1] ~ f')
    [ "${#selected[@]}" -eq 0 ] && continue
    selected=(--exact "${selected[@]}")
  elif [ -n "$filter" ] && [[ ! "$name" =~ $filter ]]; then
    continue
  fi
  mkfifo "$scratch/fifo"
  /usr/bin/time -f '%e %U %S' -o "$scratch/time" "$path" --test-threads 1 "${selected[@]}" \
    >"$scratch/fifo" 2>"$scratch/stderr" &
  timer=$!
  pid=""
  last_cpu=0
  last_wall=$(now)
  pending=""
  : >"$scratch/stdout"
  while IFS= read -r line; do
    printf '%s\n' "$line" >>"$scratch/stdout"
    [[ "$line" =~ ^test\ (.+)\ \.\.\.\ (ok|FAILED|ignored) ]] || continue
    test="${BASH_REMATCH[1]}"
    [ "${BASH_REMATCH[2]}" = FAILED ] && echo "FAILED: $name::$test" >&2
    if [ -z "$pid" ]; then
      pid=$(awk '{ print $1 }' "/proc/$timer/task/$timer/children" 2>/dev/null || true)
    fi
    cpu=$(cpu_ticks "${pid:-0}")
    wall=$(now)
    if [ -z "$cpu" ]; then
      # The binary has ended before its report was read: the rest of its CPU time is the last
      # test's (such a binary takes moments).
      [ -n "$pending" ] && echo "0.00 0.00 $name ${pending%% *}" >>"$scratch/tests"
      pending="$test $(awk -v a="$wall" -v b="$last_wall" 'BEGIN { print a - b }')"
      last_wall=$wall
      continue
    fi
    awk -v c="$cpu" -v lc="$last_cpu" -v w="$wall" -v lw="$last_wall" -v t="$ticks" \
      -v n="$name" -v test="$test" \
      'BEGIN { printf "%.2f %.2f %s %s\n", (c - lc) / t, w - lw, n, test }' >>"$scratch/tests"
    last_cpu=$cpu
    last_wall=$wall
  done <"$scratch/fifo"
  if ! wait "$timer"; then
    # What the harness said of its failures (the panics' messages), and its own stderr.
    echo "FAILED: $name; its report:" >&2
    sed -n '/^failures:$/,$p' "$scratch/stdout" | head -n 60 >&2
    tail -n 20 "$scratch/stderr" >&2
  fi
  rm "$scratch/fifo"
  # GNU time writes "Command exited with non-zero status N" first for a failed binary: the
  # figures are its last line.
  read -r total_wall user system < <(tail -n 1 "$scratch/time")
  total_cpu=$(awk -v u="$user" -v s="$system" 'BEGIN { print u + s }')
  if [ -n "$pending" ]; then
    read -r test wall <<<"$pending"
    awk -v c="$total_cpu" -v lc="$last_cpu" -v t="$ticks" -v w="$wall" -v n="$name" \
      -v test="$test" 'BEGIN { printf "%.2f %.2f %s %s\n", c - lc / t, w, n, test }' \
      >>"$scratch/tests"
  fi
  printf '%s %s %s\n' "$total_cpu" "$total_wall" "$name" >>"$scratch/per-binary"
done <"$scratch/binaries"

# A suite test is named `module::test` and counts for its module; a unit test for its binary.
awk '{ unit = $3; name = $4
       if (unit == "suite") { unit = name; sub(/::.*/, "", unit); sub(/^[^:]*::/, "", name) }
       print $1, $2, unit, name }' "$scratch/tests" >"$scratch/units"
echo "tests by module, one test at a time; seconds"
printf '%8s %8s  %s\n' cpu wall module
awk '{ c[$3] += $1; w[$3] += $2 } END { for (u in c) printf "%s %s %s\n", c[u], w[u], u }' \
  "$scratch/units" | sort -rn | awk '{ printf "%8.1f %8.1f  %s\n", $1, $2, $3 }'
awk '{ c += $1; w += $2 } END { printf "%8.1f %8.1f  all %d test programs, one after another\n", c, w, NR }' \
  "$scratch/per-binary"
echo
echo "the $top slowest tests by CPU time; seconds"
printf '%8s %8s  %s\n' cpu wall test
sort -rn "$scratch/units" | head -n "$top" | awk '{ printf "%8.1f %8.1f  %s::%s\n", $1, $2, $3, $4 }'

if [ -n "$whole" ]; then
  echo
  /usr/bin/time -f '%e %U %S' -o "$scratch/time" cargo test >"$scratch/out" 2>&1 ||
    { tail -30 "$scratch/out"; echo "cargo test FAILED" >&2; }
  read -r wall user system < <(tail -n 1 "$scratch/time")
  awk -v w="$wall" -v u="$user" -v s="$system" \
    'BEGIN { printf "cargo test, whole: %.0f s wall, %.0f s CPU\n", w, u + s }'
fi
