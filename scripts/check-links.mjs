// Crawls the production build in build/ and fails on any broken internal link or #anchor.
// Docusaurus checks links between routes at build time; this also sees links rendered by
// components, the sitemap's neighbours, and anchors, as a visitor's browser would follow them.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { LinkChecker } from 'linkinator';

const buildDir = 'build';
if (!existsSync(`${buildDir}/index.html`)) {
  console.error('scripts/check-links.mjs needs a production build: run `npx docusaurus build` first.');
  process.exit(1);
}

// Served by `docusaurus serve`, as the e2e suite and a static host serve it (`/demo` is
// build/demo.html even though build/demo/ exists).
const port = Number(process.env.LINKS_PORT ?? 3290);
const origin = `http://localhost:${port}`;
const server = spawn('npx', ['docusaurus', 'serve', '--port', String(port), '--no-open'], {
  stdio: 'ignore',
  detached: true,
});
const stopServer = () => {
  try {
    process.kill(-server.pid);
  } catch {
    // already gone
  }
};
process.on('exit', stopServer);
for (let attempt = 0; ; attempt++) {
  try {
    if ((await fetch(`${origin}/`)).ok) break;
  } catch {
    // not listening yet
  }
  if (attempt > 120) {
    console.error(`docusaurus serve did not answer on ${origin} within 60 s.`);
    process.exit(1);
  }
  await new Promise(resolve => setTimeout(resolve, 500));
}

const checker = new LinkChecker();
const started = Date.now();
let pages = 0;
checker.on('pagestart', () => {
  pages += 1;
});

const result = await checker.check({
  path: `${origin}/`,
  recurse: true,
  checkFragments: true,
  concurrency: 8,
  retryErrors: true,
  retryErrorsCount: 2,
  // Internal links only: anything on another host is out of scope (and out of reach offline).
  linksToSkip: async link => !link.startsWith(`${origin}/`),
});

const broken = result.links.filter(link => link.state === 'BROKEN');
const seconds = ((Date.now() - started) / 1000).toFixed(1);
if (broken.length > 0) {
  const byTarget = new Map();
  for (const link of broken) {
    const key = `${link.url} (${link.status ?? 'no response'}${link.failureDetails?.[0]?.message ? `: ${link.failureDetails[0].message}` : ''})`;
    byTarget.set(key, [...(byTarget.get(key) ?? []), link.parent]);
  }
  for (const [target, parents] of byTarget) {
    console.error(`broken: ${target}\n  linked from ${parents.slice(0, 5).join(', ')}${parents.length > 5 ? ` and ${parents.length - 5} more` : ''}`);
  }
  console.error(`\n${broken.length} broken internal links or anchors across ${pages} pages (${seconds} s).`);
  process.exit(1); // stops the server too (the 'exit' handler)
}
console.log(`Links: ${result.links.length} internal links and anchors checked across ${pages} pages, none broken (${seconds} s).`);
process.exit(0); // the server child would keep Node running
