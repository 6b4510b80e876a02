import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { matchRoutes } from 'react-router-config';
import { afterAll, describe, expect, it } from 'vitest';

/* eslint-disable @typescript-eslint/no-require-imports */
const lazyRoutes = require('./lazyRoutes.cjs') as {
  folderOf: (path: string) => string;
  readRouteTable: (source: string) => unknown[] | null;
  planLazyRoutes: (routes: string, chunkNames: unknown, prefixes: string[]) => Plan | null;
  emitEagerRoutesModule: (table: unknown[], plan: Plan | null) => string;
  emitLazyRoutesModule: (plan: Plan, group: number, shard: number, entries: Map<string, string>, chunkNames: ChunkNames) => string;
  readRegistryEntries: (source: string) => Map<string, string>;
  dropRegistryEntries: (source: string, chunks: Set<string>) => string;
};
const generatedFileLoader = require('./generatedFileLoader.cjs') as (this: LoaderContext, source: string) => string;
const { isKnownPreload } = require('./preloadLoader.cjs') as { isKnownPreload: (source: string) => boolean };
/* eslint-enable @typescript-eslint/no-require-imports */

interface Plan {
  lazyKeys: Set<string>;
  lazyChunks: Set<string>;
  groups: unknown[];
}
type ChunkNames = Record<string, Record<string, unknown>>;
interface LoaderContext {
  resourcePath: string;
  resourceQuery: string;
  getOptions: () => { file: string; lazyRoutePrefixes: string[] };
  emitWarning: (error: Error) => void;
  addDependency: (file: string) => void;
}
interface Route {
  path: string;
  exact?: boolean;
  sidebar?: string;
  component: { created: string; preload?: () => Promise<unknown> };
  routes?: Route[] & { loadLazyRoutes?: (pathname: string) => Promise<void> | undefined };
}

// The shapes Docusaurus 3.10 generates: a page, a docs plugin's three nested layout routes with the
// docs as exact leaves (an index and two API items), and the catch-all.
const routesSource = `import React from 'react';
import ComponentCreator from '@docusaurus/ComponentCreator';

export default [
  {
    path: '/demo',
    component: ComponentCreator('/demo', 'f8b'),
    exact: true
  },
  {
    path: '/api',
    component: ComponentCreator('/api', 'dc0'),
    routes: [
      {
        path: '/api',
        component: ComponentCreator('/api', '85d'),
        routes: [
          {
            path: '/api',
            component: ComponentCreator('/api', '71e'),
            routes: [
              {
                path: '/api',
                component: ComponentCreator('/api', 'e81'),
                exact: true,
                sidebar: "api"
              },
              {
                path: '/api/antd/functions/AntDValueEditor',
                component: ComponentCreator('/api/antd/functions/AntDValueEditor', 'd02'),
                exact: true,
                sidebar: "api"
              },
              {
                path: '/api/it\\'s/variables/x',
                component: ComponentCreator('/api/it\\'s/variables/x', '718'),
                exact: true,
                sidebar: "api"
              }
            ]
          }
        ]
      }
    ]
  },
  {
    path: '*',
    component: ComponentCreator('*'),
  },
];
`;

const chunkNames: ChunkNames = {
  '/demo-f8b': { __comp: 'c-demo', __context: { plugin: 'c-pages' } },
  '/api-dc0': { __comp: 'c-docs-root', __context: { plugin: 'c-api-plugin' } },
  '/api-85d': { __comp: 'c-version-root', __props: 'c-version' },
  '/api-71e': { __comp: 'c-doc-root' },
  '/api-e81': { __comp: 'c-doc-item', content: 'c-index' },
  '/api/antd/functions/AntDValueEditor-d02': { __comp: 'c-doc-item', content: 'c-antd' },
  "/api/it's/variables/x-718": { __comp: 'c-doc-item', content: 'c-x' },
};

const registryEntry = (name: string) =>
  `[() => import(/* webpackChunkName: "${name}" */ "@site/${name}.md"), "@site/${name}.md", require.resolveWeak("@site/${name}.md")]`;
const chunkList = ['c-demo', 'c-pages', 'c-docs-root', 'c-api-plugin', 'c-version-root', 'c-version', 'c-doc-root', 'c-doc-item', 'c-index', 'c-antd', 'c-x'];
// Docusaurus ends the last entry with `,};` on its own line.
const registrySource = `export default {\n${chunkList.map(name => `  "${name}": ${registryEntry(name)},`).join('\n')}};\n`;

