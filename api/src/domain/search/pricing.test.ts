import { describe, expect, it } from '@jest/globals';
import { sortResults } from './pricing.ts';

const product = (id: string, o: Record<string, unknown> = {}) => ({
  id,
  preferred: false,
  rank: 5,
  price: '100.00',
  size: { name: '20 Yard' },
  waste_type: { name: 'Construction Debris' },
  ...o,
});
const names = (zones: { name: string }[]) => zones.map((z) => z.name);

describe('the order of a search answer', () => {
  it("orders each zone's products, then the zones by their best product and stored ranking", () => {
    const zones = [
      {
        name: 'unranked',
        aggregate_ranking: null,
        rolloff_pricing: [product('u2', { price: '90.00' }), product('u1', { price: '80.00' })],
      },
      { name: 'ranked', aggregate_ranking: '7', rolloff_pricing: [product('r1')] },
      { name: 'empty', aggregate_ranking: 9, rolloff_pricing: [] },
      {
        name: 'preferred',
        aggregate_ranking: '',
        rolloff_pricing: [product('p1', { preferred: true })],
      },
    ];
    const sorted = sortResults(zones, 'def');
    expect(names(sorted)).toEqual(['preferred', 'ranked', 'unranked', 'empty']);
    expect(sorted[2]!.rolloff_pricing.map((p) => p.id)).toEqual(['u1', 'u2']);
  });
  it('waste: products without a waste type come last, as on the results page', () => {
    const [zone] = sortResults(
      [
        {
          name: 'z',
          rolloff_pricing: [
            product('none', { waste_type: null, price: '1.00' }),
            product('yard', { waste_type: { name: 'Yard Waste' } }),
            product('dirt', { waste_type: { name: 'Dirt' } }),
          ],
        },
      ],
      'waste',
    );
    expect(zone!.rolloff_pricing.map((p) => p.id)).toEqual(['dirt', 'yard', 'none']);
  });
  it('size: by the leading number of the size name, then price', () => {
    const [zone] = sortResults(
      [
        {
          name: 'z',
          rolloff_pricing: [
            product('thirty', { size: { name: '30 Yard' }, price: '1.00' }),
            product('ten-dear', { size: { name: '10 Yard' }, price: '300.00' }),
            product('ten', { size: { name: '10 Yard' }, price: '200.00' }),
          ],
        },
      ],
      'size',
    );
    expect(zone!.rolloff_pricing.map((p) => p.id)).toEqual(['ten', 'ten-dear', 'thirty']);
  });
});
