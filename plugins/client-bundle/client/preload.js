// Replaces @docusaurus/core/lib/client/preload.js in the client build (see ../index.ts, point 4).
// Same contract as Docusaurus's: resolves once the code of every route matching `pathname` is
// loaded. First it loads, from any lazy route table a matched route is waiting on, the part that
// holds the path, then matches again so the routes that part adds are preloaded too. Hydration and
// navigation both wait on this.
import routes from '@generated/routes';
import { matchRoutes } from 'react-router-config';

function matchAll(paths) {
  return paths.flatMap(path => matchRoutes(routes, path));
}

export default function preload(pathname) {
  const paths = Array.from(new Set([pathname, decodeURI(pathname)]));
  // Each table loads the part that holds the path (lazyRoutes.cjs files routes by folder).
  const lazyTables = paths
    .flatMap(path => matchRoutes(routes, path).map(match => match.route.routes?.loadLazyRoutes?.(path)))
    .filter(Boolean);
  const tablesReady = lazyTables.length > 0 ? Promise.all(lazyTables) : Promise.resolve();
  return tablesReady.then(() => Promise.all(matchAll(paths).map(match => match.route.component.preload?.())));
}
