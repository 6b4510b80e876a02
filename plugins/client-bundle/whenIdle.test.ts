import { afterEach, describe, expect, it, vi } from 'vitest';
import { IDLE_WORK_MS, idleScheduler } from './client/whenIdle.js';
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
    vi.restoreAllMocks();
  });

  it('runs the work in an idle callback requested with the timeout', () => {
    const { idle, timeouts } = fakeWindow(true);
    const work = vi.fn<Work>();
    idleScheduler({ timeout: 3000, fallbackDelay: 50 })(work);
    expect(idle.map(([, options]) => options)).toEqual([{ timeout: 3000 }]);
    expect(timeouts).toEqual([]);
    expect(work).not.toHaveBeenCalled();
    idle[0]![0]({ timeRemaining: () => 30, didTimeout: true });
    expect(work).toHaveBeenCalledOnce();
    expect(work.mock.calls[0]![0].didTimeout).toBe(true);
  });

  it(`tells the work at most ${IDLE_WORK_MS} ms remain of a long idle period, counted from its start`, () => {
    const { idle } = fakeWindow(true);
    let clock = 1000;
    vi.spyOn(performance, 'now').mockImplementation(() => clock);
    const remaining: number[] = [];
    idleScheduler({ timeout: 3000, fallbackDelay: 50 })(deadline => {
      remaining.push(deadline.timeRemaining());
      clock += 10;
      remaining.push(deadline.timeRemaining());
      clock += 10;
      remaining.push(deadline.timeRemaining());
    });
    idle[0]![0]({ timeRemaining: () => 49, didTimeout: false });
    expect(remaining).toEqual([IDLE_WORK_MS, IDLE_WORK_MS - 10, 0]);
  });

  it("passes on the browser's deadline when it is the shorter", () => {
    const { idle } = fakeWindow(true);
    const remaining: number[] = [];
    idleScheduler({ timeout: 3000, fallbackDelay: 50 })(deadline => remaining.push(deadline.timeRemaining()));
    idle[0]![0]({ timeRemaining: () => 3, didTimeout: false });
    expect(remaining).toEqual([3]);
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
