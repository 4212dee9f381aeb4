// Loading the code of the page the user most likely opens next while the browser has nothing else
// to do (router.tsx): the press that opens it then waits for its data only, not for its scripts
// to download, compile and run (about 100 ms of a search's first card on a 2-core machine).
// `npm run bench -- quote` counts these scripts apart from the first load (after the mark).

/** The performance mark set before the first prefetch: what loads after it is not first-load JS. */
export const PREFETCH_MARK = 'route-prefetch';

/** Longest wait for an idle moment before loading anyway. */
const IDLE_TIMEOUT_MS = 2000;

/** Calls `load` once the browser is idle; the returned function cancels it if not yet called. */
export function prefetchWhenIdle(load: () => Promise<unknown>): () => void {
  const run = () => {
    if (performance.getEntriesByName(PREFETCH_MARK).length === 0) performance.mark(PREFETCH_MARK);
    // A failed prefetch costs nothing: the route loads the code again when it is opened.
    load().catch(() => undefined);
  };
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(run, 1);
  return () => clearTimeout(id);
}
