// Error reporting of the main API (issue 20): with SENTRY_DSN an unexpected 500 is sent to Sentry
// (a fake ingest here) without the caller's bearer token, cookie or query-string token, and so
// is a job of the worker that fails.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { sql } from 'drizzle-orm';
import { errorReportingEnabled, stopErrorReporting } from '@shared/errorReporting/node.ts';
import { scheduleJobs } from '../../api/src/jobs/queue.ts';
import { startTestApi, type TestApi } from '../helpers/api.ts';
import { startFakeSentry, type FakeSentry } from '../helpers/fakeSentry.ts';

// The job worker runs in this API (it is off under jest otherwise), polling often.
process.env.JOBS = 'on';
process.env.JOBS_POLL_MS = '40';

let api: TestApi;
let sentry: FakeSentry;

beforeAll(async () => {
  sentry = await startFakeSentry();
  api = await startTestApi({ sentryDsn: sentry.dsn });
}, 60_000);
afterAll(async () => {
  await stopErrorReporting();
  await api?.close();
  await sentry?.close();
});

describe('main API error reporting', () => {
  it('sends an unexpected 500 to the DSN, scrubbed of credentials', async () => {
    expect(errorReportingEnabled()).toBe(true);
    const token = await api.token('staff@demo.local');
    // A table gone missing under the running API: the route fails in a way nobody planned for.
    await api.database.db.execute(
      sql`ALTER TABLE user_preferences RENAME TO user_preferences_gone`,
    );
    try {
      const res = await fetch(`${api.url}/preferences?token=qs-secret-42&page=1`, {
        headers: {
          authorization: `Bearer ${token}`,
          cookie: 'dq_session=cookie-secret-7',
          'x-request-id': 'req-api-sentry',
        },
      });
      expect(res.status).toBe(500);
      expect(await res.json()).toEqual({
        error: { code: 'INTERNAL', message: 'Internal server error' },
      });
    } finally {
      await api.database.db.execute(
        sql`ALTER TABLE user_preferences_gone RENAME TO user_preferences`,
      );
    }
    const envelope = await sentry.waitFor((e) => e.includes('req-api-sentry'));
    expect(envelope).toContain('user_preferences');
    expect(envelope).toContain('"authorization":"[Filtered]"');
    expect(envelope).toContain('token=[Filtered]&page=1');
    for (const secret of [token, 'qs-secret-42', 'cookie-secret-7'])
      expect(envelope).not.toContain(secret);
  });

  it('sends a job that fails', async () => {
    await scheduleJobs(api.database.db, [
      { name: 'no-such-job', key: 'sentry-report-1', runAt: new Date(Date.now() - 60_000) },
    ]);
    const envelope = await sentry.waitFor((e) => e.includes('No handler for job no-such-job'));
    expect(envelope).toContain('sentry-report-1');
  });
});
