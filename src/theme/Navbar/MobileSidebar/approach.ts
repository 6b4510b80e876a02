import { onFirstEvent, type EventSource } from '@site/src/site/firstEvent';

/** Events that come before a press or a key on an element: a pointer over it or down on it, a touch, focus. */
export const approachEvents = ['pointerover', 'pointerdown', 'touchstart', 'focusin'] as const;

/**
 * Calls `onApproach` once, the first time an element matching `selector` is pointed at, touched
 * or focused, so whatever it opens can be rendered before the click that opens it arrives.
 * Listens on the whole document (the element may be replaced while waiting). Returns a cleanup.
 */
export function watchApproach(target: EventSource, selector: string, onApproach: () => void): () => void {
  return onFirstEvent(target, approachEvents, onApproach, event => {
    const element = event.target as Element | null;
    return typeof element?.closest === 'function' && element.closest(selector) !== null;
  });
}
