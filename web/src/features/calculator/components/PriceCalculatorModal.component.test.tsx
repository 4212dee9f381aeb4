import { describe, expect, it, jest } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { graphql } from 'react-relay/hooks';
import { quoteProduct } from '../../../../test/fixtures.ts';
import { renderWithQuery } from '../../../../test/render.tsx';
import { CalculatorDialog } from './CalculatorDialog.tsx';
import PriceCalculatorModal from './PriceCalculatorModal.tsx';
import type { PriceCalculatorModalTestQuery } from './__generated__/PriceCalculatorModalTestQuery.graphql.ts';

const query = graphql`
  query PriceCalculatorModalTestQuery @relay_test_operation {
    quote(placeId: "place-1") {
      products {
        ...PriceCalculatorModal_product
      }
    }
  }
`;

function renderModal(over: Record<string, unknown> = {}) {
  const onClose = jest.fn();
  const r = renderWithQuery<PriceCalculatorModalTestQuery>(
    query,
    (d) => (
      <CalculatorDialog onClose={onClose}>
        <PriceCalculatorModal product={d.quote!.products[0]} />
      </CalculatorDialog>
    ),
    { resolvers: { QuoteSearch: () => ({ products: [quoteProduct(over)] }) } },
  );
  return { ...r, onClose };
}

const value = (name: string) => (screen.getByRole('textbox', { name }) as HTMLInputElement).value;

describe('PriceCalculatorModal', () => {
  it("starts from the product's price and its pricing block's ancillary prices", async () => {
    renderModal({
      pricing: {
        price: '480.00',
        ancillaries: [
          { priceTypeName: 'Disposal', price: '55' },
          { priceTypeName: 'Trip Charge', price: '20.5' },
        ],
      },
    });
    const dialog = await screen.findByRole('dialog', { name: 'Price Calculator' });
    expect(within(dialog).getByText('20 yd · MSW · Acme Hauling')).toBeTruthy();
    expect(value('Price')).toBe('450.00');
    expect(value('Overage (per ton)')).toBe('85.00');
    expect(value('Extension (per day)')).toBe('10.00');
    expect(value('Disposal')).toBe('55.00');
    expect(value('Trip fee')).toBe('20.50');
    // The discount is from the pricing block's base price.
    expect(within(screen.getByTestId('price-breakdown')).getByText('$30.00')).toBeTruthy();
  });

  it('moves to step 2 with Next, keeping the typed price', async () => {
    const { user } = renderModal();
    await screen.findByRole('dialog');
    await user.clear(screen.getByRole('textbox', { name: 'Price' }));
    await user.type(screen.getByRole('textbox', { name: 'Price' }), '399');
    await user.click(screen.getByRole('button', { name: 'Next: Create Record' }));
    expect(
      screen.getByRole('tab', { name: '2. Create Record' }).getAttribute('aria-selected'),
    ).toBe('true');
    expect(screen.getByRole('button', { name: 'Save Customer Price' })).toBeTruthy();
    await user.click(screen.getByRole('tab', { name: '1. Calculate Price' }));
    expect(value('Price')).toBe('399');
  });

  it('closes with its close button', async () => {
    const { user, onClose } = renderModal();
    await user.click(await screen.findByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
