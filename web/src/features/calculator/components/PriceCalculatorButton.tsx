// Opens the price calculator of a product (B2B Sales with customerpricing:create, feature on);
// the calculator's code, and the product's pricing, load only when opened.
import { lazy, Suspense, useState } from 'react';
import { Button } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay/hooks';
import { useQuoteSearchArgs } from '../../../ui/quoteSearchArgs.ts';
import type { PriceCalculatorButton_product$key } from './__generated__/PriceCalculatorButton_product.graphql.ts';

const PriceCalculatorLoader = lazy(() => import('./PriceCalculatorLoader.tsx'));

export function PriceCalculatorButton({ product }: { product: PriceCalculatorButton_product$key }) {
  const { id } = useFragment(
    graphql`
      fragment PriceCalculatorButton_product on QuoteProduct {
        id
      }
    `,
    product,
  );
  const args = useQuoteSearchArgs();
  const [open, setOpen] = useState(false);
  // Outside a results page there is no search to read the product's pricing in.
  if (!args) return null;
  return (
    <>
      <Button size="sm" colorPalette="teal" variant="outline" onClick={() => setOpen(true)}>
        Price Calculator
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <PriceCalculatorLoader args={args} id={id} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
