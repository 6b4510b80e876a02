// Webpack loader for the client build's generated .docusaurus files (see index.ts): applies the
// transforms for the file named in its options. A Docusaurus upgrade that changes a file's shape
// must not silently lose the trims: the loader reports an error, which fails the build, naming the
// Docusaurus version the transforms were written for (WRITTEN_FOR) and the one installed.
//
// The lazy route plan is worked out from the files on disk by each of the three loaders on its own
// (routes.js, registry.js, routesChunkNames.json); all three read the same files, so they agree.
const fs = require('node:fs');
const path = require('node:path');
const { stripRegistryModulePaths } = require('./registryTransform.cjs');
const { trimDocLists } = require('./globalDataTransform.cjs');
const { trimVersionDocs, versionDataPluginId } = require('./versionDataTransform.cjs');
const {
  readRouteTable,
  planLazyRoutes,
  emitEagerRoutesModule,
  emitLazyRoutesModule,
  readRegistryEntries,
  dropRegistryEntries,
  dropChunkNames,
} = require('./lazyRoutes.cjs');

/** The @docusaurus/core release whose generated files these transforms read. */
const WRITTEN_FOR = '3.10.2';

function installedDocusaurus() {
  try {
    return require('@docusaurus/core/package.json').version;
  } catch {
    return 'unknown';
  }
}

function fail(loader, file, consequence) {
  loader.emitError(
    new Error(
      `client-bundle: .docusaurus/${file} has a shape this loader does not know (written for @docusaurus/core ` +
        `${WRITTEN_FOR}, installed ${installedDocusaurus()}); ${consequence}. Update plugins/client-bundle for the new shape.`
    )
  );
}

function siblingReader(loader) {
  return name => {
    const file = path.join(path.dirname(loader.resourcePath), name);
    loader.addDependency?.(file);
    return fs.readFileSync(file, 'utf8');
  };
}

function parseJson(text) {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

const transforms = {
  registry(loader, source, prefixes, read) {
    const stripped = stripRegistryModulePaths(source);
    if (stripped === source && source.includes('require.resolveWeak(')) fail(loader, 'registry.js', 'module paths stay in main.js');
    if (prefixes.length === 0) return stripped;
    const plan = planLazyRoutes(read('routes.js'), parseJson(read('routesChunkNames.json')), prefixes);
    return plan ? dropRegistryEntries(stripped, plan.lazyChunks) : stripped;
  },

  routes(loader, source, prefixes, read) {
    const table = readRouteTable(source);
    if (!table) {
      if (source.includes('ComponentCreator(')) fail(loader, 'routes.js', 'every route is in main.js and its component built at start-up');
      return source;
    }
    const chunkNames = prefixes.length > 0 ? parseJson(read('routesChunkNames.json')) : null;
    const plan = planLazyRoutes(source, chunkNames, prefixes);
    if (prefixes.length > 0 && !plan) fail(loader, 'routesChunkNames.json', `routes under ${prefixes.join(', ')} stay in main.js`);
    const query = loader.resourceQuery ?? '';
    const lazyGroup = /[?&]lazy=(\d+)/.exec(query);
    if (!lazyGroup) return emitEagerRoutesModule(table, plan);
    if (!plan) throw new Error('client-bundle: a lazy route table was requested but there is none');
    const shard = /[?&]shard=(\d+)/.exec(query);
    if (!shard) throw new Error(`client-bundle: a lazy route table was requested without its folder (${query})`);
    const registryEntries = readRegistryEntries(stripRegistryModulePaths(read('registry.js')));
    return emitLazyRoutesModule(plan, Number(lazyGroup[1]), Number(shard[1]), registryEntries, chunkNames);
  },

  globalData(loader, source, _prefixes, _read, options) {
    const pluginIds = options.docListsUnread ?? [];
    if (pluginIds.length === 0) return source;
    const trimmed = trimDocLists(parseJson(source), pluginIds);
    if (!trimmed) {
      fail(loader, 'globalData.json', `the doc lists of ${pluginIds.join(', ')} stay in main.js`);
      return source;
    }
    return JSON.stringify(trimmed);
  },

  versionData(loader, source, _prefixes, _read, options) {
    const pluginId = versionDataPluginId(loader.resourcePath);
    if (!pluginId || !(options.docListsUnread ?? []).includes(pluginId)) return source;
    const trimmed = trimVersionDocs(parseJson(source), pluginId);
    if (!trimmed) {
      fail(loader, `docusaurus-plugin-content-docs/${pluginId}/p/${path.basename(loader.resourcePath)}`, `the docs map of ${pluginId} stays in every page's version data`);
      return source;
    }
    return JSON.stringify(trimmed);
  },

  routesChunkNames(loader, source, prefixes, read) {
    if (prefixes.length === 0) return source;
    const chunkNames = parseJson(source);
    const plan = planLazyRoutes(read('routes.js'), chunkNames, prefixes);
    return plan ? JSON.stringify(dropChunkNames(chunkNames, plan.lazyKeys)) : source;
  },
};

module.exports = function generatedFileLoader(source) {
  const options = this.getOptions();
  return transforms[options.file](this, source, options.lazyRoutePrefixes ?? [], siblingReader(this), options);
};
