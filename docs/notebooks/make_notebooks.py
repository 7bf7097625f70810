#!/usr/bin/env python3
"""Writes the notebooks of docs/notebooks/ (nbformat 4, without outputs) from the cells below:
`python3 docs/notebooks/make_notebooks.py` rewrites them, `--check` exits 1 when a notebook
differs from what this script writes (tests/notebooks/test_notebooks.py runs it). Edit the
cells here, not the .ipynb files."""

import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
RUN_IT = ("To run it, build grundy (see the README) and start Jupyter with the package on the "
          "path: `PYTHONPATH=build/python jupyter notebook docs/notebooks`.")


def md(text):
    return ("markdown", text)


def code(text):
    return ("code", text)


IMPARTIAL = [
    md("""# Every impartial game is a Nim heap

A game is **impartial** when both players have the same moves from every position (Nim, Kayles,
Green Hackenbush), and we play **normal play**: the player who cannot move loses. The
**Sprague–Grundy theorem** (Sprague 1935, Grundy 1939) says that every such position, however
complicated, plays exactly like a single Nim heap. The size of that heap is the position's
**Grundy value**. This notebook computes Grundy values with `grundy`, checks them by hand, and
uses them to win.

""" + RUN_IT),
    code("import grundy"),
    md("""## The mex rule

In Nim, a heap of n tokens can be reduced to any smaller heap: its options are the heaps 0, 1, …,
n − 1. In any impartial game the Grundy value is defined from the options:

G(position) = **mex** { G(option) : every option },

the *minimum excludant*, the smallest natural number that is not the value of an option. A
position with no move has value mex { } = 0, and a Nim heap of n has value n, since its options
have every value below n."""),
    code('''def mex(values):
    """The smallest natural number not among the values."""
    values = set(values)
    n = 0
    while n in values:
        n += 1
    return n

mex([]), mex([0, 1, 3]), mex([1, 2])'''),
    md("""A position of value 0 is a **P-position**: the *previous* player, who just moved, wins. Every
move from it leads to a nonzero value, and from a nonzero value there is always a move back to a
value 0 (by the mex rule, 0 is among the options' values). Every other position is an
**N-position**: the *next* player, to move, wins."""),
    md("""## Kayles

Kayles is a row of pins. A move knocks down one pin or two adjacent pins; knocking pins out of
the middle splits the row in two. `kayles:n` is a row of n pins. Here is the game tree of
`kayles:4`: each box is a position with its Grundy value G and its outcome, P or N."""),
    code('grundy.tree("kayles:4", depth=2)'),
    md("""The options of `kayles:4` have the values 3, 3, 2 and 0, so G(`kayles:4`) = mex {0, 2, 3} = 1.
(`kayles:1,1` is two rows of one pin each: its value 0 comes from the rule for sums below.)

The values of the rows of 0 to 20 pins, as a NumPy array:"""),
    code('grundy.sequence("kayles", 20)'),
    md("""## Sums and the XOR rule

Games side by side form a **sum**: a move is a move in one of them, and whoever cannot move in
any of them loses. The theorem says more than "every position is a Nim heap": the value of a
sum is the **nim-sum** of its components' values, their bitwise exclusive or, written ⊕
(`^` in Python). A sum of games is a game of Nim with heaps of those sizes."""),
    code('''g = grundy.game("kayles:4 + kayles:5 + nim:7")
parts = [grundy.game(p).grundy() for p in ("kayles:4", "kayles:5", "nim:7")]
parts, parts[0] ^ parts[1] ^ parts[2], g.grundy()'''),
    md("""In binary, 001 ⊕ 100 ⊕ 111 = 010: the sum is worth 2, not 0, so the player to move wins."""),
    code("g.outcome()"),
    md("""## A winning move, and why it wins

To win, move to a position of value 0. Let s be the nim-sum of the whole sum. Change one
component, of value v, into an option of value v ⊕ s: the total becomes s ⊕ v ⊕ (v ⊕ s) = 0. Such
an option exists in every component whose value v has a 1 at the highest bit of s, since then
v ⊕ s < v, and every smaller value is among the options' values (the mex rule). In games other
than Nim an option may also have a *larger* value, which gives more winning moves: here Kayles
moves from value 1 to value 3. `winning_moves` lists every winning move with its reason:"""),
    code('''for move in g.winning_moves():
    print(move["to"], "\\n   ", move["explanation"])'''),
    md("Each of them leads to a P-position:"),
    code('[grundy.game(move["to"]).outcome() for move in g.winning_moves()]'),
    md("""## A game of your own

`grundy.ImpartialGame` defines a game in Python by its rules alone: write `options()`, returning
the positions one move leads to, joined with `+` where a move splits a position in two. The
engine finds the values by the mex rule and the XOR rule, remembering each position by its hash
(a frozen dataclass has one). Here is Kayles again, from its rules, checked against the engine's
own Kayles on the rows of 0 to 39 pins:"""),
    code('''import dataclasses


@dataclasses.dataclass(frozen=True)
class Kayles(grundy.ImpartialGame):
    """A row of n pins: knock down one pin or two adjacent ones."""
    n: int

    def options(self):
        for take in (1, 2):
            for left in range(self.n - take + 1):
                yield Kayles(left) + Kayles(self.n - take - left)


ours = [Kayles(n).grundy() for n in range(40)]
ours == list(grundy.sequence("kayles", 39))'''),
    md("Games of your own go into sums with the built-in ones:"),
    code('(Kayles(4) + grundy.game("kayles:5 + nim:7")).grundy()'),
    md("""A game played on heaps, as Kayles is, reads even more simply as a `grundy.HeapGame`: a
position is one heap, and `moves(n)` lists the heaps each move leaves. The engine keeps its
values by heap size, so long sequences come quickly. Here is a game of our own invention: take
one or two pins, and a heap of more than four may also be split in two unequal heaps without
taking any."""),
    code('''class TakeOrSplit(grundy.HeapGame):
    @staticmethod
    def moves(n):
        for take in (1, 2):
            if take <= n:
                yield (n - take,)
        if n > 4:
            for a in range(1, (n + 1) // 2):
                yield (a, n - a)


print(*TakeOrSplit.sequence(30))'''),
    md("""## The strip: values settle into a period

Write G(0), G(1), G(2), … in a row, one colour per value (the colours of the web app's strips).
Kayles becomes periodic: from n = 71 on, G(n + 12) = G(n). That is proved, not only observed:
the Guy–Smith periodicity theorem proves it from finitely many values. In rows of 36 heaps
(three periods), the columns agree from the first blue line on."""),
    code('grundy.strip("kayles", 120)'),
    code('grundy.period("kayles")'),
    md("""## Green Hackenbush

One more impartial game: a picture of green edges standing on the ground. A move cuts an edge,
and everything no longer connected to the ground falls away. A stalk of n edges is a Nim heap of
n. The *colon principle* (branches meeting at a node count as one stalk, worth the nim-sum of
theirs) and the *fusion principle* (the nodes of a cycle fuse into one, its edges becoming loops)
turn every picture into a stalk, so every picture is a Nim heap too.

This picture has stalks of 3 and 2 edges and a triangle on a stalk. Its nodes are numbered, 0
being the ground, and each edge `UgV` joins nodes U and V (a run of letters such as `ggg` would
be a whole stalk). The triangle on its stalk is worth 2: its three nodes fuse into one, leaving
three loops, each worth 1, so 1 ⊕ 1 ⊕ 1 = 1 stands on one edge, and 1 + 1 = 2."""),
    code('picture = grundy.hackenbush("0g1,1g2,2g3,0g4,4g5,0g6,6g7,6g8,7g8", numbers=True)\npicture'),
    code('picture.game().grundy()  # 3 ⊕ 2 ⊕ 2'),
    md("The winning cuts, named by their nodes:"),
    code('''for move in picture.game().winning_moves():
    print(move["explanation"])'''),
    md("""## In short

- Every impartial position is worth a Nim heap, its Grundy value: the mex of its options' values.
- A sum is worth the nim-sum (XOR) of its parts; the player to move wins when it is not 0.
- To win, move to a sum of value 0; `winning_moves()` names every such move and says why.
- `grundy.ImpartialGame` brings games of your own into the same engine; `grundy.HeapGame`
  does it for heap games by their moves alone."""),
]

