// The price calculator of one product of the results page, with the product's pricing read when
// the calculator opens (Query.quoteProduct): the pricing block and the customer-price key are not
// part of the results' first answer. Loaded with the calculator's code (PriceCalculatorButton).
import { Suspense } from 'react';
import { HStack, Spinner, Text } from '@chakra-ui/react';
import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import { ErrorBoundary } from '../../../ui/ErrorBoundary.tsx';
import {
  detailsErrorText,
  PRODUCT_GONE_MESSAGE,
  productVariables,
  type QuoteSearchArgs,
} from '../../../ui/quoteSearchArgs.ts';
import { CalculatorDialog } from './CalculatorDialog.tsx';
import PriceCalculatorModal from './PriceCalculatorModal.tsx';
import type { PriceCalculatorLoaderQuery } from './__generated__/PriceCalculatorLoaderQuery.graphql.ts';

interface Props {
  args: QuoteSearchArgs;
  /** The QuoteProduct's id. */
  id: string;
  onClose: () => void;
}

function Loaded({ args, id }: Pick<Props, 'args' | 'id'>) {
  const { quoteProduct } = useLazyLoadQuery<PriceCalculatorLoaderQuery>(
    graphql`
      query PriceCalculatorLoaderQuery(
        $placeId: ID!
        $lat: Float
        $lng: Float
        $nearby: Boolean!
        $searchType: SearchType
        $id: ID!
      ) {
        quoteProduct(
          placeId: $placeId
          lat: $lat
          lng: $lng
          nearby: $nearby
          searchType: $searchType
          id: $id
        ) {
          ...PriceCalculatorModal_product
        }
      }
    `,
    productVariables(args, id),
  );
  if (!quoteProduct) return <Text fontSize="sm">{PRODUCT_GONE_MESSAGE}</Text>;
  return <PriceCalculatorModal product={quoteProduct} />;
}

/**
 * One dialog from the click on: the tabs once the product is read, a loading line until then, or
 * why it cannot open. (One dialog, not a waiting dialog swapped for the calculator's: the first
 * one's modal focus and hiding of the page must not outlive it onto the second.)
 */
export default function PriceCalculatorLoader(props: Props) {
  return (
    <CalculatorDialog onClose={props.onClose}>
      <ErrorBoundary
        fallback={(error) => (
          <Text fontSize="sm" color="red.700" pb="4" data-testid="calculator-error">
            {detailsErrorText(error)}
          </Text>
        )}
      >
        <Suspense
          fallback={
            <HStack fontSize="sm" color="fg.muted" pb="4">
              <Spinner size="sm" />
              <Text>Loading the product…</Text>
            </HStack>
          }
        >
          <Loaded args={props.args} id={props.id} />
        </Suspense>
      </ErrorBoundary>
    </CalculatorDialog>
  );
}
