// Search benchmark: local index build time, shard sizes, keystroke-to-hits in Chromium (cold and
// warm), and query latency over the relevance suite. Needs an existing local-mode build in build/.
//
// Side by side with @easyops-cn/docusaurus-search-local (bench/lib/easyops.mjs): the site built in a
// temporary copy with that plugin as its search, its index sizes, and both search UIs run through
// the relevance suite in Chromium (pass rate in the first five results, latency). `--no-easyops`
// skips the comparison (a few minutes: npm install of the plugin and a site build).
//
// Builds on this machine are serialized by /tmp/site-build.lock: the copy's build takes it, and so
// does everything below that reads /work/main's build/, which other builds replace.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { launchBrowser, kb } from './lib/page-weight.mjs';
import { keystrokeToHits } from './lib/keystroke.mjs';
import { serveBuild } from './lib/serve.mjs';
import { machineLine, writeSection } from './lib/results.mjs';
import { BUILD_LOCK, EASYOPS_PACKAGE, buildCopy, measureIndex, prepareCopy, removeCopy, runSuiteInBrowser } from './lib/easyops.mjs';
import { median, percentile } from './lib/stats.mjs';

const benchStarted = Date.now();
const withEasyops = !process.argv.includes('--no-easyops');
const outDir = 'build';
const indexDir = join(outDir, 'search-index');

// The TypeScript modules, loaded the way Docusaurus loads the site's plugins.
const require = createRequire(import.meta.url);
const jiti = require('jiti')(import.meta.url.replace('file://', ''), { interopDefault: true });
const { crawlSite, writeShards } = jiti('../plugins/docsearch-local/build.ts');
const { discoverRoutes } = jiti('../plugins/docsearch-local/export.ts');
const { createLocalSearchClient } = jiti('../plugins/docsearch-local/lib/client.ts');
const { RELEVANCE_SUITE, DOCS_SCOPE, docSearchRequest, runRelevanceSuite, summarize } = jiti('../plugins/docsearch-local/lib/relevance.ts');
const { READER_QUESTIONS, KITS_AND_FORMATS, HELD_OUT_QUESTIONS, identifierCases } = jiti('../plugins/docsearch-local/lib/relevanceQuestions.ts');
const { orderForGroupedDisplay } = jiti('../plugins/docsearch-local/lib/groupedDisplay.ts');
const siteUrl = 'https://react-querybuilder.js.org';

const ms = value => `${value.toFixed(value < 10 ? 2 : 0)} ms`;
const pct = (passed, total) => `${passed}/${total} (${((100 * passed) / total).toFixed(0)} %)`;

// 0. The comparison: @easyops-cn/docusaurus-search-local built on this site in a temporary copy.
let easyops;
if (withEasyops) {
  let copy;
  try {
    // SEARCH_BENCH_EASYOPS_COPY=<dir>: measure a copy an earlier run left built (it is kept).
    const reuse = process.env.SEARCH_BENCH_EASYOPS_COPY;
    copy = reuse
      ? { dir: reuse, keep: true, prepareSeconds: NaN, version: JSON.parse(readFileSync(join(reuse, 'easyops-deps/node_modules', EASYOPS_PACKAGE, 'package.json'), 'utf8')).version }
      : prepareCopy({ siteDir: process.cwd() });
    const build = reuse ? { buildSeconds: NaN, lockWaitSeconds: NaN } : await buildCopy(copy);
    const index = measureIndex(copy);
    const server = await serveBuild({ siteDir: copy.dir, port: 3313 });
    const browser = await launchBrowser();
    try {
      const ui = await runSuiteInBrowser({ browser, baseUrl: server.url, engine: 'easyops', suite: RELEVANCE_SUITE });
      easyops = { version: copy.version, prepareSeconds: copy.prepareSeconds, ...build, index, ui };
    } finally {
      await browser.close();
      server.stop();
    }
    console.log(
      `easyops: index ${kb(index.current.gzip)} gzip (current), relevance ${pct(easyops.ui.passed, RELEVANCE_SUITE.length)}, ` +
        `warm p50 ${ms(percentile(easyops.ui.warm, 50))} p95 ${ms(percentile(easyops.ui.warm, 95))}`
    );
  } finally {
    if (!copy?.keep) removeCopy(copy);
  }
}

