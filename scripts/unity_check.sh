#!/usr/bin/env bash
# Builds the engine, the app layer and the unit tests each as one unity unit (build-unity-check/,
# -DGRUNDY_UNITY_BATCH=0), so that every clash of file-local names (two files' anonymous-namespace
# helpers of one name) shows at once, whatever batches of eight a later file would make. Run it
# after adding files; it prints each clash, or that there is none. Not part of make test (one
# unit of 200 files takes several minutes on one core).
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/ccache.sh
cmake -S . -B build-unity-check -G Ninja -DGRUNDY_UNITY_BATCH=0 -DGRUNDY_PCH=OFF \
  -DCMAKE_DISABLE_FIND_PACKAGE_MPI=ON "${launcher[@]}" >/dev/null
if cmake --build build-unity-check -j "${JOBS:-$(nproc)}" --target grundy_engine grundy_app \
  grundy_http grundy_tests -- -k 0 >build-unity-check/build.log 2>&1; then
  echo "unity_check: no clash of file-local names in one-unit targets"
else
  grep -E "error: (redefinition|conflicting|ambiguat|call of overloaded|reference to .* is ambiguous)" \
    build-unity-check/build.log | sort -u >&2 || tail -n 40 build-unity-check/build.log >&2
  echo "unity_check: clashes above (build-unity-check/build.log)" >&2
  exit 1
fi
