#!/usr/bin/env bash
# Black-box test of the server's memory budget (issue 9, item 5): heavy requests are refused
# with 503 and {"error": …}, never a dead server; its resident memory stays under --memory; and
# requests that are not UTF-8 get a 4xx, never a crash.
# Usage: server_memory.sh GRUNDY_BINARY VECTORS_DIR
set -uo pipefail
source "$(dirname "$0")/../own_store.sh"
source "$(dirname "$0")/../serve_on_free_port.sh"
bin="$1"
command -v curl >/dev/null || { echo "curl missing: skipped"; exit 0; }
memory=1000000000  # 1 GB for the whole server
web="$(mktemp -d)"
trap 'kill $server 2>/dev/null; rm -rf "$web"' EXIT
serve_on_free_port "$bin" --web "$web" --budget-ms 2000 --memory "$memory" --no-db || exit 1
failures=0
fail() { echo "FAIL: $*" | cut -c1-300; failures=$((failures + 1)); }
check() {  # check WANT_STATUS WANT_SUBSTRING PATH
  local body status
  body="$(curl -s --max-time 10 -w '\n%{http_code}' "$base$3")"
  status="${body##*$'\n'}"
  body="${body%$'\n'*}"
  [[ "$status" == "$1" && "$body" == *"$2"* ]] || fail "$3 => $status $body (wanted $1 with $2)"
}
rss_kb() { awk '/^VmRSS/ {print $2}' "/proc/$server/status" 2>/dev/null || echo 0; }
peak=0
sample() { local r; r=$(rss_kb); ((r > peak)) && peak=$r; }

# Bad bytes: answered, not thrown on (the 404 handler, the routes, the error messages).
check 404 'Page not found' '/%FF'
check 404 '"error"' '/api/%FF%FE'
check 400 '"error"' '/api/seq?ruleset=%FF'
check 400 '"error"' '/api/value?expr=%FF'
check 400 '"error"' '/api/period?ruleset=%C3%28'
check 400 '"error"' '/api/canonical?expr=%FF'
check 200 '"value":1' '/api/value?expr=nim:1'

# The soak: twenty requests for a position whose value table would need 82 GB, from eight
# connections at once, while the server's resident memory is sampled.
heavy="$base/api/value?expr=wythoff:(100000,100001)"
statuses="$(mktemp)"
clients=()
for c in $(seq 8); do
  (for _ in $(seq 20); do
     curl -s --max-time 15 -o /dev/null -w '%{http_code}\n' "$heavy"
   done >>"$statuses") &
  clients+=($!)
done
running() { local p; for p in "${clients[@]}"; do kill -0 "$p" 2>/dev/null && return 0; done; return 1; }
while running; do sample; sleep 0.05; done
sample
got=$(sort "$statuses" | uniq -c | tr -s ' ' | tr '\n' ';')
[[ "$(grep -c '^503$' "$statuses")" == 160 ]] || fail "the heavy requests answered $got (wanted 160 × 503)"
rm -f "$statuses"
check 503 'Wythoff value table' '/api/value?expr=wythoff:(100000,100001)'
# Heavy requests that do compute (a search that grows until its share runs out or time is up).
clients=()
for _ in $(seq 4); do
  curl -s --max-time 15 -o /dev/null "$base/api/outcome?expr=nim:20000%20%2B%20kayles:3&misere=1" &
  clients+=($!)
  curl -s --max-time 15 -o /dev/null "$base/api/moves?expr=kayles:7520%20%2B%20kayles:9&misere=1" &
  clients+=($!)
done
while running; do sample; sleep 0.05; done
sample
check 200 '"value":1' '/api/value?expr=nim:1'
kill -0 "$server" 2>/dev/null || fail "the server died"
limit_kb=$((memory / 1024))
((peak > 0 && peak < limit_kb)) || fail "peak RSS ${peak} kB, not under --memory (${limit_kb} kB)"
after=$(rss_kb)
echo "peak RSS ${peak} kB, after ${after} kB, --memory ${limit_kb} kB"
if ((failures)); then
  echo "$failures failures"
  exit 1
fi
echo "server memory tests passed"
