import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { decodeShard, type Shard, type ShardManifest } from './lib/records';
import { crawlSite, htmlFileForRoute, writeShards } from './build';
import { discoverRoutes } from './export';
import { rmSync } from 'node:fs';

const SITE = 'https://example.org';
const page = (tag: string, title: string, body = '<p>Text.</p>') =>
  `<html><head><title>${title} | Site</title><meta name=docsearch:docusaurus_tag content=${tag}><meta name=docsearch:language content=en></head>` +
  `<body><div id=__docusaurus_skipToContent_fallback><main><article><h1>${title}</h1>${body}</article></main></div></body></html>`;

const outDir = mkdtempSync(join(tmpdir(), 'search-index-'));
const files: Record<string, string> = {
  'index.html': page('default', 'Home'),
  'docs/intro.html': page('docs-default-7', 'Getting started', '<p>Install it.</p><h2 id=usage>Usage</h2><p>Render it.</p>'),
  'docs/6/intro.html': page('docs-default-6', 'Getting started v6'),
  'api.html': page('docs-api-current', 'API reference'),
  'docs/intro.htm/index.html': '<html><head><meta http-equiv="refresh" content="0; url=/docs/intro"></head></html>',
  '404.html': page('default', 'Page Not Found'),
};
for (const [file, html] of Object.entries(files)) {
  mkdirSync(dirname(join(outDir, file)), { recursive: true });
  writeFileSync(join(outDir, file), html);
}
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

describe('htmlFileForRoute', () => {
  it('finds the file Docusaurus wrote for a route with or without trailing slash', () => {
    expect(htmlFileForRoute(outDir, '/')).toBe(join(outDir, 'index.html'));
    expect(htmlFileForRoute(outDir, '/docs/intro')).toBe(join(outDir, 'docs/intro.html'));
    expect(htmlFileForRoute(outDir, '/api/')).toBe(join(outDir, 'api.html'));
    expect(htmlFileForRoute(outDir, '/missing')).toBeNull();
  });
});

describe('crawlSite and writeShards', () => {
  const routes = ['/', '/docs/intro', '/docs/6/intro', '/api/', '/404.html', '/missing'];
  const crawl = crawlSite({ outDir, routesPaths: routes, siteUrl: SITE });

  it('crawls every route once and skips the 404 and routes without HTML', () => {
    expect(crawl.pages).toBe(4);
    expect(crawl.skipped.map(s => s.reason).sort()).toEqual(['no-html', 'not-found']);
  });

  it('writes one shard per tag and a manifest, and the shards decode to the crawled records', () => {
    const { manifest, dir } = writeShards(outDir, crawl.records);
    expect(manifest.shards.map(s => s.tag)).toEqual(['default', 'docs-api-current', 'docs-default-6', 'docs-default-7']);
    const onDisk = JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8')) as ShardManifest;
    expect(onDisk).toEqual(manifest);
    expect(readdirSync(dir)).toHaveLength(5);
    const decoded = manifest.shards.flatMap(entry => decodeShard(JSON.parse(readFileSync(join(dir, entry.file), 'utf8')) as Shard));
    const byId = (a: { objectID: string }, b: { objectID: string }) => a.objectID.localeCompare(b.objectID);
    expect(decoded.sort(byId)).toEqual([...crawl.records].sort(byId));
    const current = manifest.shards.find(s => s.tag === 'docs-default-7')!;
    expect(current).toMatchObject({ language: 'en', records: 4 });
    expect(current.file).toMatch(/^en\.docs-default-7\.[0-9a-f]{10}\.json$/);
  });
});

describe('discoverRoutes', () => {
  it('lists the routes of the HTML files of a build', () => {
    expect(discoverRoutes(outDir).sort()).toEqual(['/', '/404', '/api', '/docs/6/intro', '/docs/intro', '/docs/intro.htm/']);
  });
});
