import { describe, expect, it } from 'vitest';
import { rehypeDocusaurusMarkup, type HastElement, type HastNode, type HastRoot } from './rehypeDocusaurusMarkup';

const el = (tagName: string, className: string[] | undefined, children: HastNode[] = []): HastElement => ({
  type: 'element',
  tagName,
  properties: className ? { className } : {},
  children,
});
const text = (value: string): HastNode => ({ type: 'text', value });

/** A code block as Docusaurus renders it: token lines, each closed by `<br>`. */
function docusaurusCodeBlock(language: string, lines: string[][]): HastElement {
  return el('div', ['theme-code-block'], [
    el('div', ['codeBlockTitle'], [text('sample.ts')]),
    el('pre', ['prism-code', `language-${language}`, 'thin-scrollbar'], [
      el(
        'code',
        ['codeBlockLines'],
        lines.map((tokens) =>
          el('div', ['token-line'], [...tokens.map((token) => el('span', ['token'], [text(token)])), el('br', undefined)])
        )
      ),
    ]),
    el('div', ['buttonGroup'], [el('button', undefined, [text('Copy')])]),
  ]);
}

function run(root: HastRoot): HastRoot {
  rehypeDocusaurusMarkup()(root);
  return root;
}

describe('rehypeDocusaurusMarkup', () => {
  it('turns a highlighted code block into plain source lines with the language on <code>', () => {
    const root = run({
      type: 'root',
      children: [docusaurusCodeBlock('ts', [['const ', 'a', ' = 1;'], [''], ['formatQuery(q, ', "'sql'", ');']])],
    });
    const pre = (root.children[0] as HastElement).children[1] as HastElement;
    expect(pre.children).toEqual([
      {
        type: 'element',
        tagName: 'code',
        properties: { className: ['language-ts'] },
        children: [{ type: 'text', value: "const a = 1;\n\nformatQuery(q, 'sql');" }],
      },
    ]);
  });

  it('removes the code block buttons', () => {
    const root = run({ type: 'root', children: [docusaurusCodeBlock('json', [['{}']])] });
    const buttonGroup = (root.children[0] as HastElement).children[2] as HastElement;
    expect(buttonGroup.properties?.className).toEqual(['buttonGroup']);
    expect(buttonGroup.children).toEqual([]);
  });

  it('removes heading anchors and keeps the heading text', () => {
    const heading = el('h2', undefined, [text('Options'), el('a', ['hash-link'], [text('\u200b')])]);
    run({ type: 'root', children: [heading] });
    expect(heading.children).toEqual([text('Options')]);
  });

  it('leaves a <pre> without <code> alone', () => {
    const pre = el('pre', undefined, [text('plain')]);
    run({ type: 'root', children: [pre] });
    expect(pre.children).toEqual([text('plain')]);
  });
});
