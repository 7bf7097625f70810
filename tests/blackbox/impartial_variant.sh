#!/usr/bin/env bash
# Black-box tests of the impartial variant of partizan rulesets, `impartial(R):POSITION`
# (docs/notation.md): value, outcome, moves, options and canonical on a few positions, and the
# refusals with their columns and exit status 2.
# Usage: impartial_variant.sh GRUNDY_BINARY VECTORS_DIR
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

expect_in() {  # expect_in WANT_SUBSTRING ARGS...: exit 0 and stdout holds the substring
  local want="$1"
  shift
  local got
  got="$("$bin" "$@" 2>/dev/null)" || { echo "FAIL: grundy $* exited $?"; failures=$((failures + 1)); return; }
  if [[ "$got" != *"$want"* ]]; then
    echo "FAIL: grundy $* => '$got' (wanted it to hold '$want')"
    failures=$((failures + 1))
  fi
}

# value: xoxo in impartial Clobber is *3; the variant of Domineering is Cram; a row of dominoes
# of any colours is *n, and a Hackenbush stalk its green stalk; a sum is the nim-sum.
expect 0 "3" value 'impartial(clobber):xoxo'
expect 0 "$("$bin" value 'cram:...|...|...')" value 'impartial(domineering):...|...|...'
expect 0 "5" value 'impartial(toppling-dominoes):LRLRLR + impartial(hackenbush):bbr'
expect 0 "0" value 'impartial(clobber):xoxo + *3'
expect_in '"value":3' value 'impartial(clobber):xoxo' --json

# outcome, normal and misère.
expect 0 "N" outcome 'impartial(clobber):xo|ox + nim:1'
expect 0 "P" outcome 'impartial(toppling-dominoes):LRL + nim:3'
expect 0 "N" outcome 'impartial(clobber):xoxo' --misere

# moves: the two winning moves of xoxo (to xx.o and x.oo, each worth 0), named as the variant's.
got="$("$bin" moves 'impartial(clobber):xoxo' 2>/dev/null)"
if [[ $(wc -l <<<"$got") != 2 || "$got" != *"impartial(clobber):xx.o"* ||
      "$got" != *"impartial(clobber):x.oo"* || "$got" == *" clobber:"* ]]; then
  echo "FAIL: moves impartial(clobber):xoxo => '$got'"
  failures=$((failures + 1))
fi

# options: both sides' moves, each once (eatcake 2x3: 2x2 by a column either end, 2x1,2x1 by
# the middle one, 1x3 by a row).
got="$("$bin" options 'impartial(eatcake):2x3' --json 2>/dev/null)"
if [[ $(grep -o '"to":' <<<"$got" | wc -l) != 3 || "$got" != *'"value":2'* ]]; then
  echo "FAIL: options impartial(eatcake):2x3 => '$got'"
  failures=$((failures + 1))
fi

# canonical: an impartial game is the nimber of its value.
expect 0 "*3" canonical 'impartial(clobber):xoxo'

# Refusals name the column, exit 2.
expect 2 "" value 'impartial(nim):3'
expect_json_error() {  # expect_json_error COLUMN ARGS...
  local column="$1"
  shift
  local got
  got="$("$bin" "$@" --json 2>/dev/null)"
  local status=$?
  if [[ "$status" != 2 || "$got" != *"\"column\":$column"* ]]; then
    echo "FAIL: grundy $* --json => status $status, '$got' (wanted 2 and column $column)"
    failures=$((failures + 1))
  fi
}
expect_json_error 11 value 'impartial(nim):3'
expect_json_error 11 value 'impartial(fox-and-geese):.F|G.'
expect_json_error 11 value 'impartial(bogus):xo'
expect_json_error 19 outcome 'impartial(clobber)x:xo'
expect_json_error 21 moves 'impartial(clobber):xq'
expect_json_error 29 options 'nim:1 + impartial(clobber):xq'

if ((failures)); then
  echo "$failures failure(s)"
  exit 1
fi
echo "impartial variant: all passed"