// Everything below reads build/: hold the build lock so no build replaces it meanwhile.
const lock = spawn('flock', [BUILD_LOCK, 'sh', '-c', 'echo locked; exec cat >/dev/null'], { stdio: ['pipe', 'pipe', 'inherit'] });
await new Promise((resolve, reject) => {
  lock.stdout.once('data', resolve);
  lock.once('exit', code => reject(new Error(`flock ${BUILD_LOCK} exited with ${code}`)));
});
const releaseLock = () => lock.stdin.end();
if (!existsSync(join(indexDir, 'manifest.json'))) {
  releaseLock();
  console.error('bench/search.mjs needs a local-mode build: run `npx docusaurus build` without ALGOLIA_* first.');
  process.exit(1);
}

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
// CPU time of this process per query too: wall time on a busy 2-core machine measures the other
// processes as much as the engine, CPU time does not (GC threads included).
const cpuTimes = [];
// Twenty measured rounds after the warm-up one (840 samples): with five, the p95 was the 11th
// slowest of 210 samples, which one collector pause or one busy moment of another process moved.
const WARM_ROUNDS = 20;
for (let round = 0; round <= WARM_ROUNDS; round++) {
  for (const { query } of RELEVANCE_SUITE) {
    const started = process.hrtime.bigint();
    const cpuStarted = process.cpuUsage();
    await client.search([docSearchRequest(query, DOCS_SCOPE)]);
    const cpu = process.cpuUsage(cpuStarted);
    if (round > 0) {
      latencies.push(Number(process.hrtime.bigint() - started) / 1e6);
      cpuTimes.push((cpu.user + cpu.system) / 1000);
    }
  }
}
console.log(`queries: p50 ${ms(percentile(latencies, 50))}, p95 ${ms(percentile(latencies, 95))}; CPU p50 ${ms(percentile(cpuTimes, 50))}, p95 ${ms(percentile(cpuTimes, 95))}`);
const loadAverage = (await import('node:os')).loadavg()[0].toFixed(2);
// The relevance suite as tests/e2e/search-relevance.spec.ts judges it (client response order).
const nodeOutcomes = await runRelevanceSuite(client);
const nodePassed = nodeOutcomes.filter(outcome => outcome.passed).length;
console.log(`relevance (Node): ${pct(nodePassed, RELEVANCE_SUITE.length)}`);
// The whole suite (issue 16): pass rate in the first five pages, zero-hit rate, mean reciprocal rank,
// in the engine's order and in the order the modal shows: the modal client's choice and order of
// hits (client/index.ts), then DocSearch's grouping (by lvl0, groups in order of first appearance,
// five hits per group), as its `groupBy` does.
const docSearchGroups = hits => {
  const groups = new Map();
  for (const hit of hits) {
    const key = hit.hierarchy?.lvl0 ?? '';
    if (!groups.has(key)) groups.set(key, []);
    if (groups.get(key).length < 5) groups.get(key).push(hit);
  }
  return [...groups.values()].flat();
};
const modalOrder = {
  search: async input => {
    const { results } = await client.search(input);
    return { results: results.map(result => ({ ...result, hits: docSearchGroups(orderForGroupedDisplay(result.hits)) })) };
  },
};
const library = await import('react-querybuilder');
const relevanceRows = [];
for (const [name, suite, modal] of [
  ['The first 42 (`RELEVANCE_SUITE`)', RELEVANCE_SUITE, true],
  ['Reader questions, headings reworded, kits and formats', [...READER_QUESTIONS, ...KITS_AND_FORMATS], true],
  ['Held-out reader questions (`HELD_OUT_QUESTIONS`, never tuned on)', HELD_OUT_QUESTIONS, true],
  ['Runtime exports, exact and split', identifierCases(Object.keys(library)), false],
]) {
  const engine = summarize(await runRelevanceSuite(client, suite));
  const shown = modal ? summarize(await runRelevanceSuite(modalOrder, suite)) : null;
  relevanceRows.push({ name, engine, shown });
  console.log(
    `relevance, ${name}: ${engine.cases} cases, engine ${(engine.passRate * 100).toFixed(1)}% (MRR ${engine.mrr.toFixed(3)})` +
      `${shown ? `, as the modal shows ${(shown.passRate * 100).toFixed(1)}% (MRR ${shown.mrr.toFixed(3)})` : ''}, zero hits ${(engine.zeroHitRate * 100).toFixed(1)}%`
  );
}
const percent = rate => `${(rate * 100).toFixed(1)} %`;
const relevanceTable = `| Suite | Cases | Engine order: pass / MRR | As the modal shows them: pass / MRR | Zero-hit rate |
| --- | --- | --- | --- | --- |
${relevanceRows
  .map(
    ({ name, engine, shown }) =>
      `| ${name} | ${engine.cases} | ${percent(engine.passRate)} / ${engine.mrr.toFixed(3)} | ${shown ? `${percent(shown.passRate)} / ${shown.mrr.toFixed(3)}` : 'not shown in the modal'} | ${percent(engine.zeroHitRate)} |`
  )
  .join('\n')}`;

