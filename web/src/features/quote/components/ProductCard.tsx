// One product of the results (spec 2 "Quote result page"), made of its regions, each reading
// its own fragment: the heading (size, badges, hauler and region), the figures (overage,
// extension, profitability, 45-day sales), the price with its tax, availability, permit notes
// and NetSuite item, notes (exceptions, alerts) and fill exceptions.
import type { ReactNode } from 'react';
import { Box, Card, Grid, Stack } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay/hooks';
import { ProductAvailability } from './ProductAvailability.tsx';
import { ProductFigures } from './ProductFigures.tsx';
import { ProductFillExceptions } from './ProductFillExceptions.tsx';
import { ProductHeading } from './ProductHeading.tsx';
import { ProductNotes } from './ProductNotes.tsx';
import { ProductPermit } from './ProductPermit.tsx';
import { ProductPrices } from './ProductPrices.tsx';
import type { ProductCard_product$key } from './__generated__/ProductCard_product.graphql.ts';

export function ProductCard({
  product,
  actions,
}: {
  product: ProductCard_product$key;
  actions?: ReactNode;
}) {
  const p = useFragment(
    graphql`
      fragment ProductCard_product on QuoteProduct {
        databaseId
        price
        size {
          name
        }
        wasteType {
          name
        }
        hauler {
          type
        }
        ...ProductHeading_product
        ...ProductFigures_product
        ...ProductPrices_product
        ...ProductAvailability_product
        ...ProductPermit_product
        ...ProductNotes_product
        ...ProductFillExceptions_product
      }
    `,
    product,
  );
  return (
    <Card.Root
      bg="white"
      variant="outline"
      data-testid="product-card"
      data-product-id={p.databaseId}
      data-price={p.price ?? ''}
      data-size={p.size?.name ?? ''}
      data-waste={p.wasteType?.name ?? ''}
      data-network={p.hauler.type}
      borderLeftWidth="4px"
      borderLeftColor={p.hauler.type === 'inNetwork' ? 'teal.500' : 'orange.400'}
    >
      {/* Dense on purpose: the first three prices fit a laptop screen (docs/decisions.md#quote-results-page). */}
      <Card.Body px="3" py="2" gap="1">
        <Grid templateColumns="minmax(0, 1fr) auto" columnGap="3">
          <Box minW="0">
            <ProductHeading product={p} />
            <ProductFigures product={p} />
          </Box>
          <Stack gap="0.5" align="flex-end" textAlign="right">
            <ProductPrices product={p} />
            {actions}
          </Stack>
        </Grid>
        <ProductAvailability product={p} />
        <ProductPermit product={p} />
        <ProductNotes product={p} />
        <ProductFillExceptions product={p} />
      </Card.Body>
    </Card.Root>
  );
}
