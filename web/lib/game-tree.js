// A game tree drawn in SVG: the root on the left, each level of options one column further
// right, a parent centred beside its children (a tidy layered layout: every visible leaf has a
// row of its own, so no two subtrees overlap). Each node is a box coloured by its outcome in ONE
// code, the legend's (outcomeStyle below): the colour says who wins from there, never whether a
// move is good. A winning move is the edge drawn thick with a ✓ (shown when the container has
// the class `marking`). Nodes are a flat ARIA tree (aria-level, aria-setsize, aria-posinset)
// with one Tab stop: arrows move, Enter or Space opens and closes, each node labelled with its
// position, value and outcome.

import { pnWords } from './pn-legend.js';

const NS = 'http://www.w3.org/2000/svg';

// The colour code, one entry an outcome. The fills and edges are set in style.css
// (.gt-box.oc-X), so the legend's swatches and the nodes are painted by the same rule.
export const outcomeStyle = {
  P: { name: 'P-position', words: pnWords.P },
  N: { name: 'N-position', words: pnWords.N },
  L: { name: 'L', words: 'Left wins, whoever starts' },
  R: { name: 'R', words: 'Right wins, whoever starts' },
  D: { name: 'D', words: 'a draw with best play' },
};

function svg(tag, attrs = {}, text) {
  const e = document.createElementNS(NS, tag);
  for (const [k, v] of Object.entries(attrs)) if (v !== undefined && v !== null) e.setAttribute(k, v);
  if (text !== undefined) e.textContent = text;
  return e;
}

// The legend: a swatch an outcome (only those listed), and the winning-move mark.
export function legend(outcomes, { winMark = true, onRequest = true } = {}) {
  const ul = document.createElement('ul');
  ul.className = 'gt-legend';
  ul.setAttribute('aria-label', 'Colours of the tree');
  for (const o of outcomes) {
    const li = document.createElement('li');
    li.dataset.outcome = o;
    const s = svg('svg', { width: 28, height: 18, viewBox: '0 0 28 18', 'aria-hidden': 'true', class: 'gt-swatch' });
    s.append(svg('rect', { x: 1, y: 1, width: 26, height: 16, rx: 4, class: `gt-box oc-${o}` }));
    const b = document.createElement('strong');
    b.textContent = o;
    li.append(s, b, ` ${outcomeStyle[o].words}`);
    ul.append(li);
  }
  if (winMark) {
    const li = document.createElement('li');
    li.className = 'gt-legend-win';
    const s = svg('svg', { width: 28, height: 18, viewBox: '0 0 28 18', 'aria-hidden': 'true' });
    s.append(svg('path', { d: 'M1 9 H27', class: 'gt-edge win' }));
    li.append(s, `thick edge ✓: a winning move${onRequest ? ' (shown when you ask)' : ''}`);
    ul.append(li);
  }
  return ul;
}

const CHAR = 7.85;      // advance of the 13 px monospace font
const PAD = 8;          // inside a box, left and right
const TOGGLE = 20;      // room for the +/− badge
const BOX_H = 40;       // two lines of text
const ROW = 52;         // one leaf row
const GAP = 44;         // between columns (half that on a phone)
const MAX_CHARS = 44;   // longer positions are cut with … (whole in the label and the detail line)
const MIN_CHARS = 14;   // on a phone, a box is cut shorter, so two levels fit across

const cut = (s, max) => (s.length > max ? `${s.slice(0, max - 1)}…` : s);

