// Moves seen happening: counters taken from a heap slide up and fade before the position
// changes. With prefers-reduced-motion set, nothing moves and the change is immediate.

export function reducedMotion() {
  return Boolean(window.matchMedia && window.matchMedia('(prefers-reduced-motion: reduce)').matches);
}

// Slides and fades the elements away, one after another; resolves when all are gone from
// sight (at once when motion is reduced). The elements keep the class `leaving` until the
// caller redraws them.
export async function takeAway(elements, { duration = 320, stagger = 40 } = {}) {
  const list = [...elements].filter(Boolean);
  if (!list.length) return;
  for (const e of list) e.classList.add('leaving');
  if (reducedMotion() || typeof list[0].animate !== 'function') return;
  await Promise.all(list.map((e, k) => e.animate(
    [{ opacity: 1, transform: 'translate(0, 0) scale(1)' }, { opacity: 0, transform: 'translate(0.6rem, -1.2rem) scale(0.5)' }],
    { duration, delay: k * stagger, easing: 'ease-in', fill: 'forwards' },
  ).finished.catch(() => {})));
}
