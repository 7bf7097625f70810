"""Game trees drawn as SVG: a position at the top, its options below, each with its value and
outcome, a few levels down and a bounded number of nodes. Impartial positions come from
``grundy options`` (each option a position with its Grundy value); partizan ones from
``grundy canonical``, whose options are canonical forms (as web/chapters/tree.js does)."""

from ._svg import (INK, LEFT_BLUE, LINE, MUTED, RIGHT_RED, Picture, document, esc, package,
                   short, spelling_of, text, text_width)

# Outcome classes: the box's fill and edge (web/style.css: P red, N green), and a word.
OUTCOME_STYLE = {
    "P": ("#fbe3e1", "#d98b84", "P: the player to move loses"),
    "N": ("#dff3e8", "#8ac59a", "N: the player to move wins"),
    "L": ("#dde6f8", "#8aa3d9", "L: Left wins"),
    "R": ("#f6e0cf", "#d5a47f", "R: Right wins"),
    "D": ("#eef0f4", "#b9bfca", "D: a draw"),
}
SIDE_COLOUR = {"Left": LEFT_BLUE, "Right": RIGHT_RED, None: "#9aa1ad"}


class Node:
    """One position of the tree: its label, its value and outcome, the side that moved to it
    (partizan trees), its children drawn and how many more options were left out."""

    def __init__(self, spelling, value=None, outcome=None, side=None, move=""):
        self.spelling, self.label = spelling, _label(spelling)
        self.value, self.outcome, self.side = value, outcome, side
        self.title = f"{self.label}: {move}" if move else self.label
        self.children, self.more = [], 0


def _label(spelling):
    """A position as the reader wrote it: games defined in Python by their repr."""
    if "user{" in spelling:
        try:
            return repr(package()._from_expression(spelling))
        except Exception:
            return spelling
    return spelling


def _impartial_value(r):
    """A Grundy value as grundy prints it, and the outcome it means."""
    if r.get("loopy") == "inf":
        k = r.get("k", [])
        return f"inf{{{','.join(map(str, k))}}}", "N" if 0 in k else "D"
    return str(r["value"]), "P" if r["value"] == 0 else "N"


def _options(kind, report):
    """The children of a node, from its report (``options`` or ``canonical``), and whether the
    engine listed them all."""
    if kind == "impartial":
        return [Node(o["to"], "G = %s" % _impartial_value(o)[0], _impartial_value(o)[1],
                     move=o["move"]) for o in report["options"]], not report.get("truncated")
    return [Node(form, None, None, side, f"a move of {side}'s")
            for side, key in (("Left", "left_options"), ("Right", "right_options"))
            for form in report.get(key, [])], report.get("options_listed", True)


def _build(spelling, depth, max_nodes, budget):
    """The tree, level by level: the root's options as many as fit in max_nodes, each deeper
    level whole or not at all. Returns the root, the kind, and (level, size) of a level left out."""
    g = package()
    try:
        first = g.run("options", expr=spelling, **budget)
        kind = "impartial"
    except g.ParseError:  # a partizan position has no Grundy value
        first = g.run("canonical", expr=spelling, **budget)
        kind = "partizan"
    if kind == "impartial":
        value, outcome = _impartial_value(first)
        root = Node(spelling, f"G = {value}", first.get("outcome") or outcome)
    else:
        root = Node(spelling, None, first.get("outcome"))
        if first["canonical"] != spelling:
            root.value = f"= {first['canonical']}"
    count, level, left_out = 1, [(root, first)], None
    for step in range(depth):
        found = [(node, *_options(kind, report)) for node, report in level]
        size = sum(len(children) for _, children, _ in found)
        if step > 0 and count + size > max_nodes:
            left_out = (step + 1, size)
            break
        level = []
        for node, children, complete in found:
            node.more = 0 if complete else 1
            if count + len(children) > max_nodes:  # only the root's options are cut short
                node.more += len(children) - (max_nodes - count)
                children = children[:max_nodes - count]
            count += len(children)
            node.children = children
            for child in children:  # the next level's reports, fetched only when needed
                if kind == "partizan":  # a partizan option's outcome is in its report
                    report = g.run("canonical", expr=child.spelling, **budget)
                    child.outcome = report.get("outcome")
                    level.append((child, report))
                elif step < depth - 1:
                    level.append((child, g.run("options", expr=child.spelling, **budget)))
    return root, kind, left_out


