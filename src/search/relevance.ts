/**
 * The relevance suite: queries a reader would type, each with the page it should find in the
 * first five hits. Used by tests/e2e/search-relevance.spec.ts (against the built index) and by
 * bench/search.mjs (query latency).
 */
import type { LocalSearchClient, SearchResult } from './client';
import type { SearchRequest } from './params';

/** The docusaurus_tag values a search from a current (/docs) page is filtered by. */
export const DOCS_SCOPE = ['default', 'docs-default-7', 'docs-api-current'];

export interface RelevanceCase {
  query: string;
  /** Path (or pattern) of the page expected among the first five hits. */
  expect: string | RegExp;
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

/** The request the DocSearch modal sends for a query typed on a page with these tags in scope. */
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
  /** Paths of the first five hits. */
  top: string[];
}

const pathOf = (url: string) => new URL(url).pathname;

/** Runs every case through the client and reports which found their page in the first five hits. */
export async function runRelevanceSuite(client: Pick<LocalSearchClient, 'search'>, suite = RELEVANCE_SUITE): Promise<RelevanceOutcome[]> {
  const outcomes: RelevanceOutcome[] = [];
  for (const testCase of suite) {
    const { results } = await client.search([docSearchRequest(testCase.query, testCase.scope)]);
    const top = (results[0] as SearchResult).hits.slice(0, 5).map(hit => pathOf(hit.url as string));
    const matches = (path: string) => (typeof testCase.expect === 'string' ? path === testCase.expect : testCase.expect.test(path));
    outcomes.push({ ...testCase, top, passed: top.some(matches) });
  }
  return outcomes;
}
