// Shared steps of the quote browser tests: log in, search a ZIP through the address box.
import type { Cookie, Page } from 'playwright-core';

export const PASSWORD = 'demo-password';

/** Demo ZIPs (api/src/seed): both networks; in network only; out of network only; no zone (products within 40 miles). */
export const ZIP_BOTH = '60601';
export const ZIP_IN_ONLY = '60029';
export const ZIP_OUT_ONLY = '30002';
export const ZIP_NONE = '60007';

/** Session cookies of the users this test file has logged in through the login page. */
const sessions = new Map<string, Cookie[]>();

/**
 * Logs `email` in and lands on /quote. The login page is used the first time per user and test
 * file (login.test.ts tests the page itself); later contexts reuse that session's cookies, which
 * saves a page load and a password check per test. A session that ended meanwhile (a test logged
 * out) sends the page to /login, and the user logs in through the page again.
 */
export async function logIn(page: Page, email: string) {
  const saved = sessions.get(email);
  if (saved) {
    await page.context().addCookies(saved);
    await page.goto('/quote');
    const landed = await Promise.race([
      page
        .getByTestId('user-label')
        .waitFor()
        .then(() => 'quote')
        .catch(() => 'none'),
      page
        .waitForURL('**/login')
        .then(() => 'login')
        .catch(() => 'none'),
    ]);
    if (landed === 'quote') return;
    sessions.delete(email);
  }
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL('**/quote');
  sessions.set(email, await page.context().cookies());
}

/** Types a ZIP in the address box, picks its suggestion and waits for the results. */
export async function searchZip(page: Page, zip: string) {
  if (!page.url().endsWith('/quote')) await page.goto('/quote');
  const box = page.getByRole('combobox');
  await box.fill(zip);
  const option = page
    .getByRole('listbox', { name: 'Place suggestions' })
    .getByRole('option')
    .filter({ hasText: zip });
  await option.first().click();
  await page.waitForURL('**/quote/result/**');
  await waitForResults(page);
}

/**
 * Waits until the results list or an empty state shows, and the filters and map column that
 * render in the frame after it (QuoteResultPage: the prices first).
 */
export async function waitForResults(page: Page) {
  await page.locator('[data-testid=product-card], [data-testid=empty-state]').first().waitFor();
  await page.getByTestId('filters').waitFor();
}

/** The number in the toolbar ('102 products'). */
export async function resultCount(page: Page): Promise<number> {
  const text = await page.getByTestId('result-count').textContent();
  return Number(/\d+/.exec(text ?? '')?.[0] ?? NaN);
}

/** Waits until the toolbar count differs from `before`; answers the new count. */
export async function countChangedFrom(page: Page, before: number): Promise<number> {
  await page.waitForFunction((b) => {
    const t = document.querySelector('[data-testid=result-count]')?.textContent ?? '';
    return Number(/\d+/.exec(t)?.[0]) !== b;
  }, before);
  return resultCount(page);
}

export const cards = (page: Page) => page.getByTestId('product-card');

/** Clicks a filter option by its label within a filter group. */
export async function toggleFilter(page: Page, group: string, label: string | RegExp) {
  await page
    .getByRole('group', { name: group })
    .locator('label')
    .filter({ hasText: label })
    .first()
    .click();
}

/** The attribute of every rendered card. */
export const cardAttr = (page: Page, attr: string) =>
  cards(page).evaluateAll((els, a) => els.map((e) => e.getAttribute(a) ?? ''), attr);

/**
 * Runs `action` (a filter, sort or View By change) and waits until the list shows the cards of
 * the new choice: the results' `data-choice` names the choice shown and is absent while the
 * gateway answers (ResultsList.tsx).
 */
export async function changeList(page: Page, action: () => Promise<unknown>) {
  const before = await page.getByTestId('results').getAttribute('data-choice');
  await action();
  await page.waitForFunction((b) => {
    const now = document.querySelector('[data-testid=results]')?.getAttribute('data-choice');
    return !!now && now !== b;
  }, before);
}
