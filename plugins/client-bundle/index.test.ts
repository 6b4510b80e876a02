import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import clientBundle, {
  canReplacePreload,
  CHUNK_FILENAME,
  CHUNK_NAMES_FILE,
  DOCUSAURUS_CLIENT_FILE,
  isKnownDocusaurusClient,
  inSharedStylesheet,
  chunkIdsByName,
  prefetchManifestFile,
  withoutChunkAssetPlugin,
  CLIENT_ENTRY_FILE,
  stagedEntry,
  GLOBAL_DATA_FILE,
  PRELOAD_FILE,
  HIGHLIGHTED_CONTENT,
  PRISM_CLIENT_MODULE,
  REGISTRY_FILE,
  ROUTES_FILE,
  versionDataFile,
} from './index';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { stripRegistryModulePaths } = require('./registryTransform.cjs') as { stripRegistryModulePaths: (s: string) => string };

describe('registry transform', () => {
  const entry =
    '  "0058b4c6": [() => import(/* webpackChunkName: "0058b4c6" */ "@site/api/a.md"), "@site/api/a.md", require.resolveWeak("@site/api/a.md")],';

  it('empties the module path and keeps the loader and weak id', () => {
    expect(stripRegistryModulePaths(entry)).toBe(
      '  "0058b4c6": [() => import(/* webpackChunkName: "0058b4c6" */ "@site/api/a.md"), "", require.resolveWeak("@site/api/a.md")],'
    );
  });

  it('leaves text of any other shape unchanged', () => {
    const other = 'export default { "a": [load, "@site/x.md", 12] };';
    expect(stripRegistryModulePaths(other)).toBe(other);
  });

  it('matches the generated registry file only', () => {
    expect(REGISTRY_FILE.test('/site/.docusaurus/registry.js')).toBe(true);
    expect(REGISTRY_FILE.test('/site/.docusaurus/routes.js')).toBe(false);
  });
});

describe('generated files', () => {
  it('matches the generated route table and chunk names only', () => {
    expect(ROUTES_FILE.test('/site/.docusaurus/routes.js')).toBe(true);
    expect(ROUTES_FILE.test('/site/src/routes.js')).toBe(false);
    expect(CHUNK_NAMES_FILE.test('/site/.docusaurus/routesChunkNames.json')).toBe(true);
    expect(PRELOAD_FILE.test('/site/node_modules/@docusaurus/core/lib/client/preload.js')).toBe(true);
    expect(PRELOAD_FILE.test('/site/node_modules/@docusaurus/core/lib/client/prefetch.js')).toBe(false);
  });

  it('recognises the installed Docusaurus preloader, so lazy routes are on', () => {
    expect(canReplacePreload()).toBe(true);
  });

  it('recognises the installed window.docusaurus module that point 9 stands in for, and no other shape', () => {
    const installed = require.resolve('@docusaurus/core/lib/client/docusaurus.js');
    expect(DOCUSAURUS_CLIENT_FILE.test(installed)).toBe(true);
    const source = readFileSync(installed, 'utf8');
    expect(isKnownDocusaurusClient(source)).toBe(true);
    expect(isKnownDocusaurusClient(source.replace('prefetch,\n    preload,', 'prefetch,\n    preload,\n    extra,'))).toBe(false);
  });
});

