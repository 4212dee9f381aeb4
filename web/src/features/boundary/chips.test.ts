import { expect, test } from '@jest/globals';
import { newChips, splitZipInput, type BoundaryChip } from './chips.ts';

test('multi-ZIP input: comma separated, spaces removed, empties and repeats dropped', () => {
  expect(splitZipInput(' 78701, 78 702 ,,78701,\t78703 ')).toEqual(['78701', '78702', '78703']);
  expect(splitZipInput(' , ')).toEqual([]);
});

test('a chip equal (label or value, any case) to one in the same list is ignored', () => {
  const existing: BoundaryChip[] = [
    { label: '78701', value: '78701', mode: 'merge' },
    { label: 'ATX North', value: 'atx-north', mode: 'merge' },
  ];
  const chip = (label: string, value = label) => ({ label, value });
  expect(
    newChips(
      existing,
      [chip('78701'), chip('atx north', 'x'), chip('y', 'ATX-NORTH'), chip('78702'), chip('78702')],
      'merge',
    ).map((c) => c.label),
  ).toEqual(['78702']);
  // The cut list is its own: a merged ZIP can be cut.
  expect(newChips(existing, [chip('78701')], 'cut')).toEqual([
    { label: '78701', value: '78701', mode: 'cut' },
  ]);
  expect(newChips(existing, [chip('  ')], 'cut')).toEqual([]);
});
