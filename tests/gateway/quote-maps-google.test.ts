// MAPS_PROVIDER=google: the Places API (New) (places:autocomplete, places/{id}, places:searchText)
// with the server key in X-Goog-Api-Key and a field mask, Geocoding at Google's legacy path, never
// the bearer token; RESOURCE_EXHAUSTED becomes the spec's message. A stand-in for Google records
// the requests and answers Google's shapes.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startHarness, type Harness } from './harness.ts';

type Seen = {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: http.IncomingHttpHeaders;
  body: any;
};
let google: http.Server;
let h: Harness;
let cookie: string;
let seen: Seen[] = [];
let overLimit = false;

const AUSTIN = {
  id: 'g-1',
  displayName: { text: 'Austin', languageCode: 'en' },
  formattedAddress: 'Austin, TX, USA',
  types: ['locality', 'political'],
  location: { latitude: 30.2672, longitude: -97.7431 },
  viewport: {
    low: { latitude: 30.1, longitude: -97.9 },
    high: { latitude: 30.5, longitude: -97.5 },
  },
  addressComponents: [
    { longText: 'Austin', shortText: 'Austin', types: ['locality', 'political'] },
    {
      longText: 'Travis County',
      shortText: 'Travis County',
      types: ['administrative_area_level_2', 'political'],
    },
    { longText: 'Texas', shortText: 'TX', types: ['administrative_area_level_1', 'political'] },
    { longText: 'United States', shortText: 'US', types: ['country', 'political'] },
  ],
};
const ZIP = {
  ...AUSTIN,
  id: 'g-78701',
  displayName: { text: '78701', languageCode: 'en' },
  formattedAddress: 'Austin, TX 78701, USA',
  types: ['postal_code'],
};

function json(res: http.ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

beforeAll(async () => {
  google = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://x');
      const text = Buffer.concat(chunks).toString();
      seen.push({
        method: req.method ?? '',
        path: url.pathname,
        query: url.searchParams,
        headers: req.headers,
        body: text ? JSON.parse(text) : undefined,
      });
      if (overLimit)
        return json(res, 429, {
          error: {
            code: 429,
            message: "Quota exceeded for quota metric 'Requests'",
            status: 'RESOURCE_EXHAUSTED',
          },
        });
      if (url.pathname === '/v1/places:autocomplete')
        return json(res, 200, {
          suggestions: [
            {
              placePrediction: {
                place: 'places/g-1',
                placeId: 'g-1',
                text: { text: 'Austin, TX, USA', matches: [{ endOffset: 6 }] },
                structuredFormat: {
                  mainText: { text: 'Austin', matches: [{ endOffset: 6 }] },
                  secondaryText: { text: 'TX, USA' },
                },
                types: ['locality', 'political', 'geocode'],
              },
            },
            { queryPrediction: { text: { text: 'Austin restaurants' } } },
          ],
        });
      if (url.pathname === '/v1/places:searchText')
        return json(res, 200, req.headers['x-goog-fieldmask'] ? { places: [ZIP] } : {});
      if (url.pathname === '/v1/places/g-1') return json(res, 200, AUSTIN);
      if (url.pathname === '/v1/places/g-denied')
        return json(res, 403, {
          error: { code: 403, message: 'bad key', status: 'PERMISSION_DENIED' },
        });
      if (url.pathname.startsWith('/v1/places/'))
        return json(res, 404, {
          error: { code: 404, message: 'Place ID g-x was not found.', status: 'NOT_FOUND' },
        });
      json(res, 200, { status: 'ZERO_RESULTS', results: [] });
    });
  });
  await new Promise<void>((r) => google.listen(0, '127.0.0.1', () => r()));
  h = await startHarness({
    mapsProvider: 'google',
    googleMapsApiKey: 'server-key',
    mapsBaseUrl: `http://127.0.0.1:${(google.address() as AddressInfo).port}`,
  });
  cookie = await h.login('staff@demo.local');
}, 120_000);

afterAll(async () => {
  await h?.close();
  await new Promise<void>((r) => google?.close(() => r()));
});

const SUGGEST = `query ($input: String!) { placeSuggestions(input: $input, sessionToken: "s-1", bias: { lat: 30.2, lng: -97.7 }) { placeId description mainText secondaryText source } }`;

