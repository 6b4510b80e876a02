// @vitest-environment happy-dom
// Claims of docs/tips/limit-groups.mdx, run against react-querybuilder 8.24.1.
import { act, render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import * as lib from 'react-querybuilder';
import { add, insert, move, QueryBuilder, RuleGroup, type QueryActions, type RuleGroupProps, type RuleGroupType } from 'react-querybuilder';
import { limitGroupsClaims } from './support';

const query: RuleGroupType = {
  combinator: 'and',
  rules: [
    { field: 'a', operator: '=', value: '1' },
    { combinator: 'and', rules: [{ field: 'b', operator: '=', value: '2' }] },
  ],
};
function setup(props: Record<string, unknown>) {
  let actions: QueryActions | undefined;
  const Grab = (p: RuleGroupProps) => ((actions = p.actions), <RuleGroup {...p} />);
  const onQueryChange = vi.fn();
  render(<QueryBuilder defaultQuery={query} onQueryChange={onQueryChange} controlElements={{ ruleGroup: Grab }} {...props} />);
  return { actions: actions!, last: () => onQueryChange.mock.calls.at(-1)![0] as RuleGroupType };
}
const T = 'tips/limit-groups › Keep moves within the limit ›';

describe('tips/limit-groups', () => {
  it(`${T} group mode (groupRule) calls onGroupRule, not onMoveGroup`, () => {
    const onMoveGroup = vi.fn(() => false);
    const onMoveRule = vi.fn(() => false);
    const onGroupRule = vi.fn(() => true);
    const { actions } = setup({ onMoveGroup, onMoveRule, onGroupRule, maxLevels: 2 });
    act(() => actions.groupRule([0], [1, 0]));
    expect(onGroupRule).toHaveBeenCalledTimes(1);
    expect(onMoveGroup).not.toHaveBeenCalled();
    expect(onMoveRule).not.toHaveBeenCalled();
  });

  it(`${T} group mode ignores maxLevels (a group forms inside a nested group under maxLevels={1})`, () => {
    const { actions, last } = setup({ maxLevels: 1 });
    act(() => actions.groupRule([0], [1, 0]));
    // the rule at [0] and the rule at [1, 0] become a new group inside the nested group: depth 2, past maxLevels={1}
    const nested = last().rules[0] as RuleGroupType;
    expect(nested.rules[0]).toHaveProperty('rules');
  });

  it(`${T} a group dragged in group mode runs onGroupGroup`, () => {
    const onGroupGroup = vi.fn(() => true);
    const onMoveGroup = vi.fn(() => false);
    const { actions } = setup({ onGroupGroup, onMoveGroup });
    act(() => actions.groupRule([1], [0]));
    expect(onGroupGroup).toHaveBeenCalledTimes(1);
    expect(onMoveGroup).not.toHaveBeenCalled();
  });
});

describe('tips/limit-groups second reading', () => {
  limitGroupsClaims(lib, 'tips/limit-groups ›');

  it('tips/limit-groups › Pitfalls: add and insert take { maxLevels }; move does not check it', () => {
    const newGroup = { combinator: 'and', rules: [] };
    expect(add(query, newGroup, [1], { maxLevels: 1 })).toBe(query);
    expect(insert(query, newGroup, [1, 0], { maxLevels: 1 })).toBe(query);
    expect(add(query, newGroup, [], { maxLevels: 1 }).rules).toHaveLength(3);
    const deeper: RuleGroupType = { combinator: 'and', rules: [{ combinator: 'or', rules: [] }, { combinator: 'and', rules: [] }] };
    const moved = move(deeper, [1], [0, 0], { maxLevels: 1 } as never);
    expect((moved.rules[0] as RuleGroupType).rules).toHaveLength(1);
  });
});
