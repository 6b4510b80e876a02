import { describe, expect, it } from 'vitest';
import { RetryError, surfaceRetryErrors } from './errors';

const response = { results: [] };
const pending = Symbol('pending');
const settleWithin = <T>(promise: Promise<T>, ms = 50) => Promise.race([promise, new Promise<typeof pending>(resolve => setTimeout(() => resolve(pending), ms))]);

describe('surfaceRetryErrors', () => {
  it('passes results through the chain DocSearch builds', async () => {
    const chain = surfaceRetryErrors(Promise.resolve(response)).catch(() => 'handled').then(value => value);
    await expect(chain).resolves.toBe(response);
  });

  it("hands a RetryError to DocSearch's handler after the stalled threshold, then keeps the chain pending", async () => {
    const waits: number[] = [];
    const handled: unknown[] = [];
    const started = Date.now();
    const chain = surfaceRetryErrors(Promise.reject(new RetryError()), started, async ms => void waits.push(ms)).catch(error => {
      handled.push(error);
      throw error; // as DocSearch does after setting the error status
    });
    expect(await settleWithin(chain)).toBe(pending);
    expect(handled).toHaveLength(1);
    expect((handled[0] as Error).name).toBe('RetryError');
    expect(waits[0]).toBeGreaterThan(300);
  });

  it('lets other errors through as a normal rejection', async () => {
    const chain = surfaceRetryErrors(Promise.reject(new TypeError('boom'))).catch(error => {
      throw error;
    });
    await expect(chain).rejects.toThrow('boom');
  });
});
