/**
 * search-index: the offline backend of the theme's Algolia search.
 *
 * Without Algolia credentials (the config's placeholder `LOCAL` app id) it
 * - aliases `algoliasearch/lite` to the local client, so the theme's /search page queries it, and
 * - after the build, crawls the built HTML into DocSearch records and writes them as shards to
 *   `build/search-index/` (one per language + docusaurus_tag, plus `manifest.json`).
 * The search modal gets the same client through the SearchBar wrapper (src/theme/SearchBar).
 * With credentials it only swaps the navbar's search button (src/theme/SearchBar/SearchButton.tsx,
 * both modes): the theme talks to Algolia exactly as it ships.
 *
 * `docusaurus search:export` writes the records of an existing build as JSON for an Algolia index.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { isLocalSearch } from '../../src/search/mode';
import { crawlSite, htmlFileForRoute, INDEX_DIR, writeShards } from './build';
import { algoliaSettings, discoverRoutes, exportRecords } from './export';

export interface SearchIndexOptions {
  /** lvl0 for docs outside any sidebar category, by docs plugin id. */
  sectionLabels?: Record<string, string>;
}

const LOCAL_CLIENT = resolve(__dirname, '../../src/search/liteClient.ts');
/** The navbar's search button, named by its visible text (see the file). */
const SEARCH_BUTTON = resolve(__dirname, '../../src/theme/SearchBar/SearchButton.tsx');

interface LoadedDocsPlugin {
  name: string;
  options: { id?: string };
  content?: { loadedVersions?: { versionName: string; isLast: boolean }[] };
}

/** `docsearch:docusaurus_tag` of each docs plugin's latest version (the one its base path serves). */
export function latestDocsTags(plugins: LoadedDocsPlugin[]): string[] {
  return plugins
    .filter(plugin => plugin.name === 'docusaurus-plugin-content-docs')
    .flatMap(plugin => {
      const last = plugin.content?.loadedVersions?.find(version => version.isLast);
      return last ? [`docs-${plugin.options.id ?? 'default'}-${last.versionName}`] : [];
    });
}

/**
 * The /search page asks for the current docs' shards as soon as it hydrates; the browser fetches
 * them with the page instead (`<link rel="preload">`, as `fetch()` requests them), so the first
 * results paint without waiting for the scripts first.
 */
export function preloadShards(outDir: string, hrefs: string[]): boolean {
  const file = htmlFileForRoute(outDir, '/search');
  if (!file || !existsSync(file) || hrefs.length === 0) return false;
  const html = readFileSync(file, 'utf8');
  if (!html.includes('</head>')) return false;
  const links = hrefs.map(href => `<link rel="preload" as="fetch" crossorigin="anonymous" href="${href}">`).join('');
  writeFileSync(file, html.replace('</head>', `${links}</head>`));
  return true;
}

export default function searchIndexPlugin(context: LoadContext, rawOptions?: unknown): Plugin {
  const options = (rawOptions ?? {}) as SearchIndexOptions;
  const { siteConfig } = context;
  const local = isLocalSearch((siteConfig.themeConfig as { algolia?: { appId?: string; apiKey?: string } }).algolia);
  const crawlOptions = { siteTitle: siteConfig.title, sectionLabels: options.sectionLabels };

  return {
    name: 'search-index',

    configureWebpack() {
      const button = { '@docsearch/react/button$': SEARCH_BUTTON };
      if (!local) return { resolve: { alias: button } };
      return { resolve: { alias: { ...button, 'algoliasearch/lite$': LOCAL_CLIENT } } };
    },

    async postBuild({ outDir, routesPaths, plugins }) {
      if (!local) return;
      const started = Date.now();
      const { records, pages, skipped } = crawlSite({ outDir, routesPaths, siteUrl: siteConfig.url, ...crawlOptions });
      const { manifest } = writeShards(outDir, records);
      const tags = ['default', ...latestDocsTags((plugins ?? []) as unknown as LoadedDocsPlugin[])];
      const files = manifest.shards.filter(entry => tags.includes(entry.tag)).map(entry => `${siteConfig.baseUrl ?? '/'}${INDEX_DIR}/${entry.file}`);
      preloadShards(outDir, files);
      const seconds = ((Date.now() - started) / 1000).toFixed(2);
      console.log(
        `[search-index] ${records.length} records from ${pages} pages in ${manifest.shards.length} shards (${seconds} s); ` +
          `skipped ${skipped.length} routes (redirects, 404, noindex).`
      );
    },

    extendCli(cli) {
      cli
        .command('search:export [siteDir]')
        .description('Write the DocSearch records of the built site (build/) as JSON for an Algolia index')
        .option('--out-dir <dir>', 'build folder to crawl', 'build')
        .option('--output <file>', 'records file to write', 'search-export/records.json')
        .action((siteDir: string | undefined, cliOptions: { outDir: string; output: string }) => {
          const root = resolve(siteDir ?? '.');
          const outDir = resolve(root, cliOptions.outDir);
          const routesPaths = discoverRoutes(outDir);
          const { records, pages } = exportRecords({ outDir, routesPaths, siteUrl: siteConfig.url, ...crawlOptions });
          const output = resolve(root, cliOptions.output);
          mkdirSync(dirname(output), { recursive: true });
          writeFileSync(output, JSON.stringify(records, null, 1));
          const settingsFile = join(dirname(output), 'settings.json');
          writeFileSync(settingsFile, JSON.stringify(algoliaSettings(), null, 2));
          console.log(`[search-index] ${records.length} records from ${pages} pages -> ${output}; index settings -> ${settingsFile}`);
        });
    },
  };
}
