/**
 * Undo history and indentation commands for the sandbox's CodeMirror 6 editor.
 *
 * Why here: the site has @codemirror/state, view, language and autocomplete, but not
 * @codemirror/commands (the installed `codemirror` package is 6.65.7, which is CodeMirror 5
 * republished, not CodeMirror 6's meta package). Once @codemirror/commands is installed, its
 * `history()`, `historyKeymap`, `defaultKeymap` and `indentWithTab` replace this module.
 */
import { ChangeSet, EditorSelection, EditorState, StateEffect, StateField, Transaction, type Extension, type StateCommand } from '@codemirror/state';
import { getIndentation, getIndentUnit, IndentContext, indentString, indentUnit } from '@codemirror/language';

// ---------------------------------------------------------------------------------------------
// History

interface HistoryEntry {
  /** Changes that take the document back to how it was before the entry. */
  changes: ChangeSet;
  /** Selection to restore along with it. */
  selection: EditorSelection;
}

interface HistoryState {
  done: readonly HistoryEntry[];
  undone: readonly HistoryEntry[];
  /** When the last entry was added and by what kind of edit, to group a burst of typing. */
  lastTime: number;
  lastEvent: string;
}

const emptyHistory: HistoryState = { done: [], undone: [], lastTime: 0, lastEvent: '' };
const maxEntries = 200;
const groupWithinMs = 500;

const setHistory = StateEffect.define<HistoryState>();

const historyField = StateField.define<HistoryState>({
  create: () => emptyHistory,
  update(value, tr) {
    for (const effect of tr.effects) if (effect.is(setHistory)) return effect.value;
    if (!tr.docChanged || tr.annotation(Transaction.addToHistory) === false) return value;

    const entry: HistoryEntry = { changes: tr.changes.invert(tr.startState.doc), selection: tr.startState.selection };
    const time = tr.annotation(Transaction.time) ?? Date.now();
    const event = (tr.annotation(Transaction.userEvent) ?? 'edit').split('.')[0]!;
    const previous = value.done.at(-1);
    // Consecutive typing (or deleting) becomes one undo step.
    const grouped = previous && (event === 'input' || event === 'delete') && event === value.lastEvent && time - value.lastTime < groupWithinMs;
    const done = grouped
      ? [...value.done.slice(0, -1), { changes: entry.changes.compose(previous.changes), selection: previous.selection }]
      : [...value.done, entry].slice(-maxEntries);
    return { done, undone: [], lastTime: time, lastEvent: event };
  },
});

function step(from: 'done' | 'undone'): StateCommand {
  return ({ state, dispatch }) => {
    const history = state.field(historyField, false);
    const entry = history?.[from].at(-1);
    if (!history || !entry) return false;
    const opposite: HistoryEntry = { changes: entry.changes.invert(state.doc), selection: state.selection };
    const to = from === 'done' ? 'undone' : 'done';
    const next: HistoryState = {
      ...history,
      [from]: history[from].slice(0, -1),
      [to]: [...history[to], opposite],
      lastTime: 0,
      lastEvent: '',
    };
    dispatch(
      state.update({
        changes: entry.changes,
        selection: entry.selection,
        effects: setHistory.of(next),
        scrollIntoView: true,
        userEvent: from === 'done' ? 'undo' : 'redo',
      })
    );
    return true;
  };
}

export const undo = step('done');
export const redo = step('undone');
export const history = (): Extension => historyField;

// ---------------------------------------------------------------------------------------------
// Indentation

const openers: Record<string, string> = { '{': '}', '[': ']', '(': ')', '>': '<' };

/** Enter: a line break indented for the syntax at the cursor; between brackets, two of them. */
export const insertNewlineAndIndent: StateCommand = ({ state, dispatch }) => {
  const transaction = state.changeByRange(range => {
    const before = state.sliceDoc(range.from - 1, range.from);
    const after = state.sliceDoc(range.to, range.to + 1);
    const between = openers[before] !== undefined && after === openers[before];
    const context = new IndentContext(state, { simulateBreak: range.from, simulateDoubleBreak: between });
    const line = state.doc.lineAt(range.from);
    const fallback = /^[ \t]*/.exec(line.text)![0].length;
    const indent = getIndentation(context, range.from) ?? fallback;
    let insert = `\n${indentString(state, indent)}`;
    const cursor = range.from + insert.length;
    if (between) insert += `\n${indentString(state, Math.max(indent - getIndentUnit(state), 0))}`;
    return { changes: { from: range.from, to: range.to, insert }, range: EditorSelection.cursor(cursor) };
  });
  dispatch(state.update(transaction, { scrollIntoView: true, userEvent: 'input' }));
  return true;
};

function selectedLines(state: EditorState) {
  const lines = new Map<number, number>();
  for (const range of state.selection.ranges) {
    for (let pos = range.from; pos <= range.to; ) {
      const line = state.doc.lineAt(pos);
      lines.set(line.number, line.from);
      pos = line.to + 1;
    }
  }
  return [...lines.values()];
}

/** Tab: inserts one indent unit at a cursor, or indents every selected line. */
export const indentMore: StateCommand = ({ state, dispatch }) => {
  const unit = state.facet(indentUnit);
  if (state.selection.ranges.every(range => range.empty)) {
    dispatch(state.update(state.replaceSelection(unit), { scrollIntoView: true, userEvent: 'input' }));
    return true;
  }
  const changes = selectedLines(state).map(from => ({ from, insert: unit }));
  dispatch(state.update({ changes, userEvent: 'input.indent' }));
  return true;
};

/** Shift-Tab: removes up to one indent unit from the start of every selected line. */
export const indentLess: StateCommand = ({ state, dispatch }) => {
  const width = getIndentUnit(state);
  const changes = selectedLines(state).flatMap(from => {
    const leading = /^ */.exec(state.sliceDoc(from, from + width))![0].length;
    const tab = state.sliceDoc(from, from + 1) === '\t' ? 1 : 0;
    const remove = leading || tab;
    return remove ? [{ from, to: from + remove }] : [];
  });
  if (changes.length) dispatch(state.update({ changes, userEvent: 'delete.dedent' }));
  return true;
};
