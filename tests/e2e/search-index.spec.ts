// What the build wrote for search, read from build/ (no browser): a clean index (issue 16, point 3).
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { test, expect } from '@playwright/test';
import { decodeShard, type Shard, type ShardManifest } from '../../plugins/docsearch-local/lib/records';
import { optionPanelEntries } from '../../src/demo/options';

const buildDir = join(__dirname, '../../build');
const indexDir = join(buildDir, 'search-index');

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap(entry => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'search-index' || entry.name === 'assets' ? [] : htmlFiles(path);
    return entry.name.endsWith('.html') ? [path] : [];
  });
}

function indexRecords() {
  const manifest = JSON.parse(readFileSync(join(indexDir, 'manifest.json'), 'utf8')) as ShardManifest;
  return manifest.shards.flatMap(entry => decodeShard(JSON.parse(readFileSync(join(indexDir, entry.file), 'utf8')) as Shard));
}

// React's useId values (`_R_6eqh_`, `«r1»`, `:r1:`) change between builds and mean nothing to a reader.
const USE_ID = /(?:\bid="|href="[^"]*#)(?:_R_|«r|:r[0-9a-z]+:)/;

test('no built page has a useId value for an anchor or a link target', () => {
  const offenders = htmlFiles(buildDir)
    .filter(file => USE_ID.test(readFileSync(file, 'utf8')))
    .map(file => relative(buildDir, file));
  expect(offenders).toEqual([]);
});

test('the index holds no useId anchors and no moved-page stubs', () => {
  const records = indexRecords();
  expect(records.filter(record => /#(?:_R_|«r|:r)/.test(record.url)).map(record => record.url)).toEqual([]);
  expect(records.filter(record => /\(moved\)/.test(record.hierarchy.lvl1 ?? '')).map(record => record.url)).toEqual([]);
});

test('each demo option text is indexed once, on /demo', () => {
  const records = indexRecords();
  const explanation = optionPanelEntries[0].explanation;
  const pages = records.filter(record => record.content?.includes(explanation)).map(record => new URL(record.url_without_anchor).pathname);
  expect(pages).toEqual(['/demo']);
});
