// With a Google Maps browser key the map adapter switches to Google's map (its script cannot load
// in the offline tests: the hosts are blocked); the results page and the boundary editor must
// work all the same. Drawing by hand on Google's map (Terra Draw) needs Google's script, so only
// the offline map's drawing is tested in a browser (zoneMap.test.ts).
import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { eq } from 'drizzle-orm';
import type { Browser } from 'playwright-core';
import { serviceAreas } from '../../api/src/db/schema.ts';
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

it("the zone editor tries Google's map with a browser key and, when Google cannot load, edits on the offline map: drawing and merging still save", async () => {
  const { page, context, errors } = await openPage(browser, stack.url);
  try {
    const googleRequests: string[] = [];
    page.on('requestfailed', (r) => {
      if (/googleapis|gstatic|google\.com/.test(r.url())) googleRequests.push(r.url());
    });
    const [zone] = await stack.api.database.db
      .select({ id: serviceAreas.id, haulerId: serviceAreas.hauler_id })
      .from(serviceAreas)
      .orderBy(serviceAreas.id)
      .limit(1);
    await logIn(page, 'admin@demo.local');
    await page.goto(`/haulers/${zone.haulerId}?zone=${zone.id}`);
    const map = page.getByRole('region', { name: /^Zone map: / });
    // Google's script was asked for with the browser key (the test blocks it), then the offline
    // map took over.
    await page.waitForFunction(() =>
      document.querySelector('[aria-label^="Zone map: "][data-map-provider="offline"]'),
    );
    expect(googleRequests.some((u) => u.includes('key=test-browser-key'))).toBe(true);

    await page.getByRole('button', { name: 'Edit Map', exact: true }).click();
    const bar = page.getByRole('group', { name: 'Map edit bar' });
    await bar.getByText('Drawing off').click();
    await page.locator('[data-map-provider="offline"][data-drawing="on"]').waitFor();
    // A polygon drawn by hand on the fallback map is merged into the boundary.
    const before = Number(await map.getAttribute('data-boundary-features'));
    const box = (await map.boundingBox())!;
    const [cx, cy] = [box.x + box.width / 2, box.y + box.height / 2];
    const corners: [number, number][] = [
      [cx - 60, cy - 40],
      [cx + 60, cy - 40],
      [cx + 60, cy + 40],
      [cx - 60, cy + 40],
      [cx - 60, cy - 40],
    ];
    for (const [x, y] of corners) {
      await page.mouse.click(x, y);
      await page.waitForTimeout(150);
    }
    await page.getByRole('button', { name: 'Undo', exact: true }).waitFor();
    expect(await page.getByRole('button', { name: 'Undo', exact: true }).isEnabled()).toBe(true);
    expect(Number(await map.getAttribute('data-boundary-features'))).toBeGreaterThanOrEqual(before);
    const zips = bar.getByLabel(/ZIP codes to merge/);
    await zips.fill('78701');
    await zips.press('Enter');
    await page.waitForFunction(
      () =>
        document.querySelector('[aria-label="Map edit bar"]')?.getAttribute('data-busy') ===
        'false',
    );
    await page.getByRole('button', { name: 'Save Map', exact: true }).click();
    await page
      .getByTestId('flash')
      .filter({ hasText: 'Successfully Saved Zone' })
      .first()
      .waitFor();
    const [row] = await stack.api.database.db
      .select({ b: serviceAreas.boundaries })
      .from(serviceAreas)
      .where(eq(serviceAreas.id, zone.id));
    expect(JSON.stringify(row.b)).toContain('-97.7');
    expect(
      errors.filter((e) => !/Failed to load resource|Google Maps|maps\.googleapis/i.test(e)),
    ).toEqual([]);
  } finally {
    await context.close();
  }
});
