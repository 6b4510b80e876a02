// Claims of docs/tips/adding-removing-query-properties.mdx, run against react-querybuilder 8.24.1.
import { describe, expect, it } from 'vitest';
import { formatQuery, type RuleGroupType } from 'react-querybuilder';

const query = {
  id: 'g',
  path: [],
  combinator: 'and',
  rules: [{ id: 'r', path: [0], field: 'firstName', operator: '=', value: 'Steve', note: 'VIP' }],
} as unknown as RuleGroupType;
const T = 'tips/adding-removing-query-properties › Export ›';

describe('tips/adding-removing-query-properties', () => {
  it(`${T} json_without_ids removes id and path and keeps your properties`, () => {
    expect(JSON.parse(formatQuery(query, 'json_without_ids'))).toEqual({
      combinator: 'and',
      rules: [{ field: 'firstName', operator: '=', value: 'Steve', note: 'VIP' }],
    });
  });

  it(`${T} json keeps id, path and your properties`, () => {
    expect(JSON.parse(formatQuery(query, 'json')).rules[0]).toEqual({ id: 'r', path: [0], field: 'firstName', operator: '=', value: 'Steve', note: 'VIP' });
  });
});
