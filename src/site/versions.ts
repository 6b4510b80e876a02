import type { Options as DocsOptions } from '@docusaurus/plugin-content-docs';

/** The docs version served at /docs. Its folder is versioned_docs/version-7; it covers v7 and v8. */
export const lastDocsVersion = '7';

/**
 * Labels and paths for every docs version. Next follows the main branch (unreleased changes, hence
 * its banner); v7 / v8 is the current release line (8.24.1); older majors carry the unmaintained banner.
 */
export const docsVersions: NonNullable<DocsOptions['versions']> = {
  current: { label: 'Next', path: 'next', banner: 'unreleased' },
  '7': { label: 'v7 / v8', path: '', banner: 'none' },
  '6': { label: 'v6', path: '6', banner: 'unmaintained' },
  '5': { label: 'v5', path: '5', banner: 'unmaintained' },
  '4': { label: 'v4', path: '4', banner: 'unmaintained' },
  '3': { label: 'v3', path: '3', banner: 'unmaintained' },
};
