// Stands in for @docusaurus/core/lib/client/docusaurus.js (`window.docusaurus`) in the client build
// (see ../index.ts, point 9). `preload` is Docusaurus's own; `prefetch` gives the same files the same
// treatment through prefetchQueue.js: each file once, in idle time.
import { matchRoutes } from 'react-router-config';
import routesChunkNames from '@generated/routesChunkNames';
import routes from '@generated/routes';
import prefetchHelper from '@docusaurus/core/lib/client/prefetch';
import preloadHelper from '@docusaurus/core/lib/client/preload';
import flat from '@docusaurus/core/lib/client/flat';
import { createPrefetchQueue } from './prefetchQueue';

const fetched = new Set();
const loaded = new Set();
// If user is on slow or constrained connection (as Docusaurus checks).
const isSlowConnection = () => navigator.connection?.effectiveType.includes('2g') || navigator.connection?.saveData;
const canPrefetch = routePath => !isSlowConnection() && !loaded.has(routePath) && !fetched.has(routePath);
const canPreload = routePath => !isSlowConnection() && !loaded.has(routePath);

const whenIdle = work =>
  typeof window.requestIdleCallback === 'function'
    ? window.requestIdleCallback(work, { timeout: 3000 })
    : window.setTimeout(() => work({ timeRemaining: () => 0, didTimeout: true }), 50);

const enqueue = createPrefetchQueue({
  matchRoutes: path => matchRoutes(routes, path),
  routesChunkNames,
  flat,
  // "__webpack_require__.gca" is Docusaurus's ChunkAssetPlugin: a chunk name's file URL.
  // eslint-disable-next-line camelcase, no-undef
  chunkUrl: chunkName => __webpack_require__.gca(chunkName),
  fetchUrl: prefetchHelper,
  loadedUrls: () => Array.from(document.scripts, script => script.src).filter(Boolean),
  absolute: url => new URL(url, document.baseURI).href,
  whenIdle,
});

const prefetch = routePath => {
  if (!canPrefetch(routePath)) return false;
  fetched.add(routePath);
  return enqueue(routePath);
};

const preload = routePath => {
  if (!canPreload(routePath)) return false;
  loaded.add(routePath);
  return preloadHelper(routePath);
};

// Mounted on window, frozen as Docusaurus's is.
export default Object.freeze({ prefetch, preload });
