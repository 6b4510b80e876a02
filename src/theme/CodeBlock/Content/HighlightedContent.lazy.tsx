import { Suspense, type ComponentProps } from 'react';
import clsx from 'clsx';
import type ContentType from '@theme/CodeBlock/Content';
import { useCodeBlockContext } from '@docusaurus/theme-common/internal';
import { lazyWithFallback } from '@site/src/site/lazyWithFallback';
import styles from './styles.module.css';

// Prism and the theme's block; when their chunk cannot load (offline on a page visited before),
// the plain code stays, rather than the page crashing.
const Highlighted = lazyWithFallback(() => import('./highlighter').then(m => m.default), UnhighlightedContent);

/**
 * The client build's HighlightedContent: Prism and the theme's block load on first use, and the
 * code shows unhighlighted until they have. Only the browser has this boundary: on the server a
 * Suspense boundary per block would let React stream blocks out of order (fallback first, the
 * highlighted block in a hidden element swapped in by script).
 */
export default function LazyHighlightedContent(props: ComponentProps<typeof ContentType>) {
  return (
    <Suspense fallback={<UnhighlightedContent {...props} />}>
      <Highlighted {...props} />
    </Suspense>
  );
}

/**
 * The code as plain text, laid out as the highlighted block will be: until the highlighter has
 * loaded, or for the rest of the visit if it cannot.
 */
function UnhighlightedContent({ className }: ComponentProps<typeof ContentType>) {
  const { metadata, wordWrap } = useCodeBlockContext();
  // The word-wrap button measures the <pre> through `codeBlockRef` as soon as it mounts.
  return (
    <pre ref={wordWrap.codeBlockRef} className={clsx(className, 'prism-code', styles.plain)} tabIndex={0}>
      <code>{metadata.code}</code>
    </pre>
  );
}