const plan = () => lazyRoutes.planLazyRoutes(routesSource, chunkNames, ['/api/'])!;

/** Runs an emitted module: its imports become the given values, `import()` calls `load`. */
function runModule(source: string, imports: Record<string, unknown>, load: (specifier: string) => Promise<unknown> = () => Promise.reject(new Error('no load'))) {
  const names: string[] = [];
  const values: unknown[] = [];
  const body = source
    .replace(/^import (\w+) from '([^']+)';$/gm, (_line, name: string, from: string) => {
      if (!(from in imports)) throw new Error(`unexpected import ${from}`);
      names.push(name);
      values.push(imports[from]);
      return '';
    })
    .replace(/\bimport\((?:\/\*[^*]*\*\/ )?/g, '__load(')
    .replace(/^export default /m, 'return ');
  const webpackRequire = { resolveWeak: (request: string) => `weak:${request}` };
  return new Function(...names, '__load', 'require', body)(...values, load, webpackRequire) as Route[];
}

function creator(calls: string[]) {
  return (routePath: string, hash?: string) => {
    calls.push(`${routePath}-${hash}`);
    return { created: `${routePath}-${hash}`, preload: () => Promise.resolve() };
  };
}

describe('reading the generated route table', () => {
  it('reads the tree Docusaurus generates', () => {
    const table = lazyRoutes.readRouteTable(routesSource) as Route[];
    expect(table.map(route => route.path)).toEqual(['/demo', '/api', '*']);
  });

  it('refuses a file of another shape', () => {
    expect(lazyRoutes.readRouteTable("export default [{ path: '/', component: Home }];")).toBeNull();
    expect(
      lazyRoutes.readRouteTable("import ComponentCreator from '@docusaurus/ComponentCreator';\nexport default [{ path: '/', component: ComponentCreator('/', 'a'), load: () => 1 }];")
    ).toBeNull();
  });
});

describe('the lazy route plan', () => {
  it('moves the exact leaves under the prefix, not the index or the layout routes', () => {
    expect([...plan().lazyKeys]).toEqual(['/api/antd/functions/AntDValueEditor-d02', "/api/it's/variables/x-718"]);
  });

  it('moves only the registry entries no eager route uses', () => {
    expect([...plan().lazyChunks].sort()).toEqual(['c-antd', 'c-x']);
  });

  it('has nothing to move without prefixes, or when no route is under them', () => {
    expect(lazyRoutes.planLazyRoutes(routesSource, chunkNames, [])).toBeNull();
    expect(lazyRoutes.planLazyRoutes(routesSource, chunkNames, ['/blog/'])).toBeNull();
  });

  it('gives up when the chunk names do not cover the routes', () => {
    const { ["/api/it's/variables/x-718"]: _dropped, ...partial } = chunkNames;
    expect(lazyRoutes.planLazyRoutes(routesSource, partial, ['/api/'])).toBeNull();
  });
});

