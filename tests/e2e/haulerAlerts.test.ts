// The Alerts tabs of the hauler page (issue 11) in headless chromium against the real stack: add,
// edit and delete an alert of a region and of a zone with the shared alert form, its validation
// messages and flashes; a reader sees the list without the form. Also the sidebar's territory
// filter kept in the URL.
import { describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { useBrowserStack } from './browserStack.ts';
import { logIn } from './quoteHelpers.ts';
import { shot } from '../helpers/browser.ts';

const env = useBrowserStack();
const HAULER = '/haulers/1';

async function open(email = 'admin@demo.local'): Promise<Page> {
  const page = await env.open({ width: 1280, height: 900 });
  await logIn(page, email);
  await page.goto(HAULER);
  await page.getByRole('navigation', { name: 'Regions and zones' }).waitFor();
  return page;
}

const flash = (page: Page, text: string) =>
  page.getByTestId('flash').filter({ hasText: text }).first().waitFor();
const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
const rows = (page: Page) => page.getByTestId('alert-row');

async function openAlertsTab(page: Page, kind: 'region' | 'zone') {
  await page
    .getByRole('navigation', { name: 'Regions and zones' })
    .locator(`a[href*="${kind}="]`)
    .first()
    .click();
  await page.waitForURL(new RegExp(`\\?${kind}=\\d+$`));
  await page.getByRole('tab', { name: 'Alerts' }).click();
  await rows(page)
    .or(page.getByText(kind === 'zone' ? 'This Zone has no alerts' : 'This Region has no alerts'))
    .first()
    .waitFor();
}

describe('alerts tab', () => {
  it('adds a region alert with validation, edits it, and deletes it after the confirm step', async () => {
    const page = await open();
    await openAlertsTab(page, 'region');
    const before = await rows(page).count();

    await button(page, 'Add Alert').click();
    const form = page.getByTestId('alert-form');
    await form.getByText('New alert on this region').waitFor();
    await button(page, 'Save Alert').click();
    await form.getByText('This field is required').waitFor();

    // A prefill fills the text, severity and the date kind; the date is still required.
    await form.getByText('Temporarily closed').click();
    expect(await form.getByLabel('Alert text').inputValue()).toMatch(/temporarily closed/);
    expect(await form.getByRole('combobox', { name: 'Severity' }).inputValue()).toBe('error');
    const date = form.locator('input[type=date]');
    await button(page, 'Save Alert').click();
    await form.getByText('Date is required').waitFor();
    const min = (await date.getAttribute('min'))!;
    const yesterday = new Date(`${min}T12:00:00`);
    yesterday.setDate(yesterday.getDate() - 1);
    await date.fill(yesterday.toISOString().slice(0, 10));
    await button(page, 'Save Alert').click();
    await form.getByText('Date must be today or later').waitFor();

    // Set Check Back Date clears the expiration date.
    await date.fill(min);
    await form.getByText('Set Check Back Date').click();
    expect(await date.inputValue()).toBe('');
    await date.fill(min);
    const text = `Gate code changes ${Date.now()}`;
    await form.getByLabel('Alert text').fill(text);
    await shot(page, 'finish-alert-form-tab.png', { fullPage: true });
    await button(page, 'Save Alert').click();
    await flash(page, 'Saved Alert Successfully');
    const row = rows(page).filter({ hasText: text });
    await row.waitFor();
    expect(await rows(page).count()).toBe(before + 1);
    expect(await row.textContent()).toMatch(/error.*Check back \d+\/\d{2}\/\d{4}/i);

    // It persists, and it is editable from the tab.
    await page.reload();
    await page.getByRole('tab', { name: 'Alerts' }).click();
    await row.getByRole('button', { name: 'Edit' }).click();
    expect(await form.getByLabel('Alert text').inputValue()).toBe(text);
    await form.getByRole('combobox', { name: 'Severity' }).selectOption('info');
    await form.getByLabel('Alert text').fill(`${text} (updated)`);
    await button(page, 'Save Alert').click();
    await flash(page, 'Alert Updated Successfully');
    await rows(page)
      .filter({ hasText: `${text} (updated)` })
      .waitFor();

    await rows(page)
      .filter({ hasText: `${text} (updated)` })
      .getByRole('button', { name: 'Edit' })
      .click();
    await button(page, 'Delete Alert').click();
    await button(page, 'Do Not Delete').click();
    expect(await form.count()).toBe(1);
    await button(page, 'Delete Alert').click();
    await button(page, 'Confirm Delete').click();
    await flash(page, 'Alert Successfully Deleted');
    await page.waitForFunction(
      (n) => document.querySelectorAll('[data-testid=alert-row]').length === n,
      before,
    );
    expect(await rows(page).filter({ hasText: text }).count()).toBe(0);
    expect(page.url()).toMatch(/\?region=\d+$/);
    expect(env.current!.errors).toEqual([]);
  });

  it('adds an alert to a zone; a failed save says so and keeps the form', async () => {
    const page = await open();
    await openAlertsTab(page, 'zone');
    await button(page, 'Add Alert').click();
    const form = page.getByTestId('alert-form');
    await form.getByText('New alert on this zone').waitFor();
    const text = `Zone alert ${Date.now()}`;
    await form.getByLabel('Alert text').fill(text);

    await page.route('**/graphql', (route) => route.abort());
    await button(page, 'Save Alert').click();
    await flash(page, 'There was an error creating the alert');
    expect(await form.getByLabel('Alert text').inputValue()).toBe(text);
    await page.unroute('**/graphql');

    await button(page, 'Save Alert').click();
    await flash(page, 'Saved Alert Successfully');
    await rows(page).filter({ hasText: text }).waitFor();
    await page.reload();
    await page.getByRole('tab', { name: 'Alerts' }).click();
    await rows(page).filter({ hasText: text }).waitFor();
  });

  it('a reader sees the alerts without Add or Edit', async () => {
    const page = await open('reader@demo.local');
    await openAlertsTab(page, 'region');
    expect(await button(page, 'Add Alert').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Edit' }).count()).toBe(0);
  });
});

describe('hauler sidebar territory', () => {
  it('is kept in the URL through selections, a reload and Back', async () => {
    const page = await open();
    const regions = page.getByTestId('sidebar-region');
    const all = await regions.count();
    const territory = page.getByLabel('Territory', { exact: true });
    const first = (await regions
      .first()
      .getByText(/Northeast|Southeast|Midwest|West/)
      .first()
      .textContent())!;
    await territory.selectOption(first);
    await page.waitForURL(new RegExp(`territory=${first}`));
    const shown = await regions.count();
    for (let i = 0; i < shown; i++) expect(await regions.nth(i).textContent()).toContain(first);

    // Selecting a region or a zone keeps the filter.
    await regions.first().getByRole('link').first().click();
    await page.waitForURL(new RegExp(`\\?region=\\d+&territory=${first}$`));
    await regions.first().locator('a[href*="zone="]').first().click();
    await page.waitForURL(new RegExp(`\\?zone=\\d+&territory=${first}$`));
    await page.getByRole('tab', { name: 'Zone Info' }).waitFor();

    await page.reload();
    await page.getByRole('tab', { name: 'Zone Info' }).waitFor();
    await page.waitForFunction(
      (t) =>
        (document.querySelector('select[aria-label=Territory]') as HTMLSelectElement)?.value === t,
      first,
    );
    expect(await regions.count()).toBe(shown);

    // Clicking the hauler name goes back to the hauler form, still filtered.
    await page.getByRole('heading', { level: 2 }).first().click();
    await page.waitForURL(new RegExp(`/haulers/1\\?territory=${first}$`));

    await territory.selectOption('');
    await page.waitForURL((u) => !u.searchParams.has('territory'));
    expect(await regions.count()).toBe(all);
    await page.goBack();
    await page.waitForURL(new RegExp(`territory=${first}`));
    await page.waitForFunction(
      (t) =>
        (document.querySelector('select[aria-label=Territory]') as HTMLSelectElement)?.value === t,
      first,
    );
    expect(await regions.count()).toBe(shown);
  });
});
