// Over 300 lines: one table of hostile inputs against every route.
// Hostile input against every REST method and path of /openapi.json (issue 20): wrong types,
// ids past int4, prototype keys, NUL bytes, broken shapes, nulls in NOT NULL columns. Nothing
// may answer 5xx or leak an internal message, and a refused write stores nothing.
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { LEAK, storeWatch } from '../helpers/hostile.ts';
import { startClient, type Client, type Json } from './client.ts';

let c: Client;
let adminToken: string;
beforeAll(async () => {
  c = await startClient();
  adminToken = await c.api.token('admin@demo.local');
}, 120_000);
afterAll(() => c?.close());

interface Answer {
  status: number;
  text: string;
  body: Json;
}

async function send(method: string, path: string, body?: string): Promise<Answer> {
  const headers: Record<string, string> = { authorization: `Bearer ${adminToken}` };
  if (body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`${c.api.url}${path}`, { method, headers, body });
  const text = await res.text();
  let parsed: Json = {};
  try {
    parsed = JSON.parse(text) as Json;
  } catch {
    parsed = {};
  }
  return { status: res.status, text, body: parsed };
}

interface Op {
  method: string;
  path: string;
  params: { in: string; name: string }[];
  body?: Json;
}

const HOSTILE_IDS = ['2147483648', '99999999999999999999', '__proto__', 'constructor', '%00', '-1'];
const HOSTILE_QUERIES = [
  'ids=2147483648',
  'ids=1,99999999999999999999',
  'sort=__proto__',
  'sort=constructor',
  'sort=prototype',
  'field=__proto__&value=x',
  'field=constructor&value=x',
  'field=toString&value=x',
  'field=name&value=a%00b',
  'value=%00',
  '__proto__=1',
  'page=99999999999',
  'per_page=1e400',
];
const LIST_PARAMS = new Set(
  'page per_page sort sort_order field operator value full ids with'.split(' '),
);
/** Whole bodies, sent as raw JSON text. */
const HOSTILE_BODIES = [
  '{"__proto__": {"admin": true}, "name": "x"}',
  '{"constructor": {"prototype": {"admin": true}}}',
  '{"prototype": 1}',
  '{"name": 123}',
  '{"name": true}',
  '{"name": "a\\u0000b"}',
  '{"a\\u0000b": 1}',
  '{"features": 5}',
  '{"boundaries": {"type": "FeatureCollection", "features": 5}}',
  '{"boundaries": {"type": "FeatureCollection", "features": {"0": 1}}}',
  '[]',
  '"text"',
  'null',
  '{"name": ',
];

/** Wrong values for one property of a body schema, by its declared types. */
function wrongValues(schema: Json): unknown[] {
  const types: string[] = ([] as string[]).concat(schema.type ?? []);
  const out: unknown[] = ['a\u0000b'];
  if (!types.length) return [];
  if (types.includes('string') && !types.includes('number') && !types.includes('integer'))
    out.push(123, true);
  if (types.includes('integer')) out.push(2147483648, 'abc');
  if (types.includes('number')) out.push(1e308, 'abc');
  if (types.includes('boolean')) out.push('yes');
  if (types.includes('array')) out.push('x', [2147483648]);
  if (types.includes('object')) out.push(5, { type: 'FeatureCollection', features: 5 });
  if (!types.includes('null')) out.push(null);
  return out;
}

let ops: Op[] = [];
const counts = { requests: 0, writes: 0, refusedWrites: 0 };

let store: ReturnType<typeof storeWatch>;

async function check(method: string, path: string, body?: string, write = false) {
  if (write) await store.before();
  const a = await send(method, path, body);
  counts.requests++;
  const where = `${method} ${path} ${body ?? ''}`.slice(0, 300);
  expect({ where, status: a.status < 500 ? 'ok' : a.status }).toEqual({ where, status: 'ok' });
  expect({ where, leak: LEAK.exec(a.text)?.[0] ?? null }).toEqual({ where, leak: null });
  if (write) {
    counts.writes++;
    if (a.status >= 400) counts.refusedWrites++;
    expect({ where, stored: await store.after(a.status >= 400) }).toEqual({ where, stored: false });
  }
  return a;
}

