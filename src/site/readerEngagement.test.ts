import { describe, expect, it, vi } from 'vitest';
import { engagementEvents, whenReaderEngages } from './readerEngagement';

/** A window stand-in that records its listeners and dispatches to them. */
function fakeWindow() {
  const listeners = new Map<string, Set<(event: Event) => void>>();
  return {
    addEventListener: (type: string, listener: (event: Event) => void) => {
      if (!listeners.has(type)) listeners.set(type, new Set());
      listeners.get(type)!.add(listener);
    },
    removeEventListener: (type: string, listener: (event: Event) => void) => listeners.get(type)?.delete(listener),
    dispatch(type: string) {
      for (const listener of [...(listeners.get(type) ?? [])]) listener({ type } as Event);
    },
    count: () => [...listeners.values()].reduce((sum, set) => sum + set.size, 0),
  };
}

describe('whenReaderEngages', () => {
  it.each(engagementEvents)('starts the work on %s', type => {
    const win = fakeWindow();
    const work = vi.fn();
    whenReaderEngages(win, work);
    expect(work).not.toHaveBeenCalled();
    win.dispatch(type);
    expect(work).toHaveBeenCalledOnce();
  });

  it('ignores events that are not engagement (load, resize, visibility)', () => {
    const win = fakeWindow();
    const work = vi.fn();
    whenReaderEngages(win, work);
    for (const type of ['load', 'resize', 'visibilitychange', 'mouseover']) win.dispatch(type);
    expect(work).not.toHaveBeenCalled();
  });

  it('starts it once and stops listening', () => {
    const win = fakeWindow();
    const work = vi.fn();
    whenReaderEngages(win, work);
    win.dispatch('scroll');
    win.dispatch('keydown');
    expect(work).toHaveBeenCalledOnce();
    expect(win.count()).toBe(0);
  });

  it('never starts it once cleaned up', () => {
    const win = fakeWindow();
    const work = vi.fn();
    whenReaderEngages(win, work)();
    win.dispatch('pointerdown');
    expect(work).not.toHaveBeenCalled();
    expect(win.count()).toBe(0);
  });
});
