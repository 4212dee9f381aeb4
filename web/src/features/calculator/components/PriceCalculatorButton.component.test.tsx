import { describe, expect, it } from '@jest/globals';
import { act, screen, waitFor, within } from '@testing-library/react';
import { graphql } from 'react-relay/hooks';
import { MockPayloadGenerator } from 'relay-test-utils';
import { quoteProduct } from '../../../../test/fixtures.ts';
import { renderWithQuery } from '../../../../test/render.tsx';
import { QuoteSearchArgsContext, type QuoteSearchArgs } from '../../../ui/quoteSearchArgs.ts';
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

const search: QuoteSearchArgs = {
  placeId: 'place-1',
  lat: null,
  lng: null,
  nearby: false,
  searchType: null,
};

const renderButton = (args: QuoteSearchArgs | null) =>
  renderWithQuery<PriceCalculatorButtonTestQuery>(
    query,
    (d) => (
      <QuoteSearchArgsContext.Provider value={args}>
        <PriceCalculatorButton product={d.quote!.products[0]} />
      </QuoteSearchArgsContext.Provider>
    ),
    { resolvers: { QuoteSearch: () => ({ products: [quoteProduct()] }) } },
  );

describe('PriceCalculatorButton', () => {
  it("opens the price calculator with the product's pricing read for this search, and closes it again", async () => {
    const { user, environment } = renderButton(search);
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Price Calculator' }));
    // The dialog opens at once and says what it waits for.
    expect(await screen.findByText('Loading the product…')).toBeTruthy();
    const op = await waitFor(() => {
      const o = environment.mock.getMostRecentOperation();
      expect(o.request.node.params.name).toBe('PriceCalculatorLoaderQuery');
      return o;
    });
    expect(op.request.variables).toEqual({ ...search, id: 'QuoteProduct:101' });
    act(() =>
      environment.mock.resolveMostRecentOperation((o) =>
        MockPayloadGenerator.generate(o, { Query: () => ({ quoteProduct: quoteProduct() }) }),
      ),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Price Calculator' });
    expect(await within(dialog).findByText('20 yd · MSW · Acme Hauling')).toBeTruthy();
    expect(within(dialog).getByRole('tab', { name: '1. Calculate Price' })).toBeTruthy();
    // One dialog throughout: the loading line was in the same one.
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('says to search again when the product is no longer among the results', async () => {
    const { user, environment } = renderButton(search);
    await user.click(screen.getByRole('button', { name: 'Price Calculator' }));
    await waitFor(() =>
      expect(environment.mock.getMostRecentOperation().request.node.params.name).toBe(
        'PriceCalculatorLoaderQuery',
      ),
    );
    act(() =>
      environment.mock.resolveMostRecentOperation((o) =>
        MockPayloadGenerator.generate(o, { Query: () => ({ quoteProduct: null }) }),
      ),
    );
    expect(
      await screen.findByText(
        'This product is no longer among the results of this address: search again.',
      ),
    ).toBeTruthy();
  });

  it('is not offered outside a results page', () => {
    renderButton(null);
    expect(screen.queryByRole('button', { name: 'Price Calculator' })).toBeNull();
  });
});
