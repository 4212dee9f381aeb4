// Over 300 lines: one table of role × call cases.
// One table of access rules for both servers (issue 19): every REST operation of the OpenAPI
// document, called as each demo user and anonymously, is admitted exactly when the gateway's
// rule for the same data (its @auth and @feature directives) admits that caller.
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { getDirective } from '@graphql-tools/utils';
import type { GraphQLNamedType, GraphQLSchema } from 'graphql';
import { buildSchema } from '../../gateway/src/schema/index.ts';
import { fieldRules, passes, typeRules, type AuthRule } from '../../gateway/src/auth/directive.ts';
import { startClient, type Client, type Json } from './client.ts';

const schema: GraphQLSchema = buildSchema();
const CALLERS = ['admin', 'sales', 'staff', 'reader', 'hauler', null] as const;
type Caller = (typeof CALLERS)[number];

/** Not data of docs/decisions.md#access: health, the auth service itself, the Google stand-in. */
// The maps stand-in answers Google's paths (/maps/api/…, Places API (New) under /v1/places).
const EXEMPT = [/^GET \/healthz$/, /^\S+ \/auth\//, /^GET \/maps\/api\//, /^\S+ \/v1\/places/];

/**
 * The GraphQL coordinate holding the same data as a REST operation: a type (its rule governs
 * every path to its records), `Query.x` / `Mutation.x`, or `table:<rule>` where the gateway
 * has no such operation (lookup writes, logging) and the shared table's rule stands alone.
 */
function coordinateOf(method: string, path: string): string {
  const seg = path.split('/')[1];
  const write = method !== 'GET';
  const model = (read: string, mutation: string) => (write ? `Mutation.${mutation}` : read);
  if (/^\/(hauler|region|service-area|market|rolloff-pricing)\/\{id\}\/alerts$/.test(path))
    return 'Alert';
  if (/^\/(hauler|region)\/\{id\}\/service-areas$/.test(path)) return 'Zone';
  if (path === '/hauler/{id}/regions') return 'Region';
  if (path === '/region/{id}/exceptions') return 'Exception';
  if (path === '/region/{id}/availability') return 'CurrentAvailability';
  if (path === '/service-areas/autocomplete') return 'Zone';
  if (path === '/haulers/autocomplete') return 'Hauler';
  if (path === '/geo-notes/autocomplete') return 'GeoNote';
  // The availability and exception reports (Super Admin connections of the gateway).
  if (path === '/region/search') return 'Query.regionsAvailability';
  if (path === '/exception/search') return 'Query.exceptions';
  if (path.startsWith('/exception/{id}/exclude')) return 'Mutation.excludeBulkException';
  if (path === '/current-availability/calculate') return 'CurrentAvailability';
  if (path === '/geometry/merge') return 'Mutation.mergeZoneGeometry';
  if (path === '/geometry/centroid') return 'Query.zoneCentroid';
  if (path === '/netsuite/customers') return 'Query.netsuiteCustomers';
  if (path === '/netsuite/sites') return 'Query.netsuiteSites';
  if (path === '/netsuite/customers/pricing') return 'Mutation.createCustomerPrice';
  if (path === '/search') return 'Query.quote';
  // Read by the gateway when a query asks a product's pricing block (the price calculator).
  if (path === '/search/pricing-blocks') return 'Query.quoteProduct';
  // The card columns of a search's products: read by the results query's cards.
  if (path === '/search/products') return 'Query.quote';
  if (path === '/search-history') return 'Query.searchHistory';
  if (path === '/preferences') return 'Mutation.updatePreferences';
  if (path.startsWith('/logging/')) return 'table:loggedIn';
  if (['brands', 'products', 'service-types', 'cost-structures', 'lookups'].includes(seg))
    return 'Query.lookups';
  if (['size', 'sizes', 'waste-type', 'waste-types'].includes(seg))
    return write ? 'table:write' : 'Query.lookups';
  const byModel: Record<string, [string, string]> = {
    alert: ['Alert', 'createAlert'],
    hauler: ['Hauler', 'createHauler'],
    market: ['Market', 'createMarket'],
    note: ['Note', 'createNote'],
    'service-area': ['Zone', 'createZone'],
    'rolloff-pricing': ['RolloffPricing', 'createRolloffPricing'],
    'geo-note': ['GeoNote', 'createGeoNote'],
    region: ['Region', 'createRegion'],
    exception: ['Exception', 'createException'],
    availabilit: ['ContractAvailability', 'saveContractAvailability'],
    'current-availability': ['CurrentAvailability', 'saveCurrentAvailability'],
  };
  const key = Object.keys(byModel)
    .sort((a, b) => b.length - a.length)
    .find((k) => seg.startsWith(k));
  if (!key) throw new Error(`No GraphQL coordinate for ${method} ${path}`);
  return model(...byModel[key]);
}

/** The gateway's rules and feature flag for a coordinate, read from its schema directives. */
function gatewayRule(coordinate: string): { rules: AuthRule[]; feature?: string } {
  if (coordinate.startsWith('table:')) {
    // docs/decisions.md#access: lookup writes are Super Admin's, logging any session's.
    const anyOf = coordinate === 'table:write' ? ['Super Admin'] : ['LOGGED_IN'];
    return { rules: [{ anyOf, allOf: [] }] };
  }
  const [typeName, fieldName] = coordinate.split('.');
  const type = schema.getType(typeName) as GraphQLNamedType & { getFields(): Record<string, any> };
  if (!type) throw new Error(`No type ${typeName}`);
  if (!fieldName) {
    return {
      rules: typeRules(schema, type),
      feature: getDirective(schema, type as never, 'feature')?.[0]?.name,
    };
  }
  const field = type.getFields()[fieldName];
  if (!field) throw new Error(`No field ${coordinate}`);
  return {
    rules: fieldRules(schema, typeName, fieldName),
    feature: getDirective(schema, field, 'feature')?.[0]?.name,
  };
}

interface Op {
  method: string;
  path: string;
  /** `?ids=` added to a whole list: a read of those records. */
  narrowed?: boolean;
}

/** Lists the gateway keeps for Super Admin when taken whole. */
const WHOLE_LISTS: Record<string, string> = {
  '/alerts': 'Query.alerts',
  '/alert': 'Query.alerts',
  '/exceptions': 'Query.exceptions',
  '/regions': 'Query.regionsAvailability',
};

async function operations(c: Client): Promise<Op[]> {
  const doc = (await c.get('/openapi.json', null)).body as Json;
  const ops: Op[] = [];
  for (const [path, byMethod] of Object.entries<Json>(doc.paths))
    for (const method of Object.keys(byMethod)) ops.push({ method: method.toUpperCase(), path });
  for (const path of Object.keys(WHOLE_LISTS)) ops.push({ method: 'GET', path, narrowed: true });
  return ops;
}

/** Real ids for reads; writes and deletes aim at an id that does not exist. */
function concrete(op: Op, ids: Json): string {
  const write = op.method !== 'GET';
  const seg = op.path.split('/')[1].replace(/s$/, '');
  const idOf: Record<string, unknown> = {
    alert: ids.alert,
    hauler: ids.hauler,
    market: ids.market,
    size: ids.size,
    note: ids.note,
    'service-area': ids.zone,
    'waste-type': ids.wasteType,
    'rolloff-pricing': ids.pricing,
    'geo-note': ids.geo,
    region: ids.region,
    exception: ids.ex,
    availability: ids.avail,
    'current-availability': ids.region,
    'current-availability-delivery': 999999,
    'current-availability-empty-return': 999999,
    'current-availability-pickup': 999999,
  };
  const id = write && !op.path.includes('/exclude/') ? 999999 : (idOf[seg] ?? 999999);
  const url = op.path
    .replace('{id}', String(id))
    .replace('{regionId}', String(ids.region))
    .replace('{kind}', 'conversions');
  const query: Record<string, string> = {
    '/current-availability/calculate': `?region_id=${ids.region}`,
    '/netsuite/sites': '?customer_id=1',
    '/service-areas/autocomplete': '?value=a',
    '/haulers/autocomplete': '?value=a',
    '/geo-notes/autocomplete': '?value=a',
  };
  if (op.narrowed) {
    const seg = op.path.split('/')[1];
    const id = seg.startsWith('alert') ? ids.alert : seg === 'exceptions' ? ids.ex : ids.region;
    return `${url}?ids=${id}`;
  }
  return url + (op.method === 'GET' ? (query[op.path] ?? '') : '');
}

function bodyOf(op: Op, ids: Json): unknown {
  if (op.method === 'GET' || op.method === 'DELETE') return undefined;
  if (op.path === '/search') return { zip_code: '10001' };
  if (op.path === '/search/products') return { ids: [1] };
  if (op.path === '/geometry/centroid') return { resource_id: ids.zone };
  if (op.path === '/region/search' || op.path === '/exception/search') return {};
  // Empty bodies: the guard answers before validation, and an admitted caller gets a 400.
  return {};
}

interface Mismatch {
  op: string;
  caller: string;
  rest: number;
  gateway: boolean;
}

async function compare(c: Client, ids: Json, features: { customerPricing: boolean }) {
  const viewers = new Map<Caller, { roles: string[]; permissions: string[] } | null>();
  for (const who of CALLERS) {
    if (!who) viewers.set(who, null);
    else {
      const token = await c.api.token(`${who}@demo.local`);
      const res = await fetch(`${c.api.url}/auth/check`, { headers: { 'x-token': token } });
      const u = (await res.json()) as Json;
      viewers.set(who, { roles: u.roles ?? [], permissions: u.permissions ?? [] });
    }
  }
  const ops = (await operations(c)).filter(
    (op) => !EXEMPT.some((re) => re.test(`${op.method} ${op.path}`)),
  );
  const mismatches: Mismatch[] = [];
  const anonymousNot401: string[] = [];
  let checks = 0;
  for (const op of ops) {
    const whole = op.method === 'GET' && !op.narrowed ? WHOLE_LISTS[op.path] : undefined;
    const { rules, feature } = gatewayRule(whole ?? coordinateOf(op.method, op.path));
    const url = concrete(op, ids);
    for (const who of CALLERS) {
      const viewer = viewers.get(who)!;
      const flagOn = feature !== 'customerPricing' || features.customerPricing;
      const gateway = flagOn && rules.every((r) => passes(viewer, r));
      const res = await c.call(op.method, url, bodyOf(op, ids), who);
      const rest = res.status !== 401 && res.status !== 403;
      checks++;
      if (rest !== gateway)
        mismatches.push({
          op: `${op.method} ${url}`,
          caller: who ?? 'anonymous',
          rest: res.status,
          gateway,
        });
      // Anonymous callers learn nothing but 401, before any validation.
      if (!who && !gateway && res.status !== 401) anonymousNot401.push(`${op.method} ${url}`);
    }
  }
  return { operations: ops.length, checks, mismatches, anonymousNot401 };
}

async function idsOf(c: Client): Promise<Json> {
  const first = async (p: string) => (await c.get(`${p}?per_page=1`)).body.models[0];
  const zone = await first('/service-areas');
  return {
    zone: zone.id,
    hauler: zone.hauler_id,
    region: zone.region_id,
    alert: (await first('/alerts')).id,
    geo: (await first('/geo-notes')).id,
    market: (await first('/markets')).id,
    ex: (await first('/exceptions')).id,
    pricing: (await first('/rolloff-pricing')).id,
    avail: (await first('/availabilities')).id,
    size: (await first('/sizes')).id,
    wasteType: (await first('/waste-types')).id,
    note: (await first('/notes'))?.id ?? 999999,
  };
}

describe('REST and gateway apply the same access rules', () => {
  let c: Client;
  let ids: Json;
  beforeAll(async () => {
    c = await startClient();
    ids = await idsOf(c);
  }, 120_000);
  afterAll(() => c?.close());

  test('every REST operation x 5 demo users + anonymous: 0 disagreements (flag on)', async () => {
    const r = await compare(c, ids, { customerPricing: true });
    console.log(
      `access parity, customer pricing on: ${r.operations} operations x ${CALLERS.length} callers = ${r.checks} checks, ${r.mismatches.length} disagreements`,
    );
    expect(r.mismatches).toEqual([]);
    expect(r.anonymousNot401).toEqual([]);
    expect(r.operations).toBeGreaterThan(140);
  }, 300_000);

  test('customer-pricing REST reads: B2B Sales with customerpricing:create only', async () => {
    for (const p of ['/netsuite/customers', '/netsuite/sites?customer_id=1']) {
      expect([p, (await c.get(p, 'admin')).status]).toEqual([p, 403]);
      expect([p, (await c.get(p, 'reader')).status]).toEqual([p, 403]);
      expect([p, (await c.get(p, null)).status]).toEqual([p, 401]);
      expect([p, (await c.get(p, 'sales')).status]).toEqual([p, 200]);
    }
  }, 60_000);
});

describe('with the customer-pricing flag off', () => {
  let c: Client;
  let ids: Json;
  beforeAll(async () => {
    c = await startClient({ featureCustomerPricing: false });
    ids = await idsOf(c);
  }, 120_000);
  afterAll(() => c?.close());

  test('the NetSuite reads and the pricing call are refused to everybody', async () => {
    for (const p of ['/netsuite/customers', '/netsuite/sites?customer_id=1']) {
      const res = await c.get(p, 'sales');
      expect([p, res.status, res.body.error?.message]).toEqual([
        p,
        403,
        'Customer pricing is turned off',
      ]);
      expect([p, (await c.get(p, 'admin')).status]).toEqual([p, 403]);
    }
    expect((await c.post('/netsuite/customers/pricing', {}, 'sales')).status).toBe(403);
  }, 60_000);

  test('every REST operation agrees with the gateway with the flag off too', async () => {
    const r = await compare(c, ids, { customerPricing: false });
    console.log(
      `access parity, customer pricing off: ${r.operations} operations x ${CALLERS.length} callers = ${r.checks} checks, ${r.mismatches.length} disagreements`,
    );
    expect(r.mismatches).toEqual([]);
    expect(r.anonymousNot401).toEqual([]);
  }, 300_000);
});
