// Lazy route tables for the client build (see index.ts, point 4).
//
// Docusaurus bundles every route, with its registry entries and chunk names, into main.js. Routes
// under a lazy prefix (here the API reference's item pages) move into chunks of their own, one per
// folder of paths (`/api/antd/functions/`, `/api/react-querybuilder/index/interfaces/`, ...), each
// loaded the first time a path in its folder is preloaded (before hydration on such a page, on
// hover or before navigating to one elsewhere): an API page waits for the few hundred routes of its
// folder, not for all 1,300. This module reads the generated files and writes the modules that
// replace them; it never changes which routes exist, only when the browser learns them.
//
// A generated file of an unknown shape makes `planLazyRoutes` return null, and every file is then
// left as Docusaurus wrote it.

const CREATOR = Symbol('ComponentCreator call');

/**
 * Evaluates the generated `routes.js` with a stand-in ComponentCreator that records its arguments.
 * Returns the route tree, or null when the file is not the shape this code knows.
 */
function readRouteTable(source) {
  if (!source.includes("import ComponentCreator from '@docusaurus/ComponentCreator';")) return null;
  const body = source.replace(/^import [^\n]*\n/gm, '').replace(/^export default /m, 'return ');
  try {
    const table = new Function('ComponentCreator', body)((...args) => ({ [CREATOR]: args }));
    return Array.isArray(table) && table.every(isRouteShape) ? table : null;
  } catch {
    return null;
  }
}

function isRouteShape(route) {
  if (route === null || typeof route !== 'object' || typeof route.path !== 'string') return false;
  if (!route.component || !Array.isArray(route.component[CREATOR])) return false;
  for (const [key, value] of Object.entries(route)) {
    if (key === 'component') continue;
    if (key === 'routes') {
      if (!Array.isArray(value) || !value.every(isRouteShape)) return false;
    } else if (!isJsonValue(value)) {
      return false;
    }
  }
  return true;
}

function isJsonValue(value) {
  if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) return true;
  if (Array.isArray(value)) return value.every(isJsonValue);
  return typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype && Object.values(value).every(isJsonValue);
}

/** The key Docusaurus files a route under in routesChunkNames.json (and ComponentCreator reads). */
function chunkNamesKey(route) {
  const [path, hash] = route.component[CREATOR];
  return `${path}-${hash}`;
}

/**
 * The folder a path is filed under, as matching sees paths: letter case and one trailing slash do
 * not count ('/api/A/b/' and '/api/a/b' are both in '/api/a/'). Its source is written into the eager
 * routes module too, so the browser files a pathname where this files its route.
 */
function folderOf(path) {
  const lower = path.toLowerCase();
  const trimmed = lower.endsWith('/') ? lower.slice(0, -1) : lower;
  return trimmed.slice(0, trimmed.lastIndexOf('/') + 1);
}

/** A group's lazy routes by folder, in the order the folders first appear. */
function shardsOf(routes) {
  const byFolder = new Map();
  for (const route of routes) {
    const folder = folderOf(route.path);
    if (!byFolder.has(folder)) byFolder.set(folder, []);
    byFolder.get(folder).push(route);
  }
  return [...byFolder].map(([folder, shardRoutes]) => ({ folder, routes: shardRoutes }));
}

/**
 * Finds, for each prefix, the sibling lists whose exact leaf routes fall under it. Only lists made
 * wholly of exact leaves are split, so the order in which React Router tries them cannot matter.
 * Returns [{ parent, lazy, shards, eager }] in tree order.
 */
function findLazyGroups(table, prefixes) {
  const groups = [];
  const visit = routes => {
    for (const route of routes) {
      if (!route.routes) continue;
      const children = route.routes;
      const allExactLeaves = children.every(child => child.exact === true && !child.routes);
      const lazy = allExactLeaves ? children.filter(child => prefixes.some(prefix => child.path.startsWith(prefix))) : [];
      if (lazy.length > 0) {
        groups.push({ parent: route, lazy, shards: shardsOf(lazy), eager: children.filter(child => !lazy.includes(child)) });
      } else {
        visit(children);
      }
    }
  };
  visit(table);
  return groups;
}

