// The modal's keystroke-to-hits time on two builds, interleaved (cold: first query in a new context;
// warm: four more queries), as bench/search.mjs measures it. Diagnostic, not part of `npm run bench`.
// Usage: node bench/keystroke-ab.mjs <build dir A> <build dir B>
import { chromium } from '@playwright/test';
import { serveBuildCompressed } from './lib/serve.mjs';
import { findChromium } from '../scripts/ensure-chromium.mjs';
import { keystrokeToHits } from './lib/keystroke.mjs';
const [beforeDir, afterDir] = process.argv.slice(2);
if (!beforeDir || !afterDir) {
  console.error('Usage: node bench/keystroke-ab.mjs <build dir A> <build dir B>');
  process.exit(1);
}
const builds = { before: beforeDir, after: afterDir };
const servers = { before: await serveBuildCompressed({ dir: builds.before, port: 3321 }), after: await serveBuildCompressed({ dir: builds.after, port: 3322 }) };
const browser = await chromium.launch({ executablePath: findChromium() });
const out = { before: { cold: [], warm: [] }, after: { cold: [], warm: [] } };
for (let run = 0; run < 4; run++) for (const name of ['before', 'after']) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.goto(`${servers[name].url}/docs/intro`);
  await page.locator('html[data-has-hydrated="true"]').waitFor();
  out[name].cold.push(await keystrokeToHits(page, 'render'));
  for (const q of ['install', 'key concepts', 'format query', 'validation']) out[name].warm.push(await keystrokeToHits(page, q));
  await context.close();
}
const med = a => [...a].sort((x, y) => x - y)[Math.floor(a.length / 2)];
for (const name of ['before', 'after']) console.log(name, 'cold', out[name].cold.map(Math.round).join(','), 'median', Math.round(med(out[name].cold)), '| warm', out[name].warm.map(Math.round).join(','), 'median', Math.round(med(out[name].warm)));
await browser.close(); servers.before.stop(); servers.after.stop();
