// An exception saved through the main API changes that region's cards on the next search, and
// the card says why (the availability reasons of the main API, shown in the accordion).
import { describe, expect, it } from '@jest/globals';
import { useBrowserStack } from './browserStack.ts';
import { cards, logIn, searchZip, ZIP_IN_ONLY } from './quoteHelpers.ts';
import { shot } from '../helpers/browser.ts';

const env = useBrowserStack();

async function rest(method: string, path: string, token: string, body?: unknown) {
  const res = await fetch(`${env.stack.api.url}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(res.status).toBeLessThan(300);
  return (await res.json()) as any;
}

describe('availability reasons on the results page', () => {
  it('shows Must Call with its reason on the cards of a region after an availabilityByZone exception', async () => {
    const admin = await env.stack.api.token('admin@demo.local');
    const found = await rest('POST', '/search', admin, { zip_code: ZIP_IN_ONLY });
    const zone = found.search_results[0];
    const region = zone.region;

    const page = await env.open({ width: 1400, height: 900 });
    await logIn(page, 'staff@demo.local');
    await searchZip(page, ZIP_IN_ONLY);
    const ofRegion = cards(page).filter({ hasText: `· ${region.name} ·` });
    await ofRegion.first().waitFor();
    const before = await ofRegion.first().getByTestId('availability-summary').textContent();
    expect(before).not.toBe('Must Call');

    await rest('POST', '/exceptions', admin, {
      type: 'availabilityByZone',
      region_id: region.id,
      reason: 'Inventory',
      action_type: 'permanent',
      delivery_type: 'newDeliveries',
      availability_action: 'mustCall',
    });
    await page.goto('/quote');
    await searchZip(page, ZIP_IN_ONLY);
    await ofRegion.first().waitFor();
    const card = ofRegion.first();
    await expect(card.getByTestId('availability-summary').textContent()).resolves.toBe('Must Call');
    // The reason is on the card at a glance, and in full in the accordion.
    await expect(card.getByTestId('availability-why').textContent()).resolves.toBe(
      'Must Call: availabilityByZone (Inventory)',
    );
    await card.getByText('Availability', { exact: true }).click();
    await expect(
      card.getByTestId('availability-reasons-newDeliveries').textContent(),
    ).resolves.toContain('Must Call: availabilityByZone (Inventory)');
    await card.getByTestId('availability-reasons-newDeliveries').waitFor({ state: 'visible' });
    await shot(card, 'availability-reasons.png', { animations: 'disabled' });
    expect(env.current!.errors).toEqual([]);
  });
});