// Each node of the model: { path, expr, value, outcome, side, move, win, canToggle, open,
// children: [node] | undefined, note } (note: a line of text in place of children, such as
// "no options"). value/outcome undefined while they are being fetched.
export class GameTree {
  constructor(container, { onToggle, label = 'Game tree', valueName = 'Grundy value' } = {}) {
    this.container = container;
    this.onToggle = onToggle;
    this.label = label;
    this.valueName = valueName;
    this.current = '';       // the node with the Tab stop
    this.order = [];         // visible nodes, top to bottom
    this.byPath = new Map();
    this.scroll = document.createElement('div');
    this.scroll.className = 'gt-scroll';
    // The whole of the node pointed at or focused, for boxes cut short (the label says it too).
    this.detail = document.createElement('p');
    this.detail.className = 'gt-detail muted';
    this.detail.setAttribute('aria-hidden', 'true');
    // A tree wider than its box (deep trees on a phone) scrolls inside the box, never the page;
    // this line says so while it is so, and the box's edge fades on the side with more to see.
    this.hint = document.createElement('p');
    this.hint.className = 'gt-hint muted';
    this.hint.hidden = true;
    this.scroll.addEventListener('scroll', () => this.fitHint(), { passive: true });
    if (typeof ResizeObserver === 'function') new ResizeObserver(() => this.fitHint()).observe(this.scroll);
    container.replaceChildren(this.hint, this.scroll, this.detail);
    this.maxChars = MAX_CHARS;
  }

  describe(path) {
    const n = this.byPath.get(path);
    if (!n) return;
    this.detailPath = path;
    const value = n.value === undefined ? '…' : n.value;
    const said = this.valueName === null ? 'in misère play' : `${this.valueName} ${value}`;
    this.detail.textContent = `${n.side ? `${n.side} moves to ` : ''}${n.expr}: ${said}, outcome ${n.outcome ?? '…'}` +
      `${outcomeStyle[n.outcome] ? ` (${outcomeStyle[n.outcome].words})` : ''}${n.move ? `; reached by: ${n.move}` : ''}.`;
  }

  lines(n) {
    const value = this.valueName === null ? 'misère' : n.value === undefined ? '…' : n.value;
    const outcome = n.outcome === undefined ? '…' : n.outcome;
    // A partizan option is a canonical form, its own value: written once, under who moves.
    const top = n.side ? `${n.side} moves to` : n.expr;
    return { top: cut(top, this.maxChars), value: String(value), outcome };
  }

  // The label begins with the text the box shows (so speech input can name it), then says it
  // in words.
  ariaLabel(n) {
    const l = n.l || this.lines(n);
    const parts = [`${l.top} ${l.value} · ${l.outcome}`];
    if (n.side) parts.push(`${n.side}'s option ${n.expr}`);
    else if (l.top !== n.expr) parts.push(`position ${n.expr}`);
    if (this.valueName === null) parts.push('misère play');
    else if (n.value !== undefined) parts.push(`${this.valueName} ${n.value}`);
    if (n.outcome !== undefined) {
      const s = outcomeStyle[n.outcome];
      parts.push(s ? `outcome ${n.outcome}, ${s.words}` : `outcome ${n.outcome}`);
    } else parts.push('working');
    if (n.move) parts.push(`reached by: ${n.move}`);
    if (n.win && this.container.classList.contains('marking')) parts.push('a winning move');
    return parts.join('; ');
  }

