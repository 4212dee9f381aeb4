import { describe, expect, it } from '@jest/globals';
import { openPriceKey, sealPriceKey } from './priceKey.ts';
import { limitedConnection } from './listConnection.ts';

describe('customer price keys', () => {
  const data = {
    productId: 7,
    pricing: { internal_id: '7', item_internal_id: 'NS-7', price: '450.00' },
  };
  it('opens what it sealed with the same secret (the fields a save reads)', () => {
    const { price: _price, ...saved } = data.pricing;
    expect(openPriceKey('secret-1', sealPriceKey('secret-1', data))).toEqual({
      productId: 7,
      pricing: saved,
    });
  });
  it('never carries the cost block or prices (the key is readable by its holder)', () => {
    const key = sealPriceKey('secret-1', {
      productId: 7,
      pricing: {
        ...data.pricing,
        ancillaries: [{ price_type_name: 'Overage', price: '75.00', item_internal_id: 'NS-8' }],
        cost: { ancillaries: [{ price_type_name: 'Overage', price: '42.25' }] },
      },
    });
    const text = Buffer.from(key.split('.')[0]!, 'base64url').toString('utf8');
    expect(text).not.toMatch(/cost|42\.25|75\.00|450\.00/);
    expect(openPriceKey('secret-1', key)!.pricing.ancillaries).toEqual([
      { price_type_name: 'Overage', item_internal_id: 'NS-8' },
    ]);
  });
  it('refuses another secret, a changed body, garbage and nothing', () => {
    const key = sealPriceKey('secret-1', data);
    expect(openPriceKey('secret-2', key)).toBeNull();
    const [, sig] = key.split('.');
    const forged = Buffer.from(
      JSON.stringify({ ...data, pricing: { ...data.pricing, price: '1.00' } }),
    ).toString('base64url');
    expect(openPriceKey('secret-1', `${forged}.${sig}`)).toBeNull();
    expect(openPriceKey('secret-1', 'abc')).toBeNull();
    expect(openPriceKey('secret-1', null)).toBeNull();
  });
});

describe('limited connections', () => {
  const rows = Array.from({ length: 7 }, (_, i) => i);
  const fetch = async (limit: number) => rows.slice(0, limit);
  it('pages with first/after over a limit-only search', async () => {
    const p1 = await limitedConnection({ first: 3 }, fetch);
    expect(p1.nodes).toEqual([0, 1, 2]);
    expect(p1.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: false });
    const p3 = await limitedConnection({ first: 3, after: p1.edges[2].cursor }, fetch);
    const p4 = await limitedConnection({ first: 3, after: p3.edges[2].cursor }, fetch);
    expect(p3.nodes).toEqual([3, 4, 5]);
    expect(p4.nodes).toEqual([6]);
    expect(p4.pageInfo.hasNextPage).toBe(false);
    expect(p4.totalCount).toBe(7);
  });
  it('asks for no more than the window plus one', async () => {
    const limits: number[] = [];
    await limitedConnection({ first: 2 }, async (l) => (limits.push(l), rows.slice(0, l)));
    expect(limits).toEqual([3]);
  });
  it('refuses a page size over 100', async () => {
    await expect(limitedConnection({ first: 101 }, fetch)).rejects.toThrow(
      'first must be at most 100',
    );
  });
});
