#!/usr/bin/env python3
"""The README's transcripts are real: every `$ build/grundy …` line of a ```console block is run
and its output compared with the lines under it; every ```pycon block is run as a doctest with
PYTHONPATH=build/python. Lines of other commands (make, git, curl) are shown, not run.

usage: check_readme.py README.md BUILD_DIR"""
import doctest
import os
import re
import subprocess
import sys
import tempfile


def blocks(text, kind):
    return re.findall(r"```" + kind + r"\n(.*?)```", text, re.S)


def console_cases(block):
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


def main():
    readme, build = sys.argv[1], os.path.abspath(sys.argv[2])
    root = os.path.dirname(os.path.abspath(readme))
    text = open(readme, encoding="utf-8").read()
    failures, ran = 0, 0
    with tempfile.TemporaryDirectory() as tmp:
        env = {**os.environ, "GRUNDY_DB": os.path.join(tmp, "results.sqlite"), "HOME": tmp,
               "PYTHONPATH": os.path.join(build, "python")}
        for block in blocks(text, "console"):
            for command, expected in console_cases(block):
                if "build/grundy" not in command or "serve" in command:
                    continue
                run = command.replace("build/grundy", os.path.join(build, "grundy"))
                r = subprocess.run(["bash", "-c", run], capture_output=True, text=True, env=env,
                                   cwd=root, timeout=120)
                ran += 1
                # What a person sees on the terminal: the output, then any message.
                got = (r.stdout + r.stderr).rstrip("\n").splitlines()
                if got != expected:
                    failures += 1
                    print(f"README: $ {command}\n  want: {expected}\n  got:  {got}\n"
                          f"  stderr: {r.stderr.strip()[:300]}")
        for i, block in enumerate(blocks(text, "pycon")):
            test = doctest.DocTestParser().get_doctest(block, {}, f"README pycon {i + 1}",
                                                       readme, 0)
            os.environ.update(env)
            sys.path.insert(0, env["PYTHONPATH"])
            runner = doctest.DocTestRunner(optionflags=doctest.ELLIPSIS)
            result = runner.run(test)
            ran += result.attempted
            failures += result.failed
    print(f"check_readme: {ran} commands and Python lines run, {failures} differ")
    return 1 if failures or ran == 0 else 0


if __name__ == "__main__":
    sys.exit(main())
