import { afterEach, describe, expect, it } from 'vitest';
import { idleScheduler } from './client/whenIdle.js';
import { browserWhenIdle } from '../../src/theme/CodeBlock/Buttons/mountQueue';

type Work = (deadline: { timeRemaining(): number; didTimeout: boolean }) => void;
const scope = globalThis as { window?: unknown };

/** A window whose idle callbacks and timeouts are recorded, not run. */
function fakeWindow(withIdleCallback: boolean) {
  const idle: Array<[Work, unknown]> = [];
  const timeouts: Array<[() => void, number]> = [];
  scope.window = {
    ...(withIdleCallback ? { requestIdleCallback: (work: Work, options: unknown) => idle.push([work, options]) } : {}),
    setTimeout: (fn: () => void, delay: number) => timeouts.push([fn, delay]),
  };
  return { idle, timeouts };
}

describe('client/whenIdle.js: the one idle scheduler (client/docusaurus.js, CodeBlock mountQueue)', () => {
  afterEach(() => {
    delete scope.window;
  });

  it('hands the work to requestIdleCallback with the timeout', () => {
    const { idle, timeouts } = fakeWindow(true);
    const work: Work = () => {};
    idleScheduler({ timeout: 3000, fallbackDelay: 50 })(work);
    expect(idle).toEqual([[work, { timeout: 3000 }]]);
    expect(timeouts).toEqual([]);
  });

  it('without requestIdleCallback, runs the work after the fallback delay with a spent deadline', () => {
    const { idle, timeouts } = fakeWindow(false);
    const deadlines: Array<{ timeRemaining(): number; didTimeout: boolean }> = [];
    idleScheduler({ timeout: 3000, fallbackDelay: 50 })(deadline => deadlines.push(deadline));
    expect(idle).toEqual([]);
    expect(timeouts.map(([, delay]) => delay)).toEqual([50]);
    timeouts[0][0]();
    expect(deadlines.map(d => [d.timeRemaining(), d.didTimeout])).toEqual([[0, true]]);
  });

  it("the code block buttons' scheduler is one of these: 2 s timeout, 16 ms without idle callbacks", () => {
    const withIdle = fakeWindow(true);
    browserWhenIdle(() => {});
    expect(withIdle.idle.map(([, options]) => options)).toEqual([{ timeout: 2000 }]);
    const without = fakeWindow(false);
    browserWhenIdle(() => {});
    expect(without.timeouts.map(([, delay]) => delay)).toEqual([16]);
  });
});
