#!/usr/bin/env bash
# Black-box tests of the partizan HTTP routes: the same JSON as the CLI, 4xx for bad input,
# an error (not a hang) for a position over its budget.
# Usage: partizan_http.sh GRUNDY_BINARY VECTORS_DIR
set -uo pipefail
source "$(dirname "$0")/../own_store.sh"
source "$(dirname "$0")/../serve_on_free_port.sh"
bin="$1"
command -v curl >/dev/null || { echo "curl missing: skipped"; exit 0; }
web="$(mktemp -d)"
trap 'kill $server 2>/dev/null; rm -rf "$web"' EXIT
serve_on_free_port "$bin" --web "$web" --budget-ms 1000 || exit 1
failures=0
check() {  # check WANT_STATUS WANT_SUBSTRING PATH
  local body status
  body="$(curl -s -w '\n%{http_code}' "http://127.0.0.1:$port$3")"
  status="${body##*$'\n'}"
  body="${body%$'\n'*}"
  if [[ "$status" != "$1" || "$body" != *"$2"* ]]; then
    echo "FAIL: $3 => $status $body (wanted $1 with $2)"
    failures=$((failures + 1))
  fi
}
check 200 '"canonical":"{3||2|1}"' '/api/canonical?expr=%7B3%7C%7B2%7C1%7D%7D'
check 200 '"mean":"9/4"' '/api/canonical?expr=%7B3%7C%7C2%7C1%7D'
check 200 '"relation":"||"' '/api/compare?a=%5E&b=*'
check 200 '"outcome":"N"' '/api/outcome?expr=clobber:xo'
# The outcome search (issue 12): the engine asked for, the same outcome, 400 for a bad engine and
# an error for a board over its budget.
check 200 '"engine":"search"' '/api/outcome?expr=domineering:....%7C....%7C....&engine=search'
check 200 '"outcome":"R"' '/api/outcome?expr=domineering:....%7C....%7C....&engine=search'
check 200 '"engine":"canonical"' '/api/outcome?expr=domineering:....%7C....%7C....&engine=canonical'
check 400 'unknown engine' '/api/outcome?expr=clobber:xo&engine=bogus'
check 422 '"error"' '/api/outcome?engine=search&expr=domineering:........%7C........%7C........%7C........%7C........%7C........%7C........%7C........'
check 200 '"temperature":"1"' '/api/thermograph?expr=%2B-1'
check 200 '<svg' '/api/thermograph?expr=%2B-1&svg=1'
check 200 '"result":"*"' '/api/cool?expr=%2B-1&t=1'
check 400 '"column":1' '/api/canonical?expr=%7B1%7C'
check 200 '"left_incentives":["v","v*"]' '/api/properties?expr=%5E*'
check 200 '"atomic_weight":"1"' '/api/properties?expr=%5E*'
check 200 '"critical_temperatures":["3/4","1/2"]' '/api/properties?expr=%7B3%7C%7C2%7C1%7D'
check 200 '"temperature":"-1/16"' '/api/properties?expr=25/16'
# CGSuite's Companion, Freeze, StopCount and predicates (CanonicalShortGameTestCase: ^, {3||2*|1*}).
check 200 '"companion":"^*"' '/api/properties?expr=%5E'
check 200 '"is_infinitesimal":true' '/api/properties?expr=%5E'
check 200 '"freeze":"9/4*"' '/api/properties?expr=%7B3%7C%7C2%2B*%7C1%2B*%7D'
check 200 '"stop_count":"5"' '/api/properties?expr=%7B3%7C%7C2%2B*%7C1%2B*%7D'
check 200 '"is_odd_tempered":true' '/api/properties?expr=%7B3%7C%7C2%2B*%7C1%2B*%7D'
check 200 '"canonical":"^<2>"' '/api/canonical?expr=%5E.Pow(2)'
check 200 '"critical_temperatures":["1"]' '/api/thermograph?expr=%2B-1'
check 200 '"canonical":"{^^*|v*}"' '/api/canonical?expr=(1/2).%5E'
check 200 '"result":"{1||+-(1*)|-1,{-1|-3}}"' '/api/overheat?expr=%7B3%7C%7C2%2B*%7C1%2B*%7D&s=*&t=1%2B*'
check 400 '"error"' '/api/properties?expr=2.(0)'
check 400 '"error"' '/api/compare?a=1'
check 422 '"error"' '/api/canonical?expr=domineering:........%7C........%7C........%7C........%7C........%7C........%7C........%7C........'
check 200 '"canonical":"0"' '/api/canonical?expr=0'  # the server is still up
if ((failures)); then
  echo "$failures failures"
  exit 1
fi
echo "partizan HTTP tests passed"
