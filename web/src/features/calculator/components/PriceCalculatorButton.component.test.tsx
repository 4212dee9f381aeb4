import { describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { graphql } from 'react-relay/hooks';
import { quoteProduct } from '../../../../test/fixtures.ts';
import { renderWithQuery } from '../../../../test/render.tsx';
import { PriceCalculatorButton } from './PriceCalculatorButton.tsx';
import type { PriceCalculatorButtonTestQuery } from './__generated__/PriceCalculatorButtonTestQuery.graphql.ts';

const query = graphql`
  query PriceCalculatorButtonTestQuery @relay_test_operation {
    quote(placeId: "place-1") {
      products {
        ...PriceCalculatorButton_product
      }
    }
  }
`;

describe('PriceCalculatorButton', () => {
  it('opens the price calculator of its product and closes it again', async () => {
    const { user } = renderWithQuery<PriceCalculatorButtonTestQuery>(
      query,
      (d) => <PriceCalculatorButton product={d.quote!.products[0]} />,
      { resolvers: { QuoteSearch: () => ({ products: [quoteProduct()] }) } },
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Price Calculator' }));
    const dialog = await screen.findByRole('dialog', { name: 'Price Calculator' });
    expect(within(dialog).getByText('20 yd · MSW · Acme Hauling')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
