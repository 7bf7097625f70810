// The partizan chapter: the Cram/Domineering comparison, an evaluator over /api/canonical and
// /api/thermograph, and a Domineering board to draw. Plain ES module, no build step.
const api = async (command, params) => {
  const response = await fetch(`/api/${command}?` + new URLSearchParams(params));
  const body = await response.json();
  if (!response.ok) throw new Error(body.error || `HTTP ${response.status}`);
  return body;
};

const el = (tag, attrs = {}, ...children) => {
  const node = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, v);
  node.append(...children);
  return node;
};

async function fillComparison() {
  for (const p of document.querySelectorAll('#pz-compare [data-expr]')) {
    try {
      const r = await api('canonical', { expr: p.dataset.expr });
      p.replaceChildren('canonical form ', el('code', {}, r.canonical),
        `, outcome ${r.outcome}`, r.is_nimber ? ' (a nimber)' : ' (not a nimber)');
    } catch (e) {
      p.replaceChildren(el('span', { class: 'pz-error' }, e.message));
    }
  }
}

function optionLinks(options) {
  const span = el('span', { class: 'pz-options' });
  if (options.length === 0) span.append('none');
  for (const o of options) {
    const a = el('a', { href: '#' }, el('code', {}, o));
    a.addEventListener('click', (event) => {
      event.preventDefault();
      evaluate(o);
    });
    span.append(a);
  }
  return span;
}

async function evaluate(expr) {
  document.getElementById('pz-expr').value = expr;
  const out = document.getElementById('pz-result');
  out.replaceChildren('…');
  try {
    const [r, t] = await Promise.all([api('canonical', { expr }),
                                      api('thermograph', { expr, svg: 1 })]);
    const rows = [
      ['canonical form', el('code', { class: 'pz-big' }, r.canonical)],
      ['outcome', `${r.outcome} (${{ L: 'Left wins', R: 'Right wins', P: 'the second player wins',
                                     N: 'the first player wins' }[r.outcome]})`],
      ['left stop, right stop', `${r.left_stop}, ${r.right_stop}`],
      ['mean, temperature', `${r.mean}, ${r.temperature}`],
      ['birthday', String(r.birthday)],
      ['atomic weight', r.atomic_weight ?? '— (not all-small)'],
      ['reduced canonical form', r.reduced_canonical_form ?? '—'],
      ['Left options', optionLinks(r.left_options)],
      ['Right options', optionLinks(r.right_options)],
    ];
    const table = el('table', { class: 'pz-props' });
    for (const [k, v] of rows) table.append(el('tr', {}, el('td', {}, k), el('td', {}, v)));
    const svg = new DOMParser().parseFromString(t.svg, 'image/svg+xml').documentElement;
    out.replaceChildren(table, el('h3', {}, 'Thermograph'), document.importNode(svg, true));
  } catch (e) {
    out.replaceChildren(el('p', { class: 'pz-error' }, e.message));
  }
}

function board() {
  const rows = Math.max(1, Math.min(6, Number(document.getElementById('pz-rows').value) || 1));
  const cols = Math.max(1, Math.min(6, Number(document.getElementById('pz-cols').value) || 1));
  const grid = document.getElementById('pz-board');
  grid.style.gridTemplateColumns = `repeat(${cols}, 2rem)`;
  grid.replaceChildren();
  for (let i = 0; i < rows * cols; ++i) {
    const b = el('button', { type: 'button', 'aria-label': `square ${i + 1}` });
    b.addEventListener('click', () => b.classList.toggle('missing'));
    grid.append(b);
  }
  grid.dataset.cols = cols;
}

function boardSpelling() {
  const grid = document.getElementById('pz-board');
  const cols = Number(grid.dataset.cols);
  const cells = [...grid.children].map((b) => (b.classList.contains('missing') ? '#' : '.'));
  const rows = [];
  for (let i = 0; i < cells.length; i += cols) rows.push(cells.slice(i, i + cols).join(''));
  return 'domineering:' + rows.join('|');
}

document.getElementById('pz-form').addEventListener('submit', (event) => {
  event.preventDefault();
  evaluate(document.getElementById('pz-expr').value);
});
document.getElementById('pz-rows').addEventListener('change', board);
document.getElementById('pz-cols').addEventListener('change', board);
document.getElementById('pz-board-go').addEventListener('click', () => evaluate(boardSpelling()));
board();
fillComparison();
evaluate(document.getElementById('pz-expr').value);