/** Every chunk name a routesChunkNames entry refers to, however nested. */
function chunkNamesIn(entry) {
  if (typeof entry === 'string') return [entry];
  if (entry && typeof entry === 'object') return Object.values(entry).flatMap(chunkNamesIn);
  return [];
}

/**
 * The whole plan: which routes, chunk-name entries and registry entries leave main.js.
 * `chunkNames` is the parsed routesChunkNames.json. Returns null when there is nothing to move or
 * the files are not the shape this code knows.
 */
function planLazyRoutes(routesSource, chunkNames, prefixes) {
  if (!prefixes || prefixes.length === 0) return null;
  const table = readRouteTable(routesSource);
  if (!table || !chunkNames || typeof chunkNames !== 'object') return null;
  const groups = findLazyGroups(table, prefixes);
  if (groups.length === 0) return null;
  const lazyRoutes = new Set(groups.flatMap(group => group.lazy));
  const lazyKeys = new Set([...lazyRoutes].map(chunkNamesKey));
  if (![...lazyKeys].every(key => key in chunkNames)) return null;
  const eagerChunks = new Set();
  for (const [key, entry] of Object.entries(chunkNames)) {
    if (!lazyKeys.has(key)) chunkNamesIn(entry).forEach(name => eagerChunks.add(name));
  }
  const lazyChunks = new Set();
  for (const key of lazyKeys) {
    chunkNamesIn(chunkNames[key]).forEach(name => {
      if (!eagerChunks.has(name)) lazyChunks.add(name);
    });
  }
  return { table, groups, lazyKeys, lazyChunks };
}

// Written into the emitted modules: ComponentCreator runs when a route is first matched, not for
// every route while main.js starts (a loadable component per route otherwise).
const lazyComponentHelper = `
const routeComponents = new Map();
function routeComponent(path, hash) {
  const key = path + '-' + hash;
  let component = routeComponents.get(key);
  if (component === undefined) {
    component = ComponentCreator(path, hash);
    routeComponents.set(key, component);
  }
  return component;
}
`;

// A route list that starts with the eager routes and gains a folder's lazy routes when
// `loadLazyRoutes(pathname)` (read by the replacement preload.js) resolves for a path in that
// folder. A path in no folder loads nothing; loading a folder twice returns the same promise.
// `folderOf` is written in as its own source, so the browser and this module file paths alike.
const lazyListHelper = `
${folderOf.toString()}
function lazyRouteList(list, shards) {
  const loading = new Map();
  Object.defineProperty(list, 'loadLazyRoutes', {
    value(pathname) {
      const folder = folderOf(pathname);
      const load = shards.get(folder);
      if (!load) return undefined;
      if (!loading.has(folder)) {
        loading.set(folder, load().then(module => {
          list.push(...module.default);
        }));
      }
      return loading.get(folder);
    },
  });
  return list;
}
`;

/** `groups`: the lazy groups by parent route, each with its number (the `?lazy=` query; `&shard=` numbers its folders). */
function emitRoute(route, indent, groups) {
  const pad = ' '.repeat(indent);
  const lines = [];
  for (const [key, value] of Object.entries(route)) {
    if (key === 'component') {
      const [path, hash] = value[CREATOR];
      lines.push(
        hash === undefined
          ? `component: ComponentCreator(${JSON.stringify(path)})`
          : `get component() { return routeComponent(${JSON.stringify(path)}, ${JSON.stringify(hash)}); }`
      );
    } else if (key === 'routes') {
      const group = groups.get(route);
      const list = emitRouteList(group ? group.eager : value, indent + 2, groups);
      const shardLoaders = group
        ? group.shards.map(
            (shard, index) =>
              `[${JSON.stringify(shard.folder)}, () => import(/* webpackChunkName: "lazy-routes-${group.number}-${index}" */ './routes.js?lazy=${group.number}&shard=${index}')]`
          )
        : [];
      lines.push(group ? `routes: lazyRouteList(${list}, new Map([${shardLoaders.join(', ')}]))` : `routes: ${list}`);
    } else if (value !== undefined) {
      lines.push(`${JSON.stringify(key)}: ${JSON.stringify(value)}`);
    }
  }
  return `${pad}{\n${lines.map(line => `${pad}  ${line}`).join(',\n')}\n${pad}}`;
}

