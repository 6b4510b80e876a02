// Claims of versioned_docs/version-7/tips/option-lists.mdx, run against react-querybuilder 7.7.1 (rqb7).
import { describe, expect, it } from 'vitest';
import { formatQuery, toFullOptionList } from 'rqb7';

describe('v7 tips/option-lists', () => {
  it('v7 tips/option-lists › Name or value: in 7.7.1 a list that mixes options and groups throws', () => {
    const mixed = [{ name: 'guitar', label: 'Guitar' }, { label: 'Percussion', options: [{ name: 'drums', label: 'Drums' }] }];
    expect(() => toFullOptionList(mixed as never)).toThrow(/entries/);
  });

  it('v7 tips/option-lists › Name or value: toFullOptionList fills in name and value (7.7.1)', () => {
    expect(toFullOptionList([{ name: 'guitar', label: 'Guitar' }, { value: 'piano', label: 'Piano' }] as never)).toEqual([
      { name: 'guitar', value: 'guitar', label: 'Guitar' },
      { name: 'piano', value: 'piano', label: 'Piano' },
    ]);
  });

  it('v7 tips/option-lists › Placeholder options: a rule whose value is "~" is exported (7.7.1)', () => {
    expect(formatQuery({ combinator: 'and', rules: [{ field: 's', operator: '=', value: '~' }] }, 'sql')).toBe("(s = '~')");
  });

  it('v7 tips/option-lists › Placeholder options: a rule whose field is "~" is left out (7.7.1)', () => {
    expect(formatQuery({ combinator: 'and', rules: [{ field: '~', operator: '=', value: 'x' }] }, 'sql')).toBe('()');
  });
});
