// The viewport prefetching behind `window.docusaurus.prefetch` in the client build (../index.ts,
// point 9). Docusaurus prefetches a link's route as soon as the link scrolls into view, and it
// does the whole job there and then: match the route, scan every entry of the route chunk map
// with a regular expression, and add a <link rel="prefetch"> per chunk, even one already added for
// another link or already running on the page. On the QueryBuilder page at phone width that came
// to 363 link tags (19 distinct files) in one task of about 600 ms at a phone's 4x slowdown.
//
// Here the same files are prefetched, but each at most once, none that the page already runs, and
// in idle time, a few links per idle period, so no task grows long. Anchors of the page being read
// (`#…`) prefetch nothing: their page is loaded.

/**
 * @param {object} deps
 * @param {(path: string) => Array<{route: {path?: string}}>} deps.matchRoutes route branch of a path
 * @param {Record<string, unknown>} deps.routesChunkNames Docusaurus's map, which lazy route tables extend
 * @param {(entry: unknown) => Record<string, string>} deps.flat flattens one map entry to chunk names
 * @param {(chunkName: string) => string | undefined} deps.chunkUrl a chunk name's file URL, or undefined while unknown
 * @param {(url: string) => Promise<void>} deps.fetchUrl adds the prefetch for one file
 * @param {() => Iterable<string>} deps.loadedUrls files the page already runs (absolute URLs)
 * @param {(url: string) => string} deps.absolute makes a chunk URL comparable with those
 * @param {(work: (deadline: {timeRemaining: () => number, didTimeout: boolean}) => void) => void} deps.whenIdle
 */
export function createPrefetchQueue({ matchRoutes, routesChunkNames, flat, chunkUrl, fetchUrl, loadedUrls, absolute, whenIdle }) {
  /** Route path (without Docusaurus's hash suffix) → chunk names; rebuilt when lazy tables add routes. */
  let chunksByRoute = new Map();
  let indexedEntries = -1;
  const requested = new Set();
  /** @type {Array<{path: string, done: () => void}>} */
  const queue = [];
  let scheduled = false;

  function chunkNamesOf(routePath) {
    const entries = Object.keys(routesChunkNames).length;
    if (entries !== indexedEntries) {
      chunksByRoute = new Map();
      for (const [nameWithHash, chunks] of Object.entries(routesChunkNames)) {
        // input: /docs/intro-3a1, output: /docs/intro (as Docusaurus strips it)
        const path = nameWithHash.replace(/-[^-]+$/, '');
        const names = chunksByRoute.get(path) ?? [];
        names.push(...Object.values(flat(chunks)));
        chunksByRoute.set(path, names);
      }
      indexedEntries = entries;
    }
    return chunksByRoute.get(routePath) ?? [];
  }

  function prefetchNow(routePath) {
    const urls = matchRoutes(routePath)
      .flatMap(match => chunkNamesOf(match.route.path))
      .map(chunkUrl)
      // A chunk merged into another has no file of its own (Docusaurus skips these too).
      .filter(url => url && !url.includes('undefined'))
      .map(absolute)
      .filter(url => {
        // Also drops a file that two routes of the same branch share.
        if (requested.has(url)) return false;
        requested.add(url);
        return true;
      });
    return Promise.all(urls.map(fetchUrl));
  }

  function work(deadline) {
    scheduled = false;
    for (const url of loadedUrls()) requested.add(url);
    // At least one link per idle period, so a page that is never idle still gets its prefetches.
    do {
      const next = queue.shift();
      if (!next) break;
      prefetchNow(next.path).then(next.done, next.done);
    } while (queue.length > 0 && deadline.timeRemaining() > 4);
    if (queue.length > 0) schedule();
  }

  function schedule() {
    if (scheduled) return;
    scheduled = true;
    whenIdle(work);
  }

  /** Queues a route's files for prefetching; resolves once they are requested. */
  return function enqueue(routePath) {
    if (routePath.startsWith('#')) return Promise.resolve();
    return new Promise(done => {
      queue.push({ path: routePath, done: () => done() });
      schedule();
    });
  };
}
