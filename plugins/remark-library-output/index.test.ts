import { describe, expect, it } from 'vitest';
import remarkLibraryOutput, { versionFolderOf } from './index';
import { evaluateSample, renderValue } from './evaluate';

const codeNode = (value: string, meta: string) => ({ type: 'code', lang: 'ts', meta, value });

function run(children: unknown[], path = '/site/docs/utils/export.mdx') {
  const tree = { type: 'root', children };
  remarkLibraryOutput()(tree, { path });
  return tree.children as Array<{ lang?: string; meta?: string | null; value: string }>;
}

describe('evaluateSample', () => {
  it('returns the value of the last expression, with the library importable', () => {
    const sql = evaluateSample(
      `import { formatQuery } from 'react-querybuilder';
const query = { combinator: 'and', rules: [{ field: 'age', operator: '>', value: 30 }] };
formatQuery(query, 'sql');`
    );
    // Without parseNumbers, formatQuery quotes every value in SQL.
    expect(sql).toBe("(age > '30')");
  });

  it('redirects imports through the module map', () => {
    const value = evaluateSample(`import { formatQuery } from 'older-major/formatQuery'; typeof formatQuery;`, {
      moduleMap: { 'older-major': 'react-querybuilder' },
    });
    expect(value).toBe('function');
  });

  it('refuses a sample without a final expression', () => {
    expect(() => evaluateSample('const a = 1;')).toThrow(/must end with an expression/);
  });
});

describe('remarkLibraryOutput', () => {
  it('inserts an output block after a compute block and cleans its meta', () => {
    const nodes = run([
      codeNode(
        `import { formatQuery } from 'react-querybuilder';
formatQuery({ combinator: 'or', rules: [{ field: 'firstName', operator: '=', value: 'Ada' }] }, 'sql');`,
        'compute=sql title="toSql.ts"'
      ),
    ]);
    expect(nodes).toHaveLength(2);
    expect(nodes[0]!.meta).toBe('title="toSql.ts"');
    expect(nodes[1]).toMatchObject({ lang: 'sql', meta: 'title="Output"', value: "(firstName = 'Ada')" });
  });

  it('renders objects as JSON by default', () => {
    const nodes = run([
      codeNode(
        `import { parseSQL } from 'react-querybuilder/parseSQL';
parseSQL("age > 18").rules;`,
        'compute outputTitle="Parsed rules"'
      ),
    ]);
    expect(nodes[1]!.lang).toBe('json');
    expect(nodes[1]!.meta).toBe('title="Parsed rules"');
    expect(JSON.parse(nodes[1]!.value)[0]).toMatchObject({ field: 'age', operator: '>', value: 18 });
  });

  it('leaves ordinary code blocks alone', () => {
    const nodes = run([codeNode('const a = 1;', 'title="a.ts"')]);
    expect(nodes).toHaveLength(1);
  });

  it('fails with the file and line when a sample throws', () => {
    expect(() => run([codeNode(`throw new Error('boom'); 1;`, 'compute')])).toThrow(
      /export\.mdx.*failed: boom/
    );
  });
});

describe('helpers', () => {
  it('finds the docs version folder of a file', () => {
    expect(versionFolderOf('/site/versioned_docs/version-6/intro.mdx')).toBe('version-6');
    expect(versionFolderOf('/site/docs/intro.mdx')).toBe('docs');
  });

  it('renders regular expressions readably inside JSON', () => {
    expect(renderValue({ $regex: /^Ste/ }).text).toContain('"/^Ste/"');
  });
});
