// Shared set-up for the browser tests: Debian's Chromium driven by playwright-core, and the
// base URL of the server that run.sh started (GRUNDY_URL).
import { chromium } from 'playwright-core';

export const baseURL = process.env.GRUNDY_URL || 'http://127.0.0.1:18080';

export async function launch() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  });
}

// A new page that fails the test on any uncaught script error or console error. Motion is
// reduced (moves happen at once, lib/animate.js), so games played through keep the suite quick;
// animation.test.js and explorable.test.js open their own pages to watch the animations.
export async function open(browser, path, viewport = { width: 1100, height: 900 }) {
  const context = await browser.newContext({ viewport, baseURL, reducedMotion: 'reduce' });
  const page = await context.newPage();
  page.errors = [];
  page.on('pageerror', (e) => page.errors.push(String(e)));
  page.on('console', (m) => { if (m.type() === 'error') page.errors.push(m.text()); });
  await page.goto(path);
  return page;
}

// The CLI's answer (`grundy ARGS --json`), the oracle the pages are compared with.
import { execFileSync } from 'node:child_process';
export const binary = process.env.GRUNDY_BIN || '../../build/grundy';
export function cli(...args) {
  return JSON.parse(execFileSync(binary, [...args, '--json'], { encoding: 'utf8' }));
}

// Waits until the element's text is set and no longer says it is working.
export async function settled(page, selector) {
  await page.waitForFunction((s) => {
    const e = document.querySelector(s);
    return e && e.textContent.trim() !== '' && !/…|Computing|Settling|thinking/.test(e.textContent);
  }, selector);
  return (await page.textContent(selector)).trim();
}

// Waits until the element's text matches the pattern, and returns the text.
export async function textMatching(page, selector, pattern) {
  await page.waitForFunction(([s, src, flags]) => {
    const e = document.querySelector(s);
    return e && new RegExp(src, flags).test(e.textContent);
  }, [selector, pattern.source, pattern.flags]);
  return page.textContent(selector);
}
