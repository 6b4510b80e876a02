// Demo benchmark: the JS (gzip) `/demo` and each UI-kit page load, and proof that a kit page
// loads no other kit. Needs an existing production build in build/.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { gzipSync } from 'node:zlib';
import { launchBrowser, kb, waitForConsoleUtilities } from './lib/page-weight.mjs';
import { serveBuild } from './lib/serve.mjs';
import { machineLine, writeSection } from './lib/results.mjs';

if (!existsSync('build/demo.html')) {
  console.error('bench/demo.mjs needs a production build: run `npx docusaurus build` first.');
  process.exit(1);
}

/**
 * Each kit with a compat package, its page, and a string that only that kit's code contains (the
 * marker its kit file in src/kits exports for the e2e suite: a class or prop name its components use, which
 * minification keeps). A marker counts only if it is found on its own page, so a marker that went
 * stale fails the benchmark instead of proving nothing.
 */
const require = createRequire(import.meta.url);
const jiti = require('jiti')(import.meta.url.replace('file://', ''), { interopDefault: true });
const kits = jiti('../src/kits/index.ts')
  .kits.map(kit => ({ kit, marker: jiti(`../src/kits/${kit.id}.ts`).e2e?.marker }))
  .filter(({ kit, marker }) => kit.compat && marker)
  .map(({ kit, marker }) => ({ id: kit.id, path: kit.route, marker }));
const pages = [{ id: 'native', path: '/demo' }, ...kits, { id: 'docs', path: '/docs/intro' }];

/** Every script the page loads (prefetches included), with its text. */
async function loadedScripts(browser, url) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const scripts = new Map();
  const pending = [];
  page.on('response', response => {
    const scriptUrl = response.url().split('#')[0];
    if (!/\.m?js(\?|$)/.test(scriptUrl) || scripts.has(scriptUrl)) return;
    // 'script' runs on this page; a <link rel="prefetch"> of a linked page's chunks is 'other'.
    const executed = response.request().resourceType() === 'script';
    scripts.set(scriptUrl, { text: '', executed });
    pending.push(
      response
        .body()
        .then(body => scripts.set(scriptUrl, { text: body.toString('utf8'), executed }))
        .catch(() => {})
    );
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.waitForTimeout(1500); // idle-time prefetches
  await page.waitForLoadState('networkidle');
  // Counted like every other script the page runs; they arrive 5 s after the load event.
  await waitForConsoleUtilities(page);
  await page.waitForLoadState('networkidle');
  await Promise.all(pending);
  await context.close();
  return scripts;
}

const server = await serveBuild({ port: 3313 });
const browser = await launchBrowser();
const rows = [];
try {
  for (const entry of pages) {
    const scripts = await loadedScripts(browser, `${server.url}${entry.path}`);
    const all = [...scripts.values()];
    const executed = all.filter(script => script.executed);
    const gzipOf = list => list.reduce((sum, script) => sum + gzipSync(script.text, { level: 9 }).length, 0);
    const gzip = gzipOf(executed);
    const gzipWithPrefetch = gzipOf(all);
    const kitsFound = kits.filter(kit => executed.some(script => script.text.includes(kit.marker))).map(kit => kit.id);
    rows.push({ ...entry, gzip, gzipWithPrefetch, files: executed.length, kitsFound });
    console.log(
      `${entry.path}: JS ${kb(gzip)} gzip in ${executed.length} files (${kb(gzipWithPrefetch)} with prefetches); kits: ${kitsFound.join(', ') || 'none'}`
    );
  }
} finally {
  await browser.close();
  server.stop();
}

const problems = [];
for (const row of rows) {
  const expected = kits.some(kit => kit.id === row.id) ? [row.id] : [];
  if (!expected.every(id => row.kitsFound.includes(id))) problems.push(`${row.path}: its own kit's marker was not found`);
  const others = row.kitsFound.filter(id => !expected.includes(id));
  if (others.length > 0) problems.push(`${row.path} loads code of ${others.join(', ')}`);
}

writeSection(
  'demo',
  `## Demo and UI-kit pages

Command: \`node bench/demo.mjs\` (part of \`npm run bench\`), on a production build. ${machineLine()}.

JS each page runs in Chromium (1280 × 800 viewport, network idle), the same plus what Docusaurus prefetches for
the links in view (other kit pages' route chunks among them: downloaded at idle, never run), and which kits'
code the page runs.
A kit is recognised by a class or prop name that only its code contains (\`${kits
    .map(kit => `${kit.id}: ${kit.marker}`)
    .join('`, `')}\`); each marker is required on its own page, so the check cannot pass vacuously.

| Page | JS gzip (run) | JS files | JS gzip with prefetches | Kits whose code it runs |
| --- | --- | --- | --- | --- |
${rows
  .map(row => `| \`${row.path}\` | ${kb(row.gzip)} | ${row.files} | ${kb(row.gzipWithPrefetch)} | ${row.kitsFound.join(', ') || 'none'} |`)
  .join('\n')}

${problems.length === 0 ? 'Every kit page loads its own kit and no other; `/demo` and `/docs/intro` load none.' : `Problems:\n\n${problems.map(p => `- ${p}`).join('\n')}`}
`
);
if (problems.length > 0) {
  console.error(problems.join('\n'));
  process.exitCode = 1;
}
