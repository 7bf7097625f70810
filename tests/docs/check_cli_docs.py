#!/usr/bin/env python3
"""docs/cli.md's list of commands is made from the commands' declarations (app/command.h):
`grundy --commands-markdown` prints it. This check fails when the list in docs/cli.md differs
from what the binary prints; with --write it puts the printed list into docs/cli.md instead.

usage: check_cli_docs.py GRUNDY DOCS_CLI_MD [--write]"""
import subprocess
import sys

BEGIN = '<!-- commands: made by `grundy --commands-markdown` (tests/docs/check_cli_docs.py) -->\n'
END = '<!-- end of commands -->\n'


def main():
    grundy, doc = sys.argv[1], sys.argv[2]
    table = subprocess.run([grundy, '--commands-markdown'], check=True, capture_output=True,
                           text=True).stdout
    text = open(doc, encoding='utf-8').read()
    if BEGIN not in text or END not in text:
        print(f'check_cli_docs: {doc} has no list between the markers {BEGIN.strip()} and {END.strip()}')
        return 1
    head, rest = text.split(BEGIN, 1)
    old, tail = rest.split(END, 1)
    if old == table:
        print(f'check_cli_docs: {doc} lists the {table.count(chr(10)) - 2} declared commands')
        return 0
    if len(sys.argv) > 3 and sys.argv[3] == '--write':
        open(doc, 'w', encoding='utf-8').write(head + BEGIN + table + END + tail)
        print(f'check_cli_docs: {doc} rewritten')
        return 0
    print(f'check_cli_docs: {doc} differs from the declarations; run '
          f'python3 tests/docs/check_cli_docs.py build/grundy docs/cli.md --write')
    for line in sorted(set(old.splitlines()) ^ set(table.splitlines())):
        print('  ' + ('docs: ' if line in old.splitlines() else 'declared: ') + line)
    return 1


if __name__ == '__main__':
    sys.exit(main())
