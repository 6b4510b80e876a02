import { describe, expect, it } from 'vitest';
import { showInSteps } from './showInSteps';

/** A scheduler the test runs by hand, and a clock each group advances by `costOf(group)`. */
function harness(costOf: (group: readonly number[]) => number, firstGroup = 4) {
  const queue: Array<() => void> = [];
  let clock = 0;
  const groups: number[][] = [];
  const options = { whenIdle: (step: () => void) => queue.push(step), now: () => clock, budgetMs: 8, firstGroup };
  const showGroup = (group: readonly number[]) => {
    groups.push([...group]);
    clock += costOf(group);
  };
  const runAll = () => {
    while (queue.length > 0) queue.shift()!();
  };
  return { queue, groups, options, showGroup, runAll };
}

const items = (count: number) => Array.from({ length: count }, (_, index) => index + 1);

describe('showInSteps', () => {
  it('shows nothing until the main thread is idle', () => {
    const h = harness(() => 1);
    showInSteps(items(3), h.showGroup, () => {}, h.options);
    expect(h.groups).toEqual([]);
    expect(h.queue).toHaveLength(1);
  });

  it('shows every item once, in order, one group per idle step, then calls done once', () => {
    const h = harness(group => group.length);
    let done = 0;
    showInSteps(items(30), h.showGroup, () => (done += 1), h.options);
    h.runAll();
    expect(h.groups.flat()).toEqual(items(30));
    expect(done).toBe(1);
  });

  it('sizes each group from the time per item of the step before, to fit the budget', () => {
    // 0.5 ms per item: after the first group of 4 (2 ms), groups of 16 (8 ms).
    const h = harness(group => group.length * 0.5);
    showInSteps(items(40), h.showGroup, () => {}, h.options);
    h.runAll();
    expect(h.groups.map(group => group.length)).toEqual([4, 16, 16, 4]);
  });

  it('shows one item per step when one item costs more than the budget', () => {
    const h = harness(group => group.length * 20);
    showInSteps(items(6), h.showGroup, () => {}, h.options);
    h.runAll();
    expect(h.groups.map(group => group.length)).toEqual([4, 1, 1]);
  });

  it('doubles the group when a step took no measurable time', () => {
    const h = harness(() => 0, 2);
    showInSteps(items(14), h.showGroup, () => {}, h.options);
    h.runAll();
    expect(h.groups.map(group => group.length)).toEqual([2, 4, 8]);
  });

  it('calls done at once when there is nothing to show', () => {
    const h = harness(() => 1);
    let done = false;
    showInSteps([], h.showGroup, () => (done = true), h.options);
    expect(done).toBe(true);
    expect(h.queue).toHaveLength(0);
  });

  it('once stopped, shows nothing more and never calls done', () => {
    const h = harness(group => group.length);
    let done = false;
    const stop = showInSteps(items(20), h.showGroup, () => (done = true), h.options);
    h.queue.shift()!();
    stop();
    h.runAll();
    expect(h.groups).toEqual([[1, 2, 3, 4]]);
    expect(done).toBe(false);
  });
});
