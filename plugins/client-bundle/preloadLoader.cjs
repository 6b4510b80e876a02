// Webpack loader for @docusaurus/core/lib/client/preload.js in the client build: swaps in
// client/preload.js, which also loads lazy route tables (see index.ts, point 4). index.ts only
// turns lazy routes on when `isKnownPreload` accepts the installed file, so an upgrade that
// changes it keeps every route in main.js rather than breaking hydration.
const fs = require('node:fs');
const path = require('node:path');

const replacement = path.join(__dirname, 'client', 'preload.js');

/** Whether Docusaurus's preload.js is still the one client/preload.js was written against. */
function isKnownPreload(source) {
  return (
    source.includes("import routes from '@generated/routes';") &&
    source.includes('.map((p) => matchRoutes(routes, p))') &&
    source.includes('match.route.component.preload?.()')
  );
}

module.exports = function preloadLoader(source) {
  this.addDependency?.(replacement);
  return isKnownPreload(source) ? fs.readFileSync(replacement, 'utf8') : source;
};
module.exports.isKnownPreload = isKnownPreload;
