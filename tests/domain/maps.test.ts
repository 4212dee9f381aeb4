// The offline maps stand-in at Google's paths, through the real main API (no auth header).
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import * as s from '../../api/src/db/schema.ts';
import { startTestApi, type TestApi } from '../helpers/api.ts';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
}, 120_000);
afterAll(async () => {
  await api?.close();
});

async function get(path: string, query: Record<string, string>): Promise<any> {
  const res = await fetch(`${api.url}${path}?${new URLSearchParams(query)}`);
  expect(res.status).toBe(200);
  return res.json();
}
const ac = (q: Record<string, string>) => get('/maps/api/place/autocomplete/json', q);

describe('place autocomplete', () => {
  test('ZIP prefixes answer postal codes with Google fields', async () => {
    const body = await ac({ input: '6061', components: 'country:us', sessiontoken: 'abc' });
    expect(body.status).toBe('OK');
    expect(body.predictions.length).toBeGreaterThan(0);
    const p = body.predictions[0];
    expect(p).toMatchObject({
      description: expect.stringMatching(/^Chicago, IL 606\d\d, USA$/),
      place_id: expect.stringMatching(/^ChIJ/),
      structured_formatting: {
        main_text: expect.stringMatching(/^6061/),
        secondary_text: 'Chicago, IL, USA',
      },
      types: expect.arrayContaining(['postal_code']),
    });
  });
  test('cities and counties, with the location bias deciding the order', async () => {
    const nearPortland = await ac({
      input: 'Portland',
      location: '45.52,-122.68',
      radius: '10000',
    });
    expect(nearPortland.predictions[0].description).toBe('Portland, OR, USA');
    const nearMaine = await ac({ input: 'Portland', location: '43.66,-70.26', radius: '10000' });
    expect(nearMaine.predictions[0].description).toBe('Portland, ME, USA');
    expect(nearMaine.predictions[0].types).toEqual(expect.arrayContaining(['locality']));
    const county = await ac({ input: 'Travis County, TX' });
    expect(county.predictions[0]).toMatchObject({
      description: 'Travis County, TX, USA',
      types: expect.arrayContaining(['administrative_area_level_2']),
    });
  });
  test('a typed street address resolves to its ZIP, keeping the typed text', async () => {
    const body = await ac({ input: '1600 Lake Shore Dr, Chicago, IL 60614' });
    expect(body.predictions).toHaveLength(1);
    expect(body.predictions[0].description).toBe('1600 Lake Shore Dr, Chicago, IL 60614');
  });
  test('at least 2 characters; a missing input is an invalid request; US only', async () => {
    expect(await ac({ input: 'A' })).toEqual({ predictions: [], status: 'ZERO_RESULTS' });
    expect((await ac({})).status).toBe('INVALID_REQUEST');
    expect((await ac({ input: 'Toronto', components: 'country:ca' })).status).toBe('ZERO_RESULTS');
    expect((await ac({ input: 'Qqqqzz' })).status).toBe('ZERO_RESULTS');
  });
});

