# Sourced by every black-box script after `set -uo pipefail`. ctest names a fresh results store for
# each script (GRUNDY_DB); a script run by hand gets a temporary one, never the user's own
# (~/.local/share/grundy/results.sqlite).
if [[ -z "${GRUNDY_DB:-}" ]]; then
  GRUNDY_DB="${TMPDIR:-/tmp}/grundy-blackbox-$$.sqlite"
  rm -f "$GRUNDY_DB"
fi
export GRUNDY_DB
