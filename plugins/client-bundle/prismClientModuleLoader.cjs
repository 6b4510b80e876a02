// Webpack loader for @docusaurus/theme-classic/lib/prism-include-languages.js in the client build
// (index.ts, point 6): the module that registers Prism's extra languages on every page at start-up
// becomes empty. src/theme/CodeBlock/Content/highlighter.ts registers them when the browser first
// highlights a block. A theme upgrade that changes the file fails the build rather than keeping
// Prism in main.js unnoticed.

/** Whether the installed client module is the one this loader was written against. */
function isKnownPrismClientModule(source) {
  return (
    source.includes("import { Prism } from 'prism-react-renderer';") &&
    source.includes("import prismIncludeLanguages from '@theme/prism-include-languages';") &&
    source.includes('prismIncludeLanguages(Prism);')
  );
}

module.exports = function prismClientModuleLoader(source) {
  if (!isKnownPrismClientModule(source)) {
    throw new Error(
      '[client-bundle] @docusaurus/theme-classic/lib/prism-include-languages.js is not the client module ' +
        'prismClientModuleLoader.cjs empties (written for @docusaurus/theme-classic 3.10.2). Check that ' +
        'src/theme/CodeBlock/Content/highlighter.ts still registers the languages, then update the loader.'
    );
  }
  return 'export {};\n';
};
module.exports.isKnownPrismClientModule = isKnownPrismClientModule;
