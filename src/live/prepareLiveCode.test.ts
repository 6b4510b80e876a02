import { createElement, isValidElement, type ReactElement } from 'react';
import { transform } from 'sucrase';
import { describe, expect, it } from 'vitest';
import { liveDefaultElement, missingDefaultExport, prepareLiveCode } from './prepareLiveCode';

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

/** Runs the body as react-live does (its own sucrase pass, then a function of the scope). */
function runAsReactLive(body: string, modules: Record<string, unknown>): ReactElement {
  const code = transform(body, { transforms: ['jsx', 'typescript', 'imports'], production: true }).code;
  let rendered: ReactElement | undefined;
  const require = (name: string) => modules[name];
  new Function('require', '__liveDefault', 'render', code)(require, liveDefaultElement, (element: ReactElement) => (rendered = element));
  return rendered!;
}

describe('prepareLiveCode', () => {
  it('lists what the example imports, type-only imports left out, stylesheets kept', () => {
    expect(prepareLiveCode(sample).specifiers).toEqual([
      'react/jsx-runtime',
      'react',
      'react-querybuilder',
      'react-querybuilder/dist/query-builder.css',
    ]);
  });

  it('keeps each line where the reader sees it and ends by rendering the default export', () => {
    const { body } = prepareLiveCode(sample);
    const lines = body.split('\n');
    expect(lines[9]).toBe("const fields = [{ name: 'age', label: 'Age' }];");
    expect(lines[11]).toMatch(/^ function App\(\) \{$/);
    expect(body.trim().endsWith('render(__liveDefault(module.exports));')).toBe(true);
  });

  it('runs under react-live: imports come from `require`, the default export is rendered', () => {
    const QueryBuilder = () => null;
    const element = runAsReactLive(prepareLiveCode(sample).body, {
      react: { useState: () => [{}, () => {}] },
      'react/jsx-runtime': { jsx: createElement },
      'react-querybuilder': { QueryBuilder, formatQuery: () => '' },
      'react-querybuilder/dist/query-builder.css': {},
    });
    expect(isValidElement(element)).toBe(true);
    expect((element.type as { name: string }).name).toBe('App');
  });

  it('reports a syntax error with its line and column', () => {
    expect(() => prepareLiveCode('export default function App() {\n  return <div>;\n}\n')).toThrow(/^Unexpected token \(2:15\)$/);
  });

  it('explains what is missing when there is no default export', () => {
    const { body } = prepareLiveCode('export const a = 1;\n');
    expect(() => runAsReactLive(body, {})).toThrow(missingDefaultExport);
  });
});
