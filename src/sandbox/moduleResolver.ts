/**
 * Maps an import specifier in sandbox code to what the frame must load for it: a runtime bundle
 * (a classic script that registers the module) or a stylesheet, or explains why it cannot.
 */
import { coreBundleId, runtimeBundles, runtimeStylesheets, type RuntimeBundle } from './runtimeBundles';

export type ResolvedImport =
  | { kind: 'module'; specifier: string; bundle: string }
  | { kind: 'stylesheet'; specifier: string; href: string }
  | { kind: 'error'; specifier: string; message: string };

const bundleBySpecifier = new Map<string, RuntimeBundle>(
  runtimeBundles.flatMap(bundle => bundle.modules.map(specifier => [specifier, bundle] as const))
);
const stylesheetSet = new Set(runtimeStylesheets);

/** Every importable module specifier, sorted, as listed in error messages. */
export const availableModules: readonly string[] = [...bundleBySpecifier.keys()].sort();

/** Where a stylesheet specifier is served, relative to the frame page. */
export const stylesheetHref = (specifier: string) => `css/${specifier}`;

/** `place` names the runner in messages: the sandbox, or the docs' live examples. */
export function resolveImport(specifier: string, place = 'the sandbox'): ResolvedImport {
  const bundle = bundleBySpecifier.get(specifier);
  if (bundle) return { kind: 'module', specifier, bundle: bundle.id };
  if (stylesheetSet.has(specifier)) return { kind: 'stylesheet', specifier, href: stylesheetHref(specifier) };
  if (specifier.startsWith('.') || specifier.startsWith('/')) {
    return {
      kind: 'error',
      specifier,
      message: `Cannot import "${specifier}": ${place} holds a single module, so relative and absolute imports have nothing to point at.`,
    };
  }
  const isStylesheet = /\.(css|scss|sass|less)$/.test(specifier);
  const choices = isStylesheet ? [...runtimeStylesheets].sort() : availableModules;
  return {
    kind: 'error',
    specifier,
    message:
      `Module "${specifier}" is not available in ${place}. ` +
      `Available ${isStylesheet ? 'stylesheets' : 'modules'}: ${choices.join(', ')}.`,
  };
}

/** The bundles to load, dependencies first, for a set of bundle ids (without `core`). */
export function bundlesToLoad(bundleIds: Iterable<string>): string[] {
  const ordered: string[] = [];
  const visit = (id: string) => {
    if (id === coreBundleId || ordered.includes(id)) return;
    const bundle = runtimeBundles.find(candidate => candidate.id === id);
    if (!bundle) throw new Error(`Unknown sandbox runtime bundle "${id}"`);
    bundle.needs?.forEach(visit);
    ordered.push(id);
  };
  for (const id of bundleIds) visit(id);
  return ordered;
}

/**
 * The specifiers a CommonJS module (sucrase's `imports` output) requires, in order of first use.
 * Sucrase writes every import as a `require('...')` call with a string literal, so a scan finds
 * them all; a `require` built from a variable is left to fail at run time with the same message.
 */
export function requiredSpecifiers(commonJsCode: string): string[] {
  const found = new Set<string>();
  for (const match of commonJsCode.matchAll(/\brequire\(\s*(['"])([^'"\n]+)\1\s*\)/g)) found.add(match[2]!);
  return [...found];
}

/** Resolves everything a module requires; errors first so the first problem is reported. */
export function resolveImports(commonJsCode: string): ResolvedImport[] {
  return requiredSpecifiers(commonJsCode).map(specifier => resolveImport(specifier));
}
