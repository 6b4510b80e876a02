// @vitest-environment happy-dom
// Claims of versioned_docs/version-7/components/querybuilder.mdx, run against react-querybuilder 7.7.1 (rqb7).
import { act, fireEvent, render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { defaultOperators, QueryBuilder, standardClassnames as sc, type Field, type RuleGroupType } from 'rqb7';

const query: RuleGroupType = { combinator: 'and', rules: [{ field: 'firstName', operator: '=', value: 'Steve' }] };
const fields: Field[] = [{ name: 'firstName', label: 'First name' }];
const T = 'v7 components/querybuilder ›';
const opValues = (c: Element) => Array.from(c.querySelectorAll(`.${sc.operators} option`)).map(o => o.getAttribute('value'));

describe('v7 components/querybuilder', () => {
  it(`${T} Since v8 note: in 7.7.1, a field's operators given as plain strings leave the operator selector empty`, () => {
    const stringOps = [{ name: 'firstName', label: 'First name', operators: ['=', '!='] }] as unknown as Field[];
    const { container } = render(<QueryBuilder fields={stringOps} defaultQuery={query} />);
    expect(opValues(container).filter(v => v !== null && v !== '')).toEqual([]);
  });

  it(`${T} Since v8 note: full operator objects work in 7.7.1`, () => {
    const objOps: Field[] = [{ name: 'firstName', label: 'First name', operators: defaultOperators.filter(op => ['=', '!='].includes(op.name)) }];
    const { container } = render(<QueryBuilder fields={objOps} defaultQuery={query} />);
    expect(opValues(container)).toEqual(['=', '!=']);
  });

  it(`${T} Props › operators: defaultOperators`, () => {
    const { container } = render(<QueryBuilder fields={fields} defaultQuery={query} />);
    expect(opValues(container)).toEqual(defaultOperators.map(o => o.name));
  });

  it(`${T} Props › addRuleToNewGroups: false (a new group is empty)`, () => {
    const onQueryChange = vi.fn();
    const { container } = render(<QueryBuilder fields={fields} defaultQuery={{ combinator: 'and', rules: [] }} onQueryChange={onQueryChange} />);
    act(() => void fireEvent.click(container.querySelector(`.${sc.addGroup}`)!));
    expect((onQueryChange.mock.calls.at(-1)![0] as RuleGroupType).rules[0]).toMatchObject({ combinator: 'and', rules: [] });
  });

  it(`${T} Props › showNotToggle, showCloneButtons, showLockButtons, showShiftActions: false`, () => {
    const { container } = render(<QueryBuilder fields={fields} defaultQuery={query} />);
    for (const cls of [sc.notToggle, sc.cloneRule, sc.lockRule, sc.shiftActions]) expect(container.querySelector(`.${cls}`)).toBeNull();
  });

  it(`${T} Props › enableDragAndDrop: false (data-dnd="disabled")`, () => {
    const { container } = render(<QueryBuilder fields={fields} defaultQuery={query} />);
    expect(container.querySelector(`.${sc.queryBuilder}`)!.getAttribute('data-dnd')).toBe('disabled');
  });
});
