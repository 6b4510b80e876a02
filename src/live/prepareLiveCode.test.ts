import { describe, expect, it } from 'vitest';
import { buildScope, prepareLiveCode } from './prepareLiveCode';

const sample = `import { useState } from 'react';
import {
  QueryBuilder,
  formatQuery as toText,
  type RuleGroupType,
} from 'react-querybuilder';
import type { Field } from 'react-querybuilder';
import 'react-querybuilder/dist/query-builder.css';

const fields: Field[] = [{ name: 'age', label: 'Age' }];

export default function App() {
  const [query, setQuery] = useState<RuleGroupType>({ combinator: 'and', rules: [] });
  return <QueryBuilder fields={fields} query={query} onQueryChange={setQuery} />;
}
`;

describe('prepareLiveCode', () => {
  it('turns imports into scope entries and skips type-only imports', () => {
    const { imports } = prepareLiveCode(sample);
    expect(imports).toEqual([
      { module: 'react', named: { useState: 'useState' } },
      { module: 'react-querybuilder', named: { QueryBuilder: 'QueryBuilder', toText: 'formatQuery' } },
    ]);
  });

  it('replaces imports with lookups on the same lines, un-exports the component and renders it', () => {
    const { body } = prepareLiveCode(sample);
    expect(body).not.toMatch(/\bimport\b/);
    const lines = body.split('\n');
    expect(lines[0]).toBe('const { useState } = __require("react");');
    expect(lines[1]).toBe('const { QueryBuilder, formatQuery: toText } = __require("react-querybuilder");');
    expect(lines[9]).toBe('const fields: Field[] = [{ name: \'age\', label: \'Age\' }];');
    expect(body).toContain('function App()');
    expect(body).not.toContain('export');
    expect(body.trim().endsWith('render(<App />);')).toBe(true);
  });

  it('accepts a default export by name and default or namespace imports', () => {
    const { imports, body } = prepareLiveCode(
      `import React, * as Everything from 'react';\nconst Demo = () => null;\nexport default Demo;\n`
    );
    expect(imports[0]).toMatchObject({ defaultName: 'React', namespaceName: 'Everything' });
    expect(body).toContain('render(<Demo />);');
  });

  it('explains what is missing when there is no default export', () => {
    expect(() => prepareLiveCode('const a = 1;')).toThrow(/default export/);
  });
});

describe('buildScope', () => {
  it('maps local names to module exports', () => {
    const scope = buildScope(prepareLiveCode(sample).imports, {
      react: { useState: 'state-hook' },
      'react-querybuilder': { QueryBuilder: 'QB', formatQuery: 'fq' },
    });
    expect(scope).toEqual({ useState: 'state-hook', QueryBuilder: 'QB', toText: 'fq' });
  });

  it('names the module or export that is not available', () => {
    expect(() => buildScope([{ module: 'lodash', named: {} }], {})).toThrow(/"lodash" is not available/);
    expect(() =>
      buildScope([{ module: 'react', named: { nope: 'nope' } }], { react: {} })
    ).toThrow(/no export named "nope"/);
  });
});

import { toRequireStatements } from './prepareLiveCode';

describe('toRequireStatements', () => {
  it('writes one destructuring per import, keeping aliases', () => {
    const text = toRequireStatements(prepareLiveCode(sample).imports);
    expect(text).toBe(
      'const { useState } = __require("react");\nconst { QueryBuilder, formatQuery: toText } = __require("react-querybuilder");'
    );
  });
});
