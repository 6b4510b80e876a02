// For the client build's .docusaurus/registry.js: drops the module-path string of
// each entry (see index.ts). Entries look like
//   "id": [() => import(/* webpackChunkName: "id" */ "PATH"), "PATH", require.resolveWeak("PATH")],
// and become [..., "", require.resolveWeak("PATH")]. Any other shape is left as it is.
function stripRegistryModulePaths(source) {
  return source.replace(/(\*\/ ("[^"\n]*")\)), \2, require\.resolveWeak\(\2\)/g, '$1, "", require.resolveWeak($2)');
}

module.exports = { stripRegistryModulePaths };
