// Over 300 lines: the reports flows in one browser stack (each test file starts its own).
// The Super Admin's collections and reports (issue 14) in headless chromium against the real
// main API (demo data) and the gateway serving the built web app.
import { describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { useBrowserStack } from './browserStack.ts';
import { logIn } from './quoteHelpers.ts';
import { shot } from '../helpers/browser.ts';

const env = useBrowserStack();

async function open(path: string, email = 'admin@demo.local'): Promise<Page> {
  const page = await env.open({ width: 1280, height: 900 });
  await logIn(page, email);
  await page.goto(path);
  return page;
}

const rows = (page: Page) => page.getByTestId('collection-row');
const firstCells = (page: Page) =>
  page.locator('[data-testid=collection-row] td:first-child').allTextContents();

/** The rows of a CSV file (RFC 4180 quoting), header first. */
function parseCsv(text: string): string[][] {
  const out: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const endCell = () => {
    row.push(cell);
    cell = '';
  };
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') endCell();
    else if (ch === '\n') {
      endCell();
      out.push(row);
      row = [];
    } else if (ch !== '\r') cell += ch;
  }
  if (cell || row.length) out.push([...row, cell]);
  return out;
}

/** Clicks 'Export CSV' and reads the file it downloads. */
async function exportCsv(page: Page): Promise<{ name: string; rows: string[][] }> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  const stream = await download.createReadStream();
  const chunks: Buffer[] = [];
  for await (const c of stream) chunks.push(c as Buffer);
  const text = Buffer.concat(chunks)
    .toString('utf8')
    .replace(/^\ufeff/, '');
  return { name: download.suggestedFilename(), rows: parseCsv(text) };
}

async function waitIdle(page: Page) {
  await page.waitForFunction(() => !document.querySelector('[aria-busy=true]'));
}

describe('collections', () => {
  it('lists haulers with search, sort and paging, rows linking to the hauler page', async () => {
    const page = await open('/haulers/collection');
    await expect(page.getByRole('heading', { name: 'Haulers' })).toBeTruthy();
    await rows(page).first().waitFor();
    const names = await firstCells(page);
    expect(names.length).toBeGreaterThan(0);
    expect(names.length).toBeLessThanOrEqual(20);
    expect([...names].sort((a, b) => a.localeCompare(b))).toEqual(names);
    await shot(page, 'reports-haulers-collection.png', { fullPage: true });

    await page.getByRole('button', { name: /^Name/ }).click();
    await page.waitForFunction(
      (first) => document.querySelector('[data-testid=collection-row] td')?.textContent !== first,
      names[0],
    );
    const desc = await firstCells(page);
    expect([...desc].sort((a, b) => b.localeCompare(a))).toEqual(desc);

    const term = names[0]!.slice(0, 4);
    await page.getByRole('searchbox', { name: /Search haulers/ }).fill(term);
    await page.waitForFunction(
      (t) =>
        [...document.querySelectorAll('[data-testid=collection-row] td:first-child')].every((td) =>
          td.textContent!.toLowerCase().includes(t.toLowerCase()),
        ),
      term,
    );
    await waitIdle(page);
    const link = page.locator('[data-testid=collection-row] a').first();
    expect(await link.getAttribute('href')).toMatch(/^\/haulers\/\d+$/);
  });

  it('pages geo notes by 10 and ignores pages outside 1..total', async () => {
    const page = await open('/geo-notes/collection');
    await rows(page).first().waitFor();
    expect(await rows(page).count()).toBeLessThanOrEqual(10);
    const total = Number(
      /\d+/.exec((await page.getByTestId('list-total').textContent()) ?? '')![0],
    );
    const pages = Math.max(1, Math.ceil(total / 10));
    const box = page.getByRole('spinbutton', { name: 'Page number' });
    await box.fill(String(pages + 5));
    await box.press('Enter');
    await page.waitForTimeout(300);
    expect(await page.getByTestId('page-of').textContent()).toBe(`of ${pages}`);
    expect(await box.inputValue()).toBe(String(pages + 5));
    await box.blur();
    expect(await box.inputValue()).toBe('1');
    if (pages > 1) {
      const first = await firstCells(page);
      await page.getByRole('button', { name: 'Next' }).click();
      await page.waitForFunction(
        () =>
          (document.querySelector('[aria-label="Page number"]') as HTMLInputElement).value === '2',
      );
      await waitIdle(page);
      expect(await firstCells(page)).not.toEqual(first);
    }
    await shot(page, 'reports-geo-notes-collection.png', { fullPage: true });
  });

  // Creating it is tested in marketsGeoNotes.test.ts.
  it('opens the new market page from Add Market', async () => {
    const page = await open('/markets/collection');
    await rows(page).first().waitFor();
    await shot(page, 'reports-markets-collection.png', { fullPage: true });
    await page.getByRole('link', { name: 'Add Market' }).click();
    await page.waitForURL(/\/markets\/new$/);
    await page.getByRole('heading', { name: 'New Market' }).first().waitFor();
  });

  it('sends an unknown model to /quote', async () => {
    const page = await open('/widgets/collection');
    await page.waitForURL('**/quote');
  });

  it('refuses staff', async () => {
    const page = await open('/haulers/collection', 'staff@demo.local');
    await page.waitForURL('**/login');
  });
});

