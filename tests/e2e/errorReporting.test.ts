// Error reporting of the web app (issue 20): with SENTRY_DSN the gateway hands the DSN to the
// page, and a page that fails unexpectedly is reported to it (a fake ingest here), through the
// Content-Security-Policy, without the session cookie.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Route } from 'playwright-core';
import { stopErrorReporting } from '@shared/errorReporting/node.ts';
import { startFakeSentry, type FakeSentry } from '../helpers/fakeSentry.ts';
import { useBrowserStack } from './browserStack.ts';

let sentry: FakeSentry;
beforeAll(async () => {
  sentry = await startFakeSentry();
});
const env = useBrowserStack(() => ({ sentryDsn: sentry.dsn }));
afterAll(async () => {
  await stopErrorReporting();
  await sentry?.close();
});

describe('web error reporting', () => {
  it('reports a page that failed unexpectedly to the DSN, without the session cookie', async () => {
    const page = await env.open();
    await page.goto('/login');
    await page.getByLabel('Email').fill('staff@demo.local');
    await page.getByLabel('Password').fill('demo-password');
    await page.getByRole('button', { name: 'Login' }).click();
    await page.getByRole('heading', { name: 'Quote search' }).waitFor();
    const cookie = (await page.context().cookies()).find((c) => c.name === 'dq_session')!;
    const failing = (route: Route) =>
      route.request().postData()?.includes('FeedbackPageQuery')
        ? route.fulfill({
            status: 500,
            contentType: 'application/json',
            body: JSON.stringify({
              errors: [
                { message: 'Boom in feedback', extensions: { code: 'INTERNAL_SERVER_ERROR' } },
              ],
            }),
          })
        : route.continue();
    await page.route('**/graphql', failing);
    await page.getByRole('link', { name: 'Feedback' }).click();
    await page.getByText('This page could not be loaded').waitFor();
    const envelope = await sentry.waitFor((e) => e.includes('Boom in feedback'));
    expect(envelope).toContain('"type":"event"');
    expect(envelope).not.toContain(cookie.value);
    env.current!.errors.length = 0; // the failed request logs a console error on purpose
  });
});
