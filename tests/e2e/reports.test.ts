// The Super Admin's collections and reports (issue 14) in headless chromium against the real
// main API (demo data) and the gateway serving the built web app.
import { describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { useBrowserStack } from './browserStack.ts';
import { logIn } from './quoteHelpers.ts';

const env = useBrowserStack();

async function open(path: string, email = 'admin@demo.local'): Promise<Page> {
  const page = await env.open({ width: 1280, height: 900 });
  await logIn(page, email);
  await page.goto(path);
  return page;
}

const rows = (page: Page) => page.getByTestId('collection-row');
const firstCells = (page: Page) =>
  page.locator('[data-testid=collection-row] td:first-child').allTextContents();

async function waitIdle(page: Page) {
  await page.waitForFunction(() => !document.querySelector('[aria-busy=true]'));
}

describe('collections', () => {
  it('lists haulers with search, sort and paging, rows linking to the hauler page', async () => {
    const page = await open('/haulers/collection');
    await expect(page.getByRole('heading', { name: 'Haulers' })).toBeTruthy();
    await rows(page).first().waitFor();
    const names = await firstCells(page);
    expect(names.length).toBeGreaterThan(0);
    expect(names.length).toBeLessThanOrEqual(20);
    expect([...names].sort((a, b) => a.localeCompare(b))).toEqual(names);
    await page.screenshot({ path: '/tmp/reports-haulers-collection.png', fullPage: true });

    await page.getByRole('button', { name: /^Name/ }).click();
    await page.waitForFunction(
      (first) => document.querySelector('[data-testid=collection-row] td')?.textContent !== first,
      names[0],
    );
    const desc = await firstCells(page);
    expect([...desc].sort((a, b) => b.localeCompare(a))).toEqual(desc);

    const term = names[0]!.slice(0, 4);
    await page.getByRole('searchbox', { name: /Search haulers/ }).fill(term);
    await page.waitForFunction(
      (t) =>
        [...document.querySelectorAll('[data-testid=collection-row] td:first-child')].every((td) =>
          td.textContent!.toLowerCase().includes(t.toLowerCase()),
        ),
      term,
    );
    await waitIdle(page);
    const link = page.locator('[data-testid=collection-row] a').first();
    expect(await link.getAttribute('href')).toMatch(/^\/haulers\/\d+$/);
  });

  it('pages geo notes by 10 and ignores pages outside 1..total', async () => {
    const page = await open('/geo-notes/collection');
    await rows(page).first().waitFor();
    expect(await rows(page).count()).toBeLessThanOrEqual(10);
    const total = Number(
      /\d+/.exec((await page.getByTestId('list-total').textContent()) ?? '')![0],
    );
    const pages = Math.max(1, Math.ceil(total / 10));
    const box = page.getByRole('spinbutton', { name: 'Page number' });
    await box.fill(String(pages + 5));
    await box.press('Enter');
    await page.waitForTimeout(300);
    expect(await page.getByTestId('page-of').textContent()).toBe(`of ${pages}`);
    expect(await box.inputValue()).toBe(String(pages + 5));
    await box.blur();
    expect(await box.inputValue()).toBe('1');
    if (pages > 1) {
      const first = await firstCells(page);
      await page.getByRole('button', { name: 'Next' }).click();
      await page.waitForFunction(
        () =>
          (document.querySelector('[aria-label="Page number"]') as HTMLInputElement).value === '2',
      );
      await waitIdle(page);
      expect(await firstCells(page)).not.toEqual(first);
    }
    await page.screenshot({ path: '/tmp/reports-geo-notes-collection.png', fullPage: true });
  });

  it('adds a market and goes to its page', async () => {
    const page = await open('/markets/collection');
    await rows(page).first().waitFor();
    await page.screenshot({ path: '/tmp/reports-markets-collection.png', fullPage: true });
    await page.getByRole('button', { name: 'Add Market' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Create' }).click();
    expect(await dialog.getByText('This field is required').count()).toBe(2);
    await dialog.getByLabel('City').fill('Testville');
    await dialog.getByLabel('State (2 letters)').fill('tx');
    await dialog.getByRole('button', { name: 'Create' }).click();
    await page.waitForURL(/\/markets\/\d+$/);
  });

  it('sends an unknown model to /quote', async () => {
    const page = await open('/widgets/collection');
    await page.waitForURL('**/quote');
  });

  it('refuses staff', async () => {
    const page = await open('/haulers/collection', 'staff@demo.local');
    await page.waitForURL('**/login');
  });
});