describe('alerts', () => {
  const alertRows = (page: Page) => page.getByTestId('alert-row');
  const column = (page: Page, n: number) =>
    page.locator(`[data-testid=alert-row] td:nth-child(${n})`).allTextContents();

  it('lists alerts with type labels, 60-character text, hauler search, territory and sort', async () => {
    const page = await open('/alerts');
    await alertRows(page).first().waitFor();
    await shot(page, 'reports-alerts.png', { fullPage: true });
    for (const t of await column(page, 2))
      expect(['Hauler', 'Service Area', 'Product Pricing', 'Region', 'Market']).toContain(t);
    for (const t of await column(page, 3)) expect(t.length).toBeLessThanOrEqual(61);
    for (const t of await column(page, 4)) expect(t.length).toBeGreaterThan(0);

    await page.getByRole('button', { name: /^Hauler/ }).click();
    await page.waitForFunction(() =>
      document.querySelector('th[aria-sort]')?.textContent?.startsWith('Hauler'),
    );
    await waitIdle(page);
    const haulers = await column(page, 1);
    expect([...haulers].sort((a, b) => a.localeCompare(b))).toEqual(haulers);

    const total = await page.getByTestId('list-total').textContent();
    const box = page.getByRole('searchbox', { name: 'Search Alerts By Hauler' });
    await box.fill(haulers[0]!.slice(0, 2));
    await page.waitForTimeout(700);
    expect(await page.getByText('Type at least 3 characters to search.').count()).toBe(1);
    expect(await page.getByTestId('list-total').textContent()).toBe(total);
    await box.fill(haulers[0]!.slice(0, 5));
    await page.waitForFunction(
      (t) => document.querySelector('[data-testid=list-total]')?.textContent !== t,
      total,
    );
    await waitIdle(page);
    for (const h of await column(page, 1))
      expect(h.toLowerCase()).toContain(haulers[0]!.slice(0, 5).toLowerCase());

    await box.fill('');
    await page.getByRole('combobox', { name: 'Territory' }).selectOption('West');
    await page.waitForTimeout(300);
    await waitIdle(page);
    expect(await page.getByTestId('list-total').textContent()).not.toBe(total);
  });

  it('edits an alert with validation and flashes, then deletes it after a confirm', async () => {
    const page = await open('/alerts');
    await alertRows(page).first().waitFor();
    await page.locator('[data-testid=alert-row] td:nth-child(3) a').first().click();
    await page.waitForURL(/\/alerts\/\d+(\?hauler=\d+)?$/);
    const form = page.getByLabel('Alert text');
    await form.waitFor();
    if (/hauler=/.test(page.url()))
      expect(await page.getByRole('link', { name: 'Go to Hauler' }).getAttribute('href')).toMatch(
        /^\/haulers\/\d+$/,
      );
    await form.fill('');
    await page.getByRole('button', { name: 'Save Alert' }).click();
    await page.getByText('This field is required').waitFor();
    await form.fill('Call before delivery: gate code 4411');
    await page.getByText('Set Check Back Date').click();
    await page.getByRole('button', { name: 'Save Alert' }).click();
    await page.getByText('Date is required').waitFor();
    const min = await page.locator('input[type=date]').getAttribute('min');
    await page.locator('input[type=date]').fill(min!);
    await shot(page, 'reports-alert-detail.png', { fullPage: true });
    await page.getByRole('button', { name: 'Save Alert' }).click();
    await page.getByTestId('flash').filter({ hasText: 'Alert Updated Successfully' }).waitFor();
    await page.getByText('Set Expiration Date').click();
    expect(await page.locator('input[type=date]').inputValue()).toBe('');

    await page.getByRole('button', { name: 'Delete Alert' }).click();
    await page.getByText('This cannot be undone.').waitFor();
    await page.getByRole('button', { name: 'Do Not Delete' }).click();
    await page.getByRole('button', { name: 'Delete Alert' }).click();
    const url = page.url();
    await page.getByRole('button', { name: 'Confirm Delete' }).click();
    await page.waitForURL(/\/alerts$/);
    await page.getByTestId('flash').filter({ hasText: 'Alert Successfully Deleted' }).waitFor();
    await alertRows(page).first().waitFor();
    const id = /alerts\/(\d+)/.exec(url)![1];
    expect(await page.locator(`a[href="/alerts/${id}"], a[href^="/alerts/${id}?"]`).count()).toBe(
      0,
    );
  });

  it('flashes the failures of saving and deleting an alert', async () => {
    const page = await open('/alerts');
    await alertRows(page).first().waitFor();
    await page.locator('[data-testid=alert-row] td:nth-child(3) a').first().click();
    await page.getByLabel('Alert text').waitFor();
    await page.route('**/graphql', (route) => route.abort());
    await page.getByRole('button', { name: 'Save Alert' }).click();
    await page.getByTestId('flash').filter({ hasText: 'Alert Update Failed' }).waitFor();
    await page.getByRole('button', { name: 'Delete Alert' }).click();
    await page.getByRole('button', { name: 'Confirm Delete' }).click();
    await page.getByTestId('flash').filter({ hasText: 'Alert Delete Failed' }).waitFor();
    expect(page.url()).toMatch(/\/alerts\/\d+/);
  });

  it('refuses staff', async () => {
    const page = await open('/alerts', 'staff@demo.local');
    await page.waitForURL('**/login');
  });
});

