import { describe, expect, it } from '@jest/globals';
import { createListLoader, type Key } from './factory.ts';

interface Rec {
  id: number;
  name: string;
}
const records: Rec[] = [1, 2, 3, 4, 5].map((id) => ({ id, name: `r${id}` }));

function fakeResource() {
  const calls: string[][] = [];
  return {
    calls,
    // Answers in reverse order, as a REST list may.
    fetchMany: async (ids: readonly Key[]) => {
      calls.push(ids.map(String));
      return records.filter((r) => ids.map(String).includes(String(r.id))).reverse();
    },
  };
}

describe('createListLoader', () => {
  it('loads N records of one resource with one upstream call, in key order', async () => {
    const res = fakeResource();
    const loader = createListLoader<Rec>({ fetchMany: res.fetchMany, label: 'Thing' });
    const got = await Promise.all([3, 1, 5, 2].map((id) => loader.load(id)));
    expect(got.map((r) => r.id)).toEqual([3, 1, 5, 2]);
    expect(res.calls).toEqual([['3', '1', '5', '2']]);
  });

  it('deduplicates keys, treating 5 and "5" as one', async () => {
    const res = fakeResource();
    const loader = createListLoader<Rec>({ fetchMany: res.fetchMany, label: 'Thing' });
    await Promise.all([loader.load(5), loader.load('5'), loader.load(5)]);
    await loader.load(5);
    expect(res.calls).toEqual([['5']]);
  });

  it('answers a NOT_FOUND error for a missing key and the records for the others', async () => {
    const res = fakeResource();
    const loader = createListLoader<Rec>({ fetchMany: res.fetchMany, label: 'Thing' });
    const got = await loader.loadMany([1, 99]);
    expect(got[0]).toEqual(records[0]);
    expect(got[1]).toBeInstanceOf(Error);
    expect((got[1] as unknown as { extensions: { code: string } }).extensions.code).toBe(
      'NOT_FOUND',
    );
    expect((got[1] as Error).message).toBe('Thing 99 was not found');
  });

  it('splits very large batches to keep URLs short', async () => {
    const res = fakeResource();
    const loader = createListLoader<Rec>({
      fetchMany: res.fetchMany,
      label: 'Thing',
      maxBatchSize: 2,
    });
    await loader.loadMany([1, 2, 3]);
    expect(res.calls).toEqual([['1', '2'], ['3']]);
  });
});
