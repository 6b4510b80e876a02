import { afterEach, describe, expect, it, vi } from 'vitest';
import { evaluateInSteps } from './evaluateInSteps';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('evaluateInSteps', () => {
  it('runs the steps in order, each after the one before has settled', async () => {
    vi.stubGlobal('window', {});
    vi.useFakeTimers();
    const log: string[] = [];
    const step = (name: string) => async () => {
      log.push(`start ${name}`);
      await Promise.resolve();
      log.push(`end ${name}`);
    };
    const done = evaluateInSteps([step('a'), step('b')]).then(() => log.push('done'));
    await vi.runAllTimersAsync();
    await done;
    expect(log).toEqual(['start a', 'end a', 'start b', 'end b', 'done']);
  });

  it('runs each step in a timer task of its own, the first one too (apart from the code that calls it)', async () => {
    const log: string[] = [];
    vi.stubGlobal('window', {});
    vi.stubGlobal('setTimeout', (callback: () => void) => queueMicrotask(() => (log.push('timer'), callback())));
    await evaluateInSteps([async () => log.push('a'), async () => log.push('b')]);
    expect(log).toEqual(['timer', 'a', 'timer', 'b']);
  });

  it('gives back what each step resolved to, in order', async () => {
    vi.stubGlobal('window', {});
    expect(await evaluateInSteps([async () => 'a', async () => 2])).toEqual(['a', 2]);
  });

  it('runs the steps on the server too, without waiting for timers', async () => {
    vi.useFakeTimers();
    expect(await evaluateInSteps([async () => 'a', async () => 'b'])).toEqual(['a', 'b']);
  });
});
