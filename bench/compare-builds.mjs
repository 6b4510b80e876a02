// Lighthouse (mobile preset) on one path of several builds, runs interleaved so that the machine's
// swings fall on every build alike; per build, the median performance and TBT, and every run's
// performance / accessibility / TBT / CLS. Diagnostic, not part of `npm run bench`: it compares a
// change with the build before it when single runs move too much to tell them apart.
// Usage: node bench/compare-builds.mjs <path> <runs> <build dir> <build dir>...   (LH_PORT=<first port>, default 3420)
import { runLighthouse } from './lib/lighthouse.mjs';
import { measureInterleaved } from './lib/interleave.mjs';
import { median } from './lib/stats.mjs';

const builds = await measureInterleaved({
  usage: 'node bench/compare-builds.mjs <path> <runs> <build dir> <build dir>...',
  basePort: Number(process.env.LH_PORT ?? 3420),
  measure: async url => {
    const lhr = await runLighthouse(url);
    return {
      performance: Math.round(lhr.categories.performance.score * 100),
      accessibility: Math.round(lhr.categories.accessibility.score * 100),
      tbt: Math.round(lhr.audits['total-blocking-time'].numericValue),
      cls: lhr.audits['cumulative-layout-shift'].numericValue.toFixed(3),
    };
  },
});
for (const { dir, results: rows } of builds) {
  console.log(
    `${dir}: performance ${median(rows.map(row => row.performance))}, TBT ${Math.round(median(rows.map(row => row.tbt)))} ms (median); ` +
      `runs (performance / accessibility / TBT / CLS): ${rows.map(row => `${row.performance} / ${row.accessibility} / ${row.tbt} / ${row.cls}`).join(', ')}`
  );
}
