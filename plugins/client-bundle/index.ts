/**
 * client-bundle: trims to the JavaScript every page loads and to the work it does, without changing
 * behaviour.
 *
 * (Its first trim, one DocSearch copy in main.js, moved to the search plugin:
 * plugins/docsearch-local/docsearchAliases.ts.)
 *
 * 2. No module paths in the browser's route registry. Docusaurus's generated `registry.js` lists,
 *    for each route chunk, its loader, its module path and its weak module id. The path is read
 *    only by react-loadable's `Capture` during server rendering; in the browser it is dead weight
 *    (one string per route chunk: about 1,500 here). The client build gets the registry with empty paths;
 *    the server build keeps them.
 *
 * 3. Route components created on demand. Docusaurus's generated `routes.js` calls
 *    `ComponentCreator(path, hash)` for every route while main.js starts, which builds a loadable
 *    component per route (about 1,500 here) before the first render. The client build's routes.js
 *    is written anew from the generated one (lazyRoutes.cjs) with each `component` as a memoised
 *    getter instead, so only the routes that are matched (the current
 *    page, the links being preloaded) build theirs. React Router and Docusaurus read
 *    `route.component` only on matched routes.
 *
 * 4. Lazy route tables. Routes under `lazyRoutePrefixes` (the API reference's 1,300 item pages) leave
 *    main.js with their registry entries and chunk names, for a chunk of their own that the
 *    replacement `preload` (client/preload.js) loads before it preloads a path under a prefix:
 *    before hydration when the page is one of them, on hover of a link to one, before navigating
 *    to one. Prefetching a link to one that is in view fetches what main.js already knows of it
 *    (its parents' data), not the table: visitors who never go there never load it. The server
 *    build keeps the whole table, so every page is still rendered and link-checked.
 *
 * 5. No unread doc lists. Docusaurus puts every docs plugin's list of docs, per version, into the
 *    global data main.js carries. The browser reads a plugin's list only for navbar doc items, the
 *    version dropdown and the old-version banner; for the plugins in `docListsUnread` (the API
 *    reference: 1,300 docs, none of those features) the client build keeps only each version's
 *    main doc (globalDataTransform.cjs). Server rendering keeps the lists, and renders the same.
 *
 * 6. Prism on demand. The theme registers Prism's extra languages in a client module, which
 *    puts prism-react-renderer in main.js and evaluates it on every page (its language
 *    definitions: about 45 ms of start-up on a phone). The server highlights every code block at
 *    build time and hydration keeps that markup (src/theme/CodeBlock/Content), so the client build
 *    empties that module (prismClientModuleLoader.cjs) and the code block loads Prism, registering
 *    the languages, only when it has to highlight in the browser.
 *
 * 7. Route matching with an index. react-router-config finds a path's route by trying every route
 *    of a list in order, a regular expression each, and its renderRoutes creates an element per
 *    route on each render: with 1,300 API pages in one list, each preload, viewport prefetch and
 *    render of an API path ran about 1,300 of them. The client build's react-router-config is
 *    client/routeMatching.js: same exports and results, with each list indexed by its exact literal
 *    paths (routeMatching.test.tsx compares both on every case the index could get wrong).
 *
 * 8. Chunk files named by id. Docusaurus names each chunk file after its chunk name
 *    (`assets/js/<name>.<hash>.js`), so the webpack runtime every page loads carries a map from
 *    each chunk's id to its name, for about 1,700 chunks (most of them API pages): some 14 KB of
 *    gzip on every page. The client build names them by id (`assets/js/<id>.<hash>.js`), which the
 *    runtime computes without a map; Docusaurus's own name-to-id map for prefetching stays.
 *
 * 9. Viewport prefetching in idle time, each file once. Docusaurus's `<Link>` prefetches its route as
 *    soon as it scrolls into view, all at once: a docs page's links in view at hydration came to
 *    some 360 <link rel="prefetch"> (the same chunks over and over) in one long task. The client
 *    build's `window.docusaurus` is client/docusaurus.js: `preload` as before, `prefetch` through
 *    client/prefetchQueue.js (the same files, each once, none the page already runs, in idle time).
 *    The installed docusaurus.js must be the one it was written against, or the build fails.
 *
 * 10. Stylesheets that load with their chunk. Docusaurus gathers every stylesheet any chunk imports
 *    into the one styles.css each page loads before it paints (facebook/docusaurus#2006: split CSS
 *    loaded in varying order styled pages unpredictably). The UI kits' stylesheets (Bootstrap's and
 *    Bulma's scoped builds, Tremor's Tailwind build, Mantine's component styles) were most of it:
 *    every docs page waited for them. Stylesheets under `chunkStylesheets` stay with the chunk that
 *    imports them, and the browser loads them with it (the chunk's code runs once they have
 *    loaded). Each is scoped to its kit's demo, so their order cannot matter.
 *
 * 11. No chunk-name map in the runtime. Docusaurus's ChunkAssetPlugin puts into the webpack runtime
 *    every page loads a map from each named chunk to its id (`__webpack_require__.gca`), read only
 *    to prefetch: about 1,700 entries, 15 KB of gzip. The client build leaves that plugin out and
 *    writes the map to a file of its own (`prefetchManifestFile`, named after the build's hash),
 *    which the prefetcher of point 9 fetches in idle time at its first prefetch. The build fails if
 *    Docusaurus's plugin is no longer there to leave out.
 *
 * 12. Sorts without localeCompare. Docusaurus's client sorts a handful of ASCII strings with
 *    String#localeCompare on every page (the active docs plugin, for the navbar and the search bar's
 *    facets; a memo's keys), and the first call starts the browser's collator: about 60 ms of a
 *    phone's start-up. sourcePatchLoader.cjs swaps those exact sorts for comparisons of code units
 *    that give the same result; a file without the exact text fails the build.
 *
 * 13. No unread doc map in the API reference's version data. Every API page loads its version's data
 *    (the sidebar and, per doc, its id, title, description and sidebar) before it hydrates. The
 *    browser reads that doc map only for the theme's DocCard, which no API page has; for the plugins
 *    in `docListsUnread` the client build gets it empty (versionDataTransform.cjs): 47 to 19 KB of
 *    gzip on every API page. The server build keeps it, so pages render the same.
 *
 * 14. No tslib in main.js. @docusaurus/utils-common requires all of tslib (4 KB gzip) for one
 *    helper, __importDefault; sourcePatchLoader.cjs writes that helper inline (same text rule).
 *
 * 15. No Intl date data for "Last updated". The theme's LastUpdated creates an Intl.DateTimeFormat
 *    on every docs page, and a page's first one loads the locale's date data (53-315 ms of a 4x-slowed
 *    start-up). sourcePatchLoader.cjs gives it the formatter of src/theme/LastUpdated/formatDate.ts,
 *    which writes the English date without Intl (same text rule); the server still renders with Intl.
 *
 * 16. The "in the browser" flag set in a transition. Once a page has hydrated, Docusaurus sets the
 *    flag `useIsBrowser` reads, and everything reading it renders again: the navbar, the colour mode
 *    toggle, every code block (159 components on the export page). Set as an ordinary update,
 *    React rendered all of that in one task. sourcePatchLoader.cjs sets it in a transition, which
 *    React renders in short slices (same text rule).
 *
 * 17. No new preferred-version state when storage holds the same. Once mounted, the docs plugin's
 *    preferred-version provider sets the versions it read from storage as a new object, unchanged or
 *    not; its context value changed with it, and the navbar and the mobile menu (some 1,200
 *    components of a docs page) rendered again in one task on every first visit.
 *    sourcePatchLoader.cjs keeps the state when every plugin's stored name is the one it holds.
 *
 * 18. The mobile menu's sidebar in transitions. Once mounted, a docs page hands the navbar's mobile
 *    menu its sidebar, and the menu then marks it shown: two renders of every sidebar item, closed
 *    menu or not, each in one task. sourcePatchLoader.cjs makes both updates transitions, which
 *    React renders in slices (same text rule).
 *
 * 19. The first window size in a transition. theme-common's useWindowSize says "ssr" until mounted,
 *    then reads the width: on a phone, the docs layout swaps the server's desktop sidebar for the
 *    mobile one and the navbar mounts its mobile menu, about 1,200 components in one task.
 *    sourcePatchLoader.cjs makes that first reading a transition; resizes update as before.
 *
 * 20. Code blocks not rendered again once mounted. The theme's word-wrap hook stores the hidden tab
 *    panel a block sits in, starting from undefined but storing closest()'s null when there is
 *    none, and whether the block scrolls sideways: every block of a page rendered again right after
 *    hydration, in one task (68 blocks on the QueryBuilder page). sourcePatchLoader.cjs keeps "no
 *    hidden tab" undefined, and sets the scroll flag, which only shows the word-wrap button, in a
 *    transition (same text rule).
 *
 * 21. main.js evaluated in stages. Run as one script, main.js's modules were the longest task of every
 *    page's start-up (68-165 ms without a CPU slowdown), and on a long page, whose HTML paints before
 *    main.js runs, Lighthouse counts it whole. A production client build's entry is
 *    client/stagedEntry.js. In main.js's own task it evaluates the route table and the preloader
 *    and starts loading the route's chunks, as Docusaurus does; then React DOM, the client modules,
 *    the theme's layout and the app, one group per task (src/site/evaluateInSteps.ts); then
 *    Docusaurus's clientEntry.js, which finds them evaluated and the chunks loading.
 *    The build fails if the entry is not clientEntry.js as written for 3.10.2.
 *
 * 2 to 5 and 13 rewrite generated files by their known shape (generatedFileLoader.cjs, lazyRoutes.cjs). A
 * Docusaurus upgrade that changes a file's shape fails the build (the loader reports an error naming
 * the release the transforms were written for), and so does one that changes the preload.js that 4
 * replaces (preloadLoader.cjs): the savings are kept or the build stops, never lost silently.
 * Docusaurus has no API for any of this; the upstream issue these trims work around is
 * facebook/docusaurus#7256 ("Docusaurus Bundle Size Heavily Impacted By Number of Routes").
 *
 * Measured effect on main.js in bench/RESULTS.md ("Site foundation").
 */
