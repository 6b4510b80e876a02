import { describe, expect, it, vi } from 'vitest';
import { fakeEventTarget } from './fakeEventTarget';
import { engagementEvents, whenReaderEngages } from './readerEngagement';

describe('whenReaderEngages', () => {
  it.each(engagementEvents)('starts the work on %s', type => {
    const win = fakeEventTarget();
    const work = vi.fn();
    whenReaderEngages(win, work);
    expect(work).not.toHaveBeenCalled();
    win.dispatch(type);
    expect(work).toHaveBeenCalledOnce();
  });

  it('ignores events that are not engagement (load, resize, visibility)', () => {
    const win = fakeEventTarget();
    const work = vi.fn();
    whenReaderEngages(win, work);
    for (const type of ['load', 'resize', 'visibilitychange', 'mouseover']) win.dispatch(type);
    expect(work).not.toHaveBeenCalled();
  });

  it('never starts it once cleaned up', () => {
    const win = fakeEventTarget();
    const work = vi.fn();
    whenReaderEngages(win, work)();
    win.dispatch('pointerdown');
    expect(work).not.toHaveBeenCalled();
    expect(win.count()).toBe(0);
  });
});
