#!/usr/bin/env bash
# Runs every test: unit, conformance, black-box, concurrency and short load/soak tests (ctest) on
# the release build, the unit tests again under AddressSanitizer and UndefinedBehaviorSanitizer,
# the concurrency tests and the server under ThreadSanitizer, the checkpoint and store readers
# under libFuzzer for a few seconds each (when clang is installed), and the browser tests.
set -euo pipefail
cd "$(dirname "$0")/.."
JOBS=$(nproc)

echo "== tests (release build)"
ctest --test-dir build --output-on-failure -j "$JOBS"

echo "== the unit tests leave HOME alone (no results store written there)"
bash tests/home_check.sh build/grundy_tests

echo "== unit tests under AddressSanitizer and UndefinedBehaviorSanitizer"
cmake -S . -B build-sanitize -G Ninja -DCMAKE_BUILD_TYPE=Debug -DGRUNDY_SANITIZE=ON >/dev/null
cmake --build build-sanitize -j "$JOBS" --target grundy_tests grundy
# A 64 MiB stack: the engine's recursions stop at 4096 levels (a budget error past them), and a
# debug build under AddressSanitizer needs more than the default 8 MiB for the deepest of them
# (a thermograph 4096 levels deep); a release build needs far less.
(
  ulimit -s 65536
  GRUNDY_SANITIZED=1 ASAN_OPTIONS=detect_leaks=1 UBSAN_OPTIONS=halt_on_error=1 \
    ./build-sanitize/grundy_tests --gtest_brief=1
)

# The short form of `make fuzz`: the checkpoint and store readers, 10 s each (their build is a few
# files). The router and grammar targets need the whole engine built with clang: `make fuzz`.
if command -v clang++ >/dev/null; then
  echo "== fuzz targets for the checkpoint and results-store readers (10 s each)"
  FUZZ_SECONDS=10 JOBS="$JOBS" ./scripts/fuzz.sh checkpoint_fuzz store_row_fuzz store_file_fuzz
fi

echo "== ThreadSanitizer: the concurrency tests and the server under a short load"
JOBS="$JOBS" ./tests/tsan/run.sh

if [[ -d tests/browser ]]; then
  echo "== browser tests (headless Chromium)"
  ./scripts/install-deps.sh --with-browser
  ./tests/browser/run.sh build/grundy
fi
