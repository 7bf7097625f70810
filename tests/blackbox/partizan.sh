#!/usr/bin/env bash
# Black-box tests of the partizan commands: known answers, JSON keys, exit statuses.
# Usage: partizan.sh GRUNDY_BINARY VECTORS_DIR
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

expect 0 "1/2" canonical '{0|1,2}'
expect 0 "1*" canonical '{1|1}'
expect 0 "^" canonical '{0|*}'
expect 0 "0" canonical '* + *'
expect 0 "{3||2|1}" canonical '{3|{2|1}}'
expect 0 "+-1" canonical 'domineering:..|..'
expect 0 "*" canonical 'kayles:4'
expect 0 "=" compare '{0|1}' '1/2'
expect 0 "||" compare '*' '0'
expect 0 ">" compare '^' '0'
expect 0 "<" compare 'v' '^*'
expect 0 "L" outcome '{3||2|1}'
expect 0 "N" outcome 'clobber:xo'
expect 0 "R" outcome 'domineering:...'
expect 0 "L" outcome 'domineering:.....|.....|.....|.....' --engine search
expect 0 "R" outcome 'domineering:....|....|....' --engine canonical
expect 2 "" outcome 'clobber:xo' --engine bogus
# moves --all: every move of each side, winning or not (3×3 Domineering: 6 upright, 6 flat).
got="$("$bin" moves --all 'domineering:...|...|...' --json 2>/dev/null)"
if [[ $(grep -o '"side":"Left"' <<<"$got" | wc -l) != 6 || $(grep -o '"side":"Right"' <<<"$got" | wc -l) != 6 ||
  $(grep -o '"wins":true' <<<"$got" | wc -l) != 4 ]]; then
  echo "FAIL: moves --all domineering:...|...|... => $got"
  failures=$((failures + 1))
fi
expect 0 "" moves --all 'domineering:..|..'
expect 2 "" moves --all 'nim:3'
got="$("$bin" outcome 'clobber:xoxo|oxox|xoxo' --engine search --json 2>/dev/null)"
if [[ "$got" != *'"engine":"search"'* || "$got" != *'"outcome":"P"'* ]]; then
  echo "FAIL: outcome --engine search --json => $got"
  failures=$((failures + 1))
fi
got="$("$bin" verify 'domineering:...|...|... - clobber:xox + ^' 2>/dev/null)"
if [[ "$got" != "2 of 2 agreements:"* ]]; then
  echo "FAIL: verify of a partizan sum => $got"
  failures=$((failures + 1))
fi
expect 0 "P" outcome 'nim:1,2,3'
expect 0 "*" cool '+-1' 1
expect 0 "+-1" heat '*' 1
# Print and parse agree (issue 9), in CGSuite's spelling.
expect 0 "{1^|-1^}" canonical 'domineering:..|.. + clobber:xxo'
expect 0 "=" compare 'domineering:..|.. + clobber:xxo' '{1^|-1^}'
expect 0 "-1/2v" canonical -- '-(1/2 + ^)'
expect 0 "=" compare -- '-1/2v' '-(1/2 + ^)'
expect 0 "^4097" canonical '^4096 + ^'
expect 0 "=" compare '^4097' '^4096 + ^'
expect 0 "^3" canonical '^^^'
expect 0 "+-{1,1*}" canonical '+-{1,1+*}'
expect 0 "+-2" canonical '+-(1,2)'
expect 0 "{4|2}" canonical '3+-1'
expect 0 "+-{10|8||6|4|||4|2||0|-2}" canonical '+-1+-2+-3+-4'
expect 0 "{1|0}" canonical '1 - domineering:..|.. + {1|0} - 1 + +-1'
expect 1 "" canonical '{0|^1000000} + {^1000000|0}'
expect 0 "^1000001*" canonical '{0|^1000000}'
expect 2 "" canonical '^2305843009213693953'
expect 2 "" canonical '{1|'
expect 2 "" canonical '{1|0}}'
expect 2 "" canonical 'blorp'
expect 2 "" canonical '{1|0} + %'
expect 2 "" compare '{1|0}' '{'
# Misère play of a partizan game (the player who cannot move wins): in {1|0} Left moving first
# moves to 1, where Right cannot move and wins; Right moving first moves to 0, where Left cannot
# move and wins: P.
expect 0 "P" outcome '{1|0}' --misere
expect 1 "" canonical 'domineering:........|........|........|........|........|........|........|........' --nodes 20000

# Issue 12: Norton multiplication, ordinal sums, overheating (CGSuite's own test values), and
# the ruleset terms they share ':' and '.' with.
expect 0 "{^^*|v*}" canonical '(1/2).^'
expect 0 "{^^*||0|v4}" canonical '^.NortonMultiply(^)'
expect 0 "^6" canonical '6.^'
expect 0 "{1||+-(1*)|-1,{-1|-3}}" canonical '{3||2+*|1+*}.Overheat(*,1+*)'
expect 0 "{1||+-(1*)|-1,{-1|-3}}" overheat '{3||2+*|1+*}' '*' '1+*'
expect 0 "2" canonical '1:1'
expect 0 "1/2" canonical '1:-1'
expect 0 "^*" canonical '*:1'
expect 0 "^3" canonical '2.^ + ^'
expect 0 "*4" canonical '0.77:5'
expect 0 "2*3" canonical 'nim:3 + 1:1'
expect 2 "" canonical '2.(0)'
expect 2 "" canonical '2.5'
expect 2 "" canonical '^.Foo(1)'
expect 2 "" canonical '1:'

