import { describe, expect, it } from 'vitest';
import { copyMarkdown, markdownCopyUrl, type CopyEnvironment } from './markdownCopy';

describe('markdownCopyUrl', () => {
  it('adds .md to a docs page path', () => {
    expect(markdownCopyUrl('/docs/utils/export')).toBe('/docs/utils/export.md');
  });

  it('drops a trailing slash, a query and a hash first', () => {
    expect(markdownCopyUrl('/docs/intro/?x=1#install')).toBe('/docs/intro.md');
  });

  it('names the home page index.md', () => {
    expect(markdownCopyUrl('/')).toBe('/index.md');
  });
});

function environment(body: string, options: { ok?: boolean; withClipboardItem?: boolean } = {}) {
  const written: string[] = [];
  const fetched: string[] = [];
  class FakeClipboardItem {
    constructor(readonly items: Record<string, Promise<Blob> | Blob>) {}
  }
  const env: CopyEnvironment = {
    fetch: async (url) => {
      fetched.push(url);
      return { ok: options.ok ?? true, status: options.ok === false ? 404 : 200, text: async () => body };
    },
    clipboard: {
      writeText: async (text) => void written.push(text),
      write: async (items) => {
        for (const item of items as unknown as FakeClipboardItem[]) {
          written.push(await (await item.items['text/plain']!).text());
        }
      },
    },
    ClipboardItem: options.withClipboardItem ? (FakeClipboardItem as unknown as CopyEnvironment['ClipboardItem']) : undefined,
  };
  return { env, written, fetched };
}

describe('copyMarkdown', () => {
  it('writes the fetched Markdown with writeText where ClipboardItem is missing', async () => {
    const { env, written, fetched } = environment('# Export\n');
    await expect(copyMarkdown(env, '/docs/utils/export.md')).resolves.toBe('# Export\n');
    expect(fetched).toEqual(['/docs/utils/export.md']);
    expect(written).toEqual(['# Export\n']);
  });

  it('writes a pending ClipboardItem where the browser has one', async () => {
    const { env, written } = environment('# Import\n', { withClipboardItem: true });
    await copyMarkdown(env, '/docs/utils/import.md');
    expect(written).toEqual(['# Import\n']);
  });

  it('rejects, writing nothing, when the Markdown copy is missing', async () => {
    const { env, written } = environment('Not found', { ok: false });
    await expect(copyMarkdown(env, '/docs/next/intro.md')).rejects.toThrow('answered 404');
    expect(written).toEqual([]);
  });
});
