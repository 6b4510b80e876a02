import { lazy, Suspense, type ComponentProps, type ComponentType, type RefObject } from 'react';
import clsx from 'clsx';
import type ContentType from '@theme/CodeBlock/Content';
import { useCodeBlockContext } from '@docusaurus/theme-common/internal';
import styles from './styles.module.css';

/**
 * Prism and the theme's block, or, when their chunk cannot load (offline on a page visited before,
 * or a deploy that replaced it), the plain code: the block keeps its text instead of crashing the
 * page. Blocks mounted after a failure try to load it again.
 */
function loadHighlighter(): Promise<{ default: ComponentType<ComponentProps<typeof ContentType>> }> {
  return import('./highlighter').catch(() => {
    Highlighted = lazy(loadHighlighter);
    return { default: UnhighlightedContent };
  });
}
let Highlighted = lazy(loadHighlighter);

/**
 * The client build's HighlightedContent: Prism and the theme's block load on first use, and the
 * code shows unhighlighted until they have. Only the browser has this boundary: on the server a
 * Suspense boundary per block would let React stream blocks out of order (fallback first, the
 * highlighted block in a hidden element swapped in by script).
 */
export default function LazyHighlightedContent(props: ComponentProps<typeof ContentType>) {
  const { metadata, wordWrap } = useCodeBlockContext();
  return (
    <Suspense fallback={<PlainCode className={props.className} code={metadata.code} codeRef={wordWrap.codeBlockRef} />}>
      <Highlighted {...props} />
    </Suspense>
  );
}

/** A block whose highlighter could not load: its code, plain. */
function UnhighlightedContent(props: ComponentProps<typeof ContentType>) {
  const { metadata, wordWrap } = useCodeBlockContext();
  return <PlainCode className={props.className} code={metadata.code} codeRef={wordWrap.codeBlockRef} />;
}

/** The code as plain text, laid out as the highlighted block will be. */
function PlainCode({ className, code, codeRef }: { className?: string; code: string; codeRef: RefObject<HTMLPreElement | null> }) {
  // The word-wrap button measures the <pre> through `codeRef` as soon as it mounts.
  return (
    <pre ref={codeRef} className={clsx(className, 'prism-code', styles.plain)} tabIndex={0}>
      <code>{code}</code>
    </pre>
  );
}
