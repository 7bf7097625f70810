#!/usr/bin/env bash
# `mpirun -np K grundy census` (issue 15 item 3): the table under mpirun --oversubscribe -np 4
# byte-identical to --jobs 1 (csv, text, json), each rank's store merged by `grundy store merge`
# (idempotent, no conflicts), a re-run answered wholly by the merged store (nothing computed, no
# rank store written), a file: family read on rank 0 only, and errors (a bad family, a damaged
# rank store, --jobs) reaching rank 0 as its message and exit status, never a hang.
# Skipped (exit 77, ctest SKIP) when mpirun is absent or grundy was built without MPI.
# Usage: mpi_census.sh GRUNDY_BINARY VECTORS_DIR
set -uo pipefail
source "$(dirname "$0")/../own_store.sh"
grundy="$1"
if ! command -v mpirun >/dev/null; then
  echo "SKIP: no mpirun (apt-get install openmpi-bin libopenmpi-dev, then configure again)"
  exit 77
fi
if [[ ! -e "$(dirname "$grundy")/libgrundy_mpi.so" ]]; then
  echo "SKIP: $grundy was built without MPI (no libgrundy_mpi.so beside it)"
  exit 77
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
failures=0
fail() { echo "FAIL: $*"; failures=$((failures + 1)); }
expect_eq() { [[ "$1" == "$2" ]] || fail "$3: expected '$2', got '$1'"; }
hash() { sha256sum "$1" | cut -d' ' -f1; }
# OpenMPI refuses to run as root unless told; --oversubscribe: more ranks than cores.
export OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1
mpi() {  # ranks args...: a bounded run (a hang is a failure, not a stuck test)
  local np=$1; shift
  timeout 120 mpirun --oversubscribe -np "$np" "$grundy" "$@"
}

# --- the table under -np 4 (and -np 2, -np 1), byte-identical to --jobs 1
family=(census octal:2 --max 4096)
"$grundy" "${family[@]}" --jobs 1 --no-db --format csv >"$work/j1.csv" || fail "--jobs 1"
expect_eq "$(wc -l <"$work/j1.csv")" 128 "octal:2: 127 games and a header"
db="$work/census.sqlite"
mpi 4 "${family[@]}" --db "$db" --format csv >"$work/np4.csv" 2>"$work/np4.err"
expect_eq "$?" 0 "-np 4: exit status [$(cat "$work/np4.err")]"
expect_eq "$(hash "$work/np4.csv")" "$(hash "$work/j1.csv")" "-np 4 csv against --jobs 1"
grep -q 'census octal:2: 127 members on 4 ranks .* 0 from the store' "$work/np4.err" ||
  fail "-np 4 summary: $(cat "$work/np4.err")"
for f in text json markdown; do
  "$grundy" "${family[@]}" --jobs 1 --no-db --format $f >"$work/j1.$f"
  mpi 2 "${family[@]}" --no-db --format $f >"$work/np2.$f" 2>/dev/null
  expect_eq "$(hash "$work/np2.$f")" "$(hash "$work/j1.$f")" "-np 2 $f against --jobs 1"
done
mpi 1 "${family[@]}" --no-db --format csv >"$work/np1.csv" 2>/dev/null
expect_eq "$(hash "$work/np1.csv")" "$(hash "$work/j1.csv")" "-np 1 against --jobs 1"
[[ ! -e "$work/census.sqlite" ]] || fail "a rank wrote the census's own store"

# --- each rank wrote its own store; merged into the census's store, idempotently
for k in 0 1 2 3; do
  [[ -s "$db.rank$k" ]] || fail "no store for rank $k"
done
"$grundy" store merge "$db" "$db".rank{0,1,2,3} --json >"$work/merge1.json"
expect_eq "$?" 0 "first merge: exit status"
expect_eq "$(jq -c '[.entries, .added, .improved, (.conflicts | length)]' "$work/merge1.json")" \
  "[127,127,0,0]" "first merge: entries, added, improved, conflicts"
