/**
 * The first signs that a reader is using the page rather than waiting for it: a pointer moving or
 * pressed, a touch, a key, the wheel, a scroll, focus moving.
 */
export const engagementEvents = ['pointermove', 'pointerdown', 'touchstart', 'keydown', 'wheel', 'scroll', 'focusin'] as const;

/**
 * Calls `work` once, at the first of `engagementEvents` anywhere under `target`: work that only an
 * engaged reader needs (the sandbox's code editor) then starts when they engage, not while the page
 * starts. Listens in the capture phase, passively, so no event waits for it. Returns a cleanup.
 */
export function whenReaderEngages(target: Pick<Window, 'addEventListener' | 'removeEventListener'>, work: () => void): () => void {
  const options: AddEventListenerOptions = { capture: true, passive: true };
  const listener = () => {
    stop();
    work();
  };
  function stop() {
    for (const type of engagementEvents) target.removeEventListener(type, listener, options);
  }
  for (const type of engagementEvents) target.addEventListener(type, listener, options);
  return stop;
}
