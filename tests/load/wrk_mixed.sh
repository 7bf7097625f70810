#!/usr/bin/env bash
# The mixed load with wrk (Debian's `wrk`, C and event-driven: a client whose own share of the
# cores is small) instead of load.py: HEAVY connections of heavy requests in a closed loop, and
# CHEAP connections of the cheap request, each pausing PAUSE_MS between requests; wrk's latency
# distribution of the cheap ones is the figure. Not part of `make test` (wrk comes with
# scripts/install-deps.sh --with-load); tests/load/README.md, sessions 13–15.
#
#   tests/load/wrk_mixed.sh BIN [SECONDS]     (environment: HEAVY=56 CHEAP=8 PAUSE_MS=30;
#                                              HEAVY_POLICY=idle: the heavy pool under SCHED_IDLE;
#                                              SERVE_ARGS: more arguments for `BIN serve`)
set -euo pipefail
bin=$1
seconds=${2:-20}
cd "$(dirname "$0")/../.."
source tests/load/wrk/serve.sh
serve_for_wrk wrk_mixed.sh "$bin"
pid=$server
trap 'kill $pid 2>/dev/null; wait $pid 2>/dev/null || true' EXIT
sleep 1
if [ "${HEAVY_POLICY:-}" = idle ]; then
  for tid in $(ps -L -o tid=,ni= -p "$pid" | awk '$2 == 10 {print $1}'); do chrt --idle -p 0 "$tid"; done
fi
url=http://127.0.0.1:$port
heavy_log=$(mktemp)
trap 'kill $pid 2>/dev/null; wait $pid 2>/dev/null || true; rm -f "$heavy_log"' EXIT
if [ "${HEAVY:-56}" -gt 0 ]; then
  wrk -t1 -c"${HEAVY:-56}" -d"${seconds}s" --timeout 10s -s tests/load/wrk/heavy.lua "$url" \
    >"$heavy_log" 2>&1 &
  heavy=$!
fi
PAUSE_MS=${PAUSE_MS:-30} wrk -t1 -c"${CHEAP:-8}" -d"${seconds}s" --latency \
  -s tests/load/wrk/cheap.lua "$url/api/value?expr=nim:3,4,5"
if [ -n "${heavy:-}" ]; then
  wait "$heavy"
  echo "--- heavy connections:"
  grep -E 'Requests/sec|requests in|Non-2xx|Socket errors' "$heavy_log"
fi
