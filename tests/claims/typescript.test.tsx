// Claims of docs/typescript.mdx, checked by `tsc -p tsconfig.json` (the @ts-expect-error lines) and at runtime.
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { SetStateAction } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { formatQuery, QueryBuilder, type DefaultRuleGroupType, type DefaultRuleGroupTypeIC, type DefaultRuleType, type ExportFormat, type Field, type RuleGroupType, type RuleGroupTypeIC } from 'react-querybuilder';
import { parseSQL } from 'react-querybuilder/parseSQL';

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

  it('typescript › Typed export results: an ExportFormat variable passed directly still matches no overload (TS2769)', () => {
    const format = 'sql' as ExportFormat;
    // @ts-expect-error TS2769: each overload takes only some of the formats
    const out = formatQuery(query, format);
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

describe('typescript › second reading', () => {
  it('typescript › Default types: DefaultRuleGroupType combinators are and, or and xor; DefaultRuleGroupTypeIC combinator strings are and and or', () => {
    expectTypeOf<DefaultRuleGroupType['combinator']>().toEqualTypeOf<'and' | 'or' | 'xor'>();
    expectTypeOf<Extract<DefaultRuleGroupTypeIC['rules'][number], string>>().toEqualTypeOf<'and' | 'or'>();
    const g: DefaultRuleGroupType = { combinator: 'xor', rules: [] };
    expect(g.combinator).toBe('xor');
  });

  it('typescript › Default types: parseSQL returns DefaultRuleGroupType, or DefaultRuleGroupTypeIC with independentCombinators: true', () => {
    const a = parseSQL("age > 30");
    const b = parseSQL("age > 30 and a = 1", { independentCombinators: true });
    expectTypeOf(a).toEqualTypeOf<DefaultRuleGroupType>();
    expectTypeOf(b).toEqualTypeOf<DefaultRuleGroupTypeIC>();
    expect(b.rules[1]).toBe('and');
  });

  it("typescript › Default types: a DefaultRuleType with operator 'like' fails to compile", () => {
    // @ts-expect-error 'like' is not a DefaultOperatorName
    const r: DefaultRuleType = { field: 'a', operator: 'like', value: 1 };
    expect(r.operator).toBe('like');
  });

  it('typescript › Options: a misspelled field property compiles and the field renders a text input', () => {
    const fields: Field[] = [{ name: 'age', label: 'Age', inputTpye: 'number' }];
    const html = renderToStaticMarkup(<QueryBuilder fields={fields} query={{ combinator: 'and', rules: [{ field: 'age', operator: '=', value: '' }] }} />);
    expect(html).toMatch(/<input[^>]*type="text"[^>]*class="rule-value"|<input[^>]*class="rule-value"[^>]*type="text"/);
  });

  it('typescript › QueryBuilder generics: onQueryChange={setQuery} with a DefaultRuleGroupType query fails, q => setQuery(q) compiles', () => {
    const q: DefaultRuleGroupType = { combinator: 'and', rules: [] };
    const setQuery = (_next: SetStateAction<DefaultRuleGroupType>) => {};
    // @ts-expect-error RuleGroupType is not assignable to DefaultRuleGroupType
    const bad = <QueryBuilder query={q} onQueryChange={setQuery} />;
    const good = <QueryBuilder query={q} onQueryChange={next => setQuery(next)} />;
    expect([bad.type, good.type]).toEqual([QueryBuilder, QueryBuilder]);
  });

  it('typescript › QueryBuilder generics: without query or defaultQuery an inline onQueryChange parameter is an implicit any; annotating it compiles', () => {
    // @ts-expect-error TS7006: parameter implicitly has an any type (strict)
    const bad = <QueryBuilder onQueryChange={q => q} />;
    const good = <QueryBuilder onQueryChange={(q: RuleGroupType) => q} />;
    expect([bad.type, good.type]).toEqual([QueryBuilder, QueryBuilder]);
  });
});