"$grundy" store merge "$db" "$db".rank{0,1,2,3} --json >"$work/merge2.json"
expect_eq "$(jq -c '[.entries, .added, .improved, .unchanged, (.conflicts | length)]' \
  "$work/merge2.json")" "[127,0,0,127,0]" "second merge: nothing changes"

# --- a re-run: every member from the merged store, nothing computed, no rank store written
rm -f "$db".rank*
mpi 4 "${family[@]}" --db "$db" --format csv >"$work/again.csv" 2>"$work/again.err"
expect_eq "$?" 0 "re-run: exit status [$(cat "$work/again.err")]"
expect_eq "$(hash "$work/again.csv")" "$(hash "$work/j1.csv")" "re-run csv"
grep -q '127 members on 4 ranks .* 127 from the store' "$work/again.err" ||
  fail "re-run did not skip everything: $(cat "$work/again.err")"
"$grundy" store merge "$work/empty.sqlite" "$db".rank{0,1,2,3} --json >"$work/merge3.json"
expect_eq "$(jq .entries "$work/merge3.json")" 0 "re-run: entries written to the rank stores"
# The single-process census reads the merged store too: the same table.
"$grundy" "${family[@]}" --jobs 2 --db "$db" --format csv >"$work/single.csv"
expect_eq "$(hash "$work/single.csv")" "$(hash "$work/j1.csv")" "--jobs 2 from the merged store"

# --- a file: family is read on rank 0 alone; a resumed run (half of the family stored) still
# gives the table of an uninterrupted one
printf '# a few games\nkayles\n0.137\n0.16\n0.3[3]\n4.0\n' >"$work/list.txt"
"$grundy" census "file:$work/list.txt" --max 8192 --jobs 1 --no-db --format csv >"$work/file1.csv"
"$grundy" census 'list:kayles 0.16' --max 8192 --db "$work/half.sqlite" --no-progress >/dev/null
mpi 3 census "file:$work/list.txt" --max 8192 --db "$work/half.sqlite" --format csv \
  >"$work/file3.csv" 2>"$work/file3.err"
expect_eq "$(hash "$work/file3.csv")" "$(hash "$work/file1.csv")" "file: family under -np 3"
grep -q '5 members on 3 ranks .* 2 from the store' "$work/file3.err" ||
  fail "half-stored run: $(cat "$work/file3.err")"

# --- errors reach rank 0: its message and exit status, never a hang
mpi 3 census nosuch:3 --no-db >"$work/out" 2>"$work/err"
expect_eq "$?" 2 "unknown family: exit status [$(cat "$work/err")]"
grep -q 'nosuch' "$work/err" || fail "unknown family: message $(cat "$work/err")"
expect_eq "$(grep -c . "$work/out")" 0 "unknown family: no table"
# A damaged store: the exit status of a census in one process given that file (1), and the
# message names the rank and the file.
printf 'this is not a store' >"$work/bad.sqlite.rank2"
"$grundy" "${family[@]}" --db "$work/bad.sqlite.rank2" >/dev/null 2>&1
single=$?
mpi 3 "${family[@]}" --db "$work/bad.sqlite" >"$work/out" 2>"$work/err"
expect_eq "$?" "$single" "damaged rank store: exit status [$(cat "$work/err")]"
[[ $single -ne 0 ]] || fail "a damaged store accepted by a census in one process"
expect_eq "$(grep -c . "$work/out")" 0 "damaged rank store: no table"
grep -q "rank 2 .*bad.sqlite.rank2" "$work/err" || fail "damaged rank store: $(cat "$work/err")"
mpi 2 census octal:1 --jobs 2 --no-db >"$work/out" 2>"$work/err"
expect_eq "$?" 2 "--jobs under mpirun: exit status"
grep -q -- '--jobs is for a census in one process' "$work/err" || fail "--jobs: $(cat "$work/err")"
mpi 2 census 'list:0.77 0.1x' --no-db --json >"$work/out" 2>/dev/null
expect_eq "$(jq -r .column "$work/out")" 14 "--json error under mpirun: the column"

echo "mpi_census: $failures failures"
[[ $failures -eq 0 ]]
