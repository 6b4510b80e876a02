// Stands in for @docusaurus/core/lib/client/docusaurus.js (`window.docusaurus`) in the client build
// (see ../index.ts, points 9 and 11). `preload` is Docusaurus's own; `prefetch` gives the same files
// the same treatment through prefetchQueue.js: each file once, in idle time.
import { matchRoutes } from 'react-router-config';
import routesChunkNames from '@generated/routesChunkNames';
import routes from '@generated/routes';
import prefetchHelper from '@docusaurus/core/lib/client/prefetch';
import preloadHelper from '@docusaurus/core/lib/client/preload';
import flat from '@docusaurus/core/lib/client/flat';
import { createPrefetchQueue } from './prefetchQueue';
import { idleScheduler } from './whenIdle';

const fetched = new Set();
const loaded = new Set();
// If user is on slow or constrained connection (as Docusaurus checks).
const isSlowConnection = () => navigator.connection?.effectiveType.includes('2g') || navigator.connection?.saveData;
const canPrefetch = routePath => !isSlowConnection() && !loaded.has(routePath) && !fetched.has(routePath);
const canPreload = routePath => !isSlowConnection() && !loaded.has(routePath);

const whenIdle = idleScheduler({ timeout: 3000, fallbackDelay: 50 });

/**
 * Chunk name to chunk id, for the chunks the prefetcher may ask for (../index.ts, point 11). The
 * runtime no longer carries this map; it is a file of its own, named after the build's hash,
 * fetched at the first prefetch, in idle time. Until it is there, nothing is prefetched; if it
 * cannot be fetched, nothing is, and the next prefetch tries again.
 */
let chunkFiles = {};
let chunkFilesLoading;
const chunkFilesReady = () =>
  (chunkFilesLoading ??= new Promise(resolve => whenIdle(resolve))
    // eslint-disable-next-line no-undef
    .then(() => fetch(`${__webpack_require__.p}assets/js/chunk-names.${__webpack_hash__.slice(0, 16)}.json`))
    .then(response => (response.ok ? response.json() : Promise.reject(new Error(`${response.status}`))))
    .then(
      files => {
        chunkFiles = files;
      },
      () => {
        chunkFilesLoading = undefined;
      }
    ));

const enqueue = createPrefetchQueue({
  matchRoutes: path => matchRoutes(routes, path),
  routesChunkNames,
  flat,
  // eslint-disable-next-line no-undef
  chunkUrl: chunkName => (chunkFiles[chunkName] != null ? `${__webpack_require__.p}${__webpack_require__.u(chunkFiles[chunkName])}` : undefined),
  fetchUrl: prefetchHelper,
  loadedUrls: () => Array.from(document.scripts, script => script.src).filter(Boolean),
  absolute: url => new URL(url, document.baseURI).href,
  whenIdle,
});

const prefetch = routePath => {
  if (!canPrefetch(routePath)) return false;
  fetched.add(routePath);
  return chunkFilesReady().then(() => enqueue(routePath));
};

const preload = routePath => {
  if (!canPreload(routePath)) return false;
  loaded.add(routePath);
  return preloadHelper(routePath);
};

// Mounted on window, frozen as Docusaurus's is.
export default Object.freeze({ prefetch, preload });
