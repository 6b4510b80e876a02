// @vitest-environment happy-dom
// Claims of docs/tips/common-mistakes.mdx, run against react-querybuilder 8.24.1.
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as rqb from 'react-querybuilder';
import { convertToIC, formatQuery, QueryBuilder, standardClassnames as sc, type Field, type RuleGroupType } from 'react-querybuilder';
import { commonMistakesClaims, twoRules, type Lib } from './support';

const query: RuleGroupType = twoRules();
const T = 'tips/common-mistakes › Changing one inline combinator changes all of them ›';

describe('tips/common-mistakes', () => {
  commonMistakesClaims(rqb as Lib, 'tips/common-mistakes ›', 'react-querybuilder');

  it(`${T} a query with independent combinators shows a combinator between each pair of rules`, () => {
    const { container } = render(<QueryBuilder query={convertToIC(query)} />);
    expect(container.querySelectorAll(`.${sc.betweenRules}`)).toHaveLength(1);
    expect(container.querySelector(`.${sc.header} .${sc.combinators}`)).toBeNull();
  });

  it(`${T} the builder re-decides the mode when the query changes, not only at mount`, () => {
    const { container, rerender } = render(<QueryBuilder query={query} onQueryChange={() => {}} />);
    expect(container.querySelectorAll(`.${sc.betweenRules}`)).toHaveLength(0);
    rerender(<QueryBuilder query={convertToIC(query)} onQueryChange={() => {}} />);
    expect(container.querySelectorAll(`.${sc.betweenRules}`)).toHaveLength(1);
  });

  it(`${T} convertToIC puts the combinator between the rules and drops the group's combinator`, () => {
    const ic = convertToIC(query) as { combinator?: string; rules: unknown[] };
    expect(ic.combinator).toBeUndefined();
    expect(ic.rules[1]).toBe('and');
  });

  it('tips/common-mistakes › My SQL compares numbers as strings: formatQuery\'s -limited values parse only fields whose inputType is number, given fields', () => {
    const fields: Field[] = [
      { name: 'firstName', label: 'First name' },
      { name: 'age', label: 'Age', inputType: 'number' },
    ];
    const q: RuleGroupType = { combinator: 'and', rules: [{ field: 'age', operator: '>', value: 30 }, { field: 'firstName', operator: '=', value: '12' }] };
    expect(formatQuery(q, { format: 'sql', parseNumbers: 'strict-limited', fields })).toBe("(age > 30 and firstName = '12')");
    expect(formatQuery(q, { format: 'sql', parseNumbers: 'strict-limited' })).toBe("(age > '30' and firstName = '12')");
  });
});
