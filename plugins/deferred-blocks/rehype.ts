/**
 * Rehype plugin: marks the top-level blocks of a docs page that start too far down to be on the
 * first screen, so that while the page loads the browser lays them out only as the reader nears them
 * (deferred-blocks.css: `content-visibility: auto`; index.ts says how the deferral ends).
 *
 * A block's top is estimated from what comes before it, each block counted at its smallest likely
 * height (a wide desktop column, one line per 120 characters, components as nothing), so the
 * estimate is never further down than the real top. Only blocks estimated at `FIRST_SCREEN_PX` or
 * more are marked: a block the reader sees when the page opens is never drawn at a placeholder size
 * and then moved. Blocks that hold a code block or a component are left alone: code blocks measure
 * themselves once mounted (the word-wrap button), and a measurement inside a deferred block makes
 * the browser lay it out there and then.
 */

import { DEFERRED_CLASS } from './markers';

export interface Node {
  type: string;
  tagName?: string;
  value?: string;
  properties?: Record<string, unknown>;
  children?: Node[];
}

export { DEFERRED_CLASS };

/** How far down, in CSS pixels from the top of the page's Markdown, a block must start to be deferred. */
export const FIRST_SCREEN_PX = 2000;

const LINE_PX = 26;
const CHARACTERS_PER_LINE = 120;
const TABLE_ROW_PX = 36;
const CODE_LINE_PX = 20;

/**
 * Block elements that may be deferred: paragraphs and headings, most of a long page's blocks. Others
 * are counted but left as they are. Lists and tables are not deferred: axe, which Lighthouse's
 * accessibility audit and tests/e2e/accessibility.spec.ts run, found the links of a deferred list
 * too faint (it could not see their background) and took a deferred table, drawn at its
 * placeholder height, for a scrollable region no keyboard can reach. Long docs tables are deferred
 * card by card on a phone instead (deferred-blocks.css).
 */
const DEFERRABLE = new Set(['p', 'h2', 'h3', 'h4', 'h5', 'h6']);

const HEADING_PX: Record<string, number> = { h2: 40, h3: 30, h4: 24, h5: 24, h6: 24 };

function allText(node: Node): string {
  if (node.type === 'text') return node.value ?? '';
  return (node.children ?? []).map(allText).join('');
}

const textLength = (node: Node) => allText(node).length;

function count(node: Node, tagName: string): number {
  return (node.children ?? []).reduce(
    (sum, child) => sum + (child.type === 'element' && child.tagName === tagName ? 1 : 0) + count(child, tagName),
    0
  );
}

function childrenNamed(node: Node, tagName: string): number {
  return (node.children ?? []).filter(child => child.type === 'element' && child.tagName === tagName).length;
}

function holdsCodeOrComponent(node: Node): boolean {
  return (node.children ?? []).some(
    child =>
      child.type.startsWith('mdx') || (child.type === 'element' && child.tagName === 'pre') || holdsCodeOrComponent(child)
  );
}

/** The smallest height a top-level block is likely to take, in CSS pixels (0 when it cannot be told). */
export function smallestHeight(node: Node): number {
  if (node.type !== 'element') return 0;
  const tagName = node.tagName ?? '';
  if (tagName in HEADING_PX) return HEADING_PX[tagName]!;
  switch (tagName) {
    case 'p':
    case 'blockquote':
      return Math.max(1, Math.ceil(textLength(node) / CHARACTERS_PER_LINE)) * LINE_PX;
    case 'ul':
    case 'ol':
      return childrenNamed(node, 'li') * LINE_PX;
    case 'table':
      return count(node, 'tr') * TABLE_ROW_PX;
    case 'pre':
      return lineCount(node) * CODE_LINE_PX;
    default:
      return 0;
  }
}

/** Lines of a code block's text, a final newline not counting as one more. */
function lineCount(node: Node): number {
  const text = allText(node).replace(/\n$/, '');
  return text === '' ? 0 : text.split('\n').length;
}

function addClass(node: Node): void {
  const properties = (node.properties ??= {});
  const existing = properties.className;
  const classes = Array.isArray(existing) ? existing : typeof existing === 'string' ? existing.split(/\s+/) : [];
  properties.className = [...classes, DEFERRED_CLASS];
}

/** The plugin: marks, in place, the top-level blocks that start below the first screen. */
export default function rehypeDeferredBlocks() {
  return (tree: Node): void => {
    let top = 0;
    for (const block of tree.children ?? []) {
      if (
        top >= FIRST_SCREEN_PX &&
        block.type === 'element' &&
        DEFERRABLE.has(block.tagName ?? '') &&
        !holdsCodeOrComponent(block)
      ) {
        addClass(block);
      }
      top += smallestHeight(block);
    }
  };
}
