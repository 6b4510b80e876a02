import { describe, expect, it } from 'vitest';
import { EditorSelection, EditorState, Transaction, type StateCommand } from '@codemirror/state';
import { javascript } from '@codemirror/lang-javascript';
import { history, indentLess, indentMore, insertNewlineAndIndent, redo, undo } from './editorCommands';

function editor(doc: string, cursor = doc.length) {
  let state = EditorState.create({ doc, selection: EditorSelection.cursor(cursor), extensions: [history(), javascript({ jsx: true, typescript: true })] });
  let time = 1_000;
  return {
    get text() {
      return state.doc.toString();
    },
    get cursor() {
      return state.selection.main.head;
    },
    /** Types text at the cursor, `gapMs` after the previous edit. */
    type(text: string, gapMs = 50) {
      time += gapMs;
      state = state.update(state.replaceSelection(text), {
        userEvent: 'input.type',
        annotations: Transaction.time.of(time),
      }).state;
    },
    select(from: number, to: number) {
      state = state.update({ selection: EditorSelection.range(from, to) }).state;
    },
    run(command: StateCommand) {
      return command({ state, dispatch: tr => (state = tr.state) });
    },
  };
}

describe('history', () => {
  it('undoes a burst of typing in one step and redoes it', () => {
    const e = editor('const a = 1;');
    e.type('\n');
    e.type('c');
    e.type('d');
    expect(e.text).toBe('const a = 1;\ncd');
    expect(e.run(undo)).toBe(true);
    expect(e.text).toBe('const a = 1;');
    expect(e.cursor).toBe(12);
    expect(e.run(redo)).toBe(true);
    expect(e.text).toBe('const a = 1;\ncd');
  });

  it('keeps edits apart after a pause', () => {
    const e = editor('');
    e.type('a');
    e.type('b', 2000);
    e.run(undo);
    expect(e.text).toBe('a');
    e.run(undo);
    expect(e.text).toBe('');
    expect(e.run(undo)).toBe(false);
  });

  it('forgets the redo steps after a new edit', () => {
    const e = editor('');
    e.type('a');
    e.run(undo);
    e.type('b', 2000);
    expect(e.run(redo)).toBe(false);
    expect(e.text).toBe('b');
  });
});

describe('indentation', () => {
  it('indents the new line inside a block and puts the closing brace on its own line', () => {
    const code = 'function App() {}';
    const e = editor(code, code.length - 1);
    e.run(insertNewlineAndIndent);
    expect(e.text).toBe('function App() {\n  \n}');
    expect(e.cursor).toBe('function App() {\n  '.length);
  });

  it('keeps the indentation of a statement inside a block', () => {
    const code = 'function App() {\n  const a = 1;';
    const e = editor(code);
    e.run(insertNewlineAndIndent);
    expect(e.text).toBe(`${code}\n  `);
  });

  it('indents and dedents selected lines', () => {
    const e = editor('a\nb');
    e.select(0, 3);
    e.run(indentMore);
    expect(e.text).toBe('  a\n  b');
    e.select(0, e.text.length);
    e.run(indentLess);
    expect(e.text).toBe('a\nb');
  });

  it('inserts one indent unit at a cursor', () => {
    const e = editor('x', 0);
    e.run(indentMore);
    expect(e.text).toBe('  x');
  });
});
