"""grundy from Python: the engine's values, outcomes, winning moves, canonical forms and Grundy
sequences, with the notation of the command line (docs/notation.md) and the same answers.

    >>> import grundy
    >>> g = grundy.game("kayles:12 + 0.137:9")
    >>> g.grundy(), g.outcome()
    (7, 'N')
    >>> grundy.value("{2|1}") + grundy.value("^")
    {2^|1^}

Every call takes a budget as keywords: ``timeout`` (seconds), ``nodes`` (units of work) and
``memory`` (bytes); past it, grundy raises ``BudgetExceeded``. Bad notation raises
``ParseError`` with the ``column`` at fault. Ctrl-C stops a long call (``KeyboardInterrupt``).
"""

import json as _json

from . import _grundy
from .errors import BudgetExceeded, ComputationError, GrundyError, ParseError, UsageError

__all__ = [
    "game", "Game", "ImpartialGame", "HeapGame", "PartizanGame", "Sum", "value", "Value", "sequence", "period", "Nimber", "lexicode", "quotient",
    "run", "commands", "BudgetExceeded", "ComputationError", "GrundyError", "ParseError",
    "UsageError", "engine_version",
]

engine_version = _grundy.engine_version


def _limits(timeout=None, nodes=None, memory=None):
    return _grundy.Limits(timeout, nodes, memory)


def _text(v):
    if v is None:
        return None
    if isinstance(v, bool):
        return "1" if v else None
    return str(v)


def run(command, timeout=None, nodes=None, memory=None, **arguments):
    """Runs any command the server offers (``grundy.commands()``) with its parameters as
    keywords; returns what ``grundy COMMAND --json`` prints, as Python data.

    >>> grundy.run("value", expr="nim:3,4,5")["value"]
    2
    """
    args = {k: t for k, t in ((k, _text(v)) for k, v in arguments.items()) if t is not None}
    return _json.loads(_grundy.run(command, args, _limits(timeout, nodes, memory)))


def commands():
    """The commands ``run`` takes: {name: (summary, [(parameter, help, required, default)])}."""
    return {name: (summary, params) for name, summary, params in _grundy.commands()}


class Game:
    """A position in the notation: a sum of impartial or partizan components
    (``"kayles:12 + 0.137:9"``, ``"domineering:..|.."``, ``"{2|1} + ^"``).

    Games add with ``+``; every method takes the budget keywords (timeout, nodes, memory)."""

    def __init__(self, expression):
        if isinstance(expression, Game):
            expression = expression.expression
        if not isinstance(expression, str):
            raise TypeError(f"grundy.game takes a position in the notation, not {expression!r}")
        self.expression = expression

    def __repr__(self):
        return f"grundy.game({self.expression!r})"

    def __str__(self):
        return self.expression

    def __add__(self, other):
        if isinstance(other, (Game, str)):
            return Game(f"{self.expression} + {Game(other).expression}")
        return Sum([self]) + other

    def __radd__(self, other):
        return Sum([other]) + self

    def __eq__(self, other):
        return isinstance(other, Game) and self.expression == other.expression

    def __hash__(self):
        return hash(self.expression)

    def _repr_html_(self):  # Jupyter: the spelling (display.py), nothing computed
        from .display import game_html
        return game_html(self)

    def value_report(self, **budget):
        """Everything `grundy value --json` says: the value, the outcome, each component's."""
        return run("value", expr=self.expression, **budget)

    def grundy(self, **budget):
        """The Grundy value (normal play) of an impartial position: the nim-sum of its
        components' values (Sprague–Grundy)."""
        return self.value_report(**budget)["value"]

    def outcome(self, misere=False, **budget):
        """'P' (the previous player wins), 'N' (the next player), 'L' or 'R' (Left or Right
        wins whoever starts) — 'D' for a draw in a loopy game."""
        r = run("outcome", expr=self.expression, misere=misere, **budget)
        return r.get("outcome") or r.get("class")

    def misere(self, **budget):
        """The outcome in misère play (whoever moves last loses)."""
        return self.outcome(misere=True, **budget)

    def winning_moves(self, misere=False, **budget):
        """Each winning move: a dict with the position it leads to (``to``) and why it wins
        (``explanation``); empty from a P-position. Where the sum holds games defined in Python,
        ``to`` is the game itself (a ``Sum`` of them where it is several)."""
        moves = run("moves", expr=self.expression, misere=misere, **budget)["moves"]
        if "user{" in self.expression:
            for m in moves:
                m["to"] = _from_expression(m["to"])
        return moves

    def options(self, **budget):
        """Every option, with its value."""
        return run("options", expr=self.expression, **budget)

    def canonical(self, **budget):
        """The canonical form, as a ``Value`` (printed as CGSuite prints it)."""
        return Value(run("canonical", expr=self.expression, **budget)["canonical"])

    def properties(self, **budget):
        """CGSuite's properties: canonical form, stops, mean, temperature, birthday, atomic
        weight, … (the keys of `grundy properties --json`)."""
        return run("properties", expr=self.expression, **budget)

    def genus(self, **budget):
        """Conway's genus in misère play (the keys of `grundy genus --json`)."""
        return run("genus", expr=self.expression, **budget)

    def verify(self, **budget):
        """The values checked by independent routes."""
        return run("verify", expr=self.expression, **budget)


