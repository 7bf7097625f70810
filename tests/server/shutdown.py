#!/usr/bin/env python3
"""Graceful shutdown (issue 33, item 4), black-box.

Starts `grundy serve --port 0 --db STORE --budget-ms 1500` in a temporary folder, has it save a
sequence to its results store, starts a request that runs to its budget, and sends SIGTERM while
that request is in progress. Asserts: the request in progress is answered (its 422 JSON, not a
reset); a client connecting after the signal is refused; the server exits with status 0 within
the budget and a margin, saying so; the store passes SQLite's integrity check and holds what was
saved, readable by `grundy seq`. Then: a second signal stops a server at once (status 1).
Usage: shutdown.py GRUNDY_BINARY. Exit status 1 on any failure.
"""
import http.client
import json
import os
import signal
import socket
import sqlite3
import subprocess
import sys
import tempfile
import threading
import time

from harness import check, failures, serve

BUDGET_MS = 1500
HEAVY = "wythoff:(8000,8001)"  # its table takes 20 s or more: runs to any smaller budget


def get(port, path, timeout=30.0):
    c = http.client.HTTPConnection("127.0.0.1", port, timeout=timeout)
    try:
        c.request("GET", path)
        r = c.getresponse()
        return r.status, r.read()
    finally:
        c.close()


def main():
    grundy = sys.argv[1]
    with tempfile.TemporaryDirectory() as tmp:
        store = os.path.join(tmp, "results.sqlite")
        server, port = serve([grundy, "serve", "--port", "0", "--db", store, "--budget-ms",
                              str(BUDGET_MS)])
        status, body = get(port, "/api/seq?ruleset=0.07&n=2000")
        check(status == 200, f"a sequence is computed and saved: {status}")

        answer = {}

        def in_progress():
            try:
                answer["status"], answer["body"] = get(port, "/api/value?expr=" + HEAVY)
            except OSError as e:
                answer["error"] = repr(e)

        t = threading.Thread(target=in_progress)
        t.start()
        time.sleep(0.4)  # the request is being answered
        signalled = time.monotonic()
        server.send_signal(signal.SIGTERM)
        time.sleep(0.2)
        try:
            socket.create_connection(("127.0.0.1", port), timeout=2).close()
            check(False, "a client connecting after SIGTERM is refused (it was accepted)")
        except OSError:
            pass
        t.join(timeout=30)
        check("error" not in answer and answer.get("status") == 422 and
              "budget" in json.loads(answer.get("body", b"{}")).get("error", ""),
              f"the request in progress is answered (422 at its budget): {answer}")
        try:
            code = server.wait(timeout=BUDGET_MS / 1000 * 2 + 5)
        except subprocess.TimeoutExpired:
            server.kill()
            code = None
        took = time.monotonic() - signalled
        check(code == 0, f"the server exits 0 after SIGTERM (status {code}, {took:.1f} s)")

        con = sqlite3.connect(store)
        try:
            check(con.execute("PRAGMA integrity_check").fetchone()[0] == "ok",
                  "the store passes SQLite's integrity check")
            rows = con.execute("SELECT value_count FROM sequences WHERE ruleset = '0.07'")
            check(any(n > 0 for (n,) in rows), "the saved sequence is in the store")
        finally:
            con.close()
        r = subprocess.run([grundy, "seq", "0.07", "2000", "--db", store, "--no-progress",
                            "--format", "csv"], capture_output=True, text=True)
        check(r.returncode == 0, f"grundy seq reads the store after the shutdown: {r.stderr}")

        # A second signal: at once, status 1, even with a request in progress.
        server, port = serve([grundy, "serve", "--port", "0", "--no-db", "--budget-ms", "20000"])
        def late():
            try:
                get(port, "/api/value?expr=" + HEAVY)
            except OSError:
                pass  # the connection ends with the server: expected

        t = threading.Thread(target=late)
        t.daemon = True
        t.start()
        time.sleep(0.4)
        server.send_signal(signal.SIGINT)
        time.sleep(0.3)
        server.send_signal(signal.SIGINT)
        try:
            code = server.wait(timeout=10)
        except subprocess.TimeoutExpired:
            server.kill()
            code = None
        check(code == 1, f"a second signal stops the server at once, status 1 (got {code})")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
