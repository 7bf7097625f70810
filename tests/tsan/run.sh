#!/usr/bin/env bash
# ThreadSanitizer (issue 14): builds build-tsan (GRUNDY_TSAN=ON) and runs, under it,
#   1. grundy_concurrency_tests: threads sharing one GameStore, the results store (a temporary
#      file each), the engine's shared tables and the TimedPool;
#   2. the server itself: `build-tsan/grundy serve --no-db` answering a short mixed load from
#      several client threads (tests/load/load.py short).
# Any "WARNING: ThreadSanitizer" report fails the step. With --build-only, just builds.
set -euo pipefail
cd "$(dirname "$0")/../.."
JOBS=${JOBS:-$(nproc)}
BUILD=${GRUNDY_TSAN_BUILD:-build-tsan}

source scripts/ccache.sh
cmake -S . -B "$BUILD" -G Ninja -DCMAKE_BUILD_TYPE=Release -DGRUNDY_TSAN=ON -DGRUNDY_PYTHON=OFF \
  -DCMAKE_DISABLE_FIND_PACKAGE_MPI=ON "${launcher[@]}" >/dev/null
cmake --build "$BUILD" -j "$JOBS" --target grundy grundy_concurrency_tests
[[ ${1:-} == --build-only ]] && exit 0

# halt_on_error=0: see every report, then fail on them; exitcode 66 when any was printed.
export TSAN_OPTIONS="halt_on_error=0 exitcode=66 second_deadlock_stack=1 history_size=4"
log=$(mktemp)
trap 'rm -f "$log"' EXIT

# First, that the build is instrumented: a deliberate race must be reported.
"./$BUILD/grundy_concurrency_tests" --gtest_also_run_disabled_tests \
  --gtest_filter='TsanSelfCheck.*' >/dev/null 2>"$log" || true
if ! grep -q "WARNING: ThreadSanitizer: data race" "$log"; then
  cat "$log" >&2
  echo "FAIL: the deliberate race of TsanSelfCheck was not reported: is $BUILD built with TSan?" >&2
  exit 1
fi

status=0
"./$BUILD/grundy_concurrency_tests" --gtest_brief=1 2>"$log" || status=$?
if grep -q "WARNING: ThreadSanitizer" "$log" || [[ $status -ne 0 ]]; then
  cat "$log" >&2
  echo "FAIL: grundy_concurrency_tests under ThreadSanitizer (status $status," \
       "$(grep -c 'WARNING: ThreadSanitizer' "$log" || true) reports)" >&2
  exit 1
fi
echo "concurrency tests: no ThreadSanitizer report"

# The server under TSan is several times slower: a cheap request may be refused by budget while
# heavy ones hold the workers, which is not a fault here; races are. Nor is its p99, nor its
# memory (its own allocator and shadow memory): both are checked by the release build's load_short.
python3 tests/load/load.py --grundy "./$BUILD/grundy" short --connections 8 --seconds 15 \
  --codes 10 --positions 200 --allow-cheap-refusals --rss-bound-mb 4096 --p99-bound-ms 0 \
  --flat-tolerance 0
