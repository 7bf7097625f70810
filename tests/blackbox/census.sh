#!/usr/bin/env bash
# `grundy census` (issue 15): known periods reproduced, the census equal to `grundy period` on each
# game alone, the table the same for any --jobs, a census killed with kill -9 at random moments (a
# bounded number of kills) and started again finishing with a byte-identical table, over-budget
# members as rows, and bad families refused with exit status 2.
# Usage: census.sh GRUNDY_BINARY VECTORS_DIR
set -uo pipefail
source "$(dirname "$0")/../own_store.sh"
source "$(dirname "$0")/../serve_on_free_port.sh"
grundy="$1"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
failures=0
fail() { echo "FAIL: $*"; failures=$((failures + 1)); }
expect_eq() { [[ "$1" == "$2" ]] || fail "$3: expected '$2', got '$1'"; }
hash() { sha256sum "$1" | cut -d' ' -f1; }
moment() {  # a random moment in [lo, lo + span) milliseconds, as seconds for sleep
  local ms=$(($1 + RANDOM % $2))
  printf '%d.%03d' $((ms / 1000)) $((ms % 1000))
}

# --- known periods (--max 2^20): Kayles 71/12, Dawson's chess 52/34, 0.16, 0.56, 0.127, 0.644
"$grundy" census 'list:kayles 0.137 0.16 0.56 0.127 0.644' --max 1048576 --format csv \
  --no-db --no-progress >"$work/known.csv" || fail "known periods: exit status"
while IFS=, read -r code pre per last; do
  got=$(awk -F, -v c="$code" '$1 == c { print $4 "/" $5 "/" $9 }' "$work/known.csv")
  expect_eq "$got" "$pre/$per/$last" "$code: preperiod/period/last exceptional heap"
done <<'EOF'
kayles,71,12,70
0.137,52,34,51
0.16,105351,149459,105350
0.56,326640,144,326639
0.127,46578,4,46577
0.644,3256,442,3255
EOF
# Below their proofs they are open: "open at N".
"$grundy" census 'list:0.16 0.56 0.127 0.6 4.0' --max 65536 --no-db --no-progress >"$work/open.txt"
expect_eq "$(grep -cE '^[0-9.]+ +open at 65536' "$work/open.txt")" 4 "open at 2^16 (0.16 0.56 0.127 0.6)"

# --- every 16th game of octal:3 to 2^16: the census row equals `grundy period` on it alone
"$grundy" census octal:3 --max 16 --no-db --no-progress --format csv |
  awk -F, 'NR > 1 && (NR - 2) % 16 == 0 { printf "%s ", $1 }' >"$work/sample"
"$grundy" census "list:$(cat "$work/sample")" --max 65536 --json --db "$work/sample.sqlite" \
  --no-progress >"$work/sample.json" || fail "sample census: exit status"
