// Sandbox benchmark: how soon `/sandbox` shows its first preview (cold and warm cache), how long a
// keystroke takes to reach the preview, and the JS the page and its preview frame load.
// Needs a production build: build/ by default, or `node bench/sandbox.mjs --dir /tmp/some-build`.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import os from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { launchBrowser, measurePageWeight, kb } from './lib/page-weight.mjs';
import { serveBuild } from './lib/serve.mjs';
import { machineLine, writeSection } from './lib/results.mjs';
import { median, percentile } from './lib/stats.mjs';

const dirFlag = process.argv.indexOf('--dir');
const buildDir = resolve(dirFlag > 0 ? process.argv[dirFlag + 1] : 'build');
if (!existsSync(join(buildDir, 'sandbox.html')) && !existsSync(join(buildDir, 'sandbox', 'index.html'))) {
  console.error(`bench/sandbox.mjs needs a production build in ${buildDir}: run \`npx docusaurus build\` first.`);
  process.exit(1);
}

const goals = { coldFirstPreviewMs: 1500, keystrokeMs: 150 };

/** What issue #9's work found and changed, and the hand check of the downloaded project (kept with every run). */
const history = `
### What was changed to meet the goals (issue #9)

First measured on commit 78e806b, load average 5.37 / 4.33 / 2.16 (other builds running): first preview 1178 ms cold,
970 ms warm; keystroke to preview 333 ms median, 404 ms p95, of which 318 ms until the frame received the code, because
the page waited 300 ms after the last keystroke. The cold goal was met, the keystroke goal not.

- **Run delay 300 → 80 ms** (\`src/sandbox/runTiming.ts\`). The timer now starts as the keystroke's update commits, and
  the settled code renders synchronously (\`flushSync\`) with the effect that posts it, so only the delay itself is
  waited for. Code now runs in the middle of words, so an error is shown only once the code that caused it has been left
  alone for 600 ms, and until then the page keeps what it showed before (SandboxPreview): the error panel does not flash,
  and its live region is not announced on every keystroke.
- **The core bundle is inline in \`frame.html\`** (plugins/sandbox-runtime). The frame is sandboxed without
  \`allow-same-origin\`, and Chromium keys the HTTP cache of such an opaque-origin document's subresources to that one
  document, so \`core.js\` (722 KB, 192 KB gzip) was downloaded again on every visit. The frame page itself is cached.
  A warm visit fetched 729 KB into the frame before, and fetches 23.7 KB now (the query builder's stylesheet, which is
  left uncached for the same reason). Same build and load (1.6 to 1.9), core as a file and inline: first preview
  796 → 696 ms cold, 717 → 631 ms warm (median of 5).
- **Runtime bundles load in parallel** (\`src/sandbox/frame/frameRuntime.tsx\`). A module's bundles were loaded one after
  another (antd after dayjs, tremor after date-fns, datetime after both). They are now requested together and still
  run in dependency order (\`async = false\`), and the module's stylesheets are preloaded meanwhile. This does not
  affect the basic template; for those kits it saves a round trip.

Not changed: the iframe is created when the workbench mounts as the page hydrates, so the frame's start (parsing and
running the core script, about 200 to 250 ms here) comes after the page's instead of overlapping it. Rendering the
iframe in the server HTML would overlap them, but it needs a handshake for a frame that is ready before the page
listens. It is left as a next step, since the goal is met.

### Downloaded Vite project (checked by hand)

On 2026-11-24, the files \`projectFiles()\` writes for the \`basic\`, \`antd\` and \`material\` templates were put
in a temporary folder, installed with \`npm install\` from the registry and built with \`npx vite build\`: Vite 8.3.8,
\`@vitejs/plugin-react\` 6.3.0, React 19.3.1, Node 20.20.2. \`basic\` and \`antd\` built as generated. \`material\`
did not install: it asked for \`@react-querybuilder/material@8.24.1\`, but the newest published material package is
8.20.2, which pins \`react-querybuilder\` 8.20.2 as a peer. \`projectFiles.ts\` now takes each published compat
package's exact version from the site's package.json. For the packages released with an older library (material,
mantine, dnd), it writes npm \`overrides\` that point them at the project's \`react-querybuilder\`, as the site's own
package.json does. \`material\` then installed with one \`react-querybuilder\` (8.24.1) and built. All three
\`dist/\` folders, served by \`vite preview\`, render the query builder (two rules and the SQL under it) in Chromium,
with no page errors; the one failed request is the browser's own for a \`favicon.ico\` the project does not have.
Not covered: the templates whose compat package the site replaces with a stand-in (\`bulma\`, \`chakra\`,
\`fluent\`, \`tremor\`, \`datetime\`) ask for \`@react-querybuilder/<kit>@8.24.1\`, which this registry does not
carry, so those projects cannot be installed here.
`;
const visits = 5;
const keystrokes = 20;
// The run delay (typing settles this long before the code runs) from src/sandbox/runTiming.ts.
const timingSource = readFileSync(new URL('../src/sandbox/runTiming.ts', import.meta.url), 'utf8');
const runDelayMs = Number(/export const runDelayMs = (\d+)/.exec(timingSource)?.[1] ?? NaN);

