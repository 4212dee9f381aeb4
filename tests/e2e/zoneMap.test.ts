// Over 300 lines: the zone map flows in one browser stack (each test file starts its own).
// The zone map editor (issue 13) in headless chromium on the offline map, against the real main
// API (demo data): merge and cut ZIP chips, the unknown-term warning, drawing with leaflet-geoman,
// Undo, Save Map and reload, GeoJSON and KML import (refusals included) and export.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { eq } from 'drizzle-orm';
import type { FeatureCollection } from 'geojson';
import type { Page } from 'playwright-core';
import { haulers, serviceAreas } from '../../api/src/db/schema.ts';
import { containsPoint } from '../../api/src/domain/geometry/index.ts';
import { parseBoundaryFile, toKml } from '../../web/src/features/boundary/files.ts';
import { shot } from '../helpers/browser.ts';
import { ring } from '../helpers/geojson.ts';
import { useBrowserStack } from './browserStack.ts';
import { logIn } from './quoteHelpers.ts';

const env = useBrowserStack();

const UNFOUND =
  'The following terms were unable to be found and therefore are not reflected on the map:';
// ZIP centres (the offline ZIP shapes are cells around them).
const Z78701: [number, number] = [-97.7426, 30.2713];
const Z78702: [number, number] = [-97.7166, 30.2638];

const db = () => env.stack.api.database.db;

/** In-network zones of the demo data, one per test so the tests do not share a boundary. */
let zoneIndex = 0;
async function nextZone(): Promise<{ id: number; haulerId: number; name: string }> {
  const rows = await db()
    .select({ id: serviceAreas.id, haulerId: serviceAreas.hauler_id, name: serviceAreas.name })
    .from(serviceAreas)
    .innerJoin(haulers, eq(haulers.id, serviceAreas.hauler_id))
    .where(eq(haulers.type, 'inNetwork'))
    .orderBy(serviceAreas.id)
    .limit(10);
  return rows[zoneIndex++]!;
}

/** A zone of an out-of-network hauler. */
async function outOfNetworkZone(): Promise<{ id: number; haulerId: number; name: string }> {
  const [row] = await db()
    .select({ id: serviceAreas.id, haulerId: serviceAreas.hauler_id, name: serviceAreas.name })
    .from(serviceAreas)
    .innerJoin(haulers, eq(haulers.id, serviceAreas.hauler_id))
    .where(eq(haulers.type, 'outOfNetwork'))
    .orderBy(serviceAreas.id)
    .limit(1);
  return row!;
}

async function stored(id: number): Promise<unknown> {
  const [row] = await db()
    .select({ b: serviceAreas.boundaries })
    .from(serviceAreas)
    .where(eq(serviceAreas.id, id));
  return row?.b ?? null;
}

async function openZone(zone: { id: number; haulerId: number }): Promise<Page> {
  const page = await env.open({ width: 1280, height: 900 });
  await logIn(page, 'admin@demo.local');
  await page.goto(`/haulers/${zone.haulerId}?zone=${zone.id}`);
  await button(page, 'Edit Map').waitFor();
  return page;
}

const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
const editBar = (page: Page) => page.getByRole('group', { name: 'Map edit bar' });
const flash = (page: Page, text: string) =>
  page.getByTestId('flash').filter({ hasText: text }).first();
const chips = (page: Page) =>
  page.getByLabel('Boundary chips').locator('[data-chip-mode]').allTextContents();

/** Waits for the merge to finish (the edit bar no longer busy). */
const idle = (page: Page) =>
  page.waitForFunction(
    () =>
      document.querySelector('[aria-label="Map edit bar"]')?.getAttribute('data-busy') === 'false',
  );

/** Types into a chip input and presses Enter; waits for the merge to finish. */
async function addChips(page: Page, field: RegExp, text: string) {
  const input = editBar(page).getByLabel(field);
  await input.fill(text);
  await input.press('Enter');
  await idle(page);
}

async function saveMap(page: Page) {
  await button(page, 'Save Map').click();
  await flash(page, 'Successfully Saved Zone').waitFor();
  await button(page, 'Edit Map').waitFor();
}

async function exported(page: Page, name: 'Export GeoJSON' | 'Export KML'): Promise<string> {
  const [download] = await Promise.all([page.waitForEvent('download'), button(page, name).click()]);
  const file = await download.path();
  return fs.readFileSync(file!, 'utf8');
}

const coords = (fc: FeatureCollection) => fc.features.map((f) => (f.geometry as any).coordinates);

