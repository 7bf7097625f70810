#!/usr/bin/env bash
# Durability and integrity of checkpoints and the results store (issue "Reliability and
# security", item 5): kill -9 at random moments (a bounded count) of `seq --checkpoint` and of
# store writes, then resume and compare the sha256 of the output with an uninterrupted run; two
# processes writing one store at once; a flipped bit, a truncation or appended bytes in a
# checkpoint, and a flipped bit in a stored sequence, are an error naming the file (exit 2) and
# are never copied on.
# Usage: durability.sh GRUNDY_BINARY VECTORS_DIR
set -uo pipefail
source "$(dirname "$0")/../own_store.sh"
grundy="$1"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
export GRUNDY_DB="$work/results.sqlite"
failures=0
fail() { echo "FAIL: $*"; failures=$((failures + 1)); }
expect_eq() { [[ "$1" == "$2" ]] || fail "$3: expected '$2', got '$1'"; }
hash() { sha256sum "$1" | cut -d' ' -f1; }
# A random moment in [lo, lo + span) milliseconds, as seconds for sleep.
moment() {
  local ms=$(($1 + RANDOM % $2))
  printf '%d.%03d' $((ms / 1000)) $((ms % 1000))
}
# Exit 2 and one message naming the file.
expect_refused() {  # file what args...
  local file=$1 what=$2; shift 2
  "$grundy" "$@" >"$work/out" 2>"$work/err"
  local st=$?
  expect_eq "$st" 2 "$what: exit status [$(cat "$work/err")]"
  grep -qF "$file" "$work/err" || fail "$what: the message does not name $file: $(cat "$work/err")"
}
kills=0
same=0  # outputs after a kill whose sha256 matched the uninterrupted run's
expect_hash() {  # file want what
  local got
  got=$(hash "$1")
  if [[ "$got" == "$2" ]]; then same=$((same + 1)); else fail "$3: sha256 $got, want $2"; fi
}

# --- seq --checkpoint killed at random moments, resumed: the same bytes as one uninterrupted run
n=600000
cmd=("$grundy" seq 0.6 "$n" --format bfile --no-db --no-progress --checkpoint "$work/ck")
"$grundy" seq 0.6 "$n" --format bfile --no-db --no-progress >"$work/whole"
want=$(hash "$work/whole")
for round in 1 2; do
  rm -f "$work/ck"
  for _ in 1 2 3 4; do
    "${cmd[@]}" >/dev/null &
    pid=$!
    sleep "$(moment 20 800)"
    kill -9 "$pid" 2>/dev/null && kills=$((kills + 1))
    wait "$pid" 2>/dev/null
    [[ -f "$work/ck" ]] && expect_eq "$(($(stat -c %s "$work/ck") % 4096))" 0 \
      "round $round: a killed run leaves whole records"
  done
  "${cmd[@]}" >"$work/resumed" || fail "round $round: resume failed"
  expect_hash "$work/resumed" "$want" "round $round: the resumed b-file"
done

# --- the checkpoint damaged: an error naming it (exit 2), never a value, never stored
cp "$work/ck" "$work/good.ck"
ck_cmd() { echo seq 0.6 200000 --checkpoint "$1"; }
cp "$work/good.ck" "$work/flip.ck"
printf '\x8b' | dd of="$work/flip.ck" bs=1 seek=$((4096 * 49 + 16 + 2 * 500)) conv=notrunc 2>/dev/null
expect_refused "$work/flip.ck" "one flipped byte" $(ck_cmd "$work/flip.ck")
head -c $(($(stat -c %s "$work/good.ck") - 3)) "$work/good.ck" >"$work/cut.ck"
expect_refused "$work/cut.ck" "a truncated checkpoint" $(ck_cmd "$work/cut.ck")
cp "$work/good.ck" "$work/long.ck"
printf '\xff\xff\xff\xff' >>"$work/long.ck"
expect_refused "$work/long.ck" "four appended bytes" $(ck_cmd "$work/long.ck")
if command -v sqlite3 >/dev/null; then
  expect_eq "$(sqlite3 "$GRUNDY_DB" "SELECT count(*) FROM sequences WHERE ruleset = '0.6'" 2>/dev/null || echo 0)" \
    0 "a damaged checkpoint's values are not copied into the store"
fi
printf 'grundy-checkpoint 1 0.6\n\x00\x00\x01\x00' >"$work/old.ck"
expect_refused "$work/old.ck" "a checkpoint of format 1" $(ck_cmd "$work/old.ck")
grep -q "older format" "$work/err" || fail "format 1 message: $(cat "$work/err")"

