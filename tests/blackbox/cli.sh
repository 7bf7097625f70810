#!/usr/bin/env bash
# Black-box tests of the grundy binary: the contracts of DESIGN.md, the known answers, and bad
# input (exit status 2, one line naming what and where, never a crash or a hang).
set -uo pipefail
source "$(dirname "$0")/../own_store.sh"
G=$1
VECTORS=$2
failures=0
TMP=$(mktemp -d); trap 'rm -rf "$TMP"' EXIT
passes=0
fail() { echo "FAIL: $*" | cut -c1-300; failures=$((failures + 1)); }
pass() { passes=$((passes + 1)); }

expect_out() {  # expected-stdout args...
  local want=$1; shift
  local got; got=$(timeout 180 "$G" "$@" 2>/dev/null); local st=$?
  if [[ $st -ne 0 || "$got" != "$want" ]]; then fail "grundy $* -> [$got] (exit $st), want [$want]"; else pass; fi
}

expect_bad() {  # args... : exit 2, one line on stderr, nothing on stdout, no crash
  local err; err=$(timeout 120 "$G" "$@" 2>&1 >/dev/null); local st=$?
  local lines; lines=$(printf '%s' "$err" | grep -c '' || true)
  if [[ $st -ne 2 ]]; then fail "grundy $(printf '%q ' "$@" | cut -c1-80): exit $st, want 2 [$err]";
  elif [[ $lines -ne 1 ]]; then fail "grundy $(printf '%q ' "$@" | cut -c1-80): $lines lines of error";
  else pass; fi
}

# Every declared command (app/command.h) answers --help, and its list in --help is the same.
while read -r cmd; do
  # shellcheck disable=SC2086  # "store merge" is two words
  if "$G" $cmd --help >/dev/null 2>&1; then pass; else fail "grundy $cmd --help"; fi
  if "$G" --help | grep -q "^  ${cmd%% *} "; then pass; else fail "grundy --help lacks ${cmd%% *}"; fi
done < <("$G" --commands-markdown | sed -n 's/^| `grundy \([^`]*\)`.*/\1/p')

# DESIGN.md examples.
expect_out 2 value nim:3,4,5
expect_out '{"component_values":[3,4,5],"expression":"nim:3,4,5","normalised":"nim:3,4,5","outcome":"N","value":2}' value nim:3,4,5 --json
expect_out P outcome 'sub{1,2,3}:6 + sub{1,3,4}:4'
expect_out N outcome 'nim:4,1,1' --misere
expect_out P outcome 'nim:1,1,1' --misere
expect_out "0 1 2 3 1 4 3 2 1 4 2" seq 0.77 10
# Print and parse agree (issue 9): a *0 term is kept as *0; a graph prints in the order of its names.
expect_out '{"component_values":[1],"expression":"0.66:10 + *0","normalised":"0.66:10 + *0","outcome":"N","value":1}' value '0.66:10 + *0' --json
expect_out '{"component_values":[2],"expression":"graph{b->c;a->b,c;c}:a","normalised":"graph{a->b,c;b->c;c}:a","outcome":"N","value":2}' value 'graph{b->c;a->b,c;c}:a' --json

