import type { ReactNode } from 'react';
import SearchPage from '@docsearch-local/search-page';

/**
 * The /search page: the module the plugin aliases `@docsearch-local/search-page` to for its `mode`
 * option (index.ts, SEARCH_PAGES). In local mode it is the plugin's own page
 * (components/LocalSearchPage), answered by the site's index, with title, form and results in one
 * main landmark. In hosted mode it is the theme's page, answered by Algolia, with the plugin's
 * additions (components/HostedSearchPage). The choice is made at build time, so a local build
 * ships none of the theme's page (nor algoliasearch-helper, which drives it).
 */
export default function SearchPageWrapper(props: Record<string, unknown>): ReactNode {
  return <SearchPage {...props} />;
}