describe('place details, text search, geocoding', () => {
  test('details of a typed address carry every address component', async () => {
    const [p] = (await ac({ input: '350 W 5th St, Austin, TX 78701' })).predictions;
    const body = await get('/maps/api/place/details/json', {
      place_id: p.place_id,
      sessiontoken: 'abc',
    });
    expect(body.status).toBe('OK');
    const types = body.result.address_components.map((c: { types: string[] }) => c.types[0]);
    expect(types).toEqual([
      'street_number',
      'route',
      'postal_code',
      'locality',
      'administrative_area_level_2',
      'administrative_area_level_1',
      'country',
    ]);
    expect(body.result.formatted_address).toBe('350 W 5th St, Austin, TX 78701');
    expect(body.result.geometry.location).toEqual({ lat: 30.2713, lng: -97.7426 });
    expect(body.result.place_id).toBe(p.place_id);
  });
  test('place ids are stable', async () => {
    const a = (await ac({ input: '78701' })).predictions[0].place_id;
    const b = (await get('/maps/api/place/textsearch/json', { query: '78701' })).results[0]
      .place_id;
    expect(a).toBe(b);
  });
  test('unknown and malformed place ids', async () => {
    expect((await get('/maps/api/place/details/json', { place_id: 'nonsense' })).status).toBe(
      'INVALID_REQUEST',
    );
    expect(
      (await get('/maps/api/place/details/json', { place_id: 'ChIJemlwOjAwMDAw' })).status,
    ).toBe('NOT_FOUND');
  });
  test('text search by 5-digit ZIP', async () => {
    const body = await get('/maps/api/place/textsearch/json', { query: '60614' });
    expect(body.status).toBe('OK');
    expect(body.results[0]).toMatchObject({
      formatted_address: 'Chicago, IL 60614, USA',
      types: ['postal_code'],
    });
    expect((await get('/maps/api/place/textsearch/json', { query: '00000' })).status).toBe(
      'ZERO_RESULTS',
    );
  });
  test('every seeded market is found by what staff type: a bare city, city and state, or a street address without commas', async () => {
    const markets = await api.database.db.select({ name: s.markets.name }).from(s.markets);
    expect(markets.length).toBeGreaterThan(0);
    for (const { name } of markets) {
      const [, city, state] = /^(.+) \(([A-Z]{2})\)$/.exec(name)!;
      for (const query of [city, `${city} ${state}`, `${city}, ${state}`]) {
        const body = await get('/maps/api/place/textsearch/json', { query });
        expect({ query, status: body.status }).toEqual({ query, status: 'OK' });
        expect(body.results[0].formatted_address).toBe(`${city}, ${state}, USA`);
      }
      const street = `100 Main St ${city}`;
      const typed = await ac({ input: street, components: 'country:us' });
      expect({ street, status: typed.status }).toEqual({ street, status: 'OK' });
      expect(typed.predictions[0].description).toBe(street);
      const details = await get('/maps/api/place/details/json', {
        place_id: typed.predictions[0].place_id,
      });
      const comps = details.result.address_components.map((c: any) => c.short_name);
      expect(comps).toEqual(expect.arrayContaining([city, state, '100', 'Main St']));
    }
  });
  test('geocoding by address and by latlng', async () => {
    const fwd = await get('/maps/api/geocode/json', { address: 'Austin, TX' });
    expect(fwd.results[0]).toMatchObject({
      formatted_address: 'Austin, TX, USA',
      types: ['locality', 'political'],
    });
    const rev = await get('/maps/api/geocode/json', { latlng: '41.9229,-87.6483' });
    expect(rev.status).toBe('OK');
    expect(rev.results.map((r: { formatted_address: string }) => r.formatted_address)).toEqual([
      'Chicago, IL 60614, USA',
      'Chicago, IL, USA',
      'Cook County, IL, USA',
    ]);
    expect((await get('/maps/api/geocode/json', { latlng: '0,-140' })).status).toBe('ZERO_RESULTS');
    expect((await get('/maps/api/geocode/json', {})).status).toBe('INVALID_REQUEST');
  });
});

describe('time zone', () => {
  test.each([
    ['winter in Chicago', '41.88,-87.63', '1768000000', -21600, 0, 'America/Chicago'],
    ['summer in Chicago', '41.88,-87.63', '1783000000', -21600, 3600, 'America/Chicago'],
    ['Phoenix has no DST', '33.45,-112.07', '1783000000', -25200, 0, 'America/Phoenix'],
    ['New York in summer', '40.71,-74.0', '1783000000', -18000, 3600, 'America/New_York'],
  ])('%s', async (_n, location, timestamp, rawOffset, dstOffset, timeZoneId) => {
    expect(await get('/maps/api/timezone/json', { location, timestamp })).toMatchObject({
      status: 'OK',
      rawOffset,
      dstOffset,
      timeZoneId,
    });
  });
  test('missing parameters', async () => {
    expect((await get('/maps/api/timezone/json', { location: '41.88,-87.63' })).status).toBe(
      'INVALID_REQUEST',
    );
  });
});
