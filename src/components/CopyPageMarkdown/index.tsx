import { useEffect, useRef, useState } from 'react';
import { useLocation } from '@docusaurus/router';
import { translate } from '@docusaurus/Translate';
import { copyMarkdown, markdownCopyUrl } from '@site/src/llms/markdownCopy';
import styles from './styles.module.css';

type CopyState = 'idle' | 'copying' | 'copied' | 'failed';

/** How long "Copied" stays on the button before it reads "Copy page as Markdown" again. */
const resetAfterMs = 2000;

const labels: Record<CopyState, string> = {
  idle: translate({ id: 'copyPageMarkdown.idle', message: 'Copy page as Markdown' }),
  copying: translate({ id: 'copyPageMarkdown.copying', message: 'Copying…' }),
  copied: translate({ id: 'copyPageMarkdown.copied', message: 'Copied' }),
  failed: translate({ id: 'copyPageMarkdown.failed', message: 'Copy failed' }),
};

/** Copies the Markdown copy of the current docs page (built by the llms.txt plugin) to the clipboard. */
export default function CopyPageMarkdown() {
  const { pathname } = useLocation();
  const [state, setState] = useState<CopyState>('idle');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const onClick = async () => {
    clearTimeout(timer.current);
    setState('copying');
    try {
      await copyMarkdown(
        {
          fetch: (url) => window.fetch(url),
          clipboard: navigator.clipboard,
          ClipboardItem: typeof ClipboardItem === 'undefined' ? undefined : ClipboardItem,
        },
        markdownCopyUrl(pathname)
      );
      setState('copied');
    } catch {
      setState('failed');
    }
    timer.current = setTimeout(() => setState('idle'), resetAfterMs);
  };

  return (
    <div className={styles.bar}>
      <button
        type="button"
        className={`button button--sm button--secondary ${styles.button}`}
        onClick={onClick}
        disabled={state === 'copying'}
        data-state={state}
        title={translate({
          id: 'copyPageMarkdown.title',
          message: 'Copy this page as Markdown, for example to paste it into an AI assistant',
        })}>
        {labels[state]}
      </button>
      <span className={styles.status} role="status" aria-live="polite">
        {state === 'copied' ? labels.copied : state === 'failed' ? labels.failed : ''}
      </span>
    </div>
  );
}
