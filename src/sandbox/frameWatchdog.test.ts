import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startFrameWatchdog } from './frameWatchdog';

describe('startFrameWatchdog', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('pings every interval and stays quiet while pongs come back', () => {
    const pings: number[] = [];
    const onUnresponsive = vi.fn();
    const watchdog = startFrameWatchdog({ sendPing: id => pings.push(id), onUnresponsive, intervalMs: 1000, timeoutMs: 3000 });
    for (let second = 0; second < 10; second++) {
      vi.advanceTimersByTime(1000);
      watchdog.pong(pings.at(-1)!);
    }
    expect(pings).toHaveLength(10);
    expect(onUnresponsive).not.toHaveBeenCalled();
    watchdog.stop();
  });

  it('reports once when the frame stops answering, then stops pinging', () => {
    const sendPing = vi.fn();
    const onUnresponsive = vi.fn();
    startFrameWatchdog({ sendPing, onUnresponsive, intervalMs: 1000, timeoutMs: 3000 });
    vi.advanceTimersByTime(10_000);
    expect(onUnresponsive).toHaveBeenCalledTimes(1);
    expect(sendPing).toHaveBeenCalledTimes(2);
  });

  it('ignores pongs to pings it never sent', () => {
    const onUnresponsive = vi.fn();
    const watchdog = startFrameWatchdog({ sendPing: () => {}, onUnresponsive, intervalMs: 1000, timeoutMs: 3000 });
    vi.advanceTimersByTime(2000);
    watchdog.pong(99);
    vi.advanceTimersByTime(1000);
    expect(onUnresponsive).toHaveBeenCalledTimes(1);
  });
});
