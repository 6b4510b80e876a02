/**
 * docsearch-local: the site's search, in one plugin. The search UI is the theme's (Algolia
 * DocSearch's modal and /search page); this plugin decides where its answers come from.
 *
 * Option `mode` (docusaurus.config.ts sets it from the ALGOLIA_* variables, src/site/environment.ts):
 * - `'local'` (no Algolia credentials): `algoliasearch/lite` is aliased to the browser client
 *   module (client/index.ts), so the theme's /search page queries the local index, and the
 *   SearchBar wrapper hands the modal the same client. After the build, the built HTML is crawled
 *   into DocSearch records (crawl.ts) and written as shards to `build/search-index/` (one per
 *   language + docusaurus_tag, plus `manifest.json`; build.ts).
 * - `'hosted'`: the theme talks to Algolia exactly as it ships; no index is written.
 * Pages read the mode through the plugin's data (`useSearchMode()` in client/index.ts).
 *
 * In both modes it owns the theme wrappers (theme/SearchBar, theme/SearchPage, over
 * @docusaurus/theme-search-algolia's components; see ALGOLIA_SEARCH_BAR and SEARCH_PAGES), swaps the navbar's search button
 * (theme/SearchBar/SearchButton.tsx) and keeps one DocSearch copy in main.js (docsearchAliases.ts).
 *
 * `docusaurus search:export` writes the records of an existing build as JSON for an Algolia index.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import type { LoadContext, OptionValidationContext, Plugin, PluginModule } from '@docusaurus/types';
import { Joi } from '@docusaurus/utils-validation';
import { crawlSite, writeShards } from './build';
import { docSearchEsmEntry, docSearchUmdEntry, pointDocSearchAliasesAtEsm } from './docsearchAliases';
import { algoliaSettings, discoverRoutes, exportRecords } from './export';

export type SearchMode = 'local' | 'hosted';

/** What pages read through `usePluginData('docsearch-local')`. */
export interface SearchPluginData {
  mode: SearchMode;
}

export interface DocSearchLocalOptions {
  /** Where answers come from: the index this plugin writes, or Algolia (the theme's `algolia` config). */
  mode: SearchMode;
  /** lvl0 for docs outside any sidebar category, by docs plugin id. */
  sectionLabels: Record<string, string>;
}

const OPTIONS_SCHEMA = Joi.object<DocSearchLocalOptions>({
  mode: Joi.string().valid('local', 'hosted').default('local'),
  sectionLabels: Joi.object().pattern(Joi.string(), Joi.string()).default({}),
});

export function validateOptions({ validate, options }: OptionValidationContext<Partial<DocSearchLocalOptions> | undefined, DocSearchLocalOptions>): DocSearchLocalOptions {
  return validate(OPTIONS_SCHEMA, options ?? {});
}

/** The browser client module, which the /search page gets for `algoliasearch/lite` in local mode. */
const LOCAL_CLIENT = resolve(__dirname, 'client/index.ts');
/**
 * The Algolia theme's SearchBar, which theme/SearchBar wraps. `@theme-init/SearchBar` cannot name
 * it: the first theme providing a SearchBar is theme-classic, whose SearchBar is a placeholder
 * (`@docusaurus/Noop`), and the package exports no path to its theme files. So the wrapper imports
 * this alias, pointed at the file `@theme-original/SearchBar` resolves to for a swizzled wrapper.
 * (components/HostedSearchPage can use `@theme-init/SearchPage`: the Algolia theme is the first to provide one.)
 */
export const ALGOLIA_SEARCH_BAR_REQUEST = '@docsearch-local/algolia-search-bar';
export const ALGOLIA_SEARCH_BAR = join(dirname(require.resolve('@docusaurus/theme-search-algolia')), 'theme/SearchBar/index.js');

/**
 * The /search page, chosen at build time by `mode`: theme/SearchPage imports this alias, pointed at
 * the plugin's own page in local mode and at the theme's page with the plugin's additions in hosted
 * mode, so a local build ships none of the theme's page (nor algoliasearch-helper, which drives it).
 */
export const SEARCH_PAGE_REQUEST = '@docsearch-local/search-page';
export const SEARCH_PAGES: Record<SearchMode, string> = {
  local: resolve(__dirname, 'components/LocalSearchPage/index.tsx'),
  hosted: resolve(__dirname, 'components/HostedSearchPage/index.tsx'),
};

/** The navbar's search button, named by its visible text (see the file). */
const SEARCH_BUTTON = resolve(__dirname, 'theme/SearchBar/SearchButton.tsx');

export default function docSearchLocalPlugin(context: LoadContext, validatedOptions: unknown): Plugin {
  // Docusaurus calls `validateOptions` (below) first.
  const options = validatedOptions as DocSearchLocalOptions;
  const { siteConfig } = context;
  const local = options.mode === 'local';
  const crawlOptions = { siteTitle: siteConfig.title, sectionLabels: options.sectionLabels };

  return {
    name: 'docsearch-local',

    getThemePath() {
      return resolve(__dirname, 'theme');
    },

    async contentLoaded({ actions }) {
      actions.setGlobalData({ mode: options.mode } satisfies SearchPluginData);
    },

    configureWebpack(config) {
      const alias = config.resolve?.alias;
      const esmEntry = docSearchEsmEntry();
      if (esmEntry && alias && !Array.isArray(alias)) {
        pointDocSearchAliasesAtEsm(alias as Record<string, unknown>, esmEntry, docSearchUmdEntry() ?? undefined);
      }
      const button = {
        '@docsearch/react/button$': SEARCH_BUTTON,
        [`${ALGOLIA_SEARCH_BAR_REQUEST}$`]: ALGOLIA_SEARCH_BAR,
        [`${SEARCH_PAGE_REQUEST}$`]: SEARCH_PAGES[options.mode],
      };
      if (!local) return { resolve: { alias: button } };
      return { resolve: { alias: { ...button, 'algoliasearch/lite$': LOCAL_CLIENT } } };
    },

    // The /search page starts fetching the current docs' shards itself, before it hydrates
    // (components/LocalSearchPage). No `<link rel="preload">` for them in its HTML: on a slow
    // network the preloads (about 180 KB gzip) compete with the page's own scripts and styles, and
    // Lighthouse's mobile LCP was 3.4 s with them, 2.4 s without (bench/RESULTS.md).
    async postBuild({ outDir, routesPaths }) {
      if (!local) return;
      const started = Date.now();
      const { records, pages, skipped } = crawlSite({ outDir, routesPaths, siteUrl: siteConfig.url, ...crawlOptions });
      const { manifest } = writeShards(outDir, records);
      const seconds = ((Date.now() - started) / 1000).toFixed(2);
      console.log(
        `[docsearch-local] ${records.length} records from ${pages} pages in ${manifest.shards.length} shards (${seconds} s); ` +
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
          console.log(`[docsearch-local] ${records.length} records from ${pages} pages -> ${output}; index settings -> ${settingsFile}`);
        });
    },
  };
}

// Read by Docusaurus when the plugin is given as a function (docusaurus.config.ts); Docusaurus types
// it as generic over any options.
docSearchLocalPlugin.validateOptions = validateOptions as NonNullable<PluginModule['validateOptions']>;
