/**
 * Only DocSearch's button in main.js. `@docusaurus/theme-search-algolia` imports the search button
 * from `@docsearch/react/button` (the package's ESM build) and, for DocSearch v3, aliases
 * `@docsearch/react/useDocSearchKeyboardEvents` and two sibling paths to
 * `require.resolve('@docsearch/react')`, which is the package's UMD build. Both builds hold the
 * whole library, so main.js carried it twice. The aliases are pointed at the ESM build instead,
 * and the modal's lazy import at the UMD build, so that the ESM module in main.js is trimmed to
 * the button and its shortcuts while the modal comes in its own chunk on intent (keys typed
 * while it loads are kept: lib/typeahead.ts). Measured effect on main.js in bench/RESULTS.md
 * ("Site foundation").
 */
import path from 'node:path';

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

/** The request the theme loads the search modal with, on intent. */
export const DOCSEARCH_MODAL_REQUEST = '@docsearch/react/modal';

/**
 * Points the theme's DocSearch v3 aliases at `esmEntry`; leaves aliases it did not set alone. With
 * `modalEntry`, the modal's lazy import gets that file (the package's UMD build) rather than the
 * ESM module main.js already holds: a dynamic import of a module marks all its exports used, so
 * the modal would otherwise sit in main.js inside the button's module.
 */
export function pointDocSearchAliasesAtEsm(alias: Record<string, unknown>, esmEntry: string, modalEntry?: string): void {
  let themeAliased = false;
  for (const key of docSearchCompatPaths) {
    if (key in alias) {
      alias[key] = esmEntry;
      themeAliased = true;
    }
  }
  if (themeAliased && modalEntry) alias[`${DOCSEARCH_MODAL_REQUEST}$`] = modalEntry;
}

/** The package's UMD build, a module of its own that only the modal's lazy import reaches. */
export function docSearchUmdEntry(): string | null {
  try {
    return require.resolve('@docsearch/react');
  } catch {
    return null;
  }
}
