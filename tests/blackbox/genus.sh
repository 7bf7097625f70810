#!/usr/bin/env bash
# Black-box tests of issue 11 (misère play): `grundy genus`, `seq --misere` / `--genus`, the tame
# rule's reason in `outcome --misere`, and bad input.
set -uo pipefail
source "$(dirname "$0")/../own_store.sh"
source "$(dirname "$0")/../serve_on_free_port.sh"
G=$1
failures=0
passes=0
TMP=$(mktemp -d); trap 'rm -rf "$TMP"' EXIT
fail() { echo "FAIL: $*" | cut -c1-400; failures=$((failures + 1)); }
pass() { passes=$((passes + 1)); }

expect_out() {  # expected-stdout args...
  local want=$1; shift
  local got; got=$(timeout 120 "$G" "$@" 2>/dev/null); local st=$?
  if [[ $st -ne 0 || "$got" != "$want" ]]; then fail "grundy $* -> [$got] (exit $st), want [$want]"; else pass; fi
}

expect_status() {  # status args... : that exit status, a message on stderr, nothing on stdout
  local want=$1; shift
  local out st
  out=$(timeout 120 "$G" "$@" 2>"$TMP/err" </dev/null); st=$?
  if [[ $st -ne $want || -n "$out" || ! -s "$TMP/err" ]]; then
    fail "grundy $(printf '%q ' "$@"): exit $st [$out] [$(cat "$TMP/err")], want $want"
  else pass; fi
}

expect_out 'kayles:5 has genus 4^146: normal value 4, misère value 1; not tame' genus kayles:5
expect_out '{"exponent":[1,4,6],"expression":"kayles:5","genus":"4^146","misere":1,"normal":4,"normalised":"kayles:5","positions":11,"tame":false}' genus kayles:5 --json
expect_out 'dawsons-kayles:10 has genus 3^1431: normal value 3, misère value 1; not tame' genus dawsons-kayles:10
expect_out 'nim:1,1 has genus 0^120: normal value 0, misère value 1; tame' genus nim:1,1
expect_out '1 0 2 3 0 1 3 2 1 0 2 4 0 1 2 5 1 6 3 2 0' seq kayles 20 --misere
expect_out '0^120 1^031 2^20 3^31 1^031 4^146 3^31 2^20 1^13 4^046 2^20 6^46 4^046 1^13 2^20 7^57 1^13 4^64 3^31 2^20 1^031' seq kayles 20 --genus
expect_out '0 1 2 3 1 4 3 2 1 4 2' seq kayles 10 --no-db  # the normal path as before
expect_out '{"misere":true,"ruleset":"kayles","values":[1,0,2,3,0,1]}' seq kayles 5 --misere --json
got=$("$G" genus 0.75 --upto 6 | tail -1)
[[ "$got" == '0.75 is not tame up to heap 6: heap 5 (1^431) is the first that is not tame' ]] && pass || fail "genus 0.75 --upto 6 -> [$got]"
got=$("$G" outcome --misere 'dawsons-kayles:4 + dawsons-kayles:6' --json)
[[ "$got" == *'"outcome":"N"'* && "$got" == *"Conway's rule for tame games"* ]] && pass || fail "tame outcome -> [$got]"
expect_out 'P' outcome --misere 'kayles:5 + *1'  # wild: searched

# Misère simplest forms (issue 11 item 3): printed forms read back as the same games, compare
# --misere gives a witness that the misère search confirms.
expect_out $'*[2[2]]\n(misère simplest form: 2 options, birthday 4, 5 followers; misère outcome P, G⁻ = 0)' canonical --misere nim:2,2
for e in kayles:8 kayles:13 dawsons-kayles:11 'grundys-game:12' '0.137:9 + nim:2'; do
  form=$("$G" canonical --misere "$e" | head -1)
  again=$("$G" canonical --misere "$form" | head -1)
  [[ -n "$form" && "$form" == "$again" ]] && pass || fail "misère form of $e is [$form], read back [$again]"
  imp=$("$G" canonical --misere "$e" --json | sed 's/.*"impartial_form":"\([^"]*\)".*/\1/')
  [[ "$("$G" genus "$e" --json | sed 's/.*"misere":\([0-9]*\).*/\1/')" == "$("$G" genus "$imp" --json | sed 's/.*"misere":\([0-9]*\).*/\1/')" ]] && pass || fail "G- of $e and of its form $imp differ"