const ms = value => `${Math.round(value)} ms`;
const loadAverage = () => os.loadavg().map(load => load.toFixed(2)).join(' / ');

/**
 * Runs in the page and in the preview frame before their own scripts. Every time is the page's
 * `performance.now()` (since navigation started): the frame reports by postMessage and the page
 * stamps the arrival, so no two clocks are compared. The frame's messages ride the same channel
 * as the sandbox's own, with a prefix SandboxPreview ignores.
 */
function instrument() {
  if (window.parent !== window) {
    // The preview frame: report the first query builder on screen and every change of the <h4>.
    const report = message => requestAnimationFrame(() => window.parent.postMessage({ bench: message }, '*'));
    let builderSeen = false;
    let heading = null;
    new MutationObserver(() => {
      if (!builderSeen) {
        const builder = document.querySelector('.queryBuilder');
        if (builder && builder.getBoundingClientRect().height > 0) {
          builderSeen = true;
          report({ type: 'builder' });
        }
      }
      const text = document.querySelector('h4')?.textContent ?? null;
      if (text !== null && text !== heading) {
        heading = text;
        report({ type: 'heading', text });
      }
    }).observe(document, { childList: true, subtree: true, characterData: true });
    window.addEventListener('message', event => {
      if (event.data?.type === 'rqb-sandbox:run') window.parent.postMessage({ bench: { type: 'run-received', runId: event.data.runId } }, '*');
    });
    return;
  }
  const bench = (window.__bench = { events: [], keys: [] });
  const mark = (type, extra = {}) => bench.events.push({ type, t: performance.now(), ...extra });
  window.addEventListener('message', event => {
    if (event.data?.bench) mark(event.data.bench.type, event.data.bench);
    else if (event.data?.type === 'rqb-sandbox:ready') mark('frame-ready');
    else if (event.data?.type === 'rqb-sandbox:rendered') mark('rendered', { runId: event.data.runId });
  });
  // Capture phase on window: before CodeMirror sees the key.
  window.addEventListener('keydown', event => bench.keys.push({ key: event.key, t: performance.now() }), true);
  new MutationObserver(() => {
    if (!bench.frameInserted && document.querySelector('[data-testid="sandbox-frame"]')) bench.frameInserted = performance.now();
    if (!bench.hydrated && document.documentElement.dataset.hasHydrated === 'true') bench.hydrated = performance.now();
  }).observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ['data-has-hydrated'] });
}

async function newContext(browser) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await context.addInitScript(instrument);
  return context;
}

const firstEvent = (events, type) => events.find(event => event.type === type)?.t;

/**
 * One visit to /sandbox in `context`: navigation start to the query builder on screen, with stages,
 * and what the preview frame fetched over the network (a response from the HTTP cache reports a
 * body size of 0 or less to Playwright).
 */
async function visit(context, url) {
  const page = await context.newPage();
  const frameFetches = [];
  page.on('requestfinished', request => {
    if (request.frame() === page.mainFrame()) return;
    frameFetches.push(
      request.sizes().then(sizes => ({ url: request.url(), type: request.resourceType(), networkBytes: Math.max(0, sizes.responseBodySize) }))
    );
  });
  await page.goto(`${url}/sandbox`);
  await page.waitForFunction(() => window.__bench.events.some(event => event.type === 'builder'), null, { timeout: 60_000, polling: 50 });
  const state = await page.evaluate(() => ({
    events: window.__bench.events,
    hydrated: window.__bench.hydrated,
    frameInserted: window.__bench.frameInserted,
  }));
  const { events } = state;
  const fetched = await Promise.all(frameFetches);
  const result = {
    firstPreview: firstEvent(events, 'builder'),
    hydrated: state.hydrated,
    frameInserted: state.frameInserted,
    frameReady: firstEvent(events, 'frame-ready'),
    runReceived: firstEvent(events, 'run-received'),
    frameNetworkBytes: fetched.reduce((sum, entry) => sum + entry.networkBytes, 0),
    frameFetches: fetched.length,
    frameFromNetwork: fetched.filter(entry => entry.networkBytes > 0).length,
  };
  await page.close();
  return result;
}

