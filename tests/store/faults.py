#!/usr/bin/env python3
"""The results store on a full disk and on read-only media (issue 33, item 5), black-box.

A small tmpfs is mounted in a mount namespace of this script's own (`unshare -m` as root, else
`unshare -rm`), so nothing outside it sees the mount and nothing is left mounted if the script
dies. On it:
- a full disk: a store holding one entry, then the file system filled to the last byte. A
  sequence, a misère quotient and an HTTP request that would save are answered exactly as with
  --no-db (exit 0, HTTP 200), with a warning that names the store and why nothing was saved; the
  store passes SQLite's integrity check and still holds its one entry, nothing else. Then room
  to open the store but not for a save: the save fails inside its transaction, is rolled back,
  and the answer is printed all the same.
- read-only: the same store after `mount -o remount,ro`. Its entry is read; a new answer is
  computed and given, with a warning; the file's bytes are unchanged; a store that cannot be
  created is a warning, not a failure; a file that is not a store is still an error.
Usage: faults.py GRUNDY_BINARY. Exit status 1 on any failure, 77 when no mount namespace can be
made here (ctest reports the test as skipped).
"""
import hashlib
import os
import re
import sqlite3
import subprocess
import sys
import tempfile
import time
import urllib.request

failures = []


def check(cond, what):
    print(("ok   " if cond else "FAIL ") + what)
    if not cond:
        failures.append(what)


def run(grundy, *args):
    return subprocess.run([grundy, *args], capture_output=True, text=True, timeout=120)


def fill(folder):
    """Writes a file until the file system has no byte left."""
    with open(os.path.join(folder, "filler"), "wb", buffering=0) as f:
        try:
            while True:
                f.write(b"\0" * 4096)
        except OSError:
            pass
        try:
            while True:
                f.write(b"\0")
        except OSError:
            pass


def entries(store):
    con = sqlite3.connect(f"file:{store}?immutable=1", uri=True)
    try:
        ok = con.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
        names = [r[0] for r in con.execute("SELECT ruleset FROM sequences ORDER BY ruleset")]
        return ok, names
    finally:
        con.close()


def server_answer(grundy, store, path):
    """GET path from `grundy serve --db store`; returns (status, body, the server's log)."""
    with tempfile.NamedTemporaryFile("w+", delete=False, dir="/tmp") as log:
        name = log.name
    with open(name, "w") as log:
        server = subprocess.Popen([grundy, "serve", "--port", "0", "--db", store],
                                  stdout=log, stderr=log)
    try:
        port, deadline = None, time.monotonic() + 30
        while port is None and time.monotonic() < deadline:
            found = re.search(r"serving http://.*:(\d+)/", open(name).read())
            port = int(found.group(1)) if found else None
            time.sleep(0.05)
        if port is None:
            return None, "", open(name).read()
        with urllib.request.urlopen(f"http://127.0.0.1:{port}{path}", timeout=30) as r:
            status, body = r.status, r.read().decode()
        time.sleep(0.1)
        return status, body, open(name).read()
    finally:
        server.terminate()
        server.wait(timeout=30)
        os.unlink(name)


