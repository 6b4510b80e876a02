// Claims of docs/tips/option-lists.mdx, run against react-querybuilder 8.24.1.
import { describe, expect, it } from 'vitest';
import { formatQuery, toFullOptionList, type RuleGroupType } from 'react-querybuilder';

const T = 'tips/option-lists › Placeholder options ›';
const q = (rule: { field: string; operator: string; value: unknown }): RuleGroupType => ({ combinator: 'and', rules: [rule] });

describe('tips/option-lists', () => {
  it(`${T} formatQuery leaves out a rule whose field is the placeholder`, () => {
    expect(formatQuery(q({ field: '~', operator: '=', value: 'Steve' }), 'sql')).toBe('(1 = 1)');
  });

  it(`${T} formatQuery leaves out a rule whose operator is the placeholder`, () => {
    expect(formatQuery(q({ field: 'firstName', operator: '~', value: 'Steve' }), 'sql')).toBe('(1 = 1)');
  });

  it(`${T} formatQuery keeps a rule whose value is "~" by default`, () => {
    expect(formatQuery(q({ field: 's', operator: '=', value: '~' }), 'sql')).toBe("(s = '~')");
  });

  it(`${T} placeholderValueName: "~" leaves that rule out`, () => {
    expect(formatQuery(q({ field: 's', operator: '=', value: '~' }), { format: 'sql', placeholderValueName: '~' })).toBe('(1 = 1)');
  });

  it('tips/option-lists › Name or value: toFullOptionList copies name into value and value into name', () => {
    expect(toFullOptionList([{ name: 'a', label: 'A' }, { value: 'b', label: 'B' }])).toEqual([
      { name: 'a', value: 'a', label: 'A' },
      { name: 'b', value: 'b', label: 'B' },
    ]);
  });

  it('tips/option-lists › Name or value: toFullOptionList normalises the options of option groups', () => {
    expect(toFullOptionList([{ label: 'G', options: [{ name: 'a', label: 'A' }] }])).toEqual([
      { label: 'G', options: [{ name: 'a', value: 'a', label: 'A' }] },
    ]);
  });
});
