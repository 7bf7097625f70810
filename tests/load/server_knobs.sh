#!/usr/bin/env bash
# The load test against a server whose threads are set from outside, for looking into the mixed
# load's tail (tests/load/README.md, session 12). Not part of `make test`.
#
#   tests/load/server_knobs.sh BIN [load.py load arguments...]
#
# Environment:
#   SERVE_ARGS     more arguments for `BIN serve` (e.g. "--slice-ms 1")
#   HEAVY_POLICY   idle: the heavy pool's threads (those at nice 10) under SCHED_IDLE
#   HEAVY_CPUS     with OTHER_CPUS: the heavy threads on these CPUs, the server's other threads
#   OTHER_CPUS       and the client on those (taskset lists, e.g. 1 and 0)
#   PERF_STAT      seconds: `perf stat -e context-switches,task-clock` of the server, from 5 s
#                  into the run (needs perf)
set -euo pipefail
bin=$1
shift
cd "$(dirname "$0")/../.."
source tests/serve_on_free_port.sh
# shellcheck disable=SC2086
serve_on_free_port "$bin" --no-db ${SERVE_ARGS:-}
pid=$server
trap 'kill $pid 2>/dev/null; wait $pid 2>/dev/null || true' EXIT
sleep 1
client=()
for entry in $(ps -L -o tid=,ni= -p "$pid" | awk '{print $1 ":" $2}'); do
  tid=${entry%%:*} ni=${entry##*:}
  if [ "$ni" = 10 ]; then
    [ "${HEAVY_POLICY:-}" = idle ] && chrt --idle -p 0 "$tid"
    [ -n "${HEAVY_CPUS:-}" ] && taskset -p -c "$HEAVY_CPUS" "$tid" >/dev/null
  elif [ -n "${OTHER_CPUS:-}" ]; then
    taskset -p -c "$OTHER_CPUS" "$tid" >/dev/null
  fi
done
[ -n "${OTHER_CPUS:-}" ] && client=(taskset -c "$OTHER_CPUS")
if [ -n "${PERF_STAT:-}" ]; then
  (sleep 5 && perf stat -e context-switches,task-clock -p "$pid" -- sleep "$PERF_STAT" 2>&1 |
    grep -E 'context-switches|task-clock') &
  perf_pid=$!
fi
"${client[@]}" python3 tests/load/load.py --url "http://127.0.0.1:$port" --pid "$pid" --targets load "$@"
[ -n "${perf_pid:-}" ] && wait "$perf_pid"
exit 0
