// The self-hosted GraphiQL: served at /graphiql, loads nothing from outside, and runs queries
// as the browser's session user (the cookie). Uses Debian's chromium.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser } from 'playwright-core';
import { buildGraphiql } from '../../gateway/graphiql/build.ts';
import { launchBrowser, runGraphiqlUntil } from '../helpers/browser.ts';
import { startHarness, type Harness } from './harness.ts';

let h: Harness;
let browser: Browser;
beforeAll(async () => {
  await buildGraphiql({ quiet: true });
  h = await startHarness();
  browser = await launchBrowser();
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await h?.close();
});

describe('/graphiql', () => {
  it('serves a page whose scripts and styles are all local', async () => {
    const res = await fetch(`${h.gateway.url}/graphiql`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/text\/html/);
    const html = await res.text();
    const refs = [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]!);
    expect(refs.length).toBeGreaterThan(0);
    for (const ref of refs) {
      expect(ref).toMatch(/^\/graphiql\/assets\//);
      expect((await fetch(`${h.gateway.url}${ref}`)).status).toBe(200);
    }
  });

  it('runs a query with the session cookie, offline', async () => {
    const cookie = await h.login('reader@demo.local');
    const [name, value] = [
      cookie.slice(0, cookie.indexOf('=')),
      cookie.slice(cookie.indexOf('=') + 1),
    ];
    const context = await browser.newContext();
    const outside: string[] = [];
    const origin = new URL(h.gateway.url).origin;
    await context.route(
      (url) => url.origin !== origin && url.protocol.startsWith('http'),
      (route) => {
        outside.push(route.request().url());
        return route.abort();
      },
    );
    await context.addCookies([
      { name, value, url: h.gateway.url, httpOnly: true, sameSite: 'Lax' },
    ]);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    try {
      await page.goto(`${h.gateway.url}/graphiql`);
      await runGraphiqlUntil(page, 'reader@demo.local');
      expect(outside).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
