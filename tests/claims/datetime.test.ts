// Claims of docs/datetime.mdx, run against @react-querybuilder/datetime 8.24.1.
import { describe, expect, it } from 'vitest';
import { datetimeRuleProcessorNL } from '@react-querybuilder/datetime/date-fns';
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
