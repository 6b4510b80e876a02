// The comparison half of bench/search.mjs: builds this site in a temporary copy with
// @easyops-cn/docusaurus-search-local in place of the site's own search, and measures that plugin's
// index (size) and its search bar (relevance suite pass rate, latency) the way a reader meets it.
//
// Nothing in the working tree changes: the copy is `git archive HEAD` plus the working tree's
// versioned_docs/ and versioned_sidebars/ (and the generated api/, so TypeDoc's cache applies), with
// node_modules symlinked to the site's. The plugin is installed into a prefix folder inside the copy
// (its own dependencies that the site already has at the same version are removed from it, so one
// copy of React, Docusaurus and lunr is bundled), and the copy's docusaurus.config.ts wraps the
// site's config: no `docsearch-local` plugin, no `algolia` theme config, the easyops theme added.
import { execFileSync, execSync, spawn } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';

export const EASYOPS_PACKAGE = '@easyops-cn/docusaurus-search-local';
// 0.55.x declares `@docusaurus/theme-common: ^2 || ^3` and depends on `@docusaurus/*` ^2 || ^3, so it
// takes the site's 3.10.2 packages; older 0.3x releases pinned Docusaurus 2.
export const EASYOPS_VERSION = '0.55.3';
export const BUILD_LOCK = '/tmp/site-build.lock';

/** The options the comparison builds with: every docs version, the `api` docs instance, pages. */
export const easyopsOptions = {
  indexDocs: true,
  indexPages: true,
  indexBlog: false,
  docsRouteBasePath: ['docs', 'api'],
  hashed: true,
  language: ['en'],
  docsPluginIdForPreferredVersion: 'default',
};

const seconds = started => (Date.now() - started) / 1000;

function run(command, args, options = {}) {
  return execFileSync(command, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], maxBuffer: 64 * 2 ** 20, ...options });
}

/** Removes from `prefix/node_modules` every top-level package the site has at the same version. */
function pruneDuplicates(prefixModules, siteModules) {
  const names = [];
  for (const name of readdirSync(prefixModules)) {
    if (name.startsWith('.')) continue;
    if (name.startsWith('@')) for (const sub of readdirSync(join(prefixModules, name))) names.push(`${name}/${sub}`);
    else names.push(name);
  }
  let removed = 0;
  for (const name of names) {
    try {
      const ours = JSON.parse(readFileSync(join(prefixModules, name, 'package.json'), 'utf8')).version;
      const site = JSON.parse(readFileSync(join(siteModules, name, 'package.json'), 'utf8')).version;
      if (ours === site) {
        rmSync(join(prefixModules, name), { recursive: true, force: true });
        removed++;
      }
    } catch {
      // not in the site's node_modules: the plugin needs its own copy
    }
  }
  return { removed, kept: names.length - removed };
}

