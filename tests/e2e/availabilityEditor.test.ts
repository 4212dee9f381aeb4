// Over 300 lines: the availability flows in one browser stack (each file starts its own).
// The region's Contract Availability and Current Availability tabs (issue 12) in headless
// Chromium against the real main API and gateway: every edit rule and message on screen, staged
// changes saved at once and shown as pending until the region's midnight, a current-availability
// override that changes the quote cards, and an all-or-nothing save when one row is refused.
import { describe, expect, it } from '@jest/globals';
import type { Locator, Page } from 'playwright-core';
import { recalculateRegion } from '../../api/src/domain/availability/store.ts';
import { useBrowserStack } from './browserStack.ts';
import { cards, logIn, searchZip, ZIP_IN_ONLY } from './quoteHelpers.ts';
import { shot } from '../helpers/browser.ts';

const env = useBrowserStack();

type Json = Record<string, any>;

async function rest(method: string, path: string, body?: unknown): Promise<Json> {
  const token = await env.stack.api.token('admin@demo.local');
  const res = await fetch(`${env.stack.api.url}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await res.json()) as Json;
  if (res.status >= 300)
    throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(json)}`);
  return json;
}

/** The contract records of a region keyed `<deliveryType>:<size name>`. */
async function contract(regionId: number): Promise<Map<string, Json>> {
  const page = await rest('GET', `/availabilities?region_id=${regionId}&per_page=-1`);
  return new Map(
    (page.models as Json[]).map((r) => [`${r.delivery_type}:${r.size?.name ?? ''}`, r]),
  );
}

async function firstRegion(haulerId = 1): Promise<Json> {
  const page = await rest('GET', `/regions?hauler_ids=${haulerId}&per_page=-1`);
  return (page.models as Json[]).sort((a, b) => a.id - b.id)[0];
}

const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
const flash = (page: Page, text: string) =>
  page.getByTestId('flash').filter({ hasText: text }).first().waitFor();
const cell = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const rowOf = (page: Page, label: string) =>
  page.locator(`[data-testid=availability-row][data-row="${label}"]`);

async function openTab(
  page: Page,
  haulerId: number,
  regionId: number,
  tab: 'Contract Availability' | 'Current Availability',
) {
  await page.goto(`/haulers/${haulerId}?region=${regionId}`);
  await page.getByRole('tab', { name: tab }).click();
  await page
    .locator(
      '[data-testid=contract-availability-table], [data-testid=current-availability-table], [data-testid=current-empty]',
    )
    .first()
    .waitFor();
}

async function open(width = 1600): Promise<Page> {
  const page = await env.open({ width, height: 1000 });
  await logIn(page, 'admin@demo.local');
  return page;
}

const checked = (l: Locator) => l.isChecked();
const value = (l: Locator) => l.inputValue();

