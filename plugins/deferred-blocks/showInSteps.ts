/**
 * Shows deferred blocks in groups, in page order, each group in an idle period of its own, sized so
 * that a step takes about a budget: laying out a long page after it has loaded never makes a long
 * task. Showing a group costs a fixed part (the browser walks the page to lay it out) and a part
 * per block, so blocks go in groups rather than one by one (one forced layout per block cost the
 * QueryBuilder page 600 ms in all, against 85 ms for all at once). Plain logic: the scheduler, the
 * clock and what "show" does are passed in.
 */

export interface StepOptions {
  /** Calls `step` the next time the main thread is idle. */
  whenIdle: (step: () => void) => void;
  /** A clock in milliseconds (`performance.now`). */
  now: () => number;
  /** The time a step should take, in milliseconds. */
  budgetMs: number;
  /** Blocks in the first group, before any step has been timed. */
  firstGroup: number;
}

/**
 * Calls `showGroup` on successive groups of `items`, one group per idle step, then `done`. Each group
 * after the first is as large as the last step's time per item says fits in the budget (at least one
 * item). Returns a function that stops the steps (neither callback is called after it).
 */
export function showInSteps<T>(
  items: readonly T[],
  showGroup: (group: readonly T[]) => void,
  done: () => void,
  options: StepOptions
): () => void {
  let next = 0;
  let size = Math.max(1, options.firstGroup);
  let stopped = false;
  const step = () => {
    if (stopped) return;
    const group = items.slice(next, next + size);
    const start = options.now();
    showGroup(group);
    const perItem = (options.now() - start) / group.length;
    next += group.length;
    size = perItem > 0 ? Math.max(1, Math.floor(options.budgetMs / perItem)) : size * 2;
    if (next < items.length) options.whenIdle(step);
    else done();
  };
  if (items.length === 0) done();
  else options.whenIdle(step);
  return () => {
    stopped = true;
  };
}
