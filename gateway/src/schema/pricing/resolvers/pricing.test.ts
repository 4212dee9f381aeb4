import { describe, expect, it } from '@jest/globals';
import domain from './index.ts';

type Field = (p: unknown, a: unknown, ctx: unknown, info: unknown) => unknown;
const fields = (domain.resolvers as unknown as { RolloffPricing: Record<string, Field> })
  .RolloffPricing;
const record = {
  id: 7,
  price: '450.00',
  cost: '300.00',
  extra_day_cost: '5.00',
  cost_per_ton: '40.00',
  profitability: '150.00',
  bad_margin: false,
  sold_qty_last_45: 12,
  yard_waste: true,
};
// Before the session check has settled (a promise) and after it (a plain answer).
const contexts = (internal: boolean) => [
  { viewer: async () => ({ internal }), viewerNow: () => undefined },
  { viewer: async () => ({ internal }), viewerNow: () => ({ internal }) },
];

describe('RolloffPricing business figures (docs/decisions.md#access)', () => {
  const internalOnly = ['cost', 'extraDayCost', 'costPerTon', 'profitability', 'badMargin'];
  it('are answered to internal users', async () => {
    for (const ctx of contexts(true))
      for (const f of [...internalOnly, 'soldQtyLast45'])
        expect(await fields[f]!(record, {}, ctx, {})).not.toBeNull();
  });
  it('are null for users without the internal flag; prices stay visible', async () => {
    for (const ctx of contexts(false)) {
      for (const f of [...internalOnly, 'soldQtyLast45'])
        expect(await fields[f]!(record, {}, ctx, {})).toBeNull();
      expect(await fields.price!(record, {}, ctx, {})).toBe('450.00');
      expect(await fields.yardWaste!(record, {}, ctx, {})).toBe(true);
    }
  });
});
