import { describe, expect, it } from 'vitest';
import { createLocalSearchClient, RetryError, type SearchResult, type ShardSource } from './client';
import { docSearchRequest as modalRequest } from './relevance';
import { encodeShard, pageRecordWriter, type DocSearchRecord, type Shard, type ShardManifest } from './records';

const SITE = 'https://example.org';

/** Records of one page: [level, anchor, heading or paragraph text], as the crawler emits them. */
function page(tag: string, path: string, lvl0: string, title: string, items: [number, string | null, string][]): DocSearchRecord[] {
  const writer = pageRecordWriter(`${SITE}${path}`, lvl0, title, 'en', tag);
  for (const [level, id, text] of items) {
    if (level === 0) writer.content(text);
    else writer.heading(level, text, id);
  }
  return writer.records();
}

const shards: Record<string, DocSearchRecord[]> = {
  'docs-default-7': [
    ...page('docs-default-7', '/docs/utils/import', 'Utilities', 'Import', [
      [0, null, 'Parse queries from other formats.'],
      [2, 'sql', 'parseSQL'],
      [0, 'sql', 'parseSQL turns a SQL WHERE clause into a query object.'],
      [2, 'mongodb', 'parseMongoDB'],
      [0, 'mongodb', 'Reads a MongoDB query.'],
    ]),
    ...page('docs-default-7', '/docs/utils/validation', 'Utilities', 'Validation', [
      [0, null, 'Validate rules and groups before you export them.'],
      [2, 'validator', 'The validator prop'],
      [0, 'validator', 'Pass a function that returns a validation result; parseSQL output is validated too.'],
    ]),
    ...page('docs-default-7', '/docs/tips/common-mistakes', 'Tips', 'Common mistakes', [
      [0, null, 'Forgetting to validate the query is the most common mistake. Validation matters. Validation!'],
      [2, 'script', 'Escaping <script> in values'],
      [0, 'script', 'Never put <script>alert(1)</script> in a label.'],
    ]),
  ],
  'docs-default-6': page('docs-default-6', '/docs/6/intro', 'Docs', 'Getting started', [[0, null, 'Install version 6 of the library.']]),
  default: page('default', '/demo', 'Pages', 'Demo', [[0, null, 'Try the builder with every option.']]),
};

function fixtureSource(options: { fail?: () => boolean; loaded?: string[] } = {}): ShardSource {
  const encoded = Object.fromEntries(Object.entries(shards).map(([tag, records]) => [tag, encodeShard(records)]));
  const manifest: ShardManifest = {
    format: 1,
    shards: Object.keys(encoded).map(tag => ({ language: 'en', tag, file: `en.${tag}.json`, records: shards[tag].length, bytes: 0 })),
  };
  return {
    async manifest() {
      if (options.fail?.()) throw new TypeError('Failed to fetch');
      return manifest;
    },
    async shard(entry) {
      if (options.fail?.()) throw new TypeError('Failed to fetch');
      options.loaded?.push(entry.tag);
      return JSON.parse(JSON.stringify(encoded[entry.tag])) as Shard;
    },
  };
}

/** The request DocSearch 3.9 sends for a query typed in the modal on a /docs (v7) page (no API reference in scope). */
const docSearchRequest = (query: string, tags = ['default', 'docs-default-7']) => modalRequest(query, tags);

const urls = (result: SearchResult) => result.hits.map(hit => hit.url);