// 4. First keystroke to rendered hits in Chromium, cold (fresh browser context) and warm.

const server = await serveBuild({ port: 3312 });
const browser = await launchBrowser();
const cold = [];
const warm = [];
let ours;
try {
  // 5. The relevance suite through the DocSearch modal, measured as the easyops search bar is.
  ours = await runSuiteInBrowser({ browser, baseUrl: server.url, engine: 'docsearch', suite: RELEVANCE_SUITE });
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
  releaseLock();
}
console.log(`keystroke to hits: cold ${ms(median(cold))}, warm ${ms(median(warm))}`);
console.log(`relevance (modal): ${pct(ours.passed, RELEVANCE_SUITE.length)}, warm p50 ${ms(percentile(ours.warm, 50))} p95 ${ms(percentile(ours.warm, 95))}`);

const currentShard = shards.find(shard => shard.tag === 'docs-default-7');
const docsLoadRaw = docsLoad.reduce((n, s) => n + s.raw, 0);
const docsLoadGzip = docsLoad.reduce((n, s) => n + s.gzip, 0);
const allGzip = shards.reduce((n, s) => n + s.gzip, 0);
const allRaw = shards.reduce((n, s) => n + s.raw, 0);
const misses = outcomes =>
  outcomes
    .filter(o => !o.passed)
    .map(o => `"${o.query}"${o.scope ? ` (from ${o.scope.find(t => t.startsWith('docs-default'))})` : ''}`)
    .join(', ') || 'none';
const yes = met => (met ? '**met**' : '**not met**');
const totalMinutes = ((Date.now() - benchStarted) / 60000).toFixed(1);

const comparison = easyops
  ? `### Side by side with \`${EASYOPS_PACKAGE}\`

The plugin (${easyops.version}) built on this site in a temporary copy (\`git archive HEAD\` plus the working tree's
\`versioned_docs/\` and \`versioned_sidebars/\`, node_modules symlinked, the plugin installed in a prefix of its own,
the site's \`searchIndex\` plugin, Algolia theme config and swizzled \`SearchBar\` / \`SearchPage\` removed), with
\`indexDocs\`, \`indexPages\`, \`docsRouteBasePath: ['docs', 'api']\` (every docs version and the API reference),
\`hashed: true\`, \`language: ['en']\`; see \`bench/lib/easyops.mjs\`. Both UIs run in the same Chromium: each query of
\`RELEVANCE_SUITE\` (${RELEVANCE_SUITE.length} queries; the v6 / v5 cases from \`/docs/6/intro\` and \`/docs/5/intro\`, the rest from
\`/docs/intro\`) is entered into the search box at once after clearing it; a query passes when its page is among the first
five results shown. Latency is from that input event to the DOM mutation that shows the results, index already loaded,
each query once (the plugin's dropdown would answer a repeat from its cache); cold is the first query (\`render\`) in a new browser context, median of 3.

| Measure | This site (local index) | easyops ${easyops.version} |
| --- | --- | --- |
| What a search from \`/docs\` loads | ${kb(docsLoadRaw)} raw, ${kb(docsLoadGzip)} gzip (${DOCS_SCOPE.length} shards) | ${kb(easyops.index.current.raw)} raw, ${kb(easyops.index.current.gzip)} gzip (\`search-index.json\`: v7 / v8 docs, API reference, pages) |
| Current docs version alone | ${kb(currentShard?.raw ?? 0)} raw, ${kb(currentShard?.gzip ?? 0)} gzip (\`docs-default-7\`) | not separable (one file with the API reference and pages) |
| Every index file, all versions | ${kb(allRaw)} raw, ${kb(allGzip)} gzip (${shards.length} shards) | ${kb(easyops.index.total.raw)} raw, ${kb(easyops.index.total.gzip)} gzip (${easyops.index.files.length} files) |
| Relevance suite, first five results shown in the UI | ${pct(ours.passed, RELEVANCE_SUITE.length)} | ${pct(easyops.ui.passed, RELEVANCE_SUITE.length)} |
| Relevance suite in Node (as \`tests/e2e/search-relevance.spec.ts\` judges it) | ${pct(nodePassed, RELEVANCE_SUITE.length)} | not run in Node (its search runs in a web worker) |
| Entering a query to results shown, warm, p50 / p95 | ${ms(percentile(ours.warm, 50))} / ${ms(percentile(ours.warm, 95))} | ${ms(percentile(easyops.ui.warm, 50))} / ${ms(percentile(easyops.ui.warm, 95))} |
| In-engine query time, warm, p50 / p95 | ${ms(percentile(latencies, 50))} / ${ms(percentile(latencies, 95))} (Node, full response) | ${ms(percentile(easyops.ui.engineTimes, 50))} / ${ms(percentile(easyops.ui.engineTimes, 95))} (worker round trip in Chromium) |
| First query in a new browser context (index loads), median | ${ms(median(ours.cold))} | ${ms(median(easyops.ui.cold))} |

Misses, this site: ${misses(ours.outcomes)}. Misses, easyops: ${misses(easyops.ui.outcomes)}.

Goals: current-version shard under 400 KB gzip: ${yes((currentShard?.gzip ?? Infinity) < 400 * 1024)} (${kb(currentShard?.gzip ?? 0)}; everything a \`/docs\` search loads: ${kb(docsLoadGzip)}).
Warm queries under 5 ms p95: ${yes(percentile(latencies, 95) < 5)} in the engine (${ms(percentile(latencies, 95))} wall time, ${ms(percentile(cpuTimes, 95))} CPU time, load average ${loadAverage}); through the modal, p95 is ${ms(percentile(ours.warm, 95))}, which includes React rendering.
Relevance pass rate above the plugin's: ${yes(ours.passed > easyops.ui.passed)} (${pct(ours.passed, RELEVANCE_SUITE.length)} vs ${pct(easyops.ui.passed, RELEVANCE_SUITE.length)} in the UI; ${pct(nodePassed, RELEVANCE_SUITE.length)} in Node).

Timings of this run: ${Number.isNaN(easyops.buildSeconds) ? `the copy was reused from an earlier run (\`SEARCH_BENCH_EASYOPS_COPY\`), so its install and build are not in this run` : `the copy and the plugin's install ${easyops.prepareSeconds.toFixed(0)} s, its build ${easyops.buildSeconds.toFixed(0)} s (after ${easyops.lockWaitSeconds.toFixed(0)} s waiting for the build lock)`}; the whole benchmark ${totalMinutes} min.
`
  : `### Side by side with \`${EASYOPS_PACKAGE}\`

