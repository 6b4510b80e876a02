import { describe, expect, it } from 'vitest';
import remarkLibraryTable from './index';

const cell = (children: unknown[]) => ({ type: 'tableCell', children });
const textCell = (value: string) => cell([{ type: 'text', value }]);
const codeCell = (value: string) => cell([{ type: 'inlineCode', value }]);
/** A hand-written table inside the element: a Key | Meaning header, then one row a [key, meaning] pair. */
const keyTable = (rows: [string, string][]) => ({
  type: 'table',
  children: [
    { type: 'tableRow', children: [textCell('Key'), textCell('Meaning')] },
    ...rows.map(([key, meaning]) => ({ type: 'tableRow', children: [codeCell(key), textCell(meaning)] })),
  ],
});

function libraryTable(of: string, children: unknown[] = []) {
  return {
    type: 'mdxJsxFlowElement',
    name: 'LibraryTable',
    attributes: [{ type: 'mdxJsxAttribute', name: 'of', value: of }],
    children,
    position: { start: { line: 7 } },
  };
}

function run(node: unknown, path = '/site/docs/page.mdx') {
  const tree = { type: 'root', children: [node] };
  remarkLibraryTable({ moduleMapsByVersion: { 'version-6': { 'react-querybuilder': 'rqb6' } } })(tree as never, { path });
  return tree.children[0] as { type: string; children: { children: { children: { type: string; value: string }[] }[] }[] };
}

const rowTexts = (table: ReturnType<typeof run>) =>
  table.children.map((row) => row.children.map((c) => c.children.map((part) => part.value ?? '').join('')));

describe('remarkLibraryTable', () => {
  it('replaces <LibraryTable of="defaultCombinators" /> with a Markdown table of the installed package', () => {
    const table = run(libraryTable('defaultCombinators'));
    expect(table.type).toBe('table');
    expect(rowTexts(table)).toEqual([
      ['Name', 'Label'],
      ['and', 'AND'],
      ['or', 'OR'],
    ]);
  });

  it('reads the package of the page version: rqb6 on a version-6 page', () => {
    const table = run(libraryTable('defaultTranslations'), '/site/versioned_docs/version-6/components/querybuilder.mdx');
    expect(rowTexts(table).find((row) => row[0] === 'addRule')).toEqual(['addRule', '+Rule', 'Add rule', '']);
  });

  it('adds the columns of a table inside the element, by key', () => {
    const extra = keyTable([['or', 'either'], ['and', 'both']]);
    expect(rowTexts(run(libraryTable('defaultCombinators', [extra])))).toEqual([
      ['Name', 'Label', 'Meaning'],
      ['and', 'AND', 'both'],
      ['or', 'OR', 'either'],
    ]);
  });

  it('fails the page, naming file and line, for a hand-written key the package lacks', () => {
    const extra = keyTable([['and', 'both'], ['or', 'either'], ['xor', 'one']]);
    expect(() => run(libraryTable('defaultCombinators', [extra]))).toThrow(
      '<LibraryTable> in /site/docs/page.mdx (line 7): described but not in the package: xor'
    );
  });

  it('fails for an unknown table name', () => {
    expect(() => run(libraryTable('defaultFields'))).toThrow('unknown table "defaultFields"');
  });
});