import fs from 'node:fs';
import path from 'node:path';
import type { ConfigureWebpackUtils, LoadContext, Plugin } from '@docusaurus/types';

/** The registry file Docusaurus generates, as webpack sees it. */
export const REGISTRY_FILE = /[\\/]\.docusaurus[\\/]registry\.js$/;

/** The route table Docusaurus generates. */
export const ROUTES_FILE = /[\\/]\.docusaurus[\\/]routes\.js$/;

/** Each route's chunk names, as Docusaurus generates them. */
export const CHUNK_NAMES_FILE = /[\\/]\.docusaurus[\\/]routesChunkNames\.json$/;

/** Point 13: the version data files of the named docs plugins, as Docusaurus generates them. */
export function versionDataFile(pluginIds: string[]): RegExp {
  const ids = pluginIds.map(id => id.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|');
  return new RegExp(`[\\\\/]\\.docusaurus[\\\\/]docusaurus-plugin-content-docs[\\\\/](?:${ids})[\\\\/]p[\\\\/][^\\\\/]+\\.json$`);
}

/** Points 12 and 14 to 20: the Docusaurus client files sourcePatchLoader.cjs patches. */
export const SOURCE_PATCHED_FILES = [
  /[\\/]@docusaurus[\\/]plugin-content-docs[\\/]lib[\\/]client[\\/]docsClientUtils\.js$/,
  /[\\/]@docusaurus[\\/]theme-common[\\/]lib[\\/]utils[\\/]reactUtils\.js$/,
  /[\\/]@docusaurus[\\/]utils-common[\\/]lib[\\/]index\.js$/,
  /[\\/]@docusaurus[\\/]theme-classic[\\/]lib[\\/]theme[\\/]LastUpdated[\\/]index\.js$/,
  /[\\/]@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]browserContext\.js$/,
  /[\\/]@docusaurus[\\/]plugin-content-docs[\\/]lib[\\/]client[\\/]docsPreferredVersion\.js$/,
  /[\\/]@docusaurus[\\/]theme-common[\\/]lib[\\/]contexts[\\/]navbarSecondaryMenu[\\/](?:content|display)\.js$/,
  /[\\/]@docusaurus[\\/]theme-common[\\/]lib[\\/]hooks[\\/]useWindowSize\.js$/,
  /[\\/]@docusaurus[\\/]theme-common[\\/]lib[\\/]hooks[\\/]useCodeWordWrap\.js$/,
];

