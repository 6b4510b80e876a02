/**
 * Where a docs page's Markdown copy lives, and copying it to the clipboard. The copies are
 * written by `@signalwire/docusaurus-plugin-llms-txt` beside the HTML: `/docs/intro` (built as
 * `docs/intro.html`) has `/docs/intro.md`.
 */
export function markdownCopyUrl(pathname: string): string {
  const path = pathname.split(/[?#]/)[0]!.replace(/\/+$/, '');
  return path === '' ? '/index.md' : `${path}.md`;
}

export interface ClipboardLike {
  write?: (items: ClipboardItem[]) => Promise<void>;
  writeText: (text: string) => Promise<void>;
}

export interface CopyEnvironment {
  fetch: (url: string) => Promise<{ ok: boolean; status: number; text: () => Promise<string> }>;
  clipboard: ClipboardLike;
  /** `ClipboardItem` where the browser has it. */
  ClipboardItem?: new (items: Record<string, Promise<Blob> | Blob>) => ClipboardItem;
}

async function fetchMarkdown(env: CopyEnvironment, url: string): Promise<string> {
  const response = await env.fetch(url);
  if (!response.ok) throw new Error(`The Markdown copy at ${url} answered ${response.status}`);
  return response.text();
}

/**
 * Fetches the Markdown at `url` and writes it to the clipboard. Where `ClipboardItem` exists, the
 * clipboard write starts at once with the download as a pending item: Safari only lets a page write
 * to the clipboard within the click that asked for it, and the download takes longer than that.
 * Returns the Markdown copied.
 */
export async function copyMarkdown(env: CopyEnvironment, url: string): Promise<string> {
  if (env.ClipboardItem && env.clipboard.write) {
    const markdown = fetchMarkdown(env, url);
    const blob = markdown.then((text) => new Blob([text], { type: 'text/plain' }));
    await env.clipboard.write([new env.ClipboardItem({ 'text/plain': blob })]);
    return markdown;
  }
  const text = await fetchMarkdown(env, url);
  await env.clipboard.writeText(text);
  return text;
}
