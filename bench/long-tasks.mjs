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
import { traceLoad } from './lib/trace.mjs';

const labelled = ['EvaluateScript', 'FunctionCall', 'TimerFire', 'ParseHTML', 'FireIdleCallback', 'FireAnimationFrame', 'EventDispatch'];

/** What runs in a task: its first script, timer, callback or parser event, and its style and layout time. */
function nameOf(task, onMain) {
  const inside = onMain.filter(event => event !== task && event.ts >= task.ts && event.ts < task.ts + task.dur && event.dur > 1000);
  const first = inside.find(event => labelled.includes(event.name));
  const style = inside.filter(event => event.name === 'UpdateLayoutTree' || event.name === 'Layout').reduce((sum, event) => sum + event.dur, 0) / 1000;
  let kind = 'other';
  if (first?.name === 'EvaluateScript') kind = `eval:${(first.args?.data?.url ?? '').replace(/.*\//, '').split('.')[0]}`;
  else if (first?.name === 'FunctionCall') kind = `fn:${first.args?.data?.functionName || '?'}`;
  else if (first) kind = first.name;
  return `${kind}${style > 3 ? `(style ${Math.round(style)})` : ''}=${Math.round(task.dur / 1000)}`;
}

/** One traced load: the long tasks after the first paint, named, and their TBT-like sum. */
async function measure(url, browser) {
  const { onMain, firstPaint } = await traceLoad(browser, url, { settleMs: 2500 });
  const tasks = onMain.filter(event => event.name === 'RunTask' && event.ts >= firstPaint && event.dur > 12500);
  return { sum: tasks.reduce((sum, task) => sum + (task.dur / 1000) * 4 - 50, 0), tasks: tasks.map(task => nameOf(task, onMain)) };
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
