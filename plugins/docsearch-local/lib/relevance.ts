/**
 * The relevance suite: queries a reader would type, each with the page it should find in the
 * first five hits. Used by tests/e2e/search-relevance.spec.ts (against the built index) and by
 * bench/search.mjs (query latency).
 */
import type { LocalSearchClient, SearchResult } from './client';
import type { SearchRequest } from './params';

/** The docusaurus_tag values a search from a current (/docs) page is filtered by. */
export const DOCS_SCOPE = ['default', 'docs-default-7', 'docs-api-current'];

export type PageMatcher = string | RegExp;

export interface RelevanceCase {
  query: string;
  /** Path (or pattern) of the page expected among the first five pages; with a list, any of them. */
  expect: PageMatcher | PageMatcher[];
  /** Tags in scope; DOCS_SCOPE unless given. */
  scope?: string[];
}

const api = (kind: string, name: string) => new RegExp(`^/api/react-querybuilder/[^/]+/${kind}/${name}$`);

export const RELEVANCE_SUITE: RelevanceCase[] = [
  { query: 'getting started', expect: '/docs/intro' },
  { query: 'install', expect: '/docs/intro' },
  { query: 'key concepts', expect: '/docs/intro' },
  { query: 'migrate to v7', expect: '/docs/migrate' },
  { query: 'typescript', expect: '/docs/typescript' },
  { query: 'drag and drop', expect: '/docs/dnd' },
  { query: 'compatibility packages', expect: '/docs/compat' },
  { query: 'without a build step', expect: '/docs/buildless' },
  { query: 'value editor', expect: '/docs/components/valueeditor' },
  { query: 'querybuilder props', expect: '/docs/components/querybuilder' },
  { query: 'rule group', expect: '/docs/components/rulegroup' },
  { query: 'action element', expect: '/docs/components/actionelement' },
  { query: 'not toggle', expect: '/docs/components/nottoggle' },
  { query: 'inline combinator', expect: '/docs/components/inlinecombinator' },
  { query: 'shift actions', expect: '/docs/components/shiftactions' },
  { query: 'value selector', expect: '/docs/components/valueselector' },
  { query: 'drag handle', expect: '/docs/components/draghandle' },
  { query: 'class names', expect: '/docs/styling/classnames' },
  { query: 'styling overview', expect: '/docs/styling/overview' },
  { query: 'validation', expect: '/docs/utils/validation' },
  { query: 'hooks', expect: '/docs/utils/hooks' },
  { query: 'custom operators', expect: '/docs/tips/managing-operators' },
  { query: 'custom bind variables', expect: '/docs/tips/custom-bind-variables' },
  { query: 'common mistakes', expect: '/docs/tips/common-mistakes' },
  { query: 'limit nesting', expect: '/docs/tips/limit-groups' },
  { query: 'performance', expect: '/docs/tips/maximizing-performance' },
  { query: 'option lists', expect: '/docs/tips/option-lists' },
  { query: 'showcase', expect: '/docs/tips/showcase' },
  { query: 'external controls', expect: '/docs/tips/external-controls' },
  { query: 'update the query from my own code', expect: '/docs/tips/arbitrary-updates' },
  { query: 'remove properties from query', expect: '/docs/tips/adding-removing-query-properties' },
  { query: 'parseSQL', expect: api('functions', 'parseSQL') },
  { query: 'formatQuery', expect: api('functions', 'formatQuery') },
  { query: 'transformQuery', expect: api('functions', 'transformQuery') },
  { query: 'parse mongodb', expect: api('functions', 'parseMongoDB') },
  { query: 'fromatQuery', expect: api('functions', 'formatQuery') }, // typo
  { query: 'valdiation', expect: '/docs/utils/validation' }, // typo
  { query: 'valueEdit', expect: '/docs/components/valueeditor' }, // prefix, as typed
  { query: 'ant design demo', expect: '/demo/antd' },
  { query: 'discord', expect: '/discord' },
  { query: 'getting started', expect: '/docs/6/intro', scope: ['default', 'docs-default-6', 'docs-api-current'] },
  { query: 'import a query', expect: '/docs/5/intro', scope: ['default', 'docs-default-5', 'docs-api-current'] },
];

/**
 * The request the DocSearch modal sends for a query typed on a page with these tags in scope
 * (tests/e2e/search-hosted.spec.ts checks that the theme sends exactly this one to Algolia).
 */
export function docSearchRequest(query: string, tags: string[] = DOCS_SCOPE, indexName = 'react-querybuilder'): SearchRequest {
  return {
    query,
    indexName,
    attributesToRetrieve: ['hierarchy.lvl0', 'hierarchy.lvl1', 'hierarchy.lvl2', 'hierarchy.lvl3', 'hierarchy.lvl4', 'hierarchy.lvl5', 'hierarchy.lvl6', 'content', 'type', 'url'],
    attributesToSnippet: ['hierarchy.lvl1:10', 'hierarchy.lvl2:10', 'hierarchy.lvl3:10', 'hierarchy.lvl4:10', 'hierarchy.lvl5:10', 'hierarchy.lvl6:10', 'content:10'],
    snippetEllipsisText: '…',
    highlightPreTag: '<mark>',
    highlightPostTag: '</mark>',
    hitsPerPage: 20,
    clickAnalytics: false,
    facetFilters: ['language:en', tags.map(tag => `docusaurus_tag:${tag}`)],
  };
}

export interface RelevanceOutcome extends RelevanceCase {
  passed: boolean;
  /** The first five distinct pages of the hits, in order. */
  top: string[];
  /** 1-based position of the first expected page among all distinct pages of the hits; 0 when absent. */
  rank: number;
  /** Number of hits (nbHits). */
  hits: number;
}

const pathOf = (url: string) => new URL(url).pathname;

/** Whether a page path is one the case expects. */
export function expects(testCase: RelevanceCase, path: string): boolean {
  const list = Array.isArray(testCase.expect) ? testCase.expect : [testCase.expect];
  return list.some(expected => (typeof expected === 'string' ? path === expected : expected.test(path)));
}

/** Distinct page paths of hits, in order (a page's sections count once, as the modal groups them). */
export function distinctPages(urls: string[]): string[] {
  return [...new Set(urls.map(pathOf))];
}

/** Runs every case through the client: passed when an expected page is among the first five distinct pages. */
export async function runRelevanceSuite(client: Pick<LocalSearchClient, 'search'>, suite = RELEVANCE_SUITE): Promise<RelevanceOutcome[]> {
  const outcomes: RelevanceOutcome[] = [];
  for (const testCase of suite) {
    const { results } = await client.search([docSearchRequest(testCase.query, testCase.scope)]);
    const result = results[0] as SearchResult;
    const pages = distinctPages(result.hits.map(hit => hit.url as string));
    const index = pages.findIndex(path => expects(testCase, path));
    outcomes.push({ ...testCase, top: pages.slice(0, 5), rank: index + 1, hits: result.nbHits, passed: index >= 0 && index < 5 });
  }
  return outcomes;
}

/** Pass rate, zero-hit rate and mean reciprocal rank (1/rank of the expected page, 0 when absent). */
export function summarize(outcomes: RelevanceOutcome[]): { cases: number; passRate: number; zeroHitRate: number; mrr: number } {
  const cases = outcomes.length;
  return {
    cases,
    passRate: outcomes.filter(outcome => outcome.passed).length / cases,
    zeroHitRate: outcomes.filter(outcome => outcome.hits === 0).length / cases,
    mrr: outcomes.reduce((sum, outcome) => sum + (outcome.rank > 0 ? 1 / outcome.rank : 0), 0) / cases,
  };
}
