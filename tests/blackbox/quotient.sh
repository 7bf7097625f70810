#!/usr/bin/env bash
# Black-box tests of issue 11 items 4 and 5: `grundy quotient`, misère sums by the quotient in
# `outcome --misere` / `moves --misere`, the HTTP twin /api/quotient, and bad input.
set -uo pipefail
source "$(dirname "$0")/../own_store.sh"
source "$(dirname "$0")/../serve_on_free_port.sh"
G=$1
failures=0
passes=0
TMP=$(mktemp -d); trap 'rm -rf "$TMP"' EXIT
fail() { echo "FAIL: $*" | cut -c1-400; failures=$((failures + 1)); }
pass() { passes=$((passes + 1)); }

expect_has() {  # substring args...
  local want=$1; shift
  local got; got=$(timeout 120 "$G" "$@" 2>/dev/null); local st=$?
  if [[ $st -ne 0 || "$got" != *"$want"* ]]; then fail "grundy $* -> [$got] (exit $st), want [$want]"; else pass; fi
}
expect_lacks() {  # substring args... : succeeds, and the output lacks the substring
  local bad=$1; shift
  local got; got=$(timeout 120 "$G" "$@" 2>/dev/null); local st=$?
  if [[ $st -ne 0 || "$got" == *"$bad"* ]]; then fail "grundy $* -> [$got] (exit $st), unwanted [$bad]"; else pass; fi
}
expect_status() {  # status args... : that exit status, a message on stderr, nothing on stdout
  local want=$1; shift
  local out st
  out=$(timeout 120 "$G" "$@" 2>"$TMP/err" </dev/null); st=$?
  if [[ $st -ne $want || -n "$out" || ! -s "$TMP/err" ]]; then
    fail "grundy $(printf '%q ' "$@"): exit $st [$out] [$(cat "$TMP/err")], want $want"
  else pass; fi
}

expect_has '0.75: misère quotient Q_23 of order 8, P-portion {a, b²}' quotient 0.75
expect_has 'period 2 from heap 8, proved at heap 23' quotient 0.75
expect_has '"order":8,' quotient 0.75 --json
expect_has '"period":{"period":2,"preperiod":8}' quotient 0.75 --json
expect_has '"relations":["a²=1","bc=ab","c²=b²","b³=b"]' quotient 0.75 --json
# Computed once (above), then read back from the results store, checked on read.
expect_has '"from_store":true' quotient 0.75 --json
expect_has 'read back from the results store, checked on read' quotient 0.75
expect_has 'P-portion {a, b²}' quotient 0.75 --no-db
expect_has 'misère quotient Q_7 of order 10, P-portion {a, b²}' quotient '0.[3]' --max-heap 7
expect_has 'period not proved up to heap 7' quotient '0.[3]' --max-heap 7
expect_has '"outcome":"P"' outcome --misere '0.75:1000001,7' --json
expect_has 'heap 7 is c, heap 1000001 is ab²; c·ab² = b² lies in P' outcome --misere '0.75:1000001,7'  --json
expect_has 'heap 4 is b, heap 8 is b; b·b = b² lies in P' moves --misere '0.75:5,8'
# outcome --misere and moves --misere read the quotient kept above (0.75, period proved) instead of
# computing it; --no-db computes it; a ruleset with no kept quotient is computed.
expect_has 'c·ab² = b² lies in P (the quotient read back from the results store, checked on read)' outcome --misere '0.75:1000001,7' --json
expect_has 'b·b = b² lies in P (the quotient read back from the results store' moves --misere '0.75:5,8'
expect_lacks 'read back from the results store' outcome --misere '0.75:1000001,7' --no-db --json
expect_lacks 'read back from the results store' outcome --misere 'dawsons-kayles:10,12' --json
# A kept Q_20 of Dawson's Kayles serves heaps up to 20, not 21 (no period proved: computed).
expect_has 'Q_20 of order 24' quotient 0.07 --max-heap 20
expect_has 'in the misère quotient of 0.07 (Q_20, order 24' outcome --misere '0.07:10,12,20' --json
expect_has 'read back from the results store' outcome --misere '0.07:10,12,20' --json
expect_lacks 'read back from the results store' outcome --misere '0.07:10,12,21' --json
fifty="kayles:$(for i in $(seq 0 49); do printf '%s%d' "$([[ $i -gt 0 ]] && echo ,)" $((1 + (7 * i) % 12)); done)"
expect_has 'in the misère quotient of kayles' outcome --misere "$fifty" --json

expect_status 2 quotient wythoff
expect_status 2 quotient 0.7x
expect_status 2 quotient 0.75 --max-heap 0
expect_status 1 quotient 0.07 --max-heap 40 --timeout 0.5

trap 'kill $server 2>/dev/null; rm -rf "$TMP"' EXIT
serve_on_free_port "$G" --web "$TMP" --budget-ms 1000 --no-db || exit 1
check() {  # WANT_STATUS WANT_SUBSTRING PATH
  local body status
  body="$(curl -s --max-time 10 -w '\n%{http_code}' "$base$3")"
  status="${body##*$'\n'}"
  body="${body%$'\n'*}"
  [[ "$status" == "$1" && "$body" == *"$2"* ]] && pass || fail "$3 => $status $body (wanted $1 with $2)"
}
check 200 '"p_portion":["a","b²"]' '/api/quotient?ruleset=0.75'
check 200 '"order":6' '/api/quotient?ruleset=0.75&max_heap=3'
check 400 '"error"' '/api/quotient?ruleset=0.7x'
check 400 '"error"' '/api/quotient?ruleset=0.75&max_heap=100000'

echo "$passes passed, $failures failed"
[[ $failures -eq 0 ]]
