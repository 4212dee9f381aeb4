import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { commitLocalUpdate } from 'relay-runtime';
import QuotePageQuery from '../pages/QuotePage/__generated__/QuotePageQuery.graphql.ts';
import { environment } from '../relay/environment.ts';
import { loadRouteQueryData } from './routeQuery.ts';

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
  // Each test starts from an empty store: a complete answer would serve the next load from it.
  commitLocalUpdate(environment, (store) => store.invalidateStore());
});

/** A fetch whose answer the test gives when it wants. */
function heldFetch() {
  let settle!: (r: Response | Error) => void;
  const fetchMock = jest.fn(
    () =>
      new Promise<Response>((resolve, reject) => {
        settle = (r) => (r instanceof Error ? reject(r) : resolve(r));
      }),
  );
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return { fetchMock, settle: (r: Response | Error) => settle(r) };
}

const tick = () => new Promise((r) => setTimeout(r, 5));

describe('loadRouteQueryData (the results route loader)', () => {
  it('resolves only once the network has answered, so the router keeps the current page until then', async () => {
    const held = heldFetch();
    let done = false;
    const loading = loadRouteQueryData('test-answer', QuotePageQuery, {}).then((ref) => {
      done = true;
      return ref;
    });
    await tick();
    expect(held.fetchMock).toHaveBeenCalledTimes(1);
    expect(done).toBe(false);
    held.settle(
      new Response(JSON.stringify({ data: { viewer: null, searchHistory: null } }), {
        status: 200,
      }),
    );
    const ref = await loading;
    expect(ref.kind).toBe('PreloadedQuery');
  });

  it('resolves, not rejects, when the request fails: the page shows the error through its boundary', async () => {
    const held = heldFetch();
    const loading = loadRouteQueryData('test-error', QuotePageQuery, {});
    await tick();
    held.settle(new Error('connection refused'));
    const ref = await loading;
    expect(ref.kind).toBe('PreloadedQuery');
  });
});
