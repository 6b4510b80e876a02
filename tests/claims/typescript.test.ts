// Claims of docs/typescript.mdx, checked by `tsc -p tsconfig.json` (the @ts-expect-error lines) and at runtime.
import { describe, expect, expectTypeOf, it } from 'vitest';
import { formatQuery, type ExportFormat, type RuleGroupType, type RuleGroupTypeIC } from 'react-querybuilder';

const query: RuleGroupType = { combinator: 'and', rules: [{ field: 'age', operator: '>', value: 30 }] };

describe('typescript', () => {
  it('typescript › Typed export results: a format in a plain string variable matches no overload (TS2769)', () => {
    const format: string = 'sql';
    // @ts-expect-error TS2769: no overload takes a plain string format
    const a = formatQuery(query, format);
    // @ts-expect-error TS2769: nor an options object with a plain string format
    const b = formatQuery(query, { format });
    expect([a, b]).toEqual(["(age > '30')", "(age > '30')"]);
  });

  it('typescript › Typed export results: a format typed ExportFormat compiles, typed string', () => {
    const format: ExportFormat = 'sql';
    const out = formatQuery(query, { format });
    expectTypeOf(out).toEqualTypeOf<string>();
    expect(out).toBe("(age > '30')");
  });

  it('typescript › Typed export results: a literal parameterized format returns { sql, params }', () => {
    const out = formatQuery(query, 'parameterized');
    expectTypeOf(out.params).toEqualTypeOf<any[]>();
    expect(out).toEqual({ sql: '(age > ?)', params: [30] });
  });
});

describe('typescript › Independent combinators', () => {
  it('typescript › Independent combinators: RuleGroupTypeIC types combinator as undefined', () => {
    expectTypeOf<RuleGroupTypeIC['combinator']>().toEqualTypeOf<undefined>();
    const ic: RuleGroupTypeIC = { rules: [] };
    expect(ic.combinator).toBeUndefined();
  });
});
