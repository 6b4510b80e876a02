/**
 * What the search modal receives in local mode: a client whose engine and shards load on first
 * use, so pages pay nothing for search until it is opened.
 */
import type { LocalSearchClient, SearchInput } from './client';
import type { FacetFilters } from './params';

import { RetryError } from './errors';

const load = () =>
  import('./siteClient').then(
    module => module.getSiteSearchClient(),
    error => {
      throw new RetryError('Unreachable hosts - the search code could not be loaded.', { cause: error });
    }
  );

// Filters already warmed (or being warmed); a failed warm-up is forgotten so it can be retried.
const warmed = new Set<string>();

/** DocSearch's (autocomplete's) stalled threshold: the error is shown after the stalled state. */
const STALL_THRESHOLD_MS = 300;

type SearchResponse = Awaited<ReturnType<LocalSearchClient['search']>>;

/**
 * The modal's search promise, with one difference from a plain promise when the index is
 * unreachable. DocSearch 3.9 marks the modal as errored in its `.catch` and rethrows; autocomplete
 * then resets the status to idle in a `finally`, in the same tick, so "Unable to fetch results"
 * would never be painted. Here DocSearch's handler still receives the RetryError, once the
 * stalled threshold has passed, and the chain then stays pending: the error screen remains until
 * the next keystroke starts a new search, which recovers when the index loads.
 */
export function surfaceRetryErrors(promise: Promise<SearchResponse>, started = Date.now(), wait = (ms: number) => new Promise(resolve => setTimeout(resolve, ms))) {
  const outcome = promise.then(
    value => ({ value }),
    (error: unknown) => ({ error })
  );
  return {
    then: promise.then.bind(promise),
    finally: promise.finally.bind(promise),
    catch<T>(onRejected: (error: unknown) => T | PromiseLike<T>): Promise<SearchResponse | T> {
      return outcome.then(async result => {
        if (!('error' in result)) return result.value;
        if ((result.error as Error | undefined)?.name !== 'RetryError') return onRejected(result.error);
        await wait(Math.max(0, STALL_THRESHOLD_MS + 100 - (Date.now() - started)));
        try {
          await onRejected(result.error);
        } catch {
          // DocSearch rethrows after setting the error status; the status is what matters.
        }
        return new Promise<never>(() => {});
      });
    },
  };
}

export const lazyLocalSearchClient = {
  appId: 'LOCAL',
  search: (input: SearchInput) => surfaceRetryErrors(load().then(client => client.search(input))),
  searchForHits: (input: SearchInput) => load().then(client => client.search(input)),
  /** Fetches what a search with these filters needs; failures surface on the real search. */
  warm: (facetFilters?: FacetFilters) => {
    const key = JSON.stringify(facetFilters ?? null);
    if (warmed.has(key)) return;
    warmed.add(key);
    load()
      .then(client => client.warm(facetFilters))
      .catch(() => warmed.delete(key));
  },
  addAlgoliaAgent() {},
  clearCache: () => Promise.resolve(),
};