describe("loaders fail the build when Docusaurus changes a generated file's shape", () => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const loader = require('./generatedFileLoader.cjs') as (
    this: { getOptions: () => { file: string }; emitError: (error: Error) => void },
    source: string
  ) => string;
  const run = (file: 'registry' | 'routes', source: string) => {
    const errors: string[] = [];
    const output = loader.call({ getOptions: () => ({ file }), emitError: error => errors.push(error.message) }, source);
    return { output, errors };
  };

  it('reports an error on registry entries it cannot read, and not on ones it can', () => {
    expect(run('registry', '"a": [load, "@site/a.md", require.resolveWeak("@site/a.md")]').errors).toEqual([
      expect.stringMatching(/registry\.js has a shape this loader does not know \(written for @docusaurus\/core 3\.10\.2, installed \d/),
    ]);
    const known = '"a": [() => import(/* webpackChunkName: "a" */ "@site/a.md"), "@site/a.md", require.resolveWeak("@site/a.md")]';
    expect(run('registry', known).errors).toEqual([]);
  });

  it('reports an error on routes it cannot read, and not on ones it can', () => {
    expect(run('routes', "routes = [{ path: '/', component: ComponentCreator({ path: '/' }) }]").errors).toEqual([
      expect.stringContaining('routes.js has a shape this loader does not know'),
    ]);
    const known =
      "import ComponentCreator from '@docusaurus/ComponentCreator';\nexport default [{ path: '/', component: ComponentCreator('/', 'abc') }];";
    expect(run('routes', known).errors).toEqual([]);
  });
});

describe('chunk files named by id (point 8)', () => {
  const configure = (mode: string, isServer: boolean) =>
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    (clientBundle()({} as any).configureWebpack as any)({ mode }, isServer, undefined) as { output?: { chunkFilename?: string } };

  it("names the production client build's chunk files by id, keeping the content hash", () => {
    expect(configure('production', false).output?.chunkFilename).toBe(CHUNK_FILENAME);
    expect(CHUNK_FILENAME).toMatch(/\[id\]\.\[contenthash:8\]\.js$/);
  });

  it('leaves development and the server build as Docusaurus names them', () => {
    expect(configure('development', false).output).toBeUndefined();
    expect(configure('production', true).output).toBeUndefined();
  });
});

