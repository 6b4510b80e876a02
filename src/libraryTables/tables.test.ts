import { describe, expect, it } from 'vitest';
import {
  defaultCombinatorsTable,
  defaultNLTranslationsTable,
  defaultOperatorsTable,
  defaultTranslationsTable,
  standardClassnamesTable,
  withDescriptions,
  type Cell,
  type Table,
} from './tables';
import { loadLibrary } from './loadLibrary';

const text = (cell: Cell) => cell.parts.map((part) => (part.code ? `\`${part.text}\`` : part.text)).join('');
const rowsOf = (table: Table) => table.rows.map((row) => row.cells.map(text));

describe('library tables from fake packages', () => {
  it('lists standardClassnames keys and classes in export order', () => {
    const table = standardClassnamesTable({ standardClassnames: { queryBuilder: 'queryBuilder', rule: 'rule' } });
    expect(table.header).toEqual(['Key', 'Class']);
    expect(rowsOf(table)).toEqual([
      ['`queryBuilder`', '`queryBuilder`'],
      ['`rule`', '`rule`'],
    ]);
  });

  it('splits a translation into label, title and the other settings', () => {
    const table = defaultTranslationsTable({
      defaultTranslations: {
        fields: { title: 'Fields', placeholderName: '~' },
        addRule: { label: '+Rule', title: 'Add rule' },
      },
    });
    expect(rowsOf(table)).toEqual([
      ['`fields`', '', 'Fields', '`placeholderName: "~"`'],
      ['`addRule`', '`+Rule`', 'Add rule', ''],
    ]);
  });

  it('names operators and combinators by name, or by value when they have no name', () => {
    expect(rowsOf(defaultOperatorsTable({ defaultOperators: [{ name: '=', label: 'equals' }] }))).toEqual([['`=`', 'equals']]);
    expect(rowsOf(defaultCombinatorsTable({ defaultCombinators: [{ value: 'and', label: 'AND' }] }))).toEqual([['`and`', 'AND']]);
  });

  it('fails with the export name when the package lacks the export', () => {
    expect(() => defaultNLTranslationsTable({})).toThrow('does not export `defaultNLTranslations`');
  });
});

describe('withDescriptions', () => {
  const computed = { header: ['Key'], rows: [{ key: 'a', cells: ['A'] }, { key: 'b', cells: ['B'] }] };

  it('appends the hand-written columns by key', () => {
    const merged = withDescriptions(computed, {
      header: ['Note'],
      rows: [{ key: 'b', cells: ['bee'] }, { key: 'a', cells: ['ay'] }],
    });
    expect(merged).toEqual({ header: ['Key', 'Note'], rows: [{ key: 'a', cells: ['A', 'ay'] }, { key: 'b', cells: ['B', 'bee'] }] });
  });

  it('throws for a package key without a description and for a description of no key', () => {
    expect(() => withDescriptions(computed, { header: ['Note'], rows: [{ key: 'a', cells: ['ay'] }, { key: 'c', cells: ['see'] }] })).toThrow(
      'no description for b; described but not in the package: c'
    );
  });
});

describe('library tables from the installed packages', () => {
  it('8.x: defaultCombinators are AND and OR', () => {
    expect(rowsOf(defaultCombinatorsTable(loadLibrary('react-querybuilder')))).toEqual([
      ['`and`', 'AND'],
      ['`or`', 'OR'],
    ]);
  });

  it('8.x: 18 default operators, the first being "="', () => {
    const rows = rowsOf(defaultOperatorsTable(loadLibrary('react-querybuilder')));
    expect(rows).toHaveLength(18);
    expect(rows[0]).toEqual(['`=`', '=']);
  });

  it('8.x: 48 standard class names', () => {
    expect(standardClassnamesTable(loadLibrary('react-querybuilder')).rows).toHaveLength(48);
  });

  it('v6: the add rule button reads "+Rule"', () => {
    const row = defaultTranslationsTable(loadLibrary('rqb6')).rows.find((r) => r.key === 'addRule')!;
    expect(row.cells.map(text)).toEqual(['`addRule`', '`+Rule`', 'Add rule', '']);
  });

  it('v5 and v4 load despite their bundled JSX runtime, for their data', () => {
    for (const name of ['rqb5', 'rqb4']) {
      expect(Object.keys(loadLibrary(name).defaultTranslations as object)).toContain('addRule');
    }
  });
});
