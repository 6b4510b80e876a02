import { useEffect } from 'react';
import SkipToContent from '@theme-original/SkipToContent';
import { SkipToContentFallbackId } from '@docusaurus/theme-common';

/** Where the theme's skip link sends the focus: the first <main>, else the layout's fallback. */
function skipTarget(): HTMLElement | null {
  return document.querySelector<HTMLElement>('main:first-of-type') ?? document.getElementById(SkipToContentFallbackId);
}

/**
 * The theme's skip link focuses <main> through a `tabindex="-1"` it removes straight away.
 * Chromium then applies the focus fix-up rule (an element that is no longer focusable loses the
 * focus), so `document.activeElement` falls back to <body>: Tab still continues inside the content,
 * but assistive technology is told the focus left for the document. Here the target keeps its
 * `tabindex` until the focus moves on, so the focus stays on the main content.
 */
function useSkipTargetKeepsFocus() {
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest(`a[href="#${SkipToContentFallbackId}"]`) : null;
      const target = link ? skipTarget() : null;
      if (!target || target.hasAttribute('tabindex')) return;
      target.setAttribute('tabindex', '-1');
      target.addEventListener('blur', () => target.removeAttribute('tabindex'), { once: true });
      target.focus();
    };
    // The theme's own handler runs first (React listens on its root, inside the document).
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, []);
}

export default function SkipToContentWrapper() {
  useSkipTargetKeepsFocus();
  return <SkipToContent />;
}