/** Makes the temporary copy with the plugin installed and its config in place. */
export function prepareCopy({ siteDir = process.cwd(), version = EASYOPS_VERSION, log = console.log } = {}) {
  const started = Date.now();
  const dir = mkdtempSync('/tmp/search-easyops-');
  execSync(`git -C ${JSON.stringify(siteDir)} archive HEAD | tar -x -C ${JSON.stringify(dir)}`);
  for (const folder of ['versioned_docs', 'versioned_sidebars']) {
    rmSync(join(dir, folder), { recursive: true, force: true });
    if (existsSync(join(siteDir, folder))) cpSync(join(siteDir, folder), join(dir, folder), { recursive: true });
  }
  if (existsSync(join(siteDir, 'api', '.generation.json'))) cpSync(join(siteDir, 'api'), join(dir, 'api'), { recursive: true });
  symlinkSync(join(siteDir, 'node_modules'), join(dir, 'node_modules'));

  // The plugin, in a prefix of its own. Peer dependencies (React, theme-common) are left to the site's.
  const prefix = join(dir, 'easyops-deps');
  mkdirSync(prefix);
  writeFileSync(join(prefix, 'package.json'), JSON.stringify({ name: 'easyops-deps', private: true }));
  run('npm', ['install', '--no-audit', '--no-fund', '--no-package-lock', '--legacy-peer-deps', '--ignore-scripts', `${EASYOPS_PACKAGE}@${version}`], {
    cwd: prefix,
  });
  const pruned = pruneDuplicates(join(prefix, 'node_modules'), join(siteDir, 'node_modules'));
  const pluginDir = join(prefix, 'node_modules', EASYOPS_PACKAGE);
  const installed = JSON.parse(readFileSync(join(pluginDir, 'package.json'), 'utf8')).version;
  log(`easyops: copy in ${dir}, ${EASYOPS_PACKAGE}@${installed} installed (${pruned.kept} packages of its own) in ${seconds(started).toFixed(0)} s`);

  // The search plugin's DocSearch wrapper and search page wrap the Algolia theme, which is gone: the plugin is left out.
  renameSync(join(dir, 'docusaurus.config.ts'), join(dir, 'docusaurus.site.config.ts'));
  writeFileSync(
    join(dir, 'docusaurus.config.ts'),
    `// Benchmark copy (bench/lib/easyops.mjs): the site's config with ${EASYOPS_PACKAGE} as its search.
import type { Config } from '@docusaurus/types';
import siteConfig from './docusaurus.site.config';
import docSearchLocal from './plugins/docsearch-local';

const { algolia: _algolia, ...themeConfig } = siteConfig.themeConfig as Record<string, unknown>;
const config: Config = {
  ...siteConfig,
  // The copy mixes HEAD with the working tree's versioned docs; a link between them must not stop it.
  onBrokenLinks: 'warn',
  plugins: (siteConfig.plugins ?? []).filter(plugin => !(Array.isArray(plugin) && plugin[0] === docSearchLocal)),
  themeConfig,
  themes: [...(siteConfig.themes ?? []), [${JSON.stringify(pluginDir)}, ${JSON.stringify(easyopsOptions)}]],
};
export default config;
`
  );
  return { dir, version: installed, pluginDir, prepareSeconds: seconds(started) };
}

/** `docusaurus build` in the copy, serialized with the other builds on this machine by the lock. */
export async function buildCopy(copy, { log = console.log } = {}) {
  const env = { ...process.env };
  for (const key of ['ALGOLIA_APP_ID', 'ALGOLIA_API_KEY', 'ALGOLIA_INDEX_NAME']) delete env[key];
  const queued = Date.now();
  // The inner shell prints when it holds the lock, so the wait and the build are timed apart.
  const child = spawn('flock', [BUILD_LOCK, 'sh', '-c', 'echo "@@locked $(date +%s%3N)"; exec npx docusaurus build'], {
    cwd: copy.dir,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', chunk => (output += chunk));
  child.stderr.on('data', chunk => (output += chunk));
  const code = await new Promise(resolve => child.on('close', resolve));
  writeFileSync(join(copy.dir, 'build.log'), output);
  if (code !== 0) throw new Error(`easyops copy build failed (exit ${code}); last lines:\n${output.split('\n').slice(-40).join('\n')}`);
  const lockedAt = Number(/@@locked (\d+)/.exec(output)?.[1] ?? queued);
  const buildSeconds = (Date.now() - lockedAt) / 1000;
  log(`easyops: copy built in ${buildSeconds.toFixed(0)} s (after ${((lockedAt - queued) / 1000).toFixed(0)} s waiting for the build lock)`);
  return { buildSeconds, lockWaitSeconds: (lockedAt - queued) / 1000 };
}

function walk(dir, found = []) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) walk(path, found);
    else if (/^search-index.*\.json$/.test(entry.name)) found.push(path);
  }
  return found;
}

/**
 * The index files the plugin wrote. The root one is what a search from /docs (the current version,
 * v7 / v8) loads: the plugin puts the last docs version, the `api` instance and every page in it.
 * Older versions get their own file under their path (docs/6/, docs/next/...), pages included again.
 */
export function measureIndex(copy) {
  const outDir = join(copy.dir, 'build');
  const files = walk(outDir).map(path => {
    const body = readFileSync(path);
    const parsed = JSON.parse(body.toString('utf8'));
    return {
      file: relative(outDir, path),
      raw: body.length,
      gzip: gzipSync(body, { level: 9 }).length,
      documents: parsed.reduce((n, part) => n + part.documents.length, 0),
    };
  });
  files.sort((a, b) => a.file.localeCompare(b.file));
  const current = files.find(file => !file.file.includes('/'));
  return { files, current, total: { raw: files.reduce((n, f) => n + f.raw, 0), gzip: files.reduce((n, f) => n + f.gzip, 0) } };
}

