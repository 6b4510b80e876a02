// Webpack loader for the client build's generated .docusaurus files (see index.ts): applies the
// transform for the file named in its options. A Docusaurus upgrade that changes a file's shape
// leaves the file as it is, and must not pass unnoticed: the build then warns.
const { stripRegistryModulePaths } = require('./registryTransform.cjs');
const { deferRouteComponents } = require('./routesTransform.cjs');

const transforms = {
  registry: {
    transform: stripRegistryModulePaths,
    expected: 'require.resolveWeak(',
    unchanged: 'module paths stay in main.js',
  },
  routes: {
    transform: deferRouteComponents,
    expected: 'ComponentCreator(',
    unchanged: 'every route component is built at start-up',
  },
};

module.exports = function generatedFileLoader(source) {
  const { file } = this.getOptions();
  const { transform, expected, unchanged } = transforms[file];
  const result = transform(source);
  if (result === source && source.includes(expected)) {
    this.emitWarning(new Error(`client-bundle: .docusaurus/${file}.js has a shape this loader does not know; ${unchanged}.`));
  }
  return result;
};
