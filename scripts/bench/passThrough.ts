// The pass-through baseline of the CPU benchmark (npm run bench -- cpu): a hand-made gateway that
// makes the same upstream calls as the real one for a results query (session check, place
// details, then time zone, waste types and POST /search together) with the same HTTP client
// (node-fetch, keep-alive agent) and returns the REST JSON untyped. No schema, no resolvers, no
// validation: what the gateway's typed work is compared with. `GET /calls` answers the number of
// upstream calls made so far (the benchmark's upstream calls per query).
//   MAIN_API_URL=… PORT=… node --import tsx scripts/bench/passThrough.ts
import http from 'node:http';
import fetch from 'node-fetch';
import { PLACE_FIELDS } from '../../gateway/src/rest/maps.ts';
import { AS_RESULTS_QUERY } from './resultsQuery.ts';

const base = process.env.MAIN_API_URL!;
const agent = new http.Agent({ keepAlive: true, maxSockets: 128 });
let calls = 0;

interface Place {
  id: string;
  formattedAddress?: string;
  location: { latitude: number; longitude: number };
  types?: string[];
  addressComponents?: { longText: string; shortText: string; types: string[] }[];
}

async function call(
  path: string,
  init: { method?: string; headers?: Record<string, string>; body?: string } = {},
) {
  calls++;
  const r = await fetch(`${base}${path}`, { ...init, agent });
  const text = await r.text();
  if (r.status >= 400) throw new Error(`${path} answered ${r.status}`);
  return JSON.parse(text) as unknown;
}

async function quote(token: string, placeId: string) {
  await call('/auth/check', { headers: { 'x-token': token } });
  const place = (await call(`/v1/places/${encodeURIComponent(placeId)}`, {
    headers: { 'x-goog-fieldmask': PLACE_FIELDS },
  })) as Place;
  const part = (t: string) => place.addressComponents?.find((c) => c.types.includes(t));
  const { latitude: lat, longitude: lng } = place.location;
  const [timeZone, wasteTypes, search] = await Promise.all([
    call(
      `/maps/api/timezone/json?location=${lat},${lng}&timestamp=${Math.floor(Date.now() / 1000)}`,
    ),
    call('/waste-types', { headers: { authorization: `Bearer ${token}` } }),
    call('/search', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({
        address: place.formattedAddress ?? null,
        city: part('locality')?.longText ?? null,
        state: part('administrative_area_level_1')?.shortText ?? null,
        zip_code: part('postal_code')?.longText ?? null,
        latitude: lat,
        longitude: lng,
        buffer: 0,
        type: place.types?.[0] ?? null,
        place_id: placeId,
        ...AS_RESULTS_QUERY,
      }),
    }),
  ]);
  return { place, timeZone, wasteTypes, search };
}

const server = http.createServer((req, res) => {
  if (req.method === 'GET' && req.url === '/calls') {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ calls }));
    return;
  }
  const chunks: Buffer[] = [];
  req.on('data', (c: Buffer) => chunks.push(c));
  req.on('end', () => {
    const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as {
      variables: { placeId: string };
    };
    const token = (req.headers.authorization ?? '').replace(/^Bearer /, '');
    quote(token, body.variables.placeId).then(
      (data) => {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ data: { quote: data } }));
      },
      (e: Error) => {
        res.writeHead(502, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ errors: [{ message: e.message }] }));
      },
    );
  });
});
server.listen(Number(process.env.PORT), '127.0.0.1', () => console.log('listening'));
// Stopped with SIGTERM (the benchmark with BENCH_CPU_PROF): exit normally, so that its profile is written.
process.on('SIGTERM', () => server.close(() => process.exit(0)));
