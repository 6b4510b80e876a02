// The long tasks of one path's load on several builds, each named by what runs in it: loads
// interleaved in Chromium without a CPU slowdown (412 x 823 px, the load and 2.5 s after), each
// traced, and per load every task over 12.5 ms from the first contentful paint on (over 50 ms
// under Lighthouse's 4x slowdown) as `<kind>=<ms>`: `eval:<script>` a script's evaluation,
// `fn:<name>` a call from the browser (`A` is React's scheduler in a minified build), `TimerFire`,
// `FireIdleCallback`, `FireAnimationFrame`, or `other` (parsing, style and layout); `(style n)` when
// n ms of the task were style and layout. Also a TBT-like sum (4 x each task - 50 ms), which moves
// with the main script's evaluation (as long on the bare site) landing before or after the paint.
// Diagnostic, not part of `npm run bench`: it shows which task a change shortened when Lighthouse's
// runs overlap. Usage: node bench/long-tasks.mjs <path> <runs> <build dir>...   (LONG_TASKS_PORT=<first port>, default 3420)
import { measureInterleavedInChromium } from './lib/interleave.mjs';
import { median } from './lib/stats.mjs';

const categories = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink.user_timing', 'loading'];
const labelled = ['EvaluateScript', 'FunctionCall', 'TimerFire', 'ParseHTML', 'FireIdleCallback', 'FireAnimationFrame', 'EventDispatch'];

/** One traced load: the long tasks after the first paint, named, and their TBT-like sum. */
async function measure(url, browser) {
  const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
  try {
    await browser.startTracing(page, { categories });
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForTimeout(2500);
    const events = JSON.parse((await browser.stopTracing()).toString()).traceEvents;
    const navigation = events.find(event => event.name === 'navigationStart');
    const onMain = events.filter(event => event.pid === navigation.pid && event.tid === navigation.tid && event.ph === 'X');
    const firstPaint = events.find(event => event.name === 'firstContentfulPaint' && event.pid === navigation.pid)?.ts ?? navigation.ts;
    const tasks = onMain.filter(event => event.name === 'RunTask' && event.ts >= firstPaint && event.dur > 12500);
    const name = task => {
      const inside = onMain.filter(event => event !== task && event.ts >= task.ts && event.ts < task.ts + task.dur && event.dur > 1000);
      const first = inside.find(event => labelled.includes(event.name));
      const style = inside.filter(event => event.name === 'UpdateLayoutTree' || event.name === 'Layout').reduce((sum, event) => sum + event.dur, 0) / 1000;
      const kind = !first
        ? 'other'
        : first.name === 'EvaluateScript'
          ? `eval:${(first.args?.data?.url ?? '').replace(/.*\//, '').split('.')[0]}`
          : first.name === 'FunctionCall'
            ? `fn:${first.args?.data?.functionName || '?'}`
            : first.name;
      return `${kind}${style > 3 ? `(style ${Math.round(style)})` : ''}=${Math.round(task.dur / 1000)}`;
    };
    return { sum: tasks.reduce((sum, task) => sum + (task.dur / 1000) * 4 - 50, 0), tasks: tasks.map(name) };
  } finally {
    await page.close();
  }
}

const builds = await measureInterleavedInChromium({
  usage: 'node bench/long-tasks.mjs <path> <runs> <build dir>...',
  basePort: Number(process.env.LONG_TASKS_PORT ?? 3420),
  measure,
});
for (const { dir, results } of builds) {
  console.log(`${dir}: TBT-like sum at 4x, median ${Math.round(median(results.map(result => result.sum)))} ms (${results.map(result => Math.round(result.sum)).join(', ')})`);
  for (const result of results) console.log(`  ${result.tasks.join(' ')}`);
}
