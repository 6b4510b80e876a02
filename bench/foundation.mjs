// Site-foundation benchmark: clean install time, clean production build time and peak memory with
// and without Docusaurus Faster, and the JS/CSS that `/` and `/docs/intro` load (prefetches included).
import { execSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { launchBrowser, measurePageWeight, kb } from './lib/page-weight.mjs';
import { serveBuild } from './lib/serve.mjs';
import { machineLine, writeSection } from './lib/results.mjs';

// GNU time reports the largest resident set of the process tree's biggest process: the build's
// own Node process, whose worker threads share it.
const gnuTime = existsSync('/usr/bin/time') ? '/usr/bin/time' : null;

/** Runs a command, returning its wall time in seconds and, where GNU time exists, its peak RSS in MiB. */
function timed(command, options = {}) {
  const memoryFile = join(tmpdir(), `bench-rss-${process.pid}.txt`);
  const started = process.hrtime.bigint();
  execSync(gnuTime ? `${gnuTime} -f %M -o ${memoryFile} ${command}` : command, { stdio: 'ignore', ...options });
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  const peakMiB = gnuTime ? Number(readFileSync(memoryFile, 'utf8').trim().split('\n').pop()) / 1024 : NaN;
  rmSync(memoryFile, { force: true });
  return { seconds, peakMiB };
}

function cleanBuild(env) {
  // Everything generated: the output, Docusaurus's generated files, the bundler cache, the API
  // reference (TypeDoc) and the sandbox runtime (each otherwise reused by a key of its inputs).
  for (const dir of ['build', '.docusaurus', 'node_modules/.cache', 'api', '.sandbox-runtime']) rmSync(dir, { recursive: true, force: true });
  return timed('npx docusaurus build', { env: { ...process.env, ...env } });
}

/** `npm ci` from the lockfile in a scratch copy of the manifest and workspaces, as CI starts. */
function cleanInstall() {
  const scratch = mkdtempSync(join(tmpdir(), 'install-bench-'));
  try {
    for (const entry of ['package.json', 'package-lock.json', 'packages']) cpSync(entry, join(scratch, entry), { recursive: true });
    return timed('npm ci --no-audit --no-fund', { cwd: scratch });
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

const install = cleanInstall();
console.log(`clean install: ${install.seconds.toFixed(1)} s, peak ${install.peakMiB.toFixed(0)} MiB`);
const withoutFasterRun = cleanBuild({ DOCUSAURUS_FASTER: 'false' });
const withFasterRun = cleanBuild({});
const withoutFaster = withoutFasterRun.seconds;
const withFaster = withFasterRun.seconds;
console.log(
  `clean build: ${withFaster.toFixed(1)} s (peak ${withFasterRun.peakMiB.toFixed(0)} MiB) with Faster, ${withoutFaster.toFixed(1)} s (peak ${withoutFasterRun.peakMiB.toFixed(0)} MiB) without`
);

// What every page's main.js carries for the route table: Docusaurus bundles these generated files
// into it, and they grow with the number of routes (the API reference has one per exported item).
const generated = ['registry.js', 'routes.js', 'routesChunkNames.json', 'globalData.json'].map(name => {
  const body = readFileSync(`.docusaurus/${name}`);
  return { name, raw: body.length, gzip: gzipSync(body, { level: 9 }).length };
});
const routesSource = readFileSync('.docusaurus/routes.js', 'utf8');
const routeCount = (routesSource.match(/^\s*path: '/gm) ?? []).length;
const apiRouteCount = (routesSource.match(/^\s*path: '\/api/gm) ?? []).length;
const apiItemRouteCount = (routesSource.match(/^\s*path: '\/api\//gm) ?? []).length;
const jsDir = 'build/assets/js';
const bundleFile = prefix => readdirSync(jsDir).find(name => name.startsWith(prefix) && name.endsWith('.js'));
// The lazy route table, one file per folder of API paths. Chunk files are named by id
// (plugins/client-bundle, point 8): a part is a file that defines routes under /api/<package>/.
const lazyTableParts = readdirSync(jsDir)
  .filter(name => name.endsWith('.js'))
  .map(name => readFileSync(`${jsDir}/${name}`))
  .filter(body => /get component\(\)\{return [\w$]+\("\/api\/[^"]/.test(body.toString('utf8')))
  .map(body => gzipSync(body, { level: 9 }).length);
const lazyTable =
  lazyTableParts.length > 0 && { parts: lazyTableParts.length, gzip: lazyTableParts.reduce((a, b) => a + b, 0), largest: Math.max(...lazyTableParts) };
const mainBundles = ['main.', 'runtime~main.'].map(prefix => {
  const body = readFileSync(`${jsDir}/${bundleFile(prefix)}`);
  return { name: bundleFile(prefix), raw: body.length, gzip: gzipSync(body, { level: 9 }).length };
});

const server = await serveBuild({ port: 3311 });
const browser = await launchBrowser();
const rows = [];
try {
  for (const path of ['/', '/docs/intro']) {
    const weight = await measurePageWeight(browser, `${server.url}${path}`, { consoleUtilities: true });
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

| Step | Wall time | Peak memory (largest process, RSS) |
| --- | --- | --- |
| Clean install (\`npm ci\` from the lockfile, in a scratch copy; registry reached over the network) | ${install.seconds.toFixed(1)} s | ${install.peakMiB.toFixed(0)} MiB |
| Clean production build, Docusaurus Faster on (Rspack, SWC; the site's setting) | ${withFaster.toFixed(1)} s | ${withFasterRun.peakMiB.toFixed(0)} MiB |
| Clean production build, Docusaurus Faster off (\`DOCUSAURUS_FASTER=false\`, webpack, Babel) | ${withoutFaster.toFixed(1)} s | ${withoutFasterRun.peakMiB.toFixed(0)} MiB |

A clean build here starts without anything generated: no \`build/\`, \`.docusaurus/\`, bundler cache, API reference (\`api/\`,
TypeDoc runs) or sandbox runtime (\`.sandbox-runtime/\`, built with Rspack). The everyday build reuses the last two by a key
of their inputs (see "API reference" for a build with the reference cached).

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

The same JS (gzip) by when it is requested: before the load event (what first paint and hydration wait on), after
it (the console utilities' parsers, requested 5 s after it when the browser is idle), and prefetches for the links in view:

| Page | Before load | After load | Prefetches |
| --- | --- | --- | --- |
${rows
  .map(
    ({ path, weight: { phases } }) =>
      `| \`${path}\` | ${kb(phases.beforeLoad.gzip)} (${phases.beforeLoad.files} files) | ${kb(phases.afterLoad.gzip)} (${phases.afterLoad.files}) | ${kb(phases.prefetch.gzip)} (${phases.prefetch.files}) |`
  )
  .join('\n')}

Route table: ${routeCount} routes, ${apiRouteCount} of them under \`/api\`. The generated files Docusaurus bundles
into every page's main.js for it (gzip of each file on its own, before minification):
${generated.map(file => `\`${file.name}\` ${kb(file.gzip)}`).join(', ')}. The entry bundles as built:
${mainBundles.map(file => `\`${file.name}\` ${kb(file.raw)} raw, ${kb(file.gzip)} gzip`).join('; ')}.

\`/docs/intro\` JS gzip is ${(docs.weight.js.gzip / baselineDocsJsGzip).toFixed(2)}× the 176 KB a bare Docusaurus 3.10 classic site loads on the same page (budget: 1.15×: ${
  docs.weight.js.gzip <= 1.15 * baselineDocsJsGzip ? '**met**' : '**not met**'
}); before the load event alone it is ${(docs.weight.phases.beforeLoad.gzip / baselineDocsJsGzip).toFixed(2)}×.

Where the difference comes from (measured on this build; the bare site has none of it):

- **The console utilities** (issue item 8: formatQuery, transformQuery and every parser the installed library
  exports), requested 5 s after the load event when the browser is idle: ${kb(docs.weight.phases.afterLoad.gzip)}, the
  "After load" column. The budget leaves ${kb(0.15 * baselineDocsJsGzip)} (0.15 × 176 KB) for everything the site adds to a bare
  one; these alone are ${(docs.weight.phases.afterLoad.gzip / (0.15 * baselineDocsJsGzip)).toFixed(1)}× that margin. They arrive as one import, so their shared helpers come once.
- **What is left of the route table.** \`plugins/client-bundle\` moves the API reference's item routes (${apiItemRouteCount}
  of the ${routeCount}), with their registry entries and chunk names, out of main.js into ${lazyTable ? `${lazyTable.parts} chunks, one per folder of paths (${kb(lazyTable.gzip)} gzip in all, the largest ${kb(lazyTable.largest)})` : 'chunks of their own'},
  each loaded only when a path in its folder is first preloaded, and keeps the API docs plugin's 1,300-doc list out of the
  browser's global data. The webpack runtime still maps every chunk (about 1,600, most of them API pages) to its file
  name and hash on every page: most of \`runtime~main\`.
- **DocSearch's button and keyboard shortcuts**, which the search spec needs on every page; the modal's code is a
  chunk of its own, loaded on intent.
- **Prefetches** for the links in view: the docs sidebar's pages, the demo, and the API reference's version data
  (its 1,300-item sidebar, which every API page needs) behind the navbar's API link.

Meeting 1.15× would take dropping features the issue requires (the console utilities first, search on every
page, viewport prefetching); the figures above are what remains with every feature kept.
`
);
