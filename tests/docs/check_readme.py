#!/usr/bin/env python3
"""The README's Python transcripts are real: every ```pycon block is run as a doctest with
PYTHONPATH=build/python. Its ```console blocks, and those of docs/*.md, are run by
console_examples.py (ctest doc_examples).

usage: check_readme.py README.md BUILD_DIR"""
import doctest
import os
import re
import sys
import tempfile


def blocks(text, kind):
    return re.findall(r"```" + kind + r"\n(.*?)```", text, re.S)


def main():
    readme, build = sys.argv[1], os.path.abspath(sys.argv[2])
    text = open(readme, encoding="utf-8").read()
    failures, ran = 0, 0
    with tempfile.TemporaryDirectory() as tmp:
        env = {"GRUNDY_DB": os.path.join(tmp, "results.sqlite"), "HOME": tmp,
               "PYTHONPATH": os.path.join(build, "python")}
        for i, block in enumerate(blocks(text, "pycon")):
            test = doctest.DocTestParser().get_doctest(block, {}, f"README pycon {i + 1}",
                                                       readme, 0)
            os.environ.update(env)
            sys.path.insert(0, env["PYTHONPATH"])
            runner = doctest.DocTestRunner(optionflags=doctest.ELLIPSIS)
            result = runner.run(test)
            ran += result.attempted
            failures += result.failed
    print(f"check_readme: {ran} Python lines run, {failures} differ")
    return 1 if failures or ran == 0 else 0


if __name__ == "__main__":
    sys.exit(main())
