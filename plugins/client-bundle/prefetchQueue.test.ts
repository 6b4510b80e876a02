import { describe, expect, it } from 'vitest';
import { createPrefetchQueue } from './client/prefetchQueue.js';

type Deadline = { timeRemaining: () => number; didTimeout: boolean };

/** A queue over a small route table, with idle periods run by hand. */
function setUp({ loaded = [] as string[], idleMs = 50 } = {}) {
  const routes: Record<string, string[]> = {
    '/docs/intro': ['/docs', '/docs/intro'],
    '/docs/guide': ['/docs', '/docs/guide'],
    '/api/a': ['/api', '/api/a'],
  };
  const routesChunkNames: Record<string, Record<string, string>> = {
    '/docs-1a2': { component: 'docsRoot', version: 'versionData' },
    '/docs/intro-3b4': { component: 'docItem', content: 'introMdx' },
    '/docs/guide-5c6': { component: 'docItem', content: 'guideMdx' },
    '/api-7d8': { component: 'docsRoot', merged: 'mergedAway' },
  };
  const fetched: string[] = [];
  const idle: Array<(deadline: Deadline) => void> = [];
  const enqueue = createPrefetchQueue({
    matchRoutes: (path: string) => (routes[path] ?? []).map(routePath => ({ route: { path: routePath } })),
    routesChunkNames,
    flat: (entry: unknown) => entry as Record<string, string>,
    chunkUrl: (name: string) => (name === 'mergedAway' ? '/assets/js/undefined.js' : `/assets/js/${name}.js`),
    fetchUrl: (url: string) => (fetched.push(url), Promise.resolve()),
    loadedUrls: () => loaded,
    absolute: (url: string) => `https://site.test${url}`,
    whenIdle: (work: (deadline: Deadline) => void) => idle.push(work),
  });
  const runIdle = () => idle.shift()?.({ timeRemaining: () => idleMs, didTimeout: false });
  return { enqueue, fetched, idle, runIdle, routesChunkNames, routes };
}

describe('viewport prefetching (client-bundle point 9)', () => {
  it('requests nothing when a link comes into view, only in the next idle period', () => {
    const { enqueue, fetched, idle, runIdle } = setUp();
    enqueue('/docs/intro');
    expect(fetched).toEqual([]);
    expect(idle).toHaveLength(1);
    runIdle();
    expect(fetched).toEqual([
      'https://site.test/assets/js/docsRoot.js',
      'https://site.test/assets/js/versionData.js',
      'https://site.test/assets/js/docItem.js',
      'https://site.test/assets/js/introMdx.js',
    ]);
  });

  it('requests a file two routes share once', () => {
    const { enqueue, fetched, runIdle } = setUp();
    enqueue('/docs/intro');
    enqueue('/docs/guide');
    runIdle();
    expect(fetched.filter(url => url.endsWith('/docItem.js'))).toHaveLength(1);
    expect(fetched.filter(url => url.endsWith('/docsRoot.js'))).toHaveLength(1);
    expect(fetched).toContain('https://site.test/assets/js/guideMdx.js');
  });

  it('requests a file once when two routes of one branch share it', () => {
    const { enqueue, fetched, runIdle, routes, routesChunkNames } = setUp();
    routes['/docs/shared'] = ['/docs', '/docs/shared'];
    routesChunkNames['/docs/shared-1f2'] = { component: 'docsRoot', content: 'sharedMdx' };
    enqueue('/docs/shared');
    runIdle();
    expect(fetched.filter(url => url.endsWith('/docsRoot.js'))).toHaveLength(1);
  });

  it('skips files the page already runs', () => {
    const { enqueue, fetched, runIdle } = setUp({ loaded: ['https://site.test/assets/js/docsRoot.js'] });
    enqueue('/docs/intro');
    runIdle();
    expect(fetched).not.toContain('https://site.test/assets/js/docsRoot.js');
    expect(fetched).toContain('https://site.test/assets/js/introMdx.js');
  });

  it('skips a chunk that was merged into another (no file of its own)', () => {
    const { enqueue, fetched, runIdle } = setUp();
    enqueue('/api/a');
    runIdle();
    expect(fetched).toEqual(['https://site.test/assets/js/docsRoot.js']);
  });

  it('prefetches nothing for an anchor of the page being read', async () => {
    const { enqueue, fetched, idle } = setUp();
    await enqueue('#options');
    expect(idle).toHaveLength(0);
    expect(fetched).toEqual([]);
  });

  it('handles one link per idle period when the browser has no time to spare, and finishes the queue', () => {
    const { enqueue, fetched, runIdle } = setUp({ idleMs: 0 });
    enqueue('/docs/intro');
    enqueue('/docs/guide');
    runIdle();
    expect(fetched).not.toContain('https://site.test/assets/js/guideMdx.js');
    runIdle();
    expect(fetched).toContain('https://site.test/assets/js/guideMdx.js');
  });

  it('resolves the promise of each link once its files are requested', async () => {
    const { enqueue, runIdle } = setUp();
    const done = enqueue('/docs/intro');
    runIdle();
    await expect(done).resolves.toBeUndefined();
  });

  it('finds routes a lazy route table added to the chunk map after the first prefetch', () => {
    const { enqueue, fetched, runIdle, routesChunkNames, routes } = setUp();
    enqueue('/docs/intro');
    runIdle();
    routes['/api/b'] = ['/api/b'];
    routesChunkNames['/api/b-9e0'] = { content: 'bMdx' };
    enqueue('/api/b');
    runIdle();
    expect(fetched).toContain('https://site.test/assets/js/bMdx.js');
  });
});
