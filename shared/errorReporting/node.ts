// Error reporting of the two Node services (the main API with its job worker, and the gateway):
// Sentry, only when SENTRY_DSN is set (docs/deploying.md#error-reporting). Without a DSN the SDK
// is not even loaded. Every event passes the shared scrubber (./scrub.ts) before it leaves.
// Sentry keeps one client per process: the first service to start with a DSN sets it up (tests
// run the main API and the gateway in one process; production runs one service per process).
import type * as SentryNode from '@sentry/node';
import { scrubBreadcrumb, scrubEvent } from './scrub.ts';

let sentry: typeof SentryNode | undefined;

/** What a report says about the request that failed (headers are scrubbed before sending). */
export interface ReportContext {
  request?: { method?: string; url?: string; headers?: Record<string, unknown>; id?: string };
  /** Anything else that helps to find the cause (a job key, a GraphQL path). */
  extra?: Record<string, unknown>;
}

/**
 * Starts Sentry for this process when `dsn` is set; answers whether reporting is on. Only the
 * error integrations are installed: no tracing, no automatic instrumentation of modules.
 */
export async function startErrorReporting(opts: {
  dsn: string | undefined;
  service: 'main-api' | 'gateway';
  environment?: string;
}): Promise<boolean> {
  if (!opts.dsn) return sentry !== undefined;
  if (sentry) return true;
  const S = await import('@sentry/node');
  S.init({
    dsn: opts.dsn,
    environment: opts.environment ?? process.env.NODE_ENV ?? 'development',
    serverName: opts.service,
    dataCollection: { userInfo: false, cookies: false, httpBodies: [] },
    defaultIntegrations: false,
    // No module-loader hooks: only errors are reported, no spans of instrumented modules.
    enableRuntimeChannelInjection: false,
    integrations: [
      S.linkedErrorsIntegration(),
      S.dedupeIntegration(),
      S.nodeContextIntegration(),
      S.onUncaughtExceptionIntegration(),
      S.onUnhandledRejectionIntegration(),
    ],
    beforeSend: (event) => scrubEvent(event),
    beforeBreadcrumb: (breadcrumb) => scrubBreadcrumb(breadcrumb),
  });
  S.setTag('service', opts.service);
  sentry = S;
  return true;
}

/** True once Sentry is started in this process. */
export function errorReportingEnabled(): boolean {
  return sentry !== undefined;
}

/** Sends an unexpected error (a 500, a failed job, an internal GraphQL error); no-op when off. */
export function reportError(err: unknown, context: ReportContext = {}): void {
  const S = sentry;
  if (!S) return;
  S.withScope((scope) => {
    if (context.extra) scope.setExtras(context.extra);
    const req = context.request;
    if (req) {
      if (req.id) scope.setTag('request_id', req.id);
      scope.addEventProcessor((event) => ({
        ...event,
        request: {
          ...event.request,
          method: req.method,
          url: req.url,
          headers: req.headers as Record<string, string> | undefined,
        },
      }));
    }
    S.captureException(err);
  });
}

/** Waits until queued reports are sent (before a process exits). */
export async function flushErrorReports(timeoutMs = 2000): Promise<void> {
  await sentry?.flush(timeoutMs);
}

/** Sends what is queued and stops reporting (tests; a process that exits flushes instead). */
export async function stopErrorReporting(): Promise<void> {
  const S = sentry;
  sentry = undefined;
  await S?.close(2000);
}
