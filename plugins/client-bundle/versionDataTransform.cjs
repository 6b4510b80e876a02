// For the client build's version data of the docs plugins named in `docListsUnread` (see index.ts,
// point 13): `.docusaurus/docusaurus-plugin-content-docs/<plugin>/p/<version>.json`, which every page
// of the version loads before it hydrates. Its `docs` map (each doc's id, title, description and
// sidebar) is read in the browser only by `useDocById`, that is by the theme's DocCard (category
// index pages and <DocCardList>); the API reference has neither (its categories link to doc pages),
// so for it the map is 1,300 entries nobody reads: 28 KB of the 47 KB gzip every API page waited
// for. The client build gets an empty map; the server build keeps it, so pages render the same. A
// DocCard on such a page would find no doc and fail in the browser, loudly, not render differently.
// Returns null when the data is not the shape this code knows, or not the named plugin's.
function trimVersionDocs(props, pluginId) {
  const version = props?.version;
  if (!version || typeof version !== 'object' || version.pluginId !== pluginId) return null;
  if (!version.docs || typeof version.docs !== 'object' || Array.isArray(version.docs)) return null;
  if (!version.docsSidebars || typeof version.docsSidebars !== 'object') return null;
  return { ...props, version: { ...version, docs: {} } };
}

/** The docs plugin id of a version data file's path, or null for any other file. */
function versionDataPluginId(resourcePath) {
  const match = /[\\/]\.docusaurus[\\/]docusaurus-plugin-content-docs[\\/]([^\\/]+)[\\/]p[\\/][^\\/]+\.json$/.exec(resourcePath);
  return match ? match[1] : null;
}

module.exports = { trimVersionDocs, versionDataPluginId };
