#!/usr/bin/env python3
"""Load, soak and slow-client tests for `grundy serve` (issue 14). Python 3 standard library only.

Starts the server itself (--grundy BIN: `BIN serve --port 0 --no-db`, its stderr kept in a log)
or drives one already running (--url http://127.0.0.1:P, --pid PID for its memory). Commands:

  load   N connections (default 64) for T seconds (default 60) of mixed requests: cheap values,
         moves of sums, canonical forms of 3x3 Domineering boards, sequences, and requests that
         must be refused by budget (422). Reports requests/s, p50/p99/max latency per kind,
         status counts, connection resets.
  soak   distinct requests in two passes (each 200 octal codes' periods, 10 000 distinct
         positions; none in both): warm-up is the first pass; the server's VmRSS is sampled
         every 5 s through the second; reports first (after warm-up), last and max.
  idle   100 connections that never finish their request line; meanwhile a probe client sends
         real requests and reports how long they take and how many fail.
  slow   16 slow clients sending one header line every 3 s; the same probe.
  short  the CI form: load with 8 connections for 5 s and a small soak, asserting no 5xx, no
         resets, every answer is JSON and right, memory under a generous bound and flat (last
         within 10 % or 8 MiB of the first after warm-up), cheap p99 under a loose bound (250 ms), no
         ThreadSanitizer report in the server's stderr. Exit status 1 on any failure.

Timings are reported, asserted only loosely (the machine is shared); `--targets` prints whether the
issue's targets were met.
"""
import argparse
import gc
import http.client
import json
import multiprocessing
import os
import random
import re
import signal
import socket
import subprocess
import sys
import tempfile
import threading
import time
import urllib.parse

# ---------------------------------------------------------------------------------------------
# Requests

CHEAP = "/api/value?expr=nim:3,4,5"
# Refused by budget (422) within about one budget: 0.6 has no known period, and its values up to
# 10^6 take far longer than the 2 s budget.
HEAVY_SAFE = ["/api/seq?ruleset=0.6&n=1000000", "/api/period?ruleset=0.6&max=1000000",
              "/api/value?expr=0.6:900000"]
HEAVY_KINDS = {"heavy-seq": HEAVY_SAFE[0], "heavy-period": HEAVY_SAFE[1],
               "heavy-value": HEAVY_SAFE[2]}
# Refused today only through memory (bad_alloc after ~1 GB; without a memory limit it may take the
# server down): behind --heavy-wythoff until the memory budget is in.
HEAVY_WYTHOFF = "/api/value?expr=wythoff:(100000,100001)"


def q(path, **params):
    return path + "?" + urllib.parse.urlencode(params, quote_via=urllib.parse.quote, safe=",:()")


def board(rng, rows=3, cols=3, holes=0.25):
    return "|".join("".join("#" if rng.random() < holes else "." for _ in range(cols))
                    for _ in range(rows))


def pick(kind, rng):
    """One request of a kind: (kind, path, check) where check(status, body) -> error or None."""
    if kind == "value":
        def check(st, js):
            return None if st == 200 and js.get("value") == 2 else f"value: {st} {js}"
        return CHEAP, check
    if kind == "moves":
        a, b, c = rng.randrange(1, 40), rng.randrange(1, 40), rng.randrange(1, 12)
        path = q("/api/moves", expr=f"kayles:{a} + 0.77:{b} + nim:{c}")
        def check(st, js):
            return None if st == 200 and isinstance(js.get("moves"), list) else f"moves: {st} {js}"
        return path, check
    if kind == "canonical":
        path = q("/api/canonical", expr="domineering:" + board(rng))
        def check(st, js):
            return None if st == 200 and isinstance(js.get("canonical"), str) else f"canonical: {st} {js}"
        return path, check
    if kind == "seq":
        code = f"0.{rng.randrange(1, 8)}{rng.randrange(0, 8)}"
        path = q("/api/seq", ruleset=code, n=rng.randrange(10, 2000))
        def check(st, js):
            return None if st == 200 and isinstance(js.get("values"), list) else f"seq: {st} {js}"
        return path, check
    if kind == "heavy" or kind in HEAVY_KINDS:
        # "heavy" is any of the three; heavy-seq, heavy-period and heavy-value one of them.
        path = rng.choice(HEAVY_SAFE) if kind == "heavy" else HEAVY_KINDS[kind]
        # 422 within about a budget; or 200 once the shared heap table, extended by the earlier
        # refused requests (a cache keeps every finished value), has reached the heap.
        def check(st, js):
            ok = (st == 422 and "error" in js) or (st == 200 and "error" not in js)
            return None if ok else f"heavy: {st} {js}"
        return path, check
    if kind == "wythoff":
        def check(st, js):
            return None if st == 422 and "error" in js else f"wythoff: {st} {js}"
        return HEAVY_WYTHOFF, check
    raise ValueError(kind)


