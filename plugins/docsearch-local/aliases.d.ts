// The Algolia theme's SearchBar, aliased by the plugin (index.ts, ALGOLIA_SEARCH_BAR).
declare module '@docsearch-local/algolia-search-bar' {
  import type { ComponentType } from 'react';
  const SearchBar: ComponentType<Record<string, unknown>>;
  export default SearchBar;
}
