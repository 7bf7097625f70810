#!/usr/bin/env bash
# Black-box tests of issue 9's command-line fixes: "-" reads the position from standard input for
# every command, unknown commands and --version, --db/--no-db wherever heap values are read,
# what `verify` really compared, `period` text agreeing with its JSON, wrong checkpoints.
set -uo pipefail
source "$(dirname "$0")/../own_store.sh"
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

expect_stdin() {  # stdin expected-stdout args...
  local in=$1 want=$2; shift 2
  local got; got=$(printf '%s\n' "$in" | timeout 120 "$G" "$@" 2>/dev/null); local st=$?
  if [[ $st -ne 0 || "$got" != "$want" ]]; then fail "echo '$in' | grundy $* -> [$got] (exit $st), want [$want]"; else pass; fi
}

expect_bad() {  # stderr-pattern args... : exit 2, one line on stderr matching the pattern, no stdout
  local pattern=$1; shift
  local out err st
  out=$(timeout 120 "$G" "$@" 2>"$TMP/err" </dev/null); st=$?
  err=$(cat "$TMP/err")
  local lines; lines=$(printf '%s' "$err" | grep -c '' || true)
  if [[ $st -ne 2 ]]; then fail "grundy $(printf '%q ' "$@"): exit $st, want 2 [$err]";
  elif [[ $lines -ne 1 || -n "$out" ]]; then fail "grundy $(printf '%q ' "$@"): [$out] [$err], want one line on stderr";
  elif ! grep -qE -- "$pattern" <<<"$err"; then fail "grundy $(printf '%q ' "$@"): [$err] lacks /$pattern/";
  else pass; fi
}

# 1. "-" reads the position from standard input, for every command.
expect_stdin '{1|0}' '{1|0}' canonical -
expect_stdin '{0|1,2}' '1/2' canonical -
expect_stdin '{1|0}' '||' compare - 1/2
expect_stdin '1/2' '>' compare 1 -
expect_stdin '{1|0}' "$("$G" thermograph '{1|0}')" thermograph -
expect_stdin '{3||2|1}' "$("$G" cool '{3||2|1}' 1)" cool - 1
expect_stdin '1' "$("$G" heat '1' '1')" heat - 1
expect_stdin 'domineering:..|..' N outcome -
expect_stdin 'nim:3,4,5' 2 value -
expect_stdin 'nim:3,4,5' "$("$G" moves nim:3,4,5)" moves -
expect_stdin 'nim:1,2' "$("$G" options nim:1,2)" options -
expect_stdin 'kayles:4' "$("$G" verify kayles:4)" verify -
expect_stdin 'kayles' "0 1 2 3 1 4" seq - 5
expect_bad "only one of the two games can be '-'" compare - -

# 10. Unknown commands are named, the commands listed (from the CLI11 app); --version.
expect_bad "^grundy: unknown command 'nosuchcmd'; the commands are value, outcome, moves, genus, seq, period, census, store, verify, options, bench, canonical, compare, thermograph, cool, heat, properties, overheat, lexicode, fox-and-geese, quotient, nimber, serve" nosuchcmd
expect_bad "unknown command '\\\\xff'" $'\xff'
expect_bad "a command is required: value, outcome" 
version=$("$G" --version); st=$?
[[ $st -eq 0 && "$version" =~ ^grundy\ [0-9]+\.[0-9]+\.[0-9]+( \(commit [0-9a-f]{12}(-dirty)?\))?$ ]] && pass ||
  fail "grundy --version -> [$version] (exit $st)"

# 3. period: the text says proved exactly when the JSON does.
for r in nim 0.77 'sub{1,3,4}'; do
  text=$("$G" period "$r"); json=$("$G" period "$r" --json)
  if grep -q '"proved":true' <<<"$json"; then
    [[ "$text" == *" proved by "* && "$text" != *"not proved"* ]] && pass || fail "period $r: text [$text] but JSON $json"
  else
    [[ "$text" != *" proved by "* ]] && pass || fail "period $r: text [$text] but JSON $json"
  fi
done
expect_out 'preperiod 0 period 1 saltus 1 proved by Nim: the options of n are the heaps 0 ... n-1, so G(n) = n (mex rule)' period nim

# 9. No arithmetic periodicity from a short run at the end of the values (0.c! grows like n/2.5).
# (The second --max 300 reads the 1001 values the store now holds, and still looks at 301.)
for m in 300 1000 300; do
  expect_out "no period found in $((m + 1)) values of 0.c! (raise --max to look further)" period '0.c!' --max $m
done

# 6. verify says which positions it compared.
expect_out '39 of 39 agreements: each of the 3 positions graph{a->b,c;b->c;c}:a, graph{a->b,c;b->c;c}:b, graph{a->b,c;b->c;c}:c beside each Nim heap up to 12, settled by win/lose search and compared with the nim-sum' verify 'graph{a->b,c;b->c;c}'
expect_out '1183 of 1183 agreements: each of the 91 positions wythoff:(0,0), wythoff:(1,0), … wythoff:(0,12) beside each Nim heap up to 12, settled by win/lose search and compared with the nim-sum' verify wythoff
expect_out '169 of 169 agreements: each heap up to 12 of kayles beside each Nim heap up to 12, settled by win/lose search and compared with the nim-sum' verify kayles
got=$("$G" verify 'graph{a->b;b}' --json)
grep -qF '"positions":["graph{a->b;b}:a","graph{a->b;b}:b"]' <<<"$got" && grep -qF '"total":26' <<<"$got" && pass || fail "verify graph --json: $got"

