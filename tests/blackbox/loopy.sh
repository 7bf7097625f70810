#!/usr/bin/env bash
# Black-box tests of loopy graphs (docs/notation.md, Loopy graphs): the generalized Sprague–Grundy
# values and their spelling inf{K}, outcomes with draws, the moves that win or keep a draw,
# verify against retrograde analysis, the refusals (exit 2), and the HTTP twins answering the
# same JSON as the CLI.
# Usage: loopy.sh GRUNDY_BINARY VECTORS_DIR
set -uo pipefail
source "$(dirname "$0")/../own_store.sh"
source "$(dirname "$0")/../serve_on_free_port.sh"
G=$1
failures=0
passes=0
fail() { echo "FAIL: $*" | cut -c1-400; failures=$((failures + 1)); }
pass() { passes=$((passes + 1)); }
expect_out() {  # expected-stdout args...
  local want=$1; shift
  local got; got=$(timeout 60 "$G" "$@" 2>/dev/null); local st=$?
  if [[ $st -ne 0 || "$got" != "$want" ]]; then fail "grundy $* -> [$got] (exit $st), want [$want]"; else pass; fi
}
expect_has() {  # substring args...
  local want=$1; shift
  local got; got=$(timeout 60 "$G" "$@" 2>/dev/null); local st=$?
  if [[ $st -ne 0 || "$got" != *"$want"* ]]; then fail "grundy $* -> [$got] (exit $st), want [$want]"; else pass; fi
}
expect_bad() {  # substring args... : exit 2, one line on stderr naming the problem
  local want=$1; shift
  local err; err=$(timeout 60 "$G" "$@" 2>&1 >/dev/null); local st=$?
  if [[ $st -ne 2 || "$err" != *"$want"* || $(grep -c '' <<<"$err") -ne 1 ]]; then
    fail "grundy $*: exit $st [$err], want 2 with [$want]"
  else pass; fi
}

# The literature examples (../shared/notes/impartial-algebra.md §5).
expect_out 'inf{}' value 'graph{a->b;b->a}:a'
expect_out 'D' outcome 'graph{a->b;b->a}:b'
expect_out 'inf{0}' value 'graph{u->u,t;t}:u'
expect_out 'N' outcome 'graph{u->u,t;t}:u'
expect_out 'inf{1}' value 'graph{u->u,t;t}:u + *1'
expect_out 'D' outcome 'graph{u->u,t;t}:u + *1'
expect_out '0' value 'graph{u->v;v->u,t;t}:u'
expect_out '1' value 'graph{u->v;v->u,t;t}:v'
expect_out 'inf{1}' value 'graph{a->b;b->c;c->a,d;d->e;e}:c'
expect_out '3' value 'graph{x->s0,s1,s2,y;y->x;s0;s1->s0;s2->s0,s1}:x'
expect_out 'inf{}' value 'graph{a->b;b->a}:a + nim:3'
expect_out 'inf{}' value 'graph{a->b;b->a}:a + graph{u->u,t;t}:u'
expect_out '{"component_values":[{"k":[],"loopy":"inf","value":null},3],"expression":"graph{a->b;b->a}:a + nim:3","k":[],"loopy":"inf","normalised":"graph{a->b;b->a}:a + nim:3","outcome":"D","value":null}' value 'graph{a->b;b->a}:a + nim:3' --json
expect_out '{"component_values":[{"k":[0],"loopy":"inf","value":null},2],"expression":"graph{u->u,t;t}:u + nim:2","k":[2],"loopy":"inf","normalised":"graph{t;u->t,u}:u + nim:2","outcome":"D","value":null}' value 'graph{u->u,t;t}:u + nim:2' --json
# An acyclic position of a graph with a cycle elsewhere is a finite game, as before.
expect_out '{"component_values":[1],"expression":"graph{a->b;b->a;c->d;d}:c","normalised":"graph{a->b;b->a;c->d;d}:c","outcome":"N","value":1}' value 'graph{a->b;b->a;c->d;d}:c' --json
expect_out '*' canonical 'graph{a->b;b->a;c->d;d}:c'
# Moves: the win from inf{0}; from a draw, only the moves that keep it.
expect_has $'graph{t;u->t,u}:t\tmove from u to t: its value goes from inf{0} to 0, a P-position' moves 'graph{u->u,t;t}:u'
got=$("$G" moves 'graph{x->s1,y;y->x;s1->s0;s0}:x' | cut -f1)  # the move to *1 loses: not listed
[[ "$got" == 'graph{s0;s1->s0;x->s1,y;y->x}:y' ]] && pass || fail "moves from a draw: [$got]"
expect_has '"outcome_after":"D"' moves 'graph{x->s1,y;y->x;s1->s0;s0}:x' --json
expect_has 'is a P-position (every move loses)' moves 'graph{u->v;v->u,t;t}:u'
expect_has '"k":[1],"loopy":"inf"' options 'graph{x->s1,y;y->x;s1->s0;s0}:x' --json
# verify: γ and Smith's sum theorem against retrograde analysis.
expect_has '39 of 39 agreements' verify 'graph{a->b;b->a,c;c}'
expect_has '5 of 5 agreements' verify 'graph{a->b;b->c;c->a,d;d->e;e}:c'
# Refusals: exit 2, naming the loopy term.
expect_bad 'misère play of a loopy game is not defined here' outcome 'graph{a->b;b->a}:a' --misere
expect_bad 'misère play of a loopy game is not defined here' moves 'graph{a->b;b->a}:a + nim:1' --misere
expect_bad 'the canonical form of a loopy game is not defined here' canonical 'graph{a->b;b->a}:a'
expect_bad 'graph{a->b;b->a}:a has a cycle' outcome 'graph{a->b;b->a}:a + 1/2'
expect_bad 'has a cycle' compare 'graph{a->b;b->a}:a' '*'
expect_bad 'has a cycle' moves 'graph{a->b;b->a}:a + 1'
expect_bad "unknown position 'z'" value 'graph{a->b;b->a}:z'

# The HTTP twins answer the same JSON.
if command -v curl >/dev/null; then
  web="$(mktemp -d)"
  trap 'kill $server 2>/dev/null; rm -rf "$web"' EXIT
  serve_on_free_port "$G" --web "$web" --budget-ms 2000 --no-db || exit 1
  for cmd in value outcome moves options verify; do
    for expr in 'graph{a->b;b->a}:a + nim:3' 'graph{u->u,t;t}:u' 'graph{x->s1,y;y->x;s1->s0;s0}:x'; do
      want=$("$G" "$cmd" "$expr" --json --no-db 2>/dev/null)
      got=$(curl -s -G "http://127.0.0.1:$port/api/$cmd" --data-urlencode "expr=$expr")
      [[ "$got" == "$want" ]] && pass || fail "/api/$cmd $expr: [$got] want [$want]"
    done
  done
  status=$(curl -s -o /dev/null -w '%{http_code}' -G "http://127.0.0.1:$port/api/outcome" \
    --data-urlencode 'expr=graph{a->b;b->a}:a' --data-urlencode 'misere=1')
  [[ "$status" == 400 ]] && pass || fail "misère loopy over HTTP: $status, want 400"
fi

echo "$passes passed, $failures failed"
[[ $failures -eq 0 ]]
