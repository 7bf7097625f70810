"""What grundy's drawings share: the web app's colours, SVG text escaped, a page with a title."""

import html
import sys

SVG_NS = "http://www.w3.org/2000/svg"
INK, MUTED, LINE = "#1d2330", "#5b6475", "#d9d6cc"
LEFT_BLUE, RIGHT_RED, GREEN = "#1f4fbf", "#bf1f1f", "#2e8b57"
FONT = 'font-family="sans-serif"'
MONO = 'font-family="DejaVu Sans Mono, Menlo, Consolas, monospace"'


def package():
    """The grundy package (looked up when needed: it imports the drawings)."""
    return sys.modules[__package__]


def spelling_of(game):
    """A position in the notation: a spelling as it is, a ``Game`` or ``Sum``'s expression, a
    ``Value``'s canonical form, a game defined in Python as its term ``user{Class}:n``."""
    if isinstance(game, str):
        return game
    for attr in ("expression", "text"):
        if isinstance(getattr(game, attr, None), str):
            return getattr(game, attr)
    if hasattr(game, "game"):
        return game.game().expression
    raise TypeError(f"not a position: {game!r}")


def esc(text):
    return html.escape(str(text), quote=True)


def short(text, limit):
    """The text, cut to `limit` characters with an ellipsis."""
    text = str(text)
    return text if len(text) <= limit else text[:limit - 1] + "…"


def text_width(text, size=12, mono=False):
    """About how wide the text is drawn, in pixels (no font metrics at hand)."""
    return len(str(text)) * size * (0.62 if mono else 0.58)


def document(width, height, label, body):
    """An SVG document of the given size: a white page, a title for screen readers, the body."""
    return (f'<svg xmlns="{SVG_NS}" width="{width:g}" height="{height:g}" '
            f'viewBox="0 0 {width:g} {height:g}" role="img" aria-label="{esc(label)}">\n'
            f'<title>{esc(label)}</title>\n'
            f'<rect width="100%" height="100%" fill="white"/>\n{"".join(body)}</svg>\n')


def text(x, y, content, size=12, fill=INK, anchor="start", extra="", mono=False):
    """A <text> element (sans-serif, or monospace for positions and forms)."""
    return (f'<text x="{x:g}" y="{y:g}" font-size="{size}" fill="{fill}" '
            f'text-anchor="{anchor}" {MONO if mono else FONT} {extra}>{esc(content)}</text>\n')


class Picture:
    """A drawing that Jupyter shows: ``svg()`` gives its SVG text."""

    def svg(self):
        raise NotImplementedError

    def _repr_svg_(self):
        return self.svg()

    def _repr_html_(self):
        """The SVG inline, in a box that scrolls sideways when the drawing is wider than the page.
        (Jupyter prefers HTML; and nbconvert's HTML export, Debian's 6.5, empties SVG outputs
        but keeps HTML ones.)"""
        return f'<div style="max-width: 100%; overflow-x: auto">{self.svg()}</div>'
