#!/usr/bin/env python3
"""docs/results.md: every board grundy has solved, its answer, the work it took, and the published
answer it agrees with.

Each row of BOARDS names a board, the published answer and where it was published. This script
solves each board with the built binary and checks the answer against the reference:

  solved_boards.py GRUNDY --write docs/results.md   solve every row, rewrite the table
  solved_boards.py GRUNDY --check docs/results.md   solve the quick rows (a ctest), every row
                                                    with --all (ctest label long), and check that
                                                    the table lists every row with its answer

Partizan boards are solved by the outcome search on one thread (`grundy outcome --engine search
--threads 1 --no-db`), or where a row says so by the whole-board search of Domineering or NoGo
(`--engine board`), Cram by `grundy value --no-db`. Times are CPU seconds of the grundy
process (user + system), so a busy machine changes them little; nodes are the search's sums.
Exit status: 0 all agree, 1 an answer differs from its reference or the table is stale, 2 usage.
"""
import json
import re
import resource
import subprocess
import sys

BEGIN = "<!-- results:begin -->"
END = "<!-- results:end -->"

# The sources, cited in the table by their short names.
SOURCES = {
    "DOMI": "Breuker, Uiterwijk & van den Herik, \"Solving 8×8 Domineering\", Theoretical Computer "
            "Science 230 (2000): the square boards to 8×8; 5×5 is a second-player win, the others "
            "first-player wins",
    "MCGS": "MCGS v1.5 (github.com/ualberta-mueller-group/MCGS), run on this machine on the same "
            "board: the same outcome (issue 31's side-by-side measurement)",
    "ISSUE31": "the published outcome issue 31 lists for the 5×5 checkerboard (a second-player "
               "win); not yet checked here against its primary publication or a second program",
    "Beling": "Beling's table of Cram nimbers (github.com/beling/impartial-games, README; Beling & "
              "Rogalski, \"On pruning search trees of impartial games\", AI 283, 2020)",
    "symmetry": "Cram on an even × even board: the second player answers each move with its mirror "
                "image through the centre, so the nimber is 0 (Winning Ways, ch. 22)",
}

# (ruleset, rows, columns, published answer, reference, quick: solved in well under a second,
# and optionally the outcome engine when it is not the sum search)
BOARDS = [
    ("domineering", 2, 2, "N", "DOMI", True),
    ("domineering", 3, 3, "N", "DOMI", True),
    ("domineering", 4, 4, "N", "DOMI", True),
    ("domineering", 5, 5, "P", "DOMI; `grundy canonical` gives 0", True),
    ("domineering", 6, 6, "N", "DOMI", True),
    ("domineering", 7, 7, "N", "DOMI", False),
    ("domineering", 7, 7, "N", "DOMI", True, "board"),
    ("domineering", 8, 8, "N", "DOMI", False, "board"),
    ("domineering", 4, 8, "R", "MCGS", True),
    ("clobber", 3, 4, "P", "MCGS", True),
    ("clobber", 4, 5, "N", "MCGS", False),
    ("clobber", 5, 5, "P", "ISSUE31", False),
    ("nogo", 4, 4, "P", "MCGS", False),
    ("nogo", 4, 4, "P", "MCGS", True, "board"),
    ("cram", 4, 4, "0", "symmetry; Beling", True),
    ("cram", 4, 5, "2", "Beling", True),
    ("cram", 4, 6, "0", "symmetry; Beling", True),
    ("cram", 4, 7, "3", "Beling", False),
    ("cram", 4, 8, "0", "symmetry; Beling", False),
    ("cram", 5, 5, "0", "Beling", True),
    ("cram", 5, 6, "2", "Beling", False),
    ("cram", 4, 9, "1", "Beling", False),
    ("cram", 5, 7, "1", "Beling", False),
    ("cram", 6, 6, "0", "symmetry; Beling", False),
    ("cram", 4, 10, "0", "symmetry; Beling", False),
    ("cram", 5, 8, "1", "Beling", False),
    ("cram", 4, 11, "1", "Beling", False),
]


