"""What the server scripts here share: a check that records failures, and a server on a free port."""
import os
import re
import subprocess
import tempfile
import time

failures = []


def check(cond, what):
    print(("ok   " if cond else "FAIL ") + what)
    if not cond:
        failures.append(what)


def serve(argv, timeout=30):
    """Starts argv, a `grundy serve` command line with `--port 0` in it, and returns (process,
    port): the kernel picks a port no other test or client holds, and the server names it in the
    line it prints on start. Exits the script, with the server's words, if it does not start."""
    log = tempfile.NamedTemporaryFile(delete=False)
    server = subprocess.Popen(argv, stdout=log, stderr=log)
    log.close()
    deadline = time.monotonic() + timeout
    try:
        while True:
            with open(log.name, "rb") as f:
                text = f.read().decode(errors="replace")
            found = re.search(r"^grundy: serving http://.*:(\d+)/$", text, re.M)
            if found:
                return server, int(found.group(1))
            if server.poll() is not None or time.monotonic() > deadline:
                server.kill()
                raise SystemExit("the server did not start: " + text)
            time.sleep(0.05)
    finally:
        os.unlink(log.name)  # the server keeps writing to the file it has open
