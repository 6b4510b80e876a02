import { describe, expect, it } from 'vitest';
import { createMountQueue, type IdleDeadlineLike } from './mountQueue';

function setUp(perPeriod = 2) {
  const periods: Array<(deadline: IdleDeadlineLike) => void> = [];
  const queue = createMountQueue(work => periods.push(work), perPeriod);
  const mounted: string[] = [];
  const add = (name: string) => queue.add(() => mounted.push(name));
  const idle = () => periods.shift()?.({ timeRemaining: () => 10, didTimeout: false });
  return { add, idle, mounted, periods };
}

describe('code block buttons: mount queue', () => {
  it('mounts nothing until the browser is idle', () => {
    const { add, mounted, periods } = setUp();
    add('a');
    expect(mounted).toEqual([]);
    expect(periods).toHaveLength(1);
  });

  it('mounts at most `perPeriod` per idle period, in the order they were added, until all are mounted', () => {
    const { add, idle, mounted } = setUp(2);
    ['a', 'b', 'c', 'd', 'e'].forEach(add);
    idle();
    expect(mounted).toEqual(['a', 'b']);
    idle();
    idle();
    expect(mounted).toEqual(['a', 'b', 'c', 'd', 'e']);
  });

  it('puts a block in view first', () => {
    const { add, idle, mounted } = setUp(1);
    add('a');
    add('b');
    add('c').first();
    idle();
    expect(mounted).toEqual(['c']);
  });

  it('mounts a block at once when pointed at or focused, and only once', () => {
    const { add, idle, mounted } = setUp(2);
    add('a');
    const b = add('b');
    b.now();
    expect(mounted).toEqual(['b']);
    idle();
    b.now();
    expect(mounted).toEqual(['b', 'a']);
  });

  it('never mounts a block that was removed first', () => {
    const { add, idle, mounted } = setUp(2);
    add('a').cancel();
    add('b');
    idle();
    expect(mounted).toEqual(['b']);
  });
});