describe('Google maps provider (Places API (New))', () => {
  it('asks places:autocomplete with the key header, US only, a 10 km bias circle and the session token, without the bearer token', async () => {
    seen = [];
    overLimit = false;
    const r = await h.gql(SUGGEST, { input: 'Austin' }, { cookie });
    expect(r.body.errors).toBeUndefined();
    // The query prediction (no place) is left out.
    expect(r.body.data!.placeSuggestions).toEqual([
      {
        placeId: 'g-1',
        description: 'Austin, TX, USA',
        mainText: 'Austin',
        secondaryText: 'TX, USA',
        source: 'autocomplete',
      },
    ]);
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({ method: 'POST', path: '/v1/places:autocomplete' });
    expect(seen[0].headers['x-goog-api-key']).toBe('server-key');
    expect(seen[0].headers.authorization).toBeUndefined();
    expect(seen[0].query.get('key')).toBeNull();
    expect(seen[0].body).toEqual({
      input: 'Austin',
      includedRegionCodes: ['us'],
      sessionToken: 's-1',
      locationBias: { circle: { center: { latitude: 30.2, longitude: -97.7 }, radius: 10000 } },
    });
  });

  it('a 5-digit ZIP adds places:searchText with a places.* field mask, listed first', async () => {
    seen = [];
    const r = await h.gql(SUGGEST, { input: '78701' }, { cookie });
    expect(r.body.errors).toBeUndefined();
    expect(r.body.data!.placeSuggestions[0]).toEqual({
      placeId: 'g-78701',
      description: 'Austin, TX 78701, USA',
      mainText: '78701',
      secondaryText: 'Austin, TX 78701, USA',
      source: 'textSearch',
    });
    const search = seen.find((s) => s.path === '/v1/places:searchText')!;
    expect(search.method).toBe('POST');
    expect(search.body).toEqual({ textQuery: '78701', regionCode: 'us' });
    expect(search.headers['x-goog-fieldmask']).toMatch(/^places\.id,/);
    expect(search.headers['x-goog-fieldmask']).toContain('places.addressComponents');
  });

  it('reads place details (places/{id}) with a field mask: address components, location', async () => {
    seen = [];
    const r = await h.gql(
      '{ place(placeId: "g-1", sessionToken: "s-1") { placeId name formattedAddress types location { lat lng } address { city state county } } }',
      {},
      { cookie },
    );
    expect(r.body.errors).toBeUndefined();
    expect(r.body.data!.place).toEqual({
      placeId: 'g-1',
      name: 'Austin',
      formattedAddress: 'Austin, TX, USA',
      types: ['locality', 'political'],
      location: { lat: 30.2672, lng: -97.7431 },
      address: { city: 'Austin', state: 'TX', county: 'Travis County' },
    });
    expect(seen[0]).toMatchObject({ method: 'GET', path: '/v1/places/g-1' });
    expect(seen[0].query.get('sessionToken')).toBe('s-1');
    expect(seen[0].headers['x-goog-api-key']).toBe('server-key');
    expect(seen[0].headers['x-goog-fieldmask']).toBe(
      'id,displayName,formattedAddress,addressComponents,location,viewport,types',
    );
    const unknown = await h.gql('{ place(placeId: "g-x") { placeId } }', {}, { cookie });
    expect(unknown.body.errors).toBeUndefined();
    expect(unknown.body.data!.place).toBeNull();
  });

  it("turns RESOURCE_EXHAUSTED (429) into 'There was a Google rate limiting failure - please rerun your search'", async () => {
    overLimit = true;
    const r = await h.gql(SUGGEST, { input: 'Austin' }, { cookie });
    expect(r.body.errors?.[0]).toMatchObject({
      message: 'There was a Google rate limiting failure - please rerun your search',
      extensions: { code: 'UPSTREAM_ERROR' },
    });
    const q = await h.gql('{ quote(placeId: "g-1") { id } }', {}, { cookie });
    expect(q.body.errors?.[0].message).toBe(
      'There was a Google rate limiting failure - please rerun your search',
    );
    overLimit = false;
  });

  it('reports other Google failures as UPSTREAM_ERROR without the key or the provider text', async () => {
    const r = await h.gql('{ place(placeId: "g-denied") { placeId } }', {}, { cookie });
    expect(r.body.errors?.[0].extensions?.code).toBe('UPSTREAM_ERROR');
    expect(JSON.stringify(r.body)).not.toMatch(/server-key|bad key/);
  });
});
