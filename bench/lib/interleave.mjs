// Runs one measurement of one path on several builds, interleaved (build A, build B, ..., then
// again), so that a shared machine's swings fall on every build alike. For the diagnostics that
// compare a change with the build before it (bench/compare-builds.mjs, bench/main-thread.mjs,
// bench/first-press.mjs).
import { launchBrowser } from './page-weight.mjs';
import { serveBuildCompressed } from './serve.mjs';

/**
 * Reads `<path> <runs> <build dir>...` from the command line (exits with `usage` when it is not
 * that), serves each build with gzip from `basePort` on, and calls `measure(url)` for each build in
 * turn, `runs` times. Returns each build's directory with its results, in run order.
 */
export async function measureInterleaved({ usage, basePort, measure }) {
  const [path, runs, ...dirs] = process.argv.slice(2);
  if (!path || !Number(runs) || dirs.length === 0) {
    console.error(`Usage: ${usage}`);
    process.exit(1);
  }
  const servers = await Promise.all(dirs.map((dir, index) => serveBuildCompressed({ dir, port: basePort + index })));
  const results = dirs.map(() => []);
  try {
    for (let run = 0; run < Number(runs); run++) {
      for (const [index, server] of servers.entries()) results[index].push(await measure(`${server.url}${path}`));
    }
  } finally {
    for (const server of servers) server.stop();
  }
  return dirs.map((dir, index) => ({ dir, results: results[index] }));
}

/**
 * `measureInterleaved` for measurements made in Chromium: one browser for every run, handed to
 * `measure(url, browser)`, and closed when they are done.
 */
export async function measureInterleavedInChromium({ usage, basePort, measure }) {
  const browser = await launchBrowser();
  try {
    return await measureInterleaved({ usage, basePort, measure: url => measure(url, browser) });
  } finally {
    await browser.close();
  }
}
