import { describe, expect, it } from 'vitest';
import { errorDisplayDelay, errorSettleMs, runDelayMs } from './runTiming';

describe('errorDisplayDelay', () => {
  it('holds an error back until the code that caused it has settled', () => {
    expect(errorDisplayDelay(1000, 1030)).toBe(errorSettleMs - 30);
  });

  it('shows an error at once when the code has been left alone long enough', () => {
    expect(errorDisplayDelay(1000, 1000 + errorSettleMs)).toBe(0);
    expect(errorDisplayDelay(1000, 5000)).toBe(0);
  });

  it('runs well inside the 150 ms keystroke-to-preview budget', () => {
    expect(runDelayMs).toBeLessThanOrEqual(100);
    expect(errorSettleMs).toBeGreaterThan(runDelayMs);
  });
});
