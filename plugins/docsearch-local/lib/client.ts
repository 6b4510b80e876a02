/**
 * A search client with the Algolia lite client's `search()` contract, answered from the local
 * shards: the DocSearch modal and the /search page send it the requests they would send to
 * Algolia and get the same response shape back.
 */
import { RetryError } from './errors';
import { LocalIndex, pickRecord, type RankedSection } from './engine';
import { countMatches, createMatcher, escapeHtml, highlight, snippet, type HighlightTags, type HighlightValue, type Matcher, type SnippetValue } from './highlight';
import { allowedValues, compileFacetFilters, facetValue, PAGINATION_LIMIT, readRequest, stringifyParams, type SearchParams, type SearchRequest } from './params';
import { LEVELS, type DocSearchRecord, type Shard, type ShardManifest, type ShardManifestEntry } from './records';

/** Where shards come from (the network in the browser, files or fixtures in tests). */
export interface ShardSource {
  manifest(): Promise<ShardManifest>;
  shard(entry: ShardManifestEntry): Promise<Shard>;
}

export { RetryError };

export interface SearchHit {
  objectID: string;
  [attribute: string]: unknown;
  _highlightResult?: Record<string, unknown>;
  _snippetResult?: Record<string, unknown>;
}

export interface SearchResult {
  hits: SearchHit[];
  nbHits: number;
  page: number;
  nbPages: number;
  hitsPerPage: number;
  exhaustiveNbHits: boolean;
  exhaustiveTypo: boolean;
  exhaustive: { nbHits: boolean; typo: boolean };
  query: string;
  params: string;
  index: string;
  processingTimeMS: number;
  renderingContent: Record<string, never>;
  queryID?: string;
  facets?: Record<string, Record<string, number>>;
  exhaustiveFacetsCount?: boolean;
}

export type SearchInput = SearchRequest[] | { requests: SearchRequest[] };

export interface LocalSearchClient {
  readonly appId: string;
  search(input: SearchInput): Promise<{ results: SearchResult[] }>;
  /** Same as `search`: the name the v5 client uses for hit-only requests. */
  searchForHits(input: SearchInput): Promise<{ results: SearchResult[] }>;
  /** Starts loading the shards a request with these facet filters would need. */
  warm(facetFilters?: SearchParams['facetFilters']): Promise<void>;
  addAlgoliaAgent(segment: string, version?: string): void;
  clearCache(): Promise<void>;
}

/** Attributes a DocSearch index makes searchable, hence highlighted by default. */
const SEARCHABLE = [...LEVELS.map(level => `hierarchy.${level}`), 'content'];
const FACETS = ['language', 'docusaurus_tag'];

function randomId(): string {
  const bytes = new Uint8Array(16);
  if (globalThis.crypto?.getRandomValues) globalThis.crypto.getRandomValues(bytes);
  else for (let i = 0; i < bytes.length; i++) bytes[i] = Math.floor(Math.random() * 256);
  return [...bytes].map(b => b.toString(16).padStart(2, '0')).join('');
}

function readKeys(record: DocSearchRecord, keys: string[]): unknown {
  let value: unknown = record;
  for (const key of keys) value = value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined;
  return value;
}

function writeKeys(target: Record<string, unknown>, keys: string[], value: unknown) {
  let node = target;
  for (let i = 0; i < keys.length - 1; i++) {
    const key = keys[i];
    node[key] = (node[key] as Record<string, unknown>) ?? {};
    node = node[key] as Record<string, unknown>;
  }
  node[keys[keys.length - 1]] = value;
}

/** Text values escaped the way highlight values are, so a hit shown without highlighting is still safe. */
function escapedRecord(record: DocSearchRecord): Record<string, unknown> {
  const hierarchy: Record<string, string | null> = {};
  for (const level of LEVELS) hierarchy[level] = record.hierarchy[level] === null ? null : escapeHtml(record.hierarchy[level]!);
  return { ...record, content: record.content === null ? null : escapeHtml(record.content), hierarchy };
}

/** The attributes a pattern list names (`hierarchy.lvl1`, `hierarchy`, `*`). */
function expand(patterns: string[], known: string[]): string[] {
  return patterns.flatMap(pattern => {
    if (pattern === '*') return known;
    return known.filter(attribute => attribute === pattern || attribute.startsWith(`${pattern}.`));
  });
}

