// @vitest-environment happy-dom
// Claims of versioned_docs/version-7/typescript.mdx, run against react-querybuilder 7.7.1 (rqb7).
// The type-level claims are `@ts-expect-error` lines: `tsc -p tsconfig.json` fails when one stops erroring.
import { render } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, expectTypeOf, it } from 'vitest';
import * as rqb7 from 'rqb7';
import {
  convertToIC,
  formatQuery,
  isRuleGroupTypeIC,
  QueryBuilder,
  type DefaultRuleGroupType,
  type DefaultRuleType,
  type ExportFormat,
  type Field,
  type FullCombinator,
  type FullField,
  type FullOperator,
  type ValueEditorProps,
  type RuleGroupType,
  type RuleGroupTypeAny,
  type RuleGroupTypeIC,
  type RuleType,
} from 'rqb7';
import { parseSQL } from 'rqb7/parseSQL';
import { qa } from './support';

const P = 'v7 typescript ›';
const query: RuleGroupType = { combinator: 'and', rules: [{ field: 'age', operator: '>=', value: 18 }] };

describe('v7 typescript', () => {
  it(`${P} Query types: a RuleType narrowed to field names rejects another field; 7.x RuleType has four parameters`, () => {
    type FieldName = 'firstName' | 'age';
    // @ts-expect-error: 'height' is not a FieldName
    const bad: RuleType<FieldName> = { field: 'height', operator: '=', value: 1 };
    // @ts-expect-error: 7.x RuleType takes four type arguments, not five (no M)
    type Five = RuleType<string, string, unknown, string, Record<string, unknown>>;
    expectTypeOf<Five>().not.toBeNever();
    expect(bad.field).toBe('height');
  });

  it(`${P} Default types: DefaultRuleType rejects operator 'like'; DefaultRuleGroupType allows 'xor'`, () => {
    // @ts-expect-error: 'like' is not a default operator name
    const like: DefaultRuleType = { field: 'a', operator: 'like', value: 1 };
    const xor: DefaultRuleGroupType = { combinator: 'xor', rules: [] };
    expect([like.operator, xor.combinator]).toEqual(['like', 'xor']);
  });

  it(`${P} Default types: parseSQL returns a DefaultRuleGroupType, or a DefaultRuleGroupTypeIC with independentCombinators: true`, () => {
    const sql = "firstName = 'Steve' and age > 30";
    expectTypeOf(parseSQL(sql)).toEqualTypeOf<DefaultRuleGroupType>();
    const ic = parseSQL(sql, { independentCombinators: true });
    expect(isRuleGroupTypeIC(ic)).toBe(true);
    expect(ic.rules[1]).toBe('and');
  });

  it(`${P} Tell the shapes apart (Since v8): 7.x has no isRuleType, and convertToIC takes the result type as a type argument`, () => {
    expect('isRuleType' in rqb7).toBe(false);
    const ic = convertToIC<RuleGroupTypeIC>(query);
    expectTypeOf(ic).toEqualTypeOf<RuleGroupTypeIC>();
    expect(ic.rules).toHaveLength(1);
  });

  it(`${P} Tell the shapes apart: RuleGroupTypeIC declares combinator?: undefined`, () => {
    expectTypeOf<RuleGroupTypeIC['combinator']>().toEqualTypeOf<undefined>();
  });

  it(`${P} Fields, operators and combinators (Since v8): 7.x rejects operator names alone in a field's operators`, () => {
    // @ts-expect-error: 7.x field operators are objects
    const f: Field = { name: 'age', label: 'Age', operators: ['=', '<'] };
    expect(f.name).toBe('age');
  });

  it(`${P} Custom field properties: a misspelled inputTpye compiles, and the field renders a text input`, () => {
    const fields: Field[] = [{ name: 'age', label: 'Age', inputTpye: 'number' }];
    const { container } = render(<QueryBuilder fields={fields} defaultQuery={{ combinator: 'and', rules: [{ field: 'age', operator: '=', value: '' }] }} />);
    expect(qa(container, 'input.rule-value').map(i => i.getAttribute('type'))).toEqual(['text']);
  });

  it(`${P} Generics of QueryBuilder: setQuery of a DefaultRuleGroupType state does not compile, an inline callback does`, () => {
    const App = () => {
      const [q, setQuery] = useState<DefaultRuleGroupType>({ combinator: 'and', rules: [] });
      return (
        <>
          {/* @ts-expect-error: RuleGroupType is not assignable to DefaultRuleGroupType */}
          <QueryBuilder query={q} onQueryChange={setQuery} />
          <QueryBuilder query={q} onQueryChange={qq => setQuery(qq)} />
        </>
      );
    };
    expect(qa(render(<App />).container, '.queryBuilder')).toHaveLength(2);
  });

  it(`${P} Generics of QueryBuilder: without query or defaultQuery, an inline callback's parameter is an implicit any`, () => {
    const out: unknown[] = [];
    // @ts-expect-error: parameter 'q' implicitly has an 'any' type
    render(<QueryBuilder onQueryChange={q => out.push(q)} />);
    expect(out).toHaveLength(1);
  });

  it(`${P} Typed export results: a plain string format does not compile; an ExportFormat variable compiles as { format } only, typed string`, () => {
    const format: string = 'sql';
    // @ts-expect-error: TS2769, no overload matches a plain string
    formatQuery(query, format);
    // @ts-expect-error: TS2769, nor as the format option
    formatQuery(query, { format });
    const typed = 'parameterized' as ExportFormat;
    // @ts-expect-error: TS2769, an ExportFormat variable passed directly matches no overload either
    formatQuery(query, typed);
    expectTypeOf(formatQuery(query, { format: typed })).toEqualTypeOf<string>();
    expect(typeof formatQuery(query, { format: typed })).toBe('object');
  });

  it(`${P} Typed export results: parameterized, parameterized_named, jsonlogic and elasticsearch have their own return types`, () => {
    expectTypeOf(formatQuery(query, 'parameterized')).toEqualTypeOf<rqb7.ParameterizedSQL>();
    expectTypeOf(formatQuery(query, 'parameterized_named')).toEqualTypeOf<rqb7.ParameterizedNamedSQL>();
    expectTypeOf(formatQuery(query, 'jsonlogic')).toEqualTypeOf<rqb7.RQBJsonLogic>();
    expectTypeOf(formatQuery(query, 'elasticsearch')).toEqualTypeOf<Record<string, any>>();
    expectTypeOf(formatQuery(query, 'natural_language')).toEqualTypeOf<string>();
    expect(formatQuery(query, { format: 'parameterized', parseNumbers: true })).toEqual({ sql: '(age >= ?)', params: [18] });
  });

  it(`${P} Query types: formatQuery accepts either shape`, () => {
    const any: RuleGroupTypeAny = convertToIC(query);
    expect(formatQuery(any, 'sql')).toBe("(age >= '18')");
  });

  it(`${P} Pass your field type: all four type arguments narrow getDefaultField; one alone does not compile`, () => {
    type MusicianField = FullField<'firstName' | 'age'> & { datatype: 'text' | 'number' };
    type MusicianQuery = RuleGroupType<RuleType<'firstName' | 'age'>>;
    const fields: MusicianField[] = [{ name: 'age', value: 'age', label: 'Age', datatype: 'number' }];
    const dq: MusicianQuery = { combinator: 'and', rules: [] };
    const ok = <QueryBuilder<MusicianQuery, MusicianField, FullOperator, FullCombinator> fields={fields} defaultQuery={dq} getDefaultField="age" />;
    // @ts-expect-error: 'height' is not a field name
    const bad = <QueryBuilder<MusicianQuery, MusicianField, FullOperator, FullCombinator> fields={fields} defaultQuery={dq} getDefaultField="height" />;
    // @ts-expect-error: TypeScript takes no type arguments or all four
    const partial = <QueryBuilder<MusicianQuery> defaultQuery={dq} />;
    expect([ok, bad, partial].map(e => e.type)).toEqual([QueryBuilder, QueryBuilder, QueryBuilder]);
  });

  it(`${P} Custom components: controlElements accepts a ValueEditor typed with your own field type, which reads fieldData.unit`, () => {
    type MusicianField = FullField & { unit?: string };
    const UnitValueEditor = (props: ValueEditorProps<MusicianField>) => <span className="unit">{props.fieldData.unit}</span>;
    const fields: MusicianField[] = [{ name: 'age', value: 'age', label: 'Age', unit: 'years' }];
    const { container } = render(<QueryBuilder fields={fields} controlElements={{ valueEditor: UnitValueEditor }} defaultQuery={{ combinator: 'and', rules: [{ field: 'age', operator: '=', value: '' }] }} />);
    expect(qa(container, '.unit').map(e => e.textContent)).toEqual(['years']);
  });
});
