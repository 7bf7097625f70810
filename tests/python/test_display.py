"""What Jupyter shows (python/grundy/display.py and its drawings): every picture is well-formed
SVG, carries the numbers it draws (each checked against the engine's own answer), and games and
values display their spelling without computing anything or raising."""
import dataclasses
import re
import xml.etree.ElementTree as ET

import pytest

import grundy
from grundy import display

NS = {"s": "http://www.w3.org/2000/svg"}


def parse(svg):
    root = ET.fromstring(svg)  # raises on SVG that is not well-formed
    assert root.tag == "{http://www.w3.org/2000/svg}svg"
    assert float(root.get("width")) > 0 and float(root.get("height")) > 0
    return root


def texts(root):
    return ["".join(t.itertext()) for t in root.iter("{http://www.w3.org/2000/svg}text")]


# Games and values ---------------------------------------------------------------------------

def test_a_game_shows_its_spelling_without_asking_the_engine(monkeypatch):
    def refuse(*args, **kwargs):
        raise AssertionError("display must not compute")
    monkeypatch.setattr(grundy, "run", refuse)
    html = grundy.game("kayles:12 + {2|1} & <b>")._repr_html_()
    assert "kayles:12 + {2|1} &amp; &lt;b&gt;" in html and "<b>" not in html
    bad = grundy.game("kayles:")  # not a position: shown all the same, never raised
    assert "kayles:" in bad._repr_html_()


def test_a_game_display_never_raises_and_long_spellings_are_cut():
    g = grundy.game("nim:1")
    g.expression = None  # broken on purpose
    assert "<code>" in display.game_html(g)
    long = grundy.game("nim:" + ",".join(["7"] * 2000))
    assert len(long._repr_html_()) < 2500


def test_a_hackenbush_game_is_drawn_with_its_spelling():
    html = grundy.game("hackenbush:0g1,1g2,2g0")._repr_html_()
    assert "hackenbush:0g1,1g2,2g0" in html
    parse(html[html.index("<svg"):html.index("</svg>") + 6])
    assert "<svg" not in grundy.game("hackenbush:0g1 + *2")._repr_html_()


def test_a_value_shows_its_canonical_form():
    v = grundy.value("{2|1}") + grundy.value("^")
    assert ">{2^|1^}</code>" in v._repr_html_()


# Strips --------------------------------------------------------------------------------------

def test_a_strip_draws_every_value_with_the_period_marked():
    s = grundy.strip("kayles", 100)
    assert s.values == list(grundy.sequence("kayles", 100))
    assert s.period["preperiod"] == 71 and s.period["period"] == 12
    assert s.per_row == 36  # three periods a row
    for svg in (s._repr_svg_(), s._repr_html_()[s._repr_html_().index("<svg"):-len("</div>")]):
        root = parse(svg)
        cells = [r for r in root.iter("{http://www.w3.org/2000/svg}rect") if r.find("s:title", NS) is not None]
        assert [int(c.find("s:title", NS).text.split("= ")[1]) for c in cells] == s.values
        assert [c.get("fill") for c in cells[:3]] == [display.colour(v) for v in s.values[:3]]
        words = texts(root)
        assert "preperiod 71, period 12 — proved (Guy-Smith periodicity theorem)" in words
        lines = [ln for ln in root.iter("{http://www.w3.org/2000/svg}line")
                 if ln.get("stroke") == display.PERIOD_BLUE]
        assert len(lines) == len(range(71, 101, 12))  # a line at the start of each period


def test_a_strip_without_a_period_says_so_and_a_strip_takes_any_values():
    s = grundy.strip("0.6", 40)
    assert s.period is None
    assert "no period found up to heap 20000" in texts(parse(s.svg()))
    mine = display.Strip([0, 1, 300, 2000], name="mine")
    words = texts(parse(mine.svg()))
    assert {"300", "2000"} <= set(words)
    assert display.colour(300).startswith("hsl(")


# Thermographs --------------------------------------------------------------------------------

