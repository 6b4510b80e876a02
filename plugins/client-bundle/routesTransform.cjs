// For the client build's .docusaurus/routes.js: creates each route's component
// when the route is first matched instead of for every route at start-up (see index.ts).
// Entries look like `component: ComponentCreator('/path', 'abc'),` and become a memoised getter.
// Any other shape is left as it is.
const helper = `
const lazyRouteComponents = new Map();
function lazyRouteComponent(path, hash) {
  const key = path + '-' + hash;
  let component = lazyRouteComponents.get(key);
  if (component === undefined) {
    component = ComponentCreator(path, hash);
    lazyRouteComponents.set(key, component);
  }
  return component;
}
`;

function deferRouteComponents(source) {
  let count = 0;
  const body = source.replace(/\bcomponent: ComponentCreator\(('(?:[^'\\\n]|\\.)*'), ('[0-9a-f]+')\)/g, (_match, path, hash) => {
    count += 1;
    return `get component() { return lazyRouteComponent(${path}, ${hash}); }`;
  });
  if (count === 0) return source;
  // After the imports, so ComponentCreator is in scope for the helper.
  return body.replace(/(import ComponentCreator from [^\n]+\n)/, `$1${helper}`);
}

module.exports = { deferRouteComponents };