describe('availability report', () => {
  const regionRows = (page: Page) => page.getByTestId('region-row');
  const total = async (page: Page) =>
    Number(/\d+/.exec((await page.getByTestId('list-total').textContent()) ?? '')![0]);

  it('lists regions by 20, filters, switches to inactive haulers from page 1 and expands a row', async () => {
    const page = await open('/availability-report');
    await regionRows(page).first().waitFor();
    expect(await regionRows(page).count()).toBeLessThanOrEqual(20);
    const all = await total(page);
    expect(all).toBeGreaterThan(0);

    await regionRows(page)
      .first()
      .getByRole('button', { name: /Show availability/ })
      .click();
    const detail = page.getByTestId('availability-detail');
    await detail.waitFor();
    for (const heading of ['New Deliveries', 'Empty & Return', 'Pickup'])
      expect(await detail.getByRole('heading', { name: heading }).count()).toBe(1);
    await shot(page, 'reports-availability.png', { fullPage: true });

    if (all > 20) {
      await page.getByRole('button', { name: 'Next' }).click();
      await page.waitForFunction(
        () =>
          (document.querySelector('[aria-label="Page number"]') as HTMLInputElement).value === '2',
      );
    }
    await page.getByRole('tab', { name: 'Inactive Haulers' }).click();
    await page.waitForFunction(
      () =>
        (document.querySelector('[aria-label="Page number"]') as HTMLInputElement).value === '1',
    );
    await waitIdle(page);
    expect(await total(page)).not.toBe(all);
    await page.getByRole('tab', { name: 'Active Haulers', exact: true }).click();
    await waitIdle(page);
    await page.waitForFunction(
      (n) => document.querySelector('[data-testid=list-total]')?.textContent?.startsWith(`${n} `),
      all,
    );

    await page.getByText('Must Call', { exact: true }).first().click();
    await waitIdle(page);
    await page.waitForFunction(
      (n) => !document.querySelector('[data-testid=list-total]')?.textContent?.startsWith(`${n} `),
      all,
    );
    const mustCall = await total(page);
    expect(mustCall).toBeLessThan(all);
    if (mustCall > 0)
      for (const row of await regionRows(page).all())
        expect(await row.textContent()).toContain('Must Call');
  });

  it('refuses staff', async () => {
    const page = await open('/availability-report', 'staff@demo.local');
    await page.waitForURL('**/login');
  });
});