def test_a_thermograph_is_the_engines_with_labelled_axes():
    t = grundy.thermograph("{2|-1}")
    assert (t.mean, t.temperature) == ("1/2", "3/2")
    root = parse(t._repr_svg_())
    engine = grundy.run("thermograph", expr="{2|-1}", svg=True)["svg"]
    inner = ET.fromstring(engine)
    walls = [p.get("points") for p in inner.iter("{http://www.w3.org/2000/svg}polyline")]
    assert walls == [p.get("points") for p in root.iter("{http://www.w3.org/2000/svg}polyline")]
    words = texts(root)
    assert "{2|-1}: mean 1/2, temperature 3/2" in words
    assert {"temperature", "Left wall", "Right wall"} <= set(words)
    assert {"-2", "-1", "0", "1", "2", "3"} <= set(words)  # value ticks
    # The tick for value 3 stands under the left wall's foot (t = -1, value 3).
    tick = next(t for t in root.iter("{http://www.w3.org/2000/svg}text") if t.text == "3"
                and t.get("text-anchor") == "middle")
    foot = float(walls[0].split()[0].split(",")[0]) + display.Thermograph.PAD_LEFT
    assert abs(float(tick.get("x")) - foot) < 0.5


@pytest.mark.parametrize("expr", ["0", "*", "1", "{10|{-5|-20}}", "domineering:...|..."])
def test_thermographs_of_numbers_and_hot_games_are_well_formed(expr):
    t = grundy.thermograph(expr)
    words = texts(parse(t.svg()))
    assert "0" in words and "temperature" in words


# Hackenbush ----------------------------------------------------------------------------------

def test_hackenbush_spellings_are_read_as_the_docs_say():
    edges = display.parse_hackenbush("hackenbush:bbr,0b1,1r2,2g0")
    assert len(edges) == 6
    assert [c for _, _, c in edges] == ["b", "b", "r", "b", "r", "g"]
    assert edges[3] == (("n", 0), ("n", 1), "b")
    assert display.parse_hackenbush("hackenbush:0") == []
    with pytest.raises(ValueError):
        display.parse_hackenbush("hackenbush:0x1")


def test_a_hackenbush_picture_has_the_ground_its_nodes_and_coloured_edges():
    h = grundy.hackenbush("ggg,gg,0g6,6g7,6g8,7g8,0b9,9r9,1g10,10g10", numbers=True)
    root = parse(h._repr_svg_())
    strokes = [e.get("stroke") for e in root.iter()
               if e.tag.endswith(("line", "path")) and e.get("stroke-width") == "6"]
    assert len(strokes) == len(h.edges) == 13
    assert strokes.count(display.LEFT_BLUE) == 1 and strokes.count(display.RIGHT_RED) == 1
    assert any(r.get("fill") == "#8a6a3d" for r in root.iter("{http://www.w3.org/2000/svg}rect"))
    nodes = list(root.iter("{http://www.w3.org/2000/svg}circle"))
    assert len(nodes) == 3 + 2 + 3 + 1 + 2  # every node but the ground
    assert sum(1 for n in nodes if n.get("opacity")) == 2  # nodes 1 and 10 float off the ground
    assert {"6", "7", "8", "9", "0: the ground"} <= set(texts(root))
    assert h.game() == grundy.game(h.expression)


def test_a_tall_stalk_and_an_empty_picture_are_drawn():
    tall = grundy.hackenbush("g" * 3000)
    assert len(parse(tall.svg()).findall("s:circle", NS)) == 3000
    assert "no edges: the game 0" in texts(parse(grundy.hackenbush("0").svg()))


# Game trees ----------------------------------------------------------------------------------

def node_texts(root):
    """Each node's (label, second line), in drawing order."""
    out = []
    for g in root.iter("{http://www.w3.org/2000/svg}g"):
        t = [x.text for x in g.iter("{http://www.w3.org/2000/svg}text")]
        out.append((t[0], t[1]))
    return out