/** The global data of every plugin, as Docusaurus generates it. */
export const GLOBAL_DATA_FILE = /[\\/]\.docusaurus[\\/]globalData\.json$/;

/** The client's route preloader, which point 4 replaces. */
export const PRELOAD_FILE = /[\\/]@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]preload\.js$/;

/** Point 8: chunk files named by id and content hash (Docusaurus's template has the chunk's name). */
export const CHUNK_FILENAME = 'assets/js/[id].[contenthash:8].js';

/** Docusaurus's `window.docusaurus` (prefetch and preload), which point 9 replaces. */
export const DOCUSAURUS_CLIENT_FILE = /[\\/]@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]docusaurus\.js$/;

/**
 * Point 11: the file mapping each named chunk to its file, after the compilation's hash. Must match
 * the name client/docusaurus.js fetches (`__webpack_hash__` is that hash in the browser).
 */
export const prefetchManifestFile = (compilationHash: string) => `assets/js/chunk-names.${compilationHash.slice(0, 16)}.json`;

/**
 * Point 11: each named chunk's id. The runtime turns an id into its file (`__webpack_require__.u`),
 * so the map carries ids only, as Docusaurus's did, not whole file names (69 KB against 32 KB raw).
 */
export function chunkIdsByName(chunks: Iterable<{ name?: string | null; id?: string | number | null; files: Iterable<string> }>): Record<string, string | number> {
  const byName: Record<string, string | number> = {};
  for (const chunk of chunks) {
    const hasScript = [...chunk.files].some(file => file.endsWith('.js'));
    if (chunk.name && chunk.id != null && hasScript) byName[chunk.name] = chunk.id;
  }
  return byName;
}

