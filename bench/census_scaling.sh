#!/usr/bin/env bash
# The census's scaling (issue 15): one family to one max, in one run, four ways —
#   grundy census F --max N --jobs 1
#   grundy census F --max N --jobs 2
#   mpirun --oversubscribe -np 2 grundy census F --max N
#   mpirun --oversubscribe -np 4 grundy census F --max N
# each with no results store (--no-db: every game computed, none read), reporting the wall
# seconds and the CPU seconds (user + sys of the whole process tree, mpirun and its ranks
# included: GNU time reports the children it waited for), and checking the four tables are
# byte-identical. Then, with --check-period, the table is compared with `grundy period` run on
# every game alone (slow: one process per game).
#
# Usage: bench/census_scaling.sh [--check-period | --check-only] [FAMILY [MAX]]
#        (default octal:3 65536; --check-only: the comparison with `grundy period` alone, no runs)
#        GRUNDY=path/to/grundy (default build/grundy)
set -uo pipefail
check_period=0 runs=1
if [[ "${1:-}" == "--check-period" ]]; then check_period=1; shift; fi
if [[ "${1:-}" == "--check-only" ]]; then check_period=1 runs=0; shift; fi
family="${1:-octal:3}"
max="${2:-65536}"
here="$(cd "$(dirname "$0")/.." && pwd)"
grundy="${GRUNDY:-$here/build/grundy}"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
export GRUNDY_DB="$work/unused.sqlite"  # --no-db below; never the user's store
export OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1
have_mpi=1
if ! command -v mpirun >/dev/null || [[ ! -e "$(dirname "$grundy")/libgrundy_mpi.so" ]]; then
  have_mpi=0
  echo "note: no mpirun or no MPI module beside $grundy: the mpirun rows are skipped"
fi

echo "census $family --max $max on $(nproc) cores; $(uptime | sed 's/^ *//')"
printf '%-44s %9s %9s %9s  %s\n' run wall_s cpu_s cpu/wall sha256
reference=""
measure() {  # name out command...
  local name=$1 out=$2; shift 2
  /usr/bin/time -f '%e %U %S' -o "$work/time" "$@" >"$out" 2>"$work/err"
  local status=$?
  # The last line: GNU time writes "Command exited with non-zero status N" first on a failure.
  read -r wall user sys < <(tail -1 "$work/time")
  local cpu ratio sum
  cpu=$(awk -v u="$user" -v s="$sys" 'BEGIN { printf "%.2f", u + s }')
  ratio=$(awk -v c="$cpu" -v w="$wall" 'BEGIN { printf "%.2f", (w > 0 ? c / w : 0) }')
  sum=$(sha256sum "$out" | cut -c1-16)
  printf '%-44s %9s %9s %9s  %s\n' "$name" "$wall" "$cpu" "$ratio" "$sum"
  if [[ $status -ne 0 ]]; then
    echo "  FAILED (exit $status): $(head -c 400 "$work/err")"
    failed=1
  fi
  if [[ -z "$reference" ]]; then reference=$sum; elif [[ "$sum" != "$reference" ]]; then
    echo "  DIFFERENT TABLE from the first run"
    failed=1
  fi
}
failed=0
if ((runs)); then
args=(census "$family" --max "$max" --no-db --no-progress --format csv)
measure "census --jobs 1" "$work/j1.csv" "$grundy" "${args[@]}" --jobs 1
measure "census --jobs 2" "$work/j2.csv" "$grundy" "${args[@]}" --jobs 2
if ((have_mpi)); then
  measure "mpirun --oversubscribe -np 2 census" "$work/np2.csv" \
    mpirun --oversubscribe -np 2 "$grundy" "${args[@]}"
  measure "mpirun --oversubscribe -np 4 census" "$work/np4.csv" \
    mpirun --oversubscribe -np 4 "$grundy" "${args[@]}"
fi
echo "games: $(($(wc -l <"$work/j1.csv") - 1)); status counts: $(tail -n +2 "$work/j1.csv" |
  cut -d, -f3 | sort | uniq -c | awk '{ printf "%s %s  ", $2, $1 }')"
((failed)) && echo "tables: NOT all byte-identical (or a run failed)" ||
  echo "tables: all byte-identical"
fi

if ((check_period)); then
  # Each row against `grundy period GAME --max N` alone: preperiod, period, saltus, proved.
  "$grundy" census "$family" --max "$max" --no-db --no-progress --json --jobs 2 >"$work/t.json"
  jq -r '.rows[] | [.ruleset, ({preperiod, period, proved, saltus: (.saltus // null)} | tojson)]
    | @tsv' "$work/t.json" >"$work/rows.tsv"
  mismatches=0 compared=0
  while IFS=$'\t' read -r code row; do
    alone=$("$grundy" period "$code" --max "$max" --json --no-db |
      jq -c '{preperiod, period, proved, saltus: (.saltus // null)}')
    compared=$((compared + 1))
    [[ "$row" == "$alone" ]] || { mismatches=$((mismatches + 1)); echo "  $code: $row vs $alone"; }
  done <"$work/rows.tsv"
  echo "grundy period alone: $compared games compared, $mismatches mismatches"
  ((mismatches)) && failed=1
fi
exit $failed