PARTIZAN = [
    md("""# Partizan values and temperature

In a **partizan** game the two players, **Left** and **Right**, have different moves: in
Domineering, Left places vertical dominoes and Right horizontal ones; whoever cannot move loses.
A position is written { Left's options | Right's options }. Partizan games are not all Nim
heaps: their values include numbers (1, −2, 1/2), infinitesimals (↑, \\*), switches (±1) and hot
games. Every short game has a **canonical form** (Conway, *On Numbers and Games*): its simplest
form, and two games are equal exactly when their canonical forms are the same. `grundy` spells
them as CGSuite does (`^` for ↑, `+-1` for ±1).

""" + RUN_IT),
    code("import grundy"),
    md("""## Four outcomes

With best play, who wins? **L**: Left, whoever starts. **R**: Right, whoever starts. **N**: the
next player, who moves first. **P**: the previous player, who moves second. The outcome is read
off the value G: G > 0 is L, G < 0 is R, G = 0 is P, and G ‖ 0 (confused with 0: neither
G ≥ 0 nor G ≤ 0) is N."""),
    code('[(p, grundy.game(p).outcome()) for p in ("1", "-1", "0", "*")]'),
    md("""## Canonical forms

The canonical form drops *dominated* options (an option worse for its player than another of
theirs) and bypasses *reversible* ones (an option the opponent can answer at once with a move at
least as good for them as the position was). Some small games:"""),
    code('''for form in ["{-1, 0 | 2}", "{0 | 0}", "{0 | *}", "{1 | -1}", "{0, * | 0, *}"]:
    print(f"{form:14} = {grundy.value(form)}")'''),
    md("""- {−1, 0 | 2} = 1: Left's −1 is dominated by 0, and {0 | 2} is the simplest number between
  0 and 2, which is 1.
- {0 | 0} = \\* (star): whoever moves first wins.
- {0 | \\*} = ↑ (up): positive, yet smaller than every positive number.
- {1 | −1} = ±1, a switch; {0, \\* | 0, \\*} = \\*2, a Nim heap of 2.

Domineering positions, each with its canonical form (a `Value` is shown in its CGSuite
spelling):"""),
    code('''for board in ["..|..", "...|...", "..|..|.."]:
    print(f"domineering:{board:10}", grundy.game("domineering:" + board).canonical())'''),
    code('grundy.game("domineering:...|...").canonical()'),
    md("""## Arithmetic

In a sum G + H the player to move chooses a component to move in; −G is G with Left and Right
swapping roles, and G − H = G + (−H). `Value`s add, negate and subtract, and the answers are
canonical forms:"""),
    code('''half, up, star = grundy.value("1/2"), grundy.value("^"), grundy.value("*")
half + half, up + up, star + star, up - star'''),
    md("""1/2 + 1/2 = 1; ↑ + ↑ = ⇑ (spelled `^^`); \\* + \\* = 0, as G + G = 0 for every impartial G (the
second player copies each move in the other component); ↑ − \\* = ↑\\* (`^*`)."""),
    md("""## Comparison and confusion

G ≥ H means Left wins G − H when Right moves first. Games are only *partially* ordered: two
games may be **confused**, G ‖ H, neither G ≥ H nor G ≤ H, and then G − H is a win for whoever
moves first. `confused_with` asks for ‖:"""),
    code('''up, star, switch = grundy.value("^"), grundy.value("*"), grundy.value("{1|-1}")
print("^ > 0:", up > 0, "   ^ < 1/64:", up < "1/64")
print("* = 0:", star == 0, "   * || 0:", star.confused_with(0))
print("^ || *:", up.confused_with(star))
print("+-1 || 1/2:", switch.confused_with("1/2"), "   +-1 < 2:", switch < 2)'''),
    md("""↑ is greater than 0 but less than every positive number, however small; \\* is confused with 0
(whoever moves first wins); ±1 is confused with every number strictly between −1 and 1."""),
    md("""## Properties

`properties()` gives the invariants CGSuite computes: the canonical form, the **stops** (the
number the game settles to when Left, or Right, moves first and both play well), the **mean**,
the **temperature**, the birthday (the day the game is born, in Conway's construction),
incentives and more. Domineering on a 2 × 3 board:"""),
    code('grundy.game("domineering:...|...").properties()'),
    md("""## Temperature and the thermograph

A **hot** game is a fight over who moves first: in {2 | −1}, Left moving first gets 2, Right
moving first gets −1. The **temperature** measures what moving first is worth. To find it,
**cool** the game by t: every move costs its player t. Cooled by t, {2 | −1} is
{2 − t | −1 + t}, still a fight while t < 3/2. Cooled by 3/2 both sides are worth 1/2, and the
game freezes: its temperature is 3/2 and the number it freezes to, 1/2, is its **mean**."""),
    code('[(t, grundy.run("cool", expr="{2|-1}", t=t)["result"]) for t in ("1", "3/2", "2")]'),
    md("""(Cooled by exactly its temperature, a game is its mean plus an infinitesimal, here 1/2\\*;
cooled by more, it is the mean.)

The **thermograph** plots, at each temperature t (upwards), the value of the game cooled by t
when Left moves first (the left wall, blue) and when Right moves first (the right wall, red).
Values grow to the left, Left's side. The walls meet at the temperature and go on up together as
the *mast*, at the mean. The mean of a sum is the sum of the means, so the mean is what a hot
game is worth on average."""),
    code('grundy.thermograph("{2|-1}")'),
    md("""The picture starts at t = −1: below 0, cooling becomes a reward for moving, and numbers, which
no one wants to move in, have negative temperatures (1/2 has −1/2). Domineering on 2 × 3 is
{2 | −1/2}: mean 3/4, temperature 5/4."""),
    code('grundy.thermograph("domineering:...|...")'),
    md("""## A game of your own: Domineering

`grundy.PartizanGame` defines a partizan game in Python by its rules: write `left_options()` and
`right_options()`. Here is Domineering, a board as a tuple of rows (`.` empty, `#` covered),
checked against the engine's own Domineering on every board of up to 3 × 3 squares, each square
empty or covered:"""),
    code('''import dataclasses
import itertools


def placements(rows, vertical):
    """The boards one domino leaves, placed vertically or horizontally."""
    for r, c in itertools.product(range(len(rows)), range(len(rows[0]))):
        r2, c2 = (r + 1, c) if vertical else (r, c + 1)
        if r2 < len(rows) and c2 < len(rows[0]) and rows[r][c] == rows[r2][c2] == ".":
            board = [list(row) for row in rows]
            board[r][c] = board[r2][c2] = "#"
            yield tuple("".join(row) for row in board)


@dataclasses.dataclass(frozen=True)
class Domineering(grundy.PartizanGame):
    """Left places vertical dominoes, Right horizontal ones."""
    rows: tuple

    def left_options(self):
        return [Domineering(b) for b in placements(self.rows, vertical=True)]

    def right_options(self):
        return [Domineering(b) for b in placements(self.rows, vertical=False)]


def boards(height, width):
    for cells in itertools.product(".#", repeat=height * width):
        s = "".join(cells)
        yield tuple(s[i * width:(i + 1) * width] for i in range(height))


checked = 0
for h, w in itertools.product(range(1, 4), repeat=2):
    for rows in boards(h, w):
        ours = Domineering(rows).canonical()
        assert ours == grundy.game("domineering:" + "|".join(rows)).canonical(), rows
        checked += 1
print(checked, "boards agree")'''),
    code('Domineering(("...", "...")).canonical()'),
    md("""Its game tree, from the engine's canonical form: Left's moves in blue, Right's in red."""),
    code('grundy.tree("domineering:...|...", depth=2)'),
    md("""## Blue-red Hackenbush: numbers

In Hackenbush Left cuts blue edges and Right red ones (green edges are for either). A picture of
blue and red edges only is a **number**. In a stalk, the edges below the first change of colour
are worth 1 each (+ for blue, − for red); from the first change on, each edge is worth half the
one below it. The stalk `bbrb` is 1 + 1 − 1/2 + 1/4 = 7/4, and a red edge alone is −1:"""),
    code('picture = grundy.hackenbush("bbrb,r")\npicture'),
    code('picture.game().canonical()'),
    md("""## In short

- A partizan position has a canonical form, its simplest form: equal games have the same one.
- Values add and compare, but only partially: confused games (‖) are first-player wins.
- A hot game's temperature is what moving first is worth; its thermograph shows how it cools to
  its mean.
- `grundy.PartizanGame` brings games of your own into the same engine."""),
]

