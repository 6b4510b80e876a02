/** Messages between the page (workerClient.ts) and the search worker (worker.ts). */
import type { SearchInput } from './client';
import type { FacetFilters } from './params';

export interface ErrorMessage {
  message: string;
  /** A RetryError (the index or the code could not be loaded), which the modal shows as such. */
  retry: boolean;
}

export type FromPage =
  | { type: 'search'; id: number; input: SearchInput }
  | { type: 'warm'; id: number; facetFilters?: FacetFilters }
  /** The text of the index file the worker asked for, or why it could not be had. */
  | { type: 'file'; id: number; text?: string; error?: ErrorMessage };

export type FromWorker =
  /** The worker needs an index file (a name inside the index folder). */
  | { type: 'file'; id: number; file: string }
  | { type: 'answer'; id: number; value?: unknown; error?: ErrorMessage };
