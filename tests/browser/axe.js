// axe-core in the page: the serious and critical accessibility violations of what is shown now
// (axe-core from package.json, injected as a script; the page's own scripts are not touched).
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const source = require('node:fs').readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

// [{id, impact, help, targets}] for every violation of impact serious or critical.
export async function seriousViolations(page) {
  await page.addScriptTag({ content: source });
  const result = await page.evaluate(() => window.axe.run(document, { resultTypes: ['violations'] }));
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ id: v.id, impact: v.impact, help: v.help, targets: v.nodes.map((n) => n.target.join(' ')) }));
}