done
expect_out $'=\n(in misère play both are *[1])\nLink           *[0] (first + X and second + X both P)' compare --misere kayles:4 nim:1
for pair in 'nim:2,2|0' 'kayles:5|kayles:9' 'dawsons-kayles:8|nim:2,3' 'impartial:{*2,*3}|nim:1,1'; do
  a=${pair%%|*}; b=${pair##*|}
  j=$("$G" compare --misere "$a" "$b" --json)
  x=$(sed 's/.*"witness":"\([^"]*\)".*/\1/' <<<"$j")
  oa=$(sed 's/.*"a_plus_witness":"\(.\)".*/\1/' <<<"$j"); ob=$(sed 's/.*"b_plus_witness":"\(.\)".*/\1/' <<<"$j")
  [[ "$j" == *'"relation":"!="'* && "$oa" != "$ob" ]] && pass || fail "compare --misere $a $b -> $j"
  [[ "$("$G" outcome --misere "$a + $x")" == "$oa" && "$("$G" outcome --misere "$b + $x")" == "$ob" ]] && pass || fail "witness $x of $a != $b not confirmed by the search"
done
expect_status 2 canonical --misere 'impartial:{0,'
expect_status 2 canonical --misere 'impartial:{0,x}'
expect_status 2 canonical --misere 'graph{a->b;b->a}:a'
expect_out $'||\n(in misère play, partizan simplest forms * and 0)' compare --misere 'clobber:xo' 0

expect_status 2 genus '{1|2}'
expect_status 2 genus 'kayles:5 +'
expect_status 2 genus kayles --upto -5
expect_status 2 genus wythoff --upto 3
expect_status 2 seq wythoff 3 --genus
expect_status 1 genus kayles:90 --timeout 1

# The HTTP twins.
trap 'kill $server 2>/dev/null; rm -rf "$TMP"' EXIT
serve_on_free_port "$G" --web "$TMP" --budget-ms 1000 --no-db || exit 1
check() {  # WANT_STATUS WANT_SUBSTRING PATH
  local body status
  body="$(curl -s --max-time 10 -w '\n%{http_code}' "$base$3")"
  status="${body##*$'\n'}"
  body="${body%$'\n'*}"
  [[ "$status" == "$1" && "$body" == *"$2"* ]] && pass || fail "$3 => $status $body (wanted $1 with $2)"
}
check 200 '"genus":"4^146"' '/api/genus?expr=kayles:5'
check 200 '"first_not_tame":10' '/api/genus?expr=dawsons-kayles&upto=12'
check 200 '"values":[1,0,2,3,0,1,3,2,1,0,2,4,0]' '/api/seq?ruleset=kayles&n=12&misere=1'
check 200 '"genera":["0^120","1^031","2^20","3^31","1^031","4^146"' '/api/seq?ruleset=kayles&n=8&genus=1'
check 200 '"values":[0,1,2,3,1,4,3,2,1]' '/api/seq?ruleset=kayles&n=8'
check 400 '"error"' '/api/genus?expr=%7B1%7C2%7D'
check 422 'time budget' '/api/genus?expr=kayles:90'
check 200 '"misere_canonical":"*[2[2]]"' '/api/canonical?expr=nim:2,2&misere=1'
check 200 '"relation":"!="' '/api/compare?a=nim:2,2&b=0&misere=1'
check 200 '"relation":"="' '/api/compare?a=kayles:4&b=nim:1&misere=1'
check 400 '"error"' '/api/canonical?expr=graph%7Ba-%3Eb;b-%3Ea%7D:a&misere=1'

echo "$passes passed, $failures failed"
[[ $failures -eq 0 ]]
