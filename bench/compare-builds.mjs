// Lighthouse (mobile preset) on one path of several builds, runs interleaved so that the machine's
// swings fall on every build alike; per build, the median performance and TBT, and every run's
// performance / accessibility / TBT / CLS. Diagnostic, not part of `npm run bench`: it compares a
// change with the build before it when single runs move too much to tell them apart.
// Usage: node bench/compare-builds.mjs <path> <runs> <build dir> <build dir>...   (LH_PORT=<first port>, default 3420)
import { runLighthouse } from './lib/lighthouse.mjs';
import { serveBuildCompressed } from './lib/serve.mjs';

const [path, runs, ...dirs] = process.argv.slice(2);
if (!path || !Number(runs) || dirs.length === 0) {
  console.error('Usage: node bench/compare-builds.mjs <path> <runs> <build dir> <build dir>...');
  process.exit(1);
}
const basePort = Number(process.env.LH_PORT ?? 3420);
const servers = await Promise.all(dirs.map((dir, index) => serveBuildCompressed({ dir, port: basePort + index })));
const results = dirs.map(() => []);
try {
  for (let run = 0; run < Number(runs); run++) {
    for (const [index, server] of servers.entries()) {
      const lhr = await runLighthouse(`${server.url}${path}`);
      results[index].push({
        performance: Math.round(lhr.categories.performance.score * 100),
        accessibility: Math.round(lhr.categories.accessibility.score * 100),
        tbt: Math.round(lhr.audits['total-blocking-time'].numericValue),
        cls: lhr.audits['cumulative-layout-shift'].numericValue.toFixed(3),
      });
    }
  }
} finally {
  for (const server of servers) server.stop();
}
const median = values => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
for (const [index, dir] of dirs.entries()) {
  const rows = results[index];
  console.log(
    `${dir}: performance ${median(rows.map(row => row.performance))}, TBT ${median(rows.map(row => row.tbt))} ms (median); ` +
      `runs (performance / accessibility / TBT / CLS): ${rows.map(row => `${row.performance} / ${row.accessibility} / ${row.tbt} / ${row.cls}`).join(', ')}`
  );
}
