#!/usr/bin/env bash
# Black-box tests of coin-turning games, tartans and lexicodes: the CLI (text, JSON, exit
# statuses), rows of 10^5 and 10^6 coins, and the HTTP twin /api/lexicode with the CLI's JSON.
# Usage: coins.sh GRUNDY_BINARY VECTORS_DIR
set -uo pipefail
source "$(dirname "$0")/../own_store.sh"
source "$(dirname "$0")/../serve_on_free_port.sh"
bin="$1"
failures=0
expect() {  # expect WANT_STATUS WANT_SUBSTRING COMMAND...
  local want_status="$1" want="$2" out status
  shift 2
  out="$("$@" 2>&1)"
  status=$?
  if [[ "$status" != "$want_status" || "$out" != *"$want"* ]]; then
    local command="$*"
    echo "FAIL: ${command:0:200} => $status ${out:0:300} (wanted $want_status with $want)"
    failures=$((failures + 1))
  fi
}
expect 0 '4' "$bin" value turning-turtles:THHTH
expect 0 'turn coins 0 and 4 (worth 1 and 5)' "$bin" moves turning-turtles:THHTH
expect 0 '"value":3' "$bin" value mock-turtles:THHTHTH --json
expect 0 '1' "$bin" value 'tartan{twins,twins}:(2,3)'
expect 0 'P' "$bin" outcome 'ruler:HHTHTHH + *4'
expect 2 '"column":9' "$bin" value twins:THxT --json
expect 2 'column 6' "$bin" value 'turn{<3}:H'
# A row of 10^5 coins on the command line, 10^6 from stdin.
row5="$(head -c 100000 /dev/zero | tr '\0' 'T')H"
expect 0 '100001' "$bin" value "turning-turtles:$row5"
expect 0 'its value goes from' "$bin" moves "turning-turtles:H${row5:1}"
row6="$(mktemp)"
{ printf 'turning-turtles:'; head -c 1000000 /dev/zero | tr '\0' 'T'; printf 'H\n'; } >"$row6"
expect 0 '1000001' bash -c "'$bin' value - <'$row6'"
rm -f "$row6"
expect 1 'single-coin values' "$bin" value "moebius:$row5"
# Lexicodes.
expect 0 'weights: 0:1 8:759 12:2576 16:759 24:1' "$bin" lexicode 24 8
expect 0 '"size":16' "$bin" lexicode 7 3 --json
expect 0 '"size":64' "$bin" lexicode 6 4 --base 4 --json
expect 2 'power of 2' "$bin" lexicode 7 3 --base 3
expect 2 'minimum distance' "$bin" lexicode 7 9

if command -v curl >/dev/null; then
  web="$(mktemp -d)"
  trap 'kill $server 2>/dev/null; rm -rf "$web"' EXIT
  serve_on_free_port "$bin" --web "$web" --budget-ms 2000 || exit 1
  cli="$("$bin" lexicode 24 8 --json)"
  http="$(curl -s "http://127.0.0.1:$port/api/lexicode?n=24&d=8")"
  [[ "$cli" == "$http" ]] || { echo "FAIL: /api/lexicode differs: $http vs $cli"; failures=$((failures + 1)); }
  status="$(curl -s -o /dev/null -w '%{http_code}' "http://127.0.0.1:$port/api/lexicode?n=7&d=3&base=3")"
  [[ "$status" == 400 ]] || { echo "FAIL: base 3 => $status"; failures=$((failures + 1)); }
  body="$(curl -s "http://127.0.0.1:$port/api/value?expr=tartan%7Btwins,twins%7D:(2,3)")"
  [[ "$body" == *'"value":1'* ]] || { echo "FAIL: tartan over HTTP: $body"; failures=$((failures + 1)); }
fi
if ((failures)); then
  echo "$failures failures"
  exit 1
fi
echo "coin-turning tests passed"
