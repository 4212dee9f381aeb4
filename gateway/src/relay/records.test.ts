import { describe, expect, it } from '@jest/globals';
import { RestError } from '../rest/http.ts';
import { toGlobalId } from './globalId.ts';
import { STALE_MESSAGE, idArg, restBody, snakeCase, writeErrors, writing } from './records.ts';

describe('admin record helpers', () => {
  it('turn a mutation input into the REST body: snake_case, database ids, renames', () => {
    expect(snakeCase('twoDayNoticeCutoffTime')).toBe('two_day_notice_cutoff_time');
    const body = restBody(
      {
        id: toGlobalId('Zone', 3),
        updatedAt: '2026-01-01T00:00:00.000Z',
        zoneId: toGlobalId('Zone', 3),
        productLineId: '5',
        haulerIds: [toGlobalId('Hauler', 7), '8'],
        zipCode: '78701',
        skipped: undefined,
      },
      {
        ids: { zoneId: 'Zone', productLineId: 'ProductLine' },
        idLists: { haulerIds: ['Hauler', 'haulers'] },
        rename: { zoneId: 'service_area_id', productLineId: 'product_id' },
      },
    );
    expect(body).toEqual({ service_area_id: 3, product_id: 5, haulers: [7, 8], zip_code: '78701' });
  });

  it('accept global or database ids of the right type only', () => {
    expect(idArg(toGlobalId('Hauler', 9), 'Hauler')).toBe('9');
    expect(idArg('9', 'Hauler')).toBe('9');
    expect(idArg(null, 'Hauler')).toBeNull();
    expect(() => idArg(toGlobalId('Region', 9), 'Hauler')).toThrow('is not a Hauler id');
  });

  it('answer validation failures, stale versions and missing records as userErrors', async () => {
    expect(writeErrors(new RestError('changed', 'CONFLICT', 409))).toEqual([
      { field: 'updatedAt', message: STALE_MESSAGE },
    ]);
    expect(
      writeErrors(new RestError('bad', 'BAD_USER_INPUT', 400, { zip_code: 'Too long' })),
    ).toEqual([{ field: 'zipCode', message: 'Too long' }]);
    expect(await writing('hauler', async () => ({ id: 1 }))).toEqual({
      hauler: { id: 1 },
      userErrors: [],
    });
    const down = new RestError('down', 'UPSTREAM_ERROR', 502);
    await expect(writing('hauler', () => Promise.reject(down))).rejects.toBe(down);
  });
});
