// The maps stand-in at Google's own paths (docs/decisions.md#ports), so only the base URL differs.
// No auth header is needed: the time-zone call is sent without one.
import type { FastifyInstance } from 'fastify';
import { autocomplete, details, geocode, textSearch, timeZone } from '../maps/service.ts';

type Handler = (q: Record<string, string | undefined>) => unknown;

// Google's parameters of these calls; others are accepted and ignored, as Google does.
const PARAMS = [
  'key',
  'input',
  'location',
  'radius',
  'sessiontoken',
  'components',
  'types',
  'language',
  'strictbounds',
  'offset',
  'origin',
  'region',
  'place_id',
  'fields',
  'query',
  'address',
  'latlng',
  'result_type',
  'location_type',
  'timestamp',
];
const querystring = {
  type: 'object',
  properties: Object.fromEntries(PARAMS.map((p) => [p, { type: 'string', maxLength: 2000 }])),
};

const routes: [string, Handler, string][] = [
  [
    '/maps/api/place/autocomplete/json',
    autocomplete,
    'Place predictions (US only; location, radius, sessiontoken, components)',
  ],
  ['/maps/api/place/details/json', details, 'Place details with address components'],
  [
    '/maps/api/place/textsearch/json',
    textSearch,
    'Text search (a 5-digit ZIP, a city or a county)',
  ],
  ['/maps/api/geocode/json', geocode, 'Geocoding by address, latlng or place_id'],
  ['/maps/api/timezone/json', timeZone, 'Time zone at location and timestamp (offsets in seconds)'],
];

/** Registers the offline maps service. */
export async function mapsRoutes(app: FastifyInstance) {
  for (const [url, handler, description] of routes) {
    app.get(url, {
      schema: {
        tags: ['maps'],
        description,
        security: [],
        querystring,
      },
      handler: async (req) => handler(req.query as Record<string, string | undefined>),
    });
  }
}
