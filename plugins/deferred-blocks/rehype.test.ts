import { describe, expect, it } from 'vitest';
import { compile } from '@mdx-js/mdx';
import rehypeDeferredBlocks, { DEFERRED_CLASS, FIRST_SCREEN_PX, smallestHeight } from './rehype';

type Node = Parameters<typeof smallestHeight>[0];
const text = (value: string): Node => ({ type: 'text', value });
const element = (tagName: string, children: Node[] = [], properties: Record<string, unknown> = {}): Node => ({
  type: 'element',
  tagName,
  properties,
  children,
});
/** A paragraph whose smallest height is `lines` lines. */
const paragraph = (lines: number) => element('p', [text('x'.repeat(120 * lines))]);
const classesOf = (node: Node) => (node.properties?.className as string[] | undefined) ?? [];

function run(children: Node[]) {
  const tree = { type: 'root', children };
  rehypeDeferredBlocks()(tree as never);
  return children.map(child => classesOf(child).includes(DEFERRED_CLASS));
}

/** 76 lines of 26 px: 1,976 px, just above the first screen's end. */
const firstScreen = () => [paragraph(40), paragraph(36)];

describe('rehype-deferred-blocks', () => {
  it('leaves the blocks that may be on the first screen, and marks those that start below it', () => {
    expect(run([paragraph(10), paragraph(10), paragraph(1)])).toEqual([false, false, false]);
    expect(FIRST_SCREEN_PX).toBe(2000);
    expect(run([...firstScreen(), paragraph(1), paragraph(1), element('h2', [text('Next')])])).toEqual([false, false, false, true, true]);
  });

  it('marks paragraphs and headings, but no other block, and counts every block', () => {
    const deep = [paragraph(FIRST_SCREEN_PX / 26)];
    const kinds = ['p', 'h2', 'h3', 'h4', 'ul', 'ol', 'table', 'blockquote', 'div', 'details', 'hr'].map(tag => element(tag, [text('a')]));
    expect(run([...deep, ...kinds])).toEqual([false, true, true, true, true, false, false, false, false, false, false, false]);
  });

  it('leaves a block holding a code block or a component, which measure themselves once mounted', () => {
    const deep = [paragraph(FIRST_SCREEN_PX / 26)];
    const withCode = element('p', [element('pre', [element('code', [text('x\n')])])]);
    const withComponent = element('p', [{ type: 'mdxJsxTextElement', children: [] }]);
    expect(run([...deep, withCode, withComponent, paragraph(1)])).toEqual([false, false, false, true]);
  });

  it('keeps the classes a block already has', () => {
    const heading = element('h2', [text('Deep')], { className: ['anchor'] });
    run([paragraph(FIRST_SCREEN_PX / 26), heading]);
    expect(classesOf(heading)).toEqual(['anchor', DEFERRED_CLASS]);
  });

  it('counts each block at its smallest likely height: lines of text, list items, table rows, code lines', () => {
    expect(smallestHeight(paragraph(3))).toBe(78);
    expect(smallestHeight(element('p', [text('short')]))).toBe(26);
    expect(smallestHeight(element('ul', [element('li'), element('li'), text('\n'), element('li')]))).toBe(78);
    const row = element('tr', [element('td', [text('a')])]);
    expect(smallestHeight(element('table', [element('thead', [row]), element('tbody', [row, row])]))).toBe(108);
    expect(smallestHeight(element('pre', [element('code', [text('a\nb\nc\n')])]))).toBe(60);
    expect(smallestHeight(element('h2', [text('Heading')]))).toBe(40);
    expect(smallestHeight({ type: 'mdxJsxFlowElement', children: [] })).toBe(0);
    expect(smallestHeight(element('div', [paragraph(5)]))).toBe(0);
  });

  it('marks the blocks of a real MDX page as Docusaurus compiles it (a code fence is a <pre>)', async () => {
    const filler = Array.from({ length: 40 }, (_, index) => `Paragraph ${index} ${'words '.repeat(40)}`).join('\n\n');
    const source = `${filler}\n\n## Deep heading\n\n\`\`\`ts\nconst x = 1;\n\`\`\`\n\n| a | b |\n| - | - |\n| 1 | 2 |\n\n- item\n`;
    const output = String(await compile(source, { rehypePlugins: [rehypeDeferredBlocks], remarkPlugins: [(await import('remark-gfm')).default] }));
    expect(output).toMatch(/_components\.h2, \{\s*className: "deferred-block"/);
    expect(output).not.toMatch(/_components\.(?:pre|table|ul), \{\s*className: "deferred-block"/);
    // The heading and the filler paragraphs from the 26th on (3 lines, 78 px each).
    expect(output.match(/deferred-block/g)).toHaveLength(1 + 14);
  });
});
