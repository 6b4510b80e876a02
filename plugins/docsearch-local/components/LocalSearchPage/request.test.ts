import { describe, expect, it } from 'vitest';
import { readRequest } from '../../lib/params';
import { MATCH_END, MATCH_START, PAGE_SIZE, pageRequest, searchFacetFilters } from './request';

describe('searchFacetFilters', () => {
  it('filters on the language and on pages outside the docs or in each plugin’s chosen version', () => {
    expect(searchFacetFilters({ contextualSearch: true, locale: 'en', versions: { default: '7', api: 'current' } })).toEqual([
      'language:en',
      ['docusaurus_tag:default', 'docusaurus_tag:docs-default-7', 'docusaurus_tag:docs-api-current'],
    ]);
  });

  it('sets no filters without contextual search', () => {
    expect(searchFacetFilters({ contextualSearch: false, locale: 'en', versions: { default: '7' } })).toBeUndefined();
  });
});

describe('pageRequest', () => {
  it('is read by the client as a page of PAGE_SIZE hits with the page’s own highlight tags', () => {
    const facetFilters = searchFacetFilters({ contextualSearch: true, locale: 'en', versions: { default: '6' } });
    const params = readRequest(pageRequest({ indexName: 'idx', query: 'rule', page: 2, facetFilters }));
    expect(params).toMatchObject({
      query: 'rule',
      page: 2,
      hitsPerPage: PAGE_SIZE,
      facetFilters,
      highlightPreTag: MATCH_START,
      highlightPostTag: MATCH_END,
      attributesToHighlight: ['hierarchy'],
    });
  });
});
