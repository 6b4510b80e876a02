// `npm test`: typecheck, unit tests, the dependency check, one production build, then the e2e suite against it.
import { spawnSync } from 'node:child_process';

// The e2e build carries a placeholder analytics id so page-view events can be checked
// without a second build; a unit test proves no analytics ships when the variable is unset.
const E2E_GTAG_ID = 'G-E2ETEST000';

const steps = [
  ['Typecheck', 'npx', ['tsc', '-p', 'tsconfig.json']],
  ['Unit tests', 'npx', ['vitest', 'run']],
  // Every imported package declared in package.json, every declared one used (knip.ts).
  ['Declared dependencies', 'npx', ['knip', '--dependencies']],
  ['Docs samples typecheck', 'node', ['scripts/check-doc-samples.mjs']],
  ['Production build', 'npx', ['docusaurus', 'build'], { GTAG_TRACKING_ID: E2E_GTAG_ID }],
  ['Link integrity', 'node', ['scripts/check-links.mjs']],
  ['Chromium', 'node', ['scripts/ensure-chromium.mjs']],
  ['End-to-end tests', 'npx', ['playwright', 'test']],
];

for (const [title, cmd, args, env] of steps) {
  const started = Date.now();
  console.log(`\n▶ ${title}: ${cmd} ${args.join(' ')}`);
  const result = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`\n✖ ${title} failed after ${seconds} s (exit ${result.status ?? result.signal}).`);
    process.exit(result.status ?? 1);
  }
  console.log(`✔ ${title} (${seconds} s)`);
}
