// Site-foundation benchmark: clean production build time with and without Docusaurus Faster,
// and the JS/CSS that `/` and `/docs/intro` load (prefetches included).
import { execSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { launchBrowser, measurePageWeight, kb } from './lib/page-weight.mjs';
import { serveBuild } from './lib/serve.mjs';
import { machineLine, writeSection } from './lib/results.mjs';

function cleanBuild(env) {
  for (const dir of ['build', '.docusaurus', 'node_modules/.cache']) rmSync(dir, { recursive: true, force: true });
  const started = process.hrtime.bigint();
  execSync('npx docusaurus build', { stdio: 'ignore', env: { ...process.env, ...env } });
  return Number(process.hrtime.bigint() - started) / 1e9;
}

const withoutFaster = cleanBuild({ DOCUSAURUS_FASTER: 'false' });
const withFaster = cleanBuild({});
console.log(`clean build: ${withFaster.toFixed(1)} s with Faster, ${withoutFaster.toFixed(1)} s without`);

const server = await serveBuild({ port: 3311 });
const browser = await launchBrowser();
const rows = [];
try {
  for (const path of ['/', '/docs/intro']) {
    const weight = await measurePageWeight(browser, `${server.url}${path}`);
    rows.push({ path, weight });
    console.log(`${path}: JS ${kb(weight.js.gzip)} gzip, CSS ${kb(weight.css.gzip)} gzip`);
  }
} finally {
  await browser.close();
  server.stop();
}

const baselineDocsJsGzip = 176 * 1024; // bare Docusaurus 3.10 classic /docs/intro, from the issue
const docs = rows.find(row => row.path === '/docs/intro');
writeSection(
  'foundation',
  `## Site foundation

Command: \`node bench/foundation.mjs\` (part of \`npm run bench\`). ${machineLine()}.

| Clean production build | Wall time |
| --- | --- |
| Docusaurus Faster on (Rspack, SWC; the site's setting) | ${withFaster.toFixed(1)} s |
| Docusaurus Faster off (\`DOCUSAURUS_FASTER=false\`, webpack, Babel) | ${withoutFaster.toFixed(1)} s |

JS and CSS each page loads in Chromium, prefetches included (1280 × 800 viewport, network idle):

| Page | JS raw | JS gzip | JS files | CSS raw | CSS gzip |
| --- | --- | --- | --- | --- | --- |
${rows
  .map(
    ({ path, weight }) =>
      `| \`${path}\` | ${kb(weight.js.raw)} | ${kb(weight.js.gzip)} | ${weight.js.files} | ${kb(weight.css.raw)} | ${kb(
        weight.css.gzip
      )} |`
  )
  .join('\n')}

\`/docs/intro\` JS gzip is ${(docs.weight.js.gzip / baselineDocsJsGzip).toFixed(2)}× the 176 KB a bare Docusaurus 3.10 classic site loads on the same page (budget: 1.15×).
`
);
