// API reference benchmark: clean TypeDoc generation time and page count, production build time
// with the reference in place (generation cached, as `npm start`/`npm run build` see it), and the
// JS an API page loads.
import { execSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { launchBrowser, measurePageWeight, kb } from './lib/page-weight.mjs';
import { serveBuild } from './lib/serve.mjs';
import { machineLine, writeSection } from './lib/results.mjs';

const siteDir = process.cwd();
const require = createRequire(join(siteDir, 'package.json'));
// The generator is TypeScript; jiti (Docusaurus's own loader) runs it as the build does.
const load = require('jiti')(join(siteDir, 'bench', 'api.mjs'), { interopDefault: true });
const { findDocumentedPackages } = load('../plugins/api-reference/packages.ts');
const { generateApiReference } = load('../plugins/api-reference/generate.ts');

// Clean generation into a scratch folder, so api/ (and anyone serving it) is left alone.
const scratch = mkdtempSync(join(tmpdir(), 'api-bench-'));
const { packages, missing } = findDocumentedPackages(siteDir);
const stats = await generateApiReference({
  siteDir,
  apiDir: join(scratch, 'api'),
  stagingDir: join(scratch, 'staging'),
  packages,
  missing,
  cacheKey: 'bench',
});
rmSync(scratch, { recursive: true, force: true });
console.log(`clean generation: ${stats.seconds.toFixed(1)} s, ${stats.pages} pages`);

// The build generates api/ itself if it is stale; run it once first so the timed build is the
// everyday one (reference cached).
execSync('npx docusaurus build', { stdio: 'ignore' });
const started = process.hrtime.bigint();
execSync('npx docusaurus build', { stdio: 'ignore' });
const buildSeconds = Number(process.hrtime.bigint() - started) / 1e9;
console.log(`build with cached reference: ${buildSeconds.toFixed(1)} s`);
const generation = JSON.parse(readFileSync(join(siteDir, 'api', '.generation.json'), 'utf8'));

const pagePath = '/api/react-querybuilder/index/interfaces/RuleType';
const server = await serveBuild({ port: 3312 });
const browser = await launchBrowser();
let weight;
try {
  weight = await measurePageWeight(browser, `${server.url}${pagePath}`, { consoleUtilities: true });
} finally {
  await browser.close();
  server.stop();
}
console.log(`${pagePath}: JS ${kb(weight.js.gzip)} gzip`);

const perPackage = new Map();
for (const set of generation.pageSets) {
  const route = set.outDir.split('/')[0];
  perPackage.set(route, (perPackage.get(route) ?? 0) + set.pages);
}

writeSection(
  'api',
  `## API reference

Command: \`node bench/api.mjs\` (part of \`npm run bench\`). ${machineLine()}.

| Measure | Value |
| --- | --- |
| Clean TypeDoc generation (${stats.pageSets.length} entry points, shared TypeScript program: ${stats.programSeconds.toFixed(1)} s) | ${stats.seconds.toFixed(1)} s |
| Item pages generated / exported items TypeDoc converted | ${stats.pages} / ${stats.exportedSymbols} |
| Production build, reference cached | ${buildSeconds.toFixed(1)} s |
| \`${pagePath}\` JS (gzip, prefetches included) | ${kb(weight.js.gzip)} in ${weight.js.files} files |

Pages per package: ${[...perPackage].map(([route, pages]) => `${route} ${pages}`).join(', ')}.
`
);
