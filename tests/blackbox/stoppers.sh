#!/usr/bin/env bash
# Black-box tests of loopy partizan games (docs/notation.md, Loopy partizan games): stoppers,
# sides, named definitions, JSON keys, exit statuses, and the HTTP-free contracts.
# Usage: stoppers.sh GRUNDY_BINARY VECTORS_DIR
set -uo pipefail
source "$(dirname "$0")/../own_store.sh"
bin="$1"
failures=0

expect() {  # expect WANT_STATUS WANT_STDOUT ARGS...
  local want_status="$1" want="$2"
  shift 2
  local got status
  got="$("$bin" "$@" 2>/dev/null)"
  status=$?
  if [[ "$status" != "$want_status" || ( -n "$want" && "$got" != "$want" ) ]]; then
    echo "FAIL: grundy $* => status $status, '$got' (wanted $want_status, '$want')"
    failures=$((failures + 1))
  fi
}

expect 0 "over" canonical 'a={0|a}; {0|a}'
expect 0 "over" canonical '{0|pass}'
expect 0 "on" canonical '{pass|}'
expect 0 "upon" canonical '{pass|*}'
expect 0 "over" canonical 'a={0|a}; a + *'
expect 0 "on & off" canonical 'dud'
expect 0 "on & off" canonical 'on + off'
expect 0 "over & under" canonical 'over - over'
expect 0 "1 & 0" canonical 'tis={tisn|}; tisn={|tis}; tis'
expect 0 "0 & (-1)" canonical 'tis={tisn|}; tisn={|tis}; tisn'
expect 0 ">" compare on 1000
expect 0 "<" compare off -1000
expect 0 ">" compare over 0
expect 0 "<" compare over 1/1024
expect 0 "=" compare dud 'on + off'
expect 0 "=" compare '1 & 0' 'tis={tisn|}; tisn={|tis}; tis'
expect 2 "" canonical 'a={0|b}; a'
expect 2 "" canonical '0 & 1'
expect 2 "" canonical 'on={on|}; on'

json="$("$bin" canonical 'on + off' --json)"
for key in '"canonical":"on & off"' '"loopy":true' '"stopper":false' '"onside":"on"' \
  '"offside":"off"' '"outcome":"D"' '"left_first":"D"' '"right_first":"D"'; do
  if [[ "$json" != *"$key"* ]]; then
    echo "FAIL: canonical 'on + off' --json lacks $key: $json"
    failures=$((failures + 1))
  fi
done
err="$("$bin" canonical 'a={0|b}; a' --json 2>/dev/null)"
if [[ "$err" != *'"column":6'* ]]; then
  echo "FAIL: an undefined name's column: $err"
  failures=$((failures + 1))
fi
# Print and parse agree.
for e in 'upon + upon' 'a={1|b}; b={a|-1}; a + a' '{1|over} + {over|-1}' 'over + 2'; do
  once="$("$bin" canonical "$e")"
  twice="$("$bin" canonical "$once")"
  if [[ "$once" != "$twice" ]]; then
    echo "FAIL: '$e' prints '$once', which reads back as '$twice'"
    failures=$((failures + 1))
  fi
done

# A built-in loopy game given to a command of impartial games is named as one (not "expected ':'").
for cmd in value genus options thermograph; do
  err="$("$bin" "$cmd" 'nim:1 + over' 2>&1 >/dev/null)"; st=$?
  if [[ $st -ne 2 || "$err" != *"'over' at column 9 is a loopy partizan game"* ]]; then
    echo "FAIL: grundy $cmd 'nim:1 + over' => status $st, '$err'"
    failures=$((failures + 1))
  fi
done
# tis and tisn are no built-in names (Winning Ways defines them: tis={tisn|}; tisn={|tis}).
expect 0 "D/L" outcome 'tis={tisn|}; tisn={|tis}; tis'

if ((failures)); then
  echo "$failures failures"
  exit 1
fi
echo "stopper black-box tests passed"
