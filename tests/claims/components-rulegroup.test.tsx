// @vitest-environment happy-dom
// Claims of docs/components/rulegroup.mdx, run against react-querybuilder 8.24.1.
import { act, render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { QueryBuilder, RuleGroup, standardClassnames as sc, type QueryActions, type RuleGroupProps, type RuleGroupType } from 'react-querybuilder';
import { QueryBuilderHistory } from 'react-querybuilder/history';

const query: RuleGroupType = {
  combinator: 'and',
  rules: [
    { id: 'r', field: 'firstName', operator: '=', value: 'Steve' },
    { id: 'g', combinator: 'or', rules: [] },
  ],
};
function grabActions(props: Record<string, unknown> = {}) {
  let actions: QueryActions | undefined;
  const Grab = (p: RuleGroupProps) => {
    actions = p.actions;
    return <RuleGroup {...p} />;
  };
  render(<QueryBuilder defaultQuery={query} controlElements={{ ruleGroup: Grab }} {...props} />);
  return actions!;
}

describe('components/rulegroup', () => {
  it('components/rulegroup › actions: QueryActions has these eight functions', () => {
    expect(Object.keys(grabActions()).sort()).toEqual(
      ['groupRule', 'moveRule', 'onGroupAdd', 'onGroupRemove', 'onPropChange', 'onRuleAdd', 'onRuleRemove', 'ungroupRuleGroup'].sort()
    );
  });

  it('components/rulegroup › actions: onRuleRemove(path) runs onRemove', () => {
    const onRemove = vi.fn(() => true);
    const actions = grabActions({ onRemove });
    act(() => actions.onRuleRemove([0]));
    expect(onRemove).toHaveBeenCalledTimes(1);
  });

  it('components/rulegroup › actions: the trailing context reaches onAddRule', () => {
    const onAddRule = vi.fn(() => true);
    const actions = grabActions({ onAddRule });
    act(() => actions.onRuleAdd({ field: 'firstName', operator: '=', value: '' }, [], 'ctx'));
    expect(onAddRule.mock.calls[0]).toContain('ctx');
  });

  it('components/rulegroup › Undo and redo: inside QueryBuilderHistory the buttons show without showUndoRedo', () => {
    const { container } = render(
      <QueryBuilderHistory>
        <QueryBuilder defaultQuery={query} />
      </QueryBuilderHistory>
    );
    expect(container.querySelectorAll(`.${sc.undoAction}`)).toHaveLength(1);
    expect(container.querySelectorAll(`.${sc.redoAction}`)).toHaveLength(1);
  });

  it('components/rulegroup › Undo and redo: showUndoRedo alone renders nothing and logs an error', () => {
    const err = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { container } = render(<QueryBuilder defaultQuery={query} showUndoRedo />);
    expect(container.querySelector(`.${sc.undoAction}`)).toBeNull();
    expect(err).toHaveBeenCalled();
  });
});
