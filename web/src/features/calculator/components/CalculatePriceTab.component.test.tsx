import { describe, expect, it, jest } from '@jest/globals';
import { useState } from 'react';
import { screen, within } from '@testing-library/react';
import { graphql } from 'react-relay/hooks';
import { quoteProduct } from '../../../../test/fixtures.ts';
import { renderWithQuery } from '../../../../test/render.tsx';
import {
  AMOUNT_NOT_A_NUMBER,
  PRICE_NOT_A_NUMBER,
  PRICE_REQUIRED,
  type PriceDraft,
} from '../priceDraft.ts';
import { CalculatePriceTab } from './CalculatePriceTab.tsx';
import type { CalculatePriceTab_product$key } from './__generated__/CalculatePriceTab_product.graphql.ts';
import type { CalculatePriceTabTestQuery } from './__generated__/CalculatePriceTabTestQuery.graphql.ts';

const query = graphql`
  query CalculatePriceTabTestQuery @relay_test_operation {
    quote(placeId: "place-1") {
      products {
        ...CalculatePriceTab_product
      }
    }
  }
`;

const START: PriceDraft = {
  price: '450.00',
  overage: '85.00',
  extension: '10.00',
  disposal: '',
  tripCharge: '',
};

/** The tab with its draft kept as the modal keeps it. */
function Tab({ product, onNext }: { product: CalculatePriceTab_product$key; onNext: () => void }) {
  const [draft, setDraft] = useState(START);
  return <CalculatePriceTab product={product} draft={draft} onChange={setDraft} onNext={onNext} />;
}

function renderTab() {
  const onNext = jest.fn();
  const r = renderWithQuery<CalculatePriceTabTestQuery>(
    query,
    (d) => <Tab product={d.quote!.products[0]} onNext={onNext} />,
    { resolvers: { QuoteSearch: () => ({ products: [quoteProduct()] }) } },
  );
  return { ...r, onNext };
}

/** The value of a row of the price breakdown. */
const breakdown = (label: string) =>
  within(screen.getByTestId('price-breakdown')).getByText(label).nextElementSibling?.textContent;
const field = (name: string) => screen.getByRole('textbox', { name });

describe('CalculatePriceTab', () => {
  it('breaks the new price down into discount, tax, total, cost and margin', async () => {
    const { user } = renderTab();
    expect(breakdown('Discount')).toBe('$0.00');
    await user.clear(field('Price'));
    await user.type(field('Price'), '400');
    expect(breakdown('Base price')).toBe('$450.00');
    expect(breakdown('Price')).toBe('$400.00');
    expect(breakdown('Discount')).toBe('$50.00');
    expect(breakdown('Tax (8%)')).toBe('$32.00');
    expect(breakdown('Total with tax')).toBe('$432.00');
    expect(breakdown('Cost')).toBe('$300.00');
    expect(breakdown('Profitability')).toBe('$100.00');
  });

  it('says what is wrong next to a field with a bad amount', async () => {
    const { user } = renderTab();
    await user.clear(field('Price'));
    expect(screen.getByText(PRICE_REQUIRED)).toBeTruthy();
    await user.type(field('Price'), 'abc');
    expect(screen.getByText(PRICE_NOT_A_NUMBER)).toBeTruthy();
    expect(breakdown('Total with tax')).toBe('—');
    await user.type(field('Trip fee'), '-5');
    expect(screen.getByText(AMOUNT_NOT_A_NUMBER)).toBeTruthy();
    await user.clear(field('Trip fee'));
    expect(screen.queryByText(AMOUNT_NOT_A_NUMBER)).toBeNull();
  });

  it('goes on to step 2 with Next', async () => {
    const { user, onNext } = renderTab();
    await user.click(screen.getByRole('button', { name: 'Next: Create Record' }));
    expect(onNext).toHaveBeenCalledTimes(1);
  });
});
