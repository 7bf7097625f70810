#!/usr/bin/env bash
# Runs every test: unit, conformance, black-box, concurrency and short load/soak tests (ctest) on
# the release build, the unit tests again under AddressSanitizer and UndefinedBehaviorSanitizer,
# the concurrency tests and the server under ThreadSanitizer, and the browser tests.
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
GRUNDY_SANITIZED=1 ASAN_OPTIONS=detect_leaks=1 UBSAN_OPTIONS=halt_on_error=1 \
  ./build-sanitize/grundy_tests --gtest_brief=1

echo "== ThreadSanitizer: the concurrency tests and the server under a short load"
JOBS="$JOBS" ./tests/tsan/run.sh

if [[ -d tests/browser ]]; then
  echo "== browser tests (headless Chromium)"
  ./scripts/install-deps.sh --with-browser
  ./tests/browser/run.sh build/grundy
fi
