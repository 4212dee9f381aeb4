import { describe, expect, it } from '@jest/globals';
import { resultVariables } from '../../pages/QuoteResultPage/resultVariables.ts';
import { OVERLAY_HIDE_ZOOM, overlaysVisible } from '../../map/types.ts';
import { clockText } from './clock.ts';
import { addChips, droppedMessage, isZip, partitionZips, splitTyped } from './zipChips.ts';

describe('multi-zip chips', () => {
  it('removes spaces, splits on commas and ignores duplicates', () => {
    expect(addChips(['60601'], '60 602, 60601,60603')).toEqual(['60601', '60602', '60603']);
    expect(addChips([], ' , ,')).toEqual([]);
  });
  it('keeps the term after the last comma typed, the rest become chips', () => {
    expect(splitTyped(['60601'], '60602, 606')).toEqual({ chips: ['60601', '60602'], text: '606' });
    expect(splitTyped([], '6 06')).toEqual({ chips: [], text: '606' });
    expect(splitTyped(['60601'], '60601,')).toEqual({ chips: ['60601'], text: '' });
  });
});

describe('multi-zip dropped entries', () => {
  it('takes exactly five digits as a ZIP code', () => {
    expect(['60601', '6060', '606011', '6060a', 'Chicago', ''].map(isZip)).toEqual([
      true,
      false,
      false,
      false,
      false,
      false,
    ]);
  });
  it('drops the entries that are not ZIP codes and says so, keeping the order of the rest', () => {
    expect(partitionZips(['60601', 'abc', '6060', '60029'])).toEqual({
      zips: ['60601', '60029'],
      dropped: [
        { entry: 'abc', reason: 'not a ZIP code' },
        { entry: '6060', reason: 'not a ZIP code' },
      ],
    });
    expect(partitionZips(['60601'])).toEqual({ zips: ['60601'], dropped: [] });
  });
  it('names every dropped entry with its reason', () => {
    expect(droppedMessage([])).toBe('');
    expect(droppedMessage([{ entry: 'abc', reason: 'not a ZIP code' }])).toBe(
      'Removed 1 entry: abc (not a ZIP code)',
    );
    expect(
      droppedMessage([
        { entry: 'abc', reason: 'not a ZIP code' },
        { entry: '00000', reason: 'not found' },
      ]),
    ).toBe('Removed 2 entries: abc (not a ZIP code), 00000 (not found)');
  });
});

describe('local clock', () => {
  it('shows h:mm A in the address time zone', () => {
    const at = new Date('2026-07-01T17:05:09Z');
    expect(clockText(at, 'America/Chicago')).toBe('12:05 PM');
    expect(clockText(at, 'America/Phoenix')).toBe('10:05 AM');
    expect(clockText(new Date('2026-01-01T05:30:00Z'), 'America/New_York')).toBe('12:30 AM');
  });
});

describe('results route variables', () => {
  it('reads the pin point and Expand Search from the URL', () => {
    expect(resultVariables('p1', new URLSearchParams('lat=41.5&lng=-87.25&nearby=1'))).toEqual({
      placeId: 'p1',
      lat: 41.5,
      lng: -87.25,
      nearby: true,
    });
    expect(resultVariables('p1', new URLSearchParams('lat=x&nearby=0'))).toEqual({
      placeId: 'p1',
      lat: null,
      lng: null,
      nearby: false,
    });
  });
});

describe('map overlays', () => {
  it('are hidden at zoom 18 and above, shown below', () => {
    expect(OVERLAY_HIDE_ZOOM).toBe(18);
    expect(overlaysVisible(17)).toBe(true);
    expect(overlaysVisible(18)).toBe(false);
    expect(overlaysVisible(20)).toBe(false);
  });
});
