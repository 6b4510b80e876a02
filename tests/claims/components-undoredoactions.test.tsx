// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import {
  ActionElement,
  defaultControlElements,
  QueryBuilder,
  type ActionProps,
  type Field,
  type RuleGroupType,
  type UndoRedoActionsProps,
} from 'react-querybuilder';
import { QueryBuilderHistory, UndoRedoActions, useQueryBuilderHistory } from 'react-querybuilder/history';
import { propsRecorder, propsSection } from './props-table.shared';

const fields: Field[] = [
  { name: 'firstName', label: 'First name' },
  { name: 'age', label: 'Age', inputType: 'number' },
];
const query: RuleGroupType = {
  combinator: 'and',
  rules: [{ combinator: 'or', rules: [{ field: 'age', operator: '>', value: 18 }] }],
};

describe('components/undoredoactions', () => {
  it('components/undoredoactions › intro: inside QueryBuilderHistory, the root header shows ↶ and ↷, titled Undo and Redo, disabled at first', () => {
    render(
      <QueryBuilderHistory>
        <QueryBuilder fields={fields} />
      </QueryBuilderHistory>
    );
    const undo = screen.getByTestId('undo-action');
    const redo = screen.getByTestId('redo-action');
    expect([undo.textContent, undo.title, redo.textContent, redo.title]).toEqual(['↶', 'Undo', '↷', 'Redo']);
    expect([(undo as HTMLButtonElement).disabled, (redo as HTMLButtonElement).disabled]).toEqual([true, true]);
    expect(screen.getByTestId('undo-redo-actions').parentElement?.className).toBe('ruleGroup-header');
  });

  it('components/undoredoactions › intro: only the outermost group gets the buttons', () => {
    render(
      <QueryBuilderHistory>
        <QueryBuilder fields={fields} defaultQuery={query} />
      </QueryBuilderHistory>
    );
    expect(screen.getAllByTestId('rule-group')).toHaveLength(2);
    expect(screen.getAllByTestId('undo-redo-actions')).toHaveLength(1);
  });

  it('components/undoredoactions › intro: undo reverts the last change and redo reapplies it', () => {
    render(
      <QueryBuilderHistory>
        <QueryBuilder fields={fields} />
      </QueryBuilderHistory>
    );
    fireEvent.click(screen.getByTestId('add-rule'));
    expect(screen.queryAllByTestId('rule')).toHaveLength(1);
    fireEvent.click(screen.getByTestId('undo-action'));
    expect(screen.queryAllByTestId('rule')).toHaveLength(0);
    expect((screen.getByTestId('redo-action') as HTMLButtonElement).disabled).toBe(false);
    fireEvent.click(screen.getByTestId('redo-action'));
    expect(screen.queryAllByTestId('rule')).toHaveLength(1);
  });

  it('components/undoredoactions › Showing it: showUndoRedo without QueryBuilderHistory renders nothing and logs an error', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(<QueryBuilder fields={fields} showUndoRedo />);
    expect(screen.queryByTestId('undo-redo-actions')).toBeNull();
    expect(error.mock.calls.some(call => String(call[0]).includes('showUndoRedo'))).toBe(true);
    error.mockRestore();
  });

  it('components/undoredoactions › Showing it: showUndoRedo={false} inside QueryBuilderHistory hides the buttons', () => {
    render(
      <QueryBuilderHistory>
        <QueryBuilder fields={fields} showUndoRedo={false} />
      </QueryBuilderHistory>
    );
    expect(screen.queryByTestId('undo-redo-actions')).toBeNull();
  });

  it('components/undoredoactions › Props: translations.undo and translations.redo set the labels and titles', () => {
    render(
      <QueryBuilderHistory>
        <QueryBuilder
          fields={fields}
          translations={{ undo: { label: 'Undo', title: 'Undo last change' }, redo: { label: 'Redo', title: 'Redo change' } }}
        />
      </QueryBuilderHistory>
    );
    const undo = screen.getByTestId('undo-action');
    const redo = screen.getByTestId('redo-action');
    expect([undo.textContent, undo.title, redo.textContent, redo.title]).toEqual(['Undo', 'Undo last change', 'Redo', 'Redo change']);
  });

  it('components/undoredoactions › Props: controlClassnames undoRedoActions, undoAction and redoAction are added to the standard classes', () => {
    render(
      <QueryBuilderHistory>
        <QueryBuilder
          fields={fields}
          controlClassnames={{ undoRedoActions: 'toolbar', undoAction: 'btn-undo', redoAction: 'btn-redo' }}
        />
      </QueryBuilderHistory>
    );
    expect(screen.getByTestId('undo-redo-actions').className).toBe('undoRedoActions toolbar');
    expect(screen.getByTestId('undo-action').className).toBe('undoRedoActions-undo btn-undo');
    expect(screen.getByTestId('redo-action').className).toBe('undoRedoActions-redo btn-redo');
  });

  it('components/undoredoactions › Props: the buttons are rendered with the actionElement control element', () => {
    const Action = (props: ActionProps) => <ActionElement {...props} label={`[${String(props.label)}]`} />;
    render(
      <QueryBuilderHistory>
        <QueryBuilder fields={fields} controlElements={{ actionElement: Action }} />
      </QueryBuilderHistory>
    );
    expect(screen.getByTestId('undo-action').textContent).toBe('[↶]');
  });

  it('components/undoredoactions › Customising it: a custom undoRedoActions that calls useQueryBuilderHistory works without QueryBuilderHistory', () => {
    const TextUndoRedo = ({ schema, className }: UndoRedoActionsProps) => {
      const { undo, redo, canUndo, canRedo, past } = useQueryBuilderHistory(schema.qbId);
      return (
        <span className={className}>
          <button type="button" onClick={undo} disabled={!canUndo}>
            Undo ({past.length})
          </button>
          <button type="button" onClick={redo} disabled={!canRedo}>
            Redo
          </button>
        </span>
      );
    };
    render(<QueryBuilder fields={fields} showUndoRedo controlElements={{ undoRedoActions: TextUndoRedo }} />);
    const toolbar = document.querySelector('.undoRedoActions') as HTMLElement;
    expect(within(toolbar).getByText('Undo (0)')).toBeTruthy();
    fireEvent.click(screen.getByTestId('add-rule'));
    expect(within(toolbar).getByText('Undo (1)')).toBeTruthy();
    fireEvent.click(within(toolbar).getByText('Undo (1)'));
    expect(screen.queryAllByTestId('rule')).toHaveLength(0);
  });

  it('components/undoredoactions › Showing it: the main entry point\'s undoRedoActions control element defaults to null', () => {
    expect(defaultControlElements.undoRedoActions).toBeNull();
  });

  it('components/undoredoactions › Props: path is the root and level is 0', () => {
    const seen: [unknown, unknown][] = [];
    const Probe = (props: UndoRedoActionsProps) => {
      seen.push([props.path, props.level]);
      return <UndoRedoActions {...props} />;
    };
    render(
      <QueryBuilderHistory>
        <QueryBuilder fields={fields} defaultQuery={query} controlElements={{ undoRedoActions: Probe }} />
      </QueryBuilderHistory>
    );
    expect(seen.at(-1)).toEqual([[], 0]);
  });

  it('components/undoredoactions › Customising it: after adding two rules the custom button counts two steps', () => {
    const Counter = ({ schema }: UndoRedoActionsProps) => {
      const { past } = useQueryBuilderHistory(schema.qbId);
      return <span data-testid="count">{past.length}</span>;
    };
    render(<QueryBuilder fields={fields} showUndoRedo controlElements={{ undoRedoActions: Counter }} />);
    fireEvent.click(screen.getByTestId('add-rule'));
    fireEvent.click(screen.getByTestId('add-rule'));
    expect(screen.getByTestId('count').textContent).toBe('2');
  });

  it('components/undoredoactions › Customising it: UndoRedoActions is exported from react-querybuilder/history', () => {
    expect(typeof UndoRedoActions).toBe('function');
  });
});

describe('components/undoredoactions (props table)', () => {
  it('components/undoredoactions › Props: the table lists every prop in controlPropKeys.undoRedoActions, and the query builder passes all but title', async () => {
    const { controlPropKeys } = await import('react-querybuilder');
    const props = propsSection('components/undoredoactions', '## Customising it');
    const names = [...props.matchAll(/^\| `(\w+)` \|/gm)].map(m => m[1]);
    expect([...names].sort()).toEqual([...controlPropKeys.undoRedoActions].sort());
    const { Spy, lastKeys } = propsRecorder<UndoRedoActionsProps>();
    render(
      <QueryBuilderHistory>
        <QueryBuilder fields={fields} controlElements={{ undoRedoActions: Spy }} />
      </QueryBuilderHistory>
    );
    expect(controlPropKeys.undoRedoActions.filter(k => !lastKeys().includes(k))).toEqual(['title']);
  });
});
