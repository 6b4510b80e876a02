// One Lighthouse run (its default mobile preset) in a fresh headless Debian Chromium, as every
// Lighthouse figure of bench/ is taken.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumArgs } from './page-weight.mjs';
import { findChromium } from '../../scripts/ensure-chromium.mjs';

/** Lighthouse's report (lhr) for `url`. */
export async function runLighthouse(url) {
  const chrome = await chromeLauncher.launch({ chromePath: findChromium(), chromeFlags: ['--headless=new', ...chromiumArgs] });
  try {
    const { lhr } = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error' });
    return lhr;
  } finally {
    await chrome.kill();
  }
}
