// Over 300 lines: the admin mutations on one started API and gateway.
// Administration mutations through GraphQL against the real main API (issue 10): create, update
// and delete with the spec's userErrors, the stale-version conflict, bulk exceptions, and the
// all-or-nothing contract-availability save (PGlite, or PostgreSQL with TEST_DATABASE_URL).
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { STALE_MESSAGE } from '../../gateway/src/relay/records.ts';
import { startHarness, type Harness } from './harness.ts';

let h: Harness;
let token: string;
beforeAll(async () => {
  h = await startHarness();
  token = await h.api.token('admin@demo.local');
}, 60_000);
afterAll(async () => {
  await h?.close();
});

/** Runs a mutation and answers its payload; fails the test on a GraphQL error. */
async function mutate(name: string, input: object, selection: string) {
  const inputType = `${name[0]!.toUpperCase()}${name.slice(1)}Input`;
  const r = await h.gql(
    `mutation ($input: ${inputType}!) { ${name}(input: $input) { ${selection} userErrors { field message } } }`,
    { input },
    { token },
  );
  expect(r.body.errors).toBeUndefined();
  return r.body.data![name];
}

async function query(q: string, variables: object = {}) {
  const r = await h.gql(q, variables, { token });
  expect(r.body.errors).toBeUndefined();
  return r.body.data!;
}

