import { useMemo } from 'react';
import { highlightLines, linesToHtml, type TokenKind } from '@site/src/sandbox/staticHighlight';
import styles from './styles.module.css';

export interface StaticCodeProps {
  code: string;
  ariaLabel: string;
  /** The reader reaches for the editor: points at it (`focus` false), or presses or focuses it. */
  onWantEditor: (focus: boolean) => void;
}

/**
 * The code as the editor will show it (line numbers, colours, CodeMirror's frame and class names),
 * without CodeMirror: the page shows this while it loads, and swaps in the editor when the reader
 * points at, touches or tabs to it. Creating CodeMirror (the TSX parse and the editor's first
 * measure) is one long task, which the page then does not spend while it starts.
 */
export default function StaticCode({ code, ariaLabel, onWantEditor }: StaticCodeProps) {
  // Lines and numbers go in as HTML (see linesToHtml): React would create their few hundred nodes one by one.
  const html = useMemo(() => {
    const lines = highlightLines(code);
    return {
      content: { __html: linesToHtml(lines, `cm-line ${styles.staticLine}`, (kind: TokenKind) => styles[kind]) },
      numbers: { __html: lines.map((_, index) => `<div class="cm-gutterElement ${styles.staticNumber}">${index + 1}</div>`).join('') },
    };
  }, [code]);
  return (
    <div className={styles.editor} data-testid="sandbox-editor">
      <div
        className={`cm-editor ${styles.static}`}
        onPointerEnter={() => onWantEditor(false)}
        onPointerDown={() => onWantEditor(true)}
        onFocus={() => onWantEditor(true)}>
        <div className="cm-scroller">
          <div className={`cm-gutters ${styles.staticGutters}`} aria-hidden="true">
            <div className="cm-gutter cm-lineNumbers" dangerouslySetInnerHTML={html.numbers} />
            <div className={`cm-gutter ${styles.staticFold}`} />
          </div>
          <div
            className={`cm-content ${styles.staticContent}`}
            role="textbox"
            aria-multiline="true"
            aria-label={ariaLabel}
            tabIndex={0}
            dangerouslySetInnerHTML={html.content}
          />
        </div>
      </div>
    </div>
  );
}
