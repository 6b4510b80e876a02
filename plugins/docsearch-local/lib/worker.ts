/**
 * The local search client in a Web Worker: the shards are parsed and indexed here, off the page's
 * main thread, so a page that searches at once (/search?q=...) stays responsive while the index is
 * built (several hundred milliseconds of work on a phone). The page fetches the index files itself
 * (so the page's network rules and cache apply to them) and hands their text over; see
 * workerClient.ts for the page's side and the messages.
 */
import { createLocalSearchClient, type ShardSource } from './client';
import { RetryError } from './errors';
import { MANIFEST_FILE, parseIndexText } from './fetchSource';
import type { Shard, ShardManifest } from './records';
import type { FromPage, FromWorker } from './workerMessages';

// The worker's global scope (the program's lib is the DOM's, not the webworker one).
declare const self: { postMessage(message: FromWorker): void; onmessage: ((event: MessageEvent<FromPage>) => void) | null };

const files = new Map<number, { resolve: (text: string) => void; reject: (error: Error) => void }>();
let nextFile = 0;

/** An index file's text, fetched by the page. */
function fileText(file: string): Promise<string> {
  const id = nextFile++;
  return new Promise<string>((resolve, reject) => {
    files.set(id, { resolve, reject });
    self.postMessage({ type: 'file', id, file });
  });
}

const source: ShardSource = {
  manifest: () => fileText(MANIFEST_FILE).then(text => parseIndexText<ShardManifest>(MANIFEST_FILE, text)),
  shard: entry => fileText(entry.file).then(text => parseIndexText<Shard>(entry.file, text)),
};
const client = createLocalSearchClient({ source });

const reply = (id: number, run: () => Promise<unknown>) =>
  run().then(
    value => self.postMessage({ type: 'answer', id, value }),
    (error: unknown) =>
      self.postMessage({
        type: 'answer',
        id,
        error: { message: error instanceof Error ? error.message : String(error), retry: error instanceof RetryError },
      })
  );

self.onmessage = ({ data }: MessageEvent<FromPage>) => {
  switch (data.type) {
    case 'search':
      reply(data.id, () => client.search(data.input));
      break;
    case 'warm':
      reply(data.id, () => client.warm(data.facetFilters));
      break;
    case 'file': {
      const waiting = files.get(data.id);
      files.delete(data.id);
      if (!waiting) break;
      if (data.text !== undefined) waiting.resolve(data.text);
      else waiting.reject(data.error?.retry === false ? new Error(data.error.message) : new RetryError(data.error?.message));
      break;
    }
  }
};
