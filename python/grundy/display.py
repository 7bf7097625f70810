"""Pictures for Jupyter: what a notebook shows for grundy's objects.

    grundy.strip("kayles", 100)          # Grundy values as coloured cells, the period marked
    grundy.thermograph("{2|-1}")         # the engine's thermograph, with labelled axes
    grundy.hackenbush("0g1,1g2,2g0")     # a Hackenbush picture: ground, nodes, edges
    grundy.tree("kayles:4", depth=2)     # the options tree, each node with its value

Each object has ``_repr_svg_`` (Jupyter draws it) and ``svg()`` (the same text). Games and
values show their spelling (``game_html``, ``value_html``): cheap, never computed, never raising.
The colours are the web app's (web/chapters/strips.js, web/style.css)."""

import math
import re
import xml.etree.ElementTree as ET

from ._svg import (INK, LEFT_BLUE, MUTED, RIGHT_RED, SVG_NS, Picture, document, esc, package,
                   short, spelling_of, text)
from .game_tree import Tree, tree
from .hackenbush_drawing import Hackenbush, hackenbush, parse_hackenbush

__all__ = ["Strip", "strip", "Thermograph", "thermograph", "Hackenbush", "hackenbush",
           "Tree", "tree", "game_html", "value_html", "parse_hackenbush"]

PERIOD_BLUE, PREPERIOD_GOLD = "#2456c9", "#b58a00"


# Games and values: their spelling -----------------------------------------------------------

_CODE = ('font-family: DejaVu Sans Mono, Menlo, Consolas, monospace; background: #eef0f4; '
         'border-radius: 4px; padding: 0.1em 0.35em;')


def game_html(game, limit=2000):
    """A position's spelling as HTML (nothing is computed); a Hackenbush picture is drawn too."""
    try:
        spelling = game.expression
        shown = esc(short(spelling, limit))
        out = (f'<span title="a position: .grundy(), .outcome(), .canonical() solve it">'
               f'<code style="{_CODE}">{shown}</code></span>')
        if re.fullmatch(r"\s*hackenbush:[^+]*", spelling) and len(spelling) < 2000:
            try:
                picture = Hackenbush(spelling)
            except ValueError:
                picture = None
            if picture and len(picture.edges) <= 200:
                out += "<div>" + picture.svg() + "</div>"
        return out
    except Exception:  # display must never raise
        return f"<code>{esc(short(repr(game), limit))}</code>"


def value_html(value, limit=2000):
    """A value's canonical form, CGSuite's spelling, as HTML."""
    try:
        return f'<code style="{_CODE}">{esc(short(value.text, limit))}</code>'
    except Exception:  # display must never raise
        return f"<code>{esc(short(repr(value), limit))}</code>"


# Grundy strips -------------------------------------------------------------------------------

# strips.js's sixteen colours for 0 to 15, told apart (Trubetskoy's list); larger values cycle
# through hues.
PALETTE = ["#1d2330", "#e6194b", "#3cb44b", "#ffe119", "#4363d8", "#f58231", "#911eb4",
           "#42d4f4", "#f032e6", "#bfef45", "#fabed4", "#469990", "#000075", "#9a6324",
           "#a9a9a9", "#800000"]


def colour(v):
    """The strip colour of Grundy value v (as the web app's strips)."""
    if v < len(PALETTE):
        return PALETTE[v]
    return f"hsl({(v * 137.5) % 360:g}, 70%, {58 if v % 2 else 45}%)"


def _ink_on(fill):
    """Black or white, whichever reads better on the fill."""
    if not fill.startswith("#"):
        return "white" if "45%" in fill else "black"
    r, g, b = (int(fill[i:i + 2], 16) for i in (1, 3, 5))
    return "black" if 0.299 * r + 0.587 * g + 0.114 * b > 150 else "white"