class Tree(Picture):
    """A game tree: ``root`` (a ``Node``) with its options to ``depth`` levels, at most
    ``max_nodes`` nodes: a deeper level is drawn whole or left out (``left_out`` says which and
    how big), the root's options cut short with an "… n more" box. ``kind`` is "impartial" or
    "partizan" (Left's moves drawn blue, Right's red)."""

    BOX_H, GAP_X, GAP_Y, TOP, MORE_W = 40, 14, 42, 12, 80

    def __init__(self, root, kind, left_out=None):
        self.root, self.kind, self.left_out = root, kind, left_out

    def __repr__(self):
        return f"Tree({self.root.label}, {self._count(self.root)} nodes)"

    def _count(self, node):
        return 1 + sum(self._count(c) for c in node.children)

    def _box_width(self, node):
        return max(44, text_width(short(node.label, 30), 12, mono=True) + 16,
                   text_width(self._second_line(node), 11) + 16)

    def _second_line(self, node):
        return " · ".join(x for x in (node.value, node.outcome) if x)

    def _width(self, node):
        kids = sum(self._width(c) for c in node.children) + self.GAP_X * (len(node.children) - 1)
        more = (self.MORE_W + self.GAP_X) if node.more else 0
        return max(self._box_width(node), kids + more)

    def _place(self, node, left, level, body, outcomes):
        w, bw, h = self._width(node), self._box_width(node), self.BOX_H
        cx, y = left + w / 2, self.TOP + level * (h + self.GAP_Y)
        kids_w = self._width_of_children(node)
        x = cx - kids_w / 2
        for child in node.children:
            cw = self._width(child)
            body.append(f'<line x1="{cx:g}" y1="{y + h:g}" x2="{x + cw / 2:g}" '
                        f'y2="{y + h + self.GAP_Y:g}" stroke="{SIDE_COLOUR[child.side]}" '
                        f'stroke-width="{2 if child.side else 1.5}"/>\n')
            self._place(child, x, level + 1, body, outcomes)
            x += cw + self.GAP_X
        if node.more:
            my = y + h + self.GAP_Y
            mw, dashed = self.MORE_W, f'stroke="{LINE}" stroke-dasharray="4 3"'
            body.append(f'<line x1="{cx:g}" y1="{y + h:g}" x2="{x + mw / 2:g}" y2="{my:g}" '
                        f'{dashed}/>\n')
            body.append(f'<rect x="{x:g}" y="{my:g}" width="{mw}" height="{h}" rx="6" '
                        f'fill="white" {dashed}/>\n')
            body.append(text(x + mw / 2, my + h / 2 + 4, f"… {node.more} more", 11, MUTED,
                             "middle"))
        fill, edge, _ = OUTCOME_STYLE.get(node.outcome, ("#ffffff", LINE, ""))
        outcomes.add(node.outcome)
        body.append(f'<g><title>{esc(node.title)}</title>'
                    f'<rect x="{cx - bw / 2:g}" y="{y:g}" width="{bw:g}" height="{h}" rx="6" '
                    f'fill="{fill}" stroke="{edge}" stroke-width="1.5"/>\n')
        body.append(text(cx, y + 16, short(node.label, 30), 12, INK, "middle", mono=True))
        body.append(text(cx, y + 32, self._second_line(node), 11, MUTED, "middle") + "</g>\n")

    def _width_of_children(self, node):
        widths = [self._width(c) for c in node.children] + ([self.MORE_W] if node.more else [])
        return sum(widths) + self.GAP_X * max(0, len(widths) - 1)

    def _depth(self, node):
        return 1 + max((self._depth(c) for c in node.children), default=0)

    def svg(self):
        body, outcomes = [], set()
        self._place(self.root, 10, 0, body, outcomes)
        levels = self._depth(self.root) + (1 if self._has_more(self.root) else 0)
        width = self._width(self.root) + 20
        y = self.TOP + levels * (self.BOX_H + self.GAP_Y) - self.GAP_Y + 20
        words = [OUTCOME_STYLE[o][2] for o in "PNLRD" if o in outcomes]
        if self.kind == "partizan":
            words.append("blue: Left's moves, red: Right's")
        lines = [" · ".join(words)]
        if self.left_out:
            level, size = self.left_out
            lines.append(f"Level {level} ({size} positions) is left out: "
                         f"max_nodes={size + self._count(self.root)} would draw it.")
        for line in lines:
            width = max(width, text_width(line, 11) + 20)
            body.append(text(10, y, line, 11, MUTED))
            y += 16
        label = f"The game tree of {self.root.label}"
        return document(width, y - 6, label, body)

    def _has_more(self, node):
        deepest = self._depth(node)

        def walk(n, level):
            return (n.more and level == deepest) or any(walk(c, level + 1) for c in n.children)
        return bool(walk(node, 1))


def tree(game, depth=2, max_nodes=40, **budget):
    """The options tree of a position (a spelling, a ``Game``, a ``Value``, a game defined in
    Python) to ``depth`` levels, at most ``max_nodes`` nodes, each with its value and outcome:
    the Grundy value for impartial positions, the canonical form for partizan ones."""
    return Tree(*_build(spelling_of(game), depth, max_nodes, budget))
