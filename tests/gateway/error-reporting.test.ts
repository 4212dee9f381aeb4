// Error reporting (issue 20): with SENTRY_DSN the gateway sends an internal error to Sentry (a
// fake ingest here), scrubbed of the caller's token, cookie and password; without it, nothing.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  errorReportingEnabled,
  flushErrorReports,
  stopErrorReporting,
} from '@shared/errorReporting/node.ts';
import { startTestApi, type TestApi } from '../helpers/api.ts';
import { startFakeSentry, type FakeSentry } from '../helpers/fakeSentry.ts';
import { startProxy, type TestProxy } from '../helpers/proxy.ts';
import { startHarness } from './harness.ts';

let api: TestApi;
let proxy: TestProxy;
let sentry: FakeSentry;

beforeAll(async () => {
  api = await startTestApi();
  proxy = await startProxy(api.url);
  // The main API answers preferences the schema cannot represent: an internal GraphQL error.
  proxy.intercept = (req, res) => {
    if (!req.url!.startsWith('/preferences')) return false;
    res.writeHead(200, { 'content-type': 'application/json' }).end('{"show_pip":null}');
    return true;
  };
  sentry = await startFakeSentry();
}, 60_000);
afterAll(async () => {
  await stopErrorReporting();
  await sentry?.close();
  await proxy?.close();
  await api?.close();
});

const QUERY = '{ viewer { email preferences { showPip } } }';

describe('gateway error reporting', () => {
  it('is off without SENTRY_DSN: nothing is started and nothing is sent', async () => {
    const h = await startHarness({ mainApiUrl: proxy.url, sentryDsn: undefined }, api);
    try {
      const token = await api.token('staff@demo.local');
      const r = await h.gql(QUERY, {}, { token });
      expect(r.body.errors![0]!.extensions!.code).toBe('INTERNAL_SERVER_ERROR');
      expect(errorReportingEnabled()).toBe(false);
      await flushErrorReports();
      expect(sentry.envelopes).toEqual([]);
    } finally {
      await h.close();
    }
  });

  it('sends an internal error to the DSN without the token, cookie or password of the request', async () => {
    const h = await startHarness({ mainApiUrl: proxy.url, sentryDsn: sentry.dsn }, api);
    try {
      expect(errorReportingEnabled()).toBe(true);
      const token = await api.token('staff@demo.local');
      const cookie = await h.login('staff@demo.local');
      const r = await h.post(
        { query: QUERY, variables: { password: 'demo-password' } },
        {
          authorization: `Bearer ${token}`,
          cookie: `${cookie}; other=1`,
          'x-request-id': 'req-sentry-1',
        },
      );
      // The caller still sees only the generic message.
      expect(r.body.errors![0]).toMatchObject({
        message: 'Internal server error',
        extensions: { code: 'INTERNAL_SERVER_ERROR' },
      });
      const envelope = await sentry.waitFor((e) => e.includes('req-sentry-1'));
      expect(envelope).toContain('"type":"event"');
      expect(envelope).toContain('Cannot return null for non-nullable field Preferences.showPip');
      expect(envelope).toContain('viewer.preferences.showPip');
      expect(envelope).toContain('"authorization":"[Filtered]"');
      expect(envelope).toContain('"cookie":"[Filtered]"');
      for (const secret of [token, cookie.split('=')[1]!, 'demo-password'])
        expect(envelope).not.toContain(secret);
    } finally {
      await h.close();
    }
  });
});
