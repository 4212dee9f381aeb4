import { describe, expect, it } from '@jest/globals';
import { addressParts, isPostalCode, isZipInput, streetViewAvailable } from './address.ts';

describe('address rules', () => {
  it('takes the spec address parts from place components', () => {
    const parts = addressParts([
      { long_name: '100', short_name: '100', types: ['street_number'] },
      { long_name: 'Congress Ave', short_name: 'Congress Ave', types: ['route'] },
      { long_name: 'Austin', short_name: 'Austin', types: ['locality', 'political'] },
      {
        long_name: 'Travis County',
        short_name: 'Travis County',
        types: ['administrative_area_level_2'],
      },
      { long_name: 'Texas', short_name: 'TX', types: ['administrative_area_level_1'] },
      { long_name: '78701', short_name: '78701', types: ['postal_code'] },
    ]);
    expect(parts).toEqual({
      streetNumber: '100',
      route: 'Congress Ave',
      city: 'Austin',
      county: 'Travis County',
      state: 'TX',
      stateName: 'Texas',
      zipCode: '78701',
      street: '100 Congress Ave',
    });
  });
  it('falls back to administrative_area_level_3 for the city', () => {
    expect(
      addressParts([
        { long_name: 'Town', short_name: 'Town', types: ['administrative_area_level_3'] },
      ]).city,
    ).toBe('Town');
  });
  it('knows ZIP places, street-view places and ZIP input', () => {
    expect(isPostalCode(['postal_code'])).toBe(true);
    expect(isPostalCode(['locality'])).toBe(false);
    expect(streetViewAvailable(['street_address'])).toBe(true);
    expect(streetViewAvailable(['premise'])).toBe(true);
    expect(streetViewAvailable(['route'])).toBe(false);
    expect(isZipInput('78701')).toBe(true);
    expect(isZipInput('7870')).toBe(false);
    expect(isZipInput('78701a')).toBe(false);
  });
});
