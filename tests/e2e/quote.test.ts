// Over 300 lines: the quote flow in one browser stack (each test file starts its own).
// /quote and /quote/result in headless chromium against the real main API (demo data) and the
// gateway serving the built web app: search, filters, network switch, expand search, sorting,
// lazy cards, clock, copy buttons, pin drag, empty states, history, multi-zip, admin toggles.
import { describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { openPage } from '../helpers/browser.ts';
import { useBrowserStack } from './browserStack.ts';
import {
  cardAttr,
  cards,
  changeList,
  countChangedFrom,
  logIn,
  resultCount,
  searchZip,
  toggleFilter,
  waitForResults,
  ZIP_BOTH,
  ZIP_IN_ONLY,
  ZIP_NONE,
  ZIP_OUT_ONLY,
} from './quoteHelpers.ts';

const env = useBrowserStack();

async function open(email = 'staff@demo.local'): Promise<Page> {
  const page = await env.open({ width: 1280, height: 900 });
  await logIn(page, email);
  return page;
}

const leading = (s: string) => Number(/^\d+/.exec(s)?.[0] ?? Infinity);

describe('quote search page', () => {
  it('suggests places from 2 characters, adds the ZIP text search at 5 digits, and opens the results', async () => {
    const page = await open();
    const box = page.getByRole('combobox');
    const options = page.getByRole('listbox', { name: 'Place suggestions' }).getByRole('option');
    await box.fill('6');
    await page.waitForTimeout(600);
    expect(await options.count()).toBe(0);
    await box.fill('Chicago');
    await options.first().waitFor();
    expect(await options.count()).toBeGreaterThan(0);
    await box.fill(ZIP_BOTH);
    await options.filter({ hasText: 'Chicago, IL 60601' }).first().waitFor();
    await options.filter({ hasText: 'Chicago, IL 60601' }).first().click();
    await page.waitForURL('**/quote/result/**');
    await waitForResults(page);
    await expect(page.getByTestId('address-title').textContent()).resolves.toBe(
      'Chicago, IL 60601, USA',
    );
    await expect(page.getByTestId('market-name').textContent()).resolves.toBe('Chicago (IL)');
    expect(await resultCount(page)).toBeGreaterThan(9);
    // A card carries the items of spec 2.
    const card = cards(page).first();
    await expect(card.getByTestId('card-price').textContent()).resolves.toMatch(
      /^\$\d[\d,]*\.\d{2}$/,
    );
    for (const label of [
      'Overage / ton',
      'Extension / day',
      'Profitability',
      'Sold (45 days)',
      'Availability',
    ])
      expect(await card.getByText(label, { exact: true }).count()).toBe(1);
    await expect(card.getByTestId('card-tax').textContent()).resolves.toMatch(/^\+ tax \$/);
    expect(await page.getByRole('link', { name: 'Google Maps' }).getAttribute('href')).toContain(
      'google.com/maps',
    );
    expect(await page.getByRole('link', { name: 'Bing Maps' }).getAttribute('href')).toContain(
      'bing.com/maps',
    );
    await page.getByTestId('rate-card-prompt').waitFor();
    await page.getByText(/^Geo Notes \(\d+\)$/).waitFor();
    // The map is the offline one, with the pin.
    await page.locator('[data-map-provider=offline] .leaflet-marker-icon').first().waitFor();
    expect(env.current!.errors).toEqual([]);
  });

  it("flashes Google's rate limiting failure until dismissed", async () => {
    const page = await open();
    const message = 'There was a Google rate limiting failure - please rerun your search';
    await page.route('**/graphql', async (route) => {
      const body = route.request().postDataJSON() as { operationName?: string } | null;
      if (body?.operationName !== 'usePlaceSuggestionsQuery') return route.fallback();
      return route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({ errors: [{ message, extensions: { code: 'UPSTREAM' } }] }),
      });
    });
    await page.getByRole('combobox').fill('Chicago');
    const flash = page.getByTestId('flash').filter({ hasText: message });
    await flash.waitFor();
    expect(await flash.getAttribute('data-severity')).toBe('error');
    await page.waitForTimeout(2500);
    expect(await flash.count()).toBe(1);
    await flash.getByRole('button', { name: 'Dismiss' }).click();
    expect(await flash.count()).toBe(0);
  });

  it('keeps the last searches in Search History, reached from the top bar', async () => {
    const page = await open('reader@demo.local');
    await searchZip(page, ZIP_IN_ONLY);
    await searchZip(page, ZIP_BOTH);
    await page.getByRole('link', { name: 'Search History' }).click();
    await page.waitForURL('**/quote#search-history');
    const history = page.getByTestId('search-history');
    await history.getByText('Chicago, IL 60601, USA').first().waitFor();
    const entries = await history.locator('li').allTextContents();
    expect(entries.length).toBeGreaterThanOrEqual(2);
    expect(entries.length).toBeLessThanOrEqual(5);
    expect(entries[0]).toContain('60601');
    expect(entries[1]).toContain('60029');
    await history.getByRole('link').first().click();
    await page.waitForURL('**/quote/result/**');
    await waitForResults(page);
  });

  it('takes several ZIP codes: comma separated, spaces removed, duplicates ignored, Enter submits', async () => {
    const page = await open();
    const input = page.getByLabel('ZIP codes, comma separated');
    await input.pressSequentially('60601, 60 029,60601,');
    await expect(page.getByTestId('zip-chip').allTextContents()).resolves.toEqual([
      '60601',
      '60029',
    ]);
    await input.press('Enter');
    const links = page.getByTestId('zip-results').getByRole('link');
    await links.nth(1).waitFor();
    await expect(links.allTextContents()).resolves.toEqual([
      '60601: Chicago, IL 60601, USA',
      expect.stringContaining('60029:'),
    ]);
    // One ZIP goes straight to its results.
    await page.getByRole('button', { name: 'Remove 60029' }).click();
    await input.press('Enter');
    await page.waitForURL('**/quote/result/**');
    await waitForResults(page);
  });

  it('the Haulers choice groups the results by hauler', async () => {
    const page = await open('reader@demo.local');
    await page.getByText('Haulers', { exact: true }).click();
    // The saved choice shows before the search starts (the radio keeps focus until then).
    await page.waitForFunction(
      () =>
        (document.querySelector('input[type=radio][value=hauler]') as HTMLInputElement | null)
          ?.checked,
    );
    await page.waitForTimeout(300);
    await searchZip(page, ZIP_BOTH);
    await page.getByTestId('hauler-group').first().waitFor();
    await page.getByTestId('results-toolbar').getByText('Product', { exact: true }).click();
    await page.waitForFunction(() => !document.querySelector('[data-testid=hauler-group]'));
    await page.goto('/quote');
    await page.getByText('Dumpsters', { exact: true }).click();
  });
});

