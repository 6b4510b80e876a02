/**
 * Shards over HTTP: the manifest is revalidated, shard files are content-hashed and cached. Any
 * failure (offline, 404, a broken file) becomes Algolia's RetryError, which DocSearch shows as
 * "Unable to fetch results"; nothing is cached on failure, so the next keystroke tries again.
 */
import type { ShardSource } from './client';
import { RetryError } from './errors';
import type { Shard, ShardManifest } from './records';

/** Folder of the index inside the site, relative to the base URL (the plugin writes it: build.ts, INDEX_DIR). */
export const INDEX_PATH = 'search-index/';

/** The text of an index file; a network failure or an error status becomes a RetryError. */
export async function fetchIndexText(url: string, fetchImpl: typeof fetch, init?: RequestInit): Promise<string> {
  let response: Response;
  try {
    response = await fetchImpl(url, init);
  } catch (error) {
    throw new RetryError(`Unreachable hosts - could not fetch ${url}.`, { cause: error });
  }
  if (!response.ok) throw new RetryError(`Unreachable hosts - ${url} answered ${response.status}.`);
  try {
    return await response.text();
  } catch (error) {
    throw new RetryError(`Unreachable hosts - could not read ${url}.`, { cause: error });
  }
}

/** An index file's JSON; text that is not JSON becomes a RetryError. */
export function parseIndexText<T>(url: string, text: string): T {
  try {
    return JSON.parse(text) as T;
  } catch (error) {
    throw new RetryError(`Unreachable hosts - ${url} is not a search index file.`, { cause: error });
  }
}

async function getJson<T>(url: string, fetchImpl: typeof fetch, init?: RequestInit): Promise<T> {
  return parseIndexText<T>(url, await fetchIndexText(url, fetchImpl, init));
}

/** Requests for the manifest revalidate it; shard files are content-hashed. */
export const MANIFEST_FILE = 'manifest.json';
export const MANIFEST_INIT: RequestInit = { cache: 'no-cache' };

export function createFetchSource(indexUrl: string, fetchImpl: typeof fetch = (...args) => fetch(...args)): ShardSource {
  const base = indexUrl.endsWith('/') ? indexUrl : `${indexUrl}/`;
  return {
    manifest: () => getJson<ShardManifest>(`${base}${MANIFEST_FILE}`, fetchImpl, MANIFEST_INIT),
    shard: entry => getJson<Shard>(`${base}${entry.file}`, fetchImpl),
  };
}
