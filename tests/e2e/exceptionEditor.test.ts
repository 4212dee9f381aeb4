// Over 300 lines: the exception flows in one browser stack (each test file starts its own).
// The region's Exceptions tab and the Exception Report's bulk form (issues 12 and 14) in headless
// chromium against the real main API: every form message, the type reset, the preview of the
// products a draft changes (matched against the quote page after saving), a bulk exception
// removed from one region only, and an expiration date ending an exception on that morning.
import { beforeEach, describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { useBrowserStack } from './browserStack.ts';
import {
  ZIP_BOTH,
  cards,
  countChangedFrom,
  logIn,
  resultCount,
  searchZip,
  toggleFilter,
} from './quoteHelpers.ts';
import { shot } from '../helpers/browser.ts';

// A movable main-API clock: tests step it forward to "the morning of" an expiration date.
let offsetMs = 0;
const env = useBrowserStack({}, { clock: () => new Date(Date.now() + offsetMs) });
// Each test starts on the real time, whatever the one before left.
beforeEach(() => {
  offsetMs = 0;
});

/** 03:00 UTC of the next Wednesday: Tuesday 9 pm in Chicago (CST; 10 pm in summer time). */
function nextTuesdayEveningChicago(): number {
  const d = new Date();
  d.setUTCHours(3, 0, 0, 0);
  d.setUTCDate(d.getUTCDate() + ((3 - d.getUTCDay() + 7) % 7 || 7));
  return d.getTime();
}

async function sql(text: string, params: unknown[] = []): Promise<Record<string, any>[]> {
  const d = env.stack.api.database;
  if (d.pglite) return (await d.pglite.query(text, params)).rows as Record<string, any>[];
  return (await d.pool!.query(text, params as never[])).rows;
}

const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
const flash = (page: Page, text: string) =>
  page.getByTestId('flash').filter({ hasText: text }).first().waitFor();
/** A labelled field of the form (the label may end with the required mark). */
const field = (page: Page, label: string) =>
  page.getByTestId('exception-form').getByLabel(new RegExp(`^${label}\\s*\\*?$`));
async function openTab(page: Page, haulerId: number, regionId: number) {
  await page.goto(`/haulers/${haulerId}?region=${regionId}`);
  await page.getByRole('tab', { name: 'Exceptions' }).click();
  await page
    .getByTestId('exception-form')
    .or(page.getByTestId('exception-card'))
    .or(button(page, 'Add Exception'))
    .first()
    .waitFor();
}

async function openForm(page: Page) {
  if (await page.getByTestId('exception-form').count()) return;
  await button(page, 'Add Exception').click();
  await page.getByTestId('exception-form').waitFor();
}

/** A region without exceptions (the form opens directly there). */
async function quietRegion() {
  const [r] = await sql(
    `SELECT r.id, r.hauler_id FROM regions r
      WHERE NOT EXISTS (SELECT 1 FROM exceptions e WHERE e.region_id = r.id)
      ORDER BY r.id LIMIT 1`,
  );
  return { regionId: r.id as number, haulerId: r.hauler_id as number };
}

describe('region exceptions tab', () => {
  it('opens the form directly with no exceptions and shows every rule of the form with its message', async () => {
    const page = await env.open({ width: 1280, height: 1000 });
    await logIn(page, 'admin@demo.local');
    await sql(`DELETE FROM exceptions WHERE bulk`);
    const { regionId, haulerId } = await quietRegion();
    await openTab(page, haulerId, regionId);
    await page.getByTestId('no-exceptions').waitFor();
    await page.getByTestId('exception-form').waitFor();
    expect(await button(page, 'Add Exception').count()).toBe(0);

    const form = page.getByTestId('exception-form');
    const type = field(page, 'Exception type');
    const msg = (text: string) => form.getByText(text, { exact: true });

    // The type is required.
    await type.selectOption('window');
    await type.selectOption('');
    await msg('This field is required').first().waitFor();
    expect(await form.locator('.chakra-field__errorText').count()).toBeGreaterThan(0);

    // Window: reason, service types, window days, expiration type.
    await type.selectOption('window');
    await msg('At least one service type is required').waitFor();
    expect(await msg('This field is required').count()).toBe(3); // reason, window days, expiration type
    await field(page, 'Reason').selectOption('Inventory');
    await field(page, 'Window days').selectOption('4');
    await page.getByLabel('New Deliveries').check();
    await field(page, 'Expiration type').selectOption('checkBack');
    await msg('Date is required').waitFor(); // the action date of checkBack
    await field(page, 'Expiration type').selectOption('expirationDate');
    await msg('Date is required').waitFor();
    await field(page, 'Expiration type').selectOption('permanent');
    await button(page, 'Save').waitFor();
    await shot(page, 'exceptions-form-window.png', { fullPage: true });

    // Changing the type resets the form.
    await type.selectOption('availabilityByZone');
    expect(await field(page, 'Reason').inputValue()).toBe('');
    expect(await page.getByLabel('New Deliveries').isChecked()).toBe(false);
    await msg('This field is required').first().waitFor();
    await field(page, 'Availability action').selectOption('nextAvailableDate');
    await msg('Date is required').waitFor();
    await field(page, 'Availability action').selectOption('');
    expect(await msg('This field is required').count()).toBe(3); // reason, action, expiration type

    // Closure: both dates, start on or before end; all service types ticked and fixed.
    await type.selectOption('closure');
    for (const d of ['New Deliveries', 'Empty & Return', 'Pickup']) {
      expect(await page.getByLabel(d).isChecked()).toBe(true);
      expect(await page.getByLabel(d).isDisabled()).toBe(true);
    }
    expect(await msg('Date is required').count()).toBe(2);
    await field(page, 'Start date').fill('2031-03-10');
    await field(page, 'End date').fill('2031-03-09');
    await msg('The start date must be on or before the end date').waitFor();
    await field(page, 'End date').fill('2031-03-10');
    expect(await msg('The start date must be on or before the end date').count()).toBe(0);

    // Day of week: the days are required; all service types ticked.
    await type.selectOption('dayOfWeek');
    expect(await page.getByLabel('Pickup').isChecked()).toBe(true);
    expect(await msg('This field is required').count()).toBe(3); // reason, days, expiration type
    await page.getByLabel('Saturday').check();
    expect(await msg('This field is required').count()).toBe(2);

    // No service: the no-service reasons.
    await type.selectOption('noService');
    const reasons = await field(page, 'No-service reason').locator('option').allTextContents();
    expect(reasons).toEqual(['pick one', 'Billing', 'Internal', 'Pricing', 'Service Area']);

    // Service area: the area is required; all service types ticked.
    await type.selectOption('serviceArea');
    await msg('Area is required').waitFor();
    expect(await page.getByLabel('Empty & Return').isChecked()).toBe(true);
    await shot(page, 'exceptions-form-area.png', { fullPage: true });
    expect(env.current!.errors).toEqual([]);
  });

  it('previews the products a draft changes; the quote page shows the same once saved; delete asks first', async () => {
    // A fixed evening on the API's clock (a Tuesday, 9 pm in Chicago): in the morning, before
    // the same-day cutoff, the first zone's products are already Must Call by their contract, and
    // a Must Call draft would change none of them.
    offsetMs = nextTuesdayEveningChicago() - Date.now();
    const page = await env.open({ width: 1280, height: 1000 });
    await logIn(page, 'admin@demo.local');
    await sql(`DELETE FROM exceptions`);
    // The first card's zone at ZIP_BOTH; the Service Areas filter narrows the results to it, so the
    // comparison reads that zone's cards only.
    page.setDefaultTimeout(60_000);
    await searchZip(page, ZIP_BOTH);
    const place = (await cards(page)
      .first()
      .getByText(/^· .+ · .+$/)
      .first()
      .textContent())!;
    const [, regionName, zoneName] = /^· (.+) · (.+)$/.exec(place.trim())!;
    const haulerName = (await cards(page).first().getByTestId('card-hauler').textContent())!;
    const [{ id: zoneId, region_id: regionId, hauler_id: haulerId }] = await sql(
      `SELECT sa.id, sa.region_id, sa.hauler_id FROM service_areas sa
         JOIN regions r ON r.id = sa.region_id
         JOIN haulers h ON h.id = sa.hauler_id
        WHERE sa.name = $1 AND r.name = $2 AND h.name = $3 ORDER BY sa.id LIMIT 1`,
      [zoneName, regionName, haulerName],
    );
    expect(zoneId).toBeDefined();
    /** Narrows the results to the zone and loads all of its cards. */
    const zoneCards = async () => {
      const all = await resultCount(page);
      const more = page.getByRole('button', { name: 'Show More' });
      if (await more.count()) await more.click();
      // Zone names repeat across haulers: the option names the zone with its hauler.
      const escape = (t: string) => t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      const label = new RegExp(`^${escape(zoneName)} \\(${escape(haulerName)}\\)`);
      await toggleFilter(page, 'Service Areas', label);
      const total = await countChangedFrom(page, all);
      while ((await cards(page).count()) < total) {
        const n = await cards(page).count();
        await page.getByTestId('results-sentinel').scrollIntoViewIfNeeded();
        await page.waitForFunction(
          (b) => document.querySelectorAll('[data-testid=product-card]').length > b,
          n,
        );
      }
    };
    await zoneCards();
    // Cards of that region covered by an exception and showing the Must Call badge.
    const mustCallCards = () =>
      cards(page).evaluateAll(
        (els, region) =>
          els.filter(
            (c) =>
              (c.textContent ?? '').includes(`· ${region} · `) &&
              c.querySelector('[data-testid=card-exception]') &&
              [...c.querySelectorAll('.chakra-badge')].some((b) =>
                (b.textContent ?? '').includes('Must Call'),
              ),
          ).length,
        regionName,
      );
    const before = await mustCallCards();

    await openTab(page, haulerId, regionId);
    await openForm(page);
    await field(page, 'Exception type').selectOption('availabilityByZone');
    await field(page, 'Reason').selectOption('Inventory');
    await page.getByLabel('New Deliveries').check();
    await field(page, 'Availability action').selectOption('mustCall');
    await page.getByRole('group', { name: 'Zones' }).getByLabel(zoneName, { exact: true }).check();
    await field(page, 'Expiration type').selectOption('permanent');
    await button(page, 'Save').click();
    const dialog = page.getByTestId('exception-save-dialog');
    await dialog.waitFor();
    const summary = (await page.getByTestId('preview-summary').textContent())!;
    const changed = Number(/of (\d+) of the/.exec(summary)?.[1] ?? 0);
    expect(changed).toBeGreaterThan(0);
    expect(await page.getByTestId('preview-products').locator('tbody tr').count()).toBe(changed);
    await shot(page, 'exceptions-preview.png');
    await button(page, 'Save Exception').click();
    await flash(page, 'Exception Created Successfully');
    await page.getByTestId('exception-card').first().waitFor();
    await shot(page, 'exceptions-cards.png', { fullPage: true });

    await searchZip(page, ZIP_BOTH);
    await zoneCards();
    expect((await mustCallCards()) - before).toBe(changed);

    // Delete asks 'Are you sure you wish to delete this Exception?'.
    await openTab(page, haulerId, regionId);
    const card = page.getByTestId('exception-card').first();
    await card.getByRole('button', { name: 'Delete' }).click();
    await card.getByText('Are you sure you wish to delete this Exception?').waitFor();
    await card.getByRole('button', { name: 'Yes, Delete' }).click();
    await flash(page, 'Exception Deleted Successfully');
    await page.getByTestId('exception-form').waitFor(); // none left: the form again
    offsetMs = 0;
  });

  it('a bulk exception is read-only in a region and removed from that region only', async () => {
    const page = await env.open({ width: 1280, height: 1000 });
    await logIn(page, 'admin@demo.local');
    await sql(`DELETE FROM exceptions`);
    const regions = await sql(`SELECT id, hauler_id FROM regions ORDER BY id LIMIT 2`);
    // Added on the Exception Report's bulk tab.
    await page.goto('/exception-report');
    await page.getByRole('tab', { name: 'Bulk Exceptions' }).click();
    await button(page, 'Add Bulk Exception').click();
    const type = field(page, 'Exception type');
    expect(await type.locator('option').allTextContents()).toEqual([
      'pick one',
      'Closure',
      'Window',
    ]);
    expect(await field(page, 'Expiration type').locator('option').allTextContents()).toEqual([]); // shown once a type is chosen
    await type.selectOption('closure');
    expect(await field(page, 'Expiration type').locator('option').allTextContents()).toEqual([
      'pick one',
      'Expiration Date',
    ]);
    await field(page, 'Reason').selectOption('Scheduling');
    await field(page, 'Start date').fill('2031-12-24');
    await field(page, 'End date').fill('2031-12-26');
    await field(page, 'Expiration type').selectOption('expirationDate');
    await field(page, 'Expiration date').fill('2031-12-27');
    await button(page, 'Save').click();
    await page.getByText('Save Exception?').waitFor();
    await page
      .getByTestId('exception-save-dialog')
      .getByText('This exception will be added to ALL haulers and ALL regions', { exact: false })
      .waitFor();
    await shot(page, 'exceptions-bulk-confirm.png');
    await button(page, 'Yes, Save Exception').click();
    await flash(page, 'Exception Created Successfully');
    await page.getByTestId('bulk-exception').waitFor();

    // Seen from the first region: read-only, and Delete removes it from that region only.
    await openTab(page, regions[0].hauler_id, regions[0].id);
    const card = page.getByTestId('exception-card').filter({ hasText: 'Bulk' });
    await card.waitFor();
    expect(await card.getByRole('button', { name: 'Edit' }).count()).toBe(0);
    await card.getByRole('button', { name: 'Delete' }).click();
    await card.getByText('Are you sure you wish to delete this Exception?').waitFor();
    await card.getByRole('button', { name: 'Yes, Delete' }).click();
    await flash(page, 'Exception Removed Successfully');
    await page.getByTestId('exception-form').waitFor();
    expect(await page.getByTestId('exception-card').count()).toBe(0);

    await openTab(page, regions[1].hauler_id, regions[1].id);
    await page.getByTestId('exception-card').filter({ hasText: 'Bulk' }).waitFor();
    const [{ n }] = await sql(`SELECT count(*)::int AS n FROM exceptions WHERE bulk`);
    expect(n).toBe(1);
  });

  it('an exception with an expiration date is gone on the morning of that date', async () => {
    const page = await env.open({ width: 1280, height: 1000 });
    await logIn(page, 'admin@demo.local');
    await sql(`DELETE FROM exceptions`);
    const { regionId, haulerId } = await quietRegion();
    const [{ tz }] = await sql(`SELECT timezone AS tz FROM regions WHERE id = $1`, [regionId]);
    // Tomorrow in the region, seen from the API's clock.
    const tomorrow = new Date(Date.now() + 86_400_000).toLocaleDateString('en-CA', {
      timeZone: tz,
    });
    await sql(
      `INSERT INTO exceptions (region_id, hauler_id, type, reason, action_type, action_date, delivery_type, bulk)
       VALUES ($1, $2, 'other', 'Internal', 'expirationDate', $3, 'newDeliveries', false)`,
      [regionId, haulerId, tomorrow],
    );
    await openTab(page, haulerId, regionId);
    await page.getByTestId('exception-card').waitFor();
    // The morning of that date (06:00 in the region).
    const morning = new Date(
      new Date(`${tomorrow}T06:00:00Z`).getTime() -
        tzOffsetMs(tz, new Date(`${tomorrow}T06:00:00Z`)),
    );
    offsetMs = morning.getTime() - Date.now();
    try {
      await page.reload();
      await page.getByRole('tab', { name: 'Exceptions' }).click();
      await page.getByTestId('no-exceptions').waitFor();
      expect(await page.getByTestId('exception-card').count()).toBe(0);
    } finally {
      offsetMs = 0;
    }
  });
});

/** The zone's UTC offset at an instant, in ms (local = UTC + offset). */
function tzOffsetMs(zone: string, at: Date): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(at);
  const get = (t: string) => Number(parts.find((p) => p.type === t)!.value);
  const local = Date.UTC(
    get('year'),
    get('month') - 1,
    get('day'),
    get('hour'),
    get('minute'),
    get('second'),
  );
  return local - at.getTime();
}