json="$("$bin" properties '^*' --json)"
for key in '"canonical":"^*"' '"left_stop":"0"' '"right_stop":"0"' '"mean":"0"' '"temperature":"0"' \
  '"birthday":2' '"left_incentives":["v","v*"]' '"right_incentives":["^*"]' '"atomic_weight":"1"' \
  '"reduced":"0"'; do
  if [[ "$json" != *"$key"* ]]; then
    echo "FAIL: properties --json lacks $key: $json"
    failures=$((failures + 1))
  fi
done
json="$("$bin" properties '{3||2|1}' --json)"
for key in '"atomic_weight":null' '"temperature":"3/4"' '"critical_temperatures":["3/4","1/2"]' \
  '"thermograph":"Thermograph(9/4,[3/4],[0,-1],9/4,[3/4,1/2],[0,1,0])"'; do
  if [[ "$json" != *"$key"* ]]; then
    echo "FAIL: properties --json lacks $key: $json"
    failures=$((failures + 1))
  fi
done
# The temperature of a number, as CGSuite reports it, the same from canonical and properties.
for pair in '0 -1' '5 -1' '-1/2 -1/2' '25/16 -1/16' '3/4 -1/4'; do
  read -r x want <<<"$pair"
  for cmd in canonical properties; do
    got="$("$bin" "$cmd" --json -- "$x")"
    if [[ "$got" != *"\"temperature\":\"$want\""* ]]; then
      echo "FAIL: $cmd $x: temperature is not $want: $got"
      failures=$((failures + 1))
    fi
  done
done
json="$("$bin" thermograph '+-1' --json)"
if [[ "$json" != *'"critical_temperatures":["1"]'* || "$json" != *'"cgsuite":"Thermograph(0,[1],[0,-1],0,[1],[0,1])"'* ]]; then
  echo "FAIL: thermograph --json lacks the critical temperatures: $json"
  failures=$((failures + 1))
fi

json="$("$bin" canonical '{3||2|1}' --json)"
for key in '"canonical":"{3||2|1}"' '"mean":"9/4"' '"temperature":"3/4"' '"outcome":"L"' '"birthday":4'; do
  if [[ "$json" != *"$key"* ]]; then
    echo "FAIL: canonical --json lacks $key: $json"
    failures=$((failures + 1))
  fi
done
json="$("$bin" canonical '{1|' --json)"
if [[ "$json" != *'"column":'* || "$json" != *'"error":'* ]]; then
  echo "FAIL: a parse error in JSON lacks error and column: $json"
  failures=$((failures + 1))
fi

svg="$(mktemp --suffix=.svg)"
if ! "$bin" thermograph '{3||2|1}' --svg "$svg" >/dev/null || ! grep -q '<svg' "$svg"; then
  echo "FAIL: thermograph --svg"
  failures=$((failures + 1))
fi
rm -f "$svg"

verify="$("$bin" verify 'kayles:7 + nim:3')"
if [[ "$verify" != *"canonical form of"* || "$verify" != *"misère outcome of"* || "$verify" != "4 of 4 agreements"* ]]; then
  echo "FAIL: verify does not check the canonical form: $verify"
  failures=$((failures + 1))
fi

# Issue 34: CGSuite's answers for a number plus an infinitesimal, cooling below 0, atomic
# weights of infinitesimals that are not all-small, and x + under.
json="$("$bin" thermograph '9/8+*' --json)"
if [[ "$json" != *'"cgsuite":"Thermograph(9/8,[0,-1/8,-1/4],[0,-1,0,-1],9/8,[0,-1/8],[0,1,0])"'* ]]; then
  echo "FAIL: thermograph 9/8+* is not CGSuite's: $json"
  failures=$((failures + 1))
fi
expect 0 "1/2*" cool '1/2' '-1/2'
expect 0 "+-3/2" cool '+-1' '-1/2'
expect 2 "" cool '*' '-1'
for case in '{0||0|-3/2}=0' '{{5||3|1}|0||0}=0' '{1|^^||^}=2'; do
  json="$("$bin" properties "${case%=*}" --json)"
  if [[ "$json" != *"\"atomic_weight\":\"${case##*=}\""* ]]; then
    echo "FAIL: atomic weight of ${case%=*} is not ${case##*=}: $json"
    failures=$((failures + 1))
  fi
done
expect 0 "3/2under" canonical '{pass|3/2}'

if ((failures)); then
  echo "$failures failures"
  exit 1
fi
echo "partizan black-box tests passed"
