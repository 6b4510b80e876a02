// Where a page's main-thread time goes while it loads: a CPU profile of one load in Chromium at a
// 4x CPU slowdown, summed by script and by function (self and inclusive time). Diagnostic, not part
// of `npm run bench`: build with `npx docusaurus build --no-minify --out-dir <dir>` for readable names.
// Usage: node bench/profile.mjs <build dir> <path> [width]   (PROFILE_TOP=<n> lists more functions,
// PROFILE_TASK_TOP=<n> names more functions per long task, PROFILE_PORT=<port> serves on another
// port than 3316)
import { chromium } from '@playwright/test';
import { serveBuildCompressed } from './lib/serve.mjs';
import { findChromium } from '../scripts/ensure-chromium.mjs';
import { chromiumArgs } from './lib/page-weight.mjs';

const [dir, path, width = '412'] = process.argv.slice(2);
if (!dir || !path) {
  console.error('Usage: node bench/profile.mjs <build dir> <path> [width]');
  process.exit(1);
}
const server = await serveBuildCompressed({ dir, port: Number(process.env.PROFILE_PORT ?? 3316) });
const browser = await chromium.launch({ executablePath: findChromium(), args: chromiumArgs });
try {
  const page = await browser.newPage({ viewport: { width: Number(width), height: 823 } });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  await page.goto(`${server.url}${path}`, { waitUntil: 'load' });
  await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
  // What runs right after hydration (effects, prefetches) belongs to the load too.
  await page.waitForLoadState('networkidle');
  const { profile } = await cdp.send('Profiler.stop');

  const nodes = new Map(profile.nodes.map(node => [node.id, node]));
  const parents = new Map(profile.nodes.flatMap(node => (node.children ?? []).map(child => [child, node.id])));
  const selfTime = new Map();
  profile.samples.forEach((id, index) => selfTime.set(id, (selfTime.get(id) ?? 0) + (profile.timeDeltas[index] ?? 0)));
  const script = node => (node.callFrame.url ? new URL(node.callFrame.url).pathname : `(${node.callFrame.functionName})`);
  const label = node => `${node.callFrame.functionName || '(anonymous)'} ${script(node).split('/').pop()}:${node.callFrame.lineNumber}`;
  const byScript = new Map();
  const inclusive = new Map();
  const selfByFunction = new Map();
  for (const [id, time] of selfTime) {
    selfByFunction.set(label(nodes.get(id)), (selfByFunction.get(label(nodes.get(id))) ?? 0) + time);
    byScript.set(script(nodes.get(id)), (byScript.get(script(nodes.get(id))) ?? 0) + time);
    const seen = new Set();
    for (let current = id; current !== undefined; current = parents.get(current)) {
      const key = label(nodes.get(current));
      if (seen.has(key)) continue;
      seen.add(key);
      inclusive.set(key, (inclusive.get(key) ?? 0) + time);
    }
  }
  const top = (map, count) =>
    [...map]
      .filter(([key]) => !/^\(+(idle|root|program)\)+/.test(key))
      .sort((a, b) => b[1] - a[1])
      .slice(0, count)
      .map(([key, time]) => `${(time / 1000).toFixed(0).padStart(6)} ms  ${key}`)
      .join('\n');
  const count = Number(process.env.PROFILE_TOP ?? 40);
  // Long tasks as the profile sees them: runs of samples with no idle sample between them. Their
  // time past 50 ms (at this slowdown) is what Lighthouse's total blocking time adds up.
  const generic =
    /^(\(anonymous\)|\(program\)|\(root\)|performWork|perform|render|beginWork|complete|commit|recursively|flush|workLoop|__webpack|__rspack|update[A-Z]|reconcile|mount[A-Z]|runWithFiber|callback|dispatch|batched|processRoot|scheduleUpdate|schedulePerform)/;
  const tasks = [];
  let task = null;
  let clock = profile.startTime;
  profile.samples.forEach((id, index) => {
    clock += profile.timeDeltas[index] ?? 0;
    const idle = /^\(idle\)$/.test(nodes.get(id).callFrame.functionName);
    if (idle) {
      if (task) tasks.push(task);
      task = null;
      return;
    }
    task ??= { start: clock, end: clock, ids: [] };
    task.end = clock;
    task.ids.push(id);
  });
  if (task) tasks.push(task);
  const longTasks = tasks
    .map(t => ({ ...t, ms: (t.end - t.start) / 1000 }))
    .filter(t => t.ms > 50)
    .map(t => {
      const inTask = new Map();
      for (const id of t.ids) {
        const seen = new Set();
        for (let current = id; current !== undefined; current = parents.get(current)) {
          const key = label(nodes.get(current));
          if (seen.has(key) || generic.test(key)) continue;
          seen.add(key);
          inTask.set(key, (inTask.get(key) ?? 0) + 1);
        }
      }
      const share = [...inTask].sort((a, b) => b[1] - a[1]).slice(0, Number(process.env.PROFILE_TASK_TOP ?? 8));
      return `${t.ms.toFixed(0).padStart(6)} ms at ${((t.start - profile.startTime) / 1000).toFixed(0)} ms: ${share
        .map(([key, n]) => `${key} ${Math.round((100 * n) / t.ids.length)}%`)
        .join(', ')}`;
    });
  const blocking = tasks.reduce((sum, t) => sum + Math.max(0, (t.end - t.start) / 1000 - 50), 0);
  console.log(
    `${path} at ${width} px, 4x CPU slowdown\n\nBy script (self time)\n${top(byScript, 12)}` +
      `\n\nLong tasks (${longTasks.length}; time past 50 ms: ${blocking.toFixed(0)} ms)\n${longTasks.join('\n')}` +
      `\n\nBy function (self time)\n${top(selfByFunction, count)}\n\nBy function (inclusive)\n${top(inclusive, count)}`,
  );
} finally {
  await browser.close();
  server.stop();
}
