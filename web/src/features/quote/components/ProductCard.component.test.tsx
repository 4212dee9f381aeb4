import { describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { graphql } from 'react-relay/hooks';
import { quoteProduct } from '../../../../test/fixtures.ts';
import { renderWithQuery } from '../../../../test/render.tsx';
import { ProductCard } from './ProductCard.tsx';
import type { ProductCardTestQuery } from './__generated__/ProductCardTestQuery.graphql.ts';

const query = graphql`
  query ProductCardTestQuery @relay_test_operation {
    quote(placeId: "place-1") {
      products {
        ...ProductCard_product
      }
    }
  }
`;

function renderCard(over: Record<string, unknown> = {}) {
  return renderWithQuery<ProductCardTestQuery>(
    query,
    (d) => <ProductCard product={d.quote!.products[0]} />,
    { resolvers: { QuoteSearch: () => ({ products: [quoteProduct(over)] }) } },
  );
}

/** The value shown next to a figure's label on the card. */
const figure = (label: string) => screen.getByText(label).nextElementSibling?.textContent;

describe('ProductCard', () => {
  it('shows the product, its hauler and its prices formatted as dollars', () => {
    renderCard({ preferred: true });
    expect(screen.getByTestId('card-title').textContent).toBe('20 yd · MSW');
    expect(screen.getByText('In Network')).toBeTruthy();
    expect(screen.getByText('Preferred')).toBeTruthy();
    expect(screen.getByText('2 tons')).toBeTruthy();
    expect(screen.getByTestId('card-hauler').textContent).toBe('Acme Hauling');
    expect(screen.getByText('· North Shore · Zone A')).toBeTruthy();
    expect(screen.getByTestId('card-price').textContent).toBe('$450.00');
    expect(screen.getByTestId('card-tax').textContent).toBe('+ tax $36.00');
    expect(figure('Overage / ton')).toBe('$85.00');
    expect(figure('Extension / day')).toBe('$10.00');
    expect(figure('Cost')).toBe('$300.00');
    expect(figure('Profitability')).toBe('$150.00');
    expect(figure('Sold (45 days)')).toBe('12');
    expect(screen.getByText('NetSuite: RO-20-MSW')).toBeTruthy();
  });

  it('marks a bad margin and an out-of-network, must-call product', () => {
    renderCard({
      profitability: '-1234.5',
      badMargin: true,
      mustCall: true,
      hauler: { databaseId: 8, name: 'Far Away Co', type: 'outOfNetwork' },
    });
    expect(within(screen.getByTestId('card-profit')).getByText('-$1,234.50')).toBeTruthy();
    expect(screen.getByText('Bad margin')).toBeTruthy();
    expect(screen.getByText('Out of Network')).toBeTruthy();
    expect(screen.getByText('Must Call')).toBeTruthy();
  });

  it('hides cost and profitability from a hauler user (no business figures)', () => {
    renderCard({ soldQtyLast45: null, cost: null, profitability: null, badMargin: null });
    expect(screen.queryByText('Cost')).toBeNull();
    expect(screen.queryByText('Profitability')).toBeNull();
    expect(figure('Overage / ton')).toBe('$85.00');
  });

  it('lists permit notes, exceptions, alerts, notes and the fill exceptions', () => {
    renderCard({
      permitNotes: 'City permit needed on the street',
      exceptions: [{ id: 'e1', summary: 'Closed 12/24 - 12/26 (holiday)' }],
      alerts: [{ id: 'a1', text: 'Gate code 4411' }],
      notes: [{ id: 'n1', description: 'Call the dispatcher first' }],
      fillSummary: {
        takes: ['Dirt'],
        refuses: ['Tires'],
        notes: [{ label: 'Tires', note: 'No tires' }],
      },
    });
    expect(screen.getByText('Permit: City permit needed on the street')).toBeTruthy();
    expect(screen.getByTestId('card-exception').textContent).toBe('Closed 12/24 - 12/26 (holiday)');
    expect(
      within(screen.getByTestId('card-alerts')).getByText('Alert: Gate code 4411'),
    ).toBeTruthy();
    expect(screen.getByText('Call the dispatcher first')).toBeTruthy();
    const fills = screen.getByLabelText('Fill exceptions');
    expect(within(fills).getByText('Dirt')).toBeTruthy();
    expect(within(fills).getByText('Tires').getAttribute('title')).toBe('No tires');
    // Taken first; a refused one is struck through after them.
    expect([...fills.querySelectorAll('[data-allowed]')].map((b) => b.textContent)).toEqual([
      'Dirt',
      'Tires',
    ]);
    expect(within(fills).getByText('Tires').getAttribute('data-allowed')).toBe('false');
    expect(within(fills).getByText('Dirt').getAttribute('data-allowed')).toBe('true');
  });

  it('cuts a long alert at 85 characters and keeps the whole text in its title', () => {
    const text = 'x'.repeat(120);
    renderCard({ alerts: [{ id: 'a1', text }] });
    const alert = within(screen.getByTestId('card-alerts')).getByTitle(`Alert: ${text}`);
    expect(alert.textContent).toBe(`Alert: ${'x'.repeat(78)}...`);
  });

  it('copies the price to the clipboard and says so', async () => {
    const { user } = renderCard();
    await user.click(screen.getByRole('button', { name: 'Copy price' }));
    expect(await screen.findByText('Copied $450.00 to clipboard')).toBeTruthy();
    expect(await navigator.clipboard.readText()).toBe('$450.00');
  });

  it('shows the tax of the price in a tooltip once the pointer rests on it', async () => {
    const { user } = renderCard();
    expect(screen.queryByRole('tooltip')).toBeNull();
    await user.hover(screen.getByTestId('card-price'));
    expect((await screen.findByRole('tooltip')).textContent).toBe('Tax 8%: $36.00');
    // The price was drawn again inside the tooltip, under the resting pointer, which then leaves.
    await user.hover(screen.getByTestId('card-price'));
    await user.unhover(screen.getByTestId('card-price'));
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
  });

  it('opens no tax tooltip for a finger resting on the price', async () => {
    const { user } = renderCard();
    await user.pointer({ keys: '[TouchA>]', target: screen.getByTestId('card-price') });
    await new Promise((r) => setTimeout(r, 200));
    expect(screen.queryByRole('tooltip')).toBeNull();
    await user.pointer({ keys: '[/TouchA]' });
  });

  it('shows the tax tooltip to the keyboard, keeping the focus on the price', async () => {
    const { user } = renderCard({ taxBase: '100.00' });
    const price = screen.getByTestId('card-price');
    for (let i = 0; i < 10 && document.activeElement !== price; i++) await user.tab();
    expect((await screen.findByRole('tooltip')).textContent).toBe(
      'Tax 8%: $36.00 (flat tax base $100.00)',
    );
    expect(document.activeElement).toBe(screen.getByTestId('card-price'));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
  });
});
