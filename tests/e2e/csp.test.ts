// Issue 19: the Content-Security-Policy fits the app. The web app (login, quote search, results
// with the offline map, the staff help) and GraphiQL load and work in Chromium with no CSP
// violation reported (neither as a securitypolicyviolation event nor as a console error).
import { beforeAll, describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { buildGraphiql } from '../../gateway/graphiql/build.ts';
import { runGraphiqlUntil } from '../helpers/browser.ts';
import { useBrowserStack } from './browserStack.ts';
import { logIn, searchZip, waitForResults, ZIP_BOTH } from './quoteHelpers.ts';

// GraphiQL sends its own documents, so this stack accepts ad-hoc queries from a session.
const env = useBrowserStack({ allowAdhocQueries: true, featureCustomerPricing: true });
beforeAll(() => buildGraphiql({ quiet: true }), 120_000);

/** Records CSP violations of every document the page loads. */
async function watchCsp(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const w = window as unknown as { __csp: string[] };
    w.__csp = [];
    document.addEventListener('securitypolicyviolation', (e) =>
      w.__csp.push(`${e.violatedDirective} ${e.blockedURI}`),
    );
  });
  return () => page.evaluate(() => (window as unknown as { __csp: string[] }).__csp ?? []);
}

const cspErrors = () =>
  (env.current?.errors ?? []).filter((e) => /Content Security Policy|Refused to/i.test(e));

describe('Content-Security-Policy in the browser', () => {
  it('the web app logs in, searches and shows results and help without a violation', async () => {
    const page = await env.open();
    const violations = await watchCsp(page);
    const res = await page.goto('/login');
    expect(res?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
    await logIn(page, 'admin@demo.local');
    await page.waitForURL('**/quote');
    expect(await violations()).toEqual([]);
    await searchZip(page, ZIP_BOTH);
    await waitForResults(page);
    expect(await violations()).toEqual([]);
    await page.goto('/docs/');
    await page.locator('body').waitFor();
    expect(await violations()).toEqual([]);
    expect(cspErrors()).toEqual([]);
    // The policy is live: an injected inline script is blocked and reported.
    await page.evaluate(() => {
      const s = document.createElement('script');
      s.textContent = 'window.__injected = true';
      document.body.append(s);
    });
    await page.waitForTimeout(200);
    expect(
      await page.evaluate(() => (window as { __injected?: boolean }).__injected),
    ).toBeUndefined();
    expect((await violations()).join()).toMatch(/script-src/);
  });

  it('GraphiQL loads and runs a query without a violation', async () => {
    const page = await env.open();
    const violations = await watchCsp(page);
    await logIn(page, 'reader@demo.local');
    await page.waitForURL('**/quote');
    await page.goto('/graphiql');
    await runGraphiqlUntil(page, 'reader@demo.local');
    expect(await violations()).toEqual([]);
    expect(cspErrors()).toEqual([]);
  });
});
