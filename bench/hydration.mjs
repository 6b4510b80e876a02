// Hydration benchmark: the main-thread blocking time of the heaviest docs pages while they load
// and hydrate, in Chromium with a 4× CPU slowdown (Lighthouse's mobile preset uses the same), each
// build served with gzip. A quick, repeatable look at what build-time highlighting saves; the
// Lighthouse figures are in the "Lighthouse and page weight" section.
//
//   node bench/hydration.mjs                      measures build/
//   node bench/hydration.mjs --dir A --dir B      measures several builds side by side (e.g. before/after)
import { existsSync } from 'node:fs';
import { loadavg } from 'node:os';
import { launchBrowser } from './lib/page-weight.mjs';
import { serveBuildCompressed } from './lib/serve.mjs';
import { machineLine, writeSection } from './lib/results.mjs';
import { median } from './lib/stats.mjs';

const args = process.argv.slice(2);
const dirs = args.flatMap((arg, i) => (arg === '--dir' ? [args[i + 1]] : []));
if (dirs.length === 0) dirs.push('build');
for (const dir of dirs) {
  if (!existsSync(`${dir}/index.html`)) {
    console.error(`bench/hydration.mjs: no production build in ${dir}/ (run \`npx docusaurus build\`).`);
    process.exit(1);
  }
}
const runs = Number(process.env.BENCH_RUNS ?? 5);
// BENCH_PAGES=/a,/b measures other pages (e.g. API item pages) instead.
const pages = process.env.BENCH_PAGES?.split(',') ?? ['/docs/intro', '/docs/components/querybuilder', '/docs/utils/export', '/docs/utils/import'];

async function measure(browser, url) {
  // BENCH_WIDTH=1280 measures at a desktop width (the docs sidebar is only shown from 997 px).
  const context = await browser.newContext({ viewport: { width: Number(process.env.BENCH_WIDTH ?? 412), height: 823 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.addInitScript(() => {
    window.__longTasks = [];
    new PerformanceObserver(list => list.getEntries().forEach(entry => window.__longTasks.push([entry.startTime, entry.duration]))).observe({
      type: 'longtask',
      buffered: true,
    });
  });
  const started = Date.now();
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true', null, { timeout: 120_000 });
  const hydrated = Date.now() - started;
  await page.waitForTimeout(1000); // long tasks that follow hydration (effects, remounts) count too
  const tasks = await page.evaluate(() => window.__longTasks);
  await context.close();
  // Blocking time as Lighthouse counts it: the part of each long task beyond 50 ms.
  const blocking = tasks.reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0);
  return { hydrated, blocking, longest: Math.max(0, ...tasks.map(([, duration]) => duration)) };
}

const rows = [];
const browser = await launchBrowser();
for (const [index, dir] of dirs.entries()) {
  const port = 4700 + index;
  const server = await serveBuildCompressed({ dir, port });
  for (const path of pages) {
    const samples = [];
    for (let run = 0; run < runs; run++) samples.push(await measure(browser, `http://localhost:${port}${path}`));
    const row = {
      dir,
      path,
      blocking: median(samples.map(s => s.blocking)),
      longest: median(samples.map(s => s.longest)),
      hydrated: median(samples.map(s => s.hydrated)),
    };
    console.log(JSON.stringify(row));
    rows.push(row);
  }
  server.stop();
}
await browser.close();

const ms = value => `${Math.round(value)} ms`;
const command = `node bench/hydration.mjs${dirs.map(dir => ` --dir ${dir}`).join('')}`;
writeSection(
  'hydration',
  `## Hydration of the heaviest docs pages

Command: \`${command}\` (part of \`npm run bench\` for \`build/\`). ${machineLine()}.
Chromium headless at 412 × 823 with a 4× CPU slowdown, each build served with gzip; median of ${runs} loads per page.
"Blocking" sums the part beyond 50 ms of every long task from navigation until 1 s after hydration (Lighthouse's TBT
counts the same, up to its time-to-interactive). 1-minute load average at the end: ${loadavg()[0].toFixed(2)} on 2 cores
(other work on the machine inflates every figure alike).

| Build | Page | Blocking | Longest task | Hydrated after |
| --- | --- | --- | --- | --- |
${rows.map(row => `| \`${row.dir}\` | \`${row.path}\` | ${ms(row.blocking)} | ${ms(row.longest)} | ${ms(row.hydrated)} |`).join('\n')}
`
);
