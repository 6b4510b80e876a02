import { useCallback, useEffect, useRef, type ComponentType } from 'react';
// The Algolia theme's SearchBar (an alias the plugin sets: index.ts, ALGOLIA_SEARCH_BAR).
import OriginalSearchBar from '@docsearch-local/algolia-search-bar';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { translate } from '@docusaurus/Translate';
import translations from '@theme/SearchTranslations';
import { useAlgoliaContextualFacetFilters } from '@docusaurus/theme-search-algolia/client';
import { useActivePluginAndVersion } from '@docusaurus/plugin-content-docs/client';
import { lazyLocalSearchClient, useSearchMode } from '../../client';
import { holdTypeaheadForSearch } from '../../lib/typeahead';
import { rememberReaderVersion } from '../../lib/readerVersion';
import type { FacetFilters } from '../../lib/params';
import styles from './styles.module.css';

// The theme's SearchBar spreads its props over the DocSearch modal's, after its own defaults.
const SearchBar = OriginalSearchBar as ComponentType<{
  transformSearchClient?: (client: unknown) => unknown;
  getMissingResultsUrl?: (params: { query: string }) => string;
  translations?: typeof translations;
}>;

// The theme's texts, with the no-results line as DocSearch words it: 'No results for "{query}"'.
const searchTranslations: typeof translations = {
  ...translations,
  modal: {
    ...translations.modal,
    noResultsScreen: {
      ...translations.modal?.noResultsScreen,
      noResultsText: translate({
        id: 'search.modal.noResultsText',
        message: 'No results for',
        description: 'Before the quoted query on the search modal screen shown when nothing matches',
      }),
    },
  },
};

/**
 * The theme's search bar and modal, unchanged. In local mode (the plugin's option), the modal's
 * search client is swapped for the local one (`transformSearchClient`, DocSearch's own hook for
 * replacing the client). The index for the current docs versions starts loading as soon as the
 * visitor heads for the button. In hosted mode, the client is left alone. Either way the
 * no-results screen links to a new issue for the query.
 */
export default function SearchBarWrapper(props: Record<string, unknown>) {
  const { siteConfig } = useDocusaurusContext();
  const local = useSearchMode() === 'local';
  const facetFilters = useAlgoliaContextualFacetFilters() as FacetFilters;
  const facetFiltersRef = useRef(facetFilters);
  facetFiltersRef.current = facetFilters;
  // The no-results screen's "Let us know." link: a new issue on the site's repository.
  const { organizationName, projectName } = siteConfig;
  const getMissingResultsUrl = useCallback(
    ({ query }: { query: string }) =>
      `https://github.com/${organizationName}/${projectName}/issues/new?title=${encodeURIComponent(`Search: no results for "${query}"`)}`,
    [organizationName, projectName]
  );
  // The modal's code loads on intent; keys typed right after the shortcut wait for its input.
  useEffect(() => holdTypeaheadForSearch(window), []);
  // The docs version being read, for the /search page's version select to start on.
  const active = useActivePluginAndVersion();
  const pluginId = active?.activePlugin.pluginId;
  const version = active?.activeVersion?.name;
  useEffect(() => {
    if (pluginId && version) rememberReaderVersion({ pluginId, version });
  }, [pluginId, version]);
  const warm = useCallback(() => lazyLocalSearchClient.warm(facetFiltersRef.current), []);
  const transformSearchClient = useCallback(() => {
    warm();
    return lazyLocalSearchClient;
  }, [warm]);
  if (!local) return <SearchBar getMissingResultsUrl={getMissingResultsUrl} translations={searchTranslations} {...props} />;
  return (
    // Hovering, focusing or touching the button starts loading the index, as the theme starts
    // loading the modal's code.
    <div className={styles.intent} onMouseOver={warm} onFocus={warm} onTouchStart={warm}>
      <SearchBar
        getMissingResultsUrl={getMissingResultsUrl}
        translations={searchTranslations}
        {...props}
        transformSearchClient={transformSearchClient}
      />
    </div>
  );
}
