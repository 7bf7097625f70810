#!/usr/bin/env python3
"""grundy from Python against pure Python, side by side in one run (issue 30, "What it must show").

Kayles is written two ways, both ImpartialGames whose options are sums of heaps: as a
grundy.HeapGame (moves(n) yields the heaps a move leaves; the way the docs teach for heap games)
and as a frozen dataclass (options() yields Kayles(a) + Kayles(b); any positions, interned by the
user's hash) — the first is what the targets are for, the second is printed beside it.

1. Kayles written as a grundy.ImpartialGame (options as sums of heaps), heaps 0..30, against the
   search a newcomer writes: a memoised mex over whole positions (heaps as sorted tuples), no
   XOR. Target: grundy at most 0.2 of its time.
2. Heaps 0..300, against a pure-Python recursion that already uses the XOR rule (one heap's
   value is the mex of the XORs of the two heaps a move leaves). Target: within 5x.
3. A built-in call, grundy.sequence("0.6", 2^20), against the CLI's `grundy seq 0.6 1048576`
   (its process included). Target: within 1.2x.
Each figure is the median of RUNS runs, each in a fresh process (no table kept from a run).

usage: PYTHONPATH=build/python /usr/bin/python3 bench/python/kayles_bench.py [build/grundy] [RUNS]
"""
import os
import statistics
import subprocess
import sys
import tempfile
import time

CLI = sys.argv[1] if len(sys.argv) > 1 else "build/grundy"
RUNS = int(sys.argv[2]) if len(sys.argv) > 2 else 5

GRUNDY_KAYLES = """
import dataclasses, grundy, sys
@dataclasses.dataclass(frozen=True)
class Kayles(grundy.ImpartialGame):
    n: int
    def options(self):
        for take in (1, 2):
            for left in range(self.n - take + 1):
                yield Kayles(left) + Kayles(self.n - take - left)
N = int(sys.argv[1])
import time
t = time.perf_counter()
total = sum(Kayles(n).grundy() for n in range(N + 1))
print(total, time.perf_counter() - t)
"""

GRUNDY_HEAP_KAYLES = """
import grundy, sys
class Kayles(grundy.HeapGame):
    @staticmethod
    def moves(n):
        for take in (1, 2):
            for left in range(n - take + 1):
                yield left, n - take - left
N = int(sys.argv[1])
import time
t = time.perf_counter()
total = sum(Kayles(n).grundy() for n in range(N + 1))
print(total, time.perf_counter() - t)
"""

NEWCOMER = """
import sys
from functools import lru_cache
def mex(s):
    m = 0
    while m in s:
        m += 1
    return m
@lru_cache(maxsize=None)
def g(position):  # a sorted tuple of heaps; its value by the mex rule over whole positions
    options = set()
    for i, n in enumerate(position):
        rest = position[:i] + position[i + 1:]
        for take in (1, 2):
            for left in range(n - take + 1):
                right = n - take - left
                options.add(g(tuple(sorted(rest + tuple(h for h in (left, right) if h)))))
    return mex(options)
sys.setrecursionlimit(100000)
N = int(sys.argv[1])
import time
t = time.perf_counter()
total = sum(g((n,)) if n else 0 for n in range(N + 1))
print(total, time.perf_counter() - t)
"""

XOR_RULE = """
import sys, time
t = time.perf_counter()
N = int(sys.argv[1])
g = [0] * (N + 1)
for n in range(1, N + 1):
    seen = set()
    for take in (1, 2):
        for left in range(n - take + 1):
            seen.add(g[left] ^ g[n - take - left])
    m = 0
    while m in seen:
        m += 1
    g[n] = m
print(sum(g), time.perf_counter() - t)
"""

BUILT_IN = """
import grundy
print(int(grundy.sequence("0.6", 1 << 20).sum()))
"""


def timed(argv, env=None, reports_compute=True):
    """The median whole-process time, the median in-process compute time (what the child
    printed after its answer; the whole time where it printed none) and the answer."""
    times, inner, out = [], [], None
    for _ in range(RUNS):
        start = time.perf_counter()
        r = subprocess.run(argv, capture_output=True, text=True, env=env, check=True)
        times.append(time.perf_counter() - start)
        words = r.stdout.split()
        out = words[0]
        inner.append(float(words[1]) if reports_compute else times[-1])
    return statistics.median(times), statistics.median(inner), out


def main():
    py = sys.executable
    print("whole: each process from start to exit; compute: the computation alone, in process")
    print(f"{'case':<48} {'':>8} {'grundy s':>9} {'other s':>9} {'ratio':>7} {'target':>7}")
    for n, other, name, target in ((30, NEWCOMER, "Kayles 0..30 vs newcomer's mex search", 0.2),
                                   (300, XOR_RULE, "Kayles 0..300 vs pure Python with XOR", 5.0)):
        b, bi, vb = timed([py, "-c", other, str(n)])
        for kind, program in (("HeapGame", GRUNDY_HEAP_KAYLES), ("dataclass", GRUNDY_KAYLES)):
            a, ai, va = timed([py, "-c", program, str(n)])
            assert va == vb, (name, va, vb)  # the same values, by both routes
            print(f"{name:<48} {'whole':>8} {a:9.3f} {b:9.3f} {a / b:7.3f} {target:7.1f}")
            print(f"{'  as a ' + kind:<48} {'compute':>8} {ai:9.3f} {bi:9.3f} {ai / bi:7.3f} "
                  f"{target:7.1f}")
    with tempfile.TemporaryDirectory() as tmp:
        env = {**os.environ, "GRUNDY_DB": os.path.join(tmp, "results.sqlite")}
        a, _, va = timed([py, "-c", BUILT_IN], reports_compute=False)
        b, _, _ = timed([CLI, "seq", "0.6", str(1 << 20), "--no-db", "--no-progress", "--format",
                         "csv"], env=env, reports_compute=False)
    print(f"{'sequence(0.6, 2^20) vs grundy seq 0.6 1048576':<48} {'whole':>8} {a:9.3f} "
          f"{b:9.3f} {a / b:7.3f} {1.2:7.1f}")


if __name__ == "__main__":
    main()
