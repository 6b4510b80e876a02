import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

// versioned_docs/version-4/api/export.mdx, run against react-querybuilder 4.5.3 (alias rqb4).
const { formatQuery } = createRequire(import.meta.url)('rqb4/dist/formatQuery') as {
  formatQuery: (query: unknown, format: string) => unknown;
};
type Rule = { field: string; operator: string; value: unknown };
const query = (...rules: Rule[]) => ({ combinator: 'and', rules });
const lastName = { field: 'lastName', operator: '=', value: 'Vai' };

describe('v4 api/export › Limits and errors', () => {
  for (const operator of ['in', 'notIn', 'between', 'notBetween']) {
    it(`v4 api/export › Limits and errors › \`${operator}\` with an empty value is dropped`, () => {
      expect(formatQuery(query({ field: 'age', operator, value: '' }, lastName), 'sql')).toBe("(lastName = 'Vai')");
    });
  }

  it("v4 api/export › Limits and errors › `between` needs two non-empty values: '18,' is dropped", () => {
    expect(formatQuery(query({ field: 'age', operator: 'between', value: '18,' }, lastName), 'sql')).toBe("(lastName = 'Vai')");
  });

  it('v4 api/export › Limits and errors › `between` with two values is kept', () => {
    expect(formatQuery(query({ field: 'age', operator: 'between', value: '18,65' }), 'sql')).toBe("(age between '18' and '65')");
  });

  it("v4 api/export › Limits and errors › with valueSource 'field', the value is written as a field name", () => {
    expect(formatQuery(query({ field: 'firstName', operator: '=', value: 'lastName', valueSource: 'field' } as Rule), 'sql')).toBe(
      '(firstName = lastName)'
    );
  });
});
