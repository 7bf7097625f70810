#!/usr/bin/env bash
# Black-box tests of `grundy outcome --mcgs FILE` (docs/mcgs.md): tests/mcgs/small.test, a file in
# MCGS's format, runs with every expected result met; each case grundy answered is then checked a
# second way, by `grundy compare SUM 0` (canonical forms) and `grundy outcome SUM --engine search`
# (the outcome search), or `grundy value SUM` for a nim value. A wrong expected result is reported
# (exit 1); bad input names its line and column (exit 2).
# Usage: mcgs.sh GRUNDY_BINARY VECTORS_DIR
set -uo pipefail
source "$(dirname "$0")/../own_store.sh"
bin="$1"
small="$(dirname "$0")/../mcgs/small.test"
failures=0
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT

fail() {
  echo "FAIL: $*"
  failures=$((failures + 1))
}

# The small file: exit 0, and the counts.
json="$("$bin" outcome --mcgs "$small" --json)" || fail "outcome --mcgs $small exited $?"
counts="$(python3 -c 'import json,sys; r=json.load(sys.stdin); print(len(r["cases"]), r["agree"], r["differ"], r["unchecked"], r["skipped"], r["over_budget"], r["errors"])' <<<"$json")"
[[ "$counts" == "41 38 0 1 2 0 0" ]] || fail "small.test counts '$counts' (wanted 41 cases: 38 agree, 1 unchecked, 2 skipped)"

# The second route, case by case.
while IFS=$'\t' read -r player expression result; do
  if [[ "$player" == "N" ]]; then
    got="$("$bin" value "$expression")"
    [[ "$got" == "$result" ]] || fail "value '$expression' is $got, the MCGS run said $result"
    continue
  fi
  relation="$("$bin" compare "$expression" 0)"
  searched="$("$bin" outcome "$expression" --engine search)"
  case "$relation" in
    '>') class=L ;; '<') class=R ;; '=') class=P ;; '||') class=N ;; *) class="?" ;;
  esac
  [[ "$class" == "$searched" ]] || fail "'$expression': compare with 0 gives $class, the search $searched"
  if [[ "$player" == "B" ]]; then
    [[ "$class" == L || "$class" == N ]] && want=win || want=loss
  else
    [[ "$class" == R || "$class" == N ]] && want=win || want=loss
  fi
  [[ "$want" == "$result" ]] || fail "'$expression' $player: the MCGS run said $result, the canonical form $want"
done < <(python3 -c '
import json, sys
for c in json.load(sys.stdin)["cases"]:
    if c["status"] != "skipped":
        print(c["player"], c["expression"], c["result"], sep="\t")' <<<"$json")

# The table: a header, one row per case, the counts; a skipped case names its reason.
text="$("$bin" outcome --mcgs "$small")"
[[ "$(head -1 <<<"$text")" == "line:col   move expected grundy     seconds  status      game" ]] ||
  fail "header: $(head -1 <<<"$text")"
[[ "$text" == *"skipped 1: [impartial up_star]: MCGS's impartial wrapper"* ]] || fail "no up_star reason"
[[ "$text" == *"cases: 38 agree, 0 differ, 1 unchecked (no expected result), 2 skipped"* ]] ||
  fail "no summary line: $(tail -3 <<<"$text")"

# A wrong expected result: DIFFER, exit 1.
printf '{version 1.7}\n[clobber_1xn] XO\n{B loss, W win}\n' >"$tmp/wrong.test"
text="$("$bin" outcome --mcgs "$tmp/wrong.test")"
status=$?
[[ "$status" == 1 ]] || fail "a wrong expectation exits $status, not 1"
[[ "$text" == *"3:2        B    loss     win (N)"*"DIFFER"* ]] || fail "no DIFFER row: $text"

# Bad input: the line and column, exit 2.
printf '{version 1.7}\n[clobber_1xn] XO\n{B won}\n' >"$tmp/bad.test"
err="$("$bin" outcome --mcgs "$tmp/bad.test" 2>&1 >/dev/null)"
status=$?
[[ "$status" == 2 ]] || fail "bad input exits $status, not 2"
[[ "$err" == *"line 3, column 4: expected 'win' or 'loss' after B, not 'won'"* ]] || fail "bad input: $err"
"$bin" outcome --mcgs "$tmp/absent.test" >/dev/null 2>&1
[[ $? == 2 ]] || fail "a missing file does not exit 2"
"$bin" outcome 'clobber:xo' --mcgs "$small" >/dev/null 2>&1
[[ $? == 2 ]] || fail "EXPR with --mcgs does not exit 2"
for option in --misere --deepening '--engine search'; do
  # shellcheck disable=SC2086
  err="$("$bin" outcome --mcgs "$small" $option 2>&1 >/dev/null)"
  [[ $? == 2 && "$err" == *"--mcgs FILE"* ]] || fail "$option with --mcgs is not refused: $err"
done
"$bin" outcome >/dev/null 2>&1
[[ $? == 2 ]] || fail "outcome without EXPR does not exit 2"

if ((failures > 0)); then
  echo "$failures failure(s)"
  exit 1
fi
echo "mcgs: all passed"
