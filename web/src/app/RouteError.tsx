// The error boundary of every route: a failed loader or page shows the message and a retry.
import { isRouteErrorResponse, useRevalidator, useRouteError } from 'react-router-dom';
import { ErrorFallback } from '../ui/ErrorFallback.tsx';

function describe(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`;
  if (error instanceof Error) return error.message;
  return 'The page could not be loaded.';
}

export function RouteError() {
  const error = useRouteError();
  const revalidator = useRevalidator();
  return (
    <ErrorFallback
      title="This page could not be loaded"
      message={describe(error)}
      onRetry={() => revalidator.revalidate()}
    />
  );
}
