// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import {
  QueryBuilder,
  QueryBuilderStateProvider,
  QueryManager,
  QueryManagerError,
  useQueryBuilder,
  useQueryBuilderSchema,
  useQueryBuilderSetup,
  useQueryManager,
  type Field,
  type RuleGroupType,
  type RuleType,
} from 'react-querybuilder';
import { createRequire } from 'node:module';

// @react-querybuilder/core is installed inside react-querybuilder (not at the top level here).
const requireFromRqb = createRequire(require.resolve('react-querybuilder'));
const core = requireFromRqb('@react-querybuilder/core') as { QueryManager: unknown };

const fields: Field[] = [
  { name: 'firstName', label: 'First name' },
  { name: 'age', label: 'Age', inputType: 'number' },
];
const counter = () => {
  let n = 0;
  return () => `id${++n}`;
};

describe('utils/query-management', () => {
  it('utils/query-management › intro: QueryManager is also exported by @react-querybuilder/core', () => {
    expect(typeof core.QueryManager).toBe('function');
    expect((core.QueryManager as { name: string }).name).toBe('QueryManager');
  });

  it('utils/query-management › Signature: with no query the manager starts with an empty group, and every rule and group gets an id', () => {
    const empty = new QueryManager(undefined, { idGenerator: counter() });
    expect(empty.getQuery()).toEqual({ id: 'id1', combinator: 'and', not: false, rules: [] });
    const given = new QueryManager<RuleGroupType>({ combinator: 'or', rules: [{ field: 'age', operator: '>', value: 1 }] }, { idGenerator: counter() });
    expect(given.getQuery().id).toBeTruthy();
    expect((given.getQuery().rules[0] as RuleType).id).toBeTruthy();
  });

  it('utils/query-management › Changing the query: createRule uses the first field and its default operator without adding the rule', () => {
    const manager = new QueryManager(undefined, { fields, idGenerator: counter() });
    const rule = manager.createRule();
    expect(rule).toMatchObject({ field: 'firstName', operator: '=', value: '' });
    expect(manager.getQuery().rules).toHaveLength(0);
  });

  it('utils/query-management › Changing the query: methods chain, and targets are paths or ids', () => {
    const manager = new QueryManager(undefined, { fields, idGenerator: counter() });
    const returned = manager.add(manager.createRule()).update({ field: 'age', operator: '>=', value: 18 }, [0]);
    expect(returned).toBe(manager);
    const id = (manager.getQuery().rules[0] as RuleType).id!;
    manager.update('value', 21, id);
    expect(manager.getQuery().rules[0]).toMatchObject({ field: 'age', operator: '>=', value: 21 });
  });

  it('utils/query-management › Changing the query: changing a rule\'s field resets its operator and value', () => {
    const manager = new QueryManager({ combinator: 'and', rules: [{ field: 'age', operator: '>', value: 30 }] }, { fields });
    manager.update('field', 'firstName', [0]);
    expect(manager.getQuery().rules[0]).toMatchObject({ field: 'firstName', operator: '=', value: '' });
  });

  it('utils/query-management › Changing the query: getQuery is a new, frozen object after each change; freeze: false turns freezing off', () => {
    const manager = new QueryManager(undefined, { fields });
    const before = manager.getQuery();
    manager.add(manager.createRule());
    expect(manager.getQuery()).not.toBe(before);
    expect(Object.isFrozen(manager.getQuery())).toBe(true);
    const unfrozen = new QueryManager(undefined, { fields, freeze: false });
    expect(Object.isFrozen(unfrozen.getQuery())).toBe(false);
  });

  it('utils/query-management › Output: format runs formatQuery on the current query', () => {
    const manager = new QueryManager({ combinator: 'and', rules: [{ field: 'lastName', operator: 'beginsWith', value: 'Ba' }] });
    expect(manager.format('sql')).toBe("(lastName like 'Ba%')");
  });

  it('utils/query-management › When a change can\'t be made: aborts are silent by default and throw QueryManagerError with a code under strict', () => {
    const onInvalidTarget = vi.fn();
    const manager = new QueryManager({ combinator: 'and', rules: [] }, { onInvalidTarget });
    const before = manager.getQuery();
    manager.remove([5]);
    expect(manager.getQuery()).toBe(before);
    expect(() => manager.remove([5], { strict: true })).toThrow(QueryManagerError);
    try {
      manager.remove([5], { strict: true });
    } catch (error) {
      expect((error as QueryManagerError).code).toBe('target-not-found');
    }
    expect(onInvalidTarget).toHaveBeenCalledTimes(3);
  });

  it('utils/query-management › When a change can\'t be made: a disabled target aborts the change', () => {
    const manager = new QueryManager({ combinator: 'and', rules: [{ field: 'age', operator: '=', value: 1, disabled: true }] }, { fields });
    manager.update('value', 2, [0]);
    expect((manager.getQuery().rules[0] as RuleType).value).toBe(1);
  });

  it('utils/query-management › When a change can\'t be made: adding a group deeper than maxLevels aborts the change', () => {
    const manager = new QueryManager(undefined, { fields, maxLevels: 1 });
    manager.add(manager.createRuleGroup());
    expect(manager.getQuery().rules).toHaveLength(1);
    manager.add(manager.createRuleGroup(), [0]);
    expect((manager.getQuery().rules[0] as RuleGroupType).rules).toHaveLength(0);
    try {
      manager.add(manager.createRuleGroup(), [0], { strict: true });
    } catch (error) {
      expect((error as QueryManagerError).code).toBe('max-levels-exceeded');
    }
    expect.assertions(3);
  });

  it('utils/query-management › Subscriptions and batches: a batch notifies once and is one undo step', () => {
    const manager = new QueryManager(undefined, { fields, history: true });
    const listener = vi.fn();
    const unsubscribe = manager.subscribe(listener);
    manager.batch(() => {
      manager.add(manager.createRule());
      manager.add(manager.createRule());
    });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(listener).toHaveBeenCalledWith({ query: true, config: false });
    expect(manager.getHistory().past).toHaveLength(1);
    unsubscribe();
    manager.add(manager.createRule());
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('utils/query-management › Subscriptions and batches: a change that does nothing does not notify', () => {
    const manager = new QueryManager(undefined, { fields });
    const listener = vi.fn();
    manager.subscribe(listener);
    manager.remove([3]);
    expect(listener).not.toHaveBeenCalled();
  });

  it('utils/query-management › Subscriptions and batches: a batch that throws restores the query', () => {
    const manager = new QueryManager(undefined, { fields, history: true });
    const before = manager.getQuery();
    expect(() =>
      manager.batch(() => {
        manager.add(manager.createRule());
        throw new Error('stop');
      })
    ).toThrow('stop');
    expect(manager.getQuery()).toBe(before);
    expect(manager.getHistory().past).toHaveLength(0);
  });

  it('utils/query-management › Undo history: history defaults to false, so undo does nothing', () => {
    const manager = new QueryManager(undefined, { fields });
    manager.add(manager.createRule());
    expect(manager.canUndo()).toBe(false);
    manager.undo();
    expect(manager.getQuery().rules).toHaveLength(1);
  });

  it('utils/query-management › Undo history: history: true records changes, and undo and redo restore them', () => {
    const manager = new QueryManager(undefined, { fields, history: true });
    manager.add(manager.createRule());
    manager.undo();
    expect(manager.getQuery().rules).toHaveLength(0);
    expect(manager.canRedo()).toBe(true);
    manager.redo();
    expect(manager.getQuery().rules).toHaveLength(1);
  });

  it('utils/query-management › Undo history: reconfigure({ history: false }) empties both stacks', () => {
    const manager = new QueryManager(undefined, { fields, history: true });
    manager.add(manager.createRule());
    manager.reconfigure({ history: false });
    expect(manager.getHistory()).toEqual({ past: [], future: [] });
  });

  it('utils/query-management › Changing the options: reconfigure keeps the query and does not rewrite rules whose field is gone', () => {
    const manager = new QueryManager({ combinator: 'and', rules: [{ field: 'age', operator: '>', value: 3 }] }, { fields });
    const before = manager.getQuery();
    manager.reconfigure({ fields: [{ name: 'firstName', label: 'First name' }] });
    expect(manager.getQuery()).toBe(before);
    expect((manager.getFields() as { name: string }[]).map(f => f.name)).toEqual(['firstName']);
  });

  it('utils/query-management › Changing the options: clone has the same query and no history', () => {
    const manager = new QueryManager(undefined, { fields, history: true });
    manager.add(manager.createRule());
    const copy = manager.clone();
    expect(copy.getQuery()).toEqual(manager.getQuery());
    expect(copy.canUndo()).toBe(false);
    copy.add(copy.createRule());
    expect(manager.getQuery().rules).toHaveLength(1);
  });

  it('utils/query-management › useQueryManager: returns [query, manager] and re-renders on changes', () => {
    let api: QueryManager<RuleGroupType> | undefined;
    const Editor = () => {
      const [query, manager] = useQueryManager<RuleGroupType>(undefined, { fields });
      api = manager;
      return <span data-testid="count">{query.rules.length}</span>;
    };
    render(<Editor />);
    act(() => {
      api!.add(api!.createRule());
    });
    expect(screen.getByTestId('count').textContent).toBe('1');
  });

  it('utils/query-management › useQueryManager: useQueryBuilder, useQueryBuilderSetup and useQueryBuilderSchema throw outside QueryBuilderStateProvider', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const UsesBuilder = () => {
      useQueryBuilder({ fields });
      return null;
    };
    const UsesSchema = () => {
      const setup = useQueryBuilderSetup({ fields });
      useQueryBuilderSchema({ fields }, setup);
      return null;
    };
    const UsesSetup = () => {
      useQueryBuilderSetup({ fields });
      return null;
    };
    expect(() => render(<UsesBuilder />)).toThrow();
    expect(() => render(<UsesSetup />)).toThrow();
    expect(() => render(<UsesSchema />)).toThrow();
    cleanup();
    expect(() =>
      render(
        <QueryBuilderStateProvider>
          <UsesBuilder />
        </QueryBuilderStateProvider>
      )
    ).not.toThrow();
    error.mockRestore();
  });

  it('utils/query-management › useQueryManager: a QueryManager does not share state with a QueryBuilder', () => {
    let api: QueryManager<RuleGroupType> | undefined;
    const Editor = () => {
      const [, manager] = useQueryManager<RuleGroupType>(undefined, { fields });
      api = manager;
      return null;
    };
    render(
      <>
        <Editor />
        <QueryBuilder fields={fields} />
      </>
    );
    act(() => {
      api!.add(api!.createRule());
    });
    expect(screen.queryAllByTestId('rule')).toHaveLength(0);
  });
});
