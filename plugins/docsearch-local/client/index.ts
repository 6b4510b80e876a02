/**
 * The search plugin's browser module: the one place pages get search from.
 *
 * - `useSearchMode()`: `'local'` or `'hosted'`, the plugin's `mode` option, from its plugin data.
 * - `lazyLocalSearchClient`: what the search modal receives in local mode (theme/SearchBar); the
 *   engine and shards load on first use, so pages pay nothing for search until it is opened. Its
 *   hits are ordered for the modal's grouping (lib/groupedDisplay.ts).
 * - `liteClient()`: in local mode the plugin aliases `algoliasearch/lite` to this module; the
 *   theme's /search page calls `liteClient(appId, apiKey)` and drives it with algoliasearch-helper.
 * The modal's client runs on the page; the /search page's, where the browser has workers, in a Web
 * Worker (lib/worker.ts, lib/workerClient.ts), off the page's main thread.
 */
import siteConfig from '@generated/docusaurus.config';
import { usePluginData } from '@docusaurus/useGlobalData';
import type { SearchPluginData, SearchMode } from '../index';
import type { LocalSearchClient, SearchInput } from '../lib/client';
import { RetryError, surfaceRetryErrors } from '../lib/errors';
import { createFetchSource, INDEX_PATH } from '../lib/fetchSource';
import { createWorkerClient } from '../lib/workerClient';
import { orderForGroupedDisplay } from '../lib/groupedDisplay';
import type { FacetFilters } from '../lib/params';

export function useSearchMode(): SearchMode {
  return (usePluginData('docsearch-local', undefined, { failfast: true }) as SearchPluginData).mode;
}

/** What pages use of the local client. */
type PageSearchClient = Pick<LocalSearchClient, 'search' | 'warm'>;

let client: PageSearchClient | undefined;

const indexUrl = () => `${siteConfig.baseUrl}${INDEX_PATH}`;

/**
 * The client in a Web Worker (lib/worker.ts), where the browser has workers: parsing and indexing
 * the shards then never blocks the page. `new Worker(new URL(...))` is the form the bundler turns
 * into a worker chunk of its own.
 */
const workerClient = typeof window === 'undefined' ? null : createWorkerClient(indexUrl(), () => new Worker(new URL('../lib/worker.ts', import.meta.url)));

/**
 * Starts what the first search needs (the worker, the manifest) without waiting for it: the
 * /search page calls it as its code loads, before React hydrates the page.
 */
export function prepareLocalSearch(): void {
  workerClient?.prepare();
}

/**
 * A local client: the worker's for the /search page (`inWorker`), where the first search parses
 * and indexes shards while the page is still starting; else one on the page, whose code is a chunk
 * of its own, loaded on first use (again after a failure). The modal keeps the one on the page: its
 * index loads when the visitor heads for the button, and each keystroke's answer then comes without
 * a round trip to a worker (warm keystroke to hits measured 26 ms on the page, 88 ms through the
 * worker: bench/RESULTS.md).
 */
function loadClient(inWorker = false): Promise<PageSearchClient> {
  if (inWorker && workerClient) return Promise.resolve(workerClient);
  if (client) return Promise.resolve(client);
  return import('../lib/client').then(
    ({ createLocalSearchClient }) => (client ??= createLocalSearchClient({ source: createFetchSource(indexUrl()) })),
    error => {
      throw new RetryError('Unreachable hosts - the search code could not be loaded.', { cause: error });
    }
  );
}

// Filters already warmed (or being warmed); a failed warm-up is forgotten so it can be retried.
const warmed = new Set<string>();

export const lazyLocalSearchClient = {
  appId: 'LOCAL',
  // The modal groups hits by section; they are chosen and ordered so its first pages are the ranking's.
  search: (input: SearchInput) =>
    surfaceRetryErrors(
      loadClient()
        .then(local => local.search(input))
        .then(({ results }) => ({ results: results.map(result => ({ ...result, hits: orderForGroupedDisplay(result.hits) })) }))
    ),
  searchForHits: (input: SearchInput) => loadClient().then(local => local.search(input)),
  /** Fetches what a search with these filters needs; failures surface on the real search. */
  warm: (facetFilters?: FacetFilters) => {
    const key = JSON.stringify(facetFilters ?? null);
    if (warmed.has(key)) return;
    warmed.add(key);
    loadClient()
      .then(local => local.warm(facetFilters))
      .catch(() => warmed.delete(key));
  },
  addAlgoliaAgent() {},
  clearCache: () => Promise.resolve(),
};

/** The /search page's client: plain promises, as algoliasearch-helper expects. */
const pageClient = {
  appId: 'LOCAL',
  search: (input: SearchInput) => loadClient(true).then(local => local.search(input)),
  searchForHits: (input: SearchInput) => loadClient(true).then(local => local.search(input)),
  warm: (facetFilters?: FacetFilters) => loadClient(true).then(local => local.warm(facetFilters)),
  addAlgoliaAgent() {},
  clearCache: () => Promise.resolve(),
};

/** Stands in for `algoliasearch/lite`'s `liteClient` when the site is built in local mode. */
export function liteClient(_appId?: string, _apiKey?: string, _options?: unknown) {
  return pageClient;
}