# --- store writes killed at random moments: the store stays whole, the next run answers the same.
# Each run extends what the store holds and saves it again (a blob of up to 800 KB), so a kill
# lands in a computation, an open, a read or a write.
rulesets=(0.6 0.77 0.156 4.07 0.137 0.26)
for r in "${rulesets[@]}"; do
  "$grundy" seq "$r" 30000 --format bfile --no-db >"$work/want-$r"
done
"$grundy" seq 0.6 400000 --format bfile --no-db >"$work/want-long"
store_writes() {
  for n in $(seq 40000 40000 400000); do "$grundy" seq 0.6 "$n" --format bfile >/dev/null; done
  for r in "${rulesets[@]}"; do "$grundy" seq "$r" 30000 --format bfile >/dev/null; done
}
store_kills=0
for _ in $(seq 8); do
  store_writes &
  pid=$!
  sleep "$(moment 30 1000)"
  # The grundy the writer is running at this moment (the writer's own child, by its id), then
  # the writer.
  pkill -9 -P "$pid" 2>/dev/null && store_kills=$((store_kills + 1))
  kill -9 "$pid" 2>/dev/null
  wait "$pid" 2>/dev/null
done
kills=$((kills + store_kills))
echo "durability: $store_kills store writers killed"
if command -v sqlite3 >/dev/null; then
  expect_eq "$(sqlite3 "$GRUNDY_DB" "PRAGMA integrity_check")" ok "the store after kill -9"
fi
"$grundy" seq 0.6 400000 --format bfile >"$work/got-long" || fail "0.6 after kill -9: exit $?"
expect_hash "$work/got-long" "$(hash "$work/want-long")" "0.6 from the store after kill -9"
for r in "${rulesets[@]}"; do
  "$grundy" seq "$r" 30000 --format bfile >"$work/got-$r" || fail "$r after kill -9: exit $?"
  expect_hash "$work/got-$r" "$(hash "$work/want-$r")" "$r from the store after kill -9"
done

# --- two processes (four, here) writing one store at once: none fails, the store stays whole
rm -f "$GRUNDY_DB" "$GRUNDY_DB-wal" "$GRUNDY_DB-shm"
pids=()
for r in "${rulesets[@]:0:4}" "${rulesets[@]:0:4}"; do
  "$grundy" seq "$r" 30000 --format bfile >"$work/par-$r-$RANDOM" 2>"$work/par-err-$r-$RANDOM" &
  pids+=($!)
done
for pid in "${pids[@]}"; do wait "$pid" || fail "a writer beside another failed (exit $?)"; done
for f in "$work"/par-0* "$work"/par-4*; do
  r=${f#"$work"/par-}
  r=${r%-*}
  expect_hash "$f" "$(hash "$work/want-$r")" "$r written beside another"
done
if command -v sqlite3 >/dev/null; then
  expect_eq "$(sqlite3 "$GRUNDY_DB" "PRAGMA journal_mode")" wal "the store's journal mode"
  expect_eq "$(sqlite3 "$GRUNDY_DB" "PRAGMA integrity_check")" ok "the store after parallel writers"

  # --- one flipped bit inside a stored sequence: an error naming the store, not a value
  hex=$(sqlite3 "$GRUNDY_DB" "SELECT hex(vals) FROM sequences WHERE ruleset = '0.6'")
  flipped="${hex:0:200}$(printf '%X' $((0x${hex:200:1} ^ 1)))${hex:201}"
  sqlite3 "$GRUNDY_DB" "UPDATE sequences SET vals = x'$flipped' WHERE ruleset = '0.6'"
  expect_eq "$(sqlite3 "$GRUNDY_DB" "PRAGMA quick_check")" ok "SQLite's own check passes the flipped bit"
  expect_refused "$GRUNDY_DB" "a flipped bit in a stored sequence" seq 0.6 1000
  expect_refused "$GRUNDY_DB" "a flipped bit in a stored sequence (value)" value 0.6:100000
fi

# --- a foreign file is refused and left as it was, byte for byte
head -c 10000 /dev/urandom >"$work/foreign"
before=$(hash "$work/foreign")
expect_refused "$work/foreign" "a foreign file as a checkpoint" seq 0.6 100 --checkpoint "$work/foreign"
"$grundy" seq 0.6 100 --db "$work/foreign" >/dev/null 2>"$work/err" && fail "a foreign file as the store"
grep -qF "$work/foreign" "$work/err" || fail "a foreign store: the message does not name it"
expect_eq "$(hash "$work/foreign")" "$before" "a foreign file is not overwritten"

echo "durability: $kills processes killed with kill -9 at random moments; $same outputs after them (or beside another writer) with the uninterrupted run's sha256"
if ((failures)); then
  echo "durability: $failures failures"
  exit 1
fi
echo "durability: all passed"
