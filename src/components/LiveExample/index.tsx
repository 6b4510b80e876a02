import { Suspense, useEffect, useRef, useState } from 'react';
import BrowserOnly from '@docusaurus/BrowserOnly';
import Link from '@docusaurus/Link';
import { useHistory } from '@docusaurus/router';
import { useBaseUrlUtils } from '@docusaurus/useBaseUrl';
import { encodeShareHash } from '@site/src/sandbox/shareCodec';
// The site's CodeBlock (not the theme's original): it keeps the build-time highlighting on hydration.
import CodeBlock from '@theme/CodeBlock';
import { useNearViewport } from './useNearViewport';
import { usePageIdle } from '@site/src/site/pageIdle';
import { lazyWithFallback } from '@site/src/site/lazyWithFallback';
import styles from './styles.module.css';

// Offline on a page visited before, the runtime's chunk may never have been fetched: the example
// then says so in place of the editor or preview, and the page stays up.
const unavailable = 'could not load (are you offline?); reload the page to try again.';
const LiveCodeEditor = lazyWithFallback(
  () => import('./Playground').then(m => m.LiveCodeEditor),
  () => <p className={styles.loading}>The code editor {unavailable}</p>
);
const LivePreviewPane = lazyWithFallback(
  () => import('./Playground').then(m => m.LivePreviewPane),
  () => <div className={styles.loading}>The live preview {unavailable}</div>
);

interface LiveExampleProps {
  code: string;
  title?: string;
}

/**
 * A docs sample that runs: the code (copyable, editable on request) above what it renders.
 * The runtime loads only in the browser and only on pages that have a live example.
 */
export default function LiveExample({ code: initialCode, title }: LiveExampleProps) {
  const [code, setCode] = useState(initialCode.trimEnd());
  const [editing, setEditing] = useState(false);
  const previewRef = useRef<HTMLDivElement>(null);
  const previewNearViewport = useNearViewport(previewRef);
  const pageIdle = usePageIdle();
  const previewName = usePreviewName(previewRef, title ? `Preview of ${title}` : 'Preview');
  const previewLoading = <div className={styles.loading}>Loading the live preview…</div>;
  const staticCode = (
    <CodeBlock language="tsx" title={title}>
      {code}
    </CodeBlock>
  );
  return (
    <div className={styles.live}>
      {editing ? (
        <div className={styles.editorFrame}>
          {title && <div className={styles.editorTitle}>{title}</div>}
          <Suspense fallback={staticCode}>
            <LiveCodeEditor code={code} onChange={setCode} />
          </Suspense>
        </div>
      ) : (
        staticCode
      )}
      <div className={styles.toolbar}>
        <span className={styles.label}>Live example</span>
        <BrowserOnly>
          {() => (
            <>
              <button type="button" className="button button--sm button--secondary" onClick={() => setEditing(!editing)}>
                {editing ? 'Done editing' : 'Edit code'}
              </button>
              {/* Browser-only: the share hash is no anchor, so it stays out of the static HTML's links. */}
              <OpenInSandboxLink code={code} />
              {code !== initialCode.trimEnd() && (
                <button type="button" className="button button--sm button--secondary" onClick={() => setCode(initialCode.trimEnd())}>
                  Reset
                </button>
              )}
            </>
          )}
        </BrowserOnly>
      </div>
      <div ref={previewRef} className={styles.preview} role="group" aria-label={previewName}>
        <BrowserOnly fallback={<div className={styles.loading}>The live preview runs in your browser.</div>}>
          {() =>
            previewNearViewport ? (
              <Suspense fallback={previewLoading}>{pageIdle ? <LivePreviewPane code={code} /> : previewLoading}</Suspense>
            ) : (
              <div className={styles.loading}>The live preview starts when you scroll to it.</div>
            )
          }
        </BrowserOnly>
      </div>
    </div>
  );
}

/**
 * The link carries the code in its hash, which takes compressing the code. Done when the reader
 * points at or focuses the link (before any click, and before the browser reads the address for
 * a new tab), not for every example while the page hydrates: long pages have a dozen.
 */
function OpenInSandboxLink({ code }: { code: string }) {
  const [preparedFor, setPreparedFor] = useState<string | null>(null);
  const history = useHistory();
  const { withBaseUrl } = useBaseUrlUtils();
  const prepared = preparedFor === code;
  const prepare = () => setPreparedFor(code);
  const sandboxPath = () => `/sandbox${encodeShareHash(code)}`;
  return (
    <Link
      className="button button--sm button--secondary"
      to={prepared ? sandboxPath() : '/sandbox'}
      onPointerEnter={prepare}
      onFocus={prepare}
      onClick={event => {
        if (prepared) return;
        // A click that came without a pointer or focus first (a script's, say).
        event.preventDefault();
        history.push(withBaseUrl(sandboxPath()));
      }}>
      Open in sandbox
    </Link>
  );
}

/**
 * A page's examples are often all "App.tsx"; naming each preview after the section it sits in
 * ("Preview of App.tsx, in Controlled") lets a screen reader tell them apart (axe: landmark-unique).
 */
function usePreviewName(ref: React.RefObject<HTMLElement | null>, base: string): string {
  const [name, setName] = useState(base);
  useEffect(() => {
    const preview = ref.current;
    if (!preview) return;
    const headings = Array.from(document.querySelectorAll('article h2, article h3'));
    const section = headings
      .filter(heading => heading.compareDocumentPosition(preview) & Node.DOCUMENT_POSITION_FOLLOWING)
      .pop()
      ?.textContent?.replace(/\u200b/g, '')
      .trim();
    if (section) setName(`${base}, in ${section}`);
  }, [ref, base]);
  // The library names every builder's form "Query builder"; several on one page need their own
  // names too, so each takes its preview's (the builder renders later, hence the observer).
  useEffect(() => {
    const preview = ref.current;
    if (!preview) return undefined;
    const label = () =>
      preview.querySelectorAll('.queryBuilder[role="form"]').forEach(form => {
        const formName = `Query builder: ${name.replace(/^Preview of /, '')}`;
        if (form.getAttribute('aria-label') !== formName) form.setAttribute('aria-label', formName);
      });
    label();
    const observer = new MutationObserver(label);
    observer.observe(preview, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [ref, name]);
  return name;
}
