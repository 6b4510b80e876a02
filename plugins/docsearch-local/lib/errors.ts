/**
 * The error Algolia's transporter raises when no host answers. DocSearch shows its "Unable to
 * fetch results" screen for errors of this name only, so every way the local index can fail to
 * load (offline, 404, a broken file, a chunk that will not load) is reported as one.
 */
export class RetryError extends Error {
  readonly transporterStackTrace: unknown[] = [];
  constructor(message = 'Unreachable hosts - the search index could not be loaded.', options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'RetryError';
  }
}

type SearchResponse = { results: unknown[] };

/** DocSearch's (autocomplete's) stalled threshold: the error is shown after the stalled state. */
const STALL_THRESHOLD_MS = 300;

/**
 * The modal's search promise, with one difference from a plain promise when the index is
 * unreachable. DocSearch 3.9 marks the modal as errored in its `.catch` and rethrows; autocomplete
 * then resets the status to idle in a `finally`, in the same tick, so "Unable to fetch results"
 * would never be painted. Here DocSearch's handler still receives the RetryError, once the
 * stalled threshold has passed, and the chain then stays pending: the error screen remains until
 * the next keystroke starts a new search, which recovers when the index loads.
 */
export function surfaceRetryErrors<R extends SearchResponse>(promise: Promise<R>, started = Date.now(), wait = (ms: number) => new Promise(resolve => setTimeout(resolve, ms))) {
  const outcome = promise.then(
    value => ({ value }),
    (error: unknown) => ({ error })
  );
  return {
    then: promise.then.bind(promise),
    finally: promise.finally.bind(promise),
    catch<T>(onRejected: (error: unknown) => T | PromiseLike<T>): Promise<R | T> {
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
