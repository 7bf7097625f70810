#!/usr/bin/env bash
# `make test-long`: the research-scale checks that `make test` leaves out (tests/README.md), each
# the large instance of a code path `make test` runs small:
#   1. every ctest test labelled `long` on the release build (the heap-30 misère quotients);
#   2. every libFuzzer target for FUZZ_SECONDS (60 by default) from a fixed seed, when clang is
#      installed.
# Every stage is timed; the table of stage times closes the run.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/stages.sh  # also sets and exports JOBS (default: the number of cores)
stage_release_build
stage "ctest: release, label long" \
  ctest --test-dir build --output-on-failure -j "$JOBS" -L long --no-tests=error
if command -v clang++ >/dev/null; then
  stage "build: libFuzzer targets (build-fuzz/)" ./scripts/fuzz.sh --build-only
  stage "fuzz: each target, ${FUZZ_SECONDS:-60} s" \
    env FUZZ_SECONDS="${FUZZ_SECONDS:-60}" FUZZ_SEED="${FUZZ_SEED:-1}" ./scripts/fuzz.sh
fi