describe('contract availability tab', () => {
  it('is locked at first; every edit rule and message on screen; Discard drops the staged edits', async () => {
    const region = await firstRegion();
    const page = await open();
    await openTab(page, region.hauler_id, region.id, 'Contract Availability');
    const size = (await contract(region.id)).get('newDeliveries:20 Yard') ? '20 Yard' : '';
    expect(size).toBe('20 Yard');
    const notes = cell(page, '20 Yard Same Day notes');
    expect(await notes.isDisabled()).toBe(true);
    expect(await button(page, 'Save').count()).toBe(0);
    await button(page, 'Edit').click();
    expect(await notes.isDisabled()).toBe(false);

    // No service needs a reason; turning it off clears the reason.
    const noService = cell(page, 'Pickup no service');
    if (await checked(noService)) await noService.uncheck();
    await noService.check();
    await rowOf(page, 'Pickup').getByText('This field is required').waitFor();
    expect(await button(page, 'Save').count()).toBe(0);
    await cell(page, 'Pickup no service reason').selectOption('Billing');
    await button(page, 'Save').waitFor();
    await cell(page, 'Pickup no service').uncheck();
    expect(await value(cell(page, 'Pickup no service reason'))).toBe('');

    // The window: on without days sets 2; off clears the days; picking days turns it on;
    // clearing them turns it off.
    const win = cell(page, 'Pickup window');
    const winDays = cell(page, 'Pickup window days');
    if (await checked(win)) await win.uncheck();
    await win.check();
    expect(await value(winDays)).toBe('2');
    await win.uncheck();
    expect(await value(winDays)).toBe('');
    await winDays.fill('4');
    expect(await checked(win)).toBe(true);
    await winDays.fill('');
    expect(await checked(win)).toBe(false);
    await winDays.fill('12');
    await rowOf(page, 'Pickup').getByText('Window days must be between 2 and 10').waitFor();
    expect(await button(page, 'Save').count()).toBe(0);
    await winDays.fill('10');
    expect(await rowOf(page, 'Pickup').getByText('Window days must be').count()).toBe(0);

    // Days out 2 to 90 or empty.
    const daysOut = cell(page, 'Pickup days out');
    for (const bad of ['1', '91']) {
      await daysOut.fill(bad);
      await rowOf(page, 'Pickup').getByText('Days out must be between 2 and 90').waitFor();
      expect(await button(page, 'Save').count()).toBe(0);
    }
    await daysOut.fill('90');
    expect(await rowOf(page, 'Pickup').getByText('Days out must be').count()).toBe(0);

    // Cutoff formats: h:mma shown, '--' for none, a bad time is refused.
    const cutoff = cell(page, '20 Yard Same Day cutoff');
    await cutoff.fill('half past');
    await rowOf(page, '20 Yard').getByText('Enter a time like 3:30pm').waitFor();
    expect(await button(page, 'Save').count()).toBe(0);
    await cutoff.fill('15:45');
    await cutoff.blur();
    expect(await value(cutoff)).toBe('3:45pm');
    await cutoff.fill('--');
    await cutoff.blur();
    expect(await value(cutoff)).toBe('');
    expect(await cutoff.getAttribute('placeholder')).toBe('--');

    // A weekend cutoff time without a day sets Friday.
    await cell(page, '20 Yard Saturday cutoff day').selectOption('');
    await cell(page, '20 Yard Saturday cutoff').fill('11:00am');
    expect(await value(cell(page, '20 Yard Saturday cutoff day'))).toBe('Friday');

    // Must call all forces (and locks) the must call of the active days.
    const active = cell(page, '20 Yard Next Day active');
    if (!(await checked(active))) await active.check();
    const mustCall = cell(page, '20 Yard Next Day must call');
    if (await checked(mustCall)) await mustCall.uncheck();
    await cell(page, '20 Yard must call all').check();
    expect(await checked(mustCall)).toBe(true);
    expect(await mustCall.isDisabled()).toBe(true);
    await cell(page, '20 Yard must call all').uncheck();
    expect(await mustCall.isDisabled()).toBe(false);

    await shot(page, 'avail-contract-editing.png', { fullPage: true });
    const before = await contract(region.id);
    await button(page, 'Discard').click();
    expect(await value(cell(page, 'Pickup days out'))).toBe(
      before.get('pickUp:')!.days_out == null ? '' : String(before.get('pickUp:')!.days_out),
    );
    expect(await notes.isDisabled()).toBe(true);
    expect(await contract(region.id)).toEqual(before);
    expect(env.current!.errors).toEqual([]);
  });

  it('saves staged changes at once, shows them pending until the region’s midnight, then applied', async () => {
    const region = await firstRegion();
    const db = env.stack.api.database.db;
    // Today's schedule was calculated at the region's midnight (the job), so contract edits wait.
    await recalculateRegion(db, region.id);
    const page = await open();
    await openTab(page, region.hauler_id, region.id, 'Contract Availability');
    expect(await page.getByTestId('contract-pending').count()).toBe(0);
    await button(page, 'Edit').click();
    const cutoff = cell(page, '20 Yard Next Day cutoff');
    await cutoff.fill('4:15pm');
    await cell(page, 'Empty & Return days out').fill('6');
    await cell(page, 'Pickup Same Day cutoff').fill('');
    await page.getByText('Unsaved changes').waitFor();
    await button(page, 'Save').click();
    await flash(page, 'Contract availability saved');
    await page
      .getByText('Locked: press Edit to change')
      .or(page.getByText('Editing: Save appears'))
      .first()
      .waitFor();

    const saved = await contract(region.id);
    expect(saved.get('newDeliveries:20 Yard')!.next_day_cutoff_time).toBe('16:15:00');
    expect(saved.get('emptyReturn:')!.days_out).toBe(6);
    expect(saved.get('pickUp:')!.same_day_cutoff_time).toBe('00:00:00');

    await page.reload();
    await page.getByRole('tab', { name: 'Contract Availability' }).click();
    const pending = page.getByTestId('contract-pending');
    await pending.waitFor();
    const text = (await pending.textContent()) ?? '';
    expect(text).toMatch(/take effect at 12:00am \w{3} \d{1,2}\/\d{2} \(/);
    expect(text).toContain('Next day cutoff:');
    expect(text).toContain('→ 4:15pm');
    expect(text).toContain('Days out: --');
    expect(await rowOf(page, '20 Yard').getByText('Pending midnight').count()).toBe(1);
    expect(await value(cell(page, '20 Yard Next Day cutoff'))).toBe('4:15pm');
    await shot(page, 'avail-contract-pending.png', { fullPage: true });

    // Today's schedule still has the old values until midnight.
    await page.getByRole('tab', { name: 'Current Availability' }).click();
    await page.getByTestId('current-availability-table').waitFor();
    expect(await value(cell(page, '20 Yard Next Day cutoff'))).not.toBe('4:15pm');

    // Midnight: the job recalculates from the contract; nothing is pending any more.
    await recalculateRegion(db, region.id);
    await page.reload();
    await page.getByRole('tab', { name: 'Current Availability' }).click();
    await page.getByTestId('current-availability-table').waitFor();
    expect(await value(cell(page, '20 Yard Next Day cutoff'))).toBe('4:15pm');
    expect(await value(cell(page, 'Empty & Return days out'))).toBe('6');
    await page.getByRole('tab', { name: 'Contract Availability' }).click();
    await page.getByTestId('contract-availability-table').waitFor();
    expect(await page.getByTestId('contract-pending').count()).toBe(0);
    expect(env.current!.errors).toEqual([]);
  });

  it('a save where one row is refused by the main API leaves every row as it was', async () => {
    const region = await firstRegion();
    const page = await open();
    await openTab(page, region.hauler_id, region.id, 'Contract Availability');
    await button(page, 'Edit').click();
    await cell(page, '20 Yard Same Day notes').fill('Gate opens at 6');
    await cell(page, 'Pickup Same Day notes').fill('Call the yard first');
    // Someone else saves the pickup record meanwhile: the version the screen holds is stale.
    const pickUp = (await contract(region.id)).get('pickUp:')!;
    await rest('PUT', `/availability/${pickUp.id}`, { sunday_notes: 'changed elsewhere' });
    const before = await contract(region.id);
    await button(page, 'Save').click();
    await flash(page, 'Contract availability was not saved (nothing was changed)');
    await page.getByTestId('form-conflict').waitFor();
    expect(await contract(region.id)).toEqual(before);
    // The edits are still on screen to retry after reloading.
    expect(await value(cell(page, '20 Yard Same Day notes'))).toBe('Gate opens at 6');
    expect(env.current!.errors).toEqual([]);
  });
});

describe('current availability tab', () => {
  it('an override for today changes the quote cards of that region', async () => {
    const found = await rest('POST', '/search', { zip_code: ZIP_IN_ONLY });
    const zone = found.search_results[0];
    const region = zone.region as Json;
    const page = await open();
    await searchZip(page, ZIP_IN_ONLY);
    const ofRegion = cards(page).filter({ hasText: `· ${region.name} ·` });
    await ofRegion.first().waitFor();
    expect(await ofRegion.first().getByTestId('availability-summary').textContent()).not.toBe(
      'Must Call',
    );
    await openTab(page, zone.hauler_id ?? zone.hauler.id, region.id, 'Current Availability');
    await page.getByTestId('current-today').first().waitFor();
    await shot(page, 'avail-current.png', { fullPage: true });

    await button(page, 'Edit').click();
    const sizes = await page
      .locator('[data-testid=availability-row]')
      .evaluateAll((rows) => rows.map((r) => r.getAttribute('data-row') ?? ''));
    const newDeliveryRows = sizes.filter((s) => /Yard/.test(s));
    expect(newDeliveryRows.length).toBeGreaterThan(0);
    // No service needs a reason here too.
    const first = newDeliveryRows[0];
    const noService = cell(page, `${first} no service`);
    if (!(await checked(noService))) {
      await noService.check();
      await rowOf(page, first).getByText('This field is required').waitFor();
      await noService.uncheck();
      expect(await rowOf(page, first).getByText('This field is required').count()).toBe(0);
    }
    // Must call for today on every size.
    for (const s of newDeliveryRows) await cell(page, `${s} must call`).check();
    // The same rules as the contract: the window and a weekend cutoff.
    await cell(page, `${first} window days`).fill('3');
    expect(await checked(cell(page, `${first} window`))).toBe(true);
    await cell(page, `${first} Sunday cutoff day`).selectOption('');
    await cell(page, `${first} Sunday cutoff`).fill('9am');
    expect(await value(cell(page, `${first} Sunday cutoff day`))).toBe('Friday');
    await button(page, 'Save').click();
    await flash(page, 'Current availability saved');
    const row = rowOf(page, first);
    await row.getByText('Overridden today').waitFor();
    await expect(row.getByTestId('current-delivery-date').textContent()).resolves.toBe('Must Call');
    await shot(page, 'avail-current-saved.png', { fullPage: true });

    await page.goto('/quote');
    await searchZip(page, ZIP_IN_ONLY);
    await ofRegion.first().waitFor();
    await expect(ofRegion.first().getByTestId('availability-summary').textContent()).resolves.toBe(
      'Must Call',
    );
    expect(env.current!.errors).toEqual([]);
  });

  it('a refused row leaves every current row as it was; a region without rows says so', async () => {
    const region = await firstRegion();
    const page = await open();
    await openTab(page, region.hauler_id, region.id, 'Current Availability');
    await button(page, 'Edit').click();
    const rows = await page
      .locator('[data-testid=availability-row]')
      .evaluateAll((els) => els.map((r) => r.getAttribute('data-row') ?? ''));
    await cell(page, `${rows[0]} days out`).fill('7');
    await cell(page, 'Pickup days out').fill('8');
    const head = (await rest('GET', `/regions?ids=${region.id}&includeAvailability=true`)).models[0]
      .current_availability as Json;
    const pick = (head.pickUp as Json[])[0];
    await rest('PUT', `/current-availability-pickup/${pick.id}`, { must_call: !pick.must_call });
    const before = (await rest('GET', `/regions?ids=${region.id}&includeAvailability=true`))
      .models[0].current_availability;
    await button(page, 'Save').click();
    await flash(page, 'Current availability was not saved (nothing was changed)');
    expect(
      (await rest('GET', `/regions?ids=${region.id}&includeAvailability=true`)).models[0]
        .current_availability,
    ).toEqual(before);
    await button(page, 'Discard').click();

    const created = await rest('POST', '/regions', {
      hauler_id: region.hauler_id,
      name: `Empty ${Date.now()}`,
      timezone: 'America/Chicago',
    });
    await openTab(page, region.hauler_id, created.id, 'Current Availability');
    await page
      .getByText(
        'No Current Availability Records: Contract availability and pricing must be set to display current availability.',
      )
      .waitFor();
  });
});
