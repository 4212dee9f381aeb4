// exceptionPreview (the region's products a draft exception would change) and
// updateBulkException (the Exception Report's bulk form) through GraphQL against the real main API.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { toGlobalId } from '../../gateway/src/relay/globalId.ts';
import { startHarness, type Harness } from './harness.ts';

let h: Harness;
let token: string;
let regionId: string;

async function sql(text: string, params: unknown[] = []): Promise<Record<string, any>[]> {
  const d = h.api.database;
  if (d.pglite) return (await d.pglite.query(text, params)).rows as Record<string, any>[];
  return (await d.pool!.query(text, params as never[])).rows;
}

beforeAll(async () => {
  h = await startHarness();
  token = await h.api.token('admin@demo.local');
  const [row] = await sql(
    `SELECT sa.region_id FROM service_areas sa JOIN rolloff_pricing rp ON rp.service_area_id = sa.id
      WHERE sa.active = 1 AND EXISTS (SELECT 1 FROM availability a WHERE a.region_id = sa.region_id)
      GROUP BY sa.region_id ORDER BY count(*) DESC, sa.region_id LIMIT 1`,
  );
  regionId = toGlobalId('Region', row.region_id);
}, 240_000);
afterAll(async () => {
  await h?.close();
});

async function gql(q: string, variables: object) {
  const r = await h.gql(q, variables, { token });
  expect(r.body.errors).toBeUndefined();
  return r.body.data!;
}

const PREVIEW = `query ($input: ExceptionPreviewInput!) {
  exceptionPreview(input: $input) {
    totalProducts
    products { pricingId zoneName sizeName wasteTypeName changes { deliveryType before after } }
    userErrors { field message }
  }
}`;

describe('exceptionPreview', () => {
  it('answers the products a draft changes, with before and after per delivery type', async () => {
    const { exceptionPreview: p } = await gql(PREVIEW, {
      input: {
        regionId,
        exception: {
          type: 'noService',
          reason: 'Internal',
          actionType: 'permanent',
          deliveryTypes: ['pickUp'],
        },
      },
    });
    expect(p.userErrors).toEqual([]);
    expect(p.totalProducts).toBeGreaterThan(0);
    expect(p.products.length).toBeGreaterThan(0);
    for (const prod of p.products) {
      expect(prod.zoneName).toEqual(expect.any(String));
      expect(prod.changes).toEqual([
        expect.objectContaining({ deliveryType: 'pickUp', after: 'No Service' }),
      ]);
    }
  });

  it('an invalid draft answers its form messages as userErrors', async () => {
    const { exceptionPreview: p } = await gql(PREVIEW, {
      input: {
        regionId,
        exception: {
          type: 'window',
          reason: 'Internal',
          actionType: 'permanent',
          deliveryTypes: [],
        },
      },
    });
    expect(p.products).toEqual([]);
    expect(p.userErrors).toEqual(
      expect.arrayContaining([
        { field: 'windowDays', message: 'This field is required' },
        { field: 'deliveryType', message: 'This field is required' },
      ]),
    );
  });

  it('needs Super Admin', async () => {
    const reader = await h.api.token('reader@demo.local');
    const r = await h.gql(
      PREVIEW,
      {
        input: {
          regionId,
          exception: { type: 'other', reason: 'Internal', actionType: 'permanent' },
        },
      },
      { token: reader },
    );
    expect(r.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});

describe('updateBulkException', () => {
  const MUTATE = `mutation ($input: UpdateBulkExceptionInput!) {
    updateBulkException(input: $input) { exception { id windowDays type updatedAt } userErrors { field message } }
  }`;
  it('edits a bulk exception, refuses a stale version and a regional exception', async () => {
    const created = await gql(
      `mutation ($input: CreateExceptionInput!) { createException(input: $input) { exception { id updatedAt } userErrors { message } } }`,
      {
        input: {
          bulk: true,
          type: 'window',
          windowDays: 4,
          reason: 'Scheduling',
          actionType: 'expirationDate',
          actionDate: '2031-01-05',
          deliveryTypes: ['newDeliveries'],
        },
      },
    );
    const ex = created.createException.exception;
    const edit = await gql(MUTATE, {
      input: { id: ex.id, updatedAt: ex.updatedAt, windowDays: 6 },
    });
    expect(edit.updateBulkException.userErrors).toEqual([]);
    expect(edit.updateBulkException.exception).toMatchObject({ id: ex.id, windowDays: 6 });
    const stale = await gql(MUTATE, {
      input: { id: ex.id, updatedAt: ex.updatedAt, windowDays: 7 },
    });
    expect(stale.updateBulkException.userErrors[0].field).toBe('updatedAt');
    const bad = await gql(MUTATE, {
      input: {
        id: ex.id,
        updatedAt: edit.updateBulkException.exception.updatedAt,
        actionType: 'permanent',
      },
    });
    expect(bad.updateBulkException.userErrors).toEqual([
      { field: 'actionType', message: 'Bulk exceptions allow only an expiration date' },
    ]);

    const regional = await gql(
      `mutation ($input: CreateExceptionInput!) { createException(input: $input) { exception { id updatedAt } } }`,
      {
        input: {
          regionId,
          type: 'other',
          reason: 'Internal',
          actionType: 'permanent',
          deliveryTypes: ['newDeliveries'],
        },
      },
    );
    const r = regional.createException.exception;
    const refused = await gql(MUTATE, {
      input: { id: r.id, updatedAt: r.updatedAt, windowDays: 3 },
    });
    expect(refused.updateBulkException).toEqual({
      exception: null,
      userErrors: [{ field: 'id', message: 'Only bulk exceptions are edited here' }],
    });
  });
});
