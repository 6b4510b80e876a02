// @vitest-environment happy-dom
import { act, cleanup, render } from '@testing-library/react';
import { getQuerySelectorById, QueryBuilder, queryBuilderStore, type RuleGroupType } from 'react-querybuilder';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { seedQueryStore } from './seedQueryStore';

afterEach(cleanup);

const query: RuleGroupType = {
  id: 'q',
  combinator: 'and',
  rules: [{ id: 'q-0', field: 'firstName', operator: '=', value: 'Steve' }],
};
const fields = [{ name: 'firstName', label: 'First name' }];

describe('seedQueryStore (DemoBuilder)', () => {
  it("puts the query in the library's store under the builder's id, with the library's own action", () => {
    seedQueryStore('seed-a', query);
    expect(getQuerySelectorById('seed-a')(queryBuilderStore.getState())).toBe(query);
  });

  it('leaves an entry a builder already holds alone', () => {
    const other: RuleGroupType = { id: 'o', combinator: 'or', rules: [] };
    seedQueryStore('seed-b', other);
    seedQueryStore('seed-b', query);
    expect(getQuerySelectorById('seed-b')(queryBuilderStore.getState())).toBe(other);
  });

  it('lets a controlled builder mount without writing the store again (no second render of its parts)', async () => {
    seedQueryStore('seed-c', query);
    const before = queryBuilderStore.getState();
    const onQueryChange = vi.fn();
    await act(async () => {
      render(<QueryBuilder qbId="seed-c" fields={fields} query={query} onQueryChange={onQueryChange} />);
    });
    // The mount's own report hands back the very object it was given, and the store's state is unchanged.
    expect(onQueryChange).toHaveBeenCalledWith(query);
    expect(queryBuilderStore.getState().queries).toBe(before.queries);
  });

  it('without the seed, the same mount writes the store (what the seed saves)', async () => {
    const before = queryBuilderStore.getState();
    await act(async () => {
      render(<QueryBuilder qbId="seed-d" fields={fields} query={query} onQueryChange={() => {}} />);
    });
    expect(queryBuilderStore.getState().queries).not.toBe(before.queries);
    expect(getQuerySelectorById('seed-d')(queryBuilderStore.getState())).toBe(query);
  });
});
