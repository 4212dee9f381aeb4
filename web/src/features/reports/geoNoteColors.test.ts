import { describe, expect, it } from '@jest/globals';
import { geoNoteHex } from './geoNoteColors.ts';

describe('geoNoteHex', () => {
  it('draws each geo note colour in its own hex, from the enum value or the stored hex', () => {
    expect(geoNoteHex('red')).toBe('#ff0000');
    expect(geoNoteHex('yellow')).toBe('#fff000');
    expect(geoNoteHex('orange')).toBe('#ffa500');
    expect(geoNoteHex('green')).toBe('#00ff00');
    expect(geoNoteHex('#FF0000')).toBe('#ff0000');
  });
  it('answers nothing for no colour or an unknown one (the map then uses its own)', () => {
    expect(geoNoteHex('')).toBeUndefined();
    expect(geoNoteHex(null)).toBeUndefined();
    expect(geoNoteHex('blue')).toBeUndefined();
  });
});
