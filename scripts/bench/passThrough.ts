// The pass-through baselines of the CPU benchmark (npm run bench -- cpu): what the gateway's
// typed work is compared with. Both make the same upstream calls as the real gateway's results
// query (session check, place details, then time zone, waste types and POST /search together, then
// the card columns of the first page's products, POST /search/products)
// with the same HTTP client (node-fetch, keep-alive agent), and return the REST JSON untyped:
// - PASS_THROUGH=graphql, the baseline ("a generated pass-through gateway"): a GraphQL
//   gateway on the gateway's own server stack (Apollo Server 5 on Fastify) whose schema is one
//   field, `quote(placeId: ID!): JSON`, answering the upstream JSON as a JSON scalar. No types,
//   no resolvers beyond that field, no caches, no limits.
// - PASS_THROUGH=http, the floor: no GraphQL server at all, a bare Node HTTP server that writes
//   the JSON (what any server spends to make these calls and send their answers).
// `GET /calls` answers the number of upstream calls made so far (the benchmark's upstream calls
// per query).
//   MAIN_API_URL=… PORT=… PASS_THROUGH=graphql|http node --import ./deploy/ts.mjs scripts/bench/passThrough.ts
import http from 'node:http';
import fetch from 'node-fetch';
import { PLACE_FIELDS } from '../../gateway/src/rest/maps.ts';
import { AS_CARD_DETAILS } from '../../gateway/src/rest/search.ts';
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

/** The results query's upstream calls, their answers returned as they came. */
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
  // The card columns of the first page's products, as the gateway reads them for its 9 cards
  // (gateway/src/schema/search/details.ts): here the answer's first 9.
  const first = (
    (search as { search_results?: { rolloff_pricing?: { id: number }[] }[] }).search_results ?? []
  )
    .flatMap((z) => z.rolloff_pricing ?? [])
    .slice(0, 9)
    .map((p) => p.id);
  const details = first.length
    ? await call('/search/products', {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ ids: first, ...AS_CARD_DETAILS }),
      })
    : { data: [] };
  return { place, timeZone, wasteTypes, search, details };
}

const bearer = (h: string | string[] | undefined) => String(h ?? '').replace(/^Bearer /, '');

/** The floor: a bare Node HTTP server. */
function startHttp(port: number) {
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
      quote(bearer(req.headers.authorization), body.variables.placeId).then(
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
  server.listen(port, '127.0.0.1', () => console.log('listening'));
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}

/** The baseline: a GraphQL gateway of one untyped field, on Apollo Server and Fastify. */
async function startGraphql(port: number) {
  // Loaded here only, so that the bare server stays as light as it is.
  const [{ default: Fastify }, apolloServer, disabled, integration, { makeExecutableSchema }, gql] =
    await Promise.all([
      import('fastify'),
      import('@apollo/server'),
      import('@apollo/server/plugin/disabled'),
      import('@as-integrations/fastify'),
      import('@graphql-tools/schema'),
      import('graphql'),
    ]);
  const schema = makeExecutableSchema({
    typeDefs: 'scalar JSON\ntype Query { quote(placeId: ID!): JSON }',
    resolvers: {
      // A scalar's default serialize returns the value as it is: the upstream JSON, untyped.
      JSON: new gql.GraphQLScalarType({ name: 'JSON' }),
      Query: {
        quote: (_: unknown, a: { placeId: string }, ctx: { token: string }) =>
          quote(ctx.token, a.placeId),
      },
    },
  });
  const app = Fastify();
  const apollo = new apolloServer.ApolloServer<{ token: string }>({
    schema,
    // As the gateway (gateway/src/server.ts): no landing page, no cache-control hook per field.
    plugins: [
      integration.fastifyApolloDrainPlugin(app),
      disabled.ApolloServerPluginLandingPageDisabled(),
      disabled.ApolloServerPluginCacheControlDisabled(),
    ],
  });
  await apollo.start();
  app.get('/calls', () => ({ calls }));
  await app.register(integration.default(apollo), {
    context: (req) => Promise.resolve({ token: bearer(req.headers.authorization) }),
  });
  await app.listen({ port, host: '127.0.0.1' });
  console.log('listening');
  return () => app.close();
}

const port = Number(process.env.PORT);
const close = process.env.PASS_THROUGH === 'http' ? startHttp(port) : await startGraphql(port);
// Stopped with SIGTERM (the benchmark with BENCH_CPU_PROF): exit normally, so that its profile is written.
process.on('SIGTERM', () => void close().then(() => process.exit(0)));