function emitRouteList(routes, indent, groups) {
  if (routes.length === 0) return '[]';
  return `[\n${routes.map(route => emitRoute(route, indent + 2, groups)).join(',\n')}\n${' '.repeat(indent)}]`;
}

/**
 * The client's routes.js: the eager routes, with each lazy group's list loading the rest. `table`
 * is used when there is no plan (every route stays, each component still created on demand).
 */
function emitEagerRoutesModule(table, plan) {
  const groups = new Map(plan ? plan.groups.map((group, number) => [group.parent, { ...group, number }]) : []);
  return [
    "import ComponentCreator from '@docusaurus/ComponentCreator';",
    lazyComponentHelper,
    plan ? lazyListHelper : '',
    `export default ${emitRouteList(plan ? plan.table : table, 0, groups)};`,
    '',
  ].join('\n');
}

/**
 * `routes.js?lazy=N&shard=M`: the routes of group N's folder M, after adding their registry entries
 * (`registryEntries`: source text of each entry, as registry.js writes it) and chunk names to the
 * eager ones.
 */
function emitLazyRoutesModule(plan, groupNumber, shardNumber, registryEntries, chunkNames) {
  const group = plan.groups[groupNumber];
  if (!group) throw new Error(`client-bundle: no lazy route group ${groupNumber}`);
  const shard = group.shards[shardNumber];
  if (!shard) throw new Error(`client-bundle: lazy route group ${groupNumber} has no folder ${shardNumber}`);
  const groupChunkNames = {};
  const groupChunks = new Set();
  for (const route of shard.routes) {
    const key = chunkNamesKey(route);
    groupChunkNames[key] = chunkNames[key];
    chunkNamesIn(chunkNames[key]).forEach(name => {
      if (plan.lazyChunks.has(name)) groupChunks.add(name);
    });
  }
  const entries = [...groupChunks].map(name => {
    const entry = registryEntries.get(name);
    if (entry === undefined) throw new Error(`client-bundle: registry.js has no entry for chunk ${name}`);
    return `  ${JSON.stringify(name)}: ${entry}`;
  });
  return [
    "import ComponentCreator from '@docusaurus/ComponentCreator';",
    "import registry from '@generated/registry';",
    "import routesChunkNames from '@generated/routesChunkNames';",
    lazyComponentHelper,
    `Object.assign(registry, {\n${entries.join(',\n')}\n});`,
    `Object.assign(routesChunkNames, ${JSON.stringify(groupChunkNames)});`,
    `export default ${emitRouteList(shard.routes, 0, new Map())};`,
    '',
  ].join('\n');
}

// One entry per line, `  "name": [loader, path, weakId],`; the last one is followed by `};` on
// the same line.
const REGISTRY_ENTRY = /^ {2}"([^"\n]+)": (\[[^\n]*?\)\]),/gm;

/** Each registry.js entry's source text by chunk name. */
function readRegistryEntries(source) {
  return new Map([...source.matchAll(REGISTRY_ENTRY)].map(match => [match[1], match[2]]));
}

/** registry.js without the entries that only lazy routes use. */
function dropRegistryEntries(source, chunks) {
  return source.replace(REGISTRY_ENTRY, (entry, name) => (chunks.has(name) ? '' : entry)).replace(/\n{2,}/g, '\n');
}

/** routesChunkNames.json without the lazy routes' entries. */
function dropChunkNames(chunkNames, keys) {
  return Object.fromEntries(Object.entries(chunkNames).filter(([key]) => !keys.has(key)));
}

module.exports = {
  folderOf,
  readRouteTable,
  planLazyRoutes,
  emitEagerRoutesModule,
  emitLazyRoutesModule,
  readRegistryEntries,
  dropRegistryEntries,
  dropChunkNames,
};
