// Measures the JS and CSS a page really loads in Chromium, prefetches included: every
// script and stylesheet response until the network has been idle, raw and gzip bytes.
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { findChromium } from '../../scripts/ensure-chromium.mjs';

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export async function launchBrowser() {
  return chromium.launch({ executablePath: findChromium(), args: chromiumArgs });
}

/** @returns {Promise<{js: {raw:number,gzip:number,files:number}, css: {raw:number,gzip:number,files:number}}>} */
export async function measurePageWeight(browser, url, { settleMs = 1500 } = {}) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const totals = { js: { raw: 0, gzip: 0, files: 0 }, css: { raw: 0, gzip: 0, files: 0 } };
  const seen = new Set();
  const pending = [];
  page.on('response', response => {
    const responseUrl = response.url().split('#')[0];
    const kind = /\.m?js(\?|$)/.test(responseUrl) ? 'js' : /\.css(\?|$)/.test(responseUrl) ? 'css' : null;
    if (!kind || seen.has(responseUrl)) return;
    seen.add(responseUrl);
    pending.push(
      response
        .body()
        .then(body => {
          totals[kind].raw += body.length;
          totals[kind].gzip += gzipSync(body, { level: 9 }).length;
          totals[kind].files += 1;
        })
        .catch(() => {})
    );
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  // Docusaurus prefetches visible links when the browser is idle; give it time, then wait again.
  await page.waitForTimeout(settleMs);
  await page.waitForLoadState('networkidle');
  await Promise.all(pending);
  await context.close();
  return totals;
}

export const kb = bytes => `${(bytes / 1024).toFixed(1)} KB`;
