import { describe, expect, it } from '@jest/globals';
import { CARD_TEXT_LIMIT, truncate } from './cardText.ts';

describe('card text', () => {
  it('is cut at 85 characters with an ellipsis', () => {
    expect(CARD_TEXT_LIMIT).toBe(85);
    expect(truncate('a'.repeat(85))).toBe('a'.repeat(85));
    expect(truncate('a'.repeat(90))).toBe(`${'a'.repeat(85)}…`);
  });
});
