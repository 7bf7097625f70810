#!/usr/bin/env bash
# Black-box tests of issue 10's items 4 and 6: `grundy nimber` (every line of nimber-field.tsv,
# strict operands, JSON, GET /api/nimber) and Wythoff's game at coordinates up to 2^64 − 1.
# Usage: nimber_wythoff.sh GRUNDY_BINARY VECTORS_DIR
set -uo pipefail
source "$(dirname "$0")/../own_store.sh"
source "$(dirname "$0")/../serve_on_free_port.sh"
G=$1
VECTORS=$2
failures=0
passes=0
fail() { echo "FAIL: $*" | cut -c1-300; failures=$((failures + 1)); }
pass() { passes=$((passes + 1)); }

expect_out() {  # expected-stdout args...
  local want=$1; shift
  local got; got=$(timeout 60 "$G" "$@" 2>/dev/null); local st=$?
  if [[ $st -ne 0 || "$got" != "$want" ]]; then fail "grundy $* -> [$got] (exit $st), want [$want]"; else pass; fi
}
expect_err() {  # status substring args... : that exit status, one line on stderr naming substring
  local want_st=$1 want=$2; shift 2
  local err; err=$(timeout 60 "$G" "$@" 2>&1 >/dev/null); local st=$?
  local lines; lines=$(printf '%s' "$err" | grep -c '' || true)
  if [[ $st -ne $want_st || $lines -ne 1 || "$err" != *"$want"* ]]; then
    fail "grundy $*: exit $st, [$err], want $want_st with [$want]"
  else pass; fi
}

# nimber-field.tsv through the binary, decimal and hexadecimal.
while IFS=$'\t' read -r op a b result; do
  [[ "$op" == \#* || "$op" == op || -z "$op" ]] && continue
  if [[ "$op" == mul ]]; then
    expect_out "$result" nimber mul "$a" "$b"
    expect_out "$result" nimber mul "$(printf '0x%x' "$a")" "$(printf '0X%X' "$b")"
  else
    expect_out "$result" nimber "$op" "$a"
    expect_out "{\"a\":$a,\"op\":\"$op\",\"result\":$result}" nimber "$op" "$a" --json
  fi
done < "$VECTORS/nimber-field.tsv"
expect_out 1 nimber pow 2 3
expect_out 7368165106640270996 nimber pow 4294967302 12345
expect_out '{"a":3,"b":5,"op":"mul","result":15}' nimber mul 3 5 --json
expect_err 2 '0 has no inverse' nimber inv 0
expect_err 2 '0 has no inverse' nimber inv 0x0
expect_err 2 "A must be a natural number below 2^64" nimber mul -3 5
expect_err 2 "B must be a natural number below 2^64" nimber mul 3 +5
expect_err 2 "E must be a natural number below 2^64" nimber pow 3 1e3
expect_err 2 "is too large" nimber mul 18446744073709551616 1
expect_err 2 "is too large" nimber sqrt 0x10000000000000000
expect_err 2 "'g' at column 4" nimber inv 0x1g
expect_err 2 "nimber mul takes 2 operands" nimber mul 3
expect_err 2 "nimber sqrt takes 1 operand" nimber sqrt 3 4
expect_err 2 "unknown nimber operation 'frob'" nimber frob 3 4
expect_err 2 "division by 0" nimber div 3 0
got=$(timeout 60 "$G" nimber inv 0 --json 2>/dev/null); st=$?
if [[ $st -eq 2 && "$got" == '{"error":"0 has no inverse"}' ]]; then pass; else fail "nimber inv 0 --json: $st $got"; fi

# Wythoff at any size: (⌊nφ⌋, ⌊nφ²⌋) for n = 7046029254386353130 is (2^64/φ, 2^64 − 1).
P='wythoff:(11400714819323198485,18446744073709551615)'
expect_out P outcome "$P"
expect_out N outcome 'wythoff:(11400714819323198484,18446744073709551615)'
expect_out 0 value "$P"
expect_out "no winning move: $P is a P-position (every move loses)" moves "$P"
expect_out P outcome --misere "$P"
expect_out N outcome 'wythoff:(18446744073709551615,5)'
expect_out 'wythoff:(3,5)	take 18446744073709551612 from the first pile of (18446744073709551615,5): (a_2, b_2) = (3,5) is a P-position (Wythoff 1907: a_n = ⌊nφ⌋, b_n = a_n + n)' \
  moves 'wythoff:(18446744073709551615,5)'
expect_out '{"expression":"wythoff:(11,16)","misere":true,"moves":[{"explanation":"take 3 from both piles of (11,16): (a_5, b_5) = (8,13) is a misère P-position (Wythoff 1907: a_n = ⌊nφ⌋, b_n = a_n + n)","to":"wythoff:(8,13)"}],"outcome":"N"}' \
  moves --misere 'wythoff:(11,16)' --json
# The misère exceptions.
expect_out P outcome --misere 'wythoff:(0,1)'
expect_out P outcome --misere 'wythoff:(2,2)'
expect_out N outcome --misere 'wythoff:(0,0)'
expect_out N outcome --misere 'wythoff:(1,2)'
# Sums: a huge P-position is worth 0 beside other games.
expect_out 5 value "$P + nim:5"
expect_out P outcome "$P + $P"
# The value of a huge N-position is past any table: a memory budget error, exit 1.
expect_err 1 'need no table' value 'wythoff:(18446744073709551615,5)'

# GET /api/nimber and the Wythoff routes, the same JSON as the CLI.
if command -v curl >/dev/null; then
  web="$(mktemp -d)"
  trap 'kill $server 2>/dev/null; rm -rf "$web"' EXIT
  serve_on_free_port "$G" --web "$web" --budget-ms 1000 || exit 1
  check() {  # check WANT_STATUS WANT_BODY PATH
    local body status
    body="$(curl -s -w '\n%{http_code}' "http://127.0.0.1:$port$3")"
    status="${body##*$'\n'}"
    body="${body%$'\n'*}"
    if [[ "$status" != "$1" || "$body" != "$2" ]]; then fail "$3 => $status $body (wanted $1 $2)"; else pass; fi
  }
  check 200 "$("$G" nimber mul 0xffffffffffffffff 18446744073709551615 --json)" \
    '/api/nimber?op=mul&a=0xffffffffffffffff&b=18446744073709551615'
  check 200 "$("$G" nimber pow 4294967302 12345 --json)" '/api/nimber?op=pow&a=4294967302&e=12345'
  check 200 '{"a":16,"op":"sqrt","result":30}' '/api/nimber?op=sqrt&a=16'
  check 400 '{"error":"0 has no inverse"}' '/api/nimber?op=inv&a=0'
  check 400 '{"error":"missing query parameter '"'"'b'"'"'"}' '/api/nimber?op=mul&a=3'
  check 400 "$("$G" nimber mul -1 2 --json 2>/dev/null)" '/api/nimber?op=mul&a=-1&b=2'
  check 200 "$("$G" outcome "$P" --json)" "/api/outcome?expr=$P"
  check 200 "$("$G" moves 'wythoff:(18446744073709551615,5)' --json)" \
    '/api/moves?expr=wythoff:(18446744073709551615,5)'
fi

echo "nimber_wythoff: $passes passed, $failures failed"
[[ $failures -eq 0 ]]
