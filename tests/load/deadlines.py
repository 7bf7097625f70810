#!/usr/bin/env python3
"""Every budget held (issue 33, item 1): every command and route, on inputs that would run far
past any budget (one or more per solver), answers within its budget.

For each time budget B (--budgets, default 0.2 0.5 2 s):
- the command line, one input at a time: `grundy CMD ARGS --timeout B` (its store in a
  temporary folder), the whole
  process timed from start to exit;
- the server (`grundy serve --port 0 --no-db --budget-ms B`), every route's inputs sent 8 at a
  time (--parallel), each request timed from connect to the last byte.
An answer is late when it comes after B × 1.2 + 0.1 s (the issue's bound; --slack adds to it).
Any answer on time passes: a finished result (exit 0, HTTP 200) or a refusal (exit 1 naming the
budget, HTTP 422/503). A crash, a kill or an HTTP 5xx other than 503 fails.

The command line's census is left out: its --timeout is each game's budget (a game over it is
a row of the table, not an error), documented so; the route's budget is the whole census's.

The inputs are keyed by command; every command the server serves (`grundy --commands-markdown`:
those with an HTTP route) must have inputs here, so a new command fails the harness until it
is given an expensive input.

usage: deadlines.py GRUNDY [--budgets 0.2 0.5 2] [--parallel 8] [--slack S] [--only CMD …]
Exit status 1 if any answer is late or wrong; prints the worst time per command and budget.
"""
import argparse
import concurrent.futures
import http.client
import os
import re
import subprocess
import sys
import tempfile
import time
import urllib.parse

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "server"))
from harness import serve  # noqa: E402

CRAM_5X5 = "cram:" + "|".join(["....."] * 5)
DOMINEERING_6X6 = "domineering:" + "|".join(["......"] * 6)
DOMINEERING_5X5 = "domineering:" + "|".join(["....."] * 5)
CLOBBER_5X5 = "clobber:" + "|".join(("xoxox", "oxoxo") * 2 + ("xoxox",))
NOGO_4X5 = "nogo:" + "|".join(["....."] * 4)
FOX_10X10 = "fox-and-geese:" + "|".join([".....F...."] + ["." * 10] * 8 + ["G.G.G.G.G."])

# command -> [(command-line arguments, HTTP query)], each one far past a 2 s budget on its own.
INPUTS = {
    "value": [(["wythoff:(20000,20001)"], {"expr": "wythoff:(20000,20001)"}),
              ([CRAM_5X5], {"expr": CRAM_5X5}),
              (["0.6:100000000"], {"expr": "0.6:100000000"}),
              (["grundys-game:20000000"], {"expr": "grundys-game:20000000"})],
    "outcome": [([DOMINEERING_6X6], {"expr": DOMINEERING_6X6}),
                ([CLOBBER_5X5], {"expr": CLOBBER_5X5}),
                ([NOGO_4X5], {"expr": NOGO_4X5}),
                (["kayles:40,41,42,43 + 0.6:300", "--misere"],
                 {"expr": "kayles:40,41,42,43 + 0.6:300", "misere": "1"})],
    "moves": [([CRAM_5X5 + " + nim:1"], {"expr": CRAM_5X5 + " + nim:1"}),
              ([DOMINEERING_6X6], {"expr": DOMINEERING_6X6})],
    "genus": [(["0.6:5000"], {"expr": "0.6:5000"})],
    # (the routes' own bounds: n to 10^6, max to 2^20)
    "seq": [(["0.6", "100000000", "--no-progress"], {"ruleset": "0.6", "n": "1000000"}),
            (["0.6", "99999", "--no-progress", "--genus"],
             {"ruleset": "0.6", "n": "99999", "genus": "1"})],
    "period": [(["0.6", "--max", "100000000", "--no-progress"],
                {"ruleset": "0.6", "max": "1048576"})],
    "census": [(["octal:2", "--max", "65536", "--no-progress", "--jobs", "1"],
                {"family": "octal:2", "max": "65536"})],
    "verify": [([CRAM_5X5], {"expr": CRAM_5X5})],
    "options": [(["grundys-game:20000000"], {"expr": "grundys-game:20000000"})],
    "canonical": [([DOMINEERING_5X5], {"expr": DOMINEERING_5X5})],
    "compare": [([DOMINEERING_5X5, "0"], {"a": DOMINEERING_5X5, "b": "0"})],
    "thermograph": [([DOMINEERING_5X5], {"expr": DOMINEERING_5X5})],
    "cool": [([DOMINEERING_5X5, "1"], {"expr": DOMINEERING_5X5, "t": "1"})],
    "heat": [([DOMINEERING_5X5, "1"], {"expr": DOMINEERING_5X5, "t": "1"})],
    "properties": [([DOMINEERING_5X5], {"expr": DOMINEERING_5X5})],
    "overheat": [([DOMINEERING_5X5, "1", "2"], {"expr": DOMINEERING_5X5, "s": "1", "t": "2"})],
    "lexicode": [(["63", "12"], {"n": "63", "d": "12"})],
    "fox-and-geese": [([FOX_10X10], {"position": FOX_10X10})],
    "quotient": [(["0.6", "--max-heap", "40"], {"ruleset": "0.6", "max_heap": "40"})],
    "nimber": [(["pow", "0x123456789abcdef", "18446744073709551615"],
                {"op": "pow", "a": "0x123456789abcdef", "e": "18446744073709551615"})],
}


