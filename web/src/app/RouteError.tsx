// Error handling of every route: a failed loader (router errorElement) or a failed page render
// (RouteBoundary) shows the message and a retry that runs the route's loader again.
import { Suspense, type ReactNode } from 'react';
import {
  isRouteErrorResponse,
  useLoaderData,
  useRevalidator,
  useRouteError,
} from 'react-router-dom';
import { ErrorBoundary } from '../ui/ErrorBoundary.tsx';
import { ErrorFallback } from '../ui/ErrorFallback.tsx';
import { PageLoading } from '../ui/PageLoading.tsx';

function describe(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`;
  if (error instanceof Error) return error.message;
  return 'The page could not be loaded.';
}

function RouteFailure({ error }: { error: unknown }) {
  const revalidator = useRevalidator();
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
