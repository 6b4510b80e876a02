import * as lzStringModule from 'lz-string';
import { parseState, serializableState, type DemoState } from './state';

// lz-string is CommonJS (`module.exports = LZString`): bundlers expose its functions as named
// exports, Node's ESM loader (the unit tests) only as `default`.
const lzString: typeof lzStringModule =
  (lzStringModule as typeof lzStringModule & { default?: typeof lzStringModule }).default ?? lzStringModule;

/**
 * Permalinks look like `#s=1.<payload>`: a version number, then the state as JSON compressed with
 * lz-string's URI-safe alphabet. Bump the version whenever `DemoState` changes shape, and add a
 * migration from the previous version below.
 */
export const permalinkVersion = 1;
export const permalinkKey = 's';

/** Longest hash the decoder reads; anything longer is refused before any work is done. */
export const maxPermalinkLength = 100 * 1024;
/** Longest JSON a payload may expand to, so a crafted link cannot build a huge object. */
export const maxDecodedLength = 1024 * 1024;

/** Upgrades data from version N to N + 1; indexed by N. None yet: version 1 is the first. */
const migrations: Record<number, (data: unknown) => unknown> = {};

export type PermalinkProblem = 'too-large' | 'malformed' | 'corrupt' | 'future-version' | 'old-version' | 'invalid-state';

export type DecodeResult =
  | { kind: 'none' }
  | { kind: 'state'; state: DemoState }
  | { kind: 'problem'; problem: PermalinkProblem };

/** What the page says when a link cannot be used; the demo falls back to its defaults. */
export const problemMessages: Record<PermalinkProblem, string> = {
  'too-large': 'This link is too long to load, so the demo starts from its default query.',
  malformed: 'This link is not a demo link the page can read, so the demo starts from its default query.',
  corrupt: 'This link is damaged (it may have been cut short), so the demo starts from its default query.',
  'future-version': 'This link comes from a newer version of the demo, so the demo starts from its default query.',
  'old-version': 'This link comes from an older version of the demo that is no longer supported, so the demo starts from its default query.',
  'invalid-state': 'This link holds settings or a query the demo cannot use, so the demo starts from its default query.',
};

/** Encodes the state as a URL hash (with the leading `#`). */
export function encodePermalink(state: DemoState): string {
  const payload = lzString.compressToEncodedURIComponent(JSON.stringify(serializableState(state)));
  return `#${permalinkKey}=${permalinkVersion}.${payload}`;
}

/**
 * Decodes a URL hash. A hash that is not a demo permalink (no `s=`) is `none`, so ordinary
 * anchors are left alone. Never throws.
 */
export function decodePermalink(hash: string): DecodeResult {
  if (hash.length > maxPermalinkLength) return { kind: 'problem', problem: 'too-large' };
  const raw = hash.startsWith('#') ? hash.slice(1) : hash;
  if (!raw.startsWith(`${permalinkKey}=`)) return { kind: 'none' };

  const match = /^(\d{1,6})\.(.*)$/s.exec(raw.slice(permalinkKey.length + 1));
  if (!match) return { kind: 'problem', problem: 'malformed' };
  const version = Number(match[1]);
  const payload = match[2];
  if (version > permalinkVersion) return { kind: 'problem', problem: 'future-version' };
  if (version < 1) return { kind: 'problem', problem: 'old-version' };
  // lz-string's URI alphabet; anything else means the link was edited or mangled.
  if (!/^[A-Za-z0-9+\-$]*$/.test(payload) || payload === '') return { kind: 'problem', problem: 'corrupt' };

  let data: unknown;
  try {
    const json = lzString.decompressFromEncodedURIComponent(payload);
    if (!json || json.length > maxDecodedLength) return { kind: 'problem', problem: 'corrupt' };
    data = JSON.parse(json);
  } catch {
    return { kind: 'problem', problem: 'corrupt' };
  }

  for (let from = version; from < permalinkVersion; from++) {
    const migrate = migrations[from];
    if (!migrate) return { kind: 'problem', problem: 'old-version' };
    data = migrate(data);
  }

  const state = parseState(data);
  return state ? { kind: 'state', state } : { kind: 'problem', problem: 'invalid-state' };
}
