// With a Google Maps browser key the map adapter switches to Google's map (its script cannot load
// in the offline tests: the hosts are blocked); the results page must work all the same.
import { afterAll, beforeAll, expect, it } from '@jest/globals';
import type { Browser } from 'playwright-core';
import { launchBrowser, openPage } from '../helpers/browser.ts';
import { startStack, type Stack } from './stack.ts';
import { cards, logIn, searchZip, ZIP_BOTH } from './quoteHelpers.ts';

let stack: Stack;
let browser: Browser;

beforeAll(async () => {
  // Google as the maps provider, its server calls answered by the main API's stand-in (same paths).
  stack = await startStack((mainApiUrl) => ({
    mapsProvider: 'google',
    googleMapsApiKey: 'test-server-key',
    mapsBaseUrl: mainApiUrl,
    googleMapsBrowserKey: 'test-browser-key',
  }));
  browser = await launchBrowser();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await stack?.close();
});

it('uses the Google map when a browser key is configured, and the results still work', async () => {
  const { page, context, errors } = await openPage(browser, stack.url);
  try {
    const googleRequests: string[] = [];
    page.on('requestfailed', (r) => {
      if (/googleapis|gstatic|google\.com/.test(r.url())) googleRequests.push(r.url());
    });
    await logIn(page, 'staff@demo.local');
    await searchZip(page, ZIP_BOTH);
    await page.locator('[data-testid=results-map] [data-map-provider=google]').waitFor();
    expect(await page.locator('[data-map-provider=offline]').count()).toBe(0);
    expect(await cards(page).count()).toBe(3);
    await page.waitForTimeout(1000);
    // The page tried Google's script with the key (and the test blocked it).
    expect(googleRequests.some((u) => u.includes('key=test-browser-key'))).toBe(true);
    expect(
      errors.filter((e) => !/Failed to load resource|Google Maps|maps\.googleapis/i.test(e)),
    ).toEqual([]);
  } finally {
    await context.close();
  }
});
