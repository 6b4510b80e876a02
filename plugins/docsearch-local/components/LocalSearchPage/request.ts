/**
 * The requests the local /search page sends to the site's search client (client/index.ts), in the
 * shape the DocSearch modal and the theme's page send: the same client and engine answer them, so
 * the page counts the same hits as the modal's "See all N results" for the same filters.
 */
import type { FacetFilters, SearchRequest } from '../../lib/params';

/** Results per request; the next page loads when the reader scrolls to the end. */
export const PAGE_SIZE = 15;

/**
 * Highlight tags the page asks for: private-use characters, which no page text contains, so the
 * highlighted values can be split into text and matches without reading them as HTML.
 */
export const MATCH_START = '\uE000';
export const MATCH_END = '\uE001';

/** Words of a result's text around its first match. */
export const SNIPPET_WORDS = 24;

/** The docs version searched, by docs plugin id (every docs plugin, versioned or not). */
export type SearchVersions = Record<string, string>;

/**
 * The filters of a contextual search, as the modal builds them on a docs page: the site's
 * language, and pages outside the docs (`default`) or in the chosen version of each docs plugin.
 * Without contextual search, no filters (every page of every version).
 */
export function searchFacetFilters(options: { contextualSearch: boolean; locale: string; versions: SearchVersions }): FacetFilters | undefined {
  if (!options.contextualSearch) return undefined;
  const tags = Object.entries(options.versions).map(([pluginId, version]) => `docusaurus_tag:docs-${pluginId}-${version}`);
  return [`language:${options.locale}`, ['docusaurus_tag:default', ...tags]];
}

export function pageRequest(options: { indexName: string; query: string; page: number; facetFilters: FacetFilters | undefined }): SearchRequest {
  return {
    indexName: options.indexName,
    params: {
      query: options.query,
      page: options.page,
      hitsPerPage: PAGE_SIZE,
      ...(options.facetFilters ? { facetFilters: options.facetFilters } : {}),
      attributesToRetrieve: ['url'],
      attributesToHighlight: ['hierarchy'],
      attributesToSnippet: [`content:${SNIPPET_WORDS}`],
      highlightPreTag: MATCH_START,
      highlightPostTag: MATCH_END,
      snippetEllipsisText: '…',
    },
  };
}
