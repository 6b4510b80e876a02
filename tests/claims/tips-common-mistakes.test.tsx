// @vitest-environment happy-dom
// Claims of docs/tips/common-mistakes.mdx, run against react-querybuilder 8.24.1.
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { convertToIC, QueryBuilder, standardClassnames as sc, type RuleGroupType } from 'react-querybuilder';
import { twoRules } from './support';

const query: RuleGroupType = twoRules();
const T = 'tips/common-mistakes › All the combinators change together ›';

describe('tips/common-mistakes', () => {
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
});