describe('the eager routes module', () => {
  const table = () => lazyRoutes.readRouteTable(routesSource)!;

  it('creates no route component while it runs, except the catch-all', () => {
    const calls: string[] = [];
    runModule(lazyRoutes.emitEagerRoutesModule(table(), plan()), { '@docusaurus/ComponentCreator': creator(calls) });
    expect(calls).toEqual(['*-undefined']);
  });

  it('creates a route component when it is first read, once', () => {
    const calls: string[] = [];
    const routes = runModule(lazyRoutes.emitEagerRoutesModule(table(), null), { '@docusaurus/ComponentCreator': creator(calls) });
    const leaf = routes[1].routes![0].routes![0].routes![1];
    expect(leaf.component).toBe(leaf.component);
    expect(calls).toEqual(['*-undefined', '/api/antd/functions/AntDValueEditor-d02']);
  });

  it('keeps every route when there is no plan', () => {
    const routes = runModule(lazyRoutes.emitEagerRoutesModule(table(), null), { '@docusaurus/ComponentCreator': creator([]) });
    expect(routes[1].routes![0].routes![0].routes!.map(route => route.path)).toEqual([
      '/api',
      '/api/antd/functions/AntDValueEditor',
      "/api/it's/variables/x",
    ]);
  });

  it("leaves the lazy routes out until a path's folder is loaded, then has that folder's", async () => {
    const requested: string[] = [];
    const folders: Record<string, { path: string }[]> = {
      './routes.js?lazy=0&shard=0': [{ path: '/api/antd/functions/AntDValueEditor' }],
      './routes.js?lazy=0&shard=1': [{ path: "/api/it's/variables/x" }],
    };
    const routes = runModule(lazyRoutes.emitEagerRoutesModule(table(), plan()), { '@docusaurus/ComponentCreator': creator([]) }, specifier => {
      requested.push(specifier);
      return Promise.resolve({ default: folders[specifier] });
    });
    const docs = routes[1].routes![0].routes![0].routes!;
    expect(docs.map(route => route.path)).toEqual(['/api']);
    await Promise.all([docs.loadLazyRoutes!('/api/antd/functions/AntDValueEditor'), docs.loadLazyRoutes!('/api/antd/functions/Other')]);
    expect(requested).toEqual(['./routes.js?lazy=0&shard=0']);
    expect(docs.map(route => route.path)).toEqual(['/api', '/api/antd/functions/AntDValueEditor']);
    // Matching ignores letter case and one trailing slash; so does finding the folder.
    await docs.loadLazyRoutes!("/API/It's/Variables/X/");
    expect(requested).toEqual(['./routes.js?lazy=0&shard=0', './routes.js?lazy=0&shard=1']);
    expect(docs.map(route => route.path)).toEqual(['/api', '/api/antd/functions/AntDValueEditor', "/api/it's/variables/x"]);
    expect(docs.loadLazyRoutes!('/api/elsewhere/x')).toBeUndefined();
    expect(requested).toHaveLength(2);
    expect(Object.keys(docs)).not.toContain('loadLazyRoutes');
  });

  it('files routes and pathnames under the same folder', () => {
    expect(lazyRoutes.folderOf('/api/antd/functions/AntDValueEditor')).toBe('/api/antd/functions/');
    expect(lazyRoutes.folderOf('/API/antd/Functions/AntDValueEditor/')).toBe('/api/antd/functions/');
    expect(lazyRoutes.folderOf('/api/')).toBe('/');
    expect(lazyRoutes.folderOf('/api')).toBe('/');
  });
});

describe('the lazy routes module', () => {
  const entries = () => lazyRoutes.readRegistryEntries(registrySource);

  it('reads every registry entry, the last one too', () => {
    expect([...entries().keys()]).toEqual(chunkList);
  });

  it("adds its folder's registry entries and chunk names to the eager ones, then gives its routes", () => {
    const registry: Record<string, unknown> = { 'c-doc-item': 'eager' };
    const names: Record<string, unknown> = {};
    const load = (shard: number) =>
      runModule(lazyRoutes.emitLazyRoutesModule(plan(), 0, shard, entries(), chunkNames), {
        '@docusaurus/ComponentCreator': creator([]),
        '@generated/registry': registry,
        '@generated/routesChunkNames': names,
      });
    const antd = load(0);
    expect(Object.keys(registry).sort()).toEqual(['c-antd', 'c-doc-item']);
    expect(registry['c-doc-item']).toBe('eager');
    expect(names).toEqual({ '/api/antd/functions/AntDValueEditor-d02': chunkNames['/api/antd/functions/AntDValueEditor-d02'] });
    expect(antd.map(route => [route.path, route.exact, route.sidebar])).toEqual([['/api/antd/functions/AntDValueEditor', true, 'api']]);
    const other = load(1);
    expect(Object.keys(registry).sort()).toEqual(['c-antd', 'c-doc-item', 'c-x']);
    expect(Object.keys(names)).toEqual(['/api/antd/functions/AntDValueEditor-d02', "/api/it's/variables/x-718"]);
    expect(other.map(route => route.path)).toEqual(["/api/it's/variables/x"]);
  });

  it('refuses a folder the group does not have', () => {
    expect(() => lazyRoutes.emitLazyRoutesModule(plan(), 0, 2, entries(), chunkNames)).toThrow('lazy route group 0 has no folder 2');
  });

  it('drops from registry.js exactly the entries it moved', () => {
    const kept = lazyRoutes.readRegistryEntries(lazyRoutes.dropRegistryEntries(registrySource, plan().lazyChunks));
    expect([...kept.keys()]).toEqual(chunkList.filter(name => name !== 'c-antd' && name !== 'c-x'));
  });
});

