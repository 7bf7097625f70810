// Page state lives in the URL's query string, so every state has a permalink.

export function getParam(name, fallback = '') {
  const v = new URLSearchParams(location.search).get(name);
  return v === null ? fallback : v;
}

// Replaces the given parameters (null or '' removes one) without adding history entries.
export function setParams(changes) {
  const q = new URLSearchParams(location.search);
  for (const [k, v] of Object.entries(changes)) {
    if (v === null || v === undefined || v === '' || v === false) q.delete(k);
    else q.set(k, v === true ? '1' : String(v));
  }
  const s = q.toString();
  history.replaceState(null, '', s ? `?${s}` : location.pathname);
}
