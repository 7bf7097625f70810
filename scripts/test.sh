#!/usr/bin/env bash
# Runs every test: unit, conformance, black-box, concurrency and short load/soak tests (ctest) on
# the release build, the unit tests again under AddressSanitizer and UndefinedBehaviorSanitizer,
# the concurrency tests and the server under ThreadSanitizer, every libFuzzer target for a minute
# each (when clang is installed), and the browser tests.
set -euo pipefail
cd "$(dirname "$0")/.."
JOBS=$(nproc)

echo "== tests (release build)"
ctest --test-dir build --output-on-failure -j "$JOBS"

echo "== the unit tests leave HOME alone (no results store written there)"
bash tests/home_check.sh build/grundy_tests

echo "== unit tests under AddressSanitizer and UndefinedBehaviorSanitizer"
source scripts/ccache.sh
cmake -S . -B build-sanitize -G Ninja -DCMAKE_BUILD_TYPE=Debug -DGRUNDY_SANITIZE=ON \
  "${launcher[@]}" >/dev/null
cmake --build build-sanitize -j "$JOBS" --target grundy_tests grundy
# A 64 MiB stack: the engine's recursions stop at 4096 levels (a budget error past them), and a
# debug build under AddressSanitizer needs more than the default 8 MiB for the deepest of them
# (a thermograph 4096 levels deep); a release build needs far less.
# The tests are split into one GoogleTest shard per core, run side by side (each test is
# single-threaded under the sanitizers; the split is GoogleTest's own, by test index).
(
  ulimit -s 65536
  export GRUNDY_SANITIZED=1 ASAN_OPTIONS=detect_leaks=1 UBSAN_OPTIONS=halt_on_error=1
  export GTEST_TOTAL_SHARDS=$JOBS
  logs=$(mktemp -d)
  pids=()
  for ((i = 0; i < JOBS; i++)); do
    GTEST_SHARD_INDEX=$i ./build-sanitize/grundy_tests --gtest_brief=1 >"$logs/$i" 2>&1 &
    pids+=($!)
  done
  status=0
  for ((i = 0; i < JOBS; i++)); do
    wait "${pids[$i]}" || status=1
    echo "-- shard $i of $JOBS"
    cat "$logs/$i"
  done
  rm -rf "$logs"
  exit $status
)

# Every libFuzzer target (the grammar, the HTTP router, the checkpoint and results-store
# readers) for FUZZ_SECONDS each (60 by default, as `make fuzz`), built with clang (build-fuzz/,
# through ccache where there is one), from a fixed seed (FUZZ_SEED).
if command -v clang++ >/dev/null; then
  echo "== fuzz targets, ${FUZZ_SECONDS:-60} s each"
  FUZZ_SECONDS=${FUZZ_SECONDS:-60} FUZZ_SEED=${FUZZ_SEED:-1} JOBS="$JOBS" ./scripts/fuzz.sh
fi

echo "== ThreadSanitizer: the concurrency tests and the server under a short load"
JOBS="$JOBS" ./tests/tsan/run.sh

if [[ -d tests/browser ]]; then
  echo "== browser tests (headless Chromium)"
  ./scripts/install-deps.sh --with-browser
  ./tests/browser/run.sh build/grundy
fi
