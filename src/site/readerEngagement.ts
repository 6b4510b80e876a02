import { onFirstEvent, type EventSource } from './firstEvent';

/**
 * The first signs that a reader is using the page rather than waiting for it: a pointer moving or
 * pressed, a touch, a key, the wheel, a scroll, focus moving.
 */
export const engagementEvents = ['pointermove', 'pointerdown', 'touchstart', 'keydown', 'wheel', 'scroll', 'focusin'] as const;

/**
 * Calls `work` once, at the first of `engagementEvents` anywhere under `target`: work that only an
 * engaged reader needs (the sandbox's code editor) then starts when they engage, not while the page
 * starts. Returns a cleanup.
 */
export function whenReaderEngages(target: EventSource, work: () => void): () => void {
  return onFirstEvent(target, engagementEvents, work);
}
