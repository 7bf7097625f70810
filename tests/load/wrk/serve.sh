# Sourced by the wrk scripts (wrk_load.sh, wrk_mixed.sh), from the repository's root: checks that
# wrk is there, then starts `BIN serve --no-db $SERVE_ARGS` on a free port (serve_on_free_port.sh:
# sets $server, its pid, and $port).
#   serve_for_wrk SCRIPT_NAME BIN
serve_for_wrk() {
  command -v wrk >/dev/null || {
    echo "$1: needs wrk (scripts/install-deps.sh --with-load, or apt-get install wrk)" >&2
    exit 2
  }
  source tests/serve_on_free_port.sh
  # shellcheck disable=SC2086
  serve_on_free_port "$2" --no-db ${SERVE_ARGS:-}
}
