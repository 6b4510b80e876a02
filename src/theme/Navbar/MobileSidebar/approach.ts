/** Events that come before a press or a key on an element: a pointer over it or down on it, a touch, focus. */
export const approachEvents = ['pointerover', 'pointerdown', 'touchstart', 'focusin'] as const;

/**
 * Calls `onApproach` once, the first time an element matching `selector` is pointed at, touched
 * or focused, so whatever it opens can be rendered before the click that opens it arrives.
 * Listens on the whole document (the element may be replaced while waiting). Returns a cleanup.
 */
export function watchApproach(target: Pick<Document, 'addEventListener' | 'removeEventListener'>, selector: string, onApproach: () => void): () => void {
  const options: AddEventListenerOptions = { capture: true, passive: true };
  const listener = (event: Event) => {
    const element = event.target as Element | null;
    if (typeof element?.closest !== 'function' || !element.closest(selector)) return;
    stop();
    onApproach();
  };
  function stop() {
    for (const type of approachEvents) target.removeEventListener(type, listener, options);
  }
  for (const type of approachEvents) target.addEventListener(type, listener, options);
  return stop;
}
