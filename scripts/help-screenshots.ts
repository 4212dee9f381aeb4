// The screenshots of the staff help (/docs/, web/public/docs/index.html), taken from the demo data
// in headless chromium at 1366x768 and written to web/public/docs/img/ (committed; the build copies
// them to web/dist/docs/img/):
//   npm run help:screenshots      (builds the web app first when there is no build)
// Re-run it after a screen changes, look at the PNGs, and commit them.
import fs from 'node:fs';
import path from 'node:path';
import { asc, eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { geoNotes, haulers, markets, serviceAreas } from '../api/src/db/schema.ts';
import { launchBrowser, openPage } from '../tests/helpers/browser.ts';
import { startStack } from '../tests/e2e/stack.ts';
import { logIn, searchZip } from '../tests/e2e/quoteHelpers.ts';

const out = path.resolve('web/public/docs/img');
fs.mkdirSync(out, { recursive: true });

/** Waits until no list is reloading and the loading bar is gone. */
const settle = (page: Page) =>
  page.waitForFunction(
    () =>
      !document.querySelector('[aria-busy=true]') &&
      !document.querySelector('[data-testid=loading-bar]'),
  );

const stack = await startStack();
const browser = await launchBrowser();
try {
  const { page, errors } = await openPage(browser, stack.url, { width: 1366, height: 768 });
  const shot = async (name: string) => {
    await settle(page);
    await page.mouse.move(0, 0);
    await page.screenshot({ path: path.join(out, `${name}.png`) });
    console.log(`web/public/docs/img/${name}.png  ${new URL(page.url()).pathname}`);
  };
  await logIn(page, 'admin@demo.local');
  await page.getByRole('combobox').waitFor();
  await shot('quote-search');

  await searchZip(page, '60601');
  // The map is its own lazily loaded chunk: wait for its pin so the picture shows the map.
  await page.locator('[data-testid=results-map] .leaflet-marker-icon').waitFor();
  await shot('quote-results');

  await page.goto('/haulers/collection');
  await page.getByTestId('collection-row').first().waitFor();
  await shot('haulers-collection');

  await page.getByTestId('collection-row').first().getByRole('link').click();
  await page.waitForURL(/\/haulers\/\d+/);
  await page.getByRole('button', { name: 'Edit' }).first().waitFor();
  await shot('hauler-page');

  // A zone of an in-network hauler, its map in edit mode after merging a ZIP.
  const db = stack.api.database.db;
  const [zone] = await db
    .select({ id: serviceAreas.id, haulerId: serviceAreas.hauler_id })
    .from(serviceAreas)
    .innerJoin(haulers, eq(haulers.id, serviceAreas.hauler_id))
    .where(eq(haulers.type, 'inNetwork'))
    .orderBy(asc(serviceAreas.id))
    .limit(1);
  await page.goto(`/haulers/${zone!.haulerId}?zone=${zone!.id}`);
  await page.getByRole('button', { name: 'Edit Map', exact: true }).click();
  const bar = page.getByLabel('Map edit bar');
  const zips = bar.getByLabel(/ZIP codes to merge/);
  await zips.fill('60611');
  await zips.press('Enter');
  await page.waitForFunction(
    () =>
      document.querySelector('[aria-label="Map edit bar"]')?.getAttribute('data-busy') === 'false',
  );
  await page.getByRole('button', { name: 'Save Map', exact: true }).waitFor();
  await bar.scrollIntoViewIfNeeded();
  await shot('zone-map-edit');

  const [market] = await db
    .select({ id: markets.id })
    .from(markets)
    .orderBy(asc(markets.id))
    .limit(1);
  await page.goto(`/markets/${market!.id}`);
  await page.getByText('Manage Boundaries').first().waitFor();
  await shot('market-page');

  const [note] = await db
    .select({ id: geoNotes.id })
    .from(geoNotes)
    .orderBy(asc(geoNotes.id))
    .limit(1);
  await page.goto(`/geo-notes/${note!.id}`);
  await page.getByRole('button', { name: 'Edit', exact: true }).first().waitFor();
  await shot('geo-note-page');

  await page.goto('/alerts');
  await page.getByTestId('alert-row').first().waitFor();
  await shot('alerts');

  await page.goto('/availability-report');
  await page.getByTestId('region-row').first().waitFor();
  await shot('availability-report');
  await page
    .getByTestId('region-row')
    .first()
    .getByRole('button', { name: /Show availability/ })
    .click();
  await page.getByTestId('availability-detail').waitFor();
  await page.getByTestId('availability-detail').scrollIntoViewIfNeeded();
  await shot('availability-report-row');

  await page.goto('/exception-report');
  await page.getByTestId('exception-row').first().waitFor();
  await shot('exception-report');
  await page.getByRole('tab', { name: 'Bulk Exceptions' }).click();
  await page.getByText('Bulk exceptions apply to all haulers and all regions').waitFor();
  await shot('exception-report-bulk');

  await page.goto('/feedback');
  await page.getByRole('heading', { name: 'Feedback' }).first().waitFor();
  await shot('feedback');
  if (errors.length) console.log('page errors:', errors);
} finally {
  await browser.close();
  await stack.close();
}
process.exit(0);