Not run (\`--no-easyops\`). Relevance suite: ${pct(ours.passed, RELEVANCE_SUITE.length)} through the modal, ${pct(nodePassed, RELEVANCE_SUITE.length)} in Node.
`;

writeSection(
  'search',
  `## Search (local index)

Command: \`node bench/search.mjs\` (needs a local-mode \`build/\`; \`--no-easyops\` skips the comparison). ${machineLine()}.

| Measure | Result |
| --- | --- |
| Index build (postBuild crawl + shard writing), median of 3 | ${median(buildTimes).toFixed(2)} s for ${crawl.pages} pages, ${crawl.records.length} records |
| Current docs shard (\`docs-default-7\`) | ${kb(currentShard?.raw ?? 0)} raw, ${kb(currentShard?.gzip ?? 0)} gzip (goal: under 400 KB gzip) |
| Everything a search on \`/docs\` loads (${DOCS_SCOPE.join(', ')}) | ${kb(docsLoad.reduce((n, s) => n + s.raw, 0))} raw, ${kb(docsLoad.reduce((n, s) => n + s.gzip, 0))} gzip |
| Loading and indexing those shards in Node | ${ms(nodeIndexMs)} |
| First keystroke to rendered hits, Chromium, cold (new context), median of 5 | ${ms(median(cold))} |
| First keystroke to rendered hits, warm, median of 10 | ${ms(median(warm))} |
| Query latency over the relevance suite (${RELEVANCE_SUITE.length} queries × ${WARM_ROUNDS}, Node, full response), p50 / p95 | ${ms(percentile(latencies, 50))} / ${ms(percentile(latencies, 95))} (goal: p95 under 5 ms) |
| The same queries, CPU time of the search process, p50 / p95 | ${ms(percentile(cpuTimes, 50))} / ${ms(percentile(cpuTimes, 95))} (1-minute load average when measured: ${loadAverage} on 2 cores) |

Relevance, first five distinct pages (goal: 95 % as the modal shows them; zero-hit rate 0). Node, against
\`build/search-index/\`; "as the modal shows them" applies the modal client's hit order and DocSearch's grouping
(\`tests/e2e/search-relevance.spec.ts\` measures the same in the real modal):

${relevanceTable}

Shards (\`build/search-index/\`):

| Shard | Records | Raw | Gzip |
| --- | --- | --- | --- |
${shards.map(s => `| \`${s.tag}\` | ${s.records} | ${kb(s.raw)} | ${kb(s.gzip)} |`).join('\n')}

${comparison}`
);
console.log(`bench/search.mjs: ${totalMinutes} min`);
