// The web app while the main API is out (issue 20): the page says 'The service is unavailable,
// retrying…' instead of going blank or to /login, and comes back by itself once the API answers,
// without the user reloading. A proxy between the gateway and the main API plays the outage.
import { describe, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { useBrowserStack } from './browserStack.ts';

const env = useBrowserStack({}, { mainApiProxy: true });
const MESSAGE = 'The service is unavailable, retrying…';

async function logIn(page: Page, email: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('demo-password');
  await page.getByRole('button', { name: 'Login' }).click();
  await page.getByRole('heading', { name: 'Quote search' }).waitFor();
}

describe('outage of the main API', () => {
  it('shows the outage message while the main API answers 503, and recovers by itself', async () => {
    const page = await env.open();
    await logIn(page, 'staff@demo.local');
    const proxy = env.stack.proxy!;
    proxy.intercept = (_req, res) => {
      res.writeHead(503, { 'content-type': 'text/html' }).end('<h1>Service Unavailable</h1>');
      return true;
    };
    try {
      // A fresh load of the page needs the session check of the main API.
      await page.reload();
      await page.getByText(MESSAGE).waitFor();
    } finally {
      proxy.intercept = null;
    }
    await page.getByRole('heading', { name: 'Quote search' }).waitFor({ timeout: 40_000 });
    await page.getByText(MESSAGE).waitFor({ state: 'detached' });
  });

  it('shows the outage message when the main API is down during a navigation, and the page loads once it is back', async () => {
    const page = await env.open();
    await logIn(page, 'admin@demo.local');
    const proxy = env.stack.proxy!;
    await proxy.down();
    try {
      await page.locator('header [data-nav-entry="Alerts"]').click();
      await page.getByText(MESSAGE).waitFor();
    } finally {
      await proxy.up();
    }
    await page.getByRole('heading', { name: 'Alerts' }).waitFor({ timeout: 40_000 });
    await page.getByText(MESSAGE).waitFor({ state: 'detached' });
  });
});