# ---------------------------------------------------------------------------------------------
# A bounded client: one keep-alive connection per thread, reconnecting when the server closes.

RESET_ERRORS = (ConnectionResetError, BrokenPipeError, http.client.RemoteDisconnected,
                ConnectionRefusedError, ConnectionAbortedError)


def server_timing(header):
    """Seconds from a `Server-Timing: wait;dur=W, run;dur=R` header (milliseconds), or None."""
    if not header:
        return None
    total = 0.0
    for part in header.split(","):
        for field in part.split(";")[1:]:
            name, _, value = field.strip().partition("=")
            if name == "dur":
                try:
                    total += float(value)
                except ValueError:
                    return None
    return total / 1e3


class Client:
    def __init__(self, host, port, timeout):
        self.host, self.port, self.timeout = host, port, timeout
        self.conn = None
        self.server_secs = None  # the last answer's Server-Timing, wait + run (None: none)

    def get(self, path):
        """(status, body bytes, seconds); raises on a transport error (after closing)."""
        if self.conn is None:
            self.conn = http.client.HTTPConnection(self.host, self.port, timeout=self.timeout)
        t0 = time.perf_counter()
        try:
            self.conn.request("GET", path)
            r = self.conn.getresponse()
            body = r.read()
            self.server_secs = server_timing(r.getheader("Server-Timing"))
            if r.getheader("Connection", "").lower() == "close":
                self.conn.close()
                self.conn = None
        except Exception:
            self.conn.close()
            self.conn = None
            raise
        return r.status, body, time.perf_counter() - t0


def empty_stats():
    return {"lat": {}, "srv": {}, "status": {}, "resets": 0, "timeouts": 0, "other_errors": 0,
            "bad": [], "requests": 0, "late": []}


def record(stats, kind, status, body, secs, check):
    stats["requests"] += 1
    stats["lat"].setdefault(kind, []).append(secs)
    key = f"{kind} {status}"
    stats["status"][key] = stats["status"].get(key, 0) + 1
    try:
        js = json.loads(body)
    except ValueError:
        stats["bad"].append(f"{kind}: not JSON ({status}): {body[:120]!r}")
        return
    err = check(status, js) if check else None
    if err and len(stats["bad"]) < 50:
        stats["bad"].append(err[:300])


def transport_error(stats, kind, e):
    if isinstance(e, RESET_ERRORS):
        stats["resets"] += 1
    elif isinstance(e, (socket.timeout, TimeoutError)):
        stats["timeouts"] += 1
    else:
        stats["other_errors"] += 1
    if len(stats["bad"]) < 50:
        stats["bad"].append(f"{kind}: {type(e).__name__}: {e}")


def merge(a, b):
    for k, v in b["lat"].items():
        a["lat"].setdefault(k, []).extend(v)
    for k, v in b.get("srv", {}).items():
        a["srv"].setdefault(k, []).extend(v)
    for k, v in b["status"].items():
        a["status"][k] = a["status"].get(k, 0) + v
    for k in ("resets", "timeouts", "other_errors", "requests"):
        a[k] += b[k]
    a["late"].extend(b.get("late", []))
    a["bad"].extend(b["bad"][: max(0, 50 - len(a["bad"]))])
    return a


