// One Lighthouse run (mobile preset) on a page of a build, and its trace read task by task: every
// main-thread task over 12 ms as Lighthouse observed it (its simulation multiplies them by 4), what
// ran in it (script evaluation, the function called, style and layout), and, from V8's CPU samples,
// the functions that filled it (inclusive share). Build with `--no-minify` for readable names.
// Diagnostic, not part of `npm run bench`. It found, on /demo/material, that the route's static
// imports were evaluated in one long task, and where the hydration task's time goes.
// Usage: node bench/lighthouse-trace.mjs <build dir> <path>   (TRACE_TOP=<n> names more functions,
//        TRACE_ALL=1 lists every trace event over 2 ms in a task, not only the main kinds,
//        TRACE_COMPONENTS=1 names only components, LH_PORT=<port> serves elsewhere than 3318)
import { runLighthouseWithTrace } from './lib/lighthouse.mjs';
import { serveBuildCompressed } from './lib/serve.mjs';

const [dir, path] = process.argv.slice(2);
if (!dir || !path) {
  console.error('Usage: node bench/lighthouse-trace.mjs <build dir> <path>');
  process.exit(1);
}
const top = Number(process.env.TRACE_TOP ?? 25);
const server = await serveBuildCompressed({ dir, port: Number(process.env.LH_PORT ?? 3318) });
try {
  const { lhr, artifacts } = await runLighthouseWithTrace(`${server.url}${path}`);
  const audit = id => Math.round(lhr.audits[id].numericValue);
  console.log(`${path}: performance ${Math.round(lhr.categories.performance.score * 100)}, TBT ${audit('total-blocking-time')} ms, LCP ${audit('largest-contentful-paint')} ms`);
  const events = artifacts.Trace.traceEvents;
  const navigation = events.find(e => e.name === 'navigationStart' && e.args?.data?.isLoadingMainFrame);
  const main = e => e.pid === navigation.pid && e.tid === navigation.tid;
  const ms = value => (value / 1000).toFixed(1);
  const slices = events.filter(e => main(e) && e.ph === 'X');
  const tasks = slices.filter(e => e.name === 'RunTask' && e.dur > 12_000);

  // V8's samples for the main thread, with their times on the trace's clock.
  const profile = events.find(e => e.name === 'Profile' && e.pid === navigation.pid && e.tid === navigation.tid);
  const nodes = new Map();
  const samples = [];
  if (profile) {
    let clock = profile.args.data.startTime;
    for (const chunk of events.filter(e => e.name === 'ProfileChunk' && e.id === profile.id && e.pid === profile.pid)) {
      const { cpuProfile = {}, timeDeltas = [] } = chunk.args.data;
      for (const node of cpuProfile.nodes ?? []) nodes.set(node.id, node);
      (cpuProfile.samples ?? []).forEach((id, i) => {
        clock += timeDeltas[i] ?? 0;
        samples.push({ id, time: clock });
      });
    }
  }
  const functionsIn = task => {
    const counts = new Map();
    const inTask = samples.filter(s => s.time >= task.ts && s.time <= task.ts + task.dur);
    for (const { id } of inTask) {
      const seen = new Set();
      for (let node = nodes.get(id); node; node = nodes.get(node.parent)) {
        const name = node.callFrame.functionName;
        if (!name || seen.has(name) || /^\((root|program|idle)\)$/.test(name)) continue;
        if (process.env.TRACE_COMPONENTS && !/^[A-Z]/.test(name)) continue;
        seen.add(name);
        counts.set(name, (counts.get(name) ?? 0) + 1);
      }
    }
    return [...counts]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([name, count]) => `${name} ${Math.round((100 * count) / inTask.length)}%`)
      .join(', ');
  };
  const kinds = /^(FunctionCall|EvaluateScript|TimerFire|RunMicrotasks|ParseHTML|UpdateLayoutTree|Layout|Paint|EventDispatch|MajorGC|MinorGC)$/;
  for (const task of tasks) {
    console.log(`\ntask at ${ms(task.ts - navigation.ts)} ms: ${ms(task.dur)} ms (simulated ${ms(task.dur * 4)} ms)`);
    for (const slice of slices.filter(e => e.ts >= task.ts && e.ts < task.ts + task.dur && e !== task && e.dur > 2_000 && (process.env.TRACE_ALL || kinds.test(e.name)))) {
      const data = slice.args?.data ?? {};
      console.log(`  ${slice.name} ${ms(slice.dur)} ms ${data.functionName ?? ''} ${(data.url ?? '').replace(server.url, '')}`);
    }
    if (samples.length > 0) console.log(`  functions: ${functionsIn(task)}`);
  }
} finally {
  server.stop();
}
