/**
 * client-bundle: three trims to the JavaScript every page loads, without changing behaviour.
 *
 * 1. One copy of DocSearch. `@docusaurus/theme-search-algolia` imports the search button from
 *    `@docsearch/react/button` (the package's ESM build) and, for DocSearch v3, aliases
 *    `@docsearch/react/useDocSearchKeyboardEvents` and two sibling paths to
 *    `require.resolve('@docsearch/react')`, which is the package's UMD build. Both builds hold the
 *    whole library, so main.js carried it twice. The aliases are pointed at the ESM build instead.
 *
 * 2. No module paths in the browser's route registry. Docusaurus's generated `registry.js` lists,
 *    for each route chunk, its loader, its module path and its weak module id. The path is read
 *    only by react-loadable's `Capture` during server rendering; in the browser it is dead weight
 *    (one string per route chunk: about 1,500 here). The client build gets the registry with empty paths;
 *    the server build keeps them.
 *
 * 3. Route components created on demand. Docusaurus's generated `routes.js` calls
 *    `ComponentCreator(path, hash)` for every route while main.js starts, which builds a loadable
 *    component per route (about 1,500 here) before the first render. The client build gets each
 *    `component` as a memoised getter instead, so only the routes that are matched (the current
 *    page, the links being preloaded) build theirs. React Router and Docusaurus read
 *    `route.component` only on matched routes.
 *
 * 2 and 3 rewrite generated files by their known shape (generatedFileLoader.cjs); a file whose shape
 * changes with a Docusaurus upgrade is left as it is, with a build warning.
 *
 * Measured effect on main.js in bench/RESULTS.md ("Site foundation").
 */
import path from 'node:path';
import type { Plugin } from '@docusaurus/types';

/** DocSearch v3 compatibility paths the theme aliases to the package's main (UMD) entry. */
export const docSearchCompatPaths = [
  '@docsearch/react/version',
  '@docsearch/react/useDocSearchKeyboardEvents',
  '@docsearch/react/useTheme',
] as const;

/** Resolves the ESM build of `@docsearch/react` (the file its `button` and `modal` entries use). */
export function docSearchEsmEntry(): string | null {
  try {
    const packageJson = require.resolve('@docsearch/react/package.json');
    const { module: esm } = require(packageJson) as { module?: string };
    return esm ? path.join(path.dirname(packageJson), esm) : null;
  } catch {
    return null;
  }
}

/** Points the theme's DocSearch v3 aliases at `esmEntry`; leaves aliases it did not set alone. */
export function pointDocSearchAliasesAtEsm(alias: Record<string, unknown>, esmEntry: string): void {
  for (const key of docSearchCompatPaths) {
    if (key in alias) alias[key] = esmEntry;
  }
}

/** The registry file Docusaurus generates, as webpack sees it. */
export const REGISTRY_FILE = /[\\/]\.docusaurus[\\/]registry\.js$/;

/** The route table Docusaurus generates. */
export const ROUTES_FILE = /[\\/]\.docusaurus[\\/]routes\.js$/;

const generatedFileLoader = require.resolve('./generatedFileLoader.cjs');

export default function clientBundlePlugin(): Plugin {
  return {
    name: 'client-bundle',
    configureWebpack(config, isServer) {
      const alias = config.resolve?.alias;
      const esmEntry = docSearchEsmEntry();
      if (esmEntry && alias && !Array.isArray(alias)) pointDocSearchAliasesAtEsm(alias as Record<string, unknown>, esmEntry);
      if (isServer) return {};
      return {
        module: {
          rules: [
            { test: REGISTRY_FILE, use: [{ loader: generatedFileLoader, options: { file: 'registry' } }] },
            { test: ROUTES_FILE, use: [{ loader: generatedFileLoader, options: { file: 'routes' } }] },
          ],
        },
      };
    },
  };
}
