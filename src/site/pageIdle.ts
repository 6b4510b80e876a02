import { startTransition, useEffect, useState } from 'react';
import { idleScheduler, type WhenIdle } from '../../plugins/client-bundle/client/whenIdle';

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
 * True once the page has loaded and the browser has been idle, set in a transition: what waits for
 * it renders after the page's own start-up work (hydration, the code blocks' buttons) instead of
 * competing with it. A live preview near the top of a page starts then (its reader sees "Loading
 * the live preview…" a moment longer), and the mobile menu renders then if no one reached for it.
 */
export function usePageIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (idle) return undefined;
    return whenPageIdle(() => startTransition(() => setIdle(true)));
  }, [idle]);
  return idle;
}
