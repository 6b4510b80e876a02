// `npm run bench`: runs every benchmark in turn; each writes its own section of bench/RESULTS.md.
import { execFileSync } from 'node:child_process';

// foundation.mjs ends with a clean Faster build in build/, which the later benchmarks read.
const benchmarks = ['bench/foundation.mjs', 'bench/hydration.mjs', 'bench/api.mjs', 'bench/demo.mjs', 'bench/sandbox.mjs', 'bench/search.mjs', 'bench/quality.mjs'];

for (const script of benchmarks) {
  console.log(`\n▶ ${script}`);
  execFileSync('node', [script], { stdio: 'inherit' });
}
