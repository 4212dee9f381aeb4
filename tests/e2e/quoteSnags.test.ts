// The quote pages' remaining snags as staff meet them (issue 18): the first three prices above
// the fold on a laptop, the pin drag (or keyboard move) naming the new point everywhere, the multi-zip input saying
// what it dropped, /login for a logged-in user, and keyboard and screen-reader landmarks.
import { describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { useBrowserStack } from './browserStack.ts';
import { logIn, searchZip, waitForResults, ZIP_BOTH } from './quoteHelpers.ts';
import { shot } from '../helpers/browser.ts';

const env = useBrowserStack();

/** The bottom edge of the first three prices, in window pixels. */
async function firstPriceBottoms(page: Page): Promise<number[]> {
  return page
    .getByTestId('card-price')
    .evaluateAll((els) => els.slice(0, 3).map((e) => Math.ceil(e.getBoundingClientRect().bottom)));
}

describe('results above the fold', () => {
  for (const [width, height] of [
    [1366, 768],
    [1400, 900],
  ] as const)
    it(`shows the first three prices without scrolling at ${width}×${height}`, async () => {
      const page = await env.open({ width, height });
      await logIn(page, 'admin@demo.local');
      await searchZip(page, ZIP_BOTH);
      await page.getByTestId('card-price').nth(2).waitFor();
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      const bottoms = await firstPriceBottoms(page);
      expect(bottoms).toHaveLength(3);
      for (const b of bottoms) expect(b).toBeLessThanOrEqual(height);
      // Nothing the spec lists for the page was dropped to make room.
      for (const id of ['address-title', 'market-name', 'rate-card-prompt', 'results-toolbar'])
        expect(await page.getByTestId(id).isVisible()).toBe(true);
      expect(await page.getByTestId('notes-banners').isVisible()).toBe(true);
      // The map is its own lazily loaded chunk: it may draw the pin after the first cards.
      await page.locator('[data-testid=results-map] .leaflet-marker-icon').waitFor();
      await page.getByText(/^Geo Notes \(\d+\)$/).waitFor();
      // The map column stays in view while the list scrolls.
      for (let i = 0; i < 3; i++) {
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        await page.waitForTimeout(300);
      }
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
      const map = (await page.getByTestId('results-map').boundingBox())!;
      expect(map.y).toBeGreaterThanOrEqual(0);
      expect(map.y + map.height).toBeLessThanOrEqual(height);
      await page.evaluate(() => window.scrollTo(0, 0));
      await shot(page, `quote-results-${width}x${height}.png`);
      expect(env.current!.errors).toEqual([]);
    });
});

describe('pin drag', () => {
  it('names the dragged point by its own address in the title, market and Search History', async () => {
    const page = await env.open({ width: 1400, height: 900 });
    await logIn(page, 'staff@demo.local');
    await searchZip(page, ZIP_BOTH);
    const title = page.getByTestId('address-title');
    await expect(title.textContent()).resolves.toBe('Chicago, IL 60601, USA');
    const pin = page.locator('[data-testid=results-map] .leaflet-marker-icon');
    const box = (await pin.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height - 4);
    await page.mouse.down();
    // West and north, well out of the 60601 ZIP.
    await page.mouse.move(box.x + box.width / 2 - 120, box.y - 60, { steps: 10 });
    await page.mouse.up();
    await page.waitForURL(/lat=.*lng=/);
    await waitForResults(page);
    await page.waitForFunction(
      () =>
        document.querySelector('[data-testid=address-title]')?.textContent !==
        'Chicago, IL 60601, USA',
    );
    const moved = (await title.textContent())!;
    expect(moved).toMatch(/, IL \d{5}, USA$/);
    await expect(page.getByTestId('market-name').textContent()).resolves.toBe('Chicago (IL)');
    await expect(page.getByTestId('locale-name').textContent()).resolves.toBe('Cook County, IL');
    await shot(page, 'quote-pin-dragged.png');
    // The Search History's newest entry is the new address, not the first one.
    await page.getByRole('link', { name: 'Quote search' }).click();
    const history = page.getByTestId('search-history');
    await history.getByText(moved).first().waitFor();
    const entries = await history.locator('li').allTextContents();
    expect(entries[0]).toContain(moved);
    expect(entries[1]).toContain('Chicago, IL 60601, USA');
    expect(env.current!.errors).toEqual([]);
  });

  it('moves the pin from the keyboard: arrow keys (Shift: further), then Enter reruns the search there', async () => {
    const page = await env.open({ width: 1400, height: 900 });
    await logIn(page, 'staff@demo.local');
    await searchZip(page, ZIP_BOTH);
    const title = page.getByTestId('address-title');
    await expect(title.textContent()).resolves.toBe('Chicago, IL 60601, USA');
    // Told under the map, and named on the pin itself.
    await expect(page.getByTestId('pin-help').textContent()).resolves.toContain('arrow keys');
    const pin = page.getByRole('button', { name: /arrow keys move the pin/ });
    const before = (await pin.boundingBox())!;
    const start = page.url();
    await pin.focus();
    for (const key of ['Shift+ArrowLeft', 'Shift+ArrowLeft', 'ArrowUp'])
      await page.keyboard.press(key);
    // 2 × 50 px west and 10 px north; the map itself did not pan, and nothing reran yet.
    const after = (await pin.boundingBox())!;
    expect(Math.round(before.x - after.x)).toBe(100);
    expect(Math.round(before.y - after.y)).toBe(10);
    expect(page.url()).toBe(start);
    await shot(page, 'quote-pin-keyboard.png');
    await page.keyboard.press('Enter');
    await page.getByTestId('pin-pending').waitFor();
    await page.waitForURL(/lat=.*lng=/);
    const url = new URL(page.url());
    expect(Number(url.searchParams.get('lng'))).toBeLessThan(-87.6181);
    await waitForResults(page);
    // The moved point is named by its own address, as after a drag.
    await page.waitForFunction(
      () =>
        document.querySelector('[data-testid=address-title]')?.textContent !==
        'Chicago, IL 60601, USA',
    );
    expect(await title.textContent()).toMatch(/, IL \d{5}, USA$/);
    expect(env.current!.errors).toEqual([]);
  });
});

describe('multi-zip input', () => {
  it('says which entries it dropped and why', async () => {
    const page = await env.open({ width: 1400, height: 900 });
    await logIn(page, 'staff@demo.local');
    const input = page.getByLabel('ZIP codes, comma separated');
    await input.pressSequentially('60601, abc, 00000, 6060, 60029');
    await input.press('Enter');
    const dropped = page.getByTestId('zip-dropped');
    await dropped.waitFor();
    await page.getByTestId('zip-results').getByRole('link').nth(1).waitFor();
    await expect(dropped.textContent()).resolves.toBe(
      'Removed 3 entries: abc (not a ZIP code), 6060 (not a ZIP code), 00000 (not found)',
    );
    expect(await dropped.getAttribute('role')).toBe('alert');
    await expect(page.getByTestId('zip-chip').allTextContents()).resolves.toEqual([
      '60601',
      '60029',
    ]);
    // A clean lookup clears the message.
    await input.pressSequentially('60601');
    await input.press('Enter');
    await page.waitForFunction(() => !document.querySelector('[data-testid=zip-dropped]'));
  });
});

describe('login when logged in', () => {
  it('goes on to /quote', async () => {
    const page = await env.open({ width: 1400, height: 900 });
    await logIn(page, 'staff@demo.local');
    await page.goto('/login');
    await page.waitForURL('**/quote');
    await page.getByRole('combobox').waitFor();
    expect(await page.getByLabel('Password').count()).toBe(0);
    // After logging out the login form shows again.
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL('**/login');
    await page.getByLabel('Password').waitFor();
  });
});

describe('keyboard and screen readers', () => {
  it('offers skip links and labelled landmarks on the quote pages', async () => {
    const page = await env.open({ width: 1400, height: 900 });
    await logIn(page, 'admin@demo.local');
    // The quote search page: the first Tab lands on the skip link, which moves past the top bar.
    await page.goto('/quote');
    await page.getByRole('combobox').waitFor();
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    // It is the first thing a Tab reaches, shown once focused.
    await expect(
      skip.evaluate(
        (e) => e === document.querySelector('a[href], button, input, select, [tabindex="0"]'),
      ),
    ).resolves.toBe(true);
    await skip.focus();
    expect(await skip.isVisible()).toBe(true);
    await page.keyboard.press('Enter');
    await expect(page.evaluate(() => document.activeElement?.id)).resolves.toBe('main-content');
    expect(await page.getByRole('navigation', { name: 'Main' }).count()).toBe(1);
    expect(await page.getByRole('main').count()).toBe(1);

    // The address box announces the highlighted suggestion.
    const box = page.getByRole('combobox');
    await box.click();
    await box.pressSequentially('Chicago', { delay: 20 });
    await page.getByRole('option').first().waitFor();
    await box.press('ArrowDown');
    const active = await box.getAttribute('aria-activedescendant');
    expect(active).toBeTruthy();
    await expect(page.locator(`[id="${active}"]`).getAttribute('aria-selected')).resolves.toBe(
      'true',
    );

    // The results page: landmarks named, a skip link past the filters to the cards.
    await page.reload();
    await page.getByRole('combobox').waitFor();
    await searchZip(page, ZIP_BOTH);
    expect(await page.getByRole('complementary', { name: 'Filters', exact: true }).count()).toBe(1);
    expect(await page.getByRole('region', { name: 'Results', exact: true }).count()).toBe(1);
    expect(await page.getByRole('region', { name: 'Map and notes', exact: true }).count()).toBe(1);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(
      'Chicago, IL 60601, USA',
    );
    const toResults = page.getByRole('link', { name: 'Skip to results' });
    await toResults.focus();
    expect(await toResults.isVisible()).toBe(true);
    await toResults.press('Enter');
    await expect(page.evaluate(() => document.activeElement?.id)).resolves.toBe('results');
    // The next Tab goes into the first card, not back into the filters.
    await page.keyboard.press('Tab');
    await expect(
      page.evaluate(() => !!document.activeElement?.closest('[data-testid=product-card]')),
    ).resolves.toBe(true);
    // Every form control of the page has an accessible name.
    const snapshot = await page.locator('main').ariaSnapshot();
    expect(snapshot).not.toMatch(/- (checkbox|combobox|textbox|button)\s*(\[|$)/m);
    expect(env.current!.errors).toEqual([]);
  });
});
