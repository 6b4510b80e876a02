import { describe, expect, it } from 'vitest';
import { parseSQL } from 'rqb6/parseSQL';
import { parseJsonLogic } from 'rqb6/parseJsonLogic';
import { parseCEL } from 'rqb6/parseCEL';
import { parseMongoDB } from 'rqb6/parseMongoDB';

// versioned_docs/version-6/utils/import.mdx, run against react-querybuilder 6.5.5 (alias rqb6).
const names = ['firstName', 'lastName', 'middleName'];
const fields = names.map((name) => ({ name, label: name }));
const fieldsAllowingFields = fields.map((field) => ({ ...field, valueSources: ['value', 'field'] as ['value', 'field'] }));
const fieldRule = { field: 'firstName', operator: '=', value: 'lastName', valueSource: 'field' };

describe('v6 utils/import › Limits, errors and pitfalls in v6 › field names as values', () => {
  it('v6 utils/import › Limits › an SQL identifier on the right becomes valueSource "field", without `fields`', () => {
    expect(parseSQL('firstName = lastName').rules).toEqual([fieldRule]);
  });

  it('v6 utils/import › Limits › without `fields`, a name that is no field is accepted too', () => {
    expect(parseSQL('firstName = nickname').rules).toEqual([{ ...fieldRule, value: 'nickname' }]);
  });

  it('v6 utils/import › Limits › a JsonLogic var, a CEL identifier and a MongoDB $expr reference do the same', () => {
    expect([
      parseJsonLogic({ '==': [{ var: 'firstName' }, { var: 'lastName' }] }).rules,
      parseCEL('firstName == lastName').rules,
      parseMongoDB({ $expr: { $eq: ['$firstName', '$lastName'] } }).rules,
    ]).toEqual([[fieldRule], [fieldRule], [fieldRule]]);
  });

  it('v6 utils/import › Limits › with `fields`, the rule is dropped when the field does not allow the field value source', () => {
    expect(parseSQL('firstName = lastName', { fields }).rules).toEqual([]);
  });

  it("v6 utils/import › Limits › with `fields`, the rule is kept when the field's valueSources include 'field'", () => {
    expect(parseSQL('firstName = lastName', { fields: fieldsAllowingFields }).rules).toEqual([fieldRule]);
  });

  it('v6 utils/import › Limits › with `fields`, getValueSources can allow it instead', () => {
    expect(parseSQL('firstName = lastName', { fields, getValueSources: () => ['value', 'field'] as ['value', 'field'] }).rules).toEqual([fieldRule]);
  });

  it('v6 utils/import › Limits › with `fields`, a name that is not one of them is dropped', () => {
    expect(parseSQL('firstName = nickname', { fields: fieldsAllowingFields }).rules).toEqual([]);
  });

  it("v6 utils/import › Limits › an `in` list mixing names and literals keeps only the literals", () => {
    expect(parseSQL("firstName in (lastName, 'Steve')", { fields: fieldsAllowingFields }).rules).toEqual([
      { field: 'firstName', operator: 'in', value: 'Steve' },
    ]);
  });

  it('v6 utils/import › Limits › a `between` mixing a name and a literal is dropped whole', () => {
    expect(parseSQL("firstName between lastName and 'Z'", { fields: fieldsAllowingFields }).rules).toEqual([]);
  });

  it('v6 utils/import › Limits › an `in` list of names only stays a field list', () => {
    expect(parseSQL('firstName in (lastName, middleName)', { fields: fieldsAllowingFields }).rules).toEqual([
      { field: 'firstName', operator: 'in', value: 'lastName, middleName', valueSource: 'field' },
    ]);
  });
});
