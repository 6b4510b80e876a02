// Claims of versioned_docs/version-7/tips/adding-removing-query-properties.mdx, run against react-querybuilder 7.7.1 (rqb7).
import { describe, expect, it } from 'vitest';
import { formatQuery, type RuleGroupType } from 'rqb7';

describe('v7 tips/adding-removing-query-properties', () => {
  it('v7 tips/adding-removing-query-properties › Export › json_without_ids removes id and path and keeps your properties (7.7.1)', () => {
    const query = { id: 'g', path: [], combinator: 'and', rules: [{ id: 'r', path: [0], field: 'a', operator: '=', value: '1', note: 'n' }] } as unknown as RuleGroupType;
    expect(JSON.parse(formatQuery(query, 'json_without_ids'))).toEqual({ combinator: 'and', rules: [{ field: 'a', operator: '=', value: '1', note: 'n' }] });
  });
});
