// Demo benchmark: the JS (gzip) `/demo` and each UI-kit page load, and proof that a kit page
// loads no other kit. Needs an existing production build in build/.
import { existsSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { launchBrowser, kb } from './lib/page-weight.mjs';
import { serveBuild } from './lib/serve.mjs';
import { machineLine, writeSection } from './lib/results.mjs';

if (!existsSync('build/demo.html')) {
  console.error('bench/demo.mjs needs a production build: run `npx docusaurus build` first.');
  process.exit(1);
}

/**
 * Each kit, its page, and a string that only that kit's code contains (a class-name prefix its
 * components generate at run time, so minification keeps it). A marker counts only if it is found
 * on its own page, so a marker that went stale fails the benchmark instead of proving nothing.
 */
const kits = [
  { id: 'antd', path: '/demo/antd', marker: 'ant-select' },
  { id: 'bootstrap', path: '/demo/bootstrap', marker: 'form-select' },
  { id: 'bulma', path: '/demo/bulma', marker: 'rqb-demo-bulma' },
  { id: 'chakra', path: '/demo/chakra', marker: 'chakra-' },
  { id: 'fluent', path: '/demo/fluent', marker: 'fui-' },
  { id: 'mantine', path: '/demo/mantine', marker: 'mantine-' },
  { id: 'material', path: '/demo/material', marker: 'MuiSelect' },
  { id: 'tremor', path: '/demo/tremor', marker: 'tremor-' },
];
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
    scripts.set(scriptUrl, '');
    pending.push(
      response
        .body()
        .then(body => scripts.set(scriptUrl, body.toString('utf8')))
        .catch(() => {})
    );
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.waitForTimeout(1500); // idle-time prefetches
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
    const texts = [...scripts.values()];
    const gzip = texts.reduce((sum, text) => sum + gzipSync(text, { level: 9 }).length, 0);
    const kitsFound = kits.filter(kit => texts.some(text => text.includes(kit.marker))).map(kit => kit.id);
    rows.push({ ...entry, gzip, files: texts.length, kitsFound });
    console.log(`${entry.path}: JS ${kb(gzip)} gzip in ${texts.length} files; kits found: ${kitsFound.join(', ') || 'none'}`);
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

JS each page loads in Chromium, prefetches included (1280 × 800 viewport, network idle), and which kits' code is in it.
A kit is recognised by a class-name prefix its components generate at run time (\`${kits
    .map(kit => `${kit.id}: ${kit.marker}`)
    .join('`, `')}\`); each marker is required on its own page, so the check cannot pass vacuously.

| Page | JS gzip | JS files | Kits whose code it loads |
| --- | --- | --- | --- |
${rows.map(row => `| \`${row.path}\` | ${kb(row.gzip)} | ${row.files} | ${row.kitsFound.join(', ') || 'none'} |`).join('\n')}

${problems.length === 0 ? 'Every kit page loads its own kit and no other; `/demo` and `/docs/intro` load none.' : `Problems:\n\n${problems.map(p => `- ${p}`).join('\n')}`}
`
);
if (problems.length > 0) {
  console.error(problems.join('\n'));
  process.exitCode = 1;
}
