#!/usr/bin/env bash
# Black-box tests of loopy partizan games in outcome, moves and properties (docs/partizan.md,
# "Loopy games in outcome, moves and properties"): text and JSON, exit statuses, print and parse
# of the positions after moves, and the HTTP twins giving the CLI's JSON.
# Usage: loopy_play.sh GRUNDY_BINARY VECTORS_DIR
set -uo pipefail
source "$(dirname "$0")/../own_store.sh"
source "$(dirname "$0")/../serve_on_free_port.sh"
bin="$1"
failures=0

fail() {
  echo "FAIL: $*"
  failures=$((failures + 1))
}

expect() {  # expect WANT_STATUS WANT_STDOUT ARGS...
  local want_status="$1" want="$2"
  shift 2
  local got status
  got="$("$bin" "$@" 2>/dev/null)"
  status=$?
  if [[ "$status" != "$want_status" || ( -n "$want" && "$got" != "$want" ) ]]; then
    fail "grundy $* => status $status, '$got' (wanted $want_status, '$want')"
  fi
}

has() {  # has WANT_SUBSTRING ARGS...: grundy ARGS --json contains WANT_SUBSTRING
  local want="$1"
  shift
  local got
  got="$("$bin" "$@" --json 2>/dev/null)"
  [[ "$got" == *"$want"* ]] || fail "grundy $* --json lacks $want: $got"
}

# outcome: the class with draws, by the sides and by retrograde analysis of the game graph.
expect 0 "L" outcome on
expect 0 "L" outcome over
expect 0 "L" outcome 'a={0|a}; a + *'
expect 0 "D" outcome 'on + off'
expect 0 "D/L" outcome 'tis={tisn|}; tisn={|tis}; tis'
expect 0 "L" outcome on --engine search
expect 0 "D" outcome 'on + off' --engine search
expect 0 "L" outcome 'a={0|a}; a + *' --engine search
has '"outcome":"D"' outcome 'on + off'
has '"left_first":"D"' outcome 'on + off'
has '"engine":"sides"' outcome 'on + off'
has '"canonical":"on & off"' outcome 'on + off'
has '"engine":"retrograde"' outcome 'on + off' --engine search
has '"loopy":true' outcome over
has '"stopper":true' outcome over
# A bad loopy expression: exit 2 with the column; S & T has no graph for --engine search.
expect 2 "" outcome 'a={0|b}; a'
has '"column":6' outcome 'a={0|b}; a'
expect 2 "" outcome '1 & 0' --engine search
expect 2 "" outcome over --misere
# Sidling does not settle on a={a,b|0}; b={0|a}; a nor on CGSuite's ttt..fff (560 positions),
# but deleting cyclic moves does (side_pruning.h): the sides are CGSuite's, and the outcome from
# them is retrograde analysis's (--engine search).
expect 0 "a={1,a|0}; a & under" canonical 'a={a,b|0}; b={0|a}; a'
expect 0 "D/R" outcome 'a={a,b|0}; b={0|a}; a' --engine canonical
expect 0 "D/R" outcome 'a={a,b|0}; b={0|a}; a' --engine search
expect 0 "*" canonical 'backsliding-toads-and-frogs:tt..ff'
# CGSuite's own example takes ~2.5 s of CPU (was ~12 s): in the long run only (ctest blackbox_loopy_play_long,
# label long); tt..ff above is the same route (sidling, then deleting cyclic moves) in make test.
if [[ -n "${GRUNDY_BLACKBOX_LONG:-}" ]]; then
  expect 0 "{on||0|-1/2} & {1/2|0||off}" canonical 'backsliding-toads-and-frogs:ttt..fff'
  expect 0 "D" outcome 'backsliding-toads-and-frogs:ttt..fff' --engine search
fi

