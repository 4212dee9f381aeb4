import { describe, expect, it } from '@jest/globals';
import { act, screen } from '@testing-library/react';
import { graphql } from 'react-relay/hooks';
import { MockPayloadGenerator } from 'relay-test-utils';
import { availability, quoteProduct } from '../../../../test/fixtures.ts';
import { renderWithQuery } from '../../../../test/render.tsx';
import { QuoteSearchArgsContext, type QuoteSearchArgs } from '../../../ui/quoteSearchArgs.ts';
import { ProductAvailability } from './ProductAvailability.tsx';
import type { ProductAvailabilityTestQuery } from './__generated__/ProductAvailabilityTestQuery.graphql.ts';

const query = graphql`
  query ProductAvailabilityTestQuery @relay_test_operation {
    quote(placeId: "place-1") {
      products {
        ...ProductAvailability_product
      }
    }
  }
`;

const search: QuoteSearchArgs = {
  placeId: 'place-1',
  lat: 41.88,
  lng: -87.62,
  nearby: true,
  searchType: 'product',
};

const mustCall = availability({
  saturdayActive: true,
  saturdayCutoff: '12:00 PM',
  deliveryDate: { friendlyText: 'Must Call', availabilityType: 'mustCall' },
  reasons: [
    { kind: 'exception', text: 'Holiday closure until 12/26' },
    { kind: 'mustCall', text: 'Region is must call' },
  ],
});
const pickUp = availability({
  deliveryType: 'pickUp',
  deliveryTypeLabel: 'Pickup',
  deliveryDate: { friendlyText: 'Tomorrow', availabilityType: 'nextDay' },
});

const renderAvailability = (summary: Record<string, unknown> | null) => {
  const r = renderWithQuery<ProductAvailabilityTestQuery>(
    query,
    (d) => (
      <QuoteSearchArgsContext.Provider value={search}>
        <ProductAvailability product={d.quote!.products[0]} />
      </QuoteSearchArgsContext.Provider>
    ),
    {
      resolvers: {
        QuoteSearch: () => ({ products: [quoteProduct({ availabilitySummary: summary })] }),
      },
    },
  );
  /** Answers the details query the opened accordion sent. */
  const answerDetails = (product: Record<string, unknown> | null | Error) =>
    act(() =>
      product instanceof Error
        ? r.environment.mock.rejectMostRecentOperation(product)
        : r.environment.mock.resolveMostRecentOperation((op) =>
            MockPayloadGenerator.generate(op, { Query: () => ({ quoteProduct: product }) }),
          ),
    );
  return { ...r, answerDetails };
};

describe('ProductAvailability', () => {
  it('sums up with the first reason, and loads every delivery type of this search when opened', async () => {
    const { user, environment, answerDetails } = renderAvailability(mustCall);
    expect(screen.getByTestId('availability-summary').textContent).toBe('Must Call');
    expect(screen.getByTestId('availability-why').textContent).toBe('Holiday closure until 12/26');

    const trigger = screen.getByRole('button', { name: /Availability/ });
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    await user.click(trigger);
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByTestId('availability-details-loading').textContent).toBe(
      'Loading availability…',
    );
    // The details of this product in the search the page shows.
    const op = environment.mock.getMostRecentOperation();
    expect(op.request.node.params.name).toBe('ProductAvailabilityDetailsQuery');
    expect(op.request.variables).toEqual({ ...search, id: 'QuoteProduct:101' });

    answerDetails(quoteProduct({ availability: [pickUp, mustCall] }));
    expect((await screen.findByText('Pickup')).nextElementSibling?.textContent).toBe(
      'Tomorrow · same day by 10:00 AM · next day by 3:00 PM',
    );
    expect(screen.getByText('New Deliveries').nextElementSibling?.textContent).toBe(
      'Must Call · same day by 10:00 AM · next day by 3:00 PM · Sat by 12:00 PM',
    );
    expect(screen.getByText('Region is must call')).toBeTruthy();

    // Closed again, the details hide (kept, so a second opening asks nothing); the keyboard opens it.
    await user.click(trigger);
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByText('Pickup').closest('[hidden]')).not.toBeNull();
    trigger.focus();
    await user.keyboard('{Enter}');
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText('Pickup').closest('[hidden]')).toBeNull();
    const asked = environment.mock
      .getAllOperations()
      .filter((o) => o.request.node.params.name === 'ProductAvailabilityDetailsQuery');
    expect(asked).toHaveLength(0);
  });

  it('says the size is not found without availability', () => {
    renderAvailability(null);
    expect(screen.getByText('Size not found')).toBeTruthy();
  });

  it('says to search again when the product is no longer among the results', async () => {
    const { user, answerDetails } = renderAvailability(mustCall);
    await user.click(screen.getByRole('button', { name: /Availability/ }));
    answerDetails(null);
    expect((await screen.findByTestId('availability-details-gone')).textContent).toBe(
      'This product is no longer among the results of this address: search again.',
    );
  });

  it('shows why the details could not be read, and reads them again on Try again', async () => {
    const { user, answerDetails } = renderAvailability(mustCall);
    await user.click(screen.getByRole('button', { name: /Availability/ }));
    answerDetails(new Error('The service is unavailable; retrying shortly'));
    expect((await screen.findByTestId('availability-details-error')).textContent).toContain(
      'The service is unavailable; retrying shortly',
    );

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    answerDetails(quoteProduct({ availability: [pickUp] }));
    expect(await screen.findByText('Pickup')).toBeTruthy();
    expect(screen.queryByTestId('availability-details-error')).toBeNull();
  });
});
