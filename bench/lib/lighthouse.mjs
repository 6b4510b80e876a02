// One Lighthouse run (its default mobile preset) in a fresh headless Debian Chromium, as every
// Lighthouse figure of bench/ is taken.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumArgs } from './page-weight.mjs';
import { findChromium } from '../../scripts/ensure-chromium.mjs';

/** Lighthouse's report (lhr) for `url`. */
export async function runLighthouse(url) {
  return (await runLighthouseWithTrace(url, { cpuProfile: false })).lhr;
}

/**
 * Lighthouse's report and its artifacts (the trace among them) for `url`; with `cpuProfile`, the
 * trace also carries V8's CPU samples, so a task can be traced to the functions that filled it.
 */
export async function runLighthouseWithTrace(url, { cpuProfile = true } = {}) {
  const chrome = await chromeLauncher.launch({ chromePath: findChromium(), chromeFlags: ['--headless=new', ...chromiumArgs] });
  try {
    const flags = { port: chrome.port, output: 'json', logLevel: 'error' };
    if (cpuProfile) flags.additionalTraceCategories = 'disabled-by-default-v8.cpu_profiler';
    const { lhr, artifacts } = await lighthouse(url, flags);
    return { lhr, artifacts };
  } finally {
    await chrome.kill();
  }
}
