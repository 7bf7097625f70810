// The legend of the site's one colour code for a position's class (style.css --p, --n): P, the
// player to move loses (chapter 1's L, Grundy value 0), blue; N, the player to move wins (W,
// value not 0), orange. Every page that colours classes shows this legend, in these words, so a
// learner reads the same code from chapter to chapter (the drawn game tree's legend takes its P
// and N words from here too).

export const pnWords = {
  P: 'the player to move loses',
  N: 'the player to move wins',
};

// A <ul class="pn-legend">, one item a class. `letters` names them as the page does (chapter 1
// says L and W before P and N are introduced); `values` adds the Grundy values (0, not 0).
export function pnLegend({ letters = { P: 'P', N: 'N' }, values = false, label = 'Colours of the positions' } = {}) {
  const ul = document.createElement('ul');
  ul.className = 'pn-legend';
  ul.setAttribute('aria-label', label);
  for (const c of ['P', 'N']) {
    const li = document.createElement('li');
    li.dataset.class = c;
    const swatch = document.createElement('span');
    swatch.className = 'pn-swatch';
    swatch.setAttribute('aria-hidden', 'true');
    const name = document.createElement('strong');
    name.textContent = letters[c];
    const value = values ? (c === 'P' ? ' (value 0)' : ' (value not 0)') : '';
    li.append(swatch, name, ` ${pnWords[c]}${value}`);
    ul.append(li);
  }
  return ul;
}

// Fills every <div data-pn-legend> on the page (its data-letters "LW" or "PN", data-values).
export function fillLegends(root = document) {
  for (const box of root.querySelectorAll('[data-pn-legend]')) {
    const [p, n] = (box.dataset.letters || 'PN').split('');
    box.replaceChildren(pnLegend({ letters: { P: p, N: n }, values: box.dataset.values === '1' }));
  }
}
