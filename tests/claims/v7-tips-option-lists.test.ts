// Claims of versioned_docs/version-7/tips/option-lists.mdx, run against react-querybuilder 7.7.1 (rqb7).
import { describe, expect, it } from 'vitest';
import { formatQuery, toFullOptionList } from 'rqb7';
import { formatQuery as formatQuery8 } from 'react-querybuilder';
import type { ExportFormat } from 'react-querybuilder';
import type { ExportFormat as ExportFormat7, RuleGroupType } from 'rqb7';

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

  const allPlaceholders: RuleGroupType = {
    combinator: 'and',
    rules: [
      { field: '~', operator: '=', value: 'Steve' },
      { field: 'age', operator: '~', value: 30 },
    ],
  };
  const nested: RuleGroupType = {
    combinator: 'and',
    rules: [{ field: 'age', operator: '>', value: 30 }, { combinator: 'or', rules: [{ field: '~', operator: '=', value: 'x' }] }],
  };

  it('v7 tips/option-lists › Placeholder options: 8.x writes an all-placeholder group as an empty group, (1 = 1) in sql', () => {
    expect(formatQuery8(allPlaceholders, 'sql')).toBe('(1 = 1)');
    expect(formatQuery8({ combinator: 'and', rules: [] }, 'sql')).toBe('(1 = 1)');
  });

  it('v7 tips/option-lists › Placeholder options: 8.x writes an all-placeholder group as 1 is 1 in natural_language', () => {
    expect(formatQuery8(allPlaceholders, 'natural_language')).toBe('1 is 1');
  });

  it('v7 tips/option-lists › Placeholder options: 7.x writes () in sql, parameterized and parameterized_named (7.7.1)', () => {
    expect(formatQuery(allPlaceholders, 'sql')).toBe('()');
    expect(formatQuery(allPlaceholders, 'parameterized')).toEqual({ sql: '()', params: [] });
    expect(formatQuery(allPlaceholders, 'parameterized_named')).toEqual({ sql: '()', params: {} });
    expect(formatQuery(nested, 'sql')).toBe("(age > '30' and ())");
  });

  it('v7 tips/option-lists › Placeholder options: 7.x writes an empty string in natural_language, a nested group reads () is true (7.7.1)', () => {
    expect(formatQuery(allPlaceholders, 'natural_language')).toBe('');
    expect(formatQuery(nested, 'natural_language')).toBe("age is greater than '30', and () is true");
  });

  it('v7 tips/option-lists › Placeholder options: the other formats write an empty group in both versions', () => {
    const empty: RuleGroupType = { combinator: 'and', rules: [] };
    for (const format of ['mongodb', 'cel', 'spel', 'jsonlogic', 'elasticsearch', 'jsonata'] as const) {
      const f7: ExportFormat7 = format;
      expect(formatQuery(allPlaceholders, { format: f7 }), `7.x ${format}`).toEqual(formatQuery(empty, { format: f7 }));
      const f8: ExportFormat = format;
      expect(formatQuery8(allPlaceholders, { format: f8 }), `8.x ${format}`).toEqual(formatQuery8(empty, { format: f8 }));
      expect(formatQuery(allPlaceholders, { format: f7 }), format).toEqual(formatQuery8(allPlaceholders, { format: f8 }));
    }
  });
});
