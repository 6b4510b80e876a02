import { describe, expect, it, vi } from 'vitest';
import { whenPageIdle } from './useNearViewport';

function fakeWindow(readyState: 'loading' | 'complete') {
  const listeners = new Map<string, () => void>();
  const idle: Array<() => void> = [];
  const win = {
    document: { readyState },
    addEventListener: (type: string, listener: () => void) => listeners.set(type, listener),
    removeEventListener: (type: string) => listeners.delete(type),
    requestIdleCallback: (work: () => void) => idle.push(work),
    setTimeout: () => 0,
    clearTimeout: () => {},
  };
  return { win: win as unknown as Window, listeners, idle };
}

describe('whenPageIdle', () => {
  it('waits for the load event, then for an idle period', () => {
    const { win, listeners, idle } = fakeWindow('loading');
    const work = vi.fn();
    whenPageIdle(work, win);
    expect(idle).toHaveLength(0);
    listeners.get('load')!();
    expect(work).not.toHaveBeenCalled();
    idle.forEach(run => run());
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('asks for an idle period at once on a page that has loaded', () => {
    const { win, idle } = fakeWindow('complete');
    const work = vi.fn();
    whenPageIdle(work, win);
    idle.forEach(run => run());
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('does nothing once cancelled', () => {
    const { win, idle } = fakeWindow('complete');
    const work = vi.fn();
    whenPageIdle(work, win)();
    idle.forEach(run => run());
    expect(work).not.toHaveBeenCalled();
  });
});
