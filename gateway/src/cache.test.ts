import { describe, expect, it } from '@jest/globals';
import { TtlCache, createCaches } from './cache.ts';
import type { SearchSource } from './schema/search/link.ts';

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

  it('with a weight bound, drops the oldest until the new entry fits, and releases what goes', () => {
    let now = 0;
    const c = new TtlCache<string, number>(1000, 10, () => now, {
      weigh: (v) => v,
      maxWeight: 10,
    });
    c.set('a', 4);
    c.set('b', 4);
    expect(c.totalWeight).toBe(8);
    c.set('c', 5);
    expect([c.get('a'), c.get('b'), c.get('c')]).toEqual([undefined, 4, 5]);
    expect(c.totalWeight).toBe(9);
    // Set again, a key weighs only its new value.
    c.set('b', 1);
    expect(c.totalWeight).toBe(6);
    c.delete('c');
    expect(c.totalWeight).toBe(1);
    now = 1000;
    expect(c.get('b')).toBeUndefined();
    expect(c.totalWeight).toBe(0);
  });

  it('keeps the newest entry alone when it weighs more than the bound', () => {
    const c = new TtlCache<string, number>(1000, 10, () => 0, { weigh: (v) => v, maxWeight: 10 });
    c.set('a', 3);
    c.set('big', 25);
    expect([c.get('a'), c.get('big')]).toEqual([undefined, 25]);
    expect(c.size).toBe(1);
  });

  it('forgets a deleted key at once', () => {
    const c = new TtlCache<string, number>(1000, 10, () => 0);
    c.set('a', 1);
    c.delete('a');
    expect(c.get('a')).toBeUndefined();
  });
});

describe('the search cache', () => {
  it('holds at most 16,000 products of answers in all, special-use zones counted', () => {
    const caches = createCaches(
      { sessionCacheMs: 0, lookupCacheMs: 0, timeZoneCacheMs: 0, searchCacheMs: 1000 },
      () => 0,
    );
    // An answer of `products` products in its zones and 10 in a special-use area.
    const answer = (products: number) =>
      ({ products: { count: products + 10 } }) as unknown as SearchSource;
    caches.searches.set('a', answer(9000));
    caches.searches.set('b', answer(6000));
    expect(caches.searches.totalWeight).toBe(15_020);
    caches.searches.set('c', answer(1000));
    expect(['a', 'b', 'c'].map((k) => !!caches.searches.get(k))).toEqual([false, true, true]);
    expect(caches.searches.totalWeight).toBe(7_020);
  });
});