export function removeCopy(copy) {
  if (copy?.dir?.startsWith('/tmp/search-easyops-')) rmSync(copy.dir, { recursive: true, force: true });
}

/** Size on disk of the copy's build, for the log. */
export function buildSize(copy) {
  let bytes = 0;
  const visit = dir => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) visit(path);
      else bytes += statSync(path).size;
    }
  };
  visit(join(copy.dir, 'build'));
  return bytes;
}

// ---------------------------------------------------------------------------------------------
// The relevance suite through a real search UI in Chromium, for both engines.
//
// Each query is entered into the search box at once (one input event, as a paste: no per-keystroke
// searches in between) after clearing it; latency is from that input event to the DOM mutation
// that renders the results for the query. The first five results are read in display order:
// DocSearch hits' links for the site's modal; for the easyops dropdown, whose suggestions carry no
// link in the DOM, the URLs of the worker's answer to that query, which the dropdown renders in
// order (Comlink's messages to and from the worker are observed; what the page does is not changed).

const pathOf = url => new URL(url, 'http://localhost').pathname;
const passes = (expect, path) =>
  Array.isArray(expect) ? expect.some(one => passes(one, path)) : typeof expect === 'string' ? path === expect : expect.test(path);

/** The page a search with this scope is made from: the scope's docs version's intro. */
export function pageForScope(scope) {
  const version = scope?.map(tag => /^docs-default-(\w+)$/.exec(tag)?.[1]).find(Boolean);
  return !version || version === '7' ? '/docs/intro' : `/docs/${version === 'current' ? 'next' : version}/intro`;
}

// Runs in the page before its scripts: times input events, DOM changes in the search results, and
// (easyops) the search worker's requests and answers.
export function instrumentPage() {
  window.__bench = { inputAt: 0, mutations: [], answers: [] };
  document.addEventListener('input', () => (window.__bench.inputAt = performance.now()), { capture: true });
  new MutationObserver(records => {
    const now = performance.now();
    if (records.some(r => r.target instanceof Element && r.target.closest('[role="listbox"], .DocSearch-Dropdown')))
      window.__bench.mutations.push({
        t: now,
        shown: document.querySelector('.DocSearch-Hit a, .DocSearch-NoResults, [role="listbox"] [role="option"]') !== null,
      });
  }).observe(document, { childList: true, subtree: true, characterData: true });
  // Comlink talks to the worker's SearchWorker instance over a MessagePort: watch every port and
  // worker for `search` calls and their answers (matched by Comlink's message id).
  const pending = new Map();
  for (const Endpoint of [window.MessagePort, window.Worker].filter(Boolean)) {
    const post = Endpoint.prototype.postMessage;
    Endpoint.prototype.postMessage = function (message, ...rest) {
      if (message?.type === 'APPLY' && message.path?.[message.path.length - 1] === 'search')
        pending.set(message.id, { input: message.argumentList?.[2]?.value, postedAt: performance.now() });
      return post.call(this, message, ...rest);
    };
    const listen = Endpoint.prototype.addEventListener;
    Endpoint.prototype.addEventListener = function (type, listener, ...rest) {
      if (type !== 'message' || typeof listener !== 'function') return listen.call(this, type, listener, ...rest);
      const watched = event => {
        const request = pending.get(event.data?.id);
        if (request) {
          pending.delete(event.data.id);
          const value = Array.isArray(event.data.value) ? event.data.value : [];
          window.__bench.answers.push({
            ...request,
            answeredAt: performance.now(),
            urls: value.map(result => `${result.document?.u ?? ''}${result.document?.h ?? ''}`),
          });
        }
        return listener.call(this, event);
      };
      return listen.call(this, type, watched, ...rest);
    };
  }
}