describe('main.js evaluated in stages (point 21)', () => {
  const installedEntry = require.resolve('@docusaurus/core/lib/client/clientEntry.js');
  const stagedSource = readFileSync(path.join(__dirname, 'client/stagedEntry.js'), 'utf8');
  const stages = [...stagedSource.matchAll(/import\(\/\* webpackMode: "eager" \*\/ '([^']+)'\)/g)].map(match => match[1]);

  it("is the entry of Docusaurus's client config as installed", () => {
    const clientConfig = readFileSync(require.resolve('@docusaurus/core/lib/webpack/client.js'), 'utf8');
    expect(clientConfig).toContain("entry: path_1.default.resolve(__dirname, '../client/clientEntry.js'),");
    expect(installedEntry).toMatch(CLIENT_ENTRY_FILE);
    expect(stagedEntry(installedEntry)).toBe(path.join(__dirname, 'client/stagedEntry.js'));
  });

  it('stops the build on an entry of another shape', () => {
    expect(() => stagedEntry({ main: installedEntry })).toThrow(/clientEntry\.js as in 3\.10\.2/);
    expect(() => stagedEntry('/site/src/entry.js')).toThrow(/clientEntry\.js as in 3\.10\.2/);
  });

  it('evaluates only modules main.js already holds, and the client entry last', () => {
    const source = (file: string) => readFileSync(require.resolve(file), 'utf8');
    const clientEntry = readFileSync(installedEntry, 'utf8');
    const app = source('@docusaurus/core/lib/client/App.js');
    // The preloader goes first, in main.js's own task: it is imported after the stages' list, and
    // the stages start only once it has been called.
    expect(stages).toEqual([
      'react-dom/client',
      '@generated/client-modules',
      '@theme/Layout',
      '@docusaurus/core/lib/client/App',
      '@docusaurus/core/lib/client/clientEntry',
      '@docusaurus/core/lib/client/preload',
    ]);
    expect(stagedSource.indexOf('preload(window.location.pathname)')).toBeLessThan(stagedSource.indexOf('evaluateInSteps(stages)'));
    for (const dependency of ['react-dom/client', './App', './preload']) expect(clientEntry).toContain(`from '${dependency}';`);
    expect(app).toContain("import '@generated/client-modules';");
    // The layout comes with the app: its error boundary shows the fallback Error page in the layout.
    expect(app).toContain("import ErrorBoundary from '@docusaurus/ErrorBoundary';");
    expect(source('@docusaurus/core/lib/client/exports/ErrorBoundary.js')).toContain("import ThemeError from '@theme/Error';");
    expect(source('@docusaurus/core/lib/client/theme-fallback/Error/index.js')).toContain("import Layout from '@theme/Layout';");
  });
});

describe('Prism on demand (point 6)', () => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const loader = require('./prismClientModuleLoader.cjs') as ((source: string) => string) & {
    isKnownPrismClientModule: (source: string) => boolean;
  };
  const installed = require.resolve('@docusaurus/theme-classic/lib/prism-include-languages.js');

  it("matches the installed theme's Prism client module and nothing else of the theme", () => {
    expect(PRISM_CLIENT_MODULE.test(installed)).toBe(true);
    expect(PRISM_CLIENT_MODULE.test(installed.replace('lib/prism-include-languages.js', 'lib/theme/prism-include-languages.js'))).toBe(false);
  });

  it("swaps the code block's highlighting part, and only it, for its lazy twin", () => {
    const eager = require.resolve('../../src/theme/CodeBlock/Content/HighlightedContent.tsx');
    expect(HIGHLIGHTED_CONTENT.test(eager)).toBe(true);
    expect(HIGHLIGHTED_CONTENT.test(eager.replace('HighlightedContent.tsx', 'HighlightedContent.lazy.tsx'))).toBe(false);
    expect(HIGHLIGHTED_CONTENT.test(eager.replace('HighlightedContent.tsx', 'highlighter.ts'))).toBe(false);
    const lazyTwin = readFileSync(eager.replace('HighlightedContent.tsx', 'HighlightedContent.lazy.tsx'), 'utf8');
    expect(lazyTwin).toContain("lazyWithFallback(() => import('./highlighter')");
  });

  it('empties the installed client module', () => {
    expect(loader(readFileSync(installed, 'utf8'))).toBe('export {};\n');
  });

  it('stops the build on a client module of another shape', () => {
    expect(() => loader("import { Prism } from 'prism-react-renderer';\nsetUpPrism(Prism);")).toThrow(
      /prism-include-languages\.js is not the client module prismClientModuleLoader\.cjs empties/
    );
  });
});

describe('global data without unread doc lists', () => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { trimDocLists } = require('./globalDataTransform.cjs') as {
    trimDocLists: (data: unknown, ids: string[]) => Record<string, Record<string, { versions: Array<{ docs: unknown[] }> }>> | null;
  };
  const docsVersion = (mainDocId: string, ids: string[]) => ({
    name: 'current',
    path: '/x',
    mainDocId,
    docs: ids.map(id => ({ id, path: `/x/${id}`, sidebar: 's' })),
  });
  const globalData = () => ({
    'docusaurus-plugin-content-docs': {
      default: { path: '/docs', versions: [docsVersion('intro', ['intro', 'migrate'])] },
      api: { path: '/api', versions: [docsVersion('index', ['a', 'index', 'b'])] },
    },
  });

  it("keeps only each version's main doc for the named plugins, and every doc for the others", () => {
    const trimmed = trimDocLists(globalData(), ['api'])!;
    expect(trimmed['docusaurus-plugin-content-docs'].api.versions[0].docs).toEqual([{ id: 'index', path: '/x/index', sidebar: 's' }]);
    expect(trimmed['docusaurus-plugin-content-docs'].default.versions[0].docs).toHaveLength(2);
  });

  it('refuses data of another shape', () => {
    expect(trimDocLists({}, ['api'])).toBeNull();
    expect(trimDocLists(globalData(), ['blog'])).toBeNull();
  });

  it('matches the generated global data only', () => {
    expect(GLOBAL_DATA_FILE.test('/site/.docusaurus/globalData.json')).toBe(true);
    expect(GLOBAL_DATA_FILE.test('/site/.docusaurus/routesChunkNames.json')).toBe(false);
  });
});

