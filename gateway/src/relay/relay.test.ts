import { describe, expect, it } from '@jest/globals';
import { connectionFromRest, cursorToOffset, offsetToCursor, pageFor } from './connection.ts';
import { fromGlobalId, toGlobalId } from './globalId.ts';
import { userErrorsOf, withUserErrors } from './mutation.ts';
import { RestError } from '../rest/http.ts';

describe('global ids', () => {
  it('round-trips Type:id opaquely', () => {
    const id = toGlobalId('Hauler', 42);
    expect(id).not.toContain('Hauler');
    expect(fromGlobalId(id)).toEqual({ type: 'Hauler', id: '42' });
  });
  it('refuses garbage and ids of another type with BAD_USER_INPUT', () => {
    for (const bad of ['', 'abc', toGlobalId('Hauler', '').slice(0, 6), '!!!!']) {
      expect(() => fromGlobalId(bad)).toThrow(/not a valid id/);
    }
  });
});

describe('connections over page/per_page', () => {
  const all = Array.from({ length: 45 }, (_, i) => ({ id: i + 1 }));
  const calls: [number, number][] = [];
  const fetchPage = async (page: number, perPage: number) => {
    calls.push([page, perPage]);
    return {
      models: all.slice((page - 1) * perPage, page * perPage),
      total: all.length,
      total_pages: Math.ceil(all.length / perPage),
    };
  };

  it('maps first/after onto one REST page', async () => {
    calls.length = 0;
    const c1 = await connectionFromRest({ first: 20 }, fetchPage);
    expect(c1.edges.map((e) => e.node.id)).toEqual(all.slice(0, 20).map((r) => r.id));
    expect(c1.totalCount).toBe(45);
    expect(c1.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: false });
    const c2 = await connectionFromRest({ first: 20, after: c1.pageInfo.endCursor }, fetchPage);
    expect(c2.nodes[0]).toEqual({ id: 21 });
    const c3 = await connectionFromRest({ first: 20, after: c2.pageInfo.endCursor }, fetchPage);
    expect(c3.nodes.map((n) => n.id)).toEqual([41, 42, 43, 44, 45]);
    expect(c3.pageInfo.hasNextPage).toBe(false);
    expect(calls).toEqual([
      [1, 20],
      [2, 20],
      [3, 20],
    ]);
  });

  it('handles unaligned windows and last/before', async () => {
    const c = await connectionFromRest({ first: 3, after: offsetToCursor(4) }, fetchPage);
    expect(c.nodes.map((n) => n.id)).toEqual([6, 7, 8]);
    const l = await connectionFromRest({ last: 2 }, fetchPage);
    expect(l.nodes.map((n) => n.id)).toEqual([44, 45]);
    expect(l.pageInfo).toMatchObject({ hasNextPage: false, hasPreviousPage: true });
    const b = await connectionFromRest({ last: 2, before: offsetToCursor(10) }, fetchPage);
    expect(b.nodes.map((n) => n.id)).toEqual([9, 10]);
  });

  it('finds a page holding any window', () => {
    for (let start = 0; start < 60; start++) {
      for (const count of [1, 3, 7, 20]) {
        const { page, perPage } = pageFor(start, count);
        expect((page - 1) * perPage).toBeLessThanOrEqual(start);
        expect(page * perPage).toBeGreaterThanOrEqual(start + count);
      }
    }
  });

  it('refuses bad arguments with BAD_USER_INPUT', async () => {
    await expect(connectionFromRest({ first: -1 }, fetchPage)).rejects.toThrow(
      'first must be zero or more',
    );
    await expect(connectionFromRest({ first: 1000 }, fetchPage)).rejects.toThrow(
      'first must be at most 100',
    );
    await expect(connectionFromRest({ first: 1, after: 'nope' }, fetchPage)).rejects.toThrow(
      'is not a valid cursor',
    );
    expect(() => cursorToOffset(Buffer.from('offset:-3').toString('base64'))).toThrow();
  });
});

describe('mutation payloads', () => {
  it('turns a REST validation failure into userErrors with camelCase fields', async () => {
    const err = new RestError('This field is required', 'BAD_USER_INPUT', 400, {
      netsuite_name: 'This field is required',
    });
    expect(userErrorsOf(err)).toEqual([
      { field: 'netsuiteName', message: 'This field is required' },
    ]);
    const payload = await withUserErrors(async () => {
      throw err;
    });
    expect(payload).toEqual({
      userErrors: [{ field: 'netsuiteName', message: 'This field is required' }],
    });
    expect(await withUserErrors(async () => ({ thing: 1 }))).toEqual({ thing: 1, userErrors: [] });
  });
  it('rethrows anything that is not a validation failure', async () => {
    const err = new RestError('gone', 'NOT_FOUND', 404);
    await expect(withUserErrors(async () => Promise.reject(err))).rejects.toBe(err);
  });
});
