import { describe, expect, it, vi } from 'vitest';
import { fakeEventTarget } from './fakeEventTarget';
import { onFirstEvent } from './firstEvent';

describe('onFirstEvent', () => {
  it('calls back on the first event of any of the types, once, and then stops listening', () => {
    const target = fakeEventTarget();
    const callback = vi.fn();
    onFirstEvent(target, ['keydown', 'scroll'], callback);
    expect(target.count()).toBe(2);
    target.dispatch('scroll');
    target.dispatch('keydown');
    expect(callback).toHaveBeenCalledOnce();
    expect(target.count()).toBe(0);
  });

  it('ignores other types, and events `accepts` turns down, and keeps listening', () => {
    const target = fakeEventTarget();
    const callback = vi.fn();
    onFirstEvent(target, ['pointerdown'], callback, event => (event.target as unknown) === 'wanted');
    target.dispatch('resize', 'wanted');
    target.dispatch('pointerdown', 'elsewhere');
    expect(callback).not.toHaveBeenCalled();
    expect(target.count()).toBe(1);
    target.dispatch('pointerdown', 'wanted');
    expect(callback).toHaveBeenCalledOnce();
  });

  it('never calls back once cleaned up', () => {
    const target = fakeEventTarget();
    const callback = vi.fn();
    onFirstEvent(target, ['pointerdown'], callback)();
    target.dispatch('pointerdown');
    expect(callback).not.toHaveBeenCalled();
    expect(target.count()).toBe(0);
  });
});
