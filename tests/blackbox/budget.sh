#!/usr/bin/env bash
# Black-box tests of the budget at the command line (issue 9, item 5): a request too large for
# its memory or time ends with exit 1 and a message saying what ran out, within its --timeout
# (bounds here are generous: T + 2 s); bad bytes and bad option values are exit 2, never an
# abort (exit 134).
# Usage: budget.sh GRUNDY_BINARY VECTORS_DIR
set -uo pipefail
source "$(dirname "$0")/../own_store.sh"
G=$1
failures=0
fail() { echo "FAIL: $*" | cut -c1-300; failures=$((failures + 1)); }

# expect STATUS MAX_SECONDS SUBSTRING args...: the exit status, the time bound, and a substring
# of stdout + stderr.
expect() {
  local want=$1 max=$2 text=$3; shift 3
  local start end out st
  start=$(date +%s.%N)
  out=$(timeout 60 "$G" "$@" 2>&1); st=$?
  end=$(date +%s.%N)
  local took; took=$(awk -v a="$start" -v b="$end" 'BEGIN { printf "%.2f", b - a }')
  if [[ $st -ne $want ]]; then fail "grundy $(printf '%q ' "$@"): exit $st, want $want [$out]"; return; fi
  if awk -v t="$took" -v m="$max" 'BEGIN { exit !(t > m) }'; then
    fail "grundy $(printf '%q ' "$@"): took $took s, more than $max s"; return
  fi
  [[ "$out" == *"$text"* ]] || fail "grundy $(printf '%q ' "$@"): [$out] does not say [$text]"
}

# Memory: refused at once with what ran out and how to ask for more, never killed.
expect 1 6 'the Wythoff value table needs' value 'wythoff:(100000,100001)' --timeout 5
expect 1 3 'more than the memory budget of 1.0 GB; ask for more with --memory BYTES' \
  value 'wythoff:(100000,100001)' --memory 1000000000
expect 1 3 '"error":"the Wythoff value table needs' value 'wythoff:(100000,100001)' --json --memory 1G
expect 1 10 'memory budget of 50.0 MB' outcome 'clobber:xoxox|oxoxo|xoxox|oxoxo' --memory 50M
expect 0 10 '43' value 'wythoff:(300,500)' --memory 1G  # within its budget: answered as before

# Time: every search reads the clock often enough.
expect 1 4 'time budget' outcome --misere 'nim:20000 + kayles:3' --timeout 2
expect 1 2.2 'time budget' moves 'kayles:7520 + kayles:9' --misere --timeout 0.1
expect 1 4 'budget' verify kayles:100000 --timeout 2
expect 0 4 'no period found' period 'sub{1,3,4,6,7,10485761}' --timeout 2 --no-db
expect 1 3 'budget of 20000 nodes' value 'wythoff:(3,34096)' --nodes 20000

# Bad bytes: exit 2 and JSON that parses, never an abort.
for args in "seq $'\xff' 5" "period $'\xff'" "verify $'\xff'" "value $'\xff'" "canonical $'\xff'"; do
  eval "set -- $args"
  expect 2 5 '"error":' "$@" --json
  out=$("$G" "$@" --json 2>/dev/null)
  if command -v python3 >/dev/null; then
    python3 -c 'import json, sys; json.loads(sys.argv[1])' "$out" 2>/dev/null ||
      fail "grundy $args --json printed [$out], not JSON"
  fi
done
expect 2 5 "unknown ruleset '\\xFF'" seq $'\xff' 5  # the bad byte is quoted, not echoed raw

# Option values: parsed strictly.
for bad in nan inf -1 1.5 12x '' 0 99999999999999999999; do
  expect 2 5 'memory' value nim:1 --memory "$bad"
done
for bad in nan inf -inf -2 1e999 abc; do
  expect 2 5 'timeout' value nim:1 --timeout "$bad"
done
expect 0 5 '1' value nim:1 --memory 4G --timeout 1.5
expect 2 5 'memory' seq 0.77 5 --memory nan

if ((failures)); then
  echo "$failures failures"
  exit 1
fi
echo "budget tests passed"
