import { useCallback, useEffect, useMemo, useReducer, useRef, useState, type ReactNode } from 'react';
import clsx from 'clsx';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import Translate, { translate } from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { useAllDocsData } from '@docusaurus/plugin-content-docs/client';
import { HtmlClassNameProvider, PageMetadata, usePluralForm, useSearchQueryString } from '@docusaurus/theme-common';
import { useAlgoliaThemeConfig, useSearchResultUrlProcessor } from '@docusaurus/theme-search-algolia/client';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import { liteClient, prepareLocalSearch } from '../../client';
import { recallReaderVersion } from '../../lib/readerVersion';
import { displayHit, plainText, type DisplayHit, type Piece } from './hits';
import { pageRequest, searchFacetFilters, type SearchVersions } from './request';
import { hasMore, initialResults, nextPage, resultsReducer, type ResultsState } from './results';
import { latestVersions, readerVersions, versionedPlugins, type DocsData } from './versions';
import styles from './styles.module.css';
import { searchPageDescription } from '../searchPageDescription';

// This module loads before React hydrates the page (it is the route's component): a page opened
// with a query starts the search worker and the manifest now, rather than after hydration.
if (typeof window !== 'undefined' && new URLSearchParams(window.location.search).get('q')?.trim()) prepareLocalSearch();

/** Wait after a keystroke before searching, so a word typed quickly is searched once. */
const TYPING_PAUSE_MS = 120;

function Pieces({ parts }: { parts: Piece[] }) {
  return (
    <>
      {parts.map((part, i) =>
        part.match ? (
          <mark key={i} className={clsx(styles.match, 'search-result-match')}>
            {part.text}
          </mark>
        ) : (
          part.text
        )
      )}
    </>
  );
}

function Result({ hit, position }: { hit: DisplayHit; position: number }) {
  const title = plainText(hit.title);
  return (
    <article className={styles.result}>
      <Heading as="h2" className={styles.resultTitle}>
        <Link to={hit.url}>
          <Pieces parts={hit.title} />
        </Link>
      </Heading>
      {hit.breadcrumbs.length > 0 && (
        <nav
          aria-label={translate(
            { id: 'search.page.resultBreadcrumbsLabel', message: 'Breadcrumbs of result {position}, {title}', description: 'Accessible name of one search result’s breadcrumb trail' },
            { position, title }
          )}>
          <ul className={clsx('breadcrumbs', styles.trail)}>
            {hit.breadcrumbs.map((crumb, i) => (
              <li key={i} className="breadcrumbs__item">
                <Pieces parts={crumb} />
              </li>
            ))}
          </ul>
        </nav>
      )}
      {hit.summary.length > 0 && (
        <p className={styles.summary}>
          <Pieces parts={hit.summary} />
        </p>
      )}
    </article>
  );
}

function useDocumentsFound() {
  const { selectMessage } = usePluralForm();
  return (count: number) =>
    selectMessage(
      count,
      translate(
        { id: 'theme.SearchPage.documentsFound.plurals', message: 'One document found|{count} documents found', description: 'Pluralized label for "{count} documents found"' },
        { count }
      )
    );
}

/** The count line when more pages matched than the client counts (its pagination limit). */
function moreDocumentsFound(count: number): string {
  return translate(
    { id: 'search.page.moreDocumentsFound', message: 'More than {count} documents found', description: 'Count line on the search page when the hits exceed the count the search reports' },
    { count }
  );
}

function pageTitle(query: string): string {
  return query
    ? translate({ id: 'theme.SearchPage.existingResultsTitle', message: 'Search results for "{query}"', description: 'The search page title for non-empty query' }, { query })
    : translate({ id: 'theme.SearchPage.emptyResultsTitle', message: 'Search the documentation', description: 'The search page title for empty query' });
}

/** The index (or the search code) could not be fetched: offline, say. */
function Unavailable({ retry }: { retry: () => void }) {
  return (
    <div className={styles.hint}>
      <p>
        <Translate id="search.page.unavailable" description="The search page's text when the search index could not be loaded">
          The search index could not be loaded. Check your connection and try again.
        </Translate>
      </p>
      <button type="button" className="button button--secondary" onClick={retry}>
        <Translate id="search.page.retry" description="Button that repeats a failed search">
          Try again
        </Translate>
      </button>
    </div>
  );
}