def game(expression):
    """A position in the notation (docs/notation.md)."""
    return Game(expression)


class Value:
    """A short partizan game's value, in canonical form, with CGSuite's spelling as its repr.
    Values add, subtract and negate; ``==``, ``<=``, ``<`` compare in the partial order of
    games, and ``a.confused_with(b)`` is ``a || b`` (neither ≤ nor ≥)."""

    def __init__(self, text, **budget):
        if isinstance(text, Value):
            text = text.text
        elif isinstance(text, int):
            text = str(text)
        r = run("canonical", expr=text, **budget)
        self.text = r["canonical"]

    def __repr__(self):
        return self.text

    def _repr_html_(self):  # Jupyter: the canonical form (display.py)
        from .display import value_html
        return value_html(self)

    def _of(self, expression):
        return Value(expression)

    def __add__(self, other):
        return self._of(f"({self.text}) + ({Value(other).text})")

    __radd__ = __add__

    def __sub__(self, other):
        return self._of(f"({self.text}) - ({Value(other).text})")

    def __rsub__(self, other):
        return Value(other) - self

    def __neg__(self):
        return self._of(f"-({self.text})")

    def _compare(self, other):
        return run("compare", a=self.text, b=Value(other).text)["relation"]

    def __eq__(self, other):
        if not isinstance(other, (Value, int, str)):
            return NotImplemented
        return self._compare(other) == "="

    def __hash__(self):
        return hash(self.text)  # the canonical form: equal values print alike

    def __le__(self, other):
        return self._compare(other) in ("<", "=")

    def __lt__(self, other):
        return self._compare(other) == "<"

    def __ge__(self, other):
        return self._compare(other) in (">", "=")

    def __gt__(self, other):
        return self._compare(other) == ">"

    def confused_with(self, other):
        """G || H: neither G <= H nor G >= H."""
        return self._compare(other) == "||"

    def properties(self, **budget):
        return Game(self.text).properties(**budget)


def value(text):
    """A short partizan game's value from CGSuite's spelling (``"{2|1}"``, ``"^*"``, ``"1/2"``)."""
    return Value(text)


def sequence(ruleset, n, timeout=None, nodes=None, memory=None):
    """G(0) … G(n) of a heap ruleset (``"0.6"``, ``"kayles"``, ``"sub{1,3,4}"``) as a NumPy
    array of uint16 (an ``array.array('H')`` without NumPy): the same values as `grundy seq`."""
    data, _ = _grundy.sequence(ruleset, n, _limits(timeout, nodes, memory))
    try:
        import numpy
        return numpy.frombuffer(data, dtype=numpy.uint16).copy()
    except ImportError:
        import array
        a = array.array("H")
        a.frombytes(data)
        return a


def period(ruleset, max=1 << 20, **budget):
    """The proved period of a heap ruleset: preperiod, period, saltus, and the theorem whose
    certificate proves it (the keys of `grundy period --json`)."""
    return run("period", ruleset=ruleset, max=max, **budget)


def lexicode(n, d, base=2, words=False, **budget):
    """The lexicographic code of length n and minimum distance d (the keys of
    `grundy lexicode --json`)."""
    return run("lexicode", n=n, d=d, base=base, words=words, **budget)


def quotient(ruleset, max_heap=None, **budget):
    """The misère quotient of a heap game (Plambeck–Siegel)."""
    return run("quotient", ruleset=ruleset, max_heap=max_heap, **budget)