/** What a request asks of each hit, worked out once per request rather than per hit. */
export interface HitPlan {
  retrieveAll: boolean;
  retrieve: string[][];
  highlighted: string[][];
  snippets: { keys: string[]; size: number }[];
  tags: HighlightTags;
  ellipsis: string;
}

export function planHits(params: SearchParams): HitPlan {
  const retrieve = params.attributesToRetrieve ?? ['*'];
  return {
    retrieveAll: retrieve.includes('*'),
    retrieve: retrieve.map(path => path.split('.')),
    highlighted: expand(params.attributesToHighlight ?? ['*'], SEARCHABLE).map(path => path.split('.')),
    snippets: (params.attributesToSnippet ?? []).flatMap(spec => {
      const [pattern, size] = spec.split(':');
      return expand([pattern], SEARCHABLE).map(path => ({ keys: path.split('.'), size: Number(size) || 10 }));
    }),
    tags: { pre: params.highlightPreTag, post: params.highlightPostTag },
    ellipsis: params.snippetEllipsisText,
  };
}

export function shapeHit(record: DocSearchRecord, params: SearchParams, terms: string[], match: Matcher, plan: HitPlan = planHits(params)): SearchHit {
  const escaped = escapedRecord(record);
  const hit: SearchHit = { objectID: record.objectID };
  if (plan.retrieveAll) Object.assign(hit, escaped);
  else for (const keys of plan.retrieve) {
    const value = readKeys(escaped as unknown as DocSearchRecord, keys);
    if (value !== undefined) writeKeys(hit, keys, value);
  }
  hit.objectID = record.objectID;

  if (plan.highlighted.length > 0) {
    const result: Record<string, unknown> = {};
    for (const keys of plan.highlighted) {
      const value = readKeys(record, keys);
      if (typeof value === 'string') writeKeys(result, keys, highlight(value, terms, match, plan.tags) satisfies HighlightValue);
    }
    hit._highlightResult = result;
  }
  if (plan.snippets.length > 0) {
    const result: Record<string, unknown> = {};
    for (const { keys, size } of plan.snippets) {
      const value = readKeys(record, keys);
      if (typeof value === 'string') {
        writeKeys(result, keys, snippet(value, terms, match, size, plan.tags, plan.ellipsis) satisfies SnippetValue);
      }
    }
    hit._snippetResult = result;
  }
  return hit;
}

function facetCounts(ranked: RankedSection[], facets: string[]): Record<string, Record<string, number>> {
  const counts: Record<string, Record<string, number>> = {};
  for (const facet of facets.includes('*') ? FACETS : facets) {
    const values: Record<string, number> = {};
    for (const { section } of ranked) {
      const value = facetValue(section.head, facet);
      if (value !== undefined) values[value] = (values[value] ?? 0) + 1;
    }
    counts[facet] = values;
  }
  return counts;
}

/** A request that asks for facet counts and no hits. */
const facetsOnly = (params: SearchParams) => params.hitsPerPage === 0 && Boolean(params.facets && params.facets.length > 0);

export interface LocalSearchClientOptions {
  source: ShardSource;
  appId?: string;
  now?: () => number;
}

