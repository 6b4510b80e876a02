import { describe, expect, it } from 'vitest';
import rehypeHostInlineCode from './index';

const element = (tagName: string, children: unknown[] = [], data?: Record<string, unknown>) => ({ type: 'element', tagName, children, ...(data ? { data } : {}) });
const text = (value: string) => ({ type: 'text', value });

function run(tree: unknown) {
  rehypeHostInlineCode()(tree);
  return tree;
}

describe('rehype-host-inline-code', () => {
  it('flags inline code in a paragraph, a link, a heading and a table cell as written JSX', () => {
    const inParagraph = element('code', [text('formatQuery')]);
    const inLink = element('code', [text('parseSQL')]);
    const inHeading = element('code', [text('fields')]);
    const inCell = element('code', [text('string')]);
    run({
      type: 'root',
      children: [
        element('p', [text('Call '), inParagraph, element('a', [inLink])]),
        element('h3', [inHeading]),
        element('table', [element('tbody', [element('tr', [element('td', [inCell])])])]),
      ],
    });
    for (const code of [inParagraph, inLink, inHeading, inCell]) expect(code).toMatchObject({ data: { _mdxExplicitJsx: true } });
  });

  it('leaves the code of a code block (code in a <pre>) to the theme component', () => {
    const blockCode = element('code', [text('const a = 1;\n')]);
    run({ type: 'root', children: [element('pre', [blockCode])] });
    expect(blockCode).not.toHaveProperty('data');
  });

  it('keeps the data other plugins put on the element', () => {
    const code = element('code', [text('x')], { hName: 'code', meta: 'kept' });
    run({ type: 'root', children: [element('p', [code])] });
    expect(code.data).toEqual({ hName: 'code', meta: 'kept', _mdxExplicitJsx: true });
  });

  it('changes no other element', () => {
    const strong = element('strong', [text('bold')]);
    const anchor = element('a', [text('link')]);
    run({ type: 'root', children: [element('p', [strong, anchor])] });
    expect(strong).not.toHaveProperty('data');
    expect(anchor).not.toHaveProperty('data');
  });
});
