/**
 * When the sandbox runs the visitor's code and when it shows a failure.
 *
 * The code runs once typing has paused for `runDelayMs`: short enough that a keystroke reaches the
 * preview in well under 150 ms (bench/sandbox.mjs measures it), long enough to fold key repeat and
 * fast bursts into one run. Most keystrokes in the middle of a word leave code that does not parse
 * or names something not yet written, so an error is shown only once the code that caused it has
 * been left alone for `errorSettleMs`; until then the page keeps what it showed before (the frame
 * keeps the last good preview on a syntax error), and the status region is not announced on every
 * keystroke.
 */
export const runDelayMs = 80;
export const errorSettleMs = 600;

/** How long to wait before showing an error for code sent at `sentAt` (0: show it now). */
export function errorDisplayDelay(sentAt: number, now: number, settleMs = errorSettleMs): number {
  return Math.max(0, sentAt + settleMs - now);
}
