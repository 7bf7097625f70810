// The HTTP API (docs/http-api.md): GET /api/COMMAND?… returns the same JSON as the CLI.
// Errors come back as ApiError with a message in plain words for the learner.

export class ApiError extends Error {
  constructor(message, column = 0) {
    super(message);
    this.column = column;  // 1-based place in the notation at fault, 0 if none
  }
}

function plain(status, body) {
  const what = body && body.error ? body.error : `the server answered ${status}`;
  if (status === 400) {
    const where = body && body.column && !/column/.test(what) ? ` (look at character ${body.column})` : '';
    return `That could not be read: ${what}${where}.`;
  }
  if (status === 422) {
    return `That is too big to work out quickly (${what}). Try a smaller position.`;
  }
  if (status === 503) {
    return `The server has not the memory for that just now (${what}). Try a smaller position.`;
  }
  if (status === 404) return `The server does not know that request (${what}).`;
  return `Something went wrong on the server: ${what}.`;
}

export async function api(command, params = {}) {
  const query = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) {
    if (v !== undefined && v !== null && v !== false) query.set(k, v === true ? '1' : String(v));
  }
  let response;
  try {
    response = await fetch(`/api/${command}?${query}`);
  } catch {
    throw new ApiError('The server could not be reached. Is `grundy serve` still running?');
  }
  let body = null;
  try {
    body = await response.json();
  } catch {
    /* not JSON: reported below */
  }
  if (!response.ok || !body) throw new ApiError(plain(response.status, body), body?.column || 0);
  return body;
}

// Shows an error (or clears it when err is null) in an element with role="alert". With the
// input the notation came from, selects the character the server pointed at.
export function showError(el, err, input = null) {
  el.textContent = err ? (err instanceof ApiError || !err.name || err.name === 'Error' ? err.message : `Something went wrong: ${err.message}`) : '';
  el.hidden = !err;
  if (err && input && err.column > 0 && err.column <= input.value.length) {
    input.focus();
    input.setSelectionRange(err.column - 1, err.column);
  }
}
