// Lighthouse (mobile preset, Debian Chromium) on one page of a build, served with gzip as in
// bench/quality.mjs, optionally beside a bare Docusaurus page, runs interleaved. Diagnostic, not
// part of `npm run bench` (which measures every budget page and writes bench/RESULTS.md).
// Usage: node bench/lighthouse-page.mjs <build dir> <path> [runs] [bare build dir]
import { cpus, loadavg } from 'node:os';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumArgs } from './lib/page-weight.mjs';
import { serveBuildCompressed } from './lib/serve.mjs';
import { findChromium } from '../scripts/ensure-chromium.mjs';

const [dir, path, runsArg = '3', bareDir] = process.argv.slice(2);
if (!dir || !path) {
  console.error('Usage: node bench/lighthouse-page.mjs <build dir> <path> [runs] [bare build dir]');
  process.exit(1);
}
const ours = await serveBuildCompressed({ dir, port: 3317 });
const bare = bareDir ? await serveBuildCompressed({ dir: bareDir, port: 3318 }) : null;
const pages = [{ name: path, url: `${ours.url}${path}` }, ...(bare ? [{ name: 'bare /docs/intro', url: `${bare.url}/docs/intro` }] : [])];
const results = pages.map(() => []);
try {
  for (let run = 0; run < Number(runsArg); run++) {
    for (const [i, page] of pages.entries()) {
      const chrome = await chromeLauncher.launch({ chromePath: findChromium(), chromeFlags: ['--headless=new', ...chromiumArgs] });
      try {
        const { lhr } = await lighthouse(page.url, { port: chrome.port, output: 'json', logLevel: 'error' });
        results[i].push({
          performance: Math.round(lhr.categories.performance.score * 100),
          tbt: Math.round(lhr.audits['total-blocking-time'].numericValue),
          lcp: Math.round(lhr.audits['largest-contentful-paint'].numericValue),
          fcp: Math.round(lhr.audits['first-contentful-paint'].numericValue),
          lcpElement: lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.selector ?? '',
        });
      } finally {
        await chrome.kill();
      }
    }
  }
} finally {
  ours.stop();
  bare?.stop();
}
const median = values => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
for (const [i, page] of pages.entries()) {
  const runs = results[i];
  console.log(
    `${page.name}: performance ${runs.map(r => r.performance).join(', ')} (median ${median(runs.map(r => r.performance))}); ` +
      `TBT ${runs.map(r => r.tbt).join(', ')} ms (median ${median(runs.map(r => r.tbt))}); ` +
      `LCP ${runs.map(r => r.lcp).join(', ')} ms (median ${median(runs.map(r => r.lcp))}); FCP median ${median(runs.map(r => r.fcp))} ms; ` +
      `LCP element ${runs[0]?.lcpElement}`
  );
}
console.log(`1-minute load average at the end: ${loadavg()[0].toFixed(2)} on ${cpus().length} cores`);
