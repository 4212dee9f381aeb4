import { describe, expect, it } from '@jest/globals';
import { NATIONAL_MARKETS, nationalMarkets } from './national.ts';

describe('the national markets', () => {
  const markets = nationalMarkets();

  it('cover the 48 contiguous states with about 3,000 haulers', () => {
    expect(markets).toHaveLength(NATIONAL_MARKETS);
    const states = new Set(markets.map((m) => m.state));
    for (const outside of ['AK', 'HI', 'PR']) expect(states.has(outside)).toBe(false);
    expect(states.size).toBeGreaterThanOrEqual(45);
    const haulers = markets.reduce((n, m) => n + m.haulers, 0);
    expect(haulers).toBeGreaterThan(2700);
    expect(haulers).toBeLessThan(3300);
  });

  it('are the same on every run, big metros first, and never two in one metro', () => {
    expect(nationalMarkets()).toEqual(markets);
    expect(markets.slice(0, 40).map((m) => m.city)).toEqual(
      expect.arrayContaining(['Houston', 'Chicago', 'Atlanta']),
    );
    const keys = markets.map((m) => `${m.city}, ${m.state}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('carry what a market record needs: territory, IANA time zone, haulers 3 to 40', () => {
    for (const m of markets) {
      expect(['Northeast', 'Southeast', 'Midwest', 'West']).toContain(m.territory);
      expect(m.timezone).toMatch(/^America\//);
      expect(m.haulers).toBeGreaterThanOrEqual(3);
      expect(m.haulers).toBeLessThanOrEqual(40);
    }
  });
});