def served_commands(grundy):
    """The commands with an HTTP route, from the registry (the markdown table of commands)."""
    text = subprocess.run([grundy, "--commands-markdown"], capture_output=True, text=True,
                          check=True).stdout
    return [m.group(1) for m in re.finditer(r"^\| `grundy ([a-z-]+)` \|.*\| `GET ", text, re.M)]


def run_cli(grundy, args, budget, db):
    start = time.monotonic()
    r = subprocess.run([grundy, *args, "--timeout", str(budget)], capture_output=True,
                       text=True, env={**os.environ, "GRUNDY_DB": db})
    took = time.monotonic() - start
    # exit 0: answered; 1: refused (budget or computation); 2 would be a usage error here
    ok = r.returncode == 0 or (r.returncode == 1 and r.stderr.strip())
    return took, r.returncode, ok, r.stderr.strip()[-160:]


def run_http(port, command, query):
    start = time.monotonic()
    c = http.client.HTTPConnection("127.0.0.1", port, timeout=60)
    try:
        c.request("GET", f"/api/{command}?" + urllib.parse.urlencode(query))
        r = c.getresponse()
        body = r.read().decode(errors="replace")
        status = r.status
    except OSError as e:
        status, body = 0, str(e)
    finally:
        c.close()
    took = time.monotonic() - start
    ok = status in (200, 422, 503)
    return took, status, ok, body[-160:]


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("grundy")
    ap.add_argument("--budgets", type=float, nargs="+", default=[0.2, 0.5, 2.0])
    ap.add_argument("--parallel", type=int, default=8)
    ap.add_argument("--slack", type=float, default=0.0, help="seconds added to the bound")
    ap.add_argument("--only", nargs="*", help="these commands alone")
    ap.add_argument("--no-cli", action="store_true")
    ap.add_argument("--no-server", action="store_true")
    a = ap.parse_args()

    failures = []
    served = served_commands(a.grundy)
    missing = sorted(set(served) - set(INPUTS))
    if missing:
        failures.append(f"no expensive input for the served commands {missing}")
    commands = [c for c in INPUTS if not a.only or c in a.only]
    worst = {}  # (front, command, budget) -> seconds

    def record(front, command, budget, args, result):
        took, code, ok, said = result
        bound = budget * 1.2 + 0.1 + a.slack
        key = (front, command, budget)
        worst[key] = max(worst.get(key, 0.0), took)
        if not ok:
            failures.append(f"{front} {command} {args} at {budget} s: status {code}: {said}")
        elif took > bound:
            failures.append(f"{front} {command} {args} at {budget} s: answered after "
                            f"{took:.2f} s (bound {bound:.2f} s; status {code})")

    with tempfile.TemporaryDirectory() as tmp:
        db = os.path.join(tmp, "results.sqlite")
        for budget in a.budgets:
            if not a.no_cli:
                for command in (c for c in commands if c != "census"):
                    for args, _ in INPUTS[command]:
                        argv = [command, *args]  # the store: GRUNDY_DB in tmp
                        record("cli", command, budget, args,
                               run_cli(a.grundy, argv, budget, db))
            if not a.no_server:
                server, port = serve([a.grundy, "serve", "--port", "0", "--no-db",
                                      "--budget-ms", str(int(budget * 1000))])
                try:
                    jobs = [(c, q) for c in commands for _, q in INPUTS[c]]
                    with concurrent.futures.ThreadPoolExecutor(a.parallel) as pool:
                        results = list(pool.map(lambda j: run_http(port, *j), jobs))
                    for (command, query), result in zip(jobs, results):
                        record("http", command, budget, query, result)
                    if server.poll() is not None:
                        failures.append(f"the server died at budget {budget}")
                finally:
                    server.terminate()
                    server.wait(timeout=30)

    print(f"{'front':<5} {'command':<14} " + " ".join(f"{b:>8}" for b in a.budgets))
    for front in ("cli", "http"):
        for command in commands:
            row = [worst.get((front, command, b)) for b in a.budgets]
            if any(v is not None for v in row):
                print(f"{front:<5} {command:<14} " +
                      " ".join(f"{v:8.2f}" if v is not None else f"{'':>8}" for v in row))
    for f in failures:
        print("FAIL:", f)
    print("late or wrong:", len(failures))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
