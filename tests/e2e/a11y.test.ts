// Accessibility of the main screens in headless chromium against the real main API (demo data):
// axe-core (WCAG 2 A and AA rules) finds no serious or critical violation on each screen.
import { describe, expect, it } from '@jest/globals';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { eq } from 'drizzle-orm';
import { geoNotes, haulers, serviceAreas } from '../../api/src/db/schema.ts';
import { shot } from '../helpers/browser.ts';
import { useBrowserStack } from './browserStack.ts';
import { logIn, searchZip, ZIP_BOTH } from './quoteHelpers.ts';

const env = useBrowserStack();

/** axe's serious and critical WCAG 2 A/AA violations on the page, as 'rule: target' lines (and a screenshot `name` with E2E_SHOTS). */
async function violations(page: Page, name: string): Promise<string[]> {
  await shot(page, `a11y-${name}`);
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) =>
      v.nodes.map((n) => `${v.id} (${v.impact}): ${n.target.join(' ')} — ${n.failureSummary}`),
    );
}

async function admin(): Promise<Page> {
  const page = await env.open({ width: 1280, height: 900 });
  page.setDefaultTimeout(60_000);
  await logIn(page, 'admin@demo.local');
  return page;
}

describe('accessibility (axe, WCAG 2 A and AA)', () => {
  it('the login page has no serious or critical violation', async () => {
    const page = await env.open({ width: 1280, height: 900 });
    await page.goto('/login');
    await page.getByRole('button', { name: 'Login' }).waitFor();
    expect(await violations(page, 'login')).toEqual([]);
  });

  it('the quote search page and a quote result page have none', async () => {
    const page = await admin();
    await page.getByRole('combobox').waitFor();
    expect(await violations(page, 'quote')).toEqual([]);
    await searchZip(page, ZIP_BOTH);
    await page.getByRole('region', { name: 'Results map' }).locator('.leaflet-container').waitFor();
    expect(await violations(page, 'quote-result')).toEqual([]);
  });

  it.each([
    ['/haulers/collection', 'Haulers'],
    ['/markets/collection', 'Markets'],
    ['/alerts', 'Alerts'],
    ['/availability-report', 'Availability Report'],
    ['/exception-report', 'Exception Report'],
  ])('%s has none', async (path, heading) => {
    const page = await admin();
    await page.goto(path);
    await page.getByRole('heading', { name: heading }).first().waitFor();
    await page.getByRole('table').first().waitFor();
    expect(await violations(page, path.slice(1).replace('/', '-'))).toEqual([]);
  });

  it('a hauler page has none', async () => {
    const page = await admin();
    await page.goto('/haulers/1');
    await page.getByRole('navigation', { name: 'Regions and zones' }).waitFor();
    await page.getByRole('heading', { name: 'Hauler', exact: true }).waitFor();
    expect(await violations(page, 'hauler')).toEqual([]);
  });

  it('a zone with its map edit bar open has none', async () => {
    const [zone] = await env.stack.api.database.db
      .select({ id: serviceAreas.id, haulerId: serviceAreas.hauler_id })
      .from(serviceAreas)
      .innerJoin(haulers, eq(haulers.id, serviceAreas.hauler_id))
      .where(eq(haulers.type, 'inNetwork'))
      .orderBy(serviceAreas.id)
      .limit(1);
    const page = await admin();
    await page.goto(`/haulers/${zone!.haulerId}?zone=${zone!.id}`);
    await page.getByRole('button', { name: 'Edit Map', exact: true }).click();
    await page.getByRole('group', { name: 'Map edit bar' }).waitFor();
    expect(await violations(page, 'zone-edit')).toEqual([]);
  });

  it('a geo note page has none', async () => {
    const [note] = await env.stack.api.database.db.select().from(geoNotes).limit(1);
    const page = await admin();
    await page.goto(`/geo-notes/${note!.id}`);
    await page.getByRole('heading', { name: note!.name }).waitFor();
    await page.locator('.boundary-shape').first().waitFor();
    expect(await violations(page, 'geo-note')).toEqual([]);
  });
});
