#!/usr/bin/env bash
# A game starting with '-' is read as a game where one is expected, not as an option
# (cli/dash_arguments.h); options keep their meaning, wherever they stand.
# Usage: dash_arguments.sh GRUNDY_BINARY VECTORS_DIR
set -uo pipefail
source "$(dirname "$0")/../own_store.sh"
bin="$1"
failures=0

expect() {  # expect WANT_STATUS WANT_STDOUT_OR_STDERR_PATTERN ARGS...
  local want_status="$1" want="$2"
  shift 2
  local got status
  got="$("$bin" "$@" 2>&1 </dev/null)"
  status=$?
  if [[ "$status" != "$want_status" || ( -n "$want" && ! "$got" =~ $want ) ]]; then
    echo "FAIL: grundy $* => status $status, '$got' (wanted $want_status, /$want/)"
    failures=$((failures + 1))
  fi
}

expect 0 '^v$' canonical '-^'
expect 0 '^v$' canonical -- '-^'
expect 0 '^=$' compare v '-^'
expect 0 '"relation":"="' compare '-^' v --json
expect 0 '"relation":"="' compare --json '-^' v
expect 0 '^>$' compare 0 '-1/2'
expect 0 '^\{\*\|-1\}$' canonical '-{1|*}' --nodes 100000
expect 0 '^R$' outcome '-{1|}'
expect 0 'canonical form +-1/2' properties '-1/2'
# A leading '-' where a whole number is expected: refused, naming the argument.
expect 2 '^grundy: N: expected a whole number ≥ 1, got "-1"' lexicode -1 2
expect 2 '^grundy: D: expected .*got "-2"' lexicode 5 -2
# An impartial command given a partizan game says so.
expect 2 "partizan game, not an impartial position" value -1/2
# An option's value is its own, whatever it starts with.
expect 2 '^grundy: --nodes: expected a whole number ≥ 1, got "-5"' canonical '-^' --nodes -5
expect 2 '^grundy: --nodes: expected a whole number ≥ 1, got "-5"' canonical --nodes=-5 '-^'
# Words starting with "--" stay options: a misspelt one is refused as one.
expect 2 '^grundy: "--jsn" is not an option of canonical' canonical '-^' --jsn
expect 2 'not expected: --jsn' canonical '^' --jsn
expect 0 'Usage:' canonical -h '-^'
# Standard input still reads a game starting with '-'.
got="$(echo '-^' | "$bin" canonical -)"
[[ "$got" == "v" ]] || { echo "FAIL: echo '-^' | grundy canonical -: '$got'"; failures=$((failures + 1)); }

if ((failures)); then
  echo "$failures failures"
  exit 1
fi
echo "dash_arguments black-box tests passed"
