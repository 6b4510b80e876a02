// For the client build's .docusaurus/globalData.json (see index.ts, point 5): the docs plugins named
// in `pluginIds` keep, of each version's list of docs, only the version's main doc.
//
// The browser reads a docs plugin's doc list to find the doc being read for the navbar's doc items,
// the version dropdown and the old-version banner. None of these is configured for a plugin
// named here (the API reference: one version, no navbar doc item, no dropdown), so the list,
// 1,300 entries for the API reference, is never read; the server build keeps it whole.
// Returns null when a named plugin's data is not the shape this code knows.
function trimDocLists(globalData, pluginIds) {
  const docsPlugins = globalData?.['docusaurus-plugin-content-docs'];
  if (!docsPlugins || typeof docsPlugins !== 'object') return null;
  for (const id of pluginIds) {
    const versions = docsPlugins[id]?.versions;
    if (!Array.isArray(versions) || !versions.every(version => Array.isArray(version.docs))) return null;
    for (const version of versions) {
      version.docs = version.docs.filter(doc => doc.id === version.mainDocId);
    }
  }
  return globalData;
}

module.exports = { trimDocLists };
