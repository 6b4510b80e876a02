// The "Limits and errors" claims that versioned_docs/version-4 and version-5 make alike on their api/import
// and api/export pages. Each v4-/v5-api-*.test.ts file loads its own major's function (rqb4 or rqb5) and
// runs these tests against it, named `${P} › Limits and errors › …` (P: 'v4 api/import', 'v5 api/export'...).
import { describe, expect, it } from 'vitest';

type Parsed = { rules: unknown[] };
export type ParseSQL = (sql: string, options?: Record<string, unknown>) => Parsed;
export type FormatQuery = (query: unknown, format: string) => unknown;

/** api/import › Limits and errors: field names as values, as parseSQL reads them. */
export function importLimitsClaims(P: string, parseSQL: ParseSQL) {
  const fields = ['firstName', 'lastName'].map((name) => ({ name, label: name }));
  const fieldsAllowingFields = fields.map((field) => ({ ...field, valueSources: ['value', 'field'] }));
  const fieldRule = { field: 'lastName', operator: '=', value: 'firstName', valueSource: 'field' };

  describe(`${P} › Limits and errors › field names as values`, () => {
    it(`${P} › Limits and errors › an unquoted identifier on the right becomes valueSource 'field'`, () => {
      expect(parseSQL('lastName = firstName').rules).toEqual([fieldRule]);
    });

    it(`${P} › Limits and errors › with \`fields\`, the rule is dropped unless the field allows 'field'`, () => {
      expect(parseSQL('lastName = firstName', { fields }).rules).toEqual([]);
    });

    it(`${P} › Limits and errors › with \`fields\`, a field's valueSources can allow it`, () => {
      expect(parseSQL('lastName = firstName', { fields: fieldsAllowingFields }).rules).toEqual([fieldRule]);
    });

    it(`${P} › Limits and errors › with \`fields\`, getValueSources can allow it`, () => {
      expect(parseSQL('lastName = firstName', { fields, getValueSources: () => ['value', 'field'] }).rules).toEqual([fieldRule]);
    });

    it(`${P} › Limits and errors › without \`fields\`, a name that is no field is taken`, () => {
      expect(parseSQL('lastName = nickname').rules).toEqual([{ ...fieldRule, value: 'nickname' }]);
    });

    it(`${P} › Limits and errors › with \`fields\`, a name that is not one of them drops the rule`, () => {
      expect(parseSQL('lastName = nickname', { fields: fieldsAllowingFields }).rules).toEqual([]);
    });

    it(`${P} › Limits and errors › an \`in\` list mixing identifiers and literals keeps only the literals`, () => {
      expect(parseSQL("firstName in (lastName, 'Steve')").rules).toEqual([{ field: 'firstName', operator: 'in', value: 'Steve' }]);
    });

    it(`${P} › Limits and errors › a \`between\` mixing an identifier and a literal is dropped`, () => {
      expect(parseSQL("firstName between lastName and 'Z'").rules).toEqual([]);
    });
  });
}

/** api/export › Limits and errors: which rules formatQuery's "sql" drops, and how it writes a field value. */
export function exportLimitsClaims(P: string, formatQuery: FormatQuery) {
  type Rule = { field: string; operator: string; value: unknown };
  const query = (...rules: Rule[]) => ({ combinator: 'and', rules });
  const lastName = { field: 'lastName', operator: '=', value: 'Vai' };

  describe(`${P} › Limits and errors`, () => {
    for (const operator of ['in', 'notIn', 'between', 'notBetween']) {
      it(`${P} › Limits and errors › \`${operator}\` with an empty value is dropped`, () => {
        expect(formatQuery(query({ field: 'age', operator, value: '' }, lastName), 'sql')).toBe("(lastName = 'Vai')");
      });
    }

    it(`${P} › Limits and errors › \`between\` needs two non-empty values: '18,' is dropped`, () => {
      expect(formatQuery(query({ field: 'age', operator: 'between', value: '18,' }, lastName), 'sql')).toBe("(lastName = 'Vai')");
    });

    it(`${P} › Limits and errors › \`between\` with two values is kept`, () => {
      expect(formatQuery(query({ field: 'age', operator: 'between', value: '18,65' }), 'sql')).toBe("(age between '18' and '65')");
    });

    it(`${P} › Limits and errors › with valueSource 'field', the value is written as a field name`, () => {
      expect(formatQuery(query({ field: 'firstName', operator: '=', value: 'lastName', valueSource: 'field' } as Rule), 'sql')).toBe(
        '(firstName = lastName)'
      );
    });
  });
}
