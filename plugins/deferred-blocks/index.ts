/**
 * deferred-blocks: a long docs page is laid out as the reader nears each part while it loads, then
 * whole in idle steps. Laying out the QueryBuilder page's 60,000 px (at 390 px) while it was parsed
 * took several long tasks (bench/RESULTS.md, "Sixth pass").
 *
 * - rehype.ts marks, at build time, the paragraphs and headings that start below the first screen.
 * - The head script (markers.ts) turns deferral on for a plain visit, before the body is parsed.
 * - deferred-blocks.css gives marked blocks `content-visibility: auto` while deferral is on.
 * - client.ts shows the blocks in idle steps after the load event, and ends deferral at once when
 *   the reader follows a link to a fragment, prints or navigates.
 */
import { join } from 'node:path';
import type { Plugin } from '@docusaurus/types';
import { HEAD_SCRIPT } from './markers';

export { default as rehypeDeferredBlocks } from './rehype';

export default function deferredBlocks(): Plugin {
  return {
    name: 'deferred-blocks',
    getClientModules: () => [join(__dirname, 'client.ts')],
    injectHtmlTags: () => ({ headTags: [{ tagName: 'script', innerHTML: HEAD_SCRIPT }] }),
  };
}
