import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { useCodeWordWrap } from '@docusaurus/theme-common/internal';

export type LazyWordWrap = ReturnType<typeof useCodeWordWrap> & {
  /** Starts measuring whether the code scrolls (and keeps it up to date): the buttons call it as they mount. */
  measure(): void;
};

/**
 * The theme's word-wrap state for a code block (`useCodeWordWrap`: the same fields and toggle),
 * measured only once the block's buttons mount. The theme's hook measures every block as it mounts
 * (is the code wider than the block?) and re-renders it with the answer, and also re-renders it to
 * note that it sits in no hidden tab: on a page of 100 blocks on a phone, about 200 renders and 100
 * layout reads right after hydration, for a state only the word-wrap button reads. The buttons mount
 * in idle time (CodeBlock/Buttons), or at once on pointer or focus, and ask for the measure then.
 * Like the theme's, the answer follows window resizes and a hidden tab panel becoming visible, and
 * the returned object changes only when its state does.
 */
export function useLazyCodeWordWrap(): LazyWordWrap {
  const [isEnabled, setIsEnabled] = useState(false);
  const [isCodeScrollable, setIsCodeScrollable] = useState(false);
  const [measuring, setMeasuring] = useState(false);
  const codeBlockRef = useRef<HTMLPreElement>(null);

  const toggle = useCallback(() => {
    const code = codeBlockRef.current?.querySelector('code');
    if (!code) return;
    if (isEnabled) {
      code.removeAttribute('style');
    } else {
      code.style.whiteSpace = 'pre-wrap';
      // Very long words and tokens wrap too, so no scrollbar is left.
      code.style.overflowWrap = 'anywhere';
    }
    setIsEnabled(value => !value);
  }, [isEnabled]);

  const update = useCallback(() => {
    const pre = codeBlockRef.current;
    if (!pre) return;
    setIsCodeScrollable(pre.scrollWidth > pre.clientWidth || Boolean(pre.querySelector('code')?.hasAttribute('style')));
  }, []);

  const measure = useCallback(() => setMeasuring(true), []);

  useEffect(() => {
    if (measuring) update();
  }, [measuring, isEnabled, update]);

  useEffect(() => {
    if (!measuring) return undefined;
    window.addEventListener('resize', update, { passive: true });
    return () => window.removeEventListener('resize', update);
  }, [measuring, update]);

  // A block in a hidden tab panel measures zero; measure again when the panel is shown.
  useEffect(() => {
    const panel = measuring ? codeBlockRef.current?.closest('[role=tabpanel][hidden]') : null;
    if (!panel) return undefined;
    const observer = new MutationObserver(() => {
      if (!panel.hasAttribute('hidden')) update();
    });
    observer.observe(panel, { attributes: true, attributeFilter: ['hidden'] });
    return () => observer.disconnect();
  }, [measuring, update]);

  return useMemo(() => ({ codeBlockRef, isEnabled, isCodeScrollable, toggle, measure }), [isEnabled, isCodeScrollable, toggle, measure]);
}
