// Error reporting of the web app (docs/deploying.md#error-reporting): Sentry, only when the
// gateway has SENTRY_DSN (it hands the DSN over in appConfig.sentryDsn). The SDK is a chunk of
// its own, loaded only then; every event passes the scrubber the servers use too.
import { isRouteErrorResponse } from 'react-router-dom';
import { scrubBreadcrumb, scrubEvent } from '@shared/errorReporting/scrub.ts';
import { NetworkError, ServiceUnavailableError } from '../relay/network.ts';

let sentry: typeof import('@sentry/react') | undefined;
let started = false;

/** Starts Sentry once, when the gateway gives a DSN; without one nothing is loaded. */
export async function startErrorReporting(dsn: string | null | undefined): Promise<void> {
  if (!dsn || started) return;
  started = true;
  const S = await import('@sentry/react');
  S.init({
    dsn,
    environment: import.meta.env.MODE,
    beforeSend: (event) => scrubEvent(event),
    beforeBreadcrumb: (breadcrumb) => scrubBreadcrumb(breadcrumb),
  });
  sentry = S;
}

/**
 * Sends an error a route could not handle. An outage (the page retries by itself), a missing
 * route and an answer about the request (4xx: no session, no permission, bad input) are not bugs.
 */
export function reportError(error: unknown): void {
  if (!sentry || error instanceof ServiceUnavailableError || isRouteErrorResponse(error)) return;
  if (error instanceof NetworkError && error.status !== undefined && error.status < 500) return;
  sentry.captureException(error);
}