describe('create, update and delete', () => {
  it('a hauler: required fields, create, update, delete', async () => {
    const missing = await mutate('createHauler', { active: true }, 'hauler { id }');
    expect(missing).toEqual({
      hauler: null,
      userErrors: [
        { field: 'name', message: 'This field is required' },
        { field: 'type', message: 'This field is required' },
      ],
    });
    const created = await mutate(
      'createHauler',
      {
        name: 'Issue 10 Hauling',
        type: 'outOfNetwork',
        locations: [{ city: 'Austin', state: 'TX' }],
      },
      'hauler { id name type updatedAt createdBy updatedBy locations { city } }',
    );
    expect(created.userErrors).toEqual([]);
    expect(created.hauler).toMatchObject({
      createdBy: 'Ada Admin',
      updatedBy: 'Ada Admin',
      name: 'Issue 10 Hauling',
      type: 'outOfNetwork',
      locations: [{ city: 'Austin' }],
    });
    const updated = await mutate(
      'updateHauler',
      { id: created.hauler.id, updatedAt: created.hauler.updatedAt, name: 'Issue 10 Haul Co' },
      'hauler { id name }',
    );
    expect(updated).toEqual({
      hauler: { id: created.hauler.id, name: 'Issue 10 Haul Co' },
      userErrors: [],
    });
    const deleted = await mutate('deleteHauler', { id: created.hauler.id }, 'deletedId');
    expect(deleted).toEqual({ deletedId: created.hauler.id, userErrors: [] });
    expect(
      (await query('query ($id: ID!) { hauler(id: $id) { id } }', created.hauler)).hauler,
    ).toBeNull();
  });

  it('a region, zone, pricing record, alert, note, market and geo note under a new hauler', async () => {
    const hauler = (
      await mutate('createHauler', { name: 'Tree Hauling', type: 'inNetwork' }, 'hauler { id }')
    ).hauler;
    const market = await mutate(
      'createMarket',
      { city: 'Tulsa', state: 'OK', ourPhone: '12345' },
      'market { id name }',
    );
    expect(market.userErrors).toEqual([
      { field: 'ourPhone', message: 'Phone must be exactly 10 characters' },
    ]);
    const m = (await mutate('createMarket', { city: 'Tulsa', state: 'OK' }, 'market { id name }'))
      .market;
    expect(m.name).toBe('Tulsa (OK)');
    const region = (
      await mutate(
        'createRegion',
        {
          haulerId: hauler.id,
          name: 'Tulsa North',
          territory: 'Midwest',
          timezone: 'America/Chicago',
        },
        'region { id territory contractAvailability { deliveryType } hauler { id } }',
      )
    ).region;
    expect(region.hauler.id).toBe(hauler.id);
    expect(region.contractAvailability.map((c: any) => c.deliveryType)).toEqual(
      expect.arrayContaining(['newDeliveries', 'emptyReturn', 'pickUp']),
    );
    const zone = (
      await mutate(
        'createZone',
        { regionId: region.id, marketId: m.id, name: 'Tulsa 1', searchText: '74101', active: true },
        'zone { id active hauler { id } market { name } }',
      )
    ).zone;
    expect(zone).toMatchObject({
      active: true,
      hauler: { id: hauler.id },
      market: { name: 'Tulsa (OK)' },
    });
    const lookups = await query('{ lookups { sizes { id } wasteTypes { id } } }');
    const pricing = await mutate(
      'createRolloffPricing',
      {
        zoneId: zone.id,
        sizeId: lookups.lookups.sizes[0].id,
        wasteTypeId: lookups.lookups.wasteTypes[0].id,
        price: '450.00',
        cost: '300.00',
        extraDayPrice: '10.00',
      },
      'rolloffPricing { id rank price cost profitability zone { id } }',
    );
    expect(pricing.userErrors).toEqual([]);
    expect(pricing.rolloffPricing).toMatchObject({
      rank: 99,
      price: '450.00',
      cost: '300.00',
      profitability: '150.00',
      zone: { id: zone.id },
    });
    const alert = await mutate(
      'createAlert',
      { text: 'Gate code 1234', severity: 'info', regionIds: [region.id], expires: '2030-01-02' },
      'alert { id text expires regions { id } region { id } createdBy }',
    );
    expect(alert.userErrors).toEqual([]);
    expect(alert.alert).toMatchObject({
      text: 'Gate code 1234',
      expires: '2030-01-02 00:00:00',
      regions: [{ id: region.id }],
      region: { id: region.id },
    });
    expect(alert.alert.createdBy).not.toBe('Unknown User');
    const note = await mutate(
      'createNote',
      { description: 'Call ahead', haulerIds: [hauler.id], zoneIds: [zone.id] },
      'note { id haulers { id } zones { id } }',
    );
    expect(note.note).toMatchObject({ haulers: [{ id: hauler.id }], zones: [{ id: zone.id }] });
    const geo = await mutate(
      'createGeoNote',
      { name: 'Flood area', description: 'Low water crossing', color: 'orange' },
      'geoNote { id color active }',
    );
    expect(geo.geoNote).toMatchObject({ color: 'orange', active: true });

    // The region now lists what was created under it.
    const read = await query(
      `query ($id: ID!) { node(id: $id) { ... on Region { alerts { id } zones { id notes { id } pricing { id } } } } }`,
      { id: region.id },
    );
    expect(read.node.alerts).toEqual([{ id: alert.alert.id }]);
    expect(read.node.zones).toEqual([
      { id: zone.id, notes: [{ id: note.note.id }], pricing: [{ id: pricing.rolloffPricing.id }] },
    ]);

    for (const [name, id] of [
      ['deleteAlert', alert.alert.id],
      ['deleteNote', note.note.id],
      ['deleteGeoNote', geo.geoNote.id],
      ['deleteRolloffPricing', pricing.rolloffPricing.id],
      ['deleteZone', zone.id],
      ['deleteRegion', region.id],
      ['deleteMarket', m.id],
      ['deleteHauler', hauler.id],
    ] as const) {
      expect(await mutate(name, { id }, 'deletedId')).toEqual({ deletedId: id, userErrors: [] });
    }
    expect(await mutate('deleteHauler', { id: hauler.id }, 'deletedId')).toEqual({
      deletedId: null,
      userErrors: [
        { field: 'id', message: 'This record no longer exists; it may have been deleted.' },
      ],
    });
  });

  it('exceptions: spec messages, bulk exceptions excluded from one region and never edited', async () => {
    const { haulers } = await query('{ haulers(first: 1) { nodes { regions { id } } } }');
    const regionId = haulers.nodes[0].regions[0].id;
    const invalid = await mutate(
      'createException',
      { regionId, type: 'closure', reason: 'Internal', actionType: 'permanent' },
      'exception { id }',
    );
    expect(invalid.exception).toBeNull();
    expect(invalid.userErrors).toEqual(
      expect.arrayContaining([
        { field: 'startDate', message: 'Date is required' },
        { field: 'endDate', message: 'Date is required' },
      ]),
    );
    const bulk = await mutate(
      'createException',
      {
        bulk: true,
        type: 'closure',
        reason: 'Scheduling',
        actionType: 'expirationDate',
        actionDate: '2030-01-05',
        startDate: '2030-01-01',
        endDate: '2030-01-02',
      },
      'exception { id bulk updatedAt deliveryTypes excludedRegions { id } }',
    );
    expect(bulk.userErrors).toEqual([]);
    expect(bulk.exception.deliveryTypes).toEqual(['newDeliveries', 'emptyReturn', 'pickUp']);
    const excluded = await mutate(
      'excludeBulkException',
      { exceptionId: bulk.exception.id, regionId },
      'exception { id excludedRegions { id } }',
    );
    expect(excluded.exception.excludedRegions).toEqual([{ id: regionId }]);
    const region = await query(
      'query ($id: ID!) { node(id: $id) { ... on Region { exceptions { id } } } }',
      { id: regionId },
    );
    expect(region.node.exceptions.map((e: any) => e.id)).not.toContain(bulk.exception.id);
    const edit = await mutate(
      'updateException',
      { id: bulk.exception.id, updatedAt: bulk.exception.updatedAt, windowDays: 3 },
      'exception { id }',
    );
    expect(edit).toEqual({
      exception: null,
      userErrors: [{ field: 'id', message: 'Bulk exceptions cannot be edited' }],
    });
    expect(await mutate('deleteException', { id: bulk.exception.id }, 'deletedId')).toEqual({
      deletedId: bulk.exception.id,
      userErrors: [],
    });
  });
});

