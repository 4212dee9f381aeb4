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
  deliveryType: string;
  updatedAt: string;
  sameDayNotes: string | null;
  windowActive: boolean;
  windowDays: number | null;
  size: { name: string } | null;
}

const CONTRACT = 'id deliveryType updatedAt sameDayNotes windowActive windowDays size { name }';

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
