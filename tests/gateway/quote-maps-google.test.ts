// MAPS_PROVIDER=google: the same paths at Google's base URL with the server key, no bearer token;
// OVER_QUERY_LIMIT becomes the spec's message. A stand-in for Google records the requests.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startHarness, type Harness } from './harness.ts';

let google: http.Server;
let h: Harness;
let cookie: string;
let seen: { path: string; query: URLSearchParams; authorization?: string }[] = [];
let overLimit = false;

beforeAll(async () => {
  google = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    seen.push({
      path: url.pathname,
      query: url.searchParams,
      authorization: req.headers.authorization,
    });
    res.writeHead(200, { 'content-type': 'application/json' });
    if (overLimit)
      return res.end(
        JSON.stringify({
          status: 'OVER_QUERY_LIMIT',
          error_message: 'You have exceeded your daily request quota',
        }),
      );
    if (url.pathname === '/maps/api/place/autocomplete/json')
      return res.end(
        JSON.stringify({
          status: 'OK',
          predictions: [
            {
              description: 'Austin, TX, USA',
              place_id: 'g-1',
              types: ['locality'],
              structured_formatting: { main_text: 'Austin', secondary_text: 'TX, USA' },
            },
          ],
        }),
      );
    if (url.pathname === '/maps/api/place/details/json')
      return res.end(JSON.stringify({ status: 'REQUEST_DENIED', error_message: 'bad key' }));
    res.end(JSON.stringify({ status: 'ZERO_RESULTS', results: [] }));
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

const SUGGEST = `query ($input: String!) { placeSuggestions(input: $input, sessionToken: "s-1", bias: { lat: 30.2, lng: -97.7 }) { placeId mainText } }`;

describe('Google maps provider', () => {
  it('calls Google with the server key, US only, bias, radius 10000 and the session token, without the bearer token', async () => {
    seen = [];
    overLimit = false;
    const r = await h.gql(SUGGEST, { input: 'Austin' }, { cookie });
    expect(r.body.errors).toBeUndefined();
    expect(r.body.data!.placeSuggestions).toEqual([{ placeId: 'g-1', mainText: 'Austin' }]);
    expect(seen).toHaveLength(1);
    const q = seen[0].query;
    expect(seen[0].path).toBe('/maps/api/place/autocomplete/json');
    expect(q.get('key')).toBe('server-key');
    expect(q.get('components')).toBe('country:us');
    expect(q.get('location')).toBe('30.2,-97.7');
    expect(q.get('radius')).toBe('10000');
    expect(q.get('sessiontoken')).toBe('s-1');
    expect(seen[0].authorization).toBeUndefined();
  });

  it("turns OVER_QUERY_LIMIT into 'There was a Google rate limiting failure - please rerun your search'", async () => {
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
    const r = await h.gql('{ place(placeId: "g-1") { placeId } }', {}, { cookie });
    expect(r.body.errors?.[0].extensions?.code).toBe('UPSTREAM_ERROR');
    expect(JSON.stringify(r.body)).not.toMatch(/server-key|bad key/);
  });
});
