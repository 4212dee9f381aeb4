// The offline maps stand-in at Google's paths and shapes (Places API (New), Geocoding, Time Zone),
// through the real main API (no auth header).
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
/** A Places API (New) call: status and body. */
async function places(
  path: string,
  o: { body?: unknown; fieldMask?: string; query?: Record<string, string> } = {},
): Promise<{ status: number; body: any }> {
  const res = await fetch(`${api.url}${path}?${new URLSearchParams(o.query ?? {})}`, {
    method: o.body === undefined ? 'GET' : 'POST',
    headers: {
      'content-type': 'application/json',
      'x-goog-api-key': 'ignored',
      ...(o.fieldMask ? { 'x-goog-fieldmask': o.fieldMask } : {}),
    },
    body: o.body === undefined ? undefined : JSON.stringify(o.body),
  });
  return { status: res.status, body: await res.json() };
}
const ac = async (body: Record<string, unknown>) =>
  (await places('/v1/places:autocomplete', { body })).body;
const details = (id: string, fieldMask = '*', query: Record<string, string> = {}) =>
  places(`/v1/places/${id}`, { fieldMask, query });
const searchText = (textQuery: string, fieldMask = 'places.*') =>
  places('/v1/places:searchText', { body: { textQuery, regionCode: 'us' }, fieldMask });
const bias = (latitude: number, longitude: number) => ({
  circle: { center: { latitude, longitude }, radius: 10000 },
});

describe('place autocomplete (Places API (New))', () => {
  test('ZIP prefixes answer postal codes as placePrediction suggestions', async () => {
    const body = await ac({ input: '6061', includedRegionCodes: ['us'], sessionToken: 'abc' });
    expect(body.suggestions.length).toBeGreaterThan(0);
    const p = body.suggestions[0].placePrediction;
    expect(p).toMatchObject({
      place: `places/${p.placeId}`,
      placeId: expect.stringMatching(/^ChIJ/),
      text: { text: expect.stringMatching(/^Chicago, IL 606\d\d, USA$/) },
      structuredFormat: {
        mainText: { text: expect.stringMatching(/^6061/), matches: [{ endOffset: 4 }] },
        secondaryText: { text: 'Chicago, IL, USA' },
      },
      types: expect.arrayContaining(['postal_code']),
    });
  });
  test('cities and counties, with the location bias circle deciding the order', async () => {
    const text = (b: any) => b.suggestions[0].placePrediction.text.text;
    expect(text(await ac({ input: 'Portland', locationBias: bias(45.52, -122.68) }))).toBe(
      'Portland, OR, USA',
    );
    const nearMaine = await ac({ input: 'Portland', locationBias: bias(43.66, -70.26) });
    expect(text(nearMaine)).toBe('Portland, ME, USA');
    expect(nearMaine.suggestions[0].placePrediction.types).toEqual(
      expect.arrayContaining(['locality']),
    );
    const county = await ac({ input: 'Travis County, TX' });
    expect(county.suggestions[0].placePrediction).toMatchObject({
      text: { text: 'Travis County, TX, USA' },
      types: expect.arrayContaining(['administrative_area_level_2']),
    });
  });
  test('a typed street address resolves to its ZIP, keeping the typed text', async () => {
    const body = await ac({ input: '1600 Lake Shore Dr, Chicago, IL 60614' });
    expect(body.suggestions).toHaveLength(1);
    expect(body.suggestions[0].placePrediction.text.text).toBe(
      '1600 Lake Shore Dr, Chicago, IL 60614',
    );
  });
  test("at least 2 characters; a missing input is Google's INVALID_ARGUMENT; US only", async () => {
    // Google answers an empty object when nothing matches.
    expect(await ac({ input: 'A' })).toEqual({});
    expect(await places('/v1/places:autocomplete', { body: {} })).toEqual({
      status: 400,
      body: { error: { code: 400, message: expect.any(String), status: 'INVALID_ARGUMENT' } },
    });
    expect(await ac({ input: 'Toronto', includedRegionCodes: ['ca'] })).toEqual({});
    expect(await ac({ input: 'Qqqqzz' })).toEqual({});
  });
});

describe('place details, text search (Places API (New)), geocoding', () => {
  test('details of a typed address carry every address component, location and viewport', async () => {
    const p = (await ac({ input: '350 W 5th St, Austin, TX 78701' })).suggestions[0]
      .placePrediction;
    const { status, body } = await details(
      p.placeId,
      'id,formattedAddress,addressComponents,location,viewport',
      {
        sessionToken: 'abc',
      },
    );
    expect(status).toBe(200);
    expect(Object.keys(body).sort()).toEqual([
      'addressComponents',
      'formattedAddress',
      'id',
      'location',
      'viewport',
    ]);
    const types = body.addressComponents.map((c: { types: string[] }) => c.types[0]);
    expect(types).toEqual([
      'street_number',
      'route',
      'postal_code',
      'locality',
      'administrative_area_level_2',
      'administrative_area_level_1',
      'country',
    ]);
    expect(body.addressComponents.at(-2)).toMatchObject({ longText: 'Texas', shortText: 'TX' });
    expect(body.formattedAddress).toBe('350 W 5th St, Austin, TX 78701');
    expect(body.location).toEqual({ latitude: 30.2713, longitude: -97.7426 });
    expect(body.viewport.low.latitude).toBeLessThan(body.viewport.high.latitude);
    expect(body.id).toBe(p.placeId);
  });
  test('place ids are stable', async () => {
    const a = (await ac({ input: '78701' })).suggestions[0].placePrediction.placeId;
    const b = (await searchText('78701')).body.places[0].id;
    expect(a).toBe(b);
  });
  test('unknown and malformed place ids, and a missing field mask, answer Google errors', async () => {
    expect(await details('nonsense')).toMatchObject({
      status: 400,
      body: { error: { status: 'INVALID_ARGUMENT' } },
    });
    expect(await details('ChIJemlwOjAwMDAw')).toMatchObject({
      status: 404,
      body: { error: { status: 'NOT_FOUND' } },
    });
    const id = (await searchText('78701')).body.places[0].id;
    expect((await places(`/v1/places/${id}`)).status).toBe(400);
  });
  test('text search by 5-digit ZIP', async () => {
    const { body } = await searchText('60614', 'places.formattedAddress,places.types');
    expect(body.places[0]).toEqual({
      formattedAddress: 'Chicago, IL 60614, USA',
      types: ['postal_code'],
    });
    expect((await searchText('00000')).body).toEqual({});
  });
  test('every seeded market is found by what staff type: a bare city, city and state, or a street address without commas', async () => {
    const markets = await api.database.db.select({ name: s.markets.name }).from(s.markets);
    expect(markets.length).toBeGreaterThan(0);
    for (const { name } of markets) {
      const [, city, state] = /^(.+) \(([A-Z]{2})\)$/.exec(name)!;
      for (const query of [city, `${city} ${state}`, `${city}, ${state}`]) {
        const { body } = await searchText(query);
        expect({ query, found: body.places?.length }).toEqual({ query, found: 1 });
        expect(body.places[0].formattedAddress).toBe(`${city}, ${state}, USA`);
      }
      const street = `100 Main St ${city}`;
      const typed = await ac({ input: street, includedRegionCodes: ['us'] });
      expect({ street, found: typed.suggestions?.length }).toEqual({ street, found: 1 });
      const p = typed.suggestions[0].placePrediction;
      expect(p.text.text).toBe(street);
      const comps = (await details(p.placeId)).body.addressComponents.map((c: any) => c.shortText);
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