class Nimber:
    """An element of the field of 64-bit nimbers: ``+`` is XOR, ``*`` the nim-product."""

    def __init__(self, n):
        n = int(n)
        if not 0 <= n < 1 << 64:
            raise ValueError(f"a 64-bit nimber is from 0 to 2^64 - 1, not {n}")
        self.n = n

    def __int__(self):
        return self.n

    def __repr__(self):
        return f"Nimber({self.n})"

    def __eq__(self, other):
        return int(self) == int(other) if isinstance(other, (Nimber, int)) else NotImplemented

    def __hash__(self):
        return hash(self.n)

    def __add__(self, other):
        return Nimber(self.n ^ int(other))

    __radd__ = __add__
    __sub__ = __add__

    def __mul__(self, other):
        return Nimber(int(run("nimber", op="mul", a=self.n, b=int(other))["result"]))

    __rmul__ = __mul__

    def inverse(self):
        return Nimber(int(run("nimber", op="inv", a=self.n)["result"]))

    def __truediv__(self, other):
        return self * Nimber(other).inverse()

    def sqrt(self):
        return Nimber(int(run("nimber", op="sqrt", a=self.n)["result"]))

    def __pow__(self, e):
        return Nimber(int(run("nimber", op="pow", a=self.n, e=int(e))["result"]))


# Games defined in Python -------------------------------------------------------------------

import re as _re

_USER_TERM = _re.compile(r"^user\{(\w+)\}:([\d,]+)$")


def _terms(x):
    if isinstance(x, Sum):
        return list(x.terms)
    if isinstance(x, str):
        return [Game(x)]
    if isinstance(x, Value):
        return [Game(f"({x.text})")]
    if isinstance(x, (Game, _UserGame)):
        return [x]
    raise TypeError(f"a grundy sum takes games, not {x!r}")


def _from_expression(text):
    """A position printed by the engine, with the terms of games defined in Python made the
    Python games again (a single game alone, else a Sum)."""
    parts = []
    for term in text.split(" + "):
        m = _USER_TERM.match(term.strip())
        if m:
            parts += [_grundy.user_position(m.group(1), int(n)) for n in m.group(2).split(",")]
        elif term.strip() != "0":
            parts.append(Game(term.strip()))
    if len(parts) == 1:
        return parts[0]
    return Sum(parts)


class Sum:
    """A sum of games: games defined in Python and built-in ones (``Kayles(2) + Kayles(3)``,
    ``MyGame(5) + grundy.game("kayles:5")``). The engine splits it into its components and
    solves them apart (Sprague–Grundy; for partizan games, the sum of canonical forms)."""

    def __init__(self, terms=()):
        self.terms = []
        for t in terms:
            self.terms += _terms(t)

    def __add__(self, other):
        return Sum(self.terms + _terms(other))

    def __radd__(self, other):
        return Sum(_terms(other) + self.terms)

    def __iter__(self):
        return iter(self.terms)

    def __len__(self):
        return len(self.terms)

    def __eq__(self, other):
        return isinstance(other, Sum) and self.terms == other.terms

    def __hash__(self):
        return hash(tuple(self.terms))

    def __repr__(self):
        return " + ".join(repr(t) for t in self.terms) if self.terms else "Sum()"

    @property
    def expression(self):
        """The sum in the notation: a game defined in Python is `user{Class}:number`."""
        out = []
        for t in self.terms:
            out.append(t.expression if isinstance(t, Game) else t._term())
        return " + ".join(out) if out else "0"

    def game(self):
        return Game(self.expression)

    def grundy(self, **budget):
        return self.game().grundy(**budget)

    def outcome(self, misere=False, **budget):
        return self.game().outcome(misere=misere, **budget)

    def misere(self, **budget):
        return self.game().misere(**budget)

    def winning_moves(self, misere=False, **budget):
        return self.game().winning_moves(misere=misere, **budget)

    def canonical(self, **budget):
        return self.game().canonical(**budget)

    def properties(self, **budget):
        return self.game().properties(**budget)


class _UserGame:
    """What games defined in Python share: sums with ``+``, and the engine's answers."""

    _impartial = True

    def _term(self):
        return _grundy.user_term(self, Sum, type(self)._impartial)

    def __add__(self, other):
        s = Sum.__new__(Sum)  # the common case first: a move leaving two of one's own games
        s.terms = [self, other] if isinstance(other, _UserGame) else [self] + _terms(other)
        return s

    def __radd__(self, other):
        return Sum(_terms(other) + [self])

    def game(self):
        """This position as a ``grundy.Game`` (its term ``user{Class}:number``)."""
        return Game(self._term())

    def outcome(self, misere=False, **budget):
        return Sum([self]).outcome(misere=misere, **budget)

    def misere(self, **budget):
        return Sum([self]).misere(**budget)

    def winning_moves(self, misere=False, **budget):
        return Sum([self]).winning_moves(misere=misere, **budget)

    def canonical(self, **budget):
        return Sum([self]).canonical(**budget)

    def properties(self, **budget):
        return Sum([self]).properties(**budget)