type Bundler = NonNullable<ConfigureWebpackUtils['currentBundler']['instance']>;

/** Point 11: emits the chunk-name map Docusaurus's ChunkAssetPlugin kept in the runtime. */
function prefetchManifestPlugin(bundler: Bundler) {
  const name = 'client-bundle-prefetch-manifest';
  return {
    apply(compiler: { hooks: { thisCompilation: { tap: (name: string, fn: (compilation: never) => void) => void } } }) {
      compiler.hooks.thisCompilation.tap(name, (compilation: {
        hooks: { processAssets: { tap: (options: { name: string; stage: number }, fn: () => void) => void } };
        chunks: Iterable<{ name?: string | null; id?: string | number | null; files: Iterable<string> }>;
        hash?: string | null;
        emitAsset: (file: string, source: unknown) => void;
      }) => {
        compilation.hooks.processAssets.tap({ name, stage: bundler.Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
          if (!compilation.hash) throw new Error('[client-bundle] the compilation has no hash to name the prefetch manifest after');
          const source = new bundler.sources.RawSource(JSON.stringify(chunkIdsByName(compilation.chunks)));
          compilation.emitAsset(prefetchManifestFile(compilation.hash), source);
        });
      });
    },
  };
}

/** Point 11: the client config without Docusaurus's ChunkAssetPlugin; fails if it is not there. */
export function withoutChunkAssetPlugin(plugins: unknown[]): unknown[] {
  const kept = plugins.filter(plugin => (plugin as { constructor?: { name?: string } } | null)?.constructor?.name !== 'ChunkAssetPlugin');
  if (kept.length !== plugins.length - 1) {
    throw new Error(
      "[client-bundle] Docusaurus's ChunkAssetPlugin is not in the client config as written for @docusaurus/core 3.10.2 " +
        '(point 11 replaces it with a prefetch manifest). Check client/docusaurus.js against the new Docusaurus.'
    );
  }
  return kept;
}

