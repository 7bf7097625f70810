#!/usr/bin/python3
"""MCGS and grundy on MCGS's own autotests, one after the other in one run (issue 31).

    bench/mcgs/side_by_side.py MCGS_DIR GRUNDY [--timeout-ms 20000] [--only DIR ...]

MCGS_DIR is a built copy of MCGS (its binary `MCGS` and its `input/autotests`). First MCGS runs
every test file (`MCGS --run-tests --test-dir input/autotests --test-timeout T`), then grundy runs
each file as its own process (`grundy outcome --mcgs FILE --json --no-db --case-timeout-ms T`).
The CPU time of each (user + system of the process and its children, from getrusage) is the
figure compared; both limits are wall time, so a loaded machine puts more cases over them.

Prints, per directory: the cases, those grundy expresses, agree / differ, the cases over the
limit on each side, and each side's CPU seconds (MCGS's split across directories by its
per-case wall milliseconds, which is all its CSV gives; the whole-process totals are exact).
Exit status 1 if any case grundy expresses differs from MCGS's expected result (apart from
misc_autotests/wrong_value.test, whose expected results are wrong on purpose).
"""
import argparse
import collections
import csv
import json
import os
import resource
import subprocess
import sys
import tempfile
import time


def children_cpu():
    r = resource.getrusage(resource.RUSAGE_CHILDREN)
    return r.ru_utime + r.ru_stime


def run_mcgs(mcgs_dir, timeout_ms, test_dir):
    out = os.path.join(tempfile.mkdtemp(prefix="mcgs-side-"), "out.csv")
    before, wall = children_cpu(), time.time()
    subprocess.run(
        ["./MCGS", "--run-tests", "--test-dir", test_dir, "--test-timeout", str(timeout_ms),
         "--out-file", out],
        cwd=mcgs_dir, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=False)
    cpu, wall = children_cpu() - before, time.time() - wall
    rows = list(csv.DictReader(open(out, newline="")))
    return rows, cpu, wall


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("mcgs_dir")
    ap.add_argument("grundy")
    ap.add_argument("--timeout-ms", type=int, default=20000)
    ap.add_argument("--only", nargs="*", default=[], help="directories of input/autotests")
    args = ap.parse_args()
    root = os.path.join(os.path.abspath(args.mcgs_dir), "input", "autotests")
    grundy = os.path.abspath(args.grundy)

    dirs = sorted(d for d in os.listdir(root) if os.path.isdir(os.path.join(root, d)))
    if args.only:
        dirs = [d for d in dirs if d in args.only]
    table = collections.OrderedDict(
        (d, collections.Counter()) for d in dirs)

    # MCGS, one process for the chosen directories (a scratch test dir of links when --only).
    mcgs_cpu = mcgs_wall = 0.0
    test_dir = "input/autotests"
    if args.only:
        scratch = tempfile.mkdtemp(prefix="mcgs-only-")
        for d in dirs:
            os.symlink(os.path.join(root, d), os.path.join(scratch, d))
        test_dir = scratch
    rows, mcgs_cpu, mcgs_wall = run_mcgs(args.mcgs_dir, args.timeout_ms, test_dir)
    for row in rows:
        d = next((part for part in row["File"].split("/") if part in table), None)
        if d is None:
            continue
        t = table[d]
        t["mcgs_cases"] += 1
        t["mcgs_ms"] += float(row["Time (ms)"] or 0)
        if row["Status"] == "TIMEOUT":
            t["mcgs_over"] += 1
    mcgs_ms = sum(t["mcgs_ms"] for t in table.values()) or 1.0

    # grundy, one process a file.
    grundy_cpu = 0.0
    differ = []
    for d in dirs:
        t = table[d]
        for dirpath, _, files in sorted(os.walk(os.path.join(root, d))):
            for f in sorted(files):
                if not f.endswith(".test"):
                    continue
                path = os.path.join(dirpath, f)
                before = children_cpu()
                p = subprocess.run(
                    [grundy, "outcome", "--mcgs", path, "--json", "--no-db", "--case-timeout-ms",
                     str(args.timeout_ms)], capture_output=True, text=True, check=False)
                cpu = children_cpu() - before
                grundy_cpu += cpu
                t["grundy_cpu"] += cpu
                try:
                    j = json.loads(p.stdout)
                except json.JSONDecodeError:
                    print(f"{path}: no JSON (exit {p.returncode}): {p.stderr.strip()[:200]}",
                          file=sys.stderr)
                    t["errors"] += 1
                    continue
                for c in j.get("cases", []):
                    s = c.get("status")
                    if s == "skipped":
                        continue
                    t["expressed"] += 1
                    if s == "agree":
                        t["agree"] += 1
                    elif s == "DIFFER":
                        t["differ"] += 1
                        if f != "wrong_value.test":
                            differ.append(f"{path}:{c.get('line')}")
                    elif s == "over budget":
                        t["grundy_over"] += 1
                    else:
                        t["other"] += 1

    print("| directory | MCGS cases | grundy expresses | agree | differ | grundy over limit | "
          "MCGS over limit | MCGS CPU s (by its case times) | grundy CPU s |")
    print("|---|---:|---:|---:|---:|---:|---:|---:|---:|")
    for d, t in table.items():
        share = mcgs_cpu * t["mcgs_ms"] / mcgs_ms
        print(f"| {d} | {t['mcgs_cases']} | {t['expressed']} | {t['agree']} | {t['differ']} | "
              f"{t['grundy_over']} | {t['mcgs_over']} | {share:.1f} | {t['grundy_cpu']:.1f} |")
    total = collections.Counter()
    for t in table.values():
        total.update(t)
    print(f"| **all** | {total['mcgs_cases']} | {total['expressed']} | {total['agree']} | "
          f"{total['differ']} | {total['grundy_over']} | {total['mcgs_over']} | {mcgs_cpu:.1f} | "
          f"{grundy_cpu:.1f} |")
    print(f"\nMCGS: {mcgs_cpu:.1f} s CPU in {mcgs_wall:.1f} s wall; grundy: {grundy_cpu:.1f} s CPU; "
          f"ratio grundy / MCGS = {grundy_cpu / max(mcgs_cpu, 1e-9):.3f}")
    if differ:
        print("differ:", *differ, sep="\n  ")
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
