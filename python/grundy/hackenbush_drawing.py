"""Hackenbush pictures drawn as SVG from their spelling (docs/partizan.md): the ground, the
nodes, the edges in their colours — green as the web app draws them (web/chapters/hackenbush.js),
blue for Left, red for Right."""

import math
import re

from ._svg import (GREEN, INK, LEFT_BLUE, MUTED, RIGHT_RED, Picture, document, package, short,
                   text, text_width)

EDGE_COLOURS = {"g": GREEN, "b": LEFT_BLUE, "r": RIGHT_RED}
GROUND = ("n", 0)


def parse_hackenbush(text):
    """The edges (u, v, colour) of a ``hackenbush:`` position (docs/partizan.md): ``UcV`` joins
    nodes U and V (node 0 is the ground), a run of colour letters is a stalk on the ground.
    Nodes are ("n", number) or, inside a stalk, ("s", stalk, height)."""
    body = text.strip()
    if body.startswith("hackenbush:"):
        body = body[len("hackenbush:"):]
    edges = []
    if body.strip() == "0":
        return edges
    for i, item in enumerate(body.split(",")):
        item = item.strip()
        m = re.fullmatch(r"(\d+)([bgr])(\d+)", item)
        if m:
            edges.append((("n", int(m.group(1))), ("n", int(m.group(3))), m.group(2)))
        elif re.fullmatch(r"[bgr]+", item):
            below = GROUND
            for h, c in enumerate(item, 1):
                edges.append((below, ("s", i, h), c))
                below = ("s", i, h)
        else:
            raise ValueError(f"not a Hackenbush edge or stalk: {item!r} (see docs/partizan.md)")
    return edges


class Hackenbush(Picture):
    """A Hackenbush picture drawn: the ground, the nodes, each edge in its colour (green, blue
    for Left, red for Right). Parts that do not reach the ground (worth nothing) are faded. With
    ``numbers``, each numbered node is labelled, to follow the engine's moves ("cut the edge
    4g5")."""

    STEP_X, STEP_Y, PAD = 44, 52, 24

    def __init__(self, position, numbers=False):
        spelling = getattr(position, "expression", position).strip()
        if not spelling.startswith("hackenbush:"):
            spelling = f"hackenbush:{spelling}"
        self.expression = spelling
        self.edges = parse_hackenbush(self.expression)
        self.numbers = numbers

    def __repr__(self):
        return f"Hackenbush({self.expression!r})"

    def game(self):
        """The position as a ``grundy.Game``."""
        return package().Game(self.expression)

    def _layout(self):
        """Each node's depth (edges from the ground, breadth first) and column: the leaves of a
        spanning tree side by side, each parent over the middle of its children. Returns the
        depths, the columns, the nodes that reach the ground and the number of columns."""
        adj = {}
        for u, v, _ in self.edges:
            adj.setdefault(u, []).append(v)
            adj.setdefault(v, []).append(u)
        depth, children, roots, grounded = {GROUND: 0}, {}, [], set()
        for start in [GROUND] + sorted(n for n in adj if n != GROUND):
            if start in depth and start != GROUND:
                continue
            depth.setdefault(start, 1)  # a part off the ground starts one level up
            if start != GROUND:
                roots.append(start)
            queue, seen = [start], [start]
            while queue:
                u = queue.pop(0)
                for v in adj.get(u, []):
                    if v not in depth:
                        depth[v] = depth[u] + 1
                        children.setdefault(u, []).append(v)
                        queue.append(v)
                        seen.append(v)
            if start == GROUND:
                grounded.update(seen)
                roots = children.get(GROUND, []) + roots
        column, slots = {}, 0
        for root in roots:  # post-order, without recursion (a stalk may be thousands high)
            stack = [(root, False)]
            while stack:
                u, done = stack.pop()
                kids = children.get(u, [])
                if not done and kids:
                    stack.append((u, True))
                    stack.extend((k, False) for k in reversed(kids))
                elif kids:
                    column[u] = sum(column[k] for k in kids) / len(kids)
                else:
                    column[u] = slots
                    slots += 1
        return depth, column, grounded, slots

    def svg(self):
        depth, column, grounded, slots = self._layout()
        ground_loops = sum(1 for u, v, _ in self.edges if u == v == GROUND)
        sx, sy, pad = self.STEP_X, self.STEP_Y, self.PAD
        caption = short(self.expression, 80)
        width = max(160, (slots + ground_loops) * sx + 2 * pad,
                    text_width(caption, 12, mono=True) + 12)
        ground_y = 34 + max([*depth.values(), 1]) * sy + 22
        at = {n: (pad + sx / 2 + column[n] * sx, ground_y - depth[n] * sy) for n in column}
        body = [text(6, 16, caption, 12, mono=True),
                f'<rect x="0" y="{ground_y}" width="{width}" height="12" fill="#8a6a3d"/>\n']
        taken = {n: [] for n in at}  # the directions (angles) of each node's edges
        for u, v, _ in self.edges:
            for n, m in ((u, v), (v, u)):
                if n in at and n != m:
                    ox, oy = (at[n][0], ground_y) if m == GROUND else at[m]
                    taken[n].append(math.atan2(at[n][1] - oy, ox - at[n][0]))
        seen, free_slot = {}, slots
        for u, v, c in self.edges:
            pair = tuple(sorted((u, v)))
            k = seen[pair] = seen.get(pair, -1) + 1  # the k-th edge between these two nodes
            faded = "" if (u in grounded or v in grounded) else ' opacity="0.35"'
            stroke = (f'stroke="{EDGE_COLOURS[c]}" stroke-width="6" stroke-linecap="round" '
                      f'fill="none"{faded}')
            if u == v == GROUND:  # a loop on the ground, in a column of its own
                cx = pad + sx / 2 + free_slot * sx
                free_slot += 1
                body.append(_loop(cx, ground_y, math.pi / 2, 14, stroke))
            elif u == v:  # a loop, turned away from the node's other edges and loops
                angle = _free_direction(taken[u], (math.pi / 2, math.pi / 4, 3 * math.pi / 4, 0,
                                                   math.pi))
                taken[u] += [angle - 0.5, angle, angle + 0.5]
                body.append(_loop(*at[u], angle, 12, stroke))
            else:
                x1, y1 = (at[v][0], ground_y) if u == GROUND else at[u]
                x2, y2 = (at[u][0], ground_y) if v == GROUND else at[v]
                bend = (0, 14, -14, 28, -28)[k % 5]
                if depth[u] == depth[v] and abs(x1 - x2) > sx * 1.5:
                    bend = bend or abs(x1 - x2) * 0.35  # arched over the nodes between
                body.append(_edge(x1, y1, x2, y2, bend, stroke))
        for n, (x, y) in at.items():
            faded = "" if n in grounded else ' opacity="0.35"'
            body.append(f'<circle cx="{x:g}" cy="{y:g}" r="5" fill="{INK}"{faded}/>\n')
            if self.numbers and n[0] == "n":
                corner = _free_direction(taken[n], (math.pi / 4, -math.pi / 4, 3 * math.pi / 4,
                                                    -3 * math.pi / 4))
                body.append(text(x + 11 * math.cos(corner), y - 11 * math.sin(corner) + 4, n[1], 11,
                                 MUTED, "middle"))
        if self.numbers:
            body.append(text(4, ground_y + 10, "0: the ground", 9, "white"))
        if not self.edges:
            body.append(text(width / 2, ground_y - 20, "no edges: the game 0", 12, MUTED, "middle"))
        height = ground_y + 16
        label = f"Hackenbush picture {self.expression} with {len(self.edges)} edges"
        return document(width, height, label, body)


