// The pricing form's full field set (issue 11, every field of the pricing record grouped as the
// record groups them) in headless chromium against the real stack: fees, sizing, notes,
// preference flags and accepted materials are saved and read back; their checks show messages.
import { describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { useBrowserStack } from './browserStack.ts';
import { logIn } from './quoteHelpers.ts';
import { shot } from '../helpers/browser.ts';

const env = useBrowserStack();

const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
const flash = (page: Page, text: string) =>
  page.getByTestId('flash').filter({ hasText: text }).first().waitFor();

describe('pricing form fields', () => {
  it('saves fees, sizing, notes, preferences and materials, and checks their formats', async () => {
    const page = await env.open({ width: 1280, height: 900 });
    await logIn(page, 'admin@demo.local');
    await page.goto('/haulers/1');
    await page
      .getByRole('navigation', { name: 'Regions and zones' })
      .locator('a[href*="zone="]')
      .nth(2)
      .click();
    await page.getByRole('tab', { name: 'Pricing' }).click();
    const cards = page.getByTestId('pricing-card');
    await cards.first().or(page.getByText('This Zone has no pricing yet.')).first().waitFor();
    const before = await cards.count();

    await button(page, '+ Add Pricing').click();
    await page.getByRole('heading', { name: 'New Pricing Record' }).waitFor();
    for (const heading of [
      'Product',
      'Money',
      'Fees and tax',
      'Quantity and rental',
      'Sizing and ordering',
      'Notes',
      'Preferences',
      'Accepted materials',
    ])
      await page.getByRole('heading', { name: heading, exact: true }).waitFor();
    // A new record's rank is set on save.
    expect(await page.getByLabel('Rank', { exact: true }).isDisabled()).toBe(true);

    await page.getByLabel('Size').selectOption({ index: 1 });
    await page.getByLabel('Waste type').selectOption({ index: 1 });
    await page.getByLabel('Extra day price').fill('15');
    await page.getByLabel('Delivery fee').fill('12.345');
    await page.getByText('Enter an amount like 250.00').waitFor();
    expect(await button(page, 'Save').count()).toBe(0);
    await page.getByLabel('Delivery fee').fill('45.00');
    await page.getByLabel('Length (ft)').fill('long');
    await page.getByText('Enter a number like 4.5').waitFor();
    await page.getByLabel('Length (ft)').fill('22');

    const sellAs = `20 yd special ${Date.now()}`;
    await page.getByLabel('Sell as').fill(sellAs);
    await page.getByLabel('Haul flat rate').fill('310.00');
    await page.getByLabel('Cost structure note').fill('Flat haul plus disposal by the ton');
    await page.getByText('E-commerce preferred').click();
    await page.getByText('Mattress', { exact: true }).click();
    await page.getByLabel('Mattress note').fill('$25 per mattress');
    await shot(page, 'finish-pricing-form.png', { fullPage: true });
    await button(page, 'Save').click();
    await flash(page, 'Pricing Record created successfully');
    await cards.nth(before).waitFor();

    // Read back from the server.
    await page.reload();
    await page.getByRole('tab', { name: 'Pricing' }).click();
    await cards.nth(before).waitFor();
    for (let i = 0; i < (await cards.count()); i++) {
      await cards.nth(i).getByRole('button', { name: 'Open' }).click();
      if ((await page.getByLabel('Sell as').inputValue()) === sellAs) break;
      await page.getByRole('button', { name: '← Back to cards' }).click();
    }
    expect(await page.getByLabel('Sell as').inputValue()).toBe(sellAs);
    expect(await page.getByLabel('Delivery fee').inputValue()).toBe('45.00');
    expect(await page.getByLabel('Haul flat rate').inputValue()).toBe('310.00');
    expect(Number(await page.getByLabel('Length (ft)').inputValue())).toBe(22);
    expect(await page.getByLabel('Mattress note').inputValue()).toBe('$25 per mattress');
    expect(await page.getByLabel('Rank', { exact: true }).inputValue()).toBe('99');
    expect(await page.getByRole('checkbox', { name: 'E-commerce preferred' }).isChecked()).toBe(
      true,
    );
    expect(await page.getByRole('checkbox', { name: 'Mattress', exact: true }).isChecked()).toBe(
      true,
    );
    expect(await page.getByRole('checkbox', { name: 'Stumps', exact: true }).isChecked()).toBe(
      false,
    );

    await button(page, 'Edit').click();
    await page.getByLabel('Rank', { exact: true }).fill('2.5');
    await page.getByText('Enter a whole number').waitFor();
    await page.getByLabel('Rank', { exact: true }).fill('3');
    await button(page, 'Save').click();
    await flash(page, 'Pricing record updated successfully');
    await cards.filter({ hasText: 'Rank 3' }).first().waitFor();
    expect(env.current!.errors).toEqual([]);
  });
});