# positions.tsv through the binary: value, outcome and the listed winning move.
while IFS=$'\t' read -r expr value outcome moves; do
  [[ -z "$expr" || "$expr" == \#* ]] && continue
  if [[ "$outcome" == *misere* ]]; then
    expect_out "${outcome%% *}" outcome "$expr" --misere
    got=$("$G" moves "$expr" --misere | cut -f1)
  else
    expect_out "$value" value "$expr"
    expect_out "$outcome" outcome "$expr"
    got=$("$G" moves "$expr" | cut -f1)
  fi
  if [[ "$moves" != "-" ]]; then
    grep -qxF "$moves" <<<"$got" && pass || fail "moves $expr: [$got] lacks [$moves]"
  fi
done < "$VECTORS/positions.tsv"

# sequences.tsv: G(0..199) for each ruleset.
while IFS=$'\t' read -r ruleset values; do
  [[ -z "$ruleset" || "$ruleset" == \#* ]] && continue
  n=$(wc -w <<<"$values"); expect_out "$values" seq "$ruleset" $((n - 1))
done < "$VECTORS/sequences.tsv"

# wythoff.tsv, a few rows through the binary (the unit tests check every cell).
row=0
while IFS=$'\t' read -r -a cells; do
  [[ "${cells[0]}" == \#* ]] && continue
  for y in 0 5 15; do expect_out "${cells[$y]}" value "wythoff:($row,$y)"; done
  row=$((row + 1))
done < "$VECTORS/wythoff.tsv"

# periods.tsv.
while IFS=$'\t' read -r ruleset pre per source; do
  [[ -z "$ruleset" || "$ruleset" == \#* ]] && continue
  got=$("$G" period "$ruleset" --json)
  grep -q "\"preperiod\":$pre," <<<"$got" && grep -q "\"period\":$per," <<<"$got" &&
    grep -q '"proved":true' <<<"$got" && pass || fail "period $ruleset: $got"
done < "$VECTORS/periods.tsv"

# verify: 169 agreements.
for r in 'sub{1,3,4}' kayles; do
  "$G" verify "$r" | grep -q '^169 of 169 agreements' && pass || fail "verify $r"
done

# NoGo, Push and Fox and Geese (docs/notation.md): known answers, and bad boards named by column.
expect_out '+-(1*)' canonical 'nogo:..........'
expect_out '-3/2' canonical 'push:LR'
expect_out '{"fox_first":{"mover":"fox","plies":8,"winner":"geese","winning_moves":[]},"geese_first":{"mover":"geese","plies":7,"winner":"geese","winning_moves":[{"move":"goose from row 4, column 1 to row 3, column 2","plies":6,"position":"fox-and-geese:.F..|....|.G..|..G."},{"move":"goose from row 4, column 3 to row 3, column 4","plies":6,"position":"fox-and-geese:.F..|....|...G|G..."}]},"outcome":"L","position":"fox-and-geese:.F..|....|....|G.G.","states":336}' fox-and-geese 'fox-and-geese:.F..|....|....|G.G.' --json
expect_out L outcome 'fox-and-geese:.F..|....|....|G.G.'
expect_bad canonical 'nogo:xo'
expect_bad outcome 'fox-and-geese:.F|G.' --misere
expect_bad canonical 'push:LRx'
expect_bad fox-and-geese 'fox-and-geese:F.|.G'

# Deep positions do not overflow the stack.
expect_out 1 value 'sub{1,3,4}:1000000'
python3 -c 'print("graph{" + "".join(f"n{i}->n{i+1};" for i in range(200000)) + "n200000}:n0")' >"$TMP/chain"
got=$("$G" value - <"$TMP/chain"); [[ "$got" == 0 ]] && pass || fail "deep graph chain: [$got]"

# Bad input.
expect_bad value 'sub{}:5'
expect_bad value 'sub{0}:3'
expect_bad value '0.9x:5'
expect_bad value 'nim:-1'
expect_bad value 'nim:99999999999999999999'
expect_bad value ''
expect_bad value 'sub{1,2:5'
expect_bad value 'sub{1,2}}:5'
expect_bad value 'sub{1,2}:5 +'
expect_out 'inf{}' value 'graph{a->b;b->c;c->a}:a'  # a loopy game: tests/blackbox/loopy.sh
# 1 MB expressions, through stdin (the command line holds at most 128 KiB an argument).
bad_stdin() {
  local err; err=$(timeout 120 "$G" value - <"$1" 2>&1 >/dev/null); local st=$?
  [[ $st -eq 2 && $(printf '%s' "$err" | grep -c '') -eq 1 ]] && pass || fail "1 MB $2: exit $st [$err]"
}
head -c 1048576 /dev/zero | tr '\0' '{' >"$TMP/braces"; bad_stdin "$TMP/braces" braces
head -c 1048576 /dev/zero | tr '\0' 'x' >"$TMP/letters"; bad_stdin "$TMP/letters" letters
{ printf 'nim:'; head -c 1048576 /dev/zero | tr '\0' '9'; } >"$TMP/digits"; bad_stdin "$TMP/digits" digits
{ printf 'sub{1}:'; head -c 1048576 /dev/zero | tr '\0' ','; } >"$TMP/commas"; bad_stdin "$TMP/commas" commas
expect_bad seq kayles -5
expect_bad seq 'wythoff' 10
expect_bad frobnicate
expect_bad value
# A 1 MB expression that is well formed is simply computed.
python3 -c 'print("+".join(["nim:1"] * 150000))' >"$TMP/big"
got=$("$G" value - <"$TMP/big"); [[ "$got" == 0 ]] && pass || fail "1 MB sum: [$got]"
# JSON errors carry the column.
got=$("$G" value 'sub{0}:3' --json); st=$?
[[ $st -eq 2 && "$got" == *'"column":5'* && "$got" == *'"error"'* ]] && pass || fail "json error: $got ($st)"
# Out of budget: exit 1 with a clear message.
"$G" value 0.007:5000000 --timeout 0.2 >/dev/null 2>&1; st=$?
[[ $st -eq 1 ]] && pass || fail "budget: exit $st"

echo "$passes passed, $failures failed"
[[ $failures -eq 0 ]]
