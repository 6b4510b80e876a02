// Quality benchmark: Lighthouse (mobile preset, Debian Chromium) on the budget pages, median of
// three runs, and their JS/CSS weight beside a bare Docusaurus classic site built the same way.
// Needs an existing production build in build/. `BENCH_RUNS=1` for a quick look; `BENCH_BARE_DIR`
// names a bare site's build to reuse instead of creating one. For a quick look at some pages:
// `BENCH_PAGES=/demo,/sandbox` measures those only and leaves bench/RESULTS.md alone; `BENCH_BUILD_DIR`
// and `BENCH_PORT` (it and the next port) let two checkouts measure their own builds side by side.
import { execSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { launchBrowser, measurePageWeight, kb } from './lib/page-weight.mjs';
import { runLighthouse } from './lib/lighthouse.mjs';
import { serveBuildCompressed } from './lib/serve.mjs';
import { machineLine, writeSection } from './lib/results.mjs';
import { median } from './lib/stats.mjs';

const buildDir = process.env.BENCH_BUILD_DIR ?? 'build';
const basePort = Number(process.env.BENCH_PORT ?? 3314);
const onlyPages = process.env.BENCH_PAGES ? process.env.BENCH_PAGES.split(',').map(path => path.trim()) : null;
if (!existsSync(join(buildDir, 'index.html'))) {
  console.error('bench/quality.mjs needs a production build: run `npx docusaurus build` first.');
  process.exit(1);
}

const runs = Number(process.env.BENCH_RUNS ?? 3);
const allRoutes = [
  { path: '/', kind: 'home' },
  { path: '/docs/intro', kind: 'docs' },
  { path: '/docs/components/querybuilder', kind: 'docs' },
  { path: '/docs/utils/export', kind: 'docs' },
  { path: '/api/react-querybuilder/index/interfaces/RuleType', kind: 'api' },
  { path: '/api/react-querybuilder/index/functions/formatQuery', kind: 'api' },
  { path: '/demo', kind: 'demo' },
  { path: '/demo/material', kind: 'demo' },
  { path: '/sandbox', kind: 'sandbox' },
  { path: '/search?q=rule', kind: 'search' },
];
const routes = onlyPages ? allRoutes.filter(route => onlyPages.includes(route.path)) : allRoutes;
if (routes.length === 0) {
  console.error(`BENCH_PAGES names none of: ${allRoutes.map(route => route.path).join(', ')}`);
  process.exit(1);
}

async function lighthouseRun(url) {
  const lhr = await runLighthouse(url);
  return {
    performance: Math.round(lhr.categories.performance.score * 100),
    accessibility: Math.round(lhr.categories.accessibility.score * 100),
    bestPractices: Math.round(lhr.categories['best-practices'].score * 100),
    seo: Math.round(lhr.categories.seo.score * 100),
    lcp: lhr.audits['largest-contentful-paint'].numericValue,
    tbt: lhr.audits['total-blocking-time'].numericValue,
    cls: lhr.audits['cumulative-layout-shift'].numericValue,
  };
}

const medianOfRuns = results =>
  Object.fromEntries(Object.keys(results[0]).map(key => [key, median(results.map(result => result[key]))]));

/** A bare Docusaurus classic site (the same version as ours), built once in a temporary folder. */
function buildBareSite() {
  const dir = mkdtempSync(join(tmpdir(), 'bare-docusaurus-'));
  const version = JSON.parse(readFileSync('node_modules/@docusaurus/core/package.json', 'utf8')).version;
  execSync(`npx --yes create-docusaurus@${version} site classic --typescript --skip-install`, { cwd: dir, stdio: 'ignore' });
  const site = join(dir, 'site');
  // Our node_modules has the same Docusaurus and React: link it rather than install again.
  execSync(`ln -s ${join(process.cwd(), 'node_modules')} ${join(site, 'node_modules')}`);
  const configPath = join(site, 'docusaurus.config.ts');
  // Same Rspack/SWC build as ours, so only the site's content differs.
  writeFileSync(configPath, readFileSync(configPath, 'utf8').replace('future: {', 'future: { faster: true,'));
  execSync('npx docusaurus build', { cwd: site, stdio: 'ignore' });
  return { dir, site };
}

// Served as a static host serves it (gzip, clean URLs), for our build and the bare site alike:
// `docusaurus serve` sends no compression, which would make Lighthouse's simulated network time
// every script at several times its real transfer size.
let bare = null;
let bareSiteDir = process.env.BENCH_BARE_DIR ?? null;
if (!bareSiteDir) {
  try {
    bare = buildBareSite();
    bareSiteDir = join(bare.site, 'build');
  } catch (error) {
    console.error(`The bare Docusaurus site could not be built here: ${error.message}`);
  }
}
const ours = await serveBuildCompressed({ dir: buildDir, port: basePort });
const bareServer = bareSiteDir ? await serveBuildCompressed({ dir: bareSiteDir, port: basePort + 1 }) : null;
const pages = [
  ...routes.map(route => ({ ...route, url: `${ours.url}${route.path}` })),
  ...(bareServer ? [{ path: '/docs/intro', kind: 'bare', url: `${bareServer.url}/docs/intro` }] : []),
];
// Runs are interleaved (every page once, then again) so that a change in the machine's load
// during the benchmark falls on every page alike, the bare site included.
const runsByPage = pages.map(() => []);
const measured = [];
const browser = await launchBrowser();
try {
  for (let run = 0; run < runs; run++) {
    for (const [index, page] of pages.entries()) runsByPage[index].push(await lighthouseRun(page.url));
  }
  for (const [index, page] of pages.entries()) {
    const scores = medianOfRuns(runsByPage[index]);
    const weight = await measurePageWeight(browser, page.url, { consoleUtilities: page.kind !== 'bare' });
    measured.push({ ...page, scores, weight });
    console.log(
      `${page.kind === 'bare' ? 'bare ' : ''}${page.path}: perf ${scores.performance} (runs: ${runsByPage[index]
        .map(r => r.performance)
        .join(', ')}), a11y ${scores.accessibility}, BP ${scores.bestPractices}, SEO ${scores.seo}, LCP ${Math.round(scores.lcp)} ms, TBT ${Math.round(
        scores.tbt
      )} ms, CLS ${scores.cls.toFixed(3)}; JS ${kb(weight.js.gzip)}, before load ${kb(weight.phases.beforeLoad.gzip)}`
    );
  }
} finally {
  await browser.close();
  ours.stop();
  bareServer?.stop();
  if (bare) rmSync(bare.dir, { recursive: true, force: true });
}
const rows = measured.filter(row => row.kind !== 'bare');
const bareRow = measured.find(row => row.kind === 'bare') ?? null;

// Issue 15's budgets. Reading pages: performance >= 95 or within 2 points of the bare site in the same
// run, TBT <= 200 ms; demo and sandbox: >= 90, TBT <= 300 ms. JS requested before the load event:
// /docs/intro <= 1.25x the bare site's, an API page <= 1.4x. Accessibility, best practices, SEO 100; CLS 0.
const isInteractive = kind => kind === 'demo' || kind === 'sandbox';
const beforeLoadBudget = ({ path, kind }) => (path === '/docs/intro' ? 1.25 : kind === 'api' ? 1.4 : null);
const verdicts = rows.flatMap(({ path, kind, scores, weight }) => {
  const misses = [];
  if (isInteractive(kind)) {
    if (scores.performance < 90) misses.push(`performance ${scores.performance} < 90`);
    if (scores.tbt > 300) misses.push(`TBT ${Math.round(scores.tbt)} ms > 300 ms`);
  } else {
    const floor = bareRow ? Math.min(95, bareRow.scores.performance - 2) : 95;
    if (scores.performance < floor) misses.push(`performance ${scores.performance} < ${floor}`);
    if (scores.tbt > 200) misses.push(`TBT ${Math.round(scores.tbt)} ms > 200 ms`);
  }
  for (const [name, key] of [
    ['accessibility', 'accessibility'],
    ['best practices', 'bestPractices'],
    ['SEO', 'seo'],
  ]) {
    if (scores[key] < 100) misses.push(`${name} ${scores[key]} < 100`);
  }
  if (scores.cls.toFixed(3) !== '0.000') misses.push(`CLS ${scores.cls.toFixed(3)} > 0`);
  const jsBudget = beforeLoadBudget({ path, kind });
  if (bareRow && jsBudget !== null) {
    const factor = weight.phases.beforeLoad.gzip / bareRow.weight.phases.beforeLoad.gzip;
    if (factor > jsBudget) misses.push(`JS before load ${factor.toFixed(2)}× the bare site's (budget ${jsBudget}×)`);
  }
  return misses.map(miss => `\`${path}\`: ${miss}`);
});

const ratio = weight => (bareRow ? `${(weight.js.gzip / bareRow.weight.js.gzip).toFixed(2)}×` : 'n/a');
const beforeLoadRatio = weight =>
  bareRow ? `${(weight.phases.beforeLoad.gzip / bareRow.weight.phases.beforeLoad.gzip).toFixed(2)}×` : 'n/a';
if (onlyPages) {
  console.log(verdicts.length === 0 ? 'Budgets met on these pages.' : `Missed:\n${verdicts.join('\n')}`);
  process.exit(0);
}
writeSection(
  'quality',
  `## Lighthouse and page weight

Command: \`node bench/quality.mjs\` (part of \`npm run bench\`), on a production build. ${machineLine()}.
Lighthouse ${JSON.parse(readFileSync('node_modules/lighthouse/package.json', 'utf8')).version}, mobile preset (its default: simulated
slow 4G and 4× CPU slowdown), Debian Chromium headless; each figure is the median of ${runs} run${runs === 1 ? '' : 's'}. Both sites
are served with gzip and clean URLs, as a static host serves them (\`serveBuildCompressed\` in bench/lib/serve.mjs). 1-minute load
average at the end: ${loadavg()[0].toFixed(2)} on ${cpus().length} cores (Lighthouse's simulation scales the CPU time it observes, so a
busy machine lowers performance scores).
JS and CSS are gzip bytes each page loads in Chromium at 1280 × 800 with prefetches (bench/lib/page-weight.mjs); "JS before
load" is the part requested before the load event, without the console utilities and prefetches.

| Page | Perf. | A11y | Best pr. | SEO | LCP | TBT | CLS | JS gzip | × bare | JS before load | × bare | CSS gzip |
| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |
${rows
  .map(
    ({ path, scores, weight }) =>
      `| \`${path}\` | ${scores.performance} | ${scores.accessibility} | ${scores.bestPractices} | ${scores.seo} | ${(scores.lcp / 1000).toFixed(
        1
      )} s | ${Math.round(scores.tbt)} ms | ${scores.cls.toFixed(3)} | ${kb(weight.js.gzip)} | ${ratio(weight)} | ${kb(
        weight.phases.beforeLoad.gzip
      )} | ${beforeLoadRatio(weight)} | ${kb(weight.css.gzip)} |`
  )
  .join('\n')}
