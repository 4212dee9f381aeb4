import { describe, expect, it } from '@jest/globals';
import { parseZipList } from './zipList.ts';

describe('multi-ZIP input', () => {
  it('parses multi-zip input: commas, spaces removed, duplicates ignored', () => {
    expect(parseZipList(' 78701, 78702 ,78701,, 787 03')).toEqual(['78701', '78702', '78703']);
  });
});
