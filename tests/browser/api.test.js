// The HTTP API answers every command with the same JSON as the CLI, refuses bad input with a
// 4xx, answers a heavy request with an error, and never serves a file outside web/.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import http from 'node:http';
import net from 'node:net';
import { execFileSync, spawnSync } from 'node:child_process';
import { baseURL, binary, cli } from './browser.js';

async function get(path) {
  const r = await fetch(new URL(path, baseURL));
  return { status: r.status, type: r.headers.get('content-type'), body: await r.json() };
}

// A raw request, so that "/../" reaches the server as written (fetch would normalise it).
function raw(path) {
  return new Promise((resolve, reject) => {
    const { hostname, port } = new URL(baseURL);
    http.get({ hostname, port, path }, (res) => {
      let body = '';
      res.on('data', (c) => { body += c; });
      res.on('end', () => resolve({ status: res.statusCode, body }));
    }).on('error', reject);
  });
}

const q = (params) => new URLSearchParams(params).toString();

const same = [
  // [CLI arguments, HTTP path]
  [['value', 'nim:3,4,5'], `/api/value?${q({ expr: 'nim:3,4,5' })}`],
  [['value', 'sub{1,2,3}:6 + sub{1,3,4}:4'], `/api/value?${q({ expr: 'sub{1,2,3}:6 + sub{1,3,4}:4' })}`],
  [['value', '0.77:10 + *2'], `/api/value?${q({ expr: '0.77:10 + *2' })}`],
  [['value', 'wythoff:(3,5)'], `/api/value?${q({ expr: 'wythoff:(3,5)' })}`],
  [['value', 'graph{a->b,c;b->c;c}:a'], `/api/value?${q({ expr: 'graph{a->b,c;b->c;c}:a' })}`],
  [['outcome', 'kayles:7'], `/api/outcome?${q({ expr: 'kayles:7' })}`],
  [['outcome', 'nim:1,1,1', '--misere'], `/api/outcome?${q({ expr: 'nim:1,1,1', misere: 1 })}`],
  [['outcome', 'kayles:4 + nim:1', '--misere'], `/api/outcome?${q({ expr: 'kayles:4 + nim:1', misere: 1 })}`],
  [['moves', 'sub{1,2,3}:6 + sub{1,3,4}:5'], `/api/moves?${q({ expr: 'sub{1,2,3}:6 + sub{1,3,4}:5' })}`],
  [['moves', 'nim:4,1,1', '--misere'], `/api/moves?${q({ expr: 'nim:4,1,1', misere: 1 })}`],
  [['moves', 'nim:1,2,3'], `/api/moves?${q({ expr: 'nim:1,2,3' })}`],
  [['seq', '0.77', '100'], `/api/seq?${q({ ruleset: '0.77', n: 100 })}`],
  [['seq', 'sub{1,3,4}', '30'], `/api/seq?${q({ ruleset: 'sub{1,3,4}', n: 30 })}`],
  [['period', '0.77'], `/api/period?${q({ ruleset: '0.77' })}`],
  [['period', '0.137', '--max', '5000'], `/api/period?${q({ ruleset: '0.137', max: 5000 })}`],
  [['verify', 'kayles'], `/api/verify?${q({ expr: 'kayles' })}`],
  [['verify', 'kayles:3 + nim:2'], `/api/verify?${q({ expr: 'kayles:3 + nim:2' })}`],
  [['options', 'sub{1,2,3}:6 + sub{1,3,4}:4'], `/api/options?${q({ expr: 'sub{1,2,3}:6 + sub{1,3,4}:4' })}`],
  [['options', 'kayles:5'], `/api/options?${q({ expr: 'kayles:5' })}`],
];

for (const [args, path] of same) {
  test(`HTTP ${path} answers as grundy ${args.join(' ')} --json`, async () => {
    const r = await get(path);
    assert.equal(r.status, 200);
    assert.match(r.type, /application\/json/);
    // Where an answer came from (computed, or read back from the results store) may differ
    // between two calls; what it says may not.
    const provenance = ['engine', 'values_computed'];
    const strip = (o) => Object.fromEntries(Object.entries(o).filter(([k]) => !provenance.includes(k)));
    assert.deepEqual(strip(r.body), strip(cli(...args)));
  });
}

