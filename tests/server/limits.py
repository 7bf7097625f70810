#!/usr/bin/env python3
"""The server's limits (issue "Reliability and security", item 4), black-box, bounded in time.

Starts `grundy serve --port P --no-db` and asserts behaviour, never timings beyond generous
bounds: 405 for methods other than GET and HEAD; a body on a GET refused with no extra responses
(no pipelining desync); too many or too long headers and too long request lines refused; one
Range honoured and several refused; a port in use is an error; idle and slow clients never
starve a real request; answers carry Cache-Control and content types (docs/http-api.md).
Usage: limits.py GRUNDY_BINARY. Exit status 1 on any failure.
"""
import http.client
import json
import re
import socket
import subprocess
import sys
import tempfile
import threading
import time

CHEAP = "/api/value?expr=nim:3,4,5"
PROBE_BOUND = 3.0  # seconds: "within about 1 s", generous for a shared machine
from harness import check, failures, serve  # noqa: E402


def exchange(port, data, timeout=5.0):
    """Sends raw bytes and reads until the server closes (or timeout); returns all it sent."""
    s = socket.create_connection(("127.0.0.1", port), timeout=timeout)
    got = b""
    try:
        try:
            s.sendall(data)
        except OSError:
            pass  # the server may refuse and close before everything is sent
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            try:
                chunk = s.recv(65536)
            except socket.timeout:
                break
            except OSError:
                break
            if not chunk:
                break
            got += chunk
    finally:
        s.close()
    return got


def statuses(raw):
    """Every status line in raw, wherever it starts (a JSON body has no line end)."""
    return [int(m) for m in re.findall(rb"HTTP/1\.[01] (\d{3}) ", raw)]


def get(port, path, headers=None, method="GET", timeout=5.0):
    c = http.client.HTTPConnection("127.0.0.1", port, timeout=timeout)
    c.request(method, path, headers=headers or {})
    r = c.getresponse()
    body = r.read()
    c.close()
    return r, body


def probe_time(port):
    start = time.monotonic()
    r, body = get(port, CHEAP, timeout=30)
    return r.status, time.monotonic() - start


def main():
    grundy = sys.argv[1]
    server, port = serve([grundy, "serve", "--port", "0", "--no-db"])
    try:
        run_checks(grundy, port)
        check(server.poll() is None, "the server is still running")
    finally:
        server.terminate()
        server.wait(10)
    if failures:
        print(f"{len(failures)} failures")
        return 1
    return 0


