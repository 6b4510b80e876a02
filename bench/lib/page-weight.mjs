// Measures the JS and CSS a page really loads in Chromium, prefetches included: every
// script and stylesheet response until the network has been idle, raw and gzip bytes.
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { findChromium } from '../../scripts/ensure-chromium.mjs';
import { chromiumArgs } from '../../scripts/chromium-args.cjs';

export { chromiumArgs };

export async function launchBrowser() {
  return chromium.launch({ executablePath: findChromium(), args: chromiumArgs });
}

/**
 * JS and CSS a page loads, in total, and its JS by phase: `beforeLoad` (requested before the load event:
 * what first paint and hydration wait on), `afterLoad` (scripts the page itself asks for once
 * loaded, such as the console utilities) and `prefetch` (`<link rel="prefetch">` downloads for
 * links in view, which run only if the visitor follows the link). The phases add up to the totals.
 * @returns {Promise<{js: Weight, css: Weight, phases: {beforeLoad: Weight, afterLoad: Weight, prefetch: Weight}}>}
 * @typedef {{raw:number,gzip:number,files:number}} Weight
 */
/** Resolves once our site's console utilities are on `window` (they load 5 s after the load event). */
export async function waitForConsoleUtilities(page) {
  await page.waitForFunction(() => typeof window.parseSPARQL === 'function', null, { timeout: 30_000 });
}

/**
 * `consoleUtilities: true` (our site) waits for the console utilities too, so they are counted.
 * A load that does not reach network idle in time is measured once more: on this shared machine a
 * busy minute once stopped a whole bench run there (/sandbox, which settled in 1.7 s on its own).
 */
export async function measurePageWeight(browser, url, options = {}) {
  try {
    return await measurePageWeightOnce(browser, url, options);
  } catch (error) {
    if (error?.name !== 'TimeoutError') throw error;
    console.warn(`page weight of ${url}: ${error.message.split('\n')[0]}; measuring it again`);
    return measurePageWeightOnce(browser, url, options);
  }
}

async function measurePageWeightOnce(browser, url, { settleMs = 1500, consoleUtilities = false }) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const empty = () => ({ raw: 0, gzip: 0, files: 0 });
  const totals = { js: empty(), css: empty(), phases: { beforeLoad: empty(), afterLoad: empty(), prefetch: empty() } };
  const seen = new Set();
  const pending = [];
  let loaded = false;
  page.on('load', () => {
    loaded = true;
  });
  page.on('request', request => {
    // Decided when the request starts, not when its body arrives.
    request.phase = request.resourceType() === 'other' ? 'prefetch' : loaded ? 'afterLoad' : 'beforeLoad';
  });
  page.on('response', response => {
    const responseUrl = response.url().split('#')[0];
    const kind = /\.m?js(\?|$)/.test(responseUrl) ? 'js' : /\.css(\?|$)/.test(responseUrl) ? 'css' : null;
    if (!kind || seen.has(responseUrl)) return;
    seen.add(responseUrl);
    const phase = totals.phases[response.request().phase ?? 'beforeLoad'];
    pending.push(
      response
        .body()
        .then(body => {
          const gzip = gzipSync(body, { level: 9 }).length;
          for (const bucket of [totals[kind], ...(kind === 'js' ? [phase] : [])]) {
            bucket.raw += body.length;
            bucket.gzip += gzip;
            bucket.files += 1;
          }
        })
        .catch(() => {})
    );
  });
  try {
    await page.goto(url, { waitUntil: 'networkidle' });
    // Docusaurus prefetches visible links when the browser is idle; give it time, then wait again.
    await page.waitForTimeout(settleMs);
    await page.waitForLoadState('networkidle');
    if (consoleUtilities) {
      await waitForConsoleUtilities(page);
      await page.waitForLoadState('networkidle');
    }
    await Promise.all(pending);
  } finally {
    await context.close();
  }
  return totals;
}

export const kb = bytes => `${(bytes / 1024).toFixed(1)} KB`;
