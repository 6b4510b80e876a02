// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { QueryBuilder, QueryBuilderStateProvider, type Field, type RuleGroupType, type UndoRedoActionsProps } from 'react-querybuilder';
import { QueryBuilderHistory, useQueryBuilderHistory, type UseQueryBuilderHistory } from 'react-querybuilder/history';

const fields: Field[] = [
  { name: 'firstName', label: 'First name' },
  { name: 'age', label: 'Age', inputType: 'number' },
];
const oneRule = (): RuleGroupType => ({ combinator: 'and', rules: [{ field: 'firstName', operator: '=', value: '' }] });

let latest: UseQueryBuilderHistory;
const Probe = ({ qbId, options }: { qbId: string; options?: { maxHistory?: number; coalesceMs?: number } }) => {
  latest = useQueryBuilderHistory(qbId, options);
  return null;
};

/** A query builder and, beside it without a provider, a probe that reads its history by qbId. */
const renderWithHistory = (qbId: string, props: { defaultQuery?: RuleGroupType; onQueryChange?: (query: RuleGroupType) => void } = {}, options?: { maxHistory?: number; coalesceMs?: number }) =>
  render(
    <>
      <Probe qbId={qbId} options={options} />
      <QueryBuilder qbId={qbId} fields={fields} {...props} />
    </>
  );

const typeInto = (input: HTMLElement, text: string) => {
  for (let i = 1; i <= text.length; i++) fireEvent.change(input, { target: { value: text.slice(0, i) } });
};

describe('tips/undo-redo', () => {
  it('tips/undo-redo › The recipe: a toolbar outside the query builder undoes by qbId', () => {
    const onQueryChange = vi.fn();
    render(
      <QueryBuilderStateProvider>
        <Probe qbId="people" />
        <QueryBuilder qbId="people" fields={fields} onQueryChange={onQueryChange} />
      </QueryBuilderStateProvider>
    );
    fireEvent.click(screen.getByTestId('add-rule'));
    expect(latest.canUndo).toBe(true);
    act(() => latest.undo());
    expect(screen.queryAllByTestId('rule')).toHaveLength(0);
    expect(latest.canRedo).toBe(true);
    expect((onQueryChange.mock.calls.at(-1)![0] as RuleGroupType).rules).toEqual([]);
  });

  it('tips/undo-redo › The recipe: useQueryBuilderHistory also works without QueryBuilderStateProvider', () => {
    renderWithHistory('bare');
    fireEvent.click(screen.getByTestId('add-rule'));
    expect(latest.past).toHaveLength(1);
  });

  it('tips/undo-redo › The recipe: QueryBuilder generates a qbId when you leave it out', () => {
    const ids: string[] = [];
    const Spy = ({ schema }: UndoRedoActionsProps) => {
      ids.push(schema.qbId);
      return null;
    };
    render(<QueryBuilder fields={fields} showUndoRedo controlElements={{ undoRedoActions: Spy }} />);
    expect(ids.at(-1)).toMatch(/\S/);
  });

  it('tips/undo-redo › Options: keystrokes in one value within coalesceMs (default 500) form one step', () => {
    renderWithHistory('coalesce', { defaultQuery: oneRule() });
    typeInto(screen.getByTestId('value-editor'), 'Ada');
    expect(latest.past).toHaveLength(1);
    act(() => latest.undo());
    expect((screen.getByTestId('value-editor') as HTMLInputElement).value).toBe('');
  });

  it('tips/undo-redo › Options: coalesceMs: 0 records every keystroke', () => {
    renderWithHistory('every', { defaultQuery: oneRule() }, { coalesceMs: 0 });
    typeInto(screen.getByTestId('value-editor'), 'Ada');
    expect(latest.past).toHaveLength(3);
  });

  it('tips/undo-redo › Options: maxHistory caps the undo steps, dropping the oldest', () => {
    renderWithHistory('capped', {}, { maxHistory: 2 });
    for (let i = 0; i < 4; i++) fireEvent.click(screen.getByTestId('add-rule'));
    expect(latest.past.map(q => q.rules.length)).toEqual([2, 3]);
  });

  it('tips/undo-redo › Options: QueryBuilderHistory passes maxHistory to its query builders', () => {
    render(
      <QueryBuilderHistory maxHistory={1}>
        <QueryBuilder qbId="provider" fields={fields} />
        <Probe qbId="provider" />
      </QueryBuilderHistory>
    );
    for (let i = 0; i < 3; i++) fireEvent.click(screen.getByTestId('add-rule'));
    expect(latest.past).toHaveLength(1);
  });

  it('tips/undo-redo › Pitfalls: a new change after an undo discards the redo steps', () => {
    renderWithHistory('branch');
    fireEvent.click(screen.getByTestId('add-rule'));
    fireEvent.click(screen.getByTestId('add-rule'));
    act(() => latest.undo());
    expect(latest.future).toHaveLength(1);
    fireEvent.click(screen.getByTestId('add-group'));
    expect(latest.future).toHaveLength(0);
    expect(latest.canRedo).toBe(false);
  });

  it('tips/undo-redo › Pitfalls: clear() empties the history and keeps the query', () => {
    renderWithHistory('clear');
    fireEvent.click(screen.getByTestId('add-rule'));
    act(() => latest.clear());
    expect([latest.canUndo, latest.past.length]).toEqual([false, 0]);
    expect(screen.queryAllByTestId('rule')).toHaveLength(1);
  });

  it('tips/undo-redo › Pitfalls: undo with nothing to undo changes nothing', () => {
    const onQueryChange = vi.fn();
    renderWithHistory('noop', { defaultQuery: oneRule(), onQueryChange });
    const calls = onQueryChange.mock.calls.length;
    act(() => latest.undo());
    expect(onQueryChange.mock.calls.length).toBe(calls);
    expect(screen.queryAllByTestId('rule')).toHaveLength(1);
  });
});
