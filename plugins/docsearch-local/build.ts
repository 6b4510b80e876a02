/**
 * Crawls a built site into DocSearch records and writes them as shard files, one per facet
 * combination (language + docusaurus_tag), plus a manifest the browser client reads first.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { encodeShard, type DocSearchRecord, type ShardManifest } from './lib/records';
import { crawlPage, type CrawlOptions, type CrawlResult } from './crawl';

/** Folder (inside the build output) holding the manifest and shards. */
export const INDEX_DIR = 'search-index';
export const MANIFEST_FILE = 'manifest.json';

/** The HTML file Docusaurus wrote for a route path, whichever trailing-slash setting produced it. */
export function htmlFileForRoute(outDir: string, routePath: string): string | null {
  const trimmed = routePath.replace(/^\/+/, '').replace(/\/+$/, '');
  const candidates = trimmed === '' ? ['index.html'] : [`${trimmed}.html`, join(trimmed, 'index.html')];
  if (/\.html?$/.test(trimmed)) candidates.unshift(trimmed);
  for (const candidate of candidates) {
    const file = join(outDir, candidate);
    if (statSync(file, { throwIfNoEntry: false })?.isFile()) return file;
  }
  return null;
}

export interface CrawlSiteOptions extends Omit<CrawlOptions, 'url'> {
  outDir: string;
  /** Every route of the site (Docusaurus' `routesPaths`). */
  routesPaths: string[];
  /** Site origin, e.g. https://example.org (siteConfig.url). */
  siteUrl: string;
}

export interface CrawlSiteResult {
  records: DocSearchRecord[];
  pages: number;
  skipped: { url: string; reason: string }[];
}

/** Crawls every route's HTML. Records come out grouped by page in route order. */
export function crawlSite({ outDir, routesPaths, siteUrl, ...options }: CrawlSiteOptions): CrawlSiteResult {
  const records: DocSearchRecord[] = [];
  const skipped: CrawlSiteResult['skipped'] = [];
  const seen = new Set<string>();
  let pages = 0;
  for (const route of [...new Set(routesPaths)].sort()) {
    const url = new URL(route, siteUrl).href;
    if (route === '/404.html' || route.endsWith('/404.html')) {
      skipped.push({ url, reason: 'not-found' });
      continue;
    }
    const file = htmlFileForRoute(outDir, route);
    if (!file) {
      skipped.push({ url, reason: 'no-html' });
      continue;
    }
    const result: CrawlResult = crawlPage(readFileSync(file, 'utf8'), { ...options, url });
    if ('skipped' in result) {
      skipped.push({ url, reason: result.skipped });
      continue;
    }
    // `/api` and `/api/` can both be routes of the same page; index it once.
    if (seen.has(result.url)) continue;
    seen.add(result.url);
    pages += 1;
    records.push(...result.records);
  }
  return { records, pages, skipped };
}

export interface WrittenIndex {
  manifest: ShardManifest;
  dir: string;
}

/** Writes `<outDir>/search-index/manifest.json` and one content-hashed shard file per facet combination. */
export function writeShards(outDir: string, records: DocSearchRecord[]): WrittenIndex {
  const dir = join(outDir, INDEX_DIR);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const groups = new Map<string, DocSearchRecord[]>();
  for (const record of records) {
    const key = `${record.language}\u0000${record.docusaurus_tag}`;
    const group = groups.get(key) ?? [];
    group.push(record);
    groups.set(key, group);
  }
  const manifest: ShardManifest = { format: 1, shards: [] };
  for (const group of groups.values()) {
    const shard = encodeShard(group);
    const json = JSON.stringify(shard);
    const digest = createHash('sha256').update(json).digest('hex').slice(0, 10);
    const file = `${shard.language}.${shard.tag.replace(/[^\w.-]/g, '_')}.${digest}.json`;
    writeFileSync(join(dir, file), json);
    manifest.shards.push({ language: shard.language, tag: shard.tag, file, records: group.length, bytes: Buffer.byteLength(json) });
  }
  manifest.shards.sort((a, b) => a.tag.localeCompare(b.tag));
  writeFileSync(join(dir, MANIFEST_FILE), JSON.stringify(manifest, null, 1));
  return { manifest, dir };
}
