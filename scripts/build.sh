#!/usr/bin/env bash
# `make build`: the release build in BUILD (default build/), through ccache where there is one.
set -euo pipefail
cd "$(dirname "$0")/.."
build=${1:-build}
jobs=${JOBS:-$(nproc)}
source scripts/ccache.sh
cmake -S . -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=Release "${launcher[@]}" >/dev/null
cmake --build "$build" -j "$jobs"
