#!/usr/bin/env bash
# MCGS's own autotests (input/autotests of github.com/ualberta-mueller-group/MCGS), run unchanged
# by `grundy outcome --mcgs` (docs/mcgs.md). They are read from a bare git mirror of MCGS's
# repository, MCGS_MIRROR (default: the one the fetch tool leaves under /work/.mirror), at its
# HEAD; none of MCGS's files is kept in this repository. Without the mirror: exit 77 (ctest SKIP).
# Every case grundy can express must agree with MCGS's expected result (but in wrong_value.test,
# whose expectation is wrong on purpose, and must be found to differ); cases over their time
# (MCGS_CASE_TIMEOUT_MS, default 10000) and skipped cases are counted and listed, not failures.
# MCGS_ONLY, a regular expression, runs only the files whose path matches it.
# Usage: run_mcgs_autotests.sh GRUNDY_BINARY
set -uo pipefail
bin="$(realpath "$1")"
mirror="${MCGS_MIRROR:-/work/.mirror/ualberta-mueller-group+MCGS/repo}"
timeout_ms="${MCGS_CASE_TIMEOUT_MS:-10000}"
if ! git --git-dir="$mirror" rev-parse --verify -q HEAD >/dev/null 2>&1; then
  echo "no MCGS mirror at $mirror: skipped"
  exit 77
fi
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
mkdir -p "$tmp/mcgs"
# Only the test files (the mirror may lack large files elsewhere in the tree).
git --git-dir="$mirror" archive HEAD input/autotests 2>/dev/null | tar -x -C "$tmp/mcgs" ||
  { echo "cannot read input/autotests from $mirror"; exit 1; }
echo "MCGS $(git --git-dir="$mirror" rev-parse --short HEAD), case time limit ${timeout_ms} ms"
status=0
cd "$tmp/mcgs/input/autotests" || exit 1
while IFS= read -r file; do
  "$bin" outcome --mcgs "$file" --json --no-db --case-timeout-ms "$timeout_ms" >"$tmp/out.json" 2>"$tmp/err"
  rc=$?
  if [[ $rc != 0 && $rc != 1 ]]; then
    echo "FAIL: $file: exit $rc: $(head -c 300 "$tmp/err")"
    status=1
    continue
  fi
  python3 - "$file" "$tmp/out.json" "$tmp/totals" <<'PY' || status=1
import json, os, sys
name, path, totals = sys.argv[1:4]
r = json.load(open(path))
keys = ["agree", "differ", "unchecked", "skipped", "over_budget", "errors"]
t = json.load(open(totals)) if os.path.exists(totals) else {k: 0 for k in keys + ["seconds"]}
for k in keys + ["seconds"]:
    t[k] += r[k]
json.dump(t, open(totals, "w"))
print(f"{name}: {len(r['cases'])} cases, " + ", ".join(f"{r[k]} {k}" for k in keys) +
      f"; {r['seconds']:.2f} s")
bad = [c for c in r["cases"] if c["status"] in ("DIFFER", "error")]
for c in bad:
    print(f"  {c['status']} line {c['line']}:{c['column']} {c['player']} expected {c['expected']}, "
          f"grundy {c['result']}: {c['expression'] or c['mcgs']} {c.get('note', '')}")
differ = any(c["status"] == "DIFFER" for c in bad)
# misc_autotests/wrong_value.test holds expected results MCGS's authors made wrong on purpose
# (MCGS's README): there a difference must be found.
if name.endswith("wrong_value.test"):
    print("  (wrong on purpose: a difference is wanted here)")
    sys.exit(0 if differ else 1)
sys.exit(1 if differ else 0)
PY
done < <(find . -name '*.test' | sort | grep -E -- "${MCGS_ONLY:-.}")
[[ -e "$tmp/totals" ]] && python3 -c 'import json,sys; t=json.load(open(sys.argv[1])); print("total:", ", ".join(f"{v:.1f} {k}" if k=="seconds" else f"{v} {k}" for k,v in t.items()))' "$tmp/totals"
exit $status
