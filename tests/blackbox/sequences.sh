#!/usr/bin/env bash
# Black-box tests of `grundy seq` and `grundy period` (issue 3): output formats, the checkpoint
# (killed with kill -9 and resumed: byte-identical b-files), the results store (damaged and
# foreign files give a clear error) and values far beyond what was computed.
# Usage: sequences.sh GRUNDY_BINARY VECTORS_DIR
set -uo pipefail
source "$(dirname "$0")/../own_store.sh"
source "$(dirname "$0")/../serve_on_free_port.sh"
grundy="$1"
vectors="$2"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
export GRUNDY_DB="$work/results.sqlite"
failures=0
fail() { echo "FAIL: $*"; failures=$((failures + 1)); }
expect_eq() { [[ "$1" == "$2" ]] || fail "$3: expected '$2', got '$1'"; }

# --- seq agrees with the vectors, in every format, through the store and without it
while IFS=$'\t' read -r ruleset values; do
  [[ "$ruleset" == \#* || -z "$ruleset" ]] && continue
  n=$(($(wc -w <<<"$values") - 1))
  for engine in naive rc; do
    expect_eq "$("$grundy" seq "$ruleset" "$n" --engine "$engine" --no-db)" "$values" "seq $ruleset --engine $engine"
  done
  expect_eq "$("$grundy" seq "$ruleset" "$n")" "$values" "seq $ruleset (store written)"
  expect_eq "$("$grundy" seq "$ruleset" "$n")" "$values" "seq $ruleset (store read)"
  bfile=$("$grundy" seq "$ruleset" "$n" --format bfile | awk '{print $2}' | tr '\n' ' ')
  expect_eq "${bfile% }" "$values" "seq $ruleset --format bfile"
  json=$("$grundy" seq "$ruleset" "$n" --json)
  [[ "$json" == "{\"ruleset\":\""*"\",\"values\":[${values// /,}]}" ]] || fail "seq $ruleset --json: $json"
done <"$vectors/sequences.tsv"
expect_eq "$("$grundy" seq 0.77 3 --format csv | tr '\n' ';')" "n,grundy;0,0;1,1;2,2;3,3;" "csv"

# --- period agrees with the vectors; JSON keys
while IFS=$'\t' read -r ruleset preperiod period _; do
  [[ "$ruleset" == \#* || -z "$ruleset" ]] && continue
  out=$("$grundy" period "$ruleset" --max 65536 --json)
  for key in "\"ruleset\":\"$ruleset\"" "\"preperiod\":$preperiod" "\"period\":$period" \
             '"proved":true' '"theorem":"' '"values_needed":'; do
    [[ "$out" == *"$key"* ]] || fail "period $ruleset --json lacks $key: $out"
  done
done <"$vectors/periods.tsv"
out=$("$grundy" period grundys-game --max 2000 --no-db --json)
[[ "$out" == *'"proved":false'* ]] || fail "grundys-game has no proved period: $out"

# --- a long seq far past the period is the period repeated (Kayles: 71 + 12k)
expect_eq "$("$grundy" seq kayles 1000000 --format bfile | tail -n 1)" \
  "1000000 $("$grundy" seq kayles $((71 + (1000000 - 71) % 12)) --format bfile | tail -n 1 | cut -d' ' -f2)" \
  "kayles 10^6 from the period"

# --- checkpoint: kill -9 at several moments, resume with the same command, same bytes
cmd=("$grundy" seq 0.6 1000000 --format bfile --no-db --no-progress --checkpoint "$work/ck")
"$grundy" seq 0.6 1000000 --format bfile --no-db --no-progress >"$work/whole"
for delay in 0.1 0.25 0.4; do
  "${cmd[@]}" >"$work/partial" &
  pid=$!
  sleep "$delay"
  kill -9 "$pid" 2>/dev/null
  wait "$pid" 2>/dev/null
done
size=$(stat -c %s "$work/ck")
expect_eq "$((size % 4096))" 0 "a killed run leaves whole records"
"${cmd[@]}" >"$work/resumed" || fail "resume failed"
cmp -s "$work/whole" "$work/resumed" || fail "resumed b-file differs from the uninterrupted one"
echo "checkpoint held $((size / 4096 - 1)) records when resumed"
"$grundy" seq 0.6 1000000 --format bfile --no-db --engine naive --checkpoint "$work/ck" >"$work/again"
cmp -s "$work/whole" "$work/again" || fail "a complete checkpoint read by another engine differs"
echo "not a checkpoint" >"$work/foreign-ck"
"$grundy" seq 0.6 100 --no-db --checkpoint "$work/foreign-ck" >/dev/null 2>"$work/err"
expect_eq "$?" 2 "foreign checkpoint exit status"
grep -q "not a grundy checkpoint" "$work/err" || fail "foreign checkpoint message: $(cat "$work/err")"
"$grundy" seq 0.77 100 --no-db --checkpoint "$work/ck" >/dev/null 2>"$work/err"
expect_eq "$?" 2 "checkpoint of another ruleset"

# --- the results store: foreign and damaged files give a clear error, never a crash
echo "hello, this is not a database at all, just some text that is long enough" >"$work/text.db"
head -c 4096 /dev/urandom >>"$work/text.db"
"$grundy" period kayles --db "$work/text.db" >/dev/null 2>"$work/err"
expect_eq "$?" 1 "non-database store exit status"
grep -q "results store" "$work/err" || fail "non-database store message: $(cat "$work/err")"
"$grundy" period kayles --db "$work/text.db" --json >"$work/out"
grep -q '"error":' "$work/out" || fail "non-database store --json: $(cat "$work/out")"
if command -v sqlite3 >/dev/null; then
  sqlite3 "$work/other.db" "CREATE TABLE t (x); INSERT INTO t VALUES (1);"
  "$grundy" period kayles --db "$work/other.db" >/dev/null 2>"$work/err"
  expect_eq "$?" 1 "foreign database exit status"
  grep -q "another program" "$work/err" || fail "foreign database message: $(cat "$work/err")"
fi
"$grundy" period 0.156 --db "$work/good.db" >/dev/null || fail "store write"
cp "$work/good.db" "$work/damaged.db"
size=$(stat -c %s "$work/damaged.db")
# Overwrite everything after the 100-byte header with noise.
head -c $((size - 100)) /dev/urandom | dd of="$work/damaged.db" bs=1 seek=100 conv=notrunc 2>/dev/null
"$grundy" period 0.156 --db "$work/damaged.db" >/dev/null 2>"$work/err"
status=$?
[[ $status == 1 ]] || fail "damaged store: exit status $status: $(cat "$work/err")"
out=$("$grundy" period 0.156 --db "$work/good.db" --json)
[[ "$out" == *'"engine":"store"'* && "$out" == *'"period":349'* ]] || fail "store read: $out"

# --- values and moves far beyond what was computed, from the proved period
top=18446744073709551615
expect_eq "$("$grundy" value kayles:$top)" "$("$grundy" value kayles:75)" "kayles 2^64-1 = G(75)"
expect_eq "$("$grundy" value "dawson:$top + kayles:$top,12")" \
  "$("$grundy" value "dawson:85 + kayles:75,12")" "a sum of huge heaps (2^64-1 is 85 mod 34, past 52)"
"$grundy" moves "kayles:$top + kayles:3" >"$work/moves" || fail "moves of huge heaps"
[[ $(wc -l <"$work/moves") -gt 3 ]] || fail "moves of huge heaps: $(cat "$work/moves")"
while IFS=$'\t' read -r to _; do
  expect_eq "$("$grundy" value "$to")" 0 "winning move to $to"
done <"$work/moves"
"$grundy" value grundys-game:$top >/dev/null 2>"$work/err" && fail "grundys-game has no proved period"

# --- bounded memory: the same bytes as the whole table, or an error after the values it knows
"$grundy" seq 4!.0 300000 --format bfile --no-db >"$work/whole"
"$grundy" seq 4!.0 300000 --format bfile --prefix 100000 >"$work/bounded" || fail "bounded seq"
cmp -s "$work/whole" "$work/bounded" || fail "bounded memory changed a value of Grundy's game"
"$grundy" seq 0.6 300000 --prefix 50000 | cmp -s - <("$grundy" seq 0.6 300000 --no-db) ||
  fail "bounded memory changed a value of 0.6"
"$grundy" seq 0.137 1000 --prefix 100 --format bfile >"$work/bounded" 2>"$work/err"
expect_eq "$?" 1 "bounded memory: a rare value past the prefix"
grep -q "larger --prefix" "$work/err" || fail "bounded error message: $(cat "$work/err")"
last=$(tail -n 1 "$work/bounded")
expect_eq "$last" "$("$grundy" seq 0.137 "${last% *}" --format bfile | tail -n 1)" \
  "the values before the error are written"
"$grundy" seq 0.137 1000 --prefix 100 --json >"$work/bounded" 2>/dev/null
grep -q '"error":"bounded memory' "$work/bounded" || fail "bounded JSON names the error"
"$grundy" seq 0.26 100000 --prefix 1000 | cmp -s - <("$grundy" seq 0.26 100000 --no-db) ||
  fail "bounded memory with a prefix of 1000 changed a value of 0.26"
"$grundy" seq nim 1000 --prefix 100 >/dev/null 2>"$work/err"
expect_eq "$?" 2 "bounded memory needs the rare/common engine"
"$grundy" seq 0.6 1000 --prefix 100 --checkpoint "$work/x" >/dev/null 2>&1
expect_eq "$?" 2 "bounded memory with a checkpoint"

# --- Ctrl-C cancels through the budget: exit status 1, a message, the checkpoint kept
"$grundy" seq 4!.0 10000000 --no-db --checkpoint "$work/int.ck" >/dev/null 2>"$work/err" &
pid=$!
sleep 1
kill -INT "$pid"
wait "$pid"
expect_eq "$?" 1 "Ctrl-C exit status"
grep -q "cancelled" "$work/err" || fail "Ctrl-C message: $(cat "$work/err")"
[[ -s "$work/int.ck" ]] || fail "Ctrl-C lost the checkpoint"

# --- the web app's strips share the results store with the command line
if command -v curl >/dev/null; then
  serve_on_free_port "$grundy" --db "$work/served.sqlite" || exit 1
  curl -s "http://127.0.0.1:$port/api/period?ruleset=0.16&max=1000000" | grep -q '"period":149459' ||
    fail "period of 0.16 over HTTP"
  kill "$server"
  wait "$server" 2>/dev/null
  "$grundy" period 0.16 --db "$work/served.sqlite" --json | grep -q '"engine":"store"' ||
    fail "the period the server found is not in its store"
fi

# --- the progress bar: on stderr only when it is a terminal
"$grundy" seq 0.6 150000 --no-db 2>"$work/err" >/dev/null
[[ -s "$work/err" ]] && fail "progress written to a stderr that is not a terminal: $(cat "$work/err")"
if command -v script >/dev/null; then
  script -qc "'$grundy' seq 0.6 300000 --no-db >/dev/null" "$work/tty" >/dev/null 2>&1
  grep -q "values/s" "$work/tty" || fail "no progress bar on a terminal"
fi

echo "$failures failure(s)"
[[ $failures == 0 ]]
