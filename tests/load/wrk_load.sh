#!/usr/bin/env bash
# The issue's mixed load (64 connections of cheap values, moves of sums, canonical forms of 3x3
# Domineering boards, sequences, and heavy requests the budget refuses), with wrk as the client:
# Debian's `wrk`, C and event-driven, so that the latency measured is the server's and not a
# client's own wait for the cores (load.py's Python threads wait for the interpreter lock and
# for the two cores themselves: tests/load/README.md, session 15). One wrk per kind, side by
# side; the connections are shared out as load.py's default mix (value 6, moves 2, canonical 2,
# seq 1, heavy 1). Each connection of the first four pauses PAUSE_MS before each request (a rate
# the server carries: a closed loop at a C client's full speed measures a saturated queue, whose
# wait is connections / throughput by Little's law); the heavy ones come in a closed loop.
# Prints each kind's requests, p50, p99, max and statuses, then the issue's targets. `make load`
# installs wrk (Debian's package) and runs this; it is not part of `make test`, whose form of the
# load test is load.py's `short` (which asserts no timing).
#
#   tests/load/wrk_load.sh BIN [SECONDS]   (environment: CONNECTIONS=64, PAUSE_MS=10;
#                                           SERVE_ARGS: more arguments for `BIN serve`;
#                                           INSPECT=1: read every answer's status and the
#                                           server's own account, Server-Timing, at a cost to
#                                           the client: "server p50 … p99 …" in ms)
set -euo pipefail
bin=$1
seconds=${2:-60}
cd "$(dirname "$0")/../.."
source tests/load/wrk/serve.sh
serve_for_wrk wrk_load.sh "$bin"
pid=$server
out=$(mktemp -d)
trap 'kill $pid 2>/dev/null; wait $pid 2>/dev/null || true; rm -rf "$out"' EXIT
total=${CONNECTIONS:-64}
declare -A share=([value]=6 [moves]=2 [canonical]=2 [seq]=1 [heavy]=1)
kinds=(value moves canonical seq heavy)
n_of() { local n=$((total * share[$1] / 12)); echo $((n < 1 ? 1 : n)); }
rest=0
for kind in moves canonical seq heavy; do rest=$((rest + $(n_of $kind))); done
for kind in "${kinds[@]}"; do
  if [ "$kind" = value ]; then n=$((total - rest)); else n=$(n_of "$kind"); fi
  pause=${PAUSE_MS:-10}
  [ "$kind" = heavy ] && pause=0  # heavy requests come as fast as they are refused
  KIND=$kind PAUSE_MS=$pause wrk -t1 -c"$n" -d"${seconds}s" --timeout 10s \
    -s tests/load/wrk/mixed.lua "http://127.0.0.1:$port" >"$out/$kind" 2>&1 &
done
rss_first=$(awk '/VmRSS/ {print $2}' "/proc/$pid/status")
wait_for=$(jobs -p | grep -v "^$pid$" || true)
# shellcheck disable=SC2086
wait $wait_for 2>/dev/null || true
rss_last=$(awk '/VmRSS/ {print $2}' "/proc/$pid/status")
echo "wrk_load: $total connections, pause ${PAUSE_MS:-10} ms, $seconds s, $(git rev-parse --short HEAD 2>/dev/null || echo ?)"
status=0
for kind in "${kinds[@]}"; do
  line=$(grep '^KIND ' "$out/$kind" || true)
  if [ -z "$line" ]; then
    echo "  $kind: no result"; cat "$out/$kind"; status=1; continue
  fi
  echo "  ${line#KIND }"
done
echo "  server VmRSS $rss_first kB at the start, $rss_last kB at the end"
p99=$(awk '/^KIND value / {print $8}' "$out/value")
bad=$(cat "$out"/* | awk '/^KIND / {u += $12; t += $14} END {print u + 0, t + 0}')
echo "targets: cheap (value) p99 $p99 ms (under 5: $(awk -v p="$p99" 'BEGIN {print (p < 5) ? "met" : "NOT met"}')); unexpected statuses and transport errors (all kinds): $bad"
exit $status
