#!/usr/bin/env python3
"""Latency isolation (issue 14, item 3), black-box, bounded in time; asserts order, not timings.

Starts `grundy serve --port P --no-db --budget-ms 4000` and checks that requests that run to
their budget are handed to the heavy pool and never hold the workers that answer cheap ones:
(1) with 24 heavy requests in progress (more than the 16 workers), cheap requests are all
answered before the first heavy one is; (2) past the heavy pool's bound (16 running + 48 waiting)
a heavy request is answered 503 with a clear message, every other one 422 (or 200), no reset,
and the server answers after. Usage: isolation.py GRUNDY_BINARY. Exit status 1 on any failure.
"""
import http.client
import json
import subprocess
import sys
import tempfile
import threading
import time

CHEAP = "/api/value?expr=nim:3,4,5"
HEAVY = "/api/seq?ruleset=0.6&n=1000000"  # 0.6 has no known period: runs to its budget
from harness import check, failures, serve  # noqa: E402


def get(port, path, timeout=30):
    c = http.client.HTTPConnection("127.0.0.1", port, timeout=timeout)
    try:
        c.request("GET", path)
        r = c.getresponse()
        return r.status, r.read()
    finally:
        c.close()


def heavy_wave(port, n):
    """Starts n heavy requests on n connections; returns (threads, results, lock): each result
    (status, body, the time.monotonic() its answer arrived) or (None, error, time)."""
    results, lock = [], threading.Lock()

    def one():
        try:
            st, body = get(port, HEAVY)
        except Exception as e:  # noqa: BLE001
            st, body = None, repr(e).encode()
        with lock:
            results.append((st, body, time.monotonic()))

    ts = [threading.Thread(target=one) for _ in range(n)]
    for t in ts:
        t.start()
    return ts, results, lock


def main():
    binary = sys.argv[1]
    web = tempfile.mkdtemp()
    server, port = serve([binary, "serve", "--port", "0", "--no-db", "--web", web,
                          "--budget-ms", "4000"])
    try:

        # (1) Cheap requests are not queued behind heavy ones.
        ts, results, lock = heavy_wave(port, 24)
        time.sleep(0.5)  # every heavy request has started (and been handed off)
        cheap = []
        for _ in range(20):
            st, body = get(port, CHEAP)
            cheap.append((st, time.monotonic()))
        with lock:
            heavy_before = len(results)
        for t in ts:
            t.join()
        check(all(st == 200 for st, _ in cheap), f"20 cheap requests answered 200: {[s for s, _ in cheap]}")
        first_heavy = min(t for _, _, t in results)
        check(heavy_before == 0 and cheap[-1][1] < first_heavy,
              f"every cheap request answered before the first of 24 heavy ones ({heavy_before} heavy answered before)")
        statuses = sorted({st for st, _, _ in results}, key=str)
        check(all(st in (200, 422) for st, _, _ in results), f"24 heavy requests answered 422 (or 200): {statuses}")

        # (2) The heavy pool is bounded: past 16 running and 48 waiting, 503 at once.
        ts, results, lock = heavy_wave(port, 90)
        for t in ts:
            t.join()
        by = {}
        for st, body, _ in results:
            by.setdefault(st, []).append(body)
        summary = {st: len(b) for st, b in by.items()}
        busy = by.get(503, [])
        check(len(busy) >= 1 and all(b"busy with heavy requests" in b and json.loads(b).get("error") for b in busy),
              f"90 heavy requests at once: some answered 503 'busy with heavy requests' ({summary})")
        check(set(by) <= {200, 422, 503}, f"90 heavy requests: only 200, 422 and 503, no reset ({summary})")
        st, body = get(port, CHEAP)
        check(st == 200 and json.loads(body).get("value") == 2, "the server still answers a cheap request")
        check(server.poll() is None, "the server is still running")
    finally:
        server.kill()
        server.wait()
    if failures:
        print(f"{len(failures)} failure(s)")
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
