#!/usr/bin/env python3
"""The slowest steps of a Ninja build, from its .ninja_log (issue 28: where the build's time goes).

Usage: scripts/slowest_units.py BUILD_DIR [N]   (default N = 10)
Prints the N slowest steps (compile or link) of the last build in BUILD_DIR, each with its wall
time, then the sum of every step's time and the build's span (first start to last end).
"""
import os
import sys


def last_build_steps(log_path):
    """The steps of the newest build: .ninja_log appends, and a step rebuilt replaces its line."""
    steps = {}
    with open(log_path) as log:
        for line in log:
            if line.startswith("#"):
                continue
            start, end, _mtime, output, _hash = line.rstrip("\n").split("\t")
            steps[output] = (int(start), int(end))
    return steps


def main():
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    build = sys.argv[1]
    n = int(sys.argv[2]) if len(sys.argv) > 2 else 10
    steps = last_build_steps(os.path.join(build, ".ninja_log"))
    if not steps:
        sys.exit(f"{build}/.ninja_log holds no step")
    ranked = sorted(steps.items(), key=lambda kv: kv[1][1] - kv[1][0], reverse=True)
    for output, (start, end) in ranked[:n]:
        print(f"{(end - start) / 1000:8.1f} s  {output}")
    total = sum(end - start for start, end in steps.values()) / 1000
    span = (max(e for _, e in steps.values()) - min(s for s, _ in steps.values())) / 1000
    print(f"{len(steps)} steps, {total:.0f} s of step time, {span:.0f} s from first to last")


if __name__ == "__main__":
    main()
