// Serves a built site with `docusaurus serve` on a free port for the duration of a benchmark.
import { spawn } from 'node:child_process';

export async function serveBuild({ siteDir = process.cwd(), dir = 'build', port }) {
  const child = spawn('npx', ['docusaurus', 'serve', '--dir', dir, '--port', String(port), '--no-open'], {
    cwd: siteDir,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const url = `http://localhost:${port}`;
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.ok) break;
    } catch {
      // not up yet
    }
    await new Promise(resolve => setTimeout(resolve, 250));
  }
  return {
    url,
    stop: () => {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // already gone
      }
    },
  };
}

const contentTypes = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'application/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.xml': 'application/xml',
  '.txt': 'text/plain; charset=utf-8',
};
const compressible = new Set(['.html', '.js', '.css', '.json', '.svg', '.xml', '.txt']);

/**
 * Serves a built site the way a static host does: clean URLs (`/docs/intro` -> docs/intro.html),
 * the site's 404.html for unknown paths, and gzip for text when the browser accepts it. `docusaurus
 * serve` sends everything uncompressed, which no production host does; Lighthouse's simulated slow
 * network then measures transfer sizes several times the real ones. Used for both our build and the
 * bare Docusaurus site, so the comparison is like for like.
 */
export async function serveBuildCompressed({ dir, port }) {
  const { createServer } = await import('node:http');
  const { existsSync, readFileSync, statSync } = await import('node:fs');
  const { extname, join, normalize } = await import('node:path');
  const { gzipSync } = await import('node:zlib');
  const root = normalize(dir);
  const gzipped = new Map();
  const resolveFile = pathname => {
    const clean = normalize(decodeURIComponent(pathname)).replace(/^(\.\.[/\\])+/, '');
    for (const candidate of [clean, `${clean}.html`, join(clean, 'index.html')]) {
      const file = join(root, candidate);
      if (file.startsWith(root) && existsSync(file) && statSync(file).isFile()) return file;
    }
    return null;
  };
  const server = createServer((request, response) => {
    let pathname;
    try {
      pathname = new URL(request.url ?? '/', 'http://localhost').pathname;
    } catch {
      pathname = '/';
    }
    let file = null;
    try {
      file = resolveFile(pathname);
    } catch {
      // malformed escape: treat as not found
    }
    const status = file ? 200 : 404;
    file ??= join(root, '404.html');
    const extension = extname(file);
    let body = readFileSync(file);
    response.setHeader('Content-Type', contentTypes[extension] ?? 'application/octet-stream');
    if (compressible.has(extension) && /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))) {
      // Compressed once per file, as a host's cache would hold it: main.js takes tens of ms to gzip.
      if (!gzipped.has(file)) gzipped.set(file, gzipSync(body, { level: 6 }));
      body = gzipped.get(file);
      response.setHeader('Content-Encoding', 'gzip');
      response.setHeader('Vary', 'Accept-Encoding');
    }
    response.setHeader('Content-Length', body.length);
    response.writeHead(status);
    response.end(request.method === 'HEAD' ? undefined : body);
  });
  await new Promise(resolve => server.listen(port, '127.0.0.1', resolve));
  return { url: `http://localhost:${port}`, stop: () => server.close() };
}
