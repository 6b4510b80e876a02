// Why a page scores what it scores: one Lighthouse mobile run (the preset bench/quality.mjs uses)
// printing the metrics, the long tasks Lighthouse counted (start, duration, script it blames),
// the main thread's time by kind of work, the scripts' boot-up time and the LCP element with its
// phases. Diagnostic, not part of `npm run bench`; Lighthouse's figures swing run to run on a
// shared machine, so compare several runs, interleaved with the build you compare against.
// Usage: node bench/lighthouse-tasks.mjs <build dir> <path> [runs]   (LH_PORT=<port>, default 3390)
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumArgs } from './lib/page-weight.mjs';
import { serveBuildCompressed } from './lib/serve.mjs';
import { findChromium } from '../scripts/ensure-chromium.mjs';

const [dir, path, runs = '1'] = process.argv.slice(2);
if (!dir || !path) {
  console.error('Usage: node bench/lighthouse-tasks.mjs <build dir> <path> [runs]');
  process.exit(1);
}
const server = await serveBuildCompressed({ dir, port: Number(process.env.LH_PORT ?? 3390) });
const round = value => Math.round(value ?? 0);

for (let run = 1; run <= Number(runs); run++) {
  const chrome = await chromeLauncher.launch({ chromePath: findChromium(), chromeFlags: ['--headless=new', ...chromiumArgs] });
  try {
    const { lhr } = await lighthouse(`${server.url}${path}`, { port: chrome.port, output: 'json', logLevel: 'error' });
    const audit = id => lhr.audits[id];
    const value = id => round(audit(id)?.numericValue);
    console.log(
      `${path} run ${run}: performance ${round(lhr.categories.performance.score * 100)}, TBT ${value('total-blocking-time')} ms, ` +
        `LCP ${value('largest-contentful-paint')} ms, FCP ${value('first-contentful-paint')} ms, SI ${value('speed-index')} ms, ` +
        `TTI ${value('interactive')} ms, CLS ${audit('cumulative-layout-shift').numericValue.toFixed(3)}`
    );
    for (const task of audit('long-tasks').details?.items ?? [])
      console.log(`  long task at ${round(task.startTime)} ms, ${round(task.duration)} ms: ${task.url}`);
    for (const group of audit('mainthread-work-breakdown').details?.items ?? [])
      console.log(`  main thread: ${group.groupLabel} ${round(group.duration)} ms`);
    for (const script of (audit('bootup-time').details?.items ?? []).slice(0, 6))
      console.log(`  boot-up: ${round(script.total)} ms (scripting ${round(script.scripting)} ms) ${script.url}`);
    const [element, phases] = audit('largest-contentful-paint-element')?.details?.items ?? [];
    const node = element?.items?.[0]?.node;
    if (node)
      console.log(
        `  LCP element: ${node.selector} "${(node.nodeLabel ?? '').slice(0, 50)}"; ` +
          (phases?.items ?? []).map(phase => `${phase.phase} ${round(phase.timing)} ms`).join(', ')
      );
  } finally {
    await chrome.kill();
  }
}
server.stop();
process.exit(0);
