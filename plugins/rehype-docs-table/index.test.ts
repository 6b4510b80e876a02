import { describe, expect, it } from 'vitest';
import rehypeDocsTable, { wordBreakParts } from './index';

type Node = { type: string; [key: string]: unknown };
const element = (tagName: string, children: Node[] = [], properties: Record<string, unknown> = {}): Node => ({ type: 'element', tagName, properties, children });
const text = (value: string): Node => ({ type: 'text', value });

/** Enough of hast's HTML serialisation for these tables: class names, data-label, href. */
function serialize(node: Node): string {
  if (node.type === 'text') return node.value as string;
  const properties = (node.properties ?? {}) as Record<string, unknown>;
  const attributes = Object.entries(properties)
    .map(([name, value]) => {
      const attribute = name === 'className' ? 'class' : name.replace(/[A-Z]/g, letter => `-${letter.toLowerCase()}`);
      return ` ${attribute}="${Array.isArray(value) ? value.join(' ') : String(value)}"`;
    })
    .join('');
  const children = (node.children as Node[]).map(serialize).join('');
  return node.tagName === 'wbr' ? '<wbr>' : `<${node.tagName}${attributes}>${children}</${node.tagName}>`;
}

function html(table: Node) {
  rehypeDocsTable()({ type: 'root', children: [table] });
  return serialize(table);
}

const headerRow = (...labels: string[]) => element('thead', [element('tr', labels.map(label => element('th', [text(label)])))]);

describe('rehype-docs-table', () => {
  it('labels each body cell with its column header and marks word breaks in cell code', () => {
    const table = element('table', [
      headerRow('Prop', 'Type'),
      element('tbody', [
        element('tr', [element('td', [element('code', [text('enableMountQueryChange')])]), element('td', [text('Plain '), element('code', [text('boolean')])])]),
      ]),
    ]);
    expect(html(table)).toBe(
      '<table class="docs-table"><thead><tr><th>Prop</th><th>Type</th></tr></thead><tbody><tr>' +
        '<td data-label="Prop"><code>enable<wbr>Mount<wbr>Query<wbr>Change</code></td>' +
        '<td data-label="Type">Plain <code>boolean</code></td></tr></tbody></table>'
    );
  });

  it("leaves the cell's own prose alone and marks text at any depth inside its elements", () => {
    const table = element('table', [
      headerRow('Prop'),
      element('tbody', [element('tr', [element('td', [text('useQueryBuilder '), element('a', [element('code', [text('getValueSources')])], { href: '#x' })])])]),
    ]);
    expect(html(table)).toContain('<td data-label="Prop">useQueryBuilder <a href="#x"><code>get<wbr>Value<wbr>Sources</code></a></td>');
  });

  it('marks the text of components written in MDX inside a cell', () => {
    const anchor: Node = { type: 'mdxJsxTextElement', name: 'ApiAnchor', attributes: [], children: [text('parseSQL')] };
    const tree = { type: 'root', children: [element('table', [headerRow('Name'), element('tbody', [element('tr', [element('td', [anchor])])])])] };
    rehypeDocsTable()(tree);
    expect(anchor.children).toEqual([text('parse'), element('wbr'), text('SQL')]);
  });

  it('leaves a table without a header row unlabelled and without the class', () => {
    expect(html(element('table', [element('tbody', [element('tr', [element('td', [text('a')])])])]))).toBe('<table><tbody><tr><td>a</td></tr></tbody></table>');
  });

  it('labels no cell past the last header', () => {
    const table = element('table', [headerRow('Only'), element('tbody', [element('tr', [element('td', [text('a')]), element('td', [text('b')])])])]);
    expect(html(table)).toContain('<td data-label="Only">a</td><td>b</td>');
  });

  it('breaks identifiers between camel-case words and after type punctuation only', () => {
    expect(wordBreakParts('Record<string,ValueEditorType>')).toEqual(['Record<', 'string,', 'Value', 'Editor', 'Type>']);
    expect(wordBreakParts('boolean')).toEqual(['boolean']);
  });
});
