// Serves build/ like `docusaurus serve` (clean URLs, no trailing slash) but with the headers the
// build's `_headers` file gives each path, so the e2e suite can check the site works under them.
// Run: npx jiti scripts/serve-with-headers.ts [port]
import { readFileSync } from 'node:fs';
import http from 'node:http';
import { resolve } from 'node:path';
import serveHandler from 'serve-handler';
import { headersForPath, parseHeadersFile } from '../plugins/security-headers/policy';

const port = Number(process.argv[2] ?? 3211);
const outDir = resolve('build');
const rules = parseHeadersFile(readFileSync(resolve(outDir, '_headers'), 'utf8'));

http
  .createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://localhost').pathname;
    for (const [name, value] of Object.entries(headersForPath(rules, path))) response.setHeader(name, value);
    void serveHandler(request, response, { public: outDir, cleanUrls: true, trailingSlash: false, directoryListing: false });
  })
  .listen(port, () => console.log(`Serving build/ with its _headers at http://localhost:${port}/`));
