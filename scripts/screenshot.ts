// Screenshots of the web app in headless chromium, written to screenshots/ (git-ignored):
// `npx tsx scripts/screenshot.ts` (builds the web app first when there is no build).
import fs from 'node:fs';
import path from 'node:path';
import { launchBrowser, openPage } from '../tests/helpers/browser.ts';
import { startStack } from '../tests/e2e/stack.ts';

const out = path.resolve('screenshots');
fs.mkdirSync(out, { recursive: true });

const stack = await startStack();
const browser = await launchBrowser();
try {
  const { page, errors } = await openPage(browser, stack.url);
  const shot = async (name: string) => {
    await page.screenshot({ path: path.join(out, `${name}.png`), fullPage: true });
    console.log(`screenshots/${name}.png  ${page.url()}`);
  };
  await page.goto('/login');
  await page.getByRole('button', { name: 'Login' }).waitFor();
  await shot('login-idle');
  await page.getByRole('button', { name: 'Login' }).click();
  await shot('login-required');
  await page.getByLabel('Email').fill('staff@demo.local');
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Login' }).click();
  await page.getByTestId('login-error').waitFor();
  await shot('login-error');
  await page.getByRole('button', { name: 'Forgot Password?' }).click();
  await shot('login-reset-form');
  await page.getByLabel('Email').fill('staff@demo.local');
  await page.getByRole('button', { name: 'Send Reset Email' }).click();
  await page.getByTestId('reset-sent').waitFor();
  await shot('login-reset-sent');
  await page.getByRole('button', { name: 'Back to Login' }).click();
  await page.getByLabel('Email').fill('admin@demo.local');
  await page.getByLabel('Password').fill('demo-password');
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL('**/quote');
  await page.getByText('Welcome, Ada').waitFor();
  await shot('quote-admin');
  await page.getByRole('link', { name: 'Exception Report' }).click();
  await page.getByRole('heading', { name: 'Exception Report', level: 1 }).waitFor();
  await shot('exception-report-admin');
  await page.getByRole('button', { name: 'Logout' }).click();
  await page.waitForURL('**/login');
  await page.getByLabel('Email').fill('staff@demo.local');
  await page.getByLabel('Password').fill('demo-password');
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL('**/quote');
  await page.goto('/exception-report');
  await page.getByText('You do not have permission to access this page').waitFor();
  await shot('permission-warning');
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/quote');
  await page.getByText('Welcome, Stacy').waitFor();
  await shot('quote-staff-narrow');
  if (errors.length) console.log('page errors:', errors);
} finally {
  await browser.close();
  await stack.close();
}
