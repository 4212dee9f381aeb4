import { describe, expect, it } from '@jest/globals';
import { pageCount, pageCursor, truncate } from './paging.ts';

describe('paging', () => {
  it('starts page 1 without a cursor and later pages after the last record of the previous one', () => {
    expect(pageCursor(1, 20)).toBeNull();
    expect(atob(pageCursor(2, 20)!)).toBe('offset:19');
    expect(atob(pageCursor(3, 10)!)).toBe('offset:19');
  });

  it('counts at least one page', () => {
    expect(pageCount(0, 20)).toBe(1);
    expect(pageCount(20, 20)).toBe(1);
    expect(pageCount(21, 20)).toBe(2);
  });

  it('truncates text past the limit with an ellipsis', () => {
    expect(truncate('short', 60)).toBe('short');
    const long = 'x'.repeat(61);
    expect(truncate(long, 60)).toBe(`${'x'.repeat(60)}…`);
  });
});
