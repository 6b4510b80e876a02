import { useLayoutEffect, useRef, useState, type ComponentProps, type CSSProperties } from 'react';
import clsx from 'clsx';
import type ContentType from '@theme/CodeBlock/Content';
import useIsBrowser from '@docusaurus/useIsBrowser';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
// The word-wrap button finds the <pre> through this context's ref; no public hook exposes it.
import { useCodeBlockContext } from '@docusaurus/theme-common/internal';
import styles from './styles.module.css';
import { codeSize } from './codeSize';
// Prism and the theme's highlighting block: on the server at once, in the browser on demand.
import HighlightedContent from './HighlightedContent';

type Props = ComponentProps<typeof ContentType>;

/** Code as text, whitespace aside: the rendered lines carry their own line breaks. */
const normalised = (code: string) => code.replace(/\s+/g, '');

/**
 * The blocks the server rendered, by what decides their markup (code, language, line numbers and
 * classes, the block's class). A block mounted again later in the browser with the same inputs
 * copies that markup instead of highlighting again: tabs remount their panels once the page has
 * hydrated (the theme's Tabs are keyed on useIsBrowser), which would otherwise load Prism on every
 * page with an install command. The element is kept rather than its HTML, which is read only when
 * a block needs it: serialising every block while the page hydrates cost a long page 3-4 ms at 1x.
 */
const serverBlocks = new Map<string, HTMLElement>();

function markupKey(className: string | undefined, metadata: ReturnType<typeof useCodeBlockContext>['metadata']): string {
  return JSON.stringify([metadata.code, metadata.language, metadata.lineNumbersStart, metadata.lineClassNames, className]);
}

type Source = 'server' | 'reused' | 'browser';

function sizeStyle(size: ReturnType<typeof codeSize>): CSSProperties | undefined {
  return size && ({ '--code-lines': size.lines, '--code-columns': size.columns } as CSSProperties);
}

/**
 * Highlight once, at build time. The server renders the highlighted block; while the page
 * hydrates, the browser keeps that markup (an element whose inner HTML React leaves alone)
 * instead of tokenising the code again, and a later mount of the same block reuses it. A block
 * rendered anew (client navigation, or code that changes, like the demo's output) is highlighted
 * in the browser, once Prism has loaded: until then it shows the same code unhighlighted, in a
 * <pre> of the same size. The token colours follow the colour mode through CSS (see
 * CodeBlock/Line/Token).
 */
export default function CodeBlockContent(props: Props) {
  const isBrowser = useIsBrowser();
  const { metadata, wordWrap } = useCodeBlockContext();
  const key = markupKey(props.className, metadata);
  // Decided on the first render only: hydrating is the one render in the browser before
  // Docusaurus flags it, and only a production build has server markup to keep (dev renders
  // on the client alone).
  const [initial] = useState<{ source: Source; key: string; reusedHtml?: string }>(() => {
    const hydrating = ExecutionEnvironment.canUseDOM && !isBrowser && process.env.NODE_ENV === 'production';
    if (hydrating) return { source: 'server', key };
    const serverBlock = serverBlocks.get(key);
    return serverBlock ? { source: 'reused', key, reusedHtml: serverBlock.innerHTML } : { source: 'browser', key };
  });
  // Once the inputs change (the demo's output, say), the block is the browser's for good: coming
  // back to the first code must not bring back the emptied server element.
  const [source, setSource] = useState<Source>(initial.source);
  if (source !== 'browser' && key !== initial.key) setSource('browser');
  const staticRef = useRef<HTMLDivElement>(null);
  const size = codeSize(metadata.code, metadata.lineNumbersStart !== undefined);
  const wrapperClass = clsx(styles.content, size && styles.sized);

  useLayoutEffect(() => {
    if (source === 'browser') return;
    const pre = staticRef.current?.querySelector('pre') ?? null;
    // The server rendered the page's first state; a block whose code the browser's first render
    // already changed (state read from the URL, say) does not show what the server wrote.
    if (!pre || normalised(pre.textContent ?? '') !== normalised(metadata.code)) {
      setSource('browser');
      return;
    }
    if (source === 'server') serverBlocks.set(initial.key, staticRef.current!);
    // The reader may have turned word wrap on in the block this markup was copied from; this
    // block's wrap starts off.
    else pre.querySelector('code')?.removeAttribute('style');
    wordWrap.codeBlockRef.current = pre;
  }, [source, initial.key, wordWrap.codeBlockRef, metadata.code]);

  if (source === 'server') {
    return (
      <div
        key="server"
        ref={staticRef}
        className={wrapperClass}
        style={sizeStyle(size)}
        // Empty on purpose: hydration keeps the server's children, and the value never changes.
        dangerouslySetInnerHTML={{ __html: '' }}
        suppressHydrationWarning
      />
    );
  }
  if (source === 'reused') {
    // Markup this page's server rendered for the same inputs (see serverBlocks).
    return <div key="reused" ref={staticRef} className={wrapperClass} style={sizeStyle(size)} dangerouslySetInnerHTML={{ __html: initial.reusedHtml! }} />;
  }
  return (
    <div key="browser" className={wrapperClass} style={sizeStyle(size)}>
      <HighlightedContent {...props} />
    </div>
  );
}
