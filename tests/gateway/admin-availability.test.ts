// saveContractAvailability (issue 10): every delivery type and size in one call, one transaction
// in the main API: all saved or none. Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { STALE_MESSAGE } from '../../gateway/src/relay/records.ts';
import { testEngine } from '../helpers/api.ts';
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

interface Contract {
  id: string;
  updatedBy: string;
  deliveryType: string;
  updatedAt: string;
  sameDayNotes: string | null;
  windowActive: boolean;
  windowDays: number | null;
  size: { name: string } | null;
}

const CONTRACT =
  'id deliveryType updatedAt updatedBy sameDayNotes windowActive windowDays size { name }';

async function regionContract(id: string) {
  const r = await h.gql(
    `query ($id: ID!) { node(id: $id) { ... on Region { lastSavedBy contractAvailability { ${CONTRACT} } } } }`,
    { id },
    { token },
  );
  expect(r.body.errors).toBeUndefined();
  return r.body.data!.node as { lastSavedBy: string | null; contractAvailability: Contract[] };
}

async function save(regionId: string, changes: object[]) {
  const r = await h.gql(
    `mutation ($input: SaveContractAvailabilityInput!) { saveContractAvailability(input: $input) {
      region { id contractAvailability { ${CONTRACT} } } userErrors { field message } } }`,
    { input: { regionId, changes } },
    { token },
  );
  expect(r.body.errors).toBeUndefined();
  return r.body.data!.saveContractAvailability;
}

describe(`saveContractAvailability on ${testEngine}`, () => {
  let regionId: string;
  let before: Contract[];
  beforeAll(async () => {
    const r = await h.gql('{ haulers(first: 1) { nodes { regions { id } } } }', {}, { token });
    regionId = r.body.data!.haulers.nodes[0].regions[0].id;
    before = (await regionContract(regionId)).contractAvailability;
  });

  it('one invalid row writes nothing, not even the valid rows of other delivery types', async () => {
    const nd = before.find((c) => c.deliveryType === 'newDeliveries')!;
    const pickUp = before.find((c) => c.deliveryType === 'pickUp')!;
    const result = await save(regionId, [
      { id: nd.id, updatedAt: nd.updatedAt, sameDayNotes: 'Gate opens at 7' },
      { id: pickUp.id, updatedAt: pickUp.updatedAt, windowActive: true, windowDays: 50 },
    ]);
    expect(result).toEqual({
      region: null,
      userErrors: [
        { field: 'changes.1.windowDays', message: 'Window days must be between 2 and 10' },
      ],
    });
    expect((await regionContract(regionId)).contractAvailability).toEqual(before);
  });

  it('a valid save stores every delivery type and size at once; the old version is then stale', async () => {
    const nds = before.filter((c) => c.deliveryType === 'newDeliveries').slice(0, 2);
    const er = before.find((c) => c.deliveryType === 'emptyReturn')!;
    const changes = [
      ...nds.map((c, i) => ({ id: c.id, updatedAt: c.updatedAt, sameDayNotes: `Size note ${i}` })),
      { id: er.id, updatedAt: er.updatedAt, windowActive: true, windowDays: 5 },
    ];
    const result = await save(regionId, changes);
    expect(result.userErrors).toEqual([]);
    const after = await regionContract(regionId);
    const byId = new Map(after.contractAvailability.map((c) => [c.id, c]));
    expect(nds.map((c) => byId.get(c.id)!.sameDayNotes)).toEqual(['Size note 0', 'Size note 1']);
    expect(byId.get(er.id)).toMatchObject({ windowActive: true, windowDays: 5 });
    expect(after.lastSavedBy).toBe('Ada Admin');
    expect(byId.get(er.id)!.updatedBy).toBe('Ada Admin');
    expect(result.region.contractAvailability).toEqual(after.contractAvailability);

    const stale = await save(regionId, [
      { id: er.id, updatedAt: er.updatedAt, windowActive: false },
    ]);
    expect(stale).toEqual({
      region: null,
      userErrors: [{ field: 'updatedAt', message: STALE_MESSAGE }],
    });
    expect((await regionContract(regionId)).contractAvailability).toEqual(
      after.contractAvailability,
    );
  });
});

