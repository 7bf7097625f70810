#!/usr/bin/env python3
"""The documentation's transcripts are real: every ```console block of README.md and docs/*.md
is run, and the output of each command is compared with the lines shown under it.

A line `$ COMMAND` starts a command; the lines up to the next `$ ` line (or the end of the block)
are what it prints: its standard output, then its standard error, as a terminal shows them.
A command is run when its first word is `grundy` or `build/grundy` (the binary under test), or
when it is `echo …` piped into grundy; other lines (`make`, `curl`, `/usr/bin/time …`,
`PYTHONPATH=… python3`) and `grundy serve` are shown, not run.

Elision: a line `...` alone in the output shown matches any number of lines (none included),
for output that changes from run to run (timings, paths, a machine's core count):

    $ grundy bench
    ...
    signature: 1234

Each file's commands run in order, in a temporary folder of their own (a checkpoint file a
command writes lands there), with a results store of their own ($GRUNDY_DB) and $HOME there, so
a later command may read what an earlier one of the same file stored.

usage: console_examples.py SOURCE_DIR BUILD_DIR [FILE.md ...]
       (files relative to SOURCE_DIR; default README.md and docs/*.md)"""
import glob
import os
import re
import subprocess
import sys
import tempfile

ELISION = "..."
RUN_FIRST_WORDS = ("grundy", "build/grundy")


def blocks(text, kind):
    return re.findall(r"```" + kind + r"\n(.*?)```", text, re.S)


def console_cases(block):
    """(command, expected lines) for each `$ ` line of a console block."""
    cases, command, expected = [], None, []
    for line in block.splitlines():
        if line.startswith("$ "):
            if command is not None:
                cases.append((command, expected))
            command, expected = line[2:], []
        elif command is not None:
            expected.append(line)
    if command is not None:
        cases.append((command, expected))
    return cases


def runs(command):
    """Whether the command is one of grundy's (run), not one merely shown."""
    words = command.split()
    if not words:
        return False
    if words[0] in RUN_FIRST_WORDS:
        return words[1:2] != ["serve"]
    return words[0] == "echo" and re.search(r"\|\s*(build/)?grundy\b", command) is not None


def matches(expected, got):
    """Whether the lines got are the lines expected, a line `...` matching any lines."""
    if not expected:
        return not got
    if expected[0] == ELISION:
        return any(matches(expected[1:], got[k:]) for k in range(len(got) + 1))
    return bool(got) and got[0] == expected[0] and matches(expected[1:], got[1:])


def run_file(path, label, binary, extra_env=None):
    """Runs the console examples of one Markdown file; returns (commands run, failures)."""
    text = open(path, encoding="utf-8").read()
    ran, failures = 0, 0
    with tempfile.TemporaryDirectory() as tmp:
        # `grundy` and `build/grundy` both name the binary under test.
        os.makedirs(os.path.join(tmp, "bin"))
        os.makedirs(os.path.join(tmp, "build"))
        os.symlink(binary, os.path.join(tmp, "bin", "grundy"))
        os.symlink(binary, os.path.join(tmp, "build", "grundy"))
        env = {**os.environ, "GRUNDY_DB": os.path.join(tmp, "results.sqlite"), "HOME": tmp,
               "PATH": os.path.join(tmp, "bin") + os.pathsep + os.environ.get("PATH", ""),
               **(extra_env or {})}
        for block in blocks(text, "console"):
            for command, expected in console_cases(block):
                if not runs(command):
                    continue
                r = subprocess.run(["bash", "-c", command], capture_output=True, text=True,
                                   env=env, cwd=tmp, timeout=120)
                ran += 1
                # What a person sees on the terminal: the output, then any message.
                got = (r.stdout + r.stderr).rstrip("\n").splitlines()
                if not matches(expected, got):
                    failures += 1
                    print(f"{label}: $ {command}\n  want: {expected}\n  got:  {got}")
    return ran, failures


def main():
    if len(sys.argv) < 3:
        print(__doc__, file=sys.stderr)
        return 2
    source, build = os.path.abspath(sys.argv[1]), os.path.abspath(sys.argv[2])
    files = sys.argv[3:] or ["README.md"] + sorted(
        os.path.relpath(p, source) for p in glob.glob(os.path.join(source, "docs", "*.md")))
    binary = os.path.join(build, "grundy")
    ran, failures = 0, 0
    for name in files:
        r, f = run_file(os.path.join(source, name), name, binary)
        ran, failures = ran + r, failures + f
    print(f"console_examples: {ran} commands of {len(files)} files run, {failures} differ")
    # Over every page, no command run means the reader is broken; one page may have none.
    return 1 if failures or (ran == 0 and len(files) > 1) else 0


if __name__ == "__main__":
    sys.exit(main())
