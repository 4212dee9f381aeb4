// A small seeded PRNG (mulberry32) so that the demo data is the same on every first start.

export interface Rng {
  next(): number;
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  chance(p: number): boolean;
  money(min: number, max: number): string;
}

/** A deterministic generator for `seed`. */
export function createRng(seed: number): Rng {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    pick: (items) => items[int(0, items.length - 1)],
    chance: (p) => next() < p,
    // Whole dollars and cents as text: money never passes through float sums.
    money: (min, max) => `${int(min, max)}.${String(int(0, 3) * 25).padStart(2, '0')}`,
  };
}
