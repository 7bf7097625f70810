#!/usr/bin/env bash
# `make test`: what a change can break, quickly (tests/README.md lists every stage and tier).
#   1. the release build, and every ctest test but those labelled `long` (unit, conformance,
#      black-box, concurrency, server and short load tests);
#   2. the unit tests again under AddressSanitizer and UndefinedBehaviorSanitizer;
#   3. every libFuzzer target over its seed corpus and a short run (FUZZ_SECONDS, 10 by default),
#      when clang is installed;
#   4. the concurrency tests and the server under ThreadSanitizer;
#   5. the browser tests.
# Research-scale checks (ctest label `long`, the fuzz targets' 60-s runs) are `make test-long`
# (scripts/test-long.sh). Every stage is timed; the table of stage times closes the run.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/stages.sh  # also sets and exports JOBS (default: the number of cores)
stage_release_build
stage "ctest: release, all but label long" \
  ctest --test-dir build --output-on-failure -j "$JOBS" -LE long

stage "build: AddressSanitizer + UBSan (build-sanitize/)" ./scripts/sanitize.sh --build-only
stage "unit tests under AddressSanitizer + UBSan" ./scripts/sanitize.sh

# Every libFuzzer target (the grammar, the HTTP router, the checkpoint and results-store readers)
# built with clang (build-fuzz/), run over its seeds and the corpus it grew before, then for
# FUZZ_SECONDS more from a fixed seed (FUZZ_SEED); the minute-long runs are `make test-long`.
if command -v clang++ >/dev/null; then
  stage "build: libFuzzer targets (build-fuzz/)" ./scripts/fuzz.sh --build-only
  stage "fuzz: each target, ${FUZZ_SECONDS:-10} s" \
    env FUZZ_SECONDS="${FUZZ_SECONDS:-10}" FUZZ_SEED="${FUZZ_SEED:-1}" ./scripts/fuzz.sh
fi

stage "build: ThreadSanitizer (build-tsan/)" ./tests/tsan/run.sh --build-only
stage "ThreadSanitizer: concurrency tests, server load" ./tests/tsan/run.sh

if [[ -d tests/browser ]]; then
  stage "browser tests: install" ./scripts/install-deps.sh --with-browser
  stage "browser tests (headless Chromium)" ./tests/browser/run.sh build/grundy
fi
