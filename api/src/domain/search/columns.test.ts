// The columns a search reads and sends (columns.ts): a pricing block made of BLOCK_COLUMNS alone
// is the block of the whole record, and a column set answers the same projection each time.
import { describe, expect, test } from '@jest/globals';
import { BLOCK_COLUMNS, pricingBlock } from './pricing.ts';
import { ROW_CACHE_SIZE } from '../../db/json-rows.ts';
import { PRICING_COLUMNS, PROJECTIONS_KEPT, projectionOf } from './columns.ts';

/** A pricing record with every column set (money columns to distinct amounts). */
const record = Object.fromEntries(
  PRICING_COLUMNS.map((c, i) => [c, c === 'id' ? 41 : `${100 + i}.25`]),
) as Record<string, unknown> & { id: number };
const ctx = { zoneName: 'Z', haulerId: 3, sizeName: '20 Yard', costStructure: 'Haul + Disposal' };

describe('BLOCK_COLUMNS', () => {
  test('the block of a record read with BLOCK_COLUMNS only is the block of the whole record', () => {
    const only = Object.fromEntries(BLOCK_COLUMNS.map((c) => [c, record[c]])) as typeof record;
    const whole = pricingBlock(record, ctx);
    expect(pricingBlock(only, ctx)).toEqual(whole);
    // Every ancillary the block can carry is there: a column missing from the list would show.
    expect(whole.ancillaries.map((a) => a.price_type_name)).toEqual([
      'Overage',
      'Extension',
      'Disposal',
      'Trip Charge',
    ]);
    expect(whole.cost.ancillaries).toHaveLength(2);
    expect(whole.item_internal_id).not.toBeNull();
  });
});

describe('projectionOf', () => {
  test('without columns: the whole table; the same column set in any order: the same projection', () => {
    expect(projectionOf(undefined, true).read).toBeUndefined();
    const a = projectionOf(['tonnage', 'sell_as'], false);
    expect(projectionOf(['sell_as', 'tonnage'], false)).toBe(a);
    expect(Object.keys(a.read!)).toEqual([
      'id',
      'service_area_id',
      'size_id',
      'waste_type_id',
      'cost_structure_id',
      'price',
      'cost',
      'tonnage',
      'sell_as',
      'rank',
      'preferred',
    ]);
    // With the blocks, what they are made of is read too (and not sent).
    const withBlocks = projectionOf(['tonnage', 'sell_as'], true);
    expect(Object.keys(withBlocks.read!)).toEqual(expect.arrayContaining([...BLOCK_COLUMNS]));
    const product = withBlocks.productOf(record as never, {} as never) as Record<string, unknown>;
    expect(product).not.toHaveProperty('delivery_fee');
    expect(product.tonnage).toBe(record.tonnage);
  });

  test('a narrow column set keeps more rows in the row cache: as many values as the whole records', () => {
    expect(projectionOf(undefined, true).cacheRows).toBe(ROW_CACHE_SIZE);
    // 11 columns read of the table's 75 or so.
    const narrow = projectionOf(['tonnage', 'sell_as'], false);
    expect(narrow.cacheRows).toBe(
      Math.floor((ROW_CACHE_SIZE * PRICING_COLUMNS.length) / Object.keys(narrow.read!).length),
    );
    expect(narrow.cacheRows).toBeGreaterThan(6 * ROW_CACHE_SIZE);
  });

  test(`keeps the last ${PROJECTIONS_KEPT} column sets`, () => {
    // The debris flags and their notes: none of them is read by the search itself.
    const notes = PRICING_COLUMNS.slice(
      PRICING_COLUMNS.indexOf('yard_waste'),
      PRICING_COLUMNS.indexOf('created_at'),
    );
    expect(notes.length).toBeGreaterThanOrEqual(2 * PROJECTIONS_KEPT);
    const first = projectionOf(['new'], false);
    for (let i = 0; i < PROJECTIONS_KEPT - 1; i++) projectionOf([notes[i]], false);
    expect(projectionOf(['new'], false)).toBe(first);
    for (let i = 0; i < PROJECTIONS_KEPT; i++) projectionOf([notes[PROJECTIONS_KEPT + i]], false);
    expect(projectionOf(['new'], false)).not.toBe(first);
  });
});