describe('the three loaders on one set of generated files', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'client-bundle-'));
  fs.writeFileSync(path.join(dir, 'routes.js'), routesSource);
  fs.writeFileSync(path.join(dir, 'registry.js'), registrySource);
  fs.writeFileSync(path.join(dir, 'routesChunkNames.json'), JSON.stringify(chunkNames));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  function load(name: string, file: string, resourceQuery = '') {
    const warnings: string[] = [];
    const context: LoaderContext = {
      resourcePath: path.join(dir, name),
      resourceQuery,
      getOptions: () => ({ file, lazyRoutePrefixes: ['/api/'] }),
      emitWarning: error => warnings.push(error.message),
      addDependency: () => {},
    };
    const output = generatedFileLoader.call(context, fs.readFileSync(path.join(dir, name), 'utf8'));
    return { output, warnings };
  }

  it('agree: what leaves registry.js and the chunk names is what the lazy module adds', () => {
    const registry = load('registry.js', 'registry');
    const names = load('routesChunkNames.json', 'routesChunkNames');
    const folders = [load('routes.js', 'routes', '?lazy=0&shard=0'), load('routes.js', 'routes', '?lazy=0&shard=1')];
    expect([registry.warnings, names.warnings, ...folders.map(folder => folder.warnings)]).toEqual([[], [], [], []]);
    const keptEntries = lazyRoutes.readRegistryEntries(registry.output);
    const addedEntries = folders.flatMap(folder => [...folder.output.matchAll(/^ {2}"([^"]+)": \[/gm)].map(match => match[1]));
    expect(addedEntries.sort()).toEqual(['c-antd', 'c-x']);
    expect(addedEntries.filter(name => keptEntries.has(name))).toEqual([]);
    expect(Object.keys(JSON.parse(names.output))).toEqual(Object.keys(chunkNames).filter(key => !plan().lazyKeys.has(key)));
    // Module paths never reach the browser, in either part of the registry.
    expect(registry.output).not.toMatch(/"@site\/[^"]+\.md", require/);
    for (const folder of folders) expect(folder.output).not.toMatch(/"@site\/[^"]+\.md", require/);
  });
});

describe('the replacement preloader', () => {
  const source = fs.readFileSync(path.join(__dirname, 'client', 'preload.js'), 'utf8');

  /** client/preload.js with `routes` and react-router-config's real matchRoutes. */
  function preloadWith(routes: Route[]) {
    const body = source
      .replace(/^import routes from '@generated\/routes';$/m, '')
      .replace(/^import \{ matchRoutes \} from 'react-router-config';$/m, '')
      .replace(/^export default function preload/m, 'return function preload');
    return new Function('routes', 'matchRoutes', body)(routes, matchRoutes) as (pathname: string) => Promise<unknown>;
  }

  function route(routePath: string, log: string[], extra: Partial<Route> = {}): Route {
    return { path: routePath, component: { created: routePath, preload: async () => void log.push(routePath) }, ...extra };
  }

  it('loads a lazy table before preloading, and preloads the routes it adds', async () => {
    const log: string[] = [];
    const docs: Route['routes'] = [route('/api', log, { exact: true })];
    Object.defineProperty(docs, 'loadLazyRoutes', {
      value: async (pathname: string) => {
        log.push(`table for ${pathname}`);
        docs.push(route('/api/a', log, { exact: true }));
      },
    });
    const preload = preloadWith([route('/api', log, { routes: docs }), route('*', log)]);
    await preload('/api/a');
    expect(log).toEqual(['table for /api/a', '/api', '/api/a']);
  });

  it('loads no table for a path outside it', async () => {
    const log: string[] = [];
    const docs: Route['routes'] = [];
    Object.defineProperty(docs, 'loadLazyRoutes', { value: async () => void log.push('table') });
    const preload = preloadWith([route('/api', log, { routes: docs }), route('/demo', log, { exact: true })]);
    await preload('/demo');
    expect(log).toEqual(['/demo']);
  });

  it('fails when the table cannot be loaded, so navigation reloads the page as Docusaurus does', async () => {
    const docs: Route['routes'] = [];
    Object.defineProperty(docs, 'loadLazyRoutes', { value: () => Promise.reject(new Error('ChunkLoadError')) });
    await expect(preloadWith([route('/api', [], { routes: docs })])('/api/a')).rejects.toThrow('ChunkLoadError');
  });

  it('stands in for the preloader of the installed Docusaurus', () => {
    expect(isKnownPreload(fs.readFileSync(require.resolve('@docusaurus/core/lib/client/preload.js'), 'utf8'))).toBe(true);
    expect(isKnownPreload('export default function preload() {}')).toBe(false);
  });
});
