import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

// versioned_docs/version-5/api/import.mdx, run against react-querybuilder 5.4.1 (alias rqb5).
type Parsed = { rules: unknown[] };
const { parseSQL } = createRequire(import.meta.url)('rqb5/dist/parseSQL') as {
  parseSQL: (sql: string, options?: Record<string, unknown>) => Parsed;
};
const fields = ['firstName', 'lastName'].map((name) => ({ name, label: name }));
const fieldsAllowingFields = fields.map((field) => ({ ...field, valueSources: ['value', 'field'] }));
const fieldRule = { field: 'lastName', operator: '=', value: 'firstName', valueSource: 'field' };

describe('v5 api/import › Limits and errors › field names as values', () => {
  it("v5 api/import › Limits and errors › an unquoted identifier on the right becomes valueSource 'field'", () => {
    expect(parseSQL('lastName = firstName').rules).toEqual([fieldRule]);
  });

  it("v5 api/import › Limits and errors › with `fields`, the rule is dropped unless the field allows 'field'", () => {
    expect(parseSQL('lastName = firstName', { fields }).rules).toEqual([]);
  });

  it("v5 api/import › Limits and errors › with `fields`, a field's valueSources can allow it", () => {
    expect(parseSQL('lastName = firstName', { fields: fieldsAllowingFields }).rules).toEqual([fieldRule]);
  });

  it('v5 api/import › Limits and errors › with `fields`, getValueSources can allow it', () => {
    expect(parseSQL('lastName = firstName', { fields, getValueSources: () => ['value', 'field'] }).rules).toEqual([fieldRule]);
  });

  it('v5 api/import › Limits and errors › without `fields`, a name that is no field is taken', () => {
    expect(parseSQL('lastName = nickname').rules).toEqual([{ ...fieldRule, value: 'nickname' }]);
  });

  it('v5 api/import › Limits and errors › with `fields`, a name that is not one of them drops the rule', () => {
    expect(parseSQL('lastName = nickname', { fields: fieldsAllowingFields }).rules).toEqual([]);
  });

  it('v5 api/import › Limits and errors › an `in` list mixing identifiers and literals keeps only the literals', () => {
    expect(parseSQL("firstName in (lastName, 'Steve')").rules).toEqual([{ field: 'firstName', operator: 'in', value: 'Steve' }]);
  });

  it('v5 api/import › Limits and errors › a `between` mixing an identifier and a literal is dropped', () => {
    expect(parseSQL("firstName between lastName and 'Z'").rules).toEqual([]);
  });
});
