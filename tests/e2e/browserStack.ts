// The browser-test lifecycle, apart from stack.ts so that scripts (the benches) can start a stack
// without loading jest's globals.
import { afterAll, afterEach, beforeAll } from '@jest/globals';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, openPage, type TestPage } from '../helpers/browser.ts';
import { startStack, type Stack } from './stack.ts';

/**
 * The browser-test lifecycle shared by the e2e files: one stack and one Chromium per file, a
 * fresh browser context per test (closed after it). Call at the top level of a test file.
 */
export function useBrowserStack(
  overrides?: Parameters<typeof startStack>[0],
  opts?: Parameters<typeof startStack>[1],
) {
  let stack: Stack | undefined;
  let browser: Browser | undefined;
  let current: TestPage | undefined;
  beforeAll(async () => {
    stack = await startStack(overrides, opts);
    browser = await launchBrowser();
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await stack?.close();
  });
  afterEach(async () => {
    await current?.context.close();
    current = undefined;
  });
  return {
    get stack() {
      return stack!;
    },
    get browser() {
      return browser!;
    },
    /** The page opened by `open` in the running test. */
    get current() {
      return current;
    },
    /** Opens a page in a fresh context on the gateway's URL. */
    async open(viewport?: { width: number; height: number }): Promise<Page> {
      current = await openPage(browser!, stack!.url, viewport);
      return current.page;
    },
  };
}
