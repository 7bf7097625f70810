#!/usr/bin/env bash
# Builds the libFuzzer targets with clang (build-fuzz/, GRUNDY_FUZZ) and runs each (JOBS at a time) for
# FUZZ_SECONDS seconds (default 60), each from its seed corpus and the corpus it grew before
# (build-fuzz/corpus/TARGET). Prints the executions and corpus size of each; a crash or a finding
# stops with exit 1 and leaves the input in build-fuzz/findings/. fuzz/README.md says more.
# Usage: scripts/fuzz.sh [--build-only] [TARGET...]   (default: every target)
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${FUZZ_SECONDS:-60}
# FUZZ_SEED, if set, fixes libFuzzer's random seed (CI's run is then the same on every machine
# as fast; by default each run draws its own).
seed_flag=()
[[ -n ${FUZZ_SEED:-} ]] && seed_flag=(-seed="$FUZZ_SEED")
jobs=${JOBS:-$(nproc)}
# AddressSanitizer keeps 256 MB of freed memory in quarantine by default; recycling it (page
# faults, madvise) took a third of the grammar target's time. 16 MB still catches a use soon
# after a free (the inputs are small): 1.4-1.8 times the executions per second.
export ASAN_OPTIONS=${ASAN_OPTIONS:-quarantine_size_mb=16}
all=(checkpoint_fuzz store_row_fuzz store_file_fuzz router_fuzz grammar_fuzz)
build_only=false
if [[ ${1:-} == --build-only ]]; then
  build_only=true
  shift
fi
targets=("$@")
((${#targets[@]})) || targets=("${all[@]}")

# ccache, where there is one, with CCACHE_BASEDIR so a clone in another folder (CI's) hits too.
source scripts/ccache.sh
cmake -S . -B build-fuzz -G Ninja -DCMAKE_BUILD_TYPE=Release -DCMAKE_CXX_COMPILER=clang++ \
  -DGRUNDY_FUZZ=ON -DGRUNDY_PYTHON=OFF "${launcher[@]}" >/dev/null
# The build's output only when it fails (a link error once went unseen behind >/dev/null).
if ! cmake --build build-fuzz -j "$jobs" --target "${targets[@]}" >build-fuzz/build.log 2>&1; then
  echo "fuzz: the build failed (build-fuzz/build.log):" >&2
  grep -E -A5 "error|FAILED" build-fuzz/build.log | head -n 60 >&2 || tail -n 40 build-fuzz/build.log >&2
  exit 1
fi
$build_only && exit 0

seeds() {
  case $1 in
    grammar_fuzz) echo "fuzz/seeds -dict=fuzz/grammar.dict" ;;
    router_fuzz) echo "fuzz/seeds-http -dict=fuzz/http.dict" ;;
    checkpoint_fuzz) echo fuzz/seeds-checkpoint ;;
    store_row_fuzz) echo fuzz/seeds-store-row ;;
    store_file_fuzz) echo fuzz/seeds-store ;;
    *) echo "fuzz.sh: unknown target $1" >&2; exit 2 ;;
  esac
}
mkdir -p build-fuzz/findings
# The store targets write a file per input: in memory (/dev/shm) where there is one, since an
# fsync on a disk would make them a hundred times slower.
scratch_base=/tmp
[[ -d /dev/shm && -w /dev/shm ]] && scratch_base=/dev/shm
# One target: its run, then one line of what it did (exit 1 on a finding).
fuzz_one() {
  local t=$1
  local corpus=build-fuzz/corpus/$t log=build-fuzz/$t.log scratch status=0
  mkdir -p "$corpus"
  scratch=$(mktemp -d "$scratch_base/grundy-fuzz-XXXXXX")
  # shellcheck disable=SC2046  # seeds gives a folder and maybe -dict=…
  TMPDIR=$scratch build-fuzz/fuzz/"$t" -max_total_time="$seconds" -timeout=10 \
    -rss_limit_mb=2048 -print_final_stats=1 "${seed_flag[@]}" -artifact_prefix=build-fuzz/findings/"$t"- \
    "$corpus" $(seeds "$t") >"$log" 2>&1 || status=$?
  rm -rf "$scratch"
  if ((status != 0)); then
    echo "fuzz: $t found a crash or a finding (build-fuzz/findings/, $log):" >&2
    grep -E "FINDING|ERROR|SUMMARY|Test unit written" "$log" >&2 || tail -n 20 "$log" >&2
    return 1
  fi
  local runs
  runs=$(grep -o 'stat::number_of_executed_units: *[0-9]*' "$log" | grep -o '[0-9]*$' || echo '?')
  echo "fuzz: $t: $runs executions in ${seconds} s, corpus of $(find "$corpus" -type f | wc -l) inputs, no findings"
}

# The targets run JOBS at a time (each is one process on one core), in the order given.
status=0
pids=()
for t in "${targets[@]}"; do
  if ((${#pids[@]} >= jobs)); then
    wait "${pids[0]}" || status=1
    pids=("${pids[@]:1}")
  fi
  fuzz_one "$t" &
  pids+=($!)
done
for pid in "${pids[@]}"; do
  wait "$pid" || status=1
done
exit $status