/** Point 21: Docusaurus's client entry, which a production client build reaches through client/stagedEntry.js. */
export const CLIENT_ENTRY_FILE = /[\\/]@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]clientEntry\.js$/;

/** Point 21: the staged entry in place of Docusaurus's; fails on an entry of another shape. */
export function stagedEntry(entry: unknown): string {
  if (typeof entry !== 'string' || !CLIENT_ENTRY_FILE.test(entry)) {
    throw new Error(
      `[client-bundle] the client entry is not @docusaurus/core's clientEntry.js as in 3.10.2 (got ${JSON.stringify(entry)}); ` +
        'point 21 stages its evaluation. Check client/stagedEntry.js against the new Docusaurus.'
    );
  }
  return require.resolve('./client/stagedEntry.js');
}

/** The code block's highlighting part, which the client build loads lazily (point 6). */
export const HIGHLIGHTED_CONTENT = /[\\/]src[\\/]theme[\\/]CodeBlock[\\/]Content[\\/]HighlightedContent\.tsx$/;

/** The theme's client module that registers Prism's extra languages at start-up (point 6). */
export const PRISM_CLIENT_MODULE = /[\\/]@docusaurus[\\/]theme-classic[\\/]lib[\\/]prism-include-languages\.js$/;

const generatedFileLoader = require.resolve('./generatedFileLoader.cjs');
const preloadLoader = require.resolve('./preloadLoader.cjs');
const prismClientModuleLoader = require.resolve('./prismClientModuleLoader.cjs');
const sourcePatchLoader = require.resolve('./sourcePatchLoader.cjs');
const routeMatching = require.resolve('./client/routeMatching.js');
const docusaurusClient = require.resolve('./client/docusaurus.js');
const lazyHighlightedContent = path.join(__dirname, '../../src/theme/CodeBlock/Content/HighlightedContent.lazy.tsx');
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { isKnownPreload } = require('./preloadLoader.cjs') as { isKnownPreload: (source: string) => boolean };

export interface ClientBundleOptions {
  /** Routes whose path starts with one of these are left out of main.js and loaded when needed. */
  lazyRoutePrefixes?: string[];
  /** Docs plugins (by id) whose doc lists the browser never reads (see point 5). */
  docListsUnread?: string[];
  /** Path fragments of stylesheets that load with the chunk importing them, not in styles.css (point 10). */
  chunkStylesheets?: string[];
}

/** Point 10: whether a stylesheet module goes into Docusaurus's one styles.css. */
export function inSharedStylesheet(modulePath: string | undefined, chunkStylesheets: string[]): boolean {
  const normalised = (modulePath ?? '').replace(/\\/g, '/');
  return !chunkStylesheets.some(fragment => normalised.includes(fragment));
}

/** Whether the installed `window.docusaurus` module is the one client/docusaurus.js stands in for (3.10.2). */
export function isKnownDocusaurusClient(source: string): boolean {
  return (
    source.includes("import prefetchHelper from './prefetch';") &&
    source.includes("import preloadHelper from './preload';") &&
    source.includes('const canPrefetch = (routePath) => !isSlowConnection() && !loaded.has(routePath) && !fetched.has(routePath);') &&
    source.includes('const getChunkNamesToLoad = (path) => Object.entries(routesChunkNames)') &&
    /const docusaurus = \{\s*prefetch,\s*preload,\s*\};/.test(source)
  );
}

