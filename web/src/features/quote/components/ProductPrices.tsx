// The price of a product card (copyable, its tax in a tooltip that mounts when reached) and the
// tax under it.
import { HStack, Text } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay/hooks';
import { formatUsd } from '../../../ui/format/usd.ts';
import { LazyTooltip } from '../../../ui/LazyTooltip.tsx';
import { CopyButton } from './CopyButton.tsx';
import type { ProductPrices_product$key } from './__generated__/ProductPrices_product.graphql.ts';

export function ProductPrices({ product }: { product: ProductPrices_product$key }) {
  const p = useFragment(
    graphql`
      fragment ProductPrices_product on QuoteProduct {
        price
        tax
        taxRate
        taxBase
      }
    `,
    product,
  );
  return (
    <>
      <HStack justify="flex-end" gap="1">
        <LazyTooltip
          content={
            <>
              Tax {p.taxRate ? `${Number(p.taxRate)}%` : 'n/a'}: {formatUsd(p.tax) || '$0.00'}
              {p.taxBase ? ` (flat tax base ${formatUsd(p.taxBase)})` : ''}
            </>
          }
        >
          <Text
            fontSize="2xl"
            lineHeight="short"
            fontWeight="bold"
            color="teal.700"
            data-testid="card-price"
            tabIndex={0}
          >
            {formatUsd(p.price) || '—'}
          </Text>
        </LazyTooltip>
        <CopyButton text={p.price ? formatUsd(p.price) : null} label="price" />
      </HStack>
      <Text fontSize="xs" color="fg.muted" data-testid="card-tax">
        + tax {formatUsd(p.tax) || '$0.00'}
      </Text>
    </>
  );
}
