import { describe, expect, it } from '@jest/globals';
import { TtlCache } from './cache.ts';

describe('TtlCache', () => {
  it('answers a value until its TTL has passed', () => {
    let now = 0;
    const c = new TtlCache<string, number>(1000, 10, () => now);
    c.set('a', 1);
    now = 999;
    expect(c.get('a')).toBe(1);
    now = 1000;
    expect(c.get('a')).toBeUndefined();
    expect(c.size).toBe(0);
  });

  it('keeps at most maxEntries, dropping the oldest', () => {
    const c = new TtlCache<number, number>(1000, 3, () => 0);
    for (let i = 0; i < 5; i++) c.set(i, i);
    expect(c.size).toBe(3);
    expect([0, 1, 2, 3, 4].map((i) => c.get(i))).toEqual([undefined, undefined, 2, 3, 4]);
  });

  it('keeps nothing with a TTL of 0', () => {
    const c = new TtlCache<string, number>(0, 10, () => 0);
    c.set('a', 1);
    expect(c.get('a')).toBeUndefined();
  });

  it('through() loads once while fresh, keeps null, and does not keep a failure', async () => {
    const c = new TtlCache<string, string | null>(1000, 10, () => 0);
    let loads = 0;
    const ok = () => (loads++, Promise.resolve(null));
    expect(await c.through('a', ok)).toBeNull();
    expect(await c.through('a', ok)).toBeNull();
    expect(loads).toBe(1);
    await expect(c.through('b', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await c.through('b', () => Promise.resolve('up'))).toBe('up');
  });

  it('forgets a deleted key at once', () => {
    const c = new TtlCache<string, number>(1000, 10, () => 0);
    c.set('a', 1);
    c.delete('a');
    expect(c.get('a')).toBeUndefined();
  });
});
