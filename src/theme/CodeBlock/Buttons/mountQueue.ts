import { idleScheduler, type WhenIdle } from '../../../../plugins/client-bundle/client/whenIdle';

export type { IdleDeadlineLike } from '../../../../plugins/client-bundle/client/whenIdle';

/** A queued mount: moved to the front when its block is in view, run at once on interaction. */
export interface QueuedMount {
  first(): void;
  now(): void;
  cancel(): void;
}

/**
 * Mounts a page's many small widgets a few at a time, in idle periods, instead of all in the task
 * that follows hydration. Each mount is a state change; React renders the ones made in one idle
 * period together, so `perPeriod` bounds the size of each render.
 */
export function createMountQueue(whenIdle: WhenIdle, perPeriod = 2) {
  const waiting: Array<() => void> = [];
  let scheduled = false;

  const schedule = () => {
    if (scheduled || waiting.length === 0) return;
    scheduled = true;
    whenIdle(() => {
      scheduled = false;
      waiting.splice(0, perPeriod).forEach(mount => mount());
      schedule();
    });
  };

  return {
    add(mount: () => void): QueuedMount {
      let done = false;
      const run = () => {
        if (done) return;
        done = true;
        mount();
      };
      const remove = () => {
        const index = waiting.indexOf(run);
        if (index >= 0) waiting.splice(index, 1);
      };
      waiting.push(run);
      schedule();
      return {
        first() {
          if (done) return;
          remove();
          waiting.unshift(run);
        },
        now() {
          remove();
          run();
        },
        cancel() {
          remove();
          done = true;
        },
      };
    },
  };
}

/** The browser's idle callback, or a short timeout where there is none (Safari). */
export const browserWhenIdle: WhenIdle = idleScheduler({ timeout: 2000, fallbackDelay: 16 });