async function firstPreviewRuns(browser, url) {
  const cold = [];
  const warm = [];
  for (let run = 0; run < visits; run++) {
    const context = await newContext(browser);
    cold.push(await visit(context, url));
    warm.push(await visit(context, url));
    await context.close();
    console.log(
      `visit ${run + 1}: cold ${ms(cold.at(-1).firstPreview)} (hydrated ${ms(cold.at(-1).hydrated)}, frame ready ${ms(
        cold.at(-1).frameReady
      )}), warm ${ms(warm.at(-1).firstPreview)} (hydrated ${ms(warm.at(-1).hydrated)}, frame ready ${ms(warm.at(-1).frameReady)}); ` +
        `frame fetched over the network: cold ${kb(cold.at(-1).frameNetworkBytes)}, warm ${kb(warm.at(-1).frameNetworkBytes)} ` +
        `(${warm.at(-1).frameFromNetwork} of ${warm.at(-1).frameFetches} responses)`
    );
  }
  return { cold, warm };
}

/** Types into the basic template's `<h4>SQL</h4>` and times each key until the preview shows it. */
async function keystrokeRuns(browser, url) {
  const context = await newContext(browser);
  const page = await context.newPage();
  await page.goto(`${url}/sandbox`);
  await page.waitForFunction(() => window.__bench.events.some(event => event.type === 'builder'), null, { timeout: 60_000, polling: 50 });
  const heading = () => page.evaluate(() => window.__bench.events.filter(event => event.type === 'heading').at(-1)?.text);
  if ((await heading()) !== 'SQL') throw new Error(`the basic template's preview heading is "${await heading()}", not "SQL"`);

  // Put the cursor inside <h4>SQL</h4>: a click right of the line's text puts it at the line's end,
  // then five steps left, before "</h4>".
  // CodeMirror renders only the lines in view: scroll to the end of the module first.
  await page.locator('[data-testid="sandbox-editor"] .cm-scroller').evaluate(scroller => (scroller.scrollTop = scroller.scrollHeight));
  const line = page.locator('[data-testid="sandbox-editor"] .cm-line', { hasText: '<h4>SQL</h4>' });
  const box = await line.boundingBox();
  await line.click({ position: { x: box.width - 4, y: box.height / 2 } });
  await page.waitForFunction(() => document.querySelector('.cm-activeLine')?.textContent.includes('<h4>SQL</h4>'));
  for (let left = 0; left < '</h4>'.length; left++) await page.keyboard.press('ArrowLeft');

  const samples = [];
  let expected = 'SQL';
  // One key more than measured: the first warms up the run path and is reported apart.
  for (let index = 0; index <= keystrokes; index++) {
    const key = String.fromCharCode(97 + (index % 26));
    expected += key;
    const before = await page.evaluate(() => ({ keys: window.__bench.keys.length, events: window.__bench.events.length }));
    await page.keyboard.press(key);
    await page.waitForFunction(
      ({ text, from }) => window.__bench.events.slice(from).some(event => event.type === 'heading' && event.text === text),
      { text: expected, from: before.events },
      { timeout: 10_000, polling: 20 }
    );
    const sample = await page.evaluate(
      ({ text, from, keyIndex }) => {
        const keyAt = window.__bench.keys[keyIndex].t;
        const events = window.__bench.events.slice(from);
        return {
          total: events.find(event => event.type === 'heading' && event.text === text).t - keyAt,
          toRun: (events.find(event => event.type === 'run-received')?.t ?? NaN) - keyAt,
        };
      },
      { text: expected, from: before.events, keyIndex: before.keys }
    );
    samples.push(sample);
    // Let the run finish settling before the next key, so each key is its own run.
    await page.waitForTimeout(runDelayMs + 250);
  }
  await context.close();
  const [warmUp, ...measured] = samples;
  return { warmUp, measured };
}