/** What shows under the count: results, or why there are none. */
function Body({ state, query, mounted, retry }: { state: ResultsState; query: string; mounted: boolean; retry: () => void }) {
  if (!mounted) return null;
  if (!query.trim()) {
    return (
      <p className={styles.hint}>
        <Translate id="search.page.emptyQuery" description="The search page's text when no query is typed yet">
          Type a few words above: a component or prop name, an option, an export format, or a question. Results show as you type.
        </Translate>
      </p>
    );
  }
  if (state.hits.length > 0) {
    return (
      <div className={styles.results}>
        {state.hits.map((hit, i) => (
          <Result key={hit.key} hit={hit} position={i + 1} />
        ))}
      </div>
    );
  }
  if (state.status === 'error') return <Unavailable retry={retry} />;
  if (state.status === 'done') {
    return (
      <p className={styles.hint}>
        <Translate id="search.page.noResults" description="The search page's text when nothing matches the query" values={{ query: <q>{query}</q> }}>
          {'No results were found for {query}. Try fewer or other words, or another docs version.'}
        </Translate>
      </p>
    );
  }
  return (
    <p className={styles.hint}>
      <Translate id="search.page.loading" description="The search page's text while the first results load">
        Searching…
      </Translate>
    </p>
  );
}

function LocalSearchPageContent(): ReactNode {
  const {
    i18n: { currentLocale },
  } = useDocusaurusContext();
  const {
    algolia: { indexName, contextualSearch },
  } = useAlgoliaThemeConfig();
  const processUrl = useSearchResultUrlProcessor();
  const documentsFound = useDocumentsFound();
  const docs = useAllDocsData() as unknown as DocsData;
  const [query, setQuery] = useSearchQueryString();

  // The server renders the latest versions; once mounted, the reader's (read from session storage).
  const [chosen, setChosen] = useState<SearchVersions | null>(null);
  useEffect(() => setChosen(readerVersions(docs, recallReaderVersion())), [docs]);
  const mounted = chosen !== null;
  const versions = useMemo(() => chosen ?? latestVersions(docs), [chosen, docs]);
  const selects = useMemo(() => versionedPlugins(docs), [docs]);

  // A page opened with a query: its first render (React's hydration of the server HTML) starts
  // fetching and indexing the shards the reader's versions need, rather than the first search
  // after hydration; the search then waits for the same loads.
  useState(() => {
    if (typeof window === 'undefined' || !new URLSearchParams(window.location.search).get('q')?.trim()) return null;
    const filters = searchFacetFilters({ contextualSearch: Boolean(contextualSearch), locale: currentLocale, versions: readerVersions(docs, recallReaderVersion()) });
    liteClient().warm(filters).catch(() => {}); // a failure is the first search's to report
    return null;
  });

  const facetFilters = useMemo(
    () => searchFacetFilters({ contextualSearch: Boolean(contextualSearch), locale: currentLocale, versions }),
    [contextualSearch, currentLocale, versions]
  );
  const key = JSON.stringify([query, facetFilters]);
  const [state, dispatch] = useReducer(resultsReducer, undefined, () => initialResults());

  const fetchPage = useCallback(
    (page: number) => {
      dispatch({ type: 'request', key });
      liteClient()
        .search([pageRequest({ indexName, query, page, facetFilters })])
        .then(
          ({ results: [result] }) =>
            dispatch({ type: 'answer', key, page, hits: result.hits.map(hit => displayHit(hit, processUrl)), total: result.nbHits, moreThanTotal: result.exhaustiveNbHits === false, nbPages: result.nbPages }),
          () => dispatch({ type: 'fail', key })
        );
    },
    [key, indexName, query, facetFilters, processUrl]
  );

  // A new query or version: the first page, at once for the query the page opened with.
  const searched = useRef(false);
  useEffect(() => {
    if (!mounted) return undefined;
    if (!query.trim()) {
      dispatch({ type: 'reset', key });
      return undefined;
    }
    dispatch({ type: 'request', key });
    const timer = setTimeout(() => fetchPage(0), searched.current ? TYPING_PAUSE_MS : 0);
    searched.current = true;
    return () => clearTimeout(timer);
  }, [mounted, key]); // eslint-disable-line react-hooks/exhaustive-deps -- `key` stands for query and filters

  // The next page when the loader row comes into view (or is still in view after a page arrives).
  const [loader, setLoader] = useState<HTMLElement | null>(null);
  const [loaderVisible, setLoaderVisible] = useState(false);
  useEffect(() => {
    if (!loader || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver(entries => setLoaderVisible(entries.some(entry => entry.isIntersecting)), { rootMargin: '0px 0px 300px 0px' });
    observer.observe(loader);
    return () => observer.disconnect();
  }, [loader]);
  const next = nextPage(state);
  useEffect(() => {
    if (loaderVisible && next !== null && state.key === key) fetchPage(next);
  }, [loaderVisible, next, state.key, key, fetchPage]);

  const title = pageTitle(query);
  const answered = state.key === key && state.pages > 0 && Boolean(query.trim());
  return (
    <Layout>
      <PageMetadata title={title} />
      <Head>
        {/* Result pages are not for search engines' indexes. */}
        <meta property="robots" content="noindex, follow" />
        <meta name="description" content={searchPageDescription()} />
      </Head>
      <main className={clsx('container', 'margin-vert--lg', styles.page)}>
        <Heading as="h1">{title}</Heading>
        <form role="search" className={styles.form} onSubmit={event => event.preventDefault()}>
          <input
            type="search"
            name="q"
            className={styles.field}
            value={query}
            onChange={event => setQuery(event.target.value)}
            placeholder={translate({ id: 'theme.SearchPage.inputPlaceholder', message: 'Type your search here', description: 'The placeholder for search page input' })}
            aria-label={translate({ id: 'theme.SearchPage.inputLabel', message: 'Search', description: 'The ARIA label for search page input' })}
            autoComplete="off"
            spellCheck={false}
            enterKeyHint="search"
          />
          {contextualSearch &&
            selects.map(([pluginId, pluginVersions]) => (
              <select
                key={pluginId}
                className={clsx(styles.field, styles.version)}
                value={versions[pluginId]}
                onChange={event => setChosen({ ...versions, [pluginId]: event.target.value })}
                aria-label={
                  selects.length > 1
                    ? translate(
                        { id: 'search.page.pluginVersionSelectLabel', message: 'Version of {pluginId} to search', description: 'Accessible name of one docs plugin’s version selector on the search page' },
                        { pluginId }
                      )
                    : translate({ id: 'search.page.versionSelectLabel', message: 'Docs version to search', description: 'Accessible name of the docs version selector on the search page' })
                }>
                {pluginVersions.map(version => (
                  <option key={version.name} value={version.name}>
                    {selects.length > 1 ? `${pluginId}: ${version.label}` : version.label}
                  </option>
                ))}
              </select>
            ))}
        </form>
        <p className={styles.count} role="status">
          {answered && state.total > 0 ? (state.moreThanTotal ? moreDocumentsFound(state.total) : documentsFound(state.total)) : ''}
        </p>
        <Body state={state} query={query} mounted={mounted} retry={() => fetchPage(state.pages)} />
        {answered && hasMore(state) && state.status === 'error' && <Unavailable retry={() => fetchPage(state.pages)} />}
        {answered && hasMore(state) && state.status !== 'error' && (
          <p ref={setLoader} className={styles.loader}>
            <Translate id="theme.SearchPage.fetchingNewResults" description="The paragraph for fetching new search results">
              Fetching new results...
            </Translate>
          </p>
        )}
      </main>
    </Layout>
  );
}

/**
 * The /search page in local mode: title, form, version selects, count and results in one main
 * landmark; the results come from the site's own index through the search client
 * (client/index.ts), as the modal's do. The frame is in the server HTML; results render after
 * hydration, as soon as the shards of the reader's versions are there: their fetch starts before
 * hydration, and they are parsed and indexed in a Web Worker, off the page's main thread.
 */
export default function LocalSearchPage(): ReactNode {
  return (
    <HtmlClassNameProvider className="search-page-wrapper">
      <LocalSearchPageContent />
    </HtmlClassNameProvider>
  );
}
