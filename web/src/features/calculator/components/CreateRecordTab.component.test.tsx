import { describe, expect, it } from '@jest/globals';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { graphql } from 'react-relay/hooks';
import { MockPayloadGenerator } from 'relay-test-utils';
import { CUSTOMER_PRICE_ERROR } from '@shared/quote/customerPrice.ts';
import { quoteProduct } from '../../../../test/fixtures.ts';
import { renderWithQuery } from '../../../../test/render.tsx';
import { CUSTOMER_REQUIRED, PRICE_REQUIRED, type PriceDraft } from '../priceDraft.ts';
import { CreateRecordTab } from './CreateRecordTab.tsx';
import type { CreateRecordTabTestQuery } from './__generated__/CreateRecordTabTestQuery.graphql.ts';

const query = graphql`
  query CreateRecordTabTestQuery @relay_test_operation {
    quote(placeId: "place-1") {
      products {
        ...CreateRecordTab_product
      }
    }
  }
`;

const DRAFT: PriceDraft = {
  price: '400',
  overage: '85.00',
  extension: '0',
  disposal: '',
  tripCharge: '25',
};

const renderTab = (draft = DRAFT) =>
  renderWithQuery<CreateRecordTabTestQuery>(
    query,
    (d) => <CreateRecordTab product={d.quote!.products[0]} draft={draft} />,
    { resolvers: { QuoteSearch: () => ({ products: [quoteProduct()] }) } },
  );

type Rendered = ReturnType<typeof renderTab>;

/** Searches the customer picker for `term` and picks the one customer the search answers. */
async function pickCustomer({ user, environment }: Rendered, term: string, name: string) {
  await user.type(screen.getByRole('textbox', { name: 'Search customer' }), term);
  // The search waits for typing to pause, then asks the gateway.
  const op = await waitFor(() =>
    environment.mock.findOperation(
      (o) => o.request.node.params.name === 'useNetsuiteSearchCustomersQuery',
    ),
  );
  expect(op.request.variables).toEqual({ search: term });
  act(() =>
    environment.mock.resolve(
      op,
      MockPayloadGenerator.generate(op, {
        NetsuiteCustomerConnection: () => ({
          edges: [{ node: { id: 'NetsuiteCustomer:11', databaseId: 11, searchableName: name } }],
        }),
      }),
    ),
  );
  await user.click(await screen.findByRole('option', { name }));
}

const mutation = (environment: Rendered['environment']) =>
  environment.mock
    .getAllOperations()
    .find((o) => o.request.node.params.name === 'CreateCustomerPriceMutation');

describe('CreateRecordTab', () => {
  it('asks for a customer before saving, and sends nothing', async () => {
    const r = renderTab();
    await r.user.click(screen.getByRole('button', { name: 'Save Customer Price' }));
    expect(screen.getByText(CUSTOMER_REQUIRED)).toBeTruthy();
    expect((await screen.findByTestId('flash')).textContent).toBe(CUSTOMER_PRICE_ERROR);
    expect(mutation(r.environment)).toBeUndefined();
  });

  it('points back to step 1 when the price is missing', async () => {
    const r = renderTab({ ...DRAFT, price: '' });
    await r.user.click(screen.getByRole('button', { name: 'Save Customer Price' }));
    expect(screen.getByTestId('record-price-error').textContent).toBe(
      `Price (step 1): ${PRICE_REQUIRED}`,
    );
  });

  it('saves the price for the picked customer once, with the prices it sends', async () => {
    const r = renderTab();
    await pickCustomer(r, 'Acme', 'Acme Corp');
    expect(screen.getByTestId('picked-customer').textContent).toContain('Acme Corp');
    expect(screen.getByTestId('site-panel').textContent).toBe(
      'SiteNo site chosen (the price applies to the customer).',
    );
    fireEvent.change(screen.getByLabelText('Effective date'), { target: { value: '2026-12-01' } });
    await r.user.click(screen.getByRole('button', { name: 'Save Customer Price' }));

    const op = mutation(r.environment)!;
    expect(op.request.variables).toEqual({
      input: {
        customerPriceKey: 'cpk-101',
        customerId: 'NetsuiteCustomer:11',
        siteId: null,
        effectiveDate: '2026-12-01',
        price: '400.00',
        overagePrice: '85.00',
        extensionPrice: null,
        disposalPrice: null,
        tripChargePrice: '25.00',
      },
    });
    act(() =>
      r.environment.mock.resolve(
        op,
        MockPayloadGenerator.generate(op, {
          CreateCustomerPricePayload: () => ({ userErrors: [] }),
        }),
      ),
    );
    expect(await screen.findByText('Customer price created.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Save Customer Price' })).toHaveProperty(
      'disabled',
      true,
    );
  });

  it('says the save failed when the gateway refuses it, and lets the user retry', async () => {
    const r = renderTab();
    await pickCustomer(r, 'Acme', 'Acme Corp');
    await r.user.click(screen.getByRole('button', { name: 'Save Customer Price' }));
    const op = mutation(r.environment)!;
    act(() =>
      r.environment.mock.resolve(
        op,
        MockPayloadGenerator.generate(op, {
          CreateCustomerPricePayload: () => ({
            customerPrice: null,
            userErrors: [{ field: ['customerPriceKey'], message: 'No base item price' }],
          }),
        }),
      ),
    );
    expect((await screen.findByTestId('flash')).textContent).toBe(CUSTOMER_PRICE_ERROR);
    expect(screen.queryByText('Customer price created.')).toBeNull();
    expect(screen.getByRole('button', { name: 'Save Customer Price' })).toHaveProperty(
      'disabled',
      false,
    );
  });
});
