# Sourced by the black-box scripts that talk to a server. serve_on_free_port BINARY ARGS... starts
# `BINARY serve --port 0 ARGS...` in the background, so the kernel picks a port no other test or
# client holds, reads the port from the line the server prints on start, and sets `server` (its
# pid), `port` and `base`. It returns 1, printing the server's words, if the server does not
# start within 10 s. The server's stderr goes to a file the caller's EXIT trap need not remove.
serve_on_free_port() {
  local bin="$1"
  shift
  local log
  log="$(mktemp)"
  "$bin" serve --port 0 "$@" 2>"$log" &
  server=$!
  port=""
  for _ in $(seq 100); do
    port="$(sed -n 's|^grundy: serving http://.*:\([0-9]*\)/$|\1|p' "$log")"
    [[ -n "$port" ]] && break
    kill -0 "$server" 2>/dev/null || break
    sleep 0.1
  done
  if [[ -z "$port" ]]; then
    echo "the server did not start: $(head -c 500 "$log")"
    rm -f "$log"
    return 1
  fi
  rm -f "$log"
  base="http://127.0.0.1:$port"
}
