// Claims of docs/tips/custom-bind-variables.mdx, run against react-querybuilder 8.24.1.
import { describe, expect, it } from 'vitest';
import { defaultRuleProcessorParameterized, formatQuery } from 'react-querybuilder';
import type { RuleGroupType, RuleProcessor } from 'react-querybuilder';

const query: RuleGroupType = {
  combinator: 'and',
  rules: [
    { field: 'firstName', operator: 'beginsWith', value: 'Ste' },
    { field: 'age', operator: 'between', value: '18,65' },
    { field: 'x', operator: 'in', value: 'a,b,c' },
  ],
};
const fields = [
  { name: 'firstName', label: 'First name' },
  { name: 'age', label: 'Age' },
  { name: 'x', label: 'X' },
];
const P = 'tips/custom-bind-variables ›';
/** Runs formatQuery with a processor that records what each call receives, then delegates. */
const record = (extra: Record<string, unknown>) => {
  const seen: { fieldData: boolean; processed: number | undefined; named: string }[] = [];
  const ruleProcessor: RuleProcessor = (r, o, m) => {
    seen.push({ fieldData: !!o?.fieldData, processed: m?.processedParams?.length, named: typeof o?.getNextNamedParam });
    return defaultRuleProcessorParameterized(r, o, m);
  };
  formatQuery(query, { format: 'parameterized', ruleProcessor, ...extra });
  return seen;
};

describe('tips/custom-bind-variables', () => {
  it(`${P} The recipe: options.fieldData is there only when fields are passed to formatQuery`, () => {
    expect(record({}).map(s => s.fieldData)).toEqual([false, false, false]);
    expect(record({ fields }).map(s => s.fieldData)).toEqual([true, true, true]);
  });

  it(`${P} The recipe: meta.processedParams holds the parameters of the rules already processed`, () => {
    expect(record({}).map(s => s.processed)).toEqual([0, 1, 3]);
  });

  it(`${P} Pitfalls: count what you emit, the next rule's numbers start after a processor's two parameters`, () => {
    const ruleProcessor: RuleProcessor = (r, o, m) =>
      r.field === 'firstName' ? { sql: 'f(?, ?)', params: [1, 2] } : defaultRuleProcessorParameterized(r, o, m);
    expect(formatQuery(query, { format: 'parameterized', numberedParams: true, ruleProcessor })).toEqual({
      sql: '(f(?, ?) and age between :3 and :4 and x in (:5, :6, :7))',
      params: [1, 2, '18', '65', 'a', 'b', 'c'],
    });
  });

  it(`${P} The built-in placeholder styles: paramPrefix defaults to ":" for numbered placeholders`, () => {
    expect(formatQuery(query, { format: 'parameterized', numberedParams: true }).sql).toBe(
      '(firstName like :1 and age between :2 and :3 and x in (:4, :5, :6))'
    );
  });

  it(`${P} The built-in placeholder styles: in gets one placeholder per item and between two`, () => {
    expect(formatQuery(query, 'parameterized_named')).toEqual({
      sql: '(firstName like :firstName_1 and age between :age_1 and :age_2 and x in (:x_1, :x_2, :x_3))',
      params: { firstName_1: 'Ste%', age_1: '18', age_2: '65', x_1: 'a', x_2: 'b', x_3: 'c' },
    });
  });

  it(`${P} Named parameters in a rule processor: options.getNextNamedParam is a function and returns the next unused name`, () => {
    expect(record({}).every(s => s.named === 'function')).toBe(true);
    const ruleProcessor: RuleProcessor = (r, o, m) => {
      if (r.operator === 'matches' && o?.getNextNamedParam) {
        const name = o.getNextNamedParam(r.field);
        return { sql: `m(${o.paramPrefix}${name})`, params: { [name]: r.value } };
      }
      return defaultRuleProcessorParameterized(r, o, m);
    };
    const q: RuleGroupType = {
      combinator: 'or',
      rules: [
        { field: 'bio', operator: 'contains', value: 'a' },
        { field: 'bio', operator: 'matches', value: 'b' },
        { field: 'bio', operator: 'contains', value: 'c' },
      ],
    };
    expect(formatQuery(q, { format: 'parameterized_named', ruleProcessor })).toEqual({
      sql: '(bio like :bio_1 or m(:bio_2) or bio like :bio_3)',
      params: { bio_1: '%a%', bio_2: 'b', bio_3: '%c%' },
    });
  });

  const pq: RuleGroupType = {
    combinator: 'and',
    rules: [
      { field: 'age', operator: '>=', value: 'minAge', valueSource: 'parameter' },
      { field: 'a', operator: '=', value: 1 },
    ],
  };

  it(`${P} Let users choose a named parameter: the named format emits the parameter's placeholder with a null value`, () => {
    expect(formatQuery(pq, 'parameterized_named')).toEqual({ sql: '(age >= :minAge and a = :a_1)', params: { minAge: null, a_1: 1 } });
  });

  it(`${P} Let users choose a named parameter: with getParameters, a rule naming an unknown parameter is left out as invalid`, () => {
    const known = () => [{ name: 'minAge', value: 'minAge', label: 'Minimum age' }];
    const other = () => [{ name: 'other', value: 'other', label: 'Other' }];
    expect(formatQuery(pq, { format: 'parameterized_named', getParameters: known }).sql).toBe('(age >= :minAge and a = :a_1)');
    expect(formatQuery(pq, { format: 'parameterized_named', getParameters: other })).toEqual({ sql: '(a = :a_1)', params: { a_1: 1 } });
  });

  it(`${P} Pitfalls: with parameterized, a parameter rule writes a named placeholder and adds nothing to params`, () => {
    expect(formatQuery(pq, 'parameterized')).toEqual({ sql: '(age >= :minAge and a = ?)', params: [1] });
  });

  it(`${P} Pitfalls: quoteFieldNamesWith quotes field names`, () => {
    expect(formatQuery(query, { format: 'parameterized', quoteFieldNamesWith: ['"', '"'] }).sql).toBe(
      '("firstName" like ? and "age" between ? and ? and "x" in (?, ?, ?))'
    );
  });

  it(`${P} Pitfalls: the default processor binds Ste% for beginsWith`, () => {
    expect(formatQuery(query, 'parameterized').params[0]).toBe('Ste%');
  });
});
