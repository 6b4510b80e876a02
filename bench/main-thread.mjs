// Where the main thread's time goes while one path loads, on several builds: loads interleaved in
// Chromium at a 4x CPU slowdown (412 x 823 px, the load and 3 s after), each traced, and per build
// the median over runs of the time in style, layout, paint, HTML parsing and script, the number of
// tasks over 50 ms, and the time over 50 ms of those from the first contentful paint on (a TBT-like
// sum, without Lighthouse's simulation).
// Diagnostic, not part of `npm run bench`: these sums move less from run to run than Lighthouse's
// TBT, so they show what a change removes when Lighthouse's runs overlap.
// Usage: node bench/main-thread.mjs <path> <runs> <build dir> <build dir>...   (MAIN_THREAD_PORT=<first port>, default 3400)
import { measureInterleavedInChromium } from './lib/interleave.mjs';
import { median } from './lib/stats.mjs';
import { traceLoad } from './lib/trace.mjs';

const kinds = ['UpdateLayoutTree', 'Layout', 'PrePaint', 'Paint', 'ParseHTML', 'EvaluateScript', 'FunctionCall'];

/** One traced load: milliseconds per kind of work (nested events counted in their own kind too), and long tasks. */
async function measure(url, browser) {
  const { onMain, firstPaint } = await traceLoad(browser, url, { cpuSlowdown: 4, settleMs: 3000 });
  const times = Object.fromEntries(kinds.map(kind => [kind, 0]));
  let longTasks = 0;
  let overFifty = 0;
  for (const event of onMain) {
    const ms = event.dur / 1000;
    if (event.name in times) times[event.name] += ms;
    if (event.name === 'RunTask' && ms > 50) {
      longTasks++;
      if (event.ts >= firstPaint) overFifty += ms - 50;
    }
  }
  return { ...times, longTasks, overFifty };
}

const builds = await measureInterleavedInChromium({
  usage: 'node bench/main-thread.mjs <path> <runs> <build dir> <build dir>...',
  basePort: Number(process.env.MAIN_THREAD_PORT ?? 3400),
  measure,
});
for (const { dir, results: rows } of builds) {
  const kindTimes = kinds.map(kind => `${kind} ${Math.round(median(rows.map(row => row[kind])))}`).join(', ');
  console.log(
    `${dir}: ${kindTimes} ms; tasks over 50 ms ${median(rows.map(row => row.longTasks))}, ` +
      `their time over 50 ms ${Math.round(median(rows.map(row => row.overFifty)))} ms (runs: ${rows.map(row => Math.round(row.overFifty)).join(', ')})`
  );
}