const engines = {
  // The site's DocSearch modal (theme-search-algolia, local client behind it).
  docsearch: {
    async open(page) {
      await page.keyboard.press('Control+k');
      await page.locator('.DocSearch-Input').waitFor();
    },
    input: page => page.locator('.DocSearch-Input'),
    async results(page, query, since) {
      await page.waitForFunction(
        ({ q, t }) =>
          document.querySelector('.DocSearch-Input')?.value === q &&
          window.__bench.mutations.some(m => m.t > t && m.shown),
        { q: query, t: since },
        { timeout: 30_000, polling: 20 }
      );
      await page.waitForTimeout(50);
      return page.evaluate(t => {
        const renderedAt = window.__bench.mutations.find(m => m.t > t && m.shown).t;
        const urls = [...document.querySelectorAll('.DocSearch-Hit a')].map(a => a.getAttribute('href'));
        return { renderedAt, urls, engineMs: null };
      }, since);
    },
  },
  // The easyops search bar (autocomplete.js dropdown, lunr in a web worker).
  easyops: {
    async open(page) {
      await page.locator('input.navbar__search-input').click();
    },
    input: page => page.locator('input.navbar__search-input'),
    async results(page, query, since) {
      await page.waitForFunction(
        ({ q, t }) => {
          const answer = window.__bench.answers.find(a => a.input === q && a.answeredAt > t);
          // No `shown` test: a query without results renders the dropdown's empty template.
          return answer && window.__bench.mutations.some(m => m.t >= answer.answeredAt);
        },
        { q: query, t: since },
        { timeout: 60_000, polling: 20 }
      );
      return page.evaluate(
        ({ q, t }) => {
          const answer = window.__bench.answers.find(a => a.input === q && a.answeredAt > t);
          return {
            renderedAt: window.__bench.mutations.find(m => m.t >= answer.answeredAt).t,
            urls: answer.urls,
            engineMs: answer.answeredAt - answer.postedAt,
          };
        },
        { q: query, t: since }
      );
    },
  },
};

async function searchOnce(page, engine, query) {
  const input = engine.input(page);
  await input.focus();
  await page.keyboard.press('Control+a');
  await page.keyboard.press('Backspace');
  await page.waitForTimeout(150);
  const since = await page.evaluate(() => performance.now());
  await page.keyboard.insertText(query);
  const { renderedAt, urls, engineMs } = await engine.results(page, query, since).catch(async error => {
    const state = await page.evaluate(() => JSON.stringify({ ...window.__bench, mutations: window.__bench.mutations.slice(-5) }));
    throw new Error(`no results rendered for "${query}" (${error.message}); page state: ${state.slice(0, 2000)}`);
  });
  const inputAt = await page.evaluate(() => window.__bench.inputAt);
  return { ms: renderedAt - inputAt, engineMs, top: urls.slice(0, 5).map(pathOf) };
}

/**
 * The suite through one engine's UI at `baseUrl`: pass rate (first five shown results), warm
 * latency over `rounds` rounds (one by default: the easyops dropdown answers a query it has seen
 * from its autocomplete cache without searching) (the first query of each page is a warm-up and not counted), and
 * cold latency (first query in `coldRuns` fresh browser contexts).
 */
export async function runSuiteInBrowser({ browser, baseUrl, engine: engineName, suite, rounds = 1, coldRuns = 3, coldQuery = 'render' }) {
  const engine = engines[engineName];
  const newPage = async path => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    await context.addInitScript(instrumentPage);
    const page = await context.newPage();
    await page.goto(`${baseUrl}${path}`);
    await page.locator('html[data-has-hydrated="true"]').waitFor();
    return { context, page };
  };

  const cold = [];
  for (let run = 0; run < coldRuns; run++) {
    const { context, page } = await newPage('/docs/intro');
    await engine.open(page);
    cold.push((await searchOnce(page, engine, coldQuery)).ms);
    await context.close();
  }

  const byPage = new Map();
  for (const testCase of suite) {
    const path = pageForScope(testCase.scope);
    byPage.set(path, [...(byPage.get(path) ?? []), testCase]);
  }
  const outcomes = new Map();
  const warm = [];
  const engineTimes = [];
  for (const [path, cases] of byPage) {
    const { context, page } = await newPage(path);
    await engine.open(page);
    await searchOnce(page, engine, coldQuery); // loads the index
    for (let round = 0; round < rounds; round++) {
      for (const testCase of cases) {
        const result = await searchOnce(page, engine, testCase.query);
        warm.push(result.ms);
        if (result.engineMs !== null) engineTimes.push(result.engineMs);
        if (round === 0) outcomes.set(testCase, { ...testCase, top: result.top, passed: result.top.some(p => passes(testCase.expect, p)) });
      }
    }
    await context.close();
  }
  const ordered = suite.map(testCase => outcomes.get(testCase));
  return { outcomes: ordered, passed: ordered.filter(o => o.passed).length, warm, cold, engineTimes };
}
