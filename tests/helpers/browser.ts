// Headless Debian chromium through playwright-core for the browser tests (no downloaded browsers).
import fs from 'node:fs';
import path from 'node:path';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type Locator,
  type Page,
} from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** Hosts of Google Maps (script, tiles, fonts): the tests run offline, so requests to them are aborted. */
const GOOGLE_MAP_HOSTS =
  /(^|\.)(maps\.googleapis\.com|maps\.google\.com|maps\.gstatic\.com|khms\d*\.google\.com|fonts\.googleapis\.com|fonts\.gstatic\.com)$/;

/** True for a URL the tests must never fetch (Google's map hosts). */
export function isGoogleMapsUrl(url: URL): boolean {
  return GOOGLE_MAP_HOSTS.test(url.hostname);
}

/** Launches Debian's chromium headless. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
}

export interface TestPage {
  context: BrowserContext;
  page: Page;
  /** Uncaught page errors and console errors seen so far. */
  errors: string[];
}

/**
 * A fresh context (own cookies) and page on `baseURL`, with Google's map hosts blocked.
 * `httpCache`: keep the browser's HTTP cache, as a returning user's is (the benchmark's searches).
 * Playwright turns the cache off in a context that routes requests, so such a page blocks the
 * map hosts only where the app would call them: without a maps key (the stack's), it never does.
 */
export async function openPage(
  browser: Browser,
  baseURL: string,
  viewport = { width: 1280, height: 800 },
  { httpCache = false }: { httpCache?: boolean } = {},
): Promise<TestPage> {
  const context = await browser.newContext({ baseURL, viewport });
  if (!httpCache) await context.route(isGoogleMapsUrl, (route) => route.abort());
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  return { context, page, errors };
}

/**
 * Saves a screenshot for a person to look at, only when `E2E_SHOTS` names a folder
 * (`E2E_SHOTS=/tmp/shots npx jest ...`): a test run in CI takes none, since each full-page
 * capture costs a render of the whole page and nothing asserts on it.
 */
export async function shot(
  target: Page | Locator,
  name: string,
  options: { fullPage?: boolean; animations?: 'disabled' | 'allow' } = {},
): Promise<void> {
  const dir = process.env.E2E_SHOTS;
  if (!dir) return;
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, name.endsWith('.png') ? name : `${name}.png`);
  if ('goto' in target) await target.screenshot({ path: file, ...options });
  else await target.screenshot({ path: file, animations: options.animations });
}

/**
 * Runs the default query of an open /graphiql page until its response pane shows `text`. The
 * query editor (Monaco) loads in the background; on a loaded machine a click before it holds the
 * default query runs nothing (CI), so the click is repeated until the answer shows.
 */
export async function runGraphiqlUntil(page: Page, text: string, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  const run = page.locator('.graphiql-execute-button');
  await run.waitFor({ timeout: timeoutMs });
  await page
    .locator('.graphiql-query-editor')
    .getByText('viewer')
    .first()
    .waitFor({ timeout: timeoutMs });
  const answer = page.locator('.graphiql-response').getByText(text).first();
  for (;;) {
    await run.click();
    try {
      await answer.waitFor({ timeout: 10_000 });
      return;
    } catch (e) {
      if (Date.now() > deadline) {
        const pane = await page
          .locator('.graphiql-response')
          .innerText()
          .catch(() => '(no response pane)');
        throw new Error(`GraphiQL did not answer with ${text}; its response pane: ${pane}`, {
          cause: e,
        });
      }
    }
  }
}