/** `/haulers/{id}` and `/hauler/{id}` are one route under two names. */
const singular = (path: string) => path.replace(/^\/([^/]+?)s?(?=\/|$)/, '/$1');
const fill = (path: string, value: (name: string) => string) =>
  path.replace(/\{([^}]+)\}/g, (_, n: string) => value(n));

describe('every REST route against hostile input', () => {
  beforeAll(async () => {
    store = storeWatch((sql, params) => c.query(sql, params));
    await store.start();
    const doc = (await send('GET', '/openapi.json')).body;
    for (const [path, item] of Object.entries(doc.paths as Json)) {
      for (const [method, op] of Object.entries(item as Json)) {
        ops.push({
          method: method.toUpperCase(),
          path,
          params: (op.parameters ?? []) as Op['params'],
          body: op.requestBody?.content?.['application/json']?.schema,
        });
      }
    }
    // Logging out the fuzzing token would turn every later answer into a 401.
    ops = ops.filter((o) => !o.path.includes('revoke'));
  });

  test('the route table is covered', () => {
    expect(ops.length).toBeGreaterThan(140);
  });

  test('hostile path parameters and query strings', async () => {
    const seen = new Set<string>();
    for (const op of ops) {
      // Singular and plural model paths share a handler and a schema: one of them is enough.
      const key = `${op.method} ${singular(op.path)} ${JSON.stringify(op.params)}`;
      if (seen.has(key)) continue;
      seen.add(key);
      if (op.params.some((p) => p.in === 'path'))
        for (const bad of HOSTILE_IDS)
          await check(
            op.method,
            fill(op.path, () => bad),
            op.body ? '{}' : undefined,
            true,
          );
      if (op.method !== 'GET') continue;
      const path = fill(op.path, (n) => (n === 'kind' ? 'filters' : '1'));
      for (const q of HOSTILE_QUERIES) await check('GET', `${path}?${q}`);
      // The list parameters every list takes are covered by HOSTILE_QUERIES above.
      for (const p of op.params.filter((x) => x.in === 'query' && !LIST_PARAMS.has(x.name)))
        for (const v of ['%00', '__proto__', '2147483648', '-1', 'true'])
          await check('GET', `${path}?${encodeURIComponent(p.name)}=${v}`);
    }
  }, 600_000);

  test('hostile bodies and wrong-typed fields on every write', async () => {
    const seen = new Set<string>();
    for (const op of ops.filter((o) => o.body && o.method !== 'GET')) {
      const path = fill(op.path, (n) => (n === 'kind' ? 'filters' : '1'));
      // Singular and plural model paths share a handler and a schema: one of them is enough.
      const key = `${op.method} ${singular(op.path)} ${JSON.stringify(op.body)}`;
      if (seen.has(key)) continue;
      seen.add(key);
      for (const body of HOSTILE_BODIES) await check(op.method, path, body, true);
      for (const [name, schema] of Object.entries((op.body!.properties ?? {}) as Json))
        for (const v of wrongValues(schema as Json)) {
          const a = await check(op.method, path, JSON.stringify({ [name]: v }), true);
          if (a.status === 400 && typeof v === 'string' && v.includes('\u0000'))
            expect(a.body.error.message).toMatch(/NUL/);
        }
    }
    console.log(`hostile REST requests: ${JSON.stringify(counts)}`);
  }, 900_000);
});

