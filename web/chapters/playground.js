import { api, showError } from '../lib/api.js';
import { header, el } from '../lib/chapters.js';
import { getParam, setParams } from '../lib/state.js';

header('playground');
const errorBox = document.getElementById('error');
const exprInput = document.getElementById('expr');
const misereInput = document.getElementById('misere');

const words = {
  P: 'the player to move loses (the previous player wins)',
  N: 'the player to move wins',
  D: 'a draw: neither player can force a win, so best play goes on forever',
};

// A value as grundy prints it: a number, or inf{K} for a loopy position (docs/notation.md).
const shown = (v) => (v.loopy === 'inf' ? `inf{${v.k.join(',')}}` : String(v.value));

// One level of the tree: each option of `expr`, with a button that opens its own options.
async function branch(expr, depth) {
  const r = await api('options', { expr });
  const list = el('ul', { class: 'tree', role: depth === 0 ? 'tree' : 'group', 'aria-label': depth === 0 ? `Options of ${expr}` : undefined });
  if (!r.options.length) list.append(el('li', { class: 'muted', text: 'no options: the player to move loses' }));
  for (const o of r.options) {
    const li = el('li', { role: 'treeitem', 'aria-expanded': 'false', 'data-to': o.to });
    const toggle = el('button', { type: 'button', class: 'toggle', 'aria-label': `Open the options of ${o.to}`, text: '+' });
    toggle.addEventListener('click', async () => {
      const open = li.getAttribute('aria-expanded') === 'true';
      if (open) {
        li.querySelector('ul')?.remove();
        li.setAttribute('aria-expanded', 'false');
        toggle.textContent = '+';
        return;
      }
      toggle.disabled = true;
      try {
        li.append(await branch(o.to, depth + 1));
        li.setAttribute('aria-expanded', 'true');
        toggle.textContent = '−';
        toggle.setAttribute('aria-label', `Close the options of ${o.to}`);
        showError(errorBox, null);
      } catch (err) { showError(errorBox, err); }
      toggle.disabled = false;
    });
    li.append(toggle, el('span', { class: `val${o.value === 0 ? ' zero' : ''}`, title: 'Grundy value', text: shown(o) }),
      el('code', { text: o.to }), el('span', { class: 'muted', text: ` — ${o.move}` }));
    list.append(li);
  }
  if (r.truncated) list.append(el('li', { class: 'muted', text: `… only the first ${r.options.length} options are listed` }));
  return list;
}

async function analyse() {
  const expr = exprInput.value.trim();
  const misere = misereInput.checked;
  setParams({ expr, misere });
  const out = ['value', 'outcome', 'outcome-words'].map((id) => document.getElementById(id));
  out.forEach((e) => { e.textContent = '…'; });
  document.getElementById('moves').replaceChildren();
  document.getElementById('tree').replaceChildren();
  try {
    const [v, o, m] = await Promise.all([
      api('value', { expr }).catch((err) => ({ error: err })),
      api('outcome', { expr, misere }),
      api('moves', { expr, misere }),
    ]);
    showError(errorBox, null);
    out[0].textContent = v.error ? `(${v.error.message})` : shown(v);
    out[1].textContent = o.outcome;
    out[2].textContent = `— ${words[o.outcome] || o.outcome}${misere ? ' in misère play' : ''} (${o.method}).`;
    const list = document.getElementById('moves');
    // An N-position with no winning move has no move at all: in misère play, where the player
    // who cannot move wins, that is a game the player to move has already won.
    const noMoveWins = misere && o.outcome === 'N';
    if (!m.moves.length) {
      list.append(el('li', { text: o.outcome === 'P' ? 'None: every move loses against best play.'
        : noMoveWins ? 'None needed: there is no move at all, and in misère play the player who cannot move wins, so the player to move has already won.'
          : 'None found.' }));
    }
    for (const mv of m.moves) {
      list.append(el('li', { 'data-to': mv.to }, el('code', { text: mv.to }), ` — ${mv.explanation}`));
    }
    const tree = document.getElementById('tree');
    tree.replaceChildren(el('p', {}, el('span', { class: `val${v.value === 0 ? ' zero' : ''}`, text: v.error ? '?' : shown(v) }), el('code', { text: v.normalised || expr })));
    try {
      tree.append(await branch(expr, 0));
    } catch (err) {
      tree.append(el('p', { class: 'muted', text: `The option tree cannot be drawn: ${err.message}` }));
    }
  } catch (err) {
    out.forEach((e) => { e.textContent = ''; });
    showError(errorBox, err, exprInput);
  }
}

document.getElementById('setup').addEventListener('submit', (e) => { e.preventDefault(); analyse(); });
misereInput.addEventListener('change', analyse);
exprInput.value = getParam('expr', 'sub{1,3,4}:5 + kayles:4 + nim:6');
misereInput.checked = getParam('misere', '') === '1';
analyse();
