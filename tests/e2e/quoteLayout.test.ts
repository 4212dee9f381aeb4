// The results page layout as staff use it all day: the filter sidebar scrolls on its own, so its
// last filters (service areas, the admin's Hide Features) stay reachable while the list scrolls.
import { describe, expect, it } from '@jest/globals';
import { useBrowserStack } from './browserStack.ts';
import { logIn, searchZip, ZIP_BOTH } from './quoteHelpers.ts';
import { shot } from '../helpers/browser.ts';

const env = useBrowserStack();

describe('place search', () => {
  it("says 'No Results' when nothing matches what was typed", async () => {
    const page = await env.open({ width: 1400, height: 900 });
    await logIn(page, 'staff@demo.local');
    await page.getByRole('combobox').fill('Qqqzzx');
    await expect(page.getByTestId('place-no-results').textContent()).resolves.toBe('No Results');
    await page.getByRole('combobox').fill('Phoenix');
    await page
      .getByRole('listbox', { name: 'Place suggestions' })
      .getByRole('option')
      .filter({ hasText: 'AZ' })
      .first()
      .waitFor();
    expect(await page.getByTestId('place-no-results').count()).toBe(0);
  });
});

describe('results page layout', () => {
  it('keeps the sidebar within the window and scrollable on its own while the list is scrolled', async () => {
    const page = await env.open({ width: 1400, height: 900 });
    await logIn(page, 'admin@demo.local');
    await searchZip(page, ZIP_BOTH);
    // Scroll the list down (more cards load as it scrolls).
    for (let i = 0; i < 3; i++) {
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await page.waitForTimeout(300);
    }
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(500);
    const sidebar = page.getByTestId('filter-sidebar');
    const box = (await sidebar.boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height).toBeLessThanOrEqual(900);
    const last = sidebar.locator('label').last();
    await last.scrollIntoViewIfNeeded();
    const lastBox = (await last.boundingBox())!;
    expect(lastBox.y + lastBox.height).toBeLessThanOrEqual(900);
    expect(lastBox.y).toBeGreaterThanOrEqual(0);
    // The page itself did not scroll back to show it: the sidebar scrolled on its own.
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
    await shot(page, 'quote-sidebar-scrolled.png');
    expect(env.current!.errors).toEqual([]);
  });
});