describe('boundaries', () => {
  it('mergeZoneGeometry merges and cuts terms, answering unfound terms as data; zoneCentroid', async () => {
    const merged = await mutate(
      'mergeZoneGeometry',
      { merge: ['78701', '78702', 'Nowhere, TX'], cut: ['78702'] },
      'geometry { boundaries unfoundTerms centroid { lat lng } }',
    );
    expect(merged.userErrors).toEqual([]);
    expect(merged.geometry.unfoundTerms).toEqual(['Nowhere, TX']);
    expect(merged.geometry.boundaries.type).toBe('FeatureCollection');
    expect(merged.geometry.centroid.lat).toBeCloseTo(30.27, 0);
    const market = await mutate(
      'mergeMarketGeometry',
      { merge: ['TX'] },
      'geometry { unfoundTerms centroid { lat } }',
    );
    expect(market).toMatchObject({ geometry: { unfoundTerms: [] }, userErrors: [] });

    // Starting from the boundary being edited (no zone); an invalid one is a userError on it.
    const grown = await mutate(
      'mergeZoneGeometry',
      { boundaries: merged.geometry.boundaries, merge: ['78703'] },
      'geometry { boundaries }',
    );
    expect(grown.userErrors).toEqual([]);
    expect(JSON.stringify(grown.geometry.boundaries).length).toBeGreaterThan(
      JSON.stringify(merged.geometry.boundaries).length,
    );
    const bowtie = {
      type: 'Polygon',
      coordinates: [
        [
          [-97.8, 30.2],
          [-97.7, 30.3],
          [-97.7, 30.2],
          [-97.8, 30.3],
          [-97.8, 30.2],
        ],
      ],
    };
    const refused = await mutate(
      'mergeZoneGeometry',
      { boundaries: bowtie, merge: ['78703'] },
      'geometry { boundaries }',
    );
    expect(refused.geometry).toBeNull();
    expect(refused.userErrors).toEqual([
      { field: 'boundaries', message: expect.stringContaining('crosses itself') },
    ]);

    const { haulers } = await query('{ haulers(first: 1) { nodes { id regions { id } } } }');
    const c = await query(
      'query ($regionId: ID, $haulerId: ID) { a: zoneCentroid(regionId: $regionId) { lat lng } b: zoneCentroid(haulerId: $haulerId) { lat lng } }',
      { regionId: haulers.nodes[0].regions[0].id, haulerId: haulers.nodes[0].id },
    );
    for (const p of [c.a, c.b]) {
      expect(p.lat).toBeGreaterThan(18);
      expect(p.lng).toBeLessThan(-60);
    }
  });
});

describe('no lost updates', () => {
  it('two callers update the same region with the same version: one wins, the other is told it changed', async () => {
    const { haulers } = await query(
      '{ haulers(first: 1) { nodes { regions { id name updatedAt } } } }',
    );
    const region = haulers.nodes[0].regions[0];
    const save = (name: string) =>
      mutate(
        'updateRegion',
        { id: region.id, updatedAt: region.updatedAt, name },
        'region { id name updatedAt }',
      );
    const [a, b] = await Promise.all([save('Edited by A'), save('Edited by B')]);
    const winner = a.region ? a : b;
    const loser = a.region ? b : a;
    expect(winner.userErrors).toEqual([]);
    expect(loser).toEqual({
      region: null,
      userErrors: [{ field: 'updatedAt', message: STALE_MESSAGE }],
    });
    const stored = await query(
      'query ($id: ID!) { node(id: $id) { ... on Region { name updatedAt } } }',
      {
        id: region.id,
      },
    );
    expect(stored.node).toEqual({ name: winner.region.name, updatedAt: winner.region.updatedAt });
    // A later save with the version the winner answered goes through.
    const again = await mutate(
      'updateRegion',
      { id: region.id, updatedAt: winner.region.updatedAt, name: region.name },
      'region { name }',
    );
    expect(again).toEqual({ region: { name: region.name }, userErrors: [] });
  });
});
