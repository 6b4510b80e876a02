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
 * A function running work in the browser's next idle period, at the latest after `timeout` ms, or
 * after `fallbackDelay` ms where there is no requestIdleCallback (Safari), with a deadline that has
 * no time left.
 * @param {{ timeout: number, fallbackDelay: number }} options
 * @returns {WhenIdle}
 */
export function idleScheduler({ timeout, fallbackDelay }) {
  return work => {
    if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(work, { timeout });
    else window.setTimeout(() => work({ timeRemaining: () => 0, didTimeout: true }), fallbackDelay);
  };
}
