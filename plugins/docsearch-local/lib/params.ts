/**
 * Reads the search requests the Algolia clients send (DocSearch's flat v5 form, the helper's
 * `{indexName, params: {...}}` and the v4 URL-encoded string form) into one parameter object, and
 * evaluates `facetFilters` against a record.
 */
import type { DocSearchRecord } from './records';

/** What facet filters look at: a record, or a section head with the same facet fields. */
export type Facetable = Pick<DocSearchRecord, 'language' | 'docusaurus_tag' | 'type' | 'hierarchy'>;

export type FacetFilters = string | (string | string[])[];

export interface SearchParams {
  query: string;
  hitsPerPage: number;
  page: number;
  facetFilters?: FacetFilters;
  facets?: string[];
  attributesToRetrieve?: string[];
  attributesToHighlight?: string[];
  attributesToSnippet?: string[];
  highlightPreTag: string;
  highlightPostTag: string;
  snippetEllipsisText: string;
  clickAnalytics: boolean;
  /** Everything as received, echoed back in the response's `params` string. */
  raw: Record<string, unknown>;
}

export interface SearchRequest {
  indexName: string;
  params?: string | Record<string, unknown>;
  [key: string]: unknown;
}

/**
 * The settings a DocSearch index is created with; requests override them. The highlight tag is
 * the one DocSearch's crawler configures (the /search page restyles it).
 */
export const INDEX_DEFAULTS = {
  hitsPerPage: 20,
  attributesToSnippet: ['content:10'],
  highlightPreTag: '<span class="algolia-docsearch-suggestion--highlight">',
  highlightPostTag: '</span>',
  snippetEllipsisText: '…',
} as const;

/** Algolia answers at most this many hits in total, whatever the paging. */
export const PAGINATION_LIMIT = 1000;

function parseValue(value: string): unknown {
  const trimmed = value.trim();
  if (/^[[{]/.test(trimmed) || /^(true|false|-?\d+(\.\d+)?)$/.test(trimmed)) {
    try {
      return JSON.parse(trimmed);
    } catch {
      return value;
    }
  }
  return value;
}

/** Parses `query=a&hitsPerPage=20&facetFilters=%5B...%5D` into values. */
export function parseParamString(params: string): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(params)) out[key] = parseValue(value);
  return out;
}

/** Serialises parameters the way Algolia echoes them in `params`. */
export function stringifyParams(params: Record<string, unknown>): string {
  return Object.entries(params)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(typeof value === 'string' ? value : JSON.stringify(value))}`)
    .join('&');
}

const list = (value: unknown): string[] | undefined => {
  if (value === undefined || value === null) return undefined;
  if (Array.isArray(value)) return value.map(String);
  if (typeof value === 'string') {
    const parsed = parseValue(value);
    return Array.isArray(parsed) ? parsed.map(String) : value.split(',').map(s => s.trim()).filter(Boolean);
  }
  return undefined;
};

const integer = (value: unknown, fallback: number) => {
  const n = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : NaN;
  return Number.isFinite(n) && n >= 0 ? Math.floor(n) : fallback;
};

export function readRequest(request: SearchRequest): SearchParams {
  const { indexName: _indexName, params, type: _type, ...flat } = request;
  const raw: Record<string, unknown> = {
    ...flat,
    ...(typeof params === 'string' ? parseParamString(params) : (params ?? {})),
  };
  const facetFilters = typeof raw.facetFilters === 'string' ? parseValue(raw.facetFilters) : raw.facetFilters;
  return {
    query: typeof raw.query === 'string' ? raw.query : '',
    hitsPerPage: Math.min(integer(raw.hitsPerPage, INDEX_DEFAULTS.hitsPerPage), PAGINATION_LIMIT),
    page: integer(raw.page, 0),
    facetFilters: facetFilters as FacetFilters | undefined,
    facets: list(raw.facets),
    attributesToRetrieve: list(raw.attributesToRetrieve),
    attributesToHighlight: list(raw.attributesToHighlight),
    attributesToSnippet: list(raw.attributesToSnippet) ?? [...INDEX_DEFAULTS.attributesToSnippet],
    highlightPreTag: typeof raw.highlightPreTag === 'string' ? raw.highlightPreTag : INDEX_DEFAULTS.highlightPreTag,
    highlightPostTag: typeof raw.highlightPostTag === 'string' ? raw.highlightPostTag : INDEX_DEFAULTS.highlightPostTag,
    snippetEllipsisText: typeof raw.snippetEllipsisText === 'string' ? raw.snippetEllipsisText : INDEX_DEFAULTS.snippetEllipsisText,
    clickAnalytics: raw.clickAnalytics === true || raw.clickAnalytics === 'true',
    raw,
  };
}

interface FacetTest {
  attribute: string;
  value: string;
  negated: boolean;
}

function parseFacetFilter(filter: string): FacetTest {
  const negated = filter.startsWith('-');
  const body = negated ? filter.slice(1) : filter;
  const colon = body.indexOf(':');
  const unquote = (s: string) => s.trim().replace(/^"(.*)"$/, '$1');
  return colon < 0
    ? { attribute: unquote(body), value: '', negated }
    : { attribute: unquote(body.slice(0, colon)), value: unquote(body.slice(colon + 1)), negated };
}

/** Facet values of a record, by attribute name. */
export function facetValue(record: Facetable, attribute: string): string | undefined {
  if (attribute === 'language') return record.language;
  if (attribute === 'docusaurus_tag') return record.docusaurus_tag;
  if (attribute === 'type') return record.type;
  if (attribute.startsWith('hierarchy.')) return record.hierarchy[attribute.slice(10) as 'lvl0'] ?? undefined;
  return undefined;
}

function passes(record: Facetable, test: FacetTest): boolean {
  const equal = facetValue(record, test.attribute) === test.value;
  return test.negated ? !equal : equal;
}

/** The outer list is AND, an inner list is OR, as Algolia reads `facetFilters`. */
export function compileFacetFilters(facetFilters: FacetFilters | undefined): (record: Facetable) => boolean {
  if (facetFilters === undefined || facetFilters === null) return () => true;
  const groups = (typeof facetFilters === 'string' ? [facetFilters] : facetFilters).map(group =>
    (Array.isArray(group) ? group : [group]).map(parseFacetFilter)
  );
  return record => groups.every(group => group.length === 0 || group.some(test => passes(record, test)));
}

/**
 * The values one facet can still take under the filters (`undefined` = unconstrained). Used to
 * load only the shards a request can match.
 */
export function allowedValues(facetFilters: FacetFilters | undefined, attribute: string): Set<string> | undefined {
  if (facetFilters === undefined || facetFilters === null) return undefined;
  let allowed: Set<string> | undefined;
  for (const group of typeof facetFilters === 'string' ? [facetFilters] : facetFilters) {
    const tests = (Array.isArray(group) ? group : [group]).map(parseFacetFilter);
    if (tests.length === 0 || !tests.every(test => test.attribute === attribute && !test.negated)) continue;
    const values = new Set(tests.map(test => test.value));
    allowed = allowed ? new Set([...allowed].filter(value => values.has(value))) : values;
  }
  return allowed;
}
