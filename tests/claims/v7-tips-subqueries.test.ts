import { describe, expect, it } from 'vitest';
import { formatQuery } from 'rqb7';

describe('v7 tips/subqueries', () => {
  it('v7 tips/subqueries › Since v8: 7.7.1 formatQuery exports a rule with match as an ordinary value', () => {
    const query = {
      combinator: 'and',
      rules: [{ field: 'instruments', operator: '=', match: { mode: 'some' }, value: { combinator: 'and', rules: [{ field: 'name', operator: '=', value: 'piano' }] } }],
    };
    expect(formatQuery(query as never, 'cel')).toBe('instruments == "[object Object]"');
  });
});
