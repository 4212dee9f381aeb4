// Market page and geo note page (issue 13) in headless chromium against the real main API (demo
// data) and the gateway serving the built web app: create from the collections' Add, every
// validation message, edit, boundaries through the boundary editor, two-step delete, and the new
// shapes in the very next quote search (market badge, Geo Notes accordion).
import fs from 'node:fs';
import { describe, expect, it } from '@jest/globals';
import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { geoNotes, markets } from '../../api/src/db/schema.ts';
import { shot } from '../helpers/browser.ts';
import { useBrowserStack } from './browserStack.ts';
import { logIn, searchZip, ZIP_IN_ONLY } from './quoteHelpers.ts';

const env = useBrowserStack();
const db = () => env.stack.api.database.db;

const SHOTS = '/tmp/shots';
fs.mkdirSync(SHOTS, { recursive: true });

async function open(path: string, email = 'admin@demo.local'): Promise<Page> {
  const page = await env.open({ width: 1280, height: 900 });
  // Two cores shared with other work: allow slow answers.
  page.setDefaultTimeout(60_000);
  await logIn(page, email);
  await page.goto(path);
  return page;
}

const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
const flash = (page: Page, text: string) =>
  page.getByTestId('flash').filter({ hasText: text }).first();
const editBar = (page: Page) => page.getByRole('group', { name: 'Map edit bar' });
const radio = (page: Page, text: string) =>
  page.locator('label').filter({ hasText: new RegExp(`^${text}$`) });
const error = (page: Page, text: string) => page.getByText(text, { exact: true });

/** Merges a ZIP through the boundary editor and waits for the merge to finish. */
async function mergeZip(page: Page, zip: string) {
  const input = editBar(page).getByLabel(/ZIP codes to merge/);
  await input.fill(zip);
  await input.press('Enter');
  await page.waitForFunction(
    () =>
      document.querySelector('[aria-label="Map edit bar"]')?.getAttribute('data-busy') === 'false',
  );
  await editBar(page).getByText(`+ ${zip}`).waitFor();
}