def test_an_impartial_tree_shows_each_option_with_its_grundy_value():
    t = grundy.tree("kayles:4", depth=2)
    assert t.kind == "impartial" and t.left_out is None
    nodes = node_texts(parse(t.svg()))
    assert len(nodes) == 14
    assert nodes[-1] == ("kayles:4", "G = 1 · N")
    children = {c.label: c.value for c in t.root.children}
    assert children == {"kayles:3": "G = 3", "kayles:1,2": "G = 3", "kayles:2": "G = 2",
                        "kayles:1,1": "G = 0"}
    for c in t.root.children:  # each value is the engine's, and the mex rule holds at each node
        assert c.value == f"G = {grundy.game(c.spelling).grundy()}"
        values = {int(k.value.split("= ")[1]) for k in c.children}
        assert int(c.value.split("= ")[1]) == min(set(range(len(values) + 1)) - values)


def test_a_partizan_tree_shows_canonical_forms_and_who_moves():
    t = grundy.tree("domineering:...|...", depth=2)
    assert t.kind == "partizan"
    assert t.root.value == "= {2|-1/2}" and t.root.outcome == "N"
    assert [(c.label, c.side, c.outcome) for c in t.root.children] == \
        [("2", "Left", "L"), ("-1/2", "Right", "R")]
    root = parse(t.svg())
    colours = {ln.get("stroke") for ln in root.iter("{http://www.w3.org/2000/svg}line")}
    assert {display.LEFT_BLUE, display.RIGHT_RED} <= colours


def test_a_tree_keeps_to_its_budget_of_nodes():
    t = grundy.tree("kayles:8", depth=3, max_nodes=40)
    assert t.left_out and t.left_out[0] == 2  # level 2 is too big: left out whole
    assert len(t.root.children) == 8 and all(not c.children for c in t.root.children)
    assert "is left out" in " ".join(texts(parse(t.svg())))
    few = grundy.tree("nim:30", depth=1, max_nodes=10)
    assert len(few.root.children) == 9 and few.root.more == 21
    assert "… 21 more" in texts(parse(few.svg()))


@dataclasses.dataclass(frozen=True)
class Subtraction(grundy.ImpartialGame):
    n: int

    def options(self):
        return [Subtraction(self.n - k) for k in (1, 2) if k <= self.n]


def test_a_tree_of_a_game_defined_in_python_names_its_positions_as_python_does():
    t = grundy.tree(Subtraction(4), depth=1)
    assert t.root.label == "Subtraction(n=4)"
    assert sorted(c.label for c in t.root.children) == ["Subtraction(n=2)", "Subtraction(n=3)"]
    parse(t.svg())


def test_every_picture_is_also_html_with_the_same_svg():
    for picture in (grundy.hackenbush("gg"), grundy.tree("nim:2", depth=1),
                    grundy.thermograph("^"), grundy.strip("nim", 5)):
        html = picture._repr_html_()
        assert re.fullmatch(r'<div style="[^"]*">(<svg.*</svg>\n)</div>', html, re.S)
        assert picture.svg() in html


@dataclasses.dataclass(frozen=True)
class Cutcake(grundy.PartizanGame):
    """An h by w cake: Left cuts it along a vertical line, Right along a horizontal one."""
    h: int
    w: int

    def left_options(self):
        return [Cutcake(self.h, i) + Cutcake(self.h, self.w - i) for i in range(1, self.w)]

    def right_options(self):
        return [Cutcake(j, self.w) + Cutcake(self.h - j, self.w) for j in range(1, self.h)]


def test_pictures_of_a_partizan_game_defined_in_python_match_the_built_in_game():
    ours, theirs = grundy.thermograph(Cutcake(2, 5)), grundy.thermograph("cutcake:2x5")
    for key in ("left_wall", "right_wall", "mean", "temperature", "canonical"):
        assert ours.report[key] == theirs.report[key]
    parse(ours.svg())
    t = grundy.tree(Cutcake(2, 5), depth=1)
    assert t.kind == "partizan" and t.root.label == "Cutcake(h=2, w=5)"
    assert t.root.value == "= " + repr(grundy.game("cutcake:2x5").canonical())
    parse(t.svg())
