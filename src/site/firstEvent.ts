/** What `onFirstEvent` listens on: a window, a document or an element. */
export type EventSource = Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;

/**
 * Calls `callback` once, at the first event of one of `types` on `target` that `accepts` lets
 * through, then stops listening. Listens in the capture phase, passively, so it sees events bound
 * for anything under `target` and no event waits for it. Returns a cleanup that stops listening.
 */
export function onFirstEvent(
  target: EventSource,
  types: readonly string[],
  callback: () => void,
  accepts: (event: Event) => boolean = () => true
): () => void {
  const options: AddEventListenerOptions = { capture: true, passive: true };
  const listener = (event: Event) => {
    if (!accepts(event)) return;
    stop();
    callback();
  };
  function stop() {
    for (const type of types) target.removeEventListener(type, listener, options);
  }
  for (const type of types) target.addEventListener(type, listener, options);
  return stop;
}