  // Lays out and draws the tree; the focus stays on the node it was on.
  render(root) {
    const had = this.scroll.contains(document.activeElement) ? document.activeElement.dataset.path : null;
    const room = this.container.clientWidth || 900;
    this.maxChars = Math.max(MIN_CHARS, Math.min(MAX_CHARS, Math.floor((room * 0.45 - 2 * PAD - TOGGLE) / CHAR)));
    this.order = [];
    this.byPath = new Map();
    const widths = [];
    let rows = 0;
    // First pass: rows (leaves in order) and the widest box of each column.
    const place = (n, depth, parent, index, siblings) => {
      const l = this.lines(n);
      const w = Math.max(l.top.length, l.value.length + l.outcome.length + 5) * CHAR + 2 * PAD + (n.canToggle ? TOGGLE : 0);
      Object.assign(n, { depth, parentPath: parent, index, siblings, w, l });
      widths[depth] = Math.max(widths[depth] || 0, w);
      this.order.push(n);
      this.byPath.set(n.path, n);
      const kids = n.open ? (n.children || []) : [];
      if (kids.length) {
        kids.forEach((k, i) => place(k, depth + 1, n, i, kids.length));
        n.y = (kids[0].y + kids[kids.length - 1].y) / 2;
        if (n.note) {
          n.noteRow = rows;
          rows += 1;
          widths[depth + 1] = Math.max(widths[depth + 1] || 0, n.note.length * 7 + 10);
        }
      } else if (n.open && n.note) {
        n.noteRow = rows;
        n.y = rows * ROW;
        rows += 1;
        widths[depth + 1] = Math.max(widths[depth + 1] || 0, n.note.length * 7 + 10);
      } else {
        n.y = rows * ROW;
        rows += 1;
      }
    };
    place(root, 0, null, 0, 1);
    const xs = [0];
    const gap = room < 500 ? GAP / 2 : GAP;
    for (let d = 1; d <= widths.length; d += 1) xs[d] = xs[d - 1] + (widths[d - 1] || 0) + gap;
    const width = Math.ceil(xs[widths.length - 1] + widths[widths.length - 1] + 4);
    const height = rows * ROW;
    const top = (ROW - BOX_H) / 2;

    const s = svg('svg', {
      class: 'gt-svg', role: 'tree', 'aria-label': this.label, tabindex: '-1',
      width, height, viewBox: `-2 0 ${width + 2} ${height}`,
    });
    const edges = svg('g', { class: 'gt-edges', 'aria-hidden': 'true' });
    const boxes = svg('g', { class: 'gt-nodes' });
    s.append(edges, boxes);
    if (!this.byPath.has(this.current)) this.current = '';
    for (const n of this.order) {
      const x = xs[n.depth];
      const y = n.y + top;
      if (n.parentPath) {
        const p = n.parentPath;
        const x0 = xs[p.depth] + p.w;
        const y0 = p.y + top + BOX_H / 2;
        const y1 = y + BOX_H / 2;
        const mx = (x0 + x) / 2;
        const g = svg('g', { class: `gt-link${n.win ? ' win' : ''}`, 'data-to': n.path });
        g.append(svg('path', { d: `M${x0} ${y0} C${mx} ${y0} ${mx} ${y1} ${x} ${y1}`, class: `gt-edge${n.win ? ' win' : ''}` }));
        if (n.win) {
          const m = svg('g', { class: 'winmark', transform: `translate(${x - 12} ${y1 - 9})` });
          m.append(svg('circle', { cx: 0, cy: 0, r: 8 }), svg('text', { x: 0, y: 4, 'text-anchor': 'middle' }, '✓'));
          g.append(m);
        }
        edges.append(g);
      }
      const g = svg('g', {
        class: 'gt-node', transform: `translate(${x} ${y})`,
        'data-path': n.path, 'data-expr': n.expr, 'data-outcome': n.outcome ?? '',
        'data-win': n.win ? '1' : null,
        role: 'treeitem', tabindex: n.path === this.current ? '0' : '-1',
        'aria-level': n.depth + 1, 'aria-setsize': n.siblings, 'aria-posinset': n.index + 1,
        'aria-expanded': n.canToggle ? String(Boolean(n.open)) : null,
        'aria-label': this.ariaLabel(n),
      });
      g.append(svg('rect', { class: 'gt-ring', x: -4, y: -4, width: n.w + 8, height: BOX_H + 8, rx: 9 }));
      g.append(svg('rect', { class: `gt-box oc-${n.outcome ?? 'unknown'}`, x: 0, y: 0, width: n.w, height: BOX_H, rx: 6 }));
      // The text is hidden from assistive technology: the node's label says it all in words.
      g.append(svg('text', { class: 'gt-expr', x: PAD, y: 16, 'aria-hidden': 'true' }, `${n.l.top} `));
      const t = svg('text', { class: 'gt-vals', x: PAD, y: 33, 'aria-hidden': 'true' });
      t.append(svg('tspan', { class: 'val' }, n.l.value), svg('tspan', { class: 'sep' }, ' · '), svg('tspan', { class: 'oc' }, n.l.outcome));
      g.append(t);
      if (n.canToggle) {
        const b = svg('g', { class: 'gt-toggle', 'aria-hidden': 'true', transform: `translate(${n.w - TOGGLE / 2 - 2} ${BOX_H / 2})` });
        b.append(svg('circle', { cx: 0, cy: 0, r: 7 }), svg('text', { x: 0, y: 4, 'text-anchor': 'middle' }, n.open ? '−' : '+'));
        g.append(b);
      }
      boxes.append(g);
      if (n.noteRow !== undefined) {
        const nx = xs[n.depth + 1];
        const ny = n.noteRow * ROW + ROW / 2;
        const y0 = y + BOX_H / 2;
        edges.append(svg('path', { class: 'gt-edge note', d: `M${x + n.w} ${y0} C${(x + n.w + nx) / 2} ${y0} ${(x + n.w + nx) / 2} ${ny} ${nx - 4} ${ny}` }));
        boxes.append(svg('text', { class: 'gt-note', x: nx, y: ny + 4 }, n.note));
      }
    }
    s.addEventListener('click', (e) => {
      const g = e.target.closest('.gt-node');
      if (!g) return;
      this.current = g.dataset.path;
      this.toggle(g.dataset.path);
    });
    s.addEventListener('keydown', (e) => this.key(e));
    s.addEventListener('focusin', (e) => {
      const g = e.target.closest('.gt-node');
      if (g) { this.setCurrent(g.dataset.path); this.describe(g.dataset.path); }
    });
    s.addEventListener('mouseover', (e) => {
      const g = e.target.closest('.gt-node');
      if (g) this.describe(g.dataset.path);
    });
    this.scroll.replaceChildren(s);
    this.svg = s;
    this.fitHint();
    this.describe(this.byPath.has(this.detailPath) ? this.detailPath : '');
    if (had !== null && had !== undefined) this.focus(this.byPath.has(had) ? had : this.current);
  }