def run_checks(grundy, port):
    # Answers and their headers.
    r, body = get(port, CHEAP)
    check(r.status == 200 and json.loads(body)["value"] == 2, "GET /api/value answers")
    check(r.getheader("Cache-Control") == "no-store", "API answers carry Cache-Control: no-store")
    check(r.getheader("Content-Type", "").startswith("application/json"), "API answers are JSON")
    r, body = get(port, CHEAP, method="HEAD")
    check(r.status == 200 and body == b"", "HEAD is answered without a body")
    r, body = get(port, "/")
    check(r.status == 200 and r.getheader("Content-Type", "").startswith("text/html"),
          "/ is index.html, text/html")
    check(r.getheader("Cache-Control") == "no-cache", "static files carry Cache-Control: no-cache")
    size = len(body)
    r, _ = get(port, "/api/nosuch")
    check(r.status == 404 and r.getheader("Cache-Control") == "no-store", "404 is JSON, no-store")
    check(r.getheader("Content-Type", "").startswith("application/json"), "an API 404 is JSON")
    r, body = get(port, "/chapters/no-such-page.html")
    check(r.status == 404 and r.getheader("Content-Type", "").startswith("text/html")
          and b"Page not found" in body, "a missing page is an HTML page, not JSON")

    # Methods.
    for method in ("POST", "PUT", "DELETE", "OPTIONS", "PATCH"):
        raw = exchange(port, f"{method} {CHEAP} HTTP/1.1\r\nHost: x\r\nContent-Length: 2\r\n\r\n"
                       "{}".encode())
        check(statuses(raw) == [405] and b"Allow: GET, HEAD" in raw, f"{method} is 405 with Allow")

    # Bodies on a GET: refused, and nothing after them is read as a further request.
    smuggled = b"GET " + CHEAP.encode() + b" HTTP/1.1\r\nHost: x\r\n\r\n"
    chunked = (b"GET " + CHEAP.encode() + b" HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked"
               b"\r\n\r\n" + b"%x\r\n" % (len(smuggled) * 20) + smuggled * 20 + b"\r\n0\r\n\r\n")
    raw = exchange(port, chunked)
    check(statuses(raw) == [413], f"a chunked body on GET: one refusal, got {statuses(raw)}")
    raw = exchange(port, b"GET / HTTP/1.1\r\nHost: x\r\nContent-Length: 1000000\r\n\r\n" +
                   b"x" * 200000)
    check(statuses(raw) == [413], f"an oversized body on GET: one 413, got {statuses(raw)}")
    raw = exchange(port, b"POST / HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n" +
                   b"100000\r\n" + b"x" * 300000)
    check(statuses(raw) == [405], "a chunked POST: 405, the body never read")

    # Pipelining still works, one answer per request.
    raw = exchange(port, smuggled * 3 + b"GET / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")
    check(statuses(raw) == [200, 200, 200, 200], f"4 pipelined requests, 4 answers: {statuses(raw)}")

    # Header and request-line limits.
    many = b"".join(b"X-H%d: v\r\n" % i for i in range(500))
    raw = exchange(port, b"GET / HTTP/1.1\r\nHost: x\r\n" + many + b"\r\n")
    check(statuses(raw) == [431], f"500 header lines: 431, got {statuses(raw)}")
    raw = exchange(port, b"GET / HTTP/1.1\r\nHost: x\r\nX-Big: " + b"v" * 40000 + b"\r\n\r\n")
    check(statuses(raw) == [431], f"a 40 kB header: 431, got {statuses(raw)}")
    raw = exchange(port, b"GET /" + b"a" * 20000 + b" HTTP/1.1\r\nHost: x\r\n\r\n")
    check(statuses(raw) == [414], f"a 20 kB request line: 414, got {statuses(raw)}")
    raw = exchange(port, b"GET / HTTP/1.1\r\nHost: x\r\nA: b\nContent-Length: 5\r\n\r\nGET /")
    check(statuses(raw) == [400], f"a bare LF inside a header: 400, got {statuses(raw)}")
    # Lines ended by LF alone, with the connection left open: answered 400 at once, not 408 at
    # the read timeout (5 s).
    start = time.monotonic()
    raw = exchange(port, b"GET /api/value?expr=nim:1 HTTP/1.1\nHost: x\n\n", timeout=4.0)
    took = time.monotonic() - start
    check(statuses(raw) == [400] and took < PROBE_BOUND,
          f"bare LF line endings: 400 at once, got {statuses(raw)} after {took:.2f} s")

    # Ranges: one honoured, several refused.
    r, body = get(port, "/", headers={"Range": "bytes=0-9"})
    check(r.status == 206 and len(body) == 10, "a single Range is honoured (206, 10 bytes)")
    raw = exchange(port, b"GET / HTTP/1.1\r\nHost: x\r\nConnection: close\r\nRange: bytes=" +
                   b",".join([b"0-"] * 300) + b"\r\n\r\n")
    check(statuses(raw) == [416] and len(raw) < size, f"300 ranges refused: {statuses(raw)}")

    # A second server on the same port.
    try:
        second = subprocess.run([grundy, "serve", "--port", str(port), "--no-db"],
                                capture_output=True, text=True, timeout=20)
        check(second.returncode != 0 and "in use" in second.stderr,
              f"a second server on the port exits {second.returncode}: {second.stderr.strip()}")
    except subprocess.TimeoutExpired:
        check(False, "a second server on the port exits (it kept running)")

    # 100 idle connections (half never send a byte, half stop inside the request line).
    idle = []
    for i in range(100):
        s = socket.create_connection(("127.0.0.1", port), timeout=5)
        if i % 2:
            s.sendall(b"GET /api/val")
        idle.append(s)
    time.sleep(0.3)
    status, took = probe_time(port)
    check(status == 200 and took < PROBE_BOUND, f"100 idle connections: probe {status} in {took:.2f} s")
    for s in idle:
        s.close()

    # 16 slow clients, each sending a header line every 0.5 s.
    stop = threading.Event()

    def slow():
        try:
            s = socket.create_connection(("127.0.0.1", port), timeout=5)
            s.sendall(b"GET / HTTP/1.1\r\n")
            while not stop.wait(0.5):
                s.sendall(b"X-Slow: 1\r\n")
            s.close()
        except OSError:
            pass  # dropped by the server's head timeout: allowed

    threads = [threading.Thread(target=slow) for _ in range(16)]
    for t in threads:
        t.start()
    time.sleep(1.2)
    status, took = probe_time(port)
    check(status == 200 and took < PROBE_BOUND, f"16 slow clients: probe {status} in {took:.2f} s")
    stop.set()
    for t in threads:
        t.join(10)

    # More connections than the server keeps (512): the idlest are dropped, a new one is served.
    held = [socket.create_connection(("127.0.0.1", port), timeout=5) for _ in range(600)]
    status, took = probe_time(port)
    check(status == 200 and took < PROBE_BOUND, f"600 idle connections: probe {status} in {took:.2f} s")
    for s in held:
        s.close()


if __name__ == "__main__":
    sys.exit(main())
