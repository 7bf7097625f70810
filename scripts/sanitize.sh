#!/usr/bin/env bash
# The unit tests under AddressSanitizer and UndefinedBehaviorSanitizer (build-sanitize/, through
# ccache where there is one). Usage: scripts/sanitize.sh [--build-only]
# A debug build (assertions on) at -O1 with line tables only (-g1): the sanitized tests ran 501 s
# at -O0 on two cores, the largest stage of `make test`, and the sanitizers' reports need only
# file and line for each frame.
# The tests of the suites named *Long (ctest label `long`, `make test-long`) are left to the
# release build.
set -euo pipefail
cd "$(dirname "$0")/.."
JOBS=${JOBS:-$(nproc)}
source scripts/ccache.sh
cmake -S . -B build-sanitize -G Ninja -DCMAKE_BUILD_TYPE=Debug -DCMAKE_CXX_FLAGS_DEBUG="-O1 -g1" \
  -DGRUNDY_SANITIZE=ON -DGRUNDY_PYTHON=OFF -DCMAKE_DISABLE_FIND_PACKAGE_MPI=ON "${launcher[@]}" >/dev/null
cmake --build build-sanitize -j "$JOBS" --target grundy_tests grundy
[[ ${1:-} == --build-only ]] && exit 0

# A 64 MiB stack: the engine's recursions stop at 4096 levels (a budget error past them), and a
# build under AddressSanitizer needs more than the default 8 MiB for the deepest of them
# (a thermograph 4096 levels deep); a release build needs far less.
# The tests are split into one GoogleTest shard per core, run side by side (each test is
# single-threaded under the sanitizers; the split is GoogleTest's own, by test index).
ulimit -s 65536
export GRUNDY_SANITIZED=1 ASAN_OPTIONS=detect_leaks=1 UBSAN_OPTIONS=halt_on_error=1
export GTEST_TOTAL_SHARDS=$JOBS
logs=$(mktemp -d)
trap 'rm -rf "$logs"' EXIT
pids=()
for ((i = 0; i < JOBS; i++)); do
  GTEST_SHARD_INDEX=$i ./build-sanitize/grundy_tests --gtest_brief=1 --gtest_filter='-*Long.*' \
    >"$logs/$i" 2>&1 &
  pids+=($!)
done
status=0
for ((i = 0; i < JOBS; i++)); do
  wait "${pids[$i]}" || status=1
  echo "-- shard $i of $JOBS"
  cat "$logs/$i"
done
exit $status