export function createLocalSearchClient({ source, appId = 'LOCAL', now = () => performance.now() }: LocalSearchClientOptions): LocalSearchClient {
  const index = new LocalIndex();
  const loads = new Map<string, Promise<void>>();
  let manifest: Promise<ShardManifest> | undefined;

  // One compiled filter per distinct facetFilters (a search session sends the same few), so the
  // index can remember which sections pass it.
  const filters = new Map<string, ReturnType<typeof compileFacetFilters>>();
  const facetFilter = (facetFilters: SearchParams['facetFilters']) => {
    const key = JSON.stringify(facetFilters ?? null);
    let filter = filters.get(key);
    if (!filter) {
      if (filters.size >= 50) filters.clear();
      filter = compileFacetFilters(facetFilters);
      filters.set(key, filter);
    }
    return filter;
  };

  const fail = (error: unknown): never => {
    throw error instanceof RetryError ? error : new RetryError(undefined, { cause: error });
  };

  function loadManifest(): Promise<ShardManifest> {
    manifest ??= source.manifest().catch(error => {
      manifest = undefined; // a later request tries again
      return fail(error);
    });
    return manifest;
  }

  function loadShard(entry: ShardManifestEntry): Promise<void> {
    const key = entry.file;
    let load = loads.get(key);
    if (!load) {
      load = source.shard(entry).then(
        shard => index.addShardAsync(shard),
        error => {
          loads.delete(key);
          return fail(error);
        }
      );
      loads.set(key, load);
    }
    return load;
  }

  async function ensureShards(facetFilters: SearchParams['facetFilters']): Promise<void> {
    const { shards } = await loadManifest();
    const tags = allowedValues(facetFilters, 'docusaurus_tag');
    const languages = allowedValues(facetFilters, 'language');
    await Promise.all(
      shards.filter(entry => (!tags || tags.has(entry.tag)) && (!languages || languages.has(entry.language))).map(loadShard)
    );
  }

  async function runOne(request: SearchRequest): Promise<SearchResult> {
    const params = readRequest(request);
    // A request for facet counts only is answered from the shards already loaded (see `search`).
    if (!facetsOnly(params)) await ensureShards(params.facetFilters);
    const started = now();
    const { ranked, terms } = index.search(params.query, facetFilter(params.facetFilters));
    const match = createMatcher(terms);
    const nbHits = Math.min(ranked.length, PAGINATION_LIMIT);
    // As Algolia answers: past the pagination limit the count is the limit, and says it is not exact.
    const exhaustive = ranked.length <= PAGINATION_LIMIT;
    const { hitsPerPage, page } = params;
    const nbPages = hitsPerPage > 0 ? Math.ceil(nbHits / hitsPerPage) : 0;
    const pageRecords = hitsPerPage > 0 && page < nbPages ? ranked.slice(page * hitsPerPage, Math.min((page + 1) * hitsPerPage, nbHits)) : [];
    // Cheap screen before word-splitting a paragraph: it must contain the start of a query word.
    const stems = terms.map(term => term.slice(0, 3));
    const ownMatches = (text: string) => {
      const lower = text.toLowerCase();
      return stems.some(start => lower.includes(start)) ? countMatches(text, match, terms.length) : 0;
    };
    const plan = planHits(params);
    const hits = pageRecords.map(({ section }) => shapeHit(pickRecord(section, ownMatches, terms.length), params, terms, match, plan));
    const result: SearchResult = {
      hits,
      nbHits,
      page,
      nbPages,
      hitsPerPage,
      exhaustiveNbHits: exhaustive,
      exhaustiveTypo: true,
      exhaustive: { nbHits: exhaustive, typo: true },
      query: params.query,
      params: stringifyParams(params.raw),
      index: request.indexName,
      processingTimeMS: Math.max(1, Math.round(now() - started)),
      renderingContent: {},
    };
    if (params.facets && params.facets.length > 0) {
      result.facets = facetCounts(ranked, params.facets);
      result.exhaustiveFacetsCount = true;
    }
    if (params.clickAnalytics) result.queryID = randomId();
    return result;
  }

  // Requests for facet counts only (algoliasearch-helper's disjunctive-facet requests behind the
  // /search page's version selects, which drop the version filter) are answered after the
  // batch's other requests, from the shards loaded by then: the page shows no counts, and must not
  // wait for every other version's shard to show the one it asked for.
  const search = async (input: SearchInput) => {
    const requests = Array.isArray(input) ? input : input.requests;
    const countsOnly = requests.map(request => facetsOnly(readRequest(request)));
    const results: SearchResult[] = new Array(requests.length);
    await Promise.all(requests.map(async (request, i) => (countsOnly[i] ? undefined : (results[i] = await runOne(request)))));
    await Promise.all(requests.map(async (request, i) => (countsOnly[i] ? (results[i] = await runOne(request)) : undefined)));
    return { results };
  };

  return {
    appId,
    search,
    searchForHits: search,
    warm: facetFilters => ensureShards(facetFilters),
    addAlgoliaAgent() {
      // Nothing is sent anywhere: there is no user agent to report.
    },
    async clearCache() {
      // Shards are immutable (content-hashed); nothing to clear.
    },
  };
}