describe('point 10: stylesheets that load with their chunk', () => {
  const fragments = ['/src/components/DemoKitBootstrap', '/node_modules/@mantine/'];

  it("keeps a kit's stylesheets out of styles.css, on POSIX and Windows paths alike", () => {
    expect(inSharedStylesheet('/site/src/components/DemoKitBootstrap/bootstrap-scoped.scss', fragments)).toBe(false);
    expect(inSharedStylesheet('C:\\site\\node_modules\\@mantine\\core\\styles\\Button.css', fragments)).toBe(false);
  });

  it('leaves every other stylesheet in styles.css', () => {
    expect(inSharedStylesheet('/site/src/css/custom.scss', fragments)).toBe(true);
    expect(inSharedStylesheet('/site/src/components/DemoKitNav/styles.module.css', fragments)).toBe(true);
    expect(inSharedStylesheet(undefined, fragments)).toBe(true);
  });
});

describe('point 11: the chunk-name map out of the runtime', () => {
  it('maps each named chunk with a script to its id, and leaves out unnamed chunks and chunks without one', () => {
    expect(
      chunkIdsByName([
        { name: 'a8219198', id: 38899, files: new Set(['assets/css/a8219198.1.css', 'assets/js/38899.2.js']) },
        { name: null, id: 1, files: ['assets/js/1.3.js'] },
        { name: 'cssOnly', id: 7, files: ['assets/css/x.css'] },
      ])
    ).toEqual({ a8219198: 38899 });
  });

  it('names the file after the first 16 characters of the build hash, as the browser code asks for it', () => {
    expect(prefetchManifestFile('0123456789abcdef0123')).toBe('assets/js/chunk-names.0123456789abcdef.json');
    const client = readFileSync(require.resolve('./client/docusaurus.js'), 'utf8');
    expect(client).toContain('assets/js/chunk-names.${__webpack_hash__.slice(0, 16)}.json');
  });

  it("drops Docusaurus's ChunkAssetPlugin, and fails the build when there is none to drop", () => {
    class ChunkAssetPlugin {}
    class Other {}
    const other = new Other();
    expect(withoutChunkAssetPlugin([other, new ChunkAssetPlugin()])).toEqual([other]);
    expect(() => withoutChunkAssetPlugin([other])).toThrow(/ChunkAssetPlugin is not in the client config/);
  });

  it("finds the ChunkAssetPlugin in the installed Docusaurus's client config source", () => {
    const source = readFileSync(require.resolve('@docusaurus/core/lib/webpack/client.js'), 'utf8');
    expect(source).toContain('new ChunkAssetPlugin_1.default()');
    const plugin = readFileSync(require.resolve('@docusaurus/core/lib/webpack/plugins/ChunkAssetPlugin.js'), 'utf8');
    expect(plugin).toContain('class ChunkAssetPlugin {');
  });
});

