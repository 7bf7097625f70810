// The data behind a drawn game tree (game-tree.js): a position's options fetched level by level
// as nodes are opened. Impartial positions come from /api/options (each option a position, with
// its Grundy value) and /api/outcome; partizan ones from /api/canonical, whose options are
// values (no route lists a partizan position's moves as positions). Node paths: '' the root,
// 'i' its i-th option, 'i.j' that option's j-th, and L0, R1 … for partizan options.
import { api } from './api.js';

// A value as grundy prints it: a number, or inf{K} for a loopy position (docs/notation.md).
export const shownValue = (v) => (v.loopy === 'inf' ? `inf{${v.k.join(',')}}` : String(v.value));

export class TreeData {
  // onChange: called (at most once a frame) when anything arrived; onError(err).
  constructor({ onChange = () => {}, onError = () => {} } = {}) {
    this.onChange = onChange;
    this.onError = onError;
    this.cache = new Map();
    this.open = new Set();
    this.nodes = new Map();
    this.kind = 'impartial';
    this.generation = 0;
    this.pending = false;
    this.misere = false;  // impartial only: outcomes in misère play (whoever cannot move wins)
  }

  // One request per (route, position), kept for the page's life; a failed one is forgotten.
  get(command, expr) {
    const key = `${command} ${expr}`;
    if (!this.cache.has(key)) {
      const p = api(command, { expr });
      p.catch(() => this.cache.delete(key));
      this.cache.set(key, p);
    }
    return this.cache.get(key);
  }

  // The outcome, in misère play when the tree is misère (a separate cache entry).
  outcomeOf(expr) {
    if (!this.misere) return this.get('outcome', expr);
    const key = `outcome-misere ${expr}`;
    if (!this.cache.has(key)) {
      const p = api('outcome', { expr, misere: true });
      p.catch(() => this.cache.delete(key));
      this.cache.set(key, p);
    }
    return this.cache.get(key);
  }

  changed() {
    if (this.pending) return;
    this.pending = true;
    requestAnimationFrame(() => { this.pending = false; this.onChange(); });
  }

  // Starts a new tree at expr; throws the API's error for a position that cannot be read.
  async start(expr) {
    this.generation += 1;
    const gen = this.generation;
    this.nodes = new Map();
    const m = await this.get('moves', expr);
    let root;
    if ('canonical' in m) {
      const c = await this.get('canonical', expr);
      this.kind = 'partizan';
      root = { path: '', expr, value: c.canonical, outcome: c.outcome };
    } else {
      const [r, o] = await Promise.all([this.get('options', expr), this.outcomeOf(expr)]);
      this.kind = 'impartial';
      root = { path: '', expr, normalised: r.normalised, value: this.misere ? undefined : shownValue(r), outcome: o.outcome };
    }
    if (gen !== this.generation) return null;
    this.nodes.set('', root);
    this.walk();
    return this.kind;
  }

  // Fetches the children of every open node whose parent is shown.
  walk(path = '') {
    const n = this.nodes.get(path);
    if (!n) return;
    if (path !== '' && !this.open.has(path)) return;
    if (!n.kids) { this.load(n); return; }
    for (const k of n.kids) this.walk(k);
  }

  async load(n) {
    if (n.loading) return;
    n.loading = true;
    const gen = this.generation;
    try {
      const k = await this.children(n.expr);
      if (gen !== this.generation) return;
      n.kids = k.list.map((c) => {
        const path = n.path === '' ? c.seg : `${n.path}.${c.seg}`;
        const child = { ...c, path };
        this.nodes.set(path, child);
        this.status(child, gen);
        return path;
      });
      n.truncated = k.truncated;
      n.note = k.note;
      for (const p of n.kids) this.walk(p);
    } catch (err) {
      if (gen === this.generation) this.onError(err);
    } finally {
      n.loading = false;
      this.changed();
    }
  }

  async children(expr) {
    if (this.kind === 'impartial') {
      const r = await this.get('options', expr);
      return {
        truncated: r.truncated,
        list: r.options.map((o, i) => ({ expr: o.to, seg: String(i), move: o.move, value: this.misere ? undefined : shownValue(o) })),
      };
    }
    const r = await this.get('canonical', expr);
    if (r.options_listed === false) return { truncated: true, list: [], note: r.options_note };
    return {
      truncated: false,
      list: [
        ...r.left_options.map((g, i) => ({ expr: g, seg: `L${i}`, side: 'Left' })),
        ...r.right_options.map((g, i) => ({ expr: g, seg: `R${i}`, side: 'Right' })),
      ],
    };
  }

  async status(node, gen) {
    try {
      if (this.kind === 'impartial') {
        node.outcome = (await this.outcomeOf(node.expr)).outcome;
      } else {
        const c = await this.get('canonical', node.expr);
        node.value = c.canonical;
        node.outcome = c.outcome;
      }
      node.win = this.isWinning(node);
    } catch (err) {
      if (gen === this.generation) { node.outcome = '?'; this.onError(err); }
    }
    if (gen === this.generation) this.changed();
  }

  // A winning option: impartial, one to a P-position (in misère play too: the player to move
  // there loses); partizan, one its mover still wins with
  // the other to move (Left: outcome L or P; Right: R or P).
  isWinning(node) {
    if (this.kind === 'impartial') return node.outcome === 'P';
    if (node.side === 'Left') return node.outcome === 'P' || node.outcome === 'L';
    return node.outcome === 'P' || node.outcome === 'R';
  }

  // True once every visible node has its outcome.
  settled() {
    return [...this.visible()].every((n) => n.outcome !== undefined && !n.loading
      && (n.kids || (n.path !== '' && !this.open.has(n.path))));
  }

  * visible(path = '') {
    const n = this.nodes.get(path);
    if (!n) return;
    yield n;
    if ((path === '' || this.open.has(path)) && n.kids) for (const k of n.kids) yield* this.visible(k);
  }

  // The model game-tree.js draws.
  model(path = '') {
    const n = this.nodes.get(path);
    if (!n) return null;
    const open = path === '' || this.open.has(path);
    const m = {
      path, expr: n.expr, value: n.value, outcome: n.outcome, side: n.side, move: n.move,
      win: path !== '' && n.win, canToggle: path !== '', open,
    };
    if (open) {
      if (!n.kids) m.note = 'opening…';
      else {
        m.children = n.kids.map((k) => this.model(k));
        if (!n.kids.length) {
          m.note = n.note || (this.kind === 'impartial'
            ? `no options: the player to move ${this.misere ? 'wins (misère play)' : 'loses'}` : 'no options for either player');
        } else if (n.truncated) m.note = `only the first ${n.kids.length} options are listed`;
      }
    }
    return m;
  }

  // Opens or closes a node; closing closes everything under it too.
  flip(path) {
    if (this.open.has(path)) {
      for (const p of [...this.open]) if (p === path || p.startsWith(`${path}.`)) this.open.delete(p);
    } else this.open.add(path);
    this.walk();
    this.changed();
  }
}