# moves: each side's winning moves (else drawing ones), --all every move with its result.
expect 0 "over	Left: move to over; Right, to move next, loses" moves 'a={0|a}; a + *'
expect 0 "" moves on
has '"side":"Left"' moves on
has '"result":"wins"' moves on
has '"to":"on"' moves on
has '"result":"draws"' moves 'on + off'
has '"result":"loses"' moves 'a={0|a}; a + *' --all
has '"game_after":"over"' moves 'a={0|a}; a + *'
expect 2 "" moves '1 & 0'
has '"column":5' moves '1 & 0'
expect 2 "" moves 'a={0|a; a'
# Every position after a move reads back: its outcome (Right or Left to move next) is the
# move's result, and grundy outcome of it gives the same class as outcome_after.
for e in on over 'a={0|a}; a + *' 'on + off' 'upon + *' 'a={1|b}; b={a|-1}; a + a' \
  'upon - over'; do
  json="$("$bin" moves "$e" --all --json 2>/dev/null)" || { fail "moves '$e' --all"; continue; }
  while IFS=$'\t' read -r to after; do
    got="$("$bin" outcome "$to" --engine search 2>/dev/null)"
    [[ "$got" == "$after" ]] || fail "moves '$e': after the move to '$to' outcome is '$got', not '$after'"
  done < <(python3 -c 'import json,sys
for m in json.load(sys.stdin)["moves"]: print(m["to"] + "\t" + m["outcome_after"])' <<<"$json")
done

# properties: what is defined for loopy games, the rest null with the reason.
has '"left_stop":"on"' properties on
has '"right_stop":"on"' properties on
has '"left_stop":"over"' properties over
has '"mean":null' properties over
has '"birthday":null' properties on
has '"thermograph":null' properties on
has '"not_defined":{' properties on
has '"left_stop":null' properties 'on + off'
has '"onside":"on"' properties 'on + off'
has '"offside":"off"' properties 'on + off'
has '"outcome":"D"' properties 'on + off'
has '"left_stop":"over"' properties 'a={0|a}; a + *'
has '"left_stop":"1"' properties 'a={1|-1}; a'  # a short game's properties in full
expect 2 "" properties 'a={0|b}; a'
text="$("$bin" properties 'on + off')"
[[ "$text" == *"left stop             none: defined for stoppers"* ]] || fail "properties text: $text"

# Fox and Geese beside a short game (the geese Left): retrograde analysis over the product.
fg='fox-and-geese:...|.G.|F..'
expect 0 "P" outcome "$fg"
expect 0 "P" outcome "$fg + 0"
expect 0 "R" outcome "$fg + -1"
has '"engine":"retrograde"' outcome "$fg + *"
expect 2 "" outcome "$fg + {1|"
expect 2 "" outcome "$fg + 1" --misere
expect 1 "" outcome 'fox-and-geese:.F......|........|........|........|........|........|........|G.G.G.G. + {1|-1}' --timeout 0.5

# The HTTP twins give the CLI's JSON.
if command -v curl >/dev/null && command -v python3 >/dev/null; then
  web="$(mktemp -d)"
  trap 'kill $server 2>/dev/null; rm -rf "$web"' EXIT
  serve_on_free_port "$bin" --web "$web" --budget-ms 2000 || exit 1
  same() {  # same COMMAND EXPR [QUERY]: /api/COMMAND?expr=EXPR&QUERY == grundy COMMAND EXPR --json
    local cli http
    cli="$("$bin" "$1" "$2" ${4:+$4} --json 2>/dev/null)"
    http="$(curl -s -G "http://127.0.0.1:$port/api/$1" --data-urlencode "expr=$2" ${3:+--data "$3"})"
    if ! python3 -c 'import json,sys; sys.exit(json.loads(sys.argv[1]) != json.loads(sys.argv[2]))' \
      "$cli" "$http"; then
      fail "/api/$1?expr=$2&${3:-} differs from the CLI: $http vs $cli"
    fi
  }
  for e in on over 'a={0|a}; a + *' 'on + off' '1 & 0'; do
    same outcome "$e"
    same properties "$e"
  done
  for e in on over 'a={0|a}; a + *' 'on + off'; do
    same moves "$e"
    same moves "$e" "all=1" --all
  done
  same outcome 'on + off' "engine=search" "--engine=search"
  same outcome "$fg + -1"
  status="$(curl -s -o /dev/null -w '%{http_code}' -G "http://127.0.0.1:$port/api/outcome" \
    --data-urlencode 'expr=a={0|b}; a')"
  [[ "$status" == 400 ]] || fail "/api/outcome of a bad loopy expression: $status"
fi

if ((failures)); then
  echo "$failures failures"
  exit 1
fi
echo "loopy play black-box tests passed"