describe('the audit findings, one by one', () => {
  test('numbers and booleans are not stored as text', async () => {
    for (const name of [123, true]) {
      const a = await check('POST', '/haulers', JSON.stringify({ name, type: 'inNetwork' }), true);
      expect(a.status).toBe(400);
      expect(a.body.error.fields).toEqual({ name: 'Must be text or null' });
    }
    const [h] = await c.query(`SELECT id, name FROM haulers ORDER BY id LIMIT 1`);
    const a = await check('PUT', `/hauler/${h.id}`, JSON.stringify({ name: 456 }), true);
    expect(a.status).toBe(400);
    const [after] = await c.query(`SELECT name FROM haulers WHERE id = $1`, [h.id]);
    expect(after.name).toBe(h.name);
  });

  test('ids past the int4 range are refused with a 400 naming the parameter', async () => {
    for (const path of [
      '/haulers?ids=2147483648',
      '/regions?hauler_ids=1,2147483648',
      '/exceptions?region_ids=99999999999',
      '/alerts?hauler_ids=2147483648',
    ]) {
      const a = await check('GET', path);
      expect([path, a.status]).toEqual([path, 400]);
      expect(Object.keys(a.body.error.fields ?? {})).toHaveLength(1);
    }
    expect((await check('GET', '/haulers?ids=2147483647')).status).toBe(200);
  });

  test('prototype names as field or sort are unknown fields', async () => {
    for (const q of ['sort=__proto__', 'field=constructor&value=x', 'sort=toString']) {
      const a = await check('GET', `/haulers?${q}`);
      expect(a.status).toBe(400);
      expect(a.body.error.message).toMatch(/Unknown field/);
    }
    const a = await check('POST', '/haulers', '{"__proto__": {"x": 1}, "name": "P"}', true);
    expect(a.status).toBe(400);
  });

  test('NUL bytes in any text are refused, naming the field', async () => {
    const a = await check('POST', '/haulers', JSON.stringify({ name: 'a\u0000b' }), true);
    expect(a.status).toBe(400);
    expect(a.body.error.fields).toEqual({ name: 'Text may not contain NUL characters' });
    const q = await check('GET', '/haulers?field=name&value=a%00b');
    expect(q.status).toBe(400);
    expect(q.body.error.fields).toHaveProperty('value');
    const n = await check(
      'POST',
      '/notes',
      JSON.stringify({ name: 'n', description: 'ok', haulers: [1], x: { y: 'a\u0000' } }),
      true,
    );
    expect(n.status).toBe(400);
  });

  test('features that are not a list are a 400', async () => {
    const [z] = await c.query(`SELECT id FROM service_areas ORDER BY id LIMIT 1`);
    const a = await check(
      'PUT',
      `/service-area/${z.id}`,
      JSON.stringify({ boundaries: { type: 'FeatureCollection', features: 5 } }),
      true,
    );
    expect(a.status).toBe(400);
    expect(a.body.error.fields).toHaveProperty('boundaries');
  });

  test('null in NOT NULL region columns is a 400 naming the column', async () => {
    const [r] = await c.query(`SELECT id FROM regions ORDER BY id LIMIT 1`);
    for (const col of ['active', 'portal_active', 'we_win_winter', 'timezone', 'name']) {
      const a = await check('PUT', `/region/${r.id}`, JSON.stringify({ [col]: null }), true);
      // Refused naming the column, or (timezone) the stored value kept.
      if (a.status === 200) expect([col, a.body[col]]).not.toEqual([col, null]);
      else {
        expect([col, a.status]).toEqual([col, 400]);
        expect(Object.keys(a.body.error.fields ?? {})).toContain(col);
      }
    }
  });

  test('a 400 never carries an internal message', async () => {
    const a = await check('POST', '/geometry/merge', '{"resource_id": "99999999999"}', true);
    expect(a.status).toBe(400);
    expect(a.body.error.fields).toHaveProperty('resource_id');
    const b = await check('POST', '/search', JSON.stringify({ latitude: 'x', longitude: {} }));
    expect(b.status).toBe(400);
    expect(b.body.error.message).not.toMatch(/must be/);
  });
});