def load_worker(args):
    """One process: `threads` connections for `seconds`, each a loop of weighted random kinds.

    interval 0: closed loop (each connection sends its next request when the last is answered).
    interval > 0: paced, each connection sends one request every `interval` seconds on a fixed
    schedule (or at once when the last answer came after the next was due). Latency is from send
    to answer in both; with pacing, how late the client sent (its own sleep and interpreter-lock
    waits, or an answer that came after the next was due) is kept apart as kind "late"."""
    host, port, threads, seconds, mix, seed, timeout, interval = args
    # Python's cycle collector stops every thread for tens of milliseconds as the latency lists
    # grow; nothing here makes cycles, so it is off, lest the client's pauses count as the server's.
    gc.disable()
    # A thread whose answer has come waits for the interpreter lock up to the switch interval
    # (5 ms by default) while another runs: at 1/10 of that the client's wait is well under the
    # latencies measured.
    sys.setswitchinterval(0.0005)
    kinds = [k for k, w in mix for _ in range(w)]
    out = empty_stats()
    lock = threading.Lock()
    start = time.monotonic()
    deadline = start + seconds

    def run(i):
        rng = random.Random(seed * 1000 + i)
        c, st = Client(host, port, timeout), empty_stats()
        due = start + interval * rng.random()  # the connections' schedules spread over one interval
        while time.monotonic() < deadline:
            kind = rng.choice(kinds)
            path, check = pick(kind, rng)
            if interval:
                wait = due - time.monotonic()
                if wait > 0:
                    time.sleep(wait)
                sent = time.monotonic()
            try:
                status, body, secs = c.get(path)
            except Exception as e:  # noqa: BLE001 - every transport failure is counted
                transport_error(st, kind, e)
                time.sleep(0.01)
                due = max(due + interval, time.monotonic()) if interval else due
                continue
            record(st, kind, status, body, secs, check)
            if c.server_secs is not None:
                st["srv"].setdefault(kind, []).append(c.server_secs)
            if interval:
                st["late"].append(max(0.0, sent - due))
                due += interval
        with lock:
            merge(out, st)

    ts = [threading.Thread(target=run, args=(i,)) for i in range(threads)]
    for t in ts:
        t.start()
    for t in ts:
        t.join()
    return out


def pct(xs, p):
    if not xs:
        return float("nan")
    xs = sorted(xs)
    return xs[min(len(xs) - 1, int(p / 100.0 * len(xs)))]


def summary(stats, seconds):
    lines = [f"requests {stats['requests']} in {seconds:.1f} s: {stats['requests'] / seconds:.0f}/s; "
             f"resets {stats['resets']}, timeouts {stats['timeouts']}, "
             f"other transport errors {stats['other_errors']}"]
    for kind in sorted(stats["lat"]):
        xs = stats["lat"][kind]
        lines.append(f"  {kind:10s} n={len(xs):6d}  p50 {pct(xs, 50) * 1e3:8.2f} ms  "
                     f"p99 {pct(xs, 99) * 1e3:8.2f} ms  max {max(xs) * 1e3:8.1f} ms")
        srv = stats.get("srv", {}).get(kind)
        if srv:  # the server's own account (Server-Timing: wait for a worker + run)
            lines.append(f"  {'':10s} server   p50 {pct(srv, 50) * 1e3:8.2f} ms  "
                         f"p99 {pct(srv, 99) * 1e3:8.2f} ms  max {max(srv) * 1e3:8.1f} ms")
    if stats.get("late"):
        xs = stats["late"]
        lines.append(f"  (client: sent late by p50 {pct(xs, 50) * 1e3:.2f} ms, p99 {pct(xs, 99) * 1e3:.2f} ms, "
                     f"max {max(xs) * 1e3:.1f} ms behind its schedule)")
    lines.append("  status: " + ", ".join(f"{k}: {v}" for k, v in sorted(stats["status"].items())))
    for b in stats["bad"][:10]:
        lines.append("  BAD " + b)
    return "\n".join(lines)


