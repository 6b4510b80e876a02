// @vitest-environment happy-dom
// Claims of docs/tips/external-controls.mdx, run against react-querybuilder 8.24.1.
import { act, fireEvent, render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { add, getDispatchQueryById, QueryBuilder, QueryBuilderStateProvider, standardClassnames as sc, useQueryBuilderQuery } from 'react-querybuilder';
import type { RuleGroupType, RuleGroupTypeAny, RuleType, ValueEditorProps } from 'react-querybuilder';
import { inputValues } from './support';

const fields = [
  { name: 'firstName', label: 'First name' },
  { name: 'age', label: 'Age', inputType: 'number' },
];
const oneRule: RuleGroupType = { combinator: 'and', rules: [{ field: 'firstName', operator: '=', value: 'Steve' }] };
const P = 'tips/external-controls ›';
const values = inputValues;

describe('tips/external-controls', () => {
  it(`${P} The recipe: add appends to the root group (path []) and gives the rule an id`, () => {
    const q = add(oneRule, { field: 'age', operator: '>=', value: 18 }, []);
    expect(q.rules).toHaveLength(2);
    expect((q.rules[1] as RuleType).id).toEqual(expect.any(String));
  });

  it(`${P} The recipe: a controlled query builder renders whatever query holds (reset and clear)`, () => {
    const { container, rerender } = render(<QueryBuilder fields={fields} query={oneRule} onQueryChange={() => {}} />);
    expect(values(container)).toEqual(['Steve']);
    rerender(<QueryBuilder fields={fields} query={{ combinator: 'and', rules: [] }} onQueryChange={() => {}} />);
    expect(values(container)).toEqual([]);
  });

  it(`${P} Reach an uncontrolled query builder: useQueryBuilderQuery({ schema: { qbId } }) reads its query and re-renders on change`, () => {
    const counts: number[] = [];
    const Toolbar = () => {
      const q = useQueryBuilderQuery({ schema: { qbId: 'ext-1' } } as never);
      if (q) counts.push(q.rules.length);
      return null;
    };
    const { container } = render(
      <QueryBuilderStateProvider>
        <Toolbar />
        <QueryBuilder qbId="ext-1" fields={fields} defaultQuery={oneRule} />
      </QueryBuilderStateProvider>
    );
    expect(counts.at(-1)).toBe(1);
    act(() => void fireEvent.click(container.querySelector(`.${sc.addRule}`)!));
    expect(counts.at(-1)).toBe(2);
  });

  it(`${P} Reach an uncontrolled query builder: getDispatchQueryById replaces the query and calls onQueryChange`, () => {
    const onQueryChange = vi.fn();
    const { container } = render(<QueryBuilder qbId="ext-2" fields={fields} defaultQuery={oneRule} onQueryChange={onQueryChange} />);
    onQueryChange.mockClear();
    act(() => getDispatchQueryById('ext-2')!(add(oneRule, { field: 'age', operator: '>', value: 30 }, [])));
    expect(values(container)).toEqual(['Steve', '30']);
    expect(onQueryChange.mock.calls.at(-1)![0].rules).toHaveLength(2);
  });

  it(`${P} Reach an uncontrolled query builder: outside the query builder without QueryBuilderStateProvider, useQueryBuilderQuery throws`, () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const Outside = () => (useQueryBuilderQuery({ schema: { qbId: 'x' } } as never), null);
    expect(() => render(<Outside />)).toThrow();
  });

  it(`${P} Reach an uncontrolled query builder: inside, useQueryBuilderQuery() reads its own query builder's query`, () => {
    let inner: RuleGroupTypeAny | undefined;
    const Editor = (_p: ValueEditorProps) => ((inner = useQueryBuilderQuery()), null);
    render(<QueryBuilder fields={fields} defaultQuery={oneRule} controlElements={{ valueEditor: Editor }} />);
    expect((inner!.rules[0] as RuleType).value).toBe('Steve');
  });

  it(`${P} Pitfalls: changing defaultQuery after mount does nothing`, () => {
    const { container, rerender } = render(<QueryBuilder fields={fields} defaultQuery={oneRule} />);
    rerender(<QueryBuilder fields={fields} defaultQuery={{ combinator: 'and', rules: [] }} />);
    expect(values(container)).toEqual(['Steve']);
  });

  it(`${P} Pitfalls: a second builder with the same qbId gets a generated id, logs an error, and leaves no dispatcher for the id`, async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const ids: string[] = [];
    const Grab = (p: { schema: { qbId: string } }) => (ids.push(p.schema.qbId), null);
    render(<QueryBuilder qbId="ext-dup" defaultQuery={oneRule} controlElements={{ addRuleAction: Grab as never }} />);
    expect(typeof getDispatchQueryById('ext-dup')).toBe('function');
    render(<QueryBuilder qbId="ext-dup" defaultQuery={oneRule} controlElements={{ addRuleAction: Grab as never }} />);
    expect([...new Set(ids)]).toEqual(['ext-dup', expect.stringMatching(/^[0-9a-f-]{36}$/)]);
    expect(getDispatchQueryById('ext-dup')).toBeUndefined();
    await new Promise(r => setTimeout(r, 10));
    expect(error).toHaveBeenCalledWith(expect.stringContaining('already in use'));
  });
});