test('bad input gets a 4xx naming what was wrong', async () => {
  const cases = [
    [`/api/value?${q({ expr: 'nim:3,,4' })}`, 400, /heap size/],
    [`/api/value?${q({ expr: 'nosuchgame:3' })}`, 400, /./],
    ['/api/value', 400, /expr/],
    [`/api/seq?${q({ ruleset: '0.77', n: 'ten' })}`, 400, /'n'/],
    [`/api/seq?${q({ ruleset: '0.77', n: '99999999999' })}`, 400, /'n'/],
    [`/api/outcome?${q({ expr: 'nim:1', misere: 'perhaps' })}`, 400, /misere/],
    ['/api/nosuchcommand', 404, /not found/],
  ];
  for (const [path, status, message] of cases) {
    const r = await get(path);
    assert.equal(r.status, status, path);
    assert.equal(typeof r.body.error, 'string', path);
    assert.match(r.body.error, message, path);
  }
  const parse = await get(`/api/value?${q({ expr: 'nim:3,,4' })}`);
  const fromCli = spawnSync(binary, ['value', 'nim:3,,4', '--json'], { encoding: 'utf8' });
  assert.equal(fromCli.status, 2);
  assert.deepEqual(parse.body, JSON.parse(fromCli.stdout));
});

test('a heavy request answers with an error, and the server stays up', async () => {
  const heavy = [
    // Games with no known period: no certificate can shortcut these.
    `/api/value?${q({ expr: 'grundys-game:100000000' })}`,
    `/api/seq?${q({ ruleset: '0.007', n: 1000000 })}`,
    `/api/options?${q({ expr: 'nim:1000000000000' })}`,
  ];
  const answers = await Promise.all(heavy.map(get));
  for (const r of answers) {
    assert.equal(r.status, 422);
    assert.equal(typeof r.body.error, 'string');
  }
  assert.equal((await get(`/api/value?${q({ expr: 'nim:1' })}`)).body.value, 1);
});

test('paths outside web/ are refused', async () => {
  for (const path of ['/../CMakeLists.txt', '/%2e%2e/CMakeLists.txt', '/%2E%2E%2FCMakeLists.txt',
    '/..%2fCMakeLists.txt', '/chapters/../../CMakeLists.txt', '/..\\CMakeLists.txt', '/%2e%2e%5cCMakeLists.txt']) {
    const r = await raw(path);
    assert.ok(r.status >= 400 && r.status < 500, `${path}: ${r.status}`);
    assert.doesNotMatch(r.body, /cmake_minimum_required/, path);
  }
  const ok = await raw('/chapters/mex.html');
  assert.equal(ok.status, 200);
});

test('the server binds 127.0.0.1 unless told otherwise', () => {
  const help = execFileSync(binary, ['serve', '--help'], { encoding: 'utf8' });
  assert.match(help, /--host\s+TEXT=127\.0\.0\.1|127\.0\.0\.1/);
  assert.match(help, /8080/);
});

test('the site: / is the ladder, modules are served as JavaScript', async () => {
  const index = await fetch(new URL('/', baseURL));
  assert.equal(index.status, 200);
  assert.match(await index.text(), /Every game is secretly Nim/);
  const module = await fetch(new URL('/lib/api.js', baseURL));
  assert.equal(module.status, 200);
  assert.match(module.headers.get('content-type'), /javascript/);
  // A missing page is a page (HTML), a missing API route JSON.
  const missing = await fetch(new URL('/chapters/nosuch.html', baseURL));
  assert.equal(missing.status, 404);
  assert.match(missing.headers.get('content-type'), /text\/html/);
  assert.match(await missing.text(), /Page not found/);
  const route = await get('/api/nosuch');
  assert.equal(route.status, 404);
});

// Browsers open connections before they need them. The idle time before the first request must
// not count against that request's budget (only time queued for a worker does).
test('a connection opened early (as browsers preconnect) still gets its whole budget', async () => {
  const { hostname, port } = new URL(baseURL);
  const answer = await new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), hostname);
    let text = '';
    socket.on('data', (d) => { text += d; });
    socket.on('end', () => resolve(text));
    socket.on('error', reject);
    setTimeout(() => socket.write('GET /api/value?expr=kayles:30 HTTP/1.1\r\nHost: test\r\nConnection: close\r\n\r\n'), 1500);
  });
  assert.match(answer, /^HTTP\/1\.1 200/);
  assert.match(answer, /"value":/);
});
