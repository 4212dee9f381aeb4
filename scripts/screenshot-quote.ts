// Screenshots of the quote pages in headless chromium, written to screenshots/ (git-ignored):
// `npx tsx scripts/screenshot-quote.ts` (builds the web app first when there is no build).
import fs from 'node:fs';
import path from 'node:path';
import { launchBrowser, openPage } from '../tests/helpers/browser.ts';
import { startStack } from '../tests/e2e/stack.ts';

const out = path.resolve('screenshots');
fs.mkdirSync(out, { recursive: true });

const stack = await startStack({ featureCustomerPricing: true });
const browser = await launchBrowser();
try {
  const { page, errors } = await openPage(browser, stack.url, { width: 1440, height: 900 });
  const shot = async (name: string, fullPage = true) => {
    await page.screenshot({ path: path.join(out, `${name}.png`), fullPage });
    console.log(`screenshots/${name}.png  ${page.url()}`);
  };
  await page.goto('/login');
  await page.getByLabel('Email').fill('admin@demo.local');
  await page.getByLabel('Password').fill('demo-password');
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL('**/quote');
  await page.getByRole('combobox').fill('60601');
  await page.getByRole('option').first().waitFor();
  await shot('quote-suggestions');
  await page.getByRole('option').first().click();
  await page.getByTestId('product-card').first().waitFor();
  await page.waitForTimeout(1000);
  await shot('quote-result-admin', false);
  await shot('quote-result-admin-full');
  await page.getByTestId('product-card').first().getByText('Availability').click();
  await page.mouse.wheel(0, 900);
  await page.waitForTimeout(800);
  await shot('quote-result-scrolled', false);
  await page.goto('/quote');
  await page.getByTestId('search-history').waitFor();
  await shot('quote-history');
  if (errors.length) console.log('page errors:', errors);

  // The price calculator of a B2B Sales user, and the results on a narrow screen.
  const sales = await openPage(browser, stack.url, { width: 1280, height: 900 });
  await sales.page.goto('/login');
  await sales.page.getByLabel('Email').fill('sales@demo.local');
  await sales.page.getByLabel('Password').fill('demo-password');
  await sales.page.getByRole('button', { name: 'Login' }).click();
  await sales.page.waitForURL('**/quote');
  await sales.page.getByRole('combobox').fill('30002');
  await sales.page.getByRole('option').first().click();
  await sales.page.getByTestId('product-card').first().waitFor();
  await sales.page.getByRole('button', { name: 'Price Calculator' }).first().click();
  await sales.page.getByTestId('price-breakdown').waitFor();
  await sales.page.waitForTimeout(500);
  await sales.page.screenshot({ path: path.join(out, 'calculator-calculate.png') });
  await sales.page.getByRole('tab', { name: '2. Create Record' }).click();
  await sales.page.getByLabel('Search customer').fill('5000');
  await sales.page.getByRole('option').first().click();
  await sales.page.waitForTimeout(300);
  await sales.page.screenshot({ path: path.join(out, 'calculator-create.png') });
  console.log('screenshots/calculator-calculate.png, calculator-create.png');
  await sales.page.keyboard.press('Escape');
  await sales.page.setViewportSize({ width: 390, height: 844 });
  await sales.page.waitForTimeout(500);
  await sales.page.screenshot({ path: path.join(out, 'quote-result-narrow.png') });
  console.log('screenshots/quote-result-narrow.png');
  await sales.context.close();
} finally {
  await browser.close();
  await stack.close();
}
