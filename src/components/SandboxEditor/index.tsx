import { useEffect, useLayoutEffect, useRef } from 'react';
import { Compartment, EditorState, Prec, type Extension } from '@codemirror/state';
import { tags } from '@lezer/highlight';
import {
  EditorView,
  drawSelection,
  dropCursor,
  highlightActiveLine,
  highlightActiveLineGutter,
  highlightSpecialChars,
  keymap,
  lineNumbers,
} from '@codemirror/view';
import {
  bracketMatching,
  defaultHighlightStyle,
  foldGutter,
  foldKeymap,
  HighlightStyle,
  indentOnInput,
  syntaxHighlighting,
} from '@codemirror/language';
import { closeBrackets, closeBracketsKeymap } from '@codemirror/autocomplete';
import { javascript } from '@codemirror/lang-javascript';
import { oneDark } from '@codemirror/theme-one-dark';
import type { ColorMode } from '@site/src/sandbox/frameProtocol';
import { history, indentLess, indentMore, insertNewlineAndIndent, redo, undo } from '@site/src/sandbox/editorCommands';
import styles from './styles.module.css';

export interface SandboxEditorProps {
  /** The text the editor starts with; remount (change `key`) to load other text. */
  initialCode: string;
  onChange: (code: string) => void;
  colorMode: ColorMode;
  /** Where to put the cursor and scroll to, e.g. a syntax error (1-based). */
  focusAt?: { line: number; column: number; request: number };
  ariaLabel: string;
  /** Focus the editor once it is created (the reader pressed or tabbed to the static view it replaces). */
  autoFocus?: boolean;
}

const lightTheme = [EditorView.theme({}, { dark: false }), syntaxHighlighting(defaultHighlightStyle)];
// One Dark's comment grey is 3.9:1 on its background; this one is 5.9:1 (WCAG AA). The line
// numbers get the same colour from styles.module.css (a theme rule here did not outrank One Dark's).
const darkTheme = [
  oneDark,
  Prec.high(syntaxHighlighting(HighlightStyle.define([{ tag: tags.comment, color: '#a0a8b7' }]))),
];
const themeFor = (colorMode: ColorMode): Extension => (colorMode === 'dark' ? darkTheme : lightTheme);

/** The editing basics (what codemirror's basicSetup would give, from the installed packages). */
const editingSetup: Extension = [
  lineNumbers(),
  highlightActiveLineGutter(),
  highlightSpecialChars(),
  history(),
  foldGutter(),
  drawSelection(),
  dropCursor(),
  indentOnInput(),
  bracketMatching(),
  closeBrackets(),
  highlightActiveLine(),
  keymap.of([
    ...closeBracketsKeymap,
    ...foldKeymap,
    { key: 'Enter', run: insertNewlineAndIndent },
    // Tab indents; Escape then Tab leaves the editor (CodeMirror's built-in tab-focus escape).
    { key: 'Tab', run: indentMore, shift: indentLess },
    { key: 'Mod-z', run: undo, preventDefault: true },
    { key: 'Mod-Shift-z', run: redo, preventDefault: true },
    { key: 'Mod-y', run: redo, preventDefault: true },
  ]),
];

/**
 * CodeMirror 6 with TSX highlighting, bracket matching, auto-indent and undo history, themed
 * after the site's colour mode. Loaded lazily by the sandbox page (./load.ts), so no other page carries it.
 */
export default function SandboxEditor({ initialCode, onChange, colorMode, focusAt, ariaLabel, autoFocus }: SandboxEditorProps) {
  const hostRef = useRef<HTMLDivElement>(null);
  const viewRef = useRef<EditorView | null>(null);
  const themeCompartment = useRef(new Compartment());
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;

  // Created in the commit that mounts it, so an editor swapped in during an input event takes the
  // event's follow-ups (the mousedown after a pointerdown, the keys after a focus).
  useLayoutEffect(() => {
    const view = new EditorView({
      parent: hostRef.current!,
      state: EditorState.create({
        doc: initialCode,
        extensions: [
          editingSetup,
          javascript({ jsx: true, typescript: true }),
          themeCompartment.current.of(themeFor(colorMode)),
          // An explicit tab stop: axe counts the scroller's content as focusable only with it.
          EditorView.contentAttributes.of({ 'aria-label': ariaLabel, tabindex: '0' }),
          EditorView.updateListener.of(update => {
            if (update.docChanged) onChangeRef.current(update.state.doc.toString());
          }),
        ],
      }),
    });
    viewRef.current = view;
    return () => {
      view.destroy();
      viewRef.current = null;
    };
    // The editor owns its text after mount; colour mode is switched below without a remount.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Also when the request comes after the mount: a pointer that entered the static view asked for
  // the editor, and the press that followed asked for the focus before the editor's chunk was in.
  useLayoutEffect(() => {
    if (autoFocus) viewRef.current?.focus();
  }, [autoFocus]);

  useEffect(() => {
    viewRef.current?.dispatch({ effects: themeCompartment.current.reconfigure(themeFor(colorMode)) });
  }, [colorMode]);

  useEffect(() => {
    const view = viewRef.current;
    if (!view || !focusAt) return;
    const line = view.state.doc.line(Math.min(Math.max(focusAt.line, 1), view.state.doc.lines));
    const position = Math.min(line.from + Math.max(focusAt.column - 1, 0), line.to);
    view.dispatch({ selection: { anchor: position }, scrollIntoView: true });
    view.focus();
  }, [focusAt]);

  return <div ref={hostRef} className={styles.editor} data-testid="sandbox-editor" />;
}