describe('market page', () => {
  it('creates a market from Add Market with each validation message, then edits, bounds and deletes it', async () => {
    // Reached from the top bar: Collections, then the Markets tab.
    const page = await open('/quote');
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Collections' })
      .click();
    await page.waitForURL(/\/haulers\/collection$/);
    await page
      .getByRole('navigation', { name: 'Collections' })
      .getByRole('link', { name: 'Markets' })
      .click();
    await page.waitForURL(/\/markets\/collection$/);
    await page.getByRole('link', { name: 'Add Market' }).click();
    await page.waitForURL(/\/markets\/new$/);
    await page.getByRole('heading', { name: 'New Market' }).waitFor();

    // Typing marks every missing required field; the name follows city and state.
    const city = page.getByLabel('City');
    await city.fill('x');
    await city.fill('');
    expect(await error(page, 'This field is required').count()).toBe(2);
    expect(await button(page, 'Save').count()).toBe(0);
    await city.fill('Testopolis');
    await page.getByLabel('State').selectOption('IL');
    expect(await page.getByLabel('Name').inputValue()).toBe('Testopolis (IL)');
    expect(await error(page, 'This field is required').count()).toBe(0);

    const ourPhone = page.getByLabel('Our phone');
    await ourPhone.fill('312555');
    await error(page, 'Phone must be exactly 10 characters').waitFor();
    expect(await button(page, 'Save').count()).toBe(0);
    await page.getByLabel('Alt phone').fill('31255501234');
    expect(await error(page, 'Phone must be exactly 10 characters').count()).toBe(2);
    await ourPhone.fill('3125550100');
    await page.getByLabel('Alt phone').fill('');
    expect(await error(page, 'Phone must be exactly 10 characters').count()).toBe(0);
    await page.getByLabel('Time zone').selectOption('America/Chicago');
    await page.getByLabel('Our address').fill('1 Main St, Testopolis, IL');
    await button(page, 'Save').click();

    await flash(page, 'Market Added Successfully').waitFor();
    await page.waitForURL(/\/markets\/\d+$/);
    const id = Number(/\/markets\/(\d+)$/.exec(page.url())![1]);
    await page.getByRole('heading', { name: 'Testopolis (IL)' }).waitFor();
    const [row] = await db().select().from(markets).where(eq(markets.id, id));
    expect(row).toMatchObject({
      name: 'Testopolis (IL)',
      city: 'Testopolis',
      state: 'IL',
      timezone: 'America/Chicago',
      our_phone: '3125550100',
      our_address: '1 Main St, Testopolis, IL',
    });
    expect(row!.alt_phone ?? null).toBeNull();
    const nav = page.getByRole('navigation', { name: 'Market menu' });
    for (const name of ['Manage Boundaries', 'Edit Market', 'Delete'])
      await nav.getByRole('button', { name, exact: true }).waitFor();
    await page.screenshot({ path: `${SHOTS}/markets-market-page.png`, fullPage: true });

    // Edit: locked first; a bad phone is refused on screen; the saved note is stored.
    expect(await page.getByLabel('Note').isDisabled()).toBe(true);
    await button(page, 'Edit').click();
    await page.getByLabel('Alt phone').fill('123');
    await error(page, 'Phone must be exactly 10 characters').waitFor();
    await page.getByLabel('Alt phone').fill('3125550199');
    await page.getByLabel('Note').fill('Downtown only');
    await button(page, 'Save').click();
    await flash(page, 'Market updated successfully').waitFor();
    await page.getByText('Editing: Save appears once something is changed').waitFor();
    const [edited] = await db().select().from(markets).where(eq(markets.id, id));
    expect(edited).toMatchObject({ alt_phone: '3125550199', note: 'Downtown only' });

    // Manage Boundaries: merge a ZIP in the editor, Save Boundaries.
    await nav.getByRole('button', { name: 'Manage Boundaries' }).click();
    await page.getByText('This market has no boundary yet.').waitFor();
    await button(page, 'Edit Boundaries').click();
    expect(await button(page, 'Save Boundaries').count()).toBe(0);
    await mergeZip(page, ZIP_IN_ONLY);
    await button(page, 'Save Boundaries').click();
    await flash(page, 'Market updated successfully').waitFor();
    await button(page, 'Edit Boundaries').waitFor();
    const [bounded] = await db().select().from(markets).where(eq(markets.id, id));
    expect((bounded!.boundaries as { features: unknown[] }).features.length).toBeGreaterThan(0);
    await page.screenshot({ path: `${SHOTS}/markets-market-boundaries.png`, fullPage: true });

    // The next quote search inside it names the market (the smallest containing one wins).
    await searchZip(page, ZIP_IN_ONLY);
    expect(await page.getByTestId('market-name').first().textContent()).toBe('Testopolis (IL)');

    // Delete asks 'Are You Sure?' (Cancel keeps it), then goes to the collection.
    await page.goto(`/markets/${id}`);
    await nav.getByRole('button', { name: 'Delete', exact: true }).click();
    await nav.getByRole('button', { name: 'Cancel' }).click();
    await nav.getByRole('button', { name: 'Delete', exact: true }).click();
    await nav.getByRole('button', { name: 'Are You Sure?' }).click();
    await flash(page, 'Market deleted successfully').waitFor();
    await page.waitForURL(/\/markets\/collection$/);
    expect(await db().select().from(markets).where(eq(markets.id, id))).toEqual([]);
    expect(env.current!.errors).toEqual([]);
  }, 300_000);

  it('Discard on a new market goes back to the collection; an unknown id says so', async () => {
    const page = await open('/markets/new');
    await page.getByLabel('City').fill('Nowhere');
    await button(page, 'Discard').click();
    await page.waitForURL(/\/markets\/collection$/);
    await page.goto('/markets/999999');
    await page.getByText('Market not found').waitFor();
  });

  it('shows a reader the market without Edit or Delete', async () => {
    const [m] = await db().select({ id: markets.id, name: markets.name }).from(markets).limit(1);
    const page = await open(`/markets/${m!.id}`, 'reader@demo.local');
    await page.getByRole('heading', { name: m!.name! }).waitFor();
    await page.getByRole('button', { name: 'Market Info' }).waitFor();
    expect(await button(page, 'Edit').count()).toBe(0);
    expect(await button(page, 'Delete').count()).toBe(0);
    expect(await button(page, 'Edit Market').count()).toBe(0);
  });
});

