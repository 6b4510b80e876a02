import type { ApiKind, ApiSymbol, ApiSymbolMap } from './symbols';

export const apiLinkScheme = 'api:';

// Qualifiers may name the kind in the singular or plural, as readers write both.
const kindAliases: Record<string, ApiKind> = {
  class: 'classes',
  classes: 'classes',
  enum: 'enumerations',
  enumeration: 'enumerations',
  enumerations: 'enumerations',
  function: 'functions',
  functions: 'functions',
  interface: 'interfaces',
  interfaces: 'interfaces',
  namespace: 'namespaces',
  namespaces: 'namespaces',
  type: 'type-aliases',
  'type-alias': 'type-aliases',
  'type-aliases': 'type-aliases',
  variable: 'variables',
  variables: 'variables',
};

export interface ParsedApiTarget {
  name: string;
  qualifiers: string[];
  /** Fragment without `#`, or undefined. */
  anchor?: string;
}

/** Splits `api:parseSQL/ParseSQLOptions#params` into qualifiers, name and anchor. */
export function parseApiTarget(url: string): ParsedApiTarget {
  const body = url.startsWith(apiLinkScheme) ? url.slice(apiLinkScheme.length) : url;
  const hashAt = body.indexOf('#');
  const path = hashAt === -1 ? body : body.slice(0, hashAt);
  const anchor = hashAt === -1 ? undefined : body.slice(hashAt + 1) || undefined;
  const segments = path.split('/').filter(segment => segment !== '');
  const name = segments.pop() ?? '';
  return { name, qualifiers: segments, anchor };
}

function qualifierMatches(qualifier: string, symbol: ApiSymbol): boolean {
  return (
    qualifier === symbol.package ||
    qualifier === symbol.entry ||
    kindAliases[qualifier.toLowerCase()] === symbol.kind
  );
}

/** The shortest link a writer could use to reach exactly this symbol when a name is ambiguous. */
export function qualifiedLinkFor(symbol: ApiSymbol): string {
  const place = symbol.entry === 'index' ? symbol.package : `${symbol.package}/${symbol.entry}`;
  return `${apiLinkScheme}${place}/${symbol.kind}/${symbol.name}`;
}

// Higher wins when several symbols match: the core package's main entry first (that is where
// readers import from), then any package's main entry, then other entry points.
function preference(symbol: ApiSymbol, corePackage: string): number {
  if (symbol.entry !== 'index') return 0;
  return symbol.package === corePackage ? 2 : 1;
}

export type ApiLinkResolution =
  | { ok: true; url: string; symbol: ApiSymbol }
  | { ok: false; reason: 'unknown' | 'ambiguous'; message: string; candidates: ApiSymbol[] };

/** Resolves an `api:` link target against the symbol map. Pure: no file system, no globals. */
export function resolveApiLink(url: string, map: ApiSymbolMap): ApiLinkResolution {
  const target = parseApiTarget(url);
  const sameName = map.symbols.filter(symbol => symbol.name === target.name);
  const matches = sameName.filter(symbol =>
    target.qualifiers.every(qualifier => qualifierMatches(qualifier, symbol))
  );

  if (matches.length === 0) {
    const caseInsensitive = map.symbols.filter(
      symbol => symbol.name.toLowerCase() === target.name.toLowerCase()
    );
    const hints = (sameName.length > 0 ? sameName : caseInsensitive).map(qualifiedLinkFor);
    const hint = hints.length > 0 ? ` Did you mean ${hints.slice(0, 5).join(', ')}?` : '';
    const what = target.qualifiers.length > 0 ? `"${target.name}" in ${target.qualifiers.join('/')}` : `"${target.name}"`;
    return {
      ok: false,
      reason: 'unknown',
      message: `Unknown API name ${what} (link "${url}").${hint}`,
      candidates: [],
    };
  }

  const best = Math.max(...matches.map(symbol => preference(symbol, map.corePackage)));
  const preferred = matches.filter(symbol => preference(symbol, map.corePackage) === best);
  if (preferred.length > 1) {
    return {
      ok: false,
      reason: 'ambiguous',
      message: `Ambiguous API name "${target.name}" (link "${url}"): qualify it as one of ${preferred
        .map(qualifiedLinkFor)
        .join(', ')}.`,
      candidates: preferred,
    };
  }

  const symbol = preferred[0]!;
  return { ok: true, symbol, url: target.anchor ? `${symbol.url}#${target.anchor}` : symbol.url };
}