/** Whether the installed Docusaurus preloader is the one `client/preload.js` stands in for. */
export function canReplacePreload(): boolean {
  try {
    return isKnownPreload(fs.readFileSync(require.resolve('@docusaurus/core/lib/client/preload.js'), 'utf8'));
  } catch {
    return false;
  }
}

export default function clientBundle(options: ClientBundleOptions = {}) {
  const requested = options.lazyRoutePrefixes ?? [];
  const lazyRoutePrefixes = requested.length > 0 && canReplacePreload() ? requested : [];
  return (_context: LoadContext): Plugin => ({
    name: 'client-bundle',
    configureWebpack(config, isServer, utils) {
      if (isServer) return {};
      if (requested.length > 0 && lazyRoutePrefixes.length === 0) {
        throw new Error(
          '[client-bundle] @docusaurus/core/lib/client/preload.js is not the file client/preload.js replaces ' +
            `(written for @docusaurus/core 3.10.2); routes under ${requested.join(', ')} would stay in main.js. ` +
            'Update plugins/client-bundle/client/preload.js and preloadLoader.cjs for the new file.'
        );
      }
      const installedClient = fs.readFileSync(require.resolve('@docusaurus/core/lib/client/docusaurus.js'), 'utf8');
      if (!isKnownDocusaurusClient(installedClient)) {
        throw new Error(
          '[client-bundle] @docusaurus/core/lib/client/docusaurus.js is not the file client/docusaurus.js stands in for ' +
            '(written for @docusaurus/core 3.10.2). Compare the two, update client/docusaurus.js, then isKnownDocusaurusClient.'
        );
      }
      const docListsUnread = options.docListsUnread ?? [];
      const bundler = (utils as Partial<typeof utils> | undefined)?.currentBundler?.instance;
      if (bundler && config.mode === 'production') config.entry = stagedEntry(config.entry);
      const generated = (file: string) => [{ loader: generatedFileLoader, options: { file, lazyRoutePrefixes, docListsUnread } }];
      if (bundler) config.plugins = withoutChunkAssetPlugin(config.plugins ?? []) as typeof config.plugins;
      const chunkStylesheets = options.chunkStylesheets ?? [];
      return {
        ...(config.mode === 'production' ? { output: { chunkFilename: CHUNK_FILENAME } } : {}),
        ...(chunkStylesheets.length > 0
          ? {
              optimization: {
                splitChunks: {
                  cacheGroups: {
                    styles: {
                      test: (module: { nameForCondition?: () => string | null }) =>
                        inSharedStylesheet(module.nameForCondition?.() ?? undefined, chunkStylesheets),
                    },
                  },
                },
              },
            }
          : {}),
        resolve: { alias: { 'react-router-config$': routeMatching } },
        // No bundler only when a tool calls this to list the loaders it names (knip does).
        plugins: bundler
          ? [
              new bundler.NormalModuleReplacementPlugin(HIGHLIGHTED_CONTENT, lazyHighlightedContent),
              new bundler.NormalModuleReplacementPlugin(DOCUSAURUS_CLIENT_FILE, docusaurusClient),
              prefetchManifestPlugin(bundler),
            ]
          : [],
        module: {
          rules: [
            { test: REGISTRY_FILE, use: generated('registry') },
            { test: ROUTES_FILE, use: generated('routes') },
            { test: PRISM_CLIENT_MODULE, use: [{ loader: prismClientModuleLoader }] },
            ...SOURCE_PATCHED_FILES.map(test => ({ test, use: [{ loader: sourcePatchLoader }] })),
            ...(docListsUnread.length > 0
              ? [
                  { test: GLOBAL_DATA_FILE, use: generated('globalData') },
                  { test: versionDataFile(docListsUnread), use: generated('versionData') },
                ]
              : []),
            ...(lazyRoutePrefixes.length > 0
              ? [
                  { test: CHUNK_NAMES_FILE, use: generated('routesChunkNames') },
                  { test: PRELOAD_FILE, use: [{ loader: preloadLoader }] },
                ]
              : []),
          ],
        },
      };
    },
  });
}
