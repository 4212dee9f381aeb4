import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import { graphql } from 'react-relay/hooks';
import { availability, quoteProduct } from '../../../../test/fixtures.ts';
import { renderWithQuery } from '../../../../test/render.tsx';
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

const renderAvailability = (rows: Record<string, unknown>[]) =>
  renderWithQuery<ProductAvailabilityTestQuery>(
    query,
    (d) => <ProductAvailability product={d.quote!.products[0]} />,
    { resolvers: { QuoteSearch: () => ({ products: [quoteProduct({ availability: rows })] }) } },
  );

describe('ProductAvailability', () => {
  it('sums up new deliveries with the first reason, and opens to every delivery type', async () => {
    const { user } = renderAvailability([
      availability({
        deliveryType: 'pickUp',
        deliveryTypeLabel: 'Pickup',
        deliveryDate: { friendlyText: 'Tomorrow', availabilityType: 'nextDay' },
      }),
      availability({
        saturdayActive: true,
        saturdayCutoff: '12:00 PM',
        deliveryDate: { friendlyText: 'Must Call', availabilityType: 'mustCall' },
        reasons: [
          { kind: 'exception', text: 'Holiday closure until 12/26' },
          { kind: 'mustCall', text: 'Region is must call' },
        ],
      }),
    ]);
    expect(screen.getByTestId('availability-summary').textContent).toBe('Must Call');
    expect(screen.getByTestId('availability-why').textContent).toBe('Holiday closure until 12/26');

    await user.click(screen.getByRole('button', { name: /Availability/ }));
    expect(screen.getByText('Pickup').nextElementSibling?.textContent).toBe(
      'Tomorrow · same day by 10:00 AM · next day by 3:00 PM',
    );
    expect(screen.getByText('New Deliveries').nextElementSibling?.textContent).toBe(
      'Must Call · same day by 10:00 AM · next day by 3:00 PM · Sat by 12:00 PM',
    );
    expect(screen.getByText('Region is must call')).toBeTruthy();
  });

  it('says the size is not found without availability', () => {
    renderAvailability([]);
    expect(screen.getByText('Size not found')).toBeTruthy();
  });
});
