#!/usr/bin/env bash
# Runs every test: unit, conformance and black-box tests (ctest) on the release build, the unit
# tests again under AddressSanitizer and UndefinedBehaviorSanitizer, and the browser tests.
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

if [[ -d tests/browser ]]; then
  echo "== browser tests (headless Chromium)"
  ./scripts/install-deps.sh --with-browser
  ./tests/browser/run.sh build/grundy
fi
