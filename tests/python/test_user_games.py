"""Games defined in Python against the built-in rulesets (a second route: the same games written
twice, once in C++ and once in Python by the rules): user-defined Kayles, Dawson's Kayles, Cram
and Domineering agree with kayles, dawsons-kayles, cram and domineering on every small
position; sums mix user games with built-in ones; the user's errors reach the caller."""
import dataclasses
import itertools
import os
import signal
import subprocess
import sys
import textwrap
import time

import pytest

import grundy


@dataclasses.dataclass(frozen=True)
class Kayles(grundy.ImpartialGame):
    n: int

    def options(self):
        for take in (1, 2):
            for left in range(self.n - take + 1):
                yield Kayles(left) + Kayles(self.n - take - left)


@dataclasses.dataclass(frozen=True)
class DawsonsKayles(grundy.ImpartialGame):
    """0.07: take two adjacent pins, from anywhere in the row."""
    n: int

    def options(self):
        for left in range(self.n - 1):
            yield DawsonsKayles(left) + DawsonsKayles(self.n - 2 - left)


@dataclasses.dataclass(frozen=True)
class Board:
    rows: tuple

    def placements(self, vertical):
        g = [list(r) for r in self.rows]
        for r, c in itertools.product(range(len(g)), range(len(g[0]))):
            r2, c2 = (r + 1, c) if vertical else (r, c + 1)
            if r2 < len(g) and c2 < len(g[0]) and g[r][c] == "." and g[r2][c2] == ".":
                h = [row[:] for row in g]
                h[r][c] = h[r2][c2] = "#"
                yield tuple("".join(x) for x in h)


@dataclasses.dataclass(frozen=True)
class Cram(grundy.ImpartialGame):
    rows: tuple

    def options(self):
        b = Board(self.rows)
        return [Cram(x) for v in (True, False) for x in b.placements(v)]


@dataclasses.dataclass(frozen=True)
class Domineering(grundy.PartizanGame):
    rows: tuple

    def left_options(self):
        return [Domineering(x) for x in Board(self.rows).placements(True)]

    def right_options(self):
        return [Domineering(x) for x in Board(self.rows).placements(False)]


def boards(max_cells):
    for h, w in itertools.product(range(1, 4), repeat=2):
        if h * w > max_cells:
            continue
        for holes in itertools.product(".#", repeat=h * w):
            s = "".join(holes)
            yield tuple(s[i * w:(i + 1) * w] for i in range(h))


def test_kayles_and_dawsons_kayles_agree_with_the_built_in_sequences():
    assert [Kayles(n).grundy() for n in range(41)] == list(grundy.sequence("kayles", 40))
    assert [DawsonsKayles(n).grundy() for n in range(41)] == list(grundy.sequence("0.07", 40))
    assert [Kayles(n).misere() for n in range(12)] == \
        [grundy.game(f"kayles:{n}").misere() if n else "N" for n in range(12)]


def test_cram_agrees_with_the_built_in_cram_on_every_board_of_up_to_six_squares():
    for rows in boards(6):
        assert Cram(rows).grundy() == grundy.game("cram:" + "|".join(rows)).grundy(), rows


def test_domineering_agrees_with_the_built_in_domineering_on_every_board_of_up_to_six_squares():
    for rows in boards(6):
        ours = Domineering(rows).canonical()
        assert repr(ours) == repr(grundy.game("domineering:" + "|".join(rows)).canonical()), rows


def test_sums_mix_user_games_and_built_in_ones():
    s = Kayles(5) + grundy.game("kayles:7") + Cram((".." , ".."))
    assert s.grundy() == grundy.game("kayles:5 + kayles:7 + cram:..|..").grundy()
    assert (Domineering(("..", "..")) + grundy.value("^")).canonical() == \
        grundy.game("domineering:..|.. + ^").canonical()
    moves = (Kayles(5) + grundy.game("kayles:7")).winning_moves()
    assert moves and all(isinstance(m["to"], grundy.Sum) for m in moves)
    for m in moves:  # each move leads to a P-position
        assert m["to"].outcome() == "P"


def test_a_bad_option_or_a_failing_game_reaches_the_caller():
    class Bad(grundy.ImpartialGame):
        def __hash__(self):
            return 1

        def __eq__(self, other):
            return isinstance(other, Bad)

        def options(self):
            return [3]

    with pytest.raises(grundy.UsageError, match="an option of Bad must be a Bad"):
        Bad().grundy()

    class Boom(grundy.ImpartialGame):
        def __hash__(self):
            return 2

        def __eq__(self, other):
            return isinstance(other, Boom)

        def options(self):
            raise RuntimeError("my bug")

    with pytest.raises(RuntimeError, match="my bug"):
        Boom().grundy()


def test_a_budget_holds_for_a_user_game():
    @dataclasses.dataclass(frozen=True)
    class Count(grundy.ImpartialGame):  # a long chain: n, n-1, …, with no splitting
        n: int

        def options(self):
            return [Count(self.n - 1)] if self.n else []

    with pytest.raises(grundy.BudgetExceeded):
        Count(10**6).grundy(nodes=1000)


