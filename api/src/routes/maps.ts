// The maps stand-in at Google's own paths (docs/decisions.md#ports), so only the base URL differs:
// the Places API (New) under /v1/places, Geocoding and Time Zone under /maps/api.
// No auth header is needed: the gateway sends none (Google's key, when sent, is ignored).
import type { FastifyInstance } from 'fastify';
import {
  autocomplete,
  geocode,
  placeDetails,
  searchText,
  timeZone,
  type PlacesAnswer,
} from '../maps/service.ts';

type Handler = (q: Record<string, string | undefined>) => unknown;

// Google's parameters of these calls; others are accepted and ignored, as Google does.
const PARAMS = [
  'key',
  'language',
  'region',
  'place_id',
  'address',
  'latlng',
  'result_type',
  'location_type',
  'components',
  'location',
  'timestamp',
  'sessionToken',
  'languageCode',
  'regionCode',
];
const querystring = {
  type: 'object',
  properties: Object.fromEntries(PARAMS.map((p) => [p, { type: 'string', maxLength: 2000 }])),
};
const jsonBody = { type: 'object' };

const routes: [string, Handler, string][] = [
  ['/maps/api/geocode/json', geocode, 'Geocoding by address, latlng or place_id'],
  ['/maps/api/timezone/json', timeZone, 'Time zone at location and timestamp (offsets in seconds)'],
];

const schema = (description: string, extra: object = {}) => ({
  tags: ['maps'],
  description,
  security: [],
  ...extra,
});
const fieldMask = (h: Record<string, unknown>) => {
  const v = h['x-goog-fieldmask'];
  return typeof v === 'string' ? v : undefined;
};

/** Registers the offline maps service. */
export async function mapsRoutes(app: FastifyInstance) {
  for (const [url, handler, description] of routes) {
    app.get(url, {
      schema: schema(description, { querystring }),
      handler: async (req) => handler(req.query as Record<string, string | undefined>),
    });
  }
  const send = (reply: { status(n: number): { send(b: unknown): unknown } }, a: PlacesAnswer) =>
    reply.status(a.statusCode).send(a.body);
  // '::' is Fastify's escaped ':' (Google's custom-method paths).
  app.post('/v1/places::autocomplete', {
    schema: schema(
      'Places API (New) autocomplete: input, includedRegionCodes, locationBias.circle, sessionToken',
      { body: jsonBody },
    ),
    handler: async (req, reply) => send(reply, autocomplete(req.body as never)),
  });
  app.post('/v1/places::searchText', {
    schema: schema('Places API (New) text search: textQuery (a ZIP, a city or a county)', {
      body: jsonBody,
    }),
    handler: async (req, reply) =>
      send(reply, searchText(req.body as never, fieldMask(req.headers))),
  });
  app.get('/v1/places/:id', {
    schema: schema('Places API (New) place details; X-Goog-FieldMask required', {
      querystring,
      params: { type: 'object', properties: { id: { type: 'string', maxLength: 2000 } } },
    }),
    handler: async (req, reply) =>
      send(reply, placeDetails((req.params as { id: string }).id, fieldMask(req.headers))),
  });
}
