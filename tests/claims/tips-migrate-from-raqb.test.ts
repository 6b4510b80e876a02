import { describe, expect, it } from 'vitest';
import { toFullOptionList, type Field, type RQBJsonLogic } from 'react-querybuilder';
import { parseJsonLogic } from 'react-querybuilder/parseJsonLogic';
import { parseSpEL } from 'react-querybuilder/parseSpEL';
import { parseSQL } from 'react-querybuilder/parseSQL';

const logic: RQBJsonLogic = {
  and: [
    { '==': [{ var: 'lastName' }, 'Vai'] },
    { or: [{ '>=': [{ var: 'age' }, 18] }, { in: [{ var: 'instrument' }, ['guitar', 'piano']] }] },
    { '!': { '==': [{ var: 'isMusician' }, false] } },
  ],
};

describe('tips/migrate-from-raqb', () => {
  it('tips/migrate-from-raqb › Converting saved queries: parseJsonLogic turns groups into rule groups and a negated group into not: true', () => {
    expect(parseJsonLogic(logic)).toEqual({
      combinator: 'and',
      rules: [
        { field: 'lastName', operator: '=', value: 'Vai' },
        { combinator: 'or', rules: [{ field: 'age', operator: '>=', value: 18 }, { field: 'instrument', operator: 'in', value: 'guitar,piano' }] },
        { combinator: 'and', rules: [{ field: 'isMusician', operator: '=', value: false }], not: true },
      ],
    });
  });

  it('tips/migrate-from-raqb › Converting saved queries: listsAsArrays keeps in lists as arrays', () => {
    const parsed = parseJsonLogic({ in: [{ var: 'instrument' }, ['guitar', 'piano']] }, { listsAsArrays: true });
    expect(parsed.rules[0]).toEqual({ field: 'instrument', operator: 'in', value: ['guitar', 'piano'] });
  });

  it('tips/migrate-from-raqb › Converting saved queries: a comparison of two vars becomes valueSource field', () => {
    expect(parseJsonLogic({ '==': [{ var: 'firstName' }, { var: 'lastName' }] }).rules[0]).toEqual({
      field: 'firstName',
      operator: '=',
      value: 'lastName',
      valueSource: 'field',
    });
  });

  it('tips/migrate-from-raqb › Converting saved queries: SpEL and SQL import the same way', () => {
    expect(parseSpEL("lastName == 'Vai' && age >= 18")).toEqual({
      combinator: 'and',
      rules: [{ field: 'lastName', operator: '=', value: 'Vai' }, { field: 'age', operator: '>=', value: 18 }],
    });
    expect(parseSQL("lastName = 'Vai' AND age >= 18")).toEqual({
      combinator: 'and',
      rules: [{ field: 'lastName', operator: '=', value: 'Vai' }, { field: 'age', operator: '>=', value: 18 }],
    });
  });

  it('tips/migrate-from-raqb › Converting saved queries: with fields, rules on unknown fields are dropped', () => {
    expect(
      parseJsonLogic({ and: [{ '==': [{ var: 'lastName' }, 'Vai'] }, { '==': [{ var: 'legacyCode' }, 7] }] }, { fields: toFullOptionList([{ name: 'lastName', label: 'Last name' }] as Field[]) })
    ).toEqual({ combinator: 'and', rules: [{ field: 'lastName', operator: '=', value: 'Vai' }] });
  });
});