interface Row {
  databaseId: number;
  deliveryType: string;
  updatedAt: string;
  sameDayActive: boolean;
  noService: boolean;
  noServiceReason: string | null;
  overridden: boolean;
}
const ROW = 'databaseId deliveryType updatedAt sameDayActive noService noServiceReason overridden';

async function current(regionId: string) {
  const r = await h.gql(
    `query ($id: ID!) { node(id: $id) { ... on Region { currentAvailability {
      id updatedAt windowActive windowDays rows { ${ROW} } } } } }`,
    { id: regionId },
    { token },
  );
  expect(r.body.errors).toBeUndefined();
  return r.body.data!.node.currentAvailability as {
    id: string;
    updatedAt: string;
    windowActive: boolean;
    windowDays: number | null;
    rows: Row[];
  };
}

async function saveCurrent(input: object) {
  const r = await h.gql(
    `mutation ($input: SaveCurrentAvailabilityInput!) { saveCurrentAvailability(input: $input) {
      region { currentAvailability { windowActive windowDays rows { ${ROW} } } }
      userErrors { field message } } }`,
    { input },
    { token },
  );
  expect(r.body.errors).toBeUndefined();
  return r.body.data!.saveCurrentAvailability;
}

describe(`saveCurrentAvailability on ${testEngine}`, () => {
  let regionId: string;
  beforeAll(async () => {
    // A region whose current availability has rows of at least two delivery types.
    const r = await h.gql(
      '{ haulers(first: 10) { nodes { regions { id currentAvailability { rows { deliveryType } } } } } }',
      {},
      { token },
    );
    const regions = r.body.data!.haulers.nodes.flatMap((n: any) => n.regions);
    regionId = regions.find(
      (x: any) =>
        new Set((x.currentAvailability?.rows ?? []).map((y: any) => y.deliveryType)).size > 1,
    ).id;
  });

  it('one invalid row writes nothing: not the window fields, not the other rows', async () => {
    const before = await current(regionId);
    const [a, b] = [before.rows[0]!, before.rows.at(-1)!];
    expect(a.deliveryType).not.toBe(b.deliveryType);
    const result = await saveCurrent({
      currentAvailabilityId: before.id,
      updatedAt: before.updatedAt,
      windowActive: true,
      windowDays: 4,
      rows: [
        {
          deliveryType: a.deliveryType,
          databaseId: a.databaseId,
          updatedAt: a.updatedAt,
          sameDayActive: !a.sameDayActive,
        },
        {
          deliveryType: b.deliveryType,
          databaseId: b.databaseId,
          updatedAt: b.updatedAt,
          noService: true,
        },
      ],
    });
    expect(result).toEqual({
      region: null,
      userErrors: [{ field: 'rows.1.noServiceReason', message: 'This field is required' }],
    });
    expect(await current(regionId)).toEqual(before);
  });

  it('a valid save overrides every row given and the window at once', async () => {
    const before = await current(regionId);
    const [a, b] = [before.rows[0]!, before.rows.at(-1)!];
    const result = await saveCurrent({
      currentAvailabilityId: before.id,
      updatedAt: before.updatedAt,
      windowActive: true,
      windowDays: 4,
      rows: [
        {
          deliveryType: a.deliveryType,
          databaseId: a.databaseId,
          updatedAt: a.updatedAt,
          sameDayActive: !a.sameDayActive,
        },
        {
          deliveryType: b.deliveryType,
          databaseId: b.databaseId,
          updatedAt: b.updatedAt,
          noService: true,
          noServiceReason: 'Billing',
        },
      ],
    });
    expect(result.userErrors).toEqual([]);
    const after = await current(regionId);
    expect(after).toMatchObject({ windowActive: true, windowDays: 4 });
    const byId = new Map(after.rows.map((r) => [`${r.deliveryType}:${r.databaseId}`, r]));
    expect(byId.get(`${a.deliveryType}:${a.databaseId}`)).toMatchObject({
      sameDayActive: !a.sameDayActive,
      overridden: true,
    });
    expect(byId.get(`${b.deliveryType}:${b.databaseId}`)).toMatchObject({
      noService: true,
      noServiceReason: 'Billing',
      overridden: true,
    });
    expect(result.region.currentAvailability).toEqual({
      windowActive: after.windowActive,
      windowDays: after.windowDays,
      rows: after.rows,
    });
  });
});
