// The learner's progress, kept in this browser (localStorage, one key, namespaced and
// versioned): which chapters were opened and which of their exercises were done. Anything
// unreadable under the key (another version, a hand edit, a full or disabled store) counts as
// no progress: it never stops a page, and the next record writes a clean copy.

export const kStorageKey = 'grundy.progress.v1';

// The exercises a chapter counts as done when all are recorded (web/lib/chapters.js lists the
// chapters; one with none listed is done once it has been opened and read).
export const kExercises = {
  'win-or-lose': ['labels'],
  'p-and-n': ['all-found'],
  'nim-in-binary': ['beat-the-computer'],
  mex: ['problem-1', 'problem-2', 'problem-3', 'problem-4', 'problem-5'],
  'label-a-game': ['labels'],
  'sums-and-robo': ['beat-robo'],
  coins: ['right-answer'],
  play: ['win'],
  'test-yourself': ['p-or-n', 'nim-sum', 'subtraction-value', 'sum-value', 'misere', 'winning-move'],
};

let memory = null;  // used when the browser will not keep anything

function blank() { return { chapters: {} }; }

// The stored record, cleaned: { chapters: { file: { visited: bool, done: [id…] } } }.
export function load() {
  let raw = null;
  try {
    raw = window.localStorage.getItem(kStorageKey);
  } catch {
    return memory || blank();
  }
  if (raw === null) return memory || blank();
  let data;
  try {
    data = JSON.parse(raw);
  } catch {
    return blank();
  }
  const out = blank();
  if (!data || typeof data !== 'object' || !data.chapters || typeof data.chapters !== 'object') return out;
  for (const [file, c] of Object.entries(data.chapters)) {
    if (!/^[a-z0-9-]{1,40}$/.test(file) || !c || typeof c !== 'object') continue;
    const done = Array.isArray(c.done) ? c.done.filter((d) => typeof d === 'string' && d.length <= 40) : [];
    out.chapters[file] = { visited: c.visited === true, done: [...new Set(done)] };
  }
  return out;
}

function save(data) {
  memory = data;
  try {
    window.localStorage.setItem(kStorageKey, JSON.stringify(data));
  } catch {
    /* a full or disabled store: kept for this page only */
  }
}

function chapter(data, file) {
  if (!data.chapters[file]) data.chapters[file] = { visited: false, done: [] };
  return data.chapters[file];
}

export function markVisited(file) {
  const data = load();
  const c = chapter(data, file);
  if (c.visited) return;
  c.visited = true;
  save(data);
}

// Records an exercise of a chapter as done (once; doing it again changes nothing).
export function complete(file, exercise) {
  const data = load();
  const c = chapter(data, file);
  c.visited = true;
  if (!c.done.includes(exercise)) c.done.push(exercise);
  save(data);
}

export function isDone(file, exercise) {
  return load().chapters[file]?.done.includes(exercise) ?? false;
}

// A chapter's state: 'done' (every exercise done, or read if it has none), 'started' (opened,
// or some exercises done), or 'new'; with the counts.
export function status(file, data = load()) {
  const c = data.chapters[file];
  const want = kExercises[file] || [];
  const done = c ? want.filter((e) => c.done.includes(e)).length : 0;
  let state = 'new';
  if (c && (c.visited || c.done.length)) state = 'started';
  if (c && c.visited && done === want.length) state = 'done';
  return { state, done, of: want.length };
}

export function reset() {
  memory = null;
  try {
    window.localStorage.removeItem(kStorageKey);
  } catch {
    /* nothing kept */
  }
}