describe('geo note page', () => {
  it('creates a geo note with each validation message and its area; the next search inside it lists it; two-step delete', async () => {
    // A search before the note exists: its cached answer must not hide the new note later.
    const page = await open('/quote');
    await searchZip(page, ZIP_IN_ONLY);
    const name = `Low bridge ${Date.now()}`;
    expect(await page.getByTestId('geo-note').filter({ hasText: name }).count()).toBe(0);

    await page.goto('/geo-notes/collection');
    await page.getByRole('link', { name: 'Add Geo Note' }).click();
    await page.waitForURL(/\/geo-notes\/new$/);
    await page.getByRole('heading', { name: 'New Geo Note' }).waitFor();

    const nameBox = page.getByLabel('Name');
    await nameBox.fill('x'.repeat(101));
    await error(page, 'At most 100 characters').waitFor();
    // Every missing field is marked once something is typed: description, colour and area.
    expect(await error(page, 'This field is required').count()).toBe(2);
    await error(page, 'Area is required').waitFor();
    await nameBox.fill('');
    expect(await error(page, 'This field is required').count()).toBe(3);
    await nameBox.fill('x'.repeat(100));
    expect(await error(page, 'At most 100 characters').count()).toBe(0);
    await nameBox.fill(name);
    await page.getByLabel('Description').fill('Trucks over 12 ft cannot pass Lake St.');
    await page.getByLabel('Color').selectOption({ label: 'Orange' });
    expect(await error(page, 'This field is required').count()).toBe(0);
    expect(await button(page, 'Save').count()).toBe(0);
    await radio(page, 'Inactive').click();
    await radio(page, 'Active').click();
    await mergeZip(page, ZIP_IN_ONLY);
    expect(await error(page, 'Area is required').count()).toBe(0);
    await page.screenshot({ path: `${SHOTS}/markets-geo-note-new.png`, fullPage: true });
    await button(page, 'Save').click();

    await flash(page, 'Geo Note created successfully').waitFor();
    await page.waitForURL(/\/geo-notes\/\d+$/);
    const id = Number(/\/geo-notes\/(\d+)$/.exec(page.url())![1]);
    await page.getByRole('heading', { name }).waitFor();
    const [row] = await db().select().from(geoNotes).where(eq(geoNotes.id, id));
    expect(row).toMatchObject({ name, color: '#ffa500', active: true });
    await page.screenshot({ path: `${SHOTS}/markets-geo-note-page.png`, fullPage: true });

    // The very next search inside it lists it in the Geo Notes accordion.
    await searchZip(page, ZIP_IN_ONLY);
    const listed = page.getByTestId('geo-note').filter({ hasText: name });
    await listed.waitFor();
    expect(await listed.textContent()).toContain('Trucks over 12 ft cannot pass Lake St.');
    // The quote map draws the note's polygon in its colour (Orange).
    await page
      .locator('path.map-shape-geo-note[stroke="#ffa500"]')
      .first()
      .waitFor({ state: 'attached' });

    // Inactive: no longer listed.
    await page.goto(`/geo-notes/${id}`);
    await button(page, 'Edit').click();
    await radio(page, 'Inactive').click();
    await button(page, 'Save').click();
    await flash(page, 'Geo Note updated successfully').waitFor();
    const [inactive] = await db().select().from(geoNotes).where(eq(geoNotes.id, id));
    expect(inactive!.active).toBe(false);
    await searchZip(page, ZIP_IN_ONLY);
    await page.getByText(/Geo Notes \(\d+\)/).waitFor();
    expect(await page.getByTestId('geo-note').filter({ hasText: name }).count()).toBe(0);

    // Delete: 'Are you sure?' then the collection.
    await page.goto(`/geo-notes/${id}`);
    await button(page, 'Delete').click();
    await button(page, 'Are you sure?').click();
    await flash(page, 'Geo Note deleted successfully').waitFor();
    await page.waitForURL(/\/geo-notes\/collection$/);
    expect(await db().select().from(geoNotes).where(eq(geoNotes.id, id))).toEqual([]);
    expect(env.current!.errors).toEqual([]);
  }, 300_000);
});

describe('geo note colours', () => {
  it("draws a geo note's area in its own colour on its page, and in a newly chosen one while editing", async () => {
    const [red] = await db()
      .select()
      .from(geoNotes)
      .where(eq(geoNotes.color, '#ff0000'))
      .orderBy(geoNotes.id)
      .limit(1);
    const page = await open(`/geo-notes/${red!.id}`);
    const area = page.locator('path.boundary-shape').first();
    await area.waitFor({ state: 'attached' });
    expect(await area.getAttribute('stroke')).toBe('#ff0000');
    expect(await area.getAttribute('fill')).toBe('#ff0000');
    await shot(page, 'geo-note-red.png');
    // Choosing another colour redraws the area in it before saving.
    await button(page, 'Edit').click();
    await page.getByLabel('Color').selectOption({ label: 'Green' });
    await page
      .locator('path.boundary-shape[stroke="#00ff00"]')
      .first()
      .waitFor({ state: 'attached' });
    await button(page, 'Discard').click();
    await page
      .locator('path.boundary-shape[stroke="#ff0000"]')
      .first()
      .waitFor({ state: 'attached' });
    expect(env.current!.errors).toEqual([]);
  });
});
