// Keeps bench/RESULTS.md: one section per benchmark, rewritten when that benchmark runs again.
import { readFileSync, writeFileSync, existsSync } from 'node:fs';
import { execSync } from 'node:child_process';
import os from 'node:os';

const resultsPath = new URL('../RESULTS.md', import.meta.url);

export function machineLine() {
  const commit = (() => {
    try {
      return execSync('git rev-parse --short HEAD', { encoding: 'utf8' }).trim();
    } catch {
      return 'unknown';
    }
  })();
  const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
  return `${new Date().toISOString().slice(0, 10)}, commit ${commit}, ${os.cpus().length} × ${cpu}, ${Math.round(
    os.totalmem() / 2 ** 30
  )} GiB, Node ${process.version}`;
}

export function writeSection(id, markdown) {
  const header = '# Benchmark results\n\nProduced by `npm run bench` (see `bench/run.mjs`). Each section names the command that produced it.\n';
  let text = existsSync(resultsPath) ? readFileSync(resultsPath, 'utf8') : header;
  const start = `<!-- bench:${id} -->`;
  const end = `<!-- /bench:${id} -->`;
  const block = `${start}\n${markdown.trim()}\n${end}`;
  const pattern = new RegExp(`${start}[\\s\\S]*?${end}`);
  text = pattern.test(text) ? text.replace(pattern, block) : `${text.trimEnd()}\n\n${block}\n`;
  writeFileSync(resultsPath, text);
}
