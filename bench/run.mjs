// `npm run bench`: runs every benchmark in turn; each writes its own section of bench/RESULTS.md.
import { execFileSync } from 'node:child_process';

const benchmarks = ['bench/foundation.mjs'];

for (const script of benchmarks) {
  console.log(`\n▶ ${script}`);
  execFileSync('node', [script], { stdio: 'inherit' });
}
