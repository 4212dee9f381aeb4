// Opens the price calculator of a product (B2B Sales with customerpricing:create, feature on);
// the calculator's code loads only when opened.
import { lazy, Suspense, useState } from 'react';
import { Button } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { PriceCalculatorButton_product$key } from './__generated__/PriceCalculatorButton_product.graphql.ts';

const PriceCalculatorModal = lazy(() => import('./PriceCalculatorModal.tsx'));

export function PriceCalculatorButton({ product }: { product: PriceCalculatorButton_product$key }) {
  const data = useFragment(
    graphql`
      fragment PriceCalculatorButton_product on QuoteProduct {
        ...PriceCalculatorModal_product
      }
    `,
    product,
  );
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="sm" colorPalette="teal" variant="outline" onClick={() => setOpen(true)}>
        Price Calculator
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <PriceCalculatorModal product={data} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
