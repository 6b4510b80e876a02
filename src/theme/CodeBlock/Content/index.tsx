import { useLayoutEffect, useRef, useState, type ComponentProps } from 'react';
import type ContentType from '@theme/CodeBlock/Content';
import useIsBrowser from '@docusaurus/useIsBrowser';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
// The word-wrap button finds the <pre> through this context's ref; no public hook exposes it.
import { useCodeBlockContext } from '@docusaurus/theme-common/internal';
import styles from './styles.module.css';
// Prism and the theme's highlighting block: on the server at once, in the browser on demand.
import HighlightedContent from './HighlightedContent';

type Props = ComponentProps<typeof ContentType>;

/** Code as text, whitespace aside: the rendered lines carry their own line breaks. */
const normalised = (code: string) => code.replace(/\s+/g, '');

/**
 * Highlight once, at build time. The server renders the highlighted block; while the page
 * hydrates, the browser keeps that markup (an element whose inner HTML React leaves alone)
 * instead of tokenising the code again. A block rendered later (client navigation, or code that
 * changes, like the demo's output) is highlighted in the browser, once Prism has loaded: until
 * then it shows the same code unhighlighted, in a <pre> of the same size.
 * The token colours follow the colour mode through CSS (see CodeBlock/Line/Token).
 */
export default function CodeBlockContent(props: Props) {
  const isBrowser = useIsBrowser();
  const { metadata, wordWrap } = useCodeBlockContext();
  // Decided on the first render only: hydrating is the one render in the browser before
  // Docusaurus flags it, and only a production build has server markup to keep (dev renders
  // on the client alone).
  const [serverCode] = useState(() =>
    ExecutionEnvironment.canUseDOM && !isBrowser && process.env.NODE_ENV === 'production' ? metadata.code : undefined
  );
  // Once the code changes (the demo's output, say), the block is the browser's for good: coming
  // back to the first code must not bring back the emptied server element.
  const [keepServerMarkup, setKeepServerMarkup] = useState(serverCode !== undefined);
  if (keepServerMarkup && serverCode !== metadata.code) setKeepServerMarkup(false);
  const staticRef = useRef<HTMLDivElement>(null);

  useLayoutEffect(() => {
    if (!keepServerMarkup) return;
    const pre = staticRef.current?.querySelector('pre') ?? null;
    // The server rendered the page's first state; a block whose code the browser's first render
    // already changed (state read from the URL, say) does not show what the server wrote.
    if (!pre || normalised(pre.textContent ?? '') !== normalised(metadata.code)) {
      setKeepServerMarkup(false);
      return;
    }
    wordWrap.codeBlockRef.current = pre;
  }, [keepServerMarkup, wordWrap.codeBlockRef, metadata.code]);

  if (keepServerMarkup) {
    return (
      <div
        key="server"
        ref={staticRef}
        className={styles.content}
        // Empty on purpose: hydration keeps the server's children, and the value never changes.
        dangerouslySetInnerHTML={{ __html: '' }}
        suppressHydrationWarning
      />
    );
  }
  return (
    <div key="client" className={styles.content}>
      <HighlightedContent {...props} />
    </div>
  );
}

