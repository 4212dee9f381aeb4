import { describe, expect, it } from '@jest/globals';
import { CUSTOMER_PRICE_ERROR, sendsAncillary } from '@shared/quote/customerPrice.ts';
import {
  customerPriceErrors,
  customerPricingPayload,
  effDate,
  keyedPricing,
} from './customerPrice.ts';

const pricing = {
  price: '450.00',
  internal_id: 'SP-1',
  item_internal_id: 'IT-1',
  product_category_name: 'Roll Off',
  item_name: '20 Yard C&D',
  vendor_id: 'V-9',
  service_area_name: 'Austin North',
  channel: 'B2B',
  price_level: 'Base',
  price_type: 'sale',
  ancillaries: [
    {
      price_type_name: 'Overage',
      price: '90.00',
      internal_id: 'A1',
      item_internal_id: 'IT-O',
      price_type: 'overage',
    },
    {
      price_type_name: 'Extension',
      price: '10.00',
      internal_id: 'A2',
      item_internal_id: 'IT-E',
      price_type: 'extension',
    },
  ],
};

describe('customer price save', () => {
  it("refuses without a customer, an effective date or a base item price record: 'Error saving customer price'", () => {
    expect(CUSTOMER_PRICE_ERROR).toBe('Error saving customer price');
    expect(
      customerPriceErrors({ customerId: '1', effectiveDate: '2026-11-22', price: '400', pricing }),
    ).toEqual([]);
    expect(customerPriceErrors({ effectiveDate: '2026-11-22', price: '400', pricing })).toEqual([
      { field: 'customerId', message: CUSTOMER_PRICE_ERROR },
    ]);
    expect(
      customerPriceErrors({ customerId: '1', effectiveDate: '', price: '400', pricing }),
    ).toEqual([{ field: 'effectiveDate', message: CUSTOMER_PRICE_ERROR }]);
    expect(
      customerPriceErrors({
        customerId: '1',
        effectiveDate: '2026-11-22',
        price: '400',
        pricing: null,
      }),
    ).toEqual([{ field: 'customerPriceKey', message: CUSTOMER_PRICE_ERROR }]);
  });
  it('sends ancillary prices only when non-empty and nonzero', () => {
    expect(sendsAncillary('')).toBe(false);
    expect(sendsAncillary('0.00')).toBe(false);
    expect(sendsAncillary(null)).toBe(false);
    expect(sendsAncillary('5')).toBe(true);
  });
  it('builds the keyed records with DD/MM/YYYY dates', () => {
    expect(effDate('2026-11-02')).toBe('02/11/2026');
    const body = customerPricingPayload({
      customerId: 'C-7',
      siteId: 'S-3',
      effectiveDate: '2026-11-22',
      price: '425',
      pricing,
      ancillaries: { Overage: '95', Extension: '0', Disposal: '', 'Trip Charge': '50.5' },
    });
    expect(Object.keys(body)).toEqual(['Base Item', 'Overage', 'Trip Charge']);
    expect(body['Base Item']).toEqual({
      sale_price_id: 'SP-1',
      item_internal_id: 'IT-1',
      category_name: 'Roll Off',
      item_name: '20 Yard C&D',
      vendor_id: 'V-9',
      service_area_name: 'Austin North',
      customer_id: 'C-7',
      site_id: 'S-3',
      eff_date: '22/11/2026',
      channel: 'B2B',
      price_level: 'Base',
      price: '425.00',
      price_type: 'sale',
    });
    expect(body.Overage).toEqual({
      parent_id: 'SP-1',
      item_internal_id: 'IT-O',
      customer_id: 'C-7',
      category_name: 'Roll Off',
      site_id: 'S-3',
      eff_date: '22/11/2026',
      price: '95.00',
      price_type: 'overage',
    });
    expect(body['Trip Charge'].price).toBe('50.50');
  });
});

describe('the pricing sealed into a customer price key', () => {
  it('keeps what the saved record needs: the same payload as the whole block, without prices or cost', () => {
    const whole = {
      ...pricing,
      cost: { ancillaries: [{ price_type_name: 'Overage', price: '50' }] },
    };
    const draft = {
      customerId: '7',
      siteId: '3',
      effectiveDate: '2026-12-01',
      price: '399.5',
      ancillaries: { Overage: '95', Extension: '12', Disposal: '', 'Trip Charge': null },
    };
    const keyed = keyedPricing(whole);
    expect(customerPricingPayload({ ...draft, pricing: keyed })).toEqual(
      customerPricingPayload({ ...draft, pricing: whole }),
    );
    expect(JSON.stringify(keyed)).not.toMatch(/450|90\.00|10\.00|"cost"/);
  });
});
