/**
 * The page's side of the search worker (worker.ts): a client with the local client's `search` and
 * `warm`, answered by the worker. The page fetches the index files the worker asks for and posts
 * their text (a string is copied cheaply; the parsing and indexing happen in the worker).
 * `createWorkerClient` returns null where workers are not available; the caller then runs the
 * client on the page (lib/client.ts). A worker that fails to start (its script could not be
 * loaded) fails the pending searches with a RetryError, and the next search starts a new one.
 */
import type { SearchInput, SearchResult } from './client';
import { RetryError } from './errors';
import { fetchIndexText, MANIFEST_FILE, MANIFEST_INIT } from './fetchSource';
import type { FacetFilters } from './params';
import type { ErrorMessage, FromPage, FromWorker } from './workerMessages';

export interface WorkerSearchClient {
  search(input: SearchInput): Promise<{ results: SearchResult[] }>;
  warm(facetFilters?: FacetFilters): Promise<void>;
  /** Starts the worker and fetches the manifest now, ahead of the first search (see client/index.ts). */
  prepare(): void;
}

const toError = ({ message, retry }: ErrorMessage) => (retry ? new RetryError(message) : new Error(message));

export function createWorkerClient(indexUrl: string, start: () => Worker, fetchImpl: typeof fetch = (...args) => fetch(...args)): WorkerSearchClient | null {
  if (typeof Worker === 'undefined') return null;
  const base = indexUrl.endsWith('/') ? indexUrl : `${indexUrl}/`;
  let worker: Worker | null = null;
  let nextId = 0;
  const pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();

  const failAll = (error: Error) => {
    for (const { reject } of pending.values()) reject(error);
    pending.clear();
  };

  // The manifest, when `prepare` fetched it ahead of the worker's asking; used once.
  let manifest: Promise<string> | null = null;
  const fetchFile = (file: string) => fetchIndexText(`${base}${file}`, fetchImpl, file === MANIFEST_FILE ? MANIFEST_INIT : undefined);

  function answerFile(target: Worker, id: number, file: string) {
    const early = file === MANIFEST_FILE ? manifest : null;
    if (early) manifest = null;
    (early ?? fetchFile(file)).then(
      text => target.postMessage({ type: 'file', id, text } satisfies FromPage),
      (error: unknown) =>
        target.postMessage({
          type: 'file',
          id,
          error: { message: error instanceof Error ? error.message : String(error), retry: error instanceof RetryError },
        } satisfies FromPage)
    );
  }

  function running(): Worker {
    if (worker) return worker;
    const started = start();
    started.onmessage = ({ data }: MessageEvent<FromWorker>) => {
      if (data.type === 'file') {
        answerFile(started, data.id, data.file);
        return;
      }
      const waiting = pending.get(data.id);
      pending.delete(data.id);
      if (!waiting) return;
      if (data.error) waiting.reject(toError(data.error));
      else waiting.resolve(data.value);
    };
    started.onerror = event => {
      event.preventDefault();
      started.terminate();
      if (worker === started) worker = null;
      failAll(new RetryError('Unreachable hosts - the search code could not be loaded.'));
    };
    worker = started;
    return started;
  }

  function call<T>(message: Omit<Extract<FromPage, { type: 'search' }>, 'id'> | Omit<Extract<FromPage, { type: 'warm' }>, 'id'>): Promise<T> {
    let target: Worker;
    try {
      target = running();
    } catch (error) {
      return Promise.reject(new RetryError('Unreachable hosts - the search code could not be loaded.', { cause: error }));
    }
    const id = nextId++;
    return new Promise<T>((resolve, reject) => {
      pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      target.postMessage({ ...message, id } as FromPage);
    });
  }

  return {
    search: input => call({ type: 'search', input }),
    warm: facetFilters => call({ type: 'warm', facetFilters }),
    prepare() {
      if (worker) return;
      try {
        running();
      } catch {
        return; // the first search reports it
      }
      manifest = fetchFile(MANIFEST_FILE);
      manifest.catch(() => {}); // a failure is the first search's to report
    },
  };
}
