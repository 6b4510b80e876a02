import { describe, expect, it } from 'vitest';
import { defaultValidator, formatQuery, prepareRuleGroup, type RuleType } from 'react-querybuilder';
import { demoFieldNames, demoFields, demoInitialQuery, demoValidators, musicianFields } from './fields';

const rule = (field: string, operator: string, value: unknown): RuleType => ({ field, operator, value });
const isValid = (result: boolean | { valid: boolean }) => (typeof result === 'boolean' ? result : result.valid);

describe('demo fields', () => {
  it('cover every value editor the library ships', () => {
    const editors = new Set(demoFields.map(field => field.valueEditorType ?? 'text'));
    for (const editor of ['text', 'select', 'multiselect', 'checkbox', 'radio', 'textarea', 'switch']) {
      expect(editors).toContain(editor);
    }
  });

  it('keep the home page field names', () => {
    for (const field of musicianFields) expect(demoFieldNames).toContain(field.name);
  });

  it('start from a query that uses only demo fields and passes validation', () => {
    const query = prepareRuleGroup(demoInitialQuery);
    const result = formatQuery(query, { format: 'sql', fields: demoFields, validator: defaultValidator });
    expect(result).toContain("firstName like 'Ste%'");
    expect(result).toContain('birthDate between');
    expect(result).toContain('isTouring = TRUE');
  });
});

describe('demo validators', () => {
  it('reject a malformed e-mail address and accept a real one', () => {
    expect(isValid(demoValidators.email(rule('email', '=', 'not-an-address')))).toBe(false);
    expect(isValid(demoValidators.email(rule('email', '=', 'ada@example.com')))).toBe(true);
    expect(isValid(demoValidators.email(rule('email', 'contains', 'example')))).toBe(true);
  });

  it('check every item of a list value', () => {
    expect(isValid(demoValidators.age(rule('age', 'between', '20,40')))).toBe(true);
    expect(isValid(demoValidators.age(rule('age', 'between', '20,forty')))).toBe(false);
    expect(isValid(demoValidators.date(rule('birthDate', 'between', ['1950-01-01', '1960-13-45'])))).toBe(false);
  });

  it('accept any value for operators that take none', () => {
    expect(isValid(demoValidators.required(rule('firstName', 'null', '')))).toBe(true);
    expect(isValid(demoValidators.required(rule('firstName', '=', '  ')))).toBe(false);
  });
});