compared=0
for code in $(cat "$work/sample"); do
  alone=$("$grundy" period "$code" --max 65536 --json --no-db |
    jq -c '{preperiod, period, proved, saltus: (.saltus // null)}')
  row=$(jq -c --arg c "$code" '.rows[] | select(.ruleset == $c) |
    {preperiod, period, proved, saltus: (.saltus // null)}' "$work/sample.json")
  expect_eq "$row" "$alone" "census row of $code against grundy period $code"
  compared=$((compared + 1))
done
[[ $compared -ge 60 ]] || fail "only $compared games compared"

# --- the same bytes for any number of jobs
"$grundy" census octal:2 --max 4096 --jobs 1 --no-db --format csv >"$work/j1.csv"
"$grundy" census octal:2 --max 4096 --jobs 2 --no-db --format csv >"$work/j2.csv"
"$grundy" census octal:2 --max 4096 --jobs 5 --no-db --format csv >"$work/j5.csv"
expect_eq "$(hash "$work/j2.csv")" "$(hash "$work/j1.csv")" "--jobs 2 against --jobs 1"
expect_eq "$(hash "$work/j5.csv")" "$(hash "$work/j1.csv")" "--jobs 5 against --jobs 1"
expect_eq "$(wc -l <"$work/j1.csv")" 128 "octal:2: 127 games and a header"

# --- kill -9 at random moments, started again: the table of one uninterrupted run, every format
max=32768
census=("$grundy" census octal:2 --max "$max" --jobs 2 --no-progress)
"${census[@]}" --db "$work/whole.sqlite" --format csv >"$work/whole.csv" || fail "whole run"
kills=0
for round in 1 2; do
  store="$work/killed-$round.sqlite"
  for _ in 1 2 3; do
    "${census[@]}" --db "$store" --format csv >/dev/null &
    pid=$!
    sleep "$(moment 100 1500)"
    kill -9 "$pid" 2>/dev/null && kills=$((kills + 1))
    wait "$pid" 2>/dev/null
  done
  "${census[@]}" --db "$store" --format csv >"$work/resumed.csv" || fail "round $round: resume"
  expect_eq "$(hash "$work/resumed.csv")" "$(hash "$work/whole.csv")" "round $round: resumed csv"
  for f in text json markdown; do
    "${census[@]}" --db "$work/whole.sqlite" --format $f >"$work/whole.$f"
    "${census[@]}" --db "$store" --format $f >"$work/resumed.$f"
    expect_eq "$(hash "$work/resumed.$f")" "$(hash "$work/whole.$f")" "round $round: $f"
  done
done
[[ $kills -ge 1 ]] || fail "no run was killed (each finished first?)"

# --- a member over its budget is a row, not a failure
"$grundy" census 'list:0.007 kayles' --max 65536 --nodes 100000 --no-db >"$work/budget.txt"
expect_eq "$?" 0 "--nodes: exit status"
grep -q '^0.007 .*over budget' "$work/budget.txt" || fail "0.007 not over budget: $(cat "$work/budget.txt")"
grep -q '^kayles .*solved' "$work/budget.txt" || fail "kayles not solved"

# --- families from a file; bad families: exit 2, naming the column or the line
printf '# Kayles and friends\n0.77\nkayles   # the same game\nsub{1,3,4}\n' >"$work/list.txt"
"$grundy" census "file:$work/list.txt" --no-db --format csv >"$work/file.csv"
expect_eq "$(sed -n 2p "$work/file.csv" | cut -d, -f1-3)" "0.77,kayles,solved" "file: family"
expect_refused() {  # what args...
  local what=$1; shift
  "$grundy" census "$@" --no-db >"$work/out" 2>"$work/err"
  expect_eq "$?" 2 "$what: exit status [$(cat "$work/err")]"
}
expect_refused "octal:9" octal:9
expect_refused "unknown family" nosuch:3
expect_refused "not a heap ruleset" 'list:0.77 wythoff'
expect_refused "missing file" "file:$work/none.txt"
printf '0.77\n0.1x\n' >"$work/bad.txt"
expect_refused "bad line" "file:$work/bad.txt"
grep -q 'line 2' "$work/err" || fail "bad line: the message does not name line 2: $(cat "$work/err")"
expect_refused "bad format" octal:1 --format yaml
"$grundy" census 'list:0.77 0.1x' --no-db --json >"$work/out"
expect_eq "$(jq -r .column "$work/out")" 14 "--json error: the column"

# --- the HTTP twin: the same JSON as --json; big families, file: and a spent budget refused
if command -v curl >/dev/null; then
  web=$(mktemp -d)
  trap 'kill $server 2>/dev/null; rm -rf "$work" "$web"' EXIT
  serve_on_free_port "$grundy" --web "$web" --budget-ms 3000 --db "$work/http.sqlite" || exit 1
  http=$(curl -s "http://127.0.0.1:$port/api/census?family=octal:1&max=4096")
  cli=$("$grundy" census octal:1 --max 4096 --json --no-db)
  expect_eq "$http" "$cli" "/api/census against census --json"
  http=$(curl -s "http://127.0.0.1:$port/api/census?family=list:kayles%20sub%7B1,3,4%7D")
  cli=$("$grundy" census 'list:kayles sub{1,3,4}' --json --no-db)
  expect_eq "$http" "$cli" "/api/census of a list against census --json"
  status() { curl -s -o "$work/body" -w '%{http_code}' "http://127.0.0.1:$port/api/census?$1"; }
  expect_eq "$(status 'family=octal:3')" 400 "octal:3 over HTTP (1023 games)"
  expect_eq "$(status 'family=octal:1&max=70000')" 400 "max past 2^16 over HTTP"
  expect_eq "$(status "family=file:$work/list.txt")" 400 "file: over HTTP"
  expect_eq "$(status 'family=nosuch:1')" 400 "unknown family over HTTP"
  expect_eq "$(status 'max=10')" 400 "no family over HTTP"
  expect_eq "$(status 'family=list:0.77%200.8&max=65536')" 422 \
    "a census past the request's time budget"
  kill $server 2>/dev/null
fi

echo "census: $kills kills, $compared games compared with grundy period, $failures failures"
[[ $failures -eq 0 ]]
