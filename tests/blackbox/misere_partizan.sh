#!/usr/bin/env bash
# Black-box tests of issue 34 (misère play of partizan games): `outcome --misere` and
# `canonical --misere` on forms, ruleset positions and sums, their JSON and HTTP twins, bad input
# and the budget. Each outcome is checked by a second route: the outcome of the position's misère
# simplest form, printed and read back.
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

# Known outcomes: the player who cannot move wins.
expect_out N outcome --misere 0
expect_out P outcome --misere '*'
expect_out R outcome --misere 1
expect_out L outcome --misere -1
expect_out R outcome --misere '{1|*}'
expect_out N outcome --misere '{-1|1}'  # 0 in normal play, N like 0 here, but not 0:
expect_out P outcome --misere '{-1|1} + *'
expect_out P outcome --misere '0 + *'
expect_out $'1\n(partizan misère simplest form: 1 option, birthday 1, 2 followers; misère outcome R)' canonical --misere '{{|1}|}'

# Ruleset positions and sums: the search's outcome equals that of the simplest form, read back.
for e in 'domineering:..|..' 'domineering:...|...' 'domineering:....' 'clobber:xoxo' 'clobber:xo|ox' \
         'toads-and-frogs:tt.ff' 'toads-and-frogs:t..f' 'domineering:..|.. + clobber:xo' \
         'clobber:xxo + toads-and-frogs:t.f' 'domineering:...|.#. - domineering:...' \
         'kayles:3 + clobber:xo' '{1|*} + domineering:...' 'hackenbush:br' 'hackenbush:bbr,0g1' 'push:LR.L'; do
  o=$("$G" outcome --misere "$e" 2>&1)
  form=$("$G" canonical --misere "$e" 2>&1 | head -1)
  of=$("$G" outcome --misere "$form" 2>&1)
  [[ "$o" =~ ^[LRNP]$ && "$o" == "$of" ]] && pass || fail "misère outcome of $e is [$o], of its form [$form] [$of]"
  again=$("$G" canonical --misere "$form" 2>&1 | head -1)
  [[ "$form" == "$again" ]] && pass || fail "misère form of $e is [$form], read back [$again]"
done

j=$("$G" outcome --misere 'clobber:xoxo + toads-and-frogs:t..f' --json)
[[ "$j" == *'"misere":true'* && "$j" == *'"engine":"misere-search"'* && "$j" == *'"search_nodes":'* && "$j" == *'"outcome":"'* ]] && pass || fail "outcome --misere --json -> $j"
j=$("$G" canonical --misere 'domineering:..|..' --json)
[[ "$j" == *'"partizan":true'* && "$j" == *'"misere_canonical":"'* && "$j" != *misere_grundy* ]] && pass || fail "canonical --misere --json -> $j"

# Bad input and the budget.
expect_status 2 outcome --misere '{domineering:..|0}'
expect_status 2 outcome --misere '{1|'
expect_status 2 canonical --misere 'domineering:..x'
expect_status 1 outcome --misere 'domineering:.....|.....|.....|.....|.....' --nodes 2000
expect_status 1 canonical --misere 'domineering:.....|.....|.....|.....' --nodes 2000

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
check 200 '"outcome":"R"' '/api/outcome?expr=%7B1%7C*%7D&misere=1'
check 200 '"misere":true' '/api/outcome?expr=domineering:..%7C..&misere=1'
check 200 '"misere_canonical":"1"' '/api/canonical?expr=%7B%7B%7C1%7D%7C%7D&misere=1'
check 400 '"error"' '/api/outcome?expr=%7B1%7C&misere=1'

# compare --misere and moves --misere on partizan positions: each listed move, spelled as the sum
# after it, is checked by the misère search (outcome --misere): after Left's winning move Right,
# moving first, loses (L or P), and after Right's, Left does (R or P); a move not marked winning
# leaves the other side a win. compare: equal forms print =, and A >= B claims agree with outcomes.
for e in 'clobber:xxo' 'clobber:xo.ox' 'domineering:..|..' 'toads-and-frogs:t..f' '{-1|1} + clobber:xo' '{0|} + {|0} + *'; do
  j=$(timeout 120 "$G" moves --misere "$e" --all --json)
  [[ -n "$j" ]] && pass || fail "moves --misere $e --all gave nothing"
  while IFS=$'\t' read -r side to wins; do
    o=$(timeout 120 "$G" outcome --misere "$to")
    if [[ "$side" == Left ]]; then lose=$([[ "$o" == L || "$o" == P ]] && echo true || echo false)
    else lose=$([[ "$o" == R || "$o" == P ]] && echo true || echo false); fi
    [[ "$lose" == "$wins" ]] && pass || fail "moves --misere $e: $side to [$to] marked wins=$wins, outcome --misere is $o"
  done < <(jq -r '.moves[] | [.side, .to, (.wins|tostring)] | @tsv' <<<"$j")
done
expect_out $'=\n(in misère play both are -1)' compare --misere '{|0}' '-({0|})'
expect_out $'||\n(in misère play, partizan simplest forms * and 0)' compare --misere 'clobber:xo' 0
[[ "$(timeout 120 "$G" compare --misere 'clobber:xo + clobber:ox' 'clobber:xo.ox' --json | jq -r .relation)" == "=" ]] && pass || fail "compare --misere of a sum and its one-position spelling"

echo "$passes passed, $failures failed"
[[ $failures -eq 0 ]]