/** JS each side of the sandbox loads, split by the frame the response belongs to. */
async function scriptsBySide(browser, url, path) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const seen = new Set();
  const sides = { page: { run: 0, prefetch: 0, files: 0 }, frame: { run: 0, files: 0, names: [] } };
  const pending = [];
  page.on('response', response => {
    const scriptUrl = response.url().split('#')[0];
    const inFrame = response.frame() !== page.mainFrame();
    // The frame page carries the core script inline (plugins/sandbox-runtime/build.ts).
    if (inFrame && response.request().resourceType() === 'document' && response.status() === 200) {
      pending.push(
        response
          .text()
          .then(html => {
            const inline = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(match => match[1]).join('\n');
            if (!inline) return;
            sides.frame.run += gzipSync(inline, { level: 9 }).length;
            sides.frame.files += 1;
            sides.frame.names.push('frame page, core inline');
          })
          .catch(() => {})
      );
      return;
    }
    if (!/\.m?js(\?|$)/.test(scriptUrl) || seen.has(scriptUrl)) return;
    seen.add(scriptUrl);
    const executed = response.request().resourceType() === 'script';
    pending.push(
      response
        .body()
        .then(body => {
          const gzip = gzipSync(body, { level: 9 }).length;
          if (inFrame) {
            sides.frame.run += gzip;
            sides.frame.files += 1;
            sides.frame.names.push(scriptUrl.split('/').pop());
          } else if (executed) {
            sides.page.run += gzip;
            sides.page.files += 1;
          } else sides.page.prefetch += gzip;
        })
        .catch(() => {})
    );
  });
  await page.goto(`${url}${path}`, { waitUntil: 'networkidle' });
  await page.frameLocator('[data-testid="sandbox-frame"]').locator('.queryBuilder').first().waitFor({ timeout: 60_000 });
  await page.waitForTimeout(1500); // idle-time prefetches
  await page.waitForLoadState('networkidle');
  await Promise.all(pending);
  await context.close();
  return sides;
}

