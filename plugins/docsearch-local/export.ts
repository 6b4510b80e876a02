/**
 * Records and index settings for a hosted Algolia index, from an existing build: the same crawl
 * the local index is made from, so hosted and offline search return the same records.
 */
import { readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { INDEX_DEFAULTS } from './lib/params';
import { crawlSite, type CrawlSiteOptions, type CrawlSiteResult } from './build';

/** Route paths of every HTML file in a build folder (`docs/intro.html` -> `/docs/intro`). */
export function discoverRoutes(outDir: string): string[] {
  const routes: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'assets' && entry.name !== 'search-index') walk(path);
      } else if (entry.name.endsWith('.html')) {
        const route = `/${relative(outDir, path).split(sep).join('/')}`
          .replace(/\/index\.html$/, '/')
          .replace(/\.html$/, '');
        routes.push(route);
      }
    }
  };
  walk(outDir);
  return routes;
}

export function exportRecords(options: CrawlSiteOptions): CrawlSiteResult {
  return crawlSite(options);
}

/** Index settings matching what the local engine does (DocSearch's usual configuration). */
export function algoliaSettings() {
  return {
    // lvl0 is not searched (it repeats on every page of a section), as in the local engine.
    searchableAttributes: [
      'unordered(hierarchy.lvl1)',
      'unordered(hierarchy.lvl2)',
      'unordered(hierarchy.lvl3)',
      'unordered(hierarchy.lvl4)',
      'unordered(hierarchy.lvl5)',
      'unordered(hierarchy.lvl6)',
      'content',
    ],
    attributesForFaceting: ['type', 'language', 'docusaurus_tag'],
    customRanking: ['desc(weight.level)', 'asc(weight.position)'],
    attributesToRetrieve: ['hierarchy', 'content', 'anchor', 'url', 'url_without_anchor', 'type'],
    attributesToHighlight: ['hierarchy', 'content'],
    attributesToSnippet: [...INDEX_DEFAULTS.attributesToSnippet],
    highlightPreTag: INDEX_DEFAULTS.highlightPreTag,
    highlightPostTag: INDEX_DEFAULTS.highlightPostTag,
    snippetEllipsisText: INDEX_DEFAULTS.snippetEllipsisText,
    camelCaseAttributes: ['hierarchy', 'content'],
    distinct: true,
    attributeForDistinct: 'url',
    minWordSizefor1Typo: 4,
    minWordSizefor2Typos: 8,
    allowTyposOnNumericTokens: false,
    advancedSyntax: true,
    hitsPerPage: INDEX_DEFAULTS.hitsPerPage,
  };
}
