// Error handling of every route: a failed loader (router errorElement) or a failed page render
// (RouteBoundary) shows the message and a retry that runs the route's loader again. While the
// service is out (ServiceUnavailableError) it says so and retries by itself, with a growing pause,
// until the page loads (docs/deploying.md#outages-and-deploys-in-the-web-app); other errors are
// reported (app/errorReporting.ts).
import { Suspense, useEffect, type ReactNode } from 'react';
import {
  isRouteErrorResponse,
  useLoaderData,
  useRevalidator,
  useRouteError,
} from 'react-router-dom';
import { ErrorBoundary } from '../ui/ErrorBoundary.tsx';
import { ErrorFallback } from '../ui/ErrorFallback.tsx';
import { PageLoading } from '../ui/PageLoading.tsx';
import { ServiceUnavailable } from '../ui/ServiceUnavailable.tsx';
import { outage, ServiceUnavailableError } from '../relay/network.ts';
import { reportError } from './errorReporting.ts';
import { retryDelay } from './outageRetry.ts';

function describe(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`;
  if (error instanceof Error) return error.message;
  return 'The page could not be loaded.';
}

function RouteFailure({ error }: { error: unknown }) {
  const revalidator = useRevalidator();
  const unavailable = error instanceof ServiceUnavailableError;
  useEffect(() => {
    if (!unavailable) {
      reportError(error);
      return;
    }
    const timer = setTimeout(() => void revalidator.revalidate(), retryDelay(outage.failures));
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per failure shown
  }, [error]);
  if (unavailable) return <ServiceUnavailable />;
  return (
    <ErrorFallback
      title="This page could not be loaded"
      message={describe(error)}
      onRetry={() => revalidator.revalidate()}
    />
  );
}

/** The router's errorElement: a loader failed. */
export function RouteError() {
  return <RouteFailure error={useRouteError()} />;
}

/**
 * Suspense and an error boundary around a route's page; a retry reruns the loader, and the new
 * query reference it returns clears the error.
 */
export function RouteBoundary({ children }: { children: ReactNode }) {
  const data = useLoaderData();
  return (
    <ErrorBoundary resetKey={data} fallback={(error) => <RouteFailure error={error} />}>
      <Suspense fallback={<PageLoading />}>{children}</Suspense>
    </ErrorBoundary>
  );
}
