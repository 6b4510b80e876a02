// Search benchmark: local index build time, shard sizes, keystroke-to-hits in Chromium (cold and
// warm), and query latency over the relevance suite. Needs an existing local-mode build in build/.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { launchBrowser, kb } from './lib/page-weight.mjs';
import { serveBuild } from './lib/serve.mjs';
import { machineLine, writeSection } from './lib/results.mjs';

const outDir = 'build';
const indexDir = join(outDir, 'search-index');
if (!existsSync(join(indexDir, 'manifest.json'))) {
  console.error('bench/search.mjs needs a local-mode build: run `npx docusaurus build` without ALGOLIA_* first.');
  process.exit(1);
}

// The TypeScript modules, loaded the way Docusaurus loads the site's plugins.
const require = createRequire(import.meta.url);
const jiti = require('jiti')(import.meta.url.replace('file://', ''), { interopDefault: true });
const { crawlSite, writeShards } = jiti('../plugins/search-index/build.ts');
const { discoverRoutes } = jiti('../plugins/search-index/export.ts');
const { createLocalSearchClient } = jiti('../src/search/client.ts');
const { RELEVANCE_SUITE, DOCS_SCOPE, docSearchRequest } = jiti('../src/search/relevance.ts');
const siteUrl = 'https://react-querybuilder.js.org';

const median = values => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};
const ms = value => `${value.toFixed(value < 10 ? 2 : 0)} ms`;

// 1. Index build: the postBuild crawl and shard writing, on the existing build.
const routesPaths = discoverRoutes(outDir);
const scratch = mkdtempSync(join(tmpdir(), 'search-bench-'));
const buildTimes = [];
let crawl;
for (let run = 0; run < 3; run++) {
  const started = process.hrtime.bigint();
  crawl = crawlSite({ outDir, routesPaths, siteUrl, siteTitle: 'React Query Builder' });
  writeShards(scratch, crawl.records);
  buildTimes.push(Number(process.hrtime.bigint() - started) / 1e9);
}
rmSync(scratch, { recursive: true, force: true });
console.log(`index build: ${median(buildTimes).toFixed(2)} s for ${crawl.pages} pages, ${crawl.records.length} records`);

// 2. Shard sizes, as served.
const manifest = JSON.parse(readFileSync(join(indexDir, 'manifest.json'), 'utf8'));
const shards = manifest.shards.map(entry => {
  const body = readFileSync(join(indexDir, entry.file));
  return { ...entry, raw: body.length, gzip: gzipSync(body, { level: 9 }).length };
});
const docsLoad = shards.filter(shard => DOCS_SCOPE.includes(shard.tag));

// 3. Query latency over the relevance suite (Node, full response shaping, after a warm-up round).
const source = {
  manifest: async () => manifest,
  shard: async entry => JSON.parse(readFileSync(join(indexDir, entry.file), 'utf8')),
};
const client = createLocalSearchClient({ source });
const coldStart = process.hrtime.bigint();
await client.warm(['language:en', DOCS_SCOPE.map(tag => `docusaurus_tag:${tag}`)]);
const nodeIndexMs = Number(process.hrtime.bigint() - coldStart) / 1e6;
const latencies = [];
for (let round = 0; round < 6; round++) {
  for (const { query } of RELEVANCE_SUITE) {
    const started = process.hrtime.bigint();
    await client.search([docSearchRequest(query, DOCS_SCOPE)]);
    if (round > 0) latencies.push(Number(process.hrtime.bigint() - started) / 1e6);
  }
}
console.log(`queries: p50 ${ms(percentile(latencies, 50))}, p95 ${ms(percentile(latencies, 95))}`);

// 4. First keystroke to rendered hits in Chromium, cold (fresh browser context) and warm.
async function keystrokeToHits(page, query) {
  await page.keyboard.press('Control+k');
  await page.locator('.DocSearch-Input').waitFor();
  await page.evaluate(() => {
    window.__hitsAt = undefined;
    window.__firstKeyAt = undefined;
    document.addEventListener('keydown', () => (window.__firstKeyAt ??= performance.now()), { capture: true, once: true });
    const observer = new MutationObserver(() => {
      if (document.querySelector('.DocSearch-Hit')) {
        window.__hitsAt = performance.now();
        observer.disconnect();
      }
    });
    observer.observe(document.body, { childList: true, subtree: true });
  });
  await page.keyboard.type(query);
  await page.waitForFunction(() => window.__hitsAt !== undefined, null, { timeout: 30_000 });
  const elapsed = await page.evaluate(() => window.__hitsAt - window.__firstKeyAt);
  await page.keyboard.press('Escape');
  return elapsed;
}

const server = await serveBuild({ port: 3312 });
const browser = await launchBrowser();
const cold = [];
const warm = [];
try {
  for (let run = 0; run < 5; run++) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.goto(`${server.url}/docs/intro`);
    await page.locator('html[data-has-hydrated="true"]').waitFor();
    cold.push(await keystrokeToHits(page, 'render'));
    warm.push(await keystrokeToHits(page, 'install'));
    warm.push(await keystrokeToHits(page, 'key concepts'));
    await context.close();
  }
} finally {
  await browser.close();
  server.stop();
}
console.log(`keystroke to hits: cold ${ms(median(cold))}, warm ${ms(median(warm))}`);

const currentShard = shards.find(shard => shard.tag === 'docs-default-7');
writeSection(
  'search',
  `## Search (local index)

Command: \`node bench/search.mjs\` (needs a local-mode \`build/\`). ${machineLine()}.

| Measure | Result |
| --- | --- |
| Index build (postBuild crawl + shard writing), median of 3 | ${median(buildTimes).toFixed(2)} s for ${crawl.pages} pages, ${crawl.records.length} records |
| Current docs shard (\`docs-default-7\`) | ${kb(currentShard?.raw ?? 0)} raw, ${kb(currentShard?.gzip ?? 0)} gzip (goal: under 400 KB gzip) |
| Everything a search on \`/docs\` loads (${DOCS_SCOPE.join(', ')}) | ${kb(docsLoad.reduce((n, s) => n + s.raw, 0))} raw, ${kb(docsLoad.reduce((n, s) => n + s.gzip, 0))} gzip |
| Loading and indexing those shards in Node | ${ms(nodeIndexMs)} |
| First keystroke to rendered hits, Chromium, cold (new context), median of 5 | ${ms(median(cold))} |
| First keystroke to rendered hits, warm, median of 10 | ${ms(median(warm))} |
| Query latency over the relevance suite (${RELEVANCE_SUITE.length} queries × 5, Node, full response), p50 / p95 | ${ms(percentile(latencies, 50))} / ${ms(percentile(latencies, 95))} (goal: p95 under 5 ms) |

Shards (\`build/search-index/\`):

| Shard | Records | Raw | Gzip |
| --- | --- | --- | --- |
${shards.map(s => `| \`${s.tag}\` | ${s.records} | ${kb(s.raw)} | ${kb(s.gzip)} |`).join('\n')}
`
);