/**
 * The coordinates of the exported KML once they are `want`'s: an imported file applies only after
 * the main API has checked it, and over a shape already there nothing else on the page changes (a
 * loaded machine once exported the shape before the import applied). Answers the last read.
 */
async function exportedKmlOnce(page: Page, want: FeatureCollection): Promise<unknown> {
  const wanted = JSON.stringify(coords(want));
  const deadline = Date.now() + 10_000;
  for (;;) {
    const got = coords(parseBoundaryFile('out.kml', await exported(page, 'Export KML')));
    if (JSON.stringify(got) === wanted || Date.now() > deadline) return got;
    await page.waitForTimeout(200);
  }
}

describe('zone map', () => {
  it('merges two ZIPs, cuts one, warns about an unknown term, blocks input while merging, saves and reloads', async () => {
    const zone = await nextZone();
    const page = await openZone(zone);
    expect(await button(page, 'Save Map').count()).toBe(0);
    await button(page, 'Edit Map').click();
    await editBar(page).waitFor();
    expect(await button(page, 'Save Map').count()).toBe(0);

    // The merge blocks input until it answers: hold the gateway's answer and look.
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    await page.route('**/graphql', async (route) => {
      if (route.request().postData()?.includes('mergeBoundary')) await held;
      await route.continue();
    });
    const zips = editBar(page).getByLabel(/ZIP codes to merge/);
    await zips.fill('78701, 78 702,78701');
    await zips.press('Enter');
    await editBar(page).getByText('Updating map…').waitFor();
    expect(await zips.isDisabled()).toBe(true);
    expect(await page.getByRole('radio', { name: 'Cut' }).isDisabled()).toBe(true);
    fs.mkdirSync('/tmp/shots', { recursive: true });
    await editBar(page).screenshot({ path: '/tmp/shots/map-editbar-merging.png' });
    release();
    await page.waitForFunction(
      () =>
        document.querySelector('[aria-label="Map edit bar"]')?.getAttribute('data-busy') ===
        'false',
    );
    await page.unroute('**/graphql');
    expect(await chips(page)).toEqual(['+ 78701', '+ 78702']);
    expect(await zips.inputValue()).toBe('');
    await button(page, 'Save Map').waitFor();

    // A duplicate chip is ignored (no merge, no new chip).
    await zips.fill('78701');
    await zips.press('Enter');
    expect(await chips(page)).toEqual(['+ 78701', '+ 78702']);

    await page.getByRole('radio', { name: 'Cut' }).click();
    await addChips(page, /ZIP codes to cut/, '78702');
    expect(await chips(page)).toEqual(['+ 78701', '+ 78702', '− 78702']);

    // Removing a chip runs the merge again without its term (the + 78702 chip's x).
    await editBar(page).getByRole('button', { name: 'Remove 78702' }).first().click();
    await idle(page);
    expect(await chips(page)).toEqual(['+ 78701', '− 78702']);

    // A place suggestion becomes a chip; Backspace in the empty input removes the last chip.
    await page.getByRole('radio', { name: 'Merge' }).click();
    const term = editBar(page).getByLabel(/Place or zone to merge/);
    // The term box takes its field's whole width, as wide as the ZIP box beside it.
    const termBox = (await term.boundingBox())!;
    const zipBox = (await editBar(page)
      .getByLabel(/ZIP codes to merge/)
      .boundingBox())!;
    expect(Math.abs(termBox.width - zipBox.width)).toBeLessThanOrEqual(2);
    await shot(editBar(page), 'zone-map-edit-bar.png');
    await term.pressSequentially('Portla');
    await page.getByRole('option', { name: /Portland OR/ }).click();
    await idle(page);
    expect(await chips(page)).toEqual(['+ 78701', '− 78702', '+ Portland, OR']);
    expect(await term.inputValue()).toBe('');
    await term.press('Backspace');
    await idle(page);
    expect(await chips(page)).toEqual(['+ 78701', '− 78702']);

    await addChips(page, /Place or zone to merge/, 'Atlantis, TX');
    await flash(page, UNFOUND).waitFor();
    expect(await flash(page, UNFOUND).textContent()).toContain(`${UNFOUND} Atlantis, TX`);
    expect(await chips(page)).toEqual(['+ 78701', '− 78702']);
    // Never dismissed by itself.
    await page.waitForTimeout(2500);
    expect(await flash(page, UNFOUND).isVisible()).toBe(true);

    await page.screenshot({ path: '/tmp/shots/map-zone-editing.png' });
    await saveMap(page);
    const saved = await stored(zone.id);
    expect(containsPoint(saved, Z78701)).toBe(true);
    expect(containsPoint(saved, Z78702)).toBe(false);

    await page.reload();
    await button(page, 'Edit Map').waitFor();
    await page.locator('path.boundary-shape').first().waitFor();
    await button(page, 'Edit Map').click();
    expect(await chips(page).catch(() => [])).toEqual([]);
    expect(await button(page, 'Save Map').count()).toBe(0);
    await button(page, 'Discard').click();
    expect(env.current!.errors).toEqual([]);
  });

  it('draws a polygon by hand (Merge), Undo takes it back, draw again and save; Discard drops changes', async () => {
    const zone = await nextZone();
    await db().update(serviceAreas).set({ boundaries: null }).where(eq(serviceAreas.id, zone.id));
    const page = await openZone(zone);
    await page.getByText('No boundary yet.').waitFor();
    await button(page, 'Edit Map').click();
    await editBar(page).getByText('Drawing off').click();
    await editBar(page).getByText('Drawing on').waitFor();
    const map = page.getByRole('region', { name: `Zone map: ${zone.name}` });
    await page.locator('[data-drawing="on"]').waitFor();
    const box = (await map.boundingBox())!;
    const cx = box.x + box.width / 2;
    const cy = box.y + box.height / 2;
    const corners: [number, number][] = [
      [cx - 80, cy - 60],
      [cx + 80, cy - 60],
      [cx + 80, cy + 60],
      [cx - 80, cy + 60],
    ];
    const draw = async () => {
      for (const [x, y] of corners) {
        await page.mouse.click(x, y);
        await page.waitForTimeout(150);
      }
      await page.mouse.click(corners[0]![0], corners[0]![1]);
      await page.locator('path.boundary-shape').first().waitFor();
    };
    await draw();
    await button(page, 'Save Map').waitFor();
    await button(page, 'Undo').click();
    await page.locator('path.boundary-shape').waitFor({ state: 'detached' });
    expect(await button(page, 'Save Map').count()).toBe(0);
    await draw();
    await editBar(page).getByText('Drawing on').click();
    await saveMap(page);
    const saved = (await stored(zone.id)) as FeatureCollection;
    expect(saved.features).toHaveLength(1);
    const ring = (saved.features[0]!.geometry as any).coordinates[0] as number[][];
    expect(ring).toHaveLength(5);

    // Discard: a change made and discarded is not saved.
    await button(page, 'Edit Map').click();
    await addChips(page, /ZIP codes to merge/, '78701');
    await button(page, 'Save Map').waitFor();
    await button(page, 'Discard').click();
    expect(await button(page, 'Save Map').count()).toBe(0);
    expect(containsPoint(await stored(zone.id), Z78701)).toBe(false);
    expect(env.current!.errors).toEqual([]);
  });

  it('imports GeoJSON and KML files and exports them back with the same shape; refuses bad files whole', async () => {
    const zone = await nextZone();
    const page = await openZone(zone);
    await button(page, 'Edit Map').click();
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'zone-map-'));
    const geojson: FeatureCollection = {
      type: 'FeatureCollection',
      features: [
        {
          type: 'Feature',
          properties: {},
          geometry: {
            type: 'Polygon',
            coordinates: [ring(-97.8, 30.2, 0.1), ring(-97.77, 30.23, 0.02)],
          },
        },
      ],
    };
    const file = (name: string, text: string) => {
      const p = path.join(dir, name);
      fs.writeFileSync(p, text);
      return p;
    };
    const input = page.getByLabel('Import boundary file (GeoJSON or KML)');

    await input.setInputFiles(file('austin.geojson', JSON.stringify(geojson)));
    await button(page, 'Save Map').waitFor();
    const outGeo = await exported(page, 'Export GeoJSON');
    expect(coords(JSON.parse(outGeo))).toEqual(coords(geojson));

    // Refused files change nothing: a self-crossing shape (the API's check), swapped pairs.
    const bowtie = {
      type: 'Polygon',
      coordinates: [
        [
          [-97.8, 30.2],
          [-97.7, 30.3],
          [-97.7, 30.2],
          [-97.8, 30.3],
          [-97.8, 30.2],
        ],
      ],
    };
    await input.setInputFiles(file('bowtie.geojson', JSON.stringify(bowtie)));
    const refused = page.getByRole('alert').filter({ hasText: 'Import refused' });
    await refused
      .getByText(/bowtie\.geojson cannot be used as a boundary: .*crosses itself/)
      .waitFor();
    await page.screenshot({ path: '/tmp/shots/map-import-refused.png' });
    const swapped = {
      type: 'Polygon',
      coordinates: [ring(-97.8, 30.2, 0.1).map(([x, y]) => [y, x])],
    };
    await input.setInputFiles(file('swapped.geojson', JSON.stringify(swapped)));
    await refused.getByText(/swapped\.geojson are in the wrong order/).waitFor();
    await input.setInputFiles(file('empty.kml', '<kml><Document></Document></kml>'));
    await refused.getByText('empty.kml has no boundary').waitFor();
    expect(coords(JSON.parse(await exported(page, 'Export GeoJSON')))).toEqual(coords(geojson));

    const kmlShape: FeatureCollection = {
      type: 'FeatureCollection',
      features: [
        {
          type: 'Feature',
          properties: { name: 'North' },
          geometry: {
            type: 'MultiPolygon',
            coordinates: [[ring(-97.9, 30.4, 0.05)], [ring(-97.6, 30.4, 0.05)]],
          },
        },
      ],
    };
    await input.setInputFiles(file('north.kml', toKml(kmlShape, 'North')));
    await page.getByText('Import refused').waitFor({ state: 'detached' });
    expect(await exportedKmlOnce(page, kmlShape)).toEqual(coords(kmlShape));

    await saveMap(page);
    const saved = await stored(zone.id);
    expect(containsPoint(saved, [-97.875, 30.425])).toBe(true);
    expect(containsPoint(saved, [-97.75, 30.25])).toBe(false);
    expect(env.current!.errors).toEqual([]);
  });

  it('picture-in-picture map past the map (minimisable, kept for the next visit); stale saves refused; out-of-network maps hidden unless editing', async () => {
    const zone = await nextZone();
    const page = await openZone(zone);
    await page.locator('path.boundary-shape').first().waitFor();
    const pip = page.getByRole('complementary', { name: 'Picture-in-picture map' });
    expect(await pip.count()).toBe(0);
    await page.getByRole('tab', { name: 'Pricing' }).click();
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await pip.waitFor();
    await pip.getByRole('region', { name: 'Picture-in-picture zone map' }).waitFor();
    await page.screenshot({ path: '/tmp/shots/map-pip.png' });
    await pip.getByRole('button', { name: 'Minimise' }).click();
    expect(await pip.getByRole('region').count()).toBe(0);
    // Minimised is this browser's preference: the next visit starts minimised.
    await page.reload();
    await page.locator('path.boundary-shape').first().waitFor();
    await page.getByRole('tab', { name: 'Pricing' }).click();
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await pip.getByRole('button', { name: 'Show map' }).waitFor();
    expect(await pip.getByRole('region').count()).toBe(0);
    await shot(page, 'zone-map-pip-minimised.png');
    await pip.getByRole('button', { name: 'Show map' }).click();
    await pip.getByRole('region').waitFor();
    // Shown again: so is the next visit.
    await page.reload();
    await page.locator('path.boundary-shape').first().waitFor();
    await page.getByRole('tab', { name: 'Pricing' }).click();
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await pip.getByRole('region', { name: 'Picture-in-picture zone map' }).waitFor();
    await page.evaluate(() => window.scrollTo(0, 0));
    await pip.waitFor({ state: 'detached' });

    // Someone else saved the zone meanwhile: Save Map is refused and nothing is written.
    await button(page, 'Edit Map').click();
    await addChips(page, /ZIP codes to merge/, '78701');
    await db()
      .update(serviceAreas)
      .set({ updated_at: new Date(Date.now() + 60_000).toISOString() })
      .where(eq(serviceAreas.id, zone.id));
    await button(page, 'Save Map').click();
    await page
      .getByRole('alert')
      .getByText('This record was changed by someone else since you opened it.', { exact: false })
      .waitFor();
    await flash(page, 'There was an error updating zone').waitFor();
    expect(containsPoint(await stored(zone.id), Z78701)).toBe(false);
    expect(await button(page, 'Save Map').isVisible()).toBe(true);

    const out = await outOfNetworkZone();
    const other = await env.open({ width: 1280, height: 900 });
    await logIn(other, 'admin@demo.local');
    await other.goto(`/haulers/${out.haulerId}?zone=${out.id}`);
    await other.getByText('The map is hidden for out-of-network haulers').waitFor();
    expect(await other.getByRole('region', { name: `Zone map: ${out.name}` }).count()).toBe(0);
    await button(other, 'Edit Map').click();
    await other.getByRole('region', { name: `Zone map: ${out.name}` }).waitFor();
    await button(other, 'Discard').click();
    await other.getByText('The map is hidden for out-of-network haulers').waitFor();
  });
});
