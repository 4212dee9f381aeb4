import { describe, expect, it } from '@jest/globals';
import { CARD_TEXT_LIMIT, truncate } from './truncate.ts';

describe('card text', () => {
  it('truncates card text at 85 characters', () => {
    expect(CARD_TEXT_LIMIT).toBe(85);
    const long = 'x'.repeat(90);
    expect(truncate(long)).toBe(`${'x'.repeat(85)}...`);
    expect(truncate('x'.repeat(85))).toBe('x'.repeat(85));
    expect(truncate(null)).toBe('');
  });
});
