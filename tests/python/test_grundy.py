"""The Python module against the command line: every call agrees with `grundy … --json` on a
corpus of expressions (the CLI is the second route: the same engine through another front),
sequences against `grundy seq`, and bad input raises the right exception with its column.
Run by ctest `python` (CMakeLists.txt) with PYTHONPATH=build/python and GRUNDY_CLI set."""
import json
import os
import subprocess
import tempfile

import pytest

import grundy

CLI = os.environ.get("GRUNDY_CLI", "build/grundy")
STORE = os.path.join(tempfile.mkdtemp(prefix="grundy-python-test-"), "results.sqlite")


def cli(*args):
    out = subprocess.run([CLI, *args, "--json"], capture_output=True, text=True,
                         env={**os.environ, "GRUNDY_DB": STORE}, check=False)
    return json.loads(out.stdout)


IMPARTIAL = ["nim:3,4,5", "kayles:12 + 0.137:9", "0.07:14", "sub{1,3,4}:10,7",
             "wythoff:(3,5)", "*3 + *5", "grundys-game:9", "dawson:7 + nim:2"]
PARTIZAN = ["{2|1} + ^", "domineering:..|..", "{3||2|1}", "^.^", "clobber:xo.ox", "1/2 + *"]


@pytest.mark.parametrize("expr", IMPARTIAL)
def test_impartial_values_agree_with_the_cli(expr):
    g = grundy.game(expr)
    assert g.value_report() == cli("value", expr)
    assert g.outcome() == cli("outcome", expr)["outcome"]
    assert g.misere() == cli("outcome", expr, "--misere")["outcome"]
    assert g.winning_moves() == cli("moves", expr)["moves"]


@pytest.mark.parametrize("expr", PARTIZAN)
def test_partizan_forms_agree_with_the_cli(expr):
    g = grundy.game(expr)
    assert repr(g.canonical()) == cli("canonical", expr)["canonical"]
    assert g.properties() == cli("properties", expr)
    assert g.outcome() == cli("outcome", expr)["outcome"]


def test_value_arithmetic_is_the_algebra_of_games():
    up, star = grundy.value("^"), grundy.value("*")
    assert repr(up + up) == "^^" == cli("canonical", "^ + ^")["canonical"]
    assert up - up == 0
    assert -up == grundy.value("v")
    assert up > 0 and not up > star and up.confused_with(star)
    assert grundy.value("{2|1}") + grundy.value("^") == grundy.value("{2^|1^}")
    assert grundy.value("1/2") + grundy.value("1/2") == 1
    assert hash(grundy.value("{0|}")) == hash(grundy.value("1"))


@pytest.mark.parametrize("ruleset,n", [("0.6", 2000), ("kayles", 300), ("sub{1,3,4}", 100),
                                       ("0.07", 500), ("nim", 40)])
def test_sequences_agree_with_grundy_seq(ruleset, n):
    values = grundy.sequence(ruleset, n)
    assert list(values) == cli("seq", ruleset, str(n))["values"]
    assert str(values.dtype) == "uint16"


def test_period_lexicode_quotient_and_nimbers_agree_with_the_cli():
    keys = ("ruleset", "preperiod", "period", "saltus", "proved", "theorem", "values_needed")
    ours, theirs = grundy.period("0.07"), cli("period", "0.07")
    assert {k: ours[k] for k in keys} == {k: theirs[k] for k in keys}
    assert grundy.lexicode(7, 3) == cli("lexicode", "7", "3")
    assert grundy.quotient("0.75") == cli("quotient", "0.75")
    assert int(grundy.Nimber(3) * 5) == cli("nimber", "mul", "3", "5")["result"]
    x = grundy.Nimber(0x1234_5678_9ABC_DEF0)
    assert x * x.inverse() == 1 and x.sqrt() * x.sqrt() == x and (x + x) == 0


def test_bad_notation_raises_a_parse_error_with_its_column():
    with pytest.raises(grundy.ParseError) as e:
        grundy.game("nim:3,x").grundy()
    assert e.value.column == 7 and "column 7" in str(e.value)
    assert isinstance(e.value, ValueError)
    with pytest.raises(grundy.ParseError):
        grundy.value("{1|")
    with pytest.raises(grundy.UsageError):
        grundy.run("value")  # no expression
    with pytest.raises(grundy.UsageError):
        grundy.run("value", expr="nim:1", bogus=1)
    with pytest.raises(TypeError):
        grundy.game(3)


def test_a_budget_stops_a_long_call_with_budget_exceeded():
    with pytest.raises(grundy.BudgetExceeded):
        grundy.game("0.137:2000 + 0.137:1999 + 0.137:3").outcome(misere=True, nodes=1000)
    with pytest.raises(grundy.BudgetExceeded):
        grundy.sequence("0.6", 10**9, timeout=0.05)


def test_the_module_offers_every_served_command():
    names = set(grundy.commands())
    assert {"value", "outcome", "moves", "canonical", "compare", "seq", "period"} <= names
    assert "serve" not in names and "bench" not in names