def run_load(host, port, connections, seconds, mix, procs, timeout, rate=0.0):
    """rate 0: closed loop; rate > 0: open loop at `rate` requests/s in all (see load_worker)."""
    procs = max(1, min(procs, connections))
    per = [connections // procs + (1 if i < connections % procs else 0) for i in range(procs)]
    interval = connections / rate if rate > 0 else 0.0
    t0 = time.monotonic()
    if procs == 1:
        parts = [load_worker((host, port, per[0], seconds, mix, 1, timeout, interval))]
    else:
        with multiprocessing.Pool(procs) as pool:
            parts = pool.map(load_worker, [(host, port, n, seconds, mix, i + 1, timeout, interval)
                                           for i, n in enumerate(per)])
    total = empty_stats()
    for p in parts:
        merge(total, p)
    return total, time.monotonic() - t0


# ---------------------------------------------------------------------------------------------
# The server: started here or given.

class Server:
    def __init__(self, opts):
        self.proc = None
        self.log = None
        if opts.url:
            u = urllib.parse.urlparse(opts.url)
            self.host, self.port, self.pid = u.hostname, u.port, opts.pid
            return
        self.host = "127.0.0.1"
        self.log = tempfile.NamedTemporaryFile(prefix="grundy-serve-", suffix=".log", delete=False)
        # Port 0: the kernel picks a free one, and the server names it in its first line.
        cmd = [opts.grundy, "serve", "--port", "0", "--no-db"]
        if opts.budget_ms:
            cmd += ["--budget-ms", str(opts.budget_ms)]
        if opts.slice_ms is not None:
            cmd += ["--slice-ms", str(opts.slice_ms)]
        self.proc = subprocess.Popen(cmd, stdout=self.log, stderr=self.log)
        self.pid = self.proc.pid
        deadline = time.monotonic() + opts.start_timeout
        while True:
            found = re.search(r"^grundy: serving http://.*:(\d+)/$", self.log_text(), re.M)
            if found:
                self.port = int(found.group(1))
                break
            if self.proc.poll() is not None or time.monotonic() > deadline:
                raise SystemExit(f"the server did not start: {self.log_text()[-2000:]}")
            time.sleep(0.05)

    def alive(self):
        return self.proc is None or self.proc.poll() is None

    def rss_kb(self):
        if not self.pid:
            return None
        try:
            with open(f"/proc/{self.pid}/status") as f:
                for line in f:
                    if line.startswith("VmRSS:"):
                        return int(line.split()[1])
        except OSError:
            return None
        return None

    def log_text(self):
        if not self.log:
            return ""
        self.log.flush()
        with open(self.log.name, errors="replace") as f:
            return f.read()

    def stop(self):
        if self.proc and self.proc.poll() is None:
            self.proc.send_signal(signal.SIGTERM)
            try:
                self.proc.wait(10)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait()


class MemorySampler(threading.Thread):
    def __init__(self, server, every):
        super().__init__(daemon=True)
        self.server, self.every, self.samples, self.stop_ = server, every, [], threading.Event()

    def run(self):
        t0 = time.monotonic()
        while not self.stop_.is_set():
            kb = self.server.rss_kb()
            if kb is not None:
                self.samples.append((time.monotonic() - t0, kb))
            self.stop_.wait(self.every)

    def finish(self):
        self.stop_.set()
        self.join()
        kb = self.server.rss_kb()
        if kb is not None:
            self.samples.append((-1, kb))
        return self.samples


# ---------------------------------------------------------------------------------------------
# Soak: distinct requests only.

def soak_requests(codes, positions, seed=7, kinds=("value", "moves", "canonical", "options"), fill=0):
    """Two passes of distinct requests, no request in both: (warm-up, measured). Each pass asks
    for `codes` octal codes' periods (the second pass other codes, as far as the 448 codes of
    0.ABC allow) and `positions` positions of `kinds`. The warm-up first asks for `fill` more
    periods, of four-digit codes 0.ABCD that neither pass asks for, so that the server's ruleset
    cache (256 rulesets, least recently used out) is full before the measured pass: without them
    the measured pass's new codes fill it from ~210 to 256 entries, memory that is the cache
    reaching its bound, not a leak."""
    rng = random.Random(seed)
    seen = set()
    digits = [f"0.{a}{b}{c}" for a in range(1, 8) for b in range(8) for c in range(8)]
    rng.shuffle(digits)
    kinds = list(kinds)

    def one_pass(pass_codes):
        reqs = []
        for code in pass_codes:
            def check(st, js):
                return None if st in (200, 422) and ("period" in js or "error" in js) else f"period: {st} {js}"
            reqs.append(("period", q("/api/period", ruleset=code, max=4096), check))
        while len(reqs) < len(pass_codes) + positions:
            kind = kinds[len(reqs) % len(kinds)]
            if kind == "value":
                expr = f"kayles:{rng.randrange(1, 3000)} + 0.77:{rng.randrange(1, 3000)} + nim:{rng.randrange(1, 10**6)}"
            elif kind == "moves":
                expr = f"0.137:{rng.randrange(1, 500)} + sub{{1,3,4}}:{rng.randrange(1, 5000)} + nim:{rng.randrange(1, 100)}"
            elif kind == "canonical":
                expr = "domineering:" + board(rng, rng.choice([3, 4]), 4, 0.3)
            else:
                # options lists every option (no cap since issue 34): a Kayles heap of n has
                # about n of them, so n < 1000 keeps each answer under ~100 KB.
                expr = f"wythoff:({rng.randrange(0, 60)},{rng.randrange(0, 60)}) + kayles:{rng.randrange(1, 10**3)}"
            key = (kind, expr)
            if key in seen:
                continue
            seen.add(key)
            field = {"value": "value", "moves": "moves", "canonical": "canonical", "options": "options"}[kind]

            def check(st, js, field=field, kind=kind):
                # a board may be too large for the budget on a busy machine: 422 is a refusal, not a fault
                return None if (st == 200 and field in js) or (st == 422 and "error" in js) else f"{kind}: {st} {js}"
            reqs.append((kind, q(f"/api/{kind}", expr=expr), check))
        return reqs

    first = digits[:codes]
    second = (digits[codes:] + digits[:codes])[:codes]  # other codes while there are any
    fillers = [f"0.{a}{b}{c}{d}" for a in range(1, 8) for b in range(8) for c in range(8)
               for d in range(1, 8)]
    rng.shuffle(fillers)
    warm = []
    for code in fillers[:fill]:
        def check(st, js):
            return None if st in (200, 422) and ("period" in js or "error" in js) else f"period: {st} {js}"
        warm.append(("period", q("/api/period", ruleset=code, max=4096), check))
    return warm + one_pass(first), one_pass(second)


def run_requests(server, reqs, connections, timeout, stats):
    lock, idx = threading.Lock(), [0]

    def run():
        c, st = Client(server.host, server.port, timeout), empty_stats()
        while True:
            with lock:
                i = idx[0]
                idx[0] += 1
            if i >= len(reqs):
                break
            kind, path, check = reqs[i]
            try:
                status, body, secs = c.get(path)
            except Exception as e:  # noqa: BLE001
                transport_error(st, kind, e)
                continue
            record(st, kind, status, body, secs, check)
        with lock:
            merge(stats, st)

    ts = [threading.Thread(target=run) for _ in range(connections)]
    for t in ts:
        t.start()
    for t in ts:
        t.join()


def run_soak(server, codes, positions, connections, every, timeout, kinds=None, fill=0):
    """Warm-up: a first full pass of distinct requests (the caches fill to what this kind of
    work keeps). Then VmRSS is sampled (the first sample is taken as the pass starts) every
    `every` s through a second pass of requests distinct from the first and from each other."""
    warm_reqs, reqs = (soak_requests(codes, positions, kinds=kinds, fill=fill) if kinds
                       else soak_requests(codes, positions, fill=fill))
    stats = empty_stats()
    t0 = time.monotonic()
    run_requests(server, warm_reqs, connections, timeout, stats)
    warm_secs = time.monotonic() - t0
    warm_kb = server.rss_kb()
    sampler = MemorySampler(server, every)
    sampler.start()
    run_requests(server, reqs, connections, timeout, stats)
    elapsed = time.monotonic() - t0
    samples = sampler.finish()
    return stats, elapsed, samples, warm_kb, warm_secs


def memory_report(samples, warm_kb):
    """The growth is the last sample against the first after warm-up (the end of the first
    pass); with no sample, None."""
    if not samples or not warm_kb:
        return "memory: no samples (no server PID)", None
    kbs = [kb for _, kb in samples]
    last, top = kbs[-1], max(kbs)
    growth = (last - warm_kb) / warm_kb
    text = (f"memory (VmRSS): after warm-up (the first pass) {warm_kb / 1024:.1f} MiB, "
            f"last {last / 1024:.1f} MiB, max {top / 1024:.1f} MiB, "
            f"last vs warm-up {growth * 100:+.1f}% ({len(kbs)} samples in the second pass)")
    return text, growth


# ---------------------------------------------------------------------------------------------
# Idle and slow clients, with a probe.

def probe(host, port, seconds, timeout):
    """Sequential real requests on fresh connections for `seconds`: latencies and failures."""
    lat, fails, t_end = [], [], time.monotonic() + seconds
    while time.monotonic() < t_end:
        c = Client(host, port, timeout)
        try:
            st, body, secs = c.get(CHEAP)
            lat.append(secs)
            if st != 200:
                fails.append(f"status {st}")
        except Exception as e:  # noqa: BLE001
            fails.append(type(e).__name__)
        if c.conn:
            c.conn.close()
        time.sleep(0.05)
    return lat, fails


def hold_connections(host, port, n, first, trickle_every=None, stop=None):
    socks = []
    for _ in range(n):
        s = socket.create_connection((host, port))
        s.sendall(first)
        socks.append(s)

    def trickle():
        k = 0
        while not stop.wait(trickle_every):
            for s in socks:
                try:
                    s.sendall(f"X-Slow-{k}: {k}\r\n".encode())
                except OSError:
                    pass
            k += 1

    t = None
    if trickle_every:
        t = threading.Thread(target=trickle, daemon=True)
        t.start()
    return socks, t


def run_held(server, n, first, seconds, timeout, trickle_every=None):
    stop = threading.Event()
    socks, t = hold_connections(server.host, server.port, n, first, trickle_every, stop)
    time.sleep(0.5)
    lat, fails = probe(server.host, server.port, seconds, timeout)
    stop.set()
    # how many held connections the server has dropped by now
    dropped = 0
    for s in socks:
        s.setblocking(False)
        try:
            data = s.recv(65536)
            # closed, or answered 408 (request timeout) and closed
            if data == b"" or data.startswith(b"HTTP/1.1 408"):
                dropped += 1
        except BlockingIOError:
            pass
        except OSError:
            dropped += 1
        s.close()
    return lat, fails, dropped


def probe_report(lat, fails, dropped, n):
    if lat:
        body = (f"probe: {len(lat)} answered, p50 {pct(lat, 50) * 1e3:.1f} ms, p99 "
                f"{pct(lat, 99) * 1e3:.1f} ms, max {max(lat) * 1e3:.1f} ms")
    else:
        body = "probe: none answered"
    fail_counts = {}
    for f in fails:
        fail_counts[f] = fail_counts.get(f, 0) + 1
    return f"{body}; failures {fail_counts or 0}; held connections dropped by the server: {dropped}/{n}"


# ---------------------------------------------------------------------------------------------

def parse_mix(text):
    mix = []
    for part in text.split(","):
        k, _, w = part.partition("=")
        mix.append((k.strip(), int(w or 1)))
    return mix


def tsan_reports(server):
    return server.log_text().count("WARNING: ThreadSanitizer")


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--grundy", help="the grundy binary to start (`serve --port 0 --no-db`)")
    ap.add_argument("--url", help="a server already running, e.g. http://127.0.0.1:8080")
    ap.add_argument("--pid", type=int, help="its process id, for memory samples")
    ap.add_argument("--budget-ms", type=int, help="passed to `grundy serve`")
    ap.add_argument("--slice-ms", type=int,
                    help="passed to `grundy serve` (0: no heavy pool, every request answered "
                         "by the worker that read it)")
    ap.add_argument("--start-timeout", type=float, default=60)
    ap.add_argument("--timeout", type=float, default=30, help="client socket timeout (s)")
    ap.add_argument("--targets", action="store_true", help="print whether the issue's targets were met")
    ap.add_argument("--keep-log", action="store_true", help="print the server log's path and keep it")
    sub = ap.add_subparsers(dest="cmd", required=True)
    lp = sub.add_parser("load")
    lp.add_argument("--connections", type=int, default=64)
    lp.add_argument("--seconds", type=float, default=60)
    lp.add_argument("--procs", type=int, default=4, help="client processes sharing the connections")
    lp.add_argument("--mix", default="value=6,moves=2,canonical=2,seq=1,heavy=1")
    lp.add_argument("--rate", type=float, default=0,
                    help="paced: this many requests/s in all, on a fixed schedule per connection "
                         "(0: closed loop, each connection as fast as it is answered)")
    lp.add_argument("--heavy-wythoff", action="store_true",
                    help=f"add {HEAVY_WYTHOFF} to the mix (today refused only through memory)")
    sp = sub.add_parser("soak")
    sp.add_argument("--codes", type=int, default=200)
    sp.add_argument("--positions", type=int, default=10000)
    sp.add_argument("--connections", type=int, default=8)
    sp.add_argument("--every", type=float, default=5)
    sp.add_argument("--fill", type=int, default=-1,
                    help="extra codes' periods in the warm-up to fill the ruleset cache "
                         "(-1: enough for 256 rulesets with --codes, when --codes is 100 or more)")
    sp.add_argument("--kinds", default="value,moves,canonical,options",
                    help="which distinct positions: value, moves, canonical, options")
    ip = sub.add_parser("idle")
    ip.add_argument("--count", type=int, default=100)
    ip.add_argument("--seconds", type=float, default=15)
    wp = sub.add_parser("slow")
    wp.add_argument("--count", type=int, default=16)
    wp.add_argument("--interval", type=float, default=3)
    wp.add_argument("--seconds", type=float, default=30)
    cp = sub.add_parser("short")
    cp.add_argument("--connections", type=int, default=8)
    cp.add_argument("--seconds", type=float, default=5)
    cp.add_argument("--codes", type=int, default=20)
    cp.add_argument("--positions", type=int, default=600)
    cp.add_argument("--rss-bound-mb", type=float, default=1024,
                    help="fail if the server's VmRSS passes this")
    cp.add_argument("--p99-bound-ms", type=float, default=250,
                    help="fail if the cheap requests' p99 passes this (0: not checked)")
    cp.add_argument("--flat-tolerance", type=float, default=0.10,
                    help="fail if the soak's last VmRSS is off the first after warm-up by more (0: not checked)")
    cp.add_argument("--flat-slack-mb", type=float, default=8,
                    help="...unless it is off by no more than this many MiB: 620 requests are too few to "
                         "tell a leak under ~13 KiB a request from allocator arenas first touched by "
                         "threads that the warm-up did not use (seen: +0.5 to +4 MiB on a 32 MiB "
                         "server); the long `soak` asserts the 10% alone")
    cp.add_argument("--allow-cheap-refusals", action="store_true",
                    help="a cheap request refused by budget (422) is not a failure (slow TSan builds)")
    opts = ap.parse_args()
    if not opts.grundy and not opts.url:
        ap.error("give --grundy BIN or --url URL")

    server = Server(opts)
    failures = []
    try:
        if opts.cmd == "load":
            mix = parse_mix(opts.mix)
            if opts.heavy_wythoff:
                mix.append(("wythoff", 1))
            rss0 = server.rss_kb()
            stats, secs = run_load(server.host, server.port, opts.connections, opts.seconds, mix,
                                   opts.procs, opts.timeout, opts.rate)
            print(f"load: {opts.connections} connections"
                  f"{f', paced at {opts.rate:g}/s' if opts.rate else ', closed loop'}, "
                  f"{opts.seconds:g} s, mix {opts.mix}"
                  f"{' + wythoff' if opts.heavy_wythoff else ''}")
            print(summary(stats, secs))
            rss1 = server.rss_kb()
            if rss0 and rss1:
                print(f"memory (VmRSS): before {rss0 / 1024:.1f} MiB, after {rss1 / 1024:.1f} MiB")
            if opts.targets:
                five = sum(v for k, v in stats["status"].items() if k.split()[1].startswith("5"))
                p99 = pct(stats["lat"].get("value", []), 99) * 1e3
                print(f"target zero 5xx: {'met' if five == 0 else f'NOT met ({five})'}; "
                      f"zero resets: {'met' if stats['resets'] == 0 else 'NOT met (%d)' % stats['resets']}; "
                      f"cheap p99 < 5 ms: {'met' if p99 < 5 else 'NOT met (%.1f ms)' % p99}")
                if p99 >= 5:
                    print("  (at this client: its Python threads' own waits count; the figure with a "
                          "C client is tests/load/wrk_load.sh, `make load`; tests/load/README.md)")
        elif opts.cmd == "soak":
            fill = opts.fill if opts.fill >= 0 else (max(0, 272 - opts.codes) if opts.codes >= 100 else 0)
            stats, secs, samples, warm, warm_secs = run_soak(
                server, opts.codes, opts.positions, opts.connections, opts.every, opts.timeout,
                opts.kinds.split(","), fill)
            print(f"soak: two passes of {opts.codes} octal codes' periods + {opts.positions} distinct "
                  f"positions, {opts.connections} connections (warm-up: {fill} filler codes' periods "
                  f"and the first pass, {warm_secs:.1f} s)")
            print(summary(stats, secs))
            text, growth = memory_report(samples, warm)
            print(text)
            print("  samples (s, MiB): " + " ".join(f"{t:.0f}:{kb / 1024:.1f}" for t, kb in samples))
            if opts.targets and growth is not None:
                print(f"target memory flat (last within 10% of warm-up): "
                      f"{'met' if abs(growth) <= 0.10 else 'NOT met'}")
        elif opts.cmd in ("idle", "slow"):
            base_lat, base_fails = probe(server.host, server.port, 3, opts.timeout)
            print("baseline " + probe_report(base_lat, base_fails, 0, 0))
            if opts.cmd == "idle":
                lat, fails, dropped = run_held(server, opts.count, b"GET /api/value?expr=nim:1 HT",
                                               opts.seconds, opts.timeout)
                print(f"idle: {opts.count} connections that never finish their request line, "
                      f"probing for {opts.seconds:g} s")
            else:
                lat, fails, dropped = run_held(server, opts.count,
                                               b"GET /api/value?expr=nim:1 HTTP/1.1\r\nHost: x\r\n",
                                               opts.seconds, opts.timeout, opts.interval)
                print(f"slow: {opts.count} clients sending a header line every {opts.interval:g} s, "
                      f"probing for {opts.seconds:g} s")
            print(probe_report(lat, fails, dropped, opts.count))
        elif opts.cmd == "short":
            mix = [("value", 6), ("moves", 2), ("canonical", 2), ("seq", 1), ("heavy", 1)]
            rss0 = server.rss_kb()
            stats, secs = run_load(server.host, server.port, opts.connections, opts.seconds, mix, 1,
                                   opts.timeout)
            print(f"short load: {opts.connections} connections, {opts.seconds:g} s")
            print(summary(stats, secs))
            five = {k: v for k, v in stats["status"].items() if k.split()[1].startswith("5")}
            if five:
                failures.append(f"5xx answers: {five}")
            if stats["resets"] or stats["other_errors"] or stats["timeouts"]:
                failures.append(f"transport errors: {stats['resets']} resets, {stats['timeouts']} "
                                f"timeouts, {stats['other_errors']} others")
            bad = stats["bad"]
            if opts.allow_cheap_refusals:
                bad = [b for b in bad if not (b.split(":")[0] in ("value", "moves", "canonical", "seq")
                                              and ": 422 " in b)]
            if bad:
                failures.append(f"{len(bad)} wrong answers, e.g. {bad[:3]}")
            if stats["requests"] == 0:
                failures.append("no request was answered")
            if opts.p99_bound_ms > 0:
                cheap = stats["lat"].get("value", [])
                p99 = pct(cheap, 99) * 1e3
                print(f"cheap (value) p99 {p99:.2f} ms: the issue's target is 5 ms at 64 connections "
                      f"on a quiet machine; asserted here: under {opts.p99_bound_ms:g} ms")
                if not cheap or not p99 < opts.p99_bound_ms:
                    failures.append(f"cheap p99 {p99:.1f} ms (bound {opts.p99_bound_ms:g} ms)")
            stats2, secs2, samples, warm, _ = run_soak(server, opts.codes, opts.positions,
                                                       opts.connections, 1.0, opts.timeout)
            print(f"short soak: two passes of {opts.codes} codes + {opts.positions} distinct positions")
            print(summary(stats2, secs2))
            text, growth = memory_report(samples, warm)
            print(text)
            print("  samples (s, MiB): " + " ".join(f"{t:.0f}:{kb / 1024:.1f}" for t, kb in samples))
            if opts.flat_tolerance > 0:
                if growth is None:
                    failures.append("memory flat: no VmRSS samples")
                elif abs(growth) > opts.flat_tolerance and abs(growth) * warm > opts.flat_slack_mb * 1024:
                    failures.append(f"memory not flat: last VmRSS {growth * 100:+.1f}% "
                                    f"({growth * warm / 1024:+.1f} MiB) against the first after warm-up "
                                    f"(tolerance {opts.flat_tolerance * 100:g}% or {opts.flat_slack_mb:g} MiB)")
            if stats2["resets"] or stats2["other_errors"] or stats2["timeouts"]:
                failures.append("soak transport errors")
            five2 = {k: v for k, v in stats2["status"].items() if k.split()[1].startswith("5")}
            if five2:
                failures.append(f"soak 5xx answers: {five2}")
            if stats2["bad"]:
                failures.append(f"soak: {len(stats2['bad'])} wrong answers, e.g. {stats2['bad'][:3]}")
            top = max((kb for _, kb in samples), default=0)
            if rss0 and top > opts.rss_bound_mb * 1024:
                failures.append(f"VmRSS reached {top / 1024:.0f} MiB (bound {opts.rss_bound_mb:g} MiB)")
        if not server.alive():
            failures.append(f"the server exited with status {server.proc.returncode}")
        n_tsan = tsan_reports(server)
        if server.log:
            print(f"ThreadSanitizer reports in the server's stderr: {n_tsan}")
        if n_tsan:
            failures.append(f"{n_tsan} ThreadSanitizer reports in the server's stderr")
            print(server.log_text()[-20000:], file=sys.stderr)
    finally:
        server.stop()
        if server.log:
            if opts.keep_log or failures:
                print(f"server log: {server.log.name}")
            else:
                os.unlink(server.log.name)
    for f in failures:
        print("FAIL: " + f)
    if opts.cmd == "short":
        print("short load and soak: " + ("FAILED" if failures else "passed"))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
