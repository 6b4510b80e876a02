import { describe, expect, it } from 'vitest';
import { allowedValues, compileFacetFilters, parseParamString, readRequest, stringifyParams } from './params';
import type { DocSearchRecord } from './records';

const record = (tag: string, language = 'en') =>
  ({ language, docusaurus_tag: tag, type: 'content', hierarchy: { lvl0: 'Docs' } }) as unknown as DocSearchRecord;

describe('readRequest', () => {
  it("reads DocSearch's flat request", () => {
    const params = readRequest({
      indexName: 'idx',
      query: 'rule',
      attributesToSnippet: ['content:10'],
      hitsPerPage: 20,
      facetFilters: ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-7']],
      highlightPreTag: '<mark>',
      highlightPostTag: '</mark>',
      clickAnalytics: true,
    });
    expect(params).toMatchObject({ query: 'rule', hitsPerPage: 20, page: 0, highlightPreTag: '<mark>', clickAnalytics: true, attributesToSnippet: ['content:10'] });
  });

  it("reads the helper's object params and the v4 string params, with index defaults", () => {
    const helper = readRequest({ indexName: 'idx', params: { query: 'x', hitsPerPage: 15, page: 2, facets: ['language', 'docusaurus_tag'] } });
    expect(helper).toMatchObject({ query: 'x', hitsPerPage: 15, page: 2, facets: ['language', 'docusaurus_tag'], attributesToSnippet: ['content:10'] });
    expect(helper.highlightPreTag).toContain('algolia-docsearch-suggestion--highlight');
    const v4 = readRequest({ indexName: 'idx', params: 'query=a%20b&hitsPerPage=5&facetFilters=%5B%22language%3Aen%22%5D' });
    expect(v4).toMatchObject({ query: 'a b', hitsPerPage: 5, facetFilters: ['language:en'] });
  });

  it('round-trips the params string', () => {
    const raw = { query: 'a&b', hitsPerPage: 20, facetFilters: [['x:1']] };
    expect(parseParamString(stringifyParams(raw))).toEqual(raw);
  });
});

describe('facet filters', () => {
  it('ANDs the outer list and ORs inner lists, with negation', () => {
    const test = compileFacetFilters(['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-7']]);
    expect(test(record('default'))).toBe(true);
    expect(test(record('docs-default-7'))).toBe(true);
    expect(test(record('docs-default-6'))).toBe(false);
    expect(test(record('default', 'fr'))).toBe(false);
    expect(compileFacetFilters('-docusaurus_tag:default')(record('default'))).toBe(false);
    expect(compileFacetFilters(undefined)(record('anything'))).toBe(true);
  });

  it('tells which shards a request can need', () => {
    const filters = ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-6']];
    expect(allowedValues(filters, 'docusaurus_tag')).toEqual(new Set(['default', 'docs-default-6']));
    expect(allowedValues(filters, 'language')).toEqual(new Set(['en']));
    expect(allowedValues(['type:content'], 'docusaurus_tag')).toBeUndefined();
    expect(allowedValues([['docusaurus_tag:a', 'language:en']], 'docusaurus_tag')).toBeUndefined();
  });
});