def hackenbush(position, numbers=False):
    """A Hackenbush picture from its spelling (``"hackenbush:0g1,1g2,2g0"``, ``"ggg,gg"``, or a
    ``Game`` of one ``hackenbush:`` term), drawn when shown; ``numbers`` labels the nodes."""
    return Hackenbush(position, numbers)


def _free_direction(taken, candidates):
    """The candidate angle farthest from every taken angle (the first, when none is taken)."""
    def clearance(a):
        return min((abs((a - t + math.pi) % (2 * math.pi) - math.pi) for t in taken), default=0)
    return max(candidates, key=clearance)


def _loop(x, y, angle, size, stroke):
    """A loop at (x, y) pointing along angle (upwards is pi/2)."""
    dx, dy = math.cos(angle), -math.sin(angle)
    qx, qy = -dy, dx
    far, wide = 2.6 * size, 2.2 * size
    ends = [(x + 2 * qx, y + 2 * qy),
            (x + far * dx + wide * qx, y + far * dy + wide * qy),
            (x + far * dx - wide * qx, y + far * dy - wide * qy),
            (x - 2 * qx, y - 2 * qy)]
    p = [f"{a:.1f} {b:.1f}" for a, b in ends]
    return f'<path d="M {p[0]} C {p[1]} {p[2]} {p[3]}" {stroke}/>\n'


def _edge(x1, y1, x2, y2, bend, stroke):
    """An edge: a straight line, or a curve bent sideways (a second edge between two nodes)."""
    if not bend:
        return f'<line x1="{x1:g}" y1="{y1:g}" x2="{x2:g}" y2="{y2:g}" {stroke}/>\n'
    length = math.hypot(x2 - x1, y2 - y1) or 1
    nx, ny = (y1 - y2) / length, (x2 - x1) / length
    if ny > 0:
        nx, ny = -nx, -ny  # bend upwards (or to the left)
    mx, my = (x1 + x2) / 2 + bend * nx, (y1 + y2) / 2 + bend * ny
    return f'<path d="M {x1:g} {y1:g} Q {mx:g} {my:g} {x2:g} {y2:g}" {stroke}/>\n'