def test_ctrl_c_stops_a_long_call():
    script = textwrap.dedent("""
        import grundy, sys
        print("ready", flush=True)
        try:
            grundy.sequence("0.6", 10**10)
        except KeyboardInterrupt:
            print("interrupted", flush=True)
            sys.exit(0)
        sys.exit(3)
    """)
    p = subprocess.Popen([sys.executable, "-c", script], stdout=subprocess.PIPE, text=True,
                         env=os.environ)
    assert p.stdout.readline().strip() == "ready"
    time.sleep(0.5)
    start = time.monotonic()
    p.send_signal(signal.SIGINT)
    out, _ = p.communicate(timeout=30)
    assert p.returncode == 0 and "interrupted" in out
    assert time.monotonic() - start < 10


def test_a_game_with_a_cycle_has_no_grundy_value():
    @dataclasses.dataclass(frozen=True)
    class Ring(grundy.ImpartialGame):  # 0 -> 1 -> 2 -> 0: play need not end
        k: int

        def options(self):
            return [Ring((self.k + 1) % 3)]

    with pytest.raises(grundy.UsageError, match="has a cycle"):
        Ring(0).grundy()
    with pytest.raises(grundy.UsageError, match="has a cycle"):  # and again: nothing half-kept
        Ring(1).grundy()


class HeapKayles(grundy.HeapGame):
    @staticmethod
    def moves(n):
        for take in (1, 2):
            for left in range(n - take + 1):
                yield left, n - take - left


class Subtraction134(grundy.HeapGame):
    """sub{1,3,4}: take 1, 3 or 4; a move leaves one heap (a bare number)."""

    @staticmethod
    def moves(n):
        return [n - t for t in (1, 3, 4) if t <= n]


class Octal137(grundy.HeapGame):
    """0.137: take 1 from a heap of 1; take 2 leaving one heap or none; take 3 leaving one,
    two or no heaps — each move as a list of heaps."""

    @staticmethod
    def moves(n):
        if n == 1:
            yield []
        if n >= 2:
            yield [n - 2]
        if n >= 3:
            for left in range(n - 2):
                yield [left, n - 3 - left]


def test_heap_games_agree_with_the_built_in_sequences():
    for cls, ruleset in ((HeapKayles, "kayles"), (Subtraction134, "sub{1,3,4}"),
                         (Octal137, "0.137")):
        built_in = list(grundy.sequence(ruleset, 80))
        assert list(cls.sequence(80)) == built_in, ruleset
        assert [cls(n).grundy() for n in range(81)] == built_in, ruleset
    # and against the same moves given as objects (HeapGame.options: sums of heaps), searched
    # by the interning route, and the dataclass Kayles above
    assert [Kayles(n).grundy() for n in range(41)] == list(HeapKayles.sequence(40))
    assert list(HeapKayles(7).options())[0] == HeapKayles(0) + HeapKayles(6)


def test_heap_games_are_terms_of_the_notation_and_mix_with_built_in_games():
    assert HeapKayles(12).game().expression == "user{HeapKayles}:12"
    assert grundy.game("user{HeapKayles}:3,4 + kayles:5").grundy() == \
        grundy.game("kayles:3,4,5").grundy()
    s = HeapKayles(3) + HeapKayles(4) + grundy.game("kayles:5")
    assert s.grundy() == 6
    moves = s.winning_moves()
    assert moves and all(m["to"].outcome() == "P" for m in moves)
    assert [HeapKayles(n).misere() for n in range(10)] == \
        [grundy.game(f"kayles:{n}").misere() if n else "N" for n in range(10)]


def test_heap_games_refuse_bad_heaps_cycles_and_overruns():
    with pytest.raises(grundy.UsageError, match="takes a heap size"):
        HeapKayles(-1)

    class Word(grundy.HeapGame):
        @staticmethod
        def moves(n):
            yield "x"

    with pytest.raises(grundy.UsageError, match=r"Word.moves\(3\) must give heap sizes"):
        Word(3).grundy()

    class Stay(grundy.HeapGame):
        @staticmethod
        def moves(n):
            yield n

    with pytest.raises(grundy.UsageError, match="has a cycle"):
        Stay(2).grundy()

    class Grow(grundy.HeapGame):  # every move makes the heap larger: play need not end
        @staticmethod
        def moves(n):
            yield n + 1

    with pytest.raises(grundy.BudgetExceeded, match="memory budget"):
        Grow(0).grundy(memory=1 << 20)
    with pytest.raises(grundy.BudgetExceeded):
        Grow(0).grundy(nodes=10_000)
    with pytest.raises(grundy.ParseError, match="expected a heap size of HeapKayles") as e:
        grundy.game("user{HeapKayles}:3,x").grundy()
    assert e.value.column == 20


def test_ctrl_c_stops_a_user_game_on_the_calling_thread():
    script = textwrap.dedent("""
        import grundy, sys
        class Chain(grundy.HeapGame):
            @staticmethod
            def moves(n):
                return [n - 1] if n else []
        print("ready", flush=True)
        try:
            Chain(10**7).grundy()
        except KeyboardInterrupt:
            print("interrupted", flush=True)
            sys.exit(0)
        sys.exit(3)
    """)
    p = subprocess.Popen([sys.executable, "-c", script], stdout=subprocess.PIPE, text=True,
                         env=os.environ)
    assert p.stdout.readline().strip() == "ready"
    time.sleep(0.5)
    p.send_signal(signal.SIGINT)
    out, _ = p.communicate(timeout=30)
    assert p.returncode == 0 and "interrupted" in out
