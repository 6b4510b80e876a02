/** Lets the browser run other tasks (paint, input, the next step) before going on. */
const nextTask = () => new Promise<void>(resolve => setTimeout(resolve, 0));

/**
 * Runs `steps` one per task, in order: each is an import whose code is already on the page (an
 * eager import, or a module of a chunk the page has loaded), so a step only evaluates modules, and
 * what would have been one long task of evaluation becomes several short ones. Every step is
 * awaited, so a later one finds the modules of the earlier ones evaluated. On the server (no
 * window) there is nothing to spare and the steps are skipped: the caller's own imports load them.
 */
export async function evaluateInSteps(steps: ReadonlyArray<() => Promise<unknown>>): Promise<void> {
  if (typeof window === 'undefined') return;
  for (const step of steps) {
    await step();
    await nextTask();
  }
}
