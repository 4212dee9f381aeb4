// Login, session, route guard and top bar in headless chromium against the real main API and
// the gateway serving the built web app.
import { describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { useBrowserStack } from './browserStack.ts';

const PASSWORD = 'demo-password';
const EVERYONE = ['Quote search', 'Search History', 'Feedback', 'Help', 'Logout'];

/** What docs/decisions.md#demo-users lets each demo user see in the top bar, and the name shown. */
const DEMO = [
  {
    email: 'admin@demo.local',
    label: 'Ada (Int)',
    entries: [
      'Quote search',
      'Alerts',
      'Exception Report',
      'Availability Report',
      'Collections',
      'Search History',
      'Feedback',
      'Help',
      'Logout',
    ],
  },
  { email: 'sales@demo.local', label: 'Sam (Int)', entries: EVERYONE },
  { email: 'staff@demo.local', label: 'Stacy (Int)', entries: EVERYONE },
  { email: 'reader@demo.local', label: 'Rita (Int)', entries: EVERYONE },
  { email: 'hauler@demo.local', label: 'hauler (Haul)', entries: EVERYONE },
];

const env = useBrowserStack();

async function open(): Promise<Page> {
  return env.open();
}

async function logIn(page: Page, email: string, password = PASSWORD) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

const topBarEntries = (page: Page) =>
  page
    .locator('header [data-nav-entry]')
    .evaluateAll((els) => els.map((e) => e.getAttribute('data-nav-entry')));

describe('login and the top bar', () => {
  it.each(DEMO)('$email sees exactly the entries their roles allow', async (user) => {
    const page = await open();
    await logIn(page, user.email);
    await page.waitForURL('**/quote');
    await expect(page.getByTestId('user-label').textContent()).resolves.toBe(user.label);
    expect(await topBarEntries(page)).toEqual(user.entries);
    // The URL changes a moment before the page renders (router updates run in a transition).
    await page.getByRole('heading', { name: 'Quote search' }).waitFor();
    expect(env.current!.errors).toEqual([]);
  });

  it('shows no top bar when logged out, and / goes to /quote then /login', async () => {
    const page = await open();
    await page.goto('/');
    await page.waitForURL('**/login');
    await page.getByRole('button', { name: 'Login' }).waitFor();
    expect(await page.locator('header').count()).toBe(0);
  });

  it('/ redirects a logged-in user to /quote, and an unknown path shows the quote page', async () => {
    const page = await open();
    await logIn(page, 'staff@demo.local');
    await page.waitForURL('**/quote');
    await page.goto('/');
    await page.waitForURL('**/quote');
    await page.goto('/no/such/page');
    await page.getByText('Welcome, Stacy').waitFor();
    expect(new URL(page.url()).pathname).toBe('/no/such/page');
  });

  it('the session survives a reload (cookie), and Help opens /docs/ in a new tab', async () => {
    const page = await open();
    await logIn(page, 'reader@demo.local');
    await page.waitForURL('**/quote');
    await page.reload();
    await page.getByText('Welcome, Rita').waitFor();
    const help = page.locator('header a[data-nav-entry="Help"]');
    expect(await help.getAttribute('href')).toBe('/docs/');
    expect(await help.getAttribute('target')).toBe('_blank');
    const [helpTab] = await Promise.all([page.context().waitForEvent('page'), help.click()]);
    await helpTab.getByRole('heading', { name: 'Staff help' }).waitFor();
    expect(new URL(helpTab.url()).pathname).toBe('/docs/');
  });

  it('the staff help needs a session', async () => {
    const page = await open();
    await page.goto('/docs/');
    await page.waitForURL('**/login');
  });
});

describe('login page states', () => {
  it('requires email and password before sending anything', async () => {
    const page = await open();
    let graphqlCalls = 0;
    page.on('request', (r) => {
      if (r.url().endsWith('/graphql') && r.postData()?.includes('LoginMutation')) graphqlCalls++;
    });
    await page.goto('/login');
    await page.getByRole('button', { name: 'Login' }).click();
    await page.getByText('Email is required').waitFor();
    await page.getByText('Password is required').waitFor();
    await page.getByLabel('Email').fill('staff@demo.local');
    await page.getByRole('button', { name: 'Login' }).click();
    await page.getByText('Password is required').waitFor();
    expect(await page.getByText('Email is required').count()).toBe(0);
    expect(graphqlCalls).toBe(0);
  });

  it('shows Processing Login... while the login is in flight', async () => {
    const page = await open();
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    await page.route('**/graphql', async (route) => {
      if (route.request().postData()?.includes('LoginMutation')) await held;
      await route.continue();
    });
    await logIn(page, 'staff@demo.local');
    const button = page.getByRole('button', { name: 'Processing Login...' });
    await button.waitFor();
    expect(await button.isDisabled()).toBe(true);
    release();
    await page.waitForURL('**/quote');
  });

  it('a wrong password shows the error state and keeps the user logged out', async () => {
    const page = await open();
    await logIn(page, 'staff@demo.local', 'not-the-password');
    const error = page.getByTestId('login-error');
    await error.waitFor();
    expect(await error.textContent()).toContain('Wrong email or password.');
    expect(new URL(page.url()).pathname).toBe('/login');
    expect(await page.locator('header').count()).toBe(0);
    await page.goto('/quote');
    await page.waitForURL('**/login');
  });

  it('an unexpected failure shows "An error occurred during login"', async () => {
    const page = await open();
    await page.route('**/graphql', (route) =>
      route.request().postData()?.includes('LoginMutation')
        ? route.fulfill({ status: 502, contentType: 'text/html', body: 'Bad gateway' })
        : route.continue(),
    );
    await logIn(page, 'staff@demo.local');
    const error = page.getByTestId('login-error');
    await error.waitFor();
    expect(await error.textContent()).toContain('An error occurred during login');
  });

  it('Forgot Password shows the reset form and then the sent message', async () => {
    const page = await open();
    await page.goto('/login');
    await page.getByRole('button', { name: 'Forgot Password?' }).click();
    await page.getByRole('heading', { name: 'Reset your password' }).waitFor();
    await page.getByRole('button', { name: 'Send Reset Email' }).click();
    await page.getByText('Email is required').waitFor();
    await page.getByLabel('Email').fill('staff@demo.local');
    await page.getByRole('button', { name: 'Send Reset Email' }).click();
    await page.getByText('A reset password email has been sent to you!').waitFor();
    await page.getByRole('button', { name: 'Back to Login' }).click();
    await page.getByRole('button', { name: 'Login' }).waitFor();
  });
});

describe('logout and the route guard', () => {
  it('logout returns to /login, hides the top bar and ends the session', async () => {
    const page = await open();
    await logIn(page, 'sales@demo.local');
    await page.waitForURL('**/quote');
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL('**/login');
    await page.getByRole('button', { name: 'Login' }).waitFor();
    expect(await page.locator('header').count()).toBe(0);
    // The cookie is gone too: a fresh load of a guarded page goes back to /login.
    await page.goto('/quote');
    await page.waitForURL('**/login');
  });

  it('a page the user may not open shows the permission warning and goes on to /quote (via /login)', async () => {
    const page = await open();
    await logIn(page, 'reader@demo.local');
    await page.waitForURL('**/quote');
    await page.goto('/exception-report');
    const flash = page.getByTestId('flash');
    await flash.waitFor();
    expect(await flash.textContent()).toContain('You do not have permission to access this page');
    expect(await flash.getAttribute('data-severity')).toBe('warning');
    // /login sends a logged-in user on to /quote.
    await page.waitForURL('**/quote');
    // The warning lasts 1.5 s.
    await flash.waitFor({ state: 'detached', timeout: 4000 });
  });

  it('a Super Admin opens the admin pages from the top bar', async () => {
    const page = await open();
    await logIn(page, 'admin@demo.local');
    await page.waitForURL('**/quote');
    for (const name of ['Alerts', 'Exception Report', 'Availability Report']) {
      await page.getByRole('link', { name }).click();
      await page.getByRole('heading', { name }).waitFor();
    }
    expect(env.current!.errors).toEqual([]);
  });

  it('Feedback is open to any logged-in user and says when no form is configured', async () => {
    const page = await open();
    await logIn(page, 'hauler@demo.local');
    await page.waitForURL('**/quote');
    await page.getByRole('link', { name: 'Feedback' }).click();
    await page.getByRole('heading', { name: 'Feedback' }).waitFor();
    await page.getByText('No feedback form is configured for this installation.').waitFor();
  });

  it('a page whose query fails shows the error with a retry that recovers', async () => {
    const page = await open();
    await logIn(page, 'staff@demo.local');
    await page.waitForURL('**/quote');
    // An error of the request itself (an aborted request or a 503 is an outage: outage.test.ts).
    const failing = (route: import('playwright-core').Route) =>
      route.request().postData()?.includes('FeedbackPageQuery')
        ? route.fulfill({
            status: 500,
            contentType: 'application/json',
            body: JSON.stringify({
              errors: [
                {
                  message: 'Internal server error',
                  extensions: { code: 'INTERNAL_SERVER_ERROR' },
                },
              ],
            }),
          })
        : route.continue();
    await page.route('**/graphql', failing);
    await page.getByRole('link', { name: 'Feedback' }).click();
    await page.getByText('This page could not be loaded').waitFor();
    expect(await page.locator('header [data-nav-entry]').count()).toBeGreaterThan(0);
    await page.unroute('**/graphql', failing);
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.getByText('No feedback form is configured for this installation.').waitFor();
    env.current!.errors.length = 0; // the failed request logs a console error on purpose
  });

  it('a guarded page without a session goes to /login', async () => {
    const page = await open();
    await page.goto('/availability-report');
    await page.waitForURL('**/login');
    expect(await page.getByTestId('flash').count()).toBe(0);
  });
});