${
  bareRow
    ? `| bare Docusaurus \`/docs/intro\` | ${bareRow.scores.performance} | ${bareRow.scores.accessibility} | ${bareRow.scores.bestPractices} | ${
        bareRow.scores.seo
      } | ${(bareRow.scores.lcp / 1000).toFixed(1)} s | ${Math.round(bareRow.scores.tbt)} ms | ${bareRow.scores.cls.toFixed(3)} | ${kb(
        bareRow.weight.js.gzip
      )} | 1.00× | ${kb(bareRow.weight.phases.beforeLoad.gzip)} | 1.00× | ${kb(bareRow.weight.css.gzip)} |`
    : '| bare Docusaurus | could not be built here | | | | | | | | | | | |'
}

Budgets (issue 15: reading pages performance ≥ 95 or within 2 points of the bare site, TBT ≤ 200 ms; \`/demo\`,
\`/demo/material\` and \`/sandbox\` ≥ 90, TBT ≤ 300 ms; JS before load ≤ 1.25× the bare site's on \`/docs/intro\`, ≤ 1.4× on API pages;
accessibility, best practices and SEO 100; CLS 0): ${verdicts.length === 0 ? 'all met.' : `missed:\n\n${verdicts.map(v => `- ${v}`).join('\n')}`}
`
);