class Strip(Picture):
    """Grundy values G(0), G(1), … as a row of coloured cells, each with its value, in rows of
    ``per_row`` heaps. With ``period`` (the dict of ``grundy.period``) the preperiod is
    underlined in gold, the periodic part in blue, and a blue line starts each period."""

    CELL = 22

    def __init__(self, values, name="G", period=None, per_row=None):
        self.values = [int(v) for v in values]
        self.name = name
        self.period = period if period and period.get("period") else None
        self.searched = period
        self.per_row = per_row or self._row_length()

    def _row_length(self):
        n = max(1, len(self.values))
        if self.period and self.period["period"] <= 40:
            p = self.period["period"]
            return min(n, p * max(1, 40 // p))
        return min(n, 30)

    def __repr__(self):
        return f"Strip({self.name}: {' '.join(map(str, self.values))})"

    def _summary(self):
        if self.period:
            p = self.period
            s = f"preperiod {p['preperiod']}, period {p['period']}"
            if p.get("saltus"):
                s += f", saltus {p['saltus']}"
            if p.get("proved"):
                s += " — proved (" + str(p.get("theorem", "")).split(":")[0] + ")"
            return s
        if self.searched and self.searched.get("max"):
            return f"no period found up to heap {self.searched['max']}"
        return ""

    def svg(self):
        c, w = self.CELL, self.per_row
        left, top, row_h = 40, 54, self.CELL + 18
        n = len(self.values)
        rows = max(1, math.ceil(n / w))
        width = left + w * c + 12
        height = top + rows * row_h + 24
        label = f"Grundy values of {self.name} for heaps 0 to {n - 1}"
        body = [text(4, 16, f"{self.name}: G(0) … G({n - 1})", 13, INK,
                     extra='font-weight="bold"'),
                text(4, 32, self._summary(), 12, MUTED)]
        for k in range(0, w, 5 if w >= 15 else 1):  # column offsets, above the first row
            body.append(text(left + k * c + c / 2, top - 3, f"+{k}", 9, MUTED, "middle"))
        pre = self.period["preperiod"] if self.period else None
        p = self.period["period"] if self.period else None
        for i, v in enumerate(self.values):
            r, k = divmod(i, w)
            x, y = left + k * c, top + r * row_h
            if k == 0:
                body.append(text(left - 5, y + c / 2 + 4, i, 10, MUTED, "end"))
            fill = colour(v)
            size = 11 if v < 100 else 9 if v < 1000 else 7
            body.append(f'<rect x="{x}" y="{y}" width="{c - 1}" height="{c}" fill="{fill}">'
                        f'<title>{esc(self.name)}: G({i}) = {v}</title></rect>\n')
            body.append(text(x + (c - 1) / 2, y + c / 2 + 4, v, size, _ink_on(fill), "middle",
                              'font-weight="bold"'))
            if p:
                bar = PREPERIOD_GOLD if i < pre else PERIOD_BLUE
                body.append(f'<rect x="{x}" y="{y + c + 2}" width="{c}" height="4" '
                            f'fill="{bar}"/>\n')
                if i >= pre and (i - pre) % p == 0:
                    body.append(f'<line x1="{x - 0.5}" y1="{y - 3}" x2="{x - 0.5}" '
                                f'y2="{y + c + 6}" stroke="{PERIOD_BLUE}" stroke-width="2"/>\n')
        if p:  # the legend
            y = height - 11
            body += [f'<rect x="{left}" y="{y - 5}" width="16" height="4" '
                     f'fill="{PREPERIOD_GOLD}"/>\n',
                     text(left + 20, y, f"preperiod: G(0) … G({pre - 1})" if pre else
                          "no preperiod", 11, MUTED),
                     f'<rect x="{left + 190}" y="{y - 5}" width="16" height="4" '
                     f'fill="{PERIOD_BLUE}"/>\n',
                     text(left + 210, y, f"periodic from G({pre}): a blue line every {p} heaps",
                          11, MUTED)]
        return document(width, height, label, body)


def strip(ruleset, n=100, period=True, per_row=None, **budget):
    """The strip of G(0) … G(n) of a heap ruleset (``"kayles"``, ``"0.137"``, ``"sub{1,3,4}"``),
    with its period when ``period`` is true and the search (bounded) finds one."""
    g = package()
    values = g.sequence(ruleset, n, **budget)
    found = None
    if period:
        try:
            found = g.period(ruleset, max=min(1_000_000, max(20_000, 4 * n)), **budget)
        except g.GrundyError:
            found = None
    return Strip(values, ruleset, found, per_row)


# Thermographs --------------------------------------------------------------------------------

def _number(text):
    """ "9/4", "-3" → a float (the engine's dyadic rationals)."""
    num, _, den = str(text).partition("/")
    return int(num) / (int(den) if den else 1)


def _fit(pairs):
    """The line through the two farthest-apart (a, b) pairs: b = slope * a + offset, or None."""
    lo, hi = min(pairs), max(pairs)
    if hi[0] - lo[0] < 1e-12:
        return None
    slope = (hi[1] - lo[1]) / (hi[0] - lo[0])
    return slope, lo[1] - slope * lo[0]


def _ticks(lo, hi, most=8):
    """Integer ticks from lo to hi, thinned to at most about `most`."""
    step = max(1, math.ceil((math.floor(hi) - math.ceil(lo)) / most))
    first = math.ceil(lo / step) * step
    return list(range(first, math.floor(hi) + 1, step))


class Thermograph(Picture):
    """A thermograph: the engine's SVG (``grundy thermograph --svg``), which draws the walls and
    the axes t = 0 and value 0, with ticks, numbers and the axes' names added around it. Value
    runs across with Left's side (larger values) on the left, as in Winning Ways and CGSuite;
    temperature runs up. ``report`` has the engine's walls, mean and temperature."""

    PAD_LEFT, PAD_BOTTOM = 44, 40

    def __init__(self, report):
        self.report = report
        self.mean = report.get("mean")
        self.temperature = report.get("temperature")

    def __repr__(self):
        r = self.report
        return (f"Thermograph({r.get('canonical')}: mean {self.mean}, "
                f"temperature {self.temperature})")

    def _scales(self, root):
        """The engine's maps from value to x and from temperature to y, read off its SVG (each
        a (slope, offset) or None), the (value, x) and (t, y) pairs they were read from, and the
        plot's left and right ends (those of the axis t = 0)."""
        xs, ys, span = [], [], None
        for line in root.iter(f"{{{SVG_NS}}}line"):
            a = {k: float(line.get(k)) for k in ("x1", "y1", "x2", "y2")}
            if a["y1"] == a["y2"]:
                ys.append((0.0, a["y1"]))   # the axis t = 0
                span = sorted((a["x1"], a["x2"]))
            elif a["x1"] == a["x2"]:
                xs.append((0.0, a["x1"]))   # the axis value = 0
        walls = [self.report.get("left_wall", []), self.report.get("right_wall", [])]
        for wall, poly in zip(walls, root.iter(f"{{{SVG_NS}}}polyline")):
            points = [tuple(map(float, p.split(","))) for p in poly.get("points").split()]
            for w, (px, py) in zip(wall, points):
                xs.append((_number(w["value"]), px))
                ys.append((_number(w["t"]), py))
        return _fit(xs), _fit(ys), xs, ys, span or (40.0, float(root.get("width")) - 40)

    def svg(self):
        engine = self.report["svg"]
        root = ET.fromstring(engine)
        width, height = float(root.get("width")), float(root.get("height"))
        fx, fy, xs, ys, span = self._scales(root)
        inner = engine[engine.index(">", engine.index("<svg")) + 1:engine.rindex("</svg>")]
        dx, W, H = self.PAD_LEFT, width + self.PAD_LEFT, height + self.PAD_BOTTOM
        plot_left, plot_right = dx + span[0], dx + span[1]
        plot_top, plot_bottom = min(y for _, y in ys), max(y for _, y in ys)
        axis = f'stroke="{MUTED}" stroke-width="1"'
        body = [f'<g transform="translate({dx:g},0)">{inner}</g>\n',  # the engine's drawing
                f'<line x1="{plot_left:g}" y1="{plot_bottom:g}" x2="{plot_right:g}" '
                f'y2="{plot_bottom:g}" {axis}/>\n',
                f'<line x1="{plot_left:g}" y1="{plot_top:g}" x2="{plot_left:g}" '
                f'y2="{plot_bottom:g}" {axis}/>\n']
        values = [v for v, _ in xs]
        if fx:  # value ticks along the bottom (x grows as the value falls)
            v_lo, v_hi = sorted(((span[1] - fx[1]) / fx[0], (span[0] - fx[1]) / fx[0]))
            value_ticks = _ticks(v_lo, v_hi)
        else:
            value_ticks = sorted(set(round(v) for v in values))
        for v in value_ticks:
            x = dx + (fx[0] * v + fx[1] if fx else dict(xs)[v])
            body.append(f'<line x1="{x:.1f}" y1="{plot_bottom:g}" x2="{x:.1f}" '
                        f'y2="{plot_bottom + 4:g}" {axis}/>\n')
            body.append(text(x, plot_bottom + 16, v, 11, INK, "middle"))
        if fy:  # temperature ticks up the left side
            t_lo, t_hi = sorted(((plot_bottom - fy[1]) / fy[0], (plot_top - fy[1]) / fy[0]))
            for t in _ticks(t_lo, t_hi):
                y = fy[0] * t + fy[1]
                body.append(f'<line x1="{plot_left - 4:g}" y1="{y:.1f}" x2="{plot_left:g}" '
                            f'y2="{y:.1f}" {axis}/>\n')
                body.append(text(plot_left - 7, y + 4, t, 11, INK, "end"))
        mid_y = (plot_top + plot_bottom) / 2
        body += [text((plot_left + plot_right) / 2, plot_bottom + 34,
                       "value (Left’s side, larger, on the left)", 12, INK, "middle"),
                 text(16, mid_y, "temperature", 12, INK, "middle",
                       f'transform="rotate(-90 16 {mid_y:g})"'),
                 f'<line x1="{plot_left}" y1="{H - 10}" x2="{plot_left + 18}" y2="{H - 10}" '
                 f'stroke="{LEFT_BLUE}" stroke-width="2"/>\n',
                 text(plot_left + 22, H - 6, "Left wall", 11, MUTED),
                 f'<line x1="{plot_left + 90}" y1="{H - 10}" x2="{plot_left + 108}" y2="{H - 10}" '
                 f'stroke="{RIGHT_RED}" stroke-width="2"/>\n',
                 text(plot_left + 112, H - 6, "Right wall", 11, MUTED)]
        title = root.findtext(f"{{{SVG_NS}}}title") or "Thermograph"
        return document(W, H, title, body)


def thermograph(expr, **budget):
    """The thermograph of a short partizan game (``"{2|-1}"``, ``"domineering:...|..."``, a
    ``Value``, a ``Game``, a game defined in Python)."""
    return Thermograph(package().run("thermograph", expr=spelling_of(expr), svg=True, **budget))


