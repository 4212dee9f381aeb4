// The price calculator of one product of the results page, with the product's pricing read when
// the calculator opens (Query.quoteProduct): the pricing block and the customer-price key are not
// part of the results' first answer. Loaded with the calculator's code (PriceCalculatorButton).
import { Suspense, type ReactNode } from 'react';
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

/** The calculator's dialog while its product is read, or with why it cannot open. */
function Shell({ onClose, children }: { onClose: () => void; children: ReactNode }) {
  // Not `price-calculator`, which names the dialog with the tabs.
  return (
    <CalculatorDialog onClose={onClose} testId="price-calculator-waiting" bodyPb="6">
      {children}
    </CalculatorDialog>
  );
}

function Loaded({ args, id, onClose }: Props) {
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
  if (!quoteProduct) {
    return (
      <Shell onClose={onClose}>
        <Text fontSize="sm">{PRODUCT_GONE_MESSAGE}</Text>
      </Shell>
    );
  }
  return <PriceCalculatorModal product={quoteProduct} onClose={onClose} />;
}

export default function PriceCalculatorLoader(props: Props) {
  return (
    <ErrorBoundary
      fallback={(error) => (
        <Shell onClose={props.onClose}>
          <Text fontSize="sm" color="red.700" data-testid="calculator-error">
            {detailsErrorText(error)}
          </Text>
        </Shell>
      )}
    >
      <Suspense
        fallback={
          <Shell onClose={props.onClose}>
            <HStack fontSize="sm" color="fg.muted">
              <Spinner size="sm" />
              <Text>Loading the product…</Text>
            </HStack>
          </Shell>
        }
      >
        <Loaded {...props} />
      </Suspense>
    </ErrorBoundary>
  );
}
