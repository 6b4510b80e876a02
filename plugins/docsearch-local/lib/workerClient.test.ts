// The search worker and the page's side of it, run in one thread: a fake Worker passes the
// messages (structured-cloned, as a real one would) between createWorkerClient and worker.ts.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLocalSearchClient } from './client';
import { docSearchRequest } from './relevance';
import { encodeShard, pageRecordWriter, type ShardManifest } from './records';
import { createFetchSource } from './fetchSource';
import { createWorkerClient } from './workerClient';

const SITE = 'https://example.org';
function records(tag: string, path: string, title: string, text: string) {
  const writer = pageRecordWriter(`${SITE}${path}`, 'Docs', title, 'en', tag);
  writer.content(text);
  writer.heading(2, `${title} rules`, 'rules');
  writer.content(`Every rule of ${title.toLowerCase()} in one place.`);
  return writer.records();
}
const files: Record<string, string> = {
  'en.docs-default-7.json': JSON.stringify(encodeShard([...records('docs-default-7', '/docs/intro', 'Intro', 'Add a rule.'), ...records('docs-default-7', '/docs/a', 'Rules', 'A rule is a condition.')])),
  'en.docs-api-current.json': JSON.stringify(encodeShard(records('docs-api-current', '/api/rule', 'RuleType', 'The type of a rule.'))),
  'en.default.json': JSON.stringify(encodeShard(records('default', '/demo', 'Demo', 'Rules in the demo.'))),
};
files['manifest.json'] = JSON.stringify({
  format: 1,
  shards: ['docs-default-7', 'docs-api-current', 'default'].map(tag => ({ language: 'en', tag, file: `en.${tag}.json`, records: 3, bytes: 0 })),
} satisfies ShardManifest);

const requested: string[] = [];
let offline = false;
const fetchImpl = (async (url: string) => {
  requested.push(String(url).replace(`${SITE}/search-index/`, ''));
  if (offline) throw new TypeError('Failed to fetch');
  const text = files[String(url).replace(`${SITE}/search-index/`, '')];
  return text === undefined ? new Response('Not found', { status: 404 }) : new Response(text, { status: 200 });
}) as typeof fetch;

/** worker.ts evaluated against a scope of its own, joined to a fake Worker. */
async function startWorker(): Promise<Worker> {
  vi.resetModules();
  const page = { onmessage: null as ((event: MessageEvent) => void) | null, onerror: null, terminate: () => {} } as unknown as Worker & {
    postMessage(message: unknown): void;
  };
  const scope = {
    onmessage: null as ((event: MessageEvent) => void) | null,
    postMessage: (message: unknown) => queueMicrotask(() => page.onmessage?.({ data: structuredClone(message) } as MessageEvent)),
  };
  page.postMessage = (message: unknown) => queueMicrotask(() => scope.onmessage?.({ data: structuredClone(message) } as MessageEvent));
  vi.stubGlobal('self', scope);
  await import('./worker');
  return page;
}

afterEach(() => {
  vi.unstubAllGlobals();
  requested.length = 0;
  offline = false;
});

describe('search worker', () => {
  it('is not used where the browser has no workers', () => {
    vi.stubGlobal('Worker', undefined);
    expect(createWorkerClient(`${SITE}/search-index/`, () => ({}) as Worker, fetchImpl)).toBeNull();
  });

  it('answers a search exactly as the client on the page does, with the page fetching the files', async () => {
    vi.stubGlobal('Worker', class {});
    const worker = await startWorker();
    const client = createWorkerClient(`${SITE}/search-index/`, () => worker, fetchImpl)!;
    const request = docSearchRequest('rule');
    const inWorker = await client.search([request]);
    const onPage = await createLocalSearchClient({ source: createFetchSource(`${SITE}/search-index/`, fetchImpl) }).search([request]);
    const timeless = (response: typeof inWorker) => response.results.map(({ processingTimeMS: _, queryID: __, ...rest }) => rest);
    expect(timeless(inWorker)).toEqual(timeless(onPage));
    expect(inWorker.results[0].nbHits).toBe(8);
    expect(requested.slice(0, 4).sort()).toEqual(['en.default.json', 'en.docs-api-current.json', 'en.docs-default-7.json', 'manifest.json']);
  });

  it('reports an unreachable index as a RetryError, and searches again once it is back', async () => {
    vi.stubGlobal('Worker', class {});
    const worker = await startWorker();
    const client = createWorkerClient(`${SITE}/search-index/`, () => worker, fetchImpl)!;
    offline = true;
    await expect(client.search([docSearchRequest('rule')])).rejects.toMatchObject({ name: 'RetryError' });
    offline = false;
    expect((await client.search([docSearchRequest('rule')])).results[0].nbHits).toBe(8);
  });

  it('fails pending searches with a RetryError when the worker cannot start, and starts a new one on the next search', async () => {
    vi.stubGlobal('Worker', class {});
    const broken = { postMessage() {}, terminate: vi.fn(), onmessage: null, onerror: null } as unknown as Worker;
    const working = await startWorker();
    const start = vi.fn<() => Worker>().mockReturnValueOnce(broken).mockReturnValueOnce(working);
    const client = createWorkerClient(`${SITE}/search-index/`, start, fetchImpl)!;
    const first = client.search([docSearchRequest('rule')]);
    broken.onerror!({ preventDefault() {} } as ErrorEvent);
    await expect(first).rejects.toMatchObject({ name: 'RetryError' });
    expect(broken.terminate).toHaveBeenCalled();
    expect((await client.search([docSearchRequest('rule')])).results[0].nbHits).toBe(8);
    expect(start).toHaveBeenCalledTimes(2);
  });

  it('prepare() starts the worker and fetches the manifest once, for the first search to use', async () => {
    vi.stubGlobal('Worker', class {});
    const worker = await startWorker();
    const start = vi.fn(() => worker);
    const client = createWorkerClient(`${SITE}/search-index/`, start, fetchImpl)!;
    client.prepare();
    expect(start).toHaveBeenCalledTimes(1);
    expect(requested).toEqual(['manifest.json']);
    await client.search([docSearchRequest('rule')]);
    expect(requested.filter(file => file === 'manifest.json')).toHaveLength(1);
    expect(start).toHaveBeenCalledTimes(1);
  });
});
