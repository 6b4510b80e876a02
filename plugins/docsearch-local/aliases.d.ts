// The Algolia theme's SearchBar, aliased by the plugin (index.ts, ALGOLIA_SEARCH_BAR).
declare module '@docsearch-local/algolia-search-bar' {
  import type { ComponentType } from 'react';
  const SearchBar: ComponentType<Record<string, unknown>>;
  export default SearchBar;
}

// The /search page for the plugin's mode, aliased by the plugin (index.ts, SEARCH_PAGE_REQUEST).
declare module '@docsearch-local/search-page' {
  import type { ComponentType } from 'react';
  const SearchPage: ComponentType<Record<string, unknown>>;
  export default SearchPage;
}
