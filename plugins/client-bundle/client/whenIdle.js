// The one idle-time scheduler of the client: client/docusaurus.js (viewport prefetching),
// src/theme/CodeBlock/Buttons/mountQueue.ts (code block buttons) and
// src/site/pageIdle.ts (live previews, the mobile menu) take theirs from here. Plain
// JS, as the other files of client/: docusaurus.js stands in for a Docusaurus module and is
// bundled as it is; TypeScript reads the types below.

/**
 * @typedef {{ timeRemaining(): number, didTimeout: boolean }} IdleDeadlineLike
 * @typedef {(work: (deadline: IdleDeadlineLike) => void) => void} WhenIdle
 */

/**
 * The most of an idle period work is told it has, in milliseconds. A period can last 50 ms, and
 * work that fills it makes a task several times as long on a phone's slower CPU (Lighthouse scales
 * what it observes 4x); what is left waits for the next period.
 */
export const IDLE_WORK_MS = 12;

/**
 * A function running work in the browser's next idle period, at the latest after `timeout` ms, with
 * a deadline of at most IDLE_WORK_MS from the period's start; or after `fallbackDelay` ms where
 * there is no requestIdleCallback (Safari), with a deadline that has no time left.
 * @param {{ timeout: number, fallbackDelay: number }} options
 * @returns {WhenIdle}
 */
export function idleScheduler({ timeout, fallbackDelay }) {
  return work => {
    if (typeof window.requestIdleCallback === 'function') {
      window.requestIdleCallback(deadline => {
        const stopAt = performance.now() + IDLE_WORK_MS;
        work({
          timeRemaining: () => Math.max(0, Math.min(deadline.timeRemaining(), stopAt - performance.now())),
          didTimeout: deadline.didTimeout,
        });
      }, { timeout });
    } else window.setTimeout(() => work({ timeRemaining: () => 0, didTimeout: true }), fallbackDelay);
  };
}