describe('exception report', () => {
  const exceptionRows = (page: Page) => page.getByTestId('exception-row');
  const total = async (page: Page) =>
    Number(/\d+/.exec((await page.getByTestId('list-total').textContent()) ?? '')![0]);

  it('filters hauler exceptions, exports the filtered list as CSV, resets, and expands a row', async () => {
    const page = await open('/exception-report');
    await exceptionRows(page).first().waitFor();
    expect(await exceptionRows(page).count()).toBeLessThanOrEqual(25);
    const all = await total(page);
    await exceptionRows(page).first().getByRole('button', { name: 'Show details' }).click();
    await page.getByTestId('exception-detail').first().waitFor();
    await shot(page, 'reports-exceptions.png', { fullPage: true });

    await page.getByRole('combobox', { name: 'Type', exact: true }).selectOption('closure');
    await page.waitForFunction(
      (n) => !document.querySelector('[data-testid=list-total]')?.textContent?.startsWith(`${n} `),
      all,
    );
    await waitIdle(page);
    for (const t of await page
      .locator('[data-testid=exception-row] td:nth-child(5)')
      .allTextContents())
      expect(t).toBe('Closure');

    // The CSV holds every filtered exception (all pages), header first, values as shown.
    const closures = await total(page);
    const csv = await exportCsv(page);
    expect(csv.name).toMatch(/^hauler-exceptions-\d{4}-\d{2}-\d{2}\.csv$/);
    const [header, ...records] = csv.rows;
    expect(header!.slice(0, 6)).toEqual([
      'Hauler',
      'Region',
      'Territory',
      'Type',
      'Reason',
      'Ends',
    ]);
    expect(records).toHaveLength(closures);
    for (const r of records) expect(r[3]).toBe('Closure');
    const shown = await page
      .locator('[data-testid=exception-row]')
      .evaluateAll((trs) =>
        trs.map((tr) => [...tr.querySelectorAll('td')].slice(1).map((td) => td.textContent)),
      );
    expect(records.slice(0, shown.length).map((r) => r.slice(0, 6))).toEqual(shown);
    await page.getByRole('button', { name: 'Reset' }).click();
    await page.waitForFunction(
      (n) => document.querySelector('[data-testid=list-total]')?.textContent?.startsWith(`${n} `),
      all,
    );
    expect(await page.getByRole('combobox', { name: 'Type', exact: true }).inputValue()).toBe('');
  });

  it('lists bulk exceptions, deletes them after the confirm, and shows the empty state', async () => {
    const page = await open('/exception-report');
    await page.getByRole('tab', { name: 'Bulk Exceptions' }).click();
    await page.getByText('Bulk exceptions apply to all haulers and all regions').waitFor();
    await page.locator('[data-testid=bulk-exception], [data-testid=empty-state]').first().waitFor();
    await shot(page, 'reports-bulk-exceptions.png', { fullPage: true });
    let count = await page.getByTestId('bulk-exception').count();
    // The loading bar shows while a delete is in flight (held back a moment to be seen).
    await page.route('**/graphql', async (route) => {
      if (/Delete/.test(route.request().postData() ?? ''))
        await new Promise((r) => setTimeout(r, 400));
      await route.continue();
    });
    while (count > 0) {
      const card = page.getByTestId('bulk-exception').first();
      await card.getByRole('button', { name: 'Delete' }).click();
      await card.getByText('Are you sure you wish to delete this Exception?').waitFor();
      await card.getByRole('button', { name: 'Yes, Delete' }).click();
      await page.getByTestId('loading-bar').waitFor();
      await page.waitForFunction(
        (n) => document.querySelectorAll('[data-testid=bulk-exception]').length < n,
        count,
      );
      count = await page.getByTestId('bulk-exception').count();
    }
    await page.getByText('There are no active bulk exceptions.').waitFor();
    await shot(page, 'reports-bulk-empty.png', { fullPage: true });
  });

  it('refuses staff', async () => {
    const page = await open('/exception-report', 'staff@demo.local');
    await page.waitForURL('**/login');
  });
});
