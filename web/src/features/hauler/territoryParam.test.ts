import { describe, expect, it } from '@jest/globals';
import { keepTerritory, readTerritory, selectionHref, withTerritory } from './territoryParam.ts';

const q = (s: string) => new URLSearchParams(s);

describe('territory in the hauler page URL', () => {
  it('reads a known territory, anything else as All Territories', () => {
    expect(readTerritory(q('territory=West&region=3'))).toBe('West');
    expect(readTerritory(q('territory=Mars'))).toBe('');
    expect(readTerritory(q(''))).toBe('');
  });

  it('a new selection keeps the territory', () => {
    expect(keepTerritory({ zone: '7' }, q('territory=Midwest&region=3'))).toEqual({
      zone: '7',
      territory: 'Midwest',
    });
    expect(keepTerritory({}, q('region=3'))).toEqual({});
    expect(selectionHref({ new: 'zone', region: '3' }, q('territory=West'))).toBe(
      '?new=zone&region=3&territory=West',
    );
    expect(selectionHref({ region: '3' }, q('territory=bogus'))).toBe('?region=3');
  });

  it('changing the territory keeps the selection', () => {
    expect(withTerritory(q('zone=7'), 'West').toString()).toBe('zone=7&territory=West');
    expect(withTerritory(q('zone=7&territory=West'), '').toString()).toBe('zone=7');
  });
});
