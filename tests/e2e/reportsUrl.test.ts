// Issue 14's finishing pieces in headless chromium against the real stack: the filters and sort of
// the alert list and both reports live in the URL (reload, shared link, Back), the availability
// report sorts by its headers, and the version banner offers a refresh when /cksum.txt changes.
import { describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { useBrowserStack } from './browserStack.ts';
import { logIn } from './quoteHelpers.ts';
import { shot } from '../helpers/browser.ts';

const env = useBrowserStack();

async function open(path: string): Promise<Page> {
  const page = await env.open({ width: 1280, height: 900 });
  await logIn(page, 'admin@demo.local');
  await page.goto(path);
  return page;
}

const waitIdle = (page: Page) =>
  page.waitForFunction(() => !document.querySelector('[aria-busy=true]'));
const totalText = (page: Page) => page.getByTestId('list-total').textContent();
const query = (page: Page) => new URL(page.url()).searchParams;
/** Polls a condition of the test's own state (10 s at most). */
async function until(ok: () => boolean) {
  for (let i = 0; i < 100 && !ok(); i++) await new Promise((r) => setTimeout(r, 100));
  expect(ok()).toBe(true);
}
/** Waits until the list's total differs from `before`. */
const totalChanged = (page: Page, before: string | null) =>
  page.waitForFunction(
    (t) => document.querySelector('[data-testid=list-total]')?.textContent !== t,
    before,
  );

describe('the alert list in the URL', () => {
  it('keeps territory and sort through a reload, and Back returns to all territories', async () => {
    const page = await open('/alerts');
    await page.getByTestId('alert-row').first().waitFor();
    const all = await totalText(page);

    await page.getByRole('combobox', { name: 'Territory' }).selectOption('West');
    await totalChanged(page, all);
    await waitIdle(page);
    const west = await totalText(page);
    expect(query(page).get('territory')).toBe('West');

    await page.getByRole('button', { name: /^Hauler/ }).click();
    await page.waitForURL(/sort=haulerName/);
    await waitIdle(page);
    expect(query(page).get('dir')).toBe('asc');
    const haulers = await page.locator('[data-testid=alert-row] td:nth-child(1)').allTextContents();

    await page.reload();
    await page.getByTestId('alert-row').first().waitFor();
    expect(await page.getByRole('combobox', { name: 'Territory' }).inputValue()).toBe('West');
    expect(await page.locator('th[aria-sort]').first().textContent()).toMatch(/^Hauler/);
    expect(await totalText(page)).toBe(west);
    expect(await page.locator('[data-testid=alert-row] td:nth-child(1)').allTextContents()).toEqual(
      haulers,
    );

    await page.goBack(); // before the sort
    await page.waitForURL((u) => !u.searchParams.has('sort'));
    await page.goBack(); // before the territory
    await page.waitForURL((u) => !u.searchParams.has('territory'));
    await totalChanged(page, west);
    await waitIdle(page);
    expect(await totalText(page)).toBe(all);
    expect(await page.getByRole('combobox', { name: 'Territory' }).inputValue()).toBe('');
  });
});

describe('the availability report', () => {
  const haulerNames = (page: Page) =>
    page.locator('[data-testid=region-row] td:nth-child(2)').allTextContents();

  it('sorts by Hauler both ways through the gateway', async () => {
    const page = await open('/availability-report');
    await page.getByTestId('region-row').first().waitFor();
    await page.getByRole('button', { name: /^Hauler/ }).click();
    await page.waitForURL(/sort=haulerName&dir=asc/);
    await waitIdle(page);
    const asc = await haulerNames(page);
    expect(asc.length).toBeGreaterThan(1);
    expect([...asc].sort((a, b) => a.localeCompare(b))).toEqual(asc);

    await page.getByRole('button', { name: /^Hauler/ }).click();
    await page.waitForURL(/dir=desc/);
    await page.waitForFunction(
      (first) =>
        document.querySelector('[data-testid=region-row] td:nth-child(2)')?.textContent !== first,
      asc[0],
    );
    await waitIdle(page);
    const desc = await haulerNames(page);
    expect([...desc].sort((a, b) => b.localeCompare(a))).toEqual(desc);
    await shot(page, 'finish-availability-sorted.png', { fullPage: true });
  });

  it('a shared link opens the same tab, flags and page as the one who sent it', async () => {
    const page = await open('/availability-report');
    await page.getByTestId('region-row').first().waitFor();
    const all = await totalText(page);
    await page.getByText('Must Call', { exact: true }).first().click();
    await totalChanged(page, all);
    await waitIdle(page);
    const mustCall = await totalText(page);
    expect(query(page).get('mustCall')).toBe('1');

    const link = page.url();
    const other = await env.open({ width: 1280, height: 900 });
    await logIn(other, 'admin@demo.local');
    await other.goto(link);
    await other.getByTestId('list-total').waitFor();
    expect(await totalText(other)).toBe(mustCall);
    expect(await other.getByRole('checkbox', { name: 'Must Call' }).isChecked()).toBe(true);

    await page.getByRole('tab', { name: 'Inactive Haulers' }).click();
    await page.waitForURL(/active=0/);
    await waitIdle(page);
    await page.reload();
    await page.getByTestId('list-total').waitFor();
    expect(
      await page.getByRole('tab', { name: 'Inactive Haulers' }).getAttribute('aria-selected'),
    ).toBe('true');
    expect(await page.getByRole('checkbox', { name: 'Must Call' }).isChecked()).toBe(true);
  });
});

describe('the exception report', () => {
  it('keeps its filters and its tab in the URL', async () => {
    const page = await open('/exception-report');
    await page.getByTestId('exception-row').first().waitFor();
    const all = await totalText(page);
    await page.getByRole('combobox', { name: 'Type', exact: true }).selectOption('closure');
    await totalChanged(page, all);
    await waitIdle(page);
    const closures = await totalText(page);
    expect(query(page).get('type')).toBe('closure');

    await page.reload();
    await page.getByTestId('list-total').waitFor();
    expect(await page.getByRole('combobox', { name: 'Type', exact: true }).inputValue()).toBe(
      'closure',
    );
    expect(await totalText(page)).toBe(closures);
    for (const t of await page
      .locator('[data-testid=exception-row] td:nth-child(5)')
      .allTextContents())
      expect(t).toBe('Closure');

    await page.getByRole('tab', { name: 'Bulk Exceptions' }).click();
    await page.waitForURL(/tab=bulk/);
    expect(query(page).get('type')).toBe('closure');
    await page.reload();
    await page.getByRole('tab', { name: 'Bulk Exceptions' }).waitFor();
    expect(
      await page.getByRole('tab', { name: 'Bulk Exceptions' }).getAttribute('aria-selected'),
    ).toBe('true');
    await page.goBack();
    await page.waitForURL((u) => !u.searchParams.has('tab'));
    await page.getByTestId('exception-row').first().waitFor();

    await page.getByRole('button', { name: 'Reset' }).click();
    await page.waitForURL((u) => !u.searchParams.has('type'));
    await totalChanged(page, closures);
    expect(await totalText(page)).toBe(all);
  });
});

describe('the version banner', () => {
  it('appears when the build checksum changes under a running page, then reloads it', async () => {
    const page = await env.open({ width: 1280, height: 900 });
    await logIn(page, 'admin@demo.local');
    let sum = 'build-one';
    let reads = 0;
    await page.route('**/cksum.txt', (route) => {
      reads += 1;
      return route.fulfill({ status: 200, contentType: 'text/plain', body: `${sum}\n` });
    });
    await page.clock.install();
    await page.goto('/alerts');
    await page.getByTestId('alert-row').first().waitFor();
    await until(() => reads >= 1);
    const banner = page.getByRole('status').filter({ hasText: 'A new version' });

    // Same build after 10 minutes: nothing shown.
    const seen = reads;
    await page.clock.fastForward('10:00');
    await until(() => reads > seen);
    expect(await banner.count()).toBe(0);

    sum = 'build-two';
    await page.clock.fastForward('10:00');
    await banner.waitFor();
    await shot(page, 'finish-version-banner.png');

    // The reload is held back a moment so 'Reloading…' can be seen.
    await page.route('**/alerts', async (route) => {
      await new Promise((r) => setTimeout(r, 1500));
      await route.continue();
    });
    // Clicked and read in the page in one step: a separate check can come after the reload has
    // begun on a loaded machine, and Playwright then waits for that navigation to finish first.
    const loaded = page.waitForEvent('load');
    const shown = await banner.getByRole('button', { name: 'Refresh' }).evaluate(async (b) => {
      (b as HTMLElement).click();
      await new Promise((r) => setTimeout(r, 0));
      return b.textContent;
    });
    expect(shown).toContain('Reloading…');
    await loaded;
    await page.getByTestId('alert-row').first().waitFor();
    expect(await banner.count()).toBe(0);
  });
});
