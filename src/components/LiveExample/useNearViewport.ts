import { startTransition, useEffect, useState, type RefObject } from 'react';
import { idleScheduler, type WhenIdle } from '../../../plugins/client-bundle/client/whenIdle';

/**
 * True once the element has come within `margin` of the viewport, and from then on. A page with
 * several live examples then runs only the ones a reader reaches: each preview transpiles and
 * renders a whole app, which on load would block the main thread for all of them at once.
 * Without IntersectionObserver, true at once.
 */
export function useNearViewport(ref: RefObject<Element | null>, margin = '400px'): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      entries => {
        if (entries.some(entry => entry.isIntersecting)) {
          // A transition: React renders the preview in slices instead of one long task.
          startTransition(() => setNear(true));
          observer.disconnect();
        }
      },
      { rootMargin: margin }
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, margin, near]);
  return near;
}

const whenBrowserIdle = idleScheduler({ timeout: 2000, fallbackDelay: 200 });

/** Calls `work` once the page has loaded and the browser then has a moment to spare. */
export function whenPageIdle(work: () => void, win: Window = window, whenIdle: WhenIdle = whenBrowserIdle): () => void {
  let cancelled = false;
  const afterLoad = () =>
    whenIdle(() => {
      if (!cancelled) work();
    });
  if (win.document.readyState === 'complete') afterLoad();
  else win.addEventListener('load', afterLoad, { once: true });
  return () => {
    cancelled = true;
    win.removeEventListener('load', afterLoad);
  };
}

/**
 * True once the page has loaded and the browser has been idle: a live preview near the top of a
 * page starts then, after the page's own start-up work (hydration, the code blocks' buttons),
 * instead of competing with it. The reader sees "Loading the live preview…" a moment longer.
 */
export function usePageIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (idle) return undefined;
    return whenPageIdle(() => startTransition(() => setIdle(true)));
  }, [idle]);
  return idle;
}
