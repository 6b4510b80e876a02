import { describe, expect, it } from 'vitest';
import { formatQuery } from 'rqb6/formatQuery';

// versioned_docs/version-6/utils/export.mdx, run against react-querybuilder 6.5.5 (alias rqb6).
type Rule = { field: string; operator: string; value: unknown };
const query = (...rules: Rule[]) => ({ combinator: 'and', rules });
const age = { field: 'lastName', operator: '=', value: 'Vai' };

describe('v6 utils/export › Limits, errors and pitfalls in v6 › unusable list values', () => {
  it('v6 utils/export › Limits › `in` with an empty string is left out, the other rules stay', () => {
    expect(formatQuery(query({ field: 'age', operator: 'in', value: '' }, age), 'sql')).toBe("(lastName = 'Vai')");
  });

  it('v6 utils/export › Limits › `notIn` with an empty array is left out', () => {
    expect(formatQuery(query({ field: 'age', operator: 'notIn', value: [] }, age), 'sql')).toBe("(lastName = 'Vai')");
  });

  it('v6 utils/export › Limits › `between` with one value is left out', () => {
    expect(formatQuery(query({ field: 'age', operator: 'between', value: '18' }, age), 'sql')).toBe("(lastName = 'Vai')");
  });

  it("v6 utils/export › Limits › `notBetween` with an empty second value ('18,') is left out", () => {
    expect(formatQuery(query({ field: 'age', operator: 'notBetween', value: '18,' }, age), 'sql')).toBe("(lastName = 'Vai')");
  });

  it('v6 utils/export › Limits › the query-language formats leave them out too (mongodb, cel, jsonlogic)', () => {
    const q = query({ field: 'age', operator: 'between', value: [18] }, age);
    expect([formatQuery(q, 'mongodb'), formatQuery(q, 'cel'), formatQuery(q, 'jsonlogic')]).toEqual([
      '{"lastName":"Vai"}',
      'lastName == "Vai"',
      { '==': [{ var: 'lastName' }, 'Vai'] },
    ]);
  });

  it('v6 utils/export › Limits › the JSON formats keep them', () => {
    expect(formatQuery(query({ field: 'age', operator: 'in', value: '' }), 'json_without_ids')).toBe(
      '{"rules":[{"field":"age","value":"","operator":"in"}],"combinator":"and"}'
    );
  });

  it('v6 utils/export › Limits › `between` with more than two values uses the first two', () => {
    expect(formatQuery(query({ field: 'age', operator: 'between', value: '18,65,99' }), 'sql')).toBe(
      "(age between '18' and '65')"
    );
  });

  it('v6 utils/export › Limits › a null array item is not caught: [18, null] exports `and \'null\'`', () => {
    expect(formatQuery(query({ field: 'age', operator: 'between', value: [18, null] }), 'sql')).toBe(
      "(age between '18' and 'null')"
    );
  });
});