  // Shows the sideways hint, and the fades, while the tree is wider than its box.
  fitHint() {
    const box = this.scroll;
    const hidden = box.scrollWidth - box.clientWidth;
    const over = hidden > 1;
    this.hint.hidden = !over;
    if (over) {
      const levels = this.order.length ? Math.max(...this.order.map((n) => n.depth)) + 1 : 1;
      this.hint.textContent = `↔ The tree is wider than the page (${levels} levels): swipe it sideways, or Tab into it and use the arrow keys, to see the deeper levels.`;
    }
    box.classList.toggle('more-right', over && box.scrollLeft < hidden - 1);
    box.classList.toggle('more-left', over && box.scrollLeft > 1);
  }

  node(path) { return this.svg?.querySelector(`.gt-node[data-path="${CSS.escape(path)}"]`); }

  setCurrent(path) {
    if (!this.svg) return;
    for (const g of this.svg.querySelectorAll('.gt-node[tabindex="0"]')) g.setAttribute('tabindex', '-1');
    this.current = path;
    this.node(path)?.setAttribute('tabindex', '0');
  }

  focus(path) {
    const g = this.node(path);
    if (!g) return;
    this.setCurrent(path);
    g.focus();
    // Keep it in view inside the scrolling box (no page jump at phone width).
    const box = this.scroll.getBoundingClientRect();
    const r = g.getBoundingClientRect();
    if (r.right > box.right) this.scroll.scrollLeft += r.right - box.right + 8;
    if (r.left < box.left) this.scroll.scrollLeft -= box.left - r.left + 8;
    this.fitHint();
  }

  toggle(path) {
    const n = this.byPath.get(path);
    if (n && n.canToggle && this.onToggle) this.onToggle(path);
  }

  key(e) {
    const g = e.target.closest('.gt-node');
    if (!g) return;
    const path = g.dataset.path;
    const n = this.byPath.get(path);
    const i = this.order.indexOf(n);
    const go = (m) => { if (m) this.focus(m.path); };
    switch (e.key) {
      case 'Enter': case ' ': this.toggle(path); break;
      case 'ArrowDown': go(this.order[i + 1]); break;
      case 'ArrowUp': go(this.order[i - 1]); break;
      case 'Home': go(this.order[0]); break;
      case 'End': go(this.order[this.order.length - 1]); break;
      case 'ArrowRight':
        if (n.canToggle && !n.open) this.toggle(path);
        else if (n.open && n.children?.length) go(n.children[0]);
        break;
      case 'ArrowLeft':
        if (n.canToggle && n.open) this.toggle(path);
        else go(n.parentPath);
        break;
      default: return;
    }
    e.preventDefault();
  }
}