describe('local search client', () => {
  it('past the pagination limit, counts the limit and says the count is not exhaustive, as Algolia does', async () => {
    const many = (count: number): ShardSource => {
      const records = Array.from({ length: count }, (_, i) => page('docs-default-7', `/docs/widget-${i}`, 'Docs', `Widget ${i}`, [[0, null, 'A widget page.']])).flat();
      return {
        manifest: async () => ({ format: 1, shards: [{ language: 'en', tag: 'docs-default-7', file: 'en.docs-default-7.json', records: records.length, bytes: 0 }] }),
        shard: async () => JSON.parse(JSON.stringify(encodeShard(records))) as Shard,
      };
    };
    const search = async (count: number) =>
      (await createLocalSearchClient({ source: many(count), now: () => 0 }).search({ requests: [docSearchRequest('widget', ['docs-default-7'])] })).results[0];
    expect(await search(1200)).toMatchObject({ nbHits: 1000, exhaustiveNbHits: false, exhaustive: { nbHits: false } });
    expect(await search(30)).toMatchObject({ nbHits: 30, exhaustiveNbHits: true, exhaustive: { nbHits: true } });
  });

  it('answers DocSearch requests in the Algolia response shape', async () => {
    const client = createLocalSearchClient({ source: fixtureSource(), now: () => 0 });
    const { results } = await client.search({ requests: [docSearchRequest('parseSQL')] });
    expect(results).toHaveLength(1);
    const [result] = results;
    expect(result).toMatchObject({ nbHits: 2, page: 0, nbPages: 1, hitsPerPage: 20, query: 'parseSQL', index: 'react-querybuilder', exhaustiveNbHits: true });
    expect(result.processingTimeMS).toBeGreaterThanOrEqual(1);
    expect(result.params).toContain('query=parseSQL');
    expect(result.queryID).toBeUndefined();
    const [hit] = result.hits;
    expect(Object.keys(hit).sort()).toEqual(['_highlightResult', '_snippetResult', 'content', 'hierarchy', 'objectID', 'type', 'url']);
    expect(hit).toMatchObject({
      url: `${SITE}/docs/utils/import#sql`,
      type: 'lvl2',
      content: null,
      hierarchy: { lvl0: 'Utilities', lvl1: 'Import', lvl2: 'parseSQL', lvl3: null, lvl4: null, lvl5: null, lvl6: null },
    });
    expect(hit._highlightResult).toEqual({
      hierarchy: {
        lvl0: { value: 'Utilities', matchLevel: 'none', matchedWords: [] },
        lvl1: { value: 'Import', matchLevel: 'none', matchedWords: [] },
        lvl2: { value: '<mark>parseSQL</mark>', matchLevel: 'full', matchedWords: ['parsesql'], fullyHighlighted: true },
      },
    });
    expect(hit._snippetResult).toEqual({
      hierarchy: {
        lvl1: { value: 'Import', matchLevel: 'none' },
        lvl2: { value: '<mark>parseSQL</mark>', matchLevel: 'full' },
      },
    });
  });

  it('shows the paragraph that answers the query, snippeted', async () => {
    const client = createLocalSearchClient({ source: fixtureSource() });
    const request = { ...docSearchRequest('validation result'), attributesToSnippet: ['content:5'] };
    const { results } = await client.search([request]);
    const hit = results[0].hits.find(h => h.type === 'content')!;
    expect(hit.url).toBe(`${SITE}/docs/utils/validation#validator`);
    expect((hit._snippetResult as { content: { value: string } }).content.value).toBe('…returns a <mark>validation</mark> <mark>result</mark>; parseSQL…');
  });

  it('ranks the page about a thing before pages that mention it', async () => {
    const client = createLocalSearchClient({ source: fixtureSource() });
    const { results } = await client.search([docSearchRequest('validation')]);
    expect(urls(results[0])[0]).toBe(`${SITE}/docs/utils/validation`);
    expect(urls(results[0])).toContain(`${SITE}/docs/tips/common-mistakes`);
  });

  it('matches prefixes of the last word and typos', async () => {
    const client = createLocalSearchClient({ source: fixtureSource() });
    const prefix = await client.search([docSearchRequest('parseMon')]);
    expect(urls(prefix.results[0])[0]).toBe(`${SITE}/docs/utils/import#mongodb`);
    const typo = await client.search([docSearchRequest('valdiation')]);
    expect(urls(typo.results[0])[0]).toBe(`${SITE}/docs/utils/validation`);
  });

  it('scopes results to the facet filters and loads only the shards they need', async () => {
    const loaded: string[] = [];
    const client = createLocalSearchClient({ source: fixtureSource({ loaded }) });
    const v6 = await client.search([docSearchRequest('getting started install', ['default', 'docs-default-6'])]);
    expect(urls(v6.results[0])).toEqual([`${SITE}/docs/6/intro`]);
    expect(loaded.sort()).toEqual(['default', 'docs-default-6']);
    const v7 = await client.search([docSearchRequest('install')]);
    expect(urls(v7.results[0])).toEqual([]);
    expect(loaded.sort()).toEqual(['default', 'docs-default-6', 'docs-default-7']);
  });

  it("answers the /search page's helper requests: pages, facets, default highlight tags", async () => {
    const client = createLocalSearchClient({ source: fixtureSource() });
    const filters = [['language:en'], ['docusaurus_tag:default', 'docusaurus_tag:docs-default-7']];
    const { results } = await client.search([
      { indexName: 'react-querybuilder', params: { query: 'validation', hitsPerPage: 1, page: 1, facets: ['docusaurus_tag', 'language'], facetFilters: filters, advancedSyntax: true } },
      { indexName: 'react-querybuilder', params: { query: 'validation', hitsPerPage: 0, page: 0, facets: 'docusaurus_tag', facetFilters: [['language:en']], attributesToHighlight: [], attributesToSnippet: [], attributesToRetrieve: [] } },
    ]);
    expect(results[0]).toMatchObject({ nbHits: 3, nbPages: 3, page: 1, hitsPerPage: 1, facets: { docusaurus_tag: { 'docs-default-7': 3 }, language: { en: 3 } } });
    expect(results[0].hits).toHaveLength(1);
    const hit = results[0].hits[0] as unknown as { _highlightResult: { hierarchy: { lvl0?: unknown } }; language: string };
    expect(JSON.stringify(hit._highlightResult)).toContain('<span class=\\"algolia-docsearch-suggestion--highlight\\">');
    expect(hit.language).toBe('en');
    expect(results[1]).toMatchObject({ hits: [], nbHits: 3, nbPages: 0, facets: { docusaurus_tag: { 'docs-default-7': 3 } } });
  });

  it("answers the /search page's facet-count requests without loading other versions' shards", async () => {
    const loaded: string[] = [];
    const client = createLocalSearchClient({ source: fixtureSource({ loaded }) });
    const filters = [['language:en'], ['docusaurus_tag:default', 'docusaurus_tag:docs-default-7']];
    await client.search([
      { indexName: 'react-querybuilder', params: { query: 'validation', hitsPerPage: 15, page: 0, facets: ['docusaurus_tag', 'language'], facetFilters: filters } },
      { indexName: 'react-querybuilder', params: { query: 'validation', hitsPerPage: 0, page: 0, facets: 'docusaurus_tag', facetFilters: [['language:en']] } },
    ]);
    expect(loaded.sort()).toEqual(['default', 'docs-default-7']);
  });

  it('returns a queryID when click analytics is on', async () => {
    const client = createLocalSearchClient({ source: fixtureSource() });
    const { results } = await client.search([{ ...docSearchRequest('demo'), clickAnalytics: true }]);
    expect(results[0].queryID).toMatch(/^[0-9a-f]{32}$/);
  });

  it('escapes markup from the docs in every returned value', async () => {
    const client = createLocalSearchClient({ source: fixtureSource() });
    const { results } = await client.search([docSearchRequest('script alert')]);
    const text = JSON.stringify(results[0].hits);
    expect(results[0].hits.length).toBeGreaterThan(0);
    expect(text).not.toMatch(/<script|<\/script/);
    expect(text).toContain('&lt;<mark>script</mark>&gt;');
  });

  it('fails with a RetryError while the index is unreachable, and recovers on the next search', async () => {
    let offline = true;
    const client = createLocalSearchClient({ source: fixtureSource({ fail: () => offline }) });
    await expect(client.search([docSearchRequest('rule')])).rejects.toMatchObject({ name: 'RetryError' });
    await expect(client.search([docSearchRequest('rule')])).rejects.toBeInstanceOf(RetryError);
    offline = false;
    const { results } = await client.search([docSearchRequest('parseSQL')]);
    expect(results[0].nbHits).toBeGreaterThan(0);
  });
});
