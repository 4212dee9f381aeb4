import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import type {
  CreateCustomerPriceInput,
  CreateCustomerPriceMutation,
} from './__generated__/CreateCustomerPriceMutation.graphql.ts';

const mutation = graphql`
  mutation CreateCustomerPriceMutation($input: CreateCustomerPriceInput!) {
    createCustomerPrice(input: $input) {
      customerPrice {
        id
        effectiveDate
        price
      }
      userErrors {
        field
        message
      }
    }
  }
`;

/** Creates a customer price; answers true on success (no user errors). */
export function useCreateCustomerPriceMutation() {
  const [commit, inFlight] = useMutation<CreateCustomerPriceMutation>(mutation);
  const create = useCallback(
    (input: CreateCustomerPriceInput) =>
      new Promise<boolean>((resolve) => {
        commit({
          variables: { input },
          onCompleted: (res, errors) =>
            resolve(
              !errors?.length &&
                !!res.createCustomerPrice.customerPrice &&
                res.createCustomerPrice.userErrors.length === 0,
            ),
          onError: () => resolve(false),
        });
      }),
    [commit],
  );
  return [create, inFlight] as const;
}
