import { describe, expect, it } from 'vitest';
import { parseJsonLogic } from 'rqb7/parseJsonLogic';
import { parseSpEL } from 'rqb7/parseSpEL';
import { parseSQL } from 'rqb7/parseSQL';

describe('v7 tips/migrate-from-raqb', () => {
  it('v7 tips/migrate-from-raqb › Since v8: 7.7.1 has the JsonLogic, SpEL and SQL parsers the page uses', () => {
    const expected = { combinator: 'and', rules: [{ field: 'lastName', operator: '=', value: 'Vai' }] };
    expect(parseJsonLogic({ and: [{ '==': [{ var: 'lastName' }, 'Vai'] }] })).toEqual(expected);
    expect(parseSpEL("lastName == 'Vai'")).toEqual(expected);
    expect(parseSQL("lastName = 'Vai'")).toEqual(expected);
  });
});
