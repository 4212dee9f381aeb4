// CurrentAvailabilityRow.today (issue 12): what a quote says now for each current row, with the
// main API's reasons, read once per region per request; an override saved through
// saveCurrentAvailability shows in it at once.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
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

const ROWS = `currentAvailability { id updatedAt rows { databaseId deliveryType updatedAt mustCall
  size { name } today { deliveryType sizeName deliveryDate { friendlyText availabilityType }
  reasons { kind text } } } }`;

interface Row {
  databaseId: number;
  deliveryType: string;
  updatedAt: string;
  mustCall: boolean;
  size: { name: string } | null;
  today: {
    deliveryType: string;
    sizeName: string | null;
    deliveryDate: { friendlyText: string; availabilityType: string };
    reasons: { kind: string; text: string }[];
  } | null;
}

async function regionRows(id: string) {
  const r = await h.gql(
    `query ($id: ID!) { node(id: $id) { ... on Region { ${ROWS} } } }`,
    { id },
    { token },
  );
  expect(r.body.errors).toBeUndefined();
  return r.body.data!.node.currentAvailability as { id: string; updatedAt: string; rows: Row[] };
}

describe('CurrentAvailabilityRow.today', () => {
  it('answers every row of its delivery type and size; a must-call override shows with its reason', async () => {
    const r = await h.gql('{ haulers(first: 1) { nodes { regions { id } } } }', {}, { token });
    const regionId = r.body.data!.haulers.nodes[0].regions[0].id as string;
    const current = await regionRows(regionId);
    expect(current.rows.length).toBeGreaterThan(2);
    for (const row of current.rows) {
      expect(row.today).not.toBeNull();
      expect(row.today!.deliveryType).toBe(row.deliveryType);
      if (row.deliveryType === 'newDeliveries') expect(row.today!.sizeName).toBe(row.size!.name);
    }
    const target = current.rows.find((x) => x.deliveryType === 'newDeliveries' && !x.mustCall)!;
    const saved = await h.gql(
      `mutation ($input: SaveCurrentAvailabilityInput!) { saveCurrentAvailability(input: $input) {
        userErrors { field message } } }`,
      {
        input: {
          currentAvailabilityId: current.id,
          updatedAt: current.updatedAt,
          rows: [
            {
              deliveryType: 'newDeliveries',
              databaseId: target.databaseId,
              updatedAt: target.updatedAt,
              mustCall: true,
            },
          ],
        },
      },
      { token },
    );
    expect(saved.body.data!.saveCurrentAvailability.userErrors).toEqual([]);
    const after = (await regionRows(regionId)).rows.find(
      (x) => x.databaseId === target.databaseId,
    )!;
    expect(after.today!.deliveryDate.friendlyText).toBe('Must Call');
    expect(after.today!.reasons.map((x) => x.kind)).toContain('contractMustCall');
  });
});
