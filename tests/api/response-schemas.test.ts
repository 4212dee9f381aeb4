// The record calls answer what /openapi.json says they answer (issue 10, typed REST contract):
// each answer validates against its response schema, and every field a record carries is declared
// (the gateway's DTO types are generated from these schemas, so an undeclared field is invisible
// to it and a wrongly typed one a lie).
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { Ajv } from 'ajv';
import { startClient, type Client, type Json } from './client.ts';

let c: Client;
let doc: Json;
let ajv: Ajv;

beforeAll(async () => {
  c = await startClient();
  doc = (await c.get('/openapi.json', null)).body;
  ajv = new Ajv({ strict: false, allErrors: true });
  ajv.addSchema({ components: doc.components }, 'openapi');
}, 60_000);
afterAll(() => c?.close());

/** The 200/201 JSON schema of an operation, with component refs resolvable by Ajv. */
function responseSchema(method: string, path: string): Json {
  const op = doc.paths[path]?.[method];
  expect(op).toBeDefined();
  const res = op.responses['200'] ?? op.responses['201'];
  const schema = res.content['application/json'].schema;
  return JSON.parse(JSON.stringify(schema).replace(/"#\/components/g, '"openapi#/components'));
}

/** Fields of a record that its component schema does not declare. */
function undeclared(component: string, record: Json): string[] {
  const props = doc.components.schemas[component].properties as Json;
  return Object.keys(record).filter((k) => !(k in props));
}

const LISTS: [string, string, string][] = [
  ['/haulers', '/haulers', 'Hauler'],
  ['/regions?includeAvailability=true&per_page=5', '/regions', 'Region'],
  ['/service-areas?with=rolloff_pricing&per_page=5', '/service-areas', 'ServiceArea'],
  ['/rolloff-pricings?per_page=20', '/rolloff-pricings', 'RolloffPricing'],
  ['/alerts', '/alerts', 'Alert'],
  ['/notes', '/notes', 'Note'],
  ['/markets', '/markets', 'Market'],
  ['/geo-notes', '/geo-notes', 'GeoNote'],
  ['/exceptions', '/exceptions', 'Exception'],
  ['/sizes', '/sizes', 'Size'],
  ['/waste-types', '/waste-types', 'WasteType'],
  ['/availabilities?per_page=20', '/availabilities', 'Availability'],
];

describe('response schemas of the record calls', () => {
  test('record components list real shapes, not a bare object', () => {
    const hauler = doc.components.schemas.Hauler;
    expect(hauler.properties.general_notes).toMatchObject({ type: 'string', nullable: true });
    expect(hauler.required).toEqual(expect.arrayContaining(['id', 'name', 'updated_at']));
    const get = doc.paths['/hauler/{id}'].get.responses['200'].content['application/json'];
    expect(get.schema).toEqual({ $ref: '#/components/schemas/Hauler' });
  });

  test.each(LISTS)(
    'GET %s answers its schema and declares every field',
    async (url, path, name) => {
      const r = await c.get(url);
      expect(r.status).toBe(200);
      const validate = ajv.compile(responseSchema('get', path));
      expect(validate(r.body) ? [] : validate.errors).toEqual([]);
      expect(r.body.models.length).toBeGreaterThan(0);
      const extra = new Set(r.body.models.flatMap((m: Json) => undeclared(name, m)));
      expect([...extra]).toEqual([]);
    },
  );

  test('single reads (with their expanded children) answer their schemas', async () => {
    const zone = (await c.get('/service-areas?per_page=1&sort=id')).body.models[0];
    const reads: [string, string, string][] = [
      [`/hauler/${zone.hauler_id}`, '/hauler/{id}', 'Hauler'],
      [`/region/${zone.region_id}`, '/region/{id}', 'Region'],
      [`/service-area/${zone.id}`, '/service-area/{id}', 'ServiceArea'],
    ];
    for (const [url, path, name] of reads) {
      const r = await c.get(url);
      expect(r.status).toBe(200);
      const validate = ajv.compile(responseSchema('get', path));
      expect({ url, errors: validate(r.body) ? [] : validate.errors }).toEqual({ url, errors: [] });
      expect({ url, undeclared: undeclared(name, r.body) }).toEqual({ url, undeclared: [] });
    }
    const zoneRead = (await c.get(`/service-area/${zone.id}`)).body;
    for (const p of zoneRead.rolloff_pricing) expect(undeclared('RolloffPricing', p)).toEqual([]);
  });
});

// Route validators compile on a route's first request (api/src/app.ts lazyValidator), so the
// start no longer proves that every request schema compiles: this does.
test("every route's request schemas compile", () => {
  expect(c.api.app.compileValidators()).toBeGreaterThan(100);
});