# 7. An impartial term alone is the nimber of its value (Sprague–Grundy), however large.
expect_out '*5000' canonical nim:5000
expect_out '^*5000' canonical 'nim:5000 + ^'
expect_out '=' compare nim:5000 '*5000'
got=$("$G" canonical nim:5000 --json)
grep -qF '"options_listed":false' <<<"$got" && grep -qF '"canonical":"*5000"' <<<"$got" && pass || fail "canonical nim:5000 --json: $got"

# 8. A wrong --checkpoint is an error naming the file (exit 2), even when the store answers.
"$G" seq 0.77 100 >/dev/null  # the store now holds 0.77 with its proved period
"$G" seq 0.6 50 --checkpoint "$TMP/other.ck" --no-db >/dev/null
expect_bad "checkpoint file $TMP/other.ck is for another ruleset, not 0.77" seq 0.77 100 --checkpoint "$TMP/other.ck"
expect_bad "checkpoint file $TMP/other.ck is for another ruleset, not 0.77" period 0.77 --checkpoint "$TMP/other.ck"
expect_bad "checkpoint file $TMP/other.ck is for another ruleset, not nim" seq nim 10 --checkpoint "$TMP/other.ck"
echo hello >"$TMP/text.ck"
expect_bad "$TMP/text.ck is not a grundy checkpoint file" seq 0.77 100 --checkpoint "$TMP/text.ck"
"$G" seq 0.77 300 --checkpoint "$TMP/good.ck" --no-db >/dev/null
cp "$TMP/good.ck" "$TMP/bad.ck"
# G(38) := 9 in the first record (the header is one page of 4096 bytes, a record's values start
# at its byte 16): its checksum fails, with or without the store.
printf '\x09' | dd of="$TMP/bad.ck" bs=1 seek=$((4096 + 16 + 2 * 38)) conv=notrunc 2>/dev/null
expect_bad "checkpoint file $TMP/bad.ck is damaged: record 1 \(bytes 4096 to 8191\) fails its checksum" seq 0.77 100 --checkpoint "$TMP/bad.ck"
expect_bad "checkpoint file $TMP/bad.ck is damaged: record 1 \(bytes 4096 to 8191\) fails its checksum" seq 0.77 100 --checkpoint "$TMP/bad.ck" --no-db
expect_out "$("$G" seq 0.77 100 --no-db)" seq 0.77 100 --checkpoint "$TMP/good.ck"

# 11. --db FILE / --no-db on every command that reads heap values; the store found by `period`
# answers `value` (and the others) for any heap at once. A budget of 1000 nodes is far too small
# to prove 0.16's period (509 622 values) again.
DB=$TMP/store.sqlite
GRUNDY_DB=$DB "$G" period 0.16 >/dev/null
expect_out 3 value 0.16:1000000000000 --db "$DB" --nodes 1000
GRUNDY_DB=$DB expect_out 3 value 0.16:1000000000000 --nodes 1000
expect_out N outcome 0.16:1000000000000 --db "$DB" --nodes 1000
expect_out "$("$G" moves 'nim:3 + 0.16:1000000000000' --db "$DB")" moves 'nim:3 + 0.16:1000000000000' --db "$DB" --nodes 100000
GRUNDY_DB=$DB "$G" value 0.16:1000000000000 --no-db --nodes 1000 >/dev/null 2>&1
[[ $? -eq 1 ]] && pass || fail "value 0.16:10^12 --no-db --nodes 1000 should run out of budget (exit 1)"
"$G" value 0.16:1000000000000 --db "$TMP/empty.sqlite" --nodes 1000 >/dev/null 2>&1
[[ $? -eq 1 ]] && pass || fail "value 0.16:10^12 with an empty store should run out of budget (exit 1)"
for cmd in value outcome moves options verify; do
  expect_out "$("$G" $cmd 'kayles:5')" $cmd 'kayles:5' --db "$DB"
  expect_out "$("$G" $cmd 'kayles:5')" $cmd 'kayles:5' --no-db
done
expect_bad "--db excludes --no-db" value nim:3 --db "$DB" --no-db
echo 'not a database' >"$TMP/junk.sqlite"
"$G" value 0.16:100000 --db "$TMP/junk.sqlite" 2>"$TMP/err" >/dev/null; st=$?
[[ $st -ne 0 ]] && grep -qF "$TMP/junk.sqlite" "$TMP/err" && pass || fail "value --db junk: exit $st [$(cat "$TMP/err")]"

# Issue 14: N past 2^64 − 2 is a usage error (it wrapped, and the store refused an empty table);
# values from a closed form or a proved period are charged as they are written, so --timeout ends
# `seq nim 2^40`, and JSON is closed with an error member.
expect_bad 'from 0 to 18446744073709551614, got "18446744073709551616"' seq kayles 18446744073709551616
expect_bad 'from 0 to 18446744073709551614, got "18446744073709551615"' seq kayles 18446744073709551615
start=$(date +%s)
"$G" seq nim 1099511627776 --timeout 1 --json >"$TMP/nim.json" 2>/dev/null; st=$?
took=$(($(date +%s) - start))
[[ $st -eq 1 && $took -le 4 ]] && tail -c 80 "$TMP/nim.json" | grep -q '"error":"the computation ran out of its time budget"}' &&
  pass || fail "seq nim 2^40 --timeout 1: exit $st after ${took}s, ends [$(tail -c 80 "$TMP/nim.json")]"

echo "cli_fixes: $passes passed, $failures failed"
[[ $failures -eq 0 ]]