describe('quote results', () => {
  it('shows 3 cards first and 6 more per scroll', async () => {
    const page = await open();
    await searchZip(page, ZIP_BOTH);
    expect(await cards(page).count()).toBe(3);
    await page.getByTestId('results-sentinel').scrollIntoViewIfNeeded();
    await cards(page).nth(8).waitFor();
    expect(await cards(page).count()).toBe(9);
    await page.getByTestId('results-sentinel').scrollIntoViewIfNeeded();
    await cards(page).nth(14).waitFor();
    expect(await cards(page).count()).toBe(15);
  });

  it('every filter changes the list; Hide No Service is on by default; Show More / Show Fewer', async () => {
    const page = await open();
    await searchZip(page, ZIP_BOTH);
    expect(await page.getByRole('checkbox', { name: 'Hide No Service' }).isChecked()).toBe(true);
    const total = await resultCount(page);

    await toggleFilter(page, 'Sizes', '10 Yard');
    const sized = await countChangedFrom(page, total);
    expect(sized).toBeGreaterThan(0);
    expect(new Set(await cardAttr(page, 'data-size'))).toEqual(new Set(['10 Yard']));
    await toggleFilter(page, 'Sizes', '10 Yard');
    await countChangedFrom(page, sized);

    for (const [group, label] of [
      ['Tonnage', '5T'],
      ['Waste Types', 'Yard Waste'],
      ['Availability', /^Saturday/],
      ['Cost Structures', 'Commercial'],
      ['Service Areas', /^Chicago/],
    ] as const) {
      await toggleFilter(page, group, label);
      const n = await countChangedFrom(page, total);
      expect(n).toBeLessThan(total);
      await toggleFilter(page, group, label);
      expect(await countChangedFrom(page, n)).toBe(total);
    }

    await page
      .getByRole('group', { name: 'Waste Types' })
      .locator('label')
      .filter({ hasText: 'Yard Waste' })
      .click();
    const yard = await countChangedFrom(page, total);
    expect(new Set(await cardAttr(page, 'data-waste'))).toEqual(new Set(['Yard Waste']));
    await page
      .getByRole('group', { name: 'Waste Types' })
      .locator('label')
      .filter({ hasText: 'Yard Waste' })
      .click();
    await countChangedFrom(page, yard);

    await page.getByText('Hide Must Call').click();
    const noMustCall = await countChangedFrom(page, total);
    expect(noMustCall).toBeLessThan(total);
    await page.getByText('Hide Must Call').click();
    await countChangedFrom(page, noMustCall);

    await changeList(page, () => page.getByText('Hide No Service').click());
    expect(await resultCount(page)).toBeGreaterThanOrEqual(total);

    const areas = page.getByRole('group', { name: 'Service Areas' }).locator('label');
    expect(await areas.count()).toBe(5);
    await page.getByRole('button', { name: 'Show More' }).click();
    expect(await areas.count()).toBeGreaterThan(5);
    await page.getByRole('button', { name: 'Show Fewer' }).click();
    expect(await areas.count()).toBe(5);
  });

  it('shows the empty filter state when nothing matches', async () => {
    const page = await open();
    await searchZip(page, ZIP_BOTH);
    await toggleFilter(page, 'Sizes', '10 Yard');
    await toggleFilter(page, 'Tonnage', '5T');
    await page.getByText('There are no products that meet your filter criteria.').waitFor();
    expect(await cards(page).count()).toBe(0);
  });

  it('the network switch shows only the types present, with its notes', async () => {
    const page = await open();
    await searchZip(page, ZIP_BOTH);
    const toolbar = page.getByTestId('results-toolbar');
    expect(new Set(await cardAttr(page, 'data-network'))).toEqual(new Set(['inNetwork']));
    const inCount = await resultCount(page);
    await toolbar.getByText('Out of Network', { exact: true }).click();
    const outCount = await countChangedFrom(page, inCount);
    expect(new Set(await cardAttr(page, 'data-network'))).toEqual(new Set(['outOfNetwork']));
    await toolbar.getByText('All', { exact: true }).click();
    expect(await countChangedFrom(page, outCount)).toBe(inCount + outCount);
    expect(await page.getByTestId('network-note').count()).toBe(0);

    await searchZip(page, ZIP_IN_ONLY);
    await page.getByTestId('network-note').filter({ hasText: 'No Out Network Options' }).waitFor();
    expect(await toolbar.getByText('Out of Network', { exact: true }).count()).toBe(0);
    expect(await toolbar.getByText('All', { exact: true }).count()).toBe(0);

    // Only out-of-network haulers: the switch starts on Out of Network.
    await searchZip(page, ZIP_OUT_ONLY);
    await page.getByTestId('network-note').filter({ hasText: 'No In Network Options' }).waitFor();
    expect(await cards(page).count()).toBeGreaterThan(0);
    expect(new Set(await cardAttr(page, 'data-network'))).toEqual(new Set(['outOfNetwork']));
  });

  it('an address no zone serves shows the empty search state; Expand Search finds zones within 40 miles', async () => {
    const page = await open();
    await searchZip(page, ZIP_NONE);
    await page
      .getByText('No Results: cannot service this area and no out of network products.')
      .waitFor();
    await page.getByTestId('network-note').filter({ hasText: 'No Network Options' }).waitFor();
    await page.getByRole('button', { name: 'Expand Search' }).click();
    await page.waitForURL(/nearby=1/);
    await cards(page).first().waitFor();
    await page.getByText('Expanded search: zones within 40 miles').waitFor();
    expect(await resultCount(page)).toBeGreaterThan(0);
  });

  it('sorts by def, waste and size', async () => {
    const page = await open();
    await searchZip(page, ZIP_BOTH);
    await page.getByTestId('results-sentinel').scrollIntoViewIfNeeded();
    await cards(page).nth(8).waitFor();
    const sort = page.getByLabel('Sort');
    expect(await sort.inputValue()).toBe('def');
    const def = await cardAttr(page, 'data-product-id');

    await changeList(page, () => sort.selectOption('size'));
    const sizes = (await cardAttr(page, 'data-size')).map(leading);
    expect(sizes).toEqual([...sizes].sort((a, b) => a - b));
    expect(sizes[0]).toBe(10);

    await changeList(page, () => sort.selectOption('waste'));
    const wastes = await cardAttr(page, 'data-waste');
    expect(wastes).toEqual([...wastes].sort((a, b) => a.localeCompare(b)));
    expect(wastes[0] < wastes[wastes.length - 1] || wastes.every((w) => w === wastes[0])).toBe(
      true,
    );

    await changeList(page, () => sort.selectOption('def'));
    expect((await cardAttr(page, 'data-product-id')).slice(0, 3)).toEqual(def.slice(0, 3));
    // Within one sort, cheaper first when the keys tie.
    await changeList(page, () => sort.selectOption('size'));
    const firstTen = await cards(page).evaluateAll((els) =>
      els
        .filter((e) => e.getAttribute('data-size') === '10 Yard')
        .map((e) => Number(e.getAttribute('data-price'))),
    );
    expect(firstTen).toEqual([...firstTen].sort((a, b) => a - b));
  });

  it("ticks the address's local time every second (h:mm A)", async () => {
    const page = await open();
    await searchZip(page, ZIP_BOTH);
    const clock = page.getByTestId('local-time');
    await expect(clock.textContent()).resolves.toMatch(
      /^\d{1,2}:\d{2} (AM|PM) Central (Standard|Daylight) Time$/,
    );
    const first = await clock.getAttribute('data-seconds');
    await page.waitForFunction(
      (s) => document.querySelector('[data-testid=local-time]')?.getAttribute('data-seconds') !== s,
      first,
      { timeout: 2500 },
    );
  });

  it('copies to the clipboard with the flashes of the spec', async () => {
    const page = await open();
    await env.current!.context.grantPermissions(['clipboard-read', 'clipboard-write'], {
      origin: env.stack.url,
    });
    await searchZip(page, ZIP_BOTH);
    const card = cards(page).first();
    const hauler = (await card.getByTestId('card-hauler').textContent())!;
    await card.getByRole('button', { name: 'Copy hauler name' }).click();
    await page
      .getByTestId('flash')
      .filter({ hasText: `Copied ${hauler} to clipboard` })
      .waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(hauler);
    // The success flash hides itself after 1.5 s.
    await page.waitForTimeout(1800);
    expect(await page.getByTestId('flash').count()).toBe(0);

    await page.evaluate(() => {
      navigator.clipboard.writeText = () => Promise.reject(new Error('denied'));
    });
    const price = (await card.getByTestId('card-price').textContent())!;
    await card.getByRole('button', { name: 'Copy price' }).click();
    await page
      .getByTestId('flash')
      .filter({ hasText: `Error copying ${price} to clipboard` })
      .waitFor();
  });

  it('reruns the search 1.5 s after the pin is dragged; leaving the page cancels a pending rerun', async () => {
    const page = await open();
    await searchZip(page, ZIP_BOTH);
    const before = page.url();
    const pin = page.locator('[data-testid=results-map] .leaflet-marker-icon');
    // Times taken in the page: the drop (mouseup) and the moment the URL carries the new point.
    await page.evaluate(() => {
      const w = window as unknown as { dropAt?: number; rerunAt?: number };
      document.addEventListener('mouseup', () => (w.dropAt ??= performance.now()), true);
      const poll = setInterval(() => {
        if (location.search.includes('lat=')) {
          w.rerunAt = performance.now();
          clearInterval(poll);
        }
      }, 10);
    });
    const box = (await pin.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height - 4);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 - 60, box.y + box.height + 30, { steps: 8 });
    await page.mouse.up();
    await page.getByTestId('pin-pending').waitFor();
    expect(page.url()).toBe(before);
    // The page's own poll records rerunAt; waitForURL alone can return before its next tick.
    await page.waitForFunction(
      () => (window as unknown as { rerunAt?: number }).rerunAt !== undefined,
    );
    const { dropAt, rerunAt } = await page.evaluate(() => {
      const w = window as unknown as { dropAt: number; rerunAt: number };
      return { dropAt: w.dropAt, rerunAt: w.rerunAt };
    });
    expect(rerunAt - dropAt).toBeGreaterThanOrEqual(1500);
    expect(rerunAt - dropAt).toBeLessThan(3000);
    const url = new URL(page.url());
    expect(Number(url.searchParams.get('lng'))).toBeLessThan(-87.6181);
    await waitForResults(page);
    await page.waitForFunction(() => !document.querySelector('[data-testid=pin-pending]'));

    // Drag, then leave before 1.5 s: no search starts.
    const box2 = (await pin.boundingBox())!;
    await page.mouse.move(box2.x + box2.width / 2, box2.y + box2.height - 4);
    await page.mouse.down();
    await page.mouse.move(box2.x + box2.width / 2 + 50, box2.y + box2.height, { steps: 5 });
    await page.mouse.up();
    await page.getByRole('link', { name: 'Quote search' }).click();
    await page.waitForURL('**/quote');
    await page.waitForTimeout(2000);
    expect(new URL(page.url()).pathname).toBe('/quote');
  });

  it('resets the filters on leaving the results', async () => {
    const page = await open();
    await searchZip(page, ZIP_BOTH);
    const total = await resultCount(page);
    await toggleFilter(page, 'Sizes', '10 Yard');
    await countChangedFrom(page, total);
    await page.getByRole('link', { name: 'Quote search' }).click();
    await page.waitForURL('**/quote');
    await page.goBack();
    await waitForResults(page);
    expect(await resultCount(page)).toBe(total);
    expect(await page.getByRole('checkbox', { name: /10 Yard/ }).isChecked()).toBe(false);
  });

  it('admins get Hide Features with the overlay toggles; others do not', async () => {
    const page = await open('admin@demo.local');
    await searchZip(page, ZIP_BOTH);
    const hide = page.getByTestId('hide-features');
    await expect(hide.locator('label').allTextContents()).resolves.toEqual([
      'geo-note',
      'special-use',
      'locale',
      'msa',
      'marker',
    ]);
    // The market outline is drawn once its boundary arrives; the msa toggle hides it.
    const msa = '[data-testid=results-map] path.map-shape-msa';
    await page.locator(msa).first().waitFor();
    // Checks a toggle and waits until its box is checked (a click during a re-render may be lost).
    const turnOn = async (name: string) => {
      const box = hide.getByRole('checkbox', { name });
      for (let i = 0; i < 3 && !(await box.isChecked()); i++) {
        await hide.locator('label').filter({ hasText: name }).click();
        await page.waitForTimeout(300);
      }
      expect(await box.isChecked()).toBe(true);
    };
    await turnOn('msa');
    await page.waitForFunction((sel) => !document.querySelector(sel), msa);
    await turnOn('marker');
    await page.waitForFunction(
      () => !document.querySelector('[data-testid=results-map] .leaflet-marker-icon'),
    );

    const staff = await openPage(env.browser, env.stack.url);
    try {
      await logIn(staff.page, 'staff@demo.local');
      await searchZip(staff.page, ZIP_BOTH);
      expect(await staff.page.getByTestId('hide-features').count()).toBe(0);
    } finally {
      await staff.context.close();
    }
  });

  it('draws the searched county, loading the county outlines of the states in view only', async () => {
    const page = await open();
    const counties: string[] = [];
    page.on('request', (r) => {
      const m = /\/geo\/counties\/(\d\d)\.json$/.exec(new URL(r.url()).pathname);
      if (m) counties.push(m[1]);
    });
    await searchZip(page, ZIP_BOTH);
    // The locale overlay: Cook County's outline, dashed, from Illinois' file (FIPS 17).
    await page.locator('[data-testid=results-map] path[stroke-dasharray="6 4"]').waitFor();
    expect(counties).toContain('17');
    // Not the country's 3,231 counties: California's and Texas' are far from the view.
    expect(counties).not.toContain('06');
    expect(counties).not.toContain('48');
    expect(counties.length).toBeLessThan(6);
  });

  it('hides the colour overlays at zoom 18 and above and shows them again below', async () => {
    const page = await open();
    await searchZip(page, ZIP_BOTH);
    const map = page.locator('[data-testid=results-map] [data-map-provider=offline]');
    const overlays = page.locator('[data-testid=results-map] .leaflet-overlay-pane path');
    await overlays.first().waitFor();
    expect(await map.getAttribute('data-zoom')).toBe('10');
    const zoomIn = page.locator('[data-testid=results-map] .leaflet-control-zoom-in');
    for (let z = 11; z <= 18; z++) {
      await zoomIn.click();
      await page.waitForFunction(
        (n) =>
          document
            .querySelector('[data-testid=results-map] [data-zoom]')
            ?.getAttribute('data-zoom') === String(n),
        z,
      );
    }
    expect(await map.getAttribute('data-overlays')).toBe('hidden');
    expect(await overlays.count()).toBe(0);
    await page.locator('[data-testid=results-map] .leaflet-control-zoom-out').click();
    await page.waitForFunction(
      () =>
        document
          .querySelector('[data-testid=results-map] [data-zoom]')
          ?.getAttribute('data-overlays') === 'shown',
    );
    await overlays.first().waitFor();
  });

  it('shows the picture-in-picture map past the map, and it can be minimized', async () => {
    const page = await open();
    // From 1280 px the map column stays in view beside the list; narrower, the map scrolls away.
    await page.setViewportSize({ width: 1100, height: 900 });
    await searchZip(page, ZIP_BOTH);
    expect(await page.getByTestId('pip-map').count()).toBe(0);
    await page.getByTestId('results-sentinel').scrollIntoViewIfNeeded();
    await page.getByTestId('pip-map').waitFor();
    await page.getByTestId('pip-map').getByRole('button', { name: 'Minimize' }).click();
    expect(await page.getByTestId('pip-map').locator('.leaflet-container').count()).toBe(0);
    await page.getByTestId('pip-map').getByRole('button', { name: 'Show map' }).click();
    await page.getByTestId('pip-map').locator('.leaflet-container').waitFor();
  });

  it('draws the service areas (zones) on the results map', async () => {
    const page = await open();
    await searchZip(page, ZIP_BOTH);
    const zones = page.locator('[data-testid=results-map] path.map-shape-zone');
    await zones.first().waitFor();
    expect(await zones.count()).toBeGreaterThan(0);
    // Each outline has a drawn path (an SVG path with coordinates), not an empty one.
    const drawn = await zones.evaluateAll((els) =>
      els.filter((e) => (e.getAttribute('d') ?? '').length > 10),
    );
    expect(drawn.length).toBeGreaterThan(0);
    expect(env.current!.errors).toEqual([]);
  });

  it('View By starts on the searchType preference, is sent with the search, and a change is saved', async () => {
    const page = await open('sales@demo.local');
    const sent: unknown[] = [];
    page.on('request', (req) => {
      const body = req.method() === 'POST' ? (req.postDataJSON() as any) : null;
      if (body?.operationName === 'QuoteResultPageQuery') sent.push(body.variables?.searchType);
    });
    const viewBy = (v: 'hauler' | 'product') =>
      page
        .getByTestId('results-toolbar')
        .locator('[data-part=item]')
        .filter({ hasText: v === 'hauler' ? /^Hauler$/ : /^Product$/ });
    const groups = page.getByTestId('hauler-group');
    // The default preference is product.
    await searchZip(page, ZIP_BOTH);
    expect(sent).toEqual(['product']);
    expect(await viewBy('product').getAttribute('data-state')).toBe('checked');
    expect(await groups.count()).toBe(0);
    // Switching to Hauler groups the results and saves the preference.
    const saved = page.waitForResponse(
      (res) => res.request().postDataJSON()?.operationName === 'UpdatePreferencesMutation',
    );
    await viewBy('hauler').click();
    await groups.first().waitFor();
    expect((await (await saved).json()).data.updatePreferences.viewer.preferences).toMatchObject({
      searchType: 'hauler',
    });
    // A new visit starts on Hauler and sends it.
    await page.reload();
    await waitForResults(page);
    await groups.first().waitFor();
    expect(await viewBy('hauler').getAttribute('data-state')).toBe('checked');
    expect(sent.at(-1)).toBe('hauler');
    // Back to Product (the preference is restored for the other tests).
    const back = page.waitForResponse(
      (res) => res.request().postDataJSON()?.operationName === 'UpdatePreferencesMutation',
    );
    await viewBy('product').click();
    await back;
    await page.reload();
    await waitForResults(page);
    expect(await viewBy('product').getAttribute('data-state')).toBe('checked');
    expect(await groups.count()).toBe(0);
    expect(sent.at(-1)).toBe('product');
  });

  it('offers no price calculator while the feature is off, even to B2B Sales', async () => {
    const page = await open('sales@demo.local');
    await searchZip(page, ZIP_BOTH);
    expect(await page.getByRole('button', { name: 'Price Calculator' }).count()).toBe(0);
  });
});
