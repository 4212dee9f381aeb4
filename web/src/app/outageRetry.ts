// Retrying a route while the service is out (docs/deploying.md#outages-and-deploys-in-the-web-app):
// the first retry after 1 s, then twice as long each time up to 15 s, until an answer comes.

export const RETRY_FIRST_MS = 1000;
export const RETRY_MAX_MS = 15_000;

/** The wait before the next retry after `failures` consecutive outage answers (1 or more). */
export function retryDelay(failures: number): number {
  const n = Math.max(0, failures - 1);
  return Math.min(RETRY_MAX_MS, RETRY_FIRST_MS * 2 ** Math.min(n, 10));
}
