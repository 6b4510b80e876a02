// Lighthouse (mobile preset, Debian Chromium) on one page of a build, served with gzip as in
// bench/quality.mjs, optionally beside a bare Docusaurus page, runs interleaved. Diagnostic, not
// part of `npm run bench` (which measures every budget page and writes bench/RESULTS.md).
// `--details` prints, for each run, why the page scores what it does: the long tasks Lighthouse
// counted (start, length, the script it blames), the main thread's time by kind of work, boot-up
// per script and the LCP element with its phases. Scores swing several points run to run on a
// shared machine: compare medians of runs interleaved with what you compare against.
// Usage: node bench/lighthouse-page.mjs [--details] <build dir> <path> [runs] [bare build dir]
//        (LH_PORT=<port> serves the build there and the bare site on the next port; default 3317)
import { cpus, loadavg } from 'node:os';
import { runLighthouse } from './lib/lighthouse.mjs';
import { serveBuildCompressed } from './lib/serve.mjs';
import { median } from './lib/stats.mjs';

const args = process.argv.slice(2);
const details = args.includes('--details');
const [dir, path, runsArg = '3', bareDir] = args.filter(arg => arg !== '--details');
if (!dir || !path) {
  console.error('Usage: node bench/lighthouse-page.mjs [--details] <build dir> <path> [runs] [bare build dir]');
  process.exit(1);
}
const port = Number(process.env.LH_PORT ?? 3317);
const ours = await serveBuildCompressed({ dir, port });
const bare = bareDir ? await serveBuildCompressed({ dir: bareDir, port: port + 1 }) : null;
const pages = [{ name: path, url: `${ours.url}${path}` }, ...(bare ? [{ name: 'bare /docs/intro', url: `${bare.url}/docs/intro` }] : [])];
const results = pages.map(() => []);
const round = value => Math.round(value ?? 0);

/** Where the run's time went, as Lighthouse's own audits tell it. */
function printDetails(name, lhr) {
  const audit = id => lhr.audits[id];
  console.log(`${name}, TTI ${round(audit('interactive')?.numericValue)} ms, SI ${round(audit('speed-index').numericValue)} ms:`);
  for (const task of audit('long-tasks').details?.items ?? [])
    console.log(`  long task at ${round(task.startTime)} ms, ${round(task.duration)} ms: ${task.url}`);
  for (const group of audit('mainthread-work-breakdown').details?.items ?? [])
    console.log(`  main thread: ${group.groupLabel} ${round(group.duration)} ms`);
  for (const script of (audit('bootup-time').details?.items ?? []).slice(0, 6))
    console.log(`  boot-up: ${round(script.total)} ms (scripting ${round(script.scripting)} ms) ${script.url}`);
  const phases = audit('largest-contentful-paint-element')?.details?.items?.[1]?.items ?? [];
  if (phases.length > 0) console.log(`  LCP phases: ${phases.map(phase => `${phase.phase} ${round(phase.timing)} ms`).join(', ')}`);
}

try {
  for (let run = 0; run < Number(runsArg); run++) {
    for (const [i, page] of pages.entries()) {
      const lhr = await runLighthouse(page.url);
      if (details) printDetails(`${page.name} run ${run + 1}`, lhr);
      results[i].push({
        performance: Math.round(lhr.categories.performance.score * 100),
        tbt: round(lhr.audits['total-blocking-time'].numericValue),
        lcp: round(lhr.audits['largest-contentful-paint'].numericValue),
        fcp: round(lhr.audits['first-contentful-paint'].numericValue),
        lcpElement: lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.selector ?? '',
      });
    }
  }
} finally {
  ours.stop();
  bare?.stop();
}
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
