import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { PREFETCH_MARK, prefetchWhenIdle } from './prefetch.ts';

const tick = () => new Promise((r) => setTimeout(r, 5));

describe('prefetchWhenIdle', () => {
  afterEach(() => performance.clearMarks(PREFETCH_MARK));

  it('loads the next page once idle and marks when the first prefetch began', async () => {
    const load = jest.fn(() => Promise.resolve({}));
    prefetchWhenIdle(load);
    expect(load).not.toHaveBeenCalled();
    await tick();
    expect(load).toHaveBeenCalledTimes(1);
    expect(performance.getEntriesByName(PREFETCH_MARK)).toHaveLength(1);
    prefetchWhenIdle(load);
    await tick();
    // One mark: the benchmark counts what loaded after the first prefetch began.
    expect(performance.getEntriesByName(PREFETCH_MARK)).toHaveLength(1);
  });

  it('loads nothing when the page is left before the browser was idle', async () => {
    const load = jest.fn(() => Promise.resolve({}));
    prefetchWhenIdle(load)();
    await tick();
    expect(load).not.toHaveBeenCalled();
  });
});
