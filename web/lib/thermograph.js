// A thermograph drawn from the engine's walls (/api/thermograph: left_wall and right_wall as
// points {t, value}, the mean and the temperature), with its axes: value across, larger values
// to the left as in Winning Ways and CGSuite (Left's side), temperature up. The engine computes
// every number; this only places them.

const NS = 'http://www.w3.org/2000/svg';

// "9/4", "-3", "1/2" → a number (the engine's numbers here are dyadic rationals).
export function dyadic(text) {
  const m = /^(-?\d+)(?:\/(\d+))?$/.exec(String(text).trim());
  if (!m) return NaN;
  return Number(m[1]) / (m[2] ? Number(m[2]) : 1);
}

function svgEl(tag, attrs = {}, text = null) {
  const e = document.createElementNS(NS, tag);
  for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, String(v));
  if (text !== null) e.textContent = text;
  return e;
}

// Integer ticks from lo to hi, thinned to at most about eight.
function ticks(lo, hi) {
  const span = Math.max(1, Math.floor(hi) - Math.ceil(lo));
  const step = Math.max(1, Math.ceil(span / 8));
  const out = [];
  for (let k = Math.ceil(lo / step) * step; k <= hi + 1e-9; k += step) out.push(k);
  return out;
}

export function thermographSvg(t, label) {
  const W = 480, H = 340, left = 56, right = 24, top = 36, bottom = 52;
  const walls = [t.left_wall, t.right_wall].map((w) => w.map((p) => ({ t: dyadic(p.t), v: dyadic(p.value) })));
  const all = walls.flat();
  const mean = dyadic(t.mean), temp = dyadic(t.temperature);
  const tLo = Math.min(-1, ...all.map((p) => p.t));
  const tHi = Math.max(1, temp + 1, ...all.map((p) => p.t + 1));
  let vLo = Math.min(...all.map((p) => p.v), mean), vHi = Math.max(...all.map((p) => p.v), mean);
  const pad = Math.max(0.5, (vHi - vLo) * 0.12);
  vLo -= pad; vHi += pad;
  const x = (v) => left + ((vHi - v) / (vHi - vLo)) * (W - left - right);
  const y = (tt) => top + ((tHi - tt) / (tHi - tLo)) * (H - top - bottom);

  const svg = svgEl('svg', { viewBox: `0 0 ${W} ${H}`, role: 'img', 'aria-label': label, class: 'thermograph' });
  svg.append(svgEl('title', {}, label));
  svg.append(svgEl('rect', { width: W, height: H, fill: 'white' }));
  const axis = { stroke: '#555', 'stroke-width': 1 };
  const small = { 'font-family': 'sans-serif', 'font-size': 12, fill: '#333' };
  // The value axis along t = 0, with its ticks; the temperature axis up the left side.
  svg.append(svgEl('line', { x1: left, y1: y(0), x2: W - right, y2: y(0), ...axis, class: 'axis-value' }));
  for (const v of ticks(vLo, vHi)) {
    svg.append(svgEl('line', { x1: x(v), y1: y(0) - 3, x2: x(v), y2: y(0) + 3, ...axis }));
    svg.append(svgEl('text', { x: x(v), y: y(0) + 16, 'text-anchor': 'middle', class: 'tick-value', ...small }, String(v)));
  }
  svg.append(svgEl('line', { x1: left, y1: y(tLo), x2: left, y2: y(tHi), ...axis, class: 'axis-temperature' }));
  for (const tt of ticks(tLo, tHi)) {
    svg.append(svgEl('line', { x1: left - 3, y1: y(tt), x2: left + 3, y2: y(tt), ...axis }));
    svg.append(svgEl('text', { x: left - 7, y: y(tt) + 4, 'text-anchor': 'end', class: 'tick-temperature', ...small }, String(tt)));
  }
  svg.append(svgEl('text', { x: (left + W - right) / 2, y: H - 10, 'text-anchor': 'middle', ...small },
    'value (Left’s side on the left)'));
  svg.append(svgEl('text', { x: 14, y: (top + H - bottom) / 2, 'text-anchor': 'middle',
    transform: `rotate(-90 14 ${(top + H - bottom) / 2})`, ...small }, 'temperature'));
  // The mean (where the mast stands) and the temperature (where the walls meet), dashed.
  const guide = { stroke: '#999', 'stroke-dasharray': '4 3' };
  svg.append(svgEl('line', { x1: x(mean), y1: y(tLo), x2: x(mean), y2: y(tHi), ...guide }));
  svg.append(svgEl('line', { x1: left, y1: y(temp), x2: W - right, y2: y(temp), ...guide }));
  svg.append(svgEl('text', { x: x(mean) + 4, y: top - 8, class: 'label-mean', ...small }, `mean ${t.mean}`));
  svg.append(svgEl('text', { x: W - right, y: y(temp) - 5, 'text-anchor': 'end', class: 'label-temperature', ...small },
    `temperature ${t.temperature}`));
  // The walls, each carried up past its last point as the mast.
  walls.forEach((w, i) => {
    const pts = [...w, { t: tHi, v: w[w.length - 1].v }];
    svg.append(svgEl('polyline', { points: pts.map((p) => `${x(p.v).toFixed(1)},${y(p.t).toFixed(1)}`).join(' '),
      fill: 'none', stroke: i === 0 ? '#1f4fbf' : '#bf1f1f', 'stroke-width': 2, class: i === 0 ? 'wall-left' : 'wall-right' }));
  });
  return svg;
}