class ImpartialGame(_UserGame):
    """An impartial game of your own: subclass it and write ``options(self)``, returning the
    positions one move leads to — each one of your games, or a sum of them with ``+`` (a move
    in Kayles leaves ``Kayles(a) + Kayles(b)``). Positions must be hashable (``__hash__`` and
    ``__eq__``; a frozen dataclass is the easy way): the engine memoises by your hash.

        @dataclasses.dataclass(frozen=True)
        class Kayles(grundy.ImpartialGame):
            n: int
            def options(self):
                for take in (1, 2):
                    for left in range(self.n - take + 1):
                        yield Kayles(left) + Kayles(self.n - take - left)

        Kayles(12).grundy()   # 4, as grundy.game("kayles:12").grundy()
    """

    _impartial = True

    def options(self):
        raise NotImplementedError(f"{type(self).__name__} must define options(self)")

    def grundy(self, timeout=None, nodes=None, memory=None):
        """The Grundy value: the mex of the options' values (its sums by Sprague–Grundy)."""
        return _grundy.user_grundy(self, Sum, _limits(timeout, nodes, memory))

    def genus(self, **budget):
        return Sum([self]).game().genus(**budget)


class HeapGame(ImpartialGame):
    """An impartial game played on heaps, as the octal games are: a position is one heap,
    ``Kayles(12)``, and a position of several heaps is their sum, ``Kayles(3) + Kayles(4)``.
    Write ``moves(n)``, a static method yielding for each move from a heap of ``n`` the heaps
    it leaves: a tuple of sizes (``()`` when it leaves nothing), or one size. The engine asks
    it once per heap size and keeps the values in a table by size, so a move costs a tuple —
    the fast way to define a heap game (``ImpartialGame`` takes any positions).

        class Kayles(grundy.HeapGame):
            @staticmethod
            def moves(n):
                for take in (1, 2):
                    for left in range(n - take + 1):
                        yield left, n - take - left

        Kayles(12).grundy()     # 4
        Kayles.sequence(20)     # G(0) … G(20)
    """

    _heap_game = True

    def __init__(self, n):
        if isinstance(n, bool) or not isinstance(n, int) or n < 0:
            raise UsageError(f"{type(self).__name__}(n) takes a heap size, a whole number >= 0, not {n!r}")
        self.n = n

    @staticmethod
    def moves(n):
        raise NotImplementedError("a HeapGame must define the static method moves(n)")

    def options(self):
        """The options as sums of heaps (the same moves as ``moves(n)``)."""
        cls = type(self)
        for move in cls.moves(self.n):
            yield Sum([cls(h) for h in ((move,) if isinstance(move, int) else move)])

    def __eq__(self, other):
        return type(other) is type(self) and other.n == self.n

    def __hash__(self):
        return hash((type(self).__name__, self.n))

    def __repr__(self):
        return f"{type(self).__name__}({self.n})"

    @classmethod
    def sequence(cls, n, timeout=None, nodes=None, memory=None):
        """G(0) … G(n), as a NumPy array of uint64 (a list without NumPy)."""
        values = _grundy.user_sequence(cls, Sum, n, _limits(timeout, nodes, memory))
        try:
            import numpy
            return numpy.array(values, dtype=numpy.uint64)
        except ImportError:
            return values


class PartizanGame(_UserGame):
    """A partizan game of your own: subclass it and write ``left_options(self)`` and
    ``right_options(self)``, each returning positions of your game or sums of them. Positions
    must be hashable. ``canonical()`` gives its value in CGSuite's spelling."""

    _impartial = False

    def left_options(self):
        raise NotImplementedError(f"{type(self).__name__} must define left_options(self)")

    def right_options(self):
        raise NotImplementedError(f"{type(self).__name__} must define right_options(self)")


# Pictures for Jupyter (display.py): Grundy strips, thermographs, Hackenbush pictures, game trees.
from .display import Hackenbush, Strip, Thermograph, Tree, hackenbush, strip, thermograph, tree  # noqa: E402

__all__ += ["strip", "Strip", "thermograph", "Thermograph", "hackenbush", "Hackenbush", "tree", "Tree"]
