// The price calculator in headless chromium (customer pricing feature on): for B2B Sales with
// customerpricing:create only; tabs, breakdown, pickers, effective date, ancillaries, one save,
// and the spec's error flashes.
import { describe, expect, it } from '@jest/globals';
import type { Page, Request } from 'playwright-core';
import { useBrowserStack } from './browserStack.ts';
import { cards, logIn, searchZip, ZIP_BOTH } from './quoteHelpers.ts';

const env = useBrowserStack({ featureCustomerPricing: true });

async function open(email: string): Promise<Page> {
  const page = await env.open({ width: 1280, height: 900 });
  await logIn(page, email);
  await searchZip(page, ZIP_BOTH);
  return page;
}

/** Answers one GraphQL operation with an HTTP 500 (the others go through). */
async function failOperation(page: Page, operationName: string) {
  await page.route('**/graphql', async (route) => {
    const body = route.request().postDataJSON() as { operationName?: string } | null;
    if (body?.operationName === operationName)
      return route.fulfill({ status: 500, body: 'upstream down' });
    return route.fallback();
  });
}

const todayLocal = () => {
  const d = new Date();
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}`;
};

async function openCalculator(page: Page) {
  const card = cards(page).first();
  const price = (await card.getByTestId('card-price').textContent())!;
  await card.getByRole('button', { name: 'Price Calculator' }).click();
  const dialog = page.getByTestId('price-calculator');
  await dialog.waitFor();
  return { dialog, price };
}

async function pickFirst(page: Page, label: 'customer' | 'site', term: string) {
  const dialog = page.getByTestId('price-calculator');
  await dialog.getByLabel(`Search ${label}`).fill(term);
  const option = dialog
    .getByRole('listbox', { name: `${label === 'customer' ? 'Customer' : 'Site'} options` })
    .getByRole('option')
    .first();
  await option.waitFor();
  const text = (await option.textContent())!;
  await option.click();
  return text;
}

describe('price calculator', () => {
  it('B2B Sales calculates a price and creates the record once, sending only nonzero ancillaries', async () => {
    const page = await open('sales@demo.local');
    const { dialog, price } = await openCalculator(page);
    expect(
      await dialog.getByRole('tab', { name: '1. Calculate Price' }).getAttribute('aria-selected'),
    ).toBe('true');
    expect(await dialog.getByRole('tab', { name: '2. Create Record' }).count()).toBe(1);
    // The price starts at the product's current price.
    const priceInput = dialog.getByLabel('Price', { exact: true });
    expect(`$${await priceInput.inputValue()}`).toBe(price.replace(/,/g, ''));
    await expect(dialog.getByTestId('breakdown-discount').textContent()).resolves.toBe('$0.00');
    await priceInput.fill('1000000');
    await expect(dialog.getByTestId('breakdown-discount').textContent()).resolves.toBe('-');
    await priceInput.fill('300.00');
    await expect(dialog.getByTestId('breakdown-price').textContent()).resolves.toBe('$300.00');
    await dialog.getByLabel('Overage (per ton)').fill('80.00');
    await dialog.getByLabel('Extension (per day)').fill('');
    await dialog.getByLabel('Disposal').fill('0');
    await dialog.getByLabel('Trip fee').fill('45.5');
    await dialog.getByRole('button', { name: 'Next: Create Record' }).click();

    // Saving without a customer fails with the spec's message.
    await dialog.getByRole('button', { name: 'Save Customer Price' }).click();
    await page.getByTestId('flash').filter({ hasText: 'Error saving customer price' }).waitFor();

    // The site search needs a customer; a new customer clears the site.
    expect(await dialog.getByLabel('Search site').isDisabled()).toBe(true);
    await dialog.getByText('Choose a customer first').first().waitFor();
    await pickFirst(page, 'customer', '5000');
    const site = await pickFirst(page, 'site', '');
    await dialog.getByTestId('site-panel').getByText(site).waitFor();
    await dialog.getByTestId('picked-customer').getByRole('button', { name: 'Change' }).click();
    expect(await dialog.getByTestId('picked-site').count()).toBe(0);
    expect(await dialog.getByLabel('Search site').isDisabled()).toBe(true);
    await pickFirst(page, 'customer', '5000');
    await pickFirst(page, 'site', '');
    expect(await dialog.getByLabel('Effective date').inputValue()).toBe(todayLocal());

    const sent: Request[] = [];
    page.on('request', (r) => {
      if (
        r.url().endsWith('/graphql') &&
        r.postDataJSON()?.operationName === 'CreateCustomerPriceMutation'
      )
        sent.push(r);
    });
    const save = dialog.getByRole('button', { name: 'Save Customer Price' });
    await save.dblclick();
    await dialog.getByTestId('price-saved').waitFor();
    expect(await save.isDisabled()).toBe(true);
    expect(sent).toHaveLength(1);
    const input = sent[0].postDataJSON().variables.input;
    expect(input).toMatchObject({
      price: '300.00',
      overagePrice: '80.00',
      extensionPrice: null,
      disposalPrice: null,
      tripChargePrice: '45.50',
      effectiveDate: todayLocal(),
    });
    expect(input.customerId).toBeTruthy();
    expect(input.siteId).toBeTruthy();
    expect(input.customerPriceKey).toBeTruthy();
  });

  it('flashes the customer, site and save errors for 2 s', async () => {
    const page = await open('sales@demo.local');
    await failOperation(page, 'useNetsuiteSearchCustomersQuery');
    const { dialog } = await openCalculator(page);
    await dialog.getByRole('tab', { name: '2. Create Record' }).click();
    await dialog.getByLabel('Search customer').fill('5000');
    const flash = page
      .getByTestId('flash')
      .filter({ hasText: 'There was an error querying customers' });
    await flash.waitFor();
    await page.waitForTimeout(2300);
    expect(await flash.count()).toBe(0);

    await page.unroute('**/graphql');
    await failOperation(page, 'useNetsuiteSearchSitesQuery');
    await dialog.getByLabel('Search customer').fill('50001');
    await pickFirst(page, 'customer', '5000');
    await dialog.getByLabel('Search site').fill('Main');
    await page
      .getByTestId('flash')
      .filter({ hasText: 'There was an error querying sites' })
      .waitFor();

    await page.unroute('**/graphql');
    await failOperation(page, 'CreateCustomerPriceMutation');
    const save = dialog.getByRole('button', { name: 'Save Customer Price' });
    await save.click();
    await page.getByTestId('flash').filter({ hasText: 'Error saving customer price' }).waitFor();
    // A failed save can be tried again.
    expect(await save.isDisabled()).toBe(false);
  });

  it.each(['staff@demo.local', 'admin@demo.local', 'reader@demo.local'])(
    '%s gets no price calculator',
    async (email) => {
      const page = await open(email);
      expect(await cards(page).count()).toBeGreaterThan(0);
      expect(await page.getByRole('button', { name: 'Price Calculator' }).count()).toBe(0);
    },
  );

  it('says next to each field what is missing or wrong, keeping the save flash', async () => {
    const page = await open('sales@demo.local');
    const { dialog } = await openCalculator(page);
    const priceInput = dialog.getByLabel('Price', { exact: true });
    await priceInput.fill('abc');
    await dialog
      .getByText('Enter the price as a number of dollars, e.g. 325.00', { exact: true })
      .waitFor();
    expect(await priceInput.getAttribute('aria-invalid')).toBe('true');
    await priceInput.fill('');
    await dialog.getByText('Enter a price', { exact: true }).waitFor();
    await dialog.getByLabel('Overage (per ton)').fill('7x');
    await dialog
      .getByText('Enter a number of dollars, e.g. 75.00, or leave it empty', { exact: true })
      .waitFor();
    await dialog.getByRole('button', { name: 'Next: Create Record' }).click();

    // No customer, no date, no price: each field says so, and the spec's flash still shows.
    await dialog.getByLabel('Effective date').fill('');
    await dialog.getByRole('button', { name: 'Save Customer Price' }).click();
    await page.getByTestId('flash').filter({ hasText: 'Error saving customer price' }).waitFor();
    await dialog.getByText('Choose a customer', { exact: true }).waitFor();
    await dialog.getByText('Choose an effective date', { exact: true }).waitFor();
    await expect(dialog.getByTestId('record-price-error').textContent()).resolves.toBe(
      'Price (step 1): Enter a price',
    );
    // The messages follow the fields: a chosen customer and date clear theirs.
    await pickFirst(page, 'customer', '5000');
    await dialog.getByLabel('Effective date').fill(todayLocal());
    expect(await dialog.getByText('Choose a customer', { exact: true }).count()).toBe(0);
    expect(await dialog.getByText('Choose an effective date', { exact: true }).count()).toBe(0);
    expect(env.current!.errors).toEqual([]);
  });
});
