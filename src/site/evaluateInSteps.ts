type Steps = ReadonlyArray<() => Promise<unknown>>;

/** Lets the browser run other tasks (paint, input, the next step) before going on. */
const nextTask = () => new Promise<void>(resolve => setTimeout(resolve, 0));

/**
 * Runs `steps` in order and gives back what each resolved to. In the browser each step has a
 * task of its own: each is an import whose code is already on the page (an eager import, or a
 * module of a chunk the page has loaded), so a step only evaluates modules, and what would have
 * been one long task of evaluation becomes several short ones. The first waits for a task of its
 * own too, apart from the evaluation of the module that calls this (and of its chunk's other
 * modules). On the server there is nothing to spare and the steps simply run one after the other.
 */
export async function evaluateInSteps<const T extends Steps>(steps: T): Promise<{ -readonly [K in keyof T]: Awaited<ReturnType<T[K]>> }> {
  const results: unknown[] = [];
  for (const step of steps) {
    if (typeof window !== 'undefined') await nextTask();
    results.push(await step());
  }
  return results as { -readonly [K in keyof T]: Awaited<ReturnType<T[K]>> };
}
