// The page counts what the modal's "See all N results" counts: both are the local client's nbHits
// for the same query and filters (pageRequest vs the request DocSearch 3.9 sends).
import { describe, expect, it } from 'vitest';
import { createLocalSearchClient, type ShardSource } from '../../lib/client';
import { assignObjectIds, encodeShard, levelWeight, recordType, type DocSearchRecord, type ShardManifest } from '../../lib/records';
import { pageRequest, PAGE_SIZE, searchFacetFilters } from './request';

/** `count` sections of one page, each mentioning rules, in one docs version. */
function records(tag: string, count: number): DocSearchRecord[] {
  const url = `https://example.org/docs/${tag}/rules`;
  return assignObjectIds(
    Array.from({ length: count }, (_, i) => ({
      url: `${url}#rule-${i}`,
      url_without_anchor: url,
      anchor: `rule-${i}`,
      type: recordType(2),
      content: null,
      hierarchy: { lvl0: 'Docs', lvl1: `Rules ${tag}`, lvl2: `Rule option ${i}`, lvl3: null, lvl4: null, lvl5: null, lvl6: null },
      language: 'en',
      docusaurus_tag: tag,
      weight: { level: levelWeight(2), position: i },
    }))
  );
}

function source(): ShardSource {
  const shards = { 'docs-default-7': records('docs-default-7', 40), 'docs-default-6': records('docs-default-6', 7), default: records('default', 3) };
  const manifest: ShardManifest = {
    format: 1,
    shards: Object.entries(shards).map(([tag, list]) => ({ language: 'en', tag, file: `en.${tag}.json`, records: list.length, bytes: 0 })),
  };
  return {
    manifest: async () => manifest,
    shard: async entry => encodeShard(shards[entry.tag as keyof typeof shards]),
  };
}

const modalRequest = (query: string, tags: string[]) => ({
  query,
  indexName: 'react-querybuilder',
  attributesToSnippet: ['content:10'],
  hitsPerPage: 20,
  facetFilters: ['language:en', tags.map(tag => `docusaurus_tag:${tag}`)],
});

describe('the page’s count', () => {
  it('is the modal’s for the same version, over more hits than one page', async () => {
    const client = createLocalSearchClient({ source: source() });
    for (const version of ['7', '6']) {
      const facetFilters = searchFacetFilters({ contextualSearch: true, locale: 'en', versions: { default: version } });
      const [modal] = (await client.search([modalRequest('rule option', ['default', `docs-default-${version}`])])).results;
      const [page] = (await client.search([pageRequest({ indexName: 'react-querybuilder', query: 'rule option', page: 0, facetFilters })])).results;
      expect(page.nbHits).toBe(modal.nbHits);
      expect(page.nbHits).toBe(version === '7' ? 43 : 10);
      expect(page.hits).toHaveLength(Math.min(PAGE_SIZE, page.nbHits));
    }
  });
});
