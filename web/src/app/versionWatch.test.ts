import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { VERSION_CHECK_MS, watchVersion } from './versionWatch.ts';

const flush = async () => {
  for (let i = 0; i < 5; i++) await Promise.resolve();
};

describe('watchVersion', () => {
  beforeEach(() => {
    jest.useFakeTimers();
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('reads the build at start and every 10 minutes, and reports a changed checksum once', async () => {
    const sums = ['abc\n', 'abc\n', 'def\n', 'ghi\n'];
    const fetchSum = jest.fn(async () => sums.shift()!);
    const onNewVersion = jest.fn();
    watchVersion({ fetchSum, onNewVersion });
    await flush();
    expect(fetchSum).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(VERSION_CHECK_MS - 1);
    await flush();
    expect(fetchSum).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(1);
    await flush();
    expect(onNewVersion).not.toHaveBeenCalled();
    jest.advanceTimersByTime(VERSION_CHECK_MS);
    await flush();
    expect(onNewVersion).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(VERSION_CHECK_MS * 3);
    await flush();
    expect(fetchSum).toHaveBeenCalledTimes(3);
    expect(onNewVersion).toHaveBeenCalledTimes(1);
  });

  it('skips failed reads instead of taking them for a new build', async () => {
    const answers: Array<() => Promise<string>> = [
      async () => 'abc',
      async () => {
        throw new Error('offline');
      },
      async () => '',
      async () => 'abc',
    ];
    const onNewVersion = jest.fn();
    watchVersion({ fetchSum: () => answers.shift()!(), onNewVersion, intervalMs: 10 });
    for (let i = 0; i < 4; i++) {
      await flush();
      jest.advanceTimersByTime(10);
    }
    await flush();
    expect(onNewVersion).not.toHaveBeenCalled();
  });

  it('a restarted watcher compares with the build the page loaded', async () => {
    const build = { sum: null as string | null };
    const stop = watchVersion({ fetchSum: async () => 'old', onNewVersion: jest.fn(), build });
    await flush();
    stop();
    const onNewVersion = jest.fn();
    watchVersion({ fetchSum: async () => 'new', onNewVersion, build });
    await flush();
    expect(onNewVersion).toHaveBeenCalledTimes(1);
  });

  it('stops when asked', async () => {
    const fetchSum = jest.fn(async () => 'abc');
    const stop = watchVersion({ fetchSum, onNewVersion: jest.fn() });
    await flush();
    stop();
    jest.advanceTimersByTime(VERSION_CHECK_MS * 2);
    expect(fetchSum).toHaveBeenCalledTimes(1);
  });
});