NOTEBOOKS = {
    "every-impartial-game-is-nim.ipynb": IMPARTIAL,
    "partizan-values-and-temperature.ipynb": PARTIZAN,
}


def notebook(cells):
    """The nbformat 4 document of the cells (no outputs, ids numbered)."""
    out = []
    for i, (kind, text) in enumerate(cells, 1):
        cell = {"cell_type": kind, "id": f"cell-{i}", "metadata": {},
                "source": text.splitlines(keepends=True)}
        if kind == "code":
            cell.update(execution_count=None, outputs=[])
        out.append(cell)
    return {
        "cells": out,
        "metadata": {
            "kernelspec": {"display_name": "Python 3", "language": "python", "name": "python3"},
            "language_info": {"name": "python"},
        },
        "nbformat": 4,
        "nbformat_minor": 5,
    }


def text_of(cells):
    return json.dumps(notebook(cells), indent=1, ensure_ascii=False) + "\n"


def main(argv):
    check = "--check" in argv
    stale = []
    for name, cells in NOTEBOOKS.items():
        path = os.path.join(HERE, name)
        want = text_of(cells)
        if check:
            with open(path, encoding="utf-8") as f:
                if f.read() != want:
                    stale.append(name)
        else:
            with open(path, "w", encoding="utf-8") as f:
                f.write(want)
    if stale:
        print("out of date (run docs/notebooks/make_notebooks.py):", ", ".join(stale))
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