def board(ruleset, rows, cols):
    if ruleset == "clobber":  # the checkerboard, x in the top left corner
        cells = [["x" if (r + c) % 2 == 0 else "o" for c in range(cols)] for r in range(rows)]
        return "|".join("".join(row) for row in cells)
    return "|".join("." * cols for _ in range(rows))


def solve(grundy, ruleset, rows, cols, engine, timeout):
    expr = f"{ruleset}:{board(ruleset, rows, cols)}"
    if ruleset == "cram":
        cmd = [grundy, "value", "--no-db", "--json", "--timeout", str(timeout), expr]
    else:
        cmd = [grundy, "outcome", "--no-db", "--engine", engine, "--threads", "1", "--json",
               "--timeout", str(timeout), expr]
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    run = subprocess.run(cmd, capture_output=True, text=True)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    if run.returncode != 0:
        return None, None, cpu, run.stderr.strip()
    out = json.loads(run.stdout)
    answer = str(out["value"]) if ruleset == "cram" else out["outcome"]
    return answer, out.get("search_nodes"), cpu, ""


DISPLAY = {"domineering": "Domineering", "clobber": "Clobber", "nogo": "NoGo", "cram": "Cram"}


def name(ruleset, rows, cols, engine):
    how = " (board search)" if engine == "board" else ""
    return f"{DISPLAY[ruleset]} {rows}×{cols}{how}"


def rows_of_table():
    """Each row of BOARDS with its engine: the sum search unless the row names another."""
    for row in BOARDS:
        yield (*row[:6], row[6] if len(row) > 6 else "search")


def table(grundy, timeout):
    lines = ["| board | grundy's answer | nodes | CPU time | published answer | reference |",
             "|---|---|---:|---:|---|---|"]
    failures = 0
    for ruleset, rows, cols, published, reference, _, engine in rows_of_table():
        label = name(ruleset, rows, cols, engine)
        answer, nodes, cpu, error = solve(grundy, ruleset, rows, cols, engine, timeout)
        if answer != published:
            failures += 1
            print(f"{label}: grundy {answer or error}, published {published}",
                  file=sys.stderr)
        nodes_text = f"{nodes:,}" if nodes is not None else "—"
        lines.append(f"| {label} | {answer or 'not solved'} | {nodes_text} | "
                     f"{cpu:.2f} s | {published} | {reference} |")
    lines += ["", "Sources:", ""] + [f"- **{key}**: {text}" for key, text in SOURCES.items()]
    return lines, failures


def replace_table(text, lines):
    start, end = text.index(BEGIN) + len(BEGIN), text.index(END)
    return text[:start] + "\n" + "\n".join(lines) + "\n" + text[end:]


def check(grundy, path, every_row, timeout):
    text = open(path, encoding="utf-8").read()
    body = text[text.index(BEGIN):text.index(END)]
    failures = 0
    for ruleset, rows, cols, published, _, quick, engine in rows_of_table():
        label = name(ruleset, rows, cols, engine)
        if not re.search(rf"^\| {re.escape(label)} \| {re.escape(published)} \|", body, re.M):
            failures += 1
            print(f"{path}: no row '{label} | {published}'; rerun with --write", file=sys.stderr)
        if quick or every_row:
            answer, _, cpu, error = solve(grundy, ruleset, rows, cols, engine, timeout)
            ok = answer == published
            failures += not ok
            print(f"{label}: {answer or error} ({cpu:.2f} s CPU) — published {published}: "
                  f"{'agrees' if ok else 'DIFFERS'}")
    return failures


def main(argv):
    if len(argv) < 4 or argv[2] not in ("--write", "--check"):
        print(__doc__, file=sys.stderr)
        return 2
    grundy, mode, path = argv[1], argv[2], argv[3]
    every_row = "--all" in argv[4:]
    timeout = 3600 if mode == "--write" or every_row else 60
    if mode == "--write":
        lines, failures = table(grundy, timeout)
        text = open(path, encoding="utf-8").read()
        open(path, "w", encoding="utf-8").write(replace_table(text, lines))
    else:
        failures = check(grundy, path, every_row, timeout)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