/** Gzip size of every runtime bundle in the build (what a template's frame adds to core.js). */
function runtimeBundleSizes() {
  const root = join(buildDir, 'sandbox-runtime');
  const version = readdirSync(root).find(name => statSync(join(root, name)).isDirectory());
  const folder = join(root, version);
  return readdirSync(folder)
    .filter(name => name.endsWith('.js') || name === 'frame.html')
    .map(name => ({ name: name === 'frame.html' ? 'frame.html (core inline)' : name, raw: statSync(join(folder, name)).size, gzip: gzipSync(readFileSync(join(folder, name)), { level: 9 }).length }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

const loadBefore = loadAverage();
const uptimeLine = execFileSync('uptime', { encoding: 'utf8' }).trim();
console.log(`load average before measuring (1 / 5 / 15 min): ${loadBefore}  [${uptimeLine}]`);

const server = await serveBuild({ dir: buildDir, port: 3510 });
const browser = await launchBrowser();
let firstPreview, typing, basicSides, materialSides, weight;
try {
  firstPreview = await firstPreviewRuns(browser, server.url);
  typing = await keystrokeRuns(browser, server.url);
  basicSides = await scriptsBySide(browser, server.url, '/sandbox');
  materialSides = await scriptsBySide(browser, server.url, '/sandbox?template=material');
  weight = await measurePageWeight(browser, `${server.url}/sandbox`, { consoleUtilities: true });
} finally {
  await browser.close();
  server.stop();
}
const loadAfter = loadAverage();
const bundles = runtimeBundleSizes();

const stage = (runs, key) => median(runs.map(run => run[key]));
const coldMedian = stage(firstPreview.cold, 'firstPreview');
const warmMedian = stage(firstPreview.warm, 'firstPreview');
const totals = typing.measured.map(sample => sample.total);
const toRun = typing.measured.map(sample => sample.toRun);
const keyMedian = median(totals);
const keyP95 = percentile(totals, 95);
const frameBytes = runs => kb(median(runs.map(run => run.frameNetworkBytes)));

console.log(`first preview: cold median ${ms(coldMedian)}, warm median ${ms(warmMedian)}`);
console.log(`keystroke to preview: median ${ms(keyMedian)}, p95 ${ms(keyP95)} (to the frame receiving the run: median ${ms(median(toRun))})`);
console.log(`JS gzip: page ${kb(basicSides.page.run)} (+${kb(basicSides.page.prefetch)} prefetched), frame ${kb(basicSides.frame.run)} (${basicSides.frame.names.join(', ')})`);
console.log(`load average after: ${loadAfter}`);

const met = ok => (ok ? '**met**' : '**not met**');
const stageRow = (label, key) =>
  `| ${label} | ${ms(stage(firstPreview.cold, key))} | ${ms(stage(firstPreview.warm, key))} |`;

const section = `## Sandbox

Command: \`node bench/sandbox.mjs\` (part of \`npm run bench\`; \`--dir <build>\` for a build elsewhere), on a production build served by \`docusaurus serve\`. ${machineLine()}.
Load average (1 / 5 / 15 min) before measuring ${loadBefore}, after ${loadAfter}${
  Number(loadBefore.split(' / ')[0]) > os.cpus().length * 0.75
    ? `: the machine was busy with other work (builds, tests) while this ran, so the figures are on the slow side`
    : ''
}.

### First preview

From navigation start to a query builder on screen in the preview frame (the frame sees \`.queryBuilder\` with a height,
then reports on its next animation frame; every time is the page's own clock). Cold: a new browser context; warm: a
second visit in the same context. Median of ${visits} each (Chromium, 1280 × 800).

| Stage (median) | Cold | Warm |
| --- | --- | --- |
${stageRow('Preview iframe in the page (the workbench mounts as the page hydrates)', 'frameInserted')}
${stageRow('Docusaurus flags the page hydrated', 'hydrated')}
${stageRow('Frame runtime ready (frame page loaded, core script run)', 'frameReady')}
${stageRow('Frame receives the code', 'runReceived')}
${stageRow('**Query builder on screen**', 'firstPreview')}

Every visit, cold / warm: ${firstPreview.cold.map((run, index) => `${ms(run.firstPreview)} / ${ms(firstPreview.warm[index].firstPreview)}`).join(', ')}.
What the preview frame fetched over the network (its page, scripts and stylesheets; the rest came from the HTTP cache),
median: cold ${frameBytes(firstPreview.cold)}, warm ${frameBytes(firstPreview.warm)}.

### Keystroke to preview

The basic template, cursor inside \`<h4>SQL</h4>\`: one letter typed at a time, timed from the \`keydown\` to the frame
showing the new heading (next animation frame). Each run re-renders the module from scratch (transpile, evaluate, remount).
The page waits ${runDelayMs} ms after the last keystroke before it sends the code (\`runDelayMs\` in
\`src/sandbox/runTiming.ts\`); that delay is included. ${typing.measured.length} keys after one warm-up key (${ms(typing.warmUp.total)}).

| Measure | Result |
| --- | --- |
| Keystroke to preview, median | ${ms(keyMedian)} |
| Keystroke to preview, p95 | ${ms(keyP95)} |
| of which keystroke to the frame receiving the code (debounce included), median | ${ms(median(toRun))} |
| of which transpile, evaluate and render in the frame, median | ${ms(median(typing.measured.map(sample => sample.total - sample.toRun)))} |

### JS loaded

Gzip (level 9) of every script response, split by the frame it belongs to; network idle plus Docusaurus's idle-time prefetches.

| | \`/sandbox\` (basic) | \`/sandbox?template=material\` |
| --- | --- | --- |
| Page JS run | ${kb(basicSides.page.run)} in ${basicSides.page.files} files | ${kb(materialSides.page.run)} in ${materialSides.page.files} files |
| Page JS prefetched for links (not run) | ${kb(basicSides.page.prefetch)} | ${kb(materialSides.page.prefetch)} |
| Preview frame JS | ${kb(basicSides.frame.run)} (${basicSides.frame.names.join(', ')}) | ${kb(materialSides.frame.run)} (${materialSides.frame.names.join(', ')}) |

\`measurePageWeight\` on \`/sandbox\` (page and frame together): JS ${kb(weight.js.gzip)} gzip in ${weight.js.files} files, CSS ${kb(
  weight.css.gzip
)} gzip in ${weight.css.files} files.

Runtime bundles in the build (the core bundle, inline in \`frame.html\` when it can be, always runs; the others load only
when the code imports them; gzip):
${bundles.map(bundle => `\`${bundle.name}\` ${kb(bundle.gzip)}`).join(', ')}.

### Goals

First preview under ${goals.coldFirstPreviewMs} ms cold: ${met(coldMedian < goals.coldFirstPreviewMs)} (${ms(coldMedian)}).
Keystroke to preview under ${goals.keystrokeMs} ms: ${met(keyMedian < goals.keystrokeMs)} at the median (${ms(keyMedian)}), ${
  keyP95 < goals.keystrokeMs ? 'met' : 'not met'
} at p95 (${ms(keyP95)}).
`;

writeSection('sandbox', `${section}\n${history.trim()}\n`);
