/**
 * The docs version the reader was last reading, so the /search page's version select starts there
 * (as the modal's results did) rather than on the first version listed ("Next"). Kept for the
 * tab's session; storage that is unavailable or full is ignored.
 */
const KEY = 'rqb-search-reader-version';

export interface ReaderVersion {
  pluginId: string;
  version: string;
}

/** The tab's sessionStorage; reading the property itself throws where storage is blocked. */
function sessionStorageOrNone(): Storage | undefined {
  try {
    return globalThis.sessionStorage;
  } catch {
    return undefined;
  }
}

export function rememberReaderVersion(value: ReaderVersion, storage: Pick<Storage, 'setItem'> | undefined = sessionStorageOrNone()): void {
  try {
    storage?.setItem(KEY, JSON.stringify(value));
  } catch {
    // Private mode or storage disabled: the page falls back to the latest version.
  }
}

export function recallReaderVersion(storage: Pick<Storage, 'getItem'> | undefined = sessionStorageOrNone()): ReaderVersion | null {
  try {
    const value = JSON.parse(storage?.getItem(KEY) ?? 'null') as unknown;
    if (value && typeof value === 'object' && typeof (value as ReaderVersion).pluginId === 'string' && typeof (value as ReaderVersion).version === 'string') {
      return value as ReaderVersion;
    }
  } catch {
    // Unreadable: as if nothing was stored.
  }
  return null;
}

/**
 * The version the page's select for `pluginId` should start on: the one the reader came from,
 * else the latest (the version the site's /docs/ serves), when the select offers it.
 */
export function startingVersion(pluginId: string, offered: string[], latest: string | undefined, reader: ReaderVersion | null): string | null {
  if (reader && reader.pluginId === pluginId && offered.includes(reader.version)) return reader.version;
  return latest !== undefined && offered.includes(latest) ? latest : null;
}