describe('point 13: no unread doc map in the API version data', () => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { trimVersionDocs, versionDataPluginId } = require('./versionDataTransform.cjs') as {
    trimVersionDocs: (props: unknown, pluginId: string) => { version: Record<string, unknown> } | null;
    versionDataPluginId: (resourcePath: string) => string | null;
  };
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const loader = require('./generatedFileLoader.cjs') as (
    this: { getOptions: () => object; emitError: (error: Error) => void; resourcePath: string },
    source: string
  ) => string;
  const docusaurusFile = (file: string) => path.join(__dirname, '../../node_modules/@docusaurus', file);
  const apiVersion = {
    version: {
      pluginId: 'api',
      version: 'current',
      isLast: true,
      docsSidebars: { api: [{ type: 'link', href: '/api/', label: 'Overview', docId: 'index', unlisted: false }] },
      docs: { index: { id: 'index', title: 'Overview', description: 'All packages', sidebar: 'api' } },
    },
  };
  const file = '/site/.docusaurus/docusaurus-plugin-content-docs/api/p/api-95a.json';
  const run = (resourcePath: string, source: string) => {
    const errors: string[] = [];
    const output = loader.call(
      { getOptions: () => ({ file: 'versionData', docListsUnread: ['api'] }), emitError: error => errors.push(error.message), resourcePath },
      source
    );
    return { output, errors };
  };

  it("matches the named plugins' version data files only, on POSIX and Windows paths alike", () => {
    const test = versionDataFile(['api']);
    expect(test.test(file)).toBe(true);
    expect(test.test('C:\\site\\.docusaurus\\docusaurus-plugin-content-docs\\api\\p\\api-95a.json')).toBe(true);
    expect(test.test('/site/.docusaurus/docusaurus-plugin-content-docs/default/p/docs-175.json')).toBe(false);
    expect(test.test('/site/.docusaurus/docusaurus-plugin-content-docs/api/site-api-index-md-614.json')).toBe(false);
    expect(versionDataPluginId(file)).toBe('api');
  });

  it('empties the doc map and keeps everything else, the sidebar included', () => {
    const { output, errors } = run(file, JSON.stringify(apiVersion));
    expect(errors).toEqual([]);
    expect(JSON.parse(output)).toEqual({ version: { ...apiVersion.version, docs: {} } });
  });

  it("leaves other plugins' version data whole", () => {
    const other = JSON.stringify({ version: { ...apiVersion.version, pluginId: 'default' } });
    expect(run('/site/.docusaurus/docusaurus-plugin-content-docs/default/p/docs-175.json', other)).toEqual({ output: other, errors: [] });
  });

  it('reports an error, which fails the build, on version data of another shape', () => {
    expect(trimVersionDocs({ version: { pluginId: 'api', docs: [], docsSidebars: {} } }, 'api')).toBeNull();
    expect(trimVersionDocs({ version: { pluginId: 'api', docsSidebars: {} } }, 'api')).toBeNull();
    expect(run(file, JSON.stringify({ versionMetadata: {} })).errors).toEqual([
      expect.stringContaining('docusaurus-plugin-content-docs/api/p/api-95a.json has a shape this loader does not know'),
    ]);
  });

  it('the installed docs plugin writes the doc map as the transform expects', () => {
    const props = readFileSync(docusaurusFile('plugin-content-docs/lib/props.js'), 'utf8');
    expect(props).toContain('docs: toVersionDocsProp(loadedVersion),');
    expect(props).toContain('docsSidebars: toSidebarsProp(loadedVersion),');
  });

  it("the installed theme reads the doc map only through useDocById, and only the DocCard calls it (else check API pages don't)", () => {
    const utils = readFileSync(docusaurusFile('plugin-content-docs/lib/client/docsUtils.js'), 'utf8');
    // (useLayoutDoc's `version.docs` are the global data's versions, which point 5 trims.)
    expect(utils.match(/version\.docs\[/g)).toEqual(['version.docs[']);
    expect(utils).toMatch(/export function useDocById\(id\) \{\s*const version = useDocsVersion\(\);[^]{0,80}const doc = version\.docs\[id\];/);
    const callers: string[] = [];
    const walk = (dir: string) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(full);
        else if (entry.name.endsWith('.js') && /useDocById\(|useDocsVersion\(\)\.docs/.test(readFileSync(full, 'utf8'))) callers.push(path.relative(docusaurusFile(''), full));
      }
    };
    for (const dir of ['theme-classic/lib', 'theme-common/lib', 'plugin-content-docs/lib/client']) walk(docusaurusFile(dir));
    expect(callers.sort()).toEqual(['plugin-content-docs/lib/client/docsUtils.js', 'theme-classic/lib/theme/DocCard/index.js']);
  });
});