def inside(grundy, mount):
    store = os.path.join(mount, "results.sqlite")
    seq_args = ["seq", "0.6", "20000", "--format", "csv", "--no-progress"]
    expected_seq = run(grundy, *seq_args, "--no-db").stdout
    quotient_args = ["quotient", "0.75", "--max-heap", "20"]
    expected_quotient = run(grundy, *quotient_args, "--no-db").stdout

    # A full disk.
    r = run(grundy, "seq", "0.07", "100", "--db", store)
    check(r.returncode == 0 and not r.stderr, f"a store is made with one entry: {r.stderr}")
    fill(mount)
    check(os.statvfs(mount).f_bavail == 0, "the file system is full")
    r = run(grundy, *seq_args, "--db", store)
    check(r.returncode == 0 and r.stdout == expected_seq,
          f"full disk: the sequence is printed as without the store (exit {r.returncode})")
    check(store in r.stderr and "No space left on device" in r.stderr,
          f"full disk: a warning names the store and why: {r.stderr.strip()}")
    r = run(grundy, *quotient_args, "--db", store)
    check(r.returncode == 0 and r.stdout == expected_quotient,
          f"full disk: the quotient is printed as without the store (exit {r.returncode})")
    check("warning" in r.stderr and store in r.stderr,
          f"full disk: the quotient's warning: {r.stderr.strip()}")
    status, body, log = server_answer(grundy, store, "/api/seq?ruleset=0.6&n=3000")
    values = expected_seq.split("\n")[1:3002]
    check(status == 200 and all(f"{v.split(',')[1]}" in body for v in values[-3:]),
          f"full disk: the server answers 200 ({status})")
    check("warning" in log and store in log, f"full disk: the server's log says why: {log!r}")
    ok, names = entries(store)
    check(ok, "full disk: the store passes SQLite's integrity check")
    check(names == ["0.07"], f"full disk: the store holds its entry and nothing else: {names}")
    # Room to open the store (its -shm file, a page or two of log), not for the save.
    filler = os.path.join(mount, "filler")
    os.truncate(filler, max(0, os.path.getsize(filler) - 64 * 1024))
    r = run(grundy, "seq", "0.6", "200000", "--format", "csv", "--no-progress", "--db", store)
    last = run(grundy, "seq", "0.6", "200000", "--format", "csv", "--no-progress", "--no-db")
    check(r.returncode == 0 and r.stdout == last.stdout,
          f"a save that does not fit: the sequence is printed all the same (exit {r.returncode})")
    check("this answer was not saved (the store is as it was)" in r.stderr and store in r.stderr,
          f"a save that does not fit: rolled back, with a warning: {r.stderr.strip()}")
    ok, names = entries(store)
    check(ok and names == ["0.07"], f"a save that does not fit: the store as it was: {names}")
    os.unlink(filler)

    # Read-only.
    garbage = os.path.join(mount, "garbage.sqlite")
    with open(garbage, "w") as f:
        f.write("not a database, but text long enough to have a header of its own" * 8)
    subprocess.run(["mount", "-o", "remount,ro", mount], check=True)
    before = hashlib.sha256(open(store, "rb").read()).hexdigest()
    r = run(grundy, "seq", "0.07", "100", "--db", store)
    r_plain = run(grundy, "seq", "0.07", "100", "--no-db")
    check(r.returncode == 0 and r.stdout == r_plain.stdout,
          f"read-only: the entry is read (exit {r.returncode})")
    check("Read-only file system" in r.stderr and store in r.stderr,
          f"read-only: a warning says why nothing is saved: {r.stderr.strip()}")
    r = run(grundy, *seq_args, "--db", store)
    check(r.returncode == 0 and r.stdout == expected_seq,
          f"read-only: a new sequence is computed and printed (exit {r.returncode})")
    check(hashlib.sha256(open(store, "rb").read()).hexdigest() == before,
          "read-only: the store's bytes are unchanged")
    r = run(grundy, *quotient_args, "--db", os.path.join(mount, "new", "results.sqlite"))
    check(r.returncode == 0 and r.stdout == expected_quotient and "cannot be created" in r.stderr,
          f"read-only: a store that cannot be created is a warning: {r.stderr.strip()}")
    r = run(grundy, *seq_args, "--db", garbage)
    check(r.returncode != 0 and not r.stdout and "not a database" in r.stderr,
          f"read-only: a file that is not a store is still an error: {r.stderr.strip()}")


def main():
    grundy = os.path.abspath(sys.argv[1])
    if len(sys.argv) > 2 and sys.argv[2] == "--inside":
        with tempfile.TemporaryDirectory() as mount:
            subprocess.run(["mount", "-t", "tmpfs", "-o", "size=256k", "tmpfs", mount],
                           check=True)
            try:
                inside(grundy, mount)
            finally:
                subprocess.run(["umount", "-l", mount])
        return 1 if failures else 0
    # A mount namespace of our own: root's, else a user namespace's (where tmpfs may be mounted).
    for unshare in (["unshare", "-m"], ["unshare", "-rm"]):
        probe = subprocess.run([*unshare, "true"], capture_output=True)
        if probe.returncode == 0:
            return subprocess.run([*unshare, sys.executable, os.path.abspath(__file__), grundy,
                                   "--inside"]).returncode
    print("skipped: no mount namespace can be made here (unshare -m and -rm both fail)")
    return 77


if __name__ == "__main__":
    sys.exit(main())
