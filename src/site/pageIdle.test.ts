import { describe, expect, it, vi } from 'vitest';
import { whenPageIdle } from './pageIdle';

/** A window at `readyState`, and an idle scheduler that holds its work until the test runs it. */
function fakeWindow(readyState: 'loading' | 'complete') {
  const listeners = new Map<string, () => void>();
  const idle: Array<() => void> = [];
  const win = {
    document: { readyState },
    addEventListener: (type: string, listener: () => void) => listeners.set(type, listener),
    removeEventListener: (type: string) => listeners.delete(type),
  };
  const whenIdle = (work: (deadline: { timeRemaining(): number; didTimeout: boolean }) => void) =>
    void idle.push(() => work({ timeRemaining: () => 10, didTimeout: false }));
  return { win: win as unknown as Window, whenIdle, listeners, idle };
}

describe('whenPageIdle', () => {
  it('waits for the load event, then for an idle period', () => {
    const { win, whenIdle, listeners, idle } = fakeWindow('loading');
    const work = vi.fn();
    whenPageIdle(work, win, whenIdle);
    expect(idle).toHaveLength(0);
    listeners.get('load')!();
    expect(work).not.toHaveBeenCalled();
    idle.forEach(run => run());
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('asks for an idle period at once on a page that has loaded', () => {
    const { win, whenIdle, idle } = fakeWindow('complete');
    const work = vi.fn();
    whenPageIdle(work, win, whenIdle);
    idle.forEach(run => run());
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('does nothing once cancelled', () => {
    const { win, whenIdle, idle } = fakeWindow('complete');
    const work = vi.fn();
    whenPageIdle(work, win, whenIdle)();
    idle.forEach(run => run());
    expect(work).not.toHaveBeenCalled();
  });
});
