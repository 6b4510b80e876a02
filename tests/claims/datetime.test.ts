// Claims of docs/datetime.mdx, run against @react-querybuilder/datetime 8.24.1.
import { describe, expect, it } from 'vitest';
import { datetimeRuleProcessorNL, datetimeRuleProcessorSQL, datetimeValueProcessorMySQL } from '@react-querybuilder/datetime/date-fns';
import { defaultOperatorProcessorNL, formatQuery, type Field, type RuleGroupType } from 'react-querybuilder';

const fields: Field[] = [
  { name: 'birthDate', label: 'Birth date', inputType: 'date' },
  { name: 'firstName', label: 'First name' },
];
const dateQuery: RuleGroupType = { combinator: 'and', rules: [{ field: 'birthDate', operator: '>=', value: '1990-01-01' }] };
const T = 'datetime › Natural language and Elasticsearch ›';
const nl = (extra: Record<string, unknown> = {}, query = dateQuery) =>
  formatQuery(query, { format: 'natural_language', fields, ruleProcessor: datetimeRuleProcessorNL, ...extra });

describe('datetime', () => {
  it(`${T} datetimeRuleProcessorNL words the operator for time`, () => {
    expect(nl()).toContain('is on or after');
  });

  it(`${T} an operatorMap entry replaces the wording of date rules`, () => {
    expect(nl({ operatorMap: { '>=': 'no earlier than' } })).toContain('no earlier than');
  });

  it(`${T} a custom operatorProcessor does not change date rules`, () => {
    const operatorProcessor = () => 'CUSTOM';
    expect(nl({ operatorProcessor })).toBe(nl());
    expect(nl({ operatorProcessor })).not.toContain('CUSTOM');
  });

  it(`${T} a custom operatorProcessor still applies to the other rules`, () => {
    const query: RuleGroupType = { combinator: 'and', rules: [{ field: 'firstName', operator: '=', value: 'Steve' }] };
    const operatorProcessor = (...args: Parameters<typeof defaultOperatorProcessorNL>) =>
      `CUSTOM ${defaultOperatorProcessorNL(...args)}`;
    expect(nl({ operatorProcessor }, query)).toContain('CUSTOM');
  });
});

describe('datetime › SQL dialects', () => {
  const sqlFields: Field[] = [
    { name: 'birthDate', label: 'Birth date', inputType: 'date' },
    { name: 'n', label: 'N' },
  ];
  const query: RuleGroupType = {
    combinator: 'and',
    rules: [
      { field: 'birthDate', operator: '=', value: '1990-01-01' },
      { field: 'n', operator: '=', value: 'x' },
    ],
  };
  const base = { format: 'sql' as const, fields: sqlFields, ruleProcessor: datetimeRuleProcessorSQL };

  it('datetime › SQL dialects: a dialect value processor of this package takes precedence over the preset', () => {
    expect(formatQuery(query, { ...base, preset: 'postgresql', valueProcessor: datetimeValueProcessorMySQL })).toBe(
      `("birthDate" = CAST('1990-01-01' AS DATE) and "n" = 'x')`
    );
    expect(formatQuery(query, { ...base, preset: 'postgresql' })).toBe(`("birthDate" = '1990-01-01'::date and "n" = 'x')`);
  });

  it('datetime › SQL dialects: any other valueProcessor is ignored for date rules and applies to the others', () => {
    expect(formatQuery(query, { ...base, preset: 'mysql', valueProcessor: () => 'CUSTOM' })).toBe(
      "(birthDate = CAST('1990-01-01' AS DATE) and n = CUSTOM)"
    );
  });
});

describe('datetime › Another date library', () => {
  it('datetime › Another date library: an adapter function that throws makes the value invalid, and the SQL rule is left out', async () => {
    const { createDateTimeProcessors } = await import('@react-querybuilder/datetime');
    const api = {
      parse: () => {
        throw new Error('boom');
      },
      isValid: () => true,
      toISOStringUTC: () => '',
      toISODateString: () => '',
      toISOTimeString: () => '',
    };
    const { datetimeRuleProcessorSQL: sql } = createDateTimeProcessors(api as never);
    const query: RuleGroupType = {
      combinator: 'and',
      rules: [
        { field: 'birthDate', operator: '=', value: '2024-01-01' },
        { field: 'firstName', operator: '=', value: 'x' },
      ],
    };
    expect(formatQuery(query, { format: 'sql', fields, ruleProcessor: sql })).toBe("(firstName = 'x')");
  });
});
