import { describe, expect, it } from '@jest/globals';
import { RETRY_MAX_MS, retryDelay } from './outageRetry.ts';

describe('retryDelay', () => {
  it('waits 1 s after the first failure, then twice as long each time, at most 15 s', () => {
    expect([1, 2, 3, 4, 5, 6, 50].map(retryDelay)).toEqual([
      1000,
      2000,
      4000,
      8000,
      RETRY_MAX_MS,
      RETRY_MAX_MS,
      RETRY_MAX_MS,
    ]);
  });
  it('treats no recorded failure like the first one', () => {
    expect(retryDelay(0)).toBe(1000);
  });
});
